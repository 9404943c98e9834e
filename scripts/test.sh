#!/usr/bin/env bash
# `npm test`: ESLint beside the TypeScript check (route types included; each keeps one core busy), then
# the unit and integration tests, the production build and the end-to-end suite against that build.
# Prints how long each phase took (docs/testing.md).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/test-env.sh

# Returns the command's status (under `||`, set -e does not stop a function at a failed command).
phase() {
  local name="$1" start=$SECONDS status=0
  shift
  "$@" || status=$?
  echo "[npm test] $name took $((SECONDS - start)) s$([ "$status" -eq 0 ] || echo ", failed ($status)")"
  return "$status"
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

unit_and_integration() (
  lexical_condition
  vitest_ran --project unit --project integration
)
phase 'unit and integration tests' unit_and_integration
# The types were just checked, route types included: the build skips its own second check of them.
phase build env SKIP_BUILD_TYPECHECK=1 bash scripts/test-build.sh
phase 'end-to-end tests' env SKIP_BUILD=1 npm run test:e2e
