package commands

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// Hostile numbers (a width of 50G, a block size of 3G, a tab stop 2^63
// away) once ended the whole process with Go's fatal "out of memory", or
// kept a command padding long after its turn was over. A fatal error
// cannot be recovered, so these tests run their cases in a child process
// (the test binary run again with hostileChildEnv set) under an address
// space ceiling: a case that would die takes the child with it and fails
// the test instead of the test run.

// hostileChildEnv names the test a re-executed test binary runs as the
// child.
const hostileChildEnv = "CW_HOSTILE_CHILD"

// hostileAddressSpace is the child's RLIMIT_AS: far above what a bounded
// command needs (the budget is a quarter of MaxMemoryBytes), far below
// what an unchecked 50G or 3G allocation asks.
const hostileAddressSpace = 3 << 30

// inHostileChild runs the calling test in a child process and reports
// false in the parent (which has then checked the child's outcome); in
// the child it lowers the address space ceiling and reports true. The
// child prints each case's name before running it, so a fatal error
// names the case that caused it.
func inHostileChild(t *testing.T) bool {
	t.Helper()
	if os.Getenv(hostileChildEnv) == t.Name() {
		lim := syscall.Rlimit{Cur: hostileAddressSpace, Max: hostileAddressSpace}
		if err := syscall.Setrlimit(syscall.RLIMIT_AS, &lim); err != nil {
			t.Fatalf("setrlimit: %v", err)
		}
		return true
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^"+regexp.QuoteMeta(t.Name())+"$", "-test.v", "-test.count=1")
	cmd.Env = append(os.Environ(), hostileChildEnv+"="+t.Name())
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	text := out.String()
	if err != nil || strings.Contains(text, "fatal error") {
		last := ""
		for _, m := range regexp.MustCompile(`(?m)^case: (.*)$`).FindAllStringSubmatch(text, -1) {
			last = m[1]
		}
		if len(text) > 8000 {
			text = text[:4000] + "\n...\n" + text[len(text)-4000:]
		}
		t.Fatalf("child process failed (%v) during case %q:\n%s", err, last, text)
	}
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		t.Logf("child: peak RSS %d MiB", ru.Maxrss>>10)
	}
	return false
}

// hostileCase is one command line with a hostile number.
type hostileCase struct {
	args  []string
	stdin string
	// files, when set, replace the default files of the working directory.
	files map[string]string
	// discard sends stdout to an endless sink (as >/dev/null does):
	// only the context can stop the command then.
	discard bool
	status  int    // wanted exit status; -1: any but 0; -2: any (the outcome depends on the machine's speed)
	stderr  string // wanted in stderr (a regexp)
	stdout  string // wanted stdout prefix
}

// hostileTimeout is the time limit of one case. Cases that must stop on
// the context take that long; the others finish at once.
const hostileTimeout = 150 * time.Millisecond

// hostileSlack is how much later than its time limit a case may end: a
// command that checks its context ends within milliseconds, one that does
// not takes seconds or forever (the parent's deadline then catches it).
const hostileSlack = 2 * time.Second

// cappedWriter fails once it holds max bytes, as a stream at
// MaxOutputBytes does.
type cappedWriter struct {
	buf bytes.Buffer
	max int
}

var errOutputLimit = errors.New("output limit")

func (w *cappedWriter) Write(p []byte) (int, error) {
	room := w.max - w.buf.Len()
	if len(p) > room {
		w.buf.Write(p[:max(room, 0)])
		return max(room, 0), errOutputLimit
	}
	return w.buf.Write(p)
}

// runHostile runs one command line in a fresh in-memory FS under the
// default limits and hostileTimeout; it recovers a panic into an error.
// expired reports whether the case's time limit had passed when it ended.
func runHostile(t *testing.T, c hostileCase) (res result, elapsed time.Duration, expired bool, panicked error) {
	t.Helper()
	cmds := All()
	cmd, ok := cmds[c.args[0]]
	if !ok {
		t.Fatalf("no command %q", c.args[0])
	}
	files := c.files
	if files == nil {
		files = map[string]string{"f": "hello world\n1 2 3\n", "d/g": "x\n"}
	}
	// The sandbox's FS has the default limits, as a session's has.
	lim := shell.DefaultLimits
	fsys := memfs.New(memfs.WithLimits(lim.MaxFileBytes, lim.MaxFilesystemBytes), memfs.WithMaxFiles(lim.MaxFiles))
	if err := vfs.MkdirAll(context.Background(), fsys, sandboxDir, 0o755); err != nil {
		t.Fatal(err)
	}
	writeFiles(t, fsys, files)
	stdout := &cappedWriter{max: 1 << 20}
	stderr := &cappedWriter{max: 1 << 20}
	var out io.Writer = stdout
	if c.discard {
		out = discardWriter{}
	}
	ctx, cancel := context.WithTimeout(context.Background(), hostileTimeout)
	defer cancel()
	var inv *shell.Invocation
	inv = &shell.Invocation{
		Args: c.args, Stdin: strings.NewReader(c.stdin), Stdout: out, Stderr: stderr,
		Env: sandboxTestEnv, Dir: sandboxDir, FS: fsys, Limits: shell.DefaultLimits.WithDefaults(),
		Umask: 0o022, Now: time.Now,
		Exec: func(ctx context.Context, req shell.ExecRequest) int {
			sub, ok := cmds[req.Args[0]]
			if !ok {
				if req.NotRun != nil {
					return req.NotRun(vfs.PathError("exec", req.Args[0], vfs.ErrNotExist))
				}
				fmt.Fprintf(req.Stderr, "%s: command not found\n", req.Args[0])
				return 127
			}
			child := *inv
			child.Args, child.Stdin, child.Stdout, child.Stderr = req.Args, req.Stdin, req.Stdout, req.Stderr
			if child.Stdin == nil {
				child.Stdin = strings.NewReader("")
			}
			return sub.Run(ctx, &child)
		},
		Script: func(ctx context.Context, script string, stdin io.Reader, stdout, stderr io.Writer) int {
			fmt.Fprintln(stderr, "sh: not in this harness")
			return 127
		},
	}
	start := time.Now()
	func() {
		defer func() {
			if r := recover(); r != nil {
				panicked = fmt.Errorf("panic: %v", r)
			}
		}()
		res.status = cmd.Run(ctx, inv)
	}()
	elapsed = time.Since(start)
	res.stdout, res.stderr = stdout.buf.String(), stderr.buf.String()
	return res, elapsed, ctx.Err() != nil, panicked
}

type discardWriter struct{}

func (discardWriter) Write(p []byte) (int, error) { return len(p), nil }

// checkHostile runs c and checks that it ended in time, without a panic,
// with the wanted status and message.
func checkHostile(t *testing.T, c hostileCase) {
	t.Helper()
	name := strings.Join(c.args, " ")
	fmt.Fprintf(os.Stderr, "case: %s\n", name)
	// A case that ignores its context would hang the child: end it here,
	// naming the case.
	watchdog := time.AfterFunc(hostileTimeout+2*hostileSlack, func() {
		fmt.Fprintf(os.Stderr, "case: %s\nhung: still running after %v\n", name, hostileTimeout+2*hostileSlack)
		os.Exit(3)
	})
	defer watchdog.Stop()
	res, elapsed, _, perr := runHostile(t, c)
	if perr != nil {
		t.Errorf("%s: %v", name, perr)
		return
	}
	if elapsed > hostileTimeout+hostileSlack {
		t.Errorf("%s: took %v, past its limit of %v", name, elapsed, hostileTimeout)
	}
	if c.status >= 0 && res.status != c.status || c.status == -1 && res.status == 0 {
		t.Errorf("%s: status %d, want %d; stderr %q", name, res.status, c.status, res.stderr)
	}
	if c.stderr != "" && !regexp.MustCompile(c.stderr).MatchString(res.stderr) {
		t.Errorf("%s: stderr %q, want %q", name, res.stderr, c.stderr)
	}
	if !strings.HasPrefix(res.stdout, c.stdout) {
		t.Errorf("%s: stdout %.80q, want it to start with %q", name, res.stdout, c.stdout)
	}
}

// TestHostileSizesAreBounded: widths, paddings, block sizes and repeat
// counts from arguments are checked before they are allocated (GNU's
// message where GNU refuses) or streamed (where GNU streams).
func TestHostileSizesAreBounded(t *testing.T) {
	if !inHostileChild(t) {
		return
	}
	for _, c := range []hostileCase{
		{args: []string{"dd", "if=f", "bs=50G", "count=1"}, status: 1,
			stderr: `^dd: memory exhausted by input buffer of size 53687091200 bytes \(50 GiB\)\n$`},
		{args: []string{"dd", "if=f", "bs=1G", "count=1"}, status: 1,
			stderr: `^dd: memory exhausted by input buffer of size 1073741824 bytes \(1.0 GiB\)\n$`},
		{args: []string{"dd", "if=f", "bs=4G", "count=1"}, status: 1,
			stderr: `memory exhausted by input buffer`},
		{args: []string{"dd", "if=f", "ibs=1", "obs=3G", "count=1"}, status: 1,
			stderr: `^dd: memory exhausted by output buffer of size 3221225472 bytes \(3.0 GiB\)\n$`},
		{args: []string{"dd", "bs=5000000000000000000000"}, status: 1, stderr: `^dd: invalid number: ‘5000000000000000000000’: Value too large for defined data type\n$`},
		{args: []string{"dd", "count=8E"}, status: 1, stderr: `^dd: invalid number: ‘8E’: Value too large`},
		{args: []string{"dd", "bs=9223372036854775807"}, status: 1, stderr: `^dd: invalid number: ‘9223372036854775807’: Value too large`},
		{args: []string{"dd", "if=f", "bs=1M", "count=2", "status=none"}, stdout: "hello world\n"},
		{args: []string{"stat", "-c", "%50000000000n", "/"}, status: 0, stdout: "\n"},
		{args: []string{"stat", "-c", "%2000000000n", "/"}, status: 1, stderr: `^stat: memory exhausted\n$`},
		{args: []string{"stat", "-c", "%5n|", "/"}, stdout: "    /|\n"},
		// Numbers too: Go's fmt printed "%!(BADWIDTH)" past a width of 10^6.
		{args: []string{"stat", "-c", "%2147483648s|", "f"}, stdout: "|\n"},
		{args: []string{"stat", "-c", "%1000001s|", "f"}, stdout: strings.Repeat(" ", 999999) + "18|\n"},
		// GNU pads seconds with zeros up to C's int: past the budget here.
		{args: []string{"stat", "-c", "%.9223372036854775807Y", "f"}, status: 1, stderr: `^stat: memory exhausted\n$`},
		{args: []string{"stat", "-c", "%.2000000000a", "f"}, status: 1, stderr: `^stat: memory exhausted\n$`},
		{args: []string{"find", "f", "-printf", "%2000000000d"}, status: 1, stderr: `^find: memory exhausted\n$`},
		{args: []string{"find", "f", "-printf", "%.2147483648m"}, status: 1, stderr: `^find: ‘standard output’: Value too large`},
		{args: []string{"find", "/", "-maxdepth", "0", "-printf", "%50000000000p"}, status: 1,
			stderr: `^find: ‘standard output’: Value too large for defined data type\n$`},
		{args: []string{"find", "/", "-maxdepth", "0", "-printf", "%2000000000p"}, status: 1, stderr: `^find: memory exhausted\n$`},
		{args: []string{"find", "/", "-maxdepth", "0", "-printf", "%-3p|"}, stdout: "/  |"},
		{args: []string{"numfmt", "--format=%50000000000f", "1"}, status: 1, stderr: `^numfmt: memory exhausted\n$`},
		{args: []string{"numfmt", "--padding=50000000000", "1"}, status: 1, stderr: `^numfmt: memory exhausted\n$`},
		{args: []string{"numfmt", "--padding=-9223372036854775808", "1"}, status: 1, stderr: `^numfmt: memory exhausted\n$`},
		{args: []string{"numfmt", "--format=%99999999999999999999f", "1"}, status: 1, stderr: `\(width overflow\)`},
		{args: []string{"numfmt", "--format=%.50000000000f", "1"}, status: 2,
			stderr: `^numfmt: value/precision too large to be printed: '1/50000000000' \(consider using --to\)\n$`},
		{args: []string{"numfmt", "--padding=4", "1"}, stdout: "   1\n"},
		{args: []string{"tr", "a", "[b*2000000000]"}, stdin: "abc\n", stdout: "bbc\n"},
		{args: []string{"tr", "-s", "abc", "[b*2000000000]x"}, stdin: "abcabc\n", stdout: "b\n"},
		{args: []string{"tr", "[a*2000000000]", "x"}, stdin: "abc\n", status: 1, stderr: `^tr: memory exhausted\n$`},
		{args: []string{"nl", "-w", "2000000000"}, stdin: "a\n", status: 1, stdout: "          "},
		// GNU nl streams 2 GiB of padding per numbered line into /dev/null and
		// exits 0; here the same, or status 1 when hostileTimeout ends it first.
		{args: []string{"nl", "-w", "2147483647"}, stdin: "a\n\nb\n", discard: true, status: -2},
		{args: []string{"nl", "-w", "3", "-n", "rz"}, stdin: "a\n", stdout: "001\ta\n"},
		// pr: GNU allocates a clump of a tab's width, a number buffer of
		// -n's digits and a column vector of -COLUMN entries; here the
		// padding streams and the store grows with what is read.
		{args: []string{"pr", "-t", "-e2147483647"}, stdin: "\tx\n", discard: true, status: -2},
		{args: []string{"pr", "-t", "-n:2147483647"}, stdin: "a\nb\n", discard: true, status: -2},
		{args: []string{"pr", "-W", "2147483647", "-h", "x"}, stdin: "a\n", discard: true, status: -2},
		{args: []string{"pr", "-t", "-o", "2147483647", "-2"}, stdin: "a\nb\n", discard: true, status: -2},
		{args: []string{"pr", "-l", "2147483647"}, stdin: "a\n", discard: true, status: -2},
		{args: []string{"pr", "-t", "-e2147483647", "-2", "-J"}, stdin: "\tx\n", status: 1, stderr: `^pr: memory exhausted\n$`},
		{args: []string{"pr", "-W", "2147483647", "-S", "--columns=100000000"}, stdin: "a\n", status: 1, stderr: `^pr: memory exhausted\n$`},
		// GNU loops INT_MAX times a page over the closed file; here the skip ends with the input.
		{args: []string{"pr", "-t", "-l", "2147483647", "+3"}, stdin: "a\n", stderr: `^pr: starting page number 3 exceeds page count 1\n$`},
		{args: []string{"pr", "-t", "-d", "-l", "1"}, stdin: "a\n", status: 1},
		// Found by the sweep: yq grew an array to any index, and built its
		// JSON indentation a space at a time.
		{args: []string{"yq", "-n", ".a[2147483648] = 1"}, status: 1, stderr: `^Error: index \[2147483648\] out of range: it would add more than 262144 elements to an array of 0\n$`},
		{args: []string{"yq", "-n", ".a[3] = 1 | .a[1]"}, stdout: "null\n"},
		{args: []string{"yq", "-I", "2147483648", ".", "f"}, status: 1, stderr: `^Error: indent 2147483648 is wider than the output limit \(1048576 bytes\)\n$`},
		{args: []string{"yq", "-o", "json", "-I", "1048576", ".", "d/g"}, stdout: "\"x\"\n"},
		// A chain of 10^5 operators took yqlib's lexer 7.7 s before the
		// evaluator refused its depth; refused before parsing now.
		{args: []string{"yq", "-n", "1" + strings.Repeat("+1", 100000)}, status: 1, stderr: `^Error: expression nested too deeply \(more than 2000 levels\)\n$`},
		{args: []string{"yq", "-n", strings.Repeat("1,", 100000) + "1"}, status: 1, stderr: `nested too deeply`},
		// Found beyond issue 17's list: a suffix length made an index of that many ints.
		{args: []string{"split", "-a", "2000000000"}, stdin: "a\n", status: 1, stderr: `^split: memory exhausted\n$`},
	} {
		checkHostile(t, c)
	}
}

// TestHostileLoopsStop: loops whose length comes from an argument check
// the context and stop at the first write error.
func TestHostileLoopsStop(t *testing.T) {
	if !inHostileChild(t) {
		return
	}
	for _, c := range []hostileCase{
		{args: []string{"expand", "-t", "9000000000000000000"}, stdin: "a\tb\n", discard: true, status: -1},
		{args: []string{"expand", "-t", "9000000000000000000"}, stdin: "a\tb\n", status: 1, stdout: "a       "},
		{args: []string{"expand", "-t", "18446744073709551615"}, stdin: "a\tb\n", discard: true, status: -1},
		{args: []string{"expand", "-t", "3"}, stdin: "a\tb\n", stdout: "a  b\n"},
		// One wide cell pads every row to its width: 10^5 rows of 1 MiB
		// stop at the output limit (found reviewing the linter's list).
		{args: []string{"column", "-t"}, stdin: strings.Repeat("x", 1<<20) + " a\n" + strings.Repeat("b c\n", 100000), status: -2},
		// Chunk counts near 2^63: files until the turn ends, or only the
		// chunk asked for.
		{args: []string{"split", "-n", "9223372036854775807", "f"}, status: -2},
		{args: []string{"split", "-e", "-n", "9223372036854775807", "f"}, status: -2},
		{args: []string{"split", "-n", "l/9223372036854775807", "f"}, status: -2},
		{args: []string{"split", "-n", "r/9223372036854775807", "f"}, status: -2},
		{args: []string{"split", "-n", "3/9223372036854775807", "f"}, stdout: ""},
		{args: []string{"split", "-n", "2/3", "f"}, stdout: "world\n"},
		{args: []string{"split", "-n", "l/3/9223372036854775807", "f"}, stdout: ""},
		{args: []string{"split", "-a", "2", "-n", "9223372036854775807", "f"}, status: 1, stderr: `^split: the suffix length needs to be at least 14\n$`},
		// -W near 2^63 overflowed the column arithmetic and hung; 2^31
		// built a 557 MiB line. Both stream their padding now.
		{args: []string{"diff", "-y", "-W", "9223372036854775807", "f", "d/g"}, discard: true, status: -2},
		{args: []string{"diff", "-y", "-W", "2147483648", "f", "d/g"}, status: 2, stdout: "hello world\t\t"},
	} {
		checkHostile(t, c)
	}
}
