package commands

import (
	"bufio"
	"context"
	"encoding/base32"
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "base32",
		Summary: "base32 encode or decode data",
		Usage:   base32Usage,
		Run:     runBase32,
	})
}

const base32Usage = `Usage: base32 [OPTION]... [FILE]
Base32 encode or decode FILE, or standard input, to standard output.

With no FILE, or when FILE is -, read standard input.

Mandatory arguments to long options are mandatory for short options too.
  -d, --decode          decode data
  -i, --ignore-garbage  when decoding, ignore non-alphabet characters
  -w, --wrap=COLS       wrap encoded lines after COLS character (default 76).
                          Use 0 to disable line wrapping
      --help        display this help and exit

The data are encoded as described for the base32 alphabet in RFC 4648.
When decoding, the input may contain newlines in addition to the bytes of
the formal base32 alphabet.  Use --ignore-garbage to attempt to recover
from any other non-alphabet bytes in the encoded stream.
`

func runBase32(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("base32")
	decode := f.Bool('d', "decode")
	garbage := f.Bool('i', "ignore-garbage")
	wrapArg := f.String('w', "wrap", "76")
	ops, status, done := parseFlags(inv, f, base32Usage, 1)
	if done {
		return status
	}
	wrap, err := strconv.ParseInt(*wrapArg, 10, 64)
	if err != nil || wrap < 0 {
		errorf(inv, "invalid wrap size: %s", quoteArg(*wrapArg))
		return 1
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
		err = base32Decode(ctx, in, out, *garbage)
	} else {
		err = base32Encode(ctx, in, out, int(wrap))
	}
	ferr := out.Flush()
	switch {
	case err == errBase32Invalid:
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

var errBase32Invalid = fmt.Errorf("invalid input")

// base32Encode streams in to out, wrapping lines after wrap characters
// (0: no wrapping, and no final newline).
func base32Encode(ctx context.Context, in io.Reader, out *bufio.Writer, wrap int) error {
	buf := make([]byte, 5*1024)
	enc := make([]byte, 8*1024)
	col := 0
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		n, rerr := io.ReadFull(in, buf)
		if n > 0 {
			m := base32.StdEncoding.EncodedLen(n)
			base32.StdEncoding.Encode(enc, buf[:n])
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

// base32Value maps an alphabet byte to its 5-bit value, -1 otherwise.
func base32Value(c byte) int {
	switch {
	case c >= 'A' && c <= 'Z':
		return int(c - 'A')
	case c >= '2' && c <= '7':
		return int(c-'2') + 26
	}
	return -1
}

// base32Decode streams in to out in groups of eight, as gnulib's decoder
// does: newlines (with garbage, all non-alphabet bytes but '=') are
// skipped, each group stands alone, and a bad group still yields the
// bytes decoded before the fault.
func base32Decode(ctx context.Context, in io.Reader, out *bufio.Writer, garbage bool) error {
	r := bufio.NewReader(in)
	var group [8]byte
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
		if c == '\n' || (garbage && c != '=' && base32Value(c) < 0) {
			continue
		}
		group[n] = c
		n++
		if n < 8 {
			continue
		}
		n = 0
		ok, err := base32Group(out, group[:])
		if err != nil {
			return err
		}
		if !ok {
			return errBase32Invalid
		}
	}
	if n == 0 {
		return nil
	}
	return errBase32Invalid
}

// base32Group decodes one full group of eight, gnulib's decode_8.
func base32Group(out *bufio.Writer, in []byte) (bool, error) {
	var v [8]int
	for i, c := range in {
		v[i] = base32Value(c)
	}
	valid := func(i int) bool { return v[i] >= 0 }
	pads := func(from int) bool {
		for _, c := range in[from:] {
			if c != '=' {
				return false
			}
		}
		return true
	}
	if !valid(0) || !valid(1) {
		return false, nil
	}
	if err := out.WriteByte(byte(v[0]<<3 | v[1]>>2)); err != nil {
		return false, err
	}
	if in[2] == '=' {
		return pads(3), nil
	}
	if !valid(2) || !valid(3) {
		return false, nil
	}
	if err := out.WriteByte(byte(v[1]<<6 | v[2]<<1 | v[3]>>4)); err != nil {
		return false, err
	}
	if in[4] == '=' {
		return pads(5), nil
	}
	if !valid(4) {
		return false, nil
	}
	if err := out.WriteByte(byte(v[3]<<4 | v[4]>>1)); err != nil {
		return false, err
	}
	if in[5] == '=' {
		return pads(6), nil
	}
	if !valid(5) || !valid(6) {
		return false, nil
	}
	if err := out.WriteByte(byte(v[4]<<7 | v[5]<<2 | v[6]>>3)); err != nil {
		return false, err
	}
	if in[7] == '=' {
		return true, nil
	}
	if !valid(7) {
		return false, nil
	}
	return true, out.WriteByte(byte(v[6]<<5 | v[7]))
}
