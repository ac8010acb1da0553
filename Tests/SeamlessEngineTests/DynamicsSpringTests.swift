import SeamlessEngine
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct DynamicsSpringTests {
  /// The analytic damped oscillator released from rest at displacement `a`.
  static func oscillator(a: Double, frequency: Double, zeta: Double, t: Double) -> Double {
    let omega = 2 * Double.pi * frequency
    if zeta == 1 { return a * exp(-omega * t) * (1 + omega * t) }  // critical
    let omegaD = omega * (1 - zeta * zeta).squareRoot()
    return a * exp(-zeta * omega * t) * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
  }

  /// An item on a spring attachment to an anchor 100 pt to its left, rest length 60, so
  /// it starts 40 pt out; samples of displacement at every 120 Hz frame for `seconds`.
  static func springRun(frequency: Double, damping: Double, seconds: Double) -> [(t: Double, x: Double)] {
    let scene = DynamicsScene(hz: 120)
    let card = scene.view("card", x: 300, y: 400)
    let spring = AttachmentBehavior(item: card, attachedToAnchor: Point(x: 200, y: 400))
    #expect(spring.length == 100)
    spring.length = 60
    spring.frequency = frequency
    spring.damping = damping
    scene.animator.addBehavior(spring)
    var samples: [(Double, Double)] = []
    for frame in 1...Int(seconds * 120) {
      let t = Double(frame) / 120
      scene.advance(toSeconds: t)
      samples.append((t, card.center.x - 260))
    }
    return samples
  }

  @Test(arguments: [(1.0, 0.0), (2.0, 0.1), (2.0, 0.3), (3.0, 0.5), (1.5, 1.0)])
  func aSpringAttachmentFollowsTheAnalyticDampedOscillator(frequency: Double, zeta: Double) {
    // Semi-implicit Euler lags the exact solution by about half a step: the bound is
    // A·ω·h = 40 · 2πf / 240 pt (1.05 pt at 1 Hz, 3.1 pt at 3 Hz).
    let bound = 40 * 2 * Double.pi * frequency / 240
    var worst = 0.0
    for (t, x) in Self.springRun(frequency: frequency, damping: zeta, seconds: 3) {
      let exact = Self.oscillator(a: 40, frequency: frequency, zeta: zeta, t: t)
      #expect(exact.isFinite)
      worst = max(worst, abs(x - exact))
    }
    #expect(worst < bound, "f=\(frequency) Hz ζ=\(zeta): worst error \(worst) pt, bound \(bound) pt")
  }

  @Test(arguments: [(1.0, 0.0), (2.0, 0.1), (2.0, 0.2)])
  func theSpringOscillatesAtItsDampedFrequencyAndDecaysByItsRatio(frequency: Double, zeta: Double) {
    let samples = Self.springRun(frequency: frequency, damping: zeta, seconds: 3)
    // Downward zero crossings, interpolated between frames.
    var crossings: [Double] = []
    for k in 1..<samples.count where samples[k - 1].x > 0 && samples[k].x <= 0 {
      let (t0, x0) = samples[k - 1]
      let (t1, x1) = samples[k]
      crossings.append(t0 + (t1 - t0) * x0 / (x0 - x1))
    }
    #expect(crossings.count >= 3)
    let measuredPeriod = (crossings[crossings.count - 1] - crossings[0]) / Double(crossings.count - 1)
    let expectedPeriod = 1 / (frequency * (1 - zeta * zeta).squareRoot())
    #expect(abs(measuredPeriod / expectedPeriod - 1) < 0.001, "period \(measuredPeriod) s vs \(expectedPeriod) s")
    // Successive maxima shrink by e^(−ζω·T_d).
    var peaks: [Double] = []
    for k in 1..<(samples.count - 1) where samples[k].x > samples[k - 1].x && samples[k].x >= samples[k + 1].x {
      peaks.append(samples[k].x)
    }
    #expect(peaks.count >= 2)
    let expectedRatio = exp(-zeta * 2 * Double.pi * frequency * expectedPeriod)
    let measuredRatio = peaks[1] / peaks[0]
    #expect(abs(measuredRatio - expectedRatio) < 0.002, "decay per period \(measuredRatio) vs \(expectedRatio)")
  }

  @Test func snapSettlesAtItsPointWithOvershootDecreasingWithDamping() {
    var overshoots: [Double] = []
    for damping in [0.0, 0.25, 0.5, 0.75, 1.0] {
      let scene = DynamicsScene(hz: 120)
      let card = scene.view("card", x: 100, y: 300)
      let snap = SnapBehavior(item: card, snapTo: Point(x: 300, y: 300))
      snap.damping = damping
      scene.animator.addBehavior(snap)
      var overshoot = 0.0
      var frames = 0
      while scene.animator.isRunning && frames < 1_200 {
        frames += 1
        scene.advance(toSeconds: Double(frames) / 120)
        overshoot = max(overshoot, card.center.x - 300)
      }
      #expect(!scene.animator.isRunning, "damping \(damping) never settled")
      #expect(card.center.distance(to: Point(x: 300, y: 300)) < 0.5, "damping \(damping): \(card.center)")
      // The analytic overshoot of 200 pt at ζ = 0.1 + 0.9·damping, within 3 % + 1 pt.
      let zeta = 0.1 + 0.9 * damping
      let analytic = zeta < 1 ? 200 * exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot()) : 0
      #expect(abs(overshoot - analytic) < 0.03 * analytic + 1, "damping \(damping): \(overshoot) vs \(analytic)")
      overshoots.append(overshoot)
    }
    for k in 1..<overshoots.count { #expect(overshoots[k] < overshoots[k - 1], "\(overshoots)") }
    #expect(overshoots.last ?? 1 < 0.5)
  }

  @Test func theSnapPointCanMoveMidFlight() {
    let scene = DynamicsScene(hz: 120)
    let card = scene.view("card", x: 100, y: 300)
    let snap = SnapBehavior(item: card, snapTo: Point(x: 300, y: 300))
    scene.animator.addBehavior(snap)
    scene.advance(toSeconds: 0.2)
    snap.snapPoint = Point(x: 200, y: 500)
    scene.engine.advanceUntilIdle(frameLimit: 1_200)
    #expect(card.center.distance(to: Point(x: 200, y: 500)) < 0.5)
  }
}
