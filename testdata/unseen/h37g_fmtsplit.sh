#### fmt -w narrow and goal
printf 'the quick brown fox jumps over the lazy dog and keeps running far away\n' | fmt -w 20; printf 'one two three four five six seven eight nine ten\n' | fmt -w 30 -g 20
#### fmt -s split only
printf 'a b c d e f g h i j k l m n o p q r s t u v w x y z a b c d e f g h i j k l\nshort\nlines\n' | fmt -s -w 25
#### fmt -u uniform spacing
printf 'one   two.  three    four.   Five\n' | fmt -u; printf 'end.  Next sentence here.\n' | fmt -u -w 12
#### fmt -p prefix lines only
printf '# aaa bbb ccc ddd eee\n# fff\nplain text that is not prefixed at all here\n' | fmt -p '#' -w 15
#### fmt -c crown margin
printf '  first line of a para\nsecond line goes on and on and on\nthird\n' | fmt -c -w 20
#### fmt -t tagged paragraph
printf '  first line of a para\nsecond line goes on and on and on\nthird\n' | fmt -t -w 20
#### fmt keeps indentation changes as paragraphs
printf 'aa bb\n  cc dd\n  ee ff\n\ngg\n' | fmt -w 40
#### fmt long word and -w bounds
printf 'supercalifragilisticexpialidocious x\n' | fmt -w 10; fmt -w 0 </dev/null; echo "st=$?"; fmt -w 99999 </dev/null; echo "st=$?"
#### fmt -width old form and -g bigger than w
printf 'a b c d e f g h\n' | fmt -5; printf 'a\n' | fmt -w 10 -g 20; echo "st=$?"
#### fmt tabs in input
printf 'a\tb c\td e f g h i j\n' | fmt -w 12 | od -c | head -4
#### fmt sentence ends with two spaces
printf 'Hi there.  Bye now. Ok\n' | fmt -w 80; printf 'Hi there. \nBye.\n' | fmt
#### split -n l/3 line chunks
cd "$(mktemp -d)"; seq 10 > f; split -n l/3 f; for x in x*; do echo "$x: $(tr '\n' ' ' < $x)"; done
#### split -n l/K/N to stdout
seq 10 > /dev/null; seq 10 | split -n l/2/3 2>&1; echo "st=$?"; cd "$(mktemp -d)"; seq 10 > f; split -n l/2/3 f
#### split -n r/3 round robin
cd "$(mktemp -d)"; seq 7 > f; split -n r/3 f; head x*; split -n r/1/3 f
#### split -n N byte chunks
cd "$(mktemp -d)"; printf 'abcdefghij' > f; split -n 3 f; for x in x*; do printf '%s=%s\n' $x "$(cat $x)"; done; split -n 2/4 f; echo
#### split -n with more chunks than bytes
cd "$(mktemp -d)"; printf 'ab' > f; split -n 4 f; ls -l x* | awk '{print $5, $NF}'; rm x*; split -e -n 4 f; ls
#### split -b sizes with suffixes
cd "$(mktemp -d)"; seq 100 > f; split -b 1K f; ls; rm x*; split -b 100 -d -a 3 f p_; ls
#### split -C line bytes
cd "$(mktemp -d)"; printf 'aaaa\nbb\ncccccc\nd\n' > f; split -C 6 f; for x in x*; do printf '%s:' $x; od -c $x | head -1; done
#### split --numeric-suffixes from and additional suffix
cd "$(mktemp -d)"; seq 6 > f; split -l 2 --numeric-suffixes=8 --additional-suffix=.txt f s; ls
#### split -x hex suffixes and -t separator
cd "$(mktemp -d)"; printf 'a;b;c;d;' > f; split -l 1 -x -t ';' f; for x in x*; do printf '%s=%s\n' $x "$(cat $x)"; done
#### split suffix exhausted
cd "$(mktemp -d)"; seq 30 > f; split -l 1 -a 1 -d f; echo "st=$?"; ls | wc -l
#### split bad arguments
split -n 0 /dev/null; echo "st=$?"; split -n l/4/3 /dev/null; echo "st=$?"; split -b 0 /dev/null; echo "st=$?"; split -l x /dev/null; echo "st=$?"
#### split --verbose
cd "$(mktemp -d)"; seq 5 > f; split --verbose -l 2 f pre
#### csplit by line numbers
cd "$(mktemp -d)"; seq 10 > f; csplit f 3 7; ls; cat xx01
#### csplit regex with repeat and offsets
cd "$(mktemp -d)"; printf 'a\n--\nb\nc\n--\nd\n--\ne\n' > f; csplit f '/--/' '{*}'; for x in xx*; do echo "$x: $(tr '\n' ' ' < $x)"; done
#### csplit skip to regex with percent
cd "$(mktemp -d)"; printf 'h1\nh2\nSTART\nx\ny\n' > f; csplit -s f '%START%+1'; cat xx00
#### csplit -f -b -n naming
cd "$(mktemp -d)"; seq 6 > f; csplit -s -f part -b '%03d.txt' f 3; ls; csplit -s -n 4 f 4; ls xx*
#### csplit -z elides empty and -k keeps
cd "$(mktemp -d)"; printf 'x\ny\n' > f; csplit -z f '/x/' '/y/'; ls; csplit -k f 5; echo "st=$?"; ls
#### csplit error no match and out of range
cd "$(mktemp -d)"; seq 3 > f; csplit f /nomatch/; echo "st=$?"; csplit f 9; echo "st=$?"; ls
#### csplit negative offset and repeat count
cd "$(mktemp -d)"; seq 12 > f; csplit f '/5/-1' '{1}'; echo "st=$?"; for x in xx*; do echo "$x: $(tr '\n' ' ' < $x)"; done
#### csplit --suppress-matched
cd "$(mktemp -d)"; printf 'a\n=\nb\n=\nc\n' > f; csplit --suppress-matched f '/=/' '{*}'; for x in xx*; do echo "$x: $(cat $x | tr '\n' ' ')"; done
