// computerwelt: added.

package syntax

import (
	"strings"
	"testing"
)

// TestShoptExtquote: with extquote off only a $'...' in the word of a
// double-quoted ${x:-word} (- + = ?) is marked Untranslated; on, none is.
func TestShoptExtquote(t *testing.T) {
	t.Parallel()
	tests := []struct {
		src string
		on  bool
		// want lists, in walk order, whether each $'' is Untranslated
		want []bool
	}{
		{`echo "${x:-$'a'}"`, false, []bool{true}},
		{`echo "${x:-$'a'}"`, true, []bool{false}},
		{`echo "${x:+$'a'}" "${x=$'b'}" "${x:?$'c'}"`, false, []bool{true, true, true}},
		{`echo ${x:-$'a'} $'b'`, false, []bool{false, false}},
		{`echo "${x#$'a'}" "${x/$'b'/$'c'}"`, false, []bool{false, false, false}},
		{`echo "${x:-${y:-$'a'}}"`, false, []bool{true}},
		{`echo "${x:-${y#$'a'}}"`, false, []bool{false}},
		{`echo "${x:-$(echo $'a')}" "${x:-$'b'}"`, false, []bool{false, true}},
		{`echo "${x:-$'a'}" ${y:-$'b'}`, false, []bool{true, false}},
	}
	for _, tc := range tests {
		p := NewParser(Variant(LangBash), ShoptExtquote(tc.on))
		f, err := p.Parse(strings.NewReader(tc.src), "")
		if err != nil {
			t.Errorf("%q: %v", tc.src, err)
			continue
		}
		var got []bool
		Walk(f, func(n Node) bool {
			if sq, ok := n.(*SglQuoted); ok && sq.Dollar {
				got = append(got, sq.Untranslated)
			}
			return true
		})
		if len(got) != len(tc.want) {
			t.Errorf("%q (extquote %v): got %v, want %v", tc.src, tc.on, got, tc.want)
			continue
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("%q (extquote %v): got %v, want %v", tc.src, tc.on, got, tc.want)
				break
			}
		}
	}
}
