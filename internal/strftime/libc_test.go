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
	for _, f := range append(formats, "%F|%-5H|%_-5H|%-3j|%-z|%-10c") {
		if strings.Contains(f, "%10s") || strings.Contains(f, "%10z") {
			continue
		}
		for _, sec := range []int64{0, 1700000000, 951782400, 253402300800} {
			for _, tz := range []string{"UTC", "America/New_York", "Asia/Kolkata"} {
				cmd := exec.Command("bash", "-c", `printf "%($1)T" "$2"`, "_", f, strconv.FormatInt(sec, 10))
				cmd.Env = []string{"TZ=" + tz, "LC_ALL=C.UTF-8"}
				out, _ := cmd.Output()
				got := FormatLibc(f, time.Unix(sec, 0).In(Location(tz)))
				if len(got) >= 128 {
					got = ""
				}
				if got != string(out) {
					t.Errorf("TZ=%s %d %q: got %q, want %q", tz, sec, f, got, out)
				}
			}
		}
	}
}
