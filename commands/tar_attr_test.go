package commands

import (
	"bytes"
	"os/exec"
	"strings"
	"testing"
)

// TestTarAttributeScripts: header options, formats, extraction controls,
// informative output and compression, compared with the real tar.
func TestTarAttributeScripts(t *testing.T) {
	const list = "; tar -tvf a.tar"
	for _, script := range []string{
		// --owner, --group, --mode, --mtime, --clamp-mtime, --numeric-owner.
		"tar --sort=name -cf a.tar --owner=root --group=root --mode=go-rwx,u+x --mtime=@86400 d" + list,
		"tar -cf a.tar --owner=foo:7 --group=bar:9 --mtime='2021-02-03 04:05:06' top" + list + "; tar -tvf a.tar --numeric-owner",
		"tar -cf a.tar --owner=0 --group=0 --mode=a=r --mtime=@0 top" + list,
		"touch -d 2000-01-01 top; tar -cf a.tar --owner=root --group=root --mtime=2010-01-01 --clamp-mtime top d/a; tar -tvf a.tar --full-time",
		"tar -cf a.tar --owner=root --group=root --mtime=@1000000000 --numeric-owner top" + list,
		"tar -cf a.tar --mode=bogus top; echo $?",
		"tar -cvf a.tar -N 'not a date' top; echo $?",
		"printf 'root user:7\\n' > M; tar -cf a.tar --group=root --owner=root --owner-map=M --mtime=@0 top" + list,
		// --format, -V.
		"for f in gnu oldgnu ustar pax posix; do tar -H $f -cf a.tar --owner=root --group=root --mtime=@0 top; tar -tvf a.tar; done",
		"tar --format=bogus -cf a.tar top; echo $?",
		"ln -s a d/l; for o in -Hv7 --old-archive --portability; do tar $o -cf a.tar --owner=root --group=root --mtime=@0 --sort=name d; tar -tvf a.tar; md5sum < a.tar; done",
		"tar -H v7 -cf a.tar " + longDir[:120] + "; echo $?",
		"mkdir -p " + longDir + "; echo x > " + longDir + "/f; tar -cf a.tar --format=ustar " + longDir + "; echo $?; tar -tf a.tar | wc -c",
		"mkdir -p " + longDir + "; echo x > " + longDir + "/f; tar -cf a.tar " + longDir + "; tar -tf a.tar | wc -c",
		// -b, --record-size, -i.
		"tar -b 4 -cf a.tar top; ls -l a.tar | cut -d' ' -f5; tar --record-size=1024 -cf b.tar top; ls -l b.tar | cut -d' ' -f5; tar -b4 -tf a.tar",
		"tar --record-size=100 -cf a.tar top; echo $?",
		"tar -cf a.tar top; tar -cf b.tar d/a; cat a.tar b.tar > c.tar; tar -tf c.tar; tar -itf c.tar",
		// --totals, --checkpoint, -R, --utc, --full-time.
		"tar --totals -cf a.tar top 2>&1 | sed 's/, [^)]*)/)/'; tar --totals -tf a.tar 2>&1 | sed 's/, [^)]*)/)/'",
		"head -c 30000 /dev/zero > z; tar --checkpoint=2 -cf a.tar z; tar --checkpoint -tf a.tar",
		"head -c 30000 /dev/zero > z; tar --checkpoint=1 --checkpoint-action=echo='at %u %s' -cf a.tar z",
		"head -c 30000 /dev/zero > z; tar --checkpoint=1 --checkpoint-action=dot -cf a.tar z; echo",
		"tar --sort=name -cf a.tar d top; tar -Rtf a.tar; tar -Rtvf a.tar --mtime=@0 | cut -c1-20",
		"tar -cf a.tar --mtime=@1000000000 top; tar -tvf a.tar --full-time --utc | cut -c30-",
		// Extraction controls.
		"tar -cf a.tar top; echo old > top; tar -xf a.tar --skip-old-files; echo $?; cat top",
		"tar -cf a.tar top; echo old > top; tar -xf a.tar -k; echo $?; cat top",
		"touch -d 2000-01-01 top; tar -cf a.tar top; echo new > top; tar -xf a.tar --keep-newer-files; echo $?; cat top",
		"touch -d 2030-01-01 top; tar -cf a.tar top; echo new > top; touch -d 2000-01-01 top; tar -xf a.tar --keep-newer-files 2>&1 | sed 's/is [0-9.]* s/is N s/'; cat top",
		"tar -cf a.tar top; echo old > top; tar -xf a.tar --overwrite -U; cat top",
		"tar --sort=name -cf a.tar d; tar -xf a.tar --one-top-level; find a | sort; tar -xf a.tar --one-top-level=z -C other; find other | sort",
		"tar -cf a.tar top; tar -xf a.tar -O; tar -xOf a.tar --to-stdout top",
		"tar -cf a.tar top; echo old > top; tar -xvf a.tar --backup=numbered; tar -xf a.tar --backup; ls; cat top.~1~",
		"tar -cf a.tar top; echo old > top; tar -xf a.tar --backup --suffix=.bak; cat top.bak",
		// -m gives the extracted file the time of extraction, not the archive's;
		// a.tar is dated back so the comparison does not ride on clock ticks.
		"touch -d 2000-01-01 top; tar -cf a.tar top; rm top; touch -d 2001-01-01 a.tar; tar -xmf a.tar; find . -newer a.tar -name top; rm top; tar -xf a.tar; find . -newer a.tar -name top",
		"chmod 751 top; tar -cf a.tar top; rm top; umask 077; tar -xpf a.tar; ls -l top | cut -c1-10; rm top; tar -xf a.tar --no-same-permissions; ls -l top | cut -c1-10",
		"mkdir real; ln -s real d2; tar -cf a.tar d2/../d/a; mkdir x; cd x; mkdir r; ln -s r d; tar -cf b.tar -C .. d; tar -xf b.tar --keep-directory-symlink; ls -l d | cut -c1; ls r",
		"mkdir e; echo 1 > e/x; tar -cf a.tar e; rm -r e; echo f > e; tar -xf a.tar; ls e",
		"echo f > e; tar -cf a.tar e; rm e; mkdir e; echo 1 > e/x; tar -xf a.tar; echo $?; tar -xf a.tar --recursive-unlink; cat e",
		"tar -cf a.tar -W --sort=name d top; echo $?",
		"tar -cf a.tar top; tar -xf a.tar --to-command='echo $TAR_FILENAME $TAR_SIZE $TAR_MODE; tr a-z A-Z'; echo $?",
		"tar -cf a.tar -P /etc/hostname 2>&1; tar -tf a.tar",
		// Hard links, -l, --hard-dereference, --index-file, --warning.
		"ln top h; mkdir o; ln top o/h2; tar -cvf a.tar --owner=root --group=root --mtime=@0 top h; tar -tvf a.tar; tar -clf b.tar top; echo $?; tar -clf b.tar top h o; echo $?",
		"ln top h; tar -cf a.tar --hard-dereference --owner=root --group=root --mtime=@0 top h; tar -tvf a.tar",
		"ln top h; tar -cf a.tar top h; rm top h; tar -xf a.tar; ls -i top h | cut -d' ' -f1 | uniq | wc -l; cat h",
		"tar -cvf a.tar --index-file=idx top d/a; echo ==; cat idx",
		"tar --warning=bogus -cf a.tar top; echo $?",
		"touch -d 2000-01-01 top; tar -cf a.tar -N 2010-01-01 --warning=no-file-unchanged top; echo $?",
		"tar --show-snapshot-field-ranges",
		// Compression.
		"tar -czf a.tgz top; tar -tf a.tgz; tar -tzf a.tgz; gzip -t a.tgz && echo gz",
		"tar -caf a.tar.gz top; gzip -t a.tar.gz && echo gz; tar -xOf a.tar.gz",
		"tar -cf - top | tar --no-auto-compress -tf -",
		"tar -cf a.tgz -I gzip top; tar -tzf a.tgz; tar -tf a.tgz -I gzip",
	} {
		t.Run(script, func(t *testing.T) {
			t.Parallel()
			compareScript(t, script, tarScriptFiles)
		})
	}
}

// longDir is a directory name over ustar's 100+155 limit.
const longDir = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb/ccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccc"

// TestTarBzip2Read: bzip2 archives (made by the host's bzip2) are read
// with -j and recognised without it.
func TestTarBzip2Read(t *testing.T) {
	bin, err := exec.LookPath("bzip2")
	if err != nil {
		t.Skip("no bzip2 on the host")
	}
	cmd := exec.Command(bin, "-c")
	cmd.Stdin = strings.NewReader(mkTar(t, false, tarEntry{name: "d/"}, tarEntry{name: "d/f", body: "hello\n"}))
	var out bytes.Buffer
	cmd.Stdout = &out
	if err := cmd.Run(); err != nil {
		t.Fatal(err)
	}
	files := map[string]string{"a.tar.bz2": out.String()}
	for _, script := range []string{
		"tar -tvf a.tar.bz2; tar -tjf a.tar.bz2; tar --bzip2 -xOf a.tar.bz2 d/f",
		"tar -tf - < a.tar.bz2; echo $?",
		"tar -cjf b.tar.bz2 d 2>/dev/null; echo $?",
	} {
		if strings.Contains(script, "-cjf") {
			// The sandbox has no bzip2 program to compress with: it says
			// so as GNU tar does on a host without one.
			r := runScriptSandbox(t, script, files)
			if r.stdout != "2\n" {
				t.Errorf("%s: %+v", script, r)
			}
			continue
		}
		compareScript(t, script, files)
	}
}

// runScriptSandbox runs a script through the sandbox's shell alone.
func runScriptSandbox(t *testing.T, script string, files map[string]string) result {
	t.Helper()
	return runScriptIn(t, sandboxFS(t, files), script)
}
