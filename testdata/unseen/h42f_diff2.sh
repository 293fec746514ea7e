#### diff -f forward ed script
seq 1 12 > a; seq 1 12 | sed -e 's/^5$/five/' -e '/^9$/d' > b; diff -f a b; echo s=$?
#### diff -f with added lines
printf 'a\nb\n' > x; printf 'a\nn1\nn2\nb\nc\n' > y; diff -f x y
#### diff -e with added and deleted lines
printf 'a\nb\nc\n' > x; printf 'n\na\nc\nd\n' > y; diff -e x y
#### diff --binary is accepted
printf 'a\n' > x; printf 'b\n' > y; diff --binary x y; echo s=$?
#### diff invalid width quoting
echo a > x; diff -y -W 0 x x 2>&1; echo s=$?
#### diff invalid context length quoting
echo a > x; diff -U x x x 2>&1; echo s=$?; diff -C 2x x x 2>&1
#### diff invalid tabsize and horizon
echo a > x; diff --tabsize=x x x 2>&1; diff --horizon-lines=x x x 2>&1; echo s=$?
#### diff -I invalid regex
echo a > x; diff -I '[' x x 2>&1; echo s=$?; diff -I '\(' x x 2>&1
#### diff invalid color
echo a > x; diff --color=x x x 2>&1; echo s=$?
#### diff -X missing file
mkdir A B; diff -r -X nosuch A B 2>&1; echo s=$?
#### diff --from-file and --to-file both
echo a > x; diff --from-file=x --to-file=x x 2>&1; echo s=$?
#### diff --from-file several
echo a > x; echo b > y; echo a > z; diff --from-file=x y z; echo s=$?
#### diff missing operand after
echo a > x; diff x 2>&1; diff x x x 2>&1; echo s=$?
#### diff -S starting file
mkdir -p A B; echo 1 > A/a; echo 2 > B/a; echo 1 > A/c; echo 3 > B/c; diff -r -S b A B; echo s=$?
#### diff -r directory vs file entry
mkdir -p A/x B; touch B/x; mkdir B/y; diff -r A B; echo s=$?
#### diff -c multiple hunks
seq 1 30 > a; seq 1 30 | sed -e 's/^5$/five/' -e '/^20$/d' > b; diff -c --label A --label B a b
#### diff -C1 merged hunks
seq 1 10 > a; seq 1 10 | sed -e 's/^3$/X/' -e 's/^6$/Y/' > b; diff -C1 --label A --label B a b
#### diff -u -p function lines
printf 'int f()\n{\n  a;\n  b;\n  c;\n  d;\n}\nint g()\n{\n  x;\n  y;\n  z;\n  w;\n}\n' > c1; sed 's/  z;/  Z;/' c1 > c2; diff -u -p --label A --label B c1 c2
#### diff -F regex
printf 'sec one\na\nb\nc\nd\nsec two\ne\nf\ng\nh\n' > x; sed 's/^g$/G/' x > y; diff -U1 -F '^sec' --label A --label B x y
#### diff line formats
printf 'a\nb\nc\n' > x; printf 'a\nB\nc\n' > y; diff --old-line-format='-%l
' --new-line-format='+%l
' --unchanged-line-format=' %l
' x y; echo s=$?
#### diff group formats
printf 'a\nb\nc\n' > x; printf 'a\nB\nc\nd\n' > y; diff --changed-group-format='CHANGED %dn
%<---
%>' --new-group-format='NEW %dF-%dL
%>' --unchanged-group-format='' x y
#### diff -D ifdef output
printf 'a\nb\nc\n' > x; printf 'a\nB\nc\n' > y; diff -D NEW x y; echo s=$?
#### diff --strip-trailing-cr
printf 'a\r\nb\r\n' > x; printf 'a\nb\n' > y; diff x y >/dev/null; echo s=$?; diff --strip-trailing-cr x y; echo s=$?
#### diff -E -Z
printf 'a\tb\n' > x; printf 'a       b\n' > y; diff -E x y; echo s=$?; printf 'q  \n' > p; printf 'q\n' > q; diff -Z p q; echo s=$?
#### diff -y --left-column
printf 'a\nb\n' > x; printf 'a\nc\n' > y; diff -y -W 20 --left-column x y
#### diff -y -t expand tabs
printf 'a\tb\n' > x; printf 'a\tc\n' > y; diff -y -W 30 -t x y | od -c | head -3
#### diff -y line too long truncated
printf 'abcdefghijklmnopqrstuvwxyz\n' > x; printf 'short\n' > y; diff -y -W 30 x y
#### diff -y no newline at end
printf 'x\n' > a; printf 'x' > b; diff -y a b; echo s=$?
#### diff -c no newline at end
printf 'x\ny' > a; printf 'x\nz' > b; diff -c --label a --label b a b
#### diff -e no newline at end
printf 'x\n' > a; printf 'y' > b; diff -e a b; echo s=$?
#### diff both stdin
seq 3 > a; diff - - < a; echo s=$?
#### diff -a on binary
printf 'a\0\n' > x; printf 'b\0\n' > y; diff -a x y | od -c | head -3
#### diff -r recursive with nested only-in
mkdir -p A/s/t B/s; echo q > A/s/t/f; diff -r A B; echo s=$?
#### diff -rN nested new dir
mkdir -p A/s/t B; echo q > A/s/t/f; diff -rN --label x --label y A B 2>&1 | head -5; echo s=$?
#### diff -r -q identical
mkdir -p A B; echo 1 > A/f; echo 1 > B/f; diff -rqs A B; echo s=$?
#### diff -r symlinks compared as targets
mkdir A B; echo 1 > A/t; echo 1 > B/t; ln -s t A/l; ln -s t B/l; diff -r A B; echo s=$?
#### diff --no-dereference symlinks differ
mkdir A B; ln -s x A/l; ln -s y B/l; diff -r --no-dereference A B; echo s=$?
#### diff -i -w combined
printf 'Hello  World\n' > x; printf 'hello world\n' > y; diff -i -w x y; echo s=$?; diff -i x y >/dev/null; echo s=$?
#### diff --suppress-blank-empty
printf 'x\n\ny\n' > a; printf 'x\n\nz\n' > b; diff --suppress-blank-empty -u --label a --label b a b | od -c | sed -n 3,5p
#### diff -t tabsize
printf 'a\tb\n' > x; printf 'a\tc\n' > y; diff --tabsize=4 -t x y
#### diff -T initial tab
printf 'a\n' > x; printf 'b\n' > y; diff -T x y | od -c | head -2
#### diff -u zero context hunk header
seq 5 > a; seq 5 | sed 3d > b; diff -U0 --label a --label b a b; printf 'n\n' >> b; diff -U0 --label a --label b a b
#### diff -u empty file against file
: > e; printf 'a\nb\n' > f; diff -u --label e --label f e f; diff -u --label f --label e f e
#### diff -n rcs format
printf 'a\nb\nc\n' > x; printf 'a\nB\nc\nd\n' > y; diff -n x y; echo s=$?
#### cmp -l with -b
printf 'abc' > x; printf 'aXY' > y; cmp -lb x y
#### cmp --bytes and --ignore-initial pair
printf 'xxabc' > x; printf 'yabd' > y; cmp -i 2:1 x y; echo s=$?; cmp -n 2 -i 2:1 x y; echo s=$?
#### cmp skip suffix units
printf 'abc' > x; printf 'abc' > y; cmp -i 1k x y; echo s=$?
#### cmp invalid skip
printf 'abc' > x; cmp -i x x x 2>&1; echo s=$?
#### cmp stdin dash
printf 'abc' > x; printf 'abd' | cmp x -; echo s=$?
#### cmp -s on missing file
cmp -s x nosuch; echo s=$?
#### cmp extra operand
touch x; cmp x x 0 0 0 2>&1; echo s=$?
#### cmp skip operands
printf 'Xabc' > x; printf 'YYabc' > y; cmp x y 1 2; echo s=$?
#### cmp EOF after -n within
printf 'ab' > x; printf 'abc' > y; cmp -n 2 x y; echo s=$?; cmp -n 3 x y 2>&1; echo s=$?
#### cmp --print-bytes verbose
printf 'a\nb' > x; printf 'a\nc' > y; cmp --print-bytes --verbose x y
#### diff -f keeps a dot line as is
printf 'a\nb\nc\nd\ne\n' > p; printf 'a\n.\nX\ne\nf\n' > q; diff -f p q; echo s=$?
#### diff -f missing newline is trouble
printf 'x\n' > a; printf 'y' > b; diff -f a b 2>&1; echo s=$?
#### diff -f conflicts with -u
echo a > x; diff -f -u x x 2>&1; echo s=$?
#### diff --forward-ed in directories
mkdir A B; printf '1\n2\n' > A/f; printf '1\n3\n' > B/f; diff -r --forward-ed A B; echo s=$?
#### diff -e missing newline message after the script
printf 'x\n' > a; printf 'q' > b; diff -e a b 2>&1; echo s=$?; diff -e b a 2>&1
#### diff -r -e missing newline per pair
mkdir E1 E2; printf 'a' > E1/f; printf 'b' > E2/f; printf 'a\n' > E1/g; printf 'c\n' > E2/g; diff -r -e E1 E2 2>&1; echo s=$?
#### diff -e identical files without newline
printf 'y' > a; printf 'y' > b; diff -e a b 2>&1; echo s=$?
#### diff -e one file with itself without newline
printf 'y' > a; diff -e a a 2>&1; echo s=$?; diff -e -q a a; echo s=$?
#### diff -e -s equal copies without newline
printf 'y' > a; cp a b; diff -e -s a b 2>&1; echo s=$?; diff -f -q a b; echo s=$?
