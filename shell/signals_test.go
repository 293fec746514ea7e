package shell

import (
	"strings"
	"testing"
)

// signalScripts: stdout and status must agree with bash's. Their sleeps
// order the job and the signal on an idle machine; under load bash may
// race (compareWithBash runs a disagreement again).
var signalScripts = []string{
	// A child shell started as a background job's command is the job's
	// process (bash execs it): $! is its pid, kill reaches its traps, its
	// parent is the shell that started the job.
	"bash -c 'trap \"echo usr1\" USR1; sleep 0.3' &\nsleep 0.1\nkill -USR1 $!\nwait\necho status=$?",
	"bash -c \"[ \\$PPID = $$ ] && echo parent ok; [ \\$\\$ != $$ ] && echo own pid\" &\nwait $!\necho st=$?",
	// An async subshell drops the parent's traps: URG is ignored again.
	"trap 'echo SIGURG' URG\nkill -URG $$\n{ echo begin child; sleep 0.1; echo end child; } &\nkill -URG $!\nwait\necho \"wait status $?\"",
	// kill $$ from a subshell reaches the main shell, after the subshell.
	"trap 'echo got' USR1\n( kill -USR1 $$; echo sub )\necho main",
	// Ignored signals stay ignored in a subshell, after its own trap too.
	"trap '' USR1; trap 'echo u2' USR2\n( trap 'echo x' HUP; trap -p; kill -USR1 $BASHPID; kill -USR2 $BASHPID; echo alive )\necho st=$?",
	"( kill -HUP $BASHPID; echo no ); echo st=$?\n( trap 'echo h' HUP; kill -HUP $BASHPID; echo yes ); echo st=$?",
	"( trap 'echo w' WINCH; kill -WINCH $BASHPID; kill -CONT $BASHPID; kill -CHLD $BASHPID; echo ok )",
	// An async subshell ignores INT (shown by trap) and QUIT (not shown).
	"( trap -p; kill -QUIT $BASHPID; echo q; trap 'echo y' QUIT; trap -p; kill -QUIT $BASHPID; echo alive ) &\nwait",
	// A child shell cannot trap what was ignored when it started.
	"trap '' INT\nbash -c 'trap \"echo x\" INT; trap -p; kill -INT $$; echo alive'\necho st=$?",
	// Killed by a signal: the EXIT trap runs, the status is 128+N.
	"trap 'echo bye' EXIT\nkill $$\necho no",
	// A trapped signal ends wait early with 128+N.
	"trap 'echo got' USR1\n{ sleep 0.1; kill -USR1 $$; sleep 0.3; echo jobdone; } &\nwait $!\necho wait=$?\nwait\necho wait=$?",
	"trap 'echo got' USR1\nsleep 0.3 &\n{ sleep 0.1; kill -USR1 $$; } &\nwait -n\necho waitn=$?\nwait",
	"kill -s; echo $?; kill -n 99 $$; echo $?; kill -99 $$; echo $?; kill %abc; echo $?; kill -l 0 64 65 300; echo $?; kill -0 $$ $BASHPID; echo $?",
	// A trap signalling its own shell runs inside itself.
	"n=0\ntrap 'n=$((n+1)); [ $n -lt 3 ] && kill -USR1 $$; echo t$n' USR1\nkill -USR1 $$\necho after $n",
	// exit in a trap run by kill $$: the shell's status is the exit's.
	"trap 'echo INT; exit 7' INT\nkill -INT $$\necho not",
	// ERR, DEBUG and RETURN reach functions only with set -E / set -T or
	// declare -ft; traps a function sets stay; $LINENO in an ERR or DEBUG
	// trap is the command's line, in other traps the trap's own.
	"trap 'echo ERR $LINENO' ERR\ng() { false; echo in g; }\ng\nset -E\ng\nset +E\ntrap - ERR\n" +
		"trap 'echo RET $FUNCNAME' RETURN\nh() { :; }\nh\nset -T\nh\nset +T\ndeclare -ft h\nh\ntrap - RETURN\n" +
		"k() { echo '  in k'; }\ntrap 'echo DBG $BASH_COMMAND' DEBUG\nk\ntrap - DEBUG\nset -T\ntrap 'echo DBG2 $BASH_COMMAND' DEBUG\nk\ntrap - DEBUG\nset -E\n[[ $- == *ET* ]] && echo ET\nset +ET\necho ${-//[!ET]/}.",
	"f() { trap 'echo r $FUNCNAME' RETURN; echo body; }\nf\necho after\ng() { echo g; }\ng\ntrap -p RETURN\nh() { trap 'echo dbg' DEBUG; echo h1; }\nh\necho out",
	"trap 'echo \"error on line $LINENO\"' ERR\nf() {\n  false\n}\nf\nset -E\nf\n( false; echo in sub )\nx=$(false)",
	"x=1\ntrap 'echo T1 $LINENO\necho T2 $LINENO' USR1\nkill -USR1 $$\ntrap 'echo E1 $LINENO\necho E2 $LINENO' ERR\n\nfalse\ntrap - ERR\ntrap 'echo D1 $LINENO\necho D2 $LINENO' DEBUG\n\n:\ntrap - DEBUG\ntrap 'echo X1 $LINENO' EXIT",
}

// A trap that signals its shell forever ends at the call depth limit, not
// by exhausting memory (bash recurses until it crashes).
func TestSelfSignallingTrapIsBounded(t *testing.T) {
	sh := newTestShell(t, Limits{})
	_, errs, status := runScript(t, sh, "trap 'kill -USR1 $$' USR1\nkill -USR1 $$\necho after")
	if status != ExitLimit || !strings.Contains(errs, "MaxCallDepth") {
		t.Errorf("status %d, stderr %q; want the MaxCallDepth limit", status, errs)
	}
}

func TestSignalsDiffBash(t *testing.T) {
	compareWithBash(t, signalScripts, true)
}

// Signals sent to a job right after it starts: bash races here (the job
// may not have set up its signals yet), the sandbox does not.
func TestSignalsToJobs(t *testing.T) {
	for _, tc := range []struct{ script, want string }{
		// A job ignores INT without job control.
		{"{ sleep 0.1; echo after; } &\nkill -INT $!\nwait $!\necho st=$?", "after\nst=0\n"},
		{"{ sleep 0.1; echo after; } &\nkill -QUIT $!\nwait $!\necho st=$?", "after\nst=0\n"},
		// A fatal signal ends it at once, a blocking command included.
		{"{ sleep 5; echo y; } &\nkill -TERM $!\nwait $!\necho st=$?", "st=143\n"},
		{"{ sleep 5; echo y; } &\nkill -USR1 %1\nwait %1\necho st=$?", "st=138\n"},
		// The parent's trap is not the job's; an ignored signal is.
		{"trap 'echo P' TERM\n{ sleep 5; echo z; } &\nkill $!\nwait $!\necho st=$?", "st=143\n"},
		{"trap '' TERM\n{ sleep 0.1; echo z; } &\nkill $!\nwait $!\necho st=$?", "z\nst=0\n"},
		// The job's own trap runs once its current command ends.
		{"{ trap 'echo T' TERM; echo ready > f; sleep 0.2; echo z; } &\nuntil [ -s f ]; do sleep 0.01; done\nkill -TERM $!\nwait $!\necho st=$?", "T\nz\nst=0\n"},
		{"{ trap 'echo T; exit 3' TERM; echo ready > f; sleep 0.2; echo z; } &\nuntil [ -s f ]; do sleep 0.01; done\nkill -TERM $!\nwait $!\necho st=$?", "T\nst=3\n"},
		// KILL cannot be trapped.
		{"{ trap 'echo T' KILL; echo ready > f; sleep 5; } &\nuntil [ -s f ]; do sleep 0.01; done\nkill -9 $!\nwait $!\necho st=$?", "st=137\n"},
	} {
		sh := newTestShell(t, Limits{})
		got, errs, _ := runScript(t, sh, tc.script)
		if got != tc.want {
			t.Errorf("script:\n%s\ngot %q (stderr %q), want %q", tc.script, got, errs, tc.want)
		}
	}
}

// Job specs, jobs in $( ) and pipelines, fg and bg, against bash.
var jobScripts = []string{
	"sleep 0.3 & sleep 0.4 &\nset -- $(jobs -p)\necho \"[$#]\"\n(jobs)\nkill $(jobs -p)\nwait\necho st=$?",
	"sleep 1 &\njobs -p | { mapfile a; echo ${#a[@]}; }\nkill %1\nwait %1\necho st=$?",
	"fg; echo $?; bg %1; echo $?; sleep 0.1 & fg %1; echo $?",
	"set -m; echo $-; { sleep 0.1; exit 3; } & fg; echo st=$?; fg; echo st=$?; bg; echo st=$?; fg %5; echo $?",
	"set -m; sleep 0.2 & bg; echo st=$?; bg %1; echo st=$?; fg %1; echo st=$?",
	// A job that ended is no process to signal: kill -0 $pid polls.
	"sleep 0.1 & p=$!\nwhile kill -0 $p 2>/dev/null; do sleep 0.05; done\necho gone\nkill $p; echo $?\nkill -0 %1; echo $?",
}

func TestJobsDiffBash(t *testing.T) {
	compareWithBash(t, jobScripts, true)
}

// A signal a job sends to the shell as a Run ends does not reach the
// session's next Run.
func TestSignalDoesNotOutliveItsRun(t *testing.T) {
	sh := newTestShell(t, Limits{})
	runScript(t, sh, "{ kill -USR1 $$; } &\nexit 0")
	out, errs, status := runScript(t, sh, "echo hi")
	if out != "hi\n" || status != 0 {
		t.Errorf("second Run: %q %q status %d", out, errs, status)
	}
}
