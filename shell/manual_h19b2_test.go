package shell

import "testing"

// Differential cases for issue 19 by h19b (second round): brace
// expansion on the text of a word, and pathname expansion
// (testdata/unseen/h19b_glob.sh).

// 3.5.1 Brace Expansion: bash expands braces on the text of the word,
// before any other expansion, so what an alternative puts next to a $
// or a $name is read with it: pre{$a,x}post names $apost, $a{b,c} $ab
// and $ac, {$,x}a is $a, {$,x}{a} ${a}, {$,x}1 $1; a quoted word or a
// ${..} or $(..) is one piece of text, not split on its commas, and a
// sequence is numbers or letters as written ({$a..3} is no sequence).
var manualBraceTextScripts = []string{
	"a=1 apost=AP ab=AB ac=AC\necho pre{$a,x}post\necho $a{b,c} ${a}{b,c} \"$a\"{b,c}\necho {$a$ab,c}d\n_a=U; echo $_{a,b}\nset -- P Q; echo $1{0,1} $@{a,b}",
	"a=A b=B ab=AB\necho {$,x}a {$,x}{a} {$,x}{a,b}{c,d}\necho {a,$}{b,c}\nset -- P Q; echo {$,x}1 {$,x}#\necho {$,x}'b' {$,x}\"b\" {a,b}$ {\\$,x}a",
	"a=1\necho {$a..3} x{$a}y {\"$a\",b} {'x,y',z} {$'a,b',c} {$(echo a,b),c} {${a:-x,y},c} {`echo a,b`,c}\nfor v in {$a,x}b; do echo \"[$v]\"; done\nab=AB; arr=({$,x}ab); declare -p arr",
}

func TestManualBraceText(t *testing.T) { compareManual(t, manualBraceTextScripts) }

// 3.5.8 Filename Expansion, 4.3.2 shopt: GLOBIGNORE's hook runs at each
// assignment and unset, and after a command it was bound for: a value
// with a pattern turns dotglob on, unsetting turns it off, even when
// dotglob was on before or the value is the same; failglob is tested
// before nullglob; a backslash escapes a colon of GLOBIGNORE.
var manualGlobOptsScripts = []string{
	": > .h; : > a\nshopt -s dotglob; GLOBIGNORE=x; unset GLOBIGNORE; echo *; shopt dotglob\nshopt -s dotglob; GLOBIGNORE=; echo *\n" +
		"GLOBIGNORE=q; shopt dotglob; GLOBIGNORE=q; unset GLOBIGNORE; shopt dotglob",
	": > .h; : > a\nshopt -s dotglob; GLOBIGNORE=z :; echo *; shopt dotglob\nf() { echo in *; }; GLOBIGNORE=a f; echo *\n" +
		"shopt -s dotglob; GLOBIGNORE=z declare -p GLOBIGNORE; echo *",
	"shopt -s failglob nullglob; echo q*; echo st=$?\necho next",
	"shopt -s failglob nullglob; for f in q*; do echo $f; done; echo st=$?\necho next",
	// A backslash escapes a colon of GLOBIGNORE (split_ignorespec).
	": > 'a:b'; : > c; : > 'd\\'; : > e; : > 'f:'\nGLOBIGNORE='a\\:b'; echo *; GLOBIGNORE='d\\\\:e'; echo *; GLOBIGNORE='::c:'; echo *; GLOBIGNORE='f\\:'; echo *; GLOBIGNORE='*\\:*'; echo *",
}

func TestManualGlobOpts(t *testing.T) { compareManual(t, manualGlobOptsScripts) }

// 3.5.8.1 Pattern Matching: a character class tests the character as it
// is under nocaseglob and nocasematch (the other items of the bracket
// match either case), in [[ ]], case, ${x//} and filenames, with and
// without extglob; a [ inside a bracket that starts no [: [. [= is an
// ordinary character ([[] matches [).
var manualGlobNocaseClassScripts = []string{
	"shopt -s nocasematch\nfor c in a A b B z Z 1 _; do r=; for p in '[[:lower:]]' '[[:upper:]]' '[![:upper:]]' '[a[:upper:]]' '[!b[:digit:]]' '[x-z[:digit:]]' '[^[:lower:]_]'; do [[ $c == $p ]] && r+=1 || r+=0; done; echo \"$c $r\"; done\n" +
		"case B in [[:lower:]]) echo low;; [[:upper:]]) echo up;; esac",
	": > A; : > b; : > C\nshopt -s nocaseglob; echo [a-c]; echo [[:lower:]]; echo [!a]; echo [[:upper:]x]\nshopt -s extglob\necho !([[:upper:]]) @([[:lower:]])",
	": > 'a[1]'; : > a1; : > '['; : > 'b['\necho a[[]1]; echo [[]; echo b[[]; echo [[a]\n[[ '[' == [[] ]] && echo c1; case 'a[1]' in a[[]1]) echo c2;; esac; [[ '[' == [[:alpha:][] ]] && echo c3",
}

func TestManualGlobNocaseClass(t *testing.T) { compareManual(t, manualGlobNocaseClassScripts) }

// 3.5.8.1 Pattern Matching, extglob and the leading dot: pathname
// expansion tries a name starting with a dot on a pattern that starts
// with a dot, escaped or quoted too, or with an extended group one of
// whose alternatives does (@(.a|b), a *( or ?( group followed by one
// that does); it then matches as fnmatch's FNM_PERIOD says: the dot only
// by a dot, and a !( ) there matches none.
var manualGlobExtDotScripts = []string{
	": > .a; : > .b; : > .ab; : > c; : > ab\nshopt -s extglob\necho *(.)a; echo @(.a|b); echo !(.a); echo !(a); echo @(*|.a); echo *(x).a; echo +(.)a\n" +
		"echo ?(.)[ab]; echo @(@(.a)); echo \\.*; echo \".a\"*; echo @(.a|b)*; echo !(.a|c); echo @(.)*; echo .@(a|b); echo @(\\.a|c)\nshopt -u globskipdots; echo @(.*); echo .@(|.)",
}

func TestManualGlobExtDot(t *testing.T) { compareManual(t, manualGlobExtDotScripts) }

// 3.5.8.1 Pattern Matching: with extglob on as the line is read, an
// empty list, !() @() *() +() ?(), is an extended pattern wherever it
// is, in an argument, an assignment, a case pattern, a for list; where
// a command starts it is no function name (a syntax error, as in bash).
var manualExtglobEmptyScripts = []string{
	": > a\nshopt -s extglob\necho !() @()a x@()\na=@(); echo \"$a\"\nif true; then echo !(); fi\ncase a in @()a) echo c1;; esac\ncase a in !()) echo c2;; esac\n" +
		"for f in !(); do echo f=$f; done\narr=(@()a); echo ${arr[@]}\n[[ a == !() ]] && echo c3; [[ '' == @() ]] && echo c4\nx=aXb; echo ${x/@()X/-}",
	"shopt -s extglob\n@() { echo fn; }; @\necho next",
	"f() { echo fn; }; f; @() { echo at; }; @",
}

func TestManualExtglobEmpty(t *testing.T) { compareManual(t, manualExtglobEmptyScripts) }

// 3.5.8.1 Pattern Matching, bracket expressions as bash's BRACKMATCH
// reads them: a [: that no :] closes is no class (the [ dropped, the :
// a member: [a[:] is a or :); after a [= that does not close the [ is a
// member; a [. that does not close makes the bracket literal.
// Under nocasematch and nocaseglob a range's ends and the character are
// folded to lower case: [B-c] is [b-c] and matches no _, [b-C] matches B.
var manualBracketCornerScripts = []string{
	"t() { local s=$1; shift; local r=; for p in \"$@\"; do [[ $s == $p ]] && r+=1 || r+=0; done; echo \"$s $r\"; }\n" +
		"for s in '[' ':' a '.' '=' ']' b; do t \"$s\" '[a[:]' '[[:]' '[[:a]' '[[.]' '[[.a]' '[[=]' '[[=a]' '[[:alpha:]' '[b[:x]' '[[:x:]b]'; done\n" +
		"case = in [[=]) echo c1;; esac; case : in [[:]) echo c2;; esac",
	": > a; : > :; : > '['; : > =; : > '[a'\necho [a[:]; echo [[=]; echo [[.a]",
	"t() { local s=$1; shift; local r=; for p in \"$@\"; do [[ $s == $p ]] && r+=1 || r+=0; [[ $s == @($p) ]] && r+=1 || r+=0; done; echo \"$s $r\"; }\n" +
		"shopt -s nocasematch\nfor s in B _ b; do t \"$s\" '[a-c]' '[B-c]' '[b-C]' '[A-Z]' '[!a]' '[A-z]' '[a-Z]' '[^[:upper:]]' '[[:upper:]b]'; done\n" +
		"case _ in [B-c]) echo bad;; [b-C]) echo bad2;; *) echo none;; esac",
	": > B; : > _; : > b2\nshopt -s nocaseglob; echo [b-C]; echo [A-z]; echo [B-c]?",
}

func TestManualBracketCorners(t *testing.T) { compareManual(t, manualBracketCornerScripts) }
