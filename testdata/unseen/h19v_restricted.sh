#### bash -r cd refused
bash -r -c 'cd /; echo st=$?' 2>&1 | sed 's/^bash: line [0-9]*: //; s/^bash: //'
#### set -r cd refused
( set -r; cd / 2>&1; echo st=$? ) | sed 's/^.*line [0-9]*: //'
#### restricted slash in command
( set -r; /bin/echo hi 2>&1; echo st=$? ) | sed 's/^.*line [0-9]*: //'
#### restricted redirection output
cd "$(mktemp -d)"; ( set -r; echo x > f 2>&1; echo st=$?; echo y >> f; echo st=$? ) 2>&1 | sed 's/^.*line [0-9]*: //'; ls
#### restricted readonly vars
( set -r; PATH=/x 2>&1; echo st=$?; SHELL=/x; echo st=$?; ENV=x; echo st=$?; BASH_ENV=x; echo st=$? ) 2>&1 | sed 's/^.*line [0-9]*: //'
#### restricted set +r refused
( set -r; set +r 2>&1; echo st=$?; shopt restricted_shell ) 2>&1 | sed 's/^.*line [0-9]*: //'
#### restricted exec refused
( set -r; exec echo hi 2>&1; echo st=$? ) 2>&1 | sed 's/^.*line [0-9]*: //'
#### restricted source with slash
cd "$(mktemp -d)"; echo 'echo sourced' > s.sh; ( set -r; . ./s.sh 2>&1; echo st=$? ) | sed 's/^.*line [0-9]*: //'
#### restricted hash -p
( set -r; hash -p /bin/echo e 2>&1; echo st=$? ) | sed 's/^.*line [0-9]*: //'
#### restricted command -p
( set -r; command -p echo hi 2>&1; echo st=$? ) | sed 's/^.*line [0-9]*: //'
#### restricted enable
( set -r; enable -n echo 2>&1; echo st=$? ) | sed 's/^.*line [0-9]*: //'
#### restricted allowed commands still work
( set -r; echo ok; x=1; echo $x; f() { echo fn; }; f )
#### restricted shell option shown
( set -r; case $- in *r*) echo has-r;; *) echo "no r $-";; esac; shopt -q restricted_shell && echo rs || echo not-rs )
#### bash -r dollar dash
bash -r -c 'case $- in *r*) echo r;; esac'
#### restricted unset path
( set -r; unset PATH 2>&1; echo st=$? ) | sed 's/^.*line [0-9]*: //'
#### restricted redirect to dev null
( set -r; echo x > /dev/null 2>&1; echo st=$? ) | sed 's/^.*line [0-9]*: //'
#### restricted declare readonly vars
( set -r; declare PATH=/x 2>&1; echo st=$?; export SHELL=/y 2>&1; echo st=$? ) | sed 's/^.*line [0-9]*: //'
