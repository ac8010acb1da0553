import Foundation
import SeamlessUIKit

/// The public symbols the generated list cannot name alone (overloads, generics), used by hand.
func usedByHand() {
  // The literal types (underscored: the symbol graph leaves them out).
  _ = _ColorLiteralType.self
  _ = _ImageLiteralType.self
  final class Owner {
    func none() {}
    func recognizer(_ sender: UIPanGestureRecognizer) {}
    func control(_ sender: UIButton) {}
    func controlAndEvent(_ sender: UIButton, event: UIEvent) {}
  }
  let owner = Owner()
  // UIKitScene.init(_:): a root view, or a root view controller.
  _ = UIKitScene { UIView() }
  _ = UIKitScene { UIViewController() }
  // UIGestureRecognizer.init(target:action:) and addTarget(_:action:), both action shapes.
  let pan = UIPanGestureRecognizer(target: owner, action: Owner.recognizer(_:))
  _ = UITapGestureRecognizer(target: owner, action: Owner.none)
  pan.addTarget(owner, action: Owner.recognizer(_:))
  pan.addTarget(owner, action: Owner.none)
  // UIControl.addTarget(_:action:for:), the three action shapes.
  let button = UIButton(type: .system)
  button.addTarget(owner, action: Owner.none, for: .touchUpInside)
  button.addTarget(owner, action: Owner.control(_:), for: .touchUpInside)
  button.addTarget(owner, action: Owner.controlAndEvent(_:event:), for: .touchUpInside)
  // UIEvent.touches(for:), a view's and a recognizer's.
  let view = UIView()
  let event: UIEvent? = nil
  _ = event?.touches(for: view)
  _ = event?.touches(for: pan)
  // UIView.convert(_:to:) and convert(_:from:), points and rectangles.
  _ = view.convert(CGPoint.zero, to: nil)
  _ = view.convert(CGPoint.zero, from: nil)
  _ = view.convert(CGRect.zero, to: nil)
  _ = view.convert(CGRect.zero, from: nil)
  // NSLayoutAnchor (generic), impactOccurred() and startAnimation() (each with an overload).
  _ = NSLayoutAnchor<NSLayoutYAxisAnchor>.self
  let haptics = UIImpactFeedbackGenerator(style: .rigid)
  let impact: () -> Void = haptics.impactOccurred
  _ = impact
  let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
  let start: () -> Void = animator.startAnimation
  let animating: any UIViewAnimating = animator
  let startAny: () -> Void = animating.startAnimation
  _ = (start, startAny)
  // CADisplayLink.init(target:action:), both action shapes.
  final class Ticker {
    func step(_ link: CADisplayLink) {}
    func tick() {}
  }
  let ticker = Ticker()
  _ = CADisplayLink(target: ticker, action: Ticker.step(_:))
  _ = CADisplayLink(target: ticker, action: Ticker.tick)
  // DispatchQueue.async(execute:) and asyncAfter(deadline:execute:) (Dispatch overloads them).
  // (Outside a replay they are Dispatch's own: empty work, so nothing happens when it runs.)
  DispatchQueue.main.async(execute: {})
  DispatchQueue.main.asyncAfter(deadline: .now(), execute: {})
  // Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:), both selector shapes.
  final class Clock {
    func tick(_ timer: SeamlessUIKit.Timer) {}
    func chime() {}
  }
  let clock = Clock()
  SeamlessUIKit.Timer.scheduledTimer(timeInterval: 1, target: clock, selector: Clock.tick, userInfo: nil, repeats: false)
    .invalidate()
  SeamlessUIKit.Timer.scheduledTimer(timeInterval: 1, target: clock, selector: Clock.chime, userInfo: nil, repeats: false)
    .invalidate()
  // RunLoop.add(_:forMode:), SeamlessUIKit's overload for its Timer.
  let unscheduled = SeamlessUIKit.Timer(timeInterval: 1, repeats: false) { _ in }
  RunLoop.main.add(unscheduled, forMode: .common)
  unscheduled.invalidate()
}
