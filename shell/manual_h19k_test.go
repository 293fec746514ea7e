package shell

import "testing"

// 6.5 Shell Arithmetic, 6.7 Arrays: a subscript of an associative array
// in (( )), $(( )) and for (( )) is the expanded key as it is (a]b, a\b,
// $k, quotes and blanks kept), expanded once: m[\$w] is the key $w. let,
// and a variable's value evaluated as an expression, expand the subscript
// when they evaluate it: let 'm[$w]++' counts the key a]b, and so does
// (( $e++ )) with e='m[$w]'.
var manualArithKeyScripts = []string{
	"declare -A c; w='a]b'; k=K\nshow() { echo \"$1: $(declare -p c)\"; c=(); }\n" +
		"((c[$w]++)); show bare\n(( c[\"$w\"]++ )); show dq\n(( c['$w']++ )); show sq\n(( c[\"\\$w\"]++ )); show dqbs\n(( c[\\$w]++ )); show bs\n" +
		"(( c[$k$w]++ )); show cat\n(( c[${w}x]++ )); show brace\n(( c[$(echo \"$w\")]++ )); show cmd\n(( c[$w] += $k + 2 )); show rest\n" +
		"echo $(( c[\\$w]=1 )) $(( c[\"$w\"]=2 )) $(( c['$w']=3 )); show arith\n" +
		"let 'c[\"$w\"]++'; show letdq\nlet \"c['\\$w']++\"; show letsq\nlet 'c[\\$w]++'; show letbs\nlet 'c[$w]++' \"c[\\$k]++\"; show let\n" +
		"e='c[$w]'; let \"$e++\"; show lete\ne='c[$w]'; (( $e++ )); show e\ne='c[\\$w]'; (( $e++ )); show ebs\n" +
		"x='c[$w]'; c[$w]=5; echo $(( x )) $(( x+0 )); let 'y=x'; echo $y; show var\nx='c[\\$w]'; c['$w']=5; echo $(( x )); show varbs\n" +
		"for (( c[$w]=1; c[$w]<3; c[$w]++ )); do :; done; show for\n" +
		"w='x y'; (( c[$w]++ )); show sp\nw=' x '; (( c[$w]++ )); let 'c[$w]++'; show sp2",
	// A subscript with a $ or ` is a word expanded once; one without
	// is expanded as in double quotes, then again (c[\"w\"] is w).
	"declare -A c; w=W\n(( c[\\\"w\\\"]=1 )); declare -p c; c=()\n(( c[\\'w\\']=1 )); declare -p c; c=()\n(( c[\\\\z]=1 )); declare -p c; c=()\n(( c[\"\\\\z\"]=1 )); declare -p c; c=()\n(( c[\\$w]=1 )); declare -p c; c=()\n(( c['\\$w']=1 )); declare -p c; c=()\n(( c[\\\"$w\\\"]=1 )); declare -p c; c=()\n(( c[\\\"\\$w\\\"]=1 )); declare -p c; c=()\n(( c[\\'\\$w\\']=1 )); declare -p c; c=()\n(( c[x\\ y]=1 )); declare -p c; c=()\n(( c[\\x]=1 )); declare -p c; c=()\n(( c[\\`w\\`]=1 )); declare -p c; c=()\nlet 'c[\\\"w\\\"]=1'; declare -p c; c=()\nlet 'c[\\$w]=1'; declare -p c; c=()\nlet 'c[\"\\$w\"]=1'; declare -p c; c=()\n",
	"declare -A c\nfor w in 'a]b' 'a\\b' 'x y' \"'q'\" '\"d\"' '*' '@' '$k' 'a[b' '`id`' '$(echo hi)' 'a\\]b' ']' '[' 'a\\'; do\n" +
		"  c=(); k=K\n  (( c[$w]++ )); echo \"rc=$? $(declare -p c)\"\n  c=(); echo \"$(( c[$w] = 5 )) $(declare -p c)\"\n" +
		"  c=(); let \"c[\\$w]++\"; echo \"let rc=$? $(declare -p c)\"\n  c=(); let c[\\$w]++; echo \"let2 rc=$? $(declare -p c)\"\n" +
		"  c=(); c[$w]=1; echo \"get ${c[$w]}\"; unset 'c[$w]'; echo \"unset rc=$? $(declare -p c)\"\ndone",
}

func TestManualArithKeys(t *testing.T) { compareManual(t, manualArithKeyScripts) }

// 4.2 declare -p: a key is quoted when a word would expand it: @ and *
// alone, a ^ anywhere, a # or ~ first; a@b, a#, a~ stay bare.
var manualDeclareKeyScripts = []string{
	"declare -A c; for k in @ a@b '*' ab@ - a-b . , : % + = ^ _ ^a a^ a^b @@ 'a*' '#' 'a#' '~' 'a~' =a a= ! a! '{' 'a{b}' %a; do c[$k]=1; done; declare -p c",
}

func TestManualDeclareKeys(t *testing.T) { compareManual(t, manualDeclareKeyScripts) }

// 5.2 Bash Variables: FUNCNAME out of a function is an empty array,
// declared, not set (declare -p shows it, ${!F*} and -v do not), until
// unset. A variable declared without a value is not listed by ${!x*} or
// compgen -v. A command's temporary binding of a dynamic variable
// (BASH_SUBSHELL=5 eval ..., RANDOM=5 f) and a local one are plain
// variables while they are in force, in subshells too.
var manualDynamicVarScripts = []string{
	"declare -p FUNCNAME; f(){ :; }; f; echo \"${FUNCNAME[@]}\" ${#FUNCNAME[@]}; declare -p FUNCNAME\necho \"[${FUNCNAME}]\"; [[ -v FUNCNAME ]]; echo $?; echo \"${FUNCNAME[@]+set}\"; compgen -v FUNC; echo ${!FUNC*}\n(set -u; echo \"${FUNCNAME[@]}\" ok; echo $FUNCNAME)\necho \"declare -p FUNCNAME\" > s.sh; . ./s.sh\nunset FUNCNAME; declare -p FUNCNAME; f; declare -p FUNCNAME\n",
	"xa=(); declare -a xb; declare -A xc; declare -A xd=(); declare xe; declare -i xf; xg=(1); unset \"xg[0]\"\necho \"${!x*}\"; compgen -v x; set | while read -r l; do [[ $l == x* ]] && echo \"$l\"; done; declare -p xa xb xc xd xe xf xg\nf() { local -a xl; local xm; echo \"${!x*}\"; }; f\n",
	"BASH_SUBSHELL=5 eval 'echo $BASH_SUBSHELL'; echo $BASH_SUBSHELL\nBASH_SUBSHELL=5 declare -p BASH_SUBSHELL\nf() { echo \"f $BASH_SUBSHELL\"; }; BASH_SUBSHELL=3 f; echo $BASH_SUBSHELL\nRANDOM=5 eval 'echo $RANDOM'; RANDOM=5; echo $RANDOM\nSECONDS=100 eval 'echo $SECONDS'; echo $SECONDS\nBASH_SUBSHELL=4 eval '(echo $BASH_SUBSHELL)'\n",
	"f() { local BASH_SUBSHELL=3; echo \"f $BASH_SUBSHELL\"; (echo \"sub $BASH_SUBSHELL\"); }; f; echo $BASH_SUBSHELL\ng() { local RANDOM=3; echo \"g $RANDOM\"; }; g\nh() { local SECONDS=300; echo \"h $SECONDS\"; }; h\nk() { echo \"k $BASH_SUBSHELL\"; local BASH_SUBSHELL; echo \"k2 $BASH_SUBSHELL\"; }; BASH_SUBSHELL=6 k\n",
}

func TestManualDynamicVars(t *testing.T) { compareManual(t, manualDynamicVarScripts) }

// 3.5.3 ${!n} under set -u names the unbound indirection !n. 3.4 A
// nameref to itself: refused at the top level ("self references not
// allowed"); in a function a warning, and the circle resolves at the
// global scope (local -n ref=ref reads and assigns the global ref), each
// use warning, unset twice; ${!b} of a circular nameref is an invalid
// indirect expansion, without a warning.
var manualNamerefCircleScripts = []string{
	"for s in 'n=zz; echo ${!n}' 'a=(1); n=\"a[3]\"; echo ${!n}' 'n=1; echo ${!n}' 'n=zz; echo ${!n:0:1}' 'n=zz; echo ${!n#x}' 'n=zz; echo \"${!n^^}\"' 'declare -n r=zz; echo ${!r}; echo $r'; do (set -u; eval \"$s\"); echo \"st=$?\"; done",
	"f() { local -n ref=ref; echo \"st=$?\" >&2; echo \"A\" >&2; echo \"[$ref]\" >&2; echo \"B\" >&2; ref=3; echo \"st=$? C\" >&2; echo \"[$ref]\" >&2; echo D >&2; declare -p ref >&2; unset ref; echo \"st=$? E\" >&2; declare -p ref >&2; }; f\ng() { declare -n q=q; echo \"st=$?\" >&2; }; g\nref=glob; h() { local -n ref=ref; echo \"[$ref]\" >&2; }; h\nk() { local ref=x; local -n ref=ref; echo \"st=$? [$ref]\" >&2; }; k\ndeclare -n b=c c=b; echo \"[$b]\"; echo \"[${!b}]\"; declare -p b c\n",
	"declare -n b=c c=b; unset b; echo st=$?; declare -p b c\nref=G; f() { local -n ref=ref; unset ref; declare -p ref; }; f; declare -p ref\n",
}

func TestManualNamerefCircle(t *testing.T) { compareManual(t, manualNamerefCircleScripts) }

// 7.1 Job Control Basics, as a shell that is not interactive reports a
// foreground child or ( ) ended by a signal (bash's notify_of_job_status,
// built with DONT_REPORT_SIGTERM and DONT_REPORT_SIGPIPE): "NAME: line N:
// PID Killed                  cmd" (redirections shown as 2> /dev/null),
// after the command's redirections are undone; the description alone
// ("Terminated") for SIGTERM or a trapped signal; nothing for SIGINT,
// SIGPIPE, in $( ) or in a pipeline. The PIDs are the sandbox's.
var manualKilledScripts = []string{
	"show() { while IFS= read -r l; do [[ $l =~ ^(.*line\\ [0-9]+:)\\ +[0-9]+\\ (.*)$ ]] && l=\"${BASH_REMATCH[1]} PID ${BASH_REMATCH[2]}\"; echo \"$l\"; done < err.txt; }\n{ bash -c 'kill -TERM $$'; echo st=$?; } 2>err.txt; show\n{ bash -c 'kill -KILL $$'; echo st=$?; } 2>err.txt; show\n{ bash -c 'kill -HUP $$' 2>/dev/null; echo st=$?; } 2>err.txt; show\n{ bash -c 'kill -INT $$'; echo st=$?; bash -c 'kill -PIPE $$'; echo st=$?; } 2>err.txt; show\n{ trap 'echo t' USR1; bash -c 'kill -USR1 $$'; echo st=$?; trap - USR1; bash -c 'kill -USR1 $$'; echo st=$?; } 2>err.txt; show\n{ f() { bash -c 'kill -ABRT $$'; }; f; echo st=$?; x=$(bash -c 'kill -KILL $$'); echo st=$?; } 2>err.txt; show\n{ (kill -TERM $BASHPID); echo st=$?; (kill -KILL $BASHPID); echo st=$?; (echo a; kill -HUP $BASHPID) 2>/dev/null; echo st=$?; } 2>err.txt; show\n{ bash -c 'kill -SEGV $$' | { cat; }; echo st=$?; } 2>err.txt; show\n",
}

func TestManualKilled(t *testing.T) { compareManual(t, manualKilledScripts) }

// 4.2 declare, local: an operand name[subscript]=value from a quoted or
// expanded word assigns the element (the subscript read from the text:
// an associative key expanded, an indexed one evaluated), creating an
// indexed array; a subscript that ends before the = (c[a]b]=y) is not a
// valid identifier.
var manualDeclareElemScripts = []string{
	"declare -A c; declare 'c[k]=z'; declare -p c\na=(); declare 'a[2]=x'; declare -p a\ndeclare -a b; declare \"b[1]=y\" \"b[3]+=q\"; declare -p b\nf() { local -A m; local 'm[x]=1'; declare -p m; }; f\nv='d[5]=w'; declare -a d; declare \"$v\"; declare -p d\ndeclare 'e[1]=1'; declare -p e\nw='a]b'; declare 'c[$w]=x' \"c[$w]=y\" 'c[ k ]+=1'; echo st=$?; declare -p c\ng() { local 'a[1+1]=3'; declare -p a; }; g\n",
}

func TestManualDeclareElem(t *testing.T) { compareManual(t, manualDeclareElemScripts) }

// 6.7 Arrays with the builtins that assign them: read -a and mapfile into
// an associative array fail ("not an indexed array") and leave it;
// printf -v of an empty subscript is not a valid identifier; unset -n
// leaves a variable that is no nameref; namerefs to elements, local
// arrays, declare -p of attribute combinations, mapfile -t -O -s -n -C
// -c -d, sparse and associative ${!a[@]}.
var manualArrayBuiltinScripts = []string{
	"declare -A m=([b]=2 [a]=1 ['x y']=3); a=([5]=x [1]=y [9]=z)\necho \"${!a[@]}\" \"${!m[@]}\" \"${#a[@]}\" \"${a[@]: -1}\" \"${!a[*]}\"\nprintf -v 'a[3]' %s q; printf -v \"m[new key]\" %d 42; declare -p a m\nread -a r <<< 'one two  three'; declare -p r\nIFS=: read -ra r2 <<< 'a::b:'; declare -p r2\nmapfile -t -O 2 -s 1 -n 2 L < <(printf '%s\\n' l1 l2 l3 l4); declare -p L\ncb() { echo \"cb $1 [$2]\"; }; mapfile -t -C cb -c 2 M < <(printf '%s\\n' a b c d e); declare -p M\ndeclare -n nr='a[1]'; echo \"$nr\"; nr=Y; declare -p a; unset -n nr; declare -p nr 2>&1\nf() { local -a la=(1 2); local -A lm=([k]=v); local -r lr=1; local -i li=3+4; declare -p la lm lr li; }; f\ndeclare -ai ai=(1+1 2*3); declare -Ar ar=([k]=v); declare -rx rx=1; declare -ilx il=5; declare -ul ul=AbC; declare -p ai ar rx il ul\ndeclare -n nn=ai; declare -p nn; declare -t t=1; declare -p t\nx=(a b); unset 'x[5]'; unset 'x[-1]'; declare -p x\ne=(); echo \"${#e[@]}\" \"${!e[@]}\" \"[${e[*]}]\"\n",
	"declare -A m; read -a m <<< 'x y'; echo st=$?; declare -p m\nmapfile m < /dev/null; echo st=$?\nread -a m < /dev/null; echo st=$?; read -t 0 -a m; echo st=$?\nreadonly ro=(1); mapfile ro < /dev/null; echo st=$?; read -a ro <<< z; echo st=$?\nprintf -v '1x' %s a; echo st=$?; printf -v 'a[' %s a; echo st=$?; printf -v 'a[]' %s a; echo st=$?\ndeclare -n r1='m[k]'; r1=v; declare -p m; echo \"${r1}\" \"${!r1}\"\ndeclare -n r2='arr[2]'; r2=z; declare -p arr; r2+=w; declare -p arr\nf() { local -n out=$1; out=(p q); }; f res; declare -p res\ng() { local -n o=$1; o[k]=v; }; declare -A h; g h; declare -p h\nunset -n nosuch; echo st=$?; x=1; unset -n x; echo st=$? ${x-unset}\ndeclare -n r3=r4; r3=5; declare -p r3 r4\ndeclare -a sp=([3]=c [1]=a); sp+=(d); declare -p sp; echo ${!sp[@]}\nmapfile -d , -t D <<< 'a,b,c'; declare -p D\nmapfile -O 5 sp < <(echo new); declare -p sp\n",
	"readonly q=1; unset -n q; echo st=$?\nx=1; unset -n x; echo ${x-unset}; f() { local y=2; unset -n y; echo ${y-unset}; }; f; declare -n r=x; unset -n r; declare -p r x; declare -a a=(1); unset -n a; declare -p a; unset -n nosuch; echo $?\n",
}

func TestManualArrayBuiltins(t *testing.T) { compareManual(t, manualArrayBuiltinScripts) }

// 4.3.2 shopt assoc_expand_once: unset, printf -v, read and let take an
// associative array's key as it is, expanded once already (unset
// 'c[$w]' removes the key $w); declare, ${!r}, a nameref, (( )) and
// [[ -v ]] read it as without the option.
var manualAssocExpandOnceScripts = []string{
	"declare -A c\nw='a]b'; k=K\nfor o in -u -s; do shopt $o assoc_expand_once\nc=(['a]b']=1 ['$w']=2)\n[[ -v c[\\$w] ]]; echo \"[[-v]] $?\"\n[[ -v 'c[$w]' ]]; echo \"[[-v]]q $?\"\ntest -v 'c[$w]'; echo \"test -v $?\"\nc=(['a]b']=1 ['$w']=2); unset 'c[$w]'; echo \"unset $(declare -p c)\"\nc=(); printf -v 'c[$w]' x; echo \"printf -v $(declare -p c)\"\nc=(); read 'c[$w]' <<< y; echo \"read $(declare -p c)\"\nc=(); declare 'c[$w]=z'; echo \"declare $(declare -p c)\"\nc=(); c[\\$w]=z; echo \"assign $(declare -p c)\"\nc=(['a]b']=1 ['$w']=2); r='c[$w]'; echo \"indirect ${!r}\"\nc=(['a]b']=1 ['$w']=2); declare -n n='c[$w]'; echo \"nameref $n\"; n=9; echo \"$(declare -p c)\"; unset -n n\nc=(['a]b']=1 ['$w']=2); echo \"get ${c[\\$w]} ${c['$w']} ${c[$w]}\"\nc=(); let 'c[$w]=1'; echo \"let $(declare -p c)\"\nc=(); (( c[\\$w]=1 )); echo \"(( $(declare -p c)\"\nc=(); (( c[$w]=1 )); echo \"((2 $(declare -p c)\"\nc=(); : ${c[$w]:=d}; echo \":= $(declare -p c)\"\nc=(); c+=([$w]=e); echo \"+= $(declare -p c)\"\ndone 2>&1\nshopt -s assoc_expand_once; shopt -p assoc_expand_once; echo \"$BASHOPTS\"; shopt -u assoc_expand_once; shopt assoc_expand_once\n",
}

func TestManualAssocExpandOnce(t *testing.T) { compareManual(t, manualAssocExpandOnceScripts) }
