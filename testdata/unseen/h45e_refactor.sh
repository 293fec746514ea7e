#### sed -i with backup suffix and diff
mkdir src
printf 'def old_name():\n    return old_name_helper()\n' > src/a.py
printf 'from a import old_name\nold_name()\n' > src/b.py
sed -i.bak 's/old_name/new_name/g' src/a.py src/b.py
ls src
diff -u src/a.py.bak src/a.py | tail -n +3
echo "rc=$?"
#### grep -rl piped to xargs sed
mkdir -p proj/lib proj/docs
echo 'import foo' > proj/lib/x.py
echo 'foo.bar()' > proj/lib/y.py
echo 'nothing here' > proj/lib/z.py
echo 'Use foo carefully' > proj/docs/readme.md
grep -rl foo proj | sort
grep -rl foo proj | sort | xargs sed -i 's/\bfoo\b/qux/g'
grep -rn qux proj | sort
grep -rc foo proj | sort
#### diff -u with fixed labels
printf 'alpha\nbeta\ngamma\ndelta\n' > before.txt
sed -e 's/beta/BETA/' -e '/delta/d' before.txt > after.txt
diff -u --label before --label after before.txt after.txt
echo "diff status=$?"
diff -q before.txt before.txt && echo same
#### rename functions across files and count changes
mkdir code
for f in one two three; do
  printf 'getUser(1)\ngetUser(2)\nsetUser(3)\n' > "code/$f.js"
done
before=$(grep -ro 'getUser' code | wc -l)
find code -name '*.js' -exec sed -i 's/getUser/fetchUser/g' {} +
after=$(grep -ro 'fetchUser' code | wc -l)
echo "replaced $before -> $after"
grep -c getUser code/*.js
#### sed in place with address ranges
cat > config.ini <<'EOF'
[server]
port=80
host=a
[client]
port=9000
retries=3
EOF
sed -i '/^\[client\]/,/^\[/ s/^port=.*/port=9999/' config.ini
sed -i '/^retries/d' config.ini
sed -i '1i # generated' config.ini
sed -i '$a timeout=5' config.ini
cat config.ini
#### diff of two directories
mkdir -p v1 v2
printf 'a\n' > v1/same.txt; cp v1/same.txt v2/
printf 'old\n' > v1/changed.txt; printf 'new\n' > v2/changed.txt
printf 'x\n' > v1/removed.txt
printf 'y\n' > v2/added.txt
diff -rq v1 v2 | sort
echo "status=${PIPESTATUS[0]}"
#### patch round trip
printf 'one\ntwo\nthree\n' > f.txt
cp f.txt f.orig
sed -i 's/two/TWO/' f.txt
diff -u f.orig f.txt > change.patch
cp f.orig g.txt
patch g.txt < change.patch
cat g.txt
patch -R g.txt < change.patch
cmp g.txt f.orig && echo restored
#### trailing whitespace cleanup with count
printf 'a  \nb\t\nc\nd \n' > ws.txt
echo "lines with trailing ws: $(grep -c '[[:space:]]$' ws.txt)"
sed -i 's/[[:space:]]*$//' ws.txt
cat -A ws.txt
grep -c '[[:space:]]$' ws.txt || echo "none left"
#### replace a version string in multiple file types
mkdir rel
echo 'VERSION = "1.4.2"' > rel/setup.py
echo '{"version": "1.4.2"}' > rel/package.json
echo 'version: 1.4.2' > rel/chart.yaml
old=1.4.2 new=1.5.0
grep -rlF "$old" rel | sort | while read -r f; do
  sed -i "s/${old//./\\.}/$new/g" "$f"
  echo "updated $f"
done
cat rel/*
#### sed -i on missing file reports error
sed -i 's/a/b/' nosuch.txt
echo "rc=$?"
printf 'x\n' > ok.txt
sed -i 's/x/y/' ok.txt nosuch2.txt
echo "rc=$?"
cat ok.txt
#### convert tabs to spaces and back
printf 'a\tb\n\tindented\n' > t.txt
expand -t 4 t.txt | cat -A
expand -t 4 t.txt | unexpand -t 4 --first-only | cat -A
#### insert license header into files lacking it
mkdir s
printf 'code1\n' > s/a.sh
printf '# License: MIT\ncode2\n' > s/b.sh
printf 'code3\n' > s/c.sh
for f in s/*.sh; do
  if ! head -1 "$f" | grep -q '^# License'; then
    { echo '# License: MIT'; cat "$f"; } > "$f.tmp" && mv "$f.tmp" "$f"
    echo "added header to $f"
  fi
done
head -n1 s/*.sh
#### sed multiple expressions and capture groups
cat > names.txt <<'EOF'
Doe, John
Smith, Jane
Brown, Bob
EOF
sed -E 's/^([^,]+), (.+)$/\2 \1/' names.txt
sed -E -e 's/^([^,]+), (.+)$/\2 \1/' -e 's/[aeiou]/\U&/g' names.txt
sed -n 's/, J/ & /p' names.txt
#### diff with process substitution and sorted input
printf 'c\na\nb\n' > x1
printf 'b\nc\nd\n' > x2
diff <(sort x1) <(sort x2)
echo "rc=$?"
diff -y -W 20 <(sort x1) <(sort x2)
