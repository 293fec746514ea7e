#### join -a1 -a2 unpaired
cd "$(mktemp -d)"; printf 'a 1\nb 2\nd 4\n' > x; printf 'a A\nc C\nd D\n' > y; join -a1 x y; echo --; join -a2 x y; echo --; join -a1 -a2 x y
#### join -v1 -v2
cd "$(mktemp -d)"; printf 'a 1\nb 2\n' > x; printf 'b B\nc C\n' > y; join -v1 x y; join -v2 x y; join -v1 -v2 x y
#### join -e with -o
cd "$(mktemp -d)"; printf 'a 1\nb 2\n' > x; printf 'a A\nc C\n' > y; join -a1 -a2 -e NULL -o 0,1.2,2.2 x y
#### join -o auto
cd "$(mktemp -d)"; printf 'a 1 x\nb 2\n' > x; printf 'a A\nb B Q\n' > y; join -o auto x y; join -o auto -e - -a1 -a2 x y
#### join -t and -1 -2 fields
cd "$(mktemp -d)"; printf '1:a:x\n2:b:y\n' > x; printf 'a;P\nb;Q\n' > y; tr ';' ':' < y > z; join -t: -1 2 -2 1 x z
#### join -i ignore case
cd "$(mktemp -d)"; printf 'A 1\nb 2\n' > x; printf 'a x\nB y\n' > y; join -i x y
#### join --check-order reports
cd "$(mktemp -d)"; printf 'b 1\na 2\n' > x; printf 'a x\nb y\n' > y; join --check-order x y; echo "st=$?"; join x y; echo "st=$?"
#### join --nocheck-order and unsorted warning
cd "$(mktemp -d)"; printf 'c 1\na 2\n' > x; printf 'a x\nc y\n' > y; join --nocheck-order x y; echo "st=$?"
#### join --header
cd "$(mktemp -d)"; printf 'K V\na 1\n' > x; printf 'K W\na 2\n' > y; join --header x y; join --header -o auto x y
#### join many to many
cd "$(mktemp -d)"; printf 'a 1\na 2\n' > x; printf 'a x\na y\n' > y; join x y
#### join -t with empty fields
cd "$(mktemp -d)"; printf 'a,,1\n,b,2\n' > x; printf 'a,X\n,Y\n' > y; join -t, x y
#### join -z null lines
cd "$(mktemp -d)"; printf 'a 1\0b 2\0' > x; printf 'a x\0b y\0' > y; join -z x y | tr '\0' '\n'
#### join bad field and -o spec
join -1 0 /dev/null /dev/null; echo "st=$?"; join -o 3.1 /dev/null /dev/null; echo "st=$?"; join -o 1.x /dev/null /dev/null; echo "st=$?"
#### join stdin dash
printf 'a 1\n' | join - <(printf 'a Z\n')
#### comm columns and suppress
cd "$(mktemp -d)"; printf 'a\nb\nd\n' > x; printf 'b\nc\nd\n' > y; comm x y; comm -12 x y; comm -3 x y
#### comm --output-delimiter and --total
cd "$(mktemp -d)"; printf 'a\nb\n' > x; printf 'b\nc\n' > y; comm --output-delimiter=: x y; comm --total x y; comm -123 --total x y
#### comm check order
cd "$(mktemp -d)"; printf 'b\na\n' > x; printf 'a\n' > y; comm x y; echo "st=$?"; comm --check-order x y; echo "st=$?"; comm --nocheck-order x y; echo "st=$?"
#### comm -z
cd "$(mktemp -d)"; printf 'a\0c\0' > x; printf 'b\0c\0' > y; comm -z x y | tr '\0' '\n'
#### paste -d list cycling
paste -d ',;' <(seq 3) <(seq 4 6) <(seq 7 9) <(seq 10 12)
#### paste -s serial with delimiters
seq 5 | paste -s -d ':-'; seq 4 | paste -sd '\n'; printf 'a\nb\n' | paste -s -d '\0'
#### paste uneven lengths and escapes
paste -d '\t|' <(seq 2) <(seq 4) <(seq 1); printf 'x\n' | paste -d '\\' - -
#### paste - - reads stdin alternately
seq 7 | paste - - -
#### paste -z
printf 'a\0b\0c\0' | paste -z -s -d, | od -c
