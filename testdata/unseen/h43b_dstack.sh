#### pushd to a missing directory
pushd ./xxx-notthere
echo $?
#### pushd with empty stack
dirs -c
pushd
echo $?
#### popd with empty stack
dirs -c
popd
echo $?
#### invalid number for pushd popd dirs
pushd -m
popd -m
dirs -m
echo $?
#### dirs with non-numeric argument
dirs 7
echo $?
#### cd -P sets OLDPWD
mkdir -p a/b
MYDIR=$PWD
command cd -P a/b
[ "$OLDPWD" = "$MYDIR" ] && echo ok
#### pushd shows stack and sets OLDPWD
mkdir -p d1 d2
base=$PWD
pushd d1 >/dev/null
[ "$PWD" = "$base/d1" ] && [ "$OLDPWD" = "$base" ] && echo ok
dirs | sed "s|$base|B|g"
echo ${#DIRSTACK[@]}
#### pushd prints the stack with tilde for home
mkdir -p d1
cd
pushd d1
dirs
dirs -l | sed "s|$HOME|H|g"
#### pushd -n +0 rotates nothing
mkdir -p d1
cd
pushd d1 >/dev/null
pushd -n +0
dirs
#### dirs -v and -p
mkdir -p d1 d2
cd
pushd d1 >/dev/null
pushd ../d2 >/dev/null
dirs -v
dirs -p
#### pushd with no args swaps the top two
mkdir -p d1 d2
cd
pushd d1 >/dev/null
pushd ../d2 >/dev/null
pushd
pushd
#### dirs +N and DIRSTACK index
mkdir -p d1 d2 d3
cd
pushd d1 >/dev/null; pushd ../d2 >/dev/null; pushd ../d3 >/dev/null
echo ${DIRSTACK[0]} | sed "s|$HOME|H|"; dirs +0
echo ${DIRSTACK[2]} | sed "s|$HOME|H|"; dirs +2
#### out of range indexes for dirs pushd popd
mkdir -p d1
cd
pushd d1 >/dev/null
dirs +9; echo $?
dirs -9; echo $?
pushd +9; echo $?
pushd -9; echo $?
popd +9; echo $?
popd -9; echo $?
#### popd -n +N removes without cd
mkdir -p d1 d2 d3
cd
pushd d1 >/dev/null; pushd ../d2 >/dev/null; pushd ../d3 >/dev/null
popd -n +2
dirs
echo "${PWD##*/}"
#### pushd -n adds without cd
mkdir -p d1 d2
cd
pushd d1 >/dev/null
pushd -n ../d2
echo "${PWD##*/}"
dirs
#### assigning DIRSTACK element changes the stack
mkdir -p d1 d2 d3
cd
pushd d1 >/dev/null; pushd ../d2 >/dev/null
DIRSTACK[1]=/bin
dirs
#### popd +2 and pushd -1
mkdir -p d1 d2 d3
cd
pushd d1 >/dev/null; pushd ../d2 >/dev/null; pushd ../d3 >/dev/null
popd +2
pushd -1
dirs
#### dirs -c clears the stack
mkdir -p d1
cd
pushd d1 >/dev/null
dirs -c
dirs
echo ${#DIRSTACK[@]}
#### tilde N with empty stack stays literal
cd
echo ~1
echo ~+0 | sed "s|$HOME|H|"
#### tilde N expands to stack entries
mkdir -p d1 d2
cd
pushd d1 >/dev/null
pushd ../d2 >/dev/null
dirs +0; echo ~0 ${DIRSTACK[0]}
dirs +1; echo ~1 ${DIRSTACK[1]}
dirs +2; echo ~2 ${DIRSTACK[2]}
#### tilde minus N counts from the bottom
mkdir -p d1 d2
cd
pushd d1 >/dev/null
pushd ../d2 >/dev/null
NDIRS=$(( ${#DIRSTACK[@]} - 1 ))
dirs -2; echo ~-2 ${DIRSTACK[NDIRS-2]}
dirs -1; echo ~-1 ${DIRSTACK[NDIRS-1]}
dirs -v -1
dirs -0; echo ~-0 ${DIRSTACK[NDIRS]}
#### popd returns to the previous directory
mkdir -p d1
cd
pushd d1 >/dev/null
popd
echo "${PWD/#$HOME/H}"
#### pushd +1 rotates the stack
mkdir -p d1 d2
cd
pushd d1 >/dev/null; pushd ../d2 >/dev/null
pushd +1
echo "${PWD/#$HOME/H}"
