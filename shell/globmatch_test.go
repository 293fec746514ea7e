package shell

import (
	"context"
	"strings"
	"testing"
)

// TestExtglobNesting: groups nested as deep as bash copes with (10,000)
// match as in bash; deeper, the pattern matches nothing instead of
// overflowing the stack. A long run of literals is no recursion.
func TestExtglobNesting(t *testing.T) {
	nest := func(n int) string { return strings.Repeat("@(", n) + "x" + strings.Repeat(")", n) }
	ctx := context.Background()
	if !matchExtglob(ctx, nest(maxGlobNesting), "x", false) {
		t.Errorf("%d nested groups: no match", maxGlobNesting)
	}
	if matchExtglob(ctx, nest(maxGlobNesting+1), "x", false) {
		t.Errorf("%d nested groups: matched", maxGlobNesting+1)
	}
	long := strings.Repeat("ab", 500_000)
	if !matchExtglob(ctx, long+"!(y)", long+"z", false) || matchExtglob(ctx, long+"!(y)", long+"y", false) {
		t.Error("a million literals before !(y): wrong result")
	}
}
