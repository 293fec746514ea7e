package mmapmem

import (
	"context"
	"fmt"
	"runtime"
	"testing"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
	"github.com/tetratelabs/wazero/experimental"
)

// dataModule is a module exporting a memory of 2 pages with three active
// data segments: "abcdef" at 100, "XY" over its "de", "zz" at 70000 (in
// the second page).
func dataModule() []byte {
	seg := func(off []byte, data string) []byte {
		s := append([]byte{0x00, 0x41}, off...) // active, i32.const
		s = append(s, 0x0b, byte(len(data)))
		return append(s, data...)
	}
	data := []byte{3}
	data = append(data, seg([]byte{0xe4, 0x00}, "abcdef")...)   // 100
	data = append(data, seg([]byte{0xe7, 0x00}, "XY")...)       // 103
	data = append(data, seg([]byte{0xf0, 0xa2, 0x04}, "zz")...) // 70000
	m := []byte{
		0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // magic, version
		0x05, 0x04, 0x01, 0x01, 0x02, 0x02, // memory: min 2, max 2
		0x07, 0x0a, 0x01, 0x06, 'm', 'e', 'm', 'o', 'r', 'y', 0x02, 0x00, // export "memory"
	}
	m = append(m, 0x0b, byte(len(data)))
	return append(m, data...)
}

// readAt returns n bytes of mem at off.
func readAt(tb testing.TB, mem api.Memory, off, n uint32) string {
	b, ok := mem.Read(off, n)
	if !ok {
		tb.Fatalf("cannot read %d bytes at %d", n, off)
	}
	return string(b)
}

// From a module's second instance on, its memory maps the image of its
// data segments instead of wazero copying them: each instance sees the
// segments as copying them in order gives, and its writes are its own.
func TestInstancesMapTheDataImage(t *testing.T) {
	a := newAllocator(t)
	ctx := experimental.WithMemoryAllocator(context.Background(), a)
	rt := wazero.NewRuntimeWithConfig(ctx, wazero.NewRuntimeConfigInterpreter())
	defer rt.Close(ctx)
	compiled, err := rt.CompileModule(ctx, dataModule())
	if err != nil {
		t.Fatal(err)
	}
	var mems []api.Memory
	for i := range 4 {
		mod, err := rt.InstantiateModule(ctx, compiled, wazero.NewModuleConfig().WithName(fmt.Sprint(i)))
		if err != nil {
			t.Fatal(err)
		}
		mem := mod.Memory()
		if got := readAt(t, mem, 98, 10) + readAt(t, mem, 69999, 4); got != "\x00\x00abcXYf\x00\x00"+"\x00zz\x00" {
			t.Fatalf("instance %d: memory %q", i, got)
		}
		// Writes go to this instance's memory only, the data pages and
		// the others.
		mem.Write(100, []byte("Q"))
		mem.Write(70001, []byte("Q"))
		mem.Write(5000, []byte("Q"))
		mems = append(mems, mem)
	}
	for i, mem := range mems {
		if got := readAt(t, mem, 100, 2) + readAt(t, mem, 70000, 2) + readAt(t, mem, 5000, 1); got != "QbzQQ" {
			t.Errorf("instance %d after the writes: %q", i, got)
		}
	}
	if runtime.GOOS != "linux" {
		return
	}
	imagesMu.Lock()
	mapped := 0
	for _, f := range images {
		if f.uses >= 4 && f.fd >= 0 && f.start == 0 && f.end == uint64(pageSize)*(70002/uint64(pageSize)+1) {
			mapped++
		}
	}
	imagesMu.Unlock()
	if mapped != 1 {
		t.Errorf("%d images with a file used by the 4 instances", mapped)
	}
	// Closing the memories releases their mappings, the file's pages too.
	for _, m := range []string{"0", "1", "2", "3"} {
		rt.Module(m).Close(ctx)
	}
	if n, c := a.Live(); n != 0 || c != 0 {
		t.Errorf("after Close, Live() = %d, %d", n, c)
	}
}
