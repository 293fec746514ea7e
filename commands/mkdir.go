package commands

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "mkdir",
		Summary: "make directories",
		Usage:   mkdirUsage,
		Run:     runMkdir,
	})
}

const mkdirUsage = `Usage: mkdir [OPTION]... DIRECTORY...
Create the DIRECTORY(ies), if they do not already exist.

Mandatory arguments to long options are mandatory for short options too.
  -m, --mode=MODE   set file mode (as in chmod), not a=rwx - umask
  -p, --parents     no error if existing, make parent directories as needed,
                    with their file modes unaffected by any -m option.
  -v, --verbose     print a message for each created directory
  -Z                   set the SELinux security context of each created
                         directory to the default type (a no-op here)
      --context[=CTX]  like -Z, or if CTX is specified then set the SELinux
                         or SMACK security context to CTX (warns: the
                         sandbox has no security labels)
      --help        display this help and exit
`

func runMkdir(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("mkdir")
	modeStr := f.String('m', "mode", "")
	parents := f.Bool('p', "parents")
	verbose := f.Bool('v', "verbose")
	// No security labels here: -Z is a no-op, --context=CTX warns, as
	// GNU mkdir does on a kernel without SELinux or SMACK.
	f.Bool('Z', "")
	ctxLabel := f.OptString("context", "")
	dirs, status, done := parseFlags(inv, f, mkdirUsage, 1)
	if done {
		return status
	}
	if *ctxLabel != "" {
		errorf(inv, "warning: ignoring --context; it requires an SELinux/SMACK-enabled kernel")
	}
	mode := uint32(0o777) &^ inv.Umask
	if f.Seen("mode") {
		changes, ok := parseMode(*modeStr)
		if !ok {
			errorf(inv, "invalid mode %s", quoteArg(*modeStr))
			return 1
		}
		// As GNU mkdir: the directory is made with the mode under the
		// umask, then set exactly unless the changes only touched the
		// sticky bit (so "-m +t" gives 1755 under umask 022).
		var changed uint32
		mode, changed = adjustModeBits(0o777, true, inv.Umask, changes)
		if changed&^sISVTX == 0 {
			mode &^= inv.Umask
		}
	}
	if len(dirs) == 0 {
		errorf(inv, "missing operand")
		fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
		return 1
	}
	// Parents get u+wx so the rest of the path can be made below them.
	parentMode := fileMode((0o777 &^ inv.Umask) | 0o300)
	for _, d := range dirs {
		if ctx.Err() != nil {
			return 1
		}
		if *parents {
			if failed, err := mkdirParents(ctx, inv, d, parentMode, *verbose); err != nil {
				errorf(inv, "cannot create directory %s: %s", quoteArg(failed), vfs.Strerror(err))
				status = 1
				continue
			}
			fi, err := inv.FS.Stat(ctx, inv.Path(d))
			if err == nil && fi.IsDir() {
				continue
			}
		}
		if err := inv.FS.Mkdir(ctx, inv.Path(d), fileMode(mode)); err != nil {
			errorf(inv, "cannot create directory %s: %s", quoteArg(d), vfs.Strerror(err))
			status = 1
			continue
		}
		// Mkdir applies no umask of its own here; set special bits too.
		if mode&^0o777 != 0 {
			inv.FS.Chmod(ctx, inv.Path(d), fileMode(mode))
		}
		if *verbose {
			fmt.Fprintf(inv.Stdout, "%s: created directory %s\n", inv.Args[0], quoteFile(d))
		}
	}
	return status
}

// mkdirParents makes the missing ancestors of d (as written, so -v names
// them as the user did). On failure it returns the prefix that failed.
func mkdirParents(ctx context.Context, inv *shell.Invocation, d string, mode fs.FileMode, verbose bool) (string, error) {
	trimmed := strings.TrimRight(d, "/")
	for i := 1; i < len(trimmed); i++ {
		if trimmed[i] != '/' || trimmed[i-1] == '/' {
			continue
		}
		prefix := trimmed[:i]
		err := inv.FS.Mkdir(ctx, inv.Path(prefix), mode)
		if err == nil {
			if verbose {
				fmt.Fprintf(inv.Stdout, "%s: created directory %s\n", inv.Args[0], quoteFile(prefix))
			}
			continue
		}
		if errors.Is(err, fs.ErrExist) {
			if fi, serr := inv.FS.Stat(ctx, inv.Path(prefix)); serr == nil && fi.IsDir() {
				continue
			}
			return prefix, vfs.PathError("mkdir", prefix, vfs.ErrNotDir)
		}
		return prefix, err
	}
	return "", nil
}
