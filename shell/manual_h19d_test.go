package shell

import "testing"

// Differential cases for issue 19 found by the h19d unseen corpus
// (testdata/unseen/h19d_introspect.sh: introspection, sourcing and the
// dynamic variables) and the residual differences it was asked to close.

// 3.7.2 Command Search and Execution: a command not found, when a
// function command_not_found_handle is defined, runs it in a separate
// environment (no $BASH_SUBSHELL level, changes do not stay) with the
// command and its arguments; its status is the command's. Not for a name
// with a slash; not once the function is unset.
var manualNotFoundHookScripts = []string{
	"command_not_found_handle() { echo \"missing: $1 ($#) $* $BASH_SUBSHELL ${FUNCNAME[0]}\"; x=changed; return 42; }\n" +
		"x=orig; nosuch_h19d a b; echo \"st=$? x=$x\"\nf() { nosuch_h19d; }; f\n./nosuch_h19d 2>/dev/null; echo st=$?\n" +
		"nosuch_h19d | while read -r l; do echo \"got $l\"; done; echo \"st=${PIPESTATUS[*]}\"\necho \"[$(nosuch2_h19d q)]\"\n" +
		"nosuch_h19d >/dev/null 2>&1; echo st=$?\nunset -f command_not_found_handle\nnosuch_h19d 2>/dev/null; echo st=$?",
	"command_not_found_handle() { echo \"h $1\"; return 127; }\nnosuch_h19d; echo st=$?\ntrap 'echo exit' EXIT\nnosuch_h19d",
}

func TestManualNotFoundHook(t *testing.T) { compareManual(t, manualNotFoundHookScripts) }

// 5.2 RANDOM, SECONDS, SRANDOM, BASHPID: declare -p shows them with the
// integer attribute (and what declare gave them), drawing a number as an
// expansion does.
var manualDynamicDeclareScripts = []string{
	"declare -p RANDOM SECONDS SRANDOM BASHPID | while read -r d a rest; do echo \"$d $a ${rest%%=*}\"; done\n" +
		"RANDOM=42; declare -p RANDOM; echo $RANDOM\nexport SECONDS; declare -p SECONDS | { read -r d a rest; echo \"$a ${rest%%=*}\"; }",
}

func TestManualDynamicDeclare(t *testing.T) { compareManual(t, manualDynamicDeclareScripts) }

// 5.2 _: at startup $_ is the shell's name (without an _ in the
// environment); a function's body sees the value from before the call, a
// pipeline does not set it.
var manualUnderscoreStartScripts = []string{
	"f() { echo \"in: $_\"; }; f arg1 arg2; echo \"out: $_\"\necho x | read -r y; echo \"$_\"",
	"echo \"[$_]\"",
}

func TestManualUnderscoreStart(t *testing.T) { compareManual(t, manualUnderscoreStartScripts) }

// 4.2 local: a local variable keeps the export attribute of the variable
// it shadows, and no other (declare in a function too).
var manualLocalExportScripts = []string{
	"declare -x ex=1; f() { local ex; declare -p ex; local ex=2; declare -p ex; }; f\ng() { local -a ex; declare -p ex; }; g\n" +
		"h() { declare ex=3; declare -p ex; }; h; declare -p ex\ndeclare -ix ii=1; declare -u uu=a; k() { local ii uu; declare -p ii uu; }; k",
}

func TestManualLocalExport(t *testing.T) { compareManual(t, manualLocalExportScripts) }

// 4.1 . (source): arguments become the positional parameters while the
// file runs and go after it; but new ones that the set builtin gave
// outside any function stay (bash's maybe_pop_dollar_vars). shift, or set
// in a function, does not keep them.
var manualSourceArgsScripts = []string{
	"printf 'set -- in side\\n' > s1.sh; printf 'shift\\necho \"in: $*\"\\n' > s2.sh; printf 'f() { set -- ff; }; f\\n' > s3.sh\n" +
		"set -- a b; . ./s1.sh p q; echo \"1: $*\"\nset -- a b; . ./s2.sh p q; echo \"2: $*\"\nset -- a b; . ./s3.sh p q; echo \"3: $*\"\n" +
		"g() { . ./s1.sh p q; echo \"g: $*\"; }; g x y\nset -- a b; eval '. ./s1.sh p q'; echo \"4: $*\"\nset -- a b; . ./s1.sh; echo \"5: $*\"",
}

func TestManualSourceArgs(t *testing.T) { compareManual(t, manualSourceArgsScripts) }

// 5.2 BASH_ARGV, BASH_ARGC: shopt -s extdebug takes the positional
// parameters of that moment as the bottom of the arrays (init_bash_argv);
// a later set -- does not change them.
var manualArgvExtdebugScripts = []string{
	"shopt -s extdebug; set -- a b; echo \"[${BASH_ARGV[*]}] [${BASH_ARGC[*]}]\"",
	"set -- a b; shopt -s extdebug; set -- c; echo \"[${BASH_ARGV[*]}] [${BASH_ARGC[*]}]\"\nf() { echo \"[${BASH_ARGV[*]}] [${BASH_ARGC[*]}]\"; }; f 1 2",
}

func TestManualArgvExtdebug(t *testing.T) { compareManual(t, manualArgvExtdebugScripts) }

// 3.3 Shell Functions, 4.2 type/declare -f: a function whose body has a
// here-document lists its command with the redirections in order (the
// here-document's as <<WORD, a quoted delimiter in single quotes), the
// body and delimiter after the line, then a blank line; a compound
// command (a loop ending in done <<WORD) the same after its last line; a
// $( ) holding one as written.
var manualHeredocListingScripts = []string{
	"f() {\n  cat <<EOT >/dev/null\nhello $x\nEOT\n  for i in 1; do\n    cat <<-X\n\tin loop\n\tX\n  done\n" +
		"  while read -r l; do echo \"$l\"; done <<EOF2\na\nEOF2\n  echo after\n  y=$(cat <<C\nc\nC\n)\n}\ndeclare -f f\ntype f\n" +
		"g() { cat <<E; echo x; }\nbody\nE\ndeclare -f g\nh() { if true; then cat <<E\nin if\nE\nfi; }\ndeclare -f h\n" +
		"k() {\ncat <<\\E\na\nE\ncat <<\"A\"B\nb\nAB\ncat <<-'T'\n\tt\n\tT\n}\ndeclare -f k",
}

func TestManualHeredocListing(t *testing.T) { compareManual(t, manualHeredocListingScripts) }

// 7.1 Job Control Basics: jobs shows an asynchronous command as bash's
// make_command_string prints it: ( list ) with blanks inside, a group
// on one line, compound commands over their lines, redirections after,
// without the & and the !; a ! does not change the job's status.
var manualJobTextScripts = []string{
	"( exit 3 ) &\n{ echo a;echo b; } >/dev/null 2>&1 &\nif true;then :;fi &\nfor i in 1 2;do :;done &\nwhile false;do :;done &\n" +
		"case x in a) :;; b|c) echo;; esac &\necho   \"a  b\"   'c' >/dev/null &\n! true &\n(( 1+2 )) &\n" +
		"cat <<EOT >/dev/null &\nhello\nEOT\n(true\necho x) >/dev/null &\n(: ; exit 2) &\nsleep 0.3; jobs | while IFS= read -r l; do echo \"${l#*]?}\"; done\n" +
		"! false & wait $!; echo st=$?",
}

func TestManualJobText(t *testing.T) { compareManual(t, manualJobTextScripts) }

// 6.10 The Restricted Shell: set -r in a shell reading a script makes
// PATH, SHELL, HISTFILE, ENV and BASH_ENV read-only, declaring those it
// lacks (declare -p and readonly -p show them), in a function too.
var manualSetRestrictedScripts = []string{
	"( set -r; declare -p HISTFILE ENV BASH_ENV; declare -p PATH | { read -r d a n; echo \"$a ${n%%=*}\"; }\n" +
		"readonly -p | while read -r d a n; do case $n in PATH=*) echo \"$a PATH\";; HISTFILE|ENV|BASH_ENV) echo \"$a $n\";; esac; done; unset HISTFILE; echo st=$? )\n" +
		"f() { set -r; declare -p HISTFILE; }; (f)",
}

func TestManualSetRestricted(t *testing.T) { compareManual(t, manualSetRestrictedScripts) }

// 5.2 SHLVL: bash execs the last simple command of a ( ) or $( ) list
// (through && and ||; not one with redirections or !) and an
// asynchronous simple command in place of the subshell, lowering SHLVL
// first: a bash run there counts no extra level.
var manualShlvlInPlaceScripts = []string{
	"a=$SHLVL; echo $(( $(bash -c 'echo $SHLVL') - a ))\n(bash -c 'echo $(( SHLVL - '$a' )) b')\n(true; bash -c 'echo $(( SHLVL - '$a' )) c')\n" +
		"(true && bash -c 'echo $(( SHLVL - '$a' )) d')\n(bash -c 'echo $(( SHLVL - '$a' )) e'; true)\necho $(bash -c 'echo $SHLVL' 2>/dev/null) | { read -r n; echo $((n - a)) f; }\n" +
		"echo $(! bash -c 'echo $SHLVL') | { read -r n; echo $((n - a)) g; }\nbash -c 'echo $(( SHLVL - '$a' )) h' & wait\n" +
		"x=$(SHLVL=7 bash -c 'echo $SHLVL'); echo $x\necho $({ bash -c 'echo $SHLVL'; }) | { read -r n; echo $((n - a)) i; }",
}

func TestManualShlvlInPlace(t *testing.T) { compareManual(t, manualShlvlInPlaceScripts) }

// 3.5.6 Process Substitution: the command goes on without waiting for a
// >(list) to end; wait without operands waits for them, and a $( ) reads
// until they close its output.
var manualProcSubstNoWaitScripts = []string{
	"echo a > >(sleep 0.3; cat); echo b; wait; echo c\nx=$(echo d > >(sleep 0.2; cat); echo e); echo \"$x\"\n" +
		"f() { echo f; }; f > >(sleep 0.2; cat); echo g; wait $!; echo h",
}

func TestManualProcSubstNoWait(t *testing.T) { compareManual(t, manualProcSubstNoWaitScripts) }

// 6.4 Conditional Expressions, -v: for an element of an associative
// array the quotes and backslashes inside the subscript stay for its own
// expansion (m[\$k], m['$k'], "m[\$k]" name the key $k; 'm[$k]', $v,
// m["$k"] the key $k holds); @ and * are keys there, in test too.
var manualVarSetAssocScripts = []string{
	"declare -A m=([x]=1); k=x\nt() { if eval \"[[ -v $1 ]]\"; then echo \"T $1\"; else echo \"F $1\"; fi; }\n" +
		"t '\"m[\\$k]\"'; t '\"m[$k]\"'; t 'm\"[\\$k]\"'; t '\"m\"[\\$k]'; t 'm[\\$k]'; t 'm[$k]'; t \"m['\\$k']\"; t \"'m[\\$k]'\"; t 'm[\"$k\"]'; t 'm[x]'\n" +
		"v='m[$k]'; [[ -v $v ]] && echo v; test -v 'm[$k]' && echo test\n" +
		"declare -A e=([a]=1) f=(['@']=1); [[ -v e[@] ]] || echo no1; test -v 'e[*]' || echo no2; [[ -v f[@] ]] && echo yes3; test -v 'f[*]' || echo no4\n" +
		"a=(1); [[ -v a[@] ]] && echo yes5; b=(); [[ -v b[*] ]] || echo no6",
}

func TestManualVarSetAssoc(t *testing.T) { compareManual(t, manualVarSetAssocScripts) }

// 3.5.4 Command Substitution: bash reads the text of a $( ) again when
// it runs: an alias defined earlier on the same line applies inside, and
// a shopt -u extglob inside changes how its later lines read.
var manualSubstReparseScripts = []string{
	"shopt -s expand_aliases\nalias hi2='echo hello2'; echo \"$(hi2)\"\nalias hi3='echo hello3'; echo \"$(hi3)\" `hi3`\nf() { alias hi4='echo hello4'; echo \"$(hi4)\"; }; f",
	"shopt -s extglob\nx=$(shopt -u extglob\necho @(a|b))\necho \"st=$? [$x]\"\ny=$(shopt -u extglob; echo @(a|b)); echo \"st=$? [$y]\"",
}

func TestManualSubstReparse(t *testing.T) { compareManual(t, manualSubstReparseScripts) }
