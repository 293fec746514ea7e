#### a relative interpreter is not looked up in PATH
printf '#! bash\necho hi\n' > x
chmod +x x
./x
echo "st=$?"
bash ./x
echo "st=$?"

#### relative interpreters sh and python3
printf '#!sh\necho two\n' > y
printf '#!python3\nprint(1)\n' > p
chmod +x y p
./y; echo "st=$?"
./p; echo "st=$?"

#### absolute and env interpreters still run
printf '#!/bin/bash\necho abs\n' > z
printf '#!/usr/bin/env bash\necho env\n' > e
chmod +x z e
./z; echo "st=$?"
./e; echo "st=$?"

#### a relative interpreter found by PATH in a subshell
mkdir -p d
printf '#!bash\necho sub\n' > d/s
chmod +x d/s
PATH=$PWD/d:$PATH
(s; echo "st=$?")
