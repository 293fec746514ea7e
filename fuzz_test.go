package computerwelt

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"sync"
	"testing"
	"time"
)

// The fuzz targets of the threat model (SECURITY.md, "Fuzzing"). Each runs
// arbitrary input through a whole sandbox; the oracle is the sandbox's
// promise: no panic escapes, Exec ends within its timeout (plus slack for a
// loaded machine), output stays within MaxOutputBytes (plus the limit's
// one-line message), and nothing printed names the host.

const fuzzCanary = "cw-fuzz-canary-5c1e0b"

var fuzzLimits = Limits{
	Timeout:        time.Second,
	MaxOutputBytes: 16 << 10,
	MaxStringBytes: 1 << 20,
	MaxFileBytes:   1 << 20, MaxFilesystemBytes: 4 << 20, MaxFiles: 2000,
	MaxMemoryBytes: 256 << 20,
}

// fuzzSandbox is one sandbox per fuzz worker process, reused across inputs
// as a model's session would be; the state a previous input left is part
// of what is being fuzzed.
func fuzzSandbox(t testing.TB) *Sandbox {
	os.Setenv("CW_FUZZ_CANARY", fuzzCanary)
	sb, err := New(WithLimits(fuzzLimits), WithWorkingDirectory("/work"), WithEnv(map[string]string{"GREETING": "hi"}))
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if _, err := sb.Exec(ctx, `mkdir -p g/a/b g/.h && touch g/x.txt g/a/y.go g/a/b/z g/.h/w "g/sp ace" && printf '{"a":[1,2,{"b":"c"}]}\n' > j.json && printf 'a b\nc d\n' > t.txt`); err != nil {
		t.Fatal(err)
	}
	return sb
}

// checkOracle runs script and checks the sandbox's promises.
func checkOracle(t *testing.T, sb *Sandbox, script string) {
	t.Helper()
	traceInput(t, script)
	start := time.Now()
	res, err := sb.Exec(context.Background(), script)
	elapsed := time.Since(start)
	if err != nil {
		t.Fatalf("Exec error %v for %q", err, script)
	}
	// The timeout, the reaping of jobs (1 s) and slack for a loaded machine.
	if bound := fuzzLimits.Timeout + 5*time.Second; elapsed > bound {
		t.Fatalf("took %v (> %v) for %q", elapsed, bound, script)
	}
	max := fuzzLimits.MaxOutputBytes + 200
	if len(res.Stdout) > max || len(res.Stderr) > max {
		t.Fatalf("output %d/%d bytes past the limit for %q", len(res.Stdout), len(res.Stderr), script)
	}
	out := res.Stdout + res.Stderr
	if strings.Contains(script, "internal error") {
		return
	}
	if strings.Contains(out, "internal error") {
		t.Fatalf("internal error for %q: %s", script, out)
	}
	for _, leak := range fuzzLeaks() {
		if strings.Contains(out, leak) && !strings.Contains(script, leak) {
			t.Fatalf("host value %q in the output of %q", leak, script)
		}
	}
}

func fuzzLeaks() []string {
	wd, _ := os.Getwd()
	// The host pid is not checked here: any number a script prints may
	// equal it (TestThreatIdentityLeaks checks it on known output).
	leaks := []string{fuzzCanary, wd}
	// The host's temporary folder is a leak unless it is /tmp, which the
	// sandbox has of its own (a glob of /*/ prints it).
	if td := os.TempDir(); td != "/tmp" {
		leaks = append(leaks, td+"/")
	}
	return leaks
}

// FuzzScript: the parser and evaluator on arbitrary scripts.
func FuzzScript(f *testing.F) {
	for _, s := range []string{
		"echo hi | tr a-z A-Z", "for i in {1..3}; do echo $i; done", "f() { f; }; f", "x=$((1<<62)); echo $x",
		"cat <<EOF\n$(echo a)\nEOF", "set -euo pipefail; false | true", "a=(1 2 3); echo ${a[@]:1}",
		"declare -A m=([k]=v); echo ${!m[@]}", "trap 'echo t' EXIT; exit 3", "echo ${x:-${y:=z}}; echo $y",
		"case x in x|y) echo m;; esac", "[[ a =~ (a) ]] && echo ${BASH_REMATCH[1]}", "exec 3>&1; echo x >&3",
		"cd g; echo **/*; shopt -s globstar; echo **", "read -r a b <<< 'x y'; echo $b", "printf '%q\\n' \"$'\\t'\"",
		"coproc cat; echo x >&${COPROC[1]}", "eval 'echo $((2**10))'", "jq -c .a j.json", "awk '{print $2}' t.txt",
		"(sleep 5) & wait", "echo $'\\x00'", "((", "$(", "${", "'", "<<", "echo $((1/0))", "ulimit -a",
	} {
		f.Add(s)
	}
	var sb *Sandbox
	f.Fuzz(func(t *testing.T, script string) {
		if sb == nil {
			sb = fuzzSandbox(t)
		}
		checkOracle(t, sb, script)
	})
}

// FuzzWordExpansion: one word through every expansion.
func FuzzWordExpansion(f *testing.F) {
	for _, s := range []string{"${x:-a}", "${#x}", "${x/#a/b}", "${x^^}", "${!x}", "${x@Q}", "\"$@\"", "~", "$'\\u00e9'",
		"${a[@]: -1}", "{a,b}{c,d}", "{1..10..3}", "*.txt", "$(echo x)", "${x:?err}", "${GREETING//[aeiou]/_}", "\\$x"} {
		f.Add(s)
	}
	var sb *Sandbox
	f.Fuzz(func(t *testing.T, word string) {
		if sb == nil {
			sb = fuzzSandbox(t)
		}
		checkOracle(t, sb, "x=abc; a=(1 2 3); printf '<%s>' "+word+"; y="+word+"; echo")
	})
}

// FuzzArithmetic: $(( )), (( )) and let on arbitrary expressions.
func FuzzArithmetic(f *testing.F) {
	for _, s := range []string{"1+2*3", "x++ + ++x", "1<<63", "-9223372036854775808/-1", "2**64", "a[1]=5", "x=y=3",
		"0x7fffffffffffffff+1", "08", "36#zz", "1?2:3", "x,y", "(((1)))", "~0", "!0", "x/=0"} {
		f.Add(s)
	}
	var sb *Sandbox
	f.Fuzz(func(t *testing.T, expr string) {
		if sb == nil {
			sb = fuzzSandbox(t)
		}
		checkOracle(t, sb, "x=3 y=4; echo $(( "+expr+" )); (( "+expr+" )); let '"+strings.ReplaceAll(expr, "'", "")+"'")
	})
}

// FuzzGlob: patterns against a small tree, as globs and as [[ ]] and case
// patterns, with extglob and globstar.
func FuzzGlob(f *testing.F) {
	for _, s := range []string{"*", "**/*", "g/*.txt", "g/[a-x]*", "g/?", "g/+(a|b)", "g/!(x*)", "g/**/z", "[[:alpha:]]*",
		"g/[!a]*", "g/\\*", "g/[", "g/[]]", "@(a|*(b))", "g/.*", "g/{a,b}"} {
		f.Add(s)
	}
	var sb *Sandbox
	f.Fuzz(func(t *testing.T, pat string) {
		if sb == nil {
			sb = fuzzSandbox(t)
		}
		q := strings.ReplaceAll(pat, "'", "")
		checkOracle(t, sb, "shopt -s extglob globstar; printf '%s\\n' "+pat+"; [[ g/x.txt == "+pat+" ]]; echo $?; case g/a in "+pat+") echo c;; esac; compgen -G '"+q+"'")
	})
}

// Go's fuzzing coordinator discards its workers' output, so a worker that
// dies of a fatal error (stack overflow, concurrent map writes) leaves only
// "fuzzing process hung or terminated unexpectedly" and the last input,
// which may not crash on its own: the worker's sandbox carries state from
// earlier inputs. CW_FUZZ_TRACE=DIR makes each worker write its crash
// output to DIR/crash-PID.log and every input, quoted, to DIR/inputs-PID.log.
var fuzzTrace struct {
	once sync.Once
	w    *os.File
}

func traceInput(t *testing.T, script string) {
	dir := os.Getenv("CW_FUZZ_TRACE")
	if dir == "" {
		return
	}
	fuzzTrace.once.Do(func() {
		pid := os.Getpid()
		crash, err := os.OpenFile(filepath.Join(dir, fmt.Sprintf("crash-%d.log", pid)), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
		if err == nil {
			err = debug.SetCrashOutput(crash, debug.CrashOptions{})
		}
		if err == nil {
			fuzzTrace.w, err = os.OpenFile(filepath.Join(dir, fmt.Sprintf("inputs-%d.log", pid)), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
		}
		if err != nil {
			t.Fatalf("CW_FUZZ_TRACE: %v", err)
		}
	})
	if fuzzTrace.w != nil {
		fmt.Fprintf(fuzzTrace.w, "%q\n", script)
	}
}
