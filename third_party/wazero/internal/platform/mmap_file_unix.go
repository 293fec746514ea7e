//go:build unix

package platform

import (
	"os"

	"golang.org/x/sys/unix"
)

// MapFileCodeSegment maps size bytes of f from offset (a multiple of the
// page size) read-only and executable, private to this process: machine
// code kept in a file runs from the page cache, without being read and
// copied (Computerwelt patch). It fails where the file system forbids
// executable mappings (noexec); the caller then copies.
// MunmapCodeSegment releases the mapping.
func MapFileCodeSegment(f *os.File, offset int64, size int) ([]byte, error) {
	return unix.Mmap(int(f.Fd()), offset, size, unix.PROT_READ|unix.PROT_EXEC, unix.MAP_PRIVATE)
}
