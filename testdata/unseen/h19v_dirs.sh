#### dirs empty stack
cd "$(mktemp -d)"; dirs -c; dirs | wc -w; echo ${#DIRSTACK[@]}
#### pushd popd basics
cd "$(mktemp -d)"; mkdir a b c; d=$PWD
pushd a | sed "s|$d|D|g"; pushd ../b | sed "s|$d|D|g"; dirs -l | sed "s|$d|D|g"; popd | sed "s|$d|D|g"; pwd | sed "s|$d|D|g"
#### dirs -v -p
cd "$(mktemp -d)"; mkdir a b; d=$PWD; pushd a >/dev/null; pushd ../b >/dev/null
dirs -v | sed "s|$d|D|g"; dirs -p | sed "s|$d|D|g"
#### dirs +n -n
cd "$(mktemp -d)"; mkdir a b; d=$PWD; pushd a >/dev/null; pushd ../b >/dev/null
dirs +0 | sed "s|$d|D|g"; dirs +2 | sed "s|$d|D|g"; dirs -0 | sed "s|$d|D|g"; dirs +5 2>&1 | sed "s|$d|D|g"; echo st=$?
#### pushd rotate
cd "$(mktemp -d)"; mkdir a b c; d=$PWD; pushd a >/dev/null; pushd ../b >/dev/null; pushd ../c >/dev/null
pushd +1 | sed "s|$d|D|g"; pushd -0 | sed "s|$d|D|g"; pwd | sed "s|$d|D|g"
#### pushd no arg swaps
cd "$(mktemp -d)"; mkdir a; d=$PWD; pushd a >/dev/null; pushd | sed "s|$d|D|g"; pwd | sed "s|$d|D|g"
#### pushd no arg empty stack
cd "$(mktemp -d)"; pushd 2>&1; echo st=$?
#### popd empty
cd "$(mktemp -d)"; popd 2>&1; echo st=$?
#### popd +n
cd "$(mktemp -d)"; mkdir a b; d=$PWD; pushd a >/dev/null; pushd ../b >/dev/null; popd +1 | sed "s|$d|D|g"; pwd | sed "s|$d|D|g"
#### pushd -n
cd "$(mktemp -d)"; mkdir a; d=$PWD; pushd -n a | sed "s|$d|D|g"; pwd | sed "s|$d|D|g"
#### popd -n
cd "$(mktemp -d)"; mkdir a b; d=$PWD; pushd a >/dev/null; pushd ../b >/dev/null; popd -n | sed "s|$d|D|g"; pwd | sed "s|$d|D|g"
#### pushd missing dir
cd "$(mktemp -d)"; pushd nope 2>&1 | sed 's|/.*/||'; echo st=$?
#### dirs tilde
cd; mkdir -p x; cd x; dirs; dirs -l | sed "s|$HOME|H|"
#### dirstack assignment
cd "$(mktemp -d)"; mkdir a b; d=$PWD; pushd a >/dev/null; DIRSTACK[1]=$d/b; dirs | sed "s|$d|D|g"
#### dirs -c clears
cd "$(mktemp -d)"; mkdir a; pushd a >/dev/null; dirs -c; dirs | sed 's|.*/||'
#### pushd bad option
pushd -z 2>&1; echo st=$?; popd -z 2>&1; echo st=$?
#### popd too many
cd "$(mktemp -d)"; popd +3 2>&1; echo st=$?
#### pushd sets oldpwd
cd "$(mktemp -d)"; mkdir a; d=$PWD; pushd a >/dev/null; [ "$OLDPWD" = "$d" ] && echo ok
