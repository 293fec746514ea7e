package commands

import (
	"fmt"
	"os"
	"sort"
	"testing"

	"github.com/computerwelt/computerwelt/internal/testlong"
	"github.com/computerwelt/computerwelt/internal/testrecord"
)

// The host record (internal/testrecord): what the real tools printed for
// the differential cases, kept as hashes in testdata/hostruns/<TestName>,
// so that by default a case whose sandbox result hashes to the recorded
// one passes without starting the tool:
//
//	CW_HOSTRUNS_RECORD=1 go test -count=1 -run 'TestX$' ./commands
//
// rewrites a test's record, and CW_LONG=1 runs every tool.
var hostRecord = testrecord.New("testdata/hostruns", "commands/hostrecord_test.go")

func hostRecording() bool { return testrecord.Recording() }

// hostCaseKey identifies a case: the command line, standard input and
// files (the environment is the fixed hostTestEnv).
func hostCaseKey(args []string, stdin string, files map[string]string) string {
	fields := append([]string{fmt.Sprint(len(args))}, args...)
	fields = append(fields, stdin)
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fields = append(fields, n, files[n])
	}
	return testrecord.Key(fields...)
}

// resultText is one run's result as one string, for the record's hash.
func resultText(r result) string { return testrecord.Result(r.stdout, r.stderr, r.status) }

// hostKnown reports whether the case of key may pass without running the
// real tools: by default, when the record says they printed got.
func hostKnown(t testing.TB, key, got string) bool { return hostRecord.Known(t, key, got) }

// hostRan notes what the real tools printed for the case of key.
func hostRan(t testing.TB, key, want string) {
	t.Helper()
	hostRecord.Ran(t, key, want)
}

// realResult is the real tool's result for args, stdin and files, as
// runReal returns it, given got, the sandbox's: by default got itself when
// the record says the real tool printed just that, without running it.
func realResult(t testing.TB, got result, args []string, stdin string, files map[string]string) result {
	t.Helper()
	key := hostCaseKey(args, stdin, files)
	if hostKnown(t, key, resultText(got)) {
		return got
	}
	want := runReal(t, args, stdin, files)
	hostRan(t, key, resultText(want))
	return want
}

func TestMain(m *testing.M) {
	code := m.Run()
	if err := hostRecord.Write(); err != nil {
		fmt.Fprintln(os.Stderr, "host record:", err)
		code = 1
	}
	os.Exit(code)
}

// TestHostRecordStandsInForTheTool: a recorded result that ours matches
// passes without the tool (by default), and one that ours does not match
// runs the tool, here one that does not exist, so the case skips.
func TestHostRecordStandsInForTheTool(t *testing.T) {
	args := []string{"cw-no-such-tool", "x"}
	recorded := result{"out\n", "err\n", 3}
	key := hostCaseKey(args, "in", map[string]string{"f": "1"})
	hostRecord.Set(t.Name(), key, testrecord.Hash(resultText(recorded)))
	for _, c := range []struct {
		name    string
		got     result
		runsOne bool
	}{
		{"same", recorded, testlong.On() || hostRecording()},
		{"other stdout", result{"out", "err\n", 3}, true},
		{"other stderr", result{"out\n", "", 3}, true},
		{"other status", result{"out\n", "err\n", 0}, true},
	} {
		var r result
		t.Run(c.name, func(t *testing.T) {
			r = realResult(t, c.got, args, "in", map[string]string{"f": "1"})
		})
		skipped := r == (result{})
		if skipped != c.runsOne {
			t.Errorf("%s: ran the tool: %v, want %v", c.name, skipped, c.runsOne)
		}
	}
	if hostCaseKey(args, "in", map[string]string{"f": "2"}) == key || hostCaseKey(args, "", map[string]string{"f": "1"}) == key ||
		hostCaseKey([]string{"cw-no-such-tool", "y"}, "in", map[string]string{"f": "1"}) == key {
		t.Error("a different case has the same key")
	}
}
