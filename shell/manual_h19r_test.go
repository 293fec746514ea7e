package shell

import "testing"

// Differential cases for issue 19 (helper h19r), against bash 5.2.

// 3.5.3 ${parameter//pattern/string}: after // a leading # or % of the
// pattern is a literal character, not an anchor (bash's MATCH_GLOBREP
// takes precedence over MATCH_BEG and MATCH_END); after a single / it
// anchors, however the # or % came (written, from a variable), unless
// quoted.
var manualPatsubAnchorScripts = []string{
	"s='a%b#c%'; echo \"${s//%/X} ${s//#/Y} ${s/%/Z} ${s/#/W} ${s//%c/Q} ${s//#a/R} ${s//#} ${s//%}\"",
	"a=('#x#' '%y%'); echo \"${a[@]//#/-} ${a[@]//%/+} ${a[@]/#/^} ${a[@]/%/$}\"; set -- '#1#' '%2'; echo \"${@//#/_}\" \"${*//%/=}\"",
	"s='a%b#c%'; p='#'; q='%c'; echo \"${s//$p/P} ${s/$p/P} ${s//$q/Q} ${s/$q/Q}\" \"${s//\"#\"/Q}\" \"${s/\"#\"/Q}\" \"${s/\\#/E}\"",
	"u='a%20b%26c+d'; u=${u//+/ }; printf '%b\\n' \"${u//%/\\\\x}\"; s='%%'; echo \"${s//%%/1} ${s/%%/2} ${s//%*/3}\"",
}

func TestManualPatsubAnchor(t *testing.T) { compareManual(t, manualPatsubAnchorScripts) }

// 3.5.3 ${@/pattern/string}: a substitution on the positional parameters
// expands to new words and leaves $1, $2 … as they were (in a function
// too, and with every form of the operator).
var manualPatsubPositionalScripts = []string{
	"set -- a b; echo \"${@/a/X}\"; echo \"$1\"; echo ${@//b/Y} ${*/#/^}; echo \"$*\"",
	"f() { echo \"${@/b/Y}\" \"${*//p}\" \"${@/%/.}\"; echo \"$@\"; shift; echo \"$1\"; }; f p b c",
	"set -- x y; for i in 1 2; do echo \"${@/x/x$i}\"; done; echo \"$@\" $#; a=(\"${@/y/z}\"); echo \"${a[*]}|$*\"",
}

func TestManualPatsubPositional(t *testing.T) { compareManual(t, manualPatsubPositionalScripts) }

// 3.5.3 ${parameter@operator}: bash looks at the operator only when the
// parameter has a value; of an unset name, an unset element, an empty
// array or no positional parameters an unknown operator (${x@Z},
// ${x@QQ}, ${x@}) expands to nothing, except one that starts with A or a.
// Under set -u the unset name is unbound first. Of a parameter with a
// value the operator is a bad substitution that ends a shell that is not
// interactive, with status 1 (127 for bash -c), as set -u's error does.
var manualUnknownTransformScripts = []string{
	"echo \"${x@Z}|${x@QQ}|${x@}|\"; echo $?\na=(); echo \"${a[@]@Z}|\"; set --; echo \"${@@Z}|${*@Z}|\"; set -- \"${@@Z}\"; echo $#\n" +
		"f() { echo \"${1@Z}|${3@Q}|\"; }; f; a=([1]=2); echo \"${a@Z}|${a[0]@Z}|\"; declare y; echo \"${y@Z}|\"; declare -A m; echo \"${m[@]@Z}|${m[k]@Z}|\"",
	"echo \"${x@aZ}\"\necho next $?",
	"echo \"${x@AZ}\"\necho next $?",
	"x=1\necho \"${x@Z}\"\necho next $?",
	"x=\necho before\necho \"${x@Z}\"\necho next $?",
	"a=(1)\nf() { echo \"${a[@]@Z}\"; echo inf; }\nf\necho next",
	"set -- ''\n( echo \"${1@}\" ); echo \"sub $?\"\necho \"${@@QQ}\"\necho next",
	"set -u\na=(); echo \"${a[@]@Z}|\"; echo $?\necho \"${x2@Z}\"\necho next",
}

func TestManualUnknownTransform(t *testing.T) { compareManual(t, manualUnknownTransformScripts) }
