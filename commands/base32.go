package commands

import (
	"bufio"
	"encoding/base32"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "base32",
		Summary: "base32 encode or decode data",
		Usage:   base32Codec.usage,
		Run:     base32Codec.run,
	})
}

var base32Codec = &baseCodec{
	name:        "base32",
	usage:       baseUsage("base32", "Base32"),
	enc:         base32.StdEncoding,
	block:       5,
	group:       8,
	value:       base32Value,
	decodeGroup: base32Group,
	shortEnd:    false,
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
