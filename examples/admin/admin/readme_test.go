package admin_test

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/session"
	"github.com/computerwelt/computerwelt/store/sqlite"
)

// The walkthrough in examples/admin/README.md is real output: every
// "$ COMMAND" line of its console blocks runs, in order, in one session of
// the example (clock fixed), and what follows it must be what it prints
// (stdout, then stderr). -update rewrites the README with the new output.
func TestReadmeWalkthrough(t *testing.T) {
	file := filepath.Join("..", "README.md")
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	dir := copyExample(t)
	st, err := sqlite.Open(context.Background(), filepath.Join(t.TempDir(), "s.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	s := start(t, dir, st, &clock{t: time.Date(2026, 12, 2, 9, 0, 0, 0, time.UTC)})
	defer s.m.Close()

	var out strings.Builder
	lines := strings.SplitAfter(string(src), "\n")
	inBlock, cmds := false, 0
	for i := 0; i < len(lines); i++ {
		ln := lines[i]
		switch {
		case !inBlock:
			out.WriteString(ln)
			inBlock = ln == "```console\n"
		case ln == "```\n":
			out.WriteString(ln)
			inBlock = false
		case strings.HasPrefix(ln, "$ "):
			cmd := strings.TrimSuffix(ln[2:], "\n")
			var want strings.Builder
			for i+1 < len(lines) && !strings.HasPrefix(lines[i+1], "$ ") && lines[i+1] != "```\n" {
				i++
				want.WriteString(lines[i])
			}
			res, err := s.m.Exec(context.Background(), "readme", cmd, session.AsOwner("agent"))
			if err != nil {
				t.Fatalf("%s: %v", cmd, err)
			}
			got := res.Stdout + res.Stderr
			if got != want.String() && !updating() {
				t.Errorf("README: $ %s\n--- printed:\n%s--- README says:\n%s", cmd, got, want.String())
			}
			out.WriteString(ln)
			out.WriteString(got)
			cmds++
		default:
			t.Fatalf("README line %d: a console block has output before any $ command", i+1)
		}
	}
	if cmds < 8 {
		t.Fatalf("only %d commands in the README's console blocks", cmds)
	}
	if updating() {
		if err := os.WriteFile(file, []byte(out.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// updating reports -update (defined by the package's internal tests).
func updating() bool {
	f := flag.Lookup("update")
	return f != nil && f.Value.String() == "true"
}
