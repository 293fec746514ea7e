package hostfs

import (
	"errors"
	"sort"
	"strings"
	"sync"
	"syscall"

	"golang.org/x/sys/unix"

	"github.com/computerwelt/computerwelt/vfs"
)

// Opening a file costs a walk: an fstatat per directory on the path, to
// check that each cached directory is still the one of the folder, and
// one of the file itself, so that a device or FIFO is never opened. After
// a listing (grep -r, find | xargs wc) most opens are of names the listing
// just lstatted and found regular: those are opened with a single openat2
// from the folder's root instead, which the kernel resolves without
// following any symlink (RESOLVE_NO_SYMLINKS) and without leaving the root
// (RESOLVE_BENEATH): each component is looked up in the directory the
// previous one led to, as os.Root does, so a rename racing the lookup
// cannot lead it out either. A path with a symlink, or anything
// unexpected, falls back to the walk; so does a directory moved out of
// the folder, whose path now leads elsewhere or nowhere.
//
// A device or FIFO the host swaps in for a listed regular file before the
// open is opened (never blocking: O_NONBLOCK) and refused, as one swapped
// in between a walk's lstat and its open already is.

const (
	// maxListings bounds the directories whose listing is remembered.
	maxListings = 128
	// maxListedNames bounds the names remembered over all listings.
	maxListedNames = 1 << 16
)

// A listing is what ReadDir saw of a directory: its names, sorted, and
// which of them were regular files.
type listing struct {
	names   []string
	regular []bool
	used    uint64
}

// listings remembers the last directories ReadDir listed, keyed by their
// path in the folder with symlinks resolved ("" for the root, else "/a/b").
type listings struct {
	mu    sync.Mutex
	dirs  map[string]*listing
	names int
	clock uint64
}

// put remembers the listing of key; ents are its entries, sorted by name.
func (c *listings) put(key string, ents []dirent) {
	if len(ents) > maxListedNames {
		return
	}
	l := &listing{names: make([]string, len(ents)), regular: make([]bool, len(ents))}
	for i, e := range ents {
		l.names[i] = e.name
		l.regular[i] = e.typ.IsRegular()
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.dirs == nil {
		c.dirs = map[string]*listing{}
	}
	if old := c.dirs[key]; old != nil {
		delete(c.dirs, key)
		c.names -= len(old.names)
	}
	for len(c.dirs) > 0 && (len(c.dirs) >= maxListings || c.names+len(l.names) > maxListedNames) {
		lruKey := leastUsed(c.dirs, func(l *listing) uint64 { return l.used })
		c.names -= len(c.dirs[lruKey].names)
		delete(c.dirs, lruKey)
	}
	c.clock++
	l.used = c.clock
	c.dirs[key] = l
	c.names += len(l.names)
}

// regular reports whether the last listing of the directory key saw name
// as a regular file.
func (c *listings) regular(key, name string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	l := c.dirs[key]
	if l == nil {
		return false
	}
	i := sort.SearchStrings(l.names, name)
	if i == len(l.names) || l.names[i] != name || !l.regular[i] {
		return false
	}
	c.clock++
	l.used = c.clock
	return true
}

func (c *listings) clear() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.dirs, c.names = nil, 0
}

// openListed opens name for reading with one openat2 beneath the root if
// it is a clean path that a recent listing saw as a regular file. ok is
// false when it did not open it: the caller walks, and reports what the
// walk finds.
func (f *FS) openListed(name string, flag int) (fl *file, ok bool) {
	if flag != vfs.O_RDONLY || f.noOpenat2.Load() || len(name) < 2 || len(name) > maxPath || vfs.Abs("/", name) != name {
		return nil, false
	}
	i := strings.LastIndexByte(name, '/')
	if !f.listed.regular(name[:i], name[i+1:]) {
		return nil, false
	}
	d, err := f.top.dirFile()
	if err != nil {
		return nil, false
	}
	rc, err := d.SyscallConn()
	if err != nil {
		return nil, false
	}
	how := unix.OpenHow{
		Flags:   uint64(syscall.O_RDONLY | syscall.O_NONBLOCK | syscall.O_NOCTTY | syscall.O_NOFOLLOW | syscall.O_CLOEXEC),
		Resolve: unix.RESOLVE_BENEATH | unix.RESOLVE_NO_SYMLINKS | unix.RESOLVE_NO_MAGICLINKS,
	}
	fd := -1
	cerr := rc.Control(func(dfd uintptr) {
		fd, err = ignoringEINTR(func() (int, error) { return openat2(int(dfd), name[1:], &how) })
	})
	switch {
	case cerr != nil:
		return nil, false
	case errors.Is(err, syscall.ENOSYS), errors.Is(err, syscall.EPERM), errors.Is(err, syscall.EINVAL), errors.Is(err, syscall.E2BIG):
		f.noOpenat2.Store(true)
		return nil, false
	case err != nil:
		// ELOOP (a symlink on the path), EXDEV, ENOENT...: the walk
		// decides.
		return nil, false
	}
	// One allocation for the sandbox's file and the host's.
	fl = &file{name: name, maxRead: f.maxRead, owner: f.owner}
	fl.fd = fdFile{fd: fd, name: name[i+1:]}
	fl.f = &fl.fd
	return fl, true
}
