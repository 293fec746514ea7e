package commands

import (
	"testing"

	"github.com/computerwelt/computerwelt/internal/testlong"
)

// The jq on this machine is 1.6; our target is jq 1.7 (as gojq). Cases run
// against the real jq where 1.6 and 1.7 agree; elsewhere the expected jq
// 1.7 output is written out and the case says why.
func TestJqDiff(t *testing.T) {
	files := map[string]string{
		"j.json":  "{\"a\":[1,2],\"b\":\"x\"}\n",
		"k1":      "1\n",
		"k2":      "2\n3",
		"s.json":  "[1,2,3]\n",
		"raw.txt": "line one\nline two",
		"bad":     "{\"a\":",
		"f.jq":    ".a | length\n",
	}
	in := "{\"a\":[1,2,3],\"b\":{\"c\":\"héllo\"}} [4,5] \"str\" 7 null true\n"
	var cases []diffCase
	for i, q := range []string{
		".", ".a?", ".[]?", "(.b.c)?", "keys?", "length", "map(.+1)?", "[.[]?] | add?", "tostring", "tojson",
		"type", "@base64", "@text", "@json", "@html", "@uri", "@csv?", "@sh?", "..|numbers",
		"to_entries?", "paths", "[paths]", "select(type==\"number\")", "if . then 1 else 2 end",
		"try error(\"x\") catch .", "(.a[1:])?", "[limit(2; .[]?)]", "first(.[]?)", "getpath([\"a\",0])?",
		"{x: 1, y: [1, {}], z: {}}", "[range(3)]", "\"\\(.)\"", "ascii_downcase?", "splits(\"l\")?",
		"test(\"h\")?", "[.[]?|tostring]|join(\",\")", "del(.a)?", "has(\"a\")?", "input",
	} {
		cases = append(cases, jqPrettyAndCompact(i, diffCase{args: []string{"jq", q}, stdin: in})...)
	}
	cases = testlong.Sample(cases, 2)
	cases = append(cases,
		diffCase{args: []string{"jq", "."}, stdin: ""},
		diffCase{args: []string{"jq", "-r", ".[]"}, stdin: "[\"a\",\"b\\nc\",1,null,{\"x\":\"y\"}]"},
		diffCase{args: []string{"jq", "-j", ".[]"}, stdin: "[\"a\",\"b\",1]"},
		diffCase{args: []string{"jq", "-s", "."}, stdin: "1 2 3"},
		diffCase{args: []string{"jq", "-s", "."}, stdin: ""},
		diffCase{args: []string{"jq", "-cs", "add"}, files: files, stdin: "", name: "slurp files"},
		diffCase{args: []string{"jq", "-n", "1+1"}},
		diffCase{args: []string{"jq", "-n", "[inputs]"}, stdin: "1 2 3"},
		diffCase{args: []string{"jq", "-n", "input, input"}, stdin: "1 2 3"},
		diffCase{args: []string{"jq", "-c", "[., input]"}, stdin: "1 2 3 4"},
		diffCase{args: []string{"jq", "-e", "."}, stdin: "1 false"},
		diffCase{args: []string{"jq", "-e", "."}, stdin: "false 1"},
		diffCase{args: []string{"jq", "-e", "."}, stdin: "null"},
		diffCase{args: []string{"jq", "-e", "empty"}, stdin: "1"},
		diffCase{args: []string{"jq", "--tab", "."}, stdin: "{\"a\":[1,{\"b\":[]}]}"},
		diffCase{args: []string{"jq", "--indent", "1", "."}, stdin: "{\"a\":[1,{\"b\":[]}]}"},
		diffCase{args: []string{"jq", "--indent", "0", "."}, stdin: "{\"a\":[1,{\"b\":[]}]}"},
		diffCase{args: []string{"jq", "-a", "."}, stdin: "\"é\\u0001\\u007f😀\""},
		diffCase{args: []string{"jq", "."}, stdin: "\"\\u0000 \\t \\r \\b \\f / < > &\""},
		diffCase{args: []string{"jq", "-R", "."}, stdin: "a\nb\n\nc"},
		diffCase{args: []string{"jq", "-R", "."}, stdin: "a\r\nb\r\n"},
		diffCase{args: []string{"jq", "-Rs", "."}, stdin: "a\nb\n"},
		diffCase{args: []string{"jq", "-Rr", "ascii_upcase"}, files: files, stdin: "x\n", name: "raw file"},
		diffCase{args: []string{"jq", "--arg", "x", "v", "-n", "$x"}},
		diffCase{args: []string{"jq", "-n", "--argjson", "x", "{\"a\":1}", "$x.a"}},
		diffCase{args: []string{"jq", "-n", "-c", "--arg", "a", "1", "--argjson", "b", "2", "$ARGS.named"}},
		diffCase{args: []string{"jq", "-n", "-c", "$ARGS.positional", "--jsonargs", "1", "{\"a\":2}"}},
		diffCase{args: []string{"jq", "-n", "-c", "--slurpfile", "v", "k2", "$v"}, files: files},
		diffCase{args: []string{"jq", "-n", "--rawfile", "v", "raw.txt", "$v"}, files: files},
		diffCase{args: []string{"jq", "-f", "f.jq", "j.json"}, files: files},
		diffCase{args: []string{"jq", ".a", "j.json", "k1", "k2"}, files: files, ignoreStderr: true},
		diffCase{args: []string{"jq", "input_filename", "j.json", "k2"}, files: files},
		diffCase{args: []string{"jq", "input_filename"}, stdin: "1"},
		diffCase{args: []string{"jq", "input_line_number"}, stdin: "1\n2\n\n3"},
		diffCase{args: []string{"jq", "-n", "$ENV.HOME, env.TZ"}},
		diffCase{args: []string{"jq", "error(\"x\")"}, stdin: "1\n2\n3\n"},
		diffCase{args: []string{"jq", "error(\"x\")"}, stdin: "{}\n\n{}\n"},
		diffCase{args: []string{"jq", "error(\"x\")"}, stdin: "{} {}\n\n[]"},
		diffCase{args: []string{"jq", "error(\"x\")", "k1", "k2"}, files: files},
		diffCase{args: []string{"jq", "-n", "error({\"a\":1})"}},
		diffCase{args: []string{"jq", "-n", "\"a\" - 1"}},
		diffCase{args: []string{"jq", "-n", "\"bye\\n\" | halt_error"}},
		diffCase{args: []string{"jq", "-n", "{\"a\":1} | halt_error(3)"}},
		diffCase{args: []string{"jq", "-n", "1, halt, 2"}},
		diffCase{args: []string{"jq", ".a", "nope.json"}},
		diffCase{args: []string{"jq", ".a |"}, ignoreStderr: true},
		diffCase{args: []string{"jq", "-n", "nosuchfn"}, ignoreStderr: true},
		diffCase{args: []string{"jq", "-n", "--arg", "x"}, ignoreStderr: true},
		diffCase{args: []string{"jq", "--foo", "."}, ignoreStderr: true},
		diffCase{args: []string{"jq", "-Z", "."}, ignoreStderr: true},
	)
	runDiffCases(t, cases)
}

// TestJq17 pins behaviour where jq 1.7 (our target) differs from the jq
// 1.6 installed here, or where gojq differs from jq on purpose.
func TestJq17(t *testing.T) {
	runDiffCases(t, []diffCase{
		{args: []string{"jq", "-n", "[1] | .[0:\"a\"]"}, why: "jq 1.7 wording",
			stderr: "jq: error (at <unknown>): Array/string slice indices must be integers\n", status: 5},
		{args: []string{"jq", "-n", "[1] | .[{}]"}, why: "jq 1.7 wording",
			stderr: "jq: error (at <unknown>): Array/string slice indices must be integers\n", status: 5},
		{args: []string{"jq", "."}, stdin: "{", why: "jq 1.7 prefixes jq: and exits 5",
			stderr: "jq: parse error: Unfinished JSON term at EOF at line 1, column 1\n", status: 5},
		{args: []string{"jq", "."}, stdin: "1 2 {", why: "jq 1.7 prefixes jq: and exits 5",
			stdout: "1\n2\n", stderr: "jq: parse error: Unfinished JSON term at EOF at line 1, column 5\n", status: 5},
		{args: []string{"jq", "."}, stdin: "1.0 100000000000000000001", why: "jq 1.7 keeps number literals",
			stdout: "1.0\n100000000000000000001\n"},
		{args: []string{"jq", "-n", "error(null)"}, why: "jq 1.7 reports error(null)",
			stderr: "jq: error (at <unknown>) (not a string): null\n", status: 5},
		{args: []string{"jq", ".[]"}, stdin: "[2] 1", why: "jq 1.7 wording", stdout: "2\n",
			stderr: "jq: error (at <stdin>:0): Cannot iterate over number (1)\n", status: 5},
		{args: []string{"jq", "-n", "now | type"}, why: "now is the sandbox clock", stdout: "\"number\"\n"},
		{args: []string{"jq", "-n", "0 | localtime | mktime"}, why: "local time is UTC in the sandbox", stdout: "0\n"},
		{args: []string{"jq", "-n", "0 | strflocaltime(\"%H:%M %Z\")"}, why: "local time is UTC in the sandbox", stdout: "\"00:00 UTC\"\n"},
		{args: []string{"jq", "-n", "\"2015-03-05T23:51:47Z\" | strptime(\"%Y-%m-%dT%H:%M:%SZ\") | ., mktime", "-c"},
			why: "jq 1.6 gets the weekday wrong", stdout: "[2015,2,5,23,51,47,4,63]\n1425599507\n"},
		{args: []string{"jq", "-n", "\"2015-03-05T23:51:47Z\" | fromdate"}, why: "the same in 1.7", stdout: "1425599507\n"},
		{args: []string{"jq", "-n", "$ENV | keys"}, why: "the environment is the sandbox's",
			stdout: "[\n  \"HOME\",\n  \"LC_ALL\",\n  \"PATH\",\n  \"TZ\"\n]\n"},
		{args: []string{"jq", "-n", "import \"a\" as a; 1"}, why: "modules cannot be loaded", ignoreStderr: true, status: 3},
		{args: []string{"jq", "-rn", "-a", "\"é\""}, why: "jq 1.6 crashes here; 1.7 prints JSON with -a", stdout: "\"\\u00e9\"\n"},
		{args: []string{"jq", "-n", "[limit(3; repeat(1))]", "-c"}, why: "jq 1.6 lacks nothing here but keep an infinite generator check", stdout: "[1,1,1]\n"},
		{args: []string{"jq", "-n", "--raw-output0", "\"a\", 1, \"b\""}, why: "jq 1.7 option", stdout: "a\x001\x00b\x00"},
		{args: []string{"jq", "-n", "--raw-output0", "\"a\", \"b\\u0000c\""}, why: "jq 1.7 option", stdout: "a\x00", status: 5,
			stderr: "jq: error (at <unknown>): Cannot dump a string containing NUL with --raw-output0 option\n"},
		{args: []string{"jq", "-n", "--seq", "1, [2]", "-c"}, why: "jq 1.6 agrees; kept as a table test", stdout: "\x1e1\n\x1e[2]\n"},
		{args: []string{"jq", "-n", "debug"}, why: "debug message", stdout: "null\n", stderr: "[\"DEBUG:\",null]\n"},
		{args: []string{"jq", "-n", "\"x\" | stderr"}, why: "jq 1.7.1 prints strings raw", stdout: "\"x\"\n", stderr: "x"},
		{args: []string{"jq", "-C", "."}, why: "color output is not supported", stdin: "1", status: 2,
			stderr: "jq: Unknown option: -C\nUse jq --help for help with command-line options,\nor see the jq manpage, or online docs  at https://jqlang.github.io/jq\n"},
	})
}

// Objects keep jq's key order (jq_order.go): the input's, a construction's,
// the input's with new keys after; against the real jq.
func TestJqKeyOrderDiff(t *testing.T) {
	in := `{"name":"x","version":"1.0","deps":{"zlib":"1","abc":"2"},"list":[{"n":1,"id":2},{"n":3,"id":4}]}` + "\n"
	var cases []diffCase
	for i, q := range []string{
		".", ".deps", ".version = \"1.1\"", "del(.version)", ".deps.new = 1", ".list[0]", ".list | map({id, n})",
		".list[1] | .x = 1", ". + {a: 2}", "{z: .name, a: .version}", "to_entries", "keys_unsorted", "keys",
		"with_entries(.value |= tostring)", "tojson", ".deps | tostring", "[.list[] | {id}]", ".list[] | select(.n > 1)",
		"{name, deps}", "{\"b c\": 1, a: 2}", "(.deps | to_entries | from_entries)",
		// Iteration visits keys in the object's order (the patched gojq's
		// WithObjectKeyOrder), and so does everything built on .[].
		".deps[]", ".deps | map(.)", "[paths]", "[leaf_paths]", ".deps | add", ".deps | join(\",\")", "first(.[])",
		"[.. | numbers]", "tostream", ".deps | map_values(. + \"!\")", "walk(.)", ".deps[] |= 1", "del(.name) | [.[] | type]",
		".deps | to_entries[0]", "[.deps | limit(1; .[])]",
	} {
		cases = append(cases, jqPrettyAndCompact(i, diffCase{args: []string{"jq", q}, stdin: in})...)
	}
	cases = testlong.Sample(cases, 2)
	cases = append(cases,
		diffCase{args: []string{"jq", "-S", "-c", "."}, stdin: in},
		diffCase{args: []string{"jq", "-n", "-c", "--argjson", "v", `{"q":1,"p":{"y":1,"x":2}}`, "$v"}},
		diffCase{args: []string{"jq", "-n", "-c", "--slurpfile", "v", "f.json", "$v"}, files: map[string]string{"f.json": `{"q":1,"p":2} {"y":1,"x":2}`}},
		diffCase{args: []string{"jq", "-c", "."}, stdin: `{"b":1,"a":{"d":1,"c":[{"f":1,"e":2}]}} {"y":1,"x":2}`},
	)
	runDiffCases(t, cases)
}

// TestJqKeyOrderTrackedDiff: the order of an object the query builds
// with computed keys (the patched gojq's WithObjectMade) and of objects
// merged by +, * and add (the left one's keys, then the right one's new
// keys) is jq's, not a recovered guess.
func TestJqKeyOrderTrackedDiff(t *testing.T) {
	var cases []diffCase
	for _, c := range []struct{ q, in string }{
		{`{a, b: .c.d, "x y": 1, (.a|tostring): 2}`, `{"a":1,"b":2,"c":{"d":3}}`},
		{`.items | map({(.name): .qty}) | add`, `{"items":[{"name":"bolt","qty":10},{"name":"nut","qty":0},{"name":"gear","qty":3}]}`},
		{`{(.x): 1, a: 2, (.y): 3}, {(.y): 1, (.x): 2}`, `{"x":"q","y":"b"}`},
		{`{b:1, a:2, b:3}, ({z:1} + {a:2, z:5, b:1}), ([{c:1},{a:2},{c:3, b:4}] | add)`, `null`},
		{`{z:{y:1,a:2}} * {z:{b:1,y:3}, a:1}`, `null`},
		{`reduce (["z",1],["a",2],["m",3])[] as [$k,$v] ({}; . + {($k): $v})`, `null`},
		{`from_entries, (map({(.key): .value}) | add | keys_unsorted)`, `[{"key":"z","value":1},{"key":"a","value":2},{"key":"m","value":3}]`},
		{`. + {(.k): 1} | to_entries | map(.key)`, `{"k":"b","z":0}`},
		{`with_entries(.key |= ascii_upcase), (.zz | capture("(?<z>[a-z]+)(?<a>\\d+)")), ("y" | capture("(?<z>x)?(?<a>y)"))`, `{"zz":"q1","aa":"r2"}`},
	} {
		cases = append(cases, diffCase{args: []string{"jq", "-c", c.q}, stdin: c.in + "\n"})
	}
	runDiffCases(t, cases)
}

// jqPrettyAndCompact is c and c with -c, the i-th query's pair in an
// order that alternates with i, so that testlong.Sample(cases, 2) keeps
// every query, pretty-printed or compact by turns (jq 1.6 takes 20 ms to
// start: the pairs are most of these tests' time), and CW_LONG=1 both.
func jqPrettyAndCompact(i int, c diffCase) []diffCase {
	compact := c
	compact.args = append([]string{c.args[0], "-c"}, c.args[1:]...)
	if i%2 == 1 {
		return []diffCase{compact, c}
	}
	return []diffCase{c, compact}
}

// Runtime errors in jq's words (the installed jq 1.6): index errors
// naming the key, the messages of the builtins, ltrimstr passing
// non-strings through.
func TestJqErrorsDiff(t *testing.T) {
	var cases []diffCase
	for _, q := range []string{
		`[1]|.a`, `1|.a`, `"s"|.a`, `{}|.[0]`, `{}|.[null]`, `[1]|.[true]`, `"abc"|.[true]`, `{}|.[1:2]`, `1|.[[1]]`,
		`{"a":1}|.a.b`, `1 as [$a] | $a`, `[1]|from_entries`, `[1]|.[-5] = 1`, `1|.a=1`, `{}|.[0]=1`, `[1]|del(.a)`,
		`{}|del(.[0])`, `1|del(.a)`, `1|getpath(["a"])`, `1|getpath(1)`, `1|setpath(1;1)`, `1|delpaths(1)`,
		`1|delpaths([1])`, `"a"|has("a")`, `{}|has(1)`, `"a"|test(1)`, `1|test("a")`, `1|splits("a")`, `1|sub("a";"b")`,
		`"a"|ltrimstr(1)`, `{}|rtrimstr("a")`, `"ab"|ltrimstr("a")`, `"ab"|rtrimstr("b")`, `[1,[2]]|@csv`, `[{}]|@tsv`,
		`{}|@sh`, `"x"|@csv`, `"x"|@tsv`, `range("a";1)`, `1|utf8bytelength`, `1|sort`, `1|unique`, `1|contains("a")`,
		`1|explode`, `1|ascii_downcase`, `null|implode`, `1|join(",")`, `1|flatten`, `[1]|flatten(-1)`, `{}|-.`, `5%0`,
		`"a"|startswith(1)`, `1|endswith("a")`, `"a"|split(1)`, `1|.[]`, `"x"|.[]`, `1|keys`, `true|length`,
		`null|.[]`, `"x"|fromdate`, `"%%%"|@base64d`, `@base32d`, `[{"key":1,"value":2}]|from_entries`,
		`[{"k":1}]|from_entries`, `splits("a")`, `null-1`, `"x"|todate`, `1|.[null]`,
		`[limit(-1; 1, 2)], [limit(1; 1, 2)]`,
	} {
		cases = append(cases, diffCase{args: []string{"jq", "-nc", q}})
	}
	runDiffCases(t, cases)
}

func TestJqFromjsonDiff(t *testing.T) {
	runDiffCases(t, []diffCase{
		{args: []string{"jq", "-c", "fromjson"}, stdin: `"{\"b\":1,\"a\":{\"d\":2,\"c\":3}}"`},
		{args: []string{"jq", "-c", ".[] | try fromjson catch ."}, stdin: `["[1,", "1", "\"x\""]`},
		{args: []string{"jq", "-n", "1 | fromjson"}},
	})
}

// TestJqCorpusFixesDiff pins the rules the unseen corpus (h19t) found: a
// string indexed by a number is an error (gojq gave the character); the
// --unbuffered option is taken. (That messages come before the results
// buffered so far is the corpus's "jq type errors messages", stdout and
// stderr being one stream there.)
func TestJqCorpusFixesDiff(t *testing.T) {
	var cases []diffCase
	for _, a := range [][]string{
		{".[0]"}, {".[0]?"}, {"-c", "[.[1], 2]"}, {".[-1]"}, {"--unbuffered", "-c", "., .[1:2]"},
	} {
		cases = append(cases, diffCase{args: append([]string{"jq"}, a...), stdin: `"xyz"`})
	}
	runDiffCases(t, cases)
}
