import SeamlessEngine
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct SpringTests {
  /// Springs covering the three regimes, unit and non-unit mass, and initial velocities
  /// with and against the motion.
  static let regimes: [(label: String, spring: Spring)] = {
    let cases: [(String, Double, Double, Double, Double)] = [
      ("under: CA default", 1, 100, 10, 0),
      ("under: m 2.5, toward", 2.5, 300, 7, 3),
      ("under: nearly undamped, away", 1, 400, 0.5, -2),
      ("undamped", 1, 100, 0, 1),
      ("critical: m 1 k 100", 1, 100, 20, 0),
      // c = 2·√(k·m) = 2·√25 = 10.
      ("critical: m 0.5 k 50, away", 0.5, 50, 10, -4),
      ("over: ratio 1.25", 1, 100, 25, 0),
      ("over: m 3, toward", 3, 40, 90, 5),
      ("over: ratio 10", 1, 100, 200, 0),
    ]
    return cases.compactMap { label, m, k, c, v in
      (try? Spring(mass: m, stiffness: k, damping: c, initialVelocity: v)).map { (label, $0) }
    }
  }()

  @Test func everyRegimeIsRepresented() {
    #expect(Self.regimes.count == 9)
    #expect(Set(Self.regimes.map(\.spring.regime)) == Set(SpringRegime.allCases))
  }

  // MARK: Flutter's published vectors (flutter/flutter packages/flutter/test/physics/newton_test.dart)

  @Test func flutterCriticallyDamped() throws {
    // SpringDescription.withDampingRatio(mass: 1, stiffness: 100) → damping 1·2·√100 = 20; 0 → 500.
    let spring = try Spring(mass: 1, stiffness: 100, damping: 20)
    #expect(spring.regime == .criticallyDamped)
    let distance = 500.0
    #expect(spring.value(at: 0) == 0 && spring.velocity(at: 0) == 0)
    #expect((distance * spring.value(at: 0.25)).rounded(.down) == 356)
    #expect((distance * spring.value(at: 0.50)).rounded(.down) == 479)
    #expect((distance * spring.value(at: 0.75)).rounded(.down) == 497)
    #expect((distance * spring.velocity(at: 0.25)).rounded(.down) == 1026)
    #expect((distance * spring.velocity(at: 0.50)).rounded(.down) == 168)
    #expect((distance * spring.velocity(at: 0.75)).rounded(.down) == 20)
    let late = distance * spring.value(at: 1.5)
    #expect(late > 499 && late < 501 && distance * spring.velocity(at: 1.5) < 0.1)
    // Closed form: 1 − (1 + 10·0.25)·e^(−2.5).
    #expect(abs(spring.value(at: 0.25) - (1 - 3.5 * exp(-2.5))) <= 1e-15)
  }

  @Test func flutterOverdamped() throws {
    // ratio 1.25 → damping 1.25·2·√100 = 25; 0 → 500.
    let spring = try Spring(mass: 1, stiffness: 100, damping: 25)
    #expect(spring.regime == .overdamped)
    let distance = 500.0
    #expect((distance * spring.value(at: 0.5)).rounded(.down) == 445)
    #expect((distance * spring.value(at: 1.0)).rounded(.down) == 495)
    #expect((distance * spring.value(at: 1.5)).rounded(.down) == 499)
    #expect((distance * spring.velocity(at: 0.5)).rounded(.down) == 273)
    #expect((distance * spring.velocity(at: 1.0)).rounded(.down) == 22)
    #expect((distance * spring.velocity(at: 1.5)).rounded(.down) == 1)
    // Roots −5, −20 (r² + 25r + 100 = 0): x = (4/3)e^(−5t) − (1/3)e^(−20t).
    for t in [0.1, 0.5, 2.0] {
      let exact = 4.0 / 3.0 * exp(-5 * t) - 1.0 / 3.0 * exp(-20 * t)
      #expect(abs((1 - spring.value(at: t)) - exact) <= 1e-15, "t \(t)")
    }
  }

  @Test func flutterUnderdamped() throws {
    // ratio 0.25 → damping 0.25·2·√100 = 5; 0 → 300.
    let spring = try Spring(mass: 1, stiffness: 100, damping: 5)
    #expect(spring.regime == .underdamped)
    let distance = 300.0
    #expect((distance * spring.value(at: 1)).rounded(.down) == 325)
    #expect((distance * spring.velocity(at: 1)).rounded(.down) == -65)
    #expect((distance * spring.value(at: 6)).rounded(.down) == 299)
    #expect((distance * spring.velocity(at: 6)).rounded(.down) == 0)
  }

  // MARK: The ODE

  @Test func satisfiesTheEquationOfMotionInEveryRegime() {
    // x = 1 − progress solves m·x'' + c·x' + k·x = 0. x'' comes from a central difference of
    // the analytic velocity (h = 1e-6 s: truncation h²·|x''''|/6 and rounding 1e-16·|x'|/h are
    // both far below the 1e-6 relative tolerance).
    let h = 1e-6
    for (label, spring) in Self.regimes {
      for step in 0...300 {
        let t = Double(step) * 0.01
        let x = 1 - spring.value(at: t)
        let xPrime = -spring.velocity(at: t)
        let xSecond = -(spring.velocity(at: t + h) - spring.velocity(at: t - h)) / (2 * h)
        let terms = [spring.mass * xSecond, spring.damping * xPrime, spring.stiffness * x]
        let residual = terms.reduce(0, +)
        let scale = terms.map(abs).reduce(0, +)
        #expect(abs(residual) <= 1e-6 * scale + 1e-12, "\(label) t \(t): residual \(residual) of \(scale)")
        let difference = (spring.value(at: t + h) - spring.value(at: t - h)) / (2 * h)
        #expect(
          abs(difference - spring.velocity(at: t)) <= 1e-6 * max(1, abs(spring.velocity(at: t))),
          "\(label) t \(t): velocity \(spring.velocity(at: t)) vs difference \(difference)")
      }
      #expect(spring.value(at: 0) == 0, "\(label)")
      #expect(abs(spring.velocity(at: 0) - spring.initialVelocity) <= 1e-12 * max(1, abs(spring.initialVelocity)), "\(label)")
    }
  }

  @Test func regimesMeetContinuouslyAtCriticalDamping() throws {
    // c = 20 is critical for m 1, k 100; a relative 1e-9 either side changes x by O(1e-9).
    let critical = try Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 3)
    for damping in [20 * (1 - 1e-9), 20 * (1 + 1e-9)] {
      let near = try Spring(mass: 1, stiffness: 100, damping: damping, initialVelocity: 3)
      #expect(near.regime != .criticallyDamped)
      for step in 0...100 {
        let t = Double(step) * 0.02
        #expect(abs(near.value(at: t) - critical.value(at: t)) <= 1e-8, "c \(damping) t \(t)")
        #expect(abs(near.velocity(at: t) - critical.velocity(at: t)) <= 1e-7, "c \(damping) t \(t)")
      }
      #expect(abs(near.settlingDuration - critical.settlingDuration) <= 1e-6)
    }
  }

  // MARK: Settling

  @Test func settlingDurationReproducesApplesDocumentedExamples() throws {
    // CASpringAnimation.settlingDuration docs, mass 1 and stiffness 100: damping 5 takes
    // "approximately 2.85 seconds", damping 15 "just over 1 second".
    let soft = try Spring(mass: 1, stiffness: 100, damping: 5)
    // λ = 2.5, ω_d = √(100 − 6.25), B = λ/ω_d: T = ln((1 + B)/0.001)/λ = 2.8550 s.
    let softExpected = log((1 + 2.5 / 93.75.squareRoot()) / 0.001) / 2.5
    #expect(abs(soft.settlingDuration - softExpected) <= 1e-12)
    #expect(abs(soft.settlingDuration - 2.855) <= 0.0005)
    let firm = try Spring(mass: 1, stiffness: 100, damping: 15)
    // λ = 7.5, ω_d = √(100 − 56.25): T = 1.0221 s.
    let firmExpected = log((1 + 7.5 / 43.75.squareRoot()) / 0.001) / 7.5
    #expect(abs(firm.settlingDuration - firmExpected) <= 1e-12)
    #expect(firm.settlingDuration > 1 && firm.settlingDuration < 1.05)
    // The default (damping 10): λ = 5, ω_d = √75: 1.4727 s.
    #expect(abs(Spring.coreAnimationDefault.settlingDuration - 1.4727) <= 0.00005)
  }

  @Test func afterSettlingTheDisplacementStaysWithinEpsilon() {
    for (label, spring) in Self.regimes where spring.damping > 0 {
      for epsilon in [0.001, 0.01, 1e-6] {
        let settle = spring.settlingDuration(epsilon: epsilon)
        #expect(settle.isFinite && settle > 0, "\(label)")
        #expect(!spring.isSettled(at: settle * 0.999, epsilon: epsilon) && spring.isSettled(at: settle, epsilon: epsilon))
        for step in 0...2000 {
          let t = settle + Double(step) * settle / 500
          #expect(abs(1 - spring.value(at: t)) <= epsilon * (1 + 1e-9), "\(label) ε \(epsilon) t \(t)")
        }
      }
    }
    let undamped = Self.regimes.first { $0.spring.damping == 0 }?.spring
    #expect(undamped?.settlingDuration == .infinity)
    #expect(undamped?.isSettled(at: 1e9) == false)
  }

  // MARK: Parameterisations

  @Test func swiftUIDurationAndBounceMapping() throws {
    // developer.apple.com/documentation/swiftui/spring: Spring(duration: 0.5, bounce: 0.3)
    // has (mass, stiffness, damping) = (1.0, 157.9, 17.6).
    let bouncy = try Spring(duration: 0.5, bounce: 0.3)
    #expect(bouncy.mass == 1)
    #expect(abs(bouncy.stiffness - 157.9) <= 0.05)  // 4π²/0.25 = 157.91
    #expect(abs(bouncy.damping - 17.6) <= 0.05)  // 2·0.7·(2π/0.5) = 17.59
    // …and Spring(mass: 1, stiffness: 100, damping: 10) has (duration, bounce) = (0.63, 0.5).
    let physical = try Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(abs(physical.response - 0.63) <= 0.005)  // 2π/10 = 0.628
    #expect(abs(physical.bounce - 0.5) <= 1e-15)
    // Round trips, including an over-damped (negative) bounce: ζ = 1/(1 − 0.4).
    for (duration, bounce) in [(0.5, 0.3), (0.35, 0.0), (1.2, -0.4), (0.8, 1.0)] {
      let spring = try Spring(duration: duration, bounce: bounce)
      #expect(abs(spring.response - duration) <= 1e-12 && abs(spring.bounce - bounce) <= 1e-12, "\(duration), \(bounce)")
    }
    #expect(try Spring(duration: 1.2, bounce: -0.4).regime == .overdamped)
  }

  @Test func responseAndDampingRatioMapping() throws {
    // WWDC18 / SwiftUI: stiffness (2π/response)², damping 4π·ζ/response, mass 1.
    let spring = try Spring(dampingRatio: 0.825, response: 0.5)
    #expect(abs(spring.stiffness - pow(2 * Double.pi / 0.5, 2)) <= 1e-12)
    #expect(abs(spring.damping - 4 * Double.pi * 0.825 / 0.5) <= 1e-12)
    #expect(abs(spring.dampingRatio - 0.825) <= 1e-15 && abs(spring.response - 0.5) <= 1e-15)
  }

  @Test func uiViewAnimationSettlesInExactlyItsDuration() throws {
    // The engine's choice: mass 1, the ratio as given, the stiffness whose settling time
    // (ε = 0.001) is the duration. With no initial velocity one Newton step is exact:
    // ω₀ = S(ζ) / duration, S(ζ) the settling time of the ω₀ = 1 spring.
    let unit = try Spring(mass: 1, stiffness: 1, damping: 1.4).settlingDuration  // ζ 0.7
    let spring = try Spring.uiViewAnimation(duration: 0.5, dampingRatio: 0.7)
    #expect(spring.mass == 1 && abs(spring.dampingRatio - 0.7) <= 1e-15)
    #expect(abs(spring.undampedAngularFrequency - unit / 0.5) <= 1e-12 * unit / 0.5)
    #expect(abs(spring.settlingDuration - 0.5) <= 1e-13)
    // A 1 s, ζ 0.8 spring used to be the response-1 spring, which settles at 1.54 s.
    #expect(abs(try Spring(dampingRatio: 0.8, response: 1).settlingDuration - 1.542819) <= 1e-6)
    #expect(abs(try Spring.uiViewAnimation(duration: 1, dampingRatio: 0.8).settlingDuration - 1) <= 1e-13)
    #expect(throws: TimingParameterError.notPositive(name: "duration", value: 0)) {
      try Spring.uiViewAnimation(duration: 0, dampingRatio: 0.7)
    }
    // Undamped: nothing settles; the response-based spring, which never ends.
    #expect(try Spring.uiViewAnimation(duration: 1, dampingRatio: 0).settlingDuration == .infinity)
  }

  @Test(arguments: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.99, 1, 1.5])
  func everyRatioAndVelocitySettlesAtTheDuration(ratio: Double) throws {
    for velocity in [-40.0, -3, -0.5, 0, 0.5, 2, 9, 60] {
      for duration in [0.05, 0.3, 1, 4] {
        let spring = try Spring.uiViewAnimation(duration: duration, dampingRatio: ratio, initialVelocity: velocity)
        let context = "ζ \(ratio), v \(velocity), d \(duration)"
        // At most the duration, and so close that a pass in whole nanoseconds is exactly it.
        #expect(spring.settlingDuration <= duration && spring.settlingDuration >= duration * (1 - 1e-12), "\(context)")
        #expect(TimeSpan(seconds: spring.settlingDuration) == TimeSpan(seconds: duration), "\(context)")
        // Within ε of the target at the end and ever after (the envelope bounds |x|).
        for t in [duration, duration * 1.01, duration * 1.5, duration * 3] {
          #expect(abs(1 - spring.value(at: t)) <= Spring.defaultSettlingEpsilon, "\(context), t \(t)")
        }
        // UIKit's initialSpringVelocity, exactly.
        #expect(abs(spring.velocity(at: 0) - velocity) <= 1e-12 * max(1, abs(velocity)), "\(context)")
        #expect(abs(spring.dampingRatio - ratio) <= 1e-12, "\(context)")
      }
    }
  }

  @Test func normalisedInitialVelocityContinuesAReleaseVelocity() throws {
    // A view released at y = 500 moving at −800 pt/s, springing to y = 100.
    let (from, to, release) = (500.0, 100.0, -800.0)
    let v0 = Spring.normalizedVelocity(release, from: from, to: to)
    #expect(v0 == 2)  // toward the target, two distances per second
    for ratio in [0.3, 1.0, 1.6] {
      let spring = try Spring(dampingRatio: ratio, response: 0.4, initialVelocity: v0)
      #expect(from + (to - from) * spring.value(at: 0) == from)
      #expect(abs((to - from) * spring.velocity(at: 0) - release) <= 1e-12 * abs(release), "ζ \(ratio)")
    }
    #expect(Spring.normalizedVelocity(300, from: 5, to: 5) == 0)
    let moved = try Spring.coreAnimationDefault.withInitialVelocity(-1.5)
    #expect(moved.initialVelocity == -1.5 && moved.stiffness == 100 && moved.damping == 10)
  }

  @Test func invalidParametersAreRejected() {
    #expect(throws: TimingParameterError.notPositive(name: "mass", value: 0)) { try Spring(mass: 0) }
    #expect(throws: TimingParameterError.notPositive(name: "stiffness", value: -1)) { try Spring(stiffness: -1) }
    #expect(throws: TimingParameterError.negative(name: "damping", value: -0.5)) { try Spring(damping: -0.5) }
    #expect(throws: TimingParameterError.self) { try Spring(damping: .nan) }
    #expect(throws: TimingParameterError.notFinite(name: "initial velocity", value: .infinity)) {
      try Spring(initialVelocity: .infinity)
    }
    #expect(throws: TimingParameterError.bounceOutOfRange(value: -1)) { try Spring(duration: 0.5, bounce: -1) }
    #expect(throws: TimingParameterError.bounceOutOfRange(value: 1.5)) { try Spring(duration: 0.5, bounce: 1.5) }
    #expect(throws: TimingParameterError.notPositive(name: "response", value: 0)) { try Spring(dampingRatio: 1, response: 0) }
    #expect(
      TimingParameterError.notPositive(name: "mass", value: 0).description == "mass must be greater than 0, got 0.0")
  }
}
