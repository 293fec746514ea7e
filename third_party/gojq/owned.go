package gojq

import (
	"maps"
	"slices"
	"strings"
)

// computerwelt: linear reduce and foreach (PATCHES.md, patch 8).
//
// Objects and arrays are Go maps and slices, which a query must never
// change once another value may hold them; so every update copies the
// object or array it changes, and a reduce building an object key by key
// (reduce .[] as $x ({}; .[$x.k] = $x.v)) copied the whole object at each
// step: quadratic. jq changes a value in place when its reference count is
// one. Go has no reference counts, so the compiler proves it instead: when
// the update of a reduce or foreach (linearUpdate) only updates its input
// `.` — a pipe of `path = v`, `path op= v` and `. + v`, where the path
// indices and v yield at most one value and nothing after it
// (singleOutput) — the accumulator is held by the reduce alone between
// two steps, and the objects and arrays an update made during the reduce
// (an owner's allocator remembers them) may be changed in place by the
// next steps. What the query could see otherwise is given up: a v that
// reads `.` and yields an object or array (.b = .a) may hold one of those
// values, so the owner forgets them all (the next update copies again),
// as it does when a foreach emits an object or array.

// owner is the state of one run of a linear reduce or foreach.
type owner struct {
	a        allocator
	keyOrder func(map[string]any) []string
	addCheck func(l, r any) error
	add      func(any, []any) any
	strs     [4]*strings.Builder // strings being appended to, most recent in next-1
	next     int
}

// maxOwnerDepth bounds the recursion of the checks below.
const maxOwnerDepth = 64

// minOwnedString is the length from which `. + $s` appends to a builder.
const minOwnedString = 64

func (c *compiler) ownerFunc() func(any, []any) any {
	add := c.internalCallback("_add")
	return func(any, []any) any {
		return &owner{
			a:        allocator{addrs: map[uintptr]any{}, updated: c.objectUpdated},
			keyOrder: c.keyOrder,
			addCheck: c.addCheck,
			add:      add,
		}
	}
}

// release forgets every value the owner made: one of them may now be held
// elsewhere.
func (o *owner) release() {
	clear(o.a.addrs)
}

// funcOwnCheck passes v on, releasing the owner when v is an object or an
// array (which may hold a value the owner made).
func funcOwnCheck(v any, args []any) any {
	switch v.(type) {
	case map[string]any, []any:
		args[0].(*owner).release()
	}
	return v
}

func funcOwnSetpath(v any, args []any) any {
	return setpath(v, args[0], args[1], args[2].(*owner).a)
}

func funcOwnAdd(v any, args []any) any {
	return args[1].(*owner).addValues(v, args[0])
}

// ownModifyFunc is `path op= x`: setpath(path; getpath(path) op x).
func (c *compiler) ownModifyFunc(name string) func(any, []any) any {
	op := c.internalCallback(name)
	return func(v any, args []any) any {
		o := args[2].(*owner)
		p, ok := args[0].([]any)
		if !ok {
			return &func1TypeError{"getpath", v, args[0]}
		}
		w := funcGetpath(v, p)
		if _, ok := w.(error); ok {
			return w
		}
		var u any
		if name == "_add" {
			u = o.addValues(w, args[1])
		} else {
			u = op(nil, []any{w, args[1]})
		}
		if _, ok := u.(error); ok {
			return u
		}
		return setpath(v, p, u, o.a)
	}
}

// addValues is l + r, appending to l in place when the owner made it (or,
// for strings, when l is what a builder of the owner holds).
func (o *owner) addValues(l, r any) any {
	switch l := l.(type) {
	case string:
		if r, ok := r.(string); ok {
			return o.addStrings(l, r)
		}
	case []any:
		if r, ok := r.([]any); ok {
			return o.addArrays(l, r)
		}
	case map[string]any:
		if r, ok := r.(map[string]any); ok {
			return o.addObjects(l, r)
		}
	}
	return o.add(nil, []any{l, r})
}

func (o *owner) addStrings(l, r string) any {
	if o.addCheck != nil {
		if err := o.addCheck(l, r); err != nil {
			return err
		}
	}
	n := len(l) + len(r)
	if n < minOwnedString || r == "" {
		return l + r
	}
	// A builder only appends: the strings it returned before stay as they
	// were, so l need not be held by the reduce alone; it must only be the
	// builder's whole content (the comparison is of the pointers first).
	for _, b := range o.strs {
		if b != nil && b.Len() == len(l) && b.String() == l {
			b.WriteString(r)
			return b.String()
		}
	}
	b := new(strings.Builder)
	b.Grow(2 * n)
	b.WriteString(l)
	b.WriteString(r)
	o.strs[o.next] = b
	o.next = (o.next + 1) % len(o.strs)
	return b.String()
}

func (o *owner) addArrays(l, r []any) any {
	if o.addCheck != nil {
		if err := o.addCheck(l, r); err != nil {
			return err
		}
	}
	if len(r) == 0 {
		return l
	}
	n := len(l) + len(r)
	if len(l) > 0 && n <= cap(l) && o.a.allocated(l) {
		return append(l, r...) // the same array, known to the allocator
	}
	w := o.a.makeArray(n, 2*n)
	copy(w, l)
	copy(w[len(l):], r)
	return w
}

func (o *owner) addObjects(l, r map[string]any) any {
	if len(r) == 0 {
		return l
	}
	var keys []string
	if o.a.updated != nil && o.keyOrder != nil {
		keys = o.keyOrder(r) // the order the new keys take in l
	} else {
		keys = slices.Collect(maps.Keys(r))
	}
	w, copied := l, !o.a.allocated(l)
	if copied {
		w = o.a.makeObject(len(l) + len(r))
		maps.Copy(w, l)
	}
	for _, k := range keys {
		_, had := w[k]
		w[k] = r[k]
		if o.a.updated != nil && (copied || !had) {
			if copied {
				o.a.updated(w, l, k, !had) // w made from l
				copied = false
			} else {
				o.a.updated(w, w, k, true)
			}
		}
	}
	return w
}

// linearUpdate reports whether q, the update of a reduce or foreach, only
// updates its input (see above).
func linearUpdate(q *Query, depth int, resolve func(*Func) *FuncDef) bool {
	if depth > maxOwnerDepth || !plainQuery(q) {
		return false
	}
	switch q.Op {
	case OpPipe:
		return linearUpdate(q.Left, depth+1, resolve) && linearUpdate(q.Right, depth+1, resolve)
	case OpAssign, OpUpdateAdd, OpUpdateSub, OpUpdateMul, OpUpdateDiv, OpUpdateMod:
		return simplePath(q.Left, depth+1) && singleOutput(q.Right, depth+1)
	case OpAdd:
		return isIdentity(q.Left) && singleOutput(q.Right, depth+1)
	case 0:
		return isIdentity(q) || linearIf(q, depth+1, resolve) || linearCall(q, depth+1, resolve) != nil
	}
	return false
}

// linearIf reports whether q is an if whose conditions yield one value at
// most and whose branches are linear updates (a missing else is `.`): a
// condition is only tested, never kept, and is done with before its
// branch changes the input.
func linearIf(q *Query, depth int, resolve func(*Func) *FuncDef) bool {
	if depth > maxOwnerDepth || !plainQuery(q) || q.Op != 0 || q.Term == nil || q.Term.Type != TermTypeIf ||
		len(q.Term.SuffixList) != 0 {
		return false
	}
	e := q.Term.If
	if !singleOutput(e.Cond, depth+1) || !linearUpdate(e.Then, depth+1, resolve) ||
		e.Else != nil && !linearUpdate(e.Else, depth+1, resolve) {
		return false
	}
	for _, x := range e.Elif {
		if !singleOutput(x.Cond, depth+1) || !linearUpdate(x.Then, depth+1, resolve) {
			return false
		}
	}
	return true
}

// linearCall is the definition q calls when q is a call f($a; ...) of a
// function whose body is a linear update by itself (no calls in it)
// naming no variable but its own $ parameters, every parameter a $
// parameter and every argument yielding one value at most: such a call
// is its body with the parameters bound to the arguments' values, and
// compiles so (compileOwnedCall). A reduce whose update is a
// `def push($x): . + [$x];` call builds its array in linear time as
// `. + [$x]` written out does; before, the call made it copy the array
// at each step. Nil otherwise, or when resolve is nil.
func linearCall(q *Query, depth int, resolve func(*Func) *FuncDef) *FuncDef {
	if resolve == nil || depth > maxOwnerDepth || !plainQuery(q) || q.Op != 0 || q.Term == nil ||
		q.Term.Type != TermTypeFunc || len(q.Term.SuffixList) != 0 || strings.HasPrefix(q.Term.Func.Name, "$") {
		return nil
	}
	fd := resolve(q.Term.Func)
	if fd == nil || len(fd.Args) != len(q.Term.Func.Args) || !linearUpdate(fd.Body, depth+1, nil) {
		return nil
	}
	for _, a := range fd.Args {
		if !strings.HasPrefix(a, "$") {
			return nil
		}
	}
	for _, a := range q.Term.Func.Args {
		if !singleOutput(a, depth+1) {
			return nil
		}
	}
	if !namesOnly(fd.Body, fd.Args, depth+1) {
		return nil
	}
	return fd
}

// namesOnly reports whether q names no function and no variable but the
// ones in vars (a body compiled at its call site must mean there what it
// means where it was defined). False when unsure.
func namesOnly(q *Query, vars []string, depth int) bool {
	if q == nil {
		return true
	}
	if depth > maxOwnerDepth || !plainQuery(q) {
		return false
	}
	if q.Op != 0 {
		return namesOnly(q.Left, vars, depth+1) && namesOnly(q.Right, vars, depth+1)
	}
	return termNamesOnly(q.Term, vars, depth+1)
}

func stringNamesOnly(s *String, vars []string, depth int) bool {
	if s == nil {
		return true
	}
	for _, q := range s.Queries {
		if !namesOnly(q, vars, depth+1) {
			return false
		}
	}
	return true
}

func indexNamesOnly(x *Index, vars []string, depth int) bool {
	return x == nil || stringNamesOnly(x.Str, vars, depth+1) &&
		namesOnly(x.Start, vars, depth+1) && namesOnly(x.End, vars, depth+1)
}

func termNamesOnly(t *Term, vars []string, depth int) bool {
	if t == nil || depth > maxOwnerDepth {
		return false
	}
	for _, s := range t.SuffixList {
		if !indexNamesOnly(s.Index, vars, depth+1) {
			return false
		}
	}
	switch t.Type {
	case TermTypeIdentity, TermTypeNull, TermTypeTrue, TermTypeFalse, TermTypeNumber:
		return true
	case TermTypeIndex:
		return indexNamesOnly(t.Index, vars, depth+1)
	case TermTypeFunc:
		return len(t.Func.Args) == 0 && slices.Contains(vars, t.Func.Name)
	case TermTypeString:
		return stringNamesOnly(t.Str, vars, depth+1)
	case TermTypeArray:
		return t.Array == nil || namesOnly(t.Array.Query, vars, depth+1)
	case TermTypeObject:
		for _, kv := range t.Object.KeyVals {
			if strings.HasPrefix(kv.Key, "$") && !slices.Contains(vars, kv.Key) || strings.HasPrefix(kv.Key, "@") ||
				!stringNamesOnly(kv.KeyString, vars, depth+1) || !namesOnly(kv.KeyQuery, vars, depth+1) ||
				!namesOnly(kv.Val, vars, depth+1) {
				return false
			}
		}
		return true
	case TermTypeUnary:
		return termNamesOnly(t.Unary.Term, vars, depth+1)
	case TermTypeQuery:
		return namesOnly(t.Query, vars, depth+1)
	case TermTypeIf:
		e := t.If
		for _, x := range e.Elif {
			if !namesOnly(x.Cond, vars, depth+1) || !namesOnly(x.Then, vars, depth+1) {
				return false
			}
		}
		return namesOnly(e.Cond, vars, depth+1) && namesOnly(e.Then, vars, depth+1) && namesOnly(e.Else, vars, depth+1)
	}
	return false
}

// userFunc is the definition a call of e compiles to, nil for a variable,
// an internal function or a name not found.
func (c *compiler) userFunc(e *Func) *FuncDef {
	if len(e.Args) == 0 {
		if f, v := c.lookupFuncOrVariable(e.Name); v != nil {
			return nil
		} else if f != nil {
			return f.def
		}
	} else {
		for i := len(c.scopes) - 1; i >= 0; i-- {
			s := c.scopes[i]
			for j := len(s.funcs) - 1; j >= 0; j-- {
				if f := s.funcs[j]; f.name == e.Name && f.argcnt == len(e.Args) {
					return f.def
				}
			}
		}
	}
	if f := c.lookupBuiltin(e.Name, len(e.Args)); f != nil {
		return f.def
	}
	return nil
}

func plainQuery(q *Query) bool {
	return q != nil && q.Meta == nil && len(q.Imports) == 0 && len(q.FuncDefs) == 0 && len(q.Patterns) == 0
}

func isIdentity(q *Query) bool {
	return plainQuery(q) && q.Op == 0 && q.Term != nil && q.Term.Type == TermTypeIdentity && len(q.Term.SuffixList) == 0
}

// simplePath reports whether q is .a, .[k], .a.b[k] ... (no iteration, no
// slice, no ?), each k yielding one value at most.
func simplePath(q *Query, depth int) bool {
	if !plainQuery(q) || q.Op != 0 || q.Term == nil || q.Term.Type != TermTypeIndex {
		return false
	}
	if !singleIndex(q.Term.Index, depth+1) {
		return false
	}
	for _, s := range q.Term.SuffixList {
		if s.Index == nil || s.Iter || s.Optional || !singleIndex(s.Index, depth+1) {
			return false
		}
	}
	return true
}

func singleIndex(x *Index, depth int) bool {
	if x == nil || x.IsSlice || x.End != nil {
		return false
	}
	if x.Str != nil && !singleString(x.Str, depth+1) {
		return false
	}
	return x.Start == nil || singleOutput(x.Start, depth+1)
}

func singleString(s *String, depth int) bool {
	for _, q := range s.Queries {
		if !singleOutput(q, depth+1) {
			return false
		}
	}
	return true
}

// singleOutput reports whether q yields one value at most, and after it
// neither a value nor an error: once it has yielded, the update may
// change its input in place. Function calls are not known (they may be
// redefined), but for variables.
func singleOutput(q *Query, depth int) bool {
	if depth > maxOwnerDepth || !plainQuery(q) {
		return false
	}
	switch q.Op {
	case 0:
		return singleTerm(q.Term, depth+1)
	case OpPipe, OpAdd, OpSub, OpMul, OpDiv, OpMod, OpEq, OpNe, OpGt, OpLt, OpGe, OpLe:
		return singleOutput(q.Left, depth+1) && singleOutput(q.Right, depth+1)
	case OpAlt, OpAnd, OpOr:
		// a // b yields a's value when it is truthy, else b's (a's
		// errors dropped); a and b, a or b one boolean each.
		return singleOutput(q.Left, depth+1) && singleOutput(q.Right, depth+1)
	}
	return false
}

func singleTerm(t *Term, depth int) bool {
	if t == nil || depth > maxOwnerDepth {
		return false
	}
	for _, s := range t.SuffixList {
		if s.Index == nil || s.Iter || s.Optional || !singleIndex(s.Index, depth+1) {
			return false
		}
	}
	switch t.Type {
	case TermTypeIdentity, TermTypeNull, TermTypeTrue, TermTypeFalse, TermTypeNumber, TermTypeArray:
		return true
	case TermTypeIndex:
		return singleIndex(t.Index, depth+1)
	case TermTypeFunc:
		return strings.HasPrefix(t.Func.Name, "$") && len(t.Func.Args) == 0
	case TermTypeString:
		return t.Str != nil && singleString(t.Str, depth+1)
	case TermTypeObject:
		for _, kv := range t.Object.KeyVals {
			if kv.KeyString != nil && !singleString(kv.KeyString, depth+1) ||
				kv.KeyQuery != nil && !singleOutput(kv.KeyQuery, depth+1) ||
				kv.Val != nil && !singleOutput(kv.Val, depth+1) {
				return false
			}
		}
		return true
	case TermTypeUnary:
		return singleTerm(t.Unary.Term, depth+1)
	case TermTypeQuery:
		return singleOutput(t.Query, depth+1)
	}
	return false
}

// dotFree reports whether q does not read its input, so that its value
// cannot hold one the owner made. False when unsure.
func dotFree(q *Query, depth int) bool {
	if depth > maxOwnerDepth || !plainQuery(q) {
		return false
	}
	switch q.Op {
	case 0:
		return termDotFree(q.Term, depth+1)
	case OpPipe:
		return dotFree(q.Left, depth+1)
	case OpComma, OpAlt, OpAnd, OpOr, OpAdd, OpSub, OpMul, OpDiv, OpMod, OpEq, OpNe, OpGt, OpLt, OpGe, OpLe:
		return dotFree(q.Left, depth+1) && dotFree(q.Right, depth+1)
	}
	return false
}

func stringDotFree(s *String, depth int) bool {
	for _, q := range s.Queries {
		if !dotFree(q, depth+1) {
			return false
		}
	}
	return true
}

func termDotFree(t *Term, depth int) bool {
	if t == nil || depth > maxOwnerDepth {
		return false
	}
	for _, s := range t.SuffixList {
		// An index is evaluated on the term's input.
		if x := s.Index; x != nil && (x.Str != nil && !stringDotFree(x.Str, depth+1) ||
			x.Start != nil && !dotFree(x.Start, depth+1) || x.End != nil && !dotFree(x.End, depth+1)) {
			return false
		}
	}
	switch t.Type {
	case TermTypeNull, TermTypeTrue, TermTypeFalse, TermTypeNumber:
		return true
	case TermTypeFunc:
		return strings.HasPrefix(t.Func.Name, "$") && len(t.Func.Args) == 0
	case TermTypeString:
		return t.Str != nil && stringDotFree(t.Str, depth+1)
	case TermTypeArray:
		return t.Array.Query == nil || dotFree(t.Array.Query, depth+1)
	case TermTypeObject:
		for _, kv := range t.Object.KeyVals {
			if kv.Val == nil && !strings.HasPrefix(kv.Key, "$") ||
				kv.KeyString != nil && !stringDotFree(kv.KeyString, depth+1) ||
				kv.KeyQuery != nil && !dotFree(kv.KeyQuery, depth+1) ||
				kv.Val != nil && !dotFree(kv.Val, depth+1) {
				return false
			}
		}
		return true
	case TermTypeUnary:
		return termDotFree(t.Unary.Term, depth+1)
	case TermTypeQuery:
		return dotFree(t.Query, depth+1)
	}
	return false
}

// compileOwned compiles q, for which linearUpdate holds, with the owner in
// variable own.
func (c *compiler) compileOwned(q *Query, own [2]int) error {
	switch q.Op {
	case OpPipe:
		if err := c.compileOwned(q.Left, own); err != nil {
			return err
		}
		return c.compileOwned(q.Right, own)
	case 0: // ., an if (linearIf) or a call (linearCall)
		if q.Term != nil && q.Term.Type == TermTypeIf {
			return c.compileOwnedIf(q.Term.If, own)
		}
		if fd := linearCall(q, 0, c.userFunc); fd != nil {
			return c.compileOwnedCall(q.Term.Func, fd, own)
		}
		return nil
	}
	t := c.newVariable()
	c.append(&code{op: opstore, v: t})
	c.append(&code{op: opload, v: own})
	c.append(&code{op: opload, v: t})
	if err := c.compileQuery(q.Right); err != nil {
		return err
	}
	if !dotFree(q.Right, 0) {
		x := c.newVariable()
		c.append(&code{op: opstore, v: x})
		c.append(&code{op: opload, v: own})
		c.append(&code{op: opload, v: x})
		c.append(&code{op: opcall, v: [3]any{funcOwnCheck, 1, "_owncheck"}})
	}
	if q.Op == OpAdd {
		c.append(&code{op: opload, v: t})
		c.append(&code{op: opcall, v: [3]any{funcOwnAdd, 2, "_add"}})
		return nil
	}
	if xs := q.Left.toIndices(nil); xs != nil {
		c.append(&code{op: oppush, v: xs})
	} else {
		c.append(&code{op: opload, v: t})
		c.append(&code{op: oppathbegin})
		if err := c.compileQuery(q.Left); err != nil {
			return err
		}
		c.append(&code{op: opload, v: t})
		c.append(&code{op: oppathend})
	}
	c.append(&code{op: opload, v: t})
	if q.Op == OpAssign {
		c.append(&code{op: opcall, v: [3]any{funcOwnSetpath, 3, "_setpath"}})
	} else {
		c.append(&code{op: opcall, v: [3]any{c.ownModifyFunc(q.Op.getFunc()), 3, "_ownmodify"}})
	}
	return nil
}

// compileOwnedIf compiles e (linearIf) as compileIf does, its branches
// as owned updates.
func (c *compiler) compileOwnedIf(e *If, own [2]int) error {
	c.append(&code{op: opdup})
	c.append(&code{op: opexpbegin})
	f := c.newScopeDepth()
	if err := c.compileQuery(e.Cond); err != nil {
		return err
	}
	f()
	c.append(&code{op: opexpend})
	setjumpifnot := c.lazy(func() *code {
		return &code{op: opjumpifnot, v: len(c.codes)} // skip then clause
	})
	f = c.newScopeDepth()
	if err := c.compileOwned(e.Then, own); err != nil {
		return err
	}
	f()
	defer c.lazy(func() *code {
		return &code{op: opjump, v: len(c.codes)}
	})()
	setjumpifnot()
	if len(e.Elif) > 0 {
		return c.compileOwnedIf(&If{e.Elif[0].Cond, e.Elif[0].Then, e.Elif[1:], e.Else}, own)
	}
	if e.Else != nil {
		defer c.newScopeDepth()()
		return c.compileOwned(e.Else, own)
	}
	return nil
}

// compileOwnedCall compiles the call e of fd (linearCall) as fd's body
// with its $ parameters bound to the arguments' values, each argument
// evaluated on the call's input in order, as a call does.
func (c *compiler) compileOwnedCall(e *Func, fd *FuncDef, own [2]int) error {
	defer c.newScopeDepth()()
	t := c.newVariable()
	c.append(&code{op: opstore, v: t})
	vals := make([][2]int, len(e.Args))
	for i, a := range e.Args {
		c.append(&code{op: opload, v: t})
		if err := c.compileQuery(a); err != nil {
			return err
		}
		vals[i] = c.newVariable()
		c.append(&code{op: opstore, v: vals[i]})
		if !dotFree(a, 0) {
			c.append(&code{op: opload, v: own})
			c.append(&code{op: opload, v: vals[i]})
			c.append(&code{op: opcall, v: [3]any{funcOwnCheck, 1, "_owncheck"}})
			c.append(&code{op: oppop})
		}
	}
	// Named only now: an argument's $x is the caller's.
	for i, name := range fd.Args {
		c.append(&code{op: opload, v: vals[i]})
		c.append(&code{op: opstore, v: c.createVariable(name)})
	}
	c.append(&code{op: opload, v: t})
	return c.compileOwned(fd.Body, own)
}

// compileOwnerStart makes the owner of one run (after the initial value
// is stored).
func (c *compiler) compileOwnerStart() [2]int {
	own := c.newVariable()
	c.append(&code{op: oppush, v: nil})
	c.append(&code{op: opcall, v: [3]any{c.ownerFunc(), 0, "_owner"}})
	c.append(&code{op: opstore, v: own})
	return own
}

// compileOwnerEmit releases the owner when the value a foreach emits is
// an object or an array: whoever takes it may keep it.
func (c *compiler) compileOwnerEmit(own [2]int) {
	x := c.newVariable()
	c.append(&code{op: opstore, v: x})
	c.append(&code{op: opload, v: own})
	c.append(&code{op: opload, v: x})
	c.append(&code{op: opcall, v: [3]any{funcOwnCheck, 1, "_owncheck"}})
}
