package gojq_test

// computerwelt: chains of operators compile in a loop (PATCHES.md).

import (
	"fmt"
	"math/rand"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/itchyny/gojq"
)

// results runs src on input and lists what it yields, errors included,
// at most 200 items.
func results(t *testing.T, src string, input any) []string {
	t.Helper()
	q, err := gojq.Parse(src)
	if err != nil {
		t.Fatalf("%s: %v", src, err)
	}
	c, err := gojq.Compile(q)
	if err != nil {
		return []string{"compile: " + err.Error()}
	}
	var out []string
	it := c.Run(input)
	for len(out) < 200 {
		v, ok := it.Next()
		if !ok {
			break
		}
		if err, ok := v.(error); ok {
			out = append(out, "error: "+err.Error())
			break
		}
		out = append(out, fmt.Sprintf("%#v", v))
	}
	return out
}

// A chain compiled in a loop yields what the same chain with every
// operation in parentheses yields (those compile one operation at a
// time, as upstream does): values, their order, and errors.
func TestChainsAsNested(t *testing.T) {
	operands := []string{`1`, `2.5`, `0`, `"s"`, `null`, `true`, `false`, `.`, `.a`, `(1, 2)`, `(.a, "x")`,
		`empty`, `error("e")`, `[1]`, `{"b": 1}`, `(true, false)`, `(null, 3)`, `-.a`, `(3 | . * 2)`}
	ops := [][]string{{"+", "-"}, {"*", "/", "%"}, {"and"}, {"or"}, {","}, {"//"}, {"|"}, {"==", "+"}, {"<", "-"}}
	rnd := rand.New(rand.NewSource(17))
	input := map[string]any{"a": 7}
	for i := 0; i < 1000; i++ {
		set := ops[i%len(ops)]
		n := 2 + rnd.Intn(5)
		terms := make([]string, n)
		for j := range terms {
			terms[j] = operands[rnd.Intn(len(operands))]
		}
		ws := make([]string, n-1)
		for j := range ws {
			ws[j] = set[rnd.Intn(len(set))]
			if ws[j] == "==" || ws[j] == "<" {
				ws[j] = "+" // comparisons do not chain; keep one at the end
			}
		}
		if set[0] == "==" || set[0] == "<" {
			ws[len(ws)-1] = set[0]
		}
		flat := terms[0]
		nested := terms[0]
		right := set[0] == "//" || set[0] == "|"
		for j, w := range ws {
			flat += " " + w + " " + terms[j+1]
			if !right {
				nested = "(" + nested + " " + w + " " + terms[j+1] + ")"
			}
		}
		if right {
			nested = terms[n-1]
			for j := n - 2; j >= 0; j-- {
				nested = "(" + terms[j] + " " + ws[j] + " " + nested + ")"
			}
		}
		if got, want := results(t, flat, input), results(t, nested, input); !reflect.DeepEqual(got, want) {
			t.Errorf("%s\n got %v\nwant %v (%s)", flat, got, want, nested)
		}
		if got, want := results(t, "[path("+flat+")]", input), results(t, "[path("+nested+")]", input); !reflect.DeepEqual(got, want) {
			t.Errorf("path(%s)\n got %v\nwant %v", flat, got, want)
		}
	}
}

// Flat chains of 10^5 terms parse, compile, run and print (String) in a
// loop: upstream recursed once per operand and overflowed the stack.
func TestLongChains(t *testing.T) {
	const n = 100_000
	join := func(term, sep string) string {
		return strings.TrimSuffix(strings.Repeat(term+sep, n), sep)
	}
	sum := make([]string, n)
	for i := range sum {
		sum[i] = fmt.Sprint(i + 1)
	}
	for _, c := range []struct {
		src  string
		want []string
	}{
		{strings.Join(sum, " + "), []string{"5000050000"}},
		{join("1", " - "), []string{fmt.Sprint(1 - (n - 1))}},
		{join("3", " * ") + " % 2 / " + join("1", " / ") + " == 1", []string{"true"}},
		{join(".", " | "), []string{"7"}},
		{join("true", " and "), []string{"true"}},
		{join("false", " or "), []string{"false"}},
		{join("null", " // ") + " // 5", []string{"5"}},
		// (a string chain copies its growing string at every term: n²/2
		// bytes, as in jq; 10^4 terms here)
		{strings.Repeat(`"a" + `, n/10) + `"" | length`, []string{fmt.Sprint(n / 10)}},
		{"[" + join(". + 1", ", ") + "] | length", []string{fmt.Sprint(n)}},
		{"[limit(3; " + join("(1, 2)", " + ") + ")]", []string{"[]interface {}{100000, 100001, 100001}"}}, // of 2^n values
	} {
		q, err := gojq.Parse(c.src)
		if err != nil {
			t.Fatal(err)
		}
		if s := q.String(); len(s) < len(c.src)/2 {
			t.Errorf("String() of %.40s...: %d bytes", c.src, len(s))
		}
		t0 := time.Now()
		got := results(t, c.src, 7)
		t.Logf("%.30s...: %v", c.src, time.Since(t0))
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%.40s...: got %.200v, want %v", c.src, got, c.want)
		}
	}
}

// String writes a chain as upstream did.
func TestChainString(t *testing.T) {
	for _, src := range []string{
		"1 + 2 - 3 * 4", "1, 2, 3", ". | . | .", "1 // 2 // 3", "a and b or c and d",
		"1 as $x | 2 as $y | $x + $y", "def f: 1; f, 2", ".a + (.b | . * 2) | . , 3",
	} {
		q, err := gojq.Parse(src)
		if err != nil {
			t.Fatal(err)
		}
		q2, err := gojq.Parse(q.String())
		if err != nil {
			t.Fatalf("%s: String() %q does not parse: %v", src, q.String(), err)
		}
		if q2.String() != q.String() {
			t.Errorf("%s: %q then %q", src, q.String(), q2.String())
		}
	}
	for src, want := range map[string]string{
		"1+2-3":           "1 + 2 - 3",
		"1,2,3":           "1, 2, 3",
		".|.|.":           ". | . | .",
		"1//2//3":         "1 // 2 // 3",
		"1 as $x|2|3":     "1 as $x | 2 | 3",
		"(1+2)*3":         "(1 + 2) * 3",
		"def f: 1; f + 2": "def f: 1; f + 2",
	} {
		q, _ := gojq.Parse(src)
		if got := q.String(); got != want {
			t.Errorf("String(%s) = %q, want %q", src, got, want)
		}
	}
}
