package commands

import (
	"archive/tar"
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

// Multi-volume archives (-M, -L, -F, --volno-file) as GNU tar 1.34 writes
// and reads them: a volume ends after the record that reaches the tape
// length; the next one starts with the label ("LABEL Volume N") when -V
// is given, then, when a member's data was cut, an 'M' header naming it
// with the bytes left and the offset they start at.

// tarVolumeTries bounds the attempts at one volume: GNU asks again for
// ever when a volume cannot be opened or does not continue the archive.
const tarVolumeTries = 100

// tarVolumeFD is the descriptor the -F script writes the next name to.
const tarVolumeFD = 4

type tarMulti struct {
	length    int64  // -L in bytes, 0: no limit
	script    string // -F
	volnoFile string
	volno     int  // the current volume's number (GNU's global_volno)
	local     int  // volumes opened by this run, the first being 1
	cursor    int  // the -f name in use
	looped    bool // every -f name used: ask from now on
	failures  int  // attempts at the coming volume that failed
	replies   io.Reader
}

// tarVolumeStop is a fatal end already reported.
type tarVolumeStop struct{ status int }

func (e *tarVolumeStop) Error() string { return "multi-volume archive stopped" }

// parseTapeLength reads -L as GNU does: a number of 1024-byte units, or
// of bytes times a suffix from bBcGgkKMmPTtw.
func parseTapeLength(v string) (int64, bool) {
	digits := strings.TrimRight(v, "bBcGgkKMmPTtw")
	suffix := v[len(digits):]
	if digits == "" || len(suffix) > 1 || strings.Trim(digits, "0123456789") != "" {
		return 0, false
	}
	n, err := strconv.ParseUint(digits, 10, 64)
	if err != nil {
		return 0, false
	}
	scale := map[string]float64{"": 1024, "b": 512, "B": 1024, "c": 1, "k": 1024, "K": 1024, "M": 1 << 20,
		"m": 1 << 20, "G": 1 << 30, "g": 1 << 30, "T": 1 << 40, "t": 1 << 40, "P": 1 << 50, "w": 2}[suffix]
	if suffix != "" && suffix != "c" && suffix != "w" && suffix != "b" && float64(n)*scale >= math.MaxUint64 {
		return 0, false // xstrtoumax overflows
	}
	bytes := float64(n) * scale
	if bytes >= math.MaxInt64 {
		return math.MaxInt64, true
	}
	return int64(bytes), true
}

// readVolno reads --volno-file: the volume number to go on from.
func (t *tarRun) readVolno() int {
	m := t.multi
	data, err := vfs.ReadFile(t.ctx, t.inv.FS, t.inv.Path(m.volnoFile))
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return 0
		}
		return t.fatal("%s: Cannot open: %s", m.volnoFile, vfs.Strerror(err))
	}
	s := strings.TrimLeft(string(data), " \t\n\v\f\r")
	end := 0
	if end < len(s) && (s[0] == '+' || s[0] == '-') {
		end++
	}
	for end < len(s) && s[end] >= '0' && s[end] <= '9' {
		end++
	}
	n, err := strconv.Atoi(s[:end])
	if err != nil || n < 0 {
		return t.fatal("%s: contains invalid volume number", m.volnoFile)
	}
	m.volno = n
	return 0
}

// writeVolno saves the volume number in --volno-file.
func (t *tarRun) writeVolno() {
	m := t.multi
	if m == nil || m.volnoFile == "" {
		return
	}
	f, err := t.inv.FS.OpenFile(t.ctx, t.inv.Path(m.volnoFile), vfs.O_WRONLY|vfs.O_CREATE|vfs.O_TRUNC, 0o666&^fs.FileMode(t.inv.Umask))
	if err != nil {
		t.errorf("%s: Cannot open: %s", m.volnoFile, vfs.Strerror(err))
		return
	}
	fmt.Fprintf(f, "%d\n", m.volno)
	f.Close()
}

// fatalExit ends as GNU's fatal_exit does, the reason already said.
func (t *tarRun) fatalExit() int {
	io.WriteString(t.inv.Stderr, "tar: Error is not recoverable: exiting now\n")
	return 2
}

// nextVolume moves to the next volume as GNU's new_volume does: the next
// -f name; once they are used up, the -F script's answer or the reply to
// the question on standard input. open reports its own failure.
func (t *tarRun) nextVolume(open func(name string) error) int {
	m := t.multi
	m.cursor++
	if m.cursor >= len(t.archives) {
		m.cursor, m.looped = 0, true
	}
	prompt := m.looped
	for {
		if t.ctx.Err() != nil {
			return 2
		}
		if m.failures >= tarVolumeTries {
			return t.fatal("Volume #%d: no usable volume after %d attempts", m.volno+1, m.failures)
		}
		if prompt {
			if m.script != "" {
				t.writeVolno()
				if st := t.runVolumeScript(); st != 0 {
					return t.fatal("%s command failed", quoteArg(m.script))
				}
			} else if st := t.volumeMenu(); st != 0 {
				return st
			}
		}
		name := t.archives[m.cursor]
		if err := open(name); err != nil {
			t.warnf("%s: Warning: Cannot open: %s", name, vfs.Strerror(err))
			m.failures++
			prompt = true
			continue
		}
		m.volno++
		m.local++
		t.arcName = name
		return 0
	}
}

// runVolumeScript runs -F in the sandbox's sh with GNU's variables; the
// first line it writes to TAR_FD names the next volume.
func (t *tarRun) runVolumeScript() int {
	m, inv := t.multi, t.inv
	if inv.Exec == nil {
		return 127
	}
	env := map[string]string{}
	for k, v := range inv.Env {
		env[k] = v
	}
	env["TAR_VERSION"] = "1.34"
	env["TAR_ARCHIVE"] = t.archives[m.cursor]
	env["TAR_VOLUME"] = strconv.Itoa(m.volno + 1)
	env["TAR_BLOCKING_FACTOR"] = strconv.Itoa(t.recordSize / 512)
	env["TAR_SUBCOMMAND"] = "-" + string(t.mode)
	env["TAR_FORMAT"] = t.formatName()
	env["TAR_FD"] = strconv.Itoa(tarVolumeFD)
	answer := &cappedBuffer{max: 4096}
	st := inv.Exec(t.ctx, shell.ExecRequest{Args: []string{"sh", "-c", m.script}, Stdin: t.replyReader(),
		Stdout: inv.Stdout, Stderr: inv.Stderr, Env: env, Outputs: map[int]io.Writer{tarVolumeFD: answer}})
	if st != 0 {
		return st
	}
	if name, _, _ := strings.Cut(answer.String(), "\n"); name != "" {
		t.archives[m.cursor] = name
	}
	return 0
}

// cappedBuffer keeps the first max bytes written to it.
type cappedBuffer struct {
	bytes.Buffer
	max int
}

func (c *cappedBuffer) Write(p []byte) (int, error) {
	if room := c.max - c.Len(); room > 0 {
		c.Buffer.Write(p[:min(room, len(p))])
	}
	return len(p), nil
}

func (t *tarRun) formatName() string {
	switch {
	case t.v7:
		return "v7"
	case t.format == tar.FormatUSTAR:
		return "ustar"
	case t.format == tar.FormatPAX:
		return "posix"
	}
	return "gnu"
}

func (t *tarRun) replyReader() io.Reader {
	if t.multi.replies == nil {
		t.multi.replies = t.inv.Stdin
		if t.archive == "" && t.mode != 'c' {
			// GNU asks on the terminal when the archive is standard
			// input; the sandbox has none.
			t.multi.replies = strings.NewReader("")
		}
	}
	return t.multi.replies
}

// readReply reads one line of reply, byte by byte so that a subshell
// (!) gets the rest; false at end of input.
func (t *tarRun) readReply() (string, bool) {
	r := t.replyReader()
	var line []byte
	var b [1]byte
	for len(line) < 64<<10 {
		n, err := r.Read(b[:])
		if n == 1 {
			if b[0] == '\n' {
				return string(line), true
			}
			line = append(line, b[0])
		}
		if err != nil {
			return string(line), len(line) > 0
		}
	}
	return string(line), true
}

// volumeMenu is GNU's change_tape_menu: the question and its answers.
func (t *tarRun) volumeMenu() int {
	m, stderr := t.multi, t.inv.Stderr
	reading := t.mode == 'x' || t.mode == 't' || t.mode == 'd'
	for ; ; m.failures++ {
		if t.ctx.Err() != nil {
			return 2
		}
		if m.failures >= tarVolumeTries {
			return t.fatal("Volume #%d: no usable volume after %d attempts", m.volno+1, m.failures)
		}
		fmt.Fprintf(stderr, "\aPrepare volume #%d for %s and hit return: ", m.volno+1, quoteArg(t.archives[m.cursor]))
		line, ok := t.readReply()
		if !ok {
			t.warnf("EOF where user reply was expected")
			if !reading {
				t.warnf("WARNING: Archive is incomplete")
			}
			return t.fatalExit()
		}
		if line == "" || line[0] == 'y' || line[0] == 'Y' {
			return 0
		}
		switch line[0] {
		case '?':
			io.WriteString(stderr, " n name        Give a new file name for the next (and subsequent) volume(s)\n"+
				" q             Abort tar\n y or newline  Continue operation\n !             Spawn a subshell\n"+
				" ?             Print this list\n")
		case 'q':
			t.warnf("No new volume; exiting.\n")
			if !reading {
				t.warnf("WARNING: Archive is incomplete")
			}
			return t.fatalExit()
		case 'n':
			name := strings.TrimLeft(line[1:], " \t")
			if name == "" {
				io.WriteString(stderr, "File name not specified. Try again.\n")
				continue
			}
			t.archives[m.cursor] = name
			return 0
		case '!':
			// GNU starts a shell on the terminal: here the sandbox's sh,
			// reading the rest of standard input.
			if t.inv.Exec != nil {
				t.inv.Exec(t.ctx, shell.ExecRequest{Args: []string{"sh"}, Stdin: t.replyReader(), Stdout: t.inv.Stdout, Stderr: stderr})
			}
		default:
			io.WriteString(stderr, "Invalid input. Type ? for help.\n")
		}
	}
}

// tarVolMember is a member whose data may be cut by a volume's end.
type tarVolMember struct {
	name        string
	start, size int64 // its data in the stream of the whole archive
}

// tarVolumeWriter writes the archive's stream into volumes.
type tarVolumeWriter struct {
	t       *tarRun
	file    vfs.File // nil: standard output
	bw      *bufio.Writer
	n       int64 // bytes in this volume
	max     int64 // a volume's size, 0: no limit
	pos     int64 // bytes of the archive's stream written
	members []tarVolMember
}

func (t *tarRun) newVolumeWriter(file vfs.File) *tarVolumeWriter {
	v := &tarVolumeWriter{t: t, file: file}
	if l := t.multi.length; l > 0 {
		rs := int64(t.recordSize)
		v.max = l / rs * rs
		if v.max < l && v.max <= math.MaxInt64-rs {
			v.max += rs // GNU writes records until the length is reached
		}
	}
	v.bw = bufio.NewWriterSize(v.dest(), 64<<10)
	return v
}

func (v *tarVolumeWriter) dest() io.Writer {
	if v.file == nil {
		return v.t.inv.Stdout
	}
	return v.file
}

// member notes a member whose data starts at start in the stream.
func (v *tarVolumeWriter) member(name string, start, size int64) {
	if size > 0 {
		v.members = append(v.members, tarVolMember{name, start, size})
	}
}

func (v *tarVolumeWriter) Write(p []byte) (int, error) {
	written := 0
	for len(p) > 0 {
		if v.max > 0 && v.n >= v.max {
			if err := v.next(); err != nil {
				return written, err
			}
		}
		k := len(p)
		if v.max > 0 && int64(k) > v.max-v.n {
			k = int(v.max - v.n)
		}
		n, err := v.bw.Write(p[:k])
		v.n += int64(n)
		v.pos += int64(n)
		written += n
		if err != nil {
			return written, err
		}
		p = p[k:]
	}
	return written, nil
}

// next closes this volume and starts the next one with its headers.
func (v *tarVolumeWriter) next() error {
	t := v.t
	if err := v.closeVolume(); err != nil {
		return err
	}
	st := t.nextVolume(func(name string) error {
		if name == "-" {
			v.file = nil
			return nil
		}
		f, err := t.inv.FS.OpenFile(t.ctx, t.inv.Path(name), vfs.O_WRONLY|vfs.O_CREATE|vfs.O_TRUNC, 0o666&^fs.FileMode(t.inv.Umask))
		if err != nil {
			return err
		}
		if fi, serr := f.Stat(); serr == nil && fi.IsDir() {
			f.Close()
			return vfs.ErrIsDir
		}
		v.file = f
		return nil
	})
	if st != 0 {
		return &tarVolumeStop{st}
	}
	t.multi.failures = 0
	v.bw.Reset(v.dest())
	v.n = 0
	if t.label != "" {
		blk := tarRawHeader(fmt.Sprintf("%s Volume %d", t.label, t.multi.local), tarTypeVolume)
		copy(blk[136:148], fmt.Sprintf("%011o\x00", t.now.Unix()))
		if err := v.raw(blk); err != nil {
			return err
		}
	}
	for len(v.members) > 0 && v.members[0].start+v.members[0].size <= v.pos {
		v.members = v.members[1:]
	}
	if len(v.members) > 0 && v.members[0].start <= v.pos {
		m := v.members[0]
		done := v.pos - m.start
		blk := tarRawHeader(m.name, 'M')
		tarOctal(blk[124:136], m.size-done)
		tarOctal(blk[369:381], done)
		if err := v.raw(blk); err != nil {
			return err
		}
	}
	return nil
}

// raw writes a header block of the volume's own.
func (v *tarVolumeWriter) raw(blk []byte) error {
	tarChecksum(blk)
	n, err := v.bw.Write(blk)
	v.n += int64(n)
	return err
}

func (v *tarVolumeWriter) closeVolume() error {
	err := v.bw.Flush()
	if v.file != nil {
		if cerr := v.file.Close(); err == nil {
			err = cerr
		}
		v.file = nil
	}
	return err
}

// finish pads the last volume to a whole record and closes it.
func (v *tarVolumeWriter) finish() error {
	if rem := v.n % int64(v.t.recordSize); rem != 0 {
		var zeros [32 << 10]byte
		for left := int64(v.t.recordSize) - rem; left > 0; {
			k := min(left, int64(len(zeros)))
			if _, err := v.bw.Write(zeros[:k]); err != nil {
				return err
			}
			v.n += k
			left -= k
		}
	}
	return v.closeVolume()
}

// tarRawHeader is a header block as GNU builds its volume headers: the
// name and type only.
func tarRawHeader(name string, typ byte) []byte {
	blk := make([]byte, 512)
	copy(blk[:100], name)
	blk[156] = typ
	return blk
}

// tarOctal writes n in a numeric field: octal, or base-256 when too big.
func tarOctal(field []byte, n int64) {
	s := strconv.FormatInt(n, 8)
	if len(s) < len(field) {
		copy(field, fmt.Sprintf("%0*s\x00", len(field)-1, s))
		return
	}
	for i := len(field) - 1; i > 0; i-- {
		field[i] = byte(n)
		n >>= 8
	}
	field[0] = 0x80
}

// tarChecksum fills a header's checksum as GNU does: six octal digits,
// NUL, space.
func tarChecksum(blk []byte) {
	copy(blk[148:156], "        ")
	sum := 0
	for _, c := range blk {
		sum += int(c)
	}
	copy(blk[148:156], fmt.Sprintf("%06o\x00 ", sum))
}

// tarVolumeReader reads the stream of the whole archive from its volumes,
// checking and dropping each volume's own headers.
type tarVolumeReader struct {
	t         *tarRun
	cur       io.Reader
	closeCur  func()
	pos       int64
	member    tarVolMember // the member being read, size 0: none
	pending   []byte
	stopped   int
	memberSet bool
}

func (v *tarVolumeReader) Read(p []byte) (int, error) {
	if v.stopped != 0 {
		return 0, &tarVolumeStop{v.stopped}
	}
	for {
		if err := v.t.ctx.Err(); err != nil {
			return 0, err
		}
		n, err := v.cur.Read(p)
		v.pos += int64(n)
		if n > 0 || err != io.EOF {
			if err == io.EOF {
				err = nil
			}
			return n, err
		}
		if st := v.next(); st != 0 {
			v.stopped = st
			return 0, &tarVolumeStop{st}
		}
	}
}

// openVolume opens a volume for reading.
func (v *tarVolumeReader) openVolume(name string) error {
	t := v.t
	if name == "-" {
		v.cur, v.closeCur = bufio.NewReaderSize(t.inv.Stdin, 64<<10), func() {}
		return nil
	}
	f, err := vfs.Open(t.ctx, t.inv.FS, t.inv.Path(name))
	if err != nil {
		return err
	}
	if fi, serr := f.Stat(); serr == nil && fi.IsDir() {
		f.Close()
		return vfs.ErrIsDir
	}
	v.cur = bufio.NewReaderSize(&countReader{ctx: t.ctx, r: f}, 64<<10)
	v.closeCur = func() { f.Close() }
	return nil
}

func (v *tarVolumeReader) close() {
	if v.closeCur != nil {
		v.closeCur()
	}
}

// next opens the next volume whose first headers continue the archive.
func (v *tarVolumeReader) next() int {
	t := v.t
	for {
		v.close()
		if st := t.nextVolume(v.openVolume); st != 0 {
			v.cur, v.closeCur = strings.NewReader(""), nil
			return st
		}
		if v.accept() {
			t.multi.failures = 0
			return 0
		}
		// GNU counts a volume that does not continue the archive as
		// not read.
		t.multi.failures++
		t.multi.volno--
		t.multi.local--
	}
}

// accept reads the new volume's first headers: its label, then the 'M'
// header of the member being read, if one is.
func (v *tarVolumeReader) accept() bool {
	t := v.t
	blk := make([]byte, 512)
	if _, err := io.ReadFull(v.cur, blk); err != nil {
		t.warnf("This does not look like a tar archive")
		return false
	}
	if blk[156] == tarTypeVolume {
		if _, err := io.ReadFull(v.cur, blk); err != nil {
			t.warnf("This does not look like a tar archive")
			return false
		}
	}
	m := v.member
	inData := m.size > 0 && v.pos >= m.start && v.pos < m.start+m.size
	if blk[156] != 'M' {
		if inData {
			t.warnf("%s is not continued on this volume", quoteArg(m.name))
			return false
		}
		v.cur = io.MultiReader(bytes.NewReader(blk), v.cur)
		return true
	}
	if !inData {
		return true // nothing to continue: the header is dropped
	}
	name := string(blk[:100])
	if i := strings.IndexByte(name, 0); i >= 0 {
		name = name[:i]
	}
	size, offset := tarParseNumber(blk[124:136]), tarParseNumber(blk[369:381])
	short := m.name
	if len(short) > 100 {
		short = short[:100]
	}
	if name != short {
		t.warnf("%s is not continued on this volume", quoteArg(m.name))
		return false
	}
	if size+offset != m.size {
		t.warnf("%s is the wrong size (%d != %d + %d)", quoteArg(m.name), m.size, size, offset)
		return false
	}
	if done := v.pos - m.start; done != offset {
		t.warnf("This volume is out of sequence (%d - %d != %d)", m.size, m.size-done, offset)
		return false
	}
	return true
}

// tarParseNumber reads an octal or base-256 numeric field; -1 if bad.
func tarParseNumber(field []byte) int64 {
	if len(field) > 0 && field[0]&0x80 != 0 {
		var n int64
		for i, c := range field {
			if i == 0 {
				c &= 0x7f
			}
			if n > math.MaxInt64>>8 {
				return -1
			}
			n = n<<8 | int64(c)
		}
		return n
	}
	s := strings.Trim(string(field), " \x00")
	n, err := strconv.ParseInt(s, 8, 64)
	if err != nil {
		if s == "" {
			return 0
		}
		return -1
	}
	return n
}
