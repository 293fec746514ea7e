package shell

import (
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
		return 0
	case del:
		r.errLine("history: %s: history position out of range", offset)
		return 1
	case len(flags) > 1:
		r.errLine("history: cannot use more than one of -anrw")
		return 1
	case store:
		return 0
	case print:
		status := 0
		for _, a := range args {
			if historyExpands(a) {
				r.errLine("history: %s: history expansion failed", a)
				status = 1
				continue
			}
			if r.writeOut("history", a+"\n") != 0 {
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
	if len(args) == 1 {
		if _, err := strconv.Atoi(args[0]); err != nil {
			r.errLine("history: %s: numeric argument required", args[0])
			return 1
		}
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
	p := vfs.Abs(r.dir, name)
	fsys := r.sh.cfg.FS
	switch flag {
	case "r", "n":
		f, err := fsys.OpenFile(r.ctx, p, vfs.O_RDONLY, 0)
		if err != nil {
			return 1
		}
		f.Close()
	case "w":
		f, err := fsys.OpenFile(r.ctx, p, vfs.O_WRONLY|vfs.O_CREATE|vfs.O_TRUNC, 0o600)
		if err != nil {
			r.errLine("history: %s: cannot create: %s", name, vfs.Strerror(err))
			return 1
		}
		f.Close()
	}
	return 0
}

const fcUsage = "fc: usage: fc [-e ename] [-lnr] [first] [last] or fc -s [pat=rep] [command]\n"

func builtinFc(r *runner, args []string) int {
	args = args[1:]
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
			case 'l', 'n', 'r':
			case 's':
				r.errLine("fc: no command found")
				return 1
			case 'e':
				if i+1 == len(a) {
					if len(args) == 0 {
						r.errLine("fc: -e: option requires an argument")
						r.errf(fcUsage)
						return 2
					}
					args = args[1:]
				}
				i = len(a)
			default:
				r.errLine("fc: -%c: invalid option", c)
				r.errf(fcUsage)
				return 2
			}
		}
	}
	return 0
}
