package mmapmem

import (
	"context"
	"testing"
	"unsafe"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
	"github.com/tetratelabs/wazero/experimental"
)

func newAllocator(t testing.TB) *Allocator {
	a := New()
	if a == nil {
		t.Skip("no mmap on this platform")
	}
	return a
}

func TestGrowInPlace(t *testing.T) {
	a := newAllocator(t)
	const max = 64 << 20
	m := a.Allocate(0, max)
	if m == nil {
		t.Fatal("Allocate returned nil")
	}
	b := m.Reallocate(65536)
	if len(b) != 65536 {
		t.Fatalf("len %d", len(b))
	}
	b[0], b[len(b)-1] = 1, 2
	base := unsafe.SliceData(b)
	for size := uint64(2 * 65536); size <= max; size *= 2 {
		b = m.Reallocate(size)
		if uint64(len(b)) != size || uint64(cap(b)) < size {
			t.Fatalf("size %d: len %d cap %d", size, len(b), cap(b))
		}
		if unsafe.SliceData(b) != base {
			t.Fatalf("size %d: the memory moved", size)
		}
		if b[0] != 1 || b[65535] != 2 || b[size-1] != 0 {
			t.Fatalf("size %d: contents lost or not zero", size)
		}
		b[size-1] = 3 // writable up to the end
		b[size-1] = 0
	}
	if n, c := a.Live(); n != 1 || c != max {
		t.Fatalf("Live() = %d, %d; want 1, %d", n, c, max)
	}
	// Shrinking requests (wazero does not make them) keep the memory.
	if b := m.Reallocate(65536); len(b) != 65536 || b[0] != 1 {
		t.Fatalf("smaller size: len %d", len(b))
	}
	if m.Reallocate(max+1) != nil {
		t.Fatal("grew past the reservation")
	}
	m.Free()
	m.Free() // idempotent
	if n, c := a.Live(); n != 0 || c != 0 {
		t.Fatalf("after Free, Live() = %d, %d", n, c)
	}
	if m.Reallocate(65536) != nil {
		t.Fatal("a freed memory grew")
	}
}

// emptyMemoryModule is a WebAssembly module exporting one memory of 1 to
// 4096 pages (256 MiB) and nothing else.
var emptyMemoryModule = []byte{
	0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // magic, version
	0x05, 0x05, 0x01, 0x01, 0x01, 0x80, 0x20, // memory: 1 memory, min 1, max 4096
	0x07, 0x0a, 0x01, 0x06, 'm', 'e', 'm', 'o', 'r', 'y', 0x02, 0x00, // export "memory"
}

// instantiate returns the module's memory, allocated by alloc (wazero's own
// allocator when nil).
func instantiate(tb testing.TB, alloc experimental.MemoryAllocator) (api.Module, api.Memory) {
	ctx := context.Background()
	rt := wazero.NewRuntimeWithConfig(ctx, wazero.NewRuntimeConfigInterpreter())
	tb.Cleanup(func() { rt.Close(ctx) })
	if alloc != nil {
		ctx = experimental.WithMemoryAllocator(ctx, alloc)
	}
	mod, err := rt.InstantiateWithConfig(ctx, emptyMemoryModule, wazero.NewModuleConfig())
	if err != nil {
		tb.Fatal(err)
	}
	return mod, mod.Memory()
}

func base(tb testing.TB, mem api.Memory) *byte {
	b, ok := mem.Read(0, 1)
	if !ok {
		tb.Fatal("memory not readable")
	}
	return unsafe.SliceData(b)
}

func TestWazeroMemoryDoesNotMove(t *testing.T) {
	a := newAllocator(t)
	mod, mem := instantiate(t, a)
	start := base(t, mem)
	mem.WriteByte(0, 42)
	for mem.Size() < 4096*65536 {
		if _, ok := mem.Grow(min(255, 4096-mem.Size()/65536)); !ok {
			t.Fatalf("grow failed at %d bytes", mem.Size())
		}
		if base(t, mem) != start {
			t.Fatalf("memory moved at %d bytes", mem.Size())
		}
	}
	if b, _ := mem.ReadByte(0); b != 42 {
		t.Fatalf("byte 0 = %d", b)
	}
	if _, ok := mem.Grow(1); ok {
		t.Fatal("grew past the module's maximum")
	}
	if n, c := a.Live(); n != 1 || c != 4096*65536 {
		t.Fatalf("Live() = %d, %d", n, c)
	}
	// Closing the module returns the memory at once.
	mod.Close(context.Background())
	if n, c := a.Live(); n != 0 || c != 0 {
		t.Fatalf("after Close, Live() = %d, %d", n, c)
	}
}

// TestWazeroMemoryMovesWithoutAllocator shows that the test above can
// fail: wazero's own allocator moves the memory as it grows.
func TestWazeroMemoryMovesWithoutAllocator(t *testing.T) {
	_, mem := instantiate(t, nil)
	start := base(t, mem)
	if _, ok := mem.Grow(1024); !ok {
		t.Fatal("grow failed")
	}
	if base(t, mem) == start {
		t.Fatal("wazero's allocator grew 1 page to 1025 in place")
	}
}

// BenchmarkGrow grows a memory page by page to 256 MiB, as a guest's
// malloc does; wazero's own allocator copies at every step.
func BenchmarkGrow(b *testing.B) {
	for _, bc := range []struct {
		name  string
		alloc func() experimental.MemoryAllocator
	}{
		{"mmap", func() experimental.MemoryAllocator { return newAllocator(b) }},
		{"wazero", func() experimental.MemoryAllocator { return nil }},
	} {
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				mod, mem := instantiate(b, bc.alloc())
				for mem.Size() < 4096*65536 {
					if _, ok := mem.Grow(min(16, 4096-mem.Size()/65536)); !ok {
						b.Fatal("grow failed")
					}
				}
				mod.Close(context.Background())
			}
		})
	}
}
