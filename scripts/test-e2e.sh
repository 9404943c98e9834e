#!/usr/bin/env bash
# Builds the production app (scripts/test-build.sh), then runs the end-to-end suite, which starts
# that build on another fresh database. SKIP_BUILD=1 reuses the last build.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${SKIP_BUILD:-}" != "1" ]; then
  bash scripts/test-build.sh
  echo "[test:e2e] the build took $SECONDS s"
fi
exec npx vitest run --project e2e "$@"
