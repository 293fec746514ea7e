package commands

import (
	"strings"
	"testing"
)

const fmtLorem = `Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.  Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum.
`

func TestFmtDiff(t *testing.T) {
	inputs := map[string]string{
		"lorem": fmtLorem,
		"paras": "First paragraph line one\nline two of it.\n\n   Indented second\n   paragraph here (with parens) and more words to wrap around.\n\n\n  \nlast\n",
		"short": "a b c\nd e f\n", "empty": "", "nonl": "no newline at the end of this text",
		"long":   strings.Repeat("word ", 60) + "\n" + strings.Repeat("x", 100) + " tail\n",
		"tabs":   "\tTabbed paragraph with enough words to need wrapping at the narrow width we use.\n\tSecond line.\n",
		"crown":  "  First line indent\nsecond line less indented and much longer so that it wraps around a bit\nthird\n",
		"tagged": "- item one has a tag\n  and continues here with more words for wrapping purposes\n- item two\n",
		"sent":   "End of sentence.  Next one!  Question?  \"Quoted.\"  (Paren.)  Mr. Smith went to Washington. e.g. this.\n",
		"utf8":   "héllo wörld ünïcode text repeated héllo wörld ünïcode text repeated héllo wörld ünïcode\n",
		"crlf":   "line one\r\nline two\r\n",
		"mail":   "> quoted text in a mail reply that goes on for quite a while\n> and more\nnot quoted\n> again\n",
		"many":   strings.Repeat("alpha beta gamma delta epsilon. ", 400) + "\n",
		// GNU counts a NUL as a sentence end (and an opening or closing mark).
		"nul": "a \x00 end b\x00\nwords \x00) (\x00x more words to wrap at twenty\n",
	}
	flagsets := [][]string{
		{}, {"-w", "40"}, {"-w", "20"}, {"-30"}, {"-u"}, {"-s"}, {"-s", "-w", "30"}, {"-c"}, {"-t"}, {"-p", "> "},
		{"-p", ">", "-w", "30"}, {"-g", "50"}, {"-w", "60", "-g", "40"}, {"-c", "-w", "30"}, {"-t", "-w", "30"}, {"-uw", "35"},
		{"-w", "5"}, {"-w", "1"},
	}
	var cases []diffCase
	for name, in := range inputs {
		for _, fl := range flagsets {
			cases = append(cases, diffCase{name: name + " " + join(fl), args: append([]string{"fmt"}, fl...), stdin: in})
		}
	}
	cases = append(cases,
		diffCase{args: []string{"fmt", "-w", "x"}},
		diffCase{args: []string{"fmt", "-w", "30", "-g", "40"}},
		// The goal is checked against the default width, 75.
		diffCase{args: []string{"fmt", "-g", "100"}, stdin: "a b\n"},
		diffCase{args: []string{"fmt", "-g", "75"}, stdin: "a b\n"},
		diffCase{args: []string{"fmt", "-w", "3000"}, stdin: "a b\n"},
		diffCase{args: []string{"fmt", "-w", "99999999999999999999"}, stdin: "a b\n"},
		diffCase{args: []string{"fmt", "-w", "-1"}, stdin: "a b\n"},
		diffCase{args: []string{"fmt", "a", "missing", "b"}, files: map[string]string{"a": "one two\n", "b": "three\nfour\n"}},
		diffCase{args: []string{"fmt", "-q"}},
	)
	runDiffCases(t, cases)
}

func TestFmtStopsOnWriteError(t *testing.T) {
	inv, _ := sysInvocation([]string{"fmt"})
	w := &limitWriter{n: 100}
	inv.Stdout = w
	inv.Stdin = strings.NewReader(strings.Repeat("a paragraph of words\n\n", 100000))
	if st := runFmt(t.Context(), inv); st != 1 {
		t.Errorf("status %d", st)
	}
}
