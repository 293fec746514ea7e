package shell

import "testing"

// Differential cases for issue 19 found by the h19u unseen corpus
// (testdata/unseen/h19u_*.sh): each is a rule of bash 5.2 the corpus
// caught the sandbox breaking.

// 4.2 unset: a word that is no identifier may still name a function
// (functions take any name), so without -v unset quietly unsets that
// function or nothing; unset -v refuses it.
var manualUnsetNameScripts = []string{
	"unset 'a-b'; echo st=$?; unset 1; echo st=$?; unset 'a b'; echo st=$?\na-b() { echo fn; }; unset a-b; a-b; echo st=$?\n" +
		"unset -v 'a-b'; echo st=$?; unset -n 'a-b'; echo st=$?; set -o posix; unset 'x-y'; echo st=$?",
}

func TestManualUnsetName(t *testing.T) { compareManual(t, manualUnsetNameScripts) }

// 4.1 exit, return, break: exit and return with too many arguments say
// so and discard the rest of the command line (which ends a script); a
// break or continue count that is no number ends the shell with the
// last status or 128.
var manualTooManyArgsScripts = []string{
	"exit 1 2; echo st=$?\necho next $?",
	"(exit 3 4); echo st=$?\nf() { return 3 4; echo in; }; f; echo st=$?\necho next $?",
	"return 1 2; echo st=$?\necho next $?",
	"(exit 5); for i in 1; do break x; done; echo st=$?",
	"false; while :; do continue y; done",
	"for i in 1; do break x; done",
}

func TestManualTooManyArgs(t *testing.T) { compareManual(t, manualTooManyArgsScripts) }

// 4.1 trap: a lone operand is a signal to reset when it names one other
// than - (in POSIX mode only a number); otherwise it is the action and
// no signal follows it, a usage error (status 2).
var manualTrapLoneScripts = []string{
	"trap -; echo $?; trap -- -; echo $?; trap x; echo $?; trap 999; echo $?\ntrap 'echo u' USR1; trap USR1; trap -p; echo $?",
	"set -o posix; trap USR1; echo $?; trap 'echo t' USR1; trap 10; echo $?; trap -p USR1",
	"(trap 'echo in' EXIT; trap bogus; echo $?)",
}

func TestManualTrapLone(t *testing.T) { compareManual(t, manualTrapLoneScripts) }

// 4.1 . (source): in POSIX mode a name without a slash is looked for in
// PATH only, not in the current directory; not found, it is an error
// that ends the shell unless run by command.
var manualPosixDotScripts = []string{
	"echo 'echo found' > f.sh\n. ./f.sh; . f.sh; echo st=$?\nset -o posix\ncommand . f.sh; echo st=$?\n. ./f.sh\n(. f.sh; echo never); echo st=$?\n. nosuch.sh\necho never\n",
}

func TestManualPosixDot(t *testing.T) { compareManual(t, manualPosixDotScripts) }

// 3.5.3: ${!-word} is $! with the - operator, not an indirection of $-
// (bash starts one only at a name, a digit, #, ?, @ or *).
var manualBangDefaultScripts = []string{
	"echo \"[${!-none}]\" \"[${!-}]\" \"[${!:-e}]\"\ntrue & wait\nx=${!-none}; [ \"$x\" = \"$!\" ] && echo same",
}

func TestManualBangDefault(t *testing.T) { compareManual(t, manualBangDefaultScripts) }

// 3.5.6 Process Substitution: exec N< <(cmd) copies the pipe to N, which
// stays open after the command (read -u N, mapfile -u N read it).
var manualExecProcSubstScripts = []string{
	"exec 4< <(printf 'p\\nq\\n'); mapfile -t -u 4 a; echo \"${a[@]}\"; exec 4<&-\n" +
		"exec {fd}< <(printf '1\\n2\\n3\\n'); while read -u $fd l; do echo $l; done; exec {fd}<&-\n" +
		"exec 5< <(printf 'x\\ny\\n'); read -r v <&5; echo $v; cat <&5; exec 5<&-",
}

func TestManualExecProcSubst(t *testing.T) { compareManual(t, manualExecProcSubstScripts) }

// 5.2 PIPESTATUS: the statuses of the last pipeline run (a simple
// command is one of one); a compound command leaves those of the last
// pipeline it ran, so if false; then :; fi leaves 1.
var manualPipestatusScripts = []string{
	"{ false; } | true; echo ${PIPESTATUS[*]}; if false; then :; fi; echo ${PIPESTATUS[*]}\nwhile false; do :; done; echo ${PIPESTATUS[@]}\n" +
		"! false; echo ${PIPESTATUS[@]}\nx=$(exit 3); echo ${PIPESTATUS[@]}\ng() { true | false; return 4; }; g; echo ${PIPESTATUS[@]}\n" +
		"false; for i in; do :; done; echo ${PIPESTATUS[@]}\ncase x in y) :;; esac; echo ${PIPESTATUS[@]}\n(exit 2) | (exit 3); { :; }; echo ${PIPESTATUS[@]}\n" +
		"false; { :; } > /nonexist/x; echo ${PIPESTATUS[@]}\nfalse; (( 0 )); echo ${PIPESTATUS[@]}\nfalse; eval 'true | false'; echo ${PIPESTATUS[@]}",
}

func TestManualPipestatus(t *testing.T) { compareManual(t, manualPipestatusScripts) }

// 3.5.2 Tilde Expansion: ~N, ~+N and ~-N are the directory stack's
// entries as dirs +N and dirs -N show them, in full; out of range (or
// ~+-1, ~x0) they stay as written.
var manualTildeStackScripts = []string{
	"cd /tmp\necho ~0 ~1 ~+0 ~-0 ~+1 ~-1 ~x0 ~+-1 ~01\npushd / >/dev/null; pushd /tmp >/dev/null\n" +
		"echo ~0 ~1 ~2 ~3 ~+0 ~+2 ~-0 ~-1 ~-2 ~-3 ~1/sub ~2:x\nx=~1; echo $x; echo \"~1\"; a=(~2); echo ${a[0]}\ndirs -c; echo ~1 ~0",
}

func TestManualTildeStack(t *testing.T) { compareManual(t, manualTildeStackScripts) }

// 4.2 declare -f / type: a compound command's redirections follow its
// closing word (done < file, fi > f), a pipeline of compound commands
// lists each over its lines joined by " | ", "&" goes on on the same
// line (a & b), a simple command's redirections come after its words
// with a blank (> f), a duplication with both descriptors (1>&2, 4>&-).
var manualFuncListingScripts = []string{
	"g() { while read l; do echo \"$l\"; done < /dev/null; }; declare -f g\nh() { for i in a b; do echo $i; done > /dev/null; until false; do break; done 2>&1; }; declare -f h\n" +
		"k() { if true; then echo; fi > /dev/null; { echo a; } > f; case x in x) echo;; esac > /dev/null; ( echo sub ) > /dev/null; }; declare -f k",
	"m() { cat f | while read l; do echo $l; done | sort | { read x; echo $x; }; a | b | c; echo x | (cat); if true; then echo; fi | cat > out; }; declare -f m",
	"t() { echo x > f; cat < f 2> e; x=1 >> a; > g echo y; a && b > c || d; e &> /dev/null & ! f > /dev/null; local v=1 2> /dev/null; g >&2 < /dev/null; }; declare -f t",
	"f() { a & b; c & }; declare -f f; h() { if x; then a & fi; { a & } ; a & b & c; }; type h\n" +
		"r() { { :; } 2>&1; { :; } >&2; { :; } 3<&0; { :; } <&3; { :; } 4>&-; { :; } &>> f; { :; } 2>&$x; { :; } <> f; { :; } >| f; { :; } {v}>&1; }; declare -f r",
}

func TestManualFuncListing(t *testing.T) { compareManual(t, manualFuncListingScripts) }

// 3.5.4 Command Substitution: NUL bytes in the output are dropped with
// one warning per substitution ($(< file) too).
var manualSubstNulScripts = []string{
	"x=$(printf 'a\\0b\\0c'); echo ${#x}\nx=$(printf 'a\\0b' | cat); echo \"$x\"\nx=`printf 'a\\0'`\nprintf 'a\\0b' > nf; x=$(< nf); echo ${#x}\nf() { x=$(printf '\\0'); }\nf\nread y < <(printf 'a\\0b\\n'); echo $y",
}

func TestManualSubstNul(t *testing.T) { compareManual(t, manualSubstNulScripts) }

// 4.1, 4.2 usage corners: wait with a word that is no pid or job says
// so and goes on (status 1 unless a later operand sets it); printf -v
// without a name wants its argument; . and source take no options
// (a usage error, which ends a POSIX shell); export -p and readonly -p
// with names list nothing.
var manualUsageCornersScripts = []string{
	"wait abc; echo st=$?; printf -v; echo st=$?; source -z; echo st=$?; . -x f; echo st=$?; source - ; echo st=$?\n" +
		"export -p X; echo st=$?; export Y=2; export -p Y; echo st=$?; readonly -p nosuchx; echo st=$?; readonly R=1; readonly -p R; echo st=$?",
	"set -o posix; command . -z; echo st=$?; . -z; echo never",
	"set -o posix; . ; echo never",
}

func TestManualUsageCorners(t *testing.T) { compareManual(t, manualUsageCornersScripts) }

// 4.2 declare -f: what bash keeps as written — (( )), $(( )), $[ ],
// `…`, each part of for (( )) from its first non-blank (a missing one
// is 1) — and what it rewrites: $'…' single-quoted, $"…" double-quoted,
// a definition inside a function as "function g () { … }" over lines,
// coproc with its name (COPROC by default), a function's own
// redirections after its closing brace.
var manualFuncListing2Scripts = []string{
	"f() { for (( i = 0 ;  i < 3 ; i++ )); do :; done; ((  a=1 )); x=$(( 1 +2 )) ; echo \"$((3*4))\" `echo \"a\"` \"`echo b`\" $[1+1]; for ((;;)); do break; done; }; declare -f f\n" +
		"f() { if (( x > 1 )); then echo $((x)); fi; while ((i<3)); do ((i++)); done; }; declare -f f",
	"f() { g() { echo inner; }; h() ( echo sub ); }; declare -f f\nf() { echo x; } > /dev/null 2>&1; declare -f f\n" +
		"g() { coproc NAMED { cat; }; coproc cat; coproc { a; }; }; declare -f g",
	"h() { echo $'a\\tb' $\"x\" $'it\\x27s' pre$'\\n'post $'\\'a' $'b\\''; }; declare -f h",
}

func TestManualFuncListing2(t *testing.T) { compareManual(t, manualFuncListing2Scripts) }
