package overlay_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/computerwelt/computerwelt/vfs/overlay"
)

func numbered(from, to int, suffix string) string {
	var b strings.Builder
	for i := from; i <= to; i++ {
		fmt.Fprintf(&b, "%d%s", i, suffix)
	}
	return b.String()
}

// diffBase is the base tree of the diff tests: path -> content, with
// "-> " for symlinks and a trailing "!" in the name for mode 0755.
var diffBase = map[string]string{
	"/long":         numbered(1, 30, "\n"),
	"/nonl":         "1\n2\n3",
	"/gone":         "1\n2\n",
	"/gone-empty":   "",
	"/bin":          "\x00\x01\x02\n",
	"/script!":      "#!/bin/sh\n",
	"/modeonly":     "1\n",
	"/link":         "-> long",
	"/becomes-link": "1\n",
	"/crlf":         "1\r\n2\r\n3\r\n",
	"/dir/inner":    "1\n2\n3\n",
	"/utf8-ä":       "1\n",
	"/perm":         "1\n",
	"/code.go":      goSource,
	"/tdir/x":       "1\n",
	"/tfile":        "1\n",
}

func writeTree(t *testing.T, fsys vfs.FS, tree map[string]string) {
	t.Helper()
	for p, c := range tree {
		mode := os.FileMode(0o644)
		if strings.HasSuffix(p, "!") {
			p, mode = strings.TrimSuffix(p, "!"), 0o755
		}
		vfs.MkdirAll(bg, fsys, filepath.Dir(p), 0o755)
		var err error
		if strings.HasPrefix(c, "-> ") {
			err = fsys.Symlink(bg, strings.TrimPrefix(c, "-> "), p)
		} else {
			err = vfs.WriteFile(bg, fsys, p, []byte(c), mode)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}

// editForDiff makes the overlay changes the diff tests show.
func editForDiff(t *testing.T, o *overlay.FS) {
	long := strings.Replace(numbered(1, 30, "\n"), "3\n", "3 changed\n", 1)
	long = strings.Replace(long, "\n25\n", "\n25\n25.5\n", 1)
	write(t, o, "/long", long)
	write(t, o, "/nonl", "1\n2\n3\n")
	o.Remove(bg, "/gone")
	o.Remove(bg, "/gone-empty")
	write(t, o, "/bin", "\x00\x01\x03\n")
	write(t, o, "/script", "#!/bin/sh\nexit 0\n")
	o.Chmod(bg, "/script", 0o644)
	o.Chmod(bg, "/modeonly", 0o755)
	o.Remove(bg, "/link")
	o.Symlink(bg, "nonl", "/link")
	o.Remove(bg, "/becomes-link")
	o.Symlink(bg, "long", "/becomes-link")
	write(t, o, "/crlf", "1\r\n2 two\r\n3\r\n")
	write(t, o, "/dir/inner", "1\n3")
	write(t, o, "/dir/added", "1\n2\n")
	write(t, o, "/added-empty", "")
	write(t, o, "/added-bin", "a\x00b")
	write(t, o, "/utf8-ä", "2\n")
	vfs.MkdirAll(bg, o, "/newdir/sub", 0o755)
	write(t, o, "/newdir/sub/f", "1")
	write(t, o, "/tab\there", "1\n")
	code := strings.Replace(goSource, "return 1", "return 2", 1)
	code = strings.Replace(code, "\t// end of b", "\t// end of b, edited", 1)
	code = strings.Replace(code, "\tz := 0\n", "", 1)
	code = strings.Replace(code, "\tq := 1\n", "\tq := 2\n", 1)
	write(t, o, "/code.go", code)
	o.Chmod(bg, "/perm", 0o600) // not a change git shows
	vfs.RemoveAll(bg, o, "/tdir")
	write(t, o, "/tdir", "now a file\n")
	o.Remove(bg, "/tfile")
	vfs.MkdirAll(bg, o, "/tfile", 0o755)
	write(t, o, "/tfile/y", "now a dir\n")
}

// dumpTree writes fsys's tree into the host directory dir.
func dumpTree(t *testing.T, fsys vfs.FS, dir string) {
	t.Helper()
	err := vfs.WalkDir(bg, fsys, "/", func(p string, d os.DirEntry, err error) error {
		if err != nil || p == "/" {
			return err
		}
		fi, err := fsys.Lstat(bg, p)
		if err != nil {
			return err
		}
		hp := filepath.Join(dir, p)
		switch {
		case fi.IsDir():
			return os.Mkdir(hp, 0o755)
		case fi.Mode()&os.ModeSymlink != 0:
			l, err := fsys.Readlink(bg, p)
			if err != nil {
				return err
			}
			return os.Symlink(l, hp)
		}
		b, err := vfs.ReadFile(bg, fsys, p)
		if err != nil {
			return err
		}
		if err := os.WriteFile(hp, b, 0o644); err != nil {
			return err
		}
		return os.Chmod(hp, fi.Mode().Perm())
	})
	if err != nil {
		t.Fatal(err)
	}
}

func git(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-c", "core.quotepath=true", "-c", "diff.noprefix=false",
		"-c", "core.autocrlf=false", "-c", "user.name=t", "-c", "user.email=t@t", "-c", "color.ui=false"}, args...)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "HOME="+dir)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("git %v: %v\n%s", args, err, out)
	}
	return string(out)
}

// TestDiffMatchesGit compares Diff with git's diff of the same change
// (without git's index lines, which Diff does not print).
func TestDiffMatchesGit(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	for _, ctxLines := range []int{0, 1, -1, 10} {
		t.Run(fmt.Sprint(ctxLines), func(t *testing.T) {
			m := memfs.New()
			writeTree(t, m, diffBase)
			o := overlay.New(readOnly{m})
			editForDiff(t, o)
			var got bytes.Buffer
			if err := o.Diff(bg, &got, overlay.DiffOptions{Context: ctxLines}); err != nil {
				t.Fatal(err)
			}

			dir := t.TempDir()
			git(t, dir, "init", "-q")
			dumpTree(t, m, dir)
			git(t, dir, "add", "-A")
			git(t, dir, "commit", "-q", "-m", "base")
			ents, _ := os.ReadDir(dir)
			for _, e := range ents {
				if e.Name() != ".git" {
					os.RemoveAll(filepath.Join(dir, e.Name()))
				}
			}
			dumpTree(t, o, dir)
			git(t, dir, "add", "-A")
			n := 3
			if ctxLines != 0 {
				n = max(ctxLines, 0)
			}
			want := git(t, dir, "diff", "--cached", "--no-renames", "--no-ext-diff", fmt.Sprintf("-U%d", n))
			var lines []string
			for _, l := range strings.SplitAfter(want, "\n") {
				if !strings.HasPrefix(l, "index ") {
					lines = append(lines, l)
				}
			}
			want = strings.Join(lines, "")
			if got.String() != want {
				t.Errorf("Diff:\n%s\ngit:\n%s", got.String(), want)
			}
		})
	}
}

func TestDiffCanceled(t *testing.T) {
	m := memfs.New()
	writeTree(t, m, diffBase)
	o := overlay.New(readOnly{m})
	editForDiff(t, o)
	ctx, cancel := context.WithCancel(bg)
	cancel()
	if err := o.Diff(ctx, &bytes.Buffer{}, overlay.DiffOptions{}); err == nil {
		t.Errorf("Diff with a canceled context succeeded")
	}
}

func TestDiffPaths(t *testing.T) {
	m := memfs.New()
	writeTree(t, m, diffBase)
	o := overlay.New(readOnly{m})
	editForDiff(t, o)
	var b bytes.Buffer
	if err := o.Diff(bg, &b, overlay.DiffOptions{Paths: []string{"/dir", "gone"}}); err != nil {
		t.Fatal(err)
	}
	var heads []string
	for _, l := range strings.Split(b.String(), "\n") {
		if strings.HasPrefix(l, "diff --git") {
			heads = append(heads, l)
		}
	}
	want := "diff --git a/dir/added b/dir/added|diff --git a/dir/inner b/dir/inner|diff --git a/gone b/gone"
	if got := strings.Join(heads, "|"); got != want {
		t.Errorf("diff of some paths: %s", got)
	}
}

// goSource has lines that git's hunk headers name.
var goSource = `package p

func a() int {
	x := 0
	x++
	x++
	x++
	x++
	return 1
}

func b() int {
	y := 0
	y++
	y++
	y++
	y++
	y++
	y++
	y++
	y++
	// end of b
	return y
}

var long_name_that_goes_on_and_on_for_more_than_eighty_bytes_of_text_in_one_line_yes = 1
	z := 0
	z++
	z++
	z++
	z++
	z++
	z++
	z++
	z++
	z++
	z++
	z++
	z++
	z++
	z++
	z++
	z++
	q := 1
	z++
`
