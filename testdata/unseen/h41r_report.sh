#### aligned table with printf widths
printf '%-10s %8s %6s\n' NAME SIZE FILES
while read -r name size files; do
  printf '%-10s %8d %6d\n' "$name" "$size" "$files"
done <<'END'
src 123456 42
docs 789 3
tests 45678 17
END
#### report sorted by a numeric column with sort -k -t
cat > sales.csv <<'END'
region,product,units
north,widget,120
south,gadget,45
east,widget,300
west,gizmo,9
north,gadget,77
END
tail -n +2 sales.csv | sort -t, -k3,3nr | head -3
echo "--- without -n:"
tail -n +2 sales.csv | sort -t, -k3,3r | head -3
#### totals per group with awk and sorted output
cat > sales.csv <<'END'
north,widget,120
south,gadget,45
east,widget,300
north,gadget,77
south,widget,5
END
awk -F, '{ t[$1] += $3 } END { for (r in t) printf "%-6s %5d\n", r, t[r] }' sales.csv | sort -k2,2nr
awk -F, '{ s += $3 } END { printf "TOTAL  %5d\n", s }' sales.csv
#### column -t aligns whitespace separated data
printf 'name age city\nann 34 berlin\nbartholomew 5 rome\n' | column -t
printf 'a:b:c\nlong:x:y\n' | column -t -s:
#### percentages with printf rounding
total=7
for item in "apples 3" "pears 2" "plums 2"; do
  set -- $item
  printf '%-7s %3d %6.2f%%\n' "$1" "$2" "$(echo "scale=4; $2 * 100 / $total" | bc)"
done
printf '%.1f %.0f %.0f %.0f\n' 2.25 0.5 1.5 2.5
#### multi key sort by department then salary descending
cat > emp.txt <<'END'
ann eng 120
bob ops 90
cy eng 150
dee ops 90
eve hr 70
fay eng 120
END
sort -k2,2 -k3,3nr -k1,1 emp.txt
#### sort -u on one key keeps the first of each
printf 'b 2\na 1\nb 1\na 3\nc 9\n' | sort -k1,1 -u
printf 'b 2\na 1\nb 1\na 3\nc 9\n' | sort -s -k1,1 | awk '!seen[$1]++'
#### du like report of directory sizes from a listing
cat > sizes.txt <<'END'
4096 ./a
10240 ./b
512 ./c
2048000 ./d
END
sort -n sizes.txt | while read -r bytes dir; do
  printf '%10s  %s\n' "$(numfmt --to=iec "$bytes")" "$dir"
done
#### human readable sizes sorted with sort -h
printf '1.5K a\n300 b\n2M c\n12K d\n900K e\n' | sort -h
printf '1.5K a\n300 b\n2M c\n12K d\n900K e\n' | sort -n
#### markdown table generated from data
echo '| name | count |'
echo '|------|------:|'
printf 'alpha 3\nbeta 12\n' | while read -r n c; do printf '| %s | %s |\n' "$n" "$c"; done
#### report header with a repeated separator line
title="Weekly report"
printf '%s\n' "$title"
printf '%*s\n' "${#title}" '' | tr ' ' '='
printf -v line '%*s' 20 ''; echo "${line// /-}"
#### top n most frequent words
cat > text.txt <<'END'
the cat and the dog and the bird
a cat is not a dog
END
tr -s '[:space:]' '\n' < text.txt | sort | uniq -c | sort -k1,1nr -k2,2 | head -4
#### report with sort -t and a field separated by colons
cat > passwd <<'END'
root:x:0:0:root:/root:/bin/bash
daemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin
alice:x:1000:1000:Alice:/home/alice:/bin/zsh
bob:x:1001:1001:Bob:/home/bob:/bin/bash
END
sort -t: -k3,3n passwd | cut -d: -f1,3
awk -F: '$3 >= 1000 { printf "%-6s %s\n", $1, $7 }' passwd
cut -d: -f7 passwd | sort | uniq -c | sort -rn
#### printf with numbers that are not numbers
printf '%d\n' 42 '' 3.5 abc 2>&1; echo "rc=$?"
printf '%5.1f|\n' 3.14159 -2
#### date formatted report headers with TZ UTC
for ts in 0 86400 1700000000; do
  TZ=UTC date -d "@$ts" '+%Y-%m-%d %H:%M:%S %a'
done
TZ=UTC date -d '2024-02-29' '+%j %U %A'
#### csv to aligned text via column and sort
printf 'id,name,score\n3,cy,77\n1,ann,92\n2,bob,85\n' > s.csv
{ head -1 s.csv; tail -n +2 s.csv | sort -t, -k3,3nr; } | column -t -s,
#### numbers formatted with thousands separators
for n in 1234567 999 1000; do printf "%'d\n" "$n"; done
numfmt --grouping 1234567
echo 1234567 | sed -E ':a;s/^([0-9]+)([0-9]{3})/\1,\2/;ta'
#### report min max average with awk
printf '12\n7\n30\n5\n' > nums
awk 'NR == 1 { min = max = $1 } { s += $1; if ($1 < min) min = $1; if ($1 > max) max = $1 } END { printf "n=%d min=%d max=%d avg=%.2f\n", NR, min, max, s / NR }' nums
sort -n nums | sed -n '1p;$p'
#### sort by the last field using awk and cut
printf 'a b 3\nc 1\nd e f 2\n' | awk '{ print $NF "\t" $0 }' | sort -n | cut -f2-
#### padded columns with unicode and wide names
printf '%-8s|\n' abc 'äöü' 'x'
printf '%5s|\n' 'é'
#### printf errors interleave with the lines already printed
printf '%d items\n' 3 x 5 2>&1
printf '%d,' 1 x 3 2>&1; echo
printf '%s=%d\n' a 1 b two 2>&1 | cat -n
env printf '%d,' 1 x 3 2>&1 | sed 's/^[^:]*printf:/printf:/'; echo
