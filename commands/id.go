package commands

import (
	"context"
	"fmt"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "id",
		Summary: "print real and effective user and group IDs",
		Usage:   idUsage,
		Run:     runID,
	})
}

const idUsage = `Usage: id [OPTION]... [USER]...
Print user and group information for each specified USER,
or (when USER omitted) for the current process.

  -a             ignore, for compatibility with other versions
  -g, --group    print only the effective group ID
  -G, --groups   print all group IDs
  -n, --name     print a name instead of a number, for -ugG
  -r, --real     print the real ID instead of the effective ID, with -ugG
  -u, --user     print only the effective user ID
  -z, --zero     delimit entries with NUL characters, not whitespace;
                   not permitted in default format
      --help        display this help and exit

Without any OPTION, print some useful set of identified information.
The sandbox has one user (uid 1000, or 0 when it is root) in one group
of the same name.
`

// idEntry is a user of the sandbox's account database: its own user and
// root.
type idEntry struct {
	name string
	id   int
}

// sandboxIdentity returns the sandbox user's uid/gid: 0 for root, else 1000.
func sandboxIdentity(inv *shell.Invocation) idEntry {
	u := sandboxUser(inv)
	if u == "root" {
		return idEntry{u, 0}
	}
	return idEntry{u, 1000}
}

func runID(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("id")
	f.Bool('a', "")
	user := f.Bool('u', "user")
	group := f.Bool('g', "group")
	groups := f.Bool('G', "groups")
	name := f.Bool('n', "name")
	real := f.Bool('r', "real")
	zero := f.Bool('z', "zero")
	f.Func('Z', "context", false, func(string) error {
		return fmt.Errorf("--context (-Z) works only on an SELinux-enabled kernel")
	})
	ops, status, done := parseFlags(inv, f, idUsage, 1)
	if done {
		return status
	}
	n := 0
	for _, b := range []bool{*user, *group, *groups} {
		if b {
			n++
		}
	}
	if n > 1 {
		errorf(inv, "cannot print \"only\" of more than one choice")
		return 1
	}
	if n == 0 && (*name || *real) {
		errorf(inv, "cannot print only names or real IDs in default format")
		return 1
	}
	if n == 0 && *zero {
		errorf(inv, "option --zero not permitted in default format")
		return 1
	}
	me := sandboxIdentity(inv)
	var users []idEntry
	if len(ops) == 0 {
		users = []idEntry{me}
	}
	status = 0
	for _, op := range ops {
		switch {
		case op == me.name || op == fmt.Sprint(me.id):
			users = append(users, me)
		case op == "root" || op == "0":
			users = append(users, idEntry{"root", 0})
		default:
			errorf(inv, "%s: no such user", quoteArg(op))
			status = 1
		}
	}
	for _, u := range users {
		num := fmt.Sprint(u.id)
		line := num
		if *name {
			line = u.name
		}
		if n == 0 {
			line = fmt.Sprintf("uid=%s(%s) gid=%s(%s) groups=%s(%s)", num, u.name, num, u.name, num, u.name)
		}
		end := "\n"
		if *zero {
			end = "\x00"
		}
		if _, err := fmt.Fprint(inv.Stdout, line+end); err != nil {
			return 1
		}
	}
	return status
}
