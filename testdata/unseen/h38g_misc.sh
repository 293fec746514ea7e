#### date -d iso with TZ UTC formats
TZ=UTC date -d '2024-02-29 13:45:00' '+%Y-%m-%d %H:%M:%S %a %b %j %u %V'
#### date -d epoch and -u
date -u -d @86400 '+%F %T'; TZ=UTC date -d @0 +%s; date -u -d '@1700000000' -R
#### date -d relative to fixed date
TZ=UTC date -d '2024-01-31 +1 month' +%F; TZ=UTC date -d '2024-03-01 -1 day' +%F; TZ=UTC date -d '2020-01-01 12:00 +2 hours' '+%F %H'
#### date -d next and last weekday from fixed
TZ=UTC date -d '2024-05-15 next friday' +%F 2>&1; TZ=UTC date -d '2024-05-15 last monday' +%F 2>&1
#### date -I and --rfc-3339
TZ=UTC date -d '2021-07-04 05:06:07' -I; TZ=UTC date -d '2021-07-04 05:06:07' -Iseconds; TZ=UTC date -d '2021-07-04 05:06:07' --rfc-3339=seconds
#### date invalid input
TZ=UTC date -d 'not a date' +%F; echo "st=$?"
#### date format padding flags
TZ=UTC date -d '2024-03-05 04:07:09' '+%-d|%_d|%e|%-m|%k|%l|%I %p|%P|%y|%C'
#### date -d with timezone offset
TZ=UTC date -d '2024-01-01T10:00:00+02:00' '+%F %T %Z'
#### date +%s arithmetic difference
a=$(TZ=UTC date -d '2024-01-01' +%s); b=$(TZ=UTC date -d '2024-03-01' +%s); echo $(( (b-a)/86400 ))
#### date -r file
cd "$(mktemp -d)"; TZ=UTC touch -d '2011-11-11 11:11:11' f; TZ=UTC date -r f '+%F %T'
#### date %N and %z %:z
TZ=UTC date -d '2020-01-01 00:00:00.123456789' '+%N %3N %z %:z'
#### printf formats
printf '%5s|%-5s|%05d|%x|%o|%e|%.2f\n' ab cd 42 255 8 1234.5 3.14159
#### printf repeats format and %b
printf '%s-%s\n' a b c; printf '%b\n' 'tab\there'; printf '%q\n' 'a b' 2>/dev/null
#### printf invalid number warning
printf '%d\n' abc; echo "st=$?"; printf '%d\n' 12abc; echo "st=$?"
#### printf char and quotes numeric
printf '%d %d\n' "'A" '"B'; printf '%c\n' hello
#### printf %*d width from arg
printf '[%*d] [%-*s]\n' 5 42 4 ab
#### printf external via env
env printf '%s\n' ext; env printf '%5.1f\n' 2.25
#### seq forms
seq 3; seq 2 4; seq 10 -3 1; seq 0 0.5 2
#### seq -w -s -f
seq -w 8 11; seq -s, 5; seq -f '%03g' 3; seq -f 'n%.1f' 1 0.5 2
#### seq errors and empty
seq; echo "st=$?"; seq 5 1; echo "st=$?"; seq 1 0 2; echo "st=$?"
#### expr arithmetic and string
expr 3 + 4; expr 10 / 3; expr 10 % 3; expr 2 \* 5; expr length hello; expr substr hello 2 3; expr index hello l
#### expr match and regex
expr 'abc123' : '[a-z]*'; expr 'abc123' : '\([a-z]*\)'; expr match foo 'f\(o*\)'
#### expr comparisons and exit status
expr 1 = 1; echo "st=$?"; expr 1 = 2; echo "st=$?"; expr a \< b; expr 0; echo "st=$?"
#### expr errors
expr 1 +; echo "st=$?"; expr a + 1; echo "st=$?"; expr 1 / 0; echo "st=$?"
#### jq basic field and array
echo '{"a":1,"b":[1,2,3]}' | jq '.a, .b[1], (.b|length)'
#### jq -r and string interpolation
echo '{"name":"x","n":3}' | jq -r '"\(.name)=\(.n)"'
#### jq map select
echo '[{"n":1},{"n":5},{"n":3}]' | jq -c 'map(select(.n>2)) | sort_by(.n)'
#### jq keys to_entries
echo '{"b":2,"a":1}' | jq -c 'keys, to_entries, with_entries(.value+=1)'
#### jq -s slurp and add
printf '1\n2\n3\n' | jq -s 'add'
#### jq -n args
jq -n --arg x hi --argjson y 5 '{x:$x, y:$y}'
#### jq -e exit status
echo 'null' | jq -e '.'; echo "st=$?"; echo '{"a":false}' | jq -e '.a'; echo "st=$?"
#### jq -r array to lines and @csv @tsv
echo '[["a",1],["b",2]]' | jq -r '.[] | @csv'; echo '[["a",1]]' | jq -r '.[] | @tsv'
#### jq update and del
echo '{"a":{"b":1},"c":2}' | jq -c '.a.b = 5 | del(.c)'
#### jq group_by and unique
echo '[3,1,3,2]' | jq -c 'unique, group_by(. % 2), (map(tostring) | join(","))'
#### jq --raw-input and split
printf 'a,b\nc,d\n' | jq -R -c 'split(",")'
#### jq -c compact and --tab
echo '{"a":[1,2]}' | jq -c .; echo '{"a":1}' | jq --tab .
#### jq -S sort keys and indent
echo '{"b":1,"a":{"d":1,"c":2}}' | jq -S --indent 1 .
#### jq test and capture
echo '"foo-123"' | jq -c 'test("\\d+"), capture("(?<w>[a-z]+)-(?<n>\\d+)")'
#### jq if then else and alternative
echo '{"a":null}' | jq '.a // "default", (if .a then 1 else 2 end)'
#### jq reduce and range
jq -n 'reduce range(1;5) as $i (0; . + $i)'
#### awk mkbool values and typeof
awk 'BEGIN { print mkbool(1), mkbool(0), mkbool(""), mkbool("0"), typeof(mkbool(3)) }'
#### awk mkbool kept by assignment lost by arithmetic
awk 'BEGIN { x = mkbool(1); y = x; a["k"] = mkbool(""); print typeof(x), typeof(y), typeof(a["k"]), typeof(x + 0), x + 1 }'
#### awk mkbool of a field strnum
echo '0 x' | awk '{ print mkbool($1), mkbool($2), mkbool($3) }'
#### awk mkbool wrong arity
awk 'BEGIN { print mkbool() }'; echo "st=$?"
#### awk mkbool is not in posix mode
awk --posix 'BEGIN { print mkbool(1) }'; echo "st=$?"
#### awk sum column idiom
printf 'a 1\nb 2\na 3\n' | awk '{s[$1]+=$2} END {for (k in s) print k, s[k]}' | sort
#### awk -F and OFS rebuild
echo 'a:b:c' | awk -F: -v OFS=- '{$2="X"; print}'
#### awk NR FNR two files join
cd "$(mktemp -d)"; printf '1 one\n2 two\n' > m; printf '2\n1\n3\n' > k; awk 'NR==FNR{m[$1]=$2; next} {print $1, ($1 in m ? m[$1] : "?")}' m k
#### awk printf and substr
echo 'hello world' | awk '{printf "%-8s|%3d|%s\n", $1, length($2), substr($2, 2, 3)}'
#### awk gsub and toupper
echo 'a.b.c' | awk '{n=gsub(/\./, "/"); print n, toupper($0)}'
#### awk split and arrays
echo 'k1=v1;k2=v2' | awk '{n=split($0, p, ";"); for (i=1;i<=n;i++) {split(p[i], kv, "="); print kv[2]}}'
#### awk range pattern and getline var
printf 'a\nSTART\nb\nEND\nc\n' | awk '/START/,/END/'
#### awk exit code and END
echo x | awk '{exit 3} END {print "end"}'; echo "st=$?"
#### awk uninitialized and string compare
awk 'BEGIN {if (x == 0 && x == "") print "both"; print length(x)}'
#### awk division by zero error
awk 'BEGIN {print 1/0}'; echo "st=$?"
#### awk syntax error report
awk '{print $1' /dev/null; echo "st=$?"
#### awk coprocess write after read
awk 'BEGIN { c = "cat"; print "a" |& c; c |& getline x; print x; close(c) }'
