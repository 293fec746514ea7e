//go:build !unix

package main

import "os"

// takeStdout: without dup the protocol shares standard output.
func takeStdout() (*os.File, error) { return os.Stdout, nil }
