#### xargs default echo
printf 'a b\nc\n' | xargs
#### xargs -n 2
seq 5 | xargs -n 2 echo
#### xargs -L 1 keeps line args
printf 'a b\nc d e\n' | xargs -L 1 echo x
#### xargs -L trailing blank continues line
printf 'a \nb\nc\n' | xargs -L 1 echo
#### xargs -I replaces in each arg
printf 'one\ntwo\n' | xargs -I{} echo '<{}>' '{}-{}'
#### xargs -I keeps leading blanks stripped
printf '  a b  \n' | xargs -I X echo "[X]"
#### xargs -i default braces
printf 'p\n' | xargs -i echo '{}!'
#### xargs -d newline
printf 'a b\nc\n' | xargs -d '\n' -n1 echo
#### xargs -d comma
printf 'x,y,z' | xargs -d , echo
#### xargs -0
printf 'a b\0c\0' | xargs -0 -n1 echo
#### xargs -r with empty input
printf '' | xargs -r echo hi; echo status=$?
#### xargs empty input runs once
printf '' | xargs echo hi; echo status=$?
#### xargs -t traces to stderr
echo a b | xargs -t echo 2>&1
#### xargs -t with -I quoting
echo 'a b' | xargs -t -I{} echo '{}' 2>&1
#### xargs -s small size
echo aaa bbb ccc | xargs -s 12 echo
#### xargs -s too small
echo a | xargs -s 1 echo 2>&1; echo status=$?
#### xargs exit 123 when a command fails
printf '1\n2\n' | xargs -n1 sh -c 'exit $0'; echo status=$?
#### xargs exit 124 when a command exits 255
echo a | xargs sh -c 'exit 255' 2>&1; echo status=$?
#### xargs exit 125 on signal
echo a | xargs sh -c 'kill -9 $$' 2>&1; echo status=$?
#### xargs exit 127 command not found
echo a | xargs nosuch_cmd_h42f 2>&1; echo status=$?
#### xargs exit 126 not executable
printf 'echo hi\n' > s; chmod 644 s; echo a | xargs ./s 2>&1; echo status=$?
#### xargs unmatched single quote
echo "a 'b" | xargs echo 2>err; echo status=$?; cat err
#### xargs unmatched double quote
echo 'a "b' | xargs echo 2>err; echo status=$?; cat err
#### xargs quotes and backslash
echo "'a b' \"c d\" e\\ f" | xargs -n1 echo
#### xargs -E end of file string
printf 'a\nSTOP\nb\n' | xargs -E STOP echo
#### xargs -a file
printf 'x\ny\n' > in; xargs -a in echo got
#### xargs -a missing file
xargs -a nofile echo 2>&1; echo status=$?
#### xargs invalid -n
echo a | xargs -n 0 echo 2>&1; echo status=$?
#### xargs -n not a number
echo a | xargs -n x echo 2>&1; echo status=$?
#### xargs -P 1 order
seq 3 | xargs -P 1 -n 1 echo
#### xargs unknown option
xargs --bogus 2>&1 | head -2; echo status=$?
#### xargs -L and -n together last wins
printf 'a b c\nd\n' | xargs -L 1 -n 2 echo 2>&1
#### xargs -x with -s exceeding
echo aaaaaaaaaa | xargs -x -s 12 echo 2>&1; echo status=$?
#### xargs --max-args long form
seq 4 | xargs --max-args=3 echo
#### xargs -d with -0 invalid delimiter
echo a | xargs -d 'ab' echo 2>&1; echo status=$?
#### xargs -d octal escape
printf 'a:b' | xargs -d '\072' echo
#### xargs --no-run-if-empty with blanks only
printf '  \n\n' | xargs -r echo X; echo status=$?
#### xargs -I with -n ignores n warning
printf 'a\nb\n' | xargs -I% -n1 echo % 2>&1
#### xargs --show-limits-free --verbose
echo q | xargs --verbose echo 2>&1
#### xargs -0 with trailing newline kept
printf 'a\n\0b' | xargs -0 printf '[%s]'; echo
#### xargs sh -c with positional
printf 'x\ny\n' | xargs -n1 sh -c 'echo "arg=$1"' _
#### xargs -p-free -o-free --process-slot-var
seq 2 | xargs -n1 --process-slot-var=SLOT sh -c 'echo $SLOT $0'
#### xargs stops after status 255
printf '1\n2\n' | xargs -n1 sh -c 'echo run $0; exit 255' 2>&1; echo status=$?
