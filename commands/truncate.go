package commands

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"math/big"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "truncate",
		Summary: "shrink or extend the size of a file to the specified size",
		Usage:   truncateUsage,
		Run:     runTruncate,
	})
}

const truncateUsage = `Usage: truncate OPTION... FILE...
Shrink or extend the size of each FILE to the specified size

A FILE argument that does not exist is created.

If a FILE is larger than the specified size, the extra data is lost.
If a FILE is shorter, it is extended and the sparse extended part (hole)
reads as zero bytes.

Mandatory arguments to long options are mandatory for short options too.
  -c, --no-create        do not create any files
  -o, --io-blocks        treat SIZE as number of IO blocks instead of bytes
  -r, --reference=RFILE  base size on RFILE
  -s, --size=SIZE        set or adjust the file size by SIZE bytes
      --help        display this help and exit

The SIZE argument is an integer and optional unit (example: 10K is 10*1024).
Units are K,M,G,T,P,E,Z,Y,R,Q (powers of 1024) or KB,MB,... (powers of 1000).
Binary prefixes can be used, too: KiB=K, MiB=M, and so on.

SIZE may also be prefixed by one of the following modifying characters:
'+' extend by, '-' reduce by, '<' at most, '>' at least,
'/' round down to multiple of, '%' round up to multiple of.

The sandbox's IO block size is 4096 bytes.
`

// truncBlockSize is st_blksize for -o: the sandbox's filesystems use 4 KiB.
const truncBlockSize = 4096

type truncMode int

const (
	truncAbs       truncMode = iota
	truncRel                 // + or -
	truncMax                 // <
	truncMin                 // >
	truncRoundDown           // /
	truncRoundUp             // %
)

// parseSuffixedInt parses a decimal integer with an optional unit as
// gnulib's xstrtoimax does with the suffix set "EgGkKmMPQRtTYZ0": K, KiB
// (1024) or KB (1000), and so on. It returns GNU's message on error.
func parseSuffixedInt(s string) (int64, string) {
	t := strings.TrimLeft(s, " \t\n\v\f\r")
	neg := false
	if t != "" && (t[0] == '-' || t[0] == '+') {
		neg = t[0] == '-'
		t = t[1:]
	}
	i := 0
	for i < len(t) && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	if i == 0 {
		return 0, fmt.Sprintf("Invalid number: %s", quoteArg(s))
	}
	v, ok := new(big.Int).SetString(t[:i], 10)
	if !ok {
		return 0, fmt.Sprintf("Invalid number: %s", quoteArg(s))
	}
	if suf := t[i:]; suf != "" {
		p := strings.IndexByte("KMGTPEZY", strings.ToUpper(suf[:1])[0])
		if p < 0 || strings.IndexByte("EgGkKmMPtTYZ", suf[0]) < 0 {
			return 0, fmt.Sprintf("Invalid number: %s", quoteArg(s))
		}
		base := int64(1024)
		switch suf[1:] {
		case "", "iB":
		case "B":
			base = 1000
		default:
			return 0, fmt.Sprintf("Invalid number: %s", quoteArg(s))
		}
		v.Mul(v, new(big.Int).Exp(big.NewInt(base), big.NewInt(int64(p+1)), nil))
	}
	if neg {
		v.Neg(v)
	}
	if !v.IsInt64() {
		return 0, fmt.Sprintf("Invalid number: %s: Value too large for defined data type", quoteArg(s))
	}
	return v.Int64(), ""
}

func runTruncate(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("truncate")
	noCreate := f.Bool('c', "no-create")
	blocks := f.Bool('o', "io-blocks")
	ref := f.String('r', "reference", "")
	var size int64
	mode := truncAbs
	gotSize := false
	f.Func('s', "size", true, func(v string) error {
		mode = truncAbs
		v = strings.TrimLeft(v, " \t\n\v\f\r")
		if v != "" {
			if m := strings.IndexByte("<>/%", v[0]); m >= 0 {
				mode = []truncMode{truncMax, truncMin, truncRoundDown, truncRoundUp}[m]
				v = strings.TrimLeft(v[1:], " \t\n\v\f\r")
			}
		}
		if v != "" && (v[0] == '+' || v[0] == '-') {
			if mode != truncAbs {
				return &usageError{"multiple relative modifiers specified"}
			}
			mode = truncRel
		}
		n, msg := parseSuffixedInt(v)
		if msg != "" {
			return errors.New(msg)
		}
		if (mode == truncRoundUp || mode == truncRoundDown) && n == 0 {
			return errors.New("division by zero")
		}
		size, gotSize = n, true
		return nil
	})
	ops, status, done := parseFlags(inv, f, truncateUsage, 1)
	if done {
		return status
	}
	haveRef := f.Seen("r")
	switch {
	case haveRef && gotSize && mode == truncAbs:
		operandError(inv, "you must specify a relative ‘--size’ with ‘--reference’")
		return 1
	case !haveRef && !gotSize:
		operandError(inv, "you must specify either ‘--size’ or ‘--reference’")
		return 1
	case *blocks && !gotSize:
		operandError(inv, "‘--io-blocks’ was specified but ‘--size’ was not")
		return 1
	case len(ops) == 0:
		operandError(inv, "missing file operand")
		return 1
	}
	refSize := int64(-1)
	if haveRef {
		fi, err := inv.FS.Stat(ctx, inv.Path(*ref))
		if err != nil {
			errorf(inv, "cannot stat %s: %s", quoteFile(*ref), vfs.Strerror(err))
			return 1
		}
		refSize = fi.Size()
		if !gotSize {
			size = refSize
		}
	}
	status = 0
	for _, name := range ops {
		if err := ctx.Err(); err != nil {
			return 1
		}
		flag := vfs.O_WRONLY
		if !*noCreate {
			flag |= vfs.O_CREATE
		}
		file, err := inv.FS.OpenFile(ctx, inv.Path(name), flag, fs.FileMode(0o666&^inv.Umask))
		if err != nil {
			if !(*noCreate && errors.Is(err, vfs.ErrNotExist)) {
				errorf(inv, "cannot open %s for writing: %s", quoteFile(name), vfs.Strerror(err))
				status = 1
			}
			continue
		}
		if msg := truncateFile(file, name, size, refSize, mode, *blocks); msg != "" {
			errorf(inv, "%s", msg)
			status = 1
		}
		file.Close()
	}
	return status
}

// truncateFile is GNU's do_ftruncate: it computes the new size from the
// file's (or the reference's) size and applies it.
func truncateFile(file vfs.File, name string, size, refSize int64, mode truncMode, blocks bool) string {
	ssize := size
	if blocks {
		if size > math.MaxInt64/truncBlockSize || size < math.MinInt64/truncBlockSize {
			return fmt.Sprintf("overflow in %d * %d byte blocks for file %s", size, truncBlockSize, quoteFile(name))
		}
		ssize = size * truncBlockSize
	}
	nsize := ssize
	if mode != truncAbs {
		fsize := refSize
		if fsize < 0 {
			fi, err := file.Stat()
			if err != nil {
				return fmt.Sprintf("cannot fstat %s: %s", quoteFile(name), vfs.Strerror(err))
			}
			fsize = fi.Size()
		}
		switch mode {
		case truncMin:
			nsize = max(fsize, ssize)
		case truncMax:
			nsize = min(fsize, ssize)
		case truncRoundDown:
			nsize = fsize - fsize%ssize
		case truncRoundUp:
			if r := fsize % ssize; r != 0 {
				if fsize-r > math.MaxInt64-ssize {
					return fmt.Sprintf("overflow rounding up size of file %s", quoteFile(name))
				}
				nsize = fsize - r + ssize
			} else {
				nsize = fsize
			}
		default:
			if ssize > 0 && fsize > math.MaxInt64-ssize {
				return fmt.Sprintf("overflow extending size of file %s", quoteFile(name))
			}
			nsize = fsize + ssize
		}
	}
	if nsize < 0 {
		nsize = 0
	}
	if err := file.Truncate(nsize); err != nil {
		return fmt.Sprintf("failed to truncate %s at %d bytes: %s", quoteFile(name), nsize, vfs.Strerror(err))
	}
	return ""
}
