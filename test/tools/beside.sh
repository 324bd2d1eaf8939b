#!/usr/bin/env bash
# `beside.sh FIRST SECOND`: runs FIRST in the background while SECOND runs as usual, then shows
# FIRST's output if it failed, and fails if either did. `npm test` type-checks beside vitest:
# tsc's single-threaded runs fill the cores while the browser and workerd tests wait on I/O.
# FIRST runs at the lowest CPU priority, so it takes only what the tests leave idle: the timed tests
# keep their budgets, even with a second `npm test` and its tsc runs beside this one.
set -uo pipefail
out=$(mktemp)
trap 'rm -f "$out"' EXIT
nice -n 19 bash -c "$1" >"$out" 2>&1 &
first=$!
bash -c "$2"
second_status=$?
wait "$first"
first_status=$?
if [ "$first_status" -ne 0 ]; then
  echo "$1 failed:"
  cat "$out"
fi
[ "$first_status" -eq 0 ] && [ "$second_status" -eq 0 ]
