#### printf %d %i with signs and bases
printf '[%d] [%i] [%d] [%d] [%d]\n' 42 -7 +3 0x1f 010
#### printf %o %x %X %u
printf '[%o] [%x] [%X] [%u]\n' 8 255 255 42
#### printf %u of negative
printf '[%u]\n' -1
#### printf char constant
printf '[%d] [%d] [%d]\n' "'a" '"b' "'"
#### printf invalid number message and status
printf '[%d]\n' 12abc
echo status=$?
#### printf invalid hex
printf '[%d]\n' 0xZZ
echo status=$?
#### printf empty arg is zero
printf '[%d] [%s]\n' '' ''
#### printf overflow
printf '[%d]\n' 99999999999999999999
echo status=$?
#### printf width and precision
printf '[%5s] [%-5s] [%.2s] [%5.1s]\n' abc abc abc abc
#### printf star width
printf '[%*s] [%-*s] [%.*s]\n' 6 ab 6 ab 1 xyz
#### printf star negative width
printf '[%*d]\n' -5 42
#### printf zero pad and plus space
printf '[%05d] [%+d] [% d] [%-05d]\n' 42 42 42 42
#### printf alt forms
printf '[%#o] [%#x] [%#X]\n' 8 255 255
#### printf float conversions
printf '[%f] [%.2f] [%e] [%g] [%G]\n' 3.14159 2.5 12345.678 0.0001 1e20
#### printf %E %a
printf '[%E] [%.3e]\n' 1.5 1234.5
#### printf float invalid
printf '[%f]\n' abc
echo status=$?
#### printf %c
printf '[%c] [%c] [%c]\n' hello '' 5
#### printf %b escapes
printf '[%b]\n' 'a\tb' 'c\nd' '\0101' '\x41\x42'
#### printf %b stops at \c
printf '%b|' 'ab\ccd' 'ef'
echo
#### printf %b with width
printf '[%5b] [%-5b]\n' 'a\n' 'xy'
#### printf %q
printf '%q\n' 'a b' "it's" '' 'a$b' $'tab\there' 'plain'
#### printf %q special chars
printf '%q\n' '~x' 'a*b' '#c' 'x=y' $'\n'
#### printf escapes in format
printf 'a\tb\\c\x41\101\u00e9\n'
#### printf %% literal
printf '100%%\n'
printf '%s%%\n' 50
#### printf format reused
printf '[%s %s]\n' a b c
#### printf no args to conversions
printf '[%s] [%d] [%f]\n'
#### printf -v basic
printf -v out '%s-%d' ab 5
echo "[$out]"
#### printf -v array element
declare -a arr
printf -v 'arr[2]' '%s' x
echo "${arr[2]} ${#arr[@]}"
#### printf -v invalid name
printf -v '1bad' '%s' x
echo status=$?
#### printf -v with %q
printf -v q '%q' 'a b'
echo "$q"
#### printf invalid conversion
printf '%z\n' 1
echo status=$?
#### printf missing format
printf
echo status=$?
#### printf -- and format starting with dash
printf -- '-%s-\n' x
#### printf time format
printf '%(%Y-%m-%d)T\n' 0
TZ=UTC printf '%(%H:%M:%S)T\n' 3661
#### printf time with width
TZ=UTC printf '[%20(%Y)T] [%-8(%Y)T]\n' 0 0
#### printf time invalid arg
printf '%(%Y)T\n' abc
echo status=$?
#### printf %s with many args and width star missing
printf '[%*s]\n' 3
#### printf precision on %d
printf '[%.3d] [%8.3d]\n' 5 5
#### printf backslash at end of format
printf 'ab\'
echo
#### printf unknown escape kept
printf 'a\qb\n'
#### printf octal escape in %b without 0
printf '%b\n' '\101' '\0101'
#### printf %s of negative zero and long strings
printf '[%s]\n' -0 "$(printf '%0.s-' 1 2 3)"
#### printf %q unicode and controls
printf '%q\n' 'héllo' $'a\x01b' $'\e[0m' 'a\b'
#### printf %q empty and spaces only
printf '%q|%q\n' '' '  '
#### printf %b \u and \U
printf '%b\n' '\u00e9' '\U0001F600' '\u41'
#### printf \u in format
printf '\u263a \U00000041\n'
#### printf %c multibyte
printf '[%c]\n' 'éa'
#### printf precision multibyte
printf '[%.2s] [%3s]\n' 'héllo' 'é'
#### printf time -1 and -2 forms accepted
printf '%(%Y)T\n' -1 | grep -c '^[0-9][0-9][0-9][0-9]$'
#### printf %5% 
printf '[%5%]\n'
echo status=$?
#### printf combined flags
printf '[%-+5d] [%+05d] [% 05d]\n' 3 3 3
#### printf quote flag
printf "[%'d]\n" 1234567
#### printf invalid then valid continues output
printf '%d %s\n' abc def
echo status=$?
#### printf %i with leading spaces
printf '[%d]\n' ' 42' '42 '
echo status=$?
#### printf -v assoc element
declare -A m
printf -v 'm[key]' '%s' val
echo "${m[key]}"
#### printf -v no format
printf -v x
echo status=$?
#### printf extra format specs
printf '%s %s %s\n' a
#### printf %x negative
printf '[%x] [%o]\n' -1 -1
#### printf large float precision
printf '[%.10f] [%.0f] [%.0f]\n' 0.1 2.5 3.5
#### printf %g small and large
printf '[%g] [%g] [%g]\n' 100000 1000000 0.00001
#### printf float hex input
printf '[%f]\n' 0x10
#### printf float with inf nan
printf '[%f] [%f]\n' inf nan
#### printf %s with nul in arg
printf '[%s]\n' $'a\0b'
#### printf %b with \c in middle of format args
printf '%s %b %s\n' x 'y\cz' w
echo
#### printf %d octal 08
printf '[%d]\n' 08
echo status=$?
#### printf %d with plus and minus signs chars
printf '[%d] [%d]\n' -0x10 +010
#### printf char constant multibyte
printf '[%d]\n' "'é"
#### printf %.3q precision with q
printf '[%.3q]\n' 'abcdef'
#### printf %10q
printf '[%10q]\n' 'a b'
#### printf time many strftime letters
export TZ=UTC
printf '%(%a %A %b %B %d %e %H %I %j %m %M %p %S %u %w %y %Y)T\n' 1234567890
#### printf time composite letters
export TZ=UTC
printf '%(%c|%D|%F|%R|%T|%r|%x|%X)T\n' 1234567890
#### printf time week numbers and misc
export TZ=UTC
printf '%(%U %W %V %G %g %C %h %n %t %%)T\n' 1234567890
#### printf time zone letters
export TZ=UTC
printf '%(%Z %z %s)T\n' 1234567890
#### printf time with other TZ
TZ=America/New_York printf '%(%H %Z %z)T\n' 1234567890
#### printf time padding modifiers
export TZ=UTC
printf '%(%-d %_d %0e %-H %k %l)T\n' 1230800000
#### printf time empty format
export TZ=UTC
printf '[%()T]\n' 1234567890
#### printf time negative epoch
export TZ=UTC
printf '%(%Y-%m-%d %H:%M:%S)T\n' -86400
#### printf time large value
export TZ=UTC
printf '%(%Y)T\n' 253402300799
#### printf time E and O modifiers
export TZ=UTC
printf '%(%Ey %OH)T\n' 1234567890
#### printf time unknown letter
export TZ=UTC
printf '%(%Q|%i)T\n' 1234567890
#### printf time no argument uses now
printf '%(%Y)T\n' | grep -c '^[0-9]\{4\}$'
#### printf time with plus or spaces in arg
export TZ=UTC
printf '%(%s)T\n' ' 100' '+5'
echo status=$?
#### printf time precision
export TZ=UTC
printf '[%.3(%Y-%m)T]\n' 0
