package strftime

import (
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestFormatLibcMatchesBash compares FormatLibc with bash's printf
// %(fmt)T, which uses glibc's strftime. Widths on %s and %z, where glibc
// has its own padding rules, are not covered.
func TestFormatLibcMatchesBash(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	var fs []string
	for _, f := range append(formats, "%F|%-5H|%_-5H|%-3j|%-z|%-10c") {
		if !strings.Contains(f, "%10s") && !strings.Contains(f, "%10z") {
			fs = append(fs, f)
		}
	}
	// One bash per instant and zone prints every format, each followed by
	// a NUL, which neither a format nor strftime's output holds.
	for _, sec := range []int64{0, 1700000000, 951782400, 253402300800} {
		for _, tz := range []string{"UTC", "America/New_York", "Asia/Kolkata"} {
			args := append([]string{"-c", `s=$1; shift; for f; do printf "%($f)T\\0" "$s"; done`, "_", strconv.FormatInt(sec, 10)}, fs...)
			cmd := exec.Command("bash", args...)
			cmd.Env = []string{"TZ=" + tz, "LC_ALL=C.UTF-8"}
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("bash: %v", err)
			}
			wants := strings.Split(strings.TrimSuffix(string(out), "\x00"), "\x00")
			if len(wants) != len(fs) {
				t.Fatalf("TZ=%s %d: %d outputs for %d formats", tz, sec, len(wants), len(fs))
			}
			for i, f := range fs {
				got := FormatLibc(f, time.Unix(sec, 0).In(Location(tz)))
				if len(got) >= 128 {
					got = ""
				}
				if got != wants[i] {
					t.Errorf("TZ=%s %d %q: got %q, want %q", tz, sec, f, got, wants[i])
				}
			}
		}
	}
}
