#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (playwright cannot download browsers here): its
# headless shell, or the full browser where the shell is missing (slower; test/e2e/chromium.ts).
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]} for the browser tests…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
if [ -x /usr/bin/chromium ]; then
  echo "The browser tests run in the full Chromium, slower: sudo apt-get install -y chromium-headless-shell" >&2
  exit 0
fi
echo "The browser tests need Chromium at /usr/bin/chromium: sudo apt-get install -y chromium chromium-headless-shell" >&2
exit 1
