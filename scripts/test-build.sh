#!/usr/bin/env bash
# The production build the end-to-end tests start, made against a throwaway database (the build seeds
# it and prerenders pages from it). scripts/test-e2e.sh runs it, and scripts/test.sh after the unit and integration tests.
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir="$(mktemp -d)"
trap 'rm -rf "$build_dir"' EXIT
DATABASE_URI="file:$build_dir/build.db" SECRETS_FILE="$build_dir/secrets.json" MEDIA_DIR="$build_dir/media" npm run build
