#### procsub in default word unset
unset foo; cat ${foo-<(echo b)}
#### procsub in alternate word
x=set; cat ${x:+<(echo c)}
#### two procsubs in default word
foo=; cat ${foo:-<(echo one) <(echo two)}
#### procsub in default word inside double quotes stays text
foo=; echo "${foo:-<(echo a)}"
#### procsub after text in default word
foo=; echo ${foo:-x<(echo a)} | cut -c1-2
#### output procsub in default word
foo=; echo hi > ${foo:->(cat)}; wait
#### posix: quoted brace in double-quoted alternate
set -o posix
printf '<%s>\n' "${IFS+'}'}"
#### non-posix: quoted brace in double-quoted alternate
printf '<%s>\n' "${IFS+'}'}"
#### posix: single quotes in double-quoted default kept
set -o posix
unset u; printf '<%s>\n' "${u-'a b'}" "${u:-'}"
#### posix: single quote in double-quoted pattern removal is a quote
set -o posix
x=abc; printf '<%s>\n' "${x#'a'}" "${x%'c'}"
#### non-posix: single quotes in double-quoted default
unset u; printf '<%s>\n' "${u-'a b'}" "${u:-'x'}"
#### continuation after (( of the command
((\
y=5)); echo $y
#### continuation before )) of the command
(( y=6 \
)); echo $y
#### continuation between )) of for arithmetic
for ((i=0;i<2;i++)\
)); do echo $i; done
echo after
#### continuation between )) of (( inside a function
f() { (( z = 1 )\
); }
echo after
#### comsub with case inside arithmetic, spaced
echo $(( $(case x in (x) echo 5;; esac) * 2 ))
#### comsub with case without open paren inside arithmetic, spaced
echo $(( $(case x in x) echo 5;; esac) * 2 ))
#### plain comsub inside arithmetic
echo $(( $(echo 3) + 1 )) $(($(echo 2)$(echo 3)))
#### comsub with paren inside arithmetic
echo $(( $(echo '(' >/dev/null; echo 4) + 1 ))
#### extglob operator continued onto next line in case
shopt -s extglob
case foo in @\
(foo|bar)) echo y;; *) echo n;; esac
#### extglob operator continued in [[
[[ foo == +\
(o|f) ]] && echo y
#### negated extglob continued
shopt -s extglob
case abc in !\
(x*)) echo notx;; esac
#### extglob continued in a glob word
shopt -s extglob
touch ab ac ad; echo @\
(ab|ac)
#### substring offset from assoc element with percent key
declare -A A; s=abcdefghij; A[%]=3; echo ${s:A[%]}
#### substring offset from assoc element with variable key
declare -A A; s=abcdefghij; A[%]=2; k='%'; echo ${s:A[$k]:3}
#### arithmetic on assoc element with percent key
declare -A A; A[%]=7; echo $(( A[%] + 1 ))
#### substring with spaces around assoc offsets
declare -A A; s=abcdefghij; A[x]=1; A[y]=2; echo ${s: A[x] : A[y] }
