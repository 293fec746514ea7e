package commands

import (
	"bufio"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"unsafe"

	"github.com/computerwelt/computerwelt/internal/testlong"
)

// The host record: what the real tools printed for the differential cases,
// kept as hashes in testdata/hostruns/<TestName>. Starting a host process
// costs milliseconds of CPU on the machines here (mostly system time), and
// the differential tests start thousands, so by default a case whose
// sandbox result hashes to what the real tool printed for the same command
// line, input and files when the record was made passes without starting
// the tool. Every other case (no record, or a different result) runs the
// real tool as before, which reports the difference. With CW_LONG=1 every
// case runs the real tool (and a record that disagrees with it is logged
// as stale); CW_HOSTRUNS_RECORD=1 runs them all too and rewrites the
// record of each top-level test that ran, with the cases of this run
// (the default ones are those the record serves):
//
//	CW_HOSTRUNS_RECORD=1 go test -count=1 -run 'TestX$' ./commands
//
// A record only ever stands for the real tool's own output, so a test
// that passes through it still fails when ours changes.

// hostRecordEnv asks for the record to be made anew.
const hostRecordEnv = "CW_HOSTRUNS_RECORD"

const hostRecordDir = "testdata/hostruns"

var hostRecord = struct {
	sync.Mutex
	loaded map[string]map[string]string // test -> case key -> result hash
	seen   map[string]map[string]string // what this run's real tools printed
}{loaded: map[string]map[string]string{}, seen: map[string]map[string]string{}}

func hostRecording() bool { return os.Getenv(hostRecordEnv) == "1" }

// hostTestName is the top-level test of t, whose file holds its record.
func hostTestName(t testing.TB) string {
	name, _, _ := strings.Cut(t.Name(), "/")
	return name
}

// hostCaseKey identifies a case: the command line, standard input and
// files (the environment is the fixed hostTestEnv).
func hostCaseKey(args []string, stdin string, files map[string]string) string {
	h := sha256.New()
	field := func(s string) {
		var n [8]byte
		binary.LittleEndian.PutUint64(n[:], uint64(len(s)))
		h.Write(n[:])
		h.Write(hostBytes(s))
	}
	field(fmt.Sprint(len(args)))
	for _, a := range args {
		field(a)
	}
	field(stdin)
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		field(n)
		field(files[n])
	}
	return hex.EncodeToString(h.Sum(nil)[:8])
}

// hostHash is the hash of what the real tools printed for a case.
func hostHash(out string) string {
	h := sha256.Sum256(hostBytes(out))
	return hex.EncodeToString(h[:8])
}

// hostBytes is s's bytes for hashing, without the copy a conversion
// makes: the cases' inputs and outputs run to megabytes, and hashing
// them only reads them.
func hostBytes(s string) []byte { return unsafe.Slice(unsafe.StringData(s), len(s)) }

// resultText is one run's result as one string, for hostHash.
func resultText(r result) string {
	return fmt.Sprintf("%d %d %d\n%s%s", len(r.stdout), len(r.stderr), r.status, r.stdout, r.stderr)
}

// recordedHost returns the recorded hash of the real tool's result for key
// in test's record ("" when there is none).
func recordedHost(test, key string) string {
	hostRecord.Lock()
	defer hostRecord.Unlock()
	rec, ok := hostRecord.loaded[test]
	if !ok {
		rec = map[string]string{}
		if f, err := os.Open(filepath.Join(hostRecordDir, test)); err == nil {
			sc := bufio.NewScanner(f)
			for sc.Scan() {
				if k, v, ok := strings.Cut(sc.Text(), " "); ok && !strings.HasPrefix(k, "#") {
					rec[k] = v
				}
			}
			f.Close()
		}
		hostRecord.loaded[test] = rec
	}
	return rec[key]
}

// hostKnown reports whether the case of key may pass without running the
// real tools: by default, when the record says they printed got.
func hostKnown(t testing.TB, key, got string) bool {
	if testlong.On() || hostRecording() {
		return false
	}
	rec := recordedHost(hostTestName(t), key)
	return rec != "" && rec == hostHash(got)
}

// hostRan notes what the real tools printed for the case of key, for
// CW_HOSTRUNS_RECORD=1, and logs a record that says otherwise.
func hostRan(t testing.TB, key, want string) {
	t.Helper()
	test, h := hostTestName(t), hostHash(want)
	if rec := recordedHost(test, key); rec != "" && rec != h {
		t.Logf("the host record of %s is stale for this case (%s): %s=1 makes it anew", test, key, hostRecordEnv)
	}
	hostRecord.Lock()
	defer hostRecord.Unlock()
	if hostRecord.seen[test] == nil {
		hostRecord.seen[test] = map[string]string{}
	}
	hostRecord.seen[test][key] = h
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

// writeHostRecord writes, with CW_HOSTRUNS_RECORD=1, the record of every
// top-level test that ran real tools in this run.
func writeHostRecord() error {
	if !hostRecording() {
		return nil
	}
	hostRecord.Lock()
	defer hostRecord.Unlock()
	if err := os.MkdirAll(hostRecordDir, 0o755); err != nil {
		return err
	}
	for test, seen := range hostRecord.seen {
		keys := make([]string, 0, len(seen))
		for k := range seen {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		var b strings.Builder
		fmt.Fprintf(&b, "# %s: hashes of the real tools' results (commands/hostrecord_test.go); %s=1 rewrites\n", test, hostRecordEnv)
		for _, k := range keys {
			fmt.Fprintf(&b, "%s %s\n", k, seen[k])
		}
		if err := os.WriteFile(filepath.Join(hostRecordDir, test), []byte(b.String()), 0o644); err != nil {
			return err
		}
	}
	return nil
}

func TestMain(m *testing.M) {
	code := m.Run()
	if err := writeHostRecord(); err != nil {
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
	recordedHost(t.Name(), key) // loads the (absent) file first
	hostRecord.Lock()
	hostRecord.loaded[t.Name()][key] = hostHash(resultText(recorded))
	hostRecord.Unlock()
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
