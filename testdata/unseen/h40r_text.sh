#### extract sections from markdown by heading
cat > doc.md <<'EOF'
# Title
intro text
## Install
run make
then make install
## Usage
call tool
## License
MIT
EOF
section() { awk -v h="## $1" '$0==h{on=1; next} /^## /{on=0} on' doc.md; }
section Install
echo ---
section License
echo ---
grep -n '^##' doc.md | sed 's/:## /: /'
awk '/^#/{n=gsub(/#/,"#"); printf "%*s- %s\n", (n-1)*2, "", substr($0, n+2)}' doc.md
#### word frequency with stopwords file
cat > stop.txt <<'EOF'
the
a
of
and
EOF
cat > text.txt <<'EOF'
The art of the shell and the art of the pipe.
A pipe of data, a shell of commands.
EOF
tr 'A-Z' 'a-z' < text.txt | tr -c 'a-z\n' ' ' | tr -s ' ' '\n' | grep -v '^$' | grep -vxFf stop.txt | sort | uniq -c | sort -k1,1nr -k2
#### wrap long lines and number them
long='alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma tau'
echo "$long" | fold -s -w 30 | nl -ba -w2 -s': '
echo "$long" | fmt -w 40 | wc -l
echo "$long" | tr ' ' '\n' | pr -3 -t -w 45
#### column alignment of ragged data
cat > r.txt <<'EOF'
name|role|location
ann|engineer|berlin
bartholomew|ops|nyc
cy|designer|
EOF
column -t -s'|' r.txt
echo ---
awk -F'|' '{for (i=1;i<=NF;i++) if (length($i) > w[i]) w[i]=length($i); rows[NR]=$0} END{for (r=1;r<=NR;r++) {n=split(rows[r], f, "|"); line=""; for (i=1;i<=n;i++) line=line sprintf("%-" w[i] "s ", f[i]); sub(/ +$/, "", line); print line}}' r.txt
#### rev tac and reversing fields
printf 'one two three\nfour five\n' > f.txt
tac f.txt
rev f.txt
awk '{for (i=NF; i>0; i--) printf "%s%s", $i, (i>1?" ":"\n")}' f.txt
echo 'a/b/c/d.txt' | rev | cut -d/ -f1 | rev
echo 'a/b/c/d.txt' | rev | cut -d/ -f2- | rev
#### dedupe preserving order and counting
printf 'b\na\nb\nc\na\nd\n' > l.txt
awk '!seen[$0]++' l.txt | paste -sd' '
sort -u l.txt | paste -sd' '
awk '{c[$0]++} END{for (k in c) if (c[k]==1) print k}' l.txt | sort | paste -sd' '
cat -n l.txt | sort -k2 -u | sort -n | cut -f2 | paste -sd' '
#### extract key values from messy text with sed and grep
cat > status.txt <<'EOF'
Server: web01   Status: UP    Load: 0.45
Server: web02   Status: DOWN  Load: n/a
Server: db01    Status: UP    Load: 2.10
EOF
sed -E 's/Server: ([^ ]+) +Status: ([A-Z]+) +Load: (.*)/\1,\2,\3/' status.txt
grep -oP 'Status: \K\w+' status.txt 2>/dev/null | sort | uniq -c || grep -o 'Status: [A-Z]*' status.txt | cut -d' ' -f2 | sort | uniq -c
awk '$4=="UP" && $6+0 > 1 {print $2, "busy"}' status.txt
#### template expansion with sed and a values file
cat > values.txt <<'EOF'
NAME=orders
PORT=9000
OWNER=team-a
EOF
cat > svc.tmpl <<'EOF'
service {{NAME}} listens on {{PORT}}
owner: {{OWNER}} (contact {{OWNER}}@corp)
unknown: {{MISSING}}
EOF
args=()
while IFS='=' read -r k v; do args+=(-e "s|{{$k}}|$v|g"); done < values.txt
sed "${args[@]}" svc.tmpl
sed "${args[@]}" svc.tmpl | grep -o '{{[A-Z]*}}' | sort -u
#### character classes and tr transformations
s='Hello, World! 123 -- Ünïcode?'
echo "$s" | tr -d '[:punct:]'
echo "$s" | tr -cd '[:digit:]'; echo
echo "$s" | tr '[:lower:]' '[:upper:]'
echo "$s" | tr -s ' -'
echo "$s" | tr -c '[:alnum:]' '_'; echo
echo "$s" | sed 's/[^[:alpha:] ]//g'
#### count characters words lines multibyte
printf 'héllo wörld\nascii line\n' > u.txt
wc -l < u.txt; wc -w < u.txt; wc -c < u.txt; wc -m < u.txt
awk '{print length($0)}' u.txt
while IFS= read -r l; do echo "${#l}"; done < u.txt
cut -c1-5 u.txt
#### paragraph mode awk over blank separated records
cat > recs.txt <<'EOF'
name: ann
role: dev

name: bob
role: ops
team: infra

name: cy
EOF
awk 'BEGIN{RS=""; FS="\n"} {printf "record %d has %d fields: %s\n", NR, NF, $1}' recs.txt
awk 'BEGIN{RS=""} /role: ops/' recs.txt
awk -v RS= '{n++} END{print n, "records"}' recs.txt
#### csplit and split files then reassemble
seq 1 10 > n.txt
split -l 4 n.txt part_
ls part_*
wc -l part_* | tail -1
cat part_* | cmp - n.txt && echo reassembled
printf 'head\n---\nsec1\n---\nsec2\n' > doc.txt
csplit -s -f sec_ doc.txt '/^---$/' '{*}'
for f in sec_*; do printf '%s: %s\n' "$f" "$(tr '\n' ' ' < "$f")"; done
#### join lines with separators and chunk
seq 1 10 | paste -sd, -
seq 1 10 | paste -d' ' - - - | sed 's/ *$//'
seq 1 10 | xargs -n4 | awk '{print NR": "$0}'
seq 1 7 | awk 'ORS=NR%3?",":"\n"' ; echo
#### number formats thousands separators and padding
for n in 5 1234 1234567 -9876543; do
  printf '%s -> %s\n' "$n" "$(echo "$n" | sed -E ':a; s/^(-?[0-9]+)([0-9]{3})/\1,\2/; ta')"
done
printf '%05d|%-8s|%8.3f|%+.1e\n' 42 left 3.14159 12345
printf '%x %X %o %#x %#o\n' 255 255 8 255 8
printf '%c%c%c\n' A B C
printf '%%literal %s\n' done
#### strip ansi colors from captured output
printf '\033[1;32mOK\033[0m test one\n\033[31mFAIL\033[0m test two\n' > colored.log
sed 's/\x1b\[[0-9;]*m//g' colored.log
sed 's/\x1b\[[0-9;]*m//g' colored.log | grep -c '^FAIL'
cat -v colored.log | head -n 1
#### sort version numbers and pick latest
printf '1.10.0\n1.2.3\n1.2.10\n0.9\n2.0.0-rc1\n2.0.0\n' > versions.txt
sort -V versions.txt
echo "latest: $(sort -V versions.txt | tail -n1)"
echo "naive:  $(sort versions.txt | tail -n1)"
sort -t. -k1,1n -k2,2n -k3,3n versions.txt | head -n 3
#### heredoc with tabs stripped and indentation preserved
if true; then
	cat <<-EOF
	tab-indented lines
	  keep inner spaces
	EOF
fi
cat <<EOF | sed 's/^/> /'
no strip
	tab stays
EOF
#### sed address ranges with regex and line numbers
seq 1 15 > s.txt
sed -n '/^3$/,/^6$/p' s.txt | paste -sd' '
sed -n '10,/5/p' s.txt | paste -sd' '
sed '3,13d' s.txt | paste -sd' '
sed -n '/1/{/5/!p}' s.txt | paste -sd' '
sed '1~3s/$/ <-/' s.txt | head -n 7 | paste -sd' '
#### awk functions and printf report
cat > grades.txt <<'EOF'
ann 91 85 77
bob 60 72 58
cy 88 94 99
EOF
awk '
function avg(a, b, c) { return (a + b + c) / 3 }
function grade(x) { return x >= 90 ? "A" : x >= 80 ? "B" : x >= 70 ? "C" : "F" }
{ m = avg($2, $3, $4); printf "%-4s %6.2f %s\n", $1, m, grade(m); total += m }
END { printf "class %.2f\n", total / NR }
' grades.txt
#### cut with complement and byte ranges
echo 'a:b:c:d:e' | cut -d: -f2-4
echo 'a:b:c:d:e' | cut -d: --complement -f1,5
echo 'abcdefgh' | cut -c2,4,6-
echo 'a:b:c' | cut -d: -f1,3 --output-delimiter=' | '
printf 'x\ty\tz\n' | cut -f2
echo 'no delim here' | cut -d: -f2
echo 'no delim here' | cut -d: -sf2; echo "rc=$?"
