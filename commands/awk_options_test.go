package commands

import "testing"

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
