#### xargs -0 with find
cd "$(mktemp -d)"; touch 'sp ace' plain; find . -type f -print0 | sort -z | xargs -0 ls
#### xargs -n2 grouping
seq 5 | xargs -n2 echo
#### xargs -L1 per line
printf 'a b\nc\n' | xargs -L1 echo X
#### xargs -I replace string
printf 'a\nb\n' | xargs -I{} echo 'item {} end {}'
#### xargs -I with custom token
printf '1\n2\n' | xargs -I % sh -c 'echo %-%'
#### xargs -r no run if empty
printf '' | xargs -r echo ran; echo "st=$?"; printf '' | xargs echo ran
#### xargs -d newline delimiter keeps spaces
printf 'a b\nc d\n' | xargs -d '\n' -n1 echo
#### xargs -d comma
printf 'x,y,z' | xargs -d , -n1 echo
#### xargs -P1 ordering
seq 3 | xargs -P1 -n1 echo
#### xargs quotes handling
echo "'a b' \"c d\" e\\ f" | xargs -n1 echo
#### xargs unmatched quote error
echo "it's" | xargs echo; echo "st=$?"
#### xargs exit 123 when command fails
printf 'a\nb\n' | xargs -n1 false; echo "st=$?"
#### xargs exit 127 command not found
echo a | xargs nosuchcmd_h38g; echo "st=$?"
#### xargs exit 255 stops
printf 'a\nb\n' | xargs -n1 sh -c 'echo $0; exit 255'; echo "st=$?"
#### xargs -t trace
echo a b | xargs -t echo 2>&1
#### xargs -s limit small
echo aaa bbb ccc | xargs -s 12 echo
#### xargs -E end of file string
printf 'a\nSTOP\nb\n' | xargs -E STOP echo
#### xargs -a file
cd "$(mktemp -d)"; printf '1\n2\n' > args; xargs -a args echo got
#### xargs default echo and blank lines
printf '\n\na\n\n b \n' | xargs
#### xargs -n with -I conflicting warning
seq 2 | xargs -n1 -I{} echo {} 2>&1
#### xargs -0 with empty items
printf 'a\0\0b\0' | xargs -0 -n1 echo "[" | cat -A
#### xargs --null long form and -x
printf 'q\0' | xargs --null echo; echo aaaa bbbb | xargs -x -s 8 echo; echo "st=$?"
#### xargs -L with trailing blank continuation
printf 'a \nb\nc\n' | xargs -L1 echo
#### xargs -i old style
printf 'z\n' | xargs -i echo '<{}>'
#### xargs rm pipeline idiom
cd "$(mktemp -d)"; touch a.o b.o c.c; ls *.o | xargs rm -f; ls
#### xargs with grep -l pipeline
cd "$(mktemp -d)"; echo TODO > a; echo none > b; grep -l TODO a b | xargs -r sed -i 's/TODO/DONE/'; cat a
#### xargs invalid number
echo a | xargs -n 0 echo; echo "st=$?"; echo a | xargs -n x echo; echo "st=$?"
#### xargs --show-limits shape
echo | xargs --show-limits true 2>&1 | head -1 | cut -c1-30
