package web

// A long diff is shown in pages of about linesPerPage lines; a file that
// does not fit on the current page continues on the next, and a file with
// more than collapseLines lines starts collapsed (a <details> element, so
// no script is needed to open it).
const (
	linesPerPage  = 1500
	collapseLines = 400
)

// viewFile is a file (or the part of one) on a page.
type viewFile struct {
	Index     int // position in the whole diff, for anchors
	Path      string
	Headers   []string
	Binary    bool
	Added     int
	Deleted   int
	Continued bool // the file began on an earlier page
	Collapsed bool
	Hunks     []viewHunk
	// Size is the proposal's size of a binary file (-1 when unknown).
	Size int64
}

type viewHunk struct {
	Header string // "" when the hunk continues from an earlier page
	Lines  []diffLine
	Rows   []sideRow // the side-by-side view, when chosen
}

// paginate cuts the files into pages of at most about per lines. Every
// file and hunk header counts as a line, so a page is never empty.
func paginate(files []diffFile, per int) [][]viewFile {
	var pages [][]viewFile
	var page []viewFile
	used := 0
	flush := func() {
		if len(page) > 0 {
			pages = append(pages, page)
		}
		page, used = nil, 0
	}
	for i, f := range files {
		total := 0
		for _, h := range f.Hunks {
			total += len(h.Lines)
		}
		vf := viewFile{Index: i, Path: f.Path, Headers: f.Headers, Binary: f.Binary,
			Added: f.Added, Deleted: f.Deleted, Collapsed: total > collapseLines, Size: -1}
		if used > 0 && used+1 > per {
			flush()
		}
		used++
		for _, h := range f.Hunks {
			header := h.Header
			lines := h.Lines
			for {
				if used+1 > per {
					page = append(page, vf)
					flush()
					vf.Hunks, vf.Headers, vf.Continued = nil, nil, true
					used = 1
				}
				if header != "" {
					used++
				}
				n := min(len(lines), max(per-used, 1))
				vf.Hunks = append(vf.Hunks, viewHunk{Header: header, Lines: lines[:n]})
				used += n
				lines, header = lines[n:], ""
				if len(lines) == 0 {
					break
				}
			}
		}
		page = append(page, vf)
	}
	flush()
	return pages
}
