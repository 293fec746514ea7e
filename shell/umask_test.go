package shell

import (
	"bytes"
	"context"
	"io/fs"
	"os/exec"
	"testing"
)

// umask's octal and symbolic modes, its options and errors, against bash.
func TestUmaskDiffBash(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	var script bytes.Buffer
	for _, a := range []string{"u=rwx,g=rx,o=", "g-w", "o+w", "a=r", "=rw", "+x", "u=g", "go=u", "u+s", "a=X",
		"u=rwx,g=rwx,o=rwx,o-x", "z", "u=q", "u", "999", "0777", "-- 022", "17777", "u=rw,g", "-S", "-p", "-p -S",
		"-S -p", "-pS", "-x", "1 2", "0+", "g=rwx+x", "u-rwx+r", "a=rwx-w", "=", "o=x,", "-S 077", "-p 077",
		"-S u=rw", "-pS 0", "''", "-", "ug+w,o-r", "8"} {
		script.WriteString("umask 022; umask " + a + "; echo st=$? $(umask)\n")
	}
	sh := newTestShell(t, Limits{})
	got, gotErr, gotStatus := runScript(t, sh, script.String())
	out, errs, status := runBash(t, bashEnv, "-c", script.String())
	if got != out || gotStatus != status {
		t.Errorf("ours:  %q (status %d) stderr %q\nbash:  %q (status %d) stderr %q", got, gotStatus, gotErr, out, status, errs)
	}
}

// Files a redirection creates get 0666 less the umask, symbolic or octal;
// a subshell's umask stays there.
func TestUmaskModes(t *testing.T) {
	for _, tc := range []struct {
		mask string
		want fs.FileMode
	}{{"077", 0o600}, {"027", 0o640}, {"0", 0o666}, {"u=rwx,g=rx,o=", 0o640}, {"a-w", 0o444}, {"g+w", 0o664}} {
		sh := newTestShell(t, Limits{})
		_, errs, _ := runScript(t, sh, "umask "+tc.mask+"\n: > a\necho x >> b\n(umask 0; : > c)\n: > d")
		for _, name := range []string{"a", "b", "c", "d"} {
			fi, err := sh.cfg.FS.Stat(context.Background(), "/home/user/"+name)
			if err != nil {
				t.Fatalf("umask %s: %v (stderr %q)", tc.mask, err, errs)
			}
			want := tc.want
			if name == "c" {
				want = 0o666
			}
			if got := fi.Mode().Perm(); got != want {
				t.Errorf("umask %s: %s has mode %o, want %o", tc.mask, name, got, want)
			}
		}
	}
}
