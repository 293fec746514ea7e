#### cd with no HOME
unset HOME; cd; echo st=$?
#### cd with empty HOME
HOME= ; cd; echo "st=$? $PWD" | sed "s|$PWD|PWD|"
#### cd too many args
mkdir -p a b; cd a b; echo st=$?
#### cd to file
touch f; cd f; echo st=$?
#### cd nonexistent message
cd /nonexistent/dir; echo st=$?
#### cd dash prints new dir
mkdir -p d1; cd d1; cd - >/dev/null; cd -; basename "$PWD"
#### cd dash without OLDPWD
unset OLDPWD; cd -; echo st=$?
#### cd -P resolves symlink
mkdir -p real; ln -s real lnk; cd -P lnk; basename "$PWD"
#### cd -L keeps symlink
b=$PWD; mkdir -p real; ln -s real lnk; cd -L lnk; echo "${PWD#$b}"; cd ..; echo "[${PWD#$b}]"
#### cd -P then dotdot
b=$PWD; mkdir -p real/sub; ln -s real/sub lnk; cd lnk; cd -P ..; echo "${PWD#$b}"
#### cd logical dotdot through symlink
b=$PWD; mkdir -p real/sub; ln -s real/sub lnk; cd lnk; cd ..; echo "[${PWD#$b}]"
#### pwd -P vs -L
mkdir -p real; ln -s real lnk; cd lnk; basename "$(pwd -L)"; basename "$(pwd -P)"
#### pwd invalid option
pwd -x; echo st=$?
#### pwd extra args ignored
pwd a b >/dev/null; echo st=$?
#### cd CDPATH prints dir
mkdir -p base/target; CDPATH=base; cd target; echo "st=$?"; basename "$PWD"
#### cd CDPATH with dot first no print
b=$PWD; mkdir -p target base/target; CDPATH=.:base; cd target | sed "s|$b|B|"; cd target; echo "${PWD#$b}"
#### cd CDPATH not used for dot slash
mkdir -p base/t2; CDPATH=base; cd ./t2; echo st=$?
#### cd invalid option
cd -q; echo st=$?
#### cd -e option with existing
mkdir -p x; cd -e x; echo st=$?
#### cd double dash
mkdir -- -dir; cd -- -dir; basename "$PWD"
#### cd updates OLDPWD
mkdir -p a; old=$PWD; cd a; [[ $OLDPWD == "$old" ]] && echo same
#### cd empty string
cd ''; echo st=$?
#### cd with trailing slashes
mkdir -p a/b; cd a//b/; basename "$PWD"; [[ $PWD == *//* ]] && echo dbl || echo clean
#### cd to dot dot beyond root
cd /; cd ..; pwd
#### cd dotdot from slash slash
cd //; pwd; cd //tmp 2>/dev/null && pwd
#### pwd after PWD modified
PWD=/nonsense; pwd | grep -c nonsense
#### cd into unreadable path via PWD unset
mkdir -p q; unset PWD; cd q; basename "$PWD"
#### cd - with OLDPWD nonexistent
OLDPWD=/no/such; cd -; echo st=$?
#### cd physical set -P
mkdir -p real; ln -s real lnk; set -P; cd lnk; basename "$PWD"; set +P
#### cd too many args with -L
cd -L a b; echo st=$?
