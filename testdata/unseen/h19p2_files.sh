#### py files: listdir sorted of shell-made files
mkdir -p proj/src proj/docs; touch proj/src/b.py proj/src/a.py proj/README
python3 -c 'import os; print(sorted(os.listdir("proj"))); print(sorted(os.listdir("proj/src")))'
#### py files: os.walk sorted with relative paths
mkdir -p t/a/b t/c; echo 1 > t/a/x; echo 22 > t/a/b/y; echo 333 > t/c/z
python3 - <<'EOF'
import os
for root, dirs, files in os.walk("t"):
    dirs.sort()
    for f in sorted(files):
        p = os.path.join(root, f)
        print(os.path.relpath(p, "t"), os.path.getsize(p))
EOF
#### py files: os.walk topdown false removes empty dirs
mkdir -p e/a/b e/c; touch e/c/keep
python3 - <<'EOF'
import os
for root, dirs, files in os.walk("e", topdown=False):
    if not os.listdir(root):
        os.rmdir(root)
        print("removed", root)
EOF
find e | sort
#### py files: pathlib glob and rglob sorted
mkdir -p pk/a pk/b; touch pk/a/x.txt pk/a/y.md pk/b/z.txt pk/top.txt
python3 - <<'EOF'
from pathlib import Path
p = Path("pk")
print(sorted(str(q) for q in p.glob("*.txt")))
print(sorted(str(q) for q in p.rglob("*.txt")))
print(sorted(q.name for q in p.iterdir()))
EOF
#### py files: pathlib read_text write_text and suffixes
python3 - <<'EOF'
from pathlib import Path
p = Path("out/dir/file.tar.gz")
p.parent.mkdir(parents=True, exist_ok=True)
p.write_text("hello\nworld\n")
print(p.name, p.stem, p.suffix, p.suffixes, p.parent, p.parts)
print(repr(p.read_text()))
print(p.with_suffix(".zip"), p.exists(), p.is_file(), p.parent.is_dir())
EOF
wc -l out/dir/file.tar.gz
#### py files: glob module with recursive
mkdir -p g/one/two; touch g/a.log g/one/b.log g/one/two/c.log g/one/two/d.txt
python3 -c 'import glob; print(sorted(glob.glob("g/**/*.log", recursive=True))); print(sorted(glob.glob("g/*/")))'
#### py files: glob with no match is an empty list
python3 -c 'import glob; print(glob.glob("nothing*"), glob.glob("[ab]*"))'
#### py files: shutil copytree and rmtree
mkdir -p src/sub; echo a > src/f1; echo b > src/sub/f2
python3 - <<'EOF'
import shutil, os
shutil.copytree("src", "dst")
print(sorted(os.listdir("dst")), open("dst/sub/f2").read().strip())
shutil.rmtree("src")
print(os.path.exists("src"))
EOF
find dst -type f | sort; cat dst/f1
#### py files: shutil move file into directory and rename
mkdir box; echo data > item.txt
python3 -c 'import shutil; print(shutil.move("item.txt", "box")); print(shutil.move("box/item.txt", "box/renamed.txt"))'
ls box; test -e item.txt || echo gone
#### py files: shutil copytree into existing dir fails
mkdir -p a b; touch a/f
python3 - <<'EOF'
import shutil
try:
    shutil.copytree("a", "b")
except FileExistsError as e:
    print("exists:", e.filename, e.errno)
shutil.copytree("a", "b", dirs_exist_ok=True)
import os; print(os.listdir("b"))
EOF
#### py files: os.stat sizes of shell files
printf 'abc' > three; printf '' > zero; head -c 1000 /dev/zero > k
python3 -c '
import os
for f in ("three", "zero", "k"):
    st = os.stat(f)
    print(f, st.st_size, os.path.getsize(f))'
#### py files: stat mode of a shell-made file
echo x > f; chmod 640 f; mkdir d; chmod 750 d
python3 -c '
import os, stat
print(oct(stat.S_IMODE(os.stat("f").st_mode)), stat.S_ISREG(os.stat("f").st_mode))
print(oct(stat.S_IMODE(os.stat("d").st_mode)), stat.S_ISDIR(os.stat("d").st_mode))
print(stat.filemode(os.stat("f").st_mode))'
#### py files: file created by python has the usual mode
python3 -c 'open("made.txt", "w").write("x\n"); import os; os.mkdir("newdir"); os.makedirs("p/q/r")'
stat -c '%a %n' made.txt newdir p p/q p/q/r
#### py files: umask of the shell applies to python files
umask 077
python3 -c 'open("private", "w").close()'
stat -c '%a' private
#### py files: os.chmod then shell stat
echo '#!/bin/sh' > s.sh
python3 -c 'import os; os.chmod("s.sh", 0o755)'
stat -c %a s.sh
#### py files: os.access on shell files
echo x > r; chmod 644 r
python3 -c 'import os; print(os.access("r", os.R_OK), os.access("r", os.W_OK), os.access("nope", os.F_OK))'
#### py files: relative paths after os.chdir
mkdir -p a/b; echo in-b > a/b/f
python3 - <<'EOF'
import os
os.chdir("a")
print(os.path.basename(os.getcwd()))
print(open("b/f").read().strip())
os.chdir("b")
print(open("f").read().strip(), os.path.exists("../b"))
EOF
ls -d a/b
#### py files: getcwd matches the shell pwd
mkdir -p deep/er; cd deep/er
python3 -c 'import os; print(os.getcwd())' > got
[ "$(cat got)" = "$PWD" ] && echo same
#### py files: abspath and realpath of relative names
mkdir -p r/s; ln -s r/s link
python3 -c '
import os
print(os.path.relpath(os.path.abspath("r/s/../x")))
print(os.path.relpath(os.path.realpath("link")), os.path.islink("link"), os.readlink("link"))'
#### py files: symlinks made by python seen by shell
echo target > t.txt
python3 -c 'import os; os.symlink("t.txt", "ln.txt")'
readlink ln.txt; cat ln.txt; [ -L ln.txt ] && echo islink
#### py files: os.path helpers
python3 -c '
import os.path as p
print(p.join("a", "b", "c.txt"), p.join("a", "/abs", "x"))
print(p.splitext("arch.tar.gz"), p.split("/x/y/z"), p.dirname("a/b/"), p.basename("a/b/"))
print(p.normpath("a//b/./c/../d"), p.commonpath(["/a/b/c", "/a/b/d"]), p.isabs("x"))'
#### py files: expanduser with HOME
python3 -c 'import os; print(os.path.expanduser("~/x") == os.environ["HOME"] + "/x")'
#### py files: tempfile in the working directory
python3 - <<'EOF'
import tempfile, os
with tempfile.TemporaryDirectory(dir=".") as d:
    p = os.path.join(d, "f")
    open(p, "w").write("hi")
    print(os.path.exists(p), os.path.dirname(os.path.relpath(p)) == os.path.basename(d))
print(os.listdir("."))
EOF
#### py files: NamedTemporaryFile delete false
python3 - <<'EOF' > name
import tempfile
f = tempfile.NamedTemporaryFile("w", dir=".", suffix=".txt", delete=False)
f.write("kept\n"); f.close()
import os; print(os.path.basename(f.name))
EOF
cat "$(cat name)"; ls *.txt | wc -l
#### py files: write in binary then od
python3 -c 'open("bin", "wb").write(bytes(range(0, 256, 51)))'
od -An -tx1 bin; wc -c < bin
#### py files: read shell binary with seek and tell
printf '0123456789' > digits
python3 -c '
f = open("digits", "rb")
f.seek(3); print(f.read(2), f.tell())
f.seek(-2, 2); print(f.read(), f.tell())'
#### py files: truncate and append modes
echo 'hello world' > f
python3 -c '
with open("f", "r+") as fh:
    fh.truncate(5)
with open("f", "a") as fh:
    fh.write("!\n")'
cat f
#### py files: open with x mode on existing file
touch exists
python3 -c 'open("exists", "x")' 2>&1 | tail -1
python3 -c 'open("fresh", "x").write("ok\n")'; cat fresh
#### py files: opening a directory
mkdir dd
python3 -c 'open("dd")' 2>&1 | tail -1
python3 -c 'open("dd/nope/x", "w")' 2>&1 | tail -1
#### py files: os.remove on missing and on a directory
mkdir isdir
python3 -c 'import os; os.remove("missing")' 2>&1 | tail -1
python3 -c 'import os; os.remove("isdir")' 2>&1 | tail -1
python3 -c 'import os; os.rmdir("isdir"); print("ok")'
#### py files: os.rmdir on a non-empty directory
mkdir -p full; touch full/x
python3 -c 'import os; os.rmdir("full")' 2>&1 | tail -1
#### py files: os.makedirs exist_ok false
mkdir have
python3 -c 'import os; os.makedirs("have")' 2>&1 | tail -1
python3 -c 'import os; os.makedirs("have/more/x"); print(os.path.isdir("have/more/x"))'
#### py files: os.rename over existing file
echo old > a; echo new > b
python3 -c 'import os; os.rename("b", "a"); os.replace("a", "c")'
ls; cat c
#### py files: scandir entries sorted with types
mkdir -p sd/dir; touch sd/file; ln -s file sd/link
python3 - <<'EOF'
import os
for e in sorted(os.scandir("sd"), key=lambda e: e.name):
    print(e.name, e.is_dir(), e.is_file(), e.is_symlink())
EOF
#### py files: file the shell writes while python reads lines
printf 'one\ntwo\nthree\n' > lines
python3 -c '
with open("lines") as f:
    print([l.rstrip("\n") for l in f])
print(open("lines").read().splitlines())'
#### py files: newline handling no final newline
printf 'a\nb' > nofinal
python3 -c 'print(open("nofinal").readlines())'
printf 'a\r\nb\r\n' > crlf
python3 -c 'print(open("crlf").readlines(), open("crlf", newline="").readlines())'
#### py files: python writes many files shell counts them
python3 -c '
import os
os.makedirs("many", exist_ok=True)
for i in range(25):
    with open(f"many/f{i:03}.txt", "w") as f:
        f.write("x" * i)'
ls many | wc -l; ls many | head -3; du -b many/f024.txt | cut -f1
#### py files: shell loop over files python listed
touch a.csv b.csv c.txt
for f in $(python3 -c 'import glob; print(" ".join(sorted(glob.glob("*.csv"))))'); do echo "got $f"; done
#### py files: os.path.getmtime ordering
echo a > older; touch -d '2020-01-01 00:00:00' older; echo b > newer; touch -d '2021-06-01 00:00:00' newer
python3 -c '
import os
fs = sorted(["newer", "older"], key=os.path.getmtime)
print(fs)
import datetime
print(datetime.datetime.fromtimestamp(os.path.getmtime("older"), datetime.timezone.utc).year)'
#### py files: os.utime then shell date
touch f
python3 -c 'import os; os.utime("f", (1000000000, 1000000000))'
date -u -r f +%Y-%m-%d
#### py files: fnmatch filter
touch x1.py x2.py y.txt
python3 -c 'import fnmatch, os; print(sorted(fnmatch.filter(os.listdir("."), "x?.py")))'
#### py files: shutil.which inside the sandbox
python3 -c 'import shutil; print(shutil.which("definitely-not-a-program"))'
#### py files: disk usage of a tree
mkdir -p u/v; printf '%100s' > u/a; printf '%50s' > u/v/b
python3 -c '
import os
total = 0
for r, ds, fs in os.walk("u"):
    total += sum(os.path.getsize(os.path.join(r, f)) for f in fs)
print(total)'
#### py files: shutil.copyfileobj between files
seq 1 5 > in
python3 -c '
import shutil
with open("in", "rb") as a, open("out", "wb") as b:
    shutil.copyfileobj(a, b)'
cmp in out && echo same
#### py files: os.path.exists for special paths
python3 -c 'import os; print(os.path.exists("/dev/null"), os.path.isdir("/tmp"), os.path.exists("/no/such"))'
#### py files: open /dev/null for writing
python3 -c 'open("/dev/null", "w").write("gone"); print("ok")'
#### py files: rmtree with missing path and ignore_errors
python3 -c 'import shutil; shutil.rmtree("nope", ignore_errors=True); print("fine")'
python3 -c 'import shutil; shutil.rmtree("nope")' 2>&1 | tail -1
#### py files: filecmp compares shell files
echo same > a; echo same > b; echo diff > c
python3 -c 'import filecmp; print(filecmp.cmp("a", "b", shallow=False), filecmp.cmp("a", "c", shallow=False))'
#### py files: zipfile round trip with unzip listing by python
mkdir z; echo one > z/1; echo two > z/2
python3 - <<'EOF'
import zipfile
with zipfile.ZipFile("a.zip", "w") as zf:
    zf.write("z/1"); zf.write("z/2")
with zipfile.ZipFile("a.zip") as zf:
    print(zf.namelist(), zf.read("z/2"))
EOF
#### py files: tarfile made by python read by tar
mkdir tt; echo hello > tt/h
python3 -c '
import tarfile
with tarfile.open("t.tar", "w") as t:
    t.add("tt")'
tar tf t.tar | sort
#### py files: gzip by python read by zcat
python3 -c 'import gzip; gzip.open("x.gz", "wt").write("compressed line\n")'
zcat x.gz
printf 'from shell\n' | gzip > y.gz
python3 -c 'import gzip; print(gzip.open("y.gz", "rt").read(), end="")'
