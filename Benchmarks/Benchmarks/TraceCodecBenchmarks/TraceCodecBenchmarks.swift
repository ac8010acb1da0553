import Benchmark
import Foundation
import SeamlessTrace

// Figures for the README: every benchmark works on the same data set, one million touch
// samples of 120 Hz single-finger drags with 0.3 pt jitter (a few hundred gestures), so
// samples per second = 1,000,000 / (time of one iteration).

/// Number of touch samples in the data set.
let sampleCount = 1_000_000

/// The data set: drags of 0.25–1.5 s in varying directions and speeds, 0.3 pt Gaussian jitter.
let dataSet: Trace = {
  var state: UInt64 = 0xB0BA_CAFE
  func random() -> Double {  // SplitMix64 → [0, 1)
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
  }
  func gaussian() -> Double { (-2 * log(max(random(), 1e-300))).squareRoot() * cos(2 * .pi * random()) }
  var events: [TraceEvent] = []
  events.reserveCapacity(sampleCount)
  var start: Int64 = 0
  var id: UInt32 = 1
  while events.count < sampleCount {
    let samples = min(30 + Int(random() * 150), sampleCount - events.count)
    let (x0, y0) = (20 + random() * 350, 20 + random() * 800)
    let (dx, dy) = ((random() - 0.5) * 600, (random() - 0.5) * 600)
    for k in 0..<samples {
      let s = Double(k) / Double(max(samples - 1, 1))
      let eased = s * s * (3 - 2 * s)
      let phase: TouchPhase = k == 0 ? .began : (k == samples - 1 ? .ended : .moved)
      events.append(
        .touch(
          TouchSample(
            time: start + Int64(k) * 1_000_000_000 / 120, touchID: id, phase: phase,
            x: x0 + dx * eased + 0.3 * gaussian(), y: y0 + dy * eased + 0.3 * gaussian())))
    }
    start += Int64(samples + 30) * 1_000_000_000 / 120
    id += 1
  }
  return Trace(header: TraceHeader(producer: "benchmark"), events: events)
}()

let encodedFile: String = {
  let path = FileManager.default.temporaryDirectory.appendingPathComponent("seamless-benchmark.trace").path
  _ = try? dataSet.write(to: path)
  return path
}()

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
    timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(10), maxIterations: 15)

  // Through the public API: `Trace.write(to:)` and `Trace(contentsOf:)` stream through the
  // codec's writer and reader (the command-line tool uses those directly).
  Benchmark("Encode 1M touch samples to a file (gzip level 6)") { benchmark in
    let trace = dataSet
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("seamless-benchmark-out.trace").path
    benchmark.startMeasurement()
    try trace.write(to: path)
    benchmark.stopMeasurement()
    try? FileManager.default.removeItem(atPath: path)
  }

  Benchmark("Decode 1M touch samples from file (Trace(contentsOf:))") { benchmark in
    let path = encodedFile
    benchmark.startMeasurement()
    let trace = try Trace(contentsOf: path)
    var touches = 0
    for event in trace.events {
      if case .touch = event { touches += 1 }
    }
    benchmark.stopMeasurement()
    precondition(touches == sampleCount)
  }

  Benchmark("gzip -dc of the same file (side by side)") { benchmark in
    let path = encodedFile
    benchmark.startMeasurement()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "gzip -dc '\(path)' > /dev/null"]
    try process.run()
    process.waitUntilExit()
    benchmark.stopMeasurement()
    precondition(process.terminationStatus == 0)
  }
}
