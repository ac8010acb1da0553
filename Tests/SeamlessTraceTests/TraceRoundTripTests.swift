import Foundation
import PropertyBased
import Testing

@testable import SeamlessTrace

/// Turns a choice sequence (random words) into a *valid* trace: multi-touch with reused
/// ids, every argument type, tiny and huge time gaps, coordinates across the whole range.
struct TraceScript {
  static func build(_ words: [Int], flushEvery: Int) -> Trace {
    var events: [TraceEvent] = []
    var time: Int64 = 0
    var down: [(id: UInt32, x: Double, y: Double)] = []
    func step(_ w: Int) -> Int64 {
      switch (w >> 8) % 6 {
      case 0: 0
      case 1: 1
      case 2: 8_333_333
      case 3: Int64((w >> 12) % 1_000_000_000)
      case 4: Int64(w >> 12) % (1 << 40)  // hours
      default: Int64((w >> 12) % 50)
      }
    }
    func coordinate(_ w: Int, from previous: Double) -> Double {
      let raw: Double
      switch (w >> 16) % 4 {
      case 0: raw = previous + Double((w >> 20) % 2001 - 1000) / 64
      case 1: raw = previous + Double((w >> 20) % 129 - 64) / 64
      case 2: raw = Double((w >> 20) % 2_000_001 - 1_000_000) * 1.000_3
      default: raw = Double((w >> 20) % 1000) / 7
      }
      return TraceQuantization.quantizeCoordinate(min(max(raw, -1_048_576), 1_048_576))
    }
    let strings = ["", "toggle", "é✓🙂", "a\"b\\c\n", String(repeating: "long", count: 40)]
    for word in words {
      let w = word & Int.max
      time += step(w)
      switch w % 10 {
      case 0, 1:
        guard down.count < 10 else { fallthrough }
        let id = UInt32((w >> 4) % 13) + ((w >> 30) % 7 == 0 ? 4_000_000_000 : 0)
        guard !down.contains(where: { $0.id == id }) else { continue }
        let x = coordinate(w, from: 100)
        let y = coordinate(w >> 3, from: 200)
        down.append((id, x, y))
        events.append(
          .touch(
            TouchSample(
              time: time, touchID: id, phase: .began, x: x, y: y,
              force: w % 3 == 0 ? Double((w >> 7) % 6000) / 1024 : nil,
              majorRadius: w % 5 == 0 ? Double((w >> 9) % 3000) / 64 : nil)))
      case 2, 3, 4, 5, 6, 7:
        guard !down.isEmpty else { continue }
        let index = (w >> 4) % down.count
        var finger = down[index]
        let phase: TouchPhase =
          switch w % 10 {
          case 6: .stationary
          case 7: (w >> 5) % 2 == 0 ? .ended : .cancelled
          default: .moved
          }
        if phase != .stationary {
          finger.x = coordinate(w, from: finger.x)
          finger.y = coordinate(w >> 2, from: finger.y)
        }
        events.append(
          .touch(
            TouchSample(
              time: time, touchID: finger.id, phase: phase, x: finger.x, y: finger.y,
              force: w % 4 == 0 ? Double((w >> 7) % 6000) / 1024 : nil,
              majorRadius: w % 7 == 0 ? Double((w >> 9) % 3000) / 64 : nil)))
        if phase.isTerminal { down.remove(at: index) } else { down[index] = finger }
      case 8:
        var arguments: [TraceCommand.Argument] = []
        for k in 0..<((w >> 4) % 6) {
          let v = w >> (6 + k)
          let value: TraceCommand.Value =
            switch (v + k) % 5 {
            case 0: .number(Double(v % 100_000) / 3 - 7)
            case 1: .integer(Int64(v) * ((v % 2 == 0) ? -1 : 1))
            case 2: .string(strings[v % strings.count])
            case 3: .bool(v % 2 == 0)
            default: .point(x: Double(v % 977) / 9, y: -Double(v % 13))
            }
          arguments.append(.init(name: strings[(v >> 3) % strings.count], value: value))
        }
        events.append(.command(TraceCommand(time: time, name: strings[(w >> 5) % strings.count], arguments: arguments)))
      default:
        switch (w >> 4) % 4 {
        case 0: events.append(.system(SystemEvent(time: time, kind: .stall(duration: Int64((w >> 6) % 2_000_000_000)))))
        case 1: events.append(.system(SystemEvent(time: time, kind: .frameRate(hertz: [60, 120, 80, 24][(w >> 6) % 4]))))
        case 2: events.append(.system(SystemEvent(time: time, kind: .orientation(SystemEvent.Orientation.allCases[(w >> 6) % 4]))))
        default: events.append(.marker(TraceMarker(time: time, label: strings[(w >> 6) % strings.count])))
        }
      }
    }
    var header = TraceHeader(
      producer: "round trip", sceneName: "scene-\(words.count)",
      recipe: words.count % 2 == 0 ? "{\"v\":1}" : nil, seed: words.first.map { UInt64($0) })
    header.metadata = ["b": "2", "a": "1", "ü": "\(flushEvery)"]
    return Trace(header: header, events: events)
  }
}

@Suite struct TraceRoundTripTests {
  @Test func arbitraryValidTracesRoundTripExactly() async {
    let words = Gen.int(in: 0...Int.max).array(of: 0...600)
    await propertyCheck(count: 150, input: words, Gen.int(in: 1...64)) { words, blockSize in
      let trace = TraceScript.build(words, flushEvery: blockSize)
      var options = TraceWriterOptions(flushPolicy: .periodic(traceInterval: 100_000_000, maximumEvents: blockSize))
      options.maximumEventsPerBlock = blockSize
      do {
        let bytes = try trace.encoded(options: options)
        let decoded = try Trace(bytes: bytes)
        #expect(decoded == trace)
      } catch {
        Issue.record("round trip failed: \(error)")
      }
    }
  }

  @Test func quantisationIsWhatTheFileStores() throws {
    let trace = Trace(
      header: TraceHeader(),
      events: [
        touch(0, 1, .began, 100.3, -7.004, force: 0.33333, radius: 12.01),
        touch(8_333_333, 1, .ended, 100.3 + 1e-9, 0.0078125, force: 1.0001, radius: 0.004),
      ])
    let decoded = try Trace(bytes: trace.encoded())
    #expect(decoded == trace.quantized())
    guard case .touch(let first) = decoded.events[0] else { Issue.record("not a touch"); return }
    #expect(first.x == 100.296875)  // 6419 / 64
    #expect(first.y == -7.0)
    #expect(first.force == 341.0 / 1024)
    #expect(first.majorRadius == 769.0 / 64)  // 12.01 · 64 = 768.64 → 769
  }

  @Test func emptyTraceRoundTrips() throws {
    let trace = Trace(header: TraceHeader(producer: "empty"), events: [])
    let reader = try TraceReader(bytes: trace.encoded())
    #expect(try reader.next() == nil)
    #expect(reader.isComplete)
    #expect(reader.counts == TraceCounts())
  }

  @Test func encodingIsDeterministic() throws {
    let trace = TraceScript.build(Array(0..<500).map { $0 &* 2_654_435_761 }, flushEvery: 7)
    #expect(try trace.encoded() == trace.encoded())
  }

  @Test func gzipAcceptsEveryFileTheWriterProduces() throws {
    let directory = try scratchDirectory()
    for (index, size) in [0, 1, 50, 2000].enumerated() {
      let trace = TraceScript.build(Array(0..<size).map { $0 &* 0x9E37_79B9_7F4A_7C1 >> 3 }, flushEvery: 16)
      for policy: TraceWriterOptions.FlushPolicy in [.onClose, .periodic(traceInterval: 100_000_000, maximumEvents: 16)] {
        let path = directory.appendingPathComponent("t\(index)-\(policy == .onClose ? "c" : "p").trace").path
        try trace.write(to: path, options: TraceWriterOptions(flushPolicy: policy))
        let result = try run("/usr/bin/env", ["gzip", "-t", path])
        #expect(result.status == 0, "gzip -t rejected \(path): \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: path + ".partial"))
      }
    }
  }
}
