package commands

import (
	"bytes"
	"context"
	"os/exec"
	"testing"

	"github.com/computerwelt/computerwelt/shell"
)

func TestInstallDiff(t *testing.T) {
	a := map[string]string{"a": "hi\n"}
	ad := map[string]string{"a": "hi\n", "b": "yo\n", "d/": ""}
	runDiffCases(t, []diffCase{
		{args: []string{"install"}},
		{args: []string{"install", "a"}, files: a},
		{args: []string{"install", "a", "b", "c"}, files: ad},
		{args: []string{"install", "a", "b", "a"}, files: ad},
		{args: []string{"install", "nosuch", "b"}},
		{args: []string{"install", "d", "e"}, files: ad},
		{args: []string{"install", "-m", "999", "a", "f"}, files: a},
		{args: []string{"install", "-T", "a", "d"}, files: ad},
		{args: []string{"install", "-d"}},
		{args: []string{"install", "-o", "bob", "a", "h"}, files: a},
		{args: []string{"install", "-g", "bob", "a", "h"}, files: a},
		{args: []string{"install", "-t", "nodir", "a"}, files: a},
		{args: []string{"install", "-t", "a", "a"}, files: a},
		{args: []string{"install", "--bogus"}},
		{args: []string{"install", "-o", "root", "a", "h"}, files: a, why: "the sandbox user is unprivileged; the host test runs as root",
			stderr: "install: cannot change ownership of 'h': Operation not permitted\n", status: 1},
		{args: []string{"install", "-o", "user", "-g", "1000", "a", "h"}, files: a, why: "the sandbox user is unprivileged; the host test runs as root"},
		{args: []string{"install", "-v", "a", "d"}, files: ad},
		{args: []string{"install", "-v", "-t", "d", "a", "b"}, files: map[string]string{"a": "1", "b": "2", "d/a": "old"}},
	})
}

// TestInstallModes checks what install leaves behind, through the shell
// (ls shows modes), and -v's lines, which name the program as invoked.
func TestInstallModes(t *testing.T) {
	for _, script := range []string{
		"install a b; ls -l b | cut -c1-10",
		"install -v -D a x/y/z; cat x/y/z",
		"install -d -v -m 700 p/q r",
		"install -Dv -t n/m a; install -d -v p p/ /; echo $?",
		"install -m 640 a b; ls -l b | cut -c1-10",
		"install -m u+x a b; ls -l b | cut -c1-10",
		"install -d -m 700 p/q; ls -ld p p/q | cut -c1-10",
		"install -d -m 1777 t; ls -ld t | cut -c1-10",
		"install -C -m 600 a b; install -C -v -m 600 a b; cat b",
		"install -m 600 a b; install -C -v a b; ls -l b | cut -c1-10",
	} {
		compareScript(t, script, map[string]string{"a": "hi\n"})
	}
}

// compareScript runs a script through the sandbox's shell (files under
// /work) and through bash in a host temp dir holding the same files (by
// default only when the host record does not hold the sandbox's result:
// a script whose output shows the clock or the temp dir runs every time).
func compareScript(t *testing.T, script string, files map[string]string) {
	t.Helper()
	ctx := context.Background()
	fsys := sandboxFS(t, files)
	sh, err := shell.New(shell.Config{FS: fsys, Dir: sandboxDir, Commands: All(), Env: sandboxTestEnv})
	if err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	res, err := sh.Run(ctx, script, shell.RunIO{Stdout: &out, Stderr: &errb})
	if err != nil {
		t.Fatalf("%s: %v", script, err)
	}
	got := result{out.String(), errb.String(), res.ExitCode}
	args := []string{"bash", "-c", "umask 022; " + script}
	key := hostCaseKey(args, "", files)
	if hostKnown(t, key, resultText(got)) {
		return
	}
	dir := t.TempDir()
	writeHostFiles(t, dir, files)
	want := runHost(t, exec.Command(args[0], args[1:]...), dir, "")
	hostRan(t, key, resultText(want))
	if got != want {
		t.Errorf("%s:\n got %q %q %d\nwant %q %q %d", script, got.stdout, got.stderr, got.status, want.stdout, want.stderr, want.status)
	}
}
