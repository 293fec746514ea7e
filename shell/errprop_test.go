package shell

import (
	"testing"
)

// errPropScripts are disagreements with bash about errors and control flow
// found by the root package's TestDiffPropErrors, fixed; each runs here and
// in bash as a script file, and stdout, stderr (the file's name read as
// "bash") and the exit status must agree.
var errPropScripts = []string{
	// A message names the sourced file it comes from; eval's text counts
	// its lines from the eval's, a multi-line command's line is where its
	// second word ends.
	"printf 'cd /nope1\\n' > s.sh; source ./s.sh\neval 'true\ncd /nope2'\nf() { eval 'cd /nope3'; }\nf\neval \"cd /nope4;\ncd /nope5\"",
	// break and continue outside a loop (a function's body or a subshell
	// too) say so; a count below 1 leaves every loop.
	"break; continue 2; echo \"top $?\"\nf() { break; echo in-f; }; for i in 1 2; do f; echo $i; done\n" +
		"for i in 1 2; do for j in a b; do break 0; done; echo no; done; echo \"st $?\"\nfor i in 1; do ( continue ); done",
	// An arithmetic error quotes the text as written: blanks before it
	// skipped, blanks before )) kept, the token the rest from it.
	"(( 5 % 0 + 1  )); let ' 1/0 ' q=1/0; x='1/0 '; echo $(( x + 1 ))\n(( 1 + 2#9 )); echo $(( 3 + ))\necho $(( 1 + 08 + 2 ))",
	// A failed redirection runs the ERR trap (a compound command's too;
	// ! does not negate a compound command that did not run); exit in
	// the ERR trap leaves with its status; set -e holds in a trap.
	"trap 'echo \"ERR $?\"' ERR; echo > /; { echo; } < /missing; ! { echo; } > /; echo \"neg $?\"; trap - ERR\n" +
		"(trap 'exit 7' ERR; false; echo no); echo \"sub $?\"\n( set -e; trap 'false; echo in-trap' EXIT; echo body ); echo \"st $?\"",
	// export and readonly of a readonly name fail as an assignment; bash's
	// EX_BADASSIGN is 4 in a pipeline's child; set -o with a bad name is
	// 2; getopts' usage has no line.
	"readonly ro=1; readonly ro=2; echo $?; export ro=3; set -o nosuch; echo $?; getopts\n" +
		"readonly ro=4 | cat; echo ${PIPESTATUS[*]}; declare 1x=2 | cat; echo ${PIPESTATUS[*]}\n( set -e; if readonly ro=5; then :; fi; echo no ); echo \"st $?\"",
	// set -u: arithmetic and ${#a[5]} fail on a name with no value only;
	// $1 is named $1; ${!d} of a declared-only d is unbound.
	"set -u; a=(); echo $((a + 1)) $((a[3] + 1)) ${#a[5]}; declare d; echo \"<${!d-x}>\"\n(echo $1); (echo ${2}); (echo ${!d}); (echo ${x?}); (echo ${a[0]?}); (echo ${y?''}); echo end",
	// A trap keeps PIPESTATUS; a pipeline's simple command or ( ) runs no
	// ERR trap for its own status.
	"trap 'echo trap' ERR; true | false; echo ${PIPESTATUS[*]}\nset -E; false | cat; ( false ) | cat; f() { false; }; f | cat; echo end",
	// The RETURN trap runs as a sourced file ends (one that could not be
	// read too) and after return; $? in it is the last command's.
	"trap 'echo \"R $?\"' RETURN; printf 'true\\n' > r.sh; false; . ./nosuch.sh; . ./r.sh; f() { true; return 3; }; set -T; f; echo \"f $?\"",
	// An expansion error in eval's or source's text discards its line; in
	// a subshell it ends the subshell.
	"printf 'echo ${!r}\\necho in\\n' > s.sh; source ./s.sh; echo \"src $?\"; ( eval 'echo ${!r}; echo in'; echo no ); echo \"sub $?\"\n" +
		"printf 'arr[1]=x\\necho $((1/0))\\necho after\\n' > a.sh; source ./a.sh; echo \"a $?\"",
	// A redirection's target must make one word.
	"two='a b'; echo hi > $two; echo $?; x=1 echo > $two; echo $?; e=; { :; } > $e; echo $?; echo \"[$(echo hi > $two)]\" $?",
	// A compound command's redirection error is numbered as bash's
	// line_number outside simple commands; $LINENO after a failed ( ) is
	// the line of its ).
	"true\n{ echo a\n} < /m2\nf() {\n  true\n  { :; } < /m1\n}\nf\nset -E; trap 'echo \"ERR $LINENO\"' ERR\n(\nfalse\n)",
	// < or > among let's words is a redirection; ! ! toggles twice.
	"let 'q=1/0' 2>&1; echo $?; let y=3 2>/dev/null z=4; echo $y $z; ! ! false; echo $?",
	// eval's text is parsed as a script is: what bash finds wrong at run
	// time is an error then.
	"eval 'declare 1x=2; echo in; (( 1 + ))'; echo $?",
	// Assignments alone assign before their redirections.
	"x=$(echo err >&2) 2>/dev/null; readonly r=1; r=2 2>/dev/null; echo $?",
	// Under set -e a line discarded for an arithmetic error goes on.
	"set -e\necho $((1/0))\necho \"next $?\"\na[1/0]=1\necho \"next2 $?\"\n(( 1/0 ))\necho no",
	// PIPESTATUS of a pipeline whose writer outlives its reader: 141
	// (SIGPIPE) once the writes pass what a pipe holds. (Whether a small
	// write races the reader's end is the scheduler's choice in bash, so
	// it cannot be compared: a pipe here holds such a write.)
	"echo in | cat >/dev/null; echo ${PIPESTATUS[*]}; for i in {1..20000}; do echo $i; done | { read x; echo $x; }; echo ${PIPESTATUS[*]}",
	// A pipeline's simple command that ends on an expansion error runs
	// the EXIT trap it inherited.
	"trap 'echo \"EXIT $?\"' EXIT; echo | echo ${nosuch?}; echo \"st $?\"; echo | ( echo ${x?} ); echo \"st2 $?\"",
	// The ERR trap runs in an EXIT, DEBUG or signal trap, not in itself
	// nor in a RETURN trap.
	"trap 'echo ERR' ERR; trap 'false; echo x' EXIT; trap 'false; echo u' USR1; kill -USR1 $$\n" +
		"trap 'false; echo r' RETURN; f() { :; }; set -T; f; trap - RETURN; trap 'false; echo d' DEBUG; true; trap - DEBUG",
	// A subshell's first trap keeps ERR under set -E.
	"set -E; trap 'echo \"ERR $?\"' ERR\n( trap 'echo r' RETURN; false; echo in ); echo \"st $?\"",
}

func TestErrPropFixes(t *testing.T) {
	compareScriptFiles(t, errPropScripts, true)
}
