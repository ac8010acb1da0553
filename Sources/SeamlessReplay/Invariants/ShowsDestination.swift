import SeamlessEngine

/// Once the run has settled, the view each container's last `transition(from:to:)` went to
/// is on screen: in the window, not hidden (nor any ancestor), not transparent.
///
/// The classic way to break it (the flip of WWDC 2010 session 123, “Building Animation Driven Interfaces”, tapped twice quickly): a
/// completion handler that hides the from-view "to be sure", whatever its `finished` says.
/// The second tap's transition replaces the first; the first's completion (`false`) then
/// hides the view the second one showed, and the user is left looking at an empty card.
/// `transition(with:…)` names no destination and is not checked.
///
/// ```swift
/// ShowsDestination().check(run)
/// // ["after settling, \"photo-front\" — where the last transition of \"photo-card\" (t=0.4 s) went — is hidden …"]
/// ```
package struct ShowsDestination: Invariant {
  package let name = InvariantName.showsDestination.rawValue
  package let summary = "after the transitions settle, the view the last transition of each container went to is on screen"

  package init() {}

  package func makeChecker(for run: ReplayRun) -> any InvariantChecker { Checker(engine: run.engine) }

  final class Checker: InvariantChecker {
    var journalInterests: JournalEventKinds { [.viewTransition] }
    var samplesFrames: Bool { false }
    let engine: Engine
    /// Per container (by identity), in the order first seen: the last destination and when
    /// its transition began.
    ///
    /// The views themselves, not their names: two views may share one.
    var destinations: [(container: View, to: View?, names: (String, String), instant: Instant)] = []

    init(engine: Engine) {
      self.engine = engine
    }

    func observe(_ entry: JournalEntry) {
      guard case .viewTransition(.began(let id, let containerName, _, _, let toName, _, _, _, _)) = entry.event,
        let transition = engine.animations.transitions.last(where: { $0.id == id }),
        let container = transition.container
      else { return }
      destinations.removeAll { $0.container === container }
      guard let toName else { return }
      destinations.append((container, transition.destination, (containerName, toName), entry.instant))
    }

    func finish(_ run: ReplayRun) -> [InvariantViolation] {
      guard !run.settle.reachedLimit else { return [] }
      var log = ViolationLog()
      let window = run.engine.window
      for destination in destinations {
        // A container the app took off screen took its content with it, on purpose.
        guard destination.container.root === window else { continue }
        let (containerName, toName) = destination.names
        let place = "\"\(toName)\" — where the last transition of \"\(containerName)\" (t=\(destination.instant)) went —"
        guard let view = destination.to, view.root === window else {
          log.append(at: nil, "after settling, \(place) is no longer in the window")
          continue
        }
        var current: View? = view
        while let shown = current, shown !== window {
          if shown.isHidden || shown.alpha < 0.01 {
            let what = shown.isHidden ? "hidden" : "transparent (alpha \(shown.alpha))"
            let whose = shown === view ? "is \(what)" : "is inside \"\(shown.name)\", which is \(what)"
            log.append(
              at: nil,
              "after settling, \(place) \(whose): the user sees neither side of \"\(containerName)\" (a completion "
                + "handler that hides a view without checking `finished` undoes a later transition)")
            break
          }
          current = shown.superview
        }
      }
      return log.violations
    }
  }
}
