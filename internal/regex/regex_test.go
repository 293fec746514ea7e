package regex

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

func TestFind(t *testing.T) {
	type tc struct {
		pat  string
		o    Options
		in   string
		want string // fmt of the submatch index list, "[]" for no match
	}
	ere := Options{Extended: true}
	cases := []tc{
		{`a*`, Options{}, "baaa", "[0 0]"},
		{`a\+`, Options{}, "baaa", "[1 4]"},
		{`a+`, Options{}, "a+", "[0 2]"},
		{`a+`, ere, "baa", "[1 3]"},
		{`x\|xy\|xyz`, Options{}, "xyz", "[0 3]"}, // leftmost-longest
		{`x|xy|xyz`, ere, "axyz", "[1 4]"},
		{`\(a\)\(b\)\?`, Options{}, "ab", "[0 2 0 1 1 2]"},
		{`(a)|b`, ere, "b", "[0 1 -1 -1]"},
		{`*a`, Options{}, "x*a", "[1 3]"},
		{`^*a`, Options{}, "*a", "[0 2]"},
		{`a^b`, Options{}, "a^b", "[0 3]"},
		{`a$b`, Options{}, "a$b", "[0 3]"},
		{`^a$`, ere, "a", "[0 1]"},
		{`\(^a\)`, Options{}, "a", "[0 1 0 1]"},
		{`a\{2\}`, Options{}, "aaa", "[0 2]"},
		{`a{2,}`, ere, "aaaa", "[0 4]"},
		{`a{,2}`, ere, "aaaa", "[0 2]"},
		{`a{x`, ere, "a{x", "[0 3]"},
		{`\{1\}`, Options{}, "{1}", "[0 3]"},
		{`[]a]`, Options{}, "]", "[0 1]"},
		{`[^]a]`, Options{}, "]ab", "[2 3]"},
		{`[a-]`, Options{}, "-", "[0 1]"},
		{`[[:digit:]]\+`, Options{}, "ab123c", "[2 5]"},
		{`[[:alpha:]]`, Options{}, "1é", "[1 3]"},
		{`[[=a=]]`, Options{}, "ba", "[1 2]"},
		{`[\n]`, Options{}, `\`, "[0 1]"},
		{`[\n]`, Options{SedEscapes: true}, "\n", "[0 1]"},
		{`a\nb`, Options{SedEscapes: true}, "a\nb", "[0 3]"},
		{`\w\+`, Options{}, "--été--", "[2 7]"},
		{`\W`, Options{}, "ab c", "[2 3]"},
		{`\s`, Options{}, "a\vb", "[1 2]"},
		{`ABC`, Options{IgnoreCase: true}, "xabc", "[1 4]"},
		{`[[:upper:]]`, Options{IgnoreCase: true}, "a", "[0 1]"},
		{`a.c`, Options{}, "a\nc", "[0 3]"},
		{`^b`, Options{}, "a\nb", "[]"},
		{`^b`, Options{Multiline: true}, "a\nb", "[2 3]"},
		{`a$`, Options{Multiline: true}, "a\nb", "[0 1]"},
		{"a.b", Options{Literal: true}, "axb a.b", "[4 7]"},
		{"foo", Options{Words: true}, "foobar foo", "[7 10]"},
		{"foo", Options{Line: true}, "foo ", "[]"},
		{"foo", Options{Line: true}, "foo", "[0 3]"},
		{"o*", Options{Anchored: true}, "foo", "[0 0]"},
		{`\(f\)o`, Options{Anchored: true}, "foo", "[0 2 0 1]"},
		{"o", Options{Anchored: true}, "foo", "[]"},
		// Back-references and assertions: the backtracker.
		{`\(a*\)b\1`, Options{}, "xaabaa", "[1 6 1 3]"},
		{`(.)\1`, ere, "abccd", "[2 4 2 3]"},
		{`\(.\)\(.\)\2\1`, Options{}, "xabbay", "[1 5 1 2 2 3]"},
		{`\(a\)\1`, Options{IgnoreCase: true}, "aA", "[0 2 0 1]"},
		{`\<foo\>`, Options{}, "foobar foo", "[7 10]"},
		{`\bfoo`, Options{}, "afoo foo", "[5 8]"},
		{`o\B`, Options{}, "foo", "[1 2]"},
		{`\<`, Options{}, "  ab", "[2 2]"},
		{"\\`a", Options{Multiline: true}, "b\na", "[]"},
		{`a\'`, Options{Multiline: true}, "a\nb", "[]"},
		{`x\{1,2000\}`, Options{}, "xxx", "[0 3]"},
	}
	for _, c := range cases {
		re, err := Compile(c.pat, c.o)
		if err != nil {
			t.Errorf("Compile(%q): %v", c.pat, err)
			continue
		}
		loc, err := re.FindSubmatchIndex([]byte(c.in))
		if err != nil {
			t.Errorf("%q on %q: %v", c.pat, c.in, err)
			continue
		}
		if got := fmt.Sprint(loc); got != c.want {
			t.Errorf("%q %+v on %q: got %s, want %s (backtracking %v)", c.pat, c.o, c.in, got, c.want, re.Backtracking())
		}
	}
}

func TestFindAll(t *testing.T) {
	for _, c := range []struct{ pat, in, want string }{
		{`x*`, "abc", "[[0 0] [1 1] [2 2] [3 3]]"},
		{`a*`, "baaac", "[[0 0] [1 4] [5 5]]"},
		{`\<.`, "ab cd", "[[0 1] [3 4]]"},
		{`\(.\)\1`, "aabbcd", "[[0 2 0 1] [2 4 2 3]]"},
		{`\b`, "ab", "[[0 0] [2 2]]"},
	} {
		re, err := Compile(c.pat, Options{})
		if err != nil {
			t.Fatal(err)
		}
		all, err := re.FindAllSubmatchIndex([]byte(c.in), -1)
		if err != nil {
			t.Fatal(err)
		}
		if got := fmt.Sprint(all); got != c.want {
			t.Errorf("%q on %q: got %s, want %s", c.pat, c.in, got, c.want)
		}
	}
}

func TestErrors(t *testing.T) {
	for _, c := range []struct {
		pat string
		ere bool
		msg string
	}{
		{`[a`, false, errBrack},
		{`[[:alpha:]`, false, errBrack},
		{`[`, false, errBadPat},
		{`[[:foo:]]`, false, errCtype},
		{`[[.ab.]]`, false, errCollate},
		{`[z-a]`, false, errRange},
		{`[:space:]`, false, errClassSyntx},
		{`[^:a:]`, false, errClassSyntx},
		{`\(a`, false, errParen},
		{`(a`, true, errParen},
		{`a\)`, false, errRParen},
		{`a\{1`, false, errBrace},
		{`a\{x\}`, false, errBadBrace},
		{`a\{2,1\}`, false, errBadBrace},
		{`a{2,1}`, true, errBadBrace},
		{`a\{99999\}`, false, errTooBig},
		{`a\`, false, errEscape},
		{`\1`, false, errSubreg},
		{`\(a\)\2`, false, errSubreg},
		{`\(a\1\)`, false, errSubreg},
	} {
		_, err := Compile(c.pat, Options{Extended: c.ere})
		var e *Error
		if !errors.As(err, &e) || e.Msg != c.msg {
			t.Errorf("Compile(%q): got %v, want %q", c.pat, err, c.msg)
		}
	}
}

func TestMultiplePatterns(t *testing.T) {
	re, err := CompileAll([]string{`\(a\)\1`, `\(b\)\1`}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for in, want := range map[string]bool{"aa": true, "bb": true, "ab": false} {
		if got, _ := re.Match([]byte(in)); got != want {
			t.Errorf("%q: got %v", in, got)
		}
	}
}

// TestStepLimit: back-references over nested repetitions are searched
// in polynomial time (failed states are remembered), so lines GNU grep
// answers at once are answered; a hostile line still ends in
// ErrTooComplex within the step limit.
func TestStepLimit(t *testing.T) {
	re, err := Compile(`\(a*\)*\1b`, Options{})
	if err != nil {
		t.Fatal(err)
	}
	in := []byte(strings.Repeat("a", 40) + "cb")
	// The empty last iteration leaves \1 empty: "b" matches, as in glibc.
	if loc, err := re.FindSubmatchIndex(in); err != nil || len(loc) < 2 || loc[0] != 41 || loc[1] != 42 {
		t.Errorf("40 a's: got %v, %v; want [41 42]", loc, err)
	}
	re = MustCompileForTest(t, `^\(a*\)*\1b`)
	if ok, err := re.Match(in); ok || err != nil {
		t.Errorf("anchored, 40 a's: got %v, %v; want no match", ok, err)
	}
	if ok, err := re.Match([]byte("ab")); !ok || err != nil {
		t.Errorf("anchored, ab: got %v, %v; want a match", ok, err)
	}
	hostile := MustCompileForTest(t, `\(\(a*\)*\)*\2c`)
	hostile.maxSteps = stepLimit / 20 // the same outcome, sooner
	if _, err := hostile.FindSubmatchIndex([]byte(strings.Repeat("a", 300) + "cb")); !errors.Is(err, ErrTooComplex) {
		t.Fatalf("got %v, want ErrTooComplex", err)
	}
}

func MustCompileForTest(t *testing.T, expr string) *Regexp {
	t.Helper()
	re, err := Compile(expr, Options{})
	if err != nil {
		t.Fatal(err)
	}
	return re
}

func TestWarnings(t *testing.T) {
	re, err := Compile(`*a`, Options{Extended: true})
	if err != nil {
		t.Fatal(err)
	}
	if w := re.Warnings(); len(w) != 1 || w[0] != "* at start of expression" {
		t.Errorf("warnings %q", w)
	}
}

func TestPerl(t *testing.T) {
	for _, c := range []struct{ pat, in, want string }{
		{`(?<=bar=)\d+`, "foo=1 bar=23", "[[10 12]]"},
		{`foo=\K\d+`, "foo=12 foo=3", "[[4 6] [11 12]]"},
		{`a.*?b`, "aXbYb", "[[0 3]]"},
		{`a.*b`, "aXbYb", "[[0 5]]"},
		{`(\w)\1`, "abbcdd", "[[1 3 1 2] [4 6 4 5]]"},
		{`o(?!o)`, "foo bo", "[[2 3] [5 6]]"},
		{`(?<!f)o`, "foo", "[[2 3]]"},
		{`x|xy`, "xy", "[[0 1]]"}, // leftmost-first, unlike POSIX
		{`\bé`, "é", "[]"},        // \b is ASCII in Perl mode
		{`(?=a\K)`, "a", "[[0 0]]"},
		{`(?>a+)a`, "aaa", "[]"}, // an atomic group gives nothing back
		{`a++b`, "aab", "[[0 3]]"},
		{`(?>(a)x|(a))b`, "ab", "[[0 2 -1 -1 0 1]]"},
		{`(?<n>a)\k<n>`, "xaa", "[[1 3 1 2]]"},
		{`(a)(b)\g{-2}`, "aba", "[[0 3 0 1 1 2]]"},
	} {
		re, err := CompilePerl(c.pat, false)
		if err != nil {
			t.Errorf("%q: %v", c.pat, err)
			continue
		}
		all, err := re.FindAllSubmatchIndex([]byte(c.in), -1)
		if got := fmt.Sprint(all); err != nil || got != c.want {
			if !(c.want == "[]" && len(all) == 0) {
				t.Errorf("%q on %q: got %s (%v), want %s", c.pat, c.in, got, err, c.want)
			}
		}
	}
	for _, bad := range []string{`(?>a`, `a+++`, `(a`, `[a`, `\k<x>`, `(a)\2`, `\g{-1}`, `\k`} {
		if _, err := CompilePerl(bad, false); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

func TestBackrefScope(t *testing.T) {
	for pat, ok := range map[string]bool{
		`\(a\)\1\|b`: true, `\(a\)\|\1`: false, `\(\(a\)\|b\)\2`: true, `\(a\|\(b\)\2\)`: true, `\(a\|\(b\)\)\1\2`: true,
	} {
		_, err := Compile(pat, Options{})
		if (err == nil) != ok {
			t.Errorf("%q: err %v", pat, err)
		}
	}
}

// TestWordsEngines: grep -w gives the same matches on Go's engine (plain
// patterns) as on the backtracker (patterns with back-references).
func TestWordsEngines(t *testing.T) {
	in := []byte("foo foobar barfoo foo_ (foo) föo foo")
	for _, c := range []struct{ pat, want string }{
		{`foo`, "[[0 3] [24 27] [34 37]]"},
		{`\(f\)oo`, "[[0 3 0 1] [24 27 24 25] [34 37 34 35]]"},
		{`fo*`, "[[0 3] [24 27] [34 37]]"},
		{`f\(o\)\1`, "[[0 3 1 2] [24 27 25 26] [34 37 35 36]]"}, // backtracker
		{`\(f\)o*\1*`, "[[0 3 0 1] [24 27 24 25] [34 37 34 35]]"},
		{`bar`, "[]"},
	} {
		re, err := Compile(c.pat, Options{Words: true})
		if err != nil {
			t.Fatal(err)
		}
		all, _ := re.FindAllSubmatchIndex(in, -1)
		if got := fmt.Sprint(all); got != c.want && !(c.want == "[]" && len(all) == 0) {
			t.Errorf("%q (Go engine %v): got %s, want %s", c.pat, re.words != nil, got, c.want)
		}
	}
}

// TestPerlNestingLimit: grep -P refuses what PCRE2 refuses, with its
// messages, before the tree can nest as deep as the pattern is long:
// parentheses past 250 levels (a million of them in well under a second,
// not the 15 s Go's parser takes) and a quantifier on a quantified item.
func TestPerlNestingLimit(t *testing.T) {
	rep := strings.Repeat
	if _, err := CompilePerl(rep("(?=", 250)+"x"+rep(")", 250), false); err != nil {
		t.Errorf("250 nested look-aheads: %v", err)
	}
	for _, c := range []struct{ expr, msg string }{
		{rep("(", 100000) + "x" + rep(")", 100000), "parentheses are too deeply nested"},
		{rep("(?=", 251) + "x" + rep(")", 251), "parentheses are too deeply nested"},
		{rep("(?:", 1000000) + "x" + rep(")", 1000000), "parentheses are too deeply nested"},
		{"x" + rep("{1}", 100000), "quantifier does not follow a repeatable item"},
		{"x{2}{3}", "quantifier does not follow a repeatable item"},
		{"x*?*", "quantifier does not follow a repeatable item"},
	} {
		_, err := CompilePerl(c.expr, false)
		if err == nil || err.Error() != c.msg {
			t.Errorf("%.20q...: err %v, want %q", c.expr, err, c.msg)
		}
	}
}
