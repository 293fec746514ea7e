package shell

import "testing"

// Differential cases for issue 19 (helper h36s), against bash 5.2.

// 3.6.6 Here Documents: bash warns of a here-document the input ends in
// when it reads its body, before it runs any command of the command line
// (echo a; cat <<E warns before a), and names the line it had read when
// the body began: the line before the body's first line, which is the
// command line's last line (after a line continuation), or the line of
// the here-document read before it on the same command line (<<A <<B,
// <<A; cat <<B, a here-document in $( ) read first).
var manualHdocEOFLineScripts = []string{
	"cat <<E <<E\nbody\nE\necho x",
	"echo a; cat <<E \\\n && echo b\nbody",
	"cat <<A; cat <<B\na\nA\nb",
	"cat <<A <<B <<C\na\nA\nb\nB\n",
	"cat <<A; echo $(cat <<B\nb\nB\n)\na",
	"echo a; cat <<'E'\nx\n",
	"echo a\neval \"echo b; cat <<E\nbody\"\necho c",
	"echo a; cat <<E",
}

func TestManualHdocEOFLine(t *testing.T) { compareManual(t, manualHdocEOFLineScripts) }

// 6.7 Arrays: an arithmetic error in an array subscript (${a[1/0]},
// [[ -v a[1/0] ]], test -v, ${#a[1/0]}) discards the command line
// of the top level, out of eval, source and a function (bash's
// array_expand_index cleans up to the top level before it discards);
// in a subshell it ends the subshell's line.
var manualSubscriptDiscardScripts = []string{
	"a=(1 2)\neval 'echo ${a[1/0]}\necho in'; echo \"eval $?\"\necho next",
	"a=(1 2)\neval \"[[ -v a[1/0] ]]; echo in1\"; echo \"1 $?\"\neval \"test -v \\\"a[1/0]\\\"; echo in2\"; echo \"2 $?\"\n" +
		"eval \"echo \\${#a[1/0]}; echo in4\"; echo \"4 $?\"\neval \"echo \\${a[1/0]:-x}; echo in5\"; echo \"5 $?\"\necho end",
	"a=(1 2)\nf() { eval 'echo ${a[1/0]}'; echo in7; }; f; echo \"7 $?\"\n( eval 'echo ${a[1/0]}'; echo in8 ); echo \"8 $?\"\n" +
		"printf '%s\\n' 'echo ${a[1/0]}; echo in9' 'echo in9b' > s.sh; . ./s.sh; echo \"9 $?\"\necho end",
}

func TestManualSubscriptDiscard(t *testing.T) { compareManual(t, manualSubscriptDiscardScripts) }

// 4.2 Bash Builtins, declare: a declaration that fails with bash's
// EX_BADASSIGN (260: a bad name, a readonly variable) as the simple
// command of a forked child (a pipeline's element, an asynchronous
// command) leaves it with 260 & 255 = 4, under set -e too.
var manualForkedDeclStatusScripts = []string{
	"declare 1x=2 & wait $!; echo \"g $?\"\nreadonly r=1; declare r=2 & wait $!; echo \"r $?\"\nx=$(declare 1x=2); echo \"s $?\"\n(declare 1x=2); echo \"f $?\"",
	"(set -e; declare 1x=2 | cat; echo \"x ${PIPESTATUS[*]}\"; declare -a 2y=1 | cat; echo \"y ${PIPESTATUS[*]}\")\n" +
		"(set -e; declare 1x=2 & wait $!; echo \"bg $?\"); echo \"st $?\"",
}

func TestManualForkedDeclStatus(t *testing.T) { compareManual(t, manualForkedDeclStatusScripts) }

// 4.2 Bash Builtins, declare -i: the builtin evaluates an integer's value
// and names itself in the error (declare:, local:, typeset:, export:,
// readonly:; not for a list's elements), and discards the line without
// setting $?: the status before stays (a command substitution's in the
// words too), or is 1 when it was 0.
var manualDeclArithScripts = []string{
	"(exit 3); declare -i n=1/0\necho \"a $?\"\ndeclare -i m=1/0; echo no\necho \"b $?\"\n(exit 3); declare -ai arr=(1/0)\necho \"c $?\"\n" +
		"declare -i x; (exit 3); export x=1/0\necho \"d $?\"\ndeclare -i x; (exit 3); readonly x=1/0\necho \"e $?\"",
	"(exit 3); declare -i y=$(exit 5)1/0\necho \"f $?\"\ndeclare -ai a; (exit 3); declare a[1]=1/0\necho \"g $?\"\n" +
		"f() { (exit 4); local -i k=1/0; }; f\necho \"h $?\"\ntypeset -i t=2#9\necho \"i $?\"\ndeclare -i m=1/0 & wait $!; echo \"j $?\"",
}

func TestManualDeclArith(t *testing.T) { compareManual(t, manualDeclArithScripts) }

// 3.1.2 Quoting, syntax errors: bash names an unexpected token holding a
// byte it cannot print (a quoted word across lines, a tab) $'...'
// (ansic_quote), at the line where the token ended, and quotes that
// line; the commands before the command line with the error run.
var manualSyntaxTokenQuoteScripts = []string{
	"echo a\nf() 'x\ny z' w\necho b",
	"echo a\nf() \"x\ty\" w\necho b",
	"echo a\n( echo \"p\nq\" ) \"x\ny\"\necho b",
	"echo a\neval 'printf '\\''%d %s\\n'\\'' 3'';' echo in'; echo \"eval $?\"\necho b\ntrap 'echo \"int $?\"' ERR\nfalse\necho c",
}

func TestManualSyntaxTokenQuote(t *testing.T) { compareManual(t, manualSyntaxTokenQuoteScripts) }
