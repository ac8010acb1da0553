#!/usr/bin/env bash
# The held-out check of SeamlessUIKit: UIKit interaction code written outside this project,
# compiled after only the glue rule (`seamless glue`) and fuzzed with nothing declared.
#
# Fetches nathangitter/fluid-interfaces (Apache 2.0; the WWDC 2018 "Designing Fluid Interfaces"
# interactions, written for iOS) at a pinned commit into a scratch directory (never into this
# repository), glues its eight interaction screens (the menu and app delegate are left out),
# builds them against this checkout's SeamlessUIKit and fuzzes each screen, printing one line
# per screen. Needs network access (git clone from GitHub), so it is not part of .ci/run.
#
#   Scripts/held-out.sh                   # 1,000 cases per screen, seed 7
#   CASES=300 SEED=1 Scripts/held-out.sh
#   WORK=/tmp/held Scripts/held-out.sh    # keep the package (default: a fresh temp directory)
#   SOURCE=/path/to/a/clone Scripts/held-out.sh   # clone from a local copy instead of GitHub
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cases=${CASES:-1000}
seed=${SEED:-7}
commit=da5c66cc5f7986339ed29c6b6d995bbd1f8b0a8b
source=${SOURCE:-https://github.com/nathangitter/fluid-interfaces.git}
work=${WORK:-$(mktemp -d)}
mkdir -p "$work"

if [ ! -d "$work/fluid-interfaces/.git" ]; then
  git clone -q "$source" "$work/fluid-interfaces"
fi
git -C "$work/fluid-interfaces" checkout -q "$commit"

(cd "$root" && swift build --product seamless >/dev/null 2>&1) || { echo "held-out.sh: seamless did not build" >&2; exit 1; }
seamless="$root/.build/debug/seamless"

package="$work/HeldOut"
mkdir -p "$package/Sources/FluidInterfaces" "$package/Sources/HeldScenes" "$package/Sources/held-seamless"
for file in "$work"/fluid-interfaces/FluidInterfaces/FluidInterfaces/*.swift; do
  case "$(basename "$file")" in AppDelegate.swift | MenuViewController.swift) continue ;; esac
  "$seamless" glue "$file" >"$package/Sources/FluidInterfaces/$(basename "$file")" 2>/dev/null
done

cat >"$package/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "HeldOut",
  dependencies: [.package(name: "Seamless", path: "$root")],
  targets: [
    .target(
      name: "FluidInterfaces", dependencies: [.product(name: "SeamlessUIKit", package: "Seamless")],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "HeldScenes",
      dependencies: [
        "FluidInterfaces", .product(name: "SeamlessUIKit", package: "Seamless"),
        .product(name: "SeamlessReplay", package: "Seamless"), .product(name: "SeamlessEngine", package: "Seamless"),
      ]),
    .executableTarget(name: "held-seamless", dependencies: ["HeldScenes", .product(name: "SeamlessCLI", package: "Seamless")]),
  ]
)
EOF

# The screens as scenes, with nothing declared; the fuzzer aims at the views the screens move.
cat >"$package/Sources/HeldScenes/Catalog.swift" <<'EOF'
@testable import FluidInterfaces
import SeamlessEngine
import SeamlessReplay
import SeamlessUIKit

public enum HeldCatalog {
  static func space(_ views: [String], twoFingers: Bool = false) -> FuzzSpace {
    FuzzSpace(
      anchors: [Point(x: 195, y: 422), Point(x: 100, y: 700), Point(x: 300, y: 200)],
      targets: views.map { ViewTarget(view: $0) }, commands: [], twoFingerGestures: twoFingers)
  }

  public static let catalog = SceneCatalog([
    SceneDefinition(name: "calculator", summary: "calculator button", fuzzSpace: space(["calculatorButton"])) {
      UIKitScene { CalculatorButtonInterfaceViewController() }
    },
    SceneDefinition(
      name: "spring", summary: "spring animations", fuzzSpace: space(["springView", "dampingSliderView", "frequencySliderView"])
    ) { UIKitScene { SpringInterfaceViewController() } },
    SceneDefinition(name: "flashlight", summary: "flashlight button", fuzzSpace: space(["flashlightButton"])) {
      UIKitScene { FlashlightButtonInterfaceViewController() }
    },
    SceneDefinition(name: "rubberbanding", summary: "rubberbanding", fuzzSpace: space(["rubberView"])) {
      UIKitScene { RubberbandingInterfaceViewController() }
    },
    SceneDefinition(name: "acceleration", summary: "acceleration pausing", fuzzSpace: space(["accelerationView"])) {
      UIKitScene { AccelerationInterfaceViewController() }
    },
    SceneDefinition(name: "momentum", summary: "rewarding momentum", fuzzSpace: space(["momentumView", "handleView"])) {
      UIKitScene { MomentumInterfaceViewController() }
    },
    SceneDefinition(name: "pip", summary: "FaceTime PiP", fuzzSpace: space(["pipView"])) {
      UIKitScene { PipInterfaceViewController() }
    },
    SceneDefinition(name: "rotation", summary: "rotation", fuzzSpace: space(["rotationView"], twoFingers: true)) {
      UIKitScene { RotationInterfaceViewController() }
    },
  ])
}
EOF
cat >"$package/Sources/held-seamless/main.swift" <<'EOF'
import HeldScenes
import SeamlessCLI

SeamlessCLI.main(commandName: "held-seamless", scenes: HeldCatalog.catalog)
EOF

(cd "$package" && swift build --product held-seamless 2>&1 | grep -E "error|warning: unre" || true)
held="$package/.build/debug/held-seamless"
[ -x "$held" ] || { echo "held-out.sh: the glued screens did not build" >&2; exit 1; }
printf '%-16s %6s %9s  %s\n' screen cases failing invariants
# The flashlight button is a 3D Touch control: fuzzed as on a device without force (every
# iPhone since the XR: its 0 of 0 is a NaN scale) and again with force (--touch-force).
for row in calculator spring flashlight flashlight+force rubberbanding acceleration momentum pip rotation; do
  scene=${row%+force}
  force=()
  [ "$row" != "$scene" ] && force=(--touch-force)
  output=$(cd "$package" && "$held" fuzz --scene "$scene" --cases "$cases" --seed "$seed" --shrink-budget 1 "${force[@]}" 2>&1 || true)
  failing=$(echo "$output" | sed -n 's/.* cases, \([0-9]*\) failing.*/\1/p' | head -1)
  invariants=$(echo "$output" | sed -n 's/.*invariants\{0,1\} failed: \(.*\)\./\1/p' | tr ',' '\n' | sed 's/^ *//' | sort -u | paste -sd, -)
  printf '%-16s %6s %9s  %s\n' "$row" "$cases" "${failing:-?}" "${invariants:--}"
done
echo "package: $package"
