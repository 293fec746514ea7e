package commands

import (
	"context"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "sync",
		Summary: "synchronize cached writes to persistent storage",
		Usage:   syncUsage,
		Run:     runSync,
	})
}

const syncUsage = `Usage: sync [OPTION] [FILE]...
Synchronize cached writes to persistent storage

If one or more files are specified, sync only them,
or their containing file systems.

  -d, --data             sync only file data, no unneeded metadata
  -f, --file-system      sync the file systems that contain the files
      --help        display this help and exit

In the sandbox every write is already complete: sync only checks that
the files exist.
`

func runSync(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("sync")
	data := f.Bool('d', "data")
	fsys := f.Bool('f', "file-system")
	ops, status, done := parseFlags(inv, f, syncUsage, 1)
	if done {
		return status
	}
	if *data && *fsys {
		errorf(inv, "cannot specify both --data and --file-system")
		return 1
	}
	if *data && len(ops) == 0 {
		errorf(inv, "--data needs at least one argument")
		return 1
	}
	for _, op := range ops {
		if _, err := inv.FS.Stat(ctx, inv.Path(op)); err != nil {
			errorf(inv, "error opening %s: %s", quoteFile(op), vfs.Strerror(err))
			status = 1
		}
	}
	return status
}
