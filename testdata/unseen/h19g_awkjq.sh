#### gawk sorted_in val_num ties over integer indices both ways
awk 'BEGIN{a[5]=1;a[3]=1;a[9]=0;a[1]=1; PROCINFO["sorted_in"]="@val_num_asc"; for(k in a) printf "%s ", k; print ""; PROCINFO["sorted_in"]="@val_num_desc"; for(k in a) printf "%s ", k; print ""}'
#### gawk sorted_in val_str ties mixing string and integer indices
awk 'BEGIN{a["b"]="x";a[2]="x";a["a"]="x";a[10]="x";a[1]="w"; PROCINFO["sorted_in"]="@val_str_asc"; for(k in a) printf "%s ", k; print ""; PROCINFO["sorted_in"]="@val_str_desc"; for(k in a) printf "%s ", k; print ""}'
#### gawk sorted_in val_type ties and untyped elements
awk 'BEGIN{a[2]=1;a[1]="1";a["z"]; a[3]; a["y"]=1; PROCINFO["sorted_in"]="@val_type_asc"; for(k in a) printf "%s ", k; print ""; PROCINFO["sorted_in"]="@val_type_desc"; for(k in a) printf "%s ", k; print ""}'
#### gawk sorted_in val_num ties broken by string value
awk 'BEGIN{split("05 5 5.0 x", a); a["+"]=5; PROCINFO["sorted_in"]="@val_num_asc"; for(k in a) printf "%s ", k; print ""}'
#### gawk sorted_in ind_num ties with string index
awk 'BEGIN{a[10];a["10.0"];a["1e1"];a[9]; PROCINFO["sorted_in"]="@ind_num_asc"; for(k in a) printf "%s ", k; print ""; PROCINFO["sorted_in"]="@ind_num_desc"; for(k in a) printf "%s ", k; print ""}'
#### gawk SYMTAB read and write by computed names
awk 'BEGIN{x1=10; x2=20; for(i=1;i<=2;i++) SYMTAB["x" i] *= 3; print x1, x2; print ("x1" in SYMTAB), ("nope" in SYMTAB)}'
#### gawk SYMTAB reaches arrays and builtin variables
awk 'BEGIN{arr["k"]=7; print SYMTAB["arr"]["k"], isarray(SYMTAB["arr"]), SYMTAB["SUBSEP"]=="\034", SYMTAB["CONVFMT"]}'
#### gawk SYMTAB refuses new names
awk 'BEGIN{SYMTAB["brand_new"]=1; print "after"}' 2>&1; echo "st=$?"
#### gawk PROCINFO identifiers kinds
awk -v vv=1 'function fn(){ } BEGIN{PROCINFO["sorted_in"]="@ind_str_asc"; for (k in PROCINFO["identifiers"]) if (k ~ /^(fn|vv|g|NR|ENVIRON|split|k)$/) print k, PROCINFO["identifiers"][k]; g=1}'
#### gawk strtonum of hex octal and decimal
awk 'BEGIN{print strtonum("0x1F"), strtonum("017"), strtonum("17"), strtonum("0x"), strtonum(" 12abc")}'
#### gawk gensub with numbered match and backreferences
awk 'BEGIN{s="aaa bbb ccc"; print gensub(/([a-z]+)/, "<\\1>", 2, s); print gensub(/(.)(.)/, "\\2\\1", "g", "abcdef"); print gensub(/b/, "[&]", "G", "abcb")}'
#### gawk asorti with ind_num_desc and a destination
awk 'BEGIN{a[3]; a[20]; a[100]; n=asorti(a, d, "@ind_num_desc"); for(i=1;i<=n;i++) printf "%s ", d[i]; print n; n=asorti(a, e); for(i=1;i<=n;i++) printf "%s ", e[i]; print ""}'
#### gawk asort with value sort of mixed types
awk 'BEGIN{a[1]="b"; a[2]=10; a[3]="a"; a[4]=2; n=asort(a); for(i=1;i<=n;i++) printf "%s ", a[i]; print ""}'
#### gawk patsplit with separators
awk 'BEGIN{n=patsplit("ab12cd345ef", p, /[0-9]+/, s); print n; for(i=0;i<=n;i++) printf "[%s|%s]", p[i], s[i]; print ""}'
#### gawk FIELDWIDTHS with skips and star
echo "abcdefghij" | awk 'BEGIN{FIELDWIDTHS="2 1:3 *"} {print $1 "|" $2 "|" $3, NF}'
#### gawk FPAT for quoted csv fields
echo 'a,"b,c",,d' | awk 'BEGIN{FPAT="([^,]*)|(\"[^\"]*\")"} {for(i=1;i<=NF;i++) printf "%d=<%s> ", i, $i; print NF}'
#### gawk split with regex and seps
awk 'BEGIN{n=split("a1b22c333d", parts, /[0-9]+/, seps); for(i=1;i<=n;i++) printf "%s(%s) ", parts[i], seps[i]; print n}'
#### gawk split into characters with empty separator
awk 'BEGIN{n=split("héllo", c, ""); print n, c[2], c[5]}'
#### gawk typeof of regexp constant and strnum
echo "12 ab" | awk '{r=@/x+/; print typeof(r), typeof($1), typeof($2), typeof($3), typeof(r ""), typeof(1 $1)}'
#### gawk substr with odd arguments
awk 'BEGIN{s="abcdef"; print substr(s,0,2) "|" substr(s,-1,3) "|" substr(s,2.5,2) "|" substr(s,5) "|" substr(s,7) "|" substr(s,2,-1) "|"}'
#### gawk printf positional and star widths
awk 'BEGIN{printf "%2$s-%1$s\n", "a", "b"; printf "[%*d][%-*d][%.*f]\n", 5, 42, 4, 7, 2, 3.14159}'
#### gawk printf c with numbers and strings
awk 'BEGIN{printf "%c%c%c|%c\n", 72, 105, 33, "xyz"; printf "%5.2s|%-4s|%i\n", "abc", "z", 3.9}'
#### gawk printf e g and hex octal
awk 'BEGIN{printf "%e %g %G %x %X %o %#x %#o\n", 12345.678, 0.0000123, 1e20, 255, 255, 8, 255, 8}'
#### gawk match array with groups start and length
awk 'BEGIN{if (match("foo=bar", /([a-z]+)=([a-z]+)/, m)) print m[0], m[1], m[2], m[1,"start"], m[2,"start"], m[2,"length"], RSTART, RLENGTH}'
#### gawk IGNORECASE in matching comparison and index
awk 'BEGIN{IGNORECASE=1; print ("ABC" ~ /abc/), ("ABC" == "abc"), index("xABCx", "bc"); s="aAa"; n=gsub(/A/, "z", s); print n, s}'
#### gawk BEGINFILE ENDFILE and FNR
printf 'a\nb\n' > f1; printf 'c\n' > f2; awk 'BEGINFILE{printf "begin %s ", FILENAME} ENDFILE{print "end", FILENAME, FNR} END{print NR}' f1 f2
#### gawk nextfile and ARGIND
printf '1\n2\n' > f1; printf '3\n4\n' > f2; awk '{print ARGIND, FILENAME, $0; nextfile}' f1 f2
#### gawk RT with regex RS
printf 'a1b22c' | awk 'BEGIN{RS="[0-9]+"} {printf "<%s|%s>", $0, RT} END{print ""}'
#### gawk paragraph mode with newline fields
printf 'a b\nc\n\n\nd e\nf\n' | awk 'BEGIN{RS=""; FS="\n"} {print NR": "NF" fields, first="$1}'
#### gawk switch with regex and default
awk 'BEGIN{split("apple 42 zz", w); for(i=1;i<=3;i++) switch (w[i]) { case /^[0-9]+$/: print "num"; break; case "apple": print "fruit"; break; default: print "other" }}'
#### gawk bit functions
awk 'BEGIN{print and(12, 10), or(12, 10), xor(12, 10), lshift(1, 4), rshift(256, 3), compl(0) > 0, and(255, 15, 7)}'
#### gawk strftime in UTC and mktime
awk 'BEGIN{print strftime("%Y-%m-%d %H:%M:%S %j", 86400*365, 1); print strftime("%A %B %d", 0, 1)}'
#### gawk NF assignment rebuilds the record
echo "a b c d" | awk 'BEGIN{OFS="-"} {NF=2; print; NF=4; print; $6="x"; print NF, $0}'
#### gawk $0 reassignment resplits
echo "a b" | awk '{$0="x y z"; print NF, $3; $2=""; print NF, $0}'
#### gawk CONVFMT versus OFMT
awk 'BEGIN{CONVFMT="%.2f"; OFMT="%.3f"; x=3.14159; y=x ""; print x, y; print 17 "", 1e6 ""}'
#### gawk SUBSEP and multi-dimensional membership
awk 'BEGIN{a[1,2]=3; a["x","y"]=4; for (k in a) { split(k, p, SUBSEP); s = s p[1] p[2] } print ((1,2) in a), (("x","y") in a), ((2,1) in a), length(s)}'
#### gawk indirect function calls
awk 'function up(s){return toupper(s)} function twice(s){return s s} BEGIN{f="up"; print @f("ab"); f="twice"; print @f("xy"); f="length"; print @f("abcd")}'
#### gawk recursive function with local array
awk 'function fib(n,  memo){ return n<2 ? n : fib(n-1) + fib(n-2) } function fill(n,   a, i){ for(i=1;i<=n;i++) a[i]=i*i; return length(a) } BEGIN{print fib(15), fill(4)}'
#### gawk regex operators word boundary and classes
awk 'BEGIN{s="cat concat cat_x"; print gsub(/\ycat\y/, "C", s), s; t="a1 b2"; print gsub(/\w/, "#", t), t; u="x  y"; print gsub(/\s+/, "_", u), u; print match("foo bar", /\<bar\>/)}'
#### gawk regex intervals and bracket classes
awk 'BEGIN{print match("aaab", /a{2,3}b/), RLENGTH; print ("x9" ~ /^[[:alpha:]][[:digit:]]$/), ("ab" ~ /^a{0}ab$/)}'
#### gawk gsub ampersand and escaped ampersand
awk 'BEGIN{s="a.b"; gsub(/\./, "[&]", s); print s; t="a.b"; gsub(/\./, "\\&", t); print t; u="aaa"; print sub(/a/, "b", u), u}'
#### gawk exponent and integer conversion
awk 'BEGIN{print 2^3^2, 2**3, -2^2, int(-3.7), int("4.9x"), 7%-3, -7%3}'
#### gawk string and number comparisons of fields
echo "10 9 abc 010" | awk '{print ($1<$2), ("10"<"9"), ($1<"9"), ($4==10), ($3>$1)}'
#### gawk uninitialized values in both contexts
awk 'BEGIN{print length(u), u+0, (u=="") , (u==0), typeof(u)}'
#### gawk delete whole array and reuse
awk 'BEGIN{a[1];a[2]; delete a; print length(a); a["x"]=1; print length(a); split("", a); print length(a)}'
#### gawk getline forms from file and var
printf 'l1\nl2\nl3\n' > in.txt; awk 'BEGIN{while ((getline line < "in.txt") > 0) n++; close("in.txt"); getline < "in.txt"; print n, $0, NR; getline x < "in.txt"; print x}'
#### gawk print to a file then read it back
awk 'BEGIN{print "one" > "out.txt"; print "two" >> "out.txt"; close("out.txt"); while ((getline l < "out.txt") > 0) print "got", l}'
#### gawk exit code from END
echo x | awk '{exit 3} END{print "end runs"; exit}'; echo "st=$?"
#### gawk command-line assignment between files
printf 'a\n' > f1; printf 'b\n' > f2; awk '{print v, $0}' v=1 f1 v=2 f2
#### gawk ENVIRON and -v escapes
FOO=bar awk -v t='a\tb' 'BEGIN{print ENVIRON["FOO"], t, length(t)}'
#### jq object built by reduce keeps insertion order
jq -nc 'reduce ("zeta","alpha","mid") as $k ({}; .[$k] = ($k|length))'
#### jq computed keys among constant keys
echo '{"k":"beta","v":2}' | jq -c '{z: 1, (.k): .v, a: 3}'
#### jq from_entries keeps the entries order
echo '[{"key":"z","value":1},{"name":"a","value":2},{"k":"m","v":3}]' | jq -c 'from_entries'
#### jq object addition and deep merge order
jq -nc '{b:1, a:2} + {c:3, a:4}, ({x:{q:1,p:2}} * {x:{r:3,p:4}, w:0})'
#### jq add of objects in sequence
echo '[{"m":1},{"b":2},{"m":3,"a":4}]' | jq -c 'add, (map(to_entries) | add | map(.key))'
#### jq with_entries rename keys keeps order
echo '{"zz":1,"aa":2,"mm":3}' | jq -c 'with_entries(.key |= ascii_upcase), with_entries(select(.value > 1))'
#### jq paths and leaf_paths
echo '{"a":{"b":1,"c":[2,3]},"d":null}' | jq -c '[paths], [leaf_paths], [paths(type == "number")]'
#### jq getpath setpath delpaths
echo '{"a":{"b":1}}' | jq -c 'getpath(["a","b"]), getpath(["x","y"]), setpath(["a","c"]; 2), delpaths([["a","b"]])'
#### jq reduce and foreach
jq -nc 'reduce range(1;6) as $i (0; . + $i), [foreach range(1;5) as $i (0; . + $i; [$i, .])]'
#### jq limit first last nth until
jq -nc '[limit(3; range(10))], first(range(3;9)), nth(2; range(10;20)), ([range(5)] | last), (1 | until(. > 100; . * 3))'
#### jq recurse with condition and descent
jq -nc '[2 | recurse(. * .; . < 300)], ([[1,[2]],3] | [.. | numbers])'
#### jq label and break
jq -nc '[label $out | range(10) | if . > 3 then break $out else . end]'
#### jq destructuring in as bindings
echo '[[1,{"b":2}],[3,{"b":4}]]' | jq -c '[.[] as [$a, {b: $c}] | $a + $c], (.[0] as [$x] | $x)'
#### jq string functions
echo '"  Hello, World  "' | jq -c '[ltrimstr("  "), rtrimstr("  "), ascii_downcase, ascii_upcase, (split(", ") | length), startswith("  He"), endswith("d  ")]'
#### jq regex test match capture scan
echo '"foo 12 bar 345"' | jq -c 'test("\\d+"), [match("\\d+"; "g") | .offset], (capture("(?<word>[a-z]+) (?<num>\\d+)")), [scan("[a-z]+")], [splits(" +")]'
#### jq sub and gsub with named captures
echo '"2024-01-15"' | jq -r 'sub("(?<y>\\d+)-(?<m>\\d+)-(?<d>\\d+)"; "\(.d)/\(.m)/\(.y)"), gsub("-"; "."), gsub("(?<x>\\d)"; "<\(.x)>")'
#### jq csv tsv base64 and sh formats
echo '[1,"a\"b","c d",null,true]' | jq -r '@csv, @tsv, (.[2] | @base64), (.[2] | @base64 | @base64d), (.[1:3] | @sh)'
#### jq string interpolation with formats
echo '{"n":"a b","v":[1,2]}' | jq -r '"name=\(.n) v=\(.v)", @json "j=\(.n)", @base64 "b=\(.n)"'
#### jq group_by unique_by min_by max_by
echo '[{"a":2,"b":"x"},{"a":1,"b":"y"},{"a":2,"b":"z"}]' | jq -c '(group_by(.a) | map(length)), (unique_by(.a) | map(.b)), min_by(.a).b, max_by(.a).b'
#### jq sort order of mixed types and sort_by two keys
jq -nc '[{}, [], "b", "a", 2, 1, true, false, null] | sort' ; echo '[{"a":1,"b":2},{"a":1,"b":1},{"a":0,"b":3}]' | jq -c 'sort_by(.a, .b) | map(.b)'
#### jq indices index rindex inside contains
echo '"a,b, cd, ef"' | jq -c 'indices(", "), index(","), rindex(","), ("b" | inside("abc")), contains("cd")'; jq -nc '[1,2,1,3] | indices(1), ([1,[2,3]] | contains([[2]]))'
#### jq flatten transpose combinations
jq -nc '[1,[2,[3,[4]]]] | flatten, flatten(1)'; jq -nc '[[1,2],[3]] | transpose, [[1,2],[3,4]] | [combinations]'
#### jq tostream fromstream truncate_stream
echo '{"a":[1,{"b":2}]}' | jq -c '[tostream], fromstream(tostream), [1|truncate_stream([[0],1],[[1,0],2],[[1,0]],[[1]])]'
#### jq type selectors
echo '[1,"a",null,true,[2],{"b":3}]' | jq -c '[.[] | numbers], [.[] | strings], [.[] | nulls], [.[] | booleans], [.[] | iterables], [.[] | scalars] | length'
#### jq alternative and optional operators
echo '{"a":false,"b":null,"c":0}' | jq -c '[.a // "d", .b // "d", .c // "d", (.x.y? // "none"), ([.[]?] | length), (try error("boom") catch .)]'
#### jq slices of arrays and strings
jq -nc '[0,1,2,3,4] | .[2:4], .[-2:], .[:1], ("abcdef" | .[1:3], .[-2:])'
#### jq del of several paths and select
echo '{"a":[1,2,3,4],"b":{"x":1,"y":2}}' | jq -c 'del(.a[1,2]), del(.b.x), del(.a[] | select(. > 2))'
#### jq map_values to_entries on keys
echo '{"b":1,"a":2}' | jq -c 'map_values(. * 10), keys, keys_unsorted, to_entries, has("a"), ("b" | in({"b":1}))'
#### jq length and utf8bytelength
jq -nc '["héllo", [1,2], {"a":1}, null, -5] | map(length), ("héllo" | utf8bytelength)'
#### jq tojson fromjson round trip
echo '{"z":[1,2.5,"x"],"a":null}' | jq -c 'tojson, (tojson | fromjson), ([1,"2"] | tostring)'
#### jq dates in UTC
jq -nc '1425599621 | todate, ("2015-03-05T23:51:47Z" | fromdate), (0 | gmtime | mktime), (86400 | strftime("%Y-%m-%d %A"))'
#### jq arg argjson and args positional
jq -nc --arg s 5 --argjson j '{"q":[1]}' '[$s, $j.q[0], ($s | type), $ARGS.named.s]'; jq -nc '$ARGS.positional' --args x y
#### jq slurp raw input and inputs
printf '1 2\n3\n' | jq -sc 'add'; printf 'a\nb\n' | jq -Rsc '.'; printf 'a\nb\n' | jq -Rc '.'; printf '1 2 3' | jq -nc '[inputs] | length'
#### jq raw join ascii output and exit status
echo '["a","é",1]' | jq -j '.[]'; echo; echo '"é"' | jq -a '.'; echo 'null' | jq -e '.'; echo "st=$?"; echo 'false' | jq -e '.' ; echo "st=$?"
#### jq tab and indent output
echo '{"a":[1,{"b":2}]}' | jq --tab '.'; echo '{"a":[1]}' | jq --indent 1 '.'
#### jq sort keys output nested
echo '{"b":{"z":1,"y":2},"a":[{"d":1,"c":2}]}' | jq -S -c '.'
#### jq user function with arguments and recursion
jq -nc 'def fact: if . <= 1 then 1 else . * (. - 1 | fact) end; def addv($x): map(. + $x); def app(f): [.[] | f]; (10 | fact), ([1,2] | addv(3)), ([1,2] | app(. * 2))'
#### jq walk and env
FOO=bar jq -nc '[1,[2,{"a":3}]] | walk(if type == "number" then . + 1 else . end)'; FOO=bar jq -nr 'env.FOO, $ENV.FOO, (env.NOPE_X // "none")'
#### jq any all and isnan infinite
jq -nc '[1,2,3] | any(. > 2), all(. > 0), (map(. > 1) | any), ([] | all)'; jq -nc '[nan | isnan], [infinite | isinfinite], (nan < 1)'
#### jq splits implode explode
jq -nc '"abc" | explode, (explode | implode), ([splits("b")])'
#### jq INDEX IN and getpath of paths
echo '[{"id":"x","v":1},{"id":"y","v":2}]' | jq -c 'INDEX(.id), (.[0].id | IN("x","z")), [paths(..) ] | length'
#### jq slurpfile and rawfile
printf '{"a":1} {"b":2}' > s.json; printf 'raw\ntext' > r.txt; jq -nc --slurpfile s s.json --rawfile r r.txt '$s, $r'
#### jq halt_error with string and object
jq -n '"stop\n" | halt_error' ; echo "st=$?"; jq -n '{"e":1} | halt_error(3)' 2>&1; echo "st=$?"
#### jq input_filename and multiple files
echo '1' > a.json; echo '2' > b.json; jq -c '[., input_filename]' a.json b.json
