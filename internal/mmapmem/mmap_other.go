//go:build !(linux || darwin || freebsd || netbsd || openbsd)

package mmapmem

import "errors"

const supported = false

const pageSize = 65536

var errUnsupported = errors.New("mmapmem: not supported on this platform")

func reserve(uint64) ([]byte, error) { return nil, errUnsupported }
func commit([]byte) error            { return errUnsupported }
func release([]byte) error           { return errUnsupported }
