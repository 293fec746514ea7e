package overlay

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// Entry types of a Record.
const (
	TypeFile    = "file"
	TypeDir     = "dir"
	TypeSymlink = "symlink"
	// TypeFifo is a named pipe: a node with a mode and time, no content.
	TypeFifo = "fifo"
)

// Record is what the overlay knows about one path, for persisting an
// overlay and rebuilding it with Restore: its upper-layer entry (type,
// real mode, modification time, and a file's size and content hash or a
// symlink's target), whether it is a whiteout or an opaque directory, and
// what the base held there when the overlay first changed it. A file's
// content is not in the Record; Content returns it, to be stored by
// Hash. Records marshal to JSON.
type Record struct {
	Path string `json:"path"`
	// Type is TypeFile, TypeDir, TypeSymlink or TypeFifo; "" when the upper layer
	// has nothing at Path (a whiteout, or a path known only by Base).
	Type string `json:"type,omitempty"`
	// Mode is the entry's mode as the sandbox sees it (type and
	// permission bits).
	Mode fs.FileMode `json:"mode,omitempty"`
	// ModTime is a file's or directory's modification time (symlinks'
	// are not kept).
	ModTime time.Time `json:"mtime,omitzero"`
	// Size and Hash (sha256, hex) describe a file's content.
	Size int64  `json:"size,omitempty"`
	Hash string `json:"hash,omitempty"`
	// Target is a symlink's content.
	Target string `json:"target,omitempty"`
	// Link, for a file, names an earlier Record of the same upper file
	// (a hard link made in the overlay).
	Link string `json:"link,omitempty"`
	// Whiteout: the base's entry at Path is deleted.
	Whiteout bool `json:"whiteout,omitempty"`
	// Opaque: a directory that hides the base's entries below it.
	Opaque bool `json:"opaque,omitempty"`
	// Base is what the base held at Path when the overlay first changed
	// it (nil when the overlay never changed Path itself, such as a
	// directory below a renamed one).
	Base *BaseState `json:"base,omitempty"`
}

// BaseState is the base's entry at a path when the overlay first changed
// it: Changes compares against it, and Apply checks the target still has
// it.
type BaseState struct {
	Exists bool        `json:"exists"`
	Mode   fs.FileMode `json:"mode,omitempty"`
	// Hash is the sha256 of the content or symlink target; "" for
	// directories and unreadable files.
	Hash string `json:"hash,omitempty"`
}

// hashCache remembers the content hash of upper files by inode, so that
// Records and Changes do not read unchanged files again (nor load the lazy
// files of a restored overlay). Writes through the overlay's file handles
// bump the inode's version; an entry also checks size and modification
// time, for upper layers that reuse inode numbers.
type hashCache struct {
	mu sync.Mutex
	m  map[uint64]hashEntry
}

type hashEntry struct {
	hash  string
	size  int64
	mtime time.Time
	ver   uint64
}

// invalidate forgets ino's hash; call before and after changing its
// content.
func (c *hashCache) invalidate(ino uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil {
		c.m = map[uint64]hashEntry{}
	}
	e := c.m[ino]
	c.m[ino] = hashEntry{ver: e.ver + 1}
}

func (c *hashCache) lookup(ino uint64, fi fs.FileInfo) (hash string, ver uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e := c.m[ino]
	if e.hash != "" && e.size == fi.Size() && e.mtime.Equal(fi.ModTime()) {
		return e.hash, e.ver
	}
	return "", e.ver
}

// store records a hash computed from the content at version ver, unless
// the file changed meanwhile.
func (c *hashCache) store(ino uint64, fi fs.FileInfo, hash string, ver uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil {
		c.m = map[uint64]hashEntry{}
	}
	if c.m[ino].ver != ver {
		return
	}
	c.m[ino] = hashEntry{hash: hash, size: fi.Size(), mtime: fi.ModTime(), ver: ver}
}

// keep drops the entries of inodes not in live.
func (c *hashCache) keep(live map[uint64]bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for ino := range c.m {
		if !live[ino] {
			delete(c.m, ino)
		}
	}
}

// upperHash returns the sha256 of the upper file p, from the cache when
// the file has not changed since.
func (o *FS) upperHash(ctx context.Context, p string) (string, error) {
	fi, err := o.upper.Lstat(ctx, p)
	if err != nil {
		return "", err
	}
	return o.upperHashInfo(ctx, p, fi)
}

// upperHashInfo is upperHash for the upper file p that fi describes.
func (o *FS) upperHashInfo(ctx context.Context, p string, fi fs.FileInfo) (h string, err error) {
	st := vfs.Stat(fi)
	if st == nil {
		return hashFile(ctx, o.upper, p)
	}
	h, ver := o.hashes.lookup(st.Ino, fi)
	if h != "" {
		return h, nil
	}
	if h, err = hashFile(ctx, o.upper, p); err != nil {
		return "", err
	}
	o.hashes.store(st.Ino, fi, h, ver)
	return h, nil
}

// Generation is a counter bumped by every change made through the
// overlay (writes, creations, removals, renames, mode and time changes,
// Reset): a cheap test for "changed since": read it before Records, and
// compare later.
func (o *FS) Generation() uint64 { return o.gen.Load() }

// changed bumps the generation.
func (o *FS) changed() { o.gen.Add(1) }

// Records lists what the overlay knows, one Record per path, sorted by
// path: everything Restore needs to rebuild it over the same base, but
// the files' content (see Content). Files' hashes are cached, so calling
// it again after a few changes reads only the changed files.
func (o *FS) Records(ctx context.Context) ([]Record, error) {
	o.mu.RLock()
	defer o.mu.RUnlock()
	recs := map[string]*Record{}
	get := func(p string) *Record {
		r := recs[p]
		if r == nil {
			r = &Record{Path: p}
			recs[p] = r
		}
		return r
	}
	linked := map[string]uint64{} // upper inode of the files with hard links
	live := map[uint64]bool{}
	if _, ok := o.mode["/"]; ok {
		fi, err := o.upper.Lstat(ctx, "/")
		if err != nil {
			return nil, err
		}
		r := get("/")
		r.Type, r.Mode, r.ModTime = TypeDir, o.mode["/"], fi.ModTime()
	}
	var walk func(dir string) error
	walk = func(dir string) error {
		if err := ctx.Err(); err != nil {
			return err
		}
		ents, err := o.upper.ReadDir(ctx, dir)
		if err != nil {
			return err
		}
		for _, e := range ents {
			p := path.Join(dir, e.Name())
			fi, err := e.Info()
			if err != nil {
				return err
			}
			r := get(p)
			r.Mode = fi.Mode()
			if m, ok := o.mode[p]; ok && m.Type() == fi.Mode().Type() {
				r.Mode = m // as upperInfo reports it
			}
			if fi.Mode()&fs.ModeSymlink == 0 {
				// No lchtimes: a restored symlink gets the time of
				// the restore.
				r.ModTime = fi.ModTime()
			}
			switch {
			case fi.IsDir():
				r.Type = TypeDir
				if err := walk(p); err != nil {
					return err
				}
			case fi.Mode()&fs.ModeSymlink != 0:
				r.Type = TypeSymlink
				if r.Target, err = o.upper.Readlink(ctx, p); err != nil {
					return err
				}
			case vfs.IsFifo(fi.Mode()):
				r.Type = TypeFifo
			case fi.Mode().IsRegular():
				r.Type, r.Size = TypeFile, fi.Size()
				if st := vfs.Stat(fi); st != nil {
					live[st.Ino] = true
					if st.Nlink > 1 {
						linked[p] = st.Ino
					}
				}
				if r.Hash, err = o.upperHashInfo(ctx, p, fi); err != nil {
					return err
				}
			default:
				return fmt.Errorf("overlay: records: %s: unsupported file type %v", p, fi.Mode().Type())
			}
		}
		return nil
	}
	if err := walk("/"); err != nil {
		return nil, err
	}
	for p := range o.whiteout {
		get(p).Whiteout = true
	}
	for p := range o.opaque {
		get(p).Opaque = true
	}
	for p, b := range o.orig {
		get(p).Base = &BaseState{Exists: b.exists, Mode: b.mode, Hash: b.hash}
	}
	o.hashes.keep(live)
	out := make([]Record, 0, len(recs))
	for _, r := range recs {
		out = append(out, *r)
	}
	slices.SortFunc(out, func(a, b Record) int { return strings.Compare(a.Path, b.Path) })
	// A hard link refers to the first of its names in path order, which
	// Restore creates first.
	first := map[uint64]string{}
	for i := range out {
		ino, ok := linked[out[i].Path]
		if !ok {
			continue
		}
		if f, ok := first[ino]; ok {
			out[i].Link = f
		} else {
			first[ino] = out[i].Path
		}
	}
	return out, nil
}

// Content returns the content of the upper file at p (a Record of type
// TypeFile): what a store keeps under the Record's Hash.
func (o *FS) Content(ctx context.Context, p string) ([]byte, error) {
	o.mu.RLock()
	defer o.mu.RUnlock()
	fi, err := o.upper.Lstat(ctx, p)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, vfs.PathError("read", p, vfs.ErrInvalid)
	}
	return vfs.ReadFile(ctx, o.upper, p)
}

// lazyCreator is an upper layer that can hold files whose content is
// loaded on first open (memfs).
type lazyCreator interface {
	CreateLazy(ctx context.Context, name string, perm fs.FileMode, size int64, load memfs.Loader) error
}

// RestoreError is Restore's refusal of a record.
type RestoreError struct {
	Path   string
	Reason string
}

func (e *RestoreError) Error() string {
	return fmt.Sprintf("overlay: restore: %s: %s", e.Path, e.Reason)
}

// Restore rebuilds an overlay over base from recs (from Records). Files
// are lazy when the upper layer allows it (the default in-memory one
// does): load is called with a file's hash on its first open, not
// before, so resuming a session of many files reads none of them until
// used; stat and ls show their sizes meanwhile. A load error, or content
// whose hash differs, fails that open with an EIO error (see
// memfs.LoadError). Unchanged files are read from base live, as ever.
// opts are New's.
func Restore(base vfs.FS, recs []Record, load func(ctx context.Context, hash string) ([]byte, error), opts ...Option) (*FS, error) {
	o := New(base, opts...)
	ctx := context.Background()
	recs = append([]Record(nil), recs...)
	sort.Slice(recs, func(i, j int) bool { return recs[i].Path < recs[j].Path })
	files := map[string]bool{}
	dirs := map[string]bool{"/": true}
	lc, lazy := o.upper.(lazyCreator)
	for i, r := range recs {
		p := r.Path
		bad := func(reason string) error { return &RestoreError{Path: p, Reason: reason} }
		if p == "" || p[0] != '/' || path.Clean(p) != p {
			return nil, bad("not an absolute clean path")
		}
		if i > 0 && recs[i-1].Path == p {
			return nil, bad("two records")
		}
		if r.Whiteout && r.Type != "" {
			return nil, bad("a whiteout with an entry")
		}
		if r.Opaque && r.Type != TypeDir {
			return nil, bad("opaque but not a directory")
		}
		if p == "/" && (r.Whiteout || r.Opaque || r.Type != "" && r.Type != TypeDir) {
			return nil, bad("the root can only be a directory")
		}
		if p != "/" && r.Type != "" && !dirs[path.Dir(p)] {
			// Never through a symlink, nor below a file.
			return nil, bad("its directory has no record of a directory")
		}
		if r.Base != nil {
			o.orig[p] = baseState{exists: r.Base.Exists, mode: r.Base.Mode, hash: r.Base.Hash}
		}
		if r.Whiteout {
			o.whiteout[p] = true
		}
		if r.Opaque {
			o.opaque[p] = true
		}
		var err error
		switch r.Type {
		case "":
			continue
		case TypeDir:
			if !r.Mode.IsDir() {
				return nil, bad("mode does not match type")
			}
			if p == "/" {
				err = o.upper.Chmod(ctx, p, accessible(r.Mode))
			} else {
				err = o.upper.Mkdir(ctx, p, accessible(r.Mode))
			}
			o.mode[p] = r.Mode
			dirs[p] = true
		case TypeSymlink:
			if r.Mode&fs.ModeSymlink == 0 {
				return nil, bad("mode does not match type")
			}
			err = o.upper.Symlink(ctx, r.Target, p)
		case TypeFifo:
			if !vfs.IsFifo(r.Mode) {
				return nil, bad("mode does not match type")
			}
			err = vfs.Mkfifo(ctx, o.upper, p, accessible(r.Mode))
			o.mode[p] = r.Mode
		case TypeFile:
			if !r.Mode.IsRegular() {
				return nil, bad("mode does not match type")
			}
			perm := accessible(r.Mode) | r.Mode&(fs.ModeSetuid|fs.ModeSetgid|fs.ModeSticky)
			switch {
			case r.Link != "":
				o.touched.linked()
				l, ok := o.upper.(vfs.Linker)
				if !files[r.Link] || !ok {
					return nil, bad("link to " + r.Link + ", not an earlier file")
				}
				err = l.Link(ctx, r.Link, p)
			case r.Size < 0 || len(r.Hash) != sha256.Size*2 || !isHex(r.Hash):
				return nil, bad("a file without a valid size and sha256")
			case r.Size == 0 && r.Hash != emptyHash:
				return nil, bad("an empty file with the hash of content")
			case lazy:
				err = lc.CreateLazy(ctx, p, perm, r.Size, verifiedLoader(load, r.Hash))
			default:
				var data []byte
				if data, err = verifiedLoader(load, r.Hash)(ctx); err == nil {
					err = vfs.WriteFile(ctx, o.upper, p, data, perm)
				}
			}
			files[p] = true
			o.mode[p] = r.Mode
		default:
			return nil, bad("unknown type " + r.Type)
		}
		if err != nil {
			return nil, fmt.Errorf("overlay: restore: %w", err)
		}
	}
	// Times last, deepest first: creating entries changes their
	// directories' times.
	for i := len(recs) - 1; i >= 0; i-- {
		r := recs[i]
		if r.Type == "" || r.Type == TypeSymlink || r.ModTime.IsZero() {
			continue
		}
		if err := o.upper.Chtimes(ctx, r.Path, time.Time{}, r.ModTime); err != nil {
			return nil, fmt.Errorf("overlay: restore: %w", err)
		}
	}
	// The records' hashes stand for the files' content until they change.
	for _, r := range recs {
		if r.Type != TypeFile || r.Link != "" {
			continue
		}
		fi, err := o.upper.Lstat(ctx, r.Path)
		if err != nil {
			return nil, fmt.Errorf("overlay: restore: %w", err)
		}
		if st := vfs.Stat(fi); st != nil {
			_, ver := o.hashes.lookup(st.Ino, fi)
			o.hashes.store(st.Ino, fi, r.Hash, ver)
		}
	}
	return o, nil
}

// verifiedLoader loads hash's content and checks it.
func verifiedLoader(load func(ctx context.Context, hash string) ([]byte, error), hash string) memfs.Loader {
	return func(ctx context.Context) ([]byte, error) {
		if load == nil {
			return nil, errors.New("no loader")
		}
		data, err := load(ctx, hash)
		if err != nil {
			return nil, fmt.Errorf("content %s: %w", hash, err)
		}
		if got := ContentHash(data); got != hash {
			return nil, fmt.Errorf("content %s: has sha256 %s", hash, got)
		}
		return data, nil
	}
}

// emptyHash is the sha256 of no bytes.
var emptyHash = ContentHash(nil)

func isHex(s string) bool {
	_, err := hex.DecodeString(s)
	return err == nil && strings.ToLower(s) == s
}
