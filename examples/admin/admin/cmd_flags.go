package admin

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/computerwelt/computerwelt"
)

const flagsUsage = `usage: flags list            every feature flag with its rollout
       flags explain FLAG    what a flag does, who owns it, where it applies and where
                             it is defined

Flags are defined in $FLEET_CONFIG/flags/*.toml, one table each.
`

// FlagsCommand is `flags`.
func FlagsCommand() computerwelt.Command {
	return command("flags", "list and explain feature flags", flagsUsage, func(ctx context.Context, inv *computerwelt.Invocation) int {
		args := inv.Args[1:]
		if len(args) == 0 {
			return usageError(inv, "missing subcommand (list or explain)")
		}
		switch args[0] {
		case "list":
			t, st := loadTree(ctx, inv)
			if t == nil {
				return st
			}
			names := make([]string, 0, len(t.Flags))
			for n := range t.Flags {
				names = append(names, n)
			}
			sort.Strings(names)
			for _, n := range names {
				f := t.Flags[n]
				fmt.Fprintf(inv.Stdout, "%-18s %3d%%  default=%-5t %s\n", n, f.Rollout, f.Default, f.Description)
			}
			return 0
		case "explain":
			if len(args) != 2 {
				return usageError(inv, "explain: want one flag name")
			}
			t, st := loadTree(ctx, inv)
			if t == nil {
				return st
			}
			f := t.Flags[args[1]]
			if f == nil {
				var near []string
				for n := range t.Flags {
					if strings.Contains(n, args[1]) || strings.Contains(args[1], n) {
						near = append(near, n)
					}
				}
				sort.Strings(near)
				if len(near) > 0 {
					return errorf(inv, "no flag %q (did you mean %s?)", args[1], strings.Join(near, ", "))
				}
				return errorf(inv, "no flag %q (try: flags list)", args[1])
			}
			state := "off"
			switch {
			case f.Rollout >= 100:
				state = "on for everyone"
			case f.Rollout > 0:
				state = fmt.Sprintf("on for %d%% of sessions", f.Rollout)
			case f.Default:
				state = "on (by default)"
			}
			fmt.Fprintf(inv.Stdout, "%s: %s\n  owner:    %s\n  state:    %s (default %t, rollout %d%%)\n  services: %s\n  defined:  %s:%d\n",
				f.Name, f.Description, f.Owner, state, f.Default, f.Rollout, strings.Join(f.Services, ", "), f.File, f.Line)
			return 0
		}
		return usageError(inv, "unknown subcommand %q (list or explain)", args[0])
	})
}
