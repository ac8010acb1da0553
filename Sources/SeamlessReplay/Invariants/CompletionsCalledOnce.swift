import SeamlessEngine

/// Every completion handler the app registered is called exactly once, and every animation
/// ends exactly once.
///
/// Handlers have identities in the journal (`completion-registered handler=…`): an
/// `animate` or keyframe block's, a transaction's, each property animator `addCompletion`.
/// A handler called twice is a violation when it happens; one that is dropped unheard
/// (`stopAnimation(true)` discards an animator's completions, so the cleanup in them never
/// runs) is a violation at the drop, unless the code that dropped it starts, at the same
/// instant, a new animation of something the stopped animator animated: it replaced the
/// animation itself (a reset that stops a demo loop and starts it afresh), and whatever the
/// new animation's handlers clean up is judged in turn; and once the run has settled, a handler still not
/// called is one too: its animation never ended, or its animator was left paused or
/// stopped. (Animators that pause on completion keep their handlers on purpose; an unsettled
/// run is the `settles` invariant's business.)
///
/// ```swift
/// CompletionsCalledOnce().check(run)
/// // ["the completion handler 4 (animator \"drawer\", registered at t=0.2 s) was never called: …"]
/// ```
package struct CompletionsCalledOnce: Invariant {
  package let name = InvariantName.completionsOnce.rawValue
  package let summary = "every completion handler is called exactly once and every animation ends once"

  package init() {}

  package func makeChecker(for run: ReplayRun) -> any InvariantChecker { Checker() }

  private struct Registration {
    var kind: CompletionKind
    var owner: String
    var instant: Instant
    var calls = 0
    var discarded = false
  }

  final class Checker: InvariantChecker {
    var journalInterests: JournalEventKinds {
      [
        .completionRegistered, .animationCompletionCalled, .animatorCompletionCalled, .completionsDiscarded,
        .animatorChanged, .animationAdded, .animationEnded,
      ]
    }
    var samplesFrames: Bool { false }
    var log = ViolationLog()
    private var handlers: [Int: Registration] = [:]
    private var handlerOrder: [Int] = []
    private var blockAnimations: [Int: AnimationRecord] = [:]
    private var blockAnimationOrder: [Int] = []
    private var ended: Set<Int> = []
    private var pausedOnCompletion: Set<String> = []
    /// What each property animator animated, by animator name.
    private var animatorTargets: [String: Set<Target>] = [:]

    /// A view's property an animation animated.
    private struct Target: Hashable {
      var view: String
      var property: ViewProperty
    }
    /// Drops not yet judged: they pass if the same instant starts a new animation of what the
    /// stopped animator animated.
    private var pendingDrops: [(instant: Instant, animator: String, handlers: [Int], call: String)] = []

    var judgedCount: Int? { handlerOrder.count }
    var judged: String? { "\(handlerOrder.count) completion handler\(handlerOrder.count == 1 ? "" : "s") judged" }

    func observe(_ entry: JournalEntry) {
      if !pendingDrops.isEmpty && entry.instant > pendingDrops[0].instant { judgeDrops() }
      switch entry.event {
      case .completionRegistered(let handler, let kind, let owner):
        handlers[handler] = Registration(kind: kind, owner: owner, instant: entry.instant)
        handlerOrder.append(handler)
      case .animationCompletionCalled(_, let handler, _):
        if let handler { called(handler, at: entry.instant) }
      case .animatorCompletionCalled(let animator, _, _, let ids):
        pausedOnCompletion.remove(animator)
        for handler in ids { called(handler, at: entry.instant) }
      case .completionsDiscarded(let animator, let ids, let call):
        for handler in ids { handlers[handler]?.discarded = true }
        pendingDrops.append((entry.instant, animator, ids, call))
      case .animatorChanged(let animator, _, let call, _, _, _, _):
        if call == "paused on completion" { pausedOnCompletion.insert(animator) } else { pausedOnCompletion.remove(animator) }
      case .animationAdded(let record):
        let target = Target(view: record.view, property: record.property)
        // A new animation of what a stopped animator animated replaces it: its drop was deliberate.
        if !pendingDrops.isEmpty { pendingDrops.removeAll { animatorTargets[$0.animator]?.contains(target) == true } }
        // A property animator's animations have no handler of their own.
        if let animator = record.animator {
          animatorTargets[animator, default: []].insert(target)
        } else {
          blockAnimations[record.id] = record
          blockAnimationOrder.append(record.id)
        }
      case .animationEnded(let id, let view, let property, _):
        if !ended.insert(id).inserted { log.append(at: entry.instant, "animation \(id) (\(view).\(property)) ended twice") }
      case .frame, .frameRateChanged, .stallScheduled, .touchDelivered, .touchDropped, .touchCancelled, .inputRejected,
        .touchWithheld, .touchReleased, .touchDiscarded,
        .ignoringInteractionEventsChanged, .clockViolation, .programmerError, .gestureStateChanged, .gestureReleased,
        .gestureActionCalled, .presentationPromoted, .presentationTransition, .counterChanged, .timer, .commandPerformed,
        .dynamics, .identified, .sceneEvent, .viewTransition, .framesSkipped,
        .controlEvent, .controlActionCalled, .controlStateChanged, .controlValueChanged, .scroll:
        break
      }
    }

    /// Reports the drops no new animation replaced.
    private func judgeDrops() {
      for drop in pendingDrops {
        for handler in drop.handlers {
          log.append(
            at: drop.instant,
            "the completion handler \(handler) of animator \"\(drop.animator)\" was dropped by \(drop.call) and will "
              + "never run: whatever it cleans up (a counter, ignored events, a removed view) stays; finish the animator "
              + "with stopAnimation(false) and finishAnimation(at:) instead")
        }
      }
      pendingDrops.removeAll()
    }

    private func called(_ handler: Int, at instant: Instant) {
      guard var registration = handlers[handler] else { return }
      registration.calls += 1
      handlers[handler] = registration
      if registration.calls == 2 {
        log.append(at: instant, "the completion handler \(handler) (\(describe(registration))) ran twice")
      }
    }

    private func describe(_ registration: Registration) -> String {
      switch registration.kind {
      case .animate: "the animate block \(registration.owner)"
      case .keyframes: "the keyframe block \(registration.owner)"
      case .transaction: "the transaction \(registration.owner)"
      case .animator: "animator \"\(registration.owner)\", registered at t=\(registration.instant)"
      case .transition: "the view transition \(registration.owner)"
      }
    }

    func finish(_ run: ReplayRun) -> [InvariantViolation] {
      judgeDrops()
      guard !run.settle.reachedLimit else { return log.violations }
      for id in blockAnimationOrder where !ended.contains(id) {
        guard let record = blockAnimations[id] else { continue }
        log.append(
          at: nil,
          "animation \(id) (\(record.view).\(record.property), added at t=\(record.begin)) never ended, "
            + "so its block's completion handler never ran")
      }
      for handler in handlerOrder {
        guard let registration = handlers[handler], registration.calls == 0, !registration.discarded else { continue }
        if registration.kind == .animator && pausedOnCompletion.contains(registration.owner) { continue }
        let why =
          registration.kind == .animator
          ? "its animator never finished the run (left paused, stopped without finishAnimation(at:), or never started)"
          : "its animations never ended"
        log.append(
          at: nil, "the completion handler \(handler) (\(describe(registration))) was never called: \(why)")
      }
      return log.violations
    }
  }
}
