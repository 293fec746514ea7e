package admin

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/computerwelt/computerwelt"
)

const whoamiUsage = `usage: whoami [--roles]
Print the user name; with --roles, also who you act for and what you may do.
`

// WhoamiCommand is `whoami` with --roles. principal is the token name the
// session belongs to ("" for a local run); roles maps it to its roles.
func WhoamiCommand(principal string, roles func(string) []string) computerwelt.Command {
	return command("whoami", "print the user name (--roles: what you may do)", whoamiUsage, func(ctx context.Context, inv *computerwelt.Invocation) int {
		args := inv.Args[1:]
		withRoles := false
		for _, a := range args {
			switch {
			case a == "--roles":
			case strings.HasPrefix(a, "--"):
				usageError(inv, "unrecognized option '%s'", a)
				return 1 // as GNU whoami
			case strings.HasPrefix(a, "-") && a != "-":
				usageError(inv, "invalid option -- '%s'", a[1:2])
				return 1
			default:
				usageError(inv, "extra operand '%s'", a)
				return 1
			}
			withRoles = true
		}
		fmt.Fprintln(inv.Stdout, inv.Username)
		if !withRoles {
			return 0
		}
		p := principal
		if p == "" {
			p = "(local)"
		}
		rs := []string{"agent"}
		if roles != nil {
			rs = roles(principal)
		}
		fmt.Fprintf(inv.Stdout, "principal: %s\nroles: %s\n", p, strings.Join(rs, ", "))
		fmt.Fprintf(inv.Stdout, "you may:     read everything; edit your own copy of %s; run build, check and submit\n", configRoot(inv))
		fmt.Fprintf(inv.Stdout, "you may not: change the live configuration (a person approves each submitted change), deploy\n")
		if contains(rs, "admin") {
			fmt.Fprintf(inv.Stdout, "as an admin you approve proposals on the review page, outside this sandbox\n")
		}
		return 0
	})
}

//go:embed tickets.json
var ticketsJSON []byte

// Ticket is a support ticket (the example's tickets are fixed).
type Ticket struct {
	ID, Title, Status, Reporter, Opened, Body string
}

func tickets() []Ticket {
	var ts []Ticket
	if err := json.Unmarshal(ticketsJSON, &ts); err != nil {
		panic("admin: tickets.json: " + err.Error()) // embedded; a test reads it
	}
	sort.Slice(ts, func(i, j int) bool { return ts[i].ID < ts[j].ID })
	return ts
}

const ticketUsage = `usage: ticket list [--all]    open tickets (--all: closed ones too)
       ticket show ID         one ticket in full
`

// TicketCommand is `ticket`.
func TicketCommand() computerwelt.Command {
	return command("ticket", "read the ops tickets", ticketUsage, func(ctx context.Context, inv *computerwelt.Invocation) int {
		args := inv.Args[1:]
		if len(args) == 0 {
			return usageError(inv, "missing subcommand (list or show)")
		}
		switch args[0] {
		case "list":
			all := len(args) == 2 && args[1] == "--all"
			if len(args) > 1 && !all {
				return usageError(inv, "list: unexpected %q", args[1])
			}
			for _, t := range tickets() {
				if t.Status == "open" || all {
					fmt.Fprintf(inv.Stdout, "%s  %-6s  %s\n", t.ID, t.Status, t.Title)
				}
			}
			return 0
		case "show":
			if len(args) != 2 {
				return usageError(inv, "show: want one ticket id")
			}
			for _, t := range tickets() {
				if strings.EqualFold(t.ID, args[1]) {
					fmt.Fprintf(inv.Stdout, "%s: %s\nstatus: %s, opened %s by %s\n\n%s\n", t.ID, t.Title, t.Status, t.Opened, t.Reporter, t.Body)
					return 0
				}
			}
			return errorf(inv, "no ticket %q (try: ticket list --all)", args[1])
		}
		return usageError(inv, "unknown subcommand %q (list or show)", args[0])
	})
}

const buildUsage = `usage: build [STEP...]
Run the steps of $FLEET_CONFIG/BUILD in order (only the named ones if given), each
as a shell command, and report each one. The status is 1 if any step fails.
The workspace's validators run build before a change can be submitted.
`

// BuildCommand is `build`.
func BuildCommand() computerwelt.Command {
	return command("build", "run the configuration's BUILD steps", buildUsage, func(ctx context.Context, inv *computerwelt.Invocation) int {
		t, st := loadTree(ctx, inv)
		if t == nil {
			return st
		}
		for _, d := range t.Diags {
			if d.File == t.BuildFile {
				return errorf(inv, "%s", d)
			}
		}
		if len(t.Build) == 0 {
			return errorf(inv, "%s: no steps", t.BuildFile)
		}
		steps := t.Build
		if want := inv.Args[1:]; len(want) > 0 {
			steps = nil
			for _, w := range want {
				found := false
				for _, s := range t.Build {
					if s.Name == w {
						steps, found = append(steps, s), true
					}
				}
				if !found {
					return errorf(inv, "no step %q in %s", w, t.BuildFile)
				}
			}
		}
		failed := 0
		for _, s := range steps {
			if ctx.Err() != nil {
				return 130
			}
			fmt.Fprintf(inv.Stdout, "== %s: %s\n", s.Name, s.Command)
			if st := inv.Script(ctx, s.Command, strings.NewReader(""), inv.Stdout, inv.Stdout); st != 0 {
				fmt.Fprintf(inv.Stdout, "== %s FAILED (status %d)\n", s.Name, st)
				failed++
			}
		}
		if failed > 0 {
			fmt.Fprintf(inv.Stdout, "build: %d of %d steps failed\n", failed, len(steps))
			return 1
		}
		fmt.Fprintf(inv.Stdout, "build: %d steps ok\n", len(steps))
		return 0
	})
}

const deployUsage = `usage: deploy NAME VERSION
Roll a service out at a version. Only operators have it: an agent changes the
configuration through submit and a person's approval.
`

// DeployCommand is `deploy`, which the example's agent workspace withholds.
func DeployCommand(f *Fleet) computerwelt.Command {
	return command("deploy", "roll a service out (operators only)", deployUsage, func(ctx context.Context, inv *computerwelt.Invocation) int {
		if len(inv.Args) != 3 {
			return usageError(inv, "want NAME VERSION")
		}
		if err := f.Deploy(inv.Args[1], inv.Args[2]); err != nil {
			return errorf(inv, "%v", err)
		}
		fmt.Fprintf(inv.Stdout, "deploy: %s now at %s\n", inv.Args[1], inv.Args[2])
		return 0
	})
}
