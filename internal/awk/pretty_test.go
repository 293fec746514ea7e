package awk

import (
	"strings"
	"testing"
)

// TestPrettyPrintDeepNesting: the printer walks as deep as the parser
// lets a program nest (ifs, parentheses) without failing, and its own
// bound stops a deeper tree with an error instead of the Go stack.
func TestPrettyPrintDeepNesting(t *testing.T) {
	const n = 5000
	for _, src := range []string{
		"BEGIN{" + strings.Repeat("if(1)", n) + "x=1}",
		"BEGIN{print " + strings.Repeat("(", n) + "1" + strings.Repeat(")", n) + "}",
	} {
		prog, err := Parse(src)
		if err != nil {
			t.Fatal(err)
		}
		out, err := PrettyPrint(prog)
		if err != nil || !strings.Contains(out, "x = 1") && !strings.Contains(out, "(1)") {
			t.Fatalf("err %v, output %.100q", err, out)
		}
	}
	var e expr = &numLit{n: 1, text: "1"}
	for i := 0; i < maxPrintDepth+10; i++ {
		e = &groupExpr{list: []expr{e}}
	}
	prog := &Program{begin: []blockStmt{{&lineStmt{1, &exprStmt{e}}}}, beginLines: []int{1}, funcs: map[string]*funcDef{}}
	if _, err := PrettyPrint(prog); err == nil || !strings.Contains(err.Error(), "too deeply") {
		t.Fatalf("err %v, want too deeply", err)
	}
}
