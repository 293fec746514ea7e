#### bksl newline not joined after comment
echo hi #there \
echo folks
#### bksl newline kept in single quotes
echo 'hi \
echo folks
#### bksl newline kept in quoted heredoc
cat << \END
hi \
END
#### bksl at end of backquote
echo `echo foo\\`bar
echo hi
#### bksl newline before and in words
	 	\
		 echo hi\
There, folks
#### bksl newline in dollar sequences
a=12
ab=19
echo $\
a
echo $a\
b
echo $\
{a}
echo ${a\
b}
echo ${ab\
}
#### bksl newline in command substitutions
echo $\
(echo foobar1)
echo $(\
echo foobar2)
echo $(echo foo\
bar3)
echo $(echo foobar4\
)
echo `
echo stuff1`
echo `echo st\
uff2`
#### bksl newline in arithmetic expansions
echo $\
((1+2))
echo $(\
(1+2+3))
echo $((\
1+2+3+4))
echo $((1+\
2+3+4+5))
echo $((1+2+3+4+5+6)\
)
#### bksl newline in double quotes
echo "\
hi"
echo "foo\
bar"
echo "folks\
"
#### bksl newline in heredoc delimiter
a=12
cat << EN\
D
a=$a
foo\
bar
END
cat << E_N_D
foo
E_N_\
D
echo done
#### bksl newline in double-quoted heredoc delimiter
a=12
cat << "EN\
D"
a=$a
foo\
bar
END
echo done
#### bksl newline in two-character operators
echo hi &\
& echo there
echo foo |\
| echo bar
cat <\
< END
stuff
END
cat <\
<\
- END
	more stuff
END
cat <<\
END
abcdef
END
echo hi >\
> /dev/null
echo $?
#### bksl newline in case pattern and terminator
i=1
case $i in
(\
x|\
1\
) echo hi;\
;
(*) echo oops
esac
#### bksl newline in keyword
i\
f true; then\
 echo pass; el\
se echo fail; fi
#### bksl newline in extglob pattern
shopt -s extglob
xxx=foo
case $xxx in
(f*\
(\
o\
)\
) echo ok ;;
*) echo bad
esac
#### bksl newline in unquoted heredoc body with expansion
x=val
cat <<END
a\
b $x\
c
\$x \\ \"q\"
END
#### bksl newline in assignment and parameter op
v=ab\
cd
echo $v ${v%\
d}
#### bksl newline within variable name in braces default
echo ${unset_v\
ar:-def\
ault}
#### bksl at end of script
printf '%s\n' 'echo a\' > s.sh
bash s.sh; echo st=$?
#### bksl newline in for list
for i in a \
  b \
  c; do echo $i; done
