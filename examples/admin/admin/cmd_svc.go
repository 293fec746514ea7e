package admin

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/vfs"
)

const svcUsage = `usage: svc status [NAME]          health, replicas, version and key metrics (live)
       svc logs NAME [-n N] [--level LEVEL]
                                  the last N lines (default 20) of the service's log,
                                  only LEVEL (INFO, WARN, ERROR) and above if given
       svc diff-live NAME         your edits to the service's config against the live one

Services are what runs; their configuration is in $FLEET_CONFIG (/config),
their logs in $FLEET_LOGS (/var/log/fleet), their status in /status.
`

// DiffFunc writes the session's diff for the given sandbox paths
// (session.Session.Diff in a session).
type DiffFunc func(ctx context.Context, w io.Writer, paths ...string) error

// SvcCommand is `svc`. diff, when not nil, serves `svc diff-live` (it
// needs the session's overlay, so the session-bound set passes it).
func SvcCommand(f *Fleet, diff DiffFunc) computerwelt.Command {
	return command("svc", "status, logs and config diff of one service", svcUsage, func(ctx context.Context, inv *computerwelt.Invocation) int {
		args := inv.Args[1:]
		if len(args) == 0 {
			return usageError(inv, "missing subcommand (status, logs or diff-live)")
		}
		switch args[0] {
		case "status":
			return svcStatus(inv, f, args[1:])
		case "logs":
			return svcLogs(ctx, inv, args[1:])
		case "diff-live":
			if len(args) != 2 {
				return usageError(inv, "diff-live: want one service name")
			}
			name := args[1]
			if !nameRE().MatchString(name) {
				return errorf(inv, "invalid service name %q", name)
			}
			file := path.Join(configRoot(inv), "services", name+".yaml")
			if _, err := inv.FS.Stat(ctx, file); err != nil {
				if _, lerr := inv.FS.Lstat(ctx, file); lerr != nil && !f.known(name) {
					return errorf(inv, "no service %q", name)
				}
			}
			if diff == nil {
				return errorf(inv, "diff-live needs a session (this sandbox has no live base to compare with)")
			}
			var b strings.Builder
			if err := diff(ctx, &b, file); err != nil {
				return errorf(inv, "%v", err)
			}
			if b.Len() == 0 {
				fmt.Fprintf(inv.Stdout, "%s: no changes against the live configuration\n", file)
				return 0
			}
			io.WriteString(inv.Stdout, b.String())
			return 0
		}
		return usageError(inv, "unknown subcommand %q (status, logs or diff-live)", args[0])
	})
}

func (f *Fleet) known(name string) bool {
	for _, n := range f.Names() {
		if n == name {
			return true
		}
	}
	return false
}

func svcStatus(inv *computerwelt.Invocation, f *Fleet, args []string) int {
	now := f.now()
	if len(args) == 0 {
		fmt.Fprintf(inv.Stdout, "as of %s\n%s", now.UTC().Format(time.RFC3339), Summary(f.State(now)))
		return 0
	}
	status := 0
	for _, name := range args {
		s, ok := f.Service(name, now)
		if !ok {
			errorf(inv, "no running service %q (running: %s)", name, strings.Join(f.Names(), ", "))
			status = 1
			continue
		}
		fmt.Fprintf(inv.Stdout, "%s: %s, %d/%d ready, version %s, as of %s\n", s.Name, s.Health, s.Ready, s.Replicas, s.Version, now.UTC().Format(time.RFC3339))
		for _, ln := range strings.Split(strings.TrimSuffix(FormatMetrics(s.Metrics), "\n"), "\n") {
			fmt.Fprintf(inv.Stdout, "  %s\n", ln)
		}
	}
	return status
}

var levels = map[string]int{"INFO": 0, "WARN": 1, "ERROR": 2}

func svcLogs(ctx context.Context, inv *computerwelt.Invocation, args []string) int {
	n, level, name := 20, "", ""
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-n" || a == "--level":
			if i+1 >= len(args) {
				return usageError(inv, "option %s needs a value", a)
			}
			i++
			if a == "-n" {
				v, err := strconv.Atoi(args[i])
				if err != nil || v < 0 {
					return usageError(inv, "invalid number of lines: %q", args[i])
				}
				n = v
			} else {
				level = strings.ToUpper(args[i])
				if _, ok := levels[level]; !ok {
					return usageError(inv, "invalid level %q (INFO, WARN or ERROR)", args[i])
				}
			}
		case strings.HasPrefix(a, "-") && a != "-":
			return usageError(inv, "unknown option %s", a)
		case name == "":
			name = a
		default:
			return usageError(inv, "logs: want one service name")
		}
	}
	if name == "" {
		return usageError(inv, "logs: missing service name")
	}
	if !nameRE().MatchString(name) {
		return errorf(inv, "invalid service name %q", name)
	}
	file := path.Join(logDir(inv), name+".log")
	fl, err := vfs.Open(ctx, inv.FS, file)
	if err != nil {
		return errorf(inv, "%s: %s", file, vfs.Strerror(err))
	}
	defer fl.Close()
	// Keep the last n matching lines only: logs grow without bound.
	ring := make([]string, 0, n)
	sc := bufio.NewScanner(fl)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		if ctx.Err() != nil {
			return 130
		}
		line := sc.Text()
		if level != "" {
			fs := strings.Fields(line)
			if len(fs) < 2 || levels[fs[1]] < levels[level] {
				continue
			}
		}
		if n == 0 {
			continue
		}
		if len(ring) == n {
			ring = ring[1:]
		}
		ring = append(ring, line)
	}
	if err := sc.Err(); err != nil {
		return errorf(inv, "%s: %v", file, err)
	}
	for _, l := range ring {
		if _, err := fmt.Fprintln(inv.Stdout, l); err != nil {
			return 1
		}
	}
	return 0
}
