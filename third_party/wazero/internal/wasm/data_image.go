package wasm

import (
	"errors"

	"github.com/tetratelabs/wazero/experimental"
)

// DataImage returns the image of the module's active data segments, made
// once, or nil when an offset is not a constant (a global's value, known
// only in an instance) or there are none (Computerwelt patch, see
// PATCHES.md).
func (m *Module) DataImage() *experimental.MemoryImage {
	m.dataImageOnce.Do(func() { m.dataImage = m.makeDataImage() })
	return m.dataImage
}

var errNotConstant = errors.New("not a constant")

func (m *Module) makeDataImage() *experimental.MemoryImage {
	img := &experimental.MemoryImage{}
	for i := range m.DataSection {
		d := &m.DataSection[i]
		if d.IsPassive() {
			continue
		}
		v, typ, err := evaluateConstExpr(&d.OffsetExpression,
			func(Index) (ValueType, uint64, uint64, error) { return 0, 0, 0, errNotConstant },
			func(Index) (Reference, error) { return 0, errNotConstant })
		if err != nil || len(v) != 1 || typ != ValueTypeI32 {
			return nil
		}
		// An i32 is zero-extended, as applyData reads the offset; what
		// lies past the memory is refused there, and the image is not
		// used then (End beyond the memory's size).
		off := v[0]
		end := off + uint64(len(d.Init))
		if len(img.Segments) == 0 || off < img.Start {
			img.Start = off
		}
		if end > img.End {
			img.End = end
		}
		img.Segments = append(img.Segments, experimental.MemorySegment{Offset: off, Data: d.Init})
	}
	if len(img.Segments) == 0 {
		return nil
	}
	return img
}

// loadDataImage puts the module's data segments into its fresh memory
// through the memory's ImageLoader, and reports whether it did; false
// leaves the copy to applyData, which also reports the errors.
func (m *ModuleInstance) loadDataImage(module *Module) bool {
	mem := m.MemoryInstance
	if module.MemorySection == nil || mem == nil || mem.Shared || mem.expBuffer == nil {
		return false // imported (not fresh), shared or not an allocator's
	}
	loader, ok := mem.expBuffer.(experimental.ImageLoader)
	if !ok {
		return false
	}
	img := module.DataImage()
	if img == nil || img.End > uint64(len(mem.Buffer)) {
		return false
	}
	return loader.LoadImage(img)
}
