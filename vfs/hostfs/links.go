package hostfs

import (
	"path"
	"path/filepath"
	"strings"
)

// OutsideTarget is the first component of what Readlink returns for a
// symlink whose absolute target lies outside the folder: the target
// becomes "(outside-mount)/NAME", NAME being its last component. The host
// path is not shown (it would name host directories and mean nothing in the
// sandbox), and the relative result resolves to nothing there: the link
// dangles, as it would in a chroot of the folder.
const OutsideTarget = "(outside-mount)"

// MountedAt tells the FS the sandbox path it is mounted at (default "/"):
// Readlink then shows an absolute target inside the folder as the sandbox
// sees it, below that path, and Symlink stores a sandbox path below it as
// the host path it means.
func MountedAt(dir string) Option {
	return func(o *options) { o.mountedAt = path.Clean("/" + dir) }
}

// folderTarget is a host link target as a path of the folder, with the
// chroot semantics walks use: relative targets as they are, an absolute
// one inside the folder as "/" plus its path there, any other absolute
// one as OutsideTarget/NAME.
func (f *FS) folderTarget(target string) string {
	if !strings.HasPrefix(target, "/") {
		return target
	}
	clean := filepath.Clean(target)
	for _, d := range f.hostDirs {
		if clean == d {
			return "/"
		}
		if d == "/" {
			return clean
		}
		if rest, ok := strings.CutPrefix(clean, d+"/"); ok {
			return "/" + rest
		}
	}
	if base := path.Base(clean); base != "/" {
		return OutsideTarget + "/" + base
	}
	return OutsideTarget
}

// sandboxTarget is a host link target as the sandbox reads it: the
// folder's target, an absolute one below the mount point.
func (f *FS) sandboxTarget(target string) string {
	t := f.folderTarget(target)
	if strings.HasPrefix(t, "/") {
		return path.Join(f.mountedAt, t)
	}
	return t
}

// hostTarget is what Symlink stores for a target the sandbox gives, for
// a link in the folder directory dir ("" for the root): an absolute
// target below the mount point as the host path it names, another
// absolute one relative to the link's directory (so that it still leads
// there in the sandbox), a relative one as it is.
func (f *FS) hostTarget(target, dir string) string {
	if !strings.HasPrefix(target, "/") {
		return target
	}
	t := path.Clean(target)
	rest, ok := "", false
	if f.mountedAt == "/" {
		rest, ok = t, true
	} else if t == f.mountedAt {
		rest, ok = "/", true
	} else {
		rest, ok = strings.CutPrefix(t, f.mountedAt+"/")
		rest = "/" + rest
	}
	if ok {
		return filepath.Join(f.hostDirs[0], filepath.FromSlash(rest))
	}
	from := strings.Split(strings.Trim(path.Join(f.mountedAt, dir), "/"), "/")
	to := strings.Split(strings.Trim(t, "/"), "/")
	if from[0] == "" {
		from = nil
	}
	if to[0] == "" {
		to = nil
	}
	i := 0
	for i < len(from) && i < len(to) && from[i] == to[i] {
		i++
	}
	parts := make([]string, 0, len(from)-i+len(to)-i)
	for range from[i:] {
		parts = append(parts, "..")
	}
	parts = append(parts, to[i:]...)
	if len(parts) == 0 {
		return "."
	}
	return strings.Join(parts, "/")
}

// hostDirsOf is FS.hostDirs for a folder given as dir, canonically real.
func hostDirsOf(dir, real string) []string {
	dirs := []string{real}
	if abs, err := filepath.Abs(dir); err == nil && abs != real {
		dirs = append(dirs, abs)
	}
	return dirs
}
