#### strip prefix shortest and longest
v=abcabc
echo ${v#a*} ${v##a*} ${v#*b} ${v##*b}
#### strip suffix shortest and longest
v=abcabc
echo ${v%c*} ${v%%c*} ${v%b*} ${v%%b*}
#### strip with no match leaves value
v=hello
echo ${v#x} ${v%x} ${v##zz*} ${v%%*zz}
#### strip unset and empty
unset u; e=
echo "[${u#a}]" "[${e%b}]" "[${u%%*}]"
#### strip whole string
v=foo
echo "[${v#foo}]" "[${v%%*}]" "[${v#*}]" "[${v%*}]"
#### strip char class and question mark
v=a1b2c3
echo ${v#?} ${v%?} ${v#[a-z]} ${v%[0-9]} ${v##*[a-c]} ${v%%[0-9]*}
#### strip path components
p=/usr/local/bin/tool.tar.gz
echo ${p##*/} ${p%/*} ${p#*.} ${p##*.} ${p%.*} ${p%%.*}
#### strip quoted glob chars are literal
v='a*b*c'
echo "${v#'a*'}" "${v#a\*}" "${v%"*c"}" "${v#a*}"
#### strip pattern from variable is glob
pat='*b'; v=aabbcc
echo ${v#$pat} ${v##$pat} "${v#"$pat"}"
#### strip unicode chars
v='μabcμ'
echo ${v#?} ${v%?} ${v#μ} ${v%%c*}
echo ${#v}
#### strip unicode with class
v='éèa'
echo ${v#[éè]} ${v##[éè]*} ${v%[[:alpha:]]}
#### strip on positional params
set -- aXb cXd eXf
echo ${@#?X} ${*%X?}
echo "${@#*X}"
#### strip on array elements
a=(one.txt two.md three.txt)
echo ${a[@]%.*} ${a[@]#t}
printf '[%s]' "${a[@]%.txt}"; echo
#### strip with backslash pattern
v='a\b\c'
echo "${v#*\\}" "${v%\\*}" "${v##*\\}"
#### strip pattern with brackets literal
v='[x]y'
echo "${v#\[}" "${v#'[x]'}" "${v#[[]}"
#### strip extglob
shopt -s extglob
v=aaabbbccc
echo ${v##+(a)} ${v%%+(c)} ${v#@(aa|a)} ${v##@(aa|a)}
#### strip with dollar single quote
v=$'a\tb'
echo "${v#a$'\t'}" "${v%$'\t'b}"
#### strip nested expansion in pattern
x=ab; v=abcd
echo ${v#${x}} ${v#${x%b}} ${v%${v#??}}
#### strip newline
v=$'line1\nline2'
echo "${v%%$'\n'*}" "${v#*$'\n'}"
#### strip in double quotes with star unquoted
v=foo.bar.baz
echo "${v%.*}" "${v%%.*}" "${v#*.}"
#### strip nocasematch does not apply
shopt -s nocasematch
v=ABC
echo ${v#a} ${v%c}
#### strip with nocaseglob
shopt -s nocaseglob
v=ABC
echo ${v#a} ${v%c}
#### strip with pattern containing slash and star
p=a/b/c/d
echo ${p#*/*/} ${p%/*/*}
#### strip longest with bracket star
v='[[x]]'
echo "${v##*[}" "${v%%]*}"
#### strip with quoted var containing glob inside dq
v='a*b*c'; p='a*'
echo "${v#$p}" "${v#"$p"}" "${v##$p}"
#### strip on $* and $@ quoted
set -- a.x b.y
IFS=,
echo "${*%.?}" "${@%.?}"
#### strip with ${#} numeric
set -- 1 2 3
echo ${#%3} ${##1}
#### strip $? 
false
echo ${?#1} ${?%1}x
#### strip case-insensitive not
v=Hello
echo ${v#h} ${v#H}
#### strip one char with question mark on empty
e=
echo "[${e#?}]" "[${e%?}]"
#### strip special pattern chars in braces
v='{a}b'
echo ${v#\{a\}} ${v#'{a}'}
#### strip with escape sequences in pattern dollar single
v=$'\n\tx'
echo "${v#$'\n'}" | od -c | head -1
#### nocasematch in patsub
shopt -s nocasematch
v=ABCabc
echo ${v/b/x} ${v//B/y} ${v/#a/z}
#### nocasematch in strip
shopt -s nocasematch
v=ABC
echo ${v#a} ${v%%C} ${v##*b}
#### nocaseglob in case
shopt -s nocaseglob
case ABC in abc) echo matched;; *) echo no;; esac
#### nocasematch in case with class
shopt -s nocasematch
case A in [a-c]) echo in;; *) echo out;; esac
#### nocasematch with =~
shopt -s nocasematch
[[ ABC =~ ^abc$ ]] && echo re
#### nocasematch in ${x^^pat}
shopt -s nocasematch
v=abc
echo ${v^^B}
