#### backquote comsub with a comment and newline
printf '[%s]\n' `echo ab cd #efg
echo hijkl`
#### comsub joined to words splits on newlines
printf '[%s]\n' ab$(echo mn; echo op)yz
#### backquote with sed escaped newline
a=`echo 'a b c' | sed 's/ /\\
/g' | grep 'b'`
printf '[%s]\n' $a
#### backquote with backslash before quote
printf '[%s]\n' `echo 'a\' b`
#### backquote with backslash dollar
printf '[%s]\n' `echo '\$' bab`
#### backquote with backslash backquote
printf '[%s]\n' `echo '\`' ab`
#### backquote with double backslash
printf '[%s]\n' `echo '\\' ab`
#### single quotes keep backslash newline
printf '[%s]\n' 'foo \\
bar'
printf '[%s]\n' 'foo \
bar'
#### backquote backslash-newline in single quotes
echo `printf '[%s]\n' 'foo\\
bar'`
echo `printf '[%s]\n' 'foo\
bar'`
#### dollar-paren keeps backslash-newline in single quotes
echo $(printf '[%s]\n' 'foo\
bar')
#### brace expansion inside comsub inside default
echo ${foo:-$(echo a{b,c})}
#### comsub inside arithmetic for condition
n=0
for (( i=0; i<$((10-$(echo 7))); i++ )); do n=$((n+1)); done
echo $n
#### nested comsubs over lines
echo $(
echo $(
echo $(echo $( echo nested )
)
)
)
#### comsub of escaped semicolon
echo $(echo \;)
#### case with comment after double semicolon in comsub
echo $(case a in a) echo ok;;# comment
esac)
echo $(case a in a) echo ok2 ;; # comment
esac)
#### backslash-escaped hash is not a comment in comsub
echo $(echo \;# not a comment )
echo $(echo \ # not a comment)
#### escaped hash esac inside case in comsub
echo $(case a in a) echo \#esac ;;
esac)
#### comment right after open paren in comsub
echo $(#comment )
echo a)
#### case with parenthesized pattern and comments in comsub
echo $(case a in (a) echo ok 1;; # comment
esac)
echo $(case a in (a) echo ok 2;; # comment
(b) echo moo;;
esac)
echo $(case a in (a) echo ok 3 # comment
;;
esac)
#### case with bare patterns and comments in comsub
echo $(case a in a) echo ok 4;; # comment
esac)
echo $(case a in a) echo ok 5;; # comment
b) echo moo;;
esac)
#### leading comment line inside comsub
echo $( # we just took and pasted in some
echo xyz
)
#### pattern substitution with backslash from comsub
qpath='\/tmp\/foo\/bar'
echo "$qpath"
printf "%s\n" ${qpath//\\/}
printf "%s\n" ${qpath//"`printf '%s' \\`"/}
printf "%s\n" ${qpath//`printf '%s' "\\\\\\\\"`/}
#### several case statements in one comsub
x=$(
  case 1 in
    1) echo 1
  esac
  case 2 in
    2) echo 2
  esac
)
echo "$x"
x=$(case 1 in 1) echo 3;; esac; case 2 in 2) echo 4;; esac;)
echo "$x"
x=$(case 1 in 1) echo 5;; esac; case 2 in 2) echo 6;; esac; for f in a b c; do echo "$f" ; done)
echo "$x"
#### quoted heredoc in comsub keeps backslash newline
x=$(cat <<'END'
d \
g
END
)
echo "$x"
#### backslash-quoted heredoc delimiter in comsub
x=$( cat <<\END
d \
g
END
)
echo "$x"
#### heredoc delimiter closed by paren on the same line
foo=$(cat <<END
hi
END
)
echo $foo
e=$(cat <<END
contents
END)
echo $e
#### heredoc in backquotes ending at the backquote
foo=`cat <<END
hi
END`
echo $foo
#### heredoc whose delimiter is a paren
echo $(
cat <<\)
hi
))
echo "$(
cat <<\)
hi
))"
#### quoted heredoc delimiter then paren
echo $(
cat <<\END
hi
END)
#### empty comsubs
echo ab$(echo mnop)yz
echo ab$(echo mnop
)yz
echo $(echo ab
   )
echo $(
)
echo $()
echo ab$()cd
echo ab$(  )cd
echo mn$(
)op
#### case without double semicolon in comsub
echo $(case a in (a) echo x1; esac )
echo $(case a in (a) echo x2; esac)
#### subshells at start of comsub
echo $((echo sa);(echo sb))
#### quoted parens inside comsub
echo $(echo x ')' ")" \)
	# ) comment
	)
#### comment with paren inside comsub
echo $(
echo abc # a comment with )
)
echo $(#a comment with )
echo def)
#### heredoc with paren inside comsub
echo $(
cat <<eof
here doc with )
eof
)
#### quoted paren line in comsub
echo $(
echo ')'
)
#### quoted heredoc with unbalanced quote in comsub
x=$(cat <<"END"
bad' syntax
END
)
echo "$x"
#### for word list with escaped paren in comsub
echo $(for f in \); do echo a; done )
#### multi-line case in comsub with blank lines
echo $(case a in
            a) echo yes
               ;;


                 esac

          )
#### arithmetic with parens vs comsub
echo $(( 4<(2+3) ? 1 : 32))
#### heredoc with paren and dash in comsub
echo $(cat << end
sh )
end
)
echo $(cat <<- end
sh2 )
	end
)
#### backslash newline inside comsub and backquotes
echo $( echo ab\
cd)
echo `echo ab
cd`
echo `echo ab #xyz
cd`
#### comsub followed by newline in double quotes
echo "$(echo abcde)
"
printf '[%s]\n' "$(echo abcde)
  "
#### comsub followed by backslash newline
echo $(echo abcde)\
foo
printf '[%s]\n' $(echo abcde)\
   foo
#### comsub in double quotes
printf '[%s]\n' "wx$(echo abcde)yz"
printf '[%s]\n' "$(echo abcde)"
#### heredoc with lone quotes in comsub
echo $(cat <<eof
'
eof
)
echo after 1
echo "$(cat <<\eof
`
eof
)"
echo after 2
#### quoted paren heredoc delimiter
echo $(
cat << ')'
hello
)
)
echo after
#### heredoc with backslash paren in comsub
echo $(
    cat <<\eof
    here-doc with \()
eof
)
#### line ending with backslash in comment inside comsub
echo $(
	echo line terminated with a backslash # \
)
#### comsub of trailing newline does not change value
x=$(
echo yes
)
echo "[$x]"
#### pipeline with while read and case in comsub
testing=$(
    echo test | while read line; do
        case $line in
             test)  echo saw test ;;
             *)     echo other ;;
        esac
    done
)
echo "$testing"
#### comsub containing subshell with space
echo $(( echo ab cde ) )
#### syntax error in comsub is fatal
echo $( if x; then echo foo )
echo should not see this
#### multi-line arithmetic in function printed by type
swap32()
{
        local arg
        for arg in "$@"; do
                echo $((
                        ($arg & 4278190080) >> 24 |
                        ($arg & 255) << 24
                ))
        done
}
type swap32
swap32 305419896
#### heredoc then pipeline in comsub
a=$(cat << END | wc -l
a
b
c
END
)
echo $a
#### read from heredoc with unterminated comsub text
read foo <<END
$(echo 10
END
echo "[$foo]"
