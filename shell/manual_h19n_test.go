package shell

import "testing"

// Differential cases for issue 19 (helper h19n), against bash 5.2.

// 4.2 declare -n: the attributes -l -u -c given with -n change the name
// the reference holds; -i with -n makes no reference (the name evaluated
// as a number names nothing). declare without -n or +n acts on what a
// reference names: its attributes, value and array go to the target
// (made when unset; in a function only through the function's own
// references), an element's array for a reference to an element. A
// reference with no target takes an assigned value as its name, which
// must be one. An array cannot become a reference; unset through a
// reference to an element unsets the element.
var manualNamerefAttrScripts = []string{
	"declare -n -u x=y\ndeclare -p x\ny=abc; x=def; declare -p y Y\ndeclare -l -n r=W; declare -p r\ndeclare -c -n c=v; c=hello; declare -p c V",
	"declare -i -n r=v; echo st=$?\ndeclare -p r\ndeclare -n s=v; declare -i -n s=w; echo st=$?; declare -p s\ndeclare -i -n q; q=ok; declare -p q",
	"declare -n r=v; declare -i r; r=2*3; declare -p v r\ndeclare -n a=arr; declare -a a; declare -p arr\ndeclare -n e=ev; export e=1; declare -p ev",
	"declare -n r=v4; declare r=5; declare r+=6; declare -p r v4\ndeclare -n s=v9; declare s=(1 2); declare -p v9\ndeclare -A m; declare -n q=m; declare q=([k]=x); declare -p m",
	"declare -n r='a[1]'; declare -i r; declare -p a; r=2+3; declare -p a; declare r=7*2; declare -p a\ndeclare -n u='A[k]'; declare -A A; declare -u u; u=x; declare -p A",
	"v=g; f() { local -n r=v; local r=inner; local -u r; r=low; declare -p v; }; f; declare -p v\ndeclare -n g=gv; h() { local -i g=3; declare -p g; }; h; declare -p g",
	"readonly v=1; declare -n r=v\ndeclare r=2; echo st=$?\nexport r=3; echo st=$?\nf() { local -n q=v; local q=3; echo st=$?; }; f",
	"declare -n r\nr='1a'; echo notreached\necho st=$?\nr=\necho st=$?\nr=ok; declare -p r\ndeclare -u -n s; s=low; declare -p s\ndeclare -i -n t; t=3+4; echo notreached\ndeclare -p t",
	"a=(1 2); declare -n a; echo st=$?; declare -p a\ndeclare -A m=([k]=1); declare -n m; echo st=$?\nf() { local x=(1); local -n x; echo st=$?; }; f",
	"a=(zero one two); declare -n r='a[0]'; unset r; declare -p a r\nf() { local -n e='a[2]'; unset e; }; f; declare -p a",
}

func TestManualNamerefAttributes(t *testing.T) { compareManual(t, manualNamerefAttrScripts) }

// 3.4.1 / 3.5.3: an array assignment makes the variable an array before
// its words are expanded: when an expansion fails, a new name is left an
// empty array and a scalar its element 0, while the line is discarded.
var manualListFailScripts = []string{
	"ref='a b'\nbrr=(x \"${!ref}\" y); echo notreached\ndeclare -p brr\ns=str; s=(x \"${!ref}\")\ndeclare -p s\nc=(one); c+=(two \"${!ref}\")\ndeclare -p c\nx=1 y=(x \"${!ref}\")\ndeclare -p x y",
	"d=(old); d=(x $((1/0)))\ndeclare -p d\nn=(1 $((2/0)) 3)\ndeclare -p n\ndeclare -A m=([k]=v); m=([j]=\"${!bad name}\")\ndeclare -p m",
}

func TestManualListAssignFails(t *testing.T) { compareManual(t, manualListFailScripts) }

// 6.4 [[ -v ]]: an indexed array's subscript is expanded (its quotes and
// backslashes kept for that) and evaluated as arithmetic, which expands
// nothing more: a[\$n] is the text $n, an error that discards the line.
var manualTestVSubscriptScripts = []string{
	"a=(x y); n=1\n[[ -v a[n] ]]; echo $?\n[[ -v a[$n] ]]; echo $?\n[[ -v a[\\$n] ]]; echo notreached\necho st=$?\n[[ -v 'a[$n]' ]]; echo $?\n[[ -v a[1+\\$n] ]] || echo notreached\necho st=$?",
	"a=(x y); test -v 'a[\\$n]'; echo notreached\necho st=$?\n[[ -v a[1+] ]] || echo no\necho st=$?\n[[ -v a[-1] ]]; echo $?; [[ -v a[-3] ]]; echo $?\ns=v; [[ -v s[0] ]]; echo $?",
}

func TestManualTestVSubscript(t *testing.T) { compareManual(t, manualTestVSubscriptScripts) }

// 3.5.8.1: bash finds the ) ending an extended glob group skipping
// bracket expressions as it counts them ([[=] opens two): a group it
// cannot end is compared as text. A lone backslash ending a pattern
// matches itself, but not after a star (bash's star looks for the
// character after the backslash).
var manualPatternEndScripts = []string{
	"shopt -s extglob\nfor w in '[' '=' x '@([[=])'; do case $w in @([[=])) echo \"$w y\";; *) echo \"$w n\";; esac; done\n" +
		"for w in ')' a '|'; do [[ $w == @([)|]) ]] && echo \"$w y\" || echo \"$w n\"; done\nv='@(ab'; [[ '@(abc' == $v* ]] && echo lit",
	"v='\\abc\\'; p='\\'\necho \"${v#$p}\" \"${v%$p}\" \"${v%%*$p}\" \"${v#*$p}\" \"${v/$p/-}\" \"${v/%$p/-}\"\n" +
		"[[ 'a\\' == *$p ]]; echo $?; [[ 'a\\' == ?$p ]]; echo $?; [[ '\\' == $p ]]; echo $?\ncase 'a\\' in *$p) echo y;; *) echo n;; esac",
}

func TestManualPatternEnds(t *testing.T) { compareManual(t, manualPatternEndScripts) }

// 3.1.2.4 and error messages: command not found and cd name a name with
// a character the locale cannot print as $'...' (printable_filename); a
// byte past ASCII starts no arithmetic token.
var manualPrintableNameScripts = []string{
	"LC_ALL=C.UTF-8\n$'\\xc3\\xa9x'\n$'a\\tb'\n$'\\xffz'\nLC_ALL=C\n$'\\xc3\\xa9y'\ncd $'\\xc3\\xa9'; cd $'t\\tt'; echo st=$?",
	"echo $(( é ))\necho $(( 1é ))\necho $(( 1 + é2 ))\nx=é; echo $(( x ))\ndeclare -A A=([é]=5); echo $(( A[é] + 1 ))\na=(1 2); echo \"${a[é]}\"\necho $(( (é) ))",
}

func TestManualPrintableNames(t *testing.T) { compareManual(t, manualPrintableNameScripts) }

// 4.1 eval: an array literal its text leaves open is status 1 (bash's
// own reader of the list gives up), other unclosed text 2; a here-
// document ended by the end of eval's text is warned of at the lines the
// script numbers.
var manualEvalUnclosedScripts = []string{
	"false; eval 'a=(1'; echo st=$?\n(exit 3); eval 'a=(1\n'; echo st=$?\neval \"echo 'x\"; echo st=$?\neval 'echo `echo hi'; echo st=$?",
	"eval 'cat <<EOF\nline'\necho st=$?\neval 'echo $LINENO\ncat <<EOF\nx'",
}

func TestManualEvalUnclosed(t *testing.T) { compareManual(t, manualEvalUnclosedScripts) }
