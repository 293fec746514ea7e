#### tsort chain and ties
printf 'a b\nb c\nd c\n' | tsort; printf 'x y\ny z\nw w\n' | tsort
#### tsort cycle reported
printf 'a b\nb a\nc d\n' | tsort; echo "st=$?"
#### tsort odd token count and whitespace
printf 'a b c\n' | tsort; echo "st=$?"; printf 'a\tb\n\n  b   c' | tsort
#### tsort two files error and -w
tsort a b; echo "st=$?"; printf 'p q\n' | tsort -
#### ptx default on small text
printf 'the cat sat\non the mat\n' | ptx
#### ptx -A references and -r
printf 'ab cd\nef gh\n' | ptx -A; printf 'L1 alpha beta\nL2 gamma\n' | ptx -r
#### ptx -W word regexp and -o only file
cd "$(mktemp -d)"; printf 'cat\ndog\n' > only; printf 'a cat and a dog and a cow\n' | ptx -o only
#### ptx -i ignore file and -f fold
cd "$(mktemp -d)"; printf 'the\n' > ign; printf 'The Cat the bat\n' | ptx -i ign -f
#### ptx -w width and -g gap
printf 'alpha beta gamma delta epsilon\n' | ptx -w 40 -g 2
#### ptx -T tex and -O roff
printf 'hello world\n' | ptx -T; printf 'hello world\n' | ptx -O
#### ptx -G traditional
printf 'one two\nthree\n' | ptx -G 2>&1 | head -5
#### expand --tabs list
printf 'a\tb\tc\td\n' | expand -t 3,7,12 | od -c | head -2
#### expand tab list with slash and plus
printf 'a\tb\tc\td\n' | expand -t '2,/5' ; printf 'a\tb\tc\td\n' | expand -t '3,+4'
#### expand -i initial only
printf '\ta\tb\n  \tc\n' | expand -i -t 4 | od -c | head -3
#### expand bad tab lists
expand -t 4,2 </dev/null; echo "st=$?"; expand -t 0 </dev/null; echo "st=$?"; expand -t a </dev/null; echo "st=$?"
#### expand with backspace and old -N form
printf 'ab\bc\td\n' | expand -t 4 | od -c | head -2; printf 'a\tb\n' | expand -3
#### unexpand -a all blanks
printf 'a       b       c\n' | unexpand -a | od -c | head -2
#### unexpand default leading only
printf '        a       b\n' | unexpand | od -c | head -2; printf '        a       b\n' | unexpand --first-only | od -c | head -2
#### unexpand -t list
printf '   a  b      c\n' | unexpand -t 3,5,11 | od -c | head -2
#### unexpand single space before stop stays
printf 'abcdefg h\n' | unexpand -a | od -c | head -2; printf 'abcdef  h\n' | unexpand -a | od -c | head -2
#### fold -w -s -b
printf 'the quick brown fox\n' | fold -w 7; printf 'the quick brown fox\n' | fold -s -w 7; printf 'a\tb\n' | fold -b -w 2
#### fold tabs count to next stop
printf 'ab\tcdefghijkl\n' | fold -w 10 | od -c | head -3
#### tac -s separator and -b before
printf 'a,b,c,' | tac -s ,; echo; printf ',a,b,c' | tac -b -s ,; echo
#### tac -r regex separator
printf 'a12b345c6' | tac -r -s '[0-9]\+'; echo
#### tac without trailing newline
printf 'x\ny\nz' | tac | od -c
#### nl -b styles
printf 'a\n\nb\n' | nl -ba; printf 'a\n\nb\n' | nl -bt; printf 'apple\nberry\navocado\n' | nl -bp'^a'
#### nl -n formats and -w -s
printf 'x\ny\n' | nl -nln -w3 -s'|'; printf 'x\ny\n' | nl -nrz -w4; printf 'x\n' | nl -nrn
#### nl -v -i and -l
printf 'a\n\n\n\nb\n' | nl -ba -v10 -i5 -l2
#### nl sections header body footer
printf '\\:\\:\\:\nh\n\\:\\:\nb1\nb2\n\\:\nf\n' | nl -ha -fa
#### nl -p no renumber and -d delimiter
printf 'a\n@@\nb\n@@\nc\n' | nl -d '@' -p; printf 'a\n@@\nb\n' | nl -d '@'
