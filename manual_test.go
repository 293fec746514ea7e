package computerwelt

import (
	"os/exec"
	"strconv"
	"testing"
)

// Differential cases for the Bash Reference Manual, by section (issue 19;
// the coverage table is MANUAL.md). Each script runs in our shell and as
// a script file in bash; stdout, stderr and status must agree. Scripts
// that print the working directory work in a directory of their own and
// print it relative to where they started (bash runs in a temporary
// directory, ours in /tmp/diff), and HOME differs as well.

// manualParserScripts: 3.2 Shell Commands, as bash's parser reads them.
var manualParserScripts = []string{
	// A builtin's name is no reserved word: a function may take it, with
	// or without blanks in its (), and then shadows the builtin.
	"declare() { echo \"f:$*\"; }; declare x=1 y; declare -p x\nlocal () { echo L; }; f() { local a; }; f\nexport ( ) { echo E; }; export a\n" +
		"readonly(){ echo R; }; readonly x\ntypeset\t()\n{ echo T; }\ntypeset y\nunset -f declare local export readonly typeset; declare -a q=(1 2); declare -p q",
	"x=5; let() { printf '<%s>' \"$@\"; echo; }; let \"a b\" c=$x 'q++' d[1]=2 $x+1; let; let >/dev/null 1; unset -f let; let 'y = x + 1' && echo $y",
	// 3.3: a function definition is one element of a pipeline or list;
	// the | or && after its body is not part of the body.
	"f() { echo in f; } | cat; f; echo st=$?\ng() { echo g; } && g\nh() { echo h; } || echo no; h\nk() { echo k; } >/dev/null | cat; k; echo $?",
	"f() { echo body; } | cat\ndeclare -f f; echo st=$?\nfunction g { echo g; } | cat; type g; echo $?",
	// 3.2.3: a ! before a subshell negates it (bash without extglob).
	"if !(false); then echo neg; fi; !(false) && echo x; while !(true); do :; done; echo z\n! !(true); echo $?; !(exit 3); echo $?\nif ! (false); then echo spaced; fi",
	// 3.5.3: inside double quotes the single quotes of ${x:-'...'} are
	// text, and what is between them is expanded as in double quotes.
	"v=1; echo \"${x:-'a $v \\$v `echo b` $(echo c)'}\" \"${x:-'plain'}\" \"${x-'$v'}\" \"${v:+'<$v>'}\"\nunset v; echo \"${v:-'${u:-d}'}\"",
}

// manualExpansionScripts: 3.5 Shell Expansions (brace, tilde, filename).
var manualExpansionScripts = []string{
	// 3.5.1, 3.5.2: brace expansion before tilde expansion; the tilde
	// prefix is read whole after it (~b is the user b, unknown here).
	"HOME=/h; echo ~{/a,b} ~{,/x} a~{b,c}; echo ~root{,/x}; echo ~{,/y} {~,x} ~{b}",
	"a=x; echo {$a,b} {z..A} {a..e..2} {1..3}{x,y} {a,b}{,} x{,}y {\"a\",b} {a,{b,c}d} {5..1..2} {a..c..-1}",
	// 3.5.8.1 GLOBIGNORE: a pattern list that removes matches, with
	// dotglob turned on while it has a pattern and off when unset; . and
	// .. are never matched then.
	"touch a.c b.h .x .y.c; GLOBIGNORE='*.c'; echo *; shopt dotglob\nGLOBIGNORE=; echo *; shopt dotglob; unset GLOBIGNORE; echo *; shopt dotglob\n" +
		"GLOBIGNORE=.x; echo .*; echo * ; shopt -u dotglob; echo *; echo .*",
	"mkdir -p d/e; touch d/a d/.b; GLOBIGNORE='d/a:*/e'; echo d/*; echo d/.*; GLOBIGNORE=x; echo d/.* d/*/\nGLOBIGNORE='*'; echo *; echo d*\nshopt -s nullglob; echo d* x; shopt -u nullglob; shopt -s failglob; echo d*; echo st=$?",
	"touch ab ac AB; GLOBIGNORE='a?:x'; echo a* [aA]*; shopt -s nocaseglob; echo a*; GLOBIGNORE='A*'; echo a*\nf() { local GLOBIGNORE='*b'; echo *; }; f; echo *; shopt -p dotglob",
	"touch .h; GLOBIGNORE=q; echo *; echo $BASHOPTS | tr : '\\n' | grep dot",
}

// manualBuiltinScripts: 4.x builtins, their errors included.
var manualBuiltinScripts = []string{
	// An empty subscript is "bad array subscript" when it runs (not a
	// syntax error), an assignment statement's ending the line; a
	// declaration's negative subscript counts from the end, and one
	// before the start is refused, the array declared still.
	"m[]=1; echo no\necho st=$?; a=(1); a[]+=2; echo $? ${a[@]}\nx=1 m[]=2 echo hi; echo st=$?\nf() { m[]=1; echo in $?; }; f; echo out $?\nm[ ]=1; declare -p m",
	"a=(1 2 3); declare a[-1]=x; echo $? \"${a[@]}\"; declare a[-9]=y; echo $? \"${a[@]}\"\ndeclare b[-1]=z; echo $?; declare -p b\n" +
		"f() { local c[-2]=1; echo $?; local d[1]=2; declare -p d; }; f\ndeclare a2[]=x; declare -p a2; s=abc; declare s[-1]=q; declare -p s; t=abc; declare t[-2]=q; declare -p t\n" +
		"declare -A h; declare h[]=1; echo $?; declare h[-1]=2; declare -p h; export b[]=2; echo $?; readonly c[]=3; echo $?",
	// 4.1 getopts: the name is checked when it is bound (status 1).
	"getopts a 1x; echo $?; getopts a 'a b'; echo $?; getopts a x -a; echo $? $x; getopts :b: 'a-b' -b; echo $?\nreadonly r; getopts a r -a; echo $?\ngetopts a; echo $?",
	// 4.2 pushd, popd: +N/-N rotate and remove, -n leaves the
	// directory alone, bash's errors and usage lines.
	"HOME=/none; mkdir -p t/a t/b t/c; cd t; B=$PWD; {\npushd -n a; pushd b; pushd c; pushd +1; echo $?; pushd -0; pushd +0; pushd +9; echo $?; pushd -n +1; dirs; pushd -n; echo $?\n" +
		"pushd -- b; popd -n; popd +1; popd -1; popd x; echo $?; popd -- ; echo $?; pushd a b; echo $?; pushd -n c d; echo $?; popd +1 +2; echo $?\n" +
		"popd -n -n; dirs -c; popd -n; echo $?; pushd +0; echo $?; pushd -x1; echo $?; popd 0x; popd -09; pushd ''; echo $?\n" +
		"dirs -c; cd \"$B\"; pushd a; pushd ../b; pushd ../c; popd +1; popd -1; popd; popd; popd; pushd; echo $?\n} 2>&1 | sed \"s#$B#B#g\"",
	// 6.8 dirs +N/-N: one entry (+0 the working directory, -0 the
	// bottom), -v numbered as in the full listing, -l, range errors and
	// usage; -c wins over an index; -- ends the options.
	"mkdir -p t/a t/b; cd t; HOME=$PWD; pushd a >/dev/null; pushd ../b >/dev/null; {\nfor a in +0 +1 +2 -0 -1 -2 +3 -3 +x - x; do dirs $a; echo \"rc=$?\"; done\n" +
		"dirs -v +1; dirs -v -0; dirs -p +2; dirs -l -1 | sed \"s#$HOME#H#\"; dirs +1 -v; dirs -lv; dirs -c +9; echo $?; dirs +1; echo rc=$?; dirs -- -1; dirs -0 -v\n} 2>&1",
	// 4.2 enable: -n turns a builtin off (the name then finds a function
	// or a program; builtin refuses it), a name turns it back on; listings
	// with -n, -a, -s, -p; errors for unknown names, -d, -f, bad options.
	"enable -s | head -3; enable -n echo; enable -n; enable -a | grep -w -e echo -e eval; type -t echo\nenable -n nosuch; echo $?\n" +
		"enable -f x y; echo $?; enable -d y; echo $?; enable -d echo; echo $?; enable -x; echo $?; enable -ps | head -2\n" +
		"builtin echo hi; echo $?; (enable echo; builtin echo sub); builtin echo st $?; enable echo; builtin echo hi2\n" +
		"enable -n printf; echo() { builtin printf '<%s>\\n' \"$@\"; }; echo a; enable printf; echo b; unset -f echo\nenable -n echo; enable -np; enable echo; enable -n; echo end",
	// 4.2 printf %()T reads TZ from the environment only.
	"TZ=UTC-5; printf '%(%H)T\\n' 0; export TZ; printf '%(%H)T\\n' 0; export -n TZ; printf '%(%H)T\\n' 0",
}

// manualMiscScripts: 3.2.3 pipelines, 3.7.5 exit status, 6.4 [[ ]].
var manualMiscScripts = []string{
	// wc sizes its columns by an fstat of standard input as GNU does: a
	// file redirected in counts its size, a closed one is left out.
	"printf 'hello world\\n' > f1; wc - f1 < f1; wc -l - f1 <&-; echo x | wc - f1; wc -c - f1 </dev/null; wc f1 - f1 < f1",
	// 3.7.5: a program killed by SIGPIPE has status 141 wherever its
	// status is read.
	"(cat </dev/zero; echo $? >&2) | true; { yes; echo $? >&2; } | head -1; (seq 1000000; echo \"${PIPESTATUS[*]} $?\" >&2) | head -1",
	// 3.2.5.1: $LINENO in a for (( )) header is the header's line.
	"for ((i=0;i<1;i++)); do echo $LINENO; done\nfor ((i=$LINENO;i<3;i++)); do :; done; echo $i\nfor ((\ni=$LINENO;\ni<5;i++)); do :; done; echo $i",
	// 4.2 wait: statuses of known and unknown jobs.
	"sleep 0 & wait $!; echo $?; wait 99999; echo $?; (exit 3) & wait; echo $?; (exit 4) & p=$!; wait $p; echo $?",
	// 3.7.2: 126 for a directory or a file that cannot run, 127 for a
	// name not found or too long.
	"x$(printf %0300d 0); echo $?; /tmp; echo $?; ./; echo $?; touch nx; ./nx; echo $?; /nonexist; echo $?; nosuch; echo $?",
	// 6.4: the right side of =~ has tilde expansion.
	"[[ ~ =~ ~ ]] && echo y; x=~; [[ $x =~ ~ ]]; echo $?; [[ ~/a =~ ^~/a$ ]]; echo $?; [[ '~' =~ ~ ]]; echo $?",
}

// manualSetScripts: 4.3.1 set, 4.3.2 shopt, 5.2 SHELLOPTS/BASHOPTS.
var manualSetScripts = []string{
	// set -o vi/emacs are tracked, one at a time; SHELLOPTS follows.
	"set -o vi; set -o | grep -E '^(vi|emacs)'; set +o | grep -E 'vi|emacs'; echo $SHELLOPTS; set -o emacs; echo $SHELLOPTS; set +o emacs; set -o | grep -E '^(vi|emacs)'; set -o history; echo $SHELLOPTS",
	// SHELLOPTS and BASHOPTS are readonly.
	"unset SHELLOPTS; echo $?; declare -p SHELLOPTS BASHOPTS; readonly -p | grep OPTS\nBASHOPTS=x\necho $?; declare BASHOPTS=y; echo $?; set -u; echo $SHELLOPTS; shopt -s extglob; echo $BASHOPTS | grep -o extglob",
	"SHELLOPTS=x; echo no\necho next $?",
	// set with no arguments lists arrays as name=(...) and functions.
	"f() { :; }; a=(1 2); declare -A m=([k]=v); declare -a e; x=1; set | grep -E '^(a|m|f|e|x|SHELLOPTS|BASHOPTS)\\b'; set | grep -A3 '^f ()'",
	// set -n reads the commands after it without running them.
	"echo before; set -n; echo hi; set +n; echo ho",
}

// manualLookupScripts: 3.7.2 Command Search and Execution, 4.2 hash, type.
var manualLookupScripts = []string{
	"hash; echo $?; ls >/dev/null; ls >/dev/null; hash; hash -r; hash; hash -p /bin/echo foo; hash; hash -t foo ls; echo $?; type foo; foo hi; hash\n" +
		"hash -d foo; hash -l; hash cat ls tr; hash -l; hash; hash -t cat ls; hash -x; echo $?; hash -p; echo $?; hash -p /tmp x; echo $?; hash echo nosuch; echo $?; hash -d nope; echo $?",
	// A subshell inherits the table; any assignment to PATH empties it.
	"(hash -p /bin/cat zz; zz </dev/null; hash); cat </dev/null; (hash); PATH=$PATH; hash",
	"type -a echo ls cat; type -t echo ls if; type -P echo ls; type -p ls echo; hash ls; type ls; type -a ls; type -P ls; type -t ls; type -p ls",
	// A function's name may have a slash; it is found before the path.
	"a/b() { echo fn; }; a/b; type a/b; type -t a/b; ./x() { echo dot; }; ./x",
}

// manualPosixScripts: 6.11 Bash POSIX Mode.
var manualPosixScripts = []string{
	// Assignments before a special builtin persist; before a function
	// or another builtin they do not.
	"set -o posix; x=1 export y=2; echo $x; x=5 : ; echo $x; f() { :; }; x=7 f; echo $x; x=9 true; echo $x",
	// ...exported, and only those the builtin left: unset x drops x=tmp.
	"set -o posix; x=1 :; declare -p x; f() { y=2 :; declare -p y; local z; z=3 :; declare -p z; }; f; declare -p y; x=5 unset x; declare -p x\nx=42; x=tmp eval 'unset x'; echo x=$x",
	// A special builtin's usage, syntax, file and assignment errors end
	// the shell; others (shift, unset) do not.
	"set -o posix; set -Z; echo after $?", "set -o posix; trap -Z; echo after $?",
	"set -o posix; . /nonexist; echo after $?", "set -o posix; eval 'a b ('; echo after $?",
	"set -o posix; readonly q; export q=2; echo after", "set -o posix; readonly q; readonly q=3; echo after $?",
	"set -o posix; shift 5; echo after $?; readonly q; unset q; echo after $?; export 1x; echo after $?",
	"set -o posix; eval 'exit 2'; echo no", "set -o posix; eval '(exit 2)'; echo yes $?; f() { return 2; }; f; echo yes $?",
	// Special builtins' names are no functions' (nor is a/b).
	"set -o posix; eval() { echo fn; }; echo $?; eval echo x", "set -o posix; function eval { :; }; echo $?",
	"set -o posix; a/b() { :; }; echo $?",
	"eval() { echo fn; }; eval echo x",
}

func TestManualSet(t *testing.T)        { compareManual(t, manualSetScripts) }
func TestManualLookup(t *testing.T)     { compareManual(t, manualLookupScripts) }
func TestManualPosix(t *testing.T)      { compareManual(t, manualPosixScripts) }
func TestManualParser(t *testing.T)     { compareManual(t, manualParserScripts) }
func TestManualExpansions(t *testing.T) { compareManual(t, manualExpansionScripts) }
func TestManualBuiltins(t *testing.T)   { compareManual(t, manualBuiltinScripts) }
func TestManualMisc(t *testing.T)       { compareManual(t, manualMiscScripts) }

// compareManual runs each script as a parallel subtest with diffRunWith,
// stderr compared. Bash races with itself in a few scripts (a writer to
// a pipe whose reader ended), so a disagreement is tried again: ours must
// match one of up to four bash runs.
func compareManual(t *testing.T, scripts []string) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	for i, script := range scripts {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			t.Parallel()
			var m *diffMismatch
			for attempt := 0; attempt < 4; attempt++ {
				if m = diffRunWith(t, script, true); m == nil {
					return
				}
			}
			t.Errorf("script:\n%s\n%v", script, m)
		})
	}
}
