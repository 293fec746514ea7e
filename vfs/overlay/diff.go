package overlay

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha1"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"path"
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
	// Prefix is put before every path shown (a/PREFIX/x): the mount
	// point of the overlay in a larger tree, such as "/work". Paths
	// still select in the overlay's own tree.
	Prefix string
	// Index adds git's "index OLD..NEW MODE" lines (abbreviated blob
	// names), which make the diff identical to git's.
	Index bool
	// Renames shows an added file with the content and kind of a deleted
	// one as a rename ("similarity index 100%"), and a regular file whose
	// content is similar enough to a deleted one's as a rename with edits
	// ("similarity index 87%"), as git does by default (-M50%, see
	// inexactRenames).
	Renames bool
}

// binaryProbe is how much of a file git inspects for a NUL byte to decide
// that it is binary.
const binaryProbe = 8000

// Diff writes the overlay's changes as a git-style unified diff of the
// base (a/) against the overlay (b/), in path order: "diff --git" headers,
// "new file mode", "deleted file mode", "old mode"/"new mode" when the
// executable bit changed, and "Binary files a/x and b/x differ" for files
// with a NUL byte. Like git, it shows no directories, and hunk headers
// name the enclosing "function" (git's default rule). Options add git's
// index lines and rename detection (see DiffOptions). Lines are
// aligned as GNU diff aligns them (the project's diff engine), which in
// ambiguous cases can differ from git's choice. It reads the base side
// live.
func (o *FS) Diff(ctx context.Context, w io.Writer, opts DiffOptions) error {
	pairs, err := o.filePairs(ctx, opts)
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
	for _, fp := range pairs {
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := writeFileDiff(ctx, bw, fp, ctxLines, opts.Index); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// FileStat is one file's line in a diffstat.
type FileStat struct {
	// Path is the path shown (with DiffOptions.Prefix); From is the old
	// path of a rename, else "".
	Path, From string
	// Added and Deleted count lines; for a binary file they are 0.
	Added, Deleted int
	// Binary files report their sizes instead.
	Binary           bool
	OldSize, NewSize int64
}

// DiffStat returns, for each file Diff would show, the number of lines
// added and deleted (what `git diff --stat` draws), in Diff's order.
func (o *FS) DiffStat(ctx context.Context, opts DiffOptions) ([]FileStat, error) {
	pairs, err := o.filePairs(ctx, opts)
	if err != nil {
		return nil, err
	}
	var out []FileStat
	for _, fp := range pairs {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if !fp.shown() {
			continue
		}
		st := FileStat{Path: fp.path, From: fp.from}
		switch {
		case bytes.Equal(fp.old, fp.cur):
		case isBinary(fp.old) || isBinary(fp.cur):
			st.Binary, st.OldSize, st.NewSize = true, int64(len(fp.old)), int64(len(fp.cur))
		default:
			a, b := splitLines(fp.old), splitLines(fp.cur)
			ca, cb, err := lineDiff(ctx, a, b)
			if err != nil {
				return nil, err
			}
			for _, d := range ca {
				if d {
					st.Deleted++
				}
			}
			for _, d := range cb {
				if d {
					st.Added++
				}
			}
		}
		out = append(out, st)
	}
	return out, nil
}

// filePair is one file's two sides in a diff. oldMode is "" for an added
// file, newMode "" for a deleted one; from is the old path of a rename.
type filePair struct {
	path, from       string
	old, cur         []byte
	oldMode, newMode string
	// typeChange marks the halves of a type change, which git does not
	// pair as renames.
	typeChange bool
	// score is a rename's similarity, a fraction of maxScore.
	score int
}

// shown reports whether git would show the pair: not a change of mode
// bits other than x alone.
func (fp filePair) shown() bool {
	return fp.from != "" || fp.oldMode == "" || fp.oldMode != fp.newMode || !bytes.Equal(fp.old, fp.cur)
}

// filePairs reads the files the diff compares, a type change being a
// deletion and an addition as git shows it.
func (o *FS) filePairs(ctx context.Context, opts DiffOptions) ([]filePair, error) {
	changes, err := o.Changes(ctx)
	if err != nil {
		return nil, err
	}
	var sel []Change
	for _, c := range changes {
		if selected(c.Path, opts.Paths) {
			sel = append(sel, c)
		}
	}
	pairs, err := o.pairsOf(ctx, sel, opts.Prefix)
	if err != nil || !opts.Renames {
		return pairs, err
	}
	return renames(ctx, pairs)
}

// Renames folds into renames the deleted and added files of changes (from
// Changes, possibly filtered) that Diff with Renames would show as
// renames: each pair becomes one Change of kind Renamed at the new path,
// with From and Similarity, the old path's OldMode and BaseHash and the
// new path's Mode and Hash. The order is kept (the rename takes the added
// file's place).
func (o *FS) Renames(ctx context.Context, changes []Change) ([]Change, error) {
	pairs, err := o.pairsOf(ctx, changes, "")
	if err != nil {
		return nil, err
	}
	if pairs, err = renames(ctx, pairs); err != nil {
		return nil, err
	}
	index := map[string]int{}
	for i, c := range changes {
		index[c.Path] = i
	}
	out := append([]Change(nil), changes...)
	gone := map[int]bool{}
	for _, fp := range pairs {
		if fp.from == "" {
			continue
		}
		d, s := index[fp.path], index[fp.from]
		dst, src := changes[d], changes[s]
		if dst.Kind != Added || src.Kind != Deleted {
			continue // half of a type change: left as it is
		}
		out[d] = Change{Path: dst.Path, Kind: Renamed, From: src.Path, Mode: dst.Mode, OldMode: src.OldMode,
			BaseHash: src.BaseHash, Hash: dst.Hash, Similarity: fp.score * 100 / maxScore}
		gone[s] = true
	}
	kept := out[:0]
	for i, c := range out {
		if !gone[i] {
			kept = append(kept, c)
		}
	}
	return kept, nil
}

// pairsOf reads the files the diff of changes compares, paths shown
// under prefix.
func (o *FS) pairsOf(ctx context.Context, changes []Change, prefix string) ([]filePair, error) {
	var pairs []filePair
	var err error
	for _, c := range changes {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		shown := path.Join("/", prefix, c.Path)
		// Directories and FIFOs have no content: git records neither.
		oldFile := c.Kind != Added && !c.OldMode.IsDir() && !vfs.IsFifo(c.OldMode)
		newFile := c.Kind != Deleted && !c.Mode.IsDir() && !vfs.IsFifo(c.Mode)
		var old, cur []byte
		if oldFile {
			if old, err = o.content(ctx, o.base, c.Path, c.OldMode); err != nil {
				return nil, err
			}
		}
		if newFile {
			if cur, err = o.content(ctx, o.upper, c.Path, c.Mode); err != nil {
				return nil, err
			}
		}
		switch {
		case oldFile && newFile && c.Kind != TypeChanged:
			pairs = append(pairs, filePair{path: shown, old: old, cur: cur, oldMode: gitMode(c.OldMode), newMode: gitMode(c.Mode)})
		default:
			tc := oldFile && newFile
			if oldFile {
				pairs = append(pairs, filePair{path: shown, old: old, oldMode: gitMode(c.OldMode), typeChange: tc})
			}
			if newFile {
				pairs = append(pairs, filePair{path: shown, cur: cur, newMode: gitMode(c.Mode), typeChange: tc})
			}
		}
	}
	return pairs, nil
}

// renames pairs added files with deleted ones as git's rename detection
// does by default: first each added file with a deleted file of the same
// content and kind (file or symlink), the first such deletion in path
// order, one with the same base name preferred; then the remaining regular
// files by similarity (see inexactRenames). The rename takes the added
// file's place, the deletion goes. A deleted file is the source of one
// rename at most (git would show further ones as copies, which Diff does
// not detect), and the halves of a type change are no part of renames.
func renames(ctx context.Context, pairs []filePair) ([]filePair, error) {
	isLink := func(m string) bool { return m == "120000" }
	type key struct {
		link bool
		sum  [sha256.Size]byte
	}
	deleted := map[key][]int{} // kind and content -> pair indexes
	for i, fp := range pairs {
		if fp.newMode == "" && !fp.typeChange {
			k := key{isLink(fp.oldMode), sha256.Sum256(fp.old)}
			deleted[k] = append(deleted[k], i)
		}
	}
	if len(deleted) == 0 {
		return pairs, nil
	}
	used := map[int]bool{}
	for i, fp := range pairs {
		if fp.oldMode != "" || fp.typeChange {
			continue
		}
		k := key{isLink(fp.newMode), sha256.Sum256(fp.cur)}
		best := -1
		for _, j := range deleted[k] {
			if used[j] {
				continue
			}
			if best < 0 {
				best = j
			}
			if path.Base(pairs[j].path) == path.Base(fp.path) {
				best = j
				break
			}
		}
		if best < 0 {
			continue
		}
		used[best] = true
		src := pairs[best]
		pairs[i] = filePair{path: fp.path, from: src.path, old: src.old, cur: fp.cur, oldMode: src.oldMode, newMode: fp.newMode, score: maxScore}
	}
	var srcs, dsts []*renameSide
	for i, fp := range pairs {
		switch {
		case fp.typeChange || fp.from != "":
		case fp.newMode == "" && !used[i]:
			srcs = append(srcs, &renameSide{i: i, path: fp.path, data: fp.old, regular: !isLink(fp.oldMode)})
		case fp.oldMode == "":
			dsts = append(dsts, &renameSide{i: i, path: fp.path, data: fp.cur, regular: !isLink(fp.newMode)})
		}
	}
	matches, err := inexactRenames(ctx, srcs, dsts)
	if err != nil {
		return nil, err
	}
	for i, m := range matches {
		used[m.src] = true
		src, fp := pairs[m.src], pairs[i]
		pairs[i] = filePair{path: fp.path, from: src.path, old: src.old, cur: fp.cur, oldMode: src.oldMode, newMode: fp.newMode, score: m.score}
	}
	out := pairs[:0]
	for i, fp := range pairs {
		if !used[i] {
			out = append(out, fp)
		}
	}
	return out, nil
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

// writeFileDiff writes one file's diff, with git's index line if index.
func writeFileDiff(ctx context.Context, w *bufio.Writer, fp filePair, ctxLines int, index bool) error {
	if !fp.shown() {
		return nil // a change git does not show (mode bits other than x)
	}
	old, cur, oldMode, newMode := fp.old, fp.cur, fp.oldMode, fp.newMode
	from := fp.path
	if fp.from != "" {
		from = fp.from
	}
	a, b := QuotePath("a/"+strings.TrimPrefix(from, "/")), QuotePath("b/"+strings.TrimPrefix(fp.path, "/"))
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
	if fp.from != "" {
		fmt.Fprintf(w, "similarity index %d%%\nrename from %s\nrename to %s\n", fp.score*100/maxScore,
			QuotePath(strings.TrimPrefix(from, "/")), QuotePath(strings.TrimPrefix(fp.path, "/")))
	}
	if bytes.Equal(old, cur) && oldMode != "" && newMode != "" {
		return nil
	}
	if index {
		fmt.Fprintf(w, "index %s..%s", blobID(old, oldMode != ""), blobID(cur, newMode != ""))
		if oldMode == newMode {
			fmt.Fprintf(w, " %s", oldMode)
		}
		w.WriteByte('\n')
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

// blobID is git's abbreviated object name of content (a blob), or zeros
// for a side that does not exist.
func blobID(content []byte, exists bool) string {
	if !exists {
		return "0000000"
	}
	h := sha1.New()
	fmt.Fprintf(h, "blob %d\x00", len(content))
	h.Write(content)
	return hex.EncodeToString(h.Sum(nil))[:7]
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
	ca, cb, err := lineDiff(ctx, a, b)
	if err != nil {
		return err
	}
	return writeBlocks(w, a, b, ca, cb, ctxLines)
}

// lineDiff marks the lines of a deleted and of b added.
func lineDiff(ctx context.Context, a, b []string) (ca, cb []bool, err error) {
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
	return diffseq.Diff(ctx, class(a), class(b), false)
}

// writeBlocks writes the hunks of the changes lineDiff marked.
func writeBlocks(w *bufio.Writer, a, b []string, ca, cb []bool, ctxLines int) error {
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

// QuotePath quotes a path as git does (core.quotePath): in double quotes
// with C escapes when it holds control characters, quotes, backslashes or
// non-ASCII bytes.
func QuotePath(s string) string {
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
