package printf

import (
	"bytes"
	"errors"
	"math/rand"
	"os/exec"
	"strings"
	"testing"
)

// TestRandomFormats compares random formats and arguments with bash's
// printf and coreutils' printf.
func TestRandomFormats(t *testing.T) {
	pieces := []string{"%d", "%5d", "%-5d", "%05d", "%+d", "% d", "%.3d", "%x", "%#x", "%#o", "%u", "%i", "%c", "%s", "%.2s", "%10s", "%-3s", "%b", "%q", "%Q", "%f", "%.2f", "%e", "%g", "%G", "%#g", "%a", "%%", "\\n", "\\t", "\\x41", "\\101", "\\u00e9", "x", " ", "|", "%5.1e", "%-+8.3f", "%08.3e", "%'d", "%hd", "%ld", "%Lf", "%(%F)T", "\\c", "%E", "%X"}
	args := []string{"0", "1", "-1", "42", "3.14159", "-2.5", "1e10", "abc", "", "'a", "\"b", "0x1f", "017", "08", "99999999999999999999", "inf", "nan", "é", "a b", "\\t", "\\0101", "12abc", " 7", "-0", "1e-5", "0.000123456", "123456789.123", "\\c"}
	r := rand.New(rand.NewSource(3))
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	coreutils, err := exec.LookPath("printf")
	if err != nil {
		t.Skip("no printf")
	}
	for i := 0; i < 1200; i++ {
		var f strings.Builder
		for j := r.Intn(4); j >= 0; j-- {
			f.WriteString(pieces[r.Intn(len(pieces))])
		}
		c := []string{f.String()}
		for j := r.Intn(5); j > 0; j-- {
			c = append(c, args[r.Intn(len(args))])
		}
		gnu := i%2 == 1
		cmd := exec.Command(bash, append([]string{"-c", `printf "$@"`, "_"}, c...)...)
		if gnu {
			cmd = exec.Command(coreutils, c...)
		}
		cmd.Env = []string{"LC_ALL=C.UTF-8", "TZ=UTC"}
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		st := 0
		if err := cmd.Run(); err != nil {
			var ee *exec.ExitError
			if errors.As(err, &ee) {
				st = ee.ExitCode()
			}
		}
		got, diags, failed := Format(c[0], c[1:], Options{TZ: "UTC", Coreutils: gnu})
		gs := 0
		if failed {
			gs = 1
		}
		ge := ""
		for _, d := range diags {
			ge += d + "\n"
		}
		we := strings.NewReplacer("_: line 1: ", "", coreutils+":", "printf:").Replace(errb.String())
		if got != out.String() || ge != we || gs != st {
			t.Errorf("%q:\n got %q %q %d\nwant %q %q %d", c, got, ge, gs, out.String(), we, st)
		}
	}
}
