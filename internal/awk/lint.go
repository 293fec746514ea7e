package awk

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// Lint is gawk's --lint and --lint-old: which of gawk's do_flags bits are
// set, as its options set them in turn (--lint sets LintAll and LintExt,
// =invalid trades LintAll for LintInvalid, =no-ext clears LintExt), and
// whether the warnings are fatal (=fatal, never undone).
type Lint struct {
	Flags LintFlags
	Fatal bool
}

// LintFlags are gawk's DO_LINT_* bits.
type LintFlags uint8

const (
	LintInvalid LintFlags = 1 << iota // --lint=invalid
	LintExt                           // warn about gawk's extensions
	LintAll                           // --lint
	LintOld                           // -t, --lint-old
)

// on is gawk's do_lint: any --lint.
func (l Lint) on() bool { return l.Flags&(LintInvalid|LintAll) != 0 }

// ext is gawk's do_lint_extensions.
func (l Lint) ext() bool { return l.Flags&LintExt != 0 }

// old is gawk's do_lint_old.
func (l Lint) old() bool { return l.Flags&LintOld != 0 }

// SetOption applies one --lint[=ARG] as gawk's option parser does: an
// unknown ARG is a plain --lint.
func (l *Lint) SetOption(arg string) {
	l.Flags |= LintAll | LintExt
	switch arg {
	case "fatal":
		l.Fatal = true
	case "invalid":
		l.Flags &^= LintAll
		l.Flags |= LintInvalid
	case "no-ext":
		l.Flags &^= LintExt
	}
}

// lintTokens are gawk's tokentab flags for the keywords and built-in
// functions its lint checks name: a gawk extension (GAWKX), not in POSIX
// (NOT_POSIX), not in old awk (NOT_OLD).
const (
	tokGawk = 1 << iota
	tokNotPOSIX
	tokNotOld
)

var lintTokens = sync.OnceValue(func() map[string]int {
	return map[string]int{
		"BEGINFILE": tokGawk, "ENDFILE": tokGawk, "and": tokGawk, "asort": tokGawk,
		"asorti": tokGawk, "atan2": tokNotOld, "bindtextdomain": tokGawk,
		"case": tokGawk, "close": tokNotOld, "compl": tokGawk, "cos": tokNotOld,
		"dcgettext": tokGawk, "dcngettext": tokGawk, "default": tokGawk,
		"delete": tokNotOld, "do": tokNotOld, "func": tokNotPOSIX | tokNotOld,
		"function": tokNotOld, "gensub": tokGawk, "getline": tokNotOld,
		"gsub": tokNotOld, "include": tokGawk, "isarray": tokGawk, "load": tokGawk,
		"lshift": tokGawk, "match": tokNotOld, "mkbool": tokGawk, "mktime": tokGawk,
		"namespace": tokGawk, "or": tokGawk, "patsplit": tokGawk, "rand": tokNotOld,
		"return": tokNotOld, "rshift": tokGawk, "sin": tokNotOld, "srand": tokNotOld,
		"strftime": tokGawk, "strtonum": tokGawk, "sub": tokNotOld, "switch": tokGawk,
		"system": tokNotOld, "systime": tokGawk, "tolower": tokNotOld,
		"toupper": tokNotOld, "typeof": tokGawk, "xor": tokGawk,
	}
})

// lintToken gives gawk's warnings for a keyword or built-in function
// name as the lexer reads it, each once per program.
func (l *lexer) lintToken(name string, line int) {
	f := lintTokens()[name]
	if f == 0 {
		return
	}
	if l.lint.on() {
		if l.lint.ext() && f&tokGawk != 0 {
			l.lintOnce(line, "`"+name+"' is a gawk extension")
		}
		if f&tokNotPOSIX != 0 {
			l.lintOnce(line, "POSIX does not allow `"+name+"'")
		}
	}
	if l.lint.old() && f&tokNotOld != 0 {
		l.lintOnce(line, "`"+name+"' is not supported in old awk")
	}
}

// lintWarn records a parse-time lint warning.
func (l *lexer) lintWarn(line int, msg string) {
	l.warnings = append(l.warnings, Warning{Line: line, Msg: msg, Lint: true})
}

// lintOnce records a lint warning gawk gives once per program.
func (l *lexer) lintOnce(line int, msg string) {
	if l.lintSeen[msg] {
		return
	}
	if l.lintSeen == nil {
		l.lintSeen = map[string]bool{}
	}
	l.lintSeen[msg] = true
	l.lintWarn(line, msg)
}

// lintFatal turns the first lint warning into gawk's fatal error under
// --lint=fatal: gawk stops there, after the warnings before it.
func lintFatal(ws []Warning) *SyntaxError {
	for i, w := range ws {
		if !w.Lint {
			continue
		}
		se := &SyntaxError{Line: w.Line, Msg: "fatal: " + w.Msg, Fatal: true, NoLine: w.NoLine}
		for _, b := range ws[:i] {
			se.Before = append(se.Before, &SyntaxError{Line: b.Line, Msg: "warning: " + b.Msg, GenPot: b.GenPot, NoLine: b.NoLine})
		}
		return se
	}
	return nil
}

// gawkHash is gawk's default hash of a name (awk_hash, in str_array.c),
// by which it lists its functions table: the order of the warnings about
// functions called but not defined, or defined but not called.
func gawkHash(s string, size uint64) uint64 {
	var h uint64
	for i := 0; i < len(s); i++ {
		c := uint64(int64(int8(s[i]))) // C's char is signed
		t := h << 6
		h = (c + t + (t << 10) - h) & 0xFFFFFFFF
	}
	return h % size
}

// lintFuncs gives gawk's warnings, after the program is read, about the
// functions called but never defined and defined but never called, in
// the order of gawk's table (bucket by bucket, the latest first in one).
func (p *parser) lintFuncs(order []string, defined, called map[string]bool) {
	const hashSize = 1021
	buckets := map[uint64][]string{}
	for _, name := range order {
		h := gawkHash(name, hashSize)
		buckets[h] = append([]string{name}, buckets[h]...)
	}
	for h := uint64(0); h < hashSize; h++ {
		for _, name := range buckets[h] {
			if !defined[name] {
				p.lex.warnings = append(p.lex.warnings, Warning{Msg: fmt.Sprintf("function `%s' called but never defined", name), Lint: true, NoLine: true})
			}
			if !called[name] {
				p.lex.warnings = append(p.lex.warnings, Warning{Msg: fmt.Sprintf("function `%s' defined but never called directly", name), Lint: true, NoLine: true})
			}
		}
	}
}

// noEffect reports whether an expression statement does nothing, as
// gawk's isnoeffect judges its byte code: only constants, variables,
// fields, elements, arithmetic, concatenation, comparisons, matches, !,
// in, && and ||. The walk keeps its own stack.
func noEffect(e expr) bool {
	stack := []expr{e}
	for len(stack) > 0 {
		e := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		switch e := e.(type) {
		case *numLit, *strLit, *regexLit, *varRef:
			continue
		case *groupExpr:
			if len(e.list) != 1 {
				return false
			}
		case *unaryExpr:
			if e.op == tAdd { // gawk's unary plus has an effect (a number)
				return false
			}
		}
		var ok bool
		if stack, ok = pushOperands(stack, e); !ok {
			return false
		}
	}
	return true
}

// pushOperands pushes the operands of e, an operator, a field, an
// element or a group, for the walks that keep their own stack; ok is
// false for any other expression.
func pushOperands(stack []expr, e expr) (_ []expr, ok bool) {
	switch e := e.(type) {
	case *fieldRef:
		return append(stack, e.index), true
	case *indexRef:
		return append(stack, e.index...), true
	case *groupExpr:
		return append(stack, e.list...), true
	case *binaryExpr:
		return append(stack, e.l, e.r), true
	case *chainExpr:
		stack = append(stack, e.first)
		for _, l := range e.links {
			stack = append(stack, l.r)
		}
		return stack, true
	case *andExpr:
		return append(stack, e.list...), true
	case *orExpr:
		return append(stack, e.list...), true
	case *concatExpr:
		return append(stack, e.list...), true
	case *inExpr:
		return append(stack, e.index...), true
	case *unaryExpr:
		return append(stack, e.e), true
	}
	return stack, false
}

// lintCond marks an assignment used as a condition, which gawk warns
// about each time the condition is evaluated.
func lintCond(e expr) {
	// Not in parentheses (gawk's byte code then ends otherwise), nor to
	// an element (its Op_subscript_assign ends it too).
	if a, ok := e.(*assignExpr); ok && a.op == tAssign {
		if _, elem := a.lhs.(*indexRef); !elem {
			a.inCond = true
		}
	}
}

// ---- run time ----

// lintf gives a lint warning at run time (warn flushes standard output
// first); under --lint=fatal it is a fatal error.
func (in *interp) lintf(format string, args ...any) {
	if in.cfg.Lint.Fatal {
		in.fatal(format, args...)
	}
	in.warn(format, args...)
}

// lintVar is the warning for an uninitialized variable or parameter.
func (in *interp) lintVar(v *varRef) {
	if v.local {
		in.lintf("reference to uninitialized argument `%s'", v.name)
		return
	}
	in.lintf("reference to uninitialized variable `%s'", v.name)
}

// lintElement is the warning for an element that does not exist.
func (in *interp) lintElement(name, key string, reference bool) {
	if reference {
		in.lintf("reference to uninitialized element `%s[\"%s\"]'", name, key)
	}
	if key == "" {
		in.lintf("subscript of array `%s' is null string", name)
	}
}

// lintEnd is gawk's warning when END reads fields (its get_field: a
// field past $0, $0 for a match or a plain print, not $0 itself).
func (in *interp) lintEnd() {
	if in.inEnd && !in.lintEndFields {
		in.lintEndFields = true
		in.lintf("accessing fields from an END rule may not be portable")
	}
}

// lintNull warns about reading a field that has no value: past NF, made
// by raising NF or assigning past it, or $0 before any record.
func (in *interp) lintNull(i int) {
	if in.fieldIsNull(i) {
		in.lintf("reference to uninitialized field `$%d'", i)
	}
}

func (in *interp) fieldIsNull(i int) bool {
	switch {
	case i == 0:
		return in.recNull
	case i > in.nf:
		return true
	}
	return i < len(in.nullFields) && in.nullFields[i]
}

// lintGrowFields notes the fields from NF+1 to n as without value.
func (in *interp) lintGrowFields(n int) {
	for len(in.nullFields) <= n {
		in.nullFields = append(in.nullFields, false)
	}
	for i := in.nf + 1; i <= n; i++ {
		in.nullFields[i] = true
	}
}

// cFmtG formats as C's %g.
func cFmtG(x float64) string {
	switch {
	case math.IsNaN(x):
		if math.Signbit(x) {
			return "-nan"
		}
		return "nan"
	case math.IsInf(x, 1):
		return "inf"
	case math.IsInf(x, -1):
		return "-inf"
	}
	return strconv.FormatFloat(x, 'g', 6, 64)
}

// lintSubstr is substr under --lint, with gawk's warnings about its
// arguments (do_substr), then the same result as without.
func (in *interp) lintSubstr(args []expr) value {
	v0 := in.eval(args[0])
	v1 := in.eval(args[1])
	var v2 value
	if len(args) == 3 {
		v2 = in.eval(args[2])
		if !v2.isNumeric() {
			in.lintf("%s: received non-numeric third argument", "substr")
		}
	}
	if !v1.isNumeric() {
		in.lintf("%s: received non-numeric second argument", "substr")
	}
	if v0.kind == kNum {
		in.lintf("%s: received non-string first argument", "substr")
	}
	s := in.toStr(v0)
	dIndex := in.num(v1)
	dLength := math.Inf(1)
	flags := in.cfg.Lint.Flags & (LintInvalid | LintAll)
	const sizeMax = float64(math.MaxUint64)
	var length uint64
	if len(args) == 3 {
		dLength = in.num(v2)
		if !(dLength >= 1) {
			if flags == LintAll {
				in.lintf("substr: length %s is not >= 1", cFmtG(dLength))
			} else if flags == LintInvalid && !(dLength >= 0) {
				in.lintf("substr: length %s is not >= 0", cFmtG(dLength))
			}
			return str("")
		}
		if math.Trunc(dLength) != dLength {
			in.lintf("substr: non-integer length %s will be truncated", cFmtG(dLength))
		}
		if dLength > sizeMax {
			in.lintf("substr: length %s too big for string indexing, truncating to %s", cFmtG(dLength), cFmtG(sizeMax))
		}
		length = math.MaxUint64
		if dLength < sizeMax {
			length = uint64(dLength)
		}
	}
	if !(dIndex >= 1) {
		in.lintf("substr: start index %s is invalid, using 1", cFmtG(dIndex))
		dIndex = 1
	}
	if math.Trunc(dIndex) != dIndex {
		in.lintf("substr: non-integer start index %s will be truncated", cFmtG(dIndex))
	}
	indx := uint64(math.MaxUint64)
	if dIndex <= sizeMax {
		indx = uint64(dIndex - 1)
	}
	srcLen := uint64(in.charLen(s))
	if len(args) == 2 {
		length = srcLen - indx
		dLength = float64(length)
	}
	if s == "" {
		if flags == LintAll || indx|length != 0 {
			in.lintf("substr: source string is zero length")
		}
		return str("")
	}
	if indx >= srcLen {
		in.lintf("substr: start index %s is past end of string", cFmtG(dIndex))
		return str("")
	}
	if length > srcLen-indx {
		in.lintf("substr: length %s at start index %s exceeds length of first argument (%d)", cFmtG(dLength), cFmtG(dIndex), srcLen)
	}
	l := math.Inf(1)
	if len(args) == 3 {
		l = math.Trunc(in.num(v2))
	}
	return in.substrOf(s, math.Trunc(in.num(v1)), l)
}

// isSelfConcat reports whether a statement v = v ... is one gawk runs
// as its Op_assign_concat (optimize_assignment), which reads v without
// the reference --lint warns about: v a simple variable, first in the
// concatenation, and the rest neither calling a function nor taking v
// as a place to store into.
func isSelfConcat(a *assignExpr) bool {
	v, ok := a.lhs.(*varRef)
	if !ok {
		return false
	}
	c, ok := a.rhs.(*concatExpr)
	if !ok {
		return false
	}
	if first, ok := c.list[0].(*varRef); !ok || first.local != v.local || first.idx != v.idx {
		return false
	}
	same := func(e expr) bool {
		r, ok := unparen(e).(*varRef)
		return ok && r.local == v.local && r.idx == v.idx
	}
	stack := append([]expr(nil), c.list[1:]...)
	for len(stack) > 0 {
		e := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		switch e := e.(type) {
		case *userCall:
			return false
		case *assignExpr:
			if same(e.lhs) {
				return false
			}
			stack = append(stack, e.lhs, e.rhs)
		case *incDecExpr:
			if same(e.lv) {
				return false
			}
			stack = append(stack, e.lv)
		case *getlineExpr:
			if e.lv != nil && same(e.lv) {
				return false
			}
			if e.src != nil {
				stack = append(stack, e.src)
			}
		case *builtinCall:
			if (e.name == "sub" || e.name == "gsub") && len(e.args) == 3 && same(e.args[2]) {
				return false
			}
			stack = append(stack, e.args...)
		case *condExpr:
			stack = append(stack, e.c, e.t, e.f)
		default:
			stack, _ = pushOperands(stack, e)
		}
	}
	return true
}

// selfConcat evaluates the right side of a statement v = v ... (see
// isSelfConcat) without warning about v.
func (in *interp) selfConcat(e *assignExpr) value {
	list := e.rhs.(*concatExpr).list
	var b strings.Builder
	b.WriteString(in.toStr(in.getVar(list[0].(*varRef))))
	for _, x := range list[1:] {
		s := in.toStr(in.eval(x))
		if b.Len()+len(s) > in.cfg.MaxStringBytes {
			in.fatal("string too long (over %d bytes)", in.cfg.MaxStringBytes)
		}
		b.WriteString(s)
	}
	return str(b.String())
}

// lintRedirect gives gawk's warnings about the name of a redirection
// (op, "" for >): a number, or 0 or 1 (a condition's result, as in
// print a > b meant as a comparison).
func (in *interp) lintRedirect(v value, name, op string) {
	if op == "" {
		op = ">"
	}
	if v.kind == kNum {
		in.lintf("expression in `%s' redirection is a number", op)
	}
	if name == "0" || name == "1" {
		in.lintf("filename `%s' for `%s' redirection may be result of logical expression", name, op)
	}
}

// lintCloseAll closes the files and commands at the end as closeAll,
// all in gawk's order (the last opened first), each with gawk's warning
// that the program did not close it (a plain warning, with no program
// line).
func (in *interp) lintCloseAll() {
	type redir struct {
		seq  int
		name string
		out  *output
		inp  *input
	}
	var all []redir
	for n, o := range in.outputs {
		all = append(all, redir{seq: o.seq, name: n, out: o})
	}
	for n, i := range in.inputs {
		all = append(all, redir{seq: i.seq, name: n, inp: i})
	}
	sort.Slice(all, func(i, j int) bool { return all[i].seq > all[j].seq })
	for _, r := range all {
		kind := "file"
		if r.out != nil {
			delete(in.outputs, r.name)
			if r.out.w != in.stdout {
				in.closeOutput(r.out, true)
			}
			if r.out.isPipe {
				kind = "pipe"
			}
		} else {
			delete(in.inputs, r.name)
			if r.inp.close != nil {
				r.inp.close()
			}
			if r.inp.isCmd {
				kind = "pipe"
			}
		}
		in.stdout.Flush()
		where := ""
		if in.inRule && in.num(in.globals[vFNR].v) > 0 {
			where = fmt.Sprintf("(FILENAME=%s FNR=%s) ", in.str(vFILENAME), in.str(vFNR))
		}
		fmt.Fprintf(in.cfg.Stderr, "%s: %swarning: no explicit close of %s `%s' provided\n", in.cfg.Argv0, where, kind, r.name)
	}
	in.stdout.Flush()
}

// lintArgKinds are the built-in functions whose arguments gawk's --lint
// checks as it calls them: n for a number, s for a string, by position.
var lintArgKinds = sync.OnceValue(func() map[string]string {
	return map[string]string{
		"exp": "n", "int": "n", "log": "n", "sqrt": "n", "sin": "n", "cos": "n",
		"srand": "n", "compl": "n", "length": "s", "tolower": "s", "toupper": "s",
		"system": "s", "mktime": "s", "fflush": "s", "index": "ss", "atan2": "nn",
		"lshift": "nn", "rshift": "nn", "and": "*", "or": "*", "xor": "*",
	}
})

// lintArgs evaluates a built-in function's arguments, as gawk does before
// it calls the function, and gives gawk's warnings about their types; the
// function then runs on the values.
func (in *interp) lintArgs(name string, args []expr) []expr {
	kinds, ok := lintArgKinds()[name]
	if !ok || len(args) == 0 {
		return args
	}
	if name == "length" {
		// An array's length is no string's; an element may be a
		// subarray (looked at by length itself).
		switch a := unparen(args[0]).(type) {
		case *varRef:
			if c := in.cellOf(a); c.arr != nil || c.ref != nil && c.ref.arr != nil {
				return args
			}
		case *indexRef:
			return args
		}
	}
	vals := make([]expr, len(args))
	for i, a := range args {
		vals[i] = &valueLit{in.eval(a)}
	}
	isNum := func(i int) bool { return vals[i].(*valueLit).v.isNumeric() }
	isStr := func(i int) bool { return vals[i].(*valueLit).v.kind != kNum }
	if kinds == "*" { // and, or, xor: from the last argument
		for i := len(vals) - 1; i >= 0; i-- {
			if !isNum(i) {
				in.lintf("%s: argument %d is non-numeric", name, i+1)
			}
		}
		return vals
	}
	ordinal := []string{"first ", "second "}
	for i := range vals {
		if i >= len(kinds) {
			break
		}
		which := ""
		if len(kinds) > 1 {
			which = ordinal[i]
		}
		if kinds[i] == 'n' && !isNum(i) {
			in.lintf("%s: received non-numeric %sargument", name, which)
		} else if kinds[i] == 's' && !isStr(i) {
			in.lintf("%s: received non-string %sargument", name, which)
		}
	}
	return vals
}

// lintLengthArray is gawk's warning, once, that length(array) is its
// extension.
func (in *interp) lintLengthArray() {
	if in.cfg.Lint.ext() && !in.lintLenArray {
		in.lintLenArray = true
		in.lintf("`length(array)' is a gawk extension")
	}
}

// lintUntyped is typeof's and isarray's warning about a variable with no
// value, which gawk pushes as it pushes any.
func (in *interp) lintUntyped(e expr) {
	if ref, ok := unparen(e).(*varRef); ok {
		if c := in.cellOf(ref); c.arr == nil && (c.ref == nil || c.ref.arr == nil) && c.v.kind == kUninit {
			in.lintVar(ref)
		}
	}
}

// lintPlus evaluates the right operand of + and gives gawk's warning when
// both operands are strings (gawk's STRING flag: constants, input, no
// value; not a -v or operand variable that looks numeric, which gawk
// made a number). left is the left operand's expression when known.
func (in *interp) lintPlus(left expr, lv value, re expr) expr {
	rv := in.eval(re)
	if in.lintString(left, lv) && in.lintString(re, rv) {
		in.lintf("operator `+' used on two string values")
	}
	return &valueLit{rv}
}

func (in *interp) lintString(e expr, v value) bool {
	if v.kind == kNum {
		return false
	}
	if ref, ok := e.(*varRef); ok && v.kind == kStrNum && in.cellOf(ref).cmdline && looksNumeric(v.s) {
		return false
	}
	return true
}

// lintOnceRun gives a run-time lint warning once per run.
func (in *interp) lintOnceRun(msg string) {
	if in.warned[msg] {
		return
	}
	in.warned[msg] = true
	in.lintVarf(msg)
}

// lintVarf is a lint warning where a variable is set: from -v it has no
// program line.
func (in *interp) lintVarf(msg string) {
	if !in.inVars {
		in.lintf("%s", msg)
		return
	}
	if in.cfg.Lint.Fatal {
		panic(&ExitError{Msg: msg})
	}
	fmt.Fprintf(in.cfg.Stderr, "%s: warning: %s\n", in.cfg.Argv0, msg)
}

// lintSetGlobal gives gawk's warnings about setting its special
// variables: NF lowered, FS empty or a regexp (old awk), RS of several
// characters, FPAT, FIELDWIDTHS and IGNORECASE (gawk's extensions).
func (in *interp) lintSetGlobal(idx int, val value) {
	ext, old := in.cfg.Lint.ext(), in.cfg.Lint.old()
	switch idx {
	case vNF:
		if in.lint && int(in.num(val)) < in.nf {
			in.lintOnceRun("decrementing NF is not portable to many awk versions")
		}
	case vFS:
		s := in.toStr(val)
		if s == "" {
			if ext {
				in.lintOnceRun("null string for `FS' is a gawk extension")
			}
		} else if (len(s) > 1 || val.re) && old {
			in.lintVarf("old awk does not support regexps as value of `FS'")
		}
	case vRS:
		if ext && len(in.toStr(val)) > 1 && in.prog.mode != ModeTraditional {
			in.lintOnceRun("multicharacter value of `RS' is a gawk extension")
		}
	case in.fpatVar:
		if ext {
			in.lintOnceRun("`FPAT' is a gawk extension")
		}
	case in.widthsVar:
		if ext {
			in.lintOnceRun("`FIELDWIDTHS' is a gawk extension")
		}
	case in.ignoreCaseVar:
		if ext {
			in.lintOnceRun("`IGNORECASE' is a gawk extension")
		}
	}
}

// lintSplit gives split's warnings (its fourth argument, an empty
// separator) once each, evaluating a separator that is no regexp
// constant (the arguments are then the values).
func (in *interp) lintSplit(args []expr) []expr {
	if len(args) == 4 && (in.cfg.Lint.ext() || in.cfg.Lint.old()) {
		in.lintOnceRun("split: fourth argument is a gawk extension")
	}
	if len(args) < 3 || !in.lint {
		return args
	}
	sep := ""
	if r, ok := args[2].(*regexLit); ok {
		sep = r.src
	} else {
		v := in.eval(args[2])
		args = append([]expr(nil), args...)
		args[2] = &valueLit{v}
		sep = in.toStr(v)
	}
	if sep == "" {
		in.lintOnceRun("split: null string for third arg is a non-standard extension")
	}
	return args
}

// lintGetVar reads a variable under --lint.
func (in *interp) lintGetVar(e *varRef) value {
	v := in.getVar(e)
	if v.kind == kUninit {
		in.lintVar(e)
	}
	return v
}

// lintGetField reads a field under --lint.
func (in *interp) lintGetField(e *fieldRef) value {
	i := in.fieldIndex(e.index)
	if i != 0 {
		in.lintEnd()
	}
	in.lintNull(i)
	return in.getField(i)
}

// lintChain evaluates a chain of operators under --lint, with the check
// of + (lintPlus).
func (in *interp) lintChain(e *chainExpr) value {
	v := in.eval(e.first)
	for i, l := range e.links {
		if l.op == tAdd {
			var left expr
			if i == 0 {
				left = e.first
			}
			v = in.binary(l.op, v, in.lintPlus(left, v, l.r))
			continue
		}
		v = in.binary(l.op, v, l.r)
	}
	return v
}
