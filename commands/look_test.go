package commands

import (
	"strings"
	"testing"
)

func TestLookDiff(t *testing.T) {
	files := map[string]string{
		"words":   "Apple\napple\napplesauce\napply\nbanana\nband\nbandana\ncar\ncart\ncarton\n",
		"folded":  "aardvark\nApple\napple\nApplied\nBAND\nband\nBanner\nzebra\n",
		"punct":   "a-b\nab\nab-c\nabc\nabd\nb.c\nbc\n",
		"unsort":  "Apple\napple\nbanana\nBanana split\nban-ana\n",
		"nonl":    "alpha\nbeta\ngamma",
		"blanks":  "a b\na c\nab\nb\tc\n",
		"utf8":    "caf\n" + "café\n" + "cafés\n" + "naïve\n",
		"nul":     "ab\x00c\nabc\nabd\n",
		"one":     "only\n",
		"empty":   "",
		"d/":      "",
		"long":    strings.Repeat("aa\n", 500) + strings.Repeat("ab\n", 3) + strings.Repeat("b\n", 700),
		"crlf":    "app\r\napple\r\nbanana\r\n",
		"numbers": "1\n10\n100\n2\n20\n3\n",
	}
	var cases []diffCase
	for _, c := range [][]string{
		{"app", "words"}, {"apple", "words"}, {"ban", "words"}, {"car", "words"}, {"cart", "words"}, {"z", "words"}, {"A", "words"},
		{"", "words"}, {"carton", "words"}, {"cartons", "words"}, {"-f", "app", "folded"}, {"-f", "APP", "folded"}, {"app", "folded"},
		{"-f", "band", "folded"}, {"-df", "BAND", "folded"}, {"-d", "ab", "punct"}, {"-d", "a-b", "punct"}, {"ab", "punct"}, {"-d", "bc", "punct"},
		{"-d", "banana", "unsort"}, {"a", "unsort"}, {"b", "unsort"}, {"-f", "b", "unsort"}, {"gam", "nonl"}, {"gamma", "nonl"}, {"gammas", "nonl"},
		{"a ", "blanks"}, {"-d", "a ", "blanks"}, {"a", "blanks"}, {"-d", "b\t", "blanks"}, {"caf", "utf8"}, {"café", "utf8"}, {"-d", "caf", "utf8"},
		{"-df", "CAFÉ", "utf8"}, {"na", "utf8"}, {"ab", "nul"}, {"abc", "nul"}, {"only", "one"}, {"x", "one"}, {"a", "empty"}, {"a", "d"},
		{"a", "missing"}, {"ab", "long"}, {"aa", "long"}, {"b", "long"}, {"app", "crlf"}, {"apple", "crlf"}, {"1", "numbers"}, {"2", "numbers"},
		{"-t", "p", "apple", "words"}, {"-t", "l", "applesauce", "words"}, {"-t", "", "apple", "words"}, {"-tx", "apple", "words"},
		{"--terminate=n", "bang", "words"}, {"--ignore-case", "APPLY", "words"}, {"--alphanum", "b.c", "punct"},
		{"apple"}, {"-a", "apple"}, {"-a", "apple", "words"}, {}, {"a", "b", "c"}, {"-x", "a", "words"}, {"-t"}, {"--al", "a", "words"},
		{"--alt", "a", "words"}, {"-h"}, {"--help"}, {"-f", "--", "-x", "words"},
	} {
		cases = append(cases, diffCase{args: append([]string{"look"}, c...), files: files})
	}
	runDiffCases(t, cases)
}

// WORDLIST names the default file when it can be read; the default file
// implies -d and -f.
func TestLookWordlist(t *testing.T) {
	files := map[string]string{"w": "aa\nAb-C\nabd\nb\n", "d/": ""}
	for _, script := range []string{
		"WORDLIST=w look ab; echo $?", "WORDLIST=w look AB-c; echo $?", "WORDLIST=nothere look ab; echo $?",
		"WORDLIST=w look -a ab; echo $?", "WORDLIST=w look ab w; echo $?", "WORDLIST= look ab; echo $?",
	} {
		compareScript(t, script, files)
	}
}
