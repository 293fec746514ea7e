package awk

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
)

// TestLimits checks the string and element limits stop runaway programs.
func TestLimits(t *testing.T) {
	for _, src := range []string{
		`BEGIN { s = sprintf("%1000s", ""); while (1) gsub(/ /, "  ", s) }`,
		`BEGIN { s = sprintf("%1000s", ""); while (1) gsub(/[ ]/, "  ", s) }`,
		`BEGIN { s = sprintf("%1000s", ""); while (1) s = gensub(/ /, "  ", "g", s) }`,
		`BEGIN { while (1) a[i++] }`,
		`BEGIN { while (1) a[i++] = 1 }`,
		`BEGIN { x = "ab"; while (1) x = x x }`,
		`BEGIN { while (1) $(NF+1000) = 1 }`,
		`BEGIN { while (1) NF += 1000 }`,
		`BEGIN { $(1e9) = 1 }`,
	} {
		prog, err := Parse(src)
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		_, err = Run(context.Background(), prog, &Config{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &out,
			MaxStringBytes: 1 << 20, MaxElements: 100000})
		if _, ok := err.(*ExitError); !ok {
			t.Errorf("%s: got %v", src, err)
		}
	}
}

// TestParseNeverPanics feeds the parser broken programs.
func TestParseNeverPanics(t *testing.T) {
	for _, src := range []string{
		"", "{", "}", "((", "$", "a[", "function", "function f(", "BEGIN {", "/abc", "\"abc",
		"a = ", "print >", "getline <", "x ? y", "for (", "for (k in", "if", "while (1",
		"{ print $(1 }", "BEGIN { printf }", "func f(a,) {}", "@", "a &&", "&", "{ next ; next }",
		"BEGIN { return }", "BEGIN { break }", "f(", "length(", "split(a)", "sub(/x/)",
	} {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%q: panic %v", src, r)
				}
			}()
			Parse(src)
		}()
	}
}

// TestParseNestingLimit: nesting up to gawk's depth parses; past it every
// recursive construct is refused with gawk's "memory exhausted" instead of
// overflowing the stack, while a left-associative chain of any length is
// no nesting (gawk sums a million terms).
func TestParseNestingLimit(t *testing.T) {
	rep := strings.Repeat
	ok := maxNesting - 10
	if _, err := Parse("BEGIN{print " + rep("(", ok) + "1" + rep(")", ok) + "}"); err != nil {
		t.Fatalf("%d parentheses: %v", ok, err)
	}
	deep := maxNesting + 2
	for name, src := range map[string]string{
		"parens":  "BEGIN{print " + rep("(", deep) + "1" + rep(")", deep) + "}",
		"blocks":  "BEGIN" + rep("{", deep) + rep("}", deep),
		"ifs":     "BEGIN{" + rep("if(1)", deep) + "x=1}",
		"not":     "BEGIN{print " + rep("!", deep) + "1}",
		"minus":   "BEGIN{print " + rep("- ", deep) + "1}",
		"power":   "BEGIN{print " + rep("2^", deep) + "1}",
		"assign":  "BEGIN{" + rep("a=", deep) + "1}",
		"fields":  "{print " + rep("$", deep) + "1}",
		"incr":    "{" + rep("++", deep) + "x}",
		"getline": "BEGIN{" + rep("getline <", deep) + "1}",
	} {
		_, err := Parse(src)
		var se *SyntaxError
		if !errors.As(err, &se) || se.Msg != "memory exhausted" {
			t.Errorf("%s: err %v, want memory exhausted", name, err)
		}
	}
	long := 10 * maxNesting
	for name, src := range map[string]string{
		"sum":     "BEGIN{print " + rep("1+", long) + "1}",
		"product": "BEGIN{print " + rep("1*", long) + "1}",
		"concat":  "BEGIN{print " + rep("1 ", long) + "1}",
		"and":     "BEGIN{print " + rep("1&&", long) + "1}",
		"or":      "BEGIN{print " + rep("0||", long) + "1}",
		"match":   "BEGIN{print " + rep("1~", long) + "1}",
		"in":      "BEGIN{print 1" + rep(" in a", long) + "}",
	} {
		if _, err := Parse(src); err != nil {
			t.Errorf("%s of %d operands: %v", name, long+1, err)
		}
	}
}

// TestFieldsBeforeFirstRecord: BEGIN assigns fields and NF as gawk 5.2
// does (there is no record yet; this used to be an index panic).
func TestFieldsBeforeFirstRecord(t *testing.T) {
	for src, want := range map[string]string{
		`BEGIN { $3 = "x"; print; print NF }`:                                                  "  x\n3\n",
		`BEGIN { NF = 2; print length($0); $0 = "a b c"; print NF; NF = 0; print "[" $0 "]" }`: "1\n3\n[]\n",
		`BEGIN { NF = 0; print NF; $1 = "y"; print }`:                                          "0\ny\n",
	} {
		prog, err := Parse(src)
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		if _, err := Run(context.Background(), prog, &Config{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &out}); err != nil {
			t.Errorf("%s: %v", src, err)
		}
		if out.String() != want {
			t.Errorf("%s: got %q, want %q", src, out.String(), want)
		}
	}
}
