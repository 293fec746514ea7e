//go:build unix

package main

import (
	"fmt"
	"os"
	"syscall"
)

// takeStdout moves the process's standard output to a new descriptor,
// returned, and points descriptor 1 at standard error: stray writes to
// stdout cannot corrupt a worker's protocol stream.
func takeStdout() (*os.File, error) {
	fd, err := syscall.Dup(1)
	if err != nil {
		return nil, fmt.Errorf("dup stdout: %w", err)
	}
	syscall.CloseOnExec(fd)
	if err := dup2(2, 1); err != nil {
		syscall.Close(fd)
		return nil, fmt.Errorf("stdout to stderr: %w", err)
	}
	return os.NewFile(uintptr(fd), "protocol"), nil
}
