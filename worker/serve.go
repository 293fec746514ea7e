package worker

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"syscall"

	"github.com/computerwelt/computerwelt/server"
	"github.com/computerwelt/computerwelt/session"
)

// ServeOption configures Serve.
type ServeOption func(*serveConfig)

type serveConfig struct {
	testHooks bool
}

// WithTestHooks makes a script that starts with "#cw-test-crash:" end the
// worker for real, the way a bug would: "stack" (a stack overflow),
// "alloc" (one allocation far past the memory there is), "grow" (memory
// growing until the supervisor's cap), "spin" (a loop that ignores its
// context), "panic" (a panic in a goroutine of its own), "exit" (the
// process exits); "pid" answers the worker's process id. For the supervisor's tests only: the worker command
// offers it behind a hidden flag.
func WithTestHooks() ServeOption {
	return func(c *serveConfig) { c.testHooks = true }
}

// testCrashPrefix starts a script that triggers a test hook.
const testCrashPrefix = "#cw-test-crash:"

// Serve answers the requests read from r (the supervisor's end of the
// worker's standard input) on w, running them on m one at a time, until
// r ends or ctx is done. It first sends that the worker is ready: set
// up m (and warm what is to be warmed) before calling it.
func Serve(ctx context.Context, r io.Reader, w io.Writer, m *session.Manager, opts ...ServeOption) error {
	var cfg serveConfig
	for _, o := range opts {
		o(&cfg)
	}
	s := &serveState{m: m, cfg: cfg, out: &frameWriter{w: w}, cancels: map[uint64]context.CancelFunc{}}
	if err := s.out.send(response{Kind: kindReady, Stats: s.stats()}); err != nil {
		return err
	}
	type job struct {
		req request
		ctx context.Context
	}
	jobs := make(chan job, 16)
	readErr := make(chan error, 1)
	go func() {
		defer close(jobs)
		for {
			var req request
			if err := readFrame(r, &req); err != nil {
				if errors.Is(err, io.EOF) {
					err = nil
				}
				readErr <- err
				return
			}
			if req.Op == opCancel {
				s.mu.Lock()
				if c := s.cancels[req.ID]; c != nil {
					c()
				}
				s.mu.Unlock()
				continue
			}
			// The cancel func is known before the request is queued: a
			// cancel frame right behind it finds it.
			jctx, cancel := context.WithCancel(ctx)
			s.mu.Lock()
			s.cancels[req.ID] = cancel
			s.mu.Unlock()
			select {
			case jobs <- job{req, jctx}:
			case <-ctx.Done():
				cancel()
				readErr <- ctx.Err()
				return
			}
		}
	}()
	for j := range jobs {
		resp := s.handle(j.ctx, j.req)
		s.mu.Lock()
		if c := s.cancels[j.req.ID]; c != nil {
			c()
			delete(s.cancels, j.req.ID)
		}
		s.mu.Unlock()
		if err := s.out.send(resp); err != nil {
			return fmt.Errorf("worker: answering: %w", err)
		}
	}
	return <-readErr
}

type serveState struct {
	m     *session.Manager
	cfg   serveConfig
	out   *frameWriter
	turns int

	mu      sync.Mutex
	cancels map[uint64]context.CancelFunc
}

func (s *serveState) stats() *stats {
	return &stats{InMemory: s.m.InMemory(), Goroutines: runtime.NumGoroutine(), Turns: s.turns}
}

// handle runs one request and returns its answer.
func (s *serveState) handle(ctx context.Context, req request) response {
	resp := response{ID: req.ID, Kind: kindDone}
	if req.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, req.Timeout)
		defer cancel()
	}
	sessions := server.ManagerSessions(s.m)
	var err error
	switch req.Op {
	case opExec:
		s.turns++
		var res result
		res, err = s.exec(ctx, req)
		resp.Result = &res
	case opDiff:
		var buf bytes.Buffer
		err = sessions.Diff(ctx, req.Owner, req.Conversation, &buf)
		resp.Data = buf.Bytes()
	case opRead:
		resp.Data, err = sessions.ReadFile(ctx, req.Owner, req.Conversation, req.Path)
		if err == nil && len(resp.Data) > MaxFrameBytes-(1<<20) {
			resp.Data = nil
			err = fmt.Errorf("%w: %s is too large to read through the server", server.ErrBadRequest, req.Path)
		}
	case opWrite:
		err = sessions.WriteFile(ctx, req.Owner, req.Conversation, req.Path, req.Data)
	default:
		err = &remoteError{wireError{Code: codeUnknownOp, Message: fmt.Sprintf("worker: unknown operation %q", req.Op)}}
	}
	if err != nil {
		var re *remoteError
		if errors.As(err, &re) {
			resp.Error = &re.w
		} else {
			resp.Error = toWire(err)
		}
	}
	resp.Stats = s.stats()
	return resp
}

func (s *serveState) exec(ctx context.Context, req request) (result, error) {
	start := func() { s.out.send(response{ID: req.ID, Kind: kindStart}) }
	end := func() { s.out.send(response{ID: req.ID, Kind: kindEnd}) }
	if s.cfg.testHooks && strings.HasPrefix(req.Script, testCrashPrefix) {
		how := strings.TrimSpace(strings.TrimPrefix(req.Script, testCrashPrefix))
		if how == "pid" {
			// Which process runs the conversation, for a test to kill.
			return result{Stdout: []byte(fmt.Sprintln(os.Getpid()))}, nil
		}
		if how == "spin" {
			// Only the spin is bounded by the time limit; the others
			// must end by what they test (a crash, the memory cap),
			// however slow the machine.
			start()
		}
		crash(how)
		return result{}, fmt.Errorf("%w: unknown test hook %q", server.ErrBadRequest, req.Script)
	}
	opts := []session.ExecOption{session.AsOwner(req.Owner), session.OnScript(start, end)}
	if req.Workspace != "" {
		opts = append(opts, session.InWorkspace(req.Workspace))
	}
	if req.HasStdin {
		opts = append(opts, session.WithStdin(bytes.NewReader(req.Stdin)))
	}
	if req.Stream {
		opts = append(opts, session.Streaming(s.out.stream(req.ID, kindStdout), s.out.stream(req.ID, kindStderr)))
	}
	res, err := s.m.Exec(ctx, req.Conversation, req.Script, opts...)
	return result{Stdout: []byte(res.Stdout), Stderr: []byte(res.Stderr), ExitCode: res.ExitCode, Truncated: res.Truncated}, err
}

// crash ends the process the way the named bug would.
func crash(how string) {
	switch how {
	case "stack":
		// Below the memory cap, so that the stack overflows before the
		// supervisor's memory watch ends the process.
		debug.SetMaxStack(8 << 20)
		var recurse func(int) int
		recurse = func(n int) int {
			var pad [256]byte
			pad[n%256] = byte(n)
			return recurse(n+1) + int(pad[0])
		}
		recurse(0)
	case "alloc":
		b := make([]byte, 1<<36)
		b[len(b)-1] = 1
		runtime.KeepAlive(b)
	case "grow":
		// Memory outside the Go heap, as python3's is: no collection
		// slows the growth down.
		var keep [][]byte
		for {
			b, err := syscall.Mmap(-1, 0, 16<<20, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
			if err != nil {
				panic(err)
			}
			for i := 0; i < len(b); i += 4096 {
				b[i] = 1
			}
			keep = append(keep, b)
		}
	case "spin":
		for n := 0; ; n++ {
			if n < 0 {
				return
			}
		}
	case "panic":
		done := make(chan struct{})
		go func() { panic("test hook: a panic no recover catches") }()
		<-done
	case "exit":
		// Like a command calling os.Exit.
		exit(3)
	}
}

// exit is os.Exit (a variable so that the hook reads as what it is).
var exit = os.Exit

// frameWriter serialises frames from the turn's goroutines and the
// answer.
type frameWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (f *frameWriter) send(r response) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	return writeFrame(f.w, r)
}

func (f *frameWriter) stream(id uint64, kind string) io.Writer {
	return streamWriter{f: f, id: id, kind: kind}
}

type streamWriter struct {
	f    *frameWriter
	id   uint64
	kind string
}

func (s streamWriter) Write(p []byte) (int, error) {
	// Split so that one frame stays well under the limit.
	const chunk = 1 << 20
	for off := 0; off < len(p); off += chunk {
		end := min(off+chunk, len(p))
		if err := s.f.send(response{ID: s.id, Kind: s.kind, Data: p[off:end]}); err != nil {
			return off, err
		}
	}
	return len(p), nil
}
