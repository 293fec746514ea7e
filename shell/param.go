package shell

import (
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"mvdan.cc/sh/v3/syntax"
)

// subscript returns the raw text of an index expression, and whether it is
// @ or *.
func subscriptText(x syntax.ArithmExpr) string {
	if w, ok := x.(*syntax.Word); ok {
		if len(w.Parts) == 1 {
			if l, ok := w.Parts[0].(*syntax.Lit); ok {
				return l.Value
			}
		}
	}
	return ""
}

// shownSubscript is the text of a subscript for a message: as written
// when parseRef kept it as text.
func shownSubscript(x syntax.ArithmExpr) string {
	if w, ok := x.(*syntax.Word); ok && len(w.Parts) == 1 {
		if q, ok := w.Parts[0].(*syntax.DblQuoted); ok && len(q.Parts) == 1 {
			if l, ok := q.Parts[0].(*syntax.Lit); ok {
				return l.Value
			}
		}
	}
	return printNode(x)
}

// assocKey expands an index expression as an associative array key.
func (r *runner) assocKey(x syntax.ArithmExpr) (string, error) {
	if w, ok := x.(*syntax.Word); ok {
		return r.literal(w)
	}
	// The parser read the key as arithmetic; use its source text with
	// expansions applied (the printer adds spaces around operators).
	s := strings.ReplaceAll(printNode(x), " ", "")
	if strings.ContainsAny(s, "$`") {
		w, err := r.parseWord(s)
		if err == nil {
			return r.docString(w)
		}
	}
	return s, nil
}

// scalarParam is paramValues for a positional parameter or a variable
// without a subscript, less the slice: ok is false for what it leaves to
// paramValues (special parameters, namerefs). $x in a loop costs no
// allocation this way.
func (r *runner) scalarParam(name string) (s string, set, ok bool) {
	if name == "" {
		return "", false, false
	}
	if c := name[0]; c >= '0' && c <= '9' {
		if name == "0" {
			return "", false, false
		}
		n, _ := strconv.Atoi(name)
		if n >= 1 && n <= len(r.params) {
			return r.params[n-1], true, true
		}
		return "", false, true
	}
	if !validName(name) {
		return "", false, false
	}
	if lv := r.lookup(name); lv != nil && lv.nameref {
		return "", false, false
	}
	v := r.getVar(name)
	if v == nil {
		return "", false, true
	}
	switch v.kind {
	case kIndexed:
		s, set = v.index(0)
		return s, set, true
	case kAssoc:
		s, set = v.assoc["0"]
		return s, set, true
	}
	return v.str, v.set, true
}

// plainParam expands $name or ${name} when scalarParam can (not under
// set -u with the name unset, which is an error): ok is false for the
// rest, which paramExp expands.
func (r *runner) plainParam(pe *syntax.ParamExp) (string, bool) {
	if pe.Param == nil || pe.Excl || pe.Length || pe.Width || pe.Index != nil || pe.Slice != nil ||
		pe.Repl != nil || pe.Exp != nil || pe.Names != 0 || pe.Flags != nil || pe.NestedParam != nil ||
		len(pe.Modifiers) > 0 || strings.HasPrefix(pe.Param.Value, badParamPrefix) {
		return "", false
	}
	s, set, ok := r.scalarParam(pe.Param.Value)
	if !ok || (!set && r.opts.nounset) {
		return "", false
	}
	return s, true
}

// scalarOpParam expands ${name%pat}, ${name#pat} (and their doubled
// forms) and ${name/pat/with} (and its forms) of a scalar name, as
// paramExp and paramOp do, without the one-element list of values they
// pass around: the list was an allocation per expansion in a loop. ok is
// false for the rest (an index, an indirection, another operator, a name
// scalarParam does not resolve, an unset name under set -u), which
// paramExp expands.
func (r *runner) scalarOpParam(pe *syntax.ParamExp) (string, bool, error) {
	if pe.Param == nil || pe.Excl || pe.Length || pe.Width || pe.Index != nil || pe.Slice != nil ||
		pe.Names != 0 || pe.Flags != nil || pe.NestedParam != nil ||
		len(pe.Modifiers) > 0 || (pe.Repl == nil) == (pe.Exp == nil) || strings.HasPrefix(pe.Param.Value, badParamPrefix) {
		return "", false, nil
	}
	var op syntax.ParExpOperator
	if pe.Exp != nil {
		switch op = pe.Exp.Op; op {
		case syntax.RemSmallPrefix, syntax.RemLargePrefix, syntax.RemSmallSuffix, syntax.RemLargeSuffix:
		default:
			return "", false, nil
		}
	}
	v, set, ok := r.scalarParam(pe.Param.Value)
	if !ok || (!set && r.opts.nounset) {
		return "", false, nil
	}
	if pe.Exp != nil {
		if v == "" {
			return "", true, nil // bash expands no pattern for an empty value
		}
		pat, err := r.pattern(pe.Exp.Word)
		if err != nil {
			return "", true, err
		}
		return r.removePattern(v, pat, op), true, nil
	}
	if !set {
		return v, true, nil // an unset parameter is empty: no pattern expanded, nothing replaced
	}
	repl := slashPattern(pe)
	pat, err := r.pattern(repl.Orig)
	if err != nil {
		return "", true, err
	}
	with := ""
	if repl.With != nil {
		if with, err = r.patsubWith(repl.With); err != nil {
			return "", true, err
		}
	}
	return r.replace(v, pat, with, repl.All), true, nil
}

// paramValues resolves the base value(s) of a parameter expansion.
// multi is true for $@, $*, a[@], a[*] (star tells which).
func (r *runner) paramValues(name string, index syntax.ArithmExpr) (vals []string, set, multi, star bool, err error) {
	switch name {
	case "@", "*":
		return r.params, len(r.params) > 0, true, name == "*", nil
	case "#":
		return []string{strconv.Itoa(len(r.params))}, true, false, false, nil
	case "?":
		return []string{strconv.Itoa(r.exit)}, true, false, false, nil
	case "$":
		return []string{strconv.Itoa(r.pid)}, true, false, false, nil
	case "!":
		if r.lastBg == 0 {
			return []string{""}, false, false, false, nil
		}
		return []string{strconv.Itoa(r.lastBg)}, true, false, false, nil
	case "-":
		return []string{r.dashFlags()}, true, false, false, nil
	case "0":
		return []string{r.arg0}, true, false, false, nil
	}
	if index == nil {
		if s, set, ok := r.scalarParam(name); ok {
			return []string{s}, set, false, false, nil
		}
	}
	if name[0] >= '0' && name[0] <= '9' {
		n, _ := strconv.Atoi(name)
		if n >= 1 && n <= len(r.params) {
			return []string{r.params[n-1]}, true, false, false, nil
		}
		return []string{""}, false, false, false, nil
	}
	if lv := r.lookup(name); lv != nil && lv.nameref && lv.set && strings.IndexByte(lv.str, '[') > 0 {
		if base, idx, ok := r.parseRef(lv.str); ok && idx != nil && index == nil {
			return r.paramValues(base, idx)
		}
	}
	v := r.getVar(name)
	if index == nil {
		if v == nil {
			return []string{""}, false, false, false, nil
		}
		switch v.kind {
		case kIndexed:
			s, ok := v.index(0)
			return []string{s}, ok, false, false, nil
		case kAssoc:
			s, ok := v.assoc["0"]
			return []string{s}, ok, false, false, nil
		}
		return []string{v.str}, v.set, false, false, nil
	}
	sub := subscriptText(index)
	if sub == "@" || sub == "*" {
		if v == nil {
			return nil, false, true, sub == "*", nil
		}
		vals := v.values()
		return vals, len(vals) > 0, true, sub == "*", nil
	}
	// A negative index counts back from the end of an indexed array
	// only; before its start, or on an unset name or a scalar, it is a
	// bad subscript.
	badIndex := func() ([]string, bool, bool, bool, error) {
		if err := r.reportError("%s: bad array subscript", name); err != nil {
			return nil, false, false, false, err
		}
		return []string{""}, false, false, false, nil
	}
	if v == nil {
		i, err := r.arithIndex(index)
		if err != nil {
			return nil, false, false, false, err
		}
		if i < 0 {
			return badIndex()
		}
		return []string{""}, false, false, false, nil
	}
	switch v.kind {
	case kAssoc:
		k, err := r.assocKey(index)
		if err != nil {
			return nil, false, false, false, err
		}
		if k == "" {
			if err := r.reportError("%s: bad array subscript", name); err != nil {
				return nil, false, false, false, err
			}
			return []string{""}, false, false, false, nil
		}
		s, ok := v.assoc[k]
		return []string{s}, ok, false, false, nil
	case kIndexed:
		i, err := r.arithIndex(index)
		if err != nil {
			return nil, false, false, false, err
		}
		if i < 0 {
			i += int64(v.maxIndex()) + 1
			if i < 0 {
				return badIndex()
			}
		}
		s, ok := v.index(int(i))
		return []string{s}, ok, false, false, nil
	}
	i, err := r.arithIndex(index)
	if err != nil {
		return nil, false, false, false, err
	}
	switch {
	case i == 0:
		return []string{v.str}, v.set, false, false, nil
	case i < 0:
		return badIndex()
	}
	return []string{""}, false, false, false, nil
}

// dashFlags is $-: the set flags in the order of bash's flag table.
func (r *runner) dashFlags() string {
	var b strings.Builder
	for _, f := range []struct {
		c  byte
		on bool
	}{
		{'a', r.opts.allexport}, {'b', r.opts.notify}, {'e', r.opts.errexit}, {'f', r.opts.noglob}, {'h', !r.opts.noHash}, {'i', r.interactive}, {'k', r.opts.keyword},
		{'m', r.opts.monitor}, {'n', r.opts.noexec}, {'p', r.opts.privileged}, {'r', r.opts.restricted}, {'t', r.opts.onecmd}, {'u', r.opts.nounset}, {'v', r.opts.verbose},
		{'x', r.opts.xtrace}, {'B', r.opts.braceexpand}, {'C', r.opts.noclobber}, {'E', r.opts.errtrace}, {'H', r.opts.histexpand}, {'P', r.opts.physical},
		{'T', r.opts.functrace}, {r.readFrom, r.readFrom != 0},
	} {
		if f.on {
			b.WriteByte(f.c)
		}
	}
	return b.String()
}

func (r *runner) paramExp(pe *syntax.ParamExp, quoted bool) ([]string, bool, error) {
	if pe.Param == nil {
		return nil, false, r.badSubst(r.badSubstText(printNode(pe)))
	}
	name := pe.Param.Value
	if r.inHdoc {
		saved := r.hdocPosStar
		r.hdocPosStar = name == "*" && pe.Index == nil && pe.Repl == nil ||
			pe.Index != nil && subscriptText(pe.Index) == "*" &&
				(pe.Slice != nil || pe.Repl != nil || pe.Exp != nil && !isDefaultOp(pe.Exp.Op))
		defer func() { r.hdocPosStar = saved }()
	}
	if text, ok := badParamText(name); ok {
		if tpe := r.toggleCaseParam(text); tpe != nil {
			return r.paramExp(tpe, quoted)
		}
		if tpe := unknownTransformParam(text); tpe != nil {
			return r.paramExp(tpe, quoted)
		}
		if spe, failed := r.sliceText(text, pe); failed {
			return nil, false, errExpand
		} else if spe != nil {
			return r.paramExp(spe, quoted)
		}
		if arithCommentAt(text) {
			return nil, false, r.fail(false, "bad substitution: no closing `)' in %s", r.wordTopText(text))
		}
		if quoted && subscriptUnclosed(text) {
			// bash's extract_dollar_brace_string, reading a "…" word,
			// skips a subscript to its ] and finds no } after it.
			return nil, false, r.fail(false, "bad substitution: no closing `}' in %s", r.wordTopText(text))
		}
		return nil, false, r.badSubst(r.badSubstText(text))
	}
	if name == "#" && !pe.Length && !pe.Excl && pe.Index == nil && (pe.Exp != nil || pe.Repl != nil) {
		// bash's parameter_brace_expand: ${#%}, ${#=}, ${#+} and ${#/}
		// (an operator alone after #) are bad substitutions, where
		// ${#-} and ${#?} are lengths.
		switch text := r.srcText(pe.Pos(), pe.End(), printNode(pe)); text {
		case "${#%}", "${#=}", "${#+}", "${#/}":
			return nil, false, r.badSubst(r.badSubstText(text))
		}
	}
	if r.opts.posix && pe.Excl && (name == "#" || name == "?") && pe.Index == nil && pe.Exp == nil &&
		pe.Repl == nil && pe.Slice == nil && !pe.Length && (pe.Names == 0 || name == "#") {
		// POSIX mode reads ${!#} as $! with an empty prefix removed (so
		// ${!#*} and ${!#@} too: $! never starts with @) and ${!?} as $!
		// that must be set, not as indirections.
		bang := &syntax.ParamExp{Dollar: pe.Dollar, Rbrace: pe.Rbrace, Param: &syntax.Lit{ValuePos: pe.Param.ValuePos, ValueEnd: pe.Param.ValueEnd, Value: "!"}}
		if name == "?" {
			bang.Exp = &syntax.Expansion{Op: syntax.ErrorUnset}
		}
		return r.paramExp(bang, quoted)
	}
	if pe.Excl && pe.Exp != nil && pe.Exp.Op.String() == "*" {
		// ${!x*y}: a * after the name ends ${!prefix*} or it is no
		// expansion bash knows; ${!x**} is the names that start with
		// "x*", none.
		text := r.srcText(pe.Pos(), pe.End(), printNode(pe))
		if text[max(len(text)-2, 0)] == '*' {
			if quoted || r.ifs() == "" {
				return []string{""}, false, nil
			}
			return nil, true, nil
		}
		return nil, false, r.badSubst(r.badSubstText(text))
	}
	index := pe.Index
	// ${!prefix*} and ${!prefix@}
	if pe.Excl && pe.Names != 0 && name != "" && !(name[0] == '_' || name[0]|0x20 >= 'a' && name[0]|0x20 <= 'z') {
		// ${!1*}, ${!1a@}, ${!#*}: bash's prefix must start a name
		return nil, false, r.badSubst(r.badSubstText(r.srcText(pe.Pos(), pe.End(), printNode(pe))))
	}
	if pe.Excl && pe.Names != 0 {
		names := r.varNames(name)
		if pe.Names == syntax.NamesPrefix && (quoted || r.ifs() == "") {
			// Unquoted with an empty IFS, bash joins the names too.
			return []string{strings.Join(names, r.ifsJoin())}, false, nil
		}
		return names, true, nil
	}
	// ${!a[@]}: keys; with an operator (${!a[@]:1}, ${!a[@]#x}) it is an
	// indirection through the element's value instead.
	hasOp := pe.Slice != nil || pe.Repl != nil || pe.Exp != nil
	if pe.Excl && index != nil && hasOp {
		if sub := subscriptText(index); sub == "@" || sub == "*" {
			var vals []string
			if v := r.getVar(name); v != nil {
				vals = v.values()
			}
			switch {
			case len(vals) == 0:
				return nil, false, r.fail(false, "%s[%s]: invalid indirect expansion", name, sub)
			case len(vals) > 1:
				return nil, false, r.fail(false, "%s: invalid variable name", strings.Join(vals, " "))
			}
			if v := r.getVar(name); v != nil {
				if vals := v.values(); len(vals) == 1 {
					tname, tindex, ok := r.parseRef(vals[0])
					if !ok {
						return nil, false, r.fail(false, "%s: invalid variable name", vals[0])
					}
					name, index = tname, tindex
					pe = &syntax.ParamExp{Param: &syntax.Lit{Value: tname}, Index: tindex, Slice: pe.Slice, Repl: pe.Repl, Exp: pe.Exp}
				}
			}
		}
	}
	if pe.Excl && index != nil {
		if sub := subscriptText(index); sub == "@" || sub == "*" {
			v := r.getVar(name)
			var keys []string
			if v != nil {
				keys = v.keys()
			}
			if sub == "*" && quoted && r.inHdoc {
				return []string{strings.Join(keys, " ")}, false, nil // (as $* there)
			}
			if sub == "*" && quoted {
				return []string{strings.Join(keys, r.ifsJoin())}, false, nil
			}
			if sub == "*" && r.ifs() == "" {
				// bash joins the keys with a space here (not with IFS).
				return []string{strings.Join(keys, " ")}, false, nil
			}
			return keys, true, nil
		}
	}
	var nameValue *string // the value of ${!ref}, a nameref's target
	indirect := ""        // the name of ${!n}, as set -u names it (!n)
	if pe.Excl {
		// indirect expansion
		if v := r.lookup(name); v != nil && v.nameref && v.set && index == nil {
			if _, _, circular := r.followRefs(name); circular {
				// No warning: bash finds no name to expand.
				return nil, false, r.fail(false, "%s: invalid indirect expansion", name)
			}
		}
		indirect = "!" + name
		vals, set, multi, _, err := r.paramValues(name, index)
		if err != nil {
			return nil, false, err
		}
		target := ""
		if len(vals) > 0 {
			target = vals[0]
		}
		if multi {
			target = strings.Join(vals, " ")
		}
		refName := false
		if v := r.lookup(name); v != nil && v.nameref && index == nil {
			// ${!ref} of a nameref is the name it refers to.
			if !v.set {
				return nil, false, r.fail(false, "%s: invalid indirect expansion", name)
			}
			// (through a chain of namerefs, the last one's target)
			target, _, _ = r.followRefs(name)
			set, refName = true, true
		}
		arrayNoElem := false
		if !set && index == nil {
			// ${!a} of a variable with no value (an array without element
			// 0, a name only declared) is empty, not an error; under set
			// -u it is unbound.
			if v := r.getVar(name); v != nil {
				if r.opts.nounset && (pe.Exp == nil || !isDefaultOp(pe.Exp.Op)) && !r.attrOfArray(pe, name) {
					return nil, false, r.failEOF("!%s: unbound variable", name)
				}
				arrayNoElem = true
			} else if !validName(name) {
				// ${!9} of an unset positional parameter (a name that is
				// no identifier) is no error for bash: the value is
				// unset (under set -u, unbound).
				if r.opts.nounset && (pe.Exp == nil || !isDefaultOp(pe.Exp.Op)) {
					return nil, false, r.failEOF("!%s: unbound variable", name)
				}
				arrayNoElem = true
			}
		}
		if !set && !arrayNoElem {
			// An error that discards the line, under set -u too; it
			// names the element as written (bash).
			if index != nil {
				return nil, false, r.fail(false, "%s[%s]: invalid indirect expansion", name, subscriptText(index))
			}
			return nil, false, r.fail(false, "%s: invalid indirect expansion", name)
		}
		tname, tindex, ok := r.parseRef(target)
		if arrayNoElem {
			ok, tname = false, ""
			if pe.Exp == nil {
				return []string{""}, false, nil
			}
		}
		switch {
		case refName:
			name, index, nameValue = "", nil, &target
		case !ok:
			if arrayNoElem && pe.Exp != nil {
				// No value: ${!a-w} is w. An empty one is no name.
				name, index = "", nil
			} else {
				return nil, false, r.fail(false, "%s: invalid variable name", target)
			}
		default:
			name, index = tname, tindex
		}
	}
	var vals []string
	var set, multi, star bool
	if nameValue != nil {
		vals, set = []string{*nameValue}, true
	} else if name != "" {
		var err error
		vals, set, multi, star, err = r.paramValues(name, index)
		if err != nil {
			if err != errExpand {
				r.subscriptFail(err)
				return nil, false, errExpand
			}
			return nil, false, err
		}
	}
	// set -u
	if !set && r.opts.nounset && (pe.Exp == nil || !isDefaultOp(pe.Exp.Op)) && !multi && !(index == nil && r.attrOfArray(pe, name)) {
		disp := name
		if pe.Short && name != "" && (strings.Trim(name, "0123456789") == "" || name == "!") {
			disp = "$" + name // bash names $1 and $! so, but ${1} as 1
		}
		if index != nil && !pe.Length {
			disp = name + "[" + printNode(index) + "]"
		}
		if pe.Length && index != nil {
			// ${#a[5]} of a missing element of an array is 0 for bash;
			// of a scalar or an unset name, the name is unbound.
			if v := r.getVar(name); v != nil && v.set && v.kind != kString {
				return []string{"0"}, false, nil
			}
		}
		if indirect != "" && nameValue == nil {
			disp = indirect
		}
		if !(pe.Length && multi) {
			return nil, false, r.failEOF("%s: unbound variable", disp)
		}
	}
	if pe.Length {
		if multi && index != nil && r.opts.nounset {
			// bash's set -u counts ${#a[@]} of an unset or declared-only
			// name, or of a scalar, as unbound; the error ends the command
			// line, not the shell.
			if v := r.getVar(name); v == nil || !v.set || v.kind == kString {
				return nil, false, r.fail(false, "%s: unbound variable", name)
			}
		}
		if multi {
			return []string{strconv.Itoa(len(vals))}, false, nil
		}
		if index == nil && !r.opts.nounset && validName(name) {
			// bash's parameter_brace_expand_length finds no variable
			// through a nameref to an element (declare -n e='a[1]'):
			// ${#e} is 0; under set -u it takes the length of $e.
			if lv := r.lookup(name); lv != nil && lv.nameref {
				if target, _, _ := r.followRefs(name); strings.IndexByte(target, '[') > 0 {
					return []string{"0"}, false, nil
				}
			}
		}
		if r.byteLocale() {
			return []string{strconv.Itoa(len(vals[0]))}, false, nil
		}
		return []string{strconv.Itoa(utf8.RuneCountInString(vals[0]))}, false, nil
	}
	if multi && pe.Exp == nil && pe.Slice == nil && pe.Repl == nil {
		return r.multiResult(vals, star, quoted)
	}
	if pe.Slice != nil {
		if !set && name != "@" && name != "*" {
			// bash slices nothing of an unset name or an empty array:
			// it evaluates neither offset nor length (${a:0:-2} is empty).
			if multi {
				return r.multiResult(nil, star, quoted)
			}
			return []string{""}, false, nil
		}
		var err error
		vals, err = r.slice(pe, name, vals, multi)
		if err != nil {
			return nil, false, err
		}
		if multi {
			return r.multiResult(vals, star, quoted)
		}
		return vals, false, nil
	}
	if pe.Repl != nil {
		if (!set && !multi) || (multi && len(vals) == 0) {
			// bash expands neither pattern nor replacement of an unset
			// name or of no elements: ${u/$(a)/$(b)} runs nothing.
			if multi {
				return r.multiResult(nil, star, quoted)
			}
			return []string{""}, false, nil
		}
		repl := slashPattern(pe)
		pat, err := r.pattern(repl.Orig)
		if err != nil {
			return nil, false, err
		}
		with := ""
		if repl.With != nil {
			with, err = r.patsubWith(repl.With)
			if err != nil {
				return nil, false, err
			}
		}
		// A copy: vals of "$@" is the positional parameters themselves
		// (a scalar's is a slice of its own).
		if multi {
			vals = append([]string(nil), vals...)
		}
		for i, v := range vals {
			if !set && !multi {
				break // an unset parameter is empty, not replaced
			}
			vals[i] = r.replace(v, pat, with, repl.All)
		}
		if multi {
			return r.multiResult(vals, star, quoted)
		}
		return vals, false, nil
	}
	if pe.Exp != nil {
		return r.paramOp(pe, name, index, vals, set, multi, star, quoted)
	}
	return vals, false, nil
}

// slashPattern fixes how the parser splits ${x///...}: after the // operator
// bash takes a leading / as part of the pattern, so ${x////c} replaces "/"
// with "c", ${x///} deletes every "/" and ${x///b} deletes every "/b".
func slashPattern(pe *syntax.ParamExp) *syntax.Replace {
	repl := pe.Repl
	if !repl.All || repl.Orig != nil {
		return repl
	}
	slash := &syntax.Lit{Value: "/"}
	if repl.With == nil {
		// ${x//} or ${x///}: only the source text tells them apart.
		base := pe.Param.End()
		if pe.Index != nil || !base.IsValid() || !pe.Rbrace.IsValid() {
			return repl
		}
		if pe.Rbrace.Offset()-base.Offset() == 3 {
			return &syntax.Replace{All: true, Orig: &syntax.Word{Parts: []syntax.WordPart{slash}}}
		}
		return repl
	}
	orig := []syntax.WordPart{slash}
	parts := repl.With.Parts
	for i, p := range parts {
		l, ok := p.(*syntax.Lit)
		if !ok {
			orig = append(orig, p)
			continue
		}
		j := unescapedSlash(l.Value)
		if j < 0 {
			orig = append(orig, p)
			continue
		}
		if j > 0 {
			orig = append(orig, &syntax.Lit{Value: l.Value[:j]})
		}
		with := append([]syntax.WordPart{&syntax.Lit{Value: l.Value[j+1:]}}, parts[i+1:]...)
		return &syntax.Replace{All: true, Orig: &syntax.Word{Parts: orig}, With: &syntax.Word{Parts: with}}
	}
	return &syntax.Replace{All: true, Orig: &syntax.Word{Parts: orig}}
}

// unescapedSlash returns the index of the first / not quoted by a
// backslash, or -1.
func unescapedSlash(s string) int {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '/':
			return i
		}
	}
	return -1
}

func (r *runner) ifsJoin() string {
	ifs := r.ifs()
	if ifs == "" {
		return ""
	}
	_, n := utf8.DecodeRuneInString(ifs)
	return ifs[:n]
}

// multiResult returns array values as "$@" or "$*" expand them.
func (r *runner) multiResult(vals []string, star, quoted bool) ([]string, bool, error) {
	r.starMulti = star
	if star && quoted && r.inHdoc && r.hdocPosStar {
		return []string{strings.Join(vals, " ")}, false, nil
	}
	if star && quoted {
		return []string{strings.Join(vals, r.ifsJoin())}, false, nil
	}
	return vals, true, nil
}

func isDefaultOp(op syntax.ParExpOperator) bool {
	switch op {
	case syntax.DefaultUnset, syntax.DefaultUnsetOrNull, syntax.AlternateUnset, syntax.AlternateUnsetOrNull,
		syntax.AssignUnset, syntax.AssignUnsetOrNull, syntax.ErrorUnset, syntax.ErrorUnsetOrNull:
		return true
	}
	return false
}

// parseRef splits "name" or "name[sub]" for indirection and namerefs.
func (r *runner) parseRef(s string) (string, syntax.ArithmExpr, bool) {
	if validName(s) || s == "@" || s == "*" || s == "#" || s == "?" || s == "$" || s == "!" || s == "-" {
		return s, nil, true
	}
	if s != "" && strings.Trim(s, "0123456789") == "" {
		return s, nil, true
	}
	if i := strings.IndexByte(s, '['); i > 0 && strings.HasSuffix(s, "]") && validName(s[:i]) && subscriptEnd(s, i) == len(s)-1 {
		sub := s[i+1 : len(s)-1]
		var x syntax.ArithmExpr
		literal := func() syntax.ArithmExpr {
			return &syntax.Word{Parts: []syntax.WordPart{&syntax.DblQuoted{Parts: []syntax.WordPart{&syntax.Lit{Value: sub}}}}}
		}
		if sub == "@" || sub == "*" {
			x = &syntax.Word{Parts: []syntax.WordPart{&syntax.Lit{Value: sub}}}
		} else if v := r.getVar(s[:i]); v != nil && v.kind == kAssoc {
			// A key is text, not arithmetic: m[x y], m[a-b]; bash
			// expands it again (A["K"], A[$key]).
			if w := keyWord(sub); w != nil {
				x = w
			} else {
				x = literal()
			}
		} else {
			p := syntax.NewParser(syntax.Variant(syntax.LangBash))
			e, err := p.Arithmetic(strings.NewReader(sub))
			if err != nil {
				// Evaluated when used, as the text of a subscript: no
				// tilde expansion (bash: a[~+] is an arithmetic error).
				x = literal()
			} else if printNode(e) != sub && !strings.ContainsAny(sub, "$`") {
				// Evaluated from its text, which bash's messages
				// quote as written (1/0, not 1 / 0); one with an
				// expansion is expanded from its parse.
				x = literal()
			} else {
				x = e
			}
		}
		return s[:i], x, true
	}
	return "", nil, false
}

// parseRefOnce is parseRef for a builtin that takes a name as an operand
// (unset, printf -v, read): under shopt assoc_expand_once an associative
// array's key is the text as it is, expanded once already.
func (r *runner) parseRefOnce(s string) (string, syntax.ArithmExpr, bool) {
	name, idx, ok := r.parseRef(s)
	if ok && idx != nil && r.opts.assocExpandOnce {
		if v := r.getVar(name); v != nil && v.kind == kAssoc {
			sub := s[len(name)+1 : len(s)-1]
			if sub != "@" && sub != "*" {
				idx = &syntax.Word{Parts: []syntax.WordPart{&syntax.SglQuoted{Value: sub}}}
			}
		}
	}
	return name, idx, ok
}

// keyWord parses the subscript text of an associative array as one word
// to expand without splitting: blanks and operators outside quotes and
// substitutions are text (m[x y] is the key "x y"). It returns nil when
// the text does not parse.
func keyWord(sub string) *syntax.Word {
	var b strings.Builder
	var q byte
	for i := 0; i < len(sub); i++ {
		c := sub[i]
		switch {
		case q != 0:
			if c == q {
				q = 0
			} else if c == '\\' && q == '"' && i+1 < len(sub) {
				b.WriteByte(c)
				i++
				c = sub[i]
			}
		case c == '\'' || c == '"':
			q = c
		case c == '\\' && i+1 < len(sub):
			b.WriteByte(c)
			i++
			c = sub[i]
		case c == '$' && i+1 < len(sub) && (sub[i+1] == '(' || sub[i+1] == '{'):
			// A substitution goes through as written.
			open, end := sub[i+1], byte(')')
			if open == '{' {
				end = '}'
			}
			depth, j := 0, i+1
			for ; j < len(sub); j++ {
				if sub[j] == open {
					depth++
				} else if sub[j] == end {
					if depth--; depth == 0 {
						break
					}
				}
			}
			if j >= len(sub) {
				return nil
			}
			b.WriteString(sub[i : j+1])
			i = j
			continue
		case strings.IndexByte(" \t\n;&|<>()#{}~", c) >= 0:
			b.WriteByte('\\')
		}
		b.WriteByte(c)
	}
	if q != 0 {
		return nil
	}
	f, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(b.String()), "")
	if err != nil || len(f.Stmts) != 1 {
		return nil
	}
	ce, ok := f.Stmts[0].Cmd.(*syntax.CallExpr)
	if !ok || len(ce.Args) != 1 || len(ce.Assigns) != 0 || len(f.Stmts[0].Redirs) != 0 {
		return nil
	}
	return ce.Args[0]
}

func (r *runner) varNames(prefix string) []string {
	seen := map[string]bool{}
	for s := r.cur; s != nil; s = s.parent {
		if s == r.builtinTemp {
			continue // x=1 compgen -v: not the command's own bindings
		}
		for k, v := range s.vars {
			if strings.HasPrefix(k, prefix) && v.set {
				seen[k] = true
			}
		}
	}
	// bash's dynamic variables are in its table whether read yet or
	// not (RANDOM, BASHPID, DIRSTACK, FUNCNAME in a function, ...):
	// ${!BASH*} and compgen -v name them as declare -p lists them.
	dyn := map[string]*variable{}
	r.addDynamicListed(dyn)
	for k, v := range dyn {
		// FUNCNAME outside a function has no value: bash's is invisible
		if strings.HasPrefix(k, prefix) && (v.set || dynIndex(k) >= 0) {
			seen[k] = true
		}
	}
	return sortedKeys(seen)
}

// sliceFail reports an error in a slice's offset or length, named by
// the parameter as bash names it (a[@]: 1/0: ...); it ends no POSIX
// shell.
func (r *runner) sliceFail(pe *syntax.ParamExp, err error) {
	if ae, ok := err.(*arithError); ok {
		ae.param = pe.Param.Value
		if pe.Index != nil {
			ae.param += "[" + printNode(pe.Index) + "]"
		}
	}
	r.arithFailed(err, "", false)
}

func (r *runner) slice(pe *syntax.ParamExp, name string, vals []string, multi bool) ([]string, error) {
	off, err := r.arith(pe.Slice.Offset)
	if err != nil {
		r.sliceFail(pe, err)
		return nil, errExpand
	}
	if multi && name != "@" && name != "*" && len(vals) == 1 {
		// bash slices a scalar's ${s[@]} and ${s[*]} as the string
		// ${s}: ${s[@]:1} of hello is ello.
		if v := r.getVar(name); v != nil && v.kind == kString {
			multi = false
		}
	}
	if multi {
		if v := r.getVar(name); v != nil && v.kind == kAssoc && name != "@" && name != "*" {
			return r.assocSlice(pe, off, vals)
		}
		list := vals
		if name == "@" || name == "*" {
			list = append([]string{r.arg0}, vals...)
		}
		// For sparse arrays, offsets are indices.
		if v := r.getVar(name); v != nil && v.kind == kIndexed && name != "@" && name != "*" {
			start := off
			if start < 0 {
				start += int64(v.maxIndex()) + 1
				if start < 0 {
					return nil, nil
				}
			}
			if start > int64(v.maxIndex()) {
				// bash's verify_substring_values: an offset past the
				// last index is nothing, before a length < 0 is an error
				return nil, nil
			}
			var out []string
			for _, e := range v.idx {
				if int64(e.i) >= start {
					out = append(out, e.v)
				}
			}
			list = out
			off = 0
		} else if off < 0 {
			off += int64(len(list))
			if off < 0 {
				return nil, nil
			}
		}
		if off > int64(len(list)) {
			return nil, nil
		}
		list = list[off:]
		if pe.Slice.Length != nil {
			l, err := r.arith(pe.Slice.Length)
			if err != nil {
				r.sliceFail(pe, err)
				return nil, errExpand
			}
			if l < 0 {
				return nil, r.fail(false, "%s: substring expression < 0", printNode(pe.Slice.Length))
			}
			if l < int64(len(list)) {
				list = list[:l]
			}
		}
		return append([]string(nil), list...), nil
	}
	v := vals[0]
	// In the C locale offsets count bytes.
	bytewise := needsBytes(v) && r.byteLocale()
	if bytewise {
		v = bytesAsRunes(v)
	}
	rs := []rune(v)
	n := int64(len(rs))
	if off < 0 {
		off += n
		if off < 0 {
			return []string{""}, nil
		}
	}
	if off > n {
		return []string{""}, nil
	}
	end := n
	if pe.Slice.Length != nil {
		l, err := r.arith(pe.Slice.Length)
		if err != nil {
			r.sliceFail(pe, err)
			return nil, errExpand
		}
		if l < 0 {
			end = n + l
			if end < off {
				return nil, r.fail(false, "%s: substring expression < 0", printNode(pe.Slice.Length))
			}
		} else if off+l < n {
			end = off + l
		}
	}
	if bytewise {
		return []string{runesAsBytes(string(rs[off:end]))}, nil
	}
	return []string{string(rs[off:end])}, nil
}

// assocSlice is ${A[@]:off:len} of an associative array, as bash's
// assoc_subrange counts: a positive offset from 1 (0 is 1 too), a
// negative one from the end (before the first is the first), and a length
// of 0 still one element.
func (r *runner) assocSlice(pe *syntax.ParamExp, off int64, vals []string) ([]string, error) {
	n := int64(len(vals))
	begin := off - 1
	switch {
	case off == 0:
		begin = 0
	case off < 0:
		begin = max(n+off, 0)
	}
	if begin >= n {
		return nil, nil
	}
	list := vals[begin:]
	if pe.Slice.Length != nil {
		l, err := r.arith(pe.Slice.Length)
		if err != nil {
			r.sliceFail(pe, err)
			return nil, errExpand
		}
		if l < 0 {
			return nil, r.fail(false, "%s: substring expression < 0", printNode(pe.Slice.Length))
		}
		list = list[:min(max(l, 1), int64(len(list)))]
	}
	return append([]string(nil), list...), nil
}

// matchMark stands for the matched text in a replacement string: a NUL
// byte, which no shell value holds.
const matchMark = "\x00"

// patsubWith expands the replacement of ${v/pat/with}. An & that no
// quote or backslash protects, written or given by an unquoted expansion,
// stands for the matched text (bash 5.2's patsub_replacement, on by
// default): it becomes matchMark.
func (r *runner) patsubWith(w *syntax.Word) (string, error) {
	if r.opts.noPatsubReplacement {
		return r.literal(w)
	}
	if len(w.Parts) == 1 {
		if l, ok := w.Parts[0].(*syntax.Lit); ok && !strings.ContainsAny(l.Value, "\\&~") {
			return l.Value, nil // ${i//1/one}: nothing to expand or mark
		}
	}
	var b strings.Builder
	lit := func(p syntax.WordPart) (string, error) {
		return r.literal(&syntax.Word{Parts: []syntax.WordPart{p}})
	}
	for _, p := range w.Parts {
		switch p := p.(type) {
		case *syntax.Lit:
			v, start := p.Value, 0
			for i := 0; i <= len(v); i++ {
				if i < len(v) && v[i] == '\\' {
					i++
					continue
				}
				if i < len(v) && v[i] != '&' {
					continue
				}
				s, err := lit(&syntax.Lit{Value: v[start:i]})
				if err != nil {
					return "", err
				}
				b.WriteString(s)
				if i < len(v) {
					b.WriteString(matchMark)
				}
				start = i + 1
			}
		case *syntax.SglQuoted, *syntax.DblQuoted:
			s, err := lit(p)
			if err != nil {
				return "", err
			}
			b.WriteString(s)
		default:
			s, err := lit(p)
			if err != nil {
				return "", err
			}
			b.WriteString(markUnquotedAmp(s))
		}
	}
	return b.String(), nil
}

// markUnquotedAmp marks each & of an unquoted expansion's value in a
// replacement string: bash reads its backslashes there, \& a plain &
// and \\ one backslash, and keeps any other (r='x\&y' makes x&y).
func markUnquotedAmp(s string) string {
	if !strings.ContainsAny(s, "&\\") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\\' && i+1 < len(s) && (s[i+1] == '&' || s[i+1] == '\\'):
			i++
			b.WriteByte(s[i])
		case c == '&':
			b.WriteString(matchMark)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// withMatch is a replacement string with the matched text in place of
// its marks.
func withMatch(with, match string) string {
	if !strings.Contains(with, matchMark) {
		return with
	}
	return strings.ReplaceAll(with, matchMark, match)
}

func (r *runner) paramOp(pe *syntax.ParamExp, name string, index syntax.ArithmExpr, vals []string, set, multi, star, quoted bool) ([]string, bool, error) {
	op := pe.Exp.Op
	null := !set
	if set {
		if multi {
			// Two or more elements are never null, except for "${*}"
			// joined by an empty IFS.
			null = len(vals) == 0 || (len(vals) == 1 && vals[0] == "") || (star && quoted && strings.Join(vals, r.ifsJoin()) == "")
			if pe.Excl && pe.Index == nil && quoted {
				// Quoted, through an indirect a[@] or a[*], bash only asks
				// whether there are elements.
				null = len(vals) == 0
			}
		} else {
			null = vals[0] == ""
		}
	}
	// wordParts returns the default word's own parts so that its quoting
	// survives: ${x:-"a b" c} is two fields.
	useWord := func() ([]string, bool, error) {
		if pe.Exp.Word == nil {
			return []string{""}, false, nil
		}
		savedRHS := r.braceRHS
		r.braceRHS = !quoted
		parts, err := r.braceWordParts(pe.Exp.Word.Parts, quoted)
		r.braceRHS = savedRHS
		if err != nil {
			return nil, false, err
		}
		if !quoted {
			for i := range parts {
				if !parts[i].quoted && !parts[i].brk {
					parts[i].split = true
				}
			}
		}
		if len(parts) == 0 {
			parts = []wpart{{quoted: quoted, split: !quoted}}
		}
		r.expParts = parts
		return nil, false, nil
	}
	wordVal := func() ([]string, bool, error) {
		if pe.Exp.Word == nil {
			return []string{""}, false, nil
		}
		// "$@" inside the word keeps its fields.
		parts, err := r.braceWordParts(pe.Exp.Word.Parts, quoted)
		if err != nil {
			return nil, false, err
		}
		hasBrk := false
		for _, p := range parts {
			if p.brk {
				hasBrk = true
			}
		}
		if hasBrk {
			var out []string
			cur := ""
			for _, p := range parts {
				if p.brk {
					out = append(out, cur)
					cur = ""
					continue
				}
				cur += p.s
			}
			out = append(out, cur)
			return out, true, nil
		}
		return []string{joinParts(parts, " ")}, false, nil
	}
	result := func() ([]string, bool, error) {
		if multi {
			return r.multiResult(vals, star, quoted)
		}
		return vals, false, nil
	}
	switch op {
	case syntax.DefaultUnset, syntax.DefaultUnsetOrNull:
		if !set || (op == syntax.DefaultUnsetOrNull && null) {
			return useWord()
		}
		return result()
	case syntax.AlternateUnset, syntax.AlternateUnsetOrNull:
		if !set || (op == syntax.AlternateUnsetOrNull && null) {
			if multi && quoted && !star && len(vals) == 0 {
				// "${@:+w}" with no elements is no word; with
				// elements that are all empty it is one empty word.
				return nil, true, nil
			}
			return []string{""}, false, nil
		}
		return useWord()
	case syntax.AssignUnset, syntax.AssignUnsetOrNull:
		if !set || (op == syntax.AssignUnsetOrNull && null) {
			// The value is the word as in an assignment: $*'s elements
			// join with IFS's first character, "$@"'s with a space
			// (IFS=: ${v=$*} gives v a:b).
			val := ""
			if pe.Exp.Word != nil {
				parts, err := r.braceWordParts(pe.Exp.Word.Parts, quoted)
				if err != nil {
					return nil, false, err
				}
				val = joinParts(parts, " ")
			}
			if !validName(name) {
				return nil, false, r.fail(false, "$%s: cannot assign in this way", name)
			}
			var serr error
			discard := false // bash's bind fails: the line is discarded
			if multi && index != nil {
				// ${a[@]:=w}: bash's assign_array_element refuses @ and *
				serr, discard = &varError{msg: name + "[" + printNode(index) + "]: bad array subscript"}, true
			} else if index != nil {
				k, err := r.assocOrIndex(name, index)
				if err != nil {
					return nil, false, err
				}
				serr = r.setElem(name, k, val, false)
			} else {
				serr = r.setStr(name, val, false)
			}
			if serr != nil {
				err := r.fail(false, "%s", serr)
				if ve, ok := serr.(*varError); ok && (ve.readonly || discard) && r.aborting {
					// bash's bind_variable gives no variable for a
					// readonly one: the line is discarded with status
					// 2 (EX_BADUSAGE), which bash -c, eval, source,
					// $( ) and set -e's exit make 1; in POSIX mode the
					// shell ends (FORCE_EOF), status 1.
					if !r.dashC && r.substDepth == 0 && !r.opts.errexit && !r.opts.posix {
						r.abortStatus, r.exit = 2, 2
					}
					if r.opts.posix {
						r.aborting, r.exiting = false, true
						r.forceEOF = !r.opts.errexit
					}
				}
				return nil, false, err
			}
			vals, _, _, _, _ = r.paramValues(name, index)
			return vals, false, nil
		}
		return result()
	case syntax.ErrorUnset, syntax.ErrorUnsetOrNull:
		if !set || (op == syntax.ErrorUnsetOrNull && null) {
			var msg string
			if quoted && pe.Exp.Word != nil {
				// bash expands the message as a word outside double
				// quotes (its quotes and backslashes removed), but
				// without tilde expansion, splitting or globbing:
				// "${u?'$x'}" says $x.
				parts, err := r.wordParts(pe.Exp.Word.Parts, false, false)
				if err != nil {
					return nil, false, err
				}
				msg = joinParts(parts, " ")
			} else {
				w, _, err := wordVal()
				if err != nil {
					return nil, false, err
				}
				msg = strings.Join(w, " ")
			}
			if pe.Exp.Word == nil {
				// ${x?} and ${x:?}; a word, even empty, is the message.
				msg = "parameter not set"
				if op == syntax.ErrorUnsetOrNull {
					msg = "parameter null or not set"
				}
			}
			disp := name
			if index != nil {
				disp += "[" + printNode(index) + "]"
			}
			return nil, false, r.failEOF("%s: %s", disp, msg)
		}
		return result()
	case syntax.RemSmallPrefix, syntax.RemLargePrefix, syntax.RemSmallSuffix, syntax.RemLargeSuffix:
		if !set || len(vals) == 0 || (len(vals) == 1 && vals[0] == "") {
			// bash removes nothing from an unset or empty value and does
			// not expand the pattern: ${u#$(cmd)} runs no cmd.
			return result()
		}
		pat, err := r.pattern(pe.Exp.Word)
		if err != nil {
			return nil, false, err
		}
		out := vals // one value: paramValues' own slice
		if multi {
			out = make([]string, len(vals)) // may be the positional parameters
		}
		for i, v := range vals {
			out[i] = r.removePattern(v, pat, op)
		}
		vals = out
		return result()
	case syntax.UpperFirst, syntax.UpperAll, syntax.LowerFirst, syntax.LowerAll, toggleFirst, toggleAll:
		pat := ""
		if (!set && !multi) || len(vals) == 0 {
			// An unset name or no elements: bash expands no pattern.
			return result()
		}
		if pe.Exp.Word != nil {
			var err error
			pat, err = r.pattern(pe.Exp.Word)
			if err != nil {
				return nil, false, err
			}
		}
		out := make([]string, len(vals))
		for i, v := range vals {
			out[i] = r.caseConv(v, pat, op)
		}
		vals = out
		return result()
	case syntax.OtherParamOps:
		opname := ""
		if pe.Exp.Word != nil {
			opname = printNode(pe.Exp.Word)
		}
		return r.atOp(pe, opname, name, index, vals, set, multi, star, quoted)
	}
	return nil, false, r.badSubst(r.badSubstText(printNode(pe)))
}

func (r *runner) assocOrIndex(name string, index syntax.ArithmExpr) (string, error) {
	if v := r.getVar(name); v != nil && v.kind == kAssoc {
		return r.assocKey(index)
	}
	n, err := r.arithIndex(index)
	if err != nil {
		return "", err
	}
	return strconv.FormatInt(n, 10), nil
}

func (r *runner) caseConv(v, pat string, op syntax.ParExpOperator) string {
	matches := func(c rune) bool {
		if pat == "" {
			return true
		}
		return r.match(pat, string(c), false, true) // bash's sh_modcase always has FNM_EXTMATCH
	}
	conv := unicode.ToUpper
	switch op {
	case syntax.LowerFirst, syntax.LowerAll:
		conv = unicode.ToLower
	case toggleFirst, toggleAll:
		conv = func(c rune) rune {
			if unicode.IsUpper(c) {
				return unicode.ToLower(c)
			}
			return unicode.ToUpper(c)
		}
	}
	if r.byteLocale() {
		// The C locale changes the case of ASCII letters only.
		uni := conv
		conv = func(c rune) rune {
			if c >= utf8.RuneSelf {
				return c
			}
			return uni(c)
		}
	}
	all := op == syntax.UpperAll || op == syntax.LowerAll || op == toggleAll
	var b strings.Builder
	for i, c := range v {
		if c == utf8.RuneError && !strings.HasPrefix(v[i:], "\uFFFD") {
			b.WriteByte(v[i]) // a byte of no character stays as it is
		} else if (all || i == 0) && matches(c) {
			b.WriteRune(conv(c))
		} else {
			b.WriteRune(c)
		}
	}
	return b.String()
}

// bash's undocumented ${x~} and ${x~~} toggle the case of the first and
// of every character (matching the optional pattern). The parser refuses
// them; deferBadParam keeps their text, and these operators stand for them.
const (
	toggleFirst syntax.ParExpOperator = 1<<16 + iota
	toggleAll
)

// toggleCaseParam returns the expansion text (a ${...} that deferBadParam
// kept) stands for when it is a case toggle, else nil.
func (r *runner) toggleCaseParam(text string) *syntax.ParamExp {
	i := strings.IndexByte(text, '~')
	if i < 0 || !strings.HasPrefix(text, "${") {
		return nil
	}
	op, caret := toggleFirst, "^"
	if strings.HasPrefix(text[i:], "~~") {
		op, caret = toggleAll, "^^"
	}
	w, err := r.parseWord(text[:i] + caret + text[i+len(caret):])
	if err != nil || len(w.Parts) != 1 {
		return nil
	}
	pe, ok := w.Parts[0].(*syntax.ParamExp)
	if !ok || pe.Exp == nil || (pe.Exp.Op != syntax.UpperFirst && pe.Exp.Op != syntax.UpperAll) {
		return nil
	}
	pe.Exp.Op = op
	return pe
}

func (r *runner) atOp(pe *syntax.ParamExp, op, name string, index syntax.ArithmExpr, vals []string, set, multi, star, quoted bool) ([]string, bool, error) {
	res := func(out []string) ([]string, bool, error) {
		if multi {
			return r.multiResult(out, star, quoted)
		}
		return out, false, nil
	}
	mapv := func(f func(string) string) ([]string, bool, error) {
		out := make([]string, len(vals))
		for i, v := range vals {
			out[i] = f(v)
		}
		return res(out)
	}
	switch op {
	case "Q":
		if !set && !multi {
			return []string{""}, false, nil
		}
		return mapv(func(s string) string { return bashQuote(s, r.byteLocale()) })
	case "E":
		cloc := r.byteLocale()
		return mapv(func(s string) string { return ansiC(s, cloc) })
	case "P":
		return mapv(func(s string) string { return r.promptExpand(s) })
	case "U":
		if r.byteLocale() {
			return mapv(asciiUpper)
		}
		return mapv(upperBytes)
	case "L":
		if r.byteLocale() {
			return mapv(asciiLower)
		}
		return mapv(lowerBytes)
	case "u":
		return mapv(func(s string) string {
			c, sz := utf8.DecodeRuneInString(s)
			if sz == 0 || c == utf8.RuneError && sz == 1 {
				return s
			}
			return string(unicode.ToUpper(c)) + s[sz:]
		})
	case "a":
		v := r.getVar(name)
		a := ""
		if v != nil {
			a = v.attrs()
		}
		if multi {
			out := make([]string, len(vals))
			for i := range out {
				out[i] = a
			}
			if len(out) == 0 && v != nil && !v.set && name != "@" && name != "*" {
				// ${V[@]@a} of a name declared without a value: its
				// attributes, once (bash's parameter_brace_transform
				// finds the variable, not its elements).
				out = []string{a}
			}
			return res(out)
		}
		return []string{a}, false, nil
	case "A":
		return r.assignmentForm(name, vals, set, multi, star, quoted)
	case "K", "k":
		v := r.getVar(name)
		if v == nil || v.kind == kString || !multi {
			if !set && !multi {
				return []string{""}, false, nil
			}
			return mapv(func(s string) string { return bashQuote(s, r.byteLocale()) })
		}
		var parts []string
		for _, k := range v.keys() {
			val := ""
			if v.kind == kAssoc {
				val = v.assoc[k]
				if op == "K" {
					// @k's words are the keys themselves (bash quotes
					// neither a key nor a value there).
					k = bashQuoteKey(k, r.byteLocale())
				}
			} else {
				n, _ := strconv.Atoi(k)
				val, _ = v.index(n)
			}
			if op == "K" {
				// Values quoted as declare -p quotes them.
				parts = append(parts, k+" "+dquote(val, r.byteLocale()))
			} else {
				parts = append(parts, k, val)
			}
		}
		if op == "k" {
			return res(parts)
		}
		s := strings.Join(parts, " ")
		if v.kind == kAssoc && len(parts) > 0 {
			s += " " // bash's assoc listing ends with a space
		}
		return []string{s}, false, nil
	}
	if !set && (op == "" || op[0] != 'A' && op[0] != 'a') {
		// bash looks at the operator only when the parameter has a
		// value: ${x@Z} of an unset x (an empty array, no positional
		// parameters) is empty, not an error (parameter_brace_transform).
		return res(nil)
	}
	// Of a parameter with a value, an unknown operator is fatal to a
	// shell that is not interactive (expand_param_fatal), as set -u is.
	return nil, false, r.failEOF("%s: bad substitution", r.badSubstText(printNode(pe)))
}

// subscriptUnclosed reports whether text, a ${…} as written, has a [
// before any operator character whose ] never comes: bash skips such a
// subscript with its nesting ([[ counts twice) before it looks for the }.
func subscriptUnclosed(text string) bool {
	if !strings.HasPrefix(text, "${") {
		return false
	}
	s := text[2:]
	if strings.HasPrefix(s, "!") {
		s = s[1:] // ! is no operator: the name after it may have [
	}
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '}' || strings.IndexByte("#%^,~:-=?+/@", c) >= 0:
			return false
		case c == '\\':
			i++
		case c == '[':
			j := closeDelim(s, i+1, '[', ']')
			if j < 0 {
				return true
			}
			i = j
		}
	}
	return false
}

// badSubst reports bash's "TEXT: bad substitution" (its
// parameter_brace_expand's bad_substitution): the rest of the command line
// is discarded, and a shell in POSIX mode that is not interactive ends
// (expand_wdesc_fatal), with status 1 (127 for bash -c).
func (r *runner) badSubst(text string) error {
	if r.opts.posix && !r.interactive {
		return r.failEOF("%s: bad substitution", text)
	}
	return r.fail(false, "%s: bad substitution", text)
}

// wordPartsText is the text of a word's parts as bash names the word: a
// literal's own value (brace expansion cut ${}{a,b} into ${}a and ${}b,
// whose literal a is no longer the source's {a,b}), the others' source.
func (r *runner) wordPartsText(wps []syntax.WordPart) string {
	var b strings.Builder
	for _, wp := range wps {
		if l, ok := wp.(*syntax.Lit); ok {
			b.WriteString(l.Value)
			continue
		}
		t := r.srcText(wp.Pos(), wp.End(), "")
		if t == "" {
			return r.srcText(wps[0].Pos(), wps[len(wps)-1].End(), "")
		}
		b.WriteString(t)
	}
	return b.String()
}

// badSubstText is what bash's "bad substitution" quotes for the ${...}
// written as text: the whole word it is part of (a${x!}b), or the text
// between the double quotes it is in, or the word of the ${x:-word} it
// is in; text itself when the word's source is not at hand.
func (r *runner) badSubstText(text string) string {
	if t, ok := r.arithWhole(text); ok {
		return t
	}
	if r.substWhole != "" {
		return r.substWhole
	}
	wps := r.substParts
	if len(wps) < 2 {
		return text
	}
	ctx := restoreBadParams(r.wordPartsText(wps))
	if !strings.Contains(ctx, text) {
		return text
	}
	return ctx
}

// arithWhole returns the text of the arithmetic being evaluated
// (arithNode) when text, a bad ${...}, is in it: bash's message names it
// whole, blanks after $(( and before )) included.
func (r *runner) arithWhole(text string) (string, bool) {
	var from, to syntax.Pos
	switch n := r.arithNode.(type) {
	case *syntax.ArithmExp:
		from, to = posAfter(n.Left, 3), n.Right
		if n.Bracket {
			from = posAfter(n.Left, 2)
		}
	case *syntax.ArithmCmd:
		from, to = posAfter(n.Left, 2), n.Right
	default:
		return "", false
	}
	ctx := restoreBadParams(r.srcText(from, to, ""))
	if inner, ok := arithRequoted(ctx); ok {
		ctx = inner
	}
	if ctx == "" || !strings.Contains(ctx, text) {
		return "", false
	}
	return ctx, true
}

// arithRequoted returns the body of an arithmetic that quoteArith put in
// double quotes ((( " y ${ 3 " )) for bash's (( y ${ 3 ))): a body with a
// quote of its own is never quoted, so quotes at both ends and none
// inside are quoteArith's, and bash's message names the body as written.
func arithRequoted(ctx string) (string, bool) {
	if len(ctx) < 2 || ctx[0] != '"' || ctx[len(ctx)-1] != '"' || strings.Contains(ctx[1:len(ctx)-1], `"`) {
		return "", false
	}
	return ctx[1 : len(ctx)-1], true
}

// unknownTransformParam returns what text (a ${...} that deferBadParam
// kept) stands for when it is a parameter with an @ operator the parser
// does not know (${x@Z}, ${a[@]@QQ}, ${1@}), else nil: whether that is
// an error depends on the parameter's value.
func unknownTransformParam(text string) *syntax.ParamExp {
	if !strings.HasPrefix(text, "${") || !strings.HasSuffix(text, "}") {
		return nil
	}
	rest := text[2 : len(text)-1]
	// ${!x@Z} is the operator on the indirection's target.
	bang := ""
	if len(rest) > 1 && rest[0] == '!' {
		bang, rest = "!", rest[1:]
	}
	n := 0
	switch {
	case rest == "":
		return nil
	case isNameStart(rest[0]):
		for n < len(rest) && (isNameStart(rest[n]) || isDigit(rest[n])) {
			n++
		}
		if n < len(rest) && rest[n] == '[' {
			// The subscript ends at the last "]@".
			j := strings.LastIndex(rest, "]@")
			if j < n {
				return nil
			}
			n = j + 1
		}
	case isDigit(rest[0]):
		for n < len(rest) && isDigit(rest[n]) {
			n++
		}
	case strings.IndexByte("@*#?$!-", rest[0]) >= 0:
		n = 1
	default:
		return nil
	}
	if n >= len(rest) || rest[n] != '@' {
		return nil
	}
	op := rest[n+1:]
	if strings.ContainsAny(op, "@}") {
		return nil
	}
	w, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Document(strings.NewReader("${" + bang + rest[:n] + "}"))
	if err != nil || len(w.Parts) != 1 {
		return nil
	}
	pe, ok := w.Parts[0].(*syntax.ParamExp)
	if !ok || pe.Exp != nil || pe.Excl != (bang != "") || pe.Names != 0 || pe.Length {
		return nil
	}
	pe.Exp = &syntax.Expansion{Op: syntax.OtherParamOps}
	if op != "" {
		pe.Exp.Word = &syntax.Word{Parts: []syntax.WordPart{&syntax.Lit{Value: op}}}
	}
	return pe
}

// assignmentForm is ${x@A}: a statement that recreates the parameter.
// An array expanded whole ([@] or [*]) is written as declare -p writes
// it; a scalar, or one element, as NAME='value', with declare and the
// attributes when it has any (declare -a arr='x' for ${arr[1]@A}); an
// unset one as its attributes alone. The positional parameters are
// set -- 'a' 'b'.
func (r *runner) assignmentForm(name string, vals []string, set, multi, star, quoted bool) ([]string, bool, error) {
	if name == "@" || name == "*" {
		if len(vals) == 0 {
			return nil, false, nil
		}
		out := []string{"set", "--"}
		for _, v := range vals {
			out = append(out, bashQuote(v, r.byteLocale()))
		}
		if quoted && !star || !quoted && r.ifs() == "" {
			return out, true, nil
		}
		// bash writes "set -- " and joins the values as $* does; an
		// unquoted one is then split.
		return r.multiResult([]string{"set -- " + strings.Join(out[2:], r.ifsJoin())}, star, quoted)
	}
	rname, v := r.resolve(name)
	if v == nil || !validName(rname) {
		return []string{""}, false, nil
	}
	if multi && v.kind != kString {
		line := r.declareLine(rname, v)
		if quoted && !star {
			return r.splitDeclarePrefix(line), true, nil
		}
		return []string{line}, false, nil
	}
	attrs := v.attrs()
	switch {
	case !set || len(vals) == 0:
		if attrs == "" {
			return []string{""}, false, nil
		}
		return []string{"declare -" + attrs + " " + rname}, false, nil
	case attrs == "":
		return []string{rname + "=" + bashQuote(vals[0], r.byteLocale())}, false, nil
	}
	return []string{"declare -" + attrs + " " + rname + "=" + bashQuote(vals[0], r.byteLocale())}, false, nil
}

// splitDeclarePrefix is "${arr[@]@A}": bash splits the "declare -a "
// before the name by IFS (" \t\n" when IFS is empty) and keeps the
// name=value after it whole; a prefix that does not end in a separator
// joins the field that follows.
func (r *runner) splitDeclarePrefix(line string) []string {
	parts := strings.SplitN(line, " ", 3)
	if len(parts) < 3 {
		return []string{line}
	}
	prefix, rest := parts[0]+" "+parts[1]+" ", parts[2]
	ifs := r.ifs()
	if ifs == "" {
		ifs = " \t\n"
	}
	isWS := func(c byte) bool { return (c == ' ' || c == '\t' || c == '\n') && strings.IndexByte(ifs, c) >= 0 }
	isSep := func(c byte) bool { return strings.IndexByte(ifs, c) >= 0 }
	var fields []string
	i := 0
	for i < len(prefix) && isWS(prefix[i]) {
		i++
	}
	cur, open := "", false
	for i < len(prefix) {
		c := prefix[i]
		if !isSep(c) {
			cur += string(c)
			open = true
			i++
			continue
		}
		fields = append(fields, cur)
		cur, open = "", false
		for i < len(prefix) && isWS(prefix[i]) {
			i++
		}
		if i < len(prefix) && isSep(prefix[i]) && !isWS(prefix[i]) {
			i++
			for i < len(prefix) && isWS(prefix[i]) {
				i++
			}
		}
	}
	if open {
		return append(fields, cur+rest)
	}
	return append(fields, rest)
}

// procSubst starts a process substitution and returns its /dev/fd path.
func (r *runner) procSubst(ps *syntax.ProcSubst) (string, error) {
	if r.substDepth+1 > r.rs.limits.MaxSubstitutionDepth {
		r.rs.setFatal(&limitError{"MaxSubstitutionDepth", strconv.Itoa(r.rs.limits.MaxSubstitutionDepth)})
		return "", errExpand
	}
	p := newPipe(r.rs)
	sub := r.subshell(true)
	sub.substDepth++
	sub.exitTrapDeeper = false
	// As $( ): bash's process substitution keeps the loops it is in.
	sub.inLoop = r.inLoop
	fd := 63
	for fd > 10 && r.getFd(fd) != nil {
		fd--
	}
	done := make(chan struct{})
	// $! is its pid, and wait waits for it (bash 5.1 and later).
	pw := &procWait{pid: sub.bashpid, done: done}
	r.lastProc, r.lastBg = pw, pw.pid
	if ps.Op == syntax.CmdOut {
		r.setFd(fd, &fdesc{w: pipeWriter{p}})
		sub.fds[0] = &fdesc{r: pipeReader{p}}
		go func() {
			defer close(done)
			defer p.closeRead()
			defer sub.recoverInternal()
			sub.procStmts(ps)
			pw.status = sub.finish()
		}()
		r.procs = append(r.procs, procSub{fd: fd, p: p, done: done, out: true})
	} else {
		r.setFd(fd, &fdesc{r: pipeReader{p}})
		for len(sub.fds) < 2 {
			sub.fds = append(sub.fds, nil)
		}
		sub.fds[1] = &fdesc{w: pipeWriter{p}}
		go func() {
			defer close(done)
			defer p.closeWrite()
			defer sub.recoverInternal()
			sub.procStmts(ps)
			pw.status = sub.finish()
		}()
		r.procs = append(r.procs, procSub{fd: fd, p: p, done: done})
	}
	return "/dev/fd/" + strconv.Itoa(fd), nil
}

// procStmts runs a process substitution's commands, read again as they
// run when their aliases expand then (reparseProc).
func (r *runner) procStmts(ps *syntax.ProcSubst) {
	if text, ok := r.reparseProc(ps); ok {
		r.evalString(text, "process substitution")
		return
	}
	r.stmts(ps.Stmts)
}

// procWait is a process substitution wait can wait for: status is set
// before done is closed.
type procWait struct {
	pid    int
	done   chan struct{}
	status int
}

type procSub struct {
	fd   int
	p    *pipe
	done chan struct{}
	out  bool
}

// endProcs releases the process substitutions of the command that just ran.
func (r *runner) endProcs(from int) {
	for _, ps := range r.procs[from:] {
		if r.fdOnPipe(ps.p, ps.fd) {
			// exec 3> >(cmd) or exec 4< <(cmd) keeps it, as bash's dup
			// does: it ends when fd 3 is closed, or with the script.
			r.fds[ps.fd] = nil
			r.heldProcs = append(r.heldProcs, ps)
			continue
		}
		if ps.out {
			// bash goes on without waiting for >(cmd) to end: wait
			// does, and so does the end of the shell.
			ps.p.closeWrite()
			r.keepRunningProc(ps.done)
		} else {
			ps.p.closeRead()
		}
		if r.getFd(ps.fd) != nil {
			r.fds[ps.fd] = nil
		}
	}
	r.procs = r.procs[:from]
}

// keepRunningProc remembers a >(cmd) that was not waited for, dropping
// those that have ended.
func (r *runner) keepRunningProc(done chan struct{}) {
	kept := r.runningProcs[:0]
	for _, d := range append(r.runningProcs, done) {
		select {
		case <-d:
		default:
			kept = append(kept, d)
		}
	}
	r.runningProcs = kept
}

// waitRunningProcs waits for the >(cmd) not waited for yet, as the
// shell ends (its output is the shell's) or wait runs.
func (r *runner) waitRunningProcs() {
	for _, d := range r.runningProcs {
		select {
		case <-d:
		case <-r.ctx.Done():
		}
	}
	r.runningProcs = nil
}

// endHeldProcs ends the process substitutions exec kept open, as the
// shell's exit closes its descriptors: a >(cmd) sees end of file and
// gets at most grace to finish what it prints.
func (r *runner) endHeldProcs(grace time.Duration) {
	t := time.NewTimer(grace)
	defer t.Stop()
	for _, ps := range r.heldProcs {
		if !ps.out {
			ps.p.closeRead()
			continue
		}
		ps.p.closeWrite()
		select {
		case <-ps.done:
		case <-t.C:
		case <-r.ctx.Done():
		}
	}
	r.heldProcs = nil
}

// fdOnPipe reports whether a descriptor other than except refers to p.
func (r *runner) fdOnPipe(p *pipe, except int) bool {
	for n, d := range r.fds {
		if d != nil && n != except && d.onPipe(p, false) {
			return true
		}
	}
	return false
}

// onPipe reports whether d writes to p or, unless writeOnly, reads from it.
func (d *fdesc) onPipe(p *pipe, writeOnly bool) bool {
	if pw, ok := d.w.(pipeWriter); ok && pw.p == p {
		return true
	}
	pr, ok := d.r.(pipeReader)
	return !writeOnly && ok && pr.p == p
}

// cmdSubst runs $( ) in a subshell and returns its output without
// trailing newlines.
func (r *runner) cmdSubst(cs *syntax.CmdSubst) (string, error) {
	if r.substDepth+1 > r.rs.limits.MaxSubstitutionDepth {
		r.rs.setFatal(&limitError{"MaxSubstitutionDepth", strconv.Itoa(r.rs.limits.MaxSubstitutionDepth)})
		return "", errExpand
	}
	if len(cs.Stmts) == 0 {
		// An empty $( ) runs nothing: $? stays, and x=$() succeeds.
		return "", nil
	}
	sub := r.subshell(true)
	sub.seeParentJobs(r)
	sub.substDepth++
	sub.exitTrapDeeper = false
	// bash's command substitution keeps the loops it is in: a break
	// or continue there ends the substitution's commands, silently.
	sub.inLoop = r.inLoop
	if !r.opts.inheritErrexit {
		sub.opts.errexit = false
	}
	buf := sub.captureStdout()
	// $(< file) reads the file.
	if len(cs.Stmts) == 1 {
		st := cs.Stmts[0]
		if st.Cmd == nil && len(st.Redirs) == 1 && st.Redirs[0].Op == syntax.RdrIn && st.Redirs[0].N == nil {
			// The file's word is split and globbed as a redirection's
			// (not in POSIX mode): it must make one word.
			rw := st.Redirs[0].Word
			var words []string
			var err error
			if r.opts.posix {
				words, err = r.posixRedirWord(rw)
			} else {
				words, err = r.fields(rw)
			}
			if err != nil {
				return "", err
			}
			if len(words) != 1 {
				r.errLine("%s: ambiguous redirect", printNode(rw))
				r.exit, r.substStatus = 1, 1
				return "", nil
			}
			name := words[0]
			d, c, err := r.openPath(name, 0, true)
			if err != nil {
				r.errLine("%s: %s", name, redirErr(err))
				r.exit, r.substStatus = 1, 1 // an assignment's status
				return "", nil
			}
			if d.r != nil {
				copyCtx(r.ctx, buf, d.r)
			}
			if c != nil {
				c.Close()
			}
			r.exit, r.substStatus = 0, 0
			return strings.TrimRight(r.dropNul(buf.String()), "\n"), nil
		}
	}
	if text, ok := bquoteText(cs); ok {
		// A backquoted command parsed now (bquote.go): its lines are
		// numbered from the command's, as eval's.
		sub.evalString(text, "command substitution")
	} else if text, ok := r.reparseSubst(cs); ok {
		sub.evalString(text, "command substitution")
	} else {
		sub.subst = newSubstLines(r.src, cs, r.lineno)
		sub.inPlace = inPlaceStmt(cs.Stmts)
		for _, st := range cs.Stmts {
			if sub.stop() {
				break
			}
			// bash runs the text as a script of its own: a compound
			// command's redirection error names the line its command
			// ends on there (as the top level's ctxLine), in the layout
			// bash printed the text in (for … ; / do / body / done).
			if l, ok := sub.subst.endLine(st); ok {
				sub.ctxLine = l
			} else {
				sub.ctxLine = sub.lineAt(st.End())
			}
			sub.ctxFunc = false
			sub.stmt(st)
		}
	}
	r.exit = sub.finish()
	r.substStatus = r.exit
	if r.rs.stopped() {
		return "", errExpand
	}
	return strings.TrimRight(r.dropNul(buf.String()), "\n"), nil
}

// reparseSubst returns the text of a $( ) or backquoted command when
// reading it again as it runs, as bash 5.2 does, can read differently
// from how it was read with its line: it may name an alias (bash expands
// a $( )'s aliases only when it runs it, outside POSIX mode, and a
// backquoted command's always), or a shopt inside may change how its
// later lines read (extglob, expand_aliases).
func (r *runner) reparseSubst(cs *syntax.CmdSubst) (string, bool) {
	if cs.TempFile || cs.ReplyVar {
		return "", false
	}
	text, ok := r.substSource(cs)
	if !ok {
		// A substitution in a text read again (an arithmetic
		// expression's): its commands as bash prints them, as its
		// print_comsub keeps them.
		if !r.opts.posix || cs.Backquotes {
			if text = printStmts(cs.Stmts, cs.Last); r.aliasesNamed(text) {
				return text, true
			}
		}
		return "", false
	}
	if strings.Contains(text, bquotePrefix) {
		return "", false
	}
	if strings.Contains(text, "shopt") && strings.Contains(text, "extglob") && strings.Contains(text, "\n") {
		return text, true
	}
	if r.opts.posix && !cs.Backquotes {
		// read with its aliases expanded (alias.go)
		return "", false
	}
	if r.aliasesNamed(text) {
		// (bash's printed text starts at its first command: the
		// lines count from there)
		return strings.TrimLeft(text, " \t\n"), true
	}
	return "", false
}

// substSource returns the source text of a $( ) or backquoted command
// (its backslashes taken off), if r.src holds it.
func (r *runner) substSource(cs *syntax.CmdSubst) (string, bool) {
	if !cs.Left.IsValid() || !cs.Right.IsValid() {
		return "", false
	}
	start, end := int(cs.Left.Offset())+2, int(cs.Right.Offset())
	if cs.Backquotes {
		start--
	}
	if start > end || end >= len(r.src) {
		return "", false
	}
	text := r.src[start:end]
	if cs.Backquotes {
		if r.src[start-1] != '`' || r.src[end] != '`' || strings.Contains(text, `\"`) {
			// (a \" inside keeps its backslash outside double quotes
			// only: not known here)
			return "", false
		}
		return unescapeBquote(text, false), true
	}
	return text, strings.HasPrefix(r.src[start-2:], "$(") && r.src[end] == ')'
}

// printStmts prints a list of commands as a script.
func printStmts(stmts []*syntax.Stmt, last []syntax.Comment) string {
	var b strings.Builder
	syntax.NewPrinter().Print(&b, &syntax.File{Stmts: stmts, Last: last})
	return b.String()
}

// aliasesNamed reports whether the text of a substitution may read
// differently with its aliases expanded as it runs: it names one, or it
// may define one or turn their expansion on.
func (r *runner) aliasesNamed(text string) bool {
	if strings.Contains(text, "expand_aliases") {
		return true
	}
	if !r.opts.expandAliases {
		return false
	}
	if strings.Contains(text, "alias") {
		return true
	}
	for name := range r.aliases {
		if strings.Contains(text, name) {
			return true
		}
	}
	return false
}

// reparseProc is reparseSubst's for a process substitution.
func (r *runner) reparseProc(ps *syntax.ProcSubst) (string, bool) {
	if r.opts.posix || !ps.OpPos.IsValid() || !ps.Rparen.IsValid() {
		return "", false
	}
	start, end := int(ps.OpPos.Offset())+2, int(ps.Rparen.Offset())
	if start > end || end >= len(r.src) || r.src[start-1] != '(' || r.src[end] != ')' {
		return "", false
	}
	text := r.src[start:end]
	if strings.Contains(text, bquotePrefix) || !r.aliasesNamed(text) {
		return "", false
	}
	return text, true
}

// dropNul takes the NUL bytes out of a command substitution's output,
// warning once as bash does.
func (r *runner) dropNul(s string) string {
	if strings.IndexByte(s, 0) < 0 {
		return s
	}
	r.errLine("warning: command substitution: ignored null byte in input")
	return strings.ReplaceAll(s, "\x00", "")
}

// limitedBuf collects command substitution output up to MaxStringBytes.
// captureStdout points r's stdout at a new buffer, as $( ) does: it
// holds at most MaxStringBytes.
func (r *runner) captureStdout() *limitedBuf {
	buf := &limitedBuf{max: r.rs.limits.MaxStringBytes, rs: r.rs}
	for len(r.fds) < 2 {
		r.fds = append(r.fds, nil)
	}
	r.fds[1] = &fdesc{w: buf}
	return buf
}

type limitedBuf struct {
	b   strings.Builder
	max int
	rs  *runState
}

func (l *limitedBuf) Write(p []byte) (int, error) {
	if l.b.Len()+len(p) > l.max {
		l.rs.setFatal(&limitError{"MaxStringBytes", strconv.Itoa(l.max)})
		return 0, errLimit
	}
	return l.b.Write(p)
}

func (l *limitedBuf) String() string { return l.b.String() }

// asciiUpper and asciiLower change the case of ASCII letters only, as the
// C locale does, byte by byte (other bytes, valid UTF-8 or not, stay).
func asciiUpper(s string) string { return asciiMap(s, 'a', 'z', 'A'-'a') }

func asciiLower(s string) string { return asciiMap(s, 'A', 'Z', 'a'-'A') }

func asciiMap(s string, lo, hi byte, delta int) string {
	b := []byte(s)
	for i, c := range b {
		if c >= lo && c <= hi {
			b[i] = byte(int(c) + delta)
		}
	}
	return string(b)
}

func isNameStart(c byte) bool { return c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// restoreBadParams puts back the text of deferBadParam's stand-ins in s.
func restoreBadParams(s string) string {
	const open = "${" + badParamPrefix
	var b strings.Builder
	for {
		i := strings.Index(s, open)
		if i < 0 {
			break
		}
		end := strings.IndexByte(s[i:], '}')
		if end < 0 {
			break
		}
		// (without the line continuations that keep its lines)
		text, ok := badParamText(strings.TrimRight(s[i+2:i+end], "\\\n"))
		if !ok {
			break
		}
		b.WriteString(s[:i])
		b.WriteString(text)
		s = s[i+end+1:]
	}
	b.WriteString(s)
	return b.String()
}

// sliceText evaluates a ${name:offset:length} the parser refused for its
// offset or length (${s:1:x+}, ${s:a[]:1}): bash reads them as text and
// evaluates them when it expands the parameter. An error there is the
// expression's ("s: x+: syntax error: operand expected"), not a bad
// substitution: failed. Parts that evaluate (bash's arithmetic may say
// something and go on, as for a[]) give the slice with their values. It
// is nil and false when text is no such slice.
func (r *runner) sliceText(text string, pe *syntax.ParamExp) (slice *syntax.ParamExp, failed bool) {
	if !strings.HasPrefix(text, "${") || !strings.HasSuffix(text, "}") {
		return nil, false
	}
	rest := text[2 : len(text)-1]
	n := 0
	switch {
	case rest == "":
		return nil, false
	case isNameStart(rest[0]):
		for n < len(rest) && (isNameStart(rest[n]) || isDigit(rest[n])) {
			n++
		}
	case isDigit(rest[0]):
		for n < len(rest) && isDigit(rest[n]) {
			n++
		}
	case strings.IndexByte("@*#?-$", rest[0]) >= 0:
		// (${#:x} is a slice of $#, as ${@:x} is of $@)
		n = 1
	default:
		return nil, false
	}
	if n >= len(rest) || rest[n] != ':' || n+1 < len(rest) && strings.IndexByte("-=?+", rest[n+1]) >= 0 {
		return nil, false
	}
	name, parts := rest[:n], rest[n+1:]
	if !strings.ContainsAny(parts, "$`'\"\\") && sliceOffsetUnclosed(parts) {
		r.fail(false, "bad substitution: no closing `)' in %s", parts)
		return nil, true
	}
	if parts == "" || strings.ContainsAny(parts, "?$`'\"\\") {
		// ${x:} is bash's bad substitution; ${x: } and ${x::} are slices.
		return nil, false
	}
	exprs, ok := splitSliceParts(parts)
	if !ok {
		return nil, false
	}
	lit := func(v int64) syntax.ArithmExpr {
		return &syntax.Word{Parts: []syntax.WordPart{&syntax.Lit{Value: strconv.FormatInt(v, 10)}}}
	}
	slice = &syntax.ParamExp{Dollar: pe.Dollar, Rbrace: pe.Rbrace, Param: &syntax.Lit{Value: name}, Slice: &syntax.Slice{}}
	// bash evaluates neither part of an unset parameter's slice, nor
	// the length when the offset is out of the value's range.
	vlen, set := r.sliceTextLen(name)
	if !set {
		slice.Slice.Offset = lit(0)
		return slice, false
	}
	for i, e := range exprs {
		if i == 1 {
			off := r.wordArithLit(slice.Slice.Offset)
			if off < 0 {
				off += vlen
			}
			if off < 0 || off > vlen {
				break
			}
		}
		v, err := r.arithString(e)
		if err != nil {
			if ae, ok := err.(*arithError); ok {
				ae.param = name
			}
			r.arithFailed(err, "", false)
			return nil, true
		}
		if i == 0 {
			slice.Slice.Offset = lit(v)
		} else {
			slice.Slice.Length = lit(v)
		}
	}
	return slice, false
}

// sliceTextLen is the length sliceText's offset is checked against: the
// characters of a scalar, the positional parameters with $0 for @ and *;
// set is false for an unset one (not @ or *).
func (r *runner) sliceTextLen(name string) (n int64, set bool) {
	if name == "@" || name == "*" {
		return int64(len(r.params)) + 1, true
	}
	var val string
	if isDigit(name[0]) {
		i, err := strconv.Atoi(name)
		switch {
		case err != nil:
			return 0, false
		case i == 0:
			val = r.arg0
		case i > len(r.params):
			return 0, false
		default:
			val = r.params[i-1]
		}
	} else if strings.IndexByte("#?-$", name[0]) >= 0 {
		vals, _, _, _, _ := r.paramValues(name, nil)
		val = strings.Join(vals, "")
	} else if val, set = r.getStr(name); !set {
		return 0, false
	}
	if needsBytes(val) && r.byteLocale() {
		return int64(len(val)), true
	}
	return int64(utf8.RuneCountInString(val)), true
}

// wordArithLit is the value of a literal sliceText made.
func (r *runner) wordArithLit(e syntax.ArithmExpr) int64 {
	if w, ok := e.(*syntax.Word); ok {
		if l, ok := w.Parts[0].(*syntax.Lit); ok {
			v, _ := strconv.ParseInt(l.Value, 10, 64)
			return v
		}
	}
	return 0
}

// sliceOffsetUnclosed reports whether a ( in the offset of a slice's
// text (what follows its colon) is not closed before the end: bash's
// skiparith looks for the offset's end, a : outside parentheses, and
// finds none.
func sliceOffsetUnclosed(parts string) bool {
	depth := 0
	for i := 0; i < len(parts); i++ {
		switch parts[i] {
		case '(':
			depth++
		case ')':
			depth--
		case ':':
			if depth <= 0 {
				return false
			}
		}
	}
	return depth > 0
}

// splitSliceParts splits a slice's offset from its length at the first
// colon outside brackets (a[i:j] is no colon of the slice), as bash's
// skiparith does; the length is the rest, colons and all (${x:1:2:3}
// evaluates 2:3 and fails there).
func splitSliceParts(parts string) ([]string, bool) {
	depth := 0
	for i := 0; i < len(parts); i++ {
		switch parts[i] {
		case '[':
			depth++
		case ']':
			depth--
		case ':':
			if depth == 0 {
				return []string{parts[:i], parts[i+1:]}, true
			}
		}
	}
	return []string{parts}, depth == 0
}

// braceWordParts expands the word of ${x:-w} and kin: a tilde only at
// its start (bash: ${v:=PATH=~/b:~/c} keeps both).
func (r *runner) braceWordParts(wps []syntax.WordPart, quoted bool) ([]wpart, error) {
	saved := r.braceWord
	r.braceWord = true
	defer func() { r.braceWord = saved }()
	return r.wordParts(dqBraceWord(wps, quoted), quoted, true)
}

// dqBraceWord is the word of a ${x-word} inside double quotes with each
// \} made a plain }: bash drops that backslash there (in the word's
// nested double quotes too), where "\}" elsewhere keeps it.
//
// A double-quoted part nested there is read by bash with the backslash
// of every \c dropped, not only before $ ` " \ and newline: in
// "${s:+x="\p"}" it is x=p.
func dqBraceWord(wps []syntax.WordPart, quoted bool) []syntax.WordPart {
	if !quoted || !hasEscBrace(wps) && !hasNestedDqEsc(wps) {
		return wps
	}
	out := make([]syntax.WordPart, len(wps))
	for i, wp := range wps {
		switch p := wp.(type) {
		case *syntax.Lit:
			l := *p
			l.Value = dropEscBrace(p.Value)
			out[i] = &l
		case *syntax.DblQuoted:
			d := *p
			d.Parts = make([]syntax.WordPart, len(p.Parts))
			for j, ip := range p.Parts {
				if l, ok := ip.(*syntax.Lit); ok {
					nl := *l
					nl.Value = dropNestedDqEsc(l.Value)
					d.Parts[j] = &nl
					continue
				}
				d.Parts[j] = ip
			}
			out[i] = &d
		default:
			out[i] = wp
		}
	}
	return out
}

func hasEscBrace(wps []syntax.WordPart) bool {
	for _, wp := range wps {
		switch p := wp.(type) {
		case *syntax.Lit:
			if strings.Contains(p.Value, "\\}") {
				return true
			}
		case *syntax.DblQuoted:
			if hasEscBrace(p.Parts) {
				return true
			}
		}
	}
	return false
}

func hasNestedDqEsc(wps []syntax.WordPart) bool {
	for _, wp := range wps {
		if d, ok := wp.(*syntax.DblQuoted); ok {
			for _, ip := range d.Parts {
				if l, ok := ip.(*syntax.Lit); ok && strings.Contains(l.Value, "\\") {
					return true
				}
			}
		}
	}
	return false
}

// dropNestedDqEsc removes the backslash of each \c in s whose c is no
// character that a backslash quotes in double quotes; those stay whole
// for unescapeDq.
func dropNestedDqEsc(s string) string {
	return dropEscapes(s, func(c byte) bool { return strings.IndexByte("$`\"\\\n", c) < 0 })
}

// dropEscBrace removes the backslash of each \} in s, keeping other
// escapes (\\ stays whole for unescapeDq).
func dropEscBrace(s string) string {
	return dropEscapes(s, func(c byte) bool { return c == '}' })
}

// dropEscapes removes the backslash of each \c in s for which drop(c);
// every other escape stays whole.
func dropEscapes(s string, drop func(c byte) bool) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			if !drop(s[i+1]) {
				b.WriteByte('\\')
			}
			b.WriteByte(s[i+1])
			i++
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// upperBytes and lowerBytes are strings.ToUpper and ToLower that keep a
// byte of no UTF-8 character as it is (bash's towupper sees none there),
// where strings.Map would make it U+FFFD.
func upperBytes(s string) string { return mapCaseBytes(s, unicode.ToUpper) }

func lowerBytes(s string) string { return mapCaseBytes(s, unicode.ToLower) }

func mapCaseBytes(s string, conv func(rune) rune) string {
	if utf8.ValidString(s) {
		return strings.Map(conv, s)
	}
	var b strings.Builder
	b.Grow(len(s))
	for i, c := range s {
		if c == utf8.RuneError && !strings.HasPrefix(s[i:], "\uFFFD") {
			b.WriteByte(s[i])
			continue
		}
		b.WriteRune(conv(c))
	}
	return b.String()
}

// attrOfArray tells whether pe is ${a@a} or ${a@A} of an array with
// elements: set -u finds that set even without element 0 (bash's
// attribute transformations look at the variable, not its value).
func (r *runner) attrOfArray(pe *syntax.ParamExp, name string) bool {
	if pe.Exp == nil || pe.Exp.Op != syntax.OtherParamOps || pe.Exp.Word == nil {
		return false
	}
	if op := pe.Exp.Word.Lit(); op != "a" && op != "A" {
		return false
	}
	v := r.getVar(name)
	if v == nil {
		return false
	}
	switch v.kind {
	case kString:
		return false
	case kAssoc:
		return len(v.assoc) > 0
	}
	return len(v.idx) > 0
}
