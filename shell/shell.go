package shell

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"mvdan.cc/sh/v3/syntax"

	"github.com/computerwelt/computerwelt/vfs"
)

// Exit statuses for scripts ended by a limit.
const (
	// ExitTimeout is the status of a script stopped by Limits.Timeout.
	ExitTimeout = 124
	// ExitLimit is the status of a script stopped by any other limit.
	ExitLimit = 125
)

// ErrClosed is returned by Run on a closed Shell.
var ErrClosed = errors.New("shell: closed")

// A Shell is one sandboxed bash session. Its state (working directory,
// variables, functions, options, aliases, directory stack, umask) carries
// over from one Run to the next. Run calls are serialised.
type Shell struct {
	mu     sync.Mutex
	cfg    Config
	limits Limits
	closed bool
	r      *runner // persistent top-level state
	pidSeq atomic.Int64
}

// RunIO are the streams and script arguments of one Run.
type RunIO struct {
	Stdin          io.Reader // nil = empty
	Stdout, Stderr io.Writer
	Name           string   // $0 and the prefix of error messages; "" = "bash"
	Args           []string // $1...
	// ScriptFromStdin reads the script from Stdin (the script argument
	// of Run is ignored), like bash -s: it is read a line at a time, each
	// complete command runs before the next line is read, and the
	// commands share the same stdin, so a read in the script consumes
	// the script's next line.
	ScriptFromStdin bool
	// ScriptFile runs the script as bash FILE runs the file Name: the
	// functions it defines name the file in their messages (not
	// "environment", as bash -c's do), and BASH_SOURCE and FUNCNAME
	// end with it and "main".
	ScriptFile bool
}

// RunResult is the outcome of one Run.
type RunResult struct {
	ExitCode                         int
	StdoutTruncated, StderrTruncated bool
	// Exited is true when the script ended by `exit` (or `exec` of a
	// command) in the top-level shell, not in a subshell: an interactive
	// front end leaves then.
	Exited bool
}

// New validates cfg and returns a Shell whose working directory is cfg.Dir.
func New(cfg Config) (*Shell, error) {
	if cfg.FS == nil {
		return nil, errors.New("shell: Config.FS is nil")
	}
	if cfg.Dir == "" {
		cfg.Dir = "/"
	}
	if !strings.HasPrefix(cfg.Dir, "/") {
		return nil, fmt.Errorf("shell: Config.Dir %q is not absolute", cfg.Dir)
	}
	cfg.Dir = vfs.Abs("/", cfg.Dir)
	fi, err := cfg.FS.Stat(context.Background(), cfg.Dir)
	if err != nil {
		return nil, fmt.Errorf("shell: working directory: %w", err)
	}
	if !fi.IsDir() {
		return nil, fmt.Errorf("shell: working directory %s: %w", cfg.Dir, vfs.PathError("stat", cfg.Dir, vfs.ErrNotDir))
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Username == "" {
		cfg.Username = "user"
	}
	if cfg.Hostname == "" {
		cfg.Hostname = "sandbox"
	}
	cfg.FS = newSysDirs(cfg.FS, cfg, cfg.Now())
	s := &Shell{cfg: cfg, limits: cfg.Limits.WithDefaults()}
	s.pidSeq.Store(1000)
	s.r = newRunner(s)
	return s, nil
}

// Dir returns the current working directory.
func (s *Shell) Dir() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.r.dir
}

// Close ends the session; later Runs fail with ErrClosed.
func (s *Shell) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.closed = true
	return nil
}

func (s *Shell) newPid() int { return int(s.pidSeq.Add(1)) }

// held is what the session keeps in the heap between Runs, as the memory
// guard counts it: its variables and the files of fs.
func (s *Shell) held(fs vfs.Usager) int64 {
	var n int64
	for sc := s.r.cur; sc != nil; sc = sc.parent {
		n += sc.bytes()
	}
	if fs != nil {
		used, _ := fs.Usage()
		n += used
	}
	return n
}

// limitError is a limit that ends the whole script.
type limitError struct {
	name  string
	value string
}

func (e *limitError) Error() string {
	return fmt.Sprintf("computerwelt: limit exceeded: %s (%s)", e.name, e.value)
}

// runState is shared by every runner (subshells, pipeline stages, jobs) of
// one Run.
type runState struct {
	// scriptMu: Invocation.Script's child shells are made and ended
	// one at a time (they change their parent's callDepth).
	scriptMu sync.Mutex
	ctx      context.Context
	commands atomic.Int64
	charged  atomic.Int64 // bytes held for the script, for the memory guard
	fatal    atomic.Pointer[limitError]
	stdout   *limitWriter
	stderr   *limitWriter
	limits   Limits
	mu       sync.Mutex
	pipes    map[*pipe]bool
	cancel   context.CancelFunc // ends ctx: a limit that commands must see
}

// setFatal ends the Run on a limit: the first one is the one reported,
// and the Run's context ends with it, so that a command waiting (a
// foreground sleep after a background job hit the output limit) stops at
// once, as under timeout(1).
func (rs *runState) setFatal(e *limitError) {
	if rs.fatal.CompareAndSwap(nil, e) && rs.cancel != nil {
		rs.cancel()
	}
}

func (rs *runState) stopped() bool {
	return rs.fatal.Load() != nil || rs.ctx.Err() != nil
}

func (rs *runState) addPipe(p *pipe) {
	rs.mu.Lock()
	rs.pipes[p] = true
	rs.mu.Unlock()
}

func (rs *runState) removePipe(p *pipe) {
	rs.mu.Lock()
	delete(rs.pipes, p)
	rs.mu.Unlock()
}

func (rs *runState) breakPipes() {
	rs.mu.Lock()
	ps := make([]*pipe, 0, len(rs.pipes))
	for p := range rs.pipes {
		ps = append(ps, p)
	}
	rs.mu.Unlock()
	for _, p := range ps {
		p.abort()
	}
}

// Run parses and runs one script. Shell state carries over to the next Run.
// The error is only for what the script cannot act on (ctx cancelled by the
// caller, Shell closed); everything else is text on stderr and an exit
// status. A limit ends the script with its message on stderr and status
// ExitTimeout (Timeout) or ExitLimit (every other limit).
func (s *Shell) Run(ctx context.Context, script string, rio RunIO) (RunResult, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return RunResult{}, ErrClosed
	}
	if err := ctx.Err(); err != nil {
		return RunResult{}, err
	}
	lim := s.limits
	runCtx, cancel := context.WithTimeout(ctx, lim.Timeout)
	defer cancel()
	stdout := rio.Stdout
	if stdout == nil {
		stdout = io.Discard
	}
	stderr := rio.Stderr
	if stderr == nil {
		stderr = io.Discard
	}
	rs := &runState{ctx: runCtx, cancel: cancel, limits: lim, pipes: map[*pipe]bool{}}
	rs.stdout = &limitWriter{w: stdout, max: lim.MaxOutputBytes, rs: rs}
	// Keep room on stderr for the limit message itself.
	reserve := 120
	if lim.MaxOutputBytes <= reserve*2 {
		reserve = 0
	}
	rs.stderr = &limitWriter{w: stderr, max: lim.MaxOutputBytes - reserve, rs: rs}
	// At the deadline, a limit or the caller's cancel the pipes break;
	// no goroutine waits for it (context.AfterFunc starts one only
	// then). The end of the script breaks them below, without one.
	stopBreak := context.AfterFunc(runCtx, rs.breakPipes)
	defer stopBreak()
	if lim.MaxMemoryBytes > 0 {
		fs, _ := s.cfg.FS.(vfs.Usager)
		held := s.held(fs)
		guard.add(rs, lim.MaxMemoryBytes, fs)
		defer func() { guard.remove(rs, s.held(fs)-held) }()
	}

	r := s.r
	r.rs = rs
	r.ctx = runCtx
	var stdin io.Reader = strings.NewReader("")
	if rio.Stdin != nil {
		stdin = &ctxReader{ctx: runCtx, r: rio.Stdin}
	}
	r.fds = []*fdesc{{r: stdin}, {w: rs.stdout}, {w: rs.stderr}}
	name := rio.Name
	if name == "" {
		name = "bash"
	}
	r.arg0 = name
	r.params = append([]string(nil), rio.Args...)
	r.scriptArgs = r.params
	r.exiting = false
	r.exitCalled = false
	r.bashpid = r.pid

	func() {
		// An evaluator bug must not take the host down: report it as
		// text and status 2.
		defer func() {
			if v := recover(); v != nil {
				rs.stderr.forceLine(fmt.Sprintf("%s: internal error: %v", name, v))
				r.exit = 2
			}
		}()
		r.stdinScript = rio.ScriptFromStdin
		if rio.ScriptFile && !rio.ScriptFromStdin {
			savedSource, savedMain := r.source, r.mainSource
			r.source, r.mainSource = name, name
			defer func() { r.source, r.mainSource = savedSource, savedMain }()
		}
		r.readFrom = 's' // the sandbox's own script shows as read from stdin, either way
		if rio.ScriptFromStdin {
			r.runScriptReader(stdin)
		} else {
			r.runScript(script, name, true)
		}
		r.runExitTrap()
	}()
	r.endHeldProcs(jobGrace)
	r.waitRunningProcs()
	// A limit or the time running out after the script ended, while the
	// jobs it left (a coprocess looping) get their grace, is no failure of
	// the script: bash would not wait for them at all.
	fatal := rs.fatal.Load()
	stopped := runCtx.Err() != nil
	r.settleJobs(jobGrace)
	status := r.exit
	// The script is over: stop the jobs it left running and wait for them,
	// so nothing they do (a write to a file included) happens after Run
	// returns.
	waiting := stopBreak()
	cancel()
	if waiting {
		rs.breakPipes()
	}
	r.reapJobs(jobReap)

	res := RunResult{ExitCode: status, Exited: r.exitCalled}
	if e := fatal; e != nil {
		rs.stderr.forceLine(e.Error())
		res.ExitCode = ExitLimit
	} else if stopped {
		if ctx.Err() != nil {
			return res, ctx.Err()
		}
		rs.stderr.forceLine((&limitError{"Timeout", lim.Timeout.String()}).Error())
		res.ExitCode = ExitTimeout
	}
	// Jobs still running are cancelled with the Run's context; nothing
	// they write may reach the caller's writers after Run returns.
	rs.stdout.close()
	rs.stderr.close()
	res.StdoutTruncated = rs.stdout.truncated.Load()
	res.StderrTruncated = rs.stderr.truncated.Load()
	// Reset per-run state that must not leak into the next Run.
	r.exiting = false
	r.aborting, r.abortTop = false, false
	r.breakN, r.contN, r.returning = 0, 0, false
	for fd := 3; fd < len(r.fds); fd++ {
		r.fds[fd] = nil
	}
	r.jobs = &jobTable{}
	// A signal a job sent as the Run ended is not for the next Run.
	r.sigq.drain()
	return res, nil
}

// runScript parses and runs src statement by statement, like bash reading
// a script: statements before a syntax error run.
func (r *runner) runScript(src, name string, top bool) int {
	return r.runText(src, textKind{top: top}, 0)
}

// textKind says what text runText reads. bash reads a script, eval's
// text, a sourced file and a backquoted command alike, a command line at
// a time with the aliases of that moment (parse_and_execute), but ends
// them differently on an error.
type textKind struct {
	top bool // the shell's own script (or bash -c's string)
	// nested is eval's, source's or a backquoted command's text: an
	// expansion error discards its command line and the text goes on;
	// a syntax error ends only the text, with status 2.
	nested bool
	where  string // "eval: " between the name and the line of a syntax error
	echoed bool   // set -v echoed the text as it was read (stdin)
	orig   string // the text as written, when this is its aliases expanded: a syntax error quotes it
}

// readMode is what of the shell's options bash's reader applies as it
// reads a line: shopt extglob and extquote.
type readMode struct {
	extglob, extquote bool
}

// readMode is the options of this moment.
func (r *runner) readMode() readMode {
	return readMode{extglob: r.opts.extglob, extquote: !r.opts.fixedOff.noExtquote}
}

// parserOpts are m's parser options.
func (m readMode) parserOpts() []syntax.ParserOption {
	return []syntax.ParserOption{syntax.ShoptExtglob(m.extglob), syntax.ShoptExtquote(m.extquote)}
}

// ahead reports whether src from i on has text that reads one way in m
// and another in n.
func (m readMode) ahead(n readMode, src string, i int) bool {
	return m.extglob != n.extglob && extglobAhead(src, i) ||
		m.extquote != n.extquote && strings.Contains(src[i:], "$'")
}

// parseDeferred parses src; what bash would only find wrong at run time
// (arithmetic, a bad name in a declaration) is quoted to be an error
// then (arithquote.go). It returns the text parsed.
func parseDeferred(src string, m readMode) (*syntax.File, string, error) {
	return reparseDeferred(src, func(s string) (*syntax.File, error) {
		return newScriptParser(m.parserOpts()...).Parse(strings.NewReader(s), "")
	}, deferParse)
}

// reparseDeferred parses src with parse; while that fails, rewrite
// (deferParse or a subset of it) turns the construct at the error into
// one checked when it runs, up to maxArithRequotes times. It returns
// the last parse and the text it read.
func reparseDeferred[T any](src string, parse func(string) (T, error), rewrite func(src string, off int, err error) (string, bool)) (T, string, error) {
	v, err := parse(src)
	for n := 0; err != nil && n < maxArithRequotes; n++ {
		off, ok := arithErrorOffset(err)
		if !ok {
			break
		}
		fixed, ok := rewrite(src, off, err)
		if !ok {
			break
		}
		src = fixed
		v, err = parse(src)
	}
	return v, src, err
}

// runText is runScript after depth syntax errors bash goes on from
// (arrayParseError), for text of the kind tk.
func (r *runner) runText(src string, tk textKind, depth int) int {
	top := tk.top
	if tk.nested {
		savedCtx, savedCtxFunc := r.ctxLine, r.ctxFunc
		defer func() { r.ctxLine, r.ctxFunc = savedCtx, savedCtxFunc }()
	}
	if err := r.checkDepthSrc(src); err != nil {
		r.errf("%s\n", err)
		r.exit = 2
		return 2
	}
	orig := src // src as written, for the line a syntax error quotes
	if tk.orig != "" {
		orig = tk.orig
	}
	// bash reads a script a line at a time: everything before the line
	// with a syntax error runs, nothing on that line does.
	savedSrc := r.src
	defer func() { r.src = savedSrc }()
	pre := r.preExpanded // src is a command line whose aliases were expanded
	r.preExpanded = false
	var list []*syntax.Stmt
	var perr error
	// bash reads a line with the extglob and extquote of that moment
	// (see the check at each command line below).
	ext := r.readMode()
	parse := func() {
		var f *syntax.File
		errLine := uint(0)
		f, src, perr = parseDeferred(src, ext)
		r.src = src
		if perr != nil && !strings.HasSuffix(src, "\n") {
			// bash reads a last line without a newline as if it had one:
			// `echo <` at the end fails at that newline.
			if _, err := newScriptParser(ext.parserOpts()...).Parse(strings.NewReader(src+"\n"), ""); err != nil {
				perr = err
			}
		}
		list = nil
		if perr != nil {
			var pe syntax.ParseError
			if errors.As(perr, &pe) {
				errLine = pe.Pos.Line()
			}
			p2 := newScriptParser(ext.parserOpts()...)
			// The callback never stops the parser early: Stmts ranges over an
			// iterator that panics when told to stop ("<<0", found by
			// FuzzScript); statements past the error line are skipped instead.
			// It panics even so on some inputs ("(())&0\xff", FuzzScript):
			// the statements collected until then are kept.
			func() {
				defer func() { recover() }()
				p2.Stmts(strings.NewReader(src), func(st *syntax.Stmt) bool {
					if errLine == 0 || st.End().Line() < errLine {
						list = append(list, st)
					}
					return true
				})
			}()
			list = withoutErrorLine(src, list)
		} else {
			list = f.Stmts
		}
	}
	parse()
	// $'…' with \u or \U is decoded with the locale bash reads it in.
	unicodeEsc := strings.Contains(src, "$'") && (strings.Contains(src, `\u`) || strings.Contains(src, `\U`))
	abortLine := uint(0)
	read := 0     // bytes of src "read" so far, for set -v
	lineDone := 0 // the end of the command line read last (aliases)
	warned := 0   // the end of the command line whose here-documents were looked at
	aliasTried := -1
	// rewrite puts the command line src[from:end], its aliases
	// expanded, in place of the text (nsrc) and parses again; it returns
	// the index in list to go on from.
	savedMap := r.lineMap
	defer func() { r.lineMap = savedMap }()
	rewrite := func(nsrc string, from, nend, origEnd int, lines []int) int {
		// bash counts no line of an alias's text: the lines of the
		// expanded command line and those after it keep their numbers
		r.lineMap = rewriteLineMap(r.lineMap, src, nsrc, from, origEnd, nend, lines)
		src = nsrc
		parse()
		lineDone = nend
		for i, st := range list {
			if int(st.Pos().Offset()) >= from {
				return i
			}
		}
		return len(list)
	}
	// reExtglob parses the lines from the one at from on again when shopt
	// extglob or extquote changed since the text was parsed (those
	// before, which ran, blanked out); it returns the index in list to go
	// on from. The parse of the other setting is kept: a script that
	// turns extglob on and off line after line parses its text twice,
	// not at each line.
	type parsed struct {
		src  string
		list []*syntax.Stmt
		perr error
		mode readMode
	}
	var other *parsed
	reExtglob := func(from int) (int, bool) {
		now := r.readMode()
		if now == ext || !now.ahead(ext, src, from) {
			return 0, false
		}
		cur := &parsed{src, list, perr, ext}
		ext = now
		if c := other; c != nil && c.mode == now && len(c.src) == len(src) && c.src[from:] == src[from:] {
			// Usable when one of its statements starts on this line,
			// none runs across it and its error, if any, is after it.
			k := sort.Search(len(c.list), func(k int) bool { return int(c.list[k].Pos().Offset()) >= from })
			var pe syntax.ParseError
			errAfter := c.perr == nil || errors.As(c.perr, &pe) && int(pe.Pos.Offset()) >= from
			if errAfter && (k == 0 || int(c.list[k-1].End().Offset()) < from) && (k < len(c.list) || c.perr != nil) {
				src, list, perr = c.src, c.list, c.perr
				r.src = src
				other = cur
				return k, true
			}
		}
		other = cur
		src = blankSource(src[:from]) + src[from:]
		parse()
		for k, st := range list {
			if int(st.Pos().Offset()) >= from {
				return k, true
			}
		}
		return len(list), true
	}
	for i := 0; ; i++ {
		if i >= len(list) {
			if perr != nil && lineDone <= len(src) {
				// The syntax error may be one no more.
				if k, ok := reExtglob(lineStart(src, lineDone)); ok {
					i = k - 1
					continue
				}
			}
			// A syntax error may be an alias's to expand (alias
			// x='for i in 1; do' and then x echo $i; done).
			if perr == nil || !r.aliasesOn() || pre || lineDone <= aliasTried || lineDone >= len(src) {
				break
			}
			aliasTried = lineDone
			exp, origEnd, changed, _, lines := r.expandCommand(src, lineDone)
			if !changed {
				break
			}
			i = rewrite(src[:lineDone]+exp+src[origEnd:], lineDone, lineDone+len(exp), origEnd, lines) - 1
			continue
		}
		st := list[i]
		if off := int(st.Pos().Offset()); off >= lineDone {
			if k, ok := reExtglob(lineStart(src, off)); ok {
				i = k - 1
				continue
			}
			if top && !tk.nested && r.opts.onecmd && !r.dashC && (lineDone > 0 || strings.Contains(src[:off], "\n")) {
				// set -t: bash's reader exits after one command line,
				// an empty or comment line too (not bash -c's string,
				// which it runs whole).
				return r.exit
			}
			// A new command line: bash reads it whole, with the aliases
			// of this moment, before it runs any of it.
			prevDone := lineDone
			lineDone = lineEnd(src, int(st.End().Offset()))
			if top && !tk.nested && !tk.echoed && !pre && r.opts.history {
				// bash -c's string and a script file keep their lines
				// in the history list as a script on stdin does
				r.histFromText(src, prevDone, lineStart(src, off), lineDone)
			}
			if unicodeEsc {
				r.markReadLocale(list[i:], lineDone)
			}
			if top && !tk.nested {
				r.cleanJobs() // before it reads a line, bash forgets the jobs waited for
			}
			if r.condPoisoned {
				if err, ok := poisonedCond(src, list[i:], lineDone); ok {
					// bash's parser fails at this line's [[: nothing on
					// it runs
					list, perr = list[:i], err
					break
				}
			}
			if r.aliasesOn() && !pre {
				from := lineStart(src, off)
				exp, origEnd, changed, _, lines := r.expandCommand(src, from)
				if !changed {
					lineDone = max(lineDone, origEnd)
				} else {
					// The expanded line runs as a text of its own when
					// the script's parse holds around it; parsing all
					// the rest again for each line would be quadratic.
					k := i
					for k < len(list) && int(list[k].End().Offset()) <= origEnd {
						k++
					}
					if origEnd > off && origEnd <= len(src) && k > i && (k == len(list) && perr == nil || k < len(list) && int(list[k].Pos().Offset()) >= origEnd) {
						if r.opts.verbose && origEnd > read && !tk.echoed {
							io.WriteString(r.stderr(), src[read:origEnd])
						}
						read = max(read, origEnd)
						savedBase, savedMap := r.lineBase, r.lineMap
						r.lineBase = r.textLine(int(st.Pos().Line())) - 1
						r.lineMap = lines
						r.preExpanded = true
						line := tk
						line.orig = src[from:origEnd]
						r.runText(exp, line, depth)
						r.lineBase, r.lineMap = savedBase, savedMap
						r.src = src
						lineDone = origEnd
						if r.exiting || r.rs.stopped() || tk.nested && r.textEnded() || r.parseFailed {
							return r.exit
						}
						i = k - 1
						continue
					}
					i = rewrite(src[:from]+exp+src[origEnd:], from, from+len(exp), origEnd, lines) - 1
					continue
				}
			}
		}
		// bash reads whole lines: by now it has read through the end of
		// the line where the statement ends; set -v echoes those lines.
		if end := lineEnd(src, int(st.End().Offset())); end > read {
			if r.opts.verbose && !tk.echoed {
				io.WriteString(r.stderr(), src[read:end])
				if !strings.HasSuffix(src[read:end], "\n") {
					io.WriteString(r.stderr(), "\n")
				}
			}
			read = end
		}
		if off := int(st.Pos().Offset()); off >= warned {
			// bash warns of a here-document the input ends in when it
			// reads it: before it runs the command line's first command.
			warned = max(lineDone, off+1)
			for _, w := range list[i:] {
				if int(w.Pos().Offset()) >= warned {
					break
				}
				r.hdocEOFWarning(w, src)
			}
		}
		if abortLine != 0 && st.Pos().Line() == abortLine {
			continue
		}
		abortLine = 0
		if tk.nested && (r.breakN > 0 || r.contN > 0) {
			// break and continue end eval's text only once it is read:
			// bash reads (and reports a syntax error in) the rest, and
			// runs none of it.
			continue
		}
		r.ctxLine, r.ctxFunc = r.lineAt(st.End()), false
		r.abortArith, r.abortStatus = false, 0
		if i == len(list)-1 && perr == nil && r.dashC && top && !tk.nested && !pre && depth == 0 {
			// bash -c's last command line: its simple command may run
			// in place of the shell (dashCInPlaceStmt)
			r.inPlace = dashCInPlaceStmt(src, list)
		}
		r.ranStmt = true
		r.stmt(st)
		if tk.nested {
			if r.aborting && r.abortTop && !r.exiting {
				// An assignment's arithmetic error: bash discards the
				// line that ran eval or source as well.
				return r.exit
			}
			if r.aborting && !r.exiting && !r.abortArith && r.errexitNow() {
				// Under set -e a discarded command line (a failed
				// assignment) ends the shell from eval's or source's
				// text too, with no ERR trap.
				r.exiting = true
				return r.exit
			}
			if r.aborting && !r.exiting && r.subLevel == 0 {
				r.aborting, r.abortArith = false, false
				abortLine = st.End().Line()
				r.exit = 1
				continue
			}
			if r.textEnded() {
				return r.exit
			}
			continue
		}
		if r.aborting {
			cleanup := r.abortTop
			r.aborting, r.abortTop = false, false
			abortLine = st.End().Line()
			r.exit = 1
			if r.abortStatus != 0 {
				// bash's reader_loop sets 1 for a discarded line only
				// when $? is 0
				r.exit = r.abortStatus
			}
			if r.dashC && top && cleanup {
				// bash -c discards the rest of its string when the
				// error cleaned up to the top level (top_level_cleanup
				// unwinds parse_and_execute); any other discarded line
				// is caught there, and the string's next line runs.
				return r.exit
			}
			if r.opts.errexit && top && !r.abortArith {
				// Under set -e the discarded command line ends the
				// shell, unless an arithmetic error discarded it.
				r.exiting = true
				return r.exit
			}
		}
		if r.exiting || r.rs.stopped() {
			return r.exit
		}
	}
	if r.opts.verbose && read < len(src) && !tk.echoed {
		// bash has read through the line with a syntax error (to the
		// end of the text when it ran out) before it reports it.
		end := len(src)
		var pe syntax.ParseError
		if errors.As(perr, &pe) && !pe.Incomplete {
			end = lineEnd(src, int(pe.Pos.Offset()))
		}
		if end > read {
			io.WriteString(r.stderr(), src[read:end])
			if !strings.HasSuffix(src[read:end], "\n") {
				io.WriteString(r.stderr(), "\n")
			}
		}
	}
	if perr != nil && r.condPoisoned {
		// the [[ that failed to parse fails earlier in that state
		if err, ok := poisonedCondError(src, perr, lineDone); ok {
			perr = err
		}
	}
	if perr != nil {
		if depth < maxArithRequotes {
			if end, ok := r.arrayParseError(src, orig, perr, tk.where); ok {
				if r.opts.posix {
					return r.exit
				}
				// The rest of the script runs, with what was read blanked.
				return r.runText(blankSource(src[:end])+src[end:], tk, depth+1)
			}
		}
		r.parseFailed = true
		// The messages below read the text as written.
		perr = remapParseError(perr, src, orig)
		var pe syntax.ParseError
		r.condPoisoned = errors.As(perr, &pe) && condError(pe, orig)
		if tk.nested {
			if !forArithSilent(perr, orig) {
				r.syntaxError(perr, orig, tk.where)
			}
			r.exit = 2
			if strings.HasPrefix(pe.Text, "reached EOF without matching `(`") && arrayOpen(orig, int(pe.Pos.Offset())) {
				// an array literal bash's own reader gave up on (as
				// parseError): eval 'a=(1' is 1
				r.exit = 1
			}
			r.specialErr = true
			if r.errexitNow() {
				r.exiting = true // bash's parser_error under set -e
			}
			if inComsub(perr, orig) {
				// The substitution's parser jumps to the top level
				// (FORCE_EOF): the shell ends, from eval or source too.
				r.exit, r.exiting = 1, true
				r.forceEOF = !r.opts.errexit
			}
			return r.exit
		}
		r.exit = r.parseError(perr, orig, "")
	}
	return r.exit
}

// textEnded reports whether eval's or source's text is over before its
// end: nothing after a return or exit is read.
func (r *runner) textEnded() bool {
	return r.exiting || r.aborting || r.returning || r.rs.stopped() || r.cancelled()
}

// arrayParseError handles a syntax error inside an array literal
// name=( ... ): bash reads those with a parser of its own whose error
// discards the command being read and sets $? to 1, but does not end the
// shell (in POSIX mode it does, with that status). It reports the error
// and returns the offset at which reading goes on: the end of the error's
// line.
func (r *runner) arrayParseError(src, orig string, err error, where string) (int, bool) {
	var pe syntax.ParseError
	if !errors.As(err, &pe) {
		return 0, false
	}
	off := int(pe.Pos.Offset())
	switch pe.Text {
	case "array element values must be words", "arrays cannot be nested":
	case "`((` can only be used to open an arithmetic cmd":
		// a=((1)): the list's first word is a nested (
		if !arrayOpen(src, off) {
			return 0, false
		}
	case "`declare` must be followed by names or assignments", "`local` must be followed by names or assignments",
		"`typeset` must be followed by names or assignments", "`export` must be followed by names or assignments",
		"`readonly` must be followed by names or assignments":
		// declare a=((1)): as a=((1))
		if !arrayOpen(src, off) || !strings.HasPrefix(src[off:], "((") {
			return 0, false
		}
	default:
		return 0, false
	}
	if off >= len(src) {
		return 0, false
	}
	// bash names the token it did not expect.
	tok := src[off : off+1]
	if off+2 <= len(src) {
		switch two := src[off : off+2]; two {
		case ";;", "&&", "||", "<<", ">>", "<&", ">&", "<>", "&>", ">|":
			tok = two
		}
	}
	// (the line quoted as written, not as parseDeferred rewrote it)
	r.parseError(remapParseError(syntax.ParseError{Pos: pe.Pos, Text: "syntax error near unexpected token `" + tok + "'"}, src, orig), orig, where)
	r.exit = 1
	end := len(src)
	if i := strings.IndexByte(src[off:], '\n'); i >= 0 {
		end = off + i + 1
	}
	return end, true
}

// runScriptReader parses and runs a script read from rd (the shell's own
// stdin) a command at a time. rd is read a byte at a time so that nothing
// past the current line is consumed before the command runs: bash does the
// same on a pipe.
func (r *runner) runScriptReader(rd io.Reader) (status int) {
	if d := r.getFd(0); d != nil && d.r == rd {
		rd = fd0Reader{r}
	}
	// The parser's iterator goes on after being told to stop on some
	// inputs ("(())&0\xff", FuzzScript), which is a runtime panic: the
	// script ended at that point all the same.
	defer func() {
		if v := recover(); v != nil {
			if err, ok := v.(error); !ok || !strings.Contains(err.Error(), "continued iteration") {
				panic(v)
			}
			status = r.exit
		}
	}()
	lr := &lineReader{r: rd, raw: &strings.Builder{}, echo: func(line string) {
		if r.opts.verbose {
			io.WriteString(r.stderr(), line)
		}
	}}
	lr.before = func() {
		if r.interactive {
			r.prompt(lr.cont)
		}
		lr.cont = true
	}
	lr.filter = func(line string) (string, bool) { return r.readFilter(line, lr) }
	eofs := 0
	lr.atEOF = func() bool {
		if !r.interactive || !r.ignoreEOF() {
			return false
		}
		eofs++
		if eofs > r.ignoreEOFCount() {
			return false
		}
		r.errf("Use \"exit\" to leave the shell.\n")
		return true
	}
	savedSrc := r.src
	defer func() { r.src = savedSrc }()
	abortLine := uint(0)
	requotes := 0
	done := 0 // bytes of source whose commands have run
parse:
	p := newScriptParser(r.readMode().parserOpts()...)
	for stmts, err := range p.InteractiveSeq(lr) {
		// Offsets are relative to the whole stream read so far.
		r.src = lr.src.String()
		if r.aliasesOn() {
			// From here on bash expands aliases as it reads: the
			// command line read so far is read again, expanded.
			return r.runAliasReader(lr, r.src[done:], strings.Count(r.src[:done], "\n"))
		}
		if err != nil {
			// Arithmetic the parser refuses is deferred to run time
			// (arithquote.go): parse again from the pending command on,
			// with the commands already run blanked out.
			if off, ok := arithErrorOffset(err); ok && off >= done && off <= len(r.src) && requotes < maxArithRequotes {
				fixed, ok := deferParse(r.src[done:], off-done, err)
				// The arithmetic (or backquoted command) may end on a
				// line not read yet.
				for extra := 0; !ok && lr.err == nil && extra < 256 && (strings.Contains(r.src[done:off], "((") || inBquote(err) || openParam(r.src, off)); extra++ {
					var buf [4096]byte
					if n, _ := lr.Read(buf[:]); n == 0 {
						break
					}
					for len(lr.line) > 0 {
						lr.Read(buf[:])
					}
					r.src = lr.src.String()
					fixed, ok = deferParse(r.src[done:], off-done, err)
				}
				if ok {
					requotes++
					replay := blankSource(r.src[:done]) + fixed
					var rest io.Reader = lr.r
					if lr.err != nil {
						rest = strings.NewReader("")
					}
					echo := lr.echo
					lr = &lineReader{r: io.MultiReader(strings.NewReader(replay), rest), replay: len(replay), echo: echo, raw: lr.raw, before: lr.before, filter: lr.filter, atEOF: lr.atEOF}
					goto parse
				}
			}
			if off, ok := arithErrorOffset(err); ok && off >= done && requotes < maxArithRequotes {
				if end, ok := r.arrayParseError(r.src, lr.raw.String(), err, ""); ok {
					if r.opts.posix {
						return r.exit
					}
					// Reading goes on after the error's line.
					requotes++
					replay := blankSource(r.src[:end]) + r.src[end:]
					var rest io.Reader = lr.r
					if lr.err != nil {
						rest = strings.NewReader("")
					}
					echo := lr.echo
					lr = &lineReader{r: io.MultiReader(strings.NewReader(replay), rest), replay: len(replay), echo: echo, raw: lr.raw, before: lr.before, filter: lr.filter, atEOF: lr.atEOF}
					done = end
					goto parse
				}
			}
			if pe := (syntax.ParseError{}); errors.As(err, &pe) && (!pe.Cond || strings.HasSuffix(pe.Token, "(")) {
				// A substitution at the error is read to its end or its
				// first error (comsubFirst), on lines not read yet too.
				var buf [4096]byte
				for i := 0; i < 4096 && lr.err == nil && (comsubOpenAtEOF(pe, lr.raw.String()) || heredocBodies(err, lr.raw.String()).open); i++ {
					if n, _ := lr.Read(buf[:]); n == 0 {
						break
					}
				}
			}
			if pe := (syntax.ParseError{}); errors.As(err, &pe) && pe.Cond {
				// Whether the input ends after the error decides the
				// status (condAtEOF): look at the next lines, unechoed.
				lr.echo = func(string) {}
				var buf [4096]byte
				for i := 0; i < 64 && lr.err == nil && condAfter(lr.raw.String(), int(pe.TokenPos.Offset())) == ""; i++ {
					if n, _ := lr.Read(buf[:]); n == 0 {
						break
					}
				}
			}
			r.exit = r.parseError(remapParseError(err, lr.src.String(), lr.raw.String()), lr.raw.String(), "")
			if r.interactive && !r.exiting && !r.rs.stopped() && lr.err == nil && requotes < maxArithRequotes {
				// An interactive shell reads on after a syntax error:
				// the next line starts a new command line (what was
				// read is blanked, keeping its lines).
				requotes++
				r.exit = 2
				replay := blankSource(r.src)
				lr = &lineReader{r: io.MultiReader(strings.NewReader(replay), lr.r), replay: len(replay), echo: lr.echo, raw: lr.raw, before: lr.before, filter: lr.filter, atEOF: lr.atEOF}
				done = len(replay)
				goto parse
			}
			return r.exit
		}
		if p.Incomplete() {
			continue
		}
		if done <= len(r.src) {
			r.addHistory(r.src[done:])
		}
		if r.interactive && len(stmts) > 0 {
			r.ps0()
		}
		lr.cont = false
		done = len(r.src)
		if len(stmts) > 0 {
			r.cmdNumber++
		}
		r.cleanJobs()
		for _, st := range stmts {
			// bash warns when it reads the line, before it runs any of it
			r.hdocEOFWarning(st, r.src)
		}
		for _, st := range stmts {
			if abortLine != 0 && st.Pos().Line() == abortLine {
				continue
			}
			abortLine = 0
			r.ctxLine, r.ctxFunc = r.lineAt(st.End()), false
			r.abortArith, r.abortStatus = false, 0
			r.stmt(st)
			if r.aborting {
				r.aborting, r.abortTop = false, false
				abortLine = st.End().Line()
				r.exit = 1
				if r.abortStatus != 0 {
					r.exit = r.abortStatus // as runText's top level
				}
				if r.opts.errexit && !r.abortArith {
					// Under set -e the discarded command line ends the
					// shell, unless an arithmetic error discarded it
					// (as runText's top level).
					r.exiting = true
				}
			}
			if r.exiting || r.rs.stopped() {
				return r.exit
			}
		}
		if r.opts.onecmd {
			return r.exit // set -t: one command line read and run
		}
		// The next line is read with the extglob and extquote of this
		// moment.
		for _, o := range r.readMode().parserOpts() {
			o(p)
		}
	}
	return r.exit
}

// runAliasReader goes on with a script read from stdin once aliases are
// on: it reads a line at a time until the text read, its aliases
// expanded, is a whole command line, and runs that. pending is what was
// read of the command line, line the number of lines before it.
func (r *runner) runAliasReader(lr *lineReader, pending string, line int) int {
	for {
		for {
			_, _, _, whole, _ := r.expandCommand(pending, 0)
			if whole && strings.TrimSpace(pending) != "" || lr.err != nil {
				break
			}
			text, ok := lr.readLine()
			if !ok {
				break
			}
			pending += text
		}
		if strings.TrimSpace(pending) == "" && lr.err != nil {
			return r.exit
		}
		savedBase := r.lineBase
		r.lineBase = line
		r.parseFailed = false
		r.addHistory(pending)
		if r.interactive && strings.TrimSpace(pending) != "" {
			r.ps0()
		}
		lr.cont = false
		r.runText(pending, textKind{top: true, echoed: true}, 0)
		r.lineBase = savedBase
		if r.parseFailed && r.interactive && !r.exiting && !r.rs.stopped() {
			// an interactive shell reads on after a syntax error
			r.parseFailed = false
			r.exit = 2
			if lr.err != nil {
				return r.exit
			}
			line += strings.Count(pending, "\n")
			pending = ""
			continue
		}
		if r.exiting || r.rs.stopped() || r.parseFailed {
			return r.exit
		}
		line += strings.Count(pending, "\n")
		pending = ""
	}
}

// readLine reads the next line (with its newline; the last line of the
// input gets one).
func (lr *lineReader) readLine() (string, bool) {
	var b strings.Builder
	var buf [4096]byte
	for {
		n, err := lr.Read(buf[:])
		b.Write(buf[:n])
		if n > 0 && buf[n-1] == '\n' {
			return b.String(), true
		}
		if err != nil || n == 0 {
			return b.String(), b.Len() > 0
		}
	}
}

// lineReader hands the parser at most one line per Read, reading its
// source a byte at a time, and keeps what it read.
// fd0Reader reads a script given on standard input as bash does: from
// the shell's descriptor 0 as it is when the next line is read, so that
// exec <file goes on with file's commands and exec <&- ends the script.
type fd0Reader struct{ r *runner }

func (f fd0Reader) Read(p []byte) (int, error) {
	d := f.r.getFd(0)
	if d == nil || d.r == nil {
		return 0, io.EOF
	}
	return d.r.Read(p)
}

type lineReader struct {
	r    io.Reader
	src  strings.Builder
	raw  *strings.Builder // the script as read, without rewrites (replays)
	echo func(line string)
	// before runs before a new line is read (an interactive shell's
	// prompt); filter takes each line read, first time only, and may
	// change it (history expansion) or drop it (false).
	before func()
	filter func(line string) (string, bool)
	// cont: a line of the command line being read was read (PS2 next).
	cont bool
	// atEOF, when the input ends, says whether to read on (set -o
	// ignoreeof in an interactive shell).
	atEOF func() bool
	line  []byte
	err   error
	// replay is how many leading bytes were read (and echoed) before:
	// source parsed again after an arithmetic requote.
	replay int
}

func (lr *lineReader) Read(p []byte) (int, error) {
	if len(lr.line) == 0 {
		if lr.err != nil {
			return 0, lr.err
		}
		replayed := lr.src.Len() < lr.replay
		for {
			if lr.before != nil && !replayed {
				lr.before()
			}
			var b [1]byte
			for len(lr.line) < 4096 {
				n, err := lr.r.Read(b[:])
				if n > 0 {
					lr.line = append(lr.line, b[0])
					if b[0] == '\n' {
						break
					}
				}
				if err != nil {
					lr.err = err
					break
				}
			}
			// A last line without a newline still ends its command.
			if lr.err != nil && len(lr.line) > 0 && lr.line[len(lr.line)-1] != '\n' {
				lr.line = append(lr.line, '\n')
			}
			if len(lr.line) == 0 && lr.err != nil && lr.atEOF != nil && !replayed && lr.atEOF() {
				lr.err, lr.cont = nil, false // ignoreeof: read on
				continue
			}
			if lr.filter == nil || replayed || len(lr.line) == 0 {
				break
			}
			out, ok := lr.filter(string(lr.line))
			if ok {
				lr.line = []byte(out)
				break
			}
			lr.line = lr.line[:0]
			if lr.err != nil {
				return 0, lr.err
			}
		}
		lr.src.Write(lr.line)
		if !replayed {
			lr.raw.Write(lr.line)
		}
		if len(lr.line) > 0 && !replayed {
			lr.echo(string(lr.line))
		}
		if len(lr.line) == 0 {
			return 0, lr.err
		}
	}
	n := copy(p, lr.line)
	lr.line = lr.line[n:]
	return n, nil
}

// lineEnd returns the offset just past the newline ending the line that
// contains offset i (or len(src)).
// lineStart is the offset where the line holding offset i starts.
func lineStart(src string, i int) int {
	if i > len(src) {
		i = len(src)
	}
	return strings.LastIndexByte(src[:i], '\n') + 1
}

func lineEnd(src string, i int) int {
	if i > len(src) {
		return len(src)
	}
	if i > 0 && src[i-1] == '\n' {
		return i
	}
	if j := strings.IndexByte(src[i:], '\n'); j >= 0 {
		return i + j + 1
	}
	return len(src)
}

// limitWriter enforces MaxOutputBytes on one stream of a Run.
type limitWriter struct {
	mu        sync.Mutex
	w         io.Writer
	n, max    int
	rs        *runState
	truncated atomic.Bool
	failed    bool
}

// errOutputLimit wraps EPIPE so commands stop writing as they would on a
// closed pipe, without a message of their own.
var errOutputLimit = fmt.Errorf("output limit exceeded: %w", vfs.ErrBrokenPipe)

// errRunStopped is errOutputLimit's twin for a Run past its deadline, a
// limit or cancelled.
var errRunStopped = fmt.Errorf("run stopped: %w", vfs.ErrBrokenPipe)

func (lw *limitWriter) Write(p []byte) (int, error) {
	lw.mu.Lock()
	defer lw.mu.Unlock()
	if lw.failed {
		return 0, errOutputLimit
	}
	// Past the deadline or a limit the script is being killed, as
	// timeout(1) kills bash and its pipeline at once: a command still
	// finishing (wc after the writer it read from died) adds nothing, so
	// what a stopped script printed does not depend on which of its
	// pipeline's stages had started.
	if lw.rs.stopped() {
		return 0, errRunStopped
	}
	if lw.n+len(p) <= lw.max {
		lw.n += len(p)
		_, err := lw.w.Write(p)
		if err != nil {
			lw.failed = true
			return 0, err
		}
		return len(p), nil
	}
	room := lw.max - lw.n
	if room < 0 {
		room = 0
	}
	cut := room
	for cut > 0 && cut < len(p) && !utf8.RuneStart(p[cut]) {
		cut--
	}
	if cut > 0 {
		lw.w.Write(p[:cut])
	}
	lw.n += cut
	lw.failed = true
	lw.truncated.Store(true)
	lw.rs.setFatal(&limitError{"MaxOutputBytes", strconv.Itoa(lw.rs.limits.MaxOutputBytes)})
	return cut, errOutputLimit
}

func (lw *limitWriter) close() {
	lw.mu.Lock()
	lw.failed = true
	lw.mu.Unlock()
}

// jobReap is how long a finished Run waits for the jobs it cancelled: they
// stop at their next command or read, unless a command ignores its context.
const jobReap = time.Second

// jobGrace is how long a finishing shell lets its background jobs end.
const jobGrace = 100 * time.Millisecond

// forceLine writes a line bypassing the limit (for the limit message).
func (lw *limitWriter) forceLine(s string) {
	lw.mu.Lock()
	defer lw.mu.Unlock()
	io.WriteString(lw.w, s+"\n")
}

// ctxReader makes a caller's reader interruptible by the Run's context.
// Reads happen in a goroutine a chunk at a time; small reads (read's byte
// by byte) are served from the chunk.
type ctxReader struct {
	ctx     context.Context
	r       io.Reader
	mu      sync.Mutex
	buf     []byte
	err     error
	pending chan readResult
}

type readResult struct {
	b   []byte
	err error
}

func (c *ctxReader) Read(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.buf) > 0 {
		n := copy(p, c.buf)
		c.buf = c.buf[n:]
		return n, nil
	}
	if c.err != nil {
		return 0, c.err
	}
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	if c.pending == nil {
		ch := make(chan readResult, 1)
		go func() {
			// A filesystem's Read that panics is an error, not a crash.
			defer func() {
				if v := recover(); v != nil {
					ch <- readResult{nil, fmt.Errorf("internal error: %v", v)}
				}
			}()
			b := make([]byte, 32<<10)
			k, err := c.r.Read(b)
			ch <- readResult{b[:k], err}
		}()
		c.pending = ch
	}
	select {
	case res := <-c.pending:
		c.pending = nil
		n := copy(p, res.b)
		c.buf = res.b[n:]
		if res.err != nil {
			c.err = res.err
			if len(c.buf) == 0 && n == 0 {
				return 0, res.err
			}
		}
		return n, nil
	case <-c.ctx.Done():
		return 0, c.ctx.Err()
	}
}

// fileMode helpers
func isExec(fi fs.FileInfo) bool { return fi.Mode().Perm()&0o111 != 0 }

// rewriteLineMap returns the line map (runner.lineMap) of nsrc, which is
// src with src[from:origEnd] replaced by its aliases' expansion,
// nsrc[from:nend], whose lines count as lines says (from the first).
func rewriteLineMap(old []int, src, nsrc string, from, origEnd, nend int, lines []int) []int {
	oldAt := func(k int) int {
		if k < len(old) {
			return old[k]
		}
		return k
	}
	l0 := strings.Count(src[:from], "\n")
	o := strings.Count(src[from:origEnd], "\n")
	e := strings.Count(nsrc[from:nend], "\n")
	m := make([]int, strings.Count(nsrc, "\n")+1)
	for k := 0; k < l0 && k < len(m); k++ {
		m[k] = oldAt(k)
	}
	for j := 0; j < e && l0+j < len(m); j++ {
		off := min(j, o)
		if j < len(lines) {
			off = lines[j]
		}
		m[l0+j] = oldAt(l0 + off)
	}
	for t := l0 + e; t < len(m); t++ {
		m[t] = oldAt(t - e + o)
	}
	return m
}
