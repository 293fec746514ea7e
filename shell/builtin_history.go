package shell

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/vfs"
)

// The sandbox's shell is bash running a script: history is off and its
// list is empty, so history and fc answer as bash -c does — nothing to
// list, nothing to re-run — rather than "command not found".

const historyUsage = "history: usage: history [-c] [-d offset] [n] or history -anrw [filename] or history -ps arg [arg...]\n"

func builtinHistory(r *runner, args []string) int {
	args = args[1:]
	var flags string // the -anrw given
	var clear, print, store, del bool
	offset := ""
	args, bad, missing := builtinOpts(args, "d", func(c byte, val string) {
		switch c {
		case 'a', 'n', 'r', 'w':
			if strings.IndexByte(flags, c) < 0 {
				flags += string(c)
			}
		case 'c':
			clear = true
		case 'p':
			print = true
		case 's':
			store = true
		case 'd':
			offset, del = val, true
		}
	}, "anrwcps")
	switch {
	case missing:
		r.errLine("history: -%c: option requires an argument", bad)
		r.errf(historyUsage)
		return 2
	case bad != 0:
		r.errLine("history: -%c: invalid option", bad)
		r.errf(historyUsage)
		return 2
	}
	switch {
	case clear:
		r.hist, r.histBase, r.histNew = nil, 0, 0
		r.histAdded = false
		return 0
	case del:
		return r.historyDelete(offset)
	case len(flags) > 1:
		r.errLine("history: cannot use more than one of -anrw")
		return 1
	case store:
		if len(args) == 0 {
			return 0
		}
		if r.opts.history && r.histAdded && len(r.hist) > 0 {
			// the history -s line itself goes
			r.hist = r.hist[:len(r.hist)-1]
		}
		r.histAdded = false
		r.pushHistory(strings.Join(args, " "))
		return 0
	case print:
		if r.opts.history && r.histAdded && len(r.hist) > 0 {
			// bash's expand_and_print_history: the history -p line
			// itself goes first
			r.hist = r.hist[:len(r.hist)-1]
			r.histAdded = false
		}
		status := 0
		for _, a := range args {
			out, _, err := r.histExpand(a)
			if err != nil && err != errHistPrint {
				r.errLine("history: %s: history expansion failed", a)
				status = 1
				continue
			}
			if r.writeOut("history", out+"\n") != 0 {
				return 1
			}
		}
		return status
	case flags != "":
		return r.historyFile(flags, args)
	}
	if len(args) > 1 {
		r.errLine("history: too many arguments")
		r.discardTop() // bash discards the rest of the command line
		return 1
	}
	from := 0
	if len(args) == 1 {
		n, err := strconv.Atoi(args[0])
		if err != nil {
			r.errLine("history: %s: numeric argument required", args[0])
			return 1
		}
		if n >= 0 && n < len(r.hist) {
			from = len(r.hist) - n
		}
	}
	var b strings.Builder
	for i := from; i < len(r.hist); i++ {
		e := r.hist[i]
		b.WriteString(fmt.Sprintf("%5d  %s%s\n", r.histBase+i+1, r.histStamp(e), e.line))
	}
	return r.writeOut("history", b.String())
}

// historyDelete is history -d OFFSET or START-END: positions counted
// from the list's first (negative ones from its end).
func (r *runner) historyDelete(offset string) int {
	pos := func(s string) (int, bool) {
		n, err := strconv.Atoi(s)
		if err != nil {
			return 0, false
		}
		if n < 0 {
			n = len(r.hist) + n // -1 is the last
		} else {
			n = n - r.histBase - 1
		}
		return n, n >= 0 && n < len(r.hist)
	}
	lo, ok := pos(offset)
	hi := lo
	if !ok {
		if a, b, cut := strings.Cut(offset[1:], "-"); cut {
			a = offset[:1] + a
			l, ok1 := pos(a)
			h, ok2 := pos(b)
			if ok1 && ok2 && l <= h {
				lo, hi, ok = l, h, true
			}
		}
	}
	if !ok {
		r.errLine("history: %s: history position out of range", offset)
		return 1
	}
	kept := append([]histEntry(nil), r.hist[:lo]...)
	r.hist = append(kept, r.hist[hi+1:]...)
	if r.histNew > lo {
		r.histNew = max(lo, r.histNew-(hi-lo+1))
	}
	return 0
}

// historyExpands reports whether bash's history expansion would act on s
// (and fail, the history being empty): a ! not followed by a blank, = or (.
func historyExpands(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == '!' && i+1 < len(s) && !strings.ContainsRune(" \t\n=(", rune(s[i+1])) {
			return true
		}
	}
	return false
}

// historyFile is history -a, -n, -r or -w: the named file or $HISTFILE
// (unset in a script). Reading needs the file; writing the empty list
// truncates it, as bash does.
func (r *runner) historyFile(flag string, args []string) int {
	name, ok := "", false
	if len(args) > 0 {
		name, ok = args[0], true
	} else {
		name, ok = r.getStr("HISTFILE")
	}
	if !ok || name == "" {
		return 0
	}
	switch flag {
	case "r", "n":
		data, err := vfs.ReadFile(r.ctx, r.sh.cfg.FS, vfs.Abs(r.dir, name))
		if err != nil {
			return 1
		}
		r.readHistoryLines(string(data))
		if flag == "r" {
			r.histNew = len(r.hist)
		}
	case "w", "a":
		entries := r.hist
		if flag == "a" {
			entries = r.hist[min(r.histNew, len(r.hist)):]
		}
		if err := r.writeHistory(name, entries, flag == "a"); err != nil {
			r.errLine("history: %s: cannot create: %s", name, vfs.Strerror(err))
			return 1
		}
		r.histNew = len(r.hist)
	}
	return 0
}

const fcUsage = "fc: usage: fc [-e ename] [-lnr] [first] [last] or fc -s [pat=rep] [command]\n"

func builtinFc(r *runner, args []string) int {
	args = args[1:]
	var list, numbers, reverse, again bool
	editor := ""
	for len(args) > 0 && len(args[0]) > 1 && args[0][0] == '-' {
		a := args[0]
		if _, err := strconv.Atoi(a); err == nil {
			break // fc -1: a history position
		}
		args = args[1:]
		if a == "--" {
			break
		}
		for i := 1; i < len(a); i++ {
			switch c := a[i]; c {
			case 'l':
				list = true
			case 'n':
				numbers = true
			case 'r':
				reverse = true
			case 's':
				again = true
			case 'e':
				if i+1 == len(a) {
					if len(args) == 0 {
						r.errLine("fc: -e: option requires an argument")
						r.errf(fcUsage)
						return 2
					}
					editor = args[0]
					args = args[1:]
				} else {
					editor = a[i+1:]
				}
				i = len(a)
			default:
				r.errLine("fc: -%c: invalid option", c)
				r.errf(fcUsage)
				return 2
			}
		}
	}
	// The fc line itself, saved as it was read, is no command of it.
	lst := r.hist
	if r.histAdded && len(lst) > 1 {
		// (alone in the list, bash lists it all the same)
		lst = lst[:len(lst)-1]
	}
	// find is the index in lst of a history specification.
	find := func(spec string) (int, bool) {
		if n, err := strconv.Atoi(spec); err == nil {
			if n < 0 {
				return len(lst) + n, true
			}
			return n - r.histBase - 1, true
		}
		for i := len(lst) - 1; i >= 0; i-- {
			if strings.HasPrefix(lst[i].line, spec) {
				return i, true
			}
		}
		return 0, false
	}
	if again || editor == "-" {
		var subs [][2]string
		for len(args) > 0 && strings.Contains(args[0], "=") {
			old, repl, _ := strings.Cut(args[0], "=")
			subs = append(subs, [2]string{old, repl})
			args = args[1:]
		}
		i := len(lst) - 1
		if len(args) > 0 {
			var ok bool
			if i, ok = find(args[0]); !ok {
				r.errLine("fc: no command found")
				return 1
			}
		}
		if len(lst) == 0 {
			r.errLine("fc: no command found")
			return 1
		}
		if i < 0 || i >= len(lst) {
			r.errLine("fc: history specification out of range")
			return 1
		}
		cmd := lst[i].line
		for _, sb := range subs {
			if sb[0] != "" {
				cmd = strings.ReplaceAll(cmd, sb[0], sb[1])
			}
		}
		r.errf("%s\n", cmd)
		if r.histAdded && len(r.hist) > 0 {
			// the command run takes the fc line's place
			r.hist = append(r.hist[:len(r.hist)-1:len(r.hist)-1], histEntry{line: cmd, stamped: r.hist[len(r.hist)-1].stamped})
		}
		return r.evalString(cmd, "fc")
	}
	if !list {
		// No editor runs here: nothing to edit, nothing run.
		return 0
	}
	if len(lst) == 0 {
		return 0
	}
	first, last := max(len(lst)-16, 0), len(lst)-1
	if len(args) > 0 {
		i, ok := find(args[0])
		if !ok {
			r.errLine("fc: no command found")
			return 1
		}
		first = i
	}
	if len(args) > 1 {
		i, ok := find(args[1])
		if !ok {
			r.errLine("fc: history specification out of range")
			return 1
		}
		last = i
	}
	clamp := func(i int) int { return min(max(i, 0), len(lst)-1) }
	first, last = clamp(first), clamp(last)
	if first > last {
		first, last = last, first
		reverse = !reverse
	}
	var b strings.Builder
	for k := first; k <= last; k++ {
		i := k
		if reverse {
			i = last - (k - first)
		}
		if numbers {
			b.WriteString("\t " + lst[i].line + "\n")
		} else {
			fmt.Fprintf(&b, "%d\t %s\n", r.histBase+i+1, lst[i].line)
		}
	}
	return r.writeOut("fc", b.String())
}
