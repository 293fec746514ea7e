package shell

import "testing"

// Differential cases for the general rules behind differences the
// generated tests (TestDiffProp, TestDiffPropErrors and their kin in the
// root package) and the Oils corpus found: each script runs in a fresh
// shell of ours and as a script file by bash 5.2, stdout, stderr and
// status compared.

// ${v/pat/with}: the leftmost match, and there the longest (alternatives
// of an extglob group included); an empty match (an extglob group that
// may match nothing) is replaced, and // copies the character after it;
// at the end of the value (so in an empty value) only a pattern starting
// with * matches, except for /%. Bash tries only substrings of the length
// its MATCHLEN gives a pattern without * or an extglob group: it closes a
// bracket at the first ] after [! or [^, so such a pattern matches
// nothing there (while case, [[ ]], # and % read the bracket as the
// matcher does). !(...) works in every form, # and % included, and
// nocasematch applies to ${v/pat/with} (not to # and %).
var fidelityPatsubScripts = []string{
	"s='ab^cd^]'; pat='[^]]'\necho ${s//$pat/z} ${s/[^]]/z} ${s/#[!]]/z} ${s/%[^]]/z} ${s//[!]a]/z}\n" +
		"echo ${s//[^]]*/z} ${s##[^]]} ${s%[^]]} ${s//[]]/z} ${s//[a]]/z}\n" +
		"case a in $pat) echo case;; esac; [[ a == $pat ]] && echo cond",
	"s='a]b[c'; echo ${s//[]a]/-} ${s//[[:alpha:]]/-} ${s//[\\]]/-} ${s//\\[/-} ${s//[a/-} ${s//[[:alpha:]/-}",
	"LC_ALL=C.UTF-8; s='xé]y'; echo ${s//[^]]/-} ${s//é/-} ${s//[é]/-} ${s/?]/-}\n" +
		"LC_ALL=C; echo ${s//[^]]/-} ${s//[é]/-} ${s/?]/-} ${s//?/.}",
	"shopt -s extglob; s='ab]c'; echo ${s//+([^]])/-} ${s//@([^]])/-} ${s//?([^]])/-}",
	"shopt -s extglob\ns=abc; echo \"${s/@(a|ab)/-} ${s//@(b|bc|a)/-} ${s/#@(a|ab)/-} ${s#@(a|ab)} ${s##@(a|ab)}\"\n" +
		"echo \"${s#!(a)} ${s##!(a)} ${s%!(c)} ${s%%!(c)} ${s/!(a)/-} ${s//!(b)/-} ${s/#!(a)/-} ${s/%!(c)/-}\"\n" +
		"s=aXbXc; echo \"${s//!(X)/-} ${s/!(*X*)/-} ${s//+([a-z])/-} ${s//!(*b*)/<&>}\"",
	"shopt -s extglob\ns=abc; echo \"[${s//?(x)/-}] [${s//*(x)/-}] [${s/?(x)/-}] [${s//@(|b)/-}] [${s/#?(x)/-}] [${s/%?(x)/-}]\"\n" +
		"s=; for p in '*' '**' '*(x)' '?(x)' '*(x)*' '!(x)' '*@(x)' '?'; do\n" +
		"  echo \"$p: [${s/$p/-}] [${s//$p/-}] [${s/#$p/-}] [${s/%$p/-}]\"\ndone\n" +
		"a=('' x ''); echo \"${a[@]/*/-}\" \"${a[@]/#/-}\" \"${a[@]/%?(x)/-}\"",
	"shopt -s nocasematch; s=ABC; echo ${s/b/x} ${s#a} ${s//[b]/y} ${s%c} ${s/#a/-} ${s/%C/-} ${s^^b} ${s,,B}\n" +
		"shopt -s extglob; echo ${s//!(b)/-} ${s/@(b|C)/-}",
}

func TestFidelityPatsub(t *testing.T) { compareManual(t, fidelityPatsubScripts) }

// Under set -e in effect (not in a condition or a list), bash's
// parser_error and file_error end the shell where they print: a syntax
// error in eval's or source's text (or the script's) is not followed by
// the quoted line, and neither it nor a source of a missing file runs the
// ERR trap; the EXIT trap runs. A directory is source's own error
// ("source: d: is a directory"), which set -e treats as any failure.
var fidelityErrexitScripts = []string{
	"set -e; trap 'echo ERR $?' ERR; trap 'echo EXIT $?' EXIT\neval fi\necho after",
	"set -e; trap 'echo ERR $?' ERR\neval '(('\necho after",
	"set -e; trap 'echo ERR $?' ERR; trap 'echo EXIT $?' EXIT\nsource ./missing.sh\necho after",
	"set -e; trap 'echo ERR $?' ERR\nf() { source ./missing.sh; echo in-f; }\nf || echo \"or $?\"\n" +
		"if f; then echo then; fi\neval fi || echo \"or $?\"\n! eval fi; echo \"neg $?\"\nx=$(eval fi; echo in-cs); echo \"[$x]\"\n" +
		"g() { eval '(('; echo in-g; }; g && echo and\n(eval fi; echo in-sub); echo \"sub $?\"",
	"trap 'echo ERR $?' ERR\nsource /; echo \"st $?\"\n. /; echo \"st $?\"\nset -e\nsource /tmp\necho after",
	"set -e\necho a\nfi\necho b",
	"printf '%s\\n' 'echo in' 'if' > s.sh\nset -eE; trap 'echo ERR $?' ERR\nsource ./s.sh\necho after",
}

func TestFidelityErrexit(t *testing.T) { compareManual(t, fidelityErrexitScripts) }

// A pipeline element that is a simple command runs in bash's child
// itself, with no ERR trap (set -E) for its own status: declarations and
// let are simple commands there, unlike (( )) and [[ ]].
var fidelityPipeErrScripts = []string{
	"set -E; trap 'echo ERR $?' ERR\nfor c in '(( 0 ))' '[[ a == b ]]' 'declare -Z q' 'local x' 'let 0' 'let q=1/0' 'export a-b' 'typeset -i iv=abc' '{ false; }' false; do\n" +
		"  eval \"$c | cat; echo \\\"p \\$?\\\"; echo in | $c; echo \\\"q \\$?\\\"\"\ndone",
}

// The child of such an element keeps an active EXIT trap, which an
// expansion or assignment error leaves through; in a ( ) the inherited
// trap is inactive, in the child too. (An expansion error there where
// the trap is active makes bash 5.2 print "wait_for: No record of
// process N", a bash bug: not compared.)
var fidelityPipeExitScripts = []string{
	"trap 'echo EXIT $?' EXIT; readonly ro=1\nro=2 | cat; echo \"pipe $? ${PIPESTATUS[*]}\"\n" +
		"(ro=2 | cat; echo \"sub $? ${PIPESTATUS[*]}\"); echo \"st=$?\"\n" +
		"(echo ${x:?} | cat; echo \"sub $? ${PIPESTATUS[*]}\"); echo \"st=$?\"\n" +
		"(echo $((1/0)) | cat; echo \"sub $? ${PIPESTATUS[*]}\"); echo \"st=$?\"",
}

func TestFidelityPipeExit(t *testing.T) { compareManual(t, fidelityPipeExitScripts) }

func TestFidelityPipeErr(t *testing.T) { compareManual(t, fidelityPipeErrScripts) }

// A ! pipeline makes bash ignore the status of what runs inside it only
// when set -e is on as it starts; otherwise the ERR trap runs for a
// failure in its group, function, eval or sourced file, and a set -e run
// inside applies.
var fidelityBangScripts = []string{
	"printf '%s\\n' 'echo src-in' false 'echo src-after' > src.sh\ntrap 'echo ERR $? $LINENO' ERR\n" +
		"! { false; echo g; }; echo \"neg $?\"\n! source ./src.sh; echo \"neg $?\"\n! eval 'false; echo e'; echo \"neg $?\"\n" +
		"f() { false; echo inf; }; ! f; echo \"neg $?\"\nset -E; ! f; echo \"neg $?\"\n! false; echo \"own $?\"\n! (false; echo s); echo \"sub $?\"\n" +
		"set -e; ! { false; echo g2; }; echo \"neg $?\"\n! f; echo \"neg $?\"\nset +e\n" +
		"! { set -e; false; echo not-reached; }; echo not-reached",
	"set -e; ! { set +e; set -e; false; echo in; }; echo \"neg $?\"",
}

func TestFidelityBang(t *testing.T) { compareManual(t, fidelityBangScripts) }

// A command word starting with % is a job spec: bash runs fg with it (bg
// after &), ahead of functions and builtins; not in a pipeline's child.
var fidelityJobSpecScripts = []string{
	"%1; echo $?\n%; echo $?\na=%b; $a; echo $?\n\"%q\" x; echo $?\n%foo & wait; echo $?\n%x() { echo fn; }; %x; echo $?\n%1 | cat; echo $?",
	"set -m; sleep 0.1 & %1; echo $?\n%2; echo $?",
}

func TestFidelityJobSpec(t *testing.T) { compareManual(t, fidelityJobSpecScripts) }
