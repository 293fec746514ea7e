package wazero

import (
	"context"
	"strings"
	"testing"
)

// Computerwelt patch: function bodies are validated only when an engine
// compiles them. A module that is compiled (a cache miss) is still
// validated, with and without a compilation cache; a valid module comes
// back from the cache and runs.
func TestDeferredFunctionValidation(t *testing.T) {
	ctx := context.Background()
	head := []byte{0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
		0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7f, // type: () -> i32
		0x03, 0x02, 0x01, 0x00, // one function of that type
		0x07, 0x05, 0x01, 0x01, 'f', 0x00, 0x00} // exported as f
	invalid := append(append([]byte{}, head...), 0x0a, 0x04, 0x01, 0x02, 0x00, 0x0b)           // body: end (no result)
	valid := append(append([]byte{}, head...), 0x0a, 0x06, 0x01, 0x04, 0x00, 0x41, 0x2a, 0x0b) // i32.const 42
	for name, cfg := range map[string]func() RuntimeConfig{"compiler": NewRuntimeConfigCompiler, "interpreter": NewRuntimeConfigInterpreter} {
		for _, withCache := range []bool{false, true} {
			dir := t.TempDir()
			for round := 0; round < 2; round++ { // the second round reads the cache
				c := cfg()
				if withCache {
					cache, err := NewCompilationCacheWithDir(dir)
					if err != nil {
						t.Fatal(err)
					}
					c = c.WithCompilationCache(cache)
				}
				r := NewRuntimeWithConfig(ctx, c)
				if _, err := r.CompileModule(ctx, invalid); err == nil || !strings.Contains(err.Error(), "invalid function[0]") {
					t.Errorf("%s cache=%v round %d: invalid module compiled: %v", name, withCache, round, err)
				}
				compiled, err := r.CompileModule(ctx, valid)
				if err != nil {
					t.Fatalf("%s cache=%v round %d: %v", name, withCache, round, err)
				}
				// Skipped only for code read back from the file cache
				// (the compiler's; the interpreter keeps none).
				skipped := compiled.(*compiledModule).module.FunctionValidationPending()
				if want := withCache && round == 1 && name == "compiler"; skipped != want {
					t.Errorf("%s cache=%v round %d: validation skipped %v, want %v", name, withCache, round, skipped, want)
				}
				mod, err := r.InstantiateModule(ctx, compiled, NewModuleConfig())
				if err != nil {
					t.Fatalf("%s cache=%v round %d: %v", name, withCache, round, err)
				}
				res, err := mod.ExportedFunction("f").Call(ctx)
				if err != nil || len(res) != 1 || res[0] != 42 {
					t.Errorf("%s cache=%v round %d: f() = %v, %v", name, withCache, round, res, err)
				}
				r.Close(ctx)
			}
		}
	}
}
