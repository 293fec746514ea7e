package hostfs

import (
	"io/fs"
	"os"
	"strings"
	"sync"
	"syscall"
)

// maxCachedDirs bounds the directories one FS keeps open between calls.
const maxCachedDirs = 64

// A dirHandle is a directory of the folder held open, as an os.Root of its
// own. refs counts the walks using it, plus one while it is cached; the
// last release closes it.
type dirHandle struct {
	root     *os.Root
	dev, ino uint64
	refs     int
	used     uint64 // cache clock at the last use, for eviction

	fileOnce sync.Once
	file     *os.File // the directory open for openat (dirFile)
	fileErr  error
}

// dirFile is the directory as an open file, whose descriptor files are
// opened relative to (openAt); opened on first use.
func (h *dirHandle) dirFile() (*os.File, error) {
	h.fileOnce.Do(func() {
		h.file, h.fileErr = h.root.OpenFile(".", os.O_RDONLY|syscall.O_DIRECTORY, 0)
	})
	return h.file, h.fileErr
}

// lstat is Lstat of name in the directory: for one component an fstatat
// on its dirFile (what os.Root does in the end, without its path walk and
// allocations), else through the os.Root.
func (h *dirHandle) lstat(name string) (fs.FileInfo, error) {
	if name == "" || name == "." || name == ".." || strings.ContainsRune(name, '/') {
		return h.root.Lstat(name)
	}
	d, err := h.dirFile()
	if err != nil {
		return h.root.Lstat(name)
	}
	return lstatAt(d, name)
}

// lstatInto is lstat of the single component name into st.
func (h *dirHandle) lstatInto(name string, st *syscall.Stat_t) error {
	d, err := h.dirFile()
	if err != nil {
		fi, err := h.root.Lstat(name)
		return statOf(fi, err, st)
	}
	return lstatAtInto(d, name, st)
}

// close closes the directory (the caller holds the last reference).
func (h *dirHandle) close() {
	h.fileOnce.Do(func() {}) // no dirFile opening from now on
	if h.file != nil {
		h.file.Close()
	}
	h.root.Close()
}

// dirCache keeps the directories walks opened, keyed by their path in the
// folder (symlinks resolved), so that the next walk through them costs one
// fstatat per component instead of an open, a stat and a close.
//
// A cached handle is used for a path only when the lstat of the path's last
// component, made through the parent's handle (itself checked the same way,
// up to the root), reports the handle's device and inode. The handle is
// then the directory a fresh O_NOFOLLOW open would give: a directory the
// host moved out of the folder, or swapped for another, is never used
// again, as its name in the folder is gone or names another inode (and an
// open handle keeps its inode number from being reused).
type dirCache struct {
	mu    sync.Mutex
	dirs  map[string]*dirHandle
	clock uint64
}

func statID(fi fs.FileInfo) (dev, ino uint64, ok bool) {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return 0, 0, false
	}
	return uint64(st.Dev), st.Ino, true
}

// get returns the cached handle of key if it is the directory fi describes
// (the lstat of key just made), with a reference the caller releases.
func (c *dirCache) get(key string, fi fs.FileInfo) *dirHandle {
	dev, ino, ok := statID(fi)
	if !ok {
		return nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	h := c.dirs[key]
	if h == nil {
		return nil
	}
	if h.dev != dev || h.ino != ino {
		// Renamed, removed or swapped since: forget it.
		delete(c.dirs, key)
		c.releaseLocked(h)
		return nil
	}
	c.clock++
	h.used = c.clock
	h.refs++
	return h
}

// put caches h under key, evicting the least recently used handle when
// full. The caller keeps its own reference.
func (c *dirCache) put(key string, h *dirHandle) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.dirs == nil {
		c.dirs = map[string]*dirHandle{}
	}
	if old := c.dirs[key]; old != nil {
		delete(c.dirs, key)
		c.releaseLocked(old)
	}
	if len(c.dirs) >= maxCachedDirs {
		lruKey := leastUsed(c.dirs, func(h *dirHandle) uint64 { return h.used })
		lru := c.dirs[lruKey]
		delete(c.dirs, lruKey)
		c.releaseLocked(lru)
	}
	c.clock++
	h.used = c.clock
	h.refs++
	c.dirs[key] = h
}

func (c *dirCache) release(h *dirHandle) {
	if h == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.releaseLocked(h)
}

func (c *dirCache) releaseLocked(h *dirHandle) {
	h.refs--
	if h.refs == 0 {
		h.close()
	}
}

// clear drops every cached handle (those in use close when released).
func (c *dirCache) clear() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for k, h := range c.dirs {
		delete(c.dirs, k)
		c.releaseLocked(h)
	}
}

// openDir returns the handle of the directory c of parent, whose path in
// the folder is key and whose lstat (through parent) is fi: the cached one
// if it is still that directory, else a new one, cached if it is the
// directory fi describes (a swap between the lstat and the open leaves
// it uncached, used by this walk only).
func (f *FS) openDir(parent *os.Root, key, c string, fi fs.FileInfo) (*dirHandle, error) {
	if h := f.dirs.get(key, fi); h != nil {
		return h, nil
	}
	sub, err := parent.OpenRoot(c)
	if err != nil {
		return nil, err
	}
	h := &dirHandle{root: sub, refs: 1}
	if st, err := sub.Stat("."); err == nil {
		dev, ino, ok := statID(st)
		wdev, wino, wok := statID(fi)
		if ok && wok && dev == wdev && ino == wino {
			h.dev, h.ino = dev, ino
			f.dirs.put(key, h)
		}
	}
	return h, nil
}

// leastUsed is the key of m's entry with the lowest use clock, for the
// caches' eviction (a scan: the caches hold tens of entries); "" when m
// is empty.
func leastUsed[V any](m map[string]V, used func(V) uint64) string {
	var key string
	var low uint64
	first := true
	for k, v := range m {
		if u := used(v); first || u < low {
			key, low, first = k, u, false
		}
	}
	return key
}
