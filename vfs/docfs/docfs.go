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
// The new name tells the reader, and tools such as grep -r and find, that
// the content is a text rendering and not the file's bytes; ls, stat, wc -c,
// cat and grep agree on it (sizes are those of the text). The original name
// is not served (a lookup fails with ENOENT), and if the wrapped filesystem
// also has a real file with the ".txt" name, the real file wins and the
// document is hidden. Symlinks pass through, their targets renamed when they
// name a document. Other files pass through unchanged.
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

// WithDescription sets what Describe reports.
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

// Describe implements vfs.Describer.
func (f *FS) Describe() string { return f.desc }

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

// node is a path resolved in the view.
type node struct {
	p   string      // the path in base to use (the document, for a text)
	fi  fs.FileInfo // base's Lstat of p; nil if missing
	doc bool        // p is a document shown as text
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
	if dfi, ok := f.docText(ctx, name); ok {
		return node{p: strings.TrimSuffix(name, Suffix), fi: dfi, doc: true}, nil
	}
	if dir := path.Dir(name); dir != name {
		// Below a text, as below any file, is ENOTDIR.
		if _, err := f.base.Lstat(ctx, dir); errors.Is(err, fs.ErrNotExist) {
			if _, ok := f.docText(ctx, dir); ok {
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
	if n.doc {
		return f.docInfo(ctx, n.p, n.fi, path.Base(name))
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
	key := cacheKey{p, fi.Size(), fi.ModTime()}
	if e, ok := f.cache.get(key); ok {
		return e.text, e.err
	}
	text, err := f.extract(ctx, p, fi)
	if ctx.Err() == nil {
		f.cache.put(key, cacheEntry{text, err})
	}
	return text, err
}

// extract reads the document and extracts its text in a goroutine, so that
// a panic becomes an error and the caller can give up when ctx ends.
func (f *FS) extract(ctx context.Context, p string, fi fs.FileInfo) ([]byte, error) {
	if fi.Size() > f.limits.MaxInputBytes {
		return nil, &ExtractError{fmt.Errorf("document is larger than %d bytes", f.limits.MaxInputBytes)}
	}
	file, err := vfs.Open(ctx, f.base, p)
	if err != nil {
		return nil, err
	}
	data, err := io.ReadAll(io.LimitReader(file, f.limits.MaxInputBytes+1))
	file.Close()
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > f.limits.MaxInputBytes {
		return nil, &ExtractError{fmt.Errorf("document is larger than %d bytes", f.limits.MaxInputBytes)}
	}
	fn := extractors[strings.ToLower(path.Ext(p))]
	type result struct {
		text string
		err  error
	}
	ch := make(chan result, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				ch <- result{err: fmt.Errorf("malformed document (%v)", r)}
			}
		}()
		s, err := fn(ctx, data, f.limits)
		ch <- result{s, err}
	}()
	select {
	case r := <-ch:
		if r.err != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			return nil, &ExtractError{r.err}
		}
		if int64(len(r.text)) > f.limits.MaxTextBytes {
			return nil, &ExtractError{fmt.Errorf("text is larger than %d bytes", f.limits.MaxTextBytes)}
		}
		return []byte(r.text), nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

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
	if n.doc {
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
			if names[e.Name()+Suffix] {
				continue // a real file of that name wins
			}
			out = append(out, &docEntry{f: f, ctx: ctx, p: path.Join(n.p, e.Name()), e: e})
			continue
		}
		out = append(out, e)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name() < out[j].Name() })
	return out, nil
}

// docEntry is a document listed under its text name.
type docEntry struct {
	f   *FS
	ctx context.Context
	p   string
	e   fs.DirEntry
}

func (d *docEntry) Name() string      { return d.e.Name() + Suffix }
func (d *docEntry) IsDir() bool       { return false }
func (d *docEntry) Type() fs.FileMode { return 0 }

// Info extracts the text to report its size.
func (d *docEntry) Info() (fs.FileInfo, error) {
	fi, err := d.e.Info()
	if err != nil {
		return nil, err
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
	if n.doc {
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
		if n.fi.IsDir() {
			return nil, vfs.PathError(op, name, vfs.ErrIsDir)
		}
		return nil, vfs.PathError(op, name, vfs.ErrReadOnly)
	}
	if !n.doc {
		fl, err := f.base.OpenFile(ctx, n.p, vfs.O_RDONLY, 0)
		if err != nil {
			return nil, relabel(err, op, name)
		}
		return fl, nil
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
	path  string
	size  int64
	mtime time.Time
}

type cacheEntry struct {
	text []byte
	err  error
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
	size := int64(len(e.text)) + int64(len(k.path)) + 64
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
		c.used -= int64(len(it.text)) + int64(len(it.key.path)) + 64
	}
}

var (
	_ vfs.FS        = (*FS)(nil)
	_ vfs.Describer = (*FS)(nil)
)
