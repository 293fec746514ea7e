// Package testrecord keeps what the real programs (GNU bash, coreutils,
// gawk…) printed for differential test cases, as hashes in one file per
// top-level test. Starting a host process costs milliseconds of CPU on the
// machines here (mostly system time) and the differential tests start
// thousands, so by default a case whose sandbox result hashes to what the
// real program printed for the same case when the record was made passes
// without starting it. Every other case (no record, or a different result)
// runs the real program as before, which reports the difference. With
// CW_LONG=1 every case runs the real program (and a record that disagrees
// with it is logged as stale); CW_HOSTRUNS_RECORD=1 runs them all too and
// rewrites the record of each top-level test that ran, with the cases of
// this run:
//
//	CW_HOSTRUNS_RECORD=1 go test -count=1 -run 'TestX$' ./pkg
//
// A record only ever stands for the real program's own output, so a test
// that passes through it still fails when ours changes.
package testrecord

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

// Env asks for the record to be made anew.
const Env = "CW_HOSTRUNS_RECORD"

// Recording reports whether CW_HOSTRUNS_RECORD=1 asks for a new record.
func Recording() bool { return os.Getenv(Env) == "1" }

// A Record is the set of files in one directory, one per top-level test.
type Record struct {
	dir, maker string
	mu         sync.Mutex
	loaded     map[string]map[string]string // test -> case key -> result hash
	seen       map[string]map[string]string // what this run's real programs printed
}

// New returns the record kept in dir; maker names the code that writes it,
// for the files' first line.
func New(dir, maker string) *Record {
	return &Record{dir: dir, maker: maker, loaded: map[string]map[string]string{}, seen: map[string]map[string]string{}}
}

// TestName is the top-level test of t, whose file holds its record.
func TestName(t testing.TB) string {
	name, _, _ := strings.Cut(t.Name(), "/")
	return name
}

// Key identifies a case by its fields (length-prefixed, so no two
// different lists of fields share a key).
func Key(fields ...string) string {
	h := sha256.New()
	for _, s := range fields {
		var n [8]byte
		binary.LittleEndian.PutUint64(n[:], uint64(len(s)))
		h.Write(n[:])
		h.Write(bytesOf(s))
	}
	return hex.EncodeToString(h.Sum(nil)[:8])
}

// Result is one run's result (standard output, standard error, status)
// as the one string whose Hash a record keeps.
func Result(stdout, stderr string, status int) string {
	return fmt.Sprintf("%d %d %d\n%s%s", len(stdout), len(stderr), status, stdout, stderr)
}

// Hash is the hash of what a real program printed for a case.
func Hash(out string) string {
	h := sha256.Sum256(bytesOf(out))
	return hex.EncodeToString(h[:8])
}

// bytesOf is s's bytes for hashing, without the copy a conversion makes:
// the cases' inputs and outputs run to megabytes, and hashing only reads.
func bytesOf(s string) []byte { return unsafe.Slice(unsafe.StringData(s), len(s)) }

// Recorded returns the recorded hash of the real program's result for key
// in test's record ("" when there is none).
func (r *Record) Recorded(test, key string) string {
	r.mu.Lock()
	defer r.mu.Unlock()
	rec, ok := r.loaded[test]
	if !ok {
		rec = map[string]string{}
		if f, err := os.Open(filepath.Join(r.dir, test)); err == nil {
			sc := bufio.NewScanner(f)
			for sc.Scan() {
				if k, v, ok := strings.Cut(sc.Text(), " "); ok && !strings.HasPrefix(k, "#") {
					rec[k] = v
				}
			}
			f.Close()
		}
		r.loaded[test] = rec
	}
	return rec[key]
}

// Set puts hash in test's loaded record for key, for tests of the record.
func (r *Record) Set(test, key, hash string) {
	r.Recorded(test, key)
	r.mu.Lock()
	defer r.mu.Unlock()
	r.loaded[test][key] = hash
}

// Known reports whether the case of key may pass without running the real
// program: by default, when the record says it printed got.
func (r *Record) Known(t testing.TB, key, got string) bool {
	if testlong.On() || Recording() {
		return false
	}
	rec := r.Recorded(TestName(t), key)
	return rec != "" && rec == Hash(got)
}

// Ran notes what the real program printed for the case of key, for
// CW_HOSTRUNS_RECORD=1, and logs a record that says otherwise.
func (r *Record) Ran(t testing.TB, key, want string) {
	t.Helper()
	test, h := TestName(t), Hash(want)
	if rec := r.Recorded(test, key); rec != "" && rec != h {
		t.Logf("the host record of %s is stale for this case (%s): %s=1 makes it anew", test, key, Env)
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.seen[test] == nil {
		r.seen[test] = map[string]string{}
	}
	r.seen[test][key] = h
}

// Write writes, with CW_HOSTRUNS_RECORD=1, the record of every top-level
// test that ran real programs in this run.
func (r *Record) Write() error {
	if !Recording() {
		return nil
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if err := os.MkdirAll(r.dir, 0o755); err != nil {
		return err
	}
	for test, seen := range r.seen {
		keys := make([]string, 0, len(seen))
		for k := range seen {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		var b strings.Builder
		fmt.Fprintf(&b, "# %s: hashes of the real programs' results (%s); %s=1 rewrites\n", test, r.maker, Env)
		for _, k := range keys {
			fmt.Fprintf(&b, "%s %s\n", k, seen[k])
		}
		if err := os.WriteFile(filepath.Join(r.dir, test), []byte(b.String()), 0o644); err != nil {
			return err
		}
	}
	return nil
}
