import SeamlessEngine

/// While a gesture drags a view, the view stays under the finger (WWDC 2014 session 236 (“Building Interruptible and Responsive Interactions”): "the
/// item follows the finger"), frame by frame, as the user sees it.
///
/// A gesture drags the views its actions move (their position set, animated or not, their
/// animator paused, scrubbed or stopped, their animations removed where they are: a catch), or
/// the view it declares (`GestureRecognizer.followedView`).
///
/// When the gesture declares nothing (`FingerFollowing.inferred`, every pan's default), the
/// drag is judged by what it shows (the rules of the DocC article Invariants: the outermost moved views, a
/// per-axis ratio measured over the first 8 pt, never ahead of the finger, against it or away
/// from it at rest; any lag legal), to half a device pixel.
///
/// When it declares how the view follows, from the first frame a view is dragged (the anchor),
/// every later frame of the same gesture must show the view's centre moved exactly as the
/// finger moved since, on the axes and at the scale the gesture's `FingerFollowing`
/// declares (clamped or rubber-banded at its limits), to within
/// ``tolerance`` (0.01 pt: the comparison is otherwise exact, both sides being what is on
/// screen and where the finger is). A drag that pauses (a pan with fewer fingers down than
/// its minimum reports nothing) is anchored afresh when it resumes. A view caught in flight that keeps animating away, a
/// drawer scrubbed from the gesture's translation alone (ignoring where the animator was),
/// a card that lags behind an animation still adding to it: all fail here. The jump on the
/// first frame of a catch is ``NoTeleport``'s to judge (the anchor is taken after it).
///
/// One violation per gesture and view: the first frame it strayed and the farthest it got.
///
/// ```swift
/// FollowsFinger()   // ["t=0.4 s: \"panel\" strayed from the finger of \"drawer-pan\" on y: 412.0 pt, expected 398.5…398.5 (…)"]
/// ```
public struct FollowsFinger: Invariant {
  public let name = InvariantName.followsFinger.rawValue
  public let summary = "a dragged view follows the finger: as inferred from what it shows, or exactly as its gesture declares"
  /// How far (pt) a view may stray from where the finger puts it.
  public var tolerance: Double

  public init(tolerance: Double = 0.01) {
    self.tolerance = tolerance
  }

  public func makeChecker(for run: ReplayRun) -> any InvariantChecker {
    Checker(tolerance: tolerance, inferred: run.inferredFollowing)
  }

  private struct Track {
    var serial: Int
    /// The ``Checker/frames`` count when the drag was last seen.
    var lastSeen: Int
    var finger: Point
    var view: Point
    var firstStray: String?
    var firstInstant: Instant?
    var worst = 0.0
    var strayFrames = 0
    var recognizer: String
    var viewName: String
  }

  final class Checker: InvariantChecker {
    var journalInterests: JournalEventKinds { .none }
    var samplesFrames: Bool { true }
    let tolerance: Double
    @exclusivity(unchecked) var log = ViolationLog()
    @exclusivity(unchecked) private var tracks: [DragKey: Track] = [:]
    @exclusivity(unchecked) private var order: [DragKey] = []
    /// Frames sampled so far.
    @exclusivity(unchecked) private var frames = 0
    /// Undeclared drags, judged by what they show.
    let inferred: InferredFollowing
    /// Declared drags (gesture × view) judged.
    @exclusivity(unchecked) private var declaredDrags = 0

    init(tolerance: Double, inferred: InferredFollowing) {
      self.tolerance = tolerance
      self.inferred = inferred
    }

    var judgedCount: Int? { declaredDrags + inferred.judgedDrags }
    var judged: String? {
      let count = declaredDrags + inferred.judgedDrags
      return "\(count) drag\(count == 1 ? "" : "s") judged (\(declaredDrags) declared, \(inferred.judgedDrags) inferred)"
    }

    func frameSampled(_ sampler: FrameSampler) {
      frames += 1
      inferred.frameSampled(sampler)
      for drag in sampler.drags where !drag.following.isInferred {
        let key = DragKey(recognizer: ObjectIdentifier(drag.recognizer), slot: drag.slot)
        let shown = sampler.windowCenters[drag.slot]
        guard var track = tracks[key], track.serial == drag.serial else {
          if let old = tracks[key] { report(old) } else { order.append(key) }
          declaredDrags += 1
          tracks[key] = Track(
            serial: drag.serial, lastSeen: frames, finger: drag.finger, view: shown, recognizer: drag.recognizer.name,
            viewName: sampler.names[drag.slot])
          continue
        }
        if track.lastSeen != frames - 1 {
          // The drag paused (a pan short of its fingers reports nothing): anchor afresh.
          track.finger = drag.finger
          track.view = shown
          track.lastSeen = frames
          tracks[key] = track
          continue
        }
        track.lastSeen = frames
        let moved = drag.finger - track.finger
        let following = drag.following
        var strays: [Stray] = []
        if following.axes.includesHorizontal,
          let stray = stray(
            "x", shown: shown.x, anchor: track.view.x, moved: moved.x, limits: following.horizontalLimits,
            following: following)
        {
          strays.append(stray)
        }
        if following.axes.includesVertical,
          let stray = stray(
            "y", shown: shown.y, anchor: track.view.y, moved: moved.y, limits: following.verticalLimits,
            following: following)
        {
          strays.append(stray)
        }
        let worst = strays.reduce(0.0) { max($0, $1.off) }
        if !strays.isEmpty {
          if track.firstStray == nil {
            track.firstStray =
              strays.map(\.description).joined(separator: "; ") + " (the finger moved (\(format(moved.x)), \(format(moved.y))) pt since "
              + "the drag's first frame, when the view showed at (\(format(track.view.x)), \(format(track.view.y))); "
              + "declared: \(following.canonicalText))"
            track.firstInstant = sampler.frame.time
          }
          track.worst = max(track.worst, worst)
          track.strayFrames += 1
        }
        tracks[key] = track
      }
    }

    /// A view off where its finger puts it on one axis: what to say, and by how much (pt).
    private typealias Stray = (description: String, off: Double)

    /// The view's stray on one axis, if it shows (`shown`) farther than the tolerance from
    /// where the finger puts it: the view's `anchor` moved with the finger's `moved`, within
    /// `limits`.
    private func stray(
      _ axis: String, shown: Double, anchor: Double, moved: Double, limits: ClosedRange<Double>?,
      following: FingerFollowing
    ) -> Stray? {
      let range = following.allowedRange(anchor: anchor, finger: moved, limits: limits)
      let off = distance(shown, range)
      guard off > tolerance else { return nil }
      return ("\(axis) \(format(shown)) pt, expected \(describe(range))", off)
    }

    private func distance(_ value: Double, _ range: ClosedRange<Double>) -> Double {
      guard value.isFinite else { return .infinity }
      return value < range.lowerBound ? range.lowerBound - value : (value > range.upperBound ? value - range.upperBound : 0)
    }

    private func describe(_ range: ClosedRange<Double>) -> String {
      range.lowerBound == range.upperBound
        ? "\(format(range.lowerBound))" : "\(format(range.lowerBound))…\(format(range.upperBound))"
    }

    private func report(_ track: Track) {
      guard let first = track.firstStray else { return }
      log.append(
        at: track.firstInstant,
        "\"\(track.viewName)\" strayed from the finger of \"\(track.recognizer)\": \(first); off by up to "
          + "\(format(track.worst)) pt over \(track.strayFrames) frame(s)", view: track.viewName, phase: .drag)
    }

    func finish(_ run: ReplayRun) -> [InvariantViolation] {
      for key in order { if let track = tracks[key] { report(track) } }
      tracks.removeAll()
      for violation in inferred.violations() { log.append(violation) }
      return log.violations.sorted { ($0.instant ?? .zero) < ($1.instant ?? .zero) }
    }
  }
}
