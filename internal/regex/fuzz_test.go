package regex

import "testing"

// FuzzCompile checks that no pattern makes the parser or the matchers
// panic, in every dialect.
func FuzzCompile(f *testing.F) {
	for _, s := range []string{`a\(b\)*\1`, `[[:alpha:]]+x{2,3}`, `(?<=a)b\K.*?`, `\<w\>`, `[]a-]`, `x\{1,\}`, `(a|)+`} {
		f.Add(s, "aab xb abab")
	}
	f.Fuzz(func(t *testing.T, pat, in string) {
		for _, o := range []Options{{}, {Extended: true}, {Extended: true, IgnoreCase: true, Words: true},
			{Strict: true, SedEscapes: true, Multiline: true}, {Literal: true, Line: true}} {
			re, err := Compile(pat, o)
			if err != nil {
				continue
			}
			re.Match([]byte(in))
			re.FindAllSubmatchIndex([]byte(in), -1)
			re.SplitsCharacters()
		}
		if re, err := CompilePerl(pat, false); err == nil {
			for _, loc := range mustAll(re, in) {
				if loc[0] > loc[1] {
					t.Fatalf("%q on %q: bad match %v", pat, in, loc)
				}
			}
		}
	})
}

func mustAll(re *Regexp, in string) [][]int {
	all, _ := re.FindAllSubmatchIndex([]byte(in), -1)
	return all
}
