package computerwelt

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// sandboxedDirs are the packages that run a model's script. They may not
// reach the host: no processes, host files, network, host identity or
// host environment. Backends that deliberately read host folders live in
// vfs/ and are reviewed separately.
var sandboxedDirs = []string{"shell", "commands", "python", "internal",
	// the vendored yq library (third_party/yq/PATCHES.md), which commands/yq.go runs
	"third_party/yq/pkg/yqlib"}

// hostAllowed are the imports that some packages under sandboxedDirs may
// make despite forbiddenImports, and why.
var hostAllowed = map[string]map[string]string{
	// Reserves and commits python3's linear memory with mmap: anonymous
	// memory only, no files, processes or network. python/ gets it
	// through python.Config, from the computerwelt package.
	// It also maps a module's data image, an in-memory file (memfd) it
	// made itself, over a memory's pages: mmap at a fixed address needs
	// the pages' address (unsafe) and x/sys/unix has memfd_create.
	"internal/mmapmem": {
		"syscall":               "mmap, mprotect, munmap",
		"golang.org/x/sys/unix": "memfd_create, ftruncate, pwrite, mmap of that memfd",
		"unsafe":                "the address of a memory's pages, for mmap MAP_FIXED",
	},
	"third_party/yq/pkg/yqlib": {
		"path/filepath": "filepath.Ext and Base of file names given to yq, never opened",
		"net/url":       "escaping for the uri format and @uri, no network",
	},
}

// isTestHelper reports whether dir holds a test helper (internal/test*:
// testbin builds the binary, testpg and testbrowser start host services),
// which only tests import.
func isTestHelper(dir string) bool {
	return strings.HasPrefix(filepath.ToSlash(dir), "internal/test")
}

// forbiddenImports may not be imported at all by sandboxed packages.
var forbiddenImports = map[string]string{
	"os":                    "host files, processes and environment (use vfs and the Invocation)",
	"os/exec":               "host processes",
	"os/user":               "host user database",
	"os/signal":             "host signals",
	"syscall":               "host system calls (use vfs.Err* for errno values)",
	"golang.org/x/sys/unix": "host system calls",
	"net":                   "network",
	"net/http":              "network",
	"io/ioutil":             "host files",
	"path/filepath":         "host path rules (use path and vfs.Abs)",
	"plugin":                "host code loading",
	"unsafe":                "memory safety",
	"mvdan.cc/sh/v3/interp": "reaches the host (FIFOs, PIDs, $PATH, os.Pipe)",
	"mvdan.cc/sh/v3/expand": "imports os/user for ~user",
}

func TestSandboxedPackagesDoNotTouchTheHost(t *testing.T) {
	checked := 0
	for _, dir := range sandboxedDirs {
		err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && (d.Name() == "testdata" || isTestHelper(p)) {
				return filepath.SkipDir
			}
			if d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
				return nil
			}
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, p, nil, parser.ImportsOnly)
			if err != nil {
				return err
			}
			checked++
			for _, imp := range f.Imports {
				path, _ := strconv.Unquote(imp.Path.Value)
				if _, ok := hostAllowed[filepath.ToSlash(filepath.Dir(p))][path]; ok {
					continue
				}
				if why, bad := forbiddenImports[path]; bad {
					t.Errorf("%s imports %q: %s", fset.Position(imp.Pos()), path, why)
				}
				if strings.HasPrefix(path, "github.com/computerwelt/computerwelt/internal/test") {
					t.Errorf("%s imports the test helper %q", fset.Position(imp.Pos()), path)
				}
				if strings.HasPrefix(path, "net/") {
					t.Errorf("%s imports %q: network", fset.Position(imp.Pos()), path)
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if checked == 0 {
		t.Fatal("no sandboxed source files found; is the test run from the module root?")
	}
}

// TestHostAccessCheckCatchesViolations proves the check above can fail.
func TestHostAccessCheckCatchesViolations(t *testing.T) {
	src := "package x\nimport (\n\"os/exec\"\n_ \"fmt\"\n)\n"
	f, err := parser.ParseFile(token.NewFileSet(), "x.go", src, parser.ImportsOnly)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, imp := range f.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		if _, bad := forbiddenImports[p]; bad {
			found = true
		}
	}
	if !found {
		t.Fatal("os/exec import not detected")
	}
	_ = ast.File{}
}
