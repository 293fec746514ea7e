//go:build !amd64 && !arm64

package hostfs

import (
	"syscall"
	"unsafe"

	"golang.org/x/sys/unix"
)

// fstatatNoFollow is unix.Fstatat(dirfd, name, st, AT_SYMLINK_NOFOLLOW).
func fstatatNoFollow(dirfd int, name string, st *syscall.Stat_t) error {
	// unix.Stat_t and syscall.Stat_t are both the kernel's struct stat
	// of this architecture.
	return unix.Fstatat(dirfd, name, (*unix.Stat_t)(unsafe.Pointer(st)), unix.AT_SYMLINK_NOFOLLOW)
}
