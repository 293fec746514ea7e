#### angle brackets without paren in expansion words stay text
x=abc; unset u; echo ${x/b/<} ${x:-a<b} ${u:-<} ${u:->} ${u:-a>b}
#### procsub in default word of a heredoc stays text
unset u; cat <<E
${u:-<(echo a)}
E
#### escaped procsub in default word stays text
unset u; echo ${u:-\<(echo a)} ${u:-'<(echo b)'}
#### procsub in nested default word
unset u v; cat ${u:-${v:-<(echo nested)}}
#### procsub in replacement string
x=abc; cat ${x/abc/<(echo repl)}
#### posix: apostrophe in double-quoted default
set -o posix
unset u; echo "${u:-it's}"
#### posix: quote in nested double-quoted default
set -o posix
unset u v; echo "${u:-${v:-'}}"
#### non-posix: unmatched quote in double-quoted default is an error
unset u; echo "${u-'x}"
echo after
#### extglob after text continued in case
shopt -s extglob
case ab in a*\
(b)) echo y;; *) echo n;; esac
#### extglob with two continuations before paren
shopt -s extglob
case x in @\
\
(x|y)) echo two;; esac
#### continuation after star without paren
touch a1 a2; echo a*\
; echo next
