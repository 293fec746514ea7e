// Package mmapmem backs WebAssembly linear memories with host memory that
// never moves: each memory reserves address space for its maximum size up
// front, without committing it, and commits pages as the guest grows.
//
// wazero's default allocator grows a memory by copying it into a larger
// slice: a guest growing to a few hundred MiB copies it over and over
// (quadratic time, and twice the memory at each copy). With an Allocator,
// memory.grow only changes page protections, and Free gives the memory back
// to the system as soon as the module is closed, without waiting for Go's
// garbage collector.
//
// The package touches the host only to map and unmap anonymous memory.
package mmapmem

import (
	"math"
	"sync/atomic"

	"github.com/tetratelabs/wazero/experimental"
)

// committed is what every Allocator of the process has committed: memory
// outside the Go heap that the shell's MaxMemoryBytes guard adds to the
// heap's growth, so that a guest's memory counts as the heap did before.
// Like the heap, it is the process's, not a session's.
var committed atomic.Int64

// committedEver is every byte the process's Allocators ever committed.
var committedEver atomic.Int64

// Committed returns the bytes that the process's Allocators have committed
// and not freed.
func Committed() int64 { return committed.Load() }

// CommittedEver returns the bytes that the process's Allocators have
// committed since it started, freed or not (as the heap's allocs metric).
func CommittedEver() int64 { return committedEver.Load() }

// Allocator is an experimental.MemoryAllocator. Its zero value is not
// usable; use New. It is safe for concurrent use.
type Allocator struct {
	live      atomic.Int64 // memories allocated and not yet freed
	committed atomic.Int64 // bytes committed by those memories
}

// New returns an Allocator, or nil where the platform cannot reserve memory
// without committing it; wazero's own allocator is the fallback then. Check
// for nil before storing the result in an experimental.MemoryAllocator: a
// nil *Allocator in an interface is not a nil interface.
func New() *Allocator {
	if !supported {
		return nil
	}
	return &Allocator{}
}

// Live reports how many memories are allocated and not yet freed, and the
// bytes they have committed.
func (a *Allocator) Live() (memories int, committed int64) {
	return int(a.live.Load()), a.committed.Load()
}

// Allocate implements experimental.MemoryAllocator. The reservation is max
// bytes (capacity is only a hint, ignored). It returns nil when the address
// space cannot be reserved; wazero then fails the instantiation.
func (a *Allocator) Allocate(_, max uint64) experimental.LinearMemory {
	n := roundUp(max)
	if n < max || n > math.MaxInt {
		return nil // a 32-bit host cannot map a 4 GiB memory
	}
	buf, err := reserve(n)
	if err != nil {
		return nil
	}
	a.live.Add(1)
	return &memory{a: a, buf: buf[:0]}
}

// memory is one linear memory: buf's length is what is committed, its
// capacity what is reserved.
type memory struct {
	a   *Allocator
	buf []byte
}

// Reallocate implements experimental.LinearMemory: it commits up to size
// bytes and returns the memory, whose address never changes. It returns nil
// (memory.grow fails, which a guest reports as out of memory) past the
// reservation or when the system refuses to commit.
func (m *memory) Reallocate(size uint64) []byte {
	if m.buf == nil {
		return nil // freed
	}
	if size > uint64(len(m.buf)) {
		if size > uint64(cap(m.buf)) {
			return nil
		}
		n := roundUp(size)
		if n > uint64(cap(m.buf)) {
			n = uint64(cap(m.buf))
		}
		old := len(m.buf)
		if err := commit(m.buf[old:n]); err != nil {
			return nil
		}
		m.buf = m.buf[:n]
		m.a.committed.Add(int64(n) - int64(old))
		committed.Add(int64(n) - int64(old))
		committedEver.Add(int64(n) - int64(old))
	}
	// The capacity stops at what is committed: the rest must not be
	// touched.
	return m.buf[:size:len(m.buf)]
}

// Free implements experimental.LinearMemory: the whole reservation goes
// back to the system. Later calls do nothing.
func (m *memory) Free() {
	if m.buf == nil {
		return
	}
	buf := m.buf[:cap(m.buf)]
	n := len(m.buf)
	m.buf = nil
	if err := release(buf); err != nil {
		// The mapping stays; there is nothing a guest could do with it.
		return
	}
	m.a.committed.Add(-int64(n))
	committed.Add(-int64(n))
	m.a.live.Add(-1)
}

// roundUp rounds n up to the host's page size.
func roundUp(n uint64) uint64 {
	p := uint64(pageSize) - 1
	return (n + p) &^ p
}
