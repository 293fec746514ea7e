#### wc -m -L -w in the C locale count bytes
printf 'héllo\n' | LC_ALL=C wc -m; printf 'héllo wörld\n' | LC_ALL=C wc -mwL; printf '\351\351 a\n' | LANG=C wc -wmL
#### wc -m in the C locale chosen by LC_CTYPE and overridden by LC_ALL
printf 'héllo\n' | LC_CTYPE=POSIX wc -m; printf 'héllo\n' | LC_ALL=C.UTF-8 LC_CTYPE=C wc -m; printf 'héllo\n' | LANG=C LC_CTYPE=C.UTF-8 wc -m
#### wc -L of wide characters in the C locale
printf '日本語\nab\n' | LC_ALL=C wc -L; printf '日本語\nab\n' | wc -L
#### awk length and substr in the C locale
printf 'héllo\n' | LC_ALL=C awk '{print length($0)}'
#### sed dot in the C locale
printf 'héllo\n' | LC_ALL=C sed 's/./X/g'
#### grep dot in the C locale
printf 'héllo\n' | LC_ALL=C grep -o . | wc -l
#### awk string functions in the C locale count bytes
printf 'héllo\n' | LC_ALL=C awk '{print length($0), index($0, "l"), match($0, /l+/), RSTART, RLENGTH}'
#### awk substr in the C locale cuts bytes
printf 'héllo\n' | LC_ALL=C awk '{print substr($0, 2, 2)}' | od -An -c
#### awk regex dot in the C locale matches a byte
printf 'héllo\n' | LC_ALL=C awk '{n = gsub(/./, "X"); print n, $0}'
#### awk toupper and printf widths in the C locale
LC_ALL=C awk 'BEGIN{print toupper("é"); printf "[%5s][%.1s]\n", "é", "é"}' | od -An -c
#### awk printf %c in the C locale
LC_ALL=C awk 'BEGIN{printf "%c", 233}' | od -An -tx1; LC_ALL=C awk 'BEGIN{printf "%c", "é"}' | od -An -tx1
#### awk split into characters in the C locale
LC_ALL=C awk 'BEGIN{n = split("hé", a, ""); print n}'
#### awk bracket class with a byte in the C locale
printf 'é\n' | LC_ALL=C awk '/[[:alpha:]]/{print "alpha"} /^.$/{print "one"} /^..$/{print "two"}'
#### awk LANG=C and LC_ALL overriding it
printf 'héllo\n' | LANG=C awk '{print length($0)}'; printf 'héllo\n' | LANG=C LC_ALL=C.UTF-8 awk '{print length($0)}'
