package wazero

import (
	"bytes"
	"context"
	"encoding/binary"
	"os"
	"path/filepath"
	goruntime "runtime"
	"slices"
	"strings"
	"testing"
	"time"
)

// Computerwelt patch: an entry of the file cache keeps the native code at
// a 64 KiB boundary, last, and a hit maps it from the file (on Linux,
// seen in /proc/self/maps). An entry that is damaged anywhere (code or
// metadata: the checksum covers both), cut short, grown, or of another
// layout is not run: the module is compiled again and the entry
// replaced, and the module runs.
func TestCompilationCacheFile(t *testing.T) {
	ctx := context.Background()
	// () -> i32 exported as f, returning 42.
	bin := []byte{0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
		0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7f,
		0x03, 0x02, 0x01, 0x00,
		0x07, 0x05, 0x01, 0x01, 'f', 0x00, 0x00,
		0x0a, 0x06, 0x01, 0x04, 0x00, 0x41, 0x2a, 0x0b}
	dir := t.TempDir()
	// load compiles bin with a fresh cache over dir (nothing in memory),
	// runs f and reports whether the code came from the file.
	load := func(what string) (fromFile bool) {
		t.Helper()
		cache, err := NewCompilationCacheWithDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		defer cache.Close(ctx)
		r := NewRuntimeWithConfig(ctx, NewRuntimeConfigCompiler().WithCompilationCache(cache))
		defer r.Close(ctx)
		compiled, err := r.CompileModule(ctx, bin)
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		mod, err := r.InstantiateModule(ctx, compiled, NewModuleConfig())
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		if res, err := mod.ExportedFunction("f").Call(ctx); err != nil || len(res) != 1 || res[0] != 42 {
			t.Fatalf("%s: f() = %v, %v", what, res, err)
		}
		return compiled.(*compiledModule).module.FunctionValidationPending()
	}
	entry := func() string {
		t.Helper()
		all, _ := filepath.Glob(filepath.Join(dir, "*", "*"))
		var files []string
		for _, f := range all {
			if !strings.Contains(filepath.Base(f), ".") {
				files = append(files, f)
			}
		}
		if len(files) != 1 {
			t.Fatalf("cache entries: %v", files)
		}
		return files[0]
	}
	stamp := func() string {
		b, _ := os.ReadFile(entry() + ".verified")
		return string(b)
	}

	if load("first") {
		t.Fatal("first compilation came from the cache")
	}
	file := entry()
	good, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if off := binary.LittleEndian.Uint64(good[bytes.Index(good, []byte("+cw1"))+4+8:]); off != 64<<10 {
		t.Fatalf("code at %d, want 64 KiB", off)
	}
	if len(good) <= 64<<10 {
		t.Fatalf("entry of %d bytes: the code is not past 64 KiB", len(good))
	}
	if !load("hit") {
		t.Fatal("the entry was not used")
	}
	if goruntime.GOOS == "linux" {
		if !mappedNow(t, dir, bin) {
			t.Error("the code of a hit is not mapped from the entry's file")
		}
	}

	damage := map[string]func([]byte) []byte{
		"code":      func(b []byte) []byte { b[64<<10] ^= 0x01; return b },
		"last byte": func(b []byte) []byte { b[len(b)-1] ^= 0x80; return b },
		"metadata": func(b []byte) []byte {
			i := bytes.Index(b, []byte("+cw1")) + 4 + 28 + 4 // the first function offset
			b[i] ^= 0x01
			return b
		},
		"cut short":  func(b []byte) []byte { return b[:len(b)-1] },
		"cut header": func(b []byte) []byte { return b[:20] },
		"grown":      func(b []byte) []byte { return append(b, 0) },
		"empty":      func(b []byte) []byte { return nil },
		"another layout": func(b []byte) []byte {
			return bytes.Replace(b, []byte("+cw1"), []byte("+cw0"), 1)
		},
		"another version": func(b []byte) []byte {
			return bytes.Replace(b, []byte("+cw1"), nil, 1)
		},
	}
	for name, f := range damage {
		if err := os.WriteFile(file, f(bytes.Clone(good)), 0o600); err != nil {
			t.Fatal(err)
		}
		if load(name) {
			t.Errorf("%s: a damaged entry was used", name)
		}
		if now, err := os.ReadFile(entry()); err != nil || !bytes.Equal(now, good) {
			t.Errorf("%s: the entry was not replaced by a good one (%v)", name, err)
		}
		if !load(name + ", again") {
			t.Errorf("%s: the replaced entry was not used", name)
		}
	}

	// An entry whose checksum was right is not read whole again while
	// the file is unchanged: its identity (device, inode, size, times,
	// the status change time that the kernel alone sets) is kept beside
	// it, once it is older than stampMargin.
	if goruntime.GOOS != "linux" {
		return
	}
	if err := os.WriteFile(entry(), good, 0o600); err != nil {
		t.Fatal(err)
	}
	time.Sleep(2100 * time.Millisecond) // older than stampMargin
	if !load("older") || !strings.Contains(stamp(), " ctime ") {
		t.Fatalf("a verified entry was not stamped: %q", stamp())
	}
	before, _ := os.Stat(entry())
	// Damaged in place, the same inode and size, the modification time
	// put back: the status change time tells.
	f, err := os.OpenFile(entry(), os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteAt([]byte{good[64<<10] ^ 0x01}, 64<<10); err != nil {
		t.Fatal(err)
	}
	f.Close()
	if err := os.Chtimes(entry(), before.ModTime(), before.ModTime()); err != nil {
		t.Fatal(err)
	}
	if load("damaged in place after a stamp") {
		t.Error("an entry damaged after its stamp was used")
	}
	if now, _ := os.ReadFile(entry()); !bytes.Equal(now, good) || stamp() != "" {
		t.Errorf("the damaged entry was not replaced (stamp %q)", stamp())
	}
}

// mappedNow loads bin from dir's cache, keeps the runtime open and
// reports whether the entry's file is mapped executable in this process.
func mappedNow(t *testing.T, dir string, bin []byte) bool {
	ctx := context.Background()
	cache, err := NewCompilationCacheWithDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer cache.Close(ctx)
	r := NewRuntimeWithConfig(ctx, NewRuntimeConfigCompiler().WithCompilationCache(cache))
	defer r.Close(ctx)
	if _, err := r.CompileModule(ctx, bin); err != nil {
		t.Fatal(err)
	}
	maps, err := os.ReadFile("/proc/self/maps")
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*", "*"))
	for _, line := range strings.Split(string(maps), "\n") {
		f := strings.Fields(line)
		if len(f) >= 6 && slices.Contains(files, f[5]) && strings.Contains(f[1], "x") {
			return true
		}
	}
	return false
}
