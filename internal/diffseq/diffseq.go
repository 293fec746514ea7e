// Package diffseq finds the lines that differ between two sequences with
// the algorithm GNU diff uses, so that a diff built on it chooses the same
// alignment as GNU diff: Myers' O(ND) linear-space divide and conquer
// (gnulib's diffseq.h, with its cost cut-off for huge inputs), preceded by
// GNU's discarding of "confusing" lines and followed by its boundary
// shifting (analyze.c).
//
// Sequences are given as equivalence classes: two elements are equal when
// their classes are equal. Class numbers must be positive.
package diffseq

import (
	"context"
	"math"
)

// Diff compares a and b and returns, for each element of each sequence,
// whether it is changed (deleted from a, inserted in b). With minimal, it
// finds a minimal edit script regardless of cost. The context is checked
// periodically; on cancellation Diff returns ctx.Err().
func Diff(ctx context.Context, a, b []int, minimal bool) (changedA, changedB []bool, err error) {
	// The changed arrays have a sentinel false element on each side, as in
	// GNU, so the scans below may look one past either end.
	ca := make([]bool, len(a)+2)
	cb := make([]bool, len(b)+2)
	c := &context_{ctx: ctx, changed: [2][]bool{ca[1:], cb[1:]}}

	// Discard lines that cannot match or match too many, then compare the
	// rest, mapping back through realIndex.
	ua, ub := c.discardConfusing(a, b, minimal)
	c.xv, c.yv = ua.vals, ub.vals
	c.xIndex, c.yIndex = ua.index, ub.index
	n, m := len(ua.vals), len(ub.vals)
	c.fd = make([]int, n+m+3)
	c.bd = make([]int, n+m+3)
	c.off = m + 1
	c.tooExpensive = 4096
	if !minimal {
		// GNU: 2 ** (half the bits of the size), at least 4096.
		bits := 0
		for d := n + m + 3; d != 0; d >>= 2 {
			bits++
		}
		c.tooExpensive = max(1<<bits, 4096)
	}
	c.compareseq(0, n, 0, m, minimal)
	if c.err != nil {
		return nil, nil, c.err
	}
	shiftBoundaries(c.changed[0], c.changed[1], a, len(a))
	shiftBoundaries(c.changed[1], c.changed[0], b, len(b))
	return ca[1 : len(a)+1], cb[1 : len(b)+1], nil
}

type context_ struct {
	ctx     context.Context
	err     error
	steps   int
	changed [2][]bool // indexable from -1 (via the offset slices) to len
	xv, yv  []int
	xIndex  []int // undiscarded position -> real position
	yIndex  []int
	fd, bd  []int // diagonal vectors, indexed by diagonal + off
	off     int

	tooExpensive int
}

type undiscarded struct {
	vals  []int
	index []int
}

// discardConfusing implements GNU's discard_confusing_lines: a line that
// matches nothing in the other file is marked changed up front, and lines
// matching very many are dropped too when they sit in runs of such lines.
func (c *context_) discardConfusing(a, b []int, minimal bool) (undiscarded, undiscarded) {
	seqs := [2][]int{a, b}
	counts := [2]map[int]int{{}, {}}
	for f := 0; f < 2; f++ {
		for _, e := range seqs[f] {
			counts[f][e]++
		}
	}
	var discards [2][]byte
	for f := 0; f < 2; f++ {
		end := len(seqs[f])
		d := make([]byte, end)
		other := counts[1-f]
		many := 5
		for tem := end / 64; ; {
			tem >>= 2
			if tem <= 0 {
				break
			}
			many *= 2
		}
		for i, e := range seqs[f] {
			nmatch := other[e]
			if nmatch == 0 {
				d[i] = 1
			} else if nmatch > many {
				d[i] = 2
			}
		}
		discards[f] = d
	}
	for f := 0; f < 2; f++ {
		d := discards[f]
		end := len(d)
		for i := 0; i < end; i++ {
			if d[i] == 2 {
				d[i] = 0
				continue
			}
			if d[i] == 0 {
				continue
			}
			// A run of discardable lines starting with a definite one.
			provisional := 0
			j := i
			for ; j < end && d[j] != 0; j++ {
				if d[j] == 2 {
					provisional++
				}
			}
			for j > i && d[j-1] == 2 {
				j--
				d[j] = 0
				provisional--
			}
			length := j - i
			if provisional*4 > length {
				for j > i {
					j--
					if d[j] == 2 {
						d[j] = 0
					}
				}
				continue
			}
			minimum := 1
			for tem := length >> 2; ; {
				tem >>= 2
				if tem <= 0 {
					break
				}
				minimum <<= 1
			}
			minimum++
			consec := 0
			for j = 0; j < length; j++ {
				if d[i+j] != 2 {
					consec = 0
				} else if consec++; minimum == consec {
					j -= consec
				} else if minimum < consec {
					d[i+j] = 0
				}
			}
			consec = 0
			for j = 0; j < length; j++ {
				if j >= 8 && d[i+j] == 1 {
					break
				}
				if d[i+j] == 2 {
					consec = 0
					d[i+j] = 0
				} else if d[i+j] == 0 {
					consec = 0
				} else {
					consec++
				}
				if consec == 3 {
					break
				}
			}
			i += length - 1
			consec = 0
			for j = 0; j < length; j++ {
				if j >= 8 && d[i-j] == 1 {
					break
				}
				if d[i-j] == 2 {
					consec = 0
					d[i-j] = 0
				} else if d[i-j] == 0 {
					consec = 0
				} else {
					consec++
				}
				if consec == 3 {
					break
				}
			}
		}
	}
	var out [2]undiscarded
	for f := 0; f < 2; f++ {
		for i, e := range seqs[f] {
			if minimal || discards[f][i] == 0 {
				out[f].vals = append(out[f].vals, e)
				out[f].index = append(out[f].index, i)
			} else {
				c.changed[f][i] = true
			}
		}
	}
	return out[0], out[1]
}

func (c *context_) noteDelete(x int) { c.changed[0][c.xIndex[x]] = true }
func (c *context_) noteInsert(y int) { c.changed[1][c.yIndex[y]] = true }

// compareseq finds the differences between xv[xoff:xlim] and yv[yoff:ylim].
func (c *context_) compareseq(xoff, xlim, yoff, ylim int, minimal bool) {
	if c.err != nil {
		return
	}
	xv, yv := c.xv, c.yv
	for xoff < xlim && yoff < ylim && xv[xoff] == yv[yoff] {
		xoff++
		yoff++
	}
	for xoff < xlim && yoff < ylim && xv[xlim-1] == yv[ylim-1] {
		xlim--
		ylim--
	}
	switch {
	case xoff == xlim:
		for ; yoff < ylim; yoff++ {
			c.noteInsert(yoff)
		}
	case yoff == ylim:
		for ; xoff < xlim; xoff++ {
			c.noteDelete(xoff)
		}
	default:
		xmid, ymid, loMin, hiMin := c.diag(xoff, xlim, yoff, ylim, minimal)
		if c.err != nil {
			return
		}
		c.compareseq(xoff, xmid, yoff, ymid, loMin)
		c.compareseq(xmid, xlim, ymid, ylim, hiMin)
	}
}

// diag finds the midpoint of the shortest edit script for a part of the
// sequences (or, past the cost cut-off, a good enough split point).
func (c *context_) diag(xoff, xlim, yoff, ylim int, minimal bool) (xmid, ymid int, loMin, hiMin bool) {
	fd, bd, o := c.fd, c.bd, c.off
	xv, yv := c.xv, c.yv
	dmin := xoff - ylim
	dmax := xlim - yoff
	fmid := xoff - yoff
	bmid := xlim - ylim
	fmin, fmax := fmid, fmid
	bmin, bmax := bmid, bmid
	odd := (fmid-bmid)&1 != 0

	fd[o+fmid] = xoff
	bd[o+bmid] = xlim
	for cost := 1; ; cost++ {
		if c.steps++; c.steps&1023 == 0 {
			if err := c.ctx.Err(); err != nil {
				c.err = err
				return xoff, yoff, true, true
			}
		}
		if fmin > dmin {
			fmin--
			fd[o+fmin-1] = -1
		} else {
			fmin++
		}
		if fmax < dmax {
			fmax++
			fd[o+fmax+1] = -1
		} else {
			fmax--
		}
		for d := fmax; d >= fmin; d -= 2 {
			tlo, thi := fd[o+d-1], fd[o+d+1]
			x0 := tlo + 1
			if tlo < thi {
				x0 = thi
			}
			x, y := x0, x0-d
			for x < xlim && y < ylim && xv[x] == yv[y] {
				x++
				y++
			}
			fd[o+d] = x
			if odd && bmin <= d && d <= bmax && bd[o+d] <= x {
				return x, y, true, true
			}
		}
		if bmin > dmin {
			bmin--
			bd[o+bmin-1] = math.MaxInt
		} else {
			bmin++
		}
		if bmax < dmax {
			bmax++
			bd[o+bmax+1] = math.MaxInt
		} else {
			bmax--
		}
		for d := bmax; d >= bmin; d -= 2 {
			tlo, thi := bd[o+d-1], bd[o+d+1]
			x0 := thi - 1
			if tlo < thi {
				x0 = tlo
			}
			x, y := x0, x0-d
			for xoff < x && yoff < y && xv[x-1] == yv[y-1] {
				x--
				y--
			}
			bd[o+d] = x
			if !odd && fmin <= d && d <= fmax && x <= fd[o+d] {
				return x, y, true, true
			}
		}
		if minimal || cost < c.tooExpensive {
			continue
		}
		// Too expensive: split at the diagonal that got furthest.
		fxybest, fxbest := -1, 0
		for d := fmax; d >= fmin; d -= 2 {
			x := min(fd[o+d], xlim)
			y := x - d
			if ylim < y {
				x, y = ylim+d, ylim
			}
			if fxybest < x+y {
				fxybest, fxbest = x+y, x
			}
		}
		bxybest, bxbest := math.MaxInt, 0
		for d := bmax; d >= bmin; d -= 2 {
			x := max(xoff, bd[o+d])
			y := x - d
			if y < yoff {
				x, y = yoff+d, yoff
			}
			if x+y < bxybest {
				bxybest, bxbest = x+y, x
			}
		}
		if (xlim+ylim)-bxybest < fxybest-(xoff+yoff) {
			return fxbest, fxybest - fxbest, true, false
		}
		return bxbest, bxybest - bxbest, false, true
	}
}

// shiftBoundaries slides runs of changes as GNU's shift_boundaries does:
// merge runs where possible, move each as far down as it can go, then back
// up to line up with a run of changes in the other sequence. changed and
// other are indexable at -1 and at their length (sentinels); they are
// passed as slices starting at index 0 of a buffer with one element
// before, so index -1 is reached through the helper.
func shiftBoundaries(changed, other []bool, equivs []int, iEnd int) {
	// ch(i) and oc(j) read with sentinels.
	ch := func(i int) bool {
		if i < 0 || i >= len(changed) {
			return false
		}
		return changed[i]
	}
	jEnd := len(other) - 1
	oc := func(j int) bool {
		if j < 0 || j >= jEnd {
			return false
		}
		return other[j]
	}
	i, j := 0, 0
	for {
		for i < iEnd && !ch(i) {
			for oc(j) {
				j++
			}
			j++
			i++
		}
		if i == iEnd {
			break
		}
		start := i
		for i++; ch(i); i++ {
		}
		for oc(j) {
			j++
		}
		var corresponding int
		for {
			runlength := i - start
			for start > 0 && equivs[start-1] == equivs[i-1] {
				start--
				changed[start] = true
				i--
				changed[i] = false
				for ch(start - 1) {
					start--
				}
				for j--; oc(j); j-- {
				}
			}
			corresponding = iEnd
			if oc(j - 1) {
				corresponding = i
			}
			for i != iEnd && equivs[start] == equivs[i] {
				changed[start] = false
				start++
				changed[i] = true
				i++
				for ch(i) {
					i++
				}
				for j++; oc(j); j++ {
					corresponding = i
				}
			}
			if runlength == i-start {
				break
			}
		}
		for corresponding < i {
			start--
			changed[start] = true
			i--
			changed[i] = false
			for j--; oc(j); j-- {
			}
		}
	}
}
