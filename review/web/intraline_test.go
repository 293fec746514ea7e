package web

import (
	"net/http"
	"os"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/review"
	"github.com/computerwelt/computerwelt/store"
)

// marked renders segments as text with changed stretches in [brackets]
// and hidden characters in {braces}.
func marked(ss []seg) string {
	var b strings.Builder
	for _, s := range ss {
		switch {
		case s.Hidden:
			b.WriteString("{" + s.Text + "}")
		case s.Changed:
			b.WriteString("[" + s.Text + "]")
		default:
			b.WriteString(s.Text)
		}
	}
	return b.String()
}

func TestIntraLine(t *testing.T) {
	for _, c := range []struct {
		old, new         string
		wantOld, wantNew string // "" when the pair is not marked
	}{
		{"timeout: 3000", "timeout: 6000", "timeout: [3]000", "timeout: [6]000"},
		{`  "replicas": 2,`, `  "replicas": 12,`, `  "replicas": 2,`, `  "replicas": [1]2,`},
		{"name = old_value # keep", "name = new_value # keep", "name = [old]_value # keep", "name = [new]_value # keep"},
		{"a b c d e f", "a b X d e f Y", "a b [c] d e f", "a b [X] d e f[ Y]"},
		{"größe: 10 €", "größe: 20 €", "größe: [1]0 €", "größe: [2]0 €"},
		// Lines with little in common are just different lines.
		{"<p>old</p>", `<script>alert("x")</script>`, "", ""},
		{"completely different", "nothing alike here at all", "", ""},
		// A bidi override in the new line is marked and changed.
		{"access = user", "access = user\u202e", "access = user", "access = user{<U+202E>}"},
	} {
		budget := maxDiffCells
		o, n, ok := intraLine(c.old, c.new, &budget)
		if c.wantOld == "" {
			if ok {
				t.Errorf("%q → %q: marked %q → %q, want no marks", c.old, c.new, marked(o), marked(n))
			}
			continue
		}
		if !ok || marked(o) != c.wantOld || marked(n) != c.wantNew {
			t.Errorf("%q → %q: got %q → %q (%v), want %q → %q", c.old, c.new, marked(o), marked(n), ok, c.wantOld, c.wantNew)
		}
		// The segments are the lines, nothing lost or added (hidden
		// characters aside, which show as marks).
		if c.new == strings.ToValidUTF8(c.new, "") && !strings.ContainsRune(c.new, 0x202e) {
			if join(o) != c.old || join(n) != c.new {
				t.Errorf("%q → %q: segments join to %q → %q", c.old, c.new, join(o), join(n))
			}
		}
	}
}

func join(ss []seg) string {
	var b strings.Builder
	for _, s := range ss {
		b.WriteString(s.Text)
	}
	return b.String()
}

// TestIntraLineBounded: long lines with many tokens are compared by
// their common ends once the pair's grid is too large, and a diff stops
// spending on pairs when its budget is gone; the result is still right
// at the ends.
func TestIntraLineBounded(t *testing.T) {
	words := strings.Repeat("w ", 2000) // 4000 tokens
	old, new := "start "+words+"x end", "start "+words+"y end"
	budget := maxDiffCells
	o, n, ok := intraLine(old, new, &budget)
	if !ok || !strings.HasSuffix(marked(o), "[x] end") || !strings.HasSuffix(marked(n), "[y] end") {
		t.Errorf("long pair: %v %q", ok, marked(n)[len(marked(n))-20:])
	}
	if spent := maxDiffCells - budget; spent > 4 {
		t.Errorf("the long pair's tokens were trimmed to one each, yet it spent %d cells", spent)
	}
	// A grid over maxPairCells is not built.
	a := strings.Repeat("a b ", 300) + "tail"
	b := strings.Repeat("b a ", 300) + "tail"
	budget = maxDiffCells
	intraLine(a, b, &budget)
	if budget != maxDiffCells {
		t.Errorf("a %d-cell grid was built (limit %d)", maxDiffCells-budget, maxPairCells)
	}
	// An exhausted budget falls back to the common ends.
	budget = 0
	o, n, ok = intraLine("x = f(a, b)", "x = f(b, a)", &budget)
	if !ok || marked(o) != "x = f([a, b])" || marked(n) != "x = f([b, a])" {
		t.Errorf("no budget: %q → %q (%v)", marked(o), marked(n), ok)
	}
}

func TestHighlightPairsRuns(t *testing.T) {
	files := parseDiff("diff --git a/w/c b/w/c\n--- a/w/c\n+++ b/w/c\n@@ -1,4 +1,4 @@\n port: 80\n-timeout: 3000\n-retries: 3\n+timeout: 6000\n+retries: 5\n+added: yes\n")
	highlight(files)
	var got []string
	for _, l := range files[0].Hunks[0].Lines {
		got = append(got, string(l.Kind)+" "+marked(l.Segs))
	}
	want := []string{"ctx port: 80", "del timeout: [3]000", "del retries: [3]", "add timeout: [6]000", "add retries: [5]", "add added: yes"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

// TestPageMarksChangedCharacters: both views mark the changed characters
// of a changed line in <span class="chg">.
func TestPageMarksChangedCharacters(t *testing.T) {
	h := newTestHandler(newFake(configChange))
	for _, target := range []string{"/p/c1", "/p/c1?view=split"} {
		body := get(t, h, target, bearerHdr...).Body.String()
		if !strings.Contains(body, `timeout: <span class="chg">3</span>000`) || !strings.Contains(body, `timeout: <span class="chg">6</span>000`) {
			t.Errorf("%s: the changed digits are not marked:\n%s", target, body)
		}
	}
}

var configChange = review.Proposal{
	ID: "c1", Session: "conv-9", Workspace: "admin", Message: "double the timeout", Status: store.Pending,
	Created: time.Date(2026, 12, 2, 10, 0, 0, 0, time.UTC),
	Changes: []review.Change{{Mount: "/config", Path: "/app.yaml", Kind: review.Modified, Mode: 0o644, OldMode: 0o644, Size: 30}},
	Diff: "diff --git a/config/app.yaml b/config/app.yaml\n--- a/config/app.yaml\n+++ b/config/app.yaml\n" +
		"@@ -1,3 +1,3 @@\n name: app\n-timeout: 3000\n+timeout: 6000\n port: 80\n",
}

// trojan is a proposal whose text hides what it does: a bidi override
// in a diff line, ESC and BEL in the message, a zero-width space in a
// path.
var trojan = review.Proposal{
	ID: "t1", Session: "conv-6", Workspace: "admin", Status: store.Pending,
	Message: "harmless\x1b[2K\x07 tidy-up",
	Created: time.Date(2026, 12, 2, 10, 0, 0, 0, time.UTC),
	Changes: []review.Change{{Mount: "/work", Path: "/ac\u200bl.txt", Kind: review.Modified, Mode: 0o644, OldMode: 0o644, Size: 30}},
	Diff: "diff --git a/work/ac\u200bl.txt b/work/ac\u200bl.txt\n--- a/work/ac\u200bl.txt\n+++ b/work/ac\u200bl.txt\n" +
		"@@ -1 +1 @@\n-if user == \"guest\" { deny() }\n+if user == \"guest\u202e } { deny() \u2066\" {\n",
}

// TestHiddenCharactersAreMarked (issue 17 item 8): every hidden
// character reaches the page as a visible mark, never as itself, and the
// page warns; a proposal without any has no warning.
func TestHiddenCharactersAreMarked(t *testing.T) {
	h := newTestHandler(newFake(trojan, configChange))
	for _, target := range []string{"/p/t1", "/p/t1?view=split"} {
		// (html/template writes + as &#43;.)
		body := strings.ReplaceAll(get(t, h, target, bearerHdr...).Body.String(), "&#43;", "+")
		for _, r := range []rune{0x1b, 0x07, 0x200b, 0x202e, 0x2066} {
			if strings.ContainsRune(body, r) {
				t.Errorf("%s: U+%04X reaches the page as itself", target, r)
			}
		}
		for _, m := range []string{"&lt;U+001B&gt;", "&lt;U+0007&gt;", "&lt;U+200B&gt;", "&lt;U+202E&gt;", "&lt;U+2066&gt;"} {
			if !regexp.MustCompile(`<span class="hidden[^"]*"[^>]*>` + regexp.QuoteMeta(m) + `</span>`).MatchString(body) {
				t.Errorf("%s: no marked %s", target, m)
			}
		}
		if !strings.Contains(body, `id="hidden-warning"`) || !strings.Contains(body, "the message (2), 1 path(s), the diff (6)") {
			t.Errorf("%s: no warning naming where:\n%s", target, body)
		}
	}
	if body := get(t, h, "/p/c1", bearerHdr...).Body.String(); strings.Contains(body, "hidden-warning") {
		t.Error("a proposal without hidden characters is warned of")
	}
	// The list shows the message marked too.
	if body := get(t, h, "/", bearerHdr...).Body.String(); strings.ContainsRune(body, 0x1b) || !strings.Contains(body, "&lt;U&#43;001B&gt;") {
		t.Error("the list shows the message's ESC as itself")
	}
}

func TestVisibleMarksBadUTF8(t *testing.T) {
	if got := marked(visibleText("a\xffb\u00adc\td")); got != "a{<0xFF>}b{<U+00AD>}c\td" {
		t.Errorf("got %q", got)
	}
}

// TestFirstVisitHasNoError: the login form of a first visit (no token at
// all) shows no error; a token that is not valid does.
func TestFirstVisitHasNoError(t *testing.T) {
	h := newTestHandler(newFake(hostile))
	w := get(t, h, "/")
	if body := w.Body.String(); w.Code != http.StatusUnauthorized || strings.Contains(body, `id="error"`) || !strings.Contains(body, `id="intro"`) {
		t.Errorf("first visit: %d\n%s", w.Code, body)
	}
	for _, hdr := range [][]string{{"Authorization", "Bearer wrong"}, {"Cookie", tokenCookie + "=stale"}} {
		if body := get(t, h, "/", hdr...).Body.String(); !strings.Contains(body, `id="error"`) || !strings.Contains(body, "not valid") {
			t.Errorf("%v: no error shown\n%s", hdr, body)
		}
	}
}

// TestREADMEStatesTheCSP: the README quotes the page's CSP as it is.
func TestREADMEStatesTheCSP(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := strings.Join(strings.Fields(string(b)), " ")
	if !strings.Contains(readme, "`Content-Security-Policy: "+csp+"`") {
		t.Errorf("README.md does not quote the CSP %q", csp)
	}
	if !strings.Contains(csp, "script-src 'none'") {
		t.Errorf("the page has no script, yet the CSP allows some: %s", csp)
	}
	// And the page indeed has none.
	entries, _ := assets.ReadDir("static")
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".js") {
			t.Errorf("static/%s: a script, while the CSP allows none", e.Name())
		}
	}
}
