#### sed multiple expressions with backup and diff
cat > config.ini <<'EOF'
[server]
host = localhost
port = 8080
debug = true

[db]
host = db.local
port = 5432
EOF
sed -i.bak -e 's/^debug = true/debug = false/' -e '/^\[db\]/,/^\[/ s/^port = .*/port = 6543/' config.ini
ls config.ini*
diff config.ini.bak config.ini; echo "diff rc=$?"
diff -u config.ini.bak config.ini | sed -n '3,$p'
#### sed capture groups to swap and reformat dates
cat > dates.txt <<'EOF'
release 2024-03-07 ok
hotfix 2023-12-25 late
no date here
EOF
sed -E 's/([0-9]{4})-([0-9]{2})-([0-9]{2})/\3\/\2\/\1/' dates.txt
sed -nE 's/^([a-z]+) ([0-9-]+) (.*)$/\1: \3 (\2)/p' dates.txt
sed -E -i 's/^(release|hotfix)/[\U\1]/' dates.txt
cat dates.txt
#### sed range delete and insert append change
cat > notes.txt <<'EOF'
title: draft
<!-- begin generated -->
line a
line b
<!-- end generated -->
footer
EOF
cp notes.txt orig.txt
sed -i '/begin generated/,/end generated/{//!d}' notes.txt
cat notes.txt
echo ---
sed -i -e '/begin generated/a\new content 1\nnew content 2' -e '1c\title: final' -e '$i\---' notes.txt
cat notes.txt
echo ---
diff orig.txt notes.txt | grep -c '^[<>]'
#### awk rewrite INI key in one section only
cat > app.ini <<'EOF'
; comment
[main]
name=app
timeout=30

[cache]
timeout=5
size=100
EOF
set_ini() {
  local file=$1 section=$2 key=$3 value=$4
  awk -v s="[$section]" -v k="$key" -v v="$value" '
    /^\[/ { insec = ($0 == s) }
    insec && $0 ~ "^" k "=" { print k "=" v; done=1; next }
    { print }
    END { if (!done) print "missing " k > "/dev/stderr" }
  ' "$file" > "$file.tmp" && mv "$file.tmp" "$file"
}
set_ini app.ini cache timeout 60
set_ini app.ini main name service
set_ini app.ini cache ttl 9
cat app.ini
#### patch from heredoc unified diff
cat > hello.py <<'EOF'
def greet(name):
    print("Hello " + name)

greet("world")
EOF
cat > fix.patch <<'EOF'
--- hello.py
+++ hello.py
@@ -1,4 +1,5 @@
 def greet(name):
-    print("Hello " + name)
+    msg = f"Hello, {name}!"
+    print(msg)
 
 greet("world")
EOF
patch -p0 < fix.patch
echo "rc=$?"
cat hello.py
python3 hello.py
patch -R -p0 < fix.patch
python3 hello.py
#### patch that does not apply dry run
printf 'one\ntwo\nthree\n' > f.txt
cat > bad.diff <<'EOF'
--- f.txt
+++ f.txt
@@ -1,3 +1,3 @@
 one
-TWO
+2
 three
EOF
patch --dry-run -p0 < bad.diff; echo "rc=$?"
cat f.txt
ls
#### diff -u then apply with patch to copy
mkdir a b
printf 'alpha\nbeta\ngamma\ndelta\n' > a/list.txt
cp a/list.txt b/list.txt
sed -i -e 's/beta/BETA/' -e '$a epsilon' b/list.txt
diff -u a/list.txt b/list.txt > change.diff; echo "diff rc=$?"
sed -n '3,$p' change.diff
cp a/list.txt c.txt
patch c.txt < change.diff
cmp c.txt b/list.txt && echo same
#### awk rewrite key value config keeping comments
cat > settings.conf <<'EOF'
# settings
max_conn = 10
# keep this
log_level = info
retries = 3
EOF
update() {
  awk -v key="$1" -v val="$2" -F' = ' 'BEGIN{OFS=" = "} $1==key{$2=val; found=1} {print} END{if(!found) print key, val}' settings.conf > s.tmp
  mv s.tmp settings.conf
}
update log_level debug
update retries 5
update new_opt yes
cat settings.conf
grep -v '^#' settings.conf | wc -l
#### json-ish edit with sed and verify with jq
cat > conf.json <<'EOF'
{
  "name": "svc",
  "replicas": 2,
  "image": "svc:1.0.0",
  "env": {"MODE": "dev"}
}
EOF
sed -i -E 's/("replicas": )[0-9]+/\14/; s/("image": "svc:)[^"]+/\11.1.0/' conf.json
jq -c . conf.json
jq '.env.MODE = "prod" | .replicas += 1' conf.json > c2.json
jq -r '"\(.name) \(.replicas) \(.image) \(.env.MODE)"' c2.json
diff <(jq -S . conf.json) <(jq -S . c2.json) | grep '^[<>]'
#### sed in-place across files with find and grep verify
mkdir -p src/{a,b}
for f in src/a/x.js src/a/y.js src/b/z.js; do
  printf 'var a = require("old-lib");\nvar b = 1;\n' > "$f"
done
echo "keep old-lib here" > src/b/README
grep -rl 'old-lib' src --include='*.js' | sort | xargs sed -i 's/old-lib/new-lib/g'
grep -rn 'lib' src | sort
find src -name '*.js' -exec sed -i 's/^var /const /' {} +
cat src/a/x.js
#### sed line numbers and print ranges
seq 1 20 | sed 's/^/line /' > f.txt
sed -n '3,5p' f.txt
sed -n '$=' f.txt
sed -n '/line 1[0-9]/{=;p}' f.txt | paste - - | head -n 3
sed '2~5d' f.txt | wc -l
sed -n '0~7p' f.txt
sed -n '18,$!d; p' f.txt
#### awk add column and reformat table
cat > inv.txt <<'EOF'
item qty price
apple 3 0.5
pear 10 0.25
melon 1 3.10
EOF
awk 'NR==1{print $0, "total"; next} {printf "%s %d %.2f %.2f\n", $1, $2, $3, $2*$3}' inv.txt | column -t
awk 'NR>1{s+=$2*$3} END{printf "grand total: %.2f\n", s}' inv.txt
awk 'NR>1 && $2 > 2 {print $1}' inv.txt | sort -r | paste -sd' '
#### sed delete comments and blank lines then count
cat > nginx.conf <<'EOF'
# main config
worker_processes 4;   # per cpu

events {
    # connections
    worker_connections 1024;
}

http {
    sendfile on;
}
EOF
sed -e 's/[[:space:]]*#.*$//' -e '/^[[:space:]]*$/d' nginx.conf
echo "effective lines: $(sed -e 's/#.*//' -e '/^\s*$/d' nginx.conf | wc -l)"
grep -n '{' nginx.conf | cut -d: -f1 | tr '\n' ' '; echo
#### sed -i.orig on multiple files and list backups
for n in 1 2 3; do printf 'version=%d.0\nname=file%d\n' "$n" "$n" > "f$n.cfg"; done
sed -i.orig 's/^version=\([0-9]*\)\.0$/version=\1.1/' f*.cfg
ls | sort
for f in f*.cfg; do diff -q "$f" "$f.orig" >/dev/null || echo "$f changed: $(head -1 "$f")"; done
rm -- *.orig
ls | wc -l
#### replace block between markers with file contents
cat > README.md <<'EOF'
# Tool
<!-- usage:start -->
old usage
<!-- usage:end -->
More text.
EOF
printf 'Usage: tool [-v] FILE\n  -v  verbose\n' > usage.txt
awk -v f=usage.txt '
  /usage:start/ { print; while ((getline l < f) > 0) print l; skip=1; next }
  /usage:end/ { skip=0 }
  !skip { print }
' README.md > R.new && mv R.new README.md
cat README.md
#### ed-free line insertion at number with sed
printf 'import os\nimport sys\n\ndef main():\n    pass\n' > m.py
sed -i '2a import json' m.py
sed -i '/^def main/i\
\
# entry point' m.py
cat -n m.py
sed -i '/pass/s/pass/print(json.dumps({"ok": True}))/' m.py
python3 m.py
#### awk csv column rename and reorder
cat > in.csv <<'EOF'
id,first,last,email
1,Ann,Lee,ann@x.org
2,Bob,Ray,bob@y.org
EOF
awk -F, 'BEGIN{OFS=","} NR==1{$0="id,email,full_name"; print; next} {print $1, $4, $2 " " $3}' in.csv
awk -F, -v OFS='\t' '{ t=$2; $2=$3; $3=t } 1' in.csv
#### sed hold space to join continuation lines
cat > make.vars <<'EOF'
SRCS = a.c \
       b.c \
       c.c
CFLAGS = -O2
LIBS = -lm \
       -lz
EOF
sed -e ':a' -e '/\\$/N; s/\\\n[[:space:]]*/ /; ta' make.vars
echo ---
sed -e ':a' -e '/\\$/N; s/\\\n[[:space:]]*/ /; ta' make.vars | awk -F' = ' '{n=split($2, w, " "); print $1, n}'
#### version bump across files with sed and grep check
echo '__version__ = "1.4.2"' > version.py
printf '{\n  "version": "1.4.2"\n}\n' > package.json
printf 'VERSION=1.4.2\n' > .env
old=$(sed -n 's/^__version__ = "\(.*\)"/\1/p' version.py)
IFS=. read -r ma mi pa <<< "$old"
new="$ma.$mi.$((pa + 1))"
echo "$old -> $new"
for f in version.py package.json .env; do
  sed -i "s/${old//./\\.}/$new/" "$f"
done
grep -rn "$new" version.py package.json .env
grep -rc "$old" version.py package.json .env
#### tr and sed to convert CRLF and tabs
printf 'a\tb\r\nc\td\r\n' > win.txt
od -c win.txt | head -n 2
sed -i 's/\r$//' win.txt
expand -t 4 win.txt | cat -A
tr '\t' ',' < win.txt
file win.txt | sed 's/^[^:]*: //'
#### diff ignoring whitespace and context output
printf 'a\nb  c\nd\n' > x.txt
printf 'a\nb c\nd\ne\n' > y.txt
diff x.txt y.txt; echo "rc=$?"
diff -w x.txt y.txt; echo "rc=$?"
diff -c x.txt y.txt | tail -n +4
diff --brief x.txt x.txt; echo "rc=$?"
#### awk in-place style transform with temp and trap cleanup
set -euo pipefail
tmp=$(mktemp -p .)
trap 'rm -f "$tmp"; echo cleaned' EXIT
printf 'B=2\nA=1\nC=3\n' > vars.env
sort -t= -k1,1 vars.env | awk -F= '{printf "export %s=\"%s\"\n", $1, $2}' > "$tmp"
mv "$tmp" vars.sh
cat vars.sh
. ./vars.sh
echo "$A$B$C"
ls | sort
#### sed substitute with special chars in replacement
path='/usr/local/bin'
echo 'PATH_HERE' | sed "s|PATH_HERE|$path|"
amp='a&b'
echo 'X' | sed "s/X/${amp//&/\\&}/"
echo 'key: value' | sed 's/: /=/; s/.*/[&]/'
echo 'tab' | sed 's/tab/a\tb/' | cat -A
url='https://ex.com/?q=1&r=2'
printf 'URL\n' | sed "s#URL#$(printf '%s' "$url" | sed 's/[&#\]/\\&/g')#"
#### awk gsub with regex across fields and count changes
cat > log.txt <<'EOF'
user=ann pass=secret1 ip=10.0.0.1
user=bob pass=hunter2 ip=10.0.0.2
user=cy ip=10.0.0.3
EOF
awk '{n += gsub(/pass=[^ ]+/, "pass=***")} 1; END{print n " redacted" > "/dev/stderr"}' log.txt
awk '{ip=$NF; sub(/^ip=/, "", ip); split(ip, o, "."); print $1, o[4]}' log.txt
#### patch with multiple hunks and fuzz-free apply
seq 1 30 > nums.txt
cp nums.txt nums.orig
sed -i -e 's/^5$/five/' -e 's/^25$/twenty-five/' nums.txt
diff -u nums.orig nums.txt > two.diff
grep -c '^@@' two.diff
cp nums.orig other.txt
patch other.txt two.diff
sed -n '5p;25p' other.txt
patch -R other.txt two.diff >/dev/null && cmp -s other.txt nums.orig && echo reverted
