package commands

import (
	"context"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

func TestTouchDiff(t *testing.T) {
	files := map[string]string{"f": "x", "d/": "", "ref": "r"}
	links := map[string]string{"l": "f", "dangling": "newtarget"}
	var cases []seqCase
	// Fixed times only, so the trees can include them.
	for _, args := range [][]string{
		{"-d", "2001-02-03 04:05:06"}, {"-d", "2001-02-03"}, {"-d", "2001-02-03T04:05:06Z"}, {"-d", "2001-02-03 04:05:06.25 UTC"},
		{"-d", "2001-02-03 04:05 +0200"}, {"-d", "@1000000000"}, {"-d", "@1000000000.5"}, {"-d", "Jan 2 2005"}, {"-d", "2 Jan 2005 10:11"},
		{"-d", "2001-02-03 1 day ago"}, {"-d", "2001-02-03 +2 hours"}, {"-d", "2001-02-03 next month"}, {"-d", "2001-02-28 last year"},
		{"-t", "200102030405"}, {"-t", "0102030405.06"}, {"-t", "7001010000"}, {"-t", "200102030405.61"}, {"-t", "2001023004"},
		{"-m", "-d", "2001-02-03"}, {"-a", "-d", "2001-02-03"}, {"--time=mtime", "-d", "2001-02-03"}, {"--time=atime", "-t", "200001010000"},
		{"-c", "-d", "2001-02-03"}, {"-d", "bogus"}, {"-t", "12"}, {"-d", "friday"}, {"-d", "next monday"}, {"-d", "last sunday"},
		{"-d", "this wed"}, {"-d", "Thursday"}, {"-d", "sat 10:30"}, {"-d", "last tue 1 week ago"}, {"-d", "tomorrow 12:00"},
	} {
		for _, ops := range [][]string{{"f"}, {"new", "d"}, {"l"}, {"dangling"}, {"-c", "nope"}, {"nodir/x"}} {
			args := append(append([]string{"touch"}, args...), ops...)
			cases = append(cases, seqCase{files: files, links: links, cmds: [][]string{args}, times: true})
		}
	}
	cases = append(cases,
		seqCase{files: files, links: links, cmds: [][]string{{"touch", "-d", "2003-04-05 06:07:08", "ref"}, {"touch", "-r", "ref", "f", "new"}}, times: true},
		seqCase{files: files, links: links, cmds: [][]string{{"touch", "-d", "2003-04-05 06:07:08", "ref"}, {"touch", "-r", "ref", "-d", "1 day ago", "f"}}, times: true},
		seqCase{files: files, links: links, cmds: [][]string{{"touch", "-r", "nope", "f"}}},
		seqCase{files: files, links: links, cmds: [][]string{{"touch"}}},
		seqCase{files: files, links: links, cmds: [][]string{{"touch", "--time=bogus", "f"}}},
		// A name ending in "/", "/." or "/.." must be a directory.
		seqCase{files: files, links: links, cmds: [][]string{{"touch", "f/."}, {"touch", "f/"}, {"touch", "f/.."}, {"touch", "nope/."},
			{"touch", "nope/"}, {"touch", "-c", "nope/."}, {"touch", "d/."}, {"touch", "l/."},
			{"touch", "-c", "f/."}, {"touch", "-c", "f/"}, {"touch", "-c", "nope/"}}},
	)
	runSeqCases(t, cases)
}

// touch -h sets a symlink's own times (dangling or not) and creates
// nothing; -r under -h takes the link's own times; cp -a and tar x keep
// them.
func TestSymlinkOwnTimesDiff(t *testing.T) {
	files := map[string]string{"f": "x", "d/": ""}
	links := map[string]string{"l": "f", "dangling": "newtarget", "ld": "d"}
	st := []string{"stat", "-c", "%n %Y %X", "l", "dangling", "ld", "f", "d"}
	var cases []seqCase
	for _, cmds := range [][][]string{
		{{"touch", "-h", "-d", "@1000000000", "l", "dangling", "ld", "f"}, st},
		{{"touch", "--no-dereference", "-t", "200102030405.06", "l", "dangling", "ld"}, st},
		{{"touch", "-h", "-m", "-d", "@1000000000", "l"}, {"touch", "-h", "-a", "-d", "@1200000000", "l"}, st},
		{{"touch", "-h", "-d", "@1000000000", "dangling"}, {"touch", "-h", "-r", "dangling", "f"}, {"touch", "-r", "l", "d"}},
		{{"touch", "-h", "nofile"}, {"touch", "-h", "-c", "nofile"}, {"touch", "-h", "dangling/"}, {"touch", "-h", "ld/"}},
		{{"touch", "-h", "-r", "nofile", "l"}},
		// cp -a and tar keep a link's own time.
		{{"touch", "-h", "-d", "@1000000000", "l", "dangling"}, {"cp", "-a", "l", "l2"}, {"cp", "-P", "--preserve=timestamps", "dangling", "d/"},
			{"stat", "-c", "%n %Y", "l2", "d/dangling"}},
		{{"mkdir", "x"}, {"ln", "-s", "nowhere", "x/l"}, {"touch", "-h", "-d", "@1000000000", "x/l"}, {"tar", "cf", "a.tar", "x"}, {"rm", "-r", "x"},
			{"tar", "xf", "a.tar"}, {"rm", "a.tar"}, {"stat", "-c", "%n %Y", "x/l"}},
	} {
		cases = append(cases, seqCase{files: files, links: links, cmds: cmds, times: true})
	}
	runSeqCases(t, cases)
}

// Without a date, touch uses the sandbox clock.
func TestTouchNow(t *testing.T) {
	ctx := context.Background()
	fsys := memfs.New()
	vfs.MkdirAll(ctx, fsys, "/w", 0o755)
	before := time.Now()
	r := runIn(t, fsys, "/w", []string{"touch", "a"}, "")
	fi, err := fsys.Stat(ctx, "/w/a")
	if r.status != 0 || err != nil || fi.ModTime().Before(before.Add(-time.Second)) {
		t.Errorf("touch a: %+v %v %v", r, err, fi)
	}
}

// TestTouchCorpusFixesDiff: a name under a non-directory is one open(2)
// refuses (ENOTDIR), "cannot touch" as GNU words it; -c and -h, which open
// nothing, word the utimensat(2) that fails (the unseen corpus, h19t).
func TestTouchCorpusFixesDiff(t *testing.T) {
	files := map[string]string{"f": "x"}
	var cases []diffCase
	for _, a := range [][]string{{"f/x"}, {"-c", "f/x"}, {"-h", "f/x"}, {"f/x/y"}, {"-d", "2000-01-01", "f/x"}} {
		cases = append(cases, diffCase{args: append([]string{"touch"}, a...), files: files})
	}
	runDiffCases(t, cases)
}
