package shell

import (
	"errors"
	"io"
	"io/fs"
	"slices"
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/syntax"

	"github.com/computerwelt/computerwelt/vfs"
)

// fdesc is one entry of a shell's file descriptor table. Entries are
// shared between a shell and its subshells; the table itself is copied.
type fdesc struct {
	r    io.Reader
	w    io.Writer
	file vfs.File
	// path is the file a redirection opened ("" for a pipe, a device or
	// a here-document): /dev/fd/N of it opens that file anew, as
	// Linux's /proc/self/fd does, with an offset and mode of its own.
	path string
}

// fdFilePath is the file /dev/stdin, /dev/stdout, /dev/stderr or
// /dev/fd/N names in fds when that descriptor is a file a redirection
// opened: opening the device opens the file anew (truncating it for >),
// not the descriptor's offset (Linux). "" for anything else.
func fdFilePath(fds []*fdesc, p string) string {
	n := -1
	switch p {
	case "/dev/stdin":
		n = 0
	case "/dev/stdout":
		n = 1
	case "/dev/stderr":
		n = 2
	default:
		rest, ok := strings.CutPrefix(p, "/dev/fd/")
		if !ok {
			return ""
		}
		k, err := strconv.Atoi(rest)
		if err != nil {
			return ""
		}
		n = k
	}
	if n < 0 || n >= len(fds) || fds[n] == nil {
		return ""
	}
	return fds[n].path
}

var ioEOF = io.EOF

func closeAll(cs []io.Closer) {
	for _, c := range cs {
		c.Close()
	}
}

func (r *runner) setFd(n int, d *fdesc) {
	for len(r.fds) <= n {
		r.fds = append(r.fds, nil)
	}
	r.fds[n] = d
}

// closeFd removes n from the table; the write end of a pipe (coproc,
// process substitution) is closed so that its reader sees end of file,
// unless a descriptor still refers to it: another of this table (2>&3
// 3>&- keeps fd 2 on the pipe), one a redirection will restore, or one
// of the shell a subshell was copied from.
func (r *runner) closeFd(n int) {
	d := r.getFd(n)
	r.setFd(n, nil)
	if d == nil {
		return
	}
	if pw, ok := d.w.(pipeWriter); ok && n > 2 && !r.pipeHeld(pw.p) {
		pw.p.closeWrite()
	}
	if d.file != nil && n > 2 && isFifoFile(d.file) && !r.held(func(x *fdesc) bool { return x.file == d.file }) {
		// A FIFO's end closes with its last descriptor, so that its
		// reader sees end of file (exec 3>fifo ... exec 3>&-).
		d.file.Close()
	}
}

// isFifoFile reports whether f is an open named pipe.
func isFifoFile(f vfs.File) bool {
	fi, err := f.Stat()
	return err == nil && vfs.IsFifo(fi.Mode())
}

// fdFrame is what a statement with redirections restores when it ends:
// the descriptors its redirections changed (touched, bit n for fd n;
// high for those past 63), as saved before them; all, for the table of
// the shell a subshell was copied from.
type fdFrame struct {
	saved   []*fdesc
	touched uint64
	high    []int
	all     bool
}

func (f *fdFrame) has(n int) bool {
	if f.all {
		return true
	}
	if n < 64 {
		return f.touched&(1<<n) != 0
	}
	return slices.Contains(f.high, n)
}

// pipeHeld reports whether a descriptor other than the one being closed
// refers to p's write end.
func (r *runner) pipeHeld(p *pipe) bool {
	return r.held(func(d *fdesc) bool { return d.onPipe(p, true) })
}

// held reports whether a descriptor other than the one being closed
// satisfies holds: one of this table, one a redirection will restore, or
// one of the shell a subshell was copied from.
func (r *runner) held(holds func(d *fdesc) bool) bool {
	for _, d := range r.fds {
		if d != nil && holds(d) {
			return true
		}
	}
	// The statement whose redirections these are restores what it
	// started from, unless it is exec, whose redirections stay.
	if r.redirSaved != nil && r.commandName(r.redirCmd) != "exec" {
		for _, d := range r.redirSaved {
			if d != nil && holds(d) {
				return true
			}
		}
	}
	for i := range r.fdFrames {
		f := &r.fdFrames[i]
		for n, d := range f.saved {
			if d != nil && f.has(n) && holds(d) {
				return true
			}
		}
	}
	return false
}

// fdChanges is the frame of a statement whose redirections turned the
// table saved into r.fds.
func (r *runner) fdChanges(saved []*fdesc) fdFrame {
	f := fdFrame{saved: saved}
	for n := range max(len(saved), len(r.fds)) {
		var was, now *fdesc
		if n < len(saved) {
			was = saved[n]
		}
		if n < len(r.fds) {
			now = r.fds[n]
		}
		if was == now {
			continue
		}
		if n < 64 {
			f.touched |= 1 << n
		} else {
			f.high = append(f.high, n)
		}
	}
	return f
}

// restore puts back the descriptors f's statement changed, keeping what
// an exec in its body did to the others.
func (r *runner) restore(f *fdFrame) {
	for n := range len(r.fds) {
		if !f.has(n) {
			continue
		}
		if n < len(f.saved) {
			r.fds[n] = f.saved[n]
		} else {
			r.fds[n] = nil
		}
	}
}

func (r *runner) getFd(n int) *fdesc {
	if n < 0 || n >= len(r.fds) {
		return nil
	}
	return r.fds[n]
}

// redirects applies rds to r.fds (which the caller has copied) and returns
// what must be closed after the command.
func (r *runner) redirects(rds []*syntax.Redirect) ([]io.Closer, error) {
	var closers []io.Closer
	for _, rd := range rds {
		c, err := r.redirect(rd)
		if c != nil {
			closers = append(closers, c)
		}
		if err != nil {
			return closers, err
		}
	}
	return closers, nil
}

func (r *runner) redirect(rd *syntax.Redirect) (io.Closer, error) {
	fd := -1
	varName := ""
	if rd.N != nil {
		v := rd.N.Value
		if strings.HasPrefix(v, "{") && strings.HasSuffix(v, "}") {
			varName = v[1 : len(v)-1]
		} else {
			n, err := strconv.Atoi(v)
			if err != nil || n > 1<<20 {
				r.errLine("%s: Bad file descriptor", v)
				return nil, errBadFD
			}
			fd = n
		}
	}
	// allocVar gives a {var} redirection the first free fd from 10 and
	// sets var to it; one that cannot be set (readonly) fails it.
	allocVar := func() (int, error) {
		n := 10
		for ; n < len(r.fds) && r.fds[n] != nil; n++ {
		}
		if err := r.setStr(varName, strconv.Itoa(n), false); err != nil {
			r.errLine("%s", err.Error())
			r.errLine("%s: cannot assign fd to variable", varName)
			return 0, errBadFD
		}
		return n, nil
	}
	if varName != "" && (rd.Op == syntax.Hdoc || rd.Op == syntax.DashHdoc || rd.Op == syntax.WordHdoc) {
		n, err := allocVar()
		if err != nil {
			return nil, err
		}
		fd = n
		defer func() { r.persist = append(r.persist, fd) }()
	}
	switch rd.Op {
	case syntax.Hdoc, syntax.DashHdoc:
		if fd < 0 {
			fd = 0
		}
		dr := r.docRunner(rd.Hdoc)
		if dr == r && isDeferredHdoc(rd) && r.redirectsInChild() {
			// a body kept as text for run time (${a~~}): what it
			// assigns cannot be seen before, so the copy is made
			dr = r.subshell(false)
		}
		body, err := dr.heredoc(rd)
		if err != nil {
			return nil, r.docExpandFailed(err)
		}
		r.setFd(fd, &fdesc{r: strings.NewReader(body)})
		return nil, nil
	case syntax.WordHdoc:
		if fd < 0 {
			fd = 0
		}
		s, err := r.docRunner(rd.Word).literal(rd.Word)
		if err != nil {
			return nil, r.docExpandFailed(err)
		}
		r.setFd(fd, &fdesc{r: strings.NewReader(s + "\n")})
		return nil, nil
	}
	// The target is split and globbed as an argument is; it must make
	// one word.
	// An external command's redirections are made in its child: an
	// expansion error there (set -u) fails that command, an assignment
	// stays there.
	var words []string
	var err error
	if r.opts.posix {
		words, err = r.docRunner(rd.Word).posixRedirWord(rd.Word)
	} else {
		words, err = r.docRunner(rd.Word).fields(rd.Word)
	}
	if err != nil {
		return nil, r.docExpandFailed(err)
	}
	if len(words) != 1 {
		r.errLine("%s: ambiguous redirect", printNode(rd.Word))
		return nil, errBadFD
	}
	target := words[0]
	if varName != "" && (rd.Op == syntax.DplIn || rd.Op == syntax.DplOut) && target == "-" {
		s := ""
		if base, idx, ok := r.parseRef(varName); ok {
			if vals, _, _, _, err := r.paramValues(base, idx); err == nil && len(vals) > 0 {
				s = vals[0]
			}
		}
		// an unset, empty or negative one is an ambiguous redirect
		n, ok := fdVarNumber(s)
		if s == "" || !ok || n < 0 {
			r.errLine("%s: ambiguous redirect", varName)
			return nil, errBadFD
		}
		r.closeFd(n)
		return nil, nil
	}
	switch rd.Op {
	case syntax.DplIn, syntax.DplOut:
		def := 1
		if rd.Op == syntax.DplIn {
			def = 0
		}
		if target == "-" {
			if fd < 0 {
				fd = def
			}
			r.closeFd(fd)
			return nil, nil
		}
		move := false
		t := target
		if strings.HasSuffix(t, "-") {
			move = true
			t = t[:len(t)-1]
		}
		n, err := strconv.Atoi(t)
		if err != nil {
			if rd.Op == syntax.DplOut && varName == "" {
				// >&file is &>file; N>&file is N>file
				if fd < 0 {
					return r.openRedirect(1, target, vfs.O_WRONLY|vfs.O_CREATE|vfs.O_TRUNC, !r.opts.noclobber, true)
				}
				return r.openRedirect(fd, target, vfs.O_WRONLY|vfs.O_CREATE|vfs.O_TRUNC, !r.opts.noclobber, false)
			}
			r.errLine("%s: ambiguous redirect", target)
			return nil, errBadFD
		}
		src := r.getFd(n)
		if src == nil {
			to := fd
			if to < 0 {
				to = def
			}
			if varName != "" || move && r.redirsUndone() && r.getFd(to) != nil {
				// bash first fails to copy the descriptor (fcntl: to a
				// new one for {var}, or to restore after a builtin the
				// one a move closes) and says so, with no line number.
				r.errf("%s: redirection error: cannot duplicate fd: Bad file descriptor\n", r.errName())
			}
			r.errLine("%s: Bad file descriptor", dupErrName(rd, fd, def, n, move, varName != ""))
			return nil, errBadFD
		}
		if varName != "" {
			n, err := allocVar()
			if err != nil {
				return nil, err
			}
			fd = n
			defer func() { r.persist = append(r.persist, fd) }()
		} else if fd < 0 {
			fd = def
		}
		r.setFd(fd, src)
		if move && n != fd {
			r.setFd(n, nil)
		}
		return nil, nil
	}
	if fd < 0 {
		switch rd.Op {
		case syntax.RdrIn, syntax.RdrInOut:
			fd = 0
		default:
			fd = 1
		}
	}
	if varName != "" {
		n, err := allocVar()
		if err != nil {
			return nil, err
		}
		fd = n
		defer func() { r.persist = append(r.persist, fd) }()
		if r.opts.noclobber && rd.Op == syntax.RdrOut {
			// bash's redirection_error names the variable, not the
			// file, when noclobber refuses a {var}> redirection.
			if fi, err := r.stat(target, true); err == nil && fi.Mode().IsRegular() {
				r.errLine("%s: cannot overwrite existing file", varName)
				return nil, errNoClobber
			}
		}
	}
	switch rd.Op {
	case syntax.RdrOut:
		return r.openRedirect(fd, target, vfs.O_WRONLY|vfs.O_CREATE|vfs.O_TRUNC, !r.opts.noclobber, false)
	case syntax.RdrClob:
		return r.openRedirect(fd, target, vfs.O_WRONLY|vfs.O_CREATE|vfs.O_TRUNC, true, false)
	case syntax.AppOut:
		return r.openRedirect(fd, target, vfs.O_WRONLY|vfs.O_CREATE|vfs.O_APPEND, true, false)
	case syntax.RdrIn:
		return r.openRedirect(fd, target, vfs.O_RDONLY, true, false)
	case syntax.RdrInOut:
		return r.openRedirect(fd, target, vfs.O_RDWR|vfs.O_CREATE, true, false)
	case syntax.RdrAll, syntax.RdrAllClob:
		return r.openRedirect(1, target, vfs.O_WRONLY|vfs.O_CREATE|vfs.O_TRUNC, rd.Op == syntax.RdrAllClob || !r.opts.noclobber, true)
	case syntax.AppAll, syntax.AppAllClob:
		return r.openRedirect(1, target, vfs.O_WRONLY|vfs.O_CREATE|vfs.O_APPEND, true, true)
	}
	r.errLine("unsupported redirection %s", rd.Op)
	return nil, errBadFD
}

func (r *runner) openRedirect(fd int, name string, flag int, clobber, both bool) (io.Closer, error) {
	if r.opts.restricted && flag&(vfs.O_WRONLY|vfs.O_RDWR) != 0 {
		r.errLine("%s: restricted: cannot redirect output", name)
		return nil, errBadFD
	}
	if name == "" {
		r.errLine(": No such file or directory")
		return nil, errBadFD
	}
	d, c, err := r.openPath(name, flag, clobber)
	if err != nil {
		// A redirection cut by the Run's own end (timeout, a limit) is not
		// the script's error: the limit's message says what happened.
		if !r.rs.stopped() {
			r.errLine("%s: %s", name, redirErr(err))
		}
		return nil, err
	}
	r.setFd(fd, d)
	if both {
		r.setFd(2, d)
	}
	return c, nil
}

func redirErr(err error) string {
	if errors.Is(err, errNoClobber) {
		return "cannot overwrite existing file"
	}
	return vfs.Strerror(err)
}

var errNoClobber = errors.New("cannot overwrite existing file")

// openPath opens a path for a redirection, resolving device paths.
func (r *runner) openPath(name string, flag int, clobber bool) (*fdesc, io.Closer, error) {
	p := vfs.Abs(r.dir, name)
	// A device is a descriptor too (bash: "/dev/null: Too many open
	// files" under ulimit -n).
	if strings.HasPrefix(p, "/dev/") {
		if err := r.checkNofile(); err != nil {
			return nil, nil, err
		}
	}
	if fp := fdFilePath(r.fds, p); fp != "" {
		p = fp
	} else if d, ok, err := r.device(p); ok || err != nil {
		switch p {
		case "/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom":
			// A device opened anew has the redirection's access
			// mode: exec 3</dev/null; echo >&3 is a bad descriptor.
			switch flag & vfs.O_ACCMODE {
			case vfs.O_RDONLY:
				d = &fdesc{r: d.r}
			case vfs.O_WRONLY:
				d = &fdesc{w: d.w}
			}
		}
		return d, nil, err
	}
	fsys := r.sh.cfg.FS
	if !clobber {
		if fi, err := fsys.Stat(r.ctx, p); err == nil && fi.Mode().IsRegular() {
			return nil, nil, errNoClobber
		} else if err != nil {
			// A symbolic link to nothing: bash's O_EXCL open refuses it.
			if li, lerr := fsys.Lstat(r.ctx, p); lerr == nil && li.Mode()&fs.ModeSymlink != 0 {
				return nil, nil, errNoClobber
			}
		}
	}
	if err := r.checkNofile(); err != nil {
		return nil, nil, err
	}
	f, err := fsys.OpenFile(r.ctx, p, flag, 0o666&^fs.FileMode(r.umask))
	if err != nil {
		return nil, nil, err
	}
	f = limitWrites(f, p, flag, r.fileSizeLimit())
	if flag&vfs.O_ACCMODE == vfs.O_RDONLY {
		if fi, err := f.Stat(); err == nil && fi.IsDir() {
			// reading a directory fails at read time with EISDIR
			return &fdesc{r: errReader{vfs.PathError("read", p, vfs.ErrIsDir)}, file: f}, f, nil
		}
	}
	d := &fdesc{file: f, path: p}
	switch flag & vfs.O_ACCMODE {
	case vfs.O_RDONLY:
		d.r = f
	case vfs.O_WRONLY:
		d.w = f
	default:
		d.r, d.w = f, f
	}
	return d, f, nil
}

type errReader struct{ err error }

func (e errReader) Read([]byte) (int, error) { return 0, e.err }

// device resolves /dev paths handled by the shell itself.
func (r *runner) device(p string) (*fdesc, bool, error) {
	if !strings.HasPrefix(p, "/dev/") {
		return nil, false, nil
	}
	switch p {
	case "/dev/null":
		return &fdesc{r: emptyReader{}, w: io.Discard}, true, nil
	case "/dev/zero":
		return &fdesc{r: zeroReader{}, w: io.Discard}, true, nil
	case "/dev/stdin":
		return r.getFdOrErr(0, p)
	case "/dev/stdout":
		return r.getFdOrErr(1, p)
	case "/dev/stderr":
		return r.getFdOrErr(2, p)
	case "/dev/full":
		return &fdesc{r: zeroReader{}, w: fullWriter{}}, true, nil
	case "/dev/random", "/dev/urandom":
		return &fdesc{r: randReader{r}, w: io.Discard}, true, nil
	}
	if rest, ok := strings.CutPrefix(p, "/dev/fd/"); ok {
		n, err := strconv.Atoi(rest)
		if err != nil {
			return nil, true, vfs.PathError("open", p, vfs.ErrNotExist)
		}
		return r.getFdOrErr(n, p)
	}
	if strings.HasPrefix(p, "/dev/tcp/") || strings.HasPrefix(p, "/dev/udp/") {
		return nil, true, vfs.PathError("open", p, vfs.ErrNotExist)
	}
	return nil, false, nil
}

func (r *runner) getFdOrErr(n int, p string) (*fdesc, bool, error) {
	d := r.getFd(n)
	if d == nil {
		return nil, true, vfs.PathError("open", p, vfs.ErrNotExist)
	}
	return d, true, nil
}

type zeroReader struct{}

func (zeroReader) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = 0
	}
	return len(p), nil
}

type fullWriter struct{}

func (fullWriter) Write(p []byte) (int, error) {
	return 0, vfs.PathError("write", "/dev/full", vfs.ErrNoSpace)
}

type randReader struct{ r *runner }

func (rr randReader) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = byte(rr.r.rnd.IntN(256))
	}
	return len(p), nil
}

// docExpandFailed makes an expansion error in the here-document or
// here-string of an external command a failed redirection: bash expands
// it in the forked child, which fails with status 1, and goes on. For a
// builtin, a function or a compound command bash expands it in the shell,
// where the error discards the command line (or, for ${x:?}, ends the
// shell) as elsewhere.
func (r *runner) docExpandFailed(err error) error {
	if err == errExpand && !r.rs.stopped() && !r.cancelled() && r.redirectsInChild() {
		r.aborting, r.exiting = false, false
	}
	return err
}

// docRunner is the runner that expands a here-document or here-string:
// for an external command, whose redirections bash makes in the forked
// child, a copy when the expansion can assign ($((i++)), ${x:=y}), so
// that the shell keeps none of it.
func (r *runner) docRunner(w *syntax.Word) *runner {
	if w == nil || !assigns(w) || !r.redirectsInChild() {
		return r
	}
	return r.subshell(false)
}

// assigns reports whether expanding w can assign a variable, outside
// command substitutions (subshells already). Any arithmetic can: a
// variable's value is itself evaluated (x='n--'; $((x))), and so is text
// the parser deferred to run time; so can a subscript or a slice.
func assigns(w *syntax.Word) bool {
	found := false
	// Walk goes on to a found node's siblings: found only ever turns on.
	syntax.Walk(w, func(n syntax.Node) bool {
		if found {
			return false
		}
		switch n := n.(type) {
		case *syntax.CmdSubst, *syntax.ProcSubst:
			return false
		case *syntax.ParamExp:
			found = n.Exp != nil && (n.Exp.Op == syntax.AssignUnset || n.Exp.Op == syntax.AssignUnsetOrNull) ||
				n.Index != nil || n.Slice != nil
		case *syntax.ArithmExp:
			found = true
		}
		return !found
	})
	return found
}

// redirectsInChild reports whether bash would make the redirections being
// made in a forked child: those of an external command.
func (r *runner) redirectsInChild() bool {
	ce, ok := r.redirCmd.(*syntax.CallExpr)
	if !ok || ce != r.preFor || len(r.preArgs) == 0 {
		return false
	}
	name := r.preArgs[0]
	if name == "command" && len(r.preArgs) > 1 && !strings.HasPrefix(r.preArgs[1], "-") {
		name = r.preArgs[1] // command skips functions
	} else if _, ok := r.funcs[name]; ok {
		return false
	}
	_, ok = builtins[name]
	return !ok || r.sh.cfg.Withheld[name] && !coreBuiltins[name] || r.disabled[name]
}

// redirsUndone reports whether the redirections being made are undone
// after the command, as bash undoes those of builtins (exec's excepted),
// functions and compound commands.
func (r *runner) redirsUndone() bool {
	if r.redirectsInChild() {
		return false
	}
	ce, ok := r.redirCmd.(*syntax.CallExpr)
	return !ok || ce != r.preFor || len(r.preArgs) == 0 || r.preArgs[0] != "exec"
}

// heredoc expands a here-document body.
func (r *runner) heredoc(rd *syntax.Redirect) (string, error) {
	if rd.Hdoc == nil {
		return "", nil
	}
	w := rd.Hdoc
	if rd.Op == syntax.DashHdoc {
		w = stripTabs(w)
	}
	quoted := false
	for _, p := range rd.Word.Parts {
		switch p.(type) {
		case *syntax.SglQuoted, *syntax.DblQuoted:
			quoted = true
		case *syntax.Lit:
			if strings.Contains(p.(*syntax.Lit).Value, "\\") {
				quoted = true
			}
		}
	}
	if quoted {
		deferred := isDeferredHdoc(rd)
		var b strings.Builder
		for _, p := range w.Parts {
			if l, ok := p.(*syntax.Lit); ok {
				b.WriteString(l.Value)
			} else {
				b.WriteString(printNode(p.(syntax.Node)))
			}
		}
		if deferred {
			return r.deferredHeredoc(b.String())
		}
		return b.String(), nil
	}
	return r.docString(w)
}

func stripTabs(w *syntax.Word) *syntax.Word {
	nw := &syntax.Word{}
	atStart := true
	for _, p := range w.Parts {
		l, ok := p.(*syntax.Lit)
		if !ok {
			nw.Parts = append(nw.Parts, p)
			atStart = false
			continue
		}
		var b strings.Builder
		s := l.Value
		for i := 0; i < len(s); i++ {
			if atStart && s[i] == '\t' {
				continue
			}
			atStart = s[i] == '\n'
			b.WriteByte(s[i])
		}
		nw.Parts = append(nw.Parts, &syntax.Lit{ValuePos: l.ValuePos, ValueEnd: l.ValueEnd, Value: b.String()})
	}
	return nw
}

// fdVarNumber reads a {var}'s value as bash's redir_varvalue does: a
// decimal number with blanks around it, 0 when it is none (abc, 1x, 2+1
// name fd 0); ok is false past the range of an int.
func fdVarNumber(s string) (int, bool) {
	n, err := strconv.ParseInt(strings.Trim(s, " \t\n\v\f\r"), 10, 64)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
			return 0, false
		}
		return 0, true
	}
	if n > 1<<31 || n < -(1<<31) {
		return 0, false
	}
	return int(n), true
}

// dupErrName is what bash names in the "Bad file descriptor" of a failed
// N>&M or N<&M (redir.c's redirection_error): M when M is written as a
// number; when it comes from an expansion, the target as written if N is
// the default descriptor (1 for >&, 0 for <&) and N otherwise, and N for
// a move (M-).
func dupErrName(rd *syntax.Redirect, fd, def, n int, move, varAssign bool) string {
	lit := rd.Word.Lit()
	if strings.HasSuffix(lit, "-") {
		lit = lit[:len(lit)-1]
	}
	if _, err := strconv.Atoi(lit); (err == nil && lit != "") || varAssign {
		return strconv.Itoa(n)
	}
	if fd < 0 {
		fd = def
	}
	if move || fd != def {
		return strconv.Itoa(fd)
	}
	return printNode(rd.Word)
}

// posixRedirWord expands a redirection word as a POSIX-mode shell that
// is not interactive does (bash's redirection_expand): neither split nor
// globbed, "$@" joined by blanks; an unquoted expansion that makes
// nothing is no word (an ambiguous redirect), as is a brace expansion
// that makes several.
func (r *runner) posixRedirWord(w *syntax.Word) ([]string, error) {
	ws := [][]syntax.WordPart{w.Parts}
	if hasBrace(w) {
		var err error
		if ws, err = r.braceExpand(w); err != nil {
			return nil, err
		}
	}
	var out []string
	for _, wparts := range ws {
		parts, err := r.wordPartsTo(r.takeParts(), wparts, false, true)
		if err != nil {
			return nil, err
		}
		keep := false
		for _, p := range parts {
			keep = keep || p.quoted || p.s != ""
		}
		s := joinParts(parts, " ")
		r.giveParts(parts)
		if err := r.checkString(s); err != nil {
			return nil, errExpand
		}
		if keep {
			out = append(out, s)
		}
	}
	return out, nil
}
