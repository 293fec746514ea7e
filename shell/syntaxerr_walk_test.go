package shell

import (
	"strings"
	"testing"

	"mvdan.cc/sh/v3/syntax"
)

// walkDepth visits no node more than max levels down, so a sum of a
// million terms (as deep a tree) does not recurse a million times.
func TestWalkDepthStopsAtMax(t *testing.T) {
	count := func(terms, max int) (n int) {
		src := "echo $((" + strings.Repeat("1+", terms) + "1))"
		f, err := syntax.NewParser().Parse(strings.NewReader(src), "")
		if err != nil {
			t.Fatal(err)
		}
		walkDepth(f, max, func(syntax.Node) bool { n++; return true })
		return n
	}
	short, long := count(100, 10), count(1000, 10)
	if short != long || short > 30 {
		t.Errorf("to depth 10: %d nodes in a sum of 100 terms, %d in one of 1000", short, long)
	}
	if all := count(1000, 1<<20); all < 2000 {
		t.Errorf("walked %d nodes of a sum of 1000 terms with no bound", all)
	}
}
