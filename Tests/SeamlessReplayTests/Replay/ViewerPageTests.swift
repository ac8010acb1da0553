import Foundation
import SeamlessEngine
import SeamlessReplay
import SeamlessScenes
import SeamlessTrace
import Testing

/// The viewer's recording and page: what is recorded is what the replay presented, the page
/// holds it exactly (to the hundredth of a point), and a long replay stays small.
@Suite struct ViewerPageTests {
  func replay(_ trace: Trace, scene: String) throws -> ReplayReport {
    let definition = try #require(BuiltInScenes.catalog.scene(named: scene))
    var configuration = ReplayConfiguration()
    configuration.recordsViewer = true
    configuration.recordsTimeline = true
    configuration.checksDeterminism = false
    return Replayer(configuration: configuration).replay(trace, sceneName: definition.name, makeScene: definition.make)
  }

  func example(_ name: String) throws -> Trace {
    try Trace(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Traces/examples/\(name).trace").path)
  }

  /// The numbers of a JSON array, delta-decoded per component of `width`.
  func undelta(_ json: Any?, width: Int = 1) -> [Int64] {
    let deltas = (json as? [NSNumber])?.map(\.int64Value) ?? []
    var values: [Int64] = []
    for (index, delta) in deltas.enumerated() { values.append(index >= width ? values[index - width] + delta : delta) }
    return values
  }

  @Test func theRecordingHoldsWhatTheReplayPresentedAndThePageHoldsTheRecording() throws {
    let report = try replay(try example("uikit-fling-card-catch"), scene: "uikit-fling-card/jump-on-catch")
    let recording = try #require(report.viewer)
    #expect(recording.screenWidth == 390 && recording.screenHeight == 844)
    let card = try #require(recording.views.first { $0.name == "card" })
    // The card is 300 × 200 at rest, centred at (195, 600): its corners in hundredths.
    #expect(Array(card.values.prefix(7)) == [4_500, 50_000, 34_500, 50_000, 4_500, 70_000, 1_000])
    // Two touches: each landed on the card; the pan recognized and cancelled delivery to the
    // view, and the fingers lifted later.
    #expect(recording.fingers.map(\.touchID) == [1, 2])
    #expect(recording.fingers.allSatisfy { $0.hitView == "card" && $0.ending == .lifted })
    #expect(recording.fingers.allSatisfy { ($0.deliveryCancelledAt ?? .max) < ($0.times.last ?? 0) })
    #expect(recording.entries.contains { $0.kind == "gesture-state" })
    #expect(!recording.entries.contains { $0.text.hasPrefix("touch-delivered") && $0.text.contains("phase=moved") })

    let page = ViewerPage(recording: recording, report: report, title: "t")
    #expect(page.stride == 1)
    let data = try #require(
      try JSONSerialization.jsonObject(with: Data(page.dataJSON().utf8)) as? [String: Any])
    #expect(undelta(data["frames"]) == recording.frameTimes.map { $0 / 1000 })
    let views = try #require(data["views"] as? [[String: Any]])
    let drawn = try #require(views.first { $0["name"] as? String == "card" })
    #expect(undelta(drawn["v"], width: 7) == card.values.map(Int64.init))
    #expect(undelta(drawn["t"]) == card.times.map { $0 / 1000 })
    let violations = try #require(data["violations"] as? [[String: Any]])
    #expect(violations.map { $0["invariant"] as? String } == ["continuity", "no-teleport"])
    #expect(violations.allSatisfy { ($0["t"] as? NSNumber)?.int64Value == 250_000 && $0["view"] as? String == "card" })
  }

  @Test func theTimelinesFingerBandRunsFromTouchDownToLiftNotToTheRecognizersCancel() throws {
    let trace = try example("uikit-fling-card-catch")
    let report = try replay(trace, scene: "uikit-fling-card")
    let timeline = try #require(report.timeline)
    let touches = trace.events.compactMap { event -> TouchSample? in
      if case .touch(let sample) = event { return sample }
      return nil
    }
    var expected: [(Int64, Int64)] = []
    for id in [UInt32(1), 2] {
      let samples = touches.filter { $0.touchID == id }
      expected.append((try #require(samples.first).time, try #require(samples.last).time))
    }
    #expect(timeline.fingerBands.map(\.start) == expected.map(\.0))
    #expect(timeline.fingerBands.map(\.end) == expected.map(\.1))
  }

  @Test func namesThatCloseAScriptAreEscaped() throws {
    let report = try replay(try example("uikit-fling-card-catch"), scene: "uikit-fling-card")
    var recording = try #require(report.viewer)
    recording.views[0].name = "</script><b>"
    let html = ViewerPage(recording: recording, report: report, title: "<i>&").html()
    #expect(!html.contains("</script><b>"))
    #expect(html.contains(#"<\/script><b>"#))
    #expect(html.contains("<title>&lt;i&gt;&amp;</title>"))
  }

  /// The 60 s size fixture (Fixtures/recipes/drags-and-flings-60s.json: 55 drags and flings at
  /// 120 Hz) played sixty times over, an hour, against the card-drag variant that jumps on
  /// catch: 370,261 frames and more than 50 violations; the page keeps every frame near the 50
  /// it lists, one in k elsewhere, and stays under 5 MB.
  @Test func aSixtyMinuteReplayFitsInFiveMegabytes() throws {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/recipes/drags-and-flings-60s.json")
    var recipe = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: fixture)) as? [String: Any])
    let minute = try #require(recipe["timeline"] as? [[String: Any]])
    recipe["timeline"] = (0..<60).flatMap { hour in
      minute.map { item in
        var shifted = item
        shifted["at"] = ((item["at"] as? NSNumber)?.doubleValue ?? 0) + Double(hour) * 60
        return shifted
      }
    }
    let json = String(decoding: try JSONSerialization.data(withJSONObject: recipe), as: UTF8.self)
    let report = try replay(try Recipe(json: json).synthesize(), scene: "card-drag/jump-on-catch")
    let recording = try #require(report.viewer)
    #expect(recording.frameTimes.count > 300_000)
    #expect(report.failures.reduce(0) { $0 + $1.violations.count } > ViewerPage.maximumViolations)
    #expect(recording.truncatedAt == nil)
    let page = ViewerPage(recording: recording, report: report, title: "sixty minutes")
    #expect(page.stride > 1)
    let html = page.html()
    #expect(html.utf8.count < 5_000_000, "\(html.utf8.count) bytes")
    // Every frame within a second of the first violation is on the page.
    let data = try #require(try JSONSerialization.jsonObject(with: Data(page.dataJSON().utf8)) as? [String: Any])
    let frames = Set(undelta(data["frames"]))
    let first = try #require(page.violations.first?.instant?.nanoseconds)
    let near = recording.frameTimes.filter { abs($0 - first) <= 1_000_000_000 }.map { $0 / 1000 }
    #expect(near.count > 100 && near.allSatisfy(frames.contains), "\(near.count) frames near")
  }
}
