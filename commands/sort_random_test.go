package commands

import (
	"strings"
	"testing"
)

// TestSortRandomSourceDiff: with --random-source, -R orders keys as GNU
// does (MD5 of the file's first 16 bytes and the key, strxfrm's NUL after
// it outside the C locale), so the order is GNU's; and GNU's errors for a
// missing, short or unreadable source, or two of them.
func TestSortRandomSourceDiff(t *testing.T) {
	var rs strings.Builder
	for i := 0; i < 100; i++ {
		rs.WriteByte(byte(i*37 + 11))
	}
	var lines strings.Builder
	for i := 1; i <= 40; i++ {
		lines.WriteString(strings.Repeat("w", i%4) + " " + string(rune('a'+i%26)) + " x\n")
	}
	lines.WriteString("\n\nsame\nsame\nSame\n\xc3\xa9t\xc3\xa9\nnul\x00\nnul\n\x00\n")
	files := map[string]string{"rs": rs.String(), "rs2": "0123456789abcdefXYZ", "short": "short", "in": lines.String(), "d/": ""}
	var cases []diffCase
	for _, args := range [][]string{
		{"sort", "-R", "--random-source=rs", "in"},
		{"sort", "-R", "--random-source=rs2", "in"},
		{"sort", "--random-source=rs", "-R", "-u", "in"},
		{"sort", "--random-source=rs", "-R", "-r", "in"},
		{"sort", "--random-source=rs", "-R", "-s", "in"},
		{"sort", "--random-source=rs", "-k2,2R", "-k1,1", "in"},
		{"sort", "--random-source=rs", "-k2,2", "in"},
		{"sort", "--random-source=rs", "-fR", "in"},
		{"sort", "--random-source", "rs", "--sort=random", "in"},
		{"env", "LC_ALL=C", "sort", "-R", "--random-source=rs", "in"},
		{"env", "LANG=C", "LC_COLLATE=POSIX", "sort", "-R", "--random-source=rs", "in"},
		{"sort", "--random-source=nosuch", "in"},
		{"sort", "-R", "--random-source=nosuch", "in"},
		{"sort", "-R", "--random-source=short", "in"},
		{"sort", "-R", "--random-source=d", "in"},
		{"sort", "-R", "--random-source=rs", "--random-source=rs", "in"},
		{"sort", "-R", "--random-source=rs", "--random-source=rs2", "in"},
		{"sort", "-R", "--random-source=rs", "nosuch"},
	} {
		cases = append(cases, diffCase{args: args, files: files})
	}
	runDiffCases(t, cases)
}
