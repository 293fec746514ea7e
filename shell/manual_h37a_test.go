package shell

import "testing"

// Differential cases for issue 19 (helper h37a), against bash 5.2.

// 6.7 Arrays, 6.5 Shell Arithmetic: an indexed array's subscript is an
// expression of its own (bash's array_expand_index calls evalexp with no
// command name): its error quotes the subscript's text as written, the
// blanks before its ] included, names no command (let, ((, [[, declare,
// a slice's parameter), and discards the command line of the top level
// wherever the subscript is: $(( )), (( )), let, for (( )), [[ ]], an
// integer's value, unset's, read's and printf -v's operand.
var manualSubscriptArithScripts = []string{
	"arr=(1 2); echo $(( arr[1/0] )); echo same\necho \"st $?\"\nx=$(( a[1/0] )); echo \"st $?\"\necho end",
	"a=(1 2); unset 'a[1/0]'; echo \"st $?\"\necho next\nread 'a[1/0]' <<< hi; echo \"st $?\"\necho next\n" +
		"printf -v 'a[1/0]' x; echo \"st $?\"\necho next\n[[ -v a[1/0] ]]; echo \"st $?\"\necho end",
	"let 'a[1/0]'; echo \"st $?\"\necho next\n((a[1/0]++)); echo \"st $?\"\necho next\n[[ a[1/0] -eq 1 ]]; echo \"st $?\"\necho next\n" +
		"(( a[1/0] )) || echo no; echo \"st $?\"\nlet 'x = 1/0'; echo \"st $?\"\nlet 'x = a[1/0]'; echo \"st $?\"\necho end",
	"x=1; a=(1 2); echo ${a[ $x/0 ]}\necho $(( a[ $x / 0 ] + 1 ))\necho $(( a[ x / 0 ] + 1 ))\na[ $x/0 ]=3\nunset 'a[ 1/0 ]'\n" +
		"let 'a[ 1 /0 ]++'\n(( a[ 1 /0 ]++ ))\n(( b = a[1/0] ))\necho ${a[ 1 /0 ]:-x}\necho end",
	"a=(1 2); b=(1 0); echo $(( a[1/b[1]] ))\necho $(( a[b[1/0]] ))\necho ${a[b[1/0]]}\necho end",
	"f() { let 'a[1/0]'; echo in; }; f; echo \"f $?\"\necho end\ny=$( let 'a[1/0]'; echo in ); echo \"st $? $y\"\necho end",
	"declare -i n; n='a[1/0]'; echo \"st $?\"\necho end\ndeclare -i m='a[1/0]'; echo \"st $?\"\necho end\n" +
		"for ((i=a[1/0]; i<1; i++)); do echo x; done; echo \"st $?\"\necho end\ns=abc; echo ${s:a[1/0]}; echo \"st $?\"\necho end",
	"set -e; a=(1 2); let 'a[1/0]'; echo in\necho end",
}

func TestManualSubscriptArith(t *testing.T) { compareManual(t, manualSubscriptArithScripts) }

// The same discard through a nameref, an indirection, a pipeline's
// element, a loop's condition and a command substitution.
var manualSubscriptArithMoreScripts = []string{
	"declare -n r='a[1/0]'; a=(1 2); echo $r; echo in\necho \"st $?\"\na=(1 2); declare -n q='a[1/0]'; q=5; echo in\necho \"st $?\"",
	"a=(1 2); echo ${!a[1/0]}; echo in\necho \"st $?\"\nk='a[1/0]'; echo ${!k}; echo in\necho \"st $?\"\nunset a[1/0]; echo in\necho \"st $?\"",
	"a=(1 2); echo ${a[1/0]} | cat; echo \"st $?\"\necho end\nwhile echo ${a[1/0]}; do break; done; echo \"st $?\"\necho end\n" +
		"echo \"$(echo ${a[1/0]}; echo in)\" out\necho end\nb=${a[1/0]} c=2; echo \"st $?\"\necho \"$b $c\"",
	"declare -A m; m[1/0]=x; m[1+1]=y; declare -p m; echo ${m[1/0]} ${m[1+1]}; echo $(( m[1+1] )) $(( m[1/0] ))\necho \"st $?\"\n" +
		"a=(1 2); echo $(( a[2**63] )); echo $(( a[-9223372036854775808] )); echo end\nx=1; echo ${x[1/0]}; echo in\necho \"st $?\"",
}

func TestManualSubscriptArithMore(t *testing.T) { compareManual(t, manualSubscriptArithMoreScripts) }

// 6.5 Shell Arithmetic: bash's expression depth goes on through the
// subscripts (a value a[x] with x='a[x]' ends at its recursion level
// as a[x] does, with its message, not by running out of memory).
var manualSubscriptRecursionScripts = []string{
	"x='a[x]'; a=(1 2); echo ${a[x]}\necho $(( x ))\necho end",
	"x='x'; a=(1 2); echo ${a[x]}; echo \"st $?\"\necho next\nx='y'; y='x'; echo $(( a[x] )); echo \"st $?\"\necho next",
}

func TestManualSubscriptRecursion(t *testing.T) { compareManual(t, manualSubscriptRecursionScripts) }

// 6.5 Shell Arithmetic: an assignment to an element before an indexed
// array's start (a[-5]=3) is reported, not made, and the expression
// goes on (bash's expr_bind_array_element): its value is the value
// assigned.
var manualArithBadElemScripts = []string{
	"a=(1); (( a[-5]=3 )); echo \"st $?\"\necho next\na=(1); echo $(( a[-5]=3 )) in; echo \"st $?\"\necho next\n" +
		"a=(1); let 'a[-5]=3' 'b=2'; echo \"st $? $b\"\necho next",
	"a=(1); (( a[-5]++ )); echo \"st $?\"; (( a[-5]+=2, c=4 )); echo \"st $? $c\"\necho next\nunset a; (( a[-1]=3 )); echo \"st $?\"\necho next",
}

func TestManualArithBadElem(t *testing.T) { compareManual(t, manualArithBadElemScripts) }

// 6.5 Shell Arithmetic: an indexed array's subscript of blanks only is
// an expression of none, 0: a[ ] is a[0], in a value or let's text too.
var manualBlankSubscriptScripts = []string{
	"a=(4 5); let 'x=a[ ]+1'; echo \"$? $x\"\ny='a[ ]'; echo $(( y + 1 ))\necho $(( a[\t] + 1 )) ${a[ ]}\n(( a[  ] = 7 )); declare -p a\n" +
		"declare -A m=([x]=1); echo $(( m[ ] + 1 )); echo \"st $?\"\nlet 'q = \"a[ ]\"'; echo \"$? $q\"",
}

func TestManualBlankSubscript(t *testing.T) { compareManual(t, manualBlankSubscriptScripts) }

// 4.2 Bash Builtins, eval and source: the text runs with $? as it was
// before (bash's parse_and_execute): a command in it sees it, and a
// declaration's arithmetic error, which sets no status, keeps it; a
// text of no command ends with 0.
var manualEvalStatusScripts = []string{
	"(exit 3); eval 'declare -i n=1/0'\necho $?\n(exit 3); eval 'declare -i n=1/0; echo in'; echo $?\necho $?\n" +
		"(exit 4); . /dev/stdin <<< 'declare -i n=1/0; echo in'\necho $?",
	"(exit 3); eval 'echo $?'; (exit 4); . /dev/stdin <<< 'echo $?'\n(exit 3); eval '#c'; echo $?; (exit 4); . /dev/stdin <<< '#c'; echo $?\n" +
		"(exit 5); eval '\n'; echo $?; (exit 6); eval 'f() { :; }'; echo $?; (exit 6); eval 'x=$?'; echo $x; printf '' > e.sh; (exit 7); . ./e.sh; echo $?\n" +
		"(exit 3); eval 'if'; echo $?",
	"false; eval 'true'; echo $?; false; eval 'false'; echo $?; (exit 3); eval ';'; echo $?\n" +
		"f() { (exit 5); eval 'return'; }; f; echo $?; g() { (exit 5); . /dev/stdin <<< 'return'; echo \"in $?\"; }; g; echo $?\n" +
		"(exit 3); eval 'for i in; do :; done'; echo $?; (exit 3); eval 'case x in y) :;; esac'; echo $?\n" +
		"(exit 3); mapfile -t -C 'echo cb $?' -c 1 a <<< 'l'; echo $?\nset -e; (exit 3) || eval 'echo $?'; echo end",
	"trap 'echo \"trap $?\"' EXIT; (exit 3); eval 'x=1'; echo $?; (exit 4)",
}

func TestManualEvalStatus(t *testing.T) { compareManual(t, manualEvalStatusScripts) }
