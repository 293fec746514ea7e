package computerwelt

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/internal/testlong"
)

// memoryScripts try to allocate without bound. Each runs in a child
// process with the default limits (and a long timeout, so the timeout is
// not what stops it); the parent reads the child's peak RSS (VmHWM).
var memoryScripts = map[string]struct {
	script string
	status int
	stderr string
}{
	"string doubling":  {"x=a; while :; do x=$x$x; done", 125, "computerwelt: limit exceeded: MaxStringBytes (16777216)\n"},
	"array growth":     {"mapfile a < <(yes)", 125, "computerwelt: limit exceeded: MaxArrayElements (1000000)\n"},
	"array doubling":   {"a=(x); while :; do a+=(\"${a[@]}\"); done", 125, "computerwelt: limit exceeded: MaxArrayElements (1000000)\n"},
	"array of strings": {"s=$(printf %065536d 0); while :; do a+=(\"$s$RANDOM\"); done", 125, memLimitMsg},
	"jq doubling": {"jq -n '\"a\" | until(false; . + .)'", 5,
		"jq: error (at <unknown>): add result too large: \"aaaaaaaaaaaaaaaaaaaaaaaa ...\" + \"aaaaaaaaaaaaaaaaaaaaaaaa ...\": more than MaxStringBytes (16777216)\n"},
	"jq repetition":    {"jq -n '\"a\" * 1e9'", 5, "jq: error (at <unknown>): repeat string result too large: \"a\" * 1000000000: more than MaxStringBytes (16777216)\n"},
	"sort endless":     {"yes | sort", 125, memLimitMsg},
	"python bytearray": {"python3 -c 'exec(\"a = []\\nwhile True: a.append(bytearray(10**6))\")'", 125, memLimitMsg},
}

// longMemoryScripts run with CW_LONG=1 only, as CI runs the suite: reading
// until the memory limit takes 15-40 s.
var longMemoryScripts = map[string]bool{"sort endless": true}

const gib = 1 << 30

var memLimitMsg = fmt.Sprintf("computerwelt: limit exceeded: MaxMemoryBytes (%d)\n", DefaultLimits.MaxMemoryBytes)

// TestMemoryRunawayStopsBelow1GiB: each unbounded allocation is ended by a
// limit before the process's resident memory passes 1 GiB.
func TestMemoryRunawayStopsBelow1GiB(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a child process per script, up to a minute each on a loaded machine")
	}
	if _, err := os.Stat("/proc/self/status"); err != nil {
		t.Skip("needs /proc/self/status (Linux) for the peak RSS")
	}
	for name, c := range memoryScripts {
		t.Run(name, func(t *testing.T) {
			if longMemoryScripts[name] && !testlong.On() {
				t.Skipf("long: %s=1 runs it", testlong.Env)
			}
			// One child at a time: the heap is sampled every few
			// milliseconds, and a starved sampler lets a doubling overshoot.
			cmd := exec.Command(os.Args[0], "-test.run=^TestMemoryChild$", "-test.v")
			cmd.Env = append(os.Environ(), "CW_MEMORY_CHILD="+name)
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("child: %v\n%s", err, out)
			}
			var status int
			var hwm int64
			var stderr string
			for _, line := range strings.Split(string(out), "\n") {
				if rest, ok := strings.CutPrefix(line, "RESULT "); ok {
					fmt.Sscanf(rest, "%d %d", &status, &hwm)
				}
				if rest, ok := strings.CutPrefix(line, "STDERR "); ok {
					stderr, _ = strconv.Unquote(rest)
				}
			}
			t.Logf("%s: status %d, peak RSS %d MiB", name, status, hwm>>20)
			if status != c.status || stderr != c.stderr {
				t.Errorf("status %d stderr %q, want %d and %q", status, stderr, c.status, c.stderr)
			}
			if hwm == 0 || hwm >= gib {
				t.Errorf("peak RSS %d bytes, want below 1 GiB", hwm)
			}
		})
	}
}

// TestMemoryChild is the child of TestMemoryRunawayStopsBelow1GiB.
func TestMemoryChild(t *testing.T) {
	name := os.Getenv("CW_MEMORY_CHILD")
	if name == "" {
		t.Skip("run by TestMemoryRunawayStopsBelow1GiB")
	}
	c := memoryScripts[name]
	sb := newSandbox(t, WithLimits(Limits{Timeout: 5 * time.Minute}),
		WithPython(testPython()))
	res, err := sb.Exec(context.Background(), c.script)
	if err != nil {
		t.Fatal(err)
	}
	fmt.Printf("RESULT %d %d\n", res.ExitCode, peakRSS(t))
	fmt.Printf("STDERR %s\n", strconv.Quote(res.Stderr))
}

// peakRSS reads VmHWM, the process's peak resident set, in bytes.
func peakRSS(t *testing.T) int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			f := strings.Fields(rest)
			kb, _ := strconv.ParseInt(f[0], 10, 64)
			return kb << 10
		}
	}
	t.Fatal("no VmHWM in /proc/self/status")
	return 0
}
