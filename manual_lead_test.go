package computerwelt

import "testing"

// 8.7 Programmable Completion Builtins, compgen: the actions in bash's
// order (aliases, reserved words, functions, builtins for -c), -W words
// starting with the word, -X's filter (! keeps, & is the word), -P/-S,
// -G, -f/-d over the directory (hidden files too), -o default, dirnames
// and plusdirs, -C's output lines, and the usage errors.
var manualCompgenScripts = []string{
	"compgen -W 'b a c'; compgen -W 'b a ab' -X '!a*'; compgen -W 'x y' -P '<' -S '>'; compgen -W 'aa ab' -X '&b' a\n" +
		"compgen -W one zz; echo st=$?; compgen -W 'one two three' -X 't*'; compgen -W 'x y' -X '\\&'\n" +
		"compgen -A setopt; compgen -A shopt; compgen -A signal; compgen -k; compgen -A keyword i\n" +
		"alias zz=1 zy=2; f1() { :; }; compgen -c | head -25; compgen -a z; compgen -A function; compgen -Afunction f\n" +
		"enable -n echo; compgen -A disabled; compgen -A enabled ec; compgen -b ca\n" +
		"compgen -C 'echo c1 c2; echo $1 $2' xx; compgen -F nofunc 2>&1; echo st=$?\n" +
		"compgen -x 2>&1; compgen -A bogus 2>&1; compgen -o bad 2>&1; compgen -W 2>&1; echo st=$?",
	"cd \"$(mktemp -d)\"; mkdir -p dir1 dir2; touch afile bfile dir1/x .hid; ln -s dir1 link\n" +
		"compgen -f | sort; echo ---; compgen -d | sort; echo ---; compgen -f a; compgen -f dir1/; compgen -d l; compgen -G '*file'\n" +
		"compgen -o plusdirs -W w1 | sort; echo --; compgen -o dirnames -W '' nomatch; echo st=$?; compgen -o default -W zz d | sort\n" +
		"compgen -f -X '*file' | sort; compgen -f -X '!*file' | sort; compgen -f nothing; echo st=$?",
}

func TestManualCompgen(t *testing.T) { compareManual(t, manualCompgenScripts) }

// bc answers each line as it arrives (GNU bc runs a line's statements
// when it reads its newline), so it can serve a coprocess: reading the
// whole input first left the reader of its answer waiting for ever.
var manualBcCoprocScripts = []string{
	"coproc calc { bc -l; }\necho '2^10' >&\"${calc[1]}\"; read -r a <&\"${calc[0]}\"; echo \"a=$a\"\n" +
		"printf 'define f(x) {\\n return x*2\\n}\\nf(21)\\n\"s\\nt\"\\n' >&\"${calc[1]}\"; read -r a <&\"${calc[0]}\"; read -r b <&\"${calc[0]}\"; echo \"$a $b\"\n" +
		"echo 'scale=2; 10/4' >&\"${calc[1]}\"; read -r a <&\"${calc[0]}\"; echo \"a=$a\"; exec {calc[1]}>&-; wait \"$calc_PID\"; echo st=$?",
}

func TestManualBcCoproc(t *testing.T) { compareManual(t, manualBcCoprocScripts) }

// jq builds $ARGS with positional first and the named values in the
// order of their options, and prints it so.
var manualJqArgsScripts = []string{
	"jq -n -c --arg z 1 --argjson a '{\"y\":2,\"b\":1}' --args '$ARGS, $ARGS.named' p q; jq -n -c --jsonargs '$ARGS' 1 '{\"b\":1,\"a\":2}'",
}

func TestManualJqArgs(t *testing.T) { compareManual(t, manualJqArgsScripts) }

// GNU cat and grep will not read the regular file their output goes to
// (cat only from before its end, grep not with -c, -l, -L, -q or -m 1):
// cat f >> f grew f until a limit ended the script.
var manualInputIsOutputScripts = []string{
	"echo x > f; grep x f > f; echo \"st=$? $(wc -c <f)\"; echo x > f; grep -c x f >> f; echo \"st=$?\"; grep -l x f >> f; echo st=$?\n" +
		"grep -m1 x f >>f; echo st=$?; grep -q x f >>f; echo st=$?; echo x > f;  cat f 1<>f; echo st=$?; echo y > g; cat g f >> f; echo st=$?; cat f\n" +
		"echo x > f; cat - < f >> f; echo st=$?; grep x - < f >> f; echo st=$?; grep -r x . >> f; echo st=$?; cat f > f; echo st=$?\n" +
		"echo z > f; cat f g >> g; echo st=$?; cat g; { read l; cat; } < g >> g; echo st=$?; cat g; cat -n f >> f; echo st=$?",
}

func TestManualInputIsOutput(t *testing.T) { compareManual(t, manualInputIsOutputScripts) }

// GNU factor holds its lines in a buffer of its own, written in chunks of
// whole lines up to 512 bytes once that much is held; its messages do not
// flush it, so with 2>&1 they come before the lines printed earlier.
var manualFactorBufferScripts = []string{
	"export LC_ALL=C.UTF-8; factor 12 x 15 2>&1; seq 1 300 | sed 's/$/ x/' | factor 2>&1 | head -80 | tail -25",
}

func TestManualFactorBuffer(t *testing.T) { compareManual(t, manualFactorBufferScripts) }

// gawk flushes standard output before every warning (its err()), so with
// 2>&1 a warning follows the lines printed before it.
var manualAwkWarnFlushScripts = []string{
	"awk '{print; x = log(-1)}' <<< 'line' 2>&1; awk 'BEGIN { x = 1e300 * 1e300; print x, -x; print log(-1) }' 2>&1; awk 'BEGIN { print \"a\"; print substr(\"x\", 0, 1) }' --lint 2>&1 | head -3",
}

func TestManualAwkWarnFlush(t *testing.T) { compareManual(t, manualAwkWarnFlushScripts) }

// GNU's quote() gives 'x' where the locale's charset is not UTF-8 (LC_ALL,
// LC_CTYPE or LANG naming C or POSIX) and ‘x’ in a UTF-8 locale; every
// command's messages follow the command's environment.
var manualAsciiQuotesScripts = []string{
	"export LC_ALL=C; factor x; numfmt x; date -d foo; env --ignore-signal=FOO true; cut -f0 /dev/null; seq a; echo st=$?\n" +
		"export LC_ALL=C.UTF-8; factor x; LC_ALL=POSIX numfmt y; unset LC_ALL; export LANG=C; factor x; LC_CTYPE=C.UTF-8 factor z; LANG=C.UTF-8 date -d bar",
}

func TestManualAsciiQuotes(t *testing.T) { compareManual(t, manualAsciiQuotesScripts) }

// With PATH empty or unset, type and command -v/-V report an executable
// file of that name in the directory, made absolute (bash's
// describe_command); one that is not executable, or a directory, is not
// found. The directory differs between the two runs, so it is replaced.
var manualEmptyPathTypeScripts = []string{
	"printf 'echo hi\\n' > mycmd; chmod +x mycmd; d=$PWD; mkdir dd\n" +
		"PATH=; type mycmd >o; command -v mycmd >>o; type -t mycmd; type -p mycmd >>o; command -V mycmd >>o\n" +
		"unset PATH; type nothere; echo st=$?; type dd; echo st=$?; mycmd\n" +
		"/bin/chmod -x mycmd; type mycmd; echo st=$?; command -v mycmd; echo st=$?\n" +
		"PATH=:/usr/bin; chmod +x mycmd; type -a mycmd; sed \"s|$d|D|\" o",
}

func TestManualEmptyPathType(t *testing.T) { compareManual(t, manualEmptyPathTypeScripts) }

// What env, xargs, find -exec and timeout start is the program their
// execvp finds on PATH: echo, printf, true and false are programs, so a
// PATH without their directory does not find them.
var manualProgramNotBuiltinScripts = []string{
	"env PATH=/x true; echo st=$?\nenv PATH=/x echo hi; echo st=$?\nenv -i true; echo st=$?\nenv PATH=/usr/bin printf '%q\\n' 'a b'\n" +
		"echo a | PATH=/nowhere /usr/bin/xargs echo; echo st=$?\nPATH=/x /usr/bin/timeout 5 false; echo st=$?\nenv test -d /; echo st=$?",
}

func TestManualProgramNotBuiltin(t *testing.T) {
	compareManual(t, manualProgramNotBuiltinScripts)
}
