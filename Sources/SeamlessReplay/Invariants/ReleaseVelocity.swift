import SeamlessEngine

/// Gesture → animation: whatever takes over a dragged view when the finger lifts starts at
/// the finger's velocity (WWDC 2014 session 236 (“Building Interruptible and Responsive Interactions”): "the animation starts at the finger's
/// velocity"; WWDC 2017 session 230 (“Advanced Animations with UIKit”): continue the animator with a spring carrying it;
/// WWDC 2015 session 229 (“What’s New in UIKit Dynamics and Visual Effects”): `addLinearVelocity` to the dynamic item).
///
/// The engine journals each release (`gesture-released`: the recognizer, the velocity it
/// reported — the one the app reads in its `ended` action — and the views it was dragging).
/// At that frame's render, after the `ended` actions have handed over (for a view that
/// dynamics takes over, at the first frame the physics steps it; for a view nothing takes
/// over, 50 ms later), each of those views must be moving at the finger's velocity (times the drag's `FingerFollowing.scale`) on
/// every axis it follows, whatever moves it: an animation added, a property animator
/// continued or started, a dynamic behavior. The velocity is the frame sampler's: the
/// presentation's analytic velocity of centre and translation in window points, plus the
/// dynamics' item velocity.
///
/// When the gesture declares nothing (`FingerFollowing.inferred`), only the views that
/// followed the finger rigidly up to the lift are judged (set or scrubbed in step with it, never
/// off where its inferred ratio puts them), on the axes they moved on; such a view may carry on
/// at the finger's velocity or at the ratio times it. A view that lagged (a band, a clamp, a
/// spring), or that nothing takes over (a slider's thumb, stopping on purpose), is not judged.
///
/// A view a scroll view holds is taken over by the content offset's own motion (a
/// deceleration, a bounce, an animated offset): its velocity is the offset's, carried through
/// the scroll view. The views one scroll view carries for one release fail together, as one
/// violation named after the scroll view; content a finger caught again, or the app set, since
/// the lift is not checked.
///
/// For a view that dynamics moves, the velocity compared is the one the item started the
/// frame's physics with (what the app handed over with `addLinearVelocity`, a push or
/// nothing), before gravity, fields or contacts act on it. Tolerance: rounding (1e-9 of the
/// larger speed): both sides are exact. A view stopped, paused or caught again before that
/// frame (a new gesture took it) is not checked, nor an axis on which the finger's speed and the
/// view's are both too slow to show (less than half a device pixel over the 50 ms hand-off
/// window). Views whose gesture declares
/// `FingerFollowing.handsOffVelocity` `false` (a slider thumb) are not checked, nor an axis
/// on which the view is at (within 0.5 pt of) or beyond one of its declared limits (held
/// against a stop, it was not moving with the finger), nor cancelled gestures.
///
/// ```swift
/// ReleaseVelocity()
/// // ["t=1.204 s: \"card\" moves at (0.0, 0.0) pt/s after \"card-pan\" released it at (0.0, -1500.1) pt/s: y off by 1500.1 …"]
/// ```
public struct ReleaseVelocity: Invariant {
  public let name = InvariantName.releaseVelocity.rawValue
  public let summary = "whatever takes over a dragged view at the lift starts at the finger's velocity"
  /// Relative tolerance (both sides are exact: the finger's velocity as the recognizer
  /// reported it, and the view's analytic or handed-over velocity).
  public var relative = 1e-9

  /// How long after the lift something may take to start moving a view (a dynamic item
  /// rejoins the world at the animator's next step): 50 ms.
  package static let handOffWindow = TimeSpan.milliseconds(50)

  public init() {}

  public func makeChecker(for run: ReplayRun) -> any InvariantChecker {
    Checker(invariant: self, inference: run.inferredFollowing)
  }

  private struct Release {
    var instant: Instant
    var recognizer: String
    var velocity: Point
    var views: [String]
    var following: FingerFollowing
    /// For an undeclared drag: what each view's drag was inferred to be at the lift.
    var inferred: [String: InferredFollowing.Inference] = [:]
  }

  final class Checker: InvariantChecker {
    var journalInterests: JournalEventKinds { [.presentationTransition, .gestureReleased, .scroll] }
    var samplesFrames: Bool { true }
    let invariant: ReleaseVelocity
    @exclusivity(unchecked) var log = ViolationLog()
    @exclusivity(unchecked) private var pending: [Release] = []

    /// Undeclared drags, inferred from what they showed (see ``InferredFollowing``).
    let inference: InferredFollowing
    @exclusivity(unchecked) private var judgedReleases = 0

    init(invariant: ReleaseVelocity, inference: InferredFollowing) {
      self.invariant = invariant
      self.inference = inference
    }

    var judgedCount: Int? { judgedReleases }
    var judged: String? { "\(judgedReleases) release\(judgedReleases == 1 ? "" : "s") judged" }

    /// Views a finger (or the app) stopped again since a pending release: the hand-off is over.
    @exclusivity(unchecked) private var caught: Set<String> = []

    func observe(_ entry: JournalEntry) {
      if case .scroll(let event) = entry.event {
        // A scroll view whose content a finger caught, or the app set, since a release: its
        // content is in other hands.
        if !pending.isEmpty && (event.change == .caught || event.change == .interrupted) { caught.insert(event.view) }
        return
      }
      if !pending.isEmpty, case .presentationTransition(let t) = entry.event {
        switch t.cause {
        case .stopped, .paused, .scrubbed, .finished, .removed(promoted: true): caught.insert(t.view)
        case .added, .ended, .removed(promoted: false), .continued, .reversed: break
        }
        return
      }
      guard case .gestureReleased(let recognizer, let velocity, var views, let following) = entry.event,
        let following, following.handsOffVelocity, !views.isEmpty
      else { return }
      var release = Release(instant: entry.instant, recognizer: recognizer, velocity: velocity, views: views, following: following)
      if following.isInferred {
        // Only the views that followed the finger hand its velocity on, on the axes they
        // followed it and were not held back on at the lift.
        for view in views {
          guard let inferred = inference.inference(recognizer: recognizer, view: view) else { continue }
          if (inferred.axes.x && inferred.following.x) || (inferred.axes.y && inferred.following.y) {
            release.inferred[view] = inferred
          }
        }
        views = views.filter { release.inferred[$0] != nil }
        release.views = views
        guard !views.isEmpty else { return }
      }
      pending.append(release)
    }

    func frameSampled(_ sampler: FrameSampler) {
      inference.frameSampled(sampler)
      guard !pending.isEmpty else { return }
      let now = sampler.frame.time
      var failures: [Failure] = []
      for index in pending.indices where pending[index].instant <= now {
        let release = pending[index]
        pending[index].views = release.views.filter { name in
          guard let slot = (0..<sampler.sampledCount).first(where: { sampler.names[$0] == name && sampler.isOnScreen[$0] }),
            let view = sampler.view(slot)
          else { return false }
          // A view caught again (a transition that takes hold, or a finger on it now) is in
          // a new gesture's hands, whoever was about to take it over.
          if caught.contains(name) || sampler.isHeld[slot] { return false }
          if sampler.isCarried[slot], let carrier = Self.carrier(of: view), caught.contains(carrier) { return false }
          // Animations take over at once; dynamics at their first step after the lift (the
          // item rejoins the world then); nothing at all, by a frame the main thread ran 50 ms
          // on (a stalled main thread hands nothing over until it runs again).
          let animated = view.contributions.contains { $0.property.isPosition }
          let waited = sampler.frame.mainThread == .ran && now - release.instant >= ReleaseVelocity.handOffWindow
          // A view a scroll view holds is taken over by the content offset's own motion.
          let carried = sampler.isCarried[slot]
          guard animated || carried || sampler.isDynamicsDriven[slot] || waited else { return true }
          // Undeclared, a view nothing took over stays where the finger left it: a slider's
          // thumb does that on purpose, so only a declaration says it should have moved on.
          if release.following.isInferred && !animated && !carried && !sampler.isDynamicsDriven[slot] { return false }
          if let failure = check(release, view: name, slot: slot, sampler) { failures.append(failure) }
          return false
        }
      }
      report(failures)
      pending.removeAll { $0.views.isEmpty }
      if pending.isEmpty { caught.removeAll() }
      // A hand-off still to judge needs the frames that follow, idle or not.
      if !pending.isEmpty { sampler.requestNextFrame() }
    }

    /// One view that did not carry the finger's velocity on.
    private struct Failure {
      var instant: Instant
      var recognizer: String
      var view: String
      /// The scroll view whose content offset carries the view, if one does.
      var carrier: String?
      var message: String
    }

    /// Logs `failures`, one violation per view, except that the views one scroll view carries
    /// for one release fail together (its content moved as one): one violation, named after
    /// the scroll view, counting them.
    private func report(_ failures: [Failure]) {
      var reported: Set<String> = []
      for failure in failures {
        guard let carrier = failure.carrier else {
          log.append(at: failure.instant, failure.message, view: failure.view, phase: .release)
          continue
        }
        let key = "\(failure.instant.nanoseconds)\u{1}\(failure.recognizer)\u{1}\(carrier)"
        guard reported.insert(key).inserted else { continue }
        let carried = failures.filter {
          $0.carrier == carrier && $0.recognizer == failure.recognizer && $0.instant == failure.instant
        }
        let others = carried.count - 1
        let also = others == 0 ? "" : " (and the \(others) other view\(others == 1 ? "" : "s") it carries with it)"
        log.append(
          at: failure.instant, "the content of \"\(carrier)\": \(failure.message)\(also)", view: carrier, phase: .release)
      }
    }

    private func check(_ release: Release, view: String, slot: Int, _ sampler: FrameSampler) -> Failure? {
      let dynamics = sampler.isDynamicsDriven[slot]
      // For dynamics, the velocity the item started this frame's physics with: what the
      // release handed over, before gravity, fields or contacts acted on it.
      let actual = dynamics ? sampler.dynamicsStartVelocities[slot] : sampler.windowVelocities[slot]
      judgedReleases += 1
      let inferred = release.inferred[view]
      // An inferred ratio within 2 % of 1 is a view under the finger (a drawer scrubbed over
      // 682 pt by a finger mapped to 680): it carries the finger's own velocity.
      let ratio =
        inferred.map { Point(x: Self.snapped($0.ratio.x), y: Self.snapped($0.ratio.y)) }
        ?? Point(x: release.following.scale, y: release.following.scale)
      let expected = Point(x: ratio.x * release.velocity.x, y: ratio.y * release.velocity.y)
      // Undeclared, a view that followed at a ratio may carry on at the finger's velocity or at
      // the ratio times it (apps hand over the finger's): anything between passes.
      let alternative = inferred == nil ? expected : release.velocity
      var offs: [String] = []
      var limitText = ""
      let center = sampler.windowCenters[slot]
      let followsX = inferred.map { $0.axes.x && $0.following.x } ?? release.following.axes.includesHorizontal
      let followsY = inferred.map { $0.axes.y && $0.following.y } ?? release.following.axes.includesVertical
      for (axis, followed, e, other, a, limits, c) in [
        ("x", followsX, expected.x, alternative.x, actual.x, release.following.horizontalLimits, center.x),
        ("y", followsY, expected.y, alternative.y, actual.y, release.following.verticalLimits, center.y),
      ] where followed {
        // At (or beyond) a limit it was held against, the view was not moving with the finger.
        if let limits, c <= limits.lowerBound + 0.5 || c >= limits.upperBound - 0.5 { continue }
        // Speeds that move a view less than half a device pixel over the whole hand-off window
        // cannot be told apart by the eye (a scroll view stops a release that would glide less
        // than a quarter point, as UIKit's does not decelerate at nearly no velocity).
        let invisible = inference.tolerance / ReleaseVelocity.handOffWindow.seconds
        if abs(e) < invisible && abs(other) < invisible && abs(a) < invisible { continue }
        let limit = invariant.relative * max(1, abs(e), abs(a))
        limitText = formatTolerance(limit)
        let low = min(e, other) - limit
        let high = max(e, other) + limit
        if !(low <= a && a <= high) { offs.append("\(axis) off by \(format(min(abs(a - e), abs(a - other)))) pt/s") }
      }
      guard !offs.isEmpty else { return nil }
      let carrier = sampler.isCarried[slot] ? Self.carrier(of: sampler.view(slot)) : nil
      let mover = dynamics ? "dynamics" : carrier.map { "\"\($0)\"'s content offset" } ?? "its animations"
      let assumption =
        inferred.map { inferred in
          "; assumed (inferred: nothing declared) from the drag since its first frame: the view followed the finger at "
            + [followsX ? "\(format(inferred.ratio.x))× on x" : nil, followsY ? "\(format(inferred.ratio.y))× on y" : nil]
            .compactMap { $0 }.joined(separator: " and ") + " "
            + "up to the lift, so it carries the finger's velocity on; declare `following` with `handsOffVelocity: false` "
            + "if it should stop where the finger left it"
        } ?? "; declared: \(release.following.canonicalText)"
      return Failure(
        instant: release.instant, recognizer: release.recognizer, view: view, carrier: carrier,
        message: "\"\(view)\" moves at (\(format(actual.x)), \(format(actual.y))) pt/s (\(mover)) after \"\(release.recognizer)\" "
          + "released it at (\(format(expected.x)), \(format(expected.y))) pt/s: \(offs.joined(separator: ", ")) "
          + "(tolerance \(limitText))\(assumption)")
    }

    /// The scroll view whose content offset carries `view`: its nearest scroll-view ancestor.
    static func carrier(of view: View?) -> String? {
      var ancestor = view?.superview
      while let candidate = ancestor {
        if candidate is ScrollView { return candidate.name }
        ancestor = candidate.superview
      }
      return nil
    }

    static func snapped(_ ratio: Double) -> Double { abs(ratio - 1) <= 0.02 ? 1 : ratio }

    func finish(_ run: ReplayRun) -> [InvariantViolation] { log.violations }
  }
}
