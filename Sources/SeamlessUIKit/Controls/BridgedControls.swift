import SeamlessEngine

// The engine controls behind UIKit's: each hands its tracking methods to its UIControl (so a
// subclass's overrides run), whose defaults come back here for the engine's own behaviour.

/// How a UIKit control takes its engine control's tracking calls.
protocol ControlTracking: AnyObject {
  func bridgedBeginTracking(_ touch: Touch) -> Bool
  func bridgedContinueTracking(_ touch: Touch) -> Bool
  func bridgedEndTracking(_ touch: Touch?)
  func bridgedCancelTracking()
}

/// What every bridged engine control offers its UIKit control: the engine's own tracking.
protocol EngineTracking: Control {
  func engineBeginTracking(_ touch: Touch) -> Bool
  func engineContinueTracking(_ touch: Touch) -> Bool
  func engineEndTracking(_ touch: Touch?)
  func engineCancelTracking()
}

final class BridgedControl: Control, EngineTracking {
  private var owner: (any ControlTracking)? { bridge as? any ControlTracking }
  override func beginTracking(_ touch: Touch) -> Bool { owner?.bridgedBeginTracking(touch) ?? super.beginTracking(touch) }
  override func continueTracking(_ touch: Touch) -> Bool {
    owner?.bridgedContinueTracking(touch) ?? super.continueTracking(touch)
  }
  override func endTracking(_ touch: Touch?) { owner.map { $0.bridgedEndTracking(touch) } ?? super.endTracking(touch) }
  override func cancelTracking() { owner.map { $0.bridgedCancelTracking() } ?? super.cancelTracking() }
  func engineBeginTracking(_ touch: Touch) -> Bool { super.beginTracking(touch) }
  func engineContinueTracking(_ touch: Touch) -> Bool { super.continueTracking(touch) }
  func engineEndTracking(_ touch: Touch?) { super.endTracking(touch) }
  func engineCancelTracking() { super.cancelTracking() }
}

final class BridgedButton: Button, EngineTracking {
  private var owner: (any ControlTracking)? { bridge as? any ControlTracking }
  override func beginTracking(_ touch: Touch) -> Bool { owner?.bridgedBeginTracking(touch) ?? super.beginTracking(touch) }
  override func continueTracking(_ touch: Touch) -> Bool {
    owner?.bridgedContinueTracking(touch) ?? super.continueTracking(touch)
  }
  override func endTracking(_ touch: Touch?) { owner.map { $0.bridgedEndTracking(touch) } ?? super.endTracking(touch) }
  override func cancelTracking() { owner.map { $0.bridgedCancelTracking() } ?? super.cancelTracking() }
  func engineBeginTracking(_ touch: Touch) -> Bool { super.beginTracking(touch) }
  func engineContinueTracking(_ touch: Touch) -> Bool { super.continueTracking(touch) }
  func engineEndTracking(_ touch: Touch?) { super.endTracking(touch) }
  func engineCancelTracking() { super.cancelTracking() }
}

final class BridgedSlider: Slider, EngineTracking {
  private var owner: (any ControlTracking)? { bridge as? any ControlTracking }
  override func beginTracking(_ touch: Touch) -> Bool { owner?.bridgedBeginTracking(touch) ?? super.beginTracking(touch) }
  override func continueTracking(_ touch: Touch) -> Bool {
    owner?.bridgedContinueTracking(touch) ?? super.continueTracking(touch)
  }
  override func endTracking(_ touch: Touch?) { owner.map { $0.bridgedEndTracking(touch) } ?? super.endTracking(touch) }
  override func cancelTracking() { owner.map { $0.bridgedCancelTracking() } ?? super.cancelTracking() }
  func engineBeginTracking(_ touch: Touch) -> Bool { super.beginTracking(touch) }
  func engineContinueTracking(_ touch: Touch) -> Bool { super.continueTracking(touch) }
  func engineEndTracking(_ touch: Touch?) { super.endTracking(touch) }
  func engineCancelTracking() { super.cancelTracking() }
}
