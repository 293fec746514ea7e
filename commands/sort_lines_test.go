package commands

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/computerwelt/computerwelt/internal/limits"
)

// testArena reads inputs into a new arena and cuts its lines.
func testArena(t *testing.T, delim byte, inputs ...io.Reader) *lineArena {
	t.Helper()
	a := newLineArena(delim, limits.Of(0, 0), 1<<30, &holder{})
	for _, r := range inputs {
		if err := a.read(r, nil); err != nil {
			t.Fatal(err)
		}
	}
	if err := a.cut(false); err != nil {
		t.Fatal(err)
	}
	return a
}

// TestArenaLinesAcrossBlocks: sort's arena yields the lines a split of the
// whole input yields, for lines cut by block ends, lines longer than a
// block and than a reference's length field, a last line without its
// delimiter, and short reads.
func TestArenaLinesAcrossBlocks(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 200_000; i++ {
		fmt.Fprintf(&b, "line %d %s\n", i, strings.Repeat("x", i%97))
	}
	b.WriteString(strings.Repeat("long", 3<<20) + "\n\n\n" + strings.Repeat("longer", 3<<20) + "\nlast")
	input := b.String()
	want := bytes.Split([]byte(input), []byte("\n"))
	for name, r := range map[string]func() io.Reader{
		"whole": func() io.Reader { return strings.NewReader(input) },
		"half":  func() io.Reader { return iotest.HalfReader(strings.NewReader(input)) },
		"byte":  func() io.Reader { return iotest.OneByteReader(strings.NewReader(input[:300_000])) },
		"nul":   func() io.Reader { return strings.NewReader(strings.ReplaceAll(input, "\n", "\x00")) },
	} {
		delim := byte('\n')
		if name == "nul" {
			delim = 0
		}
		a := testArena(t, delim, r())
		want := want
		if name == "byte" {
			want = bytes.Split([]byte(input[:300_000]), []byte("\n"))
		}
		if len(a.refs) != len(want) {
			t.Fatalf("%s: %d lines, want %d", name, len(a.refs), len(want))
		}
		for i := range want {
			if got := a.line(a.refs[i]); !bytes.Equal(got, want[i]) {
				t.Fatalf("%s: line %d: %.40q (%d bytes), want %.40q (%d)", name, i, got, len(got), want[i], len(want[i]))
			}
		}
	}
}

// TestArenaInputsEndTheirLastLine: a file's last line without its
// delimiter ends with the file; the next file's first line is its own.
func TestArenaInputsEndTheirLastLine(t *testing.T) {
	a := testArena(t, '\n', strings.NewReader("a\nb"), strings.NewReader(""), strings.NewReader("c"), strings.NewReader("\nd\n"))
	var got []string
	for _, r := range a.refs {
		got = append(got, string(a.line(r)))
	}
	if strings.Join(got, ",") != "a,b,c,,d" {
		t.Errorf("lines %q, want a b c (empty) d", got)
	}
}

// TestArenaSmallInputsHoldTheirBytes: sort over many small files (sort
// */*.txt) holds about their bytes and 8 bytes a line, not a read block per
// file (500 inputs of 1 KB held 32 MB when each had its 64 KB block).
func TestArenaSmallInputsHoldTheirBytes(t *testing.T) {
	file := strings.Repeat("0123456789abcdef\n", 60) // ~1 KB
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	var inputs []io.Reader
	for i := 0; i < 500; i++ {
		inputs = append(inputs, strings.NewReader(file))
	}
	a := testArena(t, '\n', inputs...)
	runtime.GC()
	runtime.ReadMemStats(&after)
	held := int64(after.HeapAlloc) - int64(before.HeapAlloc)
	if len(a.refs) != 500*60 {
		t.Fatalf("%d lines", len(a.refs))
	}
	// 500 KB of text and 30,000 references (240 KB): allow 1.5 MB.
	if held > 3<<19 {
		t.Errorf("reading 500 inputs of %d bytes holds %d bytes", len(file), held)
	}
	runtime.KeepAlive(a)
}

// TestSortSummariesOrderAsCompare: sorting with summaries gives the order
// sorting with the comparison alone gives, for numbers of every shape
// (signs, zeros, fractions, 14 and 300 digits, -g's infinities, NaNs,
// exponents and hexadecimals), blanks and words in either case, whole
// lines and keys, forward and reversed, -f, -d and -i.
func TestSortSummariesOrderAsCompare(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	pieces := []string{"", "0", "-0", "00", "0.0", "-", ".", "1", "-1", "1.5", "1.50", "-1.5", "1.05", "10", "9",
		"12345678901234", "12345678901234.5", "12345678901235", "-12345678901234", strings.Repeat("9", 300),
		strings.Repeat("9", 299) + "8", "-" + strings.Repeat("1", 300), "abc", "ab", "abcdefghij", "abcdefghi",
		"abcdefgh", " 5", "\t7", "x y", "a\x00", "\xff", "ABC", "Abc", "aBcDeFgHiJ", "a-b-c-d-e-f-g-h-i", "a\x01b", "é",
		"inf", "-INF", "infinity", "nan", "-nan", "1e5", "-1e-5", "1e999", "-1e999", "0x1A", "0x", "1e", "+3", "0.1e1",
		// Around the 13 digits a -n summary holds exactly.
		"1234567890123", "1234567890123.1", "1234567890123.2", "-1234567890123.1", "-1234567890123.2",
		"0.0000000000001", "0.00000000000011", "0.00000000000012", "1.000000000000", "1.0000000000001"}
	var b strings.Builder
	for range 3000 {
		for j := range 1 + r.IntN(3) {
			if j > 0 {
				b.WriteString([]string{" ", ",", "  "}[r.IntN(3)])
			}
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		b.WriteByte('\n')
	}
	input := b.String()
	for _, c := range []struct {
		keys   []string
		global string
		tab    int
	}{{nil, "", -1}, {nil, "r", -1}, {nil, "n", -1}, {nil, "nr", -1}, {[]string{"1,1nr", "2"}, "", -1}, {[]string{"1,1g", "2r"}, "", -1},
		{[]string{"2"}, "", -1}, {[]string{"2,2r"}, "", -1},
		{[]string{"2n"}, "", -1}, {[]string{"1nr", "2"}, "", -1}, {[]string{"2b"}, "", ','}, {[]string{"1.3n"}, "s", -1},
		{[]string{"2,2n"}, "u", ','}, {nil, "u", -1},
		{nil, "f", -1}, {nil, "fr", -1}, {nil, "d", -1}, {nil, "i", -1}, {nil, "df", -1}, {[]string{"2f"}, "", -1},
		{[]string{"1.2d", "2"}, "", -1}, {nil, "fu", -1}, {nil, "g", -1}, {nil, "gr", -1}, {[]string{"2g"}, "", ','},
		{[]string{"1gf"}, "s", -1}, {nil, "nf", -1}, {nil, "gu", -1}} {
		var orders [2][]string
		for i, off := range []bool{true, false} {
			s := &sorter{tab: c.tab, noSummary: off, chunk: 1000}
			for _, spec := range c.keys {
				k, err := parseKey(spec)
				if err != nil {
					t.Fatal(err)
				}
				s.keys = append(s.keys, k)
			}
			var g sortKey
			g.setOrdering(strings.NewReplacer("s", "", "u", "").Replace(c.global), false)
			s.rev, s.stable, s.unique = g.reverse, strings.Contains(c.global, "s"), strings.Contains(c.global, "u")
			if len(s.keys) == 0 && !g.isDefault() {
				g.sword, g.eword = -1, -1
				s.keys = []*sortKey{&g}
			}
			a := testArena(t, '\n', strings.NewReader(input))
			runs, err := s.sort(context.Background(), a, a.refs)
			if err != nil {
				t.Fatal(err)
			}
			if !off && len(runs) < 2 {
				t.Fatalf("%d lines sorted in %d runs", len(a.refs), len(runs))
			}
			src := s.runSource(a, runs)
			for {
				line, err := src.next()
				if err != nil {
					break
				}
				orders[i] = append(orders[i], string(line))
			}
		}
		if !slices.Equal(orders[0], orders[1]) {
			for i := range orders[0] {
				if orders[0][i] != orders[1][i] {
					t.Errorf("keys %q -%s: line %d is %q with summaries, %q without", c.keys, c.global, i, orders[1][i], orders[0][i])
					break
				}
			}
		}
	}
}

// TestSortExactSummariesSkipKeys: lines whose -n or -g summaries are
// equal and exact are compared from the next key on (here the last-resort
// comparison), without parsing their numbers again, in the sort of each
// run and in the merge of the runs: sorting uniq -c's output by count,
// where most counts are 1, compared every pair of them twice (in
// numParts), half of sort -nr's time. A count, not a timing.
func TestSortExactSummariesSkipKeys(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	var b strings.Builder
	for range 20000 {
		n := 1
		if r.IntN(10) == 0 {
			n = 1 + r.IntN(1000)
		}
		fmt.Fprintf(&b, "%7d word%d %d\n", n, r.IntN(5000), r.IntN(100000))
	}
	for _, global := range []string{"n", "nr", "g"} {
		s := sortOrdering(t, global)
		s.chunk = 1000
		var n int
		s.keyCompares = &n
		a := testArena(t, '\n', strings.NewReader(b.String()))
		runs, err := s.sort(context.Background(), a, a.refs)
		if err != nil || len(runs) != 20 {
			t.Fatalf("-%s: %d runs, %v", global, len(runs), err)
		}
		src := s.runSource(a, runs)
		var prev []byte
		lines := 0
		for {
			line, err := src.next()
			if err != nil {
				break
			}
			n0 := n
			if lines > 0 && s.compare(prev, line) > 0 {
				t.Fatalf("sort -%s: %q before %q", global, prev, line)
			}
			n = n0
			prev = append(prev[:0], line...)
			lines++
		}
		if lines != 20000 {
			t.Fatalf("sort -%s: %d lines out", global, lines)
		}
		if n != 0 {
			t.Errorf("sort -%s: %d comparisons of keys with exact summaries, want 0", global, n)
		}
	}
}

// TestSortShortLinesTieOnSummaries: whole lines whose first 8 bytes tie
// and one of which is no longer than that are ordered by their lengths,
// in the runs' sort and in their merge, without reading them again: the
// short frequent lines that sort | uniq -c counts are most of the ties.
// A count of line comparisons (was one per tie), not a timing.
func TestSortShortLinesTieOnSummaries(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	words := []string{"a", "ab", "abc", "abcdefgh", "abcdefg", "b\x00", "b", "zz z", "", "abcdefg\x00"}
	var b strings.Builder
	for range 20000 {
		b.WriteString(words[r.IntN(len(words))])
		b.WriteByte('\n')
	}
	for _, global := range []string{"", "r", "u"} {
		s := sortOrdering(t, global)
		s.chunk, s.unique = 1000, global == "u"
		var n int
		s.lineCompares = &n
		a := testArena(t, '\n', strings.NewReader(b.String()))
		runs, err := s.sort(context.Background(), a, a.refs)
		if err != nil || len(runs) != 20 {
			t.Fatalf("-%s: %d runs, %v", global, len(runs), err)
		}
		src := s.runSource(a, runs)
		var prev []byte
		for lines := 0; ; lines++ {
			line, err := src.next()
			if err != nil {
				if lines != 20000 {
					t.Fatalf("sort -%s: %d lines out", global, lines)
				}
				break
			}
			if d := bytes.Compare(prev, line); lines > 0 && (d > 0 && global != "r" || d < 0 && global == "r") {
				t.Fatalf("sort -%s: %q before %q", global, prev, line)
			}
			prev = append(prev[:0], line...)
		}
		if n != 0 {
			t.Errorf("sort -%s: %d comparisons of lines of at most 8 bytes, want 0", global, n)
		}
	}
}
