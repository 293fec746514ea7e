#### negated redirect-only command that fails
! >/no/such/file; echo "rc=$?"

#### negated command whose redirect fails
! echo hi >/no/such/file; echo "rc=$?"

#### negated builtin with failed input redirect
! read x </no/such/file; echo "rc=$?"

#### negated exec with failed redirect
! exec true >/no/such/file; echo "rc=$?"

#### plain redirect-only failure status
>/no/such/file; echo "rc=$?"

#### assignment kept when redirect fails
v=old
v=new >/no/such/file
echo "rc=$? v=[$v]"

#### command substitution in assignment runs before failed redirect
v=old
v=$(echo side >&2)x >/no/such/file
echo "rc=$? v=[$v]"

#### backquote substitution in assignment with failing redirect
v=v
v=`echo First >&2` `` >/no/such/file
echo "rc=$? v=[$v]"

#### assignment status from substitution with good redirect
v=v
v=`echo Fourth >&2` `false` 2>/dev/null
echo "rc=$? v=[$v]"

#### assignment with substitution, stderr redirected to null
v=v
v=$(echo hidden >&2)y 2>/dev/null
echo "rc=$? v=[$v]"

#### two assignments, failing redirect
a=1 b=2
a=x b=$(echo z) >/no/such/file
echo "rc=$? a=$a b=$b"

#### heredoc delimiter backslash-quoted
cat <<\END
Here $HOME
END
echo ok

#### heredoc delimiter double backslash
cat <<\\END
Here2
\END
echo ok2

#### heredoc delimiter double-quoted with backslash
cat <<"\END"
Here3
\END
echo ok3

#### heredoc delimiter double-quoted with double backslash
cat <<"\\END"
Here4 $x
\END
echo ok4

#### heredoc delimiter single-quoted backslash
cat <<'\\END'
Here5
\\END
echo ok5

#### heredoc delimiter partly quoted with backslash
cat <<E"\\N"D
Here6
E\ND
echo ok6

#### heredoc delimiter dollar in double quotes
cat <<"\$X"
Here7
$X
echo ok7

#### redirect file name with backslash
>\\wt_file
echo *wt_file*
rm -f *wt_file*

#### redirect file name double-quoted backslash
>"\\wt_file"
echo *wt_file*
rm -f *wt_file*

#### redirect file name with variable and backslash
i=1
>\\wt_file_$i
echo *wt_file*
rm -f *wt_file*

#### dollar then line continuation then brace
set -- 1 22 333
echo 3:$\
{\
#\
3\
}

#### dollar line continuation to name in braces
set -- 1 22 333
echo 22:$\
{\
2\
}

#### dollar line continuation to positional
set -- a b
echo 1:$\
1

#### dollar line continuation to question mark
true
echo Ok:$\
?

#### dollar line continuation to hash of named var
foo=hello
echo ${\
#\
foo}

#### line continuation inside brace length
foo=abcd
echo ${#\
foo}

#### dollar line continuation to arithmetic
echo $\
((1+2))

#### dollar line continuation to command substitution
echo $\
(echo sub)

#### dollar line continuation to name
abc=val
echo $\
abc

#### assignment with empty command word and failing redirect
x=old
x=$(echo a >&2)new $(true) >/no/such/file
echo "rc=$? x=$x"

#### assignment with empty command word, status of last substitution
x=$(echo b >&2)y $(exit 3) 2>/dev/null
echo "rc=$? x=$x"
