package commands

import (
	"bytes"
	"math/rand"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/internal/regex"
)

// TestGrepLiteralPrefilter compares grep with GNU grep where it searches
// blocks of lines for the literal every match holds before matching
// lines (regex.Required): counted whole with -c, with -v, -i (ASCII case
// folding, letters folding beyond ASCII left to the matcher), -w, -x,
// several patterns, over inputs larger than the read buffer, a binary
// file, a last line without a newline and -r with --include/--exclude.
func TestGrepLiteralPrefilter(t *testing.T) {
	rnd := rand.New(rand.NewSource(20))
	words := []string{"alpha", "beta", "error", "ERROR", "Error", "ERRORS", "erRor", "warn", "ſtart", "start", "e", "12345", "x-ERROR-y", "errand"}
	var big strings.Builder
	for big.Len() < 200_000 {
		n := 1 + rnd.Intn(8)
		if rnd.Intn(50) == 0 {
			n = 0 // an empty line
		}
		for j := 0; j < n; j++ {
			if j > 0 {
				big.WriteByte(' ')
			}
			w := "plain"
			if rnd.Intn(6) == 0 {
				w = words[rnd.Intn(len(words))]
			}
			big.WriteString(w)
		}
		big.WriteByte('\n')
	}
	text := big.String()
	// The same text with its words rare: whole blocks without the literal.
	sparse := strings.Repeat("plain words only here\n", 9000) + "one ERROR here\n" + strings.Repeat("plain words only here\n", 5000)
	files := map[string]string{
		"big.txt":      text,
		"sparse.txt":   sparse,
		"noeol.txt":    sparse + "last line has ERROR and error",
		"bin.dat":      "ERROR one\nbinary\x00data error\nmore ERROR\x00\x00ERROR\n" + sparse,
		"r/a.txt":      "ERROR in a\nnothing\n",
		"r/b.log":      "error in b\nERROR\n",
		"r/sub/c.txt":  sparse,
		"r/sub/d.md":   "Error in d\n",
		"r/sub/e.none": "",
	}
	var cases []diffCase
	for _, args := range [][]string{
		{"-c", "ERROR"},
		{"-c", "-v", "ERROR"},
		{"-c", "-i", "error"},
		{"-c", "-i", "-v", "error"},
		{"-c", "-w", "ERROR"},
		{"-c", "-w", "-i", "error"},
		{"-c", "-v", "-w", "ERROR"},
		{"-c", "-x", "ERROR"},
		{"-c", "-F", "-i", "ERROR"},
		{"-c", "e"},
		{"-c", "-v", "e"},
		{"-c", "-i", "start"},
		{"-c", "-i", "-v", "start"},
		{"-c", "err.r"},
		{"-c", "-v", "err.r"},
		{"-c", "-E", "ERRORS?"},
		{"-c", "-e", "ERROR", "-e", "warn"},
		{"-c", "-v", "-e", "ERROR", "-e", "warn"},
		{"-c", "ERROR$"},
		{"-c", "^ERROR"},
		{"-c", "-m", "5", "ERROR"},
		{"-c", "-m", "5", "-v", "ERROR"},
		{"-n", "-i", "error"},
		{"-n", "-w", "ERROR"},
		{"-n", "-v", "plain"},
		{"-o", "-i", "error"},
		{"-b", "-o", "-w", "ERROR"},
		{"-l", "-i", "error"},
		{"-L", "-w", "ERRORS"},
		{"-n", "-x", "-i", "error"},
		{"-n", "-A", "1", "-i", "errors"},
		{"-c", "zzz"},
		{"-c", "-v", "zzz"},
	} {
		for _, f := range []string{"big.txt", "sparse.txt", "noeol.txt", "bin.dat"} {
			cases = append(cases, diffCase{args: append(append([]string{"grep"}, args...), f), files: files})
		}
	}
	runDiffCases(t, cases)
	// -r: GNU walks a folder in directory order (grepNorm sorts).
	for _, args := range [][]string{
		{"-r", "-c", "ERROR", "r"},
		{"-r", "-c", "-i", "error", "--include=*.txt", "r"},
		{"-r", "-c", "-v", "ERROR", "--exclude=*.md", "r"},
		{"-r", "-l", "-w", "-i", "error", "r"},
		{"-r", "-L", "ERROR", "r"},
	} {
		c := diffCase{args: append([]string{"grep"}, args...), files: files}
		got := runSandbox(t, c.args, "", files)
		want := realResult(t, got, c.args, "", files)
		if got, want := grepNorm(c, got), grepNorm(c, want); got != want {
			t.Errorf("%q:\n got %+v\nwant %+v", c.args, got, want)
		}
	}
}

// TestGrepNeedIndex checks the literal search against a plain one: exact
// and ASCII case-folded, occurrences at window edges and overlapping
// candidates.
func TestGrepNeedIndex(t *testing.T) {
	rnd := rand.New(rand.NewSource(3))
	for i := 0; i < 3000; i++ {
		b := make([]byte, rnd.Intn(3000))
		for j := range b {
			b[j] = "aAbBrR\n "[rnd.Intn(8)]
		}
		lit := make([]byte, 1+rnd.Intn(4))
		for j := range lit {
			lit[j] = "abr"[rnd.Intn(3)]
		}
		for _, fold := range []bool{false, true} {
			n := &grepNeed{lit: lit, fold: fold}
			n.rare = rnd.Intn(len(lit))
			want := bytes.Index(b, lit)
			if fold {
				want = bytes.Index(bytes.ToLower(b), lit)
			}
			if got := n.index(b); got != want {
				t.Fatalf("index(%q, %q, fold %v, rare %d) = %d, want %d", b, lit, fold, n.rare, got, want)
			}
		}
	}
}

// TestGrepNeedOfPatterns checks which literal grep searches for.
func TestGrepNeedOfPatterns(t *testing.T) {
	for _, c := range []struct {
		pats           []string
		o              regex.Options
		lit            string
		fold, complete bool
	}{
		{[]string{"ERROR"}, regex.Options{}, "ERROR", false, true},
		{[]string{"ERROR"}, regex.Options{IgnoreCase: true}, "error", true, true},
		{[]string{"ERROR"}, regex.Options{Words: true}, "ERROR", false, false},
		{[]string{"ERROR"}, regex.Options{Line: true}, "ERROR", false, false},
		{[]string{"needle[0-9]*"}, regex.Options{}, "needle", false, false},
		{[]string{"a\\(bcd\\)\\{2\\}e"}, regex.Options{}, "bcd", false, false},
		{[]string{"ab*cd"}, regex.Options{}, "cd", false, false},
		{[]string{"a.b"}, regex.Options{Literal: true}, "a.b", false, true},
		{[]string{"x\\(o\\)\\1"}, regex.Options{}, "x", false, false},
		{[]string{"ERROR", "warn"}, regex.Options{}, "", false, false},
		{[]string{"a|b"}, regex.Options{Extended: true}, "", false, false},
		{[]string{"kelvin"}, regex.Options{IgnoreCase: true}, "", false, false}, // k folds to U+212A
		{[]string{"start"}, regex.Options{IgnoreCase: true}, "", false, false},  // s folds to U+017F
		{[]string{"Grüße"}, regex.Options{}, "Grüße", false, true},
		{[]string{"Grüße"}, regex.Options{IgnoreCase: true}, "", false, false},
		{[]string{""}, regex.Options{}, "", false, false},
		{[]string{"x*"}, regex.Options{}, "", false, false},
	} {
		re, err := regex.CompileAll(c.pats, c.o)
		if err != nil {
			t.Fatal(err)
		}
		lit, fold, complete := re.Required()
		if lit != c.lit || (lit != "" && (fold != c.fold || complete != c.complete)) {
			t.Errorf("%q %+v: Required() = %q %v %v, want %q %v %v", c.pats, c.o, lit, fold, complete, c.lit, c.fold, c.complete)
		}
	}
}

// BenchmarkGrepCountLiteral is grep -c over 8 MB of text for a literal
// the lines hold often (every line counted without the matcher) and, with
// -i, -w and -v, for one they do not: blocks without it are skipped or
// counted whole. Before the literal search, -i ran the matcher over the
// whole text (7x GNU grep's time), -w matched every line (30x).
func BenchmarkGrepCountLiteral(b *testing.B) {
	text := benchWords(8 << 20)
	fsys := sandboxFS(b, map[string]string{"big.txt": text})
	for _, args := range [][]string{{"-c", "e"}, {"-c", "-i", "error"}, {"-c", "-w", "ERROR"}, {"-c", "-v", "ERROR"}} {
		b.Run(strings.Join(args, " "), func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			for i := 0; i < b.N; i++ {
				if r := runIn(b, fsys, sandboxDir, append(append([]string{"grep"}, args...), "big.txt"), ""); r.status > 1 {
					b.Fatalf("%+v", r)
				}
			}
		})
	}
}
