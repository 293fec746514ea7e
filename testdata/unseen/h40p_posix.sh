#### posix wait status forgotten after wait all
set -o posix; (sleep 0.5; exit 4) & p=$!; wait; wait $p 2>/dev/null; echo $?
#### posix wait status kept for a job ended before wait all
set -o posix; (exit 4) & p=$!; sleep 0.5; wait; wait $p 2>/dev/null; echo $?; wait $p 2>/dev/null; echo $?
#### posix wait twice on pid
set -o posix; (exit 5) & p=$!; wait $p; echo a=$?; wait $p 2>/dev/null; echo b=$?
#### nonposix wait twice on pid keeps
(exit 5) & p=$!; wait $p; echo a=$?; wait $p; echo b=$?
#### posix command export keeps assignment whole
set -o posix; v='x y'; command export q=$v; echo "[$q]"
#### posix command declare keeps assignment whole
set -o posix; v='x y'; command declare q=$v; echo "[$q]"
#### nonposix command export splits
v='x  y'; command export q=$v 2>&1; echo "[$q]"
#### posix hash removed file rehashes
mkdir -p d1 d2; printf '#!/bin/sh\necho d1\n' > d1/tl; printf '#!/bin/sh\necho d2\n' > d2/tl; chmod +x d1/tl d2/tl
PATH=$PWD/d1:$PWD/d2:$PATH; set -o posix; tl; rm d1/tl; tl; hash | grep -c d2/tl
#### nonposix hash removed file rehashes too
mkdir -p d1 d2; printf '#!/bin/sh\necho d1\n' > d1/tl; printf '#!/bin/sh\necho d2\n' > d2/tl; chmod +x d1/tl d2/tl
PATH=$PWD/d1:$PWD/d2:$PATH; tl; rm d1/tl; tl 2>&1; echo st=$?
#### posix command export no glob and tilde
touch g1 g2; set -o posix; HOME=/hh; command export q=g* r=~/x s=a:~/y; echo "[$q] [$r] [$s]"
#### posix command readonly quoted and plain words
set -o posix; v='1 2'; command readonly ro=$v other; echo "[$ro]"; readonly -p | grep -c 'ro='
#### checkhash rehashes a removed file
mkdir -p d1 d2; printf '#!/bin/sh\necho d1\n' > d1/tl; printf '#!/bin/sh\necho d2\n' > d2/tl; chmod +x d1/tl d2/tl
PATH=$PWD/d1:$PWD/d2:$PATH; shopt -s checkhash; tl; rm d1/tl; tl; echo st=$?
