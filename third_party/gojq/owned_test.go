package gojq_test

import (
	"encoding/json"
	"fmt"
	"runtime"
	"testing"

	"github.com/itchyny/gojq"
)

// computerwelt: linear reduce and foreach (owned.go) keep jq's value
// semantics: a value held elsewhere never changes. The expected outputs
// are jq 1.6's (checked against the installed jq).
var ownedCases = []struct{ query, input, want string }{
	{`reduce range(5) as $i ({}; .["k\($i)"] = $i)`, `null`, `{"k0":0,"k1":1,"k2":2,"k3":3,"k4":4}`},
	{`reduce range(5) as $i ([]; . + [$i])`, `null`, `[0,1,2,3,4]`},
	{`reduce range(5) as $i ([]; .[$i] = $i * 2)`, `null`, `[0,2,4,6,8]`},
	{`reduce range(100) as $i (""; . + "ab") | length`, `null`, `200`},
	{`reduce range(3) as $i ({}; .a += [$i])`, `null`, `{"a":[0,1,2]}`},
	{`reduce range(3) as $i ({}; . + {"k\($i)": $i})`, `null`, `{"k0":0,"k1":1,"k2":2}`},
	// the initial value is held elsewhere
	{`. as $x | reduce range(3) as $i ($x; .a[$i] = 1) | [$x, .]`, `{"a":[0]}`, `[{"a":[0]},{"a":[1,1,1]}]`},
	{`[1,2] as $x | reduce range(3) as $i ($x; . + [$i]) | [$x, .]`, `null`, `[[1,2],[1,2,0,1,2]]`},
	{`reduce range(3) as $i ({}; .a[$i] = 1) as $x | [$x, ($x | .a[0] = 5), $x]`, `null`, `[{"a":[1,1,1]},{"a":[5,1,1]},{"a":[1,1,1]}]`},
	{`[.,.] | .[0].a = 1`, `{}`, `[{"a":1},{}]`},
	// the update reads . and stores what it read
	{`reduce range(3) as $i ({"a":{}}; .b = .a | .a.x = $i)`, `null`, `{"a":{"x":2},"b":{"x":1}}`},
	{`reduce range(3) as $i ({}; .s = . | .n = $i) | .s.s.n`, `null`, `0`},
	{`reduce range(3) as $i ([]; . + [.]) | length`, `null`, `3`},
	{`reduce range(3) as $i ([]; . + [.]) | .[2][1]`, `null`, `[[]]`},
	{`reduce range(4) as $i ({}; .a[$i] = .a) | .a[3]`, `null`, `[null,[null],[null,[null]]]`},
	// foreach emits its state: what was emitted never changes
	{`[foreach range(4) as $i ({}; .["k\($i)"] = $i)]`, `null`, `[{"k0":0},{"k0":0,"k1":1},{"k0":0,"k1":1,"k2":2},{"k0":0,"k1":1,"k2":2,"k3":3}]`},
	{`[foreach range(3) as $i ([]; . + [$i])]`, `null`, `[[0],[0,1],[0,1,2]]`},
	{`[foreach range(3) as $i ([]; . + [$i]; length)]`, `null`, `[1,2,3]`},
	{`[foreach range(3) as $i ({}; .a += [$i]; .a)]`, `null`, `[[0],[0,1],[0,1,2]]`},
	{`[foreach range(3) as $i ({a:{}}; .a["k\($i)"] = $i; .a, .)]`, `null`, `[{"k0":0},{"a":{"k0":0}},{"k0":0,"k1":1},{"a":{"k0":0,"k1":1}},{"k0":0,"k1":1,"k2":2},{"a":{"k0":0,"k1":1,"k2":2}}]`},
	{`[limit(2; foreach range(5) as $i ([]; . + [$i]))]`, `null`, `[[0],[0,1]]`},
	// variables bound around and in the reduce
	{`{} as $e | reduce range(3) as $i ($e; .x += 1) | [., $e]`, `null`, `[{"x":3},{}]`},
	{`[range(3)] as $a | reduce $a[] as $i ([]; . + $a) | [., $a]`, `null`, `[[0,1,2,0,1,2,0,1,2],[0,1,2]]`},
	{`reduce (1,2) as $i ([]; . + [$i]) as $x | reduce (3,4) as $i ($x; . + [$i]) | [$x, .]`, `null`, `[[1,2],[1,2,3,4]]`},
	// several initial values, several runs
	{`[reduce range(3) as $i ([], [9]; . + [$i])]`, `null`, `[[0,1,2],[9,0,1,2]]`},
	// paths
	{`[paths] as $p | reduce range(2) as $i (.; .a[$i] = 1) | [$p, [paths]]`, `{"a":[0]}`, `[[["a"],["a",0]],[["a"],["a",0],["a",1]]]`},
	{`reduce range(3) as $i ({}; setpath(["a", $i]; $i)) | getpath(["a"])`, `null`, `[0,1,2]`},
	{`reduce range(3) as $i (.; .[$i] = $i) | delpaths([[0]])`, `[]`, `[1,2]`},
	{`try (reduce range(3) as $i ({}; .a = $i | .b.c = 1 | .b = 1 | .b.c = 2)) catch .`, `null`, `"Cannot index number with string \"c\""`},
	{`reduce range(3) as $i ([]; .[$i] = 1 | .[$i + 1] = 2)`, `null`, `[1,1,1,2]`},
	{`reduce range(3) as $i (.; .a += 1 | .b *= 2 | .c += "x" | .d -= 1)`, `{"b":1,"d":0}`, `{"a":3,"b":8,"c":"xxx","d":-3}`},
	// a call of a function whose body is a linear update (linearCall)
	{`def push($x): . + [$x]; reduce range(5) as $i ([]; push($i))`, `null`, `[0,1,2,3,4]`},
	{`def push($x): . + [$x]; reduce range(3) as $i ([]; push(.)) | .[2][1]`, `null`, `[[]]`},
	{`def f($x): .b = $x | .a.x = 1; reduce range(2) as $i ({"a":{}}; f(.a)) | .b`, `null`, `{"x":1}`},
	{`1 as $a | def f: . + [$a]; 2 as $a | reduce range(2) as $i ([]; f)`, `null`, `[1,1]`},
	{`def f($b; $a): . + [$b, $a]; reduce range(2) as $b ([]; f(10; $b))`, `null`, `[10,0,10,1]`},
	{`def f($x): . + [$x]; def g: reduce range(2) as $i ([]; f($i)); def f($x): . + [$x * 2]; g`, `null`, `[0,1]`},
	{`def f($x): .a = $x; try (reduce range(3) as $i ({}; f($i | error))) catch .`, `null`, `0`},
	{`def push($x): . + [$x]; [foreach range(3) as $i ([]; push($i))]`, `null`, `[[0],[0,1],[0,1,2]]`},
	{`def f($k): . + {$k}; reduce range(2) as $k ({}; f($k))`, `null`, `{"k":1}`},
	{`def put($k; $v): .[$k] = $v | .n += 1; reduce ("b","a","c") as $k ({}; put($k; $k + "!"))`, `null`, `{"a":"a!","b":"b!","c":"c!","n":3}`},
	{`def add1: .n += 1; reduce range(4) as $i ({}; add1 | add1)`, `null`, `{"n":8}`},
	{`def s($x): . + $x; reduce range(70) as $i (""; s("ab")) | length`, `null`, `140`},
	{`def f($x): . + [$x]; reduce range(3) as $i ([]; f($i) | f($i * 10))`, `null`, `[0,0,1,10,2,20]`},
	{`def f($x): .[$x] = $x; . as $orig | reduce range(3) as $i (.; f($i)) | [$orig, .]`, `[5]`, `[[5],[0,1,2]]`},
	// an if whose conditions yield one value and whose branches are such updates (linearIf)
	{`reduce range(6) as $i ([]; if $i % 2 == 0 then . + [$i] else . end)`, `null`, `[0,2,4]`},
	{`reduce range(6) as $i ({}; if $i % 3 == 0 then .a += [$i] elif $i % 3 == 1 then .b[$i] = 1 else .c = $i end)`, `null`, `{"a":[0,3],"b":[null,1,null,null,1],"c":5}`},
	{`reduce range(3) as $i ({"a":{}}; if .a.x then .b = .a | .a.x += 1 else .a.x = 1 end)`, `null`, `{"a":{"x":3},"b":{"x":2}}`},
	{`def f($x): if $x > 1 then . + [$x] else . end; reduce range(4) as $i ([]; f($i))`, `null`, `[2,3]`},
	{`def f($x): if $x > 1 then . + [$x] end; reduce range(4) as $i ([]; f($i))`, `null`, `[2,3]`},
	{`[1] as $x | reduce range(3) as $i ($x; if . == $x then . + [$i] else .[0] = $i end) | [$x, .]`, `null`, `[[1],[2,0]]`},
	{`[foreach range(4) as $i ([]; if $i % 2 == 1 then . + [$i] else . end)]`, `null`, `[[],[1],[1],[1,3]]`},
	// //, and, or of single values are single values
	{`reduce (1,2,1,3,1) as $k ({}; .["k\($k)"] = (.["k\($k)"] // 0) + 1)`, `null`, `{"k1":3,"k2":1,"k3":1}`},
	{`reduce range(6) as $i ([]; .[$i] = ($i > 1 and $i < 4) | .[0] = (.[0] or $i == 5))`, `null`, `[true,false,true,true,false,false]`},
	{`reduce range(3) as $i ({}; .a = (.c // .) | .b = $i) | [.a.a.b, .a.b, .b]`, `null`, `[0,1,2]`},
	{`.a as $x | reduce range(3) as $i (.; .k = (.k // $x) + [$i]) | [$x, .k]`, `{"a":[7]}`, `[[7],[7,0,1,2]]`},
	{`[foreach (1,2,1) as $k ({}; .[$k|tostring] = (.[$k|tostring] // 0) + 1; .)]`, `null`, `[{"1":1},{"1":1,"2":1},{"1":2,"2":1}]`},
}

func TestOwnedReduce(t *testing.T) {
	for _, tc := range ownedCases {
		q, err := gojq.Parse(tc.query)
		if err != nil {
			t.Fatal(err)
		}
		code, err := gojq.Compile(q)
		if err != nil {
			t.Fatal(err)
		}
		var in any
		if err := json.Unmarshal([]byte(tc.input), &in); err != nil {
			t.Fatal(err)
		}
		iter := code.Run(in)
		var got []string
		for {
			v, ok := iter.Next()
			if !ok {
				break
			}
			if err, ok := v.(error); ok {
				got = append(got, "error: "+err.Error())
				continue
			}
			b, _ := json.Marshal(v)
			got = append(got, string(b))
		}
		if fmt.Sprint(got) != fmt.Sprint([]string{tc.want}) {
			t.Errorf("%s on %s: got %v, want %s", tc.query, tc.input, got, tc.want)
		}
	}
}

// TestOwnedSameAsCopying: a linear update gives what the same update
// compiled as before gives (in parentheses, which linearUpdate does not
// take), errors included.
func TestOwnedSameAsCopying(t *testing.T) {
	for _, q := range []string{
		`try path(reduce range(2) as $i (.; %s)) catch .`,
		`[paths(reduce range(2) as $i (.; %s))]`,
		`try (reduce range(3) as $i (.; %s)) catch .`,
		`[foreach range(3) as $i (.; %s; .)]`,
	} {
		q = `def set($v): .x = $v; def push($v): . + [$v]; def dot: .a = .; ` + q
		for _, body := range []string{`.x = 1`, `.a += [1]`, `. + [1]`, `. + {b: 1}`, `.a.b = 1`, `.[$i] = 1`, `.a = .`, `set(1)`, `set($i)`, `push(1)`, `dot`, `push(.)`,
			`if .x then .a = 1 else . + [1] end`, `if .a.b then .x = 1 elif .a then .a = . else .y = 2 end`, `if . then .x = 1 end`,
			`.a = (.a // 0) + 1`, `.x = (.a // .)`, `.x = (.a and .b or .)`} {
			for _, input := range []string{`{"a":[0]}`, `[1]`, `{"a":{}}`, `"s"`} {
				var outs [2]string
				for i, b := range []string{body, "(" + body + ")"} {
					query, err := gojq.Parse(fmt.Sprintf(q, b))
					if err != nil {
						t.Fatal(err)
					}
					code, err := gojq.Compile(query)
					if err != nil {
						t.Fatal(err)
					}
					var in any
					json.Unmarshal([]byte(input), &in)
					iter := code.Run(in)
					for {
						v, ok := iter.Next()
						if !ok {
							break
						}
						if err, ok := v.(error); ok {
							outs[i] += "error: " + err.Error() + "\n"
							continue
						}
						b, _ := json.Marshal(v)
						outs[i] += string(b) + "\n"
					}
				}
				if outs[0] != outs[1] {
					t.Errorf("%s on %s: %q, copying %q", fmt.Sprintf(q, body), input, outs[0], outs[1])
				}
			}
		}
	}
}

// TestOwnedCallIsLinear: a reduce whose update calls a function whose
// body is a linear update, or is an if of such updates, or a // b, allocates as much per step at 4,000 steps as at
// 1,000 (bytes, not time: copying the accumulator at each step, as such a
// call did, allocates 4x more per step at 4x the steps).
func TestOwnedCallIsLinear(t *testing.T) {
	for _, query := range []string{
		`def push($x): . + [$x]; reduce range(%d) as $i ([]; push($i)) | length`,
		`def set($i): .[$i] = $i; reduce range(%d) as $i ([]; set($i)) | length`,
		`def put($i): .["k\($i)"] = $i; reduce range(%d) as $i ({}; put($i)) | length`,
		`def app($x): .a += [$x]; last(foreach range(%d) as $i ({}; app($i); length))`,
		`reduce range(%d) as $i ([]; if $i %% 2 == 0 then . + [$i] else .[0] = $i end) | length`,
		`reduce range(%d) as $i ({}; .["k\($i %% 500)"] = (.["k\($i %% 500)"] // 0) + 1 | .["n\($i)"] = ($i > 5 and .k0 > 1)) | length`,
	} {
		var perStep [2]float64
		for i, n := range []int{1000, 4000} {
			q, err := gojq.Parse(fmt.Sprintf(query, n))
			if err != nil {
				t.Fatal(err)
			}
			code, err := gojq.Compile(q)
			if err != nil {
				t.Fatal(err)
			}
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			iter := code.Run(nil)
			for {
				v, ok := iter.Next()
				if !ok {
					break
				}
				if err, ok := v.(error); ok {
					t.Fatal(err)
				}
			}
			runtime.ReadMemStats(&after)
			perStep[i] = float64(after.TotalAlloc-before.TotalAlloc) / float64(n)
		}
		if perStep[1] > 2*perStep[0] {
			t.Errorf("%s: %.0f bytes a step at 1,000 steps, %.0f at 4,000", query, perStep[0], perStep[1])
		}
	}
}

func BenchmarkJqReduceCall(b *testing.B) {
	benchJq(b, `def push($x): . + [$x]; reduce range(10000) as $i ([]; push($i)) | length`)
}

func benchJq(b *testing.B, query string) {
	q, err := gojq.Parse(query)
	if err != nil {
		b.Fatal(err)
	}
	code, err := gojq.Compile(q)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		iter := code.Run(nil)
		for {
			v, ok := iter.Next()
			if !ok {
				break
			}
			if err, ok := v.(error); ok {
				b.Fatal(err)
			}
		}
	}
}

func BenchmarkJqReduceObject(b *testing.B) {
	benchJq(b, `reduce range(10000) as $i ({}; .["k\($i)"] = $i) | length`)
}
func BenchmarkJqReduceArrayAppend(b *testing.B) {
	benchJq(b, `reduce range(10000) as $i ([]; . + [$i]) | length`)
}
func BenchmarkJqReduceArrayIndex(b *testing.B) {
	benchJq(b, `reduce range(10000) as $i ([]; .[$i] = $i) | length`)
}
func BenchmarkJqReduceString(b *testing.B) {
	benchJq(b, `reduce range(10000) as $i (""; . + "abcdefgh") | length`)
}
func BenchmarkJqReduceUpdateAdd(b *testing.B) {
	benchJq(b, `reduce range(10000) as $i ({}; .a += [$i]) | .a | length`)
}
func BenchmarkJqReduceObjectAdd(b *testing.B) {
	benchJq(b, `reduce range(10000) as $i ({}; . + {"k\($i)": $i}) | length`)
}
func BenchmarkJqForeachObject(b *testing.B) {
	benchJq(b, `last(foreach range(10000) as $i ({}; .["k\($i)"] = $i; length))`)
}
