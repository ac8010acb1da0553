/// The engine's `UISlider`: a horizontal track whose thumb the finger drags to pick a value
/// between ``minimumValue`` and ``maximumValue``.
///
/// Geometry (the engine's choice; UIKit draws its own images): the thumb is
/// `thumbWidth` wide (28 pt by default, the size of the round knob UIKit draws since
/// iOS 7) and as tall as the bounds; its centre travels from `bounds.minX + thumbWidth / 2`
/// (``minimumValue``) to `bounds.maxX − thumbWidth / 2` (``maximumValue``), linearly.
///
/// Tracking: only a touch that comes down on the thumb is tracked (``beginTracking(_:)``
/// answers `false` elsewhere, so a tap on the track does nothing: UIKit's slider does not
/// jump to a tapped point). The thumb keeps the offset at which it was grabbed — it does
/// not jump under the finger — and follows the finger's horizontal movement, clamped to its
/// travel, wherever the finger goes (even outside the control's tracking margin). With
/// ``isContinuous`` (the default) every move that changes the value sends
/// ``ControlEvents/valueChanged`` (before that move's drag event); otherwise the value still
/// follows the finger but `valueChanged` is sent once, when the finger lifts, if the value
/// differs from the value when the thumb was grabbed. The lift's own location moves the
/// thumb first. A cancelled drag keeps the value it reached and sends no `valueChanged`
/// (UIKit does not document this case). Setting ``value`` in code clamps it to the range and
/// sends nothing, as in UIKit.
///
/// Gestures: a single-finger pan or swipe of an ancestor that starts on the thumb and goes
/// along the track (within 45° of it for a pan; a swipe whose direction is along it) is
/// denied: Apple lists "a single finger swipe on the knob of a UISlider, in a direction
/// parallel to the slider" among the default control actions that win. Across the track,
/// the recognizer wins and cancels the drag.
///
/// ```swift
/// let volume = Slider(name: "volume", center: Point(x: 195, y: 600), size: Size(width: 228, height: 34))
/// volume.maximumValue = 100
/// volume.addAction(named: "set volume", for: .valueChanged) { _, _ in player.volume = volume.value }
/// ```
open class Slider: Control {
  /// The thumb's width: 28 pt (engine choice: the diameter of the knob UIKit draws).
  package static let defaultThumbWidth = 28.0

  /// The thumb's width in points.
  package var thumbWidth = Slider.defaultThumbWidth
  /// Whether `valueChanged` is sent during the drag (default `true`) or only on release.
  public var isContinuous = true

  /// The value (default 0), always within the range; set in code, clamped, journaled as
  /// `control-value … property=value`.
  public var value: Double {
    get { storedValue }
    set {
      guard newValue.isFinite else { return refuse("value", newValue) }
      setStored(\.storedValue, "value", to: min(max(newValue, storedMinimum), storedMaximum))
    }
  }
  /// The value at the thumb's left end (default 0); raising it above ``maximumValue``
  /// raises that too (the engine's choice), and the value follows into the range.
  public var minimumValue: Double {
    get { storedMinimum }
    set {
      guard newValue.isFinite else { return refuse("minimumValue", newValue) }
      setStored(\.storedMinimum, "minimumValue", to: newValue)
      if storedMaximum < newValue { setStored(\.storedMaximum, "maximumValue", to: newValue) }
      value = storedValue
    }
  }
  /// The value at the thumb's right end (default 1); lowering it below ``minimumValue``
  /// lowers that too, and the value follows into the range.
  public var maximumValue: Double {
    get { storedMaximum }
    set {
      guard newValue.isFinite else { return refuse("maximumValue", newValue) }
      setStored(\.storedMaximum, "maximumValue", to: newValue)
      if storedMinimum > newValue { setStored(\.storedMinimum, "minimumValue", to: newValue) }
      value = storedValue
    }
  }

  private var storedValue = 0.0
  private var storedMinimum = 0.0
  private var storedMaximum = 1.0
  /// Finger x minus thumb centre x when the thumb was grabbed (bounds space).
  private var grabOffset = 0.0
  /// The value and the finger's window location when the thumb was grabbed.
  private var valueAtGrab = 0.0
  private var grabLocation: Point?

  /// How far the thumb's centre travels from minimum to maximum: the width less the thumb.
  package var thumbTravel: Double { max(bounds.size.width - thumbWidth, 0) }

  /// The x of the thumb's centre (bounds space) for `value`.
  package func thumbCenterX(for value: Double) -> Double {
    let span = storedMaximum - storedMinimum
    let fraction = span > 0 ? (min(max(value, storedMinimum), storedMaximum) - storedMinimum) / span : 0
    return bounds.minX + thumbWidth / 2 + fraction * thumbTravel
  }

  /// The value whose thumb centre is at `x` (bounds space), clamped to the range.
  package func value(forThumbCenterX x: Double) -> Double {
    guard thumbTravel > 0 else { return storedMinimum }
    let fraction = min(max((x - bounds.minX - thumbWidth / 2) / thumbTravel, 0), 1)
    return storedMinimum + fraction * (storedMaximum - storedMinimum)
  }

  /// The thumb's rectangle in bounds space for the current value.
  package var thumbRect: Rect {
    Rect(x: thumbCenterX(for: storedValue) - thumbWidth / 2, y: bounds.minY, width: thumbWidth, height: bounds.size.height)
  }

  /// Tracks a touch that comes down on the thumb (and remembers where it grabbed it).
  open override func beginTracking(_ touch: Touch) -> Bool {
    guard let point = touch.location(in: self) else { return false }
    let thumb = thumbRect
    guard point.x >= thumb.minX && point.x < thumb.maxX else { return false }
    grabOffset = point.x - thumb.center.x
    valueAtGrab = storedValue
    grabLocation = touch.windowLocation
    return true
  }

  /// Moves the thumb with the finger; continuous: `valueChanged` when the value changed.
  open override func continueTracking(_ touch: Touch) -> Bool {
    moveThumb(with: touch)
    return true
  }

  /// Moves the thumb to the lift; not continuous: `valueChanged` if the drag changed the value.
  open override func endTracking(_ touch: Touch?) {
    guard let touch else { return }
    moveThumb(with: touch)
    if !isContinuous && storedValue != valueAtGrab { send(.valueChanged, touch: touch) }
  }

  /// Denies single-finger pans and swipes of ancestors along the track that began on the thumb.
  open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
    guard let touch = lastTrackedTouch, let start = grabLocation,
      let axis = GestureRecognizer.convertVector(Point(x: 1, y: 0), fromView: self, window: touch.window)
    else { return true }
    if let pan = recognizer as? PanGestureRecognizer {
      guard pan.numberOfTouches <= 1 else { return true }
      return !Self.isAlong(touch.windowLocation - start, axis: axis)
    }
    if let swipe = recognizer as? SwipeGestureRecognizer {
      guard swipe.numberOfTouchesRequired == 1 else { return true }
      let directions = swipe.recognizedDirection ?? swipe.direction
      return !SwipeGestureRecognizer.Direction.units.contains { single, unit in
        directions.contains(single) && Self.isAlong(unit, axis: axis)
      }
    }
    return true
  }

  /// Whether `vector` is within 45° of the line of `axis` (either way).
  static func isAlong(_ vector: Point, axis: Point) -> Bool {
    let along = abs(vector.x * axis.x + vector.y * axis.y)
    let across = abs(vector.x * axis.y - vector.y * axis.x)
    return along > across
  }

  private func moveThumb(with touch: Touch) {
    guard let point = touch.location(in: self) else { return }
    let next = value(forThumbCenterX: point.x - grabOffset)
    guard next != storedValue else { return }
    setStored(\.storedValue, "value", to: next)
    if isContinuous { send(.valueChanged, touch: touch) }
  }

  private func setStored(_ storage: ReferenceWritableKeyPath<Slider, Double>, _ property: String, to newValue: Double) {
    guard self[keyPath: storage] != newValue else { return }
    self[keyPath: storage] = newValue
    journal(.controlValueChanged(control: name, property: property, value: newValue))
  }

  private func refuse(_ property: String, _ value: Double) {
    journal(.programmerError(.controlMisuse(control: name, call: "\(property) = \(value)", rule: "a slider's values are finite")))
  }
}
