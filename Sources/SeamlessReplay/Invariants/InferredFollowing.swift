#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import SeamlessEngine

/// What an undeclared drag does to the views it moves, inferred from what they show: the
/// model `follows-finger` and `release-velocity` judge a drag by when its gesture declares
/// nothing (``FingerFollowing/inferred``, every pan's default).
///
/// A correct interaction needs no declaration, so nothing here assumes 1:1 on both axes. From
/// behaviour alone:
///
/// - **Which views.** The gesture's dragged views (those its actions moved, or whose property
///   animators they paused, scrubbed or continued), less those inside another of them: labels
///   that morph inside a dragged panel ride along with it and are not judged on their own. A
///   view that never moves its centre during the drag (a dimming view whose alpha is scrubbed)
///   is not judged either.
/// - **The ratio.** Measured on each axis over the drag's first ``inferenceTravel`` (8 pt) of
///   finger travel on that axis: a view that moved faster than the finger there, up to 2×, is
///   held to that ratio (a parallax layer at 2×, a drawer scrubbed over 682 pt by a finger
///   mapped to 680); beyond 2× it jumped rather than followed, and is held to 1×; otherwise
///   1×. A view that lags (clamped, rubber-banded, moving on one axis only, at half speed, or
///   through an interactive spring) is within the rule.
/// - **The axes** (for the hand-off at the lift): those the view moved at least 2 pt on, at
///   least half as far as the finger moved on them, and on which it never left the place the
///   ratio puts it once the ratio was known; an axis the view never moved on (a drawer's x), or
///   on which it lagged (a band, a spring), hands nothing off.
///
/// Held to it, frame by frame, on each axis, with the gap *g* = shown − (anchor + ratio ×
/// finger travel), in points, and *tol* half a device pixel:
///
/// 1. **Never ahead of the finger.** The view may not be beyond where the ratio puts it, both
///    in the direction the finger has travelled since the anchor and in the direction it is
///    moving now, by more than *tol* + the finger's own noise (``fingerNoise``, 1 pt) + half
///    the largest gap so far, on ``aheadFrames`` judged frames in a row: a spring smoothing a
///    jittering finger is ahead of one of its samples now and then, never for long. Not judged
///    once fingers joined or left the drag (its centroid then changes pace). Directions are read
///    past the finger's noise. A view that accumulates the gesture's translation runs ahead; a
///    rubber band or a spring behind a finger that turned back is behind it on one of the two
///    counts and passes.
/// 2. **Never against the finger.** A view no animation of its own moves (one set or scrubbed
///    in step with the finger; a spring has momentum of its own) may not sit on the far side of
///    its anchor from where the finger has travelled (by more than *tol* + 1 pt + the largest
///    gap so far) while stepping more than *tol* + 1 pt away from where the finger is moving
///    now: a drawer that jumps back to where its transition started.
/// 3. **Not away from a resting finger.** Once the finger has rested for ``restSettling``
///    (0.25 s: an interactive spring has caught up by then), |*g*| may not grow (beyond *tol*,
///    and beyond 10 % over the gap it had then, an underdamped follow's overshoot): a view that
///    keeps animating away from a finger holding it fails; one that catches up, or stays
///    clamped, passes.
/// 4. **Not turning under fingers that do not turn.** Once the fingers have rested, and not
///    turned about each other, for ``restSettling``, the view's rotation as shown may not move
///    further from where it was then than it moved while they settled, plus half a device pixel
///    at its farthest corner and ``wiggle`` (0.1 rad: a view that jiggles while held, as the home
///    screen's icons do, swings less): a tilt that follows the finger through a spring settles,
///    a view still spinning from a throw, or from an animation the grab did not stop, keeps turning
///    and fails. A whole turn is seen as none, but a spin is measured as it accumulates.
///
/// Legal lags, stated: a lag of any size behind the finger (clamps, bands, ratios under 1,
/// locked axes); a bounded lag that closes while the finger rests (an interactive spring).
/// What this cannot see, stated: a view that lags more and more (a history-dependent drag that
/// never runs ahead) is inside rule 1, and a jump at the grab itself happens before the anchor
/// (the drag's first frame): `continuity` and `no-teleport` judge that frame.
///
/// ```swift
/// let model = InferredFollowing(pointsPerPixel: 1.0 / 3)
/// model.frameSampled(sampler)          // per frame
/// model.inference(recognizer: "header-pan", view: "panel")?.axes   // (x: false, y: true)
/// ```
final class InferredFollowing {
  /// How far the finger travels (pt) before a drag's ratio and axes are inferred.
  static let inferenceTravel = 8.0
  /// How long a finger must rest before a view that keeps moving counts as moving away from
  /// it (an interactive spring still catching up settles within it).
  static let restSettling = TimeSpan.milliseconds(250)
  /// How far a view must move on an axis (pt) for the axis to count as followed.
  static let axisTravel = 2.0
  /// A finger's own noise (pt): a touch sensor's samples scatter by about a point, so the
  /// direction a finger travelled or moves in is read only past it, and a view is "the other
  /// side" of its grab only past it.
  static let fingerNoise = 1.0
  /// How many judged frames in a row a view must be ahead of the finger to be running ahead
  /// (a spring that smooths a jittering finger is ahead of a sample now and then, never for long).
  static let aheadFrames = 3
  /// The largest ratio taken as intended (a parallax layer at 2×).
  static let largestRatio = 2.0
  /// How far (rad) a held view may swing while the fingers rest, beyond what a spring settling
  /// would still add: more than a jiggle's swing, less than a spin shows in a fraction of a second.
  static let wiggle = 0.1

  /// What was inferred of one view of one drag.
  struct Inference {
    /// The ratio on each axis (1 where it was not measured, or lagging).
    var ratio: Point
    /// The axes the view moved on.
    var axes: (x: Bool, y: Bool)
    /// Whether the view was exactly where the ratio puts it, and not moved by animations of its
    /// own, at every frame since the ratio was known, per axis (never held back by a clamp, a
    /// band or a spring): only such a view moved with the finger, so only it must carry the
    /// finger's velocity on.
    var following: (x: Bool, y: Bool)
  }

  /// One way a drag broke the rules.
  struct Stray {
    var instant: Instant
    var message: String
  }

  private struct Track {
    var serial: Int
    var lastSeen: Int
    /// The fingers down when it was anchored.
    var fingers: Int
    /// Whether fingers have joined or left since.
    var fingersChanged = false
    var anchorFrame: Int
    var f0: Point
    var v0: Point
    var fPrev: Point
    var vPrev: Point
    var gPrev = Point.zero
    /// The view's own (animated) velocity at the previous frame.
    var velocityPrev = Point.zero
    var ratio = Point(x: 1, y: 1)
    /// Whether each axis's ratio has been measured.
    var known = (x: false, y: false)
    var moved = Point.zero
    var fingerMoved = Point.zero
    var maxLag = Point.zero
    /// Consecutive judged frames the view has been ahead of the finger, per axis.
    var aheadStreak = (x: 0, y: 0)
    /// Whether the view was ever off where the ratio puts it, per axis, once the ratio was known.
    var everOff = (x: false, y: false)
    var restSince: Instant?
    var restGap: Point?
    /// The fingers' turn (rad: the angle from the first finger to the second; 0 for one) at the
    /// previous frame.
    var turnPrev = 0.0
    /// Since when the fingers have rested without turning, and the view's rotation then.
    var spinRest: (since: Instant, rotation: Double)?
    /// Once they rested ``InferredFollowing/restSettling``: the rotation then, and how far it
    /// had turned while they settled.
    var spinSettled: (rotation: Double, settling: Double)?
    var recognizer: String
    var view: String
    /// The key of ``InferredFollowing/latest``.
    var latestKey: String
    var firstStray: Stray?
    var worst = 0.0
    var strayFrames = 0
    var reported = false
  }

  let tolerance: Double
  private var tracks: [DragKey: Track] = [:]
  private var order: [DragKey] = []
  private var frames = 0
  private var lastFrame: Frame?
  /// Latest inference by recognizer name and view name.
  private var latest: [String: Inference] = [:]
  /// Drags (gesture × view) judged so far.
  private(set) var judgedDrags = 0
  private var finished: [Track] = []

  /// - Parameter pointsPerPixel: the size of a device pixel in points (1/3 at 3×): the
  ///   tolerance is half of it.
  init(pointsPerPixel: Double) {
    tolerance = 0.5 * pointsPerPixel
  }

  /// What was inferred of `view` in the last drag of `recognizer`, if it was judged.
  func inference(recognizer: String, view: String) -> Inference? { latest[Self.key(recognizer: recognizer, view: view)] }

  private static func key(recognizer: String, view: String) -> String { "\(recognizer)\u{1}\(view)" }

  /// Feeds one frame; a frame already fed (another checker sharing the model) is skipped.
  func frameSampled(_ sampler: FrameSampler) {
    guard sampler.frame != lastFrame else { return }
    lastFrame = sampler.frame
    frames += 1
    let drags = sampler.drags
    for drag in drags where drag.following.isInferred {
      guard let view = sampler.view(drag.slot), !ridesAlong(view, drag: drag, among: drags, sampler) else { continue }
      let key = DragKey(recognizer: ObjectIdentifier(drag.recognizer), slot: drag.slot)
      let shown = sampler.windowCenters[drag.slot]
      let touches = drag.recognizer.touches
      let fingers = touches.count
      let turn: Double
      if touches.count >= 2 {
        let spread = touches[1].windowLocation - touches[0].windowLocation
        turn = atan2(spread.y, spread.x)
      } else {
        turn = 0
      }
      let base = drag.slot * FrameSampler.propertyCount
      let values = sampler.values
      let rotation = values[base + Int(ViewProperty.rotation.rawValue)]
      let width = values[base + Int(ViewProperty.boundsWidth.rawValue)]
      let height = values[base + Int(ViewProperty.boundsHeight.rawValue)]
      let halfDiagonal = 0.5 * (width * width + height * height).squareRoot()
      guard var track = tracks[key], track.serial == drag.serial, track.lastSeen == frames - 1 else {
        if let old = tracks[key] { close(old) } else { order.append(key) }
        // A new drag: nothing is known of it yet (the last drag's inference is not its).
        latest[Self.key(recognizer: drag.recognizer.name, view: sampler.names[drag.slot])] = nil
        tracks[key] = Track(
          serial: drag.serial, lastSeen: frames, fingers: fingers, anchorFrame: sampler.frame.index, f0: drag.finger, v0: shown,
          fPrev: drag.finger, vPrev: shown, turnPrev: turn, recognizer: drag.recognizer.name, view: sampler.names[drag.slot],
          latestKey: Self.key(recognizer: drag.recognizer.name, view: sampler.names[drag.slot]))
        continue
      }
      track.lastSeen = frames
      // Fingers joined or left: the centroid moves at another rate from there on, and a view
      // trailing it through a spring overshoots the slower centroid; from then on the drag is
      // not judged for running ahead.
      if fingers != track.fingers { track.fingersChanged = true }
      judge(&track, finger: drag.finger, shown: shown, velocity: sampler.windowVelocities[drag.slot], at: sampler.frame)
      judgeTurning(&track, turn: turn, rotation: rotation, halfDiagonal: halfDiagonal, at: sampler.frame)
      tracks[key] = track
    }
  }

  /// Whether `view` lies inside another view the same gesture drags (it rides along).
  private func ridesAlong(_ view: View, drag: FingerDrag, among drags: [FingerDrag], _ sampler: FrameSampler) -> Bool {
    var ancestor = view.superview
    while let candidate = ancestor {
      for other in drags where other.recognizer === drag.recognizer && other.slot != drag.slot {
        if sampler.view(other.slot) === candidate { return true }
      }
      ancestor = candidate.superview
    }
    return false
  }

  private func judge(_ track: inout Track, finger: Point, shown: Point, velocity: Point, at frame: Frame) {
    let travel = finger - track.f0
    let displacement = shown - track.v0
    let fingerStep = finger - track.fPrev
    let viewStep = shown - track.vPrev
    track.moved = Point(x: max(track.moved.x, abs(displacement.x)), y: max(track.moved.y, abs(displacement.y)))
    track.fingerMoved = Point(x: max(track.fingerMoved.x, abs(travel.x)), y: max(track.fingerMoved.y, abs(travel.y)))
    // Each axis's ratio: the view's travel over the finger's, once the finger has gone far
    // enough on that axis.
    if !track.known.x && abs(travel.x) >= Self.inferenceTravel {
      track.known.x = true
      track.ratio.x = Self.ratio(displacement.x / travel.x)
    }
    if !track.known.y && abs(travel.y) >= Self.inferenceTravel {
      track.known.y = true
      track.ratio.y = Self.ratio(displacement.y / travel.y)
    }
    let ratio = track.ratio
    let gap = Point(x: displacement.x - ratio.x * travel.x, y: displacement.y - ratio.y * travel.y)
    let fingerStill = abs(fingerStep.x) <= tolerance && abs(fingerStep.y) <= tolerance
    if !fingerStill {
      track.restSince = nil
      track.restGap = nil
    } else if let since = track.restSince {
      if track.restGap == nil && frame.time - since >= Self.restSettling { track.restGap = track.gPrev }
    } else {
      track.restSince = frame.time
    }
    var strays: [String] = []
    var off = 0.0
    for axis in Axis.both {
      let g = axis.of(gap)
      let side = sign(axis.of(travel), above: Self.fingerNoise)
      let motion = sign(axis.of(fingerStep), above: Self.fingerNoise)
      let lag = axis.of(track.maxLag)
      // 1. Ahead of the finger, on both counts (once the ratio is known).
      if axis.known(track.known), !track.fingersChanged, side != 0, motion != 0 {
        let allowance = tolerance + Self.fingerNoise + 0.5 * lag
        let ahead = min(g * side, g * motion)
        let streak = ahead > allowance ? axis.count(track.aheadStreak) + 1 : 0
        track.aheadStreak = axis.with(track.aheadStreak, streak)
        if streak >= Self.aheadFrames {
          strays.append(
            "\(axis) \(format(axis.of(shown))) pt is \(format(ahead)) pt ahead of where the finger puts it "
              + "(\(format(axis.of(track.v0) + axis.of(ratio) * axis.of(travel))); allowed \(format(allowance)) pt)")
          off = max(off, ahead)
        }
      }
      // 2. Against the finger.
      let d = axis.of(displacement)
      let rigid = abs(axis.of(track.velocityPrev)) <= 1e-6 && abs(axis.of(velocity)) <= 1e-6
      if rigid && side != 0 && d * side < -(tolerance + Self.fingerNoise + lag) && motion != 0
        && axis.of(viewStep) * motion < -(tolerance + Self.fingerNoise)
      {
        strays.append(
          "\(axis) \(format(axis.of(shown))) pt moves \(format(abs(axis.of(viewStep)))) pt against the finger, "
            + "\(format(abs(d))) pt the other side of where it was grabbed")
        off = max(off, abs(d))
      }
      // 3. Away from a resting finger.
      if fingerStill, let rest = track.restGap {
        let grown = abs(g) - abs(axis.of(track.gPrev))
        if grown > tolerance && abs(g) > 1.1 * abs(axis.of(rest)) + tolerance {
          strays.append(
            "\(axis) \(format(axis.of(shown))) pt moved \(format(grown)) pt further from a finger at rest "
              + "(\(format(abs(g))) pt off where it puts it)")
          off = max(off, grown)
        }
      }
      track.maxLag = axis.with(track.maxLag, max(lag, abs(g)))
    }
    if !strays.isEmpty {
      if track.firstStray == nil {
        let anchor = "(\(format(track.v0.x)), \(format(track.v0.y)))"
        track.firstStray = Stray(
          instant: frame.time,
          message: strays.joined(separator: "; ") + "; the finger moved (\(format(travel.x)), \(format(travel.y))) pt "
            + "since the drag's first frame (frame \(track.anchorFrame)), when \"\(track.view)\" showed at \(anchor)")
      }
      track.worst = max(track.worst, off)
      track.strayFrames += 1
    }
    track.gPrev = gap
    track.velocityPrev = velocity
    track.fPrev = finger
    track.vPrev = shown
    // Off the finger, or moved by animations of its own (an interactive spring) rather than
    // set or scrubbed in step with it.
    if track.known.x && (abs(gap.x) > tolerance || abs(velocity.x) > 1e-6) { track.everOff.x = true }
    if track.known.y && (abs(gap.y) > tolerance || abs(velocity.y) > 1e-6) { track.everOff.y = true }
    let followingX = track.known.x && !track.everOff.x
    let followingY = track.known.y && !track.everOff.y
    latest[track.latestKey] = Inference(
      ratio: ratio,
      axes: (
        x: track.moved.x >= Self.axisTravel && track.moved.x >= 0.5 * track.fingerMoved.x,
        y: track.moved.y >= Self.axisTravel && track.moved.y >= 0.5 * track.fingerMoved.y
      ),
      following: (followingX, followingY))
  }

  /// Rule 4: a view that turns on under fingers that rest and do not turn.
  ///
  /// Runs after ``judge(_:finger:shown:velocity:at:)``, which moved ``Track/fPrev`` to this frame.
  private func judgeTurning(_ track: inout Track, turn: Double, rotation: Double, halfDiagonal: Double, at frame: Frame) {
    defer { track.turnPrev = turn }
    let turned = abs((turn - track.turnPrev).remainder(dividingBy: 2 * .pi))
    // Still: the centroid rested this frame (``judge`` keeps `restSince` while it does) and no
    // finger turned about another (by less than half a device pixel at a 100 pt spread).
    guard track.restSince != nil, turned <= tolerance / 100, rotation.isFinite else {
      track.spinRest = nil
      track.spinSettled = nil
      return
    }
    guard let rest = track.spinRest else {
      track.spinRest = (frame.time, rotation)
      return
    }
    guard let settled = track.spinSettled else {
      if frame.time - rest.since >= Self.restSettling {
        track.spinSettled = (rotation, abs(rotation - rest.rotation))
      }
      return
    }
    let drift = abs(rotation - settled.rotation)
    let visible = halfDiagonal > 0 ? tolerance / halfDiagonal : .infinity
    let allowed = visible + settled.settling + Self.wiggle
    guard drift > allowed, abs(drift.remainder(dividingBy: 2 * .pi)) > visible || drift >= .pi else { return }
    let corner = drift * halfDiagonal
    if track.firstStray == nil {
      track.firstStray = Stray(
        instant: frame.time,
        message: "it turned \(format(drift)) rad (its corners \(format(corner)) pt) under fingers that rested and did not turn, "
          + "\(format((frame.time - rest.since).seconds)) s after they stopped (allowed \(format(allowed)) rad: \(format(settled.settling)) "
          + "rad, as far as it turned while they settled, plus \(format(Self.wiggle)) rad of wiggle and half a device pixel)"
          + "; something still spins it (a throw's spin, or an animation the grab did not stop)")
    }
    track.worst = max(track.worst, corner)
    track.strayFrames += 1
  }

  private func close(_ track: Track) {
    if track.moved.x > tolerance || track.moved.y > tolerance { judgedDrags += 1 }
    if track.firstStray != nil { finished.append(track) }
  }

  /// The drags that strayed, each once: its first stray and the farthest it got, with the
  /// assumption said.
  func violations() -> [InvariantViolation] {
    for key in order { if let track = tracks[key] { close(track) } }
    tracks.removeAll()
    order.removeAll()
    return finished.compactMap { track in
      guard let first = track.firstStray else { return nil }
      let ratio = track.ratio == Point(x: 1, y: 1) ? "1×" : "\(format(track.ratio.x))× on x and \(format(track.ratio.y))× on y"
      return InvariantViolation(
        instant: first.instant,
        message:
          "\"\(track.view)\" strayed from the finger of \"\(track.recognizer)\": \(first.message); off by up to "
          + "\(format(track.worst)) pt over \(track.strayFrames) frame(s). Assumed (inferred: nothing declared): the view "
          + "follows the finger at \(ratio) (measured over the drag's first \(format(Self.inferenceTravel)) pt on each axis), lagging "
          + "as far as a clamp, a rubber band or a spring takes it but never ahead of the finger, against it, or away "
          + "from it at rest; declare `following` on the gesture to hold it to exact axes and limits, or `nil` if it drags nothing",
        view: track.view, phase: .drag)
    }
  }

  /// The ratio a measured one stands for: 1 when the view lagged (any lag is legal), the
  /// measured one up to ``largestRatio``, and 1 beyond it: a view 2.5× ahead of the finger over
  /// its first 8 pt jumped at the grab, and is held to 1× so that the jump shows.
  static func ratio(_ measured: Double) -> Double {
    measured.isFinite && measured > 1 && measured <= largestRatio ? measured : 1
  }

  private func sign(_ value: Double, above threshold: Double) -> Double {
    value > threshold ? 1 : (value < -threshold ? -1 : 0)
  }

  private enum Axis: CustomStringConvertible {
    case x, y
    /// Both axes, once (no array made per frame).
    static let both: [Axis] = [.x, .y]
    func of(_ point: Point) -> Double {
      switch self {
      case .x: point.x
      case .y: point.y
      }
    }
    func count(_ counts: (x: Int, y: Int)) -> Int {
      switch self {
      case .x: counts.x
      case .y: counts.y
      }
    }
    func with(_ counts: (x: Int, y: Int), _ value: Int) -> (x: Int, y: Int) {
      switch self {
      case .x: (value, counts.y)
      case .y: (counts.x, value)
      }
    }
    func known(_ flags: (x: Bool, y: Bool)) -> Bool {
      switch self {
      case .x: flags.x
      case .y: flags.y
      }
    }
    func with(_ point: Point, _ value: Double) -> Point {
      switch self {
      case .x: Point(x: value, y: point.y)
      case .y: Point(x: point.x, y: value)
      }
    }
    var description: String {
      switch self {
      case .x: "x"
      case .y: "y"
      }
    }
  }
}
