#### invoke bash -c zero only
bash -c 'echo "[$0]" $#' onlyzero
#### invoke bash -c zero default is bash
bash -c 'echo "${0##*/}"'
#### invoke bash -c many args shifting
bash -c 'shift 2; echo "$0:$1:$#"' z a b c d
#### invoke bash -c args with spaces
bash -c 'for a; do echo "<$a>"; done' z 'a b' '' ' c '
#### invoke bash -c empty script
bash -c ''; echo st=$?
#### invoke bash -c only comment
bash -c '# nothing'; echo st=$?
#### invoke bash -c syntax error status
bash -c 'if then' 2>/dev/null; echo st=$?
#### invoke bash -c syntax error message uses zero
bash -c 'echo (' myname 2>&1; echo st=$?
#### invoke bash -c error message default name
bash -c 'nosuch_cmd_h39c' 2>&1 | sed 's/^[^:]*: //'
#### invoke bash -c dollar zero in function error
bash -c 'f() { nosuch_h39c_fn; }; f' zz 2>&1
#### invoke bash -c multiline script
bash -c 'echo one
echo two
exit 3'; echo st=$?
#### invoke bash -c dash dash then name
bash -c 'echo "$0 $1"' -- x
#### invoke bash -c then dash options after
bash -c 'echo "$0|$1"' -x y 2>&1
#### invoke bash -ec combined
bash -ec 'false; echo no'; echo st=$?
#### invoke bash -ce order
bash -ce 'false; echo no'; echo st=$?
#### invoke bash -uc unset
bash -uc 'echo $nope_h39c' 2>&1 | sed 's/^.*: //'
#### invoke bash -xc trace
bash -xc 'echo x' 2>&1
#### invoke bash -c x with args trace
bash -x -c 'echo "$1"' zero 'a b' 2>&1
#### invoke bash -o errexit
bash -o errexit -c 'false; echo no'; echo st=$?
#### invoke bash -o nounset
bash -o nounset -c 'echo ${u_h39c}' 2>/dev/null; echo st=$?
#### invoke bash -o noglob
touch a1 a2; bash -o noglob -c 'echo a*'
#### invoke bash +o noglob default
touch a1 a2; bash +o noglob -c 'echo a*'
#### invoke bash -f then +f
touch a1; bash -f +f -c 'echo a*'
#### invoke bash -o xtrace
bash -o xtrace -c 'true' 2>&1
#### invoke bash -o invalid name
bash -o nosuchopt_h39c -c 'echo hi' 2>&1; echo st=$?
#### invoke bash -o missing name lists
bash -o -c 'true' 2>&1 | head -3
#### invoke bash -o allexport child sees
bash -o allexport -c 'v=1; bash -c "echo \${v-unset}"'
#### invoke bash +o allexport
bash -a +a -c 'v=1; bash -c "echo \${v-unset}"'
#### invoke bash -o posix dollar SHELLOPTS
bash -o posix -c 'case :$SHELLOPTS: in *:posix:*) echo posix;; *) echo no;; esac'
#### invoke bash +o posix
bash --posix +o posix -c 'case :$SHELLOPTS: in *:posix:*) echo posix;; *) echo no;; esac'
#### invoke bash -O two shopts
bash -O extglob -O nullglob -c 'shopt extglob nullglob'
#### invoke bash -O then +O
bash -O nullglob +O nullglob -c 'shopt -p nullglob'
#### invoke bash -O dotglob effect
touch .h .i v; bash -O dotglob -c 'echo *'
#### invoke bash -O failglob effect
bash -O failglob -c 'echo nomatch_h39c*; echo after' 2>&1; echo st=$?
#### invoke bash -O globstar
mkdir -p d/e; touch d/e/f; bash -O globstar -c 'echo **/f'
#### invoke bash -O lastpipe
bash -O lastpipe -c 'echo x | read v; echo "v=$v"'
#### invoke bash -O bad name
bash -O nosuch_h39c -c 'echo hi' 2>&1; echo st=$?
#### invoke bash +O bad name
bash +O nosuch_h39c -c 'echo hi' 2>&1; echo st=$?
#### invoke bash -O without arg lists
bash -O -c true 2>&1 | grep -E '^(extglob|nullglob)' 
#### invoke bash --norc
bash --norc -c 'echo norc'
#### invoke bash --noprofile
bash --noprofile -c 'echo noprofile'
#### invoke bash --norc --noprofile together
bash --norc --noprofile -c 'echo $#' a b
#### invoke bash --noediting
bash --noediting -c 'echo ok'
#### invoke bash --posix long
bash --posix -c 'shopt -qo posix && echo on'
#### invoke bash --restricted long
bash --restricted -c 'cd / 2>&1; echo st=$?' | sed 's/^.*: cd/cd/'
#### invoke bash --verbose
bash --verbose -c 'echo v' 2>&1
#### invoke bash unknown long option
bash --nosuchlong_h39c -c true 2>e; echo st=$?; head -2 e; wc -l < e
#### invoke bash unknown short option
bash -Z -c true 2>e; echo st=$?; head -2 e; wc -l < e
#### invoke bash -s no args
echo 'echo "n=$# z=${0##*/}"' | bash -s
#### invoke bash -s dollar zero
echo 'echo "${0##*/}"' | bash -s a b
#### invoke bash -s with dash dash
echo 'echo "$1|$2"' | bash -s -- -x -y
#### invoke bash -s reads script then rest stdin
printf 'read line\necho "got:$line"\nhello\n' | bash -s
#### invoke bash -s exit status
echo 'exit 4' | bash -s; echo st=$?
#### invoke bash -s with -e
printf 'false\necho no\n' | bash -se; echo st=$?
#### invoke bash from stdin no -s
echo 'echo piped $#' | bash; echo st=$?
#### invoke bash file args
printf 'echo "$0|$1|$2|$#"\n' > s.sh; bash s.sh a b
#### invoke bash file relative dollar zero
mkdir -p sub; printf 'echo "$0"\n' > sub/t.sh; bash sub/t.sh
#### invoke bash file BASH_SOURCE
printf 'echo "${BASH_SOURCE[0]}" "${#BASH_SOURCE[@]}"\n' > s.sh; bash s.sh
#### invoke bash file exit status
printf 'exit 9\n' > s.sh; bash s.sh; echo st=$?
#### invoke bash file missing status
bash ./nofile_h39c.sh 2>&1; echo st=$?
#### invoke bash directory as file
mkdir -p dd; bash dd 2>&1; echo st=$?
#### invoke bash file with options before
printf 'echo $-\nx=$undefined_h39c\n' > s.sh; bash -u s.sh 2>&1 | sed 's/^.*line/line/'
#### invoke bash options after file are args
printf 'echo "$@"\n' > s.sh; bash s.sh -x -e
#### invoke bash dash alone ends options
printf 'echo "[$1]"\n' > s.sh; bash - s.sh 2>&1 <<'EOF'
echo fromstdin "$0" "$1"
EOF
#### invoke bash dash dash file
printf 'echo "$0 $1"\n' > s.sh; bash -- s.sh arg
#### invoke bash file with syntax error
printf 'echo a\nif\n' > s.sh; bash s.sh 2>&1; echo st=$?
#### invoke bash file runtime error line
printf 'echo a\n\nnosuch_h39c_x\n' > s.sh; bash s.sh 2>&1; echo st=$?
#### invoke bash file no trailing newline
printf 'echo last' > s.sh; bash s.sh
#### invoke bash file with shebang
printf '#!/bin/sh\necho sheb\n' > s.sh; bash s.sh
#### invoke bash file with CRLF
printf 'echo a\r\n' > s.sh; bash s.sh | od -c | head -1
#### invoke bash file reading stdin
printf 'read x; echo "x=$x"\n' > s.sh; echo hi | bash s.sh
#### invoke bash file return at top level
printf 'echo a\nreturn 3\necho b\n' > s.sh; bash s.sh 2>&1; echo st=$?
#### invoke bash -n good
printf 'echo hi\nfor i in 1; do :; done\n' > s.sh; bash -n s.sh; echo st=$?
#### invoke bash -n bad file
printf 'echo hi\nwhile\n' > s.sh; bash -n s.sh 2>&1; echo st=$?
#### invoke bash -n does not run
printf 'echo ran > out\n' > s.sh; bash -n s.sh; test -e out && echo ran || echo notrun
#### invoke bash -n -c
bash -n -c 'echo x'; echo st=$?
#### invoke bash -n -c bad
bash -n -c 'case' 2>&1; echo st=$?
#### invoke bash -n unterminated quote
bash -n -c 'echo "abc' 2>&1; echo st=$?
#### invoke bash -n done without do
bash -n -c 'done' 2>&1; echo st=$?
#### invoke bash -n with undefined cmd ok
bash -n -c 'nosuch_h39c_n'; echo st=$?
#### invoke set -n stops execution after
bash -c 'echo before; set -n; echo after'; echo st=$?
#### invoke bash -v file
printf 'echo one\n# c\necho two\n' > s.sh; bash -v s.sh 2>&1
#### invoke bash -xv
bash -xv -c 'echo q' 2>&1
#### invoke bash -c exit from trap
bash -c 'trap "echo bye" EXIT; exit 2'; echo st=$?
#### invoke bash -c SHLVL increments
a=$SHLVL; bash -c 'echo $SHLVL' > o; echo $(( $(cat o) - a ))
#### invoke bash -c BASH_EXECUTION_STRING
bash -c 'echo "$BASH_EXECUTION_STRING"'
#### invoke bash file BASH_EXECUTION_STRING unset
printf 'echo "${BASH_EXECUTION_STRING-unset}"\n' > s.sh; bash s.sh
#### invoke bash -c dollar dash includes c
bash -c 'case $- in *c*) echo c;; *) echo noc;; esac'
#### invoke bash -s dollar dash includes s
echo 'case $- in *s*) echo s;; *) echo nos;; esac' | bash -s
#### invoke bash file dollar dash no c no s
printf 'case $- in *[cs]*) echo has;; *) echo none;; esac\n' > s.sh; bash s.sh
#### invoke bash -e dollar dash
bash -e -c 'echo $-' | grep -q e && echo has-e
#### invoke bash -c inherits exported function
f() { echo "exported f $1"; }; export -f f; bash -c 'f x'
#### invoke bash -c does not inherit unexported var
v_h39c=1; bash -c 'echo "${v_h39c-unset}"'
#### invoke bash -c prefix assignment
v_h39c=2 bash -c 'echo "$v_h39c"'
#### invoke bash -c exit out of range
bash -c 'exit 300'; echo st=$?
#### invoke bash -c exit negative
bash -c 'exit -1' 2>&1; echo st=$?
#### invoke bash -c kill self status
bash -c 'kill -TERM $$'; echo st=$?
#### invoke bash -c set -- inside
bash -c 'set -- p q; echo "$#$1$2"' z a b c
#### invoke bash -c positional 10
bash -c 'echo "${10}" "$10"' z 1 2 3 4 5 6 7 8 9 ten
#### invoke bash -c star and at
bash -c 'IFS=,; echo "$*"; printf "<%s>" "$@"; echo' z a 'b c' d
#### invoke bash -c BASH_ARGV0 assignment
bash -c 'BASH_ARGV0=newzero; echo "$0"' oldzero
#### invoke bash -o pipefail -o errexit
bash -o pipefail -o errexit -c 'false | true; echo no'; echo st=$?
#### invoke bash -o emacs without terminal
bash -o emacs -c 'echo ok' 2>&1; echo st=$?
#### invoke bash -o vi without terminal
bash -o vi -c 'echo ok' 2>&1; echo st=$?
#### invoke bash -B +B
bash +B -c 'echo {a,b}'; bash -B -c 'echo {a,b}'
#### invoke bash -C noclobber file
echo old > f; bash -C -c 'echo new > f' 2>&1 | sed 's/^.*: f/f/'; cat f
#### invoke bash -h hashall
bash +h -c 'set -o | grep -w hashall'
#### invoke bash -H in non-interactive
bash -H -c 'echo done'
#### invoke bash -P physical
mkdir -p real; ln -s real link; cd link; bash -P -c 'pwd' | sed 's,.*/,,'
#### invoke bash -k keyword
bash -k -c 'f() { echo "$kv"; }; f kv=7'
#### invoke bash -t one command
printf 'echo one\necho two\n' | bash -t 2>&1
#### invoke bash -c readonly then assign status
bash -c 'readonly r=1; r=2; echo after' 2>&1; echo st=$?
#### invoke bash script args $@ shifted by set
printf 'set -- x "$@"; echo "$#:$*"\n' > s.sh; bash s.sh a b
#### invoke bash script path search not used without slash
mkdir -p pdir; printf 'echo found\n' > pdir/s_h39c.sh; PATH=$PWD/pdir:$PATH bash s_h39c.sh 2>&1; echo st=$?
#### invoke bash -c in pipeline
echo piped | bash -c 'cat; echo end'
#### invoke bash -c stdin from heredoc
bash -c 'while read l; do echo "[$l]"; done' <<'EOF'
a
b
EOF
#### invoke bash -c nested bash -c
bash -c 'bash -c "echo \$0 \$1" in1 in2' out
#### invoke bash -c dollar dollar differs from child
bash -c 'echo $$ > o1; bash -c "echo \$\$" > o2'; [ "$(cat o1)" != "$(cat o2)" ] && echo differ
#### invoke bash -c PPID is parent
bash -c 'echo $$ > o1; bash -c "echo \$PPID" > o2'; [ "$(cat o1)" = "$(cat o2)" ] && echo same
#### invoke bash --help whole
bash --help; echo st=$?
#### invoke bash --rcfile ignored non-interactive
echo 'echo from-rc' > rc; bash --rcfile rc -c 'echo main'; bash --init-file rc -c 'echo main2'
#### invoke bash --debug
bash --debug -c 'echo dbg'
#### invoke bash script found on PATH not executable
mkdir -p pd; printf 'echo "found $0"\n' > pd/sc_h39c; PATH=$PWD/pd:$PATH; bash sc_h39c | sed "s,$PWD/,,"
#### invoke bash script cwd first then PATH
mkdir -p pd; printf 'echo path\n' > pd/sc2; printf 'echo cwd\n' > sc2; PATH=$PWD/pd:$PATH bash sc2
#### invoke bash -o invalid with set name
bash +o nosuch_h39c -c true 2>&1; echo st=$?
