package commands

import (
	"context"
	"regexp"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

func TestMktempErrorsDiff(t *testing.T) {
	files := map[string]string{"a": "x"}
	var cases []diffCase
	for _, args := range [][]string{
		{"-u", "XX"}, {"-q", "-u", "XX"}, {"a", "b"}, {"-u", "XXXXXX/a"}, {"-u", "--suffix=/x"},
		{"-u", "-t", "/abs/XXX"}, {"-u", "-t", "a/XXX"}, {"-u", "-p", "/tmp", "/abs/XXX"},
		{"--suffix=.x", "fooXXXy"}, {"-u", "a/bXXX"}, {"nodir/XXXX"}, {"-d", "nodir/XXXX"},
		{"-q", "nodir/XXXX"}, {"-x"}, {"-u", "foo"}, {"-p"},
	} {
		cases = append(cases, diffCase{args: append([]string{"mktemp"}, args...), files: files})
	}
	runDiffCases(t, cases)
}

func TestMktemp(t *testing.T) {
	ctx := context.Background()
	cases := []struct {
		args   []string
		tmpdir string
		re     string
		dir    bool
		dry    bool
	}{
		{[]string{}, "", `^/tmp/tmp\.[A-Za-z0-9]{10}$`, false, false},
		{[]string{"-d"}, "", `^/tmp/tmp\.[A-Za-z0-9]{10}$`, true, false},
		{[]string{}, "/var/tmp", `^/var/tmp/tmp\.[A-Za-z0-9]{10}$`, false, false},
		{[]string{"fooXXX"}, "", `^foo[A-Za-z0-9]{3}$`, false, false},
		{[]string{"fooXXXbar"}, "", `^foo[A-Za-z0-9]{3}bar$`, false, false},
		{[]string{"fooXXXsuffixXXXX"}, "", `^fooXXXsuffix[A-Za-z0-9]{4}$`, false, false},
		{[]string{"-p", "/tmp", "fooXXX"}, "/var/tmp", `^/tmp/foo[A-Za-z0-9]{3}$`, false, false},
		{[]string{"--tmpdir", "fooXXX"}, "/var/tmp", `^/var/tmp/foo[A-Za-z0-9]{3}$`, false, false},
		{[]string{"--tmpdir=/opt", "fooXXX"}, "", `^/opt/foo[A-Za-z0-9]{3}$`, false, false},
		{[]string{"-p", "rel", "sub/fooXXX"}, "", `^rel/sub/foo[A-Za-z0-9]{3}$`, false, false},
		{[]string{"-t", "abcXXX"}, "", `^/tmp/abc[A-Za-z0-9]{3}$`, false, false},
		{[]string{"-t", "-p", "/opt", "abcXXX"}, "/var/tmp", `^/var/tmp/abc[A-Za-z0-9]{3}$`, false, false},
		{[]string{"-t", "-p", "/opt", "abcXXX"}, "", `^/opt/abc[A-Za-z0-9]{3}$`, false, false},
		{[]string{"--suffix=.txt"}, "", `^/tmp/tmp\.[A-Za-z0-9]{10}\.txt$`, false, false},
		{[]string{"-u"}, "", `^/tmp/tmp\.[A-Za-z0-9]{10}$`, false, true},
		{[]string{"-du", "xXXXX"}, "", `^x[A-Za-z0-9]{4}$`, false, true},
	}
	for _, c := range cases {
		fsys := memfs.New()
		for _, d := range []string{"/tmp", "/var/tmp", "/opt", "/work/rel/sub"} {
			vfs.MkdirAll(ctx, fsys, d, 0o777)
		}
		args := append([]string{"mktemp"}, c.args...)
		inv, out := sysInvocation(args)
		inv.FS, inv.Dir = fsys, "/work"
		inv.Umask = 0o022
		if c.tmpdir != "" {
			inv.Env["TMPDIR"] = c.tmpdir
		}
		if st := runMktemp(ctx, inv); st != 0 {
			t.Errorf("%v: status %d: %s", args, st, inv.Stderr)
			continue
		}
		name := out.String()[:out.Len()-1]
		if !regexp.MustCompile(c.re).MatchString(name) {
			t.Errorf("%v: name %q does not match %s", args, name, c.re)
		}
		fi, err := fsys.Lstat(ctx, vfs.Abs("/work", name))
		switch {
		case c.dry:
			if err == nil {
				t.Errorf("%v: dry run created %s", args, name)
			}
		case err != nil:
			t.Errorf("%v: %s not created: %v", args, name, err)
		case c.dir && (!fi.IsDir() || fi.Mode().Perm() != 0o700):
			t.Errorf("%v: %s mode %v, want drwx------", args, name, fi.Mode())
		case !c.dir && (!fi.Mode().IsRegular() || fi.Mode().Perm() != 0o600):
			t.Errorf("%v: %s mode %v, want -rw-------", args, name, fi.Mode())
		}
	}
}

// TestMktempUnique: names already taken are never handed out again (the
// creation is exclusive).
func TestMktempUnique(t *testing.T) {
	ctx := context.Background()
	fsys := memfs.New()
	vfs.MkdirAll(ctx, fsys, "/work", 0o777)
	seen := map[string]bool{}
	for i := 0; i < 300; i++ {
		inv2, out := sysInvocation([]string{"mktemp", "aXXX"})
		inv2.FS, inv2.Dir = fsys, "/work"
		if runMktemp(ctx, inv2) != 0 {
			t.Fatalf("mktemp failed: %s", inv2.Stderr)
		}
		if seen[out.String()] {
			t.Fatalf("name %q given twice", out.String())
		}
		seen[out.String()] = true
	}
}
