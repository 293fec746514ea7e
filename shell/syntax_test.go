package shell

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// syntaxScripts are malformed and unusual-but-valid scripts. Each runs in
// our shell and in GNU bash twice: as the script of a Run against bash -c
// (stderr compared with bash's "bash: -c: line N:" read as "bash: line
// N:") and read from stdin against bash -s. stdout, stderr and status must
// agree: what ran before a syntax error, bash's message, its line number
// and status 2.
var syntaxScripts = []string{
	// Subscripts of assignments are read to the matching ']', blanks and
	// quotes included.
	"a[x y]=1; echo ${a[x y]}",
	"declare -A m=([a b]=1 [\"c d\"]=2 [$k]=3); declare -p m\necho st=$?",
	"declare -A m; m[foo bar]+=x; m[foo bar]+=y; declare -p m",
	"i=0; a[i++]=x; a[i++]=y; declare -p a i",
	"i=3; a[ $i ]=v; declare -p a",
	"declare -A A; A[a b]=1 true; echo st=$?",
	"a[1]=x true; echo st=$?",
	"declare a[2]=x; declare -p a",
	"f() { local -A m=([x y]=1); declare -p m; }; f",
	"declare -A m; m[a b]=1 m[c d]=2; declare -p m",
	"declare -A m; m[\"x]\"]=1; m[$(echo \"a b\")]=2; m[`echo c d`]=3; declare -p m",
	"declare -A m; m=([x y]=1 [z]=2); m+=([p q]=3); declare -p m",
	"declare -A m; m[a\nb]=1; declare -p m",
	"a[(1+2)]=3; a[ 1 + 1 ]=2; declare -p a",
	"declare -A m; m[a;b]=1; m[a|b]=2; m[<x>]=3; m[(p)]=4; declare -p m",
	"declare -A m; k='a b'; m[$k]=1; m[\"$k\"]+=2; echo \"${m[$k]}\" \"${m[a b]}\"",
	"a[x y]\necho st=$?",
	"echo a\na[x\necho b",
	"a[]=x\necho st=$?",
	"x=1 a[x y]=1; declare -p a",
	"! a[x y]=1; echo $?",
	"declare m[x y]=1; echo st=$?",
	"for a[x y] in 1; do :; done",
	"declare -A m=([a b]=1); echo \"${m[a b]}\" \"${m[a b]:-d}\" ${#m[a b]}",
	"declare -A m=([a b]=1); [[ -v m[a b] ]] && echo set; unset 'm[a b]'; declare -p m",

	// Unclosed quotes, substitutions, arithmetic and here-documents.
	"echo a\necho 'b\necho c",
	"echo a\necho \"b\necho c",
	"echo a\necho `b\necho c",
	"echo a\necho $(b\necho c",
	"echo a\necho ${b\necho c",
	"echo a\necho $((1+\necho c",
	"echo a\n((1+\necho c",
	"echo a\necho $'b\n",
	"echo a\necho $\"b\n",
	"echo a\ncat <<E\nbody\n",
	"echo a\ncat <<'E'\nbody $x\nEOF",
	"echo a\ncat <<-E\n\tbody\n\tE\necho after",
	"echo a\ncat <<E\nbody\n E\nE\necho after",
	"echo a\ncat <<\"E F\"\nx\nE F\necho after",
	"echo a\ncat << E\nx\nE\necho after",
	"echo a\ncat <<E; echo same\nx\nE\necho after",
	"echo a\ncat <<E <<F\n1\nE\n2\nF\necho after",
	"echo a\ncat <<E\n$(echo sub\nE\n)\nE\necho after",
	"echo a\ncat <<\necho b",
	"echo a; echo $(echo \"unclosed)\necho b",
	"echo a; x=${y:-\necho b",
	"echo a\necho \"$(echo \")\"\necho b",
	"echo a\necho ${x:-$(echo \"}\")}\necho b",
	"echo a\necho \"${x:-$(echo \"in\")}\" ${x:-$(echo '}')} ${x:-`echo b`}",

	// Stray closing words and operators.
	"echo a\n)\necho b",
	"echo a\n}\necho b",
	"echo a\nfi\necho b",
	"echo a\ndone\necho b",
	"echo a\nthen\necho b",
	"echo a\nelse\necho b",
	"echo a\nelif\necho b",
	"echo a\ndo\necho b",
	"echo a\nesac\necho b",
	"echo a\n;;\necho b",
	"echo a\n;\necho b",
	"echo a\n&\necho b",
	"echo a\n|\necho b",
	"echo a\n&&\necho b",
	"echo a; ;\necho b",
	"echo a | | echo b",
	"echo a || ; echo b",
	"echo a &; echo b",
	"echo a & ; echo b",
	"echo a\necho b |\n\n",
	"echo a\necho b &&",
	"echo a\necho b ||\necho c",
	"echo a\n> \necho b",
	"echo a\necho b >\necho c",
	"echo a\necho b > ;\necho c",
	"echo a\necho b < <\necho c",
	"echo a\n(echo b))\necho c",
	"echo a\n{ echo b; }}\necho c",
	"echo a\nif true; then echo b; fi fi\necho c",
	"echo a\nin\necho b",
	"echo a\necho in do done then fi esac { } ! time\necho b",

	// if, while, until, for, select, case.
	"echo a\nif true; then\nfi\necho b",
	"echo a\nif then echo b; fi",
	"echo a\nif true; echo b; fi",
	"echo a\nif; then echo b; fi",
	"echo a\nwhile false; do\ndone\necho b",
	"echo a\nwhile do :; done",
	"echo a\nuntil true; do :; done; echo b",
	"echo a\nfor i in 1 2; do echo $i; done; for i; do echo $i; done; for i do echo x; done; echo b",
	"echo a\nfor i in 1 2\ndo echo $i\ndone",
	"echo a\nfor i in 1 2 do echo $i; done",
	"echo a\nfor 1 in x; do :; done",
	"echo a\nfor i in; do echo never; done; echo b",
	"echo a\nfor ((i=0; i<2; i++)); do echo $i; done; for ((;;)); do break; done; echo b",
	"echo a\nfor ((i=0; i<2; i++)) { echo $i; }; echo b",
	"echo a\nfor ((i=0; i<2)); do :; done",
	"echo a\nfor i in 1; { echo $i; }; echo b",
	"echo a\ncase x in x) echo b;; esac",
	"echo a\ncase x in (x) echo b;; esac",
	"echo a\ncase x in x) echo b;; y) echo c; esac",
	"echo a\ncase x in x) echo b; esac",
	"echo a\ncase x in\nx)\necho b\n;;\nesac",
	"echo a\ncase x in esac; echo b",
	"echo a\ncase x in x|y|z) echo b;; esac",
	"echo a\ncase x in x) echo b;& y) echo c;;& *) echo d;; esac",
	"echo a\ncase x in x echo b;; esac",
	"echo a\ncase x x) echo b;; esac",
	"echo a\ncase x in x) echo b;;\necho c",
	"echo a\ncase x in ) echo b;; esac",
	"echo a\ncase x in x) ;; esac; echo b",
	"echo a\ncase x in (x|y) echo b;; (*) echo c;; esac",
	"echo a\ncase in in in) echo b;; esac",
	"echo a\ncase x in x) echo b;; esac esac",
	"echo a\ncase x in x) case y in y) echo b;; esac;; esac",
	"echo a\ncase x in x) echo ${x:-)};; esac",
	"echo a\ncase x in x) (echo b);; esac",
	"echo a\ncase x in x) echo b\nesac",
	"echo a\nselect x in a; do break; done </dev/null; echo b",

	// Function definitions.
	"function f { echo b; }; f",
	"function f() { echo b; }; f",
	"function f\n{ echo b; }\nf",
	"f()\n{ echo b; }\nf",
	"f()\n\n{\necho b\n}\nf",
	"f() ( echo b ); f",
	"f() if true; then echo b; fi; f",
	"f() for i in 1; do echo $i; done; f",
	"f() while false; do :; done; f; echo b",
	"f() case x in x) echo b;; esac; f",
	"f() [[ x ]]; f; echo b",
	"f() ((1)); f; echo b",
	"f() { echo b; } > /dev/null; f; echo c",
	"f() { echo b; } 2>&1 >&2; f 2>/dev/null; echo c",
	"f() echo b\necho c",
	"echo a\nf() g\necho c",
	"echo a\nf()\necho c",
	"echo a\nfunction\necho c",
	"echo a\nfunction f\necho c",
	"echo a\nf() { }\necho c",
	"echo a\nf() {}\necho c",
	"echo a\nf() { echo b }\necho c",
	"echo a\nf( ) { echo b; }; f",
	"echo a\nf ( ) { echo b; }; f",
	"echo a\nf(x) { echo b; }",
	"echo a\n1f() { echo b; }; 1f",
	"echo a\nf.g() { echo b; }; f.g",
	"echo a\nfunction f g { echo b; }",
	"echo a\nfunction f() echo b\nf",
	"echo a\nif() { echo b; }",
	"echo a\nfunction if { echo b; }; echo c",
	"echo a\nfunction { echo b; }",
	"echo a\nf() { echo b; } echo c",

	// [[ ]].
	"[[ a == a ]] && echo b; [[ a = b || c ]] && echo c",
	"echo a\n[[ a == ]]\necho b",
	"echo a\n[[ ]]\necho b",
	"echo a\n[[ -f ]]\necho b",
	"echo a\n[[ a -eq ]]\necho b",
	"echo a\n[[ a -foo b ]]\necho b",
	"echo a\n[[ a b ]]\necho b",
	"echo a\n[[ ( a ]]\necho b",
	"echo a\n[[ a ) ]]\necho b",
	"echo a\n[[ ! ]]\necho b",
	"echo a\n[[ a &&  ]]\necho b",
	"echo a\n[[ a\necho b",
	"echo a\n[[ a < b ]] && echo lt; [[ a > b ]] || echo ge",
	"echo a\n[[ a =~ ( ]]\necho b",
	"[[ ab =~ (a)(b) ]] && echo ${BASH_REMATCH[2]}; [[ 'a b' =~ a\\ b ]] && echo sp; [[ x =~ x|y ]] && echo alt",
	"echo a\n[[ a == a ]] ]]\necho b",
	"echo a\n[[ -n a\n]] && echo b",
	"echo a\n[[ a &&\n b ]] && echo b",
	"echo a\n[[ a\n&& b ]] && echo b",
	"[[ -v x ]] || echo unset; [[ a < b && -z '' ]] && echo ok",
	"false\n[[ -n a b ]]\necho not reached",
	"echo a\n[[ -n a ; ]]",
	"echo a\n[[ a == b c ]]",
	"echo a\n[[ a && ; ]]",
	"echo a\n[[ ( ; ) ]]",
	"echo a\n[[ -n a ) ]]",
	"echo a\n[[ a |",
	"echo a\n[[ -n ; ]]",
	// Inside ( ) of [[ ]] a stray word or token is a missing ); a ( is
	// no operand.
	"echo a\n[[ ( -n y fi ) ]]\necho b\n[[ ( a == b c ) ]]\n[[ ! ( -n y && -z x fi ) ]]; echo c",
	"echo a\n[[ ( -n y ; ) ]]\necho b",
	"echo a\n[[ ( -n y ]]\necho b\n[[ ( -n y | x ) ]]",
	"echo a\n[[ a == a && -n ( b ]] && echo ok\necho b",
	"[[ -n ( ]]; echo $?\n[[ -f ( x ]]\n[[ x != ( ]]\n[[ x == (a|b) ]]; [[ x =~ (a|x) ]] && echo m",
	"echo a\n[[ a ==\n a ]]",
	"[[ ! \n a ]] || echo no",
	"(exit 5)\necho 'x",
	"(exit 5)\nx=(a",
	"(exit 5)\n(( 1+",
	"true\necho \"x",
	"echo ${ }\necho ${ echo a; }\necho next",
	"echo a\nfunction ( ) { echo b; }",
	"echo a\nfunction a[ g { echo b; }",
	"echo a\ncase x \" in ' ) echo a ;; \" * ) echo b ;; esac",
	"echo a\nfor i in 1 2 ; ' echo < $i ; done",
	"echo a\nfor i in 1 2 ; do echo $i ; done (( while",
	"echo a\necho <",
	"echo $(( 1 + 2 ; )) $(( y 3 ))\n(( 1 + ))",

	// Arithmetic commands and subshells.
	"((a = 1 + 2)); echo $a",
	"((a) ); echo st=$?",
	"( (echo b) ); echo c",
	"((echo b) ); echo st=$?",
	"((echo b) )\necho c",
	"echo a\n(( 1 +\necho b",
	"echo a\n(( 1 + ))\necho st=$?",
	"echo a\n(( )) ; echo st=$?",
	"echo $(( (1+2)*3 )) $((  )) st=$?",
	"echo $( (echo b) ) $( ( echo c ) )",
	"echo $((echo b) )",
	"echo $(echo $((1+2)))",
	"echo $(( $(echo 3) + 1 ))",
	"echo $(echo $(( 2 * $(echo 3) )))",
	"x=$(( 1 + (2 ))\necho b",
	"echo a\n(( a = ( 1 ))\necho b",
	"echo $[1+2]",
	"echo a\necho $[1+\necho b",

	// Comments in odd places.
	"echo a # c\necho b#c # d",
	"echo a; # c ; echo x\necho b",
	"{ # c\necho a; }",
	"if # c\ntrue; then # c\necho a # c\nfi # c",
	"case x in # c\nx) echo a;; # c\nesac",
	"f() # c\n{ echo a; }; f",
	"echo $(echo a # c\n)",
	"echo a \\\n# c",
	"echo a#b ${x:-#c} \"#d\" '#e' \\#f",
	"x=(1 # c\n2); echo ${x[@]}",
	"echo a |# c\ncat",
	"echo a && # c\necho b",
	"#!/bin/bash\n# only comments\n",
	"for i in 1 # c\ndo echo $i; done",

	// Line continuations.
	"echo a \\\nb",
	"ec\\\nho a",
	"echo a\\\n\\\nb",
	"x=1\\\n2; echo $x",
	"if tr\\\nue; then echo a; fi",
	"echo 'a\\\nb'",
	"echo \"a\\\nb\"",
	"cat <<E\na\\\nb\nE",
	"cat <<'E'\na\\\nb\nE",
	"echo a |\\\ncat",
	"echo a\\",
	"echo a &\\\n& echo b",
	"echo $((1\\\n+2))",
	"f\\\n() { echo a; }; f",

	// time and !.
	"TIMEFORMAT=; time true; echo a",
	"! true; echo $?; ! false; echo $?",
	"! ! true; echo $?",
	"true | ! false; echo $?",
	"echo a\n! | true\necho b",
	"echo a\ntrue && !\necho b",
	"echo a\n! \necho $?\nfalse; !\necho $?; ! ;echo $?; ! && true",
	"TIMEFORMAT=; time ! false; echo $?",
	"TIMEFORMAT=; ! time false; echo $?",
	"TIMEFORMAT=\necho a\ntime\necho b",
	"TIMEFORMAT='[%%][%U][%S][%0U][%lS][%1lU][%x]'; time true; time ! true; echo $?",
	"TIMEFORMAT=; time time true; ! ! ! true; echo $?",
	"TIMEFORMAT=\necho a\ntime; echo $?",

	// Reserved words as arguments and names.
	"echo if then else fi for in do done case esac while until function select time { } [[ ]] !",
	"echo a; x=if; echo $x; for if in 1; do echo $if; done",
	"echo a\nif=1; echo $if",
	"echo a\necho b; if\necho c",
	"echo a\n{ echo b }\necho c",
	"echo a\n{echo b; }\necho c",
	"echo a\n{ echo b;}\necho c",
	"echo a\n{ echo b; } ; { echo c\n}",
	"echo a\n{ }\necho c",
	"echo a\n{}\necho c",
	"echo a\n{ ; }\necho c",
	"echo a\n( )\necho c",
	"echo a\n()\necho c",
	"echo a\n{ echo b; } }\necho c",
	"echo a\nx=1 { echo b; }",
	"echo a\n> f { echo b; }",
	"echo a\n{ echo b; } > /dev/null; echo c",
	"echo a\n( echo b ) echo c",
	"echo a\necho b ( echo c )",
	"echo a\necho b (",
	"echo a\necho b )",

	// Process substitution, coproc, redirections.
	"cat <(echo a) <(echo b)",
	"echo a > >(cat); wait",
	"cat < <(echo a)",
	"echo a\ncat <(echo b\necho c",
	"echo a\ncat < (echo b)\necho c",
	"coproc cat; echo a >&${COPROC[1]}; exec {COPROC[1]}>&-; read -r x <&${COPROC[0]}; echo $x; wait",
	"coproc NAME { echo a; }; read -r x <&${NAME[0]}; echo $x; wait",
	"echo a\ncoproc\necho b",
	"echo a >&2 2>&1 | cat",
	"echo a 2>&1- ; echo b",
	"echo a\necho b >& \necho c",
	"echo a\necho b <<< \necho c",
	"echo a\necho b 3>\necho c",
	"exec 3>&1; echo a >&3; exec 3>&-",
	"echo a\necho b &>\necho c",
	"echo a\necho b >|/dev/null; echo c",
	"echo a {x}>&1; echo b",

	// Here-document delimiters.
	"cat <<'E'\n$x\nE",
	"cat <<\"E\"\n$x\nE",
	"cat <<\\E\n$x\nE",
	"cat <<E''\n$x\nE",
	"cat <<-'E'\n\t$x\n\tE",
	"cat <<-E\n\t\ta\n  b\n\tE",
	"cat <<E\n\tE\nE",
	"cat <<E1 && cat <<E2\na\nE1\nb\nE2",
	"cat <<E | cat\na\nE",
	"f() { cat <<E\na\nE\n}; f",
	"cat <<E\na ${x:-b} $(echo c) $((1+2)) `echo d`\nE",
	"cat <<E\n\\$x \\` \\\\ \\a\nE",
	"cat <<E)\na\nE)",
	"echo a\ncat <<E\nb\nE\nc\necho d",
	"x=$(cat <<E\na\nE\n); echo $x",
	"x=$(cat <<E\na\nE); echo $x",
	"echo $(cat <<E\na)\nE\n)",
	"cat <<E\nabc\nE\nx",
	"cat <<E\nabc",
	"echo a\ncat <<E; (\nb\nE\necho c",

	// Nested expansions.
	"x=; echo ${x:-$(echo a)} ${x:-\"$(echo b)\"} ${x:-${y:-c}}",
	"echo ${x:-$(echo ${y:-$(echo a)})}",
	"echo \"${x:-\"a b\"}\" ${x:-'a b'} ${x-`echo c`}",
	"echo $(echo \"$(echo \"$(echo a)\")\")",
	"echo $(case x in x) echo a;; esac)",
	"echo $(case x in (x) echo a;; esac)",
	"echo `echo \\`echo a\\``",
	"echo $(echo a) $(\necho b\n)",
	"echo a\necho ${x:-$(}\necho b",
	"echo a\necho ${x\necho b",
	"echo a\necho ${}\necho b",
	"echo a\necho ${x y}\necho b",
	"echo a\necho \"${x\"\necho b",
	"x=(a b); echo ${x[@]:1} ${#x[@]} ${!x[@]} ${x[*]^^}",
	"echo a\nx=(a b\necho b",
	"echo a\nx=(a b))\necho b",
	"echo a\nx=(a (b) c)\necho b",
	"echo a\nx=(a; b)\necho b",
	"echo a\nx=(a\nb\n)\necho ${x[1]}",
	"echo a\n((x=1)) x\necho b",
	"echo a; (( x = 1 )) > /dev/null; echo $x",
	"echo a; [[ x ]] > /dev/null; echo b",
	"echo a; [[ x ]] y\necho b",
	"echo a; if true; then echo b; fi > /dev/null; echo c",
	"echo a; while false; do :; done < /dev/null echo",
	"echo a; ( echo b ) > /dev/null 2>&1; echo c",
	"echo a; x=1 ((y=2))",
	"echo a\nexport x=(a b); echo $?",
	"echo a\nlocal x; echo $?",
	"alias a='echo al'\na\necho b",
	"shopt -s expand_aliases\nalias a='echo al'\na\necho b",
	"shopt -s expand_aliases\nalias a='if true; then'\na echo b; fi",
	"shopt -s extglob\necho a\necho @(x|y)",
	"echo a\necho @(x|y)\necho b",
	"echo a\n[[ x == @(x|y) ]] && echo b",
	"echo a\necho $(\n# comment )\necho b\n)",
	"echo a\necho \"a\" \"b\"c'd'$'e'$\"f\"",
	"echo a ;; echo b",
	"echo a\ncase x in x) echo b ;; ;; esac",
	"echo a\neval 'fi'; echo st=$?\neval 'echo \"x'; echo st=$?\necho b",
	"echo a\neval 'echo b; fi'\necho st=$?",
	"echo a\nsource /dev/null; echo b",
	"echo a\nbash -c 'fi'; echo st=$?",
	"echo a\nbash -c 'echo b\nfi\necho c'; echo st=$?",
	"echo a\n$(fi)\necho st=$?",
	// A word that opens a substitution is read whole first: an error
	// inside comes first (FORCE_EOF: bash -c 127, eval and source end the
	// shell), else the grammar error names the whole word.
	"for i $( 1 2 ; do echo done $i ; done\necho e",
	"for i in 1 2 ; $( echo $i ; done\necho e",
	"case x $( in esac",
	"for i $(echo x) ; do :; done",
	"case x a$(echo)b\"c d\" in esac",
	"for i <(echo x) ; do :; done",
	"for i $(echo $(echo x)) ; do :; done",
	"for i $( echo\n fi ) ; do :; done",
	"for i $( echo ",
	"echo a\neval 'echo $(fi)'; echo after $?\necho b",
	"echo a\nx=$(eval 'echo $(fi)'); echo after $?",
	"echo a\n( eval 'echo $(fi)'; echo in ); echo after $?",
	"echo a\neval 'echo $(fi)' | cat; echo after $?",
	"echo a\neval 'echo $(echo'; echo after $?",
	"echo a\neval 'for i $( 1 2 ; do echo; done'; echo after",
	// Any word is a loop's or function's name to bash's grammar; the
	// command refuses it when it runs, before expanding the list.
	"for $i in 1 2; do echo x; done; echo after $?",
	"for \"i\" in 1; do echo $i; done; echo after $?",
	"for i-j in $(echo side >&2); do :; done; echo after $?",
	"for a[1] in 1; do echo x; done; echo after $?",
	"for $i; do echo x; done; echo after",
	"select $i in a; do break; done; echo after $?",
	"function $y { echo f; }; echo after $?; declare -F",
	"function a$y { echo f; }; echo after $?",
	"a$y() { echo f; }; echo after $?",
	"\"f\"() { echo f; }; echo after $?",
	"function f\\$ { echo f; }; echo after",
	"set -e; for $i in 1; do :; done; echo after",
	"set -o posix; for $i in 1; do :; done; echo after",
	"function $y",
	"f() { for $x in 1; do :; done; }; declare -f f; f; echo $?",
	// An unquoted here-document's body is parsed when it is expanded:
	// what breaks there fails that command, and the script goes on.
	"cat <<E; echo same $?\n${x y}\nE\necho after $?",
	"cat <<E; echo same $?\n$(echo\nE\necho after $?",
	"echo\necho\ncat <<E\na\nb\nc $(echo\nd\nE\necho after $?",
	"f() { cat <<E; echo same $?\n${x\n}\nE\necho in; }; f; echo after $?",
	"echo\necho\ncat <<E\na\nb\nc $(echo\nfi)\nd\nE\necho after",
	"cat <<E\na $(echo side >&2)\nb ${x\nc\nE\necho after $?",
	"cat <<E\nconst s = `${\n  a\n}`;\nE\necho after $?",
	"cat <<E\nx ${a:-$(}\nE\necho after $?",
	"cat <<E\n`echo\nE\necho after $?",
	"cat <<-E\n\tx ${\n\tE\necho after $?",
	"cat <<A; cat <<B\na\nA\nb ${\nB\necho after $?",
	"cat <<E\nb $((1+)) ${\nE\necho after $?",
	"x=$(cat <<E\n${x y}\nE\n); echo after $? \"$x\"",
	"cat <<\"E\"OF\n$x ${\nEOF\necho after $?",
	"echo ${\n}; echo after $?",
	// A << in arithmetic is a shift, not a here-document to defer.
	"i=1; n=0; f() { echo \"$*\"; }; f : $((i <<= ++n , ++n))\nb+=\"${s~~}\"; echo $b",
	// A syntax error after a here-document's operator is reported
	// once the line's bodies are read: at the last delimiter's line.
	"echo )) <<E\nbody\nE",
	"cat <<E )) \nbody\nE\necho after",
	"cat <<E <<F )) \nbody\nE\nf\nF\necho x",
	"echo x; cat <<A ;;\nl2\nl3\nA\nl5",
	"echo a\ncat <<-E fi )\n\tbody\n\tE\necho b",
	"echo a\nx=$(fi; echo b)\necho st=$? $x",
	"echo a\necho `fi`\necho st=$?",
	"echo a\n(fi)\necho b",
	"echo a\nf() { fi; }\necho b",
	"echo a\n{ echo b\nfi; }\necho c",
	"echo a\nif true; then echo b\nfi fi\necho c",
	"echo a\n\n\n\n)\necho b",
	"echo a\necho 'x\ny' )\necho b",
	"echo a\ncat <<E\nx\nE\n)\necho b",
	"echo a\necho \"x\ny\nz\" \"\necho b",
	// Aliases read as bash reads them, from a script file, -c and stdin
	// (where a command may read the lines after it): where a command word
	// may stand, before reserved words, after a blank-ended alias, in $( )
	// and, when it runs, in backquotes; here-documents in an alias.
	"shopt -s expand_aliases\nalias e='echo ' x=hello r='read -r'\nr line\nthis is data\necho \"got: $line\"\ne x; e $LINENO\ncase x in\n  e) e x in case;;\n  x) e x pattern;;\nesac\nfor e in e x; do e $e; done\nf() {\n  e x in f $LINENO\n}\nf\ny=$(e x); echo \"$y\"\n>/dev/null e x\nX=1 e x\n! e x\ncat <<E\ne x\nE\ne x | cat\nif e x; then e x; fi\nwhile false; do :; done; e x\nalias sp='e x; e '\nsp x\necho $LINENO\n[[ e == e ]] && e x\n(( 1 )) && e x\na=(e x); echo ${a[@]}\necho \"$(e x) `e x`\"\nset -o posix\nalias if='echo IF'\nif true; then echo posix-if; fi\nnosuch_cmd\n",
	"shopt -s expand_aliases\nalias e='echo ' x=hello\nalias h='cat <<E'\nh\nbody e x\nE\nalias same='echo same'; same 2>/dev/null || echo notyet\nsame\nalias fiv='fi'\nif true; then\n  echo y\nfiv\nalias lp='for i in 1 2; do'\nlp e $i; done\nalias dn='done'\nfor i in a b; do e $i\ndn\nalias cs='case a in'\ncs a) e x;; esac\nalias ml='echo one\necho two'\nml; e x\necho $LINENO\nalias rec='rec2 ' rec2='e rec '\nrec x\nalias semi='echo s;'\nsemi e x\nalias -- '!'='echo bang'\n! true\necho $?\nunalias '{' '!'\nf() { e x; }; f\nalias fx='f() { e x in fx; }'\nfx; f\ng() (e x); g\nx=`e x`; echo $x\nalias q=\"'\"\necho q\nalias y='e \"a\nb\"'\ny\necho $LINENO\n",
	"shopt -s expand_aliases\nalias h2='cat <<E\ninside\nE'\nh2; echo same line\nline1\nE\necho after\nalias h3='cat <<-X; echo h3'\nh3\n\tbody3\n\tX\necho end\n",
	"shopt -s expand_aliases\nalias e='echo ' x=hello\ncase x in x) e x;; esac\ncase e in\n  e|x) e x ;;&\n  *) e star ;;\nesac\nfor x in e x; do e $x; done\nselect s in a; do break; done </dev/null 2>/dev/null\ne ${x:-e} \"$x\" 'e' e\\x\nf=1 e x\ndeclare -A m=([e]=x); echo ${m[e]}\narr[1]=e e x\necho $(( 1 + 2 )) && e x\n((x=1)) ; e x\n[[ -n e ]] || e x; e x\nfunction fn { e x; }; fn\ne x # comment e x\ne x \\\n  x\necho e$(e x)e\ncat <(e x)\necho \"$(case 1 in 1) e x;; esac)\"\necho $(case 1 in (1) e x;; esac)\n",
	// Arithmetic is read to its closing parentheses before it is expanded:
	// a ${ that nothing closes in it is a bad substitution when it runs,
	// and a bad ${...} names the whole arithmetic text.
	"x=1\necho $(( x + ${ )); echo st=$?\necho after",
	"(( 1 + ${ )); echo st=$?",
	"echo \"a $(( 1 + ${x ))\"; echo st=$?",
	"echo $(( 1 + ${x} + ${ )) ; echo st=$?",
	"echo $(( ${ } )); echo $?",
	"echo \"$(( ${%} + 1 ))\"; echo $?",
	"f() { echo $[ 2 * ${#x-} ]; echo in; }; f; echo after $?",
	"y=$(( 1 + ${ \n ))\necho \"[$y]\"",
	"echo $(( $(echo ${%}) )); echo $?",
	// A substitution where [[ ]]'s grammar stops is read first.
	"echo a; [[ a == a $( -n b ]] && echo ok\n{ echo j ; } | cat\n( echo k ) || echo l",
	"[[ a b $(echo) ]]; echo $?\necho b",
	"echo a; [[ a == a && b $( -n b ]] && echo ok\nx",
	"[[ a == a && -n b $( && < ok\n{ echo j ; } | cat\n( echo k ) || echo l",
	"[[ a ' ]]\necho",
	// After a [[ ]] error bash reads the rest of the line, and a quote in
	// it that nothing closes.
	"echo a\nif true ; [[ = b ; else echo c ' fi\necho d",
	"[[ == a && -n b ]] && echo ok '\n{ echo j ; } | cat",
	"! false && echo n\n[[ ;; -z x || ( -n y ) '\necho $( ( echo o ) ) `echo p`",
	"[[ a ) ]] \"x\" `y\nx",
	"[[ a ) ]] # it's\necho b",
	// A complete test and a newline: then &&, || or ]], or the error is
	// at the newline.
	"[[ -n x\necho ]]\necho b",
	"[[ ( -n x )\necho ]]\necho b",
	"[[ ( -n x\necho ) ]]\necho b",
	"[[ -n x\n\n]]; echo $?\n[[ -n x\n&& -n y ]]; echo $?\n[[ ( -n x\n) ]]; echo $?",
	"! false && echo n\n[[ ! -z x\n( -n y ) =\necho $( ( echo o ) ) `echo while",
	"[[ ( -n x\n( -n y ) ) ]]\necho b",
	"[[ -n x\n$y ]]\necho b",
	"[[ -n x\n; ]]\necho b",
	"[[ -n x $y ]]; [[ -n x \"a\" ]]; [[ ( -n x $y ) ]]\necho b",
	"[[ -n x $(echo) ]]\necho b",
	"a[1]=x\ndeclare -A m=( (( [\"a b\"]=v2 )\necho ${a[1]} ${m[k]} \"${m[a b]}\"",
	// bash reads ${ to the first }, a { in it no deeper.
	"f case ${ ) { echo fb ; }\nf\nfunction g { echo gb ; }\ng",
	"echo ${a{b}; echo $?",
	"echo ${ {x}; echo st",
	"[[ ( -n y \"x ]]\necho x",
	"! false && echo n\n[[ ! -z x || ( -n y ' ]]\necho esac ( echo o ) ) `echo p`",
	// An error on a line after a construct the parser rewrote names the
	// word as written there.
	"x=$( echo a )\necho \"$x\" ${x:-b} $(( + { 2 ))\n(( y = 3 )) && case echo $y",
	// A here-document's line is compared with its delimiter once its line
	// continuations are joined; an expansion in the line keeps it apart.
	"cat <<E\n\\\nE\necho x",
	"cat <<E\nab\\\nE\nE\necho x",
	"a=1; cat <<E\n${a}E\nE\necho x",
	"cat <<E\n$a\\\nE\nE",
	"cat <<E\n\\\n\\\nE\necho y",
	"cat <<-E\n\t\\\n\t\tE\necho x",
	"cat <<-E\n\ta\\\n\tE\n\tE\necho x",
	"cat <<E\n\\\n E\necho after",
	"cat <<E; cat <<F\na\\\nE\nE\n\\\nF\necho z",
	// A ( in =~'s regex is read to its matching ), blanks after a quote
	// in it included; the end of the input inside it is looked for at
	// the (, then [[ ]]'s operand is missing at the end (issue 19).
	"[[ \"a b\" =~ (\"a\" b) ]] && echo y; echo $?",
	"[[ x =~ ( ]]\necho $?",
	"false\n[[ x =~ (a)( ]]\necho $?",
	"[[ x =~ (\n$(echo ]]\necho",
	"[[ x =~ (\n'a ]]\necho",
	"[[ x =~ [(] ]]; echo $?",
	// An operand of [[ ]] the end of the input breaks: the reader's
	// error, then the grammar's, then "expected `)'" per open (.
	"[[ \"a ]]\necho",
	"[[ ( ( 'b ]]\necho",
	"[[ -n `a ]]\necho",
	"[[ x == ${a ]]\necho",
	"[[ ( ( a b ) ) ]]\necho $?",
	"[[ (\n ( a b ) ) ]]\necho $?",
	"[[ ( ) ]]; echo $?",
	// select takes a { } body as for does.
	"select x in ; { echo hi; }\necho $?",
	"select x in ; {\necho $?",
	// A comment in $(( )) that hides its )) is a bad substitution when
	// the word expands.
	"echo a$(( 1 # c ))b; echo same\necho next $?",
	"echo \"${x:-$(( 1 # c ))}\"\necho $?",
	// An error inside a backquote nothing closes: bash reads it to the
	// end first.
	"echo $( `echo ) a\necho st=$?",
	"echo \"$( echo `echo a\"\necho st=$?",
	// (( )) quotes a $(( ))'s error as written.
	"(( i=$((1/0)) )); echo same\necho next $?",
	// function's ( that no ) follows starts a subshell body.
	"function a ( echo x )\na; function b (  ) ( echo y ); b",
	"function a (\nif true ; then echo b ; fi\necho d",
	// bash parses a whole command line before it runs any of it: the
	// commands before a syntax error on a later line of the same list
	// do not run, those on earlier lines do.
	"f() { echo f; }\nf function g { echo gb ; function }\ng\necho after",
	"echo a; echo b &\n(",
	"echo a; \\\n(",
	"echo a; # c\n(",
	"echo a;\nif true; then echo b; fi; echo c; (\necho d",
	"echo a &&\necho b; case x in\nx) echo c;; esac; for\necho e",
	// (( that nothing closes: read to the end where a command starts,
	// two ( tokens elsewhere (the second unexpected).
	"echo ((", "eval 'echo (('\necho st=$?", "f (( x", "true && echo ((", "case x in ((", "for x in ((",
	"select x in ((", "x; (( 1", "if (( 1; then :; fi", "f() ((", "case x in x) ((",
}

// syntaxKnown are the syntaxScripts where we still differ from bash, each
// with why.
var syntaxKnown = map[string]string{
	"for i $( echo\n fi ) ; do :; done":                                      dollarParen127,
	"echo a\neval 'echo $(fi)'; echo after $?\necho b":                       dollarParen127,
	"echo a\neval 'for i $( 1 2 ; do echo; done'; echo after":                dollarParen127,
	"echo a\nx=$(fi; echo b)\necho st=$? $x":                                 dollarParen127,
	"echo a\n$(fi)\necho st=$?":                                              dollarParen127,
	"[[ a == a && -n b $( && < ok\n{ echo j ; } | cat\n( echo k ) || echo l": dollarParen127,
	"echo a\necho ${x:-$(}\necho b":                                          dollarParen127,
	"for i $( 1 2 ; do echo done $i ; done\necho e":                          dollarParen127,
	"for i in 1 2 ; $( echo $i ; done\necho e":                               dollarParen127,
	"case x $( in esac":                                                      dollarParen127,
	"echo a\nbash -c 'fi'; echo st=$?":                                       nestedDashC,
	"echo a\nbash -c 'echo b\nfi\necho c'; echo st=$?":                       nestedDashC,
	"echo a\n(( a = ( 1 ))\necho b":                                          "bash quotes the line of a (( it read again as subshells as it re-read it",
	"echo a\ncat <<E\n$(echo sub\nE\n)\nE\necho after":                       "a $( left open in a here-document body",
}

const (
	dollarParen127 = "bash -c exits 127 on a syntax error inside $(...) (FORCE_EOF); Run's script is read as bash -s reads one: 2 (a nested bash -c in the sandbox gives 127)"
	nestedDashC    = "bash -c's \"-c:\" in the message of a nested bash -c is taken out of the outer bash -c's too (test artifact)"
)

func TestSyntaxAgainstBash(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	report := os.Getenv("CW_SYNTAX_REPORT") != ""
	var mu sync.Mutex
	fails := 0
	t.Cleanup(func() {
		if report {
			t.Logf("%d of %d runs differ from bash", fails, 2*len(syntaxScripts))
		}
	})
	for i, script := range syntaxScripts {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			t.Parallel()
			differs := false
			defer func() {
				if why, known := syntaxKnown[script]; known && !differs && !report {
					t.Errorf("%q is the same as bash in both modes now: take it out of syntaxKnown (%s)", script, why)
				}
			}()
			for _, mode := range []string{"-c", "-s"} {
				// A difference is tried twice more: a coprocess that
				// ends before the next command reads it is a race in
				// bash as in ours (loaded CI machines lose it).
				var got, want string
				for attempt := 0; attempt < 3; attempt++ {
					if got, want = runSyntaxOurs(t, script, mode), runSyntaxBash(t, script, mode); got == want {
						break
					}
				}
				if got == want {
					continue
				}
				differs = true
				why, known := syntaxKnown[script]
				msg := fmt.Sprintf("bash %s %q:\nours: %s\nbash: %s", mode, script, got, want)
				if known {
					msg += "\n(known: " + why + ")"
				}
				switch {
				case report:
					mu.Lock()
					fails++
					mu.Unlock()
					t.Log(msg)
				case !known:
					t.Error(msg)
				}
			}
		})
	}
}

// syntaxResult is what a shell did with a script.
type syntaxResult struct {
	stdout, stderr string
	status         int
}

func (r syntaxResult) String() string {
	return fmt.Sprintf("stdout %q stderr %q status %d", r.stdout, r.stderr, r.status)
}

func runSyntaxOurs(t *testing.T, script, mode string) string {
	return runSyntaxOursResult(t, script, mode).String()
}

func runSyntaxBash(t *testing.T, script, mode string) string {
	return runSyntaxBashResult(t, script, mode).String()
}

func runSyntaxOursResult(t *testing.T, script, mode string) syntaxResult {
	sh := newTestShell(t, Limits{Timeout: 5 * time.Second})
	var out, errb bytes.Buffer
	rio := RunIO{Stdout: &out, Stderr: &errb}
	if mode == "-s" {
		rio.Stdin, rio.ScriptFromStdin = strings.NewReader(script), true
	}
	res, err := sh.Run(context.Background(), script, rio)
	if err != nil {
		t.Fatal(err)
	}
	return syntaxResult{out.String(), errb.String(), res.ExitCode}
}

func runSyntaxBashResult(t *testing.T, script, mode string) syntaxResult {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, "bash", "-c", script)
	cmd.Stdin = strings.NewReader("")
	if mode == "-s" {
		cmd = exec.CommandContext(ctx, "bash", "-s")
		// A pipe, not a file: bash then reads its script unbuffered.
		cmd.Stdin = strings.NewReader(script)
	}
	cmd.Dir = t.TempDir()
	cmd.Env = bashEnv
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	status := 0
	if err := cmd.Run(); err != nil {
		ee, ok := err.(*exec.ExitError)
		if !ok {
			t.Fatal(err)
		}
		status = ee.ExitCode()
	}
	stderr := errb.String()
	if mode == "-c" {
		stderr = strings.ReplaceAll(stderr, "bash: -c: line ", "bash: line ")
	}
	return syntaxResult{out.String(), stderr, status}
}
