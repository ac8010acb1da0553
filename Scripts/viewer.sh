#!/usr/bin/env bash
# The replay viewer (`seamless view`) in a real browser: installs Debian's Chromium when this
# machine lacks it, then runs the browser tests against the built CLI. Here a missing browser
# fails them (SEAMLESS_REQUIRE_BROWSER=1) instead of skipping. The screenshot of a violation
# frame is kept in .build/artefacts/ (SEAMLESS_ARTEFACTS names another folder).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
fi
export SEAMLESS_ARTEFACTS="${SEAMLESS_ARTEFACTS:-$PWD/.build/artefacts}"
SEAMLESS_REQUIRE_BROWSER=1 swift test --skip-build --filter ViewerBrowserTests
echo "viewer screenshot kept: $SEAMLESS_ARTEFACTS/viewer-violation.png"
