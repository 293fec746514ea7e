package wazero

import (
	"context"
	"testing"

	"github.com/tetratelabs/wazero/experimental"
)

// imageMemory is a LinearMemory of a fixed slice that loads images by
// copying them, and says whether it was asked to.
type imageMemory struct {
	buf    []byte
	accept bool
	loaded *experimental.MemoryImage
}

func (m *imageMemory) Reallocate(size uint64) []byte {
	if size > uint64(cap(m.buf)) {
		return nil
	}
	return m.buf[:size]
}

func (m *imageMemory) Free() {}

func (m *imageMemory) LoadImage(img *experimental.MemoryImage) bool {
	m.loaded = img
	if m.accept {
		for _, s := range img.Segments {
			copy(m.buf[s.Offset:], s.Data)
		}
	}
	return m.accept
}

// Computerwelt patch: a memory whose LinearMemory is an ImageLoader is
// asked to load the module's data image (the same for every instance)
// instead of wazero copying the segments; when it refuses, wazero copies.
// Offsets that are not constants (a global's value) make no image.
func TestDataImageIsLoadedByTheMemory(t *testing.T) {
	ctx := context.Background()
	const ok = "abcXYf"
	constant := []byte{0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
		0x05, 0x03, 0x01, 0x00, 0x01, // memory: min 1
		0x0b, 0x13, 0x02, // data: two segments
		0x00, 0x41, 0x0a, 0x0b, 0x06, 'a', 'b', 'c', 'd', 'e', 'f', // "abcdef" at 10
		0x00, 0x41, 0x0d, 0x0b, 0x02, 'X', 'Y'} // "XY" at 13
	env := []byte{0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
		0x06, 0x06, 0x01, 0x7f, 0x00, 0x41, 0x0a, 0x0b, // global i32 = 10
		0x07, 0x05, 0x01, 0x01, 'g', 0x03, 0x00} // exported as g
	global := []byte{0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
		0x02, 0x0a, 0x01, 0x03, 'e', 'n', 'v', 0x01, 'g', 0x03, 0x7f, 0x00, // import env.g
		0x05, 0x03, 0x01, 0x00, 0x01, // memory: min 1
		0x0b, 0x0c, 0x01, // data: one segment
		0x00, 0x23, 0x00, 0x0b, 0x06, 'a', 'b', 'c', 'X', 'Y', 'f'} // at global 0
	for _, tc := range []struct {
		name      string
		bin       []byte
		accept    bool
		wantImage bool
	}{
		{"loaded", constant, true, true},
		{"refused", constant, false, true},
		{"not constant", global, true, false},
	} {
		r := NewRuntimeWithConfig(ctx, NewRuntimeConfigInterpreter())
		if _, err := r.InstantiateWithConfig(ctx, env, NewModuleConfig().WithName("env")); err != nil {
			t.Fatal(err)
		}
		compiled, err := r.CompileModule(ctx, tc.bin)
		if err != nil {
			t.Fatal(err)
		}
		var images []*experimental.MemoryImage
		for i, name := range []string{"a", "b"} {
			mem := &imageMemory{buf: make([]byte, 65536), accept: tc.accept}
			actx := experimental.WithMemoryAllocator(ctx, experimental.MemoryAllocatorFunc(func(_, _ uint64) experimental.LinearMemory { return mem }))
			mod, err := r.InstantiateModule(actx, compiled, NewModuleConfig().WithName(name))
			if err != nil {
				t.Fatal(err)
			}
			if b, _ := mod.Memory().Read(10, 6); string(b) != ok {
				t.Errorf("%s, instance %d: memory %q", tc.name, i, b)
			}
			if (mem.loaded != nil) != tc.wantImage {
				t.Errorf("%s, instance %d: image %+v", tc.name, i, mem.loaded)
			}
			images = append(images, mem.loaded)
		}
		if img := images[0]; tc.wantImage && (img != images[1] || img.Start != 10 || img.End != 16 || len(img.Segments) != 2) {
			t.Errorf("%s: images %+v, %+v", tc.name, images[0], images[1])
		}
		r.Close(ctx)
	}
}
