#### startup BASH_ENV sourced by bash -c
echo 'echo from-env' > env.sh; BASH_ENV=./env.sh bash -c 'echo main'
#### startup BASH_ENV sourced by bash file
echo 'echo from-env' > env.sh; echo 'echo main' > s.sh; BASH_ENV=./env.sh bash s.sh
#### startup BASH_ENV defines function
echo 'greet() { echo "hi $1"; }' > env.sh; BASH_ENV=$PWD/env.sh bash -c 'greet you'
#### startup BASH_ENV sets variable
echo 'fromenv=7' > env.sh; BASH_ENV=env.sh bash -c 'echo "v=$fromenv"'
#### startup BASH_ENV missing file
BASH_ENV=./nosuch_env.sh bash -c 'echo main' 2>&1; echo st=$?
#### startup BASH_ENV empty
BASH_ENV= bash -c 'echo main'
#### startup BASH_ENV is expanded
echo 'echo expanded' > env.sh; d=$PWD; BASH_ENV='$d/env.sh' d=$d bash -c 'echo main'
#### startup BASH_ENV sees positional params
echo 'echo "env sees $# $1"' > env.sh; BASH_ENV=./env.sh bash -c 'echo main' z a b
#### startup BASH_ENV exit stops
echo 'exit 5' > env.sh; BASH_ENV=./env.sh bash -c 'echo main'; echo st=$?
#### startup BASH_ENV syntax error continues
printf 'if\n' > env.sh; BASH_ENV=./env.sh bash -c 'echo main' 2>&1; echo st=$?
#### startup BASH_ENV not read in posix mode
echo 'echo from-env' > env.sh; BASH_ENV=./env.sh bash --posix -c 'echo main'
#### startup ENV not read non-interactive posix
echo 'echo from-ENV' > env.sh; ENV=./env.sh bash --posix -c 'echo main'
#### startup ENV not read non-interactive
echo 'echo from-ENV' > env.sh; ENV=./env.sh bash -c 'echo main'
#### startup BASH_ENV with -s
echo 'echo from-env' > env.sh; echo 'echo main' | BASH_ENV=./env.sh bash -s
#### startup BASH_ENV with bash -n
echo 'echo from-env' > env.sh; BASH_ENV=./env.sh bash -n -c 'echo main'; echo st=$?
#### startup BASH_ENV dollar zero
echo 'echo "zero=$0"' > env.sh; BASH_ENV=./env.sh bash -c ':' myzero
#### startup BASH_ENV set -e carries
echo 'set -e' > env.sh; BASH_ENV=./env.sh bash -c 'false; echo no'; echo st=$?
#### startup BASH_ENV shopt carries
echo 'shopt -s extglob' > env.sh; BASH_ENV=./env.sh bash -c 'shopt -p extglob'
#### startup BASH_ENV alias not expanded later
printf 'shopt -s expand_aliases\nalias hh="echo aliased"\n' > env.sh; BASH_ENV=./env.sh bash -c 'hh' 2>&1 | sed 's/^.*: hh/hh/'
#### startup norc noprofile no output
bash --norc --noprofile -c 'echo clean'
#### startup BASH_ENV BASH_SOURCE
echo 'echo "${BASH_SOURCE[0]}"' > env.sh; BASH_ENV=./env.sh bash -c ':'
#### startup BASH_ENV return at top
printf 'echo a\nreturn\necho b\n' > env.sh; BASH_ENV=./env.sh bash -c 'echo main'
#### startup BASH_ENV trap EXIT set there
echo 'trap "echo envexit" EXIT' > env.sh; BASH_ENV=./env.sh bash -c 'echo main'
#### startup sh name posix mode
bash -c 'exec -a sh bash -c "shopt -qo posix && echo posix-on"'
#### startup bash -l does not fail
HOME=$PWD bash -l -c 'echo login' 2>/dev/null | tail -1
#### startup BASH_ENV nested bash reads again
echo 'echo env-$SHLVL-x' > env.sh; export BASH_ENV=./env.sh; bash -c 'bash -c ":"' | sed 's/-[0-9]*-/-N-/'
