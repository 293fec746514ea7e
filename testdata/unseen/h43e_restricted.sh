#### restricted cd refused
set -r
cd /
echo "st=$?"
#### restricted PATH assignment refused
set -r
PATH=$PATH:/usr/local/bin
echo "st=$?"
#### restricted SHELL assignment refused
set -r
SHELL=/bin/sh
echo "st=$?"
#### restricted command name with slash refused
set -r
/bin/sh -c 'echo /bin/sh executed'
echo "st=$?"
#### restricted source of path with slash refused
echo 'echo sourced' > s.sub
set -r
. ./s.sub
echo "st=$?"
#### restricted output redirection refused
set -r
echo abc > restricted
echo "st=$?"
[ -f restricted ] && echo "oops 1" || echo "no file"
#### restricted append redirection refused
set -r
echo abc >> restricted
echo "st=$?"
[ -f restricted ] || echo "no file"
#### restricted command -p refused
set -r
command -p date
echo "st=$?"
#### restricted cannot be turned off
set -r
set +r
echo "st=$?"
set +o restricted
echo "st=$?"
shopt restricted_shell
#### restricted exec refused
set -r
exec /bin/date
echo "st=$? after exec"
#### restricted BASH_CMDS assignment refused
set -r
BASH_CMDS[x]=/bin/sh
echo "st=$?"
#### restricted hash -p with slash refused
set -r
hash -p /bin/sh sh
echo "st=$?"
#### restricted ENV and BASH_ENV readonly
set -r
ENV=x
echo "st=$?"
BASH_ENV=y
echo "st=$?"
#### restricted shell still runs builtins
set -r
echo hello
x=1; echo "$x"
#### restricted unset PATH refused
set -r
unset PATH
echo "st=$?"
#### restricted enable -f refused
set -r
enable -n echo
echo "st=$?"
#### restricted redirection to /dev/null refused too
set -r
echo x > /dev/null
echo "st=$?"
#### restricted input redirection allowed
echo data > in.txt
set -r
cat < in.txt
#### restricted fd duplication allowed
set -r
echo toerr 2>&1
#### bash -r -c refuses cd
bash -r -c 'cd /tmp; echo "st=$?"'
#### restricted readonly -p lists PATH
set -r
readonly -p | grep -c ' PATH='
#### restricted $- has r
set -r
case $- in *r*) echo restricted;; esac
#### restricted command builtin with slash
set -r
command /bin/true
echo "st=$?"
#### restricted function name with slash
set -r
f() { echo f; }
f
