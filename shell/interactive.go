package shell

import (
	"fmt"
	"io"
	"path"
	"strconv"
	"strings"
)

// startInteractive sets up what bash -i does before its start-up files
// when it has no terminal: job control fails (its two messages), PS1 and
// PS2 get their defaults, aliases, history and history expansion are on,
// HISTFILE names ~/.bash_history.
func (r *runner) startInteractive(shellName string) {
	r.interactive = true
	name := path.Base(shellName)
	r.errf("%s: cannot set terminal process group (%d): Inappropriate ioctl for device\n", name, r.pid)
	r.errf("%s: no job control in this shell\n", name)
	for _, v := range [...][2]string{{"PS1", `\s-\v\$ `}, {"PS2", "> "}} {
		if _, ok := r.getStr(v[0]); !ok {
			r.setStr(v[0], v[1], false)
		}
	}
	r.opts.expandAliases = true
	r.opts.history = true
	r.opts.histexpand = !r.opts.posix
	if _, ok := r.getStr("HISTFILE"); !ok {
		if home, ok := r.getStr("HOME"); ok {
			r.setStr("HISTFILE", strings.TrimSuffix(home, "/")+"/.bash_history", false)
		}
	}
}

// runStartupFiles is bash's run_startup_files for a child shell: a login
// shell reads /etc/profile and the first of ~/.bash_profile,
// ~/.bash_login and ~/.profile (only ~/.profile in POSIX mode); an
// interactive one that is no login shell reads its rcfile (~/.bashrc),
// or in POSIX mode the file ENV names; one that is not interactive reads
// BASH_ENV's.
func (r *runner) runStartupFiles(shellName string, interactive, login, noProfile, noRC, privileged bool, rcFile string) {
	// exit in a start-up file says nothing (bash is not yet reading
	// commands interactively)
	r.startup = true
	defer func() { r.startup = false }()
	home, _ := r.getStr("HOME")
	home = strings.TrimSuffix(home, "/")
	if login && !noProfile && !r.exiting {
		r.runStartupFile("/etc/profile", shellName)
		files := []string{"/.bash_profile", "/.bash_login", "/.profile"}
		if r.opts.posix {
			files = files[2:]
		}
		for _, f := range files {
			if r.exiting {
				break
			}
			if _, err := r.sh.cfg.FS.Stat(r.ctx, home+f); err == nil {
				r.runStartupFile(home+f, shellName)
				break
			}
		}
	}
	if r.exiting {
		return
	}
	switch {
	case interactive && r.opts.posix:
		if !privileged {
			r.runEnvFile("ENV", shellName)
		}
	case interactive && !login && !noRC:
		if rcFile == "" {
			rcFile = home + "/.bashrc"
		}
		r.runStartupFile(rcFile, shellName)
	case !interactive && !r.opts.posix && !privileged:
		r.runBashEnv(shellName)
	}
}

// prompt writes the prompt PS1 (ps2: PS2) of an interactive shell that
// reads its commands, expanded, to the standard error.
func (r *runner) prompt(ps2 bool) {
	name := "PS1"
	if ps2 {
		name = "PS2"
	}
	if !ps2 {
		r.promptCommand()
	}
	v, ok := r.getStr(name)
	if !ok || v == "" {
		return
	}
	fmt.Fprint(r.stderr(), r.promptExpand(v))
}

// sayExit is what an interactive shell writes when it leaves by exit or
// at the end of its input: "logout" for a login shell.
func (r *runner) sayExit() {
	if r.startup {
		return
	}
	if r.loginShell {
		r.errf("logout\n")
		return
	}
	r.errf("exit\n")
}

// readFilter is what bash does to each line it reads of a script on
// stdin before parsing it: readline's echo of the line in an interactive
// shell, then, with history on, history expansion (bash's
// pre_process_line): a line changed is shown on stderr; one that fails
// or has :p is not run.
func (r *runner) readFilter(line string, lr *lineReader) (string, bool) {
	if r.interactive && r.editing {
		io.WriteString(r.stderr(), line)
	}
	if !r.opts.history || !r.opts.histexpand {
		return line, true
	}
	out, changed, err := r.histExpand(line)
	if err == errHistPrint {
		r.errf("%s", out)
		r.addHistory(out)
		return "", false
	}
	if err != nil {
		if r.interactive {
			r.errf("%s: %s\n", r.errName(), err)
		} else {
			// the line this one would have been: those dropped
			// do not count
			n := r.lineBase + strings.Count(lr.src.String(), "\n") + 1
			r.errf("%s: line %d: %s\n", r.errName(), n, err)
		}
		return "", false
	}
	if changed {
		r.errf("%s", out)
	}
	return out, true
}

// promptCommand runs PROMPT_COMMAND (each element of an array) before
// an interactive shell's primary prompt.
func (r *runner) promptCommand() {
	v := r.getVar("PROMPT_COMMAND")
	if v == nil || !v.set {
		return
	}
	var cmds []string
	switch v.kind {
	case kString:
		cmds = []string{v.str}
	case kIndexed:
		for _, e := range v.idx {
			cmds = append(cmds, e.v)
		}
	}
	saved := r.exit
	for _, c := range cmds {
		if c != "" && !r.exiting {
			r.evalString(c, "PROMPT_COMMAND")
		}
	}
	r.exit = saved
}

// ps0 writes PS0, expanded, after an interactive shell has read a
// command line and before it runs it.
func (r *runner) ps0() {
	if v, ok := r.getStr("PS0"); ok && v != "" {
		fmt.Fprint(r.stderr(), r.promptExpand(v))
	}
}

// ignoreEOFCount is how many ends of input in a row an interactive
// shell under ignoreeof reads past: IGNOREEOF's number, 10 for another
// value.
func (r *runner) ignoreEOFCount() int {
	v, _ := r.getStr("IGNOREEOF")
	if n, err := strconv.Atoi(v); err == nil {
		return min(max(n, 0), 1000)
	}
	return 10
}
