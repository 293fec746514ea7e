package shell

import "testing"

// Differential cases for issue 19 (helper h37e), against bash 5.2: the
// error paths of the builtins of the Bash Reference Manual's chapter 4,
// their messages, statuses and whether the script goes on.

// 4.2 read: -u's descriptor is checked with the option, read -t 0 checks
// no name, the first name is checked before reading; the other names and
// -a's array only as they are assigned, so a bad one there still
// consumes the line, and the first bad or readonly one stops read.
var manualReadNamesScripts = []string{
	"printf 'a b\\nc\\n' | { read '1x'; echo st=$?; read y; echo y=$y; }",
	"printf 'a b\\nc\\n' | { read q '1x' z; echo st=$? q=$q z=$z; read y; echo y=$y; }",
	"printf 'a b\\nc\\n' | { read q z '1x'; echo st=$? q=$q z=$z; read y; echo y=$y; }",
	"printf 'a b\\nc\\n' | { read -a 1x; echo st=$?; read y; echo y=$y; }",
	"printf 'a b\\nc\\n' | { read -u 9 1x; echo st=$?; read -t abc -u 9; echo st=$?; }",
	"printf 'a b\\nc\\n' | { read -a x 1y; echo st=$? ${x[@]}; read y; echo y=$y; }",
	"printf 'a b\\nc\\n' | { read -a 'x[1]'; echo st=$?; read y; echo y=$y; }",
	"printf 'a b\\nc\\n' | { readonly r; read a r; echo st=$? $a; read y; echo y=$y; }",
	"printf 'a b\\nc\\n' | { readonly r; read r a; echo st=$? $a; read y; echo y=$y; }",
	"read -t 0 1x <<< x; echo $?",
	"printf 'a b\\nc\\n' | { read -n 1 1x; echo $?; read y; echo y=$y; }",
	"printf 'a b\\nc\\n' | { read 'a[1]' 'b['; echo $? ${a[1]}; read y; echo y=$y; }",
	"printf 'a b\\nc\\n' | { read a 'b c' d; echo $? $a; read y; echo y=$y; }",
	"printf 'a b\\nc\\n' | { read -a 'x y'; echo $? ; read y; echo y=$y; }",
	"printf 'a b\\nc\\n' | { read -N 2 a '1x'; echo $? $a; read y; echo y=$y; }",
}

func TestManualReadNames(t *testing.T) { compareManual(t, manualReadNamesScripts) }

// 4.1 trap: -l and -p grouped or repeated, -p of a name that is no
// signal, the real-time signals and 32 and 33, which have no name.
var manualTrapSignalScripts = []string{
	"trap -p FOO INT; echo $?; trap 'echo x' INT; trap -p FOO INT; echo $?",
	"trap 'echo x' 64; trap -p 64; echo st=$?",
	"trap 'echo x' RTMIN+1; trap -p; echo st=$?",
	"trap '' RTMAX-3 SIGRTMIN+15 rtmin+2 50; trap -p; trap - 50; trap",
	"trap 'echo x' 32; echo $?; trap 'echo y' 33; echo $?; trap -p; trap -p 32",
	"trap 'echo r' RTMIN; kill -s RTMIN $$; echo st=$?; trap - RTMIN",
	"{ (kill -RTMIN+2 $BASHPID); echo $?; (kill -n 64 $BASHPID); echo $?; } 2>/dev/null",
	"trap -lp INT; echo $?; trap -pl; echo $?",
	"trap -l -p INT >/dev/null; echo $?; trap -pq; echo $?; trap -x; echo $?",
	"trap -- -p INT; trap -p INT; echo $?",
	"set -o posix; trap -p RTMIN 33 INT; trap 'echo r' RTMIN; trap -p RTMIN",
}

func TestManualTrapSignals(t *testing.T) { compareManual(t, manualTrapSignalScripts) }

// 4.2 kill: -l anywhere among the options, -sNAME and -nNUM, only the
// first -SIG a signal, 32 and 33 listed as nothing.
var manualKillOptionScripts = []string{
	"kill -l -1 >/dev/null; echo st=$?",
	"kill -9 -l >/dev/null; echo $?",
	"kill -l 32 33 160 1; echo st=$?",
	"kill -s INT -l 2; echo $?",
	"kill -sINT; echo $?; kill -sFOO 1; echo $?; kill -n9 99999; echo $?",
	"kill -L 64 RTMAX-1 sigrtmin; echo $?; kill -l -- 1 HUP; echo $?",
	"trap 'echo t' USR1; kill -sUSR1 $$; kill -n 10 $$; kill -s usr1 -- $$; echo $?",
}

func TestManualKillOptions(t *testing.T) { compareManual(t, manualKillOptionScripts) }

// Options of builtins that take none, or few: builtin, caller, times,
// help, getopts, shift, jobs; cd's -@, which Linux's bash has not.
var manualNoOptionScripts = []string{
	"builtin -x; echo st=$?; builtin -- echo hi; echo st=$?; builtin - ; echo st=$?",
	"f() { caller -x; echo $?; caller -1; echo $?; }; f",
	"times -x; echo st=$?",
	"help -x; echo st=$?; help -d cd typeset; help -s cd typeset; help -ds cd",
	"getopts -x o; echo st=$?; getopts -- a o -a; echo $? $o; getopts --; echo $?; getopts -ab o -a; echo $?",
	"readonly o; getopts a o -a; echo st=$?; getopts a o -b; echo $?; getopts a o; echo $?",
	"shift -- 1; echo st=$?; set -- a b c; shift -- 1; echo $1; shift ' 1'; echo $#",
	"shift --x; echo st=$?",
	"jobs -Z; echo st=$?; jobs -lZ; echo $?; jobs %1; echo $?; jobs 1; echo $?; jobs %abc; echo $?",
	"jobs -x echo hi; echo $?; jobs -x echo %1; echo $?; jobs -x; echo $?; f() { echo f $#; }; jobs -x f a b",
	"cd -@ /; echo $?; cd -Lx; echo $?; cd -PL /; echo $? $PWD",
	"command -Vv echo; command -vV echo; echo st=$?",
	"history 1 2; echo st=$?\necho next",
	"logout; echo $?; logout 3; echo $?; logout -x; echo $?; enable -n logout; logout; echo $?; enable logout; help -d logout",
	"compgen -b | { while read b; do case $b in logout|times|source) echo $b;; esac; done; }",
}

func TestManualNoOptions(t *testing.T) { compareManual(t, manualNoOptionScripts) }

// printf -v checks its name as it takes the option, before formatting.
var manualPrintfVNameScripts = []string{
	"printf -v '' x; echo st=$?",
	"printf -v 1a %d abc; echo st=$?",
	"printf -v 'a[]' %d abc; echo st=$?; printf -v 'a[1]' %d 3; echo ${a[1]}",
	"printf -v '' -v b x; echo st=$? $b",
}

func TestManualPrintfVName(t *testing.T) { compareManual(t, manualPrintfVNameScripts) }

// hash -d: an argument required, and no complaint while no table was
// ever made; pushd -n without a directory does nothing.
var manualHashDirsScripts = []string{
	"hash -d nonexist; echo st=$?; hash -p /x a; hash -d nonexist; echo st=$?; hash -d a; hash -d a; echo st=$?",
	"hash -d; echo $?; hash -dt; echo $?; hash -dr; echo $?; hash -d -p /x a; echo $?; hash -t a",
	"pushd -n; echo st=$?; pushd -n /tmp >/dev/null; pushd -n; echo $?; dirs -l | { read a b; echo ${b-}; }",
}

func TestManualHashDirs(t *testing.T) { compareManual(t, manualHashDirsScripts) }

// declare's usage named typeset; +a and -n with a list assign it first
// (an indexed array), then fail; shopt -o names set -o's options.
var manualDeclareListAttrScripts = []string{
	"typeset -q; echo $?",
	"declare +a x=(1); echo $?; declare -p x",
	"declare -a z; declare +a z=(2); echo $?; declare -p z",
	"declare -n q=(1); echo $?; declare -p q; declare -n q2=(); echo $?; declare -p q2",
	"f() { local -n q=(1); echo $?; declare -p q; local +a w=(1 2); echo $?; declare -p w; }; f",
	"x=5; declare +a x+=(1); echo $?; declare -p x",
	"shopt -so nosuch; echo $?; shopt -uo nosuch; echo $?; shopt -po nosuch; echo $?; shopt -qo nosuch; echo $?\n" +
		"shopt -so errexit nosuch nounset; echo $?; shopt -po errexit nounset; shopt -uo nosuch errexit; echo $?; shopt -po errexit",
}

func TestManualDeclareListAttr(t *testing.T) { compareManual(t, manualDeclareListAttrScripts) }

// source and times are special builtins too: in POSIX mode the
// assignments before them stay, and type says so.
var manualSpecialSourceScripts = []string{
	"set -o posix; x=1 source /dev/null; echo $x; y=1 times >/dev/null; echo $y; type source times",
	"set -o posix; source() { :; }; echo after",
	"set -o posix; source /nonexist; echo after",
	"enable -s",
}

func TestManualSpecialSource(t *testing.T) { compareManual(t, manualSpecialSourceScripts) }
