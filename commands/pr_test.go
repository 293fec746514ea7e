package commands

import (
	"fmt"
	"strings"
	"testing"
)

// prInputs are pr's differential inputs: pages, form feeds, tabs, control
// characters and lines longer than a column.
var prInputs = func() map[string]string {
	var lines, words strings.Builder
	for i := 1; i <= 130; i++ {
		fmt.Fprintf(&lines, "line %d\n", i)
	}
	for i := 1; i <= 40; i++ {
		fmt.Fprintf(&words, "%s %d\n", strings.Repeat("word", i%9), i)
	}
	return map[string]string{
		"short": "alpha\nbeta\ngamma\ndelta\nepsilon\n",
		"lines": lines.String(),
		"words": words.String(),
		"tabs":  "a\tb\tc\n\tindented\n12345678\tx\n  two  spaces  \n\t\t\tdeep\n",
		"ff":    "page one\nmore\n\fpage two\n\f\fpage four\nlast line\n",
		"ctl":   "a\x01b\x7fc\x80d\be\x1bf\n\bback\nab\b\bcd\n",
		"nonl":  "no newline at end",
		"utf8":  "héllo wörld\n中文字符中文字符中文字符中文字符\nñ\n",
		"empty": "",
		"blank": "\n\n\nx\n\n",
		"ffend": "one\ntwo\n\f",
	}
}()

func TestPrDiff(t *testing.T) {
	argsets := [][]string{
		{"-D", "DATE"}, {"-t"}, {"-T"}, {"-t", "-2"}, {"-t", "-3"}, {"-t", "-3", "-a"}, {"-t", "-2", "-w", "30"},
		{"-D", "D", "-l", "20"}, {"-D", "D", "-l", "12", "-2"}, {"-D", "D", "-l", "15", "-3", "-a"},
		{"-t", "-n"}, {"-t", "-n:3"}, {"-t", "-n", "-2"}, {"-t", "-n.2", "-3", "-a"}, {"-D", "x", "-l", "14", "-n"},
		{"-t", "-d"}, {"-D", "%Y", "-d", "-l", "16"}, {"-t", "-o", "4"}, {"-D", "D", "-o", "3", "-l", "13"},
		{"-t", "-e"}, {"-t", "-e4"}, {"-t", "-e:3"}, {"-t", "-i"}, {"-t", "-i3"}, {"-t", "-i.4"}, {"-t", "-e", "-i"},
		{"-t", "-c"}, {"-t", "-v"}, {"-t", "-2", "-v"}, {"-t", "-2", "-c"},
		{"-t", "-2", "-s"}, {"-t", "-2", "-s:"}, {"-t", "-2", "-S::"}, {"-t", "-2", "-S"}, {"-t", "-3", "-J"},
		{"-t", "-3", "-J", "-S|"}, {"-t", "-2", "-w", "20", "-s"}, {"-t", "-2", "-W", "25"}, {"-t", "-W", "10"},
		{"-t", "-w", "10"}, {"-t", "-J", "-W", "10", "-2"}, {"-t", "--columns=4"}, {"-t", "-4", "--columns=2"},
		{"-D", "D", "-f", "-l", "15"}, {"-D", "D", "-F"}, {"-h", "HEAD", "-D", "D", "-l", "12"}, {"-h", "", "-D", "D", "-l", "11"},
		{"-D", "", "-l", "11"}, {"-D", "D", "-w", "20", "-h", "a long header that does not fit", "-l", "11"},
		{"-t", "-N", "5", "-n"}, {"-t", "-n", "-N", "-3"}, {"-D", "D", "-l", "14", "+2"}, {"-D", "D", "-l", "14", "+2:3"},
		{"-D", "D", "-l", "14", "--pages=3"}, {"-D", "D", "-l", "14", "+2", "-n"}, {"-D", "D", "-l", "14", "+2", "-n", "-N", "100"},
		{"-t", "-l", "5", "+3"}, {"-D", "D", "-l", "14", "+9"}, {"-D", "D", "-l", "14", "-2", "+2"},
		{"-t", "-1", "-2"}, {"-t", "-12", "-a", "-3"}, {"-t", "-3", "-a", "-n", "-d"}, {"-t", "-2", "-o", "2", "-n"},
		{"-t", "-2", "-e", "-S", "-i"}, {"-T", "-2"}, {"-t", "-n", "-w", "12", "-2"}, {"-l", "1", "-t", "-3"},
		{"-t", "-r", "-2", "-a"}, {"-t", "-5", "-W", "40", "-S", "|"}, {"-t", "-n", "-2", "-S", " - "},
	}
	var cases []diffCase
	for name, in := range prInputs {
		for _, a := range argsets {
			cases = append(cases, diffCase{name: name + " " + join(a), args: append([]string{"pr"}, a...), stdin: in})
		}
	}
	files := map[string]string{"a": "a1\na2\na3\n", "b": "b1\nb2\n\fb3\n", "c": prInputs["words"], "long": prInputs["lines"], "d/": ""}
	more := [][]string{
		{"-m", "-t", "a", "b"}, {"-m", "-t", "a", "b", "c"}, {"-m", "-D", "D", "a", "long"}, {"-m", "-t", "-n", "a", "b", "c"},
		{"-m", "-t", "-s", "a", "b"}, {"-m", "-t", "-J", "a", "c"}, {"-m", "-t", "-S:", "a", "b"}, {"-m", "-D", "D", "-l", "13", "long", "b"},
		{"-m", "-t", "-w", "30", "c", "a"}, {"-m", "-t", "-W", "30", "-s", "c", "a"}, {"-m", "-t", "a", "missing", "b"},
		{"-m", "-t", "-r", "a", "missing"}, {"-m", "-t", "-h", "H", "a", "b"}, {"-m", "-D", "D", "-h", "H", "a", "b"},
		{"-t", "a", "b"}, {"-D", "D", "-l", "12", "a", "b"}, {"-t", "-n", "a", "b"}, {"-t", "a", "missing", "b"},
		{"-t", "-r", "missing"}, {"-t", "missing"}, {"-t", "d"}, {"-t", "a", "d", "b"}, {"-m", "-t", "a", "d"},
		{"-t", "-", "a"}, {"-m", "-t", "-", "a"}, {"-t", "+0"}, {"-t", "+2x"}, {"-t", "-2", "a", "b", "c"},
		{"-t", "-b", "-2", "c"}, {"-m", "-t", "-d", "a", "b"}, {"-m", "-t", "-o", "3", "a", "b"}, {"-m", "-t", "-n:2", "-e", "a", "b"},
		{"-t", "--", "+2"}, {"-D", "D", "-l", "12", "--pages=2", "+1", "long"}, {"-D", "D", "-l", "12", "+2", "+3", "long"},
		{"-m", "-D", "D", "-l", "12", "+2", "long", "c"}, {"-D", "D", "-l", "12", "+9", "a", "long"},
		{"-t", "-e", "--expand-tabs=", "5"}, {"-t", "--expand-tabs=", "a"},
	}
	for _, a := range more {
		cases = append(cases, diffCase{args: append([]string{"pr"}, a...), stdin: "in1\nin2\n", files: files})
	}
	bad := [][]string{
		{"-l", "0"}, {"-l", "x"}, {"-l", "2147483648"}, {"-l", "-1"}, {"-l", "1073741824x"}, {"-o", "-1"}, {"-o", "2147483648"},
		{"-N", "x"}, {"-N", "-2147483649"}, {"-w", "0"}, {"-W", "0"}, {"-W", "x"}, {"-0"}, {"--columns=0"}, {"--columns=x"},
		{"-e0"}, {"-ex0"}, {"-e99999999999"}, {"-e5x"}, {"-e2147483648x"}, {"-e--99999999999999999999"}, {"-n:x"}, {"-i-1"},
		{"+x"}, {"+"}, {"+-1"}, {"+99999999999999999999999"}, {"+2:1"}, {"+2:5x"}, {"--pages=x"}, {"--pages=0"},
		{"--pages=3:2"}, {"--pages=2:"}, {"--pages=99999999999999999999x"}, {"--pages=2:99999999999999999999999"}, {"--pages="},
		{"-2", "-m"}, {"-a", "-m"}, {"-Q"}, {"--foo"}, {"--s"}, {"--p"}, {"--o"}, {"-h"}, {"--pages"},
		{"-W", "2147483647", "--columns=2147483647"}, {"-w", "3", "-5"}, {"-n", "-w", "5", "-2"}, {"-l", "100000000", "-3"},
		{"-l", "2147483647", "-2"}, {"-t", "-l", "2147483647", "+3"}, {"--across=x"}, {"--version=1"},
	}
	for _, a := range bad {
		cases = append(cases, diffCase{args: append([]string{"pr"}, a...), stdin: "x\n"})
	}
	runDiffCases(t, cases)
}

// TestPrDates: the header's date is the file's modification time (the
// current time for standard input and -m, compared through -D formats
// that show no time of day).
func TestPrDates(t *testing.T) {
	for _, script := range []string{
		"printf 'a\\nb\\n' > f; touch -d '2020-01-02 03:04:05' f; pr f; pr -l 12 -h 'my title' f g; echo st=$?",
		"printf 'x\\n' > f; touch -d '2021-12-31 23:59:59' f; pr -D '%d.%m.%Y %T' -l 11 f; pr -o 5 -l 11 f",
		"printf 'x\\n' > f; touch -d '2021-12-31 23:59:59' f; pr -2 -l 11 -o 10 f; pr -m -h H -D 'now %Y' f f -l 11 | head -5",
		"seq 200 > f; touch -d '2019-06-07 08:09:10' f; pr -4 f | head -70; pr +4 f | tail -3; pr -F f | head -70 | od -c | tail -5",
		"seq 30 > f; touch -d '2019-06-07 08:09:10' f; pr -w 100 -3 -l 15 -n f",
		"printf 'x\\n' > 'a b'; touch -d '2019-06-07 08:09:10' 'a b'; pr -l 11 'a b'; cat 'a b' | pr -l 11 -D X",
	} {
		compareScript(t, script, nil)
	}
}
