#!/usr/bin/env bash
# `npm test`: ESLint and the TypeScript check side by side (each keeps one core busy), then the unit
# and integration tests, then the end-to-end suite. Prints how long each phase took.
set -euo pipefail
cd "$(dirname "$0")/.."

phase() {
  local name="$1" start=$SECONDS
  shift
  "$@"
  echo "[npm test] $name took $((SECONDS - start)) s"
}

typecheck_log="$(mktemp)"
trap 'rm -f "$typecheck_log"' EXIT
phase typecheck npm run typecheck >"$typecheck_log" 2>&1 &
typecheck=$!
lint_status=0
phase lint npm run lint || lint_status=$?
typecheck_status=0
wait "$typecheck" || typecheck_status=$?
cat "$typecheck_log"
[ "$lint_status" -eq 0 ] && [ "$typecheck_status" -eq 0 ] || exit 1
phase 'unit and integration tests' npx vitest run --project unit --project integration
phase 'end-to-end tests (build included)' npm run test:e2e
