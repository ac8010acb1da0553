import SeamlessEngine
import SeamlessReplay
import SeamlessTrace
import Testing

/// The commonest real bug in held-out UIKit code, a drag placed by `location(in:)`.
///
/// The gesture's location is the centroid of its touches and jumps when a finger lifts:
/// `no-teleport` catches the jump and says why; fingers that stay down move the view smoothly.
@Suite struct CentroidJumpTests {
  final class Card: Scene {
    let card = View(name: "card", center: Point(x: 195, y: 430), size: Size(width: 240, height: 240))
    let pan = PanGestureRecognizer(name: "card-pan")
    var offset = Point.zero

    func install(in engine: Engine) {
      engine.window.addSubview(card)
      pan.addAction { [unowned self] _ in self.panned() }
      card.addGestureRecognizer(pan)
    }

    func perform(_ command: SceneCommand, in engine: Engine) -> Bool { false }

    func panned() {
      guard let location = pan.location(in: nil) else { return }
      switch pan.state {
      case .began: offset = card.center - location
      case .changed: card.center = location + offset
      case .ended, .cancelled, .possible, .failed: break
      }
    }
  }

  /// Finger 1 drags right from (195, 400) at 120 Hz; finger 2 rests at (195, 460) and lifts at
  /// sample 20, while finger 1 keeps moving until it lifts at sample 40.
  static let trace: Trace = {
    var events: [TraceEvent] = []
    func at(_ k: Int64) -> Int64 { 100_000_000 + k * 8_333_333 }
    events.append(.touch(TouchSample(time: at(0), touchID: 1, phase: .began, x: 195, y: 400)))
    events.append(.touch(TouchSample(time: at(0), touchID: 2, phase: .began, x: 195, y: 460)))
    for k in 1...40 {
      let x = 195 + 2 * Double(k)
      events.append(.touch(TouchSample(time: at(Int64(k)), touchID: 1, phase: k == 40 ? .ended : .moved, x: x, y: 400)))
      if k == 20 { events.append(.touch(TouchSample(time: at(20), touchID: 2, phase: .ended, x: 195, y: 460))) }
    }
    return Trace(header: TraceHeader(producer: "test"), events: events)
  }()

  @Test func aCentroidThatJumpsWhenAFingerLiftsIsCaughtAndExplained() throws {
    let report = Replayer().replay(Self.trace, sceneName: "card") { Card() }
    let noTeleport = try #require(report.results.first { $0.name == "no-teleport" })
    let messages = noTeleport.violations.map(\.message)
    // The centroid of (x, 400) and (195, 460) is (x − 195) / 2 behind and 30 pt below finger 1
    // alone: when finger 2 lifts, the card jumps 22 pt right (finger 1 at 239, then 241) and
    // 30 pt up.
    #expect(messages.count == 2, "\(messages)")
    #expect(messages[0].hasPrefix("card.centerX moved 22.0 pt in one frame"), "\(messages[0])")
    #expect(messages[1].hasPrefix("card.centerY moved 30.0 pt in one frame"), "\(messages[1])")
    for message in messages {
      #expect(message.contains("the gesture's number of touches changed since its last action"), "\(message)")
      #expect(message.contains("location(in:) is the centroid of its touches"), "\(message)")
    }
  }

  @Test func twoFingersThatStayDownMoveTheCardWithoutAJump() throws {
    // The same two fingers, but finger 2 stays down until finger 1 lifts: the centroid moves
    // 1 pt a sample, and nothing jumps.
    var events = Self.trace.events.filter {
      guard case .touch(let sample) = $0 else { return true }
      return !(sample.touchID == 2 && sample.phase == .ended)
    }
    events.append(.touch(TouchSample(time: 100_000_000 + 41 * 8_333_333, touchID: 2, phase: .ended, x: 195, y: 460)))
    let report = Replayer().replay(Trace(header: TraceHeader(producer: "test"), events: events), sceneName: "card") { Card() }
    let noTeleport = try #require(report.results.first { $0.name == "no-teleport" })
    #expect(noTeleport.violations.isEmpty, "\(noTeleport.violations.map(\.message))")
  }
}
