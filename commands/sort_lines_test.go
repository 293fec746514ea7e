package commands

import (
	"bytes"
	"fmt"
	"io"
	"runtime"
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
