package commands

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"io/fs"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "shuf",
		Summary: "generate random permutations",
		Usage:   shufUsage,
		Run:     runShuf,
	})
}

const shufUsage = `Usage: shuf [OPTION]... [FILE]
  or:  shuf -e [OPTION]... [ARG]...
  or:  shuf -i LO-HI [OPTION]...
Write a random permutation of the input lines to standard output.

With no FILE, or when FILE is -, read standard input.

Mandatory arguments to long options are mandatory for short options too.
  -e, --echo                treat each ARG as an input line
  -i, --input-range=LO-HI   treat each number LO through HI as an input line
  -n, --head-count=COUNT    output at most COUNT lines
  -o, --output=FILE         write result to FILE instead of standard output
      --random-source=FILE  get random bytes from FILE
  -r, --repeat              output lines can be repeated
  -z, --zero-terminated     line delimiter is NUL, not newline
      --help        display this help and exit

With --random-source the output is the permutation GNU shuf draws from
the same file's bytes.
`

func runShuf(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("shuf")
	echo := f.Bool('e', "echo")
	rangeArg := f.String('i', "input-range", "")
	countArg := f.String('n', "head-count", "")
	output := f.String('o', "output", "")
	source := f.String(0, "random-source", "")
	repeat := f.Bool('r', "repeat")
	zero := f.Bool('z', "zero-terminated")
	ops, status, done := parseFlags(inv, f, shufUsage, 1)
	if done {
		return status
	}
	if *echo && f.Seen("i") {
		operandError(inv, "cannot combine -e and -i options")
		return 1
	}
	count := int64(-1)
	if f.Seen("n") {
		n, err := strconv.ParseUint(*countArg, 10, 64)
		if err != nil && !numRangeErr(err) {
			errorf(inv, "invalid line count: %s", quoteArg(*countArg))
			return 1
		}
		count = int64(min(n, 1<<62))
	}
	delim := byte('\n')
	if *zero {
		delim = 0
	}
	// The random numbers: with --random-source, GNU's randint over the
	// file's bytes as they are needed, else fresh.
	var choose func(m uint64) (uint64, error)
	if f.Seen("random-source") {
		src, err := vfs.Open(ctx, inv.FS, inv.Path(*source))
		if err != nil {
			fileError(inv, *source, err)
			return 1
		}
		defer src.Close()
		g := &gnuRandint{r: bufio.NewReader(src)}
		choose = g.choose
	} else {
		rng := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
		choose = func(m uint64) (uint64, error) { return rng.Uint64N(m), nil }
	}
	var lines [][]byte
	var lo, hi uint64
	useRange := f.Seen("i")
	switch {
	case useRange:
		if len(ops) > 0 {
			operandError(inv, "extra operand %s", quoteArg(ops[0]))
			return 1
		}
		a, b, ok := strings.Cut(*rangeArg, "-")
		l, err1 := strconv.ParseUint(a, 10, 64)
		h, err2 := strconv.ParseUint(b, 10, 64)
		if !ok || err1 != nil || err2 != nil || (h < l && h+1 != l) {
			bad := *rangeArg
			note := ""
			if ok && err1 != nil {
				bad = a
				if numRangeErr(err1) {
					note = ": Value too large for defined data type"
				}
			} else if ok && err2 != nil {
				bad = b
				if numRangeErr(err2) {
					note = ": Value too large for defined data type"
				}
			}
			errorf(inv, "invalid input range: %s%s", quoteArg(bad), note)
			return 1
		}
		lo, hi = l, h
	case *echo:
		for _, op := range ops {
			lines = append(lines, []byte(op))
		}
	default:
		if len(ops) > 1 {
			operandError(inv, "extra operand %s", quoteArg(ops[1]))
			return 1
		}
		name := "-"
		if len(ops) == 1 {
			name = ops[0]
		}
		r, closer, err := openText(ctx, inv, name)
		if err != nil {
			fileError(inv, name, err)
			return 1
		}
		held := &holder{inv: inv}
		defer held.release()
		data, err := io.ReadAll(held.reader(r))
		closer()
		if err != nil {
			if ctx.Err() == nil {
				fileError(inv, name, err)
			}
			return 1
		}
		for len(data) > 0 {
			i := bytes.IndexByte(data, delim)
			if i < 0 {
				lines = append(lines, data)
				break
			}
			lines = append(lines, data[:i])
			data = data[i+1:]
		}
	}
	var out io.Writer = inv.Stdout
	if f.Seen("o") {
		file, err := inv.FS.OpenFile(ctx, inv.Path(*output), vfs.O_WRONLY|vfs.O_CREATE|vfs.O_TRUNC, fs.FileMode(0o666&^inv.Umask))
		if err != nil {
			fileError(inv, *output, err)
			return 1
		}
		defer file.Close()
		out = file
	}
	if count >= 0 && !*repeat && !useRange && !*echo {
		// GNU keeps input lines under -n in a reservoir of COUNT lines
		// (read_input_reservoir_sampling): line n >= COUNT replaces the
		// kept line j when a draw below n+1 is j < COUNT, one more draw
		// is made at the end of input, and the kept lines are shuffled.
		k := uint64(count)
		if k > 0 && uint64(len(lines)) >= k {
			kept := append([][]byte(nil), lines[:k]...)
			for i := k; ; i++ {
				if i%ctxCheckEvery == 0 && ctx.Err() != nil {
					return 1
				}
				j, err := choose(i + 1)
				if err != nil {
					shufSourceError(inv, *source, err)
					return 1
				}
				if i == uint64(len(lines)) {
					break
				}
				if j < k {
					kept[j] = lines[i]
				}
			}
			lines = kept
		}
	}
	w := bufio.NewWriterSize(out, 32<<10)
	n := uint64(len(lines))
	if useRange {
		n = hi - lo + 1 // 0 for an empty range (hi == lo-1)
	}
	item := func(i uint64) []byte {
		if useRange {
			return strconv.AppendUint(nil, lo+i, 10)
		}
		return lines[i]
	}
	emit := func(p []byte) bool {
		w.Write(p)
		return w.WriteByte(delim) == nil
	}
	if *repeat {
		if n == 0 {
			if count == 0 {
				return 0
			}
			errorf(inv, "no lines to repeat")
			return 1
		}
		// Without -n this repeats until the output limit or the time
		// limit stops it.
		for i := int64(0); count < 0 || i < count; i++ {
			if i%ctxCheckEvery == 0 && ctx.Err() != nil {
				return 1
			}
			j, err := choose(n)
			if err != nil {
				w.Flush()
				shufSourceError(inv, *source, err)
				return 1
			}
			if !emit(item(j)) {
				return 1
			}
		}
	} else {
		k := n
		if count >= 0 && uint64(count) < k {
			k = uint64(count)
		}
		// A partial Fisher-Yates shuffle; for ranges the swaps are kept in
		// a map so a huge range costs only what is printed.
		swapped := map[uint64]uint64{}
		at := func(i uint64) uint64 {
			if v, ok := swapped[i]; ok {
				return v
			}
			return i
		}
		// GNU draws the whole permutation before it prints, so a source
		// that runs out leaves no output: the draws are made first when
		// they are few enough to keep.
		var drawn []uint64
		var err error
		if f.Seen("random-source") && k <= shufDrawAhead {
			nd, err := budget(inv).AllocN(int64(k), 8)
			if err != nil {
				errorf(inv, "%v", err)
				return 1
			}
			drawn = make([]uint64, nd)
			for i := range drawn {
				if i%ctxCheckEvery == 0 && ctx.Err() != nil {
					return 1
				}
				if drawn[i], err = choose(n - uint64(i)); err != nil {
					shufSourceError(inv, *source, err)
					return 1
				}
			}
		}
		for i := uint64(0); i < k; i++ {
			if i%ctxCheckEvery == 0 && ctx.Err() != nil {
				return 1
			}
			var r uint64
			if drawn != nil {
				r = drawn[i]
			} else if r, err = choose(n - i); err != nil {
				w.Reset(out)
				shufSourceError(inv, *source, err)
				return 1
			}
			j := i + r
			vi, vj := at(i), at(j)
			swapped[j] = vi
			delete(swapped, i)
			if !emit(item(vj)) {
				return 1
			}
		}
	}
	if err := w.Flush(); err != nil {
		if f.Seen("o") {
			errorf(inv, "%s: %s", quoteName(*output), vfs.Strerror(err))
		}
		return 1
	}
	return 0
}

// shufSourceError reports a --random-source that ran out or failed, as
// GNU's randread does ("shuf: ‘f’: end of file").
func shufSourceError(inv *shell.Invocation, name string, err error) {
	if err == io.EOF || err == io.ErrUnexpectedEOF {
		errorf(inv, "%s: end of file", quoteArg(name))
		return
	}
	errorf(inv, "%s: %s", quoteArg(name), vfs.Strerror(err))
}

// gnuRandint is gnulib's randint over a byte source (randint_genmax):
// bytes are appended to a number until its range covers the choices, and a
// draw that falls in the uneven top of the range is retried with what is
// left of it, so that --random-source gives GNU's very permutation.
type gnuRandint struct {
	r        io.Reader
	num, max uint64 // the randomness not yet used and its range
}

// choose returns a number below m (m >= 1).
func (g *gnuRandint) choose(m uint64) (uint64, error) {
	genmax := m - 1
	num, max := g.num, g.max
	var buf [8]byte
	for {
		if max < genmax {
			n := 0
			for rmax := max; rmax < genmax; n++ {
				rmax = rmax<<8 + 0xff
			}
			if _, err := io.ReadFull(g.r, buf[:n]); err != nil {
				return 0, err
			}
			for i := 0; max < genmax; i++ {
				num = num<<8 + uint64(buf[i])
				max = max<<8 + 0xff
			}
		}
		if max == genmax {
			g.num, g.max = 0, 0
			return num, nil
		}
		choices := genmax + 1
		excess := max - genmax
		unusable := excess % choices
		last := max - unusable
		reduced := num % choices
		if num <= last {
			g.num, g.max = num/choices, excess/choices
			return reduced, nil
		}
		num, max = reduced, unusable-1
	}
}

// shufDrawAhead bounds the draws shuf makes before it prints.
const shufDrawAhead = 1 << 20
