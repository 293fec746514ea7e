package shell

import (
	"fmt"
	"strconv"
	"strings"
)

// builtinUmask implements umask [-p] [-S] [mode]: mode is octal or
// symbolic (u=rwx,g-w,...), which edits the permissions the mask allows.
func builtinUmask(r *runner, args []string) int {
	args = args[1:]
	sym, print := false, false
	for len(args) > 0 && len(args[0]) > 1 && args[0][0] == '-' {
		if args[0] == "--" {
			args = args[1:]
			break
		}
		for _, c := range args[0][1:] {
			switch c {
			case 'S':
				sym = true
			case 'p':
				print = true
			default:
				r.errLine("umask: -%c: invalid option", c)
				r.errf("umask: usage: umask [-p] [-S] [mode]\n")
				return 2
			}
		}
		args = args[1:]
	}
	if len(args) == 0 {
		out := fmt.Sprintf("%04o", r.umask)
		if sym {
			out = symbolicUmask(r.umask)
		}
		if print {
			if sym {
				out = "umask -S " + out
			} else {
				out = "umask " + out
			}
		}
		return r.writeOut("umask", out+"\n")
	}
	mode := args[0]
	var mask uint32
	if mode != "" && mode[0] >= '0' && mode[0] <= '9' {
		n, err := strconv.ParseUint(mode, 8, 32)
		if err != nil || n > 0o7777 {
			r.errLine("umask: %s: octal number out of range", mode)
			return 1
		}
		mask = uint32(n)
	} else {
		allowed, err := applySymbolicMode(^r.umask&0o777, mode)
		if err != nil {
			r.errLine("umask: %v", err)
			return 1
		}
		mask = ^allowed & 0o777
	}
	r.umask = mask & 0o777
	if sym {
		return r.writeOut("umask", symbolicUmask(r.umask)+"\n")
	}
	return 0
}

// symbolicUmask shows the permissions a mask allows, as umask -S does.
func symbolicUmask(umask uint32) string {
	perm := func(shift uint) string {
		m := (^umask >> shift) & 7
		s := ""
		for i, c := range "rwx" {
			if m&(4>>i) != 0 {
				s += string(c)
			}
		}
		return s
	}
	return "u=" + perm(6) + ",g=" + perm(3) + ",o=" + perm(0)
}

// applySymbolicMode edits the allowed permission bits with clauses
// [ugoa]*[+-=][rwx]* separated by commas, as bash's umask reads them (no
// X, s, t or copies from another class). No class means all of them.
func applySymbolicMode(allowed uint32, mode string) (uint32, error) {
	at := func(i int) byte {
		if i < len(mode) {
			return mode[i]
		}
		return 0 // bash shows the end of the mode as a NUL byte
	}
	i := 0
	for {
		var who uint32
	classes:
		for ; i < len(mode); i++ {
			switch mode[i] {
			case 'u':
				who |= 0o700
			case 'g':
				who |= 0o070
			case 'o':
				who |= 0o007
			case 'a':
				who |= 0o777
			default:
				break classes
			}
		}
		op := at(i)
		if !strings.ContainsRune("+-=", rune(op)) {
			return 0, fmt.Errorf("`%c': invalid symbolic mode operator", op)
		}
		i++
		var perm uint32
	perms:
		for ; i < len(mode); i++ {
			switch mode[i] {
			case 'r':
				perm |= 0o444
			case 'w':
				perm |= 0o222
			case 'x':
				perm |= 0o111
			default:
				break perms
			}
		}
		if i < len(mode) && mode[i] != ',' {
			return 0, fmt.Errorf("`%c': invalid symbolic mode character", mode[i])
		}
		if who == 0 {
			who = 0o777
		}
		switch op {
		case '+':
			allowed |= perm & who
		case '-':
			allowed &^= perm & who
		case '=':
			allowed = allowed&^who | perm&who
		}
		if i >= len(mode) {
			return allowed, nil
		}
		i++ // the comma
	}
}
