#### history non-interactive is empty
history
echo status=$?
#### history -c
history -c
echo status=$?
#### history with count
history 5
echo status=$?
#### history bad count
history abc
echo status=$?
#### history -s adds entry
set -o history
history -s 'echo added'
history | sed 's/^ *[0-9]* *//'
#### history -d out of range
history -d 99
echo status=$?
#### history bad option
history -z
echo status=$?
#### fc -l non-interactive
fc -l 2>&1 | head -1
echo done
#### HISTFILE unset in non-interactive
echo "[${HISTFILE-unset}]"
#### history expansion off in scripts
echo hi!
echo "a!b"
#### set -o history shown off
set -o | grep -w history
#### set -H is not histexpand in output
set -o | grep histexpand
#### history -p prints without expanding when history off
history -p 'abc'
echo status=$?
#### HISTSIZE and HISTCMD
echo "[${HISTCMD-unset}]" | sed 's/[0-9]/N/g'
