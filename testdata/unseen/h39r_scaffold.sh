#### scaffold go project layout
mkdir -p proj/{cmd/app,internal/{db,http},docs}
touch proj/cmd/app/main.go proj/internal/db/db.go proj/internal/http/server.go proj/README.md
find proj -type d | sort
find proj -type f -name '*.go' | sort
#### find with -exec and basename
mkdir -p src/a src/b; touch src/a/x.py src/b/y.py src/b/z.txt
find src -name '*.py' -exec basename {} \; | sort
find src -name '*.py' -exec basename {} .py \; | sort
#### find -print0 xargs -0 with spaces
mkdir -p 'my docs'; touch 'my docs/a file.txt' 'my docs/b.txt'
find 'my docs' -name '*.txt' -print0 | sort -z | xargs -0 -n1 echo got:
find . -name '*.txt' -print0 | xargs -0 wc -l | sort -k2 | tail -1
#### rename extensions in loop
touch a.jpeg b.jpeg 'c d.jpeg'
for f in *.jpeg; do mv -- "$f" "${f%.jpeg}.jpg"; done
ls
#### dirname and basename on paths
for p in /a/b/c.txt a/b/ c.txt / ./x/y
do printf '%-10s dir=%-6s base=%s\n' "$p" "$(dirname "$p")" "$(basename "$p")"
done
#### realpath relative and canonical
mkdir -p x/y; touch x/y/f
realpath --relative-to=x x/y/f
realpath -m x/../x/./y/nosuch | sed "s|$PWD|PWD|"
cd x/y && realpath --relative-to="$OLDPWD" . 
#### find by size and empty files
printf 'data' > full.txt; : > empty.txt; mkdir emptydir
find . -empty | sort
find . -type f -size +0 | sort
#### find -mindepth -maxdepth
mkdir -p l1/l2/l3; touch l1/f1 l1/l2/f2 l1/l2/l3/f3
find l1 -maxdepth 1 | sort
find l1 -mindepth 2 -type f | sort
#### xargs batching
seq 1 7 | xargs -n 3 echo batch
printf 'a\nb\nc\n' | xargs -I{} echo 'item={}'
echo "exit=$?"
#### xargs with missing command
echo x | xargs nosuchcmd_h39r
echo "rc=$?"
echo "exit=$?"
#### find -newer style via touch -d
touch -d '2026-01-01 00:00:00' old.txt; touch -d '2026-06-01 00:00:00' new.txt
find . -name '*.txt' -newer old.txt
[ new.txt -nt old.txt ] && echo newer
#### copy tree with cp -r and compare
mkdir -p orig/sub; echo 1 > orig/a; echo 2 > orig/sub/b
cp -r orig copy
diff -r orig copy && echo identical
echo 3 > copy/sub/b; diff -r orig copy
#### mkdir -p idempotent and mkdir error
mkdir -p a/b
mkdir -p a/b && echo ok
mkdir a
echo "rc=$?"
#### rm -rf and checks
mkdir -p tmp/x; touch tmp/x/y
rm -r tmp; [ -e tmp ] || echo gone
rm nosuch.txt; echo "rc=$?"
rm -f nosuch.txt; echo "rc=$?"
#### ln -s and readlink
echo target > real.txt; ln -s real.txt link.txt
readlink link.txt; cat link.txt
[ -L link.txt ] && echo is-link
ln -s real.txt link.txt; echo "rc=$?"
#### find -exec with plus
mkdir d; printf 'a\n' > d/1.txt; printf 'b\nc\n' > d/2.txt
find d -name '*.txt' -exec cat {} + | wc -l
find d -type f -exec grep -l c {} +
#### find -path and -prune
mkdir -p app/node_modules/pkg app/src
touch app/node_modules/pkg/i.js app/src/m.js
find app -path '*/node_modules' -prune -o -name '*.js' -print
#### count files by extension
mkdir e
touch e/a.go e/b.go e/c.md e/d.txt e/e.go e/Makefile
find e -type f | sed -n 's/.*\.//p' | sort | uniq -c | sort -rn
#### install -d and -m
install -d out/bin
printf '#!/bin/sh\necho hi\n' > tool.sh
install -m 755 tool.sh out/bin/tool
[ -x out/bin/tool ] && out/bin/tool
#### generate files from list with printf
printf '%s\n' alpha beta gamma | while read -r n
do printf 'name: %s\n' "$n" > "$n.yaml"
done
head -n1 *.yaml
#### pushd popd in scaffolding
mkdir -p w/one w/two
pushd w/one >/dev/null; touch here; popd >/dev/null
pushd w/two >/dev/null; basename "$PWD"; popd >/dev/null
find w -type f
#### globbing with nullglob
shopt -s nullglob
files=(*.nomatch); echo "count=${#files[@]}"
shopt -u nullglob
for f in *.nomatch; do echo "got [$f]"; done
#### makefile generation and make-free check
cat > Makefile <<'EOF'
build:
	go build ./...
test:
	go test ./...
EOF
grep -E '^[a-z]+:' Makefile | cut -d: -f1
grep -c $'^\t' Makefile
#### tree-like listing with find and sed
mkdir -p t/a/b
touch t/a/f1 t/a/b/f2 t/top
find t | sort | sed -e 's|[^/]*/|  |g'
#### cp with -n no clobber and -v
echo old > dst; echo new > src
cp -n src dst; cat dst
cp -v src dst2
#### mv into directory and rename collision
mkdir bin; touch a b
mv a b bin/; ls bin
mv bin/a bin/b; ls bin
#### find -regex and -iname
touch Report.PDF notes.pdf img.png
find . -iname '*.pdf' | sort
find . -regex '.*\.\(png\|PDF\)' | sort
#### stat-free size with wc -c
printf '12345' > five
printf '' > zero
for f in five zero
do echo "$f $(wc -c < "$f")"
done
#### loop files with spaces safely vs unsafely
touch 'one two.log' 'three.log'
for f in $(ls *.log); do echo "unsafe [$f]"; done
for f in *.log; do echo "safe [$f]"; done
#### find -delete
mkdir -p c/d; touch c/x.tmp c/d/y.tmp c/keep.txt
find c -name '*.tmp' -delete
find c | sort
#### xargs -0 rm with spaces
touch 'del me.bak' 'keep.txt' 'x.bak'
printf '%s\0' *.bak | xargs -0 rm --
ls
#### directory size count of files per dir
mkdir -p p/a p/b
touch p/a/1 p/a/2 p/b/3
for d in p/*/
do echo "$(basename "$d") $(find "$d" -type f | wc -l)"
done
#### test file attributes
touch r; chmod 444 r; mkdir dd
for x in r dd nosuch; do
  printf '%s:' "$x"; [ -e "$x" ] && printf ' exists'; [ -d "$x" ] && printf ' dir'; [ -f "$x" ] && printf ' file'; [ -r "$x" ] && printf ' readable'; echo
done
#### chmod symbolic and octal check with test
touch s.sh
chmod u+x s.sh
[ -x s.sh ] && echo exec
chmod 600 s.sh
[ -x s.sh ] || echo noexec
#### split files into chunks
seq 1 10 > nums.txt
split -l 4 nums.txt part_
for f in part_*; do echo "$f: $(paste -sd, "$f")"; done
#### csplit by pattern
printf 'h1\na\n--\nh2\nb\n--\nh3\n' > doc.txt
csplit -s -f sec_ doc.txt '/^--$/' '{*}'
for f in sec_*; do echo "$f=$(tr '\n' ' ' < "$f")"; done
#### find -type l and broken links
touch t1; ln -s t1 good; ln -s missing bad
find . -type l | sort
find . -xtype l
#### mktemp in current dir pattern
d=$(mktemp -d ./work.XXXXXX); [ -d "$d" ] && echo made
f=$(mktemp "$d/f.XXXX"); [ -f "$f" ] && echo file
rm -r "$d"; ls
#### basename with suffix option -s -a
basename -s .tar.gz /x/a.tar.gz
basename -a /p/q /r/s/
echo "exit=$?"
#### cd to missing dir in script
cd nosuchdir
echo "rc=$?"
cd nosuchdir 2>/dev/null || echo "fallback"
#### touch multiple and ls -1 sort options
touch b10 b2 b1
ls -1
ls -1v
ls -1r
#### find -exec sh -c with args
mkdir m; touch m/a.TXT m/b.TXT
find m -name '*.TXT' -exec sh -c 'for f; do mv "$f" "${f%.TXT}.txt"; done' _ {} +
ls m
#### ls -d and ls of missing
mkdir dd
ls -d dd
ls nothere
echo "rc=$?"
#### wc -l on find results count
mkdir -p q/{a,b,c}
touch q/a/{1,2} q/c/3
echo "files: $(find q -type f | wc -l) dirs: $(find q -mindepth 1 -type d | wc -l)"
#### tee to multiple files
echo 'shared' | tee f1 f2 > /dev/null
cat f1 f2
echo more | tee -a f1
cat f1
#### realpath of missing file error
realpath nosuch/file
echo "rc=$?"
realpath -e nosuch
echo "rc=$?"
#### sort files by name numerically with version sort
touch v1.10.txt v1.2.txt v1.9.txt
printf '%s\n' v*.txt | sort -V
echo "exit=$?"
