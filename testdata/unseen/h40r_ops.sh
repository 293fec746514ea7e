#### backup rotation keeping newest three by name
mkdir backups
for d in 01 02 03 04 05 06; do touch "backups/db-2024-05-$d.sql.gz"; done
keep=3
mapfile -t all < <(ls backups | sort)
echo "have ${#all[@]}"
remove=("${all[@]:0:${#all[@]}-keep}")
for f in "${remove[@]}"; do rm -v "backups/$f"; done
ls backups
#### lock file pattern with noclobber
lock=app.lock
acquire() { if ( set -o noclobber; echo "$1" > "$lock" ) 2>/dev/null; then echo "$1 got lock"; else echo "$1 blocked by $(cat "$lock")"; return 1; fi; }
release() { rm -f "$lock"; echo "released"; }
acquire job1
acquire job2 || echo "rc=$?"
release
acquire job2
trap release EXIT
echo "working"
#### parse crontab lines and describe schedule
cat > crontab <<'EOF'
# m h dom mon dow command
0 2 * * * /usr/bin/backup.sh
*/15 * * * * /usr/bin/poll
30 9 * * 1-5 /usr/bin/report --daily
@reboot /usr/bin/start
EOF
grep -v '^#' crontab | while read -r m h dom mon dow cmd; do
  if [[ $m == @* ]]; then echo "${m#@}: $h"; continue; fi
  desc="at $h:$m"
  [[ $m == '*/'* ]] && desc="every ${m#*/} minutes"
  [[ $dow == 1-5 ]] && desc="$desc on weekdays"
  printf '%-28s %s\n' "$desc" "${cmd%% *}"
done
#### disk usage style report from file sizes
mkdir -p var/{log,cache,tmp}
head -c 3000 /dev/zero > var/log/a; head -c 500 /dev/zero > var/log/b
head -c 10000 /dev/zero > var/cache/c; : > var/tmp/d
for d in var/*/; do
  size=$(find "$d" -type f -printf '%s\n' | awk '{s+=$1} END{print s+0}')
  printf '%s\t%s\n' "$size" "${d%/}"
done | sort -rn | while IFS=$'\t' read -r s d; do printf '%6s %s\n' "$(numfmt --to=iec "$s")" "$d"; done
du -b --apparent-size var/log/a var/log/b | awk '{s+=$1} END{print s}'
#### ports and services from config with validation
cat > services.conf <<'EOF'
web 8080
api 8081
db 5432
web2 8080
bad notaport
admin 70000
EOF
declare -A used
while read -r name port; do
  if ! [[ $port =~ ^[0-9]+$ ]] || (( port > 65535 )); then echo "invalid port for $name: $port"; continue; fi
  if [[ -n ${used[$port]:-} ]]; then echo "conflict: $name and ${used[$port]} on $port"; continue; fi
  used[$port]=$name
done < services.conf
for p in $(printf '%s\n' "${!used[@]}" | sort -n); do echo "$p ${used[$p]}"; done
#### health check with retries using counters and fake probe
probe_log=probe.log
: > "$probe_log"
probe() { echo "probe $1" >> "$probe_log"; [[ $(wc -l < "$probe_log") -ge 3 ]]; }
wait_healthy() {
  local svc=$1 tries=0 max=5
  until probe "$svc"; do
    (( ++tries >= max )) && { echo "$svc: unhealthy after $tries tries"; return 1; }
    echo "$svc: not ready (try $tries)"
  done
  echo "$svc: healthy"
}
wait_healthy api
cat "$probe_log" | wc -l
#### user list processing like passwd
cat > passwd <<'EOF'
root:x:0:0:root:/root:/bin/bash
daemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin
ann:x:1000:1000:Ann Lee,,,:/home/ann:/bin/bash
bob:x:1001:1001::/home/bob:/bin/zsh
svc:x:998:998:service:/var/lib/svc:/bin/false
EOF
awk -F: '$3 >= 1000 {print $1}' passwd
awk -F: '{print $7}' passwd | sort | uniq -c | sort -rn
cut -d: -f1,6 passwd | grep home | tr : ' '
awk -F: '$7 !~ /(nologin|false)$/ {n++} END{print n " login shells"}' passwd
#### rolling log files by size threshold
mkdir logs
seq 1 300 > logs/app.log
rotate() {
  local f=$1 max=$2 n=${3:-3}
  (( $(wc -c < "$f") <= max )) && { echo "no rotation"; return; }
  local i
  for ((i = n - 1; i >= 1; i--)); do [[ -f $f.$i ]] && mv "$f.$i" "$f.$((i + 1))"; done
  mv "$f" "$f.1"; : > "$f"
  echo "rotated $f"
}
rotate logs/app.log 500
seq 1 200 > logs/app.log
rotate logs/app.log 500
rotate logs/app.log 500
ls logs | sort
wc -c logs/* | sort -k2
#### hosts file manipulation idempotent
cat > hosts <<'EOF'
127.0.0.1 localhost
10.0.0.5 db.internal
EOF
add_host() {
  local ip=$1 name=$2
  if grep -qw "$name" hosts; then
    sed -i "/[[:space:]]$name\$/s/^[^ ]*/$ip/" hosts; echo "updated $name"
  else
    echo "$ip $name" >> hosts; echo "added $name"
  fi
}
add_host 10.0.0.9 cache.internal
add_host 10.0.0.6 db.internal
add_host 10.0.0.9 cache.internal
cat hosts
#### env var precedence defaults files and flags
cat > .env <<'EOF'
LEVEL=warn
PORT=3000
EOF
PORT=4000
resolve() {
  local key=$1 flag=$2 file_val env_val
  file_val=$(grep "^$key=" .env | cut -d= -f2)
  env_val=${!key:-}
  echo "$key=${flag:-${env_val:-${file_val:-unset}}}"
}
resolve LEVEL ""
resolve PORT ""
resolve PORT 5000
resolve HOST ""
#### systemd-like unit file parsing
cat > app.service <<'EOF'
[Unit]
Description=My App
After=network.target

[Service]
ExecStart=/usr/bin/app --port 80
Restart=always
Environment=MODE=prod
Environment=DEBUG=0

[Install]
WantedBy=multi-user.target
EOF
awk -F= '/^\[/{s=$0; next} NF>1 {k=$1; sub(/^[^=]*=/, ""); print s, k, "=", $0}' app.service
grep '^Environment=' app.service | cut -d= -f2- | paste -sd' '
sed -n '/^\[Service\]/,/^\[/{/^Exec/p}' app.service
#### certificate expiry style date comparisons
export TZ=UTC
now=$(date -d '2024-06-01' +%s)
while read -r host exp; do
  e=$(date -d "$exp" +%s)
  days=$(( (e - now) / 86400 ))
  if (( days < 0 )); then s=EXPIRED; elif (( days < 30 )); then s=SOON; else s=ok; fi
  printf '%-12s %s %5d %s\n' "$host" "$exp" "$days" "$s"
done <<'EOF'
a.example 2024-06-15
b.example 2024-05-20
c.example 2025-01-01
EOF
#### process list style parsing from fixture
cat > ps.txt <<'EOF'
  PID USER     %CPU %MEM COMMAND
    1 root      0.0  0.1 init
  210 ann      12.5  3.2 python3 train.py
  315 ann       0.3  0.5 bash
  402 bob      55.1 10.0 java -jar app.jar
EOF
tail -n +2 ps.txt | sort -k3,3nr | head -n 2 | awk '{print $1, $5}'
tail -n +2 ps.txt | awk '{cpu[$2]+=$3} END{for (u in cpu) printf "%s %.1f\n", u, cpu[u]}' | sort
awk 'NR>1 && $4 > 1 {$1=$1; print}' ps.txt
#### mktemp dirs and cleanup across functions
set -e
declare -a TMPS=()
mk() { local d; d=$(mktemp -d -p . tmp.XXXX); TMPS+=("$d"); echo "$d"; }
cleanup() { local d; for d in "${TMPS[@]}"; do rm -rf "$d"; done; echo "cleaned ${#TMPS[@]}"; }
trap cleanup EXIT
a=$(mk); TMPS+=("$a")
b=$(mk); TMPS+=("$b")
touch "$a/x" "$b/y"
ls -d tmp.* | wc -l
[[ $a != "$b" ]] && echo distinct
#### ini section listing and key lookup function
cat > db.ini <<'EOF'
[primary]
host = db1
port = 5432

[replica]
host = db2
port = 5433
EOF
ini_get() { awk -F' *= *' -v s="[$1]" -v k="$2" '$0==s{f=1; next} /^\[/{f=0} f && $1==k {print $2; exit}' db.ini; }
ini_sections() { sed -n 's/^\[\(.*\)\]$/\1/p' db.ini; }
for s in $(ini_sections); do echo "$s: $(ini_get "$s" host):$(ini_get "$s" port)"; done
ini_get nope host; echo "missing rc=$? (awk exits 0)"
#### download-free checksum verification loop
for f in a b c; do echo "payload $f" > "$f.bin"; done
sha256sum a.bin b.bin c.bin > SUMS
echo corrupted > b.bin
while read -r sum file; do
  actual=$(sha256sum "$file" | cut -d' ' -f1)
  [[ $actual == "$sum" ]] && echo "OK   $file" || echo "BAD  $file"
done < SUMS
sha256sum -c SUMS 2>&1 | sort; echo "rc=${PIPESTATUS[0]}"
#### queue directory processing with done and failed folders
mkdir -p queue done failed
for i in 1 2 3 4; do echo "task $i" > "queue/job$i.txt"; done
echo fail > queue/job3.txt
for job in queue/*.txt; do
  if grep -q fail "$job"; then mv "$job" failed/; echo "failed: ${job##*/}"
  else mv "$job" done/; fi
done
printf 'done=%d failed=%d queued=%d\n' "$(ls done | wc -l)" "$(ls failed | wc -l)" "$(ls queue | wc -l)"
#### render a simple table of resources from heredoc data
printf '%-10s %6s %6s\n' NAME CPU MEM
total_cpu=0
while read -r name cpu mem; do
  printf '%-10s %5dm %5dMi\n' "$name" "$cpu" "$mem"
  (( total_cpu += cpu ))
done <<'EOF'
frontend 250 512
backend 1000 2048
worker 500 1024
EOF
printf '%-10s %5dm\n' TOTAL "$total_cpu"
printf '%s\n' "$(( total_cpu / 1000 )).$(( total_cpu % 1000 / 100 )) cores"
