import Foundation
import SeamlessEngine

/// `UIGestureRecognizer`, over the engine's recognizers: UIKit's state machine and
/// arbitration, target–action, a delegate, and the subclass hooks of
/// `UIGestureRecognizerSubclass` (touch methods, a settable ``state``, ``reset()``).
///
/// Targets are method references, the glue rule's spelling of `#selector` (Linux has no
/// Objective-C runtime): `#selector(handlePan(_:))` becomes `Owner.handlePan(_:)`, where
/// `Owner` is the class that declares it. The target is not retained, as in UIKit.
///
/// ```swift
/// lazy var pan = UIPanGestureRecognizer(target: self, action: DrawerViewController.handlePan(_:))
///
/// final class InstantPanGestureRecognizer: UIPanGestureRecognizer {
///   override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
///     super.touchesBegan(touches, with: event)
///     state = .began          // begin at touch-down (WWDC 2017 session 230)
///   }
/// }
/// ```
open class UIGestureRecognizer {
  /// `UIGestureRecognizer.State`.
  public enum State: Int, Sendable, Hashable {
    case possible, began, changed, ended, cancelled, failed
    public static let recognized = State.ended

    init(_ state: GestureRecognizerState) {
      switch state {
      case .possible: self = .possible
      case .began: self = .began
      case .changed: self = .changed
      case .ended: self = .ended
      case .cancelled: self = .cancelled
      case .failed: self = .failed
      }
    }

    var engine: GestureRecognizerState {
      switch self {
      case .possible: .possible
      case .began: .began
      case .changed: .changed
      case .ended: .ended
      case .cancelled: .cancelled
      case .failed: .failed
      }
    }
  }

  /// The engine recognizer this one stands for (made by the subclass that knows its kind).
  private(set) lazy var backing: GestureRecognizer = makeBacking()
  /// `true` once a name was chosen for the recognizer.
  var isNamed = false
  /// The view the recognizer is attached to.
  public internal(set) weak var view: UIView?
  private var targets: [(target: ObjectIdentifier, send: (UIGestureRecognizer) -> Void)] = []
  /// The engine event of the delivery in progress (for the touch methods' defaults).
  private var deliveringEvent: TouchEvent?
  /// The engine touches of the delivery in progress, and their `UITouch`es.
  private var deliveringTouches: [Touch] = []
  private var delivered = UITouchSet()

  /// A recognizer with no target yet.
  public init() {
    backing.bridge = self
    backing.name = String(describing: type(of: self))
    backing.addAction(named: "target-action") { [weak self] _ in self?.sendActions() }
    installHooks()
  }

  /// A recognizer that calls `action` on `target` with itself: `#selector(handle(_:))`
  /// spelled as `Owner.handle(_:)`.
  public convenience init<Target: AnyObject, Sender: UIGestureRecognizer>(
    target: Target, action: @escaping (Target) -> (Sender) -> Void
  ) {
    self.init()
    addTarget(target, action: action)
  }

  /// A recognizer that calls `action` (no argument) on `target`.
  public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
    self.init()
    addTarget(target, action: action)
  }

  /// The engine recognizer for this class; subclasses in this module return their kind's.
  func makeBacking() -> GestureRecognizer { GestureRecognizer(name: "UIGestureRecognizer", kind: .custom) }

  /// The engine recognizer as the type this class's ``makeBacking()`` makes.
  func backing<Recognizer: GestureRecognizer>(as type: Recognizer.Type) -> Recognizer {
    unsafeDowncast(backing, to: type)
  }

  // MARK: Targets

  /// Adds `action` on `target`, called with the recognizer at each state that sends actions.
  public func addTarget<Target: AnyObject, Sender: UIGestureRecognizer>(
    _ target: Target, action: @escaping (Target) -> (Sender) -> Void
  ) {
    targets.append(
      (
        ObjectIdentifier(target),
        { [weak target] recognizer in
          guard let target, let sender = recognizer as? Sender else { return }
          action(target)(sender)
        }
      ))
  }

  /// Adds `action` (no argument) on `target`.
  public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
    targets.append(
      (
        ObjectIdentifier(target),
        { [weak target] _ in
          guard let target else { return }
          action(target)()
        }
      ))
  }

  /// Removes every action of `target` (all targets for `nil`); method references cannot be
  /// compared, so the action is not matched.
  public func removeTarget(_ target: AnyObject?) {
    guard let target else { return targets.removeAll() }
    targets.removeAll { $0.target == ObjectIdentifier(target) }
  }

  private func sendActions() {
    AmbientEngine.run(backing.engine) {
      for target in targets { target.send(self) }
    }
  }

  // MARK: State and settings

  /// The current state; subclasses set it (`UIGestureRecognizerSubclass`).
  ///
  /// An illegal move is journaled as a programmer error and ignored.
  open var state: State {
    get { State(backing.state) }
    set { backing.setState(newValue.engine) }
  }

  /// UIKit's `name`: the recognizer's name in the journal, if set before it is first journaled.
  open var name: String? {
    get { isNamed ? backing.name : nil }
    set {
      guard let newValue, backing.journalID == 0 else { return }
      backing.name = newValue
      isNamed = true
    }
  }

  open var isEnabled: Bool {
    get { backing.isEnabled }
    set { backing.isEnabled = newValue }
  }
  open var cancelsTouchesInView: Bool {
    get { backing.cancelsTouchesInView }
    set { backing.cancelsTouchesInView = newValue }
  }
  open var delaysTouchesBegan: Bool {
    get { backing.delaysTouchesBegan }
    set { backing.delaysTouchesBegan = newValue }
  }
  open var delaysTouchesEnded: Bool {
    get { backing.delaysTouchesEnded }
    set { backing.delaysTouchesEnded = newValue }
  }
  /// Inert: stored (the engine delivers every touch).
  open var requiresExclusiveTouchType = true

  /// The delegate: asked whether to receive a touch, whether to begin, to recognize with another
  /// recognizer and which must fail first.
  open weak var delegate: (any UIGestureRecognizerDelegate)? {
    didSet { installHooks() }
  }

  open var numberOfTouches: Int { backing.numberOfTouches }

  /// The centroid of the touches in `view` (the window for `nil`).
  open func location(in view: UIView?) -> CGPoint {
    CGPoint(backing.location(in: view?.backing ?? self.view?.window?.backing) ?? .zero)
  }

  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    CGPoint(backing.location(ofTouch: touchIndex, in: view?.backing ?? self.view?.window?.backing) ?? .zero)
  }

  /// Makes this recognizer wait until `other` fails.
  open func require(toFail other: UIGestureRecognizer) {
    backing.require(toFail: other.backing)
  }

  // MARK: Subclass hooks (UIGestureRecognizerSubclass)

  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    deliver(touches) { backing.touchesBegan($0, event: $1) }
  }
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    deliver(touches) { backing.touchesMoved($0, event: $1) }
  }
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    deliver(touches) { backing.touchesEnded($0, event: $1) }
  }
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    deliver(touches) { backing.touchesCancelled($0, event: $1) }
  }

  /// Called when the recognizer returns to `possible`; the default resets the built-in
  /// recognizer's own tracking.
  open func reset() { backing.reset() }

  /// Whether this recognizer must wait for `other` to fail (a subclass's choice).
  open func shouldRequireFailure(of other: UIGestureRecognizer) -> Bool { false }
  /// Whether `other` must wait for this recognizer to fail (a subclass's choice).
  open func shouldBeRequiredToFail(by other: UIGestureRecognizer) -> Bool { false }

  private func deliver(_ touches: Set<UITouch>, _ body: ([Touch], TouchEvent) -> Void) {
    guard let event = deliveringEvent else { return }
    // The engine's touches in id order; those being delivered as they came when the set is theirs.
    let reusable =
      touches.count == deliveringTouches.count
      && deliveringTouches.allSatisfy { touch in
        (touch.bridged as? UITouch).map { touches.contains($0) } ?? false
      } && zip(deliveringTouches, deliveringTouches.dropFirst()).allSatisfy { $0.id < $1.id }
    body(reusable ? deliveringTouches : touches.map(\.backing).sorted { $0.id < $1.id }, event)
  }

  private static func owner(of recognizer: GestureRecognizer) -> UIGestureRecognizer? {
    recognizer.bridge as? UIGestureRecognizer
  }

  /// The engine's decision hooks, answered by the subclass's methods and the delegate.
  private func installHooks() {
    backing.shouldBegin = { [weak self] _ in
      guard let self else { return true }
      return AmbientEngine.run(backing.engine) { delegate?.gestureRecognizerShouldBegin(self) ?? true }
    }
    backing.shouldReceive = { [weak self] touch in
      guard let self, let delegate else { return true }
      return AmbientEngine.run(backing.engine) { delegate.gestureRecognizer(self, shouldReceive: UITouch.bridge(touch)) }
    }
    backing.shouldRecognizeSimultaneously = { [weak self] other in
      guard let self, let other = Self.owner(of: other) else { return false }
      return AmbientEngine.run(backing.engine) {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) ?? false
      }
    }
    backing.shouldRequireFailureOf = { [weak self] other in
      guard let self, let other = Self.owner(of: other) else { return false }
      return AmbientEngine.run(backing.engine) {
        shouldRequireFailure(of: other) || (delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) ?? false)
      }
    }
    backing.shouldBeRequiredToFailBy = { [weak self] other in
      guard let self, let other = Self.owner(of: other) else { return false }
      return AmbientEngine.run(backing.engine) {
        shouldBeRequiredToFail(by: other) || (delegate?.gestureRecognizer(self, shouldBeRequiredToFailBy: other) ?? false)
      }
    }
  }
}

extension UIGestureRecognizer: GestureRecognizerBridge {
  package func touches(_ phase: Touch.Phase, _ touches: [Touch], event: TouchEvent) {
    let uiTouches = delivered.of(touches)
    let uiEvent = UIEvent.touches(event, in: backing.engine)
    let previous = (deliveringEvent, deliveringTouches)
    deliveringEvent = event
    deliveringTouches = touches
    defer { (deliveringEvent, deliveringTouches) = previous }
    AmbientEngine.run(backing.engine) {
      switch phase {
      case .began: touchesBegan(uiTouches, with: uiEvent)
      case .moved: touchesMoved(uiTouches, with: uiEvent)
      case .ended: touchesEnded(uiTouches, with: uiEvent)
      case .cancelled: touchesCancelled(uiTouches, with: uiEvent)
      case .stationary: break
      }
    }
  }
}

/// `UIGestureRecognizerDelegate`; every method is optional (defaults as UIKit's).
///
/// ```swift
/// extension PhotoViewController: UIGestureRecognizerDelegate {
///   func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
///     true   // pinch and rotate together
///   }
/// }
/// ```
public protocol UIGestureRecognizerDelegate: AnyObject {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
  ) -> Bool
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer)
    -> Bool
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer)
    -> Bool
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}
