// Package admin is the host side of the worked example in examples/admin:
// an assistant administering the live configuration of a small fleet.
//
// It provides what only the host can: the extra commands (svc, config,
// route, flags, alerts, whoami --roles, ticket, build, deploy), the live
// status projection (a simulated fleet whose health changes over time),
// the audit projection over the store, and the Go validators that parse,
// schema-check, cross-check and render the configuration before a change
// can be submitted. Register wires them into a config.Registry under the
// names examples/admin/workspace.yaml uses.
//
// Every command reads the sandbox's filesystem through its Invocation
// (the configuration at $FLEET_CONFIG, default /config; logs at
// $FLEET_LOGS, default /var/log/fleet), never the host's.
package admin

import (
	"context"
	"io"
	"time"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/config"
	"github.com/computerwelt/computerwelt/review"
	"github.com/computerwelt/computerwelt/session"
	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/vfs"
)

// Names registered by Register.
const (
	CommandSet       = "admin"        // commands: [admin]
	StatusProjection = "status"       // kind: projection, name: status
	AuditProjection  = "audit"        // kind: projection, name: audit
	ParseValidator   = "admin.parse"  // func: admin.parse
	SchemaValidator  = "admin.schema" // func: admin.schema
	RenderValidator  = "admin.render" // func: admin.render
)

type options struct {
	now    func() time.Time
	period time.Duration
	roles  func(principal string) []string
	fleet  *Fleet
}

// Option configures Register.
type Option func(*options)

// WithClock sets the clock of the fleet simulation and projections.
func WithClock(now func() time.Time) Option { return func(o *options) { o.now = now } }

// WithPeriod sets how often the simulated fleet's state changes.
func WithPeriod(d time.Duration) Option { return func(o *options) { o.period = d } }

// WithRoles tells `whoami --roles` the roles of a session's principal
// (the server knows them from its tokens); the default says "agent".
func WithRoles(fn func(principal string) []string) Option {
	return func(o *options) { o.roles = fn }
}

// WithFleet uses an existing fleet (several registries, one world).
func WithFleet(f *Fleet) Option { return func(o *options) { o.fleet = f } }

// Register adds the example's commands, projections and validators to reg
// and returns the fleet they share. st is where the audit projection
// reads approvals from.
func Register(reg *config.Registry, st store.Store, opts ...Option) *Fleet {
	o := options{now: time.Now}
	for _, opt := range opts {
		opt(&o)
	}
	f := o.fleet
	if f == nil {
		f = NewFleet(o.now, o.period)
	}
	reg.Projection(StatusProjection, func() vfs.FS { return f.StatusFS() })
	reg.WorkspaceProjection(AuditProjection, func(ws string) vfs.FS { return AuditFS(st, ws, f.now) })
	reg.Commands(CommandSet, Commands(f)...)
	reg.SessionCommands(CommandSet, func(s *session.Session) []computerwelt.Command {
		return SessionCommands(f, s.Owner(), o.roles, s.Diff)
	})
	fsOf := func(s *session.Session) vfs.FS { return s.Sandbox().FS() }
	root := func(s *session.Session) string {
		if d := s.Workspace().Env["FLEET_CONFIG"]; d != "" {
			return d
		}
		return DefaultConfigRoot
	}
	reg.Validator(ParseValidator, review.Validator{
		Name: "parse",
		Func: func(ctx context.Context, s *session.Session, changed []string) (string, error) {
			return ParseChanged(ctx, fsOf(s), changed)
		},
	})
	reg.Validator(SchemaValidator, review.Validator{
		Name: "schema",
		Func: func(ctx context.Context, s *session.Session, changed []string) (string, error) {
			return CheckTree(ctx, fsOf(s), root(s))
		},
	})
	reg.Validator(RenderValidator, review.Validator{
		Name: "render",
		Func: func(ctx context.Context, s *session.Session, changed []string) (string, error) {
			return RenderAll(ctx, fsOf(s), root(s))
		},
	})
	return f
}

// Commands are the example's commands that need no session.
func Commands(f *Fleet) []computerwelt.Command {
	return []computerwelt.Command{
		RouteCommand(),
		FlagsCommand(),
		AlertsCommand(f),
		TicketCommand(),
		BuildCommand(),
		DeployCommand(f),
	}
}

// SessionCommands are the commands bound to a session: `svc` and `config`
// (whose diff-live and diff are the session's diff) and `whoami --roles`
// (who the session acts for).
func SessionCommands(f *Fleet, principal string, roles func(string) []string, diff func(ctx context.Context, w io.Writer, paths ...string) error) []computerwelt.Command {
	return []computerwelt.Command{
		SvcCommand(f, diff),
		ConfigCommand(diff),
		WhoamiCommand(principal, roles),
	}
}
