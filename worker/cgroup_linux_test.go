package worker

import (
	"context"
	"errors"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/internal/testbin"
	"github.com/computerwelt/computerwelt/server"
)

func TestCgroupDir(t *testing.T) {
	// This machine's kind: cgroup v1 controllers and the v2 hierarchy
	// beside them (hybrid); a pure v2 host; a container's cgroup
	// namespace; a bind mount of a subtree; no v2 at all.
	hybrid := `25 1 0:23 / /sys/fs/cgroup ro,nosuid - tmpfs tmpfs ro,mode=755
26 25 0:24 / /sys/fs/cgroup/unified rw,nosuid,nodev,noexec,relatime shared:5 - cgroup2 cgroup2 rw
27 25 0:25 / /sys/fs/cgroup/memory rw - cgroup cgroup rw,memory
`
	pure := "30 1 0:26 / /sys/fs/cgroup rw,nosuid,nodev,noexec,relatime shared:4 - cgroup2 cgroup2 rw,nsdelegate\n"
	sub := "30 1 0:26 /system.slice/app.service /mnt/my\\040cg rw - cgroup2 cgroup2 rw\n"
	for _, tc := range []struct {
		mountinfo, cgroup, want, err string
	}{
		{hybrid, "4:memory:/x\n0::/\n", "/sys/fs/cgroup/unified", ""},
		{pure, "0::/system.slice/computerwelt.service\n", "/sys/fs/cgroup/system.slice/computerwelt.service", ""},
		{pure, "0::/\n", "/sys/fs/cgroup", ""},
		{sub, "0::/system.slice/app.service/supervisor\n", "/mnt/my cg/supervisor", ""},
		{sub, "0::/system.slice/app.servicex\n", "", "no cgroup v2 file system"},
		{"27 25 0:25 / /sys/fs/cgroup/memory rw - cgroup cgroup rw,memory\n", "0::/\n", "", "no cgroup v2 file system"},
		{pure, "4:memory:/x\n", "", "in no cgroup v2"},
	} {
		got, err := cgroupDir([]byte(tc.mountinfo), []byte(tc.cgroup))
		if got != tc.want || (err == nil) != (tc.err == "") || (err != nil && !strings.Contains(err.Error(), tc.err)) {
			t.Errorf("cgroupDir(%q, %q) = %q, %v; want %q, %q", tc.mountinfo, tc.cgroup, got, err, tc.want, tc.err)
		}
	}
}

// fakeCgroups is a stand-in cgroup v2 tree in a directory, with the
// kernel's rules that matter here: a process is in one cgroup, and a
// cgroup other than the root that holds processes cannot enable
// controllers for its children.
type fakeCgroups struct {
	root string
	mu   sync.Mutex
}

func newFakeCgroups(t *testing.T, controllers string, procs ...int) (*fakeCgroups, string) {
	t.Helper()
	f := &fakeCgroups{root: t.TempDir()}
	dir := filepath.Join(f.root, "server.service")
	os.Mkdir(dir, 0o755)
	var ps []string
	for _, p := range procs {
		ps = append(ps, strconv.Itoa(p))
	}
	for file, v := range map[string]string{"cgroup.controllers": controllers, "cgroup.subtree_control": "", "cgroup.procs": strings.Join(ps, "\n")} {
		if err := os.WriteFile(filepath.Join(dir, file), []byte(v), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return f, dir
}

func (f *fakeCgroups) write(dir, file, value string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	switch file {
	case "cgroup.subtree_control":
		if procs, _ := readPIDs(filepath.Join(dir, "cgroup.procs")); len(procs) > 0 && dir != f.root {
			return &os.PathError{Op: "write", Path: filepath.Join(dir, file), Err: syscall.EBUSY}
		}
	case "cgroup.procs":
		// Out of wherever it was.
		filepath.WalkDir(f.root, func(p string, d os.DirEntry, err error) error {
			if err == nil && d.Name() == "cgroup.procs" {
				procs, _ := readPIDs(p)
				var keep []string
				for _, q := range procs {
					if strconv.Itoa(q) != value {
						keep = append(keep, strconv.Itoa(q))
					}
				}
				os.WriteFile(p, []byte(strings.Join(keep, "\n")), 0o644)
			}
			return nil
		})
		old, _ := os.ReadFile(filepath.Join(dir, file))
		value = strings.TrimSpace(string(old) + "\n" + value)
	}
	return writeCgroup(dir, file, value)
}

func readFile(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(string(b))
}

func TestOpenCgroups(t *testing.T) {
	self := os.Getpid()
	t.Run("no memory controller", func(t *testing.T) {
		f, dir := newFakeCgroups(t, "cpu pids", self)
		if _, err := openCgroups(dir, self, f.write); err == nil || !strings.Contains(err.Error(), "memory controller is not delegated") {
			t.Errorf("got %v", err)
		}
	})
	t.Run("other processes", func(t *testing.T) {
		f, dir := newFakeCgroups(t, "cpu memory pids", self, 1)
		if _, err := openCgroups(dir, self, f.write); err == nil || !strings.Contains(err.Error(), "holds 1 other processes") {
			t.Errorf("got %v", err)
		}
		if got := readFile(t, filepath.Join(dir, "cgroup.procs")); got != strconv.Itoa(self)+"\n1" {
			t.Errorf("processes moved: %q", got)
		}
	})
	t.Run("moves aside", func(t *testing.T) {
		f, dir := newFakeCgroups(t, "cpu memory pids", self)
		cs, err := openCgroups(dir, self, f.write)
		if err != nil {
			t.Fatal(err)
		}
		if got := readFile(t, filepath.Join(dir, "supervisor", "cgroup.procs")); got != strconv.Itoa(self) {
			t.Errorf("supervisor's cgroup has %q", got)
		}
		if got := readFile(t, filepath.Join(dir, "cgroup.subtree_control")); got != "+memory" {
			t.Errorf("subtree_control %q", got)
		}
		// A worker's cgroup from a supervisor that is gone is removed.
		os.Mkdir(filepath.Join(dir, workerPrefix+"999999999-1"), 0o755)
		os.Mkdir(filepath.Join(dir, workerPrefix+strconv.Itoa(self)+"-1"), 0o755)
		cs.removeStale()
		if _, err := os.Stat(filepath.Join(dir, workerPrefix+"999999999-1")); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("a dead supervisor's worker cgroup is left: %v", err)
		}
		if _, err := os.Stat(filepath.Join(dir, workerPrefix+strconv.Itoa(self)+"-1")); err != nil {
			t.Errorf("a live supervisor's worker cgroup is gone: %v", err)
		}
	})
	t.Run("refused: moved back", func(t *testing.T) {
		f, dir := newFakeCgroups(t, "memory", self)
		refuse := func(d, file, value string) error {
			if file == "cgroup.subtree_control" {
				return &os.PathError{Op: "write", Path: file, Err: syscall.EBUSY}
			}
			return f.write(d, file, value)
		}
		if _, err := openCgroups(dir, self, refuse); !errors.Is(err, syscall.EBUSY) {
			t.Errorf("got %v", err)
		}
		if got := readFile(t, filepath.Join(dir, "cgroup.procs")); got != strconv.Itoa(self) {
			t.Errorf("not moved back: %q", got)
		}
		// (The kernel's cgroup would be removed too; the stand-in's
		// directory holds a file.)
		if procs, _ := readPIDs(filepath.Join(dir, "supervisor", "cgroup.procs")); len(procs) > 0 {
			t.Errorf("the supervisor's cgroup still holds %v", procs)
		}
	})
}

// With a cgroup v2 (a stand-in here: this machine's memory controller
// is cgroup v1's), each worker runs in a cgroup of its own whose
// memory.max is the cap, and a worker the kernel's OOM killer ended
// (its memory.events says so) ends its turn as one past the cap.
func TestPoolCgroupPerWorker(t *testing.T) {
	f, dir := newFakeCgroups(t, "cpu memory", os.Getpid())
	var logBuf testbin.LockedBuffer
	p := newTestPool(t, func(p *Pool) error {
		p.cgroupDir, p.cgroupWrite = dir, f.write
		p.log = slog.New(slog.NewTextHandler(&logBuf, nil))
		return nil
	})
	if !strings.Contains(logBuf.String(), "a cgroup v2 per worker") {
		t.Errorf("no log line of the cap:\n%s", logBuf.String())
	}
	pids := p.PIDs()
	slices.Sort(pids)
	var found []int
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if !strings.HasPrefix(e.Name(), workerPrefix+strconv.Itoa(os.Getpid())+"-") {
			continue
		}
		if got := readFile(t, filepath.Join(dir, e.Name(), "memory.max")); got != strconv.Itoa(256<<20) {
			t.Errorf("%s/memory.max = %q", e.Name(), got)
		}
		pid, _ := strconv.Atoi(readFile(t, filepath.Join(dir, e.Name(), "cgroup.procs")))
		found = append(found, pid)
	}
	slices.Sort(found)
	if !slices.Equal(found, pids) {
		t.Fatalf("worker cgroups hold %v, the workers are %v", found, pids)
	}

	// The kernel ends the worker at memory.max: a SIGKILL, and its
	// cgroup's memory.events counts it.
	exec1(t, p, "c", "echo kept > /tmp/f")
	done := make(chan string, 1)
	go func() {
		res, err := p.Exec(context.Background(), server.ExecRequest{Conversation: "c", Owner: "alice", Script: "sleep 5"})
		done <- strconv.Itoa(res.ExitCode) + " " + res.Stderr + errString(err)
	}()
	var w *proc
	for deadline := time.Now().Add(5 * time.Second); w == nil && time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		p.mu.Lock()
		for c := range p.procs {
			if c.state == stateBusy {
				w = c
			}
		}
		p.mu.Unlock()
	}
	if w == nil {
		t.Fatal("no busy worker")
	}
	cg := filepath.Join(dir, workerPrefix+strconv.Itoa(os.Getpid())+"-"+strconv.Itoa(w.id))
	if err := os.WriteFile(filepath.Join(cg, "memory.events"), []byte("low 0\nhigh 0\nmax 12\noom 1\noom_kill 1\noom_group_kill 0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	syscall.Kill(w.pid(), syscall.SIGKILL)
	if got := <-done; !strings.HasPrefix(got, "137 ") || !strings.Contains(got, "used more than 256 MiB of memory") {
		t.Errorf("turn of the worker the OOM killer ended: %q", got)
	}
	// The pool counts the exit when it reaps the worker, which may come
	// just after the turn's result (a loaded CI machine met it).
	n := metricValue(t, p, "computerwelt_worker_exits_total", causeMemory)
	for deadline := time.Now().Add(5 * time.Second); n != 1 && time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		n = metricValue(t, p, "computerwelt_worker_exits_total", causeMemory)
	}
	if n != 1 {
		t.Errorf("exits by memory: %v", n)
	}
	if res := exec1(t, p, "c", "cat /tmp/f"); res.Stdout != "kept\n" {
		t.Errorf("after: %+v", res)
	}
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return " error: " + err.Error()
}

// On this machine, for real: the pool says in one line how it caps the
// workers' memory (a cgroup where the supervisor's own allows it, else
// why not), and either way a worker that grows is stopped.
func TestPoolMemoryCapSaysHow(t *testing.T) {
	var logBuf testbin.LockedBuffer
	p := newTestPool(t, WithLogger(slog.New(slog.NewTextHandler(&logBuf, nil))))
	var lines []string
	for l := range strings.Lines(logBuf.String()) {
		if strings.Contains(l, "worker memory cap") {
			lines = append(lines, l)
		}
	}
	if len(lines) != 1 || !strings.Contains(lines[0], "cgroup v2 per worker") && !strings.Contains(lines[0], "no_cgroup=") {
		t.Errorf("want one line saying how memory is capped, got %q", lines)
	}
	t.Log(strings.TrimSpace(strings.Join(lines, "")))
	res := exec1(t, p, "g", "#cw-test-crash: grow")
	if res.ExitCode != StatusMemory || !memoryMessage.MatchString(res.Stderr) {
		t.Errorf("grow: %+v", res)
	}
}

// RLIMIT_DATA stops a worker growing faster than the watch of its
// resident memory sees: here the watch is blind below 2 GiB, and the
// worker capped at 256 MiB is refused memory at 768 MiB.
func TestPoolDataLimit(t *testing.T) {
	p := newTestPool(t, func(p *Pool) error { p.pollCap = 2 << 30; return nil })
	res := exec1(t, p, "g", "#cw-test-crash: grow")
	if res.ExitCode != StatusMemory || !strings.Contains(res.Stderr, "asked for more memory than there is (it may use 256 MiB)") {
		t.Errorf("grow: %+v", res)
	}
	if res := exec1(t, p, "g", "echo still here"); res.Stdout != "still here\n" {
		t.Errorf("after: %+v", res)
	}
}
