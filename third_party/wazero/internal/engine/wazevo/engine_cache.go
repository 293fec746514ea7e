package wazevo

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"sync"
	"time"
	"unsafe"

	"github.com/tetratelabs/wazero/experimental"
	"github.com/tetratelabs/wazero/internal/engine/wazevo/backend"
	"github.com/tetratelabs/wazero/internal/engine/wazevo/ssa"
	"github.com/tetratelabs/wazero/internal/engine/wazevo/wazevoapi"
	"github.com/tetratelabs/wazero/internal/filecache"
	"github.com/tetratelabs/wazero/internal/platform"
	"github.com/tetratelabs/wazero/internal/u32"
	"github.com/tetratelabs/wazero/internal/u64"
	"github.com/tetratelabs/wazero/internal/wasm"
)

// crcTable is built on first use: crc32.MakeTable(Castagnoli) fills its
// slicing tables at once, and as a package variable that ran at the start
// of every process that links wazero (Computerwelt patch).
var crcTable = sync.OnceValue(func() *crc32.Table { return crc32.MakeTable(crc32.Castagnoli) })

// fileCacheKey returns a key for the file cache.
// In order to avoid collisions with the existing compiler, we do not use m.ID directly,
// but instead we rehash it with magic.
func fileCacheKey(m *wasm.Module) (ret filecache.Key) {
	s := sha256.New()
	s.Write(m.ID[:])
	s.Write(magic)
	// Write the CPU features so that we can cache the compiled module for the same CPU.
	// This prevents the incompatible CPU features from being used.
	cpu := platform.CpuFeatures.Raw()
	// Reuse the `ret` buffer to write the first 8 bytes of the CPU features so that we can avoid the allocation.
	binary.LittleEndian.PutUint64(ret[:8], cpu)
	s.Write(ret[:8])
	// Finally, write the hash to the ret buffer.
	s.Sum(ret[:0])
	return
}

func (e *engine) addCompiledModule(module *wasm.Module, cm *compiledModule) (c *compiledModule, err error) {
	c = e.addCompiledModuleToMemory(module, cm)
	if !module.IsHostModule && e.fileCache != nil {
		err = e.addCompiledModuleToCache(module, c)
	}
	return
}

func (e *engine) getCompiledModule(module *wasm.Module, listeners []experimental.FunctionListener, ensureTermination bool) (cm *compiledModule, ok bool, err error) {
	cm, ok = e.getCompiledModuleFromMemory(module, true)
	if ok {
		return
	}
	cm, ok, err = e.getCompiledModuleFromCache(module)
	if ok {
		cm.parent = e
		cm.module = module
		cm.sharedFunctions = e.sharedFunctions
		cm.ensureTermination = ensureTermination
		cm.offsets = wazevoapi.NewModuleContextOffsetData(module, len(listeners) > 0)
		if len(listeners) > 0 {
			cm.listeners = listeners
			cm.listenerBeforeTrampolines = make([]*byte, len(module.TypeSection))
			cm.listenerAfterTrampolines = make([]*byte, len(module.TypeSection))
			for i := range module.TypeSection {
				typ := &module.TypeSection[i]
				before, after := e.getListenerTrampolineForType(typ)
				cm.listenerBeforeTrampolines[i] = before
				cm.listenerAfterTrampolines[i] = after
			}
		}
		e.addCompiledModuleToMemory(module, cm)
		ssaBuilder := ssa.NewBuilder()
		machine := newMachine()
		be := backend.NewCompiler(context.Background(), machine, ssaBuilder)
		cm.executables.compileEntryPreambles(module, machine, be)

		// Set the finalizer.
		e.setFinalizer(cm.executables, executablesFinalizer)
	}
	return
}

func (e *engine) addCompiledModuleToMemory(m *wasm.Module, cm *compiledModule) *compiledModule {
	e.mux.Lock()
	defer e.mux.Unlock()
	if c, ok := e.compiledModules[m.ID]; ok {
		c.refCount++
		return c.compiledModule
	}
	e.compiledModules[m.ID] = &compiledModuleWithCount{compiledModule: cm, refCount: 1}
	if len(cm.executable) > 0 {
		e.addCompiledModuleToSortedList(cm)
	}
	return cm
}

func (e *engine) getCompiledModuleFromMemory(module *wasm.Module, increaseRefCount bool) (cm *compiledModule, ok bool) {
	e.mux.Lock()
	defer e.mux.Unlock()

	cmWithCount, ok := e.compiledModules[module.ID]
	if ok {
		cm = cmWithCount.compiledModule
		if increaseRefCount {
			cmWithCount.refCount++
		}
	}
	return
}

func (e *engine) addCompiledModuleToCache(module *wasm.Module, cm *compiledModule) (err error) {
	if e.fileCache == nil || module.IsHostModule {
		return
	}
	err = e.fileCache.Add(fileCacheKey(module), serializeCompiledModule(e.wazeroVersion, cm))
	return
}

func (e *engine) getCompiledModuleFromCache(module *wasm.Module) (cm *compiledModule, hit bool, err error) {
	if e.fileCache == nil || module.IsHostModule {
		return
	}

	// Check if the entries exist in the external cache.
	var cached io.ReadCloser
	cached, hit, err = e.fileCache.Get(fileCacheKey(module))
	if !hit || err != nil {
		return
	}

	// Otherwise, we hit the cache on external cache.
	// We retrieve *code structures from `cached`.
	var staleCache bool
	// Note: cached.Close is ensured to be called in deserializeCodes.
	cm, staleCache, err = deserializeCompiledModule(e.wazeroVersion, cached)
	if err != nil || staleCache {
		// An entry that cannot be used (another version or layout, cut
		// short, damaged: its checksum) is compiled again and replaced,
		// instead of failing every later compilation until someone
		// deletes the file (Computerwelt patch).
		return nil, false, e.fileCache.Delete(fileCacheKey(module))
	}
	return
}

var magic = []byte{'W', 'A', 'Z', 'E', 'V', 'O'}

// Computerwelt patch: the layout of an entry puts the native code last, at
// an offset that is a multiple of execAlign, so that a hit maps it from
// the file (platform.MapFileCodeSegment) instead of reading and copying
// it: for CPython (24 MB of code) the copy, the page faults of the fresh
// copy and the reads were most of a warm start. The checksum covers the
// metadata as well as the code. cacheFormat, appended to the version,
// makes entries of upstream's layout stale (compiled again).
//
//	magic (6) | version length (1) | version + cacheFormat
//	metadata length (8) | code offset (8) | code length (8) | crc32c (4)
//	metadata: function count (4), function offsets (8 each),
//	          source map (1 + ...), catch clause table (4 + ...)
//	zeros up to the code offset | code (code length), then the end of the file
const (
	cacheFormat = "+cw1"
	// execAlign is a multiple of every page size in use (4, 16, 64 KiB).
	execAlign = 64 << 10
	// cacheFixedSize is the size of the fields after the version.
	cacheFixedSize = 8 + 8 + 8 + 4
)

func serializeCompiledModule(wazeroVersion string, cm *compiledModule) io.Reader {
	meta := bytes.NewBuffer(nil)
	// Number of *code (== locally defined functions in the module): 4 bytes.
	meta.Write(u32.LeBytes(uint32(len(cm.functionOffsets))))
	for _, offset := range cm.functionOffsets {
		// The offset of this function in the executable (8 bytes).
		meta.Write(u64.LeBytes(uint64(offset)))
	}
	if sm := cm.sourceMap; len(sm.executableOffsets) > 0 {
		meta.WriteByte(1) // indicates that source map is present.
		l := len(sm.wasmBinaryOffsets)
		meta.Write(u64.LeBytes(uint64(l)))
		executableAddr := uintptr(unsafe.Pointer(&cm.executable[0]))
		for i := 0; i < l; i++ {
			meta.Write(u64.LeBytes(sm.wasmBinaryOffsets[i]))
			// executableOffsets is absolute address, so we need to subtract executableAddr.
			meta.Write(u64.LeBytes(uint64(sm.executableOffsets[i] - executableAddr)))
		}
	} else {
		meta.WriteByte(0) // indicates that source map is not present.
	}
	// Catch clause table: number of try_tables (4 bytes), then for each:
	//   clause count (4 bytes), then for each clause: kind (1 byte) + tagIndex (4 bytes).
	meta.Write(u32.LeBytes(uint32(len(cm.catchClauseTable))))
	for _, clauses := range cm.catchClauseTable {
		meta.Write(u32.LeBytes(uint32(len(clauses))))
		for _, c := range clauses {
			meta.WriteByte(c.Kind)
			meta.Write(u32.LeBytes(c.TagIndex))
		}
	}

	version := wazeroVersion + cacheFormat
	head := bytes.NewBuffer(nil)
	head.Write(magic)
	head.WriteByte(byte(len(version)))
	head.WriteString(version)
	end := head.Len() + cacheFixedSize + meta.Len()
	execOffset := (end + execAlign - 1) / execAlign * execAlign
	head.Write(u64.LeBytes(uint64(meta.Len())))
	head.Write(u64.LeBytes(uint64(execOffset)))
	head.Write(u64.LeBytes(uint64(len(cm.executable))))
	checksum := crc32.Update(crc32.Checksum(meta.Bytes(), crcTable()), crcTable(), cm.executable)
	head.Write(u32.LeBytes(checksum))
	head.Write(meta.Bytes())
	head.Write(make([]byte, execOffset-end))
	return io.MultiReader(bytes.NewReader(head.Bytes()), bytes.NewReader(cm.executable))
}

// stampMargin is how long ago an entry must have changed for its
// identity to be kept as verified: a change within the same tick of the
// kernel's clock as the last one would leave its times as they were (the
// "racily clean" entries of git's index). Such an entry is checksummed at
// each load until it is older.
const stampMargin = 2 * time.Second

// writeStamp keeps the identity of an entry whose checksum was right
// (Computerwelt patch): a later load of the same file, unchanged since
// (platform.FileIdentity), maps its code without reading all of it for the
// checksum, which touched every page of the 24 MB of CPython's code where
// a start runs a fraction. A stamp is only a saving: one that cannot be
// written, or no longer matches, means the checksum.
func writeStamp(path, identity string) {
	tmp, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".*.tmp")
	if err != nil {
		return
	}
	_, err = tmp.WriteString(identity)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		_ = os.Remove(tmp.Name())
	}
}

// deserializeCompiledModule reads an entry written by
// serializeCompiledModule. From a file, the code is mapped from it; from
// another reader (or where the file cannot be mapped executable), it is
// copied into a code segment. Every size and offset is checked against
// the entry's size before it is used.
func deserializeCompiledModule(wazeroVersion string, reader io.ReadCloser) (cm *compiledModule, staleCache bool, err error) {
	defer reader.Close()
	var (
		ra   io.ReaderAt
		size int64
	)
	var (
		identity string    // the file's identity when it is a file
		changed  time.Time // its status change time
		verified bool      // the file is as when its checksum was last right
	)
	file, isFile := reader.(*os.File)
	if isFile {
		st, err := file.Stat()
		if err != nil {
			return nil, false, fmt.Errorf("compilationcache: %w", err)
		}
		ra, size = file, st.Size()
		var ok bool
		if identity, changed, ok = platform.FileIdentity(st); ok {
			stamp, err := os.ReadFile(filecache.StampPath(file.Name()))
			verified = err == nil && string(stamp) == identity
		}
	} else {
		data, err := io.ReadAll(reader)
		if err != nil {
			return nil, false, fmt.Errorf("compilationcache: %w", err)
		}
		ra, size = bytes.NewReader(data), int64(len(data))
	}

	version := wazeroVersion + cacheFormat
	headerSize := int64(len(magic) + 1 + len(version) + cacheFixedSize)
	if size < int64(len(magic)+1) {
		return nil, false, fmt.Errorf("compilationcache: invalid header length: %d", size)
	}
	header := make([]byte, min(headerSize, size))
	if _, err = ra.ReadAt(header, 0); err != nil {
		return nil, false, fmt.Errorf("compilationcache: error reading header: %v", err)
	}
	if !bytes.Equal(header[:len(magic)], magic) {
		return nil, false, fmt.Errorf(
			"compilationcache: invalid magic number: got %s but want %s", header[:len(magic)], magic)
	}
	// Check the version (and layout) compatibility.
	if int(header[len(magic)]) != len(version) || int64(len(header)) < headerSize ||
		string(header[len(magic)+1:len(magic)+1+len(version)]) != version {
		return nil, true, nil
	}
	fixed := header[len(magic)+1+len(version):]
	metaLen := binary.LittleEndian.Uint64(fixed[0:])
	execOffset := binary.LittleEndian.Uint64(fixed[8:])
	executableLen := binary.LittleEndian.Uint64(fixed[16:])
	checksum := binary.LittleEndian.Uint32(fixed[24:])
	if metaLen > uint64(size) || execOffset > uint64(size) || execOffset%execAlign != 0 ||
		uint64(headerSize)+metaLen > execOffset || executableLen != uint64(size)-execOffset {
		return nil, false, fmt.Errorf("compilationcache: invalid layout (metadata %d, code %d at %d, size %d)",
			metaLen, executableLen, execOffset, size)
	}
	meta := make([]byte, metaLen)
	if _, err = ra.ReadAt(meta, headerSize); err != nil {
		return nil, false, fmt.Errorf("compilationcache: error reading metadata: %v", err)
	}

	cm = &compiledModule{executables: &executables{}}
	if executableLen > 0 {
		var executable []byte
		if isFile {
			// Read-only and executable from the start: nothing is written.
			executable, err = platform.MapFileCodeSegment(file, int64(execOffset), int(executableLen))
		}
		if executable == nil {
			if executable, err = platform.MmapCodeSegment(int(executableLen)); err != nil {
				return nil, false, fmt.Errorf("compilationcache: error mmapping executable (len=%d): %v", executableLen, err)
			}
			if _, err = ra.ReadAt(executable, int64(execOffset)); err != nil {
				_ = platform.MunmapCodeSegment(executable)
				return nil, false, fmt.Errorf("compilationcache: error reading executable (len=%d): %v", executableLen, err)
			}
			if err = platform.MprotectCodeSegment(executable); err != nil {
				_ = platform.MunmapCodeSegment(executable)
				return nil, false, err
			}
		}
		cm.executable = executable
		defer func() {
			if err != nil {
				_ = platform.MunmapCodeSegment(executable)
			}
		}()
	}
	if !verified {
		if expected := crc32.Update(crc32.Checksum(meta, crcTable()), crcTable(), cm.executable); expected != checksum {
			return nil, false, fmt.Errorf("compilationcache: checksum mismatch (expected %d, got %d)", expected, checksum)
		}
		if identity != "" && time.Since(changed) > stampMargin {
			writeStamp(filecache.StampPath(file.Name()), identity)
		}
	}
	if err = cm.decodeCacheMetadata(meta); err != nil {
		return nil, false, fmt.Errorf("compilationcache: %w", err)
	}
	return cm, false, nil
}

// decodeCacheMetadata sets cm's function offsets, source map and catch
// clause table from an entry's metadata; cm.executable is set. A count
// is checked against the bytes left before it is allocated.
func (cm *compiledModule) decodeCacheMetadata(meta []byte) error {
	errShort := errors.New("metadata cut short")
	take := func(n uint64) ([]byte, bool) {
		if n > uint64(len(meta)) {
			return nil, false
		}
		b := meta[:n]
		meta = meta[n:]
		return b, true
	}
	b, ok := take(4)
	if !ok {
		return errShort
	}
	functionsNum := uint64(binary.LittleEndian.Uint32(b))
	offsets, ok := take(functionsNum * 8)
	if !ok {
		return errShort
	}
	cm.functionOffsets = make([]int, functionsNum)
	for i := range cm.functionOffsets {
		offset := binary.LittleEndian.Uint64(offsets[8*i:])
		if offset >= uint64(len(cm.executable)) {
			return fmt.Errorf("func[%d] executable offset %d out of range", i, offset)
		}
		cm.functionOffsets[i] = int(offset)
	}

	if b, ok = take(1); !ok {
		return errShort
	}
	if b[0] == 1 {
		if len(cm.executable) == 0 {
			return errors.New("source map without code")
		}
		if b, ok = take(8); !ok {
			return errShort
		}
		l := binary.LittleEndian.Uint64(b)
		if l > uint64(len(meta))/16 {
			return errShort
		}
		sm := &cm.sourceMap
		sm.wasmBinaryOffsets = make([]uint64, l)
		sm.executableOffsets = make([]uintptr, l)
		executableOffset := uintptr(unsafe.Pointer(&cm.executable[0]))
		for i := range sm.wasmBinaryOffsets {
			b, _ = take(16)
			sm.wasmBinaryOffsets[i] = binary.LittleEndian.Uint64(b)
			// executableOffsets is absolute address, so we need to add executableOffset.
			sm.executableOffsets[i] = uintptr(binary.LittleEndian.Uint64(b[8:])) + executableOffset
		}
	}

	// Catch clause table.
	if b, ok = take(4); !ok {
		return errShort
	}
	tableLen := uint64(binary.LittleEndian.Uint32(b))
	if tableLen > uint64(len(meta))/4 {
		return errShort
	}
	if tableLen > 0 {
		cm.catchClauseTable = make([][]wazevoapi.CatchClauseInstance, tableLen)
		for i := range cm.catchClauseTable {
			if b, ok = take(4); !ok {
				return errShort
			}
			clauseCount := uint64(binary.LittleEndian.Uint32(b))
			raw, ok := take(clauseCount * 5)
			if !ok {
				return errShort
			}
			clauses := make([]wazevoapi.CatchClauseInstance, clauseCount)
			for j := range clauses {
				clauses[j] = wazevoapi.CatchClauseInstance{
					Kind:     raw[5*j],
					TagIndex: binary.LittleEndian.Uint32(raw[5*j+1:]),
				}
			}
			cm.catchClauseTable[i] = clauses
		}
	}
	if len(meta) != 0 {
		return fmt.Errorf("%d bytes after the metadata", len(meta))
	}
	return nil
}
