package commands

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

// baseCodec is what base32 and base64 differ in; the rest (options,
// streaming, wrapping, GNU's handling of newlines, garbage and bad
// groups) is one code.
type baseCodec struct {
	name  string // the command, "base64"
	usage string
	enc   interface {
		EncodedLen(n int) int
		Encode(dst, src []byte)
	}
	block int              // input bytes one group of output encodes
	group int              // characters in a group
	value func(c byte) int // a character's value in the alphabet, -1 outside
	// decodeGroup decodes one group and reports whether it was valid; an
	// invalid one still yields the bytes decoded before the fault. It is
	// given a short group (at the end of the input) only when shortEnd.
	decodeGroup func(out *bufio.Writer, g []byte) (bool, error)
	shortEnd    bool
}

// baseUsage is the --help of base32 or base64 (title: "Base64").
func baseUsage(name, title string) string {
	return `Usage: ` + name + ` [OPTION]... [FILE]
` + title + ` encode or decode FILE, or standard input, to standard output.

With no FILE, or when FILE is -, read standard input.

Mandatory arguments to long options are mandatory for short options too.
  -d, --decode          decode data
  -i, --ignore-garbage  when decoding, ignore non-alphabet characters
  -w, --wrap=COLS       wrap encoded lines after COLS character (default 76).
                          Use 0 to disable line wrapping
      --help        display this help and exit

The data are encoded as described for the ` + name + ` alphabet in RFC 4648.
When decoding, the input may contain newlines in addition to the bytes of
the formal ` + name + ` alphabet.  Use --ignore-garbage to attempt to recover
from any other non-alphabet bytes in the encoded stream.
`
}

func (bc *baseCodec) run(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet(bc.name)
	decode := f.Bool('d', "decode")
	garbage := f.Bool('i', "ignore-garbage")
	// GNU checks -w where it is given, even if a later -w replaces it.
	wrap := int64(76)
	f.Func('w', "wrap", true, func(v string) error {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n < 0 {
			return &usageFail{"invalid wrap size: " + quoteArg(v)}
		}
		wrap = n
		return nil
	})
	ops, status, done := parseFlags(inv, f, bc.usage, 1)
	if done {
		return status
	}
	if len(ops) > 1 {
		operandError(inv, "extra operand %s", quoteArg(ops[1]))
		return 1
	}
	name := "-"
	if len(ops) == 1 {
		name = ops[0]
	}
	in, closeIn, err := openInput(ctx, inv, name)
	if errors.Is(err, vfs.ErrIsDir) {
		// GNU opens a directory fine and fails on the first read.
		errorf(inv, "read error: %s", vfs.Strerror(err))
		return 1
	}
	if err != nil {
		fileError(inv, name, err)
		return 1
	}
	defer closeIn()
	out := bufio.NewWriter(inv.Stdout)
	if *decode {
		err = bc.decode(ctx, in, out, *garbage)
	} else {
		err = bc.encode(ctx, in, out, int(wrap))
	}
	ferr := out.Flush()
	switch {
	case err == errBaseInvalid:
		errorf(inv, "invalid input")
		return 1
	case err != nil:
		if ctx.Err() == nil && ferr == nil {
			fileError(inv, name, err)
		}
		return 1
	case ferr != nil:
		return 1
	}
	return 0
}

var errBaseInvalid = fmt.Errorf("invalid input")

// encode streams in to out, wrapping lines after wrap characters (0: no
// wrapping, and no final newline).
func (bc *baseCodec) encode(ctx context.Context, in io.Reader, out *bufio.Writer, wrap int) error {
	buf := make([]byte, bc.block*1024)
	enc := make([]byte, bc.group*1024)
	col := 0
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		n, rerr := io.ReadFull(in, buf)
		if n > 0 {
			m := bc.enc.EncodedLen(n)
			bc.enc.Encode(enc, buf[:n])
			for p := enc[:m]; len(p) > 0; {
				chunk := p
				if wrap > 0 && wrap-col < len(chunk) {
					chunk = chunk[:wrap-col]
				}
				if _, err := out.Write(chunk); err != nil {
					return err
				}
				p = p[len(chunk):]
				col += len(chunk)
				if wrap > 0 && col == wrap {
					if err := out.WriteByte('\n'); err != nil {
						return err
					}
					col = 0
				}
			}
		}
		if rerr == io.EOF || rerr == io.ErrUnexpectedEOF {
			break
		}
		if rerr != nil {
			return rerr
		}
	}
	if wrap > 0 && col > 0 {
		return out.WriteByte('\n')
	}
	return nil
}

// decode streams in to out group by group, as gnulib's decoders do:
// newlines (with garbage, all non-alphabet bytes but '=') are skipped,
// each group stands alone so padded chunks may be concatenated, and a bad
// group still yields the bytes decoded before the fault.
func (bc *baseCodec) decode(ctx context.Context, in io.Reader, out *bufio.Writer, garbage bool) error {
	r := bufio.NewReader(in)
	g := make([]byte, bc.group)
	n := 0
	for {
		if n == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		c, err := r.ReadByte()
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		if c == '\n' || (garbage && c != '=' && bc.value(c) < 0) {
			continue
		}
		g[n] = c
		n++
		if n < len(g) {
			continue
		}
		n = 0
		ok, err := bc.decodeGroup(out, g)
		if err != nil {
			return err
		}
		if !ok {
			return errBaseInvalid
		}
	}
	if n == 0 {
		return nil
	}
	if bc.shortEnd {
		if _, err := bc.decodeGroup(out, g[:n]); err != nil {
			return err
		}
	}
	return errBaseInvalid
}
