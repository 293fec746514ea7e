package commands

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/computerwelt/computerwelt/internal/regex"
	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{Name: "sed", Summary: "stream editor for filtering and transforming text", Usage: sedUsage, Run: runSed})
}

const sedUsage = `Usage: sed [OPTION]... {script-only-if-no-other-script} [input-file]...

  -n, --quiet, --silent
                 suppress automatic printing of pattern space
      --debug
                 annotate program execution
  -e script, --expression=script
                 add the script to the commands to be executed
  -f script-file, --file=script-file
                 add the contents of script-file to the commands to be executed
  --follow-symlinks
                 follow symlinks when processing in place
  -i[SUFFIX], --in-place[=SUFFIX]
                 edit files in place (makes backup if SUFFIX supplied)
  -l N, --line-length=N
                 specify the desired line-wrap length for the ` + "`" + `l' command
  --posix
                 disable all GNU extensions.
  -E, -r, --regexp-extended
                 use extended regular expressions in the script
                 (for portability use POSIX -E).
  -s, --separate
                 consider files as separate rather than as a single,
                 continuous long stream.
      --sandbox
                 operate in sandbox mode (disable e/r/w commands).
  -u, --unbuffered
                 load minimal amounts of data from the input files and flush
                 the output buffers more often
  -z, --null-data
                 separate lines by NUL characters
      --help     display this help and exit
      --version  output version information and exit

If no -e, --expression, -f, or --file option is given, then the first
non-option argument is taken as the sed script to interpret.  All
remaining arguments are names of input files; if no input files are
specified, then the standard input is read.
`

// sedOut is an output stream that remembers whether the last line it got
// lacked its newline (GNU adds it before anything else is written).
type sedOut struct {
	w         *bufio.Writer
	missingNL bool
	file      vfs.File
}

// sedAppend is queued output for the end of the cycle: a text, an r file
// or an R line.
type sedAppend struct {
	text   string
	rfile  string
	isText bool
}

type sedRun struct {
	ctx  context.Context
	inv  *shell.Invocation
	cmds []*sedCmd

	quiet, separate, inPlace, nullData, posix, unbuffered bool
	// bytes: the C locale, where a character is a byte (y, \U)
	bytes          bool
	suffix         string
	maxBytes       int    // bound on the pattern and hold spaces (Limits.MaxStringBytes)
	appendBytes    int    // size of the queued appends
	buf, rbuf      []byte // readRecord's buffers (input, R)
	followSymlinks bool   // -i edits a symlink's target instead of replacing it
	lineLen        int

	stdout   *sedOut
	out      *sedOut
	wfiles   map[string]*sedOut
	rfiles   map[string]*bufio.Reader
	files    []string
	fileIdx  int
	cur      *bufio.Reader
	curClose func()
	curName  string
	// The line read ahead, to know whether the current line is the last.
	next     []byte
	nextNL   bool
	haveNext bool
	nextName string
	lineNum  int
	ps, hs   []byte
	// psNL and hsNL say whether the text in each buffer came from a line
	// with its newline; GNU carries the flag along with h, g, x, G and H.
	psNL, hsNL bool
	fileName   string
	appends    []sedAppend
	lastRe     *regex.Regexp
	tflag      bool
	quit       bool
	exit       int
	status     int
	steps      int
	writeErr   error
	writeItems int // the size of the write to stdout that failed (0: its flush at exit)
	inPlaceTo  string
	inPlaceBuf *limitedBuffer
	debug      *sedDebug // --debug: the program and a trace on standard output
}

var errSedQuit = errors.New("quit")

func runSed(ctx context.Context, inv *shell.Invocation) int {
	if inv.Stdin == nil {
		inv.Stdin = strings.NewReader("")
	}
	f := newFlagSet("sed")
	var chunks []sedChunk
	quiet := f.Bool('n', "quiet")
	f.Func(0, "silent", false, func(string) error { *quiet = true; return nil })
	var scriptErr error
	ere := false
	posix := f.Bool(0, "posix")
	sandbox := f.Bool(0, "sandbox")
	f.Func('e', "expression", true, func(v string) error {
		chunks = append(chunks, sedChunk{text: v, ere: ere, posix: *posix, sandbox: *sandbox})
		return nil
	})
	f.Func('f', "file", true, func(v string) error {
		var data []byte
		var err error
		max := inv.Limits.WithDefaults().MaxStringBytes
		if v == "-" {
			data, err = readAllLimited(inv.Stdin, max)
		} else if f, oerr := vfs.Open(ctx, inv.FS, inv.Path(v)); oerr != nil {
			err = oerr
		} else {
			data, err = readAllLimited(f, max)
			f.Close()
		}
		if err != nil && scriptErr == nil {
			scriptErr = fmt.Errorf("couldn't open file %s: %s", v, vfs.Strerror(err))
		}
		chunks = append(chunks, sedChunk{text: strings.TrimSuffix(string(data), "\n"), file: v, ere: ere, posix: *posix, sandbox: *sandbox,
			finalNL: bytes.HasSuffix(data, []byte("\n"))})
		return nil
	})
	f.Func('E', "regexp-extended", false, func(string) error { ere = true; return nil })
	f.Func('r', "", false, func(string) error { ere = true; return nil })
	inPlace := false
	suffix := ""
	f.Func(0, "in-place", true, func(v string) error { inPlace, suffix = true, v; return nil })
	f.long["in-place"].optional = true
	lineLen := f.Int('l', "line-length", 70)
	separate := f.Bool('s', "separate")
	unbuffered := f.Bool('u', "unbuffered")
	nullData := f.Bool('z', "null-data")
	f.Func(0, "zero-terminated", false, func(string) error { *nullData = true; return nil })
	followSymlinks := f.Bool(0, "follow-symlinks")
	debug := f.Bool(0, "debug")
	f.Func(0, "binary", false, func(string) error { return nil })
	f.short['b'] = f.long["binary"]

	// -i takes an optional attached suffix (-i.bak), which the flag parser
	// cannot express: peel it off first.
	var args []string
	for i, a := range inv.Args[1:] {
		if a == "--" {
			args = append(args, inv.Args[1+i:]...)
			break
		}
		if len(a) > 1 && a[0] == '-' && a[1] != '-' {
			if j := strings.IndexByte(a, 'i'); j > 0 && !strings.ContainsAny(a[1:j], "efl") {
				inPlace = true
				suffix = a[j+1:]
				if j == 1 {
					continue
				}
				a = a[:j]
			}
		}
		args = append(args, a)
	}
	ops, err := f.parse(args)
	if err != nil {
		if errors.Is(err, errVersion) {
			return writeVersion(inv, "sed")
		}
		if errors.Is(err, errHelp) {
			io.WriteString(inv.Stdout, sedUsage)
			return 0
		}
		errorf(inv, "%s", err.Error())
		var ue *usageError
		if errors.As(err, &ue) {
			io.WriteString(inv.Stderr, sedUsage)
		}
		return 1
	}
	if scriptErr != nil {
		errorf(inv, "%s", scriptErr.Error())
		return 4
	}
	if len(chunks) == 0 {
		if len(ops) == 0 {
			io.WriteString(inv.Stderr, sedUsage)
			return 1
		}
		chunks = append(chunks, sedChunk{text: ops[0], ere: ere, posix: *posix, sandbox: *sandbox})
		ops = ops[1:]
	}
	if t := chunks[0].text; t == "#n" || strings.HasPrefix(t, "#n\n") {
		*quiet = true
	}
	p := newSedParser(chunks, ere)
	p.bytes = ctypeIsC(inv)
	p.nulData = *nullData
	cmds, err := p.parse()
	if err != nil {
		errorf(inv, "%s", err.Error())
		var fatal *sedFatal
		if errors.As(err, &fatal) {
			return 4
		}
		return 1
	}
	if inPlace && len(ops) == 0 {
		errorf(inv, "no input files")
		return 4
	}
	if len(ops) == 0 {
		ops = []string{"-"}
	}
	s := &sedRun{ctx: ctx, inv: inv, cmds: cmds, bytes: p.bytes, quiet: *quiet, separate: *separate || inPlace,
		inPlace: inPlace, suffix: suffix, nullData: *nullData, posix: *posix, unbuffered: *unbuffered,
		lineLen: *lineLen, followSymlinks: *followSymlinks, files: ops, hsNL: true, wfiles: map[string]*sedOut{}, rfiles: map[string]*bufio.Reader{}}
	s.stdout = &sedOut{w: bufio.NewWriter(inv.Stdout)}
	s.out = s.stdout
	s.maxBytes = inv.Limits.WithDefaults().MaxStringBytes
	if *debug {
		s.debug = &sedDebug{w: s.stdout.w, cmds: cmds, utf8: !sortByteLocale(inv)}
		s.debug.program()
	}
	return s.run()
}

func (s *sedRun) eol() byte {
	if s.nullData {
		return 0
	}
	return '\n'
}

func (s *sedRun) run() (status int) {
	defer func() {
		// GNU's ck_fclose(NULL) at exit flushes the w files after it
		// has let go of their names.
		if err := s.closeFiles(); err != nil && status != 4 && s.ctx.Err() == nil {
			errorf(s.inv, "couldn't flush <unknown>: %s", vfs.Strerror(err))
			status = 4
		}
	}()
	// w files are created before any input is read.
	for _, c := range s.cmds {
		name := c.wfile
		if c.name == 'w' || c.name == 'W' {
			name = c.text
		}
		if name == "" || s.wfiles[name] != nil || name == "/dev/stdout" || name == "/dev/stderr" {
			continue
		}
		f, err := vfs.Create(s.ctx, s.inv.FS, s.inv.Path(name), 0o666&^fs.FileMode(s.inv.Umask))
		if err != nil {
			errorf(s.inv, "couldn't open file %s: %s", name, vfs.Strerror(err))
			return 4
		}
		s.wfiles[name] = &sedOut{w: bufio.NewWriter(f), file: f}
	}
	for _, c := range s.cmds {
		if c.a1 != nil && c.a1.kind == addrZero {
			c.inRange = true
		}
	}
	err := s.loop()
	if s.quit && s.cur != nil && s.curName == "-" && !s.inPlace {
		// GNU sed's stdio gives back what it read ahead of the lines
		// used: a file redirected in is left after them, for the next
		// command of a group.
		unreadAhead(s.inv.Stdin, s.cur.Buffered())
	}
	if ferr := s.stdout.w.Flush(); ferr != nil && s.writeErr == nil {
		s.writeErr = ferr
	}
	var se *sedError
	switch {
	case s.writeErr != nil:
		s.writeFailed()
		return 4
	case errors.As(err, &se):
		errorf(s.inv, "%s", se.msg)
		return 4
	case err != nil && !errors.Is(err, errSedQuit):
		if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
			return 124
		}
		errorf(s.inv, "%s", err.Error())
		return 4
	}
	if s.quit {
		return s.exit
	}
	return s.status
}

// writeFailed says why standard output failed as GNU sed does: a write
// past stdio's buffer (bufio's, of the same size) is ck_fwrite's
// "couldn't write N items"; output flushed at exit is ck_fflush's
// message, or for a closed descriptor, whose flush error sed ignores,
// ck_fclose's.
func (s *sedRun) writeFailed() {
	err := s.writeErr
	switch {
	case diesOfSIGPIPE(s.inv, err) || s.ctx.Err() != nil:
	case s.writeItems > 0:
		items := "items"
		if s.writeItems == 1 {
			items = "item"
		}
		errorf(s.inv, "couldn't write %d %s to stdout: %s", s.writeItems, items, vfs.Strerror(err))
	case errors.Is(err, vfs.ErrBadFD):
		errorf(s.inv, "couldn't close stdout: %s", vfs.Strerror(err))
	default:
		errorf(s.inv, "couldn't flush stdout: %s", vfs.Strerror(err))
	}
}

func (s *sedRun) closeFiles() (first error) {
	for _, w := range s.wfiles {
		err := w.w.Flush()
		if cerr := w.file.Close(); err == nil {
			err = cerr
		}
		if err != nil && first == nil {
			first = err
		}
	}
	if s.curClose != nil {
		s.curClose()
		s.curClose = nil
	}
	return first
}

// openNext opens the next input operand; it returns false when none is left.
func (s *sedRun) openNext() bool {
	for s.fileIdx < len(s.files) {
		name := s.files[s.fileIdx]
		s.fileIdx++
		if name == "-" && !s.inPlace {
			s.cur, s.curClose, s.curName = bufio.NewReader(s.inv.Stdin), func() {}, "-"
			return true
		}
		abs := s.inv.Path(name)
		fi, err := s.inv.FS.Stat(s.ctx, abs)
		if err == nil && fi.IsDir() {
			if s.inPlace {
				errorf(s.inv, "couldn't edit %s: not a regular file", name)
			} else {
				errorf(s.inv, "read error on %s: %s", name, vfs.Strerror(vfs.ErrIsDir))
			}
			s.status = 4
			continue
		}
		f, err := vfs.Open(s.ctx, s.inv.FS, abs)
		if err != nil {
			errorf(s.inv, "can't read %s: %s", name, vfs.Strerror(err))
			s.status = 2
			continue
		}
		s.cur, s.curClose, s.curName = bufio.NewReaderSize(f, 64*1024), func() { f.Close() }, name
		return true
	}
	return false
}

// readRaw reads one line from the current input only.
func (s *sedRun) readRaw() (line []byte, nl bool, ok bool) {
	if s.cur == nil {
		return nil, false, false
	}
	b, err := readRecord(s.ctx, s.cur, s.eol(), s.maxBytes, &s.buf)
	if len(b) == 0 && err != nil {
		if err != io.EOF {
			errorf(s.inv, "read error on %s: %s", s.curName, vfs.Strerror(err))
			s.status = 4
		}
		return nil, false, false
	}
	b = append([]byte(nil), b...) // the reader's buffer is reused
	if b[len(b)-1] == s.eol() {
		return b[:len(b)-1], true, true
	}
	return b, false, true
}

// fill makes sure s.next holds the following line if there is one; in
// one-stream mode it moves on to the next files as needed.
func (s *sedRun) fill() {
	if s.haveNext {
		return
	}
	for {
		if line, nl, ok := s.readRaw(); ok {
			s.next, s.nextNL, s.haveNext, s.nextName = line, nl, true, s.curName
			return
		}
		if s.cur != nil {
			s.curClose()
			s.cur, s.curClose = nil, nil
		}
		if s.separate || !s.openNext() {
			return
		}
	}
}

// readLine moves the next line into the pattern space (or appends it for
// N); it returns false at the end of the input.
func (s *sedRun) readLine(appendTo bool) bool {
	s.fill()
	if !s.haveNext {
		return false
	}
	if appendTo {
		s.ps = append(append(s.ps, s.eol()), s.next...)
	} else {
		s.ps = append(s.ps[:0], s.next...)
	}
	s.psNL = s.nextNL
	s.fileName = s.nextName
	s.haveNext = false
	s.lineNum++
	return true
}

func (s *sedRun) isLast() bool {
	s.fill()
	return !s.haveNext
}

func (s *sedRun) loop() error {
	for {
		if s.separate {
			// One file at a time; -i writes each to its own output.
			if !s.openNext() {
				return nil
			}
			// Each file starts afresh: line numbers, ranges and the
			// hold space, as with GNU's -s and -i.
			s.lineNum = 0
			s.hs = s.hs[:0]
			for _, c := range s.cmds {
				c.inRange = c.a1 != nil && c.a1.kind == addrZero
				c.a1Passed = false
			}
			if err := s.beginFile(); err != nil {
				return err
			}
		} else if s.cur == nil && !s.openNext() {
			return nil
		}
		for s.readLine(false) {
			if err := s.cycle(); err != nil {
				if errors.Is(err, errSedQuit) {
					if ierr := s.endFile(); ierr != nil {
						return ierr
					}
					return err
				}
				return err
			}
			if s.writeErr != nil {
				return s.writeErr
			}
		}
		if err := s.endFile(); err != nil {
			return err
		}
		if !s.separate {
			return nil
		}
	}
}

// beginFile starts an in-place edit of the current file.
func (s *sedRun) beginFile() error {
	if !s.inPlace {
		return nil
	}
	s.inPlaceTo = s.curName
	s.inPlaceBuf = &limitedBuffer{max: int(min(s.inv.Limits.WithDefaults().MaxFileBytes, 1<<40))}
	s.out = &sedOut{w: bufio.NewWriter(s.inPlaceBuf)}
	return nil
}

// endFile finishes an in-place edit: the backup, then the new content.
func (s *sedRun) endFile() error {
	if !s.inPlace || s.inPlaceTo == "" {
		return nil
	}
	if err := s.out.w.Flush(); err != nil {
		name := s.inPlaceTo
		s.out, s.inPlaceTo = s.stdout, ""
		return fmt.Errorf("couldn't write to %s: %s", name, vfs.Strerror(vfs.ErrFileTooLarge))
	}
	name := s.inPlaceTo
	abs := s.inv.Path(name)
	s.inPlaceTo = ""
	perm := fs.FileMode(0o644)
	if fi, err := s.inv.FS.Stat(s.ctx, abs); err == nil {
		perm = fi.Mode().Perm()
	}
	if s.suffix != "" {
		var backup string
		if strings.Contains(s.suffix, "*") {
			backup = strings.ReplaceAll(s.suffix, "*", path.Base(abs))
			if !strings.Contains(backup, "/") {
				backup = path.Join(path.Dir(abs), backup)
			}
		} else {
			backup = abs + s.suffix
		}
		backup = s.inv.Path(backup)
		old, err := vfs.ReadFile(s.ctx, s.inv.FS, abs)
		if err == nil {
			err = vfs.WriteFile(s.ctx, s.inv.FS, backup, old, perm)
		}
		if err != nil {
			return fmt.Errorf("couldn't open file %s: %s", backup, vfs.Strerror(err))
		}
	}
	if fi, err := s.inv.FS.Lstat(s.ctx, abs); err == nil && fi.Mode()&fs.ModeSymlink != 0 && !s.followSymlinks {
		// Like GNU sed, replace the link itself with the edited file
		// (--follow-symlinks edits the target instead).
		if err := s.inv.FS.Remove(s.ctx, abs); err != nil {
			return fmt.Errorf("couldn't edit %s: %s", name, vfs.Strerror(err))
		}
	}
	if err := vfs.WriteFile(s.ctx, s.inv.FS, abs, s.inPlaceBuf.Bytes(), perm); err != nil {
		return fmt.Errorf("couldn't open file %s: %s", name, vfs.Strerror(err))
	}
	s.out = s.stdout
	return nil
}

// write writes text to o, with a newline unless nl is false (the input's
// last line lacked one).
func (s *sedRun) write(o *sedOut, text []byte, nl bool) {
	if s.writeErr != nil {
		return
	}
	if o.missingNL {
		if err := o.w.WriteByte(s.eol()); err != nil && o == s.stdout {
			s.writeErr, s.writeItems = err, 1
			return
		}
		o.missingNL = false
	}
	if _, err := o.w.Write(text); err != nil && o == s.stdout {
		s.writeErr, s.writeItems = err, len(text)
		return
	}
	if nl {
		if _, err := o.w.Write([]byte{s.eol()}); err != nil && o == s.stdout {
			s.writeErr, s.writeItems = err, 1
		}
	} else {
		o.missingNL = true
	}
	if s.unbuffered || o != s.out {
		if err := o.w.Flush(); err != nil && o == s.stdout {
			s.writeErr = err
		}
	}
}

// lineText is the text of i or c as a line: under -z GNU ends it with a
// NUL instead of its newline (a's text keeps its newline).
func (s *sedRun) lineText(text string) string {
	if s.nullData && strings.HasSuffix(text, "\n") {
		return text[:len(text)-1] + "\x00"
	}
	return text
}

// writeText writes a/i/c text, = and l output: always newline-terminated.
func (s *sedRun) writeText(text string) {
	if s.writeErr != nil {
		return
	}
	o := s.out
	if o.missingNL {
		o.w.WriteByte(s.eol())
		o.missingNL = false
	}
	if _, err := o.w.WriteString(text); err != nil {
		s.writeErr, s.writeItems = err, len(text)
	}
}

func (s *sedRun) outFor(name string) *sedOut {
	switch name {
	case "/dev/stdout":
		return s.stdout
	case "/dev/stderr":
		return &sedOut{w: bufio.NewWriter(s.inv.Stderr)}
	}
	return s.wfiles[name]
}

// matchRe matches re (or the last regex used, for //) against the pattern space.
func (s *sedRun) matchRe(re *regex.Regexp) (bool, error) {
	if re == nil {
		re = s.lastRe
		if re == nil {
			return false, &sedError{"no previous regular expression"}
		}
	}
	s.lastRe = re
	return re.Match(s.ps)
}

func (s *sedRun) matchOne(a *sedAddr) (bool, error) {
	switch a.kind {
	case addrLine:
		return s.lineNum == a.n, nil
	case addrLast:
		return s.isLast(), nil
	case addrRe:
		return s.matchRe(a.re)
	case addrStep:
		if a.step <= 0 {
			return s.lineNum == a.n, nil
		}
		return s.lineNum >= a.n && (s.lineNum-a.n)%a.step == 0, nil
	case addrZero:
		return false, nil
	}
	return false, nil
}

// selected reports whether c applies to the current line, updating its
// range state as GNU sed does.
func (s *sedRun) selected(c *sedCmd) (bool, error) {
	if c.a1 == nil {
		return true, nil
	}
	if c.a2 == nil {
		return s.matchOne(c.a1)
	}
	if c.inRange {
		a2 := c.a2
		switch a2.kind {
		case addrLine:
			if a2.n < s.lineNum && !s.posix {
				c.inRange = false
				return false, nil
			}
			if a2.n <= s.lineNum {
				c.inRange = false
			}
			return true, nil
		case addrPlus, addrMult:
			if s.lineNum >= c.rangeEnd {
				c.inRange = false
			}
			return true, nil
		case addrLast:
			if s.isLast() {
				c.inRange = false
			}
			return true, nil
		case addrRe:
			ok, err := s.matchRe(a2.re)
			if ok {
				c.inRange = false
			}
			return true, err
		}
		return true, nil
	}
	ok, err := s.matchOne(c.a1)
	if c.a1.kind == addrLine && !s.posix && !ok && !c.a1Passed && s.lineNum > c.a1.n {
		// GNU starts a range whose first line N or n read past, unless
		// a line-number end is past too.
		ok = c.a2.kind != addrLine || c.a2.n >= s.lineNum
	}
	if c.a1.kind == addrLine && s.lineNum >= c.a1.n {
		c.a1Passed = true
	}
	if err != nil || !ok {
		return false, err
	}
	a2 := c.a2
	switch a2.kind {
	case addrLine:
		if a2.n <= s.lineNum {
			return true, nil
		}
	case addrPlus:
		if a2.n == 0 {
			return true, nil
		}
		c.rangeEnd = s.lineNum + a2.n
	case addrMult:
		// GNU ends at the next multiple of N after addr1, even when
		// addr1 is itself a multiple.
		if a2.n <= 0 {
			return true, nil
		}
		c.rangeEnd = (s.lineNum/a2.n + 1) * a2.n
	case addrLast:
		if s.isLast() {
			return true, nil
		}
	}
	c.inRange = true
	return true, nil
}

// cycle runs the script over the current pattern space.
func (s *sedRun) cycle() error {
	s.tflag = false
	quitCmd := false // ended by q, which completes a missing newline
	d := s.debug
	// GNU's trace ends a cycle ended by n at the last line after its
	// output, and one ended by q without "END-OF-CYCLE:".
	eocAfter, noEOC := false, false
	if d != nil {
		d.input(s.fileName, s.lineNum)
		d.space(false, s.ps)
	}
restart:
	autoprint := !s.quiet
	pc := 0
	for pc < len(s.cmds) {
		s.steps++
		if s.steps%256 == 0 {
			if err := s.ctx.Err(); err != nil {
				return err
			}
		}
		if len(s.ps) > s.maxBytes || len(s.hs) > s.maxBytes {
			// GNU would grow until memory runs out (:a;H;G;ba).
			return &sedError{fmt.Sprintf("pattern or hold space larger than %d bytes", s.maxBytes)}
		}
		c := s.cmds[pc]
		if d != nil {
			d.trace(c)
		}
		ok, err := s.selected(c)
		if err != nil {
			return err
		}
		if ok == c.negate {
			if c.name == '{' && d != nil {
				pc = c.jump - 1 // GNU's jump reaches the '}', which the trace shows
			} else if c.name == '{' {
				pc = c.jump
			} else {
				pc++
			}
			continue
		}
		pc++
		switch c.name {
		case '{', '}', ':':
		case '=':
			s.writeText(strconv.Itoa(s.lineNum) + string(s.eol()))
		case 'a':
			if err := s.queue(sedAppend{text: c.text, isText: true}); err != nil {
				return err
			}
		case 'i':
			s.writeText(s.lineText(c.text))
		case 'c':
			if c.a2 == nil || !c.inRange || c.negate {
				s.writeText(s.lineText(c.text))
			}
			if d != nil {
				d.endOfCycle()
			}
			s.flushAppends()
			return nil
		case 'b':
			pc = c.jump
		case 't':
			if s.tflag {
				s.tflag = false
				pc = c.jump
			}
		case 'T':
			if !s.tflag {
				pc = c.jump
			} else {
				s.tflag = false
			}
		case 'd':
			if d != nil {
				d.endOfCycle()
			}
			s.flushAppends()
			return nil
		case 'D':
			i := bytes.IndexByte(s.ps, s.eol())
			if i < 0 {
				s.flushAppends()
				return nil
			}
			s.ps = append(s.ps[:0], s.ps[i+1:]...)
			if d != nil {
				d.space(false, s.ps)
			}
			s.flushAppends()
			if s.writeErr != nil {
				return s.writeErr
			}
			goto restart
		case 'e':
			if err := s.execute(c.text); err != nil {
				return err
			}
		case 'F':
			name := s.fileName
			s.writeText(name + "\n")
		case 'g':
			s.ps, s.psNL = append(s.ps[:0], s.hs...), s.hsNL
			if d != nil {
				d.space(true, s.hs) // GNU shows the hold space here
			}
		case 'G':
			s.ps, s.psNL = append(append(s.ps, s.eol()), s.hs...), s.hsNL
			if d != nil {
				d.space(false, s.ps)
			}
		case 'h':
			s.hs, s.hsNL = append(s.hs[:0], s.ps...), s.psNL
			if d != nil {
				d.space(true, s.hs)
			}
		case 'H':
			s.hs, s.hsNL = append(append(s.hs, s.eol()), s.ps...), s.psNL
			if d != nil {
				d.space(true, s.hs)
			}
		case 'x':
			s.ps, s.hs = s.hs, s.ps
			s.psNL, s.hsNL = s.hsNL, s.psNL
			if d != nil {
				d.space(false, s.ps)
				d.space(true, s.hs)
			}
		case 'l':
			n := s.lineLen
			if c.hasInt {
				n = c.intArg
			}
			s.writeText(sedEscapeL(s.ps, n, s.eol()))
		case 'n':
			if s.isLast() {
				if s.posix {
					autoprint = false
				}
				// The end of the cycle; under -s or -i the next file
				// still runs (GNU reads no line across files).
				s.quit = !s.separate
				pc = len(s.cmds)
				eocAfter = true
				break
			}
			if autoprint {
				s.write(s.out, s.ps, s.psNL)
			}
			s.flushAppends()
			s.readLine(false)
			s.tflag = false // GNU: reading a line resets t's flag
			if d != nil {
				d.space(false, s.ps)
			}
		case 'N':
			if s.isLast() {
				if s.posix {
					autoprint = false
				}
				// The end of the cycle; under -s or -i the next file
				// still runs (GNU reads no line across files).
				s.quit = !s.separate
				pc = len(s.cmds)
				break
			}
			s.flushAppends()
			s.readLine(true)
			s.tflag = false
			if d != nil {
				d.space(false, s.ps)
			}
		case 'p':
			s.write(s.out, s.ps, s.psNL)
		case 'P':
			if i := bytes.IndexByte(s.ps, s.eol()); i >= 0 {
				s.write(s.out, s.ps[:i], true)
			} else {
				s.write(s.out, s.ps, s.psNL)
			}
		case 'q':
			if c.hasInt {
				s.exit = int(uint8(c.intArg)) // as exit(2) keeps it
			}
			s.quit, quitCmd = true, true
			pc = len(s.cmds)
			noEOC = true
		case 'Q':
			if c.hasInt {
				s.exit = int(uint8(c.intArg))
			}
			s.quit = true
			return errSedQuit
		case 'r':
			if err := s.queue(sedAppend{rfile: c.text}); err != nil {
				return err
			}
		case 'R':
			if line, ok := s.readRLine(c.text); ok {
				if err := s.queue(sedAppend{text: line, isText: true}); err != nil {
					return err
				}
			}
		case 'w':
			if o := s.outFor(c.text); o != nil {
				s.write(o, s.ps, s.psNL)
			}
		case 'W':
			if o := s.outFor(c.text); o != nil {
				if i := bytes.IndexByte(s.ps, s.eol()); i >= 0 {
					s.write(o, s.ps[:i], true)
				} else {
					s.write(o, s.ps, s.psNL)
				}
			}
		case 'y':
			s.ps = sedTranslate(s.ps, c.yFrom, c.yTo, s.bytes)
			if d != nil {
				d.space(false, s.ps)
			}
		case 'z':
			s.ps = s.ps[:0]
			if d != nil {
				d.space(false, s.ps)
			}
		case 's':
			if err := s.substitute(c); err != nil {
				return err
			}
			if d != nil {
				d.space(false, s.ps)
			}
		}
	}
	if d != nil && !eocAfter && !noEOC {
		d.endOfCycle()
	}
	if autoprint {
		s.write(s.out, s.ps, s.psNL)
	}
	if d != nil && eocAfter {
		d.endOfCycle()
	}
	s.flushAppends()
	if s.quit {
		if quitCmd && s.out.missingNL {
			s.writeText("")
		}
		return errSedQuit
	}
	return nil
}

func (s *sedRun) readRLine(name string) (string, bool) {
	br, ok := s.rfiles[name]
	if !ok {
		f, err := vfs.Open(s.ctx, s.inv.FS, s.inv.Path(name))
		if err != nil {
			s.rfiles[name] = nil
			return "", false
		}
		br = bufio.NewReader(f)
		s.rfiles[name] = br
	}
	if br == nil {
		return "", false
	}
	b, err := readRecord(s.ctx, br, '\n', s.maxBytes, &s.rbuf)
	if len(b) == 0 && err != nil {
		return "", false
	}
	line := string(b)
	if !strings.HasSuffix(line, "\n") {
		line += "\n"
	}
	return line, true
}

// queue adds output for the end of the cycle, bounded like the pattern
// space (:a;a x;ba would otherwise grow until the timeout).
func (s *sedRun) queue(a sedAppend) error {
	s.appendBytes += len(a.text) + len(a.rfile) + 16
	if s.appendBytes > s.maxBytes {
		return &sedError{fmt.Sprintf("appended text larger than %d bytes", s.maxBytes)}
	}
	s.appends = append(s.appends, a)
	return nil
}

// flushAppends writes the a, r and R output queued during the cycle.
func (s *sedRun) flushAppends() {
	for _, a := range s.appends {
		if a.isText {
			s.writeText(a.text)
			continue
		}
		s.appendFile(a.rfile)
	}
	s.appends, s.appendBytes = s.appends[:0], 0
	if s.unbuffered {
		s.out.w.Flush()
	}
}

// appendFile copies an r file to the output, streaming it (r /dev/zero
// ends at the output limit or the timeout). GNU silently ignores files it
// cannot read.
func (s *sedRun) appendFile(name string) {
	var r io.Reader
	if name == "/dev/stdin" {
		r = s.inv.Stdin
	} else {
		f, err := vfs.Open(s.ctx, s.inv.FS, s.inv.Path(name))
		if err != nil {
			return
		}
		defer f.Close()
		r = f
	}
	buf := make([]byte, 32*1024)
	for s.writeErr == nil && s.ctx.Err() == nil {
		n, err := r.Read(buf)
		if n > 0 {
			s.writeText(string(buf[:n]))
			s.out.missingNL = buf[n-1] != '\n'
		}
		if err != nil {
			return
		}
	}
}

// execute runs a command for e: with text, its output is printed; without,
// the pattern space is run and replaced by the output.
func (s *sedRun) execute(text string) error {
	if s.inv.Script == nil {
		return &sedError{"e command: no shell available"}
	}
	buf := &limitedBuffer{max: s.maxBytes}
	script := text
	if script == "" {
		script = string(s.ps)
	}
	s.out.w.Flush()
	s.inv.Script(s.ctx, script, strings.NewReader(""), buf, s.inv.Stderr)
	if buf.full {
		return &sedError{fmt.Sprintf("e command: output larger than %d bytes", s.maxBytes)}
	}
	if text != "" {
		s.writeText(buf.String())
		return nil
	}
	s.ps = append(s.ps[:0], bytes.TrimSuffix(buf.Bytes(), []byte("\n"))...)
	return nil
}

func (s *sedRun) substitute(c *sedCmd) error {
	re := c.re
	if re == nil {
		re = s.lastRe
		if re == nil {
			return &sedError{"no previous regular expression"}
		}
	}
	s.lastRe = re
	n := c.nth
	if c.global {
		n = -1
	}
	locs, err := re.FindAllSubmatchIndex(s.ps, n)
	if err != nil {
		return err
	}
	if re.SplitsCharacters() {
		if locs, err = re.FindAllSubmatchIndex(s.ps, -1); err != nil {
			return err
		}
		locs = sedSplitEmpty(s.ps, locs, n)
	}
	if s.debug != nil && len(locs) > 0 {
		s.debug.registers(s.ps, locs[0])
	}
	if len(locs) < c.nth {
		return nil
	}
	var out []byte
	prev := 0
	for i, loc := range locs {
		if i+1 < c.nth {
			continue
		}
		out = append(out, s.ps[prev:loc[0]]...)
		out = s.expandRepl(out, c.repl, loc)
		prev = loc[1]
		if len(out) > s.maxBytes {
			return &sedError{fmt.Sprintf("pattern or hold space larger than %d bytes", s.maxBytes)}
		}
	}
	out = append(out, s.ps[prev:]...)
	s.ps = out
	s.tflag = true
	if c.sEval {
		if err := s.execute(""); err != nil {
			return err
		}
	}
	for i := 0; i < c.sPrint; i++ {
		s.write(s.out, s.ps, s.psNL)
	}
	if c.wfile != "" {
		if o := s.outFor(c.wfile); o != nil {
			s.write(o, s.ps, s.psNL)
		}
	}
	return nil
}

// expandRepl appends the replacement for one match, applying \L \U \l \u \E.
func (s *sedRun) expandRepl(out []byte, repl []sedRepl, loc []int) []byte {
	var mode, once byte
	add := func(text []byte) {
		for len(text) > 0 {
			r, n := utf8.DecodeRune(text)
			if s.bytes {
				// The C locale: a byte, whose case only ASCII's has.
				r, n = rune(text[0]), 1
			}
			piece := text[:n]
			text = text[n:]
			var conv byte = mode
			if once != 0 {
				conv, once = once, 0
			}
			switch {
			case conv != 0 && (s.bytes && r >= utf8.RuneSelf || r == utf8.RuneError && n == 1):
				// A byte that is no character of the locale: GNU sed
				// converts the failed decoding (WEOF), which is 0xff.
				out = append(out, 0xff)
			case conv == 'U' || conv == 'u':
				out = utf8.AppendRune(out, unicode.ToUpper(r))
			case conv == 'L' || conv == 'l':
				out = utf8.AppendRune(out, unicode.ToLower(r))
			default:
				out = append(out, piece...)
			}
		}
	}
	for _, p := range repl {
		switch p.conv {
		case 'L', 'U':
			mode, once = p.conv, 0
		case 'E':
			mode, once = 0, 0
		case 'l', 'u':
			once = p.conv
		}
		if p.group < 0 {
			add([]byte(p.lit))
			continue
		}
		if 2*p.group+1 < len(loc) && loc[2*p.group] >= 0 {
			add(s.ps[loc[2*p.group]:loc[2*p.group+1]])
		}
	}
	return out
}

// sedSplitEmpty copies a glibc quirk (see regex.SplitsCharacters): an
// ASCII-only pattern that matches the empty string also matches between
// the bytes of each multibyte character (s/x*/-/g on "é" gives
// "-\xc3-\xa9-").
func sedSplitEmpty(ps []byte, locs [][]int, n int) [][]int {
	var out [][]int
	next := 0
	for i := 0; i < len(ps); {
		_, w := utf8.DecodeRune(ps[i:])
		for ; next < len(locs) && locs[next][0] <= i; next++ {
			out = append(out, locs[next])
		}
		for j := 1; j < w; j++ {
			e := make([]int, 2)
			e[0], e[1] = i+j, i+j
			out = append(out, e)
		}
		i += w
	}
	out = append(out, locs[next:]...)
	if n >= 0 && len(out) > n {
		out = out[:n]
	}
	return out
}

func sedTranslate(ps []byte, from, to []rune, bytes bool) []byte {
	var out []byte
	if bytes {
		// The C locale: from and to are bytes.
		var table [256]int16
		for i := range table {
			table[i] = -1
		}
		for i := len(from) - 1; i >= 0; i-- {
			table[byte(from[i])] = int16(byte(to[i]))
		}
		out = make([]byte, len(ps))
		for i, c := range ps {
			out[i] = c
			if t := table[c]; t >= 0 {
				out[i] = byte(t)
			}
		}
		return out
	}
	for len(ps) > 0 {
		r, n := utf8.DecodeRune(ps)
		done := false
		for i, f := range from {
			if f == r && !(r == utf8.RuneError && n == 1) {
				out = utf8.AppendRune(out, to[i])
				done = true
				break
			}
		}
		if !done {
			out = append(out, ps[:n]...)
		}
		ps = ps[n:]
	}
	return out
}

// sedEscapeL formats the pattern space for l: C escapes, octal for other
// bytes, lines wrapped at width-1 characters with "\", and a final "$".
func sedEscapeL(ps []byte, width int, eol byte) string {
	var b strings.Builder
	col := 0
	emit := func(s string) {
		if width > 0 && col+len(s) > width-1 {
			b.WriteString("\\\n")
			col = 0
		}
		b.WriteString(s)
		col += len(s)
	}
	for _, c := range ps {
		switch c {
		case '\\':
			emit(`\\`)
		case '\a':
			emit(`\a`)
		case '\b':
			emit(`\b`)
		case '\f':
			emit(`\f`)
		case '\n':
			emit(`\n`)
		case '\r':
			emit(`\r`)
		case '\t':
			emit(`\t`)
		case '\v':
			emit(`\v`)
		default:
			if c < 0x20 || c >= 0x7f {
				emit(fmt.Sprintf("\\%03o", c))
			} else {
				emit(string(c))
			}
		}
	}
	b.WriteByte('$')
	b.WriteByte(eol)
	return b.String()
}
