#### RETURN trap after sourcing an empty file sees the status before source
: > empty.sh
set -T; trap 'echo "RET $?"' RETURN
false; . ./empty.sh; echo "st $?"

#### RETURN trap after sourcing a file of comments only
printf '# just a comment\n\n' > c.sh
trap 'echo "RET $?"' RETURN
(exit 3); source ./c.sh; echo "st $?"

#### RETURN trap after sourcing a file that ran a command
printf 'false\n' > f.sh
trap 'echo "RET $?"' RETURN
true; . ./f.sh; echo "st $?"

#### source of an empty file returns 0 after a failure
: > e.sh
false; . ./e.sh; echo "st $?"

#### a line whose later command is a syntax error runs none of it
printf 'echo one\necho two; echo three; (\necho four\n' > s.sh
bash ./s.sh 2>/dev/null; echo "st $?"
. ./s.sh 2>&1; echo "st $?"

#### commands on earlier lines of the same list still ran
printf 'echo a &&\necho b; for\necho c\n' > l.sh
. ./l.sh 2>&1; echo "st $?"

#### eval text with the error on its second line
eval 'echo x; echo y
echo z; )' 2>&1; echo "st $?"
