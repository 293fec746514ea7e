#### command not found status 127
nonexistent_cmd_zz
echo st=$?
#### command not found message
nonexistent_cmd_zz 2>&1
nonexistent_cmd_zz a b 2>/dev/null; echo st=$?
#### path with slash not found
./no_such_file_zz; echo st=$?
/no/such/dir/cmd; echo st=$?
#### file without execute permission is 126
printf 'echo hi\n' > noexec.sh
./noexec.sh; echo st=$?
#### directory is not executable 126
mkdir -p adir
./adir; echo st=$?
#### script with execute permission runs
printf '#!/bin/sh\necho ran "$@"\n' > ok.sh
chmod +x ok.sh
./ok.sh a b; echo st=$?
#### script without shebang runs in a shell
printf 'echo no shebang $1\n' > ns.sh
chmod +x ns.sh
./ns.sh x; echo st=$?
#### PATH lookup finds executable
mkdir -p bin
printf '#!/bin/sh\necho mytool "$@"\n' > bin/mytool
chmod +x bin/mytool
PATH=$PWD/bin:$PATH
mytool 1 2
#### PATH lookup skips non executable
mkdir -p b1 b2
printf '#!/bin/sh\necho b1\n' > b1/tool
printf '#!/bin/sh\necho b2\n' > b2/tool
chmod +x b2/tool
PATH=$PWD/b1:$PWD/b2:$PATH
tool
#### PATH lookup only non executable gives 126
mkdir -p b3
printf 'echo b3\n' > b3/tool3
PATH=$PWD/b3:$PATH
tool3; echo st=$?
#### empty PATH
PATH=
nonexistent_cmd_zz; echo st=$?
echo builtin still works
#### empty PATH entry means current directory
printf '#!/bin/sh\necho here\n' > herecmd
chmod +x herecmd
PATH=/nonexistent: herecmd; echo st=$?
#### PATH change takes effect after hash
mkdir -p p1 p2
printf '#!/bin/sh\necho p1\n' > p1/pc
printf '#!/bin/sh\necho p2\n' > p2/pc
chmod +x p1/pc p2/pc
PATH=$PWD/p1:$PATH; pc
PATH=$PWD/p2:$PATH; pc
#### command -v and -V for missing
command -v nonexistent_cmd_zz; echo st=$?
command -V nonexistent_cmd_zz 2>&1; echo st=$?
#### command -v builtin function keyword
f() { :; }
command -v echo f if
#### command runs builtin not function
echo() { printf 'func\n'; }
echo x
command echo real
#### command does not find functions
f() { echo func; }
command f; echo st=$?
#### command with no args
command; echo st=$?
#### exit code of last command in list
true; false; echo $?
! false; echo $?
#### exit code out of range wraps
(exit 256); echo $?
(exit 257); echo $?
(exit -1); echo $?
#### exit code of signal-like values
sh -c 'exit 130'; echo $?
#### command not found in pipeline
nonexistent_cmd_zz | cat; echo ${PIPESTATUS[@]}
#### command not found in subshell
( nonexistent_cmd_zz ) 2>/dev/null; echo st=$?
#### command_not_found_handle
command_not_found_handle() { echo "handled: $1 ($#)"; return 42; }
missing_zz a b; echo st=$?
#### command_not_found_handle not used with slash
command_not_found_handle() { echo handled; }
./missing_zz 2>/dev/null; echo st=$?
#### exit status of assignment with command sub
x=$(exit 3); echo st=$?
x=$(exit 3) y=$(exit 4); echo st=$?
#### exit status of bare redirect
> out.txt; echo st=$?
< no_such_zz; echo st=$?
#### empty command from expansion
e=
$e; echo st=$?
false; $e; echo st=$?
#### command with expansion to command name
c=echo
$c hello
"$c" world
#### command name with spaces from variable
c='echo a b'
$c c
"$c" 2>/dev/null; echo st=$?
#### hash builtin
hash -r; echo st=$?
hash nonexistent_cmd_zz 2>&1; echo st=$?
#### type -P of path command
mkdir -p tb
printf '#!/bin/sh\n' > tb/tp
chmod +x tb/tp
PATH=$PWD/tb:$PATH
type -P tp | sed "s|$PWD|PWD|"
type -t tp
#### executing a file with bad interpreter
printf '#!/nonexistent/interp\necho x\n' > bad.sh
chmod +x bad.sh
./bad.sh 2>/dev/null; echo st=$?
#### type and command -v find a non executable file on PATH
mkdir -p b4
printf 'echo b4\n' > b4/tool4
PATH=$PWD/b4:$PATH
type tool4 | sed "s|$PWD|PWD|"
command -v tool4 | sed "s|$PWD|PWD|"
tool4 2>&1 | sed "s|$PWD|PWD|"
#### executable later on PATH wins over non executable earlier
mkdir -p c1 c2
printf 'echo c1\n' > c1/tool5
printf '#!/bin/sh\necho c2\n' > c2/tool5
chmod +x c2/tool5
PATH=$PWD/c1:$PWD/c2:$PATH
tool5
#### command not found in function and status
f() { nonexistent_cmd_zz; echo "in f st=$?"; }
f 2>/dev/null
#### 127 vs 126 with set -e
bash -c 'set -e; nonexistent_cmd_zz; echo no' 2>/dev/null; echo st=$?
#### command name with slash relative to cwd
mkdir -p sub
printf '#!/bin/sh\necho in-sub\n' > sub/run.sh
chmod +x sub/run.sh
sub/run.sh
cd sub && ./run.sh
#### executable file shadowed by builtin
mkdir -p shb
printf '#!/bin/sh\necho fake-echo\n' > shb/echo
chmod +x shb/echo
PATH=$PWD/shb:$PATH
echo real-echo
command -v echo
type -a echo | sed "s|$PWD|PWD|" | head -2
#### env runs PATH program not builtin
mkdir -p eb
printf '#!/bin/sh\necho program-true\n' > eb/mytrue
chmod +x eb/mytrue
PATH=$PWD/eb:$PATH env mytrue
#### exec of nonexistent command
bash -c 'exec nonexistent_cmd_zz; echo after' 2>&1; echo st=$?
#### exec of non executable
printf 'echo x\n' > nx.sh
bash -c 'exec ./nx.sh' 2>&1 | sed "s|$PWD|PWD|"; echo st=${PIPESTATUS[0]}
#### script arguments and dollar zero
printf '#!/bin/sh\necho "$# [$1] [$2]"\n' > args.sh
chmod +x args.sh
./args.sh 'a b' c
#### script exit status propagates
printf '#!/bin/sh\nexit 42\n' > e42.sh
chmod +x e42.sh
./e42.sh; echo st=$?
#### bash running a file argument
printf 'echo "from file $1"\nexit 3\n' > f.sh
bash f.sh arg; echo st=$?
bash nonexist_zz.sh; echo st=$?
#### bash -c with args
bash -c 'echo "$0 $1 $#"' zero one two
#### sh -c status
sh -c 'exit 7'; echo $?
#### command -p
command -p echo hi
#### hash after running a path command
mkdir -p hb
printf '#!/bin/sh\necho hb\n' > hb/hcmd
chmod +x hb/hcmd
PATH=$PWD/hb:$PATH
hcmd
hash | sed "s|$PWD|PWD|"
#### removed command after hash
mkdir -p rb
printf '#!/bin/sh\necho rb\n' > rb/rcmd
chmod +x rb/rcmd
PATH=$PWD/rb:$PATH
rcmd
rm rb/rcmd
rcmd 2>&1 | sed "s|$PWD|PWD|"
#### lookup PATH with trailing colon
printf '#!/bin/sh\necho here\n' > hc; chmod +x hc
PATH=/usr/bin:/bin: hc
#### lookup PATH with relative dir
mkdir -p rel; printf '#!/bin/sh\necho rel\n' > rel/rc; chmod +x rel/rc
PATH=rel:$PATH; rc; type rc; command -v rc
#### lookup executable dir on PATH named as command
mkdir -p pd/sub; chmod +x pd/sub
PATH=$PWD/pd:$PATH; sub 2>&1 | sed "s|$PWD|PWD|"; echo st=${PIPESTATUS[0]}
#### lookup binary file not executable format
printf '\x7fELF\x00\x00' > fakebin; chmod +x fakebin
./fakebin 2>&1 | sed "s|$PWD|PWD|"; echo st=${PIPESTATUS[0]}
#### lookup script with crlf shebang
printf '#!/bin/sh\r\necho crlf\r\n' > crlf.sh; chmod +x crlf.sh
./crlf.sh 2>&1 | sed "s|$PWD|PWD|" | tr -d '\r'; echo st=${PIPESTATUS[0]}
#### lookup hash -p
hash -p /bin/echo myecho; myecho via-hash
hash -t myecho
#### lookup hash -d
hash -p /bin/echo e2; hash -d e2; hash -t e2 2>&1; echo st=$?
#### lookup type -a function and builtin
f() { :; }; type -a f | head -1; type -t f
#### lookup command -V of keyword and alias
alias ll='ls'; command -V if; command -V ll
#### lookup exit code of exec failure in subshell
( exec ./nonexist_zz ) 2>&1 | sed "s|$PWD|PWD|"; echo st=${PIPESTATUS[0]}
#### lookup noexec file via bash
printf 'echo via-bash\n' > nx; bash nx; sh nx
#### lookup source from PATH
mkdir -p sp; printf 'echo sourced-from-path\n' > sp/lib.sh
PATH=$PWD/sp:$PATH; . lib.sh
#### lookup shebang with args
printf '#!/bin/sh -e\necho with-arg; false; echo no\n' > sa.sh; chmod +x sa.sh; ./sa.sh; echo st=$?
#### lookup shebang bash
printf '#!/bin/bash\necho ${BASH_VERSINFO[0]}-ish\n' > sb.sh; chmod +x sb.sh; ./sb.sh | tr -d 0-9
#### lookup shebang env
printf '#!/usr/bin/env bash\necho env-bash\n' > se.sh; chmod +x se.sh; ./se.sh
#### lookup file named with spaces executable
printf '#!/bin/sh\necho spaced\n' > 'a b.sh'; chmod +x 'a b.sh'; ./'a b.sh'
#### exec script with shebang and tab args
printf '#!/bin/sh\t-e\nfalse\necho no\n' > ta.sh; chmod +x ta.sh; ./ta.sh; echo st=$?
#### exec shebang bash -x
printf '#!/bin/bash -x\necho traced\n' > tx.sh; chmod +x tx.sh; ./tx.sh 2>&1
#### exec shebang with two options
printf '#!/bin/bash -e -u\necho two\n' > tu.sh; chmod +x tu.sh; ./tu.sh 2>&1 | sed "s|$PWD|PWD|"; echo st=${PIPESTATUS[0]}
#### exec shebang with long option
printf '#!/bin/bash --norc\necho norc\n' > tn.sh; chmod +x tn.sh; ./tn.sh
#### exec shebang bash -eu combined
printf '#!/bin/bash -eu\necho $nope_zz\necho no\n' > te.sh; chmod +x te.sh; ./te.sh 2>&1 | sed "s|$PWD|PWD|"; echo st=${PIPESTATUS[0]}
#### exec shebang args dollar zero
printf '#!/bin/bash -e\necho "$0 $1"\n' > t0.sh; chmod +x t0.sh; ./t0.sh arg1
#### exec text file with nul later
printf 'echo first\n\0junk\n' > tnul.sh; chmod +x tnul.sh; ./tnul.sh 2>&1 | sed "s|$PWD|PWD|" | head -3
#### exec empty executable file
: > empty.sh; chmod +x empty.sh; ./empty.sh; echo st=$?
