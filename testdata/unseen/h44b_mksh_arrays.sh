#### noglob inside pipeline loop does not leak
touch abcx abcy
echo *
echo a | while read d; do
	echo $d
	echo $d*
	set -o noglob
	echo $d*
	echo *
done
echo *
#### lastpipe off last pipeline element is subshell
x=outer
echo inner | read x
echo "$x"
echo v | { read y; echo "in $y"; }
echo "out [$y]"
#### PIPESTATUS after pipeline
echo 1 $PIPESTATUS .
echo 2 ${PIPESTATUS[0]} .
echo 3 ${PIPESTATUS[1]} .
(echo x; exit 12) | (cat; exit 23) | (cat; exit 42)
echo 5 $? , $PIPESTATUS , ${PIPESTATUS[0]} , ${PIPESTATUS[1]} , ${PIPESTATUS[2]} , ${PIPESTATUS[3]} .
echo 6 ${PIPESTATUS[0]} .
#### PIPESTATUS count and simple command
true | false | true
echo ${#PIPESTATUS[@]} "${PIPESTATUS[*]}"
false
echo ${#PIPESTATUS[@]} "${PIPESTATUS[*]}"
#### pipefail variants
echo 1 "$(bash -c '(exit 12) | (exit 23) | (exit 42); echo $?')" .
echo 2 "$(bash -c '! (exit 12) | (exit 23) | (exit 42); echo $?')" .
echo 3 "$(bash -o pipefail -c '(exit 12) | (exit 23) | (exit 42); echo $?')" .
echo 4 "$(bash -o pipefail -c '! (exit 12) | (exit 23) | (exit 42); echo $?')" .
echo 5 "$(bash -c '(exit 23) | (exit 42) | :; echo $?')" .
echo 6 "$(bash -c '! (exit 23) | (exit 42) | :; echo $?')" .
echo 7 "$(bash -o pipefail -c '(exit 23) | (exit 42) | :; echo $?')" .
echo 8 "$(bash -o pipefail -c '! (exit 23) | (exit 42) | :; echo $?')" .
echo 9 "$(bash -o pipefail -c 'x=$( (exit 23) | (exit 42) | :); echo $?')" .
#### pipefail in current shell
set -o pipefail
false | true
echo $?
true | (exit 3) | true
echo $?
set +o pipefail
false | true
echo $?
#### declare -g in function on array
arrfoo=(65)
foo() {
	declare -g -i arrfoo
	arrfoo[0]=10+6
}
echo before ${arrfoo[0]} .
foo
echo after ${arrfoo[0]} .
#### declare -p on array and element
x=(a b c)
declare -p x
declare -p x[1]
echo st $?
#### declare -u -l transforms
declare -u up=hello
declare -l lo=WORLD
echo "$up $lo"
up+=x; lo+=Y
echo "$up $lo"
#### array with quoted and escaped dollar elements
v="c d"
foo=(a \$v "$v" '$v' b)
echo "${#foo[*]}|${foo[0]}|${foo[1]}|${foo[2]}|${foo[3]}|${foo[4]}|"
#### set -- with quoted elements
v="c d"
set -- a \$v "$v" '$v' b
echo "$#|$1|$2|$3|$4|$5|"
#### array assignment across newlines
pfp() { for x in "$@"; do printf '%s|' "$x"; done; echo; }
v="e f"
foo=(a
	bc
	d \$v "$v" '$v' g
)
pfp "${#foo[*]}" "${foo[@]}"
foo=(a\
	bc
	d \$v "$v" '$v' g
)
pfp "${#foo[*]}" "${foo[@]}"
#### array assignment with backslash continuation and escaped backslash
pfp() { for x in "$@"; do printf '%s|' "$x"; done; echo; }
v="e f"
foo=(a\
bc\\
	d \$v "$v" '$v'
g)
pfp "${#foo[*]}" "${foo[@]}"
#### array assignment with comments inside
foo=(a # comment here
  b
  # whole line comment
  c)
echo "${#foo[@]} ${foo[*]}"
#### large array indices
foo=(a b c)
foo[4097]=d
foo[2147483637]=e
echo ${foo[*]}
foo[-1]=f
echo ${foo[2147483637]} g ${foo[*]}
#### negative index out of range
foo=(a b)
foo[-5]=x
echo "st $? ${foo[*]}"
echo "${foo[-5]}"
#### array with explicit indices
v="c d"
foo=([1]=\$v [2]="$v" [4]='$v' [0]=a [5]=b)
echo "${#foo[*]}|${foo[0]}|${foo[1]}|${foo[2]}|${foo[3]}|${foo[4]}|${foo[5]}|"
#### array index then continuing sequence
x=([128]=foo bar baz)
echo k= ${!x[*]} .
echo v= ${x[*]} .
#### quoted bracket element is literal
arr=("[5]=meh")
echo "<${arr[0]}><${arr[5]}>"
#### append with subscript variable name
:>b=blah
bleh=5
declare -a arr
arr+=([bleh]=blah)
echo "<${arr[0]}><${arr[5]}>"
#### array keys star and at quoting
of() {
	i=0
	for x in "$@"; do
		echo -n "$((i++))<$x>"
	done
	echo
}
foo[1]=eins
foo[0]=zwei
foo[4]=drei
echo a $(of ${foo[*]}) = $(of ${bar[*]}) a
echo b $(of "${foo[*]}") = $(of "${bar[*]}") b
echo c $(of ${foo[@]}) = $(of ${bar[@]}) c
echo d $(of "${foo[@]}") = $(of "${bar[@]}") d
echo e $(of ${!foo[*]}) = $(of ${!bar[*]}) e
echo f $(of "${!foo[*]}") = $(of "${!bar[*]}") f
echo g $(of ${!foo[@]}) = $(of ${!bar[@]}) g
echo h $(of "${!foo[@]}") = $(of "${!bar[@]}") h
#### set listing of sparse array
foo[1]=eins
foo[4]=drei
set | grep '^foo'
declare -p foo
#### indirect expansion of unset and set names
echo "!arz: ${!arz}"
arz=foo
foo=bar
echo "!arz: ${!arz}"
unset arz
echo "!arz: ${!arz}"
echo done
#### indirect expansion with subscript
arr=(x y)
n='arr[1]'
echo "${!n}"
n='arr[@]'
echo "${!n}"
#### unset element then reassign array
ag=(1 2)
unset 'ag[0]'
echo "${!ag[*]} : ${ag[*]}"
unset 'ag[*]'
echo "[${ag[*]}]" ${#ag[@]}
declare -p ag
#### array local in function
fnb() {
	local ab
	ab=(9)
	echo in ${ab[*]}
}
ab=(1 2)
fnb
echo out ${ab[*]}
#### array concatenation
unset foo; foo=(bar); foo+=(baz); echo 1 ${!foo[*]} : ${foo[*]} .
unset foo; foo=(foo bar); foo+=(baz); echo 2 ${!foo[*]} : ${foo[*]} .
unset foo; foo=([2]=foo [0]=bar); foo+=(baz [5]=quux); echo 3 ${!foo[*]} : ${foo[*]} .
#### string concatenation and integer append
unset foo; foo=bar; foo+=baz; echo 1 $foo .
unset foo; declare -i foo=10; foo+=20; echo 2 $foo .
unset foo; declare -i foo=10; foo+=20+1; echo 3 $foo .
#### scalar append to array appends element 0
a=(x y)
a+=z
echo "${a[@]}"
s=str
s+=(more)
echo "${s[@]}" ${#s[@]}
#### array assignment word splitting of comsub
a=($(echo a  b))
b=($(echo "a  b"))
c=("$(echo "a  b")")
d=("$(echo a  b)")
a+=($(echo c  d))
b+=($(echo "c  d"))
c+=("$(echo "c  d")")
d+=("$(echo c  d)")
echo ".a:${a[0]}.${a[1]}.${a[2]}.${a[3]}:"
echo ".b:${b[0]}.${b[1]}.${b[2]}.${b[3]}:"
echo ".c:${c[0]}.${c[1]}.${c[2]}.${c[3]}:"
echo ".d:${d[0]}.${d[1]}.${d[2]}.${d[3]}:"
#### array assignment glob in elements
touch g1 g2
a=(g* 'g*' "g"*)
echo ${#a[@]} "${a[@]}"
#### array assignment followed by command is syntax error
foo=(a b) env | grep "^foo"
echo notreached
#### array append global inside function
fn() {
	x+=(f)
	echo ".fn:${x[0]}.${x[1]}.${x[2]}.${x[3]}:"
}
rfn() {
	y=()
	y+=(f)
	echo ".rfn:${y[0]}.${y[1]}.${y[2]}.${y[3]}:"
}
x=(m m)
y=(m m)
fn
echo ".f1:${x[0]}.${x[1]}.${x[2]}.${x[3]}:"
fn
echo ".f2:${x[0]}.${x[1]}.${x[2]}.${x[3]}:"
rfn
echo ".rf1:${y[0]}.${y[1]}.${y[2]}.${y[3]}:"
#### array append on local inside function
fn() {
	local x
	x+=(f)
	echo ".fn:${x[0]}.${x[1]}.${x[2]}.${x[3]}:"
}
rfn() {
	y=()
	local y
	y+=(f)
	echo ".rfn:${y[0]}.${y[1]}.${y[2]}.${y[3]}:"
}
fnr() {
	local z
	z=()
	z+=(f)
	echo ".fnr:${z[0]}.${z[1]}.${z[2]}.${z[3]}:"
}
x=(m m)
y=(m m)
z=(m m)
fn
echo ".f1:${x[0]}.${x[1]}.${x[2]}.${x[3]}:"
rfn
echo ".rf1:${y[0]}.${y[1]}.${y[2]}.${y[3]}:"
rfn
echo ".rf2:${y[0]}.${y[1]}.${y[2]}.${y[3]}:"
fnr
echo ".f1r:${z[0]}.${z[1]}.${z[2]}.${z[3]}:"
#### array append with declare -g inside function
fn() {
	declare -g x
	x+=(f)
	echo ".fn:${x[0]}.${x[1]}.${x[2]}.${x[3]}:"
}
fnr() {
	declare -g z
	z=()
	z+=(f)
	echo ".fnr:${z[0]}.${z[1]}.${z[2]}.${z[3]}:"
}
x=(m m)
z=(m m)
fn
echo ".f1:${x[0]}.${x[1]}.${x[2]}.${x[3]}:"
fnr
echo ".f1r:${z[0]}.${z[1]}.${z[2]}.${z[3]}:"
#### string append global local and declare -g
fn() { x+=f; echo ".fn:$x:"; }
rfn() { y=; local y; y+=f; echo ".rfn:$y:"; }
gfn() { declare -g z; z=; z+=f; echo ".gfn:$z:"; }
x=m y=m z=m
fn; echo ".f1:$x:"
fn; echo ".f2:$x:"
rfn; echo ".rf1:$y:"
gfn; echo ".g1:$z:"
#### local then declare -g on same name
f() { local v=loc; declare -g v=glob; echo "in $v"; }
v=orig
f
echo "out $v"
#### unset removes local revealing global
f() {
	echo f0: $x
	local x
	echo f1: $x
	x=fa
	echo f2: $x
	unset x
	echo f3: $x
	x=fb
	echo f4: $x
}
x=o
echo before: $x
f
echo after: $x
#### unset local in function keyword style
function f {
	echo f0: $x
	typeset x
	x=fa
	unset x
	echo f3: $x
	x=fb
}
x=o
f
echo after: $x
#### unset of dynamic scope local from callee
inner() { unset v; echo "inner [$v]"; }
outer() { local v=outerlocal; inner; echo "outer [$v]"; }
v=global
outer
echo "top [$v]"
#### local -
f() { local -; set -f; echo in $-; }
f
case $- in *f*) echo still noglob;; *) echo restored;; esac
