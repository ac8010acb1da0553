extension VelocityTracker {
  /// Below this orthogonalised column norm the fit is singular (Flutter's
  /// `precisionErrorTolerance`): 1e-10, in the column's units (1, ms, ms²).
  static let leastSquaresNormTolerance = 1e-10

  /// ``VelocityEstimationStrategy/lsq2``: the slope at the newest sample of the unweighted
  /// least-squares quadratic through the window, in pt/s.
  ///
  /// The fit is a Gram–Schmidt QR factorisation of the n × 3 matrix with columns 1, t, t²
  /// (t = −age in ms), written as passes over the window so that nothing is allocated:
  ///
  /// - q0 = 1/√n, so r00 = √n, r01 = Σt/√n, r02 = Σt²/√n;
  /// - u1 = t − mean(t), r11 = |u1|, q1 = u1/r11, r12 = q1·t²;
  /// - u2 = t² − mean(t²) − r12·q1, r22 = |u2|, q2 = u2/r22;
  /// - per axis p: c1 = q1·p, c2 = q2·p, b2 = c2/r22, b1 = (c1 − r12·b2)/r11.
  ///
  /// b1 is in pt/ms; the velocity is `b1 × 1000` pt/s. r11 or r22 below
  /// ``leastSquaresNormTolerance`` means no fit: zero.
  ///
  /// ```swift
  /// var tracker = VelocityTracker(strategy: .lsq2)
  /// for k in 0...4 {   // x = 2000·t² pt, t in s: 400 pt/s at t = 0.1 s
  ///   let t = Double(k) * 0.025
  ///   tracker.addSample(time: Int64(k) * 25_000_000, position: Point(x: 2000 * t * t, y: 0))
  /// }
  /// tracker.leastSquaresVelocity()   // (400.0, 0.0) pt/s, to rounding
  /// ```
  func leastSquaresVelocity() -> Point {
    let n = windowSampleCount
    guard n >= Self.minimumLeastSquaresSampleCount else { return .zero }
    let newest = time(samplesAgo: 0)
    func t(_ k: Int) -> Double {
      -Double(Self.elapsed(from: time(samplesAgo: k), to: newest)) / 1e6
    }
    let count = Double(n)

    var sumT = 0.0
    var sumT2 = 0.0
    for k in 0..<n {
      let tk = t(k)
      sumT += tk
      sumT2 += tk * tk
    }
    let meanT = sumT / count
    let meanT2 = sumT2 / count

    var r11Squared = 0.0
    for k in 0..<n {
      let u = t(k) - meanT
      r11Squared += u * u
    }
    let r11 = r11Squared.squareRoot()
    guard r11 >= Self.leastSquaresNormTolerance else { return .zero }
    func q1(_ k: Int) -> Double { (t(k) - meanT) / r11 }

    var r12 = 0.0
    for k in 0..<n {
      let tk = t(k)
      r12 += q1(k) * tk * tk
    }
    func u2(_ k: Int) -> Double {
      let tk = t(k)
      return tk * tk - meanT2 - r12 * q1(k)
    }

    var r22Squared = 0.0
    for k in 0..<n {
      let u = u2(k)
      r22Squared += u * u
    }
    let r22 = r22Squared.squareRoot()
    guard r22 >= Self.leastSquaresNormTolerance else { return .zero }

    var c1 = Point.zero
    var c2 = Point.zero
    for k in 0..<n {
      let p = position(samplesAgo: k)
      c1 = c1 + q1(k) * p
      c2 = c2 + (u2(k) / r22) * p
    }
    let b2 = (1 / r22) * c2
    let b1 = (1 / r11) * (c1 - r12 * b2)
    return 1000 * b1
  }
}
