package binary

import (
	"testing"
	"unsafe"

	"github.com/tetratelabs/wazero/api"
)

// Computerwelt patch: function bodies and data segments are slices of the
// binary, ending with their capacity; a length past the end of the binary
// is an error before anything is taken.
func TestBodiesAndDataAreSlicesOfTheBinary(t *testing.T) {
	bin := []byte{0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
		0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7f, // type () -> i32
		0x03, 0x02, 0x01, 0x00, // a function of it
		0x05, 0x03, 0x01, 0x00, 0x01, // memory of one page
		0x0a, 0x06, 0x01, 0x04, 0x00, 0x41, 0x2a, 0x0b, // code: i32.const 42
		0x0b, 0x08, 0x01, 0x00, 0x41, 0x00, 0x0b, 0x02, 'h', 'i'} // data "hi" at 0
	m, err := DecodeModule(bin, api.CoreFeaturesV2, 1, false, false, false)
	if err != nil {
		t.Fatal(err)
	}
	within := func(b []byte) bool {
		p := uintptr(unsafe.Pointer(&b[0]))
		start := uintptr(unsafe.Pointer(&bin[0]))
		return p >= start && p+uintptr(cap(b)) <= start+uintptr(len(bin))
	}
	body := m.CodeSection[0].Body
	if string(body) != "\x41\x2a\x0b" || !within(body) || cap(body) != len(body) {
		t.Errorf("body %x (cap %d) is not the binary's bytes", body, cap(body))
	}
	data := m.DataSection[0].Init
	if string(data) != "hi" || !within(data) || cap(data) != len(data) {
		t.Errorf("data %q (cap %d) is not the binary's bytes", data, cap(data))
	}
	// A data segment that claims 4 GiB - 1 bytes, with 2 there.
	bad := append(append([]byte{}, bin[:len(bin)-10]...), 0x0b, 0x0c, 0x01, 0x00, 0x41, 0x00, 0x0b, 0xff, 0xff, 0xff, 0xff, 0x0f, 'h', 'i')
	if _, err := DecodeModule(bad, api.CoreFeaturesV2, 1, false, false, false); err == nil {
		t.Error("a data segment longer than the binary was decoded")
	}
}
