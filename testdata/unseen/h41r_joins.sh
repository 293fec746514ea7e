#### comm finds lines only in one list
printf 'apple\nbanana\ncherry\n' > a.txt
printf 'banana\ncherry\ndate\n' > b.txt
comm -23 a.txt b.txt
comm -13 a.txt b.txt
comm -12 a.txt b.txt
comm a.txt b.txt | cat -A
#### comm complains about unsorted input
printf 'b\na\n' > u1; printf 'a\nb\n' > u2
comm u1 u2; echo "rc=$?"
comm --nocheck-order -12 u1 u2; echo "rc=$?"
#### comm with process substitution sorting both sides
printf 'x\nz\ny\n' > l1; printf 'y\nw\nx\n' > l2
comm -3 <(sort l1) <(sort l2)
#### join two files on the first field
printf '1 alice\n2 bob\n3 carol\n' > names
printf '1 admin\n3 dev\n4 ghost\n' > roles
join names roles
join -a1 names roles
join -v2 names roles
join -a1 -e NONE -o 0,1.2,2.2 names roles
#### join on a csv column with -t and -1 -2
printf 'u1,alice\nu2,bob\n' > users.csv
printf 'o1,u2,9.99\no2,u1,5.00\no3,u2,1.50\n' > orders.csv
sort -t, -k2,2 orders.csv > orders.sorted
join -t, -1 1 -2 2 users.csv orders.sorted
join -t, -1 1 -2 2 -o 2.1,1.2,2.3 users.csv orders.sorted | sort
#### join warns when input is not sorted
printf 'b 1\na 2\n' > j1; printf 'a x\nb y\n' > j2
join j1 j2; echo "rc=$?"
join --nocheck-order j1 j2; echo "rc=$?"
#### uniq -c counts adjacent duplicates only
printf 'a\na\nb\na\n' | uniq -c
printf 'a\na\nb\na\n' | sort | uniq -c
printf 'a\nA\na\n' | sort -f | uniq -ci
#### uniq -d and -u
printf 'x\ny\ny\nz\nz\nz\n' > l
uniq -d l
uniq -u l
uniq -D l | wc -l
#### sort -u versus uniq on fields
printf 'k1 v1\nk2 v2\nk1 v3\n' | sort -u -k1,1
printf 'k1 v1\nk2 v2\nk1 v3\n' | sort | uniq -w2
printf '1 a\n2 a\n3 b\n' | uniq -f1 -c
#### dedup keeping first occurrence order with awk
printf 'c\na\nc\nb\na\n' | awk '!seen[$0]++'
printf 'c\na\nc\nb\na\n' | cat -n | sort -k2,2 -u | sort -n | cut -f2
#### set operations with sort and uniq
printf 'a\nb\nc\n' > s1; printf 'b\nc\nd\n' > s2
echo "union: $(sort -u s1 s2 | paste -sd' ')"
echo "inter: $(sort s1 s2 | uniq -d | paste -sd' ')"
echo "diff:  $(sort s1 s2 s2 | uniq -u | paste -sd' ')"
#### paste joins lines side by side
printf '1\n2\n3\n' > n; printf 'one\ntwo\n' > w
paste n w
paste -d: n w
paste -s n
paste -d, -s n w
#### missing ids between expected and actual lists
seq 1 10 > expected
printf '%s\n' 1 2 4 5 7 8 10 > actual
echo "missing: $(comm -23 <(sort expected) <(sort actual) | sort -n | paste -sd,)"
echo "wrong without sort: $(comm -23 expected actual 2>/dev/null | paste -sd,)"
#### join on a field with duplicates produces cross product
printf 'a 1\na 2\nb 3\n' > left
printf 'a x\na y\n' > right
join left right
#### grouping values per key into one line
printf 'fruit apple\nveg carrot\nfruit pear\nveg kale\nnut almond\n' | sort -k1,1 -s | awk '$1 != k { if (k != "") print k ": " v; k = $1; v = $2; next } { v = v ", " $2 } END { print k ": " v }'
#### counting with an associative array in bash
declare -A count
while read -r ext; do ((count[$ext]++)); done < <(printf '%s\n' a.go b.go c.py d.md e.go f.py | sed 's/.*\.//')
for e in "${!count[@]}"; do echo "$e ${count[$e]}"; done | sort -k2,2nr -k1,1
#### ip addresses sorted numerically per octet
printf '10.0.0.10\n10.0.0.9\n192.168.1.1\n10.0.10.1\n9.9.9.9\n' | sort -t. -k1,1n -k2,2n -k3,3n -k4,4n
printf '10.0.0.10\n10.0.0.9\n9.9.9.9\n' | sort
#### sort stability and -s with equal keys
printf '2 b\n1 z\n2 a\n1 y\n' | sort -s -k1,1n
printf '2 b\n1 z\n2 a\n1 y\n' | sort -k1,1n
#### sort -c checks order and reports the first bad line
printf 'a\nc\nb\n' > unsorted
sort -c unsorted; echo "rc=$?"
sort -C unsorted; echo "rc=$?"
sort unsorted | sort -c && echo sorted
#### merge pre sorted files with sort -m
printf '1\n4\n7\n' > m1; printf '2\n5\n8\n' > m2; printf '3\n6\n' > m3
sort -m -n m1 m2 m3 | paste -sd' '
#### diff of sorted key lists with process substitution
printf 'k1=a\nk2=b\nk3=c\n' > old.env
printf 'k3=c\nk1=A\nk4=d\n' > new.env
diff <(cut -d= -f1 old.env | sort) <(cut -d= -f1 new.env | sort); echo "rc=$?"
diff <(sort old.env) <(sort new.env) | grep '^[<>]'
