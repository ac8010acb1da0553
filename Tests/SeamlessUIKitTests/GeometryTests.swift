@testable import SeamlessUIKit
import Testing

/// CoreGraphics' affine conventions (Linux's own `CGAffineTransform`) and the view transform's
/// decomposition into the translation, scale and rotation the engine animates.
@Suite struct GeometryTests {
  @Test func concatenationAppliesTheLeftTransformFirst() {
    let t = CGAffineTransform(scaleX: 0.5, y: 0.5).concatenating(CGAffineTransform(translationX: 0, y: -40))
    #expect(CGPoint(x: 10, y: 10).applying(t) == CGPoint(x: 5, y: -35))
    // `translatedBy` prepends: translate first, then scale.
    let u = CGAffineTransform(scaleX: 0.5, y: 0.5).translatedBy(x: 0, y: -40)
    #expect(CGPoint(x: 10, y: 10).applying(u) == CGPoint(x: 5, y: -15))
  }

  @Test func inversionUndoesAndASingularTransformIsReturnedUnchanged() {
    let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 10, ty: -8)
    #expect(t.concatenating(t.inverted()) == .identity)
    let singular = CGAffineTransform(scaleX: 0, y: 1)
    #expect(singular.inverted() == singular)
  }

  @Test func aScaleAndTranslationReadBackBitForBitAndAnimateAsComponents() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let t = CGAffineTransform(scaleX: 0.8, y: 1.25).concatenating(CGAffineTransform(translationX: 12, y: -30))
    view.transform = t
    #expect(view.transform == t)
    #expect(UIView.components(of: t) == [12, -30, 0.8, 1.25, 0, 0])
    // The frame is the transformed bounds about the centre: 80 × 62.5 around (62, -5).
    #expect(view.frame == CGRect(x: 22, y: -36.25, width: 80, height: 62.5))
  }

  @Test func aRotationDecomposesIntoItsAngle() {
    let angle = CGFloat.pi / 6
    let components = UIView.components(of: CGAffineTransform(rotationAngle: angle).scaledBy(x: 2, y: 2))
    #expect(abs(components[4] - Double(angle)) <= 1e-15)
    #expect(abs(components[2] - 2) <= 1e-15 && abs(components[3] - 2) <= 1e-15)
    // A flip is a negative scale, not a half turn.
    #expect(UIView.components(of: CGAffineTransform(scaleX: -1, y: 1)) == [0, 0, -1, 1, 0, 0])
  }

  @Test func edgeInsetsShrinkARectangle() {
    let inset = CGRect(x: 0, y: 0, width: 390, height: 844).inset(by: UIEdgeInsets(top: 47, left: 16, bottom: 34, right: 16))
    #expect(inset == CGRect(x: 16, y: 47, width: 358, height: 763))
  }
}
