package commands

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "dd",
		Summary: "convert and copy a file",
		Usage:   ddUsage,
		Run:     runDd,
	})
}

const ddUsage = `Usage: dd [OPERAND]...
  or:  dd OPTION
Copy a file, converting and formatting according to the operands.

  bs=BYTES        read and write up to BYTES bytes at a time (default: 512);
                  overrides ibs and obs
  cbs=BYTES       convert BYTES bytes at a time
  count=N         copy only N input blocks
  ibs=BYTES       read up to BYTES bytes at a time (default: 512)
  if=FILE         read from FILE instead of stdin
  iflag=FLAGS     read as per the comma separated symbol list
  obs=BYTES       write BYTES bytes at a time (default: 512)
  of=FILE         write to FILE instead of stdout
  oflag=FLAGS     write as per the comma separated symbol list
  seek=N          (or oseek=N) skip N obs-sized output blocks
  skip=N          (or iseek=N) skip N ibs-sized input blocks
  status=LEVEL    The LEVEL of information to print to stderr;
                  'none' suppresses everything but error messages,
                  'noxfer' suppresses the final transfer statistics,
                  'progress' shows periodic transfer statistics

N and BYTES may be followed by the following multiplicative suffixes:
c=1, w=2, b=512, kB=1000, K=1024, MB=1000*1000, M=1024*1024, xM=M,
GB=1000*1000*1000, G=1024*1024*1024, and so on for T, P, E, Z, Y, R, Q.
Binary prefixes can be used, too: KiB=K, MiB=M, and so on.
If N ends in 'B', it counts bytes not blocks.

Each CONV symbol may be:

  block     pad newline-terminated records with spaces to cbs-size
  unblock   replace trailing spaces in cbs-size records with newline
  lcase     change upper case to lower case
  ucase     change lower case to upper case
  swab      swap every pair of input bytes
  sync      pad every input block with NULs to ibs-size; when used
            with block or unblock, pad with spaces rather than NULs
  excl      fail if the output file already exists
  nocreat   do not create the output file
  notrunc   do not truncate the output file
  noerror   continue after read errors
  fdatasync  physically write output file data before finishing
  fsync     likewise, but also write metadata

Each FLAG symbol may be:

  append    append mode (makes sense only for output; conv=notrunc suggested)
  fullblock  accumulate full blocks of input (iflag only)
  count_bytes  treat 'count=N' as a byte count (iflag only)
  skip_bytes  treat 'skip=N' as a byte count (iflag only)
  seek_bytes  treat 'seek=N' as a byte count (oflag only)
  direct, dsync, sync, nonblock, noatime, nocache, noctty, nofollow
            accepted and ignored

      --help        display this help and exit

The sandbox prints the final statistics as GNU dd does; the time is the
elapsed time on the sandbox's clock, so it varies from run to run as
GNU's does. status=progress shows no periodic line (copies in the sandbox
are quick); the final statistics are printed as without it.
`

// ddOpts are dd's parsed operands.
type ddOpts struct {
	in, out                string
	ibs, obs               int64
	bsSet                  bool // bs= given: no reblocking
	count, skip, seek      int64
	countSet               bool
	ucase, lcase, swab     bool
	block, unblock         bool  // conv=block, conv=unblock (only with cbs=)
	cbs                    int64 // conversion block size, 0 when not given
	sync, noerror, notrunc bool
	excl, nocreat          bool
	fullblock, appendOut   bool
	countBytes, skipBytes  bool
	seekBytes              bool
	status                 string
}

// ddError is a fatal operand error: the message, and whether GNU adds
// the "Try 'dd --help'" line.
type ddError struct {
	msg string
	try bool
}

func (e *ddError) Error() string { return e.msg }

// ddNumber parses a dd count: N with a multiplier suffix (c, w, b, kB, K,
// KiB, ...), products joined by 'x' (2x512). overflow reports a valid
// number past int64 (GNU's "Value too large for defined data type").
func ddNumber(s string) (n int64, ok, overflow bool) {
	var total int64 = 1
	for _, part := range strings.Split(s, "x") {
		var n int64
		var ok bool
		switch {
		case strings.HasSuffix(part, "c") && len(part) > 1:
			n, ok = parseSize(part[:len(part)-1], false)
		case strings.HasSuffix(part, "w") && len(part) > 1:
			n, ok = parseSize(part[:len(part)-1], false)
			if n > math.MaxInt64/2 {
				return 0, true, true
			}
			n *= 2
		default:
			n, ok = parseSize(part, true)
		}
		if !ok || n < 0 {
			return 0, false, false
		}
		// parseSize saturates: only the number itself is that large.
		if n == math.MaxInt64 && strings.TrimLeft(part, "0") != "9223372036854775807" {
			return 0, true, true
		}
		if n != 0 && total > math.MaxInt64/n {
			return 0, true, true
		}
		total *= n
	}
	return total, true, false
}

func parseDdOperands(ops []string) (*ddOpts, error) {
	o := &ddOpts{ibs: 512, obs: 512, status: "default"}
	var bs int64
	for _, op := range ops {
		key, val, ok := strings.Cut(op, "=")
		if !ok {
			return nil, &ddError{"unrecognized operand " + quoteArg(op), true}
		}
		tooLarge := func() error {
			return &ddError{"invalid number: " + quoteArg(val) + ": Value too large for defined data type", false}
		}
		num := func() (int64, error) {
			n, ok, overflow := ddNumber(val)
			switch {
			case overflow:
				return 0, tooLarge()
			case !ok:
				return 0, &ddError{"invalid number: " + quoteArg(val), false}
			}
			return n, nil
		}
		blockSize := func() (int64, error) {
			n, err := num()
			switch {
			case err == nil && n == 0:
				return 0, &ddError{"invalid number: " + quoteArg(val), false}
			case err == nil && n == math.MaxInt64:
				return 0, tooLarge() // past GNU's largest block
			}
			return n, err
		}
		// blocks parses a count of blocks, or of bytes with a 'B' after
		// its digits ("count=7B").
		blocks := func(bytes *bool) (int64, error) {
			if n := len(val); n > 1 && val[n-1] == 'B' && isDigitByte(val[n-2]) {
				*bytes = true
				val = val[:n-1]
			}
			return num()
		}
		var err error
		switch key {
		case "if":
			o.in = val
		case "of":
			o.out = val
		case "bs":
			bs, err = blockSize()
			o.bsSet = true
		case "ibs":
			o.ibs, err = blockSize()
		case "obs":
			o.obs, err = blockSize()
		case "cbs":
			o.cbs, err = blockSize()
		case "count":
			o.count, err = blocks(&o.countBytes)
			o.countSet = true
		case "skip", "iseek":
			o.skip, err = blocks(&o.skipBytes)
		case "seek", "oseek":
			o.seek, err = blocks(&o.seekBytes)
		case "conv":
			err = o.conv(val)
		case "iflag":
			err = o.flags(val, true)
		case "oflag":
			err = o.flags(val, false)
		case "status":
			switch val {
			case "none", "noxfer", "progress":
				o.status = val
			default:
				err = &ddError{"invalid status level: " + quoteArg(val), true}
			}
		default:
			return nil, &ddError{"unrecognized operand " + quoteArg(op), true}
		}
		if err != nil {
			return nil, err
		}
	}
	if o.bsSet {
		o.ibs, o.obs = bs, bs
	}
	if o.ucase && o.lcase {
		return nil, &ddError{"cannot combine lcase and ucase", false}
	}
	if o.block && o.unblock {
		return nil, &ddError{"cannot combine block and unblock", false}
	}
	if o.cbs == 0 {
		// GNU: block and unblock do nothing without a cbs.
		o.block, o.unblock = false, false
	}
	if o.excl && o.nocreat {
		return nil, &ddError{"cannot combine excl and nocreat", false}
	}
	return o, nil
}

func isDigitByte(c byte) bool { return c >= '0' && c <= '9' }

func (o *ddOpts) conv(list string) error {
	for _, c := range strings.Split(list, ",") {
		switch c {
		case "ucase":
			o.ucase = true
		case "lcase":
			o.lcase = true
		case "swab":
			o.swab = true
		case "block":
			o.block = true
		case "unblock":
			o.unblock = true
		case "sync":
			o.sync = true
		case "noerror":
			o.noerror = true
		case "notrunc":
			o.notrunc = true
		case "excl":
			o.excl = true
		case "nocreat":
			o.nocreat = true
		case "fdatasync", "fsync":
		default:
			return &ddError{"invalid conversion: " + quoteArg(c), true}
		}
	}
	return nil
}

func (o *ddOpts) flags(list string, input bool) error {
	for _, f := range strings.Split(list, ",") {
		switch f {
		case "append":
			if !input {
				o.appendOut = true
			}
		case "fullblock":
			if !input {
				return &ddError{"invalid output flag: " + quoteArg(f), true}
			}
			o.fullblock = true
		case "count_bytes", "skip_bytes":
			if !input {
				return &ddError{"invalid output flag: " + quoteArg(f), true}
			}
			o.countBytes = o.countBytes || f == "count_bytes"
			o.skipBytes = o.skipBytes || f == "skip_bytes"
		case "seek_bytes":
			if input {
				return &ddError{"invalid input flag: " + quoteArg(f), true}
			}
			o.seekBytes = true
		case "direct", "dsync", "sync", "nonblock", "noatime", "nocache", "noctty", "nofollow", "binary", "text", "directory":
		default:
			if input {
				return &ddError{"invalid input flag: " + quoteArg(f), true}
			}
			return &ddError{"invalid output flag: " + quoteArg(f), true}
		}
	}
	return nil
}

// ddStats counts full and partial blocks and bytes written.
type ddStats struct {
	inFull, inPart, outFull, outPart int64
	bytes                            int64
	truncated                        int64 // conv=block records cut at cbs
	closeFailed                      bool  // dd died closing its output: no statistics
}

func runDd(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("dd")
	ops, status, done := parseFlags(inv, f, ddUsage, 1)
	if done {
		return status
	}
	o, err := parseDdOperands(ops)
	if err != nil {
		errorf(inv, "%s", err.Error())
		var de *ddError
		if errors.As(err, &de) && de.try {
			io.WriteString(inv.Stderr, "Try 'dd --help' for more information.\n")
		}
		return 1
	}
	start := inv.Now()
	var st ddStats
	status = ddCopy(ctx, inv, o, &st)
	if status >= 0 && o.status != "none" && !st.closeFailed {
		ddPrintStats(inv, o, &st, inv.Now().Sub(start))
	}
	if status < 0 {
		return 1
	}
	return status
}

// ddCopy does the copy; it returns -1 when it failed before copying (no
// statistics are printed then).
func ddCopy(ctx context.Context, inv *shell.Invocation, o *ddOpts, st *ddStats) int {
	inName := o.in
	var in io.Reader = stdinReader(ctx, inv)
	var inFile vfs.File
	if o.in != "" {
		fl, err := vfs.Open(ctx, inv.FS, inv.Path(o.in))
		if err != nil {
			errorf(inv, "failed to open %s: %s", quoteFile(o.in), vfs.Strerror(err))
			return -1
		}
		defer fl.Close()
		inFile, in = fl, ctxReader{ctx, fl}
	} else {
		inName = "standard input"
	}
	outName := o.out
	var out io.Writer = inv.Stdout
	var outFile vfs.File
	if o.out != "" {
		flag := vfs.O_WRONLY | vfs.O_CREATE
		switch {
		case o.excl:
			flag |= vfs.O_EXCL
		case o.nocreat:
			flag &^= vfs.O_CREATE
		}
		if o.appendOut {
			flag |= vfs.O_APPEND
		}
		fl, err := inv.FS.OpenFile(ctx, inv.Path(o.out), flag, createPerm(inv.Umask))
		if err != nil {
			errorf(inv, "failed to open %s: %s", quoteFile(o.out), vfs.Strerror(err))
			return -1
		}
		defer fl.Close()
		outFile, out = fl, fl
	} else {
		outName = "standard output"
	}

	seek := o.seek
	if !o.seekBytes {
		seek = mulSat(seek, o.obs)
	}
	if outFile != nil {
		if fi, err := outFile.Stat(); err == nil && fi.Mode().IsRegular() {
			if !o.notrunc && !o.appendOut && fi.Size() > seek {
				if err := outFile.Truncate(seek); err != nil {
					errorf(inv, "failed to truncate to %d bytes in output file %s: %s", seek, quoteArg(outName), vfs.Strerror(err))
					return -1
				}
			}
			if seek > 0 {
				if _, err := outFile.Seek(seek, io.SeekStart); err != nil {
					errorf(inv, "%s: cannot seek: %s", quoteFile(outName), vfs.Strerror(err))
					return -1
				}
			}
			seek = 0
		}
	}
	if seek > 0 {
		// Standard output is a pipe to GNU dd in the cases that matter
		// (dd seek=N | ...): it cannot seek there.
		errorf(inv, "%s: cannot seek: %s", quoteFile(outName), vfs.Strerror(vfs.ErrIllegalSeek))
		return -1
	}

	skip := o.skip
	if !o.skipBytes {
		skip = mulSat(skip, o.ibs)
	}
	if skip > 0 {
		skipped := false
		if inFile != nil {
			if fi, err := inFile.Stat(); err == nil && fi.Mode().IsRegular() {
				if skip > fi.Size() {
					if o.status != "none" { // GNU says this only when status allows
						errorf(inv, "%s: cannot skip to specified offset", quoteName(inName))
					}
					return 0
				}
				if _, err := inFile.Seek(skip, io.SeekStart); err == nil {
					skipped = true
				}
			}
		}
		if !skipped {
			n, err := io.CopyN(io.Discard, in, skip)
			if err != nil && err != io.EOF {
				errorf(inv, "error reading %s: %s", quoteFile(inName), vfs.Strerror(err))
				return -1
			}
			if n < skip {
				if o.status != "none" {
					errorf(inv, "%s: cannot skip to specified offset", quoteName(inName))
				}
				return 0
			}
		}
	}

	// GNU allocates both buffers up front and says which one did not fit.
	b := budget(inv)
	ibs, err := b.Alloc(o.ibs)
	if err != nil {
		errorf(inv, "memory exhausted by input buffer of size %d bytes (%s)", o.ibs, humanNearest(o.ibs, 1024))
		return -1
	}
	if !o.bsSet || o.swab {
		if !b.Fits(o.obs) {
			errorf(inv, "memory exhausted by output buffer of size %d bytes (%s)", o.obs, humanNearest(o.obs, 1024))
			return -1
		}
	}
	status := 0
	ibuf := make([]byte, ibs)
	var obuf []byte
	remaining := o.count // bytes when countBytes, else blocks
	write := func(b []byte) bool {
		if len(b) == 0 {
			return true
		}
		n, err := out.Write(b)
		st.bytes += int64(n)
		if err != nil {
			errorf(inv, "error writing %s: %s", quoteFile(outName), vfs.Strerror(err))
			if n > 0 {
				st.outPart++
			}
			if errors.Is(err, vfs.ErrBadFD) && o.out == "" {
				// GNU's cleanup closes fd 1 and dies of that too,
				// before its statistics.
				errorf(inv, "closing output file %s: %s", quoteFile(outName), vfs.Strerror(err))
				st.closeFailed = true
			}
			return false
		}
		if int64(n) == o.obs {
			st.outFull++
		} else {
			st.outPart++
		}
		return true
	}
	// conv=block and unblock write through obuf, reblocked to obs.
	rec := ddRecords{ctx: ctx, put: func(p []byte) bool {
		obuf = append(obuf, p...)
		for int64(len(obuf)) >= o.obs {
			if !write(obuf[:o.obs]) {
				return false
			}
			obuf = obuf[o.obs:]
		}
		if len(obuf) == 0 {
			obuf = nil
		}
		return true
	}}
	for {
		if ctx.Err() != nil {
			return 1
		}
		want := o.ibs
		if o.countSet {
			if remaining <= 0 {
				break
			}
			if o.countBytes && remaining < want {
				want = remaining
			}
		}
		var n int
		var err error
		if o.fullblock {
			n, err = io.ReadFull(in, ibuf[:want])
			if err == io.ErrUnexpectedEOF {
				err = nil
			}
		} else {
			n, err = in.Read(ibuf[:want])
		}
		if err != nil && err != io.EOF {
			errorf(inv, "error reading %s: %s", quoteFile(inName), vfs.Strerror(err))
			status = 1
			if !o.noerror || ctx.Err() != nil {
				break
			}
			// GNU counts the failed block as a partial one and goes on.
			st.inPart++
			if o.countSet {
				remaining--
			}
			continue
		}
		if n == 0 {
			break
		}
		if int64(n) == o.ibs {
			st.inFull++
		} else {
			st.inPart++
		}
		if o.countSet {
			if o.countBytes {
				remaining -= int64(n)
			} else {
				remaining--
			}
		}
		block := ibuf[:n]
		if o.sync && int64(n) < o.ibs {
			pad := byte(0)
			if o.block || o.unblock {
				pad = ' '
			}
			for i := n; i < len(ibuf); i++ {
				ibuf[i] = pad
			}
			block = ibuf
		}
		ddConvert(o, block)
		if o.block || o.unblock {
			if !rec.convert(o, block, st) {
				return 1
			}
			continue
		}
		if o.bsSet && !o.swab {
			if !write(block) {
				return 1
			}
			continue
		}
		obuf = append(obuf, block...)
		for int64(len(obuf)) >= o.obs {
			if !write(obuf[:o.obs]) {
				return 1
			}
			obuf = obuf[o.obs:]
		}
		if len(obuf) == 0 {
			obuf = nil
		}
	}
	if (o.block || o.unblock) && !rec.finish(o) {
		return 1
	}
	if !write(obuf) {
		return 1
	}
	return status
}

// ddRecords is conv=block's and conv=unblock's state across input
// blocks: the column in the current record, the spaces not yet written
// (unblock), and a bounded buffer of output handed to put when full.
type ddRecords struct {
	col, pending int64
	buf          []byte
	put          func([]byte) bool
	ctx          context.Context
}

const ddRecordBuf = 4096

// emit adds bytes to the output, flushing every ddRecordBuf bytes.
func (r *ddRecords) emit(p ...byte) bool {
	for len(p) > 0 {
		if r.buf == nil {
			r.buf = make([]byte, 0, ddRecordBuf)
		}
		n := copy(r.buf[len(r.buf):cap(r.buf)], p)
		r.buf = r.buf[:len(r.buf)+n]
		p = p[n:]
		if len(r.buf) == cap(r.buf) && !r.flush() {
			return false
		}
	}
	return true
}

// spaces emits n spaces (a record's padding: up to cbs, which the
// operands set, so it goes out a buffer at a time).
func (r *ddRecords) spaces(n int64) bool {
	var chunk [64]byte
	for i := range chunk {
		chunk[i] = ' '
	}
	for n > 0 {
		if r.ctx.Err() != nil {
			return false
		}
		k := min(n, int64(len(chunk)))
		if !r.emit(chunk[:k]...) {
			return false
		}
		n -= k
	}
	return true
}

func (r *ddRecords) flush() bool {
	if len(r.buf) == 0 {
		return true
	}
	ok := r.put(r.buf)
	r.buf = r.buf[:0]
	return ok
}

// convert turns a block of input into records as GNU dd's
// copy_with_block and copy_with_unblock do. block: each newline-ended
// line becomes a record of cbs bytes, padded with spaces, a longer line
// cut (and counted as truncated). unblock: each cbs-byte record loses
// its trailing spaces and gets a newline.
func (r *ddRecords) convert(o *ddOpts, b []byte, st *ddStats) bool {
	if o.block {
		for _, c := range b {
			switch {
			case c == '\n':
				if !r.spaces(o.cbs - r.col) {
					return false
				}
				r.col = 0
			case r.col < o.cbs:
				if !r.emit(c) {
					return false
				}
				r.col++
			case r.col == o.cbs:
				st.truncated++
				r.col++
			}
		}
		return r.flush()
	}
	for i := 0; i < len(b); i++ {
		c := b[i]
		if r.col >= o.cbs {
			r.col, r.pending = 0, 0
			if !r.emit('\n') {
				return false
			}
			i-- // the byte starts the next record
			continue
		}
		r.col++
		if c == ' ' {
			r.pending++
			continue
		}
		if !r.spaces(r.pending) || !r.emit(c) {
			return false
		}
		r.pending = 0
	}
	return r.flush()
}

// finish ends the last record: block pads a line without its newline
// to cbs, unblock ends a record it began with a newline.
func (r *ddRecords) finish(o *ddOpts) bool {
	switch {
	case o.block && r.col > 0:
		if !r.spaces(o.cbs - r.col) {
			return false
		}
	case o.unblock && r.col > 0:
		if !r.emit('\n') {
			return false
		}
	}
	return r.flush()
}

// ddConvert applies swab, ucase and lcase to a block in place.
func ddConvert(o *ddOpts, b []byte) {
	if o.swab {
		for i := 0; i+1 < len(b); i += 2 {
			b[i], b[i+1] = b[i+1], b[i]
		}
	}
	switch {
	case o.ucase:
		for i, c := range b {
			if c >= 'a' && c <= 'z' {
				b[i] = c - 'a' + 'A'
			}
		}
	case o.lcase:
		for i, c := range b {
			if c >= 'A' && c <= 'Z' {
				b[i] = c - 'A' + 'a'
			}
		}
	}
}

func mulSat(a, b int64) int64 {
	if a != 0 && b > math.MaxInt64/a {
		return math.MaxInt64
	}
	return a * b
}

// ddPrintStats prints GNU dd's closing lines: records in and out, then
// (unless status=noxfer) the bytes copied with their SI and IEC sizes,
// the elapsed time and the rate.
func ddPrintStats(inv *shell.Invocation, o *ddOpts, st *ddStats, elapsed time.Duration) {
	var b strings.Builder
	fmt.Fprintf(&b, "%d+%d records in\n%d+%d records out\n", st.inFull, st.inPart, st.outFull, st.outPart)
	switch {
	case st.truncated == 1:
		b.WriteString("1 truncated record\n")
	case st.truncated > 1:
		fmt.Fprintf(&b, "%d truncated records\n", st.truncated)
	}
	if o.status != "noxfer" {
		si := humanNearest(st.bytes, 1000)
		iec := humanNearest(st.bytes, 1024)
		rate := "Infinity B/s"
		if elapsed > 0 {
			rate = humanRate(float64(st.bytes)/elapsed.Seconds()) + "/s"
		}
		// C's %g: Go's 'g' with 6 digits trims zeros the same way.
		t := strconv.FormatFloat(elapsed.Seconds(), 'g', 6, 64) + " s"
		switch {
		case !strings.ContainsAny(si, "kMGTPEZYRQ"):
			if st.bytes == 1 {
				fmt.Fprintf(&b, "%d byte copied, %s, %s\n", st.bytes, t, rate)
			} else {
				fmt.Fprintf(&b, "%d bytes copied, %s, %s\n", st.bytes, t, rate)
			}
		case !strings.ContainsAny(iec, "KMGTPEZYRQ"):
			fmt.Fprintf(&b, "%d bytes (%s) copied, %s, %s\n", st.bytes, si, t, rate)
		default:
			fmt.Fprintf(&b, "%d bytes (%s, %s) copied, %s, %s\n", st.bytes, si, iec, t, rate)
		}
	}
	io.WriteString(inv.Stderr, b.String())
}

// humanNearest is gnulib's human_readable for an exact byte count with
// autoscale, round-to-nearest, a space before the unit and a "B" suffix:
// "3.0 kB", "2.9 KiB", "999 B".
func humanNearest(n int64, base uint64) string {
	amt := uint64(n)
	tenths, rounding := uint64(0), uint64(0)
	exp := 0
	if amt >= base {
		for {
			r10 := (amt%base)*10 + tenths
			r2 := (r10%base)*2 + (rounding >> 1)
			amt /= base
			tenths = r10 / base
			switch {
			case r2 < base:
				if r2 != 0 {
					rounding = 1
				} else {
					rounding = 0
				}
			case base < r2:
				rounding = 3
			default:
				rounding = 2
			}
			exp++
			if amt < base || exp >= 10 {
				break
			}
		}
	}
	frac := ""
	if exp > 0 && amt < 10 {
		if 2 < rounding+(tenths&1) {
			tenths++
			rounding = 0
			if tenths == 10 {
				amt++
				tenths = 0
			}
		}
		if amt < 10 {
			frac = "." + strconv.FormatUint(tenths, 10)
			tenths, rounding = 0, 0
		}
	}
	var up uint64
	if rounding+amt&1 > 0 {
		up = 1
	}
	if 5 < tenths+up {
		amt++
		if amt == base && exp < 10 {
			exp++
			frac = ".0"
			amt = 1
		}
	}
	unit := "B"
	if exp > 0 {
		prefix := string("kMGTPEZYRQ"[exp-1])
		if base == 1024 {
			if prefix == "k" {
				prefix = "K"
			}
			unit = prefix + "iB"
		} else {
			unit = prefix + "B"
		}
	}
	return strconv.FormatUint(amt, 10) + frac + " " + unit
}

// humanRate is gnulib's human_readable on its floating-point path, as dd
// prints its rate: at least kB, one decimal below 10.
func humanRate(v float64) string {
	e := 1.0
	exp := 0
	for {
		e *= 1000
		exp++
		if e*1000 > v || exp >= 10 {
			break
		}
	}
	v /= e
	s := strconv.FormatFloat(v, 'f', 1, 64)
	if len(s) > 3 {
		s = strconv.FormatFloat(math.Round(v), 'f', 0, 64)
	}
	return s + " " + string("kMGTPEZYRQ"[exp-1]) + "B"
}
