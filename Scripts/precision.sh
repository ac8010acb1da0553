#!/usr/bin/env bash
# The false-alarm rate of correct scenes: a release build fuzzes every correct scene
# (`seamless replay --list-scenes`, names without a slash; your own through SEAMLESS_BIN) for
# CASES cases under each of SEEDS, and prints one line per campaign (cases run, failures, the share of cases that
# began a gesture on a moving view, the failing invariants) and a total. A correct scene must fail nothing. Exit status 1 if any campaign failed.
#
#   Scripts/precision.sh                       # 20,000 cases × seeds 1 2 3 (the README's figure)
#   CASES=2000 SEEDS=7 Scripts/precision.sh    # quicker
#   SCENES="rubber-sheet spring-follow" Scripts/precision.sh
#   SEAMLESS_BIN=.build/release/sheet-seamless Scripts/precision.sh   # your own scenes, through your
#                                           # package's command (SeamlessCLI.main), built in release
set -euo pipefail
cd "$(dirname "$0")/.."
cases=${CASES:-20000}
seeds=${SEEDS:-"1 2 3"}
if [ -n "${SEAMLESS_BIN:-}" ]; then
  bin=$SEAMLESS_BIN
else
  swift build -c release --product seamless >/dev/null
  bin="$(swift build -c release --show-bin-path)/seamless"
fi
scenes=${SCENES:-$("$bin" replay --list-scenes | awk '{print $1}' | grep -v /)}
total_cases=0
total_failures=0
printf '%-22s %6s %8s %9s %7s %8s  %s\n' scene seed cases failures moving seconds signature
for scene in $scenes; do
  for seed in $seeds; do
    start=$(date +%s.%N)
    set +e
    output=$("$bin" fuzz --scene "$scene" --cases "$cases" --seed "$seed" --shrink-budget 1 2>&1)
    set -e
    end=$(date +%s.%N)
    line=$(printf '%s\n' "$output" | grep -E '^fuzzed ' | tail -1 || true)
    if [ -z "$line" ]; then
      printf '%s\n' "$output" >&2
      echo "$scene seed $seed: the campaign did not run" >&2
      exit 2
    fi
    run=$(printf '%s\n' "$line" | sed -E 's/.*: ([0-9]+) cases?.*/\1/')
    failures=$(printf '%s\n' "$line" | sed -E 's/.*\), ([0-9]+) failing.*/\1/')
    moving=$(printf '%s\n' "$output" | grep -E 'began a gesture on a moving view' | sed -E 's/.*\(([0-9.]+) %\).*/\1%/' || true)
    signature=$(printf '%s\n' "$output" | grep -E '^  [a-z-]+ × .*: [0-9]+ cases?' | sed -E 's/^  //' | paste -sd ';' - || true)
    printf '%-22s %6s %8s %9s %7s %8.1f  %s\n' "$scene" "$seed" "$run" "$failures" "${moving:--}" "$(awk "BEGIN{print $end - $start}")" "$signature"
    total_cases=$((total_cases + run))
    total_failures=$((total_failures + failures))
  done
done
echo "total: $total_cases cases, $total_failures failing"
[ "$total_failures" -eq 0 ]
