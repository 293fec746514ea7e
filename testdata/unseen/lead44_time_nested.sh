#### time time reports once
TIMEFORMAT=timed
time time echo a
echo "st=$?"

#### time time time reports once
TIMEFORMAT=timed
time time time true
echo "st=$?"

#### a nested time -p makes the one report POSIX form
TIMEFORMAT=timed
{ time time -p echo a; } 2>&1 | sed 's/[0-9]/N/g'
{ time -p time echo b; } 2>&1 | sed 's/[0-9]/N/g'

#### time with negations between the keywords
TIMEFORMAT=timed
time ! time true; echo "st=$?"
! time time false; echo "st=$?"
time ! time ! true; echo "st=$?"

#### time of a group holding time reports twice
TIMEFORMAT=timed
time { time true; }
time { time true; } 2>/dev/null

#### time ! time under set -e
set -e
TIMEFORMAT=timed
time ! time false
echo "ok $?"
