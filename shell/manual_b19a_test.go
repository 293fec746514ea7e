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

// 3.5.4 Command Substitution and 5.2 LINENO: bash numbers the lines of a
// command substitution from the line of the command it is part of (a
// simple command's line is where its second word ends), counting them in
// the text it runs: `…` as written, less backslash-newlines; $( ) as
// bash prints it back (no comments, blank or continuation lines; a ';'
// keeps the next command on its line; compound commands in bash's
// layout). Error messages inside carry the same numbers.
var manualSubstLineScripts = []string{
	"echo `echo $LINENO\necho $LINENO\necho $LINENO` $LINENO\necho `echo $LINENO` \"\n\" `echo $LINENO`\necho $(echo $LINENO\necho $LINENO)\n" +
		"x=`echo $LINENO\necho $LINENO`; echo $x\nf() {\n  echo `echo $LINENO\n  echo $LINENO`\n}\nf\necho \"`echo $LINENO\necho $LINENO`\"",
	"echo `\n\necho $LINENO\n# c\n\necho $LINENO \\\n $LINENO\necho $LINENO`\nx=1\necho \"$(echo $LINENO\n\necho $LINENO)\"\n" +
		"echo \"$(\necho $LINENO\n)\"\necho \"$(echo $LINENO\n\n\necho $LINENO\n# c\n\necho $LINENO\n)\"",
	"echo \"$(echo $LINENO; echo $LINENO\necho a \\\n$LINENO\necho $LINENO\nif true\nthen echo $LINENO\nfi\necho $LINENO\n)\"\n" +
		"for i in $(echo $LINENO\necho $LINENO); do echo $i $LINENO; done\ncase $(echo $LINENO\necho $LINENO) in *) echo $LINENO;; esac",
	"x=$(\n  nosuch1\n)\ny=$(echo a\n  nosuch2\n  if true; then\n    nosuch3\n  fi\n  for i in 1; do nosuch4; done\n  nosuch5\n  f() {\n    nosuch6\n  }\n  f\n" +
		"  { nosuch7; nosuch8; }\n  true | nosuch10\n  while false; do :; done; nosuch11\n  case a in a) nosuch12;; b) :;; esac\n  nosuch13\n)",
	"x=$(for i in 1; do nosuch; done)\nx=$(if true; then nosuch; fi)\nx=$(true && nosuch)\nx=$( { nosuch; } )\nx=$( ( nosuch ) )\nx=$(while nosuch; do :; done)\n" +
		"x=$(f() { nosuch; }; f)\nx=$(nosuch <<E\na\nE\nnosuch)\nx=$(echo \"a\nb\" >/dev/null; nosuch)\nx=$(echo \"a\nb\"\nnosuch)",
	"x=$(true;\nnosuch1\necho \"a\nb\" | nosuch2\ntrue &&\nnosuch3\ncat <<E; nosuch4\na\nE\nnosuch5\nf() { true; nosuch6; { true; nosuch7; }; }\nf\ng() ( true; nosuch8 )\ng\n" +
		"for ((i=0;i<1;i++)); do nosuch9; done\ncase a in a) ;; b) nosuch10;; esac\ncase a in b) ;; a) nosuch11;; esac\nif false; then :; elif true; then nosuch12; else :; fi\n" +
		"until true; do :; done; nosuch13\n[[ x ]] &&\n nosuch14\n! true; nosuch15\n)",
	// A function from outside keeps its own lines; eval inside counts
	// from the substitution's line.
	"f() {\n  echo in f $LINENO\n}\nx=$(\n\nf\neval 'echo $LINENO\necho $LINENO'\necho $(echo $LINENO\necho $LINENO)\n)\necho \"$x\"",
	"echo `echo a\\\nb` `echo $LINENO \\\n$LINENO\necho $LINENO`",
}

func TestManualSubstLines(t *testing.T) { compareManual(t, manualSubstLineScripts) }

// 3.2.5.2 [[ ]]: a syntax error inside one (a missing binary operator,
// an unexpected token) leaves bash 5.2's parser so that the next [[ it
// parses in that process fails on its first word ("syntax error near
// unexpected token", the line quoted), which clears that state; any
// other syntax error clears it too. A sourced file's errors carry its
// name. A subshell inherits the state; a command substitution's child
// reads its own text (not compared here).
var manualCondErrorScripts = []string{
	"printf '[[ a b ]]\\necho after\\n' > s1.sh; . ./s1.sh; echo st=$?\nprintf 'echo $LINENO\\n\\n[[ a b ]]\\n' > t.sh; source t.sh; echo st=$?\n" +
		"f() { . ./t.sh; }; f; echo st=$?\neval '[[ a b ]]'; echo st=$?\neval '\n[[ a b ]]'; echo st=$?\n[[ a b ]]\necho notreached",
	"eval '[[ a b ]]'\necho one\n[[ x == x ]] && echo yes\necho two",
	"eval '[[ a b ]]'\neval '('\neval '[[ a b ]]'\neval '[[ a b ]]'\neval '[[ a = b ]]'; echo st=$?\neval '[[ a b ]]'\n" +
		"eval '[[ a = b ]] ; echo next'; echo st=$?\neval '[[ ( a ]]'\neval '[[ a = b ]]'; echo st=$?\neval '[[ a = b ]]'; echo st=$?",
	"eval '[[ a b ]]'\nf() { [[ ! a ]]; }; echo notrun\neval '[[ a b ]]'\neval 'echo one\n[[ \"a b\" = c ]]; echo same'\necho st=$?\neval '[[ a b ]]'\neval '[[\na ]]'\n" +
		"eval '[[ a b ]]'; [[ a ]] && echo same line\neval 'if [[ a ]]; then echo fine; fi'\neval '[[ a b ]]'\n( [[ a ]] && echo sub )\necho not reached",
	"eval '[[ a -nt ]]'; eval '[[ -f ]]'; eval '[[ a =~ ]]'; eval '[[ ! ]]'\n(eval '[[ a b ]]'); [[ a ]] && echo parent fine",
}

func TestManualCondErrors(t *testing.T) { compareManual(t, manualCondErrorScripts) }

// 4.2 let and 6.5: let's arguments are shell words, so their quotes and
// backslashes are removed before the text is arithmetic; (( )) removes
// backslashes as double quotes do. A quoted associative key is the
// string inside the quotes.
var manualLetQuoteScripts = []string{
	"declare -A a; let 'a[\"k\"]=1'; echo st=$?; declare -p a\nlet a[\\\"x\\\"]+=2; echo st=$?; declare -p a\nlet \"a[\\\"y\\\"]=3\" \"a[k]+=1\"; declare -p a\n" +
		"(( a[\"z\"]=4 )); declare -p a\n(( a[\\\"w\\\"]=4 )); declare -p a\necho $(( a[\"z\"] + 1 )) $(( a[\\\"w\\\"] ))\n" +
		"declare -a b; let 'b[\"1\"]=5'; echo st=$?; declare -p b\nlet b[\\\"2\\\"]=6 a[\\'q\\']=7; declare -p b a\nlet x=\\\"1\\\"; echo $x",
	"declare -A a\n(( a[\\\"v\\\"]+=1, a[\\\"v\\\"]++ )); declare -p a\necho $(( 1 \\+ 2 )); echo st=$?\nlet 1\\+2; echo st=$?",
}

func TestManualLetQuotes(t *testing.T) { compareManual(t, manualLetQuoteScripts) }

// 4.2 declare: every attribute bash 5.2 takes, shown by declare -p and
// ${x@a} in bash's order (a A i n r t x c l u): -t (trace), -c (the
// undocumented capitalize: first letter upper, the rest lower), -l, -u;
// more than one of -l, -u, -c at once keeps none, a later one replaces
// the earlier. -I: a local inherits the attributes (not -n) and value of
// the variable of an enclosing scope; at the top level it does nothing.
var manualDeclareAttrScripts = []string{
	"declare -t t=1; declare -p t\ndeclare -c c=1; echo st=$?\nx=5; f() { declare -I x; declare -p x; x=6; }; f; echo $x\n" +
		"declare -ix n=3; f() { local -I n; declare -p n; n=4+1; echo $n; }; f; echo $n\ndeclare -A m=([a]=1); f() { local -I m; declare -p m; m[b]=2; }; f; declare -p m\n" +
		"f() { declare -t ft; declare -p ft; }; f\ndeclare -rt rt=1; declare -p rt\ndeclare -aix arr=(1 2); declare -p arr\n" +
		"declare -lu lu=Ab; declare -p lu\ndeclare -ul ul=Ab; declare -p ul\ndeclare -n nr=x; declare -p nr\ndeclare -nt nt=x; declare -p nt\n" +
		"declare -ilrtux all=1; declare -p all\ndeclare +t t; declare -p t\ndeclare -p t nt rt all",
	"declare -c c=hELLO; echo $c; declare -p c; c=\"abc def\"; echo $c\ndeclare -cl cl=HeLLo; declare -p cl\ndeclare -cu cu=HeLLo; declare -p cu\n" +
		"declare -l l=ABC; declare -c l; l=XYZ; declare -p l\ndeclare -u u=abc; declare +u u; u=xyz; declare -p u\ndeclare -x -c cx=hi; declare -p cx\n" +
		"declare -ac ca=(hELLO wORLD); ca+=(tHREE); declare -p ca; echo ${ca@a} ${c@a} ${cx@a} ${t@a}\ndeclare +c c; c=xY; declare -p c\ndeclare -q q; echo st=$?",
	"declare -I g=1; declare -p g\nf() { local -I nosuch; declare -p nosuch; local -I y=2; declare -p y; }; y=outer; f\n" +
		"declare -r ro=1; f() { local -I ro; echo st=$?; }; f\ndeclare -n ref=g; f() { local -I ref; declare -p ref; }; f\n" +
		"declare -t tr=1; f() { local -I tr; declare -p tr; }; f\ndeclare -pt tr",
}

func TestManualDeclareAttrs(t *testing.T) { compareManual(t, manualDeclareAttrScripts) }

// 3.6 Redirections, {var}: bash performs a subshell's or a program's
// redirections in the child it forks, so the variable (and the fd) is
// the child's only; a builtin's, a function's and a group's stay. A
// program inherits the shell's open fds (a child bash writes to one).
// {var}>&- takes the fd from the variable: unset, empty or negative is
// an ambiguous redirect, a value that is no number is fd 0.
var manualVarRedirScripts = []string{
	"f() { :; }; f {z}>&1; echo \"z=${z+set}\"\n{ :; } {w}>&1; echo \"w=${w+set}\"\n( : ) {v}>&1; echo \"v=${v-unset}\"\necho hi {u}>/dev/null; echo \"u=${u+set}\"\n" +
		"exec {q}>&1; bash -c \"echo child sees >&$q\"; echo st=$?\nbash -c \"echo child2 >&$q\" {r}>&-; echo st=$?\nbash -c \"echo st=\\$?\" {y}>&1; echo \"y=${y-unset}\"\n" +
		"y=old; bash -c 'echo in' {y}>&1; echo \"y=$y\"\nnosuch {s}>&1 2>/dev/null; echo \"s=${s-unset}\"\n( echo sub >&$v ) {v}>&1; echo \"v=${v-unset}\"",
	"exec {r}>&-; echo st=$?\nr=; exec {r}>&-; echo st=$?\nr=abc; exec {r}>&-; echo st=$?\nr=1x; exec {r}>&-; echo st=$?\nr=-1; exec {r}>&-; echo st=$?\n" +
		"r=99; exec {r}>&-; echo st=$?\nr=' 5'; exec {r}>&-; echo st=$?\nread x; echo \"read st=$?\"",
}

func TestManualVarRedirs(t *testing.T) { compareManual(t, manualVarRedirScripts) }

// 6.6 Aliases and 5.2 LINENO: bash counts no line of an alias's text,
// also when the alias opens a compound command the script's lines then
// close (the rest of the script is read again with the text expanded).
var manualAliasLineScripts = []string{
	"shopt -s expand_aliases\nalias bl=\"{\necho \\$LINENO\"\nbl\necho $LINENO\n}\necho $LINENO\nalias lp=\"for i in 1 2\ndo\"\nlp echo $LINENO\ndone\necho $LINENO\n" +
		"alias op=\"if true\nthen\"\nop\n echo $LINENO\nfi; echo $LINENO\nnosuch\nalias cs=\"case a in\na)\"\ncs echo $LINENO;;\nesac\necho $LINENO\nnosuch\n" +
		"f() {\n  bl\n  echo $LINENO\n  }\n  nosuch\n}\nf\necho `echo $LINENO\necho $LINENO`\n(( 1/0 ))",
}

func TestManualAliasLines(t *testing.T) { compareManual(t, manualAliasLineScripts) }
