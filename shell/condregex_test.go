package shell

import "testing"

// TestManualRegexMatch: [[ =~ ]] matches as bash 5.2 with glibc's
// regcomp(REG_EXTENDED): leftmost-longest with POSIX subexpressions,
// back-references, GNU escapes, no nesting limit, and status 2 for a
// pattern regcomp refuses when that test decides the result.
func TestManualRegexMatch(t *testing.T) {
	compareManual(t, []string{
		`[[ ab =~ (a|ab) ]]; echo "${BASH_REMATCH[@]}"
[[ xabcd =~ (a|ab)(c|bcd) ]]; echo "${BASH_REMATCH[@]}"
[[ aaa =~ (a*)(a) ]]; echo "${BASH_REMATCH[@]}"
[[ abab =~ (ab)\1 ]]; echo $? "${BASH_REMATCH[@]}"
[[ foo.bar =~ foo"."bar ]]; echo $?
[[ fooxbar =~ foo"."bar ]]; echo $?
re='('; [[ a =~ $re ]]; echo $?
re='a{1'; [[ a{1 =~ $re ]]; echo $?
re='*a'; [[ a =~ $re ]]; echo $?
[[ ABC =~ b ]]; echo $?
shopt -s nocasematch; [[ ABC =~ b ]]; echo $? "${BASH_REMATCH[@]}"; shopt -u nocasematch
[[ a1 =~ [[:digit:]] ]]; echo $? "${BASH_REMATCH[@]}"
[[ 'a]b' =~ []] ]]; echo $? "${BASH_REMATCH[@]}"
[[ ab =~ a\b ]]; echo $? "${BASH_REMATCH[@]}"
[[ 'a b' =~ a\ b ]]; echo $?
[[ hello =~ \w+ ]]; echo $? "${BASH_REMATCH[@]}"
[[ 'a d' =~ a\sd ]]; echo $?
[[ ab =~ (x)?b ]]; echo $? "${#BASH_REMATCH[@]}" "[${BASH_REMATCH[1]}]"
[[ x =~ ^$ ]]; echo $?
[[ '' =~ ^$ ]]; echo $?
re=$(printf "%.0s(" {1..1001})a$(printf "%.0s)" {1..1001}); [[ a =~ $re ]]; echo $? ${#BASH_REMATCH[@]}
[[ 'a.b' =~ a\.b ]]; echo $?
[[ abc =~ 'a'.c ]]; echo $?
`,
		`re='('
[[ a =~ $re || a == a ]]; echo $?
[[ a =~ $re || a == b ]]; echo $?
[[ a == b || a =~ $re ]]; echo $?
[[ ! a =~ $re ]]; echo $?
[[ a =~ $re && a == a ]]; echo $?
[[ a == a && a =~ $re ]]; echo $?
[[ ( a =~ $re ) ]]; echo $?
if [[ a =~ $re ]]; then echo y; else echo n $?; fi
`,
	})
}
