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
#### printf invalid number message
printf '%d\n' abc
echo st=$?
#### printf invalid number partial message
printf '%d|%d\n' 3x 4
echo st=$?
#### printf -v invalid name message
printf -v 1a '%s' x
echo st=$?
#### printf missing format message
printf
echo st=$?
#### printf invalid option
printf -z x
echo st=$?
#### printf invalid conversion message
printf '%y\n' 1
echo st=$?
#### printf %b invalid escape kept
printf '%b\n' 'a\qb\'
#### printf %q of string with only safe chars
printf '%q\n' abc-_./,:=+@%
#### printf %q of dollar and backtick
printf '%q\n' '$x' '`y`' '!z'
#### printf %q of brace and bracket
printf '%q\n' '{a}' '[b]' '*?'
#### printf %Q precision
printf '%.3q\n' 'a b c' 2>&1
echo st=$?
#### printf overflow message
printf '%d\n' 99999999999999999999
echo st=$?
#### printf float with comma locale C
printf '%.2f\n' 1.005
#### printf %s with NUL escape in format
printf 'a\0b' | od -An -c | tr -s ' '
#### printf %c of number
printf '%c\n' 65
#### printf -- only
printf --
echo st=$?
#### printf %(invalid)T
printf '%(%Q)T\n' 0 | head -c 2 | od -An -c | tr -s ' '
#### printf with width from empty arg
printf '[%*s]\n' '' x
#### printf %s arg count more than conversions with escape c
printf '%s\c' a b; echo
#### printf %b with \c stops everything
printf '%b %s\n' 'x\cy' z; echo
