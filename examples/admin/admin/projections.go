package admin

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/vfs/projection"
)

// StatusFS is the live status tree, /proc-style, generated at each read:
//
//	time                   the moment of the read (RFC 3339)
//	summary                one line per service
//	services/NAME/health   healthy, degraded or down
//	services/NAME/ready    READY/DESIRED replicas
//	services/NAME/version  the running version
//	services/NAME/metrics  "metric value" lines
func (f *Fleet) StatusFS() *projection.FS {
	svc := func(name string, field func(ServiceState) string) projection.File {
		return func(ctx context.Context) ([]byte, error) {
			s, ok := f.Service(name, f.now())
			if !ok {
				return nil, fmt.Errorf("service %s is gone", name)
			}
			return []byte(field(s)), nil
		}
	}
	services := projection.Dir{}
	for _, name := range f.Names() {
		services[name] = projection.Dir{
			"health":  svc(name, func(s ServiceState) string { return s.Health + "\n" }),
			"ready":   svc(name, func(s ServiceState) string { return fmt.Sprintf("%d/%d\n", s.Ready, s.Replicas) }),
			"version": svc(name, func(s ServiceState) string { return s.Version + "\n" }),
			"metrics": svc(name, func(s ServiceState) string { return FormatMetrics(s.Metrics) }),
		}
	}
	return projection.New(projection.Dir{
		"time": projection.File(func(ctx context.Context) ([]byte, error) {
			return []byte(f.now().UTC().Format(time.RFC3339) + "\n"), nil
		}),
		"summary": projection.File(func(ctx context.Context) ([]byte, error) {
			now := f.now()
			return []byte("as of " + now.UTC().Format(time.RFC3339) + "\n" + Summary(f.State(now))), nil
		}),
		"services": services,
	}, projection.WithClock(f.now), projection.WithDescription("live status of the fleet, generated at each read"))
}

// maxAudit bounds what the audit view lists (the newest entries).
const maxAudit = 1000

// AuditFS is the audit view over a store: what was approved and rejected
// in one workspace ("" = all), generated at each read.
//
//	log              one line per decision: SEQ TIME ACTOR ACTION PROPOSAL SESSION DETAIL
//	proposals/ID     the decisions on one proposal, with the detail in full
func AuditFS(st store.Store, workspace string, now func() time.Time) *projection.FS {
	if now == nil {
		now = time.Now
	}
	entries := func(ctx context.Context, f store.AuditFilter) ([]store.AuditEntry, error) {
		f.Workspace = workspace
		es, err := st.Audit(ctx, f)
		if err != nil {
			return nil, fmt.Errorf("audit log unavailable: %w", err)
		}
		if len(es) > maxAudit {
			es = es[len(es)-maxAudit:]
		}
		return es, nil
	}
	return projection.New(projection.Dir{
		"log": projection.File(func(ctx context.Context) ([]byte, error) {
			es, err := entries(ctx, store.AuditFilter{})
			if err != nil {
				return nil, err
			}
			var b strings.Builder
			for _, e := range es {
				fmt.Fprintf(&b, "%d %s %s %s %s %s %s\n", e.Seq, e.Time.UTC().Format(time.RFC3339), e.Actor, e.Action, e.Proposal, e.Session, oneLine(e.Detail))
			}
			return []byte(b.String()), nil
		}),
		"proposals": projection.DirFunc(func(ctx context.Context) (map[string]projection.Node, error) {
			es, err := entries(ctx, store.AuditFilter{})
			if err != nil {
				return nil, err
			}
			out := map[string]projection.Node{}
			for _, e := range es {
				if e.Proposal == "" || strings.ContainsAny(e.Proposal, "/\x00") || e.Proposal == "." || e.Proposal == ".." {
					continue
				}
				id := e.Proposal
				out[id] = projection.File(func(ctx context.Context) ([]byte, error) {
					es, err := entries(ctx, store.AuditFilter{Proposal: id})
					if err != nil {
						return nil, err
					}
					var b strings.Builder
					for _, e := range es {
						fmt.Fprintf(&b, "%s %s by %s (session %s, workspace %s)\n%s\n\n", e.Time.UTC().Format(time.RFC3339), e.Action, e.Actor, e.Session, e.Workspace, strings.TrimRight(e.Detail, "\n"))
					}
					return []byte(b.String()), nil
				})
			}
			return out, nil
		}),
	}, projection.WithClock(now), projection.WithDescription("past approvals and rejections (the audit log), read-only"))
}

func oneLine(s string) string {
	s = strings.TrimSpace(s)
	s = strings.ReplaceAll(s, "\n", "; ")
	if len(s) > 200 {
		s = s[:200] + "..."
	}
	return s
}
