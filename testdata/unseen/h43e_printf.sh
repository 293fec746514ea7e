#### printf with no arguments is a usage error
printf
echo "st=$?"
printf --
echo "st=$?"
#### printf empty format
printf ""
echo "st=$?"
printf -- ""
echo "st=$?"
#### printf -v with width
printf -v var "%10d" 7
echo ${#var} "[$var]"
#### printf backslash c in format stops output
printf "one\ctwo\n"
echo
printf "4\.2\n"
#### printf percent escapes and octal percent
printf "%%\n"
printf "\045" ; echo
printf "\045d\n"
#### printf %c takes first char
printf "%c\n" ABCD
printf "[%c]\n" ""
#### printf %q quoting
printf "%s %q\n" unquoted quoted
printf "%s%10q\n" unquoted quoted
printf "%q\n" 'this&that'
printf "%q\n" "a b" "it's" '' $'tab\there'
#### printf reuses format for extra args
printf "%d " 1 2 3 4 5; printf "\n"
printf "%s=%s\n" a 1 b 2 c
#### printf missing args are zero or empty
printf "%s %d %d %d\n" onestring
printf "%s %d %u %4.2f\n" onestring
printf -- "--%s %s--\n" 4.2
#### printf %b escapes
printf -- "--%b--\n" '\n\081'
printf -- "--%b--\n" '\t\0101'
printf -- "--%b--\n" '\t\101'
printf "%b\n" '\01017'
printf "%b\n" '\1017'
printf "%b\n" '\x417'
#### echo -e octal and hex escapes
echo -e "\01017"
echo -e "\x417"
#### printf %b quote escapes and trailing backslash
printf -- "--%b--\n" '\"abcd\"'
printf -- "--%b--\n" "\'abcd\'"
printf -- "--%b--\n" 'a\\x'
printf -- "--%b--\n" '\x'
printf -- "--%b--\n" '4\.2'
printf -- "--%b--\n" '\'
#### printf %b same as dollar quote for control escapes
Z1=$(printf -- "%b\n" '\a\b\e\f\r\v')
Z2=$'\a\b\e\f\r\v'
[ "$Z1" = "$Z2" ] && echo same
#### printf %b empty and missing
printf -- "--%b--\n" ''
printf -- "--%b--\n"
#### printf %b \c stops all output
printf -- "--%b--\n" '4.2\c5.4\n'; printf "\n"
printf '%s %b %s\n' a 'x\cy' c; echo "st=$?"
#### printf format with no specs and args
printf "\n" 4.4 BSD
printf " " 4.4 BSD ; printf "\n" | od -c | head -1
#### printf width and precision on strings
printf "%10.8s\n" 4.4BSD
printf "%*.*s\n" 10 8 4.4BSD
printf "%10.8q\n" 4.4BSD
printf "%*.*q\n" 10 8 4.4BSD
#### printf width and precision on %b
printf "%6b\n" 4.4BSD
printf "%*b\n" 6 4.4BSD
printf "%10b\n" 4.4BSD
printf -- "--%-10b--\n" 4.4BSD
printf "%4.2b\n" 4.4BSD
printf "%.3b\n" 4.4BSD
#### printf integer conversions
printf "%d %u %i 0%o 0x%x 0x%X\n" 255 255 255 255 255 255
printf "%d %u %i %#o %#x %#X\n" 255 255 255 255 255 255
printf "%ld %lu %li %#o %#x %#X\n" 255 255 255 255 255 255
#### printf integer widths
printf "%10d|\n" 42
printf "%10d|\n" -42
printf "%*d|\n" 10 42
printf "%*d|\n" -10 42
printf "%-5d|%05d|%+d|% d\n" 3 3 3 3
#### printf float conversions
printf "%4.2f\n" 4.2
printf "%#4.1f\n" 4.2
printf "%*.*f\n" 4 2 4.2
printf "%E %e\n" 4.2 4.2
printf "%6.1E|%6.1e\n" 4.2 4.2
printf "%G %g\n" 4.2 4.2
printf "%6.2G|%6.2g\n" 4.2 4.2
#### printf leading quote gives char code
printf "%d\n" "'string'"
printf "%d\n" '"string"'
printf "%#o\n" "'string'"
printf "%#x\n" "'string'"
printf "%6.2f\n" "'string'"
printf "%d\n" "'"
#### printf precision truncates string
printf -- "--%6.4s--\n" abcdefghijklmnopqrstuvwxyz
printf -- "--%6.4b--\n" abcdefghijklmnopqrstuvwxyz
printf -- "--%12.10s--\n" abcdefghijklmnopqrstuvwxyz
#### printf backslash quote in format
printf "\'abcd\'\n"
printf "%b\n" \\\'abcd\\\'
printf '\\abcd\\\n'
printf "%b\n" '\\abcd\\'
#### printf numeric bases
printf "%d\n" 0x1a
printf "%d\n" 032
printf "%d\n" 26
printf "%d\n" -0x10
#### printf incomplete format spec
printf "%10"
echo "st=$?"
#### printf invalid format character
printf "ab%Mcd\n"
echo "st=$?"
printf "%y" 0
echo "st=$?"
#### printf invalid number
printf "%d\n" GNU
echo "st=$?"
printf "%o\n" GNU
echo "st=$?"
#### printf invalid number with trailing junk
printf "%d\n" 12abc
echo "st=$?"
printf "%d\n" 3.5
echo "st=$?"
#### printf zero precision
printf "%.0s" foo; echo "[$?]"
printf "%.*s" 0 foo; echo "[$?]"
printf '%.0b-%.0s\n' foo bar
#### printf negative star width left justifies
printf '(%*b)(%*s)\n' -4 foo -4 bar
#### printf %n is rejected
printf "  %s %s %s  \n%n" ab cd ef vv
echo "st=$? vv=[${vv-unset}]"
#### printf octal escapes in format vs %b
printf '%b\n' '\7' | od -An -c
printf '%b\n' '\0007' | od -An -c
printf '\0007\n' | od -An -c
printf '\x07e\n' | od -An -c
#### printf \" and \? in format
printf '\"\?\n'
#### printf zero flags
printf '%0.5d\n' 1
printf '%05d\n' 1
printf '%5d\n' 1
printf '%0d\n' 1
#### printf g f e of zero and four
printf "%G %g %4.2G %4.2g\n" 0 0 0 0
printf "%G %g %4.2G %4.2g\n" 4 4 4 4
printf "%F %f %4.2F %4.2f\n" 0 0 0 0
printf "%E %e %4.2E %4.2e\n" 4 4 4 4
#### printf large unsigned hex
printf "%08X\n" 2604292517
printf "%x\n" -1
printf "%u\n" -1
#### printf %q %s %b of nothing
printf "%q\n" ""
printf "%q\n"
printf "%s\n" ''
printf "%s\n"
printf "%b\n" ''
printf "%b\n"
#### printf width with no args
printf "<%3s><%3b>\n"
#### printf -v assigns without output
printf -v vv "\tone\n"
printf "%s" "$vv" | od -An -c
printf -v vv "one\ctwo\n"
printf "[%s]\n" "$vv"
#### printf -v with reused format
printf -v vv "%d " 1 2 3 4 5
printf "[%s]\n" "$vv"
#### printf -v to array element
printf -v 'arr[2]' '%s' hi
declare -p arr
#### printf -v invalid name
printf -v 1x '%s' hi
echo "st=$?"
#### printf -v with -- before format
printf -v vv -- "--%s %s--" 4.2 ''
echo "$vv"
#### printf strftime fixed time UTC
export TZ=UTC
printf "%(%e-%b-%Y %T)T\n" 1275250155
printf "epoch time: %(%F %r %z)T\n" 0
printf "%(%a %b %e %H:%M:%S %Z %Y)T\n" 1275250155
#### printf strftime with width
export TZ=UTC
printf "%-40.50(%a %b %e %H:%M:%S %Z %Y)T date-style\n" 1275250155
printf "[%30(%F)T]\n" 0
printf "[%.4(%F)T]\n" 0
#### printf strftime empty format
export TZ=UTC
printf "%()T\n" 1275250155
#### printf float width and flags
printf "x%10.0fx\n" 123
printf "x%10.fx\n" 123
printf "x%10.2fx\n" 123
printf "x%-010.0fx\n" 123
printf "x%+010.0ex\n" 123
printf "x%+010.0fx\n" 123
printf "x%+010.0gx\n" 123
#### printf integer flags with precision
printf "x%+010.0dx\n" 123
printf "x%+010.0ldx\n" 123
printf "x%+010.0xx\n" 123
printf "x%-+10.0dx\n" 123
#### printf negative float
printf "%f\n" -123
printf -v foo "%f" -123
echo "$foo"
#### printf multibyte char code
printf '%d\n' "'é"
printf '%x\n' "'€"
#### printf %s of glob results with nullglob
shopt -s nullglob extglob
echo "x$(printf "%b" @(hugo))x"
printf -v var "%b" @(hugo); echo "x${var}x"
#### printf %c with multibyte
printf '[%c]\n' é
#### printf too many percent args
printf '%s %s\n' a b c
#### printf status after error is 1 but continues
printf '%d|%d\n' 1 x 3
echo "st=$?"
