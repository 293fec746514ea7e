#### set -o history records later lines
set -o history
echo a
history
#### history -s replaces its own line
set -o history
echo one
history -s 'echo added'
history
#### history -s in bash -c
bash -c 'set -o history; history -s "echo added"; history'
#### history -s with history off
history -s 'echo x'
history; echo st=$?
#### history -c clears
set -o history
echo a
history -c
history
#### history -d deletes an entry
set -o history
echo a
echo b
history -d 1
history
#### history -d out of range
set -o history
echo a
history -d 50 2>&1; echo st=$?
#### history n shows the last n
set -o history
echo a
echo b
history 2
#### fc -l lists
set -o history
echo a
echo b
fc -l
#### fc -ln
set -o history
echo a
echo b
fc -ln
#### fc -l range
set -o history
echo a
echo b
echo c
fc -l 1 2
#### fc -lr
set -o history
echo a
echo b
fc -lr
#### fc -l with a string
set -o history
echo alpha
echo beta
printf x\\n
fc -l echo
#### fc -s re-runs
set -o history
echo first
fc -s 2>&1
#### fc -s old=new
set -o history
echo first
fc -s first=second echo 2>&1
#### fc -e - re-runs
set -o history
echo again
fc -e - 2>&1
#### HISTCONTROL ignorespace
HISTCONTROL=ignorespace
set -o history
echo a
 echo hidden
history
#### HISTCONTROL ignoredups
HISTCONTROL=ignoredups
set -o history
echo a
echo a
echo b
history
#### HISTCONTROL erasedups
HISTCONTROL=erasedups
set -o history
echo a
echo b
echo a
history
#### HISTIGNORE
HISTIGNORE='echo*'
set -o history
echo a
true
history
#### history -w writes a file
set -o history
echo a
history -w hf
cat hf
#### history -r reads a file
printf 'echo from file\nls x\n' > hf
set -o history
history -r hf
history
#### history -a appends
set -o history
echo a
history -a hf
cat hf
#### history -p expands
set -o history
echo word1 word2
history -p '!!' '!$' 2>&1
#### history -p without history
history -p 'plain' 2>&1
#### HISTTIMEFORMAT adds a column
set -o history
HISTTIMEFORMAT='T '
echo a
history | sed 's/T /<T>/'
#### history expansion !! with set -H
set -o history -H
echo hello
!! world
#### history expansion !$
set -o history -H
echo one two three
echo !$
#### history expansion !n
set -o history -H
echo first
echo second
!1
#### history expansion ^a^b
set -o history -H
echo aaa
^a^b
#### history expansion !?str?
set -o history -H
echo needle here
echo other
!?needle?
#### history expansion :s
set -o history -H
echo cat dog
!!:s/cat/cow/
#### history expansion :p prints only
set -o history -H
echo printme
!!:p
echo after
#### history expansion :h :t :r :e
set -o history -H
echo /a/b/c.txt
echo !$:h !-1:$:t
echo !-2:$:r !-2:$:e
#### history expansion event not found
set -o history -H
echo x
!nosuch
echo st=$?
#### histexpand off leaves bang
set -o history
echo hi
echo !!
#### bang in single quotes not expanded
set -o history -H
echo hi
echo '!!'
#### interactive history via stdin
printf 'echo a\necho b\nhistory\n' | bash --norc -i 2>/dev/null
#### interactive !! via stdin
printf 'echo a\n!!\n' | PS1='$ ' bash --norc -i 2>&1 | sed 's/([0-9]*)/(PID)/'
#### interactive writes HISTFILE
printf 'echo a\n' | HISTFILE=$PWD/h bash --norc -i 2>/dev/null; cat h
#### HISTSIZE limits the list
set -o history
HISTSIZE=2
echo a
echo b
echo c
history
#### history numeric argument required
history abc 2>&1; echo st=$?
#### fc no command found
fc -s 2>&1; echo st=$?
#### set -o history option shown
set -o history
set -o | grep -w history
shopt -o history
#### history kept by a script file
printf 'set -o history\necho a\nhistory\n' > s
bash s
#### history kept by bash -c lines
bash -c 'set -o history
echo b
history'
#### comment lines are kept
set -o history
# a comment
echo a   # trailing

echo b; echo c
history
#### history on stdin of a child bash
printf 'set -o history\necho x\nhistory\n' | bash
#### history -s then fc -l
set -o history
echo one
history -s 'echo stored'
fc -l
