import SeamlessUIKit  // glue rule: was `import UIKit`

/// Photo flip (WWDC 2010 session 123, "Building Animation Driven Interfaces") as UIKit code
/// writes it: a button flips a photo card between its front and its back with
/// `UIView.transition(from:to:duration:options:completion:)`, showing and hiding the two sides
/// (`.showHideTransitionViews`), as often and as quickly as you tap.
///
/// ```swift
/// let scene = UIKitScene { PhotoFlipViewController() }
/// ```
final class PhotoFlipViewController: UIViewController {
  /// One deliberate mistake.
  enum Bug: String, Sendable, CaseIterable {
    /// The completion hides the side it flipped from whether or not the flip finished: two
    /// quick flips leave both sides hidden.
    case hidesInCompletion = "hides-in-completion"
  }

  private(set) var bug: Bug?
  let card = UIView(frame: CGRect(x: 45, y: 200, width: 300, height: 400))
  let front = UIImageView(image: UIImage(named: "front"))
  let back = UIImageView(image: UIImage(named: "back"))
  let flipButton = UIButton(type: .system)
  private var showingBack = false

  convenience init(bug: Bug?) {
    self.init()
    self.bug = bug
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(card)
    for side in [front, back] {
      side.frame = card.bounds
      side.contentMode = .scaleAspectFill
      card.addSubview(side)
    }
    back.isHidden = true
    flipButton.frame = CGRect(x: 135, y: 710, width: 120, height: 60)
    flipButton.setTitle("Flip", for: .normal)
    flipButton.addTarget(self, action: PhotoFlipViewController.flip, for: .touchUpInside)
    view.addSubview(flipButton)
  }

  func flip() {
    let (from, to): (UIView, UIView) = showingBack ? (back, front) : (front, back)
    showingBack.toggle()
    let direction: UIView.AnimationOptions = showingBack ? .transitionFlipFromRight : .transitionFlipFromLeft
    UIView.transition(
      from: from, to: to, duration: 0.6, options: [direction, .showHideTransitionViews],
      completion: { _ in
        if self.bug == .hidesInCompletion { from.isHidden = true }
      })
  }
}
