package shell

import "testing"

// Differential cases for issue 19 (see MANUAL.md): each script runs in
// our shell and as a script file by bash 5.2; stdout, stderr and status
// must agree. Scripts that depend on the locale set LC_ALL themselves
// (bash runs with LC_ALL=C, our shell with none, which is UTF-8).

// 3.1.2.4, 3.5.3 (@Q, @A, @K), 4.2 printf %q, declare -p, set, set -x:
// in the C locale each byte past ASCII is a character that is not
// printable, so it is quoted as octal ($'\303\251'); in a UTF-8 locale é
// is printable and stays. ${#x}, ${x:0:1}, ? and [[ =~ ]] count bytes in
// the C locale. bash follows LC_ALL, LC_CTYPE and LANG as they are set.
var manualLocaleScripts = []string{
	"for L in C C.UTF-8; do LC_ALL=$L; echo \"== $L\"\nx=é; declare -p x; echo \"${x@Q}\"; printf '%q\\n' \"$x\" \"aé b\"; printf '%Q\\n' é\n" +
		"declare -A m=([é]=é); declare -p m; echo \"${m[@]@K}\"; echo \"${x@A}\"; y=$x$'\\n'; declare -p y; echo \"${y@Q}\"; printf '%q\\n' \"$y\"\n" +
		"z=$'\\xff'; declare -p z; printf '%q\\n' \"$z\"; printf '%d %d\\n' \"'é\" \"'$z\"; echo ${#x} \"${x:0:1}\"\n" +
		"set | while read -r l; do case $l in [xyz]=*) echo \"$l\";; esac; done; set -x; : $x; w=$x; declare v=$x; set +x\ndone 2>&1",
	"for L in C C.UTF-8; do LC_ALL=$L; echo \"== $L\"\n[[ é =~ ^[[:alpha:]]$ ]]; echo a$?; [[ é == [[:alpha:]] ]]; echo b$?; [[ é =~ ^.$ ]]; echo c$?; [[ é =~ ^..$ ]]; echo d$?\n" +
		"[[ é =~ ^[é]$ ]]; echo e$?; [[ xéy =~ x(.)(.)y ]]; declare -p BASH_REMATCH; [[ $'\\xe9' =~ ^.$ ]]; echo f$?; [[ $'\\xff' =~ ^[^a]$ ]]; echo g$?\n" +
		"shopt -s nocasematch; [[ É == é ]]; echo h$?; [[ É =~ é ]]; echo i$?; shopt -u nocasematch; case é in ?) echo one;; ??) echo two;; esac\ndone",
	// LC_ALL first, then LC_CTYPE, then LANG; an empty one does not count.
	"unset LC_ALL; x=é; LANG=C; echo ${#x}; LC_CTYPE=C.UTF-8; echo ${#x}; LC_ALL=C; echo ${#x}; LC_ALL=; echo ${#x}; unset LC_CTYPE; echo ${#x}; f() { local LC_ALL=C.UTF-8; echo ${#x}; }; f; echo ${#x}",
	"alias a=$'x\\ny'; alias a; alias -p; q=\"'\"; alias b=\"'\"; alias b; echo \"${q@Q}\"; printf '%q\\n' \"$q\"; q=\"a'b\"; echo \"${q@Q}\"",
}

func TestManualLocale(t *testing.T) { compareManual(t, manualLocaleScripts) }

// 3.2.5.2 [[ =~ ]]: the right side is given to regcomp as bash quotes it
// (quote_string_for_globbing): a quoted character outside a bracket
// expression is escaped only when it is special in an ERE, inside one it
// is itself, so [\]] holds ']', and [\] and a[\] are the invalid "[]"
// (status 2); a bracket that does not close is read again as no bracket.
var manualCondRegexScripts = []string{
	"[[ 'a\\b' =~ [\\] ]]; echo $?; [[ 'a\\b' =~ [\\\\] ]]; echo $?; r='[\\]'; [[ 'a\\b' =~ $r ]]; echo $?; [[ 'a]' =~ [\\]] ]]; echo $?; [[ 'a\\' =~ a[\\] ]]; echo $?\n" +
		"[[ a =~ [\\a] ]]; echo $?; [[ ']' =~ []] ]]; echo $?; [[ '\\' =~ \\\\ ]]; echo $?; [[ 'x\\' =~ [x\\] ]]; echo $?; [[ b =~ [\"a-c\"] ]]; echo $?\n" +
		"[[ '\\' =~ [\"\\\\\"] ]]; echo $?; [[ a. =~ ^a[\".\"]$ ]]; echo $?; [[ ab =~ ^a[\".\"]$ ]]; echo $?; [[ a. =~ a\\. ]]; echo $?; [[ ab =~ a\\. ]]; echo $?\n" +
		"[[ '^' =~ [\\^] ]]; echo $?; [[ x =~ [\\^] ]]; echo $?; [[ ab =~ a'.' ]]; echo $?; [[ 'a]' =~ a\"]\" ]]; echo $?; [[ 'a}' =~ a\\} ]]; echo $?; [[ 'a{' =~ a\\{ ]]; echo $?\n" +
		"[[ x =~ [[:alpha:]\\] ]]; echo $?; [[ 'x]' =~ [[:alpha:]\\]] ]]; echo $?; [[ 'a{1}' =~ \"a{1}\" ]]; echo $?; [[ x =~ \"(\" ]]; echo $?; [[ 'a(' =~ a\\( ]]; echo $?\n" +
		"[[ ab =~ ([\\)b]) ]]; declare -p BASH_REMATCH; [[ - =~ [a\\-z] ]]; echo $?; [[ x =~ [[:alpha:] ]]; echo $?",
}

func TestManualCondRegex(t *testing.T) { compareManual(t, manualCondRegexScripts) }

// 3.5.8.1 Pattern Matching: in a bracket expression [.x.] is the
// character x, or the one a POSIX name stands for ([.hyphen.]); another
// collating symbol matches nothing; [=x=] is x and another equivalence
// class (or one that starts a range) fails the bracket; an element that
// does not close makes the '[' a literal. Classes are glibc's: in a UTF-8
// locale [[:alpha:]] matches é and [[:punct:]] «. The same in [[ == ]],
// case, ${x//…}, extglob and filename expansion; in =~ (regcomp) only a
// single byte.
var manualBracketScripts = []string{
	"for L in C C.UTF-8; do LC_ALL=$L; echo \"== $L\"\n" +
		"[[ a == [[.a.]] ]]; echo 1$?; [[ - == [[.hyphen.]] ]]; echo 2$?; [[ - == [[.-.]] ]]; echo 3$?; [[ ab == [[.ab.]] ]]; echo 4$?; [[ a == [[=a=]] ]]; echo 5$?; [[ é == [[=e=]] ]]; echo 6$?; [[ é == [[.é.]] ]]; echo 7$?\n" +
		"[[ a =~ ^[[.a.]]$ ]]; echo 8$?; [[ - =~ ^[[.hyphen.]]$ ]]; echo 9$?; [[ ab =~ [[.ab.]] ]]; echo 10$?; [[ b =~ ^[[.a.]-c]$ ]]; echo 11$?; [[ b == [[.a.]-c] ]]; echo 12$?; [[ ] == [[.].]] ]]; echo 13$?\n" +
		"[[ x == [[.a.] ]]; echo 14$?; [[ '[[.a.]' == [[.a.] ]]; echo 15$?; [[ é =~ ^[[.é.]]$ ]]; echo 16$?; [[ a == [[=b=]a] ]]; echo 17$?; [[ ' ' == [[.space.]] ]]; echo 18$?; [[ A == [[.A.][.B.]] ]]; echo 19$?\n" +
		"case a in [[.a.]]) echo 20;; esac; x=aXb; echo ${x//[[.X.]]/_} ${x#[[.a.]]}; [[ '[[.ab.]]' == [[.ab.]] ]]; echo 21$?; [[ a == [[.ab.]] ]]; echo 22$?; [[ x == [[.ab.]x] ]]; echo 25$?\n" +
		"[[ x == [[=ab=]x] ]]; echo 26$?; [[ '[[=ab=]x]' == [[=ab=]x] ]]; echo 27$?; [[ x == [[.a] ]]; echo 29$?; [[ '[a' == [[.a] ]]; echo 30$?; [[ '[.a' == [[.a] ]]; echo 31$?; [[ b == [[.a.]-[.c.]] ]]; echo 32$?\n" +
		"[[ b == [[=a=]-c] ]]; echo 33$?; [[ : == [[.colon.]] ]]; echo 34$?; [[ x == [^[.ab.]] ]]; echo 35$?; [[ x == [![.x.]] ]]; echo 36$?; [[ $'\\t' == [[.tab.]] ]]; echo 37$?; [[ '\\' == [[.backslash.]] ]]; echo 38$?\n" +
		"[[ é == [[:alpha:]] ]]; echo 40$?; [[ É == [[:upper:]] ]]; echo 41$?; [[ « == [[:punct:]] ]]; echo 42$?; [[ € == [[:punct:]] ]]; echo 43$?; [[ 中 == [[:alnum:]] ]]; echo 44$?; [[ é == [[:print:]] ]]; echo 45$?\n" +
		"[[ é == [[:graph:]] ]]; echo 46$?; [[ é == [^[:alpha:]] ]]; echo 47$?; [[ é == [[:word:]] ]]; echo 48$?; [[ é == [[:ascii:]] ]]; echo 49$?; [[ ² == [[:punct:]] ]]; echo 53$?\n" +
		"shopt -s extglob; [[ é == @([[:alpha:]]) ]]; echo 50$?; [[ b == !([[.b.]]) ]]; echo 51$?; [[ - == +([[.hyphen.]]) ]]; echo 52$?; [[ x == !([[=ab=]x]) ]]; echo 54$?; shopt -u extglob\ndone",
	": > a; : > b; : > -; echo [[.a.]] [[.hyphen.]] [[=b=]] [[.a.]-[.b.]]; echo [[.ab.]]; echo x[[=ab=]]; LC_ALL=C.UTF-8; : > é; echo [[:alpha:]]; LC_ALL=C; echo [[:alpha:]] ??",
}

func TestManualBrackets(t *testing.T) { compareManual(t, manualBracketScripts) }

// 4.2 declare, local, export, readonly, typeset after assignments or a
// redirection (x=1 declare -a q=(1 2), 2>/dev/null declare -a r=(1)): a
// simple command, whose array lists are read as the declaration's; the
// assignments are bound for it only (exported), and persist in POSIX
// mode before export and readonly.
var manualDeclPrefixScripts = []string{
	"x=1 declare -a q=(1 2); declare -p q; 2>/dev/null declare -a r=(1 2); declare -p r; x=5 declare -p x; f() { x=7 local -a l=(a b); declare -p l x; }; f\n" +
		"x=2 export -a e=(1); declare -p e; y=1 z=2 readonly w=(3); declare -p w\ndeclare -f f; x=1 declare -A m=([k]=v) n=3 >/dev/null; declare -p m n",
	"FOO=foo readonly v2=$FOO; echo \"v2=$v2\"; FOO=foo declare -a a=($FOO) b=$FOO; declare -p a b; x=5 declare -p x",
	"set -o posix; x=1 export y=(1); echo \"$x\"; x=2 declare z=(2); echo \"$x\"; declare -p y z",
	"readonly ro=1; ro=2 declare -a t=(1); echo st=$?; declare -p t; f() { echo \"f: $x $*\"; }; alias d=f; x=3 local -a u=(1 2); echo st=$?",
}

func TestManualDeclPrefix(t *testing.T) { compareManual(t, manualDeclPrefixScripts) }

// 4.2 command: its words run as a simple command, so a name starting
// with % is a job spec for fg (bash: "fg: no job control").
var manualCommandJobScripts = []string{
	"command %1; echo $?; command -p %2; echo $?; command -- %+; echo $?",
}

func TestManualCommandJob(t *testing.T) { compareManual(t, manualCommandJobScripts) }

// 6.5 Shell Arithmetic, error paths: bash reads an expression left to
// right, so a bad constant is reported before a '.' after it, with the
// text read so far ("1 + 08: value too great for base"); a missing
// operator inside parentheses is "missing `)'", outside "syntax error in
// expression"; a missing operand names the token where it should be
// ("(1 + )": ") "), or the operator at the end ("1 + ": "+ "). A value
// with a quoted key (x='m["a b"]') is evaluated. 3.5.3: ${!x*y} is a bad
// substitution.
var manualArithErrorScripts = []string{
	"echo $(( 09.5 ))", "echo $(( 0x1g.5 ))", "echo $(( 1 + 08 + 1.5 ))", "echo $(( 1 + 09 + 3 ))", "echo $(( (1 + ) ))", "echo $(( (2 3) ))",
	"echo $(( 1 + (2 * ) ))", "echo $(( ( ) ))", "echo $(( (a b c) ))", "echo $(( (1 ** ) ))", "echo $(( ((1) 2) ))", "echo $(( (1+2) 3 ))",
	"echo $(( 1 + ))", "(( (x y) )); echo $?; let '(1 2)'; echo $?; (( (1 - ) )); echo $?",
	"declare -A m; m[\"a b\"]=5; x='m[\"a b\"]'; echo $((x)); y='m[a b]'; echo $((y)); z='m[\"a b\"] + 1'; echo $((z)); (( x += 1 )); echo ${m[\"a b\"]}",
	"echo ${!x*y}; echo $?", "x=HOME; echo ${!x@Q}; echo $?", "echo ${!x**}; echo $?",
}

func TestManualArithErrors(t *testing.T) { compareManual(t, manualArithErrorScripts) }

// 6.5 Shell Arithmetic, as bash evaluates it: while it parses it. What
// runs before a syntax error has run (n++ + , 1 ? n++ : , a = n++ 3) and
// an unset name under set -u fails first; a character that is no token
// fails before the operators waiting on the operand before it (a = 3 #).
// A negative exponent is an error even in an operand && || ?: skip
// (whose names read as 0 and whose divisions do not fail), and the error
// token is what bash has read after the exponent. ?: missing a branch is
// "expression expected", an assignment to no variable "attempted
// assignment to non-variable". An assignment's arithmetic error discards
// the line that ran eval or source too (a $((...)) only eval's line).
var manualArithParseScripts = []string{
	"n=1; e=\n(( n++ + $e )); echo \"a $? $n\"\n(( n++ 3 )); echo \"b $? $n\"\n(( 1 ? n++ : $e )); echo \"c $? $n\"\n(( 0 ? n++ : $e )); echo \"d $? $n\"\n" +
		"(( a + n = 1 )); echo \"f $? $n\"\na=0 n=1; (( a = n++ + )); echo \"l $? $a $n\"\ni=0; (( (-(6)) ? 0 - i-- : $i / 0 )); echo \"m $? $i\"\n" +
		"(( a = 3 + 4  # c )); echo \"n $? $a\"\n(( 1 ? : 2 )); echo \"o $?\"; (( (++n) ? : 3 )); echo \"o2 $? $n\"; (( y = 1 ? 2 : )); echo \"p $?\"; (( a + n += 1 )); echo \"q $?\"; (( a++ = 1 )); echo \"r $?\"",
	"set -u; echo $((exit 3)); echo \"o $?\"",
	"x=-1; (( 0 && 2 ** x )); echo a$?; (( 0 && 2 ** -x )); echo b$?; (( 0 && 2 ** (1-2) )); echo c$?; (( 0 && 2 ** -1 )); echo d$?; (( 0 && 1/0 )); echo e$?\n" +
		"(( 0 && (2 ** -1) + 4 )); echo f$?;  (( 1 || x++ ** -1 )); echo g$? $x; (( 1 ? 2 : 2 ** -1 )); echo h$?; (( 0 ? 2 ** -1 : 3 )); echo i$?\n" +
		"(( 2 ** -1 + 3 )); echo j$?\n(( 2 ** -1 )); echo k$?\necho $(( 2 ** -x )); echo l$?\n(( 2 ** -1 ? 1 : 2 )); echo s$?\nset -u; (( 0 && y )); echo t$?",
	"readonly ro=1; eval 'ro=2; echo in1'; echo \"after1 $?\"\neval 'x=$((1/0)); echo in2'; echo \"after2 $?\"\neval 'arr[1/0]=x; echo in4'; echo \"after4 $?\"\n" +
		"eval 'arr[1/0]+=x; echo in5'; echo \"after5 $?\"\nf() { eval 'arr[1/0]=x; echo in8'; echo \"in-f $?\"; }; f; echo \"after8 $?\"\n" +
		"( eval 'arr[1/0]=x; echo in9'; echo \"in-sub $?\" ); echo \"after9 $?\"\neval 'eval \"arr[1/0]=x\"; echo inner'; echo \"eval2 $?\"\n" +
		"declare -i iv; eval 'iv=1/0; echo in1'; echo \"after1 $?\"\neval 'arr=([1/0]=x); echo in3'; echo \"after3 $?\"\n" +
		"printf '%s\\n' 'arr[1/0]=x' 'echo in-src' > s2.sh; source ./s2.sh; echo \"src $?\"\necho end",
}

func TestManualArithParse(t *testing.T) { compareManual(t, manualArithParseScripts) }

// 3.2.3 Pipelines, 4.3.1 set -e and -E, 4.1 eval and source: a pipeline's
// element runs in a child. Its compound command's redirections are made
// by the child before it, and their failure ends it with no ERR trap
// (the parent's pipeline still runs one); the text eval or source runs
// there is under set -e even in a condition (bash turns -e off for it
// only when it runs them itself).
var manualPipeChildScripts = []string{
	"set -E; trap 'echo \"ERR $?\"' ERR\necho in | (( 0 )); echo \"a $?\"\necho in | for i in 1; do false; done; echo \"c $?\"\n" +
		"echo in | { echo grp; } < missing.txt; echo \"e $?\"\necho in | (( 0 )) < missing.txt; echo \"f $?\"\n" +
		"echo in | for i in 1; do :; done < missing.txt; echo \"g $?\"\necho in | ( : ) < missing.txt; echo \"h $?\"\necho in | cat < missing.txt; echo \"k $?\"",
	"printf '%s\\n' 'echo src-in' 'false' 'echo src-after' > src.sh\nset -e\nif source ./src.sh; then echo then1; fi\n" +
		"if echo in | source ./src.sh; then echo then2; fi\nsource ./src.sh || echo or3\necho in | source ./src.sh || echo or4\n" +
		"f() { false; echo f-after; }\nif echo in | f; then echo then5; fi\nif echo in | eval 'false; echo ev-after'; then echo then6; fi\n" +
		"if echo in | { false; echo grp-after; }; then echo then7; fi\nif true | source ./src.sh | cat; then echo then8; fi\n" +
		"if ! echo in | eval 'false; echo ev2'; then echo then9; fi",
}

func TestManualPipeChild(t *testing.T) { compareManual(t, manualPipeChildScripts) }

// 3.2.5.2 [[ =~ ]]: a negated bracket of ':' ([^:]) is a bracket, not the
// [:class:] mistake GNU's matchers refuse.
var manualNegatedColonScripts = []string{
	"re='^[^:]*:'; [[ a:b:c =~ $re ]]; echo \"$? ${BASH_REMATCH[0]}\"; [[ a:b =~ [^:]b ]]; echo $?; [[ :: =~ [^:] ]]; echo $?",
}

func TestManualNegatedColon(t *testing.T) { compareManual(t, manualNegatedColonScripts) }
