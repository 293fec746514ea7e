#### gawk getline var < file keeps NR and sets var only
printf 'x\ny\n' > f; printf 'a b\n' | awk '{ while ((getline line < "f") > 0) n++; print NR, NF, n, line, $0 }'
#### gawk getline < file sets $0 NF not NR
printf 'p q r\n' > f; echo 'a' | awk '{ getline < "f"; print NR, FNR, NF, $0 }'
#### gawk cmd | getline sets $0 NF and NR
echo 'a' | awk '{ "echo x y z" | getline; print NR, FNR, NF, $2 }'
#### gawk cmd | getline var sets NR not NF
echo 'a b' | awk '{ "echo x y z" | getline v; print NR, NF, v }'
#### gawk getline at EOF returns 0 and keeps record
printf 'one\n' | awk '{ r = getline; print r, $0, NR }'
#### gawk getline var at EOF leaves var
printf 'one\ntwo\n' | awk 'NR==1{ r = getline v; print r, v; r = getline v; print r, v }'
#### gawk getline from missing file returns -1
awk 'BEGIN { r = (getline line < "/nonexistent/x"); print r; r = (getline < "nofile"); print r }'
#### gawk getline in BEGIN reads first record
printf 'h1 h2\nd1 d2\n' | awk 'BEGIN { getline; print "hdr", $2 } { print NR": "$1 }'
#### gawk unparenthesized getline concatenation
printf 'l1\nl2\n' > f; awk 'BEGIN { while ((getline x < "f") > 0) print "got " x; close("f"); getline x < "f"; print x }'
#### gawk close of command returns exit status
awk 'BEGIN { "exit 3" | getline; print close("exit 3"); print "x" | "cat >/dev/null; exit 5"; print close("cat >/dev/null; exit 5") }'
#### gawk printf flags combined
awk 'BEGIN { printf "[%-+6d][%+-6d][% 05d][%+05d][%-05d]\n", 42, 42, 42, 42, 42 }'
#### gawk printf precision on integers
awk 'BEGIN { printf "[%.3d][%6.3d][%-6.3d|][%.0d][%5.0d]\n", 7, 7, 7, 0, 0 }'
#### gawk printf octal hex with hash and zero
awk 'BEGIN { printf "[%#o][%#x][%#o][%#x][%08x][%-8X|][%#08x]\n", 0, 0, 8, 255, 255, 255, 255 }'
#### gawk printf %e %E rounding
awk 'BEGIN { printf "%e %E %.0e %#.0e %.1e %e\n", 0, 1234.5, 15000, 3, 9.96, -0.000012345 }'
#### gawk printf %g variants
awk 'BEGIN { printf "%g %g %g %g %.0g %#.3g %G %g\n", 0.0001, 0.00001, 123456, 1234567, 0.5, 1, 1e-10, 100 }'
#### gawk printf %f widths
awk 'BEGIN { printf "[%10.4f][%-10.2f][%+.1f][% .3f][%010.2f][%.0f][%.0f][%.0f]\n", 3.14159265, 2.5, 2.25, 1, -1.5, 0.5, 1.5, 2.5 }'
#### gawk printf %c of number and string
awk 'BEGIN { printf "%c|%c|%c|%5c|%-3c|\n", 65, "hello", "", "x", 66 }'
#### gawk printf %s with numbers
awk 'BEGIN { printf "%s %s %s %s %5.2s|\n", 1/4, 100, 1e20, 0.1, 3.14159 }'
#### gawk printf %d of strings and floats
awk 'BEGIN { printf "%d %d %d %d %d %d\n", "12abc", " 7 ", "abc", -2.7, 2.7, "0x1A" }'
#### gawk printf %i %u %X negative
awk 'BEGIN { printf "%i|%5i|%X|%o\n", -12.9, 3, 3054, 64 }'
#### gawk printf positional arguments
awk 'BEGIN { printf "%2$s %1$s %2$s\n", "a", "b" }'
#### gawk printf not enough arguments is fatal
awk 'BEGIN { printf "%s %s\n", "a" }'; echo "rc=$?"
#### gawk sprintf with no format args
awk 'BEGIN { x = sprintf("plain"); print x, length(x); y = sprintf("%5s", ""); print "[" y "]" }'
#### gawk split with single char regex metachar sep
awk 'BEGIN { n = split("a.b.c", A, "."); print n, A[1]; n = split("a|b|c", B, "|"); print n, B[3]; n = split("a+b", C, "+"); print n }'
#### gawk split with tab and space string seps
awk 'BEGIN { n = split("a\tb  c", A, "\t"); print n, "[" A[2] "]"; n = split(" x  y ", B, " "); print n, B[1], B[2] }'
#### gawk split leading and trailing separators
awk 'BEGIN { n = split(",a,,b,", A, ","); print n; for (i = 1; i <= n; i++) printf "[%s]", A[i]; print "" }'
#### gawk split seps array with default FS
awk 'BEGIN { n = split("  a b   c  ", A, " ", S); for (i = 0; i <= n; i++) printf "%d[%s][%s]\n", i, A[i], S[i] }'
#### gawk patsplit with seps indices
awk 'BEGIN { n = patsplit("ab12cd345ef", A, /[0-9]+/, S); print n; for (i = 0; i <= n; i++) printf "%d:%s:%s\n", i, A[i], S[i] }'
#### gawk gensub with which number and g
awk 'BEGIN { s = "aaaa"; print gensub(/a/, "b", 3, s); print gensub(/a/, "b", "G", s); print gensub(/a/, "b", "g", s); print s }'
#### gawk gensub with target $0 default
echo 'foo bar foo' | awk '{ print gensub(/foo/, "X", "g"); print $0 }'
#### gawk gensub backslash zero and ampersand
awk 'BEGIN { print gensub(/(b+)/, "<\\0|&|\\1>", "g", "abbcb") }'
#### gawk match with array nested groups
awk 'BEGIN { if (match("2024-05-06", /(([0-9]+)-([0-9]+))-([0-9]+)/, m)) for (i = 0; i <= 4; i++) print i, m[i], m[i, "start"], m[i, "length"] }'
#### gawk match with array no match clears array
awk 'BEGIN { m["x"] = 1; r = match("abc", /z/, m); print r, length(m), RSTART, RLENGTH }'
#### gawk match optional group unmatched
awk 'BEGIN { match("ac", /a(b)?c/, m); print length(m), "[" m[1] "]", ((1, "start") in m) }'
#### gawk substr edge numbers
awk 'BEGIN { s = "abcdef"; print substr(s, -2, 5) "|" substr(s, 0, 2) "|" substr(s, 2.5, 2) "|" substr(s, 2.4, 2.6) "|" substr(s, 7) "|" substr(s, 1e10) "|" substr(s, -1e10, 1e10+3) }'
#### gawk substr with nan and inf
awk 'BEGIN { s = "hello"; print "[" substr(s, 2, "x") "]"; print "[" substr(s, "2") "]" }'
#### gawk delete whole array then length
awk 'BEGIN { a[1]; a[2]; delete a; print length(a); a["x"] = 1; print length(a) }'
#### gawk in operator does not create element
awk 'BEGIN { if ("k" in a) print "yes"; print length(a); if (a["k"] == "") print "created"; print length(a) }'
#### gawk SUBSEP multi-dimensional keys
awk 'BEGIN { a[1, 2] = 3; for (k in a) { split(k, p, SUBSEP); print p[1], p[2], length(k) } ; print ((1, 2) in a), ((2, 1) in a) }'
#### gawk SUBSEP changed
awk 'BEGIN { SUBSEP = ":"; a["x", "y"] = 1; for (k in a) print k; print (("x", "y") in a), ("x:y" in a) }'
#### gawk array numeric subscripts via CONVFMT and integers
awk 'BEGIN { a[1] = "one"; print a["1"]; a[0.5 + 0.5] = "x"; print a[1]; a["01"] = "s"; print length(a) }'
#### gawk delete inside for in
awk 'BEGIN { for (i = 1; i <= 5; i++) a[i] = i; for (k in a) delete a[k]; print length(a) }'
