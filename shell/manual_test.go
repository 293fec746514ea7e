package shell

import "testing"

// Differential cases written from the Bash Reference Manual (issue 19),
// chapter by chapter: each script runs in a fresh shell of ours and as a
// script file by bash 5.2, and stdout, stderr and status must agree.
// shell/MANUAL.md maps the manual's sections to these tests.

// compareManual runs scripts against bash with the HOME and PATH of the
// sandbox's user, comparing stderr too.
func compareManual(t *testing.T, scripts []string) {
	compareScriptFilesEnv(t, scripts, true, []string{"HOME=/home/user", "PATH=/usr/bin:/bin", "LC_ALL=C"})
}

// 6.7 Arrays.
var manualArrayScripts = []string{
	// A compound assignment expands every word first, in order, then
	// assigns, evaluating an indexed array's subscripts as it goes.
	"i=0\na=([i++]=x [i++]=y [i++]=z)\ndeclare -p a i\ni=0\nb=([i]=$((i+=2)) [i]=$((i+=3)))\ndeclare -p b i",
	"i=0; a=([$((i++))]=$((i+=10)) [$((i++))]=$i); declare -p a i\ni=0; a=([i++]=$((i+=10)) [i++]=$i); declare -p a i\n" +
		"i=0; declare -A m=([$((i++))]=$((i+=10)) [$((i++))]=$i); declare -p m i\ni=0; declare -a d=([i++]=$((i+=10)) [i++]=$i); declare -p d i",
	// [k]+=value appends to the element, in a list assigned or appended.
	"declare -A m=([k]=1)\nm+=([k]+=2 [j]+=x)\ndeclare -p m\nc=(1 2)\nc=([0]+=a [5]+=b)\ndeclare -p c\nd=(1 2)\nd+=([0]+=a 3)\ndeclare -p d\n" +
		"declare -ai n=(1 2)\nn+=([1]+=5 [0]+=2*3)\ndeclare -p n\nx=(a)\nx+=([-1]+=b)\ndeclare -p x",
	// No tilde expansion in an associative array's list; in an indexed
	// one, ~ starts a word or follows [i]=, but not name= in a word.
	"declare -A m=([a]=~ [b]=~/x [~]=v)\ndeclare -p m\na=(~ [3]=~/y x=~ ~/z)\ndeclare -p a\ndeclare -A m2\nm2[k]=~\ndeclare -p m2\ndeclare -A m3=(~ one)\ndeclare -p m3",
	// declare -a on an associative array and -A on an indexed one fail;
	// a list assigned with the wrong kind discards the line.
	"declare -A m=([a]=1)\ndeclare -a m\necho st=$?\ndeclare -p m\na=(1)\ndeclare -A a\necho st=$?\ndeclare -p a\n" +
		"declare -A m3; declare -a m3=(1 2); echo same $?\necho next $?; declare -p m3",
	// export and readonly take names, not elements.
	"readonly r[7]=8\necho st=$?\ndeclare -p r\nexport e[7]=8\necho st=$?\ndeclare -p e\nreadonly q[1]; echo $?\nexport z[2]; echo $?\n" +
		"readonly \"ro[1]=2\"; echo $?\nexport -n x[1]=3; echo $?\nreadonly -a ra[1]=3; echo $?\nreadonly rc=(1 2); echo $?; declare -p rc\n" +
		"f() { local w[1]=2; echo $?; declare -p w; }; f\ndeclare y[3]=4; declare -p y",
	// An associative list whose first word has no subscript pairs up its
	// words (a later [k]=v is a word); one that starts with [k]=v names
	// each word without a subscript as an error, as written.
	"declare -A m=( k v \"a b\" c x y [k]=v ); declare -p m\ndeclare -A n=( k1 v1 k2 ); declare -p n; n+=( k3 v3 ); declare -p n\n" +
		"declare -A p=( [k]=v x=1 \"a b\" $HOME \"x'y\" ); echo st=$?; declare -p p\np=( [a]=1 b \"c d\" ); echo st=$?; declare -p p\np+=( [z]+=1 q ); declare -p p",
	// A declaration is a simple command: its words may follow a
	// redirection, but no array list after one.
	"declare a=1 >/dev/null b=2; echo $a $b\nf() { local x=1 2>/dev/null y=$HOME; echo $x $y; }; f\nexport Q=1 </dev/null R=2; echo $Q$R\n" +
		"declare -A m=( [k]=v1 ) </dev/null x=1; declare -p m x\necho a; declare 2>/dev/null c=(1)\necho b",
	// A slice's offset of blanks only, and an empty length, are zero.
	"a=(x y z)\necho \"${a[@]: }\"\necho \"${a[@]: :1}\"\necho \"[${a[@]:1: }]\"\ns=hello\necho \"${s: }\" \"${s: :2}\" \"[${s:1: }]\" \"[${s:1:}]\" \"${s::2}\"\necho \"[${a[@]:1:}]\"\necho \"${s:\t}\"",
}

func TestManualArrays(t *testing.T) { compareManual(t, manualArrayScripts) }

// 6.5 Shell Arithmetic.
var manualArithScripts = []string{
	// Left-associative chains are evaluated along their left spine in a
	// loop: the order of side effects, the short cuts of && and ||, the
	// comma, an error in the middle, and a sum of 20,000 terms.
	"i=1; echo $(( i++ + i++ * i++ - i, i ))\necho $(( 1 - 2 - 3 * 4 / 2 % 5 << 1 >> 1 & 7 | 8 ^ 3 ))\n" +
		"x=0; echo $(( 0 && (x=1) && (x=2) )) $x $(( 1 || (x=3) || (x=4) )) $x $(( 0 || 0 || (x=5) )) $x $(( 1 && 2 && 0 || 7 ))\n" +
		"echo $(( 1, 2, 3 + 4 ))\necho $(( 1 + 2 + 3 / 0 + 4 ))\necho st=$?\necho $(( 1 < 2 < 3 == 1 != 0 ))\n" +
		"s=$(printf '1+%.0s' {1..20000})1; echo $(( s )) $(( $s )); let \"y = $s - 1\"; echo $y",
	// A variable's value is an expression, evaluated when it is used;
	// double quotes in an expression are removed before it is read.
	"x=\"1 + 2\"\necho $(( x * 3 ))\necho $(( \"1 + 2\" * 3 ))\necho $(( \"$x\" * 3 )) $(( \"x\" * 3 ))\n(( y = \"2\" * \"3\" )); echo $y\n" +
		"a=(5 6 7)\necho $(( a[\"1\"] ))\necho $(( \"1 +\" ))\necho st=$?\nfor (( i=\"0\"; i<\"2\"; i++ )); do echo $i; done\necho $[ \"1+1\"*2 ]",
	"y='x'\nx=3\necho $(( y * 2 ))\nz='z+1'\necho $(( z ))\necho st=$?\nw='1 +'\necho $(( w ))\necho st=$?\nv='(1+2)'\necho $(( v*2 ))\nlet 'q = x * 3'; echo $q",
	// Quotes in a value are no operand.
	"let 'z = \"1 + 1\" * 2'; echo $z\nx='\"1\"'; echo $((x))\necho st=$?\ndeclare -A m; m[a b]=1; k='a b'; echo $(( m[$k] )) $((m[\"a b\"]))",
	// A subscript from a variable holding a command substitution is text,
	// not a command.
	"a=(1 2 3)\nidx='$(echo 1)'\necho ${a[idx]}\necho st=$?\nk='1+1'\necho ${a[k]} $(( a[k] ))",
	// Where an operator should be, a unary-only one (! ~) is a "syntax
	// error in expression"; a subscript no ] closes is a bad one.
	"echo $(( 1 ! 2 ))\necho $(( x ~ 3 ))\n(( (1) !2 )); echo st=$?\necho $(( 1 ! + 2 ))\necho $(( 1 != 2 ))\n" +
		"(( a[ y = 3 )); echo st=$?\necho $(( 1 + a[2 ))\necho $(( a[b[1] ))\necho $(( a[1]+a[2 ))\necho end",
}

func TestManualArith(t *testing.T) { compareManual(t, manualArithScripts) }

// An associative array's subscript in (( )) is its key as expanded, a
// quote in it included (fresh seed 50065 of TestDiffProp).
var manualAssocArithScripts = []string{
	"declare -A c; w=\"'d\"; ((c[$w]++)); declare -p c; echo $(( c[$w] ))\nw=\"a b\"; ((c[$w]=5)); declare -p c\nfor w in \"'x\" \"y'\"; do ((c[$w]+=2)); done; declare -p c\n",
	"declare -A m; ((m['x y']=3)); declare -p m; k=\"\\\"q\"; ((m[$k]++)); declare -p m\n",
}

func TestManualAssocArith(t *testing.T) { compareManual(t, manualAssocArithScripts) }

// local outside a function says so before it looks at its options
// (fresh seeds 60,000+ of TestDiffPropErrors).
func TestManualLocalOutside(t *testing.T) {
	compareManual(t, []string{"local -Z x; echo $?\nlocal x; echo $?\nlocal -p; echo $?\nf() { local -Z y; echo $?; }; f"})
}

// 3.4 Shell Parameters: namerefs (declare -n).
var manualNamerefScripts = []string{
	// declare -n on a reference points it anew; +n makes it a plain
	// variable holding the name.
	"x=1 y=2\ndeclare -n r=x\necho $r\ndeclare -n r=y\necho $r\nr=5; echo $y $x\ntypeset +n r\necho $r\ndeclare -p r\necho ${!r}",
	// ${!ref} of a nameref is the name it refers to; of one with no
	// value it is an error. Circular references warn, and an assignment
	// through one fails.
	"declare -n r=x\nx=target\necho \"${!r}\"\ndeclare -n s\necho \"[${!s}]\"\ndeclare -n a=a\necho st=$?\ndeclare -n b=c c=b\necho st=$?\necho $b\nb=1\necho st=$?",
	"declare -n b=c c=b; b=1; echo st=$?\necho next $?\ndeclare -n ref=ref2\ndeclare -n ref2=ref\necho ${ref}\nref=3\necho st=$?",
	// Invalid targets; references to array elements.
	"declare -n r='1bad'\necho st=$?\ndeclare -n r='a b'\necho st=$?\nr=x\ndeclare -n q=x\nq='a[2]'\ndeclare -p q x\narr=(a b c)\n" +
		"declare -n e='arr[1]'\necho $e\ne=B\necho \"${arr[@]}\"\ndeclare -n e2='arr[@]'\necho \"${e2}\"",
	"declare -n r=v\nr=1\ndeclare -p r v\nunset r\ndeclare -p r v\ndeclare -n r2=w\nunset -n r2\ndeclare -p r2 w\nf() { local -n ref=$1; ref=changed; }\ng=orig; f g; echo $g",
	// A nameref control variable of for refers to each word in turn.
	"a=(1 2 3)\ndeclare -n r=a\necho ${r[1]} ${#r[@]} ${!r[@]}\nr[5]=x\ndeclare -p a\ndeclare -n n1\nn1=foo\ndeclare -p n1\ndeclare -n n2=foo\ndeclare +n n2\ndeclare -p n2\n" +
		"declare -n n3=x\ndeclare -n n3=y\ndeclare -p n3\np=P q=Q\nfor n3 in p q; do echo $n3; done\ndeclare -p n3",
}

func TestManualNamerefs(t *testing.T) { compareManual(t, manualNamerefScripts) }

// 4.3.1 set and trap: the DEBUG and ERR traps.
var manualTrapScripts = []string{
	// DEBUG runs before each simple command, (( )), [[ ]], case, each round of for and select; $BASH_COMMAND is the command as bash prints it.
	"trap 'echo \"D:$BASH_COMMAND\"' DEBUG\nx=1\n(( x++ ))\n[[ $x == 2 ]]\ncase $x in 2) echo two;; esac\nfor i in a b; do :; done\nfor ((j=0;j<2;j++)); do :; done\necho a | cat\nf() { echo inf; }\nf\nwhile false; do :; done\nif true; then :; fi\nselect q in; do :; done </dev/null\ntrap - DEBUG\necho end\n",
	// exit in the DEBUG trap ends the shell before the command.
	"trap 'echo dbg; exit 3' DEBUG\necho notreached\n",
	// extdebug: a DEBUG trap status other than 0 skips the command (here every one after).
	"shopt -s extdebug\ntrap '[[ $BASH_COMMAND == echo\\ skip* ]] && return 1 || true' DEBUG\necho skip me\necho keep me\ntrap 'false' DEBUG\necho still\ntrap - DEBUG\nf() { echo in f; }\ntrap 'return 2' DEBUG\nf\necho after $?\n",
	// ERR after a failed pipeline, and once more when it ends in a failed ( ).
	"trap 'echo ERR $?' ERR\nfalse | true\ntrue | false\n(exit 3) | (exit 4)\nfalse\nf() { return 5; }\nf\nset -o pipefail\nfalse | true\n(false) | (false) | true\necho end\n",
	// set -E: functions, ( ) and $( ) inherit ERR; an asynchronous command's own status runs none.
	"set -E\ntrap 'echo ERR $BASH_COMMAND' ERR\nf() { false; echo inf; }\nf\nfalse &\nwait\n( false )\necho $(false)\necho end\n",
	// $? in the DEBUG trap is the status before the command.
	"trap 'echo \"st=$?\"' DEBUG\nfalse\ntrue\n(exit 4)\necho x\n",
	// Each simple command of a pipeline runs DEBUG in the shell itself; ( ) and { } run none.
	"trap 'echo \"D:$BASH_COMMAND\" >&2' DEBUG\necho a | cat | cat\nx=1 y=2\ndeclare z=3\n! true\n{ echo grp; }\n( echo sub )\n",
	// No ERR in conditions, after ! or for a failed && list; assignments and declarations do.
	"trap 'echo ERR at $LINENO' ERR\nif false; then :; fi\nfalse || true\n! true\nfalse && true\nwhile false; do :; done\nx=$(false)\ndeclare y=$(false)\n[[ a == b ]]\n(( 0 ))\necho end\n",
	// extdebug: status 1 skips, 2 or return in a function returns from it; without extdebug return ends only the trap.
	"shopt -s extdebug\ntrap 'if [[ $BASH_COMMAND == *skip* ]]; then false; fi' DEBUG\necho skip; echo \"st=$?\"\n(exit 3); echo skip; echo \"st=$?\"\nf() { echo in f; echo skip; echo \"fst=$?\"; }\nf\ntrap - DEBUG\ng() { echo g1; echo g2; }\ntrap '[[ $BASH_COMMAND == \"echo g1\" ]] && return 2; :' DEBUG\ng; echo \"gst=$?\"\ntrap - DEBUG\nh() { echo h1; echo h2; }\ntrap '[[ $BASH_COMMAND == \"echo h1\" ]] && return 5; :' DEBUG\nh; echo \"hst=$?\"\ntrap - DEBUG\nshopt -u extdebug\ntrap 'if [[ $BASH_COMMAND == *skip* ]]; then false; fi' DEBUG\necho skip not skipped\ntrap - DEBUG\nk() { echo k1; echo k2; }\ntrap '[[ $BASH_COMMAND == \"echo k1\" ]] && return 7; :' DEBUG\nk; echo \"kst=$?\"\n",
	// $BASH_COMMAND for each kind of command; DEBUG of pipeline elements counted in the shell.
	"n=0; trap 'n=$((n+1))' DEBUG; echo a | cat; echo $n; { echo b; echo c; } | cat; echo $n; trap - DEBUG; echo $n\ntrap 'echo \"D:$BASH_COMMAND:$i\"' DEBUG; for i in a \"b c\" $HOME; do :; done; set -- x; for i; do :; done; for (( j = 0 ; j < 1 ; j++ )); do :; done; for ((;;)); do break; done; case  \"$i\"  in x) ;; esac; select s in 1 \"2 3\"; do break; done <<< 1; declare -i k=1 2>/dev/null\ntrap - DEBUG\ntrap 'echo \"D:$BASH_COMMAND\"' DEBUG; declare x=1; local 2>/dev/null; export y; f() { :; }; f; x=$(echo s); echo $((1+1)); time true; ! false; [ 1 ]; test 2; let x++; ((x)) && echo yes; while ((x < 4)); do ((x++)); done; until true; do :; done\n",
	// ERR of pipelines ending in ( ), with pipefail, !, set -E, ||, inside $( ); background jobs.
	"for s in 'true | { false; }' 'true | (false)' 'set -o pipefail; (false) | (true)' 'set -o pipefail; true | (false)' 'set -E; true | (false)' '! true | (false)' 'true | (false) || :' 'x=$(true | (exit 6))' 'false | true' 'true | false' '(exit 3) | (exit 4)' '(exit 3) | true' '(exit 3) | (exit 4) | true'; do\n  echo \"== $s\"\n  (trap 'echo ERR $?' ERR; eval \"$s\")\ndone\nset -E; trap 'echo ERR $BASH_COMMAND' ERR; false & wait; { false; } & wait; (false) & wait; false | true & wait; f() { false; }; f & wait; echo end\n",
}

func TestManualTraps(t *testing.T) { compareManual(t, manualTrapScripts) }

// 6.6 Aliases.
var manualAliasScripts = []string{
	// An alias ending in a blank makes the next word an alias candidate too.
	"shopt -s expand_aliases\nalias e='echo ' x='hello' y=world\ne x y\nalias s='sudo ' \nalias ls='echo listing'\ne e x\n",
	// Aliases may hold reserved words, {, (, (( and a whole for ... do: the text is parsed again.
	"shopt -s expand_aliases\nalias iff='if' thn='then' fii='fi'\niff true; thn echo yes; fii\nalias begin='{' end='}'\nbegin echo in braces; end\nalias loop='for i in 1 2; do'\nloop echo $i; done\nalias ar='(( '\nar 1+2 )) && echo arith\nalias sub='( echo sub'\nsub )\n",
	// An alias applies from the next command line, not later on its own line nor in the function that defines it.
	"shopt -s expand_aliases\nalias foo='echo FOO'; foo\nfoo\nf() { alias bar='echo BAR'; bar; }\nf\nbar\n",
	// alias --, -p, names starting with -, invalid options and names; unalias with no operand.
	"alias -- -x='echo dash'\nalias -- a=b\nalias\nalias -p\nunalias\necho st=$?\nunalias -a\nalias\necho st=$?\nalias nosuch\necho st=$?\nunalias nosuch\necho st=$?\nalias 'a b=c'\necho st=$?\nalias -z\necho st=$?\n",
	// A script does not expand aliases unless expand_aliases is set.
	"alias foo='echo FOO'\nfoo\necho st=$?\ntype foo\n",
	// Chains of aliases; no alias expands inside itself; an alias may hold ; and |.
	"shopt -s expand_aliases\nalias ls='ls -x'\nalias a=b b=c c='echo C'\na\nalias echo='echo E'\necho hi\nalias q='echo q; '\nq echo r\nalias p='echo p |'\np cat\n",
	// A function keeps the aliases expanded when it was defined.
	"shopt -s expand_aliases\nalias greet='echo hi'\nf() { greet; }\nunalias greet\nf\nalias greet='echo changed'\nf\ng() { greet; }\ng\n",
	// An alias may hold an expansion or assignments before the command.
	"shopt -s expand_aliases\nalias e='echo '\nalias v='$x'\nx=val\ne v\nalias w='X=1 '\nw declare -p X\necho $X\n",
	// alias and unalias options, errors and statuses.
	"alias -pz; echo $?; alias \"a/b=c\"; echo $?; alias \"a\\$=1\" \"q=2\"; echo $?; alias; unalias -z; echo $?; unalias -- q; echo $?; unalias -a x; echo $?; alias; alias \"=x\"; echo $?; alias -- ; echo $?; alias x; echo $?; alias \"a;b=1\"; echo $?; unalias \"-x\"; echo $?\nalias -- -y=2 z=3; alias -p; alias -- -y; unalias -- -y; alias; alias -p z; unalias; echo $?\n",
	// Aliases with newlines, in $( ), before a function name, !, loops, case and a function definition.
	"shopt -s expand_aliases\nalias e='echo '\nalias one='1' two='2 '\ne one two one\nalias cmd='echo cmd; echo'\ncmd x; cmd y\nalias nl='echo a\necho b'\nnl\nx=$(e one)\necho \"$x\"\nalias g='greet'\ngreet() { echo greeting $1; }\ng you\nalias t='time'\nalias n='! '\nn false && echo negated\nalias eq='x=1 y=2 '\neq e one\necho $x $y\nalias lp='for i in 1 2; do echo $i; done; echo after'\nlp\nalias cs='case a in a) echo casea;; esac'\ncs\nalias fn='f() { echo fn; }'\nfn\nf\n",
	// $LINENO across expanded lines, an alias holding a newline, in a function, ( ) and a loop.
	"shopt -s expand_aliases\nalias e=echo\ne $LINENO\nalias nl=\"echo a\necho b\"\nnl\necho $LINENO\ne x; nosuch\nf() {\n  e in f $LINENO\n}\nf\n(e sub $LINENO)\nfor i in 1 2; do e $i $LINENO; done\n",
}

func TestManualAliases(t *testing.T) { compareManual(t, manualAliasScripts) }

// 3.7.5 / 4.1 eval and source: bash reads their text as it reads a
// script (parse_and_execute), a command line at a time: aliases expand as
// each line is read (one defined on a line applies from the next), the
// lines before a syntax error run, set -v echoes what was read, break and
// continue end the text only after it is read, and a sourced file's
// errors carry its name.
var manualEvalSourceScripts = []string{
	"shopt -s expand_aliases\nalias e='echo ' x=hello\neval 'e x'\neval 'alias y=world\ne y'\neval 'alias z=zz; z 2>/dev/null || echo not yet'\nprintf 'alias q=\"echo Q\"\\nq\\nalias qq=\"echo QQ\"; qq 2>/dev/null || echo not yet\\nqq\\ne x\\n' > src.sh\n. ./src.sh\necho st=$?\n",
	"printf 'echo one\\necho two; (\\necho three\\n' > bad.sh\n. ./bad.sh\necho st=$?\nprintf 'eval \"(\"\\necho next\\nnosuch\\n' > s2.sh\n. ./s2.sh\neval 'a=(1 (2)); echo same\necho after'\necho st=$?\nprintf 'false\\na=(1 (2))\\necho yes $?\\n' > s5.sh; . ./s5.sh; echo st=$?\nf() { eval 'return 3\n('; }; f; echo st=$?\nfor i in 1 2; do eval 'break\n('; done; echo st=$?\nfor i in 1 2; do eval 'break; echo a\necho b'; echo c; done; echo st=$?\nfor i in 1 2; do eval 'continue\necho b'; echo c; done; echo st=$?\nset -v\neval 'echo hi\necho ho'\n. ./s2.sh\neval 'echo a; ('\nset +v\n",
}

func TestManualEvalSource(t *testing.T) { compareManual(t, manualEvalSourceScripts) }

// 3.4 Shell Parameters (special and positional) and 3.5 Shell Expansions,
// in their order.
var manualExpansionScripts = []string{
	// Brace before tilde before parameter expansion, then splitting and globbing; special parameters; ${x?} ends the script.
	"x='a b'; y='*'; : > f1; : > f2\necho {1,2}$x ~/{a,b} $((1+1)){x,y} \"$y\" $y\na=1; echo {$a,b} ${a}{c,d}\nset -- \"p q\" r; echo $# \"$*\" \"$@\"; IFS=:; echo \"$*\"; IFS=' '\necho $$ >/dev/null; (exit 7); echo $?\necho ${#x} ${x#a} ${x%b} ${x/ /_} ${x^^} ${x:1:1} ${z:-def} ${z:=set} $z ${z:+alt}\nf() { echo $1 $#; }; f one two\necho \"${@:2}\" \"${*: -1}\"\nunset z; echo ${z?unset here}; echo notreached\n",
	// 6.5: operators, precedence, bases, division by zero and bad constants.
	"i=5; echo $(( i++ + ++i )) $i $(( i > 3 ? 10 : 20 )) $(( 2 ** 10 )) $(( -7 / 2 )) $(( -7 % 3 )) $(( 1 << 3 | 1 ))\necho $(( 0x1f + 010 + 2#101 + 36#z ))\necho $(( 1 / 0 )); echo st=$?\necho $(( 08 )); echo st=$?\na=(3 4); echo $(( a[1] * a ))\n(( n = 5, n += 2 )); echo $n\necho $(( x = 3, y = x * 2 )) $x $y\nlet 'q = 1 ? 2 : 3'; echo $q\necho $(( 64#@ )) $(( 64#_ ))\n",
}

func TestManualExpansions(t *testing.T) { compareManual(t, manualExpansionScripts) }

// 3.5.4 Command Substitution, the old form: bash reads `...` to its
// closing backquote, takes the backslashes off \$, \`, \\ (and \" in
// double quotes), and parses the text when it runs it, so a syntax error
// inside is the substitution's (status 2, the line goes on), numbered
// from the command's line as eval's text is.
var manualBackquoteScripts = []string{
	"echo `echo a; if`; echo after $?\nx=`fi`; echo st=$?\necho \"`if`\"$?\necho $LINENO",
	"echo `echo \\\\`\necho `echo \\\\\\\\\\\\`\necho \"`echo \\\\`\"\necho `echo \\\\\\$x` `echo \\`echo in\\``\necho `echo \"\\\\\"`\necho `echo \\\\'a'`\necho next",
	"\n\necho `echo $LINENO\necho a\nif`\necho `\n\nfi`\necho $LINENO",
	"echo \"`echo \\\"hi\\\"`\" `echo \"a\\\"b\"` \"`echo 'a\\\"b'`\"\ncat <<E\na `if` b\nE\necho ${x:-`fi`}\ny=`echo \"it's\"`; echo \"$y\"",
	"set -e\nx=`if`\necho not reached",
	// eval's errors: the line in its text, from the eval's line.
	"eval \"(\n\"\neval \":\n(\"\neval \"\nfi\"\n\n\neval \"x\nfi\"\neval ': ; ('\necho $LINENO",
}

func TestManualBackquotes(t *testing.T) { compareManual(t, manualBackquoteScripts) }

// 4.2 wait (and 7.1 job numbers): -n for the first of all jobs or of
// those named, -p (unset first, then the pid), -f, options bundled as
// bash's getopt reads them; a job waited for leaves the table when the
// next line is read (the rest of its line still finds it), its status
// is kept by pid; job numbers start again at 1. Jobs wait on files the
// script creates, so no timing decides the order.
var manualWaitScripts = []string{
	"gate() { while [ ! -e \"$1\" ]; do sleep 0.01; done; }\n(gate a; exit 3) & a=$!\n(gate b; exit 5) & b=$!\n(gate c; exit 6) & c=$!\n: > b; wait -n; echo st=$?\n: > c; wait -n $a $c; echo st=$?\n: > a; v=old; wait -n -p v; echo st=$? $([[ $v == $a ]] && echo va)\nv=old; wait -n -p v; echo st=$? ${v-unset}\nwait $b; echo kept=$?\nwait -p w $c; echo kept=$? $([[ $w == $c ]] && echo wc)\njobs >/dev/null\n(exit 4) & wait %1; echo st=$?; wait %1; echo st=$?\n(gate d; exit 2) & d=$!\nwait -n 999999 %7 abc; echo st=$?\n: > d; wait -n 999999 $d; echo st=$?\n(exit 1) & e=$!; (exit 9) & f=$!\nwait -p w $e $f; echo st=$? $([[ $w == $f ]] && echo wf)\nwait -fn; echo st=$?\nwait -pz; echo st=$? ${z-unset}\nwait -p; echo st=$?\nwait -n -p 1x; echo st=$?\nreadonly ro=1; wait -p ro; echo st=$?\nwait -x; echo st=$?\nwait -- ; echo st=$?\n",
	// wait -n takes the job it reports out of the table at once (wait
	// %N on the same line finds none); wait PID still finds its status.
	// Each earlier job is waited for, so the numbers do not depend on
	// when a job ended.
	"(exit 4) & wait %1; jobs >/dev/null; wait %1; echo $?; (exit 5) & wait $!; jobs\n(exit 6)& p=$!; wait -n; echo n=$?; wait %2; echo $?; wait %1; echo $?; wait $p; echo p=$?\necho next; wait %2; echo $?\n" +
		"(exit 9)& p=$!; wait -n $p; echo n=$?; wait -n $p 2>/dev/null; echo n2=$?; wait $p; echo p=$?\n(exit 7)& p=$!; wait $p; wait %1; echo j=$?\n",
}

func TestManualWait(t *testing.T) { compareManual(t, manualWaitScripts) }

// 4.2 read and mapfile/readarray.
var manualReadScripts = []string{
	// The last name gets the rest of the line: one word and its
	// delimiter (blanks around one non-blank IFS character) that end the
	// line are the word; otherwise trailing IFS whitespace goes.
	"IFS=', ' read v w <<< 'a , b , '; echo \"[$v][$w]\"\nIFS=, read v w <<< 'a,,b,'; echo \"[$v][$w]\"\nIFS=, read v w <<< 'a,b,'; echo \"[$v][$w]\"\n" +
		"IFS=', ' read v w <<< 'a , b , c , '; echo \"[$v][$w]\"\nIFS=': ' read v w <<< 'a b :  '; echo \"[$v][$w]\"\nread v w <<< '  a   b   c  '; echo \"[$v][$w]\"\n" +
		"IFS=, read v w <<< 'a,b\\,'; echo \"[$v][$w]\"\nIFS=, read -r v w <<< 'a,b\\,'; echo \"[$v][$w]\"",
	// -p's prompt is shown only when input comes from a terminal.
	"read -r -p 'prompt> ' v <<< hi; echo \"$v\"\nread -p x -i y v <<< z; echo $v",
	// mapfile: -C runs the callback every -c lines with the index and the
	// line, before the line is stored.
	"mapfile -C 'echo cb' -c 2 -t a <<< $'1\\n2\\n3\\n4\\n5'; declare -p a\nmapfile -C 'f() { printf \"<%s>\" \"$@\"; echo; }; f' -c 1 a <<< $'p\\nq'; declare -p a\n" +
		"mapfile -C 'echo' a <<< x; declare -p a",
	// mapfile's numbers and their messages; usage on a bad option.
	"mapfile -n -1 a; echo $?\nmapfile -c 0 a <<< x; echo $?\nmapfile -n x a; echo $?\nmapfile -O -1 a; echo $?\nmapfile -u x; echo $?\n" +
		"mapfile -s ' 1' a <<< $'a\\nb'; declare -p a\nmapfile -x; echo $?\nreadarray -q; echo $?\nreadarray ''; echo $?\nmapfile 1x; echo $?\nmapfile -C; echo $?",
	// -O keeps the array (and a string as element 0); without it the
	// array is emptied; -n 0 reads all; an associative array or a readonly
	// one is refused.
	"x=s; mapfile -O 2 x <<< y; declare -p x\na=(q w e r); mapfile -O 1 a <<< x; declare -p a\na=(q w e r); mapfile -O 0 -t a <<< x; declare -p a\n" +
		"mapfile -n 0 -t a <<< $'1\\n2'; declare -p a\nreadarray -tn2 a <<< $'1\\n2\\n3'; declare -p a\n" +
		"declare -A m; mapfile m <<< x; echo $?\ndeclare -r ro=1; mapfile ro <<< x; echo $?",
}

func TestManualRead(t *testing.T) { compareManual(t, manualReadScripts) }

// 4.2 local -: the set options a function changes after it come back when
// it returns (shopt's stay); $- lists the flags in bash's order. $- ends
// in s for us (scripts are read as from stdin) where bash runs a file.
var manualLocalOptScripts = []string{
	"f() { local -; set -x; set -o pipefail; set -eu; :; }; f; echo ${-%s}; shopt -po pipefail",
	"f() { local - x=1; shopt -s extglob; set -f; echo $x; g; }; g() { echo \"${-%s}\"; }; f; echo ${-%s}; shopt -p extglob",
	"f() { set -x; local -; set +x; }; f; echo ${-%s}\nlocal -; echo $?\nf() { local -; set -e; return 3; }; f; echo $? ${-%s}",
	"f() { local -; local -; set -u; g; echo in ${-%s}; }; g() { local -; set -f; }; f; echo ${-%s}\nf() { ( local -; set -x; :; ); echo ${-%s}; }; f",
	"set -fuaexvC -ET; echo ${-%s}; set +fuaexvC +ET; echo ${-%s}",
}

func TestManualLocalOpts(t *testing.T) { compareManual(t, manualLocalOptScripts) }

// 4.2 command -v/-V succeed when any name is found; type fails when any is
// not.
var manualCommandScripts = []string{
	"command -v echo cat if nosuch; echo $?\ncommand -v nosuch echo; echo $?\ncommand -v nosuch nosuch2; echo $?\n" +
		"command -V echo nosuch; echo $?\ncommand -V nosuch; echo $?\ntype echo nosuch; echo $?\ntype nosuch echo; echo $?",
}

func TestManualCommand(t *testing.T) { compareManual(t, manualCommandScripts) }

// 4.2 let with no words is a command that fails, not a syntax error.
var manualLetScripts = []string{
	"let\necho $?\nlet;echo $?\nlet && echo y\nf() { let; }; declare -f f\nlet >/dev/null; echo $?\nx=$(let); echo $?\nif let; then :; fi\nlet | cat; echo ${PIPESTATUS[@]}",
}

func TestManualLet(t *testing.T) { compareManual(t, manualLetScripts) }

// 3.5.4 $(< file): a file that cannot be read makes an assignment's
// status 1, like any failed command substitution.
var manualSubstFileScripts = []string{
	"y=$(< /nonexist); echo rc=$?\ny=$(< /nonexist; echo hi); echo rc=$? $y\n: $(< /nonexist); echo rc=$?\n" +
		"echo ok > f; y=$(< f); echo rc=$? $y\ny=$(false)$(< f); echo rc=$?\ny=$(< /nonexist)$(true); echo rc=$?\ny=$(< /)x; echo rc=$?",
}

func TestManualSubstFile(t *testing.T) { compareManual(t, manualSubstFileScripts) }

// 5.2 RANDOM: assigning seeds bash's generator (its value evaluated as
// an integer's, cut to 32 bits), so a seeded script sees bash's numbers.
var manualRandomScripts = []string{
	"for s in 1 0 42 -1 4294967297 ' 7' 99999999999999999999 1+1 x 2147483647 2147483648; do RANDOM=$s; echo $RANDOM $RANDOM $RANDOM; done\n" +
		"RANDOM=5; a=$RANDOM; RANDOM=5; b=$RANDOM; [ $a = $b ] && echo same\nRANDOM=3; for i in {1..2000}; do x=$RANDOM; done; echo $x\n" +
		"declare -i s=9; RANDOM=s*2; echo $RANDOM; x=18; RANDOM=x; echo $RANDOM",
}

func TestManualRandom(t *testing.T) { compareManual(t, manualRandomScripts) }

// 2.8.1 (POSIX) Consequences of Shell Errors, as bash applies them in
// POSIX mode and out of it: a special builtin's redirection error and a
// variable assignment error end the shell in POSIX mode; an assignment
// to a readonly variable before a command runs the command without it
// (bash mode) or discards the line (POSIX, a non-special command); an
// arithmetic expansion error ends a POSIX shell, a subscript's or a
// slice's does not; read, printf -v, mapfile, let, (( )) and [[ ]]
// report a readonly variable without their name and fail with 1.
var manualPosixErrorScripts = []string{
	"set -o posix\nreadonly r=1\nr=2 :\necho after $?\n",
	"readonly r=1\nr=2 :\necho after $?\n",
	"set -o posix\nreadonly r=1\nr=2 true; echo same $?\necho after $?\n",
	"readonly r=1\nr=2 true; echo same $?\necho after $?\n",
	"set -o posix\nreadonly r=1\nr=2 echo x; echo same $?\nr=2 exit 3\necho not reached\n",
	"readonly r=1\nr=2 echo x; echo same $?\nr=2 exit 3\necho not reached\n",
	"set -o posix\nreadonly r=1\nr=2\necho after $?\n",
	"readonly r=1\nr=2\necho after $?\n",
	"set -o posix\n: >/no/x\necho after $?\n",
	": >/no/x\necho after $?\n",
	"set -o posix\nexport >/no/x\necho after $?\n",
	"export >/no/x\necho after $?\n",
	"set -o posix\necho x >/no/x; { :; } >/no/x; f() { :; }; f >/no/x; echo after $?\nset >/no/x\necho after $?\n",
	"echo x >/no/x; { :; } >/no/x; f() { :; }; f >/no/x; echo after $?\nset >/no/x\necho after $?\n",
	"set -o posix\nreadonly r=1\nfor r in 1; do :; done\necho after $?\n",
	"readonly r=1\nfor r in 1; do :; done\necho after $?\n",
	"set -o posix\nreadonly r=1\n(r=2 :; echo in)\necho after $?\nread r <<< x; echo $?\nprintf -v r x; echo $?\nmapfile r </dev/null; echo $?\nlet r=2; echo $?\n(( r=2 )); echo $?\n[[ r=2 -eq 1 ]]; echo $?\n[[ 1/0 -eq 1 ]]; echo $?\n: $((r=2)); echo same\necho $?\n",
	"readonly r=1\n(r=2 :; echo in)\necho after $?\nread r <<< x; echo $?\nprintf -v r x; echo $?\nmapfile r </dev/null; echo $?\nlet r=2; echo $?\n(( r=2 )); echo $?\n[[ r=2 -eq 1 ]]; echo $?\n[[ 1/0 -eq 1 ]]; echo $?\n: $((r=2)); echo same\necho $?\n",
	"a=(1 2); echo ${a[@]:1/0}; echo $?\necho ${a[*]:1:1/0}; echo $?\nx=abc; echo ${x:1/0}\necho $?\nset -- a b; echo ${@:1/0}\necho $?\n",
	"set -o posix\nx=abc\necho ${x:1/0}\necho after $?\n",
	"declare -r r=1; [[ r=2 -eq 1 ]]; echo after $?\n[[ 1 -eq x+ ]]; echo $?\n[[ a -eq 1 ]]; echo $?\n[[ $((1/0)) -eq 1 ]]; echo $?\necho n\n",
	"set -o posix\necho ${a[1/0]}\necho after $?\na=(1); echo ${a[@]:1/0}\necho after $?\nx=$((1/0))\necho not reached\n",
	"set -o posix\necho $((1/0))\necho not reached\n",
}

func TestManualPosixErrors(t *testing.T) { compareManual(t, manualPosixErrorScripts) }

// 3.2.5.2 select: the menu is shown first and after an empty reply only;
// the reply is read as `read` reads REPLY (backslashes processed, blanks
// kept), a number with blanks or a sign selects, and the input's end,
// even after a partial line, ends the loop with status 1.
var manualSelectScripts = []string{
	"PS3='pick: '; select x in a b; do echo \"[$x][$REPLY]\"; done <<< $'9\\n\\n1\\n  \\n 2 \\na\\\\b\\n+1\\n1x'; echo rc=$?",
	"printf 1 > in; select x in a b; do echo \"[$x]\"; break; done < in; echo rc=$?\nselect x; do :; done < /dev/null; echo rc=$?\n" +
		"select x in a b; do echo \"[$x][$REPLY]\"; break; done <<< $'1\\\\\\n2'",
}

func TestManualSelect(t *testing.T) { compareManual(t, manualSelectScripts) }

// 4.3.2 extdebug: declare -F NAME prints the name, the line and the
// file of its definition; BASH_ARGV and BASH_ARGC hold the script's
// arguments, then those of each call made under extdebug (a sourced
// file's, or its name when it has none), innermost first. Run by bash -c,
// whose functions come from "environment" in both shells.
var manualExtdebugScripts = []string{
	"s=$(cat <<'EOF'\nshopt -s extdebug\n\nf() { echo \"argc=${BASH_ARGC[*]} argv=${BASH_ARGV[*]}\"; g x y; }\nfunction g {\n  echo \"g argc=${BASH_ARGC[*]} argv=${BASH_ARGV[*]}\"\n}\ndeclare -F f g nosuch; echo st=$?\nf a b c\nprintf 'h() { :; }\\necho \"src ${BASH_ARGC[*]}|${BASH_ARGV[*]}\"\\n' > lib.sh\n. ./lib.sh; declare -F h\n. ./lib.sh p q\nshopt -u extdebug; declare -F h; f 1\nEOF\n)\nbash -c \"$s\" u v\necho \"top ${BASH_ARGC[*]}|${BASH_ARGV[*]}\"\n",
}

func TestManualExtdebug(t *testing.T) { compareManual(t, manualExtdebugScripts) }

// 4.3.2 shopt patsub_replacement: off, & in ${v/p/s} is itself; its
// state shows in shopt and BASHOPTS like globskipdots's.
var manualShoptScripts = []string{
	"v=abc; echo ${v/b/&x}; shopt -u patsub_replacement; echo ${v/b/&x} \"${v/b/\\&}\" ${v//[ac]/<&>} \"${v/b/'&'}\"; r='&&'; echo ${v/b/$r}\n" +
		"shopt -p patsub_replacement; echo $BASHOPTS; shopt -s patsub_replacement; echo ${v//[ac]/<&>} ${v/b/$r}\n" +
		"shopt -u globskipdots; shopt -p globskipdots; echo $BASHOPTS; shopt -s globskipdots; shopt globskipdots; shopt -q patsub_replacement; echo $?",
}

func TestManualShopt(t *testing.T) { compareManual(t, manualShoptScripts) }

// 4.2 declare +a on an indexed array, +A on an associative one: "cannot
// destroy array variables in this way", status 1, the variable kept.
var manualDeclareOffScripts = []string{
	"a=(1); declare +a a; echo $?; declare -A m; declare +A m; echo $?; declare +a m; echo $?; declare +a x=1; echo $?; declare -p x a m\n" +
		"f() { local -a l=(1); local +a l; echo $?; declare +A l; echo $?; }; f; declare +a nos; echo $?; declare -p nos; typeset +a a=2; echo $?; declare -p a",
}

func TestManualDeclareOff(t *testing.T) { compareManual(t, manualDeclareOffScripts) }

// The inner loop's allocation-free paths (issue 20) against bash: a
// function's scope reused by the next call keeps none of the last call's
// locals, `local -` or temporary bindings; $_ after local v=x; $1, ${9},
// set -u with $x unset, an array's $a, a nameref's $r; a literal
// pattern removal and one with a backslash; read reusing its buffers
// across lines, a read in a function called from a read loop, -a and -t;
// one-term [[ ]] tests and ! / && / || ones; a word of one field and one
// that is globbed or split.
var manualLoopPathScripts = []string{
	"f() { echo \"${a-unset} ${b-unset}\"; local a=1; b=2; local c; c=3; }; f; f; echo \"$b ${c-unset}\"\n" +
		"g() { local n=$1; (( n > 0 )) && g $((n - 1)); echo \"$n ${m-none}\"; local m=$n; }; g 3; g 1\n" +
		"h() { local -; set -f; echo $-; }; h; echo $-; A=5 h2() { echo ${A-u}; }; A=7 h2; h2\n" +
		"k() { local v=x; echo $_; }; k; local_y() { local z; echo $_; }; local_y",
	"set -- a b c d e f g h i j; echo $1 ${9} ${10} $#; x=1; y=; echo \"$x$y\" $x$y; unset y\n" +
		"a=(p q); echo $a ${a}; declare -n r=x; echo $r; declare -A m=([0]=z); echo $m\n" +
		"(set -u; echo $y; echo not) 2>/dev/null; echo $? \"${y-d}\"",
	"v=f12.txt; echo ${v%.txt} ${v#f} ${v%\\.txt} ${v#f1} ${v%%2*} ${v#*1} ${v%.TXT}; p=.txt; echo ${v%$p} ${v%\"$p\"}",
	"printf 'a b c\\n1 2\\n\\nx\\\\ y z\\n' > f; while read -r a b; do echo \"[$a|$b]\"; done < f\n" +
		"while read a b; do echo \"[$a|$b]\"; done < f\n" +
		"r() { read -r q; echo \"in:$q\"; }; while read -r l; do echo \"out:$l\"; r; done < f\n" +
		"while read -ra arr; do echo ${#arr[@]} \"${arr[*]}\"; done < f; read -t 1 t < f; echo \"$t\"",
	"a=15; [[ $a == *5* ]] && echo m1; [[ ! $a == *5* ]] || echo m2; [[ -n $a && $a == 1* || -z $a ]] && echo m3\n" +
		"[[ $a ]] && echo m4; [[ -z $a ]] || echo m5; [[ ( $a == 15 ) ]] && echo m6",
	": > g1; : > g2; x='g*'; y='a  b'; echo g* \"$x\" $x $y \"$y\"; set -f; echo $x; set +f; IFS=:; z=a:b; echo $z \"$z\"",
}

func TestManualLoopPaths(t *testing.T) { compareManual(t, manualLoopPathScripts) }
