package config

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt"
)

const hashA = "2bb80d537b1da3e38bd30361aa855686bde0eacd7162fef6a25fe97bf527a25b"
const hashB = "fcde2b2edba56bf408601fb721fe9b5c338d10ee429ea04fae5511b68fbf8fb9"

const full = `# a full file
listen: 127.0.0.1:8080
store: data/sessions.db
tokens:
  - name: alice
    role: agent
    sha256: ` + hashA + `
  - {name: root, role: admin, sha256: ` + hashB + `}
workspaces:
  - name: admin
    user: agent
    hostname: fleet
    dir: /config
    env: {EDITOR: vi, TEAM: sre}
    limits:
      timeout: 45s
      max_commands: 50_000
      max_output: 2MiB
      max_loop_iterations: 1000
      max_call_depth: 50
      max_substitution_depth: 10
      max_string: 1MB
      max_brace_expansion: 500
      max_glob_matches: 600
      max_file: 64MiB
      max_filesystem: 1GiB
      max_files: 5000
      max_array_elements: 20_000
      max_memory: 200MiB
    python: {memory: 256MiB}
    without: [curl, wget]
    commands: [admin]
    mounts:
      - path: /config
        kind: host
        host: live
        overlay: true
        review: true
        description: the live configuration
      - {path: /docs, kind: docs, host: /srv/docs}
      - {path: /var/log/fleet, kind: host, host: logs}
      - {path: /status, kind: projection, name: status}
      - {path: /tmp, kind: memory, ephemeral: true}
      - {kind: home}
    validators:
      - name: lint
        func: admin.lint
        paths: ["/config/**.yaml", "/config/**.json"]
      - name: render
        script: config render --all > /dev/null
        timeout: 10s
  - name: plain
`

func TestParseFull(t *testing.T) {
	c, err := Parse("ws.yaml", "/etc/cw", []byte(full))
	if err != nil {
		t.Fatal(err)
	}
	if c.Listen != "127.0.0.1:8080" || c.Store != "/etc/cw/data/sessions.db" {
		t.Errorf("listen %q store %q", c.Listen, c.Store)
	}
	wantTokens := []Token{{"alice", RoleAgent, hashA, 5}, {"root", RoleAdmin, hashB, 8}}
	if !reflect.DeepEqual(c.Tokens, wantTokens) {
		t.Errorf("tokens %+v", c.Tokens)
	}
	if len(c.Specs) != 2 || c.Specs[1].Name != "plain" {
		t.Fatalf("specs %+v", c.Specs)
	}
	ws := c.Specs[0]
	want := WorkspaceSpec{
		Name: "admin", User: "agent", Hostname: "fleet", Dir: "/config",
		Env: map[string]string{"EDITOR": "vi", "TEAM": "sre"},
		Limits: computerwelt.Limits{
			Timeout: 45 * time.Second, MaxCommands: 50000, MaxOutputBytes: 2 << 20,
			MaxLoopIterations: 1000, MaxCallDepth: 50, MaxSubstitutionDepth: 10,
			MaxStringBytes: 1000000, MaxBraceExpansion: 500, MaxGlobMatches: 600,
			MaxFileBytes: 64 << 20, MaxFilesystemBytes: 1 << 30,
			MaxFiles: 5000, MaxArrayElements: 20000, MaxMemoryBytes: 200 << 20,
		},
		Python: true, PythonMemory: 256 << 20,
		Without:  []string{"curl", "wget"},
		Commands: []string{"admin"},
		Mounts: []MountSpec{
			{Path: "/config", Kind: KindHost, Host: "/etc/cw/live", Overlay: true, Review: true, Description: "the live configuration", Line: 34},
			{Path: "/docs", Kind: KindDocs, Host: "/srv/docs", Line: 40},
			{Path: "/var/log/fleet", Kind: KindHost, Host: "/etc/cw/logs", Line: 41},
			{Path: "/status", Kind: KindProjection, Name: "status", Line: 42},
			{Path: "/tmp", Kind: KindMemory, Ephemeral: true, Line: 43},
			{Path: "/home/agent", Kind: KindHome, Line: 44},
		},
		Validators: []ValidatorSpec{
			{Name: "lint", Func: "admin.lint", Paths: []string{"/config/**.yaml", "/config/**.json"}, Line: 46},
			{Name: "render", Script: "config render --all > /dev/null", Timeout: 10 * time.Second, Line: 49},
		},
		Line: 10,
	}
	if !reflect.DeepEqual(ws, want) {
		t.Errorf("workspace\n got %+v\nwant %+v", ws, want)
	}
}

func TestParseHistory(t *testing.T) {
	c, err := Parse("f.yaml", "/", []byte("workspaces:\n  - name: w\n    history: {turns: 200, bytes: 8MiB, output: 4KiB}\n"))
	if err != nil {
		t.Fatal(err)
	}
	h := c.Specs[0].History
	if h.Turns != 200 || h.Bytes != 8<<20 || h.OutputBytes != 4<<10 {
		t.Errorf("history %+v", h)
	}
	wss, err := c.Workspaces(context.Background(), nil)
	if err != nil || wss[0].History != h {
		t.Errorf("workspace history %+v, %v", wss, err)
	}
}

func TestParseWorkers(t *testing.T) {
	ws := "workspaces:\n  - name: w\n"
	c, err := Parse("f.yaml", "/", []byte(ws+"workers: {count: 0, memory: 512MiB, grace: 1500ms, recycle: 50}\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := Workers{Count: 0, CountSet: true, Memory: 512 << 20, Grace: 1500 * time.Millisecond, Recycle: 50}
	if c.Workers != want {
		t.Errorf("workers %+v, want %+v", c.Workers, want)
	}
	c, err = Parse("f.yaml", "/", []byte(ws))
	if err != nil || c.Workers != (Workers{}) {
		t.Errorf("no workers section: %+v, %v", c.Workers, err)
	}
}

func TestRoleOfAndSpec(t *testing.T) {
	c, err := Parse("ws.yaml", "/etc/cw", []byte(full))
	if err != nil {
		t.Fatal(err)
	}
	if c.RoleOf("alice") != RoleAgent || c.RoleOf("root") != RoleAdmin || c.RoleOf("mallory") != "" {
		t.Error("RoleOf")
	}
	if c.Spec("plain") == nil || c.Spec("plain").Name != "plain" || c.Spec("nope") != nil {
		t.Error("Spec")
	}
}

// Whatever the input, Parse returns a config or Errors whose every entry
// has the file name and a reason, and never panics.
func FuzzParse(f *testing.F) {
	f.Add([]byte(full))
	f.Add([]byte("workspaces: [{name: w, mounts: [{kind: home}]}]\n"))
	f.Add([]byte("x: &a [*a]\n"))
	f.Add([]byte("workspaces:\n  - name: w\n    limits: {max_file: 99999999999999999TiB}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := Parse("f.yaml", "/d", data)
		if err == nil {
			if c == nil || len(c.Specs) == 0 {
				t.Fatalf("no error and no workspaces: %+v", c)
			}
			return
		}
		var es Errors
		if !errors.As(err, &es) || len(es) == 0 {
			t.Fatalf("error %T %v", err, err)
		}
		for _, e := range es {
			if e.File != "f.yaml" || e.Reason == "" {
				t.Fatalf("bad error %+v", e)
			}
		}
	})
}

func TestParseSize(t *testing.T) {
	for in, want := range map[string]int64{
		"0": 0, "100": 100, "1_000": 1000, "5B": 5, "2kB": 2000, "2KiB": 2048, "3 MB": 3e6,
		"64MiB": 64 << 20, "1GiB": 1 << 30, "1gb": 1e9, "2TiB": 2 << 40,
	} {
		got, err := ParseSize(in)
		if err != nil || got != want {
			t.Errorf("ParseSize(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, in := range []string{"", "MiB", "1.5GB", "-1", "12 parsecs", "99999999999TiB"} {
		if _, err := ParseSize(in); err == nil {
			t.Errorf("ParseSize(%q): no error", in)
		}
	}
}

// Every error says FILE:LINE: reason.
func TestParseErrors(t *testing.T) {
	ws := "workspaces:\n  - name: w\n"
	for _, tc := range []struct{ name, in, want string }{
		{"empty", "", "f.yaml:1: the file is empty"},
		{"syntax", "listen: [\n", "f.yaml:1: did not find expected node content"},
		{"tab", "workspaces:\n\t- name: w\n", "f.yaml:2: found character that cannot start any token"},
		{"two docs", ws + "---\nlisten: x:1\n", "f.yaml:3: a second YAML document: the file must hold one"},
		{"top not mapping", "- a\n", "f.yaml:1: config: want a mapping, got a list"},
		{"unknown top", ws + "listn: :80\n", `f.yaml:3: config: unknown key "listn" (known: listen, store, tokens, workspaces, workers)`},
		{"repeated key", ws + "listen: a:1\nlisten: b:2\n", `f.yaml:4: config: key "listen" repeated (first on line 3)`},
		{"no workspaces", "listen: a:1\n", "f.yaml:1: config: no workspaces (add a workspaces: list)"},
		{"empty workspaces", "listen: a:1\nworkspaces: []\n", "f.yaml:2: config: workspaces: the list is empty"},
		{"listen", ws + "listen: 8080\n", `f.yaml:3: listen: want HOST:PORT such as 127.0.0.1:8080, got "8080"`},
		{"listen list", ws + "listen: [a]\n", `f.yaml:3: config.listen: want a value, got a list`},
		{"store url", ws + "store: mysql://x\n", `f.yaml:3: store: want a SQLite file path or a postgres:// URL, got "mysql://x"`},
		{"workers key", ws + "workers: {count: 2, cpus: 1}\n", `f.yaml:3: workers: unknown key "cpus" (known: count, memory, grace, recycle)`},
		{"workers count", ws + "workers: {count: -1}\n", `f.yaml:3: workers.count: want a whole number from 0 to 2147483647, got "-1"`},
		{"workers memory", ws + "workers: {memory: 1MiB}\n", `f.yaml:3: workers.memory: at least 64MiB, got 1048576 bytes`},
		{"workers grace", ws + "workers: {grace: 0s}\n", `f.yaml:3: workers.grace: want a positive duration such as 30s or 2m, got "0s"`},
		{"alias use", ws + "tokens: [&t {name: a}, *t]\n", "f.yaml:3: YAML aliases (*name) are not allowed in a configuration"},

		{"token not map", ws + "tokens: [abc]\n", `f.yaml:3: token: want a mapping, got "abc"`},
		{"token missing", ws + "tokens:\n  - name: a\n    role: agent\n", "f.yaml:4: token: sha256 is required"},
		{"token role", ws + "tokens:\n  - {name: a, role: root, sha256: " + hashA + "}\n", `f.yaml:4: token "a": role must be agent or admin, got "root"`},
		{"token hash", ws + "tokens:\n  - {name: a, role: agent, sha256: hunter2}\n", `f.yaml:4: token "a": sha256 must be 64 hex digits (the hash of the token, never the token itself)`},
		{"token dup name", ws + "tokens:\n  - {name: a, role: agent, sha256: " + hashA + "}\n  - {name: a, role: agent, sha256: " + hashB + "}\n", `f.yaml:5: token name "a" used twice (first on line 4)`},
		{"token dup hash", ws + "tokens:\n  - {name: a, role: agent, sha256: " + hashA + "}\n  - {name: b, role: admin, sha256: " + strings.ToUpper(hashA) + "}\n", `f.yaml:5: token "b": same sha256 as the token on line 4`},
		{"token unknown", ws + "tokens:\n  - {name: a, role: agent, sha256: " + hashA + ", token: x}\n", `f.yaml:4: token: unknown key "token" (known: name, role, sha256)`},

		{"ws list", "workspaces: w\n", `f.yaml:1: config.workspaces: want a list, got "w"`},
		{"ws no name", "workspaces:\n  - user: a\n", "f.yaml:2: workspace: name is required"},
		{"ws bad name", "workspaces:\n  - name: a b\n", `f.yaml:2: workspace: invalid name "a b" (letters, digits, '.', '_', '-')`},
		{"ws dup", ws + "  - name: w\n", `f.yaml:3: workspace "w" defined twice (first on line 2)`},
		{"ws unknown", ws + "    mount: []\n", `f.yaml:3: workspace: unknown key "mount" (known: name, user, hostname, dir, env, limits, python, without, commands, mounts, validators, history)`},
		{"history unknown", ws + "    history: {days: 3}\n", `f.yaml:3: workspace "w".history: unknown key "days" (known: turns, bytes, output)`},
		{"history size", ws + "    history: {bytes: lots}\n", `f.yaml:3: workspace "w".history.bytes: want a size such as 64MiB or 1000000, got "lots"`},
		{"ws user", ws + "    user: a/b\n", `f.yaml:3: workspace "w": invalid user name "a/b"`},
		{"ws hostname", ws + "    hostname: 'a b'\n", `f.yaml:3: workspace "w": invalid host name "a b"`},
		{"ws dir", ws + "    dir: work\n", `f.yaml:3: workspace "w": dir must be a clean absolute path, got "work"`},
		{"ws dir unclean", ws + "    dir: /a/../b\n", `f.yaml:3: workspace "w": dir must be a clean absolute path, got "/a/../b"`},
		{"ws env", ws + "    env: {1X: a}\n", `f.yaml:3: workspace "w": invalid variable name "1X" in env`},
		{"ws env value", ws + "    env: {X: [a]}\n", `f.yaml:3: workspace "w".env.X: want a value, got a list`},
		{"ws env list", ws + "    env: [X]\n", `f.yaml:3: workspace "w".env: want a mapping, got a list`},
		{"ws python", ws + "    python: yes please\n", `f.yaml:3: workspace "w".python: want true or false, got "yes please"`},
		{"ws python map", ws + "    python: {memory: lots}\n", `f.yaml:3: workspace "w".python.memory: want a size such as 64MiB or 1000000, got "lots"`},
		{"ws without", ws + "    without: [curl, '']\n", `f.yaml:3: workspace "w".without: want a name, got ""`},
		{"ws commands", ws + "    commands: admin\n", `f.yaml:3: workspace "w".commands: want a list, got "admin"`},

		{"limits unknown", ws + "    limits: {time: 3s}\n", `f.yaml:3: workspace "w".limits: unknown key "time" (known: timeout, max_commands, max_output, max_loop_iterations, max_call_depth, max_substitution_depth, max_string, max_brace_expansion, max_glob_matches, max_file, max_filesystem, max_files, max_array_elements, max_memory)`},
		{"limits duration", ws + "    limits:\n      timeout: 30\n", `f.yaml:4: workspace "w".limits.timeout: want a positive duration such as 30s or 2m, got "30"`},
		{"limits negative", ws + "    limits: {timeout: -3s}\n", `f.yaml:3: workspace "w".limits.timeout: want a positive duration such as 30s or 2m, got "-3s"`},
		{"limits int", ws + "    limits: {max_commands: many}\n", `f.yaml:3: workspace "w".limits.max_commands: want a whole number from 0 to 2147483647, got "many"`},
		{"limits size unit", ws + "    limits: {max_file: 3 parsecs}\n", `f.yaml:3: workspace "w".limits.max_file: unknown size unit "parsecs" in "3 parsecs" (use B, kB, KiB, MB, MiB, GB, GiB, TB or TiB)`},
		{"limits int size", ws + "    limits: {max_output: 3GiB}\n", `f.yaml:3: workspace "w".limits.max_output: at most 2GiB`},

		{"mount not map", ws + "    mounts: [/x]\n", `f.yaml:3: mount: want a mapping, got "/x"`},
		{"mount no path", ws + "    mounts:\n      - kind: memory\n", `f.yaml:4: workspace "w": mount: path is required`},
		{"mount root", ws + "    mounts:\n      - {path: /, kind: memory}\n", `f.yaml:4: workspace "w": mount: cannot mount over / (it is the session's root)`},
		{"mount relative", ws + "    mounts:\n      - {path: tmp, kind: memory}\n", `f.yaml:4: workspace "w": mount: path must be a clean absolute path, got "tmp"`},
		{"mount no kind", ws + "    mounts:\n      - {path: /t}\n", `f.yaml:4: workspace "w": mount /t: kind is required (host, docs, memory, projection, home)`},
		{"mount kind", ws + "    mounts:\n      - {path: /t, kind: nfs}\n", `f.yaml:4: workspace "w": mount /t: unknown kind "nfs" (host, docs, memory, projection, home)`},
		{"mount unknown", ws + "    mounts:\n      - {path: /t, kind: memory, size: 1}\n", `f.yaml:4: mount: unknown key "size" (known: path, kind, description, host, name, overlay, review, ephemeral)`},
		{"mount dup", ws + "    mounts:\n      - {path: /t, kind: memory}\n      - {path: /t, kind: memory}\n", `f.yaml:5: workspace "w": two mounts at /t (first on line 4)`},
		{"mount home dup", ws + "    user: a\n    mounts:\n      - {path: /home/a, kind: memory}\n      - {kind: home}\n", `f.yaml:6: workspace "w": two mounts at /home/a (first on line 5)`},
		{"host no host", ws + "    mounts:\n      - {path: /t, kind: host}\n", `f.yaml:4: workspace "w": mount /t: host (a host folder) is required for a host mount`},
		{"docs no host", ws + "    mounts:\n      - {path: /t, kind: docs}\n", `f.yaml:4: workspace "w": mount /t: host (a host folder) is required for a docs mount`},
		{"docs overlay", ws + "    mounts:\n      - {path: /t, kind: docs, host: d, overlay: true}\n", `f.yaml:4: workspace "w": mount /t: "overlay" does not apply to a docs mount`},
		{"memory host", ws + "    mounts:\n      - {path: /t, kind: memory, host: d}\n", `f.yaml:4: workspace "w": mount /t: "host" does not apply to a memory mount`},
		{"projection name", ws + "    mounts:\n      - {path: /t, kind: projection}\n", `f.yaml:4: workspace "w": mount /t: name (the projection the binary provides) is required`},
		{"projection ephemeral", ws + "    mounts:\n      - {path: /t, kind: projection, name: s, ephemeral: true}\n", `f.yaml:4: workspace "w": mount /t: "ephemeral" does not apply to a projection mount`},
		{"review without overlay", ws + "    mounts:\n      - {path: /t, kind: host, host: d, review: true}\n", `f.yaml:4: workspace "w": mount /t: review needs overlay: true (the changes to review are the overlay's)`},
		{"home review", ws + "    mounts:\n      - {kind: home, review: true}\n", `f.yaml:4: workspace "w": mount : overlay and review need a host folder under the home`},
		{"mount bool", ws + "    mounts:\n      - {path: /t, kind: host, host: d, overlay: 1}\n", `f.yaml:4: workspace "w": mount /t.overlay: want true or false, got "1"`},

		{"validator none", ws + "    validators:\n      - name: v\n", `f.yaml:4: workspace "w": validator "v": script (bash run in the session) or func (a Go validator the binary provides) is required`},
		{"validator both", ws + "    validators:\n      - {name: v, script: 'true', func: f}\n", `f.yaml:4: workspace "w": validator "v": give script or func, not both`},
		{"validator empty script", ws + "    validators:\n      - {name: v, script: ' '}\n", `f.yaml:4: workspace "w": validator "v": script is empty`},
		{"validator no name", ws + "    validators:\n      - {script: 'true'}\n", `f.yaml:4: workspace "w": validator: name is required`},
		{"validator dup", ws + "    validators:\n      - {name: v, script: 'true'}\n      - {name: v, func: f}\n", `f.yaml:5: workspace "w": validator "v" defined twice (first on line 4)`},
		{"validator relative glob", ws + "    validators:\n      - name: v\n        script: 'true'\n        paths:\n          - '*.json'\n          - 'conf/*.json'\n", `f.yaml:8: workspace "w": validator "v": path pattern "conf/*.json" must be absolute, or a name pattern without / such as *.json`},
		{"validator bad glob", ws + "    validators:\n      - {name: v, script: 'true', paths: ['/a/[b']}\n", `f.yaml:4: workspace "w": validator "v": bad path pattern "/a/[b"`},
		{"validator timeout", ws + "    validators:\n      - {name: v, script: 'true', timeout: soon}\n", `f.yaml:4: workspace "w": validator "v".timeout: want a positive duration such as 30s or 2m, got "soon"`},
		{"validator unknown", ws + "    validators:\n      - {name: v, script: 'true', run: x}\n", `f.yaml:4: validator: unknown key "run" (known: name, paths, script, func, timeout)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("f.yaml", "/cfg", []byte(tc.in))
			if err == nil {
				t.Fatalf("no error; want %s", tc.want)
			}
			var es Errors
			if !errors.As(err, &es) {
				t.Fatalf("error %T %v is not Errors", err, err)
			}
			if got := es[0].Error(); got != tc.want {
				t.Errorf("got  %s\nwant %s\n(all: %v)", got, tc.want, err)
			}
		})
	}
}

// All errors of a file are reported, in file order.
func TestParseReportsEveryError(t *testing.T) {
	in := "listen: 80\nworkspaces:\n  - name: w\n    dir: x\n    limits: {timeout: 1}\n"
	_, err := Parse("f.yaml", "/", []byte(in))
	want := "f.yaml:1: listen: want HOST:PORT such as 127.0.0.1:8080, got \"80\"\n" +
		"f.yaml:4: workspace \"w\": dir must be a clean absolute path, got \"x\"\n" +
		"f.yaml:5: workspace \"w\".limits.timeout: want a positive duration such as 30s or 2m, got \"1\""
	if err == nil || err.Error() != want {
		t.Errorf("got\n%v\nwant\n%s", err, want)
	}
	var e *Error
	if !errors.As(err, &e) || e.Line != 1 {
		t.Errorf("errors.As: %v", e)
	}
}

func TestLoadResolvesAgainstFileFolder(t *testing.T) {
	dir := t.TempDir()
	must(t, os.MkdirAll(filepath.Join(dir, "live"), 0o755))
	must(t, os.WriteFile(filepath.Join(dir, "afile"), nil, 0o644))
	file := filepath.Join(dir, "ws.yaml")
	must(t, os.WriteFile(file, []byte("store: s.db\nworkspaces:\n  - name: w\n    mounts:\n      - {path: /c, kind: host, host: live}\n"), 0o644))
	c, err := Load(file)
	if err != nil {
		t.Fatal(err)
	}
	if c.Store != filepath.Join(dir, "s.db") || c.Specs[0].Mounts[0].Host != filepath.Join(dir, "live") || c.Dir != dir {
		t.Errorf("store %s host %s dir %s", c.Store, c.Specs[0].Mounts[0].Host, c.Dir)
	}

	// Load checks host folders exist and are folders.
	must(t, os.WriteFile(file, []byte("workspaces:\n  - name: w\n    mounts:\n      - {path: /c, kind: host, host: nothere}\n      - {path: /d, kind: docs, host: afile}\n"), 0o644))
	_, err = Load(file)
	want := file + `:4: workspace "w": mount /c: host folder ` + filepath.Join(dir, "nothere") + ": no such file or directory\n" +
		file + `:5: workspace "w": mount /d: host folder ` + filepath.Join(dir, "afile") + " is not a directory"
	if err == nil || err.Error() != want {
		t.Errorf("got\n%v\nwant\n%s", err, want)
	}

	// A postgres URL is kept as it is.
	must(t, os.WriteFile(file, []byte("store: postgres://u@h/db?sslmode=disable\nworkspaces: [{name: w}]\n"), 0o644))
	c, err = Load(file)
	if err != nil || c.Store != "postgres://u@h/db?sslmode=disable" {
		t.Errorf("store %v %v", c, err)
	}

	// Given the folder, Load reads its workspace.yaml.
	must(t, os.WriteFile(filepath.Join(dir, DefaultFile), []byte("workspaces: [{name: fromdir}]\n"), 0o644))
	if c, err := Load(dir); err != nil || c.Specs[0].Name != "fromdir" || c.File != filepath.Join(dir, DefaultFile) {
		t.Errorf("Load(dir): %+v %v", c, err)
	}

	if _, err := Load(filepath.Join(dir, "missing.yaml")); err == nil || !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing file: %v", err)
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
