package commands

import (
	"context"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "chgrp",
		Summary: "change group ownership",
		Usage:   chgrpUsage,
		Run:     func(ctx context.Context, inv *shell.Invocation) int { return runChown(ctx, inv, true) },
	})
}

const chgrpUsage = `Usage: chgrp [OPTION]... GROUP FILE...
  or:  chgrp [OPTION]... --reference=RFILE FILE...
Change the group of each FILE to GROUP.
With --reference, change the group of each FILE to that of RFILE.

  -c, --changes          like verbose but report only when a change is made
  -f, --silent, --quiet  suppress most error messages
  -v, --verbose          output a diagnostic for every file processed
      --dereference      affect the referent of each symbolic link (this is
                         the default), rather than the symbolic link itself
  -h, --no-dereference   affect symbolic links instead of any referenced file
      --no-preserve-root  do not treat '/' specially (the default)
      --preserve-root    fail to operate recursively on '/'
      --reference=RFILE  use RFILE's group rather than specifying a
                         GROUP value
  -R, --recursive        operate on files and directories recursively
  -H, -L, -P             (accepted; symbolic links are not followed in -R)
      --help        display this help and exit

The sandbox has one user, owning every file, in a group of the same name;
the only other group is root. Changing to that group succeeds without a
change; changing to root fails with "Operation not permitted", as it does
for an unprivileged user.
`
