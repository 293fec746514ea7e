package worker

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// States of a worker.
const (
	stateStarting = iota
	stateIdle
	stateBusy
	stateRetiring
)

// Causes of a worker's end (the label of computerwelt_worker_exits_total).
const (
	causeMemory   = "memory"   // killed past the memory cap
	causeDeadline = "deadline" // killed past the time limit and grace
	causeStart    = "start"    // did not get ready in time
	causeShutdown = "shutdown" // the pool closed
	causeRecycled = "recycled" // retired by the recycle policy
	causeCrash    = "crash"    // a fatal error or panic
	causeKilled   = "killed"   // a signal from outside
	causeExited   = "exited"   // exited on its own
)

// startTimeout bounds a worker's set-up (compiling Python takes seconds
// on a cold cache).
const startTimeout = 3 * time.Minute

// proc is one worker process.
type proc struct {
	p      *Pool
	id     int
	holder string
	stderr *lineTail // set before the process starts

	inMu  sync.Mutex
	stdin io.WriteCloser

	ready  chan struct{}
	exited chan struct{} // closed when the process is waited for
	frames chan response // closed when its output ends

	// Guarded by p.mu:
	state        int
	turns        int
	stats        stats
	wasReady     bool
	retireReason string

	mu       sync.Mutex
	process  *os.Process
	cause    string // why the supervisor killed it
	startErr error
	waitErr  error
}

func randomSuffix() string {
	var b [4]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// start runs the process and its readers; it returns when the process
// has exited and the pool knows.
func (w *proc) start() {
	p := w.p
	cmd := p.command(w.holder)
	cmd.Stderr = w.stderr
	setProcAttr(cmd)
	cgDir := ""
	if p.cg != nil {
		var err error
		if cgDir, err = p.cg.create(w.id, p.memory); err != nil {
			p.log.Warn("a worker without its cgroup: only its resident memory is watched", "worker", w.id, "err", err)
		}
	}
	stdin, err := cmd.StdinPipe()
	var stdout io.ReadCloser
	if err == nil {
		stdout, err = cmd.StdoutPipe()
	}
	if err == nil {
		err = cmd.Start()
	}
	if err == nil {
		// The worker is set up before it takes work: what it allocates
		// before it is in its cgroup is the runtime's start.
		if cgDir != "" {
			if err := p.cg.add(cgDir, cmd.Process.Pid); err != nil {
				p.log.Warn("a worker outside its cgroup: only its resident memory is watched", "worker", w.id, "err", err)
			}
		}
		if err := limitData(cmd.Process.Pid, p.dataLimit()); err != nil {
			p.log.Debug("no RLIMIT_DATA for a worker", "worker", w.id, "err", err)
		}
	} else if cgDir != "" {
		p.cg.remove(cgDir)
	}
	if err != nil {
		w.mu.Lock()
		w.startErr = fmt.Errorf("starting a worker: %w", err)
		w.mu.Unlock()
		close(w.frames)
		close(w.exited)
		p.onExit(w)
		return
	}
	w.mu.Lock()
	w.process = cmd.Process
	w.mu.Unlock()
	w.inMu.Lock()
	w.stdin = stdin
	w.inMu.Unlock()
	readDone := make(chan struct{})
	go func() {
		defer close(readDone)
		defer close(w.frames)
		for {
			var r response
			if err := readFrame(stdout, &r); err != nil {
				if !errors.Is(err, io.EOF) && !errors.Is(err, os.ErrClosed) {
					w.mu.Lock()
					if w.startErr == nil && !w.wasReadyLocked() {
						w.startErr = err
					}
					w.mu.Unlock()
					// A worker that garbles its output is of no use.
					w.kill(causeCrash)
				}
				io.Copy(io.Discard, stdout)
				return
			}
			if r.Kind == kindReady {
				close(w.ready)
				p.mu.Lock()
				w.wasReady = true
				p.mu.Unlock()
				p.becameReady(w, r.Stats)
				continue
			}
			w.frames <- r
		}
	}()
	go func() {
		select {
		case <-w.ready:
		case <-readDone:
		case <-time.After(startTimeout):
			w.mu.Lock()
			w.startErr = fmt.Errorf("a worker did not get ready within %s", startTimeout)
			w.mu.Unlock()
			w.kill(causeStart)
		}
	}()
	<-readDone
	err = cmd.Wait()
	w.mu.Lock()
	w.waitErr = err
	w.mu.Unlock()
	if cgDir != "" {
		if p.cg.oomKilled(cgDir) {
			// The kernel ended it at memory.max.
			w.mu.Lock()
			if w.cause == "" {
				w.cause = causeMemory
			}
			w.mu.Unlock()
		}
		if err := p.cg.remove(cgDir); err != nil {
			p.log.Warn("removing a worker's cgroup", "worker", w.id, "err", err)
		}
	}
	close(w.exited)
	p.onExit(w)
}

func (w *proc) wasReadyLocked() bool {
	select {
	case <-w.ready:
		return true
	default:
		return false
	}
}

// closeInput tells the worker to finish: it exits when its input ends.
func (w *proc) closeInput() {
	w.inMu.Lock()
	defer w.inMu.Unlock()
	if w.stdin != nil {
		w.stdin.Close()
	}
}

func (w *proc) send(r request) error {
	w.inMu.Lock()
	defer w.inMu.Unlock()
	if w.stdin == nil {
		return errors.New("worker not started")
	}
	return writeFrame(w.stdin, r)
}

// kill ends the process, remembering the first cause.
func (w *proc) kill(cause string) {
	w.mu.Lock()
	if w.cause == "" && cause != "" {
		w.cause = cause
	}
	proc := w.process
	w.mu.Unlock()
	if proc != nil {
		proc.Kill()
	}
	w.p.mu.Lock()
	if w.state == stateIdle {
		w.state = stateRetiring
	}
	w.p.mu.Unlock()
}

// rss reads the worker's resident memory from /proc (0 if unknown).
func (w *proc) rss() int64 {
	pid := w.pid()
	if pid == 0 {
		return 0
	}
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/statm")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return 0
	}
	pages, _ := strconv.ParseInt(f[1], 10, 64)
	return pages * int64(os.Getpagesize())
}

// pid is the worker's process id (0 before it started).
func (w *proc) pid() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.process == nil {
		return 0
	}
	return w.process.Pid
}

func (w *proc) fatalLine() string {
	if w.stderr == nil {
		return ""
	}
	return w.stderr.fatalLine()
}

// startErr is why a worker that never got ready ended.
func (w *proc) startErrOrExit() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.startErr != nil {
		return w.startErr
	}
	msg := "a worker exited before it was ready"
	if w.waitErr != nil {
		msg += " (" + w.waitErr.Error() + ")"
	}
	if lines := w.stderr.firstLines(); len(lines) > 0 {
		msg += ": " + strings.Join(lines, " ")
	}
	return errors.New(msg)
}

// exitCause says why the worker ended.
func (w *proc) exitCause() string {
	w.mu.Lock()
	cause, werr := w.cause, w.waitErr
	w.mu.Unlock()
	if cause != "" {
		return cause
	}
	w.p.mu.Lock()
	retiring := w.state == stateRetiring && w.retireReason != ""
	w.p.mu.Unlock()
	if retiring && werr == nil {
		return causeRecycled
	}
	if f := w.fatalLine(); f != "" {
		return causeCrash
	}
	var ee *exec.ExitError
	if errors.As(werr, &ee) {
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			return causeKilled
		}
	}
	if werr == nil && retiring {
		return causeRecycled
	}
	return causeExited
}

// run sends r and waits for the answer, streaming output to stdout and
// stderr, bounding the script's time. It returns the outcome instead when
// the worker ends without answering, and whether the script had started.
func (w *proc) run(ctx context.Context, r request, stdout, stderr io.Writer) (resp response, out *outcome, started bool) {
	p := w.p
	if err := w.send(r); err != nil {
		// Dead already (the pool does not know yet), or dying.
		w.kill("")
		<-w.exited
		return response{}, w.outcome(), false
	}
	// Until the script starts the worker loads the session; then the
	// script has its time limit and the grace; then the turn is saved.
	budget := p.turnTimeout
	if r.Timeout > 0 {
		budget = min(budget, r.Timeout)
	}
	deadline := time.Now().Add(loadTimeout)
	timer := time.NewTimer(loadTimeout)
	defer timer.Stop()
	reset := func(t time.Time) {
		deadline = t
		timer.Reset(time.Until(t))
	}
	ctxDone := ctx.Done()
	for {
		select {
		case f, ok := <-w.frames:
			if !ok {
				select {
				case <-w.exited:
				case <-time.After(5 * time.Second):
					w.kill(causeCrash)
					<-w.exited
				}
				return response{}, w.outcome(), started
			}
			if f.ID != r.ID {
				continue // the end of an earlier call the supervisor gave up on
			}
			switch f.Kind {
			case kindStdout:
				if stdout != nil {
					stdout.Write(f.Data)
				}
			case kindStderr:
				if stderr != nil {
					stderr.Write(f.Data)
				}
			case kindStart:
				started = true
				reset(time.Now().Add(budget + p.grace))
			case kindEnd:
				reset(time.Now().Add(loadTimeout))
			case kindDone:
				return f, nil, started
			}
		case <-ctxDone:
			ctxDone = nil
			w.send(request{ID: r.ID, Op: opCancel})
			if t := time.Now().Add(p.grace); t.Before(deadline) {
				reset(t)
			}
		case <-timer.C:
			w.kill(causeDeadline)
		}
	}
}

// outcome describes a call's end after its worker exited.
func (w *proc) outcome() *outcome {
	p := w.p
	cause := w.exitCause()
	fatal := strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(w.fatalLine(), "fatal error: "), "panic: "))
	const lost = " What this call changed is lost; files and state are as after the previous call.\n"
	switch {
	case cause == causeMemory:
		return &outcome{StatusMemory, fmt.Sprintf("bash: the script was stopped: it used more than %s of memory.", formatBytes(p.memory)) + lost}
	case strings.Contains(fatal, "out of memory"), strings.Contains(fatal, "cannot allocate memory"):
		// One allocation the system refused, before any watch could see it.
		return &outcome{StatusMemory, fmt.Sprintf("bash: the script was stopped: it asked for more memory than there is (it may use %s).", formatBytes(p.memory)) + lost}
	case cause == causeDeadline:
		return &outcome{StatusTimeLimit, "bash: the script was stopped: it did not stop at the time limit." + lost}
	case cause == causeShutdown:
		return &outcome{StatusCrashed, "bash: the script was stopped: the server is shutting down." + lost}
	case fatal != "":
		if len(fatal) > 200 {
			fatal = fatal[:200] + "..."
		}
		return &outcome{StatusCrashed, fmt.Sprintf("bash: the script crashed the sandbox (%s).", fatal) + lost}
	}
	w.mu.Lock()
	werr := w.waitErr
	w.mu.Unlock()
	var ee *exec.ExitError
	if errors.As(werr, &ee) {
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			return &outcome{128 + int(ws.Signal()), fmt.Sprintf("bash: the script was stopped: the sandbox was killed (%s).", ws.Signal()) + lost}
		}
		return &outcome{StatusCrashed, fmt.Sprintf("bash: the script crashed the sandbox (it exited with status %d).", ee.ExitCode()) + lost}
	}
	return &outcome{StatusCrashed, "bash: the script crashed the sandbox (it exited)." + lost}
}
