package computerwelt

// The threat model's tests: one per entry of SECURITY.md, each with an exact
// outcome (status, the limit's message, what was or was not printed or
// written) and, where the threat is about time, a time bound.
//
// Time bounds are the configured limit + 100 ms, as SECURITY.md promises.
// The elapsed time is logged; a test fails only past limit + 100 ms +
// testtime.Slack (see internal/testtime: CW_STRICT_TIME=1 makes it zero).

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/internal/testtime"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/hostfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/computerwelt/computerwelt/vfs/mount"
)

// checkBound fails a threat stopped later than limit + 100 ms (plus the
// slack for loaded machines).
func checkBound(t *testing.T, name string, limit, elapsed time.Duration) {
	t.Helper()
	testtime.Check(t, name, limit+100*time.Millisecond, elapsed)
}

// threat is one script a hostile or confused model might run, and exactly
// how the sandbox must answer it.
type threat struct {
	name   string
	script string
	limits Limits // zero fields take DefaultLimits
	status int
	stdout string
	stderr string
	// stdoutLen, when set, is the exact length of stdout (floods).
	stdoutLen int
	// within, when set, bounds the time the threat may take (else its
	// timeout does).
	within time.Duration
}

func runThreats(t *testing.T, threats []threat, opts ...Option) {
	t.Helper()
	for _, c := range threats {
		t.Run(c.name, func(t *testing.T) {
			if c.limits.Timeout == 0 && !strings.Contains(c.stderr, "limit exceeded: Timeout") {
				// The threat ends by another limit: a loaded machine
				// must not let the default timeout win the race.
				c.limits.Timeout = threatTimeout
			}
			o := append([]Option{WithLimits(c.limits)}, opts...)
			sb := newSandbox(t, o...)
			start := time.Now()
			res, err := sb.Exec(context.Background(), c.script)
			elapsed := time.Since(start)
			if err != nil {
				t.Fatalf("Exec: %v", err)
			}
			if res.ExitCode != c.status || res.Stderr != c.stderr {
				t.Errorf("status %d stderr %q\nwant   %d stderr %q", res.ExitCode, res.Stderr, c.status, c.stderr)
			}
			if c.stdoutLen > 0 {
				if len(res.Stdout) != c.stdoutLen {
					t.Errorf("stdout is %d bytes, want %d", len(res.Stdout), c.stdoutLen)
				}
			} else if res.Stdout != c.stdout {
				t.Errorf("stdout %q, want %q", res.Stdout, c.stdout)
			}
			bound := sb.Limits().Timeout
			if c.within > 0 {
				bound = c.within
			}
			checkBound(t, c.name, bound, elapsed)
		})
	}
}

// threatTimeout replaces the default timeout (30 s) for a threat another
// limit ends: doubling an array to a million elements takes seconds of
// CPU, which a 2-core machine at load 25 stretches past 30 s.
const threatTimeout = 3 * time.Minute

// runThreatsIn runs threats one after the other in one sandbox (each sees
// what the previous left), comparing status, stdout and stderr exactly.
// Their limits field is unused: sb's apply.
func runThreatsIn(t *testing.T, sb *Sandbox, threats []threat) {
	t.Helper()
	for _, c := range threats {
		t.Run(c.name, func(t *testing.T) {
			res, err := sb.Exec(context.Background(), c.script)
			if err != nil {
				t.Fatal(err)
			}
			if res.ExitCode != c.status || res.Stdout != c.stdout || res.Stderr != c.stderr {
				t.Errorf("got %d %q %q\nwant %d %q %q", res.ExitCode, res.Stdout, res.Stderr, c.status, c.stdout, c.stderr)
			}
		})
	}
}

const (
	short    = 400 * time.Millisecond
	shortMsg = "computerwelt: limit exceeded: Timeout (400ms)\n"
)

// busy leaves only the timeout to stop a busy script.
var busy = Limits{Timeout: short, MaxCommands: 1 << 40, MaxLoopIterations: 1 << 40}

func limitMsg(name string, v any) string {
	return fmt.Sprintf("computerwelt: limit exceeded: %s (%v)\n", name, v)
}

func TestThreatRunawayComputation(t *testing.T) {
	runThreats(t, []threat{
		{name: "shell busy loop", script: "while :; do :; done; echo after", status: 125,
			stderr: limitMsg("MaxCommands", 100000)},
		{name: "shell arithmetic loop", script: "for ((;;)); do :; done", status: 125,
			stderr: limitMsg("MaxLoopIterations", 100000)},
		{name: "shell loop under timeout only", script: "while :; do x=$((x+1)); done", limits: busy,
			status: 124, stderr: shortMsg},
		{name: "awk loop", script: "awk 'BEGIN { while (1) {} }'", limits: busy, status: 124, stderr: shortMsg},
		{name: "jq recursion", script: "jq -n 'def f: f; f'", limits: busy, status: 124, stderr: shortMsg},
		{name: "jq range", script: "jq -n 'last(range(1e15))'", limits: busy, status: 124, stderr: shortMsg},
		{name: "sed branch loop", script: "echo a | sed ':a;ba'", limits: busy, status: 124, stderr: shortMsg},
		{name: "sed growing loop", script: "echo a | sed ':a;s/a/aa/;ba'", limits: busy, status: 124, stderr: shortMsg},
		{name: "bc loop", script: "echo 'while (1) { }' | bc", limits: busy, status: 124, stderr: shortMsg},
		{name: "find -exec loop", script: "yes | xargs -n1 true", limits: busy, status: 124, stderr: shortMsg},
		// RE2-style engines: catastrophic backtracking patterns are linear.
		{name: "grep backtracking pattern", script: "grep -cE '(a*)*b' <<< " + strings.Repeat("a", 5000) + "c",
			status: 1, stdout: "0\n"},
		{name: "extglob backtracking pattern", script: "[[ " + strings.Repeat("a", 40) + "c == +(a|aa)*b ]]; echo $?",
			status: 0, stdout: "1\n"},
		{name: "sed backtracking pattern", script: "echo " + strings.Repeat("a", 5000) + "c | sed -E 's/(a*)*b/x/' | wc -c",
			status: 0, stdout: "5002\n"},
	})
}

func TestThreatRunawayPython(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles the Python interpreter")
	}
	py := WithPython(testPython())
	// Compile first: on a cold cache (a fresh clone) compiling takes
	// longer than these threats' short timeout, and a run whose deadline
	// passes while it compiles ends with a message of its own.
	warm := newSandbox(t, WithLimits(Limits{Timeout: 10 * time.Minute}), py)
	if res, err := warm.Exec(context.Background(), "python3 -c pass"); err != nil || res.ExitCode != 0 {
		t.Fatalf("python3 -c pass: %+v %v", res, err)
	}
	runThreats(t, []threat{
		{name: "python busy loop", script: "python3 -c 'while True: pass'", limits: busy, status: 124, stderr: shortMsg},
		{name: "python sleep", script: "python3 -c 'import time; time.sleep(1000)'", limits: busy, status: 124, stderr: shortMsg},
		{name: "python in a pipeline", script: "python3 -c 'while True: print(1)' | sort | wc -l", limits: busy,
			status: 124, stderr: shortMsg},
		{name: "python recursion", script: "python3 -c 'import sys\nsys.setrecursionlimit(10**9)\ndef f(): f()\nf()'",
			// The interpreter's frames grow its linear memory, which the
			// memory guard counts (committed, outside the Go heap). The
			// Run's baseline includes the garbage the process holds when
			// it starts (compiling the interpreter leaves ~300 MB), judged
			// against the live heap: with the default limit, the 512 MiB
			// linear memory cap may come first. A smaller limit shows the
			// guard.
			limits: Limits{Timeout: time.Minute, MaxMemoryBytes: 64 << 20}, status: 125, stderr: limitMsg("MaxMemoryBytes", 64<<20)},
	}, py)
}

func TestThreatExpansionBlowups(t *testing.T) {
	runThreats(t, []threat{
		{name: "brace range", script: "echo {1..10000000}", status: 125, stderr: limitMsg("MaxBraceExpansion", 100000)},
		{name: "brace product", script: "echo {1..1000}{1..1000}", status: 125, stderr: limitMsg("MaxBraceExpansion", 100000)},
		{name: "string doubling", script: "x=a; while :; do x=$x$x; done", status: 125,
			stderr: limitMsg("MaxStringBytes", 16777216)},
		{name: "pattern substitution doubling", script: "x=aaaa; while :; do x=${x//a/aa}; done", status: 125,
			stderr: limitMsg("MaxStringBytes", 16777216)},
		{name: "array growth", script: "a=(); while :; do a+=(x); done", status: 125,
			stderr: limitMsg("MaxCommands", 100000)},
		{name: "array doubling", script: "a=(x); while :; do a+=(\"${a[@]}\"); done", status: 125,
			stderr: limitMsg("MaxArrayElements", 1000000)},
		// Few elements, each a new 64 KiB string: the memory guard ends it.
		{name: "array of large strings", script: "s=$(printf %065536d 0); while :; do a+=(\"$s$RANDOM\"); done",
			limits: Limits{MaxMemoryBytes: 64 << 20}, status: 125, stderr: limitMsg("MaxMemoryBytes", 67108864)},
		{name: "command substitution of an endless stream", script: "x=$(yes); echo ${#x}", status: 125,
			stderr: limitMsg("MaxStringBytes", 16777216)},
		{name: "printf width", script: "printf '%999999999d' 1 | wc -c", status: 0,
			stdout: "0\n", stderr: "bash: line 1: printf: write error: output exceeds 16777216 bytes\n"},
		{name: "printf precision", script: "printf '%.999999999f' 1 | wc -c", status: 0,
			stdout: "0\n", stderr: "bash: line 1: printf: write error: output exceeds 16777216 bytes\n"},
		{name: "printf star width", script: "x=$(printf '%*d' 2000000000 1); echo ${#x}", status: 0,
			stdout: "0\n", stderr: "bash: line 1: printf: write error: output exceeds 16777216 bytes\n"},
		// A limit stops the script: wc, whether it had started or not,
		// prints nothing after it.
		{name: "here-doc of an endless stream", script: "cat <<EOF | wc -c\n$(yes)\nEOF", status: 125,
			stderr: limitMsg("MaxStringBytes", 16777216)},
		{name: "glob over many files", script: "mkdir d && cd d && touch {1..3000} && echo * | wc -w",
			limits: Limits{MaxGlobMatches: 1000}, status: 125, stderr: limitMsg("MaxGlobMatches", 1000)},
		{name: "awk string doubling", script: "awk 'BEGIN { x = \"a\"; while (1) x = x x }'", status: 2,
			stderr: "awk: cmd. line:1: fatal: string too long (over 16777216 bytes)\n"},
		{name: "awk endless record", script: "yes | tr -d '\\n' | awk '{ print length }'", status: 2,
			stderr: "awk: fatal: record too long (over 16777216 bytes)\n"},
		{name: "sed hold space doubling", script: "echo a | sed ':a;G;h;ba'", status: 4,
			stderr: "sed: pattern or hold space larger than 16777216 bytes\n"},
		{name: "grep endless line", script: "yes | tr -d '\\n' | grep x", status: 2,
			stderr: "grep: (standard input): line too long\n"},
	})
}

func TestThreatDeepNesting(t *testing.T) {
	deepSubst := strings.Repeat("$(echo ", 200) + "x" + strings.Repeat(")", 200)
	runThreats(t, []threat{
		{name: "parser", script: strings.Repeat("(", 100000), status: 2,
			stderr: "bash: maximum nesting depth exceeded (1000)\n"},
		{name: "parser in eval", script: "eval \"$(printf '%.0s(' {1..100000})\"", status: 2,
			stderr: "bash: maximum nesting depth exceeded (1000)\n"},
		{name: "command substitution", script: "echo " + deepSubst, status: 125,
			stderr: limitMsg("MaxSubstitutionDepth", 50)},
		{name: "eval recursion", script: "f='eval \"$f\"'; eval \"$f\"", status: 125, stderr: limitMsg("MaxCallDepth", DefaultLimits.MaxCallDepth)},
		{name: "source recursion", script: "echo 'source /tmp/s' > /tmp/s; source /tmp/s", status: 125,
			stderr: limitMsg("MaxCallDepth", DefaultLimits.MaxCallDepth)},
		{name: "nested bash", script: "echo 'bash /tmp/s' > /tmp/s; bash /tmp/s", status: 125,
			stderr: limitMsg("MaxCallDepth", DefaultLimits.MaxCallDepth)},
		{name: "arithmetic", script: "echo $(( " + strings.Repeat("(", 100000) + "1" + strings.Repeat(")", 100000) + " ))",
			status: 2, stderr: "bash: maximum nesting depth exceeded (1000)\n"},
		{name: "jq JSON", script: "printf '%.0s[' {1..100000} | jq . ", status: 5,
			stderr: "jq: parse error: Exceeds depth limit for parsing at line 1, column 257\n"},
		{name: "yq YAML", script: "printf '%.0s[' {1..100000} | yq .", status: 1,
			stderr: "Error: bad file '-': go-yaml load error in scanner (while increasing flow level) at L1.C10001: exceeded max depth of 10000\n"},
		{name: "yq XML", script: "printf '%.0s<a>' {1..100000} | yq -p xml -o json .", status: 1,
			stderr: "Error: bad file '-': xml: exceeded max depth of 512\n"},
		{name: "yq printed document", script: "{ printf '%.0s[' {1..600}; printf '%.0s]' {1..600}; } | yq -p json -o json .", status: 1,
			stderr: "Error: cannot print: the document is nested more than 512 levels deep\n"},
	})
}

func TestThreatOutputFloods(t *testing.T) {
	runThreats(t, []threat{
		{name: "stdout", script: "yes", limits: Limits{MaxOutputBytes: 1000}, status: 125, stdoutLen: 1000,
			stderr: limitMsg("MaxOutputBytes", 1000)},
		{name: "stderr", script: "yes >&2", limits: Limits{MaxOutputBytes: 1000}, status: 125,
			stderr: strings.Repeat("y\n", 440) + limitMsg("MaxOutputBytes", 1000)},
		// The limit ends the script at once: the foreground sleep too.
		{name: "background job", script: "yes & sleep 1000", limits: Limits{MaxOutputBytes: 1000}, status: 125,
			stdoutLen: 1000, stderr: limitMsg("MaxOutputBytes", 1000), within: time.Second},
		{name: "jq repeat", script: "jq -n 'repeat(1)'", limits: Limits{MaxOutputBytes: 1000}, status: 125,
			stdoutLen: 1000, stderr: limitMsg("MaxOutputBytes", 1000)},
		{name: "xtrace", script: "set -x; while :; do :; done", limits: Limits{MaxOutputBytes: 1000}, status: 125,
			stderr: strings.Repeat("+ :\n", 220) + limitMsg("MaxOutputBytes", 1000)},
	})
}

func TestThreatFilesystemExhaustion(t *testing.T) {
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(make([]byte, 200<<20))
	zw.Close()
	var tb bytes.Buffer
	tw := tar.NewWriter(&tb)
	tw.WriteHeader(&tar.Header{Name: "big", Mode: 0o644, Size: 100 << 20, Typeflag: tar.TypeReg})
	tw.Write(make([]byte, 100<<20))
	tw.Close()
	var tgz bytes.Buffer
	zw = gzip.NewWriter(&tgz)
	zw.Write(tb.Bytes())
	zw.Close()
	var zb bytes.Buffer
	zpw := zip.NewWriter(&zb)
	w, _ := zpw.Create("big")
	w.Write(make([]byte, 100<<20))
	zpw.Close()

	fsys, err := DefaultFileSystem("user", Limits{MaxFileBytes: 1 << 20, MaxFilesystemBytes: 4 << 20, MaxFiles: 200})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for name, data := range map[string][]byte{"/bomb.gz": gz.Bytes(), "/bomb.tar.gz": tgz.Bytes(), "/bomb.zip": zb.Bytes()} {
		if err := vfs.WriteFile(ctx, fsys, name, data, 0o644); err != nil {
			t.Fatal(name, len(data), err)
		}
	}
	lim := Limits{MaxFileBytes: 1 << 20, MaxFilesystemBytes: 4 << 20, MaxFiles: 200}
	sb := newSandbox(t, WithFileSystem(fsys), WithLimits(lim), WithWorkingDirectory("/tmp"))
	runThreatsIn(t, sb, []threat{
		{name: "one big file", script: "head -c 5000000 /dev/zero > big; echo $?; wc -c < big",
			stdout: "1\n1048576\n", stderr: "head: write error: File too large\n"},
		{name: "filling the disk", script: "for i in 1 2 3 4 5 6; do head -c 1000000 /dev/zero > f$i || break; done; echo $i; rm -f f* big",
			stdout: "3\n", stderr: "head: write error: No space left on device\n"},
		{name: "file count", script: "for i in {1..300}; do : > n$i || break; done 2>/dev/null; echo $i; rm -f n*",
			stdout: "194\n"},
		{name: "name length", script: "touch " + strings.Repeat("x", 256) + "; echo $?",
			stdout: "1\n", stderr: "touch: setting times of '" + strings.Repeat("x", 256) + "': File name too long\n"},
		{name: "path length", script: "mkdir -p " + strings.Repeat("d/", 3000) + " 2>/dev/null; echo $?; rm -r d",
			stdout: "1\n"},
		{name: "directory depth", script: "for i in {1..150}; do mkdir e && cd e || break; done 2>/dev/null; echo $i; cd /tmp; rm -r e",
			stdout: "150\n"},
		{name: "gzip bomb", script: "gunzip -c /bomb.gz > out; echo $?; wc -c < out; gunzip -c /bomb.gz | wc -c; rm out",
			stdout: "1\n1048576\n209715200\n", stderr: "\ngzip: stdout: File too large\n"}, // GNU gzip writes a newline before a write error
		{name: "tar bomb", script: "tar xzf /bomb.tar.gz; echo $?; wc -c < big; rm big",
			stdout: "2\n1048576\n", stderr: "tar: big: Cannot write: File too large\ntar: Exiting with failure status due to previous errors\n"},
		{name: "zip bomb", script: "unzip -q /bomb.zip; echo $?; wc -c < big; rm big",
			stdout: "50\n1048576\n", stderr: "big:  write error (disk full?).\n"},
	})
}

func TestThreatPathTricks(t *testing.T) {
	host := t.TempDir()
	secret := t.TempDir()
	os.WriteFile(filepath.Join(secret, "secret"), []byte("host secret\n"), 0o644)
	os.WriteFile(filepath.Join(host, "ok"), []byte("visible\n"), 0o644)
	os.Symlink(filepath.Join(secret, "secret"), filepath.Join(host, "abs-link"))
	os.Symlink("../"+filepath.Base(secret)+"/secret", filepath.Join(host, "rel-link"))
	os.Symlink(secret, filepath.Join(host, "dir-link"))
	hfs, err := hostfs.New(host)
	if err != nil {
		t.Fatal(err)
	}
	root, err := DefaultFileSystem("user", Limits{})
	if err != nil {
		t.Fatal(err)
	}
	m := mount.New(root)
	if err := m.Mount("/data", hfs); err != nil {
		t.Fatal(err)
	}
	sb := newSandbox(t, WithFileSystem(m))
	runThreatsIn(t, sb, []threat{
		{name: "dot-dot above the root", script: "cd ../../../../..; pwd; cd /data/../../..; pwd", stdout: "/\n/\n"},
		{name: "dot-dot out of a mount", script: "cat /data/../../" + filepath.Base(secret) + "/secret", status: 1,
			stderr: "cat: /data/../../" + filepath.Base(secret) + "/secret: No such file or directory\n"},
		{name: "host symlink, absolute", script: "cat /data/abs-link", status: 1,
			stderr: "cat: /data/abs-link: No such file or directory\n"},
		{name: "host symlink, relative", script: "cat /data/rel-link", status: 1,
			stderr: "cat: /data/rel-link: No such file or directory\n"},
		{name: "host symlink to a directory", script: "ls /data/dir-link/", status: 2,
			stderr: "ls: cannot access '/data/dir-link/': No such file or directory\n"},
		{name: "sandbox symlink to a host path", script: "ln -s " + secret + "/secret /tmp/l; cat /tmp/l", status: 1,
			stderr: "cat: /tmp/l: No such file or directory\n"},
		{name: "write into a read-only mount", script: "echo x > /data/ok; echo y >> /data/new; rm /data/ok; cat /data/ok", status: 0,
			stdout: "visible\n",
			stderr: "bash: line 1: /data/ok: Read-only file system\nbash: line 1: /data/new: Read-only file system\nrm: cannot remove '/data/ok': Read-only file system\n"},
		{name: "mount point replaced", script: "rm -rf /data; mv /tmp /data; ls /data", status: 0, stdout: "abs-link\ndir-link\nok\nrel-link\n",
			stderr: "rm: cannot remove '/data/abs-link': Read-only file system\nrm: cannot remove '/data/dir-link': Read-only file system\n" +
				"rm: cannot remove '/data/ok': Read-only file system\nrm: cannot remove '/data/rel-link': Read-only file system\n" +
				"mv: cannot create directory '/data/tmp': Read-only file system\n"},
		{name: "control characters in names", script: "cd /tmp && touch \"$(printf 'a\\001b\\nc')\" && ls", status: 0,
			stdout: "a\x01b\nc\nl\n"}, // raw, as GNU ls prints to a pipe
		{name: "NUL in a name is cut like bash", script: "cd /tmp && touch $'x\\0y' && ls x*", status: 0, stdout: "x\n"},
		{name: "very long path", script: "cat /" + strings.Repeat("a/", 5000), status: 1,
			stderr: "cat: /" + strings.Repeat("a/", 5000) + ": File name too long\n"},
	})
	if b, err := os.ReadFile(filepath.Join(host, "ok")); err != nil || string(b) != "visible\n" {
		t.Errorf("host file changed: %q %v", b, err)
	}
	if _, err := os.Stat(filepath.Join(host, "new")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a file appeared on the host: %v", err)
	}
}

func TestThreatSpecialFiles(t *testing.T) {
	sb := newSandbox(t)
	runThreatsIn(t, sb, []threat{
		{name: "/dev/tcp", script: "echo hi > /dev/tcp/127.0.0.1/5432", status: 1,
			stderr: "bash: line 1: /dev/tcp/127.0.0.1/5432: No such file or directory\n"},
		{name: "/dev/udp", script: "exec 3<>/dev/udp/127.0.0.1/53", status: 1,
			stderr: "bash: line 1: /dev/udp/127.0.0.1/53: No such file or directory\n"},
		{name: "/proc/self", script: "cat /proc/self/environ /proc/1/cmdline", status: 1,
			stderr: "cat: /proc/self/environ: No such file or directory\ncat: /proc/1/cmdline: No such file or directory\n"},
		// The sandbox's /etc: its own user and host name, no host file.
		{name: "/etc", script: "cat /etc/hostname /etc/passwd /etc/shadow /etc/hosts", status: 1,
			stdout: "sandbox\nroot:x:0:0:root:/root:/bin/bash\nuser:x:1000:1000::/home/user:/bin/bash\n",
			stderr: "cat: /etc/shadow: No such file or directory\ncat: /etc/hosts: No such file or directory\n"},
		{name: "/dev/zero and /dev/urandom are bounded by the reader", script: "head -c 5 /dev/zero | wc -c; head -c 7 /dev/urandom | wc -c",
			stdout: "5\n7\n"},
		{name: "endless /dev/zero", script: "cat /dev/zero > /tmp/z; echo $?; wc -c < /tmp/z", status: 0,
			stdout: "1\n67108864\n", stderr: "cat: write error: File too large\n"},
		{name: "fd exhaustion", script: "for i in {1..2000}; do eval \"exec $((i+3))>/tmp/f$i\" || break; done; echo $i",
			status: 0, stdout: "1022\n", stderr: "bash: line 1: /tmp/f1022: Too many open files\n"},
		{name: "fd numbers past the limit", script: "exec 2000000000>/dev/null; echo $?", status: 0, stdout: "1\n",
			stderr: "bash: line 1: 2000000000: Bad file descriptor\n"},
	})
}

// TestThreatIdentityLeaks: nothing a script can print names the host: not
// its hostname, user, working directory, temp directory, pid, or the value
// of any host environment variable.
func TestThreatIdentityLeaks(t *testing.T) {
	host := t.TempDir()
	os.WriteFile(filepath.Join(host, "f"), []byte("x"), 0o644)
	hfs, err := hostfs.New(host)
	if err != nil {
		t.Fatal(err)
	}
	m := mount.New(memfs.New())
	m.Mount("/data", hfs)
	t.Setenv("CW_CANARY_SECRET", "canary-7f3a9e1b")
	sb := newSandbox(t, WithFileSystem(m), WithWorkingDirectory("/work"))
	script := `echo $$ $BASHPID $PPID $UID; hostname; uname -a; whoami; id; env; set; declare -p; export -p
cat /data/missing; cd /data/nope; ls -la /data; stat /data/f; readlink -f /data/f; realpath /data; df; pwd -P
cat /proc/sandbox/* 2>&1; mount 2>&1; du -a /data; find / -maxdepth 3 2>&1; tree / 2>&1 | head -50
printf '%s\n' "${!BASH@}" "$BASH_SOURCE" "$0"; echo ~ ~root; ulimit -a; umask; times; jobs; trap -p; help | head -3
awk 'BEGIN { for (k in ENVIRON) print k "=" ENVIRON[k]; print PROCINFO["pid"] }'; jq -n 'env, $ENV'
echo x > /data/f; date; tty; nproc; printenv`
	res, err := sb.Exec(context.Background(), script)
	if err != nil {
		t.Fatal(err)
	}
	out := res.Stdout + res.Stderr
	hn, _ := os.Hostname()
	wd, _ := os.Getwd()
	leaks := map[string]string{
		"host dir":    host,
		"host cwd":    wd,
		"host tmp":    os.TempDir(),
		"host pid":    " " + strconv.Itoa(os.Getpid()) + " ",
		"host env":    "canary-7f3a9e1b",
		"host user":   "USER=" + os.Getenv("USER") + "\n",
		"host name":   "\n" + hn + "\n",
		"host home":   os.Getenv("HOME") + "/",
		"module path": "/work/main",
	}
	for _, kv := range os.Environ() {
		k, v, _ := strings.Cut(kv, "=")
		// Short or common values (1, /bin/bash, en_US.UTF-8) cannot be
		// told from the sandbox's own; long ones identify the host.
		// A command's path (_ is the program that started the tests:
		// /usr/bin/nice) is one the sandbox lists as its own.
		ownPath := regexp.MustCompile(`^/(usr/(local/)?)?s?bin/[^/]+$`).MatchString(v)
		if len(v) >= 12 && !strings.Contains("/usr/local/bin:/usr/bin:/bin /bin/bash", v) && k != "PATH" && !ownPath {
			leaks["host env "+k] = v
		}
	}
	if os.Getenv("USER") == "user" {
		// The host's user has the sandbox's default name (a fresh clone's
		// test run sets USER=user): the two cannot be told apart.
		delete(leaks, "host user")
	}
	for what, s := range leaks {
		if i := leakIndex(out, s); s != "" && s != "\n\n" && i >= 0 {
			t.Errorf("%s %q leaks into the output: ...%s...", what, s, out[max(0, i-60):min(len(out), i+len(s)+60)])
		}
	}
	if !strings.Contains(res.Stdout, "/data") || !strings.Contains(res.Stdout, "sandbox") {
		t.Fatalf("the script did not run as expected: %q", res.Stdout[:min(500, len(res.Stdout))])
	}
}

// leakIndex is where s shows in out as a whole, or -1: a value ending in
// a name's character must not go on as a longer name (the shell's $_ is
// /usr/bin/time under `/usr/bin/time go test`, and the sandbox lists its
// own /usr/bin/timeout).
func leakIndex(out, s string) int {
	nameChar := func(c byte) bool {
		return c == '_' || c == '-' || c == '.' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
	}
	for off := 0; s != ""; {
		i := strings.Index(out[off:], s)
		if i < 0 {
			break
		}
		end := off + i + len(s)
		if end == len(out) || !nameChar(s[len(s)-1]) || !nameChar(out[end]) {
			return off + i
		}
		off += i + 1
	}
	return -1
}

// TestThreatCancellation: a cancelled context or a timeout stops the whole
// script, including pipelines and background jobs, within the bound, and
// nothing is written after Exec returns.
func TestThreatCancellation(t *testing.T) {
	for _, script := range []string{
		"sleep 1000 | cat | sort",
		// Streaming, not gathering: yes | sort reaches the memory
		// limit within the 300 ms on a fast machine (a sort that grows
		// without end is TestMemoryRunawayStopsBelow1GiB's).
		"yes | tr y n | sort -m - | wc -l",
		"while :; do echo x >> /tmp/f; done",
		"(while :; do echo x >> /tmp/f; done) & wait",
		"cat /dev/zero | gzip | gunzip | wc -c",
		"find / -exec sleep 1000 \\;",
		"timeout 1000 sleep 1000",
		"xargs sleep <<< 1000",
	} {
		// In parallel: each waits its 300 or 400 ms, and the bounds
		// have seconds of slack.
		t.Run(script, func(t *testing.T) {
			t.Parallel()
			sb := newSandbox(t, WithLimits(Limits{Timeout: time.Minute, MaxCommands: 1 << 40, MaxLoopIterations: 1 << 40}))
			ctx, cancel := context.WithCancel(context.Background())
			time.AfterFunc(300*time.Millisecond, cancel)
			start := time.Now()
			_, err := sb.Exec(ctx, script)
			elapsed := time.Since(start)
			if !errors.Is(err, context.Canceled) {
				t.Errorf("err = %v, want context.Canceled", err)
			}
			checkBound(t, "cancel", 300*time.Millisecond, elapsed)
			assertNoWritesAfter(t, sb)
		})
		t.Run("timeout/"+script, func(t *testing.T) {
			t.Parallel()
			sb := newSandbox(t, WithLimits(busy))
			start := time.Now()
			res, err := sb.Exec(context.Background(), script+"; echo after")
			elapsed := time.Since(start)
			// Nothing a command prints once the deadline passed (find's
			// complaint that its walk was cut) reaches the caller.
			if err != nil || res.ExitCode != 124 || res.Stderr != shortMsg || strings.Contains(res.Stdout, "after") {
				t.Errorf("got %+v %v", res, err)
			}
			checkBound(t, "timeout", short, elapsed)
			assertNoWritesAfter(t, sb)
		})
	}
}

// assertNoWritesAfter checks the filesystem does not change once Exec has
// returned: every command, job and pipeline stage has stopped.
func assertNoWritesAfter(t *testing.T, sb *Sandbox) {
	t.Helper()
	size := func() int64 {
		fi, err := sb.FS().Stat(context.Background(), "/tmp/f")
		if err != nil {
			return -1
		}
		return fi.Size()
	}
	before := size()
	time.Sleep(200 * time.Millisecond)
	if after := size(); after != before {
		t.Errorf("/tmp/f grew from %d to %d bytes after Exec returned", before, after)
	}
}

// TestThreatCrashes: a panicking host command, a nil dereference in one or
// a runaway recursion end as text and a status, and the sandbox stays
// usable.
func TestThreatCrashes(t *testing.T) {
	sb := newSandbox(t, WithBuiltins(
		Command{Name: "boom", Run: func(ctx context.Context, inv *Invocation) int { panic("kaboom") }},
		Command{Name: "nilptr", Run: func(ctx context.Context, inv *Invocation) int {
			var m map[string]int
			m["x"]++
			return 0
		}},
		Command{Name: "bgboom", Run: func(ctx context.Context, inv *Invocation) int {
			var p *Invocation
			return len(p.Args)
		}},
	), WithLimits(Limits{MaxCallDepth: 1 << 30, MaxCommands: 1 << 30, Timeout: time.Minute}))
	runThreatsIn(t, sb, []threat{
		{name: "panic", script: "boom; echo $?", stdout: "2\n", stderr: "boom: internal error: kaboom\n"},
		{name: "panic in a pipeline", script: "boom | cat; echo ${PIPESTATUS[@]}", stdout: "2 0\n",
			stderr: "boom: internal error: kaboom\n"},
		{name: "panic in a background job", script: "boom & wait $!; echo $?", stdout: "2\n",
			stderr: "boom: internal error: kaboom\n"},
		{name: "panic in a command substitution", script: "x=$(boom); echo $?", stdout: "2\n",
			stderr: "boom: internal error: kaboom\n"},
		{name: "nil map write", script: "nilptr; echo $?", stdout: "2\n",
			stderr: "nilptr: internal error: assignment to entry in nil map\n"},
		{name: "nil pointer", script: "bgboom; echo $?", stdout: "2\n",
			stderr: "bgboom: internal error: runtime error: invalid memory address or nil pointer dereference\n"},
		{name: "deep recursion", script: "f() { f; }; f", status: 125, stderr: limitMsg("MaxCallDepth", 10000)},
		{name: "still usable", script: "echo ok", stdout: "ok\n"},
	})
}

// TestHardenedLimitsAreStricter: every field of HardenedLimits is set and
// no looser than the default.
func TestHardenedLimitsAreStricter(t *testing.T) {
	h, d := HardenedLimits, DefaultLimits
	checks := []struct {
		name string
		h, d int64
	}{
		{"Timeout", int64(h.Timeout), int64(d.Timeout)},
		{"MaxCommands", int64(h.MaxCommands), int64(d.MaxCommands)},
		{"MaxOutputBytes", int64(h.MaxOutputBytes), int64(d.MaxOutputBytes)},
		{"MaxLoopIterations", int64(h.MaxLoopIterations), int64(d.MaxLoopIterations)},
		{"MaxCallDepth", int64(h.MaxCallDepth), int64(d.MaxCallDepth)},
		{"MaxSubstitutionDepth", int64(h.MaxSubstitutionDepth), int64(d.MaxSubstitutionDepth)},
		{"MaxStringBytes", int64(h.MaxStringBytes), int64(d.MaxStringBytes)},
		{"MaxBraceExpansion", int64(h.MaxBraceExpansion), int64(d.MaxBraceExpansion)},
		{"MaxGlobMatches", int64(h.MaxGlobMatches), int64(d.MaxGlobMatches)},
		{"MaxArrayElements", int64(h.MaxArrayElements), int64(d.MaxArrayElements)},
		{"MaxFileBytes", h.MaxFileBytes, d.MaxFileBytes},
		{"MaxFilesystemBytes", h.MaxFilesystemBytes, d.MaxFilesystemBytes},
		{"MaxFiles", int64(h.MaxFiles), int64(d.MaxFiles)},
		{"MaxMemoryBytes", h.MaxMemoryBytes, d.MaxMemoryBytes},
	}
	for _, c := range checks {
		if c.h <= 0 || c.h >= c.d {
			t.Errorf("%s: hardened %d, default %d", c.name, c.h, c.d)
		}
	}
	sb := newSandbox(t, WithLimits(HardenedLimits))
	res := mustExec(t, sb, "x=a; while :; do x=$x$x; done")
	if res.ExitCode != 125 || res.Stderr != limitMsg("MaxStringBytes", 4194304) {
		t.Errorf("hardened string doubling: %+v", res)
	}
}
