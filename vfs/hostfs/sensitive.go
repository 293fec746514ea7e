package hostfs

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"

	"golang.org/x/sys/unix"
)

// RefusedError is returned by New for a folder that is not safe to share
// with the sandbox.
type RefusedError struct {
	Dir    string // as given to New
	Reason string
}

func (e *RefusedError) Error() string {
	return fmt.Sprintf("hostfs: refusing to share %s: %s (use AllowSensitive to override)", e.Dir, e.Reason)
}

// systemDirs are never shared, nor anything below them.
var systemDirs = []string{"/etc", "/proc", "/sys", "/dev", "/boot", "/run", "/var/run"}

// credentialDirs are folders holding credentials, relative to a home.
var credentialDirs = []string{".ssh", ".aws", ".gnupg", ".config/gcloud", ".kube", ".docker"}

// Scanning for credential folders below the shared one is bounded, so a
// huge tree does not stall New: scanDepth levels, scanMax directories.
const (
	scanDepth = 3
	scanMax   = 20000
)

// canonical returns dir absolute, cleaned and with symlinks resolved, so
// the checks see the folder that will really be shared.
func canonical(dir string) (string, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	return filepath.EvalSymlinks(abs)
}

// within reports whether p is dir or below it.
func within(p, dir string) bool {
	return p == dir || dir == "/" || strings.HasPrefix(p, dir+"/")
}

// sensitive says why the canonical folder dir must not be shared, or "".
func sensitive(dir string) string {
	if dir == "/" {
		return "it is the root directory"
	}
	for _, s := range systemDirs {
		if within(dir, s) {
			return "it is a system directory (" + s + ")"
		}
	}
	if home, err := os.UserHomeDir(); err == nil && home != "" {
		if h, err := canonical(home); err == nil {
			home = h
		}
		switch {
		case dir == home:
			return "it is the home directory"
		case within(home, dir):
			return "it contains the home directory"
		}
	}
	for _, c := range credentialDirs {
		if strings.Contains(dir+"/", "/"+c+"/") {
			return "it is inside a credential folder (" + c + ")"
		}
	}
	if found := findCredentials(dir); found != "" {
		return "it contains a credential folder (" + found + ")"
	}
	return ""
}

// findCredentials looks for a credential folder at most scanDepth levels
// below dir, not following symlinks, and returns its path relative to dir.
// Each directory's listing is read once, with getdents64 into one buffer,
// and serves both the look-up and the next level: of its entries only the
// credential folders' names and the subdirectories' are kept (os.ReadDir
// made, and sorted, an entry for each of the 10,000 files of a large
// folder: ~8 ms of New, and 20,000 allocations). Subdirectories are
// visited in name order, as before. The deepest level is not listed: its
// directories' subdirectories are not needed, so each is asked for the
// credential names directly (six lstats of names that are not there cost
// less than reading a listing of a hundred files: on issue 20's folder
// half the listings, and half of New's time, went).
func findCredentials(dir string) string {
	level := []string{""}
	seen := 0
	buf := make([]byte, direntBufSize)
	for depth := 0; depth < scanDepth && len(level) > 0; depth++ {
		if depth == scanDepth-1 {
			for _, rel := range level {
				if p := lookupCredentials(dir, rel); p != "" {
					return p
				}
			}
			return ""
		}
		var next []string
		for _, rel := range level {
			found, subdirs, err := scanListing(filepath.Join(dir, rel), buf, depth+1 < scanDepth)
			if err != nil {
				// Unlistable (searchable only, say): look the names up.
				if p := lookupCredentials(dir, rel); p != "" {
					return p
				}
				continue
			}
			if p := credentialIn(dir, rel, found); p != "" {
				return p
			}
			if seen += subdirs.n; seen > scanMax {
				return ""
			}
			slices.Sort(subdirs.names)
			for _, name := range subdirs.names {
				next = append(next, filepath.Join(rel, name))
			}
		}
		level = next
	}
	return ""
}

// lookupCredentials is the first of credentialDirs (in their order) that
// exists, of any type, in dir/rel, as a listing would find its name: an
// lstat of each relative to the directory, without reading its listing.
func lookupCredentials(dir, rel string) string {
	at := unix.AT_FDCWD
	if fd, err := openat(unix.AT_FDCWD, filepath.Join(dir, rel), unix.O_PATH|syscall.O_DIRECTORY|syscall.O_CLOEXEC, 0); err == nil {
		defer syscall.Close(fd)
		at = fd
	}
	var st syscall.Stat_t
	for _, c := range credentialDirs {
		name := c
		if at == unix.AT_FDCWD {
			name = filepath.Join(dir, rel, c)
		}
		if fstatatNoFollow(at, name, &st) == nil {
			return filepath.Join(rel, c)
		}
	}
	return ""
}

// listedDirs are a listing's subdirectories: how many, and their names
// when asked.
type listedDirs struct {
	n     int
	names []string
}

// scanListing reads the directory path's entries into buf: found has bit
// i set when the first component of credentialDirs[i] is among them; the
// subdirectories (by d_type, an lstat when the file system does not say)
// are counted, and named when names is set.
func scanListing(path string, buf []byte, names bool) (found uint, subdirs listedDirs, err error) {
	fd, err := openat(unix.AT_FDCWD, path, syscall.O_RDONLY|syscall.O_DIRECTORY|syscall.O_CLOEXEC, 0)
	if err != nil {
		return 0, subdirs, err
	}
	defer syscall.Close(fd)
	var st syscall.Stat_t
	for {
		n, err := ignoringEINTR(func() (int, error) { return unix.Getdents(fd, buf) })
		if err != nil {
			return 0, subdirs, err
		}
		if n <= 0 {
			return found, subdirs, nil
		}
		b := buf[:n]
		for len(b) > direntName {
			reclen := int(binary.NativeEndian.Uint16(b[direntReclen:]))
			if reclen <= direntName || reclen > len(b) {
				break // malformed: the kernel never returns one
			}
			rec, typ := b[direntName:reclen], b[direntType]
			b = b[reclen:]
			if i := bytes.IndexByte(rec, 0); i >= 0 {
				rec = rec[:i]
			}
			if len(rec) == 0 || string(rec) == "." || string(rec) == ".." {
				continue
			}
			if rec[0] == '.' {
				for i, c := range credentialDirs {
					if first, _, _ := strings.Cut(c, "/"); string(rec) == first {
						found |= 1 << i
					}
				}
			}
			isDir := typ == syscall.DT_DIR
			if typ == syscall.DT_UNKNOWN {
				isDir = fstatatNoFollow(fd, string(rec), &st) == nil && st.Mode&syscall.S_IFMT == syscall.S_IFDIR
			}
			if isDir {
				subdirs.n++
				if names {
					subdirs.names = append(subdirs.names, string(rec))
				}
			}
		}
	}
}

// credentialIn finds the first of credentialDirs (in their order) whose
// first component is in found (scanListing's) in dir/rel.
func credentialIn(dir, rel string, found uint) string {
	for i, c := range credentialDirs {
		if found&(1<<i) == 0 {
			continue
		}
		first, rest, nested := strings.Cut(c, "/")
		p := filepath.Join(rel, c)
		if !nested {
			return p
		}
		if _, err := os.Lstat(filepath.Join(dir, rel, first, rest)); err == nil {
			return p
		}
	}
	return ""
}
