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
