package commands

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "readlink",
		Summary: "print resolved symbolic links or canonical file names",
		Usage:   readlinkUsage,
		Run:     runReadlink,
	})
}

const readlinkUsage = `Usage: readlink [OPTION]... FILE...
Print value of a symbolic link or canonical file name

  -f, --canonicalize            canonicalize by following every symlink in
                                every component of the given name recursively;
                                all but the last component must exist
  -e, --canonicalize-existing   canonicalize by following every symlink in
                                every component of the given name recursively,
                                all components must exist
  -m, --canonicalize-missing    canonicalize by following every symlink in
                                every component of the given name recursively,
                                without requirements on components existence
  -n, --no-newline              do not output the trailing delimiter
  -q, --quiet
  -s, --silent                  suppress most error messages (on by default)
  -v, --verbose                 report error messages
  -z, --zero                    end each output line with NUL, not newline
      --help        display this help and exit
`

func runReadlink(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("readlink")
	mode := -1
	f.Func('f', "canonicalize", false, func(string) error { mode = realAllButLast; return nil })
	f.Func('e', "canonicalize-existing", false, func(string) error { mode = realExisting; return nil })
	f.Func('m', "canonicalize-missing", false, func(string) error { mode = realMissing; return nil })
	noNewline := f.Bool('n', "no-newline")
	verbose := false
	f.Func('q', "quiet", false, func(string) error { verbose = false; return nil })
	f.Func('s', "silent", false, func(string) error { verbose = false; return nil })
	f.Func('v', "verbose", false, func(string) error { verbose = true; return nil })
	zero := f.Bool('z', "zero")
	names, status, done := parseFlags(inv, f, readlinkUsage, 1)
	if done {
		return status
	}
	if len(names) == 0 {
		errorf(inv, "missing operand")
		fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
		return 1
	}
	if *noNewline && len(names) > 1 {
		errorf(inv, "ignoring --no-newline with multiple arguments")
		*noNewline = false
	}
	end := "\n"
	if *zero {
		end = "\x00"
	}
	if *noNewline {
		end = ""
	}
	var out strings.Builder
	for _, name := range names {
		var r string
		var err error
		if mode >= 0 {
			r, err = canonicalizeName(ctx, inv, name, mode, false)
		} else {
			r, err = inv.FS.Readlink(ctx, inv.Path(name))
			if name == "" {
				r, err = "", vfs.ErrNotExist // readlink(2) of "" is ENOENT
			} else if serr := slashDirCheck(ctx, inv, name); serr != nil {
				r, err = "", serr
			} else if _, dirName := dirSuffixed(name); err == nil && dirName {
				// "link/" and "link/." name the directory the link points to.
				r, err = "", vfs.ErrInvalid
			}
			if err == nil {
				if fi, lerr := inv.FS.Lstat(ctx, inv.Path(name)); lerr == nil && fi.Mode()&fs.ModeSymlink == 0 {
					err = vfs.ErrInvalid
				}
			}
		}
		if err != nil {
			if verbose {
				// error() flushes standard output first.
				if _, werr := io.WriteString(inv.Stdout, out.String()); werr != nil {
					return 1
				}
				out.Reset()
				errorf(inv, "%s: %s", quoteName(name), vfs.Strerror(err))
			}
			status = 1
			continue
		}
		out.WriteString(r + end)
	}
	if _, err := fmt.Fprint(inv.Stdout, out.String()); err != nil {
		return 1
	}
	return status
}
