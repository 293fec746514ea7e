package commands

import (
	"context"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/internal/testtime"
)

func TestSleep(t *testing.T) {
	runDiffCases(t, []diffCase{
		{args: []string{"sleep"}},
		{args: []string{"sleep", "x"}},
		{args: []string{"sleep", "a\\b", "\t"}},
		{args: []string{"sleep", "-1"}},
		{args: []string{"sleep", "1x"}},
		{args: []string{"sleep", "1ms"}},
		{args: []string{"sleep", "nan"}},
		{args: []string{"sleep", "0", "x", "0s", "y"}},
		{args: []string{"sleep", "0.01s", ".01", "1e-3", "0x0.01", "+0.001", "0m", "0h", "0d", "--", "0"}},
		{args: []string{"sleep", "0x", "1e", ".", "1.", "1e-400", "--", "-0"}},
		{args: []string{"sleep", "1.", "1e-400", "--", "-0", "0x0p-3"}},
		{args: []string{"sleep", "0", "--help"}, why: "our usage text omits --version and GNU's links", stdout: sleepUsage},
	})
}

func TestSleepSumsArguments(t *testing.T) {
	start := time.Now()
	if r := runSandbox(t, []string{"sleep", "0.1", "0.05s", "0.001m"}, "", nil); r.status != 0 {
		t.Fatalf("status %d: %s", r.status, r.stderr)
	}
	d := time.Since(start)
	if d < 210*time.Millisecond {
		t.Errorf("slept %v, want about 0.21s", d)
	}
	testtime.Check(t, "sleep 0.1 0.05s 0.001m", 210*time.Millisecond+100*time.Millisecond, d)
}

func TestSleepReturnsOnCancel(t *testing.T) {
	for _, arg := range []string{"inf", "2h", "1e300d", "1e400"} {
		inv, _ := sysInvocation([]string{"sleep", arg})
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
		start := time.Now()
		st := runSleep(ctx, inv)
		cancel()
		testtime.Check(t, "sleep "+arg+" cancelled", 50*time.Millisecond+100*time.Millisecond, time.Since(start))
		if st == 0 {
			t.Errorf("sleep %s: status 0 after cancellation", arg)
		}
	}
}

func TestParseInterval(t *testing.T) {
	for s, want := range map[string]float64{"1": 1, "1.5m": 90, "2h": 7200, "1d": 86400, "0x10": 16, " 3": 3, "inf": -1, "Infinity": -1} {
		got, ok := parseInterval(s)
		if !ok || (want >= 0 && got != want) || (want < 0 && got < 1e300) {
			t.Errorf("parseInterval(%q) = %v, %v", s, got, ok)
		}
	}
	for _, s := range []string{"", "s", "-1", "nan", "1 s", "1_0", "1ss", "x1"} {
		if _, ok := parseInterval(s); ok {
			t.Errorf("parseInterval(%q) accepted", s)
		}
	}
}
