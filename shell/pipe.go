package shell

import (
	"context"
	"errors"
	"io"
	"strings"
	"sync"
	"time"

	"mvdan.cc/sh/v3/syntax"

	"github.com/computerwelt/computerwelt/vfs"
)

// pipe is an in-memory, bounded pipe. Both ends unblock when the Run's
// context ends (runState.breakPipes calls abort).
type pipe struct {
	mu   sync.Mutex
	cond *sync.Cond
	// buf[r:] is the unread data. buf is kept and reused, the unread data
	// moved to its start when the writer needs the room: a fresh slice for
	// each chunk made a pipeline's pipes allocate twice the bytes they
	// moved, garbage that raised the heap's peak (issue 20).
	buf     []byte
	r       int
	rclosed bool
	wclosed bool
	aborted bool
	rs      *runState
	epipe   bool // a writer that dies of SIGPIPE found the reader gone
	broken  bool // a write failed because the reader went away
	// late counts the bytes taken after the reader went away. A process
	// writing to a kernel pipe has its output buffered there before the
	// reader exits unless it writes more than the buffer holds, and that
	// is what bash shows: echo x | true is 0, seq 100000 | head -1 is
	// killed by SIGPIPE. Our stages run at once, so a small write may
	// come after the reader ended: it is taken, up to the buffer's size.
	late int
}

const pipeCap = 64 << 10

var errBrokenPipe = vfs.PathError("write", "pipe", vfs.ErrBrokenPipe)

func newPipe(rs *runState) *pipe {
	p := &pipe{rs: rs}
	p.cond = sync.NewCond(&p.mu)
	if rs != nil {
		rs.addPipe(p)
		if rs.stopped() {
			p.aborted = true
		}
	}
	return p
}

func (p *pipe) Read(b []byte) (int, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for len(p.buf) == p.r {
		if p.aborted {
			return 0, errors.New("interrupted")
		}
		if p.wclosed || p.rclosed {
			return 0, io.EOF
		}
		p.cond.Wait()
	}
	n := copy(b, p.buf[p.r:])
	p.r += n
	if p.r == len(p.buf) {
		p.buf, p.r = p.buf[:0], 0
	}
	p.cond.Broadcast()
	return n, nil
}

func (p *pipe) Write(b []byte) (int, error) { return p.write(b, true) }

// write writes b; sigpipe says whether the writer dies of SIGPIPE when the
// reader went away (it marks the pipe so the stage's status becomes 141).
func (p *pipe) write(b []byte, sigpipe bool) (int, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	n := 0
	for len(b) > 0 {
		if p.aborted {
			return n, errors.New("interrupted")
		}
		if p.rclosed {
			// Once a write has failed, every later one comes after the
			// reader left.
			if !p.broken && p.late+len(b) <= pipeCap {
				p.late += len(b)
				return n + len(b), nil
			}
			p.epipe = p.epipe || sigpipe
			p.broken = true
			return n, errBrokenPipe
		}
		if p.wclosed {
			return n, io.ErrClosedPipe
		}
		room := pipeCap - (len(p.buf) - p.r)
		if room <= 0 {
			p.cond.Wait()
			continue
		}
		k := min(len(b), room)
		p.makeRoom(k)
		p.buf = append(p.buf, b[:k]...)
		b = b[k:]
		n += k
		p.cond.Broadcast()
	}
	return n, nil
}

// makeRoom lets buf take k more bytes (k at most the room left under
// pipeCap) without a new slice when it can: the unread data moves to the
// start, and the slice grows, doubling up to pipeCap, only when that is
// not enough. A pipe that carries little never holds pipeCap.
func (p *pipe) makeRoom(k int) {
	if len(p.buf)+k <= cap(p.buf) {
		return
	}
	unread := len(p.buf) - p.r
	if unread+k <= cap(p.buf) {
		p.buf = p.buf[:copy(p.buf, p.buf[p.r:])]
		p.r = 0
		return
	}
	nb := make([]byte, unread, min(pipeCap, max(2*cap(p.buf), unread+k, 4<<10)))
	copy(nb, p.buf[p.r:])
	p.buf, p.r = nb, 0
}

func (p *pipe) closeWrite() {
	p.mu.Lock()
	p.wclosed = true
	p.cond.Broadcast()
	done := p.rclosed
	p.mu.Unlock()
	if done && p.rs != nil {
		p.rs.removePipe(p)
	}
}

func (p *pipe) closeRead() {
	p.mu.Lock()
	p.rclosed = true
	p.buf, p.r = nil, 0
	p.cond.Broadcast()
	done := p.wclosed
	p.mu.Unlock()
	if done && p.rs != nil {
		p.rs.removePipe(p)
	}
}

func (p *pipe) abort() {
	p.mu.Lock()
	p.aborted = true
	p.cond.Broadcast()
	p.mu.Unlock()
}

type pipeReader struct{ p *pipe }

func (r pipeReader) Read(b []byte) (int, error) { return r.p.Read(b) }
func (r pipeReader) Close() error               { r.p.closeRead(); return nil }

type pipeWriter struct{ p *pipe }

func (w pipeWriter) Write(b []byte) (int, error) { return w.p.Write(b) }
func (w pipeWriter) Close() error                { w.p.closeWrite(); return nil }

// noSIGPIPEWriter is a pipe's write end as a program that ignores SIGPIPE
// holds it: a closed reader is an EPIPE error, not a death (Command's
// IgnoresSIGPIPE).
type noSIGPIPEWriter struct{ p *pipe }

func (w noSIGPIPEWriter) Write(b []byte) (int, error) { return w.p.write(b, false) }

// ignoringSIGPIPE is w as a program that ignores SIGPIPE writes to it.
func ignoringSIGPIPE(w io.Writer) io.Writer {
	if pw, ok := w.(pipeWriter); ok {
		return noSIGPIPEWriter{pw.p}
	}
	return w
}

// flattenPipe lists the stages of a pipeline and whether each stage's
// stderr is piped too (|&).
func flattenPipe(c *syntax.BinaryCmd, stages []*syntax.Stmt, all []bool) ([]*syntax.Stmt, []bool) {
	addSide := func(st *syntax.Stmt, pipeAll bool) {
		if bc, ok := st.Cmd.(*syntax.BinaryCmd); ok && (bc.Op == syntax.Pipe || bc.Op == syntax.PipeAll) &&
			!st.Negated && !st.Background && len(st.Redirs) == 0 {
			stages, all = flattenPipe(bc, stages, all)
			return
		}
		stages = append(stages, st)
		all = append(all, pipeAll)
	}
	addSide(c.X, c.Op == syntax.PipeAll)
	addSide(c.Y, false)
	return stages, all
}

func (r *runner) pipeline(c *syntax.BinaryCmd) {
	stages, all := flattenPipe(c, nil, nil)
	n := len(stages)
	statuses := make([]int, n)
	var wg sync.WaitGroup
	var prevR *pipe
	lastInShell := r.opts.lastpipe
	left := false // the shell left in a DEBUG trap
	var gates []traceGate
	if r.opts.xtrace {
		gates = make([]traceGate, n)
		for i := range gates {
			gates[i].done = make(chan struct{})
			if i > 0 {
				gates[i].prev = gates[i-1].done
			}
		}
		savedGate := r.traceGate
		defer func() { r.traceGate = savedGate }()
	}
	for i, st := range stages {
		var next *pipe
		if i < n-1 {
			next = newPipe(r.rs)
		}
		var sub *runner
		if i == n-1 && lastInShell {
			sub = r
		} else {
			// bash runs the DEBUG trap of a simple command before it
			// forks the element's process: in the shell itself.
			switch c := st.Cmd.(type) {
			case *syntax.CallExpr, *syntax.DeclClause, *syntax.ArithmCmd, *syntax.TestClause, *syntax.LetClause:
				if _, ok := r.traps["DEBUG"]; ok && !r.inTrap {
					r.lineno = r.lineAt(st.Pos())
					if ce, ok := c.(*syntax.CallExpr); ok && len(ce.Args) > 0 {
						r.lineno = r.callLine(ce)
					}
					saved := r.curStmt
					r.curStmt = st
					r.debugTrap(r.withRedirs(c))
					r.curStmt = saved
				}
			}
			switch c := st.Cmd.(type) {
			case *syntax.CallExpr, *syntax.DeclClause, *syntax.LetClause:
				// bash prints a simple command as $BASH_COMMAND before
				// it forks the element's process, so the shell shows
				// the last simple element (a compound one forks first).
				saved := r.curStmt
				r.curStmt = st
				r.setBashCmd(r.withRedirs(c), "")
				r.curStmt = saved
			}
			if r.exiting || r.rs.stopped() {
				// exit in the trap: the elements started go on alone.
				if prevR != nil {
					prevR.closeRead()
				}
				left = true
				break
			}
			sub = r.subshell(true)
			sub.seeParentJobs(r)
			sub.dropCoprocFds(r)
			sub.forkedFor(r, st.Cmd, false)
			sub.skipDebug = r.traps["DEBUG"] != "" && !r.inTrap
		}
		var saved []*fdesc
		if sub == r {
			saved = r.fds
			r.fds = append([]*fdesc(nil), r.fds...)
		}
		for len(sub.fds) < 3 {
			sub.fds = append(sub.fds, nil)
		}
		if prevR != nil {
			sub.fds[0] = &fdesc{r: pipeReader{prevR}}
			if sub != r {
				// An asynchronous command in it reads the pipe
				// (bash's stdin_redir of a piped subshell).
				sub.stdinRedir = true
			}
		}
		if next != nil {
			sub.fds[1] = &fdesc{w: pipeWriter{next}}
			if all[i] {
				sub.fds[2] = sub.fds[1]
			}
		}
		in, out := prevR, next
		if gates != nil {
			sub.traceGate = &gates[i]
		}
		run := func(i int, sub *runner, st *syntax.Stmt) {
			defer func() {
				if gates != nil {
					gates[i].open()
				}
				if v := recover(); v != nil {
					sub.errf("%s: internal error: %v\n", sub.arg0, v)
					statuses[i] = 2
				}
				if out != nil {
					out.closeWrite()
				}
				if in != nil {
					in.closeRead()
				}
			}()
			if sub != r {
				// bash runs a simple command (a declaration and let
				// are simple commands to bash) or a ( ) of a pipeline
				// in the child itself: no ERR trap for its own status
				// there.
				switch st.Cmd.(type) {
				case *syntax.CallExpr, *syntax.DeclClause, *syntax.LetClause, *syntax.Subshell:
					sub.noErrTrap = st
				default:
					// Another compound command's redirections are made
					// by the child before it: their failure ends it
					// with no ERR trap.
					sub.noRedirErrTrap = st
				}
			}
			sub.stmt(st)
			if sub != r {
				sub.forkedDeclStatus(st)
				sub.forkedEvalStatus(st)
			}
			if sub != r && sub.noErrTrap == st && (sub.aborting || sub.failed) && !r.trapsInherited && !sub.evalLike(st) {
				// bash's child for a simple command keeps the EXIT trap,
				// and an expansion error leaves through it; in a
				// subshell, whose traps are inherited and inactive, it
				// stays inactive. One inside eval's or source's text
				// leaves by exit(), with no trap (evalLike).
				sub.trapsInherited, sub.aborting = false, false
			}
			if sub != r {
				statuses[i] = sub.finish()
			} else {
				statuses[i] = sub.exit
			}
			if out != nil && statuses[i] != 0 {
				out.mu.Lock()
				if out.epipe {
					statuses[i] = 141 // killed by SIGPIPE
				}
				out.mu.Unlock()
			}
		}
		if i < n-1 {
			wg.Add(1)
			go func(i int, sub *runner, st *syntax.Stmt) {
				defer wg.Done()
				run(i, sub, st)
			}(i, sub, st)
		} else {
			run(i, sub, st)
			if sub == r {
				r.fds = saved
			}
		}
		prevR = next
	}
	wg.Wait()
	if left {
		return
	}
	r.pipeStatus = statuses
	r.exit = statuses[n-1]
	if r.opts.pipefail {
		for i := n - 1; i >= 0; i-- {
			if statuses[i] != 0 {
				r.exit = statuses[i]
				break
			}
		}
	}
	if sh, ok := stages[n-1].Cmd.(*syntax.Subshell); ok && !lastInShell && r.exit != 0 &&
		r.noErrExit == 0 && !r.exiting && !r.aborting {
		// bash runs the ERR trap once more for a pipeline that ends in
		// a ( ) and fails (pipefail counted, ! not yet applied), as
		// for that subshell in the shell itself; not where its status is
		// ignored, as a ! pipeline's under set -e (CMD_IGNORE_RETURN
		// reaches the elements).
		r.setBashCmd(sh, "")
		r.runTrap("ERR")
		if r.errexitNow() {
			// set -e leaves there, before the pipeline's own ERR.
			r.exiting = true
		}
	}
}

// traceGate orders the first set -x lines of a pipeline's elements as
// bash's forks, made in order, almost always do: an element's first
// trace waits until the element before it has traced or ended (at most
// traceGateWait, so that an element that blocks before tracing delays
// the next one's trace without holding it).
type traceGate struct {
	prev <-chan struct{}
	done chan struct{}
	once sync.Once
}

// traceGateWait is long enough for a loaded machine to schedule the
// element before (200 ms was not, on 2 cores under tests); an element
// only blocks before its first trace in rare scripts.
const traceGateWait = 2 * time.Second

func (g *traceGate) open() { g.once.Do(func() { close(g.done) }) }

// pass waits for the element before to have traced.
func (g *traceGate) pass(ctx context.Context) {
	if g.prev == nil {
		return
	}
	t := time.NewTimer(traceGateWait)
	defer t.Stop()
	select {
	case <-g.prev:
	case <-ctx.Done():
	case <-t.C:
	}
}

// forkedDeclStatus gives a declaration that failed with bash's
// EX_BADASSIGN (260) the status a child bash forked for it exits with,
// 260 & 255 = 4: st ran as a pipeline's element or an asynchronous
// command, set -e (which leaves the child at once, with that status) or
// not. Under set -e a plain export or readonly leaves with 1: only those
// with -a or -A are declare's work (export.def hands them to it), whose
// failure set -e passes on as it is.
func (r *runner) forkedDeclStatus(st *syntax.Stmt) {
	dc, decl := st.Cmd.(*syntax.DeclClause)
	if !decl || !r.badAssign || r.exit != 1 || (r.exiting && !r.opts.errexit) {
		return
	}
	if r.exiting && plainExportReadonly(dc) {
		return
	}
	r.exit = 4
}

// forkedEvalStatus gives eval or source, run by a child forked for it (a
// pipeline's element, an asynchronous command), the status 1 when set -e
// ended it inside: bash's child for a builtin catches set -e's jump to the
// top level and exits with EXECUTION_FAILURE, whatever the failed
// command's status (execute_subshell_builtin_or_function).
func (r *runner) forkedEvalStatus(st *syntax.Stmt) {
	if r.errexited && r.exit != 0 && r.evalLike(st) {
		r.exit = 1
	}
}

// evalLike reports whether st is a simple command running eval, source
// or . (after command or builtin), whose errors bash's child for it
// catches at its top level and leaves with exit(), no EXIT trap run.
func (r *runner) evalLike(st *syntax.Stmt) bool {
	ce, ok := st.Cmd.(*syntax.CallExpr)
	if !ok {
		return false
	}
	for i, w := range ce.Args {
		switch name := w.Lit(); {
		case name == "command" || name == "builtin":
			continue
		case strings.HasPrefix(name, "-") && i > 0 && ce.Args[i-1].Lit() == "command":
			continue // command -p
		case name == "eval" || name == "source" || name == ".":
			_, fn := r.funcs[name]
			return !fn
		}
		return false
	}
	return false
}

// plainExportReadonly reports whether dc is export or readonly without
// an array option (-a, -A) among its literal option words.
func plainExportReadonly(dc *syntax.DeclClause) bool {
	if dc.Variant == nil || (dc.Variant.Value != "export" && dc.Variant.Value != "readonly") {
		return false
	}
	for _, a := range dc.Args {
		if !a.Naked || a.Value == nil {
			continue
		}
		if opt := a.Value.Lit(); len(opt) > 1 && opt[0] == '-' && strings.ContainsAny(opt[1:], "aA") {
			return false
		}
	}
	return true
}
