package review

import (
	"crypto/sha256"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/vfs/hostfs"
)

// treeDigest lists every entry of a host folder with its mode and content
// hash, to prove that nothing changed it.
func treeDigest(t *testing.T, dir string) string {
	t.Helper()
	var lines []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		fi, err := d.Info()
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		line := fmt.Sprintf("%s %v", rel, fi.Mode())
		switch {
		case fi.Mode()&fs.ModeSymlink != 0:
			l, _ := os.Readlink(p)
			line += " -> " + l
		case fi.Mode().IsRegular():
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			line += fmt.Sprintf(" %x", sha256.Sum256(b))
		}
		lines = append(lines, line)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(lines)
	return strings.Join(lines, "\n")
}

// TestSandboxCannotApproveOrWriteTheBase tries, from inside the sandbox,
// everything that might write the reviewed folder or decide a proposal:
// commands, Python, odd paths, the review commands' own options. The host
// folder must stay byte-identical and every proposal pending.
func TestSandboxCannotApproveOrWriteTheBase(t *testing.T) {
	python := !testing.Short()
	dir := t.TempDir()
	must(t, os.WriteFile(filepath.Join(dir, "app.json"), []byte("{}\n"), 0o644))
	must(t, os.Mkdir(filepath.Join(dir, "sub"), 0o755))
	must(t, os.WriteFile(filepath.Join(dir, "sub", "x.txt"), []byte("x\n"), 0o600))
	before := treeDigest(t, dir)
	host, err := hostfs.New(dir, hostfs.Writable())
	must(t, err)
	t.Cleanup(func() { host.Close() })
	e := newEnvWith(t, host, python, jsonValidator)

	res := e.run(`echo '{"a": 1}' > app.json && submit -m first`)
	if res.ExitCode != 0 {
		t.Fatalf("submit = %d %q", res.ExitCode, res.Stderr)
	}
	first := e.proposals()[0].ID

	attempts := []string{
		// No command decides a proposal.
		`approve ` + first, `review approve ` + first, `computerwelt review approve ` + first,
		`reject ` + first, `type approve`, `command -v approve`,
		// The review commands only stage and list.
		`submit --approve ` + first, `submit --status ` + first, `submit -m x --status`, `check --apply`,
		`submit -m "$(printf 'x\n')" --status`,
		// Writes by every route land in the session's copy.
		`echo pwned > /config/app.json`, `rm -rf /config/sub`, `mv /config/app.json /config/moved`,
		`cd /config/.. && echo pwned > config/new`, `echo pwned > /config/../config/sub/../new2`,
		`ln -s /config/app.json /tmp/l && echo pwned > /tmp/l`,
		`cp /etc/passwd /config/ 2>/dev/null; touch -d 2000-01-01 /config/app.json; chmod 000 /config/app.json`,
		`tar -cf /tmp/t.tar -C /config . && tar -xf /tmp/t.tar -C /config`,
		`sed -i s/a/b/ /config/app.json; truncate -s 0 /config/app.json`,
		`ls -la /proc /proc/self /dev 2>&1 | head -5; cat /proc/self/mounts 2>&1 | head -3`,
		`echo x > /dev/tcp/127.0.0.1/80`,
		`env | grep -i -e store -e token -e cw_ ; exit 0`,
	}
	if python {
		attempts = append(attempts,
			`python3 -c "open('/config/app.json','w').write('pwned')"`,
			`python3 -c "import os; os.remove('/config/sub/x.txt'); os.rename('/config/app.json','/config/q')"`,
			`python3 -c "import os; print(os.listdir('/'))"`,
			`python3 -c "import subprocess; subprocess.run(['approve'])" 2>&1 | tail -1`,
		)
	}
	for _, a := range attempts {
		res := e.run(a)
		for _, bad := range []string{"approved", "applied"} {
			if strings.Contains(res.Stdout, bad) {
				t.Errorf("%s printed %q: %q", a, bad, res.Stdout)
			}
		}
	}
	// Stage more proposals out of all that.
	e.run(`chmod 644 /config/app.json 2>/dev/null; echo '{}' > /config/app.json; submit -m second`)

	if after := treeDigest(t, dir); after != before {
		t.Errorf("the host folder changed from inside the sandbox:\nbefore:\n%s\nafter:\n%s", before, after)
	}
	for _, p := range e.proposals() {
		if p.Status != store.Pending {
			t.Errorf("proposal %s is %s", p.ID, p.Status)
		}
	}
	if len(e.st.audit) != 0 {
		t.Errorf("audit entries from inside the sandbox: %+v", e.st.audit)
	}
	if res := e.run(`help`); strings.Contains(res.Stdout, "approve ") {
		t.Errorf("help offers an approve command:\n%s", res.Stdout)
	}
}
