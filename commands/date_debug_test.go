package commands

import "testing"

// TestDateDebugDiff: date --debug reports how parse-datetime read the -d
// string (each item as the grammar reduces it, the zone, the starting
// value, the date and time adjustments, the result), its warnings and
// why a date is invalid, line for line as GNU date does. Every string
// is absolute: "now" would differ between the two runs.
func TestDateDebugDiff(t *testing.T) {
	var cases []diffCase
	for _, d := range []string{
		"2024-01-02 03:04:05", "2024-01-02", "@1700000000", "@-5.5", "2024-01-02 03:04:05 +0200",
		"2024-01-02T03:04:05Z", "2024-01-02T10:00:00+02:00", "Jan 5 2024 10:00 UTC", "2024-01-02 +3 days",
		"2024-01-02 10:00 1 day ago", "2024-01-02 10:00 +1 month 2 weeks", "2024-01-31 +1 month",
		"2024-02-29 +1 year", "24-01-02", "2024-01-02 5pm", "2024-01-02 2:30:45.123 pm", "2024-01-02 12am",
		"2024-01-02 10:00 EST", "2024-01-02 10:00 CET DST", "2024-01-02 10:00 UTC+3", "2024-01-02 J",
		"2024-01-02 10:00 1 year ago 3 sec", "20240102", "2024-01-02 1030", "2024-01-02 10:00 +05:30",
		"2024-01-02 10:00:00.25 -1.5 sec", "2024-01-02 +1.5 sec ago 2 hours", "2024-01-02 03:04:05.5 +1 hour 30 min",
		`TZ="Asia/Tokyo" 2024-01-02 03:04`, "Sat, 02 Mar 2024 10:11:12 -0500", "2/3/2024 4:05", "2024/2/3",
		"17-JUN-1992 10:00", "JUN-17-1992", "3 Feb 2024", "tuesday 2024-01-02", "Jan 2 2024 this thursday",
		"2024-05-05 next tuesday", "2024-06-15 12:00 next month", "2024-01-02 fortnight ago",
		"2024-01-02 00:00 +1 day 12 hours", "(comment) 2024-01-02", "0001-01-01 00:00",
		// Invalid: unknown words, syntax, values, repeated parts, overflow.
		"bogus", "bogus 10:00", "2024-01-02 noon", "2024-01-02 @5", "2024-02-30", "2024-01-02 25:00",
		"2024-01-02 13pm", "2024-01-02 10:61", "2024-01-02 10:00:60", "2024-13-02", "10:00 11:00", "1 2 3 4",
		"10:00 UTC EST", "1992-06-17 ago", "2024-01-02 +99999999999 years", "999999999999-01-01",
	} {
		cases = append(cases, diffCase{args: []string{"date", "--debug", "-d", d, "+%s.%N"}})
	}
	cases = append(cases,
		diffCase{args: []string{"date", "--debug", "-d", "2024-01-02 03:04"}},
		diffCase{args: []string{"date", "--debug", "-u", "-d", "2024-01-02 03:04", "-I"}},
		diffCase{args: []string{"date", "--debug", "-Rd", "@1"}},
		diffCase{args: []string{"env", "TZ=Europe/Berlin", "date", "--debug", "-d", "2024-07-02 10:00 CEST"}},
		diffCase{args: []string{"env", "TZ=Europe/Berlin", "date", "--debug", "-d", "2024-01-02 10:00 CET"}},
		diffCase{args: []string{"env", "TZ=Europe/Berlin", "date", "--debug", "-d", "2024-03-31 02:30"}},
		diffCase{args: []string{"env", "TZ=America/New_York", "date", "--debug", "-d", "2024-03-09 12:00 +1 day"}},
		diffCase{args: []string{"env", "TZ=America/New_York", "date", "--debug", "-d", "2024-03-10 01:30 +2 hours"}},
		diffCase{args: []string{"env", "TZ=Asia/Kolkata", "date", "--debug", "-d", "2024-01-02 10:00 +1 hour"}},
		diffCase{args: []string{"env", "-u", "TZ", "date", "--debug", "-d", "2024-01-02 10:00"}},
		diffCase{args: []string{"date", "--debug", "-f", "-", "+%s"}, stdin: "2024-01-02\nbad\n2024-01-02 10:61\nbad 10:00"},
	)
	runDiffCases(t, cases)
}
