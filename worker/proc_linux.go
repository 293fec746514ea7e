package worker

import (
	"os/exec"
	"syscall"
)

// setProcAttr makes the kernel kill the worker when the supervisor dies,
// so that no worker outlives the server, and puts the worker in a
// process group of its own, so that a Ctrl-C on the terminal reaches
// only the supervisor (which drains the running turns first).
func setProcAttr(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL, Setpgid: true}
}
