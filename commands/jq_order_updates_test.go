package commands

import (
	"fmt"
	"testing"
)

// TestJqKeyOrderUpdatesDiff: an object built or changed by an update
// keeps jq's insertion order (the patched gojq's WithObjectUpdated): a
// reduce setting keys one by one, .a.b = 1 on {}, +=, |=, setpath,
// delpaths and del (a key deleted and set again goes last), map_values,
// to_entries|map|from_entries, with_entries, the input stream; -S still
// sorts. Every program is one where jq 1.6 and 1.7 print the same order.
func TestJqKeyOrderUpdatesDiff(t *testing.T) {
	in := `[{"k":"z","v":1},{"k":"a","v":2},{"k":"m","v":3},{"k":"a","v":4},{"k":"b","v":5}]` + "\n"
	var cases []diffCase
	for _, q := range []string{
		`reduce .[] as $x ({}; .[$x.k] = $x.v)`,
		`reduce .[] as $x ({}; .[$x.k] += $x.v)`,
		`reduce .[] as $x ({}; .[$x.k] |= (. // 0) + $x.v)`,
		`reduce .[] as $x ({}; setpath([$x.k]; $x.v))`,
		`reduce .[] as $x ({}; setpath([$x.k, "n"]; $x.v))`,
		`reduce .[] as $x ({}; .[$x.k].list += [$x.v])`,
		`reduce .[] as $x ({}; .[$x.k] = $x.v) | del(.m)`,
		`reduce .[] as $x ({}; .[$x.k] = $x.v) | del(.z) | .z = 9`,
		`reduce .[] as $x ({}; .[$x.k] = $x.v) | keys_unsorted`,
		`reduce .[] as $x ({}; .[$x.k] = $x.v) | to_entries`,
		`reduce .[] as $x ({}; .[$x.k] = $x.v) | [.[]]`,
		`reduce .[] as $x ({}; .[$x.k] = $x.v) | with_entries(.value += 1)`,
		`reduce .[] as $x ({}; .[$x.k] = $x.v) | map_values(. * 10)`,
		`reduce .[] as $x ({}; .[$x.k] = $x.v) | tojson`,
		`reduce .[] as $x ({}; .[$x.k] = $x.v) | [paths]`,
		`reduce .[] as $x ({}; .[$x.k] = $x.v) | [tostream]`,
		`reduce .[] as $x ({}; .[$x.k] = $x.v) | fromstream(tostream)`,
		`reduce .[] as $x ({}; .[$x.k] = $x.v) | . + {a: 0, q: 1}`,
		`reduce .[] as $x ({}; .[$x.k] = $x.v) | {q: 1} + .`,
		`reduce .[] as $x ({}; .[$x.k] = $x.v) | . * {m: {x: 1}}`,
		`reduce .[] as $x ({}; .[$x.k] = $x.v) | to_entries | map(select(.value > 1)) | from_entries`,
		`reduce .[] as $x ({}; .[$x.k] = $x.v) | to_entries | reverse | from_entries`,
		`reduce .[] as $x ({}; .[$x.k] = $x.v) | delpaths([["z"], ["a"]])`,
		`reduce .[] as $x ({}; .[$x.k] = $x.v) | [keys_unsorted[] as $k | {($k): 1}] | add`,
		`reduce .[] as $x ({}; .[$x.k] = $x.v) | reduce (keys_unsorted | reverse)[] as $k (.; .[$k] += 1)`,
		`reduce .[] as $x ({}; .[$x.k] = $x.v) | .m = null | .m2 = 2`,
		`[.[] | {(.k): .v}] | add`,
		`map({key: .k, value: .v}) | from_entries`,
		`INDEX(.k)`,
		`group_by(.v) | map({(.[0].k): length}) | add`,
		`.[0] | .k = "new" | .extra = 1`,
		`.[0] | del(.k) | .k = "back"`,
		`.[0] | to_entries | from_entries`,
		`.[0] | with_entries(.key |= ascii_upcase)`,
		`.[] | .w = 1 | .a = 2`,
		`first(.[]) | .z.y.x = 1 | .z.a = 2`,
		`.[1] | setpath(["b", "c"]; 1) | setpath(["a"]; 2)`,
		`. as $a | {} | .y = $a[0] | .x = $a[1]`,
		`{} | .b.d = 1 | .b.c = 2 | .a = 3`,
		`{} | .["z"] = 1 | .["y"] = 2 | .["x"] = 3 | .["y"] = 4`,
		`{} | .a = 1 | .b = 2 | del(.a) | .a = 3`,
		`{z: 1, y: 2} | .x = 3 | del(.y) | .y = 4`,
		`{z: 1, y: 2} | with_entries(.value |= . + 1) | .a = 0`,
		`{z: 1, y: 2} | to_entries | map(.key |= . + "2") | from_entries`,
		`{z: 1, y: 2} | map_values(. + 1) | .w = 0`,
		`{z: {b: 1, a: 2}} | .z.c = 3 | .z |= del(.b)`,
		`{z: {b: 1, a: 2}} | .z += {d: 4, a: 5}`,
		`{z: [1, {y: 1}]} | .z[1].x = 2`,
		`{} | .[("q","p","o")] = 1`,
		`{} | (.c, .b, .a) = 1`,
		`{} | (.c, .b, .a) |= 1`,
		`{c: 1} | (.b, .a, .c) += 1`,
		`{} | .a[2].y = 1 | .a[2].x = 2`,
		`reduce range(5) as $i ({}; .["k\(4 - $i)"] = $i)`,
		`reduce range(5) as $i ({}; .["k\($i % 3)"] += 1)`,
		`[paths(type == "number") | map(tostring)] as $p | {} | reduce $p[] as $q (.; setpath($q; 1))`,
		`.[0] | [paths]`,
		`.[0] | [leaf_paths]`,
		`{} | .z = 1 | .a = 2 | [.[]]`,
		`{} | .z = 1 | .a = 2 | keys`,
		`{} | .z = 1 | .a = 2 | tostring`,
		`{} | .z = 1 | .a = 2 | @json`,
		`{} | .z = 1 | .a = {y: 1, b: 2} | tojson | fromjson`,
		`{} | .z = 1 | .a = 2 | [to_entries[] | .key]`,
		`{} | .z = 1 | .a = 2 | [keys_unsorted[], length]`,
		`{} | .z = 1 | .a = 2 | del(.[] | select(. == 1))`,
		`{} | .z = 1 | .a = 2 | .m = 3 | delpaths([["a"]])`,
		`{} | .z = 1 | .a = 2 | to_entries | sort_by(.key) | from_entries`,
		`{} | .z = 1 | .a = 2 | [limit(1; .[])]`,
		`{} | .z = 1 | .a = 2 | {n: .} | .n.b = 3`,
		`{} | .z = 1 | .a = 2 | [., (.q = 1)]`,
		`{} | .z = 1 | .a = 2 | . as $o | $o | .y = 3 | [., $o]`,
		`{} | .z = 1 | .a = 2 | getpath(["z"]), has("a")`,
		`{} | .z = 1 | .a = 2 | with_entries(select(.key != "z")) | .b = 1`,
		`{} | .z = 1 | .a = 2 | reduce to_entries[] as $e ({}; .[$e.key + "x"] = $e.value)`,
		`{} | .z = 1 | .a = 2 | [splits("x")?] | length`,
		`{} | .z = 1 | .a = 2 | map_values(tostring)`,
		`{} | .z = 1 | .a = 2 | .[] += 1`,
		`{} | .z = 1 | .a = 2 | .[] |= . * 2 | .c = 3`,
		`{} | .z = 1 | .a = 2 | (.. | numbers) |= . + 1`,
		`{} | .z = 1 | .a = {q: 1, p: 2} | [.. | objects | keys_unsorted]`,
	} {
		cases = append(cases, diffCase{args: []string{"jq", "-c", q}, stdin: in})
	}
	stream := "{\"b\":1,\"a\":2}\n{\"y\":{\"d\":1,\"c\":2}}\n"
	cases = append(cases,
		diffCase{args: []string{"jq", "-S", "-c", "reduce .[] as $x ({}; .[$x.k] = $x.v)"}, stdin: in},
		diffCase{args: []string{"jq", "--sort-keys", "reduce .[] as $x ({}; .[$x.k].n = $x.v)"}, stdin: in},
		diffCase{args: []string{"jq", "-c", "-n", "[inputs | .n = 1 | .y.a = 0]"}, stdin: stream},
		diffCase{args: []string{"jq", "-c", "-n", "input | .z = 1 | [., input | del(.y.d) | .y.d = 3]"}, stdin: stream},
		diffCase{args: []string{"jq", "-c", ".x = 1 | .b = 0"}, stdin: stream},
	)
	runDiffCases(t, cases)
}

// BenchmarkJqReduceObject is a reduce building an object of n keys one
// .[$k] = $v at a time. Recording the order costs one record per update
// (a chain, materialised once when printed), not a copy of the order;
// the update changes the map in place (third_party/gojq/owned.go), so
// the time grows as n (it grew as n² when each update copied the map).
func BenchmarkJqReduceObject(b *testing.B) {
	for _, n := range []int{1000, 4000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			fsys := sandboxFS(b, nil)
			q := fmt.Sprintf(`reduce range(%d) as $i ({}; .["k\($i)"] = $i) | [length, (keys_unsorted | .[0], .[-1])]`, n)
			want := fmt.Sprintf("[%d,\"k0\",\"k%d\"]\n", n, n-1)
			for b.Loop() {
				if r := runIn(b, fsys, sandboxDir, []string{"jq", "-n", "-c", q}, ""); r.stdout != want {
					b.Fatalf("%+v", r)
				}
			}
		})
	}
}
