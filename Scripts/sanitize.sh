#!/usr/bin/env bash
# AddressSanitizer over the engine and the replayer: every engine suite (views, recognizers,
# animations, dynamics, the object links that replace weak references, identities) and the
# replays (every scene and bug variant on every recorded trace and regression, the pinned
# digests, each invariant's mutants, inference, settling, failure artifacts), in
# a build of their own under .build/asan. A use after free, a double free or a buffer overflow
# fails the run. Leak detection is off: the Swift runtime's caches live until exit and read as
# leaks. Called by .ci/run.
#
#   Scripts/sanitize.sh              # both
#   Scripts/sanitize.sh SeamlessEngineTests
set -euo pipefail
cd "$(dirname "$0")/.."
# The fuzz campaigns are left out: under ASan a debug campaign of thousands of cases takes
# tens of minutes, and the replays above run the same engine paths.
filter=${1:-'SeamlessEngineTests|ReplayDigestTests|RegressionTraceTests|everyBugIsCaughtOnItsTraces|everyCorrectScenePassesEveryInvariantOnEveryTrace|InvariantVerdictTests|InvariantTests|InferredFollowingTests|SettleLimitTests|FailureArtifactsTests|GoldenTraceTests'}
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:halt_on_error=1}
swift test --sanitize=address --scratch-path .build/asan --filter "$filter"
