package shell

import "testing"

// Differential cases for issue 19's known differences (see MANUAL.md):
// each script runs in our shell and as a script file by bash 5.2;
// stdout, stderr and status must agree.

// 6.5 Shell Arithmetic: malformed constants. 0x with no digits is 0
// (bash's digit loop runs no time); 16# with none, a base out of range,
// a digit too great for the base are errors, each with bash's message.
var manualNumberScripts = []string{
	"for e in 0x 0X 0x+1 '0x*2' 00 10#08 37#z 3#10; do echo \"$e: $(( $e ))\"; done\n(( 0x )); echo st=$?\nx=0x; echo $((x)) $((x+5))\nlet 0x; echo st=$?\ndeclare -i i=0x; echo $i",
	"echo $(( 08 )); echo st=$?",
	"echo $(( 1# )); echo st=$?",
	"echo $(( 64# )); echo st=$?",
	"echo $(( 2#2 )); echo st=$?",
	"echo $(( 0b1 )); echo st=$?",
	"echo $(( 0x1g )); echo st=$?",
	"echo $(( 65#1 )); echo st=$?",
	"echo $(( 0#1 )); echo st=$?",
	"echo $(( 16# )) st=$?",
	"for e in 08 1# 64# 2#2 0x1g 0#1 0xx 2#1_; do (( $e )); echo \"$e st=$?\"; let \"$e\"; echo \"let st=$?\"; done",
	"[[ 0x -eq 0 ]] && echo yes; [ 0x -eq 0 ]; echo st=$?",
}

func TestManualNumbers(t *testing.T) { compareManual(t, manualNumberScripts) }
