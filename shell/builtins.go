package shell

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/syntax"

	"github.com/computerwelt/computerwelt/internal/printf"
	"github.com/computerwelt/computerwelt/vfs"
)

type builtinFunc func(r *runner, args []string) int

var builtins map[string]builtinFunc

// coreBuiltins stay available even when withheld: the shell cannot run
// scripts without them.
var coreBuiltins = map[string]bool{":": true, "true": true, "false": true, "exit": true, "return": true,
	"break": true, "continue": true}

// specialBuiltins are POSIX special builtins (type says "special shell builtin" in posix mode only).
// bash marks source and times special too (enable -s lists them).
var specialBuiltins = map[string]bool{":": true, ".": true, "break": true, "continue": true, "eval": true, "exec": true,
	"exit": true, "export": true, "readonly": true, "return": true, "set": true, "shift": true, "trap": true, "unset": true,
	"source": true, "times": true}

func init() {
	builtins = map[string]builtinFunc{
		":":         func(r *runner, a []string) int { return 0 },
		"true":      func(r *runner, a []string) int { return 0 },
		"false":     func(r *runner, a []string) int { return 1 },
		"echo":      builtinEcho,
		"printf":    builtinPrintf,
		"cd":        builtinCd,
		"pwd":       builtinPwd,
		"export":    builtinDecl,
		"declare":   builtinDecl,
		"typeset":   builtinDecl,
		"local":     builtinDecl,
		"readonly":  builtinDecl,
		"unset":     builtinUnset,
		"set":       builtinSet,
		"shift":     builtinShift,
		"return":    builtinReturn,
		"exit":      builtinExit,
		"break":     builtinBreak,
		"continue":  builtinBreak,
		"eval":      builtinEval,
		"source":    builtinSource,
		".":         builtinSource,
		"exec":      builtinExec,
		"test":      builtinTest,
		"[":         builtinTest,
		"read":      builtinRead,
		"type":      builtinType,
		"command":   builtinCommand,
		"builtin":   builtinBuiltin,
		"hash":      builtinHash,
		"getopts":   builtinGetopts,
		"let":       builtinLet,
		"shopt":     builtinShopt,
		"trap":      builtinTrap,
		"wait":      builtinWait,
		"alias":     builtinAlias,
		"unalias":   builtinUnalias,
		"pushd":     builtinPushd,
		"popd":      builtinPopd,
		"dirs":      builtinDirs,
		"mapfile":   builtinMapfile,
		"readarray": builtinMapfile,
		"umask":     builtinUmask,
		"ulimit":    builtinUlimit,
		"help":      builtinHelp,
		"jobs":      builtinJobs,
		"ps":        builtinPs,
		"kill":      builtinKill,
		"caller":    builtinCaller,
		"enable":    builtinEnable,
		"times":     builtinTimes,
		"disown":    builtinDisown,
		"suspend":   builtinSuspend,
		"logout":    builtinLogout,
		"fg":        builtinFgBg,
		"bg":        builtinFgBg,
		"compgen":   builtinCompgen,
		"complete":  builtinComplete,
		"compopt":   builtinCompopt,
		"bind":      builtinBind,
		"history":   builtinHistory,
		"fc":        builtinFc,
	}
}

func (r *runner) outf(format string, a ...any) {
	fmt.Fprintf(r.stdout(), format, a...)
}

// writeOut writes builtin output. A failed write is reported after the
// builtin (checkBuiltinOutput); its status is 1 where bash's check is the
// builtin's status, so that a loop of writes stops.
func (r *runner) writeOut(name, s string) int {
	if _, err := io.WriteString(r.stdout(), s); err != nil && r.chk.policy == wcFail {
		return 1
	}
	return 0
}

func builtinEcho(r *runner, args []string) int {
	args = args[1:]
	newline, escapes := true, r.opts.xpgEcho
	// POSIX mode with xpg_echo: every argument is text, none an option.
	for len(args) > 0 && !(r.opts.posix && r.opts.xpgEcho) {
		a := args[0]
		if len(a) < 2 || a[0] != '-' || strings.Trim(a[1:], "neE") != "" {
			break
		}
		for _, c := range a[1:] {
			switch c {
			case 'n':
				newline = false
			case 'e':
				escapes = true
			case 'E':
				escapes = false
			}
		}
		args = args[1:]
	}
	var b strings.Builder
	for i, a := range args {
		if i > 0 {
			b.WriteByte(' ')
		}
		if escapes {
			s, stop := echoEscapes(a, r.byteLocale())
			b.WriteString(s)
			if stop {
				return r.writeOut("echo", b.String())
			}
		} else {
			b.WriteString(a)
		}
	}
	if newline {
		b.WriteByte('\n')
	}
	return r.writeOut("echo", b.String())
}

// echoEscapes decodes echo -e escapes; stop is true after \c.
func echoEscapes(s string, cloc bool) (string, bool) {
	if !strings.Contains(s, "\\") {
		return s, false
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 >= len(s) {
			b.WriteByte(c)
			continue
		}
		i++
		switch e := s[i]; e {
		case 'c':
			return b.String(), true
		case '0':
			j := i + 1
			for j < len(s) && j < i+4 && s[j] >= '0' && s[j] <= '7' {
				j++
			}
			n, _ := strconv.ParseUint("0"+s[i+1:j], 8, 16)
			b.WriteByte(byte(n))
			i = j - 1
		case '1', '2', '3', '4', '5', '6', '7', '\'', '"', '?':
			// echo's escapes are no $'...': \' \" \? stay (bash's
			// ansicstr with flag 1).
			b.WriteByte('\\')
			b.WriteByte(e)
		default:
			one, used := decodeOneEscape(s[i-1:], cloc)
			b.WriteString(one)
			i += used - 2
		}
	}
	return b.String(), false
}

// decodeOneEscape decodes the escape at the start of s (which begins with
// a backslash) and returns it with the number of bytes consumed.
func decodeOneEscape(s string, cloc bool) (string, int) {
	e := s[1]
	switch e {
	case 'x':
		j := 2
		for j < len(s) && j < 4 && isHexDigit(s[j]) {
			j++
		}
		if j == 2 {
			return "\\x", 2
		}
		n, _ := strconv.ParseUint(s[2:j], 16, 8)
		return string([]byte{byte(n)}), j
	case 'u', 'U':
		max := 6
		if e == 'U' {
			max = 10
		}
		j := 2
		for j < len(s) && j < max && isHexDigit(s[j]) {
			j++
		}
		if j == 2 {
			return s[:2], 2
		}
		n, _ := strconv.ParseUint(s[2:j], 16, 32)
		return printf.Unicode(n, cloc), j
	}
	return ansiC(s[:2], cloc), 2
}

func builtinPrintf(r *runner, args []string) int {
	args = args[1:]
	varName, hasV := "", false
	for len(args) > 0 {
		if args[0] == "--" {
			args = args[1:]
			break
		}
		if args[0] == "-v" && len(args) > 1 || strings.HasPrefix(args[0], "-v") && len(args[0]) > 2 {
			if args[0] == "-v" {
				varName, args = args[1], args[2:]
			} else {
				varName, args = args[0][2:], args[1:]
			}
			hasV = true
			// bash checks the name as it takes the option, before any
			// formatting
			if i := strings.IndexByte(varName, '['); !validName(varName) && (i <= 0 || !validName(varName[:i]) || !strings.HasSuffix(varName, "]") || len(varName) < i+3 || !subscriptEndsName(varName)) {
				r.errLine("printf: `%s': not a valid identifier", varName)
				return 2
			}
			continue
		}
		if args[0] == "-v" {
			r.errLine("printf: -v: option requires an argument")
			r.errf("printf: usage: printf [-v var] format [arguments]\n")
			return 2
		}
		if len(args[0]) > 1 && args[0][0] == '-' {
			r.errLine("printf: %s: invalid option", args[0][:2])
			r.errf("printf: usage: printf [-v var] format [arguments]\n")
			return 2
		}
		break
	}
	if len(args) == 0 {
		r.errf("printf: usage: printf [-v var] format [arguments]\n")
		return 2
	}
	// %()T reads TZ from the environment, as bash's strftime does: a TZ
	// that is not exported is not there.
	tz := ""
	if v := r.getVar("TZ"); v != nil && v.exported {
		tz, _ = r.getStr("TZ")
	}
	out, diags, failed := printf.FormatDiags(args[0], args[1:], printf.Options{Now: r.sh.cfg.Now, Start: r.secondsBase, TZ: tz, MaxBytes: r.rs.limits.MaxStringBytes, ByteLocale: r.byteLocale(),
		AssignN: r.printfAssignN})
	status := b2i(failed)
	if hasV {
		for _, d := range diags {
			r.errLine("%s", d.Msg)
		}
		// bash's variables are C strings: the value ends at a NUL.
		if i := strings.IndexByte(out, 0); i >= 0 {
			out = out[:i]
		}
		name, idx, ok := r.parseRefOnce(varName)
		if !ok || !validName(name) || strings.HasSuffix(varName, "[]") {
			// an empty subscript names no element either
			r.errLine("printf: `%s': not a valid identifier", varName)
			return 2
		}
		var err error
		if idx != nil {
			if v := r.getVar(name); (v == nil || v.kind != kAssoc) && allSubscript(idx) {
				// bash's assign_array_element: @ and * are keys of an
				// associative array only (printf -v 'a[@]')
				r.errLine("%s: bad array subscript", varName)
				return 1
			}
			k, e := r.assocOrIndex(name, idx)
			if e != nil {
				return 1
			}
			err = r.setElem(name, k, out, false)
		} else {
			err = r.setStr(name, out, false)
		}
		if err != nil {
			if _, ok := err.(*arithError); ok {
				// An integer variable's value that fails to evaluate
				// discards the command line, as an assignment's does.
				r.errLine("printf: %s", err)
				r.aborting = true
				return 1
			}
			r.varErrLine("printf", err)
			return 1
		}
		return status
	}
	// bash's stdout is line-buffered: a message goes out after the
	// output's lines so far, before the part of a line that follows them.
	w, done := 0, 0
	for _, d := range diags {
		if nl := strings.LastIndexByte(out[:d.At], '\n') + 1; nl > done {
			if e := r.writeOut("printf", out[done:nl]); e != 0 {
				w = e
			}
			done = nl
		}
		r.errLine("%s", d.Msg)
	}
	if e := r.writeOut("printf", out[done:]); e != 0 {
		w = e
	}
	if w != 0 {
		return w
	}
	return status
}

// printfAssignN is printf's %n: name, a plain identifier (else the
// command fails), is set to n; a failed assignment (readonly) is reported
// and printf goes on.
func (r *runner) printfAssignN(name string, n int) (string, bool) {
	if !validName(name) {
		return fmt.Sprintf("printf: `%s': not a valid identifier", name), true
	}
	if err := r.setStr(name, strconv.Itoa(n), false); err != nil {
		var ve *varError
		if errors.As(err, &ve) && ve.readonly {
			return err.Error(), false
		}
		return "printf: " + err.Error(), false
	}
	return "", false
}

func builtinCd(r *runner, args []string) int {
	if r.opts.restricted {
		return r.restrictedErr("cd")
	}
	args = args[1:]
	physical := r.opts.physical
	for len(args) > 0 && strings.HasPrefix(args[0], "-") && len(args[0]) > 1 {
		if args[0] == "--" {
			args = args[1:]
			break
		}
		// -@ is for systems with extended attributes, not Linux's bash.
		for _, c := range []byte(args[0][1:]) {
			switch c {
			case 'L':
				physical = false
			case 'P':
				physical = true
			case 'e':
			default:
				r.errLine("cd: -%c: invalid option", c)
				r.errf("cd: usage: cd [-L|[-P [-e]] [-@]] [dir]\n")
				return 2
			}
		}
		args = args[1:]
	}
	if len(args) > 1 {
		r.errLine("cd: too many arguments")
		return 1
	}
	var dir string
	print := false
	if len(args) == 0 {
		home, ok := r.getStr("HOME")
		if !ok {
			r.errLine("cd: HOME not set")
			return 1
		}
		dir = home
	} else {
		dir = args[0]
		if dir == "-" {
			old, ok := r.getStr("OLDPWD")
			if !ok || old == "" {
				r.errLine("cd: OLDPWD not set")
				return 1
			}
			dir = old
			print = true
		}
	}
	if dir == "" {
		return 0
	}
	target, rawTarget := "", dir
	if !strings.HasPrefix(dir, "/") {
		rawTarget = joinRaw(r.dir, dir)
	}
	if !strings.HasPrefix(dir, "/") && !strings.HasPrefix(dir, "./") && !strings.HasPrefix(dir, "../") && dir != "." && dir != ".." {
		if cand, raw, ok := r.cdpathLookup(dir); ok {
			target, rawTarget, print = cand, raw, true
		}
	}
	if target == "" {
		target = vfs.Abs(r.dir, dir)
		// cd x/.. fails when x does not exist, as the kernel would.
		raw := dir
		if !strings.HasPrefix(raw, "/") {
			raw = r.dir + "/" + raw
		}
		for i := strings.Index(raw, "/.."); i >= 0; {
			prefix := raw[:i]
			if prefix != "" {
				if fi, err := r.sh.cfg.FS.Stat(r.ctx, vfs.Abs("/", prefix)); err != nil || !fi.IsDir() {
					r.errLine("cd: %s: No such file or directory", r.printableName(dir))
					return 1
				}
			}
			j := strings.Index(raw[i+3:], "/..")
			if j < 0 {
				break
			}
			i = i + 3 + j
		}
	}
	fi, err := r.sh.cfg.FS.Stat(r.ctx, target)
	if (err != nil || !fi.IsDir()) && r.opts.extra("cdable_vars") && !r.inCdable {
		// shopt cdable_vars: a name that is no directory may be a
		// variable whose value is one; cd goes there and prints it.
		if v, ok := r.getStr(dir); ok && v != "" {
			// It fails with the error of the value, named as given.
			vi, verr := r.sh.cfg.FS.Stat(r.ctx, vfs.Abs(r.dir, v))
			fi, err = vi, verr
			if verr == nil && vi.IsDir() {
				flag := "-L"
				if physical {
					flag = "-P"
				}
				r.inCdable = true
				st := builtinCd(r, []string{"cd", flag, "--", v})
				r.inCdable = false
				if st == 0 {
					r.outf("%s\n", v)
				}
				return st
			}
		}
	}
	if err != nil {
		r.errLine("cd: %s: %s", r.printableName(dir), vfs.Strerror(err))
		return 1
	}
	if !fi.IsDir() {
		r.errLine("cd: %s: Not a directory", r.printableName(dir))
		return 1
	}
	if physical {
		// bash's sh_physpath: the links of the path as given are
		// resolved before its .. (cd -P .. from a link's target
		// goes to the target's parent).
		target = r.physical(rawTarget)
	} else if doubleSlash(dir, r.dir) {
		// POSIX leaves a leading // to the system; bash keeps it.
		target = "/" + target
	}
	r.chdir(target)
	if print {
		r.outf("%s\n", target)
	}
	return 0
}

// cdpathLookup finds dir (a relative name) in a directory of CDPATH, as
// cd and pushd do: the path, and the path as joined, before cleaning.
func (r *runner) cdpathLookup(dir string) (target, raw string, ok bool) {
	cdpath, set := r.getStr("CDPATH")
	if !set || cdpath == "" {
		return "", "", false
	}
	for _, p := range strings.Split(cdpath, ":") {
		if p == "" {
			continue
		}
		cand := vfs.Abs(r.dir, p+"/"+dir)
		if fi, err := r.sh.cfg.FS.Stat(r.ctx, cand); err == nil && fi.IsDir() {
			raw = p + "/" + dir
			if !strings.HasPrefix(p, "/") {
				raw = joinRaw(r.dir, raw)
			}
			return cand, raw, true
		}
	}
	return "", "", false
}

// doubleSlash reports whether the directory cd goes to, dir from cwd,
// starts with exactly two slashes, which bash's canonical path keeps.
func doubleSlash(dir, cwd string) bool {
	if !strings.HasPrefix(dir, "/") {
		dir = joinRaw(cwd, dir)
	}
	return strings.HasPrefix(dir, "//") && !strings.HasPrefix(dir, "///")
}

// isDoubleSlash is bash's DOUBLE_SLASH: p starts with exactly two
// slashes.
func isDoubleSlash(p string) bool {
	return strings.HasPrefix(p, "//") && !strings.HasPrefix(p, "///")
}

// joinRaw is dir under cwd as bash's make_absolute joins them: one slash
// between, nothing cleaned.
func joinRaw(cwd, dir string) string {
	if strings.HasSuffix(cwd, "/") {
		return cwd + dir
	}
	return cwd + "/" + dir
}

// getcwdLost is bash's message when getcwd fails in a removed directory.
const getcwdLost = "error retrieving current directory: getcwd: cannot access parent directories: No such file or directory"

func (r *runner) chdir(target string) {
	if r.cwdLost {
		// bash looks for the directory it forgot, for OLDPWD.
		r.cwdLost = false
		if _, err := r.sh.cfg.FS.Stat(r.ctx, r.dir); errors.Is(err, vfs.ErrNotExist) {
			r.errf("chdir: %s\n", getcwdLost)
		}
	}
	// bash's bindpwd: OLDPWD is what $PWD says, not the directory the
	// shell was in (PWD=/x cd / gives /x; with PWD unset, OLDPWD is
	// left declared with no value).
	old, ok := r.getStr("PWD")
	r.dir = target
	if ok {
		r.setStr("OLDPWD", old, false)
	} else if _, v, err := r.varForWrite("OLDPWD"); err == nil && v != nil {
		v.set, v.str = false, ""
	}
	if v := r.lookup("OLDPWD"); v != nil {
		v.exported = true
	}
	r.setStr("PWD", target, false)
}

// physical resolves the symlinks in an absolute path (cd -P, pwd -P).
func (r *runner) physical(p string) (cur string) {
	// bash's sh_physpath leaves a leading // (exactly two) alone, as
	// POSIX allows: .. stops below it; an absolute link's target
	// decides anew.
	double := isDoubleSlash(p)
	defer func() {
		if double {
			cur = "/" + cur
		}
	}()
	parts := strings.Split(strings.TrimPrefix(p, "/"), "/")
	cur = "/"
	for hops := 0; len(parts) > 0 && hops < 40; {
		name := parts[0]
		parts = parts[1:]
		if name == "" || name == "." {
			continue
		}
		if name == ".." {
			cur = vfs.Abs(cur, "..")
			continue
		}
		next := vfs.Abs(cur, name)
		fi, err := r.sh.cfg.FS.Lstat(r.ctx, next)
		if err != nil || fi.Mode()&fs.ModeSymlink == 0 {
			cur = next
			continue
		}
		target, err := r.sh.cfg.FS.Readlink(r.ctx, next)
		if err != nil {
			cur = next
			continue
		}
		hops++
		if strings.HasPrefix(target, "/") {
			cur = "/"
			double = isDoubleSlash(target)
		}
		parts = append(strings.Split(strings.TrimPrefix(target, "/"), "/"), parts...)
	}
	return cur
}

func builtinPwd(r *runner, args []string) int {
	physical := r.opts.physical
	for _, a := range args[1:] {
		if strings.HasPrefix(a, "-") && a != "-L" && a != "-P" && a != "--" {
			r.errLine("pwd: %s: invalid option", a)
			r.errf("pwd: usage: pwd [-LP]\n")
			return 2
		}
		if a == "-P" {
			physical = true
		} else if a == "-L" {
			physical = false
		}
	}
	d := r.dir
	if physical || r.cwdLost {
		if _, err := r.sh.cfg.FS.Stat(r.ctx, d); errors.Is(err, vfs.ErrNotExist) {
			// A directory removed under the shell: bash's getcwd fails
			// (its message names no line), and bash forgets the
			// directory it knew, so pwd fails from then on too.
			r.errf("pwd: %s\n", getcwdLost)
			r.cwdLost = true
			return 1
		}
	}
	if physical {
		d = r.physical(d)
	}
	return r.writeOut("pwd", d+"\n")
}

// builtinDecl runs declare & co. reached through `builtin`, `command` or
// an expansion: the arguments are already expanded.
func builtinDecl(r *runner, args []string) int {
	dc := &syntax.DeclClause{Variant: &syntax.Lit{Value: args[0]}}
	for _, a := range args[1:] {
		dc.Args = append(dc.Args, &syntax.Assign{Naked: true, Value: &syntax.Word{Parts: []syntax.WordPart{&syntax.SglQuoted{Value: a}}}})
	}
	// The command was traced as called; export and readonly trace
	// their assignments again as they run, as bash's builtins do.
	saved := r.declCalled
	r.declCalled = true
	r.rs.commands.Add(-1)
	r.declClause(dc)
	r.declCalled = saved
	return r.exit
}

func builtinUnset(r *runner, args []string) int {
	var fflag, vflag, nflag bool
	args = args[1:]
	for len(args) > 0 && strings.HasPrefix(args[0], "-") {
		if args[0] == "--" {
			args = args[1:]
			break
		}
		for _, c := range args[0][1:] {
			switch c {
			case 'f':
				fflag = true
			case 'v':
				vflag = true
			case 'n':
				nflag = true
			default:
				r.errLine("unset: -%c: invalid option", c)
				r.errf("unset: usage: unset [-f] [-v] [-n] [name ...]\n")
				return 2
			}
		}
		args = args[1:]
	}
	// As bash's unset_builtin: -f with -v is an error, -f wins over -n,
	// and -n over -v (whatever their order).
	if fflag && vflag {
		r.errLine("unset: cannot simultaneously unset a function and a variable")
		return 1
	}
	mode := ""
	switch {
	case fflag:
		mode = "f"
	case nflag:
		mode = "n"
	case vflag:
		mode = "v"
	}
	refs := r.unsetRefs
	r.unsetRefs = nil
	status := 0
	for _, name := range args {
		if mode == "f" {
			if fd := r.funcs[name]; fd != nil && fd.readonly {
				r.errLine("unset: %s: cannot unset: readonly function", name)
				status = 1
				continue
			}
			delete(r.funcs, name)
			continue
		}
		if refs[name] {
			// written as a reference and expanded once (unsetFields):
			// an associative array's key is all between the first [
			// and the last ] (unset A[$k] with k=']' or '\').
			if i := strings.IndexByte(name, '['); i > 0 && validName(name[:i]) && strings.HasSuffix(name, "]") {
				if v := r.getVar(name[:i]); v != nil && v.kind == kAssoc && !v.readonly {
					v.unsetKey(name[i+1 : len(name)-1])
					continue
				}
			}
		}
		base, idx, ok := r.parseRefOnce(name)
		if (!ok || !validName(base)) && mode != "v" {
			// As bash's: a word that names no variable may name a
			// function (those take any name); unset or not, quietly.
			if fd := r.funcs[name]; fd == nil || !fd.readonly {
				delete(r.funcs, name)
			}
			continue
		}
		if !ok || !validName(base) {
			r.errLine("unset: `%s': not a valid identifier", name)
			status = 1
			continue
		}
		if idx != nil {
			v := r.getVar(base)
			if v == nil {
				continue
			}
			if v.readonly {
				r.errLine("unset: %s: cannot unset: readonly variable", base)
				status = 1
				continue
			}
			sub := subscriptText(idx)
			if sub == "@" || sub == "*" {
				// bash 5.2's unbind_array_element: an indexed array
				// loses its elements and stays declared, an
				// associative one the key @ or *, a scalar none.
				switch v.kind {
				case kIndexed:
					v.idx = nil
					continue
				case kString:
					r.errLine("unset: %s: not an array variable", base)
					status = 1
					continue
				}
				v.unsetKey(sub)
				continue
			}
			if v.kind == kAssoc {
				k, err := r.assocKey(idx)
				if err != nil {
					return 1
				}
				v.unsetKey(k)
			} else if v.kind == kIndexed {
				i, err := r.arithIndex(idx)
				if err != nil {
					// bash's array_expand_index: no "unset:", the
					// line of the top level discarded
					return 1
				}
				if i < 0 {
					i += int64(v.maxIndex()) + 1
					if i < 0 {
						r.errLine("unset: [%s]: bad array subscript", shownSubscript(idx))
						status = 1
						continue
					}
				}
				v.unsetIndex(int(i))
			} else {
				// a scalar: its subscript is evaluated; 0 unsets the
				// variable, another is bash's -2 from unbind_array_element
				i, err := r.arithIndex(idx)
				if err != nil {
					return 1
				}
				if i == 0 {
					r.unsetVar(base)
				} else {
					r.errLine("unset: %s: not an array variable", base)
					status = 1
				}
			}
			continue
		}
		if mode == "n" {
			if v := r.lookup(base); v != nil && !v.nameref && !v.readonly {
				continue // unset -n unsets namerefs only
			}
			if err := r.unsetVar(base); err != nil {
				r.errLine("unset: %s", err)
				status = 1
			}
			continue
		}
		target, v, circular := r.resolveRef(base)
		if circular {
			// bash looks the name up twice, warning each time.
			r.errLine("warning: %s: circular name reference", base)
			r.errLine("warning: %s: circular name reference", base)
		}
		if v == nil && !circular && target != base && strings.IndexByte(target, '[') > 0 {
			// A reference to an element unsets the element (bash),
			// its subscript read as unset reads one. The target is
			// no reference, so this goes one level deep.
			if st := builtinUnset(r, []string{"unset", "-v", "--", target}); st != 0 {
				status = st
			}
			continue
		}
		if v == nil && mode == "" {
			if _, ok := r.funcs[base]; ok && r.lookup(base) == nil {
				delete(r.funcs, base)
				continue
			}
		}
		if err := r.unsetVar(target); err != nil {
			r.errLine("unset: %s", err)
			status = 1
		}
	}
	return status
}

func builtinShift(r *runner, args []string) int {
	n := 1
	// bash's messages name the first argument, a "--" too
	first := ""
	if len(args) > 1 {
		first = args[1]
	}
	if len(args) > 1 && args[1] == "--" {
		args = args[1:] // bash's no_options: -- ends the options
	}
	if len(args) > 1 {
		// bash's legal_number: blanks around the count are allowed; it
		// is checked before any extra argument
		k, ok := legalNumber(args[1])
		if !ok || k != int64(int(k)) {
			r.errLine("shift: %s: numeric argument required", args[1])
			return 1
		}
		n = int(k)
	}
	if len(args) > 2 {
		r.errLine("shift: too many arguments")
		r.discardTop()
		return 1
	}
	if n < 0 {
		r.errLine("shift: %s: shift count out of range", first)
		return 1
	}
	if n > len(r.params) {
		if r.opts.shiftVerbose && first != "" {
			r.errLine("shift: %s: shift count out of range", first)
		} else if r.opts.shiftVerbose {
			// bash's shift_args names no count it was not given
			r.errLine("shift: shift count out of range")
		}
		return 1
	}
	r.params = r.params[n:]
	return 0
}

func builtinReturn(r *runner, args []string) int {
	// With no number, return in a trap's text (not DEBUG's) returns $?
	// from before the trap ran (bash's trap_saved_exit_value).
	dflt := r.exit
	if r.runningTrap != "" && r.runningTrap != "DEBUG" {
		dflt = r.trapSaved
	}
	status, ok := r.exitStat("return", args[1:], dflt)
	if !ok {
		return 1
	}
	if r.funcDepth == 0 && r.sourceDepth == 0 {
		r.errLine("return: can only `return' from a function or sourced script")
		if r.opts.posix && !r.notSpecial {
			r.exiting = true // a special builtin's usage error (EX_USAGE)
		}
		return 2
	}
	r.returning = true
	r.beforeReturn = r.exit
	return status
}

func builtinExit(r *runner, args []string) int {
	// With no number, exit in the EXIT trap's text (a function or a
	// subshell it runs included) leaves with $? from before the trap.
	dflt := r.exit
	if r.runningTrap == "EXIT" {
		dflt = r.trapSaved
	}
	status, ok := r.exitStat("exit", args[1:], dflt)
	if !ok {
		return 1
	}
	r.exiting = true
	r.exitCalled = true
	if r.interactive && !r.forked {
		r.sayExit()
	}
	return status
}

// exitStat is bash's get_exitstat for exit and return: a first "--" is
// skipped; no argument gives dflt; one that is no number (legal_number)
// is status 2 after a message; a second one is a usage error that
// discards the command line (ok false: the builtin returns 1 and does
// not leave).
func (r *runner) exitStat(name string, args []string, dflt int) (status int, ok bool) {
	if len(args) > 0 && args[0] == "--" {
		args = args[1:]
	}
	if len(args) == 0 {
		return dflt, true
	}
	n, isNum := legalNumber(args[0])
	if !isNum {
		r.errLine("%s: %s: numeric argument required", name, args[0])
		return 2, true
	}
	if len(args) > 1 {
		r.errLine("%s: too many arguments", name)
		r.discardTop()
		return 1, false
	}
	return int(uint8(n)), true
}

// errCallbackEnd ends mapfile when its callback returned, exited or
// had its line discarded.
var errCallbackEnd = errors.New("callback ended mapfile")

// discardTop is bash's top_level_cleanup and jump_to_top_level(DISCARD)
// of a builtin's usage error (no_args: too many arguments): the command
// line of the top level is discarded, out of eval's, source's and a
// callback's text too (an expansion error there discards only the
// text's own line).
func (r *runner) discardTop() {
	r.aborting, r.abortTop = true, true
}

// legalNumber is bash's legal_number: a decimal number with an optional
// sign, white space (isspace) before it and blanks after it, in range.
func legalNumber(s string) (int64, bool) {
	i, j := 0, len(s)
	for i < j && strings.IndexByte(" \t\n\v\f\r", s[i]) >= 0 {
		i++
	}
	for j > i && (s[j-1] == ' ' || s[j-1] == '\t') {
		j--
	}
	n, err := strconv.ParseInt(s[i:j], 10, 64)
	return n, err == nil
}

// builtinBreak is break and continue, as bash's: outside a loop (a
// function or a subshell starts outside one) they say so and succeed; a
// count that is no number ends the shell, a second argument discards the
// command line, and a count below 1 leaves every loop with status 1.
func builtinBreak(r *runner, args []string) int {
	if r.inLoop == 0 {
		if !r.opts.posix { // bash's BREAK_COMPLAINS: not in POSIX mode
			r.errLine("%s: only meaningful in a `for', `while', or `until' loop", args[0])
		}
		return 0
	}
	rest := args[1:]
	if len(rest) > 0 && rest[0] == "--" {
		rest = rest[1:]
	}
	n := 1
	if len(rest) > 0 {
		k, isNum := legalNumber(rest[0])
		if !isNum {
			// bash's throw_to_top_level: the shell ends with the
			// last status or 128.
			r.errLine("%s: %s: numeric argument required", args[0], rest[0])
			r.exiting = true
			return r.exit | 128
		}
		if len(rest) > 1 {
			r.errLine("%s: too many arguments", args[0])
			r.discardTop()
			return 1
		}
		if k < 1 {
			r.errLine("%s: %s: loop count out of range", args[0], rest[0])
			r.breakN = r.inLoop
			return 1
		}
		n = int(min(k, int64(r.inLoop)))
	}
	if args[0] == "break" {
		r.breakN = n
	} else {
		r.contN = n
	}
	return 0
}

func builtinEval(r *runner, args []string) int {
	args = args[1:]
	if len(args) > 0 && args[0] == "--" {
		args = args[1:]
	} else if len(args) > 0 && len(args[0]) > 1 && args[0][0] == '-' {
		r.errLine("eval: %s: invalid option", args[0][:2])
		r.errf("eval: usage: eval [arg ...]\n")
		return 2
	}
	src := strings.Join(args, " ")
	if strings.TrimSpace(src) == "" {
		return 0
	}
	r.evalDepth++
	defer func() { r.evalDepth-- }()
	defer r.errexitInPipeChild()()
	// bash's parse_and_execute puts $BASH_COMMAND back when the text
	// ends (restore_lastcom): an ERR or EXIT trap after eval shows it.
	cmd, cmdText, cmdSrc := r.bashCmd, r.bashCmdText, r.bashCmdSrc
	defer func() { r.bashCmd, r.bashCmdText, r.bashCmdSrc = cmd, cmdText, cmdSrc }()
	return r.evalString(src, "eval")
}

// errexitInPipeChild lets set -e act in the text eval or source runs as
// a pipeline's child, even in a condition (if echo | source f): bash turns
// -e off for their text in a condition only when it runs them itself, not
// in a child. It returns what restores the condition.
func (r *runner) errexitInPipeChild() func() {
	if r.noErrTrap == nil || r.curStmt != r.noErrTrap {
		return func() {}
	}
	n, b := r.noErrExit, r.bangDepth
	r.noErrExit, r.bangDepth = 0, 0
	return func() { r.noErrExit, r.bangDepth = n, b }
}

// evalString parses and runs src in the current shell (eval, traps).
func (r *runner) evalString(src, what string) int {
	if r.callDepth+1 > r.rs.limits.MaxCallDepth {
		r.rs.setFatal(&limitError{"MaxCallDepth", strconv.Itoa(r.rs.limits.MaxCallDepth)})
		return 1
	}
	if err := r.checkDepthSrc(src); err != nil {
		r.errf("%s\n", err)
		return 2
	}
	savedBase := r.lineBase
	if what == "eval" || what == "command substitution" || what == "process substitution" {
		r.lineBase = r.lineno - 1
	}
	defer func() { r.lineBase = savedBase }()
	r.callDepth++
	line := r.lineno
	// The text runs with $? as it was (bash's parse_and_execute): a
	// command in it sees it, a declaration's discarded line keeps it;
	// a text of no command ends with 0.
	ran := r.ranStmt
	r.ranStmt = false
	r.runText(src, textKind{nested: true, where: what + ": "}, 0)
	if !r.ranStmt && !r.parseFailed && !r.aborting && !r.exiting {
		r.exit = 0
	}
	r.ranStmt = r.ranStmt || ran
	r.parseFailed = false
	r.lineno = line
	r.callDepth--
	return r.exit
}

func (r *runner) parseErrorAt(err error, what string) {
	r.errLine("%s", bashParseMessage(err))
}

func builtinSource(r *runner, args []string) int {
	r.initArgv() // bash reads BASH_ARGV here
	// the RETURN trap's $LINENO, after a return in the file too
	dotLine := r.lineno
	if len(args) > 1 && args[1] == "--" {
		args = append([]string{args[0]}, args[2:]...)
	} else if len(args) > 1 && len(args[1]) > 1 && args[1][0] == '-' {
		r.errLine("%s: %s: invalid option", args[0], args[1][:2])
		r.errf("%s: usage: %s filename [arguments]\n", args[0], args[0])
		if r.opts.posix && !r.notSpecial {
			r.exiting = true // a special builtin's usage error
		}
		return 2
	}
	if len(args) < 2 {
		r.errLine("%s: filename argument required", args[0])
		r.errf("%s: usage: %s filename [arguments]\n", args[0], args[0])
		if r.opts.posix && !r.notSpecial {
			r.exiting = true
		}
		return 2
	}
	name := args[1]
	if r.opts.restricted && strings.Contains(name, "/") {
		return r.restrictedErr(args[0] + ": " + name)
	}
	p := vfs.Abs(r.dir, name)
	if !strings.Contains(name, "/") && !r.sourceNoPath && !r.opts.noSourcePath {
		found := false
		if path, ok := r.getStr("PATH"); ok {
			for _, d := range strings.Split(path, ":") {
				if d == "" {
					continue
				}
				cand := vfs.Abs(r.dir, d+"/"+name)
				if fi, err := r.sh.cfg.FS.Stat(r.ctx, cand); err == nil && fi.Mode().IsRegular() {
					p = cand
					found = true
					break
				}
			}
		}
		if !found && r.opts.posix {
			// bash's source_builtin: in POSIX mode . does not fall back
			// on the current directory.
			r.errLine("%s: %s: file not found", args[0], name)
			r.specialErr = true
			if r.errexitNow() || !r.viaCommand {
				r.exiting = true
				return 1
			}
			r.returnTrap(dotLine)
			return 1
		}
	}
	var data []byte
	var err error
	if d, ok, derr := r.device(p); ok {
		if derr != nil {
			err = derr
		} else if d.r != nil {
			var b strings.Builder
			err = copyCtx(r.ctx, &b, d.r)
			data = []byte(b.String())
		}
	} else if fi, serr := r.sh.cfg.FS.Stat(r.ctx, p); serr == nil && fi.IsDir() {
		// bash's _evalfile returns a failure here, ending no shell.
		r.errLine("%s: %s: is a directory", args[0], name)
		r.returnTrap(dotLine)
		return 1
	} else {
		data, err = vfs.ReadFile(r.ctx, r.sh.cfg.FS, p)
	}
	if err != nil {
		r.errLine("%s: %s", name, vfs.Strerror(err))
		r.specialErr = true
		if r.errexitNow() || (r.opts.posix && !r.viaCommand) {
			// bash's file_error under set -e, or in POSIX mode unless
			// run by command (builtin does not count), ends the shell at
			// once (FEVAL_LONGJMP): no ERR trap, no RETURN trap.
			r.exiting = true
			return 1
		}
		r.returnTrap(dotLine) // $? there is still the status before source
		return 1
	}
	if r.callDepth+1 > r.rs.limits.MaxCallDepth {
		r.rs.setFatal(&limitError{"MaxCallDepth", strconv.Itoa(r.rs.limits.MaxCallDepth)})
		return 1
	}
	r.callDepth++
	callLine := r.callerLine()
	r.sourceDepth++
	savedParams := r.params
	if len(args) > 2 {
		r.params = args[2:]
	}
	savedSetParams := r.setParamsTop
	r.setParamsTop = false
	savedSource, savedBase := r.source, r.lineBase
	r.source, r.lineBase = name, 0
	// Under extdebug BASH_ARGV gets the arguments, or the file's name
	// when there are none, as bash's source pushes them.
	srcArgs := args[1:]
	if len(args) > 2 {
		srcArgs = args[2:]
	}
	r.frames = append(r.frames, frame{name: "source", source: name, line: callLine, args: srcArgs, pushArgs: r.opts.extdebug})
	ran := r.ranStmt
	r.ranStmt = false
	restore := r.errexitInPipeChild()
	cmd, cmdText, cmdSrc := r.bashCmd, r.bashCmdText, r.bashCmdSrc
	r.runText(string(data), textKind{nested: true}, 0)
	// After a text that ran no command, the RETURN trap's $? is the
	// status before source; source's own is 0.
	noneRan := !r.ranStmt && !r.parseFailed && !r.aborting && !r.exiting
	r.ranStmt = r.ranStmt || ran
	// bash's parse_and_execute puts $BASH_COMMAND back when the text
	// ends (restore_lastcom): an ERR or EXIT trap after source shows it.
	r.bashCmd, r.bashCmdText, r.bashCmdSrc = cmd, cmdText, cmdSrc
	restore()
	r.parseFailed = false
	r.frames = r.frames[:len(r.frames)-1]
	r.source, r.lineBase = savedSource, savedBase
	r.returnTrap(dotLine)
	if noneRan {
		r.exit = 0
	}
	if len(args) > 2 && !(r.setParamsTop && r.funcDepth == 0) {
		// bash's maybe_pop_dollar_vars: the arguments go, unless the
		// set builtin outside any function set new ones, which stay.
		r.params = savedParams
	}
	r.setParamsTop = r.setParamsTop || savedSetParams
	r.sourceDepth--
	r.callDepth--
	r.returning = false
	return r.exit
}

func builtinExec(r *runner, args []string) int {
	args = args[1:]
	argv0, clearEnv, login := "", false, false
	// bash's internal_getopt "cla:": bundled letters, -a's name in the
	// same word or the next; a lone - is the command's name.
opts:
	for len(args) > 0 && len(args[0]) > 1 && args[0][0] == '-' {
		a := args[0]
		args = args[1:]
		if a == "--" {
			break
		}
		for i := 1; i < len(a); i++ {
			switch a[i] {
			case 'c':
				clearEnv = true
			case 'l':
				login = true
			case 'a':
				if i+1 < len(a) {
					argv0 = a[i+1:]
				} else if len(args) > 0 {
					argv0, args = args[0], args[1:]
				} else {
					r.errLine("exec: -a: option requires an argument")
					r.errf("exec: usage: exec [-cl] [-a name] [command [argument ...]] [redirection ...]\n")
					return 2
				}
				continue opts
			default:
				r.errLine("exec: -%c: invalid option", a[i])
				r.errf("exec: usage: exec [-cl] [-a name] [command [argument ...]] [redirection ...]\n")
				return 2
			}
		}
	}
	if len(args) == 0 {
		// Redirections only: they stay in effect.
		r.keepFds = true
		return 0
	}
	if r.opts.restricted {
		return r.restrictedErr("exec")
	}
	if login {
		// -l: a - before the program's name ($0), as login does
		if argv0 == "" {
			argv0 = args[0]
		}
		argv0 = "-" + argv0
	}
	r.execArgv0, r.execClearEnv, r.execMissed, r.inExec = argv0, clearEnv, false, true
	defer func() { r.execArgv0, r.execClearEnv, r.execMissed, r.inExec = "", false, false, false }()
	r.execProgram(args)
	if r.execMissed && r.opts.execfail && r.subLevel == 0 {
		// shopt execfail: a non-interactive shell goes on after an exec
		// that could not start its program, with the failure's status;
		// a subshell still ends (bash's exec_builtin).
		return r.exit
	}
	// A program that started replaced the shell: no EXIT trap runs
	// (one that could not start leaves the shell, which runs it).
	r.execReplaced = !r.execMissed
	r.exiting = true
	r.exitCalled = true
	return r.exit
}

// execProgram runs what exec names: bash execs a program only, never a
// function or a builtin, so a name that is no program on PATH (cd, a
// function) is "not found"; a path that cannot run says so twice, the
// second time as exec's error, with the path made absolute.
func (r *runner) execProgram(args []string) {
	name := args[0]
	if !strings.Contains(name, "/") {
		lost := "" // a file of PATH that cannot run (bash's file_to_lose_on)
		if r.hashLookup(name) == "" {
			kind, full := r.lookPath(name)
			if kind == "file" && r.notRun == nil {
				if fi, err := r.sh.cfg.FS.Stat(r.ctx, vfs.Abs(r.dir, full)); err == nil && !isExec(fi) {
					lost = vfs.Abs(r.dir, full)
				}
			}
			if kind == "" {
				if r.cannotRun(name, vfs.ErrNotExist) {
					return
				}
				// bash's exec_builtin: a directory of that name here
				// cannot run; anything else is not found.
				if fi, err := r.sh.cfg.FS.Stat(r.ctx, vfs.Abs(r.dir, name)); name != "" && err == nil && fi.IsDir() {
					r.errLine("exec: %s: cannot execute: Is a directory", name)
					r.exit = 126
					r.execMissed = true
					return
				}
				r.errLine("exec: %s: not found", name)
				r.exit = 127
				r.execMissed = true
				return
			}
		}
		r.execCommand(name, args)
		if lost != "" {
			r.errLine("exec: %s: cannot execute: Permission denied", lost)
		}
		return
	}
	if !strings.HasPrefix(name, "/") {
		if rest := strings.TrimPrefix(args[0], "./"); r.dir != "/" {
			name = r.dir + "/" + rest // as written after the directory: a/../b stays
		} else {
			name = "/" + rest
		}
	}
	if r.execArgv0 != "" {
		args = append([]string{r.execArgv0}, args[1:]...)
	}
	why := ""
	if fi, err := r.sh.cfg.FS.Stat(r.ctx, name); err == nil && r.notRun == nil {
		if fi.IsDir() {
			why = "Is a directory"
		} else if !isExec(fi) {
			why = "Permission denied"
		}
	}
	r.execFile(name, args)
	if why != "" {
		r.errLine("exec: %s: cannot execute: %s", name, why)
	}
}

func builtinLet(r *runner, args []string) int {
	if len(args) > 1 && args[1] == "--" {
		// bash's let skips a first "--" (and takes no other option).
		args = append(args[:1:1], args[2:]...)
	}
	if len(args) < 2 {
		r.errLine("let: expression expected")
		return 1
	}
	var n int64
	for _, a := range args[1:] {
		var err error
		r.arithCmd = "let"
		n, err = r.arithString(a)
		r.arithCmd = ""
		if err != nil {
			r.varErrLine("let", err)
			return 1
		}
	}
	return b2i(n == 0)
}

func builtinAlias(r *runner, args []string) int {
	args = args[1:]
	list := false
	for len(args) > 0 && len(args[0]) > 1 && args[0][0] == '-' {
		a := args[0]
		args = args[1:]
		if a == "--" {
			break
		}
		for _, c := range a[1:] {
			if c != 'p' {
				r.errLine("alias: -%c: invalid option", c)
				r.errf("alias: usage: alias [-p] [name[=value] ... ]\n")
				return 2
			}
		}
		list = true
	}
	show := func(k string) {
		dash := ""
		if strings.HasPrefix(k, "-") {
			dash = "-- "
		}
		if r.opts.posix && !list {
			// POSIX mode: no "alias " unless -p asks for it.
			r.outf("%s=%s\n", k, singleQuote(r.aliases[k]))
			return
		}
		r.outf("alias %s%s=%s\n", dash, k, singleQuote(r.aliases[k]))
	}
	if len(args) == 0 || list {
		for _, k := range sortedKeys(r.aliases) {
			show(k)
		}
	}
	status := 0
	for _, a := range args {
		if i := strings.IndexByte(a, '='); i > 0 {
			if name := a[:i]; validAliasName(name) && !strings.ContainsAny(name, " \t\n;&|()<>") {
				r.aliases[name] = a[i+1:]
			} else {
				r.errLine("alias: `%s': invalid alias name", name)
				status = 1
			}
			continue
		}
		if _, ok := r.aliases[a]; !ok {
			r.errLine("alias: %s: not found", a)
			status = 1
			continue
		}
		show(a)
	}
	return status
}

func builtinUnalias(r *runner, args []string) int {
	args = args[1:]
	for len(args) > 0 && len(args[0]) > 1 && args[0][0] == '-' {
		a := args[0]
		args = args[1:]
		if a == "--" {
			break
		}
		for _, c := range a[1:] {
			if c != 'a' {
				r.errLine("unalias: -%c: invalid option", c)
				r.errf("unalias: usage: unalias [-a] name [name ...]\n")
				return 2
			}
		}
		// -a removes every alias; names after it are not looked at.
		r.aliases = map[string]string{}
		return 0
	}
	if len(args) == 0 {
		r.errf("unalias: usage: unalias [-a] name [name ...]\n")
		return 2
	}
	status := 0
	for _, a := range args {
		if _, ok := r.aliases[a]; !ok {
			r.errLine("unalias: %s: not found", a)
			status = 1
			continue
		}
		delete(r.aliases, a)
	}
	return status
}

func builtinCaller(r *runner, args []string) int {
	n := 0
	if len(args) > 1 && len(args[1]) > 1 && args[1][0] == '-' && args[1] != "--" {
		// bash's no_options: -1 too is an option, not a number
		r.errLine("caller: %s: invalid option", args[1][:2])
		r.errf("caller: usage: caller [expr]\n")
		return 2
	}
	if len(args) > 1 {
		k, err := strconv.Atoi(args[1])
		if err != nil {
			r.errLine("caller: %s: invalid number", args[1])
			r.errf("caller: usage: caller [expr]\n")
			return 2
		}
		n = k
	}
	// caller reads bash's call stacks: BASH_LINENO[n] and FUNCNAME[n+1],
	// BASH_SOURCE[n+1] (NULL when missing, without N only).
	names, sources, lines := r.callStacks()
	if len(args) > 1 {
		if n < 0 || n+1 >= len(names) {
			return 1
		}
		r.outf("%d %s %s\n", lines[n], names[n+1], sources[n+1])
		return 0
	}
	if len(lines) == 0 {
		return 1
	}
	src := "NULL"
	if len(sources) > 1 {
		src = sources[1]
	}
	r.outf("%d %s\n", lines[0], src)
	return 0
}

// builtinOpts reads a builtin's options as bash's internal_getopt does:
// letters bundled in words that start with '-', up to "--" or the first
// other word; a letter of withArg takes the rest of its word or the next
// word. It calls opt for each letter of flags or withArg and returns the
// operands, or the first other letter as bad (missing: its argument was).
func builtinOpts(args []string, withArg string, opt func(c byte, val string), flags string) (rest []string, bad byte, missing bool) {
	for len(args) > 0 && len(args[0]) > 1 && args[0][0] == '-' {
		a := args[0]
		args = args[1:]
		if a == "--" {
			break
		}
		for i := 1; i < len(a); i++ {
			c := a[i]
			switch {
			case strings.IndexByte(withArg, c) >= 0:
				v := a[i+1:]
				if v == "" {
					if len(args) == 0 {
						return nil, c, true
					}
					v, args = args[0], args[1:]
				}
				opt(c, v)
				i = len(a)
			case strings.IndexByte(flags, c) >= 0:
				opt(c, "")
			default:
				return nil, c, false
			}
		}
	}
	return args, 0, false
}

// enableUsage is bash's usage line for enable.
const enableUsage = "enable: usage: enable [-a] [-dnps] [-f filename] [name ...]\n"

// builtinEnable follows bash's enable.def: with no names (or -p) it lists
// the builtins enabled, disabled (-n), all (-a) or the special ones (-s);
// with names it enables them or, with -n, disables them, so that the
// name finds a function or a program instead. Nothing loads dynamically.
func builtinEnable(r *runner, args []string) int {
	all, disable, print, special, del := false, false, false, false, false
	file := ""
	args, bad, missing := builtinOpts(args[1:], "f", func(c byte, v string) {
		switch c {
		case 'a':
			all = true
		case 'n':
			disable = true
		case 'p':
			print = true
		case 's':
			special = true
		case 'd':
			del = true
		case 'f':
			file = v
		}
	}, "adnps")
	if bad != 0 {
		if missing {
			r.errLine("enable: -%c: option requires an argument", bad)
		} else {
			r.errLine("enable: -%c: invalid option", bad)
		}
		r.errf("%s", enableUsage)
		return 2
	}
	if r.opts.restricted && (file != "" || del) {
		// A restricted shell loads and deletes no builtins (bash's
		// enable, before it lists).
		return r.restrictedErr("enable")
	}
	known := func(n string) bool {
		_, ok := builtins[n]
		return ok && !r.sh.cfg.Withheld[n]
	}
	switch {
	case len(args) == 0 || print:
		for _, n := range sortedKeys(builtins) {
			if !known(n) || special && !specialBuiltins[n] {
				continue
			}
			switch off := r.disabled[n]; {
			case !off && (all || !disable):
				r.outf("enable %s\n", n)
			case off && (all || disable):
				r.outf("enable -n %s\n", n)
			}
		}
		return 0
	case file != "":
		r.errLine("enable: cannot open shared object %s: %s: cannot open shared object file: No such file or directory", file, file)
		return 1
	}
	status := 0
	for _, n := range args {
		switch {
		case !known(n):
			r.errLine("enable: %s: not a shell builtin", n)
			status = 1
		case del:
			r.errLine("enable: %s: not dynamically loaded", n)
			status = 1
		case r.disabled[n] != disable:
			// Copied on write: a subshell shares the map it inherited.
			m := maps.Clone(r.disabled)
			if m == nil {
				m = map[string]bool{}
			}
			if disable {
				m[n] = true
			} else {
				delete(m, n)
			}
			r.disabled = m
		}
	}
	return status
}

// builtinLogout is bash's logout in a shell that is no login shell,
// which a sandbox's never is: whatever its arguments, it says so.
func builtinLogout(r *runner, args []string) int {
	r.errLine("logout: not login shell: use `exit'")
	return 1
}

func builtinTimes(r *runner, args []string) int {
	if len(args) > 1 && len(args[1]) > 1 && args[1][0] == '-' && args[1] != "--" {
		r.errLine("times: %s: invalid option", args[1][:2]) // bash's no_options
		r.errf("times: usage: times\n")
		return 2
	}
	r.outf("0m0.000s 0m0.000s\n0m0.000s 0m0.000s\n")
	return 0
}

func builtinKill(r *runner, args []string) int {
	args = args[1:]
	sig := 15
	// bash's kill_builtin: -l/-L anywhere among the options lists; only
	// the first -SIG is a signal (a later -N is a process group).
	listing, sawSig, sigspec := false, false, ""
opts:
	for len(args) > 0 {
		a := args[0]
		switch {
		case a == "-l" || a == "-L":
			listing = true
		case a == "-s" || a == "-n":
			if len(args) < 2 {
				r.errLine("kill: %s: option requires an argument", a)
				return 1
			}
			sigspec, sawSig = args[1], true
			args = args[1:]
		case len(a) > 2 && a[0] == '-' && (a[1] == 's' && isLetter(a[2]) || a[1] == 'n' && a[2] >= '0' && a[2] <= '9'):
			sigspec, sawSig = a[2:], true // -sINT, -n9
		case a == "--":
			args = args[1:]
			break opts
		case len(a) > 1 && a[0] == '-' && !sawSig:
			sigspec, sawSig = a[1:], true
		default:
			break opts
		}
		args = args[1:]
	}
	if listing {
		return r.killList(args)
	}
	if sawSig {
		n := sigNum(sigspec)
		if n < 0 || r.opts.posix && hasSigPrefix(sigspec) {
			// POSIX mode takes no SIG prefix.
			r.errLine("kill: %s: invalid signal specification", sigspec)
			return 1
		}
		sig = n
	}
	if len(args) == 0 {
		r.errf("kill: usage: kill [-s sigspec | -n signum | -sigspec] pid | jobspec ... or kill -l [sigspec]\n")
		return 2
	}
	status := 0
	for _, a := range args {
		// A trap that kill $$ runs sees kill's status as $? (bash runs
		// it once the builtin is done).
		r.exit = status
		if r.signalTo(a, sig) {
			continue
		}
		if r.jobAmbiguous {
			// reported as ambiguous, no more (bash's kill)
		} else if a == "" {
			// bash's sh_badpid: an empty word is neither a pid nor a job
			r.errLine("kill: `': not a pid or valid job spec")
		} else if strings.HasPrefix(a, "%") {
			r.errLine("kill: %s: no such job", a)
		} else if _, err := strconv.Atoi(a); err != nil {
			r.errLine("kill: %s: arguments must be process or job IDs", a)
		} else {
			r.errLine("kill: (%s) - No such process", a)
		}
		status = 1
	}
	if r.exiting || r.returning {
		// kill $$ ended the shell (by the signal, or exit in its trap),
		// or return in its trap returns from the function: that is its
		// status.
		return r.exit
	}
	return status
}

// hasSigPrefix reports a signal name written with SIG, which kill in
// POSIX mode refuses.
func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func hasSigPrefix(s string) bool {
	return len(s) > 3 && strings.EqualFold(s[:3], "SIG")
}

var sigNames = []string{"", "SIGHUP", "SIGINT", "SIGQUIT", "SIGILL", "SIGTRAP", "SIGABRT", "SIGBUS", "SIGFPE", "SIGKILL",
	"SIGUSR1", "SIGSEGV", "SIGUSR2", "SIGPIPE", "SIGALRM", "SIGTERM", "SIGSTKFLT", "SIGCHLD", "SIGCONT", "SIGSTOP",
	"SIGTSTP", "SIGTTIN", "SIGTTOU", "SIGURG", "SIGXCPU", "SIGXFSZ", "SIGVTALRM", "SIGPROF", "SIGWINCH", "SIGIO",
	"SIGPWR", "SIGSYS"}

// killList implements kill -l / -L: the signal table, or each argument
// translated between number (an exit status 128+N too) and name.
func (r *runner) killList(args []string) int {
	if len(args) == 0 && r.opts.posix {
		// POSIX mode: the names on one line, without SIG.
		var names []string
		for n := 1; n <= 64; n++ {
			if name := listSigName(n); name != "" {
				names = append(names, name)
			}
		}
		return r.writeOut("kill", strings.Join(names, " ")+"\n")
	}
	if len(args) == 0 {
		var b strings.Builder
		k := 0
		for n := 1; n <= 64; n++ {
			name := listSigName(n)
			if name == "" {
				continue
			}
			k++
			sep := "\t"
			if k%5 == 0 {
				sep = "\n"
			}
			fmt.Fprintf(&b, "%2d) SIG%s%s", n, name, sep)
		}
		if k%5 != 0 {
			b.WriteString("\n")
		}
		return r.writeOut("kill", b.String())
	}
	status := 0
	for _, a := range args {
		if n, err := strconv.Atoi(a); err == nil {
			if n > 128 {
				n -= 128
			}
			if name := listSigName(n); name != "" || n == 0 {
				if n == 0 {
					name = "EXIT"
				}
				r.outf("%s\n", name)
				continue
			}
			if n == 32 || n == 33 {
				continue // signals without a name: bash prints nothing for them
			}
		} else if n := listSigNum(a); n > 0 && !(r.opts.posix && hasSigPrefix(a)) {
			r.outf("%d\n", n)
			continue
		}
		r.errLine("kill: %s: invalid signal specification", a)
		status = 1
	}
	return status
}

// listSigName names signal n without the SIG prefix, real-time signals
// included (kill -l); "" if there is none.
func listSigName(n int) string {
	switch {
	case n > 0 && n < len(sigNames):
		return strings.TrimPrefix(sigNames[n], "SIG")
	case n == 34:
		return "RTMIN"
	case n > 34 && n <= 49:
		return fmt.Sprintf("RTMIN+%d", n-34)
	case n >= 50 && n < 64:
		return fmt.Sprintf("RTMAX-%d", 64-n)
	case n == 64:
		return "RTMAX"
	}
	return ""
}

// listSigNum is listSigName's inverse (case-insensitive, SIG optional).
func listSigNum(s string) int {
	u := strings.TrimPrefix(strings.ToUpper(s), "SIG")
	for n := 1; n <= 64; n++ {
		if name := listSigName(n); name != "" && name == u {
			return n
		}
	}
	return -1
}

func sigName(n int) string {
	if name := listSigName(n); name != "" {
		return "SIG" + name
	}
	return ""
}

// trapKey is the name trap keeps signal n's action under: its name
// without SIG, or its number for 32 and 33, which have no name.
func trapKey(n int) string {
	if name := listSigName(n); name != "" {
		return name
	}
	if n > 0 && n <= maxSig {
		return strconv.Itoa(n)
	}
	return ""
}

// maxSig is the highest signal number (SIGRTMAX).
const maxSig = 64

// sigNum is the number of signal s: a number up to SIGRTMAX, or a name
// with or without SIG in any case, the real-time ones included.
func sigNum(s string) int {
	if n, err := strconv.Atoi(s); err == nil {
		if n >= 0 && n <= maxSig {
			return n
		}
		return -1
	}
	if n := listSigNum(s); n > 0 {
		return n
	}
	u := strings.ToUpper(s)
	if !strings.HasPrefix(u, "SIG") {
		u = "SIG" + u
	}
	for i, n := range sigNames {
		if n == u && i > 0 {
			return i
		}
	}
	return -1
}

// builtinMapfile implements mapfile/readarray.
func builtinMapfile(r *runner, args []string) int {
	cmd := args[0]
	delim := byte('\n')
	strip := false
	count := 0 // 0: no limit
	origin := 0
	clear := true
	skip := 0
	fd := 0
	callback := ""
	quantum := 5000
	args = args[1:]
	// bash's legal_number: optional blanks and sign, decimal digits.
	number := func(v string) (int, bool) {
		n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 32)
		return int(n), err == nil
	}
	for len(args) > 0 && strings.HasPrefix(args[0], "-") && len(args[0]) > 1 {
		a := args[0]
		if a == "--" {
			args = args[1:]
			break
		}
		for i := 1; i < len(a); i++ {
			c := a[i]
			if strings.IndexByte("dunOCcs", c) < 0 {
				if c != 't' {
					r.errLine("%s: -%c: invalid option", cmd, c)
					r.errf("%s: usage: %s\n", cmd, builtinUsage(cmd))
					return 2
				}
				strip = true
				continue
			}
			v := a[i+1:]
			if v == "" {
				if len(args) < 2 {
					r.errLine("%s: -%c: option requires an argument", cmd, c)
					r.errf("%s: usage: %s\n", cmd, builtinUsage(cmd))
					return 2
				}
				args = args[1:]
				v = args[0]
			}
			n, ok := number(v)
			switch c {
			case 'd':
				delim = 0
				if v != "" {
					delim = v[0]
				}
			case 'u':
				if !ok || n < 0 {
					r.errLine("%s: %s: invalid file descriptor specification", cmd, v)
					return 1
				}
				fd = n
			case 'n', 's':
				if !ok || n < 0 {
					r.errLine("%s: %s: invalid line count", cmd, v)
					return 1
				}
				if c == 'n' {
					count = n
				} else {
					skip = n
				}
			case 'O':
				if !ok || n < 0 {
					r.errLine("%s: %s: invalid array origin", cmd, v)
					return 1
				}
				origin, clear = n, false
			case 'C':
				callback = v
			case 'c':
				if !ok || n <= 0 {
					r.errLine("%s: %s: invalid callback quantum", cmd, v)
					return 1
				}
				quantum = n
			}
			break
		}
		args = args[1:]
	}
	name := "MAPFILE"
	if len(args) > 0 {
		name = args[0]
	}
	if name == "" {
		r.errLine("%s: empty array variable name", cmd)
		return 2
	}
	if !validName(name) {
		r.errLine("%s: `%s': not a valid identifier", cmd, name)
		return 1
	}
	d := r.getFd(fd)
	if d == nil || d.r == nil {
		r.errLine("%s: %d: invalid file descriptor: Bad file descriptor", cmd, fd)
		return 1
	}
	if !r.arrayRefCheck(cmd, name) {
		return 1
	}
	_, v, err := r.varForWrite(name)
	if err != nil {
		r.errLine("%s", err)
		return 1
	}
	if v == nil {
		return 1
	}
	switch {
	case v.kind == kAssoc:
		r.errLine("%s: %s: not an indexed array", cmd, name)
		return 1
	case clear:
		r.rs.charge(-v.bytes())
		v.idx = nil
	case v.kind == kString && v.set:
		// A string becomes element 0 of the array, as in a[1]=x.
		old := v.str
		v.str = ""
		v.kind = kIndexed
		v.setIndex(0, old)
	}
	v.kind = kIndexed
	v.set = true
	v.str = ""
	i := origin
	n := 0
	var one [1]byte
	var line []byte
	nul := false
	// flush stores a line read; every quantum-th line stored runs the
	// callback first with the line's index and text, as bash does.
	flush := func(withDelim bool) error {
		if skip > 0 {
			skip--
			line = line[:0]
			return nil
		}
		s := string(line)
		if withDelim && !strip && delim != 0 && !nul {
			s += string(delim)
		}
		nul = false
		line = line[:0]
		if callback != "" && (n+1)%quantum == 0 {
			r.evalString(callback+" "+strconv.Itoa(i)+" "+singleQuote(s), "eval")
			if r.rs.stopped() {
				return errLimit
			}
			if r.returning || r.exiting || r.aborting {
				// return, exit or a discarded line in the callback ends
				// mapfile there (break and continue let it read on).
				return errCallbackEnd
			}
		}
		i++
		n++
		return r.setIndexChecked(v, i-1, s)
	}
	for count == 0 || n < count {
		if r.rs.stopped() {
			return 1
		}
		k, err := d.r.Read(one[:])
		if k == 1 {
			if one[0] == delim {
				if err := flush(true); err != nil {
					if err == errCallbackEnd {
						return r.exit
					}
					return 1
				}
				continue
			}
			if one[0] == 0 {
				// bash strings end at a NUL: the rest of the line is lost
				nul = true
			} else if !nul {
				line = append(line, one[0])
			}
		}
		if err != nil {
			break
		}
	}
	if len(line) > 0 {
		if err := flush(false); err == errCallbackEnd {
			return r.exit
		} else if err != nil {
			return 1
		}
	}
	return 0
}

// compgenUsage is bash's usage line for compgen.

// arrayRefCheck applies bash's find_or_make_array_variable to a chain of
// references from name: the last one without a target stops being a
// reference (a warning), and one naming an element names no array.
func (r *runner) arrayRefCheck(cmd, name string) bool {
	v := r.lookup(name)
	for i := 0; i < 10 && v != nil && v.nameref && v.set && v.str != ""; i++ {
		if strings.IndexByte(v.str, '[') >= 0 {
			r.errLine("%s: `%s': not a valid identifier", cmd, v.str)
			return false
		}
		nv := r.lookup(v.str)
		if nv == nil || !nv.nameref {
			return true
		}
		name, v = v.str, nv
	}
	if v != nil && v.nameref && (!v.set || v.str == "") {
		r.errLine("warning: %s: removing nameref attribute", name)
		v.nameref = false
	}
	return true
}
