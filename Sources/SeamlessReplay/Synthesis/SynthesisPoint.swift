/// A point in points, as synthesis parameters give it.
///
/// ```swift
/// let start = SynthesisPoint(x: 100, y: 400)
/// ```
public struct SynthesisPoint: Sendable, Hashable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  static func + (a: SynthesisPoint, b: SynthesisPoint) -> SynthesisPoint { SynthesisPoint(x: a.x + b.x, y: a.y + b.y) }
  static func * (k: Double, a: SynthesisPoint) -> SynthesisPoint { SynthesisPoint(x: k * a.x, y: k * a.y) }
}
