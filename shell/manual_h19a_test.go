package shell

import "testing"

// Differential cases for issue 19 (see MANUAL.md), helper h19a: each
// script runs in our shell and as a script file by bash 5.2; stdout,
// stderr and status must agree.

// 4.2 let: a builtin whose arguments are words, parsed as arithmetic when
// it runs: a bad expression fails there with status 1, after the commands
// before it ran, and the script goes on.
var manualLetDeferScripts = []string{
	"echo before\nlet q=1+;\necho after $?\nlet 'x=(' y=2; echo st $? $y\nlet q=1+ y=2; echo $? $y\nlet 'a'=2+\\* b=3; echo $? $a $b",
	"let x=( 1 + ) z=1; echo $? $z\nx=5; let w=$x+ ; echo $?\nlet v=\"1+\"'2'\\+ ; echo $?\nf() { let n=1+; echo in $?; }; f; echo end",
}

func TestManualLetDefer(t *testing.T) { compareManual(t, manualLetDeferScripts) }

// 4.2 printf: %n sets the variable its argument names to the bytes this
// pass of the format wrote so far (a width is ignored; no argument or an
// empty one sets nothing); a name that is no identifier stops printf with
// status 1, a readonly one is reported and printf goes on.
var manualPrintfNScripts = []string{
	"printf 'ab%n'; echo \" st=$?\"\nprintf 'ab%ncd\\n' v; echo \"st=$? v=$v\"\nprintf 'ab%zncd\\n' 1; echo \"st=$?\"\n" +
		"printf '%s%n|' xyz w1 q w2; echo \"st=$? $w1 $w2\"\nprintf -v out 'abc%n' k; echo \"st=$? [$out] $k\"\nprintf '%5n' r; echo \"st=$? $r\"",
	"printf '%n' 'a b'; echo \"st=$?\"\nreadonly ro; printf 'x%n\\n' ro; echo \"st=$?\"\nprintf 'x%ny\\n' 'a[1]'; echo \"st=$?\"\ndeclare -i i; printf '1234%n' i; echo \" $i\"",
}

func TestManualPrintfN(t *testing.T) { compareManual(t, manualPrintfNScripts) }

// 3.6.6 Here Documents: an external command's redirections are made in
// its forked child, so assignments in the body's expansions (${x:=v},
// $((i++))) do not reach the shell, whatever expansions follow them in
// the body; a builtin's or function's do.
var manualHdocAssignScripts = []string{
	"f() {\ncat <<EOF\n${b:=1} $(echo sub) '$a' $x\nEOF\n}\nf; echo \"b=$b\"\ncat <<EOF\n$((i=3)) ${j:=2} $HOME\nEOF\necho \"i=$i j=$j\"\n" +
		"true <<EOF\n${k:=5} $PWD\nEOF\necho \"k=$k\"\ng() { cat; }; g <<EOF\n${m:=6} $n\nEOF\necho \"m=$m\"",
}

func TestManualHdocAssign(t *testing.T) { compareManual(t, manualHdocAssignScripts) }

// 4.2 declare: a name that is no identifier, with a value or without, is
// declare's (typeset's, local's) EX_BADASSIGN, 260: status 1 in the
// shell, 4 when the declaration is a pipeline's forked element; export's
// and readonly's are 1 there too. The message keeps a += as written.
var manualDeclBadNameScripts = []string{
	"echo | declare 'a b'; echo \"1 $?\"\necho | declare -i 1x; echo \"3 $?\"\necho | declare +x 1x; echo \"8 $?\"\necho | declare 1x+=3; echo \"9 $?\"\n" +
		"echo | declare a 1x b; echo \"11 $?\"\ndeclare 1x; echo \"12 $?\"\necho | typeset 'a['; echo \"13 $?\"\necho | export 1x+=3; echo \"14 $?\"\nreadonly 2y+=1; echo \"15 $?\"\n" +
		"f() { echo | local 1x; echo $?; local 2z+=1; echo $?; }; f",
}

func TestManualDeclBadName(t *testing.T) { compareManual(t, manualDeclBadNameScripts) }

// 3.7.1, 4.3.1 set -u: an unbound variable in the redirection of an
// external command (or of a name no command has) is an error of the
// forked child, whose status is 1; the shell goes on. In a builtin's
// redirection, or in the words, it ends the shell.
var manualUnboundRedirScripts = []string{
	"set -u\nls >$u; echo \"st $?\"\ncat <$u2 >/dev/null; echo \"st $?\"\ny 1.t >$u3; echo \"st $?\"\necho >$u4; echo \"st $?\"",
	"set -u\ny 1.t; echo $?\ny 1.t $u; echo \"not here\"",
}

func TestManualUnboundRedir(t *testing.T) { compareManual(t, manualUnboundRedirScripts) }

// 3.5.4, 6.5: a $(( that no )) closes is a command substitution of a
// subshell, also when arithmetic that does close is inside it.
var manualDollarParenParenScripts = []string{
	"x=$(( echo $(( 1 + 2 )); echo b ) | cat); echo \"[$x]\"\necho \"$(( echo $((2*3)) ) )\"\necho $((echo hi) | { read l; echo \"<$l>\"; })\necho $(( $((1+1)) + 1 ))",
}

func TestManualDollarParenParen(t *testing.T) { compareManual(t, manualDollarParenParenScripts) }

// 4.1 break, continue: a command substitution keeps the loops it is in
// (a subshell and a pipeline element do not): break or continue there
// ends the substitution's commands silently with status 0.
var manualSubstLoopScripts = []string{
	"for i in 1 2; do x=$(break; echo no); echo \"[$x] $?\"; done\nwhile echo \"[$(continue 2)]\" $?; do echo body; break; done\n" +
		"for i in 1; do y=$(echo a; break; echo b); echo \"$y\"; z=`continue; echo c`; echo \"[$z]\"; x=$(false; break); echo $?; x=$(break 0); echo $?; done\n" +
		"for i in 1; do ( continue; echo sub ); echo a | { break; echo pipe; }; done; x=$(break); echo \"top $?\"",
}

func TestManualSubstLoop(t *testing.T) { compareManual(t, manualSubstLoopScripts) }

// 4.3.1 set -e with an ERR trap: a failed pipeline that ends in a ( )
// runs the ERR trap once more, as for that subshell in the shell, and
// set -e leaves there, before the pipeline's own ERR.
var manualErrPipeSubshellScripts = []string{
	"set -eE; trap 'echo ERR $?' ERR\necho in | ( echo sub ) > /; echo \"p $?\"",
	"set -eE; trap 'echo ERR $?' ERR\necho | ( false ); echo \"p $?\"",
	"set -eE; trap 'echo ERR $?' ERR\nif echo | (false); then :; fi; echo | (false) || echo or; echo | ( exit 3 ); echo no",
	"set -eo pipefail; trap 'echo ERR $?' ERR\n(exit 2) | ( true ); echo \"p $?\"",
}

func TestManualErrPipeSubshell(t *testing.T) { compareManual(t, manualErrPipeSubshellScripts) }

// 4.3.1 set -e: a failed assignment statement (a bad subscript, a readonly
// variable) inside eval's or source's text ends the shell at once with no
// ERR trap, as at the top level; an arithmetic error there does not, and
// a condition or || list keeps the shell.
var manualErrexitEvalAssignScripts = []string{
	"set -eE; trap 'echo ERR $?' ERR\narr=(1); eval \"arr[-10]=1; echo in-eval\"; echo \"eval $?\"",
	"set -e; trap 'echo ERR $?' ERR\nreadonly r; echo \"r=2; echo in\" > s.sh; . ./s.sh; echo \"st $?\"",
	"set -e; trap 'echo ERR $?' ERR\neval \"x=\\$((1/0)); echo in\"; echo \"st $?\"",
	"set -e; readonly r; if eval \"r=1; echo in\"; then echo t; fi; echo \"st $?\"; eval \"r=1\" || echo or; (eval \"r=1\"; echo in); echo \"sub $?\"",
}

func TestManualErrexitEvalAssign(t *testing.T) { compareManual(t, manualErrexitEvalAssignScripts) }

// 3.4, 6.7 Arrays: bash reads a name's [...] at a command's start, and a
// list element's, as one piece (blanks in it literal); the word is an
// assignment only when = or += follows the ']'. a[], a[x y], a[1]x=1
// are then command names (127), [x] and [ ]x=1 in a list are values. An
// empty subscript in a list ([]=1, [$e]=1, [""]+=1) is a bad array
// subscript when it runs: the element is skipped, named as expanded for
// an indexed array, as written for an associative one, quoted in a
// declaration's list; set -e ends the shell there (report_error).
var manualBracketWordScripts = []string{
	"a=([]=1 [1]=b c); echo $? \"${a[@]}\" \"${!a[@]}\"\ndeclare -A m=([]=x [k]=v); echo $? \"${m[@]}\"\ndeclare -a b=([]=1 z); echo $? \"${b[@]}\"\n" +
		"f() { local c=([]=q); echo $? ${#c[@]}; }; f\na+=([]=2); echo $? \"${a[@]}\"\nx=([]); echo $? \"${x[@]}\"\ny=([]+=3); echo $? \"${y[@]}\"\n" +
		"declare -A n; n=([]=x); echo $? ${#n[@]}\ne=( [ ]=1 [ ]); declare -p e\nm+=([]+=y); declare -p m",
	"a=([x]); declare -p a\na=([ ]x=1 [1]x=1 x[]=1 \"[]=1\" \\[]=1 []\"=1\" []\\=1); declare -p a\na=([\"\"]=1); declare -p a\n" +
		"declare -A m=([\"\"]=1); declare -p m\nm=([$e]=2); declare -p m\ndeclare -A m; m=([$e]=2 [k]=v); declare -p m\na=([$e]=3 [1]=$e\"x\"); declare -p a\n" +
		"declare -A m2=([k]=v [$e]=2); declare -p m2\nx=([]=\"a b\" c); declare -p x\nx=([]=$'a\\tb'); declare -p x\na=([\" \"]=3 [a b]+=4); declare -p a",
	"a[]; echo $?\na[ ]; echo $?\na[x y]; echo $?\na[1]; echo $?\na[1]x; echo $?\na[]x=1; echo $?\na[1]x=1; echo $?\necho a[ ] a[]\n" +
		"a[1]=b c[]; echo $?\nx=1 a[ ]; echo $?\na[$(echo 1)]; echo $?\na[\"x\"]; echo $?\na[]b; echo $?\na[i]+; echo $?\na[b] +=c; echo $?",
	"set -e; a=([]=1); echo still",
	"set -e; if declare -A m=([]=x); then echo then; fi; echo after",
	"set -e; declare -A m; m=([$e]=x) || echo or; echo after",
}

func TestManualBracketWords(t *testing.T) { compareManual(t, manualBracketWordScripts) }

// 5.2 Bash Variables: "If LINENO is unset, it loses its special
// properties, even if it is subsequently reset" — so do RANDOM, SECONDS,
// BASHPID, FUNCNAME, BASH_COMMAND, EPOCHSECONDS, EPOCHREALTIME, SRANDOM,
// BASH_SUBSHELL, HISTCMD, BASH_ARGV0, GROUPS, DIRSTACK, COMP_WORDBREAKS,
// BASH_ALIASES and BASH_CMDS (a subshell inherits the loss). The call
// stacks (BASH_LINENO, BASH_SOURCE, BASH_ARGV, BASH_ARGC) cannot be unset
// and PPID is readonly.
var manualUnsetSpecialScripts = []string{
	"unset LINENO; echo ${LINENO-unset}; LINENO=5; echo $LINENO\necho $LINENO\nunset RANDOM; echo ${RANDOM-unset}; RANDOM=3; echo $RANDOM $RANDOM\n" +
		"unset SECONDS; echo ${SECONDS-unset}; SECONDS=100; echo $SECONDS\nunset BASHPID; echo ${BASHPID-unset}; BASHPID=7; echo $BASHPID\n" +
		"unset FUNCNAME; f() { echo ${FUNCNAME-unset}; }; f\nunset BASH_COMMAND; echo ${BASH_COMMAND-unset}\n" +
		"unset EPOCHSECONDS; echo ${EPOCHSECONDS-unset}; unset EPOCHREALTIME; echo ${EPOCHREALTIME-unset}\nunset SRANDOM; echo ${SRANDOM-unset}; SRANDOM=4; echo $SRANDOM\n" +
		"unset BASH_SUBSHELL; echo ${BASH_SUBSHELL-unset}; (echo ${BASH_SUBSHELL-unset})\nunset BASH_ARGV0; echo ${BASH_ARGV0-unset}\n" +
		"unset GROUPS; echo ${GROUPS-unset}; GROUPS=5; echo $GROUPS\nunset DIRSTACK; echo ${DIRSTACK-unset}; pushd / >/dev/null; echo ${DIRSTACK[@]-unset}",
	"unset BASH_LINENO; echo $?; unset BASH_ARGV BASH_ARGC; echo $?; echo ${BASH_ARGV-u}; unset PIPESTATUS; echo ${PIPESTATUS-u}\n" +
		"unset PPID; echo $?; unset -v PPID; echo $?; (unset LINENO); echo $LINENO",
}

func TestManualUnsetSpecial(t *testing.T) { compareManual(t, manualUnsetSpecialScripts) }

// 6.5 Shell Arithmetic: ++ and -- increment a name before them or one
// after them (blanks between); elsewhere bash reads them as two signs:
// 1++2 is 3, 3+++4 7, ++1 1, and 1++, ++, (1)++ lack an operand after
// the second +.
var manualArithSignsScripts = []string{
	"echo $((1++2)) $((3+++4)) $((3---4)) $((++1)) $((--5)) $(( ++ 1)) $[1++2]\na=(1 2); echo $((a[1]++)) $((++a[0])) $((a[1]--)) ${a[@]}\n" +
		"x=5; echo $((x++ + ++x)) $((- --x)) $((- -x)) $((++ ++ i))\ni=2; echo $(( ++ i )) $(( i ++ )) $i\nlet \"1++\" x=1++2; echo $? $x\n((1++)); echo $?\n" +
		"echo $((1++)); echo no\necho $((++)); echo no\necho $((1--)); echo no\necho $(( (1)++ )); echo no\necho $((i++ ++)); echo no\necho $((a+++)); echo no",
}

func TestManualArithSigns(t *testing.T) { compareManual(t, manualArithSignsScripts) }

// 3.1.2.4 ANSI-C Quoting: bash decodes $'…' as it reads the command
// line, so \u and \U take the locale in effect then: LC_ALL=C.UTF-8 on
// the same line comes too late (\u00E9 stays, in C's form), on the line
// before it counts; a function body keeps what its definition's line
// read; eval's text and a backquoted command are read when they run.
var manualDollarLocaleScripts = []string{
	"LC_ALL=C\nLC_ALL=C.UTF-8; x=$'\\u00e9'; echo \"$x\" ${#x}\nLC_ALL=C\nLC_ALL=C.UTF-8; x=$'\\u00e9'; LC_ALL=C; echo ${#x}\nLC_ALL=C.UTF-8\nx=$'\\u00e9'; LC_ALL=C; echo ${#x}\n" +
		"LC_ALL=C.UTF-8; f() { x=$'\\u00e9'; echo ${#x}; }; f\nLC_ALL=C; f\n" +
		"LC_ALL=C.UTF-8; a=$(echo $'\\u00e9') b=`echo $'\\u00e9'` c=\"${u-$'\\u00e9'}\"; LC_ALL=C; echo ${#a} ${#b} ${#c}\n" +
		"LC_ALL=C.UTF-8; eval \"x=\\$'\\u00e9'\"; LC_ALL=C; echo ${#x}\nLC_ALL=C.UTF-8; for x in $'\\U0001F600'; do LC_ALL=C; echo \"$x\" ${#x}; done",
}

func TestManualDollarLocale(t *testing.T) { compareManual(t, manualDollarLocaleScripts) }

// 6.11 Bash and POSIX Mode: within double quotes single quotes are no
// quotes, also inside ${…}: bash, expanding "${x-'}'}" in POSIX mode,
// ends the expansion at the first }, and the rest is double-quoted text.
// The mode counts when the word is expanded (a function defined before
// set -o posix too); out of POSIX mode the quotes hold the }.
var manualPosixDquoteScripts = []string{
	"set -o posix\nx=\necho \"${x-'}'}\"\nunset x\necho \"${x-'a'}\" \"${x-'a}b'c}\" \"${x:-a'}'$HOME}\" \"${x+'}'}\" \"<${x=q'}'}>\" \"$x\"\n" +
		"y=\"${u-'}'}\"; echo \"$y\"\nf() { echo \"${1-'}'}\"; }; f; f z\nset +o posix\necho \"${u-'}'}\"; f\nset -o posix; f",
}

func TestManualPosixDquote(t *testing.T) { compareManual(t, manualPosixDquoteScripts) }

// 6.7 Arrays: a list assigned to an element (a[1]=(x), b[0]+=(2),
// declare a[1]=(x)) is read, and refused when it runs: "cannot assign
// list to array member", the rest of the line discarded; before a
// command it is no valid identifier and the command runs.
var manualElemListScripts = []string{
	"a[1]=(x y); echo $?\necho next $?\na[1]=(x) true; echo st $?\ndeclare a[1]=(x); echo d $?\necho $?\nb=1; b[0]+=(2); echo $? ${b[@]}\necho ${#a[@]} $b",
	"f() { local a[1]=(x); echo in $?; }; f; echo f $?\necho $?; export e[1]=(x); echo ex $?\nreadonly r[0]=(1); echo ro $?\n" +
		"declare -A m; m[k]=(v); echo m $? ${#m[@]}\nx=1 a[2]=(y); echo $?\necho end $? $x",
}

func TestManualElemList(t *testing.T) { compareManual(t, manualElemListScripts) }

// 6.5 Shell Arithmetic: a ] where an operand belongs, from a value or an
// expansion, is "operand expected", in $(( )), let and a subscript.
var manualArithBracketScripts = []string{
	"y=\"]\"; echo $((y)); echo st2\necho $(( 2 + $(echo ]) )); echo no\nlet \"z=$(echo ])\"; echo $?\na[$(echo ])]=1; declare -p a\necho end $?",
}

func TestManualArithBracket(t *testing.T) { compareManual(t, manualArithBracketScripts) }

// 6.7 Arrays: in an associative array's list, [k]+=v appends to the
// value k had before the list (name=(…), declare -A name=(…)); with
// name+=(…) to the table the list fills. An indexed array's list appends
// to what the list assigned.
var manualAssocAppendScripts = []string{
	"declare -A m=([a]=1 [a]+=2); echo \"${m[a]}\"\nm=([a]=7); m=([a]=1 [a]+=2); echo \"${m[a]}\"\nm=([b]=3 [a]+=4); declare -p m\nm+=([a]=1 [a]+=2); echo ${m[a]}\n" +
		"declare -A m2=([a]=7); declare -A m2=([a]+=1); echo ${m2[a]}\ny=([0]=1 [0]+=2); echo ${y[0]}\ndeclare -A p=([a]=1); p+=([a]+=5); echo ${p[a]}",
}

func TestManualAssocAppend(t *testing.T) { compareManual(t, manualAssocAppendScripts) }
