package shell

// The restricted shell (Bash manual 6.10), entered with set -r or bash
// -r and never left: cd, a command name or a sourced file with a slash,
// output redirections, exec of a command, hash -p and command -p are
// refused, and SHELL, PATH, HISTFILE, ENV and BASH_ENV are read-only.

// restrictedVars are the variables a restricted shell may not change.
var restrictedVars = []string{"SHELL", "PATH", "HISTFILE", "ENV", "BASH_ENV"}

// restrict turns the restricted shell on, as bash's maybe_make_restricted
// does: the variables become read-only; with declare they are declared
// if they were not.
func (r *runner) restrict(declare bool) {
	r.opts.restricted = true
	for _, name := range restrictedVars {
		v := r.global.vars[name]
		if v == nil {
			if !declare {
				continue
			}
			v = &variable{}
			r.global.vars[name] = v
		}
		v.readonly = true
	}
}

// setRestricted is set -r: a shell reading a script (a file or its
// standard input) makes the variables read-only, declaring those it
// lacks, as bash -r does; under bash -c, bash 5.2 leaves them alone
// (PATH=/x still assigns).
func (r *runner) setRestricted() {
	if r.readFrom == 'c' {
		r.opts.restricted = true
		return
	}
	r.restrict(true)
}

// restrictedErr reports what a restricted shell refused ("cd", "exec",
// ".: ./f"): status 1.
func (r *runner) restrictedErr(what string) int {
	r.errLine("%s: restricted", what)
	return 1
}
