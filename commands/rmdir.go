package commands

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "rmdir",
		Summary: "remove empty directories",
		Usage:   rmdirUsage,
		Run:     runRmdir,
	})
}

const rmdirUsage = `Usage: rmdir [OPTION]... DIRECTORY...
Remove the DIRECTORY(ies), if they are empty.

      --ignore-fail-on-non-empty
                    ignore each failure that is solely because a directory
                    is non-empty

  -p, --parents     remove DIRECTORY and its ancestors; e.g., 'rmdir -p a/b/c'
                    is similar to 'rmdir a/b/c a/b a'

  -v, --verbose     output a diagnostic for every directory processed
      --help        display this help and exit
`

func runRmdir(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("rmdir")
	ignore := f.Bool(0, "ignore-fail-on-non-empty")
	parents := f.Bool('p', "parents")
	verbose := f.Bool('v', "verbose")
	dirs, status, done := parseFlags(inv, f, rmdirUsage, 1)
	if done {
		return status
	}
	if len(dirs) == 0 {
		errorf(inv, "missing operand")
		fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
		return 1
	}
	for _, d := range dirs {
		if ctx.Err() != nil {
			return 1
		}
		if ok, stop := rmdirOne(ctx, inv, d, *ignore, *verbose, false); !ok || stop {
			if !ok {
				status = 1
			}
			continue
		}
		if *parents {
			p := strings.TrimRight(d, "/")
			for {
				i := strings.LastIndexByte(p, '/')
				if i < 0 {
					break
				}
				p = strings.TrimRight(p[:i], "/")
				if p == "" {
					break
				}
				if ok, stop := rmdirOne(ctx, inv, p, *ignore, *verbose, true); !ok || stop {
					if !ok {
						status = 1
					}
					break
				}
			}
		}
	}
	return status
}

// rmdirOne removes one directory; it does not follow a final symlink.
// stop is set when a non-empty directory was ignored, which ends -p.
func rmdirOne(ctx context.Context, inv *shell.Invocation, d string, ignore, verbose, parent bool) (ok, stop bool) {
	if verbose {
		fmt.Fprintf(inv.Stdout, "%s: removing directory, %s\n", inv.Args[0], quoteFile(d))
	}
	p := inv.Path(d)
	err := rmdirErr(ctx, inv, d, p)
	if err == nil {
		return true, false
	}
	if ignore && errors.Is(err, vfs.ErrNotEmpty) {
		return true, true
	}
	what := "failed to remove"
	if parent {
		what = "failed to remove directory" // GNU's wording for -p's parents
	}
	errorf(inv, "%s %s: %s", what, quoteFile(d), vfs.Strerror(err))
	return false, false
}

func rmdirErr(ctx context.Context, inv *shell.Invocation, d, p string) error {
	base := d[strings.LastIndexByte(strings.TrimRight(d, "/"), '/')+1:]
	if b := strings.TrimRight(base, "/"); b == "." || b == ".." {
		if err := slashDirCheck(ctx, inv, d); err != nil {
			return err
		}
		return vfs.ErrInvalid
	}
	fi, err := inv.FS.Lstat(ctx, p)
	if err != nil {
		return err
	}
	if !fi.IsDir() {
		return vfs.ErrNotDir
	}
	return inv.FS.Remove(ctx, p)
}
