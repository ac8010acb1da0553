import SeamlessEngine
import SeamlessReplay
import SeamlessTrace
import SeamlessUIKit
import Testing

/// A recipe's `force` (`seamless record --force`): the gesture's fingers press as a
/// force-sensing digitiser reports it, so force-driven UI can be recorded and replayed.
@Suite struct RecipeForceTests {
  private func trace(_ item: String) throws -> Trace {
    try Recipe(json: #"{"version": 1, "scene": "press", "timeline": [\#(item)]}"#).synthesize()
  }

  private func touches(_ trace: Trace) -> [TouchSample] {
    trace.events.compactMap { if case .touch(let sample) = $0 { sample } else { nil } }
  }

  /// A still finger pressing is sampled every period (a force change is a move), with the
  /// parabola `peak × (1 + 8u(1 − u)) / 3` in time, quantised to 1/1024.
  @Test func aLongPressRisesToItsPeakAndBack() throws {
    let samples = touches(try trace(#"{"at": 0, "gesture": "long-press", "at_point": [195, 422], "duration": 0.1, "force": 6}"#))
    // 0.1 s at 120 Hz: 12 periods, 13 samples, all where the finger came down.
    #expect(samples.count == 13)
    #expect(samples.map(\.phase) == [.began] + Array(repeating: .moved, count: 11) + [.ended])
    #expect(samples.allSatisfy { $0.x == 195 && $0.y == 422 && $0.touchID == 1 })
    // u = 0: 6/3; u = 1/12: 2 × (1 + 8 × 11/144) = 3.2222…, on the 1/1024 grid 3.22265625;
    // u = 1/2: the peak.
    #expect(samples[0].force == 2)
    #expect(samples[1].force == 3.22265625)
    #expect(samples[6].force == 6)
    #expect(samples[12].force == 2)
    #expect(samples.map(\.force) == samples.reversed().map(\.force))
  }

  /// Force only adds force to a gesture that moves anyway: the same times and places.
  @Test func aDragKeepsItsPathAndGainsAPress() throws {
    let drag = #""at": 0, "gesture": "drag", "from": [100, 600], "to": [300, 200], "duration": 0.5, "easing": "linear""#
    let plain = touches(try trace("{\(drag)}"))
    let pressed = touches(try trace("{\(drag), \"force\": 3}"))
    #expect(plain.allSatisfy { $0.force == nil })
    #expect(pressed.map { [$0.time, Int64($0.x * 64), Int64($0.y * 64)] } == plain.map { [$0.time, Int64($0.x * 64), Int64($0.y * 64)] })
    // 60 periods: the peak at the 31st sample (0.25 s), a third of it at both ends.
    #expect(pressed.count == 61)
    #expect(pressed[30].force == 3 && pressed[0].force == 1 && pressed[60].force == 1)
  }

  @Test(arguments: [0.0, -1, 2_000_000])
  func aForceThatIsNoPressIsRefused(force: Double) throws {
    #expect {
      try trace(#"{"at": 0, "gesture": "tap", "at_point": [195, 422], "force": \#(force)}"#)
    } throws: { error in
      guard let error = error as? RecipeError else { return false }
      return error.path == "timeline[0].force" && error.message.contains("is no press")
    }
  }

  /// The force-scaled button of ``TouchForceFuzzTests``: a recorded press replays cleanly; the
  /// same press recorded without force (a device without 3D Touch) is its 0 of 0, caught.
  @Test func aRecordedPressDrivesForceDrivenCode() throws {
    // A finger that settles 4 pt lower as it presses: moves either way.
    let press = #""at": 0.1, "gesture": "long-press", "at_point": [195, 422], "duration": 0.6, "drift": [0, 4]"#
    let replayer = Replayer()
    let make = { UIKitScene { TouchForceFuzzTests.PressButton(guardsMissingForce: false) } }
    let pressed = replayer.replay(try trace("{\(press), \"force\": 5}"), sceneName: "press", makeScene: make)
    #expect(pressed.passed, "\(pressed.text)")
    let plain = replayer.replay(try trace("{\(press)}"), sceneName: "press", makeScene: make)
    #expect(plain.failures.map(\.name) == [InvariantName.noProblems.rawValue])
  }
}
