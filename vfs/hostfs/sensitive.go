package hostfs

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
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
// Each directory's listing is read once and serves both the look-up and
// the next level (an lstat per credential name and directory made New's
// scan of a large folder cost six system calls per directory more).
func findCredentials(dir string) string {
	level := []string{""}
	seen := 0
	for depth := 0; depth < scanDepth && len(level) > 0; depth++ {
		var next []string
		for _, rel := range level {
			ents, err := os.ReadDir(filepath.Join(dir, rel))
			if err != nil {
				// Unlistable (searchable only, say): look the names up.
				for _, c := range credentialDirs {
					p := filepath.Join(rel, c)
					if _, err := os.Lstat(filepath.Join(dir, p)); err == nil {
						return p
					}
				}
				continue
			}
			if p := credentialIn(dir, rel, ents); p != "" {
				return p
			}
			for _, e := range ents {
				if !e.IsDir() {
					continue
				}
				if seen++; seen > scanMax {
					return ""
				}
				next = append(next, filepath.Join(rel, e.Name()))
			}
		}
		level = next
	}
	return ""
}

// credentialIn finds the first of credentialDirs (in their order) in the
// listing ents of dir/rel (sorted by name, as os.ReadDir returns it).
func credentialIn(dir, rel string, ents []os.DirEntry) string {
	for _, c := range credentialDirs {
		first, rest, nested := strings.Cut(c, "/")
		if _, ok := slices.BinarySearchFunc(ents, first, func(e os.DirEntry, n string) int {
			return strings.Compare(e.Name(), n)
		}); !ok {
			continue
		}
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
