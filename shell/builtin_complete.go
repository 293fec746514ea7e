package shell

import (
	"io"
	"slices"
	"strings"

	"github.com/computerwelt/computerwelt/vfs"
)

// complete and compopt keep the programmable completion specifications
// as bash's complete.def does (bash manual 8.7). A non-interactive shell
// never completes, but scripts (and bash-completion files) define, list
// and remove specifications, so these are bash's to the byte: the table
// is bash's prog_completes hash table (512 buckets, a new name at the
// head of its bucket), complete -p walks it, and names given together
// share one specification, as compopt on one of them shows.

const completeUsage = "complete: usage: complete [-abcdefgjksuv] [-pr] [-DEI] [-o option] [-A action] [-G globpat] [-W wordlist] [-F function] [-C command] [-X filterpat] [-P prefix] [-S suffix] [name ...]\n"

const compoptUsage = "compopt: usage: compopt [-o|+o option] [-DEI] [name ...]\n"

// The names bash keeps the -D, -E and -I specifications under.
const (
	compDefault = "_DefaultCmD_"
	compEmpty   = "_EmptycmD_"
	compInitial = "_InitialWorD_"
)

// compSpec is a completion specification (bash's COMPSPEC).
type compSpec struct {
	actions                                          map[string]bool // -A names (the letters' too)
	opts                                             map[string]bool // -o names
	glob, words, prefix, suffix, filter, command, fn *string
}

// compTable is bash's prog_completes: the specifications by name, listed
// in its hash table's order.
type compTable struct {
	order *assocOrder
	specs map[string]*compSpec
}

// compBuckets is bash's COMPLETE_HASH_BUCKETS.
const compBuckets = 512

func (t *compTable) insert(name string, cs *compSpec) {
	if _, ok := t.specs[name]; !ok {
		t.order.insert(name)
	}
	t.specs[name] = cs
}

func (t *compTable) remove(name string) bool {
	if _, ok := t.specs[name]; !ok {
		return false
	}
	t.order.remove(name)
	delete(t.specs, name)
	return true
}

// clone copies the table for a subshell, names that shared one
// specification still sharing their copy.
func (t *compTable) clone() *compTable {
	if t == nil {
		return nil
	}
	c := &compTable{order: t.order.clone(), specs: make(map[string]*compSpec, len(t.specs))}
	copies := map[*compSpec]*compSpec{}
	for name, cs := range t.specs {
		cp, ok := copies[cs]
		if !ok {
			v := *cs
			v.opts = make(map[string]bool, len(cs.opts))
			for k, on := range cs.opts {
				v.opts[k] = on
			}
			cp = &v
			copies[cs] = cp
		}
		c.specs[name] = cp
	}
	return c
}

// compFlags are complete's own options, which compgen does not take.
type compFlags struct{ p, r, D, E, I bool }

// compBuildActions is bash's build_actions: it reads the options of
// complete (flags set) or compgen (flags nil) up to the first error, which
// it reports. It returns the specification, the arguments after the
// options, whether any option was given, and 0 or the error's status.
func (r *runner) compBuildActions(name string, args []string, flags *compFlags, usage string) (*compSpec, []string, bool, int) {
	cs := &compSpec{actions: map[string]bool{}, opts: map[string]bool{}}
	given := false
	for len(args) > 0 && len(args[0]) > 1 && args[0][0] == '-' {
		a := args[0]
		args = args[1:]
		if a == "--" {
			break
		}
		for i := 1; i < len(a); i++ {
			c := a[i]
			given = true
			if strings.IndexByte("oAGWPSXFC", c) >= 0 {
				val := a[i+1:]
				if val == "" {
					if len(args) == 0 {
						r.errLine("%s: -%c: option requires an argument", name, c)
						r.errf("%s", usage)
						return nil, nil, given, 2
					}
					val, args = args[0], args[1:]
				}
				i = len(a)
				switch c {
				case 'o':
					if !slices.Contains(compgenOptions, val) {
						r.errLine("%s: %s: invalid option name", name, val)
						return nil, nil, given, 2
					}
					cs.opts[val] = true
				case 'A':
					if !slices.Contains(compgenActions, val) {
						r.errLine("%s: %s: invalid action name", name, val)
						return nil, nil, given, 2
					}
					cs.actions[val] = true
				case 'F':
					// bash's check_identifier: any name but one with a
					// character that ends a word; in POSIX mode a name.
					if r.opts.posix && !validName(val) {
						r.errLine("`%s': not a valid identifier", val)
					}
					if r.opts.posix && !validName(val) || strings.ContainsAny(val, "()<>;&| \t\n") {
						r.errLine("%s: `%s': not a valid identifier", name, val)
						return nil, nil, given, 2
					}
					cs.fn = &val
				case 'G':
					cs.glob = &val
				case 'W':
					cs.words = &val
				case 'P':
					cs.prefix = &val
				case 'S':
					cs.suffix = &val
				case 'X':
					cs.filter = &val
				case 'C':
					cs.command = &val
				}
				continue
			}
			if act, ok := compgenLetters()[c]; ok {
				cs.actions[act] = true
				continue
			}
			if flags != nil && strings.IndexByte("prDEI", c) >= 0 {
				switch c {
				case 'p':
					flags.p = true
				case 'r':
					flags.r = true
				case 'D':
					flags.D = true
				case 'E':
					flags.E = true
				case 'I':
					flags.I = true
				}
				continue
			}
			r.errLine("%s: -%c: invalid option", name, c)
			r.errf("%s", usage)
			return nil, nil, given, 2
		}
	}
	return cs, args, given, 0
}

// compSpecialName is the name -D, -E or -I stands for (the first of
// them given, in that order), or "".
func compSpecialName(D, E, I bool) string {
	switch {
	case D:
		return compDefault
	case E:
		return compEmpty
	case I:
		return compInitial
	}
	return ""
}

// builtinComplete is bash's complete_builtin: with no options, or -p,
// it lists specifications; -r removes them; otherwise it makes one
// specification for all the names (or -D, -E, -I).
func builtinComplete(r *runner, args []string) int {
	if len(args) == 1 {
		return r.compPrintAll()
	}
	var fl compFlags
	cs, rest, given, st := r.compBuildActions("complete", args[1:], &fl, completeUsage)
	if st != 0 {
		return st
	}
	var names []string
	if n := compSpecialName(fl.D, fl.E, fl.I); n != "" {
		names = []string{n}
	}
	switch {
	case fl.p || len(rest) == 0 && !given:
		if names == nil {
			if len(rest) == 0 {
				return r.compPrintAll()
			}
			names = rest
		}
		// bash writes each line as it goes (its stdout is line
		// buffered) and reports a failed write once, at the end.
		status := 0
		var werr error
		for _, n := range names {
			spec := r.compSearch(n)
			if spec == nil {
				r.errLine("complete: %s: no completion specification", n)
				status = 1
				continue
			}
			if werr == nil {
				_, werr = io.WriteString(r.stdout(), compSpecText(n, spec))
			}
		}
		if werr != nil {
			if werr != errOutputLimit && werr != errBrokenPipe && !r.rs.stopped() {
				r.errLine("complete: write error: %s", vfs.Strerror(werr))
			}
			return 1
		}
		return status
	case fl.r:
		if names == nil {
			if len(rest) == 0 {
				// bash's hash_flush: the table keeps the size it grew to.
				if r.comps != nil {
					r.comps = &compTable{order: newAssocOrder(len(r.comps.order.heads)), specs: map[string]*compSpec{}}
				}
				return 0
			}
			names = rest
		}
		if r.comps == nil {
			return 0 // bash's progcomp_remove finds no table to remove from
		}
		status := 0
		for _, n := range names {
			if !r.comps.remove(n) {
				r.errLine("complete: %s: no completion specification", n)
				status = 1
			}
		}
		return status
	}
	if names == nil {
		if len(rest) == 0 {
			r.errf("%s", completeUsage)
			return 2
		}
		names = rest
	}
	if r.comps == nil {
		r.comps = &compTable{order: newAssocOrder(compBuckets), specs: map[string]*compSpec{}}
	}
	for _, n := range names {
		r.comps.insert(n, cs)
	}
	return 0
}

func (r *runner) compSearch(name string) *compSpec {
	if r.comps == nil {
		return nil
	}
	return r.comps.specs[name]
}

// compPrintAll lists every specification in bash's order. As bash's, it
// does not check its writes.
func (r *runner) compPrintAll() int {
	if r.comps == nil {
		return 0
	}
	for _, n := range r.comps.order.keys() {
		if _, err := io.WriteString(r.stdout(), compSpecText(n, r.comps.specs[n])); err != nil || r.ctx.Err() != nil {
			break
		}
	}
	return 0
}

// compSpecText is bash's print_one_completion: the -o options, the
// actions (letters first), the quoted arguments, -F, then the name.
func compSpecText(name string, cs *compSpec) string {
	var b strings.Builder
	b.WriteString("complete ")
	for _, o := range compgenOptions {
		if cs.opts[o] {
			b.WriteString("-o " + o + " ")
		}
	}
	for _, c := range []byte("abcdefgjksuv") {
		if cs.actions[compgenLetters()[c]] {
			b.WriteString("-" + string(c) + " ")
		}
	}
	for _, a := range compgenActions {
		if cs.actions[a] && !slices.Contains([]string{"alias", "builtin", "command", "directory", "export", "file",
			"group", "job", "keyword", "service", "user", "variable"}, a) {
			b.WriteString("-A " + a + " ")
		}
	}
	for _, arg := range []struct {
		opt string
		val *string
	}{{"-G", cs.glob}, {"-W", cs.words}, {"-P", cs.prefix}, {"-S", cs.suffix}, {"-X", cs.filter}, {"-C", cs.command}} {
		if arg.val != nil {
			b.WriteString(arg.opt + " " + singleQuote(*arg.val) + " ")
		}
	}
	if cs.fn != nil {
		b.WriteString("-F " + compQuoteName(*cs.fn, false) + " ")
	}
	b.WriteString(compName(name) + "\n")
	return b.String()
}

// compName is how complete -p and compopt show a name: -D, -E, -I for
// theirs, else quoted where the shell would read it otherwise.
func compName(name string) string {
	switch name {
	case compDefault:
		return "-D"
	case compEmpty:
		return "-E"
	case compInitial:
		return "-I"
	}
	return compQuoteName(name, true)
}

// compQuoteName single-quotes s when it holds a shell metacharacter (bash's
// sh_contains_shell_metas), or is empty and empty is set.
func compQuoteName(s string, empty bool) string {
	if s == "" && empty {
		return "''"
	}
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case strings.IndexByte(" \t\n'\"\\|&;()<>!{}*[?]^$`", c) >= 0,
			c == '~' && (i == 0 || s[i-1] == '=' || s[i-1] == ':'),
			c == '#' && i == 0:
			return singleQuote(s)
		}
	}
	return s
}

// builtinCompopt is bash's compopt: outside a completion function (which
// a shell that never completes does not run) it changes or shows the
// options of the named specifications.
func builtinCompopt(r *runner, args []string) int {
	on, off := map[string]bool{}, map[string]bool{}
	var D, E, I bool
	args = args[1:]
	for len(args) > 0 && len(args[0]) > 1 && (args[0][0] == '-' || args[0][0] == '+') {
		a := args[0]
		args = args[1:]
		if a == "--" {
			break
		}
		sign := a[0]
		for i := 1; i < len(a); i++ {
			switch c := a[i]; c {
			case 'o':
				val := a[i+1:]
				if val == "" {
					if len(args) == 0 {
						r.errLine("compopt: %co: option requires an argument", sign)
						r.errf("%s", compoptUsage)
						return 2
					}
					val, args = args[0], args[1:]
				}
				i = len(a)
				if !slices.Contains(compgenOptions, val) {
					r.errLine("compopt: %s: invalid option name", val)
					return 2
				}
				if sign == '-' {
					on[val] = true
				} else {
					off[val] = true
				}
			case 'D':
				D = true
			case 'E':
				E = true
			case 'I':
				I = true
			default:
				r.errLine("compopt: %c%c: invalid option", sign, c)
				r.errf("%s", compoptUsage)
				return 2
			}
		}
	}
	names := args
	if n := compSpecialName(D, E, I); n != "" {
		names = []string{n}
	}
	if len(names) == 0 {
		r.errLine("compopt: not currently executing completion function")
		return 1
	}
	// What it shows is not checked for write errors, as bash's.
	status := 0
	for _, n := range names {
		cs := r.compSearch(n)
		if cs == nil {
			r.errLine("compopt: %s: no completion specification", n)
			status = 1
			continue
		}
		if len(on) == 0 && len(off) == 0 {
			var b strings.Builder
			b.WriteString("compopt ")
			for _, o := range compgenOptions {
				if cs.opts[o] {
					b.WriteString("-o " + o + " ")
				} else {
					b.WriteString("+o " + o + " ")
				}
			}
			b.WriteString(compName(n) + "\n")
			io.WriteString(r.stdout(), b.String())
			continue
		}
		for o := range on {
			cs.opts[o] = true
		}
		for o := range off {
			delete(cs.opts, o)
		}
	}
	return status
}
