#### gawk inplace edit of several files
printf 'a=1\nb=2\n' > one.conf; printf 'b=5\n' > two.conf
gawk -i inplace -F= -v OFS== '$1 == "b" { $2 = $2 * 10 } { print }' one.conf two.conf
cat one.conf two.conf
#### sed -i on a symlink replaces the link by default
echo 'x=1' > real.conf
ln -s real.conf link.conf
sed -i 's/1/2/' link.conf
[[ -L link.conf ]] && echo "still a link" || echo "link replaced by a file"
cat real.conf link.conf
#### sed -i --follow-symlinks edits the target
echo 'x=1' > real.conf
ln -s real.conf link.conf
sed -i --follow-symlinks 's/1/2/' link.conf
[[ -L link.conf ]] && echo "still a link"
cat real.conf
#### insert a line after a match only once
printf 'import os\nimport sys\n\ncode()\n' > m.py
sed -i '0,/^import/{/^import/a import json
}' m.py
cat m.py
#### delete a block between markers
cat > f <<'END'
keep 1
# BEGIN generated
junk
more junk
# END generated
keep 2
END
sed -i '/# BEGIN generated/,/# END generated/d' f
cat f
#### replace a block between markers with new content
cat > f <<'END'
a
<!-- start -->
old
<!-- end -->
b
END
new='line one\
line two'
sed -i "/<!-- start -->/,/<!-- end -->/{/<!-- start -->/!{/<!-- end -->/!d}}; /<!-- start -->/a $new" f
cat f
#### append to a file only if the line is missing
add_line() { grep -qxF -- "$1" "$2" || echo "$1" >> "$2"; }
: > hosts
add_line '127.0.0.1 app.local' hosts
add_line '127.0.0.1 app.local' hosts
add_line '10.0.0.1 db.local' hosts
cat hosts
#### uncomment a config line
printf '#Port 22\n#PermitRootLogin yes\nUsePAM yes\n' > sshd
sed -i -E 's/^#(Port) .*/\1 2222/; s/^#?(PermitRootLogin) .*/\1 no/' sshd
cat sshd
#### change a json value with sed and validate with jq
printf '{\n  "port": 8080,\n  "debug": true\n}\n' > c.json
sed -i -E 's/("port": )[0-9]+/\19090/' c.json
jq -c . c.json
#### indentation change with sed and expand
printf 'def f():\n\treturn 1\n' > t.py
expand -t 4 t.py > t2.py
cat -A t2.py
sed -i 's/^    /  /' t2.py
cat t2.py
#### number lines and then strip numbers
printf 'a\nb\n' | nl -ba -s': ' -w2 | tee numbered
sed -E 's/^ *[0-9]+: //' numbered
#### trailing whitespace removal across files
printf 'a  \nb\t\nc\n' > x.txt; printf 'd \n' > y.txt
grep -c '[[:space:]]$' x.txt y.txt
sed -i 's/[[:space:]]*$//' x.txt y.txt
grep -c '[[:space:]]$' x.txt y.txt; echo "rc=$?"
#### convert crlf to lf and back
printf 'a\r\nb\r\n' > win.txt
sed -i 's/\r$//' win.txt; od -c win.txt | head -1
sed -i 's/$/\r/' win.txt; od -c win.txt | head -1
#### ed script to reorder lines
printf 'three\none\ntwo\n' > r
printf '1m$\nw\nq\n' | ed -s r
cat r
#### awk rewrite a column in a csv keeping header
printf 'name,price\npen,1.5\nbook,12\n' > p.csv
awk -F, -v OFS=, 'NR == 1 { print; next } { $2 = sprintf("%.2f", $2 * 1.1); print }' p.csv > p.new && mv p.new p.csv
cat p.csv
#### sed with a shell variable containing slashes and ampersand
path='/usr/local/bin'
val='a&b'
printf 'PATH=X\nV=Y\n' > e
sed -i -e "s|X|$path|" -e "s|Y|${val//&/\\&}|" e
cat e
#### tr and sed for renaming keys to snake case
printf 'userName=1\nHTTPPort=2\nmaxRetryCount=3\n' | sed -E 's/([a-z0-9])([A-Z])/\1_\2/g; s/([A-Z]+)([A-Z][a-z])/\1_\2/g' | tr 'A-Z' 'a-z'
#### patch style edit with heredoc replacing a function in a file
cat > lib.sh <<'END'
before() { :; }
target() {
  echo old
}
after() { :; }
END
start=$(grep -n '^target()' lib.sh | cut -d: -f1)
end=$(awk -v s="$start" 'NR > s && /^}/ { print NR; exit }' lib.sh)
{ head -n $((start - 1)) lib.sh; cat <<'END'
target() {
  echo new
}
END
tail -n +$((end + 1)) lib.sh; } > lib.new && mv lib.new lib.sh
cat lib.sh
bash -c '. ./lib.sh; target'
