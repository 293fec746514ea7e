package shell

import "testing"

// Differential cases for issue 19 (see MANUAL.md), run in our shell and
// as a script file by bash 5.2: stdout, stderr and status must agree.

// 4.2 declare, export, readonly, set, compgen: the temporary bindings of
// the listing command itself (x=6 declare) are not listed, but
// declare -p NAME finds them; a function's, eval's and source's are.
// declare with no option, or only +attributes, is set's listing.
var manualTempListScripts = []string{
	// g PATTERN prints the lines of its input that match (no grep here).
	"g() { while IFS= read -r l; do case $l in $1) echo \"$l\";; esac; done; }\n" +
		"x=6 declare | g 'x=*'; echo 1; x=6 declare -p | g '*x=*'; echo 2; x=6 declare -x | g '*x=*'; echo 3; x=6 typeset -x | g '*x=*'\n" +
		"x=6 export | g '*x=*'; echo 5; x=6 readonly | g '*x=*'; echo 6; y=1; x=6 declare -p x y; x=6 declare +x | g 'x*'; echo 7\n" +
		"x=6 declare -r | g '*x=*'; x=6 declare -p -x | g '*x=*'; x=6 compgen -v x; x=6 compgen -v y\n" +
		"x=5; x=6 set | g 'x=*'; x=7 declare | g 'x=*'; x=8 export -p | g '*x=*'; export x; x=9 export -p | g '*x=*'",
	"g() { while IFS= read -r l; do case $l in $1) echo \"$l\";; esac; done; }\n" +
		"f() { declare | g 'x=*'; set | g 'x=*'; export -p | g '*x=*'; local -p; echo --; y=2 declare | g 'y=*'; }; x=1 f\n" +
		"x=1 eval 'declare | g \"x=*\"'\nx=2 source /dev/stdin <<<'declare | g \"x=*\"; set | g \"x=*\"'\n" +
		"a=(1 2); h() { :; }; declare | g 'a=*'; declare | g 'h ()*'; declare +a | g '[ah]*'\nset -o posix; declare | g '[ah][ =]*'",
	// local without names lists the function's own variables, whatever
	// the options; `local -` first.
	"f() { local x=2; local -i n=1; local -a a=(1); local -p; echo --; local -i; echo --; local +i; echo --; local -p n; local -p q; echo $?; }; x=1 f\n" +
		"g() { x=5 local; declare -g G=1; local -p; local -; local -p; }; g\nh() { local u; local -p; local; declare -p u; }; h",
}

func TestManualTempList(t *testing.T) { compareManual(t, manualTempListScripts) }

// 4.1 exec with shopt execfail: a non-interactive shell goes on after an
// exec whose program cannot start (127, 126), a subshell ends.
var manualExecfailScripts = []string{
	"shopt -s execfail; exec /nonexistent; echo $?; exec /etc; echo $?; exec nosuch; echo $?; (exec /nonexistent; echo sub $?); echo $?\n" +
		"x=$(exec nosuch; echo no); echo \"[$x]\" $?; exec nosuch | :; echo ${PIPESTATUS[@]}; shopt execfail; exec nosuch 2>&1 | :; echo end",
	"(exec /nonexistent; echo sub $?); echo $?; exec nosuch; echo no",
}

func TestManualExecfail(t *testing.T) { compareManual(t, manualExecfailScripts) }

// 3.2.5.2 [[ ]]: a # after a blank starts a comment there too
// ([[ $x == #* ]] is missing its operand); an error in [[ ]] whose token
// is the end of the script, or a last newline, ends it with status 2
// when $? was 0 (bash's error yacc_EOF), another keeps $?; a quoted word
// or an expansion where an operator belongs is no token.
var manualCondEOFScripts = []string{
	"x=#ab; [[ $x == #* ]]; echo $?",
	"[[ a# == a# ]]; echo $?; [[ \\# == \"#\" ]]; echo $?; x=#a; [[ $x == \\#* ]]; echo $?; [[ $x =~ ^#a ]]; echo $?; [[ ( a#b == a#b ) ]]; echo $?\n[[ a ==\n",
	"[[ a == #x ]]\n",
	"[[ -n\n\\\n",
	"[[ a\n",
	"false\n[[ a ==",
	"[[ -n\n#c",
	"[[ -n\n   ",
	"[[ a == \n]]",
	"[[ a b\n",
	"[[ -n ;",
	"[[ #a ]]\necho $?",
	"[[ a \"==\" b ]]",
	"[[ a $(x) ]]",
	"[[ a <(x) ]]",
	"[[ a @(x) ]]",
}

func TestManualCondEOF(t *testing.T) { compareManual(t, manualCondEOFScripts) }

// 4.3.1 set -x and the declaration builtins: a list (declare -a b=(x),
// local, readonly, export) is expanded with the other words, in the
// caller's scope and in order, and traced then as name=('word'
// ['key']='value'), before the declaration's line, which names it
// alone; export and readonly trace each scalar assignment again (not
// with -a/-A); name+=value keeps its +=.
var manualXtraceDeclScripts = []string{
	"set -x\ndeclare x=1 y\ntypeset -i n=2+3\nexport e=1 f g=$'a\\tb'\nexport -n e=2\nreadonly h=3 i\nreadonly -a ra=(1 2)\nexport -a ea=(x) eb=7\n" +
		"f() { local l=1 m=(a \"b c\"); local -A mm=([k]=v); }\nf\ndeclare -A A=([a]=1 [b]=\"x y\")\nb+=(1)\ndeclare -a c+=(2)\nexport p+=x\n" +
		"declare -a d=($'x\\ty' 'p q')\ndeclare -a e2='(1 2)'\nreadonly -A rA=([z]=1)\ndeclare -a empty=()",
	"set -x\nv=\"1 2\"; i=0\ndeclare -a q=(\"it's\" $v [5]=x [i+1]=y \"\") r=(z)\ndeclare -A m=([$v]=\"a'b\" [k]=)\ndeclare -a s=(*.nomatch)\nf() { local -a u=(1) w=2; }; f",
	"a=(1); declare -A m; readonly ro=1\nset -x\nexport a=2\nexport m=3\nexport 'q=a b' \"r\"=1\nv=w=5; export $v\nexport ro=2\nexport 1x=2 ok=1\nf() { export l=1; }; f",
	"i=0; declare -a q=($((i++))) y=$((i++)); declare -p q y\n" +
		"a=(1 2); f() { local a=(\"${a[@]}\" x); declare -p a; local -a b=(${b[@]} 3); declare -p b; }; b=(9); f; declare -a a=(\"${a[@]}\" y); declare -p a\n" +
		"declare -A m=([k]=1); g() { local -A m=([j]=${m[k]}); declare -p m; }; g",
}

func TestManualXtraceDecl(t *testing.T) { compareManual(t, manualXtraceDeclScripts) }

// 4.3.1 set -x and [[ ]]: each term is traced when it is evaluated (not
// those && and || skip), its operands as they are (two single quotes when empty), ! when
// it is negated, the pattern of == with its quoted characters escaped.
var manualXtraceCondScripts = []string{
	"x=\"a b\"; e=; set -x\n[[ $x == \"a b\" ]]\n[[ -n $e ]]\n[[ $x == a* || -z $x ]]\n[[ ! -n $x && $e == \"\" ]]\n[[ ( $x == q ) || $x =~ ^a' 'b$ ]]\n" +
		"[[ a\\'b == *\\'* ]]\n[[ $x ]]\n[[ ! $x ]]\n[[ 'x' < \"y\" ]]\n[[ $'a\\tb' == $'a\\tb' ]]",
	"x=\"a b\"; e=; set -x\n[[ 1 == 2 && $(echo ran >&2) ]]\n[[ ! ( $x == a* ) ]]\n[[ ! ! -z $e ]]\n[[ $e == \"\" ]]\n[[ -z \"\" || ! $x != q ]]\n" +
		"shopt -s extglob; [[ ab == @(a|b)* ]]\n[[ a == \"${x%% *}\" ]]\n[[ 3 -eq 3 ]]; [[ a =~ (a)$ ]]\n[[ $x == *\\ * ]]; [[ \"*\" == \\* ]]",
}

func TestManualXtraceCond(t *testing.T) { compareManual(t, manualXtraceCondScripts) }

// 4.3.1 set -x: for, select and case headers are traced with their words
// as written ($'…' decoded and single-quoted, as bash's reader leaves
// it; "$@" without words), as is a list of a simple assignment; each part
// of for (( )) as (( text )), an empty one as (( 1 )).
var manualXtraceHeaderScripts = []string{
	"x=3; set -x\nfor i in 1 \"a b\" $x $'p\\tq' 'r s'; do :; done\ncase $x in 3) :;; esac\ncase \"a b\" in *) :;; esac\ncase $'t\\tu' in *) :;; esac\n" +
		"case ${x}y in *) :;; esac\nfor j in; do :; done\nfor (( k=0; k<1; k++ )); do :; done\nselect s in $x \"y z\"; do break; done <<<1\na=($'x\\ty' \"p q\" $'it\\'s')",
	"set -x; set -- a; for i; do :; done; select s; do break; done <<<1\nfor ((i=0 ; i<2;i+=1)); do :; done; for ((;;)); do break; done\nfor (( a = 1 , b = 2 ; a < b ; a++ )); do :; done; n=0; for ((;n<1;)); do n=1; done",
}

func TestManualXtraceHeader(t *testing.T) { compareManual(t, manualXtraceHeaderScripts) }

// 4.1 export and readonly take -a, -A, -f, -n and -p only: another
// letter is an invalid option (status 2, usage).
var manualExportOptScripts = []string{
	"export -x e=1; echo $?; readonly -i h=3; echo $?; export -r e2=1; echo $?; readonly -x h2=1; echo $?; export -a q=1; echo $?\n" +
		"export -fn; echo $?; export -A m; echo $?; export -g y; echo $?; readonly -t z; echo $?; declare -Q; echo $?",
}

func TestManualExportOpts(t *testing.T) { compareManual(t, manualExportOptScripts) }

// 3.2.5.1 Looping Constructs, 4.1 break/continue: bash resets the loop
// level only where a subshell runs a compound command ( ( ), a group in
// a pipeline or in the background, a coprocess) and in a function; a
// pipeline's simple command, cmd &, $( ) and <( ) keep the loops, so a
// break there ends that process silently.
var manualForkLoopScripts = []string{
	"for i in 1 2; do ( continue; echo x ); echo $?; done\nfor i in 1; do echo | break; echo $?; done\nfor i in 1; do echo | { continue; echo in; }; echo $?; done\n" +
		"for i in 1; do echo | ( continue; echo in ); echo $?; done\nfor i in 1; do { echo | continue 5; echo $?; }; done\nfor i in 1; do echo | break 0; echo $?; done\n" +
		"for i in 1; do echo | break x; echo $?; done\nfor i in 1; do break | echo y; echo $?; done\nfor i in 1; do echo hi | while read l; do echo | continue 2; echo $?; done; done",
	"for i in 1; do continue & wait $!; echo $?; done\nfor i in 1; do { continue; echo in; } & wait $!; echo $?; done\nfor i in 1; do cat <(continue; echo in); echo $?; done\n" +
		"for i in 1; do echo | eval continue; echo | builtin continue; echo | command break; echo | x=1 continue; echo $?; done\n" +
		"for i in 1; do echo | declare x=$(continue; echo hi); echo $?; x=$(echo a; break; echo in); echo \"[$x]\"; done\n" +
		"f(){ echo | continue; echo $?; }; for i in 1; do f; done\nfor i in 1; do continue && echo x & wait; echo $?; done\nfor i in 1; do coproc continue; wait; echo $?; done",
}

func TestManualForkLoop(t *testing.T) { compareManual(t, manualForkLoopScripts) }

// 5.2 BASH_SUBSHELL: each subshell counts once: ( ), a compound command in
// a pipeline or in the background, $( ), <( ), a coprocess, cmd &; a
// pipeline's simple command is forked without counting, and a builtin or
// function there counts once its words are expanded. An assignment sets
// the level (a number, else 0).
var manualBashSubshellScripts = []string{
	"echo $BASH_SUBSHELL; ( echo $BASH_SUBSHELL ); echo | ( echo $BASH_SUBSHELL ); ( echo $BASH_SUBSHELL ) | cat\n" +
		"echo | echo $BASH_SUBSHELL; echo $BASH_SUBSHELL | cat; echo | { echo $BASH_SUBSHELL; }\n" +
		"echo $(echo $BASH_SUBSHELL) $( (echo $BASH_SUBSHELL) ) \"$(echo | (echo $BASH_SUBSHELL))\"\ncat <(echo $BASH_SUBSHELL) <( (echo $BASH_SUBSHELL) )\n" +
		"echo $BASH_SUBSHELL & wait; ( echo $BASH_SUBSHELL ) & wait; { echo $BASH_SUBSHELL; } & wait\n" +
		"echo | ( ( echo $BASH_SUBSHELL ) ); echo | ( echo | ( echo $BASH_SUBSHELL ) ); (echo $BASH_SUBSHELL) & wait; ( (echo $BASH_SUBSHELL) & wait )",
	"coproc { echo $BASH_SUBSHELL; }; read x <&${COPROC[0]}; echo $x; wait\ncoproc echo $BASH_SUBSHELL; read x <&${COPROC[0]}; echo $x; wait\n" +
		"f() { echo $BASH_SUBSHELL; }; echo | f; f | cat; (f); x=$(f); echo $x; f & wait\ndeclare -p BASH_SUBSHELL & wait; echo | declare -p BASH_SUBSHELL\n" +
		"echo | eval 'echo $BASH_SUBSHELL'; echo | printf '%s\\n' $BASH_SUBSHELL; echo | echo $(echo $BASH_SUBSHELL)\n" +
		"echo | let 'x=BASH_SUBSHELL, x==1'; echo $?; echo | [[ $BASH_SUBSHELL == 1 ]]; echo $?\n" +
		"BASH_SUBSHELL=5; echo $BASH_SUBSHELL; (echo $BASH_SUBSHELL); BASH_SUBSHELL=x; echo $BASH_SUBSHELL; BASH_SUBSHELL=' 3'; echo $BASH_SUBSHELL; BASH_SUBSHELL+=2; echo $BASH_SUBSHELL",
}

func TestManualBashSubshell(t *testing.T) { compareManual(t, manualBashSubshellScripts) }

// 4.3.1 set -e, 4.2 source: a source whose file cannot be read ends the
// shell at once under set -e, or in POSIX mode unless run by command
// (builtin does not count), with no RETURN trap; otherwise the RETURN
// trap runs. A directory is a failure that ends no shell, RETURN trap
// run.
var manualSourceFailScripts = []string{
	"set -e\ntrap 'echo ret $?' RETURN\nsource /nonexistent\necho after",
	"trap 'echo ret $?' RETURN\nsource /nonexistent\necho after $?\nsource /etc\necho after $?\nset -e\nsource /nonexistent || echo or\nf() { . /nonexistent; echo in; }\nf || echo or\n(. /nonexistent); echo $?\n. /etc\necho no",
	"set -o posix\ntrap 'echo ret $?' RETURN\ncommand . /nonexistent\necho after $?\n. /etc\necho after $?\nbuiltin . /nonexistent\necho no",
	"set -o posix\ntrap 'echo ret $?' RETURN\n. /nonexistent || echo or\necho no",
}

func TestManualSourceFail(t *testing.T) { compareManual(t, manualSourceFailScripts) }

// 4.3.1 set -e, 4.1 trap ERR: under set -e a ! pipeline's status is
// ignored down to its elements, a ( ) element too: no ERR trap there, nor
// the one bash runs again for a pipeline that ends in a failed ( ).
var manualBangSubshellScripts = []string{
	"set -eE\ntrap 'echo ERR $?' ERR\n! echo | ( false )\n! echo | ( echo a; false )\n! ( false ) | ( false )\n! echo | ( false | true; false )\necho after $?",
	"set -E\ntrap 'echo ERR $?' ERR\n! echo | ( false )\n! echo | ( false; echo a )\n( false )\necho | ( false )\nif echo | ( false ); then :; fi\necho after $?",
}

func TestManualBangSubshell(t *testing.T) { compareManual(t, manualBangSubshellScripts) }

// 3.5.4 Command Substitution, 3.6 Redirections: bash runs the text of a
// $( ) as a script of its own, numbered from the command's line; a
// group's failed redirection there names the line the group ends on in
// that text, as at the top level.
var manualSubstRedirLineScripts = []string{
	"x=$(\necho a\n{ echo b; } < missing\necho c\n)\necho \"[$x]\" $?\necho \"$(\nfalse\ncat < missing\n{ :; } > /nonexistent/x\n)\"\n" +
		"x=$(echo a; { :; } < missing; echo b\n{ :; } <missing\n)\nx=\"$(echo a)$(\n{ :; } <missing\n)\"\nx=$(\n# comment\n\n{ :; } <missing\n)",
	"f() {\n x=$(\n  { echo b; } < missing\n )\n}\nf",
}

func TestManualSubstRedirLine(t *testing.T) { compareManual(t, manualSubstRedirLineScripts) }

// 4.2 readonly -n: bash's "undo" flag, not a name reference: NAME=value
// assigns without making it readonly, NAME alone is left as it is (not
// made, not made writable), a function too.
// export -f and readonly -f name a missing function.
var manualReadonlyUndoScripts = []string{
	"readonly -n x=1; echo $?; declare -p x\nreadonly -n z; echo $?; declare -p z\ny=2; readonly -n w=y; echo $? $w; declare -p w y\n" +
		"readonly r=1; readonly -n r; echo st $?; declare -p r; readonly -n r=3; echo st $?; declare -p r\n" +
		"q=1; readonly -n q=5; declare -p q; readonly -n -a a=(1 2); declare -p a\ndeclare -n ref=y; readonly -n ref; declare -p ref; readonly -n v=1 u; declare -p v u\n" +
		"f() { readonly -n l=3; declare -p l; }; f; declare -p l\nset -x; readonly -n x=1 y",
	"readonly -f g; echo $?; export -nf g; echo $?; export -f g; echo $?\ng() { :; }; readonly -f g; readonly -nf g; echo $?; g() { echo re; }; g; export -nf g; declare -F g",
}

func TestManualReadonlyUndo(t *testing.T) { compareManual(t, manualReadonlyUndoScripts) }

// 3.7.1, 4.3.1 set -u, 3.5.3 ${x:?}: a fatal expansion error of bash -c's
// string (and of a simple command it forked, in a pipeline or with &)
// ends it with 127 (run_one_command's FORCE_EOF); in a ( ), a group in a
// pipeline or a $( ) the status is 1. (No functions in the strings: the
// comparison reads our "environment:" as a script file's name.)
var manualDashCUnboundScripts = []string{
	"bash -c 'set -u; echo $u'; echo $?\nbash -c 'set -u; echo | eval \"echo \\$u\"'; echo $?\nbash -c 'set -u; (echo $u); echo st $?'; echo $?\n" +
		"bash -c 'set -u; x=$(echo $u); echo st $?'; echo $?\nbash -c 'set -u; echo ${a[3]}'; echo $?; bash -c 'set -u; echo $1'; echo $?\n" +
		"bash -c 'x=${u:?msg}; echo after'; echo $?; bash -c 'for i in 1; do : ${u:?m}; done; echo after'; echo $?",
	"bash -c 'set -u; echo | echo $u; echo st $?'; echo $?\nbash -c 'set -u; (( u + 1 )); echo st $?'; echo $?\nbash -c 'echo ${x!}; echo after'; echo $?\n" +
		"bash -c 'set -u; eval \"echo \\$u\"'; echo $?; bash -c 'set -u; [[ $u ]]'; echo $?\nbash -c 'echo ${u:?m} & wait $!; echo st $?'; echo $?\n" +
		"bash -c 'set -u; { echo $u; } | cat; echo ${PIPESTATUS[@]}'; echo $?\nbash -c 'set -u; trap \"echo hi\" EXIT; echo $u'; echo $?\nset -u; f() { echo $u; }; f; echo after $?",
}

func TestManualDashCUnbound(t *testing.T) { compareManual(t, manualDashCUnboundScripts) }

// 3.2.5.1 while/until: bash looks at a break in the test, not at a
// continue: the continue's status 0 decides, and when the loop ends there
// one level of the continue is spent on it, the rest reaches the outer
// loops (fresh seed of TestDiffPropErrors looped forever).
var manualContinueInTestScripts = []string{
	"until continue 2; do echo ubody; break; done; echo \"st=$?\"\nfor i in 1 2; do until continue; do echo ub; done; echo \"in $i\"; done; echo end\n" +
		"for i in 1 2; do until continue 2; do echo ub; done; echo \"in $i\"; done; echo end\nuntil break; do echo x; done; echo $?; while break; do :; done; echo $?",
}

func TestManualContinueInTest(t *testing.T) { compareManual(t, manualContinueInTestScripts) }

// 3.2.5.3 Grouping Commands, 3.6 Redirections: bash sets its line number
// to a ( )'s own line (that of its closing paren) before it forks, so a
// compound command's failed redirection inside names that line, in the
// foreground or with &; a ( ) that is the whole of an enclosing ( ) runs
// without that step and keeps the enclosing line.
var manualSubshellRedirLineScripts = []string{
	"(\n( { echo; } < nope ); echo y\n\n\n)\n{\n( { echo; } < nope )\n\n}\nif true; then\n( { echo; } < nope ); true\n\nfi\n" +
		"(\ntrue\n( \n{ echo; } < nope\n)\n\n)\n(\n( \n{ echo; } < nope\n) | cat\n\n)",
	"(\n( { echo; } < nope )\n\n\n)\n( ( \n{ echo; } < nope\n) \n)\n(\n( (\n( \n{ echo; } < nope\n)\n); true )\n\n)",
	"(\n( \n{ echo; } < nope\n) &\nwait\n)\nf() {\n( \n{ echo; } < nope\n) &\nwait\n}\nf\n(\n( \nfor i in 1; do { echo; } < nope; done\n)\n\n)",
	"x=$( true; ( \n{ echo; } < nope\n) \n)\nwhile true; do\n( { echo; } < nope ); break\n\ndone",
}

func TestManualSubshellRedirLine(t *testing.T) { compareManual(t, manualSubshellRedirLineScripts) }
