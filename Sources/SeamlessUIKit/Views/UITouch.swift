import Foundation
import SeamlessEngine

/// `UITouch`: one finger on the screen, for the life of its touch sequence.
///
/// The same object represents a finger from touch-down to lift, so sets of touches compare
/// as UIKit's do. Locations are model-space points, as UIKit gives them.
///
/// `force` and `majorRadius` come from the trace (a device recording's pressure and contact
/// size); a touch without them reads force 0 (no force capability, `maximumPossibleForce` 0)
/// and a 20 pt radius. `type` is always `.direct`.
///
/// ```swift
/// override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
///   guard let touch = touches.first else { return }
///   let delta = touch.location(in: self).y - touch.previousLocation(in: self).y
/// }
/// ```
public final class UITouch: Hashable {
  /// `UITouch.Phase`.
  public enum Phase: Int, Sendable, Hashable {
    case began, moved, stationary, ended, cancelled
  }

  /// `UITouch.TouchType`: only direct touches are modelled.
  public enum TouchType: Int, Sendable, Hashable {
    case direct, indirect, pencil, indirectPointer
  }

  let backing: Touch

  private init(_ touch: Touch) { backing = touch }

  /// The one `UITouch` of `touch`, made the first time.
  static func bridge(_ touch: Touch) -> UITouch {
    if let existing = touch.bridged as? UITouch { return existing }
    let made = UITouch(touch)
    touch.bridged = made
    return made
  }

  public var phase: Phase {
    switch backing.phase {
    case .began: .began
    case .moved: .moved
    case .stationary: .stationary
    case .ended: .ended
    case .cancelled: .cancelled
    }
  }

  /// Seconds of the replay's clock at the touch's latest sample.
  public var timestamp: TimeInterval { TimeInterval(backing.timestamp.nanoseconds) / 1e9 }
  /// How many taps in a row this touch is (by UIKit's multi-tap window and distance).
  public var tapCount: Int { backing.tapCount }
  /// The view the touch landed on.
  public var view: UIView? { UIView.owner(of: backing.view) }
  /// The window of that view.
  public var window: UIWindow? { view?.window }
  /// The recognizers the touch is delivered to, fixed at touch-down.
  public var gestureRecognizers: [UIGestureRecognizer]? {
    backing.gestureRecognizers.compactMap { $0.bridge as? UIGestureRecognizer }
  }
  /// The force of the latest sample (1.0 is an average touch); 0 when the trace has none.
  public var force: CGFloat { CGFloat(backing.force ?? 0) }
  /// 20/3 when the touch reports force (a 3D Touch display's maximum), else 0.
  public var maximumPossibleForce: CGFloat { backing.force == nil ? 0 : 20.0 / 3.0 }
  /// The contact's major radius from the trace, else 20 pt.
  public var majorRadius: CGFloat { CGFloat(backing.majorRadius ?? 20) }
  public var type: TouchType { .direct }

  /// The touch in `view`'s bounds space (window points for `nil`).
  public func location(in view: UIView?) -> CGPoint {
    CGPoint(backing.location(in: view?.backing) ?? .zero)
  }

  /// Where the touch was at its previous sample, in `view`'s bounds space.
  public func previousLocation(in view: UIView?) -> CGPoint {
    CGPoint(backing.previousLocation(in: view?.backing) ?? .zero)
  }

  public static func == (a: UITouch, b: UITouch) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// `UIEvent`: the touches down at one instant.
///
/// As in UIKit, a replay hands every touch method and recognizer one touches event, brought up
/// to date at each delivery: keep what you need from it (its `allTouches`, its `timestamp`),
/// not the event itself.
///
/// ```swift
/// if event?.allTouches?.count == 2 { beginPinch() }
/// ```
public final class UIEvent {
  /// `UIEvent.EventType`: only touch events are delivered.
  public enum EventType: Int, Sendable, Hashable {
    case touches, motion, remoteControl, presses
  }

  /// Seconds of the replay's clock at the event.
  public private(set) var timestamp: TimeInterval
  /// Every touch down (including the ones ending in this event).
  public private(set) var allTouches: Set<UITouch>?
  public var type: EventType { .touches }
  private var touchSet = UITouchSet()

  private init(_ event: TouchEvent) {
    timestamp = TimeInterval(event.timestamp.nanoseconds) / 1e9
    allTouches = touchSet.of(event.allTouches)
  }

  /// `engine`'s touches event, brought up to `event` (made at the engine's first delivery);
  /// a new event where there is no engine.
  static func touches(_ event: TouchEvent, in engine: Engine?) -> UIEvent {
    guard let dispatch = engine?.touchDispatch else { return UIEvent(event) }
    guard let shared = dispatch.bridgedEvent as? UIEvent else {
      let made = UIEvent(event)
      dispatch.bridgedEvent = made
      return made
    }
    shared.bringUp(to: event.timestamp, event.allTouches)
    return shared
  }

  /// The event of one touch's latest sample (a control's tracking).
  init(touch: Touch) {
    timestamp = TimeInterval(touch.timestamp.nanoseconds) / 1e9
    allTouches = touchSet.of(CollectionOfOne(touch))
  }

  /// The event of `touch`'s latest sample: `event`, brought up to it, or a new one kept there.
  static func tracking(_ touch: Touch, reusing event: inout UIEvent?) -> UIEvent {
    guard let reused = event else {
      let made = UIEvent(touch: touch)
      event = made
      return made
    }
    reused.bringUp(to: touch.timestamp, CollectionOfOne(touch))
    return reused
  }

  /// Makes the event the one of `touches` at `instant`.
  private func bringUp<Touches: Collection<Touch>>(to instant: Instant, _ touches: Touches) {
    timestamp = TimeInterval(instant.nanoseconds) / 1e9
    allTouches = touchSet.of(touches)
  }

  /// An event at `timestamp` with no touches (an action sent by the app).
  init(timestamp: TimeInterval) {
    self.timestamp = timestamp
    allTouches = nil
  }

  /// The touches that landed on `view`.
  public func touches(for view: UIView) -> Set<UITouch>? {
    allTouches?.filter { $0.view === view }
  }

  /// The touches delivered to `gestureRecognizer`.
  public func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
    allTouches?.filter { touch in touch.backing.gestureRecognizers.contains { $0 === gestureRecognizer.backing } }
  }
}

/// The `Set<UITouch>`s of the last few touch sets delivered, kept for the next delivery of the
/// same touches: a finger moving is delivered the same set at every sample without making it
/// again, and so is each of several fingers whose samples take turns.
///
/// ```swift
/// var delivered = UITouchSet()
/// let touches = delivered.of(engineTouches)   // made once, then the same set while they move
/// ```
struct UITouchSet {
  /// As many sets as fingers a hand moves at once take turns in; the oldest goes first.
  private static let capacity = 5
  private var recent: [Set<UITouch>] = []
  private var next = 0

  /// The `UITouch`es of `touches`.
  mutating func of<Touches: Collection<Touch>>(_ touches: Touches) -> Set<UITouch> {
    for set in recent where set.count == touches.count {
      let same = touches.allSatisfy { touch in (touch.bridged as? UITouch).map { set.contains($0) } ?? false }
      if same { return set }
    }
    let made = Set(touches.map(UITouch.bridge))
    if recent.count < Self.capacity {
      recent.reserveCapacity(Self.capacity)
      recent.append(made)
    } else {
      recent[next] = made
      next = (next + 1) % Self.capacity
    }
    return made
  }
}
