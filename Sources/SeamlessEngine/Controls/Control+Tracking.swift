/// The touch observer a ``Control`` attaches to itself: hands the control the touches that
/// land on it or its subviews.
///
/// It holds the control weakly (the control holds it through its touch observers).
///
/// ```swift
/// let button = Button(name: "ok", center: Point(x: 100, y: 100), size: Size(width: 80, height: 44))
/// button.touchObservers.count   // 1: the tracker
/// ```
final class ControlTouchTracker: TouchObserver {
  weak var control: Control?

  init(control: Control) {
    self.control = control
  }

  func touchesBegan(_ touches: [Touch], event: TouchEvent) {
    for touch in touches { control?.touchBegan(touch) }
  }
  func touchesMoved(_ touches: [Touch], event: TouchEvent) {
    for touch in touches { control?.touchMoved(touch) }
  }
  func touchesEnded(_ touches: [Touch], event: TouchEvent) {
    for touch in touches { control?.touchEnded(touch) }
  }
  func touchesCancelled(_ touches: [Touch], event: TouchEvent) {
    for touch in touches { control?.touchCancelled(touch) }
  }
}

extension Control {
  /// The control that owns `touch`: the nearest control at or above the view it was
  /// hit-tested to (a button's label belongs to the button; a button inside a custom
  /// control belongs to the button, not to the outer control).
  static func owner(of touch: Touch) -> Control? {
    var current: View? = touch.view
    while let view = current {
      if let control = view as? Control { return control }
      current = view.superview
    }
    return nil
  }

  /// Whether `touch` is inside the expanded tracking bounds (model values; a touch whose
  /// location cannot be converted, the control having left the window, is outside).
  func isInsideTrackingBounds(_ touch: Touch) -> Bool {
    guard let point = touch.location(in: self) else { return false }
    return expandedTrackingBounds.contains(point)
  }

  /// The layer over the engine that takes this control's tracking calls, if its view's bridge
  /// is one (see ``ControlTrackingBridge``).
  private var trackingBridge: (any ControlTrackingBridge)? { bridge as? any ControlTrackingBridge }

  func touchBegan(_ touch: Touch) {
    guard isEnabled, trackedTouch == nil, Self.owner(of: touch) === self else { return }
    var count = 1
    if let last = lastTapEnd, touch.timestamp - last.time <= Self.repeatTapInterval { count = last.count + 1 }
    // When the engine counts taps on the touch itself (Touch.tapCount above 1), that count
    // wins; the control's own count is the fallback while touches report 1.
    tapCount = touch.tapCount > 1 ? touch.tapCount : count
    trackedTouch = touch
    isTouchInside = true
    guard trackingBridge?.bridgedBeginTracking(touch) ?? beginTracking(touch) else {
      trackedTouch = nil
      isTouchInside = false
      return
    }
    lastTrackedTouch = touch
    isTracking = true
    isHighlighted = true
    send(tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, touch: touch)
  }

  func touchMoved(_ touch: Touch) {
    guard touch === trackedTouch else { return }
    let wasInside = isTouchInside
    isTouchInside = isInsideTrackingBounds(touch)
    guard trackingBridge?.bridgedContinueTracking(touch) ?? continueTracking(touch) else {
      return stopTracking(touch, cancelled: nil)
    }
    guard touch === trackedTouch else { return }  // an action or override stopped tracking
    isHighlighted = isTouchInside
    if wasInside != isTouchInside {
      send(isTouchInside ? .touchDragEnter : .touchDragExit, touch: touch)
      guard touch === trackedTouch else { return }
    }
    send(isTouchInside ? .touchDragInside : .touchDragOutside, touch: touch)
  }

  func touchEnded(_ touch: Touch) {
    guard touch === trackedTouch else { return }
    isTouchInside = isInsideTrackingBounds(touch)
    stopTracking(touch, cancelled: false)
  }

  func touchCancelled(_ touch: Touch) {
    guard touch === trackedTouch else { return }
    stopTracking(touch, cancelled: true)
  }

  /// Ends the tracking of `touch`: lifted (`false`), cancelled (`true`), or stopped by
  /// ``continueTracking(_:)`` (`nil`: no event).
  func stopTracking(_ touch: Touch, cancelled: Bool?) {
    switch cancelled {
    case .some(false):
      if let trackingBridge { trackingBridge.bridgedEndTracking(touch) } else { endTracking(touch) }
    case .some(true):
      if let trackingBridge { trackingBridge.bridgedCancelTracking() } else { cancelTracking() }
    case .none: break
    }
    trackedTouch = nil
    isTracking = false
    isHighlighted = false
    switch cancelled {
    case .some(false):
      lastTapEnd = (touch.timestamp, tapCount)
      send(isTouchInside ? ControlEvents.touchUpInside.union(eventsWithTouchUpInside) : .touchUpOutside, touch: touch)
    case .some(true):
      lastTapEnd = nil
      send(.touchCancel, touch: touch)
    case .none:
      lastTapEnd = nil
    }
    isTouchInside = false
  }
}
