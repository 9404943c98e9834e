# Sourced by the test scripts (npm test, npm run test:e2e).
# Lexical's Node entries (`lexical`, `@lexical/*`: `*.node.mjs`) pick their build with a top-level
# `await import()`; on Node 20 importing them sometimes never settles, and node then exits quietly
# (13, or 0 from a promise chain: vitest once "passed" without running a test). The `production`
# condition resolves Lexical's build directly (docs/payload-bugs.md).
# For the unit and integration tests only: the production servers the end-to-end tests start load
# the config through Next.js's bundles, and with the condition the CMS's link drawer stopped saving
# there (the editors e2e, after other files).
lexical_condition() {
  export NODE_OPTIONS="--conditions=production${NODE_OPTIONS:+ $NODE_OPTIONS}"
}

# A vitest that exits before writing its report ran nothing, whatever its status.
vitest_ran() {
  local report
  report="$(mktemp)"
  rm -f "$report"
  local status=0
  npx vitest run "$@" --reporter=default --reporter=json --outputFile.json="$report" || status=$?
  if [ "$status" -eq 0 ] && [ ! -s "$report" ]; then
    echo "vitest exited without its report: no test ran"
    status=1
  fi
  rm -f "$report"
  return "$status"
}
