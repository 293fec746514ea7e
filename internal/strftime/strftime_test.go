package strftime

import (
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// formats covers every conversion with the flags and widths GNU date takes.
var formats = []string{
	"%a %A %b %B %h", "%c", "%C", "%d %D %e", "%F", "%g %G", "%H %I %j %k %l",
	"%m %M %n %p %P", "%r %R", "%s", "%S %t %T", "%u %U %V %w %W", "%x %X",
	"%y %Y", "%z %:z %::z %:::z", "%Z", "%%", "%N %3N %-N %6N %12N %_12N",
	"%q", "%-d %_d %0e %-e %-H %_H %5d %-5d %_5d %05e", "%^a %^A %^b %#a %#A %#b %^B",
	"%#p %^p %P %^P %#P", "%#Z %^Z", "%10A|%-10A|%_10A|%010A", "%10c|%^c", "%12D %_12T %012F",
	"%_Y %5Y %-Y %05Y %_5Y %+Y %+6Y", "%F|%012F|%-F|%_F|%_12F|%3F|%+F", "%_s %10s %-10s", "%Ey %Od %EY %OH", "%:", "%", "abc%",
	"%Q %i %v %K", "[%5Q][%-5Q][%05Q][%_5K][%5:Q][%-5d][%-5A]", "%::Y", "%10z %-z %_10z %_10:z", "%3j %-j %_j", "%_m/%_d", "%4C %-C",
}

var instants = []int64{0, 1700000000, 951782400, 1234567890, 1e9, 978307199, 1104537600,
	1230768000, -86400 * 365, 1709251199, 4102444800, 1700000000, 253402300800}

var zones = []string{"UTC", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe",
	"EST5EDT", "JST-9", "<+0330>-3:30", "Foo/Bar", "Europe/Paris", "UTC0"}

func TestFormatMatchesGNUDate(t *testing.T) {
	bin, err := exec.LookPath("date")
	if err != nil {
		t.Skip("no date")
	}
	// One date per zone and instant prints every format, joined by sep;
	// a format ending in a lone % or : runs alone, as its last byte would
	// read the separator as a conversion.
	const sep = "\n\x01\n"
	var batch, alone []string
	for _, f := range formats {
		if strings.HasSuffix(f, "%") || strings.HasSuffix(f, ":") {
			alone = append(alone, f)
		} else {
			batch = append(batch, f)
		}
	}
	all := append(slices.Clip(batch), alone...) // in the order wants gets them
	date := func(zone, at string, f string) string {
		cmd := exec.Command(bin, "-d", at, "+"+f)
		cmd.Env = []string{"TZ=" + zone, "LC_ALL=C"}
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("date %s +%s: %v", at, f, err)
		}
		return strings.TrimSuffix(string(out), "\n")
	}
	for _, zone := range zones {
		loc := Location(zone)
		for i, sec := range instants {
			ns := int64(i * 12345678 % 1e9)
			if sec < 0 {
				ns = 0
			}
			at := "@" + strconv.FormatInt(sec, 10) + "." + strings.Repeat("0", 9-len(strconv.FormatInt(ns, 10))) + strconv.FormatInt(ns, 10)
			wants := strings.Split(date(zone, at, strings.Join(batch, sep)), sep)
			if len(wants) != len(batch) {
				t.Fatalf("TZ=%s %s: %d outputs for %d formats", zone, at, len(wants), len(batch))
			}
			for _, f := range alone {
				wants = append(wants, date(zone, at, f))
			}
			for j, f := range all {
				if got := Format(f, time.Unix(sec, ns).In(loc)); got != wants[j] {
					t.Errorf("TZ=%s %s %q: got %q, want %q", zone, at, f, got, wants[j])
				}
			}
		}
	}
}

func TestFormatLibcLeavesGNUExtensions(t *testing.T) {
	tm := time.Date(2024, 3, 5, 7, 8, 9, 123, time.UTC)
	if got, want := FormatLibc("%N %q %:z %H", tm), "%N %q %:z 07"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestLocation(t *testing.T) {
	tm := time.Unix(1700000000, 0)
	for _, c := range []struct{ tz, want string }{
		{"", "UTC +0000"},
		{":Europe/Paris", "CET +0100"},
		{"EST+5", "EST -0500"},
		{"<+03>-3", "+03 +0300"},
		{"XYZ", "XYZ +0000"},
		{"Foo/Bar", "Foo +0000"},
		{"EST5EDT,M3.2.0,M11.1.0", "EST -0500"},
	} {
		if got := Format("%Z %z", tm.In(Location(c.tz))); got != c.want {
			t.Errorf("TZ=%q: got %q, want %q", c.tz, got, c.want)
		}
	}
	summer := time.Unix(1690000000, 0).In(Location("EST5EDT,M3.2.0,M11.1.0"))
	if got := Format("%Z %z", summer); got != "EDT -0400" {
		t.Errorf("POSIX rule in summer: got %q", got)
	}
}
