#### jq file arguments and inputs
echo '{"a":1}' > one.json
echo '{"a":2}' > two.json
echo '["x","y"]' > list.json
printf 'raw text\nline2\n' > raw.txt
jq -c --slurpfile l list.json '. + {l: $l}' one.json
jq -n '[inputs.a] | add' one.json two.json
jq -n 'input.a, input.a' one.json two.json
jq -c --rawfile r raw.txt -n '{r: $r}'
jq -r 'input_filename' one.json two.json
#### jq string functions agents use
echo '"  Hello, World  "' | jq -r 'ltrimstr("  ") | rtrimstr("  ") | ascii_downcase'
echo '"a-b_c d"' | jq -c '[splits("[-_ ]")]'
echo '"2024-05-06"' | jq -c 'capture("(?<y>[0-9]+)-(?<m>[0-9]+)-(?<d>[0-9]+)")'
echo '"foo123bar45"' | jq -c '[scan("[0-9]+")]'
echo '"hello world"' | jq -r 'gsub("o"; "0") | ascii_upcase'
echo '"a,b"' | jq -r 'test("^a"), (split(",") | length)'
echo '"x y&z"' | jq -r '@uri, @base64, @html, @sh'
#### jq try catch and error values
echo '[1,"a",null,{"k":2}]' | jq -c '.[] | try (. + 1) catch "bad"'
echo '{"x":{"y":1}}' | jq -c '.x.y?, (.x[]?), ([..] | length)'
echo 'null' | jq -c '.foo, .[0]?'
echo '"s"' | jq '.[0]'
echo "rc=$?"
#### jq formatting flags
echo '{"b":[1,2],"a":{"c":true}}' > f.json
jq --tab . f.json
jq --indent 1 .a f.json
jq -S -c . f.json
jq -j '.b[]' f.json; echo
jq -a -n '"é ✓"'
jq -r --arg k b '.[$k] | @json' f.json
#### jq unique_by min_by flatten walk
cat > inv.json <<'EOF'
[{"sku":"a","qty":3,"tags":["x",["y"]]},{"sku":"b","qty":1,"tags":[]},{"sku":"a","qty":5,"tags":["z"]}]
EOF
jq -c 'unique_by(.sku) | map(.sku)' inv.json
jq -c 'min_by(.qty).sku, max_by(.qty).qty' inv.json
jq -c '[.[].tags] | flatten' inv.json
jq -c 'walk(if type == "number" then . * 10 else . end) | map(.qty)' inv.json
jq -c 'map({(.sku): .qty}) | add' inv.json
jq -c '[.[] | .qty] | [first, last, (.|add/length)]' inv.json
#### awk paragraph mode and getline from command
printf 'name: a\nage: 1\n\nname: b\nage: 2\n\n\nname: c\nage: 3\n' > recs
awk 'BEGIN {RS=""; FS="\n"} {split($1, n, ": "); split($2, a, ": "); print NR, n[2], a[2]}' recs
awk 'BEGIN { while (("printf \"3\\n1\\n2\\n\" | sort" | getline line) > 0) out = out line; print out }'
awk 'BEGIN { "echo hi" | getline x; print "got", x; close("echo hi") }'
#### awk output to files and stderr
printf 'err a\nok b\nerr c\n' > in.txt
awk '$1=="err" {print $2 > "errors.txt"; next} {print $2 > "ok.txt"}' in.txt
cat errors.txt ok.txt
awk 'BEGIN {print "to stderr" > "/dev/stderr"; exit 3}'
echo "rc=$?"
awk -v name="x\ty" 'BEGIN {print name; print ENVIRON["HOME"] != ""; print ARGC}' a b
#### gawk extensions gensub sorted_in strftime
echo "2024-01-15" | awk '{print gensub(/([0-9]+)-([0-9]+)-([0-9]+)/, "\\3/\\2/\\1", "g")}'
awk 'BEGIN {a["b"]=2; a["a"]=3; a["c"]=1; PROCINFO["sorted_in"]="@ind_str_asc"; for (k in a) printf "%s%s", k, a[k]; print ""
PROCINFO["sorted_in"]="@val_num_desc"; for (k in a) printf "%s ", k; print ""}'
awk 'BEGIN {print strftime("%Y-%m-%d %H:%M", 86400*365, 1)}'
awk 'BEGIN {n = split("a1b22c", parts, /[0-9]+/, seps); print n, parts[3], seps[2]}'
#### sed write read and transliterate
printf 'keep 1\ndrop 2\nkeep 3\n' > s.txt
echo "INSERTED" > ins.txt
sed -n '/drop/w dropped.txt' s.txt
cat dropped.txt
sed '/drop/r ins.txt' s.txt
sed 'y/abc/xyz/' <<< "aabbcc"
sed 's/e/E/2' <<< "eeee"
sed 's/e/E/2g' <<< "eeee"
sed -n 'l' <<< $'tab\there'
#### sed quit with status and -z -s
seq 10 | sed '3q'
seq 10 | sed -n '/5/{p;q7}'; echo "rc=$?"
seq 5 | sed '2Q'
printf 'a\0b\0' | sed -z 's/^/x/' | tr '\0' '\n'
printf '1\n2\n' > s1; printf '3\n4\n' > s2
sed -s -n '$p' s1 s2
sed -n '$p' s1 s2
#### grep options for code search
mkdir -p repo/src repo/vendor repo/test
echo 'func Handle() { TODO }' > repo/src/h.go
echo 'TODO vendor' > repo/vendor/v.go
echo 'todo lower' > repo/test/t.py
echo 'clean' > repo/src/c.go
grep -rn --include='*.go' TODO repo | sort
grep -rl --exclude-dir=vendor -i todo repo | sort
grep -rL TODO repo | sort
grep -rh -o 'TODO[a-z ]*' repo | sort
grep -c TODO repo/src/*.go
grep -x clean repo/src/c.go
grep -e func -e clean -r repo/src | sort
#### grep perl regex and fixed strings
cat > t.txt <<'EOF'
price: $10.50
price: $7
a.b.c
user@example.com
EOF
grep -oP '\$\K[0-9.]+' t.txt
grep -F 'a.b' t.txt
grep -c '.' t.txt
grep -oP '[\w.]+@\w+\.\w+' t.txt
grep -P '(?<=price: )\$7$' t.txt
printf 'x\ny\n' > pats
printf 'x1\nz\ny2\n' | grep -f pats
#### grep missing file and quiet status
grep foo nosuch_h45e.txt; echo "rc=$?"
grep -s foo nosuch_h45e.txt; echo "rc=$?"
echo foo > exist.txt
grep -q foo exist.txt nosuch_h45e.txt; echo "rc=$?"
grep foo exist.txt nosuch_h45e.txt; echo "rc=$?"
grep -H foo exist.txt; grep -h foo exist.txt
#### touch with fixed dates and find mtime
touch -d '2001-02-03 04:05:06' old.txt
touch -d '2002-01-01' mid.txt
touch new.txt
find . -name '*.txt' -mtime +365 | sort
find . -name '*.txt' -mtime -1
TZ=UTC stat -c '%n %y' old.txt | cut -c1-32
ls -t *.txt
find . -newer mid.txt -name '*.txt'
TZ=UTC date -r old.txt +%Y%m%d
#### cp mv rm verbose and no clobber
echo a > a; echo b > b
cp -v a c
cp -n b a; cat a
mv -v c d
rm -v d
cp -i a b < /dev/null 2>/dev/null; cat b
mkdir dir; cp -rv dir dir2 | sort
ln -sfv a lnk
#### cp mv error messages on directories
mkdir src dst
echo x > src/f
cp src dst
echo "rc=$?"
cp -r src dst
find dst | sort
mv src dst/src 2>&1
echo "rc=$?"
rm dst
echo "rc=$?"
rm -r dst && echo removed
#### install -D and mkdir -m
install -D -m 600 /dev/null deep/nested/conf.txt
stat -c '%a %s' deep/nested/conf.txt
mkdir -m 700 priv
stat -c '%a %F' priv
install -d a/b/c && find a | sort
#### tar exclude append and list
mkdir -p site/cache site/css
echo x > site/index.html; echo y > site/css/s.css; echo z > site/cache/tmp
tar -cf site.tar --exclude=cache site
tar -tf site.tar | sort
echo extra > extra.txt
tar -rf site.tar extra.txt
tar -tf site.tar | grep -c .
tar -tf site.tar nosuch 2>&1; echo "rc=$?"
#### diff formats agents read
printf 'a\nb\nc\n' > x
printf 'a\nB\nc\nd\n' > y
diff x y
echo "rc=$?"
diff -c --label x --label y x y
diff --brief x y
diff -i <(echo HELLO) <(echo hello) && echo "case-insensitive same"
diff -w <(echo 'a  b') <(echo 'a b') && echo "whitespace same"
diff x nosuch_h45e; echo "rc=$?"
#### cmp expr and factor utilities
printf 'abc' > c1; printf 'abd' > c2
cmp c1 c2; echo "rc=$?"
cmp -s c1 c1 && echo same
cmp -l c1 c2
expr 7 \* 6
expr length "hello"
expr "abc123" : '[a-z]*'
expr 5 \> 3; expr 1 = 2; echo "rc=$?"
factor 360 97
#### dd truncate and split by bytes
seq 1000 > big
dd if=big of=head.bin bs=10 count=2 status=none
wc -c < head.bin
truncate -s 5 head.bin; cat head.bin; echo
truncate -s +3 head.bin; wc -c < head.bin
split -b 1000 -d -a 3 big part_
ls part_* | head -3
cat part_* | cmp - big && echo "same"
#### csplit and tac and nl
printf 'h1\na\nb\n--\nh2\nc\n--\nh3\n' > doc
csplit -s -f sec doc '/^--$/' '{*}'
ls sec*
head -1 sec01
tac doc | head -3
nl -w2 -s'. ' doc | head -3
cat -n doc | tail -1
#### echo escapes and printf b
echo -e 'tab\there\x41\0101\u00e9'
echo -n "no newline"; echo
echo -E 'raw\tkeep'
printf '%b\n' 'a\tb' 'stop\chere'
printf '%s %s\n' $(echo 1 2 3)
echo "done"
#### select menu with here string input
PS3="choose: "
select opt in apple banana quit; do
  echo "picked $opt ($REPLY)"
  [[ $opt == quit ]] && break
done <<'EOF'
2
9
3
EOF
#### local dash and shopt lastpipe
f() {
  local -
  set -u
  echo "inside: $-" | grep -q u && echo "nounset on in f"
}
f
[[ $- == *u* ]] && echo "leaked" || echo "restored"
shopt -s lastpipe
echo "piped value" | read -r v
echo "v=$v"
#### wait -n and job status
( sleep 0.3; exit 3 ) &
( sleep 0.05; exit 5 ) &
wait -n; echo "first done rc=$?"
wait -n; echo "second done rc=$?"
wait -n; echo "none left rc=$?"
#### mapfile with callback and read array from command
mapfile -t -C 'printf "cb %s: %s\n"' -c 2 arr < <(printf 'a\nb\nc\nd\n')
echo "${#arr[@]}"
mapfile -d , -t parts <<< "x,y,z"
declare -p parts
#### coproc conversation
coproc UPPER { while read -r l; do echo "${l^^}"; done; }
echo hello >&"${UPPER[1]}"
read -r reply <&"${UPPER[0]}"
echo "reply=$reply"
exec {UPPER[1]}>&-
wait
echo done
#### pattern substitution anchors
f=report.final.txt
echo "${f/#report/summary}"
echo "${f/%txt/md}"
echo "${f/final./}"
echo "${f//[aeiou]/}"
p="/a//b///c"
echo "${p//+(\/)/\/}"
shopt -s extglob
echo "${p//+(\/)/\/}"
#### printf time format with fixed epoch
TZ=UTC printf '%(%Y-%m-%d)T\n' 0
TZ=UTC printf '%(%H:%M)T|%s\n' 3600 x
printf -v stamp '%(%Y)T' 86400
echo "${#stamp}"
#### hexdump base32 and strings
printf 'Hi!\n' > h
hexdump -C h
base32 h
base32 h | base32 -d
printf 'abc\0defgh\0ij' | strings -n 3
#### iconv and od of utf8
printf 'café\n' | iconv -f UTF-8 -t ISO-8859-1 | od -An -tx1
printf 'caf\xe9\n' | iconv -f latin1 -t utf-8
printf 'naïve\n' | iconv -f utf-8 -t ascii//TRANSLIT 2>/dev/null || echo "translit failed"
printf 'é' | wc -c
