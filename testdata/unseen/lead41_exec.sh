#### programs' execvp of a file on PATH that may not run
mkdir -p d; printf 'echo hi\n' > d/x; PATH=$PWD/d:$PATH
env x; echo "env=$?"
echo a | xargs x; echo "xargs=$?"
nice x; echo "nice=$?"
timeout 5 x; echo "timeout=$?"
touch f; find . -name f -exec x {} \; ; echo "find=$?"
find . -name f -exec x {} + ; echo "find+=$?"
#### execvp goes on past a file that may not run to an executable one
mkdir -p d e; printf 'echo no\n' > d/y; printf 'echo yes\n' > e/y; chmod +x e/y
PATH=$PWD/d:$PWD/e:$PATH
env y; echo "env=$?"
y; echo "sh=$?"
#### execvp of a missing program is still not found
env nosuch_cmd_x; echo "env=$?"
echo a | xargs nosuch_cmd_x; echo "xargs=$?"
