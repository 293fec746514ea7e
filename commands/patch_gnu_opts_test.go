package commands

import "testing"

// TestPatchSetTimeScripts: -T and -Z set the patched file's times from
// the header (local time, or UTC with -Z, for a time without a zone),
// unless the file's time is not the header's old one or the patch did not
// apply exactly, against GNU patch.
func TestPatchSetTimeScripts(t *testing.T) {
	const (
		mk    = "printf 'a\\nb\\n' > f; touch -d '2020-01-02 03:04:05' f; "
		zoned = "printf -- '--- f\\t2020-01-02 03:04:05.000000000 +0000\\n+++ g\\t2021-05-06 07:08:09.123456789 +0000\\n@@ -1,2 +1,2 @@\\n a\\n-b\\n+c\\n' > p.diff; "
		plain = "printf -- '--- f\\t2020-01-02 03:04:05\\n+++ g\\t2021-05-06 07:08:09\\n@@ -1,2 +1,2 @@\\n a\\n-b\\n+c\\n' > q.diff; "
		// A time set now is shown as "now".
		show = "; echo $?; stat -c '%y|%x|%n' f | sed -E \"s/$(date +%Y)-[^|]*/now/g\""
	)
	files := map[string]string{"ten": lines(1, 10)}
	for _, script := range []string{
		mk + zoned + "patch -T < p.diff" + show,
		mk + zoned + "patch --set-time < p.diff" + show,
		mk + zoned + "patch -Z < p.diff" + show,
		mk + zoned + "touch f; patch -T < p.diff" + show,
		mk + zoned + "touch -d 2000-01-01 f; patch -T -f < p.diff" + show,
		mk + zoned + "patch -T -R < p.diff; patch -T -R < p.diff" + show,
		mk + zoned + "patch -T -s < p.diff" + show,
		mk + zoned + "patch -T --dry-run < p.diff" + show,
		mk + zoned + "patch -T -o out < p.diff; mv out f" + show,
		// Without a zone the time is local, or UTC with -Z.
		"export TZ=EST5; " + mk + plain + "patch -T < q.diff" + show,
		"export TZ=EST5; " + mk + plain + "patch -Z < q.diff" + show,
		mk + plain + "TZ=EST5 patch -Z < q.diff" + show,
		mk + "printf -- '--- f\\tbogus\\n+++ g\\tnot a date\\n@@ -1,2 +1,2 @@\\n a\\n-b\\n+c\\n' | patch -T" + show,
		mk + "printf -- '*** f\\tThu Jan  2 03:04:05 2020\\n--- g\\tSat May  8 09:10:11 2021\\n***************\\n*** 1,2 ****\\n  a\\n! b\\n--- 1,2 ----\\n  a\\n! c\\n' | patch -T" + show,
		// An offset, fuzz or a failed hunk is a mismatch; no hunk applied
		// leaves the file alone.
		"printf 'z\\na\\nb\\n' > f; touch -d '2020-01-02 03:04:05' f; " + zoned + "patch -T < p.diff" + show,
		"printf 'x\\n' > f; touch -d '2020-01-02 03:04:05' f; " + zoned + "patch -T < p.diff" + show,
		"touch -d '2020-01-02 03:04:05' ten; printf -- '--- ten\\t2020-01-02 03:04:05 +0000\\n+++ ten\\t2021-05-06 07:08:09 +0000\\n@@ -1,2 +1,2 @@\\n 1\\n-2\\n+two\\n@@ -8,3 +8,3 @@\\n 8\\n-X\\n+nine\\n 10\\n' | patch -T; mv ten f" + show,
		// No hunk applied: the file is not written, its backup is.
		"printf 'x\\n' > f; touch -d '2020-01-02 03:04:05' f; printf -- '--- f\\n+++ f\\n@@ -1,2 +1,2 @@\\n a\\n-b\\n+c\\n' | patch" + show + "; ls",
		"patch --quoting-style=bogus < /dev/null; echo $?",
		"patch --quoting-style=c -d 'no dir'; patch -d 'no dir' --quoting-style=c; QUOTING_STYLE=escape patch -d 'no dir'; QUOTING_STYLE=bogus patch -d 'no dir'",
		// Creating a file takes the new time.
		"printf -- '--- /dev/null\\t1970-01-01 00:00:00.000000000 +0000\\n+++ new\\t2021-05-06 07:08:09.5 +0000\\n@@ -0,0 +1 @@\\n+x\\n' | patch -T; stat -c '%y %n' new",
	} {
		t.Run(script, func(t *testing.T) {
			t.Parallel()
			compareScript(t, script, files)
		})
	}
}

// TestPatchQuotingAndPosixDiff: names in messages in each quoting style
// (QUOTING_STYLE or --quoting-style, shell by default), and --posix's
// choice of the file to patch and keeping of emptied files.
func TestPatchQuotingAndPosixDiff(t *testing.T) {
	odd := map[string]string{"a$b": "a\n", "x\"y\\tz": "a\n"}
	one := "--- a$b\n+++ a$b\n@@ -1 +1 @@\n-a\n+b\n"
	two := "--- x\"y\\tz\n+++ x\"y\\tz\n@@ -1 +1 @@\n-a\n+b\n"
	bad := "--- a$b\n+++ a$b\n@@ -1 +1 @@\n-q\n+b\n"
	var cases []patchCase
	for _, q := range []string{"literal", "shell", "shell-always", "shell-escape", "shell-escape-always", "c", "c-maybe", "escape", "locale", "clocale"} {
		cases = append(cases,
			patchCase{args: []string{"patch", "--quoting-style=" + q}, stdin: one, files: odd, check: []string{"a$b"}},
			patchCase{args: []string{"patch", "--quoting-style", q, "--dry-run"}, stdin: two, files: odd},
			patchCase{args: []string{"patch", "--quoting-style=" + q}, stdin: bad, files: odd, check: []string{"a$b.rej"}})
	}
	nested := map[string]string{"a/b/f": "a\n", "g": "a\n", "hh": "a\n", "ggggg": "a\n"}
	del := "--- f\n+++ /dev/null\n@@ -1 +0,0 @@\n-a\n"
	cases = append(cases,
		patchCase{args: []string{"patch"}, stdin: bad, files: odd},
		patchCase{args: []string{"patch", "-i", "no $uch"}, files: odd},
		patchCase{args: []string{"patch", "--quoting-style=c", "-d", "no dir"}, stdin: one, files: odd},
		patchCase{args: []string{"patch", "-p0", "--dry-run"}, stdin: "--- a/b/f\n+++ g\n@@ -1 +1 @@\n-a\n+b\n", files: nested},
		patchCase{args: []string{"patch", "-p0", "--dry-run", "--posix"}, stdin: "--- a/b/f\n+++ g\n@@ -1 +1 @@\n-a\n+b\n", files: nested},
		patchCase{args: []string{"patch", "-p0", "--dry-run"}, stdin: "--- ggggg\n+++ hh\n@@ -1 +1 @@\n-a\n+b\n", files: nested},
		patchCase{args: []string{"patch", "-p0", "--posix", "--dry-run"}, stdin: "--- ggggg\n+++ hh\n@@ -1 +1 @@\n-a\n+b\n", files: nested},
		patchCase{args: []string{"patch", "--posix"}, stdin: del, files: map[string]string{"f": "a\n"}, check: []string{"f"}},
		patchCase{args: []string{"patch"}, stdin: del, files: map[string]string{"f": "a\n"}, check: []string{"f"}},
		patchCase{args: []string{"patch", "--posix"}, stdin: "--- f\n+++ f\n@@ -1,2 +1,2 @@\n-a\n+b\n z\n", files: map[string]string{"f": "q\na\nz\n"}, check: []string{"f", "f.orig"}},
	)
	runPatchCases(t, cases)
}
