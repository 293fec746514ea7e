package python

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/experimental"

	"github.com/computerwelt/computerwelt/internal/mmapmem"
	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// printOne runs python3 -c 'print(1)' with cfg and fails unless it printed 1.
func printOne(tb testing.TB, cfg Config) {
	runScript(tb, cfg, "print(1)", "1\n")
}

// runScript runs python3 -c script with cfg and fails unless it printed want.
func runScript(tb testing.TB, cfg Config, script, want string) {
	var out, errb bytes.Buffer
	inv := &shell.Invocation{
		Args:  []string{"python3", "-c", script},
		Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb,
		Env: map[string]string{}, Dir: "/", FS: memfs.New(),
		Limits: shell.DefaultLimits, Now: time.Now,
	}
	if st := cfg.Command().Run(context.Background(), inv); st != 0 || out.String() != want {
		tb.Fatalf("status %d, stdout %q, stderr %q", st, out.String(), errb.String())
	}
}

// forget drops the process's compiled interpreter for cfg and the
// compilation cache object it used, so that the next run starts as in a new
// process: compiling from scratch, or loading from cfg's cache directory.
func forget(cfg Config) {
	enginesMu.Lock()
	defer enginesMu.Unlock()
	key := cfg.key()
	if e := engines[key]; e != nil {
		<-e.done
		if e.runtime != nil {
			e.runtime.Close(context.Background())
		}
	}
	delete(engines, key)
	// The cache object may be shared with other interpreters: it is only
	// dropped from the map, not closed.
	delete(caches, key.cacheDir)
}

// keepCaches restores the process's compilation caches when the benchmark
// ends.
func keepCaches(b *testing.B) {
	enginesMu.Lock()
	saved := make(map[string]wazero.CompilationCache, len(caches))
	for k, v := range caches {
		saved[k] = v
	}
	enginesMu.Unlock()
	b.Cleanup(func() {
		enginesMu.Lock()
		caches = saved
		enginesMu.Unlock()
	})
}

// cpuTime is the CPU time the process used so far. The benchmarks report
// it per run besides the wall time: on a shared, loaded machine the wall
// time mostly measures the wait for a core, and the run is single-threaded.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// loop runs fn b.N times (setup untimed) and reports the CPU time per run.
func loop(b *testing.B, setup, fn func()) {
	var cpu time.Duration
	var flt int64
	for b.Loop() {
		b.StopTimer()
		setup()
		b.StartTimer()
		start := cpuTime()
		f0 := minflt()
		fn()
		cpu += cpuTime() - start
		flt += minflt() - f0
	}
	b.ReportMetric(float64(cpu.Milliseconds())/float64(b.N), "cpu-ms/op")
	b.ReportMetric(float64(flt)/float64(b.N), "minflt/op")
}

// Measured 2026-12-02 on the 2-core development machine while it was shared
// (load average 17-24), -benchtime=10x: warm print 125-164 CPU ms per run
// (0.33-0.73 s wall); first run without a cache directory 4.4-4.8 s CPU
// (compiling); first run with a filled cache directory 470-490 CPU ms.
// Later that day, with sitecustomize's bytecode and the rebuilt interpreter
// (load average ~12, -benchtime=5x): warm print 94 CPU ms (0.33 s wall),
// 75 CPU ms (0.24 s wall) with the mmap allocator; first run without a
// cache 3.1 s CPU, with a filled cache 170 CPU ms (0.49 s wall). GrowHeap
// (300 MB a megabyte at a time, load ~20): 1803 CPU ms with wazero's
// allocator, 362 with mmapmem's.
//
// BenchmarkWarmPrint is python3 -c 'print(1)' in a process that already
// ran python3: a fresh instance of the compiled interpreter per run.
func BenchmarkWarmPrint(b *testing.B) {
	printOne(b, Config{})
	loop(b, func() {}, func() { printOne(b, Config{}) })
}

// BenchmarkWarmPrintMmap is BenchmarkWarmPrint with the memory allocator
// that the computerwelt package gives python3.
func BenchmarkWarmPrintMmap(b *testing.B) {
	cfg := Config{MemoryAllocator: mmapAllocator(b)}
	printOne(b, cfg)
	loop(b, func() {}, func() { printOne(b, cfg) })
}

// BenchmarkGrowHeap fills 300 MB a megabyte at a time: the guest's heap
// grows in many steps, each of which copies the whole memory with wazero's
// own allocator, and none with mmapmem's.
func BenchmarkGrowHeap(b *testing.B) {
	const script = "a = []\nfor i in range(300): a.append(bytearray(10**6))\nprint(len(a))"
	for _, bc := range []struct {
		name string
		cfg  Config
	}{{"wazero", Config{}}, {"mmap", Config{MemoryAllocator: mmapAllocator(b)}}} {
		b.Run(bc.name, func(b *testing.B) {
			printOne(b, bc.cfg)
			loop(b, func() {}, func() { runScript(b, bc.cfg, script, "300\n") })
		})
	}
}

func mmapAllocator(b *testing.B) experimental.MemoryAllocator {
	a := mmapmem.New()
	if a == nil {
		b.Skip("no mmap on this platform")
	}
	return a
}

// BenchmarkFirstPrintNoCache is the first python3 -c 'print(1)' of a
// process without a compilation cache directory: it compiles the
// interpreter. Run it with -benchtime=1x: one iteration takes seconds.
func BenchmarkFirstPrintNoCache(b *testing.B) {
	// Its own memory limit so that the default interpreter other tests use
	// stays compiled.
	cfg := Config{MemoryLimitBytes: 256 << 20}
	keepCaches(b)
	loop(b, func() { forget(cfg) }, func() { printOne(b, cfg) })
	forget(cfg)
}

// BenchmarkFirstPrintDiskCache is the first python3 -c 'print(1)' of a
// process whose CompilationCacheDir an earlier process filled (the CLI's
// case): the compiled code is loaded from disk.
func BenchmarkFirstPrintDiskCache(b *testing.B) {
	cfg := Config{MemoryLimitBytes: 256 << 20, CompilationCacheDir: b.TempDir()}
	keepCaches(b)
	printOne(b, cfg) // fills the directory
	loop(b, func() { forget(cfg) }, func() { printOne(b, cfg) })
	forget(cfg)
}

// benchCacheDir keeps the compiled interpreter of the warm benchmarks
// between runs of the test binary (compiling takes seconds).
func benchCacheDir() string {
	d, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(d, "computerwelt-python-bench")
}

// runSQLite runs sqlite3 with args under cfg and fails unless it printed
// want.
func runSQLite(tb testing.TB, cfg Config, want string, args ...string) {
	var out, errb bytes.Buffer
	inv := &shell.Invocation{
		Args:  append([]string{"sqlite3"}, args...),
		Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb,
		Env: map[string]string{}, Dir: "/", FS: memfs.New(),
		Limits: shell.DefaultLimits, Now: time.Now,
	}
	if st := cfg.SQLiteCommand().Run(context.Background(), inv); st != 0 || out.String() != want {
		tb.Fatalf("status %d, stdout %q, stderr %q", st, out.String(), errb.String())
	}
}

// Measured 2026-12-06, -benchtime=30x, load average 21-24, two alternated
// runs each: python3 100-108 -> 91-93 CPU ms, 1260 -> 600 minor faults
// (the data image mapped copy-on-write, 886d3da); sqlite3 192-194 ->
// 123-126 CPU ms (the shell imports neither re nor datetime at its start,
// b4072e7 and feb42bb, and the data image).
//
// BenchmarkWarmStart is the start of python3 -c pass and of sqlite3
// :memory: 'select 1' in a process that already ran them, with the memory
// allocator and the site bytecode the computerwelt package gives them: a
// conversation's first call on a running server.
func BenchmarkWarmStart(b *testing.B) {
	cfg := Config{MemoryAllocator: mmapAllocator(b), CompilationCacheDir: benchCacheDir()}
	for _, bc := range []struct {
		name string
		run  func()
	}{
		{"python3", func() { runScript(b, cfg, "pass", "") }},
		{"sqlite3", func() { runSQLite(b, cfg, "1\n", ":memory:", "select 1") }},
	} {
		b.Run(bc.name, func(b *testing.B) {
			bc.run()
			bc.run()
			loop(b, func() {}, bc.run)
		})
	}
}

func minflt() int64 {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return ru.Minflt
}
