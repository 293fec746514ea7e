package admin

import (
	"fmt"
	"path"
	"sort"
	"strings"
)

// Render writes the effective configuration of one service: its own file
// with the routes that reach it, the flags that apply to it, its alert
// rules and the endpoints of its dependencies resolved. It fails when any
// of those refer to something missing or the service's files have errors:
// what deploys must be complete.
func (t *Tree) Render(name string) (string, error) {
	s := t.Services[name]
	if s == nil {
		return "", fmt.Errorf("no service %q (services: %s)", name, t.serviceNames())
	}
	var problems []string
	for _, d := range t.Diags {
		if d.File == s.File || t.mentions(d, name) {
			problems = append(problems, d.String())
		}
	}
	// A dependency whose file did not load has no service to resolve:
	// its file's problems are this render's too.
	for _, dep := range s.DependsOn {
		if t.Services[dep] != nil {
			continue
		}
		problems = append(problems, fmt.Sprintf("depends on %s, which did not load", dep))
		for _, d := range t.Diags {
			if strings.TrimSuffix(path.Base(d.File), path.Ext(d.File)) == dep {
				problems = append(problems, d.String())
			}
		}
	}
	if len(problems) > 0 {
		return "", fmt.Errorf("cannot render %s:\n  %s", name, strings.Join(problems, "\n  "))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# effective configuration of %s, rendered from %s\n", name, t.Root)
	fmt.Fprintf(&b, "service: %s\nteam: %s\nimage: %s\nreplicas: %d\nport: %d\nhealth: %s\n", s.Name, s.Team, s.Image, s.Replicas, s.Port, s.Health)
	if s.Resources.CPU != "" || s.Resources.Memory != "" {
		fmt.Fprintf(&b, "resources: {cpu: %s, memory: %s}\n", s.Resources.CPU, s.Resources.Memory)
	}
	b.WriteString("env:\n")
	env := map[string]string{}
	for k, v := range s.Env {
		env[k] = v
	}
	deps := append([]string(nil), s.DependsOn...)
	sort.Strings(deps)
	for _, d := range deps {
		ds := t.Services[d]
		env[strings.ToUpper(strings.ReplaceAll(d, "-", "_"))+"_ADDR"] = fmt.Sprintf("%s.fleet.internal:%d", ds.Name, ds.Port)
	}
	var flags []string
	for _, f := range t.Flags {
		if contains(f.Services, name) {
			flags = append(flags, f.Name)
		}
	}
	sort.Strings(flags)
	for _, fn := range flags {
		f := t.Flags[fn]
		env["FLAG_"+strings.ToUpper(fn)] = fmt.Sprintf("default=%t,rollout=%d", f.Default, f.Rollout)
	}
	keys := make([]string, 0, len(env))
	for k := range env {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Fprintf(&b, "  %s: %q\n", k, env[k])
	}
	b.WriteString("routes:\n")
	n := 0
	for _, r := range t.Routes {
		if r.Service == name {
			fmt.Fprintf(&b, "  - %s%s (timeout %dms)\n", r.Host, r.Path, r.TimeoutMS)
			n++
		}
	}
	if n == 0 {
		b.WriteString("  [] # internal only\n")
	}
	b.WriteString("alerts:\n")
	n = 0
	for _, a := range t.Alerts {
		if a.Service == name {
			fmt.Fprintf(&b, "  - %s: %s %s %v for %s (%s)\n", a.Name, a.Metric, a.Op, a.Threshold, a.For, a.Severity)
			n++
		}
	}
	if n == 0 {
		b.WriteString("  [] # none\n")
	}
	return b.String(), nil
}

// mentions reports whether a diagnostic is about a reference from or to
// the service (a route to it, a flag for it, its dependencies).
func (t *Tree) mentions(d Diag, name string) bool {
	return strings.Contains(d.Msg, fmt.Sprintf("no service %q", name)) ||
		strings.Contains(d.Msg, "service "+name+" ") ||
		d.File == t.Services[name].File
}

// ServiceNames returns the services, sorted.
func (t *Tree) ServiceNames() []string {
	names := make([]string, 0, len(t.Services))
	for n := range t.Services {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}
