/// The visual effect of a view transition: `UIView.AnimationOptions`' transition field
/// (three bits at bit 20, UIKit's raw values).
///
/// ```swift
/// TransitionStyle(options: [.transitionFlipFromLeft, .showHideTransitionViews])   // .flipFromLeft
/// ```
public enum TransitionStyle: String, Sendable, Hashable, CaseIterable {
  /// `transitionNone`: the new content shows at once; the transition still lasts its duration.
  case none
  case flipFromLeft = "flip-from-left"
  case flipFromRight = "flip-from-right"
  case curlUp = "curl-up"
  case curlDown = "curl-down"
  case crossDissolve = "cross-dissolve"
  case flipFromTop = "flip-from-top"
  case flipFromBottom = "flip-from-bottom"

  /// The style the transition bits of `options` select.
  package init(options: AnimationOptions) {
    switch (options.rawValue & AnimationOptions.transitionMask) >> 20 {
    case 1: self = .flipFromLeft
    case 2: self = .flipFromRight
    case 3: self = .curlUp
    case 4: self = .curlDown
    case 5: self = .crossDissolve
    case 6: self = .flipFromTop
    case 7: self = .flipFromBottom
    default: self = .none
    }
  }

  /// Whether the effect turns the container over (the old content shows for the first half).
  package var isFlip: Bool {
    switch self {
    case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom: true
    case .none, .curlUp, .curlDown, .crossDissolve: false
    }
  }
}
