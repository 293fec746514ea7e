#!/usr/bin/env bash
# Times the command suite on a generated tree, in the sandbox against GNU tools.
#   bench/commands.sh [SIZE]    SIZE in MB (default 100), 100 files per MB
# The tree is generated once on the host in $TMPDIR (the CLI refuses to
# mount /dev/shm). The sandbox
# mounts it read-only at /data and copies it into its in-memory FS with
# cp -r in the same script, so each command is timed with $EPOCHREALTIME
# inside the sandbox, copy excluded. The host runs the same script body with
# GNU bash and tools in the host dir. Not a test: go test does not run it.
set -euo pipefail
cd "$(dirname "$0")/.."
size=${1:-100}
files=$((size * 100))
# Not /dev/shm: the CLI refuses to mount anything under /dev.
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cwbench.XXXXXX")
trap '[ -n "${KEEP:-}" ] || rm -rf "$tmp"' EXIT

go build -o "$tmp/cw" ./cmd/computerwelt
go run ./bench/gen -dir "$tmp/tree" -mb "$size" -files "$files"
echo "tree: $files files, $(du -sb "$tmp/tree" | cut -f1) bytes in $tmp/tree" >&2

# The body runs in the tree's directory on both sides. Each scenario prints
# "@@begin NAME", its output, then "@@end NAME MICROSECONDS".
body='
run() {
  local s e out
  s=${EPOCHREALTIME/./}
  out=$(eval "$2" 2>&1)
  e=${EPOCHREALTIME/./}
  printf "@@begin %s\n%s\n@@end %s %s\n" "$1" "$out" "$1" "$((e - s))"
}
run grep-r "grep -r \"needle[0-9]*\" ."
# The same over the read-only host folder itself (mounted at /data in the sandbox).
run grep-r-host "cd \"\$HOSTTREE\" && grep -r \"needle[0-9]*\" ."
run find-xargs-wc "find . -type f | xargs wc -l | awk '\''\$2 != \"total\" { s += \$1 } END { print s }'\''"
run cat-sort-uniq "cat */*.txt */*/*.txt | sort | uniq -c | sort -nr | head"
'

(cd "$tmp/tree" && HOSTTREE=. LC_ALL=C bash -c "$body") >"$tmp/gnu.out"
"$tmp/cw" run -timeout 10m -env LC_ALL=C -env HOSTTREE=/data -mount "$tmp/tree:/data" -c '
s=${EPOCHREALTIME/./}
mkdir -p /work && cp -r /data /work/tree && cd /work/tree || exit 1
e=${EPOCHREALTIME/./}
echo "@@setup $((e - s))"
'"$body" >"$tmp/sandbox.out" || echo "warning: sandbox exited with status $?" >&2
grep '^@@setup' "$tmp/sandbox.out" | awk '{ printf "sandbox setup (cp -r /data /work/tree, not counted): %.0f ms\n", $2 / 1000 }' >&2

# section FILE NAME: the output of scenario NAME, sorted (grep -r walks
# directories in a different order on the host).
section() { awk -v n="$2" '$0 == "@@begin " n { on = 1; next } $1 == "@@end" && $2 == n { on = 0 } on' "$1" | sort; }
micros() { awk -v n="$2" '$1 == "@@end" && $2 == n { print $3 }' "$1"; }

printf '%-16s %10s %12s %8s\n' scenario 'GNU ms' 'sandbox ms' ratio
status=0
for name in grep-r grep-r-host find-xargs-wc cat-sort-uniq; do
  g=$(micros "$tmp/gnu.out" "$name")
  s=$(micros "$tmp/sandbox.out" "$name")
  if [ -z "$g" ] || [ -z "$s" ]; then
    printf '%-16s %10s %12s %8s\n' "$name" "${g:+$((g / 1000))}" "${s:+$((s / 1000))}" '-'
    echo "warning: $name did not finish on both sides" >&2
    status=1
    continue
  fi
  awk -v n="$name" -v g="$g" -v s="$s" 'BEGIN { printf "%-16s %10.1f %12.1f %8.2f\n", n, g / 1000, s / 1000, (g > 0 ? s / g : 0) }'
  if ! cmp -s <(section "$tmp/gnu.out" "$name") <(section "$tmp/sandbox.out" "$name"); then
    echo "warning: $name: outputs differ:" >&2
    diff <(section "$tmp/gnu.out" "$name") <(section "$tmp/sandbox.out" "$name") | head -20 >&2 || true
    status=1
  fi
done
exit $status
