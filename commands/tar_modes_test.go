package commands

import "testing"

// tarScriptFiles is the tree the script tests start from.
var tarScriptFiles = map[string]string{
	"d/a": "alpha\n", "d/b.txt": "bravo\n", "d/e/c": "charlie\n", "d/e/f~": "backup\n",
	"top": "top\n", "other/x": "x\n",
}

// tarC is how the scripts create archives: fixed owner, time and order,
// so that listings of the real tar's archives and ours agree.
const tarC = "tar --owner=root --group=root --mtime=2020-01-02 --sort=name "

// TestTarModesScripts runs -r -u -A --delete -d and --test-label through
// the sandbox's shell and through bash with the real tar, comparing what
// they print and what the archives list afterwards.
func TestTarModesScripts(t *testing.T) {
	for _, script := range []string{
		// -r appends, also to a missing archive.
		tarC + "-cf a.tar d; " + tarC + "-rvf a.tar top; echo $?; tar -tvf a.tar",
		tarC + "-rf new.tar top other; tar -tf new.tar; ls -l new.tar | cut -d' ' -f5",
		tarC + "-cf a.tar top; " + tarC + "--append -f a.tar top; tar -tf a.tar",
		// -u adds what is newer than the archive's copy.
		"touch -d 2000-01-01 top d/a; tar --sort=name -cf a.tar top d; touch -d 2001-01-01 top; tar -uvf a.tar top d; echo $?; tar -tf a.tar",
		"touch -d 2030-01-01 top; tar -cf a.tar top; touch -d 2001-01-01 top; tar --update -vf a.tar top; tar -tf a.tar",
		// -A copies the members of other archives.
		tarC + "-cf a.tar top; " + tarC + "-cf b.tar d/a; " + tarC + "-cf c.tar other; tar -Af a.tar b.tar c.tar; echo $?; tar -tvf a.tar; ls -l a.tar | cut -d' ' -f5",
		tarC + "-cf a.tar top; tar --concatenate -f a.tar nosuch.tar; echo $?; tar -tf a.tar",
		tarC + "-cf a.tar top; tar --catenate -f a.tar a.tar; echo $?",
		// --delete, with -v, several names, a missing name and a directory.
		tarC + "-cf a.tar d top other; tar --delete -f a.tar d/e top; echo $?; tar -tf a.tar; ls -l a.tar | cut -d' ' -f5",
		tarC + "-cf a.tar d top; tar --delete -f a.tar nosuch top; echo $?; tar -tf a.tar",
		tarC + "-cf a.tar d top; tar --delete -f a.tar d; tar -tvf a.tar",
		tarC + "-cf a.tar top top top; tar --delete --occurrence=2 -f a.tar top; tar -tf a.tar | wc -l",
		"tar --delete -f nosuch.tar x; echo $?",
		// -d compares.
		"touch -d 2000-01-01 d/a; tar -cf a.tar d top; echo $?; tar -df a.tar; echo $?; echo changed > d/a; touch -d 2000-01-01 d/a; chmod 600 top; rm d/e/c; tar -df a.tar; echo $?",
		"tar --sort=name -cf a.tar d; tar --compare -vf a.tar d/e; echo $?; touch -d 1999-01-01 d/e/c; tar --diff -f a.tar; echo $?",
		"touch -d 2000-01-01 d/a; tar -cf a.tar d; echo alphas > d/a; tar -df a.tar; echo $?; echo alphaX > d/a; touch -d 2000-01-01 d/a; tar -df a.tar; echo $?",
		"ln -s top l; tar -cf a.tar l; rm l; ln -s d l; tar -df a.tar; echo $?; rm l; mkdir l; tar -df a.tar; echo $?",
		// --test-label.
		"tar -cf a.tar -V 'Vol 1' top; tar --test-label -f a.tar; echo $?; tar --test-label -f a.tar 'Vol 1'; echo $?; tar --test-label -f a.tar 'Vol*'; echo $?; tar --test-label -f a.tar x; echo $?",
		"tar -cf a.tar top; tar --test-label -f a.tar; echo $?; tar --test-label -f a.tar x; echo $?",
		"tar -cf a.tar -V lbl top; tar -tf a.tar; tar -tvf a.tar --mtime=2020-01-01 | cut -c1-10,50-",
	} {
		t.Run(script, func(t *testing.T) {
			t.Parallel()
			compareScript(t, script, tarScriptFiles)
		})
	}
}
