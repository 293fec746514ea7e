#### local - shown by declare -p
f() { local -; declare -p -; }; f; echo st=$?
#### local - seen by declare -p in a called function
f() { local -; g; }; g() { declare -p -; local -p; }; f; declare -p -; echo st=$?
#### local - with typeset -p and local -p
f() { local -; typeset -p -; local -p -; }; f
#### local - listed by local
f() { local -; local x=1; local; }; f
#### local - not in the full declare listing
f() { local -; local x=1; declare -p | grep -E '^declare -- (-|x)'; }; f
#### local - restores letter options
f() { local -; set -B; set +B; set -H; set -P -T -E -k -b -a; }; f; echo "$-"; set -o | grep -E 'physical|functrace|errtrace|keyword|notify|allexport'
#### local - restores set -o options
f() { local -; set -u -o pipefail -f; set -C; }; f; echo "$-"; set -o | grep -E 'pipefail|noclobber|nounset|noglob'
#### local - leaves shopt options
f() { local -; shopt -s extglob nullglob; }; f; shopt extglob nullglob
#### local - restores errexit
set -e; f() { local -; set +e; false; echo in; }; f; echo "$-"
#### local - restores posix
f() { local -; set -o posix; }; f; shopt -o posix; echo st=$?
#### local - after a change keeps it
f() { set -f; local -; set +f; }; f; echo "$-"
#### local - twice
f() { local -; local -; set -f; }; f; echo "$-"
#### local - options seen by called function
f() { local -; set -f; g; echo "f:$-"; }; g() { echo "g:$-"; }; f; echo "top:$-"
#### local - outside function
local -; echo st=$?
#### local - restores vi emacs
f() { local -; set -o vi; }; f; set -o | grep -E '^(emacs|vi) '
