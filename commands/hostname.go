package commands

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "hostname",
		Summary: "show the system's host name",
		Usage:   hostnameUsage,
		Run:     runHostname,
	})
}

const hostnameUsage = `Usage: hostname [-s|-f]
Show the sandbox's host name.

    -f, --fqdn, --long     long host name (FQDN)
    -s, --short            short host name
    -h, --help             print this help and exit

The host name is fixed by the sandbox and cannot be changed.
`

func runHostname(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("hostname")
	short := f.Bool('s', "short")
	f.Bool('f', "fqdn")
	f.Bool(0, "long")
	help := f.Bool('h', "help")
	ops, err := f.parse(inv.Args[1:])
	if errors.Is(err, errVersion) {
		return writeVersion(inv, f.name)
	}
	if err != nil || *help {
		// net-tools hostname prints its usage to stderr on bad options
		// (status 255) and to stdout on --help (status 0).
		if err != nil && err != errHelp {
			errorf(inv, "%s", err.Error())
			fmt.Fprint(inv.Stderr, hostnameUsage)
			return 255
		}
		fmt.Fprint(inv.Stdout, hostnameUsage)
		return 0
	}
	if len(ops) > 0 {
		errorf(inv, "you must be root to change the host name")
		return 1
	}
	name := sandboxHost(inv)
	if *short {
		name, _, _ = strings.Cut(name, ".")
	}
	if _, err := fmt.Fprintln(inv.Stdout, name); err != nil {
		return 1
	}
	return 0
}
