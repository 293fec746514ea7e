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
		Name:    "rm",
		Summary: "remove files or directories",
		Usage:   rmUsage,
		Run:     runRm,
	})
}

const rmUsage = `Usage: rm [OPTION]... [FILE]...
Remove (unlink) the FILE(s).

  -f, --force           ignore nonexistent files and arguments, never prompt
  -i                    prompt before every removal
  -I                    prompt once before removing more than three files, or
                          when removing recursively; less intrusive than -i,
                          while still giving protection against most mistakes
      --interactive[=WHEN]  prompt according to WHEN: never, once (-I), or
                          always (-i); without WHEN, prompt always
      --one-file-system  (accepted; the sandbox removes within its own tree)
      --no-preserve-root  do not treat '/' specially
      --preserve-root   do not remove '/' (default)
  -r, -R, --recursive   remove directories and their contents recursively
  -d, --dir             remove empty directories
  -v, --verbose         explain what is being done
      --help        display this help and exit

By default, rm does not remove directories.  Use the --recursive (-r or -R)
option to remove each listed directory, too, along with all of its contents.

To remove a file whose name starts with a '-', for example '-foo',
use one of these commands:
  rm -- -foo

  rm ./-foo

Answers to prompts are read from standard input; a line starting with
'y' or 'Y' means yes.
`

type rmOpts struct {
	force, recursive, dir, verbose, preserveRoot bool
	interactive                                  byte // 0 never, 'i' always, 'I' once
	in                                           *bufio.Reader
	stopped                                      bool // a write to stdout failed
}

func runRm(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("rm")
	o := rmOpts{preserveRoot: true}
	f.Func('f', "force", false, func(string) error { o.force, o.interactive = true, 0; return nil })
	f.Func('i', "", false, func(string) error { o.interactive, o.force = 'i', false; return nil })
	f.Func('I', "", false, func(string) error { o.interactive, o.force = 'I', false; return nil })
	f.add(&flagDef{long: "interactive", hasValue: true, optional: true, set: func(v string) error {
		switch v {
		case "", "always", "yes":
			o.interactive, o.force = 'i', false
		case "once":
			o.interactive, o.force = 'I', false
		case "never", "no", "none":
			o.interactive = 0
		default:
			return fmt.Errorf("invalid argument %s for %s\nValid arguments are:\n  - %s, %s, %s\n  - %s\n  - %s, %s\nTry '%s --help' for more information.",
				quoteArg(v), quoteArg("--interactive"), quoteArg("never"), quoteArg("no"), quoteArg("none"), quoteArg("once"),
				quoteArg("always"), quoteArg("yes"), inv.Args[0])
		}
		return nil
	}})
	f.Bool(0, "one-file-system")
	f.Func(0, "no-preserve-root", false, func(string) error { o.preserveRoot = false; return nil })
	f.Func(0, "preserve-root", false, func(string) error { o.preserveRoot = true; return nil })
	f.Func('r', "recursive", false, func(string) error { o.recursive = true; return nil })
	f.Func('R', "", false, func(string) error { o.recursive = true; return nil })
	f.Func('d', "dir", false, func(string) error { o.dir = true; return nil })
	f.Func('v', "verbose", false, func(string) error { o.verbose = true; return nil })
	names, status, done := parseFlags(inv, f, rmUsage, 1)
	if done {
		return status
	}
	if len(names) == 0 {
		if o.force {
			return 0
		}
		errorf(inv, "missing operand")
		fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
		return 1
	}
	o.in = bufio.NewReader(stdinReader(ctx, inv))
	if o.interactive == 'I' && (len(names) > 3 || o.recursive) {
		q := fmt.Sprintf("remove %d argument%s", len(names), map[bool]string{true: "", false: "s"}[len(names) == 1])
		if o.recursive {
			q += " recursively"
		}
		if !o.ask(inv, q+"? ") {
			return 0
		}
	}
	for _, name := range names {
		if ctx.Err() != nil || o.stopped {
			return 1
		}
		if !o.remove(ctx, inv, name, true) {
			status = 1
		}
	}
	return status
}

// ask prompts on stderr and reads a yes/no answer from stdin.
func (o *rmOpts) ask(inv *shell.Invocation, q string) bool {
	fmt.Fprintf(inv.Stderr, "%s: %s", inv.Args[0], q)
	line, _ := o.in.ReadString('\n')
	return strings.HasPrefix(line, "y") || strings.HasPrefix(line, "Y")
}

// remove removes one operand or tree entry; it reports success.
func (o *rmOpts) remove(ctx context.Context, inv *shell.Invocation, name string, top bool) bool {
	if top && inv.Path(name) != "/" {
		base := path.Base(strings.TrimRight(name, "/"))
		// "file/." is not a directory to refuse, and without -r or -d
		// "dir/." is a directory not to remove (-d finds it not empty).
		if (base == "." || base == "..") && o.recursive && slashDirCheck(ctx, inv, name) == nil {
			errorf(inv, "refusing to remove %s or %s directory: skipping %s", quoteFile("."), quoteFile(".."), quoteFile(name))
			return false
		}
	}
	p := inv.Path(name)
	fi, err := inv.FS.Lstat(ctx, p)
	if err == nil && top {
		err = slashDirCheck(ctx, inv, name)
	}
	if err != nil {
		// -f ignores what is missing, as GNU's ignorable_missing.
		if o.force && (errors.Is(err, fs.ErrNotExist) || errors.Is(err, vfs.ErrNotDir)) {
			return true
		}
		errorf(inv, "cannot remove %s: %s", quoteFile(name), vfs.Strerror(err))
		return false
	}
	if fi.IsDir() {
		if top && o.recursive && o.preserveRoot && p == "/" {
			errorf(inv, "it is dangerous to operate recursively on %s", quoteFile("/"))
			errorf(inv, "use --no-preserve-root to override this failsafe")
			return false
		}
		if !o.recursive {
			if !o.dir {
				errorf(inv, "cannot remove %s: %s", quoteFile(name), vfs.Strerror(vfs.ErrIsDir))
				return false
			}
			if o.interactive == 'i' && !o.ask(inv, fmt.Sprintf("remove directory %s? ", quoteFile(name))) {
				return true
			}
			return o.unlink(ctx, inv, name, p, true)
		}
		ents, rerr := inv.FS.ReadDir(ctx, p)
		if len(ents) > 0 || rerr != nil {
			if o.interactive == 'i' && !o.ask(inv, fmt.Sprintf("descend into directory %s? ", quoteFile(name))) {
				return true
			}
		}
		if rerr != nil {
			errorf(inv, "cannot remove %s: %s", quoteFile(name), vfs.Strerror(rerr))
			return false
		}
		ok := true
		for _, e := range ents {
			if ctx.Err() != nil || o.stopped {
				return false
			}
			if !o.remove(ctx, inv, joinName(name, e.Name()), false) {
				ok = false
			}
		}
		if !ok {
			return false
		}
		if o.interactive == 'i' && !o.ask(inv, fmt.Sprintf("remove directory %s? ", quoteFile(name))) {
			return true
		}
		return o.unlink(ctx, inv, name, p, true)
	}
	if o.interactive == 'i' {
		kind := "regular file"
		switch {
		case fi.Mode()&fs.ModeSymlink != 0:
			kind = "symbolic link"
		case fi.Mode().IsRegular() && fi.Size() == 0:
			kind = "regular empty file"
		case vfs.IsFifo(fi.Mode()):
			kind = "fifo"
		case !fi.Mode().IsRegular():
			kind = "file"
		}
		if !o.ask(inv, fmt.Sprintf("remove %s %s? ", kind, quoteFile(name))) {
			return true
		}
	}
	return o.unlink(ctx, inv, name, p, false)
}

func (o *rmOpts) unlink(ctx context.Context, inv *shell.Invocation, name, p string, dir bool) bool {
	if err := inv.FS.Remove(ctx, p); err != nil {
		errorf(inv, "cannot remove %s: %s", quoteFile(name), vfs.Strerror(err))
		return false
	}
	if o.verbose {
		var err error
		if dir {
			_, err = fmt.Fprintf(inv.Stdout, "removed directory %s\n", quoteFile(name))
		} else {
			_, err = fmt.Fprintf(inv.Stdout, "removed %s\n", quoteFile(name))
		}
		if err != nil {
			// The output limit was hit: stop, as GNU rm would on EPIPE.
			o.stopped = true
			return false
		}
	}
	return true
}

// slashDirCheck gives ENOTDIR for "name/" when name is not a directory:
// the sandbox's paths are cleaned, so commands check trailing slashes.
func slashDirCheck(ctx context.Context, inv *shell.Invocation, name string) error {
	dir, ok := dirSuffixed(name)
	if !ok || dir == "" {
		return nil
	}
	fi, err := inv.FS.Stat(ctx, inv.Path(dir))
	if err != nil {
		return err
	}
	if !fi.IsDir() {
		return vfs.ErrNotDir
	}
	return nil
}

// dirSuffixed strips the trailing "/", "/." and "/.." of name, which
// inv.Path cleans away but which make the name before them a directory
// to go through ("f/." is ENOTDIR for a file f). ok is false when there
// is none; dir is "" for the root.
func dirSuffixed(name string) (dir string, ok bool) {
	dir = name
	for {
		switch {
		case strings.HasSuffix(dir, "/"):
			dir = dir[:len(dir)-1]
		case strings.HasSuffix(dir, "/."):
			dir = dir[:len(dir)-2]
		case strings.HasSuffix(dir, "/.."):
			dir = dir[:len(dir)-3]
		default:
			return dir, dir != name
		}
	}
}
