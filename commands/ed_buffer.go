package commands

// ed's buffer is a doubly linked list of lines, as GNU ed keeps it: a
// command deletes, moves or inserts lines by relinking them, so a g
// command over a long file costs time in proportion to its lines, and
// undo keeps the detached lines themselves rather than a copy of the
// buffer per command.

// edLine is one line of the buffer.
type edLine struct {
	prev, next *edLine
	text       string
	inBuf      bool // false while the line is detached (deleted, kept for undo)
	retained   bool // detached and held by the undo record
	active     bool // marked by the running g/v command
}

// edLineCost is what a line costs in memory: its text and newline, and
// about 64 bytes for the line itself, which dominate for short lines.
func edLineCost(text string) int64 { return int64(len(text)) + 65 }

// edBuffer is a circular list with a sentinel at address 0. It remembers
// two recently used (address, line) places, kept right through changes
// elsewhere, so that walking to an address near either is cheap: a g
// command's next marked line is near the last one even when the command
// list moved that one away (g/^/m0), and undoing such a command goes back
// and forth between two places.
type edBuffer struct {
	head  edLine
	n     int
	bytes int64 // what the lines in the buffer cost (edLineCost)
	// retained is what the lines detached since the undo record began
	// cost: undo holds them.
	retained int64
	near     [2]edPlace
	older    int // the entry of near used least recently
}

type edPlace struct {
	l   *edLine
	idx int
}

func newEdBuffer() *edBuffer {
	b := &edBuffer{}
	b.head.next, b.head.prev = &b.head, &b.head
	b.near = [2]edPlace{{&b.head, 0}, {&b.head, 0}}
	return b
}

// use records that entry k of near was used last, now at place pl.
func (b *edBuffer) use(k int, pl edPlace) {
	b.near[k] = pl
	b.older = 1 - k
}

// line returns the line at address i (0 is the sentinel).
func (b *edBuffer) line(i int) *edLine {
	// Start from the nearest of the sentinel, the end and the places.
	cur, idx, from := &b.head, 0, -1
	best := i
	if d := b.n - i; d < best {
		cur, idx, best = b.head.prev, b.n, d
	}
	for k, pl := range b.near {
		if d := edAbs(i - pl.idx); d < best {
			cur, idx, best, from = pl.l, pl.idx, d, k
		}
	}
	for idx < i {
		cur, idx = cur.next, idx+1
	}
	for idx > i {
		cur, idx = cur.prev, idx-1
	}
	if from < 0 {
		from = b.older
	}
	b.use(from, edPlace{cur, idx})
	return cur
}

func edAbs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// index returns the address of l, walking both ways from both places at
// once, or -1.
func (b *edBuffer) index(l *edLine) int {
	if l == &b.head {
		return 0
	}
	if !l.inBuf {
		return -1
	}
	type cursor struct {
		edPlace
		k int
	}
	cur := [4]cursor{{b.near[0], 0}, {b.near[0], 0}, {b.near[1], 1}, {b.near[1], 1}}
	for steps := 0; steps <= b.n+1; steps++ {
		for j := range cur {
			c := &cur[j]
			if c.l == l {
				b.use(c.k, c.edPlace)
				return c.idx
			}
			if j%2 == 0 && c.idx < b.n {
				c.l, c.idx = c.l.next, c.idx+1
			} else if j%2 == 1 && c.idx > 0 {
				c.l, c.idx = c.l.prev, c.idx-1
			}
		}
	}
	return -1
}

// attach links the chain first..last (count lines) after address i.
func (b *edBuffer) attach(i int, first, last *edLine, count int) {
	at := b.line(i)
	after := at.next
	at.next, first.prev = first, at
	last.next, after.prev = after, last
	for l, k := first, 0; k < count; l, k = l.next, k+1 {
		l.inBuf = true
		b.bytes += edLineCost(l.text)
		if l.retained {
			l.retained = false
			b.retained -= edLineCost(l.text)
		}
	}
	b.n += count
	for k := range b.near {
		if b.near[k].idx > i {
			b.near[k].idx += count
		}
	}
}

// detach unlinks the lines from..to and returns the chain.
func (b *edBuffer) detach(from, to int) (first, last *edLine) {
	first, last = b.line(from), b.line(to)
	before, after := first.prev, last.next
	before.next, after.prev = after, before
	for l := first; ; l = l.next {
		l.inBuf, l.retained = false, true
		b.bytes -= edLineCost(l.text)
		b.retained += edLineCost(l.text)
		if l == last {
			break
		}
	}
	b.n -= to - from + 1
	for k := range b.near {
		switch pl := &b.near[k]; {
		case pl.idx > to:
			pl.idx -= to - from + 1
		case pl.idx >= from:
			*pl = edPlace{before, from - 1}
		}
	}
	return first, last
}

// chain makes a detached chain of lines from texts.
func edChain(texts []string) (first, last *edLine) {
	for _, t := range texts {
		l := &edLine{text: t}
		if first == nil {
			first = l
		} else {
			last.next, l.prev = l, last
		}
		last = l
	}
	return first, last
}
