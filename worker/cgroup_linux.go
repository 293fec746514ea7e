package worker

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// cgroupSet makes a cgroup v2 of its own for each worker, below the
// supervisor's own cgroup, with memory.max at the pool's cap: the kernel
// then ends a worker that passes it, however fast it grows.
type cgroupSet struct {
	dir   string // the supervisor's cgroup, whose children the workers get
	write func(dir, file, value string) error
}

// ownCgroup finds the directory of this process's cgroup v2 from
// /proc/self/mountinfo and /proc/self/cgroup.
func ownCgroup() (string, error) {
	mi, err := os.ReadFile("/proc/self/mountinfo")
	if err != nil {
		return "", err
	}
	cg, err := os.ReadFile("/proc/self/cgroup")
	if err != nil {
		return "", err
	}
	return cgroupDir(mi, cg)
}

// cgroupDir is where the cgroup v2 a process is in (its /proc/PID/cgroup)
// appears in the file system (its /proc/PID/mountinfo).
func cgroupDir(mountinfo, cgroup []byte) (string, error) {
	path := ""
	for l := range strings.Lines(string(cgroup)) {
		if rest, ok := strings.CutPrefix(strings.TrimSuffix(l, "\n"), "0::"); ok {
			path = rest
		}
	}
	if path == "" {
		return "", errors.New("this process is in no cgroup v2 (/proc/self/cgroup has no 0:: line)")
	}
	for l := range strings.Lines(string(mountinfo)) {
		// ID PARENT MAJ:MIN ROOT MOUNTPOINT OPTIONS [OPTIONAL...] - TYPE SOURCE SUPEROPTS
		pre, post, ok := strings.Cut(strings.TrimSuffix(l, "\n"), " - ")
		f, g := strings.Fields(pre), strings.Fields(post)
		if !ok || len(f) < 5 || len(g) < 1 || g[0] != "cgroup2" {
			continue
		}
		root, mnt := unescapeMount(f[3]), unescapeMount(f[4])
		rel, ok := strings.CutPrefix(path, root)
		if !ok || (rel != "" && root != "/" && !strings.HasPrefix(rel, "/")) {
			continue // a bind mount of another part of the tree
		}
		return filepath.Join(mnt, rel), nil
	}
	return "", errors.New("no cgroup v2 file system is mounted")
}

// unescapeMount undoes mountinfo's octal escapes (\040 for a space).
func unescapeMount(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+3 < len(s) {
			if n, err := strconv.ParseUint(s[i+1:i+4], 8, 8); err == nil {
				b.WriteByte(byte(n))
				i += 3
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// openCgroups prepares dir, the supervisor's own cgroup, to hold the
// workers' cgroups: the memory controller must be delegated to it, and
// enabled for its children. A cgroup other than the root may not both
// hold processes and give its children controllers, so the supervisor,
// when it is the only process there, moves into a child of its own
// ("supervisor") first. It fails, saying why, where that cannot be done.
// write writes a control file (writeCgroup; a test's stand-in kernel).
func openCgroups(dir string, self int, write func(dir, file, value string) error) (*cgroupSet, error) {
	ctl, err := os.ReadFile(filepath.Join(dir, "cgroup.controllers"))
	if err != nil {
		return nil, fmt.Errorf("cgroup v2 %s: %w", dir, err)
	}
	if !slices.Contains(strings.Fields(string(ctl)), "memory") {
		return nil, fmt.Errorf("the memory controller is not delegated to cgroup v2 %s (it has: %s)", dir, strings.Join(strings.Fields(string(ctl)), " "))
	}
	sub, err := os.ReadFile(filepath.Join(dir, "cgroup.subtree_control"))
	if err != nil {
		return nil, fmt.Errorf("cgroup v2 %s: %w", dir, err)
	}
	if !slices.Contains(strings.Fields(string(sub)), "memory") {
		err := write(dir, "cgroup.subtree_control", "+memory")
		if errors.Is(err, syscall.EBUSY) {
			err = moveAside(dir, self, write)
		}
		if err != nil {
			return nil, err
		}
	}
	cs := &cgroupSet{dir: dir, write: write}
	cs.removeStale()
	return cs, nil
}

// moveAside moves this process from dir into dir/supervisor and enables
// the memory controller for dir's children; it moves it back if that
// fails.
func moveAside(dir string, self int, write func(dir, file, value string) error) error {
	procs, err := readPIDs(filepath.Join(dir, "cgroup.procs"))
	if err != nil {
		return fmt.Errorf("cgroup v2 %s: %w", dir, err)
	}
	others := 0
	for _, p := range procs {
		if p != self {
			others++
		}
	}
	if others > 0 {
		return fmt.Errorf("cgroup v2 %s holds %d other processes, so its children cannot get the memory controller (give the server a cgroup of its own, e.g. systemd's Delegate=yes)", dir, others)
	}
	leaf := filepath.Join(dir, "supervisor")
	if err := os.Mkdir(leaf, 0o755); err != nil && !errors.Is(err, os.ErrExist) {
		return fmt.Errorf("cgroup v2: %w", err)
	}
	err = write(leaf, "cgroup.procs", strconv.Itoa(self))
	if err == nil {
		err = write(dir, "cgroup.subtree_control", "+memory")
		if err != nil {
			write(dir, "cgroup.procs", strconv.Itoa(self))
		}
	}
	if err != nil {
		os.Remove(leaf)
	}
	return err
}

// readPIDs reads a cgroup.procs file.
func readPIDs(file string) ([]int, error) {
	b, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var out []int
	for _, f := range strings.Fields(string(b)) {
		if n, err := strconv.Atoi(f); err == nil {
			out = append(out, n)
		}
	}
	return out, nil
}

// writeCgroup writes one value to a cgroup's control file.
func writeCgroup(dir, file, value string) error {
	// O_CREATE for a test's stand-in directory: the kernel's files exist.
	f, err := os.OpenFile(filepath.Join(dir, file), os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err == nil {
		_, err = f.WriteString(value)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		return fmt.Errorf("cgroup v2: writing %q to %s: %w", value, filepath.Join(dir, file), err)
	}
	return nil
}

// workerPrefix starts the name of a worker's cgroup: worker-SUPERVISORPID-ID.
const workerPrefix = "worker-"

// removeStale removes the worker cgroups a supervisor that is gone left
// behind (a cgroup with processes cannot be removed anyway).
func (cs *cgroupSet) removeStale() {
	ents, _ := os.ReadDir(cs.dir)
	for _, e := range ents {
		rest, ok := strings.CutPrefix(e.Name(), workerPrefix)
		if !ok || !e.IsDir() {
			continue
		}
		pid, err := strconv.Atoi(strings.SplitN(rest, "-", 2)[0])
		if err == nil && syscall.Kill(pid, 0) == syscall.ESRCH {
			os.Remove(filepath.Join(cs.dir, e.Name()))
		}
	}
}

// create makes the cgroup of worker id with memory.max at limit. Swap is
// off in it where the kernel accounts swap (else the cap would only move
// memory to swap), and the OOM killer ends the whole worker.
func (cs *cgroupSet) create(id int, limit int64) (string, error) {
	dir := filepath.Join(cs.dir, fmt.Sprintf("%s%d-%d", workerPrefix, os.Getpid(), id))
	if err := os.Mkdir(dir, 0o755); err != nil {
		return "", fmt.Errorf("cgroup v2: %w", err)
	}
	if err := cs.write(dir, "memory.max", strconv.FormatInt(limit, 10)); err != nil {
		os.Remove(dir)
		return "", err
	}
	if _, err := os.Stat(filepath.Join(dir, "memory.swap.max")); err == nil {
		cs.write(dir, "memory.swap.max", "0")
	}
	if _, err := os.Stat(filepath.Join(dir, "memory.oom.group")); err == nil {
		cs.write(dir, "memory.oom.group", "1")
	}
	return dir, nil
}

// add moves process pid into the cgroup dir.
func (cs *cgroupSet) add(dir string, pid int) error {
	return cs.write(dir, "cgroup.procs", strconv.Itoa(pid))
}

// oomKilled reports whether the kernel's OOM killer ended a process of
// the cgroup dir (its memory.events).
func (cs *cgroupSet) oomKilled(dir string) bool {
	b, err := os.ReadFile(filepath.Join(dir, "memory.events"))
	if err != nil {
		return false
	}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 2 && (f[0] == "oom_kill" || f[0] == "oom_group_kill") && f[1] != "0" {
			return true
		}
	}
	return false
}

// remove removes the cgroup dir of a worker that exited (the kernel may
// take a moment to see the cgroup empty).
func (cs *cgroupSet) remove(dir string) error {
	var err error
	for range 10 {
		if err = os.Remove(dir); err == nil || errors.Is(err, os.ErrNotExist) {
			return nil
		}
		if !errors.Is(err, syscall.EBUSY) {
			return err
		}
		time.Sleep(10 * time.Millisecond)
	}
	return err
}

// limitData sets the RLIMIT_DATA of process pid: past it the kernel
// refuses the process more writable private memory, so that a worker
// growing faster than the supervisor's watch of its resident memory can
// see (on a loaded machine) is still stopped near its cap.
func limitData(pid int, bytes uint64) error {
	lim := unix.Rlimit{Cur: bytes, Max: bytes}
	return unix.Prlimit(pid, unix.RLIMIT_DATA, &lim, nil)
}
