#!/usr/bin/env bash
# AddressSanitizer over the engine and the replayer: the engine's suites (views, recognizers,
# animations, dynamics, the object links that replace weak references) and the replay suites
# (every scene and bug variant on every recorded trace, the pinned digests, fuzz campaigns), in
# a build of their own under .build/asan. A use after free, a double free or a buffer overflow
# fails the run. Leak detection is off: the Swift runtime's caches live until exit and read as
# leaks. Called by .ci/run.
#
#   Scripts/sanitize.sh              # both
#   Scripts/sanitize.sh SeamlessEngineTests
set -euo pipefail
cd "$(dirname "$0")/.."
filter=${1:-'SeamlessEngineTests|SeamlessReplayTests'}
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:halt_on_error=1}
swift test --sanitize=address --scratch-path .build/asan --filter "$filter"
