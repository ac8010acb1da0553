import SeamlessEngine
import SeamlessReplay
import SeamlessTrace
import Testing

/// An animation the app asks to run on forever is no bug.
///
/// That is `.repeat` (with or without `.autoreverse`), and the same loop written by hand, a
/// completion handler that starts the animation that just ended again. Nothing is declared;
/// `settles` and `no-teleport` infer the loop from what the code does. A fade that drifts
/// (each step to a new value) is no loop.
@Suite struct PerpetualAnimationTests {
  /// How a scene keeps its badge moving after the tap.
  enum Loop: CaseIterable {
    /// `.repeat`: the badge slides right, jumps back to its start and slides again.
    case repeats
    /// `.repeat` and `.autoreverse`: it slides right and back.
    case repeatsAndReverses
    /// The completion puts the badge back at its start and starts the same slide again (the
    /// loop `.repeat` writes out; the jump back is the loop's cycle boundary).
    case restartsInItsCompletion
    /// The completion sends the badge back, and the next completion out again (`.autoreverse`
    /// written out).
    case sendsBackInItsCompletion
    /// A property animator whose completion makes a new animator for the same spring slide
    /// (WWDC 2018 "Designing Fluid Interfaces"'s spring demo, as apps write it).
    case restartsItsAnimator
    /// Mistake: the completion puts the badge back at its start and stops there: the jump is
    /// seen (`no-teleport`).
    case snapsBackAndStops
    /// Mistake: each completion slides the badge 20 pt further: a drift that never settles.
    case drifts
  }

  /// A 60 × 60 pt badge at (100, 300); a tap on it starts the loop.
  final class Badge: Scene {
    let loop: Loop
    let badge = View(name: "badge", center: Point(x: 100, y: 300), size: Size(width: 60, height: 60))
    let tap = TapGestureRecognizer(name: "badge-tap")
    weak var engine: Engine?
    var animator: PropertyAnimator?

    init(_ loop: Loop) { self.loop = loop }

    func install(in engine: Engine) {
      self.engine = engine
      engine.window.addSubview(badge)
      tap.addAction { [unowned self] _ in self.slide() }
      badge.addGestureRecognizer(tap)
    }

    func perform(_ command: SceneCommand, in engine: Engine) -> Bool { false }

    func slide() {
      guard let engine else { return }
      let badge = badge
      switch loop {
      case .repeats:
        engine.animate(withDuration: 0.5, options: [.repeat, .curveLinear]) { badge.translation.x = 200 }
      case .repeatsAndReverses:
        engine.animate(withDuration: 0.5, options: [.repeat, .autoreverse]) { badge.translation.x = 200 }
      case .restartsInItsCompletion, .snapsBackAndStops:
        engine.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { badge.translation.x = 200 }) {
          [unowned self] _ in
          badge.translation.x = 0
          if self.loop == .restartsInItsCompletion { self.slide() }
        }
      case .sendsBackInItsCompletion:
        engine.animate(withDuration: 0.5, animations: { badge.translation.x = badge.translation.x == 0 ? 200 : 0 }) {
          [unowned self] _ in self.slide()
        }
      case .restartsItsAnimator:
        let spring = PropertyAnimator(
          engine: engine, duration: 1, timing: .spring(dampingRatio: 0.5, initialVelocity: .zero))
        spring.addAnimations { badge.translation.x = 200 }
        spring.addCompletion { [unowned self] _ in
          badge.translation.x = 0
          self.slide()
        }
        spring.startAnimation()
        animator = spring
      case .drifts:
        engine.animate(withDuration: 0.5, animations: { badge.translation.x += 20 }) { [unowned self] _ in self.slide() }
      }
    }
  }

  /// A tap on the badge at 0.1 s, then 10 s of rest (the settle limit).
  static let tapOnce: Trace = Trace(
    header: TraceHeader(producer: "test"),
    events: [
      .touch(TouchSample(time: 100_000_000, touchID: 1, phase: .began, x: 100, y: 300)),
      .touch(TouchSample(time: 160_000_000, touchID: 1, phase: .ended, x: 100, y: 300)),
    ])

  /// ``tapOnce`` with the main thread stalled for 50 ms now and then: a stall between an
  /// animation's end and its completion delivers the completion frames later.
  static let tapOnceWithStalls: Trace = {
    var events = tapOnce.events
    for k in 0..<12 {
      events.append(.system(SystemEvent(time: 500_000_000 + Int64(k) * 230_000_000, kind: .stall(duration: 50_000_000))))
    }
    return Trace(header: tapOnce.header, events: events.sorted { $0.time < $1.time })
  }()

  func report(_ loop: Loop, trace: Trace = tapOnce) -> ReplayReport {
    var configuration = ReplayConfiguration()
    configuration.settleLimit = .seconds(3)
    return Replayer(configuration: configuration).replay(trace, sceneName: "badge") { Badge(loop) }
  }

  /// A stall that delays a cycle's completion does not break the loop.
  @Test(arguments: [Loop.restartsInItsCompletion, .sendsBackInItsCompletion, .restartsItsAnimator])
  func aLoopStaysALoopAcrossStalls(_ loop: Loop) {
    let report = report(loop, trace: Self.tapOnceWithStalls)
    #expect(report.passed, "\(loop): \(report.failures.flatMap(\.violations).map(\.message))")
    #expect(report.settle.restsButForPerpetualAnimations, "\(report.settle)")
  }

  @Test(arguments: [Loop.repeats, .repeatsAndReverses, .restartsInItsCompletion, .sendsBackInItsCompletion, .restartsItsAnimator])
  func aLoopTheAppAskedForPassesEveryInvariant(_ loop: Loop) {
    let report = report(loop)
    #expect(report.passed, "\(loop): \(report.failures.flatMap(\.violations).map(\.message))")
    #expect(report.settle.restsButForPerpetualAnimations, "\(report.settle)")
    #expect(report.text.contains("at rest but for perpetual animations"))
    #expect(report.settle.pending.perpetualAnimations.contains { $0.hasPrefix("badge.translationX") })
  }

  /// The loops written out are told by their cycles: the first animation is none, each next
  /// one is the next cycle.
  @Test func aHandWrittenLoopCountsItsCycles() {
    let report = report(.restartsInItsCompletion)
    // The tap at 0.1 s (the action at 0.1667 s, the 60 Hz frame after the lift), then a cycle
    // each 0.5 s to the 3 s limit: 5 cycles more.
    #expect(report.settle.pending.perpetualAnimations.contains { $0.contains("(cycle 6 of a loop its completion restarts)") })
  }

  @Test func aSnapBackWithoutARestartIsSeen() throws {
    let report = report(.snapsBackAndStops)
    #expect(report.failures.map(\.name) == [InvariantName.noTeleport.rawValue], "\(report.text)")
    let message = try #require(report.failures.first?.violations.first?.message)
    #expect(message.contains("badge.translationX moved 200"), "\(message)")
    #expect(message.contains("a completion handler set it without animation"))
  }

  @Test func aDriftIsNoLoopAndNeverSettles() throws {
    let report = report(.drifts)
    #expect(report.failures.map(\.name) == [InvariantName.settles.rawValue], "\(report.text)")
    #expect(!report.settle.restsButForPerpetualAnimations)
    #expect(report.settle.pending.perpetualAnimations.isEmpty)
  }
}
