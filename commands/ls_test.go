package commands

import (
	"context"
	"fmt"
	"github.com/computerwelt/computerwelt/internal/testlong"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

var (
	lsRoot   = regexp.MustCompile(`\broot\b`)
	lsParent = regexp.MustCompile(`(?m)^.* \.\.$`)
)

// lsNorm maps the host's owner (root) to the sandbox user (same width),
// and hides the line of "..", the parent of the test directory, which
// differs between the host's temp dir and the sandbox.
func lsNorm(s string) string {
	return lsParent.ReplaceAllString(lsRoot.ReplaceAllString(s, "user"), "..")
}

func TestLsDiff(t *testing.T) {
	files := map[string]string{
		"a":          "alpha\n",
		"b.txt":      strings.Repeat("b", 5000),
		".hidden":    "h",
		"d/":         "",
		"d/x":        "x",
		"d/sub/":     "",
		"d/sub/y":    strings.Repeat("y", 2000),
		"e/":         "",
		"x y":        "space",
		"héllo":      "utf8",
		"big":        strings.Repeat("z", 1100000),
		"d/.dot":     "",
		"d/sub/.d2/": "",
		"a~":         "backup",
		".b~":        "",
	}
	links := map[string]string{"l": "a", "dl": "d", "dangling": "nowhere"}
	var cases []seqCase
	for _, flags := range [][]string{
		nil, {"-a"}, {"-A"}, {"-1"}, {"-r"}, {"-S"}, {"-Sr"}, {"-F"}, {"-p"}, {"-d"}, {"-R"}, {"-RA"}, {"-s"}, {"-sh"},
		{"-l"}, {"-la"}, {"-lA"}, {"-lh"}, {"-lS"}, {"-lF"}, {"-ld"}, {"-lR"}, {"-lsh"}, {"-ls"}, {"--color=never"},
		{"--sort=size"}, {"-L"}, {"-g"}, {"-o"}, {"-lG"}, {"-go"}, {"--group-directories-first"}, {"--group-directories-first", "-r"},
		{"-I", "*.txt"}, {"--ignore=[ab]*", "-a"}, {"-A", "--ignore=*", "-R"}, {"-a", "-I", ".*"}, {"--hide=*.txt"}, {"-a", "--hide=*.txt"}, {"-B", "-a"},
		{"-l", "--time-style=long-iso"}, {"-l", "--time-style=iso"}, {"-l", "--time-style=+%Y|%H"}, {"-lL"}, {"-LR"},
	} {
		for _, ops := range [][]string{nil, {"d"}, {"a", "d", "e"}, {"l", "dl", "dangling"}, {"nope", "a"}, {"d/sub", "b.txt", "big"}, {"."}, {"d/"}, {"a/", "dl/"}} {
			args := append(append([]string{"ls"}, flags...), ops...)
			cases = append(cases, seqCase{files: files, links: links, cmds: [][]string{args}, norm: lsNorm})
		}
	}
	// The cross product by default a quarter (every flag set and every
	// operand list stay: 4 is coprime with the 9 lists), all with CW_LONG=1.
	cases = testlong.Sample(cases, 4)
	cases = append(cases,
		seqCase{files: files, links: links, cmds: [][]string{{"ls", "-y"}}},
		seqCase{files: files, links: links, cmds: [][]string{{"ls", "--sort=bogus"}}},
		seqCase{files: files, links: links, cmds: [][]string{{"ls", "--time-style=bogus"}}},
		seqCase{files: files, links: links, cmds: [][]string{{"ls", "-l", "--time-style=bogus"}}},
		seqCase{files: files, links: links, norm: lsNorm, cmds: [][]string{{"touch", "-d", "2001-02-03 04:05", "a"}, {"touch", "-d", "2002-02-03 04:05", "b.txt"},
			{"touch", "-a", "-d", "2003-01-01", "a"}, {"ls", "-lu", "a", "b.txt"}, {"ls", "-u", "a", "b.txt"}, {"ls", "-ltu", "a", "b.txt"},
			{"ls", "-l", "--full-time", "a", "b.txt"}, {"ls", "-lt", "--time-style=iso", "a", "b.txt"}}},
		seqCase{files: files, links: links, cmds: [][]string{{"chmod", "755", "a"}, {"ls", "-F", "a", "l"}, {"ls", "-lF", "l", "dl"}}, norm: lsNorm},
		// The indicator options set one style, the last given winning.
		seqCase{files: files, links: links, cmds: [][]string{{"chmod", "755", "a"}, {"ls", "-F", "-p"}, {"ls", "-p", "-F"}, {"ls", "-Fp", "dl", "l"},
			{"ls", "--file-type", "a", "l", "d"}, {"ls", "-F", "-L"}, {"ls", "-p", "-L"}, {"ls", "-S", "-L"}, {"ls", "-Sr", "-L"}, {"ls", "--indicator-style=slash"}, {"ls", "-F", "--indicator-style=none"}, {"ls", "--indicator-style=x"}}},
		seqCase{files: files, links: links, cmds: [][]string{{"chmod", "4755", "a"}, {"chmod", "1777", "e"}, {"chmod", "2644", "b.txt"}, {"ls", "-ld", "a", "e", "b.txt"}}, norm: lsNorm},
		seqCase{files: files, links: links, cmds: [][]string{{"touch", "-d", "2001-02-03 04:05", "a"}, {"touch", "-d", "2001-02-03 04:06", "b.txt"}, {"ls", "-lt", "a", "b.txt", "big"}, {"ls", "-ltr", "a", "b.txt"}}, norm: lsNorm},
	)
	runSeqCases(t, cases)
}

// -h rounds up to one decimal below 10 and to an integer above.
func TestLsHumanSizes(t *testing.T) {
	files := map[string]string{}
	for _, n := range []int{0, 1, 1023, 1024, 1025, 1536, 9999, 10239, 10240, 10241, 10752, 102399, 1048575, 1048576, 1048577, 10485759} {
		files[fmt.Sprintf("f%09d", n)] = strings.Repeat("x", n)
	}
	runSeqCases(t, []seqCase{{files: files, norm: lsNorm, cmds: [][]string{{"ls", "-lsh"}, {"ls", "-s"}, {"ls", "-sS"}}}})
}

// The inode numbers and the date format switch are checked in the sandbox
// alone: the host's inode numbers and clock differ.
func TestLsInodeAndDates(t *testing.T) {
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Minute)
	fsys := memfs.New(memfs.WithClock(func() time.Time { return now }))
	vfs.MkdirAll(ctx, fsys, "/w", 0o755)
	vfs.WriteFile(ctx, fsys, "/w/new", nil, 0o644)
	vfs.WriteFile(ctx, fsys, "/w/old", nil, 0o644)
	vfs.WriteFile(ctx, fsys, "/w/future", nil, 0o644)
	fsys.Chtimes(ctx, "/w/old", time.Time{}, now.AddDate(-1, 0, 0))
	fsys.Chtimes(ctx, "/w/future", time.Time{}, now.Add(time.Hour))
	r := runIn(t, fsys, "/w", []string{"ls", "-li"}, "")
	re := regexp.MustCompile(`^total 0
\d+ -rw-r--r-- 1 user user 0 ` + now.Add(time.Hour).Format("Jan _2  2006") + ` future
\d+ -rw-r--r-- 1 user user 0 ` + now.Format("Jan _2 15:04") + ` new
\d+ -rw-r--r-- 1 user user 0 ` + now.AddDate(-1, 0, 0).Format("Jan _2  2006") + ` old
$`)
	if !re.MatchString(r.stdout) {
		t.Errorf("ls -li:\n%s", r.stdout)
	}
	// -U lists in directory order, which is name order in memfs (GNU uses
	// readdir order, so this is not a differential test).
	r = runIn(t, fsys, "/w", []string{"ls", "-U"}, "")
	if r.stdout != "future\nnew\nold\n" {
		t.Errorf("ls -U: %q", r.stdout)
	}
}
