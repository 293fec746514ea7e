package shell

import "testing"

// 6.11 Bash and POSIX: the items of the manual's POSIX-mode list a
// script can see, against bash with set -o posix (and the options and
// variable that go with the mode).
var manualPosixModeScripts = []string{
	// set -o posix sets POSIXLY_CORRECT=y and turns on expand_aliases,
	// inherit_errexit and shift_verbose; set +o posix unsets it and puts
	// back expand_aliases and shift_verbose (inherit_errexit stays).
	"set -o posix; echo ${POSIXLY_CORRECT-unset}; declare -p POSIXLY_CORRECT; shopt expand_aliases inherit_errexit shift_verbose\n" +
		"set +o posix; echo ${POSIXLY_CORRECT-unset}; shopt expand_aliases inherit_errexit shift_verbose\n" +
		"shopt -s shift_verbose; set -o posix; set +o posix; shopt shift_verbose; shift 3; echo st=$?",
	// Setting POSIXLY_CORRECT turns the mode on; unsetting it, off.
	"POSIXLY_CORRECT=1; shopt -o posix; echo $POSIXLY_CORRECT; unset POSIXLY_CORRECT; shopt -o posix; echo $SHELLOPTS",
	// Aliases are expanded in a non-interactive shell; alias lists
	// without "alias " unless -p.
	"set -o posix\nalias x='echo hi' y='echo \"q\"'\nx\nalias\nalias x\nalias -p\nset +o posix\nx; echo st=$?",
	// trap shows no SIG prefix; a lone argument that is not a number is an
	// action with no signal: a usage error, which ends the shell.
	"set -o posix; trap 'echo x' INT TERM; trap; trap -p INT; trap 0; trap; echo st=$?\ntrap INT; echo not reached",
	// kill -l lists the names on one line; SIG prefixes are refused.
	"set -o posix; kill -l; kill -l 15; kill -l 143; kill -l SIGTERM; echo st=$?; kill -l TERM\nkill -s SIGTERM $$; echo st=$?; kill -SIGUSR1 $$; echo st=$?\n" +
		"trap 'echo usr1' USR1; kill -USR1 $$; kill -s usr1 $$; echo end",
	// set lists no functions, and quotes values in single quotes only.
	"set -o posix; f() { :; }; x=$'a\\tb'; y='p q'; z=plain\nset | while IFS= read -r l; do case $l in x=*|y=*|z=*|f*) echo \"$l\";; esac; done\n" +
		"set +o posix; set | while IFS= read -r l; do case $l in x=*|f*) echo \"$l\";; esac; done",
	// export -p and readonly -p print export and readonly commands.
	"set -o posix; readonly r=1; export e=2; declare -ax arr=(1 2); declare -x QQ; readonly -a ra=(1); declare -rx rx=3\n" +
		"export -p | while IFS= read -r l; do case $l in *\" e=\"*|*arr*|*QQ*|*rx*) echo \"$l\";; esac; done\n" +
		"readonly -p | while IFS= read -r l; do case $l in \"readonly r=\"*|*\" ra=\"*|*rx*) echo \"$l\";; esac; done",
	// With xpg_echo, echo takes no options.
	"set -o posix; shopt -s xpg_echo; echo -n 'a\\tb'; echo -e x; echo -- y\nset +o posix; echo -n 'c\\td'; echo",
	// inherit_errexit: set -e holds in $( ).
	"set -o posix; set -e; x=$(false; echo in); echo \"x=$x\"",
}

func TestManualPosixMode(t *testing.T) { compareManual(t, manualPosixModeScripts) }

// 6.9 Controlling the Prompt: ${x@P} and PS4 decode the prompt escapes
// and then expand parameters, commands and arithmetic (promptvars), the
// escapes' own text protected from it. \u, \h, \H, \$ name the sandbox's
// user and host (differ on purpose: they are not compared here); the
// clock's escapes are compared by their shape.
var manualPromptScripts = []string{
	"x='\\s|\\v|\\V|\\j|\\l|\\!|\\n|\\\\|\\a|\\e[m|\\[x\\]|\\101|\\0101|\\x|\\q|\\7z'\necho \"${x@P}\"\n" +
		"y='\\w \\W'; cd /; echo \"${y@P}\"; cd /tmp; echo \"${y@P}\"; HOME=/tmp; echo \"${y@P}\"; HOME=/; cd /; echo \"${y@P}\"\n" +
		"v=val; z='$v $(echo sub) `echo bq` $((1+2)) \"q\"'; echo \"${z@P}\"\n" +
		"sleep 1 & j='\\j'; echo \"${j@P}\"; wait\n" +
		"t='\\d|\\t|\\T|\\@|\\A'; [[ ${t@P} =~ ^[A-Z][a-z][a-z]\\ [A-Z][a-z][a-z]\\ [0-9][0-9]\\|[0-9:]{8}\\|[0-9:]{8}\\|[0-9][0-9]:[0-9][0-9]\\ [AP]M\\|[0-9][0-9]:[0-9][0-9]$ ]] && echo clock ok\n" +
		"cd /tmp; d='\\w'; PWD='/a$v'; echo \"${d@P}\"; e='$(echo \\w)'; echo \"${e@P}\"",
	"PS4='+\\s[$((1+1))] '; set -x; echo hi; (echo sub); x=$(echo in); set +x\nPS4='\\w> '; cd /; set -x; : a; set +x",
}

func TestManualPrompt(t *testing.T) { compareManual(t, manualPromptScripts) }

// 6.12 Shell Compatibility Mode: BASH_COMPAT is checked (4.2 or 42, 3.1
// to 5.2; empty or unset is the default) and shown by shopt compatNN;
// shopt -s compatNN sets it. The behaviour stays bash 5.2's (gap).
var manualCompatScripts = []string{
	"BASH_COMPAT=5.1; echo $? $BASH_COMPAT; shopt compat44\nBASH_COMPAT=4.4; shopt compat44\nBASH_COMPAT=3.0; echo st=$?; shopt compat44\n" +
		"BASH_COMPAT=abc; echo st=$?\nBASH_COMPAT=52; echo st=$?\nBASH_COMPAT=42; shopt compat42\nBASH_COMPAT=; shopt compat42\nBASH_COMPAT=6.0; echo st=$?\n" +
		"BASH_COMPAT=3.1; shopt compat31; unset BASH_COMPAT; echo ${BASH_COMPAT-unset}; shopt compat31\n" +
		"shopt -s compat32; echo $BASH_COMPAT; shopt compat32 compat31\nshopt -s compat43; shopt compat32 compat43; shopt -u compat43; shopt compat43; echo $BASH_COMPAT\n" +
		"BASH_COMPAT=1.2.3; BASH_COMPAT=310; BASH_COMPAT=' 42'; echo end",
}

func TestManualCompat(t *testing.T) { compareManual(t, manualCompatScripts) }
