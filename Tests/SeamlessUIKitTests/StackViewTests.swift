import SeamlessEngine
@testable import SeamlessUIKit
import Testing

/// `UIStackView`: the chain along the axis, each distribution and alignment with exact frames,
/// hidden views collapsing (animated inside an animation block), and the arrangement kept when
/// views leave.
@Suite struct StackViewTests {
  /// The scenes installed by the tests (a scene owns its window, which must outlive the test).
  private final class SceneKeeper { var scenes: [UIKitScene] = [] }
  private let keeper = SceneKeeper()

  /// `stack`, pinned 20 pt in from the root's sides with its top at y = 100, in a fresh engine.
  private func install(_ stack: UIStackView, height: CGFloat? = nil) -> Engine {
    let engine = Engine()
    let scene = UIKitScene {
      let root = UIView()
      stack.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
        stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      ])
      if let height { stack.heightAnchor.constraint(equalToConstant: height).isActive = true }
      return root
    }
    scene.install(in: engine)
    keeper.scenes.append(scene)
    return engine
  }

  /// A view that wants `size` (its intrinsic content size).
  final class Block: UIView {
    let wanted: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
      wanted = CGSize(width: width, height: height)
      super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { wanted }
  }

  /// Three rows 50, 60 and 70 pt tall in a column 8 pt apart, installed.
  private func installColumn() -> (rows: [Block], stack: UIStackView, engine: Engine) {
    let rows = [Block(10, 50), Block(10, 60), Block(10, 70)]
    let stack = UIStackView(arrangedSubviews: rows)
    stack.axis = .vertical
    stack.spacing = 8
    return (rows, stack, install(stack))
  }

  @Test func aColumnStacksItsViewsAtTheSpacingAndHugsThem() throws {
    let (rows, stack, _) = installColumn()
    #expect(rows.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
    // 350 wide (390 − 2 × 20), the rows filling it; 50 + 8 + 60 + 8 + 70 = 196 tall.
    #expect(
      rows.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 350, height: 50), CGRect(x: 0, y: 58, width: 350, height: 60),
        CGRect(x: 0, y: 126, width: 350, height: 70),
      ])
    #expect(stack.frame == CGRect(x: 20, y: 100, width: 350, height: 196))
  }

  @Test func aHiddenViewCollapsesAndTakesNoSpacing() throws {
    let (rows, stack, _) = installColumn()
    rows[1].isHidden = true
    stack.layoutIfNeeded()
    #expect(
      rows.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 350, height: 50), CGRect(x: 0, y: 50, width: 350, height: 0),
        CGRect(x: 0, y: 58, width: 350, height: 70),
      ])
    #expect(stack.frame.height == 128)
    rows[1].isHidden = false
    stack.layoutIfNeeded()
    #expect(rows[2].frame.minY == 126 && stack.frame.height == 196)
  }

  @Test func hidingInsideAnAnimationBlockAnimatesTheOthersIntoPlace() throws {
    let (rows, _, engine) = installColumn()
    AmbientEngine.run(engine) {
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { rows[1].isHidden = true })
    }
    // The model is there at once; the last row is shown sliding up from 126 to 58 over 1 s.
    #expect(rows[2].frame.minY == 58)
    engine.advance(by: .milliseconds(500))
    let shown = try #require(rows[2].layer.presentation())
    #expect(abs(shown.frame.minY - 92) <= 1e-9)
    engine.advance(by: .milliseconds(600))
    #expect(try #require(rows[2].layer.presentation()).frame.minY == 58)
  }

  @Test func eachDistributionSharesTheRow() throws {
    func row(_ distribution: UIStackView.Distribution) -> [CGRect] {
      let blocks = [Block(40, 30), Block(80, 30), Block(60, 30)]
      let stack = UIStackView(arrangedSubviews: blocks)
      stack.distribution = distribution
      stack.spacing = 10
      _ = install(stack)
      return blocks.map(\.frame)
    }
    // 350 wide, two gaps of at least 10.
    // Equally: (350 − 20) / 3 = 110 each.
    #expect(row(.fillEqually).map(\.width) == [110, 110, 110])
    #expect(row(.fillEqually).map(\.minX) == [0, 120, 240])
    // Proportionally: 330 × 40/180, 80/180, 60/180.
    let proportional = row(.fillProportionally)
    for (frame, expected) in zip(proportional, [330.0 * 40 / 180, 330.0 * 80 / 180, 330.0 * 60 / 180]) {
      #expect(abs(frame.width - expected) <= 1e-9)
    }
    // Equal spacing: intrinsic widths, the 170 pt left over split into two gaps of 85.
    #expect(row(.equalSpacing).map(\.minX) == [0, 125, 290])
    #expect(row(.equalSpacing).map(\.width) == [40, 80, 60])
    // Equal centring: the outer centres at 20 and 350 − 30 = 320, the middle one halfway (170).
    for (centre, expected) in zip(row(.equalCentering).map(\.midX), [20.0, 170, 320]) {
      #expect(abs(centre - expected) <= 1e-9)
    }
  }

  @Test func eachAlignmentPlacesTheViewsAcross() throws {
    func column(_ alignment: UIStackView.Alignment) -> ([CGRect], CGRect) {
      let blocks = [Block(100, 20), Block(200, 20)]
      let stack = UIStackView(arrangedSubviews: blocks)
      stack.axis = .vertical
      stack.alignment = alignment
      _ = install(stack)
      return (blocks.map(\.frame), stack.frame)
    }
    #expect(column(.fill).0.map(\.width) == [350, 350])
    #expect(column(.leading).0.map(\.minX) == [0, 0])
    #expect(column(.leading).0.map(\.width) == [100, 200])
    #expect(column(.trailing).0.map(\.maxX) == [350, 350])
    #expect(column(.center).0.map(\.midX) == [175, 175])
    #expect(column(.center).1 == CGRect(x: 20, y: 100, width: 350, height: 40))

    // A row not sized across hugs its tallest view; baselines line up.
    let small = UILabel()
    small.text = "a"
    small.font = .systemFont(ofSize: 10)
    let large = UILabel()
    large.text = "A"
    large.font = .systemFont(ofSize: 30)
    let stack = UIStackView(arrangedSubviews: [small, large])
    stack.alignment = .firstBaseline
    stack.distribution = .equalSpacing
    _ = install(stack)
    let smallBaseline = small.frame.minY + (small.frame.height - 12) / 2 + 9.5
    let largeBaseline = large.frame.minY + (large.frame.height - 36) / 2 + 28.5
    #expect(abs(smallBaseline - largeBaseline) <= 1e-9)
    #expect(stack.frame.height == large.frame.height)
  }

  @Test func theArrangementFollowsViewsLeavingAndCustomSpacing() throws {
    let rows = [Block(10, 50), Block(10, 60), Block(10, 70)]
    let stack = UIStackView(arrangedSubviews: rows)
    stack.axis = .vertical
    _ = install(stack)
    stack.setCustomSpacing(30, after: rows[0])
    #expect(stack.customSpacing(after: rows[0]) == 30)
    #expect(stack.customSpacing(after: rows[1]) == UIStackView.spacingUseDefault)
    stack.layoutIfNeeded()
    #expect(rows.map(\.frame.minY) == [0, 80, 140])

    // Out of the arrangement but still a subview (UIKit's gotcha); out of the view: out of both.
    stack.removeArrangedSubview(rows[1])
    #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [rows[0], rows[2]].map(ObjectIdentifier.init))
    #expect(stack.subviews.count == 3)
    rows[2].removeFromSuperview()
    #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [ObjectIdentifier(rows[0])])
    stack.insertArrangedSubview(rows[2], at: 0)
    stack.layoutIfNeeded()
    #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [rows[2], rows[0]].map(ObjectIdentifier.init))
    // 70 then 50, touching: the custom spacing after rows[0] has nothing after it.
    #expect(rows[2].frame.minY == 0 && rows[0].frame.minY == 70 && stack.frame.height == 120)
  }

  @Test func marginsRelativeArrangementInsetsTheViews() throws {
    let block = Block(10, 50)
    let stack = UIStackView(arrangedSubviews: [block])
    stack.isLayoutMarginsRelativeArrangement = true
    stack.insetsLayoutMarginsFromSafeArea = false
    stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 15, trailing: 20)
    _ = install(stack)
    #expect(block.frame == CGRect(x: 10, y: 5, width: 320, height: 50))
    #expect(stack.frame.height == 70)
  }
}
