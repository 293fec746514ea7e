#### load env file and report keys
cat > .env <<'EOF'
# database
DB_HOST=localhost
DB_PORT=5432

API_KEY="abc 123"
export MODE=prod
EOF
while IFS='=' read -r key value; do
  [[ -z $key || $key == \#* ]] && continue
  key=${key#export }
  value=${value%\"}; value=${value#\"}
  printf '%-8s = %s\n' "$key" "$value"
done < .env
set -a; . ./.env; set +a
echo "port+1=$((DB_PORT + 1)) key=[$API_KEY]"
#### backup files with numbered suffix
echo v1 > notes.txt
backup() {
  local f=$1 n=1
  while [[ -e $f.$n ]]; do (( n++ )); done
  cp -- "$f" "$f.$n"
  echo "backed up to $f.$n"
}
backup notes.txt
echo v2 > notes.txt
backup notes.txt
ls notes.txt*
cat notes.txt.1 notes.txt.2
#### ci style checks with summary
mkdir -p src
printf 'ok\n' > src/good.sh
printf 'TODO: fix\n' > src/todo.sh
printf 'x\t\n' > src/ws.sh
fail=0
check() {
  local name=$1; shift
  if "$@"; then echo "PASS $name"; else echo "FAIL $name"; fail=$((fail+1)); fi
}
check "no TODOs" bash -c '! grep -rq TODO src'
check "no trailing ws" bash -c '! grep -rqE "[[:space:]]+$" src'
check "has files" test -n "$(ls src)"
echo "failures: $fail"
exit $(( fail > 0 ))
#### retry function with attempts
retry() {
  local n=$1; shift
  local i
  for (( i = 1; i <= n; i++ )); do
    if "$@"; then echo "succeeded on try $i"; return 0; fi
    echo "try $i failed" >&2
  done
  return 1
}
counter=0
flaky() { (( ++counter >= 3 )); }
retry 5 flaky
retry 2 false || echo "gave up: rc=$?"
#### semantic version compare with sort -V
versions=(1.10.0 1.2.0 1.2.10 1.2.9 2.0.0-rc1 2.0.0)
printf '%s\n' "${versions[@]}" | sort -V
latest=$(printf '%s\n' "${versions[@]}" | sort -V | tail -1)
echo "latest=$latest"
ver_ge() { [[ $(printf '%s\n%s\n' "$2" "$1" | sort -V | head -1) == "$2" ]]; }
ver_ge 1.10.0 1.9.0 && echo "1.10.0 >= 1.9.0"
ver_ge 1.2.0 1.2.1 || echo "1.2.0 < 1.2.1"
#### generate report file and show it
out=report.md
{
  echo "# Report"
  echo
  echo "| file | lines |"
  echo "|------|-------|"
  for i in 3 1 2; do
    seq "$i" > "part$i.txt"
  done
  for f in part*.txt; do
    echo "| $f | $(wc -l < "$f") |"
  done
} > "$out"
cat "$out"
grep -c '^|' "$out"
#### checksum verification
printf 'hello\n' > a.bin
printf 'world\n' > b.bin
sha256sum a.bin b.bin > SUMS
sha256sum -c SUMS
echo tampered > b.bin
sha256sum -c SUMS
echo "rc=$?"
sha256sum --quiet -c SUMS 2>/dev/null; echo "quiet rc=$?"
#### split large file and reassemble
seq 1 25 > big.txt
split -l 10 big.txt chunk_
ls chunk_*
wc -l chunk_* | tail -1
cat chunk_* > rejoined.txt
cmp big.txt rejoined.txt && echo "reassembled ok"
#### lock file pattern with noclobber
set -o noclobber
lock=app.lock
if { echo locked > "$lock"; } 2>/dev/null; then echo "acquired"; fi
if { echo again > "$lock"; } 2>/dev/null; then echo "acquired twice"; else echo "lock busy"; fi
echo again > "$lock"
echo "rc=$?"
echo forced >| "$lock"
cat "$lock"
rm -f "$lock"
#### template rendering with envsubst-free sed
cat > tmpl.txt <<'EOF'
Hello {{name}},
Your order #{{order}} ships to {{city}}.
EOF
declare -A vals=([name]="Ann Lee" [order]=1042 [city]="São Paulo")
content=$(<tmpl.txt)
for k in name order city; do
  content=${content//"{{$k}}"/${vals[$k]}}
done
printf '%s\n' "$content"
#### run commands from a list and tally status
cat > cmds.txt <<'EOF'
true
false
echo hi
exit 3
ls /nonexistent_h45e
EOF
ok=0 bad=0
while IFS= read -r c; do
  if bash -c "$c" >/dev/null 2>&1 </dev/null; then (( ++ok )); else echo "failed ($?): $c"; (( ++bad )); fi
done < cmds.txt
echo "ok=$ok bad=$bad"
#### dedupe lines preserving order and count dups
printf '%s\n' b a b c a b d > items
awk '!seen[$0]++' items | paste -sd' '
sort items | uniq -d
sort items | uniq -u | paste -sd,
awk '{c[$0]++} END {for (k in c) if (c[k] > 1) print k, c[k]}' items | sort
