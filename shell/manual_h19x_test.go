package shell

import "testing"

// Differential cases for issue 19 (helper h19x), against bash 5.2.

// 3.5.8.1 Pattern Matching, 4.3.2 shopt extglob: bash reads ?( *( +( @(
// and !( as extended globs only when extglob is on as it reads the line
// (a whole command line, a compound command, a function's definition):
// set on the same line it comes too late, a syntax error; a function
// defined with it keeps its patterns, matched as extglob says when they
// run (case, ${x#…}, ${x//…}; ${x^^…} and [[ == ]] always have the
// operators). In [[ ]] the pattern after == != = is read with extglob on
// regardless, not the left operand; [[ !(a) ]] is a negation without it,
// a word with it. !(…) where a command starts negates a subshell without
// extglob, and is a pattern (the command's name) with it. eval and
// source read their text when they run, $( ) with its line, `…` when it
// runs.
var manualExtglobReadScripts = []string{
	"echo a\nshopt -s extglob; echo @(x|y)\necho notreached",
	"shopt -s extglob\necho @(nomatch1|nomatch2) x+(y) x!(z) q?(r) q*(s)\nshopt -u extglob\necho b\necho x@(y)\necho notreached",
	"shopt -s extglob\nf() { case $1 in @(a|b)) echo m;; *(x)) echo star;; *) echo n;; esac; x=$1; echo \"${x#@(a|b)}\" \"${x//+(a)/Z}\" \"${x^^@(a)}\" \"${x%?(b)}\"; }\n" +
		"f a; f '@(a|b)'; f 'x(x)'; f xx; f ab\nshopt -u extglob\nf a; f '@(a|b)'; f '+(a)'; f 'x(x)'; f xx; f ab\nx=abc; echo ${x//@(a|b)/X} ${x#?(a)}",
	"[[ ab == @(a|b)b ]]; echo $?\n[[ ab != !(a*) ]]; echo $?\n[[ a = +(a) ]]; echo $?\np='@(a|b)'; [[ a == $p ]]; echo $?\n[[ !(a) ]]; echo $?\n[[ ! (a) ]]; echo $?\n" +
		"shopt -s extglob\n[[ !(a) ]]; echo $?\nf() { [[ !(a) ]]; echo $?; [[ x == @(x|y) ]]; echo $?; }\nshopt -u extglob; f\n[[ @(a) == a ]]; echo $?",
	"shopt -u extglob\n[[ -n @(a) ]]; echo notreached",
	"if !(false); then echo neg; fi\n! (false) && echo neg2\n!(exit 3); echo $?\nshopt -s extglob\nif ! (false); then echo neg3; fi\n" +
		"!(false); echo $?\nif !(false); then echo neg4; else echo not; fi\n: > x; : > y\n!(y); echo $?\necho end",
	"shopt -s extglob; eval 'echo @(a|b)'\neval 'shopt -u extglob; echo @(b|c)'; echo $?\neval 'echo @(d)'; echo $?\n" +
		"printf 'shopt -s extglob\\necho @(e|f)\\n' > s1; . ./s1; echo $?\nprintf 'shopt -u extglob; echo @(g)\\n' > s2; . ./s2; echo $?\n" +
		"shopt -u extglob; printf 'shopt -s extglob; echo @(h)\\n' > s3; . ./s3; echo $?",
	"shopt -s extglob; x=`echo @(a|b)`; echo \"$x\"\nshopt -u extglob\nx=$(shopt -s extglob\necho @(c|d)); echo notreached",
	"shopt -s extglob\n!(true) 2>/dev/null; echo $?\nshopt -u extglob\n!(true); echo $?\nshopt -s extglob\n!(true) 2>/dev/null; echo $?\nshopt -u extglob\n!(true); echo $?\n" +
		"shopt -s extglob\necho @(x|y)\nshopt -u extglob\n!(true); echo $?\nshopt -s extglob\n[[ a == @(a) ]]; echo $?\nshopt -u extglob\necho @(z)",
	"shopt -s extglob\nfor i in 1 2; do\n  shopt -u extglob\n  echo @(x|y)\ndone\necho @(z)\nshopt -u extglob\n{ shopt -s extglob\necho @(w); }",
}

func TestManualExtglobRead(t *testing.T) { compareManual(t, manualExtglobReadScripts) }

// 4.3.1 set -x: the assignments before a declaration are traced after
// its lists (bash expands the words first) and before it; a list before
// a command is traced as the text it binds; export and readonly trace
// their assignments again as they run, however called (x=1 export y=2,
// command, builtin, a word expanding to the name); an element's
// subscript is traced as written; in [[ == ]] a tilde's expansion is
// quoted text, each character escaped, an extended glob as written.
var manualXtracePrefixScripts = []string{
	"set -x\nx=1 declare -a y=(2) z=(3) w=4\nx=(1) declare p=2\nx=(1) :\nx=1 y=2 export z=3\nx=1 readonly r=2\nx=1 local q=1\nf() { x=1 local m=2 n=(3); }; f",
	"set -x\nx=1 declare y=2; command declare z=3; builtin export w=4; command readonly v=5; e=export; $e u=6\nx=1 export y=2 a b=3\ndeclare -x q=1\ntypeset -r q2=1",
	"set -x\na[ 1 ]=3\na[1+1]=4 b[ 2 ]+=x\ndeclare -A m\nm[ k ]=v m[\"a b\"]=w\nc[ 3 ]=1 :",
	"set -x\n[[ ~ == ~ ]]\n[[ a == ~/x ]]\n[[ a == ~nosuch/x* ]]\n[[ a == ~root ]]\n[[ a == \"~\"x ]]\n[[ $HOME/q == ~/q* ]]\n[[ a == x~ ]]\n" +
		"[[ a != ~/@(x|y) ]]\n[[ a == @(a|b)* ]]\nHOME='/a b*'; [[ a == ~/x ]]\ncase ~ in ~/x) ;; esac",
}

func TestManualXtracePrefix(t *testing.T) { compareManual(t, manualXtracePrefixScripts) }

// 4.3.1 set -x, 6.5 Shell Arithmetic: (( )) is traced as its text is
// written between the parentheses, blanks kept, expanded as bash expands
// it before evaluating: $'…' as '…' decoded (bash's reader turns it so,
// an arithmetic error then, whose message and token show it so too),
// double quotes removed, parameters' values; the parts of for (( )) the
// same from their first character.
var manualXtraceArithScripts = []string{
	"set -x\nv=5; a=(1 2)\n(( a[1] += $v ))\n(( ${#a[@]} > 1 ))\n(( \"$v\" > 1 && $v ))\n((v++))\n((  ))\n((  x=v+1,y=2  ))\n(( x = $v ,  5 ))\n" +
		"for ((i = $v; i < 7; i += ${a[0]})); do :; done\nfor (( ; ; )); do break; done\n(( x = 1 +\n 2 ))\nlet x=$v+1 \"y = 2\"",
	"set -x\n(( $'1' + 2 ))\necho st=$?\n(( x = $'\\t3' ))\n(( $'\\x31' ))\n(( x = 'a' ))\n(( 'a' + 1 ))\necho $((x=$'3'))\necho next",
	"(( x = $'3' + 1 )); echo $?\n(( 2 + '1' )); echo $?",
}

func TestManualXtraceArith(t *testing.T) { compareManual(t, manualXtraceArithScripts) }

// 4.3.1 set -x: a word is quoted as bash's sh_contains_shell_metas
// says (blanks, quotes, operators, { } ^, glob and expansion characters,
// ~ first or after = or :, # first), in single quotes as it is even with
// a control character in it, else $'…' for one not printable; an
// assignment's empty value is written as nothing. 3.5.2 Tilde Expansion:
// an assignment's value has no tilde prefix after a = inside it (s=a=~),
// a word that looks like one has.
var manualXtraceQuoteScripts = []string{
	"set -x\n: a{ } a}b a{b}c {a} ^ a^b % a,b @ a@b + a:b =a a=b x# \"#\" a~ \"~a\" a= \"a b=c\" 'a:~' '=~' ':~b' \"=a b\"\ne=\nx= :\n" +
		"f() { local e= ; declare d= ; export ex= ; }; f\nx=$'\\001 '\n: \"$x\"\ny=$'\\001'\nz=a~ w=:~ v=b:~c t='=~' s='a=~'",
	"s=a=~; echo $s; t=x:~; echo $t; declare u=a=~; echo $u; v=~; echo $v; w=a=~:~; echo $w\n" +
		"readonly r=a=~; echo $r; f() { local l=a=~; echo $l; typeset t=a=~; echo $t; }; f; declare -x dx=a=~; echo $dx; a[1]=a=~; echo ${a[1]}\n" +
		"echo x=a=~ x=~; g2() { echo $p; }; p=a=~ g2",
}

func TestManualXtraceQuote(t *testing.T) { compareManual(t, manualXtraceQuoteScripts) }
