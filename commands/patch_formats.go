package commands

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/vfs"
)

// patchKind is the form of one diff in a patch: GNU patch reads unified
// and context diffs, normal diffs and ed scripts, and tells them apart by
// their first lines unless -u, -c, -n or -e names the one to look for.
type patchKind uint8

const (
	patchUnified patchKind = 1 << iota
	patchContext
	patchNormal
	patchEd
	patchAnyKind = patchUnified | patchContext | patchNormal | patchEd
)

// name is the kind as GNU's "Looks like ... to me" names it.
func (k patchKind) name() string {
	switch k {
	case patchContext:
		return "a new-style context diff"
	case patchNormal:
		return "a normal diff"
	case patchEd:
		return "an ed script"
	}
	return "a unified diff"
}

// patchLine is a line of one side of a context or normal diff hunk: its
// mark (' ', '-', '+' or '!') and its text with its newline.
type patchLine struct {
	mark byte
	text string
}

// isContextStart reports whether lines[i:] begin a new-style context diff:
// "*** OLD", "--- NEW", a row of stars and the first range "*** N,M ****".
func isContextStart(lines []string, i int) bool {
	return i+3 < len(lines) && strings.HasPrefix(lines[i], "*** ") && strings.HasPrefix(lines[i+1], "--- ") &&
		strings.HasPrefix(lines[i+2], "***************") && contextRange(lines[i+3], "*** ", "****")
}

// contextRange reports whether l is a context diff's range line.
func contextRange(l, lead, trail string) bool {
	l = strings.TrimRight(l, "\r\n")
	return strings.HasPrefix(l, lead) && strings.HasSuffix(l, " "+trail)
}

// parseContextRange reads "N,M" or "N" and returns the first line and the
// number of lines ("N" is one line, or none at line 0; GNU diff writes
// an empty range as the line before it, so the count is settled by the
// lines that follow).
func parseContextRange(s string) (int, int, bool) {
	a, b, comma := strings.Cut(s, ",")
	first, err := strconv.Atoi(a)
	if err != nil || first < 0 {
		return 0, 0, false
	}
	if !comma {
		if first == 0 {
			return 0, 0, true
		}
		return first, 1, true
	}
	last, err := strconv.Atoi(b)
	if err != nil || last < first-1 {
		return 0, 0, false
	}
	return first, last - first + 1, true
}

// parseContextHunk parses the context hunk whose row of stars is lines[i]
// and returns the index of the line after it.
func parseContextHunk(lines []string, i int) (*patchHunk, int, error) {
	bad := func(k int) error {
		return fmt.Errorf("malformed patch at line %d: %s", k+1, strings.TrimRight(lines[min(k, len(lines)-1)], "\r\n"))
	}
	i++
	if i >= len(lines) || !contextRange(lines[i], "*** ", "****") {
		return nil, 0, bad(i)
	}
	hdr := strings.TrimRight(lines[i], "\r\n")
	oldStart, _, ok := parseContextRange(strings.TrimSuffix(hdr[4:], " ****"))
	if !ok {
		return nil, 0, bad(i)
	}
	raw := []string{lines[i-1], lines[i]}
	i++
	var old []patchLine
	// The old side ends at the new side's range line.
	for ; i < len(lines) && !contextRange(lines[i], "--- ", "----"); i++ {
		if !contextSideLine(lines[i], &old, "-!") {
			return nil, 0, bad(i)
		}
		raw = append(raw, lines[i])
	}
	if i >= len(lines) {
		return nil, 0, errors.New("unexpected end of file in patch")
	}
	hdr = strings.TrimRight(lines[i], "\r\n")
	newStart, newLen, ok := parseContextRange(strings.TrimSuffix(hdr[4:], " ----"))
	if !ok {
		return nil, 0, bad(i)
	}
	raw = append(raw, lines[i])
	i++
	var nw []patchLine
	for i < len(lines) && (len(nw) < newLen || strings.HasPrefix(lines[i], "\\")) && contextSideLine(lines[i], &nw, "+!") {
		raw = append(raw, lines[i])
		i++
	}
	// diff -c leaves out a side that is all context: it is the other
	// side's context.
	fill := func(from []patchLine) []patchLine {
		var out []patchLine
		for _, l := range from {
			if l.mark == ' ' {
				out = append(out, l)
			}
		}
		return out
	}
	switch {
	case len(old) == 0 && len(nw) == 0:
	case len(old) == 0:
		old = fill(nw)
	case len(nw) == 0:
		nw = fill(old)
	}
	h, err := hunkFromSides(oldStart, newStart, old, nw)
	if err != nil {
		return nil, 0, bad(i - 1)
	}
	h.raw = raw
	return h, i, nil
}

// contextSideLine adds a context diff's line ("  ", "- ", "+ " or "! "
// and the text, or "\ No newline") to side, and reports whether it was one.
func contextSideLine(l string, side *[]patchLine, marks string) bool {
	if strings.HasPrefix(l, "\\") {
		if n := len(*side); n > 0 {
			(*side)[n-1].text = strings.TrimSuffix((*side)[n-1].text, "\n")
		}
		return true
	}
	if len(l) < 2 || l[1] != ' ' || l[0] != ' ' && strings.IndexByte(marks, l[0]) < 0 {
		return false
	}
	text := l[2:]
	if !strings.HasSuffix(text, "\n") {
		text += "\n"
	}
	*side = append(*side, patchLine{l[0], text})
	return true
}

// hunkFromSides makes a hunk of the old and new sides of a context or
// normal diff: context lines pair up, changed lines come deleted first.
func hunkFromSides(oldStart, newStart int, old, nw []patchLine) (*patchHunk, error) {
	h := &patchHunk{oldStart: oldStart, newStart: newStart}
	inPre := true
	add := func(kind byte, text string) {
		h.kinds, h.texts = append(h.kinds, kind), append(h.texts, text)
		switch kind {
		case ' ':
			h.old, h.new = append(h.old, text), append(h.new, text)
			if inPre {
				h.pre++
			}
			h.suf++
		case '-':
			h.old = append(h.old, text)
			inPre, h.suf = false, 0
		case '+':
			h.new = append(h.new, text)
			inPre, h.suf = false, 0
		}
	}
	i, j := 0, 0
	for i < len(old) || j < len(nw) {
		if i < len(old) && j < len(nw) && old[i].mark == ' ' && nw[j].mark == ' ' {
			if old[i].text == nw[j].text {
				add(' ', old[i].text)
			} else {
				add('-', old[i].text)
				add('+', nw[j].text)
			}
			i, j = i+1, j+1
			continue
		}
		i0, j0 := i, j
		for ; i < len(old) && old[i].mark != ' '; i++ {
			add('-', old[i].text)
		}
		for ; j < len(nw) && nw[j].mark != ' '; j++ {
			add('+', nw[j].text)
		}
		if i == i0 && j == j0 {
			return nil, errors.New("the sides' context lines differ in number")
		}
	}
	if h.pre == len(h.old) {
		h.suf = 0
	}
	return h, nil
}

// normalCommand parses a normal diff's command line ("N,MaN,M", "N,McN,M"
// or "N,MdN"): the old and new ranges and the letter.
func normalCommand(l string) (o1, o2, n1, n2 int, op byte, ok bool) {
	l = strings.TrimRight(l, "\r\n")
	k := strings.IndexAny(l, "acd")
	if k <= 0 {
		return
	}
	rng := func(s string) (int, int, bool) {
		a, b, comma := strings.Cut(s, ",")
		x, err := strconv.Atoi(a)
		if err != nil || x < 0 || a[0] == '+' || a[0] == '-' {
			return 0, 0, false
		}
		if !comma {
			return x, x, true
		}
		y, err := strconv.Atoi(b)
		if err != nil || y < x || b[0] == '+' || b[0] == '-' {
			return 0, 0, false
		}
		return x, y, true
	}
	var ok1, ok2 bool
	o1, o2, ok1 = rng(l[:k])
	n1, n2, ok2 = rng(l[k+1:])
	return o1, o2, n1, n2, l[k], ok1 && ok2 && l[k+1:] != ""
}

// isNormalStart reports whether lines[i:] begin a normal diff: a command
// and a line of its text.
func isNormalStart(lines []string, i int) bool {
	if i+1 >= len(lines) {
		return false
	}
	if _, _, _, _, _, ok := normalCommand(lines[i]); !ok {
		return false
	}
	return strings.HasPrefix(lines[i+1], "< ") || strings.HasPrefix(lines[i+1], "> ")
}

// parseNormalHunk parses the normal diff command at lines[i] and its
// lines, and returns the index of the line after them.
func parseNormalHunk(lines []string, i int) (*patchHunk, int, error) {
	o1, o2, n1, n2, op, _ := normalCommand(lines[i])
	raw := []string{lines[i]}
	start := i
	i++
	side := func(lead string, n int) ([]patchLine, error) {
		var out []patchLine
		for len(out) < n || i < len(lines) && strings.HasPrefix(lines[i], "\\") {
			if i >= len(lines) {
				return nil, errors.New("unexpected end of file in patch")
			}
			l := lines[i]
			if strings.HasPrefix(l, "\\") {
				if len(out) > 0 {
					out[len(out)-1].text = strings.TrimSuffix(out[len(out)-1].text, "\n")
				}
			} else if strings.HasPrefix(l, lead) {
				text := l[2:]
				if !strings.HasSuffix(text, "\n") {
					text += "\n"
				}
				out = append(out, patchLine{lead[0], text})
			} else {
				return nil, fmt.Errorf("malformed patch at line %d: %s", i+1, strings.TrimRight(l, "\r\n"))
			}
			raw = append(raw, l)
			i++
		}
		return out, nil
	}
	var old, nw []patchLine
	var err error
	oldStart, newStart := o1, n1
	switch op {
	case 'a':
		if o1 != o2 {
			return nil, 0, fmt.Errorf("malformed patch at line %d: %s", start+1, strings.TrimRight(lines[start], "\r\n"))
		}
		nw, err = side("> ", n2-n1+1)
	case 'd':
		old, err = side("< ", o2-o1+1)
	case 'c':
		if old, err = side("< ", o2-o1+1); err == nil {
			if i >= len(lines) || strings.TrimRight(lines[i], "\r\n") != "---" {
				return nil, 0, fmt.Errorf("'---' expected at line %d of patch", i+1)
			}
			raw = append(raw, lines[i])
			i++
			nw, err = side("> ", n2-n1+1)
		}
	}
	if err != nil {
		return nil, 0, err
	}
	h, _ := hunkFromSides(oldStart, newStart, old, nw)
	h.raw = raw
	return h, i, nil
}

// edCommand is GNU patch's get_ed_command_letter: the letter of an ed
// command that diff -e writes ("N,Mc", "Na", "Nd", "Ni", "s/.//"), or 0.
func edCommand(l string) byte {
	p := 0
	digits := func() {
		for p < len(l) && l[p] >= '0' && l[p] <= '9' {
			p++
		}
	}
	pair := false
	if p < len(l) && l[p] >= '0' && l[p] <= '9' {
		digits()
		if p < len(l) && l[p] == ',' {
			p++
			if p >= len(l) || l[p] < '0' || l[p] > '9' {
				return 0
			}
			digits()
			pair = true
		}
	}
	if p >= len(l) {
		return 0
	}
	letter := l[p]
	p++
	switch letter {
	case 'a', 'i':
		if pair {
			return 0
		}
	case 'c', 'd':
	case 's':
		if !strings.HasPrefix(l[p:], "/.//") {
			return 0
		}
		p += 4
	default:
		return 0
	}
	for p < len(l) && (l[p] == ' ' || l[p] == '\t') {
		p++
	}
	if l[p:] == "\n" {
		return letter
	}
	return 0
}

// parseEdScript takes the ed commands from lines[i] on, each with its
// text up to a "." line, and returns them and the index after them.
func parseEdScript(lines []string, i int) ([]string, int) {
	var script []string
	for i < len(lines) {
		letter := edCommand(lines[i])
		if letter == 0 {
			break
		}
		script = append(script, lines[i])
		i++
		if letter == 'd' || letter == 's' {
			continue
		}
		for i < len(lines) {
			script = append(script, lines[i])
			i++
			if script[len(script)-1] == ".\n" {
				break
			}
		}
	}
	return script, i
}

// errEd is ed's "?": the script does not fit the file.
var errEd = errors.New("?")

// runEdScript runs the commands diff -e writes (the ones edCommand takes)
// over lines as ed does, which stops at the first error.
func runEdScript(lines, script []string) ([]string, error) {
	buf := append([]string(nil), lines...)
	cur := len(buf)
	for k := 0; k < len(script); k++ {
		l := strings.TrimRight(script[k], " \t\n")
		letter := l[len(l)-1]
		if strings.HasPrefix(l, "s/") || l == "s" {
			letter = 's'
		}
		addr := strings.TrimRight(l, "acdis/.")
		first, last := cur, cur
		if addr != "" {
			a, b, pair := strings.Cut(addr, ",")
			var err1, err2 error
			first, err1 = strconv.Atoi(a)
			last = first
			if pair {
				last, err2 = strconv.Atoi(b)
			}
			if err1 != nil || err2 != nil {
				return nil, errEd
			}
		}
		var text []string
		if letter == 'a' || letter == 'i' || letter == 'c' {
			for k++; k < len(script) && script[k] != ".\n"; k++ {
				text = append(text, script[k])
			}
		}
		switch letter {
		case 'a', 'i':
			if first > len(buf) || first < 0 {
				return nil, errEd
			}
			at := first
			if letter == 'i' && first > 0 {
				at = first - 1
			}
			buf = append(buf[:at], append(append([]string(nil), text...), buf[at:]...)...)
			cur = at + len(text)
		case 'c', 'd':
			if first < 1 || last < first || last > len(buf) {
				return nil, errEd
			}
			buf = append(buf[:first-1], append(append([]string(nil), text...), buf[last:]...)...)
			switch {
			case len(text) > 0:
				cur = first - 1 + len(text)
			case first <= len(buf):
				cur = first
			default:
				cur = len(buf)
			}
		case 's':
			if cur < 1 || cur > len(buf) || buf[cur-1] == "\n" || buf[cur-1] == "" {
				return nil, errEd
			}
			buf[cur-1] = buf[cur-1][1:]
		}
	}
	return buf, nil
}

// applyEd runs an ed script over its file, as GNU patch hands it to ed:
// silently, -R and fuzz do not apply, and an error is fatal.
func (p *patcher) applyEd(pf *patchFile, target string) int {
	ctx, inv := p.ctx, p.inv
	if p.verbose {
		p.say("Hmm...  %s %s to me...\n", p.looksLike(), pf.kind.name())
		p.leadingText(pf)
	}
	name := target
	if name == "" {
		name = p.stripName(pf.oldName)
	}
	if p.dry {
		return 0 // GNU does not run ed for --dry-run
	}
	fpath := inv.Path(name)
	data, err := vfs.ReadFile(ctx, inv.FS, fpath)
	var lines []string
	if err == nil {
		lines = splitKeep(string(data))
	}
	out, edErr := runEdScript(lines, pf.ed)
	if err != nil || edErr != nil {
		io.WriteString(inv.Stdout, "?\n")
		io.WriteString(inv.Stderr, "patch: **** ed FAILED\n")
		p.fatal = true
		return 2
	}
	for k := 0; k+1 < len(out); k++ {
		if !strings.HasSuffix(out[k], "\n") {
			out[k] += "\n"
		}
	}
	result := []byte(strings.Join(out, ""))
	mode := fs.FileMode(0o666 &^ inv.Umask)
	if fi, err := inv.FS.Stat(ctx, fpath); err == nil {
		mode = fi.Mode().Perm()
	}
	switch {
	case p.output == "-":
		inv.Stdout.Write(result)
		return 0
	case p.output != "":
		if p.outputStarted {
			if prev, err := vfs.ReadFile(ctx, inv.FS, inv.Path(p.output)); err == nil {
				result = append(prev, result...)
			}
		}
		p.outputStarted = true
		fpath, name = inv.Path(p.output), p.output
	case p.backup && !p.seen[fpath]:
		bak := p.backupName(name)
		if err := vfs.WriteFile(ctx, inv.FS, inv.Path(bak), data, mode); err != nil {
			fmt.Fprintf(inv.Stderr, "patch: **** Can't create file %s : %s\n", p.q(bak), vfs.Strerror(err))
			return 2
		}
	}
	p.seen[fpath] = true
	if err := vfs.WriteFile(ctx, inv.FS, fpath, result, mode); err != nil {
		fmt.Fprintf(inv.Stderr, "patch: **** Can't write file %s : %s\n", p.q(name), vfs.Strerror(err))
		return 2
	}
	return 0
}

// contextRejText is the hunk as GNU writes it to a .rej file in context
// form: the old side, then the new one, a change that deletes and adds
// lines marked '!' on both (as diff -c does), except in the rejects of a
// normal diff, whose ranges GNU writes in the old style too.
func (h *patchHunk) contextRejText(normal bool) string {
	stars, minuses := " ****", " ----"
	if normal {
		stars, minuses = "", " -----"
	}
	rng := func(first, n int) string {
		switch {
		case n <= 0:
			return "0"
		case n == 1:
			return strconv.Itoa(first)
		}
		return fmt.Sprintf("%d,%d", first, first+n-1)
	}
	// marks[k] is the line's mark: '!' in a run of changes with both.
	marks := append([]byte(nil), h.kinds...)
	for i := 0; i < len(marks); {
		j, dels, adds := i, false, false
		for ; j < len(marks) && marks[j] != ' '; j++ {
			dels, adds = dels || marks[j] == '-', adds || marks[j] == '+'
		}
		if dels && adds && !normal {
			for k := i; k < j; k++ {
				marks[k] = '!'
			}
		}
		i = max(j, i+1)
	}
	var b strings.Builder
	b.WriteString("***************\n")
	side := func(lead string, start, n int, trail string, skip byte) {
		fmt.Fprintf(&b, "%s%s%s\n", lead, rng(start+h.rejOffset, n), trail)
		for k, kind := range h.kinds {
			if kind != skip {
				b.WriteByte(marks[k])
				b.WriteByte(' ')
				b.WriteString(h.texts[k])
			}
		}
	}
	side("*** ", h.oldStart, len(h.old), stars, '+')
	side("--- ", h.newStart, len(h.new), minuses, '-')
	return b.String()
}
