#### csv column sum with awk
cat > sales.csv <<'EOF'
region,product,qty,price
north,widget,3,2.50
south,gadget,1,10.00
north,gadget,2,10.00
east,widget,10,2.50
EOF
awk -F, 'NR>1 {t[$1]+=$3*$4} END {for (r in t) printf "%s,%.2f\n", r, t[r]}' sales.csv | sort
#### csv header lookup by name
cat > people.csv <<'EOF'
id,name,age,city
1,Ann,34,Oslo
2,Bo,27,Rome
3,Cy,45,Lima
EOF
col=$(head -1 people.csv | tr ',' '\n' | grep -nx city | cut -d: -f1)
echo "city is column $col"
cut -d, -f"$col" people.csv | tail -n +2
#### csv to tsv and back
printf 'a,b,c\n1,2,3\n' > x.csv
tr ',' '\t' < x.csv > x.tsv; cat -A x.tsv
tr '\t' ',' < x.tsv | cmp - x.csv && echo same
#### join two csv files on key
printf '1,Ann\n2,Bo\n3,Cy\n' > names.csv
printf '1,admin\n3,dev\n4,ops\n' > roles.csv
join -t, names.csv roles.csv
join -t, -a1 -e NONE -o 0,1.2,2.2 names.csv roles.csv
join -t, -v2 names.csv roles.csv
#### sort csv by numeric column desc
printf 'name,score\nz,5\na,12\nm,9\n' > s.csv
{ head -1 s.csv; tail -n +2 s.csv | sort -t, -k2,2nr; } 
echo "exit=$?"
#### csv filter rows with awk condition
printf 'id,status,amount\n1,paid,10\n2,due,25\n3,paid,7\n4,due,3\n' > inv.csv
awk -F, 'NR==1 || ($2=="due" && $3>5)' inv.csv
awk -F, '$2=="paid"{n++; s+=$3} END{print n" paid, total "s}' inv.csv
#### tsv column stats
printf 'a\t1\nb\t4\nc\t9\nd\t16\n' > v.tsv
awk -F'\t' '{s+=$2; ss+=$2*$2} END {m=s/NR; printf "n=%d mean=%.2f sd=%.3f\n", NR, m, sqrt(ss/NR-m*m)}' v.tsv
echo "exit=$?"
#### csv count distinct per column
printf 'color,size\nred,S\nblue,M\nred,L\nred,S\n' > c.csv
for i in 1 2
do name=$(head -1 c.csv | cut -d, -f$i)
n=$(tail -n +2 c.csv | cut -d, -f$i | sort -u | wc -l)
echo "$name: $n"
done
#### read csv with IFS in while loop
printf 'host,port\nweb,80\ndb,5432\n' > h.csv
tail -n +2 h.csv | while IFS=, read -r host port
do printf '%-4s -> %5d\n' "$host" "$port"
done
#### csv add computed column
printf 'w,h\n2,3\n4,5\n' > r.csv
awk -F, -v OFS=, 'NR==1{print $0,"area"; next} {print $0,$1*$2}' r.csv
echo "exit=$?"
#### csv quoted fields with gawk FPAT
printf '1,"Smith, John",42\n2,"Doe, Jane",37\n' > q.csv
awk -v FPAT='([^,]*)|("[^"]*")' '{gsub(/"/, "", $2); print $2 " is " $3}' q.csv
echo "exit=$?"
#### paste merge csv columns
printf 'a\nb\n' > c1
printf '1\n2\n' > c2
printf 'x\ny\n' > c3
paste -d, c1 c2 c3 > m.csv
cat m.csv
wc -l < m.csv
#### transpose small matrix with awk
printf '1 2 3\n4 5 6\n' > mat.txt
awk '{for (i=1;i<=NF;i++) a[i]=a[i] (NR>1?" ":"") $i} END {for (i=1;i<=NF;i++) print a[i]}' mat.txt
echo "exit=$?"
#### csv dedupe keep last by key
printf 'k,v\na,1\nb,2\na,3\n' > d.csv
tail -n +2 d.csv | tac | awk -F, '!s[$1]++' | tac
echo "exit=$?"
#### csv column reorder with awk OFS
printf 'a,b,c\n1,2,3\n' > o.csv
awk 'BEGIN{FS=OFS=","} {print $3,$1,$2}' o.csv
echo "exit=$?"
#### group by and count with sort uniq
printf 'dept,name\neng,a\nops,b\neng,c\neng,d\nops,e\n' > emp.csv
tail -n +2 emp.csv | cut -d, -f1 | sort | uniq -c | sort -rn | awk '{print $2": "$1}'
echo "exit=$?"
#### csv to markdown table
printf 'name,qty\napple,3\npear,10\n' > t.csv
head -1 t.csv | sed 's/^/| /; s/,/ | /g; s/$/ |/'
head -1 t.csv | sed 's/[^,]*/---/g; s/^/| /; s/,/ | /g; s/$/ |/'
tail -n +2 t.csv | sed 's/^/| /; s/,/ | /g; s/$/ |/'
#### validate csv column counts
printf 'a,b,c\n1,2,3\n4,5\n6,7,8,9\n' > bad.csv
awk -F, 'NR==1{n=NF; next} NF!=n {printf "line %d: expected %d fields, got %d\n", NR, n, NF; bad=1} END{exit bad}' bad.csv
echo "exit=$?"
#### csv max per group
printf 'g,v\na,3\nb,7\na,9\nb,1\n' > g.csv
awk -F, 'NR>1 && (!($1 in m) || $2>m[$1]) {m[$1]=$2} END{for (k in m) print k, m[k]}' g.csv | sort
echo "exit=$?"
#### tsv cut with tab delimiter default
printf 'id\tname\tnote\n1\tx\thello world\n' > t.tsv
cut -f2,3 t.tsv
cut -f3 t.tsv | tail -1 | wc -w
#### numeric sort with header preserved via sed
printf 'n\n10\n9\n100\n' > n.csv
sed -n 1p n.csv
sed 1d n.csv | sort -n
#### csv with CRLF line endings
printf 'a,b\r\n1,2\r\n' > w.csv
cut -d, -f2 w.csv | od -c | head -2
tr -d '\r' < w.csv | cut -d, -f2
#### sum column with paste and bc
printf '1.5\n2.25\n3\n' > col.txt
paste -sd+ col.txt | bc
echo "exit=$?"
#### csv percentages with printf
printf 'cat,7\ndog,2\nfish,1\n' > pets.csv
total=$(cut -d, -f2 pets.csv | paste -sd+ | bc)
while IFS=, read -r k v; do printf '%-5s %3d%%\n' "$k" $(( v * 100 / total )); done < pets.csv
#### join requires sorted input warning
printf 'b,2\na,1\n' > j1; printf 'a,x\nb,y\n' > j2
join -t, j1 j2; echo "status=$?"
join -t, <(sort j1) j2
#### csv lookup function
lookup() { awk -F, -v k="$1" '$1==k {print $2; found=1} END {exit !found}' codes.csv; }
printf 'US,United States\nDE,Germany\n' > codes.csv
lookup DE; lookup FR || echo "FR: not found"
#### column -s, -t pretty print csv
printf 'name,lang,stars\ncomputerwelt,go,12\nx,c,3\n' > r.csv
column -s, -t r.csv
echo "exit=$?"
#### awk running total and cumulative
printf '5\n3\n8\n' > v.txt
awk '{run+=$1; printf "%d\t%d\n", $1, run}' v.txt
echo "exit=$?"
#### csv split by column value into files
printf 'type,val\nA,1\nB,2\nA,3\n' > s.csv
tail -n +2 s.csv | awk -F, '{print > ("out_" $1 ".csv")}'
for f in out_*.csv; do echo "== $f"; cat "$f"; done
#### header rename with sed 1s
printf 'first_name,last_name\nA,B\n' > h.csv
sed -i '1s/first_name/given/; 1s/last_name/family/' h.csv
cat h.csv
#### sort -u on composite key
printf 'a,1,x\na,1,y\nb,2,z\n' > k.csv
sort -t, -k1,2 -u k.csv
echo "exit=$?"
#### csv row count excluding header in variable
printf 'h\n1\n2\n3\n' > rows.csv
rows=$(( $(wc -l < rows.csv) - 1 ))
echo "rows=$rows"
#### awk average per key with printf
printf 'a 10\nb 20\na 30\nb 25\nc 1\n' > avg.txt
awk '{s[$1]+=$2; n[$1]++} END {for (k in s) printf "%s %.1f\n", k, s[k]/n[k]}' avg.txt | sort
echo "exit=$?"
#### convert key value lines to csv
printf 'name: a\nage: 1\n\nname: b\nage: 2\n' > kv.txt
awk -F': ' 'BEGIN{print "name,age"} /^name/{n=$2} /^age/{print n "," $2}' kv.txt
echo "exit=$?"
#### csv quoting output fields with embedded commas
printf 'x|a,b\ny|c\n' > p.txt
awk -F'|' -v OFS=, '{f=$2; if (f ~ /,/) f="\"" f "\""; print $1, f}' p.txt
echo "exit=$?"
#### find rows present in one csv not other with comm
printf 'a\nb\nc\n' > old.txt
printf 'b\nc\nd\n' > new.txt
echo added: $(comm -13 old.txt new.txt)
echo removed: $(comm -23 old.txt new.txt)
echo both: $(comm -12 old.txt new.txt)
#### numfmt human readable sizes column
printf 'a 1024\nb 1536000\nc 999\n' > sz.txt
awk '{print $2}' sz.txt | numfmt --to=iec
numfmt --field=2 --to=si < sz.txt
#### csv min max with sort
printf '3\n-1\n22\n7\n' > nums
echo "min=$(sort -n nums | head -1) max=$(sort -n nums | tail -1)"
echo "exit=$?"
#### tsv with empty fields
printf 'a\t\tc\n\tb\t\n' > e.tsv
awk -F'\t' '{for (i=1;i<=NF;i++) printf "[%s]", $i; print ""}' e.tsv
cut -f2 e.tsv | cat -A
#### read csv into assoc array
printf 'alpha,1\nbeta,2\ngamma,3\n' > m.csv
declare -A m; while IFS=, read -r k v; do m[$k]=$v; done < m.csv
echo "${m[beta]} ${#m[@]}"
for k in $(printf '%s\n' "${!m[@]}" | sort); do echo "$k=${m[$k]}"; done
#### printf csv from arrays
names=(ann bob "carl jr")
ages=(30 41 5)
for i in "${!names[@]}"
do printf '"%s",%d\n' "${names[i]}" "${ages[i]}"
done
#### awk -v pass shell variables
threshold=5
printf '3\n7\n5\n9\n' | awk -v t="$threshold" '$1 >= t {c++} END {print c " at or above " t}'
echo "exit=$?"
#### sort -k with -t and stable order
set -o pipefail
printf 'b,1\na,2\nc,1\nd,2\n' | sort -t, -s -k2,2n
echo "exit=$?"
#### csv stats via datamash-free awk median
set -o pipefail
printf '5\n1\n9\n3\n7\n2\n' | sort -n | awk '{a[NR]=$1} END {if (NR%2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'
echo "exit=$?"
#### expand and unexpand tabs
printf 'a\tb\tc\n' > tab.txt
expand -t 4 tab.txt | cat -A
expand tab.txt | unexpand -a | cat -A
#### fold long csv field
echo 'abcdefghijklmnopqrstuvwxyz' | fold -w 10
echo 'the quick brown fox jumps over' | fold -s -w 12
echo "exit=$?"
