//go:build linux || darwin || freebsd || netbsd || openbsd

package mmapmem

import "syscall"

const supported = true

var pageSize = syscall.Getpagesize()

// reserve maps n bytes of address space that cannot be accessed and are
// not counted against the system's memory until committed.
func reserve(n uint64) ([]byte, error) {
	if n == 0 {
		n = uint64(pageSize)
	}
	return syscall.Mmap(-1, 0, int(n), syscall.PROT_NONE, syscall.MAP_PRIVATE|syscall.MAP_ANON|mapNoReserve)
}

// commit makes b (page aligned, inside a reservation) readable and
// writable; the system provides zeroed pages on first touch.
func commit(b []byte) error {
	if len(b) == 0 {
		return nil
	}
	return syscall.Mprotect(b, syscall.PROT_READ|syscall.PROT_WRITE)
}

// release unmaps a whole reservation.
func release(b []byte) error {
	return syscall.Munmap(b)
}
