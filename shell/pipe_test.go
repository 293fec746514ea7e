package shell

import (
	"bytes"
	"io"
	"math/rand/v2"
	"testing"
)

// TestPipeCarriesBytesInOrder: writes and reads of any sizes (past the
// pipe's capacity, and smaller than the data waiting) deliver the bytes
// unchanged and in order.
func TestPipeCarriesBytesInOrder(t *testing.T) {
	data := make([]byte, 3<<20)
	r := rand.New(rand.NewPCG(1, 2))
	for i := range data {
		data[i] = byte(r.Uint32())
	}
	p := newPipe(nil)
	go func() {
		w := rand.New(rand.NewPCG(3, 4))
		for rest := data; len(rest) > 0; {
			n := min(len(rest), 1+w.IntN(3*pipeCap/2))
			if _, err := p.Write(rest[:n]); err != nil {
				t.Error(err)
				break
			}
			rest = rest[n:]
		}
		p.closeWrite()
	}()
	var got bytes.Buffer
	buf := make([]byte, 2*pipeCap)
	for {
		n, err := p.Read(buf[:1+r.IntN(len(buf))])
		got.Write(buf[:n])
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(got.Bytes(), data) {
		t.Fatalf("read %d bytes, not the %d written", got.Len(), len(data))
	}
}

// TestPipeReusesItsBuffer: a pipe moving data allocates nothing per
// chunk once its buffer has grown (a new slice for each chunk made a
// pipeline's pipes allocate twice the bytes they carried).
func TestPipeReusesItsBuffer(t *testing.T) {
	p := newPipe(nil)
	chunk := make([]byte, 20<<10)
	buf := make([]byte, 16<<10)
	step := func() {
		p.Write(chunk)
		p.Write(chunk)
		for p.r < len(p.buf) {
			p.Read(buf)
		}
	}
	step()
	if allocs := testing.AllocsPerRun(100, step); allocs != 0 {
		t.Errorf("%.1f allocations a round of 40 KB, want 0", allocs)
	}
	if cap(p.buf) > pipeCap {
		t.Errorf("buffer of %d bytes, more than the pipe's %d", cap(p.buf), pipeCap)
	}
}
