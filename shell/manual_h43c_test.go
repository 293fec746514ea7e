package shell

import "testing"

// Rules found through bash 5.2's own regression suite (exp, new-exp,
// posixexp, rhs-exp, tilde, quote, nquote, quotearray): each script is
// compared with bash.
var manualH43cScripts = []string{
	// ${v=$*} assigns $* joined with IFS's first character, as v=$* does;
	// "$@" joins with a space.
	"set -- 'a b' c; IFS=:; unset v w; : ${v=$*} ${w=$@}; echo \"$v|$w\"; IFS=; unset v; : ${v=$*}; echo \"$v\"",
	// A double-quoted part of a double-quoted ${x:+word} loses the
	// backslash of any \\c.
	"s=1; printf '<%s>\\n' \"${s:+x=\"\\p\"}\" \"${s:+x=\"\\'\"}\" \"${s:+x=\\p}\" \"${u:-\"a\\$b\\\\\"}\"",
	// $'\\x{HHH}' takes every hex digit to the brace; echo -e keeps \\' \\\" \\?.
	"printf '%q|' $'a\\x{41}b' $'\\x{4}' $'\\x{123}' $'a\\x{}b'; echo -e \"\\'x\\\" \\?\"",
	// ${!N} of an unset positional parameter is unset, no error.
	"set a; echo \"[${!9}]\" \"[${!9-d}]\" \"[${!3:-e}]\"",
	// name=... arguments get ~ after = and each :; the word of ${x:=w}
	// only at its start.
	"HOME=/h; echo a=~/x b=c:~ d=~:~/y; unset A; : ${A:=P=~/b:~/c}; echo $A; : ${B:=~/b:~/c}; echo $B",
	// Backquotes remove \\<newline> as they are read, inside '...' too;
	// an escaped backslash before the newline keeps it.
	"echo `echo 'a\\\nb'` \"`echo 'c\\\nd'`\"; x=`printf '%s' 'e\\\\\nf'`; echo \"$x\"",
	// An unquoted expansion in a replacement: \\& is a plain &.
	"v=letssee r='x\\&y' s='a\\b' t='\\\\&'; echo ${v//ss/$r} \"${v//ss/$s}\" ${v//ss/$t}",
	// $(< word) globs and splits its word as a redirection does.
	"printf 'hi\\n' > f.one; echo \"$(< f.o*)\"; : > g1; : > g2; x=$(< g*); echo $?",
	// In a here-document, $'...' in a ${x-word} stays text.
	"cat <<E\n${u-a$'\\t'b} ${u:-$'x'}\nE",
	// unset's operand written name[...] is expanded once: the key of an
	// associative array is not expanded again.
	"declare -A a; k='$(echo foo)'; a[$k]=1; a[foo]=2; unset a[\"$k\"]; declare -p a; a[$k]=1; unset \"a[$k]\"; declare -p a",
	// [[ -v ]] quotes what an expansion gives inside the subscript.
	"declare -A m; for k in a '\"' \"'\" ']' '$(echo x)'; do m[$k]=1; [[ -v m[$k] ]]; echo \"$k $?\"; [[ -v m[\"$k\"] ]]; echo $?; done",
	// A name whose subscript ends before its last ] is no identifier;
	// printf -v a[@] of an indexed array is a bad subscript.
	"declare -A A; read 'A[]]' <<< x; echo $?; printf -v 'A[x]y]' %s 1; echo $?; a=(1); printf -v 'a[@]' %s 2; echo $?; declare -p a",
}

func TestManualH43c(t *testing.T) { compareManual(t, manualH43cScripts) }
