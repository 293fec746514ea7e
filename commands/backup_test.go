package commands

import "testing"

// TestBackupDiff: --backup, -b and -S of cp, mv, ln and install, with
// VERSION_CONTROL and SIMPLE_BACKUP_SUFFIX, against the real tools
// (output and the tree left behind).
func TestBackupDiff(t *testing.T) {
	files := map[string]string{"a": "alpha\n", "b": "bravo\n", "c": "charlie\n", "d/": "", "d/f": "x\n", "e/": "", "e/f": "y\n", "b.~3~": "old\n", "b.~x~": "", "b.~07~": ""}
	var cases []seqCase
	add := func(cmds ...[]string) {
		cases = append(cases, seqCase{files: files, cmds: cmds})
	}
	for _, cmd := range []string{"cp", "mv", "ln", "install"} {
		for _, opts := range [][]string{
			{"-b"}, {"--backup"}, {"--backup=t"}, {"--backup=numbered"}, {"--backup=nil"}, {"--backup=existing"},
			{"--backup=simple"}, {"--backup=never"}, {"--backup=none"}, {"--backup=off"}, {"--backup=n"}, {"--backup=s"},
			{"--backup=bogus"}, {"--backup="}, {"-S", ".bak"}, {"--suffix=.orig"}, {"-S", "x/y"}, {"-S", ""}, {"-b", "-S", "@"},
			{"--backup=simple", "--suffix", ",v"}, {"-bv"}, {"-v", "--backup=t"},
		} {
			args := append(append([]string{cmd}, opts...), "a", "b")
			add(args)
			add(append(append([]string{cmd}, opts...), "a", "c"))
		}
		// The environment chooses when --backup has no value.
		for _, vc := range []string{"numbered", "t", "never", "off", "nil", "x", ""} {
			add([]string{"env", "VERSION_CONTROL=" + vc, cmd, "-b", "a", "b"})
			add([]string{"env", "VERSION_CONTROL=" + vc, cmd, "--backup=simple", "a", "b"})
		}
		add([]string{"env", "SIMPLE_BACKUP_SUFFIX=.s", cmd, "-bv", "a", "c"})
		add([]string{"env", "SIMPLE_BACKUP_SUFFIX=a/b", cmd, "-bv", "a", "c"})
		add([]string{"env", "SIMPLE_BACKUP_SUFFIX=.s", cmd, "-v", "-S", ".t", "a", "c"})
		// Numbered backups count on from the highest.
		add([]string{cmd, "--backup=t", "a", "c"}, []string{"cp", "b", "a"}, []string{cmd, "--backup=t", "-v", "a", "c"}, []string{cmd, "-bv", "b", "c"})
		add([]string{cmd, "-b", "a", "a"})
		add([]string{cmd, "-bf", "a", "a"})
	}
	// Into directories: files are backed up, a directory merged into is not.
	add([]string{"cp", "-rvb", "d/.", "e"})
	add([]string{"cp", "-rvb", "d", "e"}, []string{"cp", "-rvb", "--backup=t", "d", "e"}, []string{"cp", "-rvb", "--backup=t", "d", "e"})
	add([]string{"mv", "-vb", "a", "b", "e"}, []string{"mv", "-vb", "e/a", "e/b"})
	add([]string{"mv", "-vbT", "d", "e"})
	add([]string{"cp", "-vbs", "a", "b"}, []string{"ln", "-svb", "a", "c"}, []string{"ln", "-svb", "a", "a"})
	add([]string{"cp", "-vbl", "a", "b"}, []string{"ln", "-vb", "a", "c"}, []string{"ln", "-vb", "--backup=t", "a", "c"})
	add([]string{"ln", "-vb", "a", "d"}, []string{"ln", "-vbT", "a", "d"})
	runSeqCases(t, cases)
}

// TestCpMoreOptionsDiff: --attributes-only, --sparse, --reflink,
// --strip-trailing-slashes, --copy-contents and -x against the real cp.
func TestCpMoreOptionsDiff(t *testing.T) {
	// One entry a directory: cp -rv prints a tree in the order the
	// directory is read, which on the host is its file system's.
	files := map[string]string{"a": "alpha\n", "b": "bravo\n", "d/": "", "d/s/g": "y\n"}
	var cases []seqCase
	for _, args := range [][]string{
		{"--attributes-only", "a", "b"}, {"--attributes-only", "a", "n"}, {"-r", "--attributes-only", "d", "n"},
		{"--sparse=always", "a", "n"}, {"--sparse=never", "a", "n"}, {"--sparse=auto", "a", "n"}, {"--sparse=a", "a", "n"},
		{"--sparse=x", "a", "n"}, {"--sparse", "a", "n"},
		{"--reflink=never", "a", "n"}, {"--reflink=auto", "a", "n"}, {"--reflink=always", "a", "n"}, {"--reflink", "a", "b"},
		{"--reflink=bad", "a", "n"}, {"-r", "--reflink", "d", "n"},
		{"--strip-trailing-slashes", "-rv", "d/", "n"}, {"--strip-trailing-slashes", "-v", "a", "d/"},
		{"--strip-trailing-slashes", "a/", "n"}, {"--strip-trailing-slashes", "-t", "d/", "a"},
		{"--copy-contents", "-rv", "d", "n"}, {"-xrv", "d", "n"}, {"--one-file-system", "-v", "a", "n"},
	} {
		cases = append(cases, seqCase{files: files, cmds: [][]string{append([]string{"cp"}, args...)}})
	}
	runSeqCases(t, cases)
}

// TestLnDirectoryDiff: ln -d/-F tries a hard link to a directory, which
// Linux refuses even to root.
func TestLnDirectoryDiff(t *testing.T) {
	files := map[string]string{"a": "alpha\n", "d/": ""}
	var cases []seqCase
	for _, args := range [][]string{{"-d", "d", "e"}, {"-F", "d", "e"}, {"--directory", "-v", "a", "e"}, {"d", "e"}, {"-dsv", "d", "e"}} {
		cases = append(cases, seqCase{files: files, cmds: [][]string{append([]string{"ln"}, args...)}})
	}
	runSeqCases(t, cases)
}

// TestInstallStripProgramDiff: --strip-program runs a command on the
// installed file (here a sandbox command the host also has).
func TestInstallStripProgramDiff(t *testing.T) {
	files := map[string]string{"a": "alpha\n"}
	var cases []seqCase
	for _, args := range [][]string{
		{"-s", "--strip-program=false", "a", "b"}, {"-s", "--strip-program=true", "-v", "a", "b"},
		{"-s", "--strip-program=nonexistent", "a", "b"}, {"--strip-program=false", "a", "b"}, {"-s", "--strip-program=echo", "-v", "a", "b"},
	} {
		cases = append(cases, seqCase{files: files, cmds: [][]string{append([]string{"install"}, args...)}})
	}
	runSeqCases(t, cases)
}
