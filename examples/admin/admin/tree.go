package admin

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pelletier/go-toml/v2"
	yaml "go.yaml.in/yaml/v3"

	"github.com/computerwelt/computerwelt/vfs"
)

// The configuration tree of the fleet, as found under the config root
// (/config in the example):
//
//	services/NAME.yaml    one service each
//	routing/routes.json   which host and path prefix go to which service
//	flags/*.toml          feature flags, one table each
//	alerts/*.yaml         alert rules over the services' metrics
//	BUILD                 the steps `build` runs

// Service is services/NAME.yaml.
type Service struct {
	Name      string            `yaml:"name"`
	Team      string            `yaml:"team"`
	Image     string            `yaml:"image"`
	Replicas  int               `yaml:"replicas"`
	Port      int               `yaml:"port"`
	Health    string            `yaml:"health"`
	DependsOn []string          `yaml:"depends_on"`
	Env       map[string]string `yaml:"env"`
	Resources struct {
		CPU    string `yaml:"cpu"`
		Memory string `yaml:"memory"`
	} `yaml:"resources"`

	File string `yaml:"-"`
	Line int    `yaml:"-"`
	// lines of the keys, for diagnostics
	lines map[string]int
}

// Route is one entry of routing/routes.json.
type Route struct {
	Host      string `yaml:"host" json:"host"`
	Path      string `yaml:"path" json:"path"`
	Service   string `yaml:"service" json:"service"`
	TimeoutMS int    `yaml:"timeout_ms" json:"timeout_ms"`
	Line      int    `yaml:"-" json:"-"`
}

// Flag is one table of a flags/*.toml file.
type Flag struct {
	Name        string   `toml:"-"`
	Description string   `toml:"description"`
	Owner       string   `toml:"owner"`
	Services    []string `toml:"services"`
	Default     bool     `toml:"default"`
	Rollout     int      `toml:"rollout"`
	File        string   `toml:"-"`
	Line        int      `toml:"-"`
}

// Alert is one rule of an alerts/*.yaml file.
type Alert struct {
	Name      string  `yaml:"name"`
	Service   string  `yaml:"service"`
	Metric    string  `yaml:"metric"`
	Op        string  `yaml:"op"`
	Threshold float64 `yaml:"threshold"`
	For       string  `yaml:"for"`
	Severity  string  `yaml:"severity"`
	File      string  `yaml:"-"`
	Line      int     `yaml:"-"`
}

// Diag is one problem found in the tree, printed as FILE:LINE: message.
type Diag struct {
	File string
	Line int
	Msg  string
}

func (d Diag) String() string {
	if d.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", d.File, d.Line, d.Msg)
	}
	return fmt.Sprintf("%s: %s", d.File, d.Msg)
}

// Tree is the parsed configuration.
type Tree struct {
	Root       string
	Services   map[string]*Service
	Routes     []Route
	RoutesFile string
	Flags      map[string]*Flag
	Alerts     []Alert
	Build      []BuildStep
	BuildFile  string
	// Diags are the parse and schema problems (Check adds the cross
	// references).
	Diags []Diag
	// Files are the files read, for `config lint` to report on.
	Files []string
	// broken are services whose file exists but has errors: references
	// to them are not reported again as references to nothing.
	broken map[string]bool
}

// BuildStep is one line of BUILD.
type BuildStep struct {
	Name, Command string
	Line          int
}

// Metrics a service reports (and alert rules may use).
var Metrics = []string{"error_rate", "p99_ms", "cpu_pct", "memory_pct", "replica_lag_s", "healthy_replicas"}

// maxConfigFile bounds one file of the tree: the config is small, and a
// file past this is a mistake (or an attack) not to parse.
const maxConfigFile = 4 << 20

func (t *Tree) diag(file string, line int, format string, args ...any) {
	t.Diags = append(t.Diags, Diag{file, line, fmt.Sprintf(format, args...)})
}

// Load reads and checks the tree under root: every file parsed, every
// schema checked, every cross reference resolved. It fails only when root
// itself cannot be read; problems in files are Diags.
func Load(ctx context.Context, fsys vfs.FS, root string) (*Tree, error) {
	t := &Tree{Root: root, Services: map[string]*Service{}, Flags: map[string]*Flag{}, broken: map[string]bool{}}
	if _, err := fsys.Stat(ctx, root); err != nil {
		return nil, err
	}
	read := func(dir, ext string, fn func(file string, data []byte)) error {
		ents, err := fsys.ReadDir(ctx, path.Join(root, dir))
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		if err != nil {
			return err
		}
		for _, e := range ents {
			if err := ctx.Err(); err != nil {
				return err
			}
			if e.IsDir() || !strings.HasSuffix(e.Name(), ext) {
				continue
			}
			file := path.Join(root, dir, e.Name())
			data, err := readBounded(ctx, fsys, file)
			if err != nil {
				t.diag(file, 0, "%s", vfs.Strerror(err))
				continue
			}
			t.Files = append(t.Files, file)
			fn(file, data)
		}
		return nil
	}
	for _, ext := range []string{".yaml", ".yml"} {
		if err := read("services", ext, t.parseService); err != nil {
			return nil, err
		}
	}
	t.RoutesFile = path.Join(root, "routing/routes.json")
	if data, err := readBounded(ctx, fsys, t.RoutesFile); err == nil {
		t.Files = append(t.Files, t.RoutesFile)
		t.parseRoutes(t.RoutesFile, data)
	} else if !errors.Is(err, fs.ErrNotExist) {
		t.diag(t.RoutesFile, 0, "%s", vfs.Strerror(err))
	}
	if err := read("flags", ".toml", t.parseFlags); err != nil {
		return nil, err
	}
	for _, ext := range []string{".yaml", ".yml"} {
		if err := read("alerts", ext, t.parseAlerts); err != nil {
			return nil, err
		}
	}
	t.BuildFile = path.Join(root, "BUILD")
	if data, err := readBounded(ctx, fsys, t.BuildFile); err == nil {
		t.Files = append(t.Files, t.BuildFile)
		t.parseBuild(t.BuildFile, data)
	}
	t.crossCheck()
	sort.SliceStable(t.Diags, func(i, j int) bool {
		if t.Diags[i].File != t.Diags[j].File {
			return t.Diags[i].File < t.Diags[j].File
		}
		return t.Diags[i].Line < t.Diags[j].Line
	})
	return t, nil
}

func readBounded(ctx context.Context, fsys vfs.FS, name string) ([]byte, error) {
	fi, err := fsys.Stat(ctx, name)
	if err != nil {
		return nil, err
	}
	if fi.IsDir() {
		return nil, vfs.PathError("read", name, vfs.ErrIsDir)
	}
	if fi.Size() > maxConfigFile {
		return nil, vfs.PathError("read", name, vfs.ErrFileTooLarge)
	}
	return vfs.ReadFile(ctx, fsys, name)
}

// yamlDoc parses one YAML document into a node, reporting syntax errors
// with their line. Aliases are refused (a config has no use for them and
// they can expand without bound).
func (t *Tree) yamlDoc(file string, data []byte) (*yaml.Node, bool) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		line, msg := yamlErrLine(err)
		t.diag(file, line, "invalid YAML: %s", msg)
		return nil, false
	}
	if len(doc.Content) == 0 {
		t.diag(file, 1, "empty file")
		return nil, false
	}
	if a := findAlias(&doc); a != nil {
		t.diag(file, a.Line, "YAML aliases are not allowed")
		return nil, false
	}
	return doc.Content[0], true
}

var yamlLineRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`line (\d+): `) })

func yamlErrLine(err error) (int, string) {
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	msg = strings.TrimPrefix(msg, "unmarshal errors:\n  ")
	if m := yamlLineRE().FindStringSubmatchIndex(msg); m != nil {
		n, _ := strconv.Atoi(msg[m[2]:m[3]])
		return n, strings.TrimSpace(msg[:m[0]] + msg[m[1]:])
	}
	return 0, msg
}

func findAlias(n *yaml.Node) *yaml.Node {
	if n.Kind == yaml.AliasNode {
		return n
	}
	for _, c := range n.Content {
		if a := findAlias(c); a != nil {
			return a
		}
	}
	return nil
}

// keys checks a mapping's keys against known ones and returns their lines.
func (t *Tree) keys(file string, n *yaml.Node, what string, known ...string) (map[string]int, bool) {
	if n.Kind != yaml.MappingNode {
		t.diag(file, n.Line, "%s: want a mapping", what)
		return nil, false
	}
	lines := map[string]int{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k := n.Content[i]
		switch {
		case !contains(known, k.Value):
			t.diag(file, k.Line, "%s: unknown key %q (known: %s)", what, k.Value, strings.Join(known, ", "))
		case lines[k.Value] != 0:
			t.diag(file, k.Line, "%s: key %q repeated", what, k.Value)
		default:
			lines[k.Value] = k.Line
		}
	}
	return lines, true
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// decode decodes n into v, reporting type errors at their lines.
func (t *Tree) decode(file string, n *yaml.Node, v any) bool {
	if err := n.Decode(v); err != nil {
		var te *yaml.TypeError
		if errors.As(err, &te) {
			for _, e := range te.Errors {
				line, msg := yamlErrLine(errors.New(e))
				t.diag(file, line, "%s", friendlyType(msg))
			}
			return false
		}
		line, msg := yamlErrLine(err)
		t.diag(file, line, "%s", msg)
		return false
	}
	return true
}

var typeErrRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile("cannot unmarshal !!(\\w+) `([^`]*)` into (\\S+)") })

// friendlyType turns yaml.v3's "cannot unmarshal !!str `x` into int" into
// words a person reads.
func friendlyType(msg string) string {
	m := typeErrRE().FindStringSubmatch(msg)
	if m == nil {
		return msg
	}
	want := map[string]string{"int": "a whole number", "float64": "a number", "bool": "true or false", "string": "text"}[m[3]]
	if strings.HasPrefix(m[3], "[]") {
		want = "a list"
	} else if strings.HasPrefix(m[3], "map[") || strings.HasPrefix(m[3], "struct") {
		want = "a mapping"
	} else if want == "" {
		want = m[3]
	}
	got := m[2]
	if m[1] == "seq" {
		got = "a list"
	} else if m[1] == "map" {
		got = "a mapping"
	}
	return fmt.Sprintf("want %s, got %s", want, got)
}

var serviceKeys = []string{"name", "team", "image", "replicas", "port", "health", "depends_on", "env", "resources"}

var (
	nameRE  = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[a-z][a-z0-9-]*$`) })
	imageRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^[a-z0-9.-]+(:[0-9]+)?(/[a-z0-9._-]+)+:([A-Za-z0-9._-]+)$`)
	})
	cpuRE    = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^([0-9]+m|[0-9]+(\.[0-9]+)?)$`) })
	memoryRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[0-9]+(Mi|Gi)$`) })
)

func (t *Tree) parseService(file string, data []byte) {
	want := strings.TrimSuffix(strings.TrimSuffix(path.Base(file), ".yaml"), ".yml")
	t.broken[want] = true // until it parses
	n, ok := t.yamlDoc(file, data)
	if !ok {
		return
	}
	lines, ok := t.keys(file, n, "service", serviceKeys...)
	if !ok {
		return
	}
	s := &Service{File: file, Line: n.Line, lines: lines}
	if !t.decode(file, n, s) {
		return
	}
	at := func(k string) int {
		if l := lines[k]; l > 0 {
			return l
		}
		return n.Line
	}
	switch {
	case s.Name == "":
		t.diag(file, at("name"), "name is required")
	case s.Name != want:
		t.diag(file, at("name"), "name %q does not match the file name (want %q)", s.Name, want)
	case !nameRE().MatchString(s.Name):
		t.diag(file, at("name"), "invalid service name %q (lower-case letters, digits, '-')", s.Name)
	}
	if s.Team == "" {
		t.diag(file, at("team"), "team is required")
	}
	if m := imageRE().FindStringSubmatch(s.Image); m == nil {
		t.diag(file, at("image"), "image %q: want REGISTRY/REPO:TAG", s.Image)
	} else if m[3] == "latest" {
		t.diag(file, at("image"), "image %q: pin a version, not latest", s.Image)
	}
	if s.Replicas < 1 || s.Replicas > 50 {
		t.diag(file, at("replicas"), "replicas must be from 1 to 50, got %d", s.Replicas)
	}
	if s.Port < 1 || s.Port > 65535 {
		t.diag(file, at("port"), "port must be from 1 to 65535, got %d", s.Port)
	}
	if !strings.HasPrefix(s.Health, "/") {
		t.diag(file, at("health"), "health must be an HTTP path such as /healthz, got %q", s.Health)
	}
	for k := range s.Env {
		if !regexp.MustCompile(`^[A-Z_][A-Z0-9_]*$`).MatchString(k) {
			t.diag(file, at("env"), "env: invalid variable name %q", k)
		}
	}
	if s.Resources.CPU != "" && !cpuRE().MatchString(s.Resources.CPU) {
		t.diag(file, at("resources"), "resources.cpu %q: want millicores such as 500m or cores such as 2", s.Resources.CPU)
	}
	if s.Resources.Memory != "" && !memoryRE().MatchString(s.Resources.Memory) {
		t.diag(file, at("resources"), "resources.memory %q: want a size such as 512Mi or 2Gi", s.Resources.Memory)
	}
	if s.Name == want {
		t.Services[s.Name] = s
		delete(t.broken, want)
	}
}

func (t *Tree) parseRoutes(file string, data []byte) {
	// encoding/json says what is wrong with a JSON file and where; the
	// YAML parser (JSON is YAML) gives the line of each route after.
	if err := json.Unmarshal(data, new(any)); err != nil {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			t.diag(file, lineAt(data, se.Offset), "invalid JSON: %v", err)
		} else {
			t.diag(file, 0, "invalid JSON: %v", err)
		}
		return
	}
	n, ok := t.yamlDoc(file, data)
	if !ok {
		return
	}
	lines, ok := t.keys(file, n, "routes file", "routes")
	if !ok {
		return
	}
	if lines["routes"] == 0 {
		t.diag(file, n.Line, `want {"routes": [...]}`)
		return
	}
	list := n.Content[1]
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == "routes" {
			list = n.Content[i+1]
		}
	}
	if list.Kind != yaml.SequenceNode {
		t.diag(file, list.Line, "routes: want a list")
		return
	}
	seen := map[string]int{}
	for i, rn := range list.Content {
		what := fmt.Sprintf("route %d", i+1)
		if _, ok := t.keys(file, rn, what, "host", "path", "service", "timeout_ms"); !ok {
			continue
		}
		var r Route
		if !t.decode(file, rn, &r) {
			continue
		}
		r.Line = rn.Line
		switch {
		case r.Host == "":
			t.diag(file, r.Line, "%s: host is required", what)
		case !strings.HasPrefix(r.Path, "/") || !strings.HasSuffix(r.Path, "/"):
			t.diag(file, r.Line, "%s: path %q must start and end with /", what, r.Path)
		case r.Service == "":
			t.diag(file, r.Line, "%s: service is required", what)
		case r.TimeoutMS < 1 || r.TimeoutMS > 60000:
			t.diag(file, r.Line, "%s: timeout_ms must be from 1 to 60000, got %d", what, r.TimeoutMS)
		}
		key := r.Host + r.Path
		if l, dup := seen[key]; dup {
			t.diag(file, r.Line, "%s: %s%s is routed twice (also on line %d)", what, r.Host, r.Path, l)
		}
		seen[key] = r.Line
		t.Routes = append(t.Routes, r)
	}
}

// lineAt is the 1-based line of a byte offset.
func lineAt(data []byte, off int64) int {
	if off > int64(len(data)) {
		off = int64(len(data))
	}
	return bytes.Count(data[:off], []byte("\n")) + 1
}

var flagKeys = []string{"description", "owner", "services", "default", "rollout"}

func (t *Tree) parseFlags(file string, data []byte) {
	var raw map[string]any
	if err := toml.Unmarshal(data, &raw); err != nil {
		line, msg := tomlError(err)
		t.diag(file, line, "invalid TOML: %s", msg)
		return
	}
	names := make([]string, 0, len(raw))
	for k := range raw {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, name := range names {
		line := tomlTableLine(data, name)
		table, ok := raw[name].(map[string]any)
		if !ok {
			t.diag(file, line, "flag %q: want a table [%s]", name, name)
			continue
		}
		f := &Flag{Name: name, File: file, Line: line}
		if err := f.decode(table); err != nil {
			t.diag(file, line, "flag %q: %v", name, err)
			continue
		}
		keys := make([]string, 0, len(table))
		for k := range table {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			if !contains(flagKeys, k) {
				t.diag(file, line, "flag %q: unknown key %q (known: %s)", name, k, strings.Join(flagKeys, ", "))
			}
		}
		if _, ok := table["description"]; !ok || f.Description == "" {
			t.diag(file, line, "flag %q: description is required", name)
		}
		if f.Owner == "" {
			t.diag(file, line, "flag %q: owner is required", name)
		}
		if f.Rollout < 0 || f.Rollout > 100 {
			t.diag(file, line, "flag %q: rollout is a percentage from 0 to 100, got %d", name, f.Rollout)
		}
		if prev, dup := t.Flags[name]; dup {
			t.diag(file, line, "flag %q is also defined in %s:%d", name, prev.File, prev.Line)
			continue
		}
		t.Flags[name] = f
	}
}

// decode fills a flag from its decoded table, naming the first key whose
// value has the wrong type.
func (f *Flag) decode(table map[string]any) error {
	wrong := func(key, want string, v any) error {
		return fmt.Errorf("%s: want %s, got %s", key, want, tomlType(v))
	}
	for _, key := range flagKeys {
		v, ok := table[key]
		if !ok {
			continue
		}
		switch key {
		case "description", "owner":
			s, ok := v.(string)
			if !ok {
				return wrong(key, "a string", v)
			}
			if key == "owner" {
				f.Owner = s
			} else {
				f.Description = s
			}
		case "services":
			list, ok := v.([]any)
			if !ok {
				return wrong(key, "an array of strings", v)
			}
			for _, e := range list {
				s, ok := e.(string)
				if !ok {
					return wrong(key, "an array of strings", e)
				}
				f.Services = append(f.Services, s)
			}
		case "default":
			b, ok := v.(bool)
			if !ok {
				return wrong(key, "a boolean", v)
			}
			f.Default = b
		case "rollout":
			n, ok := v.(int64)
			if !ok || n != int64(int(n)) {
				return wrong(key, "an integer", v)
			}
			f.Rollout = int(n)
		}
	}
	return nil
}

// tomlType names a decoded TOML value's type as TOML does.
func tomlType(v any) string {
	switch v.(type) {
	case string:
		return "a string"
	case int64:
		return "an integer"
	case float64:
		return "a float"
	case bool:
		return "a boolean"
	case []any:
		return "an array"
	case map[string]any:
		return "a table"
	default:
		return "a date or time"
	}
}

// tomlError is the line and message of a TOML decoding error.
func tomlError(err error) (int, string) {
	var de *toml.DecodeError
	if errors.As(err, &de) {
		row, _ := de.Position()
		return row, strings.TrimPrefix(de.Error(), "toml: ")
	}
	return 0, err.Error()
}

// tomlTableLine finds the line of "[name]" (decoding into a map keeps no
// positions for keys).
func tomlTableLine(data []byte, name string) int {
	for i, ln := range strings.Split(string(data), "\n") {
		s := strings.TrimSpace(ln)
		if s == "["+name+"]" || s == `["`+name+`"]` || strings.HasPrefix(s, name+" ") || strings.HasPrefix(s, name+"=") {
			return i + 1
		}
	}
	return 0
}

var alertKeys = []string{"name", "service", "metric", "op", "threshold", "for", "severity"}

func (t *Tree) parseAlerts(file string, data []byte) {
	n, ok := t.yamlDoc(file, data)
	if !ok {
		return
	}
	lines, ok := t.keys(file, n, "alerts file", "alerts")
	if !ok || lines["alerts"] == 0 {
		if ok {
			t.diag(file, n.Line, "want alerts: [...]")
		}
		return
	}
	list := n.Content[1]
	if list.Kind != yaml.SequenceNode {
		t.diag(file, list.Line, "alerts: want a list")
		return
	}
	for i, an := range list.Content {
		what := fmt.Sprintf("alert %d", i+1)
		if _, ok := t.keys(file, an, what, alertKeys...); !ok {
			continue
		}
		var a Alert
		if !t.decode(file, an, &a) {
			continue
		}
		a.File, a.Line = file, an.Line
		if a.Name != "" {
			what = fmt.Sprintf("alert %s", a.Name)
		}
		switch {
		case a.Name == "":
			t.diag(file, a.Line, "%s: name is required", what)
		case !contains(Metrics, a.Metric):
			t.diag(file, a.Line, "%s: unknown metric %q (known: %s)", what, a.Metric, strings.Join(Metrics, ", "))
		case !contains([]string{">", "<", ">=", "<="}, a.Op):
			t.diag(file, a.Line, "%s: op must be >, <, >= or <=, got %q", what, a.Op)
		case a.Severity != "page" && a.Severity != "ticket":
			t.diag(file, a.Line, "%s: severity must be page or ticket, got %q", what, a.Severity)
		}
		if d, err := time.ParseDuration(a.For); err != nil || d <= 0 {
			t.diag(file, a.Line, "%s: for must be a duration such as 5m, got %q", what, a.For)
		}
		for _, b := range t.Alerts {
			if b.Name == a.Name && a.Name != "" {
				t.diag(file, a.Line, "%s: also defined at %s:%d", what, b.File, b.Line)
			}
		}
		t.Alerts = append(t.Alerts, a)
	}
}

func (t *Tree) parseBuild(file string, data []byte) {
	for i, ln := range strings.Split(string(data), "\n") {
		s := strings.TrimSpace(ln)
		if s == "" || strings.HasPrefix(s, "#") {
			continue
		}
		name, cmd, ok := strings.Cut(s, ":")
		name, cmd = strings.TrimSpace(name), strings.TrimSpace(cmd)
		if !ok || !nameRE().MatchString(name) || cmd == "" {
			t.diag(file, i+1, "want NAME: COMMAND, got %q", s)
			continue
		}
		t.Build = append(t.Build, BuildStep{Name: name, Command: cmd, Line: i + 1})
	}
}

// crossCheck resolves the references between files: a route, flag, alert
// or dependency naming a service that does not exist is an error.
func (t *Tree) crossCheck() {
	for _, s := range t.Services {
		for _, d := range s.DependsOn {
			switch {
			case d == s.Name:
				t.diag(s.File, s.lines["depends_on"], "depends_on: %s depends on itself", s.Name)
			case t.missing(d):
				t.diag(s.File, s.lines["depends_on"], "depends_on: no service %q (services: %s)", d, t.serviceNames())
			}
		}
	}
	for i, r := range t.Routes {
		if r.Service != "" && t.missing(r.Service) {
			t.diag(t.RoutesFile, r.Line, "route %d (%s%s): no service %q (services: %s)", i+1, r.Host, r.Path, r.Service, t.serviceNames())
		}
	}
	for _, f := range t.Flags {
		for _, s := range f.Services {
			if t.missing(s) {
				t.diag(f.File, f.Line, "flag %q: no service %q (services: %s)", f.Name, s, t.serviceNames())
			}
		}
	}
	for _, a := range t.Alerts {
		if a.Service != "" && t.missing(a.Service) {
			t.diag(a.File, a.Line, "alert %s: no service %q (services: %s)", a.Name, a.Service, t.serviceNames())
		}
	}
}

// missing reports a reference to a service with no file at all (one whose
// file has errors is reported there).
func (t *Tree) missing(name string) bool { return t.Services[name] == nil && !t.broken[name] }

func (t *Tree) serviceNames() string {
	names := make([]string, 0, len(t.Services))
	for n := range t.Services {
		names = append(names, n)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

// DiagsFor returns the diagnostics of files under the given paths (all
// when none given).
func (t *Tree) DiagsFor(files ...string) []Diag {
	if len(files) == 0 {
		return t.Diags
	}
	var out []Diag
	for _, d := range t.Diags {
		for _, f := range files {
			if d.File == f || strings.HasPrefix(d.File, strings.TrimSuffix(f, "/")+"/") {
				out = append(out, d)
				break
			}
		}
	}
	return out
}

// Match returns the route for a host and path: the longest path prefix
// among the host's routes.
func (t *Tree) Match(host, p string) (Route, bool) {
	var best Route
	found := false
	for _, r := range t.Routes {
		if r.Host != host || !strings.HasPrefix(p+"/", r.Path) && !strings.HasPrefix(p, r.Path) {
			continue
		}
		if !found || len(r.Path) > len(best.Path) {
			best, found = r, true
		}
	}
	return best, found
}
