package shell

import (
	"slices"
	"strconv"
	"strings"
	"sync"
)

type shoptDef struct {
	name string
	ptr  func(o *options) *bool
	off  bool // stored inverted, so that the zero value is bash's default (on)
}

// on is the option's value in o.
func (so shoptDef) on(o *options) bool {
	return *so.ptr(o) != so.off
}

// set turns the option on or off in o.
func (so shoptDef) set(o *options, on bool) {
	*so.ptr(o) = on != so.off
}

var shoptList = []shoptDef{
	{name: "assoc_expand_once", ptr: func(o *options) *bool { return &o.assocExpandOnce }},
	{name: "checkwinsize", off: true, ptr: func(o *options) *bool { return &o.noCheckWinsize }},
	{name: "cmdhist", off: true, ptr: func(o *options) *bool { return &o.fixedOff.noCmdhist }},
	{name: "complete_fullquote", off: true, ptr: func(o *options) *bool { return &o.fixedOff.noCompleteFullquote }},
	{name: "dotglob", ptr: func(o *options) *bool { return &o.dotglob }},
	{name: "execfail", ptr: func(o *options) *bool { return &o.execfail }},
	{name: "expand_aliases", ptr: func(o *options) *bool { return &o.expandAliases }},
	{name: "extdebug", ptr: func(o *options) *bool { return &o.extdebug }},
	{name: "extglob", ptr: func(o *options) *bool { return &o.extglob }},
	{name: "extquote", off: true, ptr: func(o *options) *bool { return &o.fixedOff.noExtquote }},
	{name: "failglob", ptr: func(o *options) *bool { return &o.failglob }},
	{name: "force_fignore", off: true, ptr: func(o *options) *bool { return &o.fixedOff.noForceFignore }},
	{name: "globasciiranges", ptr: func(o *options) *bool { return &o.globasciiranges }},
	{name: "globskipdots", off: true, ptr: func(o *options) *bool { return &o.noGlobSkipDots }},
	{name: "globstar", ptr: func(o *options) *bool { return &o.globstar }},
	{name: "hostcomplete", off: true, ptr: func(o *options) *bool { return &o.fixedOff.noHostcomplete }},
	{name: "inherit_errexit", ptr: func(o *options) *bool { return &o.inheritErrexit }},
	{name: "interactive_comments", off: true, ptr: func(o *options) *bool { return &o.fixedOff.noInteractiveComments }},
	{name: "lastpipe", ptr: func(o *options) *bool { return &o.lastpipe }},
	{name: "localvar_inherit", ptr: func(o *options) *bool { return &o.localvarInherit }},
	{name: "localvar_unset", ptr: func(o *options) *bool { return &o.localvarUnset }},
	{name: "nocaseglob", ptr: func(o *options) *bool { return &o.nocaseglob }},
	{name: "nocasematch", ptr: func(o *options) *bool { return &o.nocasematch }},
	{name: "nullglob", ptr: func(o *options) *bool { return &o.nullglob }},
	{name: "patsub_replacement", off: true, ptr: func(o *options) *bool { return &o.noPatsubReplacement }},
	{name: "progcomp", off: true, ptr: func(o *options) *bool { return &o.fixedOff.noProgcomp }},
	{name: "promptvars", off: true, ptr: func(o *options) *bool { return &o.noPromptVars }},
	{name: "shift_verbose", ptr: func(o *options) *bool { return &o.shiftVerbose }},
	{name: "sourcepath", off: true, ptr: func(o *options) *bool { return &o.noSourcePath }},
	{name: "xpg_echo", ptr: func(o *options) *bool { return &o.xpgEcho }},
}

var extraShopts = []string{"autocd", "cdable_vars", "cdspell", "checkhash", "checkjobs", "compat31", "compat32", "compat40",
	"compat41", "compat42", "compat43", "compat44", "direxpand", "dirspell", "gnu_errfmt", "histappend",
	"histreedit", "histverify", "huponexit", "lithist", "login_shell", "mailwarn", "no_empty_cmd_completion",
	"noexpand_translation", "progcomp_alias", "restricted_shell", "varredir_close"}

// extra reports whether the shopt option name of extraShopts is on.
func (o *options) extra(name string) bool {
	j := slices.Index(extraShopts, name)
	return j >= 0 && o.extraOn&(1<<j) != 0
}

// shoptOrder is the order bash 5.2 lists its shopt options in (its
// table's, not sorted).
var shoptOrder = []string{
	"autocd", "assoc_expand_once", "cdable_vars", "cdspell", "checkhash", "checkjobs", "checkwinsize",
	"cmdhist", "compat31", "compat32", "compat40", "compat41", "compat42", "compat43", "compat44",
	"complete_fullquote", "direxpand", "dirspell", "dotglob", "execfail", "expand_aliases", "extdebug",
	"extglob", "extquote", "failglob", "force_fignore", "globasciiranges", "globskipdots", "globstar",
	"gnu_errfmt", "histappend", "histreedit", "histverify", "hostcomplete", "huponexit", "inherit_errexit",
	"interactive_comments", "lastpipe", "lithist", "localvar_inherit", "localvar_unset", "login_shell",
	"mailwarn", "no_empty_cmd_completion", "nocaseglob", "nocasematch", "noexpand_translation", "nullglob",
	"patsub_replacement", "progcomp", "progcomp_alias", "promptvars", "restricted_shell", "shift_verbose",
	"sourcepath", "varredir_close", "xpg_echo",
}

func optByName(o *options, name string) *bool {
	switch name {
	case "errexit":
		return &o.errexit
	case "nounset":
		return &o.nounset
	case "xtrace":
		return &o.xtrace
	case "pipefail":
		return &o.pipefail
	case "noclobber":
		return &o.noclobber
	case "noglob":
		return &o.noglob
	case "allexport":
		return &o.allexport
	case "verbose":
		return &o.verbose
	case "noexec":
		return &o.noexec
	case "posix":
		return &o.posix
	case "monitor":
		return &o.monitor
	case "errtrace":
		return &o.errtrace
	case "functrace":
		return &o.functrace
	case "emacs":
		return &o.emacs
	case "vi":
		return &o.vi
	case "history":
		return &o.history
	case "histexpand":
		return &o.histexpand
	case "keyword":
		return &o.keyword
	case "physical":
		return &o.physical
	case "braceexpand":
		return &o.braceexpand
	case "onecmd":
		return &o.onecmd
	case "notify":
		return &o.notify
	case "privileged":
		return &o.privileged
	}
	return nil
}

var setOptNames = []string{"allexport", "braceexpand", "emacs", "errexit", "errtrace", "functrace", "hashall", "histexpand", "history",
	"ignoreeof", "interactive-comments", "keyword", "monitor", "noclobber", "noexec", "noglob", "nolog", "notify", "nounset", "onecmd",
	"physical", "pipefail", "posix", "privileged", "verbose", "vi", "xtrace"}

var setLetters = sync.OnceValue(func() map[byte]string {
	return map[byte]string{'e': "errexit", 'u': "nounset", 'x': "xtrace", 'C': "noclobber", 'f': "noglob", 'a': "allexport",
		'v': "verbose", 'n': "noexec", 'h': "hashall", 'B': "braceexpand", 'm': "monitor", 'b': "notify", 'H': "histexpand",
		'P': "physical", 'T': "functrace", 'E': "errtrace", 'k': "keyword", 't': "onecmd", 'p': "privileged"}
})

func (r *runner) setOpt(name string, on bool) bool {
	if name == "posix" {
		r.setPosix(on)
		return true
	}
	if name == "hashall" {
		r.opts.noHash = !on
		return true
	}
	if name == "ignoreeof" {
		// bash keeps ignoreeof as the variable IGNOREEOF (10 when set
		// -o sets it), which it unsets for set +o.
		if on {
			r.setStr("IGNOREEOF", "10", false)
		} else {
			r.unsetVar("IGNOREEOF")
		}
		return true
	}
	if p := optByName(&r.opts, name); p != nil {
		*p = on
		// One editing mode at most: turning one on turns the other off.
		if on && name == "vi" {
			r.opts.emacs = false
		} else if on && name == "emacs" {
			r.opts.vi = false
		}
		return true
	}
	for _, n := range setOptNames {
		if n == name {
			return true
		}
	}
	return false
}

func builtinSet(r *runner, args []string) int {
	args = args[1:]
	if len(args) == 0 {
		r.printAllVars("set", declFlags{set: map[byte]bool{}})
		if r.opts.posix {
			return 0 // POSIX mode lists no functions
		}
		for _, n := range sortedKeys(r.funcs) {
			r.outf("%s\n", r.funcText(n, r.funcs[n]))
		}
		return 0
	}
	for len(args) > 0 {
		a := args[0]
		if a == "--" {
			r.params = append([]string(nil), args[1:]...)
			r.setParamsTop = r.funcDepth == 0
			return 0
		}
		if a == "-" {
			r.opts.xtrace, r.opts.verbose = false, false
			args = args[1:]
			if len(args) > 0 {
				r.params = append([]string(nil), args...)
				r.setParamsTop = r.funcDepth == 0
			}
			return 0
		}
		if a == "+" {
			// a lone + is an ignored flag
			args = args[1:]
			continue
		}
		if len(a) < 2 || (a[0] != '-' && a[0] != '+') {
			break
		}
		on := a[0] == '-'
		if a[1] == 'o' && len(a) == 2 {
			if len(args) < 2 {
				r.printSetO(on)
				return 0
			}
			if !r.setOpt(args[1], on) {
				r.errLine("set: %s: invalid option name", args[1])
				return 2
			}
			args = args[2:]
			continue
		}
		for i := 1; i < len(a); i++ {
			c := a[i]
			if c == 'o' {
				if len(args) < 2 {
					r.printSetO(on)
					return 0
				}
				if !r.setOpt(args[1], on) {
					r.errLine("set: %s: invalid option name", args[1])
					return 2
				}
				args = args[1:]
				continue
			}
			if c == 'r' && (on || !r.opts.restricted) {
				// -r restricts the shell for good; +r does nothing
				// until then.
				if on {
					r.setRestricted()
				}
				continue
			}
			name, ok := setLetters()[c]
			if !ok {
				if c == 'r' {
					// set +r in a restricted shell: refused, status 1.
					r.errLine("set: %c%c: invalid option", a[0], c)
					r.errf("set: usage: set [-abefhkmnptuvxBCEHPT] [-o option-name] [--] [-] [arg ...]\n")
					return 1
				}
				r.errLine("set: %c%c: invalid option", a[0], c)
				r.errf("set: usage: set [-abefhkmnptuvxBCEHPT] [-o option-name] [--] [-] [arg ...]\n")
				return 2
			}
			r.setOpt(name, on)
		}
		args = args[1:]
	}
	if len(args) > 0 {
		r.params = append([]string(nil), args...)
		r.setParamsTop = r.funcDepth == 0
	}
	return 0
}

// ignoreEOF is set -o ignoreeof: on while IGNOREEOF is set (bash's
// sv_ignoreeof).
func (r *runner) ignoreEOF() bool {
	_, set := r.getStr("IGNOREEOF")
	return set
}

func (r *runner) printSetO(minus bool) {
	for _, n := range setOptNames {
		on := false
		if p := optByName(&r.opts, n); p != nil {
			on = *p
		} else if n == "hashall" {
			on = !r.opts.noHash
		} else if n == "braceexpand" || n == "interactive-comments" {
			on = true
		} else if n == "ignoreeof" {
			on = r.ignoreEOF()
		}
		if minus {
			st := "off"
			if on {
				st = "on"
			}
			r.outf("%-15s\t%s\n", n, st)
		} else {
			c := "+o"
			if on {
				c = "-o"
			}
			r.outf("set %s %s\n", c, n)
		}
	}
}

// shoptState is shopt's option name: where it is kept (nil for those
// without a flag of their own), whether it is on, whether it exists.
func (r *runner) shoptState(name string) (*bool, bool, bool) {
	for _, so := range shoptList {
		if so.name == name {
			return so.ptr(&r.opts), so.on(&r.opts), true
		}
	}
	if lvl := compatShopt(name); lvl > 0 {
		return nil, r.opts.compatLevel == lvl, true
	}
	if j := slices.Index(extraShopts, name); j >= 0 {
		if name == "restricted_shell" {
			return nil, r.opts.restrictedShell, true
		}
		if name == "login_shell" {
			return nil, r.loginShell, true
		}
		return nil, r.opts.extraOn&(1<<j) != 0, true
	}
	return nil, false, false
}

func builtinShopt(r *runner, args []string) int {
	r.syncGlobIgnore()
	args = args[1:]
	mode := byte(0)
	quiet, print, oMode, both := false, false, false, false
	for len(args) > 0 && strings.HasPrefix(args[0], "-") && len(args[0]) > 1 {
		if args[0] == "--" {
			args = args[1:]
			break
		}
		for _, c := range args[0][1:] {
			switch c {
			case 's', 'u':
				if mode != 0 && mode != byte(c) {
					both = true
				}
				mode = byte(c)
			case 'q':
				quiet = true
			case 'p':
				print = true
			case 'o':
				oMode = true
			default:
				r.errLine("shopt: -%c: invalid option", c)
				r.errf("shopt: usage: shopt [-pqsu] [-o] [optname ...]\n")
				return 2
			}
		}
		args = args[1:]
	}
	if both {
		r.errLine("shopt: cannot set and unset shell options simultaneously")
		return 1
	}
	get := func(name string) (*bool, bool, bool) {
		if oMode {
			p := optByName(&r.opts, name)
			if p == nil {
				for _, n := range setOptNames {
					if n == name {
						v := n == "braceexpand" || n == "hashall" && !r.opts.noHash || n == "interactive-comments" || n == "ignoreeof" && r.ignoreEOF()
						return nil, v, true
					}
				}
				return nil, false, false
			}
			return p, *p, true
		}
		return r.shoptState(name)
	}
	show := func(name string, on bool) {
		if quiet {
			return
		}
		if print {
			flag := "-u"
			if on {
				flag = "-s"
			}
			if oMode {
				flag = map[bool]string{true: "-o", false: "+o"}[on]
				r.outf("set %s %s\n", flag, name)
				return
			}
			r.outf("shopt %s %s\n", flag, name)
			return
		}
		st := "off"
		if on {
			st = "on"
		}
		r.outf("%-15s\t%s\n", name, st)
	}
	if len(args) == 0 {
		var names []string
		if oMode {
			names = setOptNames
		} else {
			names = shoptOrder
		}
		for _, n := range names {
			_, on, _ := get(n)
			if mode == 's' && !on || mode == 'u' && on {
				continue
			}
			show(n, on)
		}
		return 0
	}
	status := 0
	for _, n := range args {
		p, on, ok := get(n)
		if !ok {
			if oMode {
				// set -o's names: bash's set_minus_o_option says so,
				// and shopt -s/-u -o still succeed.
				r.errLine("shopt: %s: invalid option name", n)
				if mode != 's' && mode != 'u' {
					status = 1
				}
				continue
			}
			r.errLine("shopt: %s: invalid shell option name", n)
			status = 1
			continue
		}
		switch mode {
		case 's', 'u':
			r.bashOptsFrozen = "" // BASHOPTS follows shopt again
			if lvl := compatShopt(n); lvl > 0 {
				// compatNN sets the level and BASH_COMPAT; unset, both
				// are the default again (52).
				if mode == 's' {
					r.setStr("BASH_COMPAT", strconv.Itoa(lvl), false)
				} else if r.opts.compatLevel == lvl {
					r.setStr("BASH_COMPAT", "52", false)
				}
			} else if i := slices.IndexFunc(shoptList, func(so shoptDef) bool { return so.name == n }); i >= 0 {
				shoptList[i].set(&r.opts, mode == 's')
			} else if p != nil {
				*p = mode == 's'
			} else if oMode && n == "hashall" {
				r.setOpt(n, mode == 's')
			} else if j := slices.Index(extraShopts, n); j >= 0 && n != "login_shell" && n != "restricted_shell" {
				// kept to be listed, with no effect here
				r.opts.extraOn &^= 1 << j
				if mode == 's' {
					r.opts.extraOn |= 1 << j
				}
			}
			if n == "extdebug" {
				// bash's shopt_set_debug_mode: extdebug sets (and
				// unsets) functrace and errtrace with it.
				r.opts.functrace, r.opts.errtrace = mode == 's', mode == 's'
			}
			if n == "extdebug" && mode == 's' && !r.argvInit {
				// bash's shopt_set_debug_mode: BASH_ARGV and BASH_ARGC
				// take the positional parameters of now (init_bash_argv).
				r.argvInit, r.argvArgs = true, slices.Clone(r.params)
			}
		default:
			show(n, on)
			if !on {
				status = 1
			}
		}
	}
	return status
}

// setPosix turns POSIX mode on or off with what bash's posix_initialize
// and set -o posix change besides: on, expand_aliases, inherit_errexit and
// shift_verbose are set and POSIXLY_CORRECT is y; off, expand_aliases and
// shift_verbose are off again (inherit_errexit stays) and POSIXLY_CORRECT
// is unset.
func (r *runner) setPosix(on bool) {
	r.setPosixMode(on)
	r.inPosixVar = true
	defer func() { r.inPosixVar = false }()
	if !on {
		r.unsetVar("POSIXLY_CORRECT")
	} else if v, ok := r.getStr("POSIXLY_CORRECT"); !ok || v != "y" {
		r.setStr("POSIXLY_CORRECT", "y", false)
	}
}

// setPosixMode turns the mode and its options on or off.
func (r *runner) setPosixMode(on bool) {
	o := &r.opts
	o.posix = on
	if on {
		o.expandAliases, o.inheritErrexit, o.shiftVerbose = true, true, true
		return
	}
	o.expandAliases, o.shiftVerbose = false, false
}

// posixVarChanged is bash's sv_strict_posix: setting POSIXLY_CORRECT
// turns POSIX mode on, unsetting it turns it off; the variable keeps the
// value given.
func (r *runner) posixVarChanged(set bool) {
	if r.inPosixVar || r.opts.posix == set {
		return
	}
	r.setPosixMode(set)
}

// compatShopt is the level of a compatNN shopt option (31 to 44), or 0.
func compatShopt(name string) int {
	switch name {
	case "compat31", "compat32", "compat40", "compat41", "compat42", "compat43", "compat44":
		n, _ := strconv.Atoi(name[len("compat"):])
		return n
	}
	return 0
}

// compatVarChanged is bash's sv_shcompat: BASH_COMPAT is a level written
// 4.2 or 42, from 3.1 to 5.2; empty or unset is the default (5.2), and
// another value is reported and taken as the default. The level is kept
// (shopt compatNN shows it); the shell's behaviour stays bash 5.2's.
func (r *runner) compatVarChanged(val string, set bool) {
	lvl, ok := compatLevelOf(val, set)
	r.opts.compatLevel = lvl
	if !ok {
		r.errLine("BASH_COMPAT: %s: compatibility value out of range", val)
	}
}

// compatLevelOf is the level BASH_COMPAT's value names (0 for the default)
// and whether the value is a valid one.
func compatLevelOf(val string, set bool) (level int, ok bool) {
	if !set || val == "" {
		return 0, true
	}
	lvl := -1
	digit := func(c byte) bool { return c >= '0' && c <= '9' }
	switch {
	case len(val) == 3 && digit(val[0]) && val[1] == '.' && digit(val[2]):
		lvl = int(val[0]-'0')*10 + int(val[2]-'0')
	case len(val) == 2 && digit(val[0]) && digit(val[1]):
		lvl = int(val[0]-'0')*10 + int(val[1]-'0')
	}
	if lvl < 31 || lvl > 52 {
		return 0, false
	}
	if lvl == 52 {
		return 0, true
	}
	return lvl, true
}
