#### bump patch minor major with read -a
bump() {
  local IFS=. ; local -a p; read -r -a p <<< "$1"
  case $2 in
    major) echo "$((p[0]+1)).0.0" ;;
    minor) echo "${p[0]}.$((p[1]+1)).0" ;;
    patch) echo "${p[0]}.${p[1]}.$((p[2]+1))" ;;
    *) echo "bump: unknown part '$2'" >&2; return 2 ;;
  esac
}
for part in patch minor major build; do
  echo "1.9.9 $part -> $(bump 1.9.9 "$part")"
done
#### version validated with a regex and BASH_REMATCH
re='^v?([0-9]+)\.([0-9]+)\.([0-9]+)(-([0-9A-Za-z.-]+))?(\+([0-9A-Za-z.-]+))?$'
for v in 1.2.3 v10.0.1-rc.1 2.0.0+build.5 1.2 1.2.3.4 01.2.3 1.0.0-alpha+x; do
  if [[ $v =~ $re ]]; then
    echo "$v: major=${BASH_REMATCH[1]} minor=${BASH_REMATCH[2]} patch=${BASH_REMATCH[3]} pre=${BASH_REMATCH[5]:-none} build=${BASH_REMATCH[7]:-none}"
  else
    echo "$v: invalid"
  fi
done
#### version file bumped and committed to a changelog
echo "0.3.7" > VERSION
old=$(<VERSION)
IFS=. read -r ma mi pa <<< "$old"
new="$ma.$((mi + 1)).0"
echo "$new" > VERSION
printf '## %s (2024-03-01)\n- bumped from %s\n\n' "$new" "$old" | cat - <(printf '## 0.3.7\n- old\n') > CHANGELOG.md
cat VERSION CHANGELOG.md
#### sort -V orders versions and finds the latest tag
printf '%s\n' v1.10.0 v1.2.0 v1.9.3 v2.0.0-rc1 v2.0.0 v1.2.10 > tags.txt
sort -V tags.txt
echo "latest: $(sort -V tags.txt | tail -1)"
echo "plain sort: $(sort tags.txt | tail -1)"
#### compare versions field by field in a function
vercmp() {
  local IFS=.
  local -a a=($1) b=($2)
  local i
  for ((i = 0; i < 3; i++)); do
    (( ${a[i]:-0} > ${b[i]:-0} )) && { echo 1; return; }
    (( ${a[i]:-0} < ${b[i]:-0} )) && { echo -1; return; }
  done
  echo 0
}
for pair in "1.2.3 1.2.3" "1.10 1.9" "2 2.0.1" "0.9.9 1.0"; do
  set -- $pair; echo "$1 vs $2: $(vercmp "$1" "$2")"
done
#### package.json version bumped with jq
cat > package.json <<'END'
{
  "name": "demo",
  "version": "2.4.9",
  "private": true
}
END
v=$(jq -r .version package.json)
IFS=. read -r a b c <<< "$v"
nv="$a.$b.$((c+1))"
jq --arg v "$nv" '.version = $v' package.json > package.json.tmp && mv package.json.tmp package.json
cat package.json
#### version bumped in place with sed across files
printf 'VERSION = "1.2.3"\n' > setup.py
printf 'version: 1.2.3\nname: x\n' > chart.yaml
printf '# Project 1.2.3\nold 1.2.30\n' > README.md
old=1.2.3 new=1.3.0
grep -l "$old" setup.py chart.yaml README.md
sed -i "s/\b${old//./\\.}\b/$new/g" setup.py chart.yaml README.md
cat setup.py chart.yaml README.md
#### prerelease counter increment
next_rc() {
  local v=$1
  if [[ $v =~ ^(.*)-rc\.([0-9]+)$ ]]; then echo "${BASH_REMATCH[1]}-rc.$((BASH_REMATCH[2]+1))"
  else echo "$v-rc.1"; fi
}
next_rc 1.0.0; next_rc 1.0.0-rc.1; next_rc 1.0.0-rc.9; next_rc 2.1.0-beta
#### version from git describe style strings
for d in v1.4.0 v1.4.0-3-gabc1234 v1.4.0-12-g0ff1ce5-dirty; do
  base=${d%%-*}; rest=${d#"$base"}
  commits=$(sed -E 's/^-([0-9]+)-g.*/\1/' <<< "$rest")
  printf '%-26s base=%s ahead=%s dirty=%s\n' "$d" "${base#v}" "${commits:-0}" "$([[ $d == *-dirty ]] && echo yes || echo no)"
done
#### version parts split with parameter expansion
v=3.14.159
major=${v%%.*}; rest=${v#*.}; minor=${rest%%.*}; patch=${rest#*.}
echo "$major|$minor|$patch"
echo "${v//./_}" "${v%.*}" "${v##*.}"
#### arithmetic on versions with leading zeros fails
v=1.08.0
IFS=. read -r a b c <<< "$v"
echo $((b + 1)) 2>&1 || echo "arith failed"
echo "$((10#$b + 1))"
#### release notes grouped by commit type
cat > commits.txt <<'END'
feat: add login
fix: null pointer in parser
chore: bump deps
feat(api): new endpoint
fix!: change default port
docs: readme
END
for t in feat fix; do
  echo "### $t"
  grep -E "^$t(\([a-z]+\))?!?:" commits.txt | sed -E 's/^[a-z]+(\([a-z]+\))?!?: /- /'
done
if grep -qE '^[a-z]+(\([a-z]+\))?!:' commits.txt; then echo "breaking change: major bump"; fi
#### highest version per package with sort and awk
cat > pkgs.txt <<'END'
libfoo 1.2.0
libbar 0.9.1
libfoo 1.10.0
libbar 0.10.0
libfoo 1.9.9
END
sort -k1,1 -k2,2V pkgs.txt | awk '{ last[$1] = $2 } END { for (p in last) print p, last[p] }' | sort
#### semver sort with prerelease handled by sort -V
printf '%s\n' 1.0.0 1.0.0-alpha 1.0.0-beta 0.9.0 1.0.0-rc.1 | sort -V
#### check version constraint caret
satisfies_caret() {
  local want=$1 have=$2
  IFS=. read -r wa wb wc <<< "$want"
  IFS=. read -r ha hb hc <<< "$have"
  [[ $ha == "$wa" ]] || return 1
  (( hb > wb || (hb == wb && hc >= wc) ))
}
for h in 1.2.3 1.2.2 1.9.0 2.0.0 1.3.0; do
  satisfies_caret 1.2.3 "$h" && echo "$h satisfies ^1.2.3" || echo "$h does not"
done
#### version tag list filtered and counted with grep -c
printf 'v1.0.0\nv1.1.0\nbeta-test\nv2.0.0\nrelease-3\nv2.1.0-rc1\n' > tags
grep -cE '^v[0-9]+\.[0-9]+\.[0-9]+$' tags
grep -E '^v2\.' tags
grep -vE '^v' tags | paste -sd,
#### bump script with usage errors
cat > bump.sh <<'END'
#!/bin/bash
set -u
file=${2:-VERSION}
[[ $# -ge 1 ]] || { echo "usage: bump.sh major|minor|patch [file]" >&2; exit 64; }
[[ -f $file ]] || { echo "bump.sh: $file: not found" >&2; exit 66; }
IFS=. read -r a b c < "$file"
case $1 in
  major) a=$((a+1)) b=0 c=0 ;;
  minor) b=$((b+1)) c=0 ;;
  patch) c=$((c+1)) ;;
  *) echo "bump.sh: bad part: $1" >&2; exit 64 ;;
esac
echo "$a.$b.$c" | tee "$file"
END
echo 0.1.9 > VERSION
bash bump.sh; echo "rc=$?"
bash bump.sh patch; echo "rc=$?"
bash bump.sh minor; echo "rc=$?"
bash bump.sh huge; echo "rc=$?"
bash bump.sh major nofile; echo "rc=$?"
cat VERSION
#### printf zero padded build numbers
for b in 7 42 1234; do printf 'build-%05d\n' "$b"; done
printf '%s.%03d\n' 1.2 7
n=0099; echo $((10#$n + 1))
