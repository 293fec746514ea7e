#### alias defined on same line used in comsub
shopt -s expand_aliases
alias hi='echo hello'; echo "$(hi)"
#### alias defined on earlier line used in comsub
shopt -s expand_aliases
alias hi='echo hello'
echo "$(hi there)"
#### alias in comsub not doubled
shopt -s expand_aliases
alias echo='echo a'
echo "$(echo b)"
x=$(echo c); echo "$x"
#### alias in comsub posix mode not doubled
set -o posix
alias echo='echo a'
echo "$(echo b)"
#### function with comsub printed unexpanded
shopt -s expand_aliases
alias say='printf "<%s>\n"'
f() { say a; y=$(say b); echo "$y"; }
declare -f f
f
#### function comsub uses alias at call time
shopt -s expand_aliases
alias say='echo one'
f() { echo "$(say x)"; }
alias say='echo two'
f
unalias say
f 2>&1
#### function body plain alias fixed at definition
shopt -s expand_aliases
alias say='echo one'
f() { say x; }
alias say='echo two'
f
#### posix mode function comsub expanded at definition
set -o posix
alias say='echo one'
f() { echo "$(say x)"; }
alias say='echo two'
f
declare -f f
#### alias defined inside comsub applies later in comsub
shopt -s expand_aliases
echo "$(alias q='echo inner'
q)"
#### alias defined inside comsub on same line
shopt -s expand_aliases
echo "$(alias q='echo inner'; q 2>&1)"
#### alias defined inside comsub does not leak
shopt -s expand_aliases
x=$(alias q='echo inner')
alias q 2>&1; echo st=$?
#### backquote alias same line
shopt -s expand_aliases
alias hi='echo bq'; echo `hi`
#### backquote alias not doubled
shopt -s expand_aliases
alias echo='echo a'
echo `echo b`
#### backquote in function printed
shopt -s expand_aliases
alias say='echo s'
f() { x=`say y`; echo "$x"; }
declare -f f
f
#### process substitution alias same line
shopt -s expand_aliases
alias hi='echo ps'; cat <(hi)
#### process substitution alias not doubled
shopt -s expand_aliases
alias echo='echo a'
cat <(echo b)
#### process substitution in function printed
shopt -s expand_aliases
alias say='echo p'
f() { cat <(say q); }
declare -f f
f
#### alias to open brace in comsub non posix
shopt -s expand_aliases
alias OPEN='{'
x=$(OPEN echo hi; }) 2>&1
echo "st=$? x=$x"
#### alias to open brace in comsub posix
set -o posix
alias OPEN='{'
x=$(OPEN echo hi; })
echo "st=$? x=$x"
#### alias to close brace group runtime
shopt -s expand_aliases
alias CLOSE='}'
x=$({ echo in; CLOSE) 2>&1
echo "st=$? x=$x"
echo after
#### alias to case in comsub posix
set -o posix
alias switch=case
echo $( switch foo in foo) echo ok;; esac )
#### alias to case in comsub outside, quoted paren
shopt -s expand_aliases
alias switch=case
echo $( switch foo in (foo) echo ok2;; esac )
#### alias to if in comsub
shopt -s expand_aliases
alias IF=if
echo $(IF true; then echo yes; fi)
#### alias to if in comsub same line
shopt -s expand_aliases
alias IF=if; echo $(IF true; then echo yes2; fi)
#### expand_aliases off comsub
alias hi='echo nope'
echo "$(hi 2>&1)"
#### expand_aliases turned off before comsub runs
shopt -s expand_aliases
alias hi='echo yes'
f() { echo "$(hi 2>&1)"; }
f
shopt -u expand_aliases
f
#### expand_aliases turned on inside comsub
alias hi='echo late'
echo "$(shopt -s expand_aliases
hi)"
hi 2>&1 | sed 's/.*line [0-9]*: //'
#### nested comsub alias
shopt -s expand_aliases
alias hi='echo deep'
echo "$(echo "$(hi)")"
#### nested comsub alias same line
shopt -s expand_aliases
alias hi='echo deep2'; echo "$(echo $(echo $(hi)))"
#### nested comsub in function printed
shopt -s expand_aliases
alias hi='echo n'
f() { echo "$(echo "$(hi)")"; }
declare -f f
f
#### alias with trailing blank in comsub
shopt -s expand_aliases
alias sudo='echo ' x='X'
echo "$(sudo x)"
#### alias in comsub inside double quotes in assignment
shopt -s expand_aliases
alias ll='echo long'
v="a $(ll) b"; echo "$v"
#### alias in comsub inside arithmetic
shopt -s expand_aliases
alias three='echo 3'
echo $(( $(three) + 1 ))
#### alias in comsub inside parameter default
shopt -s expand_aliases
alias dd2='echo dflt'
echo "${unset_v:-$(dd2)}"
#### alias defined in eval then comsub
shopt -s expand_aliases
eval "alias ev='echo from-eval'"
echo "$(ev)"
#### eval string with alias and comsub same string
shopt -s expand_aliases
eval "alias ev2='echo e2'; echo \$(ev2)"
#### bash -c alias comsub
bash -c 'shopt -s expand_aliases; alias c1="echo c"; echo $(c1)'
#### bash -c posix alias comsub
bash -o posix -c 'alias c1="echo cp"
echo $(c1)'
#### syntax error in comsub after alias expansion reports line
shopt -s expand_aliases
alias bad='echo ('
echo start
x=$(bad)
echo "st=$? end"
#### LINENO in comsub with alias
shopt -s expand_aliases
alias ln='echo $LINENO'
echo a
echo "$(ln)"
echo "$(
ln
)"
#### LINENO in comsub in function with alias
shopt -s expand_aliases
alias ln='echo L$LINENO'
f() {
  echo "$(
  ln
  )"
}
f
#### alias unalias inside comsub
shopt -s expand_aliases
alias u='echo u1'
echo "$(unalias u; u 2>&1 | sed 's/.*: u:/u:/')"
u
#### alias with comsub inside alias text
shopt -s expand_aliases
alias now='echo $(echo inside)'
now
echo "$(now)"
#### alias in comsub with heredoc
shopt -s expand_aliases
alias kitty='cat'
x=$(kitty <<EOF2
hd text
EOF2
)
echo "$x"
#### alias name also word in comsub args
shopt -s expand_aliases
alias foo='echo F'
echo "$(echo foo foo)"
echo "$(foo foo)"
#### alias recursion in comsub
shopt -s expand_aliases
alias ls='ls -d' 
alias e='echo e'
echo "$(e e e)"
#### alias in subshell not comsub
shopt -s expand_aliases
alias s1='echo sub'; (s1 2>&1 | sed 's/.*: s1:/s1:/')
(s1)
#### alias in comsub in case word
shopt -s expand_aliases
alias w='echo word'
case $(w) in word) echo matched;; *) echo no;; esac
#### alias in comsub in for list
shopt -s expand_aliases
alias l3='echo 1 2 3'
for i in $(l3); do echo "i=$i"; done
#### alias in comsub in declare -f of nested function
shopt -s expand_aliases
alias say='echo S'
outer() { inner() { echo "$(say in)"; }; inner; }
outer
declare -f inner
#### posix mode backquote alias
set -o posix
alias bq='echo pbq'
echo `bq`
#### comsub paren alias posix vs not
shopt -s expand_aliases
alias P='('
x=$(P echo sub)) 2>&1
echo "st=$? x=$x"
#### declare -f shows unexpanded comsub with alias keyword
shopt -s expand_aliases
alias IF=if
f() { x=$(IF true; then echo t; fi); echo "$x"; }
declare -f f
f
#### type of function with alias comsub
shopt -s expand_aliases
alias say='echo T'
g() { echo $(say); }
type g
g
#### backquote escapes with alias at run time
shopt -s expand_aliases
alias q='echo Q'
echo "`q \"a b\"`"
echo `q \"a b\"`
echo `q \$PWD-x \\\\`
x=1; echo "$(q "`q $x`")"
f() { echo `q \`q in\``; }; f; declare -f f
#### posix mode backquote and comsub in function
set -o posix
alias r='echo R'
echo `r p` $(r s) "$(r t)"
g() { echo $(r u) `r v`; }; declare -f g; g
alias r='echo R2'; g
#### alias in comsub in here-document
shopt -s expand_aliases
alias q='echo Q'
cat <<END
a $(q 1) `q 2` $(( $(q 3 | wc -w) ))
END
cat <<END; alias z='echo Z'
$(z 1)
END
f() { cat <<END
$(q in f)
END
}
f; declare -f f
#### alias in comsub in local array and loop
shopt -s expand_aliases
alias q='echo Q'
h() { local v=$(q loc); echo $v; }; h
arr=($(q arr)); echo "${arr[@]}"
echo $(q a; echo $(q b))
for i in 1 2; do alias q="echo L$i"; echo $(q); done
