import SeamlessEngine
@testable import SeamlessUIKit
import Testing

/// An arbitrary `CGAffineTransform`: kept as translation, scale, rotation and shear (the parts
/// Core Animation decomposes a matrix into), read back as set, animated part by part, and
/// hit-tested and framed by the whole matrix.
@Suite struct ShearTests {
  /// A general matrix: scale, shear and rotation mixed, and a translation.
  static let general = CGAffineTransform(a: 1.2, b: 0.3, c: 0.5, d: 0.9, tx: 12, ty: -7)

  @Test func aGeneralMatrixDecomposesAndRecomposes() {
    let parts = UIView.components(of: Self.general)
    // sx = √(1.2² + 0.3²), angle = atan2(0.3, 1.2), sy = det / sx, shear = (a·c + b·d) / det.
    let sx = (1.2 * 1.2 + 0.3 * 0.3).squareRoot()
    let determinant = 1.2 * 0.9 - 0.3 * 0.5
    #expect(parts[0] == 12 && parts[1] == -7)
    #expect(abs(parts[2] - sx) <= 1e-15)
    #expect(abs(parts[3] - determinant / sx) <= 1e-15)
    #expect(abs(parts[4] - atan2(0.3, 1.2)) <= 1e-15)
    #expect(abs(parts[5] - (1.2 * 0.5 + 0.3 * 0.9) / determinant) <= 1e-15)
    let back = UIView.matrix(parts)
    for (got, want) in zip([back.a, back.b, back.c, back.d, back.tx, back.ty], [1.2, 0.3, 0.5, 0.9, 12, -7]) {
      #expect(abs(got - want) <= 1e-12)
    }
    // A mirror image: the negative determinant goes to sy.
    let mirrored = UIView.components(of: CGAffineTransform(a: 0.8, b: 0.6, c: 0.6, d: -0.8, tx: 0, ty: 0))
    #expect(abs(mirrored[2] - 1) <= 1e-15 && abs(mirrored[3] + 1) <= 1e-15 && abs(mirrored[5]) <= 1e-15)
  }

  @Test func aShearedViewReadsBackItsMatrixAndIsHitAndFramedByIt() throws {
    let engine = Engine()
    let scene = UIKitScene { UIView() }
    scene.install(in: engine)
    let root = try #require(scene.rootView)
    let box = UIView(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
    root.addSubview(box)
    box.transform = CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
    #expect(box.transform == CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))
    #expect(box.backing.shear == 0.5)
    // x moves by half of y about the centre (200, 200): the corners reach x = 200 ± (50 + 25).
    #expect(box.frame == CGRect(x: 125, y: 150, width: 150, height: 100))
    // (265, 240) is inside the parallelogram (at y + 40 it spans 170…270), outside the square.
    #expect(root.hitTest(CGPoint(x: 265, y: 240), with: nil) === box)
    // (160, 240) is inside the square, outside the parallelogram.
    #expect(root.hitTest(CGPoint(x: 160, y: 240), with: nil) === root)
  }

  @Test func aShearAnimatesOnItsOwn() throws {
    let engine = Engine()
    let scene = UIKitScene { UIView() }
    scene.install(in: engine)
    let root = try #require(scene.rootView)
    let box = UIView(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
    AmbientEngine.run(engine) {
      root.addSubview(box)
      UIView.animate(
        withDuration: 1, delay: 0, options: .curveLinear,
        animations: {
          box.transform = CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
        })
    }
    engine.advance(by: .milliseconds(500))
    let shown = try #require(box.layer.presentation()).affineTransform()
    // Halfway: a shear of 0.25, nothing else.
    #expect(shown.a == 1 && shown.b == 0 && shown.d == 1)
    #expect(abs(shown.c - 0.25) <= 1e-12)
    engine.advance(by: .seconds(1))
    #expect(try #require(box.layer.presentation()).affineTransform().c == 0.5)
  }
}
