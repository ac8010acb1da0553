extension KeyframeTrack {
  /// Catmull–Rom tangents for timed keys.
  ///
  /// `(vᵢ₊₁ − vᵢ₋₁) / (tᵢ₊₁ − tᵢ₋₁)` inside a run of strictly increasing times, one-sided
  /// differences at its ends, 0 for a lone key. A jump (two keys at one time) ends one run
  /// and starts the next.
  ///
  /// ```swift
  /// KeyframeTrack.catmullRomTangents([.init(time: 0, value: 0), .init(time: 0.5, value: 100), .init(time: 1, value: 0)])
  /// // [200, 0, -200]
  /// ```
  static func catmullRomTangents(_ keys: [Key]) -> [Double] {
    keys.indices.map { i in
      let previous = i > 0 && keys[i - 1].time < keys[i].time ? i - 1 : i
      let next = i + 1 < keys.count && keys[i + 1].time > keys[i].time ? i + 1 : i
      guard previous != next else { return 0 }
      return (keys[next].value - keys[previous].value) / (keys[next].time - keys[previous].time)
    }
  }

  /// `values` without consecutive repeats: a rest takes no time once key times are ignored.
  static func mergingRepeats(_ values: [Double]) -> [Double] {
    var merged: [Double] = []
    for value in values where merged.last != value { merged.append(value) }
    return merged
  }

  /// The polyline through `values` timed for constant speed.
  ///
  /// Knot *i* is at the fraction of the total length |Δv| travelled when reaching it. A
  /// path of length 0 is one knot.
  static func paced(_ values: [Double]) -> [Key] {
    guard let first = values.first else { return [Key(time: 0, value: 0)] }
    var travelled = [0.0]
    for i in values.indices.dropFirst() { travelled.append(travelled[i - 1] + abs(values[i] - values[i - 1])) }
    let total = travelled[travelled.count - 1]
    guard total > 0 else { return [Key(time: 0, value: first)] }
    var knots = values.indices.map { Key(time: travelled[$0] / total, value: values[$0]) }
    knots[knots.count - 1].time = 1
    return knots
  }

  /// The values where the uniform Catmull–Rom spline through `values` turns, in order:
  /// the first value, each segment's interior extrema, each following value.
  ///
  /// Segment *i* is the Hermite cubic from wᵢ to wᵢ₊₁ with tangents mᵢ, mᵢ₊₁ per unit
  /// parameter (`(wᵢ₊₁ − wᵢ₋₁) / 2`, one-sided at the ends). Its derivative
  /// `A s² + B s + C` has `A = 6(wᵢ − wᵢ₊₁) + 3mᵢ + 3mᵢ₊₁`,
  /// `B = −6(wᵢ − wᵢ₊₁) − 4mᵢ − 2mᵢ₊₁`, `C = mᵢ`; its roots in (0, 1) are the turns.
  ///
  /// ```swift
  /// KeyframeTrack.uniformCatmullRomTurningPoints([195, 295, 285])   // [195, 300.23…, 285]: the spline overshoots 295
  /// ```
  static func uniformCatmullRomTurningPoints(_ values: [Double]) -> [Double] {
    guard values.count > 1 else { return values }
    let last = values.count - 1
    let tangents = values.indices.map { i in
      if i == 0 { return values[1] - values[0] }
      if i == last { return values[last] - values[last - 1] }
      return (values[i + 1] - values[i - 1]) / 2
    }
    var turns = [values[0]]
    for i in 0..<last {
      let (w0, w1, m0, m1) = (values[i], values[i + 1], tangents[i], tangents[i + 1])
      let a = 6 * (w0 - w1) + 3 * m0 + 3 * m1
      let b = -6 * (w0 - w1) - 4 * m0 - 2 * m1
      for s in quadraticRoots(a, b, m0) where s > 0 && s < 1 {
        turns.append(hermite(s: s, h: 1, w0, m0, w1, m1).value)
      }
      turns.append(w1)
    }
    return turns
  }

  /// The real roots of `a s² + b s + c`, ascending (the numerically stable form).
  static func quadraticRoots(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
    guard a != 0 else { return b != 0 ? [-c / b] : [] }
    let discriminant = b * b - 4 * a * c
    guard discriminant >= 0 else { return [] }
    let q = -(b + (b < 0 ? -1 : 1) * discriminant.squareRoot()) / 2
    guard q != 0 else { return [0] }
    return [q / a, c / q].sorted()
  }

  /// The cubic Hermite segment of ``hermite(s:h:_:_:_:_:)`` with its second derivative:
  /// value, d/du and d²/du² at `s` ∈ [0, 1] of a span `h` of *u* (`h` = 1: per unit of `s`).
  ///
  /// ```swift
  /// KeyframeTrack.hermiteWithCurvature(s: 0.5, 0, 0, 1, 0)   // (0.5, 1.5, 0): the smoothstep's midpoint
  /// ```
  static func hermiteWithCurvature(
    s: Double, h: Double = 1, _ p0: Double, _ m0: Double, _ p1: Double, _ m1: Double
  ) -> (value: Double, first: Double, second: Double) {
    let s2 = s * s
    let s3 = s2 * s
    let value = (2 * s3 - 3 * s2 + 1) * p0 + (s3 - 2 * s2 + s) * h * m0 + (-2 * s3 + 3 * s2) * p1 + (s3 - s2) * h * m1
    let perS = (6 * s2 - 6 * s) * p0 + (3 * s2 - 4 * s + 1) * h * m0 + (-6 * s2 + 6 * s) * p1 + (3 * s2 - 2 * s) * h * m1
    let perS2 = (12 * s - 6) * p0 + (6 * s - 4) * h * m0 + (-12 * s + 6) * p1 + (6 * s - 2) * h * m1
    return (value, perS / h, perS2 / (h * h))
  }
}
