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
#### type function with arithmetic for and select
f() {
  for ((i=0; i<3; i++)); do echo $i; done
  select x in a b; do break; done
}
type f
#### type function with process substitution and here string
f() {
  diff <(echo a) >(cat) <<< "hs"
  cat <<< $x
}
type f
#### type function with fd redirections
f() {
  exec {fd}>/dev/null
  echo hi >&"$fd" 2>&1 3<&0 4<>file
  cat 0< in > out 2>> err &> both &>> both2
}
type f
#### type function with nested function
f() {
  g() { echo inner; }
  g
}
type f
#### type function with background and negation
f() {
  sleep 1 &
  ! true
  wait
  true || false && echo x
}
type f
#### type function with subshell and group
f() {
  ( cd /; pwd )
  { echo a; echo b; } > /dev/null
}
type f
#### type function with coproc
f() {
  coproc cat
  coproc NAME { cat; }
}
type f
#### type function with case fallthrough
f() {
  case $1 in
    a) echo a ;&
    b) echo b ;;&
    *) echo c ;;
  esac
}
type f
#### type function with comments dropped
f() {
  # comment
  echo hi # trailing
}
type f
#### type function with quoting preserved
f() {
  echo 'single' "double $x" \$esc "a\"b" $'ansi\n' $"locale"
}
type f
#### type function with parameter expansions
f() {
  echo ${x:-d} ${#x} ${x%%.*} ${x/a/b} ${!x} ${x[@]} ${x^^} ${x@Q}
}
type f
#### type function with until and while with redirect
f() {
  while read l; do echo $l; done < file
  until false; do break; done
}
type f
#### type function with if elif else nested
f() {
  if a; then
    if b; then c; fi
  elif d; then
    e
  else
    f
  fi
}
type f
#### type function with pipe and stderr pipe
f() {
  a | b |& c
}
type f
#### type function with time
f() {
  time sleep 0
  time -p true
}
type f
#### type function with test brackets
f() {
  [ -f x ] && [[ -d y || ! -e z ]]
  [[ $a =~ ^x(y)$ ]]
}
type f
#### type function defined with function keyword
function f {
  echo kw
}
type f
function g() { echo kw2; }
type g
#### type function with redirect on definition
f() { echo hi; } > /dev/null
type f
#### type function with empty body lines and semicolons
f() { echo a; echo b; }
type f
#### type function with let and declare
f() {
  let x=1 y=2
  declare -a arr=(1 "2 3")
  local -r z=3
  export e=4
}
type f
#### type function with heredoc tab strip
f() {
	cat <<-END
	indented
	END
}
type f
#### type function with assignment prefix
f() {
  A=1 B=2 cmd arg
  A=1
}
type f
#### declare -f several
a() { :; }
b() { echo b; }
declare -f a b
#### type function with arithmetic command
f() {
  (( x = 1 + 2 ))
  (( y++ ))
  echo $(( x * 2 ))
}
type f
#### type function with brace expansion and globs
f() {
  echo {a,b}{1..3} *.txt ?(x)
}
type f
#### type function with stderr pipe after redirection
f() {
  a > out |& b
  { c; } |& d
}
type f
#### type of non-executable file in PATH
mkdir -p bin
echo 'echo hi' > bin/noexec
PATH=$PWD/bin:$PATH
type noexec
echo "status=$?"
#### command -v of non-executable
mkdir -p bin
echo 'echo hi' > bin/noexec2
PATH=$PWD/bin:$PATH
command -v noexec2
echo "status=$?"
#### type -P of executable in PATH
mkdir -p bin
printf '#!/bin/sh\necho x\n' > bin/myexe
chmod +x bin/myexe
PATH=$PWD/bin:$PATH
type -P myexe | sed "s,$PWD,P,"
type -t myexe
#### running non-executable script in PATH
mkdir -p bin
echo 'echo hi' > bin/noexec3
PATH=$PWD/bin:$PATH
noexec3
echo "status=$?"
#### running directory as command
mkdir -p adir
./adir
echo "status=$?"
#### running nonexistent path
./nosuch-file
echo "status=$?"
#### running script without shebang
printf 'echo from-script $1\n' > s.sh
chmod +x s.sh
./s.sh arg
#### hash after running
mkdir -p bin
printf '#!/bin/sh\necho x\n' > bin/hx
chmod +x bin/hx
PATH=$PWD/bin:$PATH
hash -r
hx >/dev/null
hash | sed "s,$PWD,P,"
#### hash -t and -d
mkdir -p bin
printf '#!/bin/sh\n' > bin/ht; chmod +x bin/ht
PATH=$PWD/bin:$PATH
hash ht
hash -t ht | sed "s,$PWD,P,"
hash -d ht
hash -t ht
echo "status=$?"
#### hash -p sets path
hash -p /bin/echo myecho
myecho via-hash
hash -t myecho
#### hash with empty table
hash -r
hash
echo "status=$?"
#### type after PATH change drops hash
mkdir -p b1 b2
printf '#!/bin/sh\necho one\n' > b1/pc; chmod +x b1/pc
printf '#!/bin/sh\necho two\n' > b2/pc; chmod +x b2/pc
PATH=$PWD/b1:$PATH
pc
PATH=$PWD/b2:$PATH
pc
#### command -p uses default path
command -p -v sh | grep -c /
