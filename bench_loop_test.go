package computerwelt

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// Benchmarks of the interpreter's inner loop through the public API, on a
// warm sandbox (issue 20). Run with -benchmem: allocations per iteration are
// what guards the loop, not time.

// benchExec runs script b.N times on one sandbox.
func benchExec(b *testing.B, script string) {
	sb := newSandbox(b, WithWorkingDirectory("/work"))
	mustExec(b, sb, script) // warm: first-run setup is not measured
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		res, err := sb.Exec(context.Background(), script)
		if err != nil || res.ExitCode != 0 {
			b.Fatalf("%v %+v", err, res)
		}
	}
}

// BenchmarkExecEchoArith is the in-process reference: 13–20 µs.
func BenchmarkExecEchoArith(b *testing.B) { benchExec(b, `echo hi >/dev/null; x=$((1+2))`) }

// BenchmarkLoop1000 is bench/compare's 1,000-iteration loop.
func BenchmarkLoop1000(b *testing.B) {
	benchExec(b, `x=0; s=; for ((i = 0; i < 1000; i++)); do x=$((x + i)); s="$s$i,"; done; echo "$x ${#s}" >/dev/null`)
}

// BenchmarkLoopWhileRead reads 1,000 lines with while read and tests each.
func BenchmarkLoopWhileRead(b *testing.B) {
	benchExec(b, `n=0; while read -r a b; do [[ $a == *5* ]] && n=$((n + 1)); done < <(seq 1000 | sed 's/$/ x/'); echo $n >/dev/null`)
}

// BenchmarkLoopFuncs calls a function 1,000 times with parameter expansions.
func BenchmarkLoopFuncs(b *testing.B) {
	benchExec(b, `f() { local v=$1; r=${v%.txt}; r=${r#f}; }; for i in {1..1000}; do f "f$i.txt"; done; echo "$r" >/dev/null`)
}

// BenchmarkLoopCommandSubst: a subshell per iteration. Each subshell
// seeded a math/rand source of 607 words (4.9 KB and ~10 µs) until the
// shells' random source became a PCG.
func BenchmarkLoopCommandSubst(b *testing.B) {
	benchExec(b, `for i in {1..1000}; do x=$(echo "$i"); done; echo "$x" >/dev/null`)
}

// TestLoopAllocations holds the inner loop's allocations per iteration (a
// count, not a time): 17 per iteration of this loop before issue 20's
// work, 8 after (the number the arithmetic, the concatenation and their
// parts need), 3 once $x, arithmetic operands and one-part words stopped
// allocating slices (the two strings made and the concatenation's
// growth). A walk of the syntax tree per $((...)) or per word costs
// several more and fails this.
func TestLoopAllocations(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	sb := newSandbox(t, WithWorkingDirectory("/work"))
	loop := func(n int) string {
		return fmt.Sprintf(`x=0; s=; for ((i = 0; i < %d; i++)); do x=$((x + i)); s="$s$i,"; done`, n)
	}
	per := func(script string) float64 {
		mustExec(t, sb, script)
		return testing.AllocsPerRun(3, func() { mustExec(t, sb, script) })
	}
	// The difference between 2,000 and 1,000 iterations is the loop's
	// alone: Exec's own allocations cancel out.
	perIter := (per(loop(2000)) - per(loop(1000))) / 1000
	t.Logf("%.1f allocations per iteration", perIter)
	if perIter > 4 {
		t.Errorf("%.1f allocations per loop iteration, budget 4", perIter)
	}
}

// allocsPerIteration is the allocations one iteration of script(n)'s loop
// makes: the difference between 2,000 and 1,000 iterations, so that
// Exec's own allocations cancel out.
func allocsPerIteration(t *testing.T, sb *Sandbox, script func(n int) string) float64 {
	t.Helper()
	per := func(s string) float64 {
		mustExec(t, sb, s)
		return testing.AllocsPerRun(3, func() { mustExec(t, sb, s) })
	}
	return (per(script(2000)) - per(script(1000))) / 1000
}

// TestFuncCallAllocations holds what a function call with a local and
// pattern removals costs (a count, not a time): 30 allocations per
// iteration before the function's scope was reused from the last call,
// $1 and one-part words stopped allocating slices, a literal pattern
// stopped building a matcher and local's operands stayed on the stack;
// 6 after (the "f$i.txt" argument, the argument list, the local
// variable, the two ${v%...} values' slices, i's new value); 4 once a
// scalar's removal was expanded without a one-element list of values
// (shell's scalarOpParam).
func TestFuncCallAllocations(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	sb := newSandbox(t, WithWorkingDirectory("/work"))
	perIter := allocsPerIteration(t, sb, func(n int) string {
		return fmt.Sprintf(`f() { local v=$1; r=${v%%.txt}; r=${r#f}; }; for ((i = 0; i < %d; i++)); do f "f$i.txt"; done`, n)
	})
	t.Logf("%.1f allocations per call", perIter)
	if perIter > 5 {
		t.Errorf("%.1f allocations per function call and loop iteration, budget 5", perIter)
	}
}

// TestWhileReadAllocations holds what while read with a [[ ]] test costs
// per line (a count, not a time): 12.5 allocations before read kept its
// buffers between calls, $a stopped allocating a slice and a one-term
// [[ ]] was no longer reordered for precedence; 2.3 after (the number's
// string, read's argument list, now and then n's new value).
func TestWhileReadAllocations(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	sb := newSandbox(t, WithWorkingDirectory("/work"))
	mustExec(t, sb, `seq 2000 | sed 's/$/ x/' >/work/lines2000; head -n 1000 /work/lines2000 >/work/lines1000`)
	perIter := allocsPerIteration(t, sb, func(n int) string {
		return fmt.Sprintf(`n=0; while read -r a b; do [[ $a == *5* ]] && n=$((n + 1)); done </work/lines%d`, n)
	})
	t.Logf("%.1f allocations per line", perIter)
	if perIter > 3.5 {
		t.Errorf("%.1f allocations per line read and tested, budget 3.5", perIter)
	}
}

// TestBraceSequenceAllocations holds what a brace sequence costs per item
// with its loop iteration (a count, not a time): `for i in {1..N}; do :;
// done` made 11 allocations per item before the items' literals and
// one-part slices were allocated together and a lone alternative's slice
// was no longer copied, 9 after, 6 once a field without glob characters
// made no list of matches, 4 once braceExpand returned each word's parts
// (no syntax.Word each) and stopped copying them when nothing came
// before the braces, 3 once an alternative and what follows the braces
// were joined in one allocation.
func TestBraceSequenceAllocations(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	sb := newSandbox(t, WithWorkingDirectory("/work"))
	per := func(n int) float64 {
		script := fmt.Sprintf(`for i in {1..%d}; do :; done`, n)
		mustExec(t, sb, script)
		return testing.AllocsPerRun(3, func() { mustExec(t, sb, script) })
	}
	perItem := (per(2000) - per(1000)) / 1000
	t.Logf("%.1f allocations per item", perItem)
	if perItem > 3.5 {
		t.Errorf("%.1f allocations per brace-sequence item and loop iteration, budget 3.5", perItem)
	}
}

// BenchmarkPatsubLiteral replaces a literal in a 1 MB value.
func BenchmarkPatsubLiteral(b *testing.B) {
	benchExec(b, `x=$(head -c 1000000 /dev/zero | tr '\0' a); y=${x//a/bb}; echo ${#y} >/dev/null`)
}

// TestPatsubLiteralAllocations: ${x//lit/rep} finds a literal pattern as
// text, so its allocations do not grow with the number of matches (a
// regular expression per match made 10,000 more for 10,000 more matches).
func TestPatsubLiteralAllocations(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	sb := newSandbox(t, WithWorkingDirectory("/work"))
	mustExec(t, sb, `a10=$(printf '%010000d' 0); a20=$(printf '%020000d' 0)`)
	per := func(script string) float64 {
		mustExec(t, sb, script)
		return testing.AllocsPerRun(3, func() { mustExec(t, sb, script) })
	}
	if extra := per(`y=${a20//0/ab}`) - per(`y=${a10//0/ab}`); extra > 100 {
		t.Errorf("10,000 more matches cost %.0f more allocations", extra)
	}
	if res := mustExec(t, sb, `y=${a10//0/ab}; echo ${#y} ${y:0:4}; z=x0y0; echo ${z//0/&&} ${z/#x0/-} ${z/%y0/-} ${z/%x/-}`); res.Stdout != "20000 abab\nx00y00 -y0 x0- x0y0\n" {
		t.Errorf("got %+v", res)
	}
}

// BenchmarkLoopTestBuiltin counts to 1,000 with while [ ... ] and $((...)).
func BenchmarkLoopTestBuiltin(b *testing.B) {
	benchExec(b, `i=0; while [ $i -lt 1000 ]; do i=$((i+1)); done; echo $i >/dev/null`)
}

// BenchmarkLoopCasePatsub walks $(seq 1000) with case and ${i//1/one}.
func BenchmarkLoopCasePatsub(b *testing.B) {
	benchExec(b, `s=; for i in $(seq 1000); do case $i in *7*) s+=x;; esac; v=${i//1/one}; done; echo ${#s} $v >/dev/null`)
}

// TestTestBuiltinAllocations holds what a round of while [ $i -lt N ]
// costs (a count, not a time): 10 allocations before the [ word and an
// unquoted $i without IFS characters skipped field splitting and
// globbing (each made a list of fields and a list of matches, and kept
// its parts' buffer); 2 after ([ 's argument list, i's new value).
func TestTestBuiltinAllocations(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	sb := newSandbox(t, WithWorkingDirectory("/work"))
	perIter := allocsPerIteration(t, sb, func(n int) string {
		return fmt.Sprintf(`i=0; while [ $i -lt %d ]; do i=$((i+1)); done`, n)
	})
	t.Logf("%.1f allocations per iteration", perIter)
	if perIter > 2.5 {
		t.Errorf("%.1f allocations per while [ ] iteration, budget 2.5", perIter)
	}
}

// TestCasePatsubAllocations holds what a case and a ${i//1/one} cost per
// item of $(seq N) (a count, not a time): 20.5 allocations before case
// stopped printing its word for $BASH_COMMAND (a printer and its 4 KiB
// buffer each time), a literal replacement was taken as it is, a
// scalar's value was no longer copied before replacing and a field
// without glob characters made no list of matches, 5.3 after; 4.3 once
// the fields of $(seq N) shared one array of parts; 2.3 once a pattern's
// matcher and finder came from its cached plan (patPlan), not built anew;
// 1.3 once ${i//1/one} made no one-element list of values.
func TestCasePatsubAllocations(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	sb := newSandbox(t, WithWorkingDirectory("/work"))
	perIter := allocsPerIteration(t, sb, func(n int) string {
		return fmt.Sprintf(`s=; for i in $(seq %d); do case $i in *7*) s+=x;; esac; v=${i//1/one}; done`, n)
	})
	t.Logf("%.1f allocations per item", perIter)
	if perIter > 2 {
		t.Errorf("%.1f allocations per case and pattern substitution, budget 2", perIter)
	}
}

// BenchmarkLoopPatsubPattern replaces and removes bracket and star
// patterns 1,000 times: patterns that are not literal text.
func BenchmarkLoopPatsubPattern(b *testing.B) {
	benchExec(b, `s=; for ((i = 0; i < 1000; i++)); do v=${i//[13579]/o}; s=${v%%o*}; done; echo "$v $s" >/dev/null`)
}

// TestPatsubPatternAllocations holds what ${v//[...]/x} and ${v%%o*} cost
// per iteration (a count, not a time): a pattern that is no literal text
// is compiled once (shell's patPlan), not translated to a regular
// expression and its matcher and finder built at every expansion: 14.5
// allocations per iteration before, 7.5 after (the two values' slices,
// the replacement's builder, the regular expression's match indices,
// i's value), 5.5 once a scalar's ${v//...} and ${v%%...} made no
// one-element list of values (scalarOpParam).
func TestPatsubPatternAllocations(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	sb := newSandbox(t, WithWorkingDirectory("/work"))
	perIter := allocsPerIteration(t, sb, func(n int) string {
		return fmt.Sprintf(`s=; for ((i = 0; i < %d; i++)); do v=${i//[13579]/o}; s=${v%%%%o*}; done`, n)
	})
	t.Logf("%.1f allocations per iteration", perIter)
	if perIter > 6.5 {
		t.Errorf("%.1f allocations per pattern substitution and removal, budget 6.5", perIter)
	}
}

// TestScalarOpParam: the expansions shell's scalarOpParam takes without
// paramExp (a scalar's removals and substitutions) and those it leaves to
// it (an array's element 0, a nameref, an unset name under set -u)
// expand as bash 5.2 does; the expected text is bash's.
func TestScalarOpParam(t *testing.T) {
	sb := newSandbox(t, WithWorkingDirectory("/work"))
	res := mustExec(t, sb, `a=(x.txt y.txt); echo "${a%.txt}" ${a/x/z}
set -- f1.txt f2.txt; echo ${1%.txt} "${2/f/g}" ${3%x}+ ${3/a/b}+
v='a b.txt'; echo ${v%.txt}; echo "${v// /_}" ${v/#a/A} ${v/%txt/TXT}
declare -n r=v; echo ${r%.txt} ${r/a/Z}
u=; unset u; echo "[${u%x}]" "[${u/x/y}]" "[${u//}]"
p='*.'; echo ${v#$p} ${v#"$p"} ${v%${v#a}}
shopt -s nocasematch; w=ABC; echo ${w/b/x}; shopt -u nocasematch
IFS=.; echo ${v%txt}; unset IFS
(echo ${v%${z?unset z}} after)
(set -u; unset q; echo ${q%x}; echo no)`)
	want := "x z.txt\nf1 g2.txt + +\na b\na_b.txt A b.txt a b.TXT\na b Z b.txt\n[] [] []\ntxt a b.txt a\nAxC\na b\n"
	if res.Stdout != want || !strings.Contains(res.Stderr, "z: unset z") || !strings.Contains(res.Stderr, "q: unbound variable") || res.ExitCode != 1 {
		t.Errorf("got %q, %q, %d; want %q", res.Stdout, res.Stderr, res.ExitCode, want)
	}
}
