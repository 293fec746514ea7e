#### if without then runs lines before
echo one
echo two
if true; echo three; fi
echo never
#### then with no if
echo before
then echo x
echo after
#### stray fi after good lines
echo a
echo b
echo c
fi
echo d
#### stray done
for i in 1 2; do echo $i; done
done
#### stray esac
esac
#### else without if in eval
eval 'else echo x'
echo status=$?
#### elif after else
if false; then echo a; else echo b; elif true; then echo c; fi
#### while without do
while true; echo x; done
#### until missing done at eof
echo start
until false; do
  echo body
#### for missing do
for i in a b; echo $i; done
#### for with bad name
for 1x in a; do echo $1x; done
#### for with dollar name
for $x in a; do :; done
#### select missing in words then brace
select x in a b; { echo $x; break; }
echo st=$?
#### case missing in
case x
  x) echo yes;;
esac
#### case unclosed
case a in
  a) echo a;;
#### case pattern missing paren
eval 'case a in a echo a;; esac'
echo status=$?
#### double semicolon outside case
echo a;;
echo b
#### semicolon ampersand outside case
echo a ;& echo b
#### empty brace group
{ }
#### brace group without semicolon
{ echo a }
echo b
#### brace closing only at eof
{ echo a
echo b
#### empty subshell
echo pre
( )
#### subshell unclosed
( echo a
echo b
#### close paren alone
echo a )
#### function empty body
f() { }
#### function missing body
f()
echo x
#### function body not compound
f() echo hi
#### function keyword bad name paren
function f( { echo x; }
#### function defined earlier then error
f() { echo in f; }
f
echo x | | cat
f
#### error inside function body later line
g() {
  echo one
  if then
  fi
}
g
#### pipe at start
| cat
#### pipe at end of input
echo a |
#### pipe at line end continues
echo abc |
  tr a-z A-Z
#### and-and at line start
echo a
&& echo b
#### or-or at end continues
false ||
  echo rescued
#### and-and then semicolon
echo a && ; echo b
#### double pipe pipe
echo a || | cat
#### bang alone
!
echo st=$?
#### double bang
! ! true; echo st=$?
#### bang after pipe
echo a | ! cat
#### bang after and-and
true && ! false && echo ok
#### bang before brace
! { false; }; echo st=$?
#### redirection missing word at end
echo a >
#### redirection missing word before semicolon
echo a > ; echo b
#### redirection followed by pipe
echo a < | cat
#### redirection missing word before newline then more
cat <
echo after
#### here string missing word
cat <<<
#### heredoc operator missing word
cat <<
#### ampersand at start
& echo x
#### semicolon at start
; echo x
#### ampersand semicolon
echo a &; echo b
#### reserved word in argument is fine
echo if then fi do done case esac
#### in as command name
in
echo st=$?
#### do as command name
do echo x
#### close brace as argument is fine
echo } { ]]
#### double bracket close alone
]]
echo st=$?
#### array assignment unclosed
a=(1 2
echo ${a[@]}
#### array assignment nested paren
a=(1 (2) 3)
#### array assignment with pipe
a=(1 | 2)
#### array in argument position
echo a=(1 2)
#### time with bad
time |
#### coproc missing command
coproc
#### time followed by pipe
time | cat
#### time followed by and-and
time && echo x
#### time bang then pipe
time ! | cat
#### time then ampersand
time -p &
#### coproc reserved word fi
coproc fi
#### coproc close brace
coproc }
#### coproc in
coproc in
#### do semicolon
for x in a b; do; echo $x; done
#### while empty condition
while; do echo x; done
#### if empty condition
if; then echo x; fi
#### if empty then body
if true; then fi
#### while empty body
while false; do done
#### else empty
if false; then echo a; else fi
#### case pattern empty alternative
case x in (a|) echo y;; esac
#### case missing double semicolon between
case x in a) echo a b) echo b;; esac
#### case extra close
case x in x) echo x;; ) esac
#### case esac as pattern
case esac in esac) echo yes;; esac
#### case in newline patterns
case x in
x)
echo ok
;;
esac
#### case semicolon amp
case a in a) echo a;& b) echo b;;& *) echo star;; esac
#### function keyword no name
function { echo x; }
#### function name then semicolon
function f; { echo x; }
#### brace close extra
{ echo a; } }
#### brace stuck close
{ echo a;}
echo b
#### nested fi in subshell
if true; then (echo a; fi) fi
#### comsub with case
echo $(case x in x) echo y;; esac)
#### comsub with case no leading paren error
x=$(case x in x) echo y;; esac; fi)
echo "[$x]"
#### bad substitution space
x=1; echo ${x y}; echo after
#### bad substitution bang alone
echo ${!}x; echo st=$?
#### bad substitution length slice
x=abc; echo ${#x:1}; echo st=$?
#### bad substitution in dq
echo "a ${x;y} b"; echo st=$?
#### bad substitution stops line
echo one; echo ${%x}; echo two
echo three
#### redirection dup missing
echo a >&
#### redirection amp greater missing
echo a &>
#### redirection in middle missing
echo a 2> | cat
#### herestring followed by semicolon
cat <<< ; echo b
#### array literal semicolon inside
a=(1; 2)
#### array literal unclosed then lines
a=(1 2
3)
echo ${#a[@]}
#### array literal with redirect
a=(1 >x 2)
#### declare array unclosed
declare -a a=(1 2
#### reserved word after semicolon
echo a; then echo b
#### esac after semicolon
echo a; esac
#### close brace after semicolon
echo a; }
#### double semicolon in if
if true; then echo a;; fi
#### until without condition
until do echo x; done
#### select without in words
select x; do echo $x; break; done </dev/null
echo st=$?
#### for in nothing
for x in; do echo $x; done; echo ok
#### for semicolon without in
for x; do echo $x; done; echo ok
#### for newline do
for x in a b
do echo $x
done
#### arith for with spaces
for (( ; ; )); do break; done; echo ok
#### arith for unclosed
for (( i=0; i<3; i++ ); do echo; done
#### subshell after word
echo a (b)
#### subshell after assignment
x=1 (echo a)
#### function after word
echo f() { :; }
#### paren in word
echo a(b
#### process substitution unclosed
cat <(echo a
#### process substitution error inside
cat <(fi)
echo st=$?
#### keyword in pipeline middle
echo a | then
#### bang in middle of pipeline
echo a | ! cat
#### not after and or
false || ! false; echo st=$?
#### bang space paren
! (false); echo st=$?
#### time then bang
time ! true 2>/dev/null; echo st=$?
#### nested if missing fi
if true; then
  if false; then
    echo a
  else
    echo b
fi
#### while in comsub missing done
x=$(while false; do :)
echo "[$x]"
#### stray then in comsub
echo "$(then)"
echo st=$?
#### unclosed paren in backquote
echo `( echo a`
echo st=$?
