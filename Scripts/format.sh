#!/usr/bin/env bash
# Formats the Swift sources with the toolchain's swift-format (.swift-format), then lints.
#   Scripts/format.sh          format in place, then lint
#   Scripts/format.sh --lint   lint only, any finding an error (what .ci/run does)
# The rules turned off in .swift-format, and why, are in CONTRIBUTING.md.
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Sources Tests Benchmarks/Benchmarks Package.swift Examples/SheetDemo/Sources Examples/SheetDemo/Tests
  Examples/PipDemo/Sources Examples/PipDemo/Tests Examples/PipDemo/Package.swift)
if [ "${1:-}" != "--lint" ]; then
  swift format --in-place --recursive "${paths[@]}"
fi
swift format lint --strict --recursive "${paths[@]}"
