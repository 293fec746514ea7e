#### grep -o dot splits bytes in C
printf 'héllo\n' | LC_ALL=C grep -o . | od -An -c
#### grep -o dot in C.UTF-8 keeps characters
printf 'héllo\n' | grep -o . | od -An -c
#### grep -c dot-dot anchored in C and UTF-8
printf 'é\n' | LC_ALL=C grep -c '^..$'; printf 'é\n' | grep -c '^..$'; printf 'é\n' | grep -c '^.$'
#### grep POSIX locale same as C
printf 'é\n' | LC_ALL=POSIX grep -c '^..$'
#### grep LANG=C chooses bytes
printf 'é\n' | LANG=C grep -c '^..$'
#### grep LC_CTYPE=C chooses bytes
printf 'é\n' | LC_CTYPE=C grep -c '^..$'
#### grep LC_ALL=C.UTF-8 overrides LANG=C
printf 'é\n' | LANG=C LC_ALL=C.UTF-8 grep -c '^..$'
#### grep alpha class in C is ASCII
printf 'é\na\n' | LC_ALL=C grep -c '[[:alpha:]]'
#### grep alpha class in UTF-8 takes é
printf 'é\na\n' | grep -c '[[:alpha:]]'
#### grep negated class matches a byte in C
printf 'é\n' | LC_ALL=C grep -o '[^a]' | od -An -tx1
#### grep negated class in UTF-8
printf 'é\n' | grep -o '[^a]'
#### grep byte range in C
printf '\303\251\n' | LC_ALL=C grep -c $'[\200-\377]'
#### grep -o byte range in C
printf 'aé\n' | LC_ALL=C grep -o $'[\200-\377]' | od -An -tx1
#### grep -w in C with accented letters
printf 'café x\n' | LC_ALL=C grep -ow 'caf'; echo $?
#### grep -w in UTF-8 with accented letters
printf 'café x\n' | grep -ow 'caf'; echo $?
#### grep -i in C does not fold é
printf 'É\n' | LC_ALL=C grep -ci 'é'; printf 'É\n' | grep -ci 'é'
#### grep -i in C folds ASCII
printf 'HÉLLO\n' | LC_ALL=C grep -oi 'h.' | od -An -tx1
#### grep -i in C with class
printf 'ABC\n' | LC_ALL=C grep -oi '[a-b]*'
#### grep -i negated class in C
printf 'aA\303\n' | LC_ALL=C grep -oi '[^a]' | od -An -tx1
#### grep literal é in C
printf 'café\n' | LC_ALL=C grep -o 'é' | od -An -tx1
#### grep é with dot between bytes in C
printf 'é\n' | LC_ALL=C grep -c $'\303.'
#### grep -F é in C
printf 'café\n' | LC_ALL=C grep -F -c 'é'
#### grep word class in C
printf 'aé_\n' | LC_ALL=C grep -o '\w*' | od -An -tx1
#### grep word class in UTF-8
printf 'aé_\n' | grep -o '\w*'
#### grep nonword class in C
printf 'aé\n' | LC_ALL=C grep -o '\W' | od -An -tx1
#### grep word boundary in C
printf 'xéy\n' | LC_ALL=C grep -o '\<.' | od -An -tx1
#### grep backreference in C
printf 'éé\n' | LC_ALL=C grep -o '\(.\)\1' | od -An -tx1
#### grep -E dot repetition in C
printf 'é€\n' | LC_ALL=C grep -oE '^.{5}$' | od -An -tx1
#### grep emoji dot count in C
printf '😀\n' | LC_ALL=C grep -c '^....$'; printf '😀\n' | grep -c '^.$'
#### grep invalid byte does not match dot in UTF-8
printf 'a\377b\n' | grep -c 'a.b'
#### grep invalid byte matches dot in C
printf 'a\377b\n' | LC_ALL=C grep -c 'a.b'
#### grep invalid byte and negated class in UTF-8
printf 'a\377b\n' | grep -c 'a[^x]b'
#### grep -a -o dot over invalid byte in UTF-8
printf 'a\377b\n' | grep -ao . | od -An -tx1
#### grep print class in C
printf 'é\n' | LC_ALL=C grep -c '^[[:print:]]*$'; printf 'é\n' | grep -c '^[[:print:]]*$'
#### grep upper class in C
printf 'É\n' | LC_ALL=C grep -c '[[:upper:]]'; printf 'É\n' | grep -c '[[:upper:]]'
#### grep punct class in C
printf '\302\253\n' | LC_ALL=C grep -c '[[:punct:]]'
#### grep cntrl class in C with high byte
printf '\205\n' | LC_ALL=C grep -c '[[:cntrl:]]'
#### grep space class in C
printf '\302\240\n' | LC_ALL=C grep -c '[[:space:]]'
#### grep -x dot star in C on invalid
printf '\377\376\n' | LC_ALL=C grep -cx '.*'
#### grep -x dot star in UTF-8 on invalid
printf '\377\376\n' | grep -acx '.*'
#### grep -o star of é in C
printf 'ééx\n' | LC_ALL=C grep -oE '(é)+' | od -An -tx1
#### grep -E interval on é byte in C
printf 'é\n' | LC_ALL=C grep -cE 'é{1}'; printf 'é\n' | LC_ALL=C grep -cE '^\xc3\xa9$'
#### grep range with é endpoint in C
printf 'b\n' | LC_ALL=C grep -c '[a-é]' 2>&1; echo $?
#### sed dot global in C
printf 'héllo\n' | LC_ALL=C sed 's/./X/g'
#### sed dot global in UTF-8
printf 'héllo\n' | sed 's/./X/g'
#### sed first dot in C takes one byte
printf 'é\n' | LC_ALL=C sed 's/./X/' | od -An -tx1
#### sed alpha class in C
printf 'aéb\n' | LC_ALL=C sed 's/[[:alpha:]]/X/g' | od -An -c
#### sed alpha class in UTF-8
printf 'aéb\n' | sed 's/[[:alpha:]]/X/g'
#### sed negated class in C
printf 'aéb\n' | LC_ALL=C sed 's/[^ab]/X/g'
#### sed byte range in C
printf 'aéb\n' | LC_ALL=C sed 's/[\x80-\xff]/X/g'
#### sed count of characters via s in C
printf 'naïve\n' | LC_ALL=C sed 's/./&\n/g' | wc -l
#### sed y in C with ascii
printf 'abc\n' | LC_ALL=C sed 'y/abc/xyz/'
#### sed y in C with é is a length mismatch
printf 'é\n' | LC_ALL=C sed 'y/é/ab/' | od -An -c; echo $?
#### sed y in UTF-8 with é
printf 'é\n' | sed 'y/é/e/'
#### sed y in UTF-8 length mismatch
printf 'é\n' | sed 'y/é/ab/'; echo $?
#### sed l in C
printf 'héllo\n' | LC_ALL=C sed -n l
#### sed l in UTF-8
printf 'héllo\n' | sed -n l
#### sed l invalid byte
printf 'a\377b\n' | sed -n l
#### sed l wrap in C
printf 'ééééééééé\n' | LC_ALL=C sed -n 'l 10'
#### sed U case conversion in C
printf 'éa\n' | LC_ALL=C sed 's/.*/\U&/'
#### sed U case conversion in UTF-8
printf 'éa\n' | sed 's/.*/\U&/'
#### sed -i flag in C
printf 'ÉA\n' | LC_ALL=C sed 's/é/x/I'; printf 'ÉA\n' | LC_ALL=C sed 's/a/x/I'
#### sed address with dot in C
printf 'é\nab\n' | LC_ALL=C sed -n '/^..$/p'
#### sed address with dot in UTF-8
printf 'é\nab\n' | sed -n '/^..$/p'
#### sed empty regex matches between bytes in C
printf 'é\n' | LC_ALL=C sed 's/x*/-/g' | od -An -c
#### sed nth occurrence in C
printf 'éé\n' | LC_ALL=C sed 's/./X/3' | od -An -c
#### sed invalid byte with dot in UTF-8
printf 'a\377b\n' | sed 's/a.b/X/' | od -An -c
#### sed invalid byte with dot in C
printf 'a\377b\n' | LC_ALL=C sed 's/a.b/X/'
#### sed word class in C
printf 'éa\n' | LC_ALL=C sed 's/\w/X/g' | od -An -c
#### sed backreference dot in C
printf 'éé\n' | LC_ALL=C sed -n 's/^\(.\)\(.\)\1\2$/yes/p'
#### awk bracket alpha in C
printf 'é\n' | LC_ALL=C awk '{print gsub(/[[:alpha:]]/, "X")}'
#### awk bracket alpha in UTF-8
printf 'é\n' | awk '{print gsub(/[[:alpha:]]/, "X")}'
#### awk negated class in C
printf 'é\n' | LC_ALL=C awk '{print gsub(/[^a]/, "X"), $0}'
#### awk byte range class in C
printf 'aé\n' | LC_ALL=C awk '{print gsub(/[\200-\377]/, "X"), $0}'
#### awk length substr index in C
printf 'naïve\n' | LC_ALL=C awk '{print length($0), index($0, "v"), substr($0, 4)}'
#### awk length substr index in UTF-8
printf 'naïve\n' | awk '{print length($0), index($0, "v"), substr($0, 4)}'
#### awk toupper in C leaves bytes
printf 'éa\n' | LC_ALL=C awk '{print toupper($0)}'
#### awk toupper in UTF-8
printf 'éa\n' | awk '{print toupper($0)}'
#### awk printf c number in C
LC_ALL=C awk 'BEGIN{printf "%c", 233}' | od -An -tx1
#### awk printf c number in UTF-8
awk 'BEGIN{printf "%c", 233}' | od -An -tx1
#### awk printf c string in C
LC_ALL=C awk 'BEGIN{printf "%c\n", "éa"}' | od -An -tx1
#### awk printf width in C
LC_ALL=C awk 'BEGIN{printf "[%3s][%.1s]\n", "é", "é"}' | od -An -c
#### awk split empty separator in C
printf 'é\n' | LC_ALL=C awk '{print split($0, a, "")}'
#### awk match dot in C
printf 'xé\n' | LC_ALL=C awk '{print match($0, /é/), RSTART, RLENGTH}'
#### awk upper class in C
printf 'É\n' | LC_ALL=C awk '/[[:upper:]]/{print "up"} END{print NR}'
#### awk IGNORECASE in C
printf 'É\n' | LC_ALL=C awk 'BEGIN{IGNORECASE=1} /é/{print "m"} END{print NR}'
#### awk FS dot in C
printf 'aéb\n' | LC_ALL=C awk -F'[^ab]' '{print NF}'
#### awk invalid byte dot in UTF-8
printf 'a\377b\n' | awk '/a.b/{print "m"} END{print NR}'
#### tr in C on é bytes
printf 'é\n' | LC_ALL=C tr '\303' 'X' | od -An -c
#### tr deletes high bytes
printf 'aéb\n' | tr -d '\200-\377'
#### cut -c in C and UTF-8
printf 'héllo\n' | LC_ALL=C cut -c2 | od -An -tx1; printf 'héllo\n' | cut -c1-3 | od -An -tx1
#### wc -m in C and UTF-8
printf 'h😀\n' | LC_ALL=C wc -m; printf 'h😀\n' | wc -m
#### wc -m invalid byte in UTF-8
printf 'a\377b\n' | wc -m
#### expr length in C and UTF-8
LC_ALL=C expr length 'é'; expr length 'é'
#### expr substr in C
LC_ALL=C expr substr 'héllo' 2 2 | od -An -tx1
#### expr match dot in C
LC_ALL=C expr 'é' : '.*'; expr 'é' : '.*'
#### expr index in C
LC_ALL=C expr index 'héllo' 'l'; expr index 'héllo' 'l'
#### printf precision s in C and UTF-8
LC_ALL=C printf '%.1s\n' 'é' | od -An -tx1; printf '%.1s\n' 'é' | od -An -tx1
#### bash length of é in C
LC_ALL=C; x=é; echo ${#x}
#### sort bytes in C
printf 'é\nz\na\n' | LC_ALL=C sort | od -An -c
#### grep -c empty pattern dot star in C over emoji
printf '😀x\n' | LC_ALL=C grep -o 'x' ; printf '😀x\n' | LC_ALL=C grep -ob 'x'
#### grep -b offsets in C
printf 'éa\n' | LC_ALL=C grep -ob 'a'
#### grep -o dot star after é in C
printf 'é.b\n' | LC_ALL=C grep -o '[.]b'
#### sed s with & and é bytes in C
printf 'é\n' | LC_ALL=C sed 's/\xa9/[&]/' | od -An -c
#### sed s on half of é in UTF-8
printf 'é\n' | sed 's/\xa9/X/' | od -An -c
#### grep -i ascii in UTF-8 vs C
printf 'ABC\n' | LC_ALL=C grep -ci abc; printf 'ABC\n' | grep -ci abc
#### sed bracket hex escape
echo 'A\x' | sed 's/[\x41]/X/g'; echo 'Ad\' | sed 's/[\d65]/X/g'
#### sed bracket escape of a high byte in C
printf 'aéb\n' | LC_ALL=C sed 's/[\xc3]/X/g' | od -An -c
#### sed U of an invalid byte in UTF-8
printf '\377a\n' | sed 's/.*/\U&/' | od -An -tx1
#### sed L and u of bytes in C
printf 'ÉA\n' | LC_ALL=C sed 's/.*/\L&/' | od -An -tx1; printf 'éa\n' | LC_ALL=C sed 's/\(.*\)/\u\1/' | od -An -tx1
#### expr match group in C
LC_ALL=C expr 'éa' : '\(.\)' | od -An -tx1; expr 'éa' : '\(.\)'
#### grep prints a line with a high byte in C
printf 'a\377b\n' | LC_ALL=C grep a | od -An -tx1; printf 'a\377b\n' | grep a
#### grep POSIX lower class with -i in C
printf 'X\n' | LC_ALL=POSIX grep -ci '[[:lower:]]'
#### sed space class on a no-break space in C and UTF-8
printf 'a\302\240b\n' | LC_ALL=C sed 's/[[:space:]]/_/g' | od -An -c; printf 'a\302\240b\n' | sed 's/[[:space:]]/_/g'
#### grep -oE alternation with é in C
printf 'xéy\n' | LC_ALL=C grep -oE 'é|y' | od -An -tx1
#### sed -E backreference of two bytes in C
printf 'éé\n' | LC_ALL=C sed -E 's/(..)\1/<\1>/'
#### awk dot on an invalid byte in UTF-8 counts
printf 'a\377b\n' | awk '{print gsub(/[^a]/, "X")}' 2>/dev/null
#### grep -v dot-dot in C
printf 'é\nab\nx\n' | LC_ALL=C grep -vc '^..$'
#### sed l with a multibyte character and a width in UTF-8
printf 'aé\n' | sed -n 'l 4'
#### grep -w word char after é in C
printf 'éabc\n' | LC_ALL=C grep -cw 'abc'; printf 'éabc\n' | grep -cw 'abc'
#### grep -P dot in C and UTF-8
printf 'héllo\n' | LC_ALL=C grep -oP '.' | wc -l; printf 'héllo\n' | grep -oP '.' | wc -l
#### grep -P interval of bytes in C
printf 'héllo\n' | LC_ALL=C grep -cP '^h.{2}llo$'
#### grep -P word and negated class in C
printf 'héllo\n' | LC_ALL=C grep -oP '\w+' | od -An -c; printf 'héllo\n' | LC_ALL=C grep -oP '[^h]' | od -An -tx1
#### grep -P lookbehind and hex escape in C
printf 'héllo\n' | LC_ALL=C grep -oP '(?<=h).' | od -An -tx1; printf 'héllo\n' | LC_ALL=C grep -oP '\xc3' | od -An -tx1
#### grep -P byte offsets in C
printf 'héllo\n' | LC_ALL=C grep -obP 'l+'
#### column escapes an invalid byte in UTF-8
printf 'a\377b c\n' | column | od -An -c; printf 'é\377 x\nab y\n' | column -t
#### column escapes bytes past ASCII in C
printf 'é b\nxx y\n' | LC_ALL=C column -t; printf 'é b\nxx y\n' | LC_ALL=C column
#### column keeps control characters and U+FFFD
printf 'a\001b c\n' | column -t | od -An -c; printf '\357\277\275 c\n' | column -t
#### awk IGNORECASE in C folds ASCII only
printf '\343\251\nÉ\nA\n' | LC_ALL=C awk 'BEGIN{IGNORECASE=1} /\303\251/{print "oct", NR} /é/{print "raw", NR} /[é]/{print "br", NR} /[a-c]/{print "asc", NR}'
#### grep -i and -P -i in C fold ASCII only
printf '\343\251\n' | LC_ALL=C grep -ci $'\303\251'; printf '\343\251\n' | LC_ALL=C grep -ciP $'\303\251'; printf '\343\251\n' | LC_ALL=C grep -ciP $'[\303]'
#### sed I flag in C on a Latin-1 partner byte
printf '\343\251\n' | LC_ALL=C sed -n $'/\303\251/Ip' | wc -l
#### grep collating symbol of a byte in C
printf 'é\n' | LC_ALL=C grep -o $'[[.\303.]]' | od -An -tx1
#### sed replacement escapes are bytes
printf 'x\n' | sed 's/x/\xc3\xa9/' | od -An -tx1; printf 'x\n' | sed 's/x/\o351\d233/' | od -An -tx1; printf 'x\n' | LC_ALL=C sed 'y/x/\xe9/' | od -An -tx1
