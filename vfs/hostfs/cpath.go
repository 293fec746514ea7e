package hostfs

import (
	"strings"
	"syscall"
	"unsafe"

	"golang.org/x/sys/unix"
)

// The *at system calls of a listing and of opening its files take a name
// the kernel reads as a C string. golang.org/x/sys and syscall allocate one
// per call; these write it to the caller's stack instead (a name of a
// directory is at most 255 bytes, and most paths of a folder fit): grep -r
// over a host folder makes two such calls a file.

// cpathSize is the size of the stack buffer of a C string.
const cpathSize = 256

// cpath is name as a C string in buf, or allocated when it does not fit.
// A name holding a NUL fails with EINVAL, as syscall's conversion does.
func cpath(buf *[cpathSize]byte, name string) (*byte, error) {
	if len(name) < len(buf) && strings.IndexByte(name, 0) < 0 {
		copy(buf[:], name)
		buf[len(name)] = 0
		return &buf[0], nil
	}
	return syscall.BytePtrFromString(name)
}

// openat2 is unix.Openat2 without the allocation.
func openat2(dirfd int, name string, how *unix.OpenHow) (int, error) {
	var buf [cpathSize]byte
	p, err := cpath(&buf, name)
	if err != nil {
		return -1, err
	}
	fd, _, errno := syscall.Syscall6(unix.SYS_OPENAT2, uintptr(dirfd), uintptr(unsafe.Pointer(p)), uintptr(unsafe.Pointer(how)), unsafe.Sizeof(*how), 0, 0)
	if errno != 0 {
		return -1, errno
	}
	return int(fd), nil
}

// openat is syscall.Openat without the allocation.
func openat(dirfd int, name string, flag int, perm uint32) (int, error) {
	var buf [cpathSize]byte
	p, err := cpath(&buf, name)
	if err != nil {
		return -1, err
	}
	fd, _, errno := syscall.Syscall6(syscall.SYS_OPENAT, uintptr(dirfd), uintptr(unsafe.Pointer(p)), uintptr(flag|syscall.O_LARGEFILE), uintptr(perm), 0, 0)
	if errno != 0 {
		return -1, errno
	}
	return int(fd), nil
}
