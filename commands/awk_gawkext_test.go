package commands

import (
	"strings"
	"testing"
)

// TestAwkFileRulesDiff: gawk's BEGINFILE and ENDFILE rules against gawk:
// their order around the records, FILENAME, FNR and NR in them, ERRNO for
// a file that cannot be read, nextfile, exit, and the statements they may
// not hold.
func TestAwkFileRulesDiff(t *testing.T) {
	cases := []diffCase{
		awkCase(`BEGINFILE { print "B", FILENAME, FNR, NR } { print FILENAME, FNR } ENDFILE { print "E", FILENAME, FNR, NR }`, "nums", "empty", "noeol"),
		awkCase(`BEGINFILE { print "B", FILENAME, "[" ERRNO "]"; if (ERRNO) nextfile } ENDFILE { print "E", FILENAME }`, "nums", "nosuch", "noeol"),
		awkCase(`BEGINFILE { print "B", FILENAME }`, "nosuch"),
		awkCase(`BEGINFILE { nextfile } { print "never" } ENDFILE { print "E", FILENAME, FNR }`, "nums", "noeol"),
		awkCase(`FNR == 1 { nextfile } ENDFILE { print "E", FILENAME, FNR, $0 }`, "nums", "words"),
		awkCase(`BEGINFILE { exit 4 } END { print "end", NR }`, "nums"),
		awkCase(`ENDFILE { if (FILENAME == "nums") exit } END { print "end", FILENAME, NR }`, "nums", "words"),
		awkCase(`BEGINFILE { print FILENAME, "[" ERRNO "]" }`, "dir", "nums"),
		awkCase(`BEGINFILE { print FILENAME, "[" ERRNO "]"; nextfile }`, "dir", "nums"),
		awkCase(`{ getline; print } ENDFILE { print "E", FILENAME } BEGINFILE { print "B", FILENAME }`, "noeol", "nums"),
		awkCase(`BEGINFILE { getline; print }`, "nums"),
		awkCase(`BEGINFILE { next }`, "nums"),
		awkCase(`ENDFILE { nextfile }`, "nums"),
		awkCase(`BEGINFILE`, "nums"),
		awkCase(`function f() { nextfile } BEGINFILE { f() } ENDFILE { print "E", FILENAME }`, "nums"),
		{args: []string{"awk", `BEGINFILE { print "B[" FILENAME "]" } { print } ENDFILE { print "E", FNR }`}, stdin: "in\n"},
		{args: []string{"awk", `BEGINFILE { print "B[" FILENAME "]" } ENDFILE { print "E", FNR }`, "nums", "-"}, stdin: "in\n", files: awkFiles},
		// The names are keywords; with -c plain variables, as in gawk.
		awkCase(`BEGIN { BEGINFILE = 1; print BEGINFILE }`),
		{args: []string{"awk", "-c", `BEGIN { BEGINFILE = 1; print BEGINFILE }`}},
	}
	runDiffCases(t, cases)
}

// TestAwkTypeofDiff: gawk's typeof() and isarray(), which tell numbers,
// strings, strnums (input that looks numeric), regexps, arrays and the
// two kinds of uninitialized value apart.
func TestAwkTypeofDiff(t *testing.T) {
	cases := []diffCase{
		awkCase(`BEGIN { a[1]; print typeof(x), typeof(1), typeof("s"), typeof(a), typeof(a[1]), typeof(1 == 1), typeof(@/re/), typeof(/re/) }`),
		awkCase(`{ for (i = 1; i <= NF + 1; i++) printf "%s ", typeof($i); print typeof($0) }`, "nums", "csv"),
		awkCase(`BEGIN { print typeof(z); z; print typeof(z); x = y; print typeof(x), typeof(y); getline w < "empty"; print typeof(w) }`),
		awkCase(`function f(p) { return typeof(p) } function g(p) { p; return typeof(p) } BEGIN { print f(), f(1), f("a"), g(), f(u), typeof(u) }`),
		awkCase(`BEGIN { a["k"] = "v"; print typeof(a["k"]), typeof(a["new"]), length(a); b[1] = u; print typeof(b[1]) }`),
		awkCase(`BEGIN { split("1 a 2.5", p); for (i = 1; i <= 3; i++) printf "%s ", typeof(p[i]); print typeof(ARGV[1]), typeof(ARGV[0]) }`, "12"),
		awkCase(`BEGIN { r = @/ab+/; print typeof(r), ("xabb" ~ r), r; s = r ""; print typeof(s) }`),
		awkCase(`NR == 1 { getline v; print typeof(v), v; print typeof(substr($0, 1)), typeof(length()), typeof(-$1) }`, "nums"),
		awkCase(`BEGIN { x = 1; a[1][2] = 1; print isarray(x), isarray(a), isarray(a[1]), isarray(a[1][2]), isarray(u), isarray(a[2]), length(a) }`),
		{args: []string{"awk", "-v", "n=5", "-v", "s=hi", `BEGIN { print typeof(n), typeof(s) }`}},
	}
	runDiffCases(t, cases)
}

// TestAwkArraysOfArraysDiff: gawk's arrays of arrays: subarrays made by
// assignment, for-in, in, delete, length, split and asort into them,
// passing them to functions, and the errors for a subarray used as a
// scalar or a scalar used as an array (status 2).
func TestAwkArraysOfArraysDiff(t *testing.T) {
	cases := []diffCase{
		awkCase(`BEGIN { a[1][2] = 3; a["x"]["y"]["z"] = 4; print a[1][2], a["x"]["y"]["z"], length(a), length(a[1]), length(a["x"]) }`),
		awkCase(`{ for (i = 1; i <= NF; i++) w[FILENAME][$i]++ } END { PROCINFO["sorted_in"] = "@ind_str_asc"; for (f in w) for (k in w[f]) print f, k, w[f][k] }`, "nums", "words"),
		awkCase(`BEGIN { a[1][2]; print ((2) in a[1]), (3 in a[1]), (1 in a), (2 in a) }`),
		awkCase(`BEGIN { a[1][1]; a[1][2]; a[2][1]; delete a[1][1]; print length(a[1]); delete a[1]; print length(a), (1 in a); a[1] = 5; print a[1]; delete a; print length(a) }`),
		awkCase(`BEGIN { a[1]; a[1][2] = 5; print a[1][2] }`),
		awkCase(`function f(x) { x["n"] = 1; return length(x) } BEGIN { a["s"][1]; print f(a["s"]), a["s"]["n"] }`),
		awkCase(`function walk(t, p,   k) { for (k in t) if (isarray(t[k])) walk(t[k], p k "."); else print p k "=" t[k] } BEGIN { t["a"]["b"] = 1; t["a"]["c"]["d"] = 2; t["e"] = 3; PROCINFO["sorted_in"] = "@ind_str_asc"; walk(t, "") }`),
		awkCase(`BEGIN { n = split("a b c", a["x"]); print n, a["x"][2]; a[1][2] = 5; split("p q", a[1]); print a[1][2]; n = split("u v", a); print n, a[1] }`),
		awkCase(`BEGIN { a[1]["p"] = 5; a[1]["q"] = 2; n = asort(a[1], b); print n, b[1], b[2]; n = asorti(a, c); print n, c[1] }`),
		awkCase(`BEGIN { SUBSEP = ":"; a[1, 2][3] = 4; for (k in a) print k, a[k][3] }`),
		awkCase(`BEGIN { a[1][2] = 3; print a[1] }`),
		awkCase(`BEGIN { a[1][2] = 3; a[1] = 5 }`),
		awkCase(`BEGIN { a[1] = 5; a[1][2] = 3 }`),
		awkCase(`BEGIN { a[1] = u; a[1][2] = 3 }`),
		awkCase(`BEGIN { a[1][2] = 5; print a[1][2][3] }`),
		awkCase(`BEGIN { a["x"][1] = 1; printf "%s\n", a["x"] }`),
		awkCase(`BEGIN { a[1][2] = 5; if (a[1] == 1) print "eq" }`),
		awkCase(`BEGIN { a[1][2] = 5; b = a }`),
	}
	runDiffCases(t, cases)
}

// TestAwkSortOrdersDiff: gawk's sorting methods in PROCINFO["sorted_in"]
// and as the third argument of asort and asorti.
func TestAwkSortOrdersDiff(t *testing.T) {
	cases := []diffCase{
		awkCase(`BEGIN { a["b"] = 2; a["a"] = 10; a["c"] = 1; a["d"] = "x"; n = split("@ind_str_asc @ind_str_desc @ind_num_asc @ind_num_desc @val_type_asc @val_type_desc @val_str_asc @val_str_desc @val_num_asc @val_num_desc", m); for (i = 1; i <= n; i++) { PROCINFO["sorted_in"] = m[i]; printf "%s:", m[i]; for (k in a) printf " %s", k; print "" } }`),
		awkCase(`BEGIN { a[1]["z"] = 1; a[2] = 5; a[3] = "s"; PROCINFO["sorted_in"] = "@val_type_asc"; for (k in a) printf "%s ", k; PROCINFO["sorted_in"] = "@val_type_desc"; for (k in a) printf "%s ", k; print "" }`),
		awkCase(`BEGIN { a["x"] = 3; a["y"] = 1; a["z"] = 2; n = asort(a, b, "@val_num_desc"); print n, b[1], b[2], b[3]; n = asorti(a, c, "@ind_str_desc"); print n, c[1], c[2], c[3]; n = asorti(a, d, "@val_num_asc"); print d[1], d[2], d[3] }`),
		awkCase(`function rev(i1, v1, i2, v2) { return v1 < v2 ? 1 : v1 > v2 ? -1 : 0 } BEGIN { split("5 3 9 1", a); n = asort(a, b, "rev"); print b[1], b[2], b[3], b[4] }`),
		awkCase(`BEGIN { PROCINFO["sorted_in"] = "nosuchfn"; a[1]; for (k in a) print k }`),
		awkCase(`BEGIN { a[1] = 1; asort(a, a) }`),
	}
	runDiffCases(t, cases)
}

// TestAwkSwitchDiff: gawk's switch statement: number, string and regex
// cases, fall through, default anywhere, break and continue, and the
// duplicate cases gawk refuses.
func TestAwkSwitchDiff(t *testing.T) {
	cases := []diffCase{
		awkCase(`BEGIN { for (i = 1; i <= 4; i++) switch (i) { case 1: print "one"; break; case /^[23]$/: print "two or three"; break; default: print "other" } }`),
		awkCase(`BEGIN { x = "b"; switch (x) { case "a": print "a"; case "b": print "b"; case "c": print "c"; break; case "d": print "d" } }`),
		awkCase(`BEGIN { switch (5) { default: print "def"; case 5: print "five" } switch (7) { default: print "def"; case 5: print "five" } }`),
		awkCase(`BEGIN { for (i = 0; i < 3; i++) { switch (i) { case 1: continue; default: print i } } }`),
		awkCase(`{ switch ($1) { case 10: print "ten"; break; case -5: print "minus five"; break; case "3": print "three"; break; default: print "?" $1 } }`, "nums"),
		awkCase(`BEGIN { switch (1) { case 1: print "a"; case 1: print "b" } }`),
		awkCase(`BEGIN { switch ("10") { case 10: print "num"; break; case "10": print "str" } }`),
		awkCase(`BEGIN { switch (1) { default: print "a"; default: print "b" } }`),
		awkCase(`BEGIN { switch (1) { case x: print "a" } }`),
		awkCase(`BEGIN { switch = 1; print switch }`),
		{args: []string{"awk", "-c", `BEGIN { switch = 1; case = 2; default = 3; print switch, case, default }`}},
	}
	runDiffCases(t, cases)
}

// TestAwkPatsplitStrtonumDiff: gawk's patsplit() and strtonum().
func TestAwkPatsplitStrtonumDiff(t *testing.T) {
	cases := []diffCase{
		awkCase(`BEGIN { n = patsplit("ab12cd345e6", a, /[0-9]+/, s); print n; for (i = 1; i <= n; i++) printf "[%s]", a[i]; for (i = 0; i <= n; i++) printf "<%s>", s[i]; print "" }`),
		awkCase(`BEGIN { n = patsplit("", a, /x/, s); print n, length(a), length(s); n = patsplit("abc", b, /z/, s); print n, length(b), s[0] }`),
		awkCase(`BEGIN { FPAT = "[0-9]+"; n = patsplit("a1b23", a); print n, a[1], a[2]; n = patsplit("x=1,y=22", b, "[0-9]+"); print n, b[2] }`),
		awkCase(`BEGIN { patsplit("abc", q, "") }`),
		awkCase(`BEGIN { print strtonum("0x1F"), strtonum("017"), strtonum("018"), strtonum("12abc"), strtonum(" 9"), strtonum("-017"), strtonum("0x"), strtonum("-0x10"), strtonum(3.5), strtonum("08.5") }`),
	}
	runDiffCases(t, cases)
}

// TestAwkStrftimeGensubCaseDiff: strftime's week numbers (%U %W %V %G
// %g), C-locale %x %X, %k %l %P, the E and O modifiers and %Z with the
// utc flag; gensub's warning for a third argument that is neither g nor
// positive; IGNORECASE in asort, asorti and the string sorting methods.
func TestAwkStrftimeGensubCaseDiff(t *testing.T) {
	cases := []diffCase{
		awkCase(`BEGIN { n = split("0 1700000000 1704067200 1735603200 1609459200 -86400 951782400", ts); for (i = 1; i <= n; i++) print strftime("%U %W %V %G %g %k %l %P %Ey %Od %x %X %Z|%c", ts[i], 1) }`),
		awkCase(`BEGIN { print strftime("%-d %_H %^a %#b %10Y %e %q %:z %%", 1700000000, 1) }`),
		awkCase(`BEGIN { print gensub(/x/, "y", 0, "xxx"); print gensub(/x/, "y", "h", "xxx"); print gensub(/x/, "y", 0.5, "xxx"); print gensub(/x/, "y", -2.5, "xxx"); print gensub(/x/, "y", "G", "xxx") }`),
		awkCase(`BEGIN { IGNORECASE = 1; a["B"]; a["a"]; a["c"]; PROCINFO["sorted_in"] = "@ind_str_asc"; for (k in a) printf "%s ", k; print ""; n = asorti(a, d); print d[1], d[2], d[3]; split("B a c", b); n = asort(b, c); print c[1], c[2], c[3]; asorti(a, e, "@ind_str_desc"); print e[1], e[2], e[3] }`),
	}
	runDiffCases(t, cases)
}

// TestAwkIncludeIndirectDiff: gawk's @include lines (each file once,
// nested, a missing one refused with status 1) and indirect calls @f().
func TestAwkIncludeIndirectDiff(t *testing.T) {
	files := map[string]string{
		"lib.awk": "function twice(x) { return 2 * x }\n",
		"b.awk":   "function a() { return \"A\" }\n@include \"c.awk\"\n",
		"c.awk":   "@include \"b.awk\"\nfunction c() { return \"C\" a() }\n",
	}
	cases := []diffCase{
		{args: []string{"awk", "@include \"lib.awk\"\nBEGIN { print twice(21) }"}, files: files},
		{args: []string{"awk", "@include \"lib\" # the library\n@include \"lib.awk\"\nBEGIN { print twice(2) }"}, files: files},
		{args: []string{"awk", "@include \"b.awk\"\nBEGIN { print c() }"}, files: files},
		{args: []string{"awk", "BEGIN { x = 1 }\n@include \"nosuch.awk\"\nBEGIN { print x }"}, files: files},
		awkCase(`function add(a, b) { return a + b } function fill(arr) { arr[1] = 5 } BEGIN { f = "add"; print @f(2, 3); f = "fill"; @f(q); print q[1]; f = "toupper"; print @f("x"); f = "substr"; print @f("hello", 2) }`),
		awkCase(`BEGIN { f = "nosuch"; @f() }`),
	}
	runDiffCases(t, cases)
}

// TestAwkFunctabDiff: gawk's FUNCTAB names the user's and the builtin
// functions.
func TestAwkFunctabDiff(t *testing.T) {
	cases := []diffCase{
		awkCase(`function myf() {} BEGIN { print ("myf" in FUNCTAB), ("nope" in FUNCTAB), ("length" in FUNCTAB), FUNCTAB["myf"], ("typeof" in FUNCTAB), ("gensub" in FUNCTAB) }`),
	}
	runDiffCases(t, cases)
}

// TestAwkTwoWayPipeDiff: gawk's two-way pipe, print |& cmd and
// cmd |& getline, against gawk. The command runs alongside awk, as
// gawk's coprocess does: awk can write to it after reading from it (a
// dialog with bc), and what was printed is flushed to it before a read.
func TestAwkTwoWayPipeDiff(t *testing.T) {
	files := map[string]string{"in1": "ab\ncd\n"}
	for _, args := range [][]string{
		{"awk", `BEGIN { "echo hi" |& getline x; print x }`},
		{"awk", `BEGIN { print "x" |& "cat"; "cat" |& getline y; print y }`},
		{"awk", `BEGIN { print "x" |& "cat"; close("cat", "to"); "cat" |& getline y; print y }`},
		{"awk", `BEGIN { "echo a b" |& getline; print NR, NF, $2 }`},
		{"awk", `BEGIN { c = "cat; exit 3"; print "x" |& c; c |& getline y; print y; print close(c) }`},
		{"awk", `BEGIN { c = "sort"; print "b" |& c; print "a" |& c; print close(c, "to"); while ((c |& getline y) > 0) print y; print close(c) }`},
		{"awk", `BEGIN { c = "cat"; print "b" |& c; close(c, "to"); print "z" |& c }`},
		{"awk", `BEGIN { print close("x", "to") }`},
		{"awk", `BEGIN { print "b" | "cat"; print close("cat", "to") }`},
		{"awk", `{ print $0 |& "tr a-z A-Z" } END { close("tr a-z A-Z", "to"); while (("tr a-z A-Z" |& getline l) > 0) print "got", l }`, "in1"},
		{"awk", `BEGIN { c = "printf 'a\nb\n'"; for (i = 0; i < 3; i++) { n = (c |& getline v); print n, v } }`},
		{"awk", `BEGIN { print "x" |& "cat > out"; close("cat > out"); getline y < "out"; print y }`},
		{"awk", "-S", `BEGIN { "echo x" |& getline }`},
		{"awk", "-o-", `BEGIN { print 1 |& "cat"; "cat" |& getline x }`},
		{"awk", `BEGIN { c = "cat"; print "a" |& c; c |& getline x; print "b" |& c; c |& getline y; print x, y, close(c) }`},
		{"awk", `BEGIN { c = "bc"; for (i = 1; i <= 3; i++) { print i " * 6" |& c; c |& getline r; print r } close(c) }`},
		{"awk", `BEGIN { c = "echo first; cat"; c |& getline a; print "z" |& c; close(c, "to"); c |& getline b; print a, b }`},
	} {
		// Through the shell, which gives awk its commands.
		line := "awk"
		for _, a := range args[1:] {
			line += " '" + strings.ReplaceAll(a, "'", `'\''`) + "'"
		}
		t.Run(line, func(t *testing.T) {
			sh := []string{"sh", "-c", line}
			got := runInShell(t, sh, "", files)
			if want := realResult(t, got, sh, "", files); got != want {
				t.Errorf("\n got %+v\nwant %+v", got, want)
			}
		})
	}
}
