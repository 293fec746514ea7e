package commands

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "install",
		Summary: "copy files and set attributes",
		Usage:   installUsage,
		Run:     runInstall,
	})
}

const installUsage = `Usage: install [OPTION]... [-T] SOURCE DEST
  or:  install [OPTION]... SOURCE... DIRECTORY
  or:  install [OPTION]... -t DIRECTORY SOURCE...
  or:  install [OPTION]... -d DIRECTORY...

This install program copies files (often just compiled) into destination
locations you choose.  If you want to download and install a ready-to-use
package on a GNU/Linux system, you should instead be using a package manager
like yum(1) or apt-get(1).

In the first three forms, copy SOURCE to DEST or multiple SOURCE(s) to
the existing DIRECTORY, while setting permission modes and owner/group.
In the 4th form, create all components of the given DIRECTORY(ies).

Mandatory arguments to long options are mandatory for short options too.
      --backup[=CONTROL]  make a backup of each existing destination file
  -b                  like --backup but does not accept an argument
  -c                  (ignored)
  -C, --compare       compare content of source and destination files, and
                        if no change to content, ownership, and permissions,
                        do not modify the destination at all
  -d, --directory     treat all arguments as directory names; create all
                        components of the specified directories
  -D                  create all leading components of DEST except the last,
                        or all components of --target-directory,
                        then copy SOURCE to DEST
  -g, --group=GROUP   set group ownership, instead of process' current group
  -m, --mode=MODE     set permission mode (as in chmod), instead of rwxr-xr-x
  -o, --owner=OWNER   set ownership (super-user only)
  -p, --preserve-timestamps   apply access/modification times of SOURCE files
                        to corresponding destination files
  -s, --strip         strip symbol tables: the sandbox has no strip program,
                        so only --strip-program's command is run
      --strip-program=PROGRAM  program used to strip binaries (a sandbox
                        command, run with the installed file's name)
  -S, --suffix=SUFFIX  override the usual backup suffix
  -t, --target-directory=DIRECTORY  copy all SOURCE arguments into DIRECTORY
  -T, --no-target-directory  treat DEST as a normal file
  -v, --verbose       print the name of each directory as it is created
      --help        display this help and exit

The sandbox has one user: -o and -g accept only that user, its group
and their ids; root fails with "Operation not permitted".

` + backupHelp

type installer struct {
	inv      *shell.Invocation
	mode     []modeChange
	verbose  bool
	compare  bool
	preserve bool
	status   int
	backup   backupPolicy
	// strip is --strip-program with -s: a sandbox command run on each
	// installed file.
	strip string
}

func runInstall(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("install")
	var bf backupFlags
	bf.define(f)
	f.Bool('c', "")
	compare := f.Bool('C', "compare")
	dirs := f.Bool('d', "directory")
	leading := f.Bool('D', "")
	group := f.String('g', "group", "")
	modeStr := f.String('m', "mode", "")
	owner := f.String('o', "owner", "")
	preserve := f.Bool('p', "preserve-timestamps")
	strip := f.Bool('s', "strip")
	stripProgram := f.String(0, "strip-program", "")
	target := f.String('t', "target-directory", "")
	noTarget := f.Bool('T', "no-target-directory")
	verbose := f.Bool('v', "verbose")
	ops, status, done := parseFlags(inv, f, installUsage, 1)
	if done {
		return status
	}
	in := &installer{inv: inv, verbose: *verbose, compare: *compare, preserve: *preserve}
	var ok bool
	if in.backup, ok = bf.resolve(inv); !ok {
		return 1
	}
	if f.Seen("strip-program") {
		if *strip {
			in.strip = *stripProgram
		} else {
			errorf(inv, "WARNING: ignoring --strip-program option as -s option was not specified")
		}
	}
	if f.Seen("m") {
		changes, ok := parseMode(*modeStr)
		if !ok {
			errorf(inv, "invalid mode %s", quoteArg(*modeStr))
			return 1
		}
		in.mode = changes
	}
	// Users and groups are checked before anything is done, as GNU does.
	if f.Seen("o") && !knownOwner(inv, *owner) {
		errorf(inv, "invalid user %s", quoteArg(*owner))
		return 1
	}
	if f.Seen("g") && !knownOwner(inv, *group) {
		errorf(inv, "invalid group %s", quoteArg(*group))
		return 1
	}
	// chownOK says whether the -o/-g change is one the sandbox user may make.
	chownOK := (!f.Seen("o") || isSelf(inv, *owner)) && (!f.Seen("g") || isSelf(inv, *group))
	try := func(msg string) int {
		errorf(inv, "%s", msg)
		io.WriteString(inv.Stderr, "Try 'install --help' for more information.\n")
		return 1
	}
	if *dirs {
		if len(ops) == 0 {
			return try("missing file operand")
		}
		for _, d := range ops {
			if in.mkdirs(ctx, d, true) && !chownOK {
				in.chownFailed(d)
			}
		}
		return in.status
	}
	if len(ops) == 0 {
		return try("missing file operand")
	}
	var pairs [][2]string
	switch {
	case f.Seen("t"):
		if *leading {
			in.mkdirs(ctx, *target, false)
		}
		if fi, err := inv.FS.Stat(ctx, inv.Path(*target)); err != nil {
			errorf(inv, "failed to access %s: %s", quoteFile(*target), vfs.Strerror(err))
			return 1
		} else if !fi.IsDir() {
			errorf(inv, "failed to access %s: %s", quoteFile(*target), vfs.Strerror(vfs.ErrNotDir))
			return 1
		}
		for _, s := range ops {
			pairs = append(pairs, [2]string{s, joinTarget(*target, s)})
		}
	case len(ops) == 1:
		return try("missing destination file operand after " + quoteFile(ops[0]))
	default:
		dst := ops[len(ops)-1]
		fi, err := inv.FS.Stat(ctx, inv.Path(dst))
		isDir := err == nil && fi.IsDir()
		if *noTarget || (len(ops) == 2 && !isDir) {
			if len(ops) > 2 {
				return try("extra operand " + quoteFile(ops[2]))
			}
			if *leading {
				// dirname(3): trailing slashes are no component.
				if dir := path.Dir(strings.TrimRight(dst, "/")); dir != "." && dir != "/" && !in.mkdirs(ctx, dir, false) {
					return 1
				}
			}
			pairs = append(pairs, [2]string{ops[0], dst})
			break
		}
		if err == nil && !isDir {
			err = vfs.ErrNotDir
		}
		if err != nil {
			errorf(inv, "target %s: %s", quoteFile(dst), vfs.Strerror(err))
			return 1
		}
		for _, s := range ops[:len(ops)-1] {
			pairs = append(pairs, [2]string{s, joinTarget(dst, s)})
		}
	}
	for _, p := range pairs {
		if ctx.Err() != nil {
			return 1
		}
		if in.copy(ctx, p[0], p[1]) && !chownOK {
			in.chownFailed(p[1])
		}
	}
	return in.status
}

// joinTarget names source src inside directory dir.
func joinTarget(dir, src string) string {
	base := path.Base(strings.TrimRight(src, "/"))
	if strings.HasSuffix(dir, "/") {
		return dir + base
	}
	return dir + "/" + base
}

func (in *installer) chownFailed(name string) {
	errorf(in.inv, "cannot change ownership of %s: %s", quoteFile(name), vfs.Strerror(vfs.ErrNotPermitted))
	in.status = 1
}

// modeFor is the mode an installed file or directory gets: rwxr-xr-x, or
// -m's applied to nothing (umask not applied, as GNU install does).
func (in *installer) modeFor(dir bool) uint32 {
	if in.mode == nil {
		return 0o755
	}
	return adjustMode(0, dir, 0, in.mode)
}

// mkdirs makes directory d and its missing parents, -v naming each.
// A directory install -d names gets the install mode (named); the others,
// and the leading directories -D makes, get rwxr-xr-x whatever the umask,
// as GNU install makes them.
func (in *installer) mkdirs(ctx context.Context, d string, named bool) bool {
	inv := in.inv
	trimmed := strings.TrimRight(d, "/")
	if trimmed == "" {
		trimmed = "/"
	}
	for i := 1; i <= len(trimmed); i++ {
		if i < len(trimmed) && (trimmed[i] != '/' || trimmed[i-1] == '/') {
			continue
		}
		prefix := trimmed[:i]
		last := i == len(trimmed)
		mode := fs.FileMode(0o755)
		if last && named {
			mode = fileMode(in.modeFor(true))
		}
		err := inv.FS.Mkdir(ctx, inv.Path(prefix), mode)
		switch {
		case err == nil:
			if in.verbose {
				fmt.Fprintf(inv.Stdout, "install: creating directory %s\n", quoteFile(prefix))
			}
		case errors.Is(err, fs.ErrExist):
			fi, serr := inv.FS.Stat(ctx, inv.Path(prefix))
			if serr != nil || !fi.IsDir() {
				errorf(inv, "cannot create directory %s: %s", quoteFile(prefix), vfs.Strerror(vfs.ErrExist))
				in.status = 1
				return false
			}
		default:
			errorf(inv, "cannot create directory %s: %s", quoteFile(prefix), vfs.Strerror(err))
			in.status = 1
			return false
		}
		if last && named {
			// An existing directory gets the mode too; Mkdir's mode
			// may not carry the special bits.
			if err := inv.FS.Chmod(ctx, inv.Path(prefix), mode); err != nil {
				errorf(inv, "cannot change permissions of %s: %s", quoteFile(prefix), vfs.Strerror(err))
				in.status = 1
				return false
			}
		}
	}
	return true
}

// copy installs file src as dst.
func (in *installer) copy(ctx context.Context, src, dst string) bool {
	inv := in.inv
	fail := func(format string, args ...any) bool {
		errorf(inv, format, args...)
		in.status = 1
		return false
	}
	sfi, err := inv.FS.Stat(ctx, inv.Path(src))
	if err != nil {
		return fail("cannot stat %s: %s", quoteFile(src), vfs.Strerror(err))
	}
	if sfi.IsDir() {
		return fail("omitting directory %s", quoteFile(src))
	}
	data, err := vfs.ReadFile(ctx, inv.FS, inv.Path(src))
	if err != nil {
		return fail("cannot open %s for reading: %s", quoteFile(src), vfs.Strerror(err))
	}
	mode := fileMode(in.modeFor(false))
	dfi, derr := inv.FS.Stat(ctx, inv.Path(dst))
	if strings.HasSuffix(dst, "/") && (derr != nil || !dfi.IsDir()) {
		// "name/" names a directory: a file there is none, and a new
		// file cannot be made as one.
		if derr == nil {
			return fail("cannot stat %s: %s", quoteFile(dst), vfs.Strerror(vfs.ErrNotDir))
		}
		return fail("cannot create regular file %s: %s", quoteFile(dst), vfs.Strerror(vfs.ErrNotDir))
	}
	var backedUp string
	if derr == nil {
		if dfi.IsDir() {
			return fail("cannot overwrite directory %s with non-directory", quoteFile(dst))
		}
		if sameFile(sfi, dfi) {
			return fail("%s and %s are the same file", quoteFile(src), quoteFile(dst))
		}
		if in.compare && dfi.Mode() == mode && dfi.Size() == sfi.Size() {
			if old, err := vfs.ReadFile(ctx, inv.FS, inv.Path(dst)); err == nil && bytes.Equal(old, data) {
				return true
			}
		}
		// GNU install keeps a backup, or unlinks the old file first
		// (-v says which).
		if backedUp, err = in.backup.backup(ctx, inv.FS, inv.Path(dst), dst); err != nil {
			return fail("cannot backup %s: %s", quoteFile(dst), vfs.Strerror(err))
		}
		if backedUp == "" {
			if err := inv.FS.Remove(ctx, inv.Path(dst)); err != nil {
				return fail("cannot remove %s: %s", quoteFile(dst), vfs.Strerror(err))
			}
			if in.verbose {
				fmt.Fprintf(inv.Stdout, "removed %s\n", quoteFile(dst))
			}
		}
	}
	if err := vfs.WriteFile(ctx, inv.FS, inv.Path(dst), data, mode); err != nil {
		return fail("cannot create regular file %s: %s", quoteFile(dst), vfs.Strerror(err))
	}
	if in.strip != "" && !in.runStrip(ctx, dst) {
		inv.FS.Remove(ctx, inv.Path(dst))
		in.status = 1
		return false
	}
	if err := inv.FS.Chmod(ctx, inv.Path(dst), mode); err != nil {
		return fail("cannot change permissions of %s: %s", quoteFile(dst), vfs.Strerror(err))
	}
	if in.preserve {
		inv.FS.Chtimes(ctx, inv.Path(dst), sfi.ModTime(), sfi.ModTime())
	}
	if in.verbose {
		var b string
		if backedUp != "" {
			b = " (backup: " + quoteFile(backedUp) + ")"
		}
		fmt.Fprintf(inv.Stdout, "%s -> %s%s\n", quoteFile(src), quoteFile(dst), b)
	}
	return true
}

// runStrip runs --strip-program (a sandbox command) on dst, as GNU runs
// it on the installed file, and reports its failure as GNU does.
func (in *installer) runStrip(ctx context.Context, dst string) bool {
	inv := in.inv
	st := inv.Exec(ctx, shell.ExecRequest{Args: []string{in.strip, dst}, Stdin: strings.NewReader(""),
		Stdout: inv.Stdout, Stderr: inv.Stderr, NotRun: func(err error) int {
			errorf(inv, "cannot run %s: %s", quoteFile(in.strip), vfs.Strerror(err))
			return notRunStatus(err)
		}})
	if st != 0 {
		errorf(inv, "strip process terminated abnormally")
	}
	return st == 0
}
