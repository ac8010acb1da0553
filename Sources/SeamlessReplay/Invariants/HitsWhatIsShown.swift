import SeamlessEngine

/// A finger lands on what the user sees (WWDC 2014 session 236, “Building Interruptible and Responsive Interactions”): a touch that comes down on an
/// interactive view where it is shown reaches that view, even while it moves.
///
/// At every touch that begins, the view under the finger by presentation values (what is
/// on screen at that instant) is compared with what the engine did: delivered the touch
/// outside the shown view's nearest interactive view (hit testing used model values: the moving view is already at its
/// destination in the model, so the finger "misses" it), dropped it because an animation
/// without `allowUserInteraction` is moving the view, or found no view at all. A violation
/// needs the shown view (or an ancestor below the window) to be interactive (a gesture
/// recognizer or a touch observer), so decorations in motion are not reported.
///
/// Cannot see: views whose touches the app deliberately blocks while they animate (a
/// modal transition); remove the invariant from the configuration for such a scene.
///
/// ```swift
/// HitsWhatIsShown()
/// // ["t=0.7 s: a finger came down on \"box\" where it is shown (195.0, 480.0), but the touch went to \"window\": …"]
/// ```
package struct HitsWhatIsShown: Invariant {
  package let name = InvariantName.hitsWhatIsShown.rawValue
  package let summary = "a finger that comes down on a view where it is shown reaches it, even while it moves"

  package init() {}

  package func makeChecker(for run: ReplayRun) -> any InvariantChecker { Checker(engine: run.engine) }

  final class Checker: InvariantChecker {
    var journalInterests: JournalEventKinds { [.touchDelivered, .touchDropped] }
    var samplesFrames: Bool { false }
    unowned let engine: Engine
    var log = ViolationLog()
    /// Fingers that came down on a view shown as interactive.
    private var touchDowns = 0

    var judgedCount: Int? { touchDowns }
    var judged: String? { "\(touchDowns) touch-down\(touchDowns == 1 ? "" : "s") on interactive views judged" }

    init(engine: Engine) {
      self.engine = engine
    }

    /// The view shown under `point` now and its nearest interactive view (itself or an
    /// ancestor below the window with a gesture recognizer or touch observer), if any.
    private func shownInteractive(at point: Point) -> (shown: View, interactive: View)? {
      guard let shown = engine.window.hitTest(point, at: engine.now, values: .presentation) else { return nil }
      var current: View? = shown
      while let view = current, view !== engine.window {
        if !view.gestureRecognizers.isEmpty || !view.touchObservers.isEmpty { return (shown, view) }
        current = view.superview
      }
      return nil
    }

    func observe(_ entry: JournalEntry) {
      switch entry.event {
      case .touchDelivered(let input, let view, _):
        guard input.phase == .began, let (shown, interactive) = shownInteractive(at: input.location) else { return }
        touchDowns += 1
        // Delivered inside the interactive view (a subview's model frame is enough): its
        // recognizers and observers got the touch.
        if let touch = engine.activeTouches.last(where: { $0.id == input.touchID }), interactive.isAncestor(of: touch.view) {
          return
        }
        log.append(
          at: entry.instant,
          "a finger came down on \"\(shown.name)\" where it is shown \(input.location), but the touch went to "
            + "\"\(view)\": hit testing used model values (let the view hit-test its presentation, as "
            + "the hitTest(_:with:) override of WWDC 2014 session 236, “Building Interruptible and Responsive Interactions”, does)")
      case .touchDropped(let input, let reason):
        guard input.phase == .began, let (shown, _) = shownInteractive(at: input.location) else { return }
        switch reason {
        case .animationDisallowsInteraction(let moving):
          log.append(
            at: entry.instant,
            "a finger came down on \"\(shown.name)\" at \(input.location) and was swallowed: \"\(moving)\" runs an "
              + "animation without .allowUserInteraction, and UIKit takes no touches on it or its subviews meanwhile")
        case .noViewHit:
          log.append(
            at: entry.instant,
            "a finger came down on \"\(shown.name)\" where it is shown \(input.location), but hit testing (model values) "
              + "found nothing there")
        case .ignoringInteractionEvents, .restOfDroppedSequence, .transitionDisallowsInteraction:
          // The app asked for these: it ignores events, or a view transition (which shows a
          // snapshot, not the live views) runs without .allowUserInteraction.
          return
        }
      case .frame, .frameRateChanged, .stallScheduled, .touchCancelled, .touchWithheld, .touchReleased, .touchDiscarded,
        .inputRejected, .ignoringInteractionEventsChanged,
        .clockViolation, .programmerError, .gestureStateChanged, .gestureReleased, .gestureActionCalled, .animationAdded,
        .animationEnded, .completionRegistered, .animationCompletionCalled, .completionsDiscarded, .presentationPromoted,
        .presentationTransition, .counterChanged, .timer, .commandPerformed, .animatorChanged, .animatorCompletionCalled, .dynamics,
        .identified, .sceneEvent, .viewTransition, .framesSkipped,
        .controlEvent, .controlActionCalled, .controlStateChanged, .controlValueChanged, .scroll:
        return
      }
    }

    func finish(_ run: ReplayRun) -> [InvariantViolation] { log.violations }
  }
}
