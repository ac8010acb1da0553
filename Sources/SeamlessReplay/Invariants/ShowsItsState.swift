import SeamlessEngine

/// What a scene's own state says should be on screen once it is at rest: the opt-in
/// declaration that `ShowsItsState` checks.
///
/// An app keeps state of its own (a sheet's detent, a drawer's "open") and sets it in
/// completion handlers. A completion that sets it although its animation did not finish, or
/// after a newer animation took over (a stale completion), leaves the app believing one thing
/// while the screen shows another: nothing jumps, nothing stays busy, and no other invariant
/// sees it. Declaring what the state implies makes it checkable.
///
/// ```swift
/// extension SheetScene: DeclaresRestState {
///   var restState: [RestExpectation] {
///     [RestExpectation(sheet, .centerY, equals: Self.y(for: detent), because: "detent == .\(detent)")]
///   }
/// }
/// ```
public protocol DeclaresRestState: Scene {
  /// What should be shown, given the scene's state now, whenever nothing moves.
  var restState: [RestExpectation] { get }
}

/// One thing a scene's state says should be shown at rest: a view's property at a value.
public struct RestExpectation {
  public var view: View
  public var property: ViewProperty
  public var value: Double
  /// The state that implies it, in the app's words (`detent == .half`).
  public var because: String

  public init(_ view: View, _ property: ViewProperty, equals value: Double, because: String) {
    self.view = view
    self.property = property
    self.value = value
    self.because = because
  }
}

/// Once the scene is at rest, it shows what its own state says it should
/// (``DeclaresRestState``): the check that catches a stale completion.
///
/// "At rest" is when a finger comes down on a scene with nothing else going on (no animation,
/// dynamics, timer, stall or other finger: every completion has run) and after the replay
/// settles. Each ``RestExpectation`` is compared with the presentation (what is on screen) as
/// the eye would: within half a device pixel for positions and sizes, one level of 255 for
/// alpha, 1e-3 for scale and rotation. A scene that declares nothing is not judged (the report
/// says "0 rests judged").
///
/// ```swift
/// ShowsItsState()
/// // ["after settling: \"sheet\".centerY shows 844.0, but the scene's state says 482.0 (detent == .full) …"]
/// ```
package struct ShowsItsState: Invariant {
  package let name = InvariantName.showsItsState.rawValue
  package let summary = "at rest, every view shows what the scene's own state says it should (when the scene declares it)"

  package init() {}

  package func makeChecker(for run: ReplayRun) -> any InvariantChecker { Checker(run: run) }

  final class Checker: InvariantChecker {
    var journalInterests: JournalEventKinds { [.touchDelivered] }
    var samplesFrames: Bool { false }
    private unowned let run: ReplayRun
    private var log = ViolationLog()
    private var rests = 0
    /// The last mismatch reported, so a state that stays wrong is reported once.
    private var lastReported: String?

    init(run: ReplayRun) {
      self.run = run
    }

    var judgedCount: Int? { rests }
    var judged: String? { "\(rests) rest\(rests == 1 ? "" : "s") judged" }

    func observe(_ entry: JournalEntry) {
      guard case .touchDelivered(let input, _, _) = entry.event, input.phase == .began,
        let scene = run.scene as? DeclaresRestState
      else { return }
      let pending = run.engine.pendingWork
      guard pending.animations.isEmpty, pending.busyFrameObservers == 0, pending.timers.isEmpty,
        pending.stalledUntil == nil, pending.activeTouches.count <= 1
      else { return }
      check(scene, at: entry.instant, when: "as a finger came down at rest")
    }

    private func check(_ scene: DeclaresRestState, at instant: Instant?, when: String) {
      rests += 1
      let now = run.engine.now
      var mismatches: [String] = []
      var first: RestExpectation?
      for expectation in scene.restState {
        let shown = expectation.view.presentationValue(of: expectation.property, at: now)
        guard !(abs(shown - expectation.value) <= tolerance(expectation.property)) else { continue }
        if first == nil { first = expectation }
        mismatches.append(
          "\"\(expectation.view.name)\".\(expectation.property) shows \(format(shown)), but the scene's state says "
            + "\(format(expectation.value)) (\(expectation.because))")
      }
      guard let first, !mismatches.isEmpty else {
        lastReported = nil
        return
      }
      let text = mismatches.joined(separator: "; ")
      guard text != lastReported else { return }
      lastReported = text
      log.append(
        at: instant,
        "\(when): \(text): the app believes what the screen does not show (a completion that set the state although "
          + "its animation did not finish, or after a newer one took over?)",
        view: first.view.name, phase: .rest)
    }

    private func tolerance(_ property: ViewProperty) -> Double {
      switch property {
      case .centerX, .centerY, .translationX, .translationY, .boundsWidth, .boundsHeight, .boundsX, .boundsY, .cornerRadius:
        0.5 * run.pointsPerPixel
      case .alpha: 1.0 / 255
      case .scaleX, .scaleY, .rotation, .shear: 1e-3
      }
    }

    func finish(_ run: ReplayRun) -> [InvariantViolation] {
      if !run.settle.reachedLimit, let scene = run.scene as? DeclaresRestState {
        check(scene, at: nil, when: "after settling")
      }
      return log.violations
    }
  }
}
