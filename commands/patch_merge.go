package commands

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/internal/limits"
)

// patchMerged is a hunk merged into the file as GNU patch's --merge does
// with a hunk that does not apply: the file's lines at..at+n-1 (1-based)
// become text.
type patchMerged struct {
	at, n    int
	text     []string
	spans    []patchMergeSpan
	conflict bool // a conflict was bracketed
}

// patchRun is a change in a hunk's old lines: old[oa:ob] becomes the
// other side's lines [xa:xb].
type patchRun struct {
	oa, ob, xa, xb int
	k              int  // where the change starts among the hunk's lines
	file           bool // the file's change, not the hunk's
}

// patchMergeSpan is a merged change: lines of text from first, n of
// them, and where GNU says it is (its index among the hunk's lines).
type patchMergeSpan struct {
	first, n, k int
	what        string // "merged", "already applied" or "NOT MERGED"
}

// patchMergeMaxCells bounds the work of finding where a hunk goes: the
// positions tried times the hunk's old lines squared.
const patchMergeMaxCells = 1 << 26

// mergeHunk finds where most of the hunk's old lines are (the nearest to
// firstGuess of the best), aligns them with the file there and merges the
// hunk's changes with the file's: changes that overlap or touch are a
// conflict, bracketed by <<<<<<<, ======= and >>>>>>> (and ||||||| with
// the old lines for diff3). It returns nil when no old line is found.
func mergeHunk(ctx context.Context, b limits.Budget, orig []string, h *patchHunk, firstGuess, frozen int, diff3 bool) (*patchMerged, error) {
	old := h.old
	n := len(old)
	if n == 0 || len(orig) < n {
		return nil, nil
	}
	if _, err := b.AllocN(int64(n+1)*int64(n+1), 4); err != nil {
		return nil, err
	}
	table := make([]int32, (n+1)*(n+1))
	lcs := func(win []string) int {
		for i := n - 1; i >= 0; i-- {
			for j := n - 1; j >= 0; j-- {
				v := table[(i+1)*(n+1)+j]
				if w := table[i*(n+1)+j+1]; w > v {
					v = w
				}
				if old[i] == win[j] {
					v = table[(i+1)*(n+1)+j+1] + 1
				}
				table[i*(n+1)+j] = v
			}
		}
		return int(table[0])
	}
	minWhere, maxWhere := max(frozen+1, 1), len(orig)-n+1
	if maxWhere < minWhere {
		return nil, nil
	}
	firstGuess = min(max(firstGuess, minWhere), maxWhere)
	maxOffset := max(maxWhere-firstGuess, firstGuess-minWhere)
	if limit := patchMergeMaxCells / (n * n); maxOffset > limit {
		maxOffset = limit
	}
	where, best := 0, 0
	for offset := 0; offset <= maxOffset; offset++ {
		if offset&0xff == 0 && ctx.Err() != nil {
			return nil, ctx.Err()
		}
		for _, pos := range []int{firstGuess + offset, firstGuess - offset} {
			if pos < minWhere || pos > maxWhere || offset == 0 && pos != firstGuess+offset {
				continue
			}
			if m := lcs(orig[pos-1 : pos-1+n]); m > best {
				where, best = pos, m
			}
		}
	}
	if best == 0 {
		return nil, nil
	}
	win := orig[where-1 : where-1+n]
	lcs(win)
	// The file's changes to the old lines, from the alignment.
	// oldAt[i] is the index of old line i among the hunk's lines.
	oldAt := make([]int, 0, n+1)
	for k, kind := range h.kinds {
		if kind != '+' {
			oldAt = append(oldAt, k)
		}
	}
	oldAt = append(oldAt, len(h.kinds))
	var runs []patchRun
	for i, j := 0, 0; i < n || j < n; {
		if i < n && j < n && old[i] == win[j] {
			i, j = i+1, j+1
			continue
		}
		r := patchRun{oa: i, xa: j, k: oldAt[i], file: true}
		for (i < n || j < n) && !(i < n && j < n && old[i] == win[j]) {
			if i < n && (j == n || table[(i+1)*(n+1)+j] >= table[i*(n+1)+j+1]) {
				i++
			} else {
				j++
			}
		}
		r.ob, r.xb = i, j
		runs = append(runs, r)
	}
	// The hunk's changes.
	for k, oi, ni := 0, 0, 0; k < len(h.kinds); {
		if h.kinds[k] == ' ' {
			k, oi, ni = k+1, oi+1, ni+1
			continue
		}
		r := patchRun{oa: oi, xa: ni, k: k}
		for ; k < len(h.kinds) && h.kinds[k] != ' '; k++ {
			if h.kinds[k] == '-' {
				oi++
			} else {
				ni++
			}
		}
		r.ob, r.xb = oi, ni
		runs = append(runs, r)
	}
	slices.SortStableFunc(runs, func(x, y patchRun) int { return x.oa - y.oa })
	m := &patchMerged{at: where, n: n}
	dN, dF := 0, 0 // how far the new lines and the file's are from the old ones
	fPos := 0
	for k := 0; k < len(runs); {
		a, bEnd := runs[k].oa, runs[k].ob
		nStart, fStart := a+dN, a+dF
		hunk, file := false, false
		kFirst := runs[k].k
		// Changes that overlap or touch are one.
		for ; k < len(runs) && runs[k].oa <= bEnd; k++ {
			r := runs[k]
			kFirst = min(kFirst, r.k)
			bEnd = max(bEnd, r.ob)
			if r.file {
				file = true
				dF += (r.xb - r.xa) - (r.ob - r.oa)
			} else {
				hunk = true
				dN += (r.xb - r.xa) - (r.ob - r.oa)
			}
		}
		nSeg, fSeg := h.new[nStart:bEnd+dN], win[fStart:bEnd+dF]
		m.text = append(m.text, win[fPos:fStart]...)
		fPos = bEnd + dF
		start := len(m.text)
		what := "merged"
		switch {
		case !hunk:
			m.text = append(m.text, fSeg...)
			continue
		case !file:
			m.text = append(m.text, nSeg...)
		case slices.Equal(nSeg, fSeg):
			m.text = append(m.text, nSeg...)
			what = "already applied"
		default:
			m.conflict, what = true, "NOT MERGED"
			m.text = append(m.text, "<<<<<<<\n")
			m.text = append(m.text, fSeg...)
			if diff3 {
				m.text = append(m.text, "|||||||\n")
				m.text = append(m.text, old[a:bEnd]...)
			}
			m.text = append(m.text, "=======\n")
			m.text = append(m.text, nSeg...)
			m.text = append(m.text, ">>>>>>>\n")
		}
		m.spans = append(m.spans, patchMergeSpan{first: start, n: len(m.text) - start, k: kFirst, what: what})
	}
	m.text = append(m.text, win[fPos:]...)
	return m, nil
}

// message is GNU's account of the merge: each change where it is (the
// window's line plus its index among the hunk's lines), those alike in
// a row together: "merged at 5,11, NOT MERGED at 17-21".
func (m *patchMerged) message(base int) string {
	var b strings.Builder
	prev := ""
	for _, sp := range m.spans {
		at := strconv.Itoa(base + sp.k)
		if sp.n > 1 {
			at = fmt.Sprintf("%d-%d", base+sp.k, base+sp.k+sp.n-1)
		}
		switch {
		case sp.what == prev:
			b.WriteString("," + at)
		case prev == "":
			b.WriteString(sp.what + " at " + at)
		default:
			b.WriteString(", " + sp.what + " at " + at)
		}
		prev = sp.what
	}
	return b.String()
}
