package overlay

import (
	"context"
	"path"
	"sort"
)

// Git's rename detection constants (diffcore.h, diffcore-rename.c).
const (
	maxScore = 60000 // git's MAX_SCORE: a score is a fraction of it
	// minRenameScore is git's default -M50%.
	minRenameScore = maxScore / 2
	// minBasenameScore is what a pair of files with the same unique base
	// name needs (git's minimum + half the rest).
	minBasenameScore = minRenameScore + (maxScore-minRenameScore)/2
	// renameLimit is git's diff.renameLimit default: beyond this many
	// sources times destinations, inexact detection is skipped.
	renameLimit = 1000
	// candidatesPerDst is git's NUM_CANDIDATE_PER_DST.
	candidatesPerDst = 4
	spanHashBase     = 107927 // git's HASHBASE
)

// spans is git's fingerprint of a file for similarity (diffcore-delta.c):
// the file cut after each newline or 64 bytes, each chunk hashed, and the
// bytes counted by hash. In text, a CR before LF is not counted.
func spans(b []byte) map[uint32]uint32 {
	text := !isBinary(b)
	m := map[uint32]uint32{}
	var accum1, accum2 uint32
	n := uint32(0)
	for i := 0; i < len(b); i++ {
		c := uint32(b[i])
		if text && c == '\r' && i+1 < len(b) && b[i+1] == '\n' {
			continue
		}
		old1 := accum1
		accum1 = (accum1 << 7) ^ (accum2 >> 25)
		accum2 = (accum2 << 7) ^ (old1 >> 25)
		accum1 += c
		n++
		if n < 64 && c != '\n' {
			continue
		}
		m[(accum1+accum2*0x61)%spanHashBase] += n
		n, accum1, accum2 = 0, 0, 0
	}
	// Like git, a last chunk without a newline, shorter than 64 bytes,
	// is not counted.
	return m
}

// renameSide is a file that may be one side of a rename.
type renameSide struct {
	i       int // index in the pairs
	path    string
	data    []byte
	regular bool
	spans   map[uint32]uint32 // computed on first use
}

func (s *renameSide) fingerprint() map[uint32]uint32 {
	if s.spans == nil {
		s.spans = spans(s.data)
	}
	return s.spans
}

// similarity is git's estimate_similarity: how much of the larger file's
// bytes the source's chunks account for, as a fraction of maxScore; 0 for
// anything but two regular files, or sizes too far apart for minScore.
func similarity(src, dst *renameSide, minScore int) int {
	if !src.regular || !dst.regular {
		return 0
	}
	sa, sb := uint64(len(src.data)), uint64(len(dst.data))
	maxSize, baseSize := max(sa, sb), min(sa, sb)
	if maxSize*uint64(maxScore-minScore) < (maxSize-baseSize)*maxScore {
		return 0
	}
	if sb == 0 {
		return 0
	}
	fs, fd := src.fingerprint(), dst.fingerprint()
	if len(fs) > len(fd) {
		fs, fd = fd, fs
	}
	var copied uint64
	for h, n := range fs {
		copied += uint64(min(n, fd[h]))
	}
	return int(copied * maxScore / maxSize)
}

// inexactRenames pairs the deleted and added files left after exact
// renames by content similarity, as git's diffcore-rename does with its
// defaults: first files whose base name is unique on both sides and that
// are similar enough (minBasenameScore), then every remaining pair scoring
// at least minRenameScore, best first (the same base name breaking ties),
// each side used once. It returns the renames by destination index, with
// their source index and score.
func inexactRenames(ctx context.Context, srcs, dsts []*renameSide) (map[int]renameMatch, error) {
	out := map[int]renameMatch{}
	if len(srcs) == 0 || len(dsts) == 0 {
		return out, nil
	}
	usedSrc := make([]bool, len(srcs))
	usedDst := make([]bool, len(dsts))
	record := func(s, d, score int) {
		usedSrc[s], usedDst[d] = true, true
		out[dsts[d].i] = renameMatch{src: srcs[s].i, score: score}
	}
	// Unique base names (git's find_basename_matches).
	uniq := func(sides []*renameSide) map[string]int {
		m := map[string]int{}
		for k, s := range sides {
			b := path.Base(s.path)
			if _, ok := m[b]; ok {
				m[b] = -1
			} else {
				m[b] = k
			}
		}
		return m
	}
	srcBase, dstBase := uniq(srcs), uniq(dsts)
	for s, src := range srcs {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		b := path.Base(src.path)
		d, ok := dstBase[b]
		if !ok || srcBase[b] != s || d < 0 || usedDst[d] {
			continue
		}
		if score := similarity(src, dsts[d], minBasenameScore); score >= minBasenameScore {
			record(s, d, score)
		}
	}
	// The matrix of the rest (git's best candidatesPerDst per
	// destination, sorted stably, taken greedily).
	var rs, rd []int
	for s := range srcs {
		if !usedSrc[s] {
			rs = append(rs, s)
		}
	}
	for d := range dsts {
		if !usedDst[d] {
			rd = append(rd, d)
		}
	}
	if len(rs) == 0 || len(rd) == 0 ||
		(len(rd) > renameLimit && len(rs) > renameLimit) || len(rd)*len(rs) > renameLimit*renameLimit {
		return out, nil
	}
	type cand struct{ dst, src, score, nameScore int }
	// worse is git's score_compare(a, b) > 0: a sorts after b.
	worse := func(a, b cand) bool {
		switch {
		case a.dst < 0:
			return b.dst >= 0
		case b.dst < 0:
			return false
		case a.score == b.score:
			return b.nameScore > a.nameScore
		}
		return b.score > a.score
	}
	mx := make([]cand, 0, len(rd)*candidatesPerDst)
	for _, d := range rd {
		m := []cand{{dst: -1}, {dst: -1}, {dst: -1}, {dst: -1}}
		for _, s := range rs {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			c := cand{dst: d, src: s, score: similarity(srcs[s], dsts[d], minRenameScore)}
			if path.Base(srcs[s].path) == path.Base(dsts[d].path) {
				c.nameScore = 1
			}
			w := 0
			for k := 1; k < candidatesPerDst; k++ {
				if worse(m[k], m[w]) {
					w = k
				}
			}
			if worse(m[w], c) {
				m[w] = c
			}
		}
		mx = append(mx, m...)
	}
	sort.SliceStable(mx, func(i, j int) bool { return worse(mx[j], mx[i]) })
	for _, c := range mx {
		if c.dst < 0 || c.score < minRenameScore {
			break
		}
		if usedDst[c.dst] || usedSrc[c.src] {
			continue
		}
		record(c.src, c.dst, c.score)
	}
	return out, nil
}

type renameMatch struct{ src, score int }
