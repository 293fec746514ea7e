package shell

import "testing"

// Differential cases for issue 19 (helper h36c), against bash 5.2: the
// messages and statuses of error paths.

// 4.2 declare: an indexed array redeclared associative and the reverse,
// with values, in functions with local.
var manualDeclareKindScripts = []string{
	"declare -a w; declare -A w; echo st=$?; declare -p w",
	"declare -A w; declare -a w; echo st=$?; declare -p w",
	"declare -a w=(1 2); declare -A w=([k]=v); echo st=$?; declare -p w",
	"declare -A w=([k]=v); declare -a w=(1 2); echo st=$?; declare -p w",
	"w=(1); declare -A w; echo st=$?; declare -p w",
	"f() { local -a w; local -A w; echo st=$?; declare -p w; }; f",
	"f() { local -A w; local -a w; echo st=$?; declare -p w; }; f",
	"f() { local -a w=(1); declare -A w=([a]=b); echo st=$?; declare -p w; }; f",
	"declare -a w; f() { local -A w; echo st=$?; declare -p w; }; f; declare -p w",
	"declare -A w; f() { declare -a w; echo st=$?; }; f; declare -p w",
	"declare -A w; declare -a w[1]=x; echo st=$?; declare -p w",
	"declare -a w; declare -A w x=1; echo st=$? $x; declare -p w x",
	"declare -A w; typeset -a w; echo st=$?",
	"readonly -a r=(1); declare -A r; echo st=$?",
	"declare -ai w; declare -A w; echo st=$?",
}

func TestManualDeclareKind(t *testing.T) { compareManual(t, manualDeclareKindScripts) }

// 3.5.3 Shell Parameter Expansion: "bad substitution" and the text bash
// quotes with it.
var manualBadSubstScripts = []string{
	"x=1; echo ${x!}; echo st=$?",
	"x=1; echo ${x:}; echo st=$?",
	"x=(1); echo ${#x[}; echo st=$?",
	"set -- a; echo ${@:-}; echo st=$?",
	"x=1; echo ${x!y}; echo st=$?",
	"x=1; echo ${!x!}; echo st=$?",
	"x=1; echo ${x%%%}; echo st=$?",
	"x=1; echo ${#x!}; echo st=$?",
	"x=1; echo ${#x:1}; echo st=$?",
	"x=1; echo ${##x}; echo st=$?",
	"x=1; echo ${x y}; echo st=$?",
	"x=1; echo \"${x y}\"; echo st=$?",
	"x=1; echo a${x@}b; echo st=$?",
	"x=1; echo ${x@Z}; echo st=$?",
	"x=1; echo ${x@QQ}; echo st=$?",
	"x=1; echo ${x[}; echo st=$?",
	"x=1; echo ${x[1}; echo st=$?",
	"x=1; echo ${1x}; echo st=$?",
	"x=1; echo ${-x}; echo st=$?",
	"x=1; echo ${x:-${y!}}; echo st=$?",
	"x=1; echo ${x:-$((1+))}; echo st=$?",
	"x=1; echo \"${x:-${y:}}\"; echo st=$?",
	"x=1; echo ${!}; echo st=$?",
	"x=1; echo ${!#x}; echo st=$?",
	"x=1; echo ${=x}; echo st=$?",
	"x=1; echo ${x:=}; echo ${x/}; echo st=$?",
	"x=1; echo ${x^^^}; echo st=$?",
	"x=1; echo ${*x}; echo st=$?",
	"x=1; echo ${!x*y}; echo st=$?",
	"x=1; y=${x!}; echo st=$?",
	"x=1; : ${x!} && echo no; echo st=$?",
	"x=1; f() { echo ${x!}; echo in; }; f; echo st=$?",
	// The message quotes the whole word, or the text between the double
	// quotes, or the word of ${x:-word}, that the ${...} is in.
	"x=1; echo a${x!}b; echo st=$?",
	"x=1; echo a${x:}b c; echo st=$?",
	"x=1; echo \"a$x${x!}b\"; echo st=$?",
	"x=1; echo a\"${x!}\"b; echo st=$?",
	"x=1; echo ${x!}\"q\"; echo st=$?",
	"x=1; echo ${x!}'q'; echo st=$?",
	"x=; echo a${x:-b${y!}c}d; echo st=$?",
	"x=; echo \"a${x:-b${y!}c}d\"; echo st=$?",
	"x=1; case a${x!} in *) ;; esac; echo st=$?",
	"x=1; [[ a${x!}b ]]; echo st=$?",
	"x=1; cat <<< a${x!}b; echo st=$?",
	"x=1; echo a${x!}b${x:}; echo st=$?",
	"x=1; for i in a${x!}b; do :; done; echo st=$?",
}

func TestManualBadSubst(t *testing.T) { compareManual(t, manualBadSubstScripts) }

// 6.5 Shell Arithmetic, 6.7 Arrays: subscripts that are not arithmetic.
var manualArithSubscriptScripts = []string{
	"a[[1]]=2; echo st=$?",
	"a=(1 2); echo $((a[1)); echo st=$?",
	"a=(1 2); echo $((a[1]])); echo st=$?",
	"a=(1 2); (( a[1 )); echo st=$?",
	"a=(1 2); echo $((a[1]+a[)); echo st=$?",
	"a=(1 2); echo $(( a[1]] + 1 )); echo st=$?",
	"a=(1 2); let 'a[1'; echo st=$?",
	"a[]=2; echo st=$?",
	"a[1=2; echo st=$?",
	"a=(1 2); echo ${a[[1]]}; echo st=$?",
	"a=(1 2); echo ${a[1+]}; echo st=$?",
	"a=(1 2); x=a[1; echo $((x)); echo st=$?",
	"a=(1 2); x='a[1]]'; echo $((x)); echo st=$?",
	"a=(1 2); echo $((a[1][2])); echo st=$?",
	"echo $((1 +* 2)); echo st=$?",
	"echo $((1 ** )); echo st=$?",
	"echo $((a b)); echo st=$?",
	"echo $((1 = 2)); echo st=$?",
	"echo $((a[1] =)); echo st=$?",
	"echo $(( ( 1 )); echo st=$?",
	"echo $(( 1 ) )); echo st=$?",
	"declare -A m; echo $((m[)); echo st=$?",
	"declare -A m; m[]=1; echo st=$?",
	"i=0; a=(1 2); echo $((a[i++]++, a[)); echo st=$?",
}

func TestManualArithSubscript(t *testing.T) { compareManual(t, manualArithSubscriptScripts) }
