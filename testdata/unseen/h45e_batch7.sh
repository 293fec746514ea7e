#### zip and unzip round trip without dates
mkdir -p proj/src
echo 'print(1)' > proj/src/main.py
echo '# readme' > proj/README.md
zip -qr proj.zip proj
zipinfo -1 proj.zip | sort
mkdir out
unzip -q proj.zip -d out
diff -r proj out/proj && echo identical
unzip -p proj.zip proj/README.md
unzip -q proj.zip nosuch -d out2; echo "rc=$?"
#### file command on generated files
printf '#!/bin/bash\necho hi\n' > s.sh; chmod +x s.sh
echo '{"a": 1}' > d.json
printf 'plain text\n' > t.txt
: > empty
mkdir dir
printf '\x89PNG\r\n\x1a\n' > img.png
gzip -c t.txt > t.gz
file s.sh t.txt empty dir t.gz
file -b t.txt
#### envsubst renders templates
cat > app.tmpl <<'EOF'
server=${HOST}:${PORT}
user=$USER_NAME
keep=$$literal
EOF
HOST=db PORT=5432 USER_NAME=admin envsubst < app.tmpl
HOST=db PORT=5432 envsubst '$HOST' < app.tmpl
#### tsort dependency ordering
cat > deps <<'EOF'
app lib
lib base
app util
util base
EOF
tsort deps | tac
printf 'a b\nb a\n' | tsort; echo "rc=$?"
#### date arithmetic over a range of days
start=2024-02-27
for i in 0 1 2 3; do
  date -u -d "$start + $i day" '+%Y-%m-%d %a'
done
d1=$(date -u -d 2024-01-01 +%s); d2=$(date -u -d 2024-03-01 +%s)
echo "days: $(( (d2 - d1) / 86400 ))"
date -u -d '2024-13-01' 2>&1; echo "rc=$?"
#### awk and sed and jq program files
cat > prog.awk <<'EOF'
BEGIN { FS = "," }
$2 > 10 { print $1; n++ }
END { print n " big" }
EOF
printf 'a,5\nb,20\nc,11\n' | awk -f prog.awk
printf 's/a/A/\n/c/d\n' > prog.sed
printf 'abc\ncat\nbad\n' | sed -f prog.sed
echo '.[] | select(. > 1)' > prog.jq
echo '[1,2,3]' | jq -f prog.jq
awk -f nosuch.awk /dev/null; echo "rc=$?"
#### xargs reading from file with arg file
printf 'one\ntwo\nthree\n' > args.txt
xargs -a args.txt echo got
xargs -a args.txt -n1 printf '[%s]\n'
xargs -a nosuch_h45e echo; echo "rc=$?"
#### sort in place and uniq by fields
printf '3 c\n1 a\n2 b\n1 a\n' > data
sort -o data data
cat data
sort -u data -o data; wc -l < data
printf 'x 1 same\ny 2 same\nz 3 other\n' | uniq -f2
printf 'abc1\nabc2\nabd3\n' | uniq -w3 -c
#### wc longest line and column alignment
printf 'short\na much longer line\nmid line\n' > w
wc -L w
wc -lwc w
awk '{ if (length > max) { max = length; l = $0 } } END { print max ": " l }' w
#### numfmt grouping and padding
numfmt --grouping 1234567 2>/dev/null || echo "no grouping"
numfmt --to=iec --padding=8 1024 1048576
numfmt --from=si 1.5K 2M
echo "size 4096" | numfmt --field 2 --to=iec
#### jq building csv report from nested data
cat > orders.json <<'EOF'
{"orders":[
 {"id":1,"customer":{"name":"Ann"},"items":[{"p":2.5,"q":2},{"p":1,"q":3}]},
 {"id":2,"customer":{"name":"Bo"},"items":[{"p":10,"q":1}]}
]}
EOF
jq -r '.orders[] | [.id, .customer.name, (.items | map(.p * .q) | add)] | @csv' orders.json
jq -r '["id","total"], (.orders[] | [.id, (.items | map(.p*.q) | add)]) | @tsv' orders.json
jq '[.orders[].items[]] | length' orders.json
#### jq update nested values with paths
echo '{"servers":[{"name":"a","port":80},{"name":"b","port":8080}]}' > cfg.json
jq -c '.servers[] |= (.port += 1)' cfg.json
jq -c '(.servers[] | select(.name == "b") | .port) = 9090' cfg.json
jq -c '.servers |= map(select(.port < 1000))' cfg.json
jq -c 'del(.servers[0])' cfg.json
jq -c 'setpath(["meta","v"]; 2) | .meta' cfg.json
jq -c '[getpath(["servers",1,"name"]), (paths | length)] | .[0]' cfg.json
#### jq from shell arrays and env
names=(ann "bo b" cy)
printf '%s\n' "${names[@]}" | jq -R . | jq -sc .
printf '%s\n' "${names[@]}" | jq -Rn '[inputs]' | jq -c 'map(ascii_upcase)'
export REGION=eu
jq -n -r 'env.REGION, $ENV.REGION'
jq -n --args '$ARGS.positional' a b c | jq -c .
#### grep word boundaries and count per file
mkdir src
printf 'int count;\ncount++;\naccount = 1;\n' > src/a.c
printf 'counter\ncount\n' > src/b.c
grep -rwc count src | sort
grep -rw --color=never -n count src | sort
grep -o '\bcount\w*' src/b.c
#### sed replacing with variables containing slashes
old="/usr/local/bin"
new="/opt/tools/bin"
echo "PATH=/usr/local/bin:/usr/bin" > env.conf
sed -i "s|$old|$new|" env.conf
cat env.conf
esc=$(printf '%s' "$new" | sed 's/[\/&]/\\&/g')
echo "path /x" | sed "s/\/x/$esc/"
#### processing multiple files with FNR and reporting
for i in 1 2 3; do seq $((i*2)) > "file$i.txt"; done
awk 'FNR==1 && NR>1 {print prev, n} FNR==1 {n=0} {n++; prev=FILENAME} END {print prev, n}' file*.txt
head -qn1 file*.txt | paste -sd' '
tail -qn1 file*.txt | paste -sd' '
#### generate html report from data
rows=("Ann:30" "Bob:25")
{
  echo "<table>"
  for r in "${rows[@]}"; do
    IFS=: read -r n a <<< "$r"
    printf '  <tr><td>%s</td><td>%d</td></tr>\n' "$n" "$a"
  done
  echo "</table>"
} > report.html
cat report.html
grep -o '<td>[^<]*</td>' report.html | sed 's/<[^>]*>//g' | paste -sd,
#### text stats script with functions
stats() {
  local f=$1
  [[ -r $f ]] || { echo "stats: cannot read $f" >&2; return 1; }
  local l w c
  read -r l w c _ < <(wc "$f")
  printf '%s: %d lines, %d words, %d bytes\n' "$f" "$l" "$w" "$c"
}
printf 'one two\nthree\n' > doc.txt
stats doc.txt
stats missing.txt || echo "rc=$?"
#### ls sorting options on names and sizes
printf '%0300d' 0 > big; printf '%010d' 0 > small; printf '%0100d' 0 > medium
ls -S
ls -Sr
ls -r
ls -1 | sort -r | head -1
ls -m
#### look and comm on word lists
printf 'apple\napricot\nbanana\nberry\n' > words
look ap words
look b words
look z words; echo "rc=$?"
#### tr squeeze delete and complement on files
printf 'Hello,   World!!\n\n\nBye\n' > in
tr -s ' !' < in | tr -s '\n'
tr -d ',!' < in | head -1
tr -c '[:alnum:]\n' '_' < in | head -1
tr '[:lower:]' '[:upper:]' < in | tail -1
#### heredoc with tab indented and nested command
if true; then
	cat <<-EOF
		indented $(echo value)
	  spaces stay
	EOF
fi
#### chmod symbolic modes and checks
touch f
chmod 644 f; stat -c '%a' f
chmod u+x,g+w f; stat -c '%a' f
chmod a-r f; stat -c '%a' f
chmod o=rx f; stat -c '%A' f
chmod 999 f; echo "rc=$?"
chmod -R 755 nosuch_h45e; echo "rc=$?"
