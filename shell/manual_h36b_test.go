package shell

import "testing"

// Differential cases for issue 19 found by the h36b unseen corpus
// (testdata/unseen/h36b_*.sh): each is a rule of bash 5.2 the corpus
// caught the sandbox breaking.

// 4.3.2 shopt localvar_inherit: local NAME (declare NAME in a function)
// starts with the value and attributes of the NAME it shadows, an
// array's elements too, not -n; localvar_unset: unset of a local of a
// calling function leaves it declared and unset until that function
// returns, as unset in the function itself does.
var manualLocalvarScripts = []string{
	"shopt -s localvar_inherit; x=global; f() { local x; echo \"[$x]\"; declare -p x; }; f\n" +
		"a=(1 2); g() { local a; echo \"${a[@]}\"; a+=(3); declare -p a; }; g; declare -p a\n" +
		"declare -i n=5; h() { local n; n=2+3; echo $n; local -; }; h\n" +
		"declare -A m=([k]=v); i() { declare m; declare -p m; }; i\n" +
		"export e=1; j() { local e=2; bash -c 'echo $e'; }; j\n" +
		"r=target; declare -n ref=r; k() { local ref; declare -p ref; }; k\n" +
		"shopt localvar_inherit; shopt -u localvar_inherit; l() { local x; echo \"[${x-unset}]\"; }; l",
	"shopt -s localvar_unset; x=g; f() { local x=l; g; echo \"f:[${x-unset}]\"; x=again; echo \"f:$x\"; }; g() { unset x; }; f; echo \"top:$x\"\n" +
		"shopt -u localvar_unset; f; echo \"top:$x\"\n" +
		"shopt -s localvar_unset; h() { unset y; }; y=top; h; echo \"[${y-unset}]\"\n" +
		"shopt -p localvar_unset localvar_inherit",
}

func TestManualLocalvar(t *testing.T) { compareManual(t, manualLocalvarScripts) }

// 4.3.2 shopt: -s and -u together is an error (status 1) whatever else
// is asked, after the options are read (an invalid one is reported
// first, status 2).
var manualShoptBothScripts = []string{
	"shopt -su extglob; echo st=$?; shopt -u -s; echo st=$?; shopt -s -u -x extglob; echo st=$?; shopt -s -s extglob; echo st=$?\n" +
		"shopt -s -u -p; echo st=$?; shopt extglob",
}

func TestManualShoptBoth(t *testing.T) { compareManual(t, manualShoptBothScripts) }

// 3.5.3 ${a[@]@k}: the keys and values as separate words, neither
// quoted (an associative array's key with a blank, a quote), where @K
// quotes both.
var manualTransformKScripts = []string{
	"declare -A m=([\"a b\"]=\"c d\" [x]=\"it's\" ['$k']=1); printf '<%s>' \"${m[@]@k}\"; echo; printf '<%s>' \"${m[@]@K}\"; echo\n" +
		"printf '<%s>' ${m[@]@k}; echo; printf '<%s>' \"${m[x]@k}\"; echo\n" +
		"a=(\"y z\" \"q'\"); printf '<%s>' \"${a[@]@k}\"; echo; printf '<%s>' \"${a[*]@k}\"; echo",
}

func TestManualTransformK(t *testing.T) { compareManual(t, manualTransformKScripts) }

// 3.7.1 Simple Command Expansion: the assignments before a command name
// are expanded, and their errors reported, before its redirections (as
// its words are): a substitution's stderr, a subscripted name's "not a
// valid identifier", a readonly variable's message go to the stderr of
// before the redirections, the trace of each too.
var manualPrefixRedirScripts = []string{
	"a=$(echo sub >&2) true 2>/dev/null\na[1]=x true 2>/dev/null; echo st=$?\na[1]=x /bin/true 2>/dev/null\n" +
		"f() { echo \"f:$b\"; }; b=$(echo in-f >&2; echo v) f 2>/dev/null\n" +
		"readonly r=1; r=2 true 2>/dev/null; echo st=$?\nc=$(exit 3) true </nonexistent; echo st=$?",
	"set -x; a=1 b=$(echo q) true 2>/dev/null; c=$(echo w >&2) echo out 2>/dev/null",
	"x=1; x=2 eval 'echo $x' 2>/dev/null >&2; set -o posix; y=5 : 2>/dev/null; echo $y",
}

func TestManualPrefixRedir(t *testing.T) { compareManual(t, manualPrefixRedirScripts) }

// 3.7.2 Command Search and Execution: a name without a slash is looked
// for in PATH's directories only: a PATH without /usr/bin and /bin finds
// no program there (127, type and command -v fail), also as a
// temporary binding; an empty or unset PATH searches nothing and runs
// the name as a path in the current directory ("No such file or
// directory", not "command not found", and no command_not_found_handle).
var manualPathSearchScripts = []string{
	"PATH=/nonexistent cat </dev/null; echo st=$?; PATH=/nonexistent command -v cat; echo st=$?\n" +
		"PATH=/nonexistent; cat </dev/null; echo st=$?; type cat; echo st=$?; command -v cat; echo st=$?; hash cat; echo st=$?",
	"PATH=/tmp:/bin; type cat; PATH=/usr/local/bin; cat </dev/null; echo st=$?",
	"PATH=; cat </dev/null; echo st=$?; type cat; echo st=$?\ncommand_not_found_handle() { echo hook; }; nope; echo st=$?\n" +
		"unset PATH; type cat; cat </dev/null; echo st=$?; PATH=/usr/bin; type cat",
}

func TestManualPathSearch(t *testing.T) { compareManual(t, manualPathSearchScripts) }
