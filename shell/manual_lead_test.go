package shell

import "testing"

// 4.2 Bash Builtins, let: its arguments are ordinary words, all expanded
// before any is evaluated (let a=5 b=$a gives b the old a; y='1+2'; let
// x=$y*2 is 5), and set -x traces let as the simple command it is.
var manualLetWordsScripts = []string{
	"a=1; let a=5 b=$a; echo $b\nlet \"x = 1 + 2\" y=x*2; echo $x $y\nz='2+3'; let w=$z*2; echo $w\nlet 'c[1]=4' \"d=(1,2)\"; echo ${c[1]} $d\n" +
		"let i++ i++; echo $i\nlet; echo $?\nlet 0; echo $?\nlet x=08; echo $?\nlet 1/0; echo $?\ny='1+2'; let x=$y*2; echo $x\nlet x=( 1 ) yy=( x + 2 ); echo $x $yy\n" +
		"a=3; let \"q=a*2\" r=$((a+1)) s=${a}0; echo $q $r $s\n" +
		"set -x\nlet \"p=3\" r=p+1 'sp ace=1'\nlet t=$(echo 4)+1 2>/dev/null\nlet x=( 2 ) w=$a+1 'u = 3'\necho $p $r $t",
}

func TestManualLetWords(t *testing.T) { compareManual(t, manualLetWordsScripts) }

// 2.2 set -x: a declaration's trace, like any simple command's, goes
// where stderr was before its redirections; what export and readonly
// trace again while they run goes where they write.
var manualDeclTraceScripts = []string{
	"set -x\ndeclare -a b=(1) 2>/dev/null\nf() { local v=2 2>/dev/null; local w=$(echo 3) 2>/dev/null; echo in; }\nf 2>/dev/null\n" +
		"export E=$(echo 4) 2>/dev/null\nexport F=5 2>&1\nreadonly R 2>/dev/null\ndeclare -p b 2>/dev/null >/dev/null\ntypeset z=5 2>&1 >/dev/null\n" +
		"g() { declare q=1 2>/dev/null; }; g\ndeclare -n bad=1 2>/dev/null\necho done",
}

func TestManualDeclTrace(t *testing.T) { compareManual(t, manualDeclTraceScripts) }
