#### sed -i change ini value
cat > app.ini <<'EOF'
[server]
port = 8080
host = localhost
[db]
port = 5432
EOF
sed -i '/^\[db\]/,/^\[/ s/^port = .*/port = 6543/' app.ini
cat app.ini
#### sed -i with backup suffix
printf 'debug=false\n' > c.conf
sed -i.bak 's/debug=false/debug=true/' c.conf
cat c.conf c.conf.bak; ls
#### append line if missing idempotent
printf 'a=1\n' > s.conf
add() { grep -qxF "$1" s.conf || echo "$1" >> s.conf; }
add 'b=2'; add 'a=1'; add 'b=2'
cat s.conf
#### set key function update or append
setkey() { if grep -q "^$1=" "$3"; then sed -i "s|^$1=.*|$1=$2|" "$3"; else echo "$1=$2" >> "$3"; fi; }
printf 'PATH_X=/a\nMODE=dev\n' > env.conf
setkey MODE prod env.conf; setkey NEW /x/y env.conf; setkey PATH_X /b/c env.conf
cat env.conf
#### comment out a line
printf 'LoadModule a\nLoadModule b\nLoadModule c\n' > httpd.conf
sed -i '/LoadModule b/s/^/# /' httpd.conf; cat httpd.conf
sed -i 's/^# \(LoadModule b\)/\1/' httpd.conf; grep -c '^#' httpd.conf
#### heredoc config with variable expansion
name=myapp port=9000
cat > svc.conf <<EOF
[Service]
ExecStart=/usr/bin/$name --port=$port
Environment="HOME=\$HOME"
EOF
cat svc.conf
#### quoted heredoc keeps dollars
cat > run.sh <<'EOF'
echo "$1 and ${2:-none}"
EOF
bash run.sh first
#### heredoc with leading tabs stripped
cat <<-EOF > t.txt
	indented line
		two tabs
	EOF
cat -A t.txt
#### ed insert after match
printf 'line1\nmarker\nline3\n' > e.txt
ed -s e.txt <<'EOF'
/marker/a
inserted
.
w
q
EOF
cat e.txt
#### ed global substitute and delete
printf 'foo 1\nbar 2\nfoo 3\n' > g.txt
printf '%s\n' 'g/^bar/d' ',s/foo/baz/' 'w' 'q' | ed -s g.txt
cat g.txt
#### sed insert before and append after
printf 'a\nb\nc\n' > ia.txt
sed -i '/b/i\before b' ia.txt
sed -i '/b$/a after b' ia.txt
cat ia.txt
#### sed replace whole block between markers
cat > f.conf <<'EOF'
keep
# BEGIN managed
old1
old2
# END managed
tail
EOF
sed -i '/# BEGIN managed/,/# END managed/{//!d}' f.conf
sed -i '/# BEGIN managed/a new1\nnew2' f.conf
cat f.conf
#### yaml-ish indentation change with sed
printf 'a:\n  b: 1\n  c: 2\n' > y.yml
sed -E 's/^(  )([a-z]+): ([0-9]+)/\1\2: "\3"/' y.yml
echo "exit=$?"
#### read key from config with awk
printf '# c\ntimeout = 30\nretries=5\n' > k.conf
get() { awk -F' *= *' -v k="$1" '$1==k {print $2}' k.conf; }
echo "timeout=$(get timeout) retries=$(get retries) none=[$(get none)]"
#### env file source and export
cat > .env <<'EOF'
APP_NAME=demo
APP_PORT=3000
# comment
EOF
set -a; . ./.env; set +a
echo "$APP_NAME:$APP_PORT"; bash -c 'echo child sees $APP_PORT'
#### sed with alternate delimiter for paths
printf 'root=/var/www/html\n' > p.conf
new=/srv/site
sed -i "s|^root=.*|root=$new|" p.conf; cat p.conf
#### sed multiple -e expressions
set -o pipefail
printf 'Hello World\n' | sed -e 's/Hello/Goodbye/' -e 's/World/Moon/' -e 'y/abc/ABC/'
echo "exit=$?"
#### ini section listing with grep -o
printf '[a]\nx=1\n[b c]\n[d]\n' > s.ini
grep -o '^\[[^]]*\]' s.ini | tr -d '[]'
echo "exit=$?"
#### replace tabs and trailing whitespace
printf 'a \t\nb\t  \nc\n' > ws.txt
sed -i 's/[[:space:]]*$//' ws.txt
cat -A ws.txt
#### sed -n p with line numbers for config search
printf 'x=1\ny=2\nz=3\n' > n.conf
sed -n '/y=/{=;p}' n.conf
echo "exit=$?"
#### convert ini to env vars
printf '[db]\nhost=h\nport=1\n[web]\nport=2\n' > i.ini
awk -F= '/^\[/{gsub(/[][]/,""); s=toupper($0); next} NF==2{print s "_" toupper($1) "=" $2}' i.ini
echo "exit=$?"
#### template substitution with sed placeholders
printf 'Hello {{name}}, you are {{age}}.\n' > tpl.txt
sed -e 's/{{name}}/Ann/g' -e 's/{{age}}/33/g' tpl.txt
echo "exit=$?"
#### envsubst-like with bash eval-free expansion
name=Zed
tpl='Hi ${name}!'
out=${tpl//'${name}'/$name}
echo "$out"
#### here-string into sed
sed 's/a/A/g' <<< "banana"
tr a-z A-Z <<< 'shout'
echo "exit=$?"
#### cat heredoc to append
printf 'first\n' > log.txt
cat >> log.txt <<EOF
second $((1+1))
EOF
cat log.txt
#### sed delete last line and first line
seq 5 > s.txt
sed '$d' s.txt | tr '\n' ' '
echo
sed '1d;$d' s.txt | tr '\n' ' '
echo
#### sed change line by number
printf 'a\nb\nc\n' > c.txt
sed -i '2c\REPLACED' c.txt
cat c.txt
#### hosts file like update
printf '127.0.0.1 localhost\n10.0.0.5 db.local\n' > hosts
sed -i -E 's/^[0-9.]+( +db\.local)$/10.0.0.9\1/' hosts; cat hosts
grep -q 'cache.local' hosts || printf '10.0.0.7 cache.local\n' >> hosts; wc -l < hosts
#### json-like config edit with sed careful
printf '{\n  "port": 80,\n  "debug": false\n}\n' > c.json
sed -i 's/"debug": false/"debug": true/' c.json
grep debug c.json
#### sed regex with capture groups swap
echo 'key=value' | sed -E 's/^([^=]+)=(.*)$/\2=\1/'
echo 'John Smith' | sed 's/\(.*\) \(.*\)/\2, \1/'
echo "exit=$?"
#### sed y command and case conversion gnu
echo 'hello world' | sed 's/.*/\U&/'
echo 'Hello World' | sed -E 's/(\w)(\w*)/\2\1/g'
echo 'foo bar' | sed 's/\b./\u&/g'
#### config diff before and after edit
printf 'a=1\nb=2\n' > orig.conf; cp orig.conf new.conf
sed -i 's/b=2/b=3/' new.conf
diff orig.conf new.conf; echo "rc=$?"
diff -u orig.conf new.conf | tail -n +3
#### backup rotation with mv and numbers
for i in 1 2 3
do echo "v$i" > cfg
[ -f cfg.1 ] && mv cfg.1 cfg.2
cp cfg cfg.1
done
head cfg cfg.1 cfg.2
#### toggle setting with conditional sed
printf 'feature=on\n' > t.conf
toggle() { if grep -q '=on$' t.conf; then sed -i 's/=on$/=off/' t.conf; else sed -i 's/=off$/=on/' t.conf; fi; cat t.conf; }
toggle; toggle; toggle
#### sed line range with regex and number
seq 10 > r.txt
sed -n '/4/,+2p' r.txt | paste -sd' '
sed -n '7,$p' r.txt | paste -sd' '
#### write multiple files from one heredoc loop
while read -r name content; do printf '%s\n' "$content" > "$name.cfg"; done <<'EOF'
alpha one value
beta two values here
EOF
for f in *.cfg; do echo "$f: $(cat "$f")"; done
#### sed -z replace newlines
printf 'a\nb\nc\n' | sed -z 's/\n/,/g'
echo
echo "exit=$?"
#### awk inplace-free edit via temp and mv
printf 'n=1\nm=2\n' > v.conf
awk -F= -v OFS== '$1=="m"{$2=$2*10} 1' v.conf > v.tmp && mv v.tmp v.conf
cat v.conf; ls
#### sed w command writes matches to file
printf 'err 1\nok\nerr 2\n' > in.txt
sed -n '/err/w errs.txt' in.txt
cat errs.txt
#### sed hold space reverse lines
set -o pipefail
printf '1\n2\n3\n' | sed -n '1!G;h;$p'
echo "exit=$?"
#### grep -A after a section header
printf '[a]\nk=1\n[b]\nk=2\nj=3\n[c]\n' > s.ini
grep -A2 '^\[b\]' s.ini
echo "exit=$?"
#### locking-free append counter file
echo 0 > counter
for i in 1 2 3 4; do n=$(<counter); echo $((n+1)) > counter; done
cat counter
#### printf to build config
{ printf '%s=%s\n' host example port 443; printf '# generated\n'; } > gen.conf
cat gen.conf
echo "exit=$?"
#### sed escape slash in replacement variable
path='/usr/local/bin'
esc=${path//\//\\/}
echo 'PATH=/old' | sed "s/\/old/$esc/"
#### ed print with line numbers and change
printf 'one\ntwo\nthree\n' > e2.txt
printf '2c\nTWO\n.\n,n\nw\nq\n' | ed -s e2.txt
echo "exit=$?"
#### cat -n and sed to strip numbering
set -o pipefail
printf 'x\ny\n' | cat -n | sed -E 's/^ *[0-9]+\t//'
echo "exit=$?"
#### sed -s with multiple files F command
printf 'a\n' > m1.txt; printf 'b\n' > m2.txt
sed -s '1F' m1.txt m2.txt
sed -n '$=' m1.txt m2.txt
