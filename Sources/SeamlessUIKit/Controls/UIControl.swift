import Foundation
import SeamlessEngine

/// `UIControl`, over the engine's control: touch tracking with UIKit's 70 pt margin and
/// events, states, and target–action.
///
/// Targets are method references, the glue rule's spelling of `#selector`, in the three shapes
/// UIKit accepts: no argument, the sender, the sender and the event. Tracking methods are
/// overridable; their defaults are the engine control's.
///
/// ```swift
/// button.addTarget(self, action: PlayerViewController.togglePlay(_:), for: .touchUpInside)
/// button.addAction(UIAction { _ in print("tapped") }, for: .primaryActionTriggered)
/// ```
open class UIControl: UIView, ControlTrackingBridge {
  /// `UIControl.Event`.
  public typealias Event = ControlEvents
  /// `UIControl.State`.
  public typealias State = ControlState

  var control: Control { unsafeDowncast(backing, to: Control.self) }
  private var actionCount = 0
  /// The event of the tracked touch, brought up to date at each of its samples.
  private var trackingEvent: UIEvent?
  /// The actions added with a target, by the target's identity (never printed: the journal
  /// names an action `target-N`, in the order they were added).
  private var targetActions: [(target: ObjectIdentifier, name: String)] = []

  public override init(frame: CGRect) {
    super.init(frame: frame)
    replaceBacking(with: makeControl())
  }

  /// The engine control for this class; the UIKit controls of this module return theirs.
  func makeControl() -> Control { Control(name: "UIControl", center: .zero, size: Size(width: 0, height: 0)) }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    replaceBacking(with: makeControl())
  }

  open var isEnabled: Bool {
    get { control.isEnabled }
    set { control.isEnabled = newValue }
  }
  open var isSelected: Bool {
    get { control.isSelected }
    set { control.isSelected = newValue }
  }
  open var isHighlighted: Bool {
    get { control.isHighlighted }
    set { control.isHighlighted = newValue }
  }
  open var isTracking: Bool { control.isTracking }
  open var isTouchInside: Bool { control.isTouchInside }
  open var state: State { control.state }
  open var allControlEvents: Event { control.allControlEvents }

  // MARK: Tracking

  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    control.beginTracking(touch.backing)
  }
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    control.continueTracking(touch.backing)
  }
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    control.endTracking(touch?.backing)
  }
  open func cancelTracking(with event: UIEvent?) {
    control.cancelTracking()
  }

  package func bridgedBeginTracking(_ touch: Touch) -> Bool {
    let event = UIEvent.tracking(touch, reusing: &trackingEvent)
    return AmbientEngine.run(backing.engine) { beginTracking(UITouch.bridge(touch), with: event) }
  }
  package func bridgedContinueTracking(_ touch: Touch) -> Bool {
    let event = UIEvent.tracking(touch, reusing: &trackingEvent)
    return AmbientEngine.run(backing.engine) { continueTracking(UITouch.bridge(touch), with: event) }
  }
  package func bridgedEndTracking(_ touch: Touch?) {
    let event = touch.map { UIEvent.tracking($0, reusing: &trackingEvent) }
    AmbientEngine.run(backing.engine) { endTracking(touch.map(UITouch.bridge), with: event) }
  }
  package func bridgedCancelTracking() {
    AmbientEngine.run(backing.engine) { cancelTracking(with: nil) }
  }

  // MARK: Targets and actions

  /// Calls `action` (no argument) on `target` for `controlEvents`.
  open func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Void, for controlEvents: Event
  ) {
    add(target, for: controlEvents) { target, _, _ in action(target)() }
  }

  /// Calls `action` on `target` with the control for `controlEvents`.
  open func addTarget<Target: AnyObject, Sender: UIControl>(
    _ target: Target, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event
  ) {
    add(target, for: controlEvents) { target, sender, _ in
      guard let sender = sender as? Sender else { return }
      action(target)(sender)
    }
  }

  /// Calls `action` on `target` with the control and the event for `controlEvents`.
  open func addTarget<Target: AnyObject, Sender: UIControl>(
    _ target: Target, action: @escaping (Target) -> (Sender, UIEvent) -> Void, for controlEvents: Event
  ) {
    add(target, for: controlEvents) { target, sender, event in
      guard let sender = sender as? Sender else { return }
      action(target)(sender, event)
    }
  }

  /// Removes the actions of `target` (all targets for `nil`) for `controlEvents`; method
  /// references cannot be compared, so the action is not matched.
  open func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
    let id = target.map(ObjectIdentifier.init)
    for action in targetActions where id == nil || action.target == id {
      control.removeAction(named: action.name, for: controlEvents)
    }
    let remaining = Set(control.actionNames(for: .allEvents))
    targetActions.removeAll { !remaining.contains($0.name) }
  }

  /// Runs `action`'s handler for `controlEvents`.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    actionCount += 1
    control.addAction(named: action.identifier ?? "action-\(actionCount)", for: controlEvents) {
      [weak self] _, _ in
      guard let self else { return }
      AmbientEngine.run(backing.engine) { action.handler(UIAction(action, sender: self)) }
    }
  }

  /// Sends `controlEvents` to every action registered for them, now.
  open func sendActions(for controlEvents: Event) {
    AmbientEngine.run(backing.engine) { control.sendActions(for: controlEvents) }
  }

  private func add<Target: AnyObject>(
    _ target: Target, for controlEvents: Event, _ send: @escaping (Target, UIControl, UIEvent) -> Void
  ) {
    actionCount += 1
    let name = "target-\(actionCount)"
    targetActions.append((ObjectIdentifier(target), name))
    control.addAction(named: name, for: controlEvents) { [weak self, weak target] _, _ in
      guard let self, let target else { return }
      let engine = backing.engine
      let event = UIEvent(timestamp: engine.map { TimeInterval($0.now.nanoseconds) / 1e9 } ?? 0)
      AmbientEngine.run(engine) { send(target, self, event) }
    }
  }
}

/// `UIAction`: a handler (and a title) a control runs for its events.
///
/// ```swift
/// let action = UIAction(title: "Play") { action in player.toggle() }
/// ```
public final class UIAction {
  public let title: String
  public let identifier: String?
  let handler: (UIAction) -> Void
  /// The control that sent the action, while its handler runs.
  public private(set) weak var sender: AnyObject?

  public init(title: String = "", identifier: String? = nil, handler: @escaping (UIAction) -> Void) {
    self.title = title
    self.identifier = identifier
    self.handler = handler
  }

  init(_ action: UIAction, sender: AnyObject) {
    title = action.title
    identifier = action.identifier
    handler = action.handler
    self.sender = sender
  }
}
