package python_test

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt"
)

// hostPython3 is the host's python3 for differential tests: skipped where
// there is none, a failure under CI=true.
func hostPython3(t *testing.T) string {
	t.Helper()
	p, err := exec.LookPath("python3")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("no host python3, and CI=true requires it: %v", err)
		}
		t.Skipf("no host python3 to compare with: %v", err)
	}
	return p
}

// errnoScript makes the common filesystem errors in the working directory
// and prints what Python says of each: class, number, name, message and
// the exception as str() shows it; then the errno module's numbers and
// os.strerror's messages.
const errnoScript = `import errno, os
os.mkdir("d"); os.mkdir("full"); open("full/x", "w").close(); open("f", "w").close()
cases = [
    ("open missing", lambda: open("missing")),
    ("stat below missing", lambda: os.stat("missing/x")),
    ("mkdir existing", lambda: os.mkdir("d")),
    ("create existing", lambda: open("f", "x")),
    ("open dir for writing", lambda: open("d", "w")),
    ("open dir", lambda: open("d")),
    ("unlink dir", lambda: os.unlink("d")),
    ("listdir file", lambda: os.listdir("f")),
    ("open below file", lambda: open("f/x")),
    ("rmdir file", lambda: os.rmdir("f")),
    ("rmdir non-empty", lambda: os.rmdir("full")),
    ("rename dir over file", lambda: os.rename("d", "f")),
    ("chdir file", lambda: os.chdir("f")),
]
for name, f in cases:
    try:
        f()
        print(name, "ok")
    except OSError as e:
        print(name, type(e).__name__, e.errno, errno.errorcode.get(e.errno), repr(e.strerror), e)
names = ("EPERM ENOENT EINTR EIO EBADF EAGAIN EWOULDBLOCK ENOMEM EACCES EEXIST EXDEV ENOTDIR EISDIR "
         "EINVAL EMFILE EFBIG ENOSPC ESPIPE EROFS EPIPE ENAMETOOLONG ENOSYS ENOTEMPTY ELOOP ENOTSUP "
         "EOPNOTSUPP ETIMEDOUT ECONNREFUSED ENOTSOCK EDEADLK ECHRNG").split()
print([(n, getattr(errno, n, None)) for n in names])
print([os.strerror(n) for n in range(0, 140)])
print(OSError(2, "x").__class__.__name__, OSError(44, "x").__class__.__name__)
`

// Python's OSError numbers and messages are Linux's, as CPython on Linux
// prints them ("[Errno 2] No such file or directory"), although the
// interpreter's C library numbers errors as WASI does (ENOENT is 44): the
// same script gives the same output in the sandbox and on the host.
func TestOSErrorsAreLinuxs(t *testing.T) {
	py := hostPython3(t)
	dir := t.TempDir()
	cmd := exec.Command(py, "-c", errnoScript)
	cmd.Dir = dir
	want, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("host python3: %v\n%s", err, want)
	}
	sb := newSandbox(t, computerwelt.WithWorkingDirectory("/work"))
	res := execScript(t, sb, "python3 -c '"+strings.ReplaceAll(errnoScript, "'", `'\''`)+"'")
	if res.ExitCode != 0 || res.Stderr != "" {
		t.Fatalf("sandbox: %+v", res)
	}
	wl, gl := strings.Split(string(want), "\n"), strings.Split(res.Stdout, "\n")
	for i := range max(len(wl), len(gl)) {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			t.Errorf("line %d:\nhost    %s\nsandbox %s", i+1, w, g)
		}
	}

	// An uncaught error's last line, as the traceback prints it.
	cmd = exec.Command(py, "-c", "open('missing')")
	cmd.Dir = dir
	hostOut, _ := cmd.CombinedOutput()
	res = execScript(t, sb, `python3 -c "open('missing')"`)
	if last := lastLine(res.Stderr); last != lastLine(string(hostOut)) || res.ExitCode != 1 {
		t.Errorf("uncaught: sandbox %q (status %d), host %q", last, res.ExitCode, lastLine(string(hostOut)))
	}
}

func lastLine(s string) string {
	s = strings.TrimRight(s, "\n")
	return s[strings.LastIndex(s, "\n")+1:]
}

// The errors the host cannot show its root user (a read-only filesystem,
// a file without permission) are the exceptions Linux's numbers make on
// the host.
func TestOSErrorsOfReadOnlyAndPermission(t *testing.T) {
	py := hostPython3(t)
	sb := readOnlySandbox(t, "/f", "x")
	res := execScript(t, sb, `cd /tmp && echo secret > locked && chmod 000 locked && python3 -c '
for f in (lambda: open("/ro/f", "w"), lambda: open("locked")):
    try:
        f()
        print("ok")
    except OSError as e:
        print(type(e).__name__, e)
'`)
	cmd := exec.Command(py, "-c", `import errno, os
for code, name in ((errno.EROFS, "/ro/f"), (errno.EACCES, "locked")):
    e = OSError(code, os.strerror(code), name)
    print(type(e).__name__, e)
`)
	want, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("host python3: %v\n%s", err, want)
	}
	if res.Stdout != string(want) {
		t.Errorf("sandbox:\n%s%s\nhost:\n%s", res.Stdout, res.Stderr, want)
	}
}
