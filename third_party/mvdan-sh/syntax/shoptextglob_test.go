// computerwelt: added.

package syntax

import (
	"strings"
	"testing"
)

// TestShoptExtglob: with extglob off an extended glob is a syntax error
// but after ==, != and = in [[ ]]; with it on `!(` starts a pattern where
// a command starts; unset, the parser reads them as it always did.
func TestShoptExtglob(t *testing.T) {
	t.Parallel()
	hasExt := func(f *File) bool {
		found := false
		Walk(f, func(n Node) bool {
			if _, ok := n.(*ExtGlob); ok {
				found = true
			}
			return true
		})
		return found
	}
	negated := func(f *File) bool { return len(f.Stmts) > 0 && f.Stmts[0].Negated }
	tests := []struct {
		src  string
		mode int // 0 unset, 1 off, 2 on
		err  string
		ext  bool
		neg  bool
	}{
		{src: "echo @(a|b)", mode: 1, err: "`(`"},
		{src: "echo x!(a)", mode: 1, err: "`(`"},
		{src: "case x in +(a)) ;; esac", mode: 1, err: "must be separated"},
		{src: "echo @(a|b)", mode: 2, ext: true},
		{src: "echo @(a|b)", mode: 0, ext: true},
		{src: "[[ a == @(a|b) ]]", mode: 1, ext: true},
		{src: "[[ a != x*(b) ]]", mode: 1, ext: true},
		{src: "[[ a = ?(b) && b == c ]]", mode: 1, ext: true},
		{src: "[[ @(a) == a ]]", mode: 1, err: "conditional binary operator expected"},
		{src: "[[ !(a) ]]", mode: 1},
		{src: "[[ !(a) ]]", mode: 2, ext: true},
		{src: "!(false)", mode: 1, neg: true},
		{src: "! (false)", mode: 2, neg: true},
		{src: "!(false)", mode: 0, neg: true},
		{src: "!(false)", mode: 2, ext: true},
		{src: "if !(false); then :; fi", mode: 2, ext: true},
		{src: "echo ${x//@(a)/b}", mode: 1},
	}
	for _, tc := range tests {
		opts := []ParserOption{Variant(LangBash), BashErrors(true)}
		if tc.mode != 0 {
			opts = append(opts, ShoptExtglob(tc.mode == 2))
		}
		f, err := NewParser(opts...).Parse(strings.NewReader(tc.src), "")
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%q mode %d: want error with %q, got %v", tc.src, tc.mode, tc.err, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q mode %d: %v", tc.src, tc.mode, err)
			continue
		}
		if got := hasExt(f); got != tc.ext {
			t.Errorf("%q mode %d: extended glob %v, want %v", tc.src, tc.mode, got, tc.ext)
		}
		if got := negated(f); got != tc.neg {
			t.Errorf("%q mode %d: negated %v, want %v", tc.src, tc.mode, got, tc.neg)
		}
	}
}
