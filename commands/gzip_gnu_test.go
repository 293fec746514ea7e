package commands

import (
	"bytes"
	"compress/flate"
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"math/rand"
	"os/exec"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/internal/testlong"
)

// gzipTestInputs are inputs made from a fixed seed for the comparison
// with GNU gzip's bytes: empty, one byte, text, random binary, highly
// repetitive data, sizes at the edges of the window (32 KiB), of its
// slide (64 KiB less the lookahead) and of the literal buffer, and
// files of more than a megabyte.
func gzipTestInputs() []string {
	rng := rand.New(rand.NewSource(20261206))
	words := strings.Fields("the quick brown fox jumps over lazy dog and then some more words for a text of English " +
		"func return if else for range package import var const type struct interface map chan go defer")
	gen := func(kind, n int) string {
		b := make([]byte, 0, n+64)
		for len(b) < n {
			switch kind {
			case 0: // text
				b = append(b, words[rng.Intn(len(words))]...)
				if rng.Intn(9) == 0 {
					b = append(b, '\n')
				} else {
					b = append(b, ' ')
				}
			case 1: // random binary
				b = append(b, byte(rng.Intn(256)))
			case 2: // one byte repeated, now and then another
				if rng.Intn(5000) == 0 {
					b = append(b, byte(rng.Intn(256)))
				} else {
					b = append(b, 'a')
				}
			case 3: // a small alphabet with long copies from far back
				b = append(b, byte('a'+rng.Intn(4)))
				if rng.Intn(50) == 0 && len(b) > 10 {
					from := rng.Intn(len(b))
					b = append(b, b[from:from+rng.Intn(min(len(b)-from, 600))]...)
				}
			case 4: // binary records: runs of zeros and counters, as in object files
				b = append(b, 0, 0, 0, byte(len(b)), byte(len(b)>>8), byte(rng.Intn(3)), 0, 0x7f)
			case 5: // lines of numbers, as in logs
				b = append(b, fmt.Sprintf("%d,%d,%x\n", len(b), rng.Intn(1000), rng.Uint32())...)
			}
		}
		return string(b[:n])
	}
	inputs := []string{"", "x", "\n", "hello\n", "ab", "abc", "aaaa", "abcabcabcabc"}
	sizes := []int{2, 3, 7, 10, 50, 100, 259, 261, 262, 263, 300, 600, 1000, 2000, 4096, 5000, 10000, 16384,
		20000, 32767, 32768, 32769, 40000, 65273, 65274, 65275, 65535, 65536, 65537, 98304, 131073, 300000}
	for i, n := range sizes {
		inputs = append(inputs, gen(i%6, n))
		inputs = append(inputs, gen((i+3)%6, n))
		if i%2 == 0 {
			inputs = append(inputs, gen((i+1)%6, n))
		}
	}
	for kind := 0; kind < 6; kind++ {
		n := 1<<20 + rng.Intn(200000)
		if kind == 1 {
			n = 1<<20 - 80000 // random bytes do not shrink: under the sandbox's output limit
		}
		inputs = append(inputs, gen(kind, n))
	}
	return inputs
}

// TestGzipBytesAreGNUs: our gzip's output is GNU gzip's byte for byte at
// every level, on inputs of every kind (the host record keeps the
// default run from starting ~900 gzips).
func TestGzipBytesAreGNUs(t *testing.T) {
	inputs := gzipTestInputs()
	var cases []diffCase
	for i, in := range inputs {
		for level := 1; level <= 9; level++ {
			cases = append(cases, diffCase{name: fmt.Sprintf("input%d-len%d-%d", i, len(in), level),
				args: []string{"gzip", "-cn", fmt.Sprintf("-%d", level)}, stdin: in})
		}
	}
	runDiffCases(t, cases)
}

// TestGzipRsyncableBytesAreGNUs: --rsyncable's block ends are GNU's.
func TestGzipRsyncableBytesAreGNUs(t *testing.T) {
	inputs := gzipTestInputs()
	var cases []diffCase
	for i, in := range inputs {
		if len(in) < 4096 {
			continue
		}
		for _, level := range []string{"-1", "-3", "-6", "-9"} {
			cases = append(cases, diffCase{name: fmt.Sprintf("input%d-len%d%s", i, len(in), level),
				args: []string{"gzip", "-cn", "--rsyncable", level}, stdin: in})
		}
	}
	runDiffCases(t, cases)
}

// TestGzipHeaderAndListAreGNUs: the stored name and time, XFL of -1 and
// -9, several files in one run (GNU keeps its window from one to the
// next), and what -l, -v and tar -z make of our bytes.
func TestGzipHeaderAndListAreGNUs(t *testing.T) {
	inputs := gzipTestInputs()
	big, small, text := inputs[len(inputs)-6], inputs[20], inputs[len(inputs)-1]
	stamp := "touch -d @1700000000 f g h t && "
	files := map[string]string{"f": "hello\n", "g": big, "h": small, "t": text}
	for _, script := range []string{
		stamp + "gzip -c f | od -An -tx1",
		stamp + "gzip -c1 f | od -An -tx1",
		stamp + "gzip -c9 f | od -An -tx1",
		stamp + "gzip -c g h f | md5sum",
		stamp + "gzip -c9 g h | md5sum",
		stamp + "gzip -c1 g h | md5sum",
		stamp + "gzip -k f g h && md5sum f.gz g.gz h.gz && gzip -l f.gz g.gz h.gz",
		stamp + "gzip -v f g h 2>&1; gzip -lv f.gz g.gz h.gz | cut -c1-5,15-",
		"cat t | gzip -c | md5sum; cat t | gzip -c --rsyncable | md5sum",
		stamp + "gzip -c < t | md5sum",
		"printf 'a\\nb\\n' | gzip -v 2>&1 >/dev/null",
	} {
		t.Run(script, func(t *testing.T) { compareScript(t, script, files) })
	}
}

// TestTarGzipIsGNUGzips: tar -z compresses as GNU tar's gzip child does
// (from a pipe: no name, no time, level 6), so tar czf's bytes are GNU
// gzip's of the archive.
func TestTarGzipIsGNUGzips(t *testing.T) {
	if _, err := exec.LookPath("gzip"); err != nil {
		t.Skip("no gzip on the host")
	}
	inputs := gzipTestInputs()
	files := map[string]string{"d/a": inputs[30], "d/s/b": inputs[len(inputs)-7], "d/s/c": "hello\n"}
	flags := "--owner=0 --group=0 --numeric-owner --sort=name --mtime=@1600000000 -"
	plain := runScriptSandbox(t, "tar "+flags+"cf - d", files)
	zipped := runScriptSandbox(t, "tar "+flags+"czf - d", files)
	if plain.status != 0 || zipped.status != 0 {
		t.Fatalf("tar: %q %q", plain.stderr, zipped.stderr)
	}
	cmd := exec.Command("gzip", "-c")
	cmd.Stdin = strings.NewReader(plain.stdout)
	want, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	if zipped.stdout != string(want) {
		t.Errorf("tar czf: %d bytes, GNU gzip of tar cf: %d", len(zipped.stdout), len(want))
	}
}

// TestGnuDeflateRoundTrip: every stream the port writes decodes to its
// input (Go's inflater here; the host's gunzip in the comparisons above,
// which also see GNU's bytes), whichever way the input arrives.
func TestGnuDeflateRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	inputs := gzipTestInputs()
	type pair struct{ input, level int }
	var pairs []pair
	for i := range inputs {
		for _, level := range []int{1, 2, 3, 4, 6, 9} {
			pairs = append(pairs, pair{i, level})
		}
	}
	// Every input and every level by default (5 is coprime with the 6
	// levels), every pair with CW_LONG=1.
	for _, p := range testlong.Sample(pairs, 5) {
		i, in, level := p.input, inputs[p.input], p.level
		var out bytes.Buffer
		d := newGNUGzipWriter(context.Background(), &out, level, i%3 == 0, "name", 1700000000, nil)
		for rest := in; len(rest) > 0; {
			n := min(len(rest), 1+rng.Intn(70000))
			if _, err := io.WriteString(d, rest[:n]); err != nil {
				t.Fatal(err)
			}
			rest = rest[n:]
		}
		if err := d.Close(); err != nil {
			t.Fatal(err)
		}
		zr, err := gzip.NewReader(&out)
		if err != nil {
			t.Fatalf("input %d level %d: %v", i, level, err)
		}
		got, err := io.ReadAll(zr)
		if err != nil || string(got) != in {
			t.Fatalf("input %d level %d: round trip: %v (%d bytes of %d)", i, level, err, len(got), len(in))
		}
	}
	if testing.Short() {
		return
	}
	// The host's gunzip -t on a few of them.
	if _, err := exec.LookPath("gunzip"); err != nil {
		return
	}
	for _, i := range []int{0, 1, 30, len(inputs) - 1} {
		var out bytes.Buffer
		d := newGNUGzipWriter(context.Background(), &out, 9, true, "", 0, nil)
		io.WriteString(d, inputs[i])
		d.Close()
		cmd := exec.Command("gunzip", "-c")
		cmd.Stdin = &out
		got, err := cmd.Output()
		if err != nil || string(got) != inputs[i] {
			t.Errorf("host gunzip of input %d: %v", i, err)
		}
	}
}

// TestGnuDeflateStopsOnCancel: a cancelled context ends a long input
// with its error.
func TestGnuDeflateStopsOnCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	d := newGNUGzipWriter(ctx, io.Discard, 9, false, "", 0, nil)
	chunk := []byte(strings.Repeat("abcdefgh", 8192))
	cancel()
	var err error
	for i := 0; i < 100 && err == nil; i++ {
		_, err = d.Write(chunk)
	}
	if err == nil {
		err = d.Close()
	}
	if err != context.Canceled {
		t.Fatalf("got %v, want context.Canceled", err)
	}
}

// BenchmarkGnuDeflate and BenchmarkGoFlate: the port's speed next to Go's
// compress/flate at the same levels, on text and on binary data.
func BenchmarkGnuDeflate(b *testing.B) { benchDeflate(b, true) }
func BenchmarkGoFlate(b *testing.B)    { benchDeflate(b, false) }

func benchDeflate(b *testing.B, gnu bool) {
	inputs := gzipTestInputs()
	for _, in := range []struct {
		name string
		data string
	}{{"text", inputs[len(inputs)-6]}, {"binary", inputs[len(inputs)-5]}, {"records", inputs[len(inputs)-2]}} {
		for _, level := range []int{1, 6, 9} {
			b.Run(fmt.Sprintf("%s-%d", in.name, level), func(b *testing.B) {
				b.SetBytes(int64(len(in.data)))
				for i := 0; i < b.N; i++ {
					var w io.WriteCloser
					if gnu {
						w = newGNUDeflater(context.Background(), io.Discard, level, false, nil)
					} else {
						w, _ = flate.NewWriter(io.Discard, level)
					}
					io.WriteString(w, in.data)
					w.Close()
				}
			})
		}
	}
}
