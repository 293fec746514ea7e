package vfs

import (
	"context"
	"errors"
	"io"
	"io/fs"
	"sync"
	"syscall"
)

// Mkfifoer is implemented by backends that can create named pipes (FIFO
// nodes, fs.ModeNamedPipe).
type Mkfifoer interface {
	// Mkfifo creates name as a FIFO with permission bits perm (the
	// caller has applied its umask); EEXIST if anything is there.
	Mkfifo(ctx context.Context, name string, perm fs.FileMode) error
}

// Mkfifo creates a FIFO in fsys, or fails with EPERM on a backend that
// has none (as mknod does on a filesystem without special files).
func Mkfifo(ctx context.Context, fsys FS, name string, perm fs.FileMode) error {
	if m, ok := fsys.(Mkfifoer); ok {
		return m.Mkfifo(ctx, name, perm)
	}
	if _, err := fsys.Lstat(ctx, name); err == nil {
		return PathError("mkfifo", name, ErrExist)
	}
	return PathError("mkfifo", name, ErrNotPermitted)
}

// IsFifo reports whether m is a named pipe's mode.
func IsFifo(m fs.FileMode) bool { return m&fs.ModeNamedPipe != 0 }

// FifoCap is a FIFO's buffer, Linux's default pipe capacity: a writer
// blocks when it holds that many unread bytes.
const FifoCap = 64 << 10

// ErrInterrupted is the error of a FIFO open, read or write that was
// waiting when its context ended (EINTR, "Interrupted system call").
var ErrInterrupted error = syscall.EINTR

// BrokenPipeError is a write to a FIFO that has no reader: EPIPE. The
// shell makes the status of a command that stops on it 141, as SIGPIPE
// kills a process on Linux.
type BrokenPipeError struct{ Name string }

func (e *BrokenPipeError) Error() string { return "write " + e.Name + ": broken pipe" }

// Unwrap makes errors.Is(err, ErrBrokenPipe) true.
func (e *BrokenPipeError) Unwrap() error { return ErrBrokenPipe }

// Fifo is the state of one named pipe: the ends open on it and the data in
// transit. A backend keeps one per FIFO node (made when first opened) and
// calls Open for every open of the node, without holding its own locks:
// Open blocks as Linux's open(2) of a FIFO does.
//
//   - O_RDONLY blocks until a writer opens (one that opened since this
//     open began, or one open already), O_WRONLY until a reader does;
//     O_RDWR never blocks. A wait ends with EINTR when ctx ends.
//   - Data written goes to the readers through a buffer of FifoCap
//     bytes; a writer blocks while it is full.
//   - A read of an empty FIFO blocks while a writer has it open and
//     returns EOF once none has.
//   - A write when no reader has it open fails with EPIPE
//     (*BrokenPipeError).
//   - When the last end closes, unread data is dropped.
//
// Reads and writes that wait give up with EINTR when the context of their
// open ends, so nothing waits past the run that opened it.
type Fifo struct {
	mu               sync.Mutex
	readers, writers int
	// rgen and wgen count the opens for reading and writing ever made:
	// a blocked open waits for the other one to change.
	rgen, wgen uint64
	buf        []byte
	r          int
	wake       chan struct{}
}

// NewFifo returns the state of a FIFO no one has open.
func NewFifo() *Fifo { return &Fifo{} }

// broadcast wakes every waiter; call with mu held.
func (p *Fifo) broadcast() {
	if p.wake != nil {
		close(p.wake)
		p.wake = nil
	}
}

// wait releases mu until something changes or ctx ends.
func (p *Fifo) wait(ctx context.Context) error {
	if p.wake == nil {
		p.wake = make(chan struct{})
	}
	ch := p.wake
	p.mu.Unlock()
	var err error
	select {
	case <-ch:
	case <-ctx.Done():
		err = ErrInterrupted
	}
	p.mu.Lock()
	return err
}

// Ends reports how many ends are open for reading and for writing.
func (p *Fifo) Ends() (readers, writers int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.readers, p.writers
}

// Open opens an end of the FIFO for flag's access mode, waiting for the
// other end as described at Fifo. name is the path for errors; stat, if
// not nil, answers the File's Stat.
func (p *Fifo) Open(ctx context.Context, name string, flag int, stat func() (fs.FileInfo, error)) (File, error) {
	if err := ctx.Err(); err != nil {
		return nil, PathError("open", name, ErrInterrupted)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	f := &fifoFile{p: p, ctx: ctx, name: name, stat: stat}
	switch flag & O_ACCMODE {
	case O_RDONLY:
		f.read = true
		p.readers++
		p.rgen++
		p.broadcast()
		if p.writers == 0 {
			for g := p.wgen; p.wgen == g; {
				if err := p.wait(ctx); err != nil {
					p.readers--
					p.drop()
					p.broadcast()
					return nil, PathError("open", name, err)
				}
			}
		}
	case O_WRONLY:
		f.write = true
		p.writers++
		p.wgen++
		p.broadcast()
		if p.readers == 0 {
			for g := p.rgen; p.rgen == g; {
				if err := p.wait(ctx); err != nil {
					p.writers--
					p.drop()
					p.broadcast()
					return nil, PathError("open", name, err)
				}
			}
		}
	default:
		f.read, f.write = true, true
		p.readers++
		p.writers++
		p.rgen++
		p.wgen++
		p.broadcast()
	}
	return f, nil
}

// drop forgets the data when no end is open; call with mu held.
func (p *Fifo) drop() {
	if p.readers == 0 && p.writers == 0 {
		p.buf, p.r = nil, 0
	}
}

// fifoFile is an open end of a FIFO.
type fifoFile struct {
	p           *Fifo
	ctx         context.Context
	name        string
	stat        func() (fs.FileInfo, error)
	read, write bool
	closed      bool // guarded by p.mu
}

func (f *fifoFile) Read(b []byte) (int, error) {
	p := f.p
	p.mu.Lock()
	defer p.mu.Unlock()
	if f.closed || !f.read {
		return 0, PathError("read", f.name, ErrBadFD)
	}
	if len(b) == 0 {
		return 0, nil
	}
	for len(p.buf) == p.r {
		if p.writers == 0 {
			return 0, io.EOF
		}
		if err := p.wait(f.ctx); err != nil {
			return 0, PathError("read", f.name, err)
		}
		if f.closed {
			return 0, PathError("read", f.name, ErrBadFD)
		}
	}
	n := copy(b, p.buf[p.r:])
	p.r += n
	if p.r == len(p.buf) {
		p.buf, p.r = p.buf[:0], 0
	}
	p.broadcast()
	return n, nil
}

func (f *fifoFile) Write(b []byte) (int, error) {
	p := f.p
	p.mu.Lock()
	defer p.mu.Unlock()
	if f.closed || !f.write {
		return 0, PathError("write", f.name, ErrBadFD)
	}
	n := 0
	for len(b) > 0 {
		if p.readers == 0 {
			return n, &BrokenPipeError{Name: f.name}
		}
		unread := len(p.buf) - p.r
		room := FifoCap - unread
		if room <= 0 {
			if err := p.wait(f.ctx); err != nil {
				return n, PathError("write", f.name, err)
			}
			if f.closed {
				return n, PathError("write", f.name, ErrBadFD)
			}
			continue
		}
		k := min(len(b), room)
		if len(p.buf)+k > cap(p.buf) {
			// Move the unread data to the start, growing up to FifoCap.
			nb := p.buf[:0]
			if unread+k > cap(p.buf) {
				nb = make([]byte, 0, min(FifoCap, max(2*cap(p.buf), unread+k, 4<<10)))
			}
			nb = append(nb, p.buf[p.r:]...)
			p.buf, p.r = nb, 0
		}
		p.buf = append(p.buf, b[:k]...)
		b = b[k:]
		n += k
		p.broadcast()
	}
	return n, nil
}

func (f *fifoFile) Close() error {
	p := f.p
	p.mu.Lock()
	defer p.mu.Unlock()
	if f.closed {
		return PathError("close", f.name, ErrBadFD)
	}
	f.closed = true
	if f.read {
		p.readers--
	}
	if f.write {
		p.writers--
	}
	p.drop()
	p.broadcast()
	return nil
}

func (f *fifoFile) Seek(int64, int) (int64, error) {
	return 0, PathError("seek", f.name, ErrIllegalSeek)
}

func (f *fifoFile) ReadAt([]byte, int64) (int, error) {
	return 0, PathError("read", f.name, ErrIllegalSeek)
}

func (f *fifoFile) Truncate(int64) error {
	return PathError("truncate", f.name, ErrInvalid)
}

func (f *fifoFile) Stat() (fs.FileInfo, error) {
	if f.stat == nil {
		return nil, PathError("stat", f.name, ErrNotSupported)
	}
	return f.stat()
}

// IsFifoFile reports whether f is an open end of a FIFO.
func IsFifoFile(f File) bool {
	_, ok := f.(*fifoFile)
	return ok
}

// IsFifoBrokenPipe reports whether err is a write to a FIFO without reader.
func IsFifoBrokenPipe(err error) bool {
	var b *BrokenPipeError
	return errors.As(err, &b)
}
