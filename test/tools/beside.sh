#!/usr/bin/env bash
# `beside.sh FIRST SECOND`: runs FIRST in the background while SECOND runs as usual, then shows
# FIRST's output if it failed, and fails if either did. `npm test` type-checks beside vitest:
# tsc's single-threaded runs fill the cores while the browser and workerd tests wait on I/O.
# FIRST runs at the lowest CPU priority, so it takes only what the tests leave idle: the timed tests
# keep their budgets, even with a second `npm test` and its tsc runs beside this one. Linux shares
# the cores between sessions first (autogroups, sched(7)), and Chromium and wrangler dev run in
# sessions of their own: a nice value counts only inside a session, so tsc at nice 19 in vitest's
# session still took a full session's share from the browser tests (an idle `npm test` ran 60 s
# longer than vitest alone). FIRST gets a session of its own, at the sessions' lowest priority,
# and the idle policy (SCHED_IDLE): any other task waking on a core takes it from FIRST at once.
set -uo pipefail
out=$(mktemp)
trap 'rm -f "$out"' EXIT
setsid -w bash -c 'echo 19 > /proc/self/autogroup 2>/dev/null; exec chrt --idle 0 bash -c "$0"' "$1" >"$out" 2>&1 &
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
