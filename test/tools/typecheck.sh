#!/usr/bin/env bash
# `npm run typecheck`'s tsc runs, one per part with its own environment (the pure games, the
# Worker, the Node-side tests, the web client, its tests), side by side: each is single-threaded
# and they check the same files under different types, so running them at once halves the wait on
# two cores. Each run's output is shown after it ends, so the runs' errors do not interleave.
set -uo pipefail
projects=(worker/games/tsconfig.json tsconfig.json test/tsconfig.json web/tsconfig.json test/web/tsconfig.json)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
pids=()
for i in "${!projects[@]}"; do
  npx tsc -p "${projects[$i]}" >"$out/$i" 2>&1 &
  pids[i]=$!
done
status=0
for i in "${!projects[@]}"; do
  if ! wait "${pids[i]}"; then
    status=1
    echo "tsc -p ${projects[$i]}:"
    cat "$out/$i"
  fi
done
exit "$status"
