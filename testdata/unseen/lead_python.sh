#### python3 -c reading stdin and writing stdout
printf 'b\na\nc\n' | python3 -c 'import sys; print("".join(sorted(sys.stdin)), end="")'
python3 -c 'print("x" * 3); print(2 ** 100)'
#### python3 sees files the shell made and the shell sees its files
mkdir -p d/sub; echo hello > d/a.txt; echo 12345 > d/sub/b.txt
python3 - <<'E'
import os
for root, dirs, files in sorted(os.walk("d")):
    dirs.sort()
    for f in sorted(files):
        p = os.path.join(root, f)
        print(p, os.path.getsize(p))
with open("made.txt", "w") as fh:
    fh.write("from python\n")
E
cat made.txt; ls d
#### python3 exit status and uncaught exception status
python3 -c 'import sys; sys.exit(3)'; echo "st=$?"
python3 -c 'raise SystemExit("bye")'; echo "st=$?"
python3 -c 'import sys; sys.exit(0)'; echo "st=$?"
python3 -c '1/0' 2>/dev/null; echo "st=$?"
#### python3 argv and environment
FOO=bar python3 -c 'import os, sys; print(sys.argv[1:], os.environ.get("FOO"), os.environ.get("NOPE", "-"))' a 'b c' ''
export XV=1; python3 -c 'import os; print("XV" in os.environ, os.environ["XV"])'
#### python3 script file with arguments and __name__
cat > s.py <<'E'
import sys
def main(args):
    total = sum(int(a) for a in args)
    print(f"{len(args)} args, total {total}")
    return 0 if total < 10 else 1
if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
E
python3 s.py 1 2 3; echo "st=$?"; python3 s.py 5 6; echo "st=$?"
#### python3 json processing in a pipeline
echo '{"items":[{"n":"a","v":2},{"n":"b","v":5}]}' | python3 -c '
import json, sys
d = json.load(sys.stdin)
print(json.dumps({i["n"]: i["v"] * 10 for i in d["items"]}, sort_keys=True))
print(sum(i["v"] for i in d["items"]))'
#### python3 csv module round trip
printf 'name,qty\n"Doe, J",3\nann,4\n' > in.csv
python3 - <<'E'
import csv
with open("in.csv", newline="") as f:
    rows = list(csv.DictReader(f))
with open("out.csv", "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["name", "double"])
    for r in rows:
        w.writerow([r["name"], int(r["qty"]) * 2])
print(len(rows))
E
cat out.csv | tr -d '\r'
#### python3 reads a file line by line and the shell post-processes
seq 1 10 > nums
python3 -c '
with open("nums") as f:
    for line in f:
        n = int(line)
        if n % 3 == 0:
            print(n * n)' | paste -sd+ | bc
#### python3 file operations: rename, remove, makedirs, exists
python3 - <<'E'
import os, shutil
os.makedirs("x/y/z", exist_ok=True)
open("x/y/z/f", "w").write("data")
os.rename("x/y/z/f", "x/g")
shutil.copy("x/g", "x/h")
print(sorted(os.listdir("x")), os.path.exists("x/y/z/f"), os.path.isdir("x/y"))
shutil.rmtree("x/y")
print(sorted(os.listdir("x")))
E
find x | sort; cat x/h; echo
#### python3 errors on missing files are text on stderr
python3 -c 'open("nope.txt")' 2>&1 | tail -1; echo "st=${PIPESTATUS[0]}"
python3 nofile.py 2>&1 | sed "s/^[^:]*: //; s|'.*/|'|"; echo "st=${PIPESTATUS[0]}"
#### python3 regular expressions and string formatting
python3 -c '
import re
s = "2024-01-05 ERROR disk full; 2024-01-06 WARN cpu; 2024-01-07 ERROR net"
print(re.findall(r"(\d{4}-\d\d-\d\d) ERROR (\w+)", s))
print(re.sub(r"(\w+)@(\w+)", r"\2 at \1", "me@host you@there"))
print("{:>8}|{:<6}|{:^7}|{:08.3f}".format("r", "l", "c", 3.14159))'
#### python3 -c with a syntax error
python3 -c 'print(' 2>&1 | tail -1; echo "st=${PIPESTATUS[0]}"
python3 -c 'x = 1
  y = 2' 2>&1 | tail -1
#### python3 writes to stderr and stdout separately
python3 -c 'import sys; print("out"); print("err", file=sys.stderr); sys.stdout.flush()' 2>/dev/null
python3 -c 'import sys; print("out"); print("err", file=sys.stderr)' 2>&1 >/dev/null
#### python3 heredoc program with a function and a loop over the shell's output
ls_out=$(printf '%s\n' c.txt a.log b.txt)
python3 - "$ls_out" <<'E'
import sys
names = sys.argv[1].split("\n")
by_ext = {}
for n in names:
    by_ext.setdefault(n.rsplit(".", 1)[1], []).append(n)
for k in sorted(by_ext):
    print(k, ",".join(sorted(by_ext[k])))
E
#### python3 working directory follows the shell's cd
mkdir -p w/in; echo deep > w/in/f; cd w/in; python3 -c 'import os; print(os.path.basename(os.getcwd()), open("f").read().strip())'; cd ../..
python3 -c 'import os; os.chdir("w"); print(sorted(os.listdir(".")))'; ls -d w
#### python3 integer and float arithmetic matches the usual rules
python3 -c 'print(7 // 2, -7 // 2, 7 % -3, 2 ** -1, round(2.5), round(3.5), 0.1 + 0.2, int("0x1f", 16), 10 / 4)'
python3 -c 'import math; print(math.factorial(20), math.gcd(84, 36), math.isqrt(10**10 + 1))'
#### python3 sys.stdin.read with no input and with binary data
python3 -c 'import sys; d = sys.stdin.read(); print(repr(d))' < /dev/null
printf 'a\0b\377' | python3 -c 'import sys; print(list(sys.stdin.buffer.read()))'
#### python3 appends to a file the shell keeps writing
echo one > log; python3 -c 'open("log", "a").write("two\n")'; echo three >> log; cat log
python3 -c 'print(len(open("log").readlines()))'
#### python3 collections and sorting with keys
python3 -c '
from collections import Counter, defaultdict
words = "the cat and the hat and the bat".split()
c = Counter(words)
print(c.most_common(2))
g = defaultdict(list)
for w in words: g[len(w)].append(w)
print(sorted((k, sorted(set(v))) for k, v in g.items()))
print(sorted(words, key=lambda w: (-c[w], w)))'
#### python3 output piped into head stops quietly
python3 -c '
for i in range(100000):
    print(i)' 2>/dev/null | head -3; echo "st=${PIPESTATUS[*]}"
python3 -c '
import sys
try:
    for i in range(100000):
        print(i)
except BrokenPipeError as e:
    print("caught", e.errno, file=sys.stderr)
    sys.stderr.close()' | head -1
{ python3 -c '
for i in range(100000):
    print(i)' 2>/dev/null; echo "after $?"; } | head -1; echo "st=${PIPESTATUS[*]}"
