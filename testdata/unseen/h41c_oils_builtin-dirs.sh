#### pushd popd basic
mkdir -p a b
cd a
pushd ../b >/dev/null
echo ${PWD##*/}
popd >/dev/null
echo ${PWD##*/}
#### pushd prints stack
HOME=/nonexistent
mkdir -p d1 d2
top=$PWD
pushd d1 > out1
pushd ../d2 > out2
dirs > out3
cat out1 out2 out3 | sed "s,$top,P,g"
#### dirs -v and -p
mkdir -p x y
cd x; pushd ../y >/dev/null
dirs -v
dirs -p
#### dirs -l shows full paths with HOME
HOME=$PWD
cd "$HOME"
mkdir -p q
pushd q >/dev/null
dirs
dirs -l
#### popd on empty stack
popd
echo status=$?
#### pushd no other dir
pushd
echo status=$?
#### pushd with no arg swaps
mkdir -p s1 s2
cd s1; pushd ../s2 >/dev/null
pushd >/dev/null
echo ${PWD##*/}
#### pushd nonexistent
pushd /nonexistent-dir-xyz
echo status=$?
#### pushd +N rotates
mkdir -p r1 r2 r3
cd r1; pushd ../r2 >/dev/null; pushd ../r3 >/dev/null
dirs -p | sed 's,.*/,,'
pushd +1 >/dev/null
dirs -p | sed 's,.*/,,'
#### popd +N removes
mkdir -p p1 p2 p3
cd p1; pushd ../p2 >/dev/null; pushd ../p3 >/dev/null
popd +1 >/dev/null
dirs -p | sed 's,.*/,,'
#### popd -n
mkdir -p n1 n2
cd n1; pushd ../n2 >/dev/null
popd -n >/dev/null
echo ${PWD##*/}
dirs -p | sed 's,.*/,,'
#### pushd -n
mkdir -p m1 m2
cd m1
pushd -n ../m2 >/dev/null
echo ${PWD##*/}
dirs -p | sed 's,.*/,,'
#### dirs -c clears
mkdir -p c1
pushd c1 >/dev/null
dirs -c
dirs -p | wc -l
#### dirs +N and -N
mkdir -p e1 e2
cd e1; pushd ../e2 >/dev/null
dirs +0 | sed 's,.*/,,'
dirs -0 | sed 's,.*/,,'
dirs +1 | sed 's,.*/,,'
#### dirs out of range
dirs +5
echo status=$?
#### dirs bad option
dirs -x
echo status=$?
#### popd bad arg
popd foo
echo status=$?
#### DIRSTACK array
mkdir -p k1 k2
cd k1; pushd ../k2 >/dev/null
echo ${#DIRSTACK[@]}
echo "${DIRSTACK[1]##*/}"
#### pushd updates OLDPWD
mkdir -p o1 o2
cd o1; pushd ../o2 >/dev/null
echo "${OLDPWD##*/}"
#### popd too many args
popd a b
echo status=$?
#### pushd too many args
pushd a b
echo status=$?
#### pushd to file
touch f
pushd f
echo status=$?
#### dirs -v with HOME tilde
HOME=$PWD
mkdir -p sub
pushd sub > /dev/null
dirs -v
dirs -l -v | sed "s,$PWD,P,"
#### pushd with tilde arg
HOME=$PWD
mkdir -p t
pushd ~/t | sed 's,^,>,'
#### popd prints stack
mkdir -p a b
pushd a >/dev/null; pushd ../b > /dev/null
HOME=/nonexistent
popd | sed "s,$PWD,P,g; s,${PWD%/*},Q,g"
#### pushd uses CDPATH
mkdir -p base/target
CDPATH=$PWD/base
pushd target | sed "s,$PWD,P,g"
#### cd - after pushd
mkdir -p a1 b1
cd a1
pushd ../b1 >/dev/null
cd - | sed 's,.*/,,'
#### dirs after cd changes top
mkdir -p c1 c2
pushd c1 >/dev/null
cd ../c2
dirs -p | sed 's,.*/,,'
#### pushd +0 and -0
mkdir -p z1 z2
cd z1; pushd ../z2 >/dev/null
pushd +0 >/dev/null; echo ${PWD##*/}
pushd -0 >/dev/null; echo ${PWD##*/}
#### popd -1
mkdir -p y1 y2 y3
cd y1; pushd ../y2 >/dev/null; pushd ../y3 >/dev/null
popd -1 >/dev/null
dirs -p | sed 's,.*/,,'
#### pushd +N out of range message
mkdir -p w1
pushd w1 >/dev/null
pushd +5
echo status=$?
#### popd -N out of range
popd -3
echo status=$?
#### dirs with invalid +N
dirs +x
echo status=$?
#### DIRSTACK assignment
mkdir -p v1 v2
cd v1; pushd ../v2 >/dev/null
DIRSTACK[1]=/tmp
dirs -p | tail -1
#### unset DIRSTACK
mkdir -p u1
pushd u1 >/dev/null
unset DIRSTACK
echo "[${DIRSTACK[*]-}]"
dirs | sed 's,.*/,,'
#### pushd dash dash dir
mkdir -- -dd
pushd -- -dd >/dev/null
echo ${PWD##*/}
#### pushd with relative CDPATH entry
mkdir -p cp/inner
CDPATH=cp
pushd inner | sed "s,$PWD,P,"
