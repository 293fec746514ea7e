package computerwelt

import "testing"

// Differential cases for issue 19 (see shell/MANUAL.md), the remaining
// gaps of its list: each script runs in our shell and as a script file
// by bash 5.2; stdout, stderr and status must agree.

// 4.1 exec: bash execs a program found on PATH (or the hash table) or
// a path, never a function or a builtin: another name is "exec: NAME:
// not found" (127) and the shell ends; a path that cannot run is
// reported twice, the second time as exec's, with a relative path made
// absolute; options -c (empty environment), -l, -a NAME, bundled, and
// their errors.
var manualExecScripts = []string{
	"exec nosuch\necho notreached",
	"f() { echo f; }\nexec f\necho no",
	"(exec nosuch; echo $?); echo $?; (exec cd /); echo $?; (exec f); echo $?; (exec ''); echo $?; (exec - echo x); echo $?\n" +
		"(exec /nonexist/x); echo $?; (exec /tmp); echo $?; (exec -x); echo $?; (exec -a); echo $?\n" +
		"(exec -- echo x); echo $?; (exec -cl -a zz printf '%s\\n' y); echo $?; (exec -c env); echo $?; (exec -la zz echo z); (exec echo a b); echo $_",
	"d=$(mktemp -d); cd \"$d\"; touch nx; mkdir sub; { (exec ./nx); echo $?; (exec sub); echo $?; (exec sub/../nx); echo $?; (exec ./nosuch); echo $?; (exec sub/); echo $?; } 2>&1 | sed \"s#$d#D#g\"; rm -r \"$d\"",
	"set -x; exec echo hi; echo no",
}

func TestManualExec(t *testing.T) { compareManual(t, manualExecScripts) }

// 7.2 disown: the jobs named (by jobspec, pid or command prefix; the
// current one by default; -a all, -r the running ones) leave the job
// table, kill PID still reaches them and wait no longer knows them; -h
// keeps them listed. suspend in a shell without job control.
var manualDisownScripts = []string{
	"sleep 2 >/dev/null 2>&1 & p=$!; disown %1; echo $?; wait $p 2>&1 | sed \"s/$p/PID/\"; jobs; kill $p; echo k$?\n" +
		"sleep 2 >/dev/null 2>&1 & disown -h; echo $?; jobs -p | wc -l; disown sleep; echo $?; jobs\n" +
		"sleep 2 >/dev/null 2>&1 & sleep 2 >/dev/null 2>&1 & disown -a; echo $?; jobs; disown; echo $?; disown %1 %2; echo $?\n" +
		"sleep 2 >/dev/null 2>&1 & q=$!; disown $q; echo $?; jobs; disown 1; echo $?; disown -- -x; echo $?; disown -h -x; echo $?\n" +
		"disown -ar %1; echo $?; false & sleep 2 >/dev/null 2>&1 & sleep 0.1; disown -r; echo $?; jobs -p | wc -l",
	"suspend; echo $?; suspend -x; echo $?",
}

func TestManualDisown(t *testing.T) { compareManual(t, manualDisownScripts) }

// 4.3.1 set -x: an array list assigned by a simple command is traced as
// written, its words joined by a blank, before its expansions run.
var manualXtraceArrayScripts = []string{
	"set -x\nv=7; w=\"p q\"\na=($v \"$w\" $(echo s) {1..2} [5]=$v)\na+=([0]+=x)\na=(1\n  2   # c\n 3)\nc=([3]=a [5]=b)\n" +
		"x=1 y=(2)\ne=()\nf() { g=(1 \"2\"); }; f\neval 'h=(x  y)'\na[1]=x",
}

func TestManualXtraceArrays(t *testing.T) { compareManual(t, manualXtraceArrayScripts) }
