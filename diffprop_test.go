package computerwelt

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/internal/testlong"
)

var diffLong = flag.Bool("long", false, "TestDiffProp: run the long mode (2,000 generated scripts)")

// diffKnown are the differences from GNU bash the sandbox keeps, each
// recognised by the construct the generator produced and by its kind: what
// differs in the two results (kind). A disagreeing script that matches
// both is counted, not failed; any other difference in it still fails.
var diffKnown = []struct {
	reason string
	match  *regexp.Regexp
	kind   func(d *diffMismatch) bool
}{
	{"in the C locale bash quotes each byte >= 0x80 as $'\\ooo' for printf %q, ${x@Q}, ${x@A}, ${x@K} and declare -p; we quote by characters",
		regexp.MustCompile(`héllo[\s\S]*(%q|@[QAK]|declare -p)|(%q|@[QAK]|declare -p)[\s\S]*héllo`),
		func(d *diffMismatch) bool {
			return strings.Contains(d.bash.stdout, `\303`) && d.ours.status == d.bash.status
		}},
	{"bash 5.2 re-reads a $( ) holding a here-document and drops the first ; after it (`); cmd` fails " +
		"with a syntax error, `echo a; echo b` prints `a echo b`); we run it as written",
		regexp.MustCompile(`(?s)\$\(\n.*\n\t*EOF\n(?:[^;\n]*\n)*?[^\n]*;`),
		func(d *diffMismatch) bool {
			return strings.Contains(d.bash.stderr, "syntax error") || strings.Contains(d.bash.stdout, "echo ")
		}},
	{"a command that reads the file it writes, as in `{ ...; cat f1; } >> f1`: GNU cat refuses " +
		"(\"input file is output file\", status 1), our cat copies the file (tr, sort and the others buffer their " +
		"output as GNU's do and agree)",
		diffCatSelf, func(d *diffMismatch) bool { return strings.Contains(d.bash.stderr, "input file is output file") }},
	{"bash parses arithmetic while it evaluates it, so an n++, --n or n -= x left of a syntax error " +
		"(an empty $n, or an assignment to a non-variable as in a + n = 1) has already changed n; we parse first and change nothing",
		regexp.MustCompile(`\(\(` + diffArithIn + `(\+\+|--|[-+*/%|&^]=|<<=|[a-z] = )` + diffArithIn +
			`(\$[a-z]\b|[-+*/%<>=!&|^?:] [a-z] ([-+*/%|]?=|<<=) )`),
		func(d *diffMismatch) bool {
			return strings.Contains(d.bash.stderr, "error token is") && strings.Contains(d.ours.stderr, "error token is")
		}},
	{"for a negative exponent bash names as the error token what its parser reads next (\"1\" for 2 ** -1, \"+ 3\" for 2 ** -1 + 3); " +
		"we name the exponent (\"-1\"): a difference when the message is redirected to stdout",
		regexp.MustCompile(`\*\* -1(?s:.*)2>&1`),
		func(d *diffMismatch) bool {
			return strings.Contains(d.bash.stdout, "exponent less than 0") && d.ours.status == d.bash.status
		}},
	{"bash checks for a negative exponent (** -1) even in an operand that ?:, && or || skip, and fails; we only check what we evaluate",
		regexp.MustCompile(`\(\(` + diffArithIn + `(\?|&&|\|\|)` + diffArithIn + `\*\* -1`),
		func(d *diffMismatch) bool {
			return strings.Contains(d.bash.stderr, "exponent less than 0") && !strings.Contains(d.ours.stderr, "exponent less than 0")
		}},
	{"an unquoted $(...) printing /* (echo \"$q/$p\" with p='*') is glob-expanded: bash lists the host's /, we the sandbox's /",
		regexp.MustCompile(`(^|[ (])\$\([^\n]*do echo "\$q/\$p"; done\)`),
		func(d *diffMismatch) bool {
			return d.ours.status == d.bash.status && strings.Contains(d.bash.stdout, "/")
		}},
}

// diffCatSelf matches a cat of a file, or a command reading it on stdin
// (< file), whose output goes to that file: on the same line, inside a
// block "{ ...\n} > file" (the reader on its first line, on a line after
// it, or after the close of an inner block) with no other redirected block
// closed (a line starting "} ") between, in a function called later with
// its output there, or after exec > file. Go's regexp has no
// back-references: alternatives for each file.
var diffCatSelf = regexp.MustCompile(func() string {
	const (
		line = `(?:[^}\n][^\n]*|\}[^ \n][^\n]*|\}?)\n` // not "} ..."
		open = `(?m:^)\{ `
	)
	var alts []string
	for _, f := range genFiles {
		cat, end := `(?:cat |< ?)`+f+`\b[^)\n]*`, `\n(?:`+line+`)*?\} >>? `+f+`\b`
		alts = append(alts, cat+`>>? ?`+f+`\b`,
			open+`[^\n]*`+cat+end,
			open+`[^\n]*\n(?:`+line+`)*?(?:[^}\n][^\n]*)?`+cat+end,
			open+`[^\n]*\n(?:`+line+`)*?\{ [^\n]*\n(?:`+line+`)*?\} [^\n]*`+cat+end,
			// a function that cats the file, called with its output there
			`(?s:cat `+f+`\b.*\n\t*fn_\d+ [^\n]*>>? ?`+f+`\b)`,
			// a subshell that sends its output there first
			`exec >>? ?`+f+`\b[^\n]*cat `+f+`\b`)
	}
	return strings.Join(alts, "|")
}())

// diffArithIn is the rest of one arithmetic expression on its line: it
// stops before the )) that ends it.
const diffArithIn = `(?:[^\n)]|\)[^)\n])*?`

// diffCeiling is the number of the CI mode's 300 scripts that may still
// disagree with bash, not yet fixed nor explained (the run's log lists
// them; CW_DIFF_SHOW=N minimises N of them). Lower it as fixes land; never
// raise it. Other modes report every disagreement as a failure.
const diffCeiling = 0

// TestDiffProp is a differential property test against GNU bash (issue
// 6): scripts generated by diffGen from a small grammar (assignments,
// parameter expansions, quoting, arithmetic, [[ ]] and test, if, case, for,
// while, until, functions and bounded recursion, command substitution,
// redirections into files, here-documents and here-strings, pipelines
// through echo, printf, cat, tr, sort, head, wc and cut, set -e, -u and
// pipefail) and from idioms models write (diffprop_idiom_test.go: read
// loops, printf's flags, declare and scoping, ${x@OP}, namerefs, getopts,
// IFS, slices, sparse and associative arrays, mapfile, BASH_REMATCH,
// extglob, set -e, traps, exec redirections...) run in a fresh Sandbox and by `bash --norc --noprofile FILE` in
// an empty temporary folder, both with LC_ALL=C; stdout and the exit
// status must agree. Stderr is not compared (message wording is not
// this test's concern); it is printed with a failure.
//
// The default (CI) mode runs 300 scripts, seeds 1 to 300. More:
//
//	go test -run TestDiffProp -long .              # 2,000 scripts
//	CW_DIFF_LONG=5000 go test -run TestDiffProp .  # 5,000 scripts
//	CW_DIFF_SEED=1234 go test -run TestDiffProp -v .  # that one script, printed
//	CW_DIFF_START=10000 CW_DIFF_LONG=1000 ...      # seeds 10,000 to 10,999
//	CW_FRESH_SEEDS=1 CW_DIFF_LONG=600 ...          # 600 seeds never run before
//
// The CI mode fails when more scripts disagree than diffCeiling; the other
// modes fail on any disagreement. A script that matches a diffKnown
// construct is counted apart. A failure prints the seed, the script, and
// (for the first 3, or CW_DIFF_SHOW=N) the script minimised: top-level
// statements, then single lines, dropped while bash still parses it
// cleanly and the two still disagree other than by a timeout or a limit.
// CW_DIFF_DUMP=DIR writes every disagreeing script with both results.
func TestDiffProp(t *testing.T) {
	n := testlong.Count(100, 300)
	if *diffLong {
		n = 2000
	}
	diffPropSuite(t, diffSuite{name: "TestDiffProp", env: "CW_DIFF", n: n, ceiling: diffCeiling,
		forced: *diffLong, gen: genScript, known: diffKnownReason})
}

// diffSuite is one generator run by diffPropSuite.
type diffSuite struct {
	name    string                             // the test's name, for the messages
	env     string                             // prefix of its variables: _LONG, _START, _SEED
	n       int                                // scripts of the CI mode
	ceiling int                                // disagreements the CI mode tolerates
	forced  bool                               // a flag chose a longer mode: not the CI mode
	stderr  bool                               // compare stderr too
	gen     func(uint64) []string              // a seed's top-level statements
	known   func(string, *diffMismatch) string // the known difference a script and its results show, or ""
}

// diffPropSuite runs a suite's scripts in the sandbox and in bash, two at
// a time, and reports the disagreements (see TestDiffProp).
func diffPropSuite(t *testing.T, su diffSuite) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	n, start := su.n, 1
	ciMode := !su.forced && os.Getenv(su.env+"_LONG") == "" && os.Getenv(su.env+"_SEED") == "" && os.Getenv(su.env+"_START") == ""
	if v := os.Getenv(su.env + "_LONG"); v != "" {
		var err error
		if n, err = strconv.Atoi(v); err != nil {
			t.Fatalf("%s_LONG: %v", su.env, err)
		}
	}
	if v := os.Getenv(su.env + "_START"); v != "" {
		var err error
		if start, err = strconv.Atoi(v); err != nil {
			t.Fatalf("%s_START: %v", su.env, err)
		}
	}
	if os.Getenv("CW_FRESH_SEEDS") != "" && os.Getenv(su.env+"_START") == "" && os.Getenv(su.env+"_SEED") == "" {
		// Seeds never run before, from the clock (logged, so a failure
		// can be run again with _SEED): any disagreement fails.
		start = 1_000_000 + int(time.Now().UnixNano()%1_000_000_000)
		ciMode = false
		t.Logf("CW_FRESH_SEEDS: seeds %d to %d (%s_START=%d)", start, start+n-1, su.env, start)
	}
	if v := os.Getenv(su.env + "_SEED"); v != "" {
		seed, err := strconv.Atoi(v)
		if err != nil {
			t.Fatalf("%s_SEED: %v", su.env, err)
		}
		start, n = seed, 1
		t.Logf("script of seed %d:\n%s", seed, strings.Join(su.gen(uint64(seed)), "\n"))
	}
	run := func(script string) *diffMismatch { return diffRunWith(t, script, su.stderr) }

	var (
		mu            sync.Mutex
		failures      []int
		known, agreed int
		knownBy       = map[string]int{}
		seeds         = make(chan int)
		wg            sync.WaitGroup
	)
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for seed := range seeds {
				script := strings.Join(su.gen(uint64(seed)), "\n")
				d := run(script)
				mu.Lock()
				switch {
				case d == nil:
					agreed++
				case su.known(script, d) != "":
					known++
					knownBy[su.known(script, d)]++
				default:
					failures = append(failures, seed)
				}
				mu.Unlock()
			}
		}()
	}
	for seed := start; seed < start+n; seed++ {
		seeds <- seed
	}
	close(seeds)
	wg.Wait()
	t.Logf("%d scripts: %d agree, %d differ, %d known differences %v", n, agreed, len(failures), known, knownBy)

	// Minimising costs hundreds of runs: only the first few failures.
	slices.Sort(failures)
	show := 3
	if v := os.Getenv("CW_DIFF_SHOW"); v != "" {
		show, _ = strconv.Atoi(v)
	}
	dump := os.Getenv("CW_DIFF_DUMP") // a folder for every failure's script and result
	report := t.Errorf
	if ciMode && len(failures) <= su.ceiling {
		report = t.Logf
		if os.Getenv("CW_DIFF_SHOW") == "" {
			show = 0 // known to the ceiling: no minimising on every run
		}
		if len(failures) < su.ceiling {
			t.Logf("only %d disagreements: lower the ceiling to %d", len(failures), len(failures))
		}
	}
	if ciMode && len(failures) > su.ceiling {
		t.Errorf("%d disagreements, more than the ceiling (%d)", len(failures), su.ceiling)
		report = t.Logf
	}
	for i, seed := range failures {
		stmts := su.gen(uint64(seed))
		script := strings.Join(stmts, "\n")
		d := run(script)
		if i >= show {
			report("seed %d differs too", seed)
			if dump != "" {
				os.WriteFile(filepath.Join(dump, fmt.Sprintf("%d.txt", seed)), []byte(script+"\n#####"+fmt.Sprint(d)), 0o644)
			}
			continue
		}
		min := diffMinimise(t, stmts, su.stderr)
		report("seed %d (%s_SEED=%d go test -run %s -v .):\n--- minimised:\n%s\n%v\n--- whole script:\n%s\n%v",
			seed, su.env, seed, su.name, min, run(min), script, d)
		if dump != "" {
			os.WriteFile(filepath.Join(dump, fmt.Sprintf("%d.txt", seed)), []byte(min+"\n#####"+fmt.Sprint(run(min))), 0o644)
		}
	}
}

func diffKnownReason(script string, d *diffMismatch) string {
	for _, k := range diffKnown {
		if k.match.MatchString(script) && k.kind(d) {
			return k.reason
		}
	}
	return ""
}

// diffResult is what one shell did with a script.
type diffResult struct {
	stdout, stderr string
	status         int
}

// diffMismatch is a disagreement between the sandbox and bash.
type diffMismatch struct{ ours, bash diffResult }

func (d *diffMismatch) Error() string {
	return fmt.Sprintf("\nours: status %d stdout %q\n      stderr %q\nbash: status %d stdout %q\n      stderr %q",
		d.ours.status, d.ours.stdout, d.ours.stderr, d.bash.status, d.bash.stdout, d.bash.stderr)
}

// diffRun runs script in both shells and returns their disagreement in
// stdout or status, or nil.
func diffRun(t testing.TB, script string) *diffMismatch {
	t.Helper()
	return diffRunWith(t, script, false)
}

// diffRunWith is diffRun that compares stderr too when stderr is set.
func diffRunWith(t testing.TB, script string, stderr bool) *diffMismatch {
	t.Helper()
	agree := func(ours, bash diffResult) bool {
		return ours.stdout == bash.stdout && ours.status == bash.status && (!stderr || ours.stderr == bash.stderr)
	}
	ours := diffOursWithin(t, script, diffTimeout)
	bash := diffBashWithin(t, script, diffTimeout)
	if agree(ours, bash) {
		return nil
	}
	if ours.status == 124 || bash.status == 124 {
		// One side ran out of time: on a loaded machine a script that
		// takes a second can take ten. Both again, with time to spare.
		ours = diffOursWithin(t, script, diffRetryTimeout)
		bash = diffBashWithin(t, script, diffRetryTimeout)
		if agree(ours, bash) {
			return nil
		}
	}
	return &diffMismatch{ours, bash}
}

// diffTimeout bounds each shell's run of a script; a disagreement where
// one side timed out is run again under diffRetryTimeout.
const (
	diffTimeout      = 5 * time.Second
	diffRetryTimeout = time.Minute
)

func diffOursWithin(t testing.TB, script string, timeout time.Duration) diffResult {
	sb, err := New(WithWorkingDirectory("/tmp/diff"), WithEnv(map[string]string{"LC_ALL": "C"}),
		WithLimits(Limits{Timeout: timeout}))
	if err != nil {
		t.Fatal(err)
	}
	defer sb.Close()
	res, err := sb.Exec(context.Background(), script)
	if err != nil {
		t.Fatalf("Exec: %v", err)
	}
	return diffResult{res.Stdout, res.Stderr, res.ExitCode}
}

// diffBash runs script as a file in an empty folder: a script file, not
// bash -c, whose expansion errors end the shell with 127 instead of 1.
func diffBash(t testing.TB, script string, args ...string) diffResult {
	return diffBashWithin(t, script, diffTimeout, args...)
}

func diffBashWithin(t testing.TB, script string, timeout time.Duration, args ...string) diffResult {
	dir := t.TempDir()
	file := filepath.Join(t.TempDir(), "script.sh")
	if err := os.WriteFile(file, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, "bash", append(append([]string{"--norc", "--noprofile"}, args...), file)...)
	cmd.Dir = dir
	cmd.Env = []string{"LC_ALL=C", "PATH=/usr/bin:/bin", "HOME=" + dir}
	// A subshell looping in the background outlives a killed bash and
	// holds its stdout open: kill the whole process group, and stop
	// waiting for the pipes soon after.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = time.Second
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	status := 0
	var ee *exec.ExitError
	switch {
	case errors.As(err, &ee):
		status = ee.ExitCode()
	case err != nil:
		t.Fatalf("bash: %v", err)
	}
	if ctx.Err() != nil {
		status = 124
	}
	// bash names the script in its messages ("FILE: line 3: ..."), on
	// stdout too after 2>&1; the sandbox's script is "bash".
	named := func(s string) string { return strings.ReplaceAll(s, file+": ", "bash: ") }
	return diffResult{named(out.String()), named(errb.String()), status}
}

// diffMinimise drops top-level statements, then single lines, while bash
// still parses the script and the two shells still disagree (other than by
// a timeout or a limit).
func diffMinimise(t testing.TB, stmts []string, stderr bool) string {
	keep := func(cand []string) bool {
		s := strings.Join(cand, "\n")
		if b := diffBash(t, s, "-n"); b.status != 0 || b.stderr != "" {
			return false // a syntax error or warning (a here-document cut short)
		}
		// Not a hang or a limit that dropping a guard made.
		d := diffRunWith(t, s, stderr)
		return d != nil && d.bash.status != 124 && d.ours.status != 124 && d.ours.status != 125
	}
	for i := 0; i < len(stmts); {
		cand := append(append([]string(nil), stmts[:i]...), stmts[i+1:]...)
		if keep(cand) {
			stmts = cand
		} else {
			i++
		}
	}
	lines := strings.Split(strings.Join(stmts, "\n"), "\n")
	for i := 0; i < len(lines); {
		cand := append(append([]string(nil), lines[:i]...), lines[i+1:]...)
		if keep(cand) {
			lines = cand
		} else {
			i++
		}
	}
	return strings.Join(lines, "\n")
}
