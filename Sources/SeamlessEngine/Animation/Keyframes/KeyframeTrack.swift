/// The path of one property through a keyframe animation: its keyframes, the calculation
/// mode, and the exact value and derivative at any relative time.
///
/// Relative time *u* runs from 0 to 1 over one pass of the animation (the engine maps
/// instants to *u* linearly, through ``AnimationPace``). A track is built from the value
/// before the animation and the ``Keyframe``s that changed the property:
///
/// - **Keys.** The first key is the starting value at *u* = 0. Keyframes are taken in
///   order of their end (start + duration; ties in call order). Each adds a key with its
///   value at its end; when it starts after the previous key, a key holding the previous
///   value is added at its start first, so the value rests until the keyframe begins. A
///   keyframe that starts before the previous key ends interpolates from that key; one
///   whose end is the previous key's time makes a jump there. Key times are
///   non-decreasing and in [0, 1]; after the last key the value rests at the last value.
/// - **Modes** (``KeyframeCalculationMode``). ``KeyframeCalculationMode/linear``:
///   piecewise linear between keys. ``KeyframeCalculationMode/discrete``: the value of
///   the last key at or before *u* (a key's value appears at its time), derivative 0.
///   ``KeyframeCalculationMode/cubic``: cubic Hermite segments between keys with
///   Catmull–Rom tangents `mᵢ = (vᵢ₊₁ − vᵢ₋₁) / (tᵢ₊₁ − tᵢ₋₁)`, one-sided differences at
///   the ends of the track and on either side of a jump; it passes through every key and
///   may overshoot. ``KeyframeCalculationMode/paced``: the polyline through the values
///   (key times ignored, repeated values merged) at constant speed: |dv/du| is its total
///   length. ``KeyframeCalculationMode/cubicPaced``: the uniform Catmull–Rom spline
///   through the values (parameter = key index, tangents `(vᵢ₊₁ − vᵢ₋₁) / 2`), re-timed
///   for constant speed. For a scalar the arc length is ∫|dv|, so the re-timed spline is
///   exactly the polyline through the spline's turning points (the roots of its
///   derivative, a quadratic per segment) at constant speed; no numerical integration.
/// - **Timing curves** (``Keyframe/curve``, ``Key/curve``). Each key carries the curve of
///   the segment that ends at it: the curve of the keyframe that added it (linear for hold
///   keys and by default, UIView's per-segment default). In linear mode a segment from key
///   *a* to key *b* is `vₐ + (v_b − vₐ)·c(s)` with `s = (u − tₐ) / (t_b − tₐ)`, so its
///   derivative is `(v_b − vₐ)·c′(s) / (t_b − tₐ)`; in discrete mode a value holds for its
///   whole segment whatever the curve (a curve maps the segment's start to 0 and its end
///   to 1, so the step stays at the key time). Cubic and the paced modes ignore curves, as
///   Core Animation's paced modes ignore `timingFunctions`.
/// - **The centre is a 2-D point.** When a block animates both centre x and centre y of a
///   view, the paced modes pace the point along its path in the plane, as Core Animation
///   paces a `position` (`centre(mode:x:y:)`): ``KeyframeCalculationMode/paced`` at
///   constant speed along the polyline (Euclidean length), ``KeyframeCalculationMode/cubicPaced``
///   along the arc length of the 2-D uniform Catmull–Rom spline (`PacedSpline`, a numeric
///   quadrature). Every other pair (bounds size, scale, translation) is paced per property.
///
/// ``sample(at:side:)`` gives the value and its exact derivative d*v*/d*u* (not a finite
/// difference); at a key time the two sides are the limits of the segments that end and
/// start there.
///
/// ```swift
/// let track = KeyframeTrack(mode: .linear, from: 600, keyframes: [
///   .init(relativeStartTime: 0, relativeDuration: 0.2, value: 500),
///   .init(relativeStartTime: 0.2, relativeDuration: 0.3, value: 200),
/// ])
/// track.sample(at: 0.2, side: .left)    // (500, -500): 100 pt over 0.2
/// track.sample(at: 0.2, side: .right)   // (500, -1000): 300 pt over 0.3
/// track.sample(at: 0.8, side: .right)   // (200, 0): resting after the last key
/// ```
package struct KeyframeTrack: Sendable, Hashable {
  /// What one `addKeyframe` (or a change outside one: 0, 1) did to the property.
  package struct Keyframe: Sendable, Hashable {
    package var relativeStartTime: Double
    package var relativeDuration: Double
    /// The value the property reaches at start + duration.
    package var value: Double
    /// How the keyframe's segment runs through its span (linear by default; see
    /// ``Engine/addKeyframe(withRelativeStartTime:relativeDuration:curve:animations:)``).
    package var curve: TimingCurve

    package init(relativeStartTime: Double, relativeDuration: Double, value: Double, curve: TimingCurve = .linear) {
      self.relativeStartTime = relativeStartTime
      self.relativeDuration = relativeDuration
      self.value = value
      self.curve = curve
    }
  }

  /// A value at a relative time.
  package struct Key: Sendable, Hashable {
    package var time: Double
    package var value: Double
    /// The timing curve of the segment that ends at this key (linear mode).
    package var curve: TimingCurve

    package init(time: Double, value: Double, curve: TimingCurve = .linear) {
      self.time = time
      self.value = value
      self.curve = curve
    }
  }

  /// A coordinate of a 2-D point.
  enum Coordinate: Sendable, Hashable {
    case x
    case y
  }

  /// How a track is evaluated between its knots.
  enum Interpolation: Sendable, Hashable {
    case step
    case linear
    case hermite
    /// One coordinate of a centre paced along the arc length of a 2-D spline.
    case arcLength(PacedSpline, Coordinate)
    /// The direction of travel of a centre path (``KeyframeRotationMode``).
    indirect case heading(KeyframeHeading)
  }

  package let mode: KeyframeCalculationMode
  /// The keys, as laid out from the keyframes (before any pacing).
  package let keys: [Key]
  /// What is evaluated: the keys, or in the paced modes the re-timed polyline.
  let knots: [Key]
  /// Catmull–Rom tangents per knot (cubic mode only), in value units per unit of *u*.
  let tangents: [Double]
  let interpolation: Interpolation

  /// Lays out `keyframes` after the starting value `from` (see the type's description).
  ///
  /// Times are clamped to [0, 1] (NaN to 0); the engine has already recorded and clamped
  /// invalid ones.
  package init(mode: KeyframeCalculationMode, from: Double, keyframes: [Keyframe]) {
    self.init(mode: mode, keys: Self.layOut(from: from, keyframes: keyframes))
  }

  /// The track through laid-out `keys` in `mode` (each property on its own).
  init(mode: KeyframeCalculationMode, keys: [Key]) {
    self.mode = mode
    self.keys = keys
    switch mode {
    case .linear:
      (knots, tangents, interpolation) = (keys, [], .linear)
    case .discrete:
      (knots, tangents, interpolation) = (keys, [], .step)
    case .cubic:
      (knots, tangents, interpolation) = (keys, Self.catmullRomTangents(keys), .hermite)
    case .paced:
      (knots, tangents, interpolation) = (Self.paced(Self.mergingRepeats(keys.map(\.value))), [], .linear)
    case .cubicPaced:
      let turns = Self.uniformCatmullRomTurningPoints(Self.mergingRepeats(keys.map(\.value)))
      (knots, tangents, interpolation) = (Self.paced(turns), [], .linear)
    }
  }

  /// A track evaluated some other way than its own keys say (a paced centre, a heading).
  init(mode: KeyframeCalculationMode, keys: [Key], knots: [Key], interpolation: Interpolation) {
    self.mode = mode
    self.keys = keys
    self.knots = knots
    self.tangents = []
    self.interpolation = interpolation
  }

  /// The value at relative time `u` and its derivative dv/du, from `side`.
  ///
  /// Before 0 the
  /// track shows its first value, after its last knot its last value, both at rest.
  package func sample(at u: Double, side: LimitSide) -> (value: Double, derivative: Double) {
    let s = evaluate(at: u, side: side)
    return (s.value, s.derivative)
  }

  /// ``sample(at:side:)`` with the second derivative d²v/du² (0 where the track is linear
  /// or at rest), for the turn rate of a heading.
  func evaluate(at u: Double, side: LimitSide) -> (value: Double, derivative: Double, second: Double) {
    switch interpolation {
    case .step:
      var index = 0
      for (i, knot) in knots.enumerated() where (side == .right ? knot.time <= u : knot.time < u) { index = i }
      return (knots[index].value, 0, 0)
    case .arcLength(let spline, let coordinate):
      let s = spline.sample(at: u, side: side)
      switch coordinate {
      case .x: return (s.point.x, s.velocity.x, s.acceleration.x)
      case .y: return (s.point.y, s.velocity.y, s.acceleration.y)
      }
    case .heading(let heading):
      return heading.sample(at: u, side: side)
    case .linear, .hermite:
      switch locate(u, side: side) {
      case .rest(let i):
        return (knots[i].value, 0, 0)
      case .segment(let i):
        let (a, b) = (knots[i], knots[i + 1])
        let h = b.time - a.time
        if interpolation == .linear {
          guard b.curve != .linear else {
            let slope = (b.value - a.value) / h
            return (a.value + slope * (u - a.time), slope, 0)
          }
          let s = (u - a.time) / h
          let eased = b.curve.progress(at: s)
          return (
            a.value + (b.value - a.value) * eased, (b.value - a.value) * b.curve.velocity(at: s) / h,
            (b.value - a.value) * b.curve.acceleration(at: s) / (h * h)
          )
        }
        let (value, derivative) = Self.hermite(s: (u - a.time) / h, h: h, a.value, tangents[i], b.value, tangents[i + 1])
        let second = Self.hermiteWithCurvature(s: (u - a.time) / h, h: h, a.value, tangents[i], b.value, tangents[i + 1]).second
        return (value, derivative, second)
      }
    }
  }

  /// The first value and the last one.
  package var firstValue: Double { keys.first?.value ?? 0 }
  package var lastValue: Double { keys.last?.value ?? 0 }

  /// The journal's text: mode and keys as `time:value`.
  ///
  /// A key whose segment has a curve other than linear reads `time:value:curve`, the curve as
  /// ``AnimationTiming`` writes it (`bezier=x1,y1,x2,y2`); a heading reads its direction and
  /// offset instead of keys.
  var canonicalText: String {
    if case .heading(let heading) = interpolation {
      return "mode=\(mode.rawValue) heading=\(heading.reverses ? "autoReverse" : "auto") "
        + "offset=\(heading.offset.canonicalText)"
    }
    return "mode=\(mode.rawValue) keys="
      + keys.map { key in
        let text = "\(key.time.canonicalText):\(key.value.canonicalText)"
        switch key.curve {
        case .linear: return text
        case .cubicBezier(let b):
          return text + ":bezier=\(b.x1.canonicalText),\(b.y1.canonicalText),\(b.x2.canonicalText),\(b.y2.canonicalText)"
        }
      }.joined(separator: ",")
  }

  // MARK: Layout

  static func layOut(from: Double, keyframes: [Keyframe]) -> [Key] {
    func unit(_ x: Double) -> Double { x.isNaN ? 0 : min(max(x, 0), 1) }
    let spans = keyframes.enumerated().map { index, keyframe in
      let start = unit(keyframe.relativeStartTime)
      let end = max(start, unit(start + unit(keyframe.relativeDuration)))
      return (index: index, start: start, end: end, value: keyframe.value, curve: keyframe.curve)
    }
    .sorted { ($0.end, $0.index) < ($1.end, $1.index) }
    var keys = [Key(time: 0, value: from)]
    for span in spans {
      let previous = keys[keys.count - 1]
      if span.start > previous.time { keys.append(Key(time: span.start, value: previous.value)) }
      keys.append(Key(time: max(span.end, previous.time), value: span.value, curve: span.curve))
    }
    return keys
  }

  // MARK: Evaluation

  /// Where `u` falls, from `side`: on the segment from knot *i* to *i* + 1 (always of
  /// positive length), or resting at knot *i* (before the first or after the last).
  enum Locus: Hashable {
    case rest(Int)
    case segment(Int)
  }

  func locate(_ u: Double, side: LimitSide) -> Locus {
    switch side {
    case .right:
      guard let j = knots.lastIndex(where: { $0.time <= u }) else { return .rest(0) }
      return j == knots.count - 1 ? .rest(j) : .segment(j)
    case .left:
      guard let j = knots.firstIndex(where: { $0.time >= u }) else { return .rest(knots.count - 1) }
      return j == 0 ? .rest(0) : .segment(j - 1)
    }
  }

  /// The cubic Hermite segment from `p0` (tangent `m0`) to `p1` (tangent `m1`) over a span
  /// `h` of *u*, at `s` ∈ [0, 1] of the span: value and d/du.
  static func hermite(s: Double, h: Double, _ p0: Double, _ m0: Double, _ p1: Double, _ m1: Double)
    -> (value: Double, derivative: Double)
  {
    let s2 = s * s
    let s3 = s2 * s
    let value = (2 * s3 - 3 * s2 + 1) * p0 + (s3 - 2 * s2 + s) * h * m0 + (-2 * s3 + 3 * s2) * p1 + (s3 - s2) * h * m1
    let perS = (6 * s2 - 6 * s) * p0 + (3 * s2 - 4 * s + 1) * h * m0 + (-6 * s2 + 6 * s) * p1 + (3 * s2 - 2 * s) * h * m1
    return (value, perS / h)
  }
}
