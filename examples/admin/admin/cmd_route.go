package admin

import (
	"context"
	"fmt"
	"net/url"
	"strings"

	"github.com/computerwelt/computerwelt"
)

const routeUsage = `usage: route test URL...    which route serves each URL, and the service behind it
       route test --all      check every route reaches an existing service

The routes are $FLEET_CONFIG/routing/routes.json (longest path prefix wins).
The status is 1 if a URL has no route or its service does not exist.
`

// RouteCommand is `route`.
func RouteCommand() computerwelt.Command {
	return command("route", "which service a URL reaches", routeUsage, func(ctx context.Context, inv *computerwelt.Invocation) int {
		args := inv.Args[1:]
		if len(args) == 0 || args[0] != "test" {
			return usageError(inv, "want: route test URL...")
		}
		urls := args[1:]
		if len(urls) == 0 {
			return usageError(inv, "test: missing URL")
		}
		t, st := loadTree(ctx, inv)
		if t == nil {
			return st
		}
		status := 0
		if len(urls) == 1 && urls[0] == "--all" {
			for _, r := range t.Routes {
				if t.Services[r.Service] == nil {
					fmt.Fprintf(inv.Stdout, "%s%s -> %s: NO SUCH SERVICE (%s:%d)\n", r.Host, r.Path, r.Service, t.RoutesFile, r.Line)
					status = 1
					continue
				}
				fmt.Fprintf(inv.Stdout, "%s%s -> %s ok\n", r.Host, r.Path, r.Service)
			}
			return status
		}
		for _, raw := range urls {
			u, err := url.Parse(raw)
			if err != nil || u.Host == "" {
				if !strings.Contains(raw, "://") {
					u, err = url.Parse("https://" + raw)
				}
				if err != nil || u.Host == "" {
					errorf(inv, "%q is not a URL", raw)
					status = 1
					continue
				}
			}
			p := u.Path
			if p == "" {
				p = "/"
			}
			r, ok := t.Match(u.Hostname(), p)
			if !ok {
				fmt.Fprintf(inv.Stdout, "%s: no route (404)\n", raw)
				status = 1
				continue
			}
			s := t.Services[r.Service]
			if s == nil {
				fmt.Fprintf(inv.Stdout, "%s: route %s%s (%s:%d) -> service %q, which does not exist (502)\n", raw, r.Host, r.Path, t.RoutesFile, r.Line, r.Service)
				status = 1
				continue
			}
			fmt.Fprintf(inv.Stdout, "%s: route %s%s -> %s (port %d, %d replicas, timeout %dms)\n", raw, r.Host, r.Path, s.Name, s.Port, s.Replicas, r.TimeoutMS)
		}
		return status
	})
}
