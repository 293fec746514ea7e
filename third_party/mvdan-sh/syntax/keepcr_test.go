// computerwelt: added.

package syntax

import (
	"strings"
	"testing"
)

// TestKeepCR: with KeepCR a carriage return is part of a word, as bash
// reads it; without, \r\n is a newline and \r a blank, as upstream.
func TestKeepCR(t *testing.T) {
	t.Parallel()
	tests := []struct {
		src   string
		keep  bool
		words []string // the first statement's words
		err   string
	}{
		{src: "echo a\r\n", keep: true, words: []string{"echo", "a\r"}},
		{src: "echo a\r\n", keep: false, words: []string{"echo", "a"}},
		{src: "echo a\rb c\n", keep: true, words: []string{"echo", "a\rb", "c"}},
		{src: "echo a\rb\n", keep: false, words: []string{"echo", "a", "b"}},
		{src: "\r\n", keep: true, words: []string{"\r"}},
		{src: "echo x\\\r\n", keep: true, words: []string{"echo", "x\\\r"}},
		{src: "for i in 1; do\r\necho\r\ndone\r\n", keep: true, err: "`do\r`"},
		{src: "for i in 1; do\r\necho\r\ndone\r\n", keep: false},
		{src: "cat <<E\r\nx\r\nE\r\n", keep: true, words: []string{"cat"}},
	}
	for _, tc := range tests {
		f, err := NewParser(Variant(LangBash), KeepCR(tc.keep)).Parse(strings.NewReader(tc.src), "")
		if tc.err != "" {
			if err == nil {
				t.Errorf("%q keep=%v: no error, want one", tc.src, tc.keep)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q keep=%v: %v", tc.src, tc.keep, err)
			continue
		}
		if tc.words == nil {
			continue
		}
		call, ok := f.Stmts[0].Cmd.(*CallExpr)
		if !ok {
			t.Errorf("%q keep=%v: %T, want a call", tc.src, tc.keep, f.Stmts[0].Cmd)
			continue
		}
		var got []string
		for _, w := range call.Args {
			got = append(got, w.Lit())
		}
		if strings.Join(got, "|") != strings.Join(tc.words, "|") {
			t.Errorf("%q keep=%v: words %q, want %q", tc.src, tc.keep, got, tc.words)
		}
	}
}
