// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Seamless",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "SeamlessTrace", targets: ["SeamlessTrace"]),
    .library(name: "SeamlessEngine", targets: ["SeamlessEngine"]),
    .library(name: "SeamlessScenes", targets: ["SeamlessScenes"]),
    .library(name: "SeamlessReplay", targets: ["SeamlessReplay"]),
    .library(name: "SeamlessTesting", targets: ["SeamlessTesting"]),
    .library(name: "SeamlessUIKit", targets: ["SeamlessUIKit"]),
    .library(name: "SeamlessCLI", targets: ["SeamlessCLI"]),
    .executable(name: "seamless", targets: ["seamless"]),
    .executable(name: "SeamlessFuzzTarget", targets: ["SeamlessFuzzTarget"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0"),
  ],
  targets: [
    .systemLibrary(
      name: "CZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
    ),
    .target(name: "SeamlessTrace", dependencies: ["CZlib"]),
    .target(name: "SeamlessEngine"),
    .target(name: "SeamlessScenes", dependencies: ["SeamlessEngine", "SeamlessReplay", "SeamlessUIKit"]),
    // UIKit's names over the engine, so interaction code written for iOS compiles and replays
    // here after the glue rule (Foundation gives the CG geometry types on Linux).
    .target(name: "SeamlessUIKit", dependencies: ["SeamlessEngine", "Cassowary"]),
    // The incremental linear constraint solver (Cassowary) behind SeamlessUIKit's Auto Layout;
    // Foundation-free, deterministic, not a product.
    .target(name: "Cassowary"),
    .target(name: "SeamlessReplay", dependencies: ["SeamlessTrace", "SeamlessEngine"]),
    .target(
      name: "SeamlessTesting",
      dependencies: [
        "SeamlessReplay", "SeamlessTrace", "SeamlessEngine",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        // Lets IssueReporting find Swift Testing and XCTest at run time, so a test target
        // that uses SeamlessTesting needs nothing more.
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    // The command-line tool as a library: your package's executable runs it for your scenes.
    .target(
      name: "SeamlessCLI",
      dependencies: [
        "SeamlessTrace",
        "SeamlessEngine",
        "SeamlessReplay",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "seamless", dependencies: ["SeamlessCLI", "SeamlessScenes"]),
    // libFuzzer entry point (built with -sanitize=fuzzer by Scripts/libfuzzer.sh and
    // .clusterfuzzlite/build.sh); an ordinary build checks input files instead.
    .executableTarget(
      name: "SeamlessFuzzTarget",
      dependencies: ["SeamlessTrace", "SeamlessEngine", "SeamlessReplay", "SeamlessScenes"]
    ),
    .testTarget(
      name: "SeamlessTraceTests",
      dependencies: [
        "SeamlessTrace",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "SeamlessEngineTests",
      dependencies: ["SeamlessEngine"]
    ),
    .testTarget(
      name: "SeamlessReplayTests",
      dependencies: ["SeamlessReplay", "SeamlessTrace", "SeamlessEngine", "SeamlessScenes"]
    ),
    .testTarget(
      name: "SeamlessTestingTests",
      dependencies: ["SeamlessTesting", "SeamlessReplay", "SeamlessTrace", "SeamlessEngine", "SeamlessScenes"]
    ),
    .testTarget(
      name: "CassowaryTests",
      dependencies: ["Cassowary"]
    ),
    .testTarget(
      name: "SeamlessUIKitTests",
      dependencies: ["SeamlessUIKit", "SeamlessEngine", "SeamlessReplay", "SeamlessTrace", "Cassowary"]
    ),
    .testTarget(
      name: "SeamlessCLITests",
      dependencies: ["SeamlessTrace", "SeamlessReplay", "SeamlessScenes", "seamless", "SeamlessFuzzTarget"],
      // The help texts' golden files, read by path.
      exclude: ["Help"]
    ),
  ]
)
