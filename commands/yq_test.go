package commands

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/version"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// yq is not installed on the host: cases give the output of mikefarah yq
// v4 (or, where noted, our documented behaviour).
type yqCase struct {
	name   string
	args   []string
	stdin  string
	files  map[string]string
	stdout string
	stderr string
	status int
}

func runYqCases(t *testing.T, cases []yqCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := runSandbox(t, append([]string{"yq"}, c.args...), c.stdin, c.files)
			if got.stdout != c.stdout {
				t.Errorf("stdout\n got: %q\nwant: %q", got.stdout, c.stdout)
			}
			if got.stderr != c.stderr {
				t.Errorf("stderr\n got: %q\nwant: %q", got.stderr, c.stderr)
			}
			if got.status != c.status {
				t.Errorf("status: got %d, want %d", got.status, c.status)
			}
		})
	}
}

const yqSample = `name: app
version: 3
nested:
  z: last
  a: first
  list:
    - 1
    - two
    - {k: v}
enabled: true
empty: null
`

func TestYq(t *testing.T) {
	runYqCases(t, []yqCase{
		{name: "identity keeps key order and styles", args: []string{"."}, stdin: yqSample, stdout: yqSample},
		{name: "path", args: []string{".nested.a"}, stdin: yqSample, stdout: "first\n"},
		{name: "default expression", args: nil, stdin: "b: 1\na: 2\n", stdout: "b: 1\na: 2\n"},
		{name: "array element", args: []string{".nested.list[2].k"}, stdin: yqSample, stdout: "v\n"},
		{name: "iterate keeps flow style", args: []string{".nested.list[]"}, stdin: yqSample, stdout: "1\ntwo\n{k: v}\n"},
		{name: "missing is null", args: []string{".nope"}, stdin: yqSample, stdout: "null\n"},
		{name: "number", args: []string{".version + 1"}, stdin: yqSample, stdout: "4\n"},
		{name: "json out", args: []string{"-o", "json", ".nested"}, stdin: yqSample,
			stdout: "{\n  \"z\": \"last\",\n  \"a\": \"first\",\n  \"list\": [\n    1,\n    \"two\",\n    {\n      \"k\": \"v\"\n    }\n  ]\n}\n"},
		{name: "json compact", args: []string{"-o=json", "-I", "0", ".nested.list"}, stdin: yqSample,
			stdout: "[1,\"two\",{\"k\":\"v\"}]\n"},
		{name: "json string quoted", args: []string{"-oj", ".name"}, stdin: yqSample, stdout: "\"app\"\n"},
		{name: "json string raw", args: []string{"-o", "json", "-r", ".name"}, stdin: yqSample, stdout: "app\n"},
		{name: "unwrap off for yaml", args: []string{"-r=false", ".name"}, stdin: "name: 'app'\n", stdout: "'app'\n"},
		{name: "indent 4", args: []string{"-I4", ".nested"}, stdin: "nested:\n  a:\n    b:\n      - 1\n",
			stdout: "a:\n    b:\n        - 1\n"},
		{name: "set value keeps the flow map flow", args: []string{`.nested.a = "new" | .added = [1]`}, stdin: "nested: {z: 1, a: 2}\n",
			stdout: "nested: {z: 1, a: new}\nadded:\n  - 1\n"},
		{name: "string that looks like bool stays a string", args: []string{`.a = "true" | .b = "1"`}, stdin: "{}\n",
			stdout: "a: \"true\"\nb: \"1\"\n"},
		{name: "multi docs", args: []string{".a"}, stdin: "a: 1\n---\na: 2\n---\nb: 3\n", stdout: "1\n---\n2\n---\nnull\n"},
		{name: "multi docs maps", args: []string{"."}, stdin: "a: 1\n---\na: 2\n", stdout: "a: 1\n---\na: 2\n"},
		{name: "multi docs select", args: []string{"select(.a == 2)"}, stdin: "a: 1\n---\na: 2\n", stdout: "a: 2\n"},
		{name: "eval subcommand", args: []string{"eval", ".a"}, stdin: "a: x\n", stdout: "x\n"},
		{name: "e subcommand", args: []string{"e", ".a"}, stdin: "a: x\n", stdout: "x\n"},
		{name: "eval-all collects documents", args: []string{"ea", "-o", "json", "-I0", "[.]"}, stdin: "a: 1\n---\nb: 2\n",
			stdout: "[{\"a\":1},{\"b\":2}]\n"},
		{name: "eval-all merges files", args: []string{"eval-all", ". as $item ireduce ({}; . * $item)", "a.yaml", "b.yaml"},
			files:  map[string]string{"a.yaml": "x: 1\ny: {p: 1}\nn: no\n", "b.yaml": "y: {q: 2}\nz: 3\n"},
			stdout: "x: 1\ny: {p: 1, q: 2}\nn: no\nz: 3\n"},
		{name: "file operand", args: []string{".a", "f.yml"}, files: map[string]string{"f.yml": "a: 5\n"}, stdout: "5\n"},
		{name: "lone file operand", args: []string{"f.yml"}, files: map[string]string{"f.yml": "a: 5\n"}, stdout: "a: 5\n"},
		{name: "two files", args: []string{".a", "f.yml", "g.yml"}, files: map[string]string{"f.yml": "a: 5\n", "g.yml": "a: 6\n"}, stdout: "5\n---\n6\n"},
		{name: "json file infers json output", args: []string{".", "f.json"}, files: map[string]string{"f.json": `{"b":1,"a":[true,null]}`},
			stdout: "{\n  \"b\": 1,\n  \"a\": [\n    true,\n    null\n  ]\n}\n"},
		{name: "json to yaml", args: []string{"-o", "yaml", "-P", ".", "f.json"}, files: map[string]string{"f.json": `{"b":1,"a":[true,null]}`},
			stdout: "b: 1\na:\n  - true\n  - null\n"},
		{name: "-p json from stdin outputs yaml", args: []string{"-p", "json", "-P", "."}, stdin: `{"b":{"c":"d"},"a":1.5}`,
			stdout: "b:\n  c: d\na: 1.5\n"},
		{name: "-P pretty prints flow style as block", args: []string{"-P", "."}, stdin: "a: {b: [1, 2]}\n",
			stdout: "a:\n  b:\n    - 1\n    - 2\n"},
		{name: "toml in", args: []string{"-o", "json", "-I0", ".", "c.toml"},
			files:  map[string]string{"c.toml": "title = \"x\"\n[owner]\nname = \"Tom\"\nport = 80\n[[srv]]\nip = \"1\"\n[[srv]]\nip = \"2\"\n"},
			stdout: "{\"title\":\"x\",\"owner\":{\"name\":\"Tom\",\"port\":80},\"srv\":[{\"ip\":\"1\"},{\"ip\":\"2\"}]}\n"},
		{name: "toml in toml out", args: []string{".owner.port = 81", "c.toml"},
			files:  map[string]string{"c.toml": "title = \"x\"\n\n[owner]\nname = \"Tom\"\nport = 80\n"},
			stdout: "title = \"x\"\n\n[owner]\nname = \"Tom\"\nport = 81\n"},
		{name: "toml scalar error", args: []string{"-o", "toml", ".a"}, stdin: "a: [1]\n",
			stderr: "Error: TOML encoder expects a mapping at the root level\n", status: 1},
		{name: "props", args: []string{"-o", "props", "."}, stdin: "a:\n  b: x\n  c: [1, 2]\nd: true\n",
			stdout: "a.b = x\na.c.0 = 1\na.c.1 = 2\nd = true\n"},
		{name: "props separator flag", args: []string{"-o", "props", "--properties-separator=:", "."}, stdin: "a: 1\n",
			stdout: "a:1\n"},
		{name: "xml out", args: []string{"-o", "xml", "."}, stdin: "a: {b: 1}\n", stdout: "<a>\n  <b>1</b>\n</a>\n"},
		{name: "csv out", args: []string{"-o", "csv", "."}, stdin: "- [a, b]\n- [1, 2]\n", stdout: "a,b\n1,2\n"},
		{name: "null input", args: []string{"-n", `.a.b = "c"`}, stdout: "a:\n  b: c\n"},
		{name: "exit status null", args: []string{"-e", ".nope"}, stdin: "a: 1\n", stdout: "null\n",
			stderr: "Error: no matches found\n", status: 1},
		{name: "exit status ok", args: []string{"-e", ".a"}, stdin: "a: 1\n", stdout: "1\n"},
		{name: "exit status no output", args: []string{"-e", ".a | select(. == 2)"}, stdin: "a: 1\n",
			stderr: "Error: no matches found\n", status: 1},
		{name: "anchors and merge", args: []string{"-o", "json", "-I0", ".b"}, stdin: "a: &x {p: 1, q: 2}\nb:\n  <<: *x\n  q: 3\n",
			stdout: "{\"p\":1,\"q\":3}\n"},
		{name: "an alias prints as an alias", args: []string{".c"}, stdin: "a: &x hello\nc: *x\n", stdout: "*x\n"},
		{name: "explode follows aliases", args: []string{"explode(.) | .c"}, stdin: "a: &x hello\nc: *x\n", stdout: "hello\n"},
		{name: "edits keep anchors", args: []string{".a = \"bye\""}, stdin: "a: &x hello\nc: *x\n", stdout: "a: &x bye\nc: *x\n"},
		{name: "type is the tag", args: []string{"-o", "json", "-I0", "[.[] | type]"}, stdin: "[1, 1.5, yes, true, ~, '2', 2001-12-14, 0x10]\n",
			stdout: "[\"!!int\",\"!!float\",\"!!str\",\"!!bool\",\"!!null\",\"!!str\",\"!!timestamp\",\"!!int\"]\n"},
		{name: "big int", args: []string{".a"}, stdin: "a: 123456789012345678901234567890\n", stdout: "123456789012345678901234567890\n"},
		{name: "utf8", args: []string{"-o", "json", ".[\"ключ\"]"}, stdin: "ключ: значение ✓\n", stdout: "\"значение ✓\"\n"},
		{name: "crlf", args: []string{".a"}, stdin: "a: 1\r\nb: 2\r\n", stdout: "1\n"},
		{name: "multiline string raw", args: []string{".a"}, stdin: "a: |\n  x\n  y\n", stdout: "x\ny\n\n"},
		{name: "multiline string in map", args: []string{"."}, stdin: "a: |\n  x\n  y\n", stdout: "a: |\n  x\n  y\n"},
		{name: "keys in document order", args: []string{"keys"}, stdin: "b: 1\na: 2\n", stdout: "- b\n- a\n"},
		{name: "env", args: []string{"-n", `env(HOME)`}, stdout: "/home/user\n"},
		{name: "strenv", args: []string{"-n", `.h = strenv(HOME)`}, stdout: "h: /home/user\n"},
		{name: "env missing", args: []string{"-n", `env(NOPE_NOT_SET)`},
			stderr: "Error: value for env variable 'NOPE_NOT_SET' not provided in env()\n", status: 1},
		{name: "comments kept", args: []string{".b = 2"}, stdin: "# head\na: 1 # line\n# foot\n",
			stdout: "# head\na: 1 # line\n# foot\n\nb: 2\n"},
		{name: "line_comment", args: []string{".a line_comment = \"why\""}, stdin: "a: 1\n", stdout: "a: 1 # why\n"},
		{name: "head_comment read", args: []string{". | head_comment"}, stdin: "# top\na: 1\n", stdout: "top\n"},
		{name: "strip comments", args: []string{"... comments = \"\""}, stdin: "# top\na: 1 # x\n", stdout: "a: 1\n"},
		{name: "style", args: []string{".a style = \"double\""}, stdin: "a: x\n", stdout: "a: \"x\"\n"},
		{name: "key and parent", args: []string{".a.b | (key, parent)"}, stdin: "a:\n  b: 1\n", stdout: "b\nb: 1\n"},
		{name: "front matter process", args: []string{"--front-matter=process", ".t = 2", "p.md"},
			files: map[string]string{"p.md": "---\nt: 1\n---\nbody\n"}, stdout: "---\nt: 2\n---\nbody\n"},
		{name: "front matter extract", args: []string{"-f", "extract", ".t", "p.md"},
			files: map[string]string{"p.md": "---\nt: 1\n---\nbody\n"}, stdout: "1\n"},
		{name: "bad yaml", args: []string{"."}, stdin: "a: [1\nb: 2\n",
			stderr: "Error: bad file '-': go-yaml load error in parser (while parsing a flow sequence) at L1.C4-L2.C2: did not find expected ',' or ']'\n", status: 1},
		{name: "missing file", args: []string{".", "nope.yaml"},
			stderr: "Error: open nope.yaml: no such file or directory\n", status: 1},
		{name: "bad expression", args: []string{".a |"}, stdin: "a: 1\n",
			stderr: "Error: '|' expects 2 args but there is 1\n", status: 1},
		{name: "runtime error", args: []string{".a - 1"}, stdin: "a: x\n",
			stderr: "Error: strings cannot be subtracted\n", status: 1},
		{name: "unknown shorthand flag", args: []string{"-nz", "."}, stdin: "a: 1\n",
			stderr: "Error: unknown shorthand flag: 'z' in -nz\n", status: 1},
		{name: "unknown format", args: []string{"-o", "bogus", "."}, stdin: "a: 1\n",
			stderr: "Error: unknown format 'bogus' please use [yaml|y|kyaml|ky|json|j|props|p|csv|c|tsv|t|xml|x|base64|base64url|uri|toml|hcl|h|shell|s|lua|l|ini|i]\n", status: 1},
		{name: "lua is left out", args: []string{"-o", "lua", "."}, stdin: "a: 1\n",
			stderr: "Error: no support for lua output format\n", status: 1},
		{name: "leading separator kept", args: []string{"."}, stdin: "---\na: 1\n", stdout: "---\na: 1\n"},
		{name: "comment only", args: []string{"."}, stdin: "# c\n", stdout: "# c\n"},
		{name: "float kept as written", args: []string{".a, .b"}, stdin: "a: 1.0\nb: 2.5\n", stdout: "1.0\n2.5\n"},
		{name: "quoting kept", args: []string{"."}, stdin: "a: \"\"\nb: ' x'\nc: \"null\"\nd: 'a: b'\ne: yes\n",
			stdout: "a: \"\"\nb: ' x'\nc: \"null\"\nd: 'a: b'\ne: yes\n"},
		{name: "multi docs json", args: []string{"-o", "json", "-I0", "."}, stdin: "a: 1\n---\nb: 2\n", stdout: "{\"a\":1}\n{\"b\":2}\n"},
		{name: "help", args: []string{"-h"}, stdout: yqUsage},
		{name: "version", args: []string{"--version"}, stdout: "yq (Computerwelt) " + version.Version + "\nmirrors yq of mikefarah/yq v4.54.3; it runs in Computerwelt's sandbox, not as a host program.\n"},
		{name: "split flag not supported", args: []string{"-s", "."}, stdin: "a: 1\n",
			stderr: "Error: unknown shorthand flag: 's' in -s\n", status: 1},
		{name: "unknown long flag", args: []string{"--bogus", "."}, stdin: "a: 1\n",
			stderr: "Error: unknown flag: --bogus\n", status: 1},
		// pflag matches long flags by their whole name (no abbreviations)
		// and names an unknown one without its value.
		{name: "abbreviated long flag", args: []string{"--null", "."}, stdin: "a: 1\n",
			stderr: "Error: unknown flag: --null\n", status: 1},
		{name: "abbreviated help", args: []string{"--hel"},
			stderr: "Error: unknown flag: --hel\n", status: 1},
		{name: "abbreviated flag with value", args: []string{"--output=json", "."}, stdin: "a: 1\n",
			stderr: "Error: unknown flag: --output\n", status: 1},
		{name: "unknown long flag with value", args: []string{"--bogus=1", "."}, stdin: "a: 1\n",
			stderr: "Error: unknown flag: --bogus\n", status: 1},
		{name: "output before a failing document is kept", args: []string{".a - 1"}, stdin: "a: 1\n---\na: x\n",
			stdout: "0\n", stderr: "Error: strings cannot be subtracted\n", status: 1},
		{name: "inplace needs file", args: []string{"-i", ".a = 1"}, stdin: "a: 1\n",
			stderr: "Error: write in place flag only applicable when giving an expression and at least one file\n", status: 1},
		{name: "null input takes no files", args: []string{"-n", ".", "f.yml"}, files: map[string]string{"f.yml": "a: 1\n"},
			stderr: "Error: cannot pass files in when using null-input flag\n", status: 1},
		{name: "system operator disabled", args: []string{"-n", `system("ls")`},
			stderr: "Error: system operations are disabled, use --security-enable-system-operator to enable\n", status: 1},
		{name: "eval recursion is bounded", args: []string{"-n", `.a = "eval(.a)" | eval(.a)`},
			stderr: "Error: expression nested too deeply (more than 2000 levels)\n", status: 1},
	})
}

func TestYqInPlace(t *testing.T) {
	ctx := context.Background()
	fsys := memfs.New()
	vfs.MkdirAll(ctx, fsys, sandboxDir, 0o755)
	writeFiles(t, fsys, map[string]string{
		"c.yaml": "b: 1\na:\n  x: 1\n---\nb: 2\n",
		"d.json": `{"z": 1, "a": 2}`,
	})
	for _, tc := range []struct {
		args []string
		file string
		want string
	}{
		{[]string{"yq", "-i", ".b += 10 | .new = \"v\"", "c.yaml"}, "c.yaml", "b: 11\na:\n  x: 1\nnew: v\n---\nb: 12\nnew: v\n"},
		{[]string{"yq", "-i", ".a = 3", "d.json"}, "d.json", "{\n  \"z\": 1,\n  \"a\": 3\n}\n"},
	} {
		got := runIn(t, fsys, sandboxDir, tc.args, "")
		if got.status != 0 || got.stdout != "" || got.stderr != "" {
			t.Fatalf("%v: %+v", tc.args, got)
		}
		data, err := vfs.ReadFile(ctx, fsys, sandboxDir+"/"+tc.file)
		if err != nil {
			t.Fatal(err)
		}
		if string(data) != tc.want {
			t.Errorf("%v: file is\n%q\nwant\n%q", tc.args, data, tc.want)
		}
	}
	// A failing expression leaves the file alone.
	got := runIn(t, fsys, sandboxDir, []string{"yq", "-i", ".b - \"x\"", "c.yaml"}, "")
	if got.status != 1 || !strings.HasPrefix(got.stderr, "Error: ") {
		t.Errorf("failing -i: %+v", got)
	}
	data, _ := vfs.ReadFile(ctx, fsys, sandboxDir+"/c.yaml")
	if !strings.HasPrefix(string(data), "b: 11\n") {
		t.Errorf("failing -i changed the file: %q", data)
	}
}

// An alias bomb is refused instead of expanded without end.
func TestYqAliasBomb(t *testing.T) {
	var b strings.Builder
	b.WriteString("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n")
	for i := 1; i < 12; i++ {
		fmt.Fprintf(&b, "a%d: &a%d [", i, i)
		for j := 0; j < 10; j++ {
			if j > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "*a%d", i-1)
		}
		b.WriteString("]\n")
	}
	for _, args := range [][]string{{"yq", "-o", "json", "."}, {"yq", "explode(.) | .a11 | length"}} {
		got := runSandbox(t, args, b.String(), nil)
		if got.status != 1 || got.stderr != "Error: explode: the aliases expand to more than 262144 nodes\n" {
			t.Errorf("%q: got %+v", args, got)
		}
	}
	// Read as they are, the aliases are cheap.
	got := runSandbox(t, []string{"yq", ".a11 | length"}, b.String(), nil)
	if got.status != 0 || got.stdout != "10\n" {
		t.Errorf("got %+v", got)
	}
}

type yqFailWriter struct{ n int }

func (w *yqFailWriter) Write(p []byte) (int, error) {
	if w.n+len(p) > 1000 {
		return 0, errors.New("output limit")
	}
	w.n += len(p)
	return len(p), nil
}

// Output stops at the first failed write.
func TestYqStopsOnWriteError(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	var errb bytes.Buffer
	in := strings.NewReader(strings.Repeat("a: 1\n---\n", 100000))
	inv := &shell.Invocation{
		Args: []string{"yq", "."}, Stdin: in,
		Stdout: &yqFailWriter{}, Stderr: &errb, Env: map[string]string{},
		Dir: "/", FS: memfs.New(), Limits: shell.DefaultLimits, Now: time.Now,
	}
	if st := All()["yq"].Run(ctx, inv); st != 1 || ctx.Err() != nil {
		t.Errorf("status %d, ctx %v, stderr %q", st, ctx.Err(), errb.String())
	}
	if in.Len() < 500000 {
		t.Errorf("read %d bytes of the input after the output failed", 900000-in.Len())
	}
}

// TestYqChainsBelowTheDepthLimit: the check that refuses a chain of 10^5
// operators before parsing (TestHostileSizesAreBounded) leaves chains the
// evaluator can run alone, and counts operators per bracket level.
func TestYqChainsBelowTheDepthLimit(t *testing.T) {
	for _, c := range []struct{ expr, want string }{
		{"1" + strings.Repeat("+1", 1500), "1501\n"},
		{"[" + strings.Repeat("1,", 1500) + "1] | length", "1501\n"},
		{`"` + strings.Repeat("+", 5000) + `" | length`, "5000\n"},
	} {
		r := runSandbox(t, []string{"yq", "-n", c.expr}, "", nil)
		if r.stdout != c.want || r.status != 0 {
			t.Errorf("yq -n %.40q…: status %d, stdout %q, stderr %q; want %q", c.expr, r.status, r.stdout, r.stderr, c.want)
		}
	}
}
