package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/computerwelt/computerwelt/cmd/computerwelt/internal/runguard"
)

// Start-up budget: what package initialisation may allocate in a process
// that links everything the computerwelt binary links. Measured with
// GODEBUG=inittrace=1 in counts, not time (a timing never decides a test):
// allocations and bytes do not depend on the machine's load. The whole
// binary was at about 4,200 allocations and 1.0 MB when the budget was set
// (from 15,500 and 2.0 MB before regexps, templates and jq's builtin tables
// became lazy), and at 3,650 allocations and 670 KB when package metrics
// replaced the Prometheus client (whose registry, procfs, protobuf and
// expvar packages initialised in every process); most of what is left is
// in third-party packages (the PDF reader's and the HTML parser's tables,
// the MCP SDK's JSON schema and gob, yq's YAML and JSON packages).
const (
	initAllocBudget = 1800      // 1,659 in this test's binary when the commands', shell's and awk's tables and the third-party copies' (wazero's instruction names, x/net/html's element tables, yaml's resolvers, go-humanize's size tables) became lazy; 1,822 before; 2,540 -> 1,818 when yaml v4's, yaml v3's and go-humanize's regexps became lazy
	initByteBudget  = 320 << 10 // 278 KB after those tables; 904 KB when the PDF reader's glyph table (218 KB) became lazy, 560 KB when x/net/html's entity maps did, 482 KB when jsonschema's field tables did, 433 KB when yq's and fileutil's regexps did, 356 KB when the YAML packages' and go-humanize's did
	// ownInitAllocs bounds each of the project's own packages (and its
	// patched copies of gojq and mvdan.cc/sh): a table or regexp a command
	// needs is built on first use (sync.OnceValue), not at start-up.
	// commands, the largest, is at ~120 (it was 167 with its tables).
	ownInitAllocs = 160
)

// patchedInitBytes bounds the init of third-party packages whose copy in
// third_party was patched to build a table on first use (PATCHES.md there).
var patchedInitBytes = map[string]int{
	"golang.org/x/net/html":                           4 << 10,  // 140 KB while the entity maps were filled at start-up; 14 KB after; 0.6 KB when the element tables were made lazy too
	"github.com/google/jsonschema-go/jsonschema":      16 << 10, // 81 KB while Schema's field tables were; 3 KB after
	"github.com/tetratelabs/wazero/internal/platform": 1 << 10,  // 8.8 KB (and a listing of /sys/kernel/mm/hugepages) while the huge page sizes were read at start-up
	"go.yaml.in/yaml/v4/internal/libyaml":             3 << 10,  // 32 KB while its five regexps were compiled at start-up; 6.6 KB after; 1.1 KB when the resolver's tables became lazy
	"go.yaml.in/yaml/v4/internal/plugin":              1 << 10,  // 5.8 KB while its version pattern was
	"go.yaml.in/yaml/v4/plugin/aliasdata":             1 << 10,  // 2.6 KB while its anchor pattern was
	"go.yaml.in/yaml/v3":                              2 << 10,  // 25.7 KB while its two regexps were compiled at start-up; 6.1 KB after; 0.6 KB when the resolver's tables became lazy
	"github.com/dustin/go-humanize":                   4 << 10,  // 9.5 KB while ParseSI's regexp was; 4.7 KB after; 2.4 KB when the size tables became lazy (the exported Big*Byte values are API)
	"github.com/tetratelabs/wazero/internal/wasm":     2 << 10,  // 17 KB while the instruction name maps were filled at start-up; 0.2 KB after
}

// unlinked are packages the binary must not link at all: their init would
// run in every process, `run` included, for a feature it never uses.
var unlinked = map[string]string{
	"encoding/gob":             "the MCP SDK's pagination cursor is JSON (third_party/go-sdk/PATCHES.md); gob's init was 366 allocations and ~0.3 ms of every run",
	"github.com/goccy/go-json": "yqlib's JSON is encoding/json (third_party/yq/PATCHES.md); go-json's ten packages' init was ~0.5 ms of every run",
}

// TestStartupInit runs this test binary again with no tests, under
// GODEBUG=inittrace=1, and holds the sum of every package's init to the
// budget.
func TestStartupInit(t *testing.T) {
	if os.Getenv("CW_INITTRACE_CHILD") != "" {
		t.Skip("child")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1", "CW_INITTRACE_CHILD=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%v\n%s", err, stderr.String())
	}
	inits, err := parseInittrace(stderr.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if len(inits) < 50 {
		t.Fatalf("inittrace reported %d packages; GODEBUG=inittrace=1 not honoured?\n%s", len(inits), stderr.String())
	}
	var allocs, bytes int
	for _, p := range inits {
		allocs += p.allocs
		bytes += p.bytes
		own := strings.HasPrefix(p.pkg, "github.com/computerwelt/computerwelt") ||
			p.pkg == "github.com/itchyny/gojq" || strings.HasPrefix(p.pkg, "mvdan.cc/sh/")
		if why, ok := unlinked[p.pkg]; ok {
			t.Errorf("package %s is linked again: %s", p.pkg, why)
		}
		if max, ok := patchedInitBytes[p.pkg]; ok && p.bytes > max {
			t.Errorf("package %s allocates %d bytes in init; budget %d: a patched table is built at start-up again", p.pkg, p.bytes, max)
		}
		if own && p.allocs > ownInitAllocs {
			t.Errorf("package %s allocates %d times (%d bytes) in init; budget %d: build its tables on first use",
				p.pkg, p.allocs, p.bytes, ownInitAllocs)
		}
	}
	t.Logf("start-up init: %d packages, %d allocations, %d bytes", len(inits), allocs, bytes)
	if allocs > initAllocBudget || bytes > initByteBudget {
		sort.Slice(inits, func(i, j int) bool { return inits[i].allocs > inits[j].allocs })
		var top strings.Builder
		for _, p := range inits[:min(15, len(inits))] {
			fmt.Fprintf(&top, "  %-60s %6d allocs %8d bytes\n", p.pkg, p.allocs, p.bytes)
		}
		t.Errorf("start-up init: %d allocations, %d bytes; budget %d and %d. Heaviest:\n%s",
			allocs, bytes, initAllocBudget, initByteBudget, top.String())
	}
}

type pkgInit struct {
	pkg           string
	bytes, allocs int
}

// parseInittrace reads lines such as
// "init net/http @5.2 ms, 0.10 ms clock, 4712 bytes, 49 allocs".
func parseInittrace(b []byte) ([]pkgInit, error) {
	var out []pkgInit
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) != 11 || f[0] != "init" || f[8] != "bytes," || f[10] != "allocs" {
			continue
		}
		by, err1 := strconv.Atoi(f[7])
		al, err2 := strconv.Atoi(f[9])
		if err1 != nil || err2 != nil {
			return nil, fmt.Errorf("bad inittrace line %q", sc.Text())
		}
		out = append(out, pkgInit{pkg: f[1], bytes: by, allocs: al})
	}
	return out, sc.Err()
}

// TestRunHugeHeapSavesFaults: backing the heap with huge pages saves a run
// of the built binary at least 200 of its minor page faults in a cgo build
// (runguard's C side marks the heap's chunks from its first mapping), 100
// without cgo (internal/hugeheap collapses what the heap holds at
// runguard's init). Faults are counted for guard and script, as wait4
// counts them; the fewest of three runs each way, taken in turns. A fault
// costs several microseconds (12 µs of CPU each on the development
// machines' virtual machines, where the ~900 faults of run -c true were a
// third of its CPU time); their count does not depend on the machine's
// load, but the page cache's state moves it by a hundred or two, hence a
// comparison rather than a budget. ~900 faults without the huge pages;
// ~350-650 with the C side's (46 -> 29 ms of CPU a run at load 18, bash 10.5),
// 450 to 750 with the collapse alone.
func TestRunHugeHeapSavesFaults(t *testing.T) {
	if b, err := os.ReadFile("/sys/kernel/mm/transparent_hugepage/enabled"); err != nil || strings.Contains(string(b), "[never]") {
		t.Skip("no transparent huge pages on this machine")
	}
	bin := binary(t)
	faults := func(env ...string) int {
		cmd := exec.Command(bin, "run", "-c", "true")
		cmd.Env = append(os.Environ(), env...)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%v: %s", err, out)
		}
		ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
		if !ok {
			t.Skip("no rusage on this system")
		}
		return int(ru.Minflt)
	}
	// A machine whose memory is too fragmented for a 2 MiB page falls back
	// to small pages (the kernel counts it): that says nothing of the code.
	fallbacks := func() int {
		b, err := os.ReadFile("/proc/vmstat")
		if err != nil {
			return -1
		}
		n := 0
		for _, line := range strings.Split(string(b), "\n") {
			if f := strings.Fields(line); len(f) == 2 && strings.HasPrefix(f[0], "thp_fault_fallback") {
				v, _ := strconv.Atoi(f[1])
				n += v
			}
		}
		return n
	}
	before := fallbacks()
	with, without := -1, -1
	for range 3 {
		if n := faults(); with < 0 || n < with {
			with = n
		}
		if n := faults(runguard.HugeHeapEnv + "=0"); without < 0 || n < without {
			without = n
		}
	}
	want := 100
	if runguard.NativeParent {
		want = 200
	}
	t.Logf("run -c true: %d minor page faults with the huge heap, %d without", with, without)
	if with > without-want && before >= 0 && fallbacks() > before {
		t.Skipf("run -c true: %d minor page faults with the huge heap, %d without, and the kernel fell back to small pages meanwhile", with, without)
	}
	if with > without-want {
		t.Errorf("run -c true: %d minor page faults with the huge heap, %d without; want %d fewer", with, without, want)
	}
}

// TestRunEchoAllocations holds what `computerwelt run -c 'echo hi'` allocates
// after start-up (a count, not a time): flags, the sandbox, its
// filesystem and shell, the run. 418 allocations while commands.All
// allocated each command apart, 295 after.
func TestRunEchoAllocations(t *testing.T) {
	t.Setenv("HOME", t.TempDir())
	run := func() {
		var out, errb bytes.Buffer
		if st := realMain(context.Background(), []string{"run", "-c", "echo hi"}, strings.NewReader(""), &out, &errb); st != 0 || out.String() != "hi\n" {
			t.Fatalf("status %d, %q, %q", st, out.String(), errb.String())
		}
	}
	run()
	n := testing.AllocsPerRun(5, run)
	t.Logf("run -c 'echo hi': %.0f allocations", n)
	if n > runEchoAllocBudget {
		t.Errorf("run -c 'echo hi' made %.0f allocations; budget %d", n, runEchoAllocBudget)
	}
}

const runEchoAllocBudget = 340

// BenchmarkRunEcho measures what `computerwelt run -c 'echo hi'` does after
// start-up, in process (flags, the sandbox, its filesystem and shell, the
// run): the part of a run's start that main, not the runtime or package
// initialisation, costs. (The whole process: perf stat or callgrind on
// the built binary; see the start-up budget above.)
func BenchmarkRunEcho(b *testing.B) {
	b.Setenv("HOME", b.TempDir())
	b.ReportAllocs()
	for b.Loop() {
		var out, errb bytes.Buffer
		if st := realMain(context.Background(), []string{"run", "-c", "echo hi"}, strings.NewReader(""), &out, &errb); st != 0 || out.String() != "hi\n" {
			b.Fatalf("status %d, %q, %q", st, out.String(), errb.String())
		}
	}
}
