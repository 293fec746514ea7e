#### cd -P dotdot from double slash
cd //tmp; pwd; cd -P ..; pwd; echo "$PWD $OLDPWD"
#### cd double slash physical
cd //; pwd; echo "$PWD"; cd -P //; pwd
#### cd triple slash
cd ///; pwd; cd ///tmp; pwd
#### cd double slash trailing
cd //tmp/; pwd; cd ..; pwd
#### cd double slash logical dotdot
cd //tmp; cd ..; pwd; cd tmp; pwd
#### cd -P two up from double slash
cd //usr/bin; cd -P ../..; pwd; cd -L //usr; pwd -P; pwd -L
#### cd -P dot keeps double slash
cd //tmp && cd -P . && pwd
#### cd -P double slash dotdot
cd -P //tmp/.. && pwd
#### cd double slash then relative
cd //; cd usr; pwd; cd ..; pwd
#### command -p hash alone
command -p hash; echo st=$?
#### command -p hashes the command
hash -r; command -p hash; echo st=$?; command -p cat </dev/null; hash
#### command -p with PATH unset
unset PATH; command -p cat </dev/null; echo st=$?; hash; echo "${PATH-unset}"
#### command -p with PATH empty
PATH=; command -p cat </dev/null; echo st=$?; hash
#### command -p then hashed lookup without PATH
hash -r; unset PATH; command -p cat </dev/null; cat </dev/null; echo st=$?
#### command -p -v with PATH unset
unset PATH; command -p -v cat; command -p -V cat; echo st=$?
#### command -p hash with PATH unset
unset PATH; command -p hash; echo st=$?
