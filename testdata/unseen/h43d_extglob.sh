#### extglob at-alternation in case
shopt -s extglob
case "/dev/udp/129.22.8.102/45" in /dev/@(tcp|udp)/*/*) echo ok;; *) echo bad;; esac
case /dev/xyz/1/2 in /dev/@(tcp|udp)/*/*) echo bad;; *) echo ok;; esac
#### extglob valid decimal numbers
shopt -s extglob
for n in 12 12abc 1 0 01; do
  case $n in 0|[1-9]*([0-9])) echo "$n yes";; *) echo "$n no";; esac
done
#### extglob octal plus
shopt -s extglob
for n in 07 0377 09 ''; do
  case $n in +([0-7])) echo "[$n] yes";; *) echo "[$n] no";; esac
done
#### extglob korn book para patterns
shopt -s extglob
for w in paragraph paramour parachute; do
  case $w in para@(chute|graph)) echo "$w y";; *) echo "$w n";; esac
done
for w in para991 para381 para1 para31; do
  case $w in para?([345]|99)1) echo "$w y";; *) echo "$w n";; esac
done
#### extglob star and plus of digits
shopt -s extglob
for w in paragraph para para13829383746592; do
  case $w in para*([0-9])) echo "$w star";; *) echo "$w nostar";; esac
  case $w in para+([0-9])) echo "$w plus";; *) echo "$w noplus";; esac
done
#### extglob negation in case
shopt -s extglob
for w in paragraph para.38 para.graph para39; do
  case $w in para!(*.[0-9])) echo "$w y";; *) echo "$w n";; esac
done
#### extglob star of odd digits matches empty
shopt -s extglob
for w in '' 137577991 2468; do
  case $w in *(0|1|3|5|7|9)) echo "[$w] y";; *) echo "[$w] n";; esac
done
#### extglob optional c suffix
shopt -s extglob
for f in file.c file.C file.cc file.ccc; do
  case $f in *.c?(c)) echo "$f y";; *) echo "$f n";; esac
done
#### extglob negated list of file kinds
shopt -s extglob
for f in parse.y shell.c Makefile Makefile.in config.h configure README; do
  case $f in !(*.c|*.h|Makefile.in|config*|README)) echo "$f y";; *) echo "$f n";; esac
done
#### extglob escaped semicolon version
shopt -s extglob
for f in "VMS.FILE;1" "VMS.FILE;0" "VMS.FILE;" "VMS.FILE;139" "VMS.FILE;1N"; do
  case $f in *\;[1-9]*([0-9])) echo "$f y";; *) echo "$f n";; esac
done
#### extglob malformed patterns stay literal in globbing
shopt -s extglob
touch abcx abcz bbc
echo !([*)*
echo +(a|b[)*
echo [a*(]*)z
#### extglob empty alternation and star group
shopt -s extglob
touch abc
echo +()c
echo +()x
echo +(*)c
echo +(*)x
#### extglob not applied to expansion results
shopt -s extglob
touch a b
x='@(*)'
echo $x
echo no-file+(a|b)stuff
echo no-file+(a*(c)|b)stuff
#### extglob in pathname expansion
shopt -s extglob
touch abd acd aBd
echo a+(b|c)d
echo a!(@(b|B))d
echo a[b*(foo|bar)]d
#### extglob kleene star with bad bracket
shopt -s extglob
case foo in *(a|b[)) echo yes;; *) echo no;; esac
case foo in *(a|b[)|f*) echo yes;; *) echo no;; esac
case '*(a|b[)' in *(a|b[)) echo yes;; *) echo no;; esac
#### extglob in prefix and suffix removal
shopt -s extglob
x=abcdef
echo 1: ${x#+(a|abc)}
echo 2: ${x##+(a|abc)}
echo 3: ${x%+(def|f)}
echo 4: ${x%%+(f|def)}
echo 5: ${x#*(a|b)cd}
echo 6: "${x#*(a|b)cd}"
echo 7: ${x#"*(a|b)cd"}
#### extglob after star in globbing
shopt -s extglob
touch ab abcdef abef abcfef
echo ab*(e|f)
echo ab?*(e|f)
echo ab*d+(e|f)
echo ab**(e|f)
echo ab*+(e|f)
#### extglob after star in case
shopt -s extglob
case abcfefg in ab**(e|f)) echo ok1;; *) echo bad1;; esac
case abcfefg in ab**(e|f)g) echo ok2;; *) echo bad2;; esac
case ab in ab*+(e|f)) echo bad3;; *) echo ok3;; esac
case abef in ab***ef) echo ok4;; *) echo bad4;; esac
case abef in ab**) echo ok5;; *) echo bad5;; esac
case 123abc in *?(a)bc) echo ok6;; *) echo bad6;; esac
#### extglob bracket classes between a and b
shopt -s extglob
LC_COLLATE=C
touch a.b a,b a:b a-b 'a;b' 'a b' a_b axb
echo a[^[:alnum:]]b
echo a[-.,:\;\ _]b
echo a@([^[:alnum:]])b
echo a@([-.,:; _])b
echo a@([.])b
echo a@([^.])b
echo a@([^x])b
echo a+([^[:alnum:]])b
echo a@(.|[^[:alnum:]])b
#### extglob star space class in global replace
shopt -s extglob
TEST='a , b'
echo "${TEST//*([[:space:]]),*([[:space:]])/,}"
x='a  ,  b , c'
echo "${x//*( ),*( )/,}"
#### extglob class with dot in groups
shopt -s extglob
touch a.c
echo +([[:alpha:].])
echo +([[:alpha:].])+([[:alpha:].])
echo *([[:alpha:].])
echo *([[:alpha:].])*([[:alpha:].])
echo ?([[:alpha:].])?([[:alpha:].])?([[:alpha:].])
echo @([[:alpha:].])@([[:alpha:].])@([[:alpha:].])
#### extglob class with dot matching a dot in case
shopt -s extglob
case . in !([[:alpha:].]) ) echo bad1;; *) echo ok1;; esac
case . in ?([[:alpha:].]) ) echo ok2;; *) echo bad2;; esac
case . in @([[:alpha:].]) ) echo ok3;; *) echo bad3;; esac
#### extglob star negation and optional
shopt -s extglob
touch a ab ba
echo a*!(x)
echo a!(x)
echo a*?(x)
echo a?(x)
#### extglob dot negation excludes dot and dotdot
shopt -s extglob
touch a b c .x .y .z
echo .!(|.)
echo *
echo @(*|.!(|.))
echo @(*|@(f))
echo @(*|@(ff))
echo !(f)
echo !(f)!(f)
#### extglob with dotglob
shopt -s extglob dotglob
touch a b .x
echo @(*|@(f))
echo @(*|@(ff))
#### extglob optional slash does not match missing b
shopt -s extglob
[[ a = a*?(/)b ]] && echo bad match || echo no match
#### extglob GLOBIGNORE with colons inside patterns
shopt -s extglob
GLOBIGNORE='+([^[:alnum:]]):@([-.,:; _]):[![:alnum:]]'
touch ';' '++' ok
echo *
#### extglob question does not match leading dot
shopt -s extglob dotglob
touch a .b
echo @(?|.?)
echo @(.?|?)
echo ? .?
shopt -u dotglob
echo @(?|.?)
echo @(.?|?)
echo ? .?
echo .*
echo \.*
#### extglob dotglob explicit dot patterns
shopt -s extglob dotglob
shopt -u globskipdots
touch .foo bar .a
echo @(.foo)
echo !(.foo)
echo @(.foo|*)
echo !(.foo|*)
echo @(*)
echo !(*)
#### extglob no dotglob dot patterns
shopt -s extglob
touch .foo bar .a
echo @(.foo)
echo !(.foo)
echo @(.foo|*)
echo !(.foo|*)
echo !(bar).foo
echo *(bar).foo
echo ?(bar).foo
echo @(.?)
echo !(.?)
#### extglob multibyte replace with question
shopt -s extglob
a="aaaäöü"
a1=${a:3:3}
echo "$a1 ${#a1}"
echo "${a//?aa}"
echo "${a//\aaa}"
echo "${a//@(?aa)}"
#### extglob zsh nested star f star o
shopt -s extglob
for s in fofo ffo foooofo foooofof fooofoofofooo xfoooofof foooofofx ofooofoofofooo; do
  [[ $s = *(f*(o)) ]]; echo "$? $s"
done
[[ foooofof = *(f+(o)) ]]; echo $?
#### extglob zsh nested of o x
shopt -s extglob
for s in ofxoofxo ofoooxoofxo ofoooxoofxoofoooxoofxo ofoooxoofxoofoooxoofxoo ofoooxoofxoofoooxoofxofo ofoooxoofxoofoooxoofxooofxofxo; do
  [[ $s = *(*(of*(o)x)o) ]]; echo "$? $s"
done
#### extglob zsh f star o x
shopt -s extglob
for s in foooxfooxfoxfooox foooxfooxofoxfooox foooxfooxfxfooox; do
  [[ $s = *(f*(o)x) ]]; echo "$? $s"
done
#### extglob zsh at a then c
shopt -s extglob
for s in aac ac c aaac baaac; do
  [[ $s = *(@(a))a@(c) ]]; echo "$? $s"
done
#### extglob zsh alternatives with nested groups
shopt -s extglob
[[ abcd = ?@(a|b)*@(c)d ]]; echo $?
[[ abcd = @(ab|a*@(b))*(c)d ]]; echo $?
[[ acd = @(ab|a*(b))*(c)d ]]; echo $?
[[ abbcd = @(ab|a*(b))*(c)d ]]; echo $?
for s in effgz efgz egz; do [[ $s = @(b+(c)d|e*(f)g?|?(h)i@(j|k)) ]]; echo "$? $s"; done
[[ egzefffgzbcdij = *(b+(c)d|e*(f)g?|?(h)i@(j|k)) ]]; echo $?
[[ egz = @(b+(c)d|e+(f)g?|?(h)i@(j|k)) ]]; echo $?
#### extglob zsh repetition with backtracking
shopt -s extglob
[[ ofoofo = *(of+(o)) ]]; echo $?
[[ oxfoxoxfox = *(oxf+(ox)) ]]; echo $?
[[ oxfoxfox = *(oxf+(ox)) ]]; echo $?
[[ ofoofo = *(of+(o)|f) ]]; echo $?
[[ foofoofo = @(foo|f|fo)*(f|of+(o)) ]]; echo $?
[[ oofooofo = *(of|oof+(o)) ]]; echo $?
[[ fffooofoooooffoofffooofff = *(*(f)*(o)) ]]; echo $?
[[ fofoofoofofoo = *(fo|foo) ]]; echo $?
#### extglob zsh exclusion
shopt -s extglob
[[ foo = !(x) ]]; echo $?
[[ foo = !(x)* ]]; echo $?
[[ foo = !(foo) ]]; echo $?
[[ foo = !(foo)* ]]; echo $?
[[ foobar = !(foo) ]]; echo $?
[[ foobar = !(foo)* ]]; echo $?
[[ moo.cow = !(*.*).!(*.*) ]]; echo $?
[[ mad.moo.cow = !(*.*).!(*.*) ]]; echo $?
[[ mucca.pazza = mu!(*(c))?.pa!(*(z))? ]]; echo $?
#### extglob zsh negation of f
shopt -s extglob
for s in fff ooo foo f; do
  [[ $s = !(f) ]]; a=$?; [[ $s = *(!(f)) ]]; b=$?; [[ $s = +(!(f)) ]]; c=$?
  echo "$s $a $b $c"
done
#### extglob zsh negation in alternation
shopt -s extglob
for s in foot zoot foox zoox; do [[ $s = @(!(z*)|*x) ]]; echo "$? $s"; done
[[ foo = *(!(foo)) ]]; echo $?
[[ foob = !(foo)b* ]]; echo $?
[[ foobb = !(foo)b* ]]; echo $?
#### extglob patterns from unquoted variable in cond
shopt -s extglob
pat='*(f*(o))'
[[ fofo = $pat ]]; echo $?
[[ fofo = "$pat" ]]; echo $?
j="@(x)"; [[ x == $j ]] && echo ok
#### extglob slash dotdot patterns
shopt -s extglob
[[ ab/../ == @(ab|+([^/]))/..?(/) ]] && echo match 1
[[ ab/../ == +([^/])/..?(/) ]] && echo match 2
[[ ab/../ == @(ab|?b)/..?(/) ]] && echo match 3
[[ ab/../ == +([^/])/../ ]] && echo match 4
[[ ab/../ == +([!/])/..@(/) ]] && echo match 5
[[ ab/../ == +(ab)/..?(/) ]] && echo match 6
[[ ab/../ == [!/][!/]/../ ]] && echo match 7
[[ ab/../ == ?b/..?(/) ]] && echo match 8
#### extglob slash dotdot with question groups
shopt -s extglob
[[ ab/../ == +(?b)/..?(/) ]] && echo match 1
[[ ab/../ == +(?b|?b)/..?(/) ]] && echo match 2
[[ ab/../ == @(a?|?b)/..?(/) ]] && echo match 3
[[ ab/../ == ?(ab)/..?(/) ]] && echo match 4
[[ ab/../ == ?(ab|??)/..?(/) ]] && echo match 5
[[ ab/../ == @(??|a*)/..?(/) ]] && echo match 6
[[ ab/../ == @(a*)/..?(/) ]] && echo match 7
[[ ab/../ == +(??|a*)/..?(/) ]] && echo match 8
[[ ab/../ == +(a*)/..?(/) ]] && echo match 9
#### extglob off makes paren pattern a syntax error
shopt -u extglob
eval 'case x in @(x)) echo y;; esac' 2>/dev/null; echo "status $?"
#### extglob read loop patterns
shopt -s extglob
while read res str pat; do
  [[ $str = ${pat} ]]; ts=$?
  echo "$res $ts $str"
done <<END
t fofo *(f*(o))
f foob !(foo)b*
t zoox @(!(z*)|*x)
END
