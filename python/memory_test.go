package python

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"
	"unsafe"

	"github.com/tetratelabs/wazero/experimental"

	"github.com/computerwelt/computerwelt/internal/mmapmem"
	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// watchedAllocator records what the guest's memory does under an
// mmapmem.Allocator: how far it grew and whether it ever moved.
type watchedAllocator struct {
	*mmapmem.Allocator
	mu     sync.Mutex
	allocs int
	grown  uint64
	moved  bool
}

func (w *watchedAllocator) Allocate(cap, max uint64) experimental.LinearMemory {
	w.mu.Lock()
	w.allocs++
	w.mu.Unlock()
	return &watchedMemory{LinearMemory: w.Allocator.Allocate(cap, max), w: w}
}

type watchedMemory struct {
	experimental.LinearMemory
	w    *watchedAllocator
	base *byte
}

func (m *watchedMemory) Reallocate(size uint64) []byte {
	b := m.LinearMemory.Reallocate(size)
	if b == nil {
		return nil
	}
	m.w.mu.Lock()
	defer m.w.mu.Unlock()
	if m.base != nil && unsafe.SliceData(b) != m.base {
		m.w.moved = true
	}
	m.base = unsafe.SliceData(b)
	m.w.grown = max(m.w.grown, size)
	return b
}

func TestMemoryAllocatorGrowsInPlace(t *testing.T) {
	a := mmapmem.New()
	if a == nil {
		t.Skip("no mmap on this platform")
	}
	w := &watchedAllocator{Allocator: a}
	var out, errb strings.Builder
	inv := &shell.Invocation{
		Args: []string{"python3", "-c", `
x = bytearray(400 * 2**20)
x[-1] = 7
print(len(x) >> 20, x[-1])
del x
try:
    bytearray(600 * 2**20)
except MemoryError:
    print("MemoryError")
`},
		Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb,
		Env: map[string]string{}, Dir: "/", FS: memfs.New(),
		Limits: shell.DefaultLimits, Now: time.Now,
	}
	// 512 MiB, the default.
	status := Config{MemoryAllocator: w}.Command().Run(context.Background(), inv)
	if status != 0 || out.String() != "400 7\nMemoryError\n" || errb.String() != "" {
		t.Fatalf("status %d, stdout %q, stderr %q", status, out.String(), errb.String())
	}
	if w.allocs != 1 || w.grown < 400<<20 || w.moved {
		t.Fatalf("%d memories, grown to %d bytes, moved %v", w.allocs, w.grown, w.moved)
	}
	// The run's memory went back to the system when it ended.
	if n, c := a.Live(); n != 0 || c != 0 {
		t.Fatalf("after the run, %d memories with %d bytes committed", n, c)
	}
}
