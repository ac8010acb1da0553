import SeamlessEngine
import SeamlessReplay
import SeamlessTrace
import Testing

/// Synthesised traces reach engine views exactly: every sample, in order, at its instant.
@Suite struct InputEventBridgeTests {
  final class Recorder: TouchObserver {
    var seen: [(phase: Touch.Phase, id: UInt32, time: Int64, location: Point)] = []
    func record(_ phase: Touch.Phase, _ touches: [Touch]) {
      for touch in touches { seen.append((phase, touch.id, touch.timestamp.nanoseconds, touch.windowLocation)) }
    }
    func touchesBegan(_ touches: [Touch], event: TouchEvent) { record(.began, touches) }
    func touchesMoved(_ touches: [Touch], event: TouchEvent) { record(.moved, touches) }
    func touchesEnded(_ touches: [Touch], event: TouchEvent) { record(.ended, touches) }
    func touchesCancelled(_ touches: [Touch], event: TouchEvent) { record(.cancelled, touches) }
  }

  @Test func phasesMapOneToOne() {
    for phase in TouchPhase.allCases {
      #expect(Touch.Phase(phase).rawValue == phase.rawValue)
    }
  }

  @Test func aSynthesisedDragIsDeliveredSampleBySample() throws {
    let recipe = try Recipe(
      json: """
        {"version": 1, "jitter": 0.3, "seed": 5, "timeline": [
          {"at": 0.1, "gesture": "drag", "from": [100, 600], "to": [250, 200], "duration": 0.4},
          {"after": 0.2, "gesture": "fling", "from": [200, 700], "velocity": [0, -1200], "duration": 0.25}
        ]}
        """)
    let trace = try recipe.synthesize()
    let engine = Engine(displaySize: Size(width: 390, height: 844), frameRate: 120)
    let view = View(name: "canvas", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    engine.window.addSubview(view)
    let recorder = Recorder()
    view.addTouchObserver(recorder)
    var expected: [(phase: Touch.Phase, id: UInt32, time: Int64, location: Point)] = []
    for case .touch(let sample) in trace.events {
      engine.enqueue(InputEvent(sample))
      if sample.phase != .stationary {
        expected.append((Touch.Phase(sample.phase), sample.touchID, sample.time, Point(x: sample.x, y: sample.y)))
      }
    }
    engine.advance(to: Instant(nanoseconds: (trace.events.last?.time ?? 0) + 100_000_000))
    #expect(recorder.seen.count == expected.count)
    for (seen, wanted) in zip(recorder.seen, expected) {
      #expect(seen.phase == wanted.phase && seen.id == wanted.id && seen.time == wanted.time && seen.location == wanted.location)
    }
    #expect(engine.journal.problems.isEmpty, "\(engine.journal.problems)")
  }
}
