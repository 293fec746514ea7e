package computerwelt

import "testing"

// Differential cases for issue 19 by h19b (second round) that need the
// sandbox's commands (testdata/unseen/h19b_glob.sh found them).

// touch: a FILE of - is standard output, whose times GNU touch changes;
// no file named - is made (a glob for it then finds none).
var manualTouchDashScripts = []string{
	"touch -; echo st=$?; touch a - b; echo st=$?; echo *; [ -e - ] || echo none; echo [[.-.]] [-]",
}

func TestManualTouchDash(t *testing.T) { compareManual(t, manualTouchDashScripts) }

// 3.5.8 Filename Expansion: the directory named before the first pattern
// keeps its slashes as written (d//*, .//*); after a pattern the names
// are joined with one (*//e, d//*//f).
var manualGlobSlashesScripts = []string{
	"mkdir -p d/e x/e; touch d/a d/e/f x1 x/e/g\necho d//*; echo d///*; echo d//e//*; echo *//; echo *//e; echo ./*//; echo .//d/*; echo d//nope*\n" +
		"echo *///e; echo *//e//f*; echo d//*//f; echo *//e//; echo ./*//e/f; echo .//*//e/f; echo d//?//f; echo .//*//\nshopt -s globstar; echo d//**; echo **//f; echo d//**//f",
}

func TestManualGlobSlashes(t *testing.T) { compareManual(t, manualGlobSlashesScripts) }
