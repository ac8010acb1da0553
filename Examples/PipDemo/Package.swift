// swift-tools-version: 6.1
// UIKit code tested as it ships: a picture-in-picture window you fling into a corner, written
// against UIKit's API (`PictureInPicture`, compiled here against SeamlessUIKit after only the
// glue rule), replayed and fuzzed by Seamless. Depends on Seamless by path, as your package
// would by URL.
import PackageDescription

let package = Package(
  name: "PipDemo",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Seamless", path: "../..")
  ],
  targets: [
    // The interaction as the app has it: UIKit code, after the glue rule.
    .target(
      name: "PictureInPicture",
      dependencies: [.product(name: "SeamlessUIKit", package: "Seamless")]
    ),
    // What Seamless needs to know of it: a catalog of scenes (the correct one, the bugs).
    .target(
      name: "PipScenes",
      dependencies: [
        "PictureInPicture",
        .product(name: "SeamlessUIKit", package: "Seamless"),
        .product(name: "SeamlessReplay", package: "Seamless"),
        .product(name: "SeamlessEngine", package: "Seamless"),
      ]
    ),
    // The package's own `seamless` for its scenes.
    .executableTarget(
      name: "pip-seamless",
      dependencies: ["PipScenes", .product(name: "SeamlessCLI", package: "Seamless")]
    ),
    .testTarget(
      name: "PipTests",
      dependencies: [
        "PictureInPicture", "PipScenes",
        .product(name: "SeamlessTesting", package: "Seamless"),
        .product(name: "SeamlessReplay", package: "Seamless"),
        .product(name: "SeamlessTrace", package: "Seamless"),
      ]
    ),
  ]
)
