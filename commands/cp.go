package commands

import (
	"bufio"
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"slices"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "cp",
		Summary: "copy files and directories",
		Usage:   cpUsage,
		Run:     runCp,
	})
}

const cpUsage = `Usage: cp [OPTION]... [-T] SOURCE DEST
  or:  cp [OPTION]... SOURCE... DIRECTORY
  or:  cp [OPTION]... -t DIRECTORY SOURCE...
Copy SOURCE to DEST, or multiple SOURCE(s) to DIRECTORY.

Mandatory arguments to long options are mandatory for short options too.
  -a, --archive                same as -dR --preserve=all
      --attributes-only        don't copy the file data, just the attributes
      --backup[=CONTROL]       make a backup of each existing destination file
  -b                           like --backup but does not accept an argument
      --copy-contents          copy contents of special files when recursive
                                 (the sandbox has no special files)
  -d                           same as --no-dereference --preserve=links
      --remove-destination     remove each existing destination file before
                                 attempting to open it (contrast with --force)
  -f, --force                  if an existing destination file cannot be
                                 opened, remove it and try again
  -i, --interactive            prompt before overwrite (overrides a previous -n
                                  option)
  -H                           follow command-line symbolic links in SOURCE
  -l, --link                   hard link files instead of copying
  -L, --dereference            always follow symbolic links in SOURCE
  -n, --no-clobber             do not overwrite an existing file (overrides
                                 a previous -i option)
      --parents                use full source file name under DIRECTORY
  -P, --no-dereference         never follow symbolic links in SOURCE
  -p                           same as --preserve=mode,ownership,timestamps
      --preserve[=ATTR_LIST]   preserve the specified attributes (default:
                                 mode,ownership,timestamps), if possible
                                 additional attributes: links, all
      --no-preserve=ATTR_LIST  don't preserve the specified attributes
  -R, -r, --recursive          copy directories recursively
      --reflink[=WHEN]         control clone/CoW copies. See below
      --sparse=WHEN            control creation of sparse files. See below
      --strip-trailing-slashes  remove any trailing slashes from each SOURCE
                                 argument
  -s, --symbolic-link          make symbolic links instead of copying
  -S, --suffix=SUFFIX          override the usual backup suffix
  -t, --target-directory=DIRECTORY  copy all SOURCE arguments into DIRECTORY
  -T, --no-target-directory    treat DEST as a normal file
  -u, --update                 copy only when the SOURCE file is newer
                                 than the destination file or when the
                                 destination file is missing
  -v, --verbose                explain what is being done
  -x, --one-file-system        stay on this file system
      --help        display this help and exit

The sandbox's files have no holes, so every --sparse=WHEN copies alike.
Its filesystems cannot clone: --reflink[=always] fails as GNU cp does
there, --reflink=auto and --reflink=never copy.

` + backupHelp

// copier copies files and trees for cp, and for mv across devices.
type copier struct {
	inv                                  *shell.Invocation
	name                                 string // command name for messages
	recursive, force, noClobber, verbose bool
	copyContents                         bool
	removeDest                           bool // --remove-destination
	interactive, update, link, symlink   bool
	preserveMode, preserveTimes          bool
	// noPreserveMode: --no-preserve=mode, whose new files get the
	// default modes (0666, 0777 for directories, less the umask).
	noPreserveMode bool
	deref          byte // 'L' always, 'P' never, 'H' command line only
	umask          uint32
	in             *bufio.Reader
	// copied maps source inodes to their copies, to keep hard links
	// together with --preserve=links.
	preserveLinks bool
	copied        map[uint64]string
	// skip holds the destination being made when copying a directory into
	// itself.
	skip map[string]bool
	// stopped is set when writing to stdout failed.
	stopped bool
	// ancestors holds the source directories being copied (by inode),
	// to stop at cycles made by followed symlinks.
	ancestors map[string]bool
	// created maps the directories this copy made (by inode) to their
	// names: a source directory among them is the copy itself, reached
	// through a symlink, and copying it would never end.
	created map[string]string
	// backup says how an existing destination is kept (--backup, -S);
	// backedUp is the backup just made, for -v's line.
	backup   backupPolicy
	backedUp string
	// attrsOnly (--attributes-only) makes files without their data;
	// reflink (--reflink=always) asks for a clone, which the sandbox's
	// filesystems cannot make; oneFS (-x) copies no directory of
	// another mount than its top source's (dev).
	attrsOnly, reflink, oneFS bool
	dev                       uint64
}

func runCp(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("cp")
	c := &copier{inv: inv, name: inv.Args[0], umask: inv.Umask}
	preserve := func(list string) error {
		for _, a := range strings.Split(list, ",") {
			switch a {
			case "mode":
				c.preserveMode, c.noPreserveMode = true, false
			case "timestamps":
				c.preserveTimes = true
			case "ownership", "xattr", "context":
			case "links":
				c.preserveLinks = true
			case "all":
				c.preserveMode, c.preserveTimes, c.preserveLinks = true, true, true
				c.noPreserveMode = false
			default:
				return fmt.Errorf("invalid argument %s for %s\nValid arguments are:\n  - %s\n  - %s\n  - %s\n  - %s\n  - %s\n  - %s\n  - %s\nTry '%s --help' for more information.",
					quoteArg(a), quoteArg("--preserve"), quoteArg("mode"), quoteArg("timestamps"), quoteArg("ownership"),
					quoteArg("links"), quoteArg("context"), quoteArg("xattr"), quoteArg("all"), inv.Args[0])
			}
		}
		return nil
	}
	f.Func('a', "archive", false, func(string) error {
		c.recursive, c.deref = true, 'P'
		return preserve("all")
	})
	f.Func('d', "", false, func(string) error { c.deref, c.preserveLinks = 'P', true; return nil })
	f.Func('f', "force", false, func(string) error { c.force = true; return nil })
	f.Func('i', "interactive", false, func(string) error { c.interactive, c.noClobber = true, false; return nil })
	f.Func('H', "", false, func(string) error { c.deref = 'H'; return nil })
	f.Func('l', "link", false, func(string) error { c.link = true; return nil })
	f.Func('L', "dereference", false, func(string) error { c.deref = 'L'; return nil })
	f.Func('n', "no-clobber", false, func(string) error { c.noClobber, c.interactive = true, false; return nil })
	f.Func('P', "no-dereference", false, func(string) error { c.deref = 'P'; return nil })
	f.Func('p', "", false, func(string) error { return preserve("mode,ownership,timestamps") })
	f.add(&flagDef{long: "preserve", hasValue: true, optional: true, set: func(v string) error {
		if v == "" {
			v = "mode,ownership,timestamps"
		}
		return preserve(v)
	}})
	f.Func(0, "no-preserve", true, func(v string) error {
		for _, a := range strings.Split(v, ",") {
			switch a {
			case "mode":
				c.preserveMode, c.noPreserveMode = false, true
			case "timestamps":
				c.preserveTimes = false
			case "links":
				c.preserveLinks = false
			case "all":
				c.preserveMode, c.preserveTimes, c.preserveLinks = false, false, false
				c.noPreserveMode = true
			case "ownership", "xattr", "context":
			default:
				return fmt.Errorf("invalid argument %s for %s", quoteArg(a), quoteArg("--no-preserve"))
			}
		}
		return nil
	})
	f.Func('R', "recursive", false, func(string) error { c.recursive = true; return nil })
	f.Func('r', "", false, func(string) error { c.recursive = true; return nil })
	f.Func('s', "symbolic-link", false, func(string) error { c.symlink = true; return nil })
	target := f.String('t', "target-directory", "")
	noTarget := f.Bool('T', "no-target-directory")
	f.Func('u', "update", false, func(string) error { c.update = true; return nil })
	f.Func('v', "verbose", false, func(string) error { c.verbose = true; return nil })
	parents := f.Bool(0, "parents")
	f.Func(0, "remove-destination", false, func(string) error { c.removeDest = true; return nil })
	var bf backupFlags
	bf.define(f)
	enum := func(opt string, vals [][]string, set func(string)) func(string) error {
		return func(v string) error {
			a, err := argMatch(v, "--"+opt, vals)
			if err != nil {
				return fmt.Errorf("%w\nTry '%s --help' for more information.", err, inv.Args[0])
			}
			set(a)
			return nil
		}
	}
	f.Func(0, "attributes-only", false, func(string) error { c.attrsOnly = true; return nil })
	// With -R a FIFO is made anew; --copy-contents reads it instead, as
	// cp without -R does.
	f.Func(0, "copy-contents", false, func(string) error { c.copyContents = true; return nil })
	f.add(&flagDef{long: "reflink", hasValue: true, optional: true, set: func(v string) error {
		if v == "" {
			v = "always"
		}
		return enum("reflink", [][]string{{"auto"}, {"always"}, {"never"}}, func(a string) { c.reflink = a == "always" })(v)
	}})
	// Sandbox files have no holes: every --sparse copies the same bytes.
	f.Func(0, "sparse", true, enum("sparse", [][]string{{"never"}, {"auto"}, {"always"}}, func(string) {}))
	strip := f.Bool(0, "strip-trailing-slashes")
	f.Func('x', "one-file-system", false, func(string) error { c.oneFS = true; return nil })
	ops, status, done := parseFlags(inv, f, cpUsage, 1)
	if done {
		return status
	}
	var ok bool
	if c.backup, ok = bf.resolve(inv); !ok {
		return 1
	}
	if c.deref == 0 {
		// -R copies symlinks as symlinks; without it cp follows them.
		if c.recursive {
			c.deref = 'P'
		} else {
			c.deref = 'L'
		}
	}
	c.in = bufio.NewReader(stdinReader(ctx, inv))
	c.copied = map[uint64]string{}
	srcs, dst, into, ok := targetOperands(inv, ops, f.Seen("t"), *target, *noTarget)
	if !ok {
		return 1
	}
	if *strip && into {
		// GNU strips the sources copied into a directory only.
		for i, s := range srcs {
			if t := strings.TrimRight(s, "/"); t != "" {
				srcs[i] = t
			}
		}
	}
	if *parents && !into {
		errorf(inv, "with --parents, the destination must be a directory")
		fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
		return 1
	}
	var seen seenSources
	created := map[string]bool{}
	for _, src := range srcs {
		if ctx.Err() != nil {
			return 1
		}
		d := dst
		if *parents {
			d = joinName(dst, strings.TrimRight(src, "/"))
			if !c.makeParents(ctx, src, dst) {
				status = 1
				continue
			}
		} else if into {
			d = joinName(dst, path.Base(strings.TrimRight(src, "/")))
			if kind, dup := seen.add(ctx, inv, src, c.deref != 'P'); dup && (kind == "file" || c.recursive) {
				c.errorf("warning: source %s %s specified more than once", kind, quoteFile(src))
				continue
			}
		}
		if into && !c.noClobber && !justCreated(ctx, inv, created, src, d, c.deref != 'P') {
			status = 1
			continue
		}
		if !c.copyTop(ctx, src, d) {
			status = 1
		} else if into {
			created[physPath(ctx, inv, inv.Path(d))] = true
		}
	}
	return status
}

// targetOperands splits cp/mv/ln operands into sources and a destination
// (into: sources go into the destination directory), printing GNU's
// messages for bad combinations.
func targetOperands(inv *shell.Invocation, ops []string, hasT bool, t string, noTarget bool) (srcs []string, dst string, into, ok bool) {
	ctx := context.Background()
	try := func() {
		fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
	}
	if hasT {
		if noTarget {
			errorf(inv, "cannot combine --target-directory (-t) and --no-target-directory (-T)")
			try()
			return nil, "", false, false
		}
		fi, err := inv.FS.Stat(ctx, inv.Path(t))
		if err == nil && !fi.IsDir() {
			err = vfs.ErrNotDir
		}
		if err != nil {
			if inv.Args[0] == "ln" {
				errorf(inv, "failed to access %s: %s", quoteFile(t), vfs.Strerror(err))
			} else {
				errorf(inv, "target directory %s: %s", quoteFile(t), vfs.Strerror(err))
			}
			return nil, "", false, false
		}
		if len(ops) == 0 {
			errorf(inv, "missing file operand")
			try()
			return nil, "", false, false
		}
		return ops, t, true, true
	}
	if len(ops) == 0 {
		errorf(inv, "missing file operand")
		try()
		return nil, "", false, false
	}
	if len(ops) == 1 {
		errorf(inv, "missing destination file operand after %s", quoteFile(ops[0]))
		try()
		return nil, "", false, false
	}
	dst = ops[len(ops)-1]
	srcs = ops[:len(ops)-1]
	if noTarget {
		if len(srcs) > 1 {
			errorf(inv, "extra operand %s", quoteFile(ops[2]))
			try()
			return nil, "", false, false
		}
		return srcs, dst, false, true
	}
	fi, err := inv.FS.Stat(ctx, inv.Path(dst))
	if err == nil && fi.IsDir() {
		return srcs, dst, true, true
	}
	if len(srcs) > 1 {
		if err == nil {
			err = vfs.ErrNotDir
		}
		errorf(inv, "target %s: %s", quoteFile(dst), vfs.Strerror(err))
		return nil, "", false, false
	}
	return srcs, dst, false, true
}

func (c *copier) errorf(format string, args ...any) {
	fmt.Fprintf(c.inv.Stderr, "%s: %s\n", c.name, fmt.Sprintf(format, args...))
}

func (c *copier) ask(q string) bool {
	fmt.Fprintf(c.inv.Stderr, "%s: %s", c.name, q)
	line, _ := c.in.ReadString('\n')
	return strings.HasPrefix(line, "y") || strings.HasPrefix(line, "Y")
}

// makeParents creates under dst the directories leading to src, for
// --parents, with the modes of the source directories.
func (c *copier) makeParents(ctx context.Context, src, dst string) bool {
	parts := strings.Split(strings.Trim(src, "/"), "/")
	prefix := ""
	if strings.HasPrefix(src, "/") {
		prefix = "/"
	}
	for _, part := range parts[:len(parts)-1] {
		if part == "" {
			continue
		}
		prefix = path.Join(prefix, part)
		if prefix == "." || prefix == "" {
			continue
		}
		d := joinName(dst, prefix)
		if fi, err := c.inv.FS.Stat(ctx, c.inv.Path(d)); err == nil && fi.IsDir() {
			continue
		}
		sfi, err := c.inv.FS.Stat(ctx, c.inv.Path(prefix))
		if err != nil {
			c.errorf("cannot stat %s: %s", quoteFile(prefix), vfs.Strerror(err))
			return false
		}
		mode := fileMode(unixMode(sfi.Mode())&0o777&^c.umask | 0o700)
		if err := c.inv.FS.Mkdir(ctx, c.inv.Path(d), mode); err != nil {
			c.errorf("cannot make directory %s: %s", quoteFile(d), vfs.Strerror(err))
			return false
		}
		if c.verbose {
			// GNU prints these unquoted.
			fmt.Fprintf(c.inv.Stdout, "%s -> %s\n", prefix, d)
		}
	}
	return true
}

// copyTop copies one command-line source to dst.
func (c *copier) copyTop(ctx context.Context, src, dst string) bool {
	sp := c.inv.Path(src)
	var fi fs.FileInfo
	var err error
	if c.deref == 'P' && !strings.HasSuffix(src, "/") {
		// A trailing slash resolves a symlink to a directory (POSIX).
		fi, err = c.inv.FS.Lstat(ctx, sp)
	} else {
		fi, err = c.inv.FS.Stat(ctx, sp)
	}
	if err == nil {
		err = slashDirCheck(ctx, c.inv, src)
	}
	if err != nil {
		c.errorf("cannot stat %s: %s", quoteFile(src), vfs.Strerror(err))
		return false
	}
	if fi.IsDir() && !c.recursive && !c.symlink {
		c.errorf("-r not specified; omitting directory %s", quoteFile(src))
		return false
	}
	if st := vfs.Stat(fi); st != nil {
		c.dev = st.Dev
	}
	if err := slashDirCheck(ctx, c.inv, dst); err != nil && !errors.Is(err, fs.ErrNotExist) {
		c.errorf("cannot stat %s: %s", quoteFile(dst), vfs.Strerror(err))
		return false
	}
	dp := c.inv.Path(dst)
	dfi, err := c.inv.FS.Stat(ctx, dp)
	if err != nil {
		dfi, err = c.inv.FS.Lstat(ctx, dp)
	}
	if err != nil && strings.HasSuffix(dst, "/") && fi.Mode().IsRegular() {
		// A new name with a trailing slash names a directory, which a
		// file cannot be made as.
		c.errorf("cannot create regular file %s: %s", quoteFile(dst), vfs.Strerror(vfs.ErrNotDir))
		return false
	}
	if err == nil && !dfi.IsDir() || dp == sp {
		// Not a directory to copy into, or the source itself: copy
		// reports that alone.
		return c.copy(ctx, src, dst, fi, true)
	}
	if fi.IsDir() && strings.HasPrefix(dp, sp+"/") {
		// GNU copies the tree as it was, skipping the copy it is
		// making, then reports the problem.
		c.skip = map[string]bool{dp: true}
		c.copy(ctx, src, dst, fi, true)
		c.skip = nil
		c.errorf("cannot copy a directory, %s, into itself, %s", quoteFile(src), quoteFile(dst))
		return false
	}
	return c.copy(ctx, src, dst, fi, true)
}

// copy copies src (described by fi) to dst.
func (c *copier) copy(ctx context.Context, src, dst string, fi fs.FileInfo, top bool) bool {
	if ctx.Err() != nil || c.stopped {
		return false
	}
	fsys := c.inv.FS
	sp, dp := c.inv.Path(src), c.inv.Path(dst)
	c.backedUp = ""
	dfi, derr := fsys.Lstat(ctx, dp)
	exists := derr == nil
	if exists {
		// The same file: the destination entry itself (a symlink copied
		// onto itself) or what a symlink destination names (a directory
		// onto a symlink to it, though that is no directory to copy into).
		same := sameFile(fi, dfi)
		if dfi.Mode()&fs.ModeSymlink != 0 {
			t, err := fsys.Stat(ctx, dp)
			switch {
			case err == nil:
				same = same || sameFile(fi, t)
				if !fi.IsDir() && fi.Mode()&fs.ModeSymlink == 0 {
					// Following a symlink destination, as cp does for
					// regular files (a copied symlink replaces it).
					dfi = t
				}
			case errors.Is(err, fs.ErrNotExist) && fi.Mode().IsRegular() && !c.symlink && !c.link && !c.removeDest && c.backup.kind == backupNone:
				c.verbosef(src, dst)
				c.errorf("not writing through dangling symlink %s", quoteFile(dst))
				return false
			}
		}
		if !same && fi.Mode()&fs.ModeSymlink != 0 && dfi.Mode()&fs.ModeSymlink == 0 {
			// A symlink copied onto what it names (GNU stats both).
			if t, err := fsys.Stat(ctx, sp); err == nil {
				if d, err := fsys.Stat(ctx, dp); err == nil && sameFile(t, d) {
					same = true
				}
			}
		}
		// GNU 9.1's -n skips an existing destination before comparing
		// the two: cp -n f f is a quiet no-op.
		if c.noClobber && !fi.IsDir() {
			return true
		}
		// GNU keeps the file as its own backup with --force --backup
		// (cp -bf f f), and copies that back.
		keep := c.backup.kind != backupNone && c.force && fi.Mode().IsRegular()
		if same && !c.symlink && !c.link && !c.noClobber && !keep {
			c.errorf("%s and %s are the same file", quoteFile(src), quoteFile(dst))
			return false
		}
		if fi.IsDir() && !dfi.IsDir() {
			c.errorf("cannot overwrite non-directory %s with directory %s", quoteFile(dst), quoteFile(src))
			return false
		}
		if !fi.IsDir() && dfi.IsDir() {
			c.errorf("cannot overwrite directory %s with non-directory", quoteFile(dst))
			return false
		}
		if !fi.IsDir() {
			if c.update && !fi.ModTime().After(dfi.ModTime()) {
				return true
			}
			if c.interactive && !c.ask(fmt.Sprintf("overwrite %s? ", quoteFile(dst))) {
				return true
			}
		}
	} else if !errors.Is(derr, fs.ErrNotExist) {
		c.errorf("cannot stat %s: %s", quoteFile(dst), vfs.Strerror(derr))
		return false
	}
	if exists && !(fi.IsDir() && dfi.IsDir()) && c.backup.kind != backupNone {
		b, err := c.backup.backup(ctx, fsys, dp, dst)
		if err != nil {
			c.errorf("cannot backup %s: %s", quoteFile(dst), vfs.Strerror(err))
			return false
		}
		if sp == dp {
			sp = c.inv.Path(b)
		}
		c.backedUp, exists = b, false
	}
	switch {
	case c.symlink:
		if exists {
			if !c.force {
				c.errorf("cannot create symbolic link %s to %s: %s", quoteFile(dst), quoteFile(src), vfs.Strerror(vfs.ErrExist))
				return false
			}
			fsys.Remove(ctx, dp)
		}
		if err := fsys.Symlink(ctx, src, dp); err != nil {
			c.errorf("cannot create symbolic link %s to %s: %s", quoteFile(dst), quoteFile(src), vfs.Strerror(err))
			return false
		}
		c.verbosef(src, dst)
		return true
	case fi.IsDir():
		return c.copyDir(ctx, src, dst, fi, exists)
	case fi.Mode()&fs.ModeSymlink != 0:
		target, err := fsys.Readlink(ctx, sp)
		if err != nil {
			c.errorf("cannot read symbolic link %s: %s", quoteFile(src), vfs.Strerror(err))
			return false
		}
		if exists {
			fsys.Remove(ctx, dp)
			c.removed(dst)
		}
		if err := fsys.Symlink(ctx, target, dp); err != nil {
			c.errorf("cannot create symbolic link %s: %s", quoteFile(dst), vfs.Strerror(err))
			return false
		}
		if c.preserveTimes {
			c.setTimes(ctx, dp, fi)
		}
		c.verbosef(src, dst)
		return true
	case c.link:
		if exists {
			fsys.Remove(ctx, dp)
		}
		if err := linkFile(ctx, fsys, sp, dp); err != nil {
			c.errorf("cannot create hard link %s to %s: %s", quoteFile(dst), quoteFile(src), vfs.Strerror(err))
			return false
		}
		c.verbosef(src, dst)
		return true
	case vfs.IsFifo(fi.Mode()) && c.recursive && !c.copyContents:
		// GNU's mknod of a new FIFO; without -R (or with
		// --copy-contents) the FIFO is read as a file, waiting for a
		// writer.
		return c.copyFifo(ctx, src, dst, fi, exists)
	}
	if c.preserveLinks {
		if st := vfs.Stat(fi); st != nil && st.Nlink > 1 {
			if first, ok := c.copied[st.Ino]; ok {
				if exists {
					fsys.Remove(ctx, dp)
				}
				if err := linkFile(ctx, fsys, first, dp); err == nil {
					c.verbosef(src, dst)
					return true
				}
			}
			defer func() { c.copied[st.Ino] = dp }()
		}
	}
	if exists && c.removeDest {
		// The entry goes first: a symlink or another hard link to the
		// old file is not written through.
		fsys.Remove(ctx, dp)
		c.removed(dst)
		exists = false
	}
	// GNU names a regular file's copy before making it.
	c.verbosef(src, dst)
	if err := c.copyFile(ctx, sp, dp, fi, exists); err != nil {
		if errors.Is(err, errCopyRead) {
			c.errorf("cannot open %s for reading: %s", quoteFile(src), vfs.Strerror(err))
		} else if errors.Is(err, errCopyClone) {
			c.errorf("failed to clone %s from %s: %s", quoteFile(dst), quoteFile(src), vfs.Strerror(err))
		} else if errors.Is(err, errCopyCreate) {
			c.errorf("cannot create regular file %s: %s", quoteFile(dst), vfs.Strerror(err))
		} else {
			c.errorf("error writing %s: %s", quoteFile(dst), vfs.Strerror(err))
		}
		return false
	}
	return true
}

// copyFifo makes dst a FIFO with src's permission bits (under the umask,
// or exactly with --preserve=mode).
func (c *copier) copyFifo(ctx context.Context, src, dst string, fi fs.FileInfo, exists bool) bool {
	fsys := c.inv.FS
	dp := c.inv.Path(dst)
	if exists {
		fsys.Remove(ctx, dp)
		c.removed(dst)
	}
	if err := vfs.Mkfifo(ctx, fsys, dp, fileMode(unixMode(fi.Mode())&0o777&^c.umask)); err != nil {
		c.errorf("cannot create fifo %s: %s", quoteFile(dst), vfs.Strerror(err))
		return false
	}
	c.verbosef(src, dst)
	c.preserve(ctx, dp, fi)
	return true
}

// removed reports, with -v, a destination removed to be replaced.
func (c *copier) removed(dst string) {
	if c.verbose {
		fmt.Fprintf(c.inv.Stdout, "removed %s\n", quoteFile(dst))
	}
}

func (c *copier) verbosef(src, dst string) {
	if c.verbose {
		var b string
		if c.backedUp != "" {
			b = " (backup: " + quoteFile(c.backedUp) + ")"
		}
		c.backedUp = ""
		if _, err := fmt.Fprintf(c.inv.Stdout, "%s -> %s%s\n", quoteFile(src), quoteFile(dst), b); err != nil {
			c.stopped = true // output limit hit: stop copying
		}
	}
}

var (
	errCopyRead   = errors.New("open source")
	errCopyCreate = errors.New("create destination")
	errCopyClone  = errors.New("clone")
)

// copyErr tags a copy failure with its stage (errCopyRead, errCopyCreate)
// for the message, keeping the errno for Strerror.
type copyErr struct{ stage, err error }

func (e copyErr) Error() string   { return e.err.Error() }
func (e copyErr) Unwrap() []error { return []error{e.stage, e.err} }

func wrapCopy(stage, err error) error { return copyErr{stage, err} }

// linkFile makes a hard link if the backend supports them.
func linkFile(ctx context.Context, fsys vfs.FS, oldp, newp string) error {
	l, ok := fsys.(vfs.Linker)
	if !ok {
		return vfs.ErrNotSupported
	}
	return l.Link(ctx, oldp, newp)
}

// copyFile copies a regular file's bytes, streaming.
func (c *copier) copyFile(ctx context.Context, sp, dp string, fi fs.FileInfo, exists bool) error {
	fsys := c.inv.FS
	in, err := vfs.Open(ctx, fsys, sp)
	if err != nil {
		return wrapCopy(errCopyRead, err)
	}
	defer in.Close()
	mode := fileMode(unixMode(fi.Mode()) & 0o777 &^ c.umask)
	if c.noPreserveMode {
		mode = fileMode(0o666 &^ c.umask)
	}
	flags := vfs.O_WRONLY | vfs.O_CREATE | vfs.O_TRUNC
	if c.attrsOnly {
		flags &^= vfs.O_TRUNC // the data stays as it was
	}
	out, err := fsys.OpenFile(ctx, dp, flags, mode)
	if err != nil && exists && c.force {
		fsys.Remove(ctx, dp)
		out, err = fsys.OpenFile(ctx, dp, flags, mode)
	}
	if err != nil {
		return wrapCopy(errCopyCreate, err)
	}
	switch {
	case c.reflink:
		out.Close()
		return wrapCopy(errCopyClone, vfs.ErrNotSupported)
	case !c.attrsOnly:
		_, err = io.Copy(out, ctxReader{ctx, in})
	}
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	c.preserve(ctx, dp, fi)
	return nil
}

func (c *copier) preserve(ctx context.Context, dp string, fi fs.FileInfo) {
	if c.preserveMode {
		c.inv.FS.Chmod(ctx, dp, fi.Mode()&^fs.ModeType)
	}
	if c.preserveTimes {
		c.setTimes(ctx, dp, fi)
	}
}

// setTimes gives dp the access and modification times of fi; a
// symlink's own, as GNU's utimensat without following (a backend that
// cannot keeps the link's new times).
func (c *copier) setTimes(ctx context.Context, dp string, fi fs.FileInfo) {
	atime := fi.ModTime()
	if st := vfs.Stat(fi); st != nil {
		atime = st.Atime
	}
	if fi.Mode()&fs.ModeSymlink != 0 {
		vfs.Lchtimes(ctx, c.inv.FS, dp, atime, fi.ModTime())
		return
	}
	c.inv.FS.Chtimes(ctx, dp, atime, fi.ModTime())
}

func (c *copier) copyDir(ctx context.Context, src, dst string, fi fs.FileInfo, exists bool) bool {
	fsys := c.inv.FS
	sp, dp := c.inv.Path(src), c.inv.Path(dst)
	key := findInoKey(fi, sp)
	if c.ancestors[key] {
		c.errorf("cannot copy cyclic symbolic link %s", quoteFile(src))
		return false
	}
	if made, ok := c.created[key]; ok {
		if c.deref == 'L' {
			// GNU says nothing under -L (and copies on, to the end of
			// a symlink cycle); we stop there.
			return true
		}
		c.errorf("will not create hard link %s to directory %s", quoteFile(dst), quoteFile(made))
		return false
	}
	if c.ancestors == nil {
		c.ancestors = map[string]bool{}
	}
	c.ancestors[key] = true
	defer delete(c.ancestors, key)
	ents, err := fsys.ReadDir(ctx, sp)
	if err != nil {
		c.errorf("cannot access %s: %s", quoteFile(src), vfs.Strerror(err))
		return false
	}
	if st := vfs.Stat(fi); c.oneFS && st != nil && st.Dev != c.dev {
		// -x: a mount point is copied empty.
		ents = nil
	}
	sortByInode(ents)
	if !exists {
		// Created writable by the owner so the copy can be filled in.
		mode := fileMode((unixMode(fi.Mode()) & 0o777 &^ c.umask) | 0o700)
		if err := fsys.Mkdir(ctx, dp, mode); err != nil {
			c.errorf("cannot create directory %s: %s", quoteFile(dst), vfs.Strerror(err))
			return false
		}
		if nfi, err := fsys.Stat(ctx, dp); err == nil {
			if c.created == nil {
				c.created = map[string]string{}
			}
			c.created[findInoKey(nfi, dp)] = dst
		}
		c.verbosef(src, dst)
	}
	ok := true
	for _, e := range ents {
		if ctx.Err() != nil {
			return false
		}
		s, d := joinName(src, e.Name()), joinName(dst, e.Name())
		if c.skip[c.inv.Path(s)] {
			continue
		}
		var efi fs.FileInfo
		var err error
		if c.deref == 'L' {
			efi, err = fsys.Stat(ctx, c.inv.Path(s))
		} else {
			efi, err = fsys.Lstat(ctx, c.inv.Path(s))
		}
		if err != nil {
			c.errorf("cannot stat %s: %s", quoteFile(s), vfs.Strerror(err))
			ok = false
			continue
		}
		if !c.copy(ctx, s, d, efi, false) {
			ok = false
		}
	}
	if !exists {
		mode := fileMode(unixMode(fi.Mode()) & 0o777 &^ c.umask)
		if c.preserveMode {
			mode = fi.Mode() &^ fs.ModeType
		} else if c.noPreserveMode {
			mode = fileMode(0o777 &^ c.umask)
		}
		if made, err := fsys.Stat(ctx, dp); err == nil {
			// The setgid bit a new directory took from its parent stays,
			// as with GNU cp, -p or not.
			mode |= made.Mode() & fs.ModeSetgid
		}
		fsys.Chmod(ctx, dp, mode)
	} else if c.preserveMode {
		fsys.Chmod(ctx, dp, fi.Mode()&^fs.ModeType)
	}
	if c.preserveTimes {
		c.setTimes(ctx, dp, fi)
	}
	return ok
}

// sameFile reports whether two FileInfos are the same file: same device
// and inode.
func sameFile(a, b fs.FileInfo) bool {
	sa, sb := vfs.Stat(a), vfs.Stat(b)
	if sa == nil || sb == nil {
		return false
	}
	return sa.Ino == sb.Ino && sa.Dev == sb.Dev && sa.Ino != 0
}

// seenSources records the sources copied or moved into a directory, to
// warn, as GNU does, when one is named twice (cp f ./f dir): by the
// source's inode and its name (base name and parent directory's inode),
// GNU's same_name.
type seenSources map[string]bool

// add records src and reports whether it was there already, with "file"
// or "directory" for the warning. A source that cannot be stat'ed is not
// recorded (its error comes from the copy).
func (s *seenSources) add(ctx context.Context, inv *shell.Invocation, src string, follow bool) (kind string, dup bool) {
	p := inv.Path(src)
	var fi fs.FileInfo
	var err error
	if follow {
		fi, err = inv.FS.Stat(ctx, p)
	} else {
		fi, err = inv.FS.Lstat(ctx, p)
	}
	if err != nil {
		return "", false
	}
	dir, err := inv.FS.Stat(ctx, path.Dir(p))
	if err != nil {
		return "", false
	}
	key := findInoKey(fi, p) + "\x00" + findInoKey(dir, path.Dir(p)) + "\x00" + path.Base(p)
	kind = "file"
	if fi.IsDir() {
		kind = "directory"
	}
	if *s == nil {
		*s = seenSources{}
	}
	if (*s)[key] {
		return kind, true
	}
	(*s)[key] = true
	return kind, false
}

// justCreated refuses, as GNU does, to replace a file this command made
// from an earlier operand (cp a/f b/f dir): it reports and returns
// false. created holds the destinations made so far, by real path.
func justCreated(ctx context.Context, inv *shell.Invocation, created map[string]bool, src, dst string, follow bool) bool {
	dp := physPath(ctx, inv, inv.Path(dst))
	if !created[dp] {
		return true
	}
	var fi fs.FileInfo
	var err error
	if follow {
		fi, err = inv.FS.Stat(ctx, inv.Path(src))
	} else {
		fi, err = inv.FS.Lstat(ctx, inv.Path(src))
	}
	if err != nil || fi.IsDir() {
		return true // the copy reports a missing source; directories merge
	}
	if dfi, err := inv.FS.Stat(ctx, dp); err != nil || sameFile(fi, dfi) {
		return true // missing, or the source itself: "the same file" first
	}
	errorf(inv, "will not overwrite just-created %s with %s", quoteFile(dst), quoteFile(src))
	return false
}

// sortByInode orders a directory's entries as GNU cp reads them: savedir's
// SAVEDIR_SORT_FASTREAD sorts by inode number (on a fresh tree, the order
// the files were made in), which -v shows. Entries without one keep their
// order.
func sortByInode(ents []fs.DirEntry) {
	inos := make(map[string]uint64, len(ents))
	for _, e := range ents {
		fi, err := e.Info()
		st := vfs.Stat(fi)
		if err != nil || st == nil {
			return
		}
		inos[e.Name()] = st.Ino
	}
	slices.SortStableFunc(ents, func(a, b fs.DirEntry) int { return cmp.Compare(inos[a.Name()], inos[b.Name()]) })
}
