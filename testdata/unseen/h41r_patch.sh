#### unified diff then patch round trip
printf 'one\ntwo\nthree\nfour\n' > orig.txt
cp orig.txt new.txt
sed -i 's/two/TWO/; $a five' new.txt
diff -u orig.txt new.txt > change.patch; echo "diff rc=$?"
sed -n '3,$p' change.patch
cp orig.txt work.txt
patch work.txt < change.patch
cmp work.txt new.txt && echo "round trip ok"
#### patch -R reverts a change
printf 'a\nb\nc\n' > f
printf 'a\nB\nc\n' > g
diff -u f g > p.diff
cp g h
patch -R h < p.diff
cat h
#### patch -p1 with a git style diff
mkdir -p a/src b/src
printf 'x = 1\ny = 2\n' > a/src/m.py
printf 'x = 1\ny = 3\n' > b/src/m.py
diff -ru a b > fix.patch
sed -n '1p' fix.patch | cut -c1-30
mkdir proj && cp -r a/src proj/
(cd proj && patch -p1 < ../fix.patch)
cat proj/src/m.py
#### patch dry run and a rejected hunk
printf 'alpha\nbeta\ngamma\n' > t
printf 'alpha\nBETA\ngamma\n' > t2
diff -u t t2 > d.patch
printf 'alpha\nchanged\ngamma\n' > target
patch --dry-run target < d.patch; echo "rc=$?"
cat target
ls target*
#### diff exit codes for same and different and missing
printf 'x\n' > a; printf 'x\n' > b; printf 'y\n' > c
diff a b; echo "same rc=$?"
diff a c > /dev/null; echo "diff rc=$?"
diff a missing 2>&1; echo "missing rc=$?"
#### diff -q and -r over directories
mkdir -p v1/sub v2/sub
echo same > v1/s; echo same > v2/s
echo old > v1/sub/c; echo new > v2/sub/c
echo only > v1/gone
echo add > v2/added
diff -rq v1 v2; echo "rc=$?"
#### normal diff format lines
printf '1\n2\n3\n4\n' > x
printf '1\n3\n4\n5\n' > y
diff x y
diff --brief x y
#### diff ignoring whitespace and case
printf 'Hello  World\n' > a
printf 'hello world \n' > b
diff a b > /dev/null; echo "plain rc=$?"
diff -w a b > /dev/null; echo "-w rc=$?"
diff -iw a b > /dev/null; echo "-iw rc=$?"
diff -b a b; echo "-b rc=$?"
#### diff between command outputs with process substitution
diff <(printf 'a\nb\n') <(printf 'a\nc\n')
diff <(seq 3) <(seq 3) && echo same
#### sed edit checked by diff before writing
printf 'port=80\nhost=x\n' > cfg
if diff <(sed 's/port=80/port=8080/' cfg) cfg > /dev/null; then echo "no change"; else echo "would change"; fi
sed 's/port=80/port=8080/' cfg | diff cfg - 
#### generate a patch for a new file
printf 'new content\nline 2\n' > added.txt
diff -u /dev/null added.txt | tail -n +3
mkdir -p other
diff -u /dev/null added.txt | patch other/added.txt
cat other/added.txt
#### patch with fuzzy offset still applies
printf 'l1\nl2\nl3\nl4\nl5\n' > base
printf 'l1\nl2\nL3\nl4\nl5\n' > changed
diff -u base changed > off.patch
printf 'header\nextra\nl1\nl2\nl3\nl4\nl5\n' > shifted
patch shifted < off.patch
cat shifted
#### diff side by side narrow
printf 'a\nb\nc\n' > l; printf 'a\nx\nc\n' > r
diff -y -W 20 l r
#### unified diff with context 1 and labels
printf '1\n2\n3\n4\n5\n6\n7\n' > o
printf '1\n2\n3\nfour\n5\n6\n7\n' > n
diff -U1 --label old --label new o n
#### patch applied from a heredoc
printf 'def f():\n    return 1\n' > m.py
patch m.py <<'END'
--- m.py
+++ m.py
@@ -1,2 +1,2 @@
 def f():
-    return 1
+    return 2
END
cat m.py
#### malformed patch reported
printf 'x\n' > f
printf 'this is not a patch\n' | patch f 2>&1; echo "rc=$?"
#### cmp reports first difference
printf 'abcdef' > a; printf 'abcxef' > b
cmp a b; echo "rc=$?"
cmp -s a b || echo differ
cmp a a && echo equal
#### diff of two directories listings with comm
mkdir -p d1 d2
touch d1/a d1/b d1/c d2/b d2/c d2/d
comm -3 <(ls d1) <(ls d2) | sed 's/^\t/  added: /; /^[^ ]/s/^/removed: /'
#### editing a file with ed script
printf 'first\nsecond\nthird\n' > e.txt
ed -s e.txt <<'END'
2d
$a
fourth
.
1s/first/FIRST/
w
q
END
cat e.txt
#### diff -u output of identical files is empty
printf 'z\n' > p; cp p q
out=$(diff -u p q); echo "len=${#out} rc=$?"
diff -u p q && echo "no diff"
