package commands

import (
	"context"
	"regexp"
	"strconv"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// statNorm hides what differs between the host and the sandbox by nature:
// device and inode numbers, owner names and ids, birth times.
var (
	statDevice = regexp.MustCompile(`Device: \S+\tInode: \d+ *`)
	statOwner  = regexp.MustCompile(`Uid: \( *\d+/ *\w+\)   Gid: \( *\d+/ *\w+\)`)
	statBirth  = regexp.MustCompile(`(?m)^ Birth: .*$`)
	statRecent = regexp.MustCompile(`\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{9} \+0000`)
)

func statNormFn(s string) string {
	s = statDevice.ReplaceAllString(s, "Device: D\tInode: I ")
	s = statOwner.ReplaceAllString(s, "OWNER")
	s = statBirth.ReplaceAllString(s, " Birth: B")
	return statRecent.ReplaceAllStringFunc(s, func(m string) string {
		if t, err := time.Parse("2006-01-02 15:04:05.000000000 -0700", m); err == nil && time.Since(t) < time.Hour {
			return "RECENT"
		}
		return m
	})
}

func TestStatDiff(t *testing.T) {
	files := map[string]string{"a": "x", "empty": "", "d/": "", "big": string(make([]byte, 10000)), "x y": "s", "it's": "q"}
	links := map[string]string{"l": "a", "dl": "d", "dangling": "nowhere"}
	var cases []seqCase
	formats := []string{
		"%n %s %a %A %F %h %b %B %o %m", "%N", "%f", "[%5s|%-5s|%05s|%#a|%04a|%10.4A|%-12F|]", "%%|%q|%", "%s%n%s", "%Y %y",
		"\\n%n\\t", "%t %T",
		// Widths past Go's fmt limit go through padNum (issue 17).
		"[%70s|%-70s|%070s|%.70s|%#70a|%0#70f|%-70h|%+70s|% .70s|%70.68b|%70o|]",
	}
	for _, ops := range [][]string{{"a", "empty", "d", "l", "dl", "dangling", "big", "x y", "it's"}, {"-L", "l", "dl", "dangling"}, {"nope", "a"}, {"a/"}} {
		for _, f := range formats {
			cases = append(cases, seqCase{files: files, links: links, norm: statNormFn,
				cmds: [][]string{{"touch", "-d", "2001-02-03 04:05:06.123456789", "a", "d", "big"}, append([]string{"stat", "-c", f}, ops...)}})
		}
		// Times of files set by touch only: others differ in nanoseconds.
		for _, f := range []string{"%.3Y %.0Y %.9Y %10.2Y %.20Y %-30.12Y|", "%y", "%Y"} {
			cases = append(cases, seqCase{files: files, links: links,
				cmds: [][]string{{"touch", "-d", "2001-02-03 04:05:06.123456789", "a", "d", "big"}, {"stat", "-c", f, "a", "d", "big"}}})
		}
		cases = append(cases,
			seqCase{files: files, links: links, norm: statNormFn, cmds: [][]string{append([]string{"stat"}, ops...)}},
			seqCase{files: files, links: links, norm: statNormFn, cmds: [][]string{append([]string{"stat", "--printf", `%n\t%s\n\x41\101\q\\`}, ops...)}},
		)
	}
	cases = append(cases,
		seqCase{files: files, links: links, cmds: [][]string{{"stat"}}},
		seqCase{files: files, links: links, cmds: [][]string{{"stat", "-c"}}},
	)
	runSeqCases(t, cases)
}

// Inode numbers, link counts and owners come from vfs.StatT.
func TestStatSandbox(t *testing.T) {
	ctx := context.Background()
	fsys := memfs.New(memfs.WithOwner(1000, 1001, "alice", "staff"))
	vfs.MkdirAll(ctx, fsys, "/w", 0o755)
	vfs.WriteFile(ctx, fsys, "/w/a", []byte("hi"), 0o640)
	fsys.Link(ctx, "/w/a", "/w/b")
	fi, _ := fsys.Stat(ctx, "/w/a")
	ino := vfs.Stat(fi).Ino
	r := runIn(t, fsys, "/w", []string{"stat", "-c", "%i %h %u %U %g %G %w %W", "a", "b"}, "")
	want := regexp.MustCompile(`^(\d+) 2 1000 alice 1001 staff - 0\n(\d+) 2 1000 alice 1001 staff - 0\n$`)
	m := want.FindStringSubmatch(r.stdout)
	if m == nil || m[1] != m[2] || m[1] != strconv.FormatUint(ino, 10) {
		t.Errorf("stat: %q (ino %d)", r.stdout, ino)
	}
	r = runIn(t, fsys, "/w", []string{"stat", "-t", "a"}, "")
	if !regexp.MustCompile(`^a 2 8 81a0 1000 1001 [0-9a-f]+ \d+ 2 0 0 \d+ \d+ \d+ 0 4096\n$`).MatchString(r.stdout) {
		t.Errorf("stat -t: %q", r.stdout)
	}
}

// statFSNorm hides what stat -f reports differently of a sandbox mount and
// of the host's: the ID, the type and the block and inode counts come from
// the file system itself. The name, the name length, the block sizes
// (4096, as ext4 and tmpfs) and every bit of format handling are compared.
var (
	statFSHead    = regexp.MustCompile(`ID: \S+ +Namelen: (\d+) +Type: .*`)
	statFSCount   = regexp.MustCompile(`(?m)^(Blocks|Inodes): Total: .*$`)
	statFSTerseRe = regexp.MustCompile(`(?m)^(\S+) [0-9a-f]+ (\d+) [0-9a-f]+ (\d+) (\d+) -?\d+ -?\d+ -?\d+ \d+ -?\d+$`)
)

func statFSNormFn(s string) string {
	s = statFSHead.ReplaceAllString(s, "ID: I Namelen: $1 Type: T")
	s = statFSCount.ReplaceAllString(s, "$1: COUNTS")
	return statFSTerseRe.ReplaceAllString(s, "$1 I $2 T $3 $4 COUNTS")
}

func TestStatFileSystemDiff(t *testing.T) {
	files := map[string]string{"a": "x", "d/": "", "x y": "s"}
	links := map[string]string{"l": "a", "dangling": "nowhere"}
	var cases []seqCase
	for _, args := range [][]string{
		{"-f", "a", "d", "x y", "l"},
		{"--file-system", "-t", "a", "d"},
		{"-f", "-L", "l"},
		{"-f", "nope", "a", "dangling"},
		{"-f", "-", "a"},
		{"-f", "a/"},
		{"-f", "-c", "%n|%l|%s|%S|%%|%m|%N|%Y|%q|%Hd|%Ld|%Hr|%", "a", "l", "d"},
		{"-f", "-c", "[%-5n|%5l|%.3s|%05S|%#l|%+s|% S|%+l|%'l|%-8.2n|%.9n|%#10l|%-#5l]", "a"},
		{"-f", "-c", "[%70l|%-70s|%070S|%.70l|%+70n|]", "a"},
		{"-f", "-c", "", "a"},
		{"-f", "--printf", `%n\t%l\n\x41\101\q\\%`, "a", "x y"},
		{"-f", "-c"},
	} {
		cases = append(cases, seqCase{files: files, links: links, norm: statFSNormFn,
			cmds: [][]string{append([]string{"stat"}, args...)}})
	}
	runSeqCases(t, cases)
}

// The counts, ID and type stat -f reports of a sandbox mount.
func TestStatFileSystemSandbox(t *testing.T) {
	ctx := context.Background()
	fsys := memfs.New(memfs.WithLimits(0, 1<<20))
	vfs.MkdirAll(ctx, fsys, "/w", 0o755)
	vfs.WriteFile(ctx, fsys, "/w/a", make([]byte, 5000), 0o640)
	r := runIn(t, fsys, "/w", []string{"stat", "-f", "-c", "%T %t %b %f %a %c %d %s %S", "a"}, "")
	// 1 MiB in 4096-byte blocks, 5000 bytes using two of them.
	if r.stdout != "memfs 1021994 256 254 254 0 0 4096 4096\n" || r.status != 0 {
		t.Errorf("stat -f: %q %q %d", r.stdout, r.stderr, r.status)
	}
	r = runIn(t, fsys, "/w", []string{"stat", "-f", "-c", "%i", "a"}, "")
	d := runIn(t, fsys, "/w", []string{"stat", "-c", "%D", "a"}, "")
	if r.stdout != d.stdout || r.stdout == "" {
		t.Errorf("stat -f %%i %q, stat %%D %q", r.stdout, d.stdout)
	}
}
