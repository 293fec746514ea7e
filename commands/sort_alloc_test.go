package commands

import (
	"strings"
	"testing"
)

// sortOrdering builds the sorter sort's command line makes of global
// ordering letters and -k specs, for tests that call its comparison.
func sortOrdering(t testing.TB, global string, keys ...string) *sorter {
	t.Helper()
	s := &sorter{tab: -1}
	for _, spec := range keys {
		k, err := parseKey(spec)
		if err != nil {
			t.Fatal(err)
		}
		s.keys = append(s.keys, k)
	}
	var g sortKey
	g.setOrdering(global, false)
	s.rev = g.reverse
	if len(s.keys) == 0 && !g.isDefault() {
		g.sword, g.eword = -1, -1
		s.keys = []*sortKey{&g}
	}
	return s
}

// TestSortComparisonsDoNotAllocate holds sort's comparison at no
// allocation for -f, -d, -i (text compared as it is filtered; filtered
// copies for -n and -g go to buffers the sorter reuses) and -g (numbers
// parsed without a string copy): -f, -d and -i allocated twice per
// comparison before, -g one to three times, some million times each for
// a large input.
func TestSortComparisonsDoNotAllocate(t *testing.T) {
	pairs := [][2]string{
		{"Hello, World 12", "hello world 13"}, {"abc-def", "ABC.DEF"}, {"\x01tab\tline", "tab line"},
		{"  -1.5e3 apples", "  -1500 pears"}, {"0x1Fp2 x", "124"}, {"inf", "-INFINITY"}, {"nan", "x"},
		{strings.Repeat("z", 200), strings.Repeat("Z", 200)}, {"12345678901234567890123456789.5", "1e28"},
	}
	for _, c := range []struct {
		global string
		keys   []string
	}{{"f", nil}, {"d", nil}, {"i", nil}, {"df", nil}, {"fr", nil}, {"g", nil}, {"gr", nil}, {"n", nil},
		{"", []string{"2f"}}, {"", []string{"1,1d", "2g"}}, {"", []string{"1nf"}}, {"", []string{"1gd"}},
		{"", []string{"1Mf"}}, {"", []string{"1Vi"}}, {"", []string{"1hf"}}} {
		s := sortOrdering(t, c.global, c.keys...)
		for _, p := range pairs {
			a, b := []byte(p[0]), []byte(p[1])
			s.compare(a, b) // the sorter's buffers grow once
			if n := testing.AllocsPerRun(50, func() { s.compare(a, b); s.compare(b, a) }); n != 0 {
				t.Errorf("sort -%s %q: comparing %q and %q allocates %.1f times", c.global, c.keys, p[0], p[1], n)
			}
		}
	}
}
