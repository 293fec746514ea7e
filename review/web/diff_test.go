package web

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

func TestParseDiff(t *testing.T) {
	text := "diff --git a/work/a.txt b/work/a.txt\n" +
		"old mode 100644\nnew mode 100755\n" +
		"--- a/work/a.txt\n+++ b/work/a.txt\n" +
		"@@ -2,3 +2,3 @@ func main\n two\n-three\n+THREE\n four\n" +
		"@@ -10 +10,2 @@\n ten\n+eleven\n\\ No newline at end of file\n" +
		"diff --git \"a/work/t\\303\\244b\\tx\" \"b/work/t\\303\\244b\\tx\"\nnew file mode 100644\n" +
		"Binary files /dev/null and \"b/work/t\\303\\244b\\tx\" differ\n" +
		"diff --git a/x b/y b/x b/y\ndeleted file mode 100644\n--- a/x b/y\n+++ /dev/null\n@@ -1 +0,0 @@\n-gone\n"
	files := parseDiff(text)
	if len(files) != 3 {
		t.Fatalf("%d files, want 3: %+v", len(files), files)
	}
	a := files[0]
	if a.Path != "/work/a.txt" || a.Added != 2 || a.Deleted != 1 || a.Binary ||
		!reflect.DeepEqual(a.Headers, []string{"old mode 100644", "new mode 100755"}) {
		t.Errorf("file 0: %+v", a)
	}
	want := []diffLine{
		{Kind: lineContext, Text: "two", Old: 2, New: 2},
		{Kind: lineDel, Text: "three", Old: 3},
		{Kind: lineAdd, Text: "THREE", New: 3},
		{Kind: lineContext, Text: "four", Old: 4, New: 4},
	}
	if len(a.Hunks) != 2 || a.Hunks[0].Header != "@@ -2,3 +2,3 @@ func main" || !reflect.DeepEqual(a.Hunks[0].Lines, want) {
		t.Errorf("hunk 0: %+v", a.Hunks)
	}
	want = []diffLine{
		{Kind: lineContext, Text: "ten", Old: 10, New: 10},
		{Kind: lineAdd, Text: "eleven", New: 11},
		{Kind: lineNote, Text: `\ No newline at end of file`},
	}
	if !reflect.DeepEqual(a.Hunks[1].Lines, want) {
		t.Errorf("hunk 1: %+v", a.Hunks[1].Lines)
	}
	if b := files[1]; b.Path != "/work/täb\tx" || !b.Binary || len(b.Hunks) != 0 {
		t.Errorf("file 1 (quoted, binary): %+v", b)
	}
	if c := files[2]; c.Path != "/x b/y" || c.Deleted != 1 || !reflect.DeepEqual(c.Hunks[0].Lines[0], diffLine{Kind: lineDel, Text: "gone", Old: 1}) {
		t.Errorf("file 2 (a path with \" b/\" in it): %+v", c)
	}
}

func TestParseDiffAnyText(t *testing.T) {
	// Text that is no diff at all still parses (as headers), and a hunk
	// header with garbage numbers is a header line, not a hunk.
	for _, s := range []string{"", "hello\nworld", "@@ -x +y @@\n+a", "diff --git \"a/unterminated\n@@ -1 +1 @@\n-a\n+b", "\n\n\n"} {
		files := parseDiff(s)
		for _, f := range files {
			for _, h := range f.Hunks {
				for _, l := range h.Lines {
					if l.Old < 0 || l.New < 0 {
						t.Errorf("%q: negative line number", s)
					}
				}
			}
		}
	}
	if f := parseDiff("@@ -x +y @@\n+a"); len(f) != 1 || len(f[0].Hunks) != 0 || len(f[0].Headers) != 2 {
		t.Errorf("bad hunk header: %+v", f)
	}
}

func TestClipLongLines(t *testing.T) {
	long := strings.Repeat("ä", maxLineBytes) // 2 bytes each
	f := parseDiff("diff --git a/m b/m\n@@ -1 +1 @@\n+" + long + "\n")
	got := f[0].Hunks[0].Lines[0].Text
	if len(got) > maxLineBytes+40 || !strings.HasSuffix(got, " more bytes)") || !strings.HasPrefix(got, "ää") {
		t.Errorf("clipped line: %d bytes, ends %q", len(got), got[len(got)-30:])
	}
	if !strings.HasPrefix(strings.TrimSuffix(got, got[strings.LastIndex(got, " …"):]), strings.Repeat("ä", 10)) {
		t.Error("clip cut a UTF-8 sequence")
	}
}

func TestSideBySide(t *testing.T) {
	l := func(k lineKind, s string) diffLine { return diffLine{Kind: k, Text: s} }
	e := diffLine{Kind: lineEmpty}
	lines := []diffLine{
		l(lineContext, "a"),
		l(lineDel, "b"), l(lineDel, "c"), l(lineAdd, "B"),
		l(lineContext, "d"),
		l(lineAdd, "E"), l(lineAdd, "F"),
		l(lineDel, "g"), l(lineNote, `\ No newline`), l(lineAdd, "G"), l(lineNote, `\ No newline`),
	}
	got := sideBySide(lines)
	want := []sideRow{
		{lines[0], lines[0]},
		{lines[1], lines[3]},
		{lines[2], e},
		{lines[4], lines[4]},
		{e, lines[5]},
		{e, lines[6]},
		{lines[7], lines[9]},
		{lines[8], lines[10]},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got\n%v\nwant\n%v", got, want)
	}
}

func TestPaginateKeepsEveryLineOnce(t *testing.T) {
	var b strings.Builder
	total := 0
	for f := 0; f < 7; f++ {
		fmt.Fprintf(&b, "diff --git a/f%d b/f%d\n--- a/f%d\n+++ b/f%d\n", f, f, f, f)
		for h := 0; h < f+1; h++ {
			n := (f*37 + h*101) % 700
			fmt.Fprintf(&b, "@@ -1,%d +1,%d @@\n", n, n)
			for i := 0; i < n; i++ {
				fmt.Fprintf(&b, " f%d h%d l%d\n", f, h, i)
				total++
			}
		}
	}
	files := parseDiff(b.String())
	for _, per := range []int{1, 2, 10, 333, 1500, 100000} {
		pages := paginate(files, per)
		var seen []string
		for _, pg := range pages {
			if len(pg) == 0 {
				t.Fatalf("per %d: an empty page", per)
			}
			n := 0
			for _, vf := range pg {
				n++
				for _, h := range vf.Hunks {
					if h.Header != "" {
						n++
					}
					for _, l := range h.Lines {
						seen = append(seen, l.Text)
						n++
					}
				}
			}
			if per > 3 && n > per+2 {
				t.Errorf("per %d: a page of %d lines", per, n)
			}
		}
		if len(seen) != total {
			t.Fatalf("per %d: %d lines shown, want %d", per, len(seen), total)
		}
		i := 0
		for _, f := range files {
			for _, h := range f.Hunks {
				for _, l := range h.Lines {
					if seen[i] != l.Text {
						t.Fatalf("per %d: line %d is %q, want %q", per, i, seen[i], l.Text)
					}
					i++
				}
			}
		}
	}
}

// FuzzDiffPage renders any diff text on the proposal page, in both views:
// it must not panic, must show every line (paging aside), and nothing
// from the diff may become markup.
func FuzzDiffPage(f *testing.F) {
	f.Add("diff --git a/a b/a\n--- a/a\n+++ b/a\n@@ -1 +1 @@\n-<b>\n+<script>x</script>\n", false)
	f.Add("diff --git \"a/\\303\" \"b/\\303\"\nBinary files a and b differ\n@@ -0,0 +1,2 @@\n+\x00\n\\ No newline", true)
	f.Add("@@ -1,9999999999999999999 +1 @@\n-\n+\n", true)
	f.Fuzz(func(t *testing.T, diff string, split bool) {
		p := hostile
		p.Diff = diff
		h := newTestHandler(newFake(p))
		target := "/p/p1"
		if split {
			target += "?view=split"
		}
		w := get(t, h, target, bearerHdr...)
		if w.Code != 200 {
			t.Fatalf("status %d", w.Code)
		}
		body := w.Body.String()
		if strings.Contains(body, "<script") || strings.Contains(body, "<img") || strings.Contains(body, "<svg") {
			t.Fatal("markup from the diff on the page")
		}
	})
}
