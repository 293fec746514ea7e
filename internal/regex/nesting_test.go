package regex

import (
	"errors"
	"strings"
	"testing"
)

// Deeply nested groups compile in time linear in the groups (the set of
// closed groups a back-reference may name is no longer copied per
// group), and nesting past maxGroupDepth is glibc's "Regular expression
// too big" instead of a Go stack overflow.
func TestNestedGroupsCompile(t *testing.T) {
	const n = 5_000
	for _, o := range []Options{{Extended: true}, {}} {
		open, close := "(", ")"
		if !o.Extended {
			open, close = `\(`, `\)`
		}
		re, err := Compile(strings.Repeat(open, n)+"a"+strings.Repeat(close, n)+`\1`, o)
		if err != nil {
			t.Fatalf("%d nested groups (ERE %v): %v", n, o.Extended, err)
		}
		if m, err := re.Match([]byte("aa")); err != nil || !m {
			t.Errorf("%d nested groups (ERE %v) do not match \"aa\": %v %v", n, o.Extended, m, err)
		}
		alt := strings.Repeat("(a|", n) + "b" + strings.Repeat(")", n)
		if o.Extended {
			if _, err := Compile(alt, o); err != nil {
				t.Errorf("%d nested alternations: %v", n, err)
			}
		}
		_, err = Compile(strings.Repeat(open, maxGroupDepth+1)+"a"+strings.Repeat(close, maxGroupDepth+1), o)
		var e *Error
		if !errors.As(err, &e) || e.Msg != errTooBig {
			t.Errorf("%d nested groups: err %v, want %q", maxGroupDepth+1, err, errTooBig)
		}
	}
	// A group closed in one alternative stays invisible to the next, and
	// visible after the alternation.
	if _, err := Compile(`(a)|\1`, Options{Extended: true}); err == nil {
		t.Error(`(a)|\1 compiled; glibc says "Invalid back reference"`)
	}
	if _, err := Compile(`((a)|(b))\2\3`, Options{Extended: true}); err != nil {
		t.Errorf(`((a)|(b))\2\3: %v`, err)
	}
}
