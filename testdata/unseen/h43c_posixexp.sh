#### := with escaped space
unset a; printf "%s\n" ${a:=a\ b}; echo "$a"
#### = assigns only the first time
r(){ printf '<%s>' "$@"; echo; }
unset v; r ${v=a\ b} x ${v=c\ d}; unset v; r "${v=a\ b}" x "${v=c\ d}"
#### single quotes inside double-quoted alternate are literal
r(){ printf '<%s>' "$@"; echo; }
r "foo ${IFS+'bar'} baz"; r "a ${IFS+b  c} d"; r "a ${IFS+"b  c"} d"
#### braces inside alternate word
r(){ printf '<%s>' "$@"; echo; }
u=x; r "foo ${IFS+a$u{{{\}b} c ${IFS+d{}} bar" ${IFS-e{}} baz
#### single quotes and vars in alternate
r(){ printf '<%s>' "$@"; echo; }
a=foo; r "${IFS+'$a'}"; r "${IFS+"'$a'"}"; r ${IFS+'$a'}; r ${IFS+"'$a'"}
#### quoted brace in removal pattern
r(){ printf '<%s>' "$@"; echo; }
x='foo*bar'; r "${x##"}"}"; r "${x##'}'}"; r "${x:-'}'}"
#### single quote in double-quoted ## pattern is literal
r(){ printf '<%s>' "$@"; echo; }
x="foo*bar'"; r "${x##'}"; x="'}abc"; r "${x##'}"
#### quoted single-quote pattern
r(){ printf '<%s>' "$@"; echo; }
foo="x'a'y"; r "${foo%*'a'*}"; r ${foo%*'a'*}
#### + - on unset and set
unset u; v=w
printf '<%s> ' ${u+x} . ${v+x} . "${u+x}" . "${v+x}" .; echo
printf '<%s> ' ${u-x} . ${v-x} . "${u-x}" . "${v-x}" .; echo
#### = ? # % on unset and set
unset u; v=w
printf '<%s> ' ${u=x} . ${v=x} . "${u=x}" . "${v=x}" .; echo
printf '<%s> ' ${u?x} . ${v?x} . "${u?x}" . "${v?x}" .; echo
printf '<%s> ' ${u#x} . ${v#x} . "${u%x}" . "${v%x}" .; echo
#### colon forms on unset and set
unset u; v=w
printf '<%s> ' ${u:+x} . ${v:+x} . "${u:-x}" . "${v:-x}" .; echo
printf '<%s> ' ${u:=x} . ${v:=x} . "${u:?x}" . "${v:?x}" .; echo
#### posix mode: single quote inside double-quoted alternate
set -o posix
printf '<%s>\n' "${IFS+'}'z}" ${IFS+'}'z}
#### posix mode: unmatched single quote in double-quoted alternate
set -o posix
printf '<%s>\n' "${IFS+'bar}" "foo ${IFS+'bar} baz"
#### set -u with forms that are ok
bash -uc 'foo=; echo "[$foo]"; unset foo; echo "[${foo-}]" "[${foo+}]" "[${foo=}]"; echo $#'; echo $?
#### set -u unset var is an error
bash -uc 'unset foo; echo ${foo}; echo after' 2>&1; echo $?
#### set -u length of unset var is an error
bash -uc 'unset foo; echo ${#foo}; echo after' 2>/dev/null; echo $?
#### set -u removal on unset var is an error
bash -uc 'unset foo; echo ${foo#?}; echo after' 2>/dev/null; echo $?
bash -uc 'foo=1; echo "[${foo%%?}]"' ; echo $?
#### set -u with $! and no job
bash -uc 'echo $!; echo after' 2>/dev/null; echo $?
bash -uc 'echo ${!-ok 27}'
#### set -u with positional params
bash -uc 'echo $1; echo after' 2>/dev/null; echo $?
bash -uc 'echo $1' sh xnotthere; bash -uc 'echo ${2-ok 28}' sh x
bash -uc 'echo $2; echo after' sh x 2>/dev/null; echo $?
#### ${x?} with a value splits
x=a\ b; [ "$x" = "${x?}" ] && echo same; set -- ${x?}; echo $# $1 $2
#### ${x?msg} message in subshell
unset x; (echo ${x?abcdefg}) 2>&1 | grep -o abcdefg
#### ${foo?} and ${foo:?} on empty
bash -c 'foo=; echo "[${foo?}]"'; echo $?
bash -c 'foo=; echo ${foo:?}; echo after' 2>/dev/null; echo $?
bash -c 'unset foo; echo ${foo?}; echo after' 2>/dev/null; echo $?
#### ${*?} ${1?} ${#?}
bash -c 'echo ${#?}'; bash -c 'echo ${*?}; echo after' 2>/dev/null; echo $?
bash -c 'echo ${*?}' sh x; bash -c 'echo ${2?}' sh x y
#### ${x:?} message text
bash -c 'foo=; echo ${foo:?}' 2>&1 | sed 's/^bash: line 1: //'
bash -c 'echo ${foo?custom message}' 2>&1 | sed 's/^bash: line 1: //'
#### arithmetic syntax error ends -c
bash -c $'echo $(( x+ )) \n echo notreached' 2>/dev/null; echo $?
#### ${var-$@} and ${var=$@}
r(){ printf '<%s>' "$@"; echo; }
set -- 1 2; unset var a b c d
r ${var-$@}; r ${var-"$@"}; r ${var-$*}; r ${var-"$*"}
r ${a=$@}; r "$a"; r ${b="$@"}; r "$b"; r ${c=$*}; r ${d="$*"}
#### null IFS: ${var-$@} and ${var=$@}
r(){ printf '<%s>' "$@"; echo; }
set -- 1 2; IFS=; unset var a b c d
r ${var-$@}; r ${var-$*}; r ${var-"$*"}
r ${a=$@}; r "$a"; r $a; r ${c=$*}; r "$c"; r ${d="$*"}; r $d
#### null IFS: assignments from $@ and $*
r(){ printf '<%s>' "$@"; echo; }
set -- 1 2; IFS=; a=$@; r $a; b="$@"; r $b; c=$*; r $c; d="$*"; r $d
#### $@ with spaces under various IFS
r(){ printf '<%s>' "$@"; echo; }
set -- ' abc' 'def ghi' 'jkl '
r $@; : ${var=$@}; r $var; unset var; r ${var-$@}
IFS=; r $@; unset var; : ${var=$@}; r $var; r ${var-$@}
#### $@ with colon IFS
r(){ printf '<%s>' "$@"; echo; }
set -- ' abc' 'def ghi' 'jkl '; IFS=:
r $@; : ${var=$@}; r $var; unset var; r ${var-$@}
#### unset IFS and $@
r(){ printf '<%s>' "$@"; echo; }
set -- ' abc' 'def ghi' 'jkl '; unset IFS
r $@; : ${var=$@}; r $var
#### control chars through := and :-
var=$'\01\02\03\177'
bar=${unset:-$var}; printf '%s' "$bar" | od -An -tx1
foo=${parameter:=$var}; printf '%s|%s' "$foo" "$parameter" | od -An -tx1
#### := with quoted and unquoted spaces
r(){ printf '<%s>' "$@"; echo; }
unset p; r ${p:=a\ b}; unset p; r ${p:="a b"}; unset p; v='a b'; r ${p:=$v}; unset p; r ${p:="$v"}
#### $* joined with default IFS in assignment
set "  abc  " " def  ghi " "jkl "; unset -v IFS var
var=${var-$*}/${var-$*}; printf '[%s]\n' "$var"
unset var; : ${var=$*}; printf '[%s]\n' "$var"
unset var; : ${var:=$*/$*/${var-$*}}; printf '[%s]\n' "$var"
#### $'' in here-doc is literal
x=notOK; x1=not
cat <<END
1: ${x#$'not'}
2: $'not'
3: ${x#"not"}
4: ${x#'not'}
5: ${x#${x1%'t'}}
END
#### $'' inside double-quoted removal
x=notOK; x1=not
echo "${x#'not'}"; echo "${x#$'not'}"; echo "$'not'"; echo "${x#"not"}"; echo "${x#${x1%'t'}}"
#### $'' with escaped quote
x=OK$'a\t\'\tb'; echo OK$'a\t\'\tb' | od -c | head -1 | cut -c9-; echo "${x%$'a\t\'\tb'}"
#### quotes in here-doc alternate
P=A
cat << END
${P+\"$P\"}
${P+"$P"}
END
printf '<%s>' "${P+\"$P\"}" "${P+"$P"}" ${P+"$P"}; echo
#### posix: backquote and $() inside alternate
l=t; echo 16 ${IFS+h`echo -n i ${IFS+$l}h`ere}; echo 17 ${IFS+h$(echo -n i ${IFS+$l}h)ere}
echo 18 "${IFS+h`echo -n i ${IFS+$l}h`ere}"; echo 21 ${IFS+h$(echo -n i "${IFS+$l}"h)ere}
#### posix: escaped brace in alternate
set -o posix
echo 13 ${IFS+\}z}; echo 14 "${IFS+\}z}"; echo 6 ${IFS+"}"z}; echo 7 "${IFS+"}"z}"
#### posix: escaped quotes in alternate
set -o posix
echo 8 "${IFS+\"}\"z}"; echo 9 "${IFS+\"\}\"z}"
#### posix: unquoted alternate containing single quotes
set -o posix
echo 10 foo ${IFS+'bar} baz'}; echo 38 ${IFS+x'a'y} / "${IFS+x'a'y}" .
#### backslash-newline inside alternate
printf '<%s> ' ${IFS+foo 'b\
ar' baz}; echo .
printf '<%s> ' ${IFS+foo "b\
ar" baz}; echo .
printf '<%s> ' "${IFS+foo "b\
ar" baz}"; echo .
#### removal leading literal
foo="a b c"; printf '<%s> ' "${foo#a}"; echo .
#### :+ with single quotes inside double quotes
r(){ printf '<%s>\n' "$@"; }
selvecs='&m68kcoff_vec'
r "T = ${selvecs:+-DS='$selvecs'}" "T = ${selvecs:+-DS=\'$selvecs\'}" "T = ${selvecs:+-DS="$selvecs"}" "T = ${selvecs:+-DS=\"$selvecs\"}"
#### :+ with backslashes inside double quotes
r(){ printf '<%s>\n' "$@"; }
selvecs='&m68k'
r "T = ${selvecs:+-DS=\\$selvecs\\}" "T = ${selvecs:+-DS=\$selvecs}" "T = ${selvecs:+-DS="\$selvecs"}" "T = ${selvecs:+-DS="\\$selvecs"}" "T = ${selvecs:+-DS="\'$selvecs\'"}"
#### :+ unquoted with quotes and backslashes
r(){ printf '<%s>\n' "$@"; }
selvecs='&m68k'
r ${selvecs:+-DS='$selvecs'} ${selvecs:+-DS=\'$selvecs\'} ${selvecs:+-DS=\"$selvecs\"} ${selvecs:+-DS=\\$selvecs\\} ${selvecs:+-DS="\'$selvecs\'"}
#### :+ backslash p and quote
r(){ printf '<%s>\n' "$@"; }
s=1
r "${s:+x="\p"}" "${s:+x=\p}" "${s:+x="\\"}" "${s:+x=\\}" "${s:+x=\'}" "${s:+x="\'"}"
r ${s:+x="\p"} ${s:+x=\p} ${s:+x="\\"} ${s:+x=\\} ${s:+x=\'} ${s:+x="\'"}
#### patsub escaped star question slash
var="a*b"; echo "${var//\\*/}" "${var//\*/}"
var="a?b"; echo "${var//\\?/}" "${var//\?/}"
var="a/b"; echo "${var//\\//}" "${var//\//}"
#### empty quotes in patterns
r(){ printf '<%s>' "$@"; echo; }
f=abc; unset v
r ${f##""a} ${f##"$v"a} ${f%%""c} ${f//""a} ${f/""a""b/} ${f/""c/} ${f/"$v"c/}
#### patsub with empty pattern and space
r(){ printf '<%s>' "$@"; echo; }
foo=aabbcc; unset empty
r ${foo/bb/} ${foo/bb/$empty} ${foo/} ${empty/} ${foo/ } ${empty/}
#### case modification with pattern
S2=oenophile; echo ${S2^[aeiou]} ${S2^^"$v"[aeiou]} ${S2^^[aeiou]}
#### empty quotes in defaults
r(){ printf '<%s>' "$@"; echo; }
unset foo; r ${foo:-""}; r ${foo:-""abc}; r "${foo:-''}"; r "${foo:-}"
#### empty quotes in tests and case
unset var
[[ $var == "" ]] && echo good 1; [[ "$var"X == ""X ]] && echo good 2; [ "$var"X == ""X"" ] && echo good 3
[ X"" == X ] && echo good 4
case x"" in x) echo ok 1;; x?) echo bad;; esac
case x"" in "x") echo CTL;; x) echo ok 7;; esac
[[ x"" == x"" ]] && echo ok 3
#### trailing newlines stripped by command substitution
v=`echo "" ; echo "" ; echo ""`; echo "'$v'"
v=`echo -n " ab "`; echo "'$v'"; v=`echo -n ""`; echo "'$v'"; v=`echo`; echo "'$v'"
#### only trailing newlines are stripped
v=`echo "abab  "`; echo "'$v'"; v=`echo -ne "aba\nbab  "`; echo "'$v'"; v="`echo -e '\n\n\n\n'`"; echo "'$v'"
v=$(printf '\n\nx\n\n'); echo "'$v'"
