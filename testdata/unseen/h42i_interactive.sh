#### HISTCMD counts with history on
set -o history
echo $HISTCMD
echo $HISTCMD
#### HISTCMD with history off
echo $HISTCMD
#### multi-line command saved as one entry
set -o history
if true
then echo yes
fi
history
#### multi-line for loop in history
set -o history
for i in 1 2; do
  echo $i
done
history
#### function definition saved joined
set -o history
f() {
  echo in f
}
history
#### history -d negative offset
set -o history
echo a
echo b
history -d -2
history
#### history -d range
set -o history
echo a
echo b
echo c
history -d 1-2
history
#### fc -l negative range
set -o history
echo a
echo b
echo c
fc -l -2 -1
#### fc -l reversed range
set -o history
echo a
echo b
echo c
echo d
fc -l 3 1
#### fc -s with command prefix
set -o history
echo one
printf '%s\n' two
fc -s echo 2>&1
#### fc -s twice
set -o history
echo x
fc -s 2>/dev/null
fc -s 2>/dev/null
history
#### history after fc -s
set -o history
echo first
fc -s first=again 2>/dev/null
history
#### history expansion with !-2
set -o history -H
echo one
echo two
!-2
#### history expansion !string
set -o history -H
echo alpha
printf 'beta\n'
!echo
#### history expansion !!:1
set -o history -H
echo a b c
echo !!:1
#### history expansion !:2-3
set -o history -H
echo a b c d
echo !!:2-3
#### history expansion !* and !^
set -o history -H
echo a b c
echo !*
echo !^
#### history expansion in double quotes
set -o history -H
echo hi
echo "said: !!"
#### history expansion of !" and != are literal
set -o history -H
echo hi
x=1; [ $x != 2 ] && echo "ok!"
#### history expansion :gs
set -o history -H
echo a-a-a
!!:gs/a/b/
#### history expansion :s with &
set -o history -H
echo cat
!!:s/cat/&&/
#### history expansion bad word
set -o history -H
echo a
echo !!:5 2>&1
echo after
#### history expansion substitution failed
set -o history -H
echo a
^zz^yy
echo after
#### history expansion with set +H
set -o history -H
echo a
set +H
echo !!
#### histchars not reset
set -o history -H
echo a
echo \!!
#### bang bracket in glob
set -o history -H
touch a1 b1
echo [!a]1
#### interactive HISTCMD in prompt
printf 'echo a\necho b\n' | PS1='\! $ ' bash --norc --noediting -i 2>&1 | tail -n +3
#### interactive error has no line number
printf 'nosuch_cmd_x\necho after\n' | PS1='$ ' bash --norc --noediting -i 2>&1 | tail -n +3
#### interactive exit from a function
printf 'f() { exit 4; }\nf\necho no\n' | PS1='$ ' bash --norc --noediting -i 2>&1 | tail -n +3; echo "st=${PIPESTATUS[1]}"
#### interactive subshell exit is quiet
printf '(exit 1)\necho $?\n' | PS1='$ ' bash --norc --noediting -i 2>&1 | tail -n +3
#### interactive login shell says logout
printf 'exit\n' | PS1='$ ' bash --norc --noprofile --noediting -l -i 2>&1 | tail -n +3
#### interactive -c exit says exit
bash --norc -i -c 'exit 2' 2>&1 | tail -n +3; echo "st=${PIPESTATUS[0]}"
#### interactive LINENO
printf 'echo $LINENO\necho $LINENO\n' | PS1='$ ' bash --norc --noediting -i 2>/dev/null
#### interactive alias defined and used
printf 'alias say="echo said"\nsay it\nunalias say\nsay it 2>/dev/null || echo gone\n' | bash --norc -i 2>/dev/null
#### interactive history file read at start
printf 'echo old1\necho old2\n' > hist
printf 'history\n' | HISTFILE=$PWD/hist bash --norc -i 2>/dev/null
#### interactive HISTSIZE default
printf 'echo $HISTSIZE $HISTFILESIZE\n' | HISTFILE=/dev/null bash --norc -i 2>/dev/null
#### interactive ignorespace from rcfile
echo 'HISTCONTROL=ignorespace' > rc
printf 'echo a\n echo b\nhistory\n' | HISTFILE= bash --rcfile rc -i 2>/dev/null
#### interactive history -c
printf 'echo a\nhistory -c\nhistory\n' | HISTFILE= bash --norc -i 2>/dev/null
#### interactive dollar-dash keeps s
printf 'echo $-\n' | bash --norc -i 2>/dev/null
#### interactive prompt to stderr only
printf 'echo out\n' | PS1='PROMPT ' bash --norc -i 2>/dev/null
#### interactive PS1 with command substitution
printf 'n=3\necho x\n' | PS1='[$n] ' bash --noediting --norc -i 2>&1 | tail -n +3
#### interactive unset PS1 prints no prompt
printf 'unset PS1\necho x\n' | PS1='$ ' bash --noediting --norc -i 2>&1 | tail -n +3
#### interactive rcfile sets PS1
echo "PS1='rc> '" > rc
printf 'echo x\n' | bash --noediting --rcfile rc -i 2>&1 | tail -n +3
#### bashrc read by default
echo 'echo bashrc read' > .bashrc
printf 'echo x\n' | bash -i 2>/dev/null | grep -v '^$' | head -3
#### bash -i with a script file
printf 'echo "$-" | grep -q i && echo interactive\n' > s.sh
bash --norc -i s.sh 2>/dev/null
#### login rcfile not read
echo 'echo from bashrc' > .bashrc
echo 'echo from profile' > .bash_profile
bash --login -i -c 'echo body' 2>/dev/null | grep -e from -e body
#### history -w with HISTFILE
set -o history
HISTFILE=$PWD/hf
echo a
history -w
cat hf
#### history -a twice
set -o history
echo a
history -a hf
echo b
history -a hf
cat hf
#### history -r then -d
printf 'l1\nl2\n' > hf
set -o history
history -r hf
history -d 2
history
#### interactive shell reads on after a syntax error
printf 'echo a\nif then\necho after\n' | PS1='$ ' bash --norc --noediting -i 2>&1 | tail -n +3
#### interactive syntax error status
printf 'fi\necho $?\n' | bash --norc -i 2>/dev/null
#### interactive expansion error discards the line only
printf 'echo ${x?unset}; echo same line\necho next\n' | PS1='$ ' bash --norc --noediting -i 2>&1 | tail -n +3
#### interactive set -u error goes on
printf 'set -u\necho $nope\necho after\n' | PS1='$ ' bash --norc --noediting -i 2>&1 | tail -n +3
#### interactive set -e still exits
printf 'set -e\nfalse\necho after\n' | PS1='$ ' bash --norc --noediting -i 2>&1 | tail -n +3; echo "st=${PIPESTATUS[1]}"
#### interactive builtin error has no line
printf 'cd /nonexist\necho $?\n' | PS1='$ ' bash --norc --noediting -i 2>&1 | tail -n +3
#### PS0 after each command line read
printf 'echo a\necho b\n' | PS1='$ ' PS0='<ps0>\n' bash --norc --noediting -i 2>&1 | tail -n +3
#### PROMPT_COMMAND before each prompt
printf 'echo a\n' | PS1='$ ' PROMPT_COMMAND='echo pc' bash --norc --noediting -i 2>&1 | tail -n +3
#### PROMPT_COMMAND as an array
printf 'PROMPT_COMMAND=(a b)\na() { echo A; }\nb() { echo B; }\necho x\n' | PS1='$ ' bash --norc --noediting -i 2>&1 | tail -n +3
#### histappend keeps the file
printf 'shopt -s histappend\necho new\n' > in; printf 'echo old\n' > hf
HISTFILE=$PWD/hf bash --norc -i < in 2>/dev/null; cat hf
#### HISTFILESIZE truncates the file
printf 'echo a\necho b\necho c\n' > in
HISTFILE=$PWD/hf2 HISTFILESIZE=2 bash --norc -i < in 2>/dev/null >/dev/null; cat hf2
#### history -d with a word
set -o history
history -d abc 2>&1
#### fc -l string not found
set -o history
echo a
fc -l nosuch 2>&1; echo st=$?
#### HISTCONTROL ignoreboth
HISTCONTROL=ignoreboth
set -o history
 echo sp
echo d; echo d
echo d; echo d
history | tail -2
#### dollar-dash inside the rcfile
echo 'echo "rc sees $-"' > rc
bash --rcfile rc -i -c 'true' 2>/dev/null
#### exit in the rcfile
printf 'echo in rc\nexit 5\n' > rc
bash --rcfile rc -i -c 'echo never' 2>&1 | tail -n +3; echo "st=${PIPESTATUS[0]}"
#### interactive $0
bash --norc -i -c 'echo $0' 2>/dev/null
printf 'echo $0\n' | bash --norc -i 2>/dev/null
#### ignoreeof at the end of input
printf 'set -o ignoreeof\necho a\n' | PS1='$ ' bash --norc --noediting -i 2>&1 | tail -n +3
#### IGNOREEOF count
printf 'IGNOREEOF=2\necho a\n' | PS1='$ ' bash --norc --noediting -i 2>&1 | tail -n +3
#### fc -ln after history -c lists itself
set -o history
history -c
fc -ln 2>&1; echo st=$?
#### here-document kept in history
printf 'cat <<END\nhi\nEND\nhistory\n' | HISTFILE= bash --norc -i 2>/dev/null
#### history expansion chain in interactive
printf 'echo one\n!!:s/one/two/\n!!\n' | PS1='$ ' bash --norc -i 2>&1 | tail -n +3
#### bash -v -i echoes lines
printf 'echo a\n' | PS1='$ ' bash --norc --noediting -v -i 2>&1 | tail -n +3
