package commands

import "testing"

func TestPrintf(t *testing.T) {
	runDiffCases(t, []diffCase{
		{args: []string{"printf", "%s-%d\n", "a", "1", "b", "2", "c"}},
		{args: []string{"printf", "%5.2f|%-6x|%o|%e\n", "3.14159", "255", "8", "12345"}},
		{args: []string{"printf", "%d\n", "1", "x", "3"}},
		{args: []string{"printf", "%d", "99999999999999999999"}},
		{args: []string{"printf", "%q\n", "a b", "it's", "a\nb", ""}},
		{args: []string{"printf", "%b|%s\n", `a\tb\0101`, `a\tb`}},
		{args: []string{"printf", `a\cb`}},
		{args: []string{"printf", "%y"}},
		{args: []string{"printf", `\x`}},
		{args: []string{"printf", "x\n", "extra"}},
		{args: []string{"printf", "--", "%s\n", "x"}},
		{args: []string{"printf", "-x"}},
		{args: []string{"printf", "%d %c %s\n", "'é", "é", "é"}},
		{args: []string{"printf"}, stderr: "printf: missing operand\nTry 'printf --help' for more information.\n"},
		{args: []string{"printf", "--help"}, why: "our usage text omits --version and GNU's links", stdout: printfUsage},
		{args: []string{"printf", "%*d|", "99999999999", "1"}},
	})
}

func TestPrintfStopsAtOutputLimit(t *testing.T) {
	inv, _ := sysInvocation([]string{"printf", "%*d", "2000000", "1"})
	inv.Limits.MaxOutputBytes = 1000
	w := &limitWriter{n: 1000}
	inv.Stdout = w
	if st := runPrintf(t.Context(), inv); st != 1 {
		t.Errorf("status %d, want 1", st)
	}
	if w.b.Len() > 1000 {
		t.Errorf("wrote %d bytes", w.b.Len())
	}
}
