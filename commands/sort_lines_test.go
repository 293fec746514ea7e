package commands

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"testing"
	"testing/iotest"
)

// TestReadLinesAcrossBlocks: sort's block reader yields the lines a split
// of the whole input yields, for lines cut by block ends, lines longer
// than a block, a last line without its delimiter, and short reads.
func TestReadLinesAcrossBlocks(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 200_000; i++ {
		fmt.Fprintf(&b, "line %d %s\n", i, strings.Repeat("x", i%97))
	}
	b.WriteString(strings.Repeat("long", 3<<20) + "\n\n\nlast")
	input := b.String()
	want := bytes.Split([]byte(input), []byte("\n"))
	for name, r := range map[string]func() io.Reader{
		"whole": func() io.Reader { return strings.NewReader(input) },
		"half":  func() io.Reader { return iotest.HalfReader(strings.NewReader(input)) },
		"nul":   func() io.Reader { return strings.NewReader(strings.ReplaceAll(input, "\n", "\x00")) },
	} {
		delim := byte('\n')
		if name == "nul" {
			delim = 0
		}
		got, err := readLines(r(), delim, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(want) {
			t.Fatalf("%s: %d lines, want %d", name, len(got), len(want))
		}
		for i := range want {
			if !bytes.Equal(got[i], want[i]) {
				t.Fatalf("%s: line %d: %.40q, want %.40q", name, i, got[i], want[i])
			}
		}
	}
}
