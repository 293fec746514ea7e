#### cat f with stdout closed
printf 'b\na\nc\n' > f; cat f >&-; echo st=$?
#### cat f to /dev/full
printf 'b\na\nc\n' > f; cat f >/dev/full; echo st=$?
#### cat <f with stdout closed
printf 'b\na\nc\n' > f; cat <f >&-; echo st=$?
#### cat <f to /dev/full
printf 'b\na\nc\n' > f; cat <f >/dev/full; echo st=$?
#### tac f with stdout closed
printf 'b\na\nc\n' > f; tac f >&-; echo st=$?
#### tac f to /dev/full
printf 'b\na\nc\n' > f; tac f >/dev/full; echo st=$?
#### sort f with stdout closed
printf 'b\na\nc\n' > f; sort f >&-; echo st=$?
#### sort f to /dev/full
printf 'b\na\nc\n' > f; sort f >/dev/full; echo st=$?
#### sort -u f with stdout closed
printf 'b\na\nc\n' > f; sort -u f >&-; echo st=$?
#### sort -u f to /dev/full
printf 'b\na\nc\n' > f; sort -u f >/dev/full; echo st=$?
#### uniq f with stdout closed
printf 'b\na\nc\n' > f; uniq f >&-; echo st=$?
#### uniq f to /dev/full
printf 'b\na\nc\n' > f; uniq f >/dev/full; echo st=$?
#### head -n1 f with stdout closed
printf 'b\na\nc\n' > f; head -n1 f >&-; echo st=$?
#### head -n1 f to /dev/full
printf 'b\na\nc\n' > f; head -n1 f >/dev/full; echo st=$?
#### head -c1 f with stdout closed
printf 'b\na\nc\n' > f; head -c1 f >&-; echo st=$?
#### head -c1 f to /dev/full
printf 'b\na\nc\n' > f; head -c1 f >/dev/full; echo st=$?
#### tail -n1 f with stdout closed
printf 'b\na\nc\n' > f; tail -n1 f >&-; echo st=$?
#### tail -n1 f to /dev/full
printf 'b\na\nc\n' > f; tail -n1 f >/dev/full; echo st=$?
#### tail -n+1 f with stdout closed
printf 'b\na\nc\n' > f; tail -n+1 f >&-; echo st=$?
#### tail -n+1 f to /dev/full
printf 'b\na\nc\n' > f; tail -n+1 f >/dev/full; echo st=$?
#### tr a-z A-Z <f with stdout closed
printf 'b\na\nc\n' > f; tr a-z A-Z <f >&-; echo st=$?
#### tr a-z A-Z <f to /dev/full
printf 'b\na\nc\n' > f; tr a-z A-Z <f >/dev/full; echo st=$?
#### cut -c1 f with stdout closed
printf 'b\na\nc\n' > f; cut -c1 f >&-; echo st=$?
#### cut -c1 f to /dev/full
printf 'b\na\nc\n' > f; cut -c1 f >/dev/full; echo st=$?
#### wc -l f with stdout closed
printf 'b\na\nc\n' > f; wc -l f >&-; echo st=$?
#### wc -l f to /dev/full
printf 'b\na\nc\n' > f; wc -l f >/dev/full; echo st=$?
#### wc -l <f with stdout closed
printf 'b\na\nc\n' > f; wc -l <f >&-; echo st=$?
#### wc -l <f to /dev/full
printf 'b\na\nc\n' > f; wc -l <f >/dev/full; echo st=$?
#### grep a f with stdout closed
printf 'b\na\nc\n' > f; grep a f >&-; echo st=$?
#### grep a f to /dev/full
printf 'b\na\nc\n' > f; grep a f >/dev/full; echo st=$?
#### grep -c a f with stdout closed
printf 'b\na\nc\n' > f; grep -c a f >&-; echo st=$?
#### grep -c a f to /dev/full
printf 'b\na\nc\n' > f; grep -c a f >/dev/full; echo st=$?
#### grep -l a f with stdout closed
printf 'b\na\nc\n' > f; grep -l a f >&-; echo st=$?
#### grep -l a f to /dev/full
printf 'b\na\nc\n' > f; grep -l a f >/dev/full; echo st=$?
#### grep -q a f with stdout closed
printf 'b\na\nc\n' > f; grep -q a f >&-; echo st=$?
#### grep -q a f to /dev/full
printf 'b\na\nc\n' > f; grep -q a f >/dev/full; echo st=$?
#### sed p f with stdout closed
printf 'b\na\nc\n' > f; sed p f >&-; echo st=$?
#### sed p f to /dev/full
printf 'b\na\nc\n' > f; sed p f >/dev/full; echo st=$?
#### sed -n 1p f with stdout closed
printf 'b\na\nc\n' > f; sed -n 1p f >&-; echo st=$?
#### sed -n 1p f to /dev/full
printf 'b\na\nc\n' > f; sed -n 1p f >/dev/full; echo st=$?
#### awk 1 f with stdout closed
printf 'b\na\nc\n' > f; awk 1 f >&-; echo st=$?
#### awk 1 f to /dev/full
printf 'b\na\nc\n' > f; awk 1 f >/dev/full; echo st=$?
#### awk 'BEGIN{print 1}' with stdout closed
printf 'b\na\nc\n' > f; awk 'BEGIN{print 1}' >&-; echo st=$?
#### awk 'BEGIN{print 1}' to /dev/full
printf 'b\na\nc\n' > f; awk 'BEGIN{print 1}' >/dev/full; echo st=$?
#### awk 'BEGIN{printf "x"; exit 3}' with stdout closed
printf 'b\na\nc\n' > f; awk 'BEGIN{printf "x"; exit 3}' >&-; echo st=$?
#### awk 'BEGIN{printf "x"; exit 3}' to /dev/full
printf 'b\na\nc\n' > f; awk 'BEGIN{printf "x"; exit 3}' >/dev/full; echo st=$?
#### awk 'BEGIN{print 1; fflush()}' with stdout closed
printf 'b\na\nc\n' > f; awk 'BEGIN{print 1; fflush()}' >&-; echo st=$?
#### awk 'BEGIN{print 1; fflush()}' to /dev/full
printf 'b\na\nc\n' > f; awk 'BEGIN{print 1; fflush()}' >/dev/full; echo st=$?
#### seq 3 with stdout closed
printf 'b\na\nc\n' > f; seq 3 >&-; echo st=$?
#### seq 3 to /dev/full
printf 'b\na\nc\n' > f; seq 3 >/dev/full; echo st=$?
#### seq 100000 with stdout closed
printf 'b\na\nc\n' > f; seq 100000 >&-; echo st=$?
#### seq 100000 to /dev/full
printf 'b\na\nc\n' > f; seq 100000 >/dev/full; echo st=$?
#### yes with stdout closed
printf 'b\na\nc\n' > f; yes >&-; echo st=$?
#### yes to /dev/full
printf 'b\na\nc\n' > f; yes >/dev/full; echo st=$?
#### /bin/echo hi with stdout closed
printf 'b\na\nc\n' > f; /bin/echo hi >&-; echo st=$?
#### /bin/echo hi to /dev/full
printf 'b\na\nc\n' > f; /bin/echo hi >/dev/full; echo st=$?
#### ls f with stdout closed
printf 'b\na\nc\n' > f; ls f >&-; echo st=$?
#### ls f to /dev/full
printf 'b\na\nc\n' > f; ls f >/dev/full; echo st=$?
#### find f with stdout closed
printf 'b\na\nc\n' > f; find f >&-; echo st=$?
#### find f to /dev/full
printf 'b\na\nc\n' > f; find f >/dev/full; echo st=$?
#### find . -name f with stdout closed
printf 'b\na\nc\n' > f; find . -name f >&-; echo st=$?
#### find . -name f to /dev/full
printf 'b\na\nc\n' > f; find . -name f >/dev/full; echo st=$?
#### xargs echo <f with stdout closed
printf 'b\na\nc\n' > f; xargs echo <f >&-; echo st=$?
#### xargs echo <f to /dev/full
printf 'b\na\nc\n' > f; xargs echo <f >/dev/full; echo st=$?
#### base64 f with stdout closed
printf 'b\na\nc\n' > f; base64 f >&-; echo st=$?
#### base64 f to /dev/full
printf 'b\na\nc\n' > f; base64 f >/dev/full; echo st=$?
#### base32 f with stdout closed
printf 'b\na\nc\n' > f; base32 f >&-; echo st=$?
#### base32 f to /dev/full
printf 'b\na\nc\n' > f; base32 f >/dev/full; echo st=$?
#### od -c f with stdout closed
printf 'b\na\nc\n' > f; od -c f >&-; echo st=$?
#### od -c f to /dev/full
printf 'b\na\nc\n' > f; od -c f >/dev/full; echo st=$?
#### date -d @0 with stdout closed
printf 'b\na\nc\n' > f; date -d @0 >&-; echo st=$?
#### date -d @0 to /dev/full
printf 'b\na\nc\n' > f; date -d @0 >/dev/full; echo st=$?
#### nl f with stdout closed
printf 'b\na\nc\n' > f; nl f >&-; echo st=$?
#### nl f to /dev/full
printf 'b\na\nc\n' > f; nl f >/dev/full; echo st=$?
#### paste f f with stdout closed
printf 'b\na\nc\n' > f; paste f f >&-; echo st=$?
#### paste f f to /dev/full
printf 'b\na\nc\n' > f; paste f f >/dev/full; echo st=$?
#### fold f with stdout closed
printf 'b\na\nc\n' > f; fold f >&-; echo st=$?
#### fold f to /dev/full
printf 'b\na\nc\n' > f; fold f >/dev/full; echo st=$?
#### expand f with stdout closed
printf 'b\na\nc\n' > f; expand f >&-; echo st=$?
#### expand f to /dev/full
printf 'b\na\nc\n' > f; expand f >/dev/full; echo st=$?
#### md5sum f with stdout closed
printf 'b\na\nc\n' > f; md5sum f >&-; echo st=$?
#### md5sum f to /dev/full
printf 'b\na\nc\n' > f; md5sum f >/dev/full; echo st=$?
#### sha256sum f with stdout closed
printf 'b\na\nc\n' > f; sha256sum f >&-; echo st=$?
#### sha256sum f to /dev/full
printf 'b\na\nc\n' > f; sha256sum f >/dev/full; echo st=$?
#### cksum f with stdout closed
printf 'b\na\nc\n' > f; cksum f >&-; echo st=$?
#### cksum f to /dev/full
printf 'b\na\nc\n' > f; cksum f >/dev/full; echo st=$?
#### basename /a/b with stdout closed
printf 'b\na\nc\n' > f; basename /a/b >&-; echo st=$?
#### basename /a/b to /dev/full
printf 'b\na\nc\n' > f; basename /a/b >/dev/full; echo st=$?
#### dirname /a/b with stdout closed
printf 'b\na\nc\n' > f; dirname /a/b >&-; echo st=$?
#### dirname /a/b to /dev/full
printf 'b\na\nc\n' > f; dirname /a/b >/dev/full; echo st=$?
#### env with stdout closed
printf 'b\na\nc\n' > f; env >&-; echo st=$?
#### env to /dev/full
printf 'b\na\nc\n' > f; env >/dev/full; echo st=$?
#### printenv HOME with stdout closed
printf 'b\na\nc\n' > f; printenv HOME >&-; echo st=$?
#### printenv HOME to /dev/full
printf 'b\na\nc\n' > f; printenv HOME >/dev/full; echo st=$?
#### expr 1 + 1 with stdout closed
printf 'b\na\nc\n' > f; expr 1 + 1 >&-; echo st=$?
#### expr 1 + 1 to /dev/full
printf 'b\na\nc\n' > f; expr 1 + 1 >/dev/full; echo st=$?
#### comm f f with stdout closed
printf 'b\na\nc\n' > f; comm f f >&-; echo st=$?
#### comm f f to /dev/full
printf 'b\na\nc\n' > f; comm f f >/dev/full; echo st=$?
#### join f f with stdout closed
printf 'b\na\nc\n' > f; join f f >&-; echo st=$?
#### join f f to /dev/full
printf 'b\na\nc\n' > f; join f f >/dev/full; echo st=$?
#### jq . <<<1 with stdout closed
printf 'b\na\nc\n' > f; jq . <<<1 >&-; echo st=$?
#### jq . <<<1 to /dev/full
printf 'b\na\nc\n' > f; jq . <<<1 >/dev/full; echo st=$?
#### diff f /dev/null with stdout closed
printf 'b\na\nc\n' > f; diff f /dev/null >&-; echo st=$?
#### diff f /dev/null to /dev/full
printf 'b\na\nc\n' > f; diff f /dev/null >/dev/full; echo st=$?
#### stat -c %s f with stdout closed
printf 'b\na\nc\n' > f; stat -c %s f >&-; echo st=$?
#### stat -c %s f to /dev/full
printf 'b\na\nc\n' > f; stat -c %s f >/dev/full; echo st=$?
#### realpath f with stdout closed
printf 'b\na\nc\n' > f; realpath f >&-; echo st=$?
#### realpath f to /dev/full
printf 'b\na\nc\n' > f; realpath f >/dev/full; echo st=$?
#### numfmt 1000 with stdout closed
printf 'b\na\nc\n' > f; numfmt 1000 >&-; echo st=$?
#### numfmt 1000 to /dev/full
printf 'b\na\nc\n' > f; numfmt 1000 >/dev/full; echo st=$?
#### factor 6 with stdout closed
printf 'b\na\nc\n' > f; factor 6 >&-; echo st=$?
#### factor 6 to /dev/full
printf 'b\na\nc\n' > f; factor 6 >/dev/full; echo st=$?
#### tsort <<<'a b' with stdout closed
printf 'b\na\nc\n' > f; tsort <<<'a b' >&-; echo st=$?
#### tsort <<<'a b' to /dev/full
printf 'b\na\nc\n' > f; tsort <<<'a b' >/dev/full; echo st=$?
#### fmt f with stdout closed
printf 'b\na\nc\n' > f; fmt f >&-; echo st=$?
#### fmt f to /dev/full
printf 'b\na\nc\n' > f; fmt f >/dev/full; echo st=$?
#### pr f with stdout closed
printf 'b\na\nc\n' > f; pr f >&-; echo st=$?
#### pr f to /dev/full
printf 'b\na\nc\n' > f; pr f >/dev/full; echo st=$?
#### csplit f 2 with stdout closed
printf 'b\na\nc\n' > f; csplit f 2 >&-; echo st=$?
#### csplit f 2 to /dev/full
printf 'b\na\nc\n' > f; csplit f 2 >/dev/full; echo st=$?
#### bc <<<1+1 with stdout closed
printf 'b\na\nc\n' > f; bc <<<1+1 >&-; echo st=$?
#### bc <<<1+1 to /dev/full
printf 'b\na\nc\n' > f; bc <<<1+1 >/dev/full; echo st=$?
#### xxd f with stdout closed
printf 'b\na\nc\n' > f; xxd f >&-; echo st=$?
#### xxd f to /dev/full
printf 'b\na\nc\n' > f; xxd f >/dev/full; echo st=$?
#### gzip -c f with stdout closed
printf 'b\na\nc\n' > f; gzip -c f >&-; echo st=$?
#### gzip -c f to /dev/full
printf 'b\na\nc\n' > f; gzip -c f >/dev/full; echo st=$?
#### envsubst <f with stdout closed
printf 'b\na\nc\n' > f; envsubst <f >&-; echo st=$?
#### envsubst <f to /dev/full
printf 'b\na\nc\n' > f; envsubst <f >/dev/full; echo st=$?
#### cp -v f g with stdout closed
printf 'b\na\nc\n' > f; cp -v f g >&-; echo st=$?
#### cp -v f g to /dev/full
printf 'b\na\nc\n' > f; cp -v f g >/dev/full; echo st=$?
#### dd if=f status=none with stdout closed
printf 'b\na\nc\n' > f; dd if=f status=none >&-; echo st=$?
#### dd if=f status=none to /dev/full
printf 'b\na\nc\n' > f; dd if=f status=none >/dev/full; echo st=$?
#### builtin echo hi with stdout closed
echo hi >&-; echo st=$?
#### builtin echo hi to /dev/full
echo hi >/dev/full; echo st=$?
#### builtin echo with stdout closed
echo >&-; echo st=$?
#### builtin echo to /dev/full
echo >/dev/full; echo st=$?
#### builtin echo -n with stdout closed
echo -n >&-; echo st=$?
#### builtin echo -n to /dev/full
echo -n >/dev/full; echo st=$?
#### builtin printf '%s\n' a b with stdout closed
printf '%s\n' a b >&-; echo st=$?
#### builtin printf '%s\n' a b to /dev/full
printf '%s\n' a b >/dev/full; echo st=$?
#### builtin printf '' with stdout closed
printf '' >&-; echo st=$?
#### builtin printf '' to /dev/full
printf '' >/dev/full; echo st=$?
#### builtin pwd with stdout closed
pwd >&-; echo st=$?
#### builtin pwd to /dev/full
pwd >/dev/full; echo st=$?
#### builtin declare -p HOME with stdout closed
declare -p HOME >&-; echo st=$?
#### builtin declare -p HOME to /dev/full
declare -p HOME >/dev/full; echo st=$?
#### builtin f() { :; }; declare -f f with stdout closed
f() { :; }; declare -f f >&-; echo st=$?
#### builtin f() { :; }; declare -f f to /dev/full
f() { :; }; declare -f f >/dev/full; echo st=$?
#### builtin type cat with stdout closed
type cat >&-; echo st=$?
#### builtin type cat to /dev/full
type cat >/dev/full; echo st=$?
#### builtin type -t cat with stdout closed
type -t cat >&-; echo st=$?
#### builtin type -t cat to /dev/full
type -t cat >/dev/full; echo st=$?
#### builtin set -o with stdout closed
set -o >&-; echo st=$?
#### builtin set -o to /dev/full
set -o >/dev/full; echo st=$?
#### builtin shopt -p with stdout closed
shopt -p >&-; echo st=$?
#### builtin shopt -p to /dev/full
shopt -p >/dev/full; echo st=$?
#### builtin help echo with stdout closed
help echo >&-; echo st=$?
#### builtin help echo to /dev/full
help echo >/dev/full; echo st=$?
#### builtin alias a=b; alias with stdout closed
alias a=b; alias >&-; echo st=$?
#### builtin alias a=b; alias to /dev/full
alias a=b; alias >/dev/full; echo st=$?
#### builtin dirs with stdout closed
dirs >&-; echo st=$?
#### builtin dirs to /dev/full
dirs >/dev/full; echo st=$?
#### builtin trap '' INT; trap with stdout closed
trap '' INT; trap >&-; echo st=$?
#### builtin trap '' INT; trap to /dev/full
trap '' INT; trap >/dev/full; echo st=$?
#### builtin export -p with stdout closed
export -p >&-; echo st=$?
#### builtin export -p to /dev/full
export -p >/dev/full; echo st=$?
#### builtin umask with stdout closed
umask >&-; echo st=$?
#### builtin umask to /dev/full
umask >/dev/full; echo st=$?
#### builtin CDPATH=/ cd tmp with stdout closed
CDPATH=/ cd tmp >&-; echo st=$?
#### builtin CDPATH=/ cd tmp to /dev/full
CDPATH=/ cd tmp >/dev/full; echo st=$?
#### stderr closed: cat of a missing file
cat nofile 2>&-; echo st=$?
#### stderr closed: ls of a missing file and an existing one
touch f; ls nofile f 2>&-; echo st=$?
#### stderr closed: grep of a missing file
echo a > f; grep a f nofile 2>&-; echo st=$?
#### stderr closed: sed with a bad script
echo a | sed 's/a' 2>&-; echo st=$?
#### stderr closed: awk with a bad program
awk 'BEGIN{' </dev/null 2>&-; echo st=$?
#### stderr closed: sort of a missing file
sort nofile 2>&-; echo st=$?
#### stderr closed: cd to a missing directory
cd /nonexistent 2>&-; echo st=$?
#### stderr closed: an unknown command
nosuchcommand 2>&-; echo st=$?
#### stderr closed: a bad option to a builtin
set -Z 2>&-; echo st=$?
#### stderr closed: both outputs closed
echo hi >&- 2>&-; echo st=$?
#### stderr closed: a command with both outputs closed
printf 'x\n' > f; cat f >&- 2>&-; echo st=$?
#### stderr closed: seq with both outputs closed
seq 5 >&- 2>&-; echo st=$?
#### stderr closed: yes with both outputs closed
yes >&- 2>&-; echo st=$?
#### stderr closed: a command that succeeds
echo a > f; cat f 2>&-; echo st=$?
#### stderr closed: xtrace to a closed stderr
( set -x; echo traced ) 2>&-; echo st=$?
#### stderr to /dev/full: cat of a missing file
cat nofile 2>/dev/full; echo st=$?
#### stderr to /dev/full: echo to a closed stdout
echo hi >&- 2>/dev/full; echo st=$?
#### exec closes stdout, then echo
( exec >&-; echo x; echo st=$? >&2 )
#### exec closes stdout, then printf and pwd
( exec >&-; printf 'a\n'; echo st=$? >&2; pwd; echo st=$? >&2 )
#### exec closes stdout, then commands
( exec >&-; echo a > f; cat f; echo cat=$? >&2; seq 2; echo seq=$? >&2; sort f; echo sort=$? >&2 )
#### exec closes stdout, then true and a redirected echo
( exec >&-; true; echo st=$? >&2; echo back >&2; echo st=$? >&2 )
#### exec 1>&- then the subshell status
( exec 1>&-; echo gone ); echo st=$?
#### exec >/dev/full then several writes
( exec >/dev/full; echo a; echo st=$? >&2; printf b; echo st=$? >&2; seq 1; echo st=$? >&2 )
#### exec 2>&- then an error
( exec 2>&-; cat nofile; echo st=$?; ls nofile; echo st=$? )
#### a function with stdout closed
f() { echo in; echo st=$? >&2; }; f >&-; echo st=$?
#### a function writing with a command to /dev/full
f() { seq 2; }; f >/dev/full; echo st=$?
#### a brace group with stdout closed
{ echo a; echo b; } >&-; echo st=$?
#### a brace group to /dev/full
{ echo a; printf b; } >/dev/full; echo st=$?
#### a subshell to /dev/full
( echo a; seq 3 ) >/dev/full; echo st=$?
#### a for loop writing to a closed stdout
for i in 1 2 3; do echo $i; done >&-; echo st=$?
#### a while loop writing to /dev/full stops on status
i=0; while echo $i; do i=$((i+1)); [ $i -gt 5 ] && break; done >/dev/full; echo st=$? i=$i
#### a while loop that ends on the echo error
n=0; while echo y 2>/dev/null; do n=$((n+1)); done >&-; echo n=$n
#### errexit stops at the echo write error
( set -e; echo a >/dev/full; echo not-here ); echo st=$?
#### errexit and a command write error
( set -e; seq 1 >&-; echo not-here ); echo st=$?
#### command substitution of a closed stdout
x=$(echo hi >&-); echo "[$x] st=$?"
#### command substitution with /dev/full
x=$(seq 2 >/dev/full); echo "[$x] st=$?"
#### pipeline: yes into head
set -o pipefail; yes | head -n1; echo st=$? "${PIPESTATUS[@]}"
#### pipeline: seq into head
set -o pipefail; seq 1000000 | head -n1; echo st=$? "${PIPESTATUS[@]}"
#### pipeline: awk loop into head
set -o pipefail; awk 'BEGIN{while(1) print "x"}' | head -n1; echo st=$? "${PIPESTATUS[@]}"
#### pipeline: shell while loop into head
set -o pipefail; while :; do echo y; done | head -n1; echo st=$? "${PIPESTATUS[@]}"
#### pipeline: shell printf loop into head
set -o pipefail; for ((i=0;;i++)); do printf '%d\n' $i; done | head -n2; echo st=$? "${PIPESTATUS[@]}"
#### pipeline: cat of a big file into head
seq 100000 > big; set -o pipefail; cat big | head -n1; echo st=$? "${PIPESTATUS[@]}"
#### pipeline: sed of a big file into head
seq 100000 > big; sed p big | head -n1; echo st=$? "${PIPESTATUS[@]}"
#### pipeline: sort of a big file into head
seq 100000 > big; sort -n big | head -n1; echo st=$? "${PIPESTATUS[@]}"
#### pipeline: tr of a big file into head
seq 100000 > big; tr 1 2 < big | head -n1; echo st=$? "${PIPESTATUS[@]}"
#### pipeline: grep of a big file into head
seq 100000 > big; grep 1 big | head -n1; echo st=$? "${PIPESTATUS[@]}"
#### pipeline: cut of a big file into head
seq 100000 > big; cut -c1 big | head -n1; echo st=$? "${PIPESTATUS[@]}"
#### pipeline: base64 of a big file into head
seq 100000 > big; base64 big | head -n1; echo st=$? "${PIPESTATUS[@]}"
#### pipeline: od of a big file into head
seq 100000 > big; od -An big | head -n1; echo st=$? "${PIPESTATUS[@]}"
#### pipeline: jq range into head
jq -n 'range(1000000)' | head -n1; echo st=$? "${PIPESTATUS[@]}"
#### pipeline: xargs into head
seq 100000 > big; xargs -n1 < big | head -n1; echo st=$? "${PIPESTATUS[@]}"
#### pipeline: yes through tee into head
yes | tee /dev/null | head -n1; echo st=$? "${PIPESTATUS[@]}"
#### pipeline: a group sees the status of yes killed by SIGPIPE
{ yes; echo after $? >&2; } | head -n1; echo st=$? "${PIPESTATUS[@]}"
#### pipeline: yes ignoring SIGPIPE
( trap '' PIPE; yes ) | head -n1; echo st=$? "${PIPESTATUS[@]}"
#### pipeline: into true
set -o pipefail; yes | true; echo st=$? "${PIPESTATUS[@]}"
#### pipeline: awk printing forever into head
awk 'BEGIN{for(;;) printf "%d\n", i++}' | head -n3; echo "${PIPESTATUS[@]}"
#### pipeline: sed with a closed stdout inside a pipeline
echo a | sed p >&- | cat; echo "${PIPESTATUS[@]}"
#### yes to /dev/full with both messages
yes abc >/dev/full; echo st=$?
#### seq of a huge range to /dev/full stops
seq 1000000000 >/dev/full; echo st=$?
#### cat of a big file to /dev/full stops
seq 100000 > big; cat big >/dev/full; echo st=$?
#### sort of a big file to /dev/full
seq 100000 > big; sort big >/dev/full; echo st=$?
#### awk loop to /dev/full stops
awk 'BEGIN{while(1) print "x"}' >/dev/full; echo st=$?
#### awk loop with a closed stdout stops
awk 'BEGIN{while(1) print "x"}' >&-; echo st=$?
#### awk print to /dev/stdout with a closed stdout
awk 'BEGIN{print 1 > "/dev/stdout"}' >&-; echo st=$?
#### awk print to /dev/full as a file
awk 'BEGIN{print 1 > "/dev/full"; print "after"}'; echo st=$?
#### awk close of /dev/full
awk 'BEGIN{print 1 > "/dev/full"; r = close("/dev/full"); print "r=" r}'; echo st=$?
#### awk printf to /dev/full
awk 'BEGIN{printf "x" > "/dev/full"}'; echo st=$?
#### sed w to /dev/full
echo a | sed 'w /dev/full'; echo st=$?
#### tee into /dev/full
echo a | tee /dev/full; echo st=$?
#### tee into /dev/full and a file
echo a | tee /dev/full g; echo st=$?; cat g
#### tee with a closed stdout and a file
echo a | tee g >&-; echo st=$?; cat g
#### tee -p into /dev/full
echo a | tee -p /dev/full; echo st=$?
#### tee --output-error=exit into /dev/full
echo a | tee --output-error=exit /dev/full g; echo st=$?
#### find -print into /dev/full
mkdir -p d/e; find d >/dev/full; echo st=$?
#### find -fprint /dev/full
mkdir -p d/e; find d -fprint /dev/full; echo st=$?
#### xargs with a closed stdout
printf 'a\nb\n' | xargs echo >&-; echo st=$?
#### xargs -n1 to /dev/full
printf 'a\nb\n' | xargs -n1 echo >/dev/full; echo st=$?
#### printf builtin with several writes to /dev/full
printf '%s\n' 1 2 3 >/dev/full; echo st=$?
#### printf builtin -v to a closed stdout
printf -v x '%s' hi >&-; echo "st=$? $x"
#### echo -e to a closed stdout
echo -e 'a\tb' >&-; echo st=$?
#### echo with only -n and nothing to a closed stdout
echo -n '' >&-; echo st=$?
#### redirection to fd 3 that is closed
echo hi >&3; echo st=$?
#### cat to a closed fd 3
echo a > f; cat f >&3; echo st=$?
#### /dev/full opened with exec
exec 3>/dev/full; echo a >&3; echo st=$?; seq 2 >&3; echo st=$?; exec 3>&-
#### reading /dev/full
head -c 4 /dev/full | od -An -c; echo st=$?
#### appending to /dev/full
echo a >>/dev/full; echo st=$?
#### here string to a command to /dev/full
cat <<<hello >/dev/full; echo st=$?
#### wc -c of /dev/full input
head -c 10 /dev/full | wc -c
#### declare -p with no names to a closed stdout
declare -p >&-; echo st=$?
#### declare -f with no names to /dev/full
f() { :; }; declare -f >/dev/full; echo st=$?
#### help with no arguments to a closed stdout
help >&-; echo st=$?
#### alias -p with no aliases to /dev/full
alias -p >/dev/full; echo st=$?
#### trap -p to a closed stdout
trap -p >&-; echo st=$?
#### jobs to /dev/full
jobs >/dev/full; echo st=$?
#### command -v to a closed stdout
command -v cat >&-; echo st=$?
#### command -V to /dev/full
command -V cat >/dev/full; echo st=$?
#### kill -l to a closed stdout
kill -l >&-; echo st=$?
#### compgen to /dev/full
compgen -A builtin ec >/dev/full; echo st=$?
#### pushd to a closed stdout
pushd /tmp >&-; echo st=$?
#### set to /dev/full
set >/dev/full; echo st=$?
#### hash listing to a closed stdout
hash -r; hash cat; hash >&-; echo st=$?
#### enable listing to /dev/full
enable >/dev/full; echo st=$?
#### read still works after a write error
echo a >&-; read x <<<val; echo "$x"
#### time output to a closed stderr
{ time true; } 2>&-; echo st=$?
#### mapfile and printf loop to /dev/full
mapfile -t a < <(seq 3); printf '%s\n' "${a[@]}" >/dev/full; echo st=$?
#### sed of more than stdio's buffer to /dev/full
seq 3000 | sed p >/dev/full; echo st=$?
#### sed of a big file to /dev/full
seq 3000 > big; sed 's/1/one/' big >/dev/full; echo st=$?
#### sort of a big file with stdout closed
seq 3000 > big; sort big >&-; echo st=$?
#### awk printing past stdio's buffer to /dev/full
awk 'BEGIN{for(i=0;i<1000;i++) print "abcdefghij"}' >/dev/full; echo st=$?
#### awk printing exactly stdio's buffer with stdout closed
awk 'BEGIN{for(i=0;i<2048;i++) print "x"}' >&-; echo st=$?
#### readonly listing to a closed stdout
readonly r=1; readonly >&-; echo st=$?
#### typeset -p of a name to a closed stdout
typeset -p HOME >&-; echo st=$?
#### export with no names to a closed stdout
export >&-; echo st=$?
#### shopt of one option to a closed stdout
shopt extglob >&-; echo st=$?
#### set +o to /dev/full
set +o >/dev/full; echo st=$?
#### type -a to a closed stdout
type -a cat >&-; echo st=$?
#### hash -l and hash -t to a closed stdout
hash cat; hash -l >&-; echo st=$?; hash -t cat >&-; echo st=$?
#### alias of one name to a closed stdout
alias a=b; alias a >&-; echo st=$?
#### trap -p of a signal to a closed stdout
trap '' INT; trap -p INT >&-; echo st=$?
#### help -d to a closed stdout
help -d echo >&-; echo st=$?
#### dirs -v and popd to a closed stdout
pushd /tmp >/dev/null; dirs -v >&-; echo st=$?; popd >&-; echo st=$?
#### umask -p and ulimit -n to a closed stdout
umask -p >&-; echo st=$?; ulimit -n >&-; echo st=$?
#### declare -F and declare -x with no names to a closed stdout
f() { :; }; declare -F >&-; echo st=$?; declare -x >&-; echo st=$?
#### declare -F of a name to a closed stdout
f() { :; }; declare -F f >&-; echo st=$?
#### local listing to a closed stdout
f() { local x=1; local >&-; echo st=$?; }; f
#### eval, command and builtin echo to a closed stdout
eval echo x >&-; echo st=$?; command echo x >&-; echo st=$?; builtin echo x >&-; echo st=$?
#### printf with a bad number to a closed stdout
printf '%d' z >&-; echo st=$?
#### echo -e stopping at \c to a closed stdout
echo -e 'a\c' >&-; echo st=$?
#### cd - printing to a closed stdout
cd /tmp; cd /; cd - >&-; echo st=$? "$PWD"
#### sed w to /dev/full with other output
printf 'a\nb\n' | sed -n 'w /dev/full
p'; echo st=$?
#### a function whose loop of echo ends in SIGPIPE
f() { while :; do echo y; done; }; f | head -n1; echo "${PIPESTATUS[@]}"
