#!/usr/bin/env bash
# `npm test`'s first step: registers the run (its npm script's shell, this script's parent) among
# the runs sharing the machine (test/tools/runs.ts), before the format check and the build, so that
# two runs started together count each other when vitest starts.
set -euo pipefail
dir="${TMPDIR:-/tmp}/correspondence-games-test-runs"
mkdir -p "$dir"
touch "$dir/$PPID"
