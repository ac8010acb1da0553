#!/usr/bin/env bash
# Builds every DocC catalog against its module's public symbol graph, warnings as errors: a
# symbol link to an API a user cannot see (package or removed), a topic that names one, or an
# undocumented parameter fails. Uses the toolchain's own `docc`; no plugin needed.
#
#   Scripts/docs.sh            # all catalogs; writes .build/docs/MODULE.doccarchive
set -euo pipefail
cd "$(dirname "$0")/.."

swift package dump-symbol-graph >/dev/null
graphs=$(find .build -type d -name symbolgraph -path "*$(uname -m)*" | head -1)
[ -d "$graphs" ] || { echo "docs.sh: no symbol graphs under .build" >&2; exit 1; }

mkdir -p .build/docs
status=0
for catalog in Sources/*/*.docc; do
  module=$(basename "$catalog" .docc)
  work=$(mktemp -d)
  cp "$graphs/$module.symbols.json" "$work/"
  cp "$graphs/$module"@*.symbols.json "$work/" 2>/dev/null || true
  if docc convert "$catalog" --additional-symbol-graph-dir "$work" --warnings-as-errors \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.seamless.$module" \
    --output-path ".build/docs/$module.doccarchive" >"$work/log" 2>&1; then
    echo "docs: $module ok"
  else
    cat "$work/log" >&2
    echo "docs: $module FAILED" >&2
    status=1
  fi
  rm -rf "$work"
done
exit $status
