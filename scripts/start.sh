#!/usr/bin/env bash
# `npm start`: install deps if needed, build the web app if its dist is missing or older
# than any web/contract source, and the platform's bundle likewise, then run the platform
# (it serves the app under /m/).
# Env: PORT, HOST, DATA_DIR, DATABASE_URL, NODE_ENV, WEB_DIST (see apps/server).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# shellcheck source=scripts/lib/ensure-deps.sh
source "$ROOT/scripts/lib/ensure-deps.sh"
ensure_deps "$ROOT"

# dist/index.html is written last by `vite build`, so it is the build's timestamp.
built=apps/web/dist/index.html
if [ ! -f "$built" ] || [ -n "$(find apps/web/src apps/web/index.html apps/web/vite.config.ts apps/web/public \
    packages/contract/src package-lock.json -newer "$built" -print -quit 2>/dev/null)" ]; then
  echo "start: building the web app"
  npm run --silent build
else
  echo "start: apps/web/dist is up to date"
fi

# The embedded defaults are a demonstration: its development pages (sms outbox, local identity provider,
# test members, /wps/docs) are on unless production or an explicit DEV_ROUTES says otherwise (decision 022).
if [ "${NODE_ENV:-development}" != production ] && [ -z "${DEV_ROUTES:-}" ]; then
  export DEV_ROUTES=true
  echo "start: DEV_ROUTES=true -- development pages /dev/*, /idp/local/* and /wps/docs are on (set DEV_ROUTES=false to turn them off)"
fi

# The operator CLIs (npm run site / npm run content) need the platform's ADMIN_TOKEN. Outside production one is
# made once per data folder and kept there (mode 600), so the demo's content can be edited with no set-up.
if [ "${NODE_ENV:-development}" != production ] && [ -z "${ADMIN_TOKEN:-}" ]; then
  token_file="${DATA_DIR:-.data}/admin-token"
  if [ ! -s "$token_file" ]; then
    mkdir -p "$(dirname "$token_file")"
    (umask 077 && node -e 'process.stdout.write(require("crypto").randomBytes(24).toString("base64url"))' >"$token_file")
  fi
  ADMIN_TOKEN="$(cat "$token_file")"
  export ADMIN_TOKEN
  echo "start: operator token in $token_file -- npm run content / npm run site read it from there"
fi

# glibc's malloc with a fixed mmap threshold (decision 050): left to move, it rose after the first large
# buffer was freed, and the allocations past 128 KiB that followed stayed in its heap (63 MB of 273 after the
# first pages; 12 of 202 with it fixed). scripts/bench/platform.ts starts the platform the same way.
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-131072}"

# The platform runs as JavaScript built once (decision 046): no TypeScript loader in the serving process.
node --import tsx scripts/build-server.ts --if-stale
exec node apps/server/dist/main.js
