package commands

import (
	"bufio"
	"context"
	"fmt"
	"io"
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
 -n, --table-name <name>          table name for JSON output
 -O, --table-order <columns>      specify order of output columns
 -N, --table-columns <names>      comma separated columns names
 -l, --table-columns-limit <num>  maximal number of input columns
 -E, --table-noextreme <columns>  don't count long text from the columns to column width
 -d, --table-noheadings           don't print header
 -e, --table-header-repeat        repeat header for each page
 -H, --table-hide <columns>       don't print the columns
 -R, --table-right <columns>      right align text in these columns
 -T, --table-truncate <columns>   truncate text in the columns when necessary
 -W, --table-wrap <columns>       wrap text in the columns when necessary
 -L, --keep-empty-lines           don't ignore empty lines
 -J, --json                       use JSON output format for table

 -r, --tree <column>              column to use tree-like output for the table
 -i, --tree-id <column>           line ID to specify child-parent relation
 -p, --tree-parent <column>       parent to specify child-parent relation

 -c, --output-width <width>       width of output in number of characters
 -o, --output-separator <string>  columns separator for table output (default is two spaces)
 -s, --separator <string>         possible table delimiters
 -x, --fillrows                   fill rows before columns

 -h, --help                       display this help
 -V, --version                    display version

For more details see column(1).
`

// columnOpts are column's options; the lists (-R, -T, ...) are kept as
// given and resolved against the table once it is read, as util-linux does.
type columnOpts struct {
	table, fillRows, json, keepEmpty bool
	noHeadings, headerRepeat         bool
	names                            []string
	haveNames                        bool
	right, trunc, noExtreme, wrap    string
	hide, order                      string
	tree, treeID, treeParent         string
	name                             string
	sep                              string
	explicitSep                      bool
	osep                             string
	maxCols                          int
	termWidth                        int
}

// colStrtou32 parses a number as util-linux's strtou32_or_err: leading
// blanks and a sign are accepted, a negative or too large value is out of
// range (reported with strerror(ERANGE)), anything else after the digits is
// invalid.
func colStrtou32(s, what string) (int, error) {
	t := strings.TrimLeft(s, " \t\n\v\f\r")
	neg := false
	if t != "" && (t[0] == '+' || t[0] == '-') {
		neg = t[0] == '-'
		t = t[1:]
	}
	digits := len(t) - len(strings.TrimLeft(t, "0123456789"))
	if digits == 0 {
		return 0, &usageFail{fmt.Sprintf("%s: '%s'", what, s)}
	}
	v, err := strconv.ParseUint(t[:digits], 10, 64)
	nonzero := strings.Trim(t[:digits], "0") != ""
	switch {
	case neg && nonzero, err != nil:
		return 0, &usageFail{fmt.Sprintf("%s: '%s': Numerical result out of range", what, s)}
	case digits < len(t):
		return 0, &usageFail{fmt.Sprintf("%s: '%s'", what, s)}
	case v > 1<<32-1:
		return 0, &usageFail{fmt.Sprintf("%s: '%s': Numerical result out of range", what, s)}
	}
	return int(v), nil
}

// colSplitList is util-linux's strv_split(list, ","): empty names drop.
func colSplitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p != "" {
			out = append(out, p)
		}
	}
	return out
}

func runColumn(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("column")
	o := columnOpts{osep: "  ", sep: " \t"}
	// As in util-linux: -t and -x exclude each other, and so do -J and
	// -x (the first group that holds both names the error); -J makes a
	// table; -c and -l are checked where they are given.
	groups := [][]byte{{'J', 'x'}, {'t', 'x'}}
	longName := map[byte]string{'J': "json", 't': "table", 'x': "fillrows"}
	status := make([]byte, len(groups))
	exclusive := func(c byte, set func()) func(string) error {
		return func(string) error {
			for i, g := range groups {
				if g[0] != c && g[1] != c {
					continue
				}
				if status[i] == 0 {
					status[i] = c
				} else if status[i] != c {
					return &usageFail{"mutually exclusive arguments: --" + longName[g[0]] + " --" + longName[g[1]]}
				}
			}
			set()
			return nil
		}
	}
	f.Func('t', "table", false, exclusive('t', func() { o.table, o.fillRows = true, false }))
	f.Func('x', "fillrows", false, exclusive('x', func() { o.fillRows, o.table = true, false }))
	f.Func('J', "json", false, exclusive('J', func() { o.json, o.table, o.fillRows = true, true, false }))
	f.Func('N', "table-columns", true, func(v string) error {
		o.names, o.haveNames = colSplitList(v), true
		return nil
	})
	f.Func('l', "table-columns-limit", true, func(v string) error {
		n, err := colStrtou32(v, "invalid columns limit argument")
		if err == nil && n == 0 {
			err = &usageFail{"columns limit must be greater than zero"}
		}
		o.maxCols = n
		return err
	})
	lists := map[rune]*string{'R': &o.right, 'T': &o.trunc, 'E': &o.noExtreme, 'W': &o.wrap, 'H': &o.hide, 'O': &o.order,
		'r': &o.tree, 'i': &o.treeID, 'p': &o.treeParent, 'n': &o.name, 's': &o.sep, 'o': &o.osep}
	longs := map[rune]string{'R': "table-right", 'T': "table-truncate", 'E': "table-noextreme", 'W': "table-wrap", 'H': "table-hide",
		'O': "table-order", 'r': "tree", 'i': "tree-id", 'p': "tree-parent", 'n': "table-name", 's': "separator", 'o': "output-separator"}
	for c, p := range lists {
		f.Func(c, longs[c], true, func(v string) error { *p = v; return nil })
	}
	f.Func('d', "table-noheadings", false, func(string) error { o.noHeadings = true; return nil })
	f.Func('e', "table-header-repeat", false, func(string) error { o.headerRepeat = true; return nil })
	f.Func('L', "keep-empty-lines", false, func(string) error { o.keepEmpty = true; return nil })
	// Output is never a terminal here, and util-linux then ignores
	// $COLUMNS: the width is 80 unless -c says otherwise.
	o.termWidth = 80
	f.Func('c', "output-width", true, func(v string) error {
		n, err := colStrtou32(v, "invalid columns argument")
		o.termWidth = n
		return err
	})
	f.Func('V', "version", false, func(string) error { return errVersion })
	// util-linux's getopt loop prints the usage and exits at -h, so an
	// option after it (--version included) is never read.
	f.Func('h', "help", false, func(string) error { return errHelp })
	ops, st, done := parseFlags(inv, f, columnUsage, 1)
	if done {
		return st
	}
	o.explicitSep = f.Seen("s")
	switch {
	case f.Seen("r") && (!f.Seen("i") || !f.Seen("p")):
		errorf(inv, "options --tree-id and --tree-parent are required for tree formatting")
		return 1
	case !o.table && (f.Seen("O") || f.Seen("n") || f.Seen("W") || f.Seen("H") || f.Seen("T") || f.Seen("E") || f.Seen("R") || f.Seen("N")):
		errorf(inv, "option --table required for all --table-*")
		return 1
	case o.json && !o.haveNames:
		errorf(inv, "option --table-columns required for --json")
		return 1
	}
	var tab *colTable
	if o.table {
		tab = newColTable(&o)
	}
	var ents []string // list mode's entries
	failed := 0       // files that could not be opened or read
	if len(ops) == 0 {
		ops = []string{"-"}
	}
	bytes := ctypeIsC(inv)
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
			l := columnSafe(trimDelim(line, '\n'), bytes)
			if strings.Trim(l, " \t\n\v\f\r") == "" {
				// util-linux skips blank lines; -L keeps them, as an
				// empty row or an empty entry.
				if !o.keepEmpty {
					continue
				}
				l = ""
			}
			switch {
			case tab == nil:
				ents = append(ents, l)
			case l == "":
				tab.lines = append(tab.lines, &colLine{})
			default:
				if err := tab.addLine(l); err != nil {
					closer()
					errorf(inv, "%s", err.Error())
					return 1
				}
			}
		}
		closer()
	}
	// util-linux's status: a table with any row succeeds even after a
	// file failed; with no entry at all, the status is the number of
	// failed files; otherwise any failure is 1.
	w := bufio.NewWriter(inv.Stdout)
	hasEntry := len(ents) > 0
	if tab != nil {
		hasEntry = len(tab.lines) > 0
		if hasEntry {
			if err := tab.modify(ctx); err != nil {
				if ctx.Err() != nil {
					return 1
				}
				errorf(inv, "%s", err.Error())
				return 1
			}
			tab.termHeight = colTermHeight(inv.Env["LINES"])
			if !tab.print(ctx, w) {
				return 1
			}
		}
	} else {
		columnFill(w, ents, o.termWidth, o.fillRows)
	}
	if err := w.Flush(); err != nil {
		return 1
	}
	switch {
	case failed == 0 || tab != nil && hasEntry:
		return 0
	case !hasEntry && tab == nil:
		return min(failed, 255)
	}
	return 1
}

// colTermHeight is the page length of --table-header-repeat: $LINES when
// it is a positive number (strtol's leading blanks allowed), else 24.
func colTermHeight(v string) int {
	t := strings.TrimLeft(v, " \t\n\v\f\r")
	if n, err := strconv.Atoi(strings.TrimPrefix(t, "+")); err == nil && n > 0 && !strings.HasPrefix(t, "+-") {
		return n
	}
	return 24
}

// columnSafe is the line as util-linux's column reads it: a byte that is
// no character of the locale (any past ASCII in the C locale, an invalid
// one in UTF-8) becomes the text \xHH, which is what is printed and
// measured.
func columnSafe(line []byte, bytes bool) string {
	i := 0
	for i < len(line) && line[i] < utf8.RuneSelf {
		i++
	}
	if i == len(line) || !bytes && utf8.Valid(line[i:]) {
		return string(line)
	}
	var b strings.Builder
	b.Grow(len(line) + 8)
	b.Write(line[:i])
	for i < len(line) {
		c := line[i]
		if c < utf8.RuneSelf {
			b.WriteByte(c)
			i++
			continue
		}
		if !bytes {
			if r, n := utf8.DecodeRune(line[i:]); r != utf8.RuneError || n > 1 {
				b.Write(line[i : i+n])
				i += n
				continue
			}
		}
		fmt.Fprintf(&b, `\x%02x`, c)
		i++
	}
	return b.String()
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

// columnTruncate is util-linux's mbs_truncate: the longest prefix of s at
// most width cells wide, and its width.
func columnTruncate(s string, width int) (string, int) {
	if !utf8.ValidString(s) {
		n := min(len(s), max(width, 0))
		return s[:n], n
	}
	n := 0
	for i, r := range s {
		w := max(runeWidth(r), 0)
		if n+w > width {
			return s[:i], n
		}
		n += w
	}
	return s, n
}

// columnFill is BSD/util-linux column's list mode: entries in columns
// (or rows, with -x) separated by tabs, within termWidth.
func columnFill(w *bufio.Writer, ents []string, termWidth int, fillRows bool) {
	maxLen := 0
	for _, l := range ents {
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
