#### pushd popd basic stack
b=$PWD; mkdir -p a b; pushd a >/dev/null; pushd ../b >/dev/null; dirs | sed "s|$b|B|g"; popd >/dev/null; dirs | sed "s|$b|B|g"
#### pushd prints stack
b=$PWD; mkdir -p a; pushd a | sed "s|$b|B|g"
#### pushd no args swaps
b=$PWD; mkdir -p a; pushd a >/dev/null; pushd >/dev/null; echo "${PWD#$b}"; dirs -p | sed "s|$b|B|g"
#### pushd no other directory
pushd; echo st=$?
#### popd empty stack
popd; echo st=$?
#### pushd nonexistent
pushd /no/such; echo st=$?
#### pushd -n does not cd
b=$PWD; mkdir -p a; pushd -n a >/dev/null; echo "${PWD#$b}|"; dirs -v | sed "s|$b|B|g"
#### pushd plus n rotation
b=$PWD; mkdir -p a c d; pushd a >/dev/null; pushd ../c >/dev/null; pushd ../d >/dev/null; pushd +2 >/dev/null; dirs -p | sed "s|$b|B|g"
#### pushd minus n rotation
b=$PWD; mkdir -p a c d; pushd a >/dev/null; pushd ../c >/dev/null; pushd ../d >/dev/null; pushd -1 >/dev/null; dirs -p | sed "s|$b|B|g"
#### pushd out of range
mkdir -p a; pushd a >/dev/null; pushd +5; echo st=$?
#### popd plus n removes entry
b=$PWD; mkdir -p a c; pushd a >/dev/null; pushd ../c >/dev/null; popd +1 >/dev/null; dirs -p | sed "s|$b|B|g"
#### popd minus zero
b=$PWD; mkdir -p a c; pushd a >/dev/null; pushd ../c >/dev/null; popd -0 >/dev/null; dirs -p | sed "s|$b|B|g"
#### popd -n
b=$PWD; mkdir -p a c; pushd a >/dev/null; pushd ../c >/dev/null; popd -n >/dev/null; echo "${PWD#$b}"; dirs -p | sed "s|$b|B|g"
#### popd out of range
mkdir -p a; pushd a >/dev/null; popd +3; echo st=$?
#### popd invalid arg
popd xyz; echo st=$?
#### pushd invalid option
pushd -q; echo st=$?
#### dirs -c clears
mkdir -p a; pushd a >/dev/null; dirs -c; dirs -p | wc -l
#### dirs -l full and tilde
HOME=$PWD; mkdir -p sub; cd sub; dirs; dirs -l | sed "s|$HOME|H|"
#### dirs +n -n
b=$PWD; mkdir -p a c; pushd a >/dev/null; pushd ../c >/dev/null; dirs +0 | sed "s|$b|B|"; dirs -0 | sed "s|$b|B|"; dirs +1 | sed "s|$b|B|"
#### dirs out of range
dirs +3; echo st=$?
#### dirs invalid option
dirs -x; echo st=$?
#### dirs -v format
b=$PWD; mkdir -p a; pushd a >/dev/null; dirs -v | sed "s|$b|B|g"
#### DIRSTACK array
b=$PWD; mkdir -p a c; pushd a >/dev/null; pushd ../c >/dev/null; echo "${#DIRSTACK[@]}"; echo "${DIRSTACK[@]}" | sed "s|$b|B|g"
#### DIRSTACK element assignment
b=$PWD; mkdir -p a c; pushd a >/dev/null; DIRSTACK[1]=$b/c; dirs -p | sed "s|$b|B|g"
#### popd changes directory
b=$PWD; mkdir -p a; pushd a >/dev/null; popd >/dev/null; [[ $PWD == "$b" ]] && echo back
#### pushd with tilde display
HOME=$PWD; mkdir -p x; pushd ~/x
#### pushd to file
touch f; pushd f; echo st=$?
#### popd removes only with stack one
popd -n; echo st=$?
#### dirs with argument and option mix
dirs -p -v | head -1 | sed 's|/.*|P|'
#### tilde plus minus
b=$PWD; mkdir -p a; cd a; cd ..; echo ~+ ~- | sed "s|$b|B|g"
#### tilde stack entries
b=$PWD; mkdir -p a c; pushd a >/dev/null; pushd ../c >/dev/null; echo ~1 ~-1 ~+0 | sed "s|$b|B|g"
