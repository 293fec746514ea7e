package shell

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand"
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/vfs"
	"mvdan.cc/sh/v3/syntax"
)

// internalCommands are programs the shell provides itself (child shells).
var internalCommands = map[string]bool{"bash": true, "sh": true}

// lookPath finds how a name without a slash would run as a command: a
// registered command ("/usr/bin/NAME") or an executable file on PATH.
// kind is "cmd", "file" or "".
func (r *runner) lookPath(name string) (kind, full string) {
	if r.sh.cfg.Withheld[name] {
		return "", ""
	}
	_, registered := r.sh.cfg.Commands[name]
	registered = registered || internalCommands[name]
	pathVar, ok := r.getStr("PATH")
	if !ok {
		pathVar = "/usr/local/bin:/usr/bin:/bin"
	}
	if pathVar == "" {
		return "", ""
	}
	for _, d := range strings.Split(pathVar, ":") {
		if d == "" {
			d = "."
		}
		dir := vfs.Abs(r.dir, d)
		if registered && (dir == "/usr/bin" || dir == "/bin") {
			return "cmd", dir + "/" + name
		}
		p := dir + "/" + name
		if fi, err := r.sh.cfg.FS.Stat(r.ctx, p); err == nil && fi.Mode().IsRegular() && isExec(fi) {
			if !strings.HasPrefix(d, "/") {
				// bash reports a relative PATH entry as written.
				return "file", strings.TrimSuffix(d, "/") + "/" + name
			}
			return "file", p
		}
	}
	if registered {
		return "cmd", "/usr/bin/" + name
	}
	return "", ""
}

func (r *runner) execCommand(name string, args []string) {
	if p := r.hashLookup(name); p != "" {
		// bash runs the path it remembered (hash -p's too); a file
		// gone from there is an error, not a new search.
		if r.execArgv0 != "" {
			args = append([]string{r.execArgv0}, args[1:]...)
			r.execArgv0 = ""
		}
		r.execFile(p, args)
		return
	}
	kind, full := r.lookPath(name)
	if r.execArgv0 != "" {
		// exec -a NAME: the program sees NAME as its argv[0]
		args = append([]string{r.execArgv0}, args[1:]...)
		r.execArgv0 = ""
	}
	switch kind {
	case "cmd":
		r.hashInsert(name, full, 1)
		if internalCommands[name] {
			r.exit = r.runChildShell(args, r.stdin(), r.stdout(), r.stderr(), nil)
			return
		}
		r.exit = r.runCommand(r.sh.cfg.Commands[name], args, nil)
	case "file":
		r.hashInsert(name, full, 1)
		r.execFile(full, args)
	default:
		r.notFound(name)
	}
}

// invocation builds the Invocation for a registered command.
func (r *runner) invocation(args []string, env map[string]string) *Invocation {
	if env == nil {
		env = r.environ()
		if r.execClearEnv {
			env = map[string]string{}
		}
	}
	return &Invocation{
		Args:     args,
		Stdin:    r.stdin(), // a closed fd 0 reads as EBADF, as a program's read(0) does
		Stdout:   r.stdout(),
		Stderr:   r.stderr(),
		Env:      env,
		Dir:      r.dir,
		FS:       &devFS{FS: r.sh.cfg.FS, r: r, fds: append([]*fdesc(nil), r.fds...), fsize: r.fileSizeLimit()},
		Limits:   r.rs.limits,
		Username: r.sh.cfg.Username,
		Hostname: r.sh.cfg.Hostname,
		Umask:    r.umask,
		Exec:     r.execFunc(),
		Script:   r.scriptFunc(),
		Now:      r.sh.cfg.Now,
		rs:       r.rs,
		alive:    func(pid string) bool { return r.signalTo(pid, 0) },
	}
}

func (r *runner) runCommand(c *Command, args []string, env map[string]string) (status int) {
	inv := r.invocation(args, env)
	out := &watchWriter{w: inv.Stdout}
	errs := &watchWriter{w: inv.Stderr}
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
	// A command whose output could not be written (disk full, file too
	// large) and that said nothing about it gets GNU's close_stdout
	// message; a closed pipe or the output limit stays silent, as SIGPIPE
	// does.
	if st != 0 && errors.Is(out.err, errBrokenPipe) && !r.rs.stopped() {
		// A program whose reader went away is killed by SIGPIPE: 141
		// wherever its status is read, not only as a pipeline's stage.
		st = 141
	}
	if out.err != nil && !errors.Is(out.err, vfs.ErrBrokenPipe) && errs.n == 0 && !r.rs.stopped() {
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
}

func (w *watchWriter) Write(p []byte) (int, error) {
	n, err := w.w.Write(p)
	w.n += int64(n)
	if err != nil && w.err == nil {
		w.err = err
	}
	return n, err
}

// execFunc implements Invocation.Exec: a command line run as a simple
// command in a copy of this shell.
func (r *runner) execFunc() func(ctx context.Context, req ExecRequest) int {
	parent := r
	return func(ctx context.Context, req ExecRequest) (status int) {
		if len(req.Args) == 0 {
			return 0
		}
		c := parent.subshell(false)
		c.ctx = ctx
		c.fds = []*fdesc{{r: orEmpty(req.Stdin)}, {w: orDiscard(req.Stdout)}, {w: orDiscard(req.Stderr)}}
		if req.Dir != "" {
			c.dir = req.Dir
		}
		if req.Env != nil {
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
		name := req.Args[0]
		if strings.Contains(name, "/") {
			c.execFile(name, req.Args)
		} else if b, ok := builtins[name]; ok && !parent.sh.cfg.Withheld[name] && !c.disabled[name] && name != "exec" {
			c.exit = c.runBuiltin(name, b, req.Args)
		} else {
			c.execCommand(name, req.Args)
		}
		return c.exit
	}
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
	parent := r
	return func(ctx context.Context, script string, stdin io.Reader, stdout, stderr io.Writer) (status int) {
		defer func() {
			if v := recover(); v != nil {
				fmt.Fprintf(orDiscard(stderr), "sh: internal error: %v\n", v)
				status = 2
			}
		}()
		c := parent.childShell(ctx, orEmpty(stdin), orDiscard(stdout), orDiscard(stderr), nil)
		if c == nil {
			return 1
		}
		c.arg0 = "sh"
		c.readFrom = 'c'
		st := c.runScript(script, "sh", true)
		c.exit = st
		c.runExitTrap() // exit in the trap sets the status
		c.settleJobs(jobGrace)
		parent.callDepth--
		return c.exit
	}
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
	}
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
	if v, ok := c.global.vars["SHLVL"]; ok {
		n, _ := strconv.Atoi(v.str)
		v.str = strconv.Itoa(n + 1)
	} else {
		c.global.vars["SHLVL"] = &variable{set: true, str: "1", exported: true}
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
	c.random = newBashRandom(c.rnd.Int63())
	c.secondsBase = r.sh.cfg.Now()
	c.fds = []*fdesc{{r: stdin}, {w: stdout}, {w: stderr}}
	c.parentShell = r
	// A new shell starts with the signals its parent ignores ignored, for
	// good (non-interactive bash): trap shows them and cannot change them.
	c.entryIgn = r.ignoredSigs()
	for n := 1; n < len(sigNames); n++ {
		if c.entryIgn&(1<<n) != 0 {
			c.traps[strings.TrimPrefix(sigNames[n], "SIG")] = ""
		}
	}
	c.sigq = newSigQueue()
	if r.execPpid != 0 && r.funcDepth == 0 {
		// Started as a background job's command: the job's process is
		// this shell (bash execs it), so $!, kill and wait reach it.
		c.pid, c.bashpid, c.ppid = r.bashpid, r.bashpid, r.execPpid
		c.sigq = r.sigq
		r.execPpid = 0
	}
	c.mainSigq = c.sigq
	c.sigq.setDisp(c.traps, false, c.entryIgn)
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
	haveC := false
	readStdin := false
	restricted := false
	for len(rest) > 0 {
		a := rest[0]
		if a == "--" || a == "-" {
			// A lone - ends the options too.
			rest = rest[1:]
			break
		}
		if a == "--norc" || a == "--noprofile" || a == "--posix" || a == "--login" || a == "-l" || a == "-i" || a == "-p" {
			if a == "--posix" {
				c.setPosix(true)
			}
			rest = rest[1:]
			continue
		}
		if a == "--restricted" {
			restricted = true
			rest = rest[1:]
			continue
		}
		if a == "--version" {
			fmt.Fprintf(stdout, "GNU bash, version 5.2.15(1)-release (x86_64-pc-linux-gnu)\n")
			return 0
		}
		if a == "--help" {
			fmt.Fprintf(stdout, "Usage:\tbash [GNU long option] [option] ...\n\tbash [GNU long option] [option] script-file ...\n")
			return 0
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
			case 'r':
				restricted = restricted || on
			case 'o':
				if len(rest) == 0 {
					fmt.Fprintf(stderr, "%s: -o: option requires an argument\n", name)
					return 2
				}
				if !c.setOpt(rest[0], on) {
					fmt.Fprintf(stderr, "%s: %s: invalid option name\n", name, rest[0])
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
				opt, ok := setLetters[ch]
				if !ok {
					fmt.Fprintf(stderr, "%s: %c%c: invalid option\n", name, a[0], ch)
					return 2
				}
				c.setOpt(opt, on)
			}
		}
	}
	if restricted {
		// After the start-up files, before the script (bash's
		// maybe_make_restricted).
		c.restrict(true)
		c.opts.restrictedShell = true
	}
	switch {
	case haveC:
		if len(rest) == 0 {
			fmt.Fprintf(stderr, "%s: -c: option requires an argument\n", name)
			return 2
		}
		script = rest[0]
		rest = rest[1:]
		if len(rest) > 0 {
			c.arg0 = rest[0]
			rest = rest[1:]
		}
		c.params = rest
	case readStdin || len(rest) == 0:
		var b strings.Builder
		if err := copyCtx(r.ctx, &b, stdin); err != nil && r.rs.stopped() {
			return 1
		}
		script = b.String()
		c.params = rest
		c.stdinScript = true
		c.fds[0] = &fdesc{r: emptyReader{}}
	default:
		file := rest[0]
		data, err := r.readScript(file)
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
	st := c.runScript(script, c.arg0, true)
	// The EXIT trap sees FORCE_EOF's 127 as $?; exit in it sets the
	// status.
	c.exit = c.forceEOFStatus(st)
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
	if r.forked || r.substDepth > 0 || sig == 2 || sig == 13 || r.curStmt == nil {
		return
	}
	if sig != 15 && !r.trapped(sig) {
		// Written once the statement's redirections are undone.
		r.killNote = fmt.Sprintf("%s: line %d: %5d %-24s%s\n", r.errName(), r.lineNow(), pid, sigDesc(sig), jobText(r.curStmt))
		return
	}
	r.killNote = sigDesc(sig) + "\n"
}

// jobText is a statement as bash shows it in a job's status: its
// redirections with a blank after the operator (2> /dev/null).
func jobText(st *syntax.Stmt) string {
	if st.Cmd == nil {
		return printNode(st)
	}
	s := printNode(st.Cmd)
	if sub, ok := st.Cmd.(*syntax.Subshell); ok {
		var parts []string
		for _, x := range sub.Stmts {
			parts = append(parts, printNode(x))
		}
		s = "( " + strings.Join(parts, "; ") + " )"
	}
	for _, rd := range st.Redirs {
		if rd.Hdoc != nil || rd.Word == nil {
			return printNode(st)
		}
		n := ""
		if rd.N != nil {
			n = rd.N.Value
		}
		op := rd.Op.String()
		if rd.Op == syntax.DplIn || rd.Op == syntax.DplOut {
			s += " " + n + op + printNode(rd.Word)
		} else {
			s += " " + n + op + " " + printNode(rd.Word)
		}
	}
	return s
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
				r.exit = r.runCommand(c, args, nil)
			} else {
				r.exit = r.runChildShell(args, r.stdin(), r.stdout(), r.stderr(), nil)
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
				r.exit = r.runCommand(c, args, nil)
				return
			}
			if internalCommands[base] {
				r.exit = r.runChildShell(args, r.stdin(), r.stdout(), r.stderr(), nil)
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
	if strings.HasPrefix(src, "#!") {
		line := src[2:]
		if i := strings.IndexByte(line, '\n'); i >= 0 {
			line = line[:i]
		}
		fields := strings.Fields(line)
		if len(fields) > 0 {
			interp := fields[0]
			base := path.Base(interp)
			if base == "env" && len(fields) > 1 {
				base = fields[1]
				fields = fields[1:]
			}
			if base != "bash" && base != "sh" {
				if c, ok := r.sh.cfg.Commands[base]; ok && !r.sh.cfg.Withheld[base] {
					cargs := append([]string{base}, fields[1:]...)
					cargs = append(cargs, name)
					cargs = append(cargs, args[1:]...)
					r.exit = r.runCommand(c, cargs, nil)
					return
				}
				r.errLine("%s: %s: bad interpreter: No such file or directory", name, interp)
				r.exit = 126
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
	if strings.HasPrefix(name, "/dev/") {
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
	tmp := &runner{fds: d.fds, rnd: rand.New(rand.NewSource(int64(d.r.sh.newPid())))}
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
