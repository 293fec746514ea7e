#### gawk typeof of constants and variables
awk 'BEGIN{a[1]; print typeof(x), typeof(1), typeof("s"), typeof(a), typeof(a[1]), typeof(1==1)}'
#### gawk typeof of fields
echo "3.0 abc 1e3 0x1A  +5 .5. -" | awk '{for(i=1;i<=NF;i++) printf "%s:%s ", $i, typeof($i); print typeof($0), typeof($9)}'
#### gawk typeof after assignment from field
echo 5 x | awk '{$1=3; print typeof($1); print typeof(NF), typeof(FILENAME), typeof(NR), typeof($2)}'
#### gawk typeof unassigned vs untyped
awk 'BEGIN{print typeof(z); z; print typeof(z); x=y; print typeof(x), typeof(y)}'
#### gawk typeof function parameter
awk 'function f(p){return typeof(p)} BEGIN{print f(), f(1), f("a")}'
#### gawk typeof concatenation and arithmetic
awk 'BEGIN{x=1; x=x ""; print typeof(x); y="3"; print typeof(y+0), typeof(-"3"), typeof(!0)}'
#### gawk typeof array element reference creates it
awk 'BEGIN{a["k"]="v"; print typeof(a["k"]); print typeof(a["nokey"]); print length(a)}'
#### gawk typeof getline var
printf '7\nab\n' | awk 'NR==1{getline v; print typeof(v), v}'; echo ' 42 ' | awk '{print typeof($0), typeof($1)}'
#### gawk typeof getline var from file
cd "$(mktemp -d)"; printf '12\nx\n' > f; awk 'BEGIN{getline a < "f"; getline b < "f"; print typeof(a), typeof(b); getline c < "/dev/null"; print typeof(c)}'
#### gawk typeof split elements
awk 'BEGIN{split("1 a 2.5", p); for(i=1;i<=3;i++) printf "%s ", typeof(p[i]); print ""}'
#### gawk typeof -v assignments and ARGV
awk -v n=5 -v s=hi 'BEGIN{print typeof(n), typeof(s), typeof(ARGV[1]), typeof(ARGV[2])}' 12 ab
#### gawk typeof ENVIRON
X=42 Y=ab awk 'BEGIN{print typeof(ENVIRON["X"]), typeof(ENVIRON["Y"])}'
#### gawk typeof regexp constant
awk 'BEGIN{r=@/ab+/; print typeof(r); print ("xabbb" ~ r); print r; print typeof(/x/)}'
#### gawk typeof match array
awk 'BEGIN{match("abc", /b/, m); print typeof(m), typeof(m[0]), typeof(m[0,"start"])}'
#### gawk typeof builtin results
awk 'BEGIN{print typeof(substr("12",1)), typeof(length("x")), typeof(1<2), typeof(sprintf("%d", 3)), typeof(index("a","a"))}'
#### gawk typeof strnum compare behavior
echo '10 9' | awk '{a=$1; b=$2; print (a<b), typeof(a); c=a ""; print (c<b), typeof(c)}'
#### gawk typeof number from string to number
awk 'BEGIN{s="12"; n=s*1; print typeof(s), typeof(n); s++; print typeof(s)}'
#### gawk isarray basics
awk 'BEGIN{a[1]=1; x=1; print isarray(a), isarray(x), isarray(a[1]), isarray(u)}'
#### gawk arrays of arrays basic
awk 'BEGIN{a[1][2]=3; print a[1][2]; print length(a), length(a[1]); print isarray(a), isarray(a[1]), isarray(a[1][2])}'
#### gawk arrays of arrays three levels
awk 'BEGIN{a["x"]["y"]["z"]=1; print a["x"]["y"]["z"], isarray(a["x"]["y"]), length(a["x"])}'
#### gawk arrays of arrays nested for in
awk 'BEGIN{a[1][2]=5; a[1][3]=6; a[2]["k"]="v"; PROCINFO["sorted_in"]="@ind_str_asc"; for (i in a) for (j in a[i]) print i, j, a[i][j]}'
#### gawk arrays of arrays in operator
awk 'BEGIN{a[1][2]; print ((2) in a[1]), (3 in a[1]), (1 in a), (2 in a)}'
#### gawk arrays of arrays delete subarray
awk 'BEGIN{a[1][1]; a[1][2]; a[2][1]; delete a[1]; print length(a), (1 in a), (2 in a)}'
#### gawk arrays of arrays delete element of subarray
awk 'BEGIN{a[1][1]=1; a[1][2]=2; delete a[1][1]; print length(a[1]); for (k in a[1]) print k}'
#### gawk arrays of arrays delete whole
awk 'BEGIN{a[1][2]=5; delete a; print length(a); a[1]=2; print a[1]}'
#### gawk arrays of arrays subarray after delete becomes scalar
awk 'BEGIN{a[1][2]=5; delete a[1]; a[1]=3; print a[1]}'
#### gawk arrays of arrays untyped element becomes subarray
awk 'BEGIN{a[1]; a[1][2]=5; print a[1][2]}'
#### gawk arrays of arrays pass subarray to function
awk 'function f(x){x["n"]=1; return length(x)} BEGIN{a["s"][1]; print f(a["s"]); print a["s"]["n"], length(a["s"])}'
#### gawk arrays of arrays recursive walk
awk 'function walk(arr, p,   k){for (k in arr) if (isarray(arr[k])) walk(arr[k], p k "."); else print p k "=" arr[k]} BEGIN{t["a"]["b"]=1; t["a"]["c"]["d"]=2; t["e"]=3; PROCINFO["sorted_in"]="@ind_str_asc"; walk(t, "")}'
#### gawk arrays of arrays split into subarray
awk 'BEGIN{n=split("a b c", a["x"]); print n, a["x"][2], length(a), length(a["x"])}'
#### gawk arrays of arrays split replaces subarray
awk 'BEGIN{a[1][2]=5; split("x y", a[1]); print length(a[1]), a[1][2]}'
#### gawk arrays of arrays asort subarray
awk 'BEGIN{a[1]["p"]=5; a[1]["q"]=2; n=asort(a[1], b); print n, b[1], b[2]; n=asorti(a, c); print n, c[1]}'
#### gawk arrays of arrays typeof
awk 'BEGIN{a[1][2]=5; print typeof(a[1]), typeof(a[1][2]), typeof(a[1][3])}'
#### gawk arrays of arrays length of element
awk 'BEGIN{a[1][2]=5; print length(a[1][2]), length(a[1])}'
#### gawk arrays of arrays scalar context error
awk 'BEGIN{a[1][2]=3; print a[1]}'; echo "st=$?"
#### gawk arrays of arrays assign scalar to subarray error
awk 'BEGIN{a[1][2]=3; a[1]=5}'; echo "st=$?"
#### gawk arrays of arrays scalar used as array error
awk 'BEGIN{a[1]=5; a[1][2]=3}'; echo "st=$?"
#### gawk arrays of arrays arithmetic on subarray error
awk 'BEGIN{a[1][2]=3; x = a[1] + 1}'; echo "st=$?"
#### gawk arrays of arrays too deep index error
awk 'BEGIN{a[1][2]=5; print a[1][2][3]}'; echo "st=$?"
#### gawk arrays of arrays scalar variable as array error
awk 'BEGIN{x=1; x[1]=2}'; echo "st=$?"
#### gawk arrays of arrays whole array in scalar context
awk 'BEGIN{a[1][2]=5; b = a}'; echo "st=$?"
#### gawk arrays of arrays printf of subarray error
awk 'BEGIN{a["x"][1]=1; printf "%s\n", a["x"]}'; echo "st=$?"
#### gawk arrays of arrays SUBSEP index then subarray
awk 'BEGIN{SUBSEP=":"; a[1,2][3]=4; for (k in a) print k, a[k][3]}'
#### gawk arrays of arrays count words per file
cd "$(mktemp -d)"; printf 'a b a\n' > f1; printf 'b c\n' > f2; awk '{for(i=1;i<=NF;i++) c[FILENAME][$i]++} END{PROCINFO["sorted_in"]="@ind_str_asc"; for (f in c) for (w in c[f]) print f, w, c[f][w]}' f1 f2
#### gawk arrays of arrays group by key
printf 'x 1\ny 2\nx 3\n' | awk '{g[$1][NR]=$2} END{PROCINFO["sorted_in"]="@ind_str_asc"; for (k in g) {s=0; for (r in g[k]) s+=g[k][r]; print k, length(g[k]), s}}'
#### gawk arrays of arrays compare in condition error
awk 'BEGIN{a[1][2]=5; if (a[1] == 1) print "eq"}'; echo "st=$?"
#### gawk arrays of arrays sorted_in on subarray values
awk 'BEGIN{a["k"][1]=30; a["k"][2]=10; a["k"][3]=20; PROCINFO["sorted_in"]="@val_num_asc"; for (i in a["k"]) printf "%s ", i; print ""}'
#### gawk arrays of arrays split clears outer array with subarrays
awk 'BEGIN{a[1][2]=5; n=split("p q", a); print n, a[1], a[2]}'
#### gawk arrays of arrays isarray of missing creates nothing
awk 'BEGIN{a[1][1]=1; print isarray(a[2]), length(a)}'
#### gawk BEGINFILE and ENDFILE order with FNR NR
cd "$(mktemp -d)"; printf 'a\nb\n' > x; printf 'c\n' > y; : > empty; awk 'BEGINFILE{print "B", FILENAME, FNR, NR} {print FILENAME, FNR, $0} ENDFILE{print "E", FILENAME, FNR, NR}' x empty y
#### gawk BEGINFILE ERRNO and nextfile skips unreadable
cd "$(mktemp -d)"; printf 'a\n' > x; printf 'c\n' > y; awk 'BEGINFILE{print "B", FILENAME, "[" ERRNO "]"; if (ERRNO) nextfile} {print} ENDFILE{print "E", FILENAME}' x nosuch y; echo "st=$?"
#### gawk BEGINFILE without nextfile on missing file is fatal
awk 'BEGINFILE{print "B", FILENAME}' nosuch; echo "st=$?"
#### gawk BEGINFILE with stdin
echo stdin | awk 'BEGINFILE{print "B[" FILENAME "]"} {print} ENDFILE{print "E[" FILENAME "]", FNR}'
#### gawk BEGINFILE with dash operand
cd "$(mktemp -d)"; echo a > x; echo stdin | awk 'BEGINFILE{print "B[" FILENAME "]"} ENDFILE{print "E", FNR}' x -
#### gawk BEGINFILE nextfile skips the whole file
cd "$(mktemp -d)"; printf 'a\nb\n' > x; printf 'c\n' > y; awk 'BEGINFILE{nextfile} {print "never"} ENDFILE{print "E", FILENAME, FNR}' x y
#### gawk ENDFILE after nextfile in main rule
cd "$(mktemp -d)"; printf 'a\nb\n' > x; printf 'c\n' > y; awk 'FNR==1{nextfile} ENDFILE{print "E", FILENAME, FNR}' x y
#### gawk BEGINFILE counts files
cd "$(mktemp -d)"; echo a > x; echo b > y; awk 'BEGINFILE{n++} END{print n, FILENAME}' x y
#### gawk ENDFILE sees last record
cd "$(mktemp -d)"; printf 'a\nb\n' > x; printf 'c\n' > y; awk 'ENDFILE{print FILENAME, $0, NF}' x y
#### gawk several BEGINFILE rules run in order
cd "$(mktemp -d)"; echo a > x; awk 'BEGIN{print "begin"} BEGINFILE{print "bf1"} BEGINFILE{print "bf2"} ENDFILE{print "ef"} END{print "end"}' x
#### gawk BEGINFILE plain getline is a syntax error
cd "$(mktemp -d)"; echo a > x; awk 'BEGINFILE{getline; print "got", $0}' x; echo "st=$?"
#### gawk BEGINFILE next is an error
cd "$(mktemp -d)"; echo a > x; awk 'BEGINFILE{next}' x; echo "st=$?"
#### gawk ENDFILE nextfile is an error
cd "$(mktemp -d)"; echo a > x; awk 'ENDFILE{nextfile}' x; echo "st=$?"
#### gawk BEGINFILE exit runs END
cd "$(mktemp -d)"; echo a > x; awk 'BEGINFILE{exit 4} END{print "end", NR}' x; echo "st=$?"
#### gawk ENDFILE exit stops before next file
cd "$(mktemp -d)"; echo a > x; echo b > y; awk 'ENDFILE{if (FILENAME=="x") exit} END{print "end", FILENAME, NR}' x y; echo "st=$?"
#### gawk BEGINFILE with command line assignment
cd "$(mktemp -d)"; echo a > x; awk 'BEGINFILE{print "B", FILENAME, v} END{print NR}' v=1 x
#### gawk BEGINFILE directory operand ERRNO
cd "$(mktemp -d)"; mkdir d; echo a > x; awk 'BEGINFILE{print FILENAME, "[" ERRNO "]"}' d x; echo "st=$?"
#### gawk BEGINFILE calls function
cd "$(mktemp -d)"; echo a > x; awk 'function f(){print "f", FILENAME} BEGINFILE {f()}' x
#### gawk BEGINFILE without action is an error
cd "$(mktemp -d)"; echo a > x; awk 'BEGINFILE' x; echo "st=$?"
#### gawk BEGINFILE redirected getline allowed
cd "$(mktemp -d)"; echo a > x; echo inner > g; awk 'BEGINFILE{getline l < "g"; print "l=" l} {print}' x
#### gawk ENDFILE per file totals
cd "$(mktemp -d)"; printf '1\n2\n' > x; printf '5\n' > y; awk '{s+=$1} ENDFILE{print FILENAME, s; s=0}' x y
#### gawk BEGINFILE no files reads stdin
echo in | awk 'BEGINFILE{print "B", FILENAME} {print}'
#### gawk sorted_in all builtin orders
awk 'BEGIN{a["b"]=2;a["a"]=10;a["c"]=1;a["d"]="x"; split("@ind_str_asc @ind_str_desc @ind_num_asc @ind_num_desc @val_type_asc @val_type_desc @val_str_asc @val_str_desc @val_num_asc @val_num_desc", m); for (i=1;i<=10;i++) {PROCINFO["sorted_in"]=m[i]; printf "%s:", m[i]; for(k in a) printf " %s", k; print ""}}'
#### gawk sorted_in val_str ties by index
awk 'BEGIN{a[3]="b";a[1]="b";a[2]="a"; PROCINFO["sorted_in"]="@val_str_asc"; for(k in a) printf "%s ", k; print ""; PROCINFO["sorted_in"]="@val_str_desc"; for(k in a) printf "%s ", k; print ""}'
#### gawk sorted_in val_num ties
awk 'BEGIN{a[1]=5;a[2]=5;a[3]=1; PROCINFO["sorted_in"]="@val_num_desc"; for(k in a) printf "%s ", k; print ""; PROCINFO["sorted_in"]="@val_num_asc"; for(k in a) printf "%s ", k; print ""}'
#### gawk sorted_in user function by index
awk 'function byidx(i1,v1,i2,v2){return (i1+0 < i2+0) ? 1 : (i1+0 > i2+0) ? -1 : 0} BEGIN{a[1];a[10];a[2]; PROCINFO["sorted_in"]="byidx"; for(k in a) printf "%s ", k; print ""}'
#### gawk sorted_in undefined function
awk 'BEGIN{PROCINFO["sorted_in"]="nosuchfn"; a[1]; for (k in a) print k}'; echo "st=$?"
#### gawk sorted_in ind_num with strings
awk 'BEGIN{a["x"]=1;a[2]=2;a["10"]=3; PROCINFO["sorted_in"]="@ind_num_asc"; for(k in a) printf "%s ", k; print ""}'
#### gawk sorted_in val_type with subarray
awk 'BEGIN{a[1]["z"]=1; a[2]=5; a[3]="s"; PROCINFO["sorted_in"]="@val_type_asc"; for(k in a) printf "%s ", k; print ""; PROCINFO["sorted_in"]="@val_type_desc"; for(k in a) printf "%s ", k; print ""}'
#### gawk sorted_in unsorted resets
awk 'BEGIN{a["b"];a["a"]; PROCINFO["sorted_in"]="@ind_str_desc"; for(k in a) printf "%s ", k; delete PROCINFO["sorted_in"]; n=0; for (k in a) n++; print n}'
#### gawk asort with third argument
awk 'BEGIN{a["x"]=3;a["y"]=1;a["z"]=2; n=asort(a, b, "@val_num_desc"); for(i=1;i<=n;i++) printf "%s ", b[i]; print ""}'
#### gawk asorti with third argument
awk 'BEGIN{a["x"]=3;a["y"]=1;a["z"]=2; n=asorti(a, b, "@ind_str_desc"); for(i=1;i<=n;i++) printf "%s ", b[i]; print ""}'
#### gawk asort with user comparison
awk 'function rev(i1,v1,i2,v2){return v1<v2?1:v1>v2?-1:0} BEGIN{split("5 3 9 1", a); n=asort(a, b, "rev"); for(i=1;i<=n;i++) printf "%s ", b[i]; print ""}'
#### gawk asort val_str and IGNORECASE
awk 'BEGIN{split("b A c", a); n=asort(a, b, "@val_str_asc"); print b[1], b[2], b[3]; IGNORECASE=1; n=asort(a, c); print c[1], c[2], c[3]}'
#### gawk asort mixed numbers and strings
awk 'BEGIN{a[1]="10";a[2]=9;a[3]="x";a[4]=""; n=asort(a); for(i=1;i<=n;i++) printf "[%s]", a[i]; print ""}'
#### gawk asorti by value with third argument
awk 'BEGIN{a["p"]=3;a["q"]=1;a["r"]=2; n=asorti(a, b, "@val_num_asc"); for(i=1;i<=n;i++) printf "%s ", b[i]; print ""}'
#### gawk gensub backreferences global
awk 'BEGIN{print gensub(/([a-z]+)([0-9]+)/, "<\\2\\1>", "g", "ab12 cd34"); print gensub(/a/, "[&]", "G", "banana"); print gensub(/a/, "\\0\\0", 3, "banana")}'
#### gawk gensub on $0 leaves it
echo "hello world" | awk '{print gensub(/o/, "0", "g"); print $0; print gensub(/(l+)/, "<\\1>", 1)}'
#### gawk gensub bad which warns
awk 'BEGIN{print gensub(/x/, "y", 0, "xxx"); print gensub(/x/, "y", "h", "xxx")}'
#### gawk gensub escaped ampersand and missing group
awk 'BEGIN{print gensub(/b/, "\\\\&", "g", "abc"); print gensub(/b/, "\\&", "g", "abc"); print gensub(/(b)/, "\\9", "g", "abc")}'
#### gawk gensub empty matches
awk 'BEGIN{print gensub("", "-", "g", "abc"); print gensub(/x*/, "-", "g", "abc")}'
#### gawk patsplit with separators
awk 'BEGIN{n=patsplit("ab12cd345e6", a, /[0-9]+/, s); print n; for(i=1;i<=n;i++) printf "[%s]", a[i]; print ""; for(i=0;i<=n;i++) printf "<%s>", s[i]; print ""}'
#### gawk patsplit no match and empty
awk 'BEGIN{n=patsplit("", a, /x/); print n, length(a); n=patsplit("abc", b, /z/, s); print n, length(b), "[" s[0] "]"}'
#### gawk patsplit default FPAT
awk 'BEGIN{FPAT="[0-9]+"; n=patsplit("a1b23", a); print n, a[1], a[2]}'
#### gawk patsplit string regexp
awk 'BEGIN{n=patsplit("x=1,y=22", a, "[0-9]+"); print n, a[2]}'
#### gawk FPAT csv quoted fields
printf 'a,"b,c",,d\n' | awk 'BEGIN{FPAT="[^,]*|\"[^\"]*\""} {print NF; for(i=1;i<=NF;i++) print i": " $i}'
#### gawk FPAT rebuild record
echo 'k1=v1 k2=v2' | awk -v FPAT='[a-z0-9]+=[a-z0-9]+' '{print NF, $2; $1="x"; print}'
#### gawk FPAT numbers
echo 'aaa 123 bb 45' | awk 'BEGIN{FPAT="[0-9]+"} {print NF, $1+$2}'
#### gawk FPAT then FS switches back
echo 'a b' | awk 'BEGIN{FPAT="[a-z]"} {print NF; FS=","; $0="c,d"; print NF, $1}'
#### gawk IGNORECASE comparisons and gsub
awk 'BEGIN{IGNORECASE=1; print ("ABC" ~ /abc/), ("ABC" == "abc"), ("ABC" < "abd"); s="FooFOO"; print gsub(/foo/, "x", s), s; print gensub(/O/, "0", "g", "foo")}'
#### gawk IGNORECASE pattern
printf 'Hello\nHELLO\nhi\n' | awk 'BEGIN{IGNORECASE=1} /hello/{n++} END{print n}'
#### gawk IGNORECASE FS
printf 'aXbxc\n' | awk 'BEGIN{IGNORECASE=1; FS="x"} {print NF}'
#### gawk IGNORECASE asorti and index
awk 'BEGIN{IGNORECASE=1; a["B"]; a["a"]; n=asorti(a, b); print b[1], b[2]; print index("ABC","b")}'
#### gawk IGNORECASE toggled at runtime
printf 'A\na\n' | awk '{IGNORECASE=(NR==2); print ($0 ~ /a/)}'
#### gawk RT with regex RS
printf 'a1b22c' | awk -v RS='[0-9]+' '{printf "%s<%s>", $0, RT} END{print ""}'
#### gawk RT newline and missing final newline
printf 'x\ny' | awk '{printf "[%s][%s]", $0, RT} END{print ""}' | od -c | head -2
#### gawk RT with bracket RS
printf 'a,b;c' | awk -v RS='[,;]' '{printf "%s:%s ", $0, RT} END{print ""}'
#### gawk RT single char RS
printf 'one two\n' | awk -v RS=' ' '{print NR, "[" RT "]", length(RT)}'
#### gawk strftime fields in UTC
TZ=UTC awk 'BEGIN{print strftime("%Y-%m-%dT%H:%M:%S", 1700000000, 1); print strftime("%A %B %e %p %I %y", 1700000000, 1); print strftime("%%|%C|%D|%R|%U|%W|%V|%G|%g|%h|%j|%u|%w", 1700000000, 1)}'
#### gawk strftime locale formats
TZ=UTC awk 'BEGIN{print strftime("%c|%x|%X", 0, 1); print strftime("%T %r", 3661, 1)}'
#### gawk strftime zone with utc flag
TZ=UTC awk 'BEGIN{print strftime("%Z %z", 0, 1)}'
#### gawk mktime normalisation
TZ=UTC awk 'BEGIN{print mktime("2024 02 30 00 00 00"), mktime("2024 1 1 0 0 0 0"), mktime("2024 12 31 23 59 60"), mktime("2024 01 01 00 00")}'
#### gawk mktime out of range fields
TZ=UTC awk 'BEGIN{print mktime("2024 13 01 00 00 00"), mktime("2024 01 01 25 00 00"), mktime(" 2024 01 01 00 00 00 ")}'
#### gawk mktime utc flag
TZ=UTC awk 'BEGIN{print mktime("2024 06 01 12 00 00", 1), strftime("%H", mktime("2024 06 01 12 00 00", 1), 1)}'
#### gawk strftime negative and fractional time
TZ=UTC awk 'BEGIN{print strftime("%Y", -1, 1), strftime("%s", 3.9, 1)}'
#### gawk systime is an integer number
awk 'BEGIN{t=systime(); print typeof(t), (t==int(t)), (t > 1600000000)}'
#### gawk at include of a file
cd "$(mktemp -d)"; echo 'function twice(x){return 2*x}' > lib.awk; awk '@include "lib.awk"
BEGIN{print twice(21)}'; echo "st=$?"
#### gawk at include of missing file
cd "$(mktemp -d)"; awk '@include "nosuch.awk"
BEGIN{print 1}'; echo "st=$?"
#### gawk include option
cd "$(mktemp -d)"; echo 'BEGIN{print "inc"}' > i2.awk; awk -i i2.awk 'BEGIN{print "main"}'
#### gawk switch with regex case
awk 'BEGIN{for (i=1;i<=4;i++) switch (i) { case 1: print "one"; break; case /^[23]$/: print "two or three"; break; default: print "other" }}'
#### gawk switch fall through
awk 'BEGIN{x="b"; switch (x) { case "a": print "a"; case "b": print "b"; case "c": print "c (fall)"; break; case "d": print "d" }}'
#### gawk switch default first
awk 'BEGIN{switch (5) { default: print "def"; case 5: print "five" }}'
#### gawk switch duplicate case
awk 'BEGIN{switch (1) { case 1: print "a"; case 1: print "b" }}'; echo "st=$?"
#### gawk switch duplicate default
awk 'BEGIN{switch (1) { default: print "a"; default: print "b" }}'; echo "st=$?"
#### gawk switch continue in loop
awk 'BEGIN{for(i=0;i<3;i++){ switch (i) { case 1: continue; default: print i } }}'
#### gawk switch on field strings
printf 'start\nstop\nfoo\n' | awk '{switch ($1) { case "start": print "go"; break; case "stop": print "halt"; break; default: print "?" $1 }}'
#### gawk switch numeric compare of strnum
echo 10 | awk '{switch ($1) { case 10: print "ten"; break; default: print "no" }}'
#### gawk BINMODE is accepted
awk 'BEGIN{BINMODE=3; printf "a\r\nb\n"}' | od -c | head -2; awk -v BINMODE=rw 'BEGIN{print BINMODE}'
#### gawk length of array and parameter array
awk 'BEGIN{a[1];a[2]; print length(a); delete a[1]; print length(a)} function f(x){return length(x)} BEGIN{b["k"]; print f(b)}'
#### gawk substr fractional and out of range
awk 'BEGIN{print substr("hello", 0, 2) "|" substr("hello", -1) "|" substr("hello", 2.5, 1.5) "|" substr("hello", 1.49, 1.5) "|" substr("hello", "x") "|" substr("", 1) "|" substr("hello", 5, 1)}'
#### gawk substr huge and zero lengths
awk 'BEGIN{print substr("hello", 3, 0) "|" substr("hello", 6) "|" substr("hello",1e20) "|" substr("hello", -1e20, 1e21) "|" substr("hello", 2, "a")}'
#### gawk substr of utf8
awk 'BEGIN{s=substr("héllo", 2, 3); print s, length(s); print length("日本語"), index("日本語", "語"), substr("日本語", 2)}'
#### gawk printf %c above 255
awk 'BEGIN{printf "%c|%c|%c|%c\n", 256, 955, 8364, 128512}' | od -An -tx1
#### gawk printf %c of fraction empty and zero
awk 'BEGIN{printf "%c%c|%c\n", 65.9, "", 0}' | od -An -c
#### gawk printf %c width
awk 'BEGIN{printf "%5c|%-3c|\n", 955, "xyz"}'
#### gawk toupper tolower utf8
awk 'BEGIN{print toupper("straße ñandú éà"), tolower("ÑANDÚ ÀÉ"), toupper("ÿ")}'
#### gawk regexp constant as value
awk 'BEGIN{r=@/^[0-9]+$/; n=split("12 ab 7", p, " "); for(i=1;i<=n;i++) if (p[i] ~ r) printf "%s ", p[i]; print ""}'
#### gawk regexp constant passed to function
awk 'function m(s, re){return s ~ re} BEGIN{print m("abc", @/b/), m("abc", @/z/)}'
#### gawk indirect function call
awk 'function add(a,b){return a+b} function mul(a,b){return a*b} BEGIN{f="add"; print @f(2,3); f="mul"; print @f(2,3)}'
#### gawk strtonum
awk 'BEGIN{print strtonum("0x1F"), strtonum("017"), strtonum("12abc"), strtonum(" 9")}'
#### gawk bit functions
awk 'BEGIN{print and(12, 10), or(12, 10), xor(12, 10), lshift(1, 4), rshift(256, 3), (compl(0) > 0)}'
#### gawk length without parens on array element
awk 'BEGIN{a["x"]="hello"; print length(a["x"]), length(a)}'
#### gawk delete whole array then reuse as array in function
awk 'function fill(arr){arr["z"]=1} BEGIN{x[1]; delete x; fill(x); print length(x), ("z" in x)}'
#### gawk FIELDWIDTHS
echo 'abcdefghij' | awk 'BEGIN{FIELDWIDTHS="2 3 4"} {print NF, $1, $2, $3}'
#### gawk FIELDWIDTHS with skip and star
echo 'abcdefghij' | awk 'BEGIN{FIELDWIDTHS="2 1:2 *"} {print NF, $1, $2, $3}'
#### gawk nextfile in function from rule
cd "$(mktemp -d)"; printf '1\n2\n' > x; printf '3\n' > y; awk 'function skip(){nextfile} FNR==1{print; skip()}' x y
#### gawk PROCINFO identifiers of functions
awk 'function f(){} BEGIN{print PROCINFO["identifiers"]["f"], PROCINFO["identifiers"]["length"]}'
#### gawk SYMTAB indirect variable access
awk 'BEGIN{v=5; n="v"; print SYMTAB[n]; SYMTAB[n]=7; print v}'
#### gawk FUNCTAB membership
awk 'function myf(){} BEGIN{print ("myf" in FUNCTAB), ("nope" in FUNCTAB)}'
#### gawk ERRNO on failed getline
awk 'BEGIN{r=(getline l < "/nonexistent/x"); print r, (ERRNO != "")}'
#### gawk print to /dev/stderr inside ENDFILE
cd "$(mktemp -d)"; echo a > x; awk 'ENDFILE{print "done " FILENAME > "/dev/stderr"}' x 2>&1
#### gawk delete subarray element in loop
awk 'BEGIN{for(i=1;i<=3;i++) for(j=1;j<=3;j++) m[i][j]=i*j; for (i in m) delete m[i][2]; s=0; for (i in m) for (j in m[i]) s+=m[i][j]; print s, length(m[1])}'
#### gawk matrix transpose with arrays of arrays
printf '1 2 3\n4 5 6\n' | awk '{for(i=1;i<=NF;i++) m[NR][i]=$i} END{for(i=1;i<=3;i++){row=""; for(j=1;j<=NR;j++) row=row (j>1?" ":"") m[j][i]; print row}}'
