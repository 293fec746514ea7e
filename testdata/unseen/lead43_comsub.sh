#### a here-document in a one-line command substitution warns and reads the lines after
x="$(cat <<X)"
hi
X
echo "[$x]"

#### two here-documents in one substitution
echo $(cat <<Y; cat <<Z)
yo
Y
zo
Z
echo st=$?

#### nested substitutions each warn for their own
echo $(echo $(cat <<Y))
yo
Y

#### process substitution with a here-document closed on its line
cat <(cat <<X)
hi
X

#### no warning when the body is inside the substitution
x=$(cat <<X
inside
X
)
echo "[$x]"

#### a function body holding such a substitution warns once, when read
f() { echo "$(cat <<A)"; }
in f
A
f
f

#### the warning inside eval text
eval 'echo $(cat <<Y)
yo
Y'
echo st=$?
