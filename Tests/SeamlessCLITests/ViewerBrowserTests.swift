import Foundation
import SeamlessEngine
import SeamlessReplay
import SeamlessScenes
import SeamlessTrace
import Testing

/// Headless Chromium, when this machine has it.
///
/// `SEAMLESS_CHROMIUM` names another binary. `Scripts/viewer.sh` installs it and sets `SEAMLESS_REQUIRE_BROWSER=1`, so a missing browser
/// fails there instead of skipping.
let chromium: URL? = {
  let environment = ProcessInfo.processInfo.environment
  let candidates = [environment["SEAMLESS_CHROMIUM"], "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
  return candidates.compactMap { $0 }.map(URL.init(fileURLWithPath:)).first {
    FileManager.default.isExecutableFile(atPath: $0.path)
  }
}()
let browserRequired = ProcessInfo.processInfo.environment["SEAMLESS_REQUIRE_BROWSER"] == "1"

/// The viewer (`seamless view`) opened in a real browser: the page's script runs, the cursor
/// goes to a violation, and what it draws is compared with the replay itself.
@Suite(.serialized, .enabled(if: chromium != nil || browserRequired, "no headless Chromium on this machine"))
struct ViewerBrowserTests {
  /// The trace and scene: the UIKit card caught mid-flight by a variant that jumps on catch.
  let tracePath = repositoryRoot.appendingPathComponent("Traces/examples/uikit-fling-card-catch.trace").path
  let sceneName = "uikit-fling-card/jump-on-catch"

  /// The page's DOM after its script ran, opened at `fragment`.
  func dom(_ page: URL, fragment: String) throws -> String {
    let browser = try #require(chromium, "SEAMLESS_REQUIRE_BROWSER=1 but no Chromium was found")
    let result = try run(
      browser,
      ["--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=3000", "--dump-dom", page.absoluteString + "#" + fragment])
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout
  }

  /// The value of `attribute` on the first element that starts with `prefix` (`<polygon class="view" data-view="card"`).
  func attribute(_ attribute: String, of prefix: String, in dom: String) -> String? {
    guard let start = dom.range(of: prefix) else { return nil }
    let element = dom[start.lowerBound...].prefix { $0 != ">" }
    guard let key = element.range(of: " \(attribute)=\"") else { return nil }
    return String(element[key.upperBound...].prefix { $0 != "\"" })
  }

  /// The bounding box of an SVG `points` list.
  func boundingBox(_ points: String) -> Rect {
    let values = points.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
    let xs = stride(from: 0, to: values.count, by: 2).map { values[$0] }
    let ys = stride(from: 1, to: values.count, by: 2).map { values[$0] }
    let (minX, minY) = (xs.min() ?? .nan, ys.min() ?? .nan)
    return Rect(x: minX, y: minY, width: (xs.max() ?? .nan) - minX, height: (ys.max() ?? .nan) - minY)
  }

  /// The card's presentation frame (window points) at each frame time of a replay of the
  /// trace, read by an invariant of this test's own (through the public API, as a user would).
  func presentedCardFrames(_ trace: Trace) throws -> [Int64: Rect] {
    final class Frames: @unchecked Sendable { var byTime: [Int64: Rect] = [:] }
    struct CardFrames: Invariant {
      let frames: Frames
      var name: String { "card-frames" }
      var summary: String { "records the card's presentation frame at each frame" }
      func makeChecker(for run: ReplayRun) -> any InvariantChecker { Checker(engine: run.engine, frames: frames) }
      final class Checker: InvariantChecker {
        let engine: Engine
        let frames: Frames
        init(engine: Engine, frames: Frames) {
          self.engine = engine
          self.frames = frames
        }
        func frameSampled(_ sampler: FrameSampler) {
          guard let card = engine.window.firstDescendant(namedOrOfType: "card") else { return }
          frames.byTime[sampler.frame.time.nanoseconds] = card.frame(source: .presentation(at: sampler.frame.time))
        }
        func finish(_ run: ReplayRun) -> [InvariantViolation] { [] }
      }
    }
    let definition = try #require(BuiltInScenes.catalog.scene(named: sceneName))
    let frames = Frames()
    var configuration = ReplayConfiguration()
    configuration.invariants = [CardFrames(frames: frames)]
    configuration.checksDeterminism = false
    _ = Replayer(configuration: configuration).replay(trace, sceneName: sceneName, makeScene: definition.make)
    return frames.byTime
  }

  @Test func theViewerDrawsTheViolationFrameAsTheReplayPresentsIt() throws {
    let folder = try scratch()
    let page = folder.appendingPathComponent("viewer.html")
    let written = try seamless(["view", tracePath, "--scene", sceneName, "-o", page.path])
    #expect(written.status == 0, "\(written.stderr)")
    #expect(written.stdout.contains("failed: continuity, no-teleport"))

    let trace = try Trace(contentsOf: tracePath)
    let expected = try presentedCardFrames(trace)
    var drawn: [String: Rect] = [:]
    for side in ["before", "at", "after"] {
      let html = try dom(page, fragment: "violation=0&frame=\(side)")
      let frameTime = try #require(attribute("data-frame-t", of: "<output id=\"cursor\"", in: html).flatMap { Int64($0) })
      let points = try #require(attribute("points", of: "<polygon class=\"view\" data-view=\"card\"", in: html))
      let box = boundingBox(points)
      drawn[side] = box
      // The replay's presentation frame at the frame shown, to 0.5 pt.
      let truth = try #require(expected.first { $0.key / 1000 == frameTime }?.value, "no frame at \(frameTime) µs")
      #expect(abs(box.minX - truth.minX) <= 0.5 && abs(box.minY - truth.minY) <= 0.5, "\(side): drew \(box), presented \(truth)")
      #expect(abs(box.size.width - truth.size.width) <= 0.5 && abs(box.size.height - truth.size.height) <= 0.5)

      // The finger marker sits on the touch: its last trace sample at or before the cursor.
      let cx = try #require(attribute("cx", of: "<circle r=\"22\" data-finger=\"2\"", in: html).flatMap { Double($0) })
      let cy = try #require(attribute("cy", of: "<circle r=\"22\" data-finger=\"2\"", in: html).flatMap { Double($0) })
      let sample = try #require(
        trace.events.compactMap { event -> TouchSample? in
          guard case .touch(let sample) = event, sample.touchID == 2, sample.time / 1000 <= frameTime else { return nil }
          return sample
        }.last)
      #expect(
        abs(cx - sample.x) <= 0.5 && abs(cy - sample.y) <= 0.5,
        "\(side): finger drawn at (\(cx), \(cy)), touch at (\(sample.x), \(sample.y))")
      #expect(attribute("data-view", of: "<circle r=\"22\" data-finger=\"2\"", in: html) == "card")
    }
    // The jump the violations name is there to see: the card moves 25.2 pt between the frame
    // before and its frame (no-teleport: "from 625.202 to 600.0"), then only with the finger (2.5 pt
    // in the next 8.3 ms frame).
    let before = try #require(drawn["before"]), at = try #require(drawn["at"]), after = try #require(drawn["after"])
    #expect(abs(abs(at.minY - before.minY) - 25.202) <= 0.5)
    #expect(abs(after.minY - at.minY) < 5)
  }

  @Test func aScreenshotOfTheViolationIsKeptAsAnArtefact() throws {
    let browser = try #require(chromium, "SEAMLESS_REQUIRE_BROWSER=1 but no Chromium was found")
    let artefacts = URL(
      fileURLWithPath: ProcessInfo.processInfo.environment["SEAMLESS_ARTEFACTS"]
        ?? repositoryRoot.appendingPathComponent(".build/artefacts").path)
    try FileManager.default.createDirectory(at: artefacts, withIntermediateDirectories: true)
    let page = artefacts.appendingPathComponent("viewer-violation.html")
    let shot = artefacts.appendingPathComponent("viewer-violation.png")
    try? FileManager.default.removeItem(at: shot)
    #expect(try seamless(["view", tracePath, "--scene", sceneName, "-o", page.path]).status == 0)
    let result = try run(
      browser,
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=3000", "--window-size=1280,900",
        "--screenshot=\(shot.path)", page.absoluteString + "#violation=0",
      ])
    #expect(result.status == 0, "\(result.stderr)")
    let png = try Data(contentsOf: shot)
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(png.count > 20_000, "a 1280×900 screenshot of the page is tens of kilobytes; got \(png.count) bytes")
    print("viewer screenshot: \(shot.path)")
  }
}
