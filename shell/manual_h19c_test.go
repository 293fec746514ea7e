package shell

import "testing"

// Differential cases for issue 19 written as an unseen corpus would be
// (Oils-style: short scripts, stdout, stderr and status against bash 5.2),
// section by section. Scripts that depend on the locale set LC_ALL.

// 6.11 Bash POSIX Mode: trap -p lists every signal asked for (all of them
// without operands), a default one as "trap -- - NAME"; type and command
// -V say "special shell builtin"; no redirection word is globbed;
// command and builtin take away a special builtin's power to end the
// shell on an assignment error; an invalid for variable ends the shell
// with status 2; break outside a loop says nothing.
var manualPosixModeH19Scripts = []string{
	"set -o posix\ntrap 'echo hi' EXIT INT\ntrap -p\ntrap\ntrap -p EXIT TERM 32 RTMIN\ntrap '' QUIT; trap -p QUIT HUP\nset +o posix; trap -p HUP INT",
	"set -o posix\ntype export :; type -t :; command -V eval; type -a set; command -V echo cd\nset +o posix; type export",
	"set -o posix\nreadonly r=1\ncommand export r=2; echo after $?\nbuiltin readonly r=3; echo after $?\ncommand set -Z 2>/dev/null; echo after $?\nexport r=4\necho notreached",
	"set -o posix\nfor 1x in a; do echo $1x; done\necho notreached",
	"set -o posix\nselect 2y in a; do :; done\necho notreached",
	"for 1x in a; do :; done\necho reached $?",
	"set -o posix\nbreak; echo st=$?; continue 2; echo st=$?\nset +o posix; break; echo st=$?",
}

func TestManualPosixModeH19(t *testing.T) { compareManual(t, manualPosixModeH19Scripts) }

// 3.1.2.4, 4.2 printf and echo -e, 3.5.3 ${x@E}: \u and \U name a code
// point; in a UTF-8 locale it is written in UTF-8, in the C locale, which
// has no character for it, as the escape again (\u00E9, \U0001F600); a
// character of ASCII as itself. (bash decodes $'...' when it reads the
// line, we when we run it: they differ for LC_ALL=C; x=$'\u00e9' on one
// line, which these cases avoid.)
var manualUnicodeEscapeScripts = []string{
	"for L in C C.UTF-8; do export LC_ALL=$L\nprintf '\\u00e9|\\U0001F600|\\u0041|\\u00fF\\n'; printf '%b\\n' '\\u00e9\\u263a'; echo -e '\\u00e9|\\U0001f600|\\u41'\n" +
		"x='\\u00e9'; echo \"${x@E}\"; printf -v v '\\u00e9'; echo \"$v\" ${#v}\ndone",
	"LC_ALL=C\necho $'\\u00e9|\\U0001F600|\\u0041'\nLC_ALL=C.UTF-8\nx=$'\\u00e9'; echo ${#x}; LC_ALL=C; echo ${#x}\nLC_ALL=C.UTF-8\nx=$'\\ud800'\nLC_ALL=C\necho ${#x} \"${x@Q}\"",
}

func TestManualUnicodeEscapes(t *testing.T) { compareManual(t, manualUnicodeEscapeScripts) }

// 3.5.8.1 Pattern Matching, 3.2.5.2 [[ =~ ]]: the classes of glibc's
// C.UTF-8 locale: other scripts' decimal digits (٣, ５) are alpha and
// alnum but not digit, letter numbers (Ⅳ) and vowel signs (ि) alpha,
// titlecase ǅ upper and lower, ² and U+00A0 punct, U+3000 space and
// blank; the same in [[ == ]], case, ${x//…}, filename expansion and =~.
// In =~ a bare [:space:] is a bracket of its letters (glibc's regcomp).
var manualCtypeScripts = []string{
	"LC_ALL=C.UTF-8\nfor c in a é ٣ ５ Ⅳ ि ǅ ² $'\\u00a0' $'\\u3000' $'\\u2028' ① Ⓐ ß ª 中 _ 7; do\n  printf '%s:' \"$c\"\n" +
		"  for k in alpha digit alnum upper lower space blank punct print graph cntrl xdigit word; do\n" +
		"    eval \"[[ \\$c == [[:$k:]] ]]\" && printf ' %s' $k\n  done\n  echo\ndone",
	"LC_ALL=C.UTF-8\nfor c in ٣ ５ Ⅳ ि ² $'\\u3000' ǅ; do\n  printf '%s:' \"$c\"\n  for k in alpha digit alnum upper lower space blank punct print graph; do\n" +
		"    [[ $c =~ ^[[:$k:]]$ ]] && printf ' %s' $k\n  done\n  case $c in [[:alpha:]]) printf ' case-alpha';; esac\n  echo\ndone\nx='a٣b５c'; echo \"${x//[[:alpha:]]/A}\" \"${x//[[:digit:]]/D}\"",
	"[[ ' ' =~ [:space:] ]]; echo $?; [[ s =~ [:space:] ]]; echo $?; [[ x =~ [:space:] ]]; echo $?; [[ : =~ [:space:] ]]; echo $?; [[ a =~ ^[^:alpha:]$ ]]; echo $?\n" +
		"[[ z =~ [:alpha:] ]]; echo $?; [[ h =~ [:alpha:] ]]; echo $?",
}

func TestManualCtype(t *testing.T) { compareManual(t, manualCtypeScripts) }

// 4.2 read -n and -N count characters: in a UTF-8 locale the bytes of
// one past ASCII are read with it (a backslash-escaped one too); in the C
// locale each byte is one.
var manualReadCharsScripts = []string{
	"LC_ALL=C.UTF-8\nprintf 'éèa' | { read -n 2 x; echo \"$x\"; }; printf 'éèa' | { read -N 1 x; echo \"$x\"; read -N 1 y; echo \"$y\"; }\n" +
		"printf '\\\\éx' | { read -n 1 x; echo \"$x\"; }; printf '日本語' | { read -n 2 x; read y; echo \"$x|$y\"; }\n" +
		"LC_ALL=C\nprintf 'éa' | { read -n 1 x; echo ${#x}; read y; echo \"$y\"; }",
}

func TestManualReadChars(t *testing.T) { compareManual(t, manualReadCharsScripts) }

// 4.1 getopts: OPTERR set to a value whose C atoi is 0 silences the
// messages, not the statuses; 4.2 unset: -f with -v is an error, -n
// wins over -v and -f over -n; 6.4 test -N: modified since last read.
var manualBuiltinCornerScripts = []string{
	"OPTERR=0; getopts a o -x; echo \"$? $o ${OPTARG-u}\"; OPTIND=1; getopts b: o -b; echo \"$? $o ${OPTARG-u}\"\n" +
		"for v in 00 x ' 0' 1 ''; do OPTIND=1 OPTERR=$v; getopts a o -y; done; unset OPTERR; OPTIND=1; getopts a o -z",
	"f() { :; }; declare -n r=x; x=1; unset -fn f; echo $?; type -t f; unset -vf f; echo $?; unset -fv; echo $?\n" +
		"unset -nv r; echo $? ${x-u} ${r-u}; declare -n q=y; y=2; unset -vn q; echo $? ${y-u} ${q-u}\ng() { :; }; declare -n p=g; unset -nf p; echo $?; type -t g; declare -p p",
}

func TestManualBuiltinCorners(t *testing.T) { compareManual(t, manualBuiltinCornerScripts) }

// 3.3 Shell Functions, 6.11: a message from inside a function is named
// BASH_SOURCE[0] (bash's get_name_for_error), the file the function was
// defined in: "environment" for bash -c ("main" for a script on stdin:
// TestScriptFromStdin; a sourced file's name), $0 outside one.
var manualErrNameScripts = []string{
	"f() { cd /nonexist; }; f 2>&1\ng() { echo ${u?unset}; }; (g) 2>&1; echo $?\nh() { nosuch; eval '(('; echo $((1/0)); } 2>&1; h\ncd /nonexist 2>&1",
	"echo 'k() { cd /nonexist; }; cd /nonexist' > lib.sh; . ./lib.sh 2>&1; k 2>&1",
}

func TestManualErrName(t *testing.T) { compareWithBash(t, manualErrNameScripts, true) }

// 6.11 POSIX mode: ${!#} is $! with an empty prefix removed and ${!?}
// $! that must be set (out of it, indirections); return outside a
// function is a special builtin's usage error that ends the shell.
var manualPosixBangScripts = []string{
	"set -- a b c\necho \"${!#}\"\nset -o posix\necho \"[${!#}]\"\ntrue & p=$!; wait\n[ \"${!#}\" = \"$p\" ] && echo same\n[ ${!?} = \"$p\" ] && echo same2",
	"set -o posix\necho ${!?}\necho notreached",
	"set -o posix\nreturn 5\necho notreached",
	"set -o posix\nf() { return x; }; f; echo $?\nfalse; return x\necho notreached",
	"return 5; echo st=$?",
}

func TestManualPosixBang(t *testing.T) { compareManual(t, manualPosixBangScripts) }

// 4.2 declare -f with attributes, export -f, readonly -f: -x, -r and -t
// set a function's attributes without listing it; a readonly function is
// neither defined anew nor unset ("f: readonly function", status 1);
// declare -F and -pf show the attributes (declare -frx f), export -f and
// readonly -f without names list their functions and attributes.
var manualFuncAttrScripts = []string{
	"f() { echo f; }; readonly -f f; f() { echo g; }; echo \"st=$?\"; f; unset -f f; echo \"st=$?\"; declare -F; declare -fr f; echo $?\n" +
		"export -f f; declare -F; g() { :; }; declare -fx g; declare -F; declare -f f; readonly -f; echo ---; export -f",
	"f() { :; }; readonly -f f; eval \"f() { :; }\"; echo \"st=$?\"; function f { :; }; echo after $?",
	"f() { :; }; declare -pf f; echo ---; declare -fx f; declare -pf; echo ---; declare -f; declare -f f; declare -pF f\nexport -fn f; declare -F; declare -ft f; declare -F; f() { echo new; }; declare -F",
}

func TestManualFuncAttrs(t *testing.T) { compareManual(t, manualFuncAttrScripts) }
