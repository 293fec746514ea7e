package commands

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/internal/testlong"
)

// jq's syntax errors in its words, located where jq locates them (the
// line, padded to the token's column) against the installed jq. jq 1.6
// names the end of input "$end", jq 1.7 "end of file" (our target); the
// rest of the messages are the same in both (checked against 1.7.1).
func TestJqSyntaxErrorsDiff(t *testing.T) {
	filters := []string{
		`.[`, `.a |`, `{a:}`, `.a]`, `map(.`, `.a b`, `"abc`, `.[1,]`, `.a..b`, `[.a,]`, `.a | | .b`, `foo(`, `@`,
		`.a = `, `{`, `select(.a == )`, `1 +`, `'`, `.a?b`, `def f: 1`, `try`, `then`, `. end`, `1 2`,
		`. {}`, `. ;`, `. ]`, `[. ]]`, `(.))`, `. 1.5`, `. reduce`, `. elif`, `. == ==`, `. |= |=`, `.a & .b`,
		`.a["x"`, `[1,2`, `.a | map(select(.b == "c")`, `(.`, `map(.a|.b`, `f(1;2`, `{a:1`, `{a:1,`, `(1 2)`, `[1 2]`,
		`map(1 2)`, `{a:1 2}`, `.a as $x | $x 1`, `reduce . as $x (0;.) 1`, `. as $x (1)`, `"x" "y"`, `not 1`,
		`.a <= `, `. and and`, `map(. ;`, `@base64 "x" 1`, `.foo-bar`, `.a | select(.b = )`,
		`to_entries[] | "\(.key)=\(.value)`, `.[] | {name: .name, .id}`, `.x | tostring)`, `{"a": .b`, `$y`,
		"if . then 1", "if . then 1 else 2 end end", "[.[] | select(.x > 1) | .y",
		".items[] | select(.status == \"active\") | .name)", `"\(1 + )"`,
		".a |\n.b |", ".a |\n  foo(1)", "def f(x): x; f(",
	}
	// Where jq 1.6 lexes $x as '$' and a name, or its parser states
	// differ: jq 1.7.1's messages.
	var pinned []diffCase
	for _, c := range [][2]string{
		{". as x | x", "jq: error: syntax error, unexpected IDENT, expecting BINDING or '[' or '{' (Unix shell quoting issues?) at <top-level>, line 1:\n. as x | x     \njq: 1 compile error\n"},
		{". $x", "jq: error: syntax error, unexpected BINDING (Unix shell quoting issues?) at <top-level>, line 1:\n. $x  \njq: error: try .[\"field\"] instead of .field for unusually named fields at <top-level>, line 1:\n. $x\njq: 2 compile errors\n"},
		{".a as $x", "jq: error: syntax error, unexpected end of file, expecting '|' (Unix shell quoting issues?) at <top-level>, line 1:\n.a as $x      \njq: 1 compile error\n"},
		{".a .", "jq: error: syntax error, unexpected end of file, expecting FORMAT or QQSTRING_START or '[' (Unix shell quoting issues?) at <top-level>, line 1:\n.a .   \njq: 1 compile error\n"},
		{"reduce .[] as $x (0; . + $x", "jq: error: syntax error, unexpected end of file (Unix shell quoting issues?) at <top-level>, line 1:\nreduce .[] as $x (0; . + $x                         \njq: 1 compile error\n"},
	} {
		pinned = append(pinned, diffCase{args: []string{"jq", "-nc", c[0]}, why: "jq 1.7.1's message", stderr: c[1], status: 3})
	}
	runDiffCases(t, pinned)
	for _, f := range filters {
		t.Run(f, func(t *testing.T) {
			args := []string{"jq", "-nc", f}
			got := runSandbox(t, args, "", nil)
			want := jqHostResult(t, got, args, "", func(r result) result {
				r.stderr = strings.ReplaceAll(r.stderr, "$end", "end of file")
				return r
			})
			if got != want {
				t.Errorf("got  %q, status %d\nwant %q, status %d", got.stderr, got.status, want.stderr, want.status)
			}
		})
	}
}

// Input jq refuses, in jq's words and at jq's line and column (the parser
// position over all inputs as one stream), after the values before it.
// jq 1.6 prints "parse error: ..." and exits 2; jq 1.7 (our target)
// prefixes "jq: " and exits 5; the messages are the same.
func TestJqParseErrorsDiff(t *testing.T) {
	inputs := []string{
		`{bad`, `{"a":1`, `[1,2`, `hello`, `{"a":1}}`, `{"a":1,}`, `{'a':1}`, `1 2 x`, `{"a" 1}`, `nul`, `"abc`, `[1,]`,
		`{"a":tru}`, "{\"a\":1}\n{\"b\":", `[1 2]`, `{"a":1 "b":2}`, `{1:2}`, `{"a"}`, `{"a",1}`, `,`, `:`, `]`,
		`"a\q"`, `"\u12"`, `"\u12g4"`, `[1,,2]`, `{,}`, "<html>\n<body>", "Error: not found", `{"a":[1,2,{"b":}]}`,
		"  \n {\"x\": 1,\n  \"y\": }", `-`, `1e`, `true false x`, `[]]`, `{"a":1}]`, "\"a\tb\"", "\"a\x01b\"", `[1] [2`,
		`"x" "y" z`, "[1,\n2,\n3,\n]\n", strings.Repeat("[", 300), strings.Repeat("[", 256),
	}
	for _, in := range inputs {
		t.Run(in, func(t *testing.T) {
			args := []string{"jq", "-c", "."}
			got := runSandbox(t, args, in, nil)
			want := jqHostResult(t, got, args, in, func(r result) result {
				if strings.HasPrefix(r.stderr, "parse error: ") {
					r.stderr, r.status = "jq: "+r.stderr, jqExitError
				}
				return r
			})
			if got != want {
				t.Errorf("got  %q %q, status %d\nwant %q %q, status %d", got.stdout, got.stderr, got.status, want.stdout, want.stderr, want.status)
			}
		})
	}
	// Files are one stream to jq's parser: the position goes on.
	runDiffCases(t, []diffCase{{args: []string{"jq", "-c", ".", "a.json", "b.json"}, why: "jq 1.7.1's message",
		files: map[string]string{"a.json": "{\"a\":\n1}\n", "b.json": "[2,\n  x]"}, stdout: "{\"a\":1}\n",
		stderr: "jq: parse error: Invalid numeric literal at line 4, column 4\n", status: jqExitError}})
}

// Flat chains are no nesting: a chain longer than the nesting limit (and
// than twice it, as the walk counts a Query and its Term) prints what jq
// 1.6 prints for the sum (it folds the constants), and every other kind of
// chain its value; nesting as deep still ends with jq's "memory
// exhausted". By default the chains are 2.5 times the limit (each 10^5
// term query costs ~0.6 s of CPU to parse and walk), with CW_LONG=1 10^5.
func TestJqLongChains(t *testing.T) {
	t.Parallel()
	n := testlong.Count(5*jqMaxNesting/2, 100_000)
	terms := make([]string, n)
	for i := range terms {
		terms[i] = strconv.Itoa(i + 1)
	}
	sum := strings.Join(terms, "+")
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "sum.jq"), []byte(sum), 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{"jq", "-n", "-f", "sum.jq"}
	want := hostRun(t, dir, args, "")
	if got := runSandbox(t, args, "", map[string]string{"sum.jq": sum}); got != want || want.stdout != strconv.Itoa(n*(n+1)/2)+"\n" {
		t.Errorf("sum of 1..%d: got %+v, want %+v", n, got, want)
	}
	join := func(term, sep string) string { return strings.TrimSuffix(strings.Repeat(term+sep, n), sep) }
	for _, c := range []struct{ filter, want string }{
		{join(".", "|"), "null\n"},
		{"[" + join("1", ",") + "] | length", strconv.Itoa(n) + "\n"},
		{join("true", " and "), "true\n"},
		{join("false", " or "), "false\n"},
		{join("null", " // ") + " // 3", "3\n"},
		{join("1", "-"), strconv.Itoa(2-n) + "\n"},
		{join("1", "*") + "/" + join("1", "/"), "1\n"},
		{"[" + join(`"ab"`, "+") + " | length, " + join(`"a"`, "<") + "]", ""}, // syntax error: < does not chain
		{"{" + join(`"a": 1`, ", ") + "} | length", "1\n"},
		{strings.Repeat(`"a" + `, n/10) + `"" | length`, strconv.Itoa(n/10) + "\n"},
		{join(`.a`, " += ") + "", ""}, // nonassoc: a syntax error, as in jq
	} {
		got := runSandbox(t, []string{"jq", "-nc", "-f", "q.jq"}, "", map[string]string{"q.jq": c.filter})
		switch {
		case c.want == "" && (got.status != 3 || !strings.Contains(got.stderr, "syntax error")):
			t.Errorf("%.30s...: got %q %.100q status %d, want a syntax error", c.filter, got.stdout, got.stderr, got.status)
		case c.want != "" && (got.stdout != c.want || got.status != 0):
			t.Errorf("%.30s...: got %q %.100q status %d, want %q", c.filter, got.stdout, got.stderr, got.status, c.want)
		}
	}
	deep := strings.Repeat("[", n) + strings.Repeat("]", n)
	got := runSandbox(t, []string{"jq", "-nc", "-f", "q.jq"}, "", map[string]string{"q.jq": deep})
	if got.status != 3 || !strings.HasPrefix(got.stderr, "jq: error: memory exhausted at <top-level>, line 1:") {
		t.Errorf("%d levels of [: got %q %.100q status %d", n, got.stdout, got.stderr, got.status)
	}
}

// jqHostResult is the installed jq's result of args and stdin, normalised
// by norm (jq 1.6's words as jq 1.7's), or got when the host record says
// that is what it was.
func jqHostResult(t *testing.T, got result, args []string, stdin string, norm func(result) result) result {
	t.Helper()
	key := hostCaseKey(args, stdin, nil)
	if hostKnown(t, key, resultText(got)) {
		return got
	}
	want := norm(hostRun(t, t.TempDir(), args, stdin))
	hostRan(t, key, resultText(want))
	return want
}
