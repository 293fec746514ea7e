package commands

import "testing"

// TestAwkGawkManualDiff: corners from the gawk manual, through the
// sandbox's shell against bash and gawk: printf %c with numbers past
// 255 (UTF-8), substr with NaN and infinite positions, split with a
// regex and a seps array, PROCINFO["sorted_in"] orders, the getline <
// file forms, close's values and ERRNO, uninitialized values, -v escapes
// (a trailing backslash is dropped), ARGV edited at run time, FS " "
// against tab, RS as a regex and RT, FIELDWIDTHS (checked as assigned)
// and FPAT.
func TestAwkGawkManualDiff(t *testing.T) {
	for _, line := range []string{
		`awk 'BEGIN { printf "%c|%c|%c|%c\n", 256, 955, 128512, 65 }' | od -c | head -3`,
		`awk 'BEGIN { printf "%c", 1114112 }' | od -An -tx1`,
		`awk 'BEGIN { printf "%c%c", "", "hello" }'`,
		`awk 'BEGIN { printf "%c", 255.9 }' | od -An -tx1`,
		`awk 'BEGIN { x = "+inf"; y = "-nan"; print substr("hello", x), substr("hello", 2, x), substr("hello", y), "|" substr("hello", 0, 2) "|" substr("hello", -1, 3) "|" substr("hello", 1.5, 2.3) }'`,
		`awk 'BEGIN { print substr("hello", 2, -1) "|" substr("hello", 6) "|" substr("hello", 5, 1e30) "|" substr("", 1) }'`,
		`awk 'BEGIN { n = split("a1b22c333d", a, /[0-9]+/, s); for (i = 1; i <= n; i++) printf "%s<%s>", a[i], s[i]; print ""; print length(s), s[0] }'`,
		`awk 'BEGIN { n = split("  a  b  ", a, " ", s); print n; for (i = 0; i <= n; i++) printf "[%s|%s]", a[i], s[i]; print "" }'`,
		`awk 'BEGIN { n = split("abc", a, ""); print n, a[1], a[3]; n = split("", b); print n, length(b) }'`,
		`awk 'BEGIN { n = split("a.b.c", a, "."); print n, a[2]; n = split("aXbxc", b, "x"); print n; IGNORECASE=1; n = split("aXbxc", c, "x"); print n }'`,
		`awk 'BEGIN { a["x"]=3; a["y"]=1; a["z"]=2; a[10]=0; a[9]=5; PROCINFO["sorted_in"]="@val_num_desc"; for (k in a) printf "%s ", k; print ""; PROCINFO["sorted_in"]="@ind_num_asc"; for (k in a) printf "%s ", k; print ""; PROCINFO["sorted_in"]="@ind_str_desc"; for (k in a) printf "%s ", k; print "" }'`,
		`awk 'function cmp(i1, v1, i2, v2) { return v1 < v2 ? -1 : v1 > v2 } BEGIN { a[1]="b"; a[2]="a"; a[3]="c"; PROCINFO["sorted_in"]="cmp"; for (k in a) printf "%s=%s ", k, a[k]; print "" }'`,
		`awk 'BEGIN { a[1]; a["b"][1]; a[2]=5; PROCINFO["sorted_in"]="@val_type_asc"; for (k in a) printf "%s ", k; print "" }'`,
		`awk 'BEGIN { PROCINFO["sorted_in"]="@bogus"; a[1]; for (k in a) print k }'`,
		`printf 'l1\nl2\n' > f; awk 'BEGIN { while ((getline line < "f") > 0) n++; print n, NR, line; print close("f"); print close("f"); print (getline x < "nonexist") }'`,
		`printf 'l1\nl2\n' > f; awk 'BEGIN { getline < "f"; print $0, NF, NR; getline a[1] < "f"; print a[1]; f = "f"; getline $2 < f; print $0 }'`,
		// The output pipe's command reads what it is sent: one that exits
		// unread races gawk's flush at close (EPIPE, a fatal error, or not).
		`awk 'BEGIN { print close("nonexist"); print ERRNO; "exit 5" | getline; print close("exit 5"); print "x" | "cat >/dev/null; exit 7"; print close("cat >/dev/null; exit 7") }'`,
		`awk 'BEGIN { print "x" | "cat 1>&2"; print close("cat 1>&2"); system(""); print close("cat 1>&2") }'`,
		`awk 'BEGIN { print x + 0, x "", length(x), typeof(x), (x == 0), (x == ""); print typeof(y[1]), length(y) }'`,
		`awk 'BEGIN { if (!z) print "false"; z2 = z; print typeof(z2); print -u, u++, u }'`,
		`awk -v 'x=a\tb\\n\101\x41' 'BEGIN { print x; print length(x) }'`,
		`awk -v 'x=a\qb' 'BEGIN { print x }'`,
		`awk -v 'x=a\' 'BEGIN { print x "|" }'`,
		`awk 'BEGIN { print PROCINFO["FS"]; FPAT = "x"; print PROCINFO["FS"] }'`,
		`awk -v FPAT=x 'BEGIN { print PROCINFO["FS"] }'`,
		`awk -v x=3.0 -v y=0x11 -v z=' 12 ' 'BEGIN { print x, y + 0, z + 0, typeof(x), typeof(y), typeof(z), (x == 3), (z == 12) }'`,
		`printf 'a\n' > f1; printf 'b\n' > f2; awk 'BEGIN { ARGV[1] = "f2"; ARGV[2] = "f1"; ARGC = 3 } { print FILENAME, $0 }' f1`,
		`printf 'a\n' > f1; printf 'b\n' > f2; awk 'NR == 1 { ARGV[2] = "f1"; ARGC = 3 } { print FILENAME, $0 }' f2`,
		`printf 'a\n' > f1; awk 'BEGIN { delete ARGV[1] } { print FILENAME, $0 }' nonexist f1`,
		`printf 'a\n' > f1; awk 'BEGIN { ARGV[1] = "" } { print FILENAME, $0 } END { print NR }' f1 < f1`,
		`printf 'a\n' > f1; awk '{ print v, $0 }' v=1 f1 v=2 f1`,
		`printf ' a  b\tc \n' | awk '{ print NF; for (i=1;i<=NF;i++) printf "[%s]", $i; print "" }'`,
		`printf ' a  b\tc \n' | awk -F' ' '{ print NF }'`,
		`printf ' a  b\tc \n' | awk -F'\t' '{ print NF; print "[" $1 "]" }'`,
		`printf ' a  b\tc \n' | awk -Ft '{ print NF; print "[" $1 "]" }'`,
		`printf 'a\n\nb\tc\n' | awk 'BEGIN { FS = "[ ]" } { print NF }'`,
		`printf 'aXXbXcXXXd' | awk 'BEGIN { RS = "X+" } { print NR, $0, "[" RT "]" }'`,
		`printf 'a1b22c' | awk 'BEGIN { RS = "[0-9]" } { printf "%s<%s>", $0, RT } END { print "" }'`,
		`printf 'a\n\n\nb\nc\n\n' | awk 'BEGIN { RS = "" } { print NR ": " $0 "|" RT "|" NF }'`,
		`printf 'abc' | awk 'BEGIN { RS = "^a" } { print "[" $0 "]", "[" RT "]" }'`,
		`printf 'line1\r\nline2\r\n' | awk 'BEGIN { RS = "\r\n" } { print $0 "|" RT "|" length(RT) }'`,
		`printf 'abcdefghij\n12345\n' | awk 'BEGIN { FIELDWIDTHS = "2 3 *" } { print NF, $1, $2, $3 }'`,
		`printf 'abcdefghij\n' | awk 'BEGIN { FIELDWIDTHS = "1:2 2:3" } { print NF, $1 "|" $2 }'`,
		`printf 'ab\n' | awk 'BEGIN { FIELDWIDTHS = "2 3 4" } { print NF, "[" $2 "]" }'`,
		`printf 'a\n' | awk 'BEGIN { FIELDWIDTHS = "x" } { print NF }'`,
		`printf 'Robbins,Arnold,"1234 A Pretty Street, NE",MyTown,MyState\n' | awk 'BEGIN { FPAT = "([^,]*)|(\"[^\"]+\")" } { print NF; for (i = 1; i <= NF; i++) print i ": " $i }'`,
		`printf 'a,,b\n' | awk 'BEGIN { FPAT = "[^,]*" } { print NF; for (i = 1; i <= NF; i++) printf "<%s>", $i; print "" }'`,
		`printf 'a b c\n' | awk 'BEGIN { FPAT = "[a-z]" } { $2 = "X"; print; print NF }'`,
		`printf 'abc\n' | awk 'BEGIN { FIELDWIDTHS = "1 1 1" } { print PROCINFO["FS"]; FS = ","; print PROCINFO["FS"] }'`,
		`awk -v 'x=a\' 'BEGIN { print x "|" }'`,
		`awk 'BEGIN { y = "-nan"; print "[" substr("hello", y) "][" substr("hello", y, 2) "]" }'`,
		`awk 'BEGIN { print close("nonexist"); print ERRNO }'`,
		`awk -P 'BEGIN { print close("nonexist"); print ERRNO }'
echo abc | awk -v w='2 x 3' 'BEGIN { FIELDWIDTHS = w; print "set" } { print NF, $1 }'`,
		`echo abc | awk -v w='1:a 2' 'BEGIN { FIELDWIDTHS = w; print "set" } { print NF, $1 }'`,
		`echo abc | awk -v w='2 -1' 'BEGIN { FIELDWIDTHS = w; print "set" } { print NF, $1 }'`,
		`echo abc | awk -v w=' 2  y' 'BEGIN { FIELDWIDTHS = w; print "set" } { print NF, $1 }'`,
		`echo abc | awk -v w='3 *  4' 'BEGIN { FIELDWIDTHS = w; print "set" } { print NF, $1 }'`,
		`echo abc | awk -v w='2 3x' 'BEGIN { FIELDWIDTHS = w; print "set" } { print NF, $1 }'`,
		`echo abc | awk -v w='x' 'BEGIN { FIELDWIDTHS = w; print "set" } { print NF, $1 }'`,
		`echo abc | awk -v w='1 2 *' 'BEGIN { FIELDWIDTHS = w; print "set" } { print NF, $1 }'`,
		`echo abc | awk -v w='1:2 3' 'BEGIN { FIELDWIDTHS = w; print "set" } { print NF, $1 }'`,
		`echo abc | awk -v w='' 'BEGIN { FIELDWIDTHS = w; print "set" } { print NF, $1 }'`,
		`echo abc | awk -v w='  ' 'BEGIN { FIELDWIDTHS = w; print "set" } { print NF, $1 }'`,
	} {
		t.Run(line, func(t *testing.T) {
			sh := []string{"sh", "-c", line}
			got := runInShell(t, sh, "", nil)
			if want := realResult(t, got, sh, "", nil); got != want {
				t.Errorf("\n got %+v\nwant %+v", got, want)
			}
		})
	}
}
