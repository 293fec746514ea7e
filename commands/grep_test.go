package commands

import (
	"context"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/internal/testlong"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// grepInputs are the standard inputs every grep flag is tried on.
var grepInputs = map[string]string{
	"empty":     "",
	"plain":     "apple\nbanana\ncherry\napple pie\n\nBanana split\n",
	"noeol":     "one\ntwo\nthree",
	"utf8":      "café\nnaïve résumé\nÉcole\nplain\n",
	"crlf":      "alpha\r\nbeta\r\ngamma\r\n",
	"words":     "foo bar\nfoobar\nbar_foo\nfoo-bar\n(foo)\nfoo\n",
	"numbers":   "1\n22\n333\n4444\na1b22\n",
	"binaryish": "text line\nanother \x7f line\n",
}

func TestGrepFlagsDiff(t *testing.T) {
	type pf struct {
		pattern string
		flags   []string
	}
	combos := []pf{
		{"a", nil},
		{"a", []string{"-v"}},
		{"a", []string{"-c"}},
		{"a", []string{"-n"}},
		{"a", []string{"-b"}},
		{"an", []string{"-o"}},
		{"an", []string{"-ob"}},
		{"A", []string{"-i"}},
		{"A", []string{"-y", "-c"}},
		{"apple", []string{"-x"}},
		{"foo", []string{"-w"}},
		{"foo", []string{"-w", "-o"}},
		{"foo", []string{"-wc"}},
		{"é", []string{"-o"}},
		{"É", []string{"-i"}},
		{".", []string{"-o"}},
		{"^", []string{"-c"}},
		{"$", []string{"-n"}},
		{"", nil},
		{"", []string{"-v", "-c"}},
		{"a\\|e", []string{"-o"}},
		{"a|e", []string{"-E", "-on"}},
		{"[[:digit:]]\\+", []string{"-o"}},
		{"[0-9]{2,3}", []string{"-Eo"}},
		{"\\(.\\)\\1", []string{"-o"}},
		{"(.)\\1", []string{"-En"}},
		{"\\<b", []string{"-o"}},
		{"r\\>", []string{"-on"}},
		{"\\bfoo\\b", []string{"-c"}},
		{"\\w\\+", []string{"-o"}},
		{"\\W", []string{"-c"}},
		{"a.", []string{"-F", "-c"}},
		{"a", []string{"-m", "1"}},
		{"a", []string{"-m1", "-c"}},
		{"a", []string{"-q"}},
		{"zzz", []string{"-q"}},
		{"a", []string{"-l"}},
		{"zzz", []string{"-L"}},
		{"a", []string{"-H", "-n"}},
		{"a$", nil},
		{"a\r$", []string{"-c"}},
		{"[[:upper:]]", []string{"-o"}},
		{"[^[:alpha:]]", []string{"-c"}},
		{"e", []string{"-A1"}},
		{"e", []string{"-B1", "-n"}},
		{"e", []string{"-C1", "-n"}},
		{"o", []string{"-1"}},
		{"e", []string{"-c", "-v", "-i"}},
		{"apple", []string{"-z"}},
		{"p", []string{"-zo"}},
	}
	var cases []diffCase
	for _, c := range combos {
		for _, in := range []string{"empty", "plain", "noeol", "utf8", "crlf", "words", "numbers", "binaryish"} {
			args := append([]string{"grep"}, c.flags...)
			args = append(args, "-e", c.pattern)
			cases = append(cases, diffCase{name: strings.Join(args[1:], " ") + "/" + in, args: args, stdin: grepInputs[in]})
		}
	}
	// By default a third of the cross product (3 is coprime with the 8
	// inputs: every flag set meets two or three inputs, every input a
	// third of the flag sets), all of it with CW_LONG=1.
	runDiffCases(t, testlong.Sample(cases, 3))
}

func TestGrepDiff(t *testing.T) {
	files := map[string]string{
		"a.txt":       "hello\nworld\n",
		"b.txt":       "Hello again\n",
		"c.log":       "hello log\n",
		"sub/d.txt":   "deep hello\n",
		"sub/e.md":    "no match\n",
		"skip/f.txt":  "hello skipped\n",
		"bin.dat":     "hello\x00world\n",
		"enc.txt":     "hello\nbad \xff hello\nhello again\n",
		"pats":        "hello\nworld\n",
		"emptypats":   "",
		"ctx.txt":     "1\n2\nm3\n4\n5\n6\nm7\n8\nm9\n10\n11\n12\n13\nm14\n",
		"big.txt":     strings.Repeat("filler line\n", 3000) + "needle\n" + strings.Repeat("filler\n", 10),
		"nul/g.bin":   "\x00\x01\x02hello\n",
		"zdata":       "one\x00two\nlines\x00three\x00",
		"dash.txt":    "-v\n--\nx\n",
		"star.txt":    "a*b\n*\n+x\n{1}\n",
		"bracket.txt": "a]b\n[x]\na-b\n^\n\\\n",
	}
	cases := []diffCase{
		{args: []string{"grep", "hello", "a.txt", "b.txt", "c.log"}},
		{args: []string{"grep", "-h", "hello", "a.txt", "c.log"}},
		{args: []string{"grep", "-H", "hello", "a.txt"}},
		{args: []string{"grep", "-c", "hello", "a.txt", "b.txt"}},
		{args: []string{"grep", "-l", "hello", "a.txt", "b.txt", "c.log"}},
		{args: []string{"grep", "-L", "hello", "a.txt", "b.txt", "c.log"}},
		{args: []string{"grep", "-lZ", "hello", "a.txt", "c.log"}},
		{args: []string{"grep", "-Z", "hello", "a.txt", "c.log"}},
		{args: []string{"grep", "-i", "hello", "a.txt", "b.txt"}},
		{args: []string{"grep", "-r", "hello", "sub"}},
		{args: []string{"grep", "-r", "hello", "sub/"}},
		{args: []string{"grep", "-rn", "hello", "sub", "a.txt"}},
		{args: []string{"grep", "-r", "--include=*.md", "match", "sub"}},
		{args: []string{"grep", "-r", "--exclude=*.md", "-c", "h", "sub"}},
		{args: []string{"grep", "-r", "--exclude-dir=sub", "hello", "sub", "skip"}},
		{args: []string{"grep", "-rl", "hello", "skip"}},
		{args: []string{"grep", "-r", "hello", "a.txt"}},
		{args: []string{"grep", "-rc", "hello", "a.txt", "skip"}},
		{args: []string{"grep", "-rh", "hello", "skip"}},
		{args: []string{"grep", "hello", "sub"}},
		{args: []string{"grep", "-s", "hello", "sub", "missing"}},
		{args: []string{"grep", "-d", "skip", "hello", "sub", "a.txt"}},
		{args: []string{"grep", "hello", "missing", "a.txt"}},
		{args: []string{"grep", "-q", "hello", "missing", "a.txt"}},
		{args: []string{"grep", "-q", "hello", "a.txt", "missing"}},
		{args: []string{"grep", "-f", "pats", "a.txt", "b.txt"}},
		{args: []string{"grep", "-f", "emptypats", "a.txt"}},
		{args: []string{"grep", "-v", "-f", "emptypats", "a.txt"}},
		{args: []string{"grep", "-f", "missing", "a.txt"}},
		{args: []string{"grep", "-e", "hello", "-e", "world", "-c", "a.txt"}},
		{args: []string{"grep", "hello\nworld", "a.txt"}},
		{args: []string{"grep", "hello", "bin.dat"}},
		{args: []string{"grep", "-c", "hello", "bin.dat"}},
		{args: []string{"grep", "-a", "hello", "bin.dat"}},
		{args: []string{"grep", "-I", "hello", "bin.dat", "a.txt"}},
		{args: []string{"grep", "--binary-files=without-match", "-c", "hello", "bin.dat"}},
		{args: []string{"grep", "-l", "hello", "bin.dat"}},
		{args: []string{"grep", "-q", "hello", "bin.dat"}},
		{args: []string{"grep", "-o", "hello", "bin.dat"}},
		{args: []string{"grep", "hello", "enc.txt"}},
		{args: []string{"grep", "-a", "hello", "enc.txt"}},
		{args: []string{"grep", "-r", "hello", "nul"}},
		{args: []string{"grep", "-n", "m", "-A", "1", "ctx.txt"}},
		{args: []string{"grep", "-n", "m", "-B", "2", "ctx.txt"}},
		{args: []string{"grep", "-n", "m", "-C", "2", "ctx.txt"}},
		{args: []string{"grep", "m", "-2", "ctx.txt"}},
		{args: []string{"grep", "-c", "m", "-C", "2", "ctx.txt"}},
		{args: []string{"grep", "-m", "2", "-A", "3", "m", "ctx.txt"}},
		{args: []string{"grep", "-m", "1", "-A", "10", "-n", "m", "ctx.txt"}},
		{args: []string{"grep", "-m", "0", "m", "ctx.txt"}},
		{args: []string{"grep", "--group-separator=XX", "-A1", "m", "ctx.txt"}},
		{args: []string{"grep", "--no-group-separator", "-A1", "m", "ctx.txt"}},
		{args: []string{"grep", "-v", "-n", "-A1", "m", "ctx.txt"}},
		{args: []string{"grep", "-C1", "m", "ctx.txt", "a.txt"}},
		{args: []string{"grep", "-bn", "m", "ctx.txt"}},
		{args: []string{"grep", "-on", "[0-9]", "ctx.txt"}},
		{args: []string{"grep", "-n", "needle", "big.txt"}},
		{args: []string{"grep", "-c", "filler", "big.txt"}},
		{args: []string{"grep", "-z", "t", "zdata"}},
		{args: []string{"grep", "-zc", "^t", "zdata"}},
		{args: []string{"grep", "-zx", "two.lines", "zdata"}},
		{args: []string{"grep", "-e", "-v", "dash.txt"}},
		{args: []string{"grep", "--", "--", "dash.txt"}},
		{args: []string{"grep", "-x", "-e", "--", "dash.txt"}},
		{args: []string{"grep", "-F", "*", "star.txt"}},
		{args: []string{"grep", "*", "star.txt"}},
		{args: []string{"grep", "-E", "a|*b", "star.txt"}},
		{args: []string{"grep", "-E", "+x", "star.txt"}},
		{args: []string{"grep", "\\{1\\}", "star.txt"}},
		{args: []string{"grep", "-E", "{1", "star.txt"}},
		{args: []string{"grep", "a*b", "star.txt"}},
		{args: []string{"grep", "-F", "-x", "*", "star.txt"}},
		{args: []string{"grep", "-Fw", "a", "star.txt", "bracket.txt"}},
		{args: []string{"grep", "[]]", "bracket.txt"}},
		{args: []string{"grep", "[^]a-z]", "bracket.txt"}},
		{args: []string{"grep", "[a-]", "bracket.txt"}},
		{args: []string{"grep", "^^", "bracket.txt"}},
		{args: []string{"grep", "\\\\", "bracket.txt"}},
		{args: []string{"grep", "-c", "[\\]", "bracket.txt"}},
		{args: []string{"grep", "[[:punct:]]", "-c", "bracket.txt"}},
		{args: []string{"grep", "x$", "-c", "bracket.txt"}},
		{args: []string{"grep", "a$b", "a.txt"}},
		{args: []string{"grep", "-E", "a$b", "a.txt"}},
		{args: []string{"grep", "--label=foo", "-H", "x"}, stdin: "x\n"},
		{args: []string{"grep", "-c", "x", "-", "a.txt"}, stdin: "x\nx\n"},
		// Pattern errors.
		{args: []string{"grep", "[a", "a.txt"}},
		{args: []string{"grep", "[", "a.txt"}},
		{args: []string{"grep", "[[:nope:]]", "a.txt"}},
		{args: []string{"grep", "[:space:]", "a.txt"}},
		{args: []string{"grep", "\\(", "a.txt"}},
		{args: []string{"grep", "\\)", "a.txt"}},
		{args: []string{"grep", "-E", "(", "a.txt"}},
		{args: []string{"grep", "-E", "a)", "a.txt"}},
		{args: []string{"grep", "a\\{1", "a.txt"}},
		{args: []string{"grep", "a\\{2,1\\}", "a.txt"}},
		{args: []string{"grep", "-E", "a{2,1}", "a.txt"}},
		{args: []string{"grep", "[b-a]", "a.txt"}},
		{args: []string{"grep", "a\\", "a.txt"}},
		{args: []string{"grep", "\\1", "a.txt"}},
		{args: []string{"grep", "-E", "(a)\\2", "a.txt"}},
		// Usage errors.
		{args: []string{"grep"}},
		{args: []string{"grep", "-k", "x", "a.txt"}},
		{args: []string{"grep", "--nope", "x", "a.txt"}},
		{args: []string{"grep", "-A", "x", "y", "a.txt"}},
		{args: []string{"grep", "-E", "-F", "x", "a.txt"}},
		{args: []string{"egrep", "l+", "a.txt"}},
		{args: []string{"fgrep", "l+", "a.txt"}},
	}
	for i := range cases {
		cases[i].files = files
	}
	runDiffCases(t, cases)
}

// GNU grep -r without an operand searches "." and names files without a
// "./" prefix; readdir order differs from our sorted order, so each
// directory holds one file.
func TestGrepRecursiveImplicitDot(t *testing.T) {
	runDiffCases(t, []diffCase{
		{args: []string{"grep", "-r", "x"}, files: map[string]string{"d/e/f": "x\n"}},
		{args: []string{"grep", "-r", "x", "."}, files: map[string]string{"d/e/f": "x\n"}},
	})
}

func TestGrepPerl(t *testing.T) {
	files := map[string]string{"a": "foo123\nbar\nfoo\nfoo=12 bar=345\naa bb\nhello wörld\n<b>x</b><b>y</b>\n"}
	var cases []diffCase
	for _, c := range [][]string{
		{"-o", `\d+`}, {`fo+(?:\d)`}, {"-w", `foo`}, {"-x", `foo|bar`}, {"-i", `FOO\d`},
		{"-o", `(?<=bar=)\d+`}, {"-o", `foo=\K\d+`}, {"-o", `(?<!o)\d`}, {"-o", `\d(?=\d\d)`},
		{"-o", `o(?!o)`}, {"-o", `(\w)\1`}, {"-o", `\w+`}, {"-o", `<b>.*?</b>`}, {"-o", `<b>.*</b>`},
		{"-o", `(?i)HELLO`}, {"-c", `\bbar\b`}, {"-ow", `\w+\d`},
		{"-on", `\Qfoo=\E\d`}, {"-o", `a{2}`}, {"-o", `\x41|\x{62}`}, {"-o", `[^\W\d]+`},
		{"-c", `^(foo|bar)$`}, {"-o", `\s\S`}, {"-o", `.+?(?=\d)`}, {"-vc", `^foo`},
	} {
		args := append([]string{"grep", "-P"}, c...)
		cases = append(cases, diffCase{args: append(args, "a"), files: files})
	}
	cases = append(cases,
		diffCase{name: "backref group", args: []string{"grep", "-P", `(?<name>o)\k<name>`, "a"}, files: files},
		diffCase{name: "atomic", args: []string{"grep", "-P", `(?>a)`, "a"}, files: files},
	)
	runDiffCases(t, cases)
}

// TestGrepBacktrackLimit: a hostile line still ends, with an error,
// within the matcher's step limit.
func TestGrepBacktrackLimit(t *testing.T) {
	in := strings.Repeat("a", 3000) + "cxd\n"
	r := runSandbox(t, []string{"grep", `\(a*\)*\1b*c\1d`}, in, nil)
	if r.status != 2 || !strings.Contains(r.stderr, "too complex") {
		t.Errorf("got %+v", r)
	}
}

// TestGrepBackrefsDiff: back-references over repetitions are answered as
// GNU grep answers them (issue 22: "too complex" where GNU took 0.26 s),
// including the empty last iteration that leaves \1 empty.
func TestGrepBackrefsDiff(t *testing.T) {
	a := func(n int) string { return strings.Repeat("a", n) }
	in := a(30) + "b\n" + a(30) + "\n" + strings.Repeat("ab", 300) + "\n" + a(40) + "cb\n" + a(60) + "cxd\nab\nb\naab\n" +
		"the the cat\nno repeat here\nabcabc\nxyzzy\n" + a(100) + "c\n"
	var cases []diffCase
	for _, args := range [][]string{
		{"-c", `^\(a*\)*\1b`}, {"-n", `^\(a*\)*\1b`}, {"-c", `\(a*\)*\1b`}, {"-o", `\(a*\)*\1b`}, {"-c", `\(a\)\1`},
		{"-cE", `(a)\1`}, {"-oE", `(a|b)*\1c`}, {"-c", `\(a*\)*\1b*c\1d`}, {"-n", `\b\([a-z]\+\) \1\b`},
		{"-oE", `([a-z]+)\1`}, {"-E", `(.)\1`}, {"-oE", `(.*)\1`}, {"-c", `\(a\|aa\)*\1c`}, {"-o", `\(\(a*\)*\)*\2c`},
		{"-x", `\(a*\)\1`}, {"-w", `\(ab\)\1`}, {"-ic", `\(A\)\1`}, {"-vc", `\(.\)\1`},
	} {
		cases = append(cases, diffCase{args: append([]string{"grep"}, args...), stdin: in})
	}
	for _, s := range []string{`s/\(a*\)*\1/[\1]/`, `s/\(a*\)*/[\1]/`, `s/\(a*\)*\1b/[\1]/`, `s/\(ab\)*\1/<&>/g`} {
		cases = append(cases, diffCase{args: []string{"sed", s}, stdin: "ab\naab\nababab\nb\n"})
	}
	runDiffCases(t, cases)
}

func TestGrepWriteError(t *testing.T) {
	// Output stops when stdout fails; see TestSedWriteError for the writer.
	r := runSandbox(t, []string{"grep", "--help"}, "", nil)
	if r.status != 0 || !strings.HasPrefix(r.stdout, "Usage: grep") {
		t.Errorf("--help: %+v", r)
	}
}

func TestGrepMoreDiff(t *testing.T) {
	files := map[string]string{
		"a.txt":     "foo\nbar\nfoo bar\n",
		"b.c":       "foo in c\n",
		"d/x.txt":   "foo deep\n",
		"d/y.c":     "foo c deep\n",
		"d/e/z.txt": "bar\n",
		"excl":      "*.c\n",
		"pats":      "\\(fo\\)\\1\nba.\n",
	}
	cases := []diffCase{
		{args: []string{"grep", "--color", "foo", "a.txt"}}, // alone: auto, never on a pipe
		{args: []string{"grep", "--color=never", "foo", "a.txt"}},
		{args: []string{"grep", "--color=always", "-n", "-H", "-A1", "foo", "a.txt"}},
		{args: []string{"grep", "--color=always", "-c", "foo", "a.txt", "b.c"}},
		{args: []string{"grep", "--color=always", "-l", "foo", "a.txt", "b.c"}},
		{args: []string{"grep", "--colour=always", "-ob", "o", "a.txt"}},
		{args: []string{"grep", "--color=always", "-v", "-B1", "foo", "a.txt"}},
		{args: []string{"grep", "--color=always", "-C1", "-m1", "ba", "a.txt", "b.c"}},
		{args: []string{"grep", "--color=always", "-Z", "-r", "foo", "d/e", "b.c"}},
		{args: []string{"grep", "--color=always", "-i", "-e", "FOO", "-e", "o b", "a.txt"}},
		{args: []string{"grep", "--colour=auto", "-c", "foo", "a.txt"}},
		{args: []string{"grep", "--line-buffered", "-U", "foo", "a.txt"}},
		{args: []string{"grep", "-d", "recurse", "-c", "foo", "d/e"}},
		{args: []string{"grep", "-T", "-n", "-A1", "foo", "a.txt"}},
		{args: []string{"grep", "-T", "-H", "-b", "-o", "o", "a.txt"}},
		{args: []string{"grep", "-T", "-c", "o", "a.txt"}},
		// -r -T: the offsets' width is the size of each file found.
		{args: []string{"grep", "-r", "-T", "-b", "ar", "d/e"}},
		{args: []string{"grep", "-r", "-T", "-n", "-b", "-o", "a", "d/e"}},
		{args: []string{"grep", "-R", "-l", "c deep", "d"}},
		{args: []string{"grep", "-r", "--exclude-from=excl", "foo", "d"}},
		{args: []string{"grep", "--include=*.c", "foo", "a.txt", "b.c"}},
		{args: []string{"grep", "--exclude=*.c", "foo", "a.txt", "b.c"}},
		{args: []string{"grep", "-r", "--exclude-dir=e", "-L", "foo", "d"}},
		{args: []string{"grep", "-cZ", "foo", "a.txt", "b.c"}},
		{args: []string{"grep", "-LZ", "bar", "a.txt", "b.c"}},
		{args: []string{"grep", "-Hc", "foo", "a.txt"}},
		{args: []string{"grep", "-hc", "foo", "a.txt", "b.c"}},
		{args: []string{"grep", "-w", "-e", "foo", "-e", "bar", "-o", "a.txt"}},
		{args: []string{"grep", "-x", "-v", "foo", "a.txt"}},
		{args: []string{"grep", "-f", "pats", "-n", "a.txt", "b.c"}},
		{args: []string{"grep", "-E", "-w", "fo+|ba", "a.txt"}},
		{args: []string{"grep", "-ioE", "FO+ B", "a.txt"}},
		{args: []string{"grep", "-nb", "-o", "o", "a.txt"}},
		{args: []string{"grep", "-T", "foo", "a.txt"}},
		{args: []string{"grep", "--binary-files=nope", "foo", "a.txt"}},
		{args: []string{"grep", "-m", "x", "foo", "a.txt"}},
		{args: []string{"grep", "-C", "-1", "foo", "a.txt"}},
		{args: []string{"grep", "-d", "nope", "foo", "a.txt"}},
		{args: []string{"grep", "-e"}},
		{args: []string{"grep", "-q", "--no-ignore-case", "-i", "FOO", "a.txt"}},
		{args: []string{"grep", "-i", "--no-ignore-case", "FOO", "a.txt"}},
		{args: []string{"grep", "-vc", "", "a.txt"}},
		{args: []string{"grep", "-c", "-e", "", "a.txt"}},
		{args: []string{"grep", "-ow", "", "a.txt"}},
		{args: []string{"grep", "-xc", "", "a.txt"}},
		{args: []string{"grep", "-n", "-A1", "-B1", "bar", "a.txt", "b.c"}},
	}
	for i := range cases {
		cases[i].files = files
	}
	runDiffCases(t, cases)
}

// TestGrepSymlinks: -r skips symlinks met while recursing, -R follows them
// and stops at directory loops. Expected values come from GNU grep 3.8.
func TestGrepSymlinks(t *testing.T) {
	ctx := context.Background()
	fsys := memfs.New()
	writeFiles(t, fsys, map[string]string{"d/f": "foo\n"})
	for _, l := range [][2]string{{"..", "/work/d/up"}, {"f", "/work/d/lf"}} {
		if err := fsys.Symlink(ctx, l[0], l[1]); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		args           []string
		stdout, stderr string
		status         int
	}{
		{[]string{"grep", "-r", "foo", "d"}, "d/f:foo\n", "", 0},
		{[]string{"grep", "-r", "foo", "d/lf"}, "foo\n", "", 0},
		{[]string{"grep", "-R", "foo", "d"}, "d/f:foo\nd/lf:foo\n", "grep: d/up/d: warning: recursive directory loop\n", 0},
		{[]string{"grep", "-R", "nomatch", "d"}, "", "grep: d/up/d: warning: recursive directory loop\n", 1},
	} {
		r := runIn(t, fsys, sandboxDir, c.args, "")
		if r.stdout != c.stdout || r.stderr != c.stderr || r.status != c.status {
			t.Errorf("%v: got %+v", c.args, r)
		}
	}
}

func TestGrepEdgesDiff(t *testing.T) {
	in := "alpha one\nBeta two\n\ngamma three\nalpha four\nlast\n"
	var cases []diffCase
	for _, s := range [][]string{
		{"-c", "-v", "-e", "a", "-e", "t"}, {"-n", "-v", "^$"}, {"-o", "-i", "[AB]"}, {"-ob", "a."},
		{"-x", "-e", "", "-n"}, {"-w", "-e", "o", "-e", "one"}, {"-m2", "-n", "-C1", "a"}, {"-m1", "-v", "a"},
		{"-A1", "-B2", "-n", "gamma"}, {"-C5", "-c", "a"}, {"-l", "-v", "zzz"}, {"-L", "-v", "zzz"},
		{"-q", "-v", "."}, {"-s", "-c", "."}, {"-h", "-n", "four"}, {"-E", "^(alpha|last)$|two"},
		{"-F", "-e", "a", "-e", "", "-c"}, {"-F", "-x", "last"}, {"-F", "-w", "-o", "a"}, {"-F", "-i", "BETA"},
		{"-e", "a", "-v", "-o"}, {"-G", "a\\{2\\}"}, {"-E", "(a|b){2}"}, {"-iw", "BETA"}, {"-n", "-e", "t$"},
		{"--max-count=1", "--count", "a"}, {"--line-number", "--byte-offset", "o"}, {"--only-matching", "l."},
		{"--invert-match", "--files-with-matches", "a"}, {"--after-context=1", "Beta"}, {"--context", "1", "last"},
		{"-ci", "A"}, {"-cw", "alpha"}, {"-cx", "last"}, {"-on", "\\w*"},
		{"-E", "-o", "\\<[a-z]"}, {"-o", "-E", "[[:alpha:]]+ [[:alpha:]]+"}, {"-z", "-c", "a"}, {"-zo", "a.p"},
		{"--null-data", "-v", "zz"}, {"-U", "-c", "a"}, {"-NUM"}, {"-A"}, {"--context=x", "a"}, {"-m"},
	} {
		cases = append(cases, diffCase{args: append([]string{"grep"}, s...), stdin: in})
	}
	runDiffCases(t, cases)
}

// TestGrepTypicalDiff: command lines as people (and models) write them.
func TestGrepTypicalDiff(t *testing.T) {
	files := map[string]string{
		"src/main.go":  "package main\n\n// TODO: tidy\nfunc main() {\n\tprintln(\"hi\") // todo later\n}\n",
		"src/util.go":  "package main\n\nimport \"fmt\"\n",
		"notes.md":     "# Notes\n\ncontact: alice@example.com, bob.smith@mail.example.org\nphone 555-1234\n  # indented comment\n\nERROR: disk full\nWarning: low memory\n",
		"config.ini":   "# comment\n\n[main]\nkey = value\n  ; other\nname=x\n",
		"logs/app.log": "2024-01-01 INFO start\n2024-01-01 ERROR failed: code=42\n2024-01-02 WARN retry\n2024-01-02 ERROR failed: code=7\n",
		"data.csv":     "id,name,score\n1,alice,90\n2,bob,75\n3,carol,88\n",
	}
	var cases []diffCase
	for _, a := range [][]string{
		{"-rn", "TODO", "--include=*.go", "src"}, {"-rni", "todo", "src"}, {"-rl", "import", "src"}, // one match per directory: GNU lists in readdir order
		{"-E", "^[0-9]{3}-[0-9]{4}$", "notes.md"}, {"-oE", "[0-9]{3}-[0-9]{4}", "notes.md"},
		{"-oE", "[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\\.[a-zA-Z]{2,}", "notes.md"},
		{"-v", "-e", "^\\s*#", "-e", "^\\s*$", "config.ini"}, {"-Ei", "error|warn", "notes.md", "logs/app.log"},
		{"-c", "^", "data.csv"}, {"-c", "ERROR", "logs/app.log"}, {"-o", "code=[0-9]*", "logs/app.log"},
		{"-oP", "code=\\K\\d+", "logs/app.log"}, {"-A1", "ERROR", "logs/app.log"}, {"-w", "fmt", "-r", "src"},
		{"-E", ",(7|8)[0-9]$", "data.csv"}, {"-n", "^func ", "src/main.go"}, {"-F", "println(\"hi\")", "src/main.go"},
		{"-h", "-o", "\"[^\"]*\"", "src/main.go", "src/util.go"}, {"-i", "-m1", "error", "logs/app.log"},
		{"-e", "INFO", "-e", "WARN", "logs/app.log"}, {"--count", "-v", "ERROR", "logs/app.log"},
	} {
		cases = append(cases, diffCase{args: append([]string{"grep"}, a...), files: files})
	}
	for _, a := range [][]string{
		{"-n", "/^#/p", "notes.md"}, {"s/^[ \\t]*//;s/[ \\t]*$//", "config.ini"}, {"-E", "s/([0-9]+)-([0-9]+)/\\2-\\1/g", "notes.md"},
		{"/^$/d", "config.ini"}, {"-n", "2,3p", "data.csv"}, {"s/\"//g", "src/main.go"}, {"1~2d", "data.csv"},
		{"-n", "s/.*code=\\([0-9]*\\).*/\\1/p", "logs/app.log"}, {"-E", "s/^([^,]*),([^,]*)/\\2,\\1/", "data.csv"},
		{"1d;s/,/\\t/g", "data.csv"}, {"/ERROR/!d", "logs/app.log"}, {"-n", "/\\[main\\]/,/^$/p", "config.ini"},
		{"$!s/$/,/", "data.csv"}, {":a;N;$!ba;s/\\n/ /g", "data.csv"}, {"s/\\(.*\\)@\\(.*\\)/\\2 at \\1/", "notes.md"},
		{"-n", "/start/,/retry/{/ERROR/p}", "logs/app.log"}, {"3i\\\n// inserted", "src/util.go"}, {"s/^/    /", "src/util.go"},
		{"y/abcdefghijklmnopqrstuvwxyz/ABCDEFGHIJKLMNOPQRSTUVWXYZ/", "data.csv"}, {"-n", "$p", "data.csv", "logs/app.log"},
	} {
		cases = append(cases, diffCase{args: append([]string{"sed"}, a...), files: files})
	}
	runDiffCases(t, cases)
}

// TestGrepPropFixesDiff pins the rules TestGrepProp found.
func TestGrepPropFixesDiff(t *testing.T) {
	files := map[string]string{
		"g1":          "alpha\nfoo\nbeta\ngamma\nfoo\nfoo\n",
		"d/a.txt":     "foo a\n",
		"d/b.log":     "foo b\n",
		"d/c.md":      "foo c\n",
		"d/sub/e.txt": "foo e\n",
	}
	var cases []diffCase
	for _, a := range [][]string{
		// -A, -B or -C 0 still separate groups.
		{"-C", "0", "foo", "g1"}, {"-A", "0", "-n", "foo", "g1"}, {"-B0", "foo", "g1"},
		// -q overrides -l and -L, which override -c.
		{"-c", "-l", "foo", "g1", "d/a.txt", "d/b.log"}, {"-c", "-L", "alpha", "g1", "d/a.txt"}, {"-c", "-q", "foo", "g1"},
		// -v with the one pattern "": nothing opened, status 1.
		{"-v", "", "g1", "nope"}, {"-vc", "", "g1"}, {"-v", "-e", "", "-e", "x", "g1", "nope"}, {"-L", "-v", "", "g1"},
		// Among --include and --exclude the last that matches wins; none
		// matching skips the file only when the first is an --include.
		// -m 0 selects nothing, but -L still lists (and opens) every file.
		{"-m", "0", "foo", "g1"}, {"-L", "-m", "0", "foo", "g1", "nope"},
		// -o -v prints the matches of the context lines.
		{"-v", "-o", "-C", "1", "foo", "g1"}, {"-v", "-o", "-n", "foo", "g1"}, {"-o", "-B", "1", "foo", "g1"},
		// (Operands, not -r: GNU walks a folder in readdir order.)
		{"--exclude=*.log", "--include=*.md", "foo", "d/a.txt", "d/b.log", "d/c.md"},
		{"--include=*.md", "--exclude=*.log", "foo", "d/a.txt", "d/b.log", "d/c.md"},
		{"--include=*.txt", "--exclude=a.*", "foo", "d/a.txt", "d/b.log", "d/sub/e.txt"},
		{"--exclude=a.*", "--include=*.txt", "foo", "d/a.txt", "d/b.log", "d/sub/e.txt"},
		{"-r", "--exclude=*.log", "--include=*.md", "foo", "d/sub"},
	} {
		cases = append(cases, diffCase{args: append([]string{"grep"}, a...), files: files})
	}
	runDiffCases(t, cases)
}

// TestGrepPerlAtomicAndNamedRefsDiff: grep -P's atomic groups, possessive
// quantifiers and back-references by name or relative number, which PCRE
// has and Go's engine has not; a reference to no group is an error.
func TestGrepPerlAtomicAndNamedRefsDiff(t *testing.T) {
	in := "aa\nabc\naac\nac\naaab\nabab\nxyxy\nabbc\n"
	var cases []diffCase
	for _, p := range []string{
		`(?>a+)b`, `(?>a+)a`, `(?>a|ab)c`, `a++a`, `a?+b`, `a{2}+`, `(a)(?>(b)x|(b))c`, `(?>(a)(b+))\2?c`,
		`(?<p>ab)\k<p>`, `(?P<p>ab)(?P=p)`, `(?'p'ab)\k'p'`, `(?<p>ab)\k{p}`, `(?<p>ab)\g{p}`, `\k<p>(?<p>x)`,
		`(xy)\g1`, `(xy)\g{1}`, `(xy)\g{-1}`, `(x)(y)\g-2`,
		`(a)\2`, `\k<x>`, `(a)\g2`, `\g`, `\k`, `(a)\g{-2}`,
	} {
		cases = append(cases, diffCase{args: []string{"grep", "-oP", p}, stdin: in})
	}
	runDiffCases(t, cases)
}

// TestGrepObsoleteUnixByteOffsetsDiff: -u is accepted with grep 3.8's
// warning, each time it is given.
func TestGrepObsoleteUnixByteOffsetsDiff(t *testing.T) {
	runDiffCases(t, []diffCase{
		{args: []string{"grep", "-u", "hi"}, stdin: "hi\nho\n"},
		{args: []string{"grep", "-ub", "h"}, stdin: "hi\nho\n"},
		{args: []string{"grep", "--unix-byte-offsets", "-u", "-c", "x"}, stdin: "hi\n"},
	})
}
