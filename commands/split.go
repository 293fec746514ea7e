package commands

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"io/fs"
	"math"
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/internal/limits"
	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "split",
		Summary: "split a file into pieces",
		Usage:   splitUsage,
		Run:     runSplit,
	})
}

const splitUsage = `Usage: split [OPTION]... [FILE [PREFIX]]
Output pieces of FILE to PREFIXaa, PREFIXab, ...;
default size is 1000 lines, and default PREFIX is 'x'.

With no FILE, or when FILE is -, read standard input.

Mandatory arguments to long options are mandatory for short options too.
  -a, --suffix-length=N   generate suffixes of length N (default 2)
      --additional-suffix=SUFFIX  append an additional SUFFIX to file names
  -b, --bytes=SIZE        put SIZE bytes per output file
  -C, --line-bytes=SIZE   put at most SIZE bytes of records per output file
  -d                      use numeric suffixes starting at 0, not alphabetic
      --numeric-suffixes[=FROM]  same as -d, but allow setting the start value
  -x                      use hex suffixes starting at 0, not alphabetic
      --hex-suffixes[=FROM]  same as -x, but allow setting the start value
  -e, --elide-empty-files  do not generate empty output files with '-n'
      --filter=COMMAND    write to shell COMMAND; file name is $FILE
  -l, --lines=NUMBER      put NUMBER lines/records per output file
  -n, --number=CHUNKS     generate CHUNKS output files; see explanation below
  -u, --unbuffered        immediately copy input to output with '-n r/...'
                            (here -n r/... always does)
  -t, --separator=SEP     use SEP instead of newline as the record separator;
                            '\0' (zero) specifies the NUL character
      --verbose           print a diagnostic just before each
                            output file is opened
      --help        display this help and exit

The SIZE argument is an integer and optional unit (example: 10K is 10*1024).
Units are K,M,G,T,P,E,Z,Y,R,Q (powers of 1024) or KB,MB,... (powers of 1000).
Binary prefixes can be used, too: KiB=K, MiB=M, and so on.

CHUNKS may be:
  N       split into N files based on size of input
  K/N     output Kth of N to stdout
  l/N     split into N files without splitting lines/records
  l/K/N   output Kth of N to stdout without splitting lines/records
  r/N     like 'l' but use round robin distribution
  r/K/N   likewise but only output Kth of N to stdout
`

// splitter names and writes the output files.
type splitter struct {
	ctx       context.Context
	inv       *shell.Invocation
	prefix    string
	addSuffix string
	alphabet  string
	suffixLen int
	auto      bool  // widen the suffix when exhausted (no -a given)
	index     []int // current suffix digits
	started   bool
	verbose   bool
	cur       vfs.File
	curW      *bufio.Writer
	err       string // a message already formatted
	// filter (--filter) is a command each piece is piped to, with FILE
	// its name, instead of a file: piece holds it until it is complete.
	filter  string
	piece   *bytes.Buffer
	pieceOf string
	pieces  map[string]*bytes.Buffer // -n r/N's, in rrOrder
	rrOrder []string
	// notes are --verbose's lines under --filter: GNU's standard output
	// is a buffered stream the filters' output, written at once, passes.
	notes      bytes.Buffer
	exitStatus int // the failed filter's status
}

// isOpen reports whether a piece is being written.
func (s *splitter) isOpen() bool { return s.cur != nil || s.piece != nil }

// runFilter pipes one piece to the --filter command, FILE set to its name.
func (s *splitter) runFilter(name string, data []byte) bool {
	if s.inv.Script == nil {
		s.err = "--filter: commands are disabled here"
		return false
	}
	script := "export FILE=" + shellQuote(name) + "\n" + s.filter
	if st := s.inv.Script(s.ctx, script, bytes.NewReader(data), s.inv.Stdout, s.inv.Stderr); st != 0 {
		s.err = fmt.Sprintf("with FILE=%s, exit %d from command: %s", quoteName(name), st, s.filter)
		s.exitStatus = st
		return false
	}
	return true
}

// nextName advances to the next file name, as GNU's next_file_name does:
// with an automatic suffix length, "zz" is never used, the names widen
// instead (xyz, then xzaaa).
func (s *splitter) nextName() (string, bool) {
	if !s.started {
		s.started = true
		if s.index == nil {
			s.index = make([]int, s.suffixLen)
		}
	} else {
		i := len(s.index) - 1
		for ; i >= 0; i-- {
			s.index[i]++
			if s.auto && i == 0 && s.index[0]+1 >= len(s.alphabet) {
				// Widen: the last letter joins the prefix.
				s.prefix += string(s.alphabet[len(s.alphabet)-1])
				s.index = make([]int, len(s.index)+1)
				break
			}
			if s.index[i] < len(s.alphabet) {
				break
			}
			s.index[i] = 0
		}
		if i < 0 {
			return "", false
		}
	}
	var b strings.Builder
	b.WriteString(s.prefix)
	for _, d := range s.index {
		b.WriteByte(s.alphabet[d])
	}
	b.WriteString(s.addSuffix)
	return b.String(), true
}

// open closes the current file and starts the next one.
func (s *splitter) open() bool {
	if !s.close() {
		return false
	}
	// A count from -n may ask for more files than a turn can make; the
	// shell reports the turn's end.
	if s.ctx.Err() != nil {
		return false
	}
	name, ok := s.nextName()
	if !ok {
		s.err = "output file suffixes exhausted"
		return false
	}
	if s.filter != "" {
		if s.verbose {
			fmt.Fprintf(&s.notes, "executing with FILE=%s\n", quoteName(name))
		}
		s.piece, s.pieceOf = &bytes.Buffer{}, name
		s.curW = s.writerTo(s.piece)
		return true
	}
	if s.verbose {
		fmt.Fprintf(s.inv.Stdout, "creating file %s\n", quoteFile(name))
	}
	f, err := s.inv.FS.OpenFile(s.ctx, s.inv.Path(name), vfs.O_WRONLY|vfs.O_CREATE|vfs.O_TRUNC, fs.FileMode(0o666&^s.inv.Umask))
	if err != nil {
		s.err = fmt.Sprintf("%s: %s", quoteName(name), vfs.Strerror(err))
		return false
	}
	s.cur, s.curW = f, s.writerTo(f)
	return true
}

// writerTo is the one buffered writer of the splitter, reset onto w: a
// piece is flushed before the next is opened, and -n 2147483648 makes
// 100,000 files before the file system is full, which at 32 KiB each
// made gigabytes of garbage.
func (s *splitter) writerTo(w io.Writer) *bufio.Writer {
	if s.curW == nil {
		s.curW = bufio.NewWriterSize(w, 32<<10)
	} else {
		s.curW.Reset(w)
	}
	return s.curW
}

func (s *splitter) write(p []byte) bool {
	if _, err := s.curW.Write(p); err != nil {
		name, _ := s.currentName()
		s.err = fmt.Sprintf("%s: %s", quoteName(name), vfs.Strerror(err))
		return false
	}
	return true
}

func (s *splitter) currentName() (string, bool) {
	var b strings.Builder
	b.WriteString(s.prefix)
	for _, d := range s.index {
		b.WriteByte(s.alphabet[d])
	}
	return b.String() + s.addSuffix, true
}

func (s *splitter) close() bool {
	if s.piece != nil {
		s.curW.Flush()
		p, name := s.piece, s.pieceOf
		s.piece = nil
		return s.runFilter(name, p.Bytes())
	}
	if s.cur == nil {
		return true
	}
	err := s.curW.Flush()
	if cerr := s.cur.Close(); err == nil {
		err = cerr
	}
	s.cur = nil
	if err != nil {
		name, _ := s.currentName()
		s.err = fmt.Sprintf("%s: %s", quoteName(name), vfs.Strerror(err))
		return false
	}
	return true
}

func runSplit(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("split")
	var mode byte // 'l', 'b', 'n'
	var modeArg string
	var conflict bool
	setMode := func(m byte) func(string) error {
		return func(v string) error {
			if mode != 0 && mode != m {
				conflict = true
			}
			mode, modeArg = m, v
			return nil
		}
	}
	f.Func('l', "lines", true, setMode('l'))
	f.Func('b', "bytes", true, setMode('b'))
	f.Func('n', "number", true, setMode('n'))
	f.Func('C', "line-bytes", true, setMode('C'))
	suffixLenArg := f.String('a', "suffix-length", "")
	addSuffix := f.String(0, "additional-suffix", "")
	alphabet := "abcdefghijklmnopqrstuvwxyz"
	from := ""
	f.Func('d', "", false, func(string) error { alphabet, from = "0123456789", ""; return nil })
	f.Func('x', "", false, func(string) error { alphabet, from = "0123456789abcdef", ""; return nil })
	f.add(&flagDef{long: "numeric-suffixes", hasValue: true, optional: true, set: func(v string) error {
		alphabet, from = "0123456789", v
		return nil
	}})
	f.add(&flagDef{long: "hex-suffixes", hasValue: true, optional: true, set: func(v string) error {
		alphabet, from = "0123456789abcdef", v
		return nil
	}})
	elide := f.Bool('e', "elide-empty-files")
	sep := f.String('t', "separator", "\n")
	verbose := f.Bool(0, "verbose")
	filter := f.String(0, "filter", "")
	// -n r/ writes each record as it is read, -u or not.
	f.Bool('u', "unbuffered")
	// Obsolete -NUM means -l NUM.
	args := []string{inv.Args[0]}
	for i, a := range inv.Args[1:] {
		if a == "--" {
			args = append(args, inv.Args[1+i:]...)
			break
		}
		if len(a) > 1 && a[0] == '-' && a[1] >= '0' && a[1] <= '9' {
			a = "--lines=" + a[1:]
		}
		args = append(args, a)
	}
	saved := inv.Args
	inv.Args = args
	ops, status, done := parseFlags(inv, f, splitUsage, 1)
	inv.Args = saved
	if done {
		return status
	}
	if conflict {
		operandError(inv, "cannot split in more than one way")
		return 1
	}
	if len(ops) > 2 {
		operandError(inv, "extra operand %s", quoteArg(ops[2]))
		return 1
	}
	delim := byte('\n')
	if f.Seen("t") {
		switch {
		case *sep == "\\0":
			delim = 0
		case len(*sep) == 1:
			delim = (*sep)[0]
		case *sep == "":
			errorf(inv, "empty record separator")
			return 1
		default:
			errorf(inv, "multi-character separator %s", quoteArg(*sep))
			return 1
		}
	}
	s := &splitter{ctx: ctx, inv: inv, prefix: "x", addSuffix: *addSuffix, alphabet: alphabet, suffixLen: 2, verbose: *verbose}
	if strings.Contains(s.addSuffix, "/") {
		errorf(inv, "invalid suffix %s, contains directory separator", quoteArg(s.addSuffix))
		return 1
	}
	if len(ops) == 2 {
		s.prefix = ops[1]
	}
	name := "-"
	if len(ops) > 0 {
		name = ops[0]
	}
	if mode == 0 {
		mode, modeArg = 'l', "1000"
	}
	var count int64
	var chunkKind byte
	var chunkK, chunkN int64
	switch mode {
	case 'l':
		n, err := strconv.ParseInt(modeArg, 10, 64)
		if err != nil || n <= 0 {
			errorf(inv, "invalid number of lines: %s%s", quoteArg(modeArg), numRangeNote(err == nil && n <= 0 || numRangeErr(err)))
			return 1
		}
		count = n
	case 'b', 'C':
		n, msg := parseSuffixedInt(modeArg)
		if msg != "" || n <= 0 {
			errorf(inv, "invalid number of bytes: %s%s", quoteArg(modeArg), numRangeNote(msg == ""))
			return 1
		}
		count = n
	case 'n':
		var msg string
		chunkKind, chunkK, chunkN, msg = parseChunks(modeArg)
		if msg != "" {
			errorf(inv, "%s", msg)
			return 1
		}
	}
	auto := !f.Seen("a")
	if f.Seen("a") {
		n, err := strconv.Atoi(*suffixLenArg)
		if err != nil || n < 0 {
			errorf(inv, "invalid suffix length: %s", quoteArg(*suffixLenArg))
			return 1
		}
		// The suffix is built as digits per character: bound it first.
		if _, err := budget(inv).AllocN(int64(n), 8); err != nil {
			errorf(inv, "%s", limits.ErrTooLarge)
			return 1
		}
		if n > 0 {
			s.suffixLen = n
		}
	}
	if from != "" {
		// GNU takes FROM's characters as the suffix's own (so
		// --hex-suffixes=10 starts at x10), after any leading zeros.
		kind := "numerical"
		if len(alphabet) == 16 {
			kind = "hexadecimal"
		}
		if strings.Trim(from, alphabet) != "" {
			operandError(inv, "%s: invalid start value for %s suffix", quoteArg(from), kind)
			return 1
		}
		if t := strings.TrimLeft(from, "0"); t != "" {
			from = t
		} else {
			from = "0"
		}
	}
	if mode == 'n' {
		// Enough suffix characters for N files, counted from a decimal
		// FROM below N as GNU's set_suffix_length counts them.
		last := chunkN
		if v, err := strconv.ParseInt(from, 10, 64); err == nil && v < chunkN && v <= math.MaxInt64-chunkN {
			last += v
		}
		need := 1
		for v, base := int64(len(alphabet)), int64(len(alphabet)); v < last; v *= base {
			need++
			if v > math.MaxInt64/base {
				break // base^need is past any int64 count
			}
		}
		if !f.Seen("a") && need > s.suffixLen {
			s.suffixLen = need
		} else if f.Seen("a") && need > s.suffixLen {
			errorf(inv, "the suffix length needs to be at least %d", need)
			return 1
		}
		auto = false
	}
	if from != "" {
		if len(from) > s.suffixLen {
			operandError(inv, "numerical suffix start value is too large for the suffix length")
			return 1
		}
		s.index = make([]int, s.suffixLen)
		for i := range len(from) {
			s.index[s.suffixLen-len(from)+i] = strings.IndexByte(alphabet, from[i])
		}
		auto = false
	}
	s.auto = auto
	s.filter = *filter
	var in io.Reader
	var closeIn func()
	if name == "-" {
		in, closeIn = stdinReader(ctx, inv), func() {}
	} else {
		r, c, err := openText(ctx, inv, name)
		if err != nil {
			errorf(inv, "cannot open %s for reading: %s", quoteFile(name), vfs.Strerror(err))
			return 1
		}
		in, closeIn = r, c
	}
	defer closeIn()
	var ok bool
	switch mode {
	case 'l':
		ok = splitByLines(s, in, count, delim)
	case 'b':
		ok = splitByBytes(s, in, count)
	case 'C':
		ok = splitByLineBytes(s, in, count, delim)
	case 'n':
		if chunkKind == 'r' {
			ok = splitRoundRobin(s, in, chunkK, chunkN, delim, *elide)
			break
		}
		if name == "-" {
			if _, seek := inv.Stdin.(io.Seeker); !seek {
				errorf(inv, "-: cannot determine file size")
				return 1
			}
		}
		// A file whose size says nothing (st_size 0: /dev/zero, /proc)
		// is read to find it; GNU gives up once its buffer is full.
		limit := int64(-1)
		if name != "-" {
			if fi, err := inv.FS.Stat(ctx, inv.Path(name)); err == nil && fi.Size() == 0 {
				limit = splitSizeProbe
				in = io.LimitReader(in, limit+1)
			}
		}
		data, err := io.ReadAll(in)
		if err != nil {
			if ctx.Err() != nil {
				return 1
			}
			fileError(inv, name, err)
			return 1
		}
		if limit >= 0 && int64(len(data)) > limit {
			errorf(inv, "%s: cannot determine file size: Value too large for defined data type", quoteName(name))
			return 1
		}
		ok = splitByChunks(s, data, chunkKind, chunkK, chunkN, delim, *elide)
	}
	if ok {
		ok = s.close()
	}
	for _, n := range s.rrOrder {
		if !ok {
			break
		}
		ok = s.runFilter(n, s.pieces[n].Bytes())
	}
	// --verbose's lines under --filter come out at the end, as GNU's
	// buffered standard output is flushed at exit.
	defer inv.Stdout.Write(s.notes.Bytes())
	if !ok {
		if s.err != "" {
			errorf(inv, "%s", s.err)
		} else if ctx.Err() == nil {
			errorf(inv, "read error")
		}
		if s.exitStatus != 0 {
			return s.exitStatus
		}
		return 1
	}
	return 0
}

func numRangeNote(b bool) string {
	if b {
		return ": Numerical result out of range"
	}
	return ""
}

func numRangeErr(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}

// parseChunks parses -n's CHUNKS: N, K/N, l/N, l/K/N, r/N, r/K/N.
func parseChunks(v string) (kind byte, k, n int64, msg string) {
	parts := strings.Split(v, "/")
	if parts[0] == "l" || parts[0] == "r" {
		kind = parts[0][0]
		parts = parts[1:]
	}
	num := func(s, what string) (int64, string) {
		x, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return 0, fmt.Sprintf("invalid %s: %s%s", what, quoteArg(s), numRangeNote(numRangeErr(err)))
		}
		if x <= 0 {
			return 0, fmt.Sprintf("invalid %s: %s: Numerical result out of range", what, quoteArg(s))
		}
		return x, ""
	}
	switch len(parts) {
	case 1:
		n, msg = num(parts[0], "number of chunks")
	case 2:
		if k, msg = num(parts[0], "chunk number"); msg != "" {
			return
		}
		if n, msg = num(parts[1], "number of chunks"); msg != "" {
			return
		}
		if k > n {
			msg = fmt.Sprintf("invalid chunk number: %s: Numerical result out of range", quoteArg(parts[0]))
		}
	default:
		msg = fmt.Sprintf("invalid number of chunks: %s", quoteArg(v))
	}
	return
}

// splitByLines puts count records in each file.
func splitByLines(s *splitter, in io.Reader, count int64, delim byte) bool {
	br := bufio.NewReaderSize(in, 64<<10)
	var lines int64
	for {
		chunk, err := br.ReadSlice(delim)
		if len(chunk) > 0 {
			if !s.isOpen() || lines == count {
				if !s.open() {
					return false
				}
				lines = 0
			}
			if !s.write(chunk) {
				return false
			}
			if chunk[len(chunk)-1] == delim {
				lines++
			}
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err == io.EOF {
			return true
		}
		if err != nil {
			return false
		}
	}
}

// splitByBytes puts count bytes in each file.
func splitByBytes(s *splitter, in io.Reader, count int64) bool {
	buf := make([]byte, 64<<10)
	var left int64
	for {
		n, err := in.Read(buf)
		p := buf[:n]
		for len(p) > 0 {
			if !s.isOpen() || left == 0 {
				if !s.open() {
					return false
				}
				left = count
			}
			k := int64(len(p))
			if k > left {
				k = left
			}
			if !s.write(p[:k]) {
				return false
			}
			p = p[k:]
			left -= k
		}
		if err == io.EOF {
			return true
		}
		if err != nil {
			return false
		}
	}
}

// splitLineBytesBuf is GNU split's read size for a file (io_blksize's
// 128 KiB): -C's pieces depend on where its reads end.
const splitLineBytesBuf = 128 << 10

// splitByLineBytes implements -C: GNU's line_bytes_split, reading the
// input in splitLineBytesBuf pieces. Each file gets the whole records
// that fit in count bytes; a record longer than that is cut at count.
// The part of a record held back for the next file is at most count
// bytes and at most what was read.
func splitByLineBytes(s *splitter, in io.Reader, count int64, delim byte) bool {
	buf := make([]byte, splitLineBytesBuf)
	var nOut int64
	var hold []byte
	splitLine := false
	put := func(p []byte) bool {
		if nOut == 0 && !s.open() {
			return false
		}
		nOut += int64(len(p))
		return s.write(p)
	}
	for {
		n, err := io.ReadFull(in, buf)
		if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
			return false
		}
		sob := buf[:n]
		for len(sob) > 0 {
			rest, eoc := int64(0), false
			eol := -1
			if count-nOut-int64(len(hold)) <= int64(len(sob)) {
				rest, eoc = count-nOut-int64(len(hold)), true
				eol = bytes.LastIndexByte(sob[:rest], delim)
			} else {
				eol = bytes.LastIndexByte(sob, delim)
			}
			if len(hold) > 0 && !(eol < 0 && nOut > 0) {
				if !put(hold) {
					return false
				}
				hold = hold[:0]
			}
			if eol >= 0 {
				splitLine = true
				if !put(sob[:eol+1]) {
					return false
				}
				sob = sob[eol+1:]
				if eoc {
					rest -= int64(eol + 1)
				}
			}
			if len(sob) > 0 && !splitLine {
				w := int64(len(sob))
				if eoc {
					w = rest
				}
				if !put(sob[:w]) {
					return false
				}
				sob = sob[w:]
				if eoc {
					rest = 0
				}
			}
			if eoc && rest > 0 || !eoc && len(sob) > 0 {
				w := int64(len(sob))
				if eoc {
					w = rest
				}
				// A long record held across reads: its size is the
				// input's, checked as any allocation sized by input.
				if !budget(s.inv).Fits(int64(len(hold)) + w) {
					s.err = limits.ErrTooLarge.Error()
					return false
				}
				hold = append(hold, sob[:w]...)
				sob = sob[w:]
			}
			if eoc {
				nOut, splitLine = 0, false
			}
		}
		if n < len(buf) || s.ctx.Err() != nil {
			break
		}
	}
	if len(hold) > 0 {
		return put(hold)
	}
	return s.ctx.Err() == nil
}

// splitByChunks implements -n on the whole input.
func splitByChunks(s *splitter, data []byte, kind byte, k, n int64, delim byte, elide bool) bool {
	size := int64(len(data))
	out := s.inv.Stdout
	// emit writes p as chunk number no (1-based): to stdout when only
	// chunk k is wanted, else to the chunk's file.
	curNo := int64(0)
	emit := func(no int64, p []byte) bool {
		if k != 0 {
			if no == k {
				_, err := out.Write(p)
				return err == nil
			}
			return true
		}
		if no != curNo {
			// With -e an empty chunk gets no file and uses no name.
			if elide && len(p) == 0 {
				return s.ctx.Err() == nil
			}
			if !s.open() {
				return false
			}
			curNo = no
		}
		return s.write(p)
	}
	switch kind {
	case 0:
		// GNU gives each byte its own file when there are more files
		// than bytes.
		chunk := max(1, size/n)
		first, last := int64(1), n
		if k != 0 {
			// Only chunk k is printed: n may be 2^63-1.
			first, last = k, k
		}
		for i := first; i <= last; i++ {
			start, end := min(size, (i-1)*chunk), min(size, i*chunk)
			if i == n {
				end = size
			}
			if !emit(i, data[start:end]) {
				return false
			}
		}
	case 'l':
		chunk := max(1, size/n)
		no := int64(1)
		chunkEnd := chunk - 1
		pos := int64(0)
		for pos < size {
			skip := max(0, chunkEnd-pos)
			end := size
			next := false
			if skip < size-pos {
				if j := bytes.IndexByte(data[pos+skip:], delim); j >= 0 {
					end, next = pos+skip+int64(j)+1, true
				}
			}
			if !emit(no, data[pos:end]) {
				return false
			}
			pos = end
			// A long line may span whole chunks: they stay empty.
			for next || chunkEnd <= pos-1 {
				if !next && pos == size {
					break
				}
				no++
				if no == n {
					chunkEnd = size - 1
				} else {
					chunkEnd += chunk
				}
				if chunkEnd <= pos-1 {
					if !emit(no, nil) {
						return false
					}
				} else {
					next = false
				}
			}
		}
		last := n
		if k != 0 {
			last = min(n, k)
		}
		for i := no; i <= last; i++ {
			if !emit(i, nil) {
				return false
			}
		}
	}
	if k == 0 && !elide {
		for curNo < n {
			if !s.open() {
				return false
			}
			curNo++
		}
	}
	return true
}

// splitRoundRobin implements -n r/N and r/K/N, record by record as the
// input comes (what GNU's -u asks for; it needs no input size): record i
// goes to file i mod N, or to standard output when it is the K'th.
func splitRoundRobin(s *splitter, in io.Reader, k, n int64, delim byte, elide bool) bool {
	r := bufio.NewReaderSize(in, 64<<10)
	i := int64(0)
	first := true // the next piece starts record i
	for {
		piece, err := r.ReadSlice(delim)
		if len(piece) > 0 {
			if k == 0 {
				// Round robin keeps every file open in GNU; we reopen
				// for appending instead.
				if !splitAppend(s, i%n, piece, first && i < n) {
					return false
				}
			} else if i%n+1 == k {
				if _, werr := s.inv.Stdout.Write(piece); werr != nil {
					return false
				}
			}
			first = err != bufio.ErrBufferFull
			if first {
				i++
			}
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err == io.EOF {
			break
		}
		if err != nil || s.ctx.Err() != nil {
			return false
		}
	}
	if k == 0 && !elide {
		for ; i < n; i++ {
			if !splitAppend(s, i, nil, true) {
				return false
			}
		}
	}
	return true
}

// splitAppend writes p to round-robin file number idx (0-based),
// creating it when create is set.
func splitAppend(s *splitter, idx int64, p []byte, create bool) bool {
	if s.ctx.Err() != nil {
		return false
	}
	var b strings.Builder
	b.WriteString(s.prefix)
	digits := make([]int, s.suffixLen)
	base := int64(len(s.alphabet))
	v := idx
	if s.index != nil {
		// A --numeric-suffixes=FROM start.
		start := int64(0)
		for _, d := range s.index {
			start = start*base + int64(d)
		}
		v += start
	}
	for i := len(digits) - 1; i >= 0; i-- {
		digits[i] = int(v % base)
		v /= base
	}
	for _, d := range digits {
		b.WriteByte(s.alphabet[d])
	}
	name := b.String() + s.addSuffix
	if s.filter != "" {
		// Each piece is piped once complete (GNU keeps N pipes open).
		if s.pieces == nil {
			s.pieces = map[string]*bytes.Buffer{}
		}
		if s.pieces[name] == nil {
			if s.verbose {
				fmt.Fprintf(&s.notes, "executing with FILE=%s\n", quoteName(name))
			}
			s.pieces[name] = &bytes.Buffer{}
			s.rrOrder = append(s.rrOrder, name)
		}
		s.pieces[name].Write(p)
		return true
	}
	flag := vfs.O_WRONLY | vfs.O_APPEND
	if create {
		flag = vfs.O_WRONLY | vfs.O_CREATE | vfs.O_TRUNC
		if s.verbose {
			fmt.Fprintf(s.inv.Stdout, "creating file %s\n", quoteFile(name))
		}
	}
	f, err := s.inv.FS.OpenFile(s.ctx, s.inv.Path(name), flag, fs.FileMode(0o666&^s.inv.Umask))
	if err != nil {
		s.err = fmt.Sprintf("%s: %s", quoteName(name), vfs.Strerror(err))
		return false
	}
	_, err = f.Write(p)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		s.err = fmt.Sprintf("%s: %s", quoteName(name), vfs.Strerror(err))
		return false
	}
	return true
}

// splitSizeProbe is how much of a file without a size -n reads (GNU's
// I/O buffer) before it gives up on finding its size.
const splitSizeProbe = 128 << 10
