#### printf %b escapes
printf '%b|' 'a\tb' '\x41' '\0101' '\101' 'c\cd' ; echo
#### printf %b with \c stops all output
printf '%b %s\n' 'x\cy' z; echo "[$?]"
#### printf %q special strings
printf '%q\n' '' 'a b' "it's" $'tab\there' '~x' 'a*' '#c' 'x=y'
#### printf %q newline and unicode
printf '%q\n' $'a\nb' 'é' $'\x01'
#### printf %Q with precision
printf '%.3Q|\n' 'a b c d'
#### printf -v to array element
printf -v 'arr[3]' '%s-%s' a b; declare -p arr
#### printf -v invalid name
printf -v 1x '%s' a; echo st=$?
#### printf -v readonly
readonly ro; printf -v ro x; echo st=$?
#### printf reuses format
printf '%s=%s\n' a 1 b 2 c
#### printf missing args defaults
printf '[%s][%d][%f]\n'
#### printf invalid number
printf '%d\n' abc 12x 3; echo st=$?
#### printf char constant
printf '%d %d %x\n' "'A" '"B' "'é"
#### printf hex octal and negative
printf '%x %X %o %#x %#o\n' 255 255 8 255 8; printf '%u\n' -1
#### printf width precision star
printf '[%*s][%-*s][%.*s]\n' 5 a 5 b 2 abcdef
#### printf negative star width
printf '[%*s]\n' -4 x
#### printf %e %g %E
printf '%e %g %E %G\n' 1234.5 0.0001 1234.5 1e20
#### printf %a
printf '%a\n' 1
#### printf float rounding
printf '%.2f %.0f %.0f %.0f\n' 2.675 0.5 1.5 2.5
#### printf %i and %c
printf '%i %c%c\n' 42 hello w
#### printf %c empty arg
printf '[%c]\n' ''
#### printf invalid conversion
printf '%z\n' x; echo st=$?
#### printf incomplete format
printf 'abc%'; echo " st=$?"
#### printf %% and literal
printf '100%%\n'
#### printf escape in format
printf 'a\x42\u00e9\101\n'
#### printf time format
printf '%(%Y-%m-%d)T\n' 0; TZ=UTC printf '%(%H:%M)T\n' 3600
#### printf time default and -1 -2 shapes
printf '%(%Y)T\n' -1 | grep -c '^20'
#### printf time with width
TZ=UTC printf '[%20(%F)T]\n' 86400
#### printf time empty format
TZ=UTC printf '%()T\n' 0
#### printf overflow number
printf '%d\n' 99999999999999999999; echo st=$?
#### printf large negative
printf '%d\n' -9223372036854775808
#### printf %s with precision on multibyte
printf '[%.2s]\n' 'éàü'
#### printf width on multibyte
printf '[%5s]\n' 'é'
#### printf no args
printf; echo st=$?
#### printf -- format
printf -- '-%s\n' x
#### printf format starting dash
printf '-x\n'; echo st=$?
#### printf %b with octal forms
printf '%b\n' '\0' '\08' '\1' | od -c | head -2
#### printf %s with null bytes in arg
printf '%s\n' $'a\0b'
#### printf plus and space flags
printf '[%+d][% d][%05d][%-5d]\n' 5 5 -5 5
#### printf precision on integer
printf '[%.3d][%8.3d]\n' 7 7
#### printf %q with -v
printf -v out '%q' 'a b'; echo "$out"
#### printf float from integer arg
printf '%.1f\n' 3; printf '%f\n' 0x10
#### printf float invalid
printf '%f\n' abc; echo st=$?
#### printf %s from array
a=(x y z); printf '<%s>' "${a[@]}"; echo
#### printf \c in format
printf 'ab\ccd\n'; echo
#### printf %b with trailing backslash
printf '%b\n' 'a\'
#### printf %n unsupported
printf 'ab%n\n' x; echo st=$?
#### printf %ld modifiers
printf '%ld %lld %hd\n' 1 2 3
#### printf %5% 
printf '[%5%]\n'
#### printf unicode escape U
printf '\U0001F600\n' | od -An -tx1
