package shell

import "testing"

// Differential cases for issue 19 found by the h19v unseen corpus
// (testdata/unseen/h19v_*.sh, Bash manual chapters 5 and 6): each is a
// rule of bash 5.2 the corpus caught the sandbox breaking.

// 5.2 BASH_ARGV0, SRANDOM, PS1/PS2: assigning BASH_ARGV0 sets $0; SRANDOM is a 32-bit number at each
// expansion and ignores assignments; a non-interactive shell has no PS1
// or PS2.
var manualShellVarsScripts = []string{
	"[ \"$BASH_ARGV0\" = \"$0\" ] && echo same; BASH_ARGV0=foo; echo \"$0\"\nf() { BASH_ARGV0=g; }; f; echo $0\nunset BASH_ARGV0; BASH_ARGV0=h; echo $0",
	"SRANDOM=5; case $SRANDOM in *[!0-9]*|'') echo bad;; *) echo num;; esac; [ \"$SRANDOM\" -le 4294967295 ] && echo range",
	"echo \"[${PS1-unset}]\" \"[${PS2-unset}]\" \"[$PS4]\"",
}

func TestManualShellVars(t *testing.T) { compareManual(t, manualShellVarsScripts) }

// 4.2 caller: an operand that is no number is an error followed by the
// usage line, status 2.
var manualCallerUsageScripts = []string{
	"f() { caller x; echo st=$?; caller 1 2; echo st=$?; }; f",
}

func TestManualCallerUsage(t *testing.T) { compareManual(t, manualCallerUsageScripts) }

// 6.4 file operators: a path whose last component a slash ends (f/, f/.,
// f/..) names a directory or nothing, and a symlink before that slash is
// followed, even by -h.
var manualTrailingSlashScripts = []string{
	": > f\n" +
		"for x in f/ f/. f/.. f/x / /. ./ . ./f/ f/../f; do test -e $x; printf '%s ' $?; test -h $x; printf '%s ' $?; [[ -d $x ]]; printf '%s ' $?; test -f $x; echo $?; done",
}

func TestManualTrailingSlash(t *testing.T) { compareManual(t, manualTrailingSlashScripts) }

// 6.1 Invoking Bash: -O name and +O name set and unset a shopt option
// before the script runs; an unknown name is an error (status 2) before
// anything runs; -O without a name lists the options as shopt does, +O
// as shopt -p.
var manualBashDashOScripts = []string{
	"bash -O extglob -c 'shopt extglob'; bash -O nullglob +O nullglob -c 'shopt nullglob'\n" +
		"shopt -u checkwinsize; shopt -p checkwinsize; bash +O checkwinsize -c 'shopt checkwinsize'; echo $BASHOPTS\n" +
		"bash -O nosuchopt -c 'echo hi'; echo st=$?\nbash -O -c 'echo hi'; echo st=$?\n" +
		"pick() { while IFS= read -r l; do case $l in *extglob*|*nullglob*|*dotglob*) echo \"$l\";; esac; done; }\n" +
		"bash -O </dev/null | pick; bash +O </dev/null | pick",
}

func TestManualBashDashO(t *testing.T) { compareManual(t, manualBashDashOScripts) }

// 5.2 BASH_ARGV, BASH_ARGC: without extdebug the script's arguments are
// in them only once they are read (or source runs) outside any
// function; read first inside a function they are empty, and a
// subshell's reading does not fill the parent's.
var manualBashArgvLazyScripts = []string{
	"set -- p q; f() { echo \"[${BASH_ARGV[*]}]\" \"[${BASH_ARGC[*]}]\"; }; f a b; (echo \"[${BASH_ARGC[*]}]\"); f\necho \"[${BASH_ARGC[*]}]\"; f",
	"set -- p q; f() { echo \"[${BASH_ARGC[*]}]\"; }; g() { . /dev/null; f a; }; g; f; . /dev/null; f",
}

func TestManualBashArgvLazy(t *testing.T) { compareManual(t, manualBashArgvLazyScripts) }

// 5.2 FUNCNEST: a positive value limits how deep functions nest; a call
// past it is an error (status 1) that discards the rest of the top
// level's command line, or of the eval it runs in; no number, or not
// positive, is no limit.
var manualFuncnestScripts = []string{
	"FUNCNEST=2; f(){ echo in; f; echo back; }; f; echo after $?\ng() { f; echo g-after; }; g; echo end $?\necho next $?\n" +
		"FUNCNEST=x; f2() { (( $1 < 5 )) && f2 $(($1+1)) || echo deep $1; }; f2 0; FUNCNEST=-1; f2 0\n" +
		"FUNCNEST=1; h() { eval h; }; h 2>/dev/null; echo no $?\necho $?",
}

func TestManualFuncnest(t *testing.T) { compareManual(t, manualFuncnestScripts) }

// 5.2 GROUPS: an array of the user's group ids, which assignments do not
// change; unset, it loses that.
var manualGroupsScripts = []string{
	"case ${GROUPS[0]} in *[!0-9]*|'') echo bad;; *) echo num;; esac; [ ${#GROUPS[@]} -ge 1 ] && echo some\n" +
		"old=${GROUPS[0]}; GROUPS=x; echo $?; [ \"${GROUPS[0]}\" = \"$old\" ] && echo kept\nunset GROUPS; echo \"[${GROUPS[*]}]\"; GROUPS=3; echo $GROUPS",
}

func TestManualGroups(t *testing.T) { compareManual(t, manualGroupsScripts) }

// 5.2 BASH_ALIASES, DIRSTACK: BASH_ALIASES holds the aliases by name and
// assigning an element defines one; assigning DIRSTACK[n] (n > 0)
// replaces a directory on the stack, element 0 and those past the end
// change nothing.
var manualSpecialArraysScripts = []string{
	"alias ll='ls -l'; echo \"${BASH_ALIASES[ll]}\"; BASH_ALIASES[zz]='echo zz'; alias zz; BASH_ALIASES[ll]+=' -a'; alias ll\n" +
		"unset BASH_ALIASES; BASH_ALIASES[q]=1; alias q; echo st=$?",
	"cd /tmp; pushd / >/dev/null; DIRSTACK[0]=/usr; echo \"$PWD\"; dirs; DIRSTACK[1]=/x; dirs; DIRSTACK[1]+=y; dirs; DIRSTACK[5]=z; echo $?; dirs",
}

func TestManualSpecialArrays(t *testing.T) { compareManual(t, manualSpecialArraysScripts) }

// 6.5 Shell Arithmetic: a name is letters, digits and _; a # right after
// one is an unknown operator (b#ff with b=16 is no base), status 1.
var manualNameHashScripts = []string{
	"b=16; (echo $((b#ff))); echo st=$?; (echo $(( \"b#1\" ))); echo st=$?; x='_#1'; (echo $((x))); echo st=$?; echo $((16#ff + 64#_a))",
}

func TestManualNameHash(t *testing.T) { compareManual(t, manualNameHashScripts) }
