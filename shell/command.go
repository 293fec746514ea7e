package shell

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"path"
	"slices"
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/syntax"

	"github.com/computerwelt/computerwelt/vfs"
)

// internalCommands are programs the shell provides itself (child shells).
var internalCommands = map[string]bool{"bash": true, "sh": true}

// lookPath finds how a name without a slash would run as a command: a
// registered command ("/usr/bin/NAME" or "/bin/NAME", when PATH has that
// directory) or an executable file on PATH.
// kind is "cmd", "file" or "".
func (r *runner) lookPath(name string) (kind, full string) {
	return r.lookPathIn(name, !r.passedEnv)
}

// lookPathIn is lookPath; lose says whether a file that cannot run is
// the command when no executable is found (bash's command search, type,
// command -v), which hash, type -a and a program's execvp do not take.
func (r *runner) lookPathIn(name string, lose bool) (kind, full string) {
	if r.sh.cfg.Withheld[name] {
		return "", ""
	}
	_, registered := r.sh.cfg.Commands[name]
	registered = registered || internalCommands[name]
	pathVar, ok := r.getStr("PATH")
	if r.stdPath {
		pathVar, ok = stdPath, true
	}
	if !ok && r.passedEnv {
		// A program's execvp (env, xargs) without PATH searches
		// glibc's default path.
		pathVar = "/usr/local/bin:/usr/bin:/bin"
	}
	if pathVar == "" {
		// bash searches nothing without PATH (or with it empty): the
		// name is run as a path (pathRun).
		return "", ""
	}
	ignore := r.execIgnorePatterns()
	// bash's file_to_lose_on: with no executable of the name on PATH,
	// the first regular file of it is the command (which then fails
	// with Permission denied, 126).
	loser := ""
	for _, d := range strings.Split(pathVar, ":") {
		if d == "" {
			d = "."
		}
		if strings.HasPrefix(d, "~") && !r.opts.posix {
			// bash's find_in_path_element tilde-expands an element
			// (not in POSIX mode).
			if home, rest, ok := r.tilde(d, true); ok {
				d = home + rest
			}
		}
		dir := vfs.Abs(r.dir, d)
		p := dir + "/" + name
		if r.execIgnored(ignore, p) {
			continue
		}
		if registered && (dir == "/usr/bin" || dir == "/bin") {
			return "cmd", p
		}
		if fi, err := r.sh.cfg.FS.Stat(r.ctx, p); err == nil && fi.Mode().IsRegular() {
			written := p
			if !strings.HasPrefix(d, "/") {
				// bash reports a relative PATH entry as written.
				written = strings.TrimSuffix(d, "/") + "/" + name
			}
			if isExec(fi) {
				return "file", written
			}
			if loser == "" && lose {
				loser = written
			}
		}
	}
	if loser != "" {
		return "file", loser
	}
	// Not on PATH: not found, as in bash, even when a directory of
	// PATH that would hold it is missing (PATH=/x; ls is 127).
	return "", ""
}

// bashUsage is what bash prints after an invalid invocation option, and
// bashHelpTail what --help adds.
const bashUsage = `Usage:	bash [GNU long option] [option] ...
	bash [GNU long option] [option] script-file ...
GNU long options:
	--debug
	--debugger
	--dump-po-strings
	--dump-strings
	--help
	--init-file
	--login
	--noediting
	--noprofile
	--norc
	--posix
	--pretty-print
	--rcfile
	--restricted
	--verbose
	--version
Shell options:
	-ilrsD or -c command or -O shopt_option		(invocation only)
	-abefhkmnptuvxBCEHPT or -o option
`

const bashHelpTail = "Type `bash -c \"help set\"' for more information about shell options.\n" +
	"Type `bash -c help' for more information about shell builtin commands.\n" +
	"Use the `bashbug' command to report bugs.\n\n" +
	"bash home page: <http://www.gnu.org/software/bash>\n" +
	"General help using GNU software: <http://www.gnu.org/gethelp/>\n"

// pathFile is bash's find_path_file: the first regular file of the name
// in a directory of PATH, executable or not.
func (r *runner) pathFile(name string) string {
	pathVar, _ := r.getStr("PATH")
	if pathVar == "" {
		return ""
	}
	for _, d := range strings.Split(pathVar, ":") {
		if d == "" {
			d = "."
		}
		p := vfs.Abs(r.dir, d) + "/" + name
		if fi, err := r.sh.cfg.FS.Stat(r.ctx, p); err == nil && fi.Mode().IsRegular() {
			if !strings.HasPrefix(d, "/") {
				return strings.TrimSuffix(d, "/") + "/" + name
			}
			return p
		}
	}
	return ""
}

// execIgnorePatterns are EXECIGNORE's patterns, split at colons as
// GLOBIGNORE's are.
func (r *runner) execIgnorePatterns() []string {
	v, ok := r.getStr("EXECIGNORE")
	if !ok || v == "" {
		return nil
	}
	return splitIgnore(v, r.opts.extglob)
}

// execIgnored reports whether a file found on PATH matches one of
// EXECIGNORE's patterns, which makes it no executable to the search
// (bash's exec_name_should_ignore: the whole path, * matching a slash,
// extended patterns always).
func (r *runner) execIgnored(pats []string, full string) bool {
	for _, p := range pats {
		if p != "" && r.match(p, full, false, true) {
			return true
		}
	}
	return false
}

func (r *runner) execCommand(name string, args []string) {
	defer func(saved string) { r.cmdPath = saved }(r.cmdPath)
	std := r.stdPath // command -p: for this lookup only
	defer func() { r.stdPath = false }()
	if p := r.hashLookup(name); p != "" && !std && !r.hashedGone(name, p) {
		r.cmdPath = p
		// bash runs the path it remembered (hash -p's too); a file
		// gone from there is an error, not a new search, unless in
		// POSIX mode or under shopt -s checkhash (hashedGone).
		if r.execArgv0 != "" {
			args = append([]string{r.execArgv0}, args[1:]...)
			r.execArgv0 = ""
		}
		r.execFile(p, args)
		return
	}
	kind, full := r.lookPath(name)
	r.stdPath = false
	r.cmdPath = full
	if r.execArgv0 != "" {
		// exec -a NAME: the program sees NAME as its argv[0]
		args = append([]string{r.execArgv0}, args[1:]...)
		r.execArgv0 = ""
	}
	switch kind {
	case "cmd":
		r.hashInsert(name, full, 1)
		env := r.inPlaceEnv()
		if internalCommands[name] {
			r.exit = r.runChildShell(args, r.stdin(), r.stdout(), r.stderr(), env)
			return
		}
		r.exit = r.runCommand(r.sh.cfg.Commands[name], args, env)
	case "file":
		r.hashInsert(name, full, 1)
		r.execFile(full, args)
	default:
		if !std && r.pathRun() {
			// bash's find_user_command takes the name itself as the
			// path: a file of that name in the directory runs, none
			// is "No such file or directory".
			r.execFile(name, args)
			return
		}
		if r.notFoundHook(args) {
			return
		}
		if r.passedEnv {
			// A program's execvp that met a file of the name it may
			// not run fails with EACCES, not ENOENT (env: 'x':
			// Permission denied, 126).
			if kind, _ := r.lookPathIn(name, true); kind == "file" && r.cannotRun(name, fs.ErrPermission) {
				return
			}
		}
		r.notFound(name)
	}
}

// describePath is lookPath for type and command -v/-V: with PATH empty
// or unset, bash's describe_command takes the name itself as the path and
// reports it, made absolute, when it is an executable file there.
func (r *runner) describePath(name string) (kind, full string) {
	return r.describePathIn(name, true)
}

// describePathIn is describePath, lose as lookPathIn's.
func (r *runner) describePathIn(name string, lose bool) (kind, full string) {
	kind, full = r.lookPathIn(name, lose)
	if kind != "" || !r.pathRun() || strings.Contains(name, "/") || r.sh.cfg.Withheld[name] {
		return kind, full
	}
	p := vfs.Abs(r.dir, name)
	if fi, err := r.sh.cfg.FS.Stat(r.ctx, p); err == nil && fi.Mode().IsRegular() && isExec(fi) {
		return "file", p
	}
	return "", ""
}

// pathRun reports whether a command name without a slash runs as a path
// relative to the directory: PATH empty, or unset in the shell (a
// program's execvp searches a default path then).
func (r *runner) pathRun() bool {
	p, ok := r.getStr("PATH")
	return p == "" && (ok || !r.passedEnv)
}

// inPlaceStmt is the statement of a subshell's or command
// substitution's list that bash 5.2 execs in place of the subshell, not
// forking once more (its optimize_fork, optimize_subshell_command): the
// last simple command, reached through && and ||, without redirections
// or !. nil when there is none.
func inPlaceStmt(list []*syntax.Stmt) *syntax.Stmt {
	if len(list) == 0 {
		return nil
	}
	st := list[len(list)-1]
	for {
		if st.Negated || st.Background || len(st.Redirs) > 0 {
			return nil
		}
		switch c := st.Cmd.(type) {
		case *syntax.BinaryCmd:
			if c.Op != syntax.AndStmt && c.Op != syntax.OrStmt {
				return nil
			}
			st = c.Y
		case *syntax.CallExpr:
			if len(c.Args) == 0 {
				return nil
			}
			return st
		default:
			return nil
		}
	}
}

// runsInPlace reports whether the command now running is one bash execs
// in place of this subshell (inPlaceStmt): it has the subshell's pid.
func (r *runner) runsInPlace() bool {
	return r.inPlace != nil && r.curStmt == r.inPlace && !r.execClearEnv && r.trapsAllowInPlace()
}

// trapsAllowInPlace reports whether this shell's traps let bash exec a
// command in place of it (should_optimize_fork, should_suppress_fork):
// not while a trap runs, nor with an EXIT or ERR trap set (ignored too),
// nor with a signal trapped to a command. A subshell's inherited traps
// do not run and do not count, but for the ERR trap set -E keeps.
func (r *runner) trapsAllowInPlace() bool {
	if r.inTrap {
		return false
	}
	if r.trapsInherited {
		_, err := r.traps["ERR"]
		return !(err && r.errTrapKept)
	}
	for name, action := range r.traps {
		switch name {
		case "EXIT", "ERR":
			return false
		case "DEBUG", "RETURN":
		default:
			if action != "" {
				return false
			}
		}
	}
	return true
}

// dashCInPlaceStmt is the statement of bash -c's string (src, parsed as
// list) that bash execs in place of the shell (parse_and_execute's
// should_suppress_fork and can_optimize_connection): a simple command
// without redirections or ! on the string's last command line, alone
// there, or last after ; (not &) or at the end of an && / || chain that
// is the line's only command; after it may come only blanks, a ; or &&
// ... already part of the line, a comment and one newline. nil when
// there is none.
func dashCInPlaceStmt(src string, list []*syntax.Stmt) *syntax.Stmt {
	if len(list) == 0 {
		return nil
	}
	last := list[len(list)-1]
	if !restOfLineEndsText(src, int(last.End().Offset())) {
		return nil
	}
	if len(list) > 1 {
		prev := list[len(list)-2]
		if prev.End().Line() == last.Pos().Line() {
			// one command line of several commands: bash's ; or &
			// connection, whose second part must be simple
			if prev.Background {
				return nil
			}
			if _, ok := last.Cmd.(*syntax.CallExpr); !ok {
				return nil
			}
		}
	}
	return inPlaceStmt([]*syntax.Stmt{last})
}

// restOfLineEndsText reports whether the text after offset off holds
// nothing bash would parse as one more command line: blanks, a ;, a
// comment, then at most one newline before the end.
func restOfLineEndsText(src string, off int) bool {
	if off > len(src) {
		return false
	}
	rest := strings.TrimLeft(src[off:], " \t")
	rest = strings.TrimPrefix(rest, ";")
	rest = strings.TrimLeft(rest, " \t")
	if strings.HasPrefix(rest, "#") {
		if i := strings.IndexByte(rest, '\n'); i >= 0 {
			rest = rest[i:]
		} else {
			rest = ""
		}
	}
	return rest == "" || rest == "\n"
}

// inPlaceEnv is the environment of a program that bash execs in place of
// the subshell running it (inPlaceStmt, an asynchronous simple command):
// bash lowers SHLVL by one first (adjust_shell_level(-1)), so a bash run
// there counts no extra level. nil otherwise: the usual environment.
func (r *runner) inPlaceEnv() map[string]string {
	if r.inExec {
		// bash's exec_builtin lowers it too, except with -c or in a
		// ( ) subshell, which already counts as a level.
		if r.execClearEnv || r.inParen {
			return nil
		}
	} else if !r.runsInPlace() {
		return nil
	}
	env := r.environ()
	env["SHLVL"] = adjustShlvl(env["SHLVL"], -1)
	return env
}

// notFoundHook runs bash's command_not_found_handle for a command that
// was not found, when a function of that name is defined: it runs in a
// separate execution environment (bash's forked child of the simple
// command, whose $BASH_SUBSHELL stays) with the command and its
// arguments as its arguments, and its status is the command's.
func (r *runner) notFoundHook(args []string) bool {
	const hook = "command_not_found_handle"
	fd, ok := r.funcs[hook]
	if !ok {
		return false
	}
	sub := r.subshell(true)
	sub.bashSubshell = r.bashSubshell
	sub.dropCoprocFds(r)
	sub.callFunc(hook, fd, append([]string{hook}, args...))
	r.exit = sub.finish()
	if sub.killedBy != 0 {
		r.reportKilled(sub.killedBy, sub.bashpid)
	}
	return true
}

// invocation builds the Invocation for a registered command.
func (r *runner) invocation(args []string, env map[string]string) *Invocation {
	if env == nil {
		env = r.environ()
		if r.execClearEnv {
			env = map[string]string{}
		}
	}
	env = r.withCmdPath(env)
	return &Invocation{
		Args:     args,
		Stdin:    r.stdin(), // a closed fd 0 reads as EBADF, as a program's read(0) does
		Stdout:   r.stdout(),
		Stderr:   r.stderr(),
		Env:      env,
		EnvOrder: r.envOrder,
		Dir:      r.dir,
		FS:       &devFS{FS: r.sh.cfg.FS, r: r, fds: append([]*fdesc(nil), r.fds...), fsize: r.fileSizeLimit()},
		Limits:   r.rs.limits,
		Username: r.sh.cfg.Username,
		Hostname: r.sh.cfg.Hostname,
		Umask:    r.umask,
		Exec:     r.execFunc(),
		Script:   r.scriptFunc(),
		ScriptEnv: func(ctx context.Context, script string, env map[string]string, stdin io.Reader, stdout, stderr io.Writer) int {
			return r.runChildScript(ctx, script, env, stdin, stdout, stderr)
		},
		Now:     r.sh.cfg.Now,
		Signals: r.procSignals(),
		rs:      r.rs,
		alive:   func(pid string) bool { return r.signalTo(pid, 0) },
	}
}

func (r *runner) runCommand(c *Command, args []string, env map[string]string) (status int) {
	inv := r.invocation(args, env)
	// A program started where SIGPIPE is ignored (trap '' PIPE) gets
	// EPIPE and says so, as one that ignores it itself.
	ignPipe := c.IgnoresSIGPIPE || r.ignoredSigs()&sigBits("PIPE") != 0
	if ignPipe {
		inv.Stdout, inv.Stderr = ignoringSIGPIPE(inv.Stdout), ignoringSIGPIPE(inv.Stderr)
	}
	out := &watchWriter{w: inv.Stdout}
	errs := &watchWriter{w: inv.Stderr, asciiQuotes: asciiQuoteLocale(inv.Env)}
	inv.Stdout, inv.Stderr = out, errs
	defer func() {
		if v := recover(); v != nil {
			fmt.Fprintf(errs, "%s: internal error: %v\n", args[0], v)
			status = 2
		}
	}()
	st := c.Run(r.ctx, inv)
	if r.rs.stopped() && st == 0 {
		st = 1
	}
	if sig := inv.killedBy; sig > 0 && sig < 65 && !r.rs.stopped() {
		r.reportKilled(sig, r.sh.newPid())
		st = 128 + sig
	}
	// A command whose output could not be written (disk full, file too
	// large) and that said nothing about it gets GNU's close_stdout
	// message; a closed pipe or the output limit stays silent, as SIGPIPE
	// does.
	if st != 0 && brokenPipe(out.err) && !ignPipe && !r.rs.stopped() {
		// A program whose reader went away is killed by SIGPIPE: 141
		// wherever its status is read, not only as a pipeline's stage.
		st = 141
	}
	if out.err != nil && !errors.Is(out.err, errOutputLimit) && (ignPipe || !brokenPipe(out.err)) && errs.n == 0 && !r.rs.stopped() {
		fmt.Fprintf(errs, "%s: write error: %s\n", args[0], vfs.Strerror(out.err))
		if st == 0 {
			st = 1
		}
	}
	return st
}

// watchWriter remembers the first write error and counts bytes written.
type watchWriter struct {
	w   io.Writer
	n   int64
	err error
	// asciiQuotes: a command's messages quote 'x' rather than ‘x’ (see
	// asciiQuoteLocale).
	asciiQuotes bool
}

func (w *watchWriter) Write(p []byte) (int, error) {
	if len(p) == 0 {
		// Nothing to write is no write (stdio's): it cannot fail.
		return 0, nil
	}
	if w.asciiQuotes && bytes.Contains(p, []byte("\xe2\x80")) {
		q := bytes.ReplaceAll(bytes.ReplaceAll(p, []byte("‘"), []byte("'")), []byte("’"), []byte("'"))
		if _, err := w.w.Write(q); err != nil {
			if w.err == nil {
				w.err = err
			}
			return 0, err
		}
		w.n += int64(len(p))
		return len(p), nil
	}
	n, err := w.w.Write(p)
	w.n += int64(n)
	if err != nil && w.err == nil {
		w.err = err
	}
	return n, err
}

// asciiQuoteLocale reports whether the commands' messages quote with
// ASCII apostrophes, as GNU's quote() does where the locale's charset is
// not UTF-8: the first of LC_ALL, LC_CTYPE and LANG set and not empty in
// the command's environment is C or POSIX (none set is the sandbox's
// default, C.UTF-8, where GNU quotes ‘x’).
func asciiQuoteLocale(env map[string]string) bool {
	for _, name := range [...]string{"LC_ALL", "LC_CTYPE", "LANG"} {
		if v := env[name]; v != "" {
			return v == "C" || v == "POSIX"
		}
	}
	return false
}

// Stat is that of the file written to, for commands that fstat their
// output (cat and grep will not read the file they write); fs.ErrInvalid
// for a pipe or a device.
func (w *watchWriter) Stat() (fs.FileInfo, error) {
	if s, ok := w.w.(interface{ Stat() (fs.FileInfo, error) }); ok {
		return s.Stat()
	}
	return nil, fs.ErrInvalid
}

// execFunc implements Invocation.Exec: a command line run as a simple
// command in a copy of this shell.
func (r *runner) execFunc() func(ctx context.Context, req ExecRequest) int {
	parent := r
	invokerPath := r.cmdPath
	return func(ctx context.Context, req ExecRequest) (status int) {
		if len(req.Args) == 0 {
			return 0
		}
		c := parent.subshell(false)
		c.ctx = ctx
		// A program passes its own environment on: _ stays the path the
		// shell ran it by, not the path of what it runs.
		c.passedEnv, c.passedUnderscore = true, ""
		if req.Env == nil {
			c.passedUnderscore = invokerPath
		}
		c.fds = []*fdesc{{r: orEmpty(req.Stdin)}, {w: orDiscard(req.Stdout)}, {w: orDiscard(req.Stderr)}}
		for n, w := range req.Outputs {
			if n > 2 && n < 256 && w != nil {
				c.setFd(n, &fdesc{w: w})
			}
		}
		if req.Dir != "" {
			c.dir = req.Dir
		}
		if req.Signals != nil {
			c.setProcSignals(*req.Signals)
			if parent.forkedSimple && parent.funcDepth == 0 {
				// The invoker is the whole process (env & or a
				// pipeline's element) and the command replaces it,
				// as env execs it: kill of its pid reaches the
				// command, with the command's handling, and what
				// the command ignored or blocked dies with it.
				c.sigq = parent.sigq
				defer func() {
					parent.sigq.drain()
					parent.updateDisp()
				}()
			}
			c.updateDisp()
		}
		if req.Env != nil {
			c.envOrder = req.EnvOrder
			c.global = &scope{vars: map[string]*variable{}}
			for k, v := range req.Env {
				c.global.vars[k] = &variable{set: true, str: v, exported: true}
			}
			c.cur = c.global
		}
		defer func() {
			if v := recover(); v != nil {
				fmt.Fprintf(orDiscard(req.Stderr), "%s: internal error: %v\n", req.Args[0], v)
				status = 2
			}
		}()
		if !c.countCommand() {
			return 1
		}
		c.notRun = req.NotRun
		c.execKilled = req.KilledBy
		name := req.Args[0]
		if strings.Contains(name, "/") {
			c.execFile(name, req.Args)
		} else if b, ok := builtins[name]; ok && !parent.sh.cfg.Withheld[name] && !c.disabled[name] && name != "exec" && !c.isProgram(name) && c.standsIn(name) {
			c.exit = c.runBuiltin(name, b, req.Args)
		} else {
			c.execCommand(name, req.Args)
		}
		return c.exit
	}
}

// isProgram reports whether name is also a program (echo, printf, true,
// false): what env, xargs, find -exec and timeout start is the program,
// as their execvp finds it on PATH, not the shell's builtin (env printf is
// coreutils' printf, with its %q and its diagnostics; env PATH=/x true is
// not found). Builtins that are no command here (test, kill, pwd) stand
// in for their programs.
func (r *runner) isProgram(name string) bool {
	_, ok := r.sh.cfg.Commands[name]
	return ok
}

// builtinPrograms are the builtins a GNU system also has as programs
// in /usr/bin (coreutils' test, [ and pwd, procps' kill) for which the
// sandbox has no file: the builtin stands in for the program.
var builtinPrograms = map[string]bool{"test": true, "[": true, "pwd": true, "kill": true}

// standsIn reports whether a builtin stands in for the program an
// execvp (env, xargs, find -exec, timeout) would find: only one of
// builtinPrograms, and only when PATH reaches /usr/bin or /bin before a
// file of that name. Other builtins (cd, read, type) are no program:
// env cd is not found (127), as with GNU env.
func (r *runner) standsIn(name string) bool {
	if !builtinPrograms[name] {
		return false
	}
	pathVar, ok := r.getStr("PATH")
	if !ok {
		pathVar = "/usr/local/bin:/usr/bin:/bin" // glibc's execvp default
	}
	for _, d := range strings.Split(pathVar, ":") {
		if d == "" {
			d = "."
		}
		dir := vfs.Abs(r.dir, d)
		if dir == "/usr/bin" || dir == "/bin" {
			return true
		}
		if fi, err := r.sh.cfg.FS.Stat(r.ctx, dir+"/"+name); err == nil && fi.Mode().IsRegular() && isExec(fi) {
			return false
		}
	}
	return false
}

// cannotRun hands a command that cannot be run to the invoker's NotRun,
// if an Exec set one; false when the shell reports it itself.
func (r *runner) cannotRun(name string, err error) bool {
	if r.notRun == nil {
		return false
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	r.exit = r.notRun(vfs.PathError("exec", name, err))
	return true
}

func orEmpty(rd io.Reader) io.Reader {
	if rd == nil {
		return emptyReader{}
	}
	return rd
}

func orDiscard(w io.Writer) io.Writer {
	if w == nil {
		return io.Discard
	}
	return w
}

// scriptFunc implements Invocation.Script: a child shell running a script.
func (r *runner) scriptFunc() func(ctx context.Context, script string, stdin io.Reader, stdout, stderr io.Writer) int {
	return func(ctx context.Context, script string, stdin io.Reader, stdout, stderr io.Writer) int {
		return r.runChildScript(ctx, script, nil, stdin, stdout, stderr)
	}
}

// runChildScript runs a script in a child shell of parent named sh, with
// env as its environment (nil: the parent's exported variables).
func (r *runner) runChildScript(ctx context.Context, script string, env map[string]string, stdin io.Reader, stdout, stderr io.Writer) (status int) {
	defer func() {
		if v := recover(); v != nil {
			fmt.Fprintf(orDiscard(stderr), "sh: internal error: %v\n", v)
			status = 2
		}
	}()
	// A command may run several at once (awk's coprocesses beside
	// its system()): the parent's depth and state they change are
	// changed one at a time.
	r.rs.scriptMu.Lock()
	c := r.childShell(ctx, orEmpty(stdin), orDiscard(stdout), orDiscard(stderr), env)
	r.rs.scriptMu.Unlock()
	if c == nil {
		return 1
	}
	c.arg0 = "sh"
	c.readFrom = 'c'
	st := c.runScript(script, "sh", true)
	c.exit = st
	c.runExitTrap() // exit in the trap sets the status
	c.settleJobs(jobGrace)
	r.rs.scriptMu.Lock()
	r.callDepth--
	r.rs.scriptMu.Unlock()
	return c.exit
}

// childShell makes a new shell process of our own evaluator: exported
// variables only, new $$.
func (r *runner) childShell(ctx context.Context, stdin io.Reader, stdout, stderr io.Writer, env map[string]string) *runner {
	if r.callDepth+1 > r.rs.limits.MaxCallDepth {
		r.rs.setFatal(&limitError{"MaxCallDepth", strconv.Itoa(r.rs.limits.MaxCallDepth)})
		return nil
	}
	r.callDepth++
	c := &runner{
		sh:        r.sh,
		rs:        r.rs,
		ctx:       ctx,
		funcs:     map[string]*funcDef{},
		dir:       r.dir,
		traps:     map[string]string{},
		aliases:   map[string]string{},
		umask:     r.umask,
		ulim:      r.ulim,
		hashed:    map[string]*hashEntry{},
		jobs:      &jobTable{},
		procTab:   r.procTab, // its background jobs are the sandbox's processes too
		callDepth: r.callDepth,
	}
	if env == nil {
		env = r.environ()
		if r.execClearEnv {
			env = map[string]string{}
		}
	}
	env = r.withCmdPath(env)
	c.opts.braceexpand = true
	c.global = &scope{vars: map[string]*variable{}}
	c.cur = c.global
	for k, v := range env {
		c.global.vars[k] = &variable{set: true, str: v, exported: true}
	}
	c.importFuncs()
	base := newRunner(r.sh)
	for k, v := range base.global.vars {
		if _, ok := c.global.vars[k]; !ok && !v.exported {
			c.global.vars[k] = v
		}
	}
	c.importedVarsFixup(env)
	c.lastArg = "bash"
	if v, ok := env["_"]; ok {
		c.lastArg = v // the path its parent ran it by
	}
	if pwd, ok := env["PWD"]; !ok || vfs.Abs("/", pwd) != c.dir {
		// Without an inherited PWD naming the directory, a new shell
		// starts from the physical path (bash).
		c.dir = r.physical(c.dir)
	}
	c.global.vars["PWD"] = &variable{set: true, str: c.dir, exported: true}
	c.pid = r.sh.newPid()
	c.bashpid = c.pid
	c.ppid = r.bashpid
	c.rnd = base.rnd
	c.random = newBashRandom(c.rnd.Int64())
	c.secondsBase, c.secondsAssigned = r.sh.cfg.Now(), 0
	c.fds = []*fdesc{{r: stdin}, {w: stdout}, {w: stderr}}
	c.parentShell = r
	// A new shell starts with the signals its parent ignores ignored, for
	// good (non-interactive bash): trap shows them and cannot change them.
	c.entryIgn = r.ignoredSigs()
	c.ignRTMAX, c.blocked = r.ignRTMAX, r.blocked
	for n := 1; n < 64; n++ {
		if c.entryIgn&(1<<n) != 0 {
			c.traps[trapKey(n)] = ""
		}
	}
	c.sigq = newSigQueue()
	if (r.inExec || r.runsInPlace()) && r.execPpid == 0 && r.funcDepth == 0 && r.procParent != 0 {
		// Run in place of this subshell (bash execs it there): its pid,
		// its parent.
		c.pid, c.bashpid, c.ppid = r.bashpid, r.bashpid, r.procParent
	}
	if r.execPpid != 0 && r.funcDepth == 0 {
		// Started as a background job's command: the job's process is
		// this shell (bash execs it), so $!, kill and wait reach it.
		c.pid, c.bashpid, c.ppid = r.bashpid, r.bashpid, r.execPpid
		c.sigq = r.sigq
		r.execPpid = 0
	}
	c.procParent = c.ppid // what it execs in place of itself has its pid
	c.mainSigq = c.sigq
	c.sigq.setDisp(c.traps, false, c.keptSigs())
	return c
}

// runChildShell implements bash/sh [options] [-c script | file | -s] args.
func (r *runner) runChildShell(args []string, stdin io.Reader, stdout, stderr io.Writer, env map[string]string) int {
	name := args[0]
	c := r.childShell(r.ctx, stdin, stdout, stderr, env)
	if c == nil {
		return 1
	}
	defer func() { r.callDepth-- }()
	if len(r.fds) > 3 {
		// a program inherits the shell's open descriptors past 2
		// (exec {x}>&1; bash -c 'echo >&$x')
		c.fds = append(c.fds, r.fds[3:]...)
	}
	c.arg0 = name
	if path.Base(name) == "sh" {
		c.setPosix(true) // bash invoked as sh runs in POSIX mode
	}
	rest := args[1:]
	script := ""
	var scriptIn io.Reader // the script, read from stdin a line at a time
	haveC := false
	readStdin := false
	restricted, privileged := false, false
	interactive, login, noRC, noProfile, noEditing := false, false, false, false, false
	rcFile := ""
	long := true // bash takes long options only before the first short one
	for len(rest) > 0 {
		a := rest[0]
		if a == "--" || a == "-" {
			// A lone - ends the options too.
			rest = rest[1:]
			break
		}
		if !long || !strings.HasPrefix(a, "--") {
			long = false
		}
		if long {
			switch a {
			case "--norc":
				noRC = true
			case "--noprofile":
				noProfile = true
			case "--login":
				login = true
			case "--noediting":
				noEditing = true
			case "--posix":
				c.setPosix(true)
			case "--restricted":
				restricted = true
			case "--debug", "--debugger":
				// no debugger here
			case "--verbose":
				c.setOpt("verbose", true)
			case "--version":
				fmt.Fprintf(stdout, "GNU bash, version 5.2.15(1)-release (x86_64-pc-linux-gnu)\n")
				return 0
			case "--help":
				fmt.Fprint(stdout, "GNU bash, version 5.2.15(1)-release-(x86_64-pc-linux-gnu)\n", bashUsage, bashHelpTail)
				return 0
			case "--rcfile", "--init-file":
				if len(rest) < 2 {
					fmt.Fprintf(stderr, "%s: %s: option requires an argument\n", name, a)
					fmt.Fprint(stderr, bashUsage)
					return 2
				}
				rcFile = rest[1]
				rest = rest[1:]
			default:
				fmt.Fprintf(stderr, "%s: %s: invalid option\n", name, a)
				fmt.Fprint(stderr, bashUsage)
				return 2
			}
			rest = rest[1:]
			continue
		}
		if len(a) < 2 || (a[0] != '-' && a[0] != '+') {
			break
		}
		on := a[0] == '-'
		rest = rest[1:]
		for i := 1; i < len(a); i++ {
			switch ch := a[i]; ch {
			case 'c':
				haveC = true
			case 's':
				readStdin = true
			case 'i':
				interactive = true
			case 'l':
				login = true
			case 'p':
				privileged = privileged || on
			case 'D':
				// the $"..." strings listed (none translatable here),
				// nothing run
				c.setOpt("noexec", true)
			case 'r':
				restricted = restricted || on
			case 'o':
				if len(rest) == 0 {
					fmt.Fprintf(stderr, "%s: -o: option requires an argument\n", name)
					return 2
				}
				if !c.setOpt(rest[0], on) {
					// set's message, named by the shell, at line 0
					fmt.Fprintf(stderr, "%s: line 0: %s: %s: invalid option name\n", name, name, rest[0])
					return 2
				}
				rest = rest[1:]
			case 'O':
				// -O name / +O name set or unset a shopt option; without
				// a name -O lists them as shopt does, +O as shopt -p.
				if len(rest) == 0 {
					list := []string{"shopt"}
					if !on {
						list = append(list, "-p")
					}
					builtinShopt(c, list)
					continue
				}
				n := rest[0]
				if !slices.ContainsFunc(shoptList, func(so shoptDef) bool { return so.name == n }) &&
					compatShopt(n) == 0 && !slices.Contains(extraShopts, n) {
					fmt.Fprintf(stderr, "%s: line 0: %s: invalid shell option name\n", name, n)
					return 2
				}
				builtinShopt(c, []string{"shopt", map[bool]string{true: "-s", false: "-u"}[on], n})
				rest = rest[1:]
			default:
				opt, ok := setLetters()[ch]
				if !ok {
					fmt.Fprintf(stderr, "%s: %c%c: invalid option\n", name, a[0], ch)
					if c.opts.errexit {
						// bash's report_error under -e (given
						// before: -eZ, or #!/bin/bash -e -u)
						// exits with 1 before the usage.
						return 1
					}
					fmt.Fprint(stderr, bashUsage)
					return 2
				}
				c.setOpt(opt, on)
			}
		}
	}
	switch {
	case haveC:
		if len(rest) == 0 {
			fmt.Fprintf(stderr, "%s: -c: option requires an argument\n", name)
			return 2
		}
		script = rest[0]
		rest = rest[1:]
		c.global.vars["BASH_EXECUTION_STRING"] = &variable{set: true, str: script}
		if len(rest) > 0 {
			c.arg0 = rest[0]
			rest = rest[1:]
		}
		c.params = rest
	case readStdin || len(rest) == 0:
		// bash reads a script on its standard input a line at a time
		// (runScriptReader), so a command of it reads the lines after
		// its own: the script and its commands share the one reader.
		scriptIn = &ctxReader{ctx: r.ctx, r: stdin}
		c.params = rest
		c.stdinScript = true
		c.fds[0] = &fdesc{r: scriptIn}
	default:
		file := rest[0]
		data, err := r.readScript(file)
		if errors.Is(err, fs.ErrNotExist) && !strings.Contains(file, "/") {
			// bash looks a script name without a slash up on PATH
			// when the directory has no such file (a readable one
			// will do: find_path_file).
			if p := c.pathFile(file); p != "" {
				if d, e := r.readScript(p); e == nil {
					data, err = d, nil // $0 stays the name given
				}
			}
		}
		if errors.Is(err, vfs.ErrIsDir) {
			// bash has made the file its $0 when it finds it cannot
			// read it: 126, as for a program that cannot run.
			fmt.Fprintf(stderr, "%s: %s: %s\n", file, file, vfs.Strerror(err))
			return 126
		}
		if err != nil {
			fmt.Fprintf(stderr, "%s: %s: %s\n", name, file, vfs.Strerror(err))
			return 127
		}
		script = data
		c.arg0 = file
		c.source = file
		c.mainSource = file
		c.params = rest[1:]
	}
	c.dashC = haveC
	switch {
	case haveC:
		c.readFrom = 'c'
	case c.stdinScript:
		c.readFrom = 's'
	default:
		c.readFrom = 0
	}
	c.scriptArgs = c.params
	c.loginShell = login
	if interactive {
		c.editing = !noEditing
		c.startInteractive(name)
	}
	c.opts.privileged = privileged
	c.runStartupFiles(name, interactive, login, noProfile, noRC, privileged, rcFile)
	if restricted {
		// After the start-up files (BASH_ENV's may cd, redirect, run
		// /bin/x), before the script: bash's maybe_make_restricted.
		c.restrict(true)
		c.opts.restrictedShell = true
	}
	st := c.exit
	switch {
	case c.exiting:
	case scriptIn != nil:
		if c.interactive {
			c.loadHistory()
		}
		st = c.runScriptReader(scriptIn)
		if c.interactive && !c.exiting {
			c.sayExit() // at the end of its input
		}
	default:
		st = c.runScript(script, c.arg0, true)
	}
	// The EXIT trap sees FORCE_EOF's 127 as $?; exit in it sets the
	// status.
	c.exit = c.forceEOFStatus(st)
	if c.interactive && scriptIn != nil {
		c.saveHistory()
	}
	c.runExitTrap()
	c.settleJobs(jobGrace)
	if c.killedBy != 0 {
		r.reportKilled(c.killedBy, c.bashpid)
		return 128 + c.killedBy
	}
	return c.exit
}

// sigDescs are the signals' descriptions as strsignal gives them.
var sigDescs = [...]string{1: "Hangup", "Interrupt", "Quit", "Illegal instruction", "Trace/breakpoint trap", "Aborted", "Bus error",
	"Floating point exception", "Killed", "User defined signal 1", "Segmentation fault", "User defined signal 2", "Broken pipe",
	"Alarm clock", "Terminated", "Stack fault", "Child exited", "Continued", "Stopped (signal)", "Stopped", "Stopped (tty input)",
	"Stopped (tty output)", "Urgent I/O condition", "CPU time limit exceeded", "File size limit exceeded", "Virtual timer expired",
	"Profiling timer expired", "Window changed", "I/O possible", "Power failure", "Bad system call"}

func sigDesc(sig int) string {
	if sig > 0 && sig < len(sigDescs) {
		return sigDescs[sig]
	}
	if sig >= 34 && sig <= 64 {
		return "Real-time signal " + strconv.Itoa(sig-34)
	}
	return "Unknown signal " + strconv.Itoa(sig)
}

// reportKilled reports a foreground child shell (pid) that a signal
// ended, as bash's notify_of_job_status does in a shell that is not
// interactive (built with DONT_REPORT_SIGTERM and DONT_REPORT_SIGPIPE):
// "NAME: line N:  PID Killed                  cmd" for a signal the shell
// does not trap other than SIGINT, SIGTERM and SIGPIPE; the description
// alone for SIGTERM or a trapped one; nothing for SIGINT and SIGPIPE. A
// subshell, pipeline stage or $( ) reports nothing (bash's job there is
// the subshell's).
func (r *runner) reportKilled(sig, pid int) {
	if r.execKilled != nil && r.funcDepth == 0 {
		// the program that ran the command tells (ExecInPlace)
		*r.execKilled = sig
		return
	}
	if r.runsInPlace() && r.funcDepth == 0 {
		// bash execs the command in place of this subshell: the signal
		// killed the subshell, which its parent reports.
		r.killedBy = sig
		return
	}
	// A forked simple command that calls a function runs its body there.
	kids := !r.forked || r.reportsKids || (r.forkedSimple && r.funcDepth > 0)
	if !kids || r.substDepth > 0 || sig == 2 || sig == 13 || r.curStmt == nil {
		return
	}
	if sig != 15 && !r.trapped(sig) {
		// Written once the statement's redirections are undone.
		r.killNote = fmt.Sprintf("%s: line %d: %5d %-24s%s\n", r.errName(), r.lineNow(), pid, sigDesc(sig), jobText(r.src, r.curStmt))
		return
	}
	r.killNote = sigDesc(sig) + "\n"
}

func (r *runner) readScript(file string) (string, error) {
	p := vfs.Abs(r.dir, file)
	if d, ok, err := r.device(p); ok {
		if err != nil {
			return "", err
		}
		var b strings.Builder
		if d.r != nil {
			copyCtx(r.ctx, &b, d.r)
		}
		return b.String(), nil
	}
	fi, err := r.sh.cfg.FS.Stat(r.ctx, p)
	if err != nil {
		return "", err
	}
	if fi.IsDir() {
		return "", vfs.PathError("read", p, vfs.ErrIsDir)
	}
	data, err := vfs.ReadFile(r.ctx, r.sh.cfg.FS, p)
	return string(data), err
}

// execFile runs a path: a script of our shell, or a registered command by
// the basename of its interpreter.
func (r *runner) execFile(name string, args []string) {
	defer func(saved string) { r.cmdPath = saved }(r.cmdPath)
	r.cmdPath = name
	if r.opts.restricted {
		r.errLine("%s: restricted: cannot specify `/' in command names", name)
		r.exit = 1
		return
	}
	p := vfs.Abs(r.dir, name)
	if sd, ok := r.sh.cfg.FS.(*sysDirs); ok {
		// /usr/bin/jq of sysDirs is a note about jq; the path runs jq.
		if kind, cmd, ok := sd.virtual(r.ctx, p); ok && kind == "cmd" {
			if c, ok := r.sh.cfg.Commands[cmd]; ok {
				r.exit = r.runCommand(c, args, r.inPlaceEnv())
			} else {
				r.exit = r.runChildShell(args, r.stdin(), r.stdout(), r.stderr(), r.inPlaceEnv())
			}
			return
		}
	}
	fi, err := r.sh.cfg.FS.Stat(r.ctx, p)
	if err != nil {
		// Registered commands live in /usr/bin and /bin.
		dir, base := path.Split(p)
		if (dir == "/usr/bin/" || dir == "/bin/") && !r.sh.cfg.Withheld[base] {
			if c, ok := r.sh.cfg.Commands[base]; ok {
				r.exit = r.runCommand(c, args, r.inPlaceEnv())
				return
			}
			if internalCommands[base] {
				r.exit = r.runChildShell(args, r.stdin(), r.stdout(), r.stderr(), r.inPlaceEnv())
				return
			}
		}
		if r.cannotRun(name, err) {
			return
		}
		r.errLine("%s: %s", name, vfs.Strerror(err))
		r.exit = 127
		r.execMissed = true
		return
	}
	if (fi.IsDir() || !isExec(fi)) && r.cannotRun(name, vfs.ErrPermission) {
		return
	}
	if fi.IsDir() {
		r.errLine("%s: Is a directory", name)
		r.exit = 126
		r.execMissed = true
		return
	}
	if !isExec(fi) {
		r.errLine("%s: Permission denied", name)
		r.exit = 126
		r.execMissed = true
		return
	}
	data, err := vfs.ReadFile(r.ctx, r.sh.cfg.FS, p)
	if err != nil {
		r.errLine("%s: %s", name, vfs.Strerror(err))
		r.exit = 126
		r.execMissed = true
		return
	}
	src := string(data)
	if !strings.HasPrefix(src, "#!") && binarySample(src) {
		// bash's check_binary_file after execve's ENOEXEC: a NUL in
		// the first line of the first 80 bytes is no script.
		r.errLine("%s: cannot execute binary file: Exec format error", name)
		r.exit = 126
		r.execMissed = true
		return
	}
	if strings.HasPrefix(src, "#!") {
		line := src[2:]
		if i := strings.IndexByte(line, '\n'); i >= 0 {
			line = line[:i]
		}
		// The kernel splits the #! line at blanks (spaces and tabs)
		// only: a CR of a CRLF file stays in the interpreter's name,
		// which is then not found.
		fields := strings.FieldsFunc(line, func(c rune) bool { return c == ' ' || c == '\t' })
		if len(fields) > 0 {
			interp := fields[0]
			if !strings.Contains(interp, "/") {
				// The kernel takes the interpreter as a path, from the
				// working directory, never from PATH: #! bash is ./bash.
				if _, err := r.sh.cfg.FS.Stat(r.ctx, vfs.Abs(r.dir, interp)); err != nil {
					r.errLine("%s: cannot execute: required file not found", name)
					r.exit = 127
					r.execMissed = true
					return
				}
			}
			base := path.Base(interp)
			if base == "env" && len(fields) > 1 {
				base = fields[1]
				fields = fields[1:]
			} else if (base == "bash" || base == "sh") && len(fields) > 1 {
				// #!/bin/sh -e: the kernel gives the rest of the
				// line as one argument, before the script's name.
				opt := strings.Trim(line[strings.Index(line, fields[1]):], " \t")
				cargs := append([]string{interp, opt, name}, args[1:]...)
				r.exit = r.runChildShell(cargs, r.stdin(), r.stdout(), r.stderr(), r.inPlaceEnv())
				return
			}
			if base != "bash" && base != "sh" {
				if c, ok := r.sh.cfg.Commands[base]; ok && !r.sh.cfg.Withheld[base] {
					cargs := append([]string{base}, fields[1:]...)
					cargs = append(cargs, name)
					cargs = append(cargs, args[1:]...)
					r.exit = r.runCommand(c, cargs, nil)
					return
				}
				// bash 5.2's shell_execve: execve's ENOENT for a file
				// that exists is the interpreter missing (127); one that
				// cannot be run is a bad interpreter (126).
				ifi, ierr := r.sh.cfg.FS.Stat(r.ctx, vfs.Abs(r.dir, interp))
				switch {
				case ierr != nil:
					r.errLine("%s: cannot execute: required file not found", name)
					r.exit = 127
				case ifi.IsDir() || !isExec(ifi):
					r.errLine("%s: %s: bad interpreter: Permission denied", name, interp)
					r.exit = 126
				default:
					r.errLine("%s: %s: bad interpreter: No such file or directory", name, interp)
					r.exit = 126
				}
				r.execMissed = true
				return
			}
		}
	}
	c := r.childShell(r.ctx, r.stdin(), r.stdout(), r.stderr(), nil)
	if c == nil {
		return
	}
	defer func() { r.callDepth-- }()
	c.arg0 = name
	c.source = name
	c.mainSource = name
	c.params = args[1:]
	c.scriptArgs = c.params
	c.exit = c.runScript(src, name, true)
	c.runExitTrap() // exit in the trap sets the status
	c.settleJobs(jobGrace)
	r.exit = c.exit
}

// devFS is the FS given to commands: Config.FS plus the /dev paths the
// shell resolves to the invocation's streams.
type devFS struct {
	vfs.FS
	r     *runner
	fds   []*fdesc
	fsize int64 // ulimit -f in bytes, -1 for none
}

func (d *devFS) dev(name string) (*fdesc, bool, error) {
	saved := d.r.fds
	d.r.fds = d.fds
	defer func() { d.r.fds = saved }()
	return d.r.device(name)
}

func (d *devFS) OpenFile(ctx context.Context, name string, flag int, perm vfsMode) (vfs.File, error) {
	if fp := fdFilePath(d.fds, name); fp != "" {
		name = fp // a file's descriptor: the file opened anew
	} else if strings.HasPrefix(name, "/dev/") {
		fd, ok, err := d.devLocked(name)
		if ok {
			if err != nil {
				return nil, err
			}
			return &devFile{name: name, d: fd}, nil
		}
	}
	f, err := d.FS.OpenFile(ctx, name, flag, perm)
	if err != nil {
		return nil, err
	}
	return limitWrites(f, name, flag, d.fsize), nil
}

func (d *devFS) devLocked(name string) (*fdesc, bool, error) {
	// device() reads r.fds; use the snapshot without touching r.
	tmp := &runner{fds: d.fds, rnd: newRand(d.r.sh.newPid())}
	return tmp.device(name)
}

func (d *devFS) Stat(ctx context.Context, name string) (vfsInfo, error) {
	if strings.HasPrefix(name, "/dev/") {
		if _, ok, err := d.devLocked(name); ok {
			if err != nil {
				return nil, err
			}
			return devInfo{name: path.Base(name), created: d.r.sh.created()}, nil
		}
	}
	return d.FS.Stat(ctx, name)
}

func (d *devFS) Lstat(ctx context.Context, name string) (vfsInfo, error) {
	if strings.HasPrefix(name, "/dev/") {
		if _, ok, err := d.devLocked(name); ok {
			if err != nil {
				return nil, err
			}
			return devInfo{name: path.Base(name), created: d.r.sh.created()}, nil
		}
	}
	return d.FS.Lstat(ctx, name)
}

// Describe passes through the backend's description.
func (d *devFS) Describe() string {
	if ds, ok := d.FS.(vfs.Describer); ok {
		return ds.Describe()
	}
	return ""
}

// withCmdPath is env with _ set to the path of the program being run,
// as bash puts it in a program's environment.
func (r *runner) withCmdPath(env map[string]string) map[string]string {
	if r.passedEnv {
		if r.passedUnderscore == "" {
			return env
		}
		env = maps.Clone(env)
		env["_"] = r.passedUnderscore
		return env
	}
	if r.cmdPath == "" || r.execClearEnv {
		return env
	}
	env = maps.Clone(env)
	env["_"] = r.cmdPath
	return env
}

// binarySample is bash's check_binary_file on a file's first 80 bytes: a
// NUL before the first newline.
func binarySample(s string) bool {
	if len(s) > 80 {
		s = s[:80]
	}
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return strings.IndexByte(s, 0) >= 0
}
