#### read csv with IFS comma loop
cat > people.csv <<'EOF'
name,age,city
Alice,30,Berlin
Bob,25,Paris
Carol,41,Berlin
EOF
{
  read -r header
  while IFS=, read -r name age city; do
    printf '%-6s %3d  %s\n' "$name" "$age" "$city"
  done
} < people.csv
echo "header was: $header"
#### awk -F csv sums by group
cat > orders.csv <<'EOF'
id,customer,amount
1,acme,10.50
2,globex,3.25
3,acme,7.00
4,initech,12.00
5,globex,1.75
EOF
awk -F, 'NR>1 {sum[$2]+=$3; cnt[$2]++} END {for (c in sum) printf "%s,%d,%.2f\n", c, cnt[c], sum[c]}' orders.csv | sort -t, -k3,3nr
#### cut columns and tail skip header
printf 'a,b,c\n1,2,3\n4,5,6\n7,8,9\n' > m.csv
cut -d, -f1,3 m.csv
tail -n +2 m.csv | cut -d, -f2 | paste -sd+ - | bc
cut -d, -f2- m.csv | head -2
#### join two sorted files
cat > users.txt <<'EOF'
1 alice
2 bob
3 carol
4 dave
EOF
cat > emails.txt <<'EOF'
1 alice@x.org
3 carol@y.org
4 dave@z.org
5 eve@w.org
EOF
join users.txt emails.txt
echo ---
join -a1 -e NONE -o 0,1.2,2.2 users.txt emails.txt
echo ---
join -v2 users.txt emails.txt
#### tsv with column alignment by printf
printf 'name\tqty\tprice\n' > inv.tsv
printf 'widget\t4\t2.50\ngadget\t10\t0.99\nthingamajig\t1\t15.00\n' >> inv.tsv
while IFS=$'\t' read -r n q p; do
  if [[ $n == name ]]; then
    printf '%-12s %5s %8s\n' "$n" "$q" "$p"
    printf '%s\n' "$(printf '%.0s-' {1..27})"
  else
    printf '%-12s %5d %8.2f\n' "$n" "$q" "$p"
  fi
done < inv.tsv
awk -F'\t' 'NR>1{t+=$2*$3} END{printf "total %.2f\n", t}' inv.tsv
#### csv to json lines via awk
printf 'id,name\n1,ann\n2,ben\n' > t.csv
awk -F, 'NR==1{for(i=1;i<=NF;i++)h[i]=$i; next}
{printf "{"; for(i=1;i<=NF;i++){printf "%s\"%s\":\"%s\"", (i>1?",":""), h[i], $i}; print "}"}' t.csv
#### sort csv by numeric column then by name
cat > scores.csv <<'EOF'
zed,90
amy,85
bob,90
cat,70
dan,85
EOF
sort -t, -k2,2nr -k1,1 scores.csv
echo ---
sort -t, -k2,2n -u scores.csv
#### column -t of a csv
printf 'host,port,status\nweb01,80,up\ndb-primary,5432,down\ncache,6379,up\n' > hosts.csv
column -t -s, hosts.csv
echo ---
grep -c ',up$' hosts.csv
#### validate csv field counts
cat > data.csv <<'EOF'
a,b,c
1,2,3
4,5
6,7,8,9
10,11,12
EOF
awk -F, 'NR==1{n=NF; next} NF!=n {printf "line %d: expected %d fields, got %d\n", NR, n, NF; bad++} END {exit bad>0}' data.csv
echo "status=$?"
#### paste columns together
seq 3 > col1
printf 'x\ny\nz\n' > col2
printf 'red\ngreen\n' > col3
paste col1 col2 col3
paste -d, col1 col2
paste -s col1 col2
#### dedupe csv on a key column keeping first
cat > dup.csv <<'EOF'
k1,first
k2,first
k1,second
k3,first
k2,second
EOF
awk -F, '!seen[$1]++' dup.csv
echo ---
sort -t, -k1,1 -u dup.csv
#### read -a splits a line into array
line="10 20 30 40"
read -r -a nums <<< "$line"
sum=0
for n in "${nums[@]}"; do (( sum += n )); done
echo "count=${#nums[@]} sum=$sum last=${nums[-1]}"
IFS=: read -r -a parts <<< "usr:local:bin"
printf '<%s>\n' "${parts[@]}"
#### comm of two sorted lists
printf '%s\n' apple banana cherry date > a.txt
printf '%s\n' banana date fig > b.txt
echo "only a:"; comm -23 a.txt b.txt
echo "only b:"; comm -13 a.txt b.txt
echo "both:";  comm -12 a.txt b.txt
comm <(sort a.txt) <(sort b.txt) | cat -A | head -3
#### quoted csv fields with python csv module
cat > q.csv <<'EOF'
name,notes
"Smith, John","says ""hi"""
Jane,plain
EOF
python3 -c '
import csv, sys
with open("q.csv") as f:
    for row in csv.DictReader(f):
        print(row["name"], "|", row["notes"])
'
#### transpose with awk
printf '1 2 3\n4 5 6\n' > grid
awk '{for(i=1;i<=NF;i++) a[i]=(NR==1 ? $i : a[i] " " $i)} END {for(i=1;i<=NF;i++) print a[i]}' grid
