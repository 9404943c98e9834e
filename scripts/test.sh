#!/usr/bin/env bash
# `npm test`: ESLint beside the TypeScript check (route types included), then the unit and integration
# tests beside the production build, then the end-to-end suite against that build. Each pair keeps
# both cores busy; a failure on either side fails the run after both ended, with both outputs shown.
# Prints how long each phase took (docs/testing.md).
set -euo pipefail
cd "$(dirname "$0")/.."

# Returns the command's status (under `||`, set -e does not stop a function at a failed command).
phase() {
  local name="$1" start=$SECONDS status=0
  shift
  "$@" || status=$?
  echo "[npm test] $name took $((SECONDS - start)) s$([ "$status" -eq 0 ] || echo ", failed ($status)")"
  return "$status"
}

# Runs `phase "$2" "${@:3}"` in the background with its output in the file named $1.
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
background() {
  local log="$1"
  shift
  phase "$@" >"$log" 2>&1 &
}

background "$logs/typecheck" typecheck npm run typecheck
typecheck=$!
lint_status=0
phase lint npm run lint || lint_status=$?
typecheck_status=0
wait "$typecheck" || typecheck_status=$?
cat "$logs/typecheck"
[ "$lint_status" -eq 0 ] && [ "$typecheck_status" -eq 0 ] || exit 1

# The types were just checked, route types included: the build skips its own second check of them.
background "$logs/build" build env SKIP_BUILD_TYPECHECK=1 bash scripts/test-build.sh
build=$!
tests_status=0
phase 'unit and integration tests' npx vitest run --project unit --project integration || tests_status=$?
build_status=0
wait "$build" || build_status=$?
cat "$logs/build"
[ "$tests_status" -eq 0 ] && [ "$build_status" -eq 0 ] || exit 1

phase 'end-to-end tests' env SKIP_BUILD=1 npm run test:e2e
