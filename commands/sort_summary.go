package commands

import (
	"encoding/binary"
	"math"
)

// A summary is a number per line that orders lines as sort's comparison
// does, without telling all of them apart: when a line's summary is below
// another's, the line sorts first; equal summaries need the comparison.
// Sorting (summary, reference) pairs, most comparisons are of two numbers
// in the pair array instead of two lines at random places of the arena
// (cache misses: most of sort's time for 100 MB of short lines).
// sortChunk is how many lines a run sorted by summaries has.
const sortChunk = 1 << 16

type summaryEntry struct {
	k   uint64
	ref uint64
}

// summarizer returns the summary of the comparison's first criterion when
// there is one: the line's or the first key's first 8 bytes in byte
// order (after -f, -d or -i), a -n key's number or a -g key's value.
// Other orderings have none (nil). exact, when not nil, tells of a
// summary whether the lines that share it have first keys that compare
// equal, so that their comparison starts at the next key: a -g key's
// value always, a -n key's number when it has at most 13 digits (see
// numSummary). (uniq -c | sort -nr: most lines count 1, and comparing
// their counts again was half of sort's time.)
func (s *sorter) summarizer() (sum func(line []byte) uint64, exact func(uint64) bool) {
	if len(s.keys) == 0 {
		if s.rev {
			return func(line []byte) uint64 { return ^prefixSummary(line) }, nil
		}
		return prefixSummary, nil
	}
	k := s.keys[0]
	if k.human || k.month || k.random || k.version {
		return nil, nil
	}
	var flip uint64
	if k.reverse {
		flip = ^uint64(0)
	}
	filtered := k.ignore != 0 || k.fold
	// text is the key as the comparison sees it (filtered into the
	// sorter's buffer, which no comparison uses while summaries are made).
	text := func(line []byte) []byte {
		t := s.keyText(line, k)
		if filtered {
			s.fa = filterKey(s.fa[:0], t, k)
			t = s.fa
		}
		return t
	}
	switch {
	case k.numeric:
		return func(line []byte) uint64 { return numSummary(text(line)) ^ flip }, numSummaryExact
	case k.general:
		return func(line []byte) uint64 { return generalSummary(text(line)) ^ flip }, func(uint64) bool { return true }
	case filtered:
		return func(line []byte) uint64 { return filteredSummary(s.keyText(line, k), k) ^ flip }, nil
	}
	return func(line []byte) uint64 { return prefixSummary(s.keyText(line, k)) ^ flip }, nil
}

// filteredSummary is the prefixSummary of t as -f, -d and -i filter it,
// of no more of t than it takes.
func filteredSummary(t []byte, k *sortKey) uint64 {
	var b [8]byte
	n := 0
	for _, c := range t {
		if c, ok := k.filterByte(c); ok {
			b[n] = c
			if n++; n == len(b) {
				break
			}
		}
	}
	return binary.BigEndian.Uint64(b[:])
}

// generalSummary orders -g values as generalCompare does, parsing the key
// once per line instead of in every comparison: what does not parse
// first (0), then NaNs (1), then numbers by value, -0 as 0 (the float's
// bits, negative ones complemented, above 1).
func generalSummary(t []byte) uint64 {
	f, ok := parseFloatPrefix(t)
	switch {
	case !ok:
		return 0
	case f != f:
		return 1
	case f == 0:
		f = 0 // -0 equals 0
	}
	b := math.Float64bits(f)
	if b>>63 != 0 {
		return ^b
	}
	return b | 1<<63
}

// prefixSummary is t's first 8 bytes, big-endian, zero-padded: a shorter
// text that is a prefix of a longer one gets a summary no larger.
func prefixSummary(t []byte) uint64 {
	if len(t) >= 8 {
		return binary.BigEndian.Uint64(t)
	}
	var b [8]byte
	copy(b[:], t)
	return binary.BigEndian.Uint64(b[:])
}

// numSummary orders -n numbers as numCompare does: the sign in the top
// bit, then (for a number at or above zero) the count of integer digits
// in 8 bits, the first 13 digits of the integer part followed by the
// fraction, 4 bits each, and in the lowest bit whether digits follow
// those (the fraction has no trailing zeros: a number with more digits
// is the larger); a negative number is the complement of its absolute
// value's. Numbers with 255 or more integer digits share one summary, so
// that their digits do not decide. Two numbers whose summaries are equal
// without the lowest bit set are equal (numSummaryExact).
func numSummary(t []byte) uint64 {
	neg, intp, frac := numParts(t)
	var k uint64
	if len(intp) >= 255 {
		k = 1<<63 | 255<<55 | 1
	} else {
		k = uint64(len(intp)) << 55
		shift := 51
		for _, d := range [2][]byte{intp, frac} {
			for _, c := range d {
				if shift < 3 {
					k |= 1 // more digits than the summary holds
					break
				}
				k |= uint64(c-'0') << shift
				shift -= 4
			}
		}
		k |= 1 << 63
	}
	if neg {
		return ^k
	}
	return k
}

// numSummaryExact reports whether the lines with the numSummary k (or its
// complement, for -r) have equal numbers: the lowest bit is clear for a
// number at or above zero, set for a negative one (complemented).
func numSummaryExact(k uint64) bool { return k>>63 != k&1 }
