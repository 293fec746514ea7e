package commands

import (
	"bytes"
	"context"
	"io"
	"sync"
)

// Sort's input past sortRunBytes is sorted in runs held in memory, each
// run's lines copied in order into blocks that the final merge gives back
// as it moves past them (issue 20). A sort that kept its whole input in
// input order until its last line was written held all of it while the
// next stage of a pipeline grew: in cat | sort | uniq -c | sort -nr the
// first sort's 100 MB and the second's 125 MB were in memory at once. As
// runs, the first sort's memory shrinks as the second's grows.
//
// The blocks of the runs and of the arena (at its full block size) come
// from one pool, so a block the first sort lets go of is the next block
// the second sort reads into, not garbage that waits for a collection
// while the heap grows by as much again.
const (
	sortBlockSize = 256 << 10
	// sortRunBytes is the input sorted into one run: about sortChunk
	// lines of 32 bytes, which sort's summaries sort as one chunk, so a
	// run is made without a merge, and the final merge is as wide as the
	// merge of chunks was. A run's lines, references and copy are what
	// sort holds beside its runs.
	sortRunBytes = 2 << 20
)

// sortRunSize is sortRunBytes, smaller in tests.
var sortRunSize int64 = sortRunBytes

type sortBlock [sortBlockSize]byte

var sortBlocks sync.Pool // *sortBlock

func getSortBlock() *sortBlock {
	if p, _ := sortBlocks.Get().(*sortBlock); p != nil {
		return p
	}
	return new(sortBlock)
}

// putSortBlocks gives blocks back, cleared: a block may next hold another
// session's lines.
func putSortBlocks(ps []*sortBlock) {
	for _, p := range ps {
		clear(p[:])
		sortBlocks.Put(p)
	}
}

// memRun is a sorted run: its lines, each followed by the delimiter, in
// order in blocks. Read (as a lineSource) it gives each block back once
// past it.
type memRun struct {
	delim  byte
	held   *holder
	blocks []runBlock // from the first not yet given back
	off    int        // the read position in blocks[0]
	size   int64      // the bytes of the blocks held
}

type runBlock struct {
	b []byte
	p *sortBlock // nil for a block of one line longer than sortBlockSize
}

// add appends a line and its delimiter.
func (r *memRun) add(line []byte) {
	n := len(r.blocks)
	if n == 0 || cap(r.blocks[n-1].b)-len(r.blocks[n-1].b) <= len(line) {
		var blk runBlock
		if len(line) < sortBlockSize {
			blk.p = getSortBlock()
			blk.b = blk.p[:0]
		} else {
			// The line is in memory already: its copy is bounded by it.
			blk.b = append([]byte(nil), line...)[:0]
		}
		r.held.hold(int64(cap(blk.b)))
		r.size += int64(cap(blk.b))
		r.blocks = append(r.blocks, blk)
		n++
	}
	b := &r.blocks[n-1].b
	*b = append(append(*b, line...), r.delim)
}

// fill adds src's lines, checking ctx as emit does.
func (r *memRun) fill(ctx context.Context, src lineSource) error {
	for i := 0; ; i++ {
		if i%ctxCheckEvery == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		line, err := src.next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		r.add(line)
	}
}

func (r *memRun) next() ([]byte, error) {
	for len(r.blocks) > 0 {
		b := r.blocks[0].b
		if r.off < len(b) {
			j := bytes.IndexByte(b[r.off:], r.delim)
			line := b[r.off : r.off+j]
			r.off += j + 1
			return line, nil
		}
		// The line given last is no longer used: the block goes back.
		r.drop()
		r.off = 0
	}
	return nil, io.EOF
}

// drop gives the first block back.
func (r *memRun) drop() {
	blk := r.blocks[0]
	r.blocks[0] = runBlock{}
	r.blocks = r.blocks[1:]
	r.held.hold(-int64(cap(blk.b)))
	r.size -= int64(cap(blk.b))
	if blk.p != nil {
		putSortBlocks([]*sortBlock{blk.p})
	}
}

// free gives back every block left.
func (r *memRun) free() {
	for len(r.blocks) > 0 {
		r.drop()
	}
}
