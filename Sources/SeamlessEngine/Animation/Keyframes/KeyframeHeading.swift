#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The direction of travel of a view's centre along its keyframe path: the rotation that
/// ``KeyframeRotationMode/rotateAuto`` adds to the view's own.
///
/// The heading at relative time *u* is `θ = atan2(dy/du, dx/du)` of the centre tracks'
/// derivatives (the principal value, in (−π, π]: a path turning through due left jumps
/// by 2π there, which is the same transform), plus π for
/// ``KeyframeRotationMode/rotateAutoReverse``. Its rate is the exact
/// `dθ/du = (x′y″ − y′x″) / (x′² + y′²)` (0 along straight segments; κ·*L* on a paced
/// spline of length *L* and curvature κ). Where the path does not move:
///
/// - at an isolated stop (`P′ = 0`, `P″ ≠ 0`: an out-and-back turn, an eased segment's
///   end), the limit from the side asked, along ∓P″, rate 0;
/// - at rest (a hold, before the first keyframe, after the last), the heading of the last
///   motion before, or before any motion the first one after; a path that never moves
///   heads 0. The heading is constant there (rate 0);
/// - in ``KeyframeCalculationMode/discrete`` mode the centre jumps, so the heading is
///   that of the last jump (the chord from the previous key to the current one), before
///   the first jump that of the first, rate 0.
///
/// So a polyline's heading is constant along each segment and turns at once at a corner, as
/// Core Animation's does.
///
/// ```swift
/// let heading = KeyframeHeading(x: x, y: y, reverses: false, offset: 0)
/// heading.sample(at: 0.5, side: .right)   // (angle, dθ/du, 0)
/// ```
struct KeyframeHeading: Sendable, Hashable {
  let x: KeyframeTrack
  let y: KeyframeTrack
  /// Whether π is added (``KeyframeRotationMode/rotateAutoReverse``).
  let reverses: Bool
  /// The model rotation the heading is added to, in radians.
  let offset: Double
  /// The times where the motion may start or stop: every knot of either track (0 and 1
  /// for a paced spline), ascending.
  let times: [Double]
  /// In discrete mode, the linear tracks through the same keys, whose segments are the jumps.
  let lines: [KeyframeTrack]

  init(x: KeyframeTrack, y: KeyframeTrack, reverses: Bool, offset: Double) {
    self.x = x
    self.y = y
    self.reverses = reverses
    self.offset = offset
    func stops(_ track: KeyframeTrack) -> [Double] {
      if case .arcLength = track.interpolation { return [0, 1] }
      return track.knots.map(\.time)
    }
    var times: [Double] = []
    for time in (stops(x) + stops(y)).sorted() where times.last != time { times.append(time) }
    self.times = times
    if x.interpolation == .step || y.interpolation == .step {
      lines = [x, y].map { KeyframeTrack(mode: .linear, keys: $0.keys.map { KeyframeTrack.Key(time: $0.time, value: $0.value) }) }
    } else {
      lines = []
    }
  }

  /// The rotation (offset + heading) at relative time `u` from `side`, its derivative per
  /// unit of *u*, and 0 (a heading's second derivative is not needed).
  func sample(at u: Double, side: LimitSide) -> (value: Double, derivative: Double, second: Double) {
    let turn = reverses ? Double.pi : 0
    if lines.count == 2 {
      // The last key at or before `u`, as the step shows it: the jump that ended there.
      let key = times.last { side == .right ? $0 <= u : $0 < u }
      let angle = Self.heading(lines[0], lines[1], times, at: key ?? 0, side: key == nil ? .right : .left).angle
      return (offset + angle + turn, 0, 0)
    }
    let heading = Self.heading(x, y, times, at: u, side: side)
    return (offset + heading.angle + turn, heading.rate, 0)
  }

  /// The heading of the path of `x` and `y` at `u` from `side`, holding it where the path rests.
  static func heading(
    _ x: KeyframeTrack, _ y: KeyframeTrack, _ times: [Double], at u: Double, side: LimitSide
  ) -> (angle: Double, rate: Double) {
    if let moving = motion(x, y, at: u, side: side) { return moving }
    for time in times.reversed() where time <= u {
      if let last = motion(x, y, at: time, side: .left) { return (last.angle, 0) }
    }
    for time in times where time >= u {
      if let next = motion(x, y, at: time, side: .right) { return (next.angle, 0) }
    }
    return (0, 0)
  }

  /// The direction of motion at `u` from `side` and its rate, or `nil` at rest.
  static func motion(_ x: KeyframeTrack, _ y: KeyframeTrack, at u: Double, side: LimitSide) -> (angle: Double, rate: Double)? {
    let a = x.evaluate(at: u, side: side)
    let b = y.evaluate(at: u, side: side)
    let speedSquared = a.derivative * a.derivative + b.derivative * b.derivative
    if speedSquared > 0 {
      return (atan2(b.derivative, a.derivative), (a.derivative * b.second - b.derivative * a.second) / speedSquared)
    }
    guard a.second != 0 || b.second != 0 else { return nil }
    let sign: Double = side == .left ? -1 : 1
    return (atan2(sign * b.second, sign * a.second), 0)
  }
}

extension KeyframeTrack {
  /// The track of a view's rotation under ``KeyframeRotationMode/rotateAuto``.
  ///
  /// It follows `heading` from relative time 0 to 1. Its keys are the rotation where the
  /// path starts and the offset (the model rotation, which the view shows once the
  /// animation is over).
  init(heading: KeyframeHeading) {
    let start = heading.sample(at: 0, side: .right).value
    self.init(
      mode: heading.x.mode, keys: [Key(time: 0, value: start), Key(time: 1, value: heading.offset)],
      knots: [Key(time: 0, value: start)], interpolation: .heading(heading))
  }
}
