#### a delimiter line joined by a continuation ends the body
cat <<END
one
EN\
D
echo after

#### the continuation right after the first letter
cat <<END
one
E\
N\
D
echo after

#### with <<- and tabs
cat <<-END
	one
	EN\
D
echo after

#### a quoted delimiter keeps the backslash line
cat <<'END'
one
EN\
D
END
echo after

#### a delimiter with backquotes is its text
cat <<EO`true`F
body
EO`true`F
echo st=$?

#### a body line with backquotes that is not the delimiter
cat <<EO`true`F
a `echo b` c
EO`true`F

#### syntax error on a line with a here-document the input ends in
echo a
cat <<END; fi
body

#### two here-documents, the second open at the end
cat <<A <<B; fi
one
A
two

#### syntax error with the body complete: no warning
cat <<END; fi
body
END
echo never

#### a redirection-only command's error has the line it starts on
< nofile <<END
body
END
echo after

#### the same in a function
f() {
  < nofile <<END
body
END
}
f; echo st=$?
