import SeamlessUIKit  // glue rule: was `import UIKit`

/// An accordion as UIKit code writes it: three sections in a `UIStackView` pinned to the root
/// view's layout margins; a tap on a section's header shows or hides its details in an
/// animation block, fading them, and the sections below slide up or down, as often and as
/// quickly as you tap: the block allows user interaction, and the stack hit-tests what it shows
/// (the `hitTest(_:with:)` override of WWDC 2014 session 236), so a tap on a sliding header
/// toggles that header's section.
///
/// Each header is 56 pt tall and each details panel 120 pt (at priority 999, so that the
/// stack can collapse it), 8 pt apart; the first section starts open.
///
/// ```swift
/// let scene = UIKitScene { AccordionViewController() }
/// ```
final class AccordionViewController: UIViewController {
  /// One deliberate mistake.
  enum Bug: String, Sendable, CaseIterable {
    /// Closing fades the details out and hides them in the completion, outside the animation:
    /// when the fade ends, the sections below jump up by the panel's height.
    case hidesInCompletion = "hides-in-completion"
    /// The block has no options, as most code writes it: UIKit takes no touches on the stack
    /// while it animates, so a tap during a slide is swallowed.
    case blocksInteraction = "blocks-interaction"
    /// The stack hit-tests its model frames: a tap on a header sliding up lands where the
    /// header is going, on another section or on nothing.
    case hitTestsModel = "hit-tests-model"
  }

  private(set) var bug: Bug?
  lazy var stack = SectionStackView(hitTestsPresentation: bug != .hitTestsModel)
  let headers = [UIButton(type: .system), UIButton(type: .system), UIButton(type: .system)]
  let details = [UIView(), UIView(), UIView()]

  convenience init(bug: Bug?) {
    self.init()
    self.bug = bug
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: margins.topAnchor),
      stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
    for (index, (header, panel)) in zip(headers, details).enumerated() {
      header.setTitle(["Shipping", "Payment", "Summary"][index], for: .normal)
      header.heightAnchor.constraint(equalToConstant: 56).isActive = true
      header.addTarget(self, action: AccordionViewController.toggle(_:), for: .touchUpInside)
      let height = panel.heightAnchor.constraint(equalToConstant: 120)
      height.priority = UILayoutPriority(999)
      height.isActive = true
      panel.backgroundColor = .secondarySystemBackground
      panel.isHidden = index > 0
      panel.alpha = index > 0 ? 0 : 1
      stack.addArrangedSubview(header)
      stack.addArrangedSubview(panel)
    }
  }

  func toggle(_ sender: UIButton) {
    guard let index = headers.firstIndex(where: { $0 === sender }) else { return }
    let panel = details[index]
    let opening = panel.isHidden
    let options: UIView.AnimationOptions = bug == .blocksInteraction ? [] : [.beginFromCurrentState, .allowUserInteraction]
    if bug == .hidesInCompletion && !opening {
      UIView.animate(
        withDuration: 0.3, delay: 0, options: options, animations: { panel.alpha = 0 },
        completion: { _ in panel.isHidden = true })
      return
    }
    UIView.animate(withDuration: 0.3, delay: 0, options: options) {
      panel.isHidden = !opening
      panel.alpha = opening ? 1 : 0
    }
  }
}

/// A stack view whose taps land on the arranged view shown under the finger while they slide.
final class SectionStackView: UIStackView {
  let hitTestsPresentation: Bool

  init(hitTestsPresentation: Bool) {
    self.hitTestsPresentation = hitTestsPresentation
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    // The stack's own model bounds may already have shrunk: what is shown decides.
    guard hitTestsPresentation, isUserInteractionEnabled, !isHidden else { return super.hitTest(point, with: event) }
    for view in arrangedSubviews.reversed() where !view.isHidden && view.isUserInteractionEnabled {
      let shown = view.layer.presentation()?.frame ?? view.frame
      if shown.contains(point) { return view }
    }
    return super.hitTest(point, with: event)
  }
}
