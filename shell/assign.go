package shell

import (
	"io"
	"sort"
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// assignValue expands the scalar value of an assignment (for temporary
// bindings).
func (r *runner) assignValue(as *syntax.Assign) (string, error) {
	if as.Value == nil {
		return "", nil
	}
	return r.assignWord(as.Value)
}

// assignWord expands an assignment's right side: no splitting or globbing,
// tilde expansion after = and :.
func (r *runner) assignWord(w *syntax.Word) (string, error) {
	saved := r.assignTilde
	r.assignTilde = true
	defer func() { r.assignTilde = saved }()
	return r.literal(w)
}

// indexText is the subscript of as as written between its brackets
// (bash traces a[ 1 ]=3 so), or printed when its text is not at hand.
func (r *runner) indexText(as *syntax.Assign) string {
	printed := printNode(as.Index)
	open := int(as.Name.End().Offset())
	if !as.Name.End().IsValid() || open >= len(r.src) || r.src[open] != '[' {
		return printed
	}
	end := subscriptEnd(r.src, open)
	if end < 0 {
		return printed
	}
	if text := r.src[open+1 : end]; strings.Join(strings.Fields(text), "") == strings.Join(strings.Fields(printed), "") {
		return text
	}
	return printed
}

// assign performs one assignment word of a simple command or declaration.
func (r *runner) assign(as *syntax.Assign, local bool) error {
	name := as.Name.Value
	if as.Array != nil && as.Index != nil {
		return r.fail(false, "%s[%s]: cannot assign list to array member", name, printNode(as.Index))
	}
	if as.Array != nil {
		if r.opts.xtrace && !r.inDeclList {
			// bash traces the list as written, its words joined by a
			// blank, before it expands them.
			op := "="
			if as.Append {
				op = "+="
			}
			r.trace(name + op + "(" + r.listText(as.Array) + ")")
		}
		return r.assignArray(name, as.Array, as.Append)
	}
	val, err := r.assignValue(as)
	if err != nil {
		return err
	}
	if r.opts.xtrace {
		op := "="
		if as.Append {
			op = "+="
		}
		idx := ""
		if as.Index != nil {
			idx = "[" + r.indexText(as) + "]"
		}
		r.trace(name + idx + op + xtraceAssignQuote(val, r.byteLocale()))
	}
	if as.Index != nil {
		if lv := r.lookup(name); lv != nil && lv.nameref && (!lv.set || lv.str == "") {
			// an element of a reference without a target: its
			// empty value is no name (bash's assign_array_element)
			return &varError{msg: "`" + lv.str + "': not a valid identifier", badRef: true}
		}
		v := r.getVar(name)
		if v != nil && v.readonly {
			return readonlyErr(name)
		}
		if emptySubscript(as.Index) { // m[]=1
			return &varError{msg: name + "[]: bad array subscript"}
		}
		var key string
		if v != nil && v.kind == kAssoc {
			key, err = r.assocKey(as.Index)
			if err != nil {
				return err
			}
			if key == "" {
				return &varError{msg: name + "[" + printNode(as.Index) + "]: bad array subscript"}
			}
		} else {
			if allSubscript(as.Index) { // a[*]=v, a[@]=v
				return &varError{msg: name + "[" + printNode(as.Index) + "]: bad array subscript"}
			}
			n, err := r.arithTo(as.Index, r.indexEnd(as.Index))
			if err != nil {
				return err
			}
			if n < 0 && v != nil {
				n += int64(v.maxIndex()) + 1
				if n < 0 {
					return &varError{msg: name + "[" + printNode(as.Index) + "]: bad array subscript"}
				}
			}
			if n < 0 {
				return &varError{msg: name + "[" + printNode(as.Index) + "]: bad array subscript"}
			}
			key = strconv.FormatInt(n, 10)
		}
		return r.setElem(name, key, val, as.Append)
	}
	return r.setStr(name, val, as.Append)
}

// listText is an array list's words as written, joined by a blank
// (comments and line breaks between them dropped).
func (r *runner) listText(arr *syntax.ArrayExpr) string {
	words := make([]string, 0, len(arr.Elems))
	for _, e := range arr.Elems {
		words = append(words, r.elemText(e))
	}
	return strings.Join(words, " ")
}

// elemText is an array list's element as written.
func (r *runner) elemText(e *syntax.ArrayElem) string {
	start, end := int(e.Pos().Offset()), int(e.End().Offset())
	if !e.Pos().IsValid() || !e.End().IsValid() || start > end || end > len(r.src) {
		return printNode(e)
	}
	if e.Index != nil {
		// the element starts at its subscript: take the [ too
		j := start - 1
		for j >= 0 && (r.src[j] == ' ' || r.src[j] == '\t') {
			j--
		}
		if j >= 0 && r.src[j] == '[' {
			start = j
		}
	}
	text := r.src[start:end]
	if e.Value != nil && hasDollarSgl(e.Value) {
		// bash's reader has made $'…' a single-quoted string.
		text = r.src[start:int(e.Value.Pos().Offset())] + r.writtenWord(e.Value)
	}
	return text
}

// hasDollarSgl reports whether w has a $'…' part.
func hasDollarSgl(w *syntax.Word) bool {
	for _, p := range w.Parts {
		if sq, ok := p.(*syntax.SglQuoted); ok && sq.Dollar {
			return true
		}
	}
	return false
}

// assignArray performs name=(...) or name+=(...).
func (r *runner) assignArray(name string, arr *syntax.ArrayExpr, appending bool) error {
	return r.assignList(name, arr, appending, nil)
}

// A listElem is a word of an array list, expanded.
type listElem struct {
	e     *syntax.ArrayElem
	key   string   // an associative array's key
	n     int64    // an indexed array's subscript, when evaluated
	known bool     // n was evaluated while expanding ($((i++)))
	bad   bool     // an indexed array's subscript expanded to nothing
	all   bool     // an indexed array's subscript is written * or @
	err   error    // its subscript failed to evaluate: the assignment stops there
	val   string   // the value of [k]=value
	words []string // the fields of a word without a subscript
}

// expandedList is a declaration's list expanded with its other words, as
// bash does, for an array of the kind assoc says.
type expandedList struct {
	assoc bool
	elems []listElem
}

// expandList expands every word of an array list, in order: the keys of
// an associative array, the values, and the words without a subscript
// (the subscripts of an indexed array are evaluated when assigned, but
// for those holding an expansion such as $((i++))).
func (r *runner) expandList(arr *syntax.ArrayExpr, assoc bool) ([]listElem, error) {
	elems := make([]listElem, 0, len(arr.Elems))
	savedStar := r.starSpace
	r.starSpace = !assoc
	defer func() { r.starSpace = savedStar }()
	if assoc {
		// No tilde expansion in an associative array's list.
		saved := r.noTilde
		r.noTilde = true
		defer func() { r.noTilde = saved }()
	}
	for _, e := range arr.Elems {
		el := listElem{e: e}
		var err error
		if !assoc && e.Index != nil && e.Value != nil && hasBrace(e.Value) {
			// bash brace-expands the whole word [i]={a,b}: more than one
			// word are then plain words ([i]=a [i]=b), no subscripts.
			ws, berr := r.braceExpand(e.Value)
			if berr != nil {
				return nil, berr
			}
			if len(ws) > 1 {
				op := "]="
				if e.Append {
					op = "]+="
				}
				pre := "[" + r.srcText(e.Index.Pos(), e.Index.End(), printNode(e.Index)) + op
				saved := r.listWord
				r.listWord = true
				for _, wp := range ws {
					w := &syntax.Word{Parts: append([]syntax.WordPart{&syntax.Lit{Value: pre}}, wp...)}
					var fs []string
					if fs, err = r.fields(w); err != nil {
						break
					}
					el.words = append(el.words, fs...)
				}
				r.listWord = saved
				if err != nil {
					return nil, err
				}
				el.e = &syntax.ArrayElem{Value: e.Value, Comments: e.Comments}
				elems = append(elems, el)
				continue
			}
		}
		switch {
		case e.Index == nil && assoc:
			// An associative array's words (k1 v1 k2 v2) are each
			// expanded as an assignment's value, one string: no brace
			// expansion, word splitting or globbing (bash's
			// assign_assoc_from_kvlist, expand_assignment_string_to_string).
			var w string
			if w, err = r.literal(e.Value); err == nil {
				el.words = []string{w}
			}
		case e.Index == nil:
			saved := r.listWord
			r.listWord = true
			el.words, err = r.fields(e.Value)
			r.listWord = saved
		case assoc:
			el.key, err = r.assocKey(e.Index)
		case allSubscript(e.Index):
			el.all = true
		case emptyableIndex(e.Index):
			// bash expands the word [sub]=v, then evaluates sub; an
			// empty sub ([], [$e], [""]) is a bad array subscript.
			var sub string
			if sub, err = r.literal(e.Index.(*syntax.Word)); err == nil {
				if el.bad = sub == ""; !el.bad {
					// An error is bash's when it assigns this element,
					// after those before it.
					el.n, el.err = r.arithString(sub)
					el.known = el.err == nil
				}
			}
		case hasDollarExpansion(e.Index):
			el.n, err = r.arith(e.Index)
			el.known = true
		}
		if err != nil {
			return nil, err
		}
		if e.Index != nil && e.Value != nil {
			if assoc {
				el.val, err = r.literal(e.Value)
			} else {
				el.val, err = r.assignWord(e.Value)
			}
			if err != nil {
				return nil, err
			}
		}
		elems = append(elems, el)
	}
	return elems, nil
}

// emptyableIndex reports whether an indexed array's subscript x is a
// word that may expand to nothing: empty, quoted or with an expansion.
func emptyableIndex(x syntax.ArithmExpr) bool {
	w, ok := x.(*syntax.Word)
	if !ok {
		return false
	}
	if len(w.Parts) == 1 {
		if l, ok := w.Parts[0].(*syntax.Lit); ok {
			return l.Value == ""
		}
	}
	return true
}

// listTrace is how set -x shows a declaration's list once expanded:
// name=('word' ['key']='value' ...), each single-quoted.
func (r *runner) listTrace(name string, appending bool, elems []listElem) string {
	var b strings.Builder
	b.WriteString(name)
	if appending {
		b.WriteString("+=(")
	} else {
		b.WriteString("=(")
	}
	sep := func() {
		if b.Len() > 0 && !strings.HasSuffix(b.String(), "(") {
			b.WriteByte(' ')
		}
	}
	for _, el := range elems {
		if el.e.Index == nil {
			for _, w := range el.words {
				sep()
				b.WriteString(singleQuote(w))
			}
			continue
		}
		sep()
		key := el.key
		if key == "" && !el.known {
			key = r.srcText(el.e.Index.Pos(), el.e.Index.End(), printNode(el.e.Index))
		} else if el.known {
			key = strconv.FormatInt(el.n, 10)
		}
		op := "]="
		if el.e.Append {
			op = "]+="
		}
		b.WriteString("[" + singleQuote(key) + op + singleQuote(el.val))
	}
	b.WriteString(")")
	return b.String()
}

// assignList assigns an array list, expanded before when pre is not nil.
func (r *runner) assignList(name string, arr *syntax.ArrayExpr, appending bool, pre *expandedList) error {
	full, v, err := r.varForWrite(name)
	if err != nil {
		return err
	}
	if v == nil {
		if full != name {
			// a nameref to an element (declare -n e='a[0]'; e=(1)):
			// bash's assign_array_var binds the element's name.
			return &varError{msg: "`" + full + "': not a valid identifier"}
		}
		return &varError{msg: full + ": cannot assign list to array member"}
	}
	if noAssignArrays()[full] && !r.plain[full] && !r.tempBound(full) {
		return errNoAssign
	}
	if !appending {
		r.rs.charge(-v.bytes()) // replaced
	}
	assoc := v.kind == kAssoc
	if v.kind == kString {
		// bash makes the variable an array before it expands the list:
		// a failed expansion leaves a new name an empty array, a
		// scalar's value its element 0.
		if v.set {
			v.idx = []arrElem{{0, v.str}}
		}
		v.kind, v.str, v.set = kIndexed, "", true
	}
	if assoc {
		// No tilde expansion in an associative array's list.
		saved := r.noTilde
		r.noTilde = true
		defer func() { r.noTilde = saved }()
	}
	var elems []listElem
	if pre != nil && pre.assoc == assoc {
		elems = pre.elems
	} else if elems, err = r.expandList(arr, assoc); err != nil {
		return err
	}
	if assoc {
		// [k]+=v appends to the value k had before the list (bash
		// builds a new table, looking the old one up), or, with +=(…),
		// to the table the list fills.
		var before map[string]string
		if !appending {
			// bash's new table has as many buckets as the old
			before = v.assoc
			buckets := assocBuckets
			if v.aorder != nil {
				buckets = len(v.aorder.heads)
			}
			v.assoc, v.aorder = nil, newAssocOrder(buckets)
		}
		// a=(k1 v1 k2 v2), whose first word has no subscript, pairs up
		// its words (bash 5.1): a later [k]=v is a word there. In a
		// list that starts with [k]=v, a word without one is an error.
		pairs := len(elems) > 0 && elems[0].e.Index == nil
		// declare's list reaches bash quoted (declare -A a=(…)); a
		// quoted one (declare -A a='(…)') is read from its text.
		declQuoted := r.inDeclList && !r.declText
		var loose, looseShown []string
		for _, el := range elems {
			if el.e.Index == nil {
				if !pairs {
					// bash names the word as written (declare's list
					// reaches it quoted).
					w := printNode(el.e.Value)
					if declQuoted {
						w = "'" + strings.ReplaceAll(w, "'", `'\''`) + "'"
					}
					r.errLine("%s: %s: must use subscript when assigning associative array", name, w)
					continue
				}
				loose = append(loose, el.words...)
				for _, w := range el.words {
					if declQuoted {
						looseShown = append(looseShown, bashQuote(w, r.byteLocale()))
					} else {
						looseShown = append(looseShown, r.srcText(el.e.Value.Pos(), el.e.Value.End(), printNode(el.e.Value)))
					}
				}
				continue
			}
			if pairs {
				op := "="
				if el.e.Append {
					op = "+="
				}
				loose = append(loose, "["+el.key+"]"+op+el.val)
				looseShown = append(looseShown, "")
				continue
			}
			k, val := el.key, el.val
			if k == "" {
				// bash skips the element, naming it as written, or
				// expanded and quoted in a declaration's list.
				shown := r.elemText(el.e)
				if declQuoted {
					shown = "[" + bashQuote(k, r.byteLocale()) + "]=" + bashQuote(val, r.byteLocale())
				}
				if err := r.reportError("%s: bad array subscript", shown); err != nil {
					return err
				}
				continue
			}
			prev := v.assoc[k]
			if !appending {
				prev = before[k]
			}
			s, err := r.transform(v, val, prev, el.e.Append)
			if err != nil {
				return err
			}
			if err := r.setKeyChecked(v, k, s); err != nil {
				return err
			}
		}
		for i := 0; i < len(loose); i += 2 {
			val := ""
			if i+1 < len(loose) {
				val = loose[i+1]
			}
			if loose[i] == "" {
				// an empty key skips its pair, the word named as for
				// [k]=v above
				if err := r.reportError("%s: bad array subscript", looseShown[i]); err != nil {
					return err
				}
				continue
			}
			if err := r.setKeyChecked(v, loose[i], val); err != nil {
				return err
			}
		}
		v.set = true
		return nil
	}
	var old []arrElem
	if appending {
		if v.kind == kIndexed {
			old = v.idx
		} else if v.set {
			old = []arrElem{{0, v.str}}
		}
	}
	nv := &variable{kind: kIndexed, idx: old}
	next := nv.maxIndex() + 1
	// An integer array's element that fails to evaluate ends the
	// assignment, as in bash, with the elements before it assigned.
	partial := func(err error) error {
		v.kind, v.str, v.idx, v.set = kIndexed, "", nv.idx, true
		return err
	}
	for _, el := range elems {
		if el.err != nil {
			return partial(el.err)
		}
		if el.bad {
			op := "]="
			if el.e.Append {
				op = "]+="
			}
			if err := r.reportError("[%s%s: bad array subscript", op, el.val); err != nil {
				return partial(err)
			}
			continue
		}
		if el.all {
			// bash's assign_compound_array_list skips [*]=v and [@]=v.
			if err := r.reportError("%s: cannot assign to non-numeric index", r.elemText(el.e)); err != nil {
				return partial(err)
			}
			continue
		}
		if el.e.Index != nil {
			n := el.n
			if !el.known {
				var err error
				if n, err = r.arith(el.e.Index); err != nil {
					return partial(err)
				}
			}
			if n < 0 {
				if n += int64(nv.maxIndex()) + 1; n < 0 {
					// before the start: bash skips the element
					if err := r.reportError("%s: bad array subscript", r.elemText(el.e)); err != nil {
						return partial(err)
					}
					continue
				}
			}
			prev := ""
			if el.e.Append {
				prev, _ = nv.index(int(n))
			}
			val, err := r.transform(v, el.val, prev, el.e.Append)
			if err != nil {
				return partial(err)
			}
			if err := r.setIndexChecked(nv, int(n), val); err != nil {
				return err
			}
			next = int(n) + 1
			continue
		}
		for _, f := range el.words {
			f, err := r.transform(v, f, "", false)
			if err != nil {
				return partial(err)
			}
			if err := r.setIndexChecked(nv, next, f); err != nil {
				return err
			}
			next++
		}
	}
	v.kind = kIndexed
	v.str = ""
	v.idx = nv.idx
	v.set = true
	return nil
}

// moreThanN reports whether the flags turn on or off an attribute other
// than -n.
func (f *declFlags) moreThanN() bool {
	for c, on := range f.set {
		if on && c != 'n' {
			return true
		}
	}
	for c, on := range f.unset {
		if on && c != 'n' {
			return true
		}
	}
	return false
}

type declFlags struct {
	set, unset map[byte]bool
	print      bool
	funcs      bool
	funcNames  bool
	global     bool
	// readonlyUndo is readonly -n: bash's undo flag, which only assigns.
	readonlyUndo bool
}

// declClause runs declare, typeset, local, export, readonly.
func (r *runner) declClause(c *syntax.DeclClause) {
	r.lineno = r.lineAt(c.Pos())
	if len(c.Args) > 0 {
		r.lineno = r.wordsLine(c.Pos(), c.Args[0])
	}
	if !r.countCommand() {
		return
	}
	variant := c.Variant.Value
	if r.sh.cfg.Withheld[variant] {
		r.notFound(variant)
		return
	}
	savedStar := r.starSpace
	r.starSpace = true
	defer func() { r.starSpace = savedStar }()
	fd, ok := r.funcs[variant]
	ok = ok && !r.specialFirst(variant)
	if ok || r.disabled[variant] {
		// A function shadows the builtin: expand words and call it. A
		// builtin turned off (enable -n export) is looked up on PATH.
		args := []string{variant}
		for _, as := range c.Args {
			w := assignAsWord(as)
			fs, err := r.fields(w)
			if err != nil {
				return
			}
			args = append(args, fs...)
		}
		if !ok {
			r.exec(args)
			return
		}
		r.callFunc(variant, fd, args)
		return
	}
	f := declFlags{set: map[byte]bool{}, unset: map[byte]bool{}}
	if variant == "export" {
		f.set['x'] = true
	}
	if variant == "readonly" {
		f.set['r'] = true
	}
	status := 0
	// bash's declarations fail with EX_BADASSIGN (260) on a readonly
	// variable or, for declare, a bad name; export's and readonly's
	// (special builtins) end the shell under set -e.
	badAssign, specialBad := false, false
	r.badAssign = false
	var xtraceArgs []string // only under set -x
	// $_ is the last argument as xtrace shows it: name=value for an
	// assignment, built once at the end.
	var lastArg string
	var lastAs *syntax.Assign
	hasLast := false
	// Collect operands: flags first, then names/assignments.
	var opsBuf [2]operand // local v=$1: no slice on the heap
	ops := opsBuf[:0]
	flagsDone := false
	// A list assignment (name=(…)) is made while the words expand, in
	// order (bash's shell_expand_word_list and make_internal_declare), so
	// later words see it: with -a, -A or -g from any option word before
	// it, even one after a name (fix_assignment_words), and the -i, -l,
	// -u, -c, -I of the options; the builtin then gets the bare name.
	earlyA, earlya, earlyG := false, false, false
	earlyAttrs := "" // of ilucI
	earlyOff := ""   // of ilucI, given with +: declare +i a=(x+1) assigns x+1
	earlyOpts := true
	var est declStatus
	listFailed := false
	for _, as := range c.Args {
		if as.Naked && as.Name == nil && as.Value != nil {
			if lit := as.Value.Lit(); len(lit) > 1 && lit[0] == '+' && earlyOpts {
				for i := 1; i < len(lit); i++ {
					if strings.IndexByte("ilucI", lit[i]) >= 0 {
						earlyOff += lit[i : i+1]
					}
				}
			}
			if lit := as.Value.Lit(); len(lit) > 1 && lit[0] == '-' {
				switch {
				case strings.IndexByte(lit[1:], 'A') >= 0:
					earlyA = true
				case strings.IndexByte(lit[1:], 'a') >= 0:
					earlya = true
				}
				earlyG = earlyG || strings.IndexByte(lit[1:], 'g') >= 0
				if lit == "--" {
					earlyOpts = false
				}
				for i := 1; earlyOpts && i < len(lit); i++ {
					if strings.IndexByte("ilucI", lit[i]) >= 0 {
						earlyAttrs += lit[i : i+1]
					}
				}
			}
			fs, err := r.fields(as.Value)
			if err != nil {
				return
			}
			for _, s := range fs {
				lastArg, lastAs, hasLast = s, nil, true
				if r.opts.xtrace {
					xtraceArgs = append(xtraceArgs, s)
				}
				if !flagsDone && len(s) > 1 && (s[0] == '-' || s[0] == '+') {
					if s == "--" {
						flagsDone = true
						continue
					}
					for i := 1; i < len(s); i++ {
						ch := s[i]
						if (variant == "export" || variant == "readonly") && !strings.ContainsRune("aAfnp", rune(ch)) {
							// bash's export and readonly take -aAfnp only.
							ch = 0
						}
						switch ch {
						case 'p':
							f.print = true
						case 'f':
							f.funcs = true
						case 'F':
							f.funcNames = true
						case 'g':
							f.global = true
						case 'a', 'A', 'i', 'l', 'u', 'c', 'r', 'x', 'n', 't', 'I':
							if ch == 'n' && variant == "export" {
								// export -n NAME: no longer exported.
								delete(f.set, 'x')
								f.unset['x'] = s[0] == '-'
								continue
							}
							if ch == 'n' && variant == "readonly" {
								// readonly -n: bash's "undo" of readonly,
								// which assigns and leaves the attribute
								// as it was (no name reference).
								f.readonlyUndo = s[0] == '-'
								continue
							}
							if s[0] == '-' {
								f.set[ch] = true
							} else {
								f.unset[ch] = true
							}
						default:
							if variant == "local" && r.funcDepth == 0 {
								// Outside a function that comes first.
								r.errLine("local: can only be used in a function")
								r.exit = 1
								return
							}
							r.errLine("%s: %s: invalid option", variant, s[:1]+s[i:i+1])
							r.errf("%s: usage: %s\n", variant, declUsage(variant))
							r.exit = 2
							return
						}
					}
					continue
				}
				flagsDone = true
				if i := strings.IndexByte(s, '='); i > 0 {
					name, app := s[:i], false
					if strings.HasSuffix(name, "+") {
						name, app = name[:len(name)-1], true
					}
					ops = append(ops, operand{name: name, val: s[i+1:], has: true, app: app})
				} else {
					ops = append(ops, operand{name: s})
				}
			}
			continue
		}
		flagsDone = true
		op := operand{as: as, name: as.Name.Value}
		skip := false
		if as.Array != nil && as.Index == nil && validName(op.name) {
			// bash expands (and traces) a list with the other words,
			// in order, in the caller's scope: local a=("${a[@]}" x).
			localDecl := variant == "local" || ((variant == "declare" || variant == "typeset") && r.funcDepth > 0 && !earlyG)
			ef := declFlags{set: map[byte]bool{}, unset: map[byte]bool{}, global: earlyG}
			if earlyA {
				ef.set['A'] = true
			} else if earlya {
				ef.set['a'] = true
			}
			for i := 0; i < len(earlyAttrs); i++ {
				ef.set[earlyAttrs[i]] = true
			}
			for i := 0; i < len(earlyOff); i++ {
				ef.unset[earlyOff[i]] = true
			}
			assoc := ef.set['A']
			if old := r.lookup(op.name); !assoc && !ef.set['a'] && old != nil && old.kind == kAssoc {
				assoc = !localDecl || r.cur.vars[op.name] != nil
			}
			elems, err := r.expandList(as.Array, assoc)
			if err != nil {
				return
			}
			op.list = &expandedList{assoc: assoc, elems: elems}
			if r.opts.xtrace {
				r.trace(r.listTrace(op.name, as.Append, elems))
			}
			prev := est.status
			est.status = 0
			if r.declOp(variant, &ef, op, localDecl, &est) {
				return
			}
			// The builtin gets the bare name, unless the list failed
			// (its error is said once).
			skip = est.status != 0
			listFailed = listFailed || skip
			est.status = max(prev, est.status)
			op = operand{as: &syntax.Assign{Naked: true, Name: as.Name}, name: op.name}
		}
		if as.Naked || as.Array != nil {
			lastArg, lastAs, hasLast = as.Name.Value, nil, true
			if r.opts.xtrace {
				xtraceArgs = append(xtraceArgs, as.Name.Value)
			}
		} else {
			// Expand once: the value may run command substitutions.
			val, err := r.assignValue(as)
			if err != nil {
				return
			}
			op.val, op.evaluated = val, true
			lastArg, lastAs, hasLast = val, as, true
			if r.opts.xtrace {
				xtraceArgs = append(xtraceArgs, as.Name.Value+map[bool]string{false: "=", true: "+="}[as.Append]+val)
			}
		}
		if !skip {
			ops = append(ops, op)
		}
	}
	r.flushPrefixTraces()
	if r.opts.xtrace && !r.declCalled {
		r.trace(shellQuoteArgs(append([]string{variant}, xtraceArgs...), r.byteLocale()))
	}
	if variant == "local" && r.funcDepth == 0 {
		// The words are expanded (and traced) before local complains.
		r.errLine("local: can only be used in a function")
		r.exit = 1
		return
	}
	// $_ is the last word, as after any simple command: once it has run
	// (declare -p _ shows the previous command's).
	defer func() {
		r.lastArg, r.lastArgName = variant, ""
		if hasLast {
			r.lastArg = lastArg
			if lastAs != nil {
				r.lastArgName = lastAs.Name.Value // joined when $_ is read
			}
		}
	}()
	// Its words expanded, the builtin's output is checked as bash's: a
	// listing of all is reported with the status standing, one of names
	// fails (builtin_writecheck.go).
	policy := wcReport
	if len(ops) > 0 || variant == "export" || variant == "readonly" {
		policy = wcFail
	}
	savedChk := r.chk
	r.chk = outCheck{on: true, policy: policy}
	defer func() {
		chk := r.chk
		r.chk = savedChk
		r.exit = r.checkBuiltinOutput(variant, &chk, r.exit)
	}()
	if len(ops) == 0 && listFailed {
		// Only lists that failed: no listing.
		r.exit = max(status, est.status)
		return
	}
	if f.funcs || f.funcNames {
		r.exit = r.declFuncs(variant, f, ops)
		return
	}
	if len(ops) == 0 && variant == "local" {
		// local, local -p, local -i...: the function's own variables,
		// whatever the options.
		r.exit = r.printLocals()
		return
	}
	if len(ops) > 0 && (variant == "export" || variant == "readonly") {
		// bash's set_or_show_attributes lists only without names:
		// export -p x=1 assigns and exports.
		f.print = false
	}
	if f.print || len(ops) == 0 {
		if len(ops) == 0 {
			if !f.print && len(f.set) == 0 && (variant == "declare" || variant == "typeset") {
				// declare, declare +x: bash's set_builtin listing.
				r.exit = builtinSet(r, []string{"set"})
				return
			}
			r.printAllVars(variant, f)
			r.exit = 0
			return
		}
		for _, op := range ops {
			if op.name == "-" && op.as == nil && !op.has && r.localDash() {
				// local - is a variable "-" of the function, with no
				// value; functions it calls see it too.
				r.outf("declare -- -\n")
				continue
			}
			var v *variable
			word := op.name
			if op.as != nil && op.as.Index != nil {
				word += "[" + r.indexText(op.as) + "]"
			}
			if validName(word) {
				// (bash's find_variable of the word: declare -p a[1]
				// names no variable)
				v = r.lookupDecl(op.name)
			}
			if v == nil {
				r.errLine("%s: %s: not found", variant, word)
				status = 1
				continue
			}
			if r.writeDeclare(r.stdout(), op.name, v) == nil {
				r.writeOut("declare", "\n")
			}
		}
		r.exit = status
		return
	}
	if f.readonlyUndo {
		// readonly -n NAME=value assigns without the attribute; a NAME
		// alone is left as it is, and not made.
		delete(f.set, 'r')
		kept := ops[:0]
		for _, op := range ops {
			if op.has || (op.as != nil && !op.as.Naked) {
				kept = append(kept, op)
			}
		}
		ops = kept
	}
	local := variant == "local" || ((variant == "declare" || variant == "typeset") && r.funcDepth > 0 && !f.global)
	st := declStatus{status: max(status, est.status), badAssign: est.badAssign, specialBad: est.specialBad}
	for _, op := range ops {
		if r.declOp(variant, &f, op, local, &st) {
			return
		}
	}
	status, badAssign, specialBad = st.status, st.badAssign || badAssign, st.specialBad || specialBad
	r.exit = status
	r.badAssign = badAssign
	if specialBad && r.opts.posix && !r.notSpecial {
		// POSIX: a special builtin's assignment error ends a
		// non-interactive shell.
		r.exiting = true
	}
	if specialBad && r.opts.errexit {
		// A special builtin's assignment error ends the shell under set
		// -e before the ERR trap, in a condition too.
		r.exiting = true
	}
}

// declStatus is what a declaration's operands leave: its status, and
// whether one was an assignment error (EX_BADASSIGN) and one a special
// builtin's.
type declStatus struct {
	status                int
	badAssign, specialBad bool
}

// declOp declares one operand of a declaration with the flags f; true
// when the command line is discarded and the declaration ends there.
func (r *runner) declOp(variant string, f *declFlags, op operand, local bool, st *declStatus) bool {
	name := op.name
	var index syntax.ArithmExpr
	if op.as != nil {
		index = op.as.Index
	} else if i := strings.IndexByte(name, '['); i > 0 && strings.HasSuffix(name, "]") {
		name = name[:i]
	}
	if index != nil && op.as.Array != nil {
		// An assignment error: it discards the command line.
		r.errLine("%s[%s]: cannot assign list to array member", name, printNode(index))
		r.exit = 1
		r.aborting = true
		return true
	}
	if (variant == "export" || variant == "readonly") && (index != nil || name != op.name) {
		// export and readonly take names, not array elements.
		text := op.name
		if index != nil {
			text = r.srcText(op.as.Name.Pos(), posAfter(index.End(), 1), name+"["+printNode(index)+"]")
		}
		r.errLine("%s: `%s': not a valid identifier", variant, text)
		st.status = 1
		return false
	}
	if name == "-" && variant == "local" && !op.has && op.as == nil {
		// local -: the set options come back when the function
		// returns.
		cur := r.cur
		for cur.temp && cur.parent != nil {
			cur = cur.parent
		}
		if cur != r.global && cur.setOpts == nil {
			saved := r.opts
			cur.setOpts = &saved
		}
		return false
	}
	if !validName(name) || !op.has && op.as == nil && name != op.name && strings.HasSuffix(op.name, "[]") {
		// declare "u[]" (no value): no name bash knows
		text := op.name
		if op.has {
			text += map[bool]string{false: "=", true: "+="}[op.app] + op.val
		}
		r.errLine("%s: `%s': not a valid identifier", variant, text)
		st.status = 1
		// declare's bad name, with or without a value, is its
		// EX_BADASSIGN; export's and readonly's a plain failure.
		if variant != "export" && variant != "readonly" {
			st.badAssign = true
		}
		return false
	}
	if r.opts.xtrace && (variant == "export" || variant == "readonly") && !f.set['a'] && !f.set['A'] {
		// export and readonly assign a scalar as an assignment
		// statement does, and bash traces it again.
		if op.has || op.as != nil && !op.as.Naked && op.as.Array == nil {
			eq := "="
			if op.app || op.as != nil && op.as.Append {
				eq = "+="
			}
			// This trace is the builtin's own, written while it
			// runs: it goes to the command's redirected stderr.
			saved := r.traceFd
			r.traceFd = nil
			r.trace(name + eq + xtraceAssignQuote(op.val, r.byteLocale()))
			r.traceFd = saved
		}
	}
	if f.set['n'] && index != nil && validName(name) {
		// declare -n x[3]=…: bash refuses the subscript before it
		// looks at the value
		text := r.srcText(op.as.Name.Pos(), posAfter(index.End(), 1), name+"["+printNode(index)+"]")
		r.errLine("%s: %s: reference variable cannot be an array", variant, text)
		st.status = 1
		return false
	}
	if f.set['n'] && (op.has || op.as != nil && !op.as.Naked && op.as.Array == nil) {
		// A reference must name a variable or an element; bash
		// refuses any other value and leaves the name alone.
		target := op.val
		switch base, _, _ := strings.Cut(target, "["); {
		case target == "":
			r.errLine("%s: `': not a valid identifier", variant)
			st.status = 1
			return false
		case base == name && r.funcDepth == 0:
			r.errLine("%s: %s: nameref variable self references not allowed", variant, name)
			st.status = 1
			return false
		case base == name:
			// In a function bash warns and makes the reference,
			// which names the global variable (resolveRef).
			r.errLine("%s: warning: %s: circular name reference", variant, name)
			r.errLine("warning: %s: circular name reference", name) // and as it assigns
		case !validNamerefTarget(target):
			r.errLine("%s: `%s': invalid variable name for name reference", variant, target)
			st.status = 1
			return false
		}
	}
	if !f.set['n'] && !f.unset['n'] && index == nil && name == op.name && !op.app && (op.has || op.as != nil && !op.as.Naked && op.as.Array == nil && !op.as.Append) {
		// A value given to a reference without a target becomes its
		// target, which must be a name (bash's declare_internal): a
		// reference at the function's own scope keeps itself, any
		// other is an assignment error that drops the variable.
		if v := r.lookup(name); v != nil && v.nameref && (!v.set || v.str == "") && !validNamerefTarget(op.val) {
			cur := r.cur
			for cur.temp && cur.parent != nil {
				cur = cur.parent
			}
			if local && cur != r.global {
				if cur.vars[name] == v {
					r.errLine("%s: `%s': invalid variable name for name reference", variant, op.val)
					st.status = 1
					return false
				}
			} else {
				r.errLine("%s: `%s': not a valid identifier", variant, op.val)
				r.dropFresh(name, v)
				st.status = 1
				return false
			}
		}
	}
	// Without -n or +n, declare acts on what a reference names.
	elemRef := "" // the element a reference names, a[1]
	refName := name
	if !f.set['n'] && !f.unset['n'] && !f.global && index == nil && name == op.name {
		name, elemRef = r.declTarget(name, local)
		if elemRef != "" && (variant == "export" || variant == "readonly") && !f.set['a'] && !f.set['A'] {
			// export and readonly take names: a reference to an
			// element gives them none (bash's set_or_show_attributes)
			r.errLine("%s: `%s': not a valid identifier", variant, elemRef)
			return false // (status 0 in bash)
		}
	}
	if f.unset['n'] && !f.set['n'] && index == nil && !(op.has || op.as != nil && !op.as.Naked || f.moreThanN()) {
		// bash's find_variable_last_nameref: a lone +n acts on the last
		// reference of a chain (declare -n a=b b=c; declare +n a
		// leaves a a reference, b a plain variable).
		for i := 0; i < 10; i++ {
			ref := r.lookup(name)
			if ref == nil || !ref.nameref || !validName(ref.str) {
				break
			}
			if next := r.lookup(ref.str); next == nil || !next.nameref || ref.str == op.name {
				break
			}
			name = ref.str
		}
	}
	unrefed := false // +n with more to do: done on what the reference named
	if f.unset['n'] && !f.set['n'] && index == nil && (op.has || op.as != nil && !op.as.Naked || f.moreThanN()) {
		// bash follows the reference first: the attributes and the
		// value go to the variable it names (made if need be), and
		// the reference, its value kept, is a reference no more.
		if ref := r.lookup(name); ref != nil && ref.nameref && ref.str != "" && validName(ref.str) {
			ref.nameref = false
			name, refName, unrefed = ref.str, ref.str, true
			name, elemRef = r.declTarget(name, local)
		}
	}
	var v *variable
	created := false
	fresh := false // made by this declare
	if local {
		// Locals go to the function's scope, below temporary bindings.
		// A temporary binding of the same name becomes the local.
		cur := r.cur
		// The declaration's own binding (q=5 local q) is bash's tempenv
		// variable: the local is made below it, with its value and
		// export (make_local_variable).
		var fromCmd *variable
		for cur.temp && cur.parent != nil {
			if tv, ok := cur.vars[name]; ok {
				if cur != r.declTemp {
					break
				}
				fromCmd = tv
			}
			cur = cur.parent
		}
		if existing, ok := cur.vars[name]; ok && (cur != r.global || cur.temp) {
			v = existing
			v.local = true
			if fromCmd != nil && !op.has && (op.as == nil || op.as.Naked) {
				// z=y local z where the function has a z: the
				// declaration's own binding is the value (bash)
				v.str, v.set = fromCmd.str, fromCmd.set
			}
		} else if cur == r.global {
			v = r.global.vars[name]
			if v == nil {
				v, fresh = &variable{}, true
				r.global.vars[name] = v
			}
		} else {
			// A readonly global cannot be shadowed, even by a bare
			// local NAME; a readonly local of a calling function can
			// (bash's make_local_variable: readonly and context 0).
			if target, outer := r.resolve(name); outer != nil && outer.readonly && r.global.vars[target] == outer {
				r.errLine("%s: %s: readonly variable", variant, name)
				st.status = 1
				return false
			}
			v, fresh = &variable{local: true}, true
			if outer := r.lookup(name); outer != nil && outer.exported {
				// bash's make_local_variable keeps the export
				// attribute of the variable it shadows (only that).
				v.exported = true
			}
			if f.set['I'] || r.opts.localvarInherit {
				// -I (or shopt localvar_inherit): the attributes (but
				// -n) and value of the variable of an enclosing scope
				if outer := r.lookup(name); outer != nil {
					v = outer.clone()
					v.local, v.nameref = true, false
				}
			}
			// local NAME inherits a temporary binding's value (bash).
			if op.as != nil && op.as.Naked {
				for sc := cur.parent; sc != nil; sc = sc.parent {
					if old, ok := sc.vars[name]; ok {
						if sc.temp || sc.fromTemp[name] {
							v.str, v.set, v.exported = old.str, old.set, old.exported
						}
						break
					}
				}
			}
			if fromCmd != nil {
				v.exported = v.exported || fromCmd.exported
				if !op.has && (op.as == nil || op.as.Naked) {
					v.str, v.set = fromCmd.str, fromCmd.set
				}
			}
			cur.vars[name] = v
		}
	} else if f.global || variant == "export" || variant == "readonly" {
		_, v = r.resolve(name)
		if v == nil || f.global {
			v = r.global.vars[name]
			if v == nil {
				v, fresh = &variable{}, true
				r.global.vars[name] = v
				// bash's readonly -a/-A NAME without a value makes
				// no array: declare -p shows declare -r NAME.
				created = variant == "readonly" && !op.has && (op.as == nil || op.as.Naked)
			}
		}
	} else {
		if (f.set['n'] || f.unset['n']) && !unrefed {
			// -n and +n act on the reference itself: declare -n
			// points it anew.
			v = r.lookup(name)
		} else {
			_, v = r.resolve(name)
		}
		if v == nil {
			v, fresh = &variable{}, true
			r.global.vars[name] = v
		}
	}
	if dt := r.declTemp; dt != nil && !local && (f.set['x'] || f.set['r']) && dt.vars[name] == v {
		// q=5 export q: the binding outlives the command (bash).
		if dt.propagate == nil {
			dt.propagate = map[string]bool{}
		}
		dt.propagate[name] = true
	}
	if elemRef != "" && v.kind == kString {
		// declare -i ref, ref naming a[1]: a becomes an array.
		v.toIndexed()
	}
	if v.readonly && (op.has || (op.as != nil && !op.as.Naked) || f.unset['r']) {
		if op.as != nil && op.as.Array != nil && !local && !f.unset['r'] {
			// NAME=(…) to a readonly variable fails in bash while the
			// command's words are expanded (do_compound_assignment):
			// no builtin's name, and the rest of the command line is
			// discarded, as for a plain assignment.
			r.fail(false, "%s: readonly variable", name)
			return true
		}
		if (variant == "export" || variant == "readonly") && (f.set['a'] || f.set['A']) {
			// with -a or -A bash's export and readonly run declare,
			// whose message names the builtin
			r.errLine("%s: %s: readonly variable", variant, name)
			st.specialBad = true
		} else if variant == "export" || variant == "readonly" {
			// bash's export and readonly fail as an assignment does:
			// no builtin's name, and set -e exits at once.
			r.errLine("%s: readonly variable", name)
			st.specialBad = true
		} else if !local && !f.unset['r'] {
			// declare names the reference it was given (bash), +r
			// the variable it names
			r.errLine("%s: %s: readonly variable", variant, refName)
		} else {
			r.errLine("%s: %s: readonly variable", variant, name)
		}
		st.badAssign = true
		st.status = 1
		return false
	}
	if !fresh && v.readonly && (f.set['n'] && !v.nameref || f.unset['n'] && !f.set['n'] && v.nameref && v.set && v.str != "") {
		// bash's declare_internal: a readonly variable cannot become
		// a reference, nor a readonly reference with a target stop
		// being one.
		r.errLine("%s: %s: readonly variable", variant, name)
		st.status = 1
		return false
	}
	if op.as != nil && op.as.Array != nil && v.kind != kAssoc && !v.nameref &&
		(f.unset['a'] || f.set['n'] && !f.set['a'] && !f.set['A']) {
		// bash assigns a list first, which makes the variable an
		// indexed array: +a then cannot remove that, and -n cannot
		// make an array a reference (the values stay).
		if v.kind == kString {
			v.kind = kIndexed
			if v.set {
				v.idx = []arrElem{{0, v.str}}
			}
			v.str = ""
		}
		if err := r.assignArrayTo(name, v, op.as.Array, op.as.Append, op.list); err != nil {
			return true
		}
	}
	if f.unset['a'] && v.kind == kIndexed || f.unset['A'] && v.kind == kAssoc {
		r.errLine("%s: %s: cannot destroy array variables in this way", variant, name)
		st.status = 1
		return false
	}
	if name == "OPTIND" {
		r.getoptsNext = 0 // local OPTIND starts getopts afresh, as an assignment does
	}
	// -n with -a or -A: bash makes the array first (a local one at
	// once, as its make_local_array_variable does; a compound value
	// is assigned while the words expand, before declare runs), and
	// an array is no reference: a new global one or a string made
	// an array drops -n, an existing array is the error.
	if f.set['n'] && !v.nameref && !fresh && v.kind == kString && v.set && !op.has && (op.as == nil || op.as.Naked) && !validNamerefTarget(v.str) {
		// a variable made a reference keeps its value, which must
		// name a variable
		r.errLine("%s: `%s': invalid variable name for name reference", variant, v.str)
		st.status = 1
		return false
	}
	arrayRef := f.set['n'] && (f.set['a'] || f.set['A'])
	if arrayRef && v.kind == kString && (local && fresh || op.as != nil && op.as.Array != nil) {
		if f.set['A'] {
			v.kind, v.assoc = kAssoc, map[string]string{}
		} else {
			v.kind = kIndexed
		}
		if op.as != nil && op.as.Array != nil {
			if err := r.assignArrayTo(name, v, op.as.Array, op.as.Append, op.list); err != nil {
				return true
			}
		}
	}
	if f.set['n'] && v.kind != kString {
		r.errLine("%s: %s: reference variable cannot be an array", variant, name)
		st.status = 1
		return false
	}
	if f.set['n'] && !arrayRef {
		if !v.nameref {
			// bash drops the value attributes a variable had when
			// it becomes a reference (those given with -n stay).
			v.integer, v.lower, v.upper, v.capcase = false, false, false, false
		}
		v.nameref = true
	}
	if f.unset['n'] {
		v.nameref = false
	}
	if f.set['a'] && f.set['A'] && fresh && v.kind == kString {
		// bash makes a new variable of -a and -A an associative
		// array first: the -a then cannot convert it.
		v.kind, v.assoc = kAssoc, map[string]string{}
	}
	if f.set['a'] && v.kind == kString && !created {
		v.nameref = false // an array is no reference
		v.kind = kIndexed
		if v.set {
			v.idx = []arrElem{{0, v.str}}
			v.str = ""
		}
	}
	if f.set['a'] && v.kind == kAssoc {
		if r.convertListError(variant, name, op, "associative to indexed", f.global) {
			return true
		}
		st.status = 1
		return false
	}
	if f.set['A'] && v.kind != kAssoc && !created {
		if v.kind == kIndexed {
			// An indexed array, even one declared without elements,
			// is not made associative.
			if r.convertListError(variant, name, op, "indexed to associative", f.global) {
				return true
			}
			st.status = 1
			return false
		}
		v.nameref = false
		v.kind = kAssoc
		v.assoc = map[string]string{}
		if !fresh && !local {
			// bash's convert_var_to_assoc makes a table of the
			// default hash size (128 buckets), not ASSOC_HASH_BUCKETS
			// (make_local_assoc_variable makes a local one of 1024)
			v.aorder = newAssocOrder(convertedAssocBuckets)
		}
		if v.set && v.str != "" {
			v.setKey("0", v.str)
		}
		v.str = ""
	}
	if f.set['i'] {
		v.integer = true
	}
	if f.unset['i'] {
		v.integer = false
	}
	switch n := b2i(f.set['l']) + b2i(f.set['u']) + b2i(f.set['c']); {
	case n > 1:
		// Each turns the others off: bash keeps none.
		v.lower, v.upper, v.capcase = false, false, false
	case n == 1:
		v.lower, v.upper, v.capcase = f.set['l'], f.set['u'], f.set['c']
	}
	if f.unset['l'] {
		v.lower = false
	}
	if f.unset['u'] {
		v.upper = false
	}
	if f.unset['c'] {
		v.capcase = false
	}
	if f.set['t'] {
		v.trace = true
	}
	if f.unset['t'] {
		v.trace = false
	}
	// set -a: a declaration exports what it assigns, and a global name
	// it only declares; no array (bash's declare_internal).
	allExport := r.opts.allexport && !f.set['a'] && !f.set['A'] && (op.as == nil || op.as.Array == nil) &&
		(op.has || op.as != nil && !op.as.Naked || !local)
	if f.set['x'] || allExport {
		v.exported = true
	}
	if f.unset['x'] {
		v.exported = false
	}
	var err error
	list := false // a list assigned: its errors are not the builtin's
	// A value's text is parsed as a list by declare, and by export and
	// readonly only with -a or -A (setattr.def hands those to declare).
	arrayFlag := f.set['a'] || f.set['A']
	listText := variant != "export" && variant != "readonly" || arrayFlag
	switch {
	case op.as != nil && op.as.Array != nil:
		list = true
		err = r.assignArrayTo(name, v, op.as.Array, op.as.Append, op.list)
	case (op.as != nil && !op.as.Naked || op.has) && elemRef != "":
		// through a reference to an element: that element
		_, idx, _ := r.parseRef(elemRef)
		key, e := r.assocOrIndex(name, idx)
		if e != nil {
			return true
		}
		err = r.setElemIn(name, v, key, op.val, op.app || op.as != nil && op.as.Append)
	case (op.as != nil && !op.as.Naked || op.has) && v.nameref:
		if v.integer {
			// bash evaluates the name as a number, which names no
			// variable: declare fails, quietly, and a reference it
			// was making is not made.
			if fresh {
				r.dropFresh(name, v)
			}
			st.status = 1
			return false
		}
		v.str, v.set = v.caseAttr(op.val), true
	case op.as != nil && !op.as.Naked && (index == nil || arrayFlag) && listText && r.declListText(name, v, f, op.val, op.as.Append, &err):
		// declare -a a='(1 2)': bash parses a quoted list as one;
		// export and readonly only with -a or -A (setattr.def hands
		// those to declare), else the text is element 0's value.
		// With -a or -A a subscript is ignored: declare -a f[3]='(x)'.
		list = true
	case op.as != nil && !op.as.Naked:
		val := op.val
		if index != nil {
			// An empty or out-of-range subscript is bash's "bad
			// array subscript" (the array is declared still); a
			// negative one counts from the end.
			if v.kind == kString && !v.nameref {
				v.toIndexed()
			}
			bad := func() {
				r.errLine("%s[%s]: bad array subscript", name, printNode(index))
				// a local made here stays unset (bash's
				// make_local_array_variable)
				v.set, st.status = v.set || !(fresh && local), 1
			}
			if emptySubscript(index) {
				bad()
				return false
			}
			if v.kind != kAssoc && allSubscript(index) {
				// declare a[@]=x: the array stays as it was
				r.errLine("%s[%s]: bad array subscript", name, printNode(index))
				st.status = 1
				return false
			}
			key, e := r.assocOrIndex(name, index)
			if e != nil {
				return true
			}
			if n, nerr := strconv.ParseInt(key, 10, 64); nerr == nil && n < 0 && v.kind == kIndexed {
				if n += int64(v.maxIndex()) + 1; n < 0 {
					bad()
					return false
				}
				key = strconv.FormatInt(n, 10)
			}
			err = r.setElemIn(name, v, key, val, op.as.Append)
		} else {
			err = r.setIn(v, val, op.as.Append)
		}
	case op.has:
		if listText && r.declListText(name, v, f, op.val, false, &err) {
			// declare "a=(1 2)" from an expansion: parse the list.
			list = true
			break
		}
		if name != op.name && !v.nameref {
			// declare 'a[2]=x', "m[$k]=v": an element, its
			// subscript read from the text as bash reads it.
			if !subscriptEndsName(op.name) {
				// The subscript ends at its first ] (c[a]b]).
				eq := "="
				if op.app {
					eq = "+="
				}
				r.errLine("%s: `%s%s%s': not a valid identifier", variant, op.name, eq, op.val)
				st.status = 1
				return false
			}
			if strings.HasSuffix(op.name, "[]") {
				// declare "q[]=y": an empty subscript is bad (the
				// name becomes an array still).
				if v.kind == kString {
					v.toIndexed()
					v.set = v.set || fresh && !local
				}
				r.errLine("%s: bad array subscript", op.name)
				st.status = 1
				return false
			}
			if _, idx, ok := r.parseRef(op.name); ok && idx != nil {
				if v.kind == kString {
					v.toIndexed()
				}
				if v.kind != kAssoc && allSubscript(idx) {
					r.errLine("%s: bad array subscript", op.name)
					st.status = 1
					return false
				}
				if emptySubscript(idx) {
					r.errLine("%s: bad array subscript", op.name)
					v.set, st.status = true, 1
					return false
				}
				key, e := r.assocOrIndex(name, idx)
				if e != nil {
					return true
				}
				err = r.setElemIn(name, v, key, op.val, op.app)
				break
			}
		}
		err = r.setIn(v, op.val, op.app)
	case !op.has && (op.as == nil && name != op.name || op.as != nil && op.as.Naked && op.as.Index != nil) && !v.nameref && v.kind == kString:
		// declare "a[1]" or declare -r c[100]: the name becomes an
		// array (a set value its element 0).
		v.toIndexed()
	}
	if err != nil {
		if _, ok := err.(*arithError); ok {
			// An integer's value is evaluated by the builtin, which
			// names itself (a list's elements are not); bash
			// discards the line without setting $?: the last
			// status stays, a command substitution's in the
			// words too, or is 1 when it was 0.
			if list {
				r.errLine("%s", err)
			} else {
				r.errLine("%s: %s", variant, err)
			}
			r.abortStatus = r.exit
			r.exit = 1
			r.aborting, r.abortArith, r.abortTop = true, true, true
			return true
		}
		if ve, ok := err.(*varError); ok && strings.HasSuffix(ve.msg, ": bad array subscript") {
			r.errLine("%s", err) // bash's err_badarraysub names no builtin
		} else if err != errExpand { // an expansion error was reported already
			r.errLine("%s: %s", variant, err)
		}
		st.status = 1
		return false
	}
	if f.set['r'] {
		v.readonly = true
	}
	if f.set['x'] || f.set['r'] {
		r.markPropagate(name, v)
	}
	return false
}

// markPropagate marks v, exported or made readonly, when it is the
// temporary binding of a function call (A=1 f; f runs export A, or
// local A then export A, which in bash reuses the binding): bash gives it
// to the caller when the function returns.
func (r *runner) markPropagate(name string, v *variable) {
	for sc := r.cur; sc != nil; sc = sc.parent {
		if sv, ok := sc.vars[name]; ok {
			if sv == v && sc.fromTemp[name] && !v.propagate {
				v.propagate = true
				r.propagating++
			}
			return
		}
	}
}

// propagateTemp hands on, as the function whose scope is s returns, the
// variables marked to propagate: each is assigned, attributes and all,
// where the caller's name lives. In a caller's function scope it stays
// marked (bash copies the attributes, its temporary one too), so it goes
// on to that function's caller in turn; in the global scope it stops.
func (r *runner) propagateTemp(s *scope) {
	for name, v := range s.vars {
		if !v.propagate {
			continue
		}
		v.propagate = false
		r.propagating--
		dst := r.global
		for sc := s.parent; sc != nil; sc = sc.parent {
			if _, ok := sc.vars[name]; ok && !sc.temp {
				dst = sc
				break
			}
		}
		nv := v.clone()
		nv.local = false
		if old := dst.vars[name]; old != nil {
			nv.local = old.local
			r.rs.charge(-old.bytes())
		}
		if dst != r.global {
			nv.propagate = true
			r.propagating++
		}
		dst.vars[name] = nv
		r.rs.charge(nv.bytes())
	}
}

// declTarget is the name declare acts on for name when it is a
// reference and no -n or +n is given: the name it refers to, followed
// (in a function, through the function's own references only: local -i
// ref makes a local ref when ref is a global reference). A reference to
// an element gives the array's name and the element, a[1].
func (r *runner) declTarget(name string, local bool) (string, string) {
	find := r.lookup
	if local {
		cur := r.cur
		for cur.temp && cur.parent != nil {
			cur = cur.parent
		}
		if cur != r.global {
			find = func(n string) *variable { return cur.vars[n] }
		}
	}
	start := name
	for i := 0; i < 10; i++ {
		v := find(name)
		if v == nil || !v.nameref || !v.set || v.str == "" || v.str == name {
			return name, ""
		}
		if j := strings.IndexByte(v.str, '['); j > 0 {
			if !validNamerefTarget(v.str) {
				return name, ""
			}
			return v.str[:j], v.str
		}
		name = v.str
	}
	return start, "" // circular: left to the lookups that warn
}

// dropFresh removes v, which declare made as name and could not finish.
func (r *runner) dropFresh(name string, v *variable) {
	for s := r.cur; s != nil; s = s.parent {
		if s.vars[name] == v {
			delete(s.vars, name)
			return
		}
	}
}

// validNamerefTarget reports whether s may be a nameref's value: a
// variable name, or an element name[subscript] with a subscript.
func validNamerefTarget(s string) bool {
	if validName(s) {
		return true
	}
	i := strings.IndexByte(s, '[')
	return i > 0 && validName(s[:i]) && strings.HasSuffix(s, "]") && len(s) > i+2
}

func assignAsWord(as *syntax.Assign) *syntax.Word {
	if as.Naked && as.Name == nil {
		return as.Value
	}
	var parts []syntax.WordPart
	parts = append(parts, &syntax.Lit{Value: as.Name.Value})
	if !as.Naked {
		parts = append(parts, &syntax.Lit{Value: "="})
		if as.Value != nil {
			parts = append(parts, as.Value.Parts...)
		}
	}
	return &syntax.Word{Parts: parts}
}

func declUsage(v string) string {
	switch v {
	case "export":
		return "export [-fn] [name[=value] ...] or export -p"
	case "readonly":
		return "readonly [-aAf] [name[=value] ...] or readonly -p"
	case "local":
		return "local [option] name[=value] ..."
	case "typeset":
		// bash's typeset usage has no brackets around its names
		return "typeset [-aAfFgiIlnrtux] name[=value] ... or typeset -p [-aAfFilnrtux] [name ...]"
	}
	return v + " [-aAfFgiIlnrtux] [name[=value] ...] or " + v + " -p [-aAfFilnrtux] [name ...]"
}

func (r *runner) lookupDecl(name string) *variable {
	if v, ok := r.special(name); ok {
		// bash's dynamic integers (declare -p RANDOM draws a number, as
		// its find_variable does): -i, with what a declare gave them.
		if st := r.lookup(name); st != nil {
			cp := *st
			cp.set, cp.kind, cp.str, cp.idx, cp.assoc = v.set, v.kind, v.str, v.idx, v.assoc
			cp.readonly = cp.readonly || v.readonly
			v = &cp
		}
		switch name {
		case "RANDOM", "SECONDS", "SRANDOM", "BASHPID", "HISTCMD":
			v.integer = true
		}
		return v
	}
	return r.lookup(name)
}

// setIn assigns a scalar directly to v.
func (r *runner) setIn(v *variable, val string, appending bool) error {
	switch v.kind {
	case kIndexed:
		old, _ := v.index(0)
		s, err := r.transform(v, val, old, appending)
		if err != nil {
			return err
		}
		v.setIndex(0, s)
	case kAssoc:
		s, err := r.transform(v, val, v.assoc["0"], appending)
		if err != nil {
			return err
		}
		v.setKey("0", s)
	default:
		s, err := r.transform(v, val, v.str, appending)
		if err != nil {
			return err
		}
		v.str = s
	}
	v.set = true
	return nil
}

func (r *runner) setElemIn(name string, v *variable, key, val string, appending bool) error {
	if v.kind == kAssoc {
		s, err := r.transform(v, val, v.assoc[key], appending)
		if err != nil {
			return err
		}
		v.setKey(key, s)
		v.set = true
		return nil
	}
	if v.kind == kString {
		v.toIndexed()
	}
	n, _ := strconv.Atoi(key)
	if n < 0 {
		// A negative index counts from the end; one before the start
		// is bash's bad array subscript.
		if n += v.maxIndex() + 1; n < 0 {
			return &varError{msg: name + "[" + key + "]: bad array subscript"}
		}
	}
	old, _ := v.index(n)
	s, err := r.transform(v, val, old, appending)
	if err != nil {
		return err
	}
	v.setIndex(n, s)
	v.set = true
	return nil
}

// assignArrayTo assigns a list to a variable found by declare (which may
// be a new local not reachable by name lookup order).
func (r *runner) assignArrayTo(name string, v *variable, arr *syntax.ArrayExpr, appending bool, pre *expandedList) error {
	saved, savedDecl := r.cur, r.inDeclList
	tmp := &scope{vars: map[string]*variable{name: v}, parent: r.cur}
	r.cur, r.inDeclList = tmp, true
	err := r.assignList(name, arr, appending, pre)
	r.cur, r.inDeclList = saved, savedDecl
	return err
}

// declareLine formats a variable as declare -p prints it.
func (r *runner) declareLine(name string, v *variable) string {
	var b strings.Builder
	r.writeDeclare(&b, name, v)
	return b.String()
}

// writeDeclare writes v as declare -p prints it, in pieces, and stops at a
// failed write (the output limit) or a stopped Run: a large array is not
// formatted whole before the limit or the timeout can end it.
func (r *runner) writeDeclare(w io.Writer, name string, v *variable) error {
	cloc := r.byteLocale()
	attrs := v.attrs()
	if attrs == "" {
		attrs = "-"
	}
	var b strings.Builder
	b.WriteString("declare -" + attrs + " " + name)
	flush := func(force bool) error {
		if !force && b.Len() < 4096 {
			return nil
		}
		if r.rs.stopped() || r.cancelled() {
			return errExpand
		}
		_, err := io.WriteString(w, b.String())
		b.Reset()
		return err
	}
	if !v.set {
		return flush(true)
	}
	switch v.kind {
	case kIndexed:
		b.WriteString("=(")
		for i, e := range v.idx {
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString("[" + strconv.Itoa(e.i) + "]=" + dquote(e.v, cloc))
			if err := flush(false); err != nil {
				return err
			}
		}
		b.WriteString(")")
	case kAssoc:
		b.WriteString("=(")
		for _, k := range v.assocKeys() {
			b.WriteString("[" + bashQuoteKey(k, cloc) + "]=" + dquote(v.assoc[k], cloc) + " ")
			if err := flush(false); err != nil {
				return err
			}
		}
		b.WriteString(")")
	default:
		b.WriteString("=" + dquote(v.str, cloc))
	}
	return flush(true)
}

// localDash reports whether a function running saved the set options
// with local -.
func (r *runner) localDash() bool {
	for sc := r.cur; sc != nil && sc != r.global; sc = sc.parent {
		if sc.setOpts != nil {
			return true
		}
	}
	return false
}

// printLocals lists the variables local to the function running, as
// local without names does (bash's show_local_var_attributes): those it
// declared, sorted, with `local -` first when the options are saved.
func (r *runner) printLocals() int {
	cur := r.cur
	for cur.temp && cur.parent != nil {
		cur = cur.parent
	}
	if cur.setOpts != nil {
		r.outf("local -\n")
	}
	for _, n := range sortedKeys(cur.vars) {
		if v := cur.vars[n]; v.local {
			if r.writeDeclare(r.stdout(), n, v) != nil || r.writeOut("local", "\n") != 0 {
				return 0 // reported after it, the status standing (wcReport)
			}
		}
	}
	return 0
}

func (r *runner) printAllVars(variant string, f declFlags) {
	seen := map[string]*variable{}
	for s := r.cur; s != nil; s = s.parent {
		if s == r.builtinTemp {
			continue // x=1 declare: bash lists no temporary binding
		}
		for k, v := range s.vars {
			if _, ok := seen[k]; !ok {
				seen[k] = v
			}
		}
	}
	r.addDynamicListed(seen)
	names := make([]string, 0, len(seen))
	for k := range seen {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, n := range names {
		if r.rs.stopped() || r.cancelled() {
			return
		}
		v := seen[n]
		if n == "SHELLOPTS" || n == "BASHOPTS" {
			v, _ = r.special(n)
		}
		switch variant {
		case "export":
			if !v.exported {
				continue
			}
		case "readonly":
			if !v.readonly {
				continue
			}
		}
		skip := false
		for ch := range f.set {
			if ch != 'I' && !strings.ContainsRune(v.attrs(), rune(ch)) {
				skip = true
			}
		}
		if skip {
			continue
		}
		if !f.print && variant != "export" && variant != "readonly" && len(f.set) == 0 {
			if v.kind == kString {
				q := quoteForSet(v.str, r.byteLocale())
				if r.opts.posix && v.str != "" && needsQuote(v.str) {
					// POSIX mode: single quotes, nonprinting characters too.
					q = "'" + strings.ReplaceAll(v.str, "'", `'\''`) + "'"
				}
				if v.set && r.writeOut("set", n+"="+q+"\n") != 0 {
					return
				}
				continue
			}
			if variant == "set" {
				// set lists an array as name=(...), without declare's flags.
				var b strings.Builder
				if !v.set || r.writeDeclare(&b, n, v) != nil {
					continue
				}
				text := b.String()
				if i := strings.Index(text, " "+n+"="); i >= 0 && strings.HasPrefix(text, "declare ") {
					text = text[i+1:]
				}
				if r.writeOut("set", text+"\n") != 0 {
					return
				}
				continue
			}
		}
		if (variant == "export" || variant == "readonly") && r.opts.posix {
			// POSIX mode: "export NAME=..." and "readonly -a NAME=(...)":
			// of the attributes, only an array's kind.
			var b strings.Builder
			if r.writeDeclare(&b, n, v) != nil {
				return
			}
			attrs := ""
			for _, c := range v.attrs() {
				if c == 'a' || c == 'A' {
					attrs += string(c) // only the kind of array is shown
				}
			}
			prefix := variant + " "
			if attrs != "" {
				prefix += "-" + attrs + " "
			}
			if r.writeOut(variant, prefix+b.String()[strings.Index(b.String(), " "+n)+1:]+"\n") != 0 {
				return
			}
			continue
		}
		if r.writeDeclare(r.stdout(), n, v) != nil || r.writeOut("declare", "\n") != 0 {
			return
		}
	}
}

func quoteForSet(s string, cloc bool) string {
	// bash's set lists an empty value as nothing (c=), in POSIX mode too.
	if hasNonPrint(s, cloc) {
		return dollarQuote(s, cloc)
	}
	// bash's print_var_value quotes only a value with a shell
	// metacharacter (sh_contains_shell_metas: a # or ~ only where it
	// would start a comment or a tilde expansion), and sh_single_quote
	// writes a lone ' as \'.
	if s == "" || !needsQuoteTrace(s) {
		return s
	}
	if s == "'" {
		return `\'`
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

type operand struct {
	as   *syntax.Assign
	name string
	val  string
	has  bool
	app  bool // name+=value
	// evaluated is set when val holds the expanded value of as.
	evaluated bool
	list      *expandedList // as's array list, expanded with the other words
}

// declFuncs implements declare -f / -F and export/readonly -f.
func (r *runner) declFuncs(variant string, f declFlags, ops []operand) int {
	if len(ops) == 0 {
		for _, n := range sortedKeys(r.funcs) {
			fd := r.funcs[n]
			switch {
			case variant == "export" && !fd.exported, variant == "readonly" && !fd.readonly:
			case f.set['x'] && !fd.exported, f.set['r'] && !fd.readonly, f.set['t'] && !fd.trace:
				// declare -xF, -rf, -tf: only the functions with
				// that attribute (bash's list_funcs filters by it).
			case f.funcNames:
				r.outf("declare -f%s %s\n", fd.attrs(), n)
			case (variant == "declare" || variant == "typeset") && fd.attrs() == "":
				r.outf("%s\n", r.funcText(n, fd))
			default:
				// export -f, readonly -f: the definition, then its attributes
				r.outf("%s\ndeclare -f%s %s\n", r.funcText(n, fd), fd.attrs(), n)
			}
		}
		return 0
	}
	isDeclare := variant == "declare" || variant == "typeset" || variant == "local"
	if isDeclare {
		// bash's declare: -f with -a, -A, -i or -n makes no sense.
		for _, c := range []byte("nAai") {
			if f.set[c] && f.funcs {
				r.errLine("%s: -%c: invalid option", variant, c)
				return 1
			}
		}
	}
	status := 0
	for _, op := range ops {
		name := op.name
		if op.has || op.as != nil && !op.as.Naked {
			if isDeclare && f.funcs {
				// declare -f foo=bar: no functions by assignment; bash
				// stops at the first.
				r.errLine("%s: cannot use `-f' to make functions", variant)
				return 1
			}
			// export -f / readonly -f take the whole word as the name.
			eq := "="
			if op.app || op.as != nil && op.as.Append {
				eq = "+="
			}
			name = op.name + eq + op.val
		}
		fd, ok := r.funcs[name]
		if ok && variant == "export" && !f.unset['x'] && (strings.Contains(name, "/") || strings.Contains(name, "=")) {
			// bash's exportable_function_name: a path or a name with =
			// cannot go into the environment.
			r.errLine("%s: %s: cannot export", variant, name)
			status = 1
			continue
		}
		if !ok {
			if variant == "export" || variant == "readonly" {
				r.errLine("%s: %s: not a function", variant, name)
			} else if f.print {
				r.errLine("%s: %s: not found", variant, name) // declare -fp
			}
			status = 1
			continue
		}
		if f.set['t'] || f.unset['t'] || f.set['x'] || f.unset['x'] || f.set['r'] || f.unset['r'] {
			// declare -ft, -fx, -fr NAME: attributes, on a copy (a
			// subshell shares the parent's definitions); no listing.
			c := *fd
			if f.set['t'] || f.unset['t'] {
				c.trace = f.set['t']
			}
			if f.set['x'] || f.unset['x'] {
				c.exported = f.set['x']
			}
			if f.unset['r'] && fd.readonly {
				r.errLine("%s: %s: readonly function", variant, name)
				status = 1
				continue
			}
			// readonly -nf leaves a function as it is.
			c.readonly = c.readonly || (f.set['r'] && !f.readonlyUndo)
			r.funcs[name] = &c
			continue
		}
		if f.funcNames && r.opts.extdebug {
			// Where it was defined, as the debugger wants it.
			r.outf("%s %d %s\n", name, fd.line, fd.source)
		} else if f.funcNames && f.print {
			r.outf("declare -f%s %s\n", fd.attrs(), name)
		} else if f.funcNames {
			r.outf("%s\n", name)
		} else if (variant == "declare" || variant == "typeset") && f.print && fd.attrs() != "" {
			r.outf("%s\ndeclare -f%s %s\n", r.funcText(name, fd), fd.attrs(), name)
		} else if variant == "declare" || variant == "typeset" {
			r.outf("%s\n", r.funcText(name, fd))
		}
	}
	return status
}

// attrs are a function's attributes as declare -F lists them.
func (fd *funcDef) attrs() string {
	a := ""
	if fd.readonly {
		a += "r"
	}
	if fd.trace {
		a += "t"
	}
	if fd.exported {
		a += "x"
	}
	return a
}

// emptySubscript reports whether a subscript is empty as written (m[]=1),
// which bash refuses for either kind of array; m[ ]=1 is element 0.
func emptySubscript(x syntax.ArithmExpr) bool {
	w, ok := x.(*syntax.Word)
	return ok && printNode(w) == ""
}

// toIndexed makes a scalar an indexed array, its value (if set) element 0.
func (v *variable) toIndexed() {
	v.kind = kIndexed
	if v.set {
		v.idx = []arrElem{{0, v.str}}
	}
	v.str = ""
}

// convertListError reports declare's refusal to convert an array to the
// other kind (what is "indexed to associative" or the reverse). With a
// list assigned it is an assignment error too: outside a function it
// discards the command line (true), inside one bash reports it twice, as
// the assignment's and as the builtin's, and goes on.
func (r *runner) convertListError(variant, name string, op operand, what string, global bool) bool {
	if op.as != nil && op.as.Array != nil {
		if names, _, _ := r.callStacks(); global && r.funcDepth > 0 && len(names) > 0 {
			// declare -g in a function: bash names the function
			// before the variable, `f: u: cannot convert …`
			r.errLine("%s: %s: cannot convert %s array", names[0], name, what)
		} else {
			r.errLine("%s: cannot convert %s array", name, what)
		}
		if r.funcDepth == 0 {
			r.exit = 1
			r.aborting = true
			return true
		}
	}
	r.errLine("%s: %s: cannot convert %s array", variant, name, what)
	return false
}

// declListText assigns val, a text "(…)" given to declare for an array
// (the variable one already, or made one by -a or -A), as the list it
// reads as, its words expanded then as a list's; false when val is no
// such text.
func (r *runner) declListText(name string, v *variable, f *declFlags, val string, app bool, err *error) bool {
	if !strings.HasPrefix(val, "(") || !strings.HasSuffix(val, ")") || (v.kind == kString && !f.set['a'] && !f.set['A']) {
		return false
	}
	p := syntax.NewParser(syntax.Variant(syntax.LangBash))
	file, perr := p.Parse(strings.NewReader(name+"="+val), "")
	if perr != nil || len(file.Stmts) != 1 {
		return false
	}
	ce, ok := file.Stmts[0].Cmd.(*syntax.CallExpr)
	if !ok || len(ce.Assigns) != 1 || ce.Assigns[0].Array == nil {
		return false
	}
	// Its errors quote the words from this text.
	saved, savedSrc := r.declText, r.src
	r.declText, r.src = true, name+"="+val
	*err = r.assignArrayTo(name, v, ce.Assigns[0].Array, app, nil)
	r.declText, r.src = saved, savedSrc
	return true
}
