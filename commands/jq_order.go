package commands

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"reflect"
	"slices"
	"strings"

	"github.com/itchyny/gojq"
)

// jqKeyOrder gives objects back the key order jq would print them in.
// jq keeps an object's keys in insertion order; gojq holds objects as Go
// maps and we would print them sorted, so that jq . on a file reorders its
// keys, and a file rewritten through jq shows every key moved in the
// change a person reviews. The order is recovered, not tracked: the key
// orders of the input objects and of the query's object constructions
// ({b: 1, a: 2}, which come first) are remembered by key set, the first
// seen for a set kept; an output object with a known
// key set takes that order, one with another set the order of the known
// set it shares most keys with, its other keys after them, sorted (as a
// key added by .new = 1 comes last). What jq orders by operation history
// alone (an object built key by key from {}) may differ; -S sorts as ever.
type jqKeyOrder struct {
	byMap    map[uintptr][]string // an input object (its map) -> its order
	bySig    map[string][]string  // key set (sorted, NUL-joined) -> order seen first
	sigInput map[string]bool      // key sets an input object had
	known    []knownOrder         // the orders, first seen first
	memo     map[string][]string  // output key set -> order chosen
}

type knownOrder struct {
	keys  []string
	input bool // of an input object, not of a construction in the query
}

// maxKeyOrders bounds what one jq run remembers (inputs of many shapes);
// maxKeyOrderScan bounds the orders an object with a new key set is
// compared with (the query's constructions and the first input shapes),
// so that many shapes cost no more than a few per object.
const (
	maxKeyOrders    = 4096
	maxKeyOrderScan = 64
)

func newJqKeyOrder() *jqKeyOrder {
	return &jqKeyOrder{byMap: map[uintptr][]string{}, bySig: map[string][]string{}, sigInput: map[string]bool{}, memo: map[string][]string{}}
}

func keySig(sorted []string) string { return strings.Join(sorted, "\x00") }

// add remembers one object's keys in their order.
func (o *jqKeyOrder) add(keys []string, input bool) {
	if len(keys) == 0 || len(o.known) >= maxKeyOrders {
		return
	}
	sorted := slices.Clone(keys)
	slices.Sort(sorted)
	sig := keySig(sorted)
	if _, ok := o.bySig[sig]; !ok {
		o.bySig[sig] = keys
	} else if !input || o.sigInput[sig] {
		return
	}
	// An input object's order is kept beside a construction's of the same
	// keys: an object with one more key (.x = 1) follows the input's.
	if input {
		o.sigInput[sig] = true
	}
	o.known = append(o.known, knownOrder{keys, input})
	clear(o.memo)
}

// decode parses one JSON value as json.Decoder with UseNumber would,
// remembering the key order of each object it makes.
func (o *jqKeyOrder) decode(raw []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if bytes.IndexByte(raw, '{') < 0 {
		var v any
		err := dec.Decode(&v)
		return v, err
	}
	t := jsonTokens{dec: dec, object: o.remember}
	return t.value(0)
}

// remember records the order of the keys of m, an object of the input.
func (o *jqKeyOrder) remember(m map[string]any, keys []string) {
	if len(keys) >= 2 {
		if len(o.byMap) >= 1<<16 {
			clear(o.byMap) // a long stream of inputs: the old ones are printed
		}
		o.byMap[mapID(m)] = keys
	}
	o.add(keys, true)
}

func mapID(m map[string]any) uintptr { return uintptr(reflect.ValueOf(m).UnsafePointer()) }

var jqObjectKeyValType = reflect.TypeFor[gojq.ObjectKeyVal]()

// scanQuery remembers the key order of the query's object constructions
// whose keys are constants ({b: 1, a}, {"x y": 2, $v}).
func (o *jqKeyOrder) scanQuery(q *gojq.Query) {
	// An explicit stack: a chain of 10^5 operators is as deep.
	stack := []reflect.Value{reflect.ValueOf(q)}
	for len(stack) > 0 {
		v := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		switch v.Kind() {
		case reflect.Pointer:
			if !v.IsNil() {
				stack = append(stack, v.Elem())
			}
		case reflect.Struct:
			if v.Type() == reflect.TypeFor[gojq.Object]() {
				o.add(objectKeys(v.Addr().Interface().(*gojq.Object)), false)
			}
			for i := v.NumField() - 1; i >= 0; i-- {
				if v.Type().Field(i).IsExported() {
					stack = append(stack, v.Field(i))
				}
			}
		case reflect.Slice:
			for i := v.Len() - 1; i >= 0; i-- {
				stack = append(stack, v.Index(i))
			}
		}
	}
}

// objectKeys lists an object construction's constant keys, or nil if one
// is computed.
func objectKeys(obj *gojq.Object) []string {
	var keys []string
	for _, kv := range obj.KeyVals {
		switch {
		case kv.Key != "":
			keys = append(keys, strings.TrimPrefix(kv.Key, "$"))
		case kv.KeyString != nil && len(kv.KeyString.Queries) == 0:
			keys = append(keys, kv.KeyString.Str)
		default:
			return nil
		}
	}
	return keys
}

// order lists m's keys in the order jq would print them.
func (o *jqKeyOrder) order(m map[string]any) []string {
	// The input's own object, passed through unchanged, needs no sorting.
	// (The map's address may have been reused by another map since: its
	// keys must be the same.)
	if got, ok := o.byMap[mapID(m)]; ok && len(got) == len(m) {
		same := true
		for _, k := range got {
			if _, ok := m[k]; !ok {
				same = false
				break
			}
		}
		if same {
			return got
		}
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	if len(keys) < 2 || len(o.known) == 0 {
		return keys
	}
	sig := keySig(keys)
	if got, ok := o.bySig[sig]; ok {
		return got
	}
	if got, ok := o.memo[sig]; ok {
		return got
	}
	// The known order sharing most keys, an input object's first on a tie
	// (. + {a: 1} keeps the input's keys first).
	var best knownOrder
	bestShared := 0
	for i, k := range o.known {
		if i == maxKeyOrderScan {
			break
		}
		shared := 0
		for _, key := range k.keys {
			if _, ok := m[key]; ok {
				shared++
			}
		}
		if shared > bestShared || shared == bestShared && shared > 0 && k.input && !best.input {
			best, bestShared = k, shared
		}
	}
	out := keys
	if bestShared > 0 {
		out = make([]string, 0, len(keys))
		in := map[string]bool{}
		for _, key := range best.keys {
			if _, ok := m[key]; ok {
				out = append(out, key)
				in[key] = true
			}
		}
		for _, key := range keys {
			if !in[key] {
				out = append(out, key)
			}
		}
	}
	if len(o.memo) < maxKeyOrders {
		o.memo[sig] = out
	}
	return out
}

// keysUnsorted is jq's keys_unsorted: the keys in the order jq would
// print them (to_entries and with_entries are defined over it).
func (o *jqKeyOrder) keysUnsorted(v any, _ []any) any {
	m, ok := v.(map[string]any)
	if !ok {
		if a, ok := v.([]any); ok {
			out := make([]any, len(a))
			for i := range a {
				out[i] = i
			}
			return out
		}
		text, _ := gojq.Marshal(v)
		return fmt.Errorf("%s (%s) has no keys", jqTypeName(v), text)
	}
	keys := o.order(m)
	out := make([]any, len(keys))
	for i, k := range keys {
		out[i] = k
	}
	return out
}

// jqKeyOrderDefs replace gojq's sorted keys_unsorted, to_entries,
// with_entries, tojson and tostring by ones in jq's order, and fromjson by
// one that remembers the order it reads. .[] follows the order
// (gojq.WithObjectKeyOrder, patched in); add and join, native in gojq,
// take an object's values through it.
const jqKeyOrderDefs = `def keys_unsorted: _sandbox_keys_unsorted; def fromjson: _sandbox_fromjson; ` +
	`def tojson: _sandbox_tojson; def tostring: if type == "string" then . else tojson end; ` +
	`def to_entries: [keys_unsorted[] as $k | {key: $k, value: .[$k]}]; ` +
	`def with_entries(f): to_entries | map(f) | from_entries; ` +
	`def _sandbox_add: add; def add: if type == "object" then [.[]] | _sandbox_add else _sandbox_add end; ` +
	`def _sandbox_join($x): join($x); def join($x): if type == "object" then [.[]] | _sandbox_join($x) else _sandbox_join($x) end; ` +
	// jq's ltrimstr and rtrimstr pass anything but two strings through.
	`def _sandbox_ltrimstr($x): ltrimstr($x); def ltrimstr($x): if type == "string" and ($x | type) == "string" then _sandbox_ltrimstr($x) else . end; ` +
	`def _sandbox_rtrimstr($x): rtrimstr($x); def rtrimstr($x): if type == "string" and ($x | type) == "string" then _sandbox_rtrimstr($x) else . end; `

func jqTypeName(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case bool:
		return "boolean"
	case string:
		return "string"
	case []any:
		return "array"
	case map[string]any:
		return "object"
	}
	return "number"
}

// fromJSON is jq's fromjson, remembering the key order of what it reads.
func (o *jqKeyOrder) fromJSON(v any, _ []any) any {
	s, ok := v.(string)
	if !ok {
		text, _ := gojq.Marshal(v)
		return fmt.Errorf("%s (%s) only strings can be parsed", jqTypeName(v), text)
	}
	dec := json.NewDecoder(strings.NewReader(s))
	var raw json.RawMessage
	if err := dec.Decode(&raw); err != nil {
		msg := strings.TrimPrefix(err.Error(), "json: ")
		if err == io.ErrUnexpectedEOF {
			line := 1 + strings.Count(s, "\n")
			col := len(s) - strings.LastIndexByte(s, '\n') - 1
			msg = fmt.Sprintf("Unfinished JSON term at EOF at line %d, column %d", line, col)
		}
		return fmt.Errorf("%s (while parsing '%s')", msg, s)
	}
	if _, err := dec.Token(); err != io.EOF {
		return fmt.Errorf("Unexpected extra JSON values (while parsing '%s')", s)
	}
	x, err := o.decode(raw)
	if err != nil {
		return fmt.Errorf("%s (while parsing '%s')", err, s)
	}
	return x
}
