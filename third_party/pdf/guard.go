// computerwelt: bounds on the work a hostile file can cause (see PATCHES.md).

package pdf

import (
	"errors"
	"fmt"
	"io"
	"sync/atomic"
)

const (
	// maxObjects is the largest object number PDF 32000-1 (Annex C) allows;
	// cross-reference tables larger than that are refused before they are
	// allocated.
	maxObjects = 8388607
	// maxResolveDepth bounds objects resolved while resolving another
	// (an object in an object stream needs the stream, whose /Length may
	// be in an object stream, ...): a file where that chain returns to
	// itself ends here instead of overflowing the stack.
	maxResolveDepth = 32
	// maxTreeDepth bounds the nesting of the page tree and of /Parent
	// chains; real files nest a handful of levels.
	maxTreeDepth = 256
	// maxChain bounds /Prev chains of cross-reference sections and
	// /Extends chains of object streams.
	maxChain = 1024
	// maxOperands bounds the operand stack of Interpret: a content stream
	// of numbers without an operator would otherwise grow it without end.
	maxOperands = 1 << 16
	// maxColumns bounds a PNG predictor's /Columns.
	maxColumns = 1 << 20
	// maxXrefField bounds an entry of an xref stream's /W (8 bytes is
	// already more than any offset).
	maxXrefField = 8
)

// ErrCycle is the error (wrapped) of a file whose objects refer to
// themselves in a way that has no end: a page tree containing itself, a
// /Parent loop, an object stream inside itself.
var ErrCycle = errors.New("malformed PDF: reference cycle")

// ErrTooLarge is the error (wrapped) of a file whose streams decode to more
// bytes than the budget given to SetGuard.
var ErrTooLarge = errors.New("PDF streams decode to more than the limit")

type guard struct {
	check func() error
	left  atomic.Int64
	ticks atomic.Int64
}

// SetGuard makes r call check every few hundred object look-ups and every
// 64 KiB of decoded stream data, and stop the work (with a panic of the
// error check returned, as the package reports malformed input) when it
// returns an error: a caller passes its context's Err. maxDecoded, when
// positive, bounds the bytes all streams of the file may decode to
// together (a deflate bomb ends with ErrTooLarge). Call it before
// reading anything.
func (r *Reader) SetGuard(check func() error, maxDecoded int64) {
	g := &guard{check: check}
	if maxDecoded <= 0 {
		maxDecoded = 1<<63 - 1
	}
	g.left.Store(maxDecoded)
	r.guard = g
}

// tick calls the guard's check every 256 calls.
func (r *Reader) tick() {
	if r == nil || r.guard == nil || r.guard.check == nil {
		return
	}
	if r.guard.ticks.Add(1)%256 == 0 {
		if err := r.guard.check(); err != nil {
			panic(err)
		}
	}
}

// guardedReader charges decoded bytes to the guard's budget.
type guardedReader struct {
	r  io.Reader
	g  *guard
	in int64 // bytes since the last check
}

func (gr *guardedReader) Read(p []byte) (int, error) {
	n, err := gr.r.Read(p)
	if n > 0 {
		if gr.g.left.Add(-int64(n)) < 0 {
			return 0, ErrTooLarge
		}
		if gr.in += int64(n); gr.in >= 64<<10 {
			gr.in = 0
			if gr.g.check != nil {
				if cerr := gr.g.check(); cerr != nil {
					return 0, cerr
				}
			}
		}
	}
	return n, err
}

func cycleError(format string, args ...interface{}) error {
	return fmt.Errorf("%w: "+format, append([]interface{}{ErrCycle}, args...)...)
}

// ToUnicode returns the font's /ToUnicode CMap as an encoding, or nil when
// it has none or it cannot be read (computerwelt: the CMap takes
// precedence over /Encoding, as in poppler, which Encoder does only for
// fonts without an /Encoding).
func (f Font) ToUnicode() TextEncoding {
	tu := f.V.Key("ToUnicode")
	if tu.Kind() != Stream {
		return nil
	}
	if m := readCmap(tu); m != nil {
		return m
	}
	return nil
}
