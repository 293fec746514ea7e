// Package docfs is a read-only vfs.FS that serves documents as the text a
// reader can use rather than as their bytes: a PDF's bytes are no use to a
// shell, its extracted text is.
//
// It wraps another filesystem (typically a read-only host folder). Every
// regular file whose name ends in a known document extension (.pdf, .docx,
// .xlsx, .pptx, .odt, .html, .htm; any case) is listed under its name with
// ".txt" appended, and that name reads as the extracted text:
//
//	report.pdf   → report.pdf.txt   (the text of each page, pages separated by \f)
//	notes.docx   → notes.docx.txt   (paragraphs, "#" headings, "- " lists, tab-separated tables)
//	budget.xlsx  → budget.xlsx.txt  ("== Sheet: name ==", then rows as tab-separated cells)
//	index.html   → index.html.txt   (readable text, links as "text <url>")
//
// Beside the text, every document's original bytes are served, read-only,
// under its name with ".orig" appended, and a workbook (.xlsx) is also a
// directory, its name with ".d" appended, holding one CSV file per sheet:
//
//	report.pdf   → report.pdf.orig  (the PDF's bytes, as the wrapped filesystem has them)
//	budget.xlsx  → budget.xlsx.d/Sales.csv, budget.xlsx.d/Q1_Q2.csv, ...
//
// A sheet's CSV is RFC 4180 with "\n" line ends: cells separated by commas,
// quoted with "" when they hold a comma, quote or line break, kept
// verbatim otherwise (values as in the text rendering); missing rows are
// empty lines, trailing empty cells left out. A sheet's file name is its
// name with "/" and control characters replaced by "_" and ".csv" appended;
// a name met twice gets "~2", "~3", ... before ".csv". Listing the
// directory extracts the workbook. Describe states this convention, so
// that help and df show it.
//
// The new names tell the reader, and tools such as grep -r and find, that
// the content is a rendering and not the file's bytes; ls, stat, wc -c, cat
// and grep agree on it (sizes are those of the rendering). The original
// name is not served (a lookup fails with ENOENT), and if the wrapped
// filesystem also has a real file with a view's name (".txt", ".orig",
// ".d"), the real file wins over that view. Symlinks pass through, their
// targets renamed when they name a document. Other files pass through
// unchanged.
//
// Text is extracted when a document is read (or its size is asked for)
// and cached by path, size and modification time, up to a byte budget. A
// document that cannot be extracted (corrupt, encrypted, over a limit) stats
// with size 0 and fails to open with "cannot extract text: ...". Extraction
// never panics (a panic becomes that error) and gives up when the context
// ends. Every write fails with EROFS.
package docfs

import (
	"container/list"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
)

// Limits bound the work extraction may do for one document.
type Limits struct {
	// MaxInputBytes is the largest document read (default 64 MiB).
	MaxInputBytes int64
	// MaxDecompressedBytes bounds what one zip-based document (DOCX,
	// XLSX, PPTX, ODT) may inflate to, against zip bombs (default 256 MiB).
	MaxDecompressedBytes int64
	// MaxTextBytes is the largest text produced (default 32 MiB).
	MaxTextBytes int64
	// MaxPages is the number of PDF pages extracted; later pages are
	// replaced by a note saying how many were left out (default 2000).
	MaxPages int
	// CacheBytes is the budget of the text cache (default 64 MiB).
	CacheBytes int64
}

// DefaultLimits are the limits New uses for zero fields.
var DefaultLimits = Limits{
	MaxInputBytes:        64 << 20,
	MaxDecompressedBytes: 256 << 20,
	MaxTextBytes:         32 << 20,
	MaxPages:             2000,
	CacheBytes:           64 << 20,
}

func (l Limits) withDefaults() Limits {
	d := DefaultLimits
	if l.MaxInputBytes > 0 {
		d.MaxInputBytes = l.MaxInputBytes
	}
	if l.MaxDecompressedBytes > 0 {
		d.MaxDecompressedBytes = l.MaxDecompressedBytes
	}
	if l.MaxTextBytes > 0 {
		d.MaxTextBytes = l.MaxTextBytes
	}
	if l.MaxPages > 0 {
		d.MaxPages = l.MaxPages
	}
	if l.CacheBytes > 0 {
		d.CacheBytes = l.CacheBytes
	}
	return d
}

// Suffix is appended to a document's name.
const Suffix = ".txt"

// OrigSuffix is appended to a document's name for its original bytes.
const OrigSuffix = ".orig"

// SheetsSuffix is appended to a workbook's name for the directory of its
// sheets as CSV.
const SheetsSuffix = ".d"

const maxSymlinks = 40

// ExtractError is the failure to extract a document's text. It prints as
// "cannot extract text: <cause>", so that a command reports
// `cat: report.pdf.txt: cannot extract text: ...`.
type ExtractError struct {
	Err error
}

func (e *ExtractError) Error() string { return "cannot extract text: " + e.Err.Error() }
func (e *ExtractError) Unwrap() error { return e.Err }

// FS serves the documents of a wrapped filesystem as text. It is safe for
// concurrent use if the wrapped filesystem is.
type FS struct {
	base   vfs.FS
	limits Limits
	desc   string
	cache  *cache
}

// An Option configures New.
type Option func(*FS)

// WithLimits sets the extraction limits; zero fields keep their defaults.
func WithLimits(l Limits) Option { return func(f *FS) { f.limits = l.withDefaults() } }

// WithDescription sets what Describe reports before the naming convention.
func WithDescription(s string) Option { return func(f *FS) { f.desc = s } }

// New returns base with its documents served as text.
func New(base vfs.FS, opts ...Option) *FS {
	f := &FS{base: base, limits: DefaultLimits, desc: "documents as text, read-only"}
	for _, o := range opts {
		o(f)
	}
	f.cache = newCache(f.limits.CacheBytes)
	return f
}

// Convention is how the view names a document's renderings; Describe
// appends it, so that help and df tell the reader.
const Convention = "NAME.txt: a document's text; NAME.orig: its bytes; NAME.d/SHEET.csv: a workbook's sheets as CSV"

// Describe implements vfs.Describer: the description, then the naming
// convention in parentheses.
func (f *FS) Describe() string { return f.desc + " (" + Convention + ")" }

// extractors maps a lower-case extension to its extractor.
var extractors = map[string]func(ctx context.Context, data []byte, l Limits) (string, error){
	".pdf":  extractPDF,
	".docx": extractDOCX,
	".xlsx": extractXLSX,
	".pptx": extractPPTX,
	".odt":  extractODT,
	".html": extractHTML,
	".htm":  extractHTML,
}

// isDocName reports whether name has a document extension.
func isDocName(name string) bool {
	_, ok := extractors[strings.ToLower(path.Ext(name))]
	return ok
}

// docOf returns the document name that the text name stands for, if any.
func docOf(name string) (string, bool) {
	doc, ok := strings.CutSuffix(name, Suffix)
	if !ok || !isDocName(doc) {
		return "", false
	}
	return doc, true
}

// kind is what a name in the view stands for.
type kind uint8

const (
	kindBase   kind = iota // a file of base, passed through
	kindText               // a document's text (NAME.txt)
	kindOrig               // a document's bytes (NAME.orig)
	kindSheets             // a workbook's directory of sheets (NAME.d)
	kindSheet              // one sheet as CSV (NAME.d/SHEET.csv)
)

// node is a path resolved in the view.
type node struct {
	p     string      // the path in base to use (the document, for a view of one)
	fi    fs.FileInfo // base's Lstat of p; nil if missing
	kind  kind
	sheet *xlsxCSV // for kindSheet
}

// isSheetsName reports whether a document has a directory of sheets.
func isSheetsName(name string) bool { return strings.EqualFold(path.Ext(name), ".xlsx") }

// virtual resolves name, missing in base, as a view of a document.
func (f *FS) virtual(ctx context.Context, name string) (node, bool, error) {
	if dfi, ok := f.docText(ctx, name); ok {
		return node{p: strings.TrimSuffix(name, Suffix), fi: dfi, kind: kindText}, true, nil
	}
	if doc, ok := strings.CutSuffix(name, OrigSuffix); ok && isDocName(doc) {
		if fi, ok := f.docFile(ctx, doc); ok {
			return node{p: doc, fi: fi, kind: kindOrig}, true, nil
		}
	}
	if doc, ok := strings.CutSuffix(name, SheetsSuffix); ok && isSheetsName(doc) {
		if fi, ok := f.docFile(ctx, doc); ok {
			return node{p: doc, fi: fi, kind: kindSheets}, true, nil
		}
	}
	dir := path.Dir(name)
	if doc, ok := strings.CutSuffix(dir, SheetsSuffix); ok && dir != name && isSheetsName(doc) {
		if _, err := f.base.Lstat(ctx, dir); errors.Is(err, fs.ErrNotExist) {
			if fi, ok := f.docFile(ctx, doc); ok {
				sheets, err := f.sheets(ctx, doc, fi)
				if err != nil {
					return node{}, false, err
				}
				for i := range sheets {
					if sheets[i].name == path.Base(name) {
						return node{p: doc, fi: fi, kind: kindSheet, sheet: &sheets[i]}, true, nil
					}
				}
			}
		}
	}
	return node{}, false, nil
}

// docFile returns the info of doc if it is a regular file in base.
func (f *FS) docFile(ctx context.Context, doc string) (fs.FileInfo, bool) {
	fi, err := f.base.Lstat(ctx, doc)
	if err != nil || !fi.Mode().IsRegular() {
		return nil, false
	}
	return fi, true
}

// lookup resolves name without following a final symlink.
func (f *FS) lookup(ctx context.Context, op, name string) (node, error) {
	if err := ctx.Err(); err != nil {
		return node{}, err
	}
	fi, err := f.base.Lstat(ctx, name)
	if err == nil {
		if fi.Mode().IsRegular() && isDocName(name) {
			// The document is shown under its text name only.
			return node{p: name}, nil
		}
		return node{p: name, fi: fi}, nil
	}
	if errors.Is(err, vfs.ErrNotDir) {
		// Below a hidden document is nothing, not a file.
		dir := path.Dir(name)
		if dfi, derr := f.base.Lstat(ctx, dir); derr == nil && dfi.Mode().IsRegular() && isDocName(dir) {
			return node{p: name}, nil
		}
	}
	if !errors.Is(err, fs.ErrNotExist) {
		return node{}, relabel(err, op, name)
	}
	n, ok, err := f.virtual(ctx, name)
	if err != nil {
		return node{}, relabel(err, op, name)
	}
	if ok {
		return n, nil
	}
	if dir := path.Dir(name); dir != name {
		// Below a text, as below any file, is ENOTDIR.
		if _, err := f.base.Lstat(ctx, dir); errors.Is(err, fs.ErrNotExist) {
			if n, ok, _ := f.virtual(ctx, dir); ok && n.kind != kindSheets {
				return node{}, vfs.PathError(op, name, vfs.ErrNotDir)
			}
		}
	}
	return node{p: name}, nil
}

// docText reports whether name, missing in base, is the text of a
// document, and returns the document's info.
func (f *FS) docText(ctx context.Context, name string) (fs.FileInfo, bool) {
	doc, ok := docOf(name)
	if !ok {
		return nil, false
	}
	fi, err := f.base.Lstat(ctx, doc)
	if err != nil || !fi.Mode().IsRegular() {
		return nil, false
	}
	return fi, true
}

// resolve resolves name, following a final symlink if follow is set (the
// base resolves the intermediate ones itself).
func (f *FS) resolve(ctx context.Context, op, name string, follow bool) (node, error) {
	p := name
	for i := 0; ; i++ {
		n, err := f.lookup(ctx, op, p)
		if err != nil || !follow || n.fi == nil || n.fi.Mode()&fs.ModeSymlink == 0 {
			return n, err
		}
		if i == maxSymlinks {
			return node{}, vfs.PathError(op, name, vfs.ErrLoop)
		}
		target, err := f.readlink(ctx, p)
		if err != nil {
			return node{}, relabel(err, op, name)
		}
		p = vfs.Abs(path.Dir(p), target)
	}
}

// relabel renames a base error's path to the one the caller asked for, and
// makes other errors (extraction, context) *fs.PathErrors too.
func relabel(err error, op, name string) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return vfs.PathError(op, name, pe.Err)
	}
	return vfs.PathError(op, name, err)
}

func missing(op, name string) error { return vfs.PathError(op, name, vfs.ErrNotExist) }

// Stat implements vfs.FS. A document's text is extracted to know its size.
func (f *FS) Stat(ctx context.Context, name string) (fs.FileInfo, error) {
	return f.stat(ctx, "stat", name, true)
}

// Lstat implements vfs.FS.
func (f *FS) Lstat(ctx context.Context, name string) (fs.FileInfo, error) {
	return f.stat(ctx, "lstat", name, false)
}

func (f *FS) stat(ctx context.Context, op, name string, follow bool) (fs.FileInfo, error) {
	n, err := f.resolve(ctx, op, name, follow)
	if err != nil {
		return nil, err
	}
	if n.fi == nil {
		return nil, missing(op, name)
	}
	switch n.kind {
	case kindText:
		return f.docInfo(ctx, n.p, n.fi, path.Base(name))
	case kindOrig:
		return newTextInfo(n.fi, path.Base(name), n.fi.Size()), nil
	case kindSheets:
		return newSheetsInfo(n.fi, path.Base(name)), nil
	case kindSheet:
		return newTextInfo(n.fi, path.Base(name), int64(len(n.sheet.data))), nil
	}
	if follow && n.fi.Mode()&fs.ModeSymlink == 0 {
		return renamed(n.fi, path.Base(name)), nil
	}
	return n.fi, nil
}

// docInfo describes the text of the document at p. Its size is that of
// the text, extracted when Size or Sys is first called, so that ls and
// find -name do not extract every document they list. A document that
// cannot be extracted has size 0.
func (f *FS) docInfo(ctx context.Context, p string, fi fs.FileInfo, name string) (fs.FileInfo, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	ti := newTextInfo(fi, name, 0)
	ti.lazy = func() int64 {
		text, _ := f.text(ctx, p, fi)
		return int64(len(text))
	}
	return ti, nil
}

// text returns the document's text, from the cache or extracted now.
func (f *FS) text(ctx context.Context, p string, fi fs.FileInfo) ([]byte, error) {
	key := cacheKey{p, fi.Size(), fi.ModTime(), false}
	if e, ok := f.cache.get(key); ok {
		return e.text, e.err
	}
	r, err := f.extract(ctx, p, fi, false)
	text := []byte(r.text)
	if ctx.Err() == nil {
		f.cache.put(key, cacheEntry{text: text, err: err})
	}
	return text, err
}

// sheets returns the sheets of the workbook at p as CSV, from the cache or
// extracted now.
func (f *FS) sheets(ctx context.Context, p string, fi fs.FileInfo) ([]xlsxCSV, error) {
	key := cacheKey{p, fi.Size(), fi.ModTime(), true}
	if e, ok := f.cache.get(key); ok {
		return e.sheets, e.err
	}
	r, err := f.extract(ctx, p, fi, true)
	if ctx.Err() == nil {
		f.cache.put(key, cacheEntry{sheets: r.sheets, err: err})
	}
	return r.sheets, err
}

// extracted is the result of an extraction: a text, or sheets.
type extracted struct {
	text   string
	sheets []xlsxCSV
}

// extract reads the document and extracts its text (or, with sheets set,
// its sheets as CSV) in a goroutine, so that a panic becomes an error and
// the caller can give up when ctx ends.
func (f *FS) extract(ctx context.Context, p string, fi fs.FileInfo, sheets bool) (extracted, error) {
	var none extracted
	if fi.Size() > f.limits.MaxInputBytes {
		return none, &ExtractError{fmt.Errorf("document is larger than %d bytes", f.limits.MaxInputBytes)}
	}
	file, err := vfs.Open(ctx, f.base, p)
	if err != nil {
		return none, err
	}
	data, err := io.ReadAll(io.LimitReader(file, f.limits.MaxInputBytes+1))
	file.Close()
	if err != nil {
		return none, err
	}
	if int64(len(data)) > f.limits.MaxInputBytes {
		return none, &ExtractError{fmt.Errorf("document is larger than %d bytes", f.limits.MaxInputBytes)}
	}
	fn := extractors[strings.ToLower(path.Ext(p))]
	if sheets {
		fn = nil
	}
	type result struct {
		extracted
		err error
	}
	ch := make(chan result, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				ch <- result{err: fmt.Errorf("malformed document (%v)", r)}
			}
		}()
		if fn == nil {
			sh, err := extractXLSXSheets(ctx, data, f.limits)
			ch <- result{extracted{sheets: sh}, err}
			return
		}
		s, err := fn(ctx, data, f.limits)
		ch <- result{extracted{text: s}, err}
	}()
	select {
	case r := <-ch:
		if r.err != nil {
			if ctx.Err() != nil {
				return none, ctx.Err()
			}
			return none, &ExtractError{r.err}
		}
		if int64(len(r.text)) > f.limits.MaxTextBytes {
			return none, &ExtractError{fmt.Errorf("text is larger than %d bytes", f.limits.MaxTextBytes)}
		}
		return r.extracted, nil
	case <-ctx.Done():
		// Extraction checks ctx as it goes: wait for it to stop, so no
		// work outlives the read, but not without end (a library loop
		// that misses the check would hold the read).
		select {
		case <-ch:
		case <-time.After(extractGrace):
		}
		return none, ctx.Err()
	}
}

// extractGrace is how long a read whose context ended waits for the
// extraction to notice.
const extractGrace = 2 * time.Second

// ReadDir implements vfs.FS: documents are listed under their text names.
func (f *FS) ReadDir(ctx context.Context, name string) ([]fs.DirEntry, error) {
	const op = "readdir"
	n, err := f.resolve(ctx, op, name, true)
	if err != nil {
		return nil, err
	}
	if n.fi == nil {
		return nil, missing(op, name)
	}
	switch n.kind {
	case kindSheets:
		sheets, err := f.sheets(ctx, n.p, n.fi)
		if err != nil {
			return nil, relabel(err, op, name)
		}
		out := make([]fs.DirEntry, len(sheets))
		for i, s := range sheets {
			out[i] = fs.FileInfoToDirEntry(newTextInfo(n.fi, s.name, int64(len(s.data))))
		}
		sort.Slice(out, func(i, j int) bool { return out[i].Name() < out[j].Name() })
		return out, nil
	case kindText, kindOrig, kindSheet:
		return nil, vfs.PathError(op, name, vfs.ErrNotDir)
	}
	ents, err := f.base.ReadDir(ctx, n.p)
	if err != nil {
		return nil, relabel(err, op, name)
	}
	names := make(map[string]bool, len(ents))
	for _, e := range ents {
		names[e.Name()] = true
	}
	out := make([]fs.DirEntry, 0, len(ents))
	for _, e := range ents {
		if e.Type().IsRegular() && isDocName(e.Name()) {
			// A real file of a view's name wins over the view.
			p := path.Join(n.p, e.Name())
			if !names[e.Name()+Suffix] {
				out = append(out, &docEntry{f: f, ctx: ctx, p: p, e: e, kind: kindText})
			}
			if !names[e.Name()+OrigSuffix] {
				out = append(out, &docEntry{f: f, ctx: ctx, p: p, e: e, kind: kindOrig})
			}
			if isSheetsName(e.Name()) && !names[e.Name()+SheetsSuffix] {
				out = append(out, &docEntry{f: f, ctx: ctx, p: p, e: e, kind: kindSheets})
			}
			continue
		}
		out = append(out, e)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name() < out[j].Name() })
	return out, nil
}

// docEntry is a view of a document: its text, its bytes or its sheets.
type docEntry struct {
	f    *FS
	ctx  context.Context
	p    string
	e    fs.DirEntry
	kind kind
}

func (d *docEntry) Name() string {
	switch d.kind {
	case kindOrig:
		return d.e.Name() + OrigSuffix
	case kindSheets:
		return d.e.Name() + SheetsSuffix
	}
	return d.e.Name() + Suffix
}

func (d *docEntry) IsDir() bool { return d.kind == kindSheets }

func (d *docEntry) Type() fs.FileMode {
	if d.kind == kindSheets {
		return fs.ModeDir
	}
	return 0
}

// Info extracts the text to report its size.
func (d *docEntry) Info() (fs.FileInfo, error) {
	fi, err := d.e.Info()
	if err != nil {
		return nil, err
	}
	switch d.kind {
	case kindOrig:
		return newTextInfo(fi, d.Name(), fi.Size()), nil
	case kindSheets:
		return newSheetsInfo(fi, d.Name()), nil
	}
	return d.f.docInfo(d.ctx, d.p, fi, d.Name())
}

// Readlink implements vfs.FS. A target naming a document is renamed to
// the document's text name.
func (f *FS) Readlink(ctx context.Context, name string) (string, error) {
	const op = "readlink"
	n, err := f.lookup(ctx, op, name)
	if err != nil {
		return "", err
	}
	if n.fi == nil {
		return "", missing(op, name)
	}
	if n.kind != kindBase {
		return "", vfs.PathError(op, name, vfs.ErrInvalid)
	}
	return f.readlink(ctx, name)
}

func (f *FS) readlink(ctx context.Context, name string) (string, error) {
	target, err := f.base.Readlink(ctx, name)
	if err != nil || !isDocName(target) {
		return target, err
	}
	if fi, err := f.base.Stat(ctx, vfs.Abs(path.Dir(name), target)); err == nil && fi.Mode().IsRegular() {
		return target + Suffix, nil
	}
	return target, nil
}

// OpenFile implements vfs.FS: only reading is possible.
func (f *FS) OpenFile(ctx context.Context, name string, flag int, perm fs.FileMode) (vfs.File, error) {
	const op = "open"
	acc := flag & vfs.O_ACCMODE
	write := acc == vfs.O_WRONLY || acc == vfs.O_RDWR || flag&vfs.O_TRUNC != 0
	excl := flag&vfs.O_CREATE != 0 && flag&vfs.O_EXCL != 0
	n, err := f.resolve(ctx, op, name, !excl)
	if err != nil {
		return nil, err
	}
	if n.fi == nil {
		if flag&vfs.O_CREATE != 0 {
			return nil, vfs.PathError(op, name, vfs.ErrReadOnly)
		}
		return nil, missing(op, name)
	}
	if excl {
		return nil, vfs.PathError(op, name, vfs.ErrExist)
	}
	if write {
		if n.fi.IsDir() || n.kind == kindSheets {
			return nil, vfs.PathError(op, name, vfs.ErrIsDir)
		}
		return nil, vfs.PathError(op, name, vfs.ErrReadOnly)
	}
	switch n.kind {
	case kindBase:
		fl, err := f.base.OpenFile(ctx, n.p, vfs.O_RDONLY, 0)
		if err != nil {
			return nil, relabel(err, op, name)
		}
		return fl, nil
	case kindOrig:
		fl, err := f.base.OpenFile(ctx, n.p, vfs.O_RDONLY, 0)
		if err != nil {
			return nil, relabel(err, op, name)
		}
		return origFile{fl, newTextInfo(n.fi, path.Base(name), n.fi.Size())}, nil
	case kindSheets:
		return vfs.NewBytesFile(name, newSheetsInfo(n.fi, path.Base(name)), nil), nil
	case kindSheet:
		return vfs.NewBytesFile(name, newTextInfo(n.fi, path.Base(name), int64(len(n.sheet.data))), n.sheet.data), nil
	}
	text, err := f.text(ctx, n.p, n.fi)
	if err != nil {
		return nil, relabel(err, op, name)
	}
	return vfs.NewBytesFile(name, newTextInfo(n.fi, path.Base(name), int64(len(text))), text), nil
}

// exists reports whether name exists in the view.
func (f *FS) exists(ctx context.Context, op, name string, follow bool) (bool, error) {
	n, err := f.resolve(ctx, op, name, follow)
	return n.fi != nil, err
}

// refuse fails a change of name: ENOENT if missing, else EROFS.
func (f *FS) refuse(ctx context.Context, op, name string, follow bool) error {
	ok, err := f.exists(ctx, op, name, follow)
	if err != nil {
		return err
	}
	if !ok {
		return missing(op, name)
	}
	return vfs.PathError(op, name, vfs.ErrReadOnly)
}

// create fails a creation: EEXIST if name exists, else EROFS.
func (f *FS) create(ctx context.Context, op, name string) error {
	ok, err := f.exists(ctx, op, name, false)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	if ok {
		return vfs.PathError(op, name, vfs.ErrExist)
	}
	return vfs.PathError(op, name, vfs.ErrReadOnly)
}

// Mkdir implements vfs.FS: EROFS.
func (f *FS) Mkdir(ctx context.Context, name string, perm fs.FileMode) error {
	return f.create(ctx, "mkdir", name)
}

// Symlink implements vfs.FS: EROFS.
func (f *FS) Symlink(ctx context.Context, target, newname string) error {
	return f.create(ctx, "symlink", newname)
}

// Remove implements vfs.FS: EROFS.
func (f *FS) Remove(ctx context.Context, name string) error {
	return f.refuse(ctx, "remove", name, false)
}

// Rename implements vfs.FS: EROFS.
func (f *FS) Rename(ctx context.Context, oldname, newname string) error {
	return f.refuse(ctx, "rename", oldname, false)
}

// Chmod implements vfs.FS: EROFS.
func (f *FS) Chmod(ctx context.Context, name string, mode fs.FileMode) error {
	return f.refuse(ctx, "chmod", name, true)
}

// Chtimes implements vfs.FS: EROFS.
func (f *FS) Chtimes(ctx context.Context, name string, atime, mtime time.Time) error {
	return f.refuse(ctx, "chtimes", name, true)
}

// origFile is a document's bytes, described as NAME.orig.
type origFile struct {
	vfs.File
	fi fs.FileInfo
}

func (o origFile) Stat() (fs.FileInfo, error) { return o.fi, nil }

// sheetsInfo describes a workbook's directory of sheets: the workbook's
// times and owner, read-only.
type sheetsInfo struct {
	name  string
	mode  fs.FileMode
	mtime time.Time
	sys   *vfs.StatT
}

func newSheetsInfo(doc fs.FileInfo, name string) *sheetsInfo {
	perm := doc.Mode().Perm() &^ 0o222
	perm |= (perm & 0o444) >> 2 // searchable where readable
	si := &sheetsInfo{name: name, mode: fs.ModeDir | perm, mtime: doc.ModTime()}
	if st := vfs.Stat(doc); st != nil {
		c := *st
		c.Nlink = 2
		c.Blocks = 8
		si.sys = &c
	} else {
		si.sys = &vfs.StatT{Nlink: 2, Blocks: 8}
	}
	return si
}

func (s *sheetsInfo) Name() string       { return s.name }
func (s *sheetsInfo) Size() int64        { return 4096 }
func (s *sheetsInfo) Mode() fs.FileMode  { return s.mode }
func (s *sheetsInfo) ModTime() time.Time { return s.mtime }
func (s *sheetsInfo) IsDir() bool        { return true }
func (s *sheetsInfo) Sys() any           { return s.sys }

// renamedInfo reports another name for a base FileInfo.
type renamedInfo struct {
	fs.FileInfo
	name string
}

func (r renamedInfo) Name() string { return r.name }

func renamed(fi fs.FileInfo, name string) fs.FileInfo {
	if fi.Name() == name {
		return fi
	}
	return renamedInfo{fi, name}
}

// textInfo describes a document's text: the document's times, owner and
// inode, the text's size, and no write or execute bits (it is read-only).
type textInfo struct {
	name  string
	size  int64
	mode  fs.FileMode
	mtime time.Time
	sys   *vfs.StatT
	// lazy, if set, extracts the text for its size at the first call of
	// Size or Sys.
	lazy func() int64
	once sync.Once
}

func (t *textInfo) load() {
	if t.lazy != nil {
		t.once.Do(func() {
			t.size = t.lazy()
			t.sys.Blocks = (t.size + 4095) / 4096 * 8
		})
	}
}

func newTextInfo(doc fs.FileInfo, name string, size int64) *textInfo {
	ti := &textInfo{name: name, size: size, mode: doc.Mode().Perm() &^ 0o333, mtime: doc.ModTime()}
	if st := vfs.Stat(doc); st != nil {
		c := *st
		c.Nlink = 1
		c.Blocks = (size + 4095) / 4096 * 8
		ti.sys = &c
	} else {
		ti.sys = &vfs.StatT{Nlink: 1, Blocks: (size + 4095) / 4096 * 8}
	}
	return ti
}

func (t *textInfo) Name() string       { return t.name }
func (t *textInfo) Size() int64        { t.load(); return t.size }
func (t *textInfo) Mode() fs.FileMode  { return t.mode }
func (t *textInfo) ModTime() time.Time { return t.mtime }
func (t *textInfo) IsDir() bool        { return false }
func (t *textInfo) Sys() any           { t.load(); return t.sys }

// cache holds extracted texts, least recently used first out.
type cache struct {
	mu    sync.Mutex
	max   int64
	used  int64
	order *list.List // of *cacheItem, most recent at the front
	items map[cacheKey]*list.Element
}

type cacheKey struct {
	path   string
	size   int64
	mtime  time.Time
	sheets bool
}

type cacheEntry struct {
	text   []byte
	sheets []xlsxCSV
	err    error
}

// size is what an entry counts against the cache's budget.
func (e cacheEntry) size(k cacheKey) int64 {
	n := int64(len(e.text)) + int64(len(k.path)) + 64
	for _, s := range e.sheets {
		n += int64(len(s.data)+len(s.name)) + 64
	}
	return n
}

type cacheItem struct {
	key cacheKey
	cacheEntry
}

func newCache(max int64) *cache {
	return &cache{max: max, order: list.New(), items: map[cacheKey]*list.Element{}}
}

func (c *cache) get(k cacheKey) (cacheEntry, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.items[k]
	if !ok {
		return cacheEntry{}, false
	}
	c.order.MoveToFront(el)
	return el.Value.(*cacheItem).cacheEntry, true
}

func (c *cache) put(k cacheKey, e cacheEntry) {
	size := e.size(k)
	if size > c.max {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.items[k]; ok {
		return
	}
	c.items[k] = c.order.PushFront(&cacheItem{k, e})
	c.used += size
	for c.used > c.max {
		el := c.order.Back()
		it := el.Value.(*cacheItem)
		c.order.Remove(el)
		delete(c.items, it.key)
		c.used -= it.cacheEntry.size(it.key)
	}
}

var (
	_ vfs.FS        = (*FS)(nil)
	_ vfs.Describer = (*FS)(nil)
)
