package admin

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/vfs"
)

const configUsage = `usage: config lint [FILE...]      parse every file of the configuration, check its schema
                                  and cross references (a route to a missing service...);
                                  with FILEs, report only on those
       config render NAME...      print the effective configuration of services (their
                                  file, routes, flags, alerts and dependency addresses)
       config render --all        render every service (fails if any cannot be rendered)
       config diff [FILE...]      your edits against the live configuration, as a unified
                                  diff (all of them, or those of the FILEs)

The configuration is $FLEET_CONFIG (/config). Problems print as FILE:LINE: message;
the status is 1 if there are any.
`

// ConfigCommand is `config`; diff serves `config diff` (nil: no session).
func ConfigCommand(diff DiffFunc) computerwelt.Command {
	return command("config", "lint and render the fleet configuration", configUsage, func(ctx context.Context, inv *computerwelt.Invocation) int {
		args := inv.Args[1:]
		if len(args) == 0 {
			return usageError(inv, "missing subcommand (lint, render or diff)")
		}
		switch args[0] {
		case "lint":
			t, st := loadTree(ctx, inv)
			if t == nil {
				return st
			}
			var files []string
			for _, a := range args[1:] {
				p := inv.Path(a)
				if _, err := inv.FS.Stat(ctx, p); err != nil {
					return errorf(inv, "%s: %s", a, vfs.Strerror(err))
				}
				files = append(files, p)
			}
			diags := t.DiagsFor(files...)
			for _, d := range diags {
				fmt.Fprintln(inv.Stdout, d)
			}
			if len(diags) > 0 {
				fmt.Fprintf(inv.Stderr, "config lint: %d problem(s)\n", len(diags))
				return 1
			}
			fmt.Fprintf(inv.Stdout, "config lint: %d files, %d services, %d routes, %d flags, %d alerts: ok\n",
				len(t.Files), len(t.Services), len(t.Routes), len(t.Flags), len(t.Alerts))
			return 0
		case "render":
			names := args[1:]
			if len(names) == 0 {
				return usageError(inv, "render: want service names or --all")
			}
			t, st := loadTree(ctx, inv)
			if t == nil {
				return st
			}
			if len(names) == 1 && names[0] == "--all" {
				names = t.ServiceNames()
			}
			status := 0
			for i, n := range names {
				out, err := t.Render(n)
				if err != nil {
					errorf(inv, "%v", err)
					status = 1
					continue
				}
				if i > 0 {
					io.WriteString(inv.Stdout, "---\n")
				}
				if _, err := io.WriteString(inv.Stdout, out); err != nil {
					return 1
				}
			}
			return status
		case "diff":
			if diff == nil {
				return errorf(inv, "diff needs a session (this sandbox has no live base to compare with)")
			}
			paths := []string{configRoot(inv)}
			if len(args) > 1 {
				paths = paths[:0]
				for _, a := range args[1:] {
					paths = append(paths, inv.Path(a))
				}
			}
			var b strings.Builder
			if err := diff(ctx, &b, paths...); err != nil {
				return errorf(inv, "%v", err)
			}
			if b.Len() == 0 {
				fmt.Fprintf(inv.Stdout, "no changes against the live configuration\n")
				return 0
			}
			io.WriteString(inv.Stdout, b.String())
			return 0
		}
		return usageError(inv, "unknown subcommand %q (lint, render or diff)", args[0])
	})
}
