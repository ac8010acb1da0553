extension KeyframeTrack {
  /// The tracks of a view's centre x and centre y when a block animates both: in the paced
  /// modes re-timed together, for constant speed along the path in the plane.
  ///
  /// Core Animation animates a `position` as one point, so a paced path has equal
  /// distance per unit time in the plane. The path's points are the linear-mode path at
  /// every key time of either coordinate, in order of time (``centrePathPoints(_:_:)``), with
  /// repeated points merged (a rest takes no time):
  ///
  /// - ``KeyframeCalculationMode/paced``: knot *i* at the fraction of the polyline's
  ///   Euclidean length `Σ √(Δx² + Δy²)` travelled when reaching it; both coordinates are
  ///   linear between knots, so the speed `|dP/du|` is the total length everywhere.
  /// - ``KeyframeCalculationMode/cubicPaced``: the 2-D uniform Catmull–Rom spline through the
  ///   points, re-timed by its arc length (``PacedSpline``).
  ///
  /// The other modes keep the time of the keys and need nothing joint: `x` and `y` come
  /// back as they are. The returned tracks keep their own ``keys`` (the journal shows the
  /// keys as laid out).
  ///
  /// ```swift
  /// // (0, 0) → (300, 0) → (300, 100), paced: the corner after 300 of 400 pt
  /// let (x, y) = KeyframeTrack.centre(mode: .paced, x: xTrack, y: yTrack)
  /// x.sample(at: 0.75, side: .left)   // (300, 400): 400 pt per unit of u, all along x
  /// y.sample(at: 0.75, side: .right)  // (0, 400): then all along y
  /// ```
  static func centre(mode: KeyframeCalculationMode, x: KeyframeTrack, y: KeyframeTrack) -> (x: KeyframeTrack, y: KeyframeTrack) {
    switch mode {
    case .linear, .discrete, .cubic:
      return (x, y)
    case .paced:
      let points = Self.mergingRepeats(centrePathPoints(x.keys, y.keys))
      var travelled = [0.0]
      for i in points.indices.dropFirst() {
        let (dx, dy) = (points[i].x - points[i - 1].x, points[i].y - points[i - 1].y)
        travelled.append(travelled[i - 1] + (dx * dx + dy * dy).squareRoot())
      }
      let total = travelled[travelled.count - 1]
      let times = points.indices.map { i in total > 0 ? (i == points.count - 1 ? 1 : travelled[i] / total) : 0 }
      let knotsX = total > 0 ? points.indices.map { Key(time: times[$0], value: points[$0].x) } : [Key(time: 0, value: points[0].x)]
      let knotsY = total > 0 ? points.indices.map { Key(time: times[$0], value: points[$0].y) } : [Key(time: 0, value: points[0].y)]
      return (
        KeyframeTrack(mode: mode, keys: x.keys, knots: knotsX, interpolation: .linear),
        KeyframeTrack(mode: mode, keys: y.keys, knots: knotsY, interpolation: .linear)
      )
    case .cubicPaced:
      let points = Self.mergingRepeats(centrePathPoints(x.keys, y.keys))
      let spline = PacedSpline(points: points)
      return (
        KeyframeTrack(mode: mode, keys: x.keys, knots: [Key(time: 0, value: points[0].x)], interpolation: .arcLength(spline, .x)),
        KeyframeTrack(mode: mode, keys: y.keys, knots: [Key(time: 0, value: points[0].y)], interpolation: .arcLength(spline, .y))
      )
    }
  }

  /// The points of the linear-mode centre path at every key time of either coordinate, in
  /// order of time, curves ignored.
  ///
  /// At a time where a coordinate has no key it takes its linear interpolation (or its
  /// rest value); where one coordinate has several keys (a jump), the point repeats the
  /// other coordinate's last key there, so a jump in x at a time y moves through is
  /// travelled as a horizontal step.
  ///
  /// ```swift
  /// // x: 0 → 300 over [0, 0.5]; y: 0 → 100 over [0.5, 1] (a hold key at 0.5)
  /// KeyframeTrack.centrePathPoints(xKeys, yKeys)   // (0, 0), (300, 0), (300, 100)
  /// ```
  static func centrePathPoints(_ x: [Key], _ y: [Key]) -> [(x: Double, y: Double)] {
    let lineX = KeyframeTrack(mode: .linear, keys: x.map { Key(time: $0.time, value: $0.value) })
    let lineY = KeyframeTrack(mode: .linear, keys: y.map { Key(time: $0.time, value: $0.value) })
    var times: [Double] = []
    for time in (x.map(\.time) + y.map(\.time)).sorted() where times.last != time { times.append(time) }
    var points: [(x: Double, y: Double)] = []
    for time in times {
      let runX = x.filter { $0.time == time }.map(\.value)
      let runY = y.filter { $0.time == time }.map(\.value)
      let valuesX = runX.isEmpty ? [lineX.sample(at: time, side: .right).value] : runX
      let valuesY = runY.isEmpty ? [lineY.sample(at: time, side: .right).value] : runY
      for k in 0..<max(valuesX.count, valuesY.count) {
        points.append((valuesX[min(k, valuesX.count - 1)], valuesY[min(k, valuesY.count - 1)]))
      }
    }
    return points
  }

  /// `points` without consecutive repeats.
  static func mergingRepeats(_ points: [(x: Double, y: Double)]) -> [(x: Double, y: Double)] {
    var merged: [(x: Double, y: Double)] = []
    for point in points where merged.last.map({ $0 != point }) ?? true { merged.append(point) }
    return merged
  }
}
