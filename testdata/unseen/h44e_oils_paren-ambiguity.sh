#### subshell inside arith-looking command sub
x=$( (echo a; echo b) | wc -l)
echo $x
#### dparen that is actually subshells
((echo a) ; (echo b)) 2>/dev/null
echo st=$?
#### space separated subshells
( (echo nested) )
#### arith sub vs command sub with spaces
echo $(( 1 + 2 )) $( (echo 3) )
#### command sub starting with paren
echo $((echo hi) )
#### array in subshell
(a=(1 2); echo ${#a[@]})
#### function body subshell
f() ( echo subshell body; x=1 )
x=0
f
echo $x
#### case pattern paren in command sub
echo $(case x in (x) echo cx;; esac)
#### nested arith parens
echo $(( (1 + 2) * ((3)) ))
#### subshell immediately after dollar paren
echo $( ( echo deep ) )
#### dparen with spaces inside is arith
(( 1 + 1 )) && echo arith
#### double open paren as nested subshells
( ( echo two ) )
#### arith sub with nested command sub
echo $(( $(echo 2) * 3 ))
#### extglob paren in case
shopt -s extglob
case ab in @(a|x)b) echo ext;; esac
#### array literal with parens in values
a=('(x)' "(y)")
echo ${a[@]}
#### test with parens escaped
[ \( 1 -eq 1 \) ] && echo grouped
#### process sub looks like paren
cat <(echo procsub)
#### arith sub needs balanced
echo $(( (2) ))
#### comsub with unbalanced paren in case
x=$(case a in a) echo y;; esac; echo z)
echo $x
#### subshell exit status
(exit 4); echo $?
#### function named with parens then body
g () { echo spaced; }
g
#### dollar paren paren with subshell and pipe
echo $( (echo a) | tr a b )
