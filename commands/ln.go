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
		Name:    "ln",
		Summary: "make links between files",
		Usage:   lnUsage,
		Run:     runLn,
	})
}

const lnUsage = `Usage: ln [OPTION]... [-T] TARGET LINK_NAME
  or:  ln [OPTION]... TARGET
  or:  ln [OPTION]... TARGET... DIRECTORY
  or:  ln [OPTION]... -t DIRECTORY TARGET...
In the 1st form, create a link to TARGET with the name LINK_NAME.
In the 2nd form, create a link to TARGET in the current directory.
In the 3rd and 4th forms, create links to each TARGET in DIRECTORY.
Create hard links by default, symbolic links with --symbolic.
By default, each destination (name of new link) should not already exist.
When creating hard links, each TARGET must exist.  Symbolic links
can hold arbitrary text; if later resolved, a relative link is
interpreted in relation to its parent directory.

Mandatory arguments to long options are mandatory for short options too.
      --backup[=CONTROL]      make a backup of each existing destination file
  -b                          like --backup but does not accept an argument
  -d, -F, --directory         allow the superuser to attempt to hard link
                                directories (note: will probably fail due to
                                system restrictions, even for the superuser)
  -f, --force                 remove existing destination files
  -i, --interactive           prompt whether to remove destinations
  -L, --logical               dereference TARGETs that are symbolic links
  -n, --no-dereference        treat LINK_NAME as a normal file if
                                it is a symbolic link to a directory
  -P, --physical              make hard links directly to symbolic links
  -r, --relative              with -s, create links relative to link location
  -s, --symbolic              make symbolic links instead of hard links
  -S, --suffix=SUFFIX         override the usual backup suffix
  -t, --target-directory=DIRECTORY  specify the DIRECTORY in which to create
                                the links
  -T, --no-target-directory   treat LINK_NAME as a normal file always
  -v, --verbose               print name of each linked file
      --help        display this help and exit

` + backupHelp

type lnOpts struct {
	force, interactive, logical, noDeref, relative, symbolic, verbose bool
	dirs                                                              bool // -d: try hard links to directories
	backup                                                            backupPolicy
	in                                                                *bufio.Reader
}

func runLn(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("ln")
	var o lnOpts
	f.Func('f', "force", false, func(string) error { o.force, o.interactive = true, false; return nil })
	f.Func('i', "interactive", false, func(string) error { o.interactive, o.force = true, false; return nil })
	f.Func('L', "logical", false, func(string) error { o.logical = true; return nil })
	f.Func('P', "physical", false, func(string) error { o.logical = false; return nil })
	f.Func('n', "no-dereference", false, func(string) error { o.noDeref = true; return nil })
	f.Func('r', "relative", false, func(string) error { o.relative = true; return nil })
	f.Func('s', "symbolic", false, func(string) error { o.symbolic = true; return nil })
	target := f.String('t', "target-directory", "")
	noTarget := f.Bool('T', "no-target-directory")
	f.Func('v', "verbose", false, func(string) error { o.verbose = true; return nil })
	f.Func('d', "directory", false, func(string) error { o.dirs = true; return nil })
	f.Func('F', "", false, func(string) error { o.dirs = true; return nil })
	var bf backupFlags
	bf.define(f)
	ops, status, done := parseFlags(inv, f, lnUsage, 1)
	if done {
		return status
	}
	var ok bool
	if o.backup, ok = bf.resolve(inv); !ok {
		return 1
	}
	if o.relative && !o.symbolic {
		errorf(inv, "cannot do --relative without --symbolic")
		return 1
	}
	o.in = bufio.NewReader(stdinReader(ctx, inv))
	var srcs []string
	var dst string
	var into bool
	switch {
	case len(ops) == 1 && !f.Seen("t"):
		if *noTarget {
			errorf(inv, "missing destination file operand after %s", quoteFile(ops[0]))
			fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
			return 1
		}
		srcs, dst, into = ops, ".", true
	default:
		var ok bool
		srcs, dst, into, ok = targetOperands(inv, ops, f.Seen("t"), *target, *noTarget)
		if !ok {
			return 1
		}
		// -n: a symlink to a directory as the last operand is replaced,
		// not entered.
		if into && o.noDeref && !f.Seen("t") && len(srcs) == 1 {
			if fi, err := inv.FS.Lstat(ctx, inv.Path(dst)); err == nil && fi.Mode()&fs.ModeSymlink != 0 {
				into = false
			}
		}
	}
	for _, src := range srcs {
		if ctx.Err() != nil {
			return 1
		}
		d := dst
		if into {
			d = joinName(dst, path.Base(strings.TrimRight(src, "/")))
		}
		if !o.link(ctx, inv, src, d) {
			status = 1
		}
	}
	return status
}

func (o *lnOpts) link(ctx context.Context, inv *shell.Invocation, src, dst string) bool {
	fsys := inv.FS
	sp, dp := inv.Path(src), inv.Path(dst)
	kind := "hard link"
	if o.symbolic {
		kind = "symbolic link"
	} else {
		var fi fs.FileInfo
		var err error
		if o.logical {
			fi, err = fsys.Stat(ctx, sp)
		} else {
			fi, err = fsys.Lstat(ctx, sp)
		}
		if err != nil {
			errorf(inv, "failed to access %s: %s", quoteFile(src), vfs.Strerror(err))
			return false
		}
		if fi.IsDir() && !o.dirs {
			errorf(inv, "%s: hard link not allowed for directory", quoteName(src))
			return false
		}
		if o.logical {
			// Link to what the symlink names.
			if r, err := realPath(ctx, inv, sp, realExisting); err == nil {
				sp = r
			}
		}
	}
	var backedUp string
	if dfi, err := fsys.Lstat(ctx, dp); err == nil {
		if !o.force && !o.interactive && o.backup.kind == backupNone {
			errorf(inv, "failed to create %s %s: %s", kind, quoteFile(dst), vfs.Strerror(vfs.ErrExist))
			return false
		}
		if dfi.IsDir() {
			errorf(inv, "%s: cannot overwrite directory", quoteName(dst))
			return false
		}
		// GNU refuses to remove the destination when that would remove
		// the source: the same inode with one link, or the same name.
		// A symlink's target is looked up from the working directory.
		var sfi fs.FileInfo
		var err error
		name := src
		if o.symbolic && o.relative {
			// GNU compares (and names) the -r target, from here too.
			name = relativeLink(ctx, inv, src, dp)
			sfi, err = fsys.Stat(ctx, inv.Path(name))
		} else if o.symbolic || o.logical {
			sfi, err = fsys.Stat(ctx, sp)
		} else {
			sfi, err = fsys.Lstat(ctx, sp)
		}
		// A symbolic link replacing its target is fine with a backup.
		if err == nil && sameFile(sfi, dfi) && (vfs.Stat(sfi).Nlink <= 1 || sameName(ctx, inv, sp, dp)) &&
			(o.backup.kind == backupNone || !o.symbolic) {
			errorf(inv, "%s and %s are the same file", quoteFile(name), quoteFile(dst))
			return false
		}
		if o.interactive {
			fmt.Fprintf(inv.Stderr, "%s: replace %s? ", inv.Args[0], quoteFile(dst))
			line, _ := o.in.ReadString('\n')
			if !strings.HasPrefix(line, "y") && !strings.HasPrefix(line, "Y") {
				return true
			}
		}
		if backedUp, err = o.backup.backup(ctx, fsys, dp, dst); err != nil {
			errorf(inv, "cannot backup %s: %s", quoteFile(dst), vfs.Strerror(err))
			return false
		}
		if backedUp == "" {
			if err := fsys.Remove(ctx, dp); err != nil {
				errorf(inv, "cannot remove %s: %s", quoteFile(dst), vfs.Strerror(err))
				return false
			}
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		errorf(inv, "failed to create %s %s: %s", kind, quoteFile(dst), vfs.Strerror(err))
		return false
	}
	var err error
	target := src
	if strings.HasSuffix(dst, "/") {
		// A new "name/": link(2) and symlink(2) find no directory
		// there (ENOENT).
		err = fs.ErrNotExist
	} else if o.symbolic {
		if o.relative {
			target = relativeLink(ctx, inv, src, dp)
		}
		err = fsys.Symlink(ctx, target, dp)
	} else if fi, serr := fsys.Lstat(ctx, sp); serr == nil && fi.IsDir() {
		// -d: link(2) refuses directories on Linux, even to root.
		err = vfs.ErrNotPermitted
	} else {
		err = linkFile(ctx, fsys, sp, dp)
	}
	if err != nil {
		if o.symbolic {
			errorf(inv, "failed to create %s %s: %s", kind, quoteFile(dst), vfs.Strerror(err))
		} else {
			errorf(inv, "failed to create %s %s => %s: %s", kind, quoteFile(dst), quoteFile(src), vfs.Strerror(err))
		}
		return false
	}
	if o.verbose {
		arrow := "=>"
		if o.symbolic {
			arrow = "->"
		}
		if backedUp != "" {
			fmt.Fprintf(inv.Stdout, "%s ~ ", quoteFile(backedUp))
		}
		fmt.Fprintf(inv.Stdout, "%s %s %s\n", quoteFile(dst), arrow, quoteFile(target))
	}
	return true
}

// relativeLink computes ln -r's target: src relative to the directory of
// the link, both with symlinks resolved.
func relativeLink(ctx context.Context, inv *shell.Invocation, src, linkPath string) string {
	t, err := realPath(ctx, inv, inv.Path(src), realMissing)
	if err != nil {
		return src
	}
	dir, err := realPath(ctx, inv, path.Dir(linkPath), realMissing)
	if err != nil {
		return src
	}
	return relPath(dir, t)
}

// relPath returns target relative to dir (both absolute and clean).
func relPath(dir, target string) string {
	if dir == target {
		return "."
	}
	split := func(p string) []string {
		if p == "/" {
			return nil
		}
		return strings.Split(p[1:], "/")
	}
	a, b := split(dir), split(target)
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	var parts []string
	for range a[i:] {
		parts = append(parts, "..")
	}
	parts = append(parts, b[i:]...)
	if len(parts) == 0 {
		return "."
	}
	return strings.Join(parts, "/")
}

// sameName reports whether two paths name the same directory entry: the
// same base name in the same directory (GNU's same_name).
func sameName(ctx context.Context, inv *shell.Invocation, a, b string) bool {
	if path.Base(a) != path.Base(b) {
		return false
	}
	da, err1 := inv.FS.Stat(ctx, path.Dir(a))
	db, err2 := inv.FS.Stat(ctx, path.Dir(b))
	return err1 == nil && err2 == nil && sameFile(da, db)
}
