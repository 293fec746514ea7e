package shell

import (
	"context"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// /usr/bin lists the commands the shell runs from there, /bin links to
// it and /dev lists the devices; all read-only, and a filesystem's own
// directory of that name wins.
func TestSystemDirectories(t *testing.T) {
	fsys := memfs.New()
	vfs.MkdirAll(context.Background(), fsys, "/home/user", 0o755)
	sh, err := New(Config{FS: fsys, Dir: "/home/user", Username: "user", Hostname: "sandbox", Commands: testCommands(), Withheld: map[string]bool{"sleep": true}})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ script, out string }{
		{`[ -x /usr/bin/cat ] && [ -f /bin/cat ] && [ -L /bin ] && [ -d /usr/bin ] && echo yes`, "yes\n"},
		{`echo /usr/bin/ca* /bin/sh /usr/bin/sleep*`, "/usr/bin/cat /bin/sh /usr/bin/sleep*\n"},
		{`echo /*`, "/bin /dev /etc /home /usr\n"},
		{`echo /etc/*; read -r id < /etc/os-release; echo $id; cat /etc/hostname`,
			"/etc/group /etc/hostname /etc/os-release /etc/passwd\nPRETTY_NAME=\"Computerwelt sandbox (bash 5.2, GNU tools; no package manager, no network)\"\nsandbox\n"},
		{`while IFS=: read -r name _ uid _; do echo $name $uid; done < /etc/passwd`, "root 0\nuser 1000\n"},
		{`cd /bin && pwd && pwd -P`, "/bin\n/usr/bin\n"},
		{`/bin/cat <<< hi; /usr/bin/cat /usr/bin/cat`, "hi\n#!/bin/sh\n# cat is built into the Computerwelt sandbox: help cat\n"},
		{`[ -e /usr/bin/sleep ] || [ -e /usr/bin/nope ] || [ -e /usr/lib ] || echo absent`, "absent\n"},
		{`echo /dev/n* /dev/std*`, "/dev/null /dev/stderr /dev/stdin /dev/stdout\n"},
		{`: > /usr/bin/x; mkdir /usr/local; : > /dev/null && echo null-ok`, "null-ok\n"},
	} {
		out, errs, _ := runScript(t, sh, c.script)
		if out != c.out {
			t.Errorf("%s:\n got %q (stderr %q)\nwant %q", c.script, out, errs, c.out)
		}
	}
	_, errs, _ := runScript(t, sh, `: > /usr/bin/x`)
	if !strings.Contains(errs, "/usr/bin/x: Permission denied") {
		t.Errorf("writing in /usr/bin: %q", errs)
	}

	// The filesystem's own /usr is the one shown.
	vfs.MkdirAll(context.Background(), fsys, "/usr/local", 0o755)
	out, _, _ := runScript(t, sh, `echo /usr/*; [ -x /usr/bin/cat ] || echo no-usr-bin; /usr/bin/cat <<< still-runs`)
	if out != "/usr/local\nno-usr-bin\nstill-runs\n" {
		t.Errorf("a filesystem with its own /usr: %q", out)
	}
}
