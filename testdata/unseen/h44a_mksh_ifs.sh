#### ifs default star and at
showargs() { for s_arg in "$@"; do echo -n "<$s_arg> "; done; echo .; }
set -- A B C
showargs 1 $*
showargs 2 "$*"
showargs 3 $@
showargs 4 "$@"
#### ifs colon star and at
showargs() { for s_arg in "$@"; do echo -n "<$s_arg> "; done; echo .; }
IFS=:
set -- A B C
showargs 1 $*
showargs 2 "$*"
showargs 3 $@
showargs 4 "$@"
#### ifs null star and at
showargs() { for s_arg in "$@"; do echo -n "<$s_arg> "; done; echo .; }
IFS=""
set -- A B C
showargs 1 $*
showargs 2 "$*"
showargs 3 $@
showargs 4 "$@"
#### ifs unset behaves as default
showargs() { for s_arg in "$@"; do echo -n "<$s_arg> "; done; echo .; }
unset IFS
set -- 'A  B' C
showargs 1 $*
showargs 2 "$*"
x=' p  q '; showargs 3 $x
#### ifs space colon empty params
showargs() { for s_arg in "$@"; do echo -n "<$s_arg> "; done; echo .; }
IFS="$IFS:"
set --
showargs 1 $*
showargs 2 "$*"
showargs 3 $@
showargs 4 "$@"
showargs 5 : "$@"
#### ifs quoted at adjacent to text with no params
showargs() { for s_arg in "$@"; do echo -n "<$s_arg> "; done; echo .; }
IFS="$IFS:"
set --
showargs :"$@"
showargs "$@$@"
showargs "${@:-}"
showargs "$@"x"$@"
#### ifs splitting with colon whitespace mix
showargs() { for s_arg in "$@"; do echo -n "<$s_arg> "; done; echo .; }
IFS="$IFS:"
x=":b: :"
echo -n '1:'; for i in $x ; do echo -n " [$i]" ; done ; echo
echo -n '2:'; for i in :b:: ; do echo -n " [$i]" ; done ; echo
showargs 3 $x
showargs 4 :b::
x="a:b:"
echo -n '5:'; for i in $x ; do echo -n " [$i]" ; done ; echo
showargs 6 $x
x="a::c"
echo -n '7:'; for i in $x ; do echo -n " [$i]" ; done ; echo
showargs 8 $x
#### ifs splitting of default with backquote
showargs() { for s_arg in "$@"; do echo -n "<$s_arg> "; done; echo .; }
IFS="$IFS:"
echo -n '9:'; for i in ${FOO-`echo -n h:i`th:ere} ; do echo -n " [$i]" ; done ; echo
showargs 10 ${FOO-`echo -n h:i`th:ere}
showargs 11 "${FOO-`echo -n h:i`th:ere}"
x=" A :  B::D"
echo -n '12:'; for i in $x ; do echo -n " [$i]" ; done ; echo
showargs 13 $x
#### ifs trimmed value split
showargs() { for s_arg in "$@"; do echo -n "<$s_arg> "; done; echo .; }
x="X 1 2"
showargs 1 shift ${x#X}
#### ifs non-whitespace leading in alternate value
showargs() { for s_arg in "$@"; do echo -n "<$s_arg> "; done; echo .; }
showargs 0 ${-+}
IFS=:
showargs 1 ${-+:foo:bar}
IFS=' '
showargs 2 ${-+ foo bar}
#### ifs split in word with assignment-like prefix
showargs() { for s_arg in "$@"; do echo -n "<$s_arg> "; done; echo .; }
showargs 0 x=${-+}
IFS=:
showargs 1 x=${-+:foo:bar}
IFS=' '
showargs 2 x=${-+ foo bar}
#### ifs local with default under xtrace
set -x
f() { local regex=${2:-}; echo "[$regex]"; }
f a
#### ifs empty star assignment vs quoted
pfn() { for s_arg in "$@"; do printf '%s\n' "<$s_arg>"; done; }
a='space divded  argument
here'
IFS=\  ; set -- $a
IFS= ; q="$*" ; nq=$*
pfn "$*" $* "$q" "$nq"
[ "$q" = "$nq" ] && echo =true || echo =false
#### ifs empty at assignment vs quoted
pfn() { for s_arg in "$@"; do printf '%s\n' "<$s_arg>"; done; }
a='space divded  argument
here'
IFS=\  ; set -- $a
IFS= ; q="$@" ; nq=$@
pfn "$*" $* "$q" "$nq"
[ "$q" = "$nq" ] && echo =true || echo =false
#### ifs empty all four forms
pfn() { for s_arg in "$@"; do printf '%s\n' "<$s_arg>"; done; }
a='space divded  argument
here'
IFS=\ ; set -- $a; IFS=
qs="$*"
nqs=$*
qk="$@"
nqk=$@
echo -n '= qs '; pfn "$qs"
echo -n '=nqs '; pfn "$nqs"
echo -n '= qk '; pfn "$qk"
echo -n '=nqk '; pfn "$nqk"
echo -n '~ qs '; pfn "$*"
echo -n '~nqs '; pfn $*
echo -n '~ qk '; pfn "$@"
echo -n '~nqk '; pfn $@
#### ifs empty forms through default operator
pfn() { for s_arg in "$@"; do printf '%s\n' "<$s_arg>"; done; }
a='space divded  argument
here'
IFS=\ ; set -- $a; IFS=
unset v
qs=${v:-"$*"}
echo -n '= qs '; pfn "$qs"
echo -n '~ qs '; pfn ${v:-"$*"}
nqs=${v:-$*}
echo -n '=nqs '; pfn "$nqs"
echo -n '~nqs '; pfn ${v:-$*}
qk=${v:-"$@"}
echo -n '= qk '; pfn "$qk"
echo -n '~ qk '; pfn ${v:-"$@"}
nqk=${v:-$@}
echo -n '=nqk '; pfn "$nqk"
echo -n '~nqk '; pfn ${v:-$@}
#### ifs comma all four forms
pfn() { for s_arg in "$@"; do printf '%s\n' "<$s_arg>"; done; }
a='space divded  argument
here'
IFS=\ ; set -- $a; IFS=,
qs="$*"
echo -n '= qs '; pfn "$qs"
echo -n '~ qs '; pfn "$*"
nqs=$*
echo -n '=nqs '; pfn "$nqs"
echo -n '~nqs '; pfn $*
qk="$@"
echo -n '= qk '; pfn "$qk"
echo -n '~ qk '; pfn "$@"
nqk=$@
echo -n '=nqk '; pfn "$nqk"
echo -n '~nqk '; pfn $@
#### ifs comma forms through default operator
pfn() { for s_arg in "$@"; do printf '%s\n' "<$s_arg>"; done; }
a='space divded  argument
here'
IFS=\ ; set -- $a; IFS=,
unset v
qs=${v:-"$*"}
echo -n '= qs '; pfn "$qs"
echo -n '~ qs '; pfn ${v:-"$*"}
nqs=${v:-$*}
echo -n '=nqs '; pfn "$nqs"
echo -n '~nqs '; pfn ${v:-$*}
qk=${v:-"$@"}
echo -n '= qk '; pfn "$qk"
echo -n '~ qk '; pfn ${v:-"$@"}
nqk=${v:-$@}
echo -n '=nqk '; pfn "$nqk"
echo -n '~nqk '; pfn ${v:-$@}
#### ifs empty with empty params star and at
pfb() { for s_arg in "$@"; do printf '%s\n' "[$s_arg]"; done; }
pfn() { for s_arg in "$@"; do printf '%s\n' "<$s_arg>"; done; }
IFS=; set -- "" 2 ""; pfb $*; x=$*; pfn "$x"; echo =a1
IFS=; set -- "" 2 ""; pfb "$*"; x="$*"; pfn "$x"; echo =a2
IFS=; set -- "" 2 ""; pfb $@; x=$@; pfn "$x"; echo =a3
IFS=; set -- "" 2 ""; pfb "$@"; x="$@"; pfn "$x"; echo =a4
#### ifs comma with empty params star and at
pfb() { for s_arg in "$@"; do printf '%s\n' "[$s_arg]"; done; }
pfn() { for s_arg in "$@"; do printf '%s\n' "<$s_arg>"; done; }
IFS=,; set -- "" 2 ""; pfb $*; x=$*; pfn "$x"; echo =a5
IFS=,; set -- "" 2 ""; pfb "$*"; x="$*"; pfn "$x"; echo =a6
IFS=,; set -- "" 2 ""; pfb $@; x=$@; pfn "$x"; echo =a7
IFS=,; set -- "" 2 ""; pfb "$@"; x="$@"; pfn "$x"; echo =a8
#### ifs empty with middle empty params
pfb() { for s_arg in "$@"; do printf '%s\n' "[$s_arg]"; done; }
pfn() { for s_arg in "$@"; do printf '%s\n' "<$s_arg>"; done; }
IFS=; set -- A B "" "" C; pfb $*; x=$*; pfn "$x"; echo =b1
IFS=; set -- A B "" "" C; pfb "$*"; x="$*"; pfn "$x"; echo =b2
IFS=; set -- A B "" "" C; pfb $@; x=$@; pfn "$x"; echo =b3
IFS=; set -- A B "" "" C; pfb "$@"; x="$@"; pfn "$x"; echo =b4
#### ifs comma with middle empty params
pfb() { for s_arg in "$@"; do printf '%s\n' "[$s_arg]"; done; }
pfn() { for s_arg in "$@"; do printf '%s\n' "<$s_arg>"; done; }
IFS=,; set -- A B "" "" C; pfb $*; x=$*; pfn "$x"; echo =b5
IFS=,; set -- A B "" "" C; pfb "$*"; x="$*"; pfn "$x"; echo =b6
IFS=,; set -- A B "" "" C; pfb $@; x=$@; pfn "$x"; echo =b7
IFS=,; set -- A B "" "" C; pfb "$@"; x="$@"; pfn "$x"; echo =b8
#### ifs empty star as trim pattern
showargs() { for s_arg in "$@"; do echo -n "<$s_arg> "; done; echo .; }
IFS=
x=abc
set -- a b
showargs ${x#$*}
#### ifs star in quoted trim pattern
showargs() { for s_arg in "$@"; do echo -n "<$s_arg> "; done; echo .; }
IFS="*"
a=abcd
set -- '' c
showargs "$*" ${a##"$*"}
#### ifs dquoted default of at is one word
n() { echo "$#"; }; n "${foo-$@}"
set -- a b c; n "${foo-$@}"; n "${foo-"$@"}"; n ${foo-"$@"}
#### ifs empty star in double brackets and case
bash -c 'IFS=; set a b; [[ $* = "$1$2" ]]; echo 1 $?' sh a b
bash -c 'IFS=; [[ $* = ab ]]; echo 2 "$?"' sh a b
bash -c 'IFS=; [[ "$*" = ab ]]; echo 3 "$?"' sh a b
bash -c 'IFS=; [[ $* = a ]]; echo 4 "$?"' sh a b
bash -c 'IFS=; [[ "$*" = a ]]; echo 5 "$?"' sh a b
bash -c 'IFS=; [[ "$@" = a ]]; echo 6 "$?"' sh a b
#### ifs empty star and at in case and assignment
f() { IFS=; case "$@" in a) echo 7 a;; ab) echo 7 b;; a\ b) echo 7 ok;; esac; }; f a b
g() { IFS=; case $* in a) echo 8 a;; ab) echo 8 ok;; esac; }; g a b
h() { IFS=; star=$* at="$@"; echo "<$star> <$at>"; }; h a b
#### ifs scalar context in assign default
showargs() { for s_arg in "$@"; do echo -n "<$s_arg> "; done; echo .; }
set -- one "two three" four
unset -v var
save_IFS=$IFS
IFS=
set -- ${var=$*}
IFS=$save_IFS
echo "var=$var"
showargs "$@"
#### ifs substring split with bang
showargs() { for s_arg in "$@"; do echo -n "<$s_arg> "; done; echo .; }
v="foo!one!two!three"
IFS="!"
showargs x ${v:3} y
#### ifs zero splits arithmetic result
showargs() { for s_arg in "$@"; do echo -n "<$s_arg> "; done; echo .; }
IFS=0
showargs $((1230456))
set -o posix
showargs $((1230456)) "$((1230456))"
#### ifs read with trailing non-whitespace delimiters
IFS=: read a b c <<< 'x:y:'; echo "[$a][$b][$c]"
IFS=: read a b <<< 'x:y:z:'; echo "[$a][$b]"
IFS=: read a b <<< 'x:y:'; echo "[$a][$b]"
IFS=': ' read a b <<< ' x : y : '; echo "[$a][$b]"
