package commands

// Helpers shared by the text commands (head, tail, wc, sort, ...).

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"io/fs"
	"math"
	"strconv"
	"strings"
	"unicode"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

// ctxCheckEvery is how many loop iterations pass between ctx checks in hot
// loops.
const ctxCheckEvery = 1024

// openText opens an operand for reading, "-" being stdin. A directory opens
// but fails on the first read with EISDIR, as read(2) does on Linux, so the
// caller's read-error path prints the GNU message.
func openText(ctx context.Context, inv *shell.Invocation, name string) (io.Reader, func(), error) {
	if name == "-" {
		return stdinReader(ctx, inv), func() {}, nil
	}
	if name == "" {
		// open("") is ENOENT, not the working directory.
		return nil, nil, vfs.PathError("open", name, vfs.ErrNotExist)
	}
	f, err := vfs.Open(ctx, inv.FS, inv.Path(name))
	if err != nil {
		return nil, nil, err
	}
	if fi, err := f.Stat(); err == nil && fi.IsDir() {
		f.Close()
		return errReader{vfs.PathError("read", name, vfs.ErrIsDir)}, func() {}, nil
	}
	return ctxReader{ctx, f}, func() { f.Close() }, nil
}

// statSize returns the size of a regular file operand, and false for
// directories, pipes and missing files. "-" is standard input, fstat'ed as
// GNU does: a file redirected in has its size, a closed one fails.
func statSize(ctx context.Context, inv *shell.Invocation, name string) (int64, bool, error) {
	fi, err := operandStat(ctx, inv, name)
	if fi == nil || err != nil {
		return 0, false, err
	}
	return fi.Size(), fi.Mode().IsRegular(), nil
}

type errReader struct{ err error }

func (r errReader) Read([]byte) (int, error) { return 0, r.err }

// ctxReader fails reads once ctx is done, so every read loop honours
// cancellation.
type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (r ctxReader) Read(p []byte) (int, error) {
	if err := r.ctx.Err(); err != nil {
		return 0, err
	}
	return r.r.Read(p)
}

// unreadAhead moves a regular file's offset back over the n bytes a
// command read ahead of what it used: GNU head -n and grep -m leave their
// standard input just after the lines they used, for the next command of
// a group to read on. Pipes, here-documents and devices do not seek back.
func unreadAhead(r io.Reader, n int) {
	if cr, ok := r.(ctxReader); ok {
		r = cr.r
	}
	f, ok := r.(interface {
		io.Seeker
		Stat() (fs.FileInfo, error)
	})
	if n <= 0 || !ok {
		return
	}
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		return
	}
	f.Seek(-int64(n), io.SeekCurrent)
}

// stdinReader wraps inv.Stdin with ctx checks.
func stdinReader(ctx context.Context, inv *shell.Invocation) io.Reader {
	return ctxReader{ctx, inv.Stdin}
}

// lineReader reads delimiter-terminated records of any length.
type lineReader struct {
	br    *bufio.Reader
	delim byte
	buf   []byte
}

func newLineReader(r io.Reader, delim byte) *lineReader {
	return &lineReader{br: bufio.NewReaderSize(r, 64<<10), delim: delim}
}

// next returns the next record including its delimiter (absent on a last
// unterminated record). The slice is valid until the next call. At the end
// it returns io.EOF with no data.
func (l *lineReader) next() ([]byte, error) {
	line, err := l.br.ReadSlice(l.delim)
	if err == nil {
		return line, nil
	}
	if err == bufio.ErrBufferFull {
		l.buf = append(l.buf[:0], line...)
		for {
			line, err = l.br.ReadSlice(l.delim)
			l.buf = append(l.buf, line...)
			if err != bufio.ErrBufferFull {
				break
			}
		}
		line = l.buf
	}
	if err == io.EOF {
		if len(line) == 0 {
			return nil, io.EOF
		}
		return line, nil
	}
	return line, err
}

// trimDelim strips a trailing delimiter.
func trimDelim(line []byte, delim byte) []byte {
	if n := len(line); n > 0 && line[n-1] == delim {
		return line[:n-1]
	}
	return line
}

// quoteArg quotes a value in a diagnostic as GNU's quote() does in a UTF-8
// locale: ‘x’.
func quoteArg(s string) string {
	var b strings.Builder
	b.WriteString("‘")
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\\':
			b.WriteString(`\\`)
		case c == '\n':
			b.WriteString(`\n`)
		case c == '\t':
			b.WriteString(`\t`)
		case c >= '\a' && c <= '\r':
			// C's named escapes, as quotearg writes them.
			b.WriteString(`\` + string("abtnvfr"[c-'\a']))
		case c < 0x20 || c == 0x7f:
			b.WriteString("\\" + strconv.FormatInt(int64(c)+01000, 8)[1:])
		default:
			b.WriteByte(c)
		}
	}
	b.WriteString("’")
	return b.String()
}

// quoteName quotes a file name as GNU's quotef does: as is when it needs
// no shell quoting, else shell-quoted (gnulib's shell-escape style).
func quoteName(s string) string { return quoteRestyled(s, qsShellEscape, false, ":") }

// quoteFile quotes a file name as GNU's quoteaf does: always shell-quoted
// ('x'), gnulib's shell-escape-always style.
func quoteFile(s string) string { return quoteRestyled(s, qsShellEscapeAlways, false, "") }

// shellQuote quotes s for a shell command line: single quotes, with
// control characters and invalid bytes as $'\ooo' pieces.
func shellQuote(s string) string { return quoteFile(s) }

// parseSize parses a GNU count with an optional multiplier suffix (b, k, K,
// kB, KiB, M, MB, MiB, ... up to Q), as head, tail and od accept. It
// saturates at math.MaxInt64. ok is false on a malformed value.
func parseSize(s string, allowB bool) (n int64, ok bool) {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 0 {
		return 0, false
	}
	v, err := strconv.ParseUint(s[:i], 10, 64)
	overflow := err != nil
	mult, ok := sizeSuffix(s[i:], allowB)
	if !ok {
		return 0, false
	}
	if overflow || (mult != 0 && v > math.MaxInt64/mult) || v > math.MaxInt64 {
		return math.MaxInt64, true
	}
	return int64(v * mult), true
}

func sizeSuffix(suf string, allowB bool) (uint64, bool) {
	if suf == "" {
		return 1, true
	}
	if suf == "b" && allowB {
		return 512, true
	}
	if suf == "B" {
		return 0, false
	}
	units := "kKMGTPEZY"
	c := suf[0]
	if c == 'k' {
		c = 'K'
	}
	p := strings.IndexByte(units[1:], c)
	if p < 0 {
		return 0, false
	}
	base := uint64(1024)
	switch suf[1:] {
	case "", "iB":
	case "B":
		base = 1000
	default:
		return 0, false
	}
	m := uint64(1)
	for k := 0; k <= p; k++ {
		if m > math.MaxUint64/base {
			return math.MaxUint64, true
		}
		m *= base
	}
	return m, true
}

// runeWidth returns the terminal column width of r as glibc's wcwidth does
// in a UTF-8 locale: 0 for combining and format characters, 2 for East
// Asian wide characters, -1 for non-printable ones.
func runeWidth(r rune) int {
	switch {
	case r < 0x20 || (r >= 0x7f && r < 0xa0):
		return -1
	case r == 0xad:
		return 1
	case unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Me, r) || unicode.Is(unicode.Cf, r) ||
		(r >= 0x1160 && r <= 0x11ff) || r == 0x200b:
		return 0
	case !unicode.IsPrint(r) && !unicode.IsSpace(r) && !unicode.Is(unicode.Co, r):
		return -1
	case isWide(r):
		return 2
	}
	return 1
}

var wideRanges = [][2]rune{
	{0x1100, 0x115f}, {0x231a, 0x231b}, {0x2329, 0x232a}, {0x23e9, 0x23ec},
	{0x23f0, 0x23f0}, {0x23f3, 0x23f3}, {0x25fd, 0x25fe}, {0x2614, 0x2615},
	{0x2648, 0x2653}, {0x267f, 0x267f}, {0x2693, 0x2693}, {0x26a1, 0x26a1},
	{0x26aa, 0x26ab}, {0x26bd, 0x26be}, {0x26c4, 0x26c5}, {0x26ce, 0x26ce},
	{0x26d4, 0x26d4}, {0x26ea, 0x26ea}, {0x26f2, 0x26f3}, {0x26f5, 0x26f5},
	{0x26fa, 0x26fa}, {0x26fd, 0x26fd}, {0x2705, 0x2705}, {0x270a, 0x270b},
	{0x2728, 0x2728}, {0x274c, 0x274c}, {0x274e, 0x274e}, {0x2753, 0x2755},
	{0x2757, 0x2757}, {0x2795, 0x2797}, {0x27b0, 0x27b0}, {0x27bf, 0x27bf},
	{0x2b1b, 0x2b1c}, {0x2b50, 0x2b50}, {0x2b55, 0x2b55}, {0x2e80, 0x303e},
	{0x3041, 0x33ff}, {0x3400, 0x4dbf}, {0x4e00, 0x9fff}, {0xa000, 0xa4cf},
	{0xa960, 0xa97f}, {0xac00, 0xd7a3}, {0xf900, 0xfaff}, {0xfe10, 0xfe19},
	{0xfe30, 0xfe6f}, {0xff00, 0xff60}, {0xffe0, 0xffe6}, {0x16fe0, 0x16fe4},
	{0x17000, 0x18cff}, {0x1b000, 0x1b2ff}, {0x1f004, 0x1f004}, {0x1f0cf, 0x1f0cf},
	{0x1f18e, 0x1f18e}, {0x1f191, 0x1f19a}, {0x1f200, 0x1f202}, {0x1f210, 0x1f23b},
	{0x1f240, 0x1f248}, {0x1f250, 0x1f251}, {0x1f260, 0x1f265}, {0x1f300, 0x1f320},
	{0x1f32d, 0x1f335}, {0x1f337, 0x1f37c}, {0x1f37e, 0x1f393}, {0x1f3a0, 0x1f3ca},
	{0x1f3cf, 0x1f3d3}, {0x1f3e0, 0x1f3f0}, {0x1f3f4, 0x1f3f4}, {0x1f3f8, 0x1f43e},
	{0x1f440, 0x1f440}, {0x1f442, 0x1f4fc}, {0x1f4ff, 0x1f53d}, {0x1f54b, 0x1f54e},
	{0x1f550, 0x1f567}, {0x1f57a, 0x1f57a}, {0x1f595, 0x1f596}, {0x1f5a4, 0x1f5a4},
	{0x1f5fb, 0x1f64f}, {0x1f680, 0x1f6c5}, {0x1f6cc, 0x1f6cc}, {0x1f6d0, 0x1f6d2},
	{0x1f6d5, 0x1f6d7}, {0x1f6eb, 0x1f6ec}, {0x1f6f4, 0x1f6fc}, {0x1f7e0, 0x1f7eb},
	{0x1f90c, 0x1f93a}, {0x1f93c, 0x1f945}, {0x1f947, 0x1f9ff}, {0x1fa70, 0x1faff},
	{0x20000, 0x2fffd}, {0x30000, 0x3fffd},
}

func isWide(r rune) bool {
	if r < 0x1100 {
		return false
	}
	for _, rg := range wideRanges {
		if r < rg[0] {
			return false
		}
		if r <= rg[1] {
			return true
		}
	}
	return false
}

// isBlank reports a blank (space or tab) in the C locale sense.
func isBlank(c byte) bool { return c == ' ' || c == '\t' }

// isSpaceByte is C isspace.
func isSpaceByte(c byte) bool {
	return c == ' ' || (c >= '\t' && c <= '\r')
}

// eachInput runs part on each of files (none: standard input), opened in
// turn, as cat, cut, fold and nl read theirs. A file that cannot be
// opened or read is reported and skipped; part's write error (werr), or
// a read failing because ctx ended, stops it with status 1, quietly.
func eachInput(ctx context.Context, inv *shell.Invocation, files []string, part func(r io.Reader) (rerr, werr error)) int {
	return eachNamedInput(ctx, inv, files, func(_ string, r io.Reader) (rerr, werr error) { return part(r) })
}

// eachNamedInput is eachInput with the operand's name given to part.
func eachNamedInput(ctx context.Context, inv *shell.Invocation, files []string, part func(name string, r io.Reader) (rerr, werr error)) int {
	if len(files) == 0 {
		files = []string{"-"}
	}
	status := 0
	for _, name := range files {
		r, closeFn, err := openText(ctx, inv, name)
		if err != nil {
			fileError(inv, quoteName(name), err)
			status = 1
			continue
		}
		rerr, werr := part(name, r)
		closeFn()
		if werr != nil {
			return 1
		}
		if rerr != nil {
			if ctx.Err() != nil {
				return 1
			}
			fileError(inv, quoteName(name), rerr)
			status = 1
		}
	}
	return status
}

// eachLine runs fn on each line of r (with its delim, if it has one)
// until fn fails (werr) or reading does (rerr).
func eachLine(r io.Reader, delim byte, fn func(line []byte) error) (rerr, werr error) {
	lr := newLineReader(r, delim)
	for {
		line, err := lr.next()
		if err == io.EOF {
			return nil, nil
		}
		if err != nil {
			return err, nil
		}
		if err := fn(line); err != nil {
			return nil, err
		}
	}
}

// copyParts is head's and tail's loop over their files: each file's part
// (what part copies from r to w, delim ending its lines) under an
// "==> name <==" header when there is more than one file or -v came last
// (-q: none), as GNU prints them; a file that cannot be opened or read is
// reported and skipped. order is the flags as given.
func copyParts(ctx context.Context, inv *shell.Invocation, files, order []string, delim byte, part func(r io.Reader, w io.Writer, delim byte) (rerr, werr error)) int {
	headers := len(files) > 1
	for _, o := range order {
		switch o {
		case "q", "quiet", "silent":
			headers = false
		case "v", "verbose":
			headers = true
		}
	}
	if len(files) == 0 {
		files = []string{"-"}
	}
	out, release := bufferedStdout(inv, 4096)
	defer release()
	status := 0
	first := true // no header written yet
	for _, name := range files {
		if ctx.Err() != nil {
			return 1
		}
		r, closeFn, err := openText(ctx, inv, name)
		if err != nil {
			errorf(inv, "cannot open %s for reading: %s", quoteFile(name), vfs.Strerror(err))
			status = 1
			continue
		}
		if headers {
			if writeHeader(out, name, first) != nil {
				closeFn()
				return 1
			}
			first = false
		}
		rerr, werr := part(r, out, delim)
		closeFn()
		if werr != nil {
			return 1
		}
		if rerr != nil {
			if ctx.Err() != nil {
				return 1
			}
			n := name
			if n == "-" {
				n = "standard input"
			}
			errorf(inv, "error reading %s: %s", quoteFile(n), vfs.Strerror(rerr))
			status = 1
		}
	}
	if out.Flush() != nil {
		return 1
	}
	return status
}

// twoOperands reports, as comm and join do, operands that are not two
// files; quote quotes an extra one in the message.
func twoOperands(inv *shell.Invocation, ops []string, quote func(string) string) bool {
	switch {
	case len(ops) == 0:
		operandError(inv, "missing operand")
	case len(ops) == 1:
		operandError(inv, "missing operand after %s", quoteArg(ops[0]))
	case len(ops) > 2:
		operandError(inv, "extra operand %s", quote(ops[2]))
	default:
		return true
	}
	return false
}

// checkOrderMode is comm's and join's order checking from their flags as
// given (the last of --check-order and --nocheck-order wins): 1 on, -1
// off, 0 the default.
func checkOrderMode(order []string) int {
	check := 0
	for _, o := range order {
		switch o {
		case "check-order":
			check = 1
		case "nocheck-order":
			check = -1
		}
	}
	return check
}

// writeHeader prints tail/head's "==> name <==" file header.
func writeHeader(w io.Writer, name string, first bool) error {
	if name == "-" {
		name = "standard input"
	}
	prefix := "\n"
	if first {
		prefix = ""
	}
	_, err := io.WriteString(w, prefix+"==> "+name+" <==\n")
	return err
}

// isPathErr reports whether err came from opening or reading a file (as
// opposed to a failed write to stdout).
func isPathErr(err error) bool {
	var pe *fs.PathError
	return errors.As(err, &pe)
}

// bytesIndexAny is bytes.IndexByte for a set of delimiters.
func bytesIndexAny(b []byte, set []byte) int {
	if len(set) == 1 {
		return bytes.IndexByte(b, set[0])
	}
	for i, c := range b {
		if bytes.IndexByte(set, c) >= 0 {
			return i
		}
	}
	return -1
}

// copyData copies up to n bytes (n < 0: all) from r to w, returning the
// read error and the write error separately.
func copyData(w io.Writer, r io.Reader, n int64) (rerr, werr error) {
	buf := make([]byte, 32<<10)
	for n != 0 {
		p := buf
		if n > 0 && int64(len(p)) > n {
			p = p[:n]
		}
		k, err := r.Read(p)
		if k > 0 {
			if _, werr := w.Write(p[:k]); werr != nil {
				return nil, werr
			}
			if n > 0 {
				n -= int64(k)
			}
		}
		if err == io.EOF {
			return nil, nil
		}
		if err != nil {
			return err, nil
		}
	}
	return nil, nil
}

// createPerm is the mode of a file a command creates: 0666 less the umask.
func createPerm(umask uint32) fs.FileMode { return fs.FileMode(0o666 &^ umask) }

// A holder counts the bytes a command keeps for the script (sort's and
// tac's buffered input), for the memory guard (shell.Invocation.Hold).
type holder struct {
	inv *shell.Invocation
	n   int64
}

func (h *holder) hold(n int64) {
	h.n += n
	h.inv.Hold(n)
}

// release lets go of everything held.
func (h *holder) release() {
	h.inv.Hold(-h.n)
	h.n = 0
}

// reader holds what it reads from r as it arrives, so that a command
// buffering an endless input is seen growing while it reads.
func (h *holder) reader(r io.Reader) io.Reader { return &heldReader{r, h} }

type heldReader struct {
	r io.Reader
	h *holder
}

func (r *heldReader) Read(p []byte) (int, error) {
	n, err := r.r.Read(p)
	r.h.hold(int64(n))
	return n, err
}

// stdoutFile is the identity of the regular file standard output writes
// to (a redirection to a file), nil for a pipe, a device or a terminal.
func stdoutFile(inv *shell.Invocation) *vfs.StatT {
	s, ok := inv.Stdout.(interface{ Stat() (fs.FileInfo, error) })
	if !ok {
		return nil
	}
	fi, err := s.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		return nil
	}
	if st := vfs.Stat(fi); st != nil && st.Ino != 0 {
		return st
	}
	return nil
}

// isFile reports whether fi is the regular file out names, as GNU's
// SAME_INODE test (cat and grep refuse to read the file they write).
func isFile(fi fs.FileInfo, out *vfs.StatT) bool {
	if out == nil || fi == nil || !fi.Mode().IsRegular() {
		return false
	}
	st := vfs.Stat(fi)
	return st != nil && st.Dev == out.Dev && st.Ino == out.Ino
}

// operandStat stats an operand as it will be read: "-" is standard
// input, fstat'ed (nil, and no error, when it is not a file of the FS).
func operandStat(ctx context.Context, inv *shell.Invocation, name string) (fs.FileInfo, error) {
	if name == "-" {
		s, ok := inv.Stdin.(interface{ Stat() (fs.FileInfo, error) })
		if !ok {
			return nil, nil
		}
		return s.Stat()
	}
	return inv.FS.Stat(ctx, inv.Path(name))
}

// operandInfo is operandStat without its error.
func operandInfo(ctx context.Context, inv *shell.Invocation, name string) fs.FileInfo {
	fi, err := operandStat(ctx, inv, name)
	if err != nil {
		return nil
	}
	return fi
}

// errCatInputIsOutput and errGrepInputIsOutput refuse to read the file
// the command writes, which would grow it for ever.
var (
	errCatInputIsOutput  = errors.New("input file is output file")
	errGrepInputIsOutput = errors.New("input file is also the output")
)
