package commands

import (
	"fmt"
	"testing"
)

// TestJqOwnedUpdatesDiff: a reduce or foreach whose update only updates
// its input changes the accumulator in place (third_party/gojq/owned.go,
// PATCHES.md 8); a value held anywhere else — a variable, another path,
// the input, what a foreach emitted — must stay as it was, and the key
// order as jq's. Against the installed jq.
func TestJqOwnedUpdatesDiff(t *testing.T) {
	in := `{"a":[0],"k":"z","list":[{"k":"b","v":1},{"k":"a","v":2},{"k":"b","v":3}]}` + "\n"
	var cases []diffCase
	for _, q := range []string{
		`reduce range(5) as $i ({}; .["k\(4 - $i)"] = $i)`,
		`reduce range(5) as $i ([]; . + [$i])`,
		`reduce range(5) as $i ([]; .[$i] = $i * 2)`,
		`reduce range(40) as $i (""; . + "ab") | length`,
		`reduce range(3) as $i ({}; .a += [$i])`,
		`reduce range(3) as $i ({}; . + {"k\(5 - $i)": $i, a: $i})`,
		`reduce .list[] as $x ({}; .[$x.k] += [$x.v])`,
		`reduce .list[] as $x ({}; .[$x.k] = $x.v | .n += 1)`,
		`. as $x | reduce range(3) as $i ($x; .a[$i] = 1) | [$x, .]`,
		`. as $x | reduce range(3) as $i (.; .a += [$i] | .k += "x") | [$x, .]`,
		`.a as $x | reduce range(3) as $i ($x; . + [$i]) | [$x, .]`,
		`(reduce range(3) as $i ({}; .a[$i] = 1)) as $x | [$x, ($x | .a[0] = 5), $x]`,
		`[.,.] | .[0].a = 1`,
		`reduce range(3) as $i ({"a":{}}; .b = .a | .a.x = $i)`,
		`reduce range(3) as $i ({}; .s = . | .n = $i) | .s.s.n`,
		`reduce range(3) as $i ([]; . + [.])`,
		`reduce range(4) as $i ({}; .a[$i] = .a) | .a[3]`,
		`[foreach range(4) as $i ({}; .["k\(9 - $i)"] = $i)]`,
		`[foreach range(3) as $i ([]; . + [$i])]`,
		`[foreach range(3) as $i ([]; . + [$i]; length)]`,
		`[foreach range(3) as $i ({}; .a += [$i]; .a)]`,
		`[foreach range(3) as $i ({a: {}}; .a["k\($i)"] = $i; .a, .)]`,
		`[limit(2; foreach range(5) as $i ([]; . + [$i]))]`,
		`{} as $e | reduce range(3) as $i ($e; .x += 1) | [., $e]`,
		`[range(3)] as $a | reduce $a[] as $i ([]; . + $a) | [., $a]`,
		`[reduce range(3) as $i ([], [9]; . + [$i])]`,
		`[paths] as $p | reduce range(2) as $i (.; .a[$i] = 1) | [$p, [paths]]`,
		`reduce range(3) as $i ({}; setpath(["a", $i]; $i)) | getpath(["a"])`,
		`reduce range(3) as $i (.a; .[$i + 1] = $i) | delpaths([[0]])`,
		`reduce range(3) as $i ([]; .[$i] = 1 | .[$i + 1] = 2)`,
		`reduce range(3) as $i (.; .a += [1] | .b *= 2 | .c += "x" | .d -= 1 | .list = $i)`,
		`reduce range(3) as $i ({}; .[.k // "a"] = $i | .k = "b")`,
		`reduce range(3) as $i ({}; .["x\(.n)"] = $i | .n += 1)`,
		`reduce (.list[] | .k) as $k ({}; .[$k] = input_line_number)`,
		`reduce range(3) as $i ({}; .a = [$i] | .b = .a | .a += [9]) | [.a, .b]`,
		`(reduce range(200) as $i (""; . + "x")) as $s | reduce range(2) as $i ($s; . + "y") | [($s | length), length]`,
		`reduce range(3) as $i ({}; .a.b.c += 1 | .a.d = .a.b)`,
		`reduce range(3) as $i ({}; .["\($i)"] = $i) | keys_unsorted, to_entries, (to_entries | from_entries)`,
		`reduce range(3) as $i ({}; .x = error("boom")) | 1`,
		`try (reduce range(3) as $i ({}; .a = $i | .b.c = 1 | .b = 1 | .b.c = 2)) catch .`,
		// calls of a function whose body is such an update (linearCall)
		`def put($k; $v): .[$k] = $v | .n += 1; reduce .list[] as $x ({}; put($x.k; $x.v))`,
		`def push($x): . + [$x]; reduce range(3) as $i ([]; push(.))`,
		`def f($x): .b = $x | .a.x = 1; reduce range(2) as $i ({"a":{}}; f(.a))`,
		`def f($b; $a): . + [$b, $a]; reduce range(2) as $b ([]; f(10; $b))`,
		`1 as $a | def f: . + [$a]; 2 as $a | reduce range(2) as $i ([]; f)`,
		`def app($x): .a += [$x]; [foreach range(3) as $i ({}; app($i); .a)]`,
		`def set($i): .["k\(9 - $i)"] = $i; . as $x | reduce range(3) as $i (.; set($i)) | [$x, keys_unsorted]`,
		// an if of such updates (linearIf)
		`reduce range(6) as $i ({}; if $i % 3 == 0 then .["k\(9 - $i)"] += [$i] elif $i % 3 == 1 then .b[$i] = 1 else .c = $i end)`,
		`reduce range(3) as $i ({"a":{}}; if .a.x then .b = .a | .a.x += 1 else .a.x = 1 end)`,
		`.a as $x | reduce range(3) as $i ($x; if . == $x then . + [$i] else .[0] = $i end) | [$x, .]`,
		`[foreach range(4) as $i ([]; if $i % 2 == 1 then . + [$i] else . end)]`,
		`try (reduce range(3) as $i (.; if .k.z then .x = 1 else .y = 2 end)) catch .`,
		// a // b, and, or (the counting idiom)
		`reduce (.list[] | .k) as $k ({}; .[$k] = (.[$k] // 0) + 1)`,
		`reduce range(6) as $i ([]; .[$i] = ($i > 1 and $i < 4) | .[0] = (.[0] or $i == 5))`,
		`reduce range(3) as $i ({}; .a = (.c // .) | .b = $i) | [.a.a.b, .a.b, .b]`,
		`.a as $x | reduce range(3) as $i (.; .z = (.z // $x) + [$i]) | [$x, .z]`,
	} {
		cases = append(cases, diffCase{args: []string{"jq", "-c", q}, stdin: in})
	}
	runDiffCases(t, cases)
}

// BenchmarkJqReduceLinear: building a value of n parts in a reduce takes
// time linear in n (it was n², each step copying what was built).
func BenchmarkJqReduceLinear(b *testing.B) {
	for _, q := range []string{
		`reduce range(%d) as $i ({}; .["k\($i)"] = $i) | length`,
		`reduce range(%d) as $i ([]; . + [$i]) | length`,
		`reduce range(%d) as $i ([]; .[$i] = $i) | length`,
		`reduce range(%d) as $i (""; . + "x") | length`,
		`reduce range(%d) as $i ({}; .a += [$i]) | .a | length`,
		`reduce range(%d) as $i ({}; . + {"k\($i)": $i}) | length`,
		`[limit(1; foreach range(%d) as $i ({}; .["k\($i)"] = $i; length))] | length`,
		`def put($i): .["k\($i)"] = $i; reduce range(%d) as $i ({}; put($i)) | length`,
		`def push($x): . + [$x]; reduce range(%d) as $i ([]; push($i)) | length`,
		`reduce range(%d) as $i ([]; if $i %% 2 == 0 then . + [$i] else . end) | length`,
		`reduce range(%d) as $i ({}; .["k\($i)"] = (.["k\($i)"] // 0) + 1) | length`,
	} {
		for _, n := range []int{10000, 40000} {
			b.Run(fmt.Sprintf(q, n), func(b *testing.B) {
				fsys := sandboxFS(b, nil)
				for b.Loop() {
					if r := runIn(b, fsys, sandboxDir, []string{"jq", "-n", "-c", fmt.Sprintf(q, n)}, ""); r.status != 0 {
						b.Fatalf("%+v", r)
					}
				}
			})
		}
	}
}
