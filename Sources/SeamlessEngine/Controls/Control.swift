/// The engine's `UIControl`: a view that tracks the touch landing on it and turns it into
/// control events (touch down, drags, touch up inside or outside, cancel) sent to actions.
///
/// A control is a ``View`` (add it to the tree like any view) that watches its own touches
/// through a touch observer it attaches to itself when it is made (so `touch-delivered`
/// counts it among the observers): it receives them where UIKit's responder methods
/// would, after the gesture recognizers and only as long as no recognizer with
/// `cancelsTouchesInView` took them away. A control tracks one touch at a time: the first
/// that comes down on it (or on a subview, when no control lies in between) while it is
/// enabled; other fingers are ignored, as a view with `isMultipleTouchEnabled == false`
/// never sees them.
///
/// Tracking, event by event (UIKit's documentation of `UIControl` and its tracking
/// methods; the order within a step follows BigZaphod/Chameleon's `UIControl.m`, a public
/// reimplementation of UIKit):
///
/// ```
/// began     ──► beginTracking(_:) ── false ──► not tracked (no events, no highlight)
///                 └─ true ──► isTracking, isTouchInside, highlighted; touchDown (+ touchDownRepeat)
/// moved     ──► isTouchInside = inside the expanded bounds; continueTracking(_:) ── false ──► stops
///                 └─ true ──► highlighted = isTouchInside; [touchDragExit | touchDragEnter]; touchDragInside | touchDragOutside
/// ended     ──► isTouchInside = inside the expanded bounds; endTracking(_:); tracking and highlight off;
///               touchUpInside | touchUpOutside
/// cancelled ──► cancelTracking(); tracking and highlight off; touchCancel
/// ```
///
/// "Inside" means inside the bounds grown by `trackingMargin` on every side (70 pt by
/// default): UIKit keeps a touch "inside" well past the edge, so a finger that slides a little
/// off a button still taps it. A disabled control is still hit-tested (UIKit's hit test reads
/// `isUserInteractionEnabled`, `isHidden` and `alpha`, not `isEnabled`) and so still takes the
/// touch from the views behind it, but it tracks nothing and sends nothing ("a disabled
/// control ignores touch events"); disabling a control while it tracks cancels the tracking
/// (`cancelTracking()`, then `touchCancel`, so that every `touchDown` is answered once).
///
/// Actions (``addAction(named:for:_:)``) run in registration order for each event in
/// their mask; every event and every action call is journaled
/// (`control-event`, `control-action`), and so is every change of ``state``
/// (`control-state`). Subclasses override ``beginTracking(_:)``, ``continueTracking(_:)``,
/// ``endTracking(_:)``, ``cancelTracking()`` and ``gestureRecognizerShouldBegin(_:)``.
///
/// ```swift
/// let save = Button(name: "save", center: Point(x: 195, y: 700), size: Size(width: 120, height: 44))
/// engine.window.addSubview(save)
/// save.addAction(named: "save document", for: .touchUpInside) { _, _ in document.save() }
/// engine.enqueue(InputEvent(time: Instant(nanoseconds: 10_000_000), touchID: 1, phase: .began, x: 195, y: 700))
/// engine.enqueue(InputEvent(time: Instant(nanoseconds: 90_000_000), touchID: 1, phase: .ended, x: 200, y: 702))
/// engine.advance(by: .milliseconds(100))   // control-event … touchDown, … touchUpInside, control-action …
/// ```
open class Control: View {
  /// How far outside its bounds a tracked touch still counts as inside: 70 pt.
  ///
  /// UIKit does not document this gutter; developers observe that a button keeps a dragged
  /// finger inside for about 70 pt past each edge (Stack Overflow 14340122, which also
  /// reports about 100 pt on some devices). The engine takes 70 pt on every side.
  package static let defaultTrackingMargin = 70.0
  /// How soon after a tracked touch lifts the next must come down on the same control to be
  /// a repeat tap (``tapCount`` + 1, ``ControlEvents/touchDownRepeat``): 0.35 s, the
  /// engine's multi-tap window (``TapGestureRecognizer/defaultMultiTapWindow``); UIKit does
  /// not publish its own.
  package static let repeatTapInterval = TapGestureRecognizer.defaultMultiTapWindow

  /// The gutter around the bounds inside which a tracked touch is inside, in points.
  package var trackingMargin = Control.defaultTrackingMargin

  /// Whether the control tracks touches (default `true`); see the type's discussion.
  public var isEnabled = true {
    didSet {
      guard oldValue != isEnabled else { return }
      flagDidChange(.disabled, wasSet: oldValue == false)
      if !isEnabled, let touch = trackedTouch { stopTracking(touch, cancelled: true) }
    }
  }
  /// Whether the control is selected (set by the app or a subclass; journaled).
  public var isSelected = false {
    didSet { if oldValue != isSelected { flagDidChange(.selected, wasSet: oldValue) } }
  }
  /// Whether the control draws highlighted: set while a tracked touch is inside the
  /// expanded bounds, cleared when tracking ends (journaled).
  public var isHighlighted = false {
    didSet { if oldValue != isHighlighted { flagDidChange(.highlighted, wasSet: oldValue) } }
  }
  /// Whether the control is tracking a touch.
  public internal(set) var isTracking = false
  /// Whether the tracked touch is (or, during the touch-up actions, lifted) inside the
  /// expanded tracking bounds.
  public internal(set) var isTouchInside = false
  /// The tap count of the touch being tracked (or last tracked): 1, or the rank of a
  /// repeat tap.
  ///
  /// `Touch.tapCount` wins when the engine counts taps there (above 1); otherwise the
  /// control counts them itself: a touch that comes down within ``repeatTapInterval`` of
  /// the lift of the previous tracked touch of this control (which lifted, not cancelled)
  /// is its next tap.
  package internal(set) var tapCount = 0
  /// The touch being tracked.
  package internal(set) var trackedTouch: Touch?

  /// The touch this control most recently began tracking, kept after it ends: the touch
  /// whose recognizers ``gestureRecognizerShouldBegin(_:)`` may deny.
  weak var lastTrackedTouch: Touch?
  /// When the last tracked touch lifted, and its tap count (repeat taps).
  var lastTapEnd: (time: Instant, count: Int)?
  /// The registered actions, in registration order.
  var actions: [ControlAction] = []

  /// A control of `size` centred at `center`, enabled, in the normal state.
  public override init(name: String, center: Point, size: Size) {
    super.init(name: name, center: center, size: size)
    addTouchObserver(ControlTouchTracker(control: self))
  }

  /// The state flags: highlighted, disabled, selected.
  public var state: ControlState {
    var flags: ControlState = []
    if isHighlighted { flags.insert(.highlighted) }
    if !isEnabled { flags.insert(.disabled) }
    if isSelected { flags.insert(.selected) }
    return flags
  }

  /// The bounds grown by ``trackingMargin`` on every side: where a tracked touch is inside.
  package var expandedTrackingBounds: Rect {
    Rect(
      x: bounds.minX - trackingMargin, y: bounds.minY - trackingMargin,
      width: bounds.size.width + 2 * trackingMargin, height: bounds.size.height + 2 * trackingMargin)
  }

  // MARK: - For subclasses

  /// A touch came down on the control; return whether to track it (default `true`).
  ///
  /// Called before ``isTracking`` is set and before `touchDown` is sent. `trackedTouch`
  /// and `tapCount` are already the new touch's.
  open func beginTracking(_ touch: Touch) -> Bool { true }
  /// The tracked touch moved; return whether to go on tracking (default `true`).
  ///
  /// ``isTouchInside`` is already updated. `false` stops tracking: highlight off, no drag
  /// event for this move and no event at all afterwards (not even a touch-up).
  open func continueTracking(_ touch: Touch) -> Bool { true }
  /// The tracked touch lifted (``isTouchInside`` says where); called before the touch-up
  /// event is sent.
  open func endTracking(_ touch: Touch?) {}
  /// The tracked touch was cancelled (or the control disabled); called before
  /// `touchCancel` is sent.
  open func cancelTracking() {}
  /// Whether `recognizer`, attached to an ancestor of this control, may begin or
  /// recognize with a touch this control tracks (default `true`).
  ///
  /// UIKit's `UIView.gestureRecognizerShouldBegin(_:)`, which UIKit's own controls use so
  /// that "default control actions prevent overlapping gesture recognizer behavior":
  /// ``Button`` and ``SegmentedControl`` deny single-finger single taps, ``Slider`` denies
  /// single-finger pans and swipes parallel to its track that start on its thumb. The engine
  /// asks only the control that tracked one of the recognizer's touches, and only for
  /// recognizers of the control's ancestors (never one attached to the control itself or
  /// inside it). A denied recognizer fails, journaled with cause `denied-by-control`.
  open func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }

  /// The events sent right after `touchUpInside`, in the same send (``Button``: its primary
  /// action).
  var eventsWithTouchUpInside: ControlEvents { [] }

  // MARK: - State journal

  /// Journals a change of ``state`` after `flag` changed (it was set before if `wasSet`).
  private func flagDidChange(_ flag: ControlState, wasSet: Bool) {
    var old = state
    if wasSet { old.insert(flag) } else { old.remove(flag) }
    guard old != state else { return }
    journal(.controlStateChanged(control: name, from: old, to: state))
  }

  /// Journals `event` in the engine whose window holds the control (none: not journaled),
  /// identifying the control first.
  func journal(_ event: JournalEvent) {
    guard let engine = root.hostEngine else { return }
    engine.identities.id(of: self)
    engine.record(event)
  }
}
