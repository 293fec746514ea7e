package commands

import (
	"fmt"
	"math/rand"
	"strconv"
	"strings"
	"testing"
)

func TestColumnDiff(t *testing.T) {
	seq := func(n int) string {
		var b strings.Builder
		for i := 1; i <= n; i++ {
			b.WriteString(strings.Repeat("w", i%5) + "\n")
		}
		return b.String()
	}
	inputs := map[string]string{
		"table": "a b c\nlonger x y\n1 2\n", "colon": "a:b:c\nlonger::y\n", "blank": "a  b\n\nc d\n",
		"utf8": "é b\nxx y\n中文 z\n", "tabs": "a\tb\nc d\n", "empty": "", "nonl": "x y\nzz w",
		"seq": seq(30), "long": strings.Repeat("x", 90) + "\nshort\n", "ws": "a\n\nbb\n   \nc\n", "crlf": "a b\r\nc d\r\n",
	}
	flagsets := [][]string{
		{}, {"-t"}, {"-t", "-s", ":"}, {"-t", "-s", " "}, {"-t", "-o", " | "}, {"-t", "-N", "A,B,C"}, {"-t", "-R", "1,3"},
		{"-t", "-N", "A,B", "-R", "B"}, {"-c", "40"}, {"-c", "40", "-x"}, {"-c", "20"}, {"-x"}, {"-c", "1"}, {"-t", "-s", ",:"},
	}
	var cases []diffCase
	for name, in := range inputs {
		for _, fl := range flagsets {
			cases = append(cases, diffCase{name: name + " " + join(fl), args: append([]string{"column"}, fl...), stdin: in})
		}
	}
	files := map[string]string{"a": "1 2\n3 4\n", "b": "x y z\n"}
	cases = append(cases,
		diffCase{args: []string{"column", "-t", "a", "b"}, files: files},
		diffCase{args: []string{"column", "a", "missing", "b"}, files: files, ignoreStderr: true},
		// util-linux's status after a missing file: 0 for a table with rows,
		// the count of failures when nothing was read, else 1.
		diffCase{args: []string{"column", "-t", "missing", "a"}, files: files},
		diffCase{args: []string{"column", "-t", "missing", "missing", "e"}, files: map[string]string{"e": "  \n\n"}},
		diffCase{args: []string{"column", "missing", "missing", "e"}, files: map[string]string{"e": "  \n\n"}},
		diffCase{args: []string{"column", "-x", "missing", "a"}, files: files},
		// Wider than -c but narrower than a rounded column: -x puts all on one line.
		diffCase{args: []string{"column", "-x", "-c", "13"}, stdin: "aaaa\nbbbbbbbbbbb\ncc\ndd\n"},
		diffCase{args: []string{"column", "-c", "13"}, stdin: "aaaa\nbbbbbbbbbbb\ncc\ndd\n"},
		diffCase{args: []string{"column", "-x", "-c", "11"}, stdin: "aaaa\nbbbbbbbbbbb\ncc\ndd\n"},
		// -t and -x exclude each other; --table-* need -t; -c is checked where given.
		diffCase{args: []string{"column", "-x", "-t"}, stdin: "a b\n"},
		diffCase{args: []string{"column", "-t", "-x", "-c", "x"}, stdin: "a b\n"},
		diffCase{args: []string{"column", "-x", "-c", "x", "-t"}, stdin: "a b\n"},
		diffCase{args: []string{"column", "-c", "x", "-c", "30"}, stdin: "a b\n"},
		diffCase{args: []string{"column", "-N", "A,B"}, stdin: "a b\n"},
		diffCase{args: []string{"column", "-R", "1"}, stdin: "a b\n"},
		diffCase{args: []string{"column", "-n", "x"}, stdin: "a b\n"},
		diffCase{args: []string{"column", "-t", "-n", "x"}, stdin: "a b\n"},
		diffCase{args: []string{"column", "-c", "x"}},
		diffCase{args: []string{"column", "-q"}},
	)
	runDiffCases(t, cases)
}

func TestColumnEnvWidth(t *testing.T) {
	inv, out := sysInvocation([]string{"column"})
	inv.Env["COLUMNS"] = "20"
	inv.Stdin = strings.NewReader("1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n")
	runColumn(t.Context(), inv)
	if want := "1\t3\t5\t7\t9\t11\n2\t4\t6\t8\t10\t12\n"; out.String() != want {
		t.Errorf("COLUMNS=20 is ignored: got %q, want %q", out.String(), want)
	}
}

// TestColumnTableOptionsDiff: util-linux's table options (libsmartcols's
// layout): truncating, wrapping, extreme cells, hidden and reordered
// columns, header repeat, trees, JSON, the column limit and empty lines,
// with their errors; then a seeded sample of combinations.
func TestColumnTableOptionsDiff(t *testing.T) {
	ext := "ww w www w\n" + strings.Repeat("w", 40) + " " + strings.Repeat("w", 40) + " " + strings.Repeat("w", 40) + " " + strings.Repeat("w", 40) + "\n" +
		"ww w " + strings.Repeat("w", 40) + " w\nwww ww w www\nw w w w\n" + strings.Repeat("w", 40) + " ww " + strings.Repeat("w", 40) + " w\n" +
		"ww " + strings.Repeat("w", 40) + " " + strings.Repeat("w", 40) + " ww\n"
	tree := "1 0 root\n2 1 child\n3 1 child2\n4 2 grand\n5 9 orphan\n"
	pages := func(n int, cell string) string {
		var b strings.Builder
		for i := 1; i <= n; i++ {
			b.WriteString(strconv.Itoa(i) + " " + cell + "\n")
		}
		return b.String()
	}
	extreme := "a x\nb y\nc z\nd w\n" + strings.Repeat("e", 30) + " v\n"
	var hidden strings.Builder
	for i := 0; i < 8; i++ {
		a := "aa"
		if i == 3 {
			a = strings.Repeat("a", 50)
		}
		hidden.WriteString("h " + a + " " + strings.Repeat("b", 30) + " c\n")
	}
	cases := []diffCase{
		{args: []string{"column", "-t", "-o", "|"}, stdin: ext},
		{args: []string{"column", "-t", "-E", "1", "-o", "|"}, stdin: ext},
		{args: []string{"column", "-t", "-E", "1,2", "-T", "3", "-o", "|"}, stdin: ext},
		{args: []string{"column", "-t", "-W", "3", "-o", "|"}, stdin: ext},
		{args: []string{"column", "-t", "-T", "1,2,3,4", "-o", "|"}, stdin: ext},
		{args: []string{"column", "-t", "-W", "1,2,3,4", "-o", "|"}, stdin: ext},
		{args: []string{"column", "-t", "-W", "4", "-E", "2", "-c", "60"}, stdin: ext},
		{args: []string{"column", "-t", "--table-truncate", "2", "--table-wrap", "2", "-c", "30"}, stdin: ext},
		{args: []string{"column", "-t", "-E", "1", "-o", "|"}, stdin: extreme},
		{args: []string{"column", "-t", "-E", "1", "-o", "|", "-c", "20"}, stdin: extreme},
		{args: []string{"column", "-t", "-N", "LONGHEADER,B", "-E", "1"}, stdin: "a x\nb y\nc z\nd w\neeeeeeeee v\n"},
		// A cell wider than its column that may not be cut pushes the next
		// column onto a new line (hidden columns print their separator).
		{args: []string{"column", "-t", "-E", "2", "-H", "1", "-o", "|", "-c", "40"}, stdin: hidden.String()},
		{args: []string{"column", "-t", "-H", "2,4", "-E", "1", "-o", "|"}, stdin: "a b c d\ne f g h\n"},
		{args: []string{"column", "-t", "-H", "4", "-o", "|"}, stdin: "a b c d\ne f g h\n"},
		{args: []string{"column", "-t", "-N", "x,y", "-H", "-"}, stdin: "a b c d\ne f g h\n"},
		{args: []string{"column", "-t", "-N", "x,y", "--table-hide", "1"}, stdin: "a b c d\ne f g h\n"},
		{args: []string{"column", "-t", "-H", "1,2", "-N", "A,B"}, stdin: "a b\nb\n"},
		{args: []string{"column", "-t", "-N", "x,,y"}, stdin: "a b c\n"},
		{args: []string{"column", "-t", "-N", ""}, stdin: "a b c\n"},
		{args: []string{"column", "-t", "-N", ",x", "-H", "X"}, stdin: "a b c\n"},
		{args: []string{"column", "-t", "-O", "3,1", "-N", "x,y,z"}, stdin: "a b c\nd e f\n"},
		{args: []string{"column", "-t", "--table-order", "z,y", "-N", "x,y,z", "-d"}, stdin: "a b c\nd e f\n"},
		{args: []string{"column", "-t", "-O", "5,0,1"}, stdin: "a b c\nd e f\n"},
		{args: []string{"column", "-t", "-O", "2", "-R", "1", "-N", "A,B", "-o", "|", "-c", "4"}, stdin: "a b\n"},
		{args: []string{"column", "-t", "-O", "2,2,1", "-N", "A,B,C"}, stdin: "a b c\nb a\n"},
		{args: []string{"column", "-t", "-O", "1,1", "-N", "A"}, stdin: "a b\nb a\n"},
		{args: []string{"column", "-t", "-O", "q"}, stdin: "a b c\n"},
		{args: []string{"column", "-t", "-R", "x"}, stdin: "a b\n"},
		{args: []string{"column", "-t", "-N", "A,B", "-R", "a,B"}, stdin: "a b\n"},
		{args: []string{"column", "-t", "-R", "0", "-T", "5", "-W", "9"}, stdin: "a b\n"},
		{args: []string{"column", "-t", "-l", "2"}, stdin: "a b c d e\nf g\n"},
		{args: []string{"column", "-t", "--table-columns-limit", "3", "-o", "|"}, stdin: "a b c d e\n  a b c d\n"},
		{args: []string{"column", "-t", "-l", "3", "-s", ":", "-o", "|"}, stdin: "a:b::c:d\n"},
		{args: []string{"column", "-t", "-l", "0"}, stdin: "a\n"},
		{args: []string{"column", "-t", "-l", "x"}, stdin: "a\n"},
		{args: []string{"column", "-t", "-l", "-1"}, stdin: "a\n"},
		{args: []string{"column", "-t", "-l", "99999999999"}, stdin: "a\n"},
		{args: []string{"column", "-l", "2"}, stdin: "a b c\n"},
		{args: []string{"column", "-t", "-L"}, stdin: "a b c\n\n  \nd e f\n"},
		{args: []string{"column", "--keep-empty-lines"}, stdin: "a b c\n\n  \nd e f\n"},
		{args: []string{"column", "-x", "-L"}, stdin: "a b c\n\n  \nd e f\n"},
		{args: []string{"column", "-t", "-N", "A,B", "-e"}, stdin: pages(60, "x")},
		{args: []string{"env", "LINES=10", "column", "-t", "-N", "A,B", "--table-header-repeat"}, stdin: pages(30, "x")},
		{args: []string{"env", "LINES= 4", "column", "-t", "-N", "A,B", "-e"}, stdin: pages(12, "x")},
		{args: []string{"env", "LINES=abc", "column", "-t", "-N", "A,B", "-e"}, stdin: pages(60, "x")},
		{args: []string{"env", "LINES=2", "column", "-t", "-N", "A,B", "-e", "-d"}, stdin: pages(4, "x")},
		{args: []string{"env", "LINES=3", "column", "-t", "-N", "A,B", "-e", "-W", "2", "-c", "15"}, stdin: pages(6, strings.Repeat("x", 23))},
		{args: []string{"env", "LINES=2", "column", "-t", "-N", "A,B,C", "-e", "-r", "3", "-i", "1", "-p", "2"}, stdin: "1 0 a\n2 1 b\n3 2 c\n4 3 d\n"},
		{args: []string{"column", "-t", "-e"}, stdin: pages(30, "x")},
		{args: []string{"column", "-t", "-r", "3", "-i", "1", "-p", "2", "-N", "ID,PID,NAME"}, stdin: tree},
		{args: []string{"column", "-t", "--tree", "NAME", "--tree-id", "ID", "--tree-parent", "PID", "-N", "ID,PID,NAME", "-J"}, stdin: tree},
		{args: []string{"column", "-t", "-r", "3", "-i", "1", "-p", "2"}, stdin: tree},
		{args: []string{"column", "-t", "-r", "3", "-i", "1", "-p", "2", "-o", "|"}, stdin: "1 2 a\n2 3 b\n3 1 c\n"},
		{args: []string{"column", "-t", "-r", "3", "-i", "1", "-p", "2", "-o", "|"}, stdin: "1 2 a\n2 3 b\n3 4 c\n4 2 d\n"},
		{args: []string{"column", "-t", "-r", "3", "-i", "1", "-p", "2", "-o", "|"}, stdin: "1 x a\n1 x b\n2 1 c\n"},
		{args: []string{"column", "-t", "-r", "3", "-i", "1", "-p", "2"}, stdin: "1 2 a\n2 1 b\n3 3 c\n4 0 d\n5 4 e\n"},
		{args: []string{"column", "-t", "-r", "3", "-i", "1", "-p", "9"}, stdin: tree},
		{args: []string{"column", "-t", "-r", "1", "-i", "1", "-p", "2", "-W", "1", "-c", "6"}, stdin: "a 0\nb a\nc b\nd a\n"},
		{args: []string{"column", "-t", "-r", "3", "-i", "1", "-p", "2", "-W", "3", "-c", "12"}, stdin: "a 0 xxxxxxxxxxxxxxx\nb a yyyyyyyyyyyyyyyyyyy\nc b z\n"},
		{args: []string{"column", "-t", "-r", "1", "-i", "1", "-p", "2", "-W", "3", "-c", "12", "-o", "|"}, stdin: "a 0 xxxxxxxx\nb a yyyyyyyy\nc b zzzzzzzzz\nd a w\n"},
		{args: []string{"column", "-t", "-r", "1", "-i", "1", "-p", "2", "-E", "3", "-c", "12", "-o", "|"}, stdin: "a 0 xxxxxxxx\nb a yyyyyyyy\nc b zzzzzzzzz\nd a w\n"},
		{args: []string{"column", "-t", "-H", "1,2,3", "-N", "A,B,C", "-J", "-r", "1", "-i", "1", "-p", "2"}, stdin: "a b\nb a\n"},
		{args: []string{"column", "-t", "-H", "2,3", "-N", "A,B,C", "-J", "-r", "1", "-i", "1", "-p", "2"}, stdin: "a b\nb a\n"},
		{args: []string{"column", "-r", "1"}, stdin: "a\n"},
		{args: []string{"column", "-r", "1", "-N", "a"}, stdin: "a\n"},
		{args: []string{"column", "-i", "1", "-p", "2"}, stdin: "a b\n"},
		{args: []string{"column", "-t", "-N", "a,b,c", "-J", "-n", "My\"Tab", "-H", "2"}, stdin: tree},
		{args: []string{"column", "-t", "-s", " ", "-N", "A B,C,D,E,F", "-J"}, stdin: "a \"q\" \\ é\x01 x\nshort\n"},
		{args: []string{"column", "-t", "-s", " ", "-N", "A B,C,D", "-J"}, stdin: "a \"q\" \\ é\ttab x y z\nshort\n"},
		{args: []string{"column", "-t", "-N", "A", "-J"}, stdin: ""},
		{args: []string{"column", "-t", "-N", "A", "-J", "-L"}, stdin: "\n\n"},
		{args: []string{"column", "-t", "-N", "x,y", "-J", "-H", "-"}, stdin: "a b c\n"},
		{args: []string{"column", "-t", "-N", "A,B", "-J", "-d", "-R", "1", "-T", "2", "-c", "3"}, stdin: "a b\n"},
		{args: []string{"column", "-t", "-H", "1,2", "-N", "A,B", "-J"}, stdin: "a b\nb\n"},
		{args: []string{"column", "--json", "-N", "a"}, stdin: "a\n"},
		{args: []string{"column", "-t", "-J"}, stdin: "a\n"},
		{args: []string{"column", "-J", "-x", "-N", "a"}, stdin: "a b\n"},
		{args: []string{"column", "-t", "-J", "-x"}, stdin: "a b\n"},
		{args: []string{"column", "-J", "-O", "1"}, stdin: "a\n"},
		{args: []string{"column", "-O", "1"}, stdin: "a\n"},
		{args: []string{"column", "-E", "1"}, stdin: "a\n"},
		{args: []string{"column", "-T", "1"}, stdin: "a\n"},
		{args: []string{"column", "-W", "1"}, stdin: "a\n"},
		{args: []string{"column", "-H", "1"}, stdin: "a\n"},
		{args: []string{"column", "-d", "-e"}, stdin: "a b\n"},
		{args: []string{"column", "-c", "99999999999"}, stdin: "a\n"},
		{args: []string{"column", "-c", "-1"}, stdin: "a\n"},
		{args: []string{"column", "-c", " 5"}, stdin: "a\n"},
		{args: []string{"column", "-c", "+5"}, stdin: "a\n"},
		{args: []string{"column", "-c", "5 "}, stdin: "a\n"},
		{args: []string{"column", "-c", ""}, stdin: "a\n"},
		{args: []string{"column", "-c", "0x10"}, stdin: "a\n"},
		// util-linux prints empty pieces forever when a character is wider
		// than the column it wraps in; ours lets the character overflow.
		{args: []string{"column", "-t", "-W", "2", "-c", "6"}, stdin: "a 中文中 x\n", why: "util-linux loops forever",
			stdout: "a  中  x\n   文  \n   中  \n"},
		// util-linux takes the rest of the line for -l from a wrong place
		// after a run of blanks; ours takes it from the cell's start.
		{args: []string{"column", "-t", "-l", "3", "-o", "|"}, stdin: "a   b c d e\n", why: "util-linux 2.38 prints a|b|b",
			stdout: "a|b|c d e\n"},
	}
	// A seeded sample of option combinations over short tables.
	rng := rand.New(rand.NewSource(1))
	words := []string{"a", "bb", "ccc", "dddd", strings.Repeat("x", 12), strings.Repeat("y", 25), "é", strings.Repeat("z", 50), "中文"}
	for k := 0; k < 80; k++ {
		nc := 1 + rng.Intn(5)
		var in strings.Builder
		for i, n := 0, 1+rng.Intn(8); i < n; i++ {
			for j, m := 0, 1+rng.Intn(nc); j < m; j++ {
				if j > 0 {
					in.WriteByte(' ')
				}
				in.WriteString(words[rng.Intn(len(words))])
			}
			in.WriteByte('\n')
		}
		args := []string{"column", "-t"}
		list := func() string { return strconv.Itoa(1+rng.Intn(nc+1)) + "," + strconv.Itoa(1+rng.Intn(nc+1)) }
		wrap := false
		for _, o := range []string{"-T", "-W", "-E", "-R", "-H", "-O"} {
			if rng.Intn(10) < 3 {
				args = append(args, o, list())
				wrap = wrap || o == "-W"
			}
		}
		if rng.Intn(10) < 3 {
			args = append(args, "-N", "C0,C1,C2,C3,C4"[:3*(1+rng.Intn(nc))-1])
		}
		if rng.Intn(10) < 2 {
			args = append(args, "-l", strconv.Itoa(1+rng.Intn(4)))
		}
		if rng.Intn(2) == 0 {
			args = append(args, "-c", strconv.Itoa([]int{5, 10, 20, 30, 40, 60, 80}[rng.Intn(7)]))
		}
		if rng.Intn(10) < 3 {
			args = append(args, "-o", []string{"|", " ", " | "}[rng.Intn(3)])
		}
		stdin := in.String()
		if wrap {
			// (util-linux loops forever on a wide character in a
			// one-cell wrapped column.)
			stdin = strings.ReplaceAll(stdin, "中文", "zh")
		}
		cases = append(cases, diffCase{name: fmt.Sprintf("sample %d %s", k, join(args[1:])), args: args, stdin: stdin})
	}
	runDiffCases(t, cases)
}

// TestColumnSafe: util-linux's column shows a byte that is no character
// of the locale as \xHH (in the C locale every byte past ASCII).
func TestColumnSafe(t *testing.T) {
	for _, c := range []struct {
		in    string
		bytes bool
		want  string
	}{
		{"abc", false, "abc"},
		{"é\xff", false, `é\xff`},
		{"é", true, `\xc3\xa9`},
		{"\xef\xbf\xbd\x01", false, "\xef\xbf\xbd\x01"},
		{"a\xc3", false, `a\xc3`},
	} {
		if got := columnSafe([]byte(c.in), c.bytes); got != c.want {
			t.Errorf("columnSafe(%q, %v) = %q, want %q", c.in, c.bytes, got, c.want)
		}
	}
}
