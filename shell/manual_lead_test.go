package shell

import "testing"

// 4.2 Bash Builtins, let: its arguments are ordinary words, all expanded
// before any is evaluated (let a=5 b=$a gives b the old a; y='1+2'; let
// x=$y*2 is 5), and set -x traces let as the simple command it is.
var manualLetWordsScripts = []string{
	"a=1; let a=5 b=$a; echo $b\nlet \"x = 1 + 2\" y=x*2; echo $x $y\nz='2+3'; let w=$z*2; echo $w\nlet 'c[1]=4' \"d=(1,2)\"; echo ${c[1]} $d\n" +
		"let i++ i++; echo $i\nlet; echo $?\nlet 0; echo $?\nlet x=08; echo $?\nlet 1/0; echo $?\ny='1+2'; let x=$y*2; echo $x\nlet x=( 1 ) yy=( x + 2 ); echo $x $yy\n" +
		"a=3; let \"q=a*2\" r=$((a+1)) s=${a}0; echo $q $r $s\n" +
		"set -x\nlet \"p=3\" r=p+1 'sp ace=1'\nlet t=$(echo 4)+1 2>/dev/null\nlet x=( 2 ) w=$a+1 'u = 3'\necho $p $r $t",
}

func TestManualLetWords(t *testing.T) { compareManual(t, manualLetWordsScripts) }

// 2.2 set -x: a declaration's trace, like any simple command's, goes
// where stderr was before its redirections; what export and readonly
// trace again while they run goes where they write.
var manualDeclTraceScripts = []string{
	"set -x\ndeclare -a b=(1) 2>/dev/null\nf() { local v=2 2>/dev/null; local w=$(echo 3) 2>/dev/null; echo in; }\nf 2>/dev/null\n" +
		"export E=$(echo 4) 2>/dev/null\nexport F=5 2>&1\nreadonly R 2>/dev/null\ndeclare -p b 2>/dev/null >/dev/null\ntypeset z=5 2>&1 >/dev/null\n" +
		"g() { declare q=1 2>/dev/null; }; g\ndeclare -n bad=1 2>/dev/null\necho done",
}

func TestManualDeclTrace(t *testing.T) { compareManual(t, manualDeclTraceScripts) }

// 3.6 Redirections: a statement's redirections are undone one descriptor
// at a time, so what an exec in its body did to others stays (f
// 2>/dev/null, where f runs exec 3>&-, leaves fd 3 closed); closing a
// descriptor closes a pipe only with the last one on it (2>&3 3>&- keeps
// fd 2 on the pipeline); exec 3> >(cmd) keeps cmd reading until fd 3 is
// closed or the shell ends; exec 3< <(cmd) stays readable.
var manualFdRestoreScripts = []string{
	"f() { exec 3>&-; exec 4>/dev/null; }\nexec 3>/dev/null\nf 2>/dev/null\necho hi >&3; echo st=$?\necho there >&4; echo st=$?\n" +
		"{ exec 5>&1; } 2>/dev/null; echo five >&5; echo st=$?\n{ exec 2>&1; } 2>/dev/null; echo restored >&2",
	"pre() { while read -r l; do echo \"$1$l\"; done; }\n" +
		"{ echo to-out; echo to-err >&2; } 3>&1 1>&2 2>&3 3>&- | pre 'piped: '\n" +
		"g() { echo e >&2; }; g 3>&1 2>&3 3>&- | pre p:\n" +
		"coproc C { pre c:; }\necho x >&${C[1]}\n{ exec {C[1]}>&-; } 2>/dev/null\nread -r got <&${C[0]}; echo $got\nwait; echo done",
	"pre() { while read -r l; do echo \"$1$l\"; done; }\n" +
		"exec 3> >(pre ps:)\necho a >&3\nexec 3>&-\nwait $!\necho end\n" +
		"exec 4< <(printf 'x\\ny\\n')\nread a <&4; read b <&4; echo $a $b\nexec 4<&-\n" +
		"exec 5> >(pre at-exit:)\necho a >&5",
}

func TestManualFdRestore(t *testing.T) { compareManual(t, manualFdRestoreScripts) }

// 3.2.5.1 Looping Constructs: the three expressions of for (( )) are
// arithmetic bash parses when it evaluates each, so one it cannot parse
// fails at run time (status 1, "((: i+=: ... operand expected") after
// the parts before it ran, and text that only expands to arithmetic
// (i<x$y) works.
var manualForArithScripts = []string{
	"for ((i=0; i<2; i+=)); do echo body; done; echo st=$?\nfor ((i=0; i<+; i++)); do :; done; echo st=$?\n" +
		"for ((i=0 +; i<2; i++)); do :; done; echo st=$?\nfor (( ; i<2 +; )); do :; done; echo st=$?\n" +
		"x=3; for ((i=0; i<x$y; i++)); do echo $i; done\nf() { for ((j=0; j<1; j*)); do echo in-f; done; }; f; echo st=$?\n" +
		"set -x; for ((i=0; i<1 ; i+= 1)); do :; done",
}

func TestManualForArith(t *testing.T) { compareManual(t, manualForArithScripts) }

// 6.10 The Restricted Shell: set -r (for good: set +r is an invalid
// option, status 1) and bash -r refuse cd, a command name with a slash
// (reported before the command's redirections), output redirections,
// exec of a command, . of a name with a slash, hash -p and command -p;
// SHELL, PATH, ENV, BASH_ENV and HISTFILE are read-only; $- shows r and
// shopt restricted_shell is on only for bash -r.
var manualRestrictedScripts = []string{
	"( set -r; cd / ; echo st=$?; /bin/echo hi 2>/dev/null; echo st=$?; echo x > f; echo st=$?; echo y >> f; echo st=$?\n" +
		"exec echo hi; echo st=$?; exec 3</dev/null; echo st=$?; . ./s.sh; echo st=$?; hash -p /bin/echo e; echo st=$?\n" +
		"command -p echo hi; echo st=$?; echo ok; case $- in *r*) echo has-r;; esac; shopt restricted_shell\n" +
		"set +r; echo st=$?; unset PATH; echo st=$?; PATH=/x; echo not-reached ) 2>&1\n" +
		"set +r; echo st=$?; bash -r -c 'shopt restricted_shell; echo $-; declare -p ENV BASH_ENV; cd /; echo st=$?'\n" +
		"bash --restricted -c 'echo x >/dev/null; echo st=$?; f() { echo in-f; }; f'",
}

func TestManualRestricted(t *testing.T) { compareManual(t, manualRestrictedScripts) }

// 4.3.1 set -k (keyword): every word of a simple command written as an
// assignment, not only those before the name, is assigned for the
// command and is no argument: echo a B=2 prints a; a function sees
// X=1; env and a child bash get it in the environment; a quoted name or
// an escaped = is an argument; $- shows k; set +k ends it.
var manualKeywordScripts = []string{
	"set -k; [[ $- == *k* ]] && echo has-k; [[ -o keyword ]] && echo keyword-on; x=$(echo A=1 B=2); echo \"[$x]\"\necho \"C=3\" D=4 \"E\"=5 F\\=6 G+=7\n" +
		"f() { echo \"[$*] G=$G X=$X\"; }; f a X=1 b; f G+=7; bash -c 'echo $Z' Z=3; echo X=${X-unset}; g=1 f c V=9 d\n" +
		"H=1; f H+=2 \"$H\"; set +k; f X=5; [[ $- == *k* ]] || echo no-k",
}

func TestManualKeyword(t *testing.T) { compareManual(t, manualKeywordScripts) }

// 4.3.2 trap DEBUG: the trap runs before the command's words are
// expanded and before its redirections are made, so its output goes
// where the statement's output went before them; $BASH_COMMAND, job
// texts and declare -f print redirections as bash's print_redirection
// does (1>&2 with both descriptors, N>&- to close, 0<> f, a word
// duplication without its default descriptor).
var manualDebugRedirScripts = []string{
	"trap 'echo \"T:$BASH_COMMAND\"' DEBUG; echo $(echo sub 1>&2) >f; echo h 2>g >&2; echo d >>f; echo e &>/dev/null; echo h2 >|f\n" +
		"echo i <>f; echo j 4<&-; echo k &>>f; echo l 2>&- ; echo m 3<&0-; echo n 0<&2; echo o <<<\"x y\"; echo p 1<>f; trap - DEBUG; cat f g",
	"f() { cat <&-; cat >&-; cat 3<&4-; cat <&$x; cat 3<&$x; cat 2>&$x; cat >&9; cat 0<&2; cat 1>&$x; cat 1<>k; cat <>k; cat 7<<<w; }; declare -f f",
	"shopt -s extdebug; trap false DEBUG; echo skipped >f; trap - DEBUG; cat f; echo st=$?",
	"sleep 0.3 2>/dev/null >&2 & { sleep 0.3; } 2>/dev/null 3<&- & jobs; wait",
}

func TestManualDebugRedir(t *testing.T) { compareManual(t, manualDebugRedirScripts) }

// 4.3.1 set -x: a sourced file's commands trace one level deeper (the
// first character of PS4 repeated), as eval's and a command
// substitution's do. (The order of a pipeline's traces is left out: its
// elements run at once in bash too, and under load they trace in any
// order.)
var manualXtraceOrderScripts = []string{
	"printf 'echo one\\n. ./s2.sh\\n' > s1.sh; printf 'echo two; eval \"echo three\"; x=$(echo four)\\n' > s2.sh\n" +
		"set -x; . ./s1.sh; f() { . ./s2.sh; }; f; PS4='>> '; source s2.sh",
}

func TestManualXtraceOrder(t *testing.T) { compareManual(t, manualXtraceOrderScripts) }

// 3.5.7 word splitting of an unquoted $*, $@, ${a[*]} or ${a[@]}: bash
// joins the elements with IFS's first character and splits the whole, so
// a separator at an element's edge meets the join (a- -b with IFS=- is
// a, "", "", b); with a null IFS each element stays a field.
var manualSplitJoinScripts = []string{
	"set -- -v --n -- r; IFS=-; printf '<%s>' $*; echo; printf '<%s>' $@; echo; set -- a- -b; printf '<%s>' $* x$*y; echo\n" +
		"arr=(a- -b '' c); printf '<%s>' ${arr[*]}; echo; printf '<%s>' ${arr[@]} ${arr[@]/a/z}; echo; for w in $*; do printf '[%s]' \"$w\"; done; echo\n" +
		"printf '<%s>' ${*#a} ${@:1}; echo; IFS=:-; set -- x- -y; printf '<%s>' $*; echo\n" +
		"IFS=' -'; set -- 'a ' ' b' '-' c; printf '<%s>' $*; echo; set -- a- '' -b; printf '<%s>' $* $@; echo\n" +
		"IFS=; set -- a '' b; printf '<%s>' $* $@; echo; unset IFS; set -- ' a ' '' 'b '; printf '<%s>' $* $@; echo",
}

func TestManualSplitJoin(t *testing.T) { compareManual(t, manualSplitJoinScripts) }

// 6.5 an assignment operator after something that is no name is an
// error found while bash evaluates: the operand before it has run (n++
// counted), no assignment around it has (its right side never ended).
var manualArithNonVariableScripts = []string{
	"n=0; i=0; a=1; echo $((i = --n & n |= a)); echo \"i=$i n=$n\"; n=5; i=0; (( i = n++ * 2 = 3 )); echo \"st=$? i=$i n=$n\"\n" +
		"n=5; x=0; i=0; (( x = 1, i = n++ * 2 = 3 )); echo \"st=$? x=$x i=$i n=$n\"; n=5; i=0; (( i += n++ - 1 = 2 )); echo \"st=$? i=$i n=$n\"; (( n++ = 3 )); echo \"st=$? n=$n\"",
	// any error inside an assignment's right side: the assignment never ran
	"unset n; echo $((n = (n) ? $n : a)); echo \"n=${n-unset}\"; n=5; i=0; (( i = n ? n++ : 4 = 3 )); echo \"st=$? i=$i n=$n\"\n" +
		"n=1; i=0; (( i = n ? n++ : )); echo \"st=$? i=$i n=$n\"; n=0; i=0; (( i = 2, n++ + )); echo \"st=$? i=$i n=$n\"; i=0; n=0; (( i += n++ * )); echo \"st=$? i=$i n=$n\"",
}

func TestManualArithNonVariable(t *testing.T) { compareManual(t, manualArithNonVariableScripts) }

// 3.4 declare -n on a variable that had -i, -l, -u or -c drops those
// value attributes (-x and -t stay).
var manualNamerefAttrsScripts = []string{
	"declare -u dv=abc; declare -n dv=abc; declare -p dv; declare -i di=abc; declare -n di=x; declare -p di\n" +
		"x=1; declare -u x; declare -n x=y; declare -p x; declare -l l=A; declare -n l; declare -p l\n" +
		"declare -c c=ab; declare -n c=z; declare -p c; declare -x e=1; declare -n e=y; declare -p e",
}

func TestManualNamerefAttrs(t *testing.T) { compareManual(t, manualNamerefAttrsScripts) }
