package awk

import "testing"

// TestCompileEREBytes: under -b and the C locale a regex sees a byte as
// a Latin-1 rune, and gawk's classes take no byte past ASCII; in UTF-8
// . and [^...] do not take an invalid byte.
func TestCompileEREBytes(t *testing.T) {
	cases := []struct {
		src   string
		bytes bool
		in    string
		want  bool
	}{
		{`[[:alpha:]]`, true, toLatin1("é"), false},
		{`[[:alpha:]]`, false, "é", true},
		{`^..$`, true, toLatin1("é"), true},
		{`[[:upper:]]`, true, toLatin1("É"), false},
		{`[[:punct:]]`, true, toLatin1("«"), false},
		{`a.b`, false, "a\xffb", false},
		{`a[^x]b`, false, "a\xffb", false},
		{`a.b`, false, "aéb", true},
		{`a.b`, true, toLatin1("a\xffb"), true},
		{`[^]a]`, false, "]", false},
	}
	for _, c := range cases {
		re, _, err := compileERE(c.src, ModeGawk, c.bytes)
		if err != nil {
			t.Errorf("%q: %v", c.src, err)
			continue
		}
		if got := re.MatchString(c.in); got != c.want {
			t.Errorf("/%s/ bytes=%v on %q: %v, want %v", c.src, c.bytes, c.in, got, c.want)
		}
	}
}

func TestCompileEREBytesIgnoreCase(t *testing.T) {
	for _, c := range []struct {
		src, in string
		want    bool
	}{
		{`(?i)\303\251`, "\u00e3\u00a9", false},
		{`(?i)\303\251`, "\u00c3\u00a9", true},
		{"(?i)\u00c3", "\u00e3", false},
		{"(?i)[\u00c3]", "\u00e3", false},
		{"(?i)[a-c]", "B", true},
		{"(?i)[^a]", "A", false},
	} {
		re, _, err := compileERE(c.src, ModeGawk, true)
		if err != nil {
			t.Errorf("%q: %v", c.src, err)
			continue
		}
		if got := re.MatchString(c.in); got != c.want {
			t.Errorf("/%s/ on %q: %v, want %v", c.src, c.in, got, c.want)
		}
	}
}
