package commands

import "testing"

// The host tools run as root, which may give files away: the cases where
// the sandbox's single unprivileged user must fail carry expected values,
// taken from GNU chown 9.1 run as an unprivileged user.
func TestChownDiff(t *testing.T) {
	const eperm = "why: the sandbox user is unprivileged; the host test runs as root"
	f := map[string]string{"f": "x"}
	tree := map[string]string{"d/g": "x"}
	runDiffCases(t, []diffCase{
		{args: []string{"chown"}},
		{args: []string{"chown", "x"}},
		{args: []string{"chown", "bob", "f"}, files: f},
		{args: []string{"chown", "root:bob", "f"}, files: f},
		{args: []string{"chown", ":bob", "f"}, files: f},
		{args: []string{"chown", "0", "nosuch"}},
		{args: []string{"chown", "-f", "0", "nosuch"}},
		{args: []string{"chown", "--reference=nosuch", "f"}, files: f},
		{args: []string{"chown", "--bogus", "f"}, files: f},
		{args: []string{"chown", "user", "f"}, files: f, why: eperm},
		{args: []string{"chown", "-v", "user", "f"}, files: f, why: eperm,
			stdout: "ownership of 'f' retained as user\n"},
		{args: []string{"chown", "-c", "1000", "f"}, files: f, why: eperm},
		{args: []string{"chown", "-v", "user:", "f"}, files: f, why: eperm,
			stdout: "ownership of 'f' retained as user:user\n"},
		{args: []string{"chown", "-v", ":user", "f"}, files: f, why: eperm,
			stdout: "ownership of 'f' retained as user:user\n"},
		{args: []string{"chown", "-v", "user.", "f"}, files: f, why: eperm,
			stdout: "ownership of 'f' retained as user:user\n", stderr: "chown: warning: '.' should be ':': ‘user.’\n"},
		{args: []string{"chown", "-v", "--reference=f", "f"}, files: f, why: eperm,
			stdout: "ownership of 'f' retained as user:user\n"},
		{args: []string{"chown", "root", "f"}, files: f, why: eperm,
			stderr: "chown: changing ownership of 'f': Operation not permitted\n", status: 1},
		{args: []string{"chown", "-f", "root", "f"}, files: f, why: eperm, status: 1},
		{args: []string{"chown", "-v", "4242", "f"}, files: f, why: eperm,
			stdout: "failed to change ownership of 'f' from user to 4242\n",
			stderr: "chown: changing ownership of 'f': Operation not permitted\n", status: 1},
		{args: []string{"chown", "-Rv", "user", "d"}, files: tree, why: eperm,
			stdout: "ownership of 'd/g' retained as user\nownership of 'd' retained as user\n"},
		{args: []string{"chown", "-R", "root", "d"}, files: tree, why: eperm, status: 1,
			stderr: "chown: changing ownership of 'd/g': Operation not permitted\nchown: changing ownership of 'd': Operation not permitted\n"},
	})
}

func TestChgrpDiff(t *testing.T) {
	const eperm = "why: the sandbox user is unprivileged; the host test runs as root"
	f := map[string]string{"f": "x"}
	runDiffCases(t, []diffCase{
		{args: []string{"chgrp"}},
		{args: []string{"chgrp", "root"}},
		{args: []string{"chgrp", "bob", "f"}, files: f},
		{args: []string{"chgrp", "0", "nosuch"}},
		{args: []string{"chgrp", "-v", "user", "f"}, files: f, why: eperm,
			stdout: "group of 'f' retained as user\n"},
		{args: []string{"chgrp", "-v", "root", "f"}, files: f, why: eperm, status: 1,
			stdout: "failed to change group of 'f' from user to root\n",
			stderr: "chgrp: changing group of 'f': Operation not permitted\n"},
		{args: []string{"chgrp", "-c", "0", "f"}, files: f, why: eperm, status: 1,
			stderr: "chgrp: changing group of 'f': Operation not permitted\n"},
	})
}
