package commands

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

// TestGrepBlockSkipping compares grep with GNU grep on inputs larger than
// its read buffer, with matches scattered over buffer boundaries, for the
// options whose output depends on the lines grep skips without matching
// them one by one (line numbers, offsets, counts, anchors, context, -m,
// binary data late in the file).
func TestGrepBlockSkipping(t *testing.T) {
	rnd := rand.New(rand.NewSource(7))
	var big strings.Builder
	for i := 0; big.Len() < 300_000; i++ {
		switch rnd.Intn(400) {
		case 0:
			fmt.Fprintf(&big, "needle%d at the start\n", i)
		case 1:
			fmt.Fprintf(&big, "tail of a line with needle\n")
		case 2:
			big.WriteString("\n")
		default:
			fmt.Fprintf(&big, "line %d alpha beta gamma %d\n", i, rnd.Intn(1000))
		}
	}
	text := big.String()
	noEOL := text + "last needle without newline"
	// (No binary file with a NUL far into it: GNU grep suppresses the
	// matches from the start of the read buffer holding the NUL, which
	// depends on its buffer sizes; grep here does from the NUL's line.)
	files := map[string]string{"big.txt": text, "noeol.txt": noEOL}
	var cases []diffCase
	for _, args := range [][]string{
		{"-n", "needle"},
		{"-b", "needle[0-9]*"},
		{"-c", "needle"},
		{"-n", "^needle"},
		{"-n", "needle$"},
		{"-n", "^$"},
		{"-n", "-A", "2", "needle"},
		{"-n", "-m", "3", "needle"},
		{"-n", "-E", "needle[0-9]+ at|with needle"},
		{"-n", "-x", "tail of a line with needle"},
		{"-o", "-b", "needle[0-9]*"},
		{"-l", "needle"},
		{"-n", "zzz-no-match"},
		{"-c", "zzz-no-match"},
		{"-n", "e$"},
		{"-n", "-F", "needle"},
	} {
		for _, f := range []string{"big.txt", "noeol.txt"} {
			cases = append(cases, diffCase{args: append(append([]string{"grep"}, args...), f), files: files})
		}
	}
	cases = append(cases, diffCase{args: []string{"grep", "-rn", "needle1", "."}, files: files})
	runDiffCases(t, cases)
}

// BenchmarkGrepCountNoMatch is grep -c of a word that no line has over 8
// MB of text (issue 20's grep -r -c ERROR, without the files): every
// block is skipped at the speed of a byte search. It was three passes
// over the text (the NULs of the first 32 KB searched twice, the lines
// counted for a line number nobody prints), now one for the pattern and
// one for NULs. Reports the text searched per second.
func BenchmarkGrepCountNoMatch(b *testing.B) {
	text := benchWords(8 << 20)
	fsys := sandboxFS(b, map[string]string{"big.txt": text})
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if r := runIn(b, fsys, sandboxDir, []string{"grep", "-c", "ERROR", "big.txt"}, ""); r.stdout != "0\n" {
			b.Fatalf("%+v", r)
		}
	}
}

// benchWords is at least n bytes of lines of 3 to 12 words from a small
// set (no ERROR, no error), the same text for every run: the grep
// benchmarks' input.
func benchWords(n int) string {
	rnd := rand.New(rand.NewSource(1))
	words := []string{"alpha", "beta", "gamma", "delta", "12345", "epsilon", "zeta", "67890"}
	var text strings.Builder
	for text.Len() < n {
		for j := 0; j < 3+rnd.Intn(10); j++ {
			if j > 0 {
				text.WriteByte(' ')
			}
			text.WriteString(words[rnd.Intn(len(words))])
		}
		text.WriteByte('\n')
	}
	return text.String()
}
