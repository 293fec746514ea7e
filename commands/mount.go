package commands

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "mount",
		Summary: "show the sandbox's mounted file systems",
		Usage:   mountUsage,
		Run:     runMount,
	})
}

const mountUsage = `Usage:
 mount [-l] [-t type]
Show the sandbox's mount table, one line a file system:
  SOURCE on TARGET type TYPE (ro|rw)
 -l, --show-labels   add each file system's description, as [LABEL]
 -t, --types TYPE    only the file systems of these types (comma-separated)
     --help          display this help
The table is fixed by the host: mounting and unmounting are not possible
inside the sandbox.
`

func runMount(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("mount")
	labels := f.Bool('l', "show-labels")
	types := f.String('t', "types", "")
	ops, status, done := parseFlags(inv, f, mountUsage, 1)
	if done {
		return status
	}
	if len(ops) > 0 {
		// As util-linux answers a user who is not root.
		errorf(inv, "only root can do that (the sandbox's mounts are fixed by its host)")
		return 1
	}
	want := map[string]bool{}
	for _, t := range strings.Split(*types, ",") {
		if t != "" {
			want[t] = true
		}
	}
	var b strings.Builder
	for _, m := range dfMounts(inv) {
		if len(want) > 0 && !want[m.fstype] {
			continue
		}
		mode := "rw"
		if m.readOnly {
			mode = "ro"
		}
		fmt.Fprintf(&b, "%s on %s type %s (%s)", m.source, m.target, m.fstype, mode)
		if *labels && m.description != "" {
			fmt.Fprintf(&b, " [%s]", m.description)
		}
		b.WriteByte('\n')
	}
	if _, err := io.WriteString(inv.Stdout, b.String()); err != nil {
		return 1
	}
	return 0
}
