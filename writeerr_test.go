package computerwelt

import (
	"context"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/commands"
)

// TestEveryCommandFailsOnUnwritableOutput runs every registered command
// with its standard output closed (>&-) and on /dev/full: none may hang,
// panic or spin, and one that had something to write (its --help) fails,
// as GNU programs do through close_stdout.
func TestEveryCommandFailsOnUnwritableOutput(t *testing.T) {
	var names []string
	for name := range commands.All() {
		names = append(names, name)
	}
	sort.Strings(names)
	sb, err := New(WithWorkingDirectory("/tmp/w"), WithLimits(Limits{Timeout: 20 * time.Second}), WithPython(testPython()))
	if err != nil {
		t.Fatal(err)
	}
	defer sb.Close()
	for _, name := range names {
		// --help writes to standard output; the second form reads an
		// empty input, where a command may write or not, and must end.
		script := `n=$1
[ "$(type -t "$n")" = file ] || { echo builtin; exit 0; }
if "$n" --help >/dev/null 2>&1; then helps=1; else helps=0; fi
"$n" --help >&-; echo "closed=$? helps=$helps"
"$n" --help >/dev/full; echo "full=$? helps=$helps"
"$n" </dev/null >&- 2>/dev/null; echo "empty-closed=$?"
"$n" </dev/null >/dev/full 2>/dev/null; echo "empty-full=$?"
`
		res, err := sb.Exec(context.Background(), script, WithArgs("bash", name))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if strings.Contains(res.Stderr, "internal error") || strings.Contains(res.Stderr, "limit exceeded") || res.ExitCode != 0 {
			t.Errorf("%s: status %d, stderr:\n%s", name, res.ExitCode, res.Stderr)
			continue
		}
		if testing.Verbose() {
			t.Logf("%s: %q", name, res.Stdout)
		}
		for _, line := range strings.Split(strings.TrimSpace(res.Stdout), "\n") {
			if (strings.HasPrefix(line, "closed=0 ") || strings.HasPrefix(line, "full=0 ")) && strings.HasSuffix(line, "helps=1") {
				t.Errorf("%s: %s: its --help could not be written, and it did not fail", name, line)
			}
		}
	}
}
