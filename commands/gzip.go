package commands

import (
	"bufio"
	"bytes"
	"compress/flate"
	"compress/gzip"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"strings"
	"time"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	for _, name := range []string{"gzip", "gunzip", "zcat"} {
		name := name
		register(shell.Command{
			Name:    name,
			Summary: map[string]string{"gzip": "compress files", "gunzip": "decompress files", "zcat": "decompress files to standard output"}[name],
			Usage:   gzipUsage,
			Run:     func(ctx context.Context, inv *shell.Invocation) int { return runGzip(ctx, inv, name) },
		})
	}
}

const gzipUsage = `Usage: gzip [OPTION]... [FILE]...
Compress or uncompress FILEs (by default, compress FILES in-place).
gunzip is gzip -d; zcat is gzip -dc.

Mandatory arguments to long options are mandatory for short options too.

  -c, --stdout      write on standard output, keep original files unchanged
  -d, --decompress  decompress
  -f, --force       force overwrite of output file and compress links
  -h, --help        give this help
  -k, --keep        keep (don't delete) input files
  -l, --list        list compressed file contents
  -L, --license     display software license (Computerwelt's: as --version)
  -n, --no-name     do not save or restore the original name and timestamp
  -N, --name        save or restore the original name and timestamp
  -q, --quiet       suppress all warnings
  -r, --recursive   operate recursively on directories
      --rsyncable   make rsync-friendly archive
  -S, --suffix=SUF  use suffix SUF on compressed files
      --synchronous synchronous output (the sandbox's writes need no sync)
  -t, --test        test compressed file integrity
  -v, --verbose     verbose mode
  -1, --fast        compress faster
  -9, --best        compress better

With no FILE, or when FILE is -, read standard input.
`

// gzipRun holds one invocation's options and status.
type gzipRun struct {
	aborted                              bool // input ended too soon: GNU stops the run
	rsyncable                            bool // --rsyncable: end deflate blocks where the content says
	deflater                             *gnuDeflater
	inv                                  *shell.Invocation
	ctx                                  context.Context
	stdout, decompress, force, keep      bool
	list, quiet, recursive, test         bool
	verbose, saveName                    bool
	suffix                               string
	level                                int
	status                               int // 0, 2 (warning) or 1 (error)
	listed                               int
	totalComp, totalUncomp, totalHeaders int64
	// What the last gunzipStream read, for the ratio of -dv: the first
	// member's header and trailer (with its stored name, extra field and
	// comment), how many members, and what the last one decoded to.
	headerBytes, lastMemberOut int64
	members                    int
}

// unzipRatio is -dv's figure for a stream gunzipStream decoded: GNU counts
// the header and trailer out of the compressed size; after more than one
// member its counters hold the last member's output and no header.
func (g *gzipRun) unzipRatio(inN, outN int64) string {
	if g.members > 1 {
		return gzipRatio(g.lastMemberOut-inN, g.lastMemberOut)
	}
	return gzipRatio(outN-(inN-g.headerBytes), outN)
}

func (g *gzipRun) warn(format string, args ...any) {
	if !g.quiet {
		fmt.Fprintf(g.inv.Stderr, "gzip: "+format+"\n", args...)
	}
	if g.status == 0 {
		g.status = 2
	}
}

func (g *gzipRun) fail(format string, args ...any) {
	fmt.Fprintf(g.inv.Stderr, "gzip: "+format+"\n", args...)
	g.status = 1
}

func runGzip(ctx context.Context, inv *shell.Invocation, name string) int {
	g := &gzipRun{inv: inv, ctx: ctx, level: 6, suffix: ".gz", saveName: true}
	f := newFlagSet(name)
	f.Func('c', "stdout", false, func(string) error { g.stdout = true; return nil })
	f.Func(0, "to-stdout", false, func(string) error { g.stdout = true; return nil })
	f.Func('d', "decompress", false, func(string) error { g.decompress = true; return nil })
	f.Func(0, "uncompress", false, func(string) error { g.decompress = true; return nil })
	f.Func('f', "force", false, func(string) error { g.force = true; return nil })
	help := f.Bool('h', "help")
	f.Func('k', "keep", false, func(string) error { g.keep = true; return nil })
	f.Func('l', "list", false, func(string) error { g.list = true; return nil })
	f.Func('n', "no-name", false, func(string) error { g.saveName = false; return nil })
	f.Func('N', "name", false, func(string) error { g.saveName = true; return nil })
	f.Func('q', "quiet", false, func(string) error { g.quiet, g.verbose = true, false; return nil })
	f.Func('r', "recursive", false, func(string) error { g.recursive = true; return nil })
	f.Func('S', "suffix", true, func(v string) error { g.suffix = v; return nil })
	f.Func('t', "test", false, func(string) error { g.test = true; return nil })
	f.Func('v', "verbose", false, func(string) error { g.verbose, g.quiet = true, false; return nil })
	for d := '1'; d <= '9'; d++ {
		d := d
		f.Func(d, "", false, func(string) error { g.level = int(d - '0'); return nil })
	}
	f.Func(0, "fast", false, func(string) error { g.level = 1; return nil })
	// -L's license is Computerwelt's own: it answers as --version does.
	f.Func('V', "", false, func(string) error { return errVersion })
	f.Func('L', "license", false, func(string) error { return errVersion })
	// Sandbox writes are never lost to a crash: there is nothing to sync.
	f.Bool(0, "synchronous")
	f.Func(0, "rsyncable", false, func(string) error { g.rsyncable = true; return nil })
	f.Func(0, "best", false, func(string) error { g.level = 9; return nil })
	ops, err := f.parse(inv.Args[1:])
	if errors.Is(err, errVersion) {
		return writeVersion(inv, f.name)
	}
	if errors.Is(err, errHelp) || (err == nil && *help) {
		io.WriteString(inv.Stdout, gzipUsage)
		return 0
	}
	if err != nil {
		fmt.Fprintf(inv.Stderr, "%s: %s\nTry `%s --help' for more information.\n", name, err, name)
		return 1
	}
	switch name {
	case "gunzip":
		g.decompress = true
	case "zcat":
		g.decompress, g.stdout = true, true
	}
	if g.test || g.list {
		g.decompress = true
	}
	if g.suffix == "" {
		fmt.Fprintf(inv.Stderr, "%s: invalid suffix ''\n", name)
		return 1
	}
	if len(ops) == 0 {
		ops = []string{"-"}
	}
	for _, op := range ops {
		if ctx.Err() != nil {
			return 1
		}
		g.file(op, false)
		if g.aborted {
			return 1
		}
	}
	if g.list && g.listed > 1 {
		// GNU's totals line does not take the headers out of the ratio.
		g.listLine(g.totalComp, g.totalUncomp, 0, "(totals)", 0, time.Time{})
	}
	return g.status
}

// file handles one operand (or, with -r, one file found below one).
func (g *gzipRun) file(name string, recursed bool) {
	ctx, inv := g.ctx, g.inv
	if name == "-" {
		// GNU stores the time of a standard input that is a file.
		var mtime time.Time
		if fi := operandInfo(ctx, inv, "-"); fi != nil && fi.Mode().IsRegular() {
			mtime = fi.ModTime()
		}
		g.stream("-", inv.Stdin, mtime)
		return
	}
	p := inv.Path(name)
	if li, err := inv.FS.Lstat(ctx, p); err == nil && li.Mode()&fs.ModeSymlink != 0 && !g.force && !g.stdout {
		// GNU gzip does not follow links to replace them.
		g.fail("%s: %s", name, vfs.Strerror(vfs.ErrLoop))
		return
	}
	fi, err := inv.FS.Stat(ctx, p)
	if err != nil && g.decompress && !g.hasSuffix(name) {
		// gunzip f finds f.gz.
		if fi2, err2 := inv.FS.Stat(ctx, p+g.suffix); err2 == nil {
			name, p, fi, err = name+g.suffix, p+g.suffix, fi2, nil
		} else {
			name = name + g.suffix
		}
	}
	if err != nil {
		g.fail("%s: %s", name, vfs.Strerror(err))
		return
	}
	if fi.IsDir() {
		if !g.recursive {
			g.warn("%s is a directory -- ignored", name)
			return
		}
		entries, err := inv.FS.ReadDir(ctx, p)
		if err != nil {
			g.fail("%s: %s", name, vfs.Strerror(err))
			return
		}
		for _, e := range entries {
			if ctx.Err() != nil {
				return
			}
			g.file(path.Join(name, e.Name()), true)
			if g.aborted {
				return
			}
		}
		return
	}
	mtime := fi.ModTime()
	if !fi.Mode().IsRegular() {
		// GNU reads a device or FIFO only to standard output, to test
		// or to list it, and keeps no time stamp for it.
		if !g.stdout && !g.test && !g.list {
			g.warn("%s is not a directory or a regular file - ignored", name)
			return
		}
		mtime = time.Time{}
	}
	if g.list {
		g.listFile(name, p, fi)
		return
	}
	var outName string
	switch {
	case !g.decompress && g.hasSuffix(name):
		if recursed || !g.stdout {
			// GNU warns but leaves the exit status alone.
			if !g.quiet {
				fmt.Fprintf(inv.Stderr, "gzip: %s already has %s suffix -- unchanged\n", name, g.suffix)
			}
			return
		}
	case !g.decompress:
		outName = name + g.suffix
	default:
		base, ok := g.stripSuffix(name)
		if !ok && !g.stdout && !g.test {
			// GNU warns (and sets the status) only when it prints.
			if g.verbose || (!recursed && !g.quiet) {
				g.warn("%s: unknown suffix -- ignored", name)
			}
			return
		}
		outName = base
	}
	in, err := vfs.Open(ctx, inv.FS, p)
	if err != nil {
		g.fail("%s: %s", name, vfs.Strerror(err))
		return
	}
	defer in.Close()
	if g.stdout || g.test {
		g.stream(name, in, mtime)
		return
	}
	// GNU reads the header (get_method) before it looks at the output
	// name: a file that is not gzip data fails so, whether its output
	// exists or not, and -f removes nothing for it.
	br := bufio.NewReader(in)
	if g.decompress {
		head, _ := br.Peek(10)
		switch {
		case len(head) >= 2 && (head[0] != 0x1f || head[1] != 0x8b):
			g.failNL("%s: not in gzip format", name)
			return
		case len(head) < 10:
			g.eofFail(name)
			return
		}
	}
	outPath := inv.Path(outName)
	if _, err := inv.FS.Lstat(ctx, outPath); err == nil {
		if !g.force {
			// GNU prints this one even with -q.
			fmt.Fprintf(inv.Stderr, "gzip: %s already exists;\tnot overwritten\n", outName)
			if g.status == 0 {
				g.status = 2
			}
			return
		}
		if err := inv.FS.Remove(ctx, outPath); err != nil {
			g.fail("%s: %s", outName, vfs.Strerror(err))
			return
		}
	}
	out, err := inv.FS.OpenFile(ctx, outPath, vfs.O_WRONLY|vfs.O_CREATE|vfs.O_EXCL, fi.Mode().Perm())
	if err != nil {
		g.fail("%s: %s", outName, vfs.Strerror(err))
		return
	}
	var inN, outN int64
	var ok bool
	if g.decompress {
		inN, outN, ok = g.gunzipStream(name, br, out, outName)
	} else {
		inN, outN, ok = g.gzipStream(name, path.Base(name), fi.ModTime(), br, out, outName)
	}
	if cerr := out.Close(); ok && cerr != nil {
		g.fail("%s: %s", outName, vfs.Strerror(cerr))
		ok = false
	}
	if !ok {
		inv.FS.Remove(ctx, outPath)
		return
	}
	inv.FS.Chtimes(ctx, outPath, fi.ModTime(), fi.ModTime())
	if g.verbose {
		verb := "replaced with"
		if g.keep {
			verb = "created"
		}
		if g.decompress {
			fmt.Fprintf(inv.Stderr, "%s:\t%s -- %s %s\n", name, g.unzipRatio(inN, outN), verb, outName)
		} else {
			fmt.Fprintf(inv.Stderr, "%s:\t%s -- %s %s\n", name, gzipRatio(inN-(outN-gzipHeaderLen([]byte(path.Base(name)))), inN), verb, outName)
		}
	}
	if !g.keep {
		if err := inv.FS.Remove(ctx, p); err != nil {
			g.fail("%s: %s", name, vfs.Strerror(err))
		}
	}
}

// stream compresses, decompresses or tests r to standard output.
func (g *gzipRun) stream(name string, r io.Reader, mtime time.Time) {
	out := g.inv.Stdout
	if g.test {
		out = io.Discard
	}
	label := name
	if name == "-" {
		label = "stdin"
	}
	if g.list {
		g.listStream(r)
		return
	}
	var inN, outN int64
	var ok bool
	if g.decompress {
		inN, outN, ok = g.gunzipStream(label, bufio.NewReader(r), out, "")
	} else {
		base := ""
		if name != "-" {
			base = path.Base(name)
		}
		inN, outN, ok = g.gzipStream(label, base, mtime, r, out, "")
	}
	if !ok || !g.verbose {
		return
	}
	switch {
	case g.test:
		fmt.Fprintf(g.inv.Stderr, "%s:\t OK\n", name)
	case name == "-" && g.decompress:
		// GNU says nothing here.
	case name == "-":
		fmt.Fprintf(g.inv.Stderr, "%s\n", gzipRatio(inN-(outN-gzipHeaderLen(nil)), inN))
	case g.decompress:
		fmt.Fprintf(g.inv.Stderr, "%s:\t%s -- replaced with stdout\n", name, g.unzipRatio(inN, outN))
	default:
		fmt.Fprintf(g.inv.Stderr, "%s:\t%s -- replaced with stdout\n", name, gzipRatio(inN-(outN-gzipHeaderLen([]byte(path.Base(name)))), inN))
	}
}

// countWriter counts bytes written through it.
type countWriter struct {
	w   io.Writer
	n   int64
	err error // the first write error: the output failed, not the input
}

func (c *countWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	if err != nil && c.err == nil {
		c.err = err
	}
	return n, err
}

// countReader counts bytes read through it and checks for cancellation.
type countReader struct {
	ctx context.Context
	r   io.Reader
	n   int64
}

func (c *countReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// gzipStream compresses r to w as one gzip member; outName names the output
// in write error messages ("" for standard output).
func (g *gzipRun) gzipStream(label, base string, mtime time.Time, r io.Reader, w io.Writer, outName string) (inN, outN int64, ok bool) {
	cw := &countWriter{w: w}
	name, stamp := "", int64(0)
	if g.saveName {
		name = base
		if !mtime.IsZero() {
			stamp = mtime.Unix()
		}
	}
	// GNU keeps one window for all the files of a run: the next file
	// reuses it.
	zw := newGNUGzipWriter(g.ctx, cw, g.level, g.rsyncable, name, stamp, g.deflater)
	g.deflater = zw
	cr := &countReader{ctx: g.ctx, r: r}
	_, err := io.Copy(zw, cr)
	if err == nil {
		err = zw.Close()
	}
	if err != nil {
		g.ioError(label, outName, cr.n, err, cw.err)
		return cr.n, cw.n, false
	}
	return cr.n, cw.n, true
}

// ioError reports a failed copy: a read error names the input, a write
// error the output.
func (g *gzipRun) ioError(label, outName string, readN int64, err, werr error) {
	if g.ctx.Err() != nil {
		g.status = 1
		return
	}
	if werr != nil && outName == "" {
		// GNU's write_error: a new line, then perror of "stdout".
		if !diesOfSIGPIPE(g.inv, werr) {
			g.failNL("stdout: %s", vfs.Strerror(werr))
		}
		g.status = 1
		return
	}
	var pe *fs.PathError
	if errors.As(err, &pe) && outName != "" {
		g.fail("%s: %s", outName, vfs.Strerror(err))
		return
	}
	if errors.As(err, &pe) {
		g.fail("%s: %s", label, vfs.Strerror(err))
		return
	}
	g.status = 1 // standard output failed: stop quietly
}

// gunzipStream decompresses every gzip member of r into w. Trailing zero
// bytes are ignored; other trailing bytes get GNU's warning. With -f and
// -c, input that is not gzip data is copied as it is (zcat -f).
func (g *gzipRun) gunzipStream(label string, r *bufio.Reader, w io.Writer, outName string) (inN, outN int64, ok bool) {
	cr := &countReader{ctx: g.ctx, r: r}
	br := bufio.NewReader(cr)
	g.headerBytes, g.lastMemberOut, g.members = 0, 0, 0
	// Like GNU gzip, write in 32 KiB pieces: a small corrupt file prints
	// nothing.
	bw := bufio.NewWriterSize(w, 32<<10)
	cw := &countWriter{w: bw}
	flush := true
	defer func() {
		if flush {
			if err := bw.Flush(); err != nil && ok {
				g.ioError(label, outName, cr.n, err, cw.err)
				ok = false
			}
		}
	}()
	magic, _ := br.Peek(2)
	if len(magic) == 2 && (magic[0] != 0x1f || magic[1] != 0x8b) && g.force && g.stdout {
		if _, err := io.Copy(cw, br); err != nil {
			g.ioError(label, outName, cr.n, err, cw.err)
			return cr.n, cw.n, false
		}
		return cr.n, cw.n, true
	}
	for member := 0; ; member++ {
		if g.ctx.Err() != nil {
			g.status = 1
			return cr.n, cw.n, false
		}
		head, _ := br.Peek(2)
		if member > 0 {
			if len(head) == 0 {
				return cr.n, cw.n, true
			}
			if len(head) < 2 || head[0] != 0x1f || head[1] != 0x8b {
				if rest, _ := io.ReadAll(br); bytes.Count(rest, []byte{0}) == len(rest) {
					return cr.n, cw.n, true
				}
				g.warnNL("%s: decompression OK, trailing garbage ignored", label)
				return cr.n, cw.n, true
			}
		}
		if len(head) < 2 {
			g.eofFail(label)
			return cr.n, cw.n, false
		}
		if head[0] != 0x1f || head[1] != 0x8b {
			g.failNL("%s: not in gzip format", label)
			return cr.n, cw.n, false
		}
		// br is an io.ByteReader, so the gzip reader takes the header
		// from it byte by byte: what br gave up is the header.
		start := cr.n - int64(br.Buffered())
		zr, err := gzip.NewReader(br)
		if err == nil {
			if member == 0 {
				g.headerBytes = cr.n - int64(br.Buffered()) - start + 8
			}
			g.members++
			zr.Multistream(false)
			g.lastMemberOut, err = io.Copy(cw, zr)
		}
		if err != nil {
			// GNU has written what it decoded, except for corrupt data.
			switch {
			case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
				g.eofFail(label)
			case errors.Is(err, gzip.ErrChecksum):
				g.failNL("%s: invalid compressed data--crc error", label)
			case errors.Is(err, gzip.ErrHeader):
				flush = false
				g.failNL("%s: invalid compressed data--format violated", label)
			default:
				var ce flate.CorruptInputError
				if errors.As(err, &ce) {
					flush = false
					g.failNL("%s: invalid compressed data--format violated", label)
				} else {
					g.ioError(label, outName, cr.n, err, cw.err)
				}
			}
			return cr.n, cw.n, false
		}
	}
}

// eofFail reports input that ends too soon. GNU's read_error aborts the
// run there: the operands after it are not looked at.
func (g *gzipRun) eofFail(label string) {
	g.failNL("%s: unexpected end of file", label)
	g.aborted = true
}

func (g *gzipRun) failNL(format string, args ...any) {
	io.WriteString(g.inv.Stderr, "\n")
	g.fail(format, args...)
}

func (g *gzipRun) warnNL(format string, args ...any) {
	if !g.quiet {
		io.WriteString(g.inv.Stderr, "\n")
	}
	g.warn(format, args...)
}

var gzipSuffixes = []string{".gz", "-gz", ".z", "-z", "_z", ".Z", ".tgz", ".taz"}

func (g *gzipRun) hasSuffix(name string) bool {
	_, ok := g.stripSuffix(name)
	return ok
}

// stripSuffix returns the decompressed name for name (f.gz -> f,
// a.tgz -> a.tar) and whether name had a known suffix.
func (g *gzipRun) stripSuffix(name string) (string, bool) {
	base := path.Base(name)
	for _, s := range append([]string{g.suffix}, gzipSuffixes...) {
		if len(base) > len(s) && strings.HasSuffix(base, s) {
			stem := name[:len(name)-len(s)]
			if s == ".tgz" || s == ".taz" {
				stem += ".tar"
			}
			return stem, true
		}
	}
	return name, false
}

// gzipHeaderLen is the size of a gzip member's header and trailer when it
// stores name (GNU counts them out of the ratio).
func gzipHeaderLen(name []byte) int64 {
	if len(name) == 0 {
		return 18
	}
	return 18 + int64(len(name)) + 1
}

func gzipRatio(num, den int64) string {
	if den == 0 {
		return fmt.Sprintf("%5.1f%%", 0.0)
	}
	return fmt.Sprintf("%5.1f%%", 100*float64(num)/float64(den))
}

// listFile prints one -l line for a compressed file, from its header and
// trailer.
func (g *gzipRun) listFile(name, p string, fi fs.FileInfo) {
	f, err := vfs.Open(g.ctx, g.inv.FS, p)
	if err != nil {
		g.fail("%s: %s", name, vfs.Strerror(err))
		return
	}
	defer f.Close()
	size := fi.Size()
	hdr := make([]byte, 4096)
	n, _ := f.ReadAt(hdr, 0)
	hdr = hdr[:n]
	if len(hdr) < 2 || hdr[0] != 0x1f || hdr[1] != 0x8b {
		if len(hdr) < 2 {
			g.eofFail(name)
		} else {
			g.failNL("%s: not in gzip format", name)
		}
		return
	}
	hlen, _, ok := gzipParseHeader(hdr)
	var trailer [8]byte
	if !ok || size < int64(hlen)+8 {
		g.eofFail(name)
		return
	}
	if _, err := f.ReadAt(trailer[:], size-8); err != nil {
		g.fail("%s: %s", name, vfs.Strerror(err))
		return
	}
	crc := binary.LittleEndian.Uint32(trailer[:4])
	uncomp := int64(binary.LittleEndian.Uint32(trailer[4:]))
	base, _ := g.stripSuffix(name)
	g.listRow(size, uncomp, int64(hlen)+8, base, crc, fi.ModTime())
}

// listStream lists standard input.
func (g *gzipRun) listStream(r io.Reader) {
	data, err := io.ReadAll(&countReader{ctx: g.ctx, r: io.LimitReader(r, g.inv.Limits.WithDefaults().MaxFileBytes)})
	if err != nil {
		g.status = 1
		return
	}
	if len(data) < 2 || data[0] != 0x1f || data[1] != 0x8b {
		if len(data) < 2 {
			g.eofFail("stdin")
		} else {
			g.failNL("stdin: not in gzip format")
		}
		return
	}
	hlen, mtime, ok := gzipParseHeader(data)
	if !ok || len(data) < hlen+8 {
		g.eofFail("stdin")
		return
	}
	t := data[len(data)-8:]
	g.listRow(int64(len(data)), int64(binary.LittleEndian.Uint32(t[4:])), int64(hlen)+8, "stdout",
		binary.LittleEndian.Uint32(t[:4]), mtime)
}

func (g *gzipRun) listRow(comp, uncomp, headers int64, name string, crc uint32, mtime time.Time) {
	if g.listed == 0 {
		if g.verbose {
			io.WriteString(g.inv.Stdout, "method  crc     date  time  ")
		}
		io.WriteString(g.inv.Stdout, "         compressed        uncompressed  ratio uncompressed_name\n")
	}
	g.listed++
	g.totalComp += comp
	g.totalUncomp += uncomp
	g.totalHeaders += headers
	g.listLine(comp, uncomp, headers, name, crc, mtime)
}

func (g *gzipRun) listLine(comp, uncomp, headers int64, name string, crc uint32, mtime time.Time) {
	w := g.inv.Stdout
	if g.verbose {
		if name == "(totals)" {
			fmt.Fprintf(w, "%28s", "")
		} else {
			fmt.Fprintf(w, "defla %08x %s ", crc, mtime.UTC().Format("Jan _2 15:04"))
		}
	}
	fmt.Fprintf(w, "%19d %19d %s %s\n", comp, uncomp, gzipRatio(uncomp-(comp-headers), uncomp), name)
}

// gzipParseHeader returns the length of a gzip member header and its
// modification time (zero if unset).
func gzipParseHeader(b []byte) (n int, mtime time.Time, ok bool) {
	if len(b) < 10 {
		return 0, time.Time{}, false
	}
	flg := b[3]
	if t := binary.LittleEndian.Uint32(b[4:8]); t != 0 {
		mtime = time.Unix(int64(t), 0)
	}
	n = 10
	if flg&4 != 0 { // FEXTRA
		if len(b) < n+2 {
			return 0, mtime, false
		}
		n += 2 + int(binary.LittleEndian.Uint16(b[n:]))
	}
	for _, bit := range []byte{8, 16} { // FNAME, FCOMMENT
		if flg&bit != 0 {
			i := bytes.IndexByte(b[min(n, len(b)):], 0)
			if i < 0 {
				return 0, mtime, false
			}
			n += i + 1
		}
	}
	if flg&2 != 0 { // FHCRC
		n += 2
	}
	return n, mtime, n <= len(b)
}
