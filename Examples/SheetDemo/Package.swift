// swift-tools-version: 6.1
// An app's own interaction, tested with Seamless: a bottom sheet you drag down to dismiss.
// It depends on Seamless by path, as your package would by URL, and uses only its public API.
import PackageDescription

let package = Package(
  name: "SheetDemo",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Seamless", path: "../..")
  ],
  targets: [
    // The interaction under test: a scene written against Seamless's UIKit-shaped engine.
    .target(
      name: "Sheet",
      dependencies: [
        .product(name: "SeamlessEngine", package: "Seamless"),
        .product(name: "SeamlessReplay", package: "Seamless"),
      ]
    ),
    // Seamless's built-in scenes compiled here as a user's module (a symbolic link to their
    // sources): whatever a built-in scene does, a scene outside Seamless can do.
    .target(
      name: "BuiltInScenes",
      dependencies: [
        .product(name: "SeamlessEngine", package: "Seamless"),
        .product(name: "SeamlessReplay", package: "Seamless"),
        .product(name: "SeamlessUIKit", package: "Seamless"),
      ]
    ),
    // The package's own `seamless`: record, replay, fuzz, shrink, velocity and plot for its scenes.
    .executableTarget(
      name: "sheet-seamless",
      dependencies: ["Sheet", .product(name: "SeamlessCLI", package: "Seamless")]
    ),
    .testTarget(
      name: "SheetTests",
      dependencies: [
        "Sheet", "sheet-seamless", "BuiltInScenes",
        .product(name: "SeamlessTesting", package: "Seamless"),
        .product(name: "SeamlessReplay", package: "Seamless"),
        .product(name: "SeamlessTrace", package: "Seamless"),
      ]
    ),
  ]
)
