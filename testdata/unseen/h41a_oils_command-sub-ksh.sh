#### dollar brace space is a parse error in 5.2
bash -c 'echo ${ echo hi; }' 2>&1; echo st=$?
#### dollar brace pipe is bad substitution
bash -c 'x=${| REPLY=1; }' 2>&1; echo st=$?
#### brace group in command sub
x=$( { echo a; echo b; } )
echo "$x"
#### brace group output to variable via read
{ echo one; echo two; } > bg.txt
read -r a < bg.txt; echo "$a"
#### function in command sub modifies nothing
n=0
f() { n=$((n+1)); echo $n; }
x=$(f); y=$(f)
echo $x $y $n
#### REPLY variable untouched by command sub
REPLY=orig
x=$(REPLY=new; echo $REPLY)
echo $x $REPLY
#### command sub with local in function
f() { local v=inner; echo $(echo $v); }
f
#### brace group status
{ false; }; echo $?
{ true; false; true; }; echo $?
#### brace group redirect
{ echo a; echo b >&2; } 2>&1 | sort
#### brace group needs semicolon
bash -c '{ echo x }' 2>&1; echo st=$?
#### brace group close brace as argument
echo }
{ echo { }; }
#### command sub in braces in quotes
echo "${x:-$(echo default)}"
#### dollar brace with variable name still works
x=5
echo ${x} ${#x} ${x:+set}
#### shopt extglob and command sub
shopt -s extglob
x=$(echo abc)
case $x in @(abc|def)) echo ext;; esac
