package computerwelt

import (
	"os/exec"
	"sort"
	"strings"
	"testing"
)

// transitiveForbidden are imports no package reachable from the sandboxed
// packages may make, outside the standard library, unless allowed below:
// TestSandboxedPackagesDoNotTouchTheHost checks our own packages' direct
// imports; this checks what gojq, yqlib's dependencies, wazero and the
// rest bring in unseen (issue 17).
var transitiveForbidden = []string{"os/exec", "os/signal", "os/user", "net", "net/http", "plugin"}

// transitiveAllowed: package -> import -> why it cannot reach the host.
var transitiveAllowed = map[string]map[string]string{
	"github.com/tetratelabs/wazero":                {"net": "WithListener/socket preopens, which python/ never configures (no network for CPython)"},
	"github.com/tetratelabs/wazero/internal/sock":  {"net": "WASI sockets: only the listeners a config passes, none here"},
	"github.com/tetratelabs/wazero/internal/sysfs": {"net": "WASI sockets: only the listeners a config passes, none here"},
	"github.com/tetratelabs/wazero/internal/sys":   {"net": "WASI sockets: only the listeners a config passes, none here"},
}

// TestSandboxedDependenciesDoNotTouchTheHost: go list -deps of shell,
// commands and python; every non-standard package among them importing a
// host-reaching package must be listed in transitiveAllowed with why.
func TestSandboxedDependenciesDoNotTouchTheHost(t *testing.T) {
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to list dependencies")
	}
	out, err := exec.Command(goBin, "list", "-deps", "-f", `{{if not .Standard}}{{.ImportPath}} {{join .Imports " "}}{{end}}`,
		"./shell", "./commands", "./python").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	seen := map[string]bool{}
	var bad []string
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		pkg := f[0]
		for _, imp := range f[1:] {
			for _, forb := range transitiveForbidden {
				if imp != forb {
					continue
				}
				seen[pkg+" "+imp] = true
				if _, ok := transitiveAllowed[pkg][imp]; !ok {
					bad = append(bad, pkg+" imports "+imp)
				}
			}
		}
	}
	sort.Strings(bad)
	for _, b := range bad {
		t.Errorf("reachable from the sandbox: %s (review it and list it in transitiveAllowed with why it cannot reach the host, or drop the dependency)", b)
	}
	for pkg, m := range transitiveAllowed {
		for imp := range m {
			if !seen[pkg+" "+imp] {
				t.Errorf("transitiveAllowed lists %s -> %s, which no longer happens: remove it", pkg, imp)
			}
		}
	}
}
