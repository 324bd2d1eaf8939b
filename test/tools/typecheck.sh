#!/usr/bin/env bash
# `npm run typecheck`: each part in its own environment — the pure games (no platform at all), the
# Worker with its workerd tests, the web client (DOM), the Node-side tests, the web tests — as
# TypeScript project references built in order (`tsc -b`). Each file is checked once, in its own
# part; the parts that import it read its declarations (node_modules/.cache/types). Five separate
# programs checked the games five times and the Worker four: twice the CPU. The build is
# incremental, so a second run checks only what changed.
set -euo pipefail
npx tsc -b worker/games/tsconfig.json tsconfig.json web/tsconfig.json test/tsconfig.json test/web/tsconfig.json
