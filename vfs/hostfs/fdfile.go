package hostfs

import (
	"io"
	"io/fs"
	"os"
	"sync"
	"syscall"
	"time"
)

// hostFile is what a file needs of the host's open file: an *os.File or
// an fdFile.
type hostFile interface {
	io.ReadWriteSeeker
	io.ReaderAt
	io.Closer
	Stat() (fs.FileInfo, error)
	Truncate(size int64) error
}

// fdFile is a host file held as a bare descriptor, opened with openat
// relative to its directory's descriptor. An *os.File registers every file
// it opens with the runtime's poller: an epoll_ctl on each open, which
// fails for regular files and directories, the only files hostfs keeps
// open (the others are refused). Their reads and writes do not wait on the
// poller in an *os.File either.
type fdFile struct {
	// As in os: I/O holds a reference, and Close closes the descriptor
	// when the last is released, so that no read or write runs on a
	// number reused after the close, and Close does not wait for a read
	// that blocks (a hung network file system).
	mu     sync.Mutex
	fd     int
	refs   int
	closed bool
	name   string
	// A regular file opened read-only is read to the size its open's
	// fstat saw (left, when sized): a short read that reaches it is the
	// end of the file, and the next Read says so without the read(2)
	// that would return 0 (eofNext). grep -r and cat read a small file in
	// one read then: four system calls a file instead of five, as many
	// as GNU grep's open, fstat, read and close. The Read after that
	// reads again (a file that grew is read on, as tail -f does); a
	// Seek, a Write or a Truncate ends the bookkeeping.
	sized   bool
	eofNext bool
	left    int64
}

// expectSize starts Read's bookkeeping of the end of the file: size is
// the open's fstat of a regular file opened read-only.
func (f *fdFile) expectSize(size int64) {
	f.mu.Lock()
	f.sized, f.left, f.eofNext = true, size, false
	f.mu.Unlock()
}

// unsized ends it.
func (f *fdFile) unsized() {
	f.mu.Lock()
	f.sized, f.eofNext = false, false
	f.mu.Unlock()
}

// maxRW bounds one read or write, as os does (Linux transfers at most
// 0x7ffff000 bytes at a time).
const maxRW = 1 << 30

func (f *fdFile) hold() (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.closed {
		return -1, os.ErrClosed
	}
	f.refs++
	return f.fd, nil
}

func (f *fdFile) release() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.refs--
	if f.refs == 0 && f.closed {
		syscall.Close(f.fd)
	}
}

func (f *fdFile) Read(p []byte) (int, error) {
	f.mu.Lock()
	if f.eofNext && !f.closed && len(p) > 0 {
		f.eofNext = false
		f.mu.Unlock()
		return 0, io.EOF
	}
	f.mu.Unlock()
	fd, err := f.hold()
	if err != nil {
		return 0, err
	}
	defer f.release()
	if len(p) == 0 {
		return 0, nil
	}
	want := min(len(p), maxRW)
	n, err := ignoringEINTR(func() (int, error) { return syscall.Read(fd, p[:want]) })
	switch {
	case err != nil:
		return 0, err
	case n == 0:
		return 0, io.EOF
	}
	f.mu.Lock()
	if f.sized {
		f.left -= int64(n)
		f.eofNext = n < want && f.left <= 0
	}
	f.mu.Unlock()
	return n, nil
}

func (f *fdFile) ReadAt(p []byte, off int64) (int, error) {
	fd, err := f.hold()
	if err != nil {
		return 0, err
	}
	defer f.release()
	if off < 0 {
		return 0, syscall.EINVAL
	}
	done := 0
	for done < len(p) {
		q := p[done:]
		n, err := ignoringEINTR(func() (int, error) { return syscall.Pread(fd, q[:min(len(q), maxRW)], off) })
		switch {
		case err != nil:
			return done, err
		case n == 0:
			return done, io.EOF
		}
		done += n
		off += int64(n)
	}
	return done, nil
}

func (f *fdFile) Write(p []byte) (int, error) {
	f.unsized()
	fd, err := f.hold()
	if err != nil {
		return 0, err
	}
	defer f.release()
	done := 0
	for done < len(p) {
		q := p[done:]
		n, err := ignoringEINTR(func() (int, error) { return syscall.Write(fd, q[:min(len(q), maxRW)]) })
		if err != nil {
			return done, err
		}
		if n == 0 {
			return done, io.ErrUnexpectedEOF
		}
		done += n
	}
	return done, nil
}

func (f *fdFile) Seek(offset int64, whence int) (int64, error) {
	if offset != 0 || whence != io.SeekCurrent {
		f.unsized() // not a question of where the file is
	}
	fd, err := f.hold()
	if err != nil {
		return 0, err
	}
	defer f.release()
	n, err := syscall.Seek(fd, offset, whence)
	if err != nil {
		return 0, err
	}
	return n, nil
}

func (f *fdFile) Truncate(size int64) error {
	f.unsized()
	fd, err := f.hold()
	if err != nil {
		return err
	}
	defer f.release()
	_, err = ignoringEINTR(func() (int, error) { return 0, syscall.Ftruncate(fd, size) })
	return err
}

func (f *fdFile) Stat() (fs.FileInfo, error) {
	fi := &statInfo{name: f.name}
	if err := f.statInto(&fi.st); err != nil {
		return nil, err
	}
	return fi, nil
}

// statInto is Stat into st, which the caller provides.
func (f *fdFile) statInto(st *syscall.Stat_t) error {
	fd, err := f.hold()
	if err != nil {
		return err
	}
	defer f.release()
	_, err = ignoringEINTR(func() (int, error) { return 0, syscall.Fstat(fd, st) })
	return err
}

// fstat is hf's Stat into st, without an allocation for an fdFile.
func fstat(hf hostFile, st *syscall.Stat_t) error {
	if f, ok := hf.(*fdFile); ok {
		return f.statInto(st)
	}
	fi, err := hf.Stat()
	return statOf(fi, err, st)
}

// statOf copies the host's stat of fi, found with err, into st.
func statOf(fi fs.FileInfo, err error, st *syscall.Stat_t) error {
	if err != nil {
		return err
	}
	hst, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return syscall.ENOTSUP
	}
	*st = *hst
	return nil
}

func (f *fdFile) Close() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.closed {
		return os.ErrClosed
	}
	f.closed = true
	if f.refs > 0 {
		return nil // closed by the last I/O in flight
	}
	// As os: the descriptor is gone whatever close reports.
	return syscall.Close(f.fd)
}

func ignoringEINTR(fn func() (int, error)) (int, error) {
	for {
		n, err := fn()
		if err != syscall.EINTR {
			return n, err
		}
	}
}

// openAt opens the single component name of the directory dir (an open
// descriptor's file) with openat: never following a symlink, never a
// controlling terminal, closed on exec.
func openAt(dir *os.File, name string, flag int, perm fs.FileMode) (*fdFile, error) {
	rc, err := dir.SyscallConn()
	if err != nil {
		return nil, err
	}
	fd := -1
	cerr := rc.Control(func(dfd uintptr) {
		fd, err = ignoringEINTR(func() (int, error) {
			return openat(int(dfd), name, flag|syscall.O_NOFOLLOW|syscall.O_CLOEXEC|syscall.O_NOCTTY, uint32(perm))
		})
	})
	if cerr != nil {
		return nil, cerr
	}
	if err != nil {
		return nil, err
	}
	return &fdFile{fd: fd, name: name}, nil
}

// lstatAt lstats the single component name of the directory dir with
// fstatat, as os.Root does in the end.
func lstatAt(dir *os.File, name string) (fs.FileInfo, error) {
	fi := &statInfo{name: name}
	if err := lstatAtInto(dir, name, &fi.st); err != nil {
		return nil, err
	}
	return fi, nil
}

// lstatAtInto is lstatAt into st, which the caller provides.
func lstatAtInto(dir *os.File, name string, st *syscall.Stat_t) error {
	rc, err := dir.SyscallConn()
	if err != nil {
		return err
	}
	cerr := rc.Control(func(dfd uintptr) {
		_, err = ignoringEINTR(func() (int, error) {
			return 0, fstatatNoFollow(int(dfd), name, st)
		})
	})
	if cerr != nil {
		return cerr
	}
	return err
}

// statInfo is the fs.FileInfo of an fstat, as os builds it.
type statInfo struct {
	name string
	st   syscall.Stat_t
}

func (i *statInfo) Name() string       { return i.name }
func (i *statInfo) Size() int64        { return i.st.Size }
func (i *statInfo) ModTime() time.Time { return time.Unix(i.st.Mtim.Unix()) }
func (i *statInfo) IsDir() bool        { return i.Mode().IsDir() }
func (i *statInfo) Sys() any           { return &i.st }

func (i *statInfo) Mode() fs.FileMode { return statMode(&i.st) }

// statMode is the fs.FileMode of the host's stat st, as os computes it.
func statMode(st *syscall.Stat_t) fs.FileMode {
	m := fs.FileMode(st.Mode & 0o777)
	switch st.Mode & syscall.S_IFMT {
	case syscall.S_IFBLK:
		m |= fs.ModeDevice
	case syscall.S_IFCHR:
		m |= fs.ModeDevice | fs.ModeCharDevice
	case syscall.S_IFDIR:
		m |= fs.ModeDir
	case syscall.S_IFIFO:
		m |= fs.ModeNamedPipe
	case syscall.S_IFLNK:
		m |= fs.ModeSymlink
	case syscall.S_IFSOCK:
		m |= fs.ModeSocket
	}
	if st.Mode&syscall.S_ISGID != 0 {
		m |= fs.ModeSetgid
	}
	if st.Mode&syscall.S_ISUID != 0 {
		m |= fs.ModeSetuid
	}
	if st.Mode&syscall.S_ISVTX != 0 {
		m |= fs.ModeSticky
	}
	return m
}
