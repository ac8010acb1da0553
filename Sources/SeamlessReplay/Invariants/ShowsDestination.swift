import SeamlessEngine

/// Once the run has settled, the view each container's last `transition(from:to:)` went to
/// is on screen: in the window, not hidden (nor any ancestor), not transparent.
///
/// The classic way to break it (seeds/wwdc2010-123's flip, tapped twice quickly): a
/// completion handler that hides the from-view "to be sure", whatever its `finished` says.
/// The second tap's transition replaces the first; the first's completion (`false`) then
/// hides the view the second one showed, and the user is left looking at an empty card.
/// `transition(with:…)` names no destination and is not checked.
///
/// ```swift
/// ShowsDestination().check(run)
/// // ["after settling, \"photo-front\" — where the last transition of \"photo-card\" (t=0.4 s) went — is hidden …"]
/// ```
public struct ShowsDestination: Invariant {
  public let name = "shows-destination"
  public let summary = "after the transitions settle, the view the last transition of each container went to is on screen"

  public init() {}

  public func makeChecker(for run: ReplayRun) -> any InvariantChecker { Checker() }

  final class Checker: InvariantChecker {
    /// Per container, in the order first seen: the last destination and when it began.
    var destinations: [(container: String, to: String, instant: Instant)] = []

    func observe(_ entry: JournalEntry) {
      guard case .viewTransition(.began(_, let container, _, _, let to, _, _, _, _)) = entry.event else { return }
      if let index = destinations.firstIndex(where: { $0.container == container }) { destinations.remove(at: index) }
      guard let to else { return }
      destinations.append((container, to, entry.instant))
    }

    func finish(_ run: ReplayRun) -> [InvariantViolation] {
      guard !run.settle.reachedLimit else { return [] }
      var log = ViolationLog()
      let window = run.engine.window
      for destination in destinations {
        // A container the app took off screen took its content with it, on purpose.
        guard let container = Self.find(destination.container, in: window) else { continue }
        let place = "\"\(destination.to)\" — where the last transition of \"\(destination.container)\" (t=\(destination.instant)) went —"
        guard let view = Self.find(destination.to, in: window) else {
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
              "after settling, \(place) \(whose): the user sees neither side of \"\(container.name)\" (a completion "
                + "handler that hides a view without checking `finished` undoes a later transition)")
            break
          }
          current = shown.superview
        }
      }
      return log.violations
    }

    /// The view named `name` in `root`'s tree, depth first.
    static func find(_ name: String, in root: View) -> View? {
      if root.name == name { return root }
      for subview in root.subviews {
        if let found = find(name, in: subview) { return found }
      }
      return nil
    }
  }
}
