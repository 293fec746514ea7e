package commands

import (
	"bytes"
	"context"
	"fmt"
	"hash/crc32"
	"io/fs"
	"math"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// A seqCase runs several commands in a row in the sandbox and in a host
// temp dir with the real tools, then compares everything they printed and
// the resulting trees (names, types, permissions, sizes, contents, link
// targets). The file commands are checked this way: what they do to the
// filesystem matters as much as what they print.
type seqCase struct {
	name  string
	files map[string]string
	links map[string]string // symlink name -> target, made after files
	cmds  [][]string
	stdin string // given to every command
	// norm, when set, rewrites both outputs before comparing (owner
	// names, inode numbers).
	norm func(string) string
	// sorted sorts each command's output lines: GNU find and cp -v follow
	// readdir order, the sandbox name order.
	sorted bool
	// times adds files' access and modification times to the trees
	// (for cases that set them to fixed values).
	times bool
}

func runSeqCases(t *testing.T, cases []seqCase) {
	t.Helper()
	for _, c := range cases {
		c := c
		name := c.name
		if name == "" {
			var parts []string
			for _, cmd := range c.cmds {
				parts = append(parts, strings.Join(cmd, " "))
			}
			name = strings.Join(parts, "; ")
		}
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			fsys := memfs.New()
			if err := vfs.MkdirAll(ctx, fsys, sandboxDir, 0o755); err != nil {
				t.Fatal(err)
			}
			writeFiles(t, fsys, c.files)
			// Both trees start with one modification time, an hour ago to
			// the minute: ls -l of a tree made at 01:50:59 and of one made
			// at 01:51:00 must not differ.
			caseStart := time.Now()
			start := caseStart.Add(-time.Hour).Truncate(time.Minute)
			for n := range c.files {
				if err := fsys.Chtimes(ctx, vfs.Abs(sandboxDir, n), start, start); err != nil {
					t.Fatal(err)
				}
			}
			for l, target := range c.links {
				if err := fsys.Symlink(ctx, target, vfs.Abs(sandboxDir, l)); err != nil {
					t.Fatal(err)
				}
			}
			var got bytes.Buffer
			for _, cmd := range c.cmds {
				r := runIn(t, fsys, sandboxDir, cmd, c.stdin)
				if c.sorted {
					r.stdout = sortLines(r.stdout)
				}
				fmt.Fprintf(&got, "$ %s\n%s%s[%d]\n", strings.Join(cmd, " "), r.stdout, r.stderr, r.status)
			}
			fmt.Fprintf(&got, "tree:\n%s", memTree(t, fsys, sandboxDir, c.times))
			g := got.String()
			if c.norm != nil {
				g = c.norm(g)
			}
			gText, gClass := seqTimes(g, start, caseStart)
			if hostKnown(t, seqCaseKey(c, gClass), gText) {
				return
			}

			dir := t.TempDir()
			for n, content := range c.files {
				p := filepath.Join(dir, n)
				if strings.HasSuffix(n, "/") {
					os.MkdirAll(p, 0o755)
					continue
				}
				os.MkdirAll(filepath.Dir(p), 0o755)
				os.WriteFile(p, []byte(content), 0o644)
			}
			for n := range c.files {
				if err := os.Chtimes(filepath.Join(dir, n), start, start); err != nil {
					t.Fatal(err)
				}
			}
			for l, target := range c.links {
				os.Symlink(target, filepath.Join(dir, l))
			}
			var want bytes.Buffer
			for _, cmd := range c.cmds {
				r := hostRun(t, dir, cmd, c.stdin)
				if c.sorted {
					r.stdout = sortLines(r.stdout)
				}
				fmt.Fprintf(&want, "$ %s\n%s%s[%d]\n", strings.Join(cmd, " "), r.stdout, r.stderr, r.status)
			}
			fmt.Fprintf(&want, "tree:\n%s", hostTree(t, dir, c.times))
			w := want.String()
			if c.norm != nil {
				w = c.norm(w)
			}
			wText, wClass := seqTimes(w, start, caseStart)
			hostRan(t, seqCaseKey(c, wClass), wText)
			// The clock's times compare as seqTimes classes them: links made
			// now may show the next minute on the host's side under load.
			if gText != wText {
				t.Errorf("differs\n--- got:\n%s\n--- want:\n%s", g, w)
			}
		})
	}
}

// seqCaseKey is a seqCase's key in the host record: its commands, input,
// files and links, how the outputs are shown, and the class of the
// clock's times in them (seqTimes).
func seqCaseKey(c seqCase, class string) string {
	args := []string{"seq", fmt.Sprint(c.sorted, c.times)}
	if class != "" {
		args = append(args, "\x00time class "+class)
	}
	for _, cmd := range c.cmds {
		args = append(args, strings.Join(cmd, "\x00"))
	}
	files := map[string]string{}
	for n, content := range c.files {
		files[n] = content
	}
	for l, target := range c.links {
		files["\x00link "+l] = target
	}
	return hostCaseKey(args, c.stdin, files)
}

// seqTimeLayouts are the ways a time shows in the outputs: ls's recent
// dates, long-iso (and full-iso's start), iso's recent dates, the
// +%Y|%H of TestLsDiff, and the trees' times. Longer ones come first:
// iso's is a part of long-iso's.
var seqTimeLayouts = []string{"2006-01-02T15:04:05.999999999Z07:00", "2006-01-02 15:04", "01-02 15:04", "Jan _2 15:04", "2006|15"}

// seqTreeTime is a tree's time (treeTime) as seqTimes finds it.
var seqTreeTime = regexp.MustCompile(`\b\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z`)

// seqTimes is a seqCase's output as the host record keeps it, without
// the clock's times, which differ from run to run: the files' start time
// (an hour ago, to the minute) and the minutes the case ran in, in any of
// seqTimeLayouts, become @START@ and @NOW@, and the trees' times within
// 40 days of now (touch -d friday, tomorrow 12:00) become days and a time
// of day from today. Those depend on the weekday, which is then the class
// of the output (a part of the record's key): the record holds the host's
// output for the weekday it was made on, and on the other days the case
// runs the real tools. caseStart is when the case began.
func seqTimes(s string, start, caseStart time.Time) (text, class string) {
	now := time.Now()
	for _, layout := range seqTimeLayouts {
		s = strings.ReplaceAll(s, start.UTC().Format(layout), "@START@")
		for m := caseStart.Truncate(time.Minute); !m.After(now); m = m.Add(time.Minute) {
			s = strings.ReplaceAll(s, m.UTC().Format(layout), "@NOW@")
		}
	}
	today := now.UTC().Truncate(24 * time.Hour)
	s = seqTreeTime.ReplaceAllStringFunc(s, func(v string) string {
		tm, err := time.Parse(time.RFC3339Nano, v)
		if err != nil || tm.Sub(now).Abs() > 40*24*time.Hour {
			return v
		}
		days := int(math.Floor(tm.Sub(today).Hours() / 24))
		class = now.UTC().Weekday().String()
		return fmt.Sprintf("@TODAY%+dd@%s", days, tm.Sub(today.AddDate(0, 0, days)))
	})
	return s, class
}

func sortLines(s string) string {
	lines := strings.SplitAfter(s, "\n")
	sort.Strings(lines)
	return strings.Join(lines, "")
}

// hostRun runs the real tool in dir, normalising its messages as runReal does.
func hostRun(t *testing.T, dir string, args []string, stdin string) result {
	t.Helper()
	bin, err := exec.LookPath(args[0])
	if err != nil {
		t.Skipf("real %s not installed", args[0])
	}
	r := runHost(t, exec.Command(bin, args[1:]...), dir, stdin)
	clean := func(s string) string {
		s = strings.ReplaceAll(s, bin+":", args[0]+":")
		s = strings.ReplaceAll(s, "'"+bin+" --help'", "'"+args[0]+" --help'")
		s = strings.ReplaceAll(s, dir+"/", sandboxDir+"/")
		return strings.ReplaceAll(s, dir, sandboxDir)
	}
	return result{clean(r.stdout), clean(r.stderr), r.status}
}

func treeLine(rel string, mode fs.FileMode, size int64, content string) string {
	if mode.IsDir() {
		size = 0
	}
	if len(content) > 40 {
		content = fmt.Sprintf("%.20s...(%d bytes, hash %x)", content, len(content), crc32.ChecksumIEEE([]byte(content)))
	}
	return fmt.Sprintf("%s %v %d %q\n", rel, mode, size, content)
}

// memTree lists the tree below root. Like root on the host, it reads
// files and directories whatever their permissions: it adds u+rx while
// reading and restores the modes afterwards.
// treeTime shows a time, or "recent" for times set by the clock during
// the test (they differ between the two runs).
func treeTime(t time.Time) string {
	if d := time.Since(t); d > -time.Hour && d < time.Hour {
		return "recent"
	}
	return t.UTC().Format(time.RFC3339Nano)
}

func memTree(t *testing.T, fsys vfs.FS, root string, times bool) string {
	ctx := context.Background()
	var lines []string
	type saved struct {
		p    string
		mode fs.FileMode
	}
	var restore []saved
	defer func() {
		for i := len(restore) - 1; i >= 0; i-- {
			fsys.Chmod(ctx, restore[i].p, restore[i].mode)
		}
	}()
	vfs.WalkDir(ctx, fsys, root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || p == root {
			return nil
		}
		fi, err := fsys.Lstat(ctx, p)
		if err != nil {
			return nil
		}
		if fi.Mode()&fs.ModeSymlink == 0 && fi.Mode()&0o500 != 0o500 {
			fsys.Chmod(ctx, p, fi.Mode()&^fs.ModeType|0o500)
			if fi.IsDir() {
				restore = append(restore, saved{p, fi.Mode() &^ fs.ModeType})
			} else {
				// Restored at once: hard links share the mode.
				defer fsys.Chmod(ctx, p, fi.Mode()&^fs.ModeType)
			}
		}
		var content string
		switch {
		case fi.Mode()&fs.ModeSymlink != 0:
			content, _ = fsys.Readlink(ctx, p)
		case fi.Mode().IsRegular():
			b, _ := vfs.ReadFile(ctx, fsys, p)
			content = string(b)
		}
		line := treeLine(strings.TrimPrefix(p, root+"/"), fi.Mode(), fi.Size(), content)
		if times && fi.Mode()&fs.ModeSymlink == 0 {
			line = fmt.Sprintf("%s  mtime %s atime %s\n", strings.TrimSuffix(line, "\n"), treeTime(fi.ModTime()), treeTime(vfs.Stat(fi).Atime))
		}
		lines = append(lines, line)
		return nil
	})
	sort.Strings(lines)
	return strings.Join(lines, "")
}

func hostTree(t *testing.T, root string, times bool) string {
	var lines []string
	filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || p == root {
			return nil
		}
		fi, err := os.Lstat(p)
		if err != nil {
			return nil
		}
		var content string
		switch {
		case fi.Mode()&fs.ModeSymlink != 0:
			content, _ = os.Readlink(p)
		case fi.Mode().IsRegular():
			b, _ := os.ReadFile(p)
			content = string(b)
		}
		line := treeLine(filepath.ToSlash(strings.TrimPrefix(p, root+"/")), fi.Mode(), fi.Size(), content)
		if times && fi.Mode()&fs.ModeSymlink == 0 {
			st := fi.Sys().(*syscall.Stat_t)
			atime := time.Unix(st.Atim.Sec, st.Atim.Nsec)
			line = fmt.Sprintf("%s  mtime %s atime %s\n", strings.TrimSuffix(line, "\n"), treeTime(fi.ModTime()), treeTime(atime))
		}
		lines = append(lines, line)
		return nil
	})
	sort.Strings(lines)
	return strings.Join(lines, "")
}

var _ = path.Join

func TestMkdirDiff(t *testing.T) {
	files := map[string]string{"f": "x", "d/": ""}
	runSeqCases(t, []seqCase{
		{files: files, cmds: [][]string{{"mkdir", "a", "b"}}},
		{files: files, cmds: [][]string{{"mkdir", "d"}}},
		{files: files, cmds: [][]string{{"mkdir", "f"}}},
		{files: files, cmds: [][]string{{"mkdir", "x/y"}}},
		{files: files, cmds: [][]string{{"mkdir", "f/y"}}},
		{files: files, cmds: [][]string{{"mkdir", "-p", "x/y/z", "d", "d/e/"}}},
		{files: files, cmds: [][]string{{"mkdir", "-pv", "x//y/z", "d/q"}}},
		{files: files, cmds: [][]string{{"mkdir", "-p", "f/y"}}},
		{files: files, cmds: [][]string{{"mkdir", "-p", "f"}}},
		{files: files, cmds: [][]string{{"mkdir", "-v", "a", "d", "b"}}},
		{files: files, cmds: [][]string{{"mkdir", "-m", "700", "a"}, {"mkdir", "-m", "u=rwx,g=rx", "b"}, {"mkdir", "-m", "u+s", "c"}, {"mkdir", "-m", "a-w", "e"}}},
		{files: files, cmds: [][]string{{"mkdir", "-m", "+t", "a"}, {"mkdir", "-m", "g+w,+t", "b"}, {"mkdir", "-m", "+w", "c"}, {"mkdir", "-m", "=", "e"},
			{"mkdir", "-m", "=rwx", "g"}, {"mkdir", "-m", "o+t", "h"}, {"mkdir", "-m", "+s", "i"}, {"mkdir", "-m", "1777", "j"}}},
		{files: files, cmds: [][]string{{"mkdir", "-p", "-m", "700", "a/b/c"}}},
		{files: files, cmds: [][]string{{"mkdir", "-m", "999", "a"}}},
		{files: files, cmds: [][]string{{"mkdir", "-m", "u+q", "a"}}},
		{files: files, cmds: [][]string{{"mkdir"}}},
		{files: files, cmds: [][]string{{"mkdir", "-k"}}},
		{files: files, cmds: [][]string{{"mkdir", "a b", "é"}}},
		{files: files, cmds: [][]string{{"mkdir", "--parents", "--verbose", "--mode=755", "p/q"}}},
	})
}
