// Package python runs CPython 3.13, compiled for WASI (wasm32-wasip1), inside
// the sandbox with wazero: the interpreter sees the sandbox's vfs.FS as its
// whole filesystem, the standard library read-only at /usr/local/lib/python3.13,
// the Invocation's streams, environment and working directory, and nothing
// of the host.
//
// The interpreter and standard library are embedded (dist/, made by
// build/build.sh from Debian packages). Compiling the module to machine code
// takes seconds, so it is done once per process, in the background, and
// shared by every sandbox; each run gets a fresh module instance and memory.
// A run whose context ends while the compilation goes on stops waiting for
// it (status 124 at a deadline), and the compilation goes on for the next.
package python

import (
	"archive/zip"
	"bytes"
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"
	"sync"
	"testing/fstest"
	"time"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/experimental"
	"github.com/tetratelabs/wazero/experimental/sysfs"
	"github.com/tetratelabs/wazero/imports/wasi_snapshot_preview1"
	"github.com/tetratelabs/wazero/sys"

	"github.com/computerwelt/computerwelt/shell"
)

const (
	// stdlibDir is where the guest finds the standard library; the
	// interpreter's default prefix is /usr/local.
	stdlibDir = "/usr/local/lib/python3.13"
	// siteDir holds our sitecustomize, which the site module imports.
	siteDir = stdlibDir + "/site-packages"
)

// sitecustomize moves the interpreter to the shell's working directory:
// WASI starts every program in "/". It runs before the script is opened, so
// relative script paths and open() calls resolve as in the shell. (Under -S
// there is no site import and the guest stays in "/".)
//
// The script path itself is made absolute by the host (the interpreter
// resolves it before site runs); sitecustomize puts back sys.argv[0] as the
// user typed it.
const sitecustomize = `import os as _os, sys as _sys
_d = _os.environ.get("PWD")
if _d:
    try:
        _os.chdir(_d)
    except OSError:
        pass
_a = _os.environ.pop("_COMPUTERWELT_ARGV0", None)
if _a is not None and _sys.argv:
    _sys.argv[0] = _a
_a = _os.environ.pop("_COMPUTERWELT_EXECUTABLE", None)
if _a is not None:
    _os.environ.pop("PYTHONEXECUTABLE", None)
    if not _sys.executable:
        _sys.executable = _sys._base_executable = _a
del _os, _sys, _d, _a
`

// Config tunes the interpreter. The zero value is usable.
type Config struct {
	// MemoryLimitBytes caps the guest's linear memory (MemoryError in
	// Python past it). Zero means DefaultMemoryLimit.
	MemoryLimitBytes uint64
	// CompilationCacheDir, when set, is a host directory where wazero keeps
	// the compiled interpreter between processes, for front ends such as
	// the CLI that start a process per script (compiling takes seconds).
	// Empty keeps the compiled code in this process's memory only. The
	// directory is the host's choice; nothing in the sandbox can name it.
	CompilationCacheDir string
	// SiteCache, when set, keeps the bytecode of our site-packages modules
	// between processes (the CLI's case), beside the compiled interpreter:
	// the computerwelt package gives one over CompilationCacheDir. This
	// package does not touch host files itself.
	SiteCache HostFiles
	// MemoryAllocator, when set, provides the guest's linear memory of each
	// run. The computerwelt package sets one that reserves the limit up
	// front and commits as the guest grows, so that growth never copies
	// (wazero's own allocator copies the whole memory at each growth) and
	// the memory goes back to the system when the run ends. Nil is
	// wazero's allocator.
	MemoryAllocator experimental.MemoryAllocator
}

// HostFiles reads and writes whole files, by base name, in a host
// directory the embedder chose. WriteFile replaces a file whole: a reader
// meanwhile sees all of the old or all of the new.
type HostFiles interface {
	ReadFile(name string) ([]byte, error)
	WriteFile(name string, data []byte) error
}

// DefaultMemoryLimit is the guest memory cap used when Config leaves it zero.
const DefaultMemoryLimit = 512 << 20

// Command returns the python3 command with the default Config.
func Command() shell.Command { return Config{}.Command() }

// Command returns the python3 command for this Config.
func (c Config) Command() shell.Command {
	return shell.Command{
		Name:    "python3",
		Summary: "run Python 3.13 programs (CPython on WASI, standard library only)",
		Usage:   usage,
		Run:     c.run,
		// CPython sets SIGPIPE to SIG_IGN at start: a closed pipe is a
		// BrokenPipeError, and the status is the program's (1 on a
		// traceback).
		IgnoresSIGPIPE: true,
	}
}

// PipCommand returns a "pip" command that explains that packages cannot be
// installed; register it as pip and pip3 so that a model gets a clear answer
// instead of "command not found".
func PipCommand() shell.Command {
	return shell.Command{
		Name:    "pip",
		Summary: "explain that Python packages cannot be installed in the sandbox",
		Usage:   "usage: pip ...\n" + pipMessage + "\n",
		Run: func(ctx context.Context, inv *shell.Invocation) int {
			fmt.Fprintf(inv.Stderr, "%s: %s\n", inv.Args[0], pipMessage)
			return 1
		},
	}
}

const pipMessage = "packages cannot be installed in this sandbox; only the Python standard library is available"

const usage = `usage: python3 [option] ... [-c cmd | -m mod | file | -] [arg] ...
CPython 3.13 running inside the sandbox (WebAssembly/WASI). Files are the
sandbox's files; the standard library is at ` + stdlibDir + ` (read-only).
There is no network, no subprocess and no threads, and packages cannot be
installed (pip is not available).
Options and arguments (see python3 -h for the full list):
-c cmd : program passed in as string
-m mod : run library module as a script
-I     : isolate Python from the user's environment
-S     : don't imply 'import site' on initialization
-u     : unbuffered binary stdout and stderr
-V     : print the Python version number and exit
file   : program read from script file
-      : program read from stdin (default)
`

// engine is the process-wide compiled interpreter for one memory limit.
// It is compiled once, in a goroutine of its own, so that a caller can stop
// waiting for it (its context ends) while the compilation goes on for the
// next one: compiling takes seconds, more on a loaded machine.
type engine struct {
	done     chan struct{} // closed when the fields below are set
	err      error
	runtime  wazero.Runtime
	compiled wazero.CompiledModule
	stdlib   fs.FS
	cacheDir string // the compilation cache directory, "" for none
}

// engineKey identifies a compiled interpreter: one per memory limit and
// compilation cache.
type engineKey struct {
	pages    uint32
	cacheDir string
}

var (
	enginesMu sync.Mutex
	engines   = map[engineKey]*engine{}
	// caches are the compilation caches by directory ("" is in memory),
	// shared by the runtimes of every memory limit.
	caches = map[string]wazero.CompilationCache{}
)

// errCompiling is the error of a caller whose context ended while the
// interpreter was still being compiled.
var errCompiling = errors.New("the interpreter was still being compiled when the time limit ended (the first python3 or sqlite3 since the server started compiles it; that goes on in the background: run the command again)")

// getEngine returns the compiled interpreter for key, starting its
// compilation if none has started. It waits for the compilation at most
// until ctx ends (errCompiling, wrapping ctx's error); the compilation
// goes on without it.
func getEngine(ctx context.Context, key engineKey) (*engine, error) {
	e := startEngine(key)
	select {
	case <-e.done:
		return e, e.err
	default:
	}
	select {
	case <-e.done:
		return e, e.err
	case <-ctx.Done():
		return nil, fmt.Errorf("%w: %w", errCompiling, ctx.Err())
	}
}

// tellIfStillCompiling waits for e until shortly before ctx's deadline
// and, if it is still compiling then, says so on stderr and reports true:
// once the deadline has passed, the shell takes no more output from the
// command, and the model should learn why a python3 -c pass ran out of
// time. Without a deadline it does not wait.
func tellIfStillCompiling(ctx context.Context, e *engine, stderr io.Writer, name string) bool {
	dl, ok := ctx.Deadline()
	if !ok {
		return false
	}
	select {
	case <-e.done:
		return false
	default:
	}
	left := time.Until(dl)
	t := time.NewTimer(left - min(100*time.Millisecond, left/10))
	defer t.Stop()
	select {
	case <-e.done:
		return false
	case <-ctx.Done():
		return false
	case <-t.C:
		fmt.Fprintf(stderr, "%s: %v\n", name, errCompiling)
		return true
	}
}

// startEngine returns the engine of key, whose compilation it starts if
// it is the first to ask.
func startEngine(key engineKey) *engine {
	enginesMu.Lock()
	defer enginesMu.Unlock()
	if e := engines[key]; e != nil {
		return e
	}
	e := &engine{done: make(chan struct{}), cacheDir: key.cacheDir}
	engines[key] = e
	cache, err := compilationCache(key.cacheDir)
	if err != nil {
		e.err = err
		close(e.done)
		return e
	}
	go func() {
		defer close(e.done)
		e.err = e.init(key.pages, cache)
	}()
	return e
}

// compilationCache returns the cache for dir; enginesMu is held.
func compilationCache(dir string) (wazero.CompilationCache, error) {
	if c, ok := caches[dir]; ok {
		return c, nil
	}
	c := wazero.NewCompilationCache()
	if dir != "" {
		var err error
		if c, err = wazero.NewCompilationCacheWithDir(dir); err != nil {
			return nil, fmt.Errorf("python: compilation cache %s: %w", dir, err)
		}
	}
	caches[dir] = c
	return c, nil
}

func (e *engine) init(pages uint32, compilationCache wazero.CompilationCache) error {
	// Compilation must not be cut short by one invocation's deadline: the
	// result is shared.
	ctx := context.Background()
	zr, err := zip.NewReader(bytes.NewReader(stdlibZip), int64(len(stdlibZip)))
	if err != nil {
		return fmt.Errorf("python: stdlib.zip: %w", err)
	}
	e.stdlib = zr
	cfg := wazero.NewRuntimeConfigCompiler().
		WithCompilationCache(compilationCache).
		WithCloseOnContextDone(true).
		WithMemoryLimitPages(pages)
	rt := wazero.NewRuntimeWithConfig(ctx, cfg)
	if _, err := wasi_snapshot_preview1.Instantiate(ctx, rt); err != nil {
		rt.Close(ctx)
		return fmt.Errorf("python: wasi: %w", err)
	}
	mod, err := rt.CompileModule(ctx, pythonWasm)
	if err != nil {
		rt.Close(ctx)
		return fmt.Errorf("python: compile: %w", err)
	}
	e.runtime, e.compiled = rt, mod
	return nil
}

// Warm compiles the interpreter now (it takes seconds) instead of on the
// first run, for servers that want predictable latency.
func (c Config) Warm() error { return c.WarmContext(context.Background()) }

// WarmContext starts compiling the interpreter, if no run or warm has, and
// waits until it is ready or ctx ends. The compilation goes on when ctx
// ends (a server can take work while it finishes: a python3 run meanwhile
// waits for it within its own time limit).
func (c Config) WarmContext(ctx context.Context) error {
	e, err := getEngine(ctx, c.key())
	if err != nil {
		return err
	}
	_, err = sitePackages(e, c.SiteCache, true)
	return err
}

func (c Config) key() engineKey {
	return engineKey{pages: c.pages(), cacheDir: c.CompilationCacheDir}
}

func (c Config) pages() uint32 {
	b := c.MemoryLimitBytes
	if b == 0 {
		b = DefaultMemoryLimit
	}
	p := b / 65536
	if p < 1 {
		p = 1
	}
	if p > 65536 {
		p = 65536
	}
	return uint32(p)
}

func (c Config) run(ctx context.Context, inv *shell.Invocation) int {
	if isPip(inv.Args) {
		fmt.Fprintf(inv.Stderr, "python3: pip: %s\n", pipMessage)
		return 1
	}
	// CPython names itself by its argv[0] (its program name) in some
	// messages ("python3: can't open file …", the usage lines) and by
	// sys.executable in others ("/usr/bin/python3: No module named …"):
	// argv[0] is the word as typed, as bash passes it, and sys.executable
	// the absolute path the host's getpath would find for it.
	args := append([]string{inv.Args[0]}, inv.Args[1:]...)
	argv0 := ""
	if i := scriptIndex(args); i > 0 && !strings.HasPrefix(args[i], "/") {
		argv0 = args[i]
		args[i] = inv.Path(args[i])
	}
	return c.exec(ctx, inv, "python3", args, argv0, executablePath(inv))
}

// executablePath is sys.executable for the command as invoked: the path
// typed, made absolute (the guest resolves relative paths against "/",
// where WASI starts it), or for a bare name the interpreter's place in the
// sandbox, where PATH finds it (the guest's own PATH search cannot test
// WASI files for the execute bit).
func executablePath(inv *shell.Invocation) string {
	if name := inv.Args[0]; strings.Contains(name, "/") {
		return inv.Path(name)
	}
	return "/usr/bin/python3"
}

// exec runs the interpreter with the command line args (args[0] is its
// program name); argv0, when not empty, replaces sys.argv[0] (see
// sitecustomize), and executable is sys.executable. name prefixes the
// host's own error messages.
func (c Config) exec(ctx context.Context, inv *shell.Invocation, name string, args []string, argv0, executable string) int {
	told := tellIfStillCompiling(ctx, startEngine(c.key()), inv.Stderr, name)
	e, err := getEngine(ctx, c.key())
	if errors.Is(err, errCompiling) {
		if !told {
			fmt.Fprintf(inv.Stderr, "%s: %v\n", name, errCompiling)
		}
		if errors.Is(err, context.DeadlineExceeded) {
			return shell.ExitTimeout
		}
		return 130
	}
	if err != nil {
		fmt.Fprintf(inv.Stderr, "%s: %v\n", name, err)
		return 1
	}

	guest := &guestFS{ctx: ctx, fsys: inv.FS, umask: fs.FileMode(inv.Umask & 0o777)}
	site, err := sitePackages(e, c.SiteCache, false)
	if err != nil {
		fmt.Fprintf(inv.Stderr, "%s: %v\n", name, err)
		return 1
	}
	tzdata, err := tzdataFS()
	if err != nil {
		fmt.Fprintf(inv.Stderr, "%s: %v\n", name, err)
		return 1
	}
	fsCfg := wazero.NewFSConfig().(sysfs.FSConfig).WithSysFSMount(guest, "/").
		WithFSMount(e.stdlib, stdlibDir).
		WithFSMount(site, siteDir).
		WithFSMount(tzdata, siteDir+"/"+tzdataDir).
		// getpath looks for lib-dynload and warns when it is missing, as it
		// is under -I or -E, which ignore PYTHONHOME.
		WithFSMount(fstest.MapFS{}, stdlibDir+"/lib-dynload")

	mc := wazero.NewModuleConfig().
		WithName("").
		WithArgs(args...).
		WithFSConfig(fsCfg).
		WithStdin(&ctxReader{ctx: ctx, r: inv.Stdin}).
		WithStdout(inv.Stdout).
		WithStderr(inv.Stderr).
		WithRandSource(rand.Reader).
		WithSysNanotime().
		WithNanosleep(func(ns int64) {
			t := time.NewTimer(time.Duration(ns))
			defer t.Stop()
			select {
			case <-t.C:
			case <-ctx.Done():
			}
		})
	if inv.Now != nil {
		now := inv.Now
		mc = mc.WithWalltime(func() (int64, int32) {
			t := now()
			return t.Unix(), int32(t.Nanosecond())
		}, sys.ClockResolution(time.Microsecond))
	} else {
		mc = mc.WithSysWalltime()
	}
	for _, kv := range inv.Environ() {
		k, v, _ := strings.Cut(kv, "=")
		if k == "PYTHONHOME" || k == "PWD" {
			continue
		}
		mc = mc.WithEnv(k, v)
	}
	mc = mc.WithEnv("PWD", inv.Dir).WithEnv("PYTHONHOME", "/usr/local")
	// getpath takes sys.executable from PYTHONEXECUTABLE unless -E or -I
	// tell it to ignore the environment; sitecustomize then sets it, and
	// takes the variable out of os.environ when the user had not set it.
	if _, set := inv.Env["PYTHONEXECUTABLE"]; !set {
		mc = mc.WithEnv("PYTHONEXECUTABLE", executable).WithEnv("_COMPUTERWELT_EXECUTABLE", executable)
	}
	if argv0 != "" {
		mc = mc.WithEnv("_COMPUTERWELT_ARGV0", argv0)
	}

	mod, err := e.runtime.InstantiateModule(experimental.WithMemoryAllocator(ctx, c.MemoryAllocator), e.compiled, mc)
	if mod != nil {
		mod.Close(context.Background())
	}
	if err == nil {
		return 0
	}
	var exit *sys.ExitError
	if errors.As(err, &exit) {
		switch exit.ExitCode() {
		case sys.ExitCodeDeadlineExceeded:
			return shell.ExitTimeout
		case sys.ExitCodeContextCanceled:
			return 130
		}
		return int(exit.ExitCode() & 0xff)
	}
	if ctx.Err() != nil {
		return shell.ExitTimeout
	}
	fmt.Fprintf(inv.Stderr, "%s: %v\n", name, err)
	return 1
}

// scriptIndex returns the index in args of the script operand of a python3
// command line, or 0 when there is none (-c, -m, stdin).
func scriptIndex(args []string) int {
	for i := 1; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-" || a == "":
			return 0
		case a == "--":
			if i+1 < len(args) && args[i+1] != "-" {
				return i + 1
			}
			return 0
		case a == "--check-hash-based-pycs":
			i++
		case strings.HasPrefix(a, "--"):
		case strings.HasPrefix(a, "-"):
			// A cluster of short options; c and m end the options, W and
			// X take a value (attached or next).
			for j := 1; j < len(a); j++ {
				switch a[j] {
				case 'c', 'm':
					return 0
				case 'W', 'X':
					if j == len(a)-1 {
						i++
					}
					j = len(a)
				}
			}
		default:
			return i
		}
	}
	return 0
}

// isPip reports whether the command line runs pip (python3 -m pip ...).
func isPip(args []string) bool {
	for i := 1; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-m" && i+1 < len(args):
			return isPipModule(args[i+1])
		case strings.HasPrefix(a, "-m"):
			return isPipModule(a[2:])
		case a == "-c" || a == "-" || a == "--" || !strings.HasPrefix(a, "-"):
			return false
		case a == "-W" || a == "-X" || a == "--check-hash-based-pycs":
			i++ // takes a value
		}
	}
	return false
}

func isPipModule(m string) bool {
	return m == "pip" || m == "pip3" || strings.HasPrefix(m, "pip.") || m == "ensurepip"
}

// ctxReader is standard input that gives up when the context ends: wazero
// reads stdin synchronously, and a read blocked on an idle pipe would keep
// the guest alive past its deadline.
type ctxReader struct {
	ctx context.Context
	r   io.Reader
	ch  chan readResult
}

type readResult struct {
	b   []byte
	err error
}

func (c *ctxReader) Read(p []byte) (int, error) {
	if c.r == nil {
		return 0, io.EOF
	}
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	if c.ch == nil {
		c.ch = make(chan readResult, 1)
	}
	// The read goes to its own buffer: if the context ends first, the
	// goroutine may still write to it after we return.
	n := len(p)
	go func(r io.Reader, ch chan<- readResult) {
		buf := make([]byte, n)
		k, err := r.Read(buf)
		ch <- readResult{buf[:k], err}
	}(c.r, c.ch)
	select {
	case res := <-c.ch:
		return copy(p, res.b), res.err
	case <-c.ctx.Done():
		c.r = nil // the pending read owns the reader now
		return 0, c.ctx.Err()
	}
}
