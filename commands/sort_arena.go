package commands

import (
	"bytes"
	"errors"
	"io"

	"github.com/computerwelt/computerwelt/internal/limits"
)

// lineArena holds sort's input: the bytes in large blocks, each line whole
// in one block and followed by its delimiter, and one 8-byte reference per
// line. A slice header per line (24 bytes) was most of what sort held for
// text of short lines: 64 MB of headers for the 100 MB of issue 20's
// pipeline, where the lines average 31 bytes.
//
// A reference packs a line's address (the high 40 bits) and its length
// (the low 24; longer lines are looked up in long). Blocks are laid out in
// one address space of arenaSlot-sized slots, each block on as many whole
// slots as its size needs; slots[i] is the block from slot i's start, so a
// reference finds its bytes with one index.
type lineArena struct {
	delim  byte
	budget limits.Budget // bounds a block grown for one long line
	memory int64         // bounds the blocks and references together
	held   *holder       // told of every block and reference slice
	slots  [][]byte
	next   uint64 // the address of the next block
	blocks []arenaBlock
	refs   []uint64
	long   map[uint64]int // lengths of lines of refLenMask bytes or more
	total  int64          // the blocks' bytes, which sizes the next block
	// before is the most the arena held before a reset: a run after the
	// first starts with blocks of the size the first grew to.
	before int64
	// pooled are the blocks taken from sortBlocks, given back when the
	// arena drops its lines (reset, free).
	pooled []*sortBlock
}

// arenaBlock is a block: b[:done] holds whole lines, b[done:] the start of
// one not yet ended, b[:cut] the lines already in refs.
type arenaBlock struct {
	b         []byte
	addr      uint64
	done, cut int
}

const (
	arenaSlotShift = 16
	arenaSlot      = 1 << arenaSlotShift
	arenaMinBlock  = 16 << 10
	arenaMaxBlock  = sortBlockSize // a block of the pool (sort_runs.go)
	refLenBits     = 24
	refLenMask     = 1<<refLenBits - 1
	arenaMaxAddr   = 1 << (64 - refLenBits)
	// arenaRefCost is what a line costs beside its bytes.
	arenaRefCost = 8
)

// errArenaFull: more than 1 TiB of addresses, which no memory limit lets
// sort reach.
var errArenaFull = errors.New("memory exhausted")

func newLineArena(delim byte, b limits.Budget, memory int64, held *holder) *lineArena {
	return &lineArena{delim: delim, budget: b, memory: memory, held: held}
}

// line returns a line's bytes, without its delimiter.
func (a *lineArena) line(ref uint64) []byte {
	addr, n := ref>>refLenBits, int(ref&refLenMask)
	if n == refLenMask {
		n = a.long[addr]
	}
	off := int(addr & (arenaSlot - 1))
	return a.slots[addr>>arenaSlotShift][off : off+n : off+n]
}

// cur is the block being filled, nil before the first.
func (a *lineArena) cur() *arenaBlock {
	if len(a.blocks) == 0 {
		return nil
	}
	return &a.blocks[len(a.blocks)-1]
}

// read appends the bytes of r, read straight into the blocks. A last line
// without its delimiter is given one: the next input's lines start apart.
// after, when not nil, is called after each read (a spilling sort decides
// there whether to spill).
func (a *lineArena) read(r io.Reader, after func() error) error {
	for {
		c := a.cur()
		if c == nil || len(c.b) == cap(c.b) {
			if err := a.grow(0); err != nil {
				return err
			}
			c = a.cur()
		}
		n, err := r.Read(c.b[len(c.b):cap(c.b)])
		if n > 0 {
			if i := bytes.LastIndexByte(c.b[len(c.b):len(c.b)+n], a.delim); i >= 0 {
				c.done = len(c.b) + i + 1
			}
			c.b = c.b[:len(c.b)+n]
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		if after != nil {
			if err := after(); err != nil {
				return err
			}
		}
	}
	if c := a.cur(); c != nil && c.done < len(c.b) {
		if len(c.b) == cap(c.b) {
			if err := a.grow(1); err != nil {
				return err
			}
			c = a.cur()
		}
		c.b = append(c.b, a.delim)
		c.done = len(c.b)
	}
	return nil
}

// grow starts a new block, moving into it the line the current one has
// not ended, with room for at least extra more bytes. A block is an eighth
// of what the arena holds (between arenaMinBlock and arenaMaxBlock: at
// most an eighth unused at the end), or half as large again as a line
// longer than that.
func (a *lineArena) grow(extra int) error {
	var tail []byte
	if c := a.cur(); c != nil {
		tail = c.b[c.done:]
		c.b = c.b[:c.done]
	}
	size := int64(min(max(max(a.total, a.before)/8, arenaMinBlock), arenaMaxBlock))
	if need := int64(len(tail)) + int64(extra); need > size/2 {
		size = need + need/2
	}
	if size > arenaSlot {
		size = (size + arenaSlot - 1) &^ (arenaSlot - 1)
	}
	n, err := a.budget.Alloc(size)
	if err != nil {
		return err
	}
	if a.next+uint64(n) >= arenaMaxAddr {
		return errArenaFull
	}
	a.held.hold(int64(n))
	var b []byte
	if n == sortBlockSize {
		p := getSortBlock()
		a.pooled = append(a.pooled, p)
		b = p[:len(tail)]
	} else {
		b = make([]byte, len(tail), n)
	}
	copy(b, tail)
	addr := a.next
	for off := 0; off < n; off += arenaSlot {
		a.slots = append(a.slots, b[:n][off:])
	}
	a.next += uint64((n + arenaSlot - 1) &^ (arenaSlot - 1))
	a.total += int64(n)
	if c := a.cur(); c != nil && c.cut == len(c.b) {
		// A block whose lines are all in refs only needs its bytes, which
		// slots holds.
		a.blocks = a.blocks[:len(a.blocks)-1]
	}
	a.blocks = append(a.blocks, arenaBlock{b: b, addr: addr})
	return nil
}

// uncut counts the whole lines not yet in refs.
func (a *lineArena) uncut() int {
	n := 0
	for i := range a.blocks {
		c := &a.blocks[i]
		n += bytes.Count(c.b[c.cut:c.done], []byte{a.delim})
	}
	return n
}

// cut appends a reference for each whole line not yet in refs. When the
// slice must grow it grows to exactly what is needed: growing it by
// doubling would leave up to its size again as garbage at the peak.
// They must fit in the memory limit beside the blocks (ErrTooLarge).
// With more to come (spare), it leaves room for as many again.
func (a *lineArena) cut(spare bool) error {
	if n := a.uncut(); len(a.refs)+n > cap(a.refs) {
		room := limits.Budget(a.memory - a.total)
		size, err := room.AllocN(int64(len(a.refs)+n), arenaRefCost)
		if err != nil {
			return err
		}
		if spare {
			if more, err := room.AllocN(int64(max(size, 2*cap(a.refs))), arenaRefCost); err == nil {
				size = more
			}
		}
		a.held.hold(int64(size-cap(a.refs)) * arenaRefCost)
		refs := make([]uint64, len(a.refs), size)
		copy(refs, a.refs)
		a.refs = refs
	}
	for i := range a.blocks {
		c := &a.blocks[i]
		data := c.b[c.cut:c.done]
		for len(data) > 0 {
			j := bytes.IndexByte(data, a.delim)
			addr := c.addr + uint64(c.done-len(data))
			if j < refLenMask {
				a.refs = append(a.refs, addr<<refLenBits|uint64(j))
			} else {
				if a.long == nil {
					a.long = map[uint64]int{}
				}
				a.long[addr] = j
				a.refs = append(a.refs, addr<<refLenBits|refLenMask)
			}
			data = data[j+1:]
		}
		c.cut = c.done
	}
	// Only the block being filled can have more lines.
	if len(a.blocks) > 1 {
		a.blocks = append(a.blocks[:0], a.blocks[len(a.blocks)-1])
	}
	return nil
}

// size is what the arena holds: its blocks and references.
func (a *lineArena) size() int64 {
	return a.total + int64(cap(a.refs))*arenaRefCost
}

// reset drops every line (a spilled run), keeping the line the input has
// not ended yet and the references' slice.
func (a *lineArena) reset() error {
	var tail []byte
	if c := a.cur(); c != nil {
		tail = c.b[c.done:]
	}
	a.held.hold(-a.total)
	a.before = max(a.before, a.total)
	clear(a.slots)
	a.slots, a.blocks, a.long = a.slots[:0], a.blocks[:0], nil
	a.refs = a.refs[:0]
	a.next, a.total = 0, 0
	old := a.pooled
	a.pooled = nil
	// The old blocks go back to the pool once the tail is out of them.
	defer putSortBlocks(old)
	if len(tail) == 0 {
		return nil
	}
	if err := a.grow(len(tail)); err != nil {
		return err
	}
	c := a.cur()
	c.b = append(c.b, tail...)
	return nil
}

// free gives the pooled blocks back; the arena's lines are gone.
func (a *lineArena) free() {
	a.held.hold(-a.size())
	a.total = 0
	clear(a.slots)
	a.slots, a.blocks, a.long, a.refs = nil, nil, nil, nil
	putSortBlocks(a.pooled)
	a.pooled = nil
}

// arenaSource yields the lines of refs in order.
type arenaSource struct {
	a    *lineArena
	refs []uint64
	i    int
}

func (s *arenaSource) next() ([]byte, error) {
	if s.i == len(s.refs) {
		return nil, io.EOF
	}
	s.i++
	return s.a.line(s.refs[s.i-1]), nil
}
