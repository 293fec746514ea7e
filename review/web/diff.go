package web

import (
	"strconv"
	"strings"
)

// The page renders the proposal's git-style unified diff (the text
// overlay.Diff writes, paths prefixed with the mount) from a parsed form,
// so that every byte of it reaches the browser through html/template as
// text, and so that it can be shown unified or side by side, in pages.

// lineKind is what a diff line is, and the CSS class it is coloured by.
type lineKind string

const (
	lineContext lineKind = "ctx"
	lineAdd     lineKind = "add"
	lineDel     lineKind = "del"
	lineNote    lineKind = "note" // "\ No newline at end of file"
	lineEmpty   lineKind = "empty"
)

// diffLine is one line of a hunk. Old and New are its line numbers on
// each side (0 where it has none).
type diffLine struct {
	Kind     lineKind
	Text     string
	Old, New int
	Segs     []seg // Text as shown (highlight sets it)
}

type hunk struct {
	Header string // "@@ -1,3 +1,4 @@ func"
	Lines  []diffLine
}

// diffFile is one "diff --git" section.
type diffFile struct {
	Path    string   // "/work/x", from the b/ (or a/) side
	Headers []string // extended headers: "new file mode 100644", ...
	Binary  bool
	Hunks   []hunk
	Added   int
	Deleted int
}

// maxLineBytes caps what the page shows of one line: a diff of a
// minified file must not make a page of megabytes per line.
const maxLineBytes = 4000

// parseDiff splits a git-style unified diff into files. It accepts any
// text: lines it does not recognise become header lines of the current
// file (or of a file with no path, before the first "diff --git").
func parseDiff(text string) []diffFile {
	var files []diffFile
	var f *diffFile
	var h *hunk
	oldN, newN := 0, 0
	for len(text) > 0 {
		line := text
		if i := strings.IndexByte(text, '\n'); i >= 0 {
			line, text = text[:i], text[i+1:]
		} else {
			text = ""
		}
		if strings.HasPrefix(line, "diff --git ") {
			files = append(files, diffFile{Path: gitHeaderPath(line[len("diff --git "):])})
			f, h = &files[len(files)-1], nil
			continue
		}
		if f == nil {
			files = append(files, diffFile{})
			f = &files[len(files)-1]
		}
		if strings.HasPrefix(line, "@@ ") {
			o, n, ok := hunkStarts(line)
			if ok {
				f.Hunks = append(f.Hunks, hunk{Header: line})
				h = &f.Hunks[len(f.Hunks)-1]
				oldN, newN = o, n
				continue
			}
		}
		if h == nil {
			switch {
			case strings.HasPrefix(line, "Binary files "):
				f.Binary = true
			case strings.HasPrefix(line, "--- "), strings.HasPrefix(line, "+++ "):
				// The paths are those of the diff --git line.
				if f.Path == "" {
					if p := strings.TrimPrefix(line[4:], "b/"); p != "/dev/null" {
						f.Path = "/" + strings.TrimPrefix(p, "a/")
					}
				}
				continue
			}
			f.Headers = append(f.Headers, clip(line))
			continue
		}
		dl := diffLine{Text: clip(line)}
		switch {
		case strings.HasPrefix(line, "+"):
			dl.Kind, dl.New = lineAdd, newN
			dl.Text = dl.Text[1:]
			newN++
			f.Added++
		case strings.HasPrefix(line, "-"):
			dl.Kind, dl.Old = lineDel, oldN
			dl.Text = dl.Text[1:]
			oldN++
			f.Deleted++
		case strings.HasPrefix(line, `\`):
			dl.Kind = lineNote
		default:
			dl.Kind, dl.Old, dl.New = lineContext, oldN, newN
			if line != "" {
				dl.Text = dl.Text[1:]
			}
			oldN++
			newN++
		}
		h.Lines = append(h.Lines, dl)
	}
	return files
}

// clip shortens an overlong line for display.
func clip(s string) string {
	if len(s) <= maxLineBytes {
		return s
	}
	cut := maxLineBytes
	for cut > 0 && s[cut]&0xC0 == 0x80 { // not inside a UTF-8 sequence
		cut--
	}
	return s[:cut] + " … (" + strconv.Itoa(len(s)-cut) + " more bytes)"
}

// hunkStarts reads the first line numbers from "@@ -a,b +c,d @@".
func hunkStarts(line string) (old, new int, ok bool) {
	f := strings.Fields(line)
	if len(f) < 4 || f[3] != "@@" && !strings.HasPrefix(f[3], "@@") {
		return 0, 0, false
	}
	start := func(s string, sign byte) (int, bool) {
		if len(s) < 2 || s[0] != sign {
			return 0, false
		}
		s = s[1:]
		if i := strings.IndexByte(s, ','); i >= 0 {
			s = s[:i]
		}
		n, err := strconv.Atoi(s)
		return n, err == nil && n >= 0
	}
	o, ok1 := start(f[1], '-')
	n, ok2 := start(f[2], '+')
	if !ok1 || !ok2 {
		return 0, 0, false
	}
	// A side with no lines ("-0,0") starts after line 0; the first line
	// shown is number 1.
	return max(o, 1), max(n, 1), true
}

// gitHeaderPath takes the path out of the rest of a "diff --git" line,
// "a/P b/P" or, with quoting, "\"a/P\" \"b/P\"", as "/P".
func gitHeaderPath(s string) string {
	if strings.HasPrefix(s, `"`) {
		// The a/ side, unquoted with C escapes (git's core.quotePath).
		if end := closingQuote(s); end > 0 {
			if p, err := strconv.Unquote(s[:end+1]); err == nil {
				return "/" + strings.TrimPrefix(p, "a/")
			}
		}
		return s
	}
	// Both sides name the same path: "a/" + P + " b/" + P.
	if n := (len(s) - 5) / 2; n >= 0 && len(s) == 2*n+5 && strings.HasPrefix(s, "a/") && s[2:2+n] == s[n+5:] && s[2+n:n+5] == " b/" {
		return "/" + s[2:2+n]
	}
	if i := strings.Index(s, " b/"); strings.HasPrefix(s, "a/") && i > 0 {
		return "/" + s[2:i]
	}
	return s
}

// closingQuote is the index of the quote that ends the C string s starts.
func closingQuote(s string) int {
	for i := 1; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '"':
			return i
		}
	}
	return -1
}

// sideRow is a row of the side-by-side view: a line on the left (the
// base), one on the right (the proposal), or both.
type sideRow struct {
	Left, Right diffLine
}

// sideBySide pairs a hunk's lines: context on both sides, and each run of
// deletions beside the run of additions that follows it.
func sideBySide(lines []diffLine) []sideRow {
	var rows []sideRow
	empty := diffLine{Kind: lineEmpty}
	for i := 0; i < len(lines); {
		l := lines[i]
		switch l.Kind {
		case lineDel, lineAdd:
			var dels, adds []diffLine
			for i < len(lines) && (lines[i].Kind == lineDel || lines[i].Kind == lineNote && len(adds) == 0) {
				dels = append(dels, lines[i])
				i++
			}
			for i < len(lines) && (lines[i].Kind == lineAdd || lines[i].Kind == lineNote) {
				adds = append(adds, lines[i])
				i++
			}
			for j := 0; j < max(len(dels), len(adds)); j++ {
				r := sideRow{Left: empty, Right: empty}
				if j < len(dels) {
					r.Left = dels[j]
				}
				if j < len(adds) {
					r.Right = adds[j]
				}
				rows = append(rows, r)
			}
		default:
			rows = append(rows, sideRow{Left: l, Right: l})
			i++
		}
	}
	return rows
}
