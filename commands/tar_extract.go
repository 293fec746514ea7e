package commands

import (
	"archive/tar"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"strings"
	"time"

	"github.com/computerwelt/computerwelt/internal/strftime"

	"github.com/computerwelt/computerwelt/vfs"
)

// extract writes one member below t.dir. Only errors that end the run
// (cancellation, a broken archive, a failed standard output) are returned.
func (t *tarRun) extract(tr *tar.Reader, hdr *tar.Header) error {
	ctx, inv := t.ctx, t.inv
	if hasDotDot(hdr.Name) && !t.absolute {
		t.memberName(hdr.Name, true)
		t.errorf("%s: Member name contains '..'", hdr.Name)
		return nil
	}
	name := t.destName(hdr)
	if name == "" && hdr.Name != "" && t.strip > 0 {
		return nil // stripped to nothing
	}
	if name == "" || name == "." || name == "./" {
		if hdr.Typeflag != tar.TypeDir {
			return nil
		}
	}
	if t.verbose > 0 {
		shown := hdr.Name
		if t.showTransformed {
			shown = name
		}
		t.printEntry(t.listOut(false), hdr, shown)
	}
	if hdr.Typeflag == tarTypeMultiVolume {
		t.errorf("%s: Cannot extract -- file is continued from another volume", t.quote(hdr.Name))
		return nil
	}
	if d := hdr.ModTime.Sub(t.now); d > 0 && !t.toStdout && t.toCmd == "" && t.warns("timestamp") {
		loc := strftime.Location(inv.Getenv("TZ"))
		t.warnf("%s: time stamp %s is %d.%09d s in the future", name, hdr.ModTime.In(loc).Format("2006-01-02 15:04:05"),
			int64(d/time.Second), int64(d%time.Second))
	}
	if t.interactive && !t.confirm("extract", hdr.Name) {
		return nil
	}
	if t.toStdout {
		if hdr.Typeflag == tar.TypeReg || hdr.Typeflag == tar.TypeRegA {
			if _, err := io.Copy(inv.Stdout, tr); err != nil {
				return err
			}
		}
		return nil
	}
	if t.toCmd != "" {
		if hdr.Typeflag == tar.TypeReg || hdr.Typeflag == tar.TypeRegA {
			t.toCommand(tr, hdr, name)
		}
		return nil
	}
	p := vfs.Abs(t.dir, name)
	perm := fs.FileMode(hdr.Mode).Perm()
	if !t.preserve {
		perm &^= fs.FileMode(inv.Umask)
	}
	if parent := path.Dir(p); parent != p {
		if err := vfs.MkdirAll(ctx, inv.FS, parent, 0o777&^fs.FileMode(inv.Umask)); err != nil {
			t.errorf("%s: Cannot mkdir: %s", name, vfs.Strerror(err))
			return nil
		}
	}
	existing, lerr := inv.FS.Lstat(ctx, p)
	if lerr == nil && !existing.IsDir() && hdr.Typeflag != tar.TypeDir {
		switch {
		case t.skipOld:
			return nil
		case t.keepOld:
			t.errorf("%s: Cannot open: File exists", name)
			return nil
		case t.keepNewer && !existing.ModTime().Before(hdr.ModTime):
			if t.warns("ignore-newer") {
				t.warnf("Current %s is newer or same age", quoteTarName(name))
			}
			return nil
		}
		if t.backup != "" && t.backup != "none" && t.backup != "off" && existing.Mode().IsRegular() {
			t.makeBackup(p, name)
			existing, lerr = inv.FS.Lstat(ctx, p)
		}
	}
	switch hdr.Typeflag {
	case tar.TypeDir:
		if lerr == nil && existing.Mode()&fs.ModeSymlink != 0 && t.keepDirLink {
			if fi, err := inv.FS.Stat(ctx, p); err == nil && fi.IsDir() {
				return nil
			}
		}
		if lerr == nil && !existing.IsDir() {
			inv.FS.Remove(ctx, p)
			lerr = errors.New("removed")
		}
		if lerr != nil {
			if err := inv.FS.Mkdir(ctx, p, perm|0o700); err != nil {
				t.errorf("%s: Cannot mkdir: %s", name, vfs.Strerror(err))
				return nil
			}
		} else if t.noOverwriteDir || t.skipOld {
			return nil
		}
		inv.FS.Chmod(ctx, p, perm)
		h := *hdr
		h.Name = p
		t.dirTimes = append(t.dirTimes, &h)
	case tar.TypeSymlink:
		if lerr == nil {
			if err := t.unlink(p, existing); err != nil {
				t.errorf("%s: Cannot unlink: %s", name, vfs.Strerror(err))
				return nil
			}
		}
		// A placeholder now, the link at the end: later members cannot
		// write through it.
		f, err := inv.FS.OpenFile(ctx, p, vfs.O_WRONLY|vfs.O_CREATE|vfs.O_EXCL, 0)
		if err != nil {
			t.errorf("%s: Cannot create symlink to %s: %s", name, quoteGNU(hdr.Linkname), vfs.Strerror(err))
			return nil
		}
		f.Close()
		t.delayLinks = append(t.delayLinks, tarDelayed{t.transform(hdr.Linkname, 's'), p, hdr.ModTime})
	case tar.TypeLink:
		target := t.stripName(t.transform(t.memberName(hdr.Linkname, false), 'h'))
		if target == "" {
			return nil
		}
		if t.oneTopLevel != nil {
			target = t.destName(&tar.Header{Name: hdr.Linkname, Typeflag: tar.TypeReg})
		}
		tp := vfs.Abs(t.dir, target)
		if lerr == nil {
			t.unlink(p, existing)
		}
		var err error
		if l, ok := inv.FS.(vfs.Linker); ok && !hasDotDot(hdr.Linkname) {
			err = l.Link(ctx, tp, p)
		} else {
			err = vfs.ErrNotSupported
		}
		if err != nil {
			t.errorf("%s: Cannot hard link to %s: %s", name, quoteGNU(target), vfs.Strerror(err))
		}
	case tar.TypeReg, tar.TypeRegA, tar.TypeGNUSparse:
		if lerr == nil {
			if existing.IsDir() {
				if !t.recursiveUnlink {
					t.errorf("%s: Cannot open: %s", name, vfs.Strerror(vfs.ErrExist))
					return nil
				}
				if err := vfs.RemoveAll(ctx, inv.FS, p); err != nil {
					t.errorf("%s: Cannot unlink: %s", name, vfs.Strerror(err))
					return nil
				}
			} else if err := inv.FS.Remove(ctx, p); err != nil {
				t.errorf("%s: Cannot unlink: %s", name, vfs.Strerror(err))
				return nil
			}
		}
		f, err := inv.FS.OpenFile(ctx, p, vfs.O_WRONLY|vfs.O_CREATE|vfs.O_EXCL, perm)
		if err != nil {
			t.errorf("%s: Cannot open: %s", name, vfs.Strerror(err))
			return nil
		}
		_, err = io.Copy(f, tr)
		cerr := f.Close()
		if err != nil {
			var pe *fs.PathError
			if errors.As(err, &pe) || errors.Is(err, vfs.ErrNoSpace) || errors.Is(err, vfs.ErrFileTooLarge) {
				t.errorf("%s: Cannot write: %s", name, vfs.Strerror(err))
				return nil
			}
			return err
		}
		if cerr != nil {
			t.errorf("%s: Cannot write: %s", name, vfs.Strerror(cerr))
			return nil
		}
		inv.FS.Chmod(ctx, p, perm)
		if !t.touch {
			inv.FS.Chtimes(ctx, p, hdr.ModTime, hdr.ModTime)
		}
	case tar.TypeFifo:
		if lerr == nil {
			if err := t.unlink(p, existing); err != nil {
				t.errorf("%s: Cannot unlink: %s", name, vfs.Strerror(err))
				return nil
			}
		}
		if err := vfs.Mkfifo(ctx, inv.FS, p, perm); err != nil {
			t.errorf("%s: Cannot mknod: %s", name, vfs.Strerror(err))
			return nil
		}
		inv.FS.Chmod(ctx, p, perm)
		if !t.touch {
			inv.FS.Chtimes(ctx, p, hdr.ModTime, hdr.ModTime)
		}
	default:
		t.errorf("%s: Cannot mknod: %s", name, vfs.Strerror(vfs.ErrNotPermitted))
	}
	return nil
}

func (t *tarRun) unlink(p string, fi fs.FileInfo) error {
	if fi.IsDir() {
		if t.recursiveUnlink {
			return vfs.RemoveAll(t.ctx, t.inv.FS, p)
		}
	}
	return t.inv.FS.Remove(t.ctx, p)
}

// quoteTarName quotes a name in a message as GNU tar does in a UTF-8
// locale: ‘name’.
func quoteTarName(s string) string { return quoteArg(s) }

// makeBackup renames an existing file before it is replaced (--backup).
func (t *tarRun) makeBackup(p, name string) {
	suffix := t.suffix
	if suffix == "" {
		suffix = t.inv.Getenv("SIMPLE_BACKUP_SUFFIX")
	}
	if suffix == "" {
		suffix = "~"
	}
	numbered := t.backup == "numbered" || t.backup == "t"
	if t.backup == "existing" || t.backup == "nil" {
		_, err := t.inv.FS.Lstat(t.ctx, p+".~1~")
		numbered = err == nil
	}
	dst := p + suffix
	if numbered {
		for i := 1; ; i++ {
			dst = fmt.Sprintf("%s.~%d~", p, i)
			if _, err := t.inv.FS.Lstat(t.ctx, dst); err != nil {
				break
			}
		}
	}
	if err := t.inv.FS.Rename(t.ctx, p, dst); err != nil {
		t.errorf("%s: Cannot rename to %s: %s", name, quoteGNU(dst), vfs.Strerror(err))
	} else if t.verbose > 0 {
		fmt.Fprintf(t.inv.Stdout, "Renaming %s to %s\n", quoteTarName(name), quoteTarName(strings.TrimPrefix(dst, path.Dir(p)+"/")))
	}
}

// toCommand pipes a member to --to-command, run by the sandbox's sh with
// GNU tar's TAR_* variables.
func (t *tarRun) toCommand(tr *tar.Reader, hdr *tar.Header, name string) {
	env := map[string]string{
		"TAR_FILETYPE": "f", "TAR_FILENAME": name, "TAR_REALNAME": hdr.Name,
		"TAR_MODE": fmt.Sprintf("%04o", hdr.Mode&0o7777), "TAR_SIZE": fmt.Sprint(hdr.Size),
		"TAR_MTIME": fmt.Sprint(hdr.ModTime.Unix()), "TAR_UNAME": hdr.Uname, "TAR_GNAME": hdr.Gname,
		"TAR_UID": fmt.Sprint(hdr.Uid), "TAR_GID": fmt.Sprint(hdr.Gid), "TAR_VERSION": "1.34",
		"TAR_ARCHIVE": t.arcName, "TAR_VOLUME": "1", "TAR_BLOCKING_FACTOR": fmt.Sprint(t.recordSize / 512),
		"TAR_FORMAT": "gnu", "TAR_ATIME": fmt.Sprint(hdr.AccessTime.Unix()), "TAR_CTIME": fmt.Sprint(hdr.ChangeTime.Unix()),
	}
	if t.arcName == "" {
		env["TAR_ARCHIVE"] = "-"
	}
	st := t.runSandbox(t.toCmd, tr, t.inv.Stdout, env)
	io.Copy(io.Discard, tr)
	if st != 0 && !t.ignoreCmdErr {
		t.errorf("%s: Child returned status %d", "sh", st)
	}
}

// finishExtract makes the delayed symlinks and sets directory times (set
// last, since extracting into a directory changes its time).
func (t *tarRun) finishExtract() {
	ctx, fsys := t.ctx, t.inv.FS
	for _, d := range t.delayLinks {
		fi, err := fsys.Lstat(ctx, d.path)
		if err != nil || !fi.Mode().IsRegular() || fi.Size() != 0 {
			continue // replaced by a later member
		}
		fsys.Remove(ctx, d.path)
		if err := fsys.Symlink(ctx, d.target, d.path); err != nil {
			t.errorf("%s: Cannot create symlink to %s: %s", d.path, quoteGNU(d.target), vfs.Strerror(err))
		} else if !t.touch {
			// GNU sets the link's own time (utimensat, no follow); a
			// backend that cannot keeps the time of its making.
			vfs.Lchtimes(ctx, fsys, d.path, d.mtime, d.mtime)
		}
	}
	if t.touch {
		return
	}
	for i := len(t.dirTimes) - 1; i >= 0; i-- {
		h := t.dirTimes[i]
		fsys.Chtimes(ctx, h.Name, h.ModTime, h.ModTime)
	}
}
