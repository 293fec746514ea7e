package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/internal/testlong"
	"github.com/computerwelt/computerwelt/server"
)

// pythonServeConfig is a workspace file with python3 on: a time limit of
// timeout, workers of 1 GiB (compiling the interpreter alone takes a few
// hundred MiB) and half a second of grace.
func pythonServeConfig(t testing.TB, workers int, timeout string) string {
	t.Helper()
	dir := t.TempDir()
	cfg := fmt.Sprintf(`store: %q
tokens:
  - {name: alice, role: agent, sha256: %s}
  - {name: root, role: admin, sha256: %s}
workers: {count: %d, memory: 1GiB, grace: 500ms}
workspaces:
  - name: test
    user: agent
    dir: /work
    python: true
    limits: {timeout: %s}
    mounts:
      - {path: /work, kind: memory}
`, filepath.Join(dir, "sessions.db"), server.HashToken(serveAgentToken), server.HashToken(serveAdminToken), workers, timeout)
	file := filepath.Join(dir, "workspace.yaml")
	if err := os.WriteFile(file, []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	return file
}

// waitWorkers waits until n workers are ready and returns the metrics
// that said so.
func (p *serveProcess) waitWorkers(t testing.TB, n int, within time.Duration) string {
	t.Helper()
	deadline := time.Now().Add(within)
	for {
		m := p.metricsText(t)
		if metric(m, "computerwelt_workers_idle")+metric(m, "computerwelt_workers_busy") == float64(n) {
			return m
		}
		if time.Now().After(deadline) {
			t.Fatalf("not %d workers ready within %s:\n%s", n, within, m)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// A Python `while True: pass` sent while the workers still compile the
// interpreter (an empty compilation cache: the server's first start on a
// machine) ends at the turn's time limit with status 124, as any script
// that outlives its limit; the worker lives on and finishes compiling,
// so that a later python3 of the same conversation runs; the other
// conversation, calling every 100 ms, sees neither an error nor a stall
// of more than a second.
func TestServeWorkersPythonColdCache(t *testing.T) {
	if testing.Short() || !testlong.On() {
		// Two workers each compile CPython from nothing: half a minute
		// of CPU. CI runs it (CW_LONG=1).
		t.Skipf("starts a server whose workers compile python3: runs with %s=1", testlong.Env)
	}
	const limit = 2 * time.Second
	p := startServeEnv(t, []string{"XDG_CACHE_HOME=" + t.TempDir()}, pythonServeConfig(t, 2, "2s"))
	// Ready within their wait for the compilation, compiled or not.
	p.waitWorkers(t, 2, 2*time.Minute)
	if _, _, err := p.apiExec("py", "echo before > kept"); err != nil {
		t.Fatal(err)
	}
	steady := p.startSteady(t, "steady")

	start := time.Now()
	res, _, err := p.apiExec("py", "python3 -c 'while True: pass'")
	d := time.Since(start)
	t.Logf("while True: %s, status %d, stderr %q", d, res.ExitCode, res.Stderr)
	if err != nil || res.ExitCode != 124 || res.Stderr == "" {
		t.Errorf("while True: pass: %+v %v; want status 124 and a message", res, err)
	}
	if d > limit+time.Second {
		t.Errorf("while True: pass took %s, more than the limit + 1s", d)
	}
	if res, _, err := p.apiExec("py", "cat kept"); err != nil || res.Stdout != "before\n" {
		t.Errorf("after the timeout: %+v %v", res, err)
	}
	// The compilation went on: python3 runs once it is done.
	deadline := time.Now().Add(4 * time.Minute)
	told := ""
	for n := 1; ; n++ {
		res, _, err := p.apiExec("py", "python3 -c 'print(6*7)'")
		told += res.Stderr
		if err == nil && res.ExitCode == 0 && res.Stdout == "42\n" {
			t.Logf("python3 ran at attempt %d, %s after the timeout", n, time.Since(start))
			if n > 1 && !strings.Contains(told, "still being compiled") {
				t.Logf("no attempt said the interpreter was being compiled (late timers on a loaded machine?)")
			}
			break
		}
		// 124, with a word that the interpreter is still being compiled
		// when it could be written before the deadline.
		if err != nil || res.ExitCode != 124 || res.Stderr == "" {
			t.Fatalf("python3 while compiling: %+v %v", res, err)
		}
		if time.Now().After(deadline) {
			t.Fatal("python3 was not compiled within 4 minutes")
		}
	}
	// Two workers compiling the interpreter take both cores of a small
	// machine: a call may wait for the CPU (2.1 s once at a load average
	// of 32 on 2 cores), but not for the Python turn to end.
	steady.stop(t, limit+time.Second)
	m := p.metricsText(t)
	for _, cause := range []string{"memory", "timeout", "crashed", "killed"} {
		if n := metric(m, `computerwelt_worker_exits_total{cause="`+cause+`"}`); n > 0 {
			t.Errorf("%v workers ended (%s)", n, cause)
		}
	}
}

// BenchmarkServeFirstPython is the first python3 (or sqlite3) call of a
// new conversation on a running server, in the server's process and
// through its workers, once the interpreter is compiled (in the user's
// cache directory, as a server has it): it includes making the session.
// p50-ms is the median call.
//
// Measured 2026-12-05 on the shared 2-core machine, -benchtime=10x, load
// average 6-8: p50 171 ms in-process and 111 ms through workers for
// python3 -c pass; 300 ms and 306 ms for sqlite3 (which compiled its
// Python shell from source at every start). At a load average of 20-24:
// 830 / 101 ms (python3), 1582 / 305 ms (sqlite3). With the shell as
// bytecode (55d3535), in-process, -benchtime=5x, load average 19.7: 437 ms
// (python3), 321 ms (sqlite3). 2026-12-06, -benchtime=10x, load average
// 21-27, before and after the sqlite3 shell's lighter imports and the
// copy-on-write data image (886d3da, feb42bb): in-process 778 -> 443 ms
// (python3), 1321 -> 564 ms (sqlite3); workers 684 -> 388 ms, 1038 ->
// 480 ms. At such loads the wall time is mostly the wait for a core:
// python's BenchmarkWarmStart reports the CPU time of the same starts.
func BenchmarkServeFirstPython(b *testing.B) {
	for _, mode := range []struct{ name, workers string }{{"in-process", "0"}, {"workers", "2"}} {
		for _, sc := range []struct{ name, script string }{
			{"python3", "python3 -c pass"},
			{"sqlite3", "sqlite3 :memory: 'select 1' >/dev/null"},
		} {
			b.Run(mode.name+"/"+sc.name, func(b *testing.B) {
				p := startServe(b, pythonServeConfig(b, 2, "5m"), "--workers", mode.workers)
				if mode.workers != "0" {
					p.waitWorkers(b, 2, 5*time.Minute)
				}
				// Waits for the compilation, if the cache was empty.
				if res, _, err := p.apiExec("warm", "python3 -c pass"); err != nil || res.ExitCode != 0 {
					b.Fatalf("warm-up: %+v %v", res, err)
				}
				var ds []time.Duration
				for i := 0; b.Loop(); i++ {
					t0 := time.Now()
					res, _, err := p.apiExec(fmt.Sprintf("first-%d", i), sc.script)
					ds = append(ds, time.Since(t0))
					if err != nil || res.ExitCode != 0 {
						b.Fatalf("%+v %v", res, err)
					}
				}
				slices.Sort(ds)
				b.ReportMetric(float64(ds[len(ds)/2].Microseconds())/1000, "p50-ms")
				b.ReportMetric(loadAverage(), "load1")
			})
		}
	}
}

// BenchmarkRunPythonPass is `computerwelt run -c 'python3 -c pass'`, a
// process per script, with the compiled interpreter in the user's cache
// directory (filled by the first run). cpu-ms is the process's CPU time.
// Measured 2026-12-05, load average 6.4: 614 ms wall, 608 CPU ms per run
// (the target is 250 ms: not met). By hand later that day (/usr/bin/time,
// load average ~20): 160-200 CPU ms per run with sitecustomize's bytecode
// kept in the cache directory (55d3535), 260-290 before; of that, wazero
// validates the whole module at each CompileModule even when the compiled
// code comes from the cache (~25% of the run's samples under perf).
func BenchmarkRunPythonPass(b *testing.B) {
	bin := binary(b)
	run := func() time.Duration {
		cmd := exec.Command(bin, "run", "-c", "python3 -c pass")
		if out, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("%v: %s", err, out)
		}
		ru, _ := cmd.ProcessState.SysUsage().(*syscall.Rusage)
		if ru == nil {
			return 0
		}
		return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	run() // fills the cache
	var cpu time.Duration
	for b.Loop() {
		cpu += run()
	}
	b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N), "cpu-ms/op")
	b.ReportMetric(loadAverage(), "load1")
}

// loadAverage is the machine's one-minute load average (0 where there is
// no /proc), reported with timings taken on a shared machine.
func loadAverage() float64 {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return 0
	}
	var l float64
	fmt.Sscan(string(b), &l)
	return l
}
