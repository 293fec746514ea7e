package commands

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"sync"

	"github.com/itchyny/gojq"
)

// jqKeyOrder gives objects back the key order jq would print them in.
// jq keeps an object's keys in insertion order; gojq holds objects as Go
// maps and we would print them sorted, so that jq . on a file reorders its
// keys, and a file rewritten through jq shows every key moved in the
// change a person reviews. An object an update made or changed (setpath,
// =, |=, del, ...) is tracked: its record (keyRecord) names its parent
// and the key it added. Any other object's order is recovered: the key
// orders of the input objects and of the query's object constructions
// ({b: 1, a: 2}, which come first) are remembered by key set, the first
// seen for a set kept; an output object with a known key set takes that
// order, one with another set the order of the known set it shares most
// keys with, its other keys after them, sorted. -S sorts as ever.
type jqKeyOrder struct {
	mu       sync.Mutex             // records is also written by the cleanups of dead objects
	records  map[uintptr]*keyRecord // a live object (its map) -> its order
	tokens   uint64
	bySig    map[string][]string // key set (sorted, NUL-joined) -> order seen first
	sigInput map[string]bool     // key sets an input object had
	known    []knownOrder        // the orders, first seen first
	memo     map[string][]string // output key set -> order chosen
}

// keyRecord is the order of one object, tracked from where it was made:
// read from the input, built by a construction or a merge (flat), or made
// from another object by an update (parent, then key inserted if added).
// A record is materialised (flat) when its order is asked for; a chain of
// updates costs one record each, so that a reduce building an object key
// by key stays linear.
type keyRecord struct {
	parent *keyRecord
	key    string
	added  bool
	flat   []string
	depth  int    // records up to the nearest flat one
	token  uint64 // which registration of the address this is
}

type keyCleanup struct {
	id    uintptr
	token uint64
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
	return &jqKeyOrder{records: map[uintptr]*keyRecord{}, bySig: map[string][]string{}, sigInput: map[string]bool{}, memo: map[string][]string{}}
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
		o.track(m, &keyRecord{flat: keys}, true)
	}
	o.add(keys, true)
}

func mapID(m map[string]any) uintptr { return uintptr(reflect.ValueOf(m).UnsafePointer()) }

// track makes r the record of m. A new object's record is dropped when
// the object dies (so that a long stream of inputs or a long reduce keeps
// only the records of live objects); one changed in place keeps its
// registration.
func (o *jqKeyOrder) track(m map[string]any, r *keyRecord, fresh bool) {
	ptr := reflect.ValueOf(m).UnsafePointer()
	if ptr == nil {
		return
	}
	id := uintptr(ptr)
	o.mu.Lock()
	if old := o.records[id]; old != nil && !fresh {
		r.token = old.token
		o.records[id] = r
		o.mu.Unlock()
		return
	}
	o.tokens++
	r.token = o.tokens
	o.records[id] = r
	o.mu.Unlock()
	runtime.AddCleanup((*byte)(ptr), o.forget, keyCleanup{id, r.token})
}

// forget drops the record of a dead object, unless its address already
// holds another object's.
func (o *jqKeyOrder) forget(c keyCleanup) {
	o.mu.Lock()
	if r := o.records[c.id]; r != nil && r.token == c.token {
		delete(o.records, c.id)
	}
	o.mu.Unlock()
}

func (o *jqKeyOrder) record(m map[string]any) *keyRecord {
	o.mu.Lock()
	r := o.records[mapID(m)]
	o.mu.Unlock()
	return r
}

// updated records the order of w, made from v by an update that set
// (added: inserted) or deleted k (gojq.WithObjectUpdated).
func (o *jqKeyOrder) updated(w, v map[string]any, k string, added bool) {
	parent := o.record(v)
	if parent == nil && len(v) > 0 {
		parent = &keyRecord{flat: o.order(v)}
	}
	if parent == nil && !added {
		return
	}
	r := &keyRecord{parent: parent, key: k, added: added}
	if !added {
		// The order is the parent's (a deleted key is left out when the
		// order is read): a long run of updates of present keys
		// (.count += 1) does not lengthen the chain.
		r = &keyRecord{parent: parent.parent, key: parent.key, added: parent.added, flat: parent.flat, depth: parent.depth}
	} else if parent != nil {
		r.depth = parent.depth + 1
	}
	if r.depth > 2*len(w)+16 {
		// Keys deleted and set again, over and over: read the order now,
		// so that the chain stays as long as the object at most.
		if got := recordOrder(r, w); got != nil {
			r = &keyRecord{flat: got}
		}
	}
	o.track(w, r, mapID(w) != mapID(v))
}

// recordOrder is m's order by its record: the keys inserted along the
// chain of updates, each where it was last inserted (a key deleted and
// set again goes last, as in jq), those m no longer has left out. Nil
// if the record misses a key of m.
func recordOrder(r *keyRecord, m map[string]any) []string {
	if r.parent == nil && r.flat != nil {
		if len(r.flat) != len(m) {
			return nil
		}
		for _, k := range r.flat {
			if _, ok := m[k]; !ok {
				return nil
			}
		}
		return r.flat
	}
	var chain []*keyRecord
	for x := r; x != nil; x = x.parent {
		chain = append(chain, x)
		if x.flat != nil {
			break
		}
	}
	out := make([]string, 0, len(m))
	seen := make(map[string]bool, len(m))
	take := func(k string) {
		if _, ok := m[k]; ok && !seen[k] {
			seen[k] = true
			out = append(out, k)
		}
	}
	// Newest first, so that a key's last insertion is the one kept.
	for _, x := range chain {
		if x.flat != nil {
			for i := len(x.flat) - 1; i >= 0; i-- {
				take(x.flat[i])
			}
		} else if x.added {
			take(x.key)
		}
	}
	if len(out) != len(m) {
		return nil
	}
	slices.Reverse(out)
	r.parent, r.flat, r.depth = nil, out, 0
	return out
}

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
		var k string
		switch {
		case kv.Key != "":
			k = strings.TrimPrefix(kv.Key, "$")
		case kv.KeyString != nil && len(kv.KeyString.Queries) == 0:
			k = kv.KeyString.Str
		default:
			return nil
		}
		// A key written twice stays where it was first ({b: 1, a: 2, b: 3}).
		if !slices.Contains(keys, k) {
			keys = append(keys, k)
		}
	}
	return keys
}

// made records the key order of an object the query built.
func (o *jqKeyOrder) made(m map[string]any, keys []string) {
	if len(keys) >= 2 {
		o.track(m, &keyRecord{flat: keys}, true)
	}
}

// mergeOrder is the order of the object l + r: jq inserts r's keys into
// a copy of l, so l's keys stay where they were and r's new keys follow
// in r's order.
func (o *jqKeyOrder) mergeOrder(order []string, l map[string]any, r map[string]any) []string {
	for _, k := range o.order(r) {
		if _, ok := l[k]; !ok {
			order = append(order, k)
		}
	}
	return order
}

// maxMergeDepth bounds how deep merged records the orders of objects *
// merged inside its operands (deeper ones keep the recovered order).
const maxMergeDepth = 64

// merged records the order of w = l + r (or l * r, deep: an object both
// sides have at a key is merged the same way).
func (o *jqKeyOrder) merged(w, l, r any, deep bool) {
	type merge struct {
		w, l, r map[string]any
		depth   int
	}
	wm, ok1 := w.(map[string]any)
	lm, ok2 := l.(map[string]any)
	rm, ok3 := r.(map[string]any)
	if !ok1 || !ok2 || !ok3 {
		return
	}
	stack := []merge{{wm, lm, rm, 0}}
	for len(stack) > 0 {
		m := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if len(m.l) == 0 || len(m.r) == 0 || len(m.w) < 2 {
			continue
		}
		o.made(m.w, o.mergeOrder(slices.Clone(o.order(m.l)), m.l, m.r))
		if !deep || m.depth >= maxMergeDepth {
			continue
		}
		for k, rv := range m.r {
			lv, ok1 := m.l[k].(map[string]any)
			rv, ok2 := rv.(map[string]any)
			wv, ok3 := m.w[k].(map[string]any)
			if ok1 && ok2 && ok3 {
				stack = append(stack, merge{wv, lv, rv, m.depth + 1})
			}
		}
	}
}

// mergedAll records the order of w, add of the objects among xs.
func (o *jqKeyOrder) mergedAll(w any, xs []any) {
	wm, ok := w.(map[string]any)
	if !ok || len(wm) < 2 {
		return
	}
	var order []string
	seen := make(map[string]any, len(wm))
	for _, x := range xs {
		if m, ok := x.(map[string]any); ok {
			order = o.mergeOrder(order, seen, m)
			for k := range m {
				seen[k] = nil
			}
		}
	}
	if len(order) == len(wm) {
		o.made(wm, order)
	}
}

// order lists m's keys in the order jq would print them.
func (o *jqKeyOrder) order(m map[string]any) []string {
	// An object read, built or updated by the query has its record. (The
	// map's address may have been reused by another map since: its keys
	// must be the same.)
	if r := o.record(m); r != nil {
		if got := recordOrder(r, m); got != nil {
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
	`def _sandbox_add: add; def add: if type == "object" then [.[]] | _sandbox_add else _sandbox_add end; ` +
	// gojq's from_entries and capture, over the add above (which learns
	// the order: the entries', the groups').
	`def from_entries: map({(.key // .Key // .name // .Name): (if has("value") then .value else .Value end)}) | add // {}; ` +
	`def with_entries(f): to_entries | map(f) | from_entries; ` +
	`def capture($re; $flags): match($re; $flags) | [.captures[] | select(.name != null) | {key: .name, value: .string}] | from_entries; ` +
	`def capture($re): if $re | type == "array" then capture($re[0]; $re[1]) else capture($re; null) end; ` +
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
