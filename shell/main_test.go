package shell

import (
	"os"
	"syscall"
	"testing"
)

// TestMain marks the descriptors the test process inherited close-on-exec
// before the tests: the differential tests compare against a bash started
// with only 0-2 open, as the sandbox's scripts are, and an inherited fd 3
// (a wrapper's log file, a CI runner's pipe) changes what bash prints for
// `exec 3>&9-`.
func TestMain(m *testing.M) {
	for fd := 3; fd < 1024; fd++ {
		syscall.CloseOnExec(fd)
	}
	os.Exit(m.Run())
}
