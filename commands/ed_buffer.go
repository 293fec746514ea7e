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
	active     bool // marked by the running g/v command
}

// edBuffer is a circular list with a sentinel at address 0; cache is a
// recently used (address, line) pair, so that walking to an address near
// the last one used is cheap.
type edBuffer struct {
	head     edLine
	n        int
	bytes    int64 // text held by the lines in the buffer
	cacheIdx int
	cache    *edLine
}

func newEdBuffer() *edBuffer {
	b := &edBuffer{}
	b.head.next, b.head.prev = &b.head, &b.head
	b.cache = &b.head
	return b
}

// line returns the line at address i (0 is the sentinel).
func (b *edBuffer) line(i int) *edLine {
	if b.cache == nil || !b.cache.inBuf && b.cache != &b.head {
		b.cache, b.cacheIdx = &b.head, 0
	}
	// Start from the nearest of the sentinel, the end and the cache.
	cur, idx := &b.head, 0
	best := i
	if d := b.n - i; d < best {
		cur, idx, best = b.head.prev, b.n, d
	}
	if d := edAbs(i - b.cacheIdx); d < best {
		cur, idx = b.cache, b.cacheIdx
	}
	for idx < i {
		cur, idx = cur.next, idx+1
	}
	for idx > i {
		cur, idx = cur.prev, idx-1
	}
	b.cache, b.cacheIdx = cur, idx
	return cur
}

func edAbs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// index returns the address of l, searching outwards from the cache (the
// lines a g command visits are near each other), or -1.
func (b *edBuffer) index(l *edLine) int {
	if l == &b.head {
		return 0
	}
	if !l.inBuf {
		return -1
	}
	b.line(b.cacheIdx) // revalidates the cache
	fwd, bwd := b.cache, b.cache
	fi, bi := b.cacheIdx, b.cacheIdx
	for fi <= b.n || bi > 0 {
		if fwd == l {
			b.cache, b.cacheIdx = fwd, fi
			return fi
		}
		if bwd == l {
			b.cache, b.cacheIdx = bwd, bi
			return bi
		}
		if fi <= b.n {
			fwd, fi = fwd.next, fi+1
		}
		if bi > 0 {
			bwd, bi = bwd.prev, bi-1
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
		b.bytes += int64(len(l.text)) + 1
	}
	b.n += count
	b.cache, b.cacheIdx = at, i
}

// detach unlinks the lines from..to and returns the chain.
func (b *edBuffer) detach(from, to int) (first, last *edLine) {
	first, last = b.line(from), b.line(to)
	before, after := first.prev, last.next
	before.next, after.prev = after, before
	for l := first; ; l = l.next {
		l.inBuf = false
		b.bytes -= int64(len(l.text)) + 1
		if l == last {
			break
		}
	}
	b.n -= to - from + 1
	b.cache, b.cacheIdx = before, from-1
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
