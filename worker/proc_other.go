//go:build !linux

package worker

import "os/exec"

// setProcAttr: without Pdeathsig a worker notices the supervisor's end
// when its standard input closes.
func setProcAttr(cmd *exec.Cmd) {}
