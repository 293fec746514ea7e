#!/usr/bin/env bash
# Prints issue 20's table in one run: GNU bash and `computerwelt run` as
# whole processes, interleaved, medians of RUNS runs and ratios, on a
# 2,000-file / 20 MB tree and a 10,000-file / 100 MB tree generated with a
# fixed seed (bench/gen), plus the sort pipeline's peak memory.
#   bench/compare.sh [RUNS]        (SMALL_ONLY=1 skips the 100 MB tree,
#                                   ONLY=REGEXP keeps the matching rows,
#                                   CW2=BIN runs a second binary interleaved)
# Not a test: go test does not run it.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-11}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cwcompare.XXXXXX")
trap '[ -n "${KEEP:-}" ] || rm -rf "$tmp"' EXIT
go build -o "$tmp/cw" ./cmd/computerwelt
go run ./bench/gen -dir "$tmp/small" -mb 20 -files 2000 -seed 1
large=
if [ -z "${SMALL_ONLY:-}" ]; then
  go run ./bench/gen -dir "$tmp/large" -mb 100 -files 10000 -seed 1
  large=$tmp/large
fi
go run ./bench/compare -cw "$tmp/cw" -small "$tmp/small" -large "$large" -runs "$runs" \
  ${ONLY:+-only "$ONLY"} ${CW2:+-cw2 "$CW2"}
