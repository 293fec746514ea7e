#### find by name and type sorted
mkdir -p src/pkg/util docs build
touch src/main.go src/pkg/a.go src/pkg/a_test.go src/pkg/util/u.go docs/x.md build/out.o
find . -name '*.go' | sort
echo ---
find . -name '*.go' ! -name '*_test.go' | sort
echo ---
find . -type d -empty
find src -maxdepth 1 -type f
#### find print0 xargs 0 with spaces
mkdir d
touch "d/one two.txt" "d/three.txt" "d/four five six.log"
find d -type f -name '*.txt' -print0 | sort -z | xargs -0 -n1 echo item:
find d -type f -print0 | xargs -0 ls | sort
#### find exec with plus and semicolon
mkdir -p t
for i in 1 2 3; do seq "$i" > "t/f$i"; done
find t -type f -exec wc -l {} + | sort -k2
find t -name 'f2' -exec cat {} \;
find t -type f -exec sh -c 'echo "$(basename "$1"): $(wc -l < "$1")"' _ {} \; | sort
#### find prune directories
mkdir -p repo/.git/objects repo/node_modules/lib repo/src
touch repo/.git/objects/x repo/node_modules/lib/i.js repo/src/app.js repo/index.js
find repo \( -name .git -o -name node_modules \) -prune -o -type f -print | sort
#### find size and count by extension
mkdir stuff
printf '%0100d' 0 > stuff/big.dat
printf 'x' > stuff/small.dat
echo hi > stuff/note.txt
find stuff -type f -size +50c | sort
find stuff -type f -size -2c
find stuff -type f | sed 's/.*\.//' | sort | uniq -c
#### file tests in a loop
touch regular
mkdir adir
ln -s regular link
ln -s nowhere broken
for p in regular adir link broken missing; do
  t=""
  [[ -e $p ]] && t+="exists "
  [[ -f $p ]] && t+="file "
  [[ -d $p ]] && t+="dir "
  [[ -L $p ]] && t+="symlink "
  [[ -s $p ]] && t+="nonempty "
  echo "$p: ${t:-nothing}"
done
#### tar gzip round trip
mkdir -p pkg/sub
echo a > pkg/a.txt
echo b > pkg/sub/b.txt
tar -czf pkg.tgz pkg
tar -tzf pkg.tgz | sort
mkdir restore
tar -xzf pkg.tgz -C restore
diff -r pkg restore/pkg && echo identical
find restore -type f | sort
#### tar specific members and strip components
mkdir -p rel/v1/bin
echo tool > rel/v1/bin/tool
echo doc > rel/v1/README
tar -cf rel.tar rel
mkdir out
tar -xf rel.tar -C out --strip-components=2
find out | sort
tar -xOf rel.tar rel/v1/README
tar -tf rel.tar rel/v1/README
#### find newer via touch reference avoided use names
mkdir logs
for n in a b c; do echo "$n" > "logs/$n.log"; done
touch logs/skip.tmp
find logs -type f \( -name '*.log' -o -name '*.txt' \) | sort | while read -r f; do
  echo "$f $(wc -c < "$f")"
done
find logs -type f -not -name '*.log' -delete
ls logs
#### xargs with replace string and batching
printf '%s\n' a b c d e > list
xargs -n 2 echo pair: < list
xargs -I{} echo "item {} done" < list | sed -n 1,2p
xargs < list
printf 'x y\nz\n' | xargs -L1 echo line:
#### copy matching files preserving structure
mkdir -p from/a/b from/c
touch from/a/1.conf from/a/b/2.conf from/c/3.txt from/4.conf
mkdir to
(cd from && find . -name '*.conf' | sort | while read -r f; do
  mkdir -p "../to/$(dirname "$f")"
  cp "$f" "../to/$f"
done)
find to -type f | sort
#### find with regex and path
mkdir -p a/tests a/src
touch a/tests/test_x.py a/tests/helper.py a/src/x.py a/src/test_y.py
find a -path '*/tests/*' -name 'test_*.py' | sort
find a -regex '.*/test_[a-z]\.py' | sort
#### find errors for missing start point
find nosuch -name x
echo "rc=$?"
mkdir e
find e nosuch2 -type d
echo "rc=$?"
#### du free disk usage style listing with wc
mkdir -p sizes
printf '%0500d' 0 > sizes/a
printf '%0250d' 0 > sizes/b
printf '%010d' 0 > sizes/c
for f in sizes/*; do printf '%6d %s\n' "$(wc -c < "$f")" "$f"; done | sort -rn
wc -c sizes/* | tail -1
#### zip style archive listing with gzip multiple files
mkdir g
for n in 1 2 3; do seq "$n" > "g/$n.txt"; done
gzip g/*.txt
ls g
gzip -l g/3.txt.gz | awk 'NR>1{print $2, $4}'
gunzip -c g/2.txt.gz
gunzip g/*.gz
cat g/*.txt | wc -l
