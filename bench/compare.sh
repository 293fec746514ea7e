#!/usr/bin/env bash
# Times whole scenarios in the sandbox against GNU bash, as ratios, in one run.
#   bench/compare.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-20}
bin=$(mktemp -d)/computerwelt
go build -o "$bin" ./cmd/computerwelt
trap 'rm -rf "$(dirname "$bin")"' EXIT

# time_ms CMD...: average wall time of RUNS runs, in milliseconds (3 decimals).
time_ms() {
  local start end
  start=$(date +%s%N)
  for ((i = 0; i < runs; i++)); do "$@" >/dev/null; done
  end=$(date +%s%N)
  echo "scale=3; ($end - $start) / $runs / 1000000" | bc
}

loop='x=0; for ((i = 0; i < 1000; i++)); do x=$((x + i)); s="$s$i,"; done; echo "$x ${#s}"'
lines=$(for i in $(seq 1000); do echo "v$i=\$(( $i * 2 )); [ \$v$i -gt 0 ] && n=\$((n + 1))"; done; echo 'echo $n')
pipe='seq 1 20000 | grep 7 | sort -r | uniq | wc -l'

printf '%-34s %12s %12s %8s\n' scenario 'bash ms' 'sandbox ms' ratio
scenario() {
  local name=$1 script=$2 b s
  b=$(time_ms bash -c "$script")
  s=$(time_ms "$bin" run -c "$script")
  printf '%-34s %12s %12s %8s\n' "$name" "$b" "$s" "$(echo "scale=2; $s / $b" | bc)"
}
scenario "echo hi (process start)" 'echo hi'
scenario "1,000-iteration loop" "$loop"
scenario "1,000-line script" "$lines"
scenario "seq|grep|sort|uniq|wc pipeline" "$pipe"
