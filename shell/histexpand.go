package shell

import (
	"errors"
	"path"
	"strconv"
	"strings"
)

// errHistPrint is a line whose expansion had :p: shown, not run.
var errHistPrint = errors.New("history: print only")

// histEventError is bash's "!x: event not found" and its kin.
type histEventError struct{ text, msg string }

func (e *histEventError) Error() string { return e.text + ": " + e.msg }

// histWords splits a history line into words as bash's
// history_tokenize does: blanks part them, quotes hold them together,
// the shell's operators are words of their own.
func histWords(line string) []string {
	var words []string
	i := 0
	for i < len(line) {
		for i < len(line) && (line[i] == ' ' || line[i] == '\t' || line[i] == '\n') {
			i++
		}
		if i >= len(line) {
			break
		}
		start := i
		if strings.IndexByte("|&;<>()", line[i]) >= 0 {
			i++
			if i < len(line) && (line[i] == line[i-1] && line[i] != '(' && line[i] != ')' || line[i-1] == '>' && line[i] == '&' || line[i-1] == '<' && line[i] == '&') {
				i++
			}
			words = append(words, line[start:i])
			continue
		}
		for i < len(line) && !(line[i] == ' ' || line[i] == '\t' || line[i] == '\n' || strings.IndexByte("|&;<>()", line[i]) >= 0) {
			switch line[i] {
			case '\\':
				i += 2
				continue
			case '\'', '"', '`':
				q := line[i]
				i++
				for i < len(line) && line[i] != q {
					if line[i] == '\\' && q != '\'' {
						i++
					}
					i++
				}
			}
			i++
		}
		if i > len(line) {
			i = len(line)
		}
		words = append(words, line[start:i])
	}
	return words
}

// histExpand is bash's history expansion of one line read: the line
// expanded, whether anything was, and an error (the line is then not
// run; errHistPrint for :p).
func (r *runner) histExpand(line string) (string, bool, error) {
	if !strings.ContainsAny(line, "!^") {
		return line, false, nil
	}
	var b strings.Builder
	changed, printOnly := false, false
	i := 0
	if line[0] == '^' {
		// ^old^new^ is !!:s^old^new^
		out, n, p, err := r.histDesignated(line, 0, true)
		if err != nil {
			return "", false, err
		}
		b.WriteString(out)
		i = n
		changed, printOnly = true, p
	}
	inDouble := false
	for i < len(line) {
		c := line[i]
		switch {
		case c == '\\' && i+1 < len(line):
			b.WriteString(line[i : i+2])
			i += 2
			continue
		case c == '\'' && !inDouble:
			j := strings.IndexByte(line[i+1:], '\'')
			if j < 0 {
				b.WriteString(line[i:])
				i = len(line)
				continue
			}
			b.WriteString(line[i : i+j+2])
			i += j + 2
			continue
		case c == '"':
			inDouble = !inDouble
		case c == '!' && i+1 < len(line) && strings.IndexByte(" \t\n\r=", line[i+1]) < 0 &&
			!(inDouble && line[i+1] == '"') && !(i > 0 && line[i-1] == '[') && !(i > 1 && line[i-1] == '{' && line[i-2] == '$') &&
			!(line[i+1] == '(' && r.opts.extglob):
			out, n, p, err := r.histDesignated(line, i, false)
			if err != nil {
				return "", false, err
			}
			b.WriteString(out)
			i = n
			changed = true
			printOnly = printOnly || p
			continue
		}
		b.WriteByte(c)
		i++
	}
	if printOnly {
		return b.String(), changed, errHistPrint
	}
	return b.String(), changed, nil
}

// histDesignated expands the history reference at line[i] (! or a
// leading ^): its text and the offset after it.
func (r *runner) histDesignated(line string, i int, caret bool) (string, int, bool, error) {
	start := i
	var event string
	var words []string
	j := i
	if caret {
		event = r.histLast(1)
		if event == "\x00" {
			return "", 0, false, &histEventError{line[start:], "event not found"}
		}
	} else {
		j = i + 1
		switch c := line[j]; {
		case c == '!':
			j++
			event = r.histLast(1)
		case c >= '0' && c <= '9' || c == '-' && j+1 < len(line) && line[j+1] >= '0' && line[j+1] <= '9':
			k := j + 1
			for k < len(line) && line[k] >= '0' && line[k] <= '9' {
				k++
			}
			n, _ := strconv.Atoi(line[j:k])
			j = k
			if n < 0 {
				event = r.histLast(-n)
			} else {
				event = r.histAt(n)
			}
		case c == '?':
			k := strings.IndexAny(line[j+1:], "?\n")
			var s string
			if k < 0 {
				s, j = line[j+1:], len(line)
			} else {
				s = line[j+1 : j+1+k]
				j = j + 1 + k
				if line[j] == '?' {
					j++
				}
			}
			event = "\x00"
			for n := len(r.hist) - 1; n >= 0; n-- {
				if strings.Contains(r.hist[n].line, s) {
					event = r.hist[n].line
					break
				}
			}
		case c == '$' || c == '^' || c == '*' || c == ':':
			event = r.histLast(1)
		case c == '#':
			j++
			event = line[:start]
		default:
			k := j
			for k < len(line) && strings.IndexByte(" \t\n;&|<>()\":", line[k]) < 0 {
				k++
			}
			s := line[j:k]
			j = k
			event = "\x00"
			for n := len(r.hist) - 1; n >= 0; n-- {
				if strings.HasPrefix(r.hist[n].line, s) {
					event = r.hist[n].line
					break
				}
			}
		}
		if event == "\x00" {
			return "", 0, false, &histEventError{line[start:j], "event not found"}
		}
	}
	text := event
	words = histWords(event)
	wordStart := j
	// word designators
	if !caret && j < len(line) {
		d := line[j]
		var lo, hi int
		sel := false
		if d == ':' && j+1 < len(line) && strings.IndexByte("0123456789^$*-", line[j+1]) >= 0 {
			j++
			d = line[j]
		} else if strings.IndexByte("^$*-", d) < 0 {
			d = 0
		}
		switch {
		case d == '^':
			lo, hi, sel = 1, 1, true
			j++
		case d == '$':
			lo, hi, sel = len(words)-1, len(words)-1, true
			j++
		case d == '*':
			lo, hi, sel = 1, len(words)-1, true
			j++
			if len(words) < 2 {
				text = ""
				sel = false
				words = nil
			}
		case d >= '0' && d <= '9' || d == '-':
			k := j
			for k < len(line) && line[k] >= '0' && line[k] <= '9' {
				k++
			}
			lo = 0
			if k > j {
				lo, _ = strconv.Atoi(line[j:k])
			}
			hi = lo
			j = k
			if j < len(line) && line[j] == '*' {
				hi = len(words) - 1
				j++
			} else if j < len(line) && line[j] == '-' {
				j++
				k := j
				for k < len(line) && line[k] >= '0' && line[k] <= '9' {
					k++
				}
				if k > j {
					hi, _ = strconv.Atoi(line[j:k])
				} else if k < len(line) && line[k] == '$' {
					hi = len(words) - 1
					k++
				} else {
					hi = len(words) - 2
				}
				j = k
			}
			sel = true
		}
		if sel {
			if lo < 0 || hi >= len(words) || lo > hi {
				return "", 0, false, &histEventError{line[wordStart:j], "bad word specifier"}
			}
			text = strings.Join(words[lo:hi+1], " ")
		}
	}
	// modifiers
	printOnly := false
	lastOld, lastNew := "", ""
	for caret || j+1 < len(line) && line[j] == ':' {
		modStart := j
		shown := func() string {
			if modStart == 0 {
				return ":s" + line[:j] // ^old^new is shown as its :s
			}
			return line[modStart:j]
		}
		var m byte
		if caret {
			m = 's'
			caret = false
		} else {
			j++
			m = line[j]
			j++
		}
		global := false
		if m == 'g' || m == 'a' {
			global = true
			if j >= len(line) {
				break
			}
			m = line[j]
			j++
		}
		switch m {
		case 'h':
			if k := strings.LastIndexByte(text, '/'); k > 0 {
				text = text[:k]
			} else if k == 0 {
				text = "/"
			}
		case 't':
			text = path.Base(text)
			if k := strings.LastIndexByte(text, '/'); k >= 0 {
				text = text[k+1:]
			}
		case 'r':
			if k := strings.LastIndexByte(text, '.'); k >= 0 && !strings.Contains(text[k:], "/") {
				text = text[:k]
			}
		case 'e':
			if k := strings.LastIndexByte(text, '.'); k >= 0 && !strings.Contains(text[k:], "/") {
				text = text[k:]
			} else {
				text = ""
			}
		case 'p':
			printOnly = true
		case 'q':
			text = "'" + strings.ReplaceAll(text, "'", `'\''`) + "'"
		case 's', '&':
			old, repl := lastOld, lastNew
			if m == 's' {
				if j >= len(line) {
					return "", 0, false, &histEventError{shown(), "no previous substitution"}
				}
				delim := line[j]
				if start == 0 && line[0] == '^' {
					delim = '^'
				}
				j++
				read := func() string {
					var s strings.Builder
					for j < len(line) && line[j] != delim && line[j] != '\n' {
						if line[j] == '\\' && j+1 < len(line) && line[j+1] == delim {
							j++
						}
						s.WriteByte(line[j])
						j++
					}
					if j < len(line) && line[j] == delim {
						j++
					}
					return s.String()
				}
				old = read()
				repl = read()
				if old == "" {
					old = lastOld
				}
				lastOld, lastNew = old, repl
			}
			if old == "" || !strings.Contains(text, old) {
				return "", 0, false, &histEventError{shown(), "substitution failed"}
			}
			repl = strings.ReplaceAll(repl, "&", old)
			if global {
				text = strings.ReplaceAll(text, old, repl)
			} else {
				text = strings.Replace(text, old, repl, 1)
			}
		default:
			return "", 0, false, &histEventError{shown(), "unrecognized history modifier"}
		}
	}
	return text, j, printOnly, nil
}

// histLast is the n-th entry from the end of the list ("\x00": none).
func (r *runner) histLast(n int) string {
	if n < 1 || n > len(r.hist) {
		return "\x00"
	}
	return r.hist[len(r.hist)-n].line
}

// histAt is the entry numbered n ("\x00": none).
func (r *runner) histAt(n int) string {
	i := n - r.histBase - 1
	if i < 0 || i >= len(r.hist) {
		return "\x00"
	}
	return r.hist[i].line
}
