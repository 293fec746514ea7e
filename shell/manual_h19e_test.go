package shell

import "testing"

// Differential cases for issue 19 (see MANUAL.md), run in our shell and
// as a script file by bash 5.2: stdout, stderr and status must agree.
// Error flow: exit and return, traps, set -e, set -x.

// 4.1 exit, return (bash's get_exitstat): a first -- is skipped; the
// number is legal_number's: white space before it, blanks after it, a
// sign; break's count too.
var manualExitStatScripts = []string{
	"f() { return -- 6; }; f; echo $?\nf() { return --; }; false; f; echo $?\nf() { return ' 7 '; }; f; echo $?\n" +
		"f() { return $'\\n8'; }; f; echo $?\nf() { return $'8\\n'; }; f; echo $?\nf() { return ' '; }; f; echo $?\nf() { return -- 1 2; }; f; echo $?",
	"(exit -- 5); echo $?\n(false; exit --); echo $?\n(exit ' 3 '); echo $?\n(exit $'\\t4\\t'); echo $?\n(exit $'4\\n'); echo $?\n(exit ' '); echo $?\n" +
		"for i in 1 2; do for j in 1 2; do break $'\\n2'; done; echo no; done; echo b $?\nfor i in 1; do break ' '; done; echo no",
}

func TestManualExitStat(t *testing.T) { compareManual(t, manualExitStatScripts) }

// 4.1 exit and return in a trap's text (bash's running_trap and
// trap_saved_exit_value): exit with no number in the EXIT trap, in a
// function or a subshell it runs too, leaves with $? from before the
// trap, elsewhere with the last command's; return with no number in a
// trap (not DEBUG) returns $? from before the trap. return N in an ERR
// trap run in a function returns from it with N, before set -e looks at
// the command that failed. The ERR trap runs for a command only if it
// was set when the command started: a function that sets it and fails
// does not run it for its call.
var manualTrapStatusScripts = []string{
	"trap 'echo trap; (exit 4); exit' EXIT\n(exit 6)",
	"g() { echo g; (exit 2); exit; }; trap g EXIT\n(exit 6)",
	"trap '(exit); echo \"sub $?\"' EXIT\n(exit 6)",
	"trap 'echo hi; exit' ERR\n(exit 7)\necho no",
	"f() { trap 'echo \"ERR $?\"; return' ERR; (exit 4); echo never; }; f; echo \"f=$?\"\ntrap - ERR\n" +
		"trap 'g; echo \"g=$?\"' ERR; g() { (exit 5); return; }; (exit 3)",
	"f() { trap 'echo \"ERR in f\"; return 7' ERR; false; echo never; }\nh() { f; echo \"h after f $?\"; false; echo \"h after false\"; }\nh; echo \"h=$?\"\n" +
		"trap - ERR\nf2() { trap 'echo \"ERR2 $?\"; return 3' ERR; false; }\nf2; echo \"a $?\"; f2; echo \"b $?\"",
	"set -e\nf() { trap 'echo trap; return 3' ERR; false; echo no; }\nf || echo \"f=$?\"\nf\necho never",
	"f() { trap 'echo E' ERR; return 1; }; f; echo \"st=$?\"; f; echo \"st=$?\"\ng() { trap - ERR; return 1; }; g; echo \"g=$?\"",
	"trap 'echo \"USR1 $?\"; return 5' USR1\nf() { kill -USR1 $$; echo \"after kill $?\"; }\nf; echo \"f=$?\"\ntrap 'echo \"USR1 $?\"; return' USR1\ng() { (exit 3); kill -USR1 $$; echo no; }\ng; echo \"g=$?\"",
}

func TestManualTrapStatus(t *testing.T) { compareManual(t, manualTrapStatusScripts) }

// 5.2 BASH_COMMAND: eval and source put it back when their text ends
// (parse_and_execute's restore_lastcom), so a trap after them shows the
// eval or . command; a function does not. A ( ) becomes it only where the
// ERR trap is set or ignored.
var manualBashCommandScripts = []string{
	"trap 'echo \"ERR [$BASH_COMMAND]\"' ERR\neval false\neval 'false; echo x'\nprintf 'echo in\\nfalse\\n' > s.sh\n. ./s.sh",
	"trap 'echo \"X[$BASH_COMMAND]\"' EXIT\neval 'echo a; true'",
	"trap 'echo \"X[$BASH_COMMAND]\"' EXIT\nf() { echo a; true; }; f",
	"trap 'echo \"X[$BASH_COMMAND]\"' EXIT\necho a\n(exit 3)",
	"trap 'echo \"X[$BASH_COMMAND]\"' EXIT\ntrap : ERR\necho a\n(exit 3)",
	"trap 'echo \"X[$BASH_COMMAND]\"' EXIT\ntrap '' ERR\necho a\n( true )",
}

func TestManualBashCommandRestore(t *testing.T) { compareManual(t, manualBashCommandScripts) }

// 4.3.1 set -E: a subshell keeps the ERR trap when set -E is on as it
// starts; set -E given in the subshell does not bring it back.
var manualErrtraceForkScripts = []string{
	"trap 'echo e' ERR\n(set -E; false; echo $?)\n(trap; set -E; false)\nset -E\n(false; (false; set +E; false; (false)))",
	"trap 'echo e' ERR\n(set -E; f() { false; }; f)\necho st=$?",
}

func TestManualErrtraceFork(t *testing.T) { compareManual(t, manualErrtraceForkScripts) }

// 4.3.1 set -x: a trap's text is traced one level deeper than the
// command it follows (DEBUG, ERR, RETURN, a signal's), as eval's; the
// shell's own EXIT trap at its level, a ( )'s or a job's one deeper, a
// $( )'s or <( )'s at the level of its text.
var manualTrapTraceScripts = []string{
	"set -x\ntrap 'echo dbg' DEBUG\n:\ntrap - DEBUG\nf() { trap 'echo ret' RETURN; :; }\nf\ntrap - RETURN\ntrap 'set -x; echo usr; set +x' USR1\nset +x\nkill -USR1 $$\nset -x\n" +
		"trap 'echo err' ERR\nfalse\ng() { false; }\ng\nx=$(false)\neval 'false'\ntrap 'echo err2; echo $(echo inner)' ERR\nfalse",
	"set -x\ntrap 'echo bye' EXIT\neval 'exit 1'",
	"set -x\n(trap 'echo bye' EXIT; echo a)\nx=$(trap 'echo bye' EXIT; echo a)\nx=$( (trap 'echo bye' EXIT; echo a) )\n( (trap 'echo bye' EXIT; eval 'exit 3') )\n" +
		"cat <(trap 'echo bye' EXIT; echo a)\n{ trap 'echo bye2' EXIT; echo b; } & wait",
}

func TestManualTrapTrace(t *testing.T) { compareManual(t, manualTrapTraceScripts) }

// 3.2.5.2, 4.3.1 set -x of (( )) and for (( )): bash expands the text
// first (command substitutions run and trace), then traces it expanded,
// then evaluates it.
var manualArithTraceScripts = []string{
	"set -x\n(( x = $(echo 3) + 1 ))\n((x=$(echo 3)))\n(( y = ${z:=4} * 2 )); echo $y\na=2; (( b = $a + $((a*2)) ))\n(( \"$(echo 1)\" + 2 ))\n" +
		"(( $(echo 1) ))\n((  $(echo 0)))\n(( $(echo 2) > 1 ))",
	"set -x\nfor ((i=$(echo 0);i<$(echo 1);i++)); do :; done\nfor (( i = 0 ; i < ${n:=2} ; i += $(echo 1) )) ; do :; done",
}

func TestManualArithTrace(t *testing.T) { compareManual(t, manualArithTraceScripts) }

// 3.6 a compound command's failed redirection inside a multi-line $( ):
// the line it ends on as bash prints the substitution's text back
// (for … ; / do / body / done, { first / … ; }, case … esac), counted
// from the line the substitution ends on; for (( )) names the line it
// starts on, there and outside.
var manualSubstCompoundRedirScripts = []string{
	"x=$(\n  for i in 1; do\n    echo $i\n  done < /nonexistent\n)\necho \"st=$? x=[$x]\"\ny=$(\n  case a in\n    a) echo in-a ;;\n  esac < /nonexistent\n)\n" +
		"z=$(\n  {\n    echo a\n    echo b\n  } < /nonexistent\n)\nw=$(\n  echo pre\n  {\n    echo a\n  } < /nonexistent\n)",
	"x=$(\n  echo pre\n  for ((i=0;i<1;i++)); do\n    echo $i\n  done < /nonexistent\n)\nfor ((i=0;\n i<1;i++)); do\n    echo $i\n  done < /nonexistent\n" +
		"(\n  for ((i=0;i<1;i++)); do\n    echo $i\n  done < /nonexistent\n)\nv=$(\n  case a in\n    b) echo b ;;\n    a) echo a\n       echo aa ;;\n  esac < /nonexistent\n)",
}

func TestManualSubstCompoundRedir(t *testing.T) { compareManual(t, manualSubstCompoundRedirScripts) }

// The ERR trap's $LINENO after a compound command whose redirections
// failed is the line of the last simple command, (( )), [[ ]] or ( ) run
// (bash's line_number_for_err_trap); after a pipeline, that of its last
// command.
var manualErrTrapLineScripts = []string{
	"trap 'echo \"ERR $LINENO\"' ERR\necho x\n\nwhile false\ndo\n:\ndone < /nonexistent 2>/dev/null\nf() {\n  echo in\n}\nf\n{\n:\n} < /nonexistent 2>/dev/null\n" +
		"( echo a\n)\nfor i in 1; do :; done < /nonexistent 2>/dev/null\n[[ a ]]\nif :; then :; fi < /nonexistent 2>/dev/null\necho a |\ncat\ncase a in a) ;; esac < /nonexistent 2>/dev/null",
	"set -o pipefail\ntrap 'echo \"ERR $LINENO\"' ERR\necho a |\n\nfalse\nfalse |\n\ntrue\nf() { return 1; }\ntrue |\n f",
}

func TestManualErrTrapLine(t *testing.T) { compareManual(t, manualErrTrapLineScripts) }

// 4.3.1 set -e and a command line discarded for an arithmetic error (an
// assignment's, an expansion's) in a script read from stdin (bash -s):
// the shell goes on with the next line, as from a script file.
var manualStdinErrexitArithScripts = []string{
	"set -e\ndeclare -i n\nn='1+'; echo \"same line $?\"\necho \"next $?\"\n",
	"set -e\nx=$(( 1 + ))\necho after\ndeclare -i n\nf() { n='1+'; echo \"in f $?\"; }\nf\necho \"after $?\"\n",
	"set -e\necho $(( 1 + ))\necho after\nreadonly r=1\nr=2\necho never\n",
}

func TestManualStdinErrexitArith(t *testing.T) {
	compareStdinScripts(t, manualStdinErrexitArithScripts)
}
