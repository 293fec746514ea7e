package commands

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "column",
		Summary: "columnate lists",
		Usage:   columnUsage,
		Run:     runColumn,
	})
}

const columnUsage = `
Usage:
 column [options] [<file>...]

Columnate lists.

Options:
 -t, --table                      create a table
 -N, --table-columns <names>      comma separated columns names
 -R, --table-right <columns>      right align text in these columns
 -s, --separator <string>         possible table delimiters
 -o, --output-separator <string>  columns separator for table output
                                    (default is two spaces)
 -c, --output-width <width>       width of output in number of characters
 -x, --fillrows                   fill rows before columns

 -h, --help                       display this help
`

func runColumn(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("column")
	// As in util-linux: -c is checked where it is given, -t and -x
	// exclude each other, and the --table-* options need -t.
	var table, fillRows bool
	exclusive := func(p *bool, other *bool) func(string) error {
		return func(string) error {
			if *other {
				return &usageFail{"mutually exclusive arguments: --table --fillrows"}
			}
			*p = true
			return nil
		}
	}
	f.Func('t', "table", false, exclusive(&table, &fillRows))
	f.Func('x', "fillrows", false, exclusive(&fillRows, &table))
	names := f.String('N', "table-columns", "")
	right := f.String('R', "table-right", "")
	f.String('n', "table-name", "")
	sep := f.String('s', "separator", "")
	osep := f.String('o', "output-separator", "  ")
	// Output is never a terminal here, and util-linux then ignores
	// $COLUMNS: the width is 80 unless -c says otherwise.
	termWidth := 80
	f.Func('c', "output-width", true, func(v string) error {
		c, err := strconv.ParseUint(v, 10, 32)
		if err != nil {
			return &usageFail{fmt.Sprintf("invalid columns argument: '%s'", v)}
		}
		termWidth = int(c)
		return nil
	})
	help := f.Bool('h', "help")
	ops, status, done := parseFlags(inv, f, columnUsage, 1)
	if done {
		return status
	}
	if *help {
		io.WriteString(inv.Stdout, columnUsage)
		return 0
	}
	if !table && (f.Seen("N") || f.Seen("R") || f.Seen("n")) {
		errorf(inv, "option --table required for all --table-*")
		return 1
	}
	// Read every line of every input (column needs them all).
	var lines []string
	failed := 0 // files that could not be opened or read
	if len(ops) == 0 {
		ops = []string{"-"}
	}
	for _, name := range ops {
		r, closer, err := openText(ctx, inv, name)
		if err != nil {
			fileError(inv, name, err)
			failed++
			continue
		}
		lr := newLineReader(r, '\n')
		for {
			line, err := lr.next()
			if err != nil {
				if err != io.EOF {
					if ctx.Err() != nil {
						closer()
						return 1
					}
					fileError(inv, name, err)
					failed++
				}
				break
			}
			lines = append(lines, string(trimDelim(line, '\n')))
		}
		closer()
	}
	// util-linux's status: a table with any row succeeds even after a
	// file failed; with no entry at all, the status is the number of
	// failed files; otherwise any failure is 1.
	w := bufio.NewWriter(inv.Stdout)
	tableMode := table
	hasEntry := slices.ContainsFunc(lines, func(l string) bool { return strings.TrimSpace(l) != "" })
	if tableMode {
		columnTable(ctx, w, lines, *sep, f.Seen("s"), *osep, *names, *right)
	} else {
		columnFill(w, lines, termWidth, fillRows)
	}
	if err := w.Flush(); err != nil {
		return 1
	}
	switch {
	case failed == 0 || tableMode && hasEntry:
		return 0
	case !hasEntry && !tableMode:
		return min(failed, 255)
	}
	return 1
}

func columnWidth(s string) int {
	if !utf8.ValidString(s) {
		return len(s)
	}
	n := 0
	for _, r := range s {
		if w := runeWidth(r); w > 0 {
			n += w
		}
	}
	return n
}

// columnTable aligns the cells of each line.
func columnTable(ctx context.Context, w *bufio.Writer, lines []string, sep string, explicit bool, osep, names, right string) {
	var rows [][]string
	if names != "" {
		rows = append(rows, strings.Split(names, ","))
	}
	for _, l := range lines {
		var cells []string
		if explicit {
			if strings.TrimSpace(l) == "" {
				continue
			}
			cells = columnSplit(l, sep)
		} else {
			cells = strings.FieldsFunc(l, func(r rune) bool { return r == ' ' || r == '\t' })
			if len(cells) == 0 {
				continue
			}
		}
		rows = append(rows, cells)
	}
	if len(rows) == 0 || names != "" && len(rows) == 1 {
		return
	}
	ncols := 0
	for _, r := range rows {
		ncols = max(ncols, len(r))
	}
	widths := make([]int, ncols)
	for _, r := range rows {
		for i, c := range r {
			widths[i] = max(widths[i], columnWidth(c))
		}
	}
	rightCol := make([]bool, ncols)
	var header []string
	if names != "" {
		header = rows[0]
	}
	for _, spec := range strings.Split(right, ",") {
		if spec == "" {
			continue
		}
		if n, err := strconv.Atoi(spec); err == nil {
			if n >= 1 && n <= ncols {
				rightCol[n-1] = true
			}
			continue
		}
		for i, h := range header {
			if h == spec {
				rightCol[i] = true
			}
		}
	}
	for _, r := range rows {
		// Each row pads to the widest cell: with one wide cell and many
		// rows, a write error or the turn's end must stop it.
		if _, err := w.Write(nil); err != nil || ctx.Err() != nil {
			return
		}
		for i := 0; i < ncols; i++ {
			cell := ""
			if i < len(r) {
				cell = r[i]
			}
			pad := strings.Repeat(" ", widths[i]-columnWidth(cell))
			switch {
			case rightCol[i] && cell == "":
				// An empty right-aligned cell prints nothing.
			case rightCol[i]:
				w.WriteString(pad + cell)
			case i == ncols-1:
				w.WriteString(cell)
			default:
				w.WriteString(cell + pad)
			}
			if i < ncols-1 {
				w.WriteString(osep)
			}
		}
		w.WriteByte('\n')
	}
}

// columnSplit splits s at every byte of seps, keeping empty cells.
func columnSplit(s, seps string) []string {
	var out []string
	start := 0
	for i, r := range s {
		if strings.ContainsRune(seps, r) {
			out = append(out, s[start:i])
			start = i + utf8.RuneLen(r)
		}
	}
	return append(out, s[start:])
}

// columnFill is BSD/util-linux column's list mode: entries in columns
// (or rows, with -x) separated by tabs, within termWidth.
func columnFill(w *bufio.Writer, lines []string, termWidth int, fillRows bool) {
	var ents []string
	maxLen := 0
	for _, l := range lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		ents = append(ents, l)
		maxLen = max(maxLen, columnWidth(l))
	}
	if len(ents) == 0 {
		return
	}
	if maxLen >= termWidth {
		for _, e := range ents {
			w.WriteString(e + "\n")
		}
		return
	}
	const tab = 8
	maxLen = (maxLen + tab) &^ (tab - 1)
	// A width below one rounded column gives none: -x then puts every
	// entry on one line (util-linux clamps only the column fill to 1).
	numCols := termWidth / maxLen
	tabsTo := func(chcnt *int, endcol int) {
		for {
			cnt := (*chcnt + tab) &^ (tab - 1)
			if cnt > endcol {
				return
			}
			w.WriteByte('\t')
			*chcnt = cnt
		}
	}
	if fillRows {
		chcnt, col, endcol := 0, 0, maxLen
		for i, e := range ents {
			w.WriteString(e)
			chcnt += columnWidth(e)
			if i == len(ents)-1 {
				break
			}
			if col++; col == numCols {
				chcnt, col, endcol = 0, 0, maxLen
				w.WriteByte('\n')
			} else {
				tabsTo(&chcnt, endcol)
				endcol += maxLen
			}
		}
		w.WriteByte('\n')
		return
	}
	numCols = max(numCols, 1)
	numRows := (len(ents) + numCols - 1) / numCols
	for row := 0; row < numRows; row++ {
		endcol := maxLen
		chcnt := 0
		for base, col := row, 0; col < numCols; col++ {
			w.WriteString(ents[base])
			chcnt += columnWidth(ents[base])
			if base += numRows; base >= len(ents) {
				break
			}
			tabsTo(&chcnt, endcol)
			endcol += maxLen
		}
		w.WriteByte('\n')
	}
}
