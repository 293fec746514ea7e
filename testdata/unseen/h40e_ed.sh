#### ed append after regex match via printf pipe
printf 'alpha\nbeta\ngamma\n' > f.txt
printf '%s\n' '/beta/a' 'inserted' . w q | ed -s f.txt
echo "rc=$?"
cat f.txt
#### ed heredoc insert before first line and append at end
printf 'middle\n' > f.txt
ed -s f.txt <<'EOF'
1i
# header
.
$a
# footer
.
w
q
EOF
cat f.txt
#### ed global substitute with g flag and write
printf 'foo foo\nbar\nfoo\n' > f.txt
printf '%s\n' ',s/foo/baz/g' w q | ed -s f.txt
cat f.txt
#### ed byte counts without -s
printf 'one\ntwo\n' > f.txt
printf '%s\n' '$a' three . w q | ed f.txt
echo "rc=$?"
#### ed delete range of lines between markers
printf 'keep\n# BEGIN\nold1\nold2\n# END\ntail\n' > c.conf
printf '%s\n' '/# BEGIN/+1,/# END/-1d' w q | ed -s c.conf
cat c.conf
#### ed replace block contents with change
printf 'keep\n# BEGIN\nold1\nold2\n# END\ntail\n' > c.conf
ed -s c.conf <<'EOF'
/# BEGIN/+1,/# END/-1c
new1
new2
new3
.
w
q
EOF
cat c.conf
#### ed print commands n p l and line count
printf 'a\tb\nsecond\nthird\n' > f.txt
printf '%s\n' 1l 2n '$=' '=' ',p' q | ed -s f.txt
#### ed g command with multiple commands
printf 'x=1\ny=2\nx=3\n' > f.txt
ed -s f.txt <<'EOF'
g/^x/s/=/ := /\
s/$/;/
,p
Q
EOF
#### ed v command deletes non-matching lines
printf 'keep 1\ndrop\nkeep 2\nalso drop\n' > f.txt
printf '%s\n' 'v/keep/d' w q | ed -s f.txt
cat f.txt
#### ed move and copy lines
printf '1\n2\n3\n4\n5\n' > f.txt
printf '%s\n' '1m$' '2,3t0' ',p' Q | ed -s f.txt
#### ed join lines
printf 'a\nb\nc\nd\n' > f.txt
printf '%s\n' '1,3j' ',p' Q | ed -s f.txt
#### ed undo after substitute
printf 'hello world\n' > f.txt
printf '%s\n' 's/world/there/' p u p Q | ed -s f.txt
#### ed error on bad address keeps going and exits 1
printf 'a\nb\n' > f.txt
printf '%s\n' 10p 1p q | ed -s f.txt
echo "rc=$?"
#### ed q on modified buffer warns first
printf 'a\nb\n' > f.txt
printf '%s\n' 1d q q | ed -s f.txt
echo "rc=$?"
cat f.txt
#### ed H shows error messages
printf 'a\n' > f.txt
printf '%s\n' H 5p 'x' 'k' q | ed -s f.txt
echo "rc=$?"
#### ed create new file from scratch
ed -s <<'EOF'
a
#!/bin/sh
echo hi
.
w new.sh
q
EOF
cat new.sh
#### ed substitute with back references and ampersand
printf 'John Smith\nJane Doe\n' > n.txt
printf '%s\n' ',s/\(.*\) \(.*\)/\2, \1/' ',s/.*/[&]/' ',p' Q | ed -s n.txt
#### ed marks with k and quote
printf 'a\nb\nc\nd\n' > f.txt
printf '%s\n' 2ka 4kb "'a,'bd" ',p' Q | ed -s f.txt
#### ed read another file into buffer
printf 'first\nlast\n' > main.txt
printf 'inc1\ninc2\n' > inc.txt
printf '%s\n' '1r inc.txt' w q | ed main.txt
cat main.txt
#### ed search backward and relative addresses
printf 'a1\nb1\na2\nb2\n' > f.txt
printf '%s\n' '$' '?a?p' '-1p' '+2p' Q | ed -s f.txt
#### ed nth occurrence substitution and newline in replacement
printf 'a-b-c-d\n' > f.txt
ed -s f.txt <<'EOF'
s/-/+/2
p
s/+/\
/
,p
Q
EOF
#### ed write range to other file and wq
printf '1\n2\n3\n' > f.txt
printf '%s\n' '2,3w part.txt' '1d' wq | ed f.txt
cat f.txt part.txt
#### ed z scroll and semicolon address
seq 20 > f.txt
printf '%s\n' '5z3' '10;+2p' Q | ed -s f.txt
#### ed nonexistent file then write
ed -s missing.txt <<'EOF'
a
created
.
w
q
EOF
echo "rc=$?"
cat missing.txt
#### ed idempotent config edit in a function
setkey() {
  if grep -q "^$1=" conf; then
    printf '%s\n' "/^$1=/c" "$1=$2" . w q | ed -s conf
  else
    printf '%s\n' '$a' "$1=$2" . w q | ed -s conf
  fi
}
printf 'A=1\nB=2\n' > conf
setkey B 3; setkey C 4
cat conf
#### ed empty regex reuses last and s repeat
printf 'x1 x2\nx3\n' > f.txt
printf '%s\n' '/x/s//y/' '//p' 's' p Q | ed -s f.txt
#### ed unknown command and prompt option
printf 'a\n' > f.txt
printf '%s\n' 'y' 'P' 'p' 'q' | ed -s -p '> ' f.txt
echo "rc=$?"
#### ed W appends to a file
printf 'x\n' > out.txt
printf 'y\n' > f.txt
printf '%s\n' 'W out.txt' q | ed -s f.txt
cat out.txt
