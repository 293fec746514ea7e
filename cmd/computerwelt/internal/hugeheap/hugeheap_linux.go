//go:build linux

// Package hugeheap backs the start of the Go heap with transparent huge
// pages, for a short process that touches most of it (computerwelt run):
// the heap's first megabytes are otherwise faulted in one 4 KiB page at a
// time, each fault costing several microseconds (on a virtual machine's
// shadowed page tables, 10 µs and more), and a run touches ~300 of them
// (perf record -e page-faults). A cgo build marks the heap from its first
// mapping instead (runguard's native_linux.go); this is the way without
// cgo, from Go code, once the runtime has started.
package hugeheap

import (
	"syscall"
	"unsafe"
)

const (
	madvHugepage = 14 // MADV_HUGEPAGE
	madvCollapse = 25 // MADV_COLLAPSE (Linux 6.1)
	hugeSize     = 2 << 20
)

//go:noinline
func heapAddr() uintptr {
	p := new([64]byte)
	sink = p
	return uintptr(unsafe.Pointer(p))
}

var sink *[64]byte

// Apply collapses the 2 MiB block of heap the next allocations come from,
// and the block after it, into huge pages (the kernel copies the pages
// already touched; the runtime maps its heap 4 MiB at a time, so the next
// block is often mapped too). A block is collapsed once; the heap's earlier
// blocks, full by then, are left alone. Calling it again once the heap has
// grown covers the new blocks. It reports whether the block of the next
// allocations is (now) a huge page; a kernel without MADV_COLLAPSE (or
// without transparent huge pages) leaves the heap as it was.
func Apply() bool {
	base := heapAddr() &^ (hugeSize - 1)
	sink = nil
	for _, b := range [2]uintptr{base, base + hugeSize} {
		if b <= collapsed {
			continue
		}
		// MADV_HUGEPAGE first: the collapse needs it where the kernel's
		// default is madvise.
		syscall.Syscall(syscall.SYS_MADVISE, b, hugeSize, madvHugepage)
		_, _, e := syscall.Syscall(syscall.SYS_MADVISE, b, hugeSize, madvCollapse)
		if e == 0 {
			collapsed = b
		}
		refusal = e
	}
	return base <= collapsed
}

// collapsed is the last block collapsed (the heap grows upwards).
var collapsed uintptr

// refusal is the kernel's answer to the last collapse asked for (0: done):
// EINVAL before Linux 6.1, EAGAIN or ENOMEM when it found no free huge page
// or could not move a page out of the way.
var refusal syscall.Errno
