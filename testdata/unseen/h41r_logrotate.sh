#### rotate numbered logs keeping three
mkdir -p logs
rotate() {
  local f=$1 keep=$2 i
  [[ -f $f ]] || return 0
  rm -f "$f.$keep"
  for ((i = keep - 1; i >= 1; i--)); do
    [[ -f $f.$i ]] && mv "$f.$i" "$f.$((i + 1))"
  done
  mv "$f" "$f.1"
  : > "$f"
}
for run in 1 2 3 4 5; do
  echo "run $run" >> logs/app.log
  rotate logs/app.log 3
done
ls logs
for f in logs/app.log.*; do printf '%s: %s\n' "$f" "$(cat "$f")"; done
#### find old logs by mtime with fixed dates
mkdir -p var/log
for d in 01 05 10; do
  echo "day $d" > "var/log/app-2020-01-$d.log"
  touch -d "2020-01-$d 12:00:00" "var/log/app-2020-01-$d.log"
done
echo fresh > var/log/app-today.log
echo "older than 30 days:"
find var/log -name '*.log' -mtime +30 | sort
echo "newer than 1 day:"
find var/log -name '*.log' -mtime -1 | sort
#### compress old logs and keep the plain ones
mkdir -p logs
for n in a b c; do printf 'line %s\n' $n{1..3} > "logs/$n.log"; done
touch -d '2021-06-01' logs/a.log logs/b.log
find logs -name '*.log' -mtime +7 -exec gzip {} +
ls logs
zcat logs/a.log.gz | head -2
gzip -t logs/b.log.gz && echo "b ok"
#### archive a directory with tar and list it
mkdir -p data/sub
echo one > data/1.txt; echo two > data/sub/2.txt
tar -czf backup.tar.gz data
tar -tzf backup.tar.gz | sort
mkdir restore && tar -xzf backup.tar.gz -C restore
cat restore/data/sub/2.txt
diff -r data restore/data && echo "identical"
#### archive name with a fixed date stamp
stamp=$(TZ=UTC date -d '2023-03-04 05:06:07' +%Y%m%d-%H%M%S)
mkdir -p logs && echo x > logs/x.log
name="logs-$stamp.tar.gz"
tar -czf "$name" logs
echo "$name"
ls *.tar.gz
#### delete archives older than retention and report count
mkdir -p archive
for m in 01 02 03 04 05 06; do
  f="archive/backup-2022-$m.tar.gz"; : > "$f"; touch -d "2022-$m-15" "$f"
done
: > archive/backup-new.tar.gz
count=$(find archive -name 'backup-*.tar.gz' -mtime +365 | wc -l)
echo "deleting $count old archives"
find archive -name 'backup-*.tar.gz' -mtime +365 -delete
ls archive
#### keep only the newest N files by name sort
mkdir -p snaps
for d in 2023-01-05 2023-01-01 2023-01-03 2023-01-04 2023-01-02; do touch "snaps/snap-$d.db"; done
keep=2
ls snaps | sort | head -n -"$keep" | while IFS= read -r f; do
  echo "removing $f"; rm -- "snaps/$f"
done
ls snaps
#### keep newest by mtime with ls -t
mkdir -p bk
touch -d '2022-01-01' bk/c.bak
touch -d '2022-03-01' bk/a.bak
touch -d '2022-02-01' bk/b.bak
touch -d '2021-12-01' bk/d.bak
ls -t bk | tail -n +3 | sed 's|^|old: |'
ls -tr bk | head -1
#### logrotate style size check with stat and wc
mkdir -p logs
head -c 2000 /dev/zero | tr '\0' 'x' > logs/big.log
printf 'small\n' > logs/small.log
max=1024
for f in logs/*.log; do
  size=$(wc -c < "$f")
  if (( size > max )); then echo "$f: $size bytes, rotating"; mv "$f" "$f.1"; : > "$f"
  else echo "$f: $size bytes, fine"; fi
done
ls logs
#### gzip keeps original with -k and refuses existing
printf 'hello\n%.0s' {1..5} > app.log
gzip -k app.log
ls
gzip -k app.log 2>&1; echo "rc=$?"
gzip -kf app.log; echo "rc=$?"
gunzip -c app.log.gz | wc -l
#### tar with exclude patterns
mkdir -p proj/src proj/node_modules/x proj/.git
echo a > proj/src/a.js; echo b > proj/node_modules/x/b.js; echo c > proj/.git/HEAD; echo d > proj/README
tar -czf proj.tgz --exclude=node_modules --exclude=.git proj
tar -tzf proj.tgz | sort
#### extract a single member from an archive
mkdir -p cfg && echo 'port=80' > cfg/app.conf && echo 'x' > cfg/other
tar -cf cfg.tar cfg
tar -xOf cfg.tar cfg/app.conf
tar -xf cfg.tar cfg/other -C . 2>&1; echo "rc=$?"
tar -tf cfg.tar nope 2>&1; echo "rc=$?"
#### grep errors across rotated and gzipped logs
printf 'INFO start\nERROR disk full\nINFO ok\n' > app.log
printf 'ERROR old failure\nINFO x\n' > app.log.1
printf 'ERROR ancient\nERROR again\n' > app.log.2
gzip app.log.2
grep -c ERROR app.log app.log.1
zgrep -c ERROR app.log.2.gz
{ cat app.log app.log.1; zcat app.log.2.gz; } | grep ERROR | sort
#### date based log file names for a week
for i in 0 1 2 3 4 5 6; do
  TZ=UTC date -d "2024-02-26 +$i day" +'app-%Y-%m-%d.log'
done | tr '\n' ' '; echo
#### find -newer compares against a reference file
mkdir -p d
touch -d '2023-05-01' d/old1 d/old2
touch -d '2023-06-01' ref
touch -d '2023-07-01' d/new1
find d -type f -newer ref | sort
find d -type f ! -newer ref | sort
#### log cleanup prints what it would do in dry run
mkdir -p logs
for n in 1 2 3; do : > "logs/job$n.log"; touch -d "2019-0$n-01" "logs/job$n.log"; done
: > logs/current.log
DRY_RUN=1
while IFS= read -r f; do
  if [[ $DRY_RUN == 1 ]]; then echo "would remove $f"; else rm -f "$f"; fi
done < <(find logs -type f -mtime +90 | sort)
ls logs | wc -l
#### truncate log in place preserving the file
printf 'a\nb\nc\nd\ne\n' > svc.log
tail -n 2 svc.log > svc.log.tmp && cat svc.log.tmp > svc.log && rm svc.log.tmp
cat svc.log
truncate -s 0 svc.log
wc -c svc.log
#### split a big log into chunks
seq 1 25 | sed 's/^/line /' > big.log
split -l 10 -d big.log part-
ls part-*
wc -l part-* | tail -1
head -1 part-02
#### concatenate gz logs in date order
for d in 03 01 02; do echo "log of day $d" | gzip > "app-2024-01-$d.log.gz"; done
for f in app-2024-01-*.log.gz; do zcat "$f"; done
ls app-*.gz | sort -t- -k4,4n | tail -1
#### archive then verify by listing member count
mkdir -p src
for i in $(seq 1 7); do echo "$i" > "src/f$i.txt"; done
tar -cf src.tar src
n=$(tar -tf src.tar | grep -c '\.txt$')
[[ $n -eq 7 ]] && echo "archive ok: $n files" || echo "archive mismatch: $n"
tar -rf src.tar build.log 2>&1; echo "rc=$?"
