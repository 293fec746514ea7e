package commands

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// shufSorted splits output into records and sorts them.
func shufSorted(s string, delim string) []string {
	s = strings.TrimSuffix(s, delim)
	if s == "" {
		return nil
	}
	l := strings.Split(s, delim)
	slices.Sort(l)
	return l
}

func TestShufSets(t *testing.T) {
	cases := []struct {
		args  []string
		stdin string
		want  []string // sorted
		n     int      // with -n/-r: number of lines, members of want
	}{
		{args: []string{"-e", "a", "b", "c"}, want: []string{"a", "b", "c"}},
		{args: []string{"-i", "1-5"}, want: []string{"1", "2", "3", "4", "5"}},
		{args: []string{"-i", "3-3"}, want: []string{"3"}},
		{args: []string{"-i", "1-0"}, want: nil},
		{args: []string{}, stdin: "x\ny\nz", want: []string{"x", "y", "z"}},
		{args: []string{"-"}, stdin: "x\n\ny\n", want: []string{"", "x", "y"}},
		{args: []string{"-n", "2", "-e", "a", "b", "c"}, want: []string{"a", "b", "c"}, n: 2},
		{args: []string{"-n", "10", "-i", "1-3"}, want: []string{"1", "2", "3"}},
		{args: []string{"-n", "0", "-e", "a"}, want: nil},
		{args: []string{"-r", "-n", "50", "-e", "a", "b"}, want: []string{"a", "b"}, n: 50},
		{args: []string{"-r", "-n", "7", "-i", "10-12"}, want: []string{"10", "11", "12"}, n: 7},
		{args: []string{"-n", "3", "-i", "1-1000000000000"}, n: 3},
	}
	for _, c := range cases {
		r := runSandbox(t, append([]string{"shuf"}, c.args...), c.stdin, nil)
		if r.status != 0 || r.stderr != "" {
			t.Errorf("%v: status %d, %q", c.args, r.status, r.stderr)
			continue
		}
		got := shufSorted(r.stdout, "\n")
		if c.n == 0 {
			if !slices.Equal(got, c.want) {
				t.Errorf("%v: got %q, want a permutation of %q", c.args, got, c.want)
			}
			continue
		}
		if len(got) != c.n {
			t.Errorf("%v: %d lines, want %d", c.args, len(got), c.n)
		}
		if c.want == nil {
			if len(slices.Compact(got)) != c.n {
				t.Errorf("%v: repeated lines %q", c.args, got)
			}
			continue
		}
		for _, l := range got {
			if !slices.Contains(c.want, l) {
				t.Errorf("%v: line %q not in %q", c.args, l, c.want)
			}
		}
		if !slices.Contains(c.args, "-r") && len(slices.Compact(got)) != len(got) {
			t.Errorf("%v: repeated lines %q", c.args, got)
		}
	}
}

func TestShufZeroAndOutput(t *testing.T) {
	r := runSandbox(t, []string{"shuf", "-z"}, "a\x00b\x00c", nil)
	if got := shufSorted(r.stdout, "\x00"); !slices.Equal(got, []string{"a", "b", "c"}) || !strings.HasSuffix(r.stdout, "\x00") {
		t.Errorf("-z: got %q", r.stdout)
	}
	ctx := context.Background()
	fsys := memfs.New()
	vfs.MkdirAll(ctx, fsys, "/work", 0o755)
	r = runIn(t, fsys, "/work", []string{"shuf", "-o", "out", "-e", "x", "y"}, "")
	data, _ := vfs.ReadFile(ctx, fsys, "/work/out")
	if r.stdout != "" || !slices.Equal(shufSorted(string(data), "\n"), []string{"x", "y"}) {
		t.Errorf("-o: stdout %q, file %q", r.stdout, data)
	}
}

// TestShufRandomSourceDiff: with --random-source shuf prints GNU's
// permutation of the file's bytes (gnulib's randint, its retries of a draw
// in the uneven top of a range, and randperm's Fisher-Yates); input lines
// under -n go through GNU's reservoir first; a source that runs out
// stops shuf before it prints anything.
func TestShufRandomSourceDiff(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 3000; i++ {
		b.WriteByte(byte(i*131 + i/7))
	}
	files := map[string]string{"seed": b.String(), "short": "some random bytes", "high": strings.Repeat("\xff\xfe\xfd", 400)}
	lines := ""
	for i := 1; i <= 300; i++ {
		lines += strconv.Itoa(i) + "\n"
	}
	c := func(stdin string, args ...string) diffCase {
		return diffCase{args: append([]string{"shuf"}, args...), stdin: stdin, files: files}
	}
	runDiffCases(t, []diffCase{
		c("", "--random-source=seed", "-i", "1-100"),
		c("", "--random-source=high", "-i", "1-300"),
		c("", "--random-source=seed", "-n", "4", "-i", "1-1000000000"),
		c("", "--random-source=seed", "-r", "-n", "12", "-i", "1-7"),
		c("", "--random-source=seed", "-e", "a", "b", "c", "d", "e"),
		c(lines, "--random-source=seed"),
		c(lines, "--random-source=seed", "-n", "5"),
		c(lines, "--random-source=seed", "-n", "300"),
		c(lines, "--random-source=seed", "-n", "299"),
		c(lines, "--random-source=seed", "-n", "301"),
		c(lines, "--random-source=seed", "-n", "1"),
		c(lines, "--random-source=short"),
		c("", "--random-source=short", "-i", "1-100"),
		c("", "--random-source=nope", "-i", "1-3"),
	})
}

func TestShufRepeatStopsAtLimit(t *testing.T) {
	inv, _ := sysInvocation([]string{"shuf", "-r", "-e", "a"})
	w := &limitWriter{n: 10000}
	inv.Stdout = w
	if st := runShuf(t.Context(), inv); st != 1 || w.b.Len() != 10000 {
		t.Errorf("status %d, %d bytes", st, w.b.Len())
	}
}

func TestShufDiff(t *testing.T) {
	runDiffCases(t, []diffCase{
		{args: []string{"shuf", "-i", "5-1"}},
		{args: []string{"shuf", "-e"}},
		{args: []string{"shuf", "-n", "x"}},
		{args: []string{"shuf", "-i", "a-b"}},
		{args: []string{"shuf", "-i", "a"}},
		{args: []string{"shuf", "-i", "1-3", "-e", "a"}},
		{args: []string{"shuf", "-r", "-n", "2"}},
		{args: []string{"shuf", "-i", "3-3"}},
		{args: []string{"shuf", "a", "b"}},
		{args: []string{"shuf", "-i", "1-3", "x"}},
		{args: []string{"shuf", "-n", "0", "-e", "a", "b"}},
		{args: []string{"shuf", "nofile"}},
		{args: []string{"shuf", "-i", "1-99999999999999999999"}},
		{args: []string{"shuf", "-e", "only"}},
		{args: []string{"shuf"}, stdin: "one line no newline"},
		{args: []string{"shuf", "-q"}},
		{args: []string{"shuf", "-i", "1-b"}},
		{args: []string{"shuf", "-i", "-3"}},
		{args: []string{"shuf", "-i", "1-"}},
	})
}
