#### od default octal words
printf 'abcd' | od
#### od -c chars with escapes
printf 'a\tb\n\0\001\377' | od -c
#### od -An -tx1
printf 'ABC\n' | od -An -tx1
#### od -x hex shorts
printf 'abcd' | od -x
#### od -Ad -tu1
printf '\001\002\377' | od -Ad -tu1
#### od -Ax -N and -j
printf '0123456789' | od -Ax -c -j 3 -N 4
#### od -tx1z shows chars
printf 'hi\n' | od -An -tx1z
#### od -td4 and -tu2
printf '\377\377\377\377\001\000' | od -An -td4 -tu2
#### od repeated lines are starred
head -c 64 /dev/zero | od -tx1
#### od -v shows all
head -c 32 /dev/zero | od -v -tx1
#### od -w8
printf 'abcdefghij' | od -An -c -w8
#### od -tc of UTF-8
printf 'é' | od -c
#### od -ta named chars
printf 'a\n\0 \177' | od -ta
#### od empty input
printf '' | od; printf '' | od -An -c
#### od -An -tf4
printf '\000\000\200\077' | od -An -tf4
#### od -to1 -Ao
printf 'xyz' | od -Ao -to1
#### od bad type
od -t q </dev/null; echo "st=$?"
#### od missing file
od nosuch; echo "st=$?"
#### od -j beyond end
printf 'abc' | od -j 10; echo "st=$?"
#### od -N 0
printf 'abc' | od -N 0
#### od -i and -l
printf '\001\000\000\000\002\000\000\000' | od -An -i
#### od --endian=big
printf '\001\002' | od -An -tx2 --endian=big
#### split -l default names
seq 5 | split -l 2; ls; cat xab
#### split -b
printf 'abcdefghij' | split -b 4; ls; cat xac; echo
#### split -n chunks
printf 'abcdefghij' | split -n 3; for f in x*; do printf '%s:' $f; cat $f; echo; done
#### split -n l/2 line chunks
seq 6 | split -n l/2; wc -l x*
#### split -d numeric suffix and prefix
seq 3 | split -l 1 -d - part; ls
#### split -a 3 suffix length
seq 2 | split -l 1 -a 3; ls
#### split --additional-suffix
seq 2 | split -l 1 --additional-suffix=.txt; ls
#### split -x hex suffix
seq 12 | split -l 1 -x; ls | tail -3
#### split -C line bytes
printf 'aa\nbbbbb\nc\n' | split -C 4; for f in x*; do printf '%s=' $f; od -c $f | head -1; done
#### split --numeric-suffixes=5
seq 2 | split -l 1 --numeric-suffixes=5; ls
#### split -n r/2 round robin
seq 5 | split -n r/2; cat xaa; echo -; cat xab
#### split empty input makes no files
printf '' | split; ls | wc -l
#### split suffixes exhausted
seq 30 | split -l 1 -a 1; echo "st=$?"; ls | wc -l
#### split bad size
split -b 0 /dev/null; echo "st=$?"; split -l abc /dev/null; echo "st=$?"
#### split -n 2/3 to stdout
printf 'abcdefghi' | split -n 2/3; echo
#### split -b with K suffix
head -c 2500 /dev/zero | split -b 1K; ls -l x* | awk '{print $5, $NF}'
#### csplit by line number
seq 10 | csplit - 4; ls; cat xx00
#### csplit by regex with repeat
printf 'a\n--\nb\n--\nc\n' | csplit - '/--/' '{*}'; for f in xx*; do echo "[$f]"; cat $f; done
#### csplit -s -f prefix -n digits
seq 6 | csplit -s -f pre -n 3 - 3 5; ls
#### csplit -z elide empty
printf '--\na\n' | csplit -z - '/--/' '{*}'; ls
#### csplit offset pattern
seq 6 | csplit - '/3/+1'; cat xx00
#### csplit skip to pattern %
seq 6 | csplit - '%3%' ; ls; cat xx00
#### csplit no match error
seq 3 | csplit - '/9/'; echo "st=$?"; ls
#### csplit -k keep files on error
seq 3 | csplit -k - '/2/' '{5}'; echo "st=$?"; ls
#### csplit line number out of range
seq 3 | csplit - 5; echo "st=$?"
#### csplit suppress-matched
printf 'a\n--\nb\n' | csplit --suppress-matched - '/--/'; cat xx01
#### csplit -b format
seq 4 | csplit -b '%02d.txt' - 3; ls
#### tsort simple
printf 'a b\nb c\na c\n' | tsort
#### tsort loop detected
printf 'a b\nb a\n' | tsort; echo "st=$?"
#### tsort odd number of tokens
printf 'a b c\n' | tsort; echo "st=$?"
#### tsort self pair and many per line
printf 'x x\na b c d\n' | tsort
#### tsort empty
printf '' | tsort; echo "st=$?"
