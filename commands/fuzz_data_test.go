package commands

import (
	"bytes"
	"context"
	"flag"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/internal/testlong"
	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// The data commands' fuzz targets (SECURITY.md, "Fuzzing"): a program and
// an input from the fuzzer. Oracle: no panic (a panic fails the target),
// the command returns soon after its context ends, and its output stays
// bounded by what limits allow.

var fuzzCmdLimits = shell.Limits{MaxStringBytes: 1 << 20, MaxFileBytes: 1 << 20, MaxFilesystemBytes: 4 << 20}.WithDefaults()

// fuzzRun runs one command over a fresh bounded filesystem holding input
// as /in, with stdin = input too.
func fuzzRun(t *testing.T, input []byte, args ...string) {
	t.Helper()
	fsys := memfs.New(memfs.WithLimits(fuzzCmdLimits.MaxFileBytes, fuzzCmdLimits.MaxFilesystemBytes), memfs.WithMaxFiles(500))
	bg := context.Background()
	vfs.MkdirAll(bg, fsys, "/w", 0o755)
	vfs.WriteFile(bg, fsys, "/w/in", input, 0o644)
	limit := fuzzTimeout()
	ctx, cancel := context.WithTimeout(bg, limit)
	defer cancel()
	out := &capWriter{max: 1 << 20}
	var errb bytes.Buffer
	inv := &shell.Invocation{Args: args, Stdin: bytes.NewReader(input), Stdout: out, Stderr: &errb,
		Dir: "/w", FS: fsys, Limits: fuzzCmdLimits, Env: map[string]string{"HOME": "/w"},
		Now: func() time.Time { return time.Unix(0, 0) }}
	start := time.Now()
	All()[args[0]].Run(ctx, inv)
	if el := time.Since(start); el > limit+5*time.Second {
		t.Fatalf("%q ran %v past a %v context", args, el, limit)
	}
}

// fuzzTimeout is how long one run may take: 1 s while fuzzing and with
// CW_LONG=1; 100 ms for the seed corpus in a plain go test, where the
// entries that run until their context ends (endless loops, huge ranges)
// show the same (that they stop when it ends) ten times sooner.
func fuzzTimeout() time.Duration {
	if f := flag.Lookup("test.fuzz"); testlong.On() || (f != nil && f.Value.String() != "") {
		return time.Second
	}
	return 100 * time.Millisecond
}

// capWriter fails writes past max, as the shell's output limit does.
type capWriter struct {
	n, max int
}

func (w *capWriter) Write(p []byte) (int, error) {
	if w.n+len(p) > w.max {
		return 0, vfs.ErrBrokenPipe
	}
	w.n += len(p)
	return len(p), nil
}

func FuzzJq(f *testing.F) {
	for _, s := range []string{".", ".a[1:]", "[.[]?|numbers]", "paths", "tostream", "fromjson?", "@base64d", "getpath([\"a\",0])",
		"limit(5;repeat(.))", "[range(10)]|combinations(2)", "test(\"a+\";\"x\")", "ltrimstr(1)", "splits(\"[\")", "input", "$__loc__",
		"def f: def g: 3; g; f", "reduce .[] as $x (0;.+$x)", "try error catch .", "@sh", "tojson|.*3", "implode", "ascii",
		// Once unbounded (SECURITY.md): now a jq error past MaxStringBytes.
		"\"a\"*1e9", ".c*\"ab\"", "until(false;.+.)", ".a+=.a"} {
		f.Add(s, []byte(`{"a":[1,"x",{"b":null}],"c":1e500}`))
	}
	// Input jq refuses: its parser's messages (jq_parse.go).
	for _, in := range []string{`{"a":[1,}`, `"\u12"`, `1 2 x`, `{"a" 1}`, `[[[[`, "\"a\x01\"", `{1:2}`, `]`} {
		f.Add(".", []byte(in))
	}
	f.Fuzz(func(t *testing.T, prog string, in []byte) {
		fuzzRun(t, in, "jq", "-c", prog)
		fuzzRun(t, in, "jq", "-rRs", prog)
	})
}

func FuzzAwk(f *testing.F) {
	for _, s := range []string{"{print $2}", "BEGIN{FS=\",\"}{s+=$1}END{print s}", "{a[$0]++}END{for(k in a)print k,a[k]}",
		"{gsub(/[aeiou]+/,\"&&\")}1", "{printf \"%*d\\n\", $1, $2}", "BEGIN{while((getline l<\"in\")>0)n++;print n}",
		"{$5=\"x\";print NF}", "{print substr($0,2,3), index($0,\"b\"), match($0,/b+/)}", "BEGIN{RS=\"\"}{print NR\": \"$0}",
		"function f(n){return n<2?n:f(n-1)+f(n-2)}{print f($1)}", "{print > \"out\"}", "BEGIN{printf \"%c%c\", 256, \"\"}"} {
		f.Add(s, []byte("3 4\na,b c\n\n1e3 -0 x\n"))
	}
	f.Fuzz(func(t *testing.T, prog string, in []byte) {
		fuzzRun(t, in, "awk", prog)
		fuzzRun(t, in, "awk", "-F", ":", prog, "in")
	})
}

func FuzzYq(f *testing.F) {
	for _, s := range []string{".", ".a", ".[] | select(. == 1)", "keys", "to_entries", ".a.b = 3", "del(.a)", "length", "... comments=\"\"", "explode(.)"} {
		f.Add(s, []byte("a: &x {b: [1, 2]}\nc: *x\nd: !!binary aGk=\n---\n- 1\n"))
	}
	f.Fuzz(func(t *testing.T, prog string, in []byte) {
		fuzzRun(t, in, "yq", prog)
		fuzzRun(t, in, "yq", "-o", "json", prog)
		fuzzRun(t, in, "yq", "-p", "json", prog)
	})
}

// FuzzArchives feeds arbitrary bytes to the archive readers: tar (plain and
// gzip), unzip and gunzip, listing and extracting into a bounded FS.
func FuzzArchives(f *testing.F) {
	f.Add([]byte("\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00"))
	f.Add([]byte("PK\x05\x06" + strings.Repeat("\x00", 18)))
	f.Add(append([]byte("a.txt"), make([]byte, 1019)...))
	f.Fuzz(func(t *testing.T, in []byte) {
		for _, args := range [][]string{
			{"tar", "tvf", "in"}, {"tar", "xf", "in"}, {"tar", "xzf", "in"}, {"unzip", "-l", "in"}, {"unzip", "-o", "in"},
			{"gzip", "-dc", "in"}, {"gzip", "-t", "in"},
		} {
			fuzzRun(t, in, args...)
		}
	})
}
