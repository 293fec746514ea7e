package commands

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"unicode/utf8"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "wc",
		Summary: "print newline, word, and byte counts for each file",
		Usage:   wcUsage,
		Run:     runWc,
	})
}

const wcUsage = `Usage: wc [OPTION]... [FILE]...
Print newline, word, and byte counts for each FILE, and a total line if
more than one FILE is specified.  A word is a non-zero-length sequence of
printable characters delimited by white space.

With no FILE, or when FILE is -, read standard input.

The options below may be used to select which counts are printed, always in
the following order: newline, word, character, byte, maximum line length.
  -c, --bytes            print the byte counts
  -m, --chars            print the character counts
  -l, --lines            print the newline counts
  -L, --max-line-length  print the maximum display width
  -w, --words            print the word counts
      --files0-from=F    read input from the files specified by
                           NUL-terminated names in file F;
                           If F is - then read names from standard input
      --help        display this help and exit
`

type wcCounts struct {
	lines, words, chars, bytes, maxLen int64
}

func runWc(ctx context.Context, inv *shell.Invocation) int {
	fs := newFlagSet("wc")
	pBytes := fs.Bool('c', "bytes")
	pChars := fs.Bool('m', "chars")
	pLines := fs.Bool('l', "lines")
	pMax := fs.Bool('L', "max-line-length")
	pWords := fs.Bool('w', "words")
	files0 := fs.String(0, "files0-from", "")
	files, status, done := parseFlags(inv, fs, wcUsage, 1)
	if done {
		return status
	}
	if !*pBytes && !*pChars && !*pLines && !*pMax && !*pWords {
		*pLines, *pWords, *pBytes = true, true, true
	}
	named := len(files) > 0
	listFromPipe := false
	if fs.Seen("files0-from") {
		if named {
			errorf(inv, "extra operand %s\nfile operands cannot be combined with --files0-from", quoteFile(files[0]))
			fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
			return 1
		}
		// GNU reads a list from a pipe as it goes, so it cannot size the
		// columns first.
		listFromPipe = *files0 == "-"
		parts, ok := readFiles0From(ctx, inv, *files0)
		if !ok {
			return 1
		}
		files, named = parts, true
	} else if !named {
		files = []string{"-"}
	}

	// GNU sizes the columns before counting: from the total size of the
	// regular files, at least 7 wide if any input is not a regular file, and
	// 1 wide for a single count of a single file.
	width := 1
	nCounts := 0
	for _, b := range []bool{*pBytes, *pChars, *pLines, *pMax, *pWords} {
		if b {
			nCounts++
		}
	}
	needChars := *pChars || *pWords || *pMax
	buf := make([]byte, 64<<10) // one read buffer for every file: xargs wc runs over thousands
	// early holds the counts of files[:len(early)], counted before the
	// columns were sized.
	var early []wcCounts
	if !(len(files) == 1 && nCounts == 1) && !listFromPipe {
		var total int64
		early, total = wcCountRegular(ctx, inv, files, needChars, buf)
		if ctx.Err() != nil {
			return 1
		}
		minWidth := 1
		for _, name := range files[len(early):] {
			if name == "" {
				continue // stat("") fails
			}
			size, regular, err := statSize(ctx, inv, name)
			if err != nil {
				continue
			}
			if regular {
				total += size
			} else {
				minWidth = 7
			}
		}
		width = len(strconv.FormatInt(total, 10))
		if width < minWidth {
			width = minWidth
		}
	}

	out, release := bufferedStdout(inv, 4096)
	defer release()
	var line []byte // reused: a line per file
	print := func(c wcCounts, name string) error {
		b := line[:0]
		add := func(on bool, n int64) {
			if !on {
				return
			}
			if len(b) > 0 {
				b = append(b, ' ')
			}
			var num [20]byte
			d := strconv.AppendInt(num[:0], n, 10)
			for i := len(d); i < width; i++ {
				b = append(b, ' ')
			}
			b = append(b, d...)
		}
		add(*pLines, c.lines)
		add(*pWords, c.words)
		add(*pChars, c.chars)
		add(*pBytes, c.bytes)
		add(*pMax, c.maxLen)
		if name != "" {
			b = append(b, ' ')
			b = append(b, name...)
		}
		b = append(b, '\n')
		line = b
		_, err := out.Write(b)
		return err
	}
	var total wcCounts
	add := func(c wcCounts) {
		total.lines += c.lines
		total.words += c.words
		total.chars += c.chars
		total.bytes += c.bytes
		total.maxLen = max(total.maxLen, c.maxLen)
	}
	nDone := len(early)
	for i, c := range early {
		add(c)
		if print(c, files[i]) != nil {
			return 1
		}
	}
	closedStdin := false // only a closed fd 0 reads as EBADF: GNU wc's close of it fails too
	defer func() {
		if closedStdin {
			errorf(inv, "-: %s", vfs.Strerror(vfs.ErrBadFD))
		}
	}()
	for i := len(early); i < len(files); i++ {
		name := files[i]
		if ctx.Err() != nil {
			return 1
		}
		if name == "" {
			errorf(inv, "%s:%d: invalid zero-length file name", quoteName(*files0), i+1)
			status = 1
			continue
		}
		nDone++
		r, closeFn, err := openText(ctx, inv, name)
		if err != nil {
			fileError(inv, quoteName(name), err)
			status = 1
			continue
		}
		c, rerr := wcCount(ctx, r, needChars, ctypeIsC(inv), buf)
		closeFn()
		if rerr != nil {
			if ctx.Err() != nil {
				return 1
			}
			label := name
			if !named && name == "-" {
				label = "standard input"
			}
			fileError(inv, quoteName(label), rerr)
			closedStdin = closedStdin || errors.Is(rerr, vfs.ErrBadFD)
			status = 1
		}
		add(c)
		label := name
		if !named {
			label = ""
		}
		if print(c, label) != nil {
			return 1
		}
	}
	if len(files) > 1 && (nDone > 1 || !fs.Seen("files0-from")) || nDone > 1 {
		if err := print(total, "total"); err != nil {
			flushedWriteFailed(inv, err)
			return 1
		}
	}
	if err := out.Flush(); err != nil {
		flushedWriteFailed(inv, err) // GNU flushes each line
		return 1
	}
	return status
}

// wcCountRegular counts the leading files that open as regular files and
// read without error, and returns their counts and the sum of their sizes.
// GNU stats every operand to size the columns before counting any; a
// regular file's size is the one the fstat of its open sees, so the files
// counted here need no stat of their own (a stat walks the path: xargs wc
// runs over thousands of files). It stops at the first operand that is
// not such a file ("-", a directory, a FIFO, a missing file, a read
// error): that one and the rest are stat'ed, and counted after, as GNU
// does, so that their messages and output keep GNU's order.
func wcCountRegular(ctx context.Context, inv *shell.Invocation, files []string, needChars bool, buf []byte) ([]wcCounts, int64) {
	var counts []wcCounts
	var total int64
	for _, name := range files {
		if ctx.Err() != nil || name == "" || name == "-" {
			break
		}
		f, err := vfs.Open(ctx, inv.FS, inv.Path(name))
		if err != nil {
			break
		}
		fi, err := f.Stat()
		if err != nil || !fi.Mode().IsRegular() {
			f.Close()
			break
		}
		c, err := wcCount(ctx, f, needChars, ctypeIsC(inv), buf)
		f.Close()
		if err != nil {
			break // counted again below, where its error is reported
		}
		counts = append(counts, c)
		total += fi.Size()
	}
	return counts, total
}

// wcCount counts one input. Without needChars it only counts bytes and
// newlines, reading through buf. In the C locale (byteLocale) a byte past
// ASCII is a character of its own that is not printable: it adds no width
// and neither starts nor ends a word. It stops when ctx is done.
func wcCount(ctx context.Context, r io.Reader, needChars, byteLocale bool, buf []byte) (wcCounts, error) {
	var c wcCounts
	var carry []byte // an incomplete UTF-8 sequence from the previous chunk
	inWord := false
	var linePos int64
	for {
		if err := ctx.Err(); err != nil {
			return c, err
		}
		n, err := r.Read(buf)
		chunk := buf[:n]
		c.bytes += int64(n)
		c.lines += int64(bytes.Count(chunk, []byte{'\n'}))
		if needChars && (n > 0 || (err != nil && len(carry) > 0)) {
			data := chunk
			if len(carry) > 0 {
				data = append(carry, chunk...)
				carry = nil
			}
			for i := 0; i < len(data); {
				b := data[i]
				var r rune
				size := 1
				if b < utf8.RuneSelf {
					r = rune(b)
				} else if byteLocale {
					i++
					c.chars++
					continue
				} else {
					if !utf8.FullRune(data[i:]) && err == nil {
						carry = append([]byte(nil), data[i:]...)
						break
					}
					r, size = utf8.DecodeRune(data[i:])
					if r == utf8.RuneError && size <= 1 {
						// An invalid byte: neither a character nor a separator.
						i++
						continue
					}
				}
				i += size
				c.chars++
				switch r {
				case '\n', '\r', '\f':
					c.maxLen = max(c.maxLen, linePos)
					linePos = 0
					inWord = false
				case '\t':
					linePos += 8 - linePos%8
					inWord = false
				case ' ':
					linePos++
					inWord = false
				case '\v':
					inWord = false
				default:
					if wcIsSpace(r) {
						if w := runeWidth(r); w > 0 {
							linePos += int64(w)
						}
						inWord = false
						continue
					}
					w := runeWidth(r)
					if w < 0 {
						continue
					}
					linePos += int64(w)
					if !inWord {
						c.words++
						inWord = true
					}
				}
			}
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			c.maxLen = max(c.maxLen, linePos)
			return c, err
		}
	}
	c.maxLen = max(c.maxLen, linePos)
	return c, nil
}

// wcIsSpace is glibc's iswspace plus the no-break spaces GNU wc also treats
// as word separators.
func wcIsSpace(r rune) bool {
	switch r {
	case 0x85, 0x1680, 0x2028, 0x2029, 0x205f, 0x3000, 0xa0, 0x2007, 0x202f, 0x2060:
		return true
	}
	return r >= 0x2000 && r <= 0x200a
}

// ctypeIsC reports whether the command runs in the C (POSIX) locale, where
// a character is a byte: the first of LC_ALL, LC_CTYPE and LANG set and not
// empty is C or POSIX (none set is the sandbox's default, C.UTF-8).
func ctypeIsC(inv *shell.Invocation) bool {
	for _, name := range [...]string{"LC_ALL", "LC_CTYPE", "LANG"} {
		if v := inv.Getenv(name); v != "" {
			return v == "C" || v == "POSIX"
		}
	}
	return false
}
