#### gawk printf size modifiers are ignored once each
awk 'BEGIN { printf "%ld|%hd|%Lf|%zd|%jd|%td|%5l%|\n", 1, 2, 3, 4, 5, 6 }'
#### gawk printf size modifier twice is not a conversion
awk 'BEGIN { printf "%lld|%hhd|%zzd|%lhd|\n", 1, 2 }'
#### gawk printf size modifiers between flags width and precision
awk 'BEGIN { printf "[%l5d][%-l5d][%5l.2f][%.2lf]\n", 3, 3, 3.14159, 2.5 }'
#### gawk printf size modifier under --posix and --lint
awk --posix 'BEGIN { printf "%ld\n", 5 }'; echo "rc=$?"; awk --lint 'BEGIN { printf "%ld %ld %zd\n", 5, 6, 7 }'
#### gawk regexp literal errors stop the program
awk 'BEGIN { print "ran" } /[a/ { print }' /dev/null; echo "rc=$?"
#### gawk regexp literal error messages
awk 'BEGIN { if ("a" ~ /a{2,1}/) print 1 }'; echo "rc=$?"; awk 'BEGIN { if ("a" ~ /[b-a]/) print 1 }'; echo "rc=$?"
#### gawk dynamic regexp error messages
for r in '(' '[a' '[[:foo:]]' 'x{99999}' '[]'; do awk -v r="$r" 'BEGIN { if ("a" ~ r) print "m" }'; echo "rc=$?"; done
#### gawk leading repetition operators are literal
for r in '*a' '+' '?' '(*a)' 'a|*b' ')' '^*a'; do awk -v r="$r" 'BEGIN { print r, ("a" ~ r), ("*a" ~ r), ("?" ~ r) }'; done
#### gawk interval with no minimum
awk 'BEGIN { print ("aab" ~ /^a{,2}b$/), ("aaab" ~ /^a{,2}b$/), ("x{,}" ~ /x{,}/) }'
#### sed unescaped newline ends s and y unterminated
echo a | sed -e 's/a/' -e 'b/'; echo "rc=$?"; echo a | sed -e 's/a' -e '/b/'; echo "rc=$?"; echo a | sed 'y/a/
/'; echo "rc=$?"
#### sed unescaped newline in address regex and -f file
echo a | sed -e '/a' -e '/p'; echo "rc=$?"; printf 's/a/b\nc/\n' > sc; echo a | sed -f sc; echo "rc=$?"
#### sed escaped newline in replacement and a backslash ending an -e
echo a | sed 's/a/x\
y/'; echo a | sed -e 's/a/b\' -e 'c/'
#### grep -E repetition of a leading caret warns
printf 'a\n+a\n*a\n' | grep -E -c '^*a'; printf 'a\n+a\n' | grep -E '^+a'; printf 'a\n' | grep -E 'b|^?a'
