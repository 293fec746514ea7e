#### set -t in a script file ends after its line
printf 'set -t\necho a\necho b\n' > t.sh; bash t.sh; echo st=$?
#### set -t mid line runs the rest of the line
printf 'echo x; set -t; echo y\necho z\n' | bash; echo st=$?
#### set -t in a function ends after the calling line
printf 'f() { set -t; }\nf; echo same\necho next\n' | bash
#### bash -t runs one line of stdin
printf 'echo 1\necho 2\n' | bash -t
#### bash -t status of the one command
printf 'false\necho no\n' | bash -t; echo st=$?
#### bash -t empty first line is the command
printf '\necho a\n' | bash -t; echo st=$?
#### bash -t comment first line in a file
printf '# c\necho a\n' > t2.sh; bash -t t2.sh; echo st=$?
#### bash -c with set -t runs the whole string
bash -c $'set -t\necho a\necho b'; echo st=$?
#### set -t shows t in dollar dash
bash -c 'set -t; echo $-' | grep -c t
#### set -t multi-line compound is one command
printf 'set -t\n' > t3.sh; printf 'if true; then\necho in\nfi\necho after\n' | bash -t; echo st=$?
