#### sed error unknown command
echo a | sed 'k'; echo "rc=$?"
#### sed error unmatched brace
echo a | sed '{p'; echo "rc=$?"; echo a | sed 'p}'; echo "rc=$?"
#### sed error extra characters after command
echo a | sed 'pq'; echo "rc=$?"
#### sed error missing command
echo a | sed '1'; echo "rc=$?"
#### sed error label with address
echo a | sed '1:a'; echo "rc=$?"
#### sed error number option zero
echo a | sed 's/a/b/0'; echo "rc=$?"
#### sed error multiple g options
echo a | sed 's/a/b/gg'; echo "rc=$?"; echo a | sed 's/a/b/pp'; echo "rc=$?"
#### sed error invalid reference
echo a | sed 's/a/\1/'; echo "rc=$?"
#### sed error unterminated address regex
echo a | sed '/abc'; echo "rc=$?"
#### sed error y different lengths
echo a | sed 'y/abc/de/'; echo "rc=$?"
#### sed error can't read file
sed p nofile; echo "rc=$?"
#### sed error unknown option to s
echo a | sed 's/a/b/k'; echo "rc=$?"
#### sed error comments don't accept addresses
echo a | sed '1# comment'; echo "rc=$?"
#### sed error = with two addresses is fine but q with two not
printf 'a\nb\n' | sed -n '1,2='; printf 'a\n' | sed '1,2q'; echo "rc=$?"
#### sed error a with no text
echo a | sed 'a'; echo "rc=$?"
#### sed q with exit code and autoprint off
printf 'a\nb\n' | sed -n '1q5'; echo "rc=$?"
#### sed Q with exit code after append
printf 'a\nb\n' | sed '1{a text
Q3
}'; echo "rc=$?"
#### sed t loop to insert commas
echo 1234567 | sed ':a;s/\B[0-9]\{3\}\>/,&/;ta'
#### sed T branches when no substitution
printf 'a\nb\n' | sed 's/a/A/;T;s/$/!/'
#### sed b without label ends cycle
printf 'a\nb\n' | sed '/a/b;s/$/!/'
#### sed block with semicolon and closing brace same line
printf '1\n2\n' | sed -n '/1/{s/1/X/;p};2p'
#### sed r file appended after line and missing file ignored
printf 'R\n' > rf; printf 'a\nb\n' | sed '1r rf
2r nosuchfile'
#### sed R cycles lines then stops
printf 'r1\nr2\n' > rf; printf 'a\nb\nc\n' | sed 'R rf'
#### sed -i with -s and w
printf 'a\n' > f1; printf 'b\n' > f2; sed -i 's/$/!/' f1 f2; cat f1 f2
#### sed -i on missing file continues
printf 'a\n' > f1; sed -i 's/a/b/' nofile f1; echo "rc=$?"; cat f1
#### sed -n --silent long option and -e order
printf 'a\n' | sed --silent -e p -e 's/a/b/p'
#### sed --expression joins with newline
printf 'a\n' | sed --expression='a\' --expression='appended'
#### sed -f script from file with a command
printf 'a\n' > in; printf '1a\\\nadded\ns/a/b/\n' > s.sed; sed -f s.sed in
#### sed -u and --line-length accepted
printf 'a\n' | sed -u --line-length=5 -n 'l'
#### sed --help first line and unknown option
sed --bogus 2>&1 | head -2; echo "rc=${PIPESTATUS[0]}"
#### sed q leaves a redirected file after the lines it used
printf '1\n2\n3\n4\n' > in; { sed 1q; echo ==; cat; } < in; { sed -n '2{p;q}'; echo ==; cat; } < in; { sed 1Q; echo ==; cat; } < in
