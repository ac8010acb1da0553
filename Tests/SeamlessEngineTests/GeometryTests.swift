import Foundation
import SeamlessEngine
import Testing

@Suite struct GeometryTests {
  private func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-12) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
  }

  @Test func concatenationAppliesLeftFirst() {
    let t = AffineTransform(scaleX: 2, y: 3).concatenating(AffineTransform(translationX: 10, y: 20))
    #expect(t.apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 23))
    let u = AffineTransform(translationX: 10, y: 20).concatenating(AffineTransform(scaleX: 2, y: 3))
    #expect(u.apply(to: Point(x: 1, y: 1)) == Point(x: 22, y: 63))
  }

  @Test func rotationTurnsXTowardsY() {
    #expect(close(AffineTransform(rotationAngle: .pi / 2).apply(to: Point(x: 1, y: 0)), Point(x: 0, y: 1)))
  }

  @Test func inverseUndoes() throws {
    let t = AffineTransform(rotationAngle: 0.7).concatenating(AffineTransform(scaleX: 1.5, y: 0.5)).concatenating(
      AffineTransform(translationX: -3, y: 8))
    let inverse = try #require(t.inverted())
    #expect(close(inverse.apply(to: t.apply(to: Point(x: 4.25, y: -9))), Point(x: 4.25, y: -9), 1e-12))
    #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil)
  }

  @Test func rectContainsNearEdgesOnly() {
    let r = Rect(x: 0, y: 0, width: 100, height: 50)
    #expect(r.contains(Point(x: 0, y: 0)))
    #expect(!r.contains(Point(x: 100, y: 10)))
    #expect(!r.contains(Point(x: 10, y: 50)))
    #expect(r.center == Point(x: 50, y: 25))
  }
}

@Suite struct RotationShortcutTests {
  /// The unrotated shortcut gives exactly what sin and cos give at +0, and −0 still goes to
  /// libm (sin(−0) = −0).
  @Test func zeroRotationIsTheLibmRotationBitForBit() {
    let shortcut = AffineTransform(rotationAngle: 0)
    #expect(shortcut.a.bitPattern == cos(0.0).bitPattern)
    #expect(shortcut.b.bitPattern == sin(0.0).bitPattern)
    #expect(shortcut.c.bitPattern == (-sin(0.0)).bitPattern)
    #expect(shortcut.d.bitPattern == cos(0.0).bitPattern)
    let negative = AffineTransform(rotationAngle: -0.0)
    #expect(negative.b.bitPattern == (-0.0).bitPattern)
    #expect(negative.c.bitPattern == (0.0).bitPattern)
  }
}
