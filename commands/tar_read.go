package commands

import (
	"archive/tar"
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"strings"

	"github.com/computerwelt/computerwelt/vfs"
)

// blockReader counts the bytes the tar reader takes, so that member
// offsets (for --delete, -r, -R) are known. It reads only what is asked.
type blockReader struct {
	r io.Reader
	n int64
	t *tarRun
	// last holds the last 512 bytes read, at their offset modulo 512:
	// after a header, its block ('M' headers keep their offset there).
	last [512]byte
}

// lastBlock is the block that ends where the reader stands.
func (b *blockReader) lastBlock() []byte {
	if b.n%512 != 0 {
		return nil
	}
	return b.last[:]
}

func (b *blockReader) Read(p []byte) (int, error) {
	if err := b.t.ctx.Err(); err != nil {
		return 0, err
	}
	n, err := b.r.Read(p)
	before := b.n
	b.n += int64(n)
	got, at := p[:n], before
	if len(got) > 512 {
		at += int64(len(got) - 512)
		got = got[len(got)-512:]
	}
	for len(got) > 0 {
		k := copy(b.last[at%512:], got)
		got, at = got[k:], at+int64(k)
	}
	if c := b.t.checkpoint; c > 0 && b.t.mode != 'c' {
		rs := int64(b.t.recordSize)
		for r := before/rs + 1; r <= b.n/rs; r++ {
			b.t.checkpointHit(r)
		}
	}
	return n, err
}

// tarMember is one member of an archive being scanned.
type tarMember struct {
	hdr        *tar.Header
	start, end int64 // byte range of its headers and data
	offset     int64 // an 'M' header's: where its data continues
}

// tarScan reads an archive member by member. fn gets each member with the
// reader positioned at its data; its end is known after fn returns.
type tarScan struct {
	t     *tarRun
	br    *blockReader
	tr    *tar.Reader
	start int64
	cur   *tarMember
	n     int
}

func (t *tarRun) newScan(r io.Reader) *tarScan {
	br := &blockReader{r: r, t: t}
	return &tarScan{t: t, br: br, tr: tar.NewReader(br)}
}

var errTarEnd = errors.New("end of archive")

// next returns the next member, errTarEnd at the end, or an error already
// reported (fatal: the status is returned with it).
func (s *tarScan) next() (*tarMember, int, error) {
	t := s.t
	if s.cur != nil {
		// Skip what is left of the previous member's data here, so that a
		// short header block (which GNU tar ignores) is told apart from
		// short data (which it reports).
		if _, err := io.Copy(io.Discard, s.tr); err != nil {
			var stop *tarVolumeStop
			if errors.As(err, &stop) {
				return nil, stop.status, err
			}
			if errors.Is(err, io.ErrUnexpectedEOF) {
				return nil, t.fatal("Unexpected EOF in archive"), err
			}
			return nil, t.fatal("%s: Read error: %s", t.arcName, vfs.Strerror(err)), err
		}
		s.cur.end = roundBlock(s.br.n)
		s.start = s.cur.end
	}
	for {
		hdr, err := s.tr.Next()
		// Two zero blocks end the archive, even at its start (an empty
		// archive); an empty file is no archive.
		if err == io.EOF && (s.n > 0 || s.br.n >= 1024) {
			if t.ignoreZeros {
				if more, ok := s.afterZeros(); ok {
					s.tr = tar.NewReader(more)
					continue
				}
			}
			return nil, 0, errTarEnd
		}
		var stop *tarVolumeStop
		if errors.As(err, &stop) {
			return nil, stop.status, err
		}
		if err != nil {
			if s.n == 0 && (err == io.EOF || errors.Is(err, tar.ErrHeader) || errors.Is(err, io.ErrUnexpectedEOF)) {
				t.errorf("This does not look like a tar archive")
				return nil, 0, errTarEnd
			}
			if errors.Is(err, io.ErrUnexpectedEOF) {
				return nil, 0, errTarEnd
			}
			if errors.Is(err, tar.ErrHeader) || errors.Is(err, errGzipBroken) {
				t.errorf("Skipping to next header")
				return nil, t.fatal("Exiting with failure status due to previous errors"), err
			}
			var ce *tarChildError
			if errors.As(err, &ce) {
				return nil, t.fatal("%s", ce.msg), err
			}
			return nil, t.fatal("%s: Read error: %s", t.arcName, vfs.Strerror(err)), err
		}
		s.n++
		s.cur = &tarMember{hdr: hdr, start: s.start}
		if blk := s.br.lastBlock(); hdr.Typeflag == tarTypeMultiVolume && blk != nil {
			s.cur.offset = tarParseNumber(blk[369:381])
		}
		if v := t.volReader; v != nil {
			v.member = tarVolMember{name: hdr.Name, start: s.br.n, size: hdr.Size}
		}
		return s.cur, 0, nil
	}
}

// afterZeros skips zero blocks after an end-of-archive marker (-i) and
// returns the rest of the stream if a header follows.
func (s *tarScan) afterZeros() (io.Reader, bool) {
	blk := make([]byte, 512)
	for {
		n, err := io.ReadFull(s.br, blk)
		if n < 512 || err != nil {
			return nil, false
		}
		if !bytes.Equal(blk, make([]byte, 512)) {
			return io.MultiReader(bytes.NewReader(blk), s.br), true
		}
	}
}

func roundBlock(n int64) int64 { return (n + 511) &^ 511 }

// blockOf is the block number of a member's header (-R).
func (t *tarRun) blockOf(hdr *tar.Header) int64 {
	if t.scan != nil && t.scan.cur != nil && t.scan.cur.hdr == hdr {
		return t.scan.cur.start / 512
	}
	return t.writeBlock
}

// openArchiveIn opens the archive for reading, decompressing as needed.
func (t *tarRun) openArchiveIn() (io.Reader, func(), int) {
	ctx, inv := t.ctx, t.inv
	var in io.Reader = inv.Stdin
	closeFn := func() {}
	if t.multi != nil {
		v := &tarVolumeReader{t: t}
		if err := v.openVolume(t.archives[0]); err != nil {
			if errors.Is(err, vfs.ErrIsDir) {
				return nil, nil, t.fatal("%s: Cannot read: %s\ntar: At beginning of tape, quitting now", t.arcName, vfs.Strerror(err))
			}
			return nil, nil, t.fatal("%s: Cannot open: %s", t.arcName, vfs.Strerror(err))
		}
		t.volReader = v
		return v, v.close, 0
	}
	if t.archive != "" {
		f, err := vfs.Open(ctx, inv.FS, t.archive)
		if err == nil {
			if fi, serr := f.Stat(); serr == nil && fi.IsDir() {
				f.Close()
				return nil, nil, t.fatal("%s: Cannot read: %s\ntar: At beginning of tape, quitting now", t.arcName, vfs.Strerror(vfs.ErrIsDir))
			}
		}
		if err != nil {
			return nil, nil, t.fatal("%s: Cannot open: %s", t.arcName, vfs.Strerror(err))
		}
		closeFn = func() { f.Close() }
		in = f
	}
	br := bufio.NewReaderSize(&countReader{ctx: ctx, r: in}, 64<<10)
	magic, _ := br.Peek(6)
	c := t.compress
	if c == nil {
		c = detectCompression(magic)
		if c != nil && t.archive == "" {
			// GNU cannot reopen a pipe through the decompressor.
			closeFn()
			return nil, nil, t.fatal("Archive is compressed. Use %s option", c.flag)
		}
	}
	if c == nil {
		return br, closeFn, 0
	}
	r, err := c.reader(t, br)
	if err != nil {
		closeFn()
		return nil, nil, t.fatal("%s", err)
	}
	return r, func() { r.Close(); closeFn() }, 0
}

// read lists (-t), extracts (-x) or compares (-d) the archive.
func (t *tarRun) read() int {
	inv := t.inv
	mode := t.mode
	t.listing = mode == 't'
	in, closeFn, st := t.openArchiveIn()
	if in == nil {
		return st
	}
	defer closeFn()
	for i := range t.names {
		n := &t.names[i]
		if !n.wildcards && hasWildcards(n.pat) && t.match.wildcards == nil {
			t.patternWarning = true
		}
	}
	s := t.newScan(in)
	t.scan = s
	started := t.startingFile == ""
	for {
		m, st, err := s.next()
		if err == errTarEnd {
			break
		}
		if err != nil {
			return st
		}
		hdr := m.hdr
		if !started {
			if strings.TrimSuffix(hdr.Name, "/") != strings.TrimSuffix(t.startingFile, "/") {
				continue
			}
			started = true
		}
		if hdr.Typeflag == tarTypeVolume {
			if mode == 't' {
				t.printEntry(inv.Stdout, hdr, hdr.Name)
			}
			continue
		}
		if !t.wanted(hdr.Name) {
			continue
		}
		if t.excluded(hdr.Name) {
			continue
		}
		var dumpdir []tarIncEntry
		isDumpdir := hdr.Typeflag == tarTypeDumpdir
		if isDumpdir {
			// An incremental dump's directory, as a directory; its entries
			// matter to -g and -G.
			if dumpdir, err = t.readDumpdir(s.tr, hdr); err != nil {
				if ctx := t.ctx; ctx.Err() != nil {
					return 2
				}
				return t.fatal("%s", err)
			}
		}
		if t.newerSet && hdr.ModTime.Before(t.newer) && hdr.Typeflag != tar.TypeDir {
			continue
		}
		switch mode {
		case 't':
			name := t.memberName(hdr.Name, true)
			shown := hdr.Name
			if t.showTransformed {
				shown = t.transform(name, 'r')
			}
			t.printEntry(t.listOut(false), hdr, shown)
			if isDumpdir && t.incremental && t.verbose > 1 {
				t.listDumpdir(t.listOut(false), dumpdir)
			}
		case 'd':
			if err := t.compare(s.tr, hdr); err != nil {
				return 2
			}
		default:
			if err := t.extract(s.tr, hdr); err != nil {
				if errors.Is(err, io.ErrUnexpectedEOF) {
					return t.fatal("Unexpected EOF in archive")
				}
				return 2
			}
			if isDumpdir && t.incremental && !t.toStdout && t.toCmd == "" {
				if name := t.destName(hdr); name != "" {
					t.purgeDirectory(vfs.Abs(t.dir, name), name, dumpdir)
				}
			}
		}
	}
	if t.blockNumber && mode == 't' {
		end := int64(0)
		if s.cur != nil {
			end = s.cur.end
		}
		fmt.Fprintf(t.listOut(false), "block %d: ** Block of NULs **\n", end/512)
	}
	t.bytesRead = roundRecord(s.br.n, t.recordSize)
	if mode == 'x' && !t.toStdout && t.toCmd == "" {
		t.finishExtract()
	}
	t.reportNotFound()
	return 0
}

func roundRecord(n int64, size int) int64 {
	r := int64(size)
	return (n + r - 1) / r * r
}

// wanted reports whether a member is selected by the name operands (all
// when there are none), counting occurrences for --occurrence.
func (t *tarRun) wanted(name string) bool {
	if len(t.names) == 0 {
		return true
	}
	for i := range t.names {
		n := &t.names[i]
		if n.noRecurse {
			p := n.tarPattern
			p.anchored = true
			if !p.matchWhole(strings.TrimSuffix(p.pat, "/"), strings.TrimSuffix(name, "/")) {
				continue
			}
		} else if !n.match(name) {
			continue
		}
		if t.occurrence > 0 {
			if n.found >= t.occurrence {
				continue
			}
			// Each occurrence of the named member itself counts.
			if strings.TrimSuffix(name, "/") == strings.TrimSuffix(n.pat, "/") || n.wildcards {
				n.found++
				if n.found != t.occurrence {
					continue
				}
			} else if n.found+1 != t.occurrence {
				continue
			}
			return true
		}
		n.found++
		return true
	}
	return false
}

func (t *tarRun) reportNotFound() {
	warned := false
	for _, n := range t.names {
		if n.found > 0 && (t.occurrence == 0 || n.found >= t.occurrence) {
			continue
		}
		if !warned && !n.wildcards && hasWildcards(n.pat) && t.match.wildcards == nil {
			t.warnf("Pattern matching characters used in file names")
			t.warnf("Use --wildcards to enable pattern matching, or --no-wildcards to suppress this warning")
			warned = true
		}
		if n.found > 0 {
			t.errorf("%s: Required occurrence not found in archive", t.quote(n.pat))
		} else {
			t.errorf("%s: Not found in archive", t.quote(n.pat))
		}
	}
}

// destName is where a member is extracted or compared: its name with the
// leading / or ../ removed, --transform and --strip-components applied;
// "" when nothing is left.
func (t *tarRun) destName(hdr *tar.Header) string {
	name := t.memberName(hdr.Name, true)
	name = t.transform(name, 'r')
	name = t.stripName(name)
	if t.oneTopLevel != nil && name != "" {
		top := *t.oneTopLevel
		if top == "" {
			top = tarTopLevel(t.arcName)
		}
		first, _, _ := strings.Cut(strings.TrimPrefix(name, "./"), "/")
		if first != top {
			name = top + "/" + strings.TrimPrefix(name, "./")
		}
	}
	return name
}

// tarTopLevel is --one-top-level's default: the archive's base name
// without its suffix.
func tarTopLevel(arc string) string {
	b := path.Base(arc)
	for _, s := range []string{".tar.gz", ".tar.bz2", ".tar.xz", ".tar.zst", ".tar.lz", ".tar.lzma", ".tar.Z",
		".tgz", ".taz", ".tbz", ".tbz2", ".tz2", ".txz", ".tzst", ".tlz", ".tar"} {
		if strings.HasSuffix(b, s) && len(b) > len(s) {
			return strings.TrimSuffix(b, s)
		}
	}
	return b
}

// compare is -d for one member.
func (t *tarRun) compare(tr *tar.Reader, hdr *tar.Header) error {
	ctx, fsys := t.ctx, t.inv.FS
	name := t.destName(hdr)
	if t.verbose > 0 {
		t.printEntry(t.inv.Stdout, hdr, hdr.Name)
	}
	if name == "" {
		return nil
	}
	p := vfs.Abs(t.dir, name)
	diff := func(what string) {
		fmt.Fprintf(t.inv.Stdout, "%s: %s\n", hdr.Name, what)
		t.differ = true
	}
	fi, err := fsys.Lstat(ctx, p)
	if err != nil {
		t.warnf("%s: Warning: Cannot stat: %s", strings.TrimSuffix(hdr.Name, "/"), vfs.Strerror(err))
		t.differ = true
		return nil
	}
	modeDiffers := func() bool { return int64(unixMode(fi.Mode())&0o7777) != hdr.Mode&0o7777 }
	switch hdr.Typeflag {
	case tar.TypeDir:
		if !fi.IsDir() {
			diff("File type differs")
			return nil
		}
		if modeDiffers() {
			diff("Mode differs")
		}
	case tar.TypeSymlink:
		target, err := fsys.Readlink(ctx, p)
		if err != nil {
			t.errorf("%s: Cannot readlink: %s", name, vfs.Strerror(vfs.ErrInvalid))
			return nil
		}
		if target != hdr.Linkname {
			diff("Symlink differs")
		}
	case tar.TypeLink:
		tp := vfs.Abs(t.dir, t.stripName(t.memberName(hdr.Linkname, false)))
		a, b := vfs.Stat(fi), (*vfs.StatT)(nil)
		if tfi, err := fsys.Lstat(ctx, tp); err == nil {
			b = vfs.Stat(tfi)
		}
		if a == nil || b == nil || a.Dev != b.Dev || a.Ino != b.Ino {
			diff("Not linked to " + hdr.Linkname)
		}
	case tar.TypeReg, tar.TypeRegA, tar.TypeGNUSparse:
		if !fi.Mode().IsRegular() {
			diff("File type differs")
			return nil
		}
		if modeDiffers() {
			diff("Mode differs")
		}
		if fi.ModTime().Unix() != hdr.ModTime.Unix() {
			diff("Mod time differs")
		}
		if fi.Size() != hdr.Size {
			diff("Size differs")
			return nil
		}
		f, err := vfs.Open(ctx, fsys, p)
		if err != nil {
			t.errorf("%s: Cannot open: %s", name, vfs.Strerror(err))
			return nil
		}
		defer f.Close()
		same, err := sameContent(tr, f)
		if err != nil && !errors.Is(err, io.EOF) {
			var pe *fs.PathError
			if errors.As(err, &pe) {
				t.errorf("%s: Cannot read: %s", name, vfs.Strerror(err))
				return nil
			}
			return err
		}
		if !same {
			diff("Contents differ")
		}
	}
	return nil
}

// sameContent compares two streams of the same announced length.
func sameContent(a, b io.Reader) (bool, error) {
	ba, bb := make([]byte, 32<<10), make([]byte, 32<<10)
	for {
		na, errA := io.ReadFull(a, ba)
		nb, errB := io.ReadFull(b, bb[:max(na, 1)])
		if na == 0 && errA != nil {
			if errors.Is(errA, io.EOF) {
				return nb == 0, nil
			}
			return false, errA
		}
		if nb != na || !bytes.Equal(ba[:na], bb[:nb]) {
			return false, nil
		}
		if errA != nil && !errors.Is(errA, io.ErrUnexpectedEOF) {
			return false, errA
		}
		if errB != nil && !errors.Is(errB, io.ErrUnexpectedEOF) && !errors.Is(errB, io.EOF) {
			return false, errB
		}
	}
}

// verifyArchive is -W: compare what was written with the files.
func (t *tarRun) verifyArchive() {
	saveNames, saveMode := t.names, t.mode
	t.names, t.mode, t.verbose = nil, 'd', 0
	f, err := vfs.Open(t.ctx, t.inv.FS, t.archive)
	if err != nil {
		t.errorf("%s: Cannot open: %s", t.arcName, vfs.Strerror(err))
		return
	}
	defer f.Close()
	var in io.Reader = f
	if t.compress != nil {
		r, err := t.compress.reader(t, bufio.NewReader(f))
		if err != nil {
			t.errorf("%s", err)
			return
		}
		defer r.Close()
		in = r
	}
	s := t.newScan(in)
	for {
		m, _, err := s.next()
		if err != nil {
			break
		}
		if m.hdr.Typeflag == tarTypeVolume {
			continue
		}
		if t.compare(s.tr, m.hdr) != nil {
			break
		}
	}
	t.names, t.mode = saveNames, saveMode
}

// tarTypeVolume is GNU's volume label member (-V).
const tarTypeVolume = 'V'

// tarTypeMultiVolume is GNU's header of a member continued from the
// volume before (-M).
const tarTypeMultiVolume = 'M'
