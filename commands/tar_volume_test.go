package commands

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/shell"
)

// tarVolFiles: a member that spans volumes (big), one that fits (mid).
var tarVolFiles = map[string]string{
	"small": "hi\n", "big": tarVolBody(3000), "mid": tarVolBody(500), "d/e/f": "f\n",
}

func tarVolBody(lines int) string {
	b := make([]byte, 0, lines*10)
	for i := 0; i < lines; i++ {
		b = append(b, []byte(string(rune('a'+i%26))+"123456789\n")...)
		b[len(b)-2] = byte('0' + i%10)
	}
	return string(b)
}

// tarM creates volumes deterministically (owner, time, format).
const tarM = "tar --owner=root --group=root --mtime=2020-01-02 --format=gnu "

// TestTarMultiVolumeScripts compares -M, -L, -F and --volno-file with
// GNU tar: the volumes byte for byte (md5sum), listings, extraction,
// the question when no volume is named and the script's environment.
func TestTarMultiVolumeScripts(t *testing.T) {
	for _, script := range []string{
		// Volumes from several -f, compared byte for byte.
		tarM + "-cM -L 20 -f v1.tar -f v2.tar -f v3.tar small big mid; echo $?; ls; md5sum v1.tar v2.tar",
		tarM + "-c -L 15 -f v1.tar -f v2.tar small big mid; echo $?; ls -l v1.tar v2.tar | cut -d' ' -f5; md5sum v*.tar",
		tarM + "-cM -L 10 -f v1.tar -f v2.tar -f v3.tar -f v4.tar d small big mid; echo $?; md5sum v*.tar",
		tarM + "-cM -b 4 -L 4 -f v1.tar -f v2.tar -f v3.tar -f v4.tar -f v5.tar -f v6.tar -f v7.tar small big; echo $?; md5sum v*.tar",
		// Reading across volumes, and one volume alone.
		tarM + "-cM -L 20 -f v1.tar -f v2.tar small big mid; tar -tvM -f v1.tar -f v2.tar; echo $?; tar -tvf v2.tar; echo $?; tar -tvf v1.tar; echo $?",
		tarM + "-cM -L 20 -f v1.tar -f v2.tar small big mid; tar -tvf v2.tar --block-number; tar -tf v2.tar",
		tarM + "-cM -L 20 -f v1.tar -f v2.tar small big mid; mkdir x; tar -xvM -f v1.tar -f v2.tar -C x; echo $?; cmp x/big big && cmp x/mid mid && echo same",
		tarM + "-cM -L 20 -f v1.tar -f v2.tar small big; mkdir x; cd x; tar -xvf ../v2.tar; echo $?; ls",
		tarM + "-cM -L 20 -f v1.tar -f v2.tar small big mid; tar -xOM -f v1.tar -f v2.tar big | cmp - big && echo same",
		tarM + "-cM -L 20 -f v1.tar -f v2.tar small big mid; tar -dM -f v1.tar -f v2.tar; echo $?; echo x >> mid; tar -dM -f v1.tar -f v2.tar; echo $?",
		// The volumes in the wrong order, or one missing.
		tarM + "-cM -L 20 -f v1.tar -f v2.tar small big mid; tar -tM -f v2.tar -f v1.tar; echo $?",
		tarM + "-cM -L 20 -f v1.tar -f v2.tar small big mid; tar -tM -f v1.tar; echo $?; tar -xM -f v1.tar -C d; echo $?",
		tarM + "-cM -L 10 -f v1.tar -f v2.tar -f v3.tar small big mid; tar -tM -f v1.tar -f v3.tar -f v2.tar; echo $?",
		// A label on every volume.
		tarM + "-cM -V LBL -L 20 -f v1.tar -f v2.tar small big mid; tar -tvf v2.tar | cut -c1-11,50-; tar -tM -f v1.tar -f v2.tar",
		// No volume named: the question, answered from standard input.
		tarM + "-cM -L 10 -f w.tar small big mid; echo $?; ls",
		tarM + "-cM -L 10 -f w.tar small big mid </dev/null 2>&1 | od -c | head -3",
		"printf 'q\\n' | " + tarM + "-cM -L 10 -f w.tar small big mid; echo $?",
		"printf '?\\nzz\\nn\\nn  w2.tar\\n\\nn w3.tar\\n' | " + tarM + "-cM -L 10 -f w.tar small big mid; echo $?; ls; tar -tM -f w.tar -f w2.tar -f w3.tar; echo $?",
		"printf 'n w2.tar\\n' | " + tarM + "-cM -L 10 -f w.tar small big; echo $?; md5sum w*",
		"printf 'n /nonexistent/x\\nq\\n' | " + tarM + "-cM -L 10 -f w.tar small big; echo $?",
		tarM + "-cM -L 10 -f - small big mid | wc -c",
		// -F: the script names the next volume on TAR_FD.
		"echo 'echo \"$TAR_VOLUME $TAR_ARCHIVE $TAR_SUBCOMMAND $TAR_BLOCKING_FACTOR $TAR_FORMAT $TAR_VERSION\" >&2; echo \"$TAR_ARCHIVE.$TAR_VOLUME\" >&$TAR_FD' > s.sh; " +
			tarM + "-cM -L 10 -F 'sh s.sh' -f v.tar small big mid; echo $?; ls; tar -tvM -F 'sh s.sh' -f v.tar; echo $?",
		tarM + "-cM -L 10 -F 'exit 3' -f w.tar small big; echo $?",
		tarM + "-cM -L 10 -F 'echo hello' -f w.tar small big; echo $?; ls",
		tarM + "-cM -L 10 --info-script='echo w2.tar >&$TAR_FD' -f w.tar -f w1.tar small big mid; echo $?; ls",
		tarM + "-c -L 10 --new-volume-script='echo w2.tar >&$TAR_FD' -f w.tar small big mid; echo $?; ls",
		// --volno-file.
		tarM + "-cM -L 20 -f a.tar -f b.tar small big mid --volno-file=vn; echo $?; cat vn; tar -tM -f a.tar -f b.tar --volno-file=vn2; cat vn2",
		"for n in 0 7 x -2; do echo $n > vn; " + tarM + "-cM -L 20 -f a.tar small big mid --volno-file=vn; echo $?; cat vn; done",
		"echo 7 > vn; " + tarM + "-cM -L 20 -f a.tar -f b.tar small big mid --volno-file=vn; echo $?; cat vn",
		// -L: units, suffixes, limits; what -M cannot be combined with.
		tarM + "-cM -L 0 -f a.tar small; echo $?",
		tarM + "-cM -L 5 -f a.tar small; echo $?",
		tarM + "-cM -L 99999999999999999999 -f a.tar small; echo $?",
		tarM + "-cM -L 1x -f a.tar small; echo $?; " + tarM + "-cM -L -3 -f a.tar small; echo $?; " + tarM + "-cM -L '' -f a.tar small; echo $?",
		tarM + "-cM -L 10k -f a.tar small; echo $?; " + tarM + "-cM -L 10b -f a.tar small; echo $?; " + tarM + "-cM -L 10G -f a.tar small; echo $?; ls -l a.tar | cut -d' ' -f5",
		tarM + "-cM -L 18446744073709551615 -f a.tar small; echo $?; " + tarM + "-cM -L 18014398509481984k -f a.tar small; echo $?",
		tarM + "-cM -L 1M -f a.tar small big; echo $?; ls -l a.tar | cut -d' ' -f5",
		tarM + "-czM -L 10 -f a.tar -f b.tar small; echo $?",
		tarM + "-cMW -f a.tar small; echo $?",
		"tar -cM -L 10 --format=ustar -f a.tar -f b.tar small; echo $?; tar -cM --format=v7 -f a.tar small; echo $?",
		"tar -cf a.tar -f b.tar small; echo $?; tar -tf a.tar -f b.tar; echo $?",
		tarM + "-cM -f a.tar small big; echo $?; md5sum a.tar; tar -tM -f a.tar; echo $?",
		"tar cMLf 10 a.tar small big </dev/null; echo $?",
	} {
		t.Run(script, func(t *testing.T) {
			t.Parallel()
			compareScript(t, script, tarVolFiles)
		})
	}
}

// TestTarMultiVolumeHostile: where GNU tar asks for ever (a script that
// never names a usable volume, volumes that never continue the
// archive), ours gives up after tarVolumeTries attempts.
func TestTarMultiVolumeHostile(t *testing.T) {
	for _, c := range []struct{ script, stderr string }{
		{tarM + "-cM -L 10 -F 'echo /nonexistent/x >&$TAR_FD' -f w.tar small big; echo $?",
			"tar: Volume #2: no usable volume after 100 attempts\n"},
		{tarM + "-cM -L 10 -f w.tar -f w2.tar small big mid >/dev/null; tar -tM -F 'echo w.tar >&$TAR_FD' -f w.tar; echo $?",
			"tar: Volume #2: no usable volume after 100 attempts\n"},
		{"yes | " + tarM + "-cM -L 10 -f w.tar small big mid; echo $?", ""},
		{"yes n | " + tarM + "-cM -L 10 -f w.tar small big mid; echo $?", "Try again.\ntar: Volume #2: no usable volume after 100 attempts\n"},
		{"yes '?' | " + tarM + "-cM -L 10 -f w.tar small big mid; echo $?", "list\ntar: Volume #2: no usable volume after 100 attempts\n"},
	} {
		t.Run(c.script, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			defer cancel()
			sh, err := shell.New(shell.Config{FS: sandboxFS(t, tarVolFiles), Dir: sandboxDir, Commands: All(), Env: sandboxTestEnv})
			if err != nil {
				t.Fatal(err)
			}
			var out, errb bytes.Buffer
			if _, err := sh.Run(ctx, c.script, shell.RunIO{Stdout: &out, Stderr: &errb}); err != nil {
				t.Fatal(err)
			}
			if ctx.Err() != nil {
				t.Fatalf("did not end: %q", errb.String())
			}
			if !strings.Contains(errb.String(), c.stderr) {
				t.Errorf("stderr %q lacks %q", errb.String(), c.stderr)
			}
		})
	}
}
