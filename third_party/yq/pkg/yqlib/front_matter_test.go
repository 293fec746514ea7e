package yqlib

import (
	"io"
	"strings"
	"testing"

	"github.com/mikefarah/yq/v4/test"
)

// computerwelt: upstream's cases, run through SplitFrontMatter (in
// memory) instead of the temporary-file handler.
func TestSplitFrontMatter(t *testing.T) {
	cases := []struct{ name, in, yaml, content string }{
		{"leading separator", "---\na: apple\nb: banana\n---\nnot a \nyaml: doc\n",
			"---\na: apple\nb: banana\n", "---\nnot a \nyaml: doc\n"},
		{"no leading separator", "a: apple\nb: banana\n---\nnot a \nyaml: doc\n",
			"a: apple\nb: banana\n", "---\nnot a \nyaml: doc\n"},
		{"BOM", "\ufeff---\na: apple\nb: banana\n---\nnot a\nyaml: doc\n",
			"---\na: apple\nb: banana\n", "---\nnot a\nyaml: doc\n"},
		{"array", "[1,2,3]\n---\nnot a \nyaml: doc\n",
			"[1,2,3]\n", "---\nnot a \nyaml: doc\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			yaml, rest, err := SplitFrontMatter(strings.NewReader(c.in))
			if err != nil {
				t.Fatal(err)
			}
			test.AssertResult(t, c.yaml, string(yaml))
			content, err := io.ReadAll(rest)
			if err != nil {
				t.Fatal(err)
			}
			test.AssertResult(t, c.content, string(content))
		})
	}
}
