package python

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"io/fs"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/internal/testtime"
	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

type result struct {
	stdout, stderr string
	status         int
}

// run runs python3 with args in dir of fsys. Every test shares the
// process-wide compiled module, so only the first run pays compilation.
func run(t *testing.T, ctx context.Context, fsys vfs.FS, dir, stdin string, args ...string) result {
	t.Helper()
	if fsys == nil {
		fsys = memfs.New()
	}
	var out, errb bytes.Buffer
	inv := &shell.Invocation{
		Args:   append([]string{"python3"}, args...),
		Stdin:  strings.NewReader(stdin),
		Stdout: &out,
		Stderr: &errb,
		Env:    map[string]string{"PATH": "/usr/bin:/bin", "HOME": "/home/user", "LC_ALL": "C.UTF-8"},
		Dir:    dir,
		FS:     fsys,
		Limits: shell.DefaultLimits,
		Now:    time.Now,
	}
	status := Command().Run(ctx, inv)
	return result{out.String(), errb.String(), status}
}

func TestEmbeddedArtefactsMatchSHA256SUMS(t *testing.T) {
	sums, err := os.ReadFile("dist/SHA256SUMS")
	if err != nil {
		t.Fatal(err)
	}
	embedded := map[string][]byte{"python.wasm": pythonWasm, "stdlib.zip": stdlibZip, "tzdata.zip": tzdataZip}
	seen := 0
	sc := bufio.NewScanner(bytes.NewReader(sums))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) != 2 {
			continue
		}
		data, ok := embedded[f[1]]
		if !ok {
			t.Errorf("SHA256SUMS names %q, which is not embedded", f[1])
			continue
		}
		seen++
		sum := sha256.Sum256(data)
		if got := hex.EncodeToString(sum[:]); got != f[0] {
			t.Errorf("%s: sha256 %s, SHA256SUMS says %s", f[1], got, f[0])
		}
	}
	if seen != len(embedded) {
		t.Errorf("SHA256SUMS covers %d of %d embedded files", seen, len(embedded))
	}
}

func TestPrint(t *testing.T) {
	r := run(t, context.Background(), nil, "/", "", "-c", "print(1+1)")
	if r.stdout != "2\n" || r.stderr != "" || r.status != 0 {
		t.Fatalf("got %+v", r)
	}
}

func TestVersion(t *testing.T) {
	r := run(t, context.Background(), nil, "/", "", "-V")
	if !strings.HasPrefix(r.stdout, "Python 3.13.") || r.status != 0 {
		t.Fatalf("got %+v", r)
	}
}

func TestArgvAndScriptFromStdin(t *testing.T) {
	r := run(t, context.Background(), nil, "/", "import sys; print(sys.argv)\n", "-", "a b", "c")
	if r.stdout != "['-', 'a b', 'c']\n" || r.status != 0 {
		t.Fatalf("got %+v", r)
	}
}

func TestFilesGoThroughTheVFS(t *testing.T) {
	ctx := context.Background()
	fsys := memfs.New()
	if err := vfs.MkdirAll(ctx, fsys, "/home/user/d", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := vfs.WriteFile(ctx, fsys, "/home/user/in.txt", []byte("héllo\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// Relative paths resolve against the shell's working directory.
	r := run(t, ctx, fsys, "/home/user", "", "-c", `
import os
print(open("in.txt", encoding="utf-8").read().upper(), end="")
with open("d/out.txt", "w") as f:
    f.write("written by python\n")
os.mkdir("newdir")
print(sorted(os.listdir(".")))
print(os.getcwd())
`)
	if r.status != 0 {
		t.Fatalf("got %+v", r)
	}
	want := "HÉLLO\n['d', 'in.txt', 'newdir']\n/home/user\n"
	if r.stdout != want {
		t.Fatalf("stdout %q, want %q", r.stdout, want)
	}
	data, err := vfs.ReadFile(ctx, fsys, "/home/user/d/out.txt")
	if err != nil || string(data) != "written by python\n" {
		t.Fatalf("out.txt: %q, %v", data, err)
	}
	if fi, err := fsys.Stat(ctx, "/home/user/newdir"); err != nil || !fi.IsDir() {
		t.Fatalf("newdir: %v, %v", fi, err)
	}
}

func TestScriptFileWithArgs(t *testing.T) {
	ctx := context.Background()
	fsys := memfs.New()
	vfs.MkdirAll(ctx, fsys, "/w", 0o755)
	vfs.WriteFile(ctx, fsys, "/w/s.py", []byte("import sys\nprint(sys.argv)\nsys.exit(int(sys.argv[1]))\n"), 0o644)
	r := run(t, ctx, fsys, "/w", "", "s.py", "3", "x")
	if r.stdout != "['s.py', '3', 'x']\n" || r.status != 3 {
		t.Fatalf("got %+v", r)
	}
}

func TestExitStatus(t *testing.T) {
	for _, tc := range []struct {
		code   string
		status int
		stderr string
	}{
		{"import sys; sys.exit(3)", 3, ""},
		{"import sys; sys.exit()", 0, ""},
		{"import sys; sys.exit('bye')", 1, "bye\n"},
		{"raise SystemExit(7)", 7, ""},
	} {
		r := run(t, context.Background(), nil, "/", "", "-c", tc.code)
		if r.status != tc.status || r.stderr != tc.stderr {
			t.Errorf("%s: got %+v", tc.code, r)
		}
	}
}

func TestTracebackOnStderr(t *testing.T) {
	r := run(t, context.Background(), nil, "/", "", "-c", "def f():\n    1/0\nf()")
	if r.status != 1 || r.stdout != "" ||
		!strings.HasPrefix(r.stderr, "Traceback (most recent call last):\n") ||
		!strings.HasSuffix(r.stderr, "ZeroDivisionError: division by zero\n") {
		t.Fatalf("got %+v", r)
	}
}

// The interpreter's own message for a script it cannot open (Modules/main.c
// prints the C library's errno itself) says Linux's number and message, as
// CPython on Linux does (errno-main.patch), not WASI's 44.
func TestMissingScript(t *testing.T) {
	fsys := memfs.New()
	vfs.MkdirAll(context.Background(), fsys, "/tmp", 0o755)
	r := run(t, context.Background(), fsys, "/tmp", "", "nope.py")
	if r.status != 2 || !strings.Contains(r.stderr, "can't open file '/tmp/nope.py': [Errno 2] No such file or directory") {
		t.Fatalf("got %+v", r)
	}
}

// sys.executable is the interpreter's path in the sandbox (which python3),
// so messages naming it read as CPython's: "/usr/bin/python3: No module
// named pytest".
func TestExecutable(t *testing.T) {
	r := run(t, context.Background(), nil, "/", "", "-c", "import sys; print(sys.executable)")
	if r.status != 0 || r.stdout != "/usr/bin/python3\n" {
		t.Errorf("sys.executable: got %+v", r)
	}
	r = run(t, context.Background(), nil, "/", "", "-m", "pytest")
	if r.status != 1 || r.stderr != "/usr/bin/python3: No module named pytest\n" {
		t.Errorf("-m pytest: got %+v", r)
	}
}

func TestTimeoutStopsBusyLoop(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
	defer cancel()
	start := time.Now()
	r := run(t, ctx, nil, "/", "", "-c", "while True: pass")
	if r.status != shell.ExitTimeout {
		t.Fatalf("got %+v", r)
	}
	testtime.Check(t, "busy loop", 5*time.Second, time.Since(start))
}

func TestTimeoutStopsSleepAndStdin(t *testing.T) {
	for _, code := range []string{"import time; time.sleep(60)", "import sys; sys.stdin.read()"} {
		ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
		pr, pw := io.Pipe() // stdin that never delivers
		var out, errb bytes.Buffer
		inv := &shell.Invocation{
			Args: []string{"python3", "-c", code}, Stdin: pr, Stdout: &out, Stderr: &errb,
			Env: map[string]string{}, Dir: "/", FS: memfs.New(),
		}
		start := time.Now()
		status := Command().Run(ctx, inv)
		elapsed := time.Since(start)
		cancel()
		pw.Close()
		if status != shell.ExitTimeout {
			t.Errorf("%s: status %d after %v, stderr %q", code, status, elapsed, errb.String())
		}
		testtime.Check(t, code, 5*time.Second, elapsed)
	}
}

func TestSleep(t *testing.T) {
	r := run(t, context.Background(), nil, "/", "", "-c", `
import time
t = time.monotonic()
time.sleep(0.01)
print(time.monotonic() - t >= 0.01)
`)
	if r.stdout != "True\n" || r.status != 0 {
		t.Fatalf("got %+v", r)
	}
}

func TestJSON(t *testing.T) {
	r := run(t, context.Background(), nil, "/", `{"a": [1, 2, {"b": null}]}`, "-c",
		"import json, sys; d = json.load(sys.stdin); print(json.dumps(d, sort_keys=True))")
	if r.stdout != "{\"a\": [1, 2, {\"b\": null}]}\n" || r.status != 0 {
		t.Fatalf("got %+v", r)
	}
}

func TestSQLiteOnVFSFile(t *testing.T) {
	ctx := context.Background()
	fsys := memfs.New()
	vfs.MkdirAll(ctx, fsys, "/data", 0o755)
	r := run(t, ctx, fsys, "/data", "", "-c", `
import sqlite3
con = sqlite3.connect("t.db")
con.execute("create table t(x integer, y text)")
con.executemany("insert into t values (?, ?)", [(1, "a"), (2, "b")])
con.commit()
con.close()
con = sqlite3.connect("/data/t.db")
print(con.execute("select sum(x), group_concat(y) from t").fetchone())
`)
	if r.stdout != "(3, 'a,b')\n" || r.status != 0 {
		t.Fatalf("got %+v", r)
	}
	data, err := vfs.ReadFile(ctx, fsys, "/data/t.db")
	if err != nil || !bytes.HasPrefix(data, []byte("SQLite format 3\x00")) {
		t.Fatalf("t.db: %v, %q", err, data[:min(len(data), 16)])
	}
}

func TestRandomnessIsNotDeterministic(t *testing.T) {
	a := run(t, context.Background(), nil, "/", "", "-c", "import os; print(os.urandom(16).hex())")
	b := run(t, context.Background(), nil, "/", "", "-c", "import os; print(os.urandom(16).hex())")
	if a.stdout == b.stdout || a.status != 0 {
		t.Fatalf("got %+v and %+v", a, b)
	}
}

func TestEnvironment(t *testing.T) {
	r := run(t, context.Background(), nil, "/home", "", "-c", "import os; print(os.environ['HOME'], os.environ['PWD'])")
	if r.stdout != "/home/user /home\n" {
		t.Fatalf("got %+v", r)
	}
}

func TestModuleAndFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		out  string
	}{
		{[]string{"-m", "json.tool"}, "{\n    \"a\": 1\n}\n"},
		{[]string{"-I", "-c", "import sys; print(sys.flags.isolated)"}, "1\n"},
		{[]string{"-S", "-c", "import sys; print('site' in sys.modules)"}, "False\n"},
		{[]string{"-u", "-c", "import sys; print(sys.stdout.write_through)"}, "True\n"},
	} {
		r := run(t, context.Background(), nil, "/", `{"a":1}`, tc.args...)
		if r.stdout != tc.out || r.status != 0 || r.stderr != "" {
			t.Errorf("%q: got %+v", tc.args, r)
		}
	}
}

func TestPipIsRefused(t *testing.T) {
	for _, args := range [][]string{{"-m", "pip", "install", "requests"}, {"-mpip"}, {"-I", "-m", "ensurepip"}} {
		r := run(t, context.Background(), nil, "/", "", args...)
		if r.status != 1 || !strings.Contains(r.stderr, "packages cannot be installed") {
			t.Errorf("%q: got %+v", args, r)
		}
	}
}

func TestMemoryLimit(t *testing.T) {
	var out, errb bytes.Buffer
	inv := &shell.Invocation{
		Args:  []string{"python3", "-c", "x = bytearray(200 << 20)"},
		Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb,
		Env: map[string]string{}, Dir: "/", FS: memfs.New(),
	}
	status := Config{MemoryLimitBytes: 64 << 20}.Command().Run(context.Background(), inv)
	if status != 1 || !strings.Contains(errb.String(), "MemoryError") {
		t.Fatalf("status %d, stderr %q", status, errb.String())
	}
}

func TestPipCommand(t *testing.T) {
	var errb bytes.Buffer
	inv := &shell.Invocation{Args: []string{"pip3", "install", "numpy"}, Stderr: &errb}
	if st := PipCommand().Run(context.Background(), inv); st != 1 ||
		errb.String() != "pip3: packages cannot be installed in this sandbox; only the Python standard library is available\n" {
		t.Fatalf("status %d, stderr %q", st, errb.String())
	}
}

func TestScriptIndex(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want int
	}{
		{[]string{"python3", "s.py", "a"}, 1},
		{[]string{"python3", "-u", "-W", "ignore", "s.py"}, 4},
		{[]string{"python3", "-Wignore", "-uS", "s.py"}, 3},
		{[]string{"python3", "-c", "pass", "s.py"}, 0},
		{[]string{"python3", "-Sc", "pass"}, 0},
		{[]string{"python3", "-m", "json.tool"}, 0},
		{[]string{"python3", "-", "s.py"}, 0},
		{[]string{"python3", "--", "s.py"}, 2},
		{[]string{"python3"}, 0},
	} {
		if got := scriptIndex(tc.args); got != tc.want {
			t.Errorf("%q: %d, want %d", tc.args, got, tc.want)
		}
	}
}

func TestFileOperations(t *testing.T) {
	ctx := context.Background()
	fsys := memfs.New()
	vfs.MkdirAll(ctx, fsys, "/w/sub", 0o755)
	vfs.WriteFile(ctx, fsys, "/w/a.txt", []byte("abc"), 0o644)
	r := run(t, ctx, fsys, "/w", "", "-c", `
import os, shutil, pathlib
shutil.copy("a.txt", "b.txt")           # needs distinct inodes
os.rename("b.txt", "sub/c.txt")
os.symlink("a.txt", "link")
print(os.readlink("link"), open("link").read())
with open("a.txt", "r+b") as f:
    f.seek(1); f.write(b"X")
with open("a.txt", "a") as f:
    f.write("!")
print(pathlib.Path("a.txt").read_text(), os.path.getsize("sub/c.txt"))
os.remove("link")
print([(d, sorted(fs)) for d, _, fs in os.walk(".")])
shutil.rmtree("sub")
print(sorted(os.listdir()), os.path.exists("sub"))
try:
    open("/nope/x", "w")
except FileNotFoundError as e:
    print("ENOENT", e.filename)
`)
	want := "a.txt abc\naXc! 3\n[('.', ['a.txt']), ('./sub', ['c.txt'])]\n['a.txt'] False\nENOENT /nope/x\n"
	if r.stdout != want || r.status != 0 {
		t.Fatalf("got %+v\nwant stdout %q", r, want)
	}
}

// limitWriter fails once n bytes were written, as the shell's output limit does.
type limitWriter struct{ n int }

func (w *limitWriter) Write(p []byte) (int, error) {
	if len(p) > w.n {
		k := w.n
		w.n = 0
		return k, io.ErrShortWrite
	}
	w.n -= len(p)
	return len(p), nil
}

func TestStopsWhenStdoutFails(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	var errb bytes.Buffer
	inv := &shell.Invocation{
		Args:  []string{"python3", "-c", "while True: print('x' * 10)"},
		Stdin: strings.NewReader(""), Stdout: &limitWriter{n: 1000}, Stderr: &errb,
		Env: map[string]string{}, Dir: "/", FS: memfs.New(),
	}
	if st := Command().Run(ctx, inv); st == 0 || st == shell.ExitTimeout {
		t.Fatalf("status %d, stderr %q", st, errb.String())
	}
}

func TestWallClockIsTheSandboxClock(t *testing.T) {
	var out, errb bytes.Buffer
	inv := &shell.Invocation{
		Args:  []string{"python3", "-c", "import time; print(int(time.time()))"},
		Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb,
		Env: map[string]string{}, Dir: "/", FS: memfs.New(),
		Now: func() time.Time { return time.Unix(1000000000, 0) },
	}
	if st := Command().Run(context.Background(), inv); st != 0 || out.String() != "1000000000\n" {
		t.Fatalf("status %d, stdout %q, stderr %q", st, out.String(), errb.String())
	}
}

func TestCompilationCacheDirKeepsTheCompiledInterpreter(t *testing.T) {
	dir := t.TempDir()
	cfg := Config{CompilationCacheDir: dir}
	var out bytes.Buffer
	inv := &shell.Invocation{
		Args: []string{"python3", "-c", "print(6*7)"}, Stdin: strings.NewReader(""),
		Stdout: &out, Stderr: &out, Env: map[string]string{}, Dir: "/",
		FS: memfs.New(), Limits: shell.DefaultLimits, Now: time.Now,
	}
	if status := cfg.Command().Run(context.Background(), inv); status != 0 || out.String() != "42\n" {
		t.Fatalf("status %d output %q", status, out.String())
	}
	entries, err := os.ReadDir(dir)
	if err != nil || len(entries) == 0 {
		t.Fatalf("nothing cached in %s (%v)", dir, err)
	}
	if err := (Config{CompilationCacheDir: "/proc/nonexistent/dir"}).Warm(); err == nil {
		t.Errorf("an unusable cache directory was accepted")
	}
}

// What the guest creates gets the shell's umask applied to 0o666 (files)
// and 0o777 (directories), as open() and os.mkdir() get on a host: WASI
// carries no mode, and wazero's own 0o600 and 0o700 made every file that
// python3 wrote private.
func TestCreatedFilesTakeTheUmask(t *testing.T) {
	for _, tc := range []struct {
		umask          uint32
		file, dir, sub fs.FileMode
	}{
		{0o022, 0o644, 0o755, 0o755},
		{0o077, 0o600, 0o700, 0o700},
		{0o002, 0o664, 0o775, 0o775},
	} {
		fsys := memfs.New()
		var out, errb bytes.Buffer
		inv := &shell.Invocation{
			Args:   []string{"python3", "-c", `import os; open("f", "w").close(); os.mkdir("d"); os.makedirs("p/q")`},
			Stdout: &out, Stderr: &errb,
			Env: map[string]string{}, Dir: "/", FS: fsys,
			Limits: shell.DefaultLimits, Now: time.Now, Umask: tc.umask,
		}
		if st := Command().Run(context.Background(), inv); st != 0 {
			t.Fatalf("umask %#o: status %d, stderr %q", tc.umask, st, errb.String())
		}
		for name, want := range map[string]fs.FileMode{"/f": tc.file, "/d": tc.dir, "/p/q": tc.sub} {
			fi, err := fsys.Stat(context.Background(), name)
			if err != nil {
				t.Fatal(err)
			}
			if got := fi.Mode().Perm(); got != want {
				t.Errorf("umask %#o: %s has mode %#o, want %#o", tc.umask, name, got, want)
			}
		}
	}
}
