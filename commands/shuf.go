package commands

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
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

With --random-source the output is a fixed function of the file's
contents (though not the same permutation GNU shuf would print).
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
	// The random source: a seed from --random-source's bytes, else fresh.
	var rng *rand.Rand
	if f.Seen("random-source") {
		// A bounded prefix: a source is often endless (/dev/zero,
		// /dev/urandom), and GNU reads only the bytes it needs.
		src, err := vfs.Open(ctx, inv.FS, inv.Path(*source))
		if err != nil {
			fileError(inv, *source, err)
			return 1
		}
		data, err := io.ReadAll(io.LimitReader(src, shufSourceMax))
		src.Close()
		if err != nil {
			fileError(inv, *source, err)
			return 1
		}
		sum := sha256.Sum256(data)
		rng = rand.New(rand.NewPCG(binary.LittleEndian.Uint64(sum[:8]), binary.LittleEndian.Uint64(sum[8:16])))
	} else {
		rng = rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
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
			if !emit(item(rng.Uint64N(n))) {
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
		for i := uint64(0); i < k; i++ {
			if i%ctxCheckEvery == 0 && ctx.Err() != nil {
				return 1
			}
			j := i + rng.Uint64N(n-i)
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

// shufSourceMax is how much of --random-source seeds the shuffle.
const shufSourceMax = 64 << 10
