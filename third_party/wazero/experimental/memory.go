package experimental

import (
	"context"

	"github.com/tetratelabs/wazero/internal/expctxkeys"
)

// MemoryAllocator is a memory allocation hook,
// invoked to create a LinearMemory.
type MemoryAllocator interface {
	// Allocate should create a new LinearMemory with the given specification:
	// cap is the suggested initial capacity for the backing []byte,
	// and max the maximum length that will ever be requested.
	//
	// Notes:
	//   - To back a shared memory, the address of the backing []byte cannot
	//     change. This is checked at runtime. Implementations should document
	//     if the returned LinearMemory meets this requirement.
	Allocate(cap, max uint64) LinearMemory
}

// MemoryAllocatorFunc is a convenience for defining inlining a MemoryAllocator.
type MemoryAllocatorFunc func(cap, max uint64) LinearMemory

// Allocate implements MemoryAllocator.Allocate.
func (f MemoryAllocatorFunc) Allocate(cap, max uint64) LinearMemory {
	return f(cap, max)
}

// LinearMemory is an expandable []byte that backs a Wasm linear memory.
type LinearMemory interface {
	// Reallocates the linear memory to size bytes in length.
	//
	// Notes:
	//   - To back a shared memory, Reallocate can't change the address of the
	//     backing []byte (only its length/capacity may change).
	//   - Reallocate may return nil if fails to grow the LinearMemory. This
	//     condition may or may not be handled gracefully by the Wasm module.
	Reallocate(size uint64) []byte
	// Free the backing memory buffer.
	Free()
}

// WithMemoryAllocator registers the given MemoryAllocator into the given
// context.Context. The context must be passed when initializing a module.
func WithMemoryAllocator(ctx context.Context, allocator MemoryAllocator) context.Context {
	if allocator != nil {
		return context.WithValue(ctx, expctxkeys.MemoryAllocatorKey{}, allocator)
	}
	return ctx
}

// MemoryImage is what the active data segments of a module put into its
// memory when it is instantiated: the segments, in the order they are
// applied (a later one overwrites an earlier one where they overlap), each
// at a constant offset. A module has one MemoryImage, the same pointer for
// every instance; neither it nor its segments' bytes may be changed.
// (Computerwelt patch, see PATCHES.md.)
type MemoryImage struct {
	Segments []MemorySegment
	// Start and End bound the bytes the segments cover.
	Start, End uint64
}

// MemorySegment is an active data segment: Data at Offset.
type MemorySegment struct {
	Offset uint64
	Data   []byte
}

// ImageLoader is an optional interface of a LinearMemory. Where a module
// defines its memory (it does not import it), its data segments' offsets
// are constants and lie inside the memory's initial size, wazero calls
// LoadImage on the fresh memory instead of copying the segments into it.
// LoadImage puts the image into the memory, exactly as copying each
// segment in order would (for instance by mapping a copy-on-write copy
// of the image that it made once), and reports true; false, which must
// leave the memory unchanged, makes wazero copy them.
type ImageLoader interface {
	LoadImage(img *MemoryImage) bool
}
