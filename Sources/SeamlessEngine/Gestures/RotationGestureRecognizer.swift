#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The engine's `UIRotationGestureRecognizer`: a continuous two-finger gesture reporting
/// the rotation of the line between the fingers.
///
/// State machine: `possible` until two fingers are down and the line between the first
/// two has turned far enough that the fingers travelled `hysteresis` (10 pt) along their
/// circle, (span / 2) · |Δθ| ≥ 10 pt → `began`; every later move → `changed`; fewer than
/// two fingers left → `ended` (a cancelled touch → `cancelled`). UIKit does not document
/// its threshold; measuring it as finger travel is this model's choice, consistent with
/// the pan's.
///
/// ``rotation`` is in radians relative to the angle at `began`, unwrapped (it can exceed
/// ±π), positive clockwise on screen (y points down, as in UIKit). ``velocity`` is in
/// rad/s from a `VelocityTracker` (LSQ2) fed the rotation with each sample's timestamp.
///
/// ```swift
/// let rotate = RotationGestureRecognizer(name: "rotate")
/// rotate.addAction(named: "turn") { _ in photo.rotation = startAngle + rotate.rotation }
/// photo.addGestureRecognizer(rotate)
/// ```
public final class RotationGestureRecognizer: GestureRecognizer {
  /// Finger travel (pt) along the circle before the rotation begins: 10 pt (model choice).
  package static let defaultHysteresis = 10.0

  /// The finger travel needed to begin, in points.
  package var hysteresis = RotationGestureRecognizer.defaultHysteresis
  /// Radians turned since `began`; 0 before.
  ///
  /// Setting it (UIKit code sets 0 after applying each change) makes the current angle show
  /// as the new value from then on; the velocity is unaffected.
  public var rotation: Double {
    get { storedRotation }
    set {
      guard newValue.isFinite else { return }
      storedRotation = newValue
      if state == .began || state == .changed { beganAngle = angle - newValue }
    }
  }
  private var storedRotation = 0.0
  /// The angle the velocity is measured from (the angle at `began`; setting ``rotation``
  /// does not move it).
  private var trackerAngle = 0.0

  private var tracker = VelocityTracker()
  /// The unwrapped angle of the finger line since the pair formed.
  private var angle = 0.0
  private var previousRawAngle: Double?
  private var beganAngle = 0.0
  private var latestTime: Int64 = 0

  /// A rotation recognizer.
  public init(name: String = "rotation") {
    super.init(name: name, kind: .continuous)
  }

  /// The rotation rate in rad/s (0 before `began`).
  public var velocity: Double { state == .possible ? 0 : tracker.velocity().x }

  private func pair() -> (Point, Point)? {
    let down = touchesDown
    guard down.count >= 2 else { return nil }
    return (down[0].windowLocation, down[1].windowLocation)
  }

  private func updateAngle() -> Double? {
    guard let (a, b) = pair() else { return nil }
    let raw = atan2(b.y - a.y, b.x - a.x)
    if let previous = previousRawAngle {
      angle += remainder(raw - previous, 2 * Double.pi)
    }
    previousRawAngle = raw
    return a.distance(to: b)
  }

  public override func touchesBegan(_ touches: [Touch], event: TouchEvent) {
    guard state == .possible, previousRawAngle == nil, updateAngle() != nil else { return }
    angle = 0
  }

  public override func touchesMoved(_ touches: [Touch], event: TouchEvent) {
    guard let span = updateAngle() else { return }
    latestTime = event.timestamp.nanoseconds
    switch state {
    case .possible:
      if span / 2 * abs(angle) >= hysteresis { setState(.began) }
    case .began, .changed:
      storedRotation = angle - beganAngle
      tracker.addSample(time: latestTime, position: Point(x: angle - trackerAngle, y: 0))
      setState(.changed)
    case .ended, .cancelled, .failed:
      break
    }
  }

  public override func touchesEnded(_ touches: [Touch], event: TouchEvent) {
    switch state {
    case .possible: if numberOfTouches < 2 { previousRawAngle = nil }
    case .began, .changed: if numberOfTouches < 2 { setState(.ended) }
    case .ended, .cancelled, .failed: break
    }
  }

  public override func stateDidChange(from old: GestureRecognizerState, to new: GestureRecognizerState) {
    guard new == .began else { return }
    beganAngle = angle
    trackerAngle = angle
    storedRotation = 0
    tracker.reset()
    tracker.addSample(time: latestTime, position: .zero)
  }

  public override func reset() {
    tracker.reset()
    angle = 0
    previousRawAngle = nil
    beganAngle = 0
    trackerAngle = 0
    storedRotation = 0
    super.reset()
  }
}
