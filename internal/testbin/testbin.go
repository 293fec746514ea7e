// Package testbin is what the tests that run the computerwelt binary
// share: building it once per test process, a buffer its output can be
// written to from another goroutine, and an HTTP transport adding headers
// (a bearer token, a conversation id) to every request.
package testbin

import (
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

var (
	buildOnce sync.Once
	binPath   string
	buildErr  error
)

// Computerwelt builds cmd/computerwelt once per test process and returns
// the binary's path. Call Cleanup from TestMain to remove it.
//
// It is built by `go run -exec cp PKG PATH`: go run keeps the executables
// it links in the build cache (go build -o links afresh every time, ~5 s
// of CPU for this binary), and -exec cp copies the cached one to PATH
// instead of running it. The packages whose tests use the binary, and a
// test run after one that changed nothing it is built from, then share
// one link. (go run leaves out the DWARF tables; stack traces keep their
// function names and lines.)
func Computerwelt(t testing.TB) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "cw-bin-")
		if err != nil {
			buildErr = err
			return
		}
		binPath = filepath.Join(dir, "computerwelt")
		out, err := exec.Command("go", "run", "-exec", "cp", "github.com/computerwelt/computerwelt/cmd/computerwelt", binPath).CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("go run -exec cp (building the binary): %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binPath
}

// Cleanup removes the binary Computerwelt built, if any.
func Cleanup() {
	if binPath != "" {
		os.RemoveAll(filepath.Dir(binPath))
	}
}

// LockedBuffer is a strings.Builder safe for one writer and other readers.
type LockedBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *LockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *LockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// Headers is an http.RoundTripper that sets these headers on every
// request, then uses http.DefaultTransport.
type Headers map[string]string

func (h Headers) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	for k, v := range h {
		r.Header.Set(k, v)
	}
	return http.DefaultTransport.RoundTrip(r)
}
