#!/usr/bin/env bash
# The single test command (`npm test`): lint, types, unit/component tests, the platform's
# tests on PGlite and on PostgreSQL, production build, then Playwright e2e on the built app.
# Works on a clean clone: installs deps, Chromium and PostgreSQL when they are missing.
# Every step runs even when an earlier one failed (except e2e after a failed build), so one
# run shows every problem; the exit code is non-zero if any step failed.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# shellcheck source=scripts/lib/ensure-deps.sh
source "$ROOT/scripts/lib/ensure-deps.sh"

CHROMIUM=/usr/lib/chromium/chromium
RUN_START=$SECONDS
STEP_NAMES=()
STEP_RESULTS=()
STEP_TIMES=()
FAILED=0

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
# From / so psql does not warn that the postgres user cannot read the working directory.
as_postgres() { (cd / && if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else sudo -u postgres "$@"; fi); }

header() { printf '\n\033[1m==> [%s] %s\033[0m  (t+%ss)\n' "$(date +%H:%M:%S)" "$1" "$((SECONDS - RUN_START))"; }

record() { # name result seconds
  STEP_NAMES+=("$1"); STEP_RESULTS+=("$2"); STEP_TIMES+=("$3")
}

# step NAME TIMEOUT_SECONDS CMD...: runs CMD with a hard time limit and records the outcome.
step() {
  local name="$1" limit="$2"; shift 2
  header "$name"
  local start=$SECONDS rc=0
  timeout --kill-after=15 "$limit" "$@" || rc=$?
  local took=$((SECONDS - start))
  if [ "$rc" -eq 0 ]; then
    record "$name" ok "$took"
  else
    [ "$rc" -eq 124 ] && echo "!! $name timed out after ${limit}s"
    record "$name" "FAIL($rc)" "$took"; FAILED=1
  fi
  return 0
}

skip() { header "$1"; echo "skipped: $2"; record "$1" skipped 0; }

summary() {
  printf '\n\033[1m==> Summary\033[0m\n'
  local i
  for i in "${!STEP_NAMES[@]}"; do
    printf '  %-34s %-10s %5ss\n' "${STEP_NAMES[$i]}" "${STEP_RESULTS[$i]}" "${STEP_TIMES[$i]}"
  done
  printf '  %-34s %-10s %5ss\n' "total" "$([ "$FAILED" -eq 0 ] && echo ok || echo FAILED)" "$((SECONDS - RUN_START))"
}

# --- a/b. environment: deps, Chromium, PostgreSQL ---------------------------------------
header "ensure dependencies"
t=$SECONDS; ensure_deps "$ROOT"; record "ensure deps" ok $((SECONDS - t))

header "ensure Chromium"
t=$SECONDS
if [ ! -x "$CHROMIUM" ]; then
  as_root apt-get update
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y --no-install-recommends chromium
fi
"$CHROMIUM" --version
record "ensure Chromium" ok $((SECONDS - t))

header "ensure PostgreSQL"
t=$SECONDS
if ! command -v pg_ctlcluster >/dev/null || [ ! -d /usr/lib/postgresql ]; then
  as_root apt-get update
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y --no-install-recommends postgresql
fi
PG_VERSION="$(ls /usr/lib/postgresql | sort -V | tail -n 1)"
if ! pg_lsclusters -h | awk -v v="$PG_VERSION" '$1 == v && $2 == "main"' | grep -q .; then
  as_root pg_createcluster "$PG_VERSION" main
fi
if ! pg_lsclusters -h | awk -v v="$PG_VERSION" '$1 == v && $2 == "main" && $4 == "online"' | grep -q .; then
  as_root pg_ctlcluster "$PG_VERSION" main start
fi
PG_PORT="$(pg_lsclusters -h | awk -v v="$PG_VERSION" '$1 == v && $2 == "main" { print $3 }')"
for _ in $(seq 1 60); do
  pg_isready -q -h 127.0.0.1 -p "$PG_PORT" && break
  sleep 0.5
done
pg_isready -h 127.0.0.1 -p "$PG_PORT"
as_postgres psql -q -p "$PG_PORT" -v ON_ERROR_STOP=1 -d postgres -c "
  DO \$\$ BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'portico') THEN
      CREATE ROLE portico LOGIN SUPERUSER PASSWORD 'portico';
    END IF;
  END \$\$;"
TEST_DB="portico_test_$$"
drop_db() {
  as_postgres psql -q -p "$PG_PORT" -d postgres -c "DROP DATABASE IF EXISTS $TEST_DB WITH (FORCE)" >/dev/null 2>&1 \
    && echo "dropped database $TEST_DB" || echo "!! could not drop database $TEST_DB"
}
as_postgres psql -q -p "$PG_PORT" -v ON_ERROR_STOP=1 -d postgres -c "CREATE DATABASE $TEST_DB OWNER portico"
trap drop_db EXIT
trap 'exit 130' INT TERM # so an interrupted run still drops its database
PG_URL="postgres://portico:portico@127.0.0.1:$PG_PORT/$TEST_DB"
echo "PostgreSQL $PG_VERSION on port $PG_PORT, fresh database $TEST_DB"
record "ensure PostgreSQL" ok $((SECONDS - t))

# --- c. static checks --------------------------------------------------------------------
step "lint" 300 npm run --silent lint
step "typecheck" 420 npm run --silent typecheck

# --- d. unit / component tests -----------------------------------------------------------
step "web unit tests" 420 npx vitest run --root apps/web
step "docs tests" 120 npx vitest run --root scripts
if find packages/contract -name '*.test.ts' -not -path '*/node_modules/*' | grep -q .; then
  step "contract tests" 300 npx vitest run --root packages/contract
fi

# --- e. platform tests: embedded PGlite, then a real PostgreSQL --------------------------
step "server tests (PGlite)" 900 env -u TEST_DATABASE_URL npx vitest run --root apps/server
step "server tests (PostgreSQL)" 900 env TEST_DATABASE_URL="$PG_URL" npx vitest run --root apps/server

# --- f. production build, then e2e against the real platform serving it -----------------
step "build" 300 npm run --silent build
if [ "${STEP_RESULTS[${#STEP_RESULTS[@]}-1]}" = ok ]; then
  # The first-load budgets alone first, on a quiet machine (decision 061); then every other spec.
  step "e2e budgets" 300 npx playwright test -c apps/web/playwright.config.ts --project=budget
  step "e2e (Playwright)" 1500 npx playwright test -c apps/web/playwright.config.ts --project=pixel --project=iphone
else
  skip "e2e (Playwright)" "build failed"
fi

summary
exit "$FAILED"
