package commands

import (
	"bufio"
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "base64",
		Summary: "base64 encode or decode data",
		Usage:   base64Usage,
		Run:     runBase64,
	})
}

const base64Usage = `Usage: base64 [OPTION]... [FILE]
Base64 encode or decode FILE, or standard input, to standard output.

With no FILE, or when FILE is -, read standard input.

Mandatory arguments to long options are mandatory for short options too.
  -d, --decode          decode data
  -i, --ignore-garbage  when decoding, ignore non-alphabet characters
  -w, --wrap=COLS       wrap encoded lines after COLS character (default 76).
                          Use 0 to disable line wrapping
      --help        display this help and exit

The data are encoded as described for the base64 alphabet in RFC 4648.
When decoding, the input may contain newlines in addition to the bytes of
the formal base64 alphabet.  Use --ignore-garbage to attempt to recover
from any other non-alphabet bytes in the encoded stream.
`

func runBase64(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("base64")
	decode := f.Bool('d', "decode")
	garbage := f.Bool('i', "ignore-garbage")
	wrapArg := f.String('w', "wrap", "76")
	ops, status, done := parseFlags(inv, f, base64Usage, 1)
	if done {
		return status
	}
	wrap, err := strconv.ParseInt(*wrapArg, 10, 64)
	if err != nil || wrap < 0 {
		errorf(inv, "invalid wrap size: %s", quoteArg(*wrapArg))
		return 1
	}
	if len(ops) > 1 {
		errorf(inv, "extra operand %s", quoteArg(ops[1]))
		fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
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
		err = base64Decode(ctx, in, out, *garbage)
	} else {
		err = base64Encode(ctx, in, out, int(wrap))
	}
	ferr := out.Flush()
	switch {
	case err == errBase64Invalid:
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

var errBase64Invalid = fmt.Errorf("invalid input")

// base64Encode streams in to out, wrapping lines after wrap characters
// (0: no wrapping, and no final newline).
func base64Encode(ctx context.Context, in io.Reader, out *bufio.Writer, wrap int) error {
	buf := make([]byte, 3*1024)
	enc := make([]byte, 4*1024)
	col := 0
	wrote := false
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		n, rerr := io.ReadFull(in, buf)
		if n > 0 {
			wrote = true
			m := base64.StdEncoding.EncodedLen(n)
			base64.StdEncoding.Encode(enc, buf[:n])
			for p := enc[:m]; len(p) > 0; {
				chunk := p
				if wrap > 0 {
					if wrap-col < len(chunk) {
						chunk = chunk[:wrap-col]
					}
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
	if wrap > 0 && wrote && col > 0 {
		return out.WriteByte('\n')
	}
	return nil
}

// base64Value maps an alphabet byte to its 6-bit value, -1 otherwise.
func base64Value(c byte) int {
	switch {
	case c >= 'A' && c <= 'Z':
		return int(c - 'A')
	case c >= 'a' && c <= 'z':
		return int(c-'a') + 26
	case c >= '0' && c <= '9':
		return int(c-'0') + 52
	case c == '+':
		return 62
	case c == '/':
		return 63
	}
	return -1
}

// base64Decode streams in to out. Like GNU, newlines are skipped (with
// garbage, every non-alphabet byte but '='), each group of four is decoded
// on its own so padded chunks may be concatenated, and on bad input the
// bytes decodable from the broken group are still written.
func base64Decode(ctx context.Context, in io.Reader, out *bufio.Writer, garbage bool) error {
	r := bufio.NewReader(in)
	var quad [4]byte
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
		if c == '\n' || (garbage && c != '=' && base64Value(c) < 0) {
			continue
		}
		quad[n] = c
		n++
		if n < 4 {
			continue
		}
		n = 0
		ok, err := base64Quad(out, quad[:])
		if err != nil {
			return err
		}
		if !ok {
			return errBase64Invalid
		}
	}
	if n == 0 {
		return nil
	}
	if _, err := base64Quad(out, quad[:n]); err != nil {
		return err
	}
	return errBase64Invalid
}

// base64Quad decodes one group (short only at end of input) and reports
// whether it was valid; an invalid group still yields its decodable prefix.
func base64Quad(out *bufio.Writer, q []byte) (bool, error) {
	var v [4]int
	alpha := 0
	for alpha < len(q) {
		v[alpha] = base64Value(q[alpha])
		if v[alpha] < 0 {
			break
		}
		alpha++
	}
	valid := len(q) == 4 && (alpha == 4 ||
		(alpha == 3 && q[3] == '=') ||
		(alpha == 2 && q[2] == '=' && q[3] == '='))
	var b [3]byte
	b[0] = byte(v[0]<<2 | v[1]>>4)
	b[1] = byte(v[1]<<4 | v[2]>>2)
	b[2] = byte(v[2]<<6 | v[3])
	nb := 0
	switch {
	case alpha >= 4:
		nb = 3
	case alpha == 3:
		nb = 2
	case alpha == 2:
		nb = 1
	}
	_, err := out.Write(b[:nb])
	return valid, err
}
