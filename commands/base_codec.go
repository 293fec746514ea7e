package commands

import (
	"bufio"
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

// baseCodec is what base32, base64 and basenc's encodings differ in; the
// rest (options, streaming, wrapping, GNU's handling of newlines, garbage
// and bad groups) is one code.
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

	// What only some of basenc's encodings have.
	readSize  int                 // bytes encoded at a time (default block*1024)
	encCheck  func(n int) error   // refuses a read of n bytes before it is encoded
	translate func(c byte) byte   // maps a character to decodeGroup's alphabet
	reject    func(c byte) bool   // a character that fails its whole read (chunk bytes)
	chunk     int                 // characters read at a time when decoding
	stream    func() baseStreamer // a decoder of single characters, instead of groups
}

// baseStreamer decodes an encoding character by character (base16,
// base2, z85): put takes one character other than a newline and reports
// whether it was valid; pending tells whether the input ended inside a
// group.
type baseStreamer interface {
	put(out *bufio.Writer, c byte) (bool, error)
	pending() bool
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

// wrapOption declares -w/--wrap COLS (76 by default). GNU checks -w where
// it is given, even if a later -w replaces it.
func wrapOption(f *flagSet) *int64 {
	wrap := int64(76)
	f.Func('w', "wrap", true, func(v string) error {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n < 0 {
			return &usageFail{"invalid wrap size: " + quoteArg(v)}
		}
		wrap = n
		return nil
	})
	return &wrap
}

func (bc *baseCodec) run(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet(bc.name)
	decode := f.Bool('d', "decode")
	garbage := f.Bool('i', "ignore-garbage")
	wrap := wrapOption(f)
	ops, status, done := parseFlags(inv, f, bc.usage, 1)
	if done {
		return status
	}
	name, ok := oneFileOperand(inv, ops)
	if !ok {
		return 1
	}
	return bc.process(ctx, inv, name, *decode, *garbage, *wrap)
}

// oneFileOperand is the one file operand base64, base32 and basenc take,
// "-" without one; false after reporting an extra operand.
func oneFileOperand(inv *shell.Invocation, ops []string) (string, bool) {
	if len(ops) > 1 {
		operandError(inv, "extra operand %s", quoteArg(ops[1]))
		return "", false
	}
	if len(ops) == 1 {
		return ops[0], true
	}
	return "-", true
}

// process encodes or decodes the operand name to standard output.
func (bc *baseCodec) process(ctx context.Context, inv *shell.Invocation, name string, decode, garbage bool, wrap int64) int {
	in, closeIn, err := openInput(ctx, inv, name)
	if errors.Is(err, vfs.ErrIsDir) {
		// GNU opens a directory fine and fails on the first read.
		errorf(inv, "read error: %s", vfs.Strerror(err))
		return 1
	}
	if err != nil {
		fileError(inv, quoteName(name), err)
		return 1
	}
	defer closeIn()
	out := bufio.NewWriter(inv.Stdout)
	if decode {
		err = bc.decode(ctx, in, out, garbage)
	} else {
		err = bc.encode(ctx, in, out, int(wrap))
	}
	ferr := out.Flush()
	var msg baseMessage
	switch {
	case err == errBaseInvalid:
		errorf(inv, "invalid input")
		return 1
	case errors.As(err, &msg):
		errorf(inv, "%s", string(msg))
		return 1
	case err != nil:
		if ctx.Err() == nil && ferr == nil {
			fileError(inv, quoteName(name), err)
		}
		return 1
	case ferr != nil:
		return 1
	}
	return 0
}

// baseMessage is an error printed as it is, after the command's name.
type baseMessage string

func (m baseMessage) Error() string { return string(m) }

var errBaseInvalid = fmt.Errorf("invalid input")

// encode streams in to out, wrapping lines after wrap characters (0: no
// wrapping, and no final newline).
func (bc *baseCodec) encode(ctx context.Context, in io.Reader, out *bufio.Writer, wrap int) error {
	size := bc.readSize
	if size == 0 {
		size = bc.block * 1024
	}
	buf := make([]byte, size)
	enc := make([]byte, bc.enc.EncodedLen(size))
	col := 0
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		n, rerr := io.ReadFull(in, buf)
		if n > 0 && bc.encCheck != nil {
			if err := bc.encCheck(n); err != nil {
				return err
			}
		}
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
// group still yields the bytes decoded before the fault. The input is
// taken in GNU's reads (chunk characters after garbage is dropped), which
// matters only to an encoding that rejects a whole read.
func (bc *baseCodec) decode(ctx context.Context, in io.Reader, out *bufio.Writer, garbage bool) error {
	r := bufio.NewReader(in)
	isBase := func(c byte) bool { return bc.value(c) >= 0 }
	chunk := make([]byte, 0, cmp.Or(bc.chunk, 4096))
	var st baseStreamer
	if bc.stream != nil {
		st = bc.stream()
	}
	g := make([]byte, bc.group)
	n := 0
	for eof := false; !eof; {
		if err := ctx.Err(); err != nil {
			return err
		}
		chunk = chunk[:0]
		for len(chunk) < cap(chunk) {
			c, err := r.ReadByte()
			if err == io.EOF {
				eof = true
				break
			}
			if err != nil {
				return err
			}
			if garbage && c != '=' && !isBase(c) {
				continue
			}
			chunk = append(chunk, c)
		}
		if bc.reject != nil && slices.ContainsFunc(chunk, bc.reject) {
			return errBaseInvalid
		}
		for _, c := range chunk {
			if c == '\n' {
				continue
			}
			if st != nil {
				ok, err := st.put(out, c)
				if err != nil {
					return err
				}
				if !ok {
					return errBaseInvalid
				}
				continue
			}
			if bc.translate != nil {
				c = bc.translate(c)
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
	}
	if st != nil {
		if st.pending() {
			return errBaseInvalid
		}
		return nil
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
