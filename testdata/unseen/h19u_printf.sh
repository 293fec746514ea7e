#### printf %b escapes variety
printf '%b|' 'a\tb' '\x41' '\0101' '\101' '\u00e9' 'x\c' 'never'; echo
#### printf %q variety
printf '%q\n' 'a b' "it's" '' $'tab\there' 'a$b' '~x' 'x~' '#c' 'a=b' '*' '!'
#### printf star width and precision
printf '[%*s][%-*s][%.*s][%*.*f]\n' 5 ab 4 cd 2 xyz 8 2 3.14159
#### printf negative star width
printf '[%*s]\n' -6 ab
#### printf missing args
printf '%s|%d|%f|%c|%x\n'
printf '%s-%s\n' a
#### printf reuse with fewer args
printf '%s=%s\n' a 1 b
#### printf invalid number errors
printf '%d\n' abc; echo st=$?
printf '%d\n' 12abc; echo st=$?
printf '%d\n' ''; echo st=$?
#### printf number forms
printf '%d %d %d %d\n' 0x10 010 -5 "'A"
printf '%d\n' '"B'
printf '%i %u\n' 42 -1
#### printf float forms
printf '%.2f %e %g %G %.0f %.0f\n' 2.345 12345.678 0.0001 1e20 0.5 1.5
#### printf large numbers
printf '%d\n' 9223372036854775807 9223372036854775808; echo st=$?
#### printf flags
printf '[%+d][% d][%05d][%-5d][%#x][%#o]\n' 5 5 5 5 255 8
#### printf %s with precision and utf8
printf '[%.2s][%5s]\n' héllo é
#### printf %c with multi char
printf '%c%c\n' hello world
#### printf %% and unknown conversion
printf '100%%\n'; printf '%z\n' 2>&1; echo st=$?
#### printf time format fixed
TZ=UTC printf '%(%Y-%m-%d %H:%M:%S)T\n' 0
TZ=UTC printf '%(%a %b %e)T\n' 86400
#### printf time empty format
TZ=UTC printf '[%()T]\n' 3600
#### printf -v variants
printf -v v '%05.1f' 3.14159; echo "$v"
printf -v 'arr[2]' %s x; echo "${arr[2]}"
printf -v bad-name x 2>&1; echo st=$?
#### printf -v with multiple args reuse
printf -v out '%s,' a b c; echo "$out"
#### printf backslash in format
printf 'a\tb\\n\n'; printf '\x41\102\u263a\n'
printf '%s\n' '\t'
#### printf with dash args
printf -- '-%s\n' x; printf '%s\n' -v
#### printf no args
printf 2>&1; echo st=$?
#### printf %b with octal zero forms
printf '%b\n' '\0' '\01A' '\0377' | od -An -c
#### printf %q of newline and control
printf '%q\n' $'a\nb' $'\x01' $'\e'
#### printf %s with integer overflow in width
printf '%5d|%-5s|\n' 42 ab
#### printf %x of negative
printf '%x %o\n' -1 -1
#### printf %b with \c stops
printf '%b%s\n' 'a\cb' c; echo; echo st=$?
#### printf float from integer and hex
printf '%.1f %.1f\n' 3 0x10
#### printf %s array expansion repeats
a=(x y z); printf '<%s>' "${a[@]}"; echo
#### printf %d with leading plus and spaces
printf '%d|%d\n' +7 ' 8'
#### printf %d trailing space
printf '%d\n' '8 '; echo st=$?
#### printf %c with empty arg
printf '[%c]\n' ''
#### printf format with only text and args
printf 'hi\n' a b
