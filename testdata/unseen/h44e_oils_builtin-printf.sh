#### printf %s with precision
printf '[%.2s]\n' abcdef
printf '[%-5.1s]\n' xyz
#### printf %q of empty
printf '%q\n' ''
#### printf %q of tilde and hash
printf '%q\n' '~x' '#y' 'a#b'
#### printf %q of unicode
printf '%q\n' 'é'
#### printf %q of control char
printf '%q\n' $'a\x01b'
#### printf %d with leading plus and spaces
printf '%d\n' ' 42' '+7'
#### printf %d trailing garbage
printf '%d\n' '12abc'
echo st=$?
#### printf %d with quote char
printf '%d %d\n' "'A" '"B'
#### printf %d of multibyte char
printf '%d\n' "'é"
#### printf %x negative
printf '%x\n' -1
#### printf %c with empty
printf '[%c]\n' ''
#### printf %c multibyte
printf '%c\n' 'éx'
#### printf %5c
printf '[%5c]\n' x
#### printf %s with no arg and width
printf '[%5s]\n'
#### printf %b with octal 0nnn
printf '%b\n' 'a\0101b'
#### printf %b with \x
printf '%b\n' '\x41\x4a'
#### printf format \u escape
printf '\u00e9\n'
#### printf %b \u escape
printf '%b\n' '\u263a'
#### printf %% with args repeats
printf '%%\n' a b
#### printf only literal with args
printf 'x\n' a b
#### printf -v with array element
printf -v 'arr[2]' '%s' hi
echo ${arr[2]}
#### printf -v without format
printf -v x
echo st=$?
#### printf %i
printf '%i\n' 010 0x1f
#### printf %e
printf '%.2e\n' 12345
#### printf %g
printf '%g %g\n' 0.0001 1000000
#### printf %f of integer string
printf '%.1f\n' 3
#### printf %s with dollar star
set -- a b c
printf '%s-' "$@"; echo
#### printf %*d
printf '[%*d]\n' 5 42 -4 1
#### printf %.*s
printf '[%.*s]\n' 2 abcdef
#### printf %(fmt)T with -1 width check
printf '%(%Y)T\n' 0 | sed 's/[0-9]/N/g'
#### printf %q with newline
printf '%q\n' $'a\nb'
#### printf bad conversion mid format
printf 'a%zb\n'
echo st=$?
#### printf %s of number with leading zero
printf '%s %d\n' 007 007
#### printf %o of 8
printf '%o %#o\n' 8 8
#### printf %#x
printf '%#x %#X\n' 255 255
#### printf %-+5d
printf '[%-+5d]\n' 3
#### printf large number
printf '%d\n' 18446744073709551615
echo st=$?
#### printf %u of big
printf '%u\n' -2
