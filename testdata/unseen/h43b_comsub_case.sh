#### case with empty clause lists in comsub
: $(case x in x) esac)
: $(case x in x) ;; x) esac)
: $(case x in x) ;; x) echo ;; esac)
echo $(case x in x) ;; x) eval esac ;; esac) ok
#### case pattern with space before paren in comsub
: $(case x in x ) esac)
echo $(case x in x ) ;; x) esac) ok
#### parenthesized patterns with empty lists in comsub
: $(case x in (x) esac)
: $(case x in (x) ;; (x) esac)
echo $(case x in (x) ;; x) esac) ok
#### subshell as case body in comsub
echo $(case x in (x) (echo a) esac)
echo $(case x in (x) (echo esac) esac)
echo $(case x in x) (echo esac) esac)
#### reserved word done in case body in comsub is an error
bash -c ': $(case x in x) ;; x) done esac)' bash
echo $?
#### reserved word done after double semicolon in comsub
bash -c ': $(case x in x) ;; x) done ;; esac)' bash
echo $?
#### esac inside subshell in a case body
bash -c ': $(case x in x) (esac) esac)' bash
echo $?
#### eval of done in case body is fine
echo $(case x in x) ;; x) eval done ;; esac) ok
#### compound commands as case bodies without double semicolon
echo $(case x in (x) a() { echo a; } esac) 1
echo $(case x in (x) if :; then echo a; fi esac)
echo $(case x in (x) { echo a; } esac)
echo $(case x in (x) while false; do echo a; done esac) 4
echo $(case x in (x) case y in (y) echo a;; esac esac)
#### nested case bodies with bare patterns
echo $(case x in x) if :; then echo b; fi esac)
echo $(case x in x) { echo b; } esac)
echo $(case x in x) case y in (y) echo b;; esac esac)
echo $(case x in x) case y in y) echo c;; esac ;; y) foo ;;  esac)
#### case with no clauses in comsub
echo $(case ni in esac) ok
echo $(case in in esac) ok
#### reserved words as case patterns in comsub
echo $(case in in in|esac) echo in;; esac)
: $(case esac in (esac) echo esac;; esac)
echo $(case k in else|done|time|esac) for f in 1 2 3 ; do :; done esac) ok
#### esac as a bare first pattern is a syntax error
bash -c ': $(case x in esac|in) foo;; esac)' bash
echo $?
#### unclosed case in comsub is a syntax error
bash -c ': $(case x in x) ;; x) done)' bash
echo $?
#### comsub in case pattern starting with esac
bash -c '
case foo in
$( esac ; bar=foo ; echo "$bar")) echo bad 2;;
*)	echo ok 2;;
esac
echo we should not see this' case
echo $?
#### comsub with pipeline as a case pattern in a subshell
( case foo in
  ( $(echo foo | cat )) echo ok 2;;
  *) echo bad 2;;
  esac
  echo $( echo inside ) outside )
#### syntax error in comsub stops the -c script
bash -c ': $(case x in x) ;; x) done ;; esac)
echo after syntax error' syntax-error
echo $?
#### alias for case keyword inside comsub
shopt -s expand_aliases
set -o posix
alias switch=case
switch foo in foo) echo ok 1;; esac
echo $( switch foo in foo) echo ok 2;; esac )
echo "$( switch foo in foo) echo ok 3;; esac )"
#### alias for case keyword with parenthesized pattern in comsub
shopt -s expand_aliases
set -o posix
alias switch=case
echo $( switch foo in (foo) echo ok 4;; esac )
echo "$( switch foo in (foo) echo ok 5;; esac )"
#### non-posix alias to case in comsub is a syntax error
shopt -s expand_aliases
alias switch=case
echo $( switch foo in foo) echo ok 2;; esac )
echo not reached
#### alias expanding to open paren inside comsub
shopt -s expand_aliases
set -o posix
alias nest='('
echo $( nest echo ok 6 ) )
echo "$( nest echo ok 7 ) )"
#### aliases for braces inside comsub
shopt -s expand_aliases
alias DO='{ '
alias DONE='}'
got=$(DO
echo ok 9; DONE)
echo "$got"
#### alias whose value contains a comsub
DATE='Mon Aug 29 20:03:02 EDT 2022'
shopt -s expand_aliases
alias foo='echo $(echo $DATE)'
alias foo1='echo $(echo $DATE)    '
foo
echo post foo
foo1
echo post foo1
#### alias with an open comsub closed after use
DATE='Mon Aug 29'
shopt -s expand_aliases
alias comsub0='echo $(echo $DATE'
comsub0)
comsub0		) after
#### alias with open arithmetic closed after use
shopt -s expand_aliases
alias math0='echo $(( 4+3 )'
math0)
#### alias assigning a comsub
shopt -s expand_aliases
alias x='VAR=$(echo hey)'
x
echo $VAR after x
#### heredoc ended by close paren without newline in comsub
x=$(cat <<END
hi
END )
echo "[$x]"
#### heredoc lines in a posix comsub
a=$(cat << END
a
b
END
)
echo "$a"
#### redirection list with fd variables and comsub
{fd}</dev/null {fd2}<$(foo=/dev/null ; echo $foo) exec
case $fd2 in
[0-9]*)	echo ok 3 ;;
*)	echo bad 3 ;;
esac
case $fd in
[0-9]*)	echo ok 4 ;;
esac
#### comsub array words after read -d loop
A=(a b c)
C=($(echo "${A[@]} " | (while read -d ' ' i; do echo "<$i>"; done)))
printf '[%s]\n' "${C[@]}"
