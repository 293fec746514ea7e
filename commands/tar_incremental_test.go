package commands

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

// tarListInc lists an incremental archive's members and dumpdirs without
// owners and dates: mode, size and name.
const tarListInc = " | sed -E 's/^([^ ]+) [^ ]+ +([0-9]+) [^ ]+ [^ ]+ /\\1 \\2 /'"

// TestTarIncrementalScripts: -g and -G dumps (dumpdir members, snapshot
// files, levels 0, 1 and 2) and their extraction, which removes what was
// deleted between the dumps, against GNU tar.
func TestTarIncrementalScripts(t *testing.T) {
	const (
		l0 = "tar -g s -cf l0.tar d top; "
		// GNU tar stamps its dump with the fine clock and the file system
		// stamps files with the coarse one, so a change within the same
		// tick as the dump before it can go unseen; the sleeps make the
		// host's answer the same on every run.
		tick   = "sleep 0.05; "
		change = tick + "echo a2 > d/a; rm d/e/c; mkdir d/f; echo z > d/f/z; echo B > d/B; "
		l1     = "tar -g s -cvf l1.tar top d; echo $?; "
	)
	for _, script := range []string{
		l0 + "tar -tvvf l0.tar -g /dev/null" + tarListInc + "; tar -tf l0.tar; head -c 15 s",
		l0 + change + l1 + "tar -tvvf l1.tar -g /dev/null" + tarListInc,
		l0 + change + l1 + tick + "echo mod > d/B; rm d/f/z; tar -g s -cvf l2.tar d; tar -tvvf l2.tar --listed-incremental=/dev/null" + tarListInc,
		l0 + change + l1 + "mkdir x; cd x; tar -xvf ../l0.tar -g /dev/null; echo junk > d/junk; tar -xvf ../l1.tar -g /dev/null; find . | sort; cat d/a",
		l0 + change + l1 + "mkdir x; cd x; tar -xf ../l0.tar; tar -xf ../l1.tar; find . | sort",
		l0 + change + l1 + "mkdir x; cd x; tar -xf ../l0.tar -G; tar -xvf ../l1.tar -G; find . | sort",
		l0 + "tar -tvvf l0.tar" + tarListInc + "; tar -tvf l0.tar -g /dev/null" + tarListInc,
		// -v names the directories the snapshot does not have.
		"tar -g s -cvf a.tar d 2>&1; mkdir d/n; tar -g s -cvf b.tar d 2>&1; tar -g s --warning=no-new-directory -cvf b.tar d 2>&1",
		"tar -g s -cf a.tar d; touch d/e/c; tar --level=0 -g s -cvf b.tar d 2>&1; tar -g s -cvvf c.tar d 2>&1" + tarListInc,
		"tar -G -cvf g.tar d 2>&1; tar -tvvf g.tar -G" + tarListInc,
		"tar -g s --exclude=c -cf a.tar d; tar -tvvf a.tar -g /dev/null" + tarListInc,
		": > s; tar -g s -cvf a.tar other 2>&1; tar -tf a.tar",
		"tar -g s -C d -cf a.tar .; tar -tvvf a.tar -g /dev/null" + tarListInc + "; tar -g s -cf b.tar -C d e; tar -tf b.tar",
		"tar -g s -cf a.tar d/e top; " + tick + "echo x > d/e/n; tar -g s -cvf b.tar d/e top; tar -uf b.tar d/e/n; tar -tf b.tar; tar --delete -f b.tar d/e/; tar -tf b.tar",
		"tar -g s -cf a.tar d; tar -df a.tar; echo $?; tar -df a.tar -g /dev/null; echo $?",
		"ln -s a d/l; tar -g s -cf a.tar d; tar -tvvf a.tar -g /dev/null" + tarListInc + "; tar -tvf a.tar | cut -c1",
		"echo junk > s; tar -g s -cf a.tar d; echo $?",
		"printf 'GNU tar-1.34-2\\n12\\0' > s; tar -g s -cf a.tar d; echo $?",
		"printf 'GNU tar-1.34-1\\n12\\0' > s; tar -g s -cvf a.tar d; echo $?",
	} {
		t.Run(script, func(t *testing.T) {
			t.Parallel()
			compareScript(t, script, tarScriptFiles)
		})
	}
}

// TestTarIncrementalInterchange: GNU tar lists and extracts our
// incremental archives (deleting what they say was deleted) as ours does,
// and reads our snapshot for its next level.
func TestTarIncrementalInterchange(t *testing.T) {
	bin, err := exec.LookPath("tar")
	if err != nil {
		t.Skip("no tar on the host")
	}
	fsys := sandboxFS(t, tarScriptFiles)
	script := "tar -g s -cf l0.tar d top; echo a2 > d/a; rm d/e/c; mkdir d/f; echo z > d/f/z; tar -g s -cf l1.tar top d; " +
		"mkdir x; cd x; tar -xf ../l0.tar -g /dev/null; tar -xvf ../l1.tar -g /dev/null; find . | sort; cd ..; tar -tvvf l1.tar -g /dev/null" + tarListInc
	got := runScriptIn(t, fsys, script)
	dir := t.TempDir()
	for _, n := range []string{"l0.tar", "l1.tar", "s"} {
		data, err := vfs.ReadFile(context.Background(), fsys, sandboxDir+"/"+n)
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(dir, n), data, 0o644)
	}
	os.MkdirAll(filepath.Join(dir, "x"), 0o755)
	want := runHost(t, exec.Command("bash", "-c", "cd x; "+bin+" -xf ../l0.tar -g /dev/null; "+bin+" -xvf ../l1.tar -g /dev/null; find . | sort; cd ..; "+bin+" -tvvf l1.tar -g /dev/null"+tarListInc), dir, "")
	want.stdout = strings.ReplaceAll(want.stdout, bin+":", "tar:")
	if got != want {
		t.Errorf("GNU tar reads our archives otherwise:\n got %q %q\nwant %q %q", got.stdout, got.stderr, want.stdout, want.stderr)
	}
	// GNU tar takes our snapshot for the next level: only what changed.
	os.MkdirAll(filepath.Join(dir, "d"), 0o755)
	os.WriteFile(filepath.Join(dir, "d", "new"), []byte("n\n"), 0o644)
	r := runHost(t, exec.Command(bin, "-g", "s", "-cvf", "l2.tar", "d"), dir, "")
	if r.status != 0 || !strings.Contains(r.stdout, "d/new\n") {
		t.Errorf("GNU tar on our snapshot: %+v", r)
	}
}

// runScriptIn runs a script through the sandbox's shell on fsys.
func runScriptIn(t *testing.T, fsys vfs.FS, script string) result {
	t.Helper()
	sh, err := shell.New(shell.Config{FS: fsys, Dir: sandboxDir, Commands: All(), Env: sandboxTestEnv})
	if err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	res, err := sh.Run(context.Background(), script, shell.RunIO{Stdout: &out, Stderr: &errb})
	if err != nil {
		t.Fatalf("%s: %v", script, err)
	}
	return result{out.String(), errb.String(), res.ExitCode}
}
