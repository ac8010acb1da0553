import Foundation
import IssueReporting
import SeamlessEngine
import SeamlessReplay
import SeamlessTrace

/// What of a replay a golden file pins.
public enum ReplayProjection: String, Sendable, CaseIterable {
  /// Every journal entry but frames, one canonical line each (`t kind key=value…`): the
  /// strictest pin.
  case journal
  /// What happened, without the touch stream: gesture states, actions, animations added and
  /// ended, completions, transitions, counters, timers, commands, controls, dynamics events.
  case timeline
  /// Where every view ended up once the replay settled: its model centre, size, alpha and
  /// transform, and whether it is hidden, one line per view in tree order.
  case finalState
}

/// Replays `trace` and compares a projection of it with the golden text file at `path`,
/// recording it first when asked: a snapshot of what the scene *did*, so a change in behaviour
/// shows as a readable diff rather than only as a changed digest.
///
/// The mode comes from `SEAMLESS_RECORD` (``TestEnvironment/recordMode``), as for
/// ``expectGoldenTrace(_:at:mode:fileID:filePath:line:column:)``. A difference is an issue with
/// the first differing lines, golden (`-`) against now (`+`), and a few lines around them.
/// The invariants are not judged here; pair it with `expectReplay` for that. Returns whether
/// the projection matched.
///
/// ```swift
/// @Test func theDrawerStillDoesWhatItDid() throws {
///   let trace = try Trace(contentsOf: "Traces/drawer-catch.trace")
///   expectGoldenReplay(trace, projection: .timeline, at: "Golden/drawer-catch.timeline.txt") { DrawerScene() }
/// }
/// ```
@discardableResult
public func expectGoldenReplay(
  _ trace: Trace, sceneName: String? = nil, projection: ReplayProjection = .timeline, at path: String,
  mode: TestEnvironment.RecordMode = TestEnvironment.recordMode,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
  makeScene: @escaping () -> any Scene
) -> Bool {
  func issue(_ message: String) { failTest(message, fileID: fileID, filePath: filePath, line: line, column: column) }
  let text = GoldenReplay.text(of: trace, sceneName: sceneName ?? sceneTypeName(makeScene), projection: projection, makeScene: makeScene)
  let exists = FileManager.default.fileExists(atPath: path)
  switch (mode, exists) {
  case (.all, _), (.missing, false):
    do {
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent,
        withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      issue("recorded the golden \(projection.rawValue) \(path); check it in and run the tests again")
    } catch {
      issue("could not record the golden \(projection.rawValue) \(path): \(error)")
    }
    return false
  case (.never, false):
    issue("missing golden \(projection.rawValue) \(path); record it with SEAMLESS_RECORD=missing")
    return false
  case (.missing, true), (.never, true):
    guard let data = FileManager.default.contents(atPath: path) else {
      issue("could not read the golden \(projection.rawValue) \(path)")
      return false
    }
    let golden = String(decoding: data, as: UTF8.self)
    guard let diff = GoldenReplay.diff(golden: golden, now: text) else { return true }
    issue(
      "the replay's \(projection.rawValue) differs from \(path); re-record with SEAMLESS_RECORD=all if intended\n" + diff)
    return false
  }
}

/// The XCTest spelling of
/// ``expectGoldenReplay(_:sceneName:projection:at:mode:fileID:filePath:line:column:makeScene:)``.
@discardableResult
public func XCTAssertGoldenReplay(
  _ trace: @autoclosure () throws -> Trace, sceneName: String? = nil, projection: ReplayProjection = .timeline,
  at path: String, mode: TestEnvironment.RecordMode = TestEnvironment.recordMode, file: StaticString = #filePath,
  line: UInt = #line, makeScene: @escaping () -> any Scene
) -> Bool {
  guard let loaded = loadedTrace(trace, file: file, line: line) else { return false }
  return expectGoldenReplay(
    loaded, sceneName: sceneName, projection: projection, at: path, mode: mode, filePath: file, line: line, makeScene: makeScene)
}

/// The XCTest spelling of ``expectGoldenTrace(_:at:mode:fileID:filePath:line:column:)``.
@discardableResult
public func XCTAssertGoldenTrace(
  _ trace: @autoclosure () throws -> Trace, at path: String, mode: TestEnvironment.RecordMode = TestEnvironment.recordMode,
  file: StaticString = #filePath, line: UInt = #line
) -> Bool {
  guard let loaded = loadedTrace(trace, file: file, line: line) else { return false }
  return expectGoldenTrace(loaded, at: path, mode: mode, filePath: file, line: line)
}

/// The projections and their diff.
enum GoldenReplay {
  /// The kinds of journal entry the timeline projection keeps.
  static let timelineKinds: Set<Substring> = [
    "gesture-state", "gesture-action", "gesture-released", "animation-added", "animation-ended", "animation-completion",
    "animator", "animator-completion", "completions-discarded", "presentation-transition", "counter", "command",
    "scene-event", "control-event", "control-action", "control-state", "control-value", "dynamics", "programmer-error",
    "clock-violation", "view-transition", "ignoring-interaction-events", "timer",
  ]

  /// `projection` of `trace`'s replay against the scene, as text (one line each, `\n` after
  /// each).
  static func text(of trace: Trace, sceneName: String, projection: ReplayProjection, makeScene: @escaping () -> any Scene) -> String {
    final class Lines: @unchecked Sendable { var lines: [String] = [] }
    struct Recorder: Invariant {
      let lines: Lines
      let projection: ReplayProjection
      var name: String { "golden-\(projection.rawValue)" }
      var summary: String { "records the replay's \(projection.rawValue)" }
      func makeChecker(for run: ReplayRun) -> any InvariantChecker { Checker(lines: lines, projection: projection) }
      final class Checker: InvariantChecker {
        let lines: Lines
        let projection: ReplayProjection
        init(lines: Lines, projection: ReplayProjection) {
          self.lines = lines
          self.projection = projection
        }
        var samplesFrames: Bool { false }
        func observe(_ entry: JournalEntry) {
          switch projection {
          case .journal:
            lines.lines.append(entry.canonicalText)
          case .timeline:
            let text = entry.event.canonicalText
            if GoldenReplay.timelineKinds.contains(text.prefix { $0 != " " }) {
              lines.lines.append("\(entry.instant.nanoseconds) \(text)")
            }
          case .finalState:
            break
          }
        }
        func finish(_ run: ReplayRun) -> [InvariantViolation] {
          if projection == .finalState {
            func visit(_ view: View, depth: Int) {
              let t = view.transform
              lines.lines.append(
                String(repeating: "  ", count: depth) + "\(view.name) center=(\(view.center.x), \(view.center.y)) "
                  + "size=(\(view.bounds.size.width), \(view.bounds.size.height)) alpha=\(view.alpha) "
                  + "transform=(\(t.a), \(t.b), \(t.c), \(t.d), \(t.tx), \(t.ty))\(view.isHidden ? " hidden" : "")")
              for subview in view.subviews { visit(subview, depth: depth + 1) }
            }
            for view in run.engine.window.subviews { visit(view, depth: 0) }
          }
          return []
        }
      }
    }
    let lines = Lines()
    var configuration = ReplayConfiguration()
    configuration.invariants = [Recorder(lines: lines, projection: projection)]
    configuration.checksDeterminism = false
    _ = Replayer(configuration: configuration).replay(trace, sceneName: sceneName, makeScene: makeScene)
    return lines.lines.map { $0 + "\n" }.joined()
  }

  /// `nil` when the texts are equal; otherwise the first differing lines with three lines of
  /// context, golden as `-`, now as `+` (at most 12 of each).
  static func diff(golden: String, now: String) -> String? {
    guard golden != now else { return nil }
    let old = golden.split(separator: "\n", omittingEmptySubsequences: false)
    let new = now.split(separator: "\n", omittingEmptySubsequences: false)
    var first = 0
    while first < old.count, first < new.count, old[first] == new[first] { first += 1 }
    var oldEnd = old.count
    var newEnd = new.count
    while oldEnd > first, newEnd > first, old[oldEnd - 1] == new[newEnd - 1] {
      oldEnd -= 1
      newEnd -= 1
    }
    var lines = ["@@ line \(first + 1): \(oldEnd - first) golden line(s) became \(newEnd - first) @@"]
    for index in max(0, first - 3)..<first { lines.append("  " + old[index]) }
    for index in first..<min(oldEnd, first + 12) { lines.append("- " + old[index]) }
    if oldEnd - first > 12 { lines.append("- … \(oldEnd - first - 12) more") }
    for index in first..<min(newEnd, first + 12) { lines.append("+ " + new[index]) }
    if newEnd - first > 12 { lines.append("+ … \(newEnd - first - 12) more") }
    for index in oldEnd..<min(old.count, oldEnd + 3) { lines.append("  " + old[index]) }
    return lines.joined(separator: "\n")
  }
}
