// swift-tools-version: 6.1
// Benchmarks live in their own package so that `swift build` and `swift test` of
// Seamless never build package-benchmark. Run: `cd Benchmarks && swift package benchmark`.
import PackageDescription

let package = Package(
  name: "SeamlessBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Seamless", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "EngineBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "SeamlessEngine", package: "Seamless"),
      ],
      path: "Benchmarks/EngineBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "LayoutBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "SeamlessEngine", package: "Seamless"),
        .product(name: "SeamlessUIKit", package: "Seamless"),
      ],
      path: "Benchmarks/LayoutBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "DynamicsBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "SeamlessEngine", package: "Seamless"),
        .product(name: "SeamlessUIKit", package: "Seamless"),
      ],
      path: "Benchmarks/DynamicsBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "ReplayBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "SeamlessEngine", package: "Seamless"),
        .product(name: "SeamlessReplay", package: "Seamless"),
        .product(name: "SeamlessScenes", package: "Seamless"),
        .product(name: "SeamlessTrace", package: "Seamless"),
      ],
      path: "Benchmarks/ReplayBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "TraceCodecBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "SeamlessTrace", package: "Seamless"),
      ],
      path: "Benchmarks/TraceCodecBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ]
)
