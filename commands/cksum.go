package commands

import (
	"bufio"
	"context"
	"crypto/sha256"
	"crypto/sha512"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "cksum",
		Summary: "compute and verify file checksums",
		Usage:   cksumUsage,
		Run:     runCksum,
	})
}

const cksumUsage = `Usage: cksum [OPTION]... [FILE]...
Print or verify checksums.
By default use the 32 bit CRC algorithm.

With no FILE, or when FILE is -, read standard input.

Mandatory arguments to long options are mandatory for short options too.
  -a, --algorithm=TYPE  select the digest type to use.  See DIGEST below.
  -c, --check           read checksums from the FILEs and check them
  -l, --length=BITS     digest length in bits; must not exceed the max for
                          the blake2 algorithm and must be a multiple of 8
      --tag             create a BSD-style checksum (the default)
      --untagged        create a reversed style checksum, without digest type
  -z, --zero            end each output line with NUL, not newline,
                          and disable file name escaping

The following five options are useful only when verifying checksums:
      --ignore-missing  don't fail or report status for missing files
      --quiet           don't print OK for each successfully verified file
      --status          don't output anything, status code shows success
      --strict          exit non-zero for improperly formatted checksum lines
  -w, --warn            warn about improperly formatted checksum lines

      --debug           indicate which implementation used
      --help        display this help and exit

DIGEST determines the digest algorithm and default output format:
  sysv      (equivalent to sum -s)
  bsd       (equivalent to sum -r)
  crc       (equivalent to cksum)
  md5       (equivalent to md5sum)
  sha1      (equivalent to sha1sum)
  sha224    (equivalent to sha224sum)
  sha256    (equivalent to sha256sum)
  sha384    (equivalent to sha384sum)
  sha512    (equivalent to sha512sum)
  blake2b   (equivalent to b2sum)
  sm3       (only available through cksum)

When checking, the input should be a former output of this program,
or equivalent standalone program.

In the sandbox sm3 is not available.
`

var cksumAlgos = []string{"bsd", "sysv", "crc", "md5", "sha1", "sha224", "sha256", "sha384", "sha512", "blake2b", "sm3"}

// cksumDigest returns the sumAlgo for one of cksum's digest algorithms.
func cksumDigest(name string) (sumAlgo, bool) {
	switch name {
	case "sha224":
		return sumAlgo{"sha224sum", "SHA224", "224-bit", "RFC 3874", sha256.New224, sha256.Size224, false}, true
	case "sha384":
		return sumAlgo{"sha384sum", "SHA384", "384-bit", "FIPS-180-2", sha512.New384, sha512.Size384, false}, true
	}
	for _, a := range sumAlgos {
		if a.cmd == name+"sum" {
			return a, true
		}
	}
	return sumAlgo{}, false
}

func runCksum(ctx context.Context, inv *shell.Invocation) int {
	return watchStdin(inv, func(inv *shell.Invocation) int { return runCksumWatched(ctx, inv) })
}

func runCksumWatched(ctx context.Context, inv *shell.Invocation) int {
	var o sumOpts
	f := newFlagSet("cksum")
	algo := f.String('a', "algorithm", "crc")
	f.Func('c', "check", false, func(string) error { o.check = true; return nil })
	length := f.String('l', "length", "")
	f.Func(0, "tag", false, func(string) error { o.tag = true; return nil })
	untagged := f.Bool(0, "untagged")
	f.Func('z', "zero", false, func(string) error { o.zero = true; return nil })
	f.Func(0, "ignore-missing", false, func(string) error { o.ignoreMissing = true; return nil })
	f.Func(0, "quiet", false, func(string) error { o.quiet, o.status = true, false; return nil })
	f.Func(0, "status", false, func(string) error { o.status, o.quiet = true, false; return nil })
	f.Func(0, "strict", false, func(string) error { o.strict = true; return nil })
	f.Func('w', "warn", false, func(string) error { o.warn = true; return nil })
	f.Bool(0, "debug")
	ops, status, done := parseFlags(inv, f, cksumUsage, 1)
	if done {
		return status
	}
	valid := false
	for _, a := range cksumAlgos {
		valid = valid || a == *algo
	}
	if !valid {
		errorf(inv, "invalid argument %s for %s", quoteArg(*algo), quoteArg("--algorithm"))
		var b strings.Builder
		b.WriteString("Valid arguments are:\n")
		for _, a := range cksumAlgos {
			fmt.Fprintf(&b, "  - %s\n", quoteArg(a))
		}
		b.WriteString("Try 'cksum --help' for more information.\n")
		io.WriteString(inv.Stderr, b.String())
		return 1
	}
	if f.Seen("l") && *algo != "blake2b" {
		errorf(inv, "--length is only supported with --algorithm=blake2b")
		return 1
	}
	if *algo == "sm3" {
		errorf(inv, "%s: algorithm not available in the sandbox", *algo)
		return 1
	}
	blakeSize := 64
	if f.Seen("l") {
		n, msgs := parseBlake2Length(*length)
		if msgs != nil {
			for _, m := range msgs {
				errorf(inv, "%s", m)
			}
			return 1
		}
		blakeSize = n
	}
	// Without operands crc, bsd and sysv lines leave the name out.
	named := len(ops) > 0
	if !named {
		ops = []string{"-"}
	}
	out := bufio.NewWriter(inv.Stdout)
	defer out.Flush()
	ok := true
	a, digest := cksumDigest(*algo)
	if *algo == "blake2b" {
		a, digest = blake2bAlgo(blakeSize), true
	}
	if digest {
		o.tag = !*untagged
		fine, stopped := sumOperands(ctx, inv, a, &o, ops, out)
		if stopped {
			return 1
		}
		ok = fine
	} else {
		if o.check && f.Seen("a") {
			errorf(inv, "--check is not supported with --algorithm={bsd,sysv,crc}")
			return 1
		}
		if o.check {
			for _, name := range ops {
				fine, err := cksumCheckTagged(ctx, inv, &o, name, out)
				if err != nil {
					return 1
				}
				ok = ok && fine
			}
			if out.Flush() != nil || !ok {
				return 1
			}
			return 0
		}
		end := "\n"
		if o.zero {
			end = "\x00"
		}
		for _, name := range ops {
			line, fine := checksumLine(ctx, inv, *algo, name, out)
			if !named {
				line = strings.TrimSuffix(line, " -")
			}
			if line != "" {
				out.WriteString(line + end)
			}
			ok = ok && fine
		}
	}
	if err := out.Flush(); err != nil {
		flushedWriteFailed(inv, err) // GNU flushes each line
		return 1
	}
	if !ok {
		return 1
	}
	return 0
}

// cksumCheckTagged is cksum -c without -a: each line names its
// algorithm by its tag ("SHA256 (f) = ..."), as GNU's split_3 reads it;
// an untagged line, or one of crc, bsd or sysv, is improperly formatted.
func cksumCheckTagged(ctx context.Context, inv *shell.Invocation, o *sumOpts, name string, out *bufio.Writer) (bool, error) {
	lo := *o
	lo.lineAlgo = cksumLineAlgo
	// Before any tag the algorithm warnings name is the default's.
	return checkSums(ctx, inv, sumAlgo{tag: "CRC"}, &lo, name, out)
}

// cksumLineAlgo is the algorithm a tagged checksum line names.
func cksumLineAlgo(line string) (sumAlgo, bool) {
	tag, _, found := strings.Cut(strings.TrimPrefix(strings.TrimLeft(line, " \t"), "\\"), " (")
	if !found {
		return sumAlgo{}, false
	}
	if name, bits, _ := strings.Cut(tag, "-"); name == "BLAKE2b" {
		size := 64
		if n, err := strconv.Atoi(bits); err == nil && n > 0 && n <= 512 && n%8 == 0 {
			size = n / 8
		}
		return blake2bAlgo(size), true
	}
	a, ok := cksumDigest(strings.ToLower(tag))
	return a, ok && a.tag == tag
}

// checksumLine computes one of the old checksums (crc, bsd, sysv) of a
// file and formats its line as cksum and sum print it; "" after a
// reported error.
func checksumLine(ctx context.Context, inv *shell.Invocation, algo, name string, out *bufio.Writer) (string, bool) {
	in, closeIn, err := openText(ctx, inv, name)
	if err != nil {
		out.Flush()
		fileError(inv, quoteName(name), err)
		return "", false
	}
	defer closeIn()
	var crc, bsd uint32
	var sysv uint32
	crcTable := crcTable()
	var n int64
	buf := make([]byte, 64<<10)
	for {
		m, err := in.Read(buf)
		for _, c := range buf[:m] {
			crc = crc<<8 ^ crcTable[byte(crc>>24)^c]
			bsd = (bsd >> 1) + ((bsd & 1) << 15)
			bsd = (bsd + uint32(c)) & 0xffff
			sysv += uint32(c)
		}
		n += int64(m)
		if err == io.EOF {
			break
		}
		if err != nil {
			if ctx.Err() != nil {
				return "", false
			}
			if algo == "crc" {
				// GNU's crc loop takes a read error (a directory) for
				// the end of the file.
				break
			}
			out.Flush()
			fileError(inv, quoteName(name), err)
			return "", false
		}
	}
	suffix := " " + name
	switch algo {
	case "bsd":
		return fmt.Sprintf("%05d %5d", bsd, (n+1023)/1024) + suffix, true
	case "sysv":
		r := (sysv & 0xffff) + (sysv >> 16)
		return fmt.Sprintf("%d %d", (r&0xffff)+(r>>16), (n+511)/512) + suffix, true
	}
	for l := n; l > 0; l >>= 8 {
		crc = crc<<8 ^ crcTable[byte(crc>>24)^byte(l)]
	}
	return fmt.Sprintf("%d %d", ^crc, n) + suffix, true
}

// crcTable is the POSIX cksum CRC-32 table (polynomial 0x04C11DB7,
// most significant bit first). Built on first use, not at start-up.
var crcTable = sync.OnceValue(func() (t *[256]uint32) {
	t = new([256]uint32)
	for i := range t {
		c := uint32(i) << 24
		for k := 0; k < 8; k++ {
			if c&0x80000000 != 0 {
				c = c<<1 ^ 0x04C11DB7
			} else {
				c <<= 1
			}
		}
		t[i] = c
	}
	return t
})
