package overlay

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"io/fs"
	"strings"

	"github.com/computerwelt/computerwelt/internal/diffseq"
	"github.com/computerwelt/computerwelt/vfs"
)

// DiffOptions adjusts Diff.
type DiffOptions struct {
	// Context is the number of unchanged lines shown around changes; 0
	// means git's default, 3, and a negative value none.
	Context int
	// Paths limits the diff to the changes at or below these absolute
	// paths; empty means all.
	Paths []string
}

// binaryProbe is how much of a file git inspects for a NUL byte to decide
// that it is binary.
const binaryProbe = 8000

// Diff writes the overlay's changes as a git-style unified diff of the
// base (a/) against the overlay (b/), in path order: "diff --git" headers,
// "new file mode", "deleted file mode", "old mode"/"new mode" when the
// executable bit changed, and "Binary files a/x and b/x differ" for files
// with a NUL byte. Like git, it shows no directories, and hunk headers
// name the enclosing "function" (git's default rule); unlike git, it
// prints no index lines, and lines are aligned as GNU diff aligns them
// (the project's diff engine), which in ambiguous cases can differ from
// git's choice. It reads the base side live.
func (o *FS) Diff(ctx context.Context, w io.Writer, opts DiffOptions) error {
	changes, err := o.Changes(ctx)
	if err != nil {
		return err
	}
	ctxLines := opts.Context
	switch {
	case ctxLines == 0:
		ctxLines = 3
	case ctxLines < 0:
		ctxLines = 0
	}
	bw := bufio.NewWriter(w)
	for _, c := range changes {
		if err := ctx.Err(); err != nil {
			return err
		}
		if !selected(c.Path, opts.Paths) {
			continue
		}
		oldFile := c.Kind != Added && !c.OldMode.IsDir()
		newFile := c.Kind != Deleted && !c.Mode.IsDir()
		var old, cur []byte
		if oldFile {
			if old, err = o.content(ctx, o.base, c.Path, c.OldMode); err != nil {
				return err
			}
		}
		if newFile {
			if cur, err = o.content(ctx, o.upper, c.Path, c.Mode); err != nil {
				return err
			}
		}
		switch {
		case oldFile && newFile && c.Kind != TypeChanged:
			err = writeFileDiff(ctx, bw, c.Path, old, cur, gitMode(c.OldMode), gitMode(c.Mode), ctxLines)
		default:
			// git shows a type change as a deletion and an addition.
			if oldFile {
				err = writeFileDiff(ctx, bw, c.Path, old, nil, gitMode(c.OldMode), "", ctxLines)
			}
			if newFile && err == nil {
				err = writeFileDiff(ctx, bw, c.Path, nil, cur, "", gitMode(c.Mode), ctxLines)
			}
		}
		if err != nil {
			return err
		}
	}
	return bw.Flush()
}

// selected reports whether p is at or below one of paths (all if none).
func selected(p string, paths []string) bool {
	if len(paths) == 0 {
		return true
	}
	for _, q := range paths {
		if q = vfs.Abs("/", q); q == "/" || under(p, q) {
			return true
		}
	}
	return false
}

// content reads a regular file, or a symlink's target, from fsys.
func (o *FS) content(ctx context.Context, fsys vfs.FS, p string, mode fs.FileMode) ([]byte, error) {
	if mode&fs.ModeSymlink != 0 {
		t, err := fsys.Readlink(ctx, p)
		return []byte(t), err
	}
	b, err := vfs.ReadFile(ctx, fsys, p)
	if fsys == o.base && notExist(err) {
		// The base lost the file meanwhile: diff against nothing.
		return nil, nil
	}
	return b, err
}

// gitMode is the mode git records: symlink, executable or plain file.
func gitMode(m fs.FileMode) string {
	switch {
	case m&fs.ModeSymlink != 0:
		return "120000"
	case m&0o100 != 0:
		return "100755"
	}
	return "100644"
}

// writeFileDiff writes one file's diff. oldMode is "" for an added file,
// newMode "" for a deleted one.
func writeFileDiff(ctx context.Context, w *bufio.Writer, p string, old, cur []byte, oldMode, newMode string, ctxLines int) error {
	if oldMode != "" && oldMode == newMode && bytes.Equal(old, cur) {
		return nil // a change git does not show (mode bits other than x)
	}
	rel := strings.TrimPrefix(p, "/")
	a, b := quotePath("a/"+rel), quotePath("b/"+rel)
	fmt.Fprintf(w, "diff --git %s %s\n", a, b)
	switch {
	case oldMode == "":
		fmt.Fprintf(w, "new file mode %s\n", newMode)
		a = "/dev/null"
	case newMode == "":
		fmt.Fprintf(w, "deleted file mode %s\n", oldMode)
		b = "/dev/null"
	case oldMode != newMode:
		fmt.Fprintf(w, "old mode %s\nnew mode %s\n", oldMode, newMode)
	}
	if bytes.Equal(old, cur) {
		return nil
	}
	if isBinary(old) || isBinary(cur) {
		fmt.Fprintf(w, "Binary files %s and %s differ\n", a, b)
		return nil
	}
	fmt.Fprintf(w, "--- %s\n+++ %s\n", a, b)
	return writeHunks(ctx, w, splitLines(old), splitLines(cur), ctxLines)
}

func isBinary(b []byte) bool {
	return bytes.IndexByte(b[:min(len(b), binaryProbe)], 0) >= 0
}

// splitLines splits b after each newline; the last line may lack one.
func splitLines(b []byte) []string {
	var lines []string
	for len(b) > 0 {
		i := bytes.IndexByte(b, '\n')
		if i < 0 {
			lines = append(lines, string(b))
			break
		}
		lines = append(lines, string(b[:i+1]))
		b = b[i+1:]
	}
	return lines
}

// block is a run of changes: a[i0:i1] replaced by b[j0:j1].
type block struct{ i0, i1, j0, j1 int }

// writeHunks writes the unified hunks between a and b, with the
// alignment of the project's diff engine (GNU diff's).
func writeHunks(ctx context.Context, w *bufio.Writer, a, b []string, ctxLines int) error {
	classes := map[string]int{}
	class := func(lines []string) []int {
		out := make([]int, len(lines))
		for i, l := range lines {
			c, ok := classes[l]
			if !ok {
				c = len(classes) + 1
				classes[l] = c
			}
			out[i] = c
		}
		return out
	}
	ca, cb, err := diffseq.Diff(ctx, class(a), class(b), false)
	if err != nil {
		return err
	}
	var blocks []block
	for i, j := 0, 0; i < len(a) || j < len(b); {
		if (i < len(a) && ca[i]) || (j < len(b) && cb[j]) {
			bl := block{i0: i, j0: j}
			for i < len(a) && ca[i] {
				i++
			}
			for j < len(b) && cb[j] {
				j++
			}
			bl.i1, bl.j1 = i, j
			blocks = append(blocks, bl)
			continue
		}
		i++
		j++
	}
	// Like git, a hunk header names the nearest line above the hunk that
	// starts with a letter, "_" or "$" (searched back to the previous
	// hunk's start, else the previous name stays).
	funcLine, funcLimit := "", -1
	for len(blocks) > 0 {
		// A hunk takes blocks while the unchanged gap between them is at
		// most twice the context.
		n := 1
		for n < len(blocks) && blocks[n].i0-blocks[n-1].i1 <= 2*ctxLines {
			n++
		}
		hunk := blocks[:n]
		blocks = blocks[n:]
		first, last := hunk[0], hunk[n-1]
		aStart := max(0, first.i0-ctxLines)
		aEnd := min(len(a), last.i1+ctxLines)
		bStart := first.j0 - (first.i0 - aStart)
		bEnd := last.j1 + (aEnd - last.i1)
		for l := aStart - 1; l > funcLimit && l >= 0; l-- {
			if f, ok := gitFuncName(a[l]); ok {
				funcLine = f
				break
			}
		}
		funcLimit = aStart - 1
		fmt.Fprintf(w, "@@ -%s +%s @@", hunkRange(aStart, aEnd-aStart), hunkRange(bStart, bEnd-bStart))
		if funcLine != "" {
			w.WriteString(" " + funcLine)
		}
		w.WriteByte('\n')
		i := aStart
		for _, bl := range hunk {
			for ; i < bl.i0; i++ {
				writeLine(w, ' ', a[i])
			}
			for k := bl.i0; k < bl.i1; k++ {
				writeLine(w, '-', a[k])
			}
			for k := bl.j0; k < bl.j1; k++ {
				writeLine(w, '+', b[k])
			}
			i = bl.i1
		}
		for ; i < aEnd; i++ {
			writeLine(w, ' ', a[i])
		}
	}
	return nil
}

// gitFuncName is git's default function-name match (xdiff's def_ff): a
// line starting with a letter, "_" or "$", cut to 80 bytes, without
// trailing white space.
func gitFuncName(line string) (string, bool) {
	if line == "" {
		return "", false
	}
	c := line[0]
	if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c == '_' || c == '$') {
		return "", false
	}
	if len(line) > 80 {
		line = line[:80]
	}
	return strings.TrimRight(line, " \t\n\v\f\r"), true
}

// hunkRange formats a hunk side: "start,count", "start" for one line, and
// the line before for an empty side.
func hunkRange(start, count int) string {
	switch count {
	case 0:
		return fmt.Sprintf("%d,0", start)
	case 1:
		return fmt.Sprint(start + 1)
	}
	return fmt.Sprintf("%d,%d", start+1, count)
}

func writeLine(w *bufio.Writer, prefix byte, line string) {
	w.WriteByte(prefix)
	w.WriteString(line)
	if !strings.HasSuffix(line, "\n") {
		w.WriteString("\n\\ No newline at end of file\n")
	}
}

// quotePath quotes a path as git does (core.quotePath): in double quotes
// with C escapes when it holds control characters, quotes, backslashes or
// non-ASCII bytes.
func quotePath(s string) string {
	need := false
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c == '"' || c == '\\' || c >= 0x7f {
			need = true
			break
		}
	}
	if !need {
		return s
	}
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case '\a':
			b.WriteString(`\a`)
		case '\b':
			b.WriteString(`\b`)
		case '\t':
			b.WriteString(`\t`)
		case '\n':
			b.WriteString(`\n`)
		case '\v':
			b.WriteString(`\v`)
		case '\f':
			b.WriteString(`\f`)
		case '\r':
			b.WriteString(`\r`)
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		default:
			if c < 0x20 || c >= 0x7f {
				fmt.Fprintf(&b, `\%03o`, c)
			} else {
				b.WriteByte(c)
			}
		}
	}
	b.WriteByte('"')
	return b.String()
}
