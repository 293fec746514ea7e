package commands

import (
	"bufio"
	"context"
	"fmt"
	"strings"
	"unicode/utf8"
)

// column's table mode is util-linux's libsmartcols table: column widths
// from the data, shrunk to the output width by truncating or wrapping the
// columns that allow it (-T, -W), long "extreme" cells left out of the
// width (-E), hidden and reordered columns, a tree drawn in one column
// (-r, -i, -p) and JSON output (-J). The layout steps follow
// libsmartcols's (calculate.c, print.c) so that the output is the same
// byte for byte, quirks included: a cell wider than its column that may
// not be truncated pushes the next column onto a new line.

// colColumn is one column of the table.
type colColumn struct {
	idx                       int // index of its cells in a line
	name                      string
	named                     bool
	right, trunc, noExtreme   bool
	wrap, hidden, tree        bool
	width, widthMin, widthMax int
	widthAvg, widthTreeArt    int
	isExtreme                 bool
	pending                   string // the rest of a wrapped cell
	hasPending                bool
}

// colLine is one input line: its cells (fewer than the columns when the
// line was short) and its place in the tree.
type colLine struct {
	cells    []string
	parent   *colLine
	children []*colLine
	depth    int // ancestors, for the tree art's width
}

func (l *colLine) cell(i int) (string, bool) {
	if i < len(l.cells) {
		return l.cells[i], true
	}
	return "", false
}

type colTable struct {
	o          *columnOpts
	cols       []*colColumn // in output order
	lines      []*colLine   // in input order
	isTree     bool
	termHeight int
	lastPos    int // see isLast

	w          *bufio.Writer
	ctx        context.Context
	linesUsed  int // lines printed, for --table-header-repeat
	headerNext int
	stopped    bool
}

func newColTable(o *columnOpts) *colTable {
	t := &colTable{o: o}
	for _, n := range o.names {
		t.cols = append(t.cols, &colColumn{idx: len(t.cols), name: n, named: true})
	}
	return t
}

// addLine splits a non-blank line into cells: at runs of blanks, or at
// each character of -s; with -l the last cell is the rest of the line.
func (t *colTable) addLine(s string) error {
	type tok struct{ start, end int }
	var toks []tok
	if !t.o.explicitSep {
		start := -1
		for i, r := range s {
			blank := r == ' ' || r == '\t'
			switch {
			case blank && start >= 0:
				toks = append(toks, tok{start, i})
				start = -1
			case !blank && start < 0:
				start = i
			}
		}
		if start >= 0 {
			toks = append(toks, tok{start, len(s)})
		}
	} else {
		start := 0
		for i, r := range s {
			if strings.ContainsRune(t.o.sep, r) {
				toks = append(toks, tok{start, i})
				start = i + utf8.RuneLen(r)
			}
		}
		toks = append(toks, tok{start, len(s)})
	}
	ln := &colLine{}
	for n, tk := range toks {
		data := s[tk.start:tk.end]
		if t.o.maxCols > 0 && n+1 == t.o.maxCols {
			data = s[tk.start:]
		}
		if len(t.cols) < n+1 {
			if t.o.json {
				// util-linux counts the line already made for a later cell.
				no := len(t.lines) + 1
				if n > 0 {
					no++
				}
				return fmt.Errorf("line %d: for JSON the name of the column %d is required", no, n+1)
			}
			t.cols = append(t.cols, &colColumn{idx: len(t.cols)})
		}
		ln.cells = append(ln.cells, data)
		if t.o.maxCols > 0 && n+1 == t.o.maxCols {
			break
		}
	}
	t.lines = append(t.lines, ln)
	return nil
}

// column resolves a list item: a 1-based number (nil when out of range)
// or a name of -N, case-insensitively.
func (t *colTable) column(s string) (*colColumn, error) {
	if s != "" && strings.Trim(s, "0123456789") == "" {
		n, err := colStrtou32(s, "failed to parse column")
		if err != nil {
			return nil, err
		}
		if n >= 1 && n <= len(t.cols) {
			return t.cols[n-1], nil
		}
		return nil, nil
	}
	for i, name := range t.o.names {
		if strings.EqualFold(name, s) {
			if i < len(t.cols) {
				return t.cols[i], nil
			}
			return nil, nil
		}
	}
	return nil, fmt.Errorf("undefined column name '%s'", s)
}

// modify applies the column lists, the tree and the order, in
// util-linux's order (the first undefined name stops it).
func (t *colTable) modify(ctx context.Context) error {
	flags := []struct {
		list string
		set  func(*colColumn)
	}{
		{t.o.right, func(c *colColumn) { c.right = true }},
		{t.o.trunc, func(c *colColumn) { c.trunc = true }},
		{t.o.noExtreme, func(c *colColumn) { c.noExtreme = true }},
		{t.o.wrap, func(c *colColumn) { c.wrap = true }},
		{t.o.hide, func(c *colColumn) { c.hidden = true }},
	}
	for i, fl := range flags {
		unnamed := false
		for _, item := range colSplitList(fl.list) {
			if i == 4 && item == "-" {
				unnamed = true
				continue
			}
			c, err := t.column(item)
			if err != nil {
				return err
			}
			if c != nil {
				fl.set(c)
			}
		}
		if unnamed {
			for _, c := range t.cols {
				if !c.named {
					c.hidden = true
				}
			}
		}
	}
	if t.o.noExtreme == "" {
		for i := len(t.cols) - 1; i >= 0; i-- {
			if !t.cols[i].hidden {
				t.cols[i].noExtreme = true
				break
			}
		}
	}
	if t.o.tree != "" {
		if err := t.makeTree(ctx); err != nil {
			return err
		}
	}
	if t.o.order != "" {
		var wanted []*colColumn
		for _, item := range colSplitList(t.o.order) {
			c, err := t.column(item)
			if err != nil {
				return err
			}
			if c != nil {
				wanted = append(wanted, c)
			}
		}
		t.reorder(wanted)
	}
	return nil
}

// reorder moves each wanted column behind the one moved before it, as
// libsmartcols's scols_table_move_column does, quirks included: a column
// named twice in a row drops out of the table, and the cells move by
// position, so the columns behind it then show their left neighbour's
// cells. The cells of every line move alike, so one permutation stands
// for them.
func (t *colTable) reorder(wanted []*colColumn) {
	perm := make([]int, 0, len(t.cols))
	seq := map[*colColumn]int{}
	for i, c := range t.cols {
		perm = append(perm, i)
		seq[c] = i
	}
	var pre *colColumn
	gone := map[*colColumn]bool{}
	for _, c := range wanted {
		if pre != nil && seq[pre]+1 == seq[c] || pre == nil && seq[c] == 0 {
			pre = c
			continue
		}
		old := seq[c]
		if i := indexOfCol(t.cols, c); i >= 0 {
			t.cols = append(t.cols[:i], t.cols[i+1:]...)
		}
		gone[c] = false
		switch {
		case pre == c || gone[pre]:
			// Added behind itself after leaving the list, or behind
			// a column that is gone: gone too.
			gone[c] = true
		case pre == nil:
			t.cols = append([]*colColumn{c}, t.cols...)
		default:
			i := indexOfCol(t.cols, pre) + 1
			t.cols = append(t.cols[:i], append([]*colColumn{c}, t.cols[i:]...)...)
		}
		for i, x := range t.cols {
			seq[x] = i
		}
		// scols_line_move_cells(new, old), refused out of range.
		if n := seq[c]; n != old && n < len(perm) && old < len(perm) {
			v := perm[old]
			perm = append(perm[:old], perm[old+1:]...)
			perm = append(perm[:n], append([]int{v}, perm[n:]...)...)
		}
		pre = c
	}
	for i, c := range t.cols {
		c.idx = perm[i]
	}
}

func indexOfCol(cols []*colColumn, c *colColumn) int {
	for i, x := range cols {
		if x == c {
			return i
		}
	}
	return -1
}

// makeTree links each line to the lines whose parent cell is its ID, as
// util-linux's column does: for every line in order, every line naming
// it as parent becomes its last child, unless that line is the line
// itself or one of its ancestors (so no cycle forms; a later line with the
// same ID takes the children over).
func (t *colTable) makeTree(ctx context.Context) error {
	tree, err := t.column(t.o.tree)
	if err != nil {
		return err
	}
	parentCol, err := t.column(t.o.treeParent)
	if err != nil {
		return err
	}
	idCol, err := t.column(t.o.treeID)
	if err != nil {
		return err
	}
	if tree == nil || parentCol == nil || idCol == nil {
		return nil // util-linux ignores the tree silently
	}
	tree.tree = true
	t.isTree = true
	byParent := map[string][]*colLine{}
	for _, ln := range t.lines {
		if p, ok := ln.cell(parentCol.idx); ok {
			byParent[p] = append(byParent[p], ln)
		}
	}
	steps := 0
	for _, li := range t.lines {
		id, ok := li.cell(idCol.idx)
		if !ok {
			continue
		}
		for _, ln := range byParent[id] {
			ancestor := false
			for a := li; a != nil; a = a.parent {
				// The walk is quadratic on a long chain, as util-linux's.
				if steps++; steps&1023 == 0 && ctx.Err() != nil {
					return ctx.Err()
				}
				if a == ln {
					ancestor = true
					break
				}
			}
			if ancestor {
				continue
			}
			if old := ln.parent; old != nil {
				old.children = deleteLine(old.children, ln)
			}
			ln.parent = li
			li.children = append(li.children, ln)
		}
	}
	return nil
}

func deleteLine(ls []*colLine, l *colLine) []*colLine {
	for i, x := range ls {
		if x == l {
			return append(ls[:i], ls[i+1:]...)
		}
	}
	return ls
}

// order is the lines in printing order (depth first under each root for
// a tree), with each line's depth set.
func (t *colTable) order() []*colLine {
	if !t.isTree {
		return t.lines
	}
	out := make([]*colLine, 0, len(t.lines))
	var stack []*colLine
	for _, root := range t.lines {
		if root.parent != nil {
			continue
		}
		root.depth = 0
		stack = append(stack[:0], root)
		for len(stack) > 0 {
			ln := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			out = append(out, ln)
			for i := len(ln.children) - 1; i >= 0; i-- {
				ln.children[i].depth = ln.depth + 1
				stack = append(stack, ln.children[i])
			}
		}
	}
	return out
}

func (t *colTable) isLastChild(ln *colLine) bool {
	p := ln.parent
	return p == nil || p.children[len(p.children)-1] == ln
}

// artTo writes the tree art of ln's ancestors (as libsmartcols's
// line_ascii_art_to_buffer: a bar for each ancestor that has a later
// sibling) to b.
func (t *colTable) artTo(b *strings.Builder, ln *colLine) {
	if ln.parent == nil {
		return
	}
	var chain []*colLine
	for a := ln; a.parent != nil; a = a.parent {
		chain = append(chain, a)
	}
	for i := len(chain) - 1; i >= 0; i-- {
		if t.isLastChild(chain[i]) {
			b.WriteString("  ")
		} else {
			b.WriteString("│ ")
		}
	}
}

// cellText is what a cell shows: the tree art first in the tree column.
func (t *colTable) cellText(ln *colLine, c *colColumn) (string, bool) {
	data, ok := ln.cell(c.idx)
	if !c.tree || ln.parent == nil {
		return data, ok
	}
	var b strings.Builder
	t.artTo(&b, ln.parent)
	if t.isLastChild(ln) {
		b.WriteString("└─")
	} else {
		b.WriteString("├─")
	}
	b.WriteString(data)
	return b.String(), true
}

// isLast tells whether the column at pos is the last one shown: the last
// one, or followed only by hidden ones.
func (t *colTable) isLast(pos int) bool { return pos >= t.lastPos }

// updateLast finds the last column shown, after columns were hidden.
func (t *colTable) updateLast() {
	t.lastPos = -1
	for i, c := range t.cols {
		if !c.hidden {
			t.lastPos = i
		}
	}
}

// countWidth is libsmartcols's count_column_width.
func (t *colTable) countWidth(c *colColumn, lines []*colLine) {
	c.width = 0
	noHeader := false
	if c.widthMin == 0 {
		if c.named {
			c.widthMin = max(c.widthMin, columnWidth(c.name))
		} else {
			noHeader = true
		}
		if c.widthMin == 0 {
			c.widthMin = 1
		}
	}
	sum, count := 0, 0
	for _, ln := range lines {
		n := 0
		if c.tree && ln.parent != nil {
			data, _ := ln.cell(c.idx)
			n = 2*ln.depth + columnWidth(data)
			c.widthTreeArt = max(c.widthTreeArt, 2*ln.depth)
		} else if data, ok := ln.cell(c.idx); ok {
			n = columnWidth(data)
		}
		c.widthMax = max(c.widthMax, n)
		if c.isExtreme && c.widthAvg != 0 && n > c.widthAvg*2 {
			continue
		} else if c.noExtreme {
			sum += n
			count++
		}
		c.width = max(c.width, n)
	}
	if count > 0 && c.widthAvg == 0 {
		c.widthAvg = sum / count
		if c.widthAvg != 0 && c.widthMax > c.widthAvg*2 {
			c.isExtreme = true
		}
	}
	if c.width < c.widthMin {
		c.width = c.widthMin
	}
	if c.widthMax == 0 && noHeader && c.widthMin == 1 && c.width <= 1 {
		c.width, c.widthMin = 0, 0
	}
}

// calculate is libsmartcols's __scols_calculate for a terminal of the
// output width (column forces it) without max-out.
func (t *colTable) calculate(lines []*colLine) {
	term := t.o.termWidth
	sepW := columnWidth(t.o.osep)
	t.updateLast()
	width, extremes := 0, 0
	for pos, c := range t.cols {
		if c.hidden {
			continue
		}
		t.countWidth(c, lines)
		width += c.width
		if !t.isLast(pos) {
			width += sepW
		}
		if c.isExtreme {
			extremes++
		}
	}
	if width > term && extremes > 0 {
		for _, c := range t.cols {
			if !c.isExtreme || c.hidden {
				continue
			}
			org := c.width
			t.countWidth(c, lines)
			if org > c.width {
				width -= org - c.width
			} else {
				extremes--
			}
		}
	}
	if width < term {
		if extremes > 0 {
			// Enlarge the extreme columns, the first first.
			for _, c := range t.cols {
				if !c.isExtreme || c.hidden {
					continue
				}
				add := term - width
				if add != 0 && c.widthMax < c.width+add {
					add = c.widthMax - c.width
				}
				c.width += add
				width += add
				if width == term {
					break
				}
			}
		}
		if width < term {
			if last := t.cols[len(t.cols)-1]; !last.right {
				last.width += term - width
				width = term
			}
		}
	}
	// Shrinking: only the -T and -W columns give (libsmartcols's stage 2;
	// stages 1 and 3 need width hints, which column sets none of).
	for width > term && t.ctx.Err() == nil {
		org := width
		for _, c := range t.cols {
			if c.hidden {
				continue
			}
			if width <= term {
				break
			}
			if c.width == c.widthMin || c.tree && width <= c.widthTreeArt || c.width == 0 || width == 0 {
				continue
			}
			if c.trunc || c.wrap {
				c.width--
				width--
			}
			if c.width == 0 {
				c.hidden = true
			}
		}
		if org == width {
			break
		}
	}
	t.updateLast()
}

func (t *colTable) write(s string) {
	if t.stopped {
		return
	}
	if _, err := t.w.WriteString(s); err != nil {
		t.stopped = true
	}
}

func (t *colTable) pad(n int) {
	if n > 0 && !t.stopped {
		if err := writePad(t.ctx, t.w, ' ', int64(n)); err != nil {
			t.stopped = true
		}
	}
}

func (t *colTable) newline() {
	t.write("\n")
	t.linesUsed++
}

// printData prints one cell (libsmartcols's print_data for the human
// format).
func (t *colTable) printData(pos int, ln *colLine, data string) {
	c := t.cols[pos]
	last := t.isLast(pos)
	width := c.width
	n := columnWidth(data)
	if last && n < width && !c.right {
		width = n
	}
	if n > width && c.trunc {
		data, n = columnTruncate(data, width)
	}
	wrapped := false
	if n > width && c.wrap {
		wrapped = true
		chunk, cn := t.chunk(data, width)
		c.pending, c.hasPending = data[len(chunk):], len(chunk) < len(data)
		data, n = chunk, cn
	}
	if data != "" {
		if c.right {
			t.pad(width - n)
			n = width
		}
		t.write(data)
	}
	if last {
		return
	}
	t.pad(width - n)
	if n > width && !c.trunc && !wrapped {
		t.newlinePadding(pos, ln)
	} else {
		t.write(t.o.osep)
	}
}

// chunk is the next piece of a wrapped cell: at most width cells, but at
// least one character. util-linux prints empty pieces forever when a
// character is wider than the column; here it overflows instead.
func (t *colTable) chunk(s string, width int) (string, int) {
	p, n := columnTruncate(s, width)
	if p == "" && s != "" {
		_, size := utf8.DecodeRuneInString(s)
		p = s[:size]
		n = columnWidth(p)
	}
	return p, n
}

// printEmptyCell fills a cell of a continuation line; the tree column
// goes on drawing the tree.
func (t *colTable) printEmptyCell(pos int, ln *colLine) {
	c := t.cols[pos]
	n := 0
	if ln != nil && c.tree {
		if ln.parent == nil {
			if len(ln.children) > 0 {
				t.write("│ ")
				n = 2
			}
		} else {
			var b strings.Builder
			t.artTo(&b, ln)
			if len(ln.children) > 0 && t.anyPending() {
				b.WriteString("│ ")
			}
			t.write(b.String())
			n = columnWidth(b.String())
		}
	}
	if t.isLast(pos) {
		return
	}
	t.pad(c.width - n)
	t.write(t.o.osep)
}

func (t *colTable) anyPending() bool {
	for _, c := range t.cols {
		if c.hasPending {
			return true
		}
	}
	return false
}

// newlinePadding starts a new line under an overflowing cell and fills
// the columns up to it (hidden ones too: libsmartcols prints their
// separators).
func (t *colTable) newlinePadding(pos int, ln *colLine) {
	t.newline()
	for i := 0; i <= pos; i++ {
		t.printEmptyCell(i, ln)
	}
}

func (t *colTable) printLine(ln *colLine) {
	for pos, c := range t.cols {
		if c.hidden {
			continue
		}
		data, _ := t.cellText(ln, c)
		t.printData(pos, ln, data)
	}
	for t.anyPending() && !t.stopped {
		t.newline()
		for pos, c := range t.cols {
			if c.hidden {
				continue
			}
			if !c.hasPending {
				t.printEmptyCell(pos, ln)
				continue
			}
			chunk, n := t.chunk(c.pending, c.width)
			c.pending = c.pending[len(chunk):]
			c.hasPending = c.pending != ""
			t.write(chunk)
			if t.isLast(pos) {
				continue
			}
			t.pad(c.width - n)
			t.write(t.o.osep)
		}
	}
}

func (t *colTable) printHeader() {
	for pos, c := range t.cols {
		if !c.hidden {
			t.printData(pos, nil, c.name)
		}
	}
	t.newline()
	t.headerNext = t.linesUsed + t.termHeight
}

// print prints the table; false when no column is left to print (-O
// named one twice in a row), where libsmartcols fails.
func (t *colTable) print(ctx context.Context, w *bufio.Writer) bool {
	t.ctx, t.w = ctx, w
	if len(t.cols) == 0 {
		return false
	}
	lines := t.order()
	t.updateLast()
	if t.o.json {
		t.printJSON(lines)
		return true
	}
	t.calculate(lines)
	headings := t.o.haveNames && !t.o.noHeadings
	if headings {
		t.printHeader()
	}
	for i, ln := range lines {
		if t.stopped || ctx.Err() != nil {
			return true
		}
		t.printLine(ln)
		t.newline()
		if headings && t.o.headerRepeat && !t.isTree && i < len(lines)-1 && t.headerNext <= t.linesUsed {
			t.printHeader()
		}
	}
	return true
}

// jsonQuote is libsmartcols's fputs_quoted_json: quotes and backslashes
// escaped, control characters as \b \t \n \f \r or \u00XX, the rest as is;
// lower lowers ASCII letters (the names).
func jsonQuote(s string, lower bool) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c >= 0x20:
			if lower && c >= 'A' && c <= 'Z' {
				c += 'a' - 'A'
			}
			b.WriteByte(c)
		case c == '\b':
			b.WriteString(`\b`)
		case c == '\t':
			b.WriteString(`\t`)
		case c == '\n':
			b.WriteString(`\n`)
		case c == '\f':
			b.WriteString(`\f`)
		case c == '\r':
			b.WriteString(`\r`)
		default:
			fmt.Fprintf(&b, `\u00%02x`, c)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// printJSON prints the table as libsmartcols's JSON: one object per line,
// a tree's children nested in "children".
func (t *colTable) printJSON(lines []*colLine) {
	name := t.o.name
	if name == "" {
		name = "table"
	}
	t.write("{\n   " + jsonQuote(name, true) + ": [\n")
	var roots []*colLine
	for _, ln := range t.lines {
		if !t.isTree || ln.parent == nil {
			roots = append(roots, ln)
		}
	}
	// An explicit stack instead of recursion: a tree may be as deep as
	// the input is long.
	type frame struct {
		list   []*colLine
		i      int
		indent string
	}
	stack := []frame{{roots, 0, "      "}}
	for len(stack) > 0 && !t.stopped {
		if t.ctx.Err() != nil {
			return
		}
		f := &stack[len(stack)-1]
		if f.i == len(f.list) {
			stack = stack[:len(stack)-1]
			if len(stack) == 0 {
				break
			}
			// Close the parent's children and the parent.
			p := &stack[len(stack)-1]
			t.write(p.indent + "   ]\n" + p.indent + "}")
			if p.i < len(p.list) {
				t.write(",")
			} else {
				t.write("\n")
			}
			continue
		}
		ln := f.list[f.i]
		if f.i == 0 {
			t.write(f.indent)
		}
		f.i++
		t.write("{\n")
		hasKids := t.isTree && len(ln.children) > 0
		first := true
		for _, c := range t.cols {
			if c.hidden {
				continue
			}
			v := "null"
			if data, _ := ln.cell(c.idx); data != "" {
				v = jsonQuote(data, false)
			}
			if !first {
				t.write(",\n")
			}
			first = false
			t.write(f.indent + "   " + jsonQuote(c.name, true) + ": " + v)
		}
		if hasKids {
			if !first {
				t.write(",\n")
			}
			t.write(f.indent + "   \"children\": [\n")
			stack = append(stack, frame{ln.children, 0, f.indent + "      "})
			continue
		}
		t.write("\n" + f.indent + "}")
		if f.i < len(f.list) {
			t.write(",")
		} else {
			t.write("\n")
		}
	}
	t.write("   ]\n}\n")
}
