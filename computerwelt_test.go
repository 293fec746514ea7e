package computerwelt

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/internal/mmapmem"
	"github.com/computerwelt/computerwelt/internal/testtime"
)

func newSandbox(t testing.TB, opts ...Option) *Sandbox {
	t.Helper()
	sb, err := New(opts...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { sb.Close() })
	return sb
}

// testPython is the Python of the tests: the compiled interpreter kept in
// a folder of the host's temporary directory, so that a test run compiles
// it (seconds of CPU) only when that folder is new, not in every test that
// runs python3.
func testPython() PythonConfig {
	return PythonConfig{CompilationCacheDir: filepath.Join(os.TempDir(), "computerwelt-test-python-cache")}
}

func mustExec(t testing.TB, sb *Sandbox, script string) Result {
	t.Helper()
	res, err := sb.Exec(context.Background(), script)
	if err != nil {
		t.Fatalf("Exec(%q): %v", script, err)
	}
	return res
}

func TestExecPipelineAsANewUserWould(t *testing.T) {
	res := mustExec(t, newSandbox(t), "echo hi | tr a-z A-Z")
	if res.Stdout != "HI\n" || res.Stderr != "" || res.ExitCode != 0 || res.Truncated {
		t.Fatalf("got %+v", res)
	}
}

func TestStateCarriesOverBetweenExecs(t *testing.T) {
	sb := newSandbox(t, WithWorkingDirectory("/work"))
	mustExec(t, sb, "mkdir -p sub && cd sub && x=42 && export Y=7 && f() { echo \"f:$1\"; } && set -o pipefail && echo data > file")
	res := mustExec(t, sb, `pwd; echo "$x $Y"; f arg; false | true; echo "status $?"; cat file`)
	want := "/work/sub\n42 7\nf:arg\nstatus 1\ndata\n"
	if res.Stdout != want {
		t.Fatalf("stdout %q, want %q (stderr %q)", res.Stdout, want, res.Stderr)
	}
	if sb.Dir() != "/work/sub" {
		t.Fatalf("Dir() = %q", sb.Dir())
	}
}

func TestExitStatusAndStderrAreText(t *testing.T) {
	sb := newSandbox(t)
	res := mustExec(t, sb, "cat /nonexistent; nosuchcmd; exit 3")
	if res.ExitCode != 3 {
		t.Fatalf("exit %d", res.ExitCode)
	}
	for _, want := range []string{"cat: /nonexistent: No such file or directory", "bash: line 1: nosuchcmd: command not found"} {
		if !strings.Contains(res.Stderr, want) {
			t.Errorf("stderr %q lacks %q", res.Stderr, want)
		}
	}
	res = mustExec(t, sb, "echo (")
	if res.ExitCode != 2 || !strings.Contains(res.Stderr, "syntax error") {
		t.Fatalf("syntax error: %+v", res)
	}
}

func TestWithoutBuiltinsMakesNamesAbsent(t *testing.T) {
	sb := newSandbox(t, WithoutBuiltins("cat", "curl", "wget"))
	for _, script := range []string{"cat /dev/null", "curl http://example.com"} {
		res := mustExec(t, sb, script)
		name := strings.Fields(script)[0]
		if res.ExitCode != 127 || !strings.Contains(res.Stderr, name+": command not found") {
			t.Errorf("%s: got %+v, want command not found / 127", script, res)
		}
	}
	res := mustExec(t, sb, "command -v cat; echo \"v=$?\"; type cat; echo \"t=$?\"")
	if res.Stdout != "v=1\nt=1\n" {
		t.Errorf("command -v / type show a withheld name: %q", res.Stdout)
	}
	res = mustExec(t, sb, "help")
	if strings.Contains(res.Stdout, "\ncat ") || strings.Contains(res.Stdout, " cat ") {
		t.Errorf("help lists withheld cat:\n%s", res.Stdout)
	}
	if !strings.Contains(res.Stdout, "grep") {
		t.Errorf("help does not list grep:\n%s", res.Stdout)
	}
}

func TestWithBuiltinsHostCommand(t *testing.T) {
	ticket := Command{
		Name:    "ticket",
		Summary: "show a support ticket",
		Usage:   "usage: ticket ID\nShows the ticket.\n",
		Run: func(ctx context.Context, inv *Invocation) int {
			if len(inv.Args) != 2 {
				fmt.Fprintln(inv.Stderr, "usage: ticket ID")
				return 2
			}
			fmt.Fprintf(inv.Stdout, "ticket %s: open (cwd %s)\n", inv.Args[1], inv.Dir)
			return 0
		},
	}
	sb := newSandbox(t, WithBuiltins(ticket), WithWorkingDirectory("/work"))
	res := mustExec(t, sb, "ticket 42 | tr a-z A-Z; ticket; echo $?")
	if res.Stdout != "TICKET 42: OPEN (CWD /WORK)\n2\n" {
		t.Fatalf("got %+v", res)
	}
	res = mustExec(t, sb, "help")
	if !strings.Contains(res.Stdout, "ticket") || !strings.Contains(res.Stdout, "show a support ticket") {
		t.Errorf("help lacks the host command:\n%s", res.Stdout)
	}
	res = mustExec(t, sb, "help ticket")
	if !strings.Contains(res.Stdout, "usage: ticket ID") {
		t.Errorf("help ticket: %+v", res)
	}
}

func TestPanicInACommandBecomesText(t *testing.T) {
	boom := Command{Name: "boom", Summary: "panics", Run: func(ctx context.Context, inv *Invocation) int {
		panic("kaboom")
	}}
	sb := newSandbox(t, WithBuiltins(boom))
	for _, script := range []string{"boom", "echo x | boom | cat", "boom & wait", "x=$(boom)"} {
		res := mustExec(t, sb, script+"; echo after")
		if !strings.Contains(res.Stderr, "boom: internal error") || !strings.Contains(res.Stderr, "kaboom") {
			t.Errorf("%q: stderr %q lacks the internal error", script, res.Stderr)
		}
		if !strings.HasSuffix(res.Stdout, "after\n") {
			t.Errorf("%q: the script did not go on: %+v", script, res)
		}
	}
	res := mustExec(t, sb, "boom")
	if res.ExitCode == 0 {
		t.Errorf("panicking command exited 0")
	}
}

func TestNoHostAccess(t *testing.T) {
	sb := newSandbox(t)
	// /etc/passwd is the sandbox's: root and its user, nothing of the host.
	res := mustExec(t, sb, "cat /etc/passwd /etc/shadow")
	if res.Stdout != "root:x:0:0:root:/root:/bin/bash\nuser:x:1000:1000::/home/user:/bin/bash\n" ||
		res.Stderr != "cat: /etc/shadow: No such file or directory\n" {
		t.Errorf("/etc: %+v", res)
	}
	res = mustExec(t, sb, "cd /proc")
	if res.ExitCode == 0 {
		t.Errorf("cd /proc succeeded: %+v", res)
	}
	res = mustExec(t, sb, "echo $$ $BASHPID $PPID")
	for _, f := range strings.Fields(res.Stdout) {
		if f == strconv.Itoa(os.Getpid()) || f == strconv.Itoa(os.Getppid()) {
			t.Errorf("host pid leaked: %q", res.Stdout)
		}
	}
	res = mustExec(t, sb, "ls /dev/tcp/127.0.0.1/80 2>&1; echo hi > /dev/tcp/127.0.0.1/9; echo $?")
	if strings.HasSuffix(res.Stdout, "\n0\n") {
		t.Errorf("/dev/tcp reachable: %+v", res)
	}
	res = mustExec(t, sb, "echo $HOME $USER; hostname; whoami")
	if strings.Contains(res.Stdout, "/root") && os.Getenv("USER") != "user" {
		t.Errorf("host identity leaked: %q", res.Stdout)
	}
}

func TestProcessSubstitutionLeavesNothingOnTheHost(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	before, _ := os.ReadDir(os.TempDir())
	sb := newSandbox(t)
	res := mustExec(t, sb, "cat <(echo a) <(echo b); diff <(printf 'x\\n') <(printf 'y\\n') >/dev/null; echo $?; echo <(true)")
	if !strings.HasPrefix(res.Stdout, "a\nb\n1\n/dev/fd/") {
		t.Fatalf("process substitution: %+v", res)
	}
	after, _ := os.ReadDir(os.TempDir())
	if len(after) != len(before) {
		t.Errorf("host temp dir changed: %d entries before, %d after", len(before), len(after))
	}
}

func TestExecAfterCloseFails(t *testing.T) {
	sb, err := New()
	if err != nil {
		t.Fatal(err)
	}
	sb.Close()
	if _, err := sb.Exec(context.Background(), "echo hi"); !errors.Is(err, ErrClosed) {
		t.Fatalf("Exec after Close: %v", err)
	}
}

func TestBadOptionsAreClearErrors(t *testing.T) {
	for _, o := range []Option{
		WithWorkingDirectory("relative"),
		WithUsername("a b"),
		WithEnv(map[string]string{"1X": "y"}),
		WithLimits(Limits{Timeout: -1}),
		WithBuiltins(Command{Name: "x"}),
		WithFileSystem(nil),
	} {
		if _, err := New(o); err == nil {
			t.Errorf("option accepted: %T", o)
		}
	}
}

// limitCase is one limit hit by one script.
type limitCase struct {
	name   string
	limits Limits
	script string
	status int
	msg    string // substring of stderr naming the limit
}

func TestEachLimitEndsTheScriptWithItsMessage(t *testing.T) {
	cases := []limitCase{
		{"timeout busy loop", timeoutOnly(200 * time.Millisecond), "while :; do :; done; echo after", 124, "Timeout"},
		{"timeout read", timeoutOnly(200 * time.Millisecond), "read x; cat; echo after", 124, "Timeout"},
		{"timeout sleep", timeoutOnly(200 * time.Millisecond), "sleep 1000; echo after", 124, "Timeout"},
		{"timeout pipeline", timeoutOnly(200 * time.Millisecond), "sleep 1000 | cat | while read l; do :; done; echo after", 124, "Timeout"},
		{"commands", Limits{MaxCommands: 50}, "for i in $(seq 100); do true; done; echo after", 125, "MaxCommands"},
		{"loop iterations", Limits{MaxLoopIterations: 10}, "i=0; while true; do i=$((i+1)); done; echo after", 125, "MaxLoopIterations"},
		{"call depth", Limits{MaxCallDepth: 20}, "f() { f; }; f; echo after", 125, "MaxCallDepth"},
		{"substitution depth", Limits{MaxSubstitutionDepth: 5, MaxCallDepth: 1000}, "f() { echo $(f); }; f; echo after", 125, "MaxSubstitutionDepth"},
		{"string bytes", Limits{MaxStringBytes: 1 << 16}, "x=a; while :; do x=$x$x; done; echo after", 125, "MaxStringBytes"},
		{"brace expansion", Limits{MaxBraceExpansion: 1000}, "echo {1..100000} >/dev/null; echo after", 125, "MaxBraceExpansion"},
		{"output", Limits{MaxOutputBytes: 1000}, "while :; do echo yyyyyyyy; done; echo after", 125, "MaxOutputBytes"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sb := newSandbox(t, WithLimits(c.limits))
			start := time.Now()
			res, err := sb.Exec(context.Background(), c.script, WithStdin(blockingReader{}))
			if err != nil {
				t.Fatal(err)
			}
			if elapsed := time.Since(start); elapsed > 10*time.Second {
				t.Errorf("took %v", elapsed)
			}
			if res.ExitCode != c.status {
				t.Errorf("exit %d, want %d (stderr %q)", res.ExitCode, c.status, res.Stderr)
			}
			if strings.Contains(res.Stdout, "after") {
				t.Errorf("the script went on after the limit: %q", res.Stdout)
			}
			if !strings.Contains(res.Stderr, "limit") || !strings.Contains(res.Stderr, c.msg) {
				t.Errorf("stderr %q does not name the limit %s", res.Stderr, c.msg)
			}
			if c.name == "output" && (!res.Truncated || !res.StdoutTruncated || len(res.Stdout) > 1000) {
				t.Errorf("output not truncated: %d bytes, truncated=%v", len(res.Stdout), res.Truncated)
			}
		})
	}
}

func TestTimeoutStopsWithin100ms(t *testing.T) {
	for _, script := range []string{
		"while :; do :; done",
		"read x",
		"sleep 1000",
		"sleep 1000 | cat | sort",
		"for ((;;)); do x=$((x+1)); done",
	} {
		sb := newSandbox(t, WithLimits(timeoutOnly(300*time.Millisecond)))
		start := time.Now()
		res, err := sb.Exec(context.Background(), script+"; echo after", WithStdin(blockingReader{}))
		elapsed := time.Since(start)
		if err != nil {
			t.Fatal(err)
		}
		if res.ExitCode != 124 || strings.Contains(res.Stdout, "after") {
			t.Errorf("%q: %+v", script, res)
		}
		testtime.Check(t, script, 300*time.Millisecond+100*time.Millisecond, elapsed)
	}
}

// timeoutOnly returns limits where only the timeout can stop a busy loop.
func timeoutOnly(d time.Duration) Limits {
	return Limits{Timeout: d, MaxCommands: 1 << 40, MaxLoopIterations: 1 << 40}
}

func TestOutputIsCutAtUTF8Boundary(t *testing.T) {
	sb := newSandbox(t, WithLimits(Limits{MaxOutputBytes: 10}))
	res := mustExec(t, sb, "printf 'ééééééééé'")
	if !res.Truncated || len(res.Stdout) > 10 || !utf8Valid(res.Stdout) {
		t.Fatalf("got %q truncated=%v", res.Stdout, res.Truncated)
	}
}

func TestFilesystemBytesLimit(t *testing.T) {
	sb := newSandbox(t, WithLimits(Limits{MaxFilesystemBytes: 1 << 20, MaxFileBytes: 1 << 20}))
	res := mustExec(t, sb, "yes xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx > /tmp/big; echo status=$?")
	if !strings.Contains(res.Stderr, "No space left on device") && !strings.Contains(res.Stderr, "File too large") {
		t.Errorf("stderr %q", res.Stderr)
	}
	if !strings.Contains(res.Stdout, "status=1") {
		t.Errorf("stdout %q", res.Stdout)
	}
}

func BenchmarkExecMixed(b *testing.B) {
	sb := newSandbox(b, WithWorkingDirectory("/work"))
	mustExec(b, sb, "for i in $(seq 50); do echo \"line $i alpha beta\"; done > data.txt")
	script := `n=0; for f in a b c; do n=$((n+1)); done
grep -c alpha data.txt | tr -d '\n' >/dev/null
x=$(cat data.txt | sort -r | head -3 | wc -l)
[[ $x -eq 3 ]] && echo ok >/dev/null
case $n in 3) : ;; esac`
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		res, err := sb.Exec(context.Background(), script)
		if err != nil || res.ExitCode != 0 {
			b.Fatalf("%v %+v", err, res)
		}
	}
}

// blockingReader never returns: reads block until the sandbox gives up.
type blockingReader struct{}

func (blockingReader) Read(p []byte) (int, error) { select {} }

func utf8Valid(s string) bool { return strings.ToValidUTF8(s, "\uFFFD") == s }

func TestTimeoutCommandStopsABusyChildShell(t *testing.T) {
	sb := newSandbox(t, WithLimits(timeoutOnly(10*time.Second)))
	start := time.Now()
	res := mustExec(t, sb, `timeout 0.2 bash -c 'while :; do :; done'; echo "s=$?"; timeout 0.2 sh -c 'for ((;;)); do x=$((x+1)); done'; echo "s=$?"`)
	testtime.Check(t, "two 0.2 s timeouts", 2*(200*time.Millisecond+100*time.Millisecond), time.Since(start))
	if res.Stdout != "s=124\ns=124\n" {
		t.Errorf("got %+v", res)
	}
}

func TestWithPythonRegistersPythonAndPip(t *testing.T) {
	res := mustExec(t, newSandbox(t), "python3 -c 'print(1)'")
	if res.ExitCode != 127 {
		t.Fatalf("python3 without WithPython: %+v", res)
	}
	// Compiling the interpreter takes seconds (tens on a busy machine):
	// done first, outside the script's time limit.
	if err := testPython().Warm(); err != nil {
		t.Fatal(err)
	}
	sb := newSandbox(t, WithPython(testPython()), WithWorkingDirectory("/work"))
	res = mustExec(t, sb, `type -t python3 python pip pip3; echo 'import os; print(sorted(os.listdir(".")), os.getcwd())' > s.py; python s.py; pip3 install requests; echo "pip=$?"`)
	want := "file\nfile\nfile\nfile\n['s.py'] /work\npip=1\n"
	if res.Stdout != want || !strings.Contains(res.Stderr, "cannot be installed") {
		t.Fatalf("got %+v, want stdout %q", res, want)
	}
}

// WithPython gives python3 a memory that grows in place unless the caller
// chose an allocator.
func TestWithPythonUsesNonMovingMemory(t *testing.T) {
	want := mmapmem.New()
	if want == nil {
		t.Skip("no mmap on this platform")
	}
	var c config
	if err := WithPython(PythonConfig{})(&c); err != nil {
		t.Fatal(err)
	}
	if _, ok := c.python.MemoryAllocator.(*mmapmem.Allocator); !ok {
		t.Fatalf("MemoryAllocator = %T", c.python.MemoryAllocator)
	}
	if err := WithPython(PythonConfig{MemoryAllocator: want})(&c); err != nil {
		t.Fatal(err)
	}
	if c.python.MemoryAllocator != want {
		t.Fatal("the caller's allocator was replaced")
	}
}

// The host's commands are listed apart by help; one withheld from this
// sandbox is listed as not available, and is absent when run.
func TestHelpListsHostCommandsAndWhichAreAvailable(t *testing.T) {
	host := func(name, summary string) Command {
		return Command{Name: name, Summary: summary, Run: func(ctx context.Context, inv *Invocation) int { return 0 }}
	}
	sb := newSandbox(t, WithBuiltins(host("ticket", "show a support ticket"), host("deploy", "deploy the fleet")),
		WithoutBuiltins("deploy", "cat"))
	res := mustExec(t, sb, "help")
	i := strings.Index(res.Stdout, "\nWorkspace commands (provided by the host):\n")
	if i < 0 {
		t.Fatalf("help has no host commands section:\n%s", res.Stdout)
	}
	section := res.Stdout[i:]
	for _, want := range []string{
		"  deploy       deploy the fleet (not available in this session)\n",
		"  ticket       show a support ticket\n",
	} {
		if !strings.Contains(section, want) {
			t.Errorf("host commands section lacks %q:\n%s", want, section)
		}
	}
	if strings.Contains(res.Stdout[:i], "ticket") || strings.Contains(res.Stdout, " cat ") {
		t.Errorf("host commands mixed with the suite, or withheld cat listed:\n%s", res.Stdout)
	}
	res = mustExec(t, sb, "deploy; echo $?; type deploy")
	if res.Stdout != "127\n" || !strings.Contains(res.Stderr, "deploy: command not found") {
		t.Errorf("withheld host command runs or shows: %+v", res)
	}
}

// The default filesystem's files are the sandbox user's, as id names them.
func TestDefaultFileSystemOwner(t *testing.T) {
	for _, c := range []struct{ user, want string }{{"alice", "alice 1000\n"}, {"root", "root 0\n"}} {
		sb := newSandbox(t, WithUsername(c.user))
		res, err := sb.Exec(context.Background(), `touch f; stat -c "%U %u" f`)
		if err != nil || res.Stdout != c.want {
			t.Errorf("%s: %q %q %v", c.user, res.Stdout, res.Stderr, err)
		}
	}
}
