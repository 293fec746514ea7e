package regex

import (
	"fmt"
	"strings"
	"testing"
)

// TestBytesMode checks the C locale's matching (Options.Bytes): a
// character is a byte, classes are ASCII's, -i folds ASCII only, and the
// offsets are the subject's bytes, on both matchers.
func TestBytesMode(t *testing.T) {
	b := Options{Bytes: true}
	be := Options{Bytes: true, Extended: true}
	bi := Options{Bytes: true, IgnoreCase: true}
	cases := []struct {
		pat  string
		o    Options
		in   string
		want string // fmt of FindAllSubmatchIndex's first match, "[]" for none
	}{
		{`.`, b, "é", "[0 1]"},
		{`^..$`, b, "é", "[0 2]"},
		{`^.$`, b, "é", "[]"},
		{`^....$`, b, "😀", "[0 4]"},
		{`a.b`, b, "a\xffb", "[0 3]"},
		{`[[:alpha:]]`, b, "éa", "[2 3]"},
		{`[[:print:]]*`, b, "é", "[0 0]"},
		{`[^a]`, b, "aé", "[1 2]"},
		{"[\x80-\xff]", b, "aé", "[1 2]"},
		{`é`, b, "café", "[3 5]"},
		{"\xa9", b, "é", "[1 2]"},
		{`\w*`, b, "aé", "[0 1]"},
		{`\W`, b, "aé", "[1 2]"},
		{`\<.`, b, "xéy", "[0 1]"},
		{`\(.\)\1`, b, "éé", "[]"},
		{`\(..\)\1`, b, "éé", "[0 4 0 2]"},
		{`(é)+`, be, "ééx", "[0 4 2 4]"},
		{`^.{5}$`, be, "é€", "[0 5]"},
		{`é`, bi, "É", "[]"},
		{`h.`, bi, "HÉ", "[0 2]"},
		{`[a-b]*`, bi, "AB", "[0 2]"},
		{`[^a]`, bi, "aA\xc3", "[2 3]"},
		{"\xe3\xa9", bi, "\xc3\xa9", "[]"}, // Latin-1's Ã and ã are bytes, not letters
		{`\(a\)\1`, bi, "aA", "[0 2 0 1]"},
		{`[[:upper:]]`, bi, "x", "[0 1]"},
		{`caf`, Options{Bytes: true, Words: true}, "café x", "[0 3]"},
		{`caf`, Options{Words: true}, "café x", "[]"},
		{`x`, Options{Bytes: true, Literal: true}, "😀x", "[4 5]"},
	}
	for _, c := range cases {
		re, err := Compile(c.pat, c.o)
		if err != nil {
			t.Errorf("%q %+v: %v", c.pat, c.o, err)
			continue
		}
		locs, err := re.FindAllSubmatchIndex([]byte(c.in), 1)
		got := "[]"
		if len(locs) > 0 {
			got = fmt.Sprint(locs[0])
		}
		if err != nil || got != c.want {
			t.Errorf("%q %+v on %q: %s %v, want %s", c.pat, c.o, c.in, got, err, c.want)
		}
		loc, _ := re.FindSubmatchIndex([]byte(c.in))
		m, _ := re.Match([]byte(c.in))
		if m != (c.want != "[]") || loc != nil && fmt.Sprint(loc) != c.want {
			t.Errorf("%q %+v on %q: Match %v, FindSubmatchIndex %v, want %s", c.pat, c.o, c.in, m, loc, c.want)
		}
	}
}

func TestBytesModeFindAll(t *testing.T) {
	re, err := Compile(`.`, Options{Bytes: true})
	if err != nil {
		t.Fatal(err)
	}
	locs, _ := re.FindAllSubmatchIndex([]byte("hé"), -1)
	if got := fmt.Sprint(locs); got != "[[0 1] [1 2] [2 3]]" {
		t.Errorf("FindAll . on hé = %s", got)
	}
	// An empty match steps over one byte.
	re, _ = Compile(`x*`, Options{Bytes: true})
	locs, _ = re.FindAllSubmatchIndex([]byte("é"), -1)
	if got := fmt.Sprint(locs); got != "[[0 0] [1 1] [2 2]]" {
		t.Errorf("FindAll x* on é = %s", got)
	}
	if re.SplitsCharacters() {
		t.Error("byte mode splits characters itself")
	}
}

func TestBytesModeRequired(t *testing.T) {
	re, _ := Compile("caf\xc3\xa9", Options{Bytes: true})
	if lit, _, complete := re.Required(); lit != "caf\xc3\xa9" || !complete {
		t.Errorf("Required = %q %v", lit, complete)
	}
	re, _ = Compile("CAF\xc3\x89", Options{Bytes: true, IgnoreCase: true})
	if lit, fold, _ := re.Required(); lit != "caf\xc3\x89" || !fold {
		t.Errorf("Required folded = %q %v", lit, fold)
	}
}

func TestBytesModeErrorOffset(t *testing.T) {
	// The offset counts the pattern's bytes, not its Latin-1 form's.
	_, err := Compile("éé\\(", Options{Bytes: true})
	e, ok := err.(*Error)
	if !ok || e.Offset != 6 {
		t.Errorf("error %v, offset %+v", err, e)
	}
}

// TestBytesModeAllocations: a line past ASCII is converted in a pooled
// buffer, so matching it allocates no more than an ASCII line does.
func TestBytesModeAllocations(t *testing.T) {
	re, _ := Compile(`l+o`, Options{Bytes: true})
	line := []byte("héllo wörld")
	re.Match(line)
	if n := testing.AllocsPerRun(100, func() { re.Match(line) }); n > 0 {
		t.Errorf("Match allocates %v times a line", n)
	}
	ascii, _ := Compile(`l+o`, Options{})
	base := testing.AllocsPerRun(100, func() { ascii.FindSubmatchIndex(line) })
	if n := testing.AllocsPerRun(100, func() { re.FindSubmatchIndex(line) }); n > base {
		t.Errorf("FindSubmatchIndex allocates %v times a line, the UTF-8 mode %v", n, base)
	}
}

func BenchmarkMatchUTF8(b *testing.B)  { benchMatch(b, Options{}) }
func BenchmarkMatchBytes(b *testing.B) { benchMatch(b, Options{Bytes: true}) }

func benchMatch(b *testing.B, o Options) {
	re, _ := Compile(`w[[:alpha:]]+d`, o)
	line := []byte(strings.Repeat("héllo ", 10) + "wörld")
	b.ReportAllocs()
	for b.Loop() {
		re.Match(line)
	}
}

func TestCompilePerlBytes(t *testing.T) {
	for _, c := range []struct{ pat, in, want string }{
		{`.`, "é", "[[0 1] [1 2]]"},
		{`\w+`, "héllo", "[[0 1] [3 6]]"},
		{`(?<=h).`, "hé", "[[1 2]]"},
		{`\xc3`, "é", "[[0 1]]"},
	} {
		re, err := CompilePerlBytes(c.pat, false)
		if err != nil {
			t.Errorf("%q: %v", c.pat, err)
			continue
		}
		locs, _ := re.FindAllSubmatchIndex([]byte(c.in), -1)
		var got [][]int
		for _, l := range locs {
			got = append(got, l[:2])
		}
		if fmt.Sprint(got) != c.want {
			t.Errorf("-P %q on %q: %v, want %s", c.pat, c.in, got, c.want)
		}
	}
}

// TestBytesModeFoldClasses: under -i a class keeps its bytes past ASCII
// as they are (Go's folding would pair Latin-1's À and à).
func TestBytesModeFoldClasses(t *testing.T) {
	re, _ := Compile("[\xc3]", Options{Bytes: true, IgnoreCase: true})
	if m, _ := re.Match([]byte("\xe3")); m {
		t.Error("[\\xc3] -i matched \\xe3")
	}
	re, _ = CompilePerlBytes("\xc3[\xa9]", true)
	if m, _ := re.Match([]byte("\xe3\xa9")); m {
		t.Error("-P -i \\xc3 matched \\xe3")
	}
	if m, _ := re.Match([]byte("\xc3\xa9")); !m {
		t.Error("-P -i \\xc3\\xa9 did not match itself")
	}
	if got, _ := ASCIIFoldClass("[a\u00e9]"); got != `(?-i:[\x{41}-\x{41}\x{61}-\x{61}\x{e9}-\x{e9}])` {
		t.Errorf("ASCIIFoldClass = %s", got)
	}
}
