package commands

import (
	"bufio"
	"bytes"
	"compress/bzip2"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/computerwelt/computerwelt/shell"
)

// tarCompressor filters the archive. gzip and bzip2 (reading) are built
// in; the others run the program of that name through the sandbox's sh,
// as GNU tar runs it, so they work where the sandbox has that command.
type tarCompressor struct {
	name    string // the program
	flag    string // the tar option that selects it
	magic   []byte
	program string // -I: a command line
	newR    func(r io.Reader) (io.ReadCloser, error)
	newW    func(ctx context.Context, w io.Writer) io.WriteCloser
}

var errGzipBroken = errors.New("broken compressed data")

var tarCompressors = map[string]*tarCompressor{
	"gzip": {name: "gzip", flag: "-z", magic: []byte{0x1f, 0x8b},
		newR: func(r io.Reader) (io.ReadCloser, error) {
			z, err := gzip.NewReader(r)
			if err != nil {
				return nil, err
			}
			return &gzipErrReader{z}, nil
		},
		// GNU tar pipes the archive through gzip: no name, no time,
		// level 6, and GNU's deflate (gzip_deflate.go).
		newW: func(ctx context.Context, w io.Writer) io.WriteCloser {
			return newGNUGzipWriter(ctx, w, 6, false, "", 0, nil)
		}},
	"bzip2": {name: "bzip2", flag: "-j", magic: []byte("BZh"),
		newR: func(r io.Reader) (io.ReadCloser, error) { return io.NopCloser(bzip2.NewReader(r)), nil }},
	"xz":       {name: "xz", flag: "-J", magic: []byte{0xfd, '7', 'z', 'X', 'Z', 0}},
	"lzma":     {name: "lzma", flag: "--lzma", magic: []byte{0x5d, 0, 0}},
	"lzip":     {name: "lzip", flag: "--lzip", magic: []byte("LZIP")},
	"lzop":     {name: "lzop", flag: "--lzop", magic: []byte{0x89, 'L', 'Z', 'O'}},
	"zstd":     {name: "zstd", flag: "--zstd", magic: []byte{0x28, 0xb5, 0x2f, 0xfd}},
	"compress": {name: "compress", flag: "-Z", magic: []byte{0x1f, 0x9d}},
}

// gzipErrReader reports a damaged gzip stream as errGzipBroken.
type gzipErrReader struct{ z *gzip.Reader }

func (g *gzipErrReader) Read(p []byte) (int, error) {
	n, err := g.z.Read(p)
	if errors.Is(err, gzip.ErrChecksum) || errors.Is(err, gzip.ErrHeader) {
		err = fmt.Errorf("%w: %v", errGzipBroken, err)
	}
	return n, err
}

func (g *gzipErrReader) Close() error { return g.z.Close() }

// detectCompression recognises a compressed archive by its first bytes.
func detectCompression(magic []byte) *tarCompressor {
	for _, name := range []string{"gzip", "bzip2", "xz", "lzip", "lzop", "zstd", "compress"} {
		c := tarCompressors[name]
		if bytes.HasPrefix(magic, c.magic) {
			return c
		}
	}
	return nil
}

// compressorForName is -a: the compression the archive's suffix names.
func compressorForName(file string) *tarCompressor {
	for _, s := range []struct{ suffix, name string }{
		{".gz", "gzip"}, {".tgz", "gzip"}, {".taz", "gzip"}, {".bz2", "bzip2"}, {".tbz", "bzip2"},
		{".tbz2", "bzip2"}, {".tz2", "bzip2"}, {".xz", "xz"}, {".txz", "xz"}, {".lzma", "lzma"},
		{".tlz", "lzma"}, {".lz", "lzip"}, {".lzo", "lzop"}, {".zst", "zstd"}, {".tzst", "zstd"},
		{".Z", "compress"}, {".taZ", "compress"},
	} {
		if strings.HasSuffix(file, s.suffix) {
			return tarCompressors[s.name]
		}
	}
	return nil
}

// tarChildError is a compression program that failed.
type tarChildError struct{ msg string }

func (e *tarChildError) Error() string { return e.msg }

func (c *tarCompressor) command(decompress bool) string {
	prog := c.program
	if prog == "" {
		prog = c.name
	}
	if decompress {
		prog += " -d"
	}
	return prog
}

// writer returns a compressing writer onto w.
func (c *tarCompressor) writer(t *tarRun, w io.Writer) (io.WriteCloser, error) {
	if c.newW != nil && c.program == "" {
		return c.newW(t.ctx, w), nil
	}
	pr, pw := io.Pipe()
	p := &tarPipe{pw: pw, done: make(chan int, 1)}
	go func() {
		st := t.runSandbox(c.command(false), pr, w, nil)
		pr.CloseWithError(io.ErrClosedPipe)
		p.done <- st
	}()
	return p, nil
}

// reader returns a decompressing reader of r.
func (c *tarCompressor) reader(t *tarRun, r io.Reader) (io.ReadCloser, error) {
	if c.newR != nil && c.program == "" {
		return c.newR(r)
	}
	pr, pw := io.Pipe()
	p := &tarPipe{pr: pr, done: make(chan int, 1)}
	go func() {
		st := t.runSandbox(c.command(true), r, pw, nil)
		if st != 0 {
			pw.CloseWithError(&tarChildError{fmt.Sprintf("Child returned status %d", st)})
		} else {
			pw.Close()
		}
		p.done <- st
	}()
	return p, nil
}

// tarPipe is one end of a pipe to a program running in the sandbox.
type tarPipe struct {
	pw   *io.PipeWriter
	pr   *io.PipeReader
	done chan int
	once sync.Once
	st   int
}

func (p *tarPipe) Write(b []byte) (int, error) {
	n, err := p.pw.Write(b)
	if err != nil {
		p.wait()
		if p.st != 0 {
			return n, &tarChildError{fmt.Sprintf("Child returned status %d", p.st)}
		}
	}
	return n, err
}

func (p *tarPipe) Read(b []byte) (int, error) { return p.pr.Read(b) }

func (p *tarPipe) wait() { p.once.Do(func() { p.st = <-p.done }) }

func (p *tarPipe) Close() error {
	if p.pw != nil {
		p.pw.Close()
	}
	if p.pr != nil {
		// The program may still be writing: let it finish into nothing.
		go io.Copy(io.Discard, p.pr)
	}
	p.wait()
	if p.st != 0 {
		return &tarChildError{fmt.Sprintf("Child returned status %d", p.st)}
	}
	return nil
}

// runSandbox runs a command line through the sandbox's sh (never a host
// program), with extra environment variables; it returns the status.
func (t *tarRun) runSandbox(cmdline string, stdin io.Reader, stdout io.Writer, extra map[string]string) int {
	inv := t.inv
	if inv.Exec == nil {
		fmt.Fprintf(inv.Stderr, "tar: %s: cannot run commands here\n", cmdline)
		return 127
	}
	if stdin == nil {
		stdin = strings.NewReader("")
	}
	if stdout == nil {
		stdout = inv.Stdout
	}
	var env map[string]string
	if len(extra) > 0 {
		env = map[string]string{}
		for k, v := range inv.Env {
			env[k] = v
		}
		for k, v := range extra {
			env[k] = v
		}
	}
	bw := bufio.NewWriter(stdout)
	st := inv.Exec(t.ctx, shell.ExecRequest{Args: []string{"sh", "-c", cmdline}, Stdin: stdin, Stdout: bw, Stderr: inv.Stderr, Env: env})
	bw.Flush()
	return st
}
