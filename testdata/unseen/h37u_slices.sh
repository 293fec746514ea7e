#### at slice basic
set -- a b c d e f; echo "${@:2:3}"
#### at slice negative offset
set -- a b c d e f; echo "${@: -3}"; echo "${@: -3:2}"
#### at slice negative length
set -- a b c d e f; echo "${@:2:-1}" 2>&1; echo st=$?
#### at slice offset past end
set -- a b; echo "[${@:5}]"; echo "[${@:3}]"
#### at slice zero length
set -- a b c; echo "[${@:1:0}]"
#### at slice offset zero
set -- a b; echo "${@:0}"
#### at slice negative beyond count
set -- a b c; echo "[${@: -5}]"
#### star slice quoted joins
set -- a b c d; echo "${*:2}"; IFS=-; echo "${*:2}"
#### array slice negative
arr=(0 1 2 3 4 5); echo "${arr[@]: -2}"; echo "${arr[@]:1:2}"
#### array slice sparse
arr=([1]=a [5]=b [9]=c [10]=d); echo "${arr[@]:2:2}"; echo "${arr[@]:6}"
#### array slice negative length errors
arr=(a b c d); echo "${arr[@]:1:-1}"; echo st=$?
#### string slice negative length
s=abcdefg; echo "${s:1:-2}" "${s: -3:-1}" "${s: -3}"
#### string slice arithmetic exprs
s=abcdefg; n=2; echo "${s:n+1:n*1}" "${s:(-2)}"
#### string slice past end
s=abc; echo "[${s:5}]" "[${s:1:10}]"
#### string slice negative length beyond
s=abc; echo "${s:2:-3}"; echo st=$?
#### slice of unicode string
s=héllo; echo "${s:1:3}"
#### slice in loop keeps words
set -- 'a b' 'c d' 'e f'; for w in "${@:2}"; do echo "<$w>"; done
#### assoc slice
declare -A m=([a]=1); echo "[${m[@]:0:1}]"
#### slice on scalar with at index
s=hello; echo "${s[@]:1}" "${s[0]:1:2}"
#### slice length expression error
s=abc; echo "${s:1:x+}"; echo after
#### positional slice with count via hash
set -- 1 2 3 4 5; echo "${@:$#}" "${@:$#-1:1}"
#### slice offset syntax error on later line
s=abc
echo "${s:2+}"
echo after
#### slice of positional length syntax error
set -- a b c; echo "${@:1:*}"; echo same-line
echo next-line
#### slice with ternary offset
s=abcdef; echo "${s:1?2:3}" "${s: 1>0 ? 4 : 0}"
#### slice offset from variable expression
s=abcdef; o=2 l=3; echo "${s:o:l}" "${s:$o:$l}" "${s:o-1}"
