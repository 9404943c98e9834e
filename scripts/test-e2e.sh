#!/usr/bin/env bash
# Builds the production app (scripts/test-build.sh), then runs the end-to-end suite, which starts
# that build on another fresh database. SKIP_BUILD=1 reuses the last build.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/test-env.sh
if [ "${SKIP_BUILD:-}" != "1" ]; then
  bash scripts/test-build.sh
  echo "[test:e2e] the build took $SECONDS s"
fi
vitest_ran --project e2e "$@"
