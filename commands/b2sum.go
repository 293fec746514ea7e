package commands

import (
	"context"
	"hash"
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
	"golang.org/x/crypto/blake2b"
)

func init() {
	register(shell.Command{
		Name:    "b2sum",
		Summary: "compute and check BLAKE2 message digests",
		Usage:   b2sumUsage,
		Run:     runB2sum,
	})
}

var b2sumUsage = sumUsageWith(blake2bAlgo(64),
	"  -l, --length=BITS     digest length in bits; must not exceed the max for\n"+
		"                          the blake2 algorithm and must be a multiple of 8\n")

// blake2bAlgo is BLAKE2b with a digest of size bytes, tagged as GNU
// tags it ("BLAKE2b", "BLAKE2b-256").
func blake2bAlgo(size int) sumAlgo {
	tag := "BLAKE2b"
	if size != 64 {
		tag += "-" + strconv.Itoa(size*8)
	}
	return sumAlgo{"b2sum", tag, "512-bit", "RFC 7693", newBlake2b(size), size, true}
}

// newBlake2b returns x/crypto's unkeyed BLAKE2b; size (1..64) is checked
// by parseBlake2Length or fixed by the caller, so New cannot fail.
func newBlake2b(size int) func() hash.Hash {
	return func() hash.Hash {
		h, err := blake2b.New(size, nil)
		if err != nil {
			panic(err)
		}
		return h
	}
}

// b2sumLength reads a -l value as GNU's xdectoumax: decimal, blanks and
// a '+' before it; msg is GNU's message for anything else.
func b2sumLength(v string) (uint64, string) {
	t := strings.TrimLeft(v, " \t\n\v\f\r")
	t = strings.TrimPrefix(t, "+")
	if t == "" || strings.TrimLeft(t, "0123456789") != "" {
		return 0, "invalid length: " + quoteArg(v)
	}
	n, err := strconv.ParseUint(t, 10, 64)
	if err != nil {
		return 0, "invalid length: " + quoteArg(v) + ": Value too large for defined data type"
	}
	return n, ""
}

// b2sumTagBits reads the N of a BLAKE2b-N tag as strtoumax with base 0
// does (decimal, 0x hex, 0 octal): the value (0 when none or too large)
// and the bytes used.
func b2sumTagBits(s string) (uint64, int) {
	i, base := 0, uint64(10)
	switch {
	case strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X"):
		if len(s) > 2 && isHex(s[2]) {
			i, base = 2, 16
		}
	case strings.HasPrefix(s, "0"):
		base = 8
	}
	start := i
	var n uint64
	for i < len(s) {
		d := uint64(sedDigitValue(s[i]))
		if d >= base {
			break
		}
		if n > (1<<63)/base {
			return 0, i
		}
		n = n*base + d
		i++
	}
	if i == start {
		return 0, 0
	}
	return n, i
}

// parseBlake2Length checks a --length value: a multiple of 8 up to 512
// bits, 0 meaning 512. It returns the digest size in bytes, or GNU's
// message lines.
func parseBlake2Length(s string) (int, []string) {
	n, err := strconv.Atoi(s)
	switch {
	case err != nil || n < 0:
		return 0, []string{"invalid length: " + quoteArg(s)}
	case n > 512:
		return 0, []string{"invalid length: " + quoteArg(s), "maximum digest length for " + quoteArg("BLAKE2b") + " is 512 bits"}
	case n%8 != 0:
		return 0, []string{"invalid length: " + quoteArg(s), "length is not a multiple of 8"}
	case n == 0:
		return 64, nil
	}
	return n / 8, nil
}

// runB2sum runs as the other *sum commands, with -l/--length.
func runB2sum(ctx context.Context, inv *shell.Invocation) int {
	return runSum(ctx, inv, blake2bAlgo(64), b2sumUsage)
}

func isHex(c byte) bool { return isDigit(c) || c|0x20 >= 'a' && c|0x20 <= 'f' }
