package admin

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/computerwelt/computerwelt"
)

const alertsUsage = `usage: alerts simulate [--set SERVICE.METRIC=VALUE]...
       alerts list

simulate evaluates every alert rule of $FLEET_CONFIG/alerts/*.yaml against the
fleet's live metrics (see /status/services/*/metrics), with --set overriding
values to try a what-if, and prints which rules would fire. The status is 0
either way; 1 only for errors.
`

// AlertsCommand is `alerts`.
func AlertsCommand(f *Fleet) computerwelt.Command {
	return command("alerts", "see which alert rules would fire now", alertsUsage, func(ctx context.Context, inv *computerwelt.Invocation) int {
		args := inv.Args[1:]
		if len(args) == 0 {
			return usageError(inv, "missing subcommand (simulate or list)")
		}
		t, st := loadTree(ctx, inv)
		if t == nil {
			return st
		}
		switch args[0] {
		case "list":
			for _, a := range t.Alerts {
				fmt.Fprintf(inv.Stdout, "%-18s %-7s %s %s %v for %s (%s)\n", a.Name, a.Service, a.Metric, a.Op, a.Threshold, a.For, a.Severity)
			}
			return 0
		case "simulate":
		default:
			return usageError(inv, "unknown subcommand %q (simulate or list)", args[0])
		}
		now := f.now()
		metrics := map[string]map[string]float64{}
		for _, s := range f.State(now) {
			metrics[s.Name] = s.Metrics
		}
		rest := args[1:]
		for i := 0; i < len(rest); i++ {
			if rest[i] != "--set" || i+1 >= len(rest) {
				return usageError(inv, "want --set SERVICE.METRIC=VALUE, got %q", rest[i])
			}
			i++
			key, val, ok := strings.Cut(rest[i], "=")
			svc, metric, ok2 := strings.Cut(key, ".")
			v, err := strconv.ParseFloat(val, 64)
			if !ok || !ok2 || err != nil {
				return usageError(inv, "want --set SERVICE.METRIC=VALUE, got %q", rest[i])
			}
			if metrics[svc] == nil {
				return errorf(inv, "no running service %q", svc)
			}
			if !contains(Metrics, metric) {
				return errorf(inv, "unknown metric %q (known: %s)", metric, strings.Join(Metrics, ", "))
			}
			metrics[svc][metric] = v
		}
		fmt.Fprintf(inv.Stdout, "as of %s, %d rules:\n", now.UTC().Format(time.RFC3339), len(t.Alerts))
		firing := 0
		for _, a := range t.Alerts {
			m, ok := metrics[a.Service]
			if !ok {
				fmt.Fprintf(inv.Stdout, "  ?      %-18s service %s is not running\n", a.Name, a.Service)
				continue
			}
			v := m[a.Metric]
			fire := false
			switch a.Op {
			case ">":
				fire = v > a.Threshold
			case "<":
				fire = v < a.Threshold
			case ">=":
				fire = v >= a.Threshold
			case "<=":
				fire = v <= a.Threshold
			}
			mark := "ok    "
			if fire {
				mark = "FIRING"
				firing++
			}
			fmt.Fprintf(inv.Stdout, "  %s %-18s %s.%s = %v (%s %v, %s)\n", mark, a.Name, a.Service, a.Metric, v, a.Op, a.Threshold, a.Severity)
		}
		fmt.Fprintf(inv.Stdout, "%d firing\n", firing)
		return 0
	})
}
