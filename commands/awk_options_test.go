package commands

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// TestAwkMoreOptionsDiff: -i (AWKPATH, .awk, loaded once), -E, and the
// options that leave results as they are, against gawk.
func TestAwkMoreOptionsDiff(t *testing.T) {
	files := map[string]string{
		"lib.awk":   "function f(x) { return x * 2 }\n",
		"d/two.awk": "function g(x) { return x + 1 }\n",
		"d/plain":   "BEGIN { print \"plain\" }\n",
		"prog.awk":  "{ print FILENAME \": \" $0 }\n",
		"a=1":       "in a file named a=1\n",
		"data":      "x\ny\n",
		"-x":        "dash\n",
	}
	var cases []diffCase
	for _, args := range [][]string{
		{"awk", "-i", "lib.awk", "BEGIN { print f(21) }"},
		{"awk", "-i", "lib", "BEGIN { print f(2) }"},
		{"awk", "-i", "lib", "-i", "lib.awk", "-i", "./lib.awk", "BEGIN { print f(3) }"},
		{"awk", "--include=d/two.awk", "-e", "BEGIN { print g(1) }"},
		{"env", "AWKPATH=d", "awk", "-i", "two", "BEGIN { print g(5) }"},
		{"env", "AWKPATH=nowhere:d", "awk", "-i", "plain", "BEGIN { print 1 }"},
		{"env", "AWKPATH=:d", "awk", "-i", "lib", "-i", "two.awk", "BEGIN { print f(g(1)) }"},
		{"awk", "-i", "missing", "BEGIN { print 1 }"},
		{"awk", "-E", "prog.awk", "data", "a=1"},
		{"awk", "-E", "prog.awk", "-x"},
		{"awk", "--exec=prog.awk", "--", "data"},
		{"awk", "-f", "prog.awk", "a=1", "data"},
		{"awk", "-O", "BEGIN { print 1+2 }"}, {"awk", "-s", "BEGIN { print 1+2 }"},
		{"awk", "-r", "{ print /^x{1}$/ }", "data"}, {"awk", "--re-interval", "BEGIN { print match(\"aaa\", /a{2}/), RLENGTH }"},
		{"awk", "-N", "BEGIN { printf \"%.2f\\n\", 3.14159 }"}, {"awk", "--use-lc-numeric", "BEGIN { print 0.5 + 1 }"},
	} {
		cases = append(cases, diffCase{args: args, files: files})
	}
	runDiffCases(t, cases)
	for _, c := range [][]string{{"awk", "-V"}, {"awk", "-C"}, {"awk", "--copyright"}} {
		if got, want := runSandbox(t, c, "", nil), runSandbox(t, []string{"awk", "--version"}, "", nil); got != want || got.status != 0 {
			t.Errorf("%v: %+v, want %+v", c, got, want)
		}
	}
	if got, want := runSandbox(t, []string{"awk", "-h"}, "", nil), runSandbox(t, []string{"awk", "--help"}, "", nil); got != want || got.status != 0 {
		t.Errorf("awk -h: %+v, want %+v", got, want)
	}
}

// TestAwkAsGawkAndSourceErrorsDiff: awk answers to the name gawk, and
// names itself so in its messages and usage; -f sources that are
// directories or missing fail as gawk's do (all opened before any read);
// FPAT, FIELDWIDTHS and IGNORECASE work when only -v sets them.
func TestAwkAsGawkAndSourceErrorsDiff(t *testing.T) {
	files := map[string]string{"p.awk": "BEGIN { print \"p\" }\n", "d/x": "", "data": "a b\n", "csv": "1 \"Smith J\" x\nABC\n"}
	var cases []diffCase
	for _, args := range [][]string{
		{"gawk", "{ print $2 }", "data"}, {"gawk", "BEGIN { x = 1/0 }"},
		{"gawk", "-f", "nofile"}, {"gawk", "--lint", "BEGIN { print y }"},
		{"awk", "-f", "nofile"}, {"awk", "-f", "d"}, {"awk", "-f", "d", "-f", "p.awk"},
		{"awk", "-f", "d", "-f", "nofile"}, {"awk", "-f", "d", "-f", "."}, {"gawk", "-f", "p.awk", "-f", "d"},
		// Variables that change how input is split or matched work when
		// only -v sets them.
		{"awk", "-v", `FPAT=([^ ]*)|("[^"]*")`, "{ print $2, NF }", "csv"}, {"awk", "-v", "FIELDWIDTHS=2 3", "{ print $2 }", "csv"},
		{"awk", "-v", "IGNORECASE=1", "/smith/", "csv"}, {"awk", "-c", "-v", "IGNORECASE=1", "/smith/", "csv"},
	} {
		cases = append(cases, diffCase{args: args, files: files})
	}
	runDiffCases(t, cases)
}

// TestAwkSandboxAndNonDecimalDiff: gawk's -S (system(), every redirection
// and new files in ARGV refused, output before the refusal kept) and -n
// (0x and leading-0 strings as numbers wherever strings become numbers),
// against gawk.
func TestAwkSandboxAndNonDecimalDiff(t *testing.T) {
	files := map[string]string{
		"a":    "a\n",
		"b":    "b\n",
		"nums": "0x11 011 0x1g 08 -0x10 1e3 0x 0X1F 00.5 0178 017a -0x1.8p1 +0x10 0x1p3\n 0x10 \n",
	}
	var cases []diffCase
	for _, args := range [][]string{
		{"awk", "-S", "BEGIN { print 1; system(\"echo hi\") }"},
		{"awk", "--sandbox", "BEGIN { print 1; print \"x\" > \"out\" }"},
		{"awk", "-S", "BEGIN { print \"x\" >> \"/dev/stderr\" }"},
		{"awk", "-S", "BEGIN { print \"x\" > \"/dev/stdout\" }"},
		{"awk", "-S", "BEGIN { printf \"x\" | \"cat\" }"},
		{"awk", "-S", "BEGIN { getline x < \"a\"; print x }"},
		{"awk", "-S", "BEGIN { getline x < \"-\"; print x }"},
		{"awk", "-S", "BEGIN { \"date\" | getline; print }"},
		{"awk", "-S", "{ print; getline < \"b\" }", "a"},
		{"awk", "-S", "BEGIN { if (0) system(\"x\"); close(\"x\"); fflush(); getline; print \"got\", $0 }", "a"},
		{"awk", "-S", "BEGIN { ARGV[2] = \"b\"; ARGC = 3; print 5 } { print }", "a"},
		{"awk", "-S", "BEGIN { ARGV[1] = \"b\" } { print }", "a"},
		{"awk", "-S", "BEGIN { ARGV[1] = \"a\"; ARGV[2] = \"\"; ARGV[3] = \"x=1\"; ARGC = 4 } { print x, $0 }", "a"},
		{"awk", "-S", "BEGIN { ARGV[\"k\"] = \"b\" }", "a"},
		{"awk", "-S", "BEGIN { ARGV[0] = \"zz\" }"},
		{"awk", "-S", "BEGIN { ARGV[2] = \"1a=b\" }"},
		{"awk", "-S", "BEGIN { ARGV[1]++; print ARGV[1] }", "a"},
		{"awk", "-S", "BEGIN { sub(/a/, \"b\", ARGV[1]) }", "a"},
		{"awk", "-S", "{ ARGV[2] = $0 }", "a"},
		{"awk", "-n", "{ for (i = 1; i <= NF; i++) print $i, $i + 0, ($i == $i + 0), ($i < 10) }", "nums"},
		{"awk", "--non-decimal-data", "BEGIN { print \"0x11\" + 0, \"011\" + 0, \"0x\" + 0, -\"0x10\", !\"0x0\", \"00\" + 1 }"},
		{"awk", "-n", "BEGIN { printf \"%d %s %.1f %c\\n\", \"0x41\", \"0x41\" + 0, \" 010 \", \"0x41\" }"},
		{"awk", "-n", "{ print ($1 ? \"t\" : \"f\"), substr(\"abcdef\", $1), NF }", "-"},
		{"awk", "-n", "{ n[$1]; s += $1 } END { print s; PROCINFO[\"sorted_in\"] = \"@ind_num_asc\"; for (k in n) print k }", "-"},
		{"awk", "BEGIN { print \"0x11\" + 0, \"011\" + 0 }"},
	} {
		stdin := ""
		if args[len(args)-1] == "-" {
			stdin = "0x0\n010\n0x3\n 07 \n"
		}
		cases = append(cases, diffCase{args: args, files: files, stdin: stdin})
	}
	runDiffCases(t, cases)
}

// TestAwkCompatModesDiff: -c/--traditional and -P/--posix turn gawk's
// extensions off as gawk does (its functions plain names, hex constants,
// RS as a regex, FS "", IGNORECASE and the like, RT, ERRNO, PROCINFO,
// the GNU regex operators) and -P also **, func, \x, the length of an
// array, newlines after ? and :, and reads numbers with strtod; the
// option warnings; against gawk.
func TestAwkCompatModesDiff(t *testing.T) {
	files := map[string]string{
		"t":     "abc\tdef ghi\nzz\n",
		"p":     "ab\ncd\n\nx\n",
		"nums":  "0x1A inf -nan 1e3 +INFINITY 0x1p3 nanx\n",
		"f.awk": "func f(x) { return x * 2 }\nBEGIN { print f(4) }\n",
	}
	progs := []string{
		`BEGIN { print "\x41", 2**3, 011, 0x10; x = 2; x **= 2; print x }`,
		`BEGIN { print 2^3 }`,
		`BEGIN { print gensub(/a/, "b", "g", "aa") }`,
		`BEGIN { print systime() }`,
		`BEGIN { print and(3, 5) }`,
		`function and(a, b) { return a "&" b } BEGIN { print and(3, 5), toupper("a") }`,
		`BEGIN { strftime = 3; print strftime }`,
		`func f() { return 1 } BEGIN { print f() }`,
		`BEGIN { fflush(); a[1]; delete a; print length(a) }`,
		`BEGIN { a[1]; print length(a) }`,
		`function f(x) { return length(x) } BEGIN { a[1]; print f(a) }`,
		`{ nextfile } END { print NR }`,
		`BEGIN { IGNORECASE = 1; IGNORECASE = 2; print "A" ~ /a/, IGNORECASE }`,
		`{ IGNORECASE = 1; BINMODE = 1; LINT = 1 } END { print NR, "A" ~ /a/ }`,
		`BEGIN { RS = "b|d" } { print NR ": " $0 }`,
		`BEGIN { RS = "" } { print NF ": " $1 }`,
		`BEGIN { FS = "" } { print NF, $1 }`,
		`BEGIN { RS = ""; FS = "" } { print NF, $1 }`,
		`BEGIN { n = split("abc", a, ""); print n, a[1] }`,
		`BEGIN { FIELDWIDTHS = "2 2" } { print $1 }`,
		`BEGIN { FPAT = "[a-z]+" } { print $1 }`,
		`{ print RT "|" NR }`,
		`BEGIN { getline x < "nonexist"; print ERRNO "|" }`,
		`BEGIN { PROCINFO["sorted_in"] = "@ind_num_desc"; a[1]; a[2]; for (k in a) print k }`,
		"BEGIN { x = 1 ?\n2 : 3; print x }",
		"BEGIN { x = 1 ? 2 :\n3; print x }",
		`BEGIN { print "0x1A" + 0, "inf" + 0, "+inf" + 0, "nan" + 0, "-nan" + 0, "1e3x" + 0, " 0x10 " + 1, "0x" + 0 }`,
		`{ for (i = 1; i <= NF; i++) print $i, $i + 0, ($i == $i + 0) }`,
		`BEGIN { print "a" ~ /\y/, "ay" ~ /a\y/, "a<" ~ /\</, "a b" ~ /a\sb/, "asb" ~ /a\sb/, "B" ~ /\B/ }`,
		"BEGIN { print \"a`\" ~ /\\`/, \"a'\" ~ /a\\'/ }",
		`BEGIN { print "aq" ~ /a\q/, "a&" ~ /a\&/, "a\b" ~ /a\b/, "ad" ~ /a\d/, "a-" ~ /a\-/, "a{" ~ /a\{/, "A" ~ /\x41/, "x41" ~ /\x41/ }`,
		`BEGIN { print "a{2}" ~ /a\{2\}/, "aa" ~ /a{2}/ }`,
		`{ print "aq" ~ "a\\q", "ay" ~ "a\\y" }`,
		`BEGIN { print length("abc"), length }`,
		`BEGIN { printf "%s %d\n", "x", 1 > "/dev/stderr" }`,
	}
	var cases []diffCase
	for _, prog := range progs {
		operand := "t"
		if strings.Contains(prog, `RS = ""`) {
			operand = "p"
		} else if strings.Contains(prog, "$i + 0") {
			operand = "nums"
		}
		for _, mode := range []string{"-c", "-P"} {
			cases = append(cases, diffCase{args: []string{"awk", mode, prog, operand}, files: files})
		}
	}
	for _, args := range [][]string{
		{"awk", "--traditional", "-f", "f.awk"},
		{"awk", "--posix", "-f", "f.awk"},
		{"awk", "-c", "-P", "BEGIN { print 1 }"},
		{"awk", "-P", "-c", "-n", "BEGIN { print \"0x10\" + 0 }"},
		{"awk", "-n", "-c", "BEGIN { print \"0x10\" + 0 }"},
		{"awk", "-c", "-Ft", "{ print $1 }", "t"},
		{"awk", "-P", "-Ft", "{ print $1 }", "t"},
		{"awk", "-Ft", "{ print $1 }", "t"},
		{"awk", "-c", "-v", "IGNORECASE=1", "BEGIN { print \"A\" ~ /a/ }"},
		{"awk", "-P", "-v", "x=\\x41", "BEGIN { print x, \"\\x42\" }"},
		{"awk", "-c", "-v", "x=\\x41", "BEGIN { print x }"},
		// gawk's own dialect: the escapes its regexes do not know.
		{"awk", "BEGIN { print \"aq\" ~ /a\\q/, \"a&\" ~ /a\\&/, \"a\\b\" ~ /a\\b/, \"ad\" ~ /a\\d/, \"a,b\" ~ /a\\,b/ }"},
		{"awk", "{ print \"aq\" ~ \"a\\\\q\", $0 ~ /\\y/ }", "t"},
		{"awk", "BEGIN { print \"+INF\" + 0, \" -nan \" + 0, \"+infinity\" + 0, \"inf\" + 0, \"-inf\" < 0 }"},
		{"awk", "function f(x) { return x } BEGIN { print f(/a/), f(1, (/b/)), f(1, /c/) }"},
		{"awk", "BEGIN { print 1 }\nBEGIN { print g(/x/) }"},
		{"awk", "BEGIN { if (0) g(); print 2 } { h() }", "t"},
		{"awk", "END { x = 1\nprint g(x) }", "t"},
		{"awk", "BEGIN { print \"\\q\" ~ /\\q/ }\nBEGIN { print 1 +* 2 }"},
	} {
		cases = append(cases, diffCase{args: args, files: files})
	}
	runDiffCases(t, cases)
}

// TestAwkDumpVariablesDiff: -d/--dump-variables lists the globals as gawk
// does (numbers %.17g, strings C-quoted, arrays counted, uninitialized
// and untyped variables, gawk's own variables, FUNCTAB and SYMTAB
// counts), into awkvars.out, FILE, or standard output for "-", after
// exit too but not after a fatal error; against gawk. The environment is
// fixed (env -i) for ENVIRON's count; -c and -P, where gawk has no
// PROCINFO whose count this awk cannot match.
func TestAwkDumpVariablesDiff(t *testing.T) {
	files := map[string]string{"t": "5 x\nabc\tdef ghi\n"}
	env := []string{"env", "-i", "AWKPATH=.", "AWKLIBPATH=."}
	var cases []diffCase
	for _, args := range [][]string{
		{"awk", "-c", "-d-", `function f(p) { p[1] } function g() {} BEGIN { if (0) { nev = 1; arr[1] }; f(z); x = ""; y = "a\"b\\c\001\n\t\r\b\f\v\a/é\177"; w = 1e-5; v = -0; h = 2^53 + 1; i = "3"; j = i + 0; k = 0.1; l = 100000; m = 1e16; o = 123456789012; u; split("1 2", b); n = 1e300 * 1e300 }`},
		{"awk", "-P", "--dump-variables=-", "-v", "vv=1.50", "-v", "s=abc", "{ v = $1; w = $2; if (NR == 2) exit 3 }", "t", "xx=7"},
		{"awk", "-c", "-d/dev/stdout", "BEGIN { FPAT = \"x\"; print TEXTDOMAIN, FPAT, RLENGTH, PREC, ROUNDMODE; RS = \"\\n\"; getline q < \"t\" }"},
		{"awk", "-c", "-d-", "BEGIN { x = 1; y = 0; z = 1 / y }"},
		{"awk", "-P", "-d/nonexistent/dir", "BEGIN { x = 1; exit 2 }"},
		{"awk", "-c", "-d-", "END { print NR, FILENAME, $0 }", "t", "t"},
	} {
		cases = append(cases, diffCase{args: append(append([]string{}, env...), args...), files: files})
	}
	runDiffCases(t, cases)
	// The default file, in the working directory, and a named one.
	args := []string{"sh", "-c", "env -i AWKPATH=. AWKLIBPATH=. awk -c -d 'BEGIN { x = 1 }'; cat awkvars.out; env -i AWKPATH=. AWKLIBPATH=. awk -P -dout 'BEGIN { y = 1 }'; cat out"}
	got := runInShell(t, args, "", nil)
	if want := realResult(t, got, args, "", nil); got != want {
		t.Errorf("awkvars.out:\n got %+v\nwant %+v", got, want)
	}
}

// TestAwkNumericArgvDiff: an ARGV element that is a number (assigned as
// one, or computed) is skipped as an empty one, while a string or an
// operand that looks like a number names a file; against gawk.
func TestAwkNumericArgvDiff(t *testing.T) {
	files := map[string]string{"5": "five\n", "t": "tee\n", "n": "5\n"}
	var cases []diffCase
	for _, args := range [][]string{
		{"awk", "BEGIN { ARGV[1] = 5; ARGC = 2 } { print FILENAME, $0 }"},
		{"awk", "BEGIN { ARGV[1] = \"5\"; ARGC = 2 } { print FILENAME, $0 }"},
		{"awk", "BEGIN { ARGV[1] = 5.0; ARGC = 2 } { print FILENAME, $0 }"},
		{"awk", "{ print FILENAME, $0 }", "5"},
		{"awk", "BEGIN { ARGV[1] = ARGV[1] + 0 } { print FILENAME, $0 }", "5"},
		{"awk", "BEGIN { ARGV[2] = 5; ARGC = 3 } { print FILENAME, $0 }", "t"},
		{"awk", "NR == 1 { ARGV[2] = $1; ARGC = 3 } { print FILENAME, $0 }", "n"},
		{"awk", "NR == 1 { ARGV[2] = $1 + 0; ARGC = 3 } { print FILENAME, $0 }", "n"},
		{"awk", "-c", "BEGIN { ARGV[1] = 5; ARGC = 2 } { print FILENAME, $0 }"},
		{"awk", "-P", "BEGIN { ARGV[1] = 2 + 3; ARGV[2] = \"t\"; ARGC = 3 } { print FILENAME, $0 }"},
	} {
		cases = append(cases, diffCase{args: args, files: files, stdin: "stdin\n"})
	}
	runDiffCases(t, cases)
}

// TestAwkCharactersAsBytesDiff: -b/--characters-as-bytes makes length,
// substr, index, match (RSTART, RLENGTH, the array's start and length),
// split by "" and by a regex, FS "", FIELDWIDTHS, FPAT, printf's %c and
// %s width and precision, toupper/tolower (ASCII only), IGNORECASE and
// every regex (., bracket expressions, gsub and gensub stepping over an
// empty match, RS as a regex) work on bytes; against gawk, with the
// character results of the same programs without -b.
func TestAwkCharactersAsBytesDiff(t *testing.T) {
	files := map[string]string{"t": "héllo wörld\nça va\n", "r": "aéXbéXc"}
	var cases []diffCase
	for _, prog := range []string{
		`{ print length(), length($1), substr($1, 2, 2), substr($0, 3), index($0, "l"), index($0, "ö") }`,
		`{ print match($0, /ö/), RSTART, RLENGTH; print match($0, /h.l/), RLENGTH; print match($0, /[é]+/), RLENGTH }`,
		`{ match($0, /(w)(.)/, m); print m[1], m[2], m[2, "start"], m[2, "length"] }`,
		`{ n = split($1, a, ""); print n, a[2] a[3], a[2] }`,
		`BEGIN { FS = "" } { print NF, $2 $3, $NF }`,
		`BEGIN { FIELDWIDTHS = "2 1 3" } { print $1 "|" $2 "|" $3 }`,
		`BEGIN { FPAT = "[^ ]." } { print NF, $1, $2 }`,
		`{ printf "%c|%c|%.2s|%3s|%-4c|%5.1s|%c%c\n", 233, $1, $1, "é", "é", "é", 321, -1 }`,
		`{ print toupper($0), tolower("ÉÀ ABC"), toupper("é") }`,
		`BEGIN { IGNORECASE = 1 } { print ($0 ~ /HÉ/), ($0 ~ /hÉ/), index($0, "L") }`,
		`{ n = split($0, a, /x*/); print n, a[1]; print split($0, b, /[é]/), b[1], b[2] }`,
		`{ print substr($0, 2, 1) == "\303", length("\303\251") }`,
	} {
		for _, b := range []string{"-b", "--characters-as-bytes", ""} {
			args := []string{"awk", prog, "t"}
			if b != "" {
				args = []string{"awk", b, prog, "t"}
			}
			cases = append(cases, diffCase{args: args, files: files})
		}
	}
	// Without -b gawk steps over an empty match by a byte and matches
	// an octal escape as a byte, where this awk keeps characters: these
	// are compared with -b only.
	cases = append(cases,
		diffCase{args: []string{"awk", "-b", `{ s = $1; print gsub(//, "-", s), s; print gensub(/x*/, "-", "g", $1); print gsub(/./, "<&>"), $0 }`, "t"}, files: files},
		diffCase{args: []string{"awk", "-b", `{ sub(/\351/, "E"); sub(/[\303]/, "C"); print }`, "t"}, files: files},
		diffCase{args: []string{"awk", "-b", `BEGIN { RS = "X|é." } { print NR, $0, RT }`, "r"}, files: files},
		diffCase{args: []string{"awk", "-b", `BEGIN { RS = "é" } { print NR, $0, length(RT) }`, "r"}, files: files},
	)
	runDiffCases(t, cases)
}

// TestAwkPrettyPrintDiff: -o-/--pretty-print writes the program as
// gawk's pretty printer does, byte for byte: the programs of
// testdata/awk_pretty_programs.txt (separated by "====" lines) cover
// statements, operators and gawk's added parentheses, print's forms,
// getline's, string escapes, numbers as written, functions by name and
// comments where gawk keeps them; against gawk. Then -o's default
// awkprof.out and --pretty-print=FILE, where the program does not run.
func TestAwkPrettyPrintDiff(t *testing.T) {
	data, err := os.ReadFile("testdata/awk_pretty_programs.txt")
	if err != nil {
		t.Fatal(err)
	}
	var cases []diffCase
	for i, prog := range strings.Split(string(data), "\n====\n") {
		prog = strings.Trim(prog, "\n")
		cases = append(cases, diffCase{name: fmt.Sprintf("prog%d", i), args: []string{"awk", "-o-", prog}})
	}
	cases = append(cases,
		diffCase{args: []string{"awk", "--pretty-print=-", "-f", "p.awk"}, files: map[string]string{"p.awk": "# c\nBEGIN { x = 1 }\n"}},
		diffCase{args: []string{"awk", "-o/dev/stdout", "-v", "x=1", "BEGIN { print x }"}},
		diffCase{args: []string{"awk", "-o-", "BEGIN { x = 1 +* 2 }"}},
	)
	runDiffCases(t, cases)
	args := []string{"sh", "-c", "awk -o 'BEGIN { print \"ran\" }'; cat awkprof.out; awk --pretty-print=out '{ x++ }' /nonexistent; echo $?; cat out"}
	got := runInShell(t, args, "", nil)
	if want := realResult(t, got, args, "", nil); got != want {
		t.Errorf("awkprof.out:\n got %+v\nwant %+v", got, want)
	}
}

// TestAwkProfileDiff: -p-/--profile runs the program and then writes
// gawk's profile: its header, the BEGIN, rule and END sections, the
// functions by name, each line led by its count (statements run, loop
// bodies, records a rule saw with " # N" matched, an if's true count,
// else's count, a function's calls) or a tab, no comments; the programs
// of testdata/awk_pretty_programs.txt that do not loop forever or read
// the host, on three records, against gawk with the date line masked.
// Then -p's default awkprof.out and --profile=FILE.
func TestAwkProfileDiff(t *testing.T) {
	data, err := os.ReadFile("testdata/awk_pretty_programs.txt")
	if err != nil {
		t.Fatal(err)
	}
	const mask = ` | sed 's/created .*/created X/'`
	for i, prog := range strings.Split(string(data), "\n====\n") {
		prog = strings.Trim(prog, "\n")
		skip := false
		for _, s := range []string{"while (1)", "for (;;) x", "for (i=0;;i++)", "for (;i<1;)", "for (i=0;i<1;)", "getline < file", `"ls"`, "/etc/", "/tmp/", "systime", "srand", `"date"`, "cmd | getline", `"cmd"`, `| "cat"`} {
			skip = skip || strings.Contains(prog, s)
		}
		if skip {
			continue
		}
		t.Run(fmt.Sprintf("prog%d", i), func(t *testing.T) {
			t.Parallel()
			files := map[string]string{"p.awk": prog + "\n", "in.txt": "a 1\nb 2\nc 3\n"}
			args := []string{"sh", "-c", "awk -p- -f p.awk in.txt 2>&1" + mask}
			got := runInShell(t, args, "", files)
			if want := realResult(t, got, args, "", files); got != want {
				t.Errorf("%s\n got %q\nwant %q", prog, got.stdout, want.stdout)
			}
		})
	}
	t.Run("files", func(t *testing.T) {
		args := []string{"sh", "-c", "awk -p 'BEGIN { print \"ran\"; exit 3 }'; echo $?; sed 's/created .*/created X/' awkprof.out; echo a | awk --profile=out '{ x++ } END { print x }'; sed 's/created .*/created X/' out"}
		got := runInShell(t, args, "", nil)
		if want := realResult(t, got, args, "", nil); got != want {
			t.Errorf("awkprof.out:\n got %+v\nwant %+v", got, want)
		}
	})
}

// TestAwkSplitSeparatorsDiff: split's fourth argument, gawk's array of
// the separators: seps[i] follows field i; with " " the blanks before the
// first field are seps[0] and those after the last seps[n]; the same
// array twice is fatal.
func TestAwkSplitSeparatorsDiff(t *testing.T) {
	files := map[string]string{"t": "  a b\t c  \nx1y22z\n\n   \né,b,\nxabb\n"}
	show := `for (i = 0; i <= n; i++) printf "[%s|%s]", (i in a) ? a[i] : "-", (i in s) ? s[i] : "-"; print n`
	var cases []diffCase
	for _, prog := range []string{
		`{ n = split($0, a, " ", s); ` + show + ` }`,
		`{ n = split($0, a, "", s); ` + show + ` }`,
		`{ n = split($0, a, /[0-9]+/, s); ` + show + ` }`,
		`{ n = split($0, a, ",", s); ` + show + ` }`,
		`{ n = split($0, a, "ab", s); ` + show + ` }`,
		`{ n = split($0, a, "-*", s); ` + show + ` }`,
		`{ n = split($0, a, /b*/, s); ` + show + ` }`,
		`{ s[9] = 1; n = split($0, a, FS, s); ` + show + `; print (s[1] == " ") }`,
		`BEGIN { split("a10b", a, /[0-9]+/, s); print (s[1] == 10.0) }`,
		`function f(x, y) { return split("p:q", x, ":", y) } BEGIN { print f(a, b), a[2], b[1] }`,
		`BEGIN { split("a b", x, " ", x) }`,
		`BEGIN { split("a b", x, " ", 1) }`,
	} {
		for _, b := range []string{"-b", ""} {
			args := []string{"awk", prog, "t"}
			if b != "" {
				args = []string{"awk", b, prog, "t"}
			}
			cases = append(cases, diffCase{args: args, files: files})
		}
	}
	runDiffCases(t, cases)
}

// TestAwkGettextDiff: _"..." strings (plain strings when run), dcgettext,
// dcngettext and bindtextdomain without catalogs, and -g/--gen-pot's
// listing (file:line comments for -f files only, the 70-column breaks,
// the warning for dcgettext(_"...")), against gawk.
func TestAwkGettextDiff(t *testing.T) {
	long := strings.Repeat("0", 68)
	files := map[string]string{
		"p.awk": "BEGIN {\n print _\"q\"; print dcgettext(\"r\")\n print dcngettext(\"s\",\n\"t\", 1)\n print _\"\\t\\\\\\001\xc3\xa9\"\n" +
			" print dcgettext(_\"u\") _\"v\"; print dcgettext(\"w\" \\\n)\n}\n",
		"i.awk":   "function f() {\n\treturn _\"inc\"\n}\n",
		"bad.awk": "BEGIN { print _\"before\"\nprint dcgettext(\"x\", \"y\", 1, 2) }\n",
	}
	var cases []diffCase
	for _, args := range [][]string{
		{"awk", `BEGIN { print _"hello"; x = _"a\tb"; print x, length(_"abc"); _ = "v"; print _ "w", _  "z" }`},
		{"awk", `BEGIN { print dcgettext("a"), dcgettext(12, "dom"), dcgettext("b", "d", "LC_TIME") }`},
		{"awk", `BEGIN { print dcngettext("one", "many", 1), dcngettext("one", "many", 2), dcngettext("one", "many", 1.5), dcngettext("o", "m", "1x", "d", "LC_MESSAGES") }`},
		{"awk", `BEGIN { print dcgettext("a", "d", "LC_FOO") }`},
		{"awk", `BEGIN { print dcngettext("a", "b", 1, "d", "") }`},
		{"awk", `BEGIN { x = dcngettext("a", "b"); print x }`},
		{"awk", `BEGIN { print dcgettext("a", "b", 1, 2) }`},
		{"awk", `BEGIN { print bindtextdomain("rel"); print bindtextdomain(""); print bindtextdomain("", "other"); print bindtextdomain("/a/", "other"); print bindtextdomain("", "other"); TEXTDOMAIN = "zz"; print bindtextdomain(""); TEXTDOMAIN = "messages"; print bindtextdomain("") }`},
		{"awk", "-c", `BEGIN { print _"trad"; print dcgettext("a") }`},
		{"awk", "-o-", `BEGIN { print _"a" "b"; print dcgettext(_"c") }`},
		{"awk", "--gen-pot", `BEGIN { print _"a"; print dcgettext("b") }`},
		{"awk", "-g", `BEGIN { print _"a"; print dcgettext("b"); print dcngettext("one", "many", 2); print _"a"; print _"a\"b\n"; print dcgettext("c", "dom"); print dcgettext(x); print dcgettext(("p")) }
function f() { print _"z"; print dcgettext("a" "b" "c"), dcgettext("x" _"y"), dcgettext(_"p" "q"), dcgettext("n" 1) }`},
		{"awk", "-g", "BEGIN { print _\"" + long + "\"; print _\"" + long + "12345\"; print dcngettext(\"" + long + "\", \"" + long + "1\", 1) }"},
		{"awk", "-g", `BEGIN { print dcngettext(_"a", "b", 1); print dcngettext("c", _"d", 1); print "\q" _"\q" }`},
		{"awk", "-g", "-f", "p.awk"},
		{"awk", "-g", "-i", "i.awk", "-f", "p.awk", "-e", `BEGIN { print _"e" }`},
		{"awk", "-g", "-f", "bad.awk"},
		{"awk", "-g", `BEGIN { print _"a"; print ) }`},
		{"awk", "-f", "p.awk"},
	} {
		cases = append(cases, diffCase{args: args, files: files})
	}
	runDiffCases(t, cases)
}

// TestAwkBignumDiff: -M's exact integers (constants, input, -v, every
// integer operator, exact division, %d/%x/%o of big values, the bit
// functions on GMP integers) and its floats (division that does not
// divide, integral results that stay floats), against gawk.
func TestAwkBignumDiff(t *testing.T) {
	var cases []diffCase
	for _, args := range [][]string{
		{"awk", "-M", `BEGIN { print 2^100; printf "%d\n", 2^100; print 7/2, int(7/2), 2^100/3, 6/3, (2^64)/2; x = 2^64; print x+1, 0.1+0.2, length(2^200), 3**-1, 10%3, -7%3, 2^0.5, 1e30, 12345678901234567890 + 1 }`},
		{"awk", "-M", `BEGIN { printf "%x %o %e %g %c %s %i %X %u %5d|%-30d|%+d|%#x|%.25d\n", 2^70, 2^70, 2^70, 2^70, 65, 2^70, 2^70, 2^70, 2^70, 2^70, 2^70, 2^70, 2^70, 2^70 }`},
		{"awk", "-M", `BEGIN { x = 2^64; print 2^100 == 2^100+1, 2^100 < 2^100+1, (2^100 > 1e29), -2^63, x--, x, ++x, 0x10 * 2^64, 011, 0x7fffffffffffffffff + 1, 0777777777777777777777777 + 0 }`},
		{"awk", "-M", `BEGIN { y = 2^62; y *= 4; print y; y += 1; print y; y /= 2; print y; y %= 1000; print y; y ^= 30; print y; z = 808; z ^= 30; print z; print 808.0^30, 1e3^7 }`},
		{"awk", "-M", `BEGIN { print int(-3.5), int(1e20), int("123456789012345678901234"), -(2^70), 170141183460469231731687303715884105727 * 3, 2^53+1, 2^53 + 1.5, 9007199254740993 }`},
		{"awk", "-M", `BEGIN { a[2^70] = 1; for (k in a) print k; print substr("hello", 2^0, 2^1), 2^70 "", (2^70) % 7, -(2^70) % 7, 17 % -5, 2^64 % 10; CONVFMT = "%.2f"; b = 2^70 ""; c = 0.125 ""; print b, c }`},
		{"awk", "-M", `{ print $1+1, $1*$2, ($1 > $2), $1 "", $1/$2, $1/7, NR+2^70, length($1)*2^64 }`},
		{"awk", "-M", "-v", "x=98765432109876543210", `BEGIN { print x+1, x%97, -x, x == 98765432109876543210, x < 98765432109876543211 }`},
		{"awk", "-M", `BEGIN { for (i = 1; i <= 30; i++) f = (i == 1 ? 1 : f*i); print f; for (i = 0; i < 100; i++) s += 2^i; print s, s == 2^100-1; x = 2^70; x++; print x; print x--, x, -x, +"12345678901234567890123" }`},
		{"awk", "-M", `BEGIN { printf "%.3e|%10.2f|%g|%s|%d|%d\n", 2^100, 2^100, 2^100, 2^100/2^99, 7.9, -7.9; print 0.1*3, -2^1023*4, 2^-1 }`},
		{"awk", "-M", `BEGIN { print rshift(2^70, 3), xor(2^70, 1), or(1, 2, 4), compl(5), compl(2^70), and(2^60, 2^60+1), lshift(1, 70), and(1.5, 3), xor(1, 2, 3, 4) }`},
		{"awk", "-M", `BEGIN { print and(-1, 3) }`},
		{"awk", "-M", `BEGIN { print lshift(1, -2) }`},
		{"awk", "-M", `BEGIN { print compl(-5) }`},
		{"awk", "-M", `BEGIN { print and(-0.5, 1) }`},
		{"awk", "-M", `BEGIN { print 1/0 }`},
		{"awk", "-M", `BEGIN { print 5%0 }`},
		{"awk", "--bignum", `BEGIN { print PREC, ROUNDMODE, 2^64 }`},
	} {
		cases = append(cases, diffCase{args: args, stdin: "123456789012345678901234567890 5\n"})
	}
	cases = append(cases,
		// gawk's GMP aborts the process; the sandbox's integers are bounded.
		diffCase{args: []string{"awk", "-M", `BEGIN { print 2^(2^40) }`}, why: "gmp aborts gawk (status 134)",
			stderr: "awk: cmd. line:1: fatal: integer too large (over 4194304 bits)\n", status: 2},
		diffCase{args: []string{"awk", "-M", `BEGIN { x = 3; for (i = 0; i < 40; i++) x = x * x; print x }`}, why: "gawk runs out of memory",
			stderr: "awk: cmd. line:1: fatal: integer too large (over 4194304 bits)\n", status: 2},
		// Floats are float64s: MPFR's exponent range is wider.
		diffCase{args: []string{"awk", "-M", `BEGIN { print 1e300*1e300 }`}, why: "MPFR floats do not overflow at 1e308", stdout: "+inf\n"},
	)
	runDiffCases(t, cases)
}
