#### type -t kinds
shopt -s expand_aliases
alias a1='echo x'
f() { :; }
type -t a1 f if echo ls nosuch_xyz
echo status=$?
#### type -a with function and builtin
echo() { :; }
type -a echo | head -3
unset -f echo
#### type -p of builtin is empty
type -p echo
echo status=$?
#### type -P forces path
type -P ls
#### type function body
f() { echo hi; }
type f
#### type alias text
shopt -s expand_aliases
alias ll='ls -l'
type ll
#### type keyword
type if then '[[' '{'
#### type not found status
type nosuch_xyz
echo status=$?
#### type mixed found and not
type echo nosuch_xyz
echo status=$?
#### type -f suppresses functions
true() { :; }
type -f true
unset -f true
#### type -t with -a
f() { :; }
type -ta f
#### type special builtin
type export
#### type -P nonexistent
type -P nosuch_xyz
echo status=$?
#### type with no args
type
echo status=$?
#### type bad option
type -z echo
echo status=$?
#### type -p on file path
touch ./prog; chmod +x ./prog
type -p ./prog
type -t ./prog
#### type hashed command
hash -r
ls >/dev/null
type ls
#### type -a of ls
type -a ls | head -2
#### type prints function with if and loop
f() {
  if [ "$1" = a ]; then
    echo a
  elif true; then echo b; else echo c; fi
  for i in 1 2; do echo $i; done
  while false; do :; done
}
type f
#### type prints function with case and redirect
g() {
  case $1 in
    a|b) echo ab ;;
    *) echo other ;;
  esac > /dev/null 2>&1
  echo "x" | cat
  local v=$(echo sub) w=`echo bq`
  (( v += 1 ))
  [[ -n $v && $v == x* ]]
}
type g
#### type prints function with heredoc
h() {
  cat <<END
hello $1
END
  echo after
}
type h
#### type prints subshell function
s() ( echo sub )
type s
#### declare -f prints function
k() { echo "a b"; return 3; }
declare -f k
#### declare -F
k() { :; }
declare -F k
declare -F nosuch
echo status=$?
#### type -a function and file
ls() { :; }
type -a ls | head -2
#### type -t builtin function override
cd() { :; }
type -t cd
unset -f cd
type -t cd
#### type -P on builtin name
type -P echo
#### type -ap
type -ap echo | head -1
#### type -all names in one go
type -t true while true2 2>&1
echo status=$?
#### command -V function
f() { echo hi; }
command -V f
#### command -v alias and keyword
shopt -s expand_aliases
alias ll='ls -l'
command -v ll if
