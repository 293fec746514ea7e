#### releases directory with a current symlink switched atomically
mkdir -p releases/v1 releases/v2
echo one > releases/v1/app; echo two > releases/v2/app
ln -sfn releases/v1 current
cat current/app
ln -sfn releases/v2 current.tmp && mv -T current.tmp current
cat current/app
readlink current
[[ -L current && -d current ]] && echo "current is a symlink to a dir"
#### the ln -sf trap with an existing directory symlink
mkdir -p r1 r2
ln -s r1 cur
ln -sf r2 cur
ls r1
readlink cur
ln -sfn r2 cur; readlink cur
#### keep the last three releases and remove older ones
mkdir -p releases
for t in 20240101 20240215 20240301 20240410 20240522; do mkdir "releases/$t"; done
ls -1 releases | sort | head -n -3 | while read -r d; do rm -rf "releases/$d"; echo "pruned $d"; done
ls releases
#### readlink -f and realpath resolve relative links
mkdir -p a/b/c
touch a/b/c/file
ln -s b/c a/link
ln -s ../a/link/file a/b/rel
realpath a/link/file | sed "s|^$PWD/||"
readlink -f a/b/rel | sed "s|^$PWD|.|"
realpath --relative-to=a/b a/b/c/file
realpath -m nope/../x | sed "s|^$PWD/||"
#### dangling symlink detection
ln -s missing-target dangling
touch real; ln -s real good
for l in dangling good; do
  if [[ -L $l && ! -e $l ]]; then echo "$l: dangling"; else echo "$l: ok"; fi
done
find . -xtype l
#### deploy script refuses to run as a dry run without confirmation
cat > deploy.sh <<'END'
#!/bin/bash
set -euo pipefail
env=${1:?usage: deploy.sh ENV}
case $env in
  staging|prod) ;;
  *) echo "deploy.sh: unknown env '$env'" >&2; exit 2 ;;
esac
if [[ $env == prod && ${CONFIRM:-} != yes ]]; then
  echo "refusing to deploy to prod without CONFIRM=yes" >&2
  exit 3
fi
echo "deploying to $env"
END
bash deploy.sh staging; echo "rc=$?"
bash deploy.sh prod; echo "rc=$?"
CONFIRM=yes bash deploy.sh prod; echo "rc=$?"
bash deploy.sh qa; echo "rc=$?"
bash deploy.sh 2>&1 | sed 's/line [0-9]*/line N/'; echo "rc=${PIPESTATUS[0]}"
#### install copies with modes and creates directories
mkdir -p src
printf '#!/bin/sh\necho hi\n' > src/tool
printf 'conf\n' > src/tool.conf
install -d out/bin out/etc
install -m 755 src/tool out/bin/
install -m 644 src/tool.conf out/etc/tool.conf
stat -c '%a %n' out/bin/tool out/etc/tool.conf
install -D -m 600 src/tool.conf out/deep/new/dir/x.conf
stat -c '%a %n' out/deep/new/dir/x.conf
#### healthcheck loop over services with status table
declare -A status=([web]=200 [api]=503 [db]=200 [cache]=000)
overall=0
for svc in web api db cache; do
  code=${status[$svc]}
  case $code in
    2??) state=up ;;
    5??) state=degraded; overall=1 ;;
    *) state=down; overall=2 ;;
  esac
  printf '%-6s %s %s\n' "$svc" "$code" "$state"
done
echo "overall=$overall"
#### rsync like copy with cp -u and -p preserving times
mkdir -p from to
echo new > from/a; echo old > to/a
touch -d '2020-01-01' to/a
touch -d '2022-01-01' from/a
echo b > from/b
cp -up from/* to/
cat to/a to/b
stat -c '%y %n' to/a | cut -c1-10,36-
#### backup before overwrite with cp --backup
echo v1 > conf
echo v2 > new.conf
cp --backup=numbered new.conf conf
echo v3 > new.conf
cp --backup=numbered new.conf conf
ls conf*
cat conf 'conf.~1~' 'conf.~2~'
#### mv -n does not clobber and cp -n neither
echo keep > dst; echo src > s
mv -n s dst; cat dst; ls s
cp -n s dst; cat dst
cp -i s dst < /dev/null; cat dst
#### environment specific settings chosen with a case on hostname string
for host in web-prod-01 web-stg-02 laptop; do
  case $host in
    *-prod-*) env=production; replicas=3 ;;
    *-stg-*) env=staging; replicas=1 ;;
    *) env=dev; replicas=0 ;;
  esac
  echo "$host: $env x$replicas"
done
#### lock file prevents a second run
lock=deploy.lock
acquire() { if ( set -o noclobber; echo "locked" > "$lock" ) 2>/dev/null; then return 0; else echo "already running" >&2; return 1; fi; }
acquire && echo "got lock"
acquire; echo "rc=$?"
rm -f "$lock"
acquire && echo "got lock again"
#### noclobber error message
set -o noclobber
echo a > f
echo b > f 2>&1 || echo "refused"
echo c >| f; cat f
#### mktemp in a directory and cleanup trap
cat > t.sh <<'END'
tmpdir=$(mktemp -d ./work.XXXXXX)
trap 'rm -rf "$tmpdir"; echo cleaned' EXIT
echo data > "$tmpdir/file"
ls "$tmpdir" | wc -l
END
bash t.sh
ls -d work.* 2>/dev/null | wc -l
#### version directory chosen by sort -V from ls
mkdir -p tools/1.2.0 tools/1.10.1 tools/1.9.7
latest=$(ls tools | sort -V | tail -n1)
echo "using tools/$latest"
ls tools | sort | tail -n1
#### chmod symbolic modes and test -x
touch script.sh data.txt
chmod +x script.sh
chmod u=rw,go=r data.txt
for f in script.sh data.txt; do [[ -x $f ]] && echo "$f executable" || echo "$f not executable"; done
stat -c '%A %n' script.sh data.txt
chmod 600 data.txt; stat -c '%a' data.txt
chmod g+w,o-r data.txt; stat -c '%a' data.txt
#### hardlinks and inode counts
echo x > orig
ln orig hard
stat -c '%h' orig
echo more >> hard
cat orig
rm orig; cat hard; stat -c '%h' hard
