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
