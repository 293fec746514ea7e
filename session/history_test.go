package session_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/session"
	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/vfs/overlay"
)

func changedPaths(r store.TurnRecord) []string {
	var out []string
	for _, c := range r.Changes {
		out = append(out, c.Path)
	}
	return out
}

// TestHistoryAcrossManagers runs a conversation of 20 turns from two
// managers (as two server processes) on each store: all 20 are on record,
// in order, with the paths each changed and their contents before and
// after.
func TestHistoryAcrossManagers(t *testing.T) {
	for name, open := range sharedStores(t) {
		t.Run(name, func(t *testing.T) {
			ws := testWorkspace(t, newBase(t, map[string]string{"/app/routes.json": `{"port": 3000}` + "\n"}))
			conv := fmt.Sprintf("hist-%d", time.Now().UnixNano())
			ms := []*session.Manager{
				newManager(t, open(), session.WithWorkspace(ws), session.WithHolder("a")),
				newManager(t, open(), session.WithWorkspace(ws), session.WithHolder("b")),
			}
			want := map[int64][]string{}
			for i := 1; i <= 20; i++ {
				var script string
				switch {
				case i == 7:
					script = `sed -i 's/3000/6000/' /work/app/routes.json`
					want[7] = []string{"/work/app/routes.json"}
				case i%5 == 0:
					script = "echo looking; ls /work >/dev/null"
				default:
					script = fmt.Sprintf("echo %d > /work/f%d; echo %d >> /scratch/log", i, i%4, i)
					want[int64(i)] = []string{fmt.Sprintf("/scratch/log"), fmt.Sprintf("/work/f%d", i%4)}
					if i == 1 {
						want[1] = []string{"/scratch/log", "/work/f1"}
					}
				}
				res := run(t, ms[i%2], conv, script, session.AsOwner("alice"))
				if res.ExitCode != 0 {
					t.Fatalf("turn %d: %+v", i, res)
				}
			}
			rs, err := ms[0].Turns(context.Background(), conv, store.TurnFilter{}, session.AsOwner("alice"))
			if err != nil {
				t.Fatal(err)
			}
			if len(rs) != 20 {
				t.Fatalf("%d turns on record", len(rs))
			}
			for i, r := range rs {
				n := int64(i + 1)
				if r.N != n || r.Principal != "alice" || r.Time.IsZero() {
					t.Errorf("record %d: %+v", i, r)
				}
				if got := changedPaths(r); !slices.Equal(got, want[n]) {
					t.Errorf("turn %d changed %q, want %q", n, got, want[n])
				}
			}
			sed := rs[6]
			if sed.Script != `sed -i 's/3000/6000/' /work/app/routes.json` || len(sed.Changes) != 1 ||
				sed.Changes[0].Before != overlay.ContentHash([]byte(`{"port": 3000}`+"\n")) ||
				sed.Changes[0].After != overlay.ContentHash([]byte(`{"port": 6000}`+"\n")) {
				t.Errorf("turn 7: %+v", sed)
			}
			if rs[4].Stdout != "looking\n" {
				t.Errorf("turn 5 stdout %q", rs[4].Stdout)
			}
			// Another principal sees none of it.
			if _, err := ms[1].Turns(context.Background(), conv, store.TurnFilter{}, session.AsOwner("mallory")); err == nil {
				t.Error("another principal read the history")
			}
			// The sandbox lists them too.
			res := run(t, ms[1], conv, "turns -n 3; turns show 7; help | grep '^ *turns '", session.AsOwner("alice"))
			for _, w := range []string{"   18  ", "   20  ", "list this session's past turns", "sed -i 's/3000/6000/' /work/app/routes.json", "M /work/app/routes.json"} {
				if !strings.Contains(res.Stdout, w) {
					t.Errorf("turns output lacks %q:\n%s", w, res.Stdout)
				}
			}
		})
	}
}

// TestTurnsUndo: undoing a middle turn reverts exactly what it changed;
// a later change to one of its files makes it refuse, changing nothing.
func TestTurnsUndo(t *testing.T) {
	st := newMemStore()
	ws := testWorkspace(t, newBase(t, map[string]string{"/a": "base a\n", "/b": "base b\n", "/c": "base c\n"}))
	m := newManager(t, st, session.WithWorkspace(ws))
	run(t, m, "u", `echo one > /work/a`)                                                   // 1
	run(t, m, "u", `echo two >> /work/a; rm /work/b; mkdir /work/d; echo x > /work/d/new`) // 2
	run(t, m, "u", `echo three > /work/c`)                                                 // 3
	res := run(t, m, "u", `turns diff 2`)
	for _, w := range []string{"--- a/work/a", "+two", "deleted file mode", "+++ b/work/d/new"} {
		if !strings.Contains(res.Stdout, w) {
			t.Errorf("diff lacks %q:\n%s", w, res.Stdout)
		}
	}
	res = run(t, m, "u", `turns undo 2; echo "status $?"; cat /work/a /work/b /work/c; ls /work/d 2>&1`)
	wantOut(t, res, "Undid turn 2:\nM /work/a\nD /work/b\nA /work/d\nA /work/d/new\nstatus 0\none\nbase b\nthree\nls: cannot access '/work/d': No such file or directory\n")
	// Turn 6 changes c; undoing 3 now conflicts and changes nothing.
	run(t, m, "u", `echo five >> /work/c; echo other > /work/a`)
	res = run(t, m, "u", `turns undo 3; echo "status $?"; cat /work/c`)
	if !strings.Contains(res.Stderr, "cannot undo turn 3: /work/c was changed again in turn 6") || !strings.Contains(res.Stdout, "status 1\nthree\nfive\n") {
		t.Errorf("conflicting undo: %+v", res)
	}
	// A change in the same script is a conflict too.
	res = run(t, m, "u", `echo six >> /work/c; turns undo 6`)
	if res.ExitCode != 1 || !strings.Contains(res.Stderr, "/work/c was changed since (in this turn)") {
		t.Errorf("undo of a path this script changed: %+v", res)
	}
	// A file a later turn put in a directory the turn made keeps it.
	run(t, m, "u", `mkdir /work/e`)          // 9
	run(t, m, "u", `echo in > /work/e/file`) // 10
	res = run(t, m, "u", `turns undo 9; echo "status $?"; cat /work/e/file`)
	if !strings.Contains(res.Stderr, "/work/e/file was changed again in turn 10") || res.Stdout != "status 1\nin\n" {
		t.Errorf("undo of a directory a later turn filled: %+v", res)
	}
	res = run(t, m, "u", `turns undo 99`)
	if res.ExitCode != 2 || !strings.Contains(res.Stderr, "no turn 99 (the last is 11)") {
		t.Errorf("undo of a turn not run: %+v", res)
	}
}

// TestTurnsSymlinks: records keep symlink targets, so that diff shows
// them and undo puts back a link retargeted, removed, or replaced, also
// one the base had (on both stores, whose records go through their
// encoding).
func TestTurnsSymlinks(t *testing.T) {
	for name, open := range sharedStores(t) {
		t.Run(name, func(t *testing.T) {
			base := newBase(t, map[string]string{"/a": "A\n", "/b": "B\n"})
			if err := base.Symlink(context.Background(), "a", "/base-link"); err != nil {
				t.Fatal(err)
			}
			m := newManager(t, open(), session.WithWorkspace(testWorkspace(t, base)))
			conv := fmt.Sprintf("links-%d", time.Now().UnixNano())
			run(t, m, conv, `ln -s a /work/l`)                                 // 1
			run(t, m, conv, `ln -sfn b /work/l`)                               // 2
			run(t, m, conv, `rm /work/base-link; ln -s 'b c' /work/base-link`) // 3
			rs, err := m.Turns(context.Background(), conv, store.TurnFilter{})
			if err != nil || len(rs) != 3 {
				t.Fatalf("records: %+v, %v", rs, err)
			}
			if c := rs[1].Changes; len(c) != 1 || c[0].BeforeTarget != "a" || c[0].AfterTarget != "b" {
				t.Errorf("turn 2 retargets /work/l: %+v", c)
			}
			if c := rs[2].Changes; len(c) != 1 || c[0].BeforeTarget != "a" || c[0].AfterTarget != "b c" {
				t.Errorf("turn 3 replaces the base's link: %+v", c)
			}
			res := run(t, m, conv, `turns diff 2`)
			for _, w := range []string{"-a\n\\ No newline at end of file\n+b\n"} {
				if !strings.Contains(res.Stdout, w) {
					t.Errorf("diff of turn 2 lacks %q:\n%+v", w, res)
				}
			}
			res = run(t, m, conv, `turns undo 2; readlink /work/l`)
			wantOut(t, res, "Undid turn 2:\nM /work/l\na\n")
			res = run(t, m, conv, `turns undo 3; readlink /work/base-link`)
			wantOut(t, res, "Undid turn 3:\nM /work/base-link\na\n")
			last := func() int64 {
				rs, err := m.Turns(context.Background(), conv, store.TurnFilter{Newest: true, Limit: 1})
				if err != nil || len(rs) != 1 {
					t.Fatalf("last record: %v %v", rs, err)
				}
				return rs[0].N
			}
			run(t, m, conv, `rm /work/l`)
			res = run(t, m, conv, fmt.Sprintf(`turns undo %d >/dev/null; readlink /work/l`, last()))
			wantOut(t, res, "a\n")
			run(t, m, conv, `rm /work/l; echo file > /work/l`)
			n := last()
			res = run(t, m, conv, fmt.Sprintf(`turns undo %d; readlink /work/l`, n))
			wantOut(t, res, fmt.Sprintf("Undid turn %d:\nT /work/l\na\n", n))
		})
	}
}

// TestTurnsKeepBytes: output, scripts and paths that are not UTF-8 are
// kept byte for byte and shown escaped.
func TestTurnsKeepBytes(t *testing.T) {
	for name, open := range sharedStores(t) {
		t.Run(name, func(t *testing.T) {
			m := newManager(t, open(), session.WithWorkspace(testWorkspace(t, newBase(t, nil))))
			conv := fmt.Sprintf("bytes-%d", time.Now().UnixNano())
			script := "printf 'ok\\xff\\xfe\\t\\x1b[1m\\n'; printf 'err\\xc3\\n' >&2; echo > /work/$'\\xff'name"
			run(t, m, conv, script)
			// A script with such bytes itself (which bash runs; this
			// shell's parser refuses them for now).
			run(t, m, conv, "echo > /work/f # \xff")
			rs, err := m.Turns(context.Background(), conv, store.TurnFilter{})
			if err != nil || len(rs) != 2 {
				t.Fatalf("records: %+v, %v", rs, err)
			}
			r := rs[0]
			if r.Stdout != "ok\xff\xfe\t\x1b[1m\n" || r.Stderr != "err\xc3\n" || r.Script != script ||
				len(r.Changes) != 1 || r.Changes[0].Path != "/work/\xffname" {
				t.Errorf("record: %q %q %q %+v", r.Stdout, r.Stderr, r.Script, r.Changes)
			}
			if rs[1].Script != "echo > /work/f # \xff" {
				t.Errorf("script kept as %q", rs[1].Script)
			}
			res := run(t, m, conv, `turns show 1; turns show 2`)
			for _, w := range []string{"stdout:\nok\\xff\\xfe\t\\x1b[1m\n", "stderr:\nerr\\xc3\n", "A /work/\\xffname", "# \\xff"} {
				if !strings.Contains(res.Stdout, w) {
					t.Errorf("turns show lacks %q:\n%s", w, res.Stdout)
				}
			}
		})
	}
}

// TestResetOnRecord: a reset is a turn of the history, naming every path
// it put back as the base has it; undoing it brings the session's
// changes back (on both stores: the contents stay while the record
// names them).
func TestResetOnRecord(t *testing.T) {
	for name, open := range sharedStores(t) {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			m := newManager(t, open(), session.WithWorkspace(testWorkspace(t, newBase(t, map[string]string{"/a": "base a\n", "/b": "base b\n"}))))
			conv := fmt.Sprintf("reset-%d", time.Now().UnixNano())
			run(t, m, conv, `echo mine > /work/a; rm /work/b; mkdir /work/d; ln -s a /work/d/l; echo s > /scratch/s`)
			if err := m.Reset(ctx, conv, session.AsOwner("alice")); err != nil {
				t.Fatal(err)
			}
			rs, err := m.Turns(ctx, conv, store.TurnFilter{})
			if err != nil || len(rs) != 2 {
				t.Fatalf("records: %+v, %v", rs, err)
			}
			r := rs[1]
			want := []string{"/scratch/s", "/work/a", "/work/b", "/work/d", "/work/d/l"}
			if r.N != 2 || r.Script != session.ResetScript || r.Principal != "alice" || !slices.Equal(changedPaths(r), want) {
				t.Errorf("reset's record: %+v, paths %q", r, changedPaths(r))
			}
			res := run(t, m, conv, `turns show 2; cat /work/a`)
			for _, w := range []string{"# the session was reset", "M /work/a", "A /work/b", "D /work/d/l", "base a\n"} {
				if !strings.Contains(res.Stdout, w) {
					t.Errorf("after the reset, lacks %q:\n%s", w, res.Stdout)
				}
			}
			res = run(t, m, conv, `turns undo 2 >/dev/null; echo $?; cat /work/a /scratch/s; readlink /work/d/l; ls /work`)
			wantOut(t, res, "0\nmine\ns\na\na\nd\n")
		})
	}
}
