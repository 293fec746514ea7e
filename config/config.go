// Package config reads the workspace configuration file of a computerwelt
// server: where it listens, where sessions are stored, the tokens that may
// use it, and the workspaces a conversation can run in (mounts, identity,
// limits, commands, validators). examples/admin/workspace.yaml is a full
// example.
//
// The file is YAML. Every problem is reported as "FILE:LINE: reason", all
// of them at once; unknown keys are errors, so a misspelt option never
// silently does nothing; YAML aliases are refused. Relative host paths
// (and a relative SQLite store path) resolve against the folder of the
// file, not the working directory of the process.
//
// # Keys
//
// Top level:
//
//	listen: HOST:PORT           the server's address (default: the server's, on loopback)
//	store: PATH | postgres://…  SQLite file or PostgreSQL URL (default: the server's)
//	tokens: [...]               who may connect
//	workspaces: [...]           at least one; the first is the default
//	workers:                    the server's worker processes (absent = its defaults)
//	  count: 4                  processes running turns; 0 runs them in the server's own process
//	  memory: 1GiB              resident memory a worker may use before it is killed
//	  grace: 2s                 time past a script's limit before its worker is killed
//	  recycle: 1000             turns after which a worker is replaced
//
// A token (the token itself is never in the file; `computerwelt token hash`
// prints the sha256 of one):
//
//   - name: alice               the principal; sessions belong to it
//     role: agent | admin       admin may also review and approve
//     sha256: 64 hex digits
//
// A workspace:
//
//   - name: admin               letters, digits, '.', '_', '-'
//     user: agent               $USER, whoami (default user)
//     hostname: fleet           (default sandbox)
//     dir: /config              initial working directory (default the home)
//     env: {NAME: value}        exported variables
//     limits:                   zero or absent = the library's default
//     timeout: 30s            durations as Go writes them (500ms, 2m)
//     max_commands: 100000    counts are whole numbers (1_000 allowed)
//     max_output: 1MiB        sizes: B, kB, KiB, MB, MiB, GB, GiB, TB, TiB
//     max_loop_iterations, max_call_depth, max_substitution_depth,
//     max_brace_expansion, max_glob_matches: counts
//     max_files, max_array_elements: counts
//     max_string, max_file, max_filesystem, max_memory: sizes
//     python: true              or {memory: 512MiB} (default off)
//     without: [curl, deploy]   withheld commands: absent, status 127
//     commands: [admin]         command sets the binary registered
//     mounts: [...]
//     validators: [...]
//
// A mount, by kind:
//
//   - {path: /config, kind: host, host: live}        read-only host folder
//   - {path: /config, kind: host, host: live, overlay: true}
//     writable per-session copy, kept with the session
//   - {..., overlay: true, review: true}
//     changes go to proposals (check, submit); approving
//     one writes the host folder
//   - {path: /docs, kind: docs, host: docs}          documents as text (a.pdf.txt)
//   - {path: /tmp, kind: memory}                     empty, writable, kept with the
//     session; ephemeral: true drops it with the session
//   - {path: /status, kind: projection, name: status} a tree the binary generates
//   - {kind: home}              the user's home (path default /home/USER), in
//     memory; with host: DIR, a writable copy of DIR
//
// Every mount takes description: TEXT, shown by `help` and `mount`.
//
// A validator (run by check and submit on the changes of review mounts):
//
//   - name: lint
//     func: admin.schema        a Go validator the binary registered, or
//     script: build             bash, run in a child shell of the session
//     paths: ["/config/**"]     globs over sandbox paths ("*.json": a name at
//     any depth); only changes that match run it
//     timeout: 30s
//
// Load checks what it can alone (syntax, types, host folders exist);
// Workspaces checks the names the binary must provide (projections,
// command sets, Go validators) against a Registry and builds the
// session.Workspace values.
package config

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"time"

	yaml "go.yaml.in/yaml/v3"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/session"
)

// Config is a parsed configuration file.
type Config struct {
	// File is the file's path as given to Load; Dir the absolute folder
	// relative host paths were resolved against.
	File, Dir string
	// Listen is the server's address ("" = the server's default, loopback).
	Listen string
	// Store is a SQLite file path (absolute after Load) or a postgres://
	// or postgresql:// URL; "" = the server's default.
	Store  string
	Tokens []Token
	// Specs are the workspaces as written; Workspaces builds them.
	Specs []WorkspaceSpec
	// Workers configures the server's worker processes.
	Workers Workers
}

// Workers is the workers: section. Zero fields (and Count when CountSet
// is false) leave the server's default.
type Workers struct {
	Count    int
	CountSet bool // count was written (0 = turns run in the server's process)
	Memory   int64
	Grace    time.Duration
	Recycle  int
}

// Roles of a token.
const (
	RoleAgent = "agent" // may run commands in its own conversations
	RoleAdmin = "admin" // may also review and approve proposals
)

// Token is an access token, stored as the sha256 (hex) of its text.
type Token struct {
	Name   string
	Role   string // RoleAgent or RoleAdmin
	SHA256 string // lower-case hex
	Line   int
}

// WorkspaceSpec is one workspace as written in the file.
type WorkspaceSpec struct {
	Name     string
	User     string // "" = "user"
	Hostname string
	Dir      string // initial working directory; "" = the home directory
	Env      map[string]string
	Limits   computerwelt.Limits
	// Python turns python3 on; PythonMemory caps its memory (0 = default).
	Python       bool
	PythonMemory int64
	// History bounds what the store keeps of each session's turns
	// (`history: {turns: 1000, bytes: 64MiB, output: 16KiB}`; zero
	// fields take session's defaults).
	History    session.History
	Without    []string // withheld command names
	Commands   []string // command sets the binary registered, by name
	Mounts     []MountSpec
	Validators []ValidatorSpec
	Line       int
}

// Mount kinds.
const (
	KindHost       = "host"       // a host folder: read-only, or overlaid
	KindDocs       = "docs"       // a host folder of documents served as text
	KindMemory     = "memory"     // an empty in-memory folder
	KindProjection = "projection" // a tree the binary generates (Registry.Projection)
	KindHome       = "home"       // the user's home: memory, or overlaid on a host folder
)

var kinds = []string{KindHost, KindDocs, KindMemory, KindProjection, KindHome}

// MountSpec is one mount as written in the file.
type MountSpec struct {
	Path        string // absolute path in the sandbox
	Kind        string
	Description string
	Host        string // absolute host folder (host, docs; optional for home)
	Name        string // projection name
	// Overlay makes a host (or home) folder writable in the sandbox through
	// a per-session copy-on-write overlay; the host folder never changes.
	Overlay bool
	// Review sends the overlay's changes to proposals; approving one
	// applies it to the host folder.
	Review bool
	// Ephemeral memory is dropped at the end of each turn instead of
	// persisted with the session.
	Ephemeral bool
	Line      int
}

// ValidatorSpec is one validator as written in the file: a bash script run
// in the session, or a Go function the binary registered.
type ValidatorSpec struct {
	Name    string
	Paths   []string // globs over sandbox paths ("/config/**.yaml", or "*.json" for a name at any depth); empty = all
	Script  string
	Func    string
	Timeout time.Duration
	Line    int
}

// DefaultFile is the file Load reads when given a folder.
const DefaultFile = "workspace.yaml"

// Load reads and checks a configuration file; given a folder, it reads
// the folder's workspace.yaml (`serve --workspace examples/admin`).
func Load(file string) (*Config, error) {
	if fi, err := os.Stat(file); err == nil && fi.IsDir() {
		file = filepath.Join(file, DefaultFile)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, fmt.Errorf("config: %w", err)
	}
	dir, err := filepath.Abs(filepath.Dir(file))
	if err != nil {
		return nil, fmt.Errorf("config: %w", err)
	}
	return parse(file, dir, data, true)
}

// Parse reads a configuration from data; name is used in messages and dir
// resolves relative host paths. Unlike Load it does not look at the host
// (host folders need not exist).
func Parse(name, dir string, data []byte) (*Config, error) {
	return parse(name, dir, data, false)
}

// RoleOf returns the role of the token named name ("" if none).
func (c *Config) RoleOf(name string) string {
	for _, t := range c.Tokens {
		if t.Name == name {
			return t.Role
		}
	}
	return ""
}

// Spec returns the workspace of that name as written, or nil.
func (c *Config) Spec(name string) *WorkspaceSpec {
	for i := range c.Specs {
		if c.Specs[i].Name == name {
			return &c.Specs[i]
		}
	}
	return nil
}

func parse(file, dir string, data []byte, checkHost bool) (*Config, error) {
	p := &parser{file: file}
	var doc yaml.Node
	dec := yaml.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			return nil, Errors{{File: file, Line: 1, Reason: errEmpty.Error()}}
		}
		return nil, Errors{yamlError(file, err)}
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); err == nil {
		return nil, Errors{{File: file, Line: extra.Line, Reason: "a second YAML document: the file must hold one"}}
	}
	if len(doc.Content) == 0 {
		return nil, Errors{{File: file, Line: 1, Reason: errEmpty.Error()}}
	}
	c := &Config{File: file, Dir: dir}
	if err := checkAliases(p, doc.Content[0]); err != nil {
		return nil, err
	}
	top := p.mapping(doc.Content[0], "config", "listen", "store", "tokens", "workspaces", "workers")
	c.Listen = p.str(top, "listen", "config")
	if c.Listen != "" && !strings.Contains(c.Listen, ":") {
		p.errorf(top["listen"].value, "listen: want HOST:PORT such as 127.0.0.1:8080, got %q", c.Listen)
	}
	c.Store = p.str(top, "store", "config")
	if c.Store != "" && !isPostgres(c.Store) {
		if strings.Contains(c.Store, "://") {
			p.errorf(top["store"].value, "store: want a SQLite file path or a postgres:// URL, got %q", c.Store)
		} else {
			c.Store = resolve(dir, c.Store)
		}
	}
	c.Tokens = p.tokens(p.list(top, "tokens", "config"))
	if f, ok := top["workers"]; ok {
		wm := p.mapping(f.value, "workers", "count", "memory", "grace", "recycle")
		_, c.Workers.CountSet = wm["count"]
		c.Workers.Count = p.integer(wm, "count", "workers")
		c.Workers.Memory = p.size(wm, "memory", "workers")
		if m := c.Workers.Memory; m != 0 && m < 64<<20 {
			p.errorf(wm["memory"].value, "workers.memory: at least 64MiB, got %d bytes", m)
		}
		c.Workers.Grace = p.duration(wm, "grace", "workers")
		c.Workers.Recycle = p.integer(wm, "recycle", "workers")
	}
	if _, ok := top["workspaces"]; !ok && len(p.errs) == 0 {
		p.errorf(doc.Content[0], "config: no workspaces (add a workspaces: list)")
	}
	names := map[string]int{}
	for _, n := range p.list(top, "workspaces", "config") {
		ws := p.workspace(n, dir, checkHost)
		if ws.Name == "" {
			continue
		}
		if line, dup := names[ws.Name]; dup {
			p.errorf(n, "workspace %q defined twice (first on line %d)", ws.Name, line)
			continue
		}
		names[ws.Name] = ws.Line
		c.Specs = append(c.Specs, ws)
	}
	if wf, ok := top["workspaces"]; ok && len(c.Specs) == 0 && len(p.errs) == 0 {
		p.errorf(wf.value, "config: workspaces: the list is empty")
	}
	if len(p.errs) > 0 {
		return nil, p.errs
	}
	return c, nil
}

// yamlError turns a yaml.v3 syntax error ("yaml: line 3: ...") into an
// *Error at that line.
func yamlError(file string, err error) *Error {
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	line := 0
	if m := yamlLine().FindStringSubmatch(msg); m != nil {
		fmt.Sscan(m[1], &line)
		msg = strings.TrimPrefix(msg, m[0])
	}
	if msg == "" {
		msg = "invalid YAML"
	}
	return &Error{File: file, Line: line, Reason: msg}
}

var yamlLine = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^line (\d+): `) })

// checkAliases refuses YAML aliases: a configuration has no use for them
// and they are the way to make a small file expand without bound.
func checkAliases(p *parser, n *yaml.Node) error {
	var walk func(*yaml.Node) *yaml.Node
	walk = func(n *yaml.Node) *yaml.Node {
		if n.Kind == yaml.AliasNode {
			return n
		}
		for _, c := range n.Content {
			if a := walk(c); a != nil {
				return a
			}
		}
		return nil
	}
	if a := walk(n); a != nil {
		return Errors{{File: p.file, Line: a.Line, Reason: "YAML aliases (*name) are not allowed in a configuration"}}
	}
	return nil
}

func isPostgres(s string) bool {
	return strings.HasPrefix(s, "postgres://") || strings.HasPrefix(s, "postgresql://")
}

func resolve(dir, p string) string {
	if filepath.IsAbs(p) {
		return filepath.Clean(p)
	}
	return filepath.Join(dir, p)
}

var hexSHA256 = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[0-9a-f]{64}$`) })

func (p *parser) tokens(items []*yaml.Node) []Token {
	var out []Token
	names := map[string]int{}
	hashes := map[string]int{}
	for _, n := range items {
		f := p.mapping(n, "token", "name", "role", "sha256")
		t := Token{Line: n.Line, Name: p.str(f, "name", "token"), Role: p.str(f, "role", "token"), SHA256: strings.ToLower(p.str(f, "sha256", "token"))}
		ok := true
		for _, k := range []string{"name", "role", "sha256"} {
			if _, has := f[k]; !has && n.Kind == yaml.MappingNode {
				p.errorf(n, "token: %s is required", k)
				ok = false
			}
		}
		if !ok || n.Kind != yaml.MappingNode {
			continue
		}
		if t.Role != RoleAgent && t.Role != RoleAdmin {
			p.errorf(f["role"].value, "token %q: role must be agent or admin, got %q", t.Name, t.Role)
			continue
		}
		if !hexSHA256().MatchString(t.SHA256) {
			p.errorf(f["sha256"].value, "token %q: sha256 must be 64 hex digits (the hash of the token, never the token itself)", t.Name)
			continue
		}
		if line, dup := names[t.Name]; dup {
			p.errorf(f["name"].value, "token name %q used twice (first on line %d)", t.Name, line)
			continue
		}
		if line, dup := hashes[t.SHA256]; dup {
			p.errorf(f["sha256"].value, "token %q: same sha256 as the token on line %d", t.Name, line)
			continue
		}
		names[t.Name], hashes[t.SHA256] = t.Line, t.Line
		out = append(out, t)
	}
	return out
}

var (
	workspaceName = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]*$`) })
	identName     = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[A-Za-z0-9_][A-Za-z0-9._-]*$`) })
	envName       = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`) })
)

func (p *parser) workspace(n *yaml.Node, dir string, checkHost bool) WorkspaceSpec {
	f := p.mapping(n, "workspace", "name", "user", "hostname", "dir", "env", "limits", "python",
		"without", "commands", "mounts", "validators", "history")
	ws := WorkspaceSpec{Line: n.Line}
	if n.Kind != yaml.MappingNode {
		return ws
	}
	name := p.str(f, "name", "workspace")
	switch {
	case name == "" && f["name"].value == nil:
		p.errorf(n, "workspace: name is required")
	case !workspaceName().MatchString(name):
		p.errorf(f["name"].value, "workspace: invalid name %q (letters, digits, '.', '_', '-')", name)
		name = ""
	}
	what := fmt.Sprintf("workspace %q", name)
	ws.User = p.str(f, "user", what)
	if ws.User != "" && !identName().MatchString(ws.User) {
		p.errorf(f["user"].value, "%s: invalid user name %q", what, ws.User)
	}
	ws.Hostname = p.str(f, "hostname", what)
	if ws.Hostname != "" && !identName().MatchString(ws.Hostname) {
		p.errorf(f["hostname"].value, "%s: invalid host name %q", what, ws.Hostname)
	}
	ws.Dir = p.str(f, "dir", what)
	if ws.Dir != "" && !cleanAbs(ws.Dir) {
		p.errorf(f["dir"].value, "%s: dir must be a clean absolute path, got %q", what, ws.Dir)
	}
	ws.Env = p.stringMap(f, "env", what)
	for k := range ws.Env {
		if !envName().MatchString(k) {
			p.errorf(f["env"].value, "%s: invalid variable name %q in env", what, k)
		}
	}
	if lf, ok := f["limits"]; ok {
		ws.Limits = p.limits(lf.value, what)
	}
	if pf, ok := f["python"]; ok {
		if pf.value.Kind == yaml.MappingNode {
			pm := p.mapping(pf.value, what+".python", "enabled", "memory")
			ws.Python = true
			if _, ok := pm["enabled"]; ok {
				ws.Python = p.boolean(pm, "enabled", what+".python")
			}
			ws.PythonMemory = p.size(pm, "memory", what+".python")
		} else {
			ws.Python = p.boolean(f, "python", what)
		}
	}
	if hf, ok := f["history"]; ok {
		hm := p.mapping(hf.value, what+".history", "turns", "bytes", "output")
		ws.History.Turns = p.integer(hm, "turns", what+".history")
		ws.History.Bytes = p.size(hm, "bytes", what+".history")
		ws.History.OutputBytes = p.intSize(hm, "output", what+".history")
	}
	ws.Without = p.strings(f, "without", what)
	ws.Commands = p.strings(f, "commands", what)
	paths := map[string]int{}
	for _, mn := range p.list(f, "mounts", what) {
		m, ok := p.mount(mn, what, dir, checkHost)
		if !ok {
			continue
		}
		if m.Path == "" { // a home mount without a path
			user := ws.User
			if user == "" {
				user = "user"
			}
			m.Path = computerwelt.HomeDir(user)
		}
		if line, dup := paths[m.Path]; dup {
			p.errorf(mn, "%s: two mounts at %s (first on line %d)", what, m.Path, line)
			continue
		}
		paths[m.Path] = m.Line
		ws.Mounts = append(ws.Mounts, m)
	}
	vnames := map[string]int{}
	for _, vn := range p.list(f, "validators", what) {
		v, ok := p.validator(vn, what)
		if !ok {
			continue
		}
		if line, dup := vnames[v.Name]; dup {
			p.errorf(vn, "%s: validator %q defined twice (first on line %d)", what, v.Name, line)
			continue
		}
		vnames[v.Name] = v.Line
		ws.Validators = append(ws.Validators, v)
	}
	ws.Name = name
	return ws
}

func cleanAbs(p string) bool { return strings.HasPrefix(p, "/") && path.Clean(p) == p }

func (p *parser) limits(n *yaml.Node, what string) computerwelt.Limits {
	what += ".limits"
	f := p.mapping(n, what, "timeout", "max_commands", "max_output", "max_loop_iterations",
		"max_call_depth", "max_substitution_depth", "max_string", "max_brace_expansion",
		"max_glob_matches", "max_file", "max_filesystem", "max_files", "max_array_elements", "max_memory")
	l := computerwelt.Limits{
		Timeout:              p.duration(f, "timeout", what),
		MaxCommands:          p.integer(f, "max_commands", what),
		MaxOutputBytes:       p.intSize(f, "max_output", what),
		MaxLoopIterations:    p.integer(f, "max_loop_iterations", what),
		MaxCallDepth:         p.integer(f, "max_call_depth", what),
		MaxSubstitutionDepth: p.integer(f, "max_substitution_depth", what),
		MaxStringBytes:       p.intSize(f, "max_string", what),
		MaxBraceExpansion:    p.integer(f, "max_brace_expansion", what),
		MaxGlobMatches:       p.integer(f, "max_glob_matches", what),
		MaxFileBytes:         p.size(f, "max_file", what),
		MaxFilesystemBytes:   p.size(f, "max_filesystem", what),
		MaxFiles:             p.integer(f, "max_files", what),
		MaxArrayElements:     p.integer(f, "max_array_elements", what),
		MaxMemoryBytes:       p.size(f, "max_memory", what),
	}
	return l
}

// intSize is a size that must fit an int field (output and string limits).
func (p *parser) intSize(f map[string]field, key, what string) int {
	n := p.size(f, key, what)
	if n > 1<<31-1 {
		p.errorf(f[key].value, "%s.%s: at most 2GiB", what, key)
		return 0
	}
	return int(n)
}

func (p *parser) mount(n *yaml.Node, ws, dir string, checkHost bool) (MountSpec, bool) {
	f := p.mapping(n, "mount", "path", "kind", "description", "host", "name", "overlay", "review", "ephemeral")
	m := MountSpec{Line: n.Line}
	if n.Kind != yaml.MappingNode {
		return m, false
	}
	errs := len(p.errs)
	m.Path = p.str(f, "path", "mount")
	m.Kind = p.str(f, "kind", "mount")
	switch {
	case f["path"].value == nil && m.Kind != KindHome:
		p.errorf(n, "%s: mount: path is required", ws)
	case m.Path == "/":
		p.errorf(f["path"].value, "%s: mount: cannot mount over / (it is the session's root)", ws)
	case m.Path != "" && !cleanAbs(m.Path):
		p.errorf(f["path"].value, "%s: mount: path must be a clean absolute path, got %q", ws, m.Path)
	}
	what := fmt.Sprintf("%s: mount %s", ws, m.Path)
	if f["kind"].value == nil {
		p.errorf(n, "%s: kind is required (%s)", what, strings.Join(kinds, ", "))
		return m, false
	}
	if !contains(kinds, m.Kind) {
		p.errorf(f["kind"].value, "%s: unknown kind %q (%s)", what, m.Kind, strings.Join(kinds, ", "))
		return m, false
	}
	m.Description = p.str(f, "description", what)
	m.Host = p.str(f, "host", what)
	m.Name = p.str(f, "name", what)
	m.Overlay = p.boolean(f, "overlay", what)
	m.Review = p.boolean(f, "review", what)
	m.Ephemeral = p.boolean(f, "ephemeral", what)

	// Keys that mean nothing for the kind are errors, like unknown keys.
	allowed := map[string][]string{
		KindHost:       {"host", "overlay", "review"},
		KindDocs:       {"host"},
		KindMemory:     {"ephemeral"},
		KindProjection: {"name"},
		KindHome:       {"host", "overlay", "review", "ephemeral"},
	}[m.Kind]
	for _, k := range []string{"host", "name", "overlay", "review", "ephemeral"} {
		if fk, ok := f[k]; ok && !contains(allowed, k) {
			p.errorf(fk.keyN, "%s: %q does not apply to a %s mount", what, k, m.Kind)
		}
	}
	switch m.Kind {
	case KindHost, KindDocs:
		if f["host"].value == nil {
			p.errorf(n, "%s: host (a host folder) is required for a %s mount", what, m.Kind)
		}
	case KindProjection:
		if f["name"].value == nil {
			p.errorf(n, "%s: name (the projection the binary provides) is required", what)
		}
	case KindHome:
		if m.Host == "" && (m.Overlay || m.Review) {
			p.errorf(n, "%s: overlay and review need a host folder under the home", what)
		}
		if m.Host != "" {
			m.Overlay = true // a home must be writable
		}
	}
	if m.Review && !m.Overlay {
		p.errorf(f["review"].keyN, "%s: review needs overlay: true (the changes to review are the overlay's)", what)
	}
	if m.Host != "" {
		m.Host = resolve(dir, m.Host)
		if checkHost {
			fi, err := os.Stat(m.Host)
			switch {
			case err != nil:
				p.errorf(f["host"].value, "%s: host folder %s: %v", what, m.Host, unwrapPath(err))
			case !fi.IsDir():
				p.errorf(f["host"].value, "%s: host folder %s is not a directory", what, m.Host)
			}
		}
	}
	return m, len(p.errs) == errs
}

// unwrapPath drops the *PathError's repetition of the path.
func unwrapPath(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}

func (p *parser) validator(n *yaml.Node, ws string) (ValidatorSpec, bool) {
	f := p.mapping(n, "validator", "name", "paths", "script", "func", "timeout")
	v := ValidatorSpec{Line: n.Line}
	if n.Kind != yaml.MappingNode {
		return v, false
	}
	errs := len(p.errs)
	v.Name = p.str(f, "name", "validator")
	if f["name"].value == nil {
		p.errorf(n, "%s: validator: name is required", ws)
	} else if v.Name != "" && !workspaceName().MatchString(v.Name) {
		p.errorf(f["name"].value, "%s: validator: invalid name %q", ws, v.Name)
	}
	what := fmt.Sprintf("%s: validator %q", ws, v.Name)
	v.Paths = p.strings(f, "paths", what)
	for i, g := range v.Paths {
		if strings.Contains(g, "/") && !strings.HasPrefix(g, "/") {
			p.errorf(f["paths"].value.Content[i], "%s: path pattern %q must be absolute, or a name pattern without / such as *.json", what, g)
		} else if _, err := path.Match(strings.ReplaceAll(g, "**", "*"), ""); err != nil {
			p.errorf(f["paths"].value.Content[i], "%s: bad path pattern %q", what, g)
		}
	}
	v.Script = p.str(f, "script", what)
	v.Func = p.str(f, "func", what)
	_, hasScript := f["script"]
	_, hasFunc := f["func"]
	switch {
	case hasScript && hasFunc:
		p.errorf(n, "%s: give script or func, not both", what)
	case !hasScript && !hasFunc:
		p.errorf(n, "%s: script (bash run in the session) or func (a Go validator the binary provides) is required", what)
	case hasScript && strings.TrimSpace(v.Script) == "" && f["script"].value.Kind == yaml.ScalarNode:
		p.errorf(f["script"].value, "%s: script is empty", what)
	}
	v.Timeout = p.duration(f, "timeout", what)
	return v, len(p.errs) == errs
}
