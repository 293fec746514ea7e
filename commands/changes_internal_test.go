package commands

import "testing"

// TestRenameName checks renameName with names git printed in its
// diffstats (git 2.39, diff --stat of renames).
func TestRenameName(t *testing.T) {
	for _, c := range []struct{ a, b, want string }{
		{"a/bin", "b/bin", "{a => b}/bin"},
		{"a/moved", "b/moved2", "a/moved => b/moved2"},
		{"/dev/null", "b/empty", "/dev/null => b/empty"},
		{"/work/sub/keep2", "/work/sub/deeper/keep2", "/work/sub/{ => deeper}/keep2"},
		{"/w/x/f", "/w/y/f", "/w/{x => y}/f"},
		{"x", "y", "x => y"},
		{"d/x", "d/y", "d/{x => y}"},
		{"a\nb", "c", `"a\nb" => c`},
	} {
		if got := renameName(c.a, c.b); got != c.want {
			t.Errorf("renameName(%q, %q) = %q, want %q", c.a, c.b, got, c.want)
		}
	}
}
