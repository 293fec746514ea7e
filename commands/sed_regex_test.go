package commands

import "testing"

// TestRegexSemanticsDiff checks match boundaries and groups of many
// patterns (BRE and ERE) by bracketing every match with GNU sed.
func TestRegexSemanticsDiff(t *testing.T) {
	input := "abcabc aaa bbb\nxyz 123 4567 x1y2\nfoo.bar foo_bar foo-bar\n" +
		"café ÉTÉ naïve\n(a)[b]{c}\\d\n\ttab  space\n" + "aXbXc AxBxC\nabab ababab\n\n"
	bre := []string{
		`a`, `ab*`, `\(ab\)*`, `\(a\|b\)*`, `a\{2\}`, `a\{1,\}`, `a\{,2\}`, `[abc]\+`, `[^a-c ]\+`,
		`.`, `..*`, `^.`, `.$`, `^$`, `x*`, `b*c`, `\(a*\)\(b*\)`, `\(.\)\1`, `\(ab\)\1`,
		`\(a\)\(b\)\(c\)\3*`, `[[:alpha:]]*`, `[[:digit:]]\{2,3\}`, `[[:space:]]`, `[[:punct:]]`,
		`[[:upper:]][[:lower:]]`, `\w\+`, `\W`, `\s\+`, `\S*`, `\bfoo\b`, `\Bo`, `\<f`, `r\>`,
		`foo.bar`, `foo\.bar`, `[.]`, `[]]`, `[]a]`, `[^]a]`, `[a-]`, `\[b\]`, `{c}`, `\{`, `\\d`,
		`a\|b\|c`, `abc\|ab`, `\(a\|ab\)\(c\|bcd\)`, `x\(y\|yz\)`, `é`, `[éÉ]`, `.\{3\}`, `^\(.\)`,
		`\(^a\)`, `a^`, `$b`, `\(a$\)`, `*a`, `\(*a\)`, `^*`, `a**`, `\(\)`, `b\?c`, `\(ab\)\{2\}`,
		`[[:alpha:]_][[:alnum:]_]*`, `\(a*\)*`, `\(a*\)\+b`, `[0-9]*`, "\t", `  *`, `X\|x`,
	}
	ere := []string{
		`a+`, `(ab)+`, `(a|b)+`, `a{2}`, `a{1,}`, `a{,2}`, `(a|ab)(c|bcd)`, `x(y|yz)`, `[0-9]+`,
		`(.)\1`, `(ab)\1`, `()`, `a|`, `(a|)+b`, `^a|c$`, `a$|^b`, `\(a\)`, `[(]`, `{`, `a{`, `a{x}`,
		`(foo|foo\.bar)`, `\<(\w+)\>`, `(a)(b)?c`, `((a)|b)+`, `(a*)+`, `(a*)*b`, `x+y?`, `é+`,
		`[^[:space:]]+`, `[[:upper:]]+`, `.?`, `(^|[^a])b`, `+a`, `a|*b`,
	}
	var cases []diffCase
	for _, p := range bre {
		cases = append(cases, diffCase{name: "BRE " + p, args: []string{"sed", "s/" + escSlash(p) + "/[&]/g"}, stdin: input})
		cases = append(cases, diffCase{name: "BRE i " + p, args: []string{"sed", "s/" + escSlash(p) + "/<\\1>/I"}, stdin: input})
	}
	for _, p := range ere {
		cases = append(cases, diffCase{name: "ERE " + p, args: []string{"sed", "-E", "s/" + escSlash(p) + "/[&]/g"}, stdin: input})
		cases = append(cases, diffCase{name: "ERE groups " + p, args: []string{"sed", "-E", "s/" + escSlash(p) + "/<\\1>/2"}, stdin: input})
	}
	for _, p := range bre {
		cases = append(cases, diffCase{name: "grep -o " + p, args: []string{"grep", "-o", "-n", "--", p}, stdin: input})
	}
	for _, p := range ere {
		cases = append(cases, diffCase{name: "grep -Eo " + p, args: []string{"grep", "-E", "-o", "-c", "--", p}, stdin: input})
	}
	runDiffCases(t, cases)
}

func escSlash(p string) string {
	out := ""
	for _, r := range p {
		if r == '/' {
			out += `\/`
		} else {
			out += string(r)
		}
	}
	return out
}
