package commands

import (
	"bytes"
	"fmt"
	"io"
	"runtime"
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

// TestReadLinesSmallInputsHoldTheirBytes: sort over many small files (sort
// */*.txt) holds about their bytes, not a 64 KB read block per file. The
// heap is measured in bytes, not time: 500 inputs of 1 KB held 32 MB
// before the short last block was trimmed.
func TestReadLinesSmallInputsHoldTheirBytes(t *testing.T) {
	file := strings.Repeat("0123456789abcdef\n", 60) // ~1 KB
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	var lines [][]byte
	for i := 0; i < 500; i++ {
		var err error
		if lines, err = readLines(strings.NewReader(file), '\n', lines); err != nil {
			t.Fatal(err)
		}
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	held := int64(after.HeapAlloc) - int64(before.HeapAlloc)
	if len(lines) != 500*60 {
		t.Fatalf("%d lines", len(lines))
	}
	// 500 KB of text and 30,000 slice headers (720 KB): allow 4 MB.
	if held > 4<<20 {
		t.Errorf("reading 500 inputs of %d bytes holds %d bytes", len(file), held)
	}
	runtime.KeepAlive(lines)
}
