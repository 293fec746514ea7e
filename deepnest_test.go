package computerwelt

import (
	"context"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"regexp"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/internal/testlong"
)

// A deepCase feeds one expression language input nested n levels deep.
// The script reads the input from stdin (so the script itself stays
// small); input builds it for a depth.
type deepCase struct {
	script string
	input  func(n int) string
	// want matches stderr (the tool's own message), or stdout when wantOut
	// is set (input so deep is fine for the real tool too); empty accepts
	// any message and status.
	want    string
	wantOut bool
	// maxDepth caps the depths tried: inputs split into words are bounded
	// by MaxArrayElements before any parser sees them.
	maxDepth int
	// anyStatus: the tool's status after its message is 0 (GNU bc's).
	anyStatus bool
	// orTimeout: the turn's timeout is a defined end too (a result the
	// real tool computes, in time that a loaded machine may stretch past
	// the limit; a timing never decides the test, a crash does).
	orTimeout bool
	// orMemory: the memory limit is a defined end too (a million-term
	// jq chain is a few hundred bytes a term; a million `as` bindings
	// fill it while they are parsed).
	orMemory bool
}

func nest(open, mid, close string) func(int) string {
	return func(n int) string { return strings.Repeat(open, n) + mid + strings.Repeat(close, n) }
}

func wrap(pre string, f func(int) string, post string) func(int) string {
	return func(n int) string { return pre + f(n) + post }
}

// exhausted is the message of awk, jq and yq past their nesting limit; the
// first two echo the source line, which a million levels deep passes the
// output limit first.
const exhausted = `memory exhausted|limit exceeded: MaxOutputBytes`

// jqExhausted adds the time limit: gojq's parser takes superlinear time on
// input nested 10^5 to 10^6 deep, and the turn's timeout ends it first
// (see the closing note).
const jqExhausted = exhausted + `|limit exceeded: (Timeout|MaxStringBytes)`

var deepCases = map[string]deepCase{
	// gawk's bison parser stops at 10,000 levels: "memory exhausted".
	"awk parens":  {script: `awk "$(cat)"`, input: wrap("BEGIN{print ", nest("(", "1", ")"), "}"), want: exhausted},
	"awk blocks":  {script: `awk "$(cat)"`, input: wrap("BEGIN", nest("{", "", "}"), ""), want: exhausted},
	"awk ifs":     {script: `awk "$(cat)"`, input: wrap("BEGIN{", nest("if(1)", "x=1", ""), "}"), want: exhausted},
	"awk not":     {script: `awk "$(cat)"`, input: wrap("BEGIN{print ", nest("!", "1", ""), "}"), want: exhausted},
	"awk power":   {script: `awk "$(cat)"`, input: wrap("BEGIN{print ", nest("1^", "1", ""), "}"), want: exhausted},
	"awk assigns": {script: `awk "$(cat)"`, input: wrap("BEGIN{print ", nest("a=", "1", ""), "}"), want: exhausted},
	// A long left-associative chain is no nesting for gawk: it sums a
	// million terms, and so do we (the chain is flat, evaluated in a loop).
	"awk sum":    {script: `awk "$(cat)"`, input: wrap("BEGIN{print ", nest("1+", "1", ""), "}"), want: `^1000001\n$|^100001\n$`, wantOut: true, orTimeout: true},
	"awk concat": {script: `awk "$(cat)"`, input: wrap("BEGIN{print length(", nest("1 ", "1", ""), ")}"), want: `^1000001\n$|^100001\n$`, wantOut: true, orTimeout: true},
	"awk ands":   {script: `awk "$(cat)"`, input: wrap("BEGIN{print ", nest("1&&", "1", ""), "}"), want: `^1\n$`, wantOut: true, orTimeout: true},

	"jq parens":  {script: `jq -n "$(cat)"`, input: nest("(", ".", ")"), want: jqExhausted},
	"jq arrays":  {script: `jq -n "$(cat)"`, input: nest("[", "1", "]"), want: jqExhausted},
	"jq objects": {script: `jq -n "$(cat)"`, input: nest("{a:", "1", "}"), want: jqExhausted + `|limit exceeded: MaxMemoryBytes`},
	"jq negate":  {script: `jq -n "$(cat)"`, input: wrap("0|", nest("-(", "1", ")"), ""), want: jqExhausted + `|limit exceeded: MaxMemoryBytes`},
	// A flat chain is no nesting: gojq (patched) compiles it in a loop;
	// jq 1.6 prints the sum too (it folds constants).
	"jq pipes":  {script: `jq -n "$(cat)"`, input: nest(".|", ".", ""), want: `^null\n$`, wantOut: true, orTimeout: true, orMemory: true},
	"jq sum":    {script: `jq -n "$(cat)"`, input: nest("1+", "1", ""), want: `^(100001|1000001)\n$`, wantOut: true, orTimeout: true, orMemory: true},
	"jq commas": {script: `jq -n "[$(cat)] | length"`, input: nest("1,", "1", ""), want: `^(100001|1000001)\n$`, wantOut: true, orTimeout: true, orMemory: true},
	"jq ands":   {script: `jq -n "$(cat)"`, input: nest("true and ", "1", ""), want: `^true\n$`, wantOut: true, orTimeout: true, orMemory: true},
	"jq alts":   {script: `jq -n "$(cat)"`, input: nest("null // ", "1", ""), want: `^1\n$`, wantOut: true, orTimeout: true, orMemory: true},
	"jq binds":  {script: `jq -n "$(cat)"`, input: nest("1 as $x | ", ".", ""), want: jqExhausted, orMemory: true},
	"jq ifs":    {script: `jq -n "$(cat)"`, input: nest("if . then ", ".", " else . end"), want: jqExhausted},
	"jq input":  {script: `jq -c .`, input: nest("[", "", "]"), want: `Exceeds depth limit for parsing`},
	"jq input objects": {script: `jq -S -c .`, input: nest(`{"a":`, "1", "}"),
		want: `Exceeds depth limit for parsing`},

	// GNU bc stops reading there, status 0.
	"bc parens": {script: `bc`, input: nest("(", "1", ")"), want: `^\(standard_in\) 1: memory exhausted\n$`, anyStatus: true},
	// A long sum is no nesting for GNU bc: it prints it.
	"bc sum":    {script: `bc`, input: wrap("", nest("1+", "1", ""), "\n"), want: `^(100001|1000001)\n$`, wantOut: true, orTimeout: true},
	"bc blocks": {script: `bc`, input: nest("{", "1", "}"), want: `^\(standard_in\) 1: memory exhausted\n$`, anyStatus: true},

	"grep -P groups":      {script: `p=$(cat); grep -P "$p" <<< x`, input: nest("(", "x", ")"), want: `parentheses are too deeply nested`},
	"grep -P noncaptures": {script: `p=$(cat); grep -P "$p" <<< x`, input: nest("(?:", "x", ")"), want: `parentheses are too deeply nested`},

	// GNU sed copes; ours too (iteratively), though a million blocks may
	// take past the time limit on a loaded machine.
	"sed blocks": {script: `p=$(cat); sed -n "$p" <<< x`, input: nest("{", "p", "}")},

	"expr parens": {script: `expr $(cat)`, input: nest("( ", "1", " )"), want: `expr: memory exhausted`, maxDepth: 400_000},
	// GNU find crashes (a segfault at 100,000 !s).
	"find parens": {script: `find / -maxdepth 0 $(cat)`, input: nest("( ", "-false", " )"), want: `find: invalid expression; nested more than 10000 levels deep`, maxDepth: 400_000},
	"find nots":   {script: `find / -maxdepth 0 $(cat)`, input: nest("! ", "-false", ""), want: `find: invalid expression; nested more than 10000 levels deep`, maxDepth: 400_000},
	"find ands":   {script: `find / -maxdepth 0 $(cat)`, input: nest("-true ", "-false", ""), want: `find: invalid expression; nested more than 10000 levels deep`, maxDepth: 400_000},
	"test parens": {script: `test $(cat)`, input: nest("( ", "1", " )"), maxDepth: 400_000},
	"test nots":   {script: `test $(cat)`, input: nest("! ", "1", ""), maxDepth: 400_000},

	// The shell: any outcome but a crash. bash matches extglob groups
	// nested 10,000 deep and crashes near 100,000; past 10,000 ours
	// match nothing. A long pattern is matched in a loop per character
	// and a bounded recursion per star.
	"extglob groups": {script: `shopt -s extglob; p=$(cat); [[ x == $p ]]; echo $?`, input: nest("@(", "x", ")"), want: `^1\n$`, wantOut: true, orTimeout: true},
	"extglob stars":  {script: `shopt -s extglob; p=$(cat); [[ x == $p ]]; echo $?`, input: nest("*", "!(y)", ""), want: `^0\n$`, wantOut: true, orTimeout: true},
	"extglob literal": {script: `shopt -s extglob; p=$(cat); s=${p%'!(y)'}; [[ ${s}z == $p ]]; echo $?`, input: nest("a", "!(y)", ""),
		want: `^0\n$`, wantOut: true, orTimeout: true},
	"extglob star chain": {script: `shopt -s extglob; p=$(cat); [[ aaaaaaaaaaaaaaaaaaaab == $p ]]; echo $?`, input: nest("*a", "!(y)", ""), want: `^1\n$`, wantOut: true, orTimeout: true,
		maxDepth: 100_000}, // 2,000,000 steps of backtracking: past the time limit under load at 10^6
	"arith parens": {script: `echo $(( $(cat) ))`, input: nest("(", "1", ")")},
	// A long sum is no nesting: evaluated along the tree's left spine in a
	// loop, whether it comes as text or inline, with or without a $.
	"arith sum":        {script: `echo $(( $(cat) ))`, input: nest("1+", "1", ""), want: `^(100001|1000001)\n$`, wantOut: true, orTimeout: true},
	"arith sum inline": {script: `eval "echo \$(( $(cat) ))"`, input: nest("1+", "1", ""), want: `^(100001|1000001)\n$`, wantOut: true, orTimeout: true},
	// With a $ the text is printed, expanded and parsed again (as bash
	// expands first): three passes, past the time limit under load at 10^6.
	"arith sum dollar": {script: `x=1; eval "echo \$(( $(cat) ))"`, input: nest("1+", "$x", ""), want: `^(100001|400001)\n$`, wantOut: true, orTimeout: true, maxDepth: 400_000},
	"arith ands":       {script: `echo $(( $(cat) ))`, input: nest("1&&", "1", ""), want: `^1\n$`, wantOut: true, orTimeout: true},
	"let sum":          {script: `let "x=$(cat)"; echo $x`, input: nest("1+", "1", ""), want: `^(100001|1000001)\n$`, wantOut: true, orTimeout: true},
	"arith negate":     {script: `echo $(( $(cat) ))`, input: nest("- ", "1", "")},
	"[[ parens":        {script: `eval "[[ $(cat) ]]"`, input: nest("( ", "a", " )"), want: `.`},

	// yq (yqlib) would read parentheses iteratively, in time that grows
	// faster than the expression: refused past the evaluator's limit.
	"yq parens": {script: `yq -n "$(cat)"`, input: nest("(", "1", ")"), want: `expression nested too deeply \(more than 2000 levels\)`},
	"yq arrays": {script: `yq -n "$(cat)"`, input: nest("[", "1", "]"), want: `expression nested too deeply \(more than 2000 levels\)`},
	"yq input":  {script: `yq .`, input: nest("[", "", "]"), want: `exceeded max depth of 10000`},
}

// deepChildStack is the child's stack ceiling: the depth limits keep every
// stack far below it, and a regression overflows it in seconds rather
// than after filling Go's default gigabyte.
const deepChildStack = 256 << 20

// TestDeepNestingEndsWithMessage: every expression language, given input
// nested 10^5 and 10^6 levels deep, ends with its own message (or, where
// the real tool copes, its result) inside the time limit, never a Go stack
// overflow. Each case runs in a child process so a fatal error fails the
// case instead of killing the test binary.
func TestDeepNestingEndsWithMessage(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a child process per language")
	}
	// Every other language by default, all with CW_LONG=1 (each case is a
	// child process of a few seconds).
	names := slices.Sorted(maps.Keys(deepCases))
	sem := make(chan struct{}, 2)
	var wg sync.WaitGroup
	for _, name := range testlong.Sample(names, 2) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			cmd := exec.Command(os.Args[0], "-test.run=^TestDeepNestingChild$")
			cmd.Env = append(os.Environ(), "CW_DEEP_CHILD="+name)
			out, err := cmd.CombinedOutput()
			t.Run(name, func(t *testing.T) {
				if err != nil {
					t.Fatalf("child died: %v\n%s", err, firstLines(string(out), 12))
				}
				for _, line := range strings.Split(string(out), "\n") {
					if rest, ok := strings.CutPrefix(line, "FAIL "); ok {
						t.Error(rest)
					}
					if rest, ok := strings.CutPrefix(line, "NOTE "); ok {
						t.Log(rest)
					}
				}
			})
		}()
	}
	wg.Wait()
}

func firstLines(s string, n int) string {
	lines := strings.SplitN(s, "\n", n+1)
	if len(lines) > n {
		lines = lines[:n]
	}
	return strings.Join(lines, "\n")
}

// TestDeepNestingChild is the child of TestDeepNestingEndsWithMessage.
func TestDeepNestingChild(t *testing.T) {
	name := os.Getenv("CW_DEEP_CHILD")
	if name == "" {
		t.Skip("run by TestDeepNestingEndsWithMessage")
	}
	debug.SetMaxStack(deepChildStack)
	c := deepCases[name]
	want := regexp.MustCompile(c.want)
	const limit = 10 * time.Second
	sb := newSandbox(t, WithLimits(Limits{Timeout: limit}))
	// A million levels or terms takes up to the 10 s limit per case in a
	// child process: CI's long form (CW_LONG=1) runs it, the default 10^5.
	sizes := []int{100_000}
	if testlong.On() {
		sizes = append(sizes, 1_000_000)
	}
	for _, n := range sizes {
		if c.maxDepth != 0 && n > c.maxDepth {
			n = c.maxDepth
		}
		start := time.Now()
		res, err := sb.Exec(context.Background(), c.script, WithStdin(strings.NewReader(c.input(n))))
		// A timing never decides the test (the machine may be loaded);
		// it is printed for the log.
		fmt.Printf("NOTE depth %d: took %v (limit %v)\n", n, time.Since(start), limit)
		got := res.Stderr
		if c.wantOut {
			got = res.Stdout
		}
		switch {
		case c.orTimeout && err == nil && res.ExitCode == 124 && strings.Contains(res.Stderr, "limit exceeded: Timeout"):
			fmt.Printf("NOTE depth %d: ended by the time limit (accepted)\n", n)
		case c.orMemory && err == nil && res.ExitCode != 0 && strings.Contains(res.Stderr, "limit exceeded: MaxMemoryBytes"):
			fmt.Printf("NOTE depth %d: ended by the memory limit (accepted)\n", n)
		case err != nil:
			fmt.Printf("FAIL depth %d: %v\n", n, err)
		case !want.MatchString(got):
			fmt.Printf("FAIL depth %d: status %d stdout %s stderr %s, want %s to match %q\n", n, res.ExitCode,
				strconv.Quote(clip(res.Stdout)), strconv.Quote(clip(res.Stderr)), map[bool]string{false: "stderr", true: "stdout"}[c.wantOut], c.want)
		case c.want != "" && !c.wantOut && !c.anyStatus && res.ExitCode == 0:
			fmt.Printf("FAIL depth %d: status 0, stderr %s\n", n, strconv.Quote(clip(res.Stderr)))
		}
	}
}

func clip(s string) string {
	if len(s) > 200 {
		return s[:100] + " ... " + s[len(s)-100:]
	}
	return s
}
