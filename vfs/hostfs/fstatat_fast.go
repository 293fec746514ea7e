//go:build amd64 || arm64

package hostfs

import (
	"syscall"
	"unsafe"

	"golang.org/x/sys/unix"
)

// fstatatNoFollow is unix.Fstatat(dirfd, name, st, AT_SYMLINK_NOFOLLOW)
// without the allocation (cpath.go). On these architectures the kernel's
// struct stat is syscall.Stat_t.
func fstatatNoFollow(dirfd int, name string, st *syscall.Stat_t) error {
	var buf [cpathSize]byte
	p, err := cpath(&buf, name)
	if err != nil {
		return err
	}
	_, _, errno := syscall.Syscall6(unix.SYS_NEWFSTATAT, uintptr(dirfd), uintptr(unsafe.Pointer(p)), uintptr(unsafe.Pointer(st)), unix.AT_SYMLINK_NOFOLLOW, 0, 0)
	if errno != 0 {
		return errno
	}
	return nil
}
