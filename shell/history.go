package shell

import (
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/vfs"
)

// histEntry is one line of the history list; stamped when it was added
// while HISTTIMEFORMAT was set (bash shows ?? for a time it lacks).
type histEntry struct {
	line    string
	stamped bool
}

// maxHistEntries bounds the list whatever HISTSIZE says.
const maxHistEntries = 100000

// histNoSemi are the words after which bash's command-oriented history
// joins the next line of a command with a blank, not "; " (its
// no_semi_successors).
var histNoSemi = map[string]bool{"{": true, "(": true, ")": true, ";": true, "&": true, "|": true, "&&": true, "||": true,
	"do": true, "then": true, "else": true, "if": true, "while": true, "until": true, "in": true, "case": true, ";;": true, "!": true, "elif": true}

// historyText is a command line of several lines as bash's cmdhist saves
// it: one line, each joined to the one before by "; " or a blank.
func historyText(text string) string {
	if first, _, ok := strings.Cut(text, "\n"); ok && strings.Contains(first, "<<") && strings.Count(text, "\n") > 1 {
		// here-document lines are kept as they are, each with its
		// newline (bash's history_delimiting_chars in a here-document)
		return text
	}
	text = strings.TrimSuffix(text, "\n")
	if !strings.Contains(text, "\n") {
		return text
	}
	lines := strings.Split(text, "\n")
	var b strings.Builder
	for i, l := range lines {
		if i > 0 {
			prev := strings.TrimRight(lines[i-1], " \t")
			if strings.TrimSpace(l) == "" {
				continue
			}
			f := strings.Fields(prev)
			switch {
			case prev == "":
			case len(f) > 0 && histNoSemi[f[len(f)-1]], strings.HasSuffix(prev, "|"), strings.HasSuffix(prev, "&"), strings.HasSuffix(prev, ";"):
				b.WriteByte(' ')
			default:
				b.WriteString("; ")
			}
		}
		b.WriteString(l)
	}
	return b.String()
}

// addHistory saves a command line read (bash's maybe_add_history) when
// set -o history is on, under HISTCONTROL and HISTIGNORE.
func (r *runner) addHistory(text string) {
	r.histAdded = false
	if !r.opts.history {
		return
	}
	line := historyText(text)
	if strings.TrimSpace(line) == "" {
		return
	}
	ctl, _ := r.getStr("HISTCONTROL")
	var space, dups, erase bool
	for _, c := range strings.Split(ctl, ":") {
		switch c {
		case "ignorespace":
			space = true
		case "ignoredups":
			dups = true
		case "ignoreboth":
			space, dups = true, true
		case "erasedups":
			erase = true
		}
	}
	if space && (line[0] == ' ' || line[0] == '\t') {
		return
	}
	if dups && len(r.hist) > 0 && r.hist[len(r.hist)-1].line == line {
		return
	}
	if ign, ok := r.getStr("HISTIGNORE"); ok && ign != "" {
		for _, p := range splitIgnore(ign, r.opts.extglob) {
			if p == "" {
				continue
			}
			if strings.Contains(p, "&") && len(r.hist) > 0 {
				p = strings.ReplaceAll(p, "&", r.hist[len(r.hist)-1].line)
			}
			if r.match(p, line, false, r.opts.extglob) {
				return
			}
		}
	}
	if erase {
		kept := make([]histEntry, 0, len(r.hist))
		for _, e := range r.hist {
			if e.line != line {
				kept = append(kept, e)
			}
		}
		r.hist = kept
	}
	r.pushHistory(line)
	r.histAdded = true
}

// pushHistory appends line to the list and trims it to HISTSIZE.
func (r *runner) pushHistory(line string) {
	_, stamped := r.getStr("HISTTIMEFORMAT")
	r.hist = append(r.hist[:len(r.hist):len(r.hist)], histEntry{line: line, stamped: stamped})
	r.trimHistory()
}

// trimHistory drops the oldest entries past HISTSIZE (a number >= 0;
// unset or another value keeps them all).
func (r *runner) trimHistory() {
	max := maxHistEntries
	if v, ok := r.getStr("HISTSIZE"); ok {
		if n, err := strconv.Atoi(v); err == nil && n >= 0 && n < max {
			max = n
		}
	}
	if len(r.hist) > max {
		drop := len(r.hist) - max
		r.hist = append([]histEntry(nil), r.hist[drop:]...)
		r.histBase += drop
		r.histNew -= drop
		if r.histNew < 0 {
			r.histNew = 0
		}
	}
}

// histNumber is the number the next command line will have (\! and
// HISTCMD).
func (r *runner) histNumber() int {
	return r.histBase + len(r.hist) + 1
}

// histStamp is what history shows before an entry under HISTTIMEFORMAT.
func (r *runner) histStamp(e histEntry) string {
	f, ok := r.getStr("HISTTIMEFORMAT")
	if !ok || f == "" {
		return ""
	}
	if !e.stamped {
		return "??"
	}
	return r.promptTime(f)
}

// loadHistory reads the history file into the list, as an interactive
// bash reading its commands does at start.
func (r *runner) loadHistory() {
	for _, v := range [...]string{"HISTSIZE", "HISTFILESIZE"} {
		if _, ok := r.getStr(v); !ok {
			r.setStr(v, "500", false)
		}
	}
	name, ok := r.getStr("HISTFILE")
	if !ok || name == "" {
		return
	}
	data, err := vfs.ReadFile(r.ctx, r.sh.cfg.FS, vfs.Abs(r.dir, name))
	if err != nil {
		return
	}
	r.readHistoryLines(string(data))
	r.histNew = len(r.hist)
}

// readHistoryLines adds the lines of a history file to the list; a line
// of # and digits is the time of the entry after it.
func (r *runner) readHistoryLines(data string) {
	lines := strings.Split(strings.TrimSuffix(data, "\n"), "\n")
	if data == "" {
		return
	}
	stamped := false
	for _, l := range lines {
		if len(l) > 1 && l[0] == '#' && strings.Trim(l[1:], "0123456789") == "" {
			stamped = true
			continue
		}
		r.hist = append(r.hist[:len(r.hist):len(r.hist)], histEntry{line: l, stamped: stamped})
		stamped = false
		if len(r.hist) > maxHistEntries {
			r.hist = append([]histEntry(nil), r.hist[1:]...)
			r.histBase++
		}
	}
	r.trimHistory()
}

// saveHistory writes the list to HISTFILE as an interactive bash does
// when it exits, truncated to HISTFILESIZE lines.
func (r *runner) saveHistory() {
	if !r.opts.history {
		return
	}
	name, ok := r.getStr("HISTFILE")
	if !ok || name == "" {
		return
	}
	entries := r.hist
	if v, ok := r.getStr("HISTFILESIZE"); ok {
		if n, err := strconv.Atoi(v); err == nil && n >= 0 && n < len(entries) {
			entries = entries[len(entries)-n:]
		}
	}
	r.writeHistory(name, entries, false)
}

// writeHistory writes entries to the file name (appending or not).
func (r *runner) writeHistory(name string, entries []histEntry, appending bool) error {
	flag := vfs.O_WRONLY | vfs.O_CREATE | vfs.O_TRUNC
	if appending {
		flag = vfs.O_WRONLY | vfs.O_CREATE | vfs.O_APPEND
	}
	f, err := r.sh.cfg.FS.OpenFile(r.ctx, vfs.Abs(r.dir, name), flag, 0o600)
	if err != nil {
		return err
	}
	defer f.Close()
	_, stamps := r.getStr("HISTTIMEFORMAT")
	var b strings.Builder
	for _, e := range entries {
		if stamps && e.stamped {
			b.WriteString("#" + strconv.FormatInt(r.sh.cfg.Now().Unix(), 10) + "\n")
		}
		b.WriteString(e.line + "\n")
	}
	_, err = f.Write([]byte(b.String()))
	return err
}

// histFromText saves the command line src[start:end] of a text run
// whole (bash -c's string, a script file) to the history list, after the
// comment lines between from and start, each a line of its own.
func (r *runner) histFromText(src string, from, start, end int) {
	if from < 0 || from > start || end > len(src) || start > end {
		return
	}
	for _, l := range strings.Split(src[from:start], "\n") {
		if strings.HasPrefix(strings.TrimLeft(l, " \t"), "#") {
			r.addHistory(l)
		}
	}
	r.addHistory(src[start:end])
}
