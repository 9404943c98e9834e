#!/usr/bin/env bash
# Builds the production app against a throwaway database, then runs the end-to-end suite,
# which starts that build on another fresh database. SKIP_BUILD=1 reuses the last build.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${SKIP_BUILD:-}" != "1" ]; then
  build_dir="$(mktemp -d)"
  DATABASE_URI="file:$build_dir/build.db" SECRETS_FILE="$build_dir/secrets.json" MEDIA_DIR="$build_dir/media" npm run build
  echo "[test:e2e] the build took $SECONDS s"
fi
exec npx vitest run --project e2e "$@"
