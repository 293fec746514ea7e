package shell

import "testing"

// 3.2.6 Coprocesses, against bash: the NAME array and NAME_PID, reading
// and writing through them, the job it is, kill, the warning for a second
// coprocess while one runs, and what bash does once it has ended (its file
// descriptors closed, NAME and NAME_PID unset). Process ids and file
// descriptor numbers differ between the shells: the scripts print what is
// true of them, not the numbers. Each coprocess stays alive until the
// script lets it end, so that no line races its exit.
var manualCoprocScripts = []string{
	"coproc UP { while read l; do echo \"got $l\"; done; }\necho hello >&${UP[1]}\nread -u ${UP[0]} reply; echo \"$reply\"\n" +
		"[[ $UP_PID =~ ^[1-9][0-9]*$ && $! == \"$UP_PID\" ]] && echo pid ok\necho ${#UP[@]} ${!UP[@]}\n" +
		"[[ ${UP[0]} =~ ^[0-9]+$ && ${UP[1]} =~ ^[0-9]+$ && ${UP[0]} != \"${UP[1]}\" ]] && echo fds ok\n" +
		"exec {UP[1]}>&-\nwait $UP_PID; echo done $?\ndeclare -p UP UP_PID; echo ${UP_PID-unset} ${UP[0]-unset}",
	// Unnamed: COPROC; a simple command; kill ends it with 128+15; jobs
	// shows it as coproc NAME command.
	"coproc cat\necho hi >&${COPROC[1]}\nread -u ${COPROC[0]} x; echo \"x=$x\"\njobs\nkill $COPROC_PID\nwait $COPROC_PID; echo st=$?\n" +
		"echo ${COPROC_PID-unset} ${COPROC[1]-unset}",
	"coproc { printf 'a\\nb\\n'; read x; echo \"x=$x\"; }\nread -r -u ${COPROC[0]} l1; read -r l2 <&${COPROC[0]}; echo \"$l1$l2\"\n" +
		"echo sent >&\"${COPROC[1]}\"; read -u ${COPROC[0]} l3; echo $l3\nwait; echo st=$?; declare -p COPROC 2>&1 >/dev/null; echo ${#COPROC[@]}",
	// A second coprocess while the first runs: a warning, and the shell
	// forgets the first (its variables are not unset when it ends).
	"exec 3>&2 2>err\ncoproc A { read x; echo \"A:$x\"; }\ncoproc B { read x; echo \"B:$x\"; exit 4; }\necho st=$?; pid=$!\nexec 2>&3\n" +
		"m=$(<err); m=${m##*line }; shopt -s extglob; echo \"${m//+([0-9])/N}\"\necho a >&${A[1]}; read -u ${A[0]} r; echo $r\necho b >&${B[1]}; read -u ${B[0]} r; echo $r\n" +
		"wait $pid; echo st=$?; wait\necho ${A_PID:+A set} ${#A[@]} ${B_PID-B unset} ${#B[@]}",
	// The name: not an identifier is an error (status 1, no process);
	// a readonly one is reported and the coprocess runs; when it ends,
	// the readonly NAME cannot be unset.
	"coproc 1abc { :; }; echo st=$?\ncoproc a-b { :; }; echo st=$?\n" +
		"readonly R=1; coproc R { sleep 0.3; }; echo st=$? ${R_PID-unset}; wait; echo after\necho end",
	// In a function NAME is its local variable when it has one; NAME_PID
	// is global.
	"f() { local C=x; coproc C { read l; echo \"[$l]\"; }; echo ${#C[@]}; [[ ${C_PID-} ]] && echo pid; echo hi >&${C[1]}; read -u ${C[0]} r; echo $r; wait; declare -p C; }\n" +
		"f; declare -p C 2>&1; echo ${C_PID-unset}",
	// A subshell (( ), $( ), a pipeline element, a job) has not the
	// coprocess's descriptors; a copy made with exec {fd}<& has.
	"coproc cat\nexec {keep}>&${COPROC[1]}\n( echo sub >&${COPROC[1]} ) 2>&1\necho \"cs $(echo x >&${COPROC[1]} 2>&1)\"\n" +
		"{ echo pipe >&${COPROC[1]}; } 2>&1 | cat\n( echo kept >&$keep )\nf() { echo fn >&${COPROC[1]}; }; f\n" +
		"read -u ${COPROC[0]} r; echo $r; read -u ${COPROC[0]} r; echo $r\nexec {COPROC[1]}>&- {keep}>&-; wait; echo st=$?",
}

func TestManualCoproc(t *testing.T) { compareManual(t, manualCoprocScripts) }

// 3.6.8 Duplicating File Descriptors: what a failed N>&M names, as bash's
// redirection_error does: M written as a number; an expanded M as written
// when N is the default descriptor, else N; N for a move.
var manualDupErrScripts = []string{
	"x=9\necho a >&$x; echo b >&\"$x\"; echo c >&9; cat <&$x; echo d 2>&${x}; echo e >&$((x))\necho f >& 9-; echo g >&${x}-; cat 3<&$x; echo h 5>&$x-; echo i 0<&$x\necho st=$?\nexec {w}<&9; echo st=$? ${w-unset}",
	"x=9\necho 1>&9-\ncat 0<&9-\ncat <&9-\ncat 4<&9-\necho 2>&9-\necho 1>&$x-\nexec 5>&1\necho >&5-\necho 7>&5-\nexec 3>&9-\n{ echo; } >&9-\nf() { :; }; f 2>&$x-\necho st=$?",
}

func TestManualDupErrors(t *testing.T) { compareManual(t, manualDupErrScripts) }

// 6.7 Arrays: a subscript of a compound assignment that is not a
// constant is an expression, with the expression's error (fresh seed of
// TestSyntaxGenerated: "1+" said "invalid number").
var manualSubscriptExprScripts = []string{
	"m=( [1+]=v2 )\necho after $?\nm=( [2*3]=a [1 + 1]=b [07]=c [0x1f]=d [2#11]=e ); declare -p m\nm[1+]=3\necho after2 $?\n" +
		"declare -a q=([1+]=2); echo after3 $?\nn=( [1.5]=x ); echo $?; n=( [08]=x ); echo $?",
}

func TestManualSubscriptExpr(t *testing.T) { compareManual(t, manualSubscriptExprScripts) }
