#### lastpipe read sets variable in shell
shopt -s lastpipe
echo a b c | read foo
echo after 1: foo = $foo
#### lastpipe while loop totals
shopt -s lastpipe
declare -i tot
printf "%d\n" 1 2 3 | while read foo; do tot+=$foo; done
echo after 2: tot = $tot
#### lastpipe assignment as last element
shopt -s lastpipe
echo g h i | bar=7
echo after: $bar
#### lastpipe last value of loop
shopt -s lastpipe
printf "%s\n" a b c | while read foo; do last=$foo; done
echo last = $last
#### lastpipe off keeps subshell
printf "%s\n" a b c | while read foo; do last=$foo; done
echo "last = [$last]"
echo x | read y
echo "y = [$y]"
#### lastpipe exit in first element then false
shopt -s lastpipe
exit 142 | false
echo $? -- ${PIPESTATUS[@]}
#### lastpipe pipestatus of builtins and external
shopt -s lastpipe
true | false | /bin/true
echo $? -- ${PIPESTATUS[@]}
true | /bin/true | false
echo $? -- ${PIPESTATUS[@]}
#### lastpipe with pipefail
shopt -s lastpipe
set -o pipefail
true | /bin/true | false
echo $? -- ${PIPESTATUS[@]}
binfalse() { /bin/false || return 1; }
true | binfalse | true
echo $? -- ${PIPESTATUS[@]}
#### lastpipe exit in last element exits shell
shopt -s lastpipe
exit 142 | exit 14
echo after: $?
#### lastpipe exit in last element of child script
cat > lp <<'END'
shopt -s lastpipe
exit 142 | exit 14
echo after: $?
END
bash lp
echo returns $?
#### lastpipe nested while loops
shopt -s lastpipe
echo -e 'A\nB' | while read letter; do
    echo -e '1\n2' | while read digit; do
        echo $letter$digit
    done
done
#### lastpipe function with pipe inside
shopt -s lastpipe
myPipefunc() { cat | tee outfile; }
echo HI | myPipefunc
echo -e 'A\nB' | while read letter; do
    echo $letter | myPipefunc
done
cat outfile
#### lastpipe function read and return status
shopt -s lastpipe
myPipefunc() { cat | read var; return 42; }
echo HI | myPipefunc
echo $var -- $? -- ${PIPESTATUS[@]}
#### lastpipe with stdin closed
shopt -s lastpipe
exec 0<&-
echo x | read x
echo x=$x
unset x
echo x | cat | read x
echo x=$x
#### lastpipe not used with job control off is default here
shopt -s lastpipe
echo 1 | { read a; b=2; }
echo "$a $b"
#### lastpipe in subshell
shopt -s lastpipe
( echo q | read v; echo "in $v" )
echo "out [$v]"
#### lastpipe mapfile from pipeline
shopt -s lastpipe
printf '%s\n' x y z | mapfile -t arr
declare -p arr
#### lastpipe pipestatus single command
true; echo ${PIPESTATUS[@]}
false; echo ${PIPESTATUS[@]}
(exit 3) | (exit 4); echo ${PIPESTATUS[@]}
#### pipefail rightmost nonzero
set -o pipefail
(exit 2) | (exit 3) | true; echo $?
(exit 2) | true | true; echo $?
true | true; echo $?
#### pipe last element can be compound
echo a | { read x; echo "got $x"; }
echo b | if read y; then echo "if $y"; fi
printf '1\n2\n' | for i in x; do cat; done
