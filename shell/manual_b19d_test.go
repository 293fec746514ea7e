package shell

import "testing"

// Differential cases for issue 19 (see MANUAL.md): each script runs in
// our shell and as a script file by bash 5.2; stdout, stderr and status
// must agree.

// 6.5, 3.2.5.2: an arithmetic error's text starts after the (( or [ with
// the blanks skipped and a line break kept; the error token is found
// from the token's offset in a text of several lines. (( )) and [[ ]]
// have the line they end on (their errors and $LINENO); let and the
// declaration builtins, as a simple command, that of their second word
// when it ends on a later line.
var manualArithLineScripts = []string{
	"echo $((  1 + ))\necho $((\t 1 + ))\necho $((\n 1 + ))\necho $(( \n  1 + ))\necho $((1 + \n ))\n(( \n 1 + ))\nlet \" \n 1 +\"\necho $(( \n 2/0 ))\na[\n1 +]=3\necho end",
	"((\n1 +\n))\necho $LINENO\n(( 1 +\n\n2/0 ))\nx=$((\n1/0\n)) y=2\nlet \\\n \"1/0\"\nlet \"\n1/0\" \\\n 2\n[[ $((\n1/0\n)) ]]\nfor ((i=0;\ni<1/0;\n));do :; done\necho $LINENO",
	"[[ $LINENO == 1 ||\n$LINENO == 1 ]]; echo $?\n[[ $LINENO == 4 ||\n$LINENO == 4 ]]; echo $?\n((\nLINENO == 7\n)); echo $?\n((\nx=LINENO\n))\necho $x",
	"local \\\n x\necho \\\n $LINENO\nlocal x \\\n y\ndeclare \\\n -Z\nexport -Z \\\n a\nlet \\\n \"x=LINENO\"; echo $x\ndeclare -p \\\n nosuchvar\necho $LINENO",
}

func TestManualArithLines(t *testing.T) { compareManual(t, manualArithLineScripts) }

// 6.5 Shell Arithmetic: an assignment operator where an operand should be
// (at the start, after an operator, a ( or a comma) is bash's "operand
// expected", after an operand "attempted assignment to non-variable"; a
// run of [ after a blank is one bad operator, named from its first [.
var manualArithOperandScripts = []string{
	"echo $(( = 3 ))\necho $(( += 3 ))\necho $(( *= 2 ))\necho $(( 1 + = 3 ))\necho $(( (= 3) ))\necho $(( x, = 3 ))\necho $(( 1 ? = 2 : 3 ))\n" +
		"echo $(( != 2 ))\necho $(( <<= 2 ))\necho $(( x = = 2 ))\necho $(( 5 = 3 ))\necho $(( a++ = 3 ))\necho $(( (1) = 2 ))\n(( = 3 )); echo $?\nlet '= 1'; echo $?",
	"echo $(( 1 [[ + 2 ))\necho $(( 1 [ + 2 ))\necho $(( x [[ 2 ))\necho $(( 1 [[[ 2 ))\necho $(( 1 ]] 2 ))\nx=$(( 1 [[ 2 )); echo $?",
}

func TestManualArithOperand(t *testing.T) { compareManual(t, manualArithOperandScripts) }
