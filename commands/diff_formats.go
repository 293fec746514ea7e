package commands

import (
	"fmt"
	"strings"
)

// GNU diff's if-then-else output (-D, --GTYPE-group-format,
// --LTYPE-line-format, --line-format), as its ifdef.c prints it: each run
// of unchanged lines and each change is printed with the format of its
// kind, whose %<, %> and %= print the group's lines with the line formats.

// The kinds of group, indexing diffOpts.groupFmt (GNU's enum changes);
// the first three index diffOpts.lineFmt too.
const (
	fmtUnchanged = iota
	fmtOld
	fmtNew
	fmtChanged
)

var groupFormatOptions = [4]string{"--unchanged-group-format", "--old-group-format", "--new-group-format", "--changed-group-format"}

// setFormat records one format option's value, refusing a different
// second value as GNU's specify_value does.
func setFormat(slot *string, set *bool, v, option string) error {
	if *set && *slot != v {
		return fmt.Errorf("conflicting %s option value '%s'", option, v)
	}
	*slot, *set = v, true
	return nil
}

// ifdefGroupFormats are -D NAME's group formats: NAME goes into them as
// it is, '%' and all.
func ifdefGroupFormats(name string) [4]string {
	return [4]string{
		"%=",
		"#ifndef " + name + "\n%<#endif /* ! " + name + " */\n",
		"#ifdef " + name + "\n%>#endif /* " + name + " */\n",
		"#ifndef " + name + "\n%<#else /* " + name + " */\n%>#endif /* " + name + " */\n",
	}
}

// completeFormats fills in the formats not given, as GNU does.
func (o *diffOpts) completeFormats() {
	for i := range o.lineFmt {
		if !o.lineFmtSet[i] {
			o.lineFmt[i] = "%l\n"
		}
	}
	g, set := &o.groupFmt, &o.groupFmtSet
	if !set[fmtOld] {
		g[fmtOld] = "%<"
		if set[fmtChanged] {
			g[fmtOld] = g[fmtChanged]
		}
	}
	if !set[fmtNew] {
		g[fmtNew] = "%>"
		if set[fmtChanged] {
			g[fmtNew] = g[fmtChanged]
		}
	}
	if !set[fmtUnchanged] {
		g[fmtUnchanged] = "%="
	}
	if !set[fmtChanged] {
		g[fmtChanged] = g[fmtOld] + g[fmtNew]
	}
}

// diffGroup is a run of lines [from, upto) of one file.
type diffGroup struct {
	in         *diffInput
	from, upto int
}

// printIfdef prints the files merged with the group formats.
func (d *differ) printIfdef(ia, ib *diffInput, changes []diffChange) {
	next0, next1 := 0, 0
	group := func(kind int, from0, upto0, from1, upto1 int) {
		g := [2]diffGroup{{ia, from0, upto0}, {ib, from1, upto1}}
		d.formatGroup(true, d.o.groupFmt[kind], 0, &g)
	}
	for _, h := range hunks(changes, 0) {
		if d.failed {
			return
		}
		first0, end0, first1, end1, sig := hunkRange(h)
		if !sig {
			// An ignored change joins the unchanged lines around it.
			continue
		}
		if next0 < first0 || next1 < first1 {
			group(fmtUnchanged, next0, first0, next1, first1)
		}
		kind := fmtChanged
		switch {
		case end1 == first1:
			kind = fmtOld
		case end0 == first0:
			kind = fmtNew
		}
		group(kind, first0, end0, first1, end1)
		next0, next1 = end0, end1
	}
	if next0 < len(ia.lines) || next1 < len(ib.lines) {
		group(fmtUnchanged, next0, len(ia.lines), next1, len(ib.lines))
	}
}

// formatGroup prints (when out) format f up to the byte end (0: to the
// end of f) for the groups g, and returns the rest of f from end on.
func (d *differ) formatGroup(out bool, f string, end byte, g *[2]diffGroup) string {
	for len(f) > 0 && f[0] != end && !d.failed {
		c := f[0]
		f = f[1:]
		if c != '%' || len(f) == 0 {
			if out {
				d.write(string(c))
			}
			continue
		}
		after := f // where a bad directive resumes, as plain text
		switch f[0] {
		case '%':
			f = f[1:]
			if out {
				d.write("%")
			}
			continue
		case '(':
			if rest, ok := d.condition(out, f[1:], g); ok {
				f = rest
				continue
			}
		case '<':
			d.formatLines(out, d.o.lineFmt[fmtOld], g[0])
			f = f[1:]
			continue
		case '=':
			d.formatLines(out, d.o.lineFmt[fmtUnchanged], g[0])
			f = f[1:]
			continue
		case '>':
			d.formatLines(out, d.o.lineFmt[fmtNew], g[1])
			f = f[1:]
			continue
		default:
			if s, rest, ok := printfSpec(f, func(letter byte) (int, bool) { return groupLetter(g, letter) }); ok {
				if out {
					d.write(s)
				}
				f = rest
				continue
			}
		}
		if out {
			d.write("%")
		}
		f = after
	}
	return f
}

// condition prints %(A=B?THEN:ELSE) (f starts after the parenthesis):
// A and B are numbers or group letters. ok is false for a malformed head.
func (d *differ) condition(out bool, f string, g *[2]diffGroup) (string, bool) {
	var v [2]int
	for i := 0; i < 2; i++ {
		if len(f) == 0 {
			return "", false
		}
		if f[0] >= '0' && f[0] <= '9' {
			n := 0
			for len(f) > 0 && f[0] >= '0' && f[0] <= '9' {
				if n > (1<<62)/10 {
					return "", false // strtoumax's overflow
				}
				n = n*10 + int(f[0]-'0')
				f = f[1:]
			}
			v[i] = n
		} else {
			n, ok := groupLetter(g, f[0])
			if !ok {
				return "", false
			}
			v[i] = n
			f = f[1:]
		}
		if len(f) == 0 || f[0] != "=?"[i] {
			return "", false
		}
		f = f[1:]
	}
	f = d.formatGroup(out && v[0] == v[1], f, ':', g)
	if len(f) > 0 {
		f = d.formatGroup(out && v[0] != v[1], f[1:], ')', g)
		if len(f) > 0 {
			f = f[1:]
		}
	}
	return f, true
}

// groupLetter is the value of a group format's letter: e f l m n for
// the old file's group, E F L M N for the new one's (1-based lines).
func groupLetter(g *[2]diffGroup, letter byte) (int, bool) {
	grp := g[0]
	if letter >= 'A' && letter <= 'Z' {
		grp = g[1]
		letter += 'a' - 'A'
	}
	switch letter {
	case 'e':
		return grp.from, true
	case 'f':
		return grp.from + 1, true
	case 'l':
		return grp.upto, true
	case 'm':
		return grp.upto + 1, true
	case 'n':
		return grp.upto - grp.from, true
	}
	return 0, false
}

// formatLines prints each line of grp with line format f.
func (d *differ) formatLines(out bool, f string, grp diffGroup) {
	if !out {
		return
	}
	for i := grp.from; i < grp.upto && !d.failed; i++ {
		line := string(grp.in.lines[i])
		var b strings.Builder
		for k := 0; k < len(f); k++ {
			c := f[k]
			if c != '%' || k+1 == len(f) {
				b.WriteByte(c)
				continue
			}
			switch f[k+1] {
			case '%':
				b.WriteByte('%')
				k++
				continue
			case 'l':
				b.WriteString(strings.TrimSuffix(line, "\n"))
				k++
				continue
			case 'L':
				b.WriteString(line)
				k++
				continue
			}
			n := i + 1
			s, rest, ok := printfSpec(f[k+1:], func(letter byte) (int, bool) { return n, letter == 'n' })
			if !ok {
				b.WriteByte('%')
				continue
			}
			b.WriteString(s)
			k = len(f) - len(rest) - 1
		}
		d.write(b.String())
	}
}

// printfSpec reads a directive %[-'0]*[0-9]*(.[0-9]*)?[doxX]LETTER or
// %c'C' (f starts after the '%') and returns its text and the rest of f.
// value gives a letter's number; ok is false for anything else.
func printfSpec(f string, value func(byte) (int, bool)) (string, string, bool) {
	i := 0
	var flags strings.Builder
	for i < len(f) && (f[i] == '-' || f[i] == '\'' || f[i] == '0') {
		if f[i] != '\'' { // grouping: none in the C locale
			flags.WriteByte(f[i])
		}
		i++
	}
	w := i
	for i < len(f) && f[i] >= '0' && f[i] <= '9' {
		i++
	}
	width := f[w:i]
	prec := ""
	if i < len(f) && f[i] == '.' {
		p := i
		i++
		for i < len(f) && f[i] >= '0' && f[i] <= '9' {
			i++
		}
		prec = f[p:i]
	}
	if i+1 >= len(f) {
		return "", "", false
	}
	conv, letter := f[i], f[i+1]
	rest := f[i+2:]
	switch conv {
	case 'c':
		if letter != '\'' {
			return "", "", false
		}
		ch, r, ok := charLiteral(rest)
		return string([]byte{ch}), r, ok
	case 'd', 'o', 'x', 'X':
		n, ok := value(letter)
		if !ok || len(width) > 6 || len(prec) > 7 {
			// A width beyond what any output limit allows is refused
			// rather than allocated.
			return "", "", false
		}
		return fmt.Sprintf("%"+flags.String()+width+prec+string(conv), n), rest, true
	}
	return "", "", false
}

// charLiteral reads C'  or \OOO' (one to three octal digits) after %c'.
func charLiteral(f string) (byte, string, bool) {
	if len(f) == 0 || f[0] == '\'' {
		return 0, "", false
	}
	if f[0] != '\\' {
		if len(f) < 2 || f[1] != '\'' {
			return 0, "", false
		}
		return f[0], f[2:], true
	}
	var v byte
	i := 1
	for ; i < len(f) && f[i] != '\''; i++ {
		if f[i] < '0' || f[i] > '7' {
			return 0, "", false
		}
		v = v*8 + f[i] - '0'
	}
	if i == len(f) || i-1 < 1 || i-1 > 3 {
		return 0, "", false
	}
	return v, f[i+1:], true
}
