package mmapmem

import (
	"unsafe"

	"golang.org/x/sys/unix"

	"github.com/tetratelabs/wazero/experimental"
)

// makeImageFile returns an in-memory file (memfd) that holds the bytes
// start..end of a memory into which img's segments were copied in order.
func makeImageFile(img *experimental.MemoryImage, start, end uint64) (int, error) {
	fd, err := unix.MemfdCreate("computerwelt-wasm-data", unix.MFD_CLOEXEC)
	if err != nil {
		return -1, err
	}
	if err := unix.Ftruncate(fd, int64(end-start)); err != nil {
		unix.Close(fd)
		return -1, err
	}
	for _, s := range img.Segments {
		for off, b := int64(s.Offset-start), s.Data; len(b) > 0; {
			n, err := unix.Pwrite(fd, b, off)
			if err == nil && n == 0 {
				err = unix.EIO
			}
			if err != nil {
				unix.Close(fd)
				return -1, err
			}
			off, b = off+int64(n), b[n:]
		}
	}
	return fd, nil
}

// mapImage maps fd, private and writable, over b (page aligned, committed
// and still zero). Should that fail after the kernel removed b's pages,
// fresh zero pages are mapped back.
func mapImage(b []byte, fd int) error {
	addr := unsafe.Pointer(unsafe.SliceData(b))
	const prot = unix.PROT_READ | unix.PROT_WRITE
	_, err := unix.MmapPtr(fd, 0, addr, uintptr(len(b)), prot, unix.MAP_PRIVATE|unix.MAP_FIXED)
	if err == nil {
		return nil
	}
	if _, err2 := unix.MmapPtr(-1, 0, addr, uintptr(len(b)), prot, unix.MAP_PRIVATE|unix.MAP_FIXED|unix.MAP_ANON|mapNoReserve); err2 != nil {
		panic("mmapmem: a memory's pages could not be mapped back: " + err2.Error())
	}
	return err
}

func closeImageFile(fd int) { unix.Close(fd) }
