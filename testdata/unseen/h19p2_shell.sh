#### py sh: sys.argv with spaces and empty args
python3 -c 'import sys; print(len(sys.argv), sys.argv)' "a b" "" '$x' "*"
#### py sh: sys.argv[0] for -c and heredoc and script
python3 -c 'import sys; print(sys.argv[0])'
python3 - x y <<'EOF'
import sys; print(sys.argv)
EOF
echo 'import sys; print(sys.argv)' > prog.py; python3 prog.py 1; python3 ./prog.py 2
#### py sh: script in a subdirectory by relative path
mkdir -p top/tools; cd top; echo 'import sys, os; print(os.path.basename(__file__), sys.argv[0], os.path.basename(os.getcwd()))' > tools/t.py
python3 tools/t.py; cd tools && python3 t.py
#### py sh: sys.path[0] is the script directory for imports
mkdir -p lib; echo 'VALUE = 42' > lib/helper.py; echo 'import helper; print(helper.VALUE)' > lib/main.py
python3 lib/main.py
echo 'def f(): return "local module"' > mymod.py
python3 -c 'import mymod; print(mymod.f())'
#### py sh: stdin lines from printf
printf 'b 2\na 1\nc 3\n' | python3 -c '
import sys
rows = [l.split() for l in sys.stdin]
for name, n in sorted(rows, key=lambda r: int(r[1])):
    print(name)'
#### py sh: stdin with input() and EOFError
printf 'first\nsecond\n' | python3 -c '
a = input(); b = input("prompt> ")
print(repr(a), repr(b))
try:
    input()
except EOFError:
    print("eof")'
#### py sh: python output piped to sort and uniq
python3 -c '
for w in "b a c a b a".split():
    print(w)' | sort | uniq -c
#### py sh: python in the middle of a pipeline
seq 1 6 | python3 -c '
import sys
for l in sys.stdin:
    n = int(l)
    if n % 2: print(n * 10)' | tac
#### py sh: sys.stdin.readline loop and fileinput
printf 'x\ny\n' > f1; printf 'z\n' > f2
python3 -c '
import fileinput
for line in fileinput.input():
    print(fileinput.filename(), fileinput.lineno(), line, end="")' f1 f2
printf 'p\n' | python3 -c 'import fileinput; print([l for l in fileinput.input()])'
#### py sh: here string into python
python3 -c 'import sys; print(sys.stdin.read().upper(), end="")' <<< "here string"
#### py sh: heredoc with variable expansion into python
name=World; n=3
python3 - <<EOF
for i in range($n):
    print("Hello, $name", i)
EOF
#### py sh: heredoc program reads stdin from a file argument redirect
echo 'payload' > in.txt
python3 /dev/stdin <<'EOF'
print("from dev stdin")
EOF
python3 -c 'import sys; print(sys.stdin.read().strip())' < in.txt
#### py sh: sys.exit codes and messages
python3 -c 'import sys; sys.exit(3)'; echo "st=$?"
python3 -c 'import sys; sys.exit("fatal: bad thing")'; echo "st=$?"
python3 -c 'import sys; sys.exit(256 + 7)'; echo "st=$?"
python3 -c 'import sys; sys.exit(None)'; echo "st=$?"
python3 -c 'import sys; sys.exit(True)'; echo "st=$?"
#### py sh: os._exit skips the stdout flush
python3 -c 'import os, sys; print("lost?"); sys.stdout.flush(); print("lost"); os._exit(4)'; echo "st=$?"
#### py sh: uncaught exception last line and status
python3 -c 'raise ValueError("bad value")' 2>err; echo "st=$?"; tail -1 err; head -1 err
python3 -c 'import json; json.loads("{")' 2>&1 | tail -1
#### py sh: traceback of a script file
cat > boom.py <<'EOF'
def inner(x):
    return 10 / x

def outer():
    return inner(0)

outer()
EOF
python3 boom.py 2>&1 | sed "s|\"/.*/boom.py\"|\"boom.py\"|"; echo "st=${PIPESTATUS[0]}"
#### py sh: exception caught and printed with traceback module
python3 - <<'EOF'
import traceback, sys
try:
    {}["missing"]
except KeyError as e:
    print("caught", repr(e))
    print(traceback.format_exception_only(type(e), e)[-1], end="")
EOF
#### py sh: NameError with suggestion last line
python3 -c 'valuex = 1; print(valuey)' 2>&1 | tail -1
#### py sh: syntax error in heredoc program
python3 - <<'EOF' 2>&1 | tail -1; echo "st=${PIPESTATUS[0]}"
def f(:
    pass
EOF
#### py sh: indentation error in script
printf 'if True:\nprint(1)\n' > ind.py
python3 ind.py 2>&1 | tail -1
#### py sh: exported vs unexported variables
EXP=yes; export EXP; LOCAL=no
python3 -c 'import os; print(os.environ.get("EXP"), os.environ.get("LOCAL"), "LOCAL" in os.environ)'
#### py sh: prefix assignment only for the command
A=one python3 -c 'import os; print(os.environ["A"])'; python3 -c 'import os; print(os.getenv("A", "unset"))'
#### py sh: python changes its env, shell does not see it
export KEEP=shell
python3 -c 'import os; os.environ["KEEP"] = "python"; os.environ["NEW"] = "x"; print(os.environ["KEEP"])'
echo "$KEEP ${NEW:-none}"
#### py sh: environment variable with newline and unicode
export MULTI=$'line1\nline2' UNI='grüße'
python3 -c 'import os; print(repr(os.environ["MULTI"]), os.environ["UNI"], len(os.environ["UNI"]))'
#### py sh: env -i and env -u around python
export X1=a
env -u X1 python3 -c 'import os; print(os.environ.get("X1"))'
env X2=b python3 -c 'import os; print(os.environ["X2"], os.environ["X1"])'
#### py sh: PYTHONHASHSEED makes set order repeatable
PYTHONHASHSEED=0 python3 -c 'print(hash("abc") == hash("abc"), sorted({"b", "a", "c"}))'
#### py sh: python reads HOME and PWD
mkdir sub; cd sub
python3 -c 'import os; print(os.environ["PWD"] == os.getcwd(), os.path.basename(os.environ["PWD"]))'
#### py sh: stdout and stderr separated
python3 -c 'import sys; print("to out"); print("to err", file=sys.stderr)' >o 2>e
echo "out: $(cat o) err: $(cat e)"
#### py sh: interleaving with explicit flush
python3 -c '
import sys
for i in range(3):
    print("out", i, flush=True)
    print("err", i, file=sys.stderr, flush=True)' 2>&1
#### py sh: buffered stdout comes after stderr when piped
python3 -c '
import sys
print("out first")
print("err second", file=sys.stderr)' 2>&1 | cat
#### py sh: python -u unbuffered ordering
python3 -u -c '
import sys
print("o1"); print("e1", file=sys.stderr); print("o2")' 2>&1
#### py sh: PYTHONUNBUFFERED ordering
PYTHONUNBUFFERED=1 python3 -c '
import sys
sys.stdout.write("a\n"); sys.stderr.write("b\n"); sys.stdout.write("c\n")' 2>&1
#### py sh: shell echo and python output ordering in a group
{ echo start; python3 -c 'print("middle")'; echo end; } | cat
#### py sh: unicode output and input
printf 'naïve café\n' | python3 -c 'import sys; s = sys.stdin.read().strip(); print(s.upper(), len(s), len(s.encode()))'
python3 -c 'print("\u2603 \U0001F600 ñ")' | od -An -c | head -2
#### py sh: unicode file names
python3 -c 'open("résumé.txt", "w").write("ok\n")'
ls; cat résumé.txt
touch 'ünï.dat'; python3 -c 'import os; print(sorted(os.listdir(".")))'
#### py sh: invalid utf8 on stdin with errors
printf 'ok\xff\xfebad\n' | python3 -c 'import sys; print(repr(sys.stdin.buffer.read().decode("utf-8", "replace")))'
printf 'ok\xffbad\n' | python3 -c 'import sys; print(repr(sys.stdin.read()))'
#### py sh: print of surrogate escape file name
printf 'x' > "$(printf 'bad\xffname')"
python3 -c 'import os; print([n.encode("utf-8", "surrogateescape") for n in os.listdir(".")])'
#### py sh: ensure output of ascii encode error
PYTHONIOENCODING=ascii python3 -c 'print("é")' 2>&1 | tail -1
PYTHONIOENCODING=ascii:replace python3 -c 'print("é")'
#### py sh: large output into head
python3 -c '
for i in range(200000):
    print("line", i)' | head -2; echo "st=${PIPESTATUS[*]}"
#### py sh: large output into head with stderr visible
python3 -c '
for i in range(200000):
    print("line", i)' | head -1
echo "st=${PIPESTATUS[0]}"
#### py sh: sys.stdout.write large block into wc
python3 -c 'import sys; sys.stdout.write("x" * 1000000)' | wc -c
#### py sh: python writes a shell script bash runs
python3 - <<'EOF'
lines = ["#!/bin/bash", "set -e"]
for i in range(3):
    lines.append(f"echo step {i}")
open("gen.sh", "w").write("\n".join(lines) + "\n")
EOF
bash gen.sh; chmod +x gen.sh; ./gen.sh | tail -1
#### py sh: python makes script executable itself
python3 -c '
import os
open("run.sh", "w").write("#!/bin/sh\necho ran\n")
os.chmod("run.sh", 0o755)'
./run.sh
#### py sh: shell writes python script with shebang
cat > tool <<'EOF'
#!/usr/bin/env python3
import sys
print("tool got", sys.argv[1:])
EOF
chmod +x tool; ./tool a b
#### py sh: python generates commands piped to bash
python3 -c '
for name in ["alpha", "beta"]:
    print(f"echo processing {name}; mkdir -p out/{name}")' | bash
ls out
#### py sh: command substitution in arithmetic
n=$(python3 -c 'print(6 * 7)')
echo $(( n + 1 )) $(( $(python3 -c 'print(2**10)') / 4 ))
#### py sh: command substitution into arrays
arr=($(python3 -c 'print(" ".join(str(i*i) for i in range(5)))'))
echo "${#arr[@]} ${arr[3]}"
mapfile -t lines < <(python3 -c 'print("one two"); print("three")')
echo "${#lines[@]} [${lines[0]}]"
#### py sh: trailing newlines stripped in command substitution
x=$(python3 -c 'print("v\n\n")'); echo "[$x]"
#### py sh: read variables from python output
read -r a b c <<< "$(python3 -c 'print(1, "two", 3.0)')"
echo "$c $b $a"
IFS=, read -r p q < <(python3 -c 'print("x,y")'); echo "$q$p"
#### py sh: eval of python-printed assignments
eval "$(python3 -c 'print("A=1; B=\"two words\"")')"
echo "$A|$B"
#### py sh: set -e stops on failing python
set -e
python3 -c 'print("ok")'
python3 -c 'import sys; sys.exit(2)'
echo not reached
#### py sh: set -e with python in a condition
set -e
if python3 -c 'import sys; sys.exit(1)'; then echo yes; else echo no; fi
python3 -c 'raise SystemExit(5)' || echo "handled $?"
echo done
#### py sh: pipefail with failing python
set -o pipefail
python3 -c 'import sys; print("x"); sys.exit(3)' | cat; echo "st=$?"
#### py sh: python exit status in a while loop
i=0
while python3 -c "import sys; sys.exit(0 if $i < 3 else 1)"; do i=$((i+1)); done
echo "i=$i"
#### py sh: && || chains with python tests
python3 -c 'import os, sys; sys.exit(0 if os.path.exists("nope") else 1)' && echo exists || echo missing
#### py sh: python3 -c with no code and -c missing arg
python3 -c 2>&1 | tail -1; echo "st=${PIPESTATUS[0]}"
#### py sh: python3 unknown option
python3 --definitely-bad 2>&1 | head -1; echo "st=${PIPESTATUS[0]}"
#### py sh: python3 -m module not found
python3 -m no_such_module_xyz; echo "st=$?"
#### py sh: import of missing module
python3 -c 'import numpy_not_here' 2>&1 | tail -1
#### py sh: python3 -c reading a file given as argument
echo 'contents' > given
python3 -c 'import sys; print(open(sys.argv[1]).read().strip())' given
#### py sh: python as a filter with tee
printf '3\n1\n2\n' | python3 -c 'import sys; print(*sorted(sys.stdin.read().split()), sep="\n")' | tee sorted.txt | wc -l
cat sorted.txt
#### py sh: python3 -E and -I ignore environment
PYTHONPATH=/nowhere python3 -I -c 'import sys; print("/nowhere" in sys.path)'
PYTHONPATH=/nowhere python3 -c 'import sys; print("/nowhere" in sys.path)'
#### py sh: python3 -c with multiple statements and semicolons
python3 -c 'x = [1, 2, 3]; y = sum(x); print(y); print(*x)'
#### py sh: python prints to stderr then exits nonzero captured
out=$(python3 -c 'import sys; print("data"); print("warn", file=sys.stderr); sys.exit(1)' 2>/dev/null) || echo "failed with $? out=$out"
#### py sh: xargs into python
printf 'a\nb\nc\n' | xargs python3 -c 'import sys; print(sys.argv[1:])'
printf 'x y\n' | xargs -n1 python3 -c 'import sys; print(sys.argv[1])'
