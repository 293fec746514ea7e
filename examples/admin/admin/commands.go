package admin

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/vfs"
)

// Where the commands look in the sandbox; a workspace may move the mounts
// and say so in its environment.
const (
	DefaultConfigRoot = "/config"
	DefaultLogDir     = "/var/log/fleet"
)

func configRoot(inv *computerwelt.Invocation) string {
	if d := inv.Getenv("FLEET_CONFIG"); strings.HasPrefix(d, "/") {
		return d
	}
	return DefaultConfigRoot
}

func logDir(inv *computerwelt.Invocation) string {
	if d := inv.Getenv("FLEET_LOGS"); strings.HasPrefix(d, "/") {
		return d
	}
	return DefaultLogDir
}

// helpRequested reports whether args (after the command name, up to "--")
// ask for help.
func helpRequested(args []string) bool {
	for _, a := range args {
		if a == "--" {
			return false
		}
		if a == "--help" || a == "-h" {
			return true
		}
	}
	return false
}

// usageError prints a one-line complaint and the hint GNU tools give.
func usageError(inv *computerwelt.Invocation, format string, args ...any) int {
	fmt.Fprintf(inv.Stderr, "%s: %s\n", inv.Args[0], fmt.Sprintf(format, args...))
	fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
	return 2
}

func errorf(inv *computerwelt.Invocation, format string, args ...any) int {
	fmt.Fprintf(inv.Stderr, "%s: %s\n", inv.Args[0], fmt.Sprintf(format, args...))
	return 1
}

// command builds a Command whose --help prints its usage.
func command(name, summary, usage string, run func(ctx context.Context, inv *computerwelt.Invocation) int) computerwelt.Command {
	return computerwelt.Command{
		Name:    name,
		Summary: summary,
		Usage:   usage,
		Run: func(ctx context.Context, inv *computerwelt.Invocation) int {
			if helpRequested(inv.Args[1:]) {
				io.WriteString(inv.Stdout, usage)
				return 0
			}
			return run(ctx, inv)
		},
	}
}

// loadTree reads the configuration tree for a command, or reports why it
// cannot.
func loadTree(ctx context.Context, inv *computerwelt.Invocation) (*Tree, int) {
	root := configRoot(inv)
	t, err := Load(ctx, inv.FS, root)
	if err != nil {
		return nil, errorf(inv, "cannot read the configuration at %s: %s", root, errText(err))
	}
	return t, 0
}

// errText is an error as the shell's commands print it.
func errText(err error) string { return vfs.Strerror(err) }
