package shell

import (
	"sort"
	"strconv"
	"strings"
)

type varKind uint8

const (
	kString varKind = iota
	kIndexed
	kAssoc
)

type arrElem struct {
	i int
	v string
}

// A variable is one shell variable: a string, a sparse indexed array or an
// associative array, with its attributes.
type variable struct {
	set    bool // has a value (declare x leaves it unset)
	kind   varKind
	str    string
	idx    []arrElem // sorted by index
	assoc  map[string]string
	aorder *assocOrder // the order bash lists assoc's keys in

	exported, readonly, integer, lower, upper, nameref bool
	capcase, trace                                     bool // declare -c (first letter upper, the rest lower), -t
	local                                              bool
	// propagate: a function call's temporary binding (A=1 f) that the
	// function exported or made readonly, which bash's
	// propagate_temp_var gives the caller when the function returns.
	propagate bool
}

func (v *variable) clone() *variable {
	c := *v
	if v.idx != nil {
		c.idx = append([]arrElem(nil), v.idx...)
	}
	if v.assoc != nil {
		c.assoc = make(map[string]string, len(v.assoc))
		for k, x := range v.assoc {
			c.assoc[k] = x
		}
		if v.aorder != nil {
			c.aorder = v.aorder.clone()
		}
	}
	return &c
}

// value is the variable's scalar value: element 0 for indexed arrays, key
// "0" for associative ones.
func (v *variable) value() string {
	switch v.kind {
	case kIndexed:
		s, _ := v.index(0)
		return s
	case kAssoc:
		return v.assoc["0"]
	}
	return v.str
}

func (v *variable) index(i int) (string, bool) {
	n := sort.Search(len(v.idx), func(k int) bool { return v.idx[k].i >= i })
	if n < len(v.idx) && v.idx[n].i == i {
		return v.idx[n].v, true
	}
	return "", false
}

func (v *variable) setIndex(i int, s string) {
	if l := len(v.idx); l == 0 || v.idx[l-1].i < i {
		v.idx = append(v.idx, arrElem{i, s})
		return
	}
	n := sort.Search(len(v.idx), func(k int) bool { return v.idx[k].i >= i })
	if n < len(v.idx) && v.idx[n].i == i {
		v.idx[n].v = s
		return
	}
	v.idx = append(v.idx, arrElem{})
	copy(v.idx[n+1:], v.idx[n:])
	v.idx[n] = arrElem{i, s}
}

func (v *variable) unsetIndex(i int) {
	n := sort.Search(len(v.idx), func(k int) bool { return v.idx[k].i >= i })
	if n < len(v.idx) && v.idx[n].i == i {
		v.idx = append(v.idx[:n], v.idx[n+1:]...)
	}
}

func (v *variable) maxIndex() int {
	if len(v.idx) == 0 {
		return -1
	}
	return v.idx[len(v.idx)-1].i
}

func (v *variable) setKey(k, s string) {
	if v.assoc == nil {
		v.assoc = map[string]string{}
	}
	if _, ok := v.assoc[k]; !ok {
		if v.aorder == nil {
			v.aorder = newAssocOrder(assocBuckets)
		}
		v.aorder.insert(k)
	}
	v.assoc[k] = s
}

func (v *variable) unsetKey(k string) {
	if _, ok := v.assoc[k]; !ok {
		return
	}
	delete(v.assoc, k)
	v.aorder.remove(k)
}

// values lists the elements of an array (or the scalar as one element).
func (v *variable) values() []string {
	switch v.kind {
	case kIndexed:
		out := make([]string, len(v.idx))
		for i, e := range v.idx {
			out[i] = e.v
		}
		return out
	case kAssoc:
		keys := v.assocKeys()
		out := make([]string, len(keys))
		for i, k := range keys {
			out[i] = v.assoc[k]
		}
		return out
	}
	if !v.set {
		return nil
	}
	return []string{v.str}
}

func (v *variable) keys() []string {
	switch v.kind {
	case kIndexed:
		out := make([]string, len(v.idx))
		for i, e := range v.idx {
			out[i] = strconv.Itoa(e.i)
		}
		return out
	case kAssoc:
		return v.assocKeys()
	}
	if !v.set {
		return nil
	}
	return []string{"0"}
}

func (v *variable) count() int {
	switch v.kind {
	case kIndexed:
		return len(v.idx)
	case kAssoc:
		return len(v.assoc)
	}
	if v.set {
		return 1
	}
	return 0
}

// bytes is about what the variable's value holds, as the memory guard
// counts it.
func (v *variable) bytes() int64 {
	n := strBytes(v.str)
	for _, e := range v.idx {
		n += strBytes(e.v) + elemBytes
	}
	for k, x := range v.assoc {
		n += strBytes(k) + strBytes(x) + elemBytes
	}
	if v.aorder != nil {
		n += v.aorder.bytes()
	}
	return n
}

// assocKeys lists an associative array's keys in bash's order.
func (v *variable) assocKeys() []string {
	if v.aorder == nil {
		return nil
	}
	return v.aorder.keys()
}

// bytes is what a scope's variables hold.
func (s *scope) bytes() int64 {
	var n int64
	for _, v := range s.vars {
		n += v.bytes()
	}
	return n
}

// attrs returns the attribute letters as `declare -p` and ${x@a} print them.
func (v *variable) attrs() string {
	var b strings.Builder
	switch v.kind {
	case kIndexed:
		b.WriteByte('a')
	case kAssoc:
		b.WriteByte('A')
	}
	// bash's order (var_attribute_string): declare -xu, not -ux.
	if v.integer {
		b.WriteByte('i')
	}
	if v.nameref {
		b.WriteByte('n')
	}
	if v.readonly {
		b.WriteByte('r')
	}
	if v.trace {
		b.WriteByte('t')
	}
	if v.exported {
		b.WriteByte('x')
	}
	if v.capcase {
		b.WriteByte('c')
	}
	if v.lower {
		b.WriteByte('l')
	}
	if v.upper {
		b.WriteByte('u')
	}
	return b.String()
}

// A scope is one level of variables: the globals, or one function call's
// locals. Lookup walks from the innermost scope out (dynamic scoping).
type scope struct {
	vars   map[string]*variable
	parent *scope
	temp   bool // temporary bindings of one command (A=1 cmd)
	// fromTemp names the variables of a function scope that were the
	// temporary bindings of its call (A=1 f): a local A deeper down
	// inherits their value as it would from the bindings themselves.
	fromTemp map[string]bool
	// setOpts are the set options a function's `local -` saved; they
	// come back when it returns.
	setOpts *options
	// propagate names the temporary bindings of a declaration that an
	// export, readonly or declare -x/-r named (q=5 export q): they
	// outlive the command (bash's att_propagate).
	propagate map[string]bool
}

func (s *scope) clone() *scope {
	c := &scope{vars: make(map[string]*variable, len(s.vars)), temp: s.temp, fromTemp: s.fromTemp}
	for k, v := range s.vars {
		c.vars[k] = v.clone()
	}
	if s.parent != nil {
		c.parent = s.parent.clone()
	}
	return c
}

func validName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && c >= '0' && c <= '9' {
			continue
		}
		return false
	}
	return true
}
