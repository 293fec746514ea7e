#### heredoc basic lines to cat
cat <<END
a
b
c
END
#### heredoc read takes first line
read x <<END
a
b
c
END
echo "$x"
#### heredoc quoted delimiter keeps dollar
read x y <<\END
$PS4 two
END
echo "$x"
#### heredoc empty bodies give empty read
read x <<END
END
echo "[$x] $?"
read x <<\END
END
echo "[$x]"
read x <<END
$empty
END
echo "[$x] $?"
#### heredoc two on one command last wins
cat << END1 << END2
hi
END1
there
END2
#### heredoc on different fds in a loop
while read line1; do
	read line2 <&3
	echo $line1 - $line2
done <<END1 3<<END2
one
two
three
END1
alpha
beta
gamma
END2
#### heredoc quoted delimiter keeps backslash newline
a=foo
cat << 'END'
hi\
there$a
stuff
END
#### heredoc quoted delimiter no line joining of delimiter
cat << 'END'
hi\
there
EN\
D
END
echo done
#### heredoc delimiter word with backslash newline
cat << EN\
D
hi
END
#### heredoc unquoted body joins delimiter line
cat << END
hi
EN\
D
echo after
#### heredoc dash strips leading tabs
cat <<- END
	tab 1
		tab 2
	tab 3
	END
#### heredoc dash does not strip spaces
cat <<-END
  two spaces
	END
#### heredoc redirect to file and append
cat > zzz << END
abc
END
cat >> zzz << END
def ghi
jkl mno
END
cat zzz
#### heredoc inside function shown by type
fff()
{
  cat <<ENDOFINPUT >/dev/null
/^name/d
w
q
ENDOFINPUT
aa=1
}
type fff
#### heredoc function printed and re-evaluated
foo()
{
	echo
	cat <<END
bar
END
	cat <<XX
qux
XX
}
type foo
foo
eval "$(type foo | sed 1d)"
foo
#### heredoc in command substitution with pipe
TEST=$(cat <<END | sort -u
abc
geh
def
abc
END
)
echo $TEST
#### heredoc delimiter then paren in comsub warns
text=$(cat <<END
here is the text
END)
echo = $text =
#### heredoc unbalanced paren inside comsub body
unbalanced=$(cat <<END
this paren ) is not a problem
END
)
echo $unbalanced
balanced=$(cat <<END
quoted balanced parens \( ) are not a problem either
END
)
echo $balanced
#### heredoc in subshell
(cat <<END
more text in a subshell
END
)
(cat <<END; )
some more text in a different subshell
END
echo end
#### heredoc dash quoted delimiter with tab
cat <<-'	END'
	hello
	END
echo done
#### heredoc escaped newline joins lines with delimiter
cat <<END
hello
END\
END
END
echo end
#### heredoc delimiter with spaces
cat <<'    END    '
hello
    END    
echo end hello
#### heredoc glob chars in delimiter
cat <<x*x
x star x
x*x
echo end
#### heredoc body backslash newline joins with delimiter
cat <<END
hello\
END
END
echo end
#### heredoc backslash before delimiter text
cat <<END
hello
\END
END
echo done
#### heredoc eof warning at end of script
cat <<END
hi
there
#### heredoc delimiter with command substitution text
cat <<EO`true`F
heredoc1
EO`false`F
EO`true`F
echo Ok:$?
#### heredoc backquote word splitting
one=one
four=four
five='fi ve'
printf '<%s>' $one`echo two three`$four; echo
printf '<%s>' `echo two three`$five; echo
#### heredoc pattern removal with ansi quotes in body
pat=$'no\t'
x=$'no\tOK'
y=notOK
cat <<END
1: ${x#$'no\t'}
2: O${x#$'no\t'O}
3: ${x#n$'o\t'}
4: ${x#'no	'}
5: ${x#$pat}
6: ${y#$'not'}
7: ${y#'not'}
END
#### heredoc locale quotes in body pattern
x=$'no\tOK'
y=notOK
cat <<END
1: ${x#$"no	"}
2: ${x#n$"o	"}
3: O${x#n$"o	"O}
4: ${x#"no	"}
5: ${y#$"not"}
END
#### heredoc quoted delimiter keeps expansions literal
cat <<\END
1: ${x#$'no\t'}
5: ${x#$pat}
END
#### heredoc started inside comsub body after paren
echo $(cat << END)
foo
bar
END
echo after
#### heredoc expands parameters commands and arithmetic
v=val
cat <<END
$v ${v}x $(echo cmd) $((2+3)) \$v \\ "q" 'q'
END
#### heredoc backslash only special before dollar backquote backslash newline
cat <<END
a\b \c \" \' \` \$
END
#### heredoc herestring in command substitution
echo $(
	cat <<< "comsub here-string"
)
#### heredoc followed by more commands on the line
cat <<A; echo between; cat <<B
first
A
second
B
#### heredoc in a for loop
for i in 1 2; do
cat <<END
iter $i
END
done
#### heredoc quoted part of delimiter
x=1
cat <<"E"ND
$x
END
cat <<E\ND
$x
END
#### heredoc to a variable via read -d
IFS= read -r -d '' v <<'END'
line one
  line two
END
printf '[%s]\n' "$v"
#### herestr basic reads
read x <<<"alpha"
echo "$x"
read x <<<beta
echo "$x"
X=4
read x <<<$X
echo "$x"
read x <<<"$X"
echo "$x"
#### herestr empty gives empty line
read x <<<""; echo "[$x] $?"
read x <<<"$empty"; echo "[$x] $?"
read x <<<$empty; echo "[$x] $?"
cat <<<"" | od -c | head -1
#### herestr in functions
a=hot
b=damn
f1()
{
cat <<< "abcde"
cat <<< "$a $b"
cat <<< 'double"quote'
}
f3()
{
cat <<< "$@"
}
f1
f3 first second third
#### herestr function printed by declare
f1()
{
cat <<< "abcde"

cat <<< "$a $b"
}
f2()
{
cat <<< onetwothree
}
declare -f f1 f2
#### herestr text not executed
cat <<< 'echo $(echo hi)'
cat <<< "echo $(echo off to work we go)"
#### herestr read with delim nul and IFS slash
IFS="/" read -r -d $'\000' -a uu <<< /kghfjk/jkfzuk/i
declare -p uu
#### herestr no word splitting
x="foo        bar"
cat <<< $x
cat <<< "$x"
x="qux:::::bax"
IFS=':'
cat <<< $x
cat <<< "$x"
#### herestr no globbing and tilde
touch a b
cat <<< *
HOME=/h
cat <<< ~/x
#### herestr adds one newline
printf %s "x" | od -c | head -1
cat <<< x | od -c | head -1
cat <<< $'x\n' | od -c | head -1
