package python

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// runCfg runs python3 (or sqlite3) with args under ctx and cfg.
func runCfg(ctx context.Context, cfg Config, cmd shell.Command, args ...string) result {
	var out, errb bytes.Buffer
	inv := &shell.Invocation{
		Args:  append([]string{cmd.Name}, args...),
		Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb,
		Env: map[string]string{}, Dir: "/", FS: memfs.New(),
		Limits: shell.DefaultLimits, Now: time.Now,
	}
	st := cmd.Run(ctx, inv)
	return result{out.String(), errb.String(), st}
}

// A run whose context ends while the interpreter is still being compiled
// (seconds: the first python3 of a process without a filled cache) ends
// then, with the status of a timeout and a message saying what to do; the
// compilation goes on, and a later run uses it. This file's name sorts
// before the package's other tests, so that in a run of the package the
// default interpreter is still cold here; when it is not (run alone after
// others, -shuffle), a fresh cache directory makes a cold one.
func TestColdCompileObeysTheContext(t *testing.T) {
	cfg := Config{}
	enginesMu.Lock()
	_, started := engines[cfg.key()]
	enginesMu.Unlock()
	if started {
		cfg.CompilationCacheDir = t.TempDir()
		t.Cleanup(func() { forget(cfg) })
	}
	for _, cmd := range []shell.Command{cfg.Command(), cfg.SQLiteCommand()} {
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
		r := runCfg(ctx, cfg, cmd, "-c", "pass")
		cancel()
		if r.status != shell.ExitTimeout || !strings.Contains(r.stderr, cmd.Name+": the interpreter was still being compiled") {
			t.Errorf("%s at its deadline during compilation: %+v", cmd.Name, r)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if r := runCfg(ctx, cfg, cfg.Command(), "-c", "pass"); r.status != 130 {
		t.Errorf("cancelled during compilation: %+v", r)
	}
	// The compilation went on: this run waits for it, then prints.
	if r := runCfg(context.Background(), cfg, cfg.Command(), "-c", "print(1)"); r.status != 0 || r.stdout != "1\n" {
		t.Errorf("after the compilation: %+v", r)
	}
	// A compiled interpreter does not wait: even an ended context gets
	// the interpreter (the run itself then stops at once).
	ctx, cancel = context.WithCancel(context.Background())
	cancel()
	if _, err := getEngine(ctx, cfg.key()); err != nil {
		t.Errorf("compiled, with an ended context: %v", err)
	}
}
