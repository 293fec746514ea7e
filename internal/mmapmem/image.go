package mmapmem

import (
	"runtime"
	"sync"
	"weak"

	"github.com/tetratelabs/wazero/experimental"
)

// A module's data segments (CPython's: 3 MB) are copied by wazero into
// every fresh memory: the copy, and the page faults of the fresh pages it
// writes, were ~12 % of the CPU of a python3 -c pass in a server. From a
// module's second instance on, a memory instead maps a private,
// copy-on-write view of one in-memory file that holds the image, made
// once: the pages a guest only reads are the file's, shared by every
// instance, and the pages it writes are copied then. The first instance
// copies, so that a process that runs a module once (the CLI) does not
// make the file.

// imageFile is the in-memory file of one module's data image.
type imageFile struct {
	uses int
	// fd is the file; -1 until the second use, or when it could not be
	// made.
	fd int
	// start and end are the part of the memory that the file covers,
	// page aligned; the file holds those bytes.
	start, end uint64
}

var (
	imagesMu sync.Mutex
	// images are the files by image. The keys are weak: when wazero drops
	// a module (its runtime closed), the image goes and its file is
	// closed; the mappings of live memories keep their pages.
	images = map[weak.Pointer[experimental.MemoryImage]]*imageFile{}
)

// LoadImage implements experimental.ImageLoader: it maps img's file over
// the fresh memory's pages that the image covers, and reports false (the
// memory unchanged, wazero copies) at an image's first use or when the
// file cannot be made or mapped.
func (m *memory) LoadImage(img *experimental.MemoryImage) bool {
	f := imageFor(img)
	if f == nil || f.end > uint64(len(m.buf)) {
		return false
	}
	return mapImage(m.buf[f.start:f.end], f.fd) == nil
}

// imageFor returns img's file, or nil at its first use or when it could
// not be made.
func imageFor(img *experimental.MemoryImage) *imageFile {
	if !supported || img == nil || img.End <= img.Start {
		return nil
	}
	key := weak.Make(img)
	imagesMu.Lock()
	defer imagesMu.Unlock()
	f := images[key]
	if f == nil {
		f = &imageFile{fd: -1}
		images[key] = f
		runtime.AddCleanup(img, forgetImage, key)
	}
	f.uses++
	if f.uses == 2 {
		f.start = img.Start &^ (uint64(pageSize) - 1)
		f.end = roundUp(img.End)
		if fd, err := makeImageFile(img, f.start, f.end); err == nil {
			f.fd = fd
		}
	}
	if f.fd < 0 {
		return nil
	}
	return f
}

// forgetImage closes the file of an image that is gone.
func forgetImage(key weak.Pointer[experimental.MemoryImage]) {
	imagesMu.Lock()
	f := images[key]
	delete(images, key)
	imagesMu.Unlock()
	if f != nil && f.fd >= 0 {
		closeImageFile(f.fd)
	}
}
