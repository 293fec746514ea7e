package commands

import (
	"context"
	"errors"
	"hash/crc32"
	"io"
	"sync"
)

// gnuDeflater is GNU gzip 1.x's deflate (deflate.c, trees.c, bits.c),
// ported so that our compressed bytes are GNU's: the same hash chains and
// lazy matching with its configuration table, deflate_fast for levels
// 1-3, the same block ends (a full literal buffer, ct_tally's estimate,
// --rsyncable's content-defined points) and the same stored, fixed or
// dynamic choice with Huffman trees built with GNU's tie-breaking. The
// window and its stale upper half are kept exactly as GNU keeps them,
// since longest_match compares bytes past the end of the input and
// lets them pick among equal matches.
//
// It is fed by Write (what GNU's read_buf reads from a file, a full
// window's free space at a time) and ended by Close; it never holds more
// of the input than its 64 KiB window.
type gnuDeflater struct {
	ctx   context.Context
	w     io.Writer
	level int
	rsync bool
	err   error

	// deflate.c
	window     [2 * gzWSize]byte
	prev       [gzWSize]uint16
	head       [gzHashSize]uint16
	insH       uint32
	strstart   uint32
	matchStart uint32
	lookahead  uint32
	blockStart int64
	eofile     bool
	prevLength uint32
	goodMatch  uint32
	niceMatch  uint32
	maxLazy    uint32
	maxChain   uint32
	// the loop's own variables, kept across Writes
	matchLength    uint32
	prevMatch      uint32
	matchAvailable bool
	flush          int
	rsyncSum       uint32
	rsyncChunkEnd  uint32

	// A read in progress: GNU's read_buf(window+readAt, readWant) on a
	// file returns only when it has readWant bytes or the input ends.
	reading    bool
	firstRead  bool // lm_init's read: no memzero at its end of file
	readGot    uint32
	readWant   uint32
	hashInited bool
	started    bool
	finished   bool

	crc   uint32
	inLen int64
	// gzip framing: the trailer (CRC and size) after the last block
	trailer bool

	// trees.c
	dynLtree   [gzHeapSize]ctData
	dynDtree   [2*gzDCodes + 1]ctData
	blTree     [2*gzBLCodes + 1]ctData
	lDesc      treeDesc
	dDesc      treeDesc
	blDesc     treeDesc
	blCount    [gzMaxBits + 1]uint16
	heap       [2*gzLCodes + 1]int
	heapLen    int
	heapMax    int
	depth      [2*gzLCodes + 1]uint8
	lBuf       [gzLitBufSize]uint8
	dBuf       [gzDistBufSize]uint16
	flagBuf    [gzLitBufSize / 8]uint8
	lastLit    uint32
	lastDist   uint32
	lastFlags  uint32
	flags      uint8
	flagBit    uint8
	optLen     uint64
	staticLen  uint64
	compressed uint64 // compressed_len, in bits

	// bits.c: LSB-first bit output
	bitBuf   uint64
	bitCount uint
	out      []byte
}

const (
	gzWSize        = 0x8000
	gzWMask        = gzWSize - 1
	gzHashBits     = 15
	gzHashSize     = 1 << gzHashBits
	gzHashMask     = gzHashSize - 1
	gzHShift       = (gzHashBits + gzMinMatch - 1) / gzMinMatch
	gzMinMatch     = 3
	gzMaxMatch     = 258
	gzMinLookahead = gzMaxMatch + gzMinMatch + 1
	gzMaxDist      = gzWSize - gzMinLookahead
	gzTooFar       = 4096
	gzWindowSize   = 2 * gzWSize
	gzLitBufSize   = 0x8000
	gzDistBufSize  = gzLitBufSize
	gzRsyncWin     = 4096
	gzNoChunkEnd   = 0xFFFFFFFF

	gzMaxBits     = 15
	gzMaxBLBits   = 7
	gzLengthCodes = 29
	gzLiterals    = 256
	gzEndBlock    = 256
	gzLCodes      = gzLiterals + 1 + gzLengthCodes
	gzDCodes      = 30
	gzBLCodes     = 19
	gzHeapSize    = 2*gzLCodes + 1
	gzRep3to6     = 16
	gzRepz3to10   = 17
	gzRepz11to138 = 18
)

// ctData is trees.c's ct_data with its two unions: Freq and Code share
// fc, Dad and Len share dl (the port relies on the overwrites as GNU does).
type ctData struct{ fc, dl uint16 }

type treeDesc struct {
	dynTree    []ctData
	staticTree []ctData
	extraBits  []int
	extraBase  int
	elems      int
	maxLength  int
	maxCode    int
}

var gzConfig = [10]struct{ good, lazy, nice, chain uint32 }{
	{0, 0, 0, 0},
	{4, 4, 8, 4},
	{4, 5, 16, 8},
	{4, 6, 32, 32},
	{4, 4, 16, 16},
	{8, 16, 32, 32},
	{8, 16, 128, 128},
	{8, 32, 128, 256},
	{32, 128, 258, 1024},
	{32, 258, 258, 4096},
}

var (
	gzExtraLbits  = []int{0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0}
	gzExtraDbits  = []int{0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13}
	gzExtraBLbits = []int{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 7}
	gzBLOrder     = [gzBLCodes]int{16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15}

	gzLengthCode  [gzMaxMatch - gzMinMatch + 1]uint8
	gzDistCode    [512]uint8
	gzBaseLength  [gzLengthCodes]int
	gzBaseDist    [gzDCodes]int
	gzStaticLtree [gzLCodes + 2]ctData
	gzStaticDtree [gzDCodes]ctData
)

// gzTables guards gzInitTables: the tables are built by the first
// deflater, not at start-up (every process initialises this package).
var gzTables sync.Once

// gzInitTables is ct_init's table setup, done once.
func gzInitTables() {
	length := 0
	code := 0
	for code = 0; code < gzLengthCodes-1; code++ {
		gzBaseLength[code] = length
		for n := 0; n < 1<<gzExtraLbits[code]; n++ {
			gzLengthCode[length] = uint8(code)
			length++
		}
	}
	gzLengthCode[length-1] = uint8(code)
	dist := 0
	for code = 0; code < 16; code++ {
		gzBaseDist[code] = dist
		for n := 0; n < 1<<gzExtraDbits[code]; n++ {
			gzDistCode[dist] = uint8(code)
			dist++
		}
	}
	dist >>= 7
	for ; code < gzDCodes; code++ {
		gzBaseDist[code] = dist << 7
		for n := 0; n < 1<<(gzExtraDbits[code]-7); n++ {
			gzDistCode[256+dist] = uint8(code)
			dist++
		}
	}
	var blCount [gzMaxBits + 1]uint16
	for n := 0; n <= 287; n++ {
		l := uint16(8)
		switch {
		case n >= 144 && n <= 255:
			l = 9
		case n >= 256 && n <= 279:
			l = 7
		}
		gzStaticLtree[n].dl = l
		blCount[l]++
	}
	gzGenCodes(gzStaticLtree[:], gzLCodes+1, &blCount)
	for n := 0; n < gzDCodes; n++ {
		gzStaticDtree[n].dl = 5
		gzStaticDtree[n].fc = uint16(gzBiReverse(uint32(n), 5))
	}
}

func gzDCode(dist uint32) uint32 {
	if dist < 256 {
		return uint32(gzDistCode[dist])
	}
	return uint32(gzDistCode[256+(dist>>7)])
}

func gzBiReverse(code uint32, n int) uint32 {
	var res uint32
	for ; n > 0; n-- {
		res |= code & 1
		code >>= 1
		res <<= 1
	}
	return res >> 1
}

// gzGenCodes is gen_codes: canonical codes from the bit lengths.
func gzGenCodes(tree []ctData, maxCode int, blCount *[gzMaxBits + 1]uint16) {
	var nextCode [gzMaxBits + 1]uint16
	var code uint16
	for bits := 1; bits <= gzMaxBits; bits++ {
		code = (code + blCount[bits-1]) << 1
		nextCode[bits] = code
	}
	for n := 0; n <= maxCode; n++ {
		l := int(tree[n].dl)
		if l == 0 {
			continue
		}
		tree[n].fc = uint16(gzBiReverse(uint32(nextCode[l]), l))
		nextCode[l]++
	}
}

// gzipXFL is the header's extra flags for level: 4 for the fastest, 2
// for the best.
func gzipXFL(level int) byte {
	switch level {
	case 1:
		return 4
	case 9:
		return 2
	}
	return 0
}

// newGNUDeflater starts a raw deflate stream onto w. GNU keeps one window
// for every file of a run, so a run passes the last one's deflater to
// reuse (its window's stale bytes are what GNU's longest_match reads past
// the end of a short input); nil starts from a zeroed window.
func newGNUDeflater(ctx context.Context, w io.Writer, level int, rsync bool, reuse *gnuDeflater) *gnuDeflater {
	gzTables.Do(gzInitTables)
	d := reuse
	if d == nil {
		d = &gnuDeflater{}
	} else {
		window := d.window
		*d = gnuDeflater{window: window}
	}
	if level < 1 || level > 9 {
		level = 6
	}
	d.ctx, d.w, d.level, d.rsync = ctx, w, level, rsync
	d.lDesc = treeDesc{dynTree: d.dynLtree[:], staticTree: gzStaticLtree[:], extraBits: gzExtraLbits, extraBase: gzLiterals + 1, elems: gzLCodes, maxLength: gzMaxBits}
	d.dDesc = treeDesc{dynTree: d.dynDtree[:], staticTree: gzStaticDtree[:], extraBits: gzExtraDbits, elems: gzDCodes, maxLength: gzMaxBits}
	d.blDesc = treeDesc{dynTree: d.blTree[:], extraBits: gzExtraBLbits, elems: gzBLCodes, maxLength: gzMaxBLBits}
	d.initBlock()
	// lm_init
	c := gzConfig[level]
	d.maxLazy, d.goodMatch, d.niceMatch, d.maxChain = c.lazy, c.good, c.nice, c.chain
	d.rsyncChunkEnd = gzNoChunkEnd
	d.matchLength = gzMinMatch - 1
	d.prevLength = gzMinMatch - 1
	d.reading, d.firstRead, d.readWant = true, true, gzWindowSize
	d.out = make([]byte, 0, 16<<10)
	return d
}

// newGNUGzipWriter is a gzip member as GNU gzip writes it: the header
// (name when not empty, mtime, XFL for -1 and -9, OS Unix), GNU's
// deflate, the CRC and size.
func newGNUGzipWriter(ctx context.Context, w io.Writer, level int, rsync bool, name string, mtime int64, reuse *gnuDeflater) *gnuDeflater {
	d := newGNUDeflater(ctx, w, level, rsync, reuse)
	var flags byte
	if name != "" {
		flags = 8 // ORIG_NAME
	}
	var stamp uint32
	if mtime > 0 && mtime <= 0xffffffff {
		stamp = uint32(mtime)
	}
	d.out = append(d.out, 0x1f, 0x8b, 8, flags, byte(stamp), byte(stamp>>8), byte(stamp>>16), byte(stamp>>24),
		gzipXFL(d.level), 3)
	if name != "" {
		d.out = append(d.out, name...)
		d.out = append(d.out, 0)
	}
	d.trailer = true
	return d
}

// Write feeds input: it fills the read in progress and runs deflate
// while it has its lookahead.
func (d *gnuDeflater) Write(p []byte) (int, error) {
	if d.err != nil {
		return 0, d.err
	}
	if d.finished {
		return 0, errors.New("gzip: write after close")
	}
	total := len(p)
	for len(p) > 0 {
		if !d.reading {
			// deflate waits for a read only when it has run out of
			// lookahead; a Write is always taken whole.
			return total - len(p), errors.New("gzip: deflate not reading")
		}
		at := d.readAt()
		n := copy(d.window[at:at+d.readWant-d.readGot], p)
		d.crc = crc32.Update(d.crc, crc32.IEEETable, p[:n])
		d.inLen += int64(n)
		p = p[n:]
		d.readGot += uint32(n)
		if d.readGot < d.readWant {
			break
		}
		d.endRead()
		if err := d.pump(false); err != nil {
			d.err = err
			return total - len(p), err
		}
	}
	return total, nil
}

// Close ends the input and the deflate stream.
func (d *gnuDeflater) Close() error {
	if d.err != nil {
		return d.err
	}
	if d.finished {
		return nil
	}
	if err := d.pump(true); err != nil {
		d.err = err
		return err
	}
	return nil
}

func (d *gnuDeflater) readAt() uint32 {
	return d.strstart + d.lookahead + d.readGot
}

// endRead is read_buf's return: the bytes it got join the lookahead;
// none is the end of the input.
func (d *gnuDeflater) endRead() {
	got := d.readGot
	d.reading, d.readGot = false, 0
	if d.firstRead {
		d.firstRead = false
		d.lookahead = got
		if got == 0 {
			d.eofile = true
		}
		return
	}
	if got == 0 {
		d.eofile = true
		// Don't let garbage pollute the hash chains.
		at := d.strstart + d.lookahead
		for i := uint32(0); i < gzMinMatch-1 && int(at+i) < len(d.window); i++ {
			d.window[at+i] = 0
		}
		return
	}
	d.lookahead += got
}

// startRead is fill_window up to its read: the slide of the upper half
// of the window to the lower when strstart is far enough in.
func (d *gnuDeflater) startRead() {
	more := uint32(gzWindowSize) - d.lookahead - d.strstart
	if d.strstart >= gzWSize+gzMaxDist {
		copy(d.window[:gzWSize], d.window[gzWSize:])
		d.matchStart -= gzWSize
		d.strstart -= gzWSize
		if d.rsyncChunkEnd != gzNoChunkEnd {
			d.rsyncChunkEnd -= gzWSize
		}
		d.blockStart -= gzWSize
		for n := range d.head {
			if m := d.head[n]; m >= gzWSize {
				d.head[n] = m - gzWSize
			} else {
				d.head[n] = 0
			}
		}
		for n := range d.prev {
			if m := d.prev[n]; m >= gzWSize {
				d.prev[n] = m - gzWSize
			} else {
				d.prev[n] = 0
			}
		}
		more += gzWSize
	}
	d.reading, d.readGot, d.readWant = true, 0, more
}

// pump runs deflate until it needs input (final: to the end of the
// stream, every read returning what it has).
func (d *gnuDeflater) pump(final bool) error {
	if err := d.ctx.Err(); err != nil {
		return err
	}
	steps := 0
	for {
		for d.lookahead < gzMinLookahead && !d.eofile {
			if !d.reading {
				d.startRead()
			}
			if !final {
				return d.drain(false)
			}
			d.endRead()
		}
		if !d.started {
			d.started = true
			if d.lookahead == 0 {
				d.eofile = true
			}
			d.insH = 0
			for j := 0; j < gzMinMatch-1; j++ {
				d.updateHash(d.window[j])
			}
		}
		if d.lookahead == 0 {
			break
		}
		if steps++; steps&0xfff == 0 {
			if err := d.ctx.Err(); err != nil {
				return err
			}
			if err := d.drain(false); err != nil {
				return err
			}
		}
		if d.level <= 3 {
			d.fastStep()
		} else {
			d.lazyStep()
		}
	}
	if d.level > 3 && d.matchAvailable {
		d.ctTally(0, uint32(d.window[d.strstart-1]))
	}
	d.flushBlock(true)
	if d.trailer {
		n := uint32(d.inLen)
		d.out = append(d.out, byte(d.crc), byte(d.crc>>8), byte(d.crc>>16), byte(d.crc>>24),
			byte(n), byte(n>>8), byte(n>>16), byte(n>>24))
	}
	d.finished = true
	return d.drain(true)
}

func (d *gnuDeflater) updateHash(c byte) {
	d.insH = ((d.insH << gzHShift) ^ uint32(c)) & gzHashMask
}

// insertString is INSERT_STRING: it returns the previous head of s's
// hash chain.
func (d *gnuDeflater) insertString(s uint32) uint32 {
	d.updateHash(d.window[s+gzMinMatch-1])
	h := d.head[d.insH]
	d.prev[s&gzWMask] = h
	d.head[d.insH] = uint16(s)
	return uint32(h)
}

// longestMatch is longest_match, the C version, with its skip of the
// third byte (equal when the hashes are, or a stale chain entry's).
func (d *gnuDeflater) longestMatch(curMatch uint32) uint32 {
	chainLength := d.maxChain
	win := d.window[:]
	scan := d.strstart
	bestLen := d.prevLength
	var limit uint32
	if d.strstart > gzMaxDist {
		limit = d.strstart - gzMaxDist
	}
	strend := d.strstart + gzMaxMatch
	scanEnd1 := win[scan+bestLen-1]
	scanEnd := win[scan+bestLen]
	if d.prevLength >= d.goodMatch {
		chainLength >>= 2
	}
	for {
		match := curMatch
		if win[match+bestLen] == scanEnd && win[match+bestLen-1] == scanEnd1 &&
			win[match] == win[scan] && win[match+1] == win[scan+1] {
			s, m := scan+2, match+2
			for {
				s++
				m++
				if win[s] != win[m] || s >= strend {
					break
				}
			}
			// GNU compares eight at a time and checks the end after
			// each eight: from scan+3 that lands exactly on strend.
			if s > strend {
				s = strend
			}
			length := gzMaxMatch - (strend - s)
			if length > bestLen {
				d.matchStart = curMatch
				bestLen = length
				if length >= d.niceMatch {
					break
				}
				scanEnd1 = win[scan+bestLen-1]
				scanEnd = win[scan+bestLen]
			}
		}
		curMatch = uint32(d.prev[curMatch&gzWMask])
		if curMatch <= limit {
			break
		}
		if chainLength--; chainLength == 0 {
			break
		}
	}
	return bestLen
}

// rsyncRoll is rsync_roll: the rolling sum of the last RSYNC_WIN bytes,
// whose zero points end a block under --rsyncable.
func (d *gnuDeflater) rsyncRoll(start, num uint32) {
	if !d.rsync {
		return
	}
	if start < gzRsyncWin {
		for i := start; i < gzRsyncWin; i++ {
			if i == start+num {
				return
			}
			d.rsyncSum += uint32(d.window[i])
		}
		num -= gzRsyncWin - start
		start = gzRsyncWin
	}
	for i := start; i < start+num; i++ {
		d.rsyncSum += uint32(d.window[i])
		d.rsyncSum -= uint32(d.window[i-gzRsyncWin])
		if d.rsyncChunkEnd == gzNoChunkEnd && d.rsyncSum&(gzRsyncWin-1) == 0 {
			d.rsyncChunkEnd = i
		}
	}
}

func (d *gnuDeflater) rsyncCheck() {
	if d.rsync && d.strstart > d.rsyncChunkEnd {
		d.rsyncChunkEnd = gzNoChunkEnd
		d.flush = 2
	}
}

func (d *gnuDeflater) flushNow() {
	d.flushBlock(false)
	d.blockStart = int64(d.strstart)
}

// fastStep is one turn of deflate_fast's loop (levels 1-3: no lazy
// evaluation; max_lazy limits which matches get their strings hashed).
func (d *gnuDeflater) fastStep() {
	hashHead := d.insertString(d.strstart)
	if hashHead != 0 && d.strstart-hashHead <= gzMaxDist && d.strstart <= gzWindowSize-gzMinLookahead {
		d.matchLength = d.longestMatch(hashHead)
		if d.matchLength > d.lookahead {
			d.matchLength = d.lookahead
		}
	}
	if d.matchLength >= gzMinMatch {
		d.flush = d.ctTally(d.strstart-d.matchStart, d.matchLength-gzMinMatch)
		d.lookahead -= d.matchLength
		d.rsyncRoll(d.strstart, d.matchLength)
		if d.matchLength <= d.maxLazy {
			d.matchLength--
			for {
				d.strstart++
				d.insertString(d.strstart)
				if d.matchLength--; d.matchLength == 0 {
					break
				}
			}
			d.strstart++
		} else {
			d.strstart += d.matchLength
			d.matchLength = 0
			d.insH = uint32(d.window[d.strstart])
			d.updateHash(d.window[d.strstart+1])
		}
	} else {
		d.flush = d.ctTally(0, uint32(d.window[d.strstart]))
		d.rsyncRoll(d.strstart, 1)
		d.lookahead--
		d.strstart++
	}
	d.rsyncCheck()
	if d.flush != 0 {
		d.flushNow()
	}
}

// lazyStep is one turn of deflate()'s loop (levels 4-9): a match is
// taken only when the match at the next byte is not longer.
func (d *gnuDeflater) lazyStep() {
	hashHead := d.insertString(d.strstart)
	d.prevLength, d.prevMatch = d.matchLength, d.matchStart
	d.matchLength = gzMinMatch - 1
	if hashHead != 0 && d.prevLength < d.maxLazy && d.strstart-hashHead <= gzMaxDist &&
		d.strstart <= gzWindowSize-gzMinLookahead {
		d.matchLength = d.longestMatch(hashHead)
		if d.matchLength > d.lookahead {
			d.matchLength = d.lookahead
		}
		if d.matchLength == gzMinMatch && d.strstart-d.matchStart > gzTooFar {
			d.matchLength--
		}
	}
	switch {
	case d.prevLength >= gzMinMatch && d.matchLength <= d.prevLength:
		d.flush = d.ctTally(d.strstart-1-d.prevMatch, d.prevLength-gzMinMatch)
		d.lookahead -= d.prevLength - 1
		d.prevLength -= 2
		d.rsyncRoll(d.strstart, d.prevLength+1)
		for {
			d.strstart++
			d.insertString(d.strstart)
			if d.prevLength--; d.prevLength == 0 {
				break
			}
		}
		d.matchAvailable = false
		d.matchLength = gzMinMatch - 1
		d.strstart++
		d.rsyncCheck()
		if d.flush != 0 {
			d.flushNow()
		}
	case d.matchAvailable:
		d.flush = d.ctTally(0, uint32(d.window[d.strstart-1]))
		d.rsyncCheck()
		if d.flush != 0 {
			d.flushNow()
		}
		d.rsyncRoll(d.strstart, 1)
		d.strstart++
		d.lookahead--
	default:
		if d.rsync && d.strstart > d.rsyncChunkEnd {
			d.rsyncChunkEnd = gzNoChunkEnd
			d.flush = 2
			d.flushNow()
		}
		d.matchAvailable = true
		d.rsyncRoll(d.strstart, 1)
		d.strstart++
		d.lookahead--
	}
}

// --- trees.c ---

func (d *gnuDeflater) initBlock() {
	for n := 0; n < gzLCodes; n++ {
		d.dynLtree[n].fc = 0
	}
	for n := 0; n < gzDCodes; n++ {
		d.dynDtree[n].fc = 0
	}
	for n := 0; n < gzBLCodes; n++ {
		d.blTree[n].fc = 0
	}
	d.dynLtree[gzEndBlock].fc = 1
	d.optLen, d.staticLen = 0, 0
	d.lastLit, d.lastDist, d.lastFlags = 0, 0, 0
	d.flags, d.flagBit = 0, 1
}

// ctTally is ct_tally: it records a literal (dist 0) or a match and
// says whether the block should end here.
func (d *gnuDeflater) ctTally(dist, lc uint32) int {
	d.lBuf[d.lastLit] = uint8(lc)
	d.lastLit++
	if dist == 0 {
		d.dynLtree[lc].fc++
	} else {
		dist--
		d.dynLtree[uint32(gzLengthCode[lc])+gzLiterals+1].fc++
		d.dynDtree[gzDCode(dist)].fc++
		d.dBuf[d.lastDist] = uint16(dist)
		d.lastDist++
		d.flags |= d.flagBit
	}
	d.flagBit <<= 1
	if d.lastLit&7 == 0 {
		d.flagBuf[d.lastFlags] = d.flags
		d.lastFlags++
		d.flags, d.flagBit = 0, 1
	}
	if d.level > 2 && d.lastLit&0xfff == 0 {
		outLength := uint64(d.lastLit) * 8
		inLength := uint64(int64(d.strstart) - d.blockStart)
		for dcode := 0; dcode < gzDCodes; dcode++ {
			outLength += uint64(d.dynDtree[dcode].fc) * uint64(5+gzExtraDbits[dcode])
		}
		outLength >>= 3
		if d.lastDist < d.lastLit/2 && outLength < inLength/2 {
			return 1
		}
	}
	if d.lastLit == gzLitBufSize-1 || d.lastDist == gzDistBufSize {
		return 1
	}
	return 0
}

func (d *gnuDeflater) smaller(tree []ctData, n, m int) bool {
	return tree[n].fc < tree[m].fc || (tree[n].fc == tree[m].fc && d.depth[n] <= d.depth[m])
}

func (d *gnuDeflater) pqDownHeap(tree []ctData, k int) {
	v := d.heap[k]
	j := k << 1
	for j <= d.heapLen {
		if j < d.heapLen && d.smaller(tree, d.heap[j+1], d.heap[j]) {
			j++
		}
		if d.smaller(tree, v, d.heap[j]) {
			break
		}
		d.heap[k] = d.heap[j]
		k = j
		j <<= 1
	}
	d.heap[k] = v
}

// genBitlen is gen_bitlen: the code lengths from the tree, limited to
// max_length as GNU limits them.
func (d *gnuDeflater) genBitlen(desc *treeDesc) {
	tree, extra, base, maxCode, maxLength, stree := desc.dynTree, desc.extraBits, desc.extraBase, desc.maxCode, desc.maxLength, desc.staticTree
	overflow := 0
	for bits := 0; bits <= gzMaxBits; bits++ {
		d.blCount[bits] = 0
	}
	tree[d.heap[d.heapMax]].dl = 0
	h := d.heapMax + 1
	for ; h < gzHeapSize; h++ {
		n := d.heap[h]
		bits := int(tree[tree[n].dl].dl) + 1
		if bits > maxLength {
			bits = maxLength
			overflow++
		}
		tree[n].dl = uint16(bits)
		if n > maxCode {
			continue
		}
		d.blCount[bits]++
		xbits := 0
		if n >= base {
			xbits = extra[n-base]
		}
		f := uint64(tree[n].fc)
		d.optLen += f * uint64(bits+xbits)
		if stree != nil {
			d.staticLen += f * uint64(int(stree[n].dl)+xbits)
		}
	}
	if overflow == 0 {
		return
	}
	for {
		bits := maxLength - 1
		for d.blCount[bits] == 0 {
			bits--
		}
		d.blCount[bits]--
		d.blCount[bits+1] += 2
		d.blCount[maxLength]--
		overflow -= 2
		if overflow <= 0 {
			break
		}
	}
	for bits := maxLength; bits != 0; bits-- {
		n := int(d.blCount[bits])
		for n != 0 {
			h--
			m := d.heap[h]
			if m > maxCode {
				continue
			}
			if int(tree[m].dl) != bits {
				d.optLen += uint64((int64(bits) - int64(tree[m].dl)) * int64(tree[m].fc))
				tree[m].dl = uint16(bits)
			}
			n--
		}
	}
}

// buildTree is build_tree: the Huffman tree by GNU's heap, ties going to
// the shallower subtree.
func (d *gnuDeflater) buildTree(desc *treeDesc) {
	tree, stree, elems := desc.dynTree, desc.staticTree, desc.elems
	maxCode := -1
	node := elems
	d.heapLen, d.heapMax = 0, gzHeapSize
	for n := 0; n < elems; n++ {
		if tree[n].fc != 0 {
			d.heapLen++
			d.heap[d.heapLen] = n
			maxCode = n
			d.depth[n] = 0
		} else {
			tree[n].dl = 0
		}
	}
	for d.heapLen < 2 {
		var nw int
		if maxCode < 2 {
			maxCode++
			nw = maxCode
		}
		d.heapLen++
		d.heap[d.heapLen] = nw
		tree[nw].fc = 1
		d.depth[nw] = 0
		d.optLen--
		if stree != nil {
			d.staticLen -= uint64(stree[nw].dl)
		}
	}
	desc.maxCode = maxCode
	for n := d.heapLen / 2; n >= 1; n-- {
		d.pqDownHeap(tree, n)
	}
	for {
		n := d.heap[1]
		d.heap[1] = d.heap[d.heapLen]
		d.heapLen--
		d.pqDownHeap(tree, 1)
		m := d.heap[1]
		d.heapMax--
		d.heap[d.heapMax] = n
		d.heapMax--
		d.heap[d.heapMax] = m
		tree[node].fc = tree[n].fc + tree[m].fc
		dn, dm := d.depth[n], d.depth[m]
		if dm > dn {
			dn = dm
		}
		d.depth[node] = dn + 1
		tree[n].dl = uint16(node)
		tree[m].dl = uint16(node)
		d.heap[1] = node
		node++
		d.pqDownHeap(tree, 1)
		if d.heapLen < 2 {
			break
		}
	}
	d.heapMax--
	d.heap[d.heapMax] = d.heap[1]
	d.genBitlen(desc)
	gzGenCodes(tree, maxCode, &d.blCount)
}

// scanTree is scan_tree: the frequencies of the bit length codes that
// send_tree will send for tree.
func (d *gnuDeflater) scanTree(tree []ctData, maxCode int) {
	prevlen := -1
	nextlen := int(tree[0].dl)
	count := 0
	maxCount, minCount := 7, 4
	if nextlen == 0 {
		maxCount, minCount = 138, 3
	}
	tree[maxCode+1].dl = 0xffff
	for n := 0; n <= maxCode; n++ {
		curlen := nextlen
		nextlen = int(tree[n+1].dl)
		count++
		if count < maxCount && curlen == nextlen {
			continue
		} else if count < minCount {
			d.blTree[curlen].fc += uint16(count)
		} else if curlen != 0 {
			if curlen != prevlen {
				d.blTree[curlen].fc++
			}
			d.blTree[gzRep3to6].fc++
		} else if count <= 10 {
			d.blTree[gzRepz3to10].fc++
		} else {
			d.blTree[gzRepz11to138].fc++
		}
		count = 0
		prevlen = curlen
		switch {
		case nextlen == 0:
			maxCount, minCount = 138, 3
		case curlen == nextlen:
			maxCount, minCount = 6, 3
		default:
			maxCount, minCount = 7, 4
		}
	}
}

func (d *gnuDeflater) sendTree(tree []ctData, maxCode int) {
	prevlen := -1
	nextlen := int(tree[0].dl)
	count := 0
	maxCount, minCount := 7, 4
	if nextlen == 0 {
		maxCount, minCount = 138, 3
	}
	for n := 0; n <= maxCode; n++ {
		curlen := nextlen
		nextlen = int(tree[n+1].dl)
		count++
		if count < maxCount && curlen == nextlen {
			continue
		} else if count < minCount {
			for ; count != 0; count-- {
				d.sendCode(curlen, d.blTree[:])
			}
		} else if curlen != 0 {
			if curlen != prevlen {
				d.sendCode(curlen, d.blTree[:])
				count--
			}
			d.sendCode(gzRep3to6, d.blTree[:])
			d.sendBits(uint32(count-3), 2)
		} else if count <= 10 {
			d.sendCode(gzRepz3to10, d.blTree[:])
			d.sendBits(uint32(count-3), 3)
		} else {
			d.sendCode(gzRepz11to138, d.blTree[:])
			d.sendBits(uint32(count-11), 7)
		}
		count = 0
		prevlen = curlen
		switch {
		case nextlen == 0:
			maxCount, minCount = 138, 3
		case curlen == nextlen:
			maxCount, minCount = 6, 3
		default:
			maxCount, minCount = 7, 4
		}
	}
}

func (d *gnuDeflater) buildBLTree() int {
	d.scanTree(d.dynLtree[:], d.lDesc.maxCode)
	d.scanTree(d.dynDtree[:], d.dDesc.maxCode)
	d.buildTree(&d.blDesc)
	maxBlindex := gzBLCodes - 1
	for ; maxBlindex >= 3; maxBlindex-- {
		if d.blTree[gzBLOrder[maxBlindex]].dl != 0 {
			break
		}
	}
	d.optLen += uint64(3*(maxBlindex+1) + 5 + 5 + 4)
	return maxBlindex
}

func (d *gnuDeflater) sendAllTrees(lcodes, dcodes, blcodes int) {
	d.sendBits(uint32(lcodes-257), 5)
	d.sendBits(uint32(dcodes-1), 5)
	d.sendBits(uint32(blcodes-4), 4)
	for rank := 0; rank < blcodes; rank++ {
		d.sendBits(uint32(d.blTree[gzBLOrder[rank]].dl), 3)
	}
	d.sendTree(d.dynLtree[:], lcodes-1)
	d.sendTree(d.dynDtree[:], dcodes-1)
}

// flushBlock is flush_block: the block ends as stored, fixed or dynamic,
// whichever GNU's estimate finds shortest.
func (d *gnuDeflater) flushBlock(eof bool) {
	pad := d.flush == 2
	d.flagBuf[d.lastFlags] = d.flags
	d.buildTree(&d.lDesc)
	d.buildTree(&d.dDesc)
	maxBlindex := d.buildBLTree()
	optLenb := (d.optLen + 3 + 7) >> 3
	staticLenb := (d.staticLen + 3 + 7) >> 3
	storedLen := uint64(int64(d.strstart) - d.blockStart)
	if staticLenb <= optLenb {
		optLenb = staticLenb
	}
	var eofBit uint32
	if eof {
		eofBit = 1
	}
	switch {
	case storedLen+4 <= optLenb && d.blockStart >= 0 && storedLen <= 0xffff:
		d.sendBits(eofBit, 3) // STORED_BLOCK<<1 + eof
		d.copyBlock(d.window[d.blockStart:d.blockStart+int64(storedLen)], true)
	case staticLenb == optLenb:
		d.sendBits(1<<1+eofBit, 3)
		d.compressBlock(gzStaticLtree[:], gzStaticDtree[:])
	default:
		d.sendBits(2<<1+eofBit, 3)
		d.sendAllTrees(d.lDesc.maxCode+1, d.dDesc.maxCode+1, maxBlindex+1)
		d.compressBlock(d.dynLtree[:], d.dynDtree[:])
	}
	d.initBlock()
	if eof {
		d.biWindup()
	} else if pad && d.compressed%8 != 0 {
		d.sendBits(eofBit, 3)
		d.copyBlock(nil, true)
	}
}

func (d *gnuDeflater) compressBlock(ltree, dtree []ctData) {
	var lx, dx, fx uint32
	var flag uint8
	if d.lastLit != 0 {
		for {
			if lx&7 == 0 {
				flag = d.flagBuf[fx]
				fx++
			}
			lc := int(d.lBuf[lx])
			lx++
			if flag&1 == 0 {
				d.sendCode(lc, ltree)
			} else {
				code := int(gzLengthCode[lc])
				d.sendCode(code+gzLiterals+1, ltree)
				if extra := gzExtraLbits[code]; extra != 0 {
					d.sendBits(uint32(lc-gzBaseLength[code]), extra)
				}
				dist := uint32(d.dBuf[dx])
				dx++
				code = int(gzDCode(dist))
				d.sendCode(code, dtree)
				if extra := gzExtraDbits[code]; extra != 0 {
					d.sendBits(dist-uint32(gzBaseDist[code]), extra)
				}
			}
			flag >>= 1
			if lx >= d.lastLit {
				break
			}
		}
	}
	d.sendCode(gzEndBlock, ltree)
}

// --- bits.c ---

func (d *gnuDeflater) sendCode(c int, tree []ctData) {
	d.sendBits(uint32(tree[c].fc), int(tree[c].dl))
}

func (d *gnuDeflater) sendBits(value uint32, length int) {
	d.bitBuf |= uint64(value) << d.bitCount
	d.bitCount += uint(length)
	d.compressed += uint64(length)
	for d.bitCount >= 8 {
		d.out = append(d.out, byte(d.bitBuf))
		d.bitBuf >>= 8
		d.bitCount -= 8
	}
}

func (d *gnuDeflater) biWindup() {
	if d.bitCount > 0 {
		d.out = append(d.out, byte(d.bitBuf))
		d.compressed += uint64(8 - d.bitCount)
	}
	d.bitBuf, d.bitCount = 0, 0
}

func (d *gnuDeflater) copyBlock(buf []byte, header bool) {
	d.biWindup()
	if header {
		n := len(buf)
		d.out = append(d.out, byte(n), byte(n>>8), byte(^n), byte(^n>>8))
		d.compressed += 32
	}
	d.out = append(d.out, buf...)
	d.compressed += uint64(len(buf)) * 8
}

// drain writes the compressed bytes out when enough have gathered (all
// of them at the end).
func (d *gnuDeflater) drain(all bool) error {
	if len(d.out) == 0 || (!all && len(d.out) < 8<<10) {
		return nil
	}
	_, err := d.w.Write(d.out)
	d.out = d.out[:0]
	return err
}
