package computerwelt

import (
	"context"
	"fmt"
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

// TestLoopAllocations holds the inner loop's allocations per iteration (a
// count, not a time): 17 per iteration of this loop before issue 20's
// work, 8 after (the number the arithmetic, the concatenation and their
// parts need). A walk of the syntax tree per $((...)) or per word costs
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
	if perIter > 10 {
		t.Errorf("%.1f allocations per loop iteration, budget 10", perIter)
	}
}

// TestBraceSequenceAllocations holds what a brace sequence costs per item
// with its loop iteration (a count, not a time): `for i in {1..N}; do :;
// done` made 11 allocations per item before the items' literals and
// one-part slices were allocated together and a lone alternative's slice
// was no longer copied, 9 after.
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
	if perItem > 9.5 {
		t.Errorf("%.1f allocations per brace-sequence item and loop iteration, budget 9", perItem)
	}
}
