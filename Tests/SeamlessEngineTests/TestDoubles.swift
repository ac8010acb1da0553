@testable import SeamlessEngine

/// An ordered log shared by the test doubles of one test.
final class EventLog {
  var lines: [String] = []
  func append(_ line: String) { lines.append(line) }
}

/// A contribution that moves a property linearly: `offset + velocity · (t − start)` from
/// `start` on (0 before it; at `start` the left limit is 0 and the right limit `offset`).
final class LinearContribution: PresentationContribution {
  let property: ViewProperty
  let composition: PresentationComposition
  let allowsUserInteraction: Bool
  let start: Instant
  let offset: Double
  let rate: Double

  init(
    _ property: ViewProperty, offset: Double, rate: Double = 0, start: Instant = .zero,
    composition: PresentationComposition = .additive, allowsUserInteraction: Bool = true
  ) {
    self.property = property
    self.offset = offset
    self.rate = rate
    self.start = start
    self.composition = composition
    self.allowsUserInteraction = allowsUserInteraction
  }

  private func isActive(at instant: Instant, side: LimitSide) -> Bool {
    switch side {
    case .left: instant > start
    case .right: instant >= start
    }
  }

  func value(at instant: Instant, side: LimitSide) -> Double {
    isActive(at: instant, side: side) ? offset + rate * (instant - start).seconds : 0
  }

  func velocity(at instant: Instant, side: LimitSide) -> Double {
    isActive(at: instant, side: side) ? rate : 0
  }
}

func ns(_ nanoseconds: Int64) -> Instant { Instant(nanoseconds: nanoseconds) }

func ms(_ milliseconds: Int64) -> Instant { Instant(nanoseconds: milliseconds * 1_000_000) }

/// Whether two points agree to `tolerance` in each coordinate.
func close(_ a: Point?, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
  guard let a else { return false }
  return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}
