#### python3 one-liners transform a file shell then checks
printf 'alice 30\nbob 25\ncarol 35\n' > people.txt
python3 -c 'import sys; [print(l.split()[0].title(), int(l.split()[1]) + 1) for l in open("people.txt")]'
python3 -c 'import sys; rows=[l.split() for l in sys.stdin]; print(max(rows, key=lambda r: int(r[1]))[0])' < people.txt
python3 -c '
with open("people.txt") as f, open("older.txt", "w") as o:
    for line in f:
        name, age = line.split()
        if int(age) >= 30:
            o.write(f"{name}:{age}\n")
'
cat older.txt
wc -l < older.txt
#### python3 exit codes and stderr seen by the shell
python3 -c 'import sys; sys.exit(3)'; echo "rc=$?"
python3 -c 'import sys; print("to err", file=sys.stderr); sys.exit("fatal message")'; echo "rc=$?"
python3 -c 'raise SystemExit(0)'; echo "rc=$?"
if python3 -c 'import sys; sys.exit(1)'; then echo yes; else echo "python said no"; fi
out=$(python3 -c 'print("captured")') && echo "$out"
#### python3 reads stdin from a pipe and here-string
seq 1 10 | python3 -c 'import sys; nums=[int(x) for x in sys.stdin]; print(sum(nums), len(nums))'
python3 -c 'import sys; print(sys.stdin.read().upper(), end="")' <<< 'shout this'
printf 'a,b\nc,d\n' | python3 -c 'import sys, csv; print([row for row in csv.reader(sys.stdin)])'
python3 - <<'EOF'
import json
data = {"x": [1, 2, 3], "y": None}
print(json.dumps(data, sort_keys=True))
print(sum(data["x"]))
EOF
#### python3 script file with argv from shell loop
cat > calc.py <<'EOF'
import sys
op, *nums = sys.argv[1:]
vals = [float(n) for n in nums]
if op == "sum":
    r = sum(vals)
elif op == "avg":
    r = sum(vals) / len(vals)
elif op == "max":
    r = max(vals)
else:
    print(f"unknown op {op}", file=sys.stderr)
    sys.exit(2)
print(f"{op}={r:g}")
EOF
for op in sum avg max bogus; do
  python3 calc.py "$op" 3 4.5 10 || echo "failed: $op ($?)"
done
#### python3 writes files the shell then lists and greps
python3 -c '
import os
os.makedirs("gen/sub", exist_ok=True)
for i in range(3):
    with open(f"gen/file{i}.txt", "w") as f:
        f.write("\n".join(f"row {i}-{j}" for j in range(i + 1)) + "\n")
open("gen/sub/deep.txt", "w").write("deep\n")
'
find gen -type f | sort
wc -l gen/*.txt | tail -1
grep -rh 'row 2' gen | sort
#### python3 json pretty print and shell diff
printf '{"b":1,"a":[1,2]}' > compact.json
python3 -m json.tool compact.json
python3 -m json.tool --sort-keys compact.json > pretty.json
jq --indent 4 -S . compact.json > jq_pretty.json
diff pretty.json jq_pretty.json && echo "same formatting"
#### python3 processes csv with quotes that awk splits wrong
cat > q.csv <<'EOF'
id,desc,amount
1,"apples, red",3
2,pears,4
3,"melon ""big""",5
EOF
echo "awk naive field 3:"; awk -F, 'NR>1{print $3}' q.csv
echo "python field 3:"
python3 -c '
import csv
for r in list(csv.reader(open("q.csv")))[1:]:
    print(r[2], "|", r[1])
'
python3 -c 'import csv; print(sum(int(r["amount"]) for r in csv.DictReader(open("q.csv"))))'
#### python3 date arithmetic agrees with date
python3 -c '
from datetime import date, timedelta
d = date(2024, 2, 27)
for i in range(4):
    print((d + timedelta(days=i)).isoformat())
print((date(2024, 12, 25) - date(2024, 1, 1)).days)
print(date(2024, 7, 4).strftime("%A %j"))
'
for i in 0 1 2 3; do TZ=UTC date -d "2024-02-27 + $i day" +%F; done
echo $(( ($(TZ=UTC date -d 2024-12-25 +%s) - $(TZ=UTC date -d 2024-01-01 +%s)) / 86400 ))
TZ=UTC date -d 2024-07-04 '+%A %j'
#### python3 heredoc script with functions and shell variables
threshold=3
python3 - "$threshold" <<'EOF'
import sys
t = int(sys.argv[1])
words = "the cat sat on the mat with the hat".split()
counts = {}
for w in words:
    counts[w] = counts.get(w, 0) + 1
for w in sorted(counts):
    flag = "*" if counts[w] >= t else ""
    print(f"{w:4} {counts[w]}{flag}")
EOF
echo 'the cat sat on the mat with the hat' | tr ' ' '\n' | sort | uniq -c | awk -v t="$threshold" '$1>=t{print $2}'
#### python3 regex extraction versus grep -o
cat > text.txt <<'EOF'
Contact ann@example.com or bob.smith@mail.org.
Call 555-1234 or 555-9876 before 2024-06-01.
EOF
python3 -c 'import re; print(re.findall(r"[\w.]+@[\w.]+\w", open("text.txt").read()))'
grep -oE '[[:alnum:].]+@[[:alnum:].]+[[:alnum:]]' text.txt
python3 -c 'import re,sys; [print(m) for m in re.findall(r"\d{3}-\d{4}", sys.stdin.read())]' < text.txt
grep -oE '[0-9]{3}-[0-9]{4}' text.txt
#### python3 generates test data and shell validates it
python3 -c '
import random
random.seed(42)
rows = [(i, random.randint(1, 100)) for i in range(1, 21)]
with open("data.tsv", "w") as f:
    for i, v in rows:
        f.write(f"{i}\t{v}\n")
'
wc -l < data.tsv
awk -F'\t' '$2 < 1 || $2 > 100 {bad++} END{print bad+0, "out of range"}' data.tsv
cut -f1 data.tsv | sort -n | uniq -d | wc -l
python3 -c 'print(sum(int(l.split()[1]) for l in open("data.tsv")))' 
awk '{s+=$2} END{print s}' data.tsv
#### python3 modifies json config then jq reads it
echo '{"features":{"a":true,"b":false},"limits":{"rps":100}}' > cfg.json
python3 - <<'EOF'
import json
with open("cfg.json") as f:
    cfg = json.load(f)
cfg["features"]["c"] = True
cfg["limits"]["rps"] *= 2
with open("cfg.json", "w") as f:
    json.dump(cfg, f)
EOF
jq -c '.features | to_entries | map(select(.value)) | map(.key)' cfg.json
jq .limits.rps cfg.json
#### python3 text wrapping and shell fold compare
text='The quick brown fox jumps over the lazy dog and keeps running far away'
python3 -c 'import textwrap,sys; print("\n".join(textwrap.wrap(sys.argv[1], 20)))' "$text"
echo ---
echo "$text" | fold -s -w 20 | sed 's/ *$//'
echo ---
echo "$text" | fmt -w 20
#### python3 subprocess-free env and argv inspection
export APP_ENV=test
python3 -c 'import os; print(os.environ.get("APP_ENV"), os.environ.get("NOPE_H40R", "default"))'
python3 -c 'import sys; print(len(sys.argv) - 1, sys.argv[1:])' "a b" c ""
APP_ENV=override python3 -c 'import os; print(os.environ["APP_ENV"])'
python3 -c 'import os; print(os.path.basename(os.getcwd()) != "", os.path.exists("nope"))'
#### python3 sorting matches sort command
printf 'banana\nApple\ncherry\napple\nBanana\n' > fruits.txt
python3 -c 'import sys; print(*sorted(open("fruits.txt").read().split()), sep="\n")'
echo ---
LC_ALL=C sort fruits.txt
echo ---
python3 -c 'print(*sorted(open("fruits.txt").read().split(), key=str.lower), sep=" ")'
sort -f fruits.txt | paste -sd' '
#### python3 computes hashes like sha256sum
printf 'hello\n' > h.txt
python3 -c 'import hashlib; print(hashlib.sha256(open("h.txt","rb").read()).hexdigest())'
sha256sum h.txt | cut -d' ' -f1
python3 -c 'import hashlib; print(hashlib.md5(b"hello\n").hexdigest())'
md5sum < h.txt | cut -d' ' -f1
python3 -c 'import base64; print(base64.b64encode(b"hello\n").decode())'
base64 h.txt
#### python3 byte sizes and numfmt agreement
for n in 1023 1024 1536 1048576 5000000; do
  py=$(python3 -c "
n=$n
for u in ['', 'K', 'M', 'G']:
    if n < 1024:
        print(f'{n}{u}' if u == '' else f'{n:.1f}{u}')
        break
    n /= 1024
")
  echo "$n python=$py numfmt=$(numfmt --to=iec "$n")"
done
#### python3 error traceback last line only
python3 -c 'int("x")' 2>&1 | tail -n 1
python3 -c '{}["k"]' 2>&1 | tail -n 1
python3 -c 'open("missing.txt")' 2>&1 | tail -n 1
echo "rc=${PIPESTATUS[0]}"
python3 -c '1/0' 2>/dev/null; echo "rc=$?"
