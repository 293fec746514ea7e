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

var b2sumUsage = strings.Replace(sumUsage(blake2bAlgo(64)),
	"  -c, --check           read checksums from the FILEs and check them\n",
	"  -c, --check           read checksums from the FILEs and check them\n"+
		"  -l, --length=BITS     digest length in bits; must not exceed the max for\n"+
		"                          the blake2 algorithm and must be a multiple of 8\n", 1)

// blake2bAlgo is BLAKE2b with a digest of size bytes, tagged as GNU
// tags it ("BLAKE2b", "BLAKE2b-256").
func blake2bAlgo(size int) sumAlgo {
	tag := "BLAKE2b"
	if size != 64 {
		tag += "-" + strconv.Itoa(size*8)
	}
	return sumAlgo{"b2sum", tag, "512-bit", "RFC 7693", newBlake2b(size), size}
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

// runB2sum takes -l/--length out of the arguments, then runs as the
// other *sum commands.
func runB2sum(ctx context.Context, inv *shell.Invocation) int {
	length := ""
	args := []string{inv.Args[0]}
	rest := inv.Args[1:]
	for i := 0; i < len(rest); i++ {
		a := rest[i]
		switch {
		case a == "--":
			args = append(args, rest[i:]...)
			i = len(rest)
		case (a == "-l" || a == "--length" || a == "--len" || a == "--lengt") && i+1 < len(rest):
			length = rest[i+1]
			i++
		case strings.HasPrefix(a, "--length="):
			length = strings.TrimPrefix(a, "--length=")
		case strings.HasPrefix(a, "-l") && !strings.HasPrefix(a, "--"):
			length = a[2:]
		default:
			args = append(args, a)
		}
	}
	size := 64
	if length != "" {
		n, msgs := parseBlake2Length(length)
		if msgs != nil {
			for _, m := range msgs {
				errorf(inv, "%s", m)
			}
			return 1
		}
		size = n
	}
	sub := *inv
	sub.Args = args
	return runSum(ctx, &sub, blake2bAlgo(size), b2sumUsage)
}
