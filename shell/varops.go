package shell

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
)

// lookup finds name in the scope chain without following namerefs.
func (r *runner) lookup(name string) *variable {
	for s := r.cur; s != nil; s = s.parent {
		if v, ok := s.vars[name]; ok {
			return v
		}
	}
	return nil
}

// resolve follows namerefs from name and returns the final name and
// variable (nil when it does not exist).
func (r *runner) resolve(name string) (string, *variable) {
	target, v, circular := r.resolveRef(name)
	if circular {
		r.errLine("warning: %s: circular name reference", name)
	}
	return target, v
}

// resolveRef is resolve without the warning: circular reports a chain of
// references that comes back to a name it passed (no variable then, but
// in a function when the name is a local one: bash resolves the circle
// at the global scope, without namerefs, local -n ref=ref naming the
// global ref).
func (r *runner) resolveRef(name string) (target string, v *variable, circular bool) {
	target, v, circular = r.followRefs(name)
	if circular && target == name && r.funcDepth > 0 {
		if orig := r.lookup(name); orig != nil && orig != r.global.vars[name] {
			return name, r.global.vars[name], true
		}
	}
	return target, v, circular
}

func (r *runner) followRefs(name string) (target string, v *variable, circular bool) {
	start := name
	for i := 0; i < 10; i++ {
		v := r.lookup(name)
		if v == nil || !v.nameref || !v.set || v.str == "" {
			return name, v, false
		}
		name = v.str
		if j := strings.IndexByte(name, '['); j > 0 {
			// a[1] style nameref targets are resolved by the caller.
			return name, nil, false
		}
		if name == start {
			return name, nil, true
		}
	}
	return name, nil, true
}

// special returns the value of a dynamic variable such as RANDOM, unless
// a command's temporary binding of the name, or a local one, is in force:
// bash binds it as a plain variable for the command (BASH_SUBSHELL=5 eval
// 'echo $BASH_SUBSHELL' says 5, RANDOM=5 f sees 5), in its subshells too.
func (r *runner) special(name string) (*variable, bool) {
	v, ok := r.specialValue(name)
	if ok && r.tempBound(name) {
		return nil, false
	}
	if ok {
		r.noteDynamic(name, v)
	}
	return v, ok
}

// tempBound reports whether the innermost binding of name is a command's
// temporary one or a function's local one (bash's local RANDOM=3 is a
// plain variable too).
func (r *runner) tempBound(name string) bool {
	for s := r.cur; s != nil && s.parent != nil; s = s.parent {
		if _, ok := s.vars[name]; ok {
			return true
		}
	}
	return false
}

func (r *runner) specialValue(name string) (*variable, bool) {
	str := func(s string) (*variable, bool) { return &variable{set: true, str: s}, true }
	arr := func(list []string) (*variable, bool) {
		v := &variable{set: true, kind: kIndexed}
		for i, s := range list {
			v.idx = append(v.idx, arrElem{i, s})
		}
		return v, true
	}
	if r.plain[name] {
		return nil, false
	}
	switch name {
	case "BASH_COMMAND":
		if v := r.lookup(name); v != nil && v.local {
			return nil, false
		}
		return str(r.bashCommand())
	case "RANDOM":
		if v := r.lookup(name); v != nil && !v.set && v.local {
			return nil, false
		}
		return str(strconv.Itoa(r.random.next()))
	case "SRANDOM":
		// 32 random bits at each expansion, whatever RANDOM's seed.
		return str(strconv.FormatUint(uint64(r.rnd.Uint32()), 10))
	case "SECONDS":
		// bash's get_seconds: the value assigned plus the whole seconds
		// of the clock passed since (tv_sec minus tv_sec).
		return str(strconv.FormatInt(r.secondsAssigned+r.sh.cfg.Now().Unix()-r.secondsBase.Unix(), 10))
	case "EPOCHSECONDS":
		return str(strconv.FormatInt(r.sh.cfg.Now().Unix(), 10))
	case "EPOCHREALTIME":
		t := r.sh.cfg.Now()
		return str(fmt.Sprintf("%d.%06d", t.Unix(), t.Nanosecond()/1000))
	case "BASHPID":
		return str(strconv.Itoa(r.bashpid))
	case "PPID":
		return str(strconv.Itoa(r.ppid))
	case "HISTCMD":
		// The history number of the current command: with history off
		// (a script's shell), bash's is 0.
		if !r.opts.history {
			return str("0")
		}
		return str(strconv.Itoa(r.histBase + len(r.hist)))
	case "LINENO":
		return str(strconv.Itoa(r.lineNow()))
	case "BASH_SUBSHELL":
		return str(strconv.Itoa(r.bashSubshell))
	case "SHELLOPTS":
		return &variable{set: true, str: r.shellopts(), readonly: true}, true
	case "BASHOPTS":
		return &variable{set: true, str: r.bashopts(), readonly: true}, true
	case "PIPESTATUS":
		if r.pipeStatus != nil && len(r.pipeStatus) == 0 {
			// bash makes it when the first command ends.
			return nil, false
		}
		if r.pipeStatus == nil {
			return arr([]string{strconv.Itoa(r.pipeLast)})
		}
		l := make([]string, len(r.pipeStatus))
		for i, s := range r.pipeStatus {
			l[i] = strconv.Itoa(s)
		}
		return arr(l)
	case "FUNCNAME":
		// It has elements only while a function runs (a sourced file
		// alone does not make it appear); elsewhere it is an empty array,
		// declared but not set, until unset.
		inFunc := false
		for _, f := range r.frames {
			inFunc = inFunc || f.name != "source"
		}
		if !inFunc {
			return &variable{kind: kIndexed}, true
		}
		names, _, _ := r.callStacks()
		return arr(names)
	case "BASH_SOURCE":
		_, sources, _ := r.callStacks()
		return arr(sources)
	case "BASH_LINENO":
		_, _, lines := r.callStacks()
		l := make([]string, len(lines))
		for i, n := range lines {
			l[i] = strconv.Itoa(n)
		}
		return arr(l)
	case "DIRSTACK":
		l := []string{r.dir}
		for i := len(r.dirStack) - 1; i >= 0; i-- {
			l = append(l, r.dirStack[i])
		}
		return arr(l)
	case "BASH_ARGV", "BASH_ARGC":
		argv, argc := r.argStacks(true)
		if name == "BASH_ARGV" {
			return arr(argv)
		}
		return arr(argc)
	case "BASH_ARGV0":
		return str(r.arg0)
	case "BASH_ALIASES":
		// The aliases, by name: an element assigned defines one.
		v := &variable{set: true, kind: kAssoc}
		for _, k := range slices.Sorted(maps.Keys(r.aliases)) {
			v.setKey(k, r.aliases[k])
		}
		return v, true
	case "BASH_CMDS":
		// The hash table, by name: an element assigned is hashed.
		v := &variable{set: true, kind: kAssoc}
		for _, k := range slices.Sorted(maps.Keys(r.hashed)) {
			v.setKey(k, r.hashed[k].path)
		}
		return v, true
	case "COMP_WORDBREAKS":
		// readline's word break characters, until assigned.
		if r.lookup(name) != nil {
			return nil, false
		}
		return str(" \t\n\"'@><=;|&(:")
	case "GROUPS":
		// The user's groups: the sandbox's user is in its own group,
		// whose id is its user id (as id -G says); assignments do
		// nothing.
		id, _ := UserIdentity(r.sh.cfg.Username)
		return arr([]string{strconv.FormatUint(uint64(id), 10)})
	case "_":
		if r.lastArgName != "" {
			return str(r.lastArgName + "=" + r.lastArg)
		}
		return str(r.lastArg)
	}
	return nil, false
}

// setSpecialElem assigns an element of BASH_ALIASES (defining an alias),
// BASH_CMDS (hashing a command's path) or DIRSTACK (replacing a directory already on the stack).
func (r *runner) setSpecialElem(name, key, val string, appending bool) error {
	if name == "BASH_CMDS" {
		if appending {
			if e, ok := r.hashed[key]; ok {
				val = e.path + val
			}
		}
		if r.opts.restricted && strings.Contains(val, "/") {
			// assign_hashcmd: a path is refused, the status kept
			r.errLine("%s: restricted", val)
			return nil
		}
		r.hashInsert(key, val, 0)
		return nil
	}
	if name == "BASH_ALIASES" {
		if r.aliases == nil {
			r.aliases = map[string]string{}
		}
		if appending {
			val = r.aliases[key] + val
		}
		r.aliases[key] = val
		return nil
	}
	i, err := r.arithString(key)
	if err != nil {
		return err
	}
	// Element 0, the current directory, and those past the end do not
	// change.
	if j := len(r.dirStack) - int(i); i > 0 && j >= 0 {
		if appending {
			val = r.dirStack[j] + val
		}
		r.dirStack[j] = val
	}
	return nil
}

// argStacks are BASH_ARGV and BASH_ARGC: the arguments of each call made
// under extdebug (and of a sourced file's), innermost first, then the
// script's. init: a read outside any function fills in the script's
// (bash's get_bashargcv), which a listing does not.
func (r *runner) argStacks(init bool) (argv, argc []string) {
	push := func(args []string) {
		for i := len(args) - 1; i >= 0; i-- {
			argv = append(argv, args[i])
		}
		argc = append(argc, strconv.Itoa(len(args)))
	}
	for i := len(r.frames) - 1; i >= 0; i-- {
		if f := r.frames[i]; f.pushArgs {
			push(f.args)
		}
	}
	// Without extdebug bash fills in the script's arguments when the
	// arrays are first read outside any function, and not before.
	if init && !r.opts.extdebug {
		r.initArgv()
	}
	switch {
	case r.argvInit:
		push(r.argvArgs)
	case r.opts.extdebug:
		push(r.scriptArgs)
	}
	return argv, argc
}

// initArgv is bash's init_bash_argv on a read of BASH_ARGV or BASH_ARGC
// outside any function: the positional parameters of the moment become
// their bottom frame, once.
func (r *runner) initArgv() {
	if r.funcDepth == 0 && !r.argvInit {
		r.argvInit, r.argvArgs = true, slices.Clone(r.params)
	}
}

// getVar returns the variable called name (following namerefs, including
// dynamic variables), or nil.
func (r *runner) getVar(name string) *variable {
	if len(name) > 0 && (name[0] >= 'B' && name[0] <= 'S' || name == "_") {
		if v, ok := r.special(name); ok {
			return v
		}
	}
	target, v := r.resolve(name)
	if target != name && len(target) > 0 && (target[0] >= 'B' && target[0] <= 'S' || target == "_") {
		// a reference to a dynamic variable: declare -n r=LINENO
		if sv, ok := r.special(target); ok {
			return sv
		}
	}
	return v
}

// getStr returns a variable's scalar value and whether it is set.
func (r *runner) getStr(name string) (string, bool) {
	v := r.getVar(name)
	if v == nil {
		return "", false
	}
	if v.kind == kIndexed {
		return v.index(0)
	}
	if v.kind == kAssoc {
		s, ok := v.assoc["0"]
		return s, ok
	}
	return v.str, v.set
}

func (r *runner) ifs() string {
	v := r.lookup("IFS")
	if v == nil || !v.set {
		return " \t\n"
	}
	return v.str
}

type varError struct {
	msg      string
	readonly bool // an assignment to a readonly variable
	// badRef: a value given to a reference without a target is no
	// name (bash's sh_invalidid, which a builtin's message prefixes)
	badRef bool
}

func (e *varError) Error() string { return e.msg }

// noAssignArrays are bash's dynamic arrays with att_noassign: a list
// assigned to one fails with no message (the command line is discarded),
// while a plain assignment is ignored.
var noAssignArrays = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"GROUPS": true, "FUNCNAME": true, "BASH_ARGV": true, "BASH_ARGC": true,
		"BASH_SOURCE": true, "BASH_LINENO": true}
})

// errNoAssign is the silent failure of a list assigned to one of them.
var errNoAssign = &varError{}

func readonlyErr(name string) error {
	return &varError{msg: name + ": readonly variable", readonly: true}
}

// varErrLine reports err, from the builtin name's assignment: bash names
// no builtin for a readonly variable (err_readonly).
func (r *runner) varErrLine(name string, err error) {
	var ve *varError
	if errors.As(err, &ve) && (ve.readonly || strings.HasSuffix(ve.msg, ": bad array subscript")) {
		// bash's err_readonly and err_badarraysub name no builtin.
		r.errLine("%s", err)
		return
	}
	r.errLine("%s: %s", name, err)
}

// posixAssignFatal reports whether err is a variable assignment error,
// which ends a non-interactive shell in POSIX mode.
func (r *runner) posixAssignFatal(err error) bool {
	var ve *varError
	return r.opts.posix && errors.As(err, &ve) && ve.readonly
}

// transform applies -i, -l, -u attributes to a value being assigned.
func (r *runner) transform(v *variable, val string, appendTo string, appending bool) (string, error) {
	if v.integer {
		if appending {
			// bash's make_variable_value evaluates the old value, then
			// the new one (whose errors quote it alone), and adds them.
			l, err := r.arithString(appendTo)
			if err != nil {
				return "", err
			}
			n, err := r.arithString(val)
			if err != nil {
				return "", err
			}
			return strconv.FormatInt(l+n, 10), nil
		}
		n, err := r.arithString(val)
		if err != nil {
			return "", err
		}
		return strconv.FormatInt(n, 10), nil
	}
	if appending {
		val = appendTo + val
	}
	return v.caseAttr(val), nil
}

// caseAttr applies the -l, -u or -c attribute of v to val.
func (v *variable) caseAttr(val string) string {
	switch {
	case v.lower:
		return lowerBytes(val)
	case v.upper:
		return upperBytes(val)
	case v.capcase:
		return capitalize(val)
	}
	return val
}

// varForWrite finds or creates the variable name should be assigned in:
// the innermost existing one, or a new global.
func (r *runner) varForWrite(name string) (string, *variable, error) {
	start := name
	name, v, circular := r.resolveRef(name)
	if circular && name == start && r.funcDepth > 0 && r.lookup(name) != r.global.vars[name] {
		// local -n ref=ref: the global ref is assigned.
		r.errLine("warning: %s: circular name reference", start)
		if v == nil {
			v = &variable{}
			r.global.vars[name] = v
		}
		circular = false
	}
	if circular {
		// An assignment error: it discards the command line.
		return name, nil, &varError{msg: "warning: " + start + ": circular name reference"}
	}
	if v == nil {
		if i := strings.IndexByte(name, '['); i > 0 {
			return name, nil, nil
		}
		v = &variable{}
		r.global.vars[name] = v
	}
	if v.readonly || name == "SHELLOPTS" || name == "BASHOPTS" {
		return name, v, readonlyErr(name)
	}
	return name, v, nil
}

func (r *runner) checkString(s string) error {
	if len(s) > r.rs.limits.MaxStringBytes {
		r.rs.setFatal(&limitError{"MaxStringBytes", strconv.Itoa(r.rs.limits.MaxStringBytes)})
		return errLimit
	}
	return nil
}

var errLimit = &varError{msg: "limit exceeded"}

// elemBytes is about what an array element costs besides its string's
// bytes (index, string header, slice or map slot).
const elemBytes = 32

// checkElems ends the script when an array has more elements than
// MaxArrayElements. Callers check after each element they add, so an
// array never holds more than one element over the limit.
func (r *runner) checkElems(n int) error {
	if n > r.rs.limits.MaxArrayElements {
		r.rs.setFatal(&limitError{"MaxArrayElements", strconv.Itoa(r.rs.limits.MaxArrayElements)})
		return errLimit
	}
	return nil
}

// setIndexChecked is v.setIndex within MaxArrayElements, counted for the
// memory guard.
func (r *runner) setIndexChecked(v *variable, i int, s string) error {
	old, ok := v.index(i)
	v.setIndex(i, s)
	if ok {
		r.rs.charge(strBytes(s) - strBytes(old))
		return nil
	}
	r.rs.charge(strBytes(s) + elemBytes)
	return r.checkElems(len(v.idx))
}

// setKeyChecked is v.setKey within MaxArrayElements, counted for the
// memory guard.
func (r *runner) setKeyChecked(v *variable, k, s string) error {
	old, ok := v.assoc[k]
	v.setKey(k, s)
	if ok {
		r.rs.charge(strBytes(s) - strBytes(old))
		return nil
	}
	r.rs.charge(strBytes(k) + strBytes(s) + elemBytes)
	return r.checkElems(len(v.assoc))
}

// setStr assigns a scalar (element 0 for arrays). A builtin that runs
// with temporary bindings (q=5 printf -v q 7) assigns its own binding and
// the variable it shadows, as bash's bind_variable writes the tempenv
// copy and the variable in the shell's scopes: q is 7 after the command.
func (r *runner) setStr(name, val string, appending bool) error {
	wt := r.writeThrough
	if wt == nil || r.cur != wt || wt.vars[name] == nil {
		return r.setStrOnce(name, val, appending)
	}
	if err := r.setStrOnce(name, val, appending); err != nil {
		return err
	}
	r.cur, r.writeThrough = wt.parent, nil
	err := r.setStrOnce(name, wt.vars[name].str, false)
	r.cur, r.writeThrough = wt, wt
	return err
}

// setStrOnce assigns a scalar where name resolves.
func (r *runner) setStrOnce(name, val string, appending bool) error {
	switch name {
	case "RANDOM", "SECONDS", "BASH_SUBSHELL", "LINENO", "BASHPID", "EPOCHSECONDS", "EPOCHREALTIME", "SRANDOM", "BASH_ARGV0", "HISTCMD":
		if r.plain[name] || r.tempBound(name) {
			break
		}
		switch name {
		case "RANDOM":
			// RANDOM has the integer attribute: its value is evaluated.
			n, err := r.arithString(val)
			if err != nil {
				return err
			}
			r.random.seed(n)
			return nil
		case "SECONDS":
			// bash's assign_seconds: a legal_number (else 0) counted
			// from now on, which also becomes the shell's start time.
			// With the integer attribute the value is evaluated.
			var n int64
			if v := r.lookup(name); v != nil && v.integer {
				var err error
				if n, err = r.arithString(val); err != nil {
					return err
				}
			} else {
				n, _ = legalNumber(val)
			}
			r.secondsAssigned, r.secondsBase = n, r.sh.cfg.Now()
			return nil
		case "BASH_SUBSHELL":
			// bash's assign_subshell: the level becomes the number, or 0.
			if appending {
				val = strconv.Itoa(r.bashSubshell) + val
			}
			n, err := strconv.ParseInt(strings.TrimSpace(val), 10, 0)
			if err != nil {
				n = 0
			}
			r.bashSubshell = int(n)
			return nil
		case "BASH_ARGV0":
			// bash's assign_arg0: $0 becomes the value (an append
			// assigns just the value too).
			r.arg0 = val
			return nil
		case "LINENO", "BASHPID", "EPOCHSECONDS", "EPOCHREALTIME", "SRANDOM", "HISTCMD":
			return nil
		}
	}
	full, v, err := r.varForWrite(name)
	if err != nil {
		return err
	}
	if v != nil && v.nameref && (!v.set || v.str == "") && !validNamerefTarget(val) {
		// A reference with no target takes the value as its name,
		// which must be one: an assignment error (bash).
		return &varError{msg: "`" + val + "': not a valid identifier", badRef: true}
	}
	if v == nil {
		// nameref to an array element
		base, idx, ok := r.parseRef(full)
		if !ok || idx == nil {
			return &varError{msg: full + ": invalid variable name"}
		}
		if sub := full[len(base)+1 : len(full)-1]; sub == "@" || sub == "*" {
			// declare -n r='a[@]'; r=x: no element to assign
			return &varError{msg: full + ": bad array subscript"}
		}
		k, err := r.assocOrIndex(base, idx)
		if err != nil {
			return err
		}
		return r.setElem(base, k, val, appending)
	}
	if r.opts.allexport {
		// set -a exports what a scalar assignment sets (bash's
		// bind_variable), an array's element 0 too; a list or an
		// element assignment exports nothing.
		v.exported = true
	}
	switch v.kind {
	case kIndexed:
		old, _ := v.index(0)
		s, err := r.transform(v, val, old, appending)
		if err != nil {
			return err
		}
		v.set = true
		if err := r.checkString(s); err != nil {
			return err
		}
		return r.setIndexChecked(v, 0, s)
	case kAssoc:
		s, err := r.transform(v, val, v.assoc["0"], appending)
		if err != nil {
			return err
		}
		v.set = true
		return r.setKeyChecked(v, "0", s)
	}
	s, err := r.transform(v, val, v.str, appending)
	if err != nil {
		return err
	}
	if err := r.checkString(s); err != nil {
		return err
	}
	r.rs.charge(strBytes(s) - strBytes(v.str))
	v.str = s
	v.set = true
	if name == "OPTIND" || full == "OPTIND" {
		r.getoptsNext = 0
	}
	if full == "POSIXLY_CORRECT" {
		r.posixVarChanged(true)
	}
	if full == "GLOBIGNORE" {
		r.globIgnoreChanged()
	}
	if full == "BASH_XTRACEFD" {
		r.xtraceFdChanged(s, true)
	}
	if full == "BASH_COMPAT" {
		r.compatVarChanged(s, true)
	}
	if full == "PATH" && len(r.hashed) > 0 {
		r.hashed = map[string]*hashEntry{} // bash forgets its table at any assignment
	}
	return nil
}

// setElem assigns a[key] (index evaluated arithmetically for indexed arrays).
func (r *runner) setElem(name, key, val string, appending bool) error {
	if (name == "BASH_ALIASES" || name == "BASH_CMDS" || name == "DIRSTACK") && !r.plain[name] && !r.tempBound(name) {
		return r.setSpecialElem(name, key, val, appending)
	}
	full, v, err := r.varForWrite(name)
	if err != nil {
		return err
	}
	if v == nil {
		return &varError{msg: full + ": bad array subscript"}
	}
	if v.kind == kAssoc {
		s, err := r.transform(v, val, v.assoc[key], appending)
		if err != nil {
			return err
		}
		v.set = true
		return r.setKeyChecked(v, key, s)
	}
	i, err := r.arithString(key)
	if err != nil {
		return err
	}
	if v.kind == kString {
		old := v.str
		wasSet := v.set
		v.kind = kIndexed
		v.str = ""
		v.idx = nil
		if wasSet {
			v.setIndex(0, old)
		}
	}
	if i < 0 {
		i += int64(v.maxIndex()) + 1
		if i < 0 {
			return &varError{msg: fmt.Sprintf("%s[%s]: bad array subscript", full, key)}
		}
	}
	old, _ := v.index(int(i))
	s, err := r.transform(v, val, old, appending)
	if err != nil {
		return err
	}
	v.set = true
	if err := r.checkString(s); err != nil {
		return err
	}
	return r.setIndexChecked(v, int(i), s)
}

// loseSpecial names the dynamic variables that the manual says lose
// their special properties once unset.
var loseSpecial = sync.OnceValue(func() map[string]bool {
	return map[string]bool{
		"BASH_ALIASES": true, "BASH_ARGV0": true, "BASH_CMDS": true, "BASH_COMMAND": true,
		"BASH_SUBSHELL": true, "BASHPID": true, "COMP_WORDBREAKS": true, "DIRSTACK": true,
		"EPOCHREALTIME": true, "EPOCHSECONDS": true, "FUNCNAME": true, "GROUPS": true,
		"HISTCMD": true, "LINENO": true, "RANDOM": true, "SECONDS": true, "SRANDOM": true,
	}
})

func (r *runner) unsetVar(name string) error {
	if name == "BASH_COMPAT" {
		defer func() {
			if _, ok := r.getStr(name); !ok {
				r.compatVarChanged("", false)
			}
		}()
	}
	if name == "POSIXLY_CORRECT" {
		defer func() {
			if _, ok := r.getStr(name); !ok {
				r.posixVarChanged(false)
			}
		}()
	}
	if name == "GLOBIGNORE" {
		defer r.globIgnoreChanged()
	}
	if name == "BASH_XTRACEFD" {
		defer func() {
			if _, ok := r.getStr(name); !ok {
				r.xtraceFdChanged("", false)
			}
		}()
	}
	if name == "SHELLOPTS" || name == "BASHOPTS" || name == "PPID" {
		return &varError{msg: name + ": cannot unset: readonly variable"}
	}
	switch name {
	case "BASH_LINENO", "BASH_SOURCE", "BASH_ARGV", "BASH_ARGC":
		// bash's call stacks are not to be unset.
		return &varError{msg: name + ": cannot unset"}
	}
	if loseSpecial()[name] && !r.plain[name] {
		// "If X is unset, it loses its special properties, even if
		// it is subsequently reset."
		r.plain = maps.Clone(r.plain)
		if r.plain == nil {
			r.plain = map[string]bool{}
		}
		r.plain[name] = true
	}
	for s := r.cur; s != nil; s = s.parent {
		if v, ok := s.vars[name]; ok {
			if v.readonly {
				return &varError{msg: name + ": cannot unset: readonly variable"}
			}
			if s != r.global && v.local {
				// Unsetting a local in its own scope leaves it declared but
				// unset, hiding outer values (bash's behaviour for the
				// function that declared it).
				if s == r.cur || r.opts.localvarUnset {
					r.rs.charge(-v.bytes())
					*v = variable{local: true}
					return nil
				}
			}
			r.rs.charge(-v.bytes())
			delete(s.vars, name)
			return nil
		}
	}
	return nil
}

func (r *runner) shellopts() string {
	var l []string
	o := &r.opts
	add := func(b bool, n string) {
		if b {
			l = append(l, n)
		}
	}
	add(o.braceexpand, "braceexpand")
	add(o.emacs, "emacs")
	add(o.errexit, "errexit")
	add(o.history, "history")
	add(o.histexpand, "histexpand")
	add(o.vi, "vi")
	add(!o.noHash, "hashall")
	add(true, "interactive-comments")
	add(o.noclobber, "noclobber")
	add(o.noexec, "noexec")
	add(o.noglob, "noglob")
	add(o.nounset, "nounset")
	add(o.pipefail, "pipefail")
	add(o.posix, "posix")
	add(o.verbose, "verbose")
	add(o.xtrace, "xtrace")
	add(o.allexport, "allexport")
	add(r.ignoreEOF(), "ignoreeof")
	add(o.errtrace, "errtrace")
	add(o.functrace, "functrace")
	add(o.keyword, "keyword")
	add(o.monitor, "monitor")
	add(o.onecmd, "onecmd")
	add(o.physical, "physical")
	// keep bash's alphabetical order
	sortStrings(l)
	return strings.Join(l, ":")
}

func (r *runner) bashopts() string {
	r.syncGlobIgnore()
	if r.bashOptsFrozen != "" {
		return r.bashOptsFrozen
	}
	var l []string
	for _, n := range shoptOrder {
		if _, on, _ := r.shoptState(n); on {
			l = append(l, n)
		}
	}
	return strings.Join(l, ":")
}

// callStacks returns bash's FUNCNAME, BASH_SOURCE and BASH_LINENO stacks,
// innermost first: a frame per function call and source, and a bottom
// "main" frame when the shell runs a script file (not for bash -c or a
// script read from stdin).
func (r *runner) callStacks() (names, sources []string, lines []int) {
	n := len(r.frames) + 1
	names, sources, lines = make([]string, 0, n), make([]string, 0, n), make([]int, 0, n)
	for i := len(r.frames) - 1; i >= 0; i-- {
		f := r.frames[i]
		names, sources, lines = append(names, f.name), append(sources, f.source), append(lines, f.line)
	}
	if r.mainSource != "" {
		names, sources, lines = append(names, "main"), append(sources, r.mainSource), append(lines, 0)
	}
	return names, sources, lines
}

// capitalize is declare -c's case: the first character upper case, the
// rest lower (bash's CASE_CAPITALIZE on the whole value).
func capitalize(s string) string {
	if s == "" {
		return s
	}
	_, n := utf8.DecodeRuneInString(s)
	return upperBytes(s[:n]) + lowerBytes(s[n:])
}

// elemByKey is the value of name's element key (an evaluated subscript:
// a number for an indexed array or a scalar, a key for an associative
// one); "" when there is none.
func (r *runner) elemByKey(name, key string) string {
	v := r.getVar(name)
	if v == nil {
		return ""
	}
	switch v.kind {
	case kAssoc:
		return v.assoc[key]
	case kIndexed:
		i, err := strconv.Atoi(key)
		if err != nil {
			return ""
		}
		s, _ := v.index(i)
		return s
	}
	if key == "0" {
		return v.str
	}
	return ""
}
