package computerwelt

import "github.com/computerwelt/computerwelt/shell"

// State returns a snapshot of the sandbox's shell state (working
// directory, variables, functions, options, aliases, traps, umask,
// directory stack), to resume the session in another Sandbox with
// SetState. It waits for a running Exec to end. The filesystem is not
// part of it: persist an overlay's changes for that (overlay.FS.Records).
func (s *Sandbox) State() (shell.State, error) {
	if s.closed.Load() {
		return shell.State{}, ErrClosed
	}
	return s.sh.State()
}

// SetState replaces the sandbox's shell state with st, from State. It
// waits for a running Exec to end; on an error the sandbox is unchanged.
func (s *Sandbox) SetState(st shell.State) error {
	if s.closed.Load() {
		return ErrClosed
	}
	return s.sh.SetState(st)
}
