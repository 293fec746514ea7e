#### bang with space
! true; echo $?
! false; echo $?
#### double bang
! ! true; echo $?
#### bang applies to pipeline
! echo a | false; echo $?
#### bang in && chain
! false && echo ran
#### time keyword output goes to stderr
{ time -p true 2>/dev/null; } 2>&1 | wc -l; echo st=$?
#### keywords as arguments
echo if then else fi do done case esac while until for in
#### keywords after semicolon are keywords
echo a; if true; then echo b; fi
#### reserved word in middle is not keyword
echo then; echo {; echo }
#### brace must be separate word
x={
echo $x}
echo {a}
#### function keyword as argument
echo function select time coproc
#### assignment words only before command
a=1 echo a=1
echo b=2; echo $b
#### assignment-like after command is argument
printf '[%s]\n' x=1 'y=2'
#### assignment with escaped equals is command
bash -c 'x\=1' 2>&1; echo st=$?
#### invalid variable name assignment is command
bash -c '1x=2' 2>&1; echo st=$?
#### assignment with plus equals
x=a; x+=b; echo $x
a=(1); a+=(2 3); echo ${a[@]}
#### redirect before command
> rb.txt echo first
cat rb.txt
#### redirect in middle
echo a > rm.txt b c
cat rm.txt
#### redirect with assignment and no command
x=1 > ra.txt
echo "$x [$(cat ra.txt)]"
#### numbers before redirect
echo 2>/dev/null a
echo a 2 > two.txt
cat two.txt
#### quoted number not fd
echo a "2"> q2.txt
cat q2.txt
#### hash in word is not comment
echo a#b #comment
echo #x
echo a #x
#### comment after semicolon
echo a;#comment
echo b
#### line continuation
echo a\
b
ec\
ho joined
#### line continuation in quotes
echo "a\
b"
echo 'a\
b'
#### semicolons and newlines
echo a; echo b
echo c ;
#### double semicolon outside case
bash -c 'echo a;; echo b' 2>&1; echo st=$?
#### parse error reports line
bash -c 'echo ok
if' 2>&1; echo st=$?
#### unexpected then
bash -c 'then echo x' 2>&1; echo st=$?
#### unexpected fi
bash -c 'fi' 2>&1; echo st=$?
#### unexpected done
bash -c 'echo a; done' 2>&1; echo st=$?
#### unmatched paren
bash -c 'echo )' 2>&1; echo st=$?
#### unterminated single quote
bash -c "echo 'abc" 2>&1; echo st=$?
#### unterminated double quote
bash -c 'echo "abc' 2>&1; echo st=$?
#### parse error in eval status
eval 'if' 2>/dev/null; echo st=$?
eval 'echo )' 2>/dev/null; echo st=$?
#### parse error stops rest of script
bash -c 'echo before
echo (
echo after' 2>&1; echo st=$?
#### assignment only words with redirect and cmd sub
a=$(echo x) b=$(echo y); echo $a$b
#### export of multiple with special values
export A='x y' B=; echo "[$A][$B]"
#### keyword after pipe
echo abc | if true; then cat; fi
echo abc | while read -r l; do echo "$l"; done
#### nested quotes in parameter expansion
x=
echo "${x:-"q u o"}" "${x:-'s q'}"
#### word with brace and paren chars
echo a{b c}d
echo a\(b
#### reserved word then after pipe
bash -c 'echo x | then' 2>&1; echo st=$?
#### semicolon then newline then semicolon
bash -c 'echo a;
;' 2>&1; echo st=$?
#### redirection without target
bash -c 'echo >' 2>&1; echo st=$?
bash -c 'echo > ;' 2>&1; echo st=$?
#### here doc delimiter missing warns
bash -c 'cat <<END2
text' 2>&1; echo st=$?
#### unexpected token in the middle of a line
bash -c 'echo a; echo b )' 2>&1; echo st=$?
#### token after close brace
bash -c '{ echo a; } echo b' 2>&1; echo st=$?
#### do without loop
bash -c 'do echo x; done' 2>&1; echo st=$?
#### esac without case
bash -c 'esac' 2>&1; echo st=$?
#### in without for
bash -c 'in' 2>&1; echo st=$?
#### function keyword alone
bash -c 'function' 2>&1; echo st=$?
#### bang alone
bash -c '!'; echo st=$?
#### explore arith of command sub adjacent
echo $(( $(echo 1) ))$((2))
#### explore arith array elements
x=(1 2); echo $(( x[0] + x[1] ))
#### explore function with name containing keyword
done_f() { echo df; }; done_f
#### explore dollar hash forms
echo ${#}
set -- a b; echo ${#} ${#@} ${#*}
#### explore heredoc in command sub in pipeline
echo "$(cat <<END2 | tr a-z A-Z
hello
END2
)"
#### explore case in heredoc in func
f() { case $1 in a) cat <<END2
matched $1
END2
;; esac; }
f a
#### explore nested heredocs
cat <<A; cat <<B
one
A
two
B
#### explore semicolon then here doc
cat <<X ; echo after
body
X
#### explore line continuation in middle of keyword
i\
f true; then echo cont; fi
#### explore comment in pipeline continuation
echo a |
# comment line
cat
#### explore empty lines in case
case a in

a)

echo x
;;

esac
#### explore keyword in array literal
a=(if then fi); echo ${a[@]}
#### explore function def with keyword name via function keyword
function if { echo kwf; } 2>/dev/null; echo st=$?
#### explore time with no command
{ time; } 2>&1 | tr 0-9 N
echo st=$?
#### explore double bang with space
! ! false; echo $?
#### explore redirect before keyword
bash -c '2>/dev/null while false; do :; done' 2>&1; echo st=$?
#### explore semicolon after then
bash -c 'if true; then; echo x; fi' 2>&1; echo st=$?
#### explore ampersand semicolon
bash -c 'echo a &; echo b' 2>&1; echo st=$?
#### explore pipe ampersand
echo err |& cat
{ echo e2 >&2; } |& cat
#### explore function def in pipeline
f() { echo x; } | cat; f 2>/dev/null; echo st=$?
#### explore nested subshell with case and heredoc
( case x in x) cat <<END2
in-sub
END2
;; esac )
#### explore brace expansion in case pattern
case b in {a,b}) echo brace-pat;; *) echo no-brace-pat;; esac
#### explore arith for with empty body separators
for ((i=0;i<2;i++)) do echo $i; done
#### explore select keyword as arg
echo select
#### explore [[ with newline after &&
[[ a &&
b ]] && echo nl
#### explore (( with newline
(( 1 +
2 == 3 )) && echo three
