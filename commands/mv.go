package commands

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "mv",
		Summary: "move (rename) files",
		Usage:   mvUsage,
		Run:     runMv,
	})
}

const mvUsage = `Usage: mv [OPTION]... [-T] SOURCE DEST
  or:  mv [OPTION]... SOURCE... DIRECTORY
  or:  mv [OPTION]... -t DIRECTORY SOURCE...
Rename SOURCE to DEST, or move SOURCE(s) to DIRECTORY.

Mandatory arguments to long options are mandatory for short options too.
      --backup[=CONTROL]       make a backup of each existing destination file
  -b                           like --backup but does not accept an argument
  -f, --force                  do not prompt before overwriting
  -i, --interactive            prompt before overwrite
  -n, --no-clobber             do not overwrite an existing file
If you specify more than one of -i, -f, -n, only the final one takes effect.
      --strip-trailing-slashes  remove any trailing slashes from each SOURCE
                                 argument
  -S, --suffix=SUFFIX          override the usual backup suffix
  -t, --target-directory=DIRECTORY  move all SOURCE arguments into DIRECTORY
  -T, --no-target-directory    treat DEST as a normal file
  -u, --update                 move only when the SOURCE file is newer
                                 than the destination file or when the
                                 destination file is missing
  -v, --verbose                explain what is being done
      --help        display this help and exit

Across filesystems (mounts), mv copies and then removes the source.

` + backupHelp

func runMv(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("mv")
	var mode byte // 'f', 'i', 'n'
	f.Func('f', "force", false, func(string) error { mode = 'f'; return nil })
	f.Func('i', "interactive", false, func(string) error { mode = 'i'; return nil })
	f.Func('n', "no-clobber", false, func(string) error { mode = 'n'; return nil })
	strip := f.Bool(0, "strip-trailing-slashes")
	target := f.String('t', "target-directory", "")
	noTarget := f.Bool('T', "no-target-directory")
	update := f.Bool('u', "update")
	verbose := f.Bool('v', "verbose")
	var bf backupFlags
	bf.define(f)
	ops, status, done := parseFlags(inv, f, mvUsage, 1)
	if done {
		return status
	}
	backup, bok := bf.resolve(inv)
	if !bok {
		return 1
	}
	if *strip {
		for i, o := range ops {
			if t := strings.TrimRight(o, "/"); t != "" {
				ops[i] = t
			}
		}
	}
	srcs, dst, into, ok := targetOperands(inv, ops, f.Seen("t"), *target, *noTarget)
	if !ok {
		return 1
	}
	in := bufio.NewReader(stdinReader(ctx, inv))
	var seen seenSources
	created := map[string]bool{}
	// GNU opens the target directory once and renames into it: a
	// symlink naming it that the command itself moves still leads there.
	tdir := ""
	if into {
		if r, err := realPath(ctx, inv, inv.Path(dst), realExisting); err == nil {
			tdir = r
		}
	}
	for _, src := range srcs {
		if ctx.Err() != nil {
			return 1
		}
		d := dst
		if into {
			d = joinName(dst, path.Base(strings.TrimRight(src, "/")))
			// A directory named twice is still there when its first
			// move failed: GNU warns (a moved file is just gone).
			if kind, dup := seen.add(ctx, inv, src, false); dup && kind == "directory" {
				errorf(inv, "warning: source directory %s specified more than once", quoteFile(src))
				continue
			}
		}
		dp := inv.Path(d)
		if into && tdir != "" {
			dp = path.Join(tdir, path.Base(dp))
		}
		if into && mode != 'n' && !justCreated(ctx, inv, created, src, d, false) {
			status = 1
			continue
		}
		if !mvOne(ctx, inv, src, d, dp, mode, *update, *verbose, backup, in) {
			status = 1
		} else if into {
			created[physPath(ctx, inv, dp)] = true
		}
	}
	return status
}

// mvOne moves src to dst, which is at dp (dst as named, dp where it is).
func mvOne(ctx context.Context, inv *shell.Invocation, src, dst, dp string, mode byte, update, verbose bool, backup backupPolicy, in *bufio.Reader) bool {
	fsys := inv.FS
	sp := inv.Path(src)
	fi, err := fsys.Lstat(ctx, sp)
	if err == nil {
		err = slashDirCheck(ctx, inv, src)
	}
	if err != nil {
		errorf(inv, "cannot stat %s: %s", quoteFile(src), vfs.Strerror(err))
		return false
	}
	if err := slashDirCheck(ctx, inv, dst); err != nil && !errors.Is(err, fs.ErrNotExist) {
		errorf(inv, "cannot stat %s: %s", quoteFile(dst), vfs.Strerror(err))
		return false
	}
	if b := path.Base(src); b == "." || b == ".." {
		// rename(2) refuses a name ending in "." or "..".
		errorf(inv, "cannot move %s to %s: %s", quoteFile(src), quoteFile(dst), vfs.Strerror(vfs.ErrBusy))
		return false
	}
	if strings.HasSuffix(src, "/") && fi.Mode()&fs.ModeSymlink != 0 {
		// rename(2) of "link/" names the directory, not the link: Linux
		// refuses it.
		errorf(inv, "cannot move %s to %s: %s", quoteFile(src), quoteFile(dst), vfs.Strerror(vfs.ErrNotDir))
		return false
	}
	dfi, derr := fsys.Lstat(ctx, dp)
	if derr != nil && strings.HasSuffix(dst, "/") && !fi.IsDir() {
		// rename(2) to a new "name/" makes a directory of it, which no
		// other kind of file can become.
		errorf(inv, "cannot move %s to %s: %s", quoteFile(src), quoteFile(dst), vfs.Strerror(vfs.ErrNotDir))
		return false
	}
	if derr == nil && mode == 'n' {
		// GNU 9.1 renames with RENAME_NOREPLACE first: an existing
		// destination is skipped before any other check.
		return true
	}
	if derr == nil {
		same := sameFile(fi, dfi)
		if fi.Mode()&fs.ModeSymlink != 0 && dfi.Mode()&fs.ModeSymlink == 0 {
			// A symlink moved onto what it names would lose the data.
			if t, err := fsys.Stat(ctx, sp); err == nil && sameFile(t, dfi) {
				same = true
			}
		}
		if same {
			errorf(inv, "%s and %s are the same file", quoteFile(src), quoteFile(dst))
			return false
		}
		if fi.IsDir() && !dfi.IsDir() {
			errorf(inv, "cannot overwrite non-directory %s with directory %s", quoteFile(dst), quoteFile(src))
			return false
		}
		if !fi.IsDir() && dfi.IsDir() {
			errorf(inv, "cannot overwrite directory %s with non-directory", quoteFile(dst))
			return false
		}
		switch {
		case mode == 'n':
			return true
		case update && !fi.ModTime().After(dfi.ModTime()):
			return true
		case mode == 'i':
			fmt.Fprintf(inv.Stderr, "%s: overwrite %s? ", inv.Args[0], quoteFile(dst))
			line, _ := in.ReadString('\n')
			if !strings.HasPrefix(line, "y") && !strings.HasPrefix(line, "Y") {
				return true
			}
		}
	}
	if rdp, rsp := physPath(ctx, inv, dp), physPath(ctx, inv, sp); fi.IsDir() && (rdp == rsp || strings.HasPrefix(rdp, rsp+"/")) {
		errorf(inv, "cannot move %s to a subdirectory of itself, %s", quoteFile(src), quoteFile(dst))
		return false
	}
	var backedUp string
	if derr == nil {
		if backedUp, err = backup.backup(ctx, fsys, dp, dst); err != nil {
			errorf(inv, "cannot backup %s: %s", quoteFile(dst), vfs.Strerror(err))
			return false
		}
		if backedUp != "" {
			derr = fs.ErrNotExist
		}
	}
	err = fsys.Rename(ctx, sp, dp)
	if errors.Is(err, vfs.ErrCrossDevice) {
		err = mvAcross(ctx, inv, src, dst, fi, derr == nil)
		if err == errMvReported {
			return false
		}
	}
	if err != nil {
		if errors.Is(err, vfs.ErrInvalid) {
			errorf(inv, "cannot move %s to a subdirectory of itself, %s", quoteFile(src), quoteFile(dst))
		} else {
			errorf(inv, "cannot move %s to %s: %s", quoteFile(src), quoteFile(dst), vfs.Strerror(err))
		}
		return false
	}
	if verbose {
		var b string
		if backedUp != "" {
			b = " (backup: " + quoteFile(backedUp) + ")"
		}
		fmt.Fprintf(inv.Stdout, "renamed %s -> %s%s\n", quoteFile(src), quoteFile(dst), b)
	}
	return true
}

var errMvReported = errors.New("reported")

// mvAcross moves between filesystems as GNU mv does: copy everything
// (keeping modes and times), then remove the source.
func mvAcross(ctx context.Context, inv *shell.Invocation, src, dst string, fi fs.FileInfo, exists bool) error {
	c := &copier{inv: inv, name: inv.Args[0], recursive: true, deref: 'P', preserveMode: true,
		preserveTimes: true, preserveLinks: true, copied: map[uint64]string{}, umask: inv.Umask}
	if exists {
		if err := vfs.RemoveAll(ctx, inv.FS, inv.Path(dst)); err != nil {
			return err
		}
	}
	if !c.copy(ctx, src, dst, fi, true) {
		return errMvReported
	}
	if err := vfs.RemoveAll(ctx, inv.FS, inv.Path(src)); err != nil {
		errorf(inv, "cannot remove %s: %s", quoteFile(src), vfs.Strerror(err))
		return errMvReported
	}
	return nil
}

// physPath is the absolute path p with the symlinks of its directory
// resolved (not a final symlink): where p really is, for "inside
// itself" checks that a symlinked directory would fool lexically.
func physPath(ctx context.Context, inv *shell.Invocation, p string) string {
	dir, err := realPath(ctx, inv, path.Dir(p), realMissing)
	if err != nil {
		return p
	}
	return path.Join(dir, path.Base(p))
}
