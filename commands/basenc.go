package commands

import (
	"bufio"
	"context"
	"encoding/base32"
	"encoding/base64"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "basenc",
		Summary: "encode or decode data in base64, base32, base16, base2 or z85",
		Usage:   basencUsage,
		Run:     runBasenc,
	})
}

const basencUsage = `Usage: basenc [OPTION]... [FILE]
basenc encode or decode FILE, or standard input, to standard output.

With no FILE, or when FILE is -, read standard input.

Mandatory arguments to long options are mandatory for short options too.
      --base64          same as 'base64' program (RFC4648 section 4)
      --base64url       file- and url-safe base64 (RFC4648 section 5)
      --base32          same as 'base32' program (RFC4648 section 6)
      --base32hex       extended hex alphabet base32 (RFC4648 section 7)
      --base16          hex encoding (RFC4648 section 8)
      --base2msbf       bit string with most significant bit (msb) first
      --base2lsbf       bit string with least significant bit (lsb) first
  -d, --decode          decode data
  -i, --ignore-garbage  when decoding, ignore non-alphabet characters
  -w, --wrap=COLS       wrap encoded lines after COLS character (default 76).
                          Use 0 to disable line wrapping
      --z85             ascii85-like encoding (ZeroMQ spec:32/Z85);
                        when encoding, input length must be a multiple of 4;
                        when decoding, input length must be a multiple of 5
      --help        display this help and exit

When decoding, the input may contain newlines in addition to the bytes of
the formal alphabet.  Use --ignore-garbage to attempt to recover
from any other non-alphabet bytes in the encoded stream.
`

// basenc's encodings, in the order of its options. GNU basenc encodes
// 30720 bytes at a time and decodes base64url 5600 characters at a time,
// which shows where z85's length check and base64url's check for '+' and
// '/' fail.
var basencCodecs = []struct {
	option string
	codec  *baseCodec
}{
	{"base64", &baseCodec{
		name: "basenc", enc: base64.StdEncoding, block: 3, group: 4, readSize: 30720,
		value: base64Value, decodeGroup: base64Quad, shortEnd: true,
	}},
	{"base64url", &baseCodec{
		name: "basenc", enc: base64.URLEncoding, block: 3, group: 4, readSize: 30720,
		value: base64urlValue, decodeGroup: base64Quad, shortEnd: true,
		translate: base64urlToStd, reject: func(c byte) bool { return c == '+' || c == '/' }, chunk: 5600,
	}},
	{"base32", &baseCodec{
		name: "basenc", enc: base32.StdEncoding, block: 5, group: 8, readSize: 30720,
		value: base32Value, decodeGroup: base32Group,
	}},
	{"base32hex", &baseCodec{
		name: "basenc", enc: base32.HexEncoding, block: 5, group: 8, readSize: 30720,
		value: base32hexValue, decodeGroup: base32Group, translate: base32hexToStd,
	}},
	{"base16", &baseCodec{
		name: "basenc", enc: base16Enc{}, block: 1, group: 2, readSize: 30720,
		value: base16Value, stream: func() baseStreamer { return &base16Dec{} },
	}},
	{"base2msbf", &baseCodec{
		name: "basenc", enc: base2Enc{}, block: 1, group: 8, readSize: 30720,
		value: base2Value, stream: func() baseStreamer { return &base2Dec{} },
	}},
	{"base2lsbf", &baseCodec{
		name: "basenc", enc: base2Enc{lsb: true}, block: 1, group: 8, readSize: 30720,
		value: base2Value, stream: func() baseStreamer { return &base2Dec{lsb: true} },
	}},
	{"z85", &baseCodec{
		name: "basenc", enc: z85Enc{}, block: 4, group: 5, readSize: 30720,
		value: z85Value, stream: func() baseStreamer { return &z85Dec{} },
		encCheck: func(n int) error {
			if n%4 != 0 {
				return baseMessage("invalid input (length must be multiple of 4 characters)")
			}
			return nil
		},
	}},
}

func runBasenc(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("basenc")
	f.declOrder = true
	var codec *baseCodec // the last encoding option given
	for _, c := range basencCodecs[:7] {
		f.Func(0, c.option, false, func(string) error { codec = c.codec; return nil })
	}
	decode := f.Bool('d', "decode")
	garbage := f.Bool('i', "ignore-garbage")
	wrap := wrapOption(f)
	z85 := basencCodecs[7]
	f.Func(0, z85.option, false, func(string) error { codec = z85.codec; return nil })
	ops, status, done := parseFlags(inv, f, basencUsage, 1)
	if done {
		return status
	}
	if codec == nil {
		operandError(inv, "missing encoding type")
		return 1
	}
	name, ok := oneFileOperand(inv, ops)
	if !ok {
		return 1
	}
	return codec.process(ctx, inv, name, *decode, *garbage, *wrap)
}

func base64urlValue(c byte) int {
	switch c {
	case '-':
		return 62
	case '_':
		return 63
	case '+', '/':
		return -1
	}
	return base64Value(c)
}

func base64urlToStd(c byte) byte {
	switch c {
	case '-':
		return '+'
	case '_':
		return '/'
	}
	return c
}

func base32hexValue(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'A' && c <= 'V':
		return int(c-'A') + 10
	}
	return -1
}

// base32hexToStd maps the extended hex alphabet onto base32's; other
// characters pass unchanged, so GNU accepts base32's W to Z here too.
func base32hexToStd(c byte) byte {
	v := base32hexValue(c)
	switch {
	case v < 0:
		return c
	case v < 26:
		return byte('A' + v)
	}
	return byte('2' + v - 26)
}

// base16Value is GNU 9.1's: upper-case digits only.
func base16Value(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'A' && c <= 'F':
		return int(c-'A') + 10
	}
	return -1
}

type base16Enc struct{}

func (base16Enc) EncodedLen(n int) int { return 2 * n }

func (base16Enc) Encode(dst, src []byte) {
	const digits = "0123456789ABCDEF"
	for i, b := range src {
		dst[2*i] = digits[b>>4]
		dst[2*i+1] = digits[b&15]
	}
}

type base16Dec struct {
	high     int
	haveHigh bool
}

func (d *base16Dec) put(out *bufio.Writer, c byte) (bool, error) {
	v := base16Value(c)
	if v < 0 {
		return false, nil
	}
	if !d.haveHigh {
		d.high, d.haveHigh = v, true
		return true, nil
	}
	d.haveHigh = false
	return true, out.WriteByte(byte(d.high<<4 | v))
}

func (d *base16Dec) pending() bool { return d.haveHigh }

func base2Value(c byte) int {
	if c == '0' || c == '1' {
		return int(c - '0')
	}
	return -1
}

// base2Enc writes each byte as eight '0' and '1', most or least
// significant bit first.
type base2Enc struct{ lsb bool }

func (base2Enc) EncodedLen(n int) int { return 8 * n }

func (e base2Enc) Encode(dst, src []byte) {
	for i, b := range src {
		for j := range 8 {
			bit := b >> (7 - j) & 1
			if e.lsb {
				bit = b >> j & 1
			}
			dst[8*i+j] = '0' + bit
		}
	}
}

type base2Dec struct {
	lsb   bool
	octet byte
	bits  int
}

func (d *base2Dec) put(out *bufio.Writer, c byte) (bool, error) {
	if c != '0' && c != '1' {
		return false, nil
	}
	bit := c - '0'
	if d.lsb {
		d.octet |= bit << d.bits
	} else {
		d.octet |= bit << (7 - d.bits)
	}
	d.bits++
	if d.bits < 8 {
		return true, nil
	}
	b := d.octet
	d.octet, d.bits = 0, 0
	return true, out.WriteByte(b)
}

func (d *base2Dec) pending() bool { return d.bits > 0 }

const z85Alphabet = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#"

var z85Values = func() (v [256]int8) {
	for i := range v {
		v[i] = -1
	}
	for i := range len(z85Alphabet) {
		v[z85Alphabet[i]] = int8(i)
	}
	return v
}()

func z85Value(c byte) int { return int(z85Values[c]) }

// z85Enc encodes four bytes (big-endian) as five base-85 digits; the
// length was checked to be a multiple of four (encCheck).
type z85Enc struct{}

func (z85Enc) EncodedLen(n int) int { return n / 4 * 5 }

func (z85Enc) Encode(dst, src []byte) {
	for i := 0; i+4 <= len(src); i += 4 {
		v := uint32(src[i])<<24 | uint32(src[i+1])<<16 | uint32(src[i+2])<<8 | uint32(src[i+3])
		d := dst[i/4*5 : i/4*5+5]
		for j := 4; j >= 0; j-- {
			d[j] = z85Alphabet[v%85]
			v /= 85
		}
	}
}

type z85Dec struct {
	digits [5]int
	n      int
}

// put takes one digit; a group worth more than 32 bits is invalid, as GNU
// rejects it.
func (d *z85Dec) put(out *bufio.Writer, c byte) (bool, error) {
	v := z85Value(c)
	if v < 0 {
		return false, nil
	}
	d.digits[d.n] = v
	d.n++
	if d.n < 5 {
		return true, nil
	}
	d.n = 0
	val := int64(0)
	for _, x := range d.digits {
		val = val*85 + int64(x)
	}
	if val > 0xFFFFFFFF {
		return false, nil
	}
	b := [4]byte{byte(val >> 24), byte(val >> 16), byte(val >> 8), byte(val)}
	_, err := out.Write(b[:])
	return true, err
}

func (d *z85Dec) pending() bool { return d.n > 0 }
