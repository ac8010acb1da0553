#!/usr/bin/env bash
# A newcomer's reproduce command, copied from a failing test in a user's package, shows the
# failure again, and the failure's files are attached to the test: in Examples/SheetDemo, run two tests that fail for real (a catalog scene and a
# closure scene), take each "Reproduce:" command they print, run it from the package root, and
# expect it to fail with the same invariant (release-velocity).
set -euo pipefail
cd "$(dirname "$0")/../Examples/SheetDemo"
export SHEET_DEMO_SHOW_FAILURE=1
unset SEAMLESS_CLI

attachments=$(mktemp -d)
trap 'rm -rf "$attachments"' EXIT
output=$(swift test --filter SheetReproduceTests --attachments-path "$attachments" 2>&1 || true)
# Each failure attaches its trace, its viewer and its plot to the test.
for kind in trace html svg; do
  count=$(find "$attachments" -name "*.$kind" | wc -l)
  if [ "$count" -ne 2 ]; then
    ls -la "$attachments" >&2
    echo "reproduce-check: expected 2 attached .$kind files, found $count" >&2
    exit 1
  fi
done
mapfile -t commands < <(printf '%s\n' "$output" | sed -n 's/^ *Reproduce: //p' | sort -u)
if [ "${#commands[@]}" -ne 2 ]; then
  printf '%s\n' "$output" | tail -40
  echo "reproduce-check: expected 2 reproduce commands, found ${#commands[@]}" >&2
  exit 1
fi
for command in "${commands[@]}"; do
  echo "reproduce-check: $command"
  if again=$(bash -c "$command" 2>&1); then
    printf '%s\n' "$again" | tail -20
    echo "reproduce-check: the command passed; it should show the failure again" >&2
    exit 1
  fi
  if ! printf '%s\n' "$again" | grep -q "release-velocity"; then
    printf '%s\n' "$again" | tail -20
    echo "reproduce-check: the command failed, but not with release-velocity" >&2
    exit 1
  fi
done
echo "reproduce-check: both printed commands show the failure again; trace, viewer and plot attached to each test"
