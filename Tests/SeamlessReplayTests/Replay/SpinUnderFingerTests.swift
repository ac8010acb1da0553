import SeamlessEngine
import SeamlessReplay
import SeamlessTrace
import Testing

/// `follows-finger`'s rule 4 (issue 18 item 2): a view that keeps turning under a finger that
/// rests and does not turn is seen spinning; one that settles, or only jiggles, is not.
@Suite struct SpinUnderFingerTests {
  /// What the grab does to the card's rotation.
  enum Grab: Sendable {
    /// The card spins a turn a second (a display link sets its rotation, as a record player's
    /// does); the grab does not stop the link.
    case forgetsTheSpin
    /// The same spin, paused by the grab.
    case stopsTheSpin
    /// The card tilts with the finger's sideways travel, through a critically damped spring.
    case tilts
    /// The card jiggles ±0.03 rad while held, as a home-screen icon does.
    case jiggles
  }

  final class Card: Scene {
    let grab: Grab
    let card = View(name: "card", center: Point(x: 195, y: 400), size: Size(width: 200, height: 120))
    let pan = PanGestureRecognizer(name: "card-pan")
    var start = Point.zero
    var spin: DisplayLink?
    weak var engine: Engine?

    init(_ grab: Grab) { self.grab = grab }

    func install(in engine: Engine) {
      self.engine = engine
      engine.window.addSubview(card)
      pan.addAction { [unowned self] _ in self.panned() }
      card.addGestureRecognizer(pan)
      if grab == .forgetsTheSpin || grab == .stopsTheSpin {
        spin = engine.addDisplayLink { [card] frame in card.rotation = 2 * .pi * Double(frame.time.nanoseconds) / 1e9 }
      }
    }

    func perform(_ command: SceneCommand, in engine: Engine) -> Bool { false }

    func panned() {
      guard let engine else { return }
      let card = card
      let t = pan.translation(in: nil) ?? .zero
      switch pan.state {
      case .began:
        start = card.center
        card.removeAnimations(of: .centerX, promotingPresentation: true)
        card.removeAnimations(of: .centerY, promotingPresentation: true)
        switch grab {
        case .forgetsTheSpin, .tilts: break
        case .stopsTheSpin: spin?.isPaused = true
        case .jiggles:
          card.rotation = -0.03
          engine.animate(withDuration: 0.12, options: [.repeat, .autoreverse, .allowUserInteraction]) { card.rotation = 0.03 }
        }
      case .changed:
        card.center = start + t
        if grab == .tilts {
          engine.animate(
            withDuration: 0.4, usingSpringWithDamping: 1, initialSpringVelocity: 0,
            options: [.allowUserInteraction, .beginFromCurrentState]
          ) { card.rotation = t.x / 300 }
        }
      case .ended, .cancelled, .possible, .failed:
        break
      }
    }
  }

  /// One finger down on the card at 0.1 s, 60 pt to the right by 0.3 s (sampled at 120 Hz), then
  /// at rest until it lifts at 1.8 s.
  static let dragThenRest: Trace = {
    var events: [TraceEvent] = [.touch(TouchSample(time: 100_000_000, touchID: 1, phase: .began, x: 195, y: 400))]
    for step in 1...24 {
      let x = 195 + 60 * Double(step) / 24
      events.append(.touch(TouchSample(time: 100_000_000 + Int64(step) * 8_333_333, touchID: 1, phase: .moved, x: x, y: 400)))
    }
    events.append(.touch(TouchSample(time: 1_800_000_000, touchID: 1, phase: .ended, x: 255, y: 400)))
    return Trace(header: TraceHeader(producer: "test"), events: events)
  }()

  func verdict(_ grab: Grab) throws -> InvariantResult {
    let report = Replayer().replay(Self.dragThenRest, sceneName: "card") { Card(grab) }
    return try #require(report.results.first { $0.name == "follows-finger" })
  }

  @Test func aSpinTheGrabDidNotStopIsCaught() throws {
    let result = try verdict(.forgetsTheSpin)
    #expect(!result.passed)
    let message = try #require(result.violations.first?.message)
    #expect(message.contains("under fingers that rested and did not turn"), "\(message)")
    #expect(message.contains("Assumed (inferred: nothing declared)"))
  }

  /// Stopped by the grab, settling through a spring that follows the finger, or jiggling in
  /// place: none of them spins.
  @Test(arguments: [Grab.stopsTheSpin, .tilts, .jiggles])
  func aViewThatDoesNotSpinPasses(_ grab: Grab) throws {
    let result = try verdict(grab)
    #expect(result.passed, "\(grab): \(result.violations.map(\.message))")
    #expect(result.judged == "1 drag judged (0 declared, 1 inferred)")
  }
}
