//go:build !unix

package platform

import (
	"errors"
	"os"
)

// MapFileCodeSegment is not supported here: the caller copies the code
// into a segment of MmapCodeSegment (Computerwelt patch).
func MapFileCodeSegment(f *os.File, offset int64, size int) ([]byte, error) {
	return nil, errors.ErrUnsupported
}
