//go:build !linux

package mmapmem

import (
	"errors"

	"github.com/tetratelabs/wazero/experimental"
)

// Only Linux has in-memory files (memfd): elsewhere wazero copies the
// data segments.
func makeImageFile(*experimental.MemoryImage, uint64, uint64) (int, error) {
	return -1, errors.New("mmapmem: no in-memory files on this platform")
}

func mapImage([]byte, int) error { return errors.New("mmapmem: no in-memory files on this platform") }

func closeImageFile(int) {}
