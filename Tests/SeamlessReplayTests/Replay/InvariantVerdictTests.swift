import SeamlessEngine
import SeamlessReplay
import SeamlessTrace
import Testing

/// Small mutants for the invariants no reference scene's bug breaks: each invariant fails
/// on its buggy scene and holds on the correct one, on the same trace (a drag of the card,
/// then a tap on it).
@Suite struct InvariantVerdictTests {
  /// What a mutant gets wrong.
  enum Mistake: CaseIterable {
    /// `finishAnimation(at:)` without stopping first (UIKit raises): `no-problems`.
    case finishesWithoutStopping
    /// The pan's end leaves its animator paused: its completion never runs (`completions-once`),
    /// the card stops dead at the lift (`release-velocity`) and never settles (`settles`).
    case leavesAnimatorPaused
    /// `stopAnimation(true)` on a catch drops the completions: `completions-once`.
    case dropsCompletions
    /// The tap fades the card in steps of 0.1 until its alpha is 0.5, a test `1 − 5 × 0.1`
    /// (0.5000000000000001) never passes: each step's completion starts another, to a new value
    /// (no loop: a drift), and the fade never ends: `settles`.
    case neverStopsFading
    /// The animation's duration comes from a global that every install changes: `deterministic`.
    case readsAGlobal
  }

  /// A 200 × 200 pt card at (195, 500): a pan scrubs a property animator that slides it up
  /// 300 pt and continues it on release; a tap pulses its alpha.
  final class Mutant: Scene {
    nonisolated(unsafe) static var installs = 0
    let mistake: Mistake?
    let card = View(name: "card", center: Point(x: 195, y: 500), size: Size(width: 200, height: 200))
    let pan = PanGestureRecognizer(name: "card-pan")
    let tap = TapGestureRecognizer(name: "card-tap")
    var animator: PropertyAnimator?
    var pulses = 0
    weak var engine: Engine?

    init(_ mistake: Mistake?) { self.mistake = mistake }

    func install(in engine: Engine) {
      self.engine = engine
      Self.installs += 1
      engine.window.addSubview(card)
      pan.following = FingerFollowing(axes: .vertical)
      pan.followedView = card
      pan.addAction { [unowned self] _ in self.panned() }
      card.addGestureRecognizer(pan)
      tap.addAction { [unowned self] _ in self.tapped() }
      card.addGestureRecognizer(tap)
    }

    func perform(_ command: SceneCommand, in engine: Engine) -> Bool { false }

    func panned() {
      guard let engine else { return }
      switch pan.state {
      case .began:
        let slide = PropertyAnimator(engine: engine, name: "slide", duration: 0.6, timing: .cubic(.linear)) { [card] in
          card.center.y = 200
        }
        slide.addCompletion { _ in }
        slide.pauseAnimation()
        animator = slide
      case .changed:
        let distance = -(pan.translation(in: nil)?.y ?? 0)
        animator?.fractionComplete = distance / 300
      case .ended, .cancelled:
        guard let animator else { return }
        if mistake == .leavesAnimatorPaused { return }
        if mistake == .dropsCompletions {
          animator.stopAnimation(true)
          return
        }
        if mistake == .finishesWithoutStopping { animator.finishAnimation(at: .end) }
        // The finger's velocity as a normalised spring velocity toward the end.
        let velocity = pan.velocity(in: nil)?.y ?? 0
        let y = card.presentationValue(of: .centerY, at: engine.now)
        let v = Spring.normalizedVelocity(velocity, from: y, to: 200)
        animator.continueAnimation(withTimingParameters: .spring(dampingRatio: 1, initialVelocity: Point(x: v, y: v)), durationFactor: 0)
      case .possible, .failed:
        break
      }
    }

    func tapped() {
      guard let engine else { return }
      pulses += 1
      if mistake == .neverStopsFading {
        fadeStep()
        return
      }
      let duration = mistake == .readsAGlobal ? 0.2 + 0.01 * Double(Self.installs) : 0.2
      engine.animate(withDuration: duration, options: .allowUserInteraction) { [card] in card.alpha = 0.5 }
    }

    /// One step of the fade ``Mistake/neverStopsFading`` never stops.
    func fadeStep() {
      guard let engine else { return }
      engine.animate(withDuration: 0.04, options: .allowUserInteraction, animations: { [card] in card.alpha -= 0.1 }) {
        [card] _ in
        if card.alpha != 0.5 { self.fadeStep() }
      }
    }
  }

  /// The invariant each mistake breaks.
  static func invariants(of mistake: Mistake) -> Set<InvariantName> {
    switch mistake {
    case .finishesWithoutStopping: [.noProblems]
    // The card stays where the finger let go: nothing carries it on, nothing finishes.
    case .leavesAnimatorPaused: [.completionsOnce, .releaseVelocity, .settles]
    case .dropsCompletions: [.completionsOnce]
    case .neverStopsFading: [.settles]
    case .readsAGlobal: [.deterministic]
    }
  }

  /// A drag of the card up by 150 pt, released at 600 pt/s, then a tap on it.
  static func trace() throws -> Trace {
    try Recipe(
      json: """
        {"version": 1, "scene": "mutant", "seed": 1, "jitter": 0, "refresh_hz": 120, "touch_hz": 120, "timeline": [
          {"at": 0.1, "gesture": "fling", "from": [195, 520], "velocity": [0, -600], "duration": 0.3},
          {"after": 1.5, "gesture": "tap", "at_point": [195, 250]}
        ]}
        """
    ).synthesize()
  }

  @Test func theCorrectMutantPassesEveryInvariant() throws {
    let report = Replayer().replay(try Self.trace(), sceneName: "mutant") { Mutant(nil) }
    #expect(report.passed, "\(report.text)")
  }

  @Test(arguments: Mistake.allCases)
  func eachMistakeIsCaughtByItsInvariant(mistake: Mistake) throws {
    var configuration = ReplayConfiguration()
    configuration.settleLimit = .seconds(3)
    let report = Replayer(configuration: configuration).replay(try Self.trace(), sceneName: "mutant") { Mutant(mistake) }
    let failed = report.failures.map(\.name)
    #expect(Set(failed) == Set(Self.invariants(of: mistake).map(\.rawValue)), "\(mistake): failed \(failed)\n\(report.text)")
  }
}
