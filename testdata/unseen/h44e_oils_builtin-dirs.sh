#### pushd and popd basic
mkdir -p a b
pushd a >/dev/null
pushd ../b >/dev/null
dirs | sed "s#$HOME#H#g; s#~#H#g"
popd >/dev/null
basename $PWD
#### dirs -v
mkdir -p a
pushd a >/dev/null
dirs -v | sed "s#$HOME#H#g; s#~#H#g"
#### dirs -p
mkdir -p a
pushd a >/dev/null
dirs -p | sed "s#$HOME#H#g; s#~#H#g"
#### dirs -l shows full path
mkdir -p a
cd a
dirs -l | sed "s#$HOME#H#"
#### dirs tilde abbreviation
cd ~
dirs
#### popd empty stack
popd
echo st=$?
#### pushd no args swaps
mkdir -p a b
cd a
pushd ../b >/dev/null
pushd >/dev/null
basename $PWD
#### pushd no args empty stack
pushd
echo st=$?
#### pushd nonexistent
pushd /nonexistent-dir 2>&1 | sed 's/.*line [0-9]*: //'
echo st=${PIPESTATUS[0]}
#### pushd +N rotates
mkdir -p a b c
pushd a >/dev/null; pushd ../b >/dev/null; pushd ../c >/dev/null
pushd +1 >/dev/null
basename $PWD
dirs | wc -w
#### popd +N removes
mkdir -p a b
pushd a >/dev/null; pushd ../b >/dev/null
popd +1 >/dev/null
dirs | wc -w
basename $PWD
#### popd -n
mkdir -p a b
pushd a >/dev/null; pushd ../b >/dev/null
popd -n >/dev/null
basename $PWD
dirs | wc -w
#### pushd -n
mkdir -p a
mkdir -p top; cd top
pushd -n $PWD/a >/dev/null
basename $PWD
dirs | wc -w
#### dirs -c
mkdir -p a
pushd a >/dev/null
dirs -c
dirs | wc -w
#### dirs +N
mkdir -p a
pushd a >/dev/null
dirs +0 | sed "s#.*/##"
dirs -0 | sed "s#$HOME#H#; s#~#H#"
#### dirs out of range
dirs +5
echo st=$?
#### popd bad arg
popd x 2>&1 | sed 's/.*line [0-9]*: //'
#### DIRSTACK variable
mkdir -p a
pushd a >/dev/null
echo ${#DIRSTACK[@]}
echo ${DIRSTACK[0]##*/}
#### pushd output format
mkdir -p a
pushd a | sed "s#$HOME#H#g; s#~#H#g"
#### popd output format
mkdir -p a
pushd a >/dev/null
popd | sed "s#$HOME#H#g; s#~#H#g"
#### cd updates top of stack
mkdir -p a b
pushd a >/dev/null
cd ../b
dirs | sed "s#$HOME#H#g; s#~#H#g"
#### popd empty stack message
popd
#### pushd too many args
mkdir -p a b
pushd a b
echo st=$?
#### dirs invalid option
dirs -x
echo st=$?
#### pushd invalid offset
pushd +3
echo st=$?
#### pushd nonexistent unfiltered
pushd /nonexistent_q
echo st=$?
#### cd - prints dir
mkdir -p a
cd a
cd - >/dev/null
cd - | sed 's#.*/##'
#### cd - without OLDPWD
unset OLDPWD
cd -
echo st=$?
#### cd too many args
mkdir -p a b
cd a b
echo st=$?
#### cd with CDPATH prints
mkdir -p base/sub
CDPATH=base
cd sub | sed 's#.*/base#base#'
#### cd to file
touch f
cd f
echo st=$?
