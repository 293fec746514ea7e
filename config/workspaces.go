package config

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/review"
	"github.com/computerwelt/computerwelt/session"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/docfs"
	"github.com/computerwelt/computerwelt/vfs/hostfs"
)

// Registry maps the names a configuration file uses to what the binary
// provides: projections (trees generated on read), command sets, session
// command sets and Go validators. A name the file uses and the registry
// lacks is an error of Workspaces, at the line that uses it.
type Registry struct {
	projections map[string]func(workspace string) vfs.FS
	commands    map[string][]computerwelt.Command
	sessionCmds map[string]func(*session.Session) []computerwelt.Command
	validators  map[string]review.Validator
	review      func([]review.Validator) func(*session.Session) []computerwelt.Command
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry {
	return &Registry{
		projections: map[string]func(string) vfs.FS{},
		commands:    map[string][]computerwelt.Command{},
		sessionCmds: map[string]func(*session.Session) []computerwelt.Command{},
		validators:  map[string]review.Validator{},
	}
}

// Projection registers a tree for `kind: projection` mounts named name;
// fn is called once per workspace that mounts it.
func (r *Registry) Projection(name string, fn func() vfs.FS) {
	r.projections[name] = func(string) vfs.FS { return fn() }
}

// WorkspaceProjection is Projection for a tree that depends on the
// workspace mounting it (such as an audit view showing only that
// workspace's decisions): fn gets the workspace's name.
func (r *Registry) WorkspaceProjection(name string, fn func(workspace string) vfs.FS) {
	r.projections[name] = fn
}

// Commands registers (or extends) a command set for a workspace's
// `commands:` list.
func (r *Registry) Commands(name string, cmds ...computerwelt.Command) {
	r.commands[name] = append(r.commands[name], cmds...)
}

// SessionCommands registers commands bound to one session (they may use
// its overlays, diff and owner) under a command set name; a workspace
// listing name in `commands:` gets them along with any plain commands of
// that name.
func (r *Registry) SessionCommands(name string, fn func(*session.Session) []computerwelt.Command) {
	r.sessionCmds[name] = fn
}

// Validator registers a Go validator for `func: name`. The file's name,
// paths and timeout override v's.
func (r *Registry) Validator(name string, v review.Validator) { r.validators[name] = v }

// Review sets how a workspace's validators become its check and submit
// commands (typically a Reviewer's Commands with default names). Without
// it, workspaces with validators get no check/submit.
func (r *Registry) Review(fn func(validators []review.Validator) func(*session.Session) []computerwelt.Command) {
	r.review = fn
}

// Workspaces builds the file's workspaces: host folders opened (read-only;
// the targets of review mounts writable), projections and command sets
// looked up in reg, validators resolved. Errors name the file and line.
func (c *Config) Workspaces(ctx context.Context, reg *Registry) ([]session.Workspace, error) {
	if reg == nil {
		reg = NewRegistry()
	}
	var errs Errors
	fail := func(line int, format string, args ...any) {
		errs = append(errs, &Error{File: c.File, Line: line, Reason: fmt.Sprintf(format, args...)})
	}
	var out []session.Workspace
	for _, spec := range c.Specs {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		ws := session.Workspace{
			Name:     spec.Name,
			Dir:      spec.Dir,
			Username: spec.User,
			Hostname: spec.Hostname,
			Env:      spec.Env,
			Limits:   spec.Limits,
			Without:  spec.Without,
			History:  spec.History,
		}
		if spec.Python {
			ws.Python = &computerwelt.PythonConfig{MemoryLimitBytes: uint64(spec.PythonMemory)}
		}
		what := fmt.Sprintf("workspace %q", spec.Name)
		var bound []func(*session.Session) []computerwelt.Command
		for _, name := range spec.Commands {
			cmds, plain := reg.commands[name]
			sc, perSession := reg.sessionCmds[name]
			if !plain && !perSession {
				fail(spec.Line, "%s: no command set %q in this binary (it has: %s)", what, name, names(keys(reg.commands), keys(reg.sessionCmds)))
				continue
			}
			ws.Commands = append(ws.Commands, cmds...)
			if perSession {
				bound = append(bound, sc)
			}
		}
		for _, ms := range spec.Mounts {
			m, err := c.mount(spec.Name, spec.User, ms, reg)
			if err != nil {
				fail(ms.Line, "%s: mount %s: %v", what, ms.Path, err)
				continue
			}
			ws.Mounts = append(ws.Mounts, m)
		}
		var vals []review.Validator
		for _, vs := range spec.Validators {
			v := review.Validator{Name: vs.Name, Paths: vs.Paths, Script: vs.Script, Timeout: vs.Timeout}
			if vs.Func != "" {
				g, ok := reg.validators[vs.Func]
				if !ok {
					fail(vs.Line, "%s: validator %q: no Go validator %q in this binary (it has: %s)", what, vs.Name, vs.Func, names(keys(reg.validators)))
					continue
				}
				v.Func = g.Func
				if v.Paths == nil {
					v.Paths = g.Paths
				}
				if v.Timeout == 0 {
					v.Timeout = g.Timeout
				}
			}
			vals = append(vals, v)
		}
		if len(vals) > 0 {
			if reg.review == nil {
				fail(spec.Line, "%s: has validators but this binary gives no review commands (check, submit)", what)
			} else {
				bound = append(bound, reg.review(vals))
			}
		}
		if len(bound) > 0 {
			ws.SessionCommands = func(s *session.Session) []computerwelt.Command {
				var cmds []computerwelt.Command
				for _, b := range bound {
					cmds = append(cmds, b(s)...)
				}
				return cmds
			}
		}
		out = append(out, ws)
	}
	if len(errs) > 0 {
		return nil, errs
	}
	return out, nil
}

func (c *Config) mount(workspace, user string, ms MountSpec, reg *Registry) (session.Mount, error) {
	m := session.Mount{Path: ms.Path, Description: ms.Description}
	switch ms.Kind {
	case KindHost, KindDocs, KindHome:
		if ms.Host == "" { // a home in memory
			m.Mode = session.Scratch
			if ms.Ephemeral {
				m.Mode = session.Ephemeral
			}
			if m.Description == "" {
				m.Description = "your home, in-memory, writable, kept with the session"
			}
			return m, nil
		}
		if user == "" {
			user = "user"
		}
		fsys, err := hostfs.New(ms.Host, computerwelt.HostOwner(user), hostfs.MountedAt(ms.Path))
		if err != nil {
			return m, err
		}
		m.FS, m.Mode = fsys, session.ReadOnly
		if ms.Kind == KindDocs {
			m.FS = docfs.New(fsys)
			if m.Description == "" {
				m.Description = "documents as text (report.pdf reads as report.pdf.txt), read-only"
			}
		}
		if ms.Overlay {
			m.Mode = session.Overlay
		}
		if ms.Review {
			target, err := hostfs.New(ms.Host, hostfs.Writable(), hostfs.MountedAt(ms.Path))
			if err != nil {
				return m, err
			}
			m.Review, m.Target = true, target
		}
		if m.Description == "" {
			switch {
			case ms.Review:
				m.Description = "writable copy; changes reach the original only through submit and a person's approval"
			case ms.Overlay:
				m.Description = "writable copy, kept with the session"
			default:
				m.Description = "read-only"
			}
		}
	case KindMemory:
		m.Mode = session.Scratch
		if ms.Ephemeral {
			m.Mode = session.Ephemeral
		}
		if m.Description == "" {
			m.Description = "in-memory, writable"
		}
	case KindProjection:
		fn, ok := reg.projections[ms.Name]
		if !ok {
			return m, fmt.Errorf("no projection %q in this binary (it has: %s)", ms.Name, names(keys(reg.projections)))
		}
		m.FS, m.Mode = fn(workspace), session.ReadOnly
		if m.FS == nil {
			return m, fmt.Errorf("projection %q gave no filesystem", ms.Name)
		}
		if m.Description == "" {
			m.Description = "generated by the host at each read, read-only"
			if d, ok := m.FS.(vfs.Describer); ok && d.Describe() != "" {
				m.Description = d.Describe()
			}
		}
	default:
		return m, fmt.Errorf("unknown kind %q", ms.Kind)
	}
	return m, nil
}

func keys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

// names lists names for messages, sorted, without repeats.
func names(lists ...[]string) string {
	seen := map[string]bool{}
	var out []string
	for _, l := range lists {
		for _, k := range l {
			if !seen[k] {
				seen[k] = true
				out = append(out, k)
			}
		}
	}
	if len(out) == 0 {
		return "none"
	}
	sort.Strings(out)
	return strings.Join(out, ", ")
}
