package review

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/session"
	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/hostfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/computerwelt/computerwelt/vfs/overlay"
)

var jsonValidator = Validator{Name: "json", Paths: []string{"/config/**.json"}, Script: `jq empty "$@"`}

func TestFailingValidatorBlocksSubmit(t *testing.T) {
	e := newEnv(t, nil, jsonValidator)
	e.write(e.base, "/app.json", `{"port": 80}`+"\n")
	res := e.run(`echo '{"port": 80,}' > app.json; submit -m 'change the port'`)
	if res.ExitCode != 1 {
		t.Fatalf("submit exit = %d, want 1; stdout %q stderr %q", res.ExitCode, res.Stdout, res.Stderr)
	}
	for _, want := range []string{"FAIL  json", "jq:", "nothing was submitted"} {
		if !strings.Contains(res.Stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, res.Stderr)
		}
	}
	if ps := e.proposals(); len(ps) != 0 {
		t.Errorf("a failing validator staged %d proposals", len(ps))
	}
	if len(e.st.blobs) != 0 {
		t.Errorf("a failing validator stored %d blobs", len(e.st.blobs))
	}
	// check says the same, on stdout, exit 1.
	res = e.run(`check`)
	if res.ExitCode != 1 || !strings.Contains(res.Stdout, "FAIL  json") {
		t.Errorf("check = %d %q %q", res.ExitCode, res.Stdout, res.Stderr)
	}
}

func TestPassingValidatorStagesProposal(t *testing.T) {
	e := newEnv(t, nil, jsonValidator, Validator{Name: "python", Paths: []string{"*.py"}, Script: "exit 1"})
	e.write(e.base, "/app.json", `{"port": 80}`+"\n")
	e.write(e.base, "/old.txt", "old\n")
	res := e.run(`echo '{"port": 8080}' > app.json; mkdir -p sub; printf 'x\0y' > sub/bin; rm old.txt; echo scratch > /scratch/x; submit -m 'port 8080'`)
	if res.ExitCode != 0 {
		t.Fatalf("submit exit = %d; stdout %q stderr %q", res.ExitCode, res.Stdout, res.Stderr)
	}
	ps := e.proposals()
	if len(ps) != 1 {
		t.Fatalf("%d proposals, want 1", len(ps))
	}
	p := ps[0]
	if !strings.Contains(res.Stdout, "Submitted proposal "+p.ID) || !strings.Contains(res.Stdout, "--status") {
		t.Errorf("submit output lacks the id and what next:\n%s", res.Stdout)
	}
	var diff bytes.Buffer
	must(t, e.fs.Diff(e.ctx, &diff))
	if p.Diff != diff.String() || p.Diff == "" {
		t.Errorf("proposal diff differs from the overlay's:\n%s\n---\n%s", p.Diff, diff.String())
	}
	if p.Message != "port 8080" || p.Session != "conv1" || p.Workspace != "ws" || p.Status != store.Pending {
		t.Errorf("proposal = %+v", p)
	}
	var got []string
	for _, c := range p.Changes {
		got = append(got, c.Kind+" "+c.FullPath())
		if c.Mount != "/config" {
			t.Errorf("change outside the reviewed mount: %+v", c)
		}
	}
	want := []string{"modified /config/app.json", "deleted /config/old.txt", "added /config/sub", "added /config/sub/bin"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("changes:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for _, c := range p.Changes {
		switch c.Path {
		case "/app.json":
			if c.BaseHash != overlay.ContentHash([]byte(`{"port": 80}`+"\n")) || c.Hash != overlay.ContentHash([]byte(`{"port": 8080}`+"\n")) {
				t.Errorf("app.json hashes: %+v", c)
			}
			if string(e.st.blobs[c.Hash]) != `{"port": 8080}`+"\n" {
				t.Errorf("app.json blob = %q", e.st.blobs[c.Hash])
			}
		case "/sub/bin":
			if !c.Binary || c.Size != 3 {
				t.Errorf("sub/bin: %+v", c)
			}
		}
	}
	if len(p.Results) != 2 || !p.Results[0].OK || p.Results[0].Skipped || !p.Results[1].Skipped {
		t.Errorf("results = %+v", p.Results)
	}
	// The base is untouched until approval.
	if got := e.read(e.base, "/app.json"); got != `{"port": 80}`+"\n" {
		t.Errorf("submit wrote the base: %q", got)
	}
	// The same change again is refused; a later edit is a new proposal.
	res = e.run(`submit -m again`)
	if res.ExitCode != 1 || !strings.Contains(res.Stderr, "already proposal "+p.ID) {
		t.Errorf("resubmit = %d %q", res.ExitCode, res.Stderr)
	}
	res = e.run(`echo '{}' > more.json; submit -m more`)
	if res.ExitCode != 0 || len(e.proposals()) != 2 {
		t.Errorf("second submit = %d %q, %d proposals", res.ExitCode, res.Stderr, len(e.proposals()))
	}
}

func TestSubmitWithoutChange(t *testing.T) {
	e := newEnv(t, nil, jsonValidator)
	res := e.run(`echo x > /scratch/notes; submit -m nothing`)
	if res.ExitCode != 1 || !strings.Contains(res.Stderr, "nothing to submit") {
		t.Errorf("submit = %d %q %q", res.ExitCode, res.Stdout, res.Stderr)
	}
	res = e.run(`submit`)
	if res.ExitCode != 2 || !strings.Contains(res.Stderr, "a message is required") {
		t.Errorf("submit without -m = %d %q", res.ExitCode, res.Stderr)
	}
	res = e.run(`check`)
	if res.ExitCode != 0 || !strings.Contains(res.Stdout, "nothing to check") {
		t.Errorf("check = %d %q", res.ExitCode, res.Stdout)
	}
	for _, cmd := range []string{"submit --help", "check --help"} {
		res = e.run(cmd)
		if res.ExitCode != 0 || !strings.Contains(res.Stdout, "usage:") || !strings.Contains(res.Stdout, "/config") {
			t.Errorf("%s = %d %q", cmd, res.ExitCode, res.Stdout)
		}
	}
	if res := e.run(`help submit`); !strings.Contains(res.Stdout, "--status") {
		t.Errorf("help submit = %q", res.Stdout)
	}
}

func TestApproveAppliesToHostFolderByteExact(t *testing.T) {
	dir := t.TempDir()
	must(t, os.WriteFile(filepath.Join(dir, "app.json"), []byte("{}\n"), 0o644))
	must(t, os.WriteFile(filepath.Join(dir, "gone.txt"), []byte("bye\n"), 0o644))
	must(t, os.Mkdir(filepath.Join(dir, "olddir"), 0o755))
	must(t, os.WriteFile(filepath.Join(dir, "olddir", "f"), []byte("f\n"), 0o644))
	host, err := hostfs.New(dir, hostfs.Writable())
	must(t, err)
	t.Cleanup(func() { host.Close() })
	e := newEnv(t, host, jsonValidator)
	res := e.run(`printf '{"a": "<b>\\u0000</b>"}\n' > app.json
printf '\x00\x01\xff\xfe binary\r\n' > blob.bin
chmod 755 blob.bin
mkdir -p new/deeper && echo deep > new/deeper/f.txt
ln -s app.json link
rm gone.txt
rm -r olddir
submit -m 'several changes'`)
	if res.ExitCode != 0 {
		t.Fatalf("submit = %d %q %q", res.ExitCode, res.Stdout, res.Stderr)
	}
	p := e.proposals()[0]
	// The sandbox keeps editing after the submit: approval applies what
	// was submitted, not the live overlay.
	e.run(`echo later > app.json`)
	ap, err := e.r.Approve(e.ctx, p.ID, "alice")
	must(t, err)
	if ap.Status != store.Approved || ap.DecidedBy != "alice" || ap.DecidedAt.IsZero() {
		t.Errorf("approved proposal = %+v", ap)
	}
	check := func(name, want string) {
		t.Helper()
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Error(err)
			return
		}
		if string(b) != want {
			t.Errorf("%s = %q, want %q", name, b, want)
		}
	}
	check("app.json", `{"a": "<b>\u0000</b>"}`+"\n")
	check("blob.bin", "\x00\x01\xff\xfe binary\r\n")
	check("new/deeper/f.txt", "deep\n")
	if fi, err := os.Stat(filepath.Join(dir, "blob.bin")); err != nil || fi.Mode().Perm() != 0o755 {
		t.Errorf("blob.bin mode: %v %v", fi, err)
	}
	if l, err := os.Readlink(filepath.Join(dir, "link")); err != nil || l != "app.json" {
		t.Errorf("link = %q %v", l, err)
	}
	for _, gone := range []string{"gone.txt", "olddir"} {
		if _, err := os.Lstat(filepath.Join(dir, gone)); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%s still there: %v", gone, err)
		}
	}
	ents, _ := os.ReadDir(dir)
	for _, en := range ents {
		if strings.HasPrefix(en.Name(), ".cw-") {
			t.Errorf("temporary file left: %s", en.Name())
		}
	}
	audit, err := e.r.Audit(e.ctx, store.AuditFilter{})
	must(t, err)
	if len(audit) != 1 || audit[0].Action != "approve" || audit[0].Actor != "alice" || audit[0].Proposal != p.ID ||
		!strings.Contains(audit[0].Detail, "/config/app.json") || audit[0].Session != "conv1" {
		t.Errorf("audit = %+v", audit)
	}
	// Approving again is refused, and writes nothing.
	if _, err := e.r.Approve(e.ctx, p.ID, "bob"); !errors.Is(err, ErrNotPending) {
		t.Errorf("second approve: %v", err)
	}
	if res := e.run(`submit --status`); !strings.Contains(res.Stdout, "approved by alice") {
		t.Errorf("status = %q", res.Stdout)
	}
}

func TestConflictingBaseChangeRefusesApprove(t *testing.T) {
	e := newEnv(t, nil, jsonValidator)
	e.write(e.base, "/app.json", "{}\n")
	e.write(e.base, "/other.json", "{}\n")
	res := e.run(`echo '{"a":1}' > app.json; echo '{"b":1}' > other.json; echo '{}' > added.json; submit -m m`)
	if res.ExitCode != 0 {
		t.Fatalf("submit = %d %q", res.ExitCode, res.Stderr)
	}
	p := e.proposals()[0]
	// Someone changes the real data meanwhile.
	e.write(e.base, "/app.json", `{"someone": "else"}`+"\n")
	e.write(e.base, "/added.json", "[]\n")
	_, err := e.r.Approve(e.ctx, p.ID, "alice")
	var ce *ConflictError
	if !errors.As(err, &ce) {
		t.Fatalf("approve: %v, want a *ConflictError", err)
	}
	if strings.Join(ce.Paths, " ") != "/config/added.json /config/app.json" {
		t.Errorf("conflicts = %v %v", ce.Paths, ce.Reasons)
	}
	if got := e.read(e.base, "/other.json"); got != "{}\n" {
		t.Errorf("a refused approve wrote other.json: %q", got)
	}
	if got := e.read(e.base, "/app.json"); got != `{"someone": "else"}`+"\n" {
		t.Errorf("a refused approve wrote app.json: %q", got)
	}
	q, err := e.r.Show(e.ctx, p.ID)
	must(t, err)
	if q.Status != store.Pending {
		t.Errorf("status after conflict = %s", q.Status)
	}
	if len(e.st.audit) != 0 {
		t.Errorf("a refused approve was logged: %+v", e.st.audit)
	}
}

func TestRejectIsVisibleInTheSession(t *testing.T) {
	e := newEnv(t, nil)
	e.write(e.base, "/a.txt", "a\n")
	res := e.run(`echo b > a.txt; submit -m 'b instead of a'`)
	if res.ExitCode != 0 {
		t.Fatalf("submit = %d %q", res.ExitCode, res.Stderr)
	}
	p := e.proposals()[0]
	if res := e.run(`submit --status`); !strings.Contains(res.Stdout, p.ID) || !strings.Contains(res.Stdout, "waiting for review") {
		t.Errorf("status before = %q", res.Stdout)
	}
	rp, err := e.r.Reject(e.ctx, p.ID, "carol", "keep a: the\nupstream needs it")
	must(t, err)
	if rp.Status != store.Rejected || rp.Reason == "" {
		t.Errorf("rejected = %+v", rp)
	}
	res = e.run(`submit --status`)
	if !strings.Contains(res.Stdout, "rejected by carol") || !strings.Contains(res.Stdout, "keep a: the upstream needs it") {
		t.Errorf("status after reject = %q", res.Stdout)
	}
	// The session keeps its change; the base is untouched.
	if res := e.run(`cat a.txt`); res.Stdout != "b\n" {
		t.Errorf("overlay lost its change: %q", res.Stdout)
	}
	if got := e.read(e.base, "/a.txt"); got != "a\n" {
		t.Errorf("reject wrote the base: %q", got)
	}
	if _, err := e.r.Approve(e.ctx, p.ID, "dave"); !errors.Is(err, ErrNotPending) {
		t.Errorf("approve after reject: %v", err)
	}
	if len(e.st.audit) != 1 || e.st.audit[0].Action != "reject" || e.st.audit[0].Detail != "keep a: the\nupstream needs it" {
		t.Errorf("audit = %+v", e.st.audit)
	}
}

func TestValidatorTimeoutAndFunc(t *testing.T) {
	var gotChanged []string
	e := newEnv(t, nil,
		Validator{Name: "slow", Script: "sleep 3600", Timeout: 50 * time.Millisecond},
		Validator{Name: "go-ok", Func: func(ctx context.Context, s *session.Session, changed []string) (string, error) {
			gotChanged = changed
			return "looked at " + strings.Join(changed, ","), nil
		}},
		Validator{Name: "go-fail", Func: func(ctx context.Context, s *session.Session, changed []string) (string, error) {
			return "partial", errBoom
		}},
		Validator{Name: "go-panic", Func: func(ctx context.Context, s *session.Session, changed []string) (string, error) {
			panic("oops")
		}},
		Validator{Name: "go-hang", Timeout: 50 * time.Millisecond, Func: func(ctx context.Context, s *session.Session, changed []string) (string, error) {
			select {} // ignores ctx
		}},
		Validator{Name: "args", Script: `printf '<%s>' "$@"; pwd`},
	)
	e.write(e.base, "/gone", "x")
	res := e.run(`echo x > 'a b.txt'; rm gone; cd /; check`)
	if res.ExitCode != 1 {
		t.Fatalf("check = %d", res.ExitCode)
	}
	for _, want := range []string{
		"FAIL  slow\n      slow: timed out after 50ms",
		"ok    go-ok\n      looked at /config/a b.txt",
		"FAIL  go-fail\n      partial\n      boom",
		"FAIL  go-panic\n      internal error: oops",
		"FAIL  go-hang",
		"ok    args\n      </config/a b.txt>/config\n",
		"4 of 6 validators failed.",
	} {
		if !strings.Contains(res.Stdout, want) {
			t.Errorf("check output lacks %q:\n%s", want, res.Stdout)
		}
	}
	if strings.Join(gotChanged, ",") != "/config/a b.txt" {
		t.Errorf("Func got %q (deleted paths are not passed)", gotChanged)
	}
	// check ran in a child shell: the session's directory is unchanged.
	if res := e.run(`pwd`); res.Stdout != "/\n" {
		t.Errorf("pwd after check = %q", res.Stdout)
	}
}

func TestGlobs(t *testing.T) {
	cases := []struct {
		glob, path string
		want       bool
	}{
		{"/config/**.json", "/config/a.json", true},
		{"/config/**.json", "/config/x/y/a.json", true},
		{"/config/**.json", "/config/a.yaml", false},
		{"/config/**.json", "/other/a.json", false},
		{"/config/*.json", "/config/x/a.json", false},
		{"/config/**/a.json", "/config/a.json", true},
		{"/config/**/a.json", "/config/p/q/a.json", true},
		{"*.py", "/src/deep/m.py", true},
		{"*.py", "/src/m.pyc", false},
		{"/src/?.go", "/src/a.go", true},
		{"/src/?.go", "/src/ab.go", false},
		{"/src/[ab].go", "/src/b.go", true},
		{"/src/[!ab].go", "/src/b.go", false},
		{"/src/[!ab].go", "/src/c.go", true},
		{"config/*.json", "/config/a.json", true},
		{"/a.b", "/axb", false},
		{"/config/**", "/config", false},
		{"/config/**", "/config/x", true},
	}
	for _, c := range cases {
		m, err := compileGlobs([]string{c.glob})
		if err != nil {
			t.Fatalf("%s: %v", c.glob, err)
		}
		if got := m.match(c.path); got != c.want {
			t.Errorf("%s ~ %s = %v, want %v", c.glob, c.path, got, c.want)
		}
	}
	if _, err := compileGlobs([]string{"/a/[b"}); err == nil {
		t.Error("unclosed [ compiled")
	}
}

func TestApplyChecks(t *testing.T) {
	ctx := context.Background()
	e := newEnv(t, nil)
	target := e.base
	e.write(target, "/d/keep", "k")
	e.write(target, "/d/x", "x")
	e.write(target, "/f", "f")
	tf := func(string) (vfs.FS, error) { return target, nil }
	blobs := map[string][]byte{overlay.ContentHash([]byte("new")): []byte("new")}
	// Deleting a directory with entries the set does not delete.
	err := applyChanges(ctx, []Change{
		{Mount: "/m", Path: "/d/x", Kind: Deleted, OldMode: 0o644, BaseHash: overlay.ContentHash([]byte("x"))},
		{Mount: "/m", Path: "/d", Kind: Deleted, OldMode: uint32(0o755 | fs.ModeDir)},
	}, tf, blobs)
	var ce *ConflictError
	if !errors.As(err, &ce) || ce.Paths[0] != "/m/d" {
		t.Errorf("rmdir with extra entries: %v", err)
	}
	// An added file whose directory is gone.
	err = applyChanges(ctx, []Change{{Mount: "/m", Path: "/nodir/f", Kind: Added, Mode: 0o644, Hash: overlay.ContentHash([]byte("new"))}}, tf, blobs)
	if !errors.As(err, &ce) || !strings.Contains(ce.Reasons[0], "directory does not exist") {
		t.Errorf("add into missing dir: %v", err)
	}
	// A missing blob is an error, not a write.
	err = applyChanges(ctx, []Change{{Mount: "/m", Path: "/f", Kind: Modified, Mode: 0o644, OldMode: 0o644, Hash: overlay.ContentHash([]byte("zzz"))}}, tf, blobs)
	if err == nil || !strings.Contains(err.Error(), "missing") {
		t.Errorf("missing blob: %v", err)
	}
	// A hostile path is refused.
	err = applyChanges(ctx, []Change{{Mount: "/m", Path: "/../etc/passwd", Kind: Added, Mode: 0o644, Hash: overlay.ContentHash([]byte("new"))}}, tf, blobs)
	if err == nil || !strings.Contains(err.Error(), "invalid path") {
		t.Errorf("hostile path: %v", err)
	}
	// The target already holding the new content is not a conflict (an
	// approval retried after a crash).
	c := Change{Mount: "/m", Path: "/f", Kind: Modified, Mode: 0o644, OldMode: 0o644, BaseHash: overlay.ContentHash([]byte("f")), Hash: overlay.ContentHash([]byte("new"))}
	must(t, applyChanges(ctx, []Change{c}, tf, blobs))
	if got := e.read(target, "/f"); got != "new" {
		t.Fatalf("f = %q", got)
	}
	must(t, applyChanges(ctx, []Change{c}, tf, blobs))
}

func TestValidatorsCannotRecurseOrChangeTheChange(t *testing.T) {
	e := newEnv(t, nil, Validator{Name: "recurse", Paths: []string{"/config/r*"}, Script: "check; submit -m inner"})
	res := e.run(`echo x > r.txt; check`)
	if res.ExitCode != 1 || strings.Count(res.Stdout, "cannot run inside a validator") != 2 {
		t.Errorf("recursive check = %d %q", res.ExitCode, res.Stdout)
	}
	e = newEnv(t, nil, Validator{Name: "formatter", Script: `echo formatted > "$1"; echo new > extra.txt`})
	res = e.run(`echo x > a.txt; submit -m m`)
	if res.ExitCode != 1 || !strings.Contains(res.Stderr, "the validators changed files") || len(e.proposals()) != 0 {
		t.Errorf("submit after a validator wrote files = %d %q, %d proposals", res.ExitCode, res.Stderr, len(e.proposals()))
	}
	res = e.run(`submit -m "$(printf '%020000d' 0)"`)
	if res.ExitCode != 2 || !strings.Contains(res.Stderr, "longer than") {
		t.Errorf("long message = %d %q", res.ExitCode, res.Stderr)
	}
}

func TestValidatorCheck(t *testing.T) {
	fn := func(context.Context, *session.Session, []string) (string, error) { return "", nil }
	for _, c := range []struct {
		v    Validator
		want string
	}{
		{Validator{Name: "a", Script: "true"}, ""},
		{Validator{Name: "a", Func: fn, Paths: []string{"/x/**.go"}}, ""},
		{Validator{Script: "true"}, "without a name"},
		{Validator{Name: "a"}, "neither"},
		{Validator{Name: "a", Script: "true", Func: fn}, "both"},
		{Validator{Name: "a", Script: "true", Paths: []string{"/x/[a"}}, "unclosed ["},
		{Validator{Name: "a", Script: "true", Paths: []string{""}}, "empty glob"},
	} {
		err := c.v.Check()
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%+v: %v, want %q", c.v, err, c.want)
		}
	}
}

// failingPut is a store whose PutProposal fails with a host detail.
type failingPut struct{ *memStore }

func (failingPut) PutProposal(context.Context, store.Proposal, map[string][]byte) error {
	return errors.New("open /srv/secret/sessions.db: disk full")
}

func TestHostErrorsAreLoggedNotShown(t *testing.T) {
	e := newEnv(t, nil)
	var log bytes.Buffer
	e.r.st = failingPut{e.st}
	e.r.log = slog.New(slog.NewTextHandler(&log, nil))
	res := e.run(`echo x > a.txt; submit -m m`)
	if res.ExitCode != 1 || !strings.Contains(res.Stderr, "staging the proposal failed on the host's side") {
		t.Errorf("submit = %d %q", res.ExitCode, res.Stderr)
	}
	if strings.Contains(res.Stdout+res.Stderr, "/srv/secret") {
		t.Errorf("the model saw the host's error: %q", res.Stderr)
	}
	if !strings.Contains(log.String(), "/srv/secret/sessions.db: disk full") || !strings.Contains(log.String(), "session=conv1") {
		t.Errorf("log = %q", log.String())
	}
}

// TestApprovedWithoutTellingTheSession: when the session was not told of
// an approval (the CLI approves without a manager), its next check or
// submit drops the applied change from its copy.
func TestApprovedWithoutTellingTheSession(t *testing.T) {
	e := newEnv(t, nil)
	e.write(e.base, "/a.txt", "a\n")
	if res := e.run(`echo b > a.txt; submit -m b`); res.ExitCode != 0 {
		t.Fatal(res.Stderr)
	}
	if _, err := e.r.Approve(e.ctx, e.proposals()[0].ID, "alice"); err != nil {
		t.Fatal(err)
	}
	// The next check or submit finds it applied and drops it from the copy.
	res := e.run(`submit -m again`)
	if res.ExitCode != 1 || !strings.Contains(res.Stderr, "nothing to submit") {
		t.Errorf("submit = %d %q", res.ExitCode, res.Stderr)
	}
	if cs, _ := e.fs.Changes(e.ctx); len(cs) != 0 {
		t.Errorf("the applied change is still in the copy: %+v", cs)
	}
	res = e.run(`echo c > a.txt; submit -m c`)
	if res.ExitCode != 0 {
		t.Fatalf("submit c = %d %q", res.ExitCode, res.Stderr)
	}
	if _, err := e.r.Approve(e.ctx, e.proposals()[0].ID, "alice"); err != nil {
		t.Fatalf("approve c: %v", err)
	}
	if got := e.read(e.base, "/a.txt"); got != "c\n" {
		t.Errorf("a.txt = %q", got)
	}
}

func TestPendingProposalsAreBounded(t *testing.T) {
	e := newEnv(t, nil)
	for i := range MaxPending {
		if res := e.run(fmt.Sprintf("echo %d > f%d; submit -m m%d", i, i, i)); res.ExitCode != 0 {
			t.Fatalf("submit %d = %d %q", i, res.ExitCode, res.Stderr)
		}
	}
	res := e.run(`echo x > one-more; submit -m more`)
	if res.ExitCode != 1 || !strings.Contains(res.Stderr, "waiting for review") || len(e.proposals()) != MaxPending {
		t.Errorf("submit past the bound = %d %q, %d proposals", res.ExitCode, res.Stderr, len(e.proposals()))
	}
	if _, err := e.r.Reject(e.ctx, e.proposals()[0].ID, "r", "no"); err != nil {
		t.Fatal(err)
	}
	if res := e.run(`submit -m more`); res.ExitCode != 0 {
		t.Errorf("submit after a decision = %d %q", res.ExitCode, res.Stderr)
	}
}

// failOnce fails the first rename onto one path, as a disk error would.
type failOnce struct {
	vfs.FS
	path   string
	failed bool
}

func (f *failOnce) Rename(ctx context.Context, oldname, newname string) error {
	if newname == f.path && !f.failed {
		f.failed = true
		return &fs.PathError{Op: "rename", Path: newname, Err: vfs.ErrNoSpace}
	}
	return f.FS.Rename(ctx, oldname, newname)
}

// TestApproveInterruptedCanBeRetried: an approval that fails half-way
// stays pending and unlogged; approving again completes it (what was
// written already is not a conflict).
func TestApproveInterruptedCanBeRetried(t *testing.T) {
	base := memfs.New()
	target := &failOnce{FS: base, path: "/b.txt"}
	e := newEnv(t, target)
	e.write(base, "/a.txt", "a\n")
	e.write(base, "/b.txt", "b\n")
	if res := e.run(`echo A > a.txt; echo B > b.txt; echo C > c.txt; submit -m abc`); res.ExitCode != 0 {
		t.Fatal(res.Stderr)
	}
	id := e.proposals()[0].ID
	_, err := e.r.Approve(e.ctx, id, "alice")
	if err == nil || !errors.Is(err, vfs.ErrNoSpace) {
		t.Fatalf("first approve: %v", err)
	}
	if p, _ := e.r.Show(e.ctx, id); p.Status != store.Pending || len(e.st.audit) != 0 {
		t.Fatalf("after a failed approve: %s, audit %+v", p.Status, e.st.audit)
	}
	if got := e.read(base, "/a.txt"); got != "A\n" {
		t.Fatalf("a.txt before the failure = %q", got)
	}
	ents, err := base.ReadDir(e.ctx, "/")
	must(t, err)
	for _, en := range ents {
		if strings.HasPrefix(en.Name(), ".cw-") {
			t.Errorf("temporary file left after the failure: %s", en.Name())
		}
	}
	if _, err := e.r.Approve(e.ctx, id, "alice"); err != nil {
		t.Fatalf("retry: %v", err)
	}
	for p, want := range map[string]string{"/a.txt": "A\n", "/b.txt": "B\n", "/c.txt": "C\n"} {
		if got := e.read(base, p); got != want {
			t.Errorf("%s = %q, want %q", p, got, want)
		}
	}
	if len(e.st.audit) != 1 {
		t.Errorf("audit = %+v", e.st.audit)
	}
}

func TestUnreadableFileIsStaged(t *testing.T) {
	e := newEnv(t, nil)
	res := e.run(`mkdir d; echo secret > d/f; chmod 000 d/f; chmod 000 d; submit -m locked`)
	if res.ExitCode != 0 {
		t.Fatalf("submit = %d %q", res.ExitCode, res.Stderr)
	}
	if _, err := e.r.Approve(e.ctx, e.proposals()[0].ID, "a"); err != nil {
		t.Fatal(err)
	}
	must(t, e.base.Chmod(e.ctx, "/d", 0o755))
	must(t, e.base.Chmod(e.ctx, "/d/f", 0o644))
	if got := e.read(e.base, "/d/f"); got != "secret\n" {
		t.Errorf("d/f = %q", got)
	}
}

// check and submit read their command lines with one parser: GNU style
// (options after operands, "--" ends them), submit's options only for
// submit, a usage error exit status 2.
func TestCheckSubmitCommandLine(t *testing.T) {
	e := newEnv(t, nil, jsonValidator)
	for _, tc := range []struct {
		cmd    string
		status int
		stdout string
		stderr string
	}{
		{"check extra", 2, "", "check: unexpected argument \"extra\"\nTry 'check --help'.\n"},
		{"check extra --help", 0, "usage: check", ""},
		{"check -- --help", 2, "", "unexpected argument \"--help\""},
		{"check --", 0, "nothing to check", ""},
		{"check -m msg", 2, "", "check: unexpected argument \"-m\""},
		{"check --status", 2, "", "unexpected argument \"--status\""},
		{"submit extra -m msg", 2, "", "submit: unexpected argument \"extra\"\nTry 'submit --help'.\n"},
		{"submit -m msg extra --help", 0, "usage: submit", ""},
		{"submit -m", 2, "", "submit: option requires an argument -- 'm'\nTry 'submit --help'.\n"},
		{"submit --message", 2, "", "option requires an argument -- 'message'"},
		{"submit -m --help", 1, "", "nothing to submit"}, // --help is -m's argument
		{"submit --message=msg", 1, "", "nothing to submit"},
		{"submit -mmsg", 1, "", "nothing to submit"},
		{"submit --status -m x", 2, "", "submit: --status takes no message\n"},
		{"submit --status", 0, "", ""},
	} {
		res := e.run(tc.cmd)
		if res.ExitCode != tc.status || !strings.Contains(res.Stdout, tc.stdout) || !strings.Contains(res.Stderr, tc.stderr) {
			t.Errorf("%s = %d %q %q, want %d %q %q", tc.cmd, res.ExitCode, res.Stdout, res.Stderr, tc.status, tc.stdout, tc.stderr)
		}
	}
}
