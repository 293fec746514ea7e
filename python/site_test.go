package python

import (
	"context"
	"encoding/binary"
	"strings"
	"testing"
)

// Once warm, the guest loads sitecustomize from bytecode that the
// interpreter compiled, instead of compiling it at every start.
func TestSitecustomizeIsCompiled(t *testing.T) {
	if err := (Config{}).Warm(); err != nil {
		t.Fatal(err)
	}
	site, err := sitePackages(nil, false) // compiled already: e is not used
	if err != nil {
		t.Fatal(err)
	}
	pyc, ok := site.(interface{ ReadFile(string) ([]byte, error) })
	if !ok {
		t.Fatalf("site-packages is a %T", site)
	}
	data, err := pyc.ReadFile("__pycache__/sitecustomize.cpython-313.pyc")
	if err != nil {
		t.Fatal(err)
	}
	// Flags 1: hash-based and unchecked, like the standard library's.
	if flags := binary.LittleEndian.Uint32(data[4:8]); flags != 1 {
		t.Fatalf("pyc flags %#x", flags)
	}
	r := run(t, context.Background(), nil, "/", "", "-v", "-c", "pass")
	if !strings.Contains(r.stderr, "code object from '"+siteDir+"/__pycache__/sitecustomize.cpython-313.pyc'") {
		t.Fatalf("sitecustomize not loaded from bytecode:\n%s", r.stderr)
	}
}
