package commands

import (
	"fmt"
	"math"
	"sync"

	"github.com/itchyny/gojq"
)

// gojq builds a string or an array in one step for `*` and `+` ("a" * 1e9
// is a gigabyte at once), which no memory sampler can interrupt. So
// `l + r`, `l * r`, `l += r`, `l *= r` (gojq.WithOperator) and `add` (a
// definition shadowing the builtin) go through functions that refuse a
// result past MaxStringBytes (strings) or MaxArrayElements (arrays) and
// leave every other case to gojq's own operators, with their results and
// errors.

const (
	jqAddFunc    = "_sandbox_add"
	jqMulFunc    = "_sandbox_multiply"
	jqAddAllFunc = "_sandbox_add_all"
)

// jqSizeDefs shadow the builtin add, whose body gojq parsed apart from
// the query.
const jqSizeDefs = `def add: ` + jqAddAllFunc + `; def add(f): [f] | ` + jqAddAllFunc + `; `

// jqOps are gojq's own operators, for the cases the checks leave to them.
var jqOps = sync.OnceValue(func() map[string]*gojq.Code {
	ops := map[string]*gojq.Code{}
	for name, src := range map[string]string{jqAddFunc: "$l + $r", jqMulFunc: "$l * $r", jqAddAllFunc: "add"} {
		q, err := gojq.Parse(src)
		if err != nil {
			panic(err) // a constant
		}
		c, err := gojq.Compile(q, gojq.WithVariables([]string{"$l", "$r"}))
		if err != nil {
			panic(err)
		}
		ops[name] = c
	}
	return ops
})

// jqOp runs gojq's own operator name on v, l and r.
func jqOp(name string, v, l, r any) any {
	x, _ := jqOps()[name].Run(v, l, r).Next()
	return x
}

// jqSizes checks what the operators build.
type jqSizes struct {
	maxString, maxArray int
	// keys, when set, learns the key order of the objects + * and add
	// merge (jq keeps the left one's keys, then the right one's new keys).
	keys *jqKeyOrder
}

// apply defines add in query as the checked function, and returns the
// compiler options that check + and * and define that function.
func (s jqSizes) apply(query *gojq.Query) []gojq.CompilerOption {
	defs, err := gojq.Parse(jqSizeDefs + ".")
	if err != nil {
		panic(err) // a constant
	}
	query.FuncDefs = append(defs.FuncDefs, query.FuncDefs...)
	return []gojq.CompilerOption{
		gojq.WithOperator(gojq.OpAdd, s.add),
		gojq.WithOperator(gojq.OpMul, s.multiply),
		// A reduce or foreach appending in place (. + $x, .a += $x) checks
		// before it grows the string or array.
		gojq.WithAddCheck(s.addCheck),
		gojq.WithFunction(jqAddAllFunc, 0, 0, func(v any, _ []any) any { return s.addAll(v) }),
	}
}

type jqSizeError struct{ msg string }

func (e *jqSizeError) Error() string { return e.msg }

func (s jqSizes) stringError(op string, l, r any) error {
	return &jqSizeError{fmt.Sprintf("%s result too large: %s %s %s: more than MaxStringBytes (%d)",
		op, gojq.Preview(l), opSign(op), gojq.Preview(r), s.maxString)}
}

func (s jqSizes) arrayError(op string, l, r any) error {
	return &jqSizeError{fmt.Sprintf("%s result too large: %s %s %s: more than MaxArrayElements (%d)",
		op, gojq.Preview(l), opSign(op), gojq.Preview(r), s.maxArray)}
}

func opSign(op string) string {
	if op == "repeat string" {
		return "*"
	}
	return "+"
}

func (s jqSizes) add(l, r any) any {
	// The common cases, as gojq computes them, without a call into it.
	switch l := l.(type) {
	case int:
		if r, ok := r.(int); ok {
			if v := l + r; (v >= l) == (r >= 0) {
				return v
			}
		}
	case float64:
		if r, ok := r.(float64); ok {
			return l + r
		}
	case string:
		if r, ok := r.(string); ok {
			if len(l)+len(r) > s.maxString {
				return s.stringError("add", l, r)
			}
			return l + r
		}
	case []any:
		if r, ok := r.([]any); ok && len(l)+len(r) > s.maxArray {
			return s.arrayError("add", l, r)
		}
	}
	w := jqOp(jqAddFunc, nil, l, r)
	if s.keys != nil {
		s.keys.merged(w, l, r, false)
	}
	return w
}

// addCheck refuses l + r past the limits (the string and array cases of
// add).
func (s jqSizes) addCheck(l, r any) error {
	switch l := l.(type) {
	case string:
		if r, ok := r.(string); ok && len(l)+len(r) > s.maxString {
			return s.stringError("add", l, r)
		}
	case []any:
		if r, ok := r.([]any); ok && len(l)+len(r) > s.maxArray {
			return s.arrayError("add", l, r)
		}
	}
	return nil
}

func (s jqSizes) multiply(l, r any) any {
	switch l := l.(type) {
	case int:
		if r, ok := r.(int); ok && r != -1 {
			if v := l * r; r == 0 || v/r == l {
				return v
			}
		}
	case float64:
		if r, ok := r.(float64); ok {
			return l * r
		}
	}
	if str, ok := l.(string); ok {
		if err := s.repeat(str, r, l, r); err != nil {
			return err
		}
	} else if str, ok := r.(string); ok {
		if err := s.repeat(str, l, l, r); err != nil {
			return err
		}
	}
	w := jqOp(jqMulFunc, nil, l, r)
	if s.keys != nil {
		s.keys.merged(w, l, r, true)
	}
	return w
}

// repeat checks str repeated n times (as gojq's repeatString counts them).
func (s jqSizes) repeat(str string, n, l, r any) error {
	f, ok := gojq.ToFloat64(n)
	if !ok || !(f > 0) {
		return nil
	}
	c := min(f, math.MaxInt32)
	if float64(len(str))*math.Floor(c) > float64(s.maxString) {
		return s.stringError("repeat string", l, r)
	}
	return nil
}

// addAll is add: the sum of an array's strings or arrays must fit.
func (s jqSizes) addAll(v any) any {
	if xs, ok := v.([]any); ok {
		var strs, elems int
		for _, x := range xs {
			switch x := x.(type) {
			case string:
				strs += len(x)
			case []any:
				elems += len(x)
			}
		}
		if strs > s.maxString {
			return &jqSizeError{fmt.Sprintf("add result too large: %d bytes of strings: more than MaxStringBytes (%d)", strs, s.maxString)}
		}
		if elems > s.maxArray {
			return &jqSizeError{fmt.Sprintf("add result too large: %d array elements: more than MaxArrayElements (%d)", elems, s.maxArray)}
		}
	}
	w := jqOp(jqAddAllFunc, v, nil, nil)
	if xs, ok := v.([]any); ok && s.keys != nil {
		s.keys.mergedAll(w, xs)
	}
	return w
}
