package overlay_test

import (
	"bytes"
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/computerwelt/computerwelt/vfs/overlay"
)

// simLines is n lines of file id, numbered from 1.
func simLines(id string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("%s line %03d: words to give the line some length\n", id, i+1)
	}
	return out
}

// keepLines keeps the first keep of lines and replaces the others with
// new lines of the same length.
func keepLines(id string, lines []string, keep int) string {
	out := append([]string(nil), lines[:keep]...)
	for i := keep; i < len(lines); i++ {
		out = append(out, fmt.Sprintf("%s LINE %03d: other words of about the same len\n", id, i+1))
	}
	return strings.Join(out, "")
}

// renameEdits is a change full of renames with edits, for the golden test
// against git: similarity levels around git's 50% threshold, the same
// base name above and below the 75% that its base-name step needs,
// binary files, CRLF line ends, a symlink, a mode change, and files with
// many candidates (one source for several destinations, several sources
// for one destination, ties).
func renameEdits() (base map[string]string, edit func(t *testing.T, o *overlay.FS)) {
	base = map[string]string{}
	type mv struct{ from, to, content string }
	var moves []mv
	for _, keep := range []int{30, 45, 48, 49, 50, 51, 52, 55, 60, 75, 90, 99} {
		id := fmt.Sprintf("k%02d", keep)
		lines := simLines(id, 100)
		base["/levels/"+id] = strings.Join(lines, "")
		moves = append(moves, mv{"/levels/" + id, "/moved/" + id + "-to", keepLines(id, lines, keep)})
	}
	// Shorter and longer: git refuses sizes too far apart.
	for _, n := range []int{40, 60, 150, 210} {
		id := fmt.Sprintf("size%d", n)
		lines := simLines(id, 100)
		base["/sizes/"+id] = strings.Join(lines, "")
		var b []string
		for i := 0; i < n; i++ {
			b = append(b, lines[i%100])
		}
		moves = append(moves, mv{"/sizes/" + id, "/sizesto/" + id + "x", strings.Join(b, "")})
	}
	// The same unique base name: at 80% in the base-name step, at 60%
	// in the matrix.
	for _, keep := range []int{60, 80} {
		id := fmt.Sprintf("name%d", keep)
		lines := simLines(id, 50)
		base["/old/"+id+".txt"] = strings.Join(lines, "")
		moves = append(moves, mv{"/old/" + id + ".txt", "/new/" + id + ".txt", keepLines(id, lines, keep*50/100)})
	}
	// CRLF: the CRs are not counted as content, but are as size.
	crlf := simLines("crlf", 60)
	base["/crlf-src"] = strings.Join(crlf, "")
	moves = append(moves, mv{"/crlf-src", "/crlf-dst", strings.ReplaceAll(keepLines("crlf", crlf, 50), "\n", "\r\n")})
	// Binary files, edited, one ending without a newline.
	var bin bytes.Buffer
	for i := 0; i < 3000; i++ {
		bin.WriteByte(byte(i * 7 % 251))
		if i%97 == 0 {
			bin.WriteByte('\n')
		}
	}
	binOld := "\x00" + bin.String()
	base["/bin/blob"] = binOld
	binNew := []byte(binOld)
	for i := 100; i < 700; i++ {
		binNew[i] ^= 0x55
	}
	moves = append(moves, mv{"/bin/blob", "/bin2/blob2", string(binNew)})
	binLines := simLines("bin", 60)
	base["/bin/lines"] = "\x00" + strings.Join(binLines, "")
	moves = append(moves, mv{"/bin/lines", "/bin2/lines2", "\x00" + keepLines("bin", binLines, 40)})
	// Text without a last newline: git does not count the last line.
	noeol := simLines("noeol", 10)
	base["/noeol"] = strings.Join(noeol, "") + "a last line without its newline, long enough to count"
	moves = append(moves, mv{"/noeol", "/noeol2", strings.Join(noeol[:5], "") + "a last line without its newline, long enough to count"})
	// A symlink retargeted: git pairs symlinks only when identical.
	base["/sym"] = "-> levels/k30"
	moves = append(moves, mv{"/sym", "/sym2", "-> levels/k31"})
	// One source, several destinations of several similarities.
	many := simLines("many", 80)
	base["/many/src"] = strings.Join(many, "")
	// Several sources close to one destination.
	multi := simLines("multi", 80)
	for i, keep := range []int{55, 70, 65} {
		base[fmt.Sprintf("/multi/src%d", i)] = keepLines(fmt.Sprintf("m%d", i), multi, keep)
	}
	// Ties: two sources equally close to two destinations.
	tie := simLines("tie", 40)
	base["/tie/a"] = keepLines("ta", tie, 30)
	base["/tie/b"] = keepLines("tb", tie, 30)
	edit = func(t *testing.T, o *overlay.FS) {
		t.Helper()
		for _, m := range moves {
			vfs.MkdirAll(bg, o, filepath.Dir(m.to), 0o755)
			if err := o.Remove(bg, m.from); err != nil {
				t.Fatal(err)
			}
			if strings.HasPrefix(m.content, "-> ") {
				if err := o.Symlink(bg, strings.TrimPrefix(m.content, "-> "), m.to); err != nil {
					t.Fatal(err)
				}
				continue
			}
			write(t, o, m.to, m.content)
		}
		if err := o.Chmod(bg, "/moved/k90-to", 0o755); err != nil {
			t.Fatal(err)
		}
		o.Remove(bg, "/many/src")
		vfs.MkdirAll(bg, o, "/manyto", 0o755)
		for i, keep := range []int{52, 70, 90, 60, 85} {
			write(t, o, fmt.Sprintf("/manyto/d%d", i), keepLines(fmt.Sprintf("d%d", i), many, keep*80/100))
		}
		for i := range 3 {
			o.Remove(bg, fmt.Sprintf("/multi/src%d", i))
		}
		write(t, o, "/multidst", strings.Join(multi, ""))
		o.Remove(bg, "/tie/a")
		o.Remove(bg, "/tie/b")
		vfs.MkdirAll(bg, o, "/tieto", 0o755)
		write(t, o, "/tieto/x", strings.Join(tie, ""))
		write(t, o, "/tieto/y", strings.Join(tie, ""))
	}
	return base, edit
}

// TestDiffInexactRenamesMatchGit is the golden test of renames with
// edits: Diff with Renames against `git diff --no-index` (whose default
// is -M50%), to the byte, including "similarity index N%" and the hunks.
func TestDiffInexactRenamesMatchGit(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	baseTree, edit := renameEdits()
	m := memfs.New()
	writeTree(t, m, baseTree)
	o := overlay.New(readOnly{m})
	edit(t, o)
	dir := dumpSides(t, m, o)
	for _, tc := range []struct {
		opts overlay.DiffOptions
		git  []string
	}{
		{overlay.DiffOptions{Index: true, Renames: true}, nil},
		{overlay.DiffOptions{Index: true, Renames: true, Context: 1}, []string{"-U1"}},
	} {
		var got bytes.Buffer
		if err := o.Diff(bg, &got, tc.opts); err != nil {
			t.Fatal(err)
		}
		want := gitNoIndex(t, dir, tc.git...)
		if got.String() != want {
			gl, wl := strings.Split(got.String(), "\n"), strings.Split(want, "\n")
			t.Errorf("%+v: %s", tc.opts, firstDifference(got.String(), want))
			var gh, wh []string
			for _, l := range gl {
				if strings.HasPrefix(l, "similarity") || strings.HasPrefix(l, "rename") {
					gh = append(gh, l)
				}
			}
			for _, l := range wl {
				if strings.HasPrefix(l, "similarity") || strings.HasPrefix(l, "rename") {
					wh = append(wh, l)
				}
			}
			t.Errorf("renames:\n%s\ngit's:\n%s", strings.Join(gh, "\n"), strings.Join(wh, "\n"))
		}
		// The change must hold what the test is for.
		for _, s := range []string{"similarity index 50%", "similarity index 9", "Binary files a/bin/blob and b/bin2/blob2 differ",
			"rename to new/name60.txt", "rename to new/name80.txt", "rename to crlf-dst", "new mode 100755", "deleted file mode 120000"} {
			if !strings.Contains(want, s) {
				t.Errorf("git's diff lacks %q: the test misses a case", s)
			}
		}
	}
}

// Renames folds a deleted and an added file git pairs into one Renamed
// change with both sides' modes and hashes, and leaves the rest.
func TestRenamesFoldsChanges(t *testing.T) {
	m := memfs.New()
	lines := strings.Join(simLines("r", 20), "")
	writeTree(t, m, map[string]string{"/old/f": lines, "/keep": "k\n", "/gone": "unlike anything\n"})
	o := overlay.New(readOnly{m})
	o.Remove(bg, "/old/f")
	o.Remove(bg, "/gone")
	vfs.MkdirAll(bg, o, "/new", 0o755)
	write(t, o, "/new/g", lines+"one more line of the file\n")
	write(t, o, "/keep", "changed\n")
	changes, err := o.Changes(bg)
	if err != nil {
		t.Fatal(err)
	}
	byPath := map[string]overlay.Change{}
	for _, c := range changes {
		byPath[c.Path] = c
	}
	got, err := o.Renames(bg, changes)
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for _, c := range got {
		kinds = append(kinds, c.Kind.String()+" "+c.Path)
		if c.Kind == overlay.Renamed {
			src, dst := byPath["/old/f"], byPath["/new/g"]
			want := overlay.Change{Path: "/new/g", Kind: overlay.Renamed, From: "/old/f", Mode: dst.Mode, OldMode: src.OldMode,
				BaseHash: src.BaseHash, Hash: dst.Hash, Similarity: 97}
			if c != want || c.BaseHash == "" || c.Hash == "" {
				t.Errorf("rename: %+v, want %+v", c, want)
			}
		}
	}
	if s := strings.Join(kinds, ", "); s != "deleted /gone, modified /keep, added /new, renamed /new/g" {
		t.Errorf("Renames: %s", s)
	}
}
