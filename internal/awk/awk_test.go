package awk

import (
	"bytes"
	"context"
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
