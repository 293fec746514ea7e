package commands

import "testing"

// TestTarSelectionScripts: name lists (-T), recursion, exclusion,
// wildcards and name rewriting, compared with the real tar.
func TestTarSelectionScripts(t *testing.T) {
	for _, script := range []string{
		// -T, positional -C, --null, --unquote, --verbatim-files-from.
		"printf 'top\\nd/a\\n' > L; tar -cvf a.tar -T L; tar -tf a.tar",
		"printf 'top\\0d/a\\0' > L; tar -cf a.tar --null -T L; tar -tf a.tar",
		"printf 'x\\\\ty\\n' > L; printf 1 > 'x\ty'; tar -cf a.tar -T L; tar -tf a.tar | od -c | head -2",
		"printf 'x\\\\ty\\n' > L; printf 1 > 'x\\ty'; tar -cf a.tar --no-unquote -T L; tar -tf a.tar",
		"printf -- '-C\\nd\\n' > L; echo 1 > ./-C; tar -cf a.tar --verbatim-files-from -T L; echo $?",
		"printf -- '-C d\\na\\n' > L; tar -cf a.tar -T L; tar -tf a.tar",
		"echo top | tar -cf a.tar -T -; tar -tf a.tar",
		"tar -cf a.tar -T nosuch; echo $?",
		"tar -cf a.tar -C d a -C e c -C ../.. top; tar -tf a.tar",
		"tar -cf a.tar --add-file=top d/a; tar -tf a.tar",
		// --no-recursion is positional.
		"tar --sort=name -cf a.tar --no-recursion d --recursion other; tar -tf a.tar",
		"tar --sort=name -cf a.tar d; tar -tf a.tar --no-recursion d/e; tar -xvf a.tar --no-recursion d",
		// Exclusion.
		"tar --sort=name -cvf a.tar --exclude='*.txt' --exclude=e d",
		"tar --sort=name -cvf a.tar --exclude=d/e d; tar --sort=name -cvf b.tar --anchored --exclude=e d",
		"tar --sort=name -cvf a.tar --exclude-backups d",
		"printf 'b.*\\ne\\n' > X; tar --sort=name -cvf a.tar -X X d; tar -X nosuch -cf b.tar d; echo $?",
		"mkdir -p d/.git d/CVS; echo 1 > d/.git/x; touch d/.gitignore; tar --sort=name -cvf a.tar --exclude-vcs d",
		"echo 'Signature: 8a477f597d28d172789f06886806bc55' > d/e/CACHEDIR.TAG; for o in caches caches-under caches-all; do tar --sort=name -cvf a.tar --exclude-$o d; done",
		"echo 'not a cache' > d/e/CACHEDIR.TAG; tar --sort=name -cvf a.tar --exclude-caches d",
		"touch d/e/TAG; for o in tag tag-all tag-under; do tar --sort=name -cvf a.tar --exclude-$o=TAG d; done",
		"echo c > d/e/.ign; echo 'b*' > d/.ign; tar --sort=name -cvf a.tar --exclude-ignore=.ign d; tar --sort=name -cvf a.tar --exclude-ignore-recursive=.ign d",
		"echo '*.txt' > d/.gitignore; echo c > d/e/.cvsignore; tar --sort=name -cvf a.tar --exclude-vcs-ignores d",
		// Member selection when reading: wildcards, anchoring, case.
		"tar --sort=name -cf a.tar d top; tar -tf a.tar 'd/*'; echo $?",
		"tar --sort=name -cf a.tar d top; tar -tf a.tar --wildcards 'd/*'; echo $?",
		"tar --sort=name -cf a.tar d top; tar -tf a.tar --wildcards --no-wildcards-match-slash 'd/*'; echo $?",
		"tar --sort=name -cf a.tar d top; tar -tf a.tar --no-anchored c; tar -tf a.tar --ignore-case TOP D/A; echo $?",
		"tar --sort=name -cf a.tar d top; tar -tf a.tar --exclude='*a*'; tar -tf a.tar --exclude=d",
		"tar --sort=name -cf a.tar d top top; tar -tf a.tar --occurrence top; tar -tf a.tar --occurrence=2 top; tar -tf a.tar --occurrence=3 top; echo $?",
		"tar --sort=name -cf a.tar d top; tar -tf a.tar -K d/e/c",
		// --strip-components and --transform.
		"tar --sort=name -cf a.tar d; tar -xvf a.tar --strip-components=2 -C other; find other | sort",
		"tar --sort=name -cvf a.tar --transform='s,^d,D,' --transform='s/\\.txt$/.md/' d; tar -tf a.tar",
		"tar --sort=name -cvf a.tar --show-transformed-names --xform='s|e/|E/|;s/a$/A/' d; tar -tf a.tar",
		"tar --sort=name -cf a.tar d; tar -xvf a.tar --transform='s/^d/x/' --show-transformed-names; find x | sort",
		"ln -s a d/l; tar --sort=name -cf a.tar --transform='s/l$/L/S' --transform='s/^d/Q/x' d; tar -tvf a.tar | cut -c1-10,50-",
		"tar -cf a.tar --transform='s/x' d; echo $?",
		// -P, -h, -N, --remove-files.
		"ln -s top l; tar -chf a.tar l; tar -tvf a.tar | cut -c1-10,50-",
		"touch -d 2000-01-01 d/a; tar --sort=name -cvf a.tar -N 2010-01-01 d; tar --sort=name -cvf a.tar --newer-mtime=2010-01-01 d",
		"touch -d 2030-01-01 top; tar --sort=name -cvf a.tar --newer=./top d top",
		"tar --sort=name -cf a.tar --remove-files d top; echo $?; ls; tar -tf a.tar",
	} {
		t.Run(script, func(t *testing.T) {
			t.Parallel()
			compareScript(t, script, tarScriptFiles)
		})
	}
}
