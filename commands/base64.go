package commands

import (
	"bufio"
	"encoding/base64"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "base64",
		Summary: "base64 encode or decode data",
		Usage:   base64Codec.usage,
		Run:     base64Codec.run,
	})
}

var base64Codec = &baseCodec{
	name:        "base64",
	usage:       baseUsage("base64", "Base64"),
	enc:         base64.StdEncoding,
	block:       3,
	group:       4,
	value:       base64Value,
	decodeGroup: base64Quad,
	shortEnd:    true,
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
