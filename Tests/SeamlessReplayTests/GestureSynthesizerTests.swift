import Foundation
import SeamlessEngine
import SeamlessReplay
import SeamlessTrace
import Testing

@Suite struct GestureSynthesizerTests {
  private func synthesize(
    _ gesture: Gesture, hz: Int = 120, jitter: Double = 0, seed: UInt64 = 1, at start: Int64 = 0, cancelled: Bool = false
  ) throws -> [TouchSample] {
    var synthesizer = GestureSynthesizer(configuration: .init(touchRate: hz, jitter: jitter, seed: seed))
    return try synthesizer.synthesize(gesture, at: start, cancelled: cancelled)
  }

  @Test(arguments: [60, 120, 240], [(1200.0, 0.0), (-300.0, 850.0), (1000.0, -2500.0)])
  func flingReleaseVelocityMatchesTheRequest(hz: Int, velocity: (Double, Double)) throws {
    let samples = try synthesize(
      .fling(from: Point(x: 60, y: 800 - max(0, velocity.1) / 2), velocity: Point(x: velocity.0, y: velocity.1), duration: 0.25), hz: hz)
    #expect(samples.last?.phase == .ended)
    let vx = lsq2Velocity(samples.map { ($0.time, $0.x) })
    let vy = lsq2Velocity(samples.map { ($0.time, $0.y) })
    // Without jitter the tail is exactly linear: only the 1/64 pt grid perturbs it.
    #expect(abs(vx - velocity.0) <= 0.001 * max(abs(velocity.0), 1), "vx \(vx) for \(velocity.0) at \(hz) Hz")
    #expect(abs(vy - velocity.1) <= 0.001 * max(abs(velocity.1), 1), "vy \(vy) for \(velocity.1) at \(hz) Hz")
  }

  @Test func jitteredFlingStillWithinOnePercent() throws {
    // 0.3 pt jitter over 240 Hz samples: the LSQ2 estimate stays within 1 % of 2000 pt/s.
    for seed: UInt64 in 1...20 {
      let samples = try synthesize(
        .fling(from: Point(x: 195, y: 100), velocity: Point(x: 0, y: 2000), duration: 0.3), hz: 240, jitter: 0.3, seed: seed)
      let vy = lsq2Velocity(samples.map { ($0.time, $0.y) })
      #expect(abs(vy - 2000) <= 20, "seed \(seed): \(vy) pt/s")
    }
  }

  @Test func pathLeavingTheDisplayIsAClearError() {
    do {
      _ = try synthesize(.fling(from: Point(x: 195, y: 400), velocity: Point(x: 2500, y: 0), duration: 0.25))
      Issue.record("expected an error")
    } catch {
      #expect("\(error)".hasPrefix("fling: the path leaves the 390 × 844 pt display at 0."))
    }
  }

  @Test func flingTooShortIsAClearError() {
    #expect(throws: GestureSynthesizer.Failure.self) {
      try synthesize(.fling(from: Point(x: 0, y: 0), velocity: Point(x: 100, y: 0), duration: 0.1))
    }
  }

  @Test func sampleTimesComeFromTheSampleIndex() throws {
    for hz in [60, 120, 240] {
      let start: Int64 = 1_000_000_007
      let samples = try synthesize(
        .drag(from: Point(x: 10, y: 10), to: Point(x: 300, y: 700), duration: 1, easing: .linear), hz: hz, at: start)
      #expect(samples.count == hz + 1)
      for (k, sample) in samples.enumerated() {
        #expect(sample.time == start + Int64(k) * 1_000_000_000 / Int64(hz))
      }
      #expect(samples.first?.phase == .began)
      #expect(samples.dropFirst().dropLast().allSatisfy { $0.phase == .moved })
      #expect(samples.last?.phase == .ended)
      #expect(samples.last?.x == 300 && samples.last?.y == 700)
    }
  }

  @Test func samplesAreOnTheFileGrid() throws {
    let samples = try synthesize(
      .drag(from: Point(x: 10.3, y: 10.7), to: Point(x: 33.3, y: 70.1), duration: 0.3, easing: .easeInOut), jitter: 0.3)
    #expect(samples.allSatisfy { $0 == $0.quantized() })
  }

  @Test func seedDeterminesJitter() throws {
    let gesture = Gesture.drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 300), duration: 0.4, easing: .easeOut)
    #expect(try synthesize(gesture, jitter: 0.3, seed: 9) == synthesize(gesture, jitter: 0.3, seed: 9))
    #expect(try synthesize(gesture, jitter: 0.3, seed: 9) != synthesize(gesture, jitter: 0.3, seed: 10))
  }

  @Test func pinchSpansAndAngle() throws {
    let center = Point(x: 195, y: 420)
    let samples = try synthesize(.pinch(center: center, fromSpan: 80, toSpan: 240, angle: 30, duration: 0.5, easing: .easeInOut))
    let (a, b) = (touches(samples, id: 1), touches(samples, id: 2))
    func span(_ i: Int) -> Double { hypot(a[i].x - b[i].x, a[i].y - b[i].y) }
    #expect(abs(span(0) - 80) <= 1.0 / 32)
    #expect(abs(span(a.count - 1) - 240) <= 1.0 / 32)
    let angle = atan2(b[0].y - a[0].y, b[0].x - a[0].x) * 180 / .pi
    #expect(abs(angle - 30) < 0.05)
    #expect(abs((a[0].x + b[0].x) / 2 - center.x) <= 1.0 / 64)
  }

  @Test func rotateAngles() throws {
    let samples = try synthesize(
      .rotate(center: Point(x: 195, y: 420), radius: 70, fromAngle: 10, toAngle: 100, duration: 0.5, easing: .linear))
    let (a, b) = (touches(samples, id: 1), touches(samples, id: 2))
    func angle(_ i: Int) -> Double { atan2(b[i].y - a[i].y, b[i].x - a[i].x) * 180 / .pi }
    #expect(abs(angle(0) - 10) < 0.05)
    #expect(abs(angle(a.count - 1) - 100) < 0.05)
    #expect(abs(hypot(b[0].x - a[0].x, b[0].y - a[0].y) - 140) <= 1.0 / 32)
  }

  @Test func edgeSwipeStartsOnTheEdge() throws {
    for edge in Gesture.ScreenEdge.allCases {
      let samples = try synthesize(
        .edgeSwipe(edge: edge, position: 300, distance: 100, duration: 0.3, easing: .easeOut), jitter: 0.5, seed: 4)
      let first = try #require(samples.first)
      switch edge {
      case .left: #expect(first.x == 0)
      case .right: #expect(first.x == 390)
      case .top: #expect(first.y == 0)
      case .bottom: #expect(first.y == 844)
      }
    }
  }

  @Test func doubleTapUsesTwoTouchesAndTheInterval() throws {
    let samples = try synthesize(.doubleTap(at: Point(x: 50, y: 50), hold: 0.08, interval: 0.12))
    #expect(samples.map(\.phase) == [.began, .ended, .began, .ended])
    #expect(samples.map(\.touchID) == [1, 1, 2, 2])
    #expect(samples[2].time - samples[1].time == 120_000_000)
  }

  @Test func stillFingersOfAMovingStrokeAreStationary() throws {
    // A two-finger pan along y with one finger's x constant: both move, nothing stationary;
    // a tap without jitter: no moved samples at all.
    let tap = try synthesize(.tap(at: Point(x: 10, y: 10), hold: 0.1))
    #expect(tap.map(\.phase) == [.began, .ended])
    let press = try synthesize(.longPress(at: Point(x: 10, y: 10), duration: 0.5, drift: Point(x: 0, y: 0)), jitter: 0)
    #expect(press.count == 2)
  }

  @Test func cancelledEndsWithCancelled() throws {
    let samples = try synthesize(
      .twoFingerPan(from: Point(x: 100, y: 300), to: Point(x: 100, y: 100), spacing: 40, duration: 0.3, easing: .linear), cancelled: true)
    #expect(samples.suffix(2).map(\.phase) == [.cancelled, .cancelled])
  }

  @Test func generatorIsPinned() {
    // Golden values of algorithm version 1: changing them breaks every recorded seed.
    var generator = SeededGenerator(seed: 42)
    let first = (0..<3).map { _ in generator.next() }
    var again = SeededGenerator(seed: 42)
    #expect(first == (0..<3).map { _ in again.next() })
    #expect(first == Self.goldenSeed42)
  }

  // Checked against an independent SplitMix64 + xoshiro256** implementation.
  static let goldenSeed42: [UInt64] = [1_546_998_764_402_558_742, 6_990_951_692_964_543_102, 12_544_586_762_248_559_009]
}
