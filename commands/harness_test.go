package commands

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/internal/testlong"
	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// A diffCase runs one command line both through the suite (on an in-memory
// FS) and through the real GNU tool (in a host temp dir holding the same
// files), and compares stdout, stderr and exit status.
type diffCase struct {
	name  string
	args  []string          // argv, args[0] the command
	stdin string            // standard input
	files map[string]string // relative path -> content; a trailing "/" makes a directory
	// why, when set, documents an intended difference: the case is run
	// against expected values below instead of the real tool.
	why            string
	stdout, stderr string
	status         int
	// ignoreStderr compares only stdout and status (e.g. messages that name
	// host paths).
	ignoreStderr bool
}

// result is what one run printed.
type result struct {
	stdout, stderr string
	status         int
}

const sandboxDir = "/work"

// runSandbox runs args through the suite's command of that name in a fresh
// in-memory FS populated with files, working directory /work.
func runSandbox(t testing.TB, args []string, stdin string, files map[string]string) result {
	t.Helper()
	return runIn(t, sandboxFS(t, files), sandboxDir, args, stdin)
}

// sandboxFS is a fresh in-memory FS holding files under /work.
func sandboxFS(t testing.TB, files map[string]string) vfs.FS {
	t.Helper()
	fsys := memfs.New()
	if err := vfs.MkdirAll(context.Background(), fsys, sandboxDir, 0o755); err != nil {
		t.Fatal(err)
	}
	writeFiles(t, fsys, files)
	return fsys
}

// runIn runs one command of the suite in fsys with working directory dir.
func runIn(t testing.TB, fsys vfs.FS, dir string, args []string, stdin string) result {
	t.Helper()
	return runInCtx(context.Background(), t, fsys, dir, args, stdin)
}

// runInCtx is runIn under ctx (a command that may wait gets a deadline).
func runInCtx(ctx context.Context, t testing.TB, fsys vfs.FS, dir string, args []string, stdin string) result {
	t.Helper()
	cmds := All()
	c, ok := cmds[args[0]]
	if !ok {
		t.Fatalf("no command %q in the suite", args[0])
	}
	var out, errb bytes.Buffer
	inv := &shell.Invocation{
		Args:   args,
		Stdin:  strings.NewReader(stdin),
		Stdout: &out,
		Stderr: &errb,
		Env:    sandboxTestEnv,
		Dir:    dir,
		FS:     fsys,
		Limits: shell.DefaultLimits,
		Umask:  0o022,
		Now:    time.Now,
	}
	inv.Exec = func(ctx context.Context, req shell.ExecRequest) int {
		sub, ok := cmds[req.Args[0]]
		if !ok && req.NotRun != nil {
			// As the shell reports it: a path that exists is not
			// executable here (no scripts in this harness).
			reason := vfs.ErrNotExist
			if strings.Contains(req.Args[0], "/") {
				if _, err := fsys.Stat(ctx, vfs.Abs(dir, req.Args[0])); err == nil {
					reason = vfs.ErrPermission
				}
			}
			return req.NotRun(vfs.PathError("exec", req.Args[0], reason))
		}
		if !ok {
			req.Stderr.Write([]byte(req.Args[0] + ": command not found\n"))
			return 127
		}
		child := *inv
		child.Args, child.Stdin, child.Stdout, child.Stderr = req.Args, req.Stdin, req.Stdout, req.Stderr
		if req.Env != nil {
			child.Env = req.Env
		}
		if req.Dir != "" {
			child.Dir = req.Dir
		}
		if req.Signals != nil {
			child.Signals = *req.Signals
		}
		return sub.Run(ctx, &child)
	}
	status := c.Run(ctx, inv)
	return result{out.String(), errb.String(), status}
}

func writeFiles(t testing.TB, fsys vfs.FS, files map[string]string) {
	t.Helper()
	ctx := context.Background()
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		p := vfs.Abs(sandboxDir, n)
		if strings.HasSuffix(n, "/") {
			if err := vfs.MkdirAll(ctx, fsys, p, 0o755); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := vfs.MkdirAll(ctx, fsys, path.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := vfs.WriteFile(ctx, fsys, p, []byte(files[n]), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// runReal runs the real tool in a fresh host temp dir holding files.
func runReal(t testing.TB, args []string, stdin string, files map[string]string) result {
	t.Helper()
	dir := t.TempDir()
	writeHostFiles(t, dir, files)
	return runRealIn(t, dir, args, stdin)
}

// writeHostFiles is writeFiles for a host directory.
func writeHostFiles(t testing.TB, dir string, files map[string]string) {
	t.Helper()
	for n, content := range files {
		p := filepath.Join(dir, n)
		if strings.HasSuffix(n, "/") {
			os.MkdirAll(p, 0o755)
			continue
		}
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// The environment of both sides of a differential test.
var (
	sandboxTestEnv = map[string]string{"PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8", "TZ": "UTC", "HOME": "/home/user"}
	hostTestEnv    = []string{"PATH=/usr/bin:/bin", "LC_ALL=C.UTF-8", "TZ=UTC", "HOME=/home/user"}
)

// runHost runs cmd (a real tool or bash) in dir with hostTestEnv and
// stdin, and returns what it printed and its exit status.
func runHost(t testing.TB, cmd *exec.Cmd, dir, stdin string) result {
	t.Helper()
	cmd.Dir = dir
	cmd.Env = hostTestEnv
	cmd.Stdin = strings.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	status := 0
	if err := cmd.Run(); err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			t.Fatalf("running real %v: %v", cmd.Args, err)
		}
		status = ee.ExitCode()
	}
	return result{out.String(), errb.String(), status}
}

// runRealIn runs the real tool with working directory dir.
func runRealIn(t testing.TB, dir string, args []string, stdin string) result {
	t.Helper()
	bin, err := exec.LookPath(args[0])
	if err != nil {
		t.Skipf("real %s not installed", args[0])
	}
	// A real tool that waits (tail -f) must not hang the test.
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, args[1:]...)
	// In a session of its own the tool has no terminal to ask questions on
	// (patch does, from /dev/tty), as in the sandbox.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	r := runHost(t, cmd, dir, stdin)
	// The real tool names itself by its path only if invoked so; we invoke
	// it by path, so messages start with the full path: normalise.
	stderr := strings.ReplaceAll(r.stderr, bin+":", args[0]+":")
	stderr = strings.ReplaceAll(stderr, "'"+bin+" --help'", "'"+args[0]+" --help'")
	stderr = strings.ReplaceAll(stderr, dir+"/", "")
	stderr = strings.ReplaceAll(stderr, dir, ".")
	return result{r.stdout, stderr, r.status}
}

// runDiffCases runs each case through both and reports differences. The
// cases run two at a time (go test's -parallel, GOMAXPROCS by default):
// each has its own in-memory FS and host folder, and half of its time is
// spent waiting for the real tool to start. They run once the calling test
// has returned, which waits for them.
func runDiffCases(t *testing.T, cases []diffCase) {
	t.Helper()
	for _, c := range cases {
		name := c.name
		if name == "" {
			name = strings.Join(c.args, " ")
		}
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got := runSandbox(t, c.args, c.stdin, c.files)
			want := result{c.stdout, c.stderr, c.status}
			if c.why == "" {
				want = realResult(t, got, c.args, c.stdin, c.files)
			}
			if got.stdout != want.stdout {
				t.Errorf("stdout differs\n got: %q\nwant: %q", got.stdout, want.stdout)
			}
			if !c.ignoreStderr && got.stderr != want.stderr {
				t.Errorf("stderr differs\n got: %q\nwant: %q", got.stderr, want.stderr)
			}
			if got.status != want.status {
				t.Errorf("status: got %d, want %d (stderr %q)", got.status, want.status, got.stderr)
			}
		})
	}
}

// propRun is how a seeded generator test runs, from its environment:
// PREFIX_SEED (first seed), PREFIX_COUNT (cases), PREFIX_SHOW (failures
// printed) and PREFIX_CMD (comma-separated commands, all when empty).
type propRun struct {
	seed        int64
	count, show int
	cmds        string
}

// propEnv reads prefix's variables over the defaults; with oneWithSeed a
// seed given alone runs just that case (to look at it in detail).
func propEnv(t *testing.T, prefix string, count, show int, oneWithSeed bool) propRun {
	t.Helper()
	// count is the long form's (CW_LONG=1); by default a quarter runs.
	p := propRun{seed: 1, count: testlong.Share(count, 4), show: show, cmds: os.Getenv(prefix + "_CMD")}
	if s := os.Getenv(prefix + "_SEED"); s != "" {
		var err error
		if p.seed, err = strconv.ParseInt(s, 10, 64); err != nil {
			t.Fatalf("%s_SEED: %v", prefix, err)
		}
		if oneWithSeed {
			p.count = 1
		}
	}
	if s := os.Getenv(prefix + "_COUNT"); s != "" {
		var err error
		if p.count, err = strconv.Atoi(s); err != nil {
			t.Fatalf("%s_COUNT: %v", prefix, err)
		}
	}
	if s := os.Getenv(prefix + "_SHOW"); s != "" {
		p.show, _ = strconv.Atoi(s)
	}
	return p
}

// wants reports whether the run covers the command name.
func (p propRun) wants(name string) bool {
	return p.cmds == "" || strings.Contains(","+p.cmds+",", ","+name+",")
}
