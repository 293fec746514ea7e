package commands

import (
	"fmt"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/itchyny/gojq"
)

// jqRun runs src on input with gojq, unmodified or with the size checks,
// and lists what it yields: values as JSON, errors as their messages.
func jqRunAll(t *testing.T, src string, input any, checked bool) string {
	t.Helper()
	q, err := gojq.Parse(src)
	if err != nil {
		t.Fatalf("%s: %v", src, err)
	}
	var opts []gojq.CompilerOption
	if checked {
		opts = jqSizes{maxString: 1 << 20, maxArray: 1 << 16}.apply(q)
	}
	code, err := gojq.Compile(q, opts...)
	if err != nil {
		return "compile error: " + err.Error()
	}
	var b strings.Builder
	iter := code.Run(input)
	for i := 0; i < 100; i++ {
		v, ok := iter.Next()
		if !ok {
			break
		}
		if err, ok := v.(error); ok {
			fmt.Fprintf(&b, "error: %v\n", err)
			break
		}
		j, err := gojq.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "%s\n", j)
	}
	return b.String()
}

var limitSuffix = regexp.MustCompile(`: more than Max\w+ \(\d+\)`)

// TestJqSizeChecksKeepArithmetic: with `+`, `*`, `+=`, `*=` and add
// rewritten into the size-checked functions, every program below yields
// what unmodified gojq yields: values, their order and errors.
func TestJqSizeChecksKeepArithmetic(t *testing.T) {
	input := map[string]any{"a": 1, "b": []any{1, 2.5, "x"}, "c": map[string]any{"d": "e"}, "s": "ab", "n": nil}
	for _, src := range []string{
		"1 + 2", "1 + 2.5", "2.5 + 1", "1.5 + 2.5", "9223372036854775807 + 1", "-9223372036854775808 + -1",
		"100000000000000000000 + 1", "1 + 100000000000000000000", "1e308 + 1e308",
		`"a" + "b"`, `"" + ""`, "[1] + [2, 3]", "[] + [1]", "[1] + []", "{a: 1} + {b: 2}", "{} + {a: 1}",
		"null + 1", "1 + null", "null + null", `"a" + null`, `"a" + 1`, "1 + \"a\"", "[1] + {}", "{} + 1", "true + true",
		"2 * 3", "2 * 3.5", "3.5 * 2", "-1 * 5", "5 * -1", "-9223372036854775808 * -1", "4611686018427387904 * 4",
		"100000000000000000000 * 3", "0 * 5", "5 * 0",
		`"ab" * 3`, `3 * "ab"`, `"ab" * 0`, `"ab" * -1`, `"ab" * 0.5`, `"ab" * 2.7`, `"ab" * nan`, `"ab" * infinite`,
		`"ab" * "c"`, "[1] * 2", "{a: {b: 1}} * {a: {c: 2}}", "{a: 1} * {a: {c: 2}}", "null * 2", "2 * null",
		"[(1,2) + (10,20)]", "[(1,2) * (10,20)]", "(1,2) as $x | $x + 10", ".a + .a", ".b[] + 1", `.s + .s`, ".b + .b",
		"reduce range(10) as $i (0; . + $i)", "foreach range(5) as $i (0; . + $i; . * 2)",
		"def f(x): x + 1; f(1, 2)", "def f: . * 2; 1 | f + f", "def g: def h: 2 + 3; h * h; g",
		".a += 1", ".a *= 3", ".a += (1, 2)", ".b[0] += 10", ".b[] *= 2", ".c.d += \"!\"", ".z += 1", ".n *= 2",
		".a += .a", ".[\"a\"] += 5", "(.a, .z) += 1", ".b |= map(. + 1)?", "to_entries | map(.value + 1)?",
		"add", "[.b[0], .b[1]] | add", "[\"a\", \"b\"] | add", "[[1], [2]] | add", "[] | add", "[{a: 1}, {b: 2}] | add",
		".c | add", "add(.b[0], 1)", "add(empty)", "\"abc\" | add", "1 | add",
		"try (.s + 1) catch .", "try (\"a\" * {}) catch .", "[paths]", "path(.a + 1)", "path(.a) + [\"x\"]",
		"[limit(3; repeat(1) + 1)]", "\"\\(.a + 1)\"", "{x: (.a + 1), y: (.s * 2)}", "[.a, .a] | .[0] + .[1]",
		"if .a + 1 == 2 then \"two\" else \"no\" end", "[range(5)] | map(. * .)", ".a - 1", ".a / 2", ".a % 2",
		"$__loc__", "[splits(\"b\")]? + [1]", "-(.a + 1)", "getpath([\"a\"]) + 1", "(.a | . + 1) * 2",
	} {
		want := jqRunAll(t, src, input, false)
		// gojq's own bound (2 GiB) is past ours: the same error, naming ours.
		got := limitSuffix.ReplaceAllString(jqRunAll(t, src, input, true), "")
		if got != want {
			t.Errorf("%s:\nchecked:   %q\nunchecked: %q", src, got, want)
		}
	}
}

// TestJqStringMultiplicationIsBounded: "a" * 1e9 ends with a jq error
// naming the limit, at once, without building the gigabyte; so do
// doubling by `+`, `+=` and add, and a reduce appending in place.
func TestJqStringMultiplicationIsBounded(t *testing.T) {
	for _, c := range []struct{ prog, msg string }{
		{`"a" * 1e9`, `jq: error (at <unknown>): repeat string result too large: "a" * 1000000000: more than MaxStringBytes (16777216)`},
		{`1e9 * "a"`, `jq: error (at <unknown>): repeat string result too large: 1000000000 * "a": more than MaxStringBytes (16777216)`},
		{`"a" | until(false; . + .)`, "add result too large"},
		{`{a: "a"} | until(false; .a += .a)`, "add result too large"},
		{`"a" | until(false; [., .] | add)`, "add result too large"},
		{`[1] | until(false; . + .)`, "more than MaxArrayElements (1000000)"},
		// a reduce appending in place (third_party/gojq/owned.go)
		{`reduce range(1e9) as $i ("a"; . + .)`, "add result too large"},
		{`reduce range(1e9) as $i ("a"; . + "0123456789abcdef")`, "add result too large"},
		{`reduce range(1e9) as $i ({a: "a"}; .a += .a)`, "add result too large"},
		{`reduce range(1e9) as $i ([1]; . + .)`, "more than MaxArrayElements (1000000)"},
		{`reduce range(1e9) as $i ([]; . + [$i, $i])`, "more than MaxArrayElements (1000000)"},
	} {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		start := time.Now()
		res := runSandbox(t, []string{"jq", "-n", c.prog}, "", nil)
		elapsed := time.Since(start)
		runtime.ReadMemStats(&after)
		if res.status != 5 || !strings.Contains(res.stderr, c.msg) || res.stdout != "" {
			t.Errorf("%s: status %d stdout %q stderr %q, want 5 and %q", c.prog, res.status, res.stdout, res.stderr, c.msg)
		}
		// Doubling up to the limit allocates about twice the limit.
		if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 256<<20 {
			t.Errorf("%s: allocated %d MiB", c.prog, alloc>>20)
		}
		if elapsed > 10*time.Second {
			t.Errorf("%s: took %v", c.prog, elapsed)
		}
	}
}
