/// The engine's `UIPinchGestureRecognizer`: a continuous two-finger gesture reporting the
/// scale of the fingers' span.
///
/// State machine: `possible` until two fingers are down and their span (the distance
/// between the first two down fingers, window points) has changed by `hysteresis`
/// (10 pt) from what it was when the second came down → `began`; every later move →
/// `changed`; fewer than two fingers left → `ended` (a cancelled touch → `cancelled`).
/// All fingers lifting before `began` fails it (the base rule). UIKit does not document
/// its pinch threshold; 10 pt is this model's choice, the pan's hysteresis applied to
/// the span.
///
/// ``scale`` = current span / span at `began` (1 at `began`); ``velocity`` is d(scale)/dt
/// in scale per second, from a `VelocityTracker` (LSQ2) fed the scale with each touch
/// sample's timestamp.
///
/// ```swift
/// let pinch = PinchGestureRecognizer(name: "zoom")
/// pinch.addAction(named: "scale") { _ in
///   photo.scaleX = startScale * pinch.scale
///   photo.scaleY = startScale * pinch.scale
/// }
/// photo.addGestureRecognizer(pinch)
/// ```
public final class PinchGestureRecognizer: GestureRecognizer {
  /// Span change (pt) before the pinch begins: 10 pt (model choice).
  package static let defaultHysteresis = 10.0

  /// The span change needed to begin, in points.
  package var hysteresis = PinchGestureRecognizer.defaultHysteresis
  /// The span now over the span at `began`; 1 before.
  ///
  /// Setting it (UIKit code sets 1 after applying each change) makes the current span show
  /// as the new value from then on; the velocity is unaffected.
  public var scale: Double {
    get { storedScale }
    set {
      guard newValue.isFinite, newValue > 0 else { return }
      storedScale = newValue
      if state == .began || state == .changed, latestSpan > 0 { beganSpan = latestSpan / newValue }
    }
  }
  private var storedScale = 1.0
  /// The span the velocity is measured against (the span at `began`; setting ``scale`` does
  /// not move it).
  private var trackerSpan = 1.0

  private var tracker = VelocityTracker()
  private var startSpan: Double?
  private var beganSpan = 1.0
  private var latestSpan = 0.0
  private var latestTime: Int64 = 0

  /// A pinch recognizer.
  public init(name: String = "pinch") {
    super.init(name: name, kind: .continuous)
  }

  /// The scale's rate of change in scale per second (0 before `began`).
  public var velocity: Double { state == .possible ? 0 : tracker.velocity().x }

  private func span() -> Double? {
    let down = touchesDown
    guard down.count >= 2 else { return nil }
    return down[0].windowLocation.distance(to: down[1].windowLocation)
  }

  public override func touchesBegan(_ touches: [Touch], event: TouchEvent) {
    guard state == .possible, let span = span() else { return }
    if startSpan == nil { startSpan = span }
  }

  public override func touchesMoved(_ touches: [Touch], event: TouchEvent) {
    guard let span = span() else { return }
    latestSpan = span
    latestTime = event.timestamp.nanoseconds
    switch state {
    case .possible:
      guard let startSpan else { return }
      if abs(span - startSpan) >= hysteresis && span > 0 { setState(.began) }
    case .began, .changed:
      storedScale = span / beganSpan
      tracker.addSample(time: latestTime, position: Point(x: span / trackerSpan, y: 0))
      setState(.changed)
    case .ended, .cancelled, .failed:
      break
    }
  }

  public override func touchesEnded(_ touches: [Touch], event: TouchEvent) {
    switch state {
    case .possible: if numberOfTouches < 2 { startSpan = nil }
    case .began, .changed: if numberOfTouches < 2 { setState(.ended) }
    case .ended, .cancelled, .failed: break
    }
  }

  public override func stateDidChange(from old: GestureRecognizerState, to new: GestureRecognizerState) {
    guard new == .began else { return }
    beganSpan = latestSpan
    trackerSpan = latestSpan
    storedScale = 1
    tracker.reset()
    tracker.addSample(time: latestTime, position: Point(x: 1, y: 0))
  }

  public override func reset() {
    tracker.reset()
    startSpan = nil
    storedScale = 1
    beganSpan = 1
    trackerSpan = 1
    super.reset()
  }
}
