#### nested double quotes in default inside comsub inside double quotes
unset x; echo "$(echo "${x:-"a  b"}")"
#### single quotes in default inside comsub inside double quotes
unset x; echo "$(echo "${x:-'q'}")" "$(echo ${x:-'q'})"
#### quoted brace in replacement inside comsub
x=1; echo "$( echo "${x/1/"}"}" )"
#### array default with quotes inside comsub
a=(); printf '<%s>\n' "$(printf '%s,' "${a[@]:-"d e"}")"
#### comsub with quoted brace in default word
unset x; echo "${x:-$(echo "}")}" ${x:-'}'}
#### heredoc in comsub
x=$(cat <<EOF
hi $((1+1))
EOF
); echo "$x"
#### heredoc in comsub with paren in body
x=$(cat <<'EOF'
a ) b
( c
EOF
)
echo "$x"
#### heredoc in comsub in double quotes
echo "$(cat <<E
q"uote 'x'
E
)"
#### heredoc in pipeline
cat <<EOF | tr a-z A-Z
abc
EOF
#### two heredocs joined by and
cat <<A && cat <<B
1
A
2
B
#### heredoc in function body
f() { cat <<EOF
arg=$1
EOF
}
f x; f y
#### heredoc with tab strip
cat <<-EOF
	one
		two
	EOF
echo done
#### heredoc in comsub while outer heredoc pending
cat <<A; echo "$(cat <<B
b
B
)"
a
A
#### heredoc with partly quoted delimiter
x=1; cat <<"E"OF
$x
EOF
#### heredoc in if condition and body
if cat <<E
cond
E
then cat <<E
body
E
fi
#### case with open paren and bar patterns
for v in a b c; do case $v in (a|b) echo ab;; (*) echo other;; esac; done
#### case with quoted paren patterns
for v in '(' ')' '|'; do case $v in '(') echo open;; \)) echo close;; \|) echo bar;; esac; done
#### case with spaces in open paren pattern
case x in ( x ) echo spaced;; esac
#### case fallthrough operators
case a in a) echo 1;& b) echo 2;;& a) echo 3;; *) echo 4;; esac
#### case with empty body and last item without terminator
case x in y) ;; x) echo last
esac
case z in z) ;; esac; echo empty
#### case in comsub
echo $(case x in x) echo y;; esac) "$(case a in (a) echo b;; esac)"
#### case words from comsub
case $(echo a) in $(echo a)) echo match;; esac
#### comments in odd places
echo a # comment
p=/a; echo a#b ${p#/} #c
{ # after brace
echo in; } # after close
case x in # after in
x) echo x;; # after item
esac
#### comment after pipe and and
echo abc | # pipe comment
tr a-z A-Z &&   # and comment
echo ok
#### comment containing paren inside comsub
x=$(echo a # comment )
); echo "$x"
#### line continuation inside command name and words
ec\
ho hi th\
ere
#### line continuation in assignment and expansion
x\
=1; echo $x ${x\
:-d} $\
{x}
#### line continuation in operators
true &\
& echo and; false |\
| echo or; echo a >\
f; cat f
#### line continuation in heredoc operator and arithmetic
cat <\
<E
body
E
echo $\
((1+2))
#### line continuation in keyword
fo\
r i in 1 2; do echo $i; don\
e
#### backslash newline in single and double quotes
echo 'a\
b' "c\
d"
#### reserved words as arguments
echo if then fi do done case esac in { } ! [[ ]] function select time coproc
#### reserved words as values and in braces
x=if; echo $x; { echo } ; }; echo done }
#### function forms
function f1() { echo f1; }
function f2 { echo f2; }
function f3 ( ) { echo f3; }
f4() ( echo f4 sub )
function f5() ( echo f5 )
f1; f2; f3; f4; f5
#### function with compound bodies
f() if true; then echo iff; fi
g() for i in 1 2; do echo $i; done
h() [[ -n x ]]
f; g; h && echo h
#### function with redirect on definition
f() { echo inside; } > out
f; cat out
#### function names with dash and dot
my-func() { echo dash; }; f.g() { echo dot; }; my-func; f.g
#### double bracket with parens
[[ (a == a) && (b != c) ]] && echo 1
[[ ! (a == b) ]] && echo 2
[[ ( a ) ]] && echo 3
#### double bracket regex with groups and bars
[[ ab =~ ^(a|b)+$ ]] && echo 1 ${BASH_REMATCH[1]}
[[ b =~ ^a|b$ ]] && echo 2
[[ aa =~ a{1,2} ]] && echo 3
#### double bracket regex escaped paren and space
[[ 'a(b' =~ a\(b ]] && echo 1
[[ 'a b' =~ a\ b ]] && echo 2
[[ 'a b' =~ a' 'b ]] && echo 3
#### double bracket regex bracket expressions
[[ ']' =~ []] ]] && echo 1
re='[)]'; [[ ')' =~ $re ]] && echo 2
[[ x =~ [[:alpha:]] ]] && echo 3
#### double bracket comparison and extglob
[[ a < b ]] && echo lt
x=b; [[ $x == @(a|b) ]] && echo ext
[[ -n $(echo x) && ! -z "x" ]] && echo n
#### arithmetic for forms
for ((;;)); do echo once; break; done
for ((i=0;i<3;i++)) { echo b$i; }
i=0; for (( ; i<2 ; )); do echo c$i; ((i++)); done
for ((i=0, j=5; i<j; i+=2, j--)); do echo $i $j; done
#### arithmetic for with newline and no separator before do
for ((i=0;i<2;i++))
do echo n$i; done
for (( i = 0 ; i < 2 ; i++ )) do echo d$i; done
echo $i
#### process substitution as input redirection
cat < <(echo a)
while read -r l; do echo "[$l]"; done < <(printf '1\n2\n')
#### process substitution on an fd
exec 3< <(echo fd3); cat <&3; exec 3<&-
#### process substitution as arguments
paste <(echo a) <(echo b)
diff <(echo x) <(echo x) && echo same
#### output process substitution
echo hi > >(tr a-z A-Z); wait $!
#### subshell inside comsub with space
echo $( (echo sub) )
echo $( ( echo a ); echo b )
#### comsub starting with paren no space
echo $((echo sub); echo x)
#### comsub with quoted parens
echo $(echo ')') $(echo "(") $(echo \))
#### nested backquotes
echo `echo \`echo hi\``
#### array assignment with comments and newlines
a=(1 2 # comment
3
  4)
echo ${#a[@]} "${a[@]}"
#### compound commands in pipelines
if true; then echo a; fi | cat
{ echo x; echo y >&2; } 2>&1 | sort
while false; do :; done; echo $?
#### here string with comsub
cat <<< "$(echo hi)"
#### syntax error then near unexpected token
if; then echo; fi
#### syntax error missing esac
case x in x) echo x;;
#### syntax error paren in arguments
echo (a)
#### syntax error lone fi
echo before
fi
echo after
