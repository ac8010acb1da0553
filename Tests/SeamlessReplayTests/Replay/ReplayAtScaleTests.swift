import Foundation
import SeamlessEngine
import SeamlessReplay
import SeamlessScenes
import SeamlessTrace
import Testing

/// Replays at scale: idle frames skipped and the journal not kept change neither the verdict
/// nor the digest; idle time costs a bounded number of journal entries; a trace longer than
/// the maximum duration is refused.
@Suite struct ReplayAtScaleTests {
  static let examples = fixturesDirectory.deletingLastPathComponent().appendingPathComponent("Traces/examples")

  @Test func skippingAndStreamingChangeNothingOnTheExampleTraces() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path).filter { $0.hasSuffix(".trace") }.sorted()
    #expect(files.count >= 10)
    for file in files {
      let trace = try Trace(contentsOf: Self.examples.appendingPathComponent(file).path)
      let entry = try #require(BuiltInScenes.entry(named: trace.header.sceneName))
      var plain = ReplayConfiguration()
      plain.skipsIdleFrames = false
      plain.retainsJournal = true
      let reference = Replayer(configuration: plain).replay(trace, sceneName: entry.name, makeScene: entry.make)
      let scaled = Replayer().replay(trace, sceneName: entry.name, makeScene: entry.make)
      #expect(scaled.digest == reference.digest, "\(file)")
      #expect(scaled.frames == reference.frames, "\(file)")
      #expect(scaled.hitchTime == reference.hitchTime, "\(file)")
      #expect(scaled.results.map(\.violations) == reference.results.map(\.violations), "\(file)")
      #expect(scaled.journalEntries <= reference.journalEntries, "\(file)")
    }
  }

  @Test func aFileReplayedBlockByBlockGivesTheInMemoryVerdictAndDigest() throws {
    let path = Self.examples.appendingPathComponent("tap-drag-fling.trace").path
    let trace = try Trace(contentsOf: path)
    let inMemory = Replayer().replay(trace, sceneName: "card-drag/jump-on-catch") { CardDragScene(bug: .jumpOnCatch) }
    let streamed = try Replayer().replay(contentsOf: path, sceneName: "card-drag/jump-on-catch") { CardDragScene(bug: .jumpOnCatch) }
    #expect(streamed.digest == inMemory.digest)
    #expect(streamed.failures.map(\.name) == inMemory.failures.map(\.name))
    #expect(streamed.failures.map(\.name) == ["continuity", "no-teleport"])
    #expect(streamed.trace == inMemory.trace)
    // A file cut short replays up to the cut, then reports the truncation.
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    let cut = FileManager.default.temporaryDirectory.appendingPathComponent(
      "seamless-cut-\(ProcessInfo.processInfo.processIdentifier).trace")
    try bytes.prefix(bytes.count / 2).write(to: cut)
    defer { try? FileManager.default.removeItem(at: cut) }
    #expect(throws: TraceError.self) { try Replayer().replay(contentsOf: cut.path, sceneName: "card-drag") { CardDragScene() } }
  }

  @Test func tenIdleHoursCostAHandfulOfEntries() throws {
    let header = TraceHeader(producer: "idle", sceneName: "card-drag")
    let tenHours: Int64 = 36_000 * 1_000_000_000
    let trace = Trace(
      header: header,
      events: [
        .touch(TouchSample(time: 100_000_000, touchID: 1, phase: .began, x: 195, y: 420)),
        .touch(TouchSample(time: 160_000_000, touchID: 1, phase: .ended, x: 195, y: 420)),
        .marker(TraceMarker(time: tenHours, label: "end")),
      ])
    let report = Replayer().replay(trace, sceneName: "card-drag") { CardDragScene() }
    #expect(report.passed, "\(report.text)")
    #expect(report.frames > 4_300_000)  // 10 h at 120 Hz, counted
    #expect(report.journalEntries < 1_000, "\(report.journalEntries)")
  }

  @Test func aTraceBeyondTheMaximumDurationIsRefused() {
    let trace = Trace(
      header: TraceHeader(producer: "far", sceneName: "card-drag"),
      events: [.marker(TraceMarker(time: Int64.max, label: "end of time"))])
    let report = Replayer().replay(trace, sceneName: "card-drag") { CardDragScene() }
    #expect(!report.passed)
    #expect(report.failures.map(\.name) == ["trace-span"])
    #expect(report.failures.first?.violations.first?.message.contains("beyond the maximum duration of 86400.0 s") == true)
  }
}
