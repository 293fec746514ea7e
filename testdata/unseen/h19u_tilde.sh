#### tilde plus minus
HOME=/h; cd /; OLDPWD=/old; echo ~+ ~- ~
echo "~" '~' \~
#### tilde user forms
HOME=/h; echo ~nosuchuser_xyz ~nosuchuser_xyz/a
echo ~root | grep -c '^/'
#### tilde in assignment after colon
HOME=/h; p=~/a:~/b; echo $p
p=x:~; echo $p
#### tilde in export and declare
HOME=/h; export E=~/e; echo $E; declare D=~/d; echo $D
#### tilde in quoted and parameter default
HOME=/h; unset u; echo ${u:-~} "${u:-~}" ${u:-~/x}
#### tilde not at word start
HOME=/h; echo a~ a=~ --opt=~ x~/y
#### tilde with unset HOME
unset HOME; echo ~ | grep -c /
#### tilde with empty HOME
HOME=; echo "[~]" [~] ; x=~; echo "[$x]"
#### tilde in array assignment
HOME=/h; a=(~ ~/x a=~); echo "${a[@]}"
#### tilde dirstack
HOME=/h; mkdir -p d; cd d; pushd .. >/dev/null; echo ~0 ~1 ~+0 ~-0 | sed "s#$OLDPWD#D#g"; popd >/dev/null
echo ~5 ~-3
#### tilde in case pattern
HOME=/h; x=/h/a; case $x in ~/a) echo yes;; *) echo no;; esac
#### tilde in [[ ]]
HOME=/h; [[ ~ == /h ]] && echo eq
[[ "~" == ~ ]] || echo quoted-differs
#### tilde after redirection
HOME=$PWD; echo hi > ~/out.txt; cat ~/out.txt
#### tilde with trailing slash and HOME ending slash
HOME=/h/; echo ~ ~/x
