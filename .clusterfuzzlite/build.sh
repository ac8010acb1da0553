#!/bin/bash -eu
# ClusterFuzzLite / OSS-Fuzz build: the libFuzzer target, with a seed corpus.
cd "$SRC/seamless"
swift build -c release --product SeamlessFuzzTarget \
  -Xswiftc -sanitize=fuzzer -Xswiftc -D -Xswiftc SEAMLESS_LIBFUZZER \
  --scratch-path "$WORK/build"
cp "$WORK/build/release/SeamlessFuzzTarget" "$OUT/seamless_fuzz"
corpus=$(mktemp -d)
printf '\x01' > "$corpus/card-drag"
printf '\x02' > "$corpus/photo"
for trace in Traces/examples/*.trace; do
  { printf '\x00'; cat "$trace"; } > "$corpus/decoder-$(basename "$trace")"
done
(cd "$corpus" && zip -q "$OUT/seamless_fuzz_seed_corpus.zip" ./*)
