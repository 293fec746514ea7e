package commands

import (
	"bytes"
	"fmt"
	"github.com/computerwelt/computerwelt/internal/testlong"
	"math/rand"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// safeDateCases runs date cases against GNU date, refusing any case that
// would make the real date set the clock (as root it would set the
// host's): our date refuses exactly where GNU's would try.
func safeDateCases(t *testing.T, cases []diffCase) {
	t.Helper()
	for _, c := range cases {
		if c.why != "" {
			continue
		}
		if r := runSandbox(t, c.args, c.stdin, c.files); strings.Contains(r.stderr, "cannot set date") {
			t.Fatalf("%q would set the host's clock; give it a why and expected values", c.args)
		}
	}
	runDiffCases(t, cases)
}

// dateStrings are -d inputs with an absolute meaning (no "now" involved),
// compared with GNU date.
var dateStrings = []string{
	"@0", "@1700000000", "@-1", "@1.5", "@-1.5", "@ 5", "@+5", "@1e3", "@", "@x",
	"2023-11-14", "2023-11-14 10:20:30", "2023-11-14T10:20:30", "2023-11-14t10:20", "2023-11-14 T 10:00",
	"2023-11-14T10:10:10Z", "2023-11-14T12:00:00+05:30", "2023-11-14 12:00:00-08:00", "2023-11-14 12:00 -0800",
	"2023-11-14 12:00 +05", "2023-11-14 10:20:30.5", "2023-11-14 10:20:30,25", "2023-11-14 10:20:30.123456789123",
	"2023-02-30", "2023-13-01", "2023-11-14 25:00", "2023-11-14 10:60", "2023-11-14 10:00:60", "2024-02-29",
	"2023-11-14 10:20:30 +3 days", "2023-11-14 10:20:30 3 days ago", "2023-11-14 10:20:30 next week",
	"2023-11-14 10:20:30 last year", "2024-02-29 +1 year", "2023-11-14 10:20:30 tomorrow", "2023-11-14 yesterday",
	"2023-11-14 10:20:30 fortnight", "2023-11-14 10:20:30 -2 hours", "2023-11-14 10:20:30 90 minutes",
	"2023-11-14 10:20:30 1 hour ago 30 min", "2023-11-14 10:20:30 next monday", "monday 2023-11-14",
	"2023-01-31 + 1 month", "1 month ago 2023-03-31", "2023-11-14 3 weeks", "2023-11-14 sec", "2023-11-14 a",
	"2023-11-14 x", "2023-11-14 z", "2023-11-14 12:00 CET", "2023-11-14 12:00 MSK", "2023-11-14 12:00 IST",
	"2023-11-14 12:00 EST", "2023-11-14 10:00 EST DST", "2023-11-14 10:00 PDT", "2023-11-14 10:00 UTC -1 hour",
	"2023-11-14 10:00 CEST", "2023-11-14 10:00 UTC+3", "2023-11-14 10:00 GMT-0130", "2023-11-14 10:00 utc",
	"nov 14 2023", "Nov 14, 2023", "14 november 2023 5pm", "14 Nov 2023 22:13:20 +0100",
	"Tue, 14 Nov 2023 22:13:20 +0100", "Tue Nov 14 22:13:20 UTC 2023", "Tuesday, November 14, 2023 10:00",
	"jun-17-1992", "17-jun-92", "17 jun 92", "12/31/2023 11:59:59 PM", "11/14/23", "2023/11/14", "1/2/3",
	"14-Nov-2023", "20231114", "19700101", "69-01-01", "68-01-01", "0099-01-01", "2023-11-14 10:00 a.m.",
	"2023-11-14 10:20 am", "2023-11-14 12:00 pm", "2023-11-14 12 am", "2023-11-14 0:00 am", "2023-11-14 13pm",
	"2023-11-14 10", "2023-11-14 1030", "2023-11-14 10:00 2025", "2023-11-14 (comment) 10:00", " 2023-11-14 ",
	"2023-11-14 +1 day ago", "2023-11-14 1.5 days", "2023-11-14 10:00:00.5 +2 sec", "2023-11-14 hence",
	"2023-11-14 00:00 +0000 1 month", "2023-11-14 10:20:30 -1.5 seconds", "2023-11-14 2 monday",
	"TZ=\"Asia/Tokyo\" 2023-11-14 09:00", "TZ=\"America/New_York\" 2023-07-01 12:00", "TZ=\"Nowhere",
	"foo", "J", "a\\b", "x\ty", "2023-11", "Nov 2023", "last day of month", "a.m.", "2023-11-14 10:00 ((nested) c)",
	"2023-11-14 10:00 (unclosed", "2023-11-14 12:00 PST8PDT", "1970-01-01 00:00:00 UTC",
	"2038-01-19 03:14:08", "9999-12-31 23:59:59", "10000-01-01", "2023-06-15 12:00 +1 month -2 days 3 hours",
}

func TestDateParsesLikeGNU(t *testing.T) {
	var cases []diffCase
	for _, s := range dateStrings {
		cases = append(cases, diffCase{args: []string{"date", "-d", s, "+%F %T.%N %z %Z %s"}})
	}
	safeDateCases(t, cases)
}

func TestDateFormats(t *testing.T) {
	at := "2023-11-14 22:13:20.123456789"
	var cases []diffCase
	for _, args := range [][]string{
		{"-d", at}, {"-u", "-d", at}, {"--utc", "-d", at}, {"--universal", "-d", "@0"}, {"-R", "-d", at},
		{"--rfc-email", "-d", at}, {"-I", "-d", at}, {"-Id", "-d", at}, {"-Ih", "-d", at}, {"-Iminutes", "-d", at},
		{"-Iseconds", "-d", at}, {"-Ins", "-d", at}, {"--iso-8601", "-d", at}, {"--iso=h", "-d", at},
		{"--iso-8601=seconds", "-d", at}, {"-Ix", "-d", at}, {"-I", "-R", "-d", at}, {"-I", "-d", at, "+%s"},
		{"--rfc-3339=date", "-d", at}, {"--rfc-3339=s", "-d", at}, {"--rfc-3339=ns", "-d", at}, {"--rfc-3339=x"},
		{"--rfc-3339"}, {"-d", at, "+%c|%x|%X|%D|%r|%R|%T|%%|%n|%t|%q|%j|%U|%V|%W|%G|%g|%C|%y|%u|%w|%k|%l|%I|%p|%P"},
		{"-d", at, "+%-d|%_d|%05d|%^a|%#A|%10B|%-10s|%3N|%:z|%::z|%:::z|%+6Y"}, {"-d", at, "+"}, {"-d", at, "+%"},
		{"-d", at, "+x", "y"}, {"+%s", "x"}, {"-d", "1", "-f", "x"}, {"-d", "1", "-r", "x"}, {"-d", "2023-11-14", "foo"},
		{"--resolution"}, {"-d", "1", "--resolution"}, {"-x"}, {"--bogus"}, {"-d"},
		{"-r", "f", "+%F"}, {"-r", "missing"}, {"-r", "dir/", "+%F"}, {"-f", "dates", "+%s"}, {"-f", "missing"},
		{"-f", "-", "+%F"}, {"-d", "@1700000000", "--", "+%s"},
	} {
		cases = append(cases, diffCase{args: append([]string{"date"}, args...), stdin: "2023-01-01\nbad\n@5\n",
			files: map[string]string{"f": "x", "dir/": "", "dates": "@0\nfoo\n\n2023-11-14 12:00\n"}})
	}
	safeDateCases(t, cases)
}

// TestDateRefusesToSetTheClock must never run the real date: as root it
// would set the host's clock.
func TestDateRefusesToSetTheClock(t *testing.T) {
	why := "setting the clock is refused in the sandbox (the real date would set the host's)"
	runDiffCases(t, []diffCase{
		{args: []string{"date", "-s", "2023-11-14"}, why: why, stderr: "date: cannot set date: Operation not permitted\n", status: 1},
		{args: []string{"date", "--set=@0"}, why: why, stderr: "date: cannot set date: Operation not permitted\n", status: 1},
		{args: []string{"date", "-s", "foo"}, why: why, stderr: "date: invalid date ‘foo’\n", status: 1},
		{args: []string{"date", "111422132023"}, why: why, stderr: "date: cannot set date: Operation not permitted\n", status: 1},
		{args: []string{"date", "11142213.59"}, why: why, stderr: "date: cannot set date: Operation not permitted\n", status: 1},
		{args: []string{"date", "0101"}, why: why, stderr: "date: invalid date ‘0101’\n", status: 1},
		{args: []string{"date", "x"}, why: why, stderr: "date: invalid date ‘x’\n", status: 1},
		{args: []string{"date", "-s", "1", "-d", "2"}, why: why, stderr: "date: the options to print and set the time may not be used together\nTry 'date --help' for more information.\n", status: 1},
	})
}

// dateAt runs our date with a fixed clock and environment.
func dateAt(t *testing.T, now time.Time, env map[string]string, args ...string) result {
	t.Helper()
	inv, _ := sysInvocation(append([]string{"date"}, args...))
	var out, errb bytes.Buffer
	inv.Stdout, inv.Stderr = &out, &errb
	inv.Now = func() time.Time { return now }
	inv.Env = env
	st := runDate(t.Context(), inv)
	return result{out.String(), errb.String(), st}
}

func TestDateRelativeToNow(t *testing.T) {
	now := time.Date(2023, 11, 14, 10, 20, 30, 500, time.UTC) // a Tuesday
	env := map[string]string{"TZ": "UTC"}
	for _, c := range []struct{ in, want string }{
		{"now", "2023-11-14 10:20:30.000000500"},
		{"", "2023-11-14 00:00:00.000000000"},
		{"today", "2023-11-14 10:20:30.000000500"},
		{"tomorrow", "2023-11-15 10:20:30.000000500"},
		{"yesterday", "2023-11-13 10:20:30.000000500"},
		{"3 days ago", "2023-11-11 10:20:30.000000500"},
		{"+2 hours", "2023-11-14 12:20:30.000000500"},
		{"-1 week", "2023-11-07 10:20:30.000000500"},
		{"next week", "2023-11-21 10:20:30.000000500"},
		{"last month", "2023-10-14 10:20:30.000000500"},
		{"monday", "2023-11-20 00:00:00.000000000"},
		{"tuesday", "2023-11-14 00:00:00.000000000"},
		{"next monday", "2023-11-20 00:00:00.000000000"},
		{"next tuesday", "2023-11-21 00:00:00.000000000"},
		{"last tuesday", "2023-11-07 00:00:00.000000000"},
		{"last monday", "2023-11-13 00:00:00.000000000"},
		{"this friday", "2023-11-17 00:00:00.000000000"},
		{"2 monday", "2023-11-27 00:00:00.000000000"},
		{"fri 17:00", "2023-11-17 17:00:00.000000000"},
		{"monday, 9am", "2023-11-20 09:00:00.000000000"},
		{"5", "2023-11-14 05:00:00.000000000"},
		{"2023", "2023-11-14 20:23:00.000000000"},
		{"10:00", "2023-11-14 10:00:00.000000000"},
		{"5pm", "2023-11-14 17:00:00.000000000"},
		{"noon", "invalid"},
		{"Nov 20", "2023-11-20 00:00:00.000000000"},
		{"11/20", "2023-11-20 00:00:00.000000000"},
		{"20 Nov", "2023-11-20 00:00:00.000000000"},
		{"10:00 UTC", "2023-11-14 10:00:00.000000000"},
		{"next sec", "2023-11-14 10:20:31.000000500"},
		{"1 day 2 hours ago", "2023-11-15 08:20:30.000000500"},
	} {
		r := dateAt(t, now, env, "-d", c.in, "+%F %T.%N")
		got := strings.TrimSuffix(r.stdout, "\n")
		if c.want == "invalid" {
			if r.status != 1 || r.stderr != "date: invalid date ‘"+c.in+"’\n" {
				t.Errorf("-d %q: got %q %q %d, want invalid", c.in, got, r.stderr, r.status)
			}
			continue
		}
		if got != c.want || r.status != 0 {
			t.Errorf("-d %q: got %q (%q, %d), want %q", c.in, got, r.stderr, r.status, c.want)
		}
	}
	if r := dateAt(t, now, env); r.stdout != "Tue Nov 14 10:20:30 UTC 2023\n" {
		t.Errorf("date: got %q", r.stdout)
	}
}

// TestDateTimeZones compares with GNU date under several TZ values.
func TestDateTimeZones(t *testing.T) {
	bin, err := exec.LookPath("date")
	if err != nil {
		t.Skip("no date")
	}
	for _, tz := range []string{"", "UTC", "America/New_York", ":Europe/Paris", "Asia/Kolkata", "EST5EDT",
		"JST-9", "<+0330>-3:30", "Foo/Bar", "Australia/Lord_Howe"} {
		for _, args := range [][]string{
			{"-d", "2023-07-01 12:00", "+%F %T %z %Z %s"}, {"-d", "2023-01-01 12:00", "+%F %T %z %Z %s"},
			{"-d", "@1700000000"}, {"-u", "-d", "@1700000000"}, {"-d", "2023-03-12 02:30", "+%s %Z"},
			{"-d", "2023-11-05 01:30 EST", "+%F %T %Z"}, {"-d", "2023-11-14 10:00 CEST", "+%F %T %Z"},
			{"-d", "2023-03-25 12:00 +1 day", "+%F %T %Z"}, {"-d", "2023-03-26 12:00 24 hours ago", "+%F %T %Z"},
			{"-Iseconds", "-d", "2023-07-01 12:00"}, {"-R", "-d", "2023-07-01 12:00"},
		} {
			env := []string{"TZ=" + tz, "LC_ALL=C.UTF-8"}
			if tz == "" {
				env = []string{"LC_ALL=C.UTF-8", "TZ=UTC"}
			}
			got := dateAt(t, time.Now(), map[string]string{"TZ": tz}, args...)
			want, wantErr := gnuDate(t, bin, env, args, got)
			if got.stdout != want || got.stderr != wantErr {
				t.Errorf("TZ=%q date %q:\n got %q %q\nwant %q %q", tz, args, got.stdout, got.stderr, want, wantErr)
			}
		}
	}
}

func FuzzDateParse(f *testing.F) {
	for _, s := range dateStrings {
		f.Add(s)
	}
	now := time.Date(2023, 11, 14, 10, 20, 30, 0, time.UTC)
	f.Fuzz(func(t *testing.T, s string) {
		parseDateString(s, now, time.UTC)
	})
}

// TestDateRandomItems compares random item sequences after a fixed date
// and time with GNU date.
func TestDateRandomItems(t *testing.T) {
	bin, err := exec.LookPath("date")
	if err != nil {
		t.Skip("no date")
	}
	toks := []string{"1", "2", "12", "2024", "-1", "+3", "-0130", "+05:30", "day", "days", "week", "month", "year",
		"hour", "min", "minutes", "sec", "seconds", "fortnight", "ago", "next", "last", "this", "third", "monday",
		"fri", "sunday,", "tomorrow", "yesterday", "today", "now", "utc", "est", "cest", "pdt", "dst", "z", "a",
		"pm", "am", "(c)", ",", "1.5", "-2.25", "nov", "t", "j", "x", "@", "/", ":", "20"}
	r := rand.New(rand.NewSource(9))
	for i := 0; i < testlong.Share(400, 4); i++ {
		var b strings.Builder
		b.WriteString("2023-11-14 10:20:30")
		for j := r.Intn(4); j >= 0; j-- {
			b.WriteString(" " + toks[r.Intn(len(toks))])
		}
		s := b.String()
		args := []string{"-d", s, "+%F %T.%N %z"}
		got := dateAt(t, time.Now(), map[string]string{"TZ": "UTC"}, args...)
		want, wantErr := gnuDate(t, bin, []string{"TZ=UTC", "LC_ALL=C.UTF-8"}, args, got)
		if got.stdout != want || got.stderr != wantErr {
			t.Errorf("date -d %q:\n got %q %q\nwant %q %q", s, got.stdout, got.stderr, want, wantErr)
		}
	}
}

// gnuDate is what GNU date prints for args (each naming a fixed time)
// under env, or, by default, ours (got) when the host record says GNU
// printed just that.
func gnuDate(t *testing.T, bin string, env, args []string, got result) (stdout, stderr string) {
	t.Helper()
	key := hostCaseKey(append(append([]string{"date"}, args...), env...), "", nil)
	text := func(stdout, stderr string) string { return fmt.Sprintf("%q %q", stdout, stderr) }
	if hostKnown(t, key, text(got.stdout, got.stderr)) {
		return got.stdout, got.stderr
	}
	cmd := exec.Command(bin, args...)
	cmd.Env = env
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	cmd.Run()
	stdout, stderr = out.String(), strings.ReplaceAll(errb.String(), bin+":", "date:")
	hostRan(t, key, text(stdout, stderr))
	return stdout, stderr
}
