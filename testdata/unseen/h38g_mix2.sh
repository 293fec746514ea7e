#### agent mix2 1
cd "$(mktemp -d)"; printf 'a\nb\nc\n' > f; sed -i '2i\new' f; cat f; sed -i '$a\last' f; tail -1 f
#### agent mix2 2
cd "$(mktemp -d)"; printf 'x=1\ny=2\n' > conf; sed -i -E 's/^(y)=.*/\1=9/' conf; cat conf; grep -q '^z=' conf || echo 'z=3' >> conf; cat conf
#### agent mix2 3
cd "$(mktemp -d)"; printf 'def f():\n    pass\n' > m.py; grep -n 'def ' m.py | cut -d: -f1; sed -n '2{p;q}' m.py
#### agent mix2 4
cd "$(mktemp -d)"; mkdir -p src; printf 'import os\nimport sys\n' > src/a.py; grep -rhoE '^import \w+' src | sort | uniq -c | sort -rn
#### agent mix2 5
cd "$(mktemp -d)"; for i in 1 2 3; do echo "line $i" >> log.txt; done; tail -n 2 log.txt | head -n 1; wc -l < log.txt
#### agent mix2 6
printf 'a\tb\tc\n1\t2\t3\n' | awk -F'\t' 'NR>1{print $2}'; printf 'a,b\n' | awk 'BEGIN{FS=","} {print $NF}'
#### agent mix2 7
cd "$(mktemp -d)"; echo '{"version":"1.2.3","deps":{"x":"^1"}}' > p.json; jq -r '.version' p.json; jq '.deps | keys[]' p.json; jq '.version = "2.0"' p.json > t && mv t p.json; jq -c . p.json
#### agent mix2 8
cd "$(mktemp -d)"; printf 'b\na\n' > in; sort in > out && mv out in; cat in; sort -c in && echo sorted
#### agent mix2 9
cd "$(mktemp -d)"; mkdir -p a/b/c; touch a/b/c/f.txt a/g.txt; find a -name '*.txt' | xargs -I{} basename {} | sort; find a -type f | wc -l
#### agent mix2 10
cd "$(mktemp -d)"; echo 'hello' > f; cat -n f; cat -e f; cat -s f; cat -T <(printf 'a\tb\n')
#### agent mix2 11
diff <(printf 'a\nb\n') <(printf 'a\nc\n'); echo "st=$?"
#### agent mix2 12
cd "$(mktemp -d)"; printf 'one\ntwo\n' > f; grep -c . f; grep -n '' f; grep -E -c '^(one|two)$' f
#### agent mix2 13
cd "$(mktemp -d)"; printf 'key1: a\nkey2: b\n' > y; grep '^key2:' y | sed 's/^key2: *//'; awk -F': ' '$1=="key1"{print $2}' y
#### agent mix2 14
echo "  spaced  out  " | xargs; echo "a b c" | tr ' ' '\n' | sort -r | paste -sd,
#### agent mix2 15
cd "$(mktemp -d)"; seq 1 100 > n; awk '{s+=$1} END {print s, s/NR}' n; sort -n n | tail -1; sort -rn n | head -3 | tr '\n' ' '; echo
#### agent mix2 16
cd "$(mktemp -d)"; printf 'x\n' > 'file with spaces.txt'; for f in *.txt; do echo "[$f]"; done; ls -1 | while IFS= read -r f; do wc -c < "$f"; done
#### agent mix2 17
cd "$(mktemp -d)"; mkdir dir; echo a > dir/x; cp -r dir dir2; diff -r dir dir2 && echo same; rm -r dir2; ls
#### agent mix2 18
cd "$(mktemp -d)"; echo a > f; ln -sf f link; ls -l link | awk '{print $9, $10, $11}'; test -L link && echo islink; readlink link
#### agent mix2 19
printf '%s\n' "${HOME:+set}" >/dev/null; date -u -d '2024-06-01' '+%A %B %d %Y'; TZ=UTC date -d '2024-06-01 + 1 week' '+%F'
#### agent mix2 20
cd "$(mktemp -d)"; echo data > f; sha256sum f | awk '{print $1}' | cut -c1-16; md5sum < f | cut -d' ' -f1
#### agent mix2 21
cd "$(mktemp -d)"; printf 'a b\n' > f; read -r x y < f; echo "$y $x"; mapfile -t lines < <(printf '1\n2\n'); echo "${#lines[@]}"
#### agent mix2 22
cd "$(mktemp -d)"; seq 20 > f; sed -n '5,$p' f | head -3; sed '1~5!d' f | paste -sd' '; awk 'NR%7==0' f | xargs
#### agent mix2 23
cd "$(mktemp -d)"; touch b a c; ls | sort -r | head -1; ls -1 | wc -l; ls -m
#### agent mix2 24
echo 'The Quick Brown' | tr '[:upper:]' '[:lower:]' | tr -s ' ' '_'; echo 'CamelCaseString' | sed -E 's/([a-z])([A-Z])/\1_\2/g' | tr A-Z a-z
#### agent mix2 25
cd "$(mktemp -d)"; printf 'a\nb\n' > f; printf 'b\nc\n' > g; grep -Fxf f g; grep -vFxf f g; sort f g | uniq -d
#### agent mix2 26
cd "$(mktemp -d)"; mkdir t; touch t/{a,b}.log t/c.txt; ls t/*.log | wc -l; rm t/*.log; ls t; rmdir t 2>&1; echo st=$?
#### agent mix2 27
cd "$(mktemp -d)"; printf 'l1\nl2\nl3\nl4\n' > f; head -n -1 f; sed '$d' f | wc -l; awk 'NR>1' f | head -1
#### agent mix2 28
cd "$(mktemp -d)"; printf '#!/bin/sh\necho run\n' > s.sh; chmod +x s.sh; ./s.sh; sh s.sh; bash -n s.sh && echo syntax ok
#### agent mix2 29
cd "$(mktemp -d)"; printf 'TODO one\nfine\nTODO two\n' > a.txt; grep -c TODO a.txt; grep -n TODO a.txt | cut -d: -f1 | paste -sd,; grep -o 'TODO [a-z]*' a.txt | awk '{print $2}'
#### agent mix2 30
cd "$(mktemp -d)"; printf 'a=1\nb=2\n' > .env; while IFS='=' read -r k v; do echo "$k -> $v"; done < .env; cut -d= -f2 .env | paste -sd+ | bc
#### agent mix2 31
cd "$(mktemp -d)"; printf 'x\n' > f; stat -c '%s bytes' f; du -b f | cut -f1; wc -c f | awk '{print $1}'
#### agent mix2 32
printf 'a\nb\n' | sed = | sed 'N;s/\n/ /'; printf 'a b\n' | awk '{print NF}' ; echo 'a:b' | IFS=: read x y; echo "${x:-unset}"
#### agent mix2 33
cd "$(mktemp -d)"; git_like() { printf 'M  a\n?? b\n'; }; git_like | awk '$1=="??"{print $2}'; git_like | grep -c '^M'
#### agent mix2 34
cd "$(mktemp -d)"; printf 'col1,col2\n"a,b",c\n' > x.csv; head -1 x.csv | tr , '\n' | nl; tail -n +2 x.csv | wc -l
#### agent mix2 35
cd "$(mktemp -d)"; seq 5 > f; tac f | head -2; rev <<< 'abc'; sort -R f | sort -n | head -1
#### agent mix2 36
cd "$(mktemp -d)"; echo old > f; cp --backup=t f f2; cp --backup=t f f2; ls; mv -b f f2; ls
#### agent mix2 37
cd "$(mktemp -d)"; mkdir -p x/y; touch x/y/z; tar -czf a.tgz x; tar -tzf a.tgz; mkdir o; tar -xzf a.tgz -C o x/y/z; find o -type f
#### agent mix2 38
cd "$(mktemp -d)"; echo zz > f; gzip -c f > f.gz; zcat f.gz; gzip -l f.gz | tail -1 | awk '{print $4}'; zgrep zz f.gz
#### agent mix2 39
cd "$(mktemp -d)"; printf 'a\nb\n' > old; printf 'a\nc\n' > new; diff -u old new > p; sed -n '3,$p' p; cp old cur; patch -s cur p; cat cur
#### agent mix2 40
cd "$(mktemp -d)"; echo hi > f; install -m 0644 f /tmp/h38g_inst_$$/x 2>&1 | sed 's/[0-9]*\/x/N\/x/'; echo st=$?
#### agent mix2 41
printf 'x' | od -An -c; printf 'ab' | xxd; printf 'ab' | hexdump -C
#### agent mix2 42
cd "$(mktemp -d)"; echo abc > f; truncate -s 2 f; cat f; echo; printf '%s' "$(cat f)" | wc -c
#### agent mix2 43
echo $((16#ff)) $((2**10)) $((7/2)); printf '%.3f\n' "$(echo '10/3' | bc -l)"; echo '2^8' | bc
#### agent mix2 44
cd "$(mktemp -d)"; printf 'a\n' > f; if grep -q a f; then echo found; fi; [ -s f ] && echo nonempty; [ -e nofile ] || echo missing
#### agent mix2 45
cd "$(mktemp -d)"; printf '%s\n' 'line one' 'line two' > f; sed -e 's/one/1/' -e 's/two/2/' f | tee out | wc -l; cat out
#### agent mix2 46
cd "$(mktemp -d)"; seq 3 | xargs -I{} touch file{}.txt; ls; ls file*.txt | xargs -n1 -I{} mv {} {}.bak; ls
#### agent mix2 47
cd "$(mktemp -d)"; printf 'b 2\na 1\n' | sort -k2 -n | cut -d' ' -f1 | tr -d '\n'; echo; printf 'x y z\n' | awk '{for(i=NF;i>0;i--) printf "%s%s", $i, (i>1?" ":"\n")}'
#### agent mix2 48
TZ=UTC date -d '2024-01-15T08:30:00Z' +%s; TZ=UTC date -d @1705307400 -Iminutes; TZ=Asia/Tokyo date -d @0 '+%F %T %Z'
#### agent mix2 49
seq -w 0 5 20 | paste -sd' '; seq 3 -1 1 | tr '\n' ' '; echo; printf '%03d\n' $(seq 3)
#### agent mix2 50
cd "$(mktemp -d)"; printf 'a b c\n' > f; cut -d' ' -f2- f; awk '{$1=""; print substr($0,2)}' f; sed 's/^[^ ]* //' f
