package commands

import (
	"bufio"
	"container/heap"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

// Asked to by -S or -T (see sort.go: unasked it keeps all in memory), sort
// holds at most its buffer (-S, else sortDefaultBuffer) of lines in
// memory; past it, as GNU sort does, it sorts what it holds into a
// temporary file (-T, else $TMPDIR, else /tmp: the sandbox's filesystem)
// and merges the files at the end, sortMergeWidth at a time.
const (
	sortDefaultBuffer = 32 << 20
	sortMinBuffer     = 64 << 10 // below it each run would be a handful of lines
	sortMergeWidth    = 16       // GNU's default --batch-size
	sortMaxBatch      = 1024 - 3 // the sandbox's open-files limit, less stdin, stdout and stderr
)

// sortBuffer is the buffer -S asks for (GNU: K without a suffix, %
// of memory: here of MaxMemoryBytes), or the default.
func sortBuffer(v string, seen bool, lim shell.Limits) int64 {
	if !seen {
		return sortDefaultBuffer
	}
	n, pct, _ := parseSortSize(v)
	if pct {
		mem := lim.MaxMemoryBytes
		if mem <= 0 {
			mem = shell.DefaultLimits.MaxMemoryBytes
		}
		if n > 100 {
			n = 100
		}
		return max(int64(n)*(mem/100), sortMinBuffer)
	}
	if n > 1<<40 {
		n = 1 << 40
	}
	return max(int64(n), sortMinBuffer)
}

// spiller reads sort's input in runs of at most limit bytes (held data and
// line references), writing each full run, sorted, to a temporary file.
type spiller struct {
	ctx   context.Context
	inv   *shell.Invocation
	s     *sorter
	delim byte
	dir   string // for temporary files
	limit int64
	files []string   // temporary files, in input order
	lines *lineArena // the run being read
	held  *holder    // tells the memory guard what the runs hold
	full  bool       // the filesystem had no room: keep the rest in memory
	// spilled is what the temporary files hold. Once the filesystem is
	// full, it and the run in memory together may not pass memLimit: the
	// sandbox's filesystem is memory too, and sort would otherwise hold
	// the whole filesystem limit on top of the memory limit.
	spilled, memLimit int64
	// mem are the sorted runs held in memory (sort_runs.go) when sort is
	// not asked to spill, in input order.
	mem []*memRun
}

// memRunAfter is the arena's after-read step when sort does not spill:
// once the input read into the arena passes a run's size and its block is
// full, the lines are sorted into a run in memory.
func (sp *spiller) memRunAfter() error {
	if c := sp.lines.cur(); sp.lines.total < sortRunSize || c == nil || len(c.b) < cap(c.b) {
		return nil
	}
	return sp.toMemRun()
}

// toMemRun sorts the arena's whole lines into a new run in memory and
// empties the arena, keeping the line not yet ended.
func (sp *spiller) toMemRun() error {
	if err := sp.lines.cut(true); err != nil {
		return err
	}
	if len(sp.lines.refs) == 0 {
		return nil // one line, not yet ended, fills the arena
	}
	runs, err := sp.s.sort(sp.ctx, sp.lines, sp.lines.refs)
	if err != nil {
		return err
	}
	r := &memRun{delim: sp.delim, held: sp.held}
	sp.mem = append(sp.mem, r) // freed by cleanup on an error
	if err := r.fill(sp.ctx, sp.s.runSource(sp.lines, runs)); err != nil {
		return err
	}
	return sp.lines.reset()
}

// tmpDir is where GNU sort puts temporary files: -T, $TMPDIR, /tmp.
func sortTmpDir(inv *shell.Invocation, t string, seen bool) string {
	switch {
	case seen:
		return t
	case inv.Env["TMPDIR"] != "":
		return inv.Env["TMPDIR"]
	}
	return "/tmp"
}

// read appends the lines of r to the run, spilling it when it is full.
// A file's last line ends with the file, delimiter or not.
func (sp *spiller) read(r io.Reader) error {
	return sp.lines.read(r, func() error {
		if err := sp.lines.cut(true); err != nil {
			return err
		}
		used := sp.lines.size()
		if sp.full && used+sp.spilled > sp.memLimit {
			return &spillError{msg: "memory exhausted"}
		}
		if !sp.full && used >= sp.limit && len(sp.lines.refs) > 0 {
			return sp.spill()
		}
		return nil
	})
}

// spillError is a temporary file that could not be made or written, in
// GNU's words.
type spillError struct {
	msg string
	err error
}

func (e *spillError) Error() string { return e.msg }

// spill sorts the run and writes it to a new temporary file. When the
// filesystem is full (in the sandbox it is memory too, shared by every
// stage of a pipeline: two sorts of 100 MB each spill at once), the run
// stays in memory and so does the rest of the input, as before spilling
// existed, up to memLimit with what was spilled (GNU's "memory exhausted"
// past it).
func (sp *spiller) spill() error {
	runs, err := sp.s.sort(sp.ctx, sp.lines, sp.lines.refs)
	if err != nil {
		return err
	}
	name, err := sp.write(func(w *bufio.Writer) error {
		return sp.s.emit(sp.ctx, w, sp.s.runSource(sp.lines, runs), sp.delim)
	})
	if isFull(err) {
		sp.full = true
		return nil
	}
	if err != nil {
		return err
	}
	if fi, err := sp.inv.FS.Stat(sp.ctx, name); err == nil {
		sp.spilled += fi.Size()
	}
	sp.files = append(sp.files, name)
	return sp.lines.reset()
}

// isFull is a write that failed for want of room.
func isFull(err error) bool {
	var se *spillError
	return errors.As(err, &se) && (errors.Is(se.err, vfs.ErrNoSpace) || errors.Is(se.err, vfs.ErrFileTooLarge))
}

// write creates a temporary file and fills it with fill.
func (sp *spiller) write(fill func(*bufio.Writer) error) (string, error) {
	var f vfs.File
	var name string
	var err error
	for range 100 {
		name = vfs.Abs(sp.inv.Dir, sp.dir) + fmt.Sprintf("/sort%06d", rand.IntN(1000000))
		f, err = sp.inv.FS.OpenFile(sp.ctx, name, vfs.O_WRONLY|vfs.O_CREATE|vfs.O_EXCL, 0o600)
		if !errors.Is(err, vfs.ErrExist) {
			break
		}
	}
	if err != nil {
		return "", &spillError{"cannot create temporary file in " + quoteFile(sp.dir) + ": " + vfs.Strerror(err), err}
	}
	w := bufio.NewWriterSize(f, 64<<10)
	err = fill(w)
	if err == nil {
		err = w.Flush()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		sp.inv.FS.Remove(context.WithoutCancel(sp.ctx), name)
		if sp.ctx.Err() != nil {
			return "", err
		}
		return "", &spillError{"write failed: " + quoteName(name) + ": " + vfs.Strerror(err), err}
	}
	return name, nil
}

// cleanup removes the temporary files, also after a cancellation.
func (sp *spiller) cleanup() {
	for _, r := range sp.mem {
		r.free()
	}
	sp.mem = nil
	if sp.lines != nil {
		sp.lines.free()
	}
	ctx := context.WithoutCancel(sp.ctx)
	for _, name := range sp.files {
		sp.inv.FS.Remove(ctx, name)
	}
	sp.files = nil
}

// finish sorts the run still in memory and merges it with the temporary
// files into w: first sortMergeWidth files at a time into new files, as
// GNU does, so that few are open at once.
func (sp *spiller) finish(w *bufio.Writer) error {
	if len(sp.mem) > 0 {
		// The last lines become a run too, so that the arena's blocks
		// go back at once, not after the last line is written.
		if err := sp.toMemRun(); err != nil {
			return err
		}
		sp.lines.free()
		srcs := make([]lineSource, len(sp.mem))
		for i, r := range sp.mem {
			srcs[i] = r
		}
		return sp.s.emit(sp.ctx, w, newMergeSource(sp.s, srcs), sp.delim)
	}
	runs, err := sp.s.sort(sp.ctx, sp.lines, sp.lines.refs)
	if err != nil {
		return err
	}
	for len(sp.files)+1 > sortMergeWidth {
		batch := sp.files[:sortMergeWidth]
		name, err := sp.write(func(w *bufio.Writer) error { return sp.mergeFiles(w, batch, nil) })
		if isFull(err) {
			break // merge them all at once
		}
		if err != nil {
			return err
		}
		ctx := context.WithoutCancel(sp.ctx)
		for _, n := range batch {
			sp.inv.FS.Remove(ctx, n)
		}
		// The merged run takes the batch's place: the runs stay in input
		// order, which ties (-s, -u) depend on.
		sp.files = append([]string{name}, sp.files[sortMergeWidth:]...)
	}
	return sp.mergeFiles(w, sp.files, sp.s.runSource(sp.lines, runs))
}

// mergeFiles merges the runs in names, then last, into w.
func (sp *spiller) mergeFiles(w *bufio.Writer, names []string, last lineSource) error {
	var srcs []lineSource
	defer func() {
		for _, src := range srcs {
			if f, ok := src.(*fileSource); ok {
				f.f.Close()
			}
		}
	}()
	for _, name := range names {
		f, err := sp.inv.FS.OpenFile(sp.ctx, name, vfs.O_RDONLY, 0)
		if err != nil {
			return &spillError{"cannot read: " + quoteName(name) + ": " + vfs.Strerror(err), err}
		}
		srcs = append(srcs, &fileSource{f: f, r: bufio.NewReaderSize(f, 32<<10), delim: sp.delim})
	}
	if last != nil {
		srcs = append(srcs, last)
	}
	return sp.s.emit(sp.ctx, w, newMergeSource(sp.s, srcs), sp.delim)
}

// mergeInputs is sort -m: it merges the named inputs into the writer
// open returns (called once the inputs are open, as GNU opens its output),
// batch of them at a time: past batch inputs, the first batch are merged
// into a temporary file that takes their place, as GNU does. Only a line
// of each input is held. Errors to report are *spillError.
func (sp *spiller) mergeInputs(names []string, batch int, open func() (*bufio.Writer, bool)) error {
	type input struct {
		name string
		temp bool
	}
	ins := make([]input, len(names))
	for i, n := range names {
		ins[i] = input{name: n}
	}
	var closers []func()
	closeAll := func() {
		for _, c := range closers {
			c()
		}
		closers = nil
	}
	defer closeAll()
	openAll := func(ins []input) ([]lineSource, error) {
		var srcs []lineSource
		for _, in := range ins {
			var r io.Reader
			var closeFn func()
			var err error
			if in.temp {
				var f vfs.File
				if f, err = sp.inv.FS.OpenFile(sp.ctx, in.name, vfs.O_RDONLY, 0); err == nil {
					r, closeFn = f, func() { f.Close() }
				}
			} else {
				r, closeFn, err = openText(sp.ctx, sp.inv, in.name)
			}
			if err != nil {
				return nil, &spillError{"cannot read: " + quoteName(in.name) + ": " + vfs.Strerror(err), err}
			}
			closers = append(closers, closeFn)
			srcs = append(srcs, &fileSource{r: bufio.NewReaderSize(r, 32<<10), delim: sp.delim, name: in.name})
		}
		return srcs, nil
	}
	for len(ins) > batch {
		srcs, err := openAll(ins[:batch])
		if err != nil {
			return err
		}
		filled := false
		name, err := sp.write(func(w *bufio.Writer) error {
			filled = true
			return sp.s.emit(sp.ctx, w, newMergeSource(sp.s, srcs), sp.delim)
		})
		closeAll()
		if err != nil && !filled {
			// No temporary directory: the sandbox's inputs are not
			// descriptors, so they are merged all at once.
			break
		}
		if err != nil {
			return err
		}
		for _, in := range ins[:batch] {
			if in.temp {
				sp.inv.FS.Remove(context.WithoutCancel(sp.ctx), in.name)
			}
		}
		sp.files = append(sp.files, name) // removed by cleanup if still there
		ins = append([]input{{name: name, temp: true}}, ins[batch:]...)
	}
	srcs, err := openAll(ins)
	if err != nil {
		return err
	}
	w, ok := open()
	if !ok {
		return errSortOutput
	}
	return sp.s.emit(sp.ctx, w, newMergeSource(sp.s, srcs), sp.delim)
}

// errSortOutput: the output could not be opened (already reported).
var errSortOutput = errors.New("output not opened")

// lineSource yields lines in order; a line is valid until the next call.
type lineSource interface {
	next() ([]byte, error) // io.EOF at the end
}

// fileSource reads a temporary file's or an input's lines, each ended by
// delim (the last perhaps not).
type fileSource struct {
	f     vfs.File
	r     *bufio.Reader
	delim byte
	long  []byte // a line longer than r's buffer
	name  string // an input's name, for its read errors
}

func (s *fileSource) next() ([]byte, error) {
	line, err := s.r.ReadSlice(s.delim)
	if err == bufio.ErrBufferFull {
		s.long = append(s.long[:0], line...)
		for err == bufio.ErrBufferFull {
			line, err = s.r.ReadSlice(s.delim)
			s.long = append(s.long, line...)
		}
		line = s.long
	}
	if err == io.EOF && len(line) > 0 {
		err = nil // a run always ends its lines, but do not lose one
	} else if err != nil {
		if s.name != "" && err != io.EOF {
			return nil, &spillError{"read failed: " + quoteName(s.name) + ": " + vfs.Strerror(err), err}
		}
		return nil, err
	}
	if n := len(line); n > 0 && line[n-1] == s.delim {
		line = line[:n-1]
	}
	return line, nil
}

// mergeSource merges sources, taking from the earliest on ties. Each
// head carries its line's summary (sort_summary.go), made once as the
// line arrives: most of the merge's comparisons are of two numbers, as
// the sort's are.
type mergeSource struct {
	s     *sorter
	heads []mergeHead
	top   int // the source whose line was returned last, to advance
	sum   func([]byte) uint64
	exact func(uint64) bool
}

type mergeHead struct {
	line []byte
	k    uint64 // line's summary, when the ordering has them
	src  int
	from lineSource
}

func newMergeSource(s *sorter, srcs []lineSource) *mergeSource {
	m := &mergeSource{s: s, top: -1}
	if !s.noSummary {
		m.sum, m.exact = s.summarizer()
	}
	for i, src := range srcs {
		m.heads = append(m.heads, mergeHead{src: i, from: src})
	}
	return m
}

// setLine makes line the head h's.
func (m *mergeSource) setLine(h *mergeHead, line []byte) {
	h.line = line
	if m.sum != nil {
		h.k = m.sum(line)
	}
}

func (m *mergeSource) Len() int { return len(m.heads) }
func (m *mergeSource) Less(i, j int) bool {
	a, b := &m.heads[i], &m.heads[j]
	var c int
	switch {
	case m.sum == nil:
		c = m.s.compare(a.line, b.line)
	case a.k != b.k:
		return a.k < b.k
	case len(m.s.keys) == 0 && min(len(a.line), len(b.line)) <= 8:
		// Whole lines whose first 8 bytes tie (as in sort's runs).
		if c = cmpInt(len(a.line), len(b.line)); m.s.rev {
			c = -c
		}
	case m.exact != nil && m.exact(a.k):
		c = m.s.compareFrom(a.line, b.line, 1)
	default:
		c = m.s.compare(a.line, b.line)
	}
	if c != 0 {
		return c < 0
	}
	return a.src < b.src
}
func (m *mergeSource) Swap(i, j int) { m.heads[i], m.heads[j] = m.heads[j], m.heads[i] }
func (m *mergeSource) Push(x any)    { m.heads = append(m.heads, x.(mergeHead)) }
func (m *mergeSource) Pop() any {
	h := m.heads[len(m.heads)-1]
	m.heads = m.heads[:len(m.heads)-1]
	return h
}

func (m *mergeSource) next() ([]byte, error) {
	if m.top == -1 {
		// First call: read every source's first line.
		heads := m.heads
		m.heads = nil
		for _, h := range heads {
			line, err := h.from.next()
			if err == io.EOF {
				continue
			}
			if err != nil {
				return nil, err
			}
			m.setLine(&h, line)
			m.heads = append(m.heads, h)
		}
		heap.Init(m)
		m.top = 0
	} else if len(m.heads) > 0 {
		line, err := m.heads[0].from.next()
		switch {
		case err == io.EOF:
			heap.Pop(m)
		case err != nil:
			return nil, err
		default:
			m.setLine(&m.heads[0], line)
			heap.Fix(m, 0)
		}
	}
	if len(m.heads) == 0 {
		return nil, io.EOF
	}
	return m.heads[0].line, nil
}

// emit writes src's lines to w, each ended by delim, skipping with -u a
// line equal to the one before. It stops on a write error or when ctx is
// done.
func (s *sorter) emit(ctx context.Context, w *bufio.Writer, src lineSource, delim byte) error {
	var prev []byte
	first := true
	for i := 0; ; i++ {
		if i%ctxCheckEvery == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		line, err := src.next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		if s.unique {
			if !first && s.compare(prev, line) == 0 {
				continue
			}
			// The source may reuse line's bytes.
			prev = append(prev[:0], line...)
			first = false
		}
		if s.debug && w == s.debugW {
			if err := s.debugLine(w, line); err != nil {
				return err
			}
			continue
		}
		w.Write(line)
		if err := w.WriteByte(delim); err != nil {
			return err
		}
	}
}
