#!/usr/bin/env bash
# Builds SeamlessFuzzTarget with libFuzzer (-sanitize=fuzzer) and runs it.
#
#   Scripts/libfuzzer.sh                 # build, then fuzz for 60 s with a fresh corpus
#   Scripts/libfuzzer.sh -runs=100000    # any libFuzzer flags
#
# Crash files land in .build/fuzz/; reproduce one without libFuzzer with
#   swift run SeamlessFuzzTarget .build/fuzz/crash-…
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product SeamlessFuzzTarget \
  -Xswiftc -sanitize=fuzzer -Xswiftc -D -Xswiftc SEAMLESS_LIBFUZZER \
  --scratch-path .build/libfuzzer
binary=.build/libfuzzer/release/SeamlessFuzzTarget
mkdir -p .build/fuzz/corpus
# Seed corpus: a byte per target (decoder, card-drag, photo) and the example traces.
printf '\x01' > .build/fuzz/corpus/card-drag
printf '\x02' > .build/fuzz/corpus/photo
for trace in Traces/examples/*.trace; do
  { printf '\x00'; cat "$trace"; } > ".build/fuzz/corpus/decoder-$(basename "$trace")"
done
if [ $# -eq 0 ]; then set -- -max_total_time=60; fi
"$binary" -artifact_prefix=.build/fuzz/ -max_len=4096 "$@" .build/fuzz/corpus
