/// The engine's `UISegmentedControl`: a row of equal segments, one of which is selected.
///
/// The segments split the bounds into ``numberOfSegments`` equal widths, left to right
/// (UIKit's default, `apportionsSegmentWidthsByContent == false`). A tracked touch that
/// lifts inside the control's expanded tracking bounds selects the segment under the lift
/// (its x clamped to the bounds) and, if that is a different segment, sends
/// ``ControlEvents/valueChanged`` — before `touchUpInside`, from ``endTracking(_:)``. A
/// touch up outside, a cancel, or a lift on the selected segment changes nothing. Setting
/// ``selectedSegmentIndex`` in code sends nothing (as in UIKit); an index out of range is a
/// recorded programmer error and changes nothing.
///
/// With ``isMomentary``, every touch up inside sends `valueChanged`: the index is the
/// touched segment while the actions run, then back to ``noSegment`` (a momentary control
/// shows no lasting selection; UIKit does not document when its index resets, this is the
/// engine's choice).
///
/// Gestures: like a button, a single-finger single tap on it denies the tap recognizers of
/// its ancestors (Apple's "Attaching gesture recognizers to UIKit controls").
///
/// ```swift
/// let mode = SegmentedControl(name: "mode", center: Point(x: 195, y: 100), size: Size(width: 300, height: 32), numberOfSegments: 3)
/// mode.selectedSegmentIndex = 0
/// mode.addAction(named: "switch mode", for: .valueChanged) { _, _ in show(mode.selectedSegmentIndex) }
/// ```
open class SegmentedControl: Control {
  /// The index that means "no segment selected": −1, UIKit's `noSegment`.
  public static let noSegment = -1

  /// How many segments there are.
  public let numberOfSegments: Int
  /// Whether segments are momentary (no lasting selection; default `false`).
  public var isMomentary = false
  /// The selected segment, or ``noSegment`` (the default); journaled as `control-value …
  /// property=selectedSegmentIndex`.
  public var selectedSegmentIndex: Int {
    get { storedIndex }
    set {
      guard newValue == Self.noSegment || (0..<numberOfSegments).contains(newValue) else {
        return journal(
          .programmerError(
            .controlMisuse(
              control: name, call: "selectedSegmentIndex = \(newValue)",
              rule: "the index must be noSegment (-1) or in 0..<\(numberOfSegments)")))
      }
      guard newValue != storedIndex else { return }
      storedIndex = newValue
      journal(.controlValueChanged(control: name, property: "selectedSegmentIndex", value: Double(newValue)))
    }
  }

  private var storedIndex = SegmentedControl.noSegment

  /// A control of `numberOfSegments` segments (negative counts as 0), none selected.
  public init(name: String, center: Point, size: Size, numberOfSegments: Int) {
    self.numberOfSegments = max(numberOfSegments, 0)
    super.init(name: name, center: center, size: size)
  }

  /// The segment under `point` (bounds space), its x clamped to the bounds; ``noSegment``
  /// when there are no segments.
  package func segmentIndex(at point: Point) -> Int {
    guard numberOfSegments > 0, bounds.size.width > 0 else { return Self.noSegment }
    let fraction = (point.x - bounds.minX) / bounds.size.width
    return min(max(Int((fraction * Double(numberOfSegments)).rounded(.down)), 0), numberOfSegments - 1)
  }

  /// Selects the segment under a lift inside the expanded bounds and sends `valueChanged`.
  open override func endTracking(_ touch: Touch?) {
    guard isTouchInside, let touch, let point = touch.location(in: self) else { return }
    let segment = segmentIndex(at: point)
    guard segment != Self.noSegment, isMomentary || segment != storedIndex else { return }
    selectedSegmentIndex = segment
    send(.valueChanged, touch: touch)
    if isMomentary { selectedSegmentIndex = Self.noSegment }
  }

  /// Denies single-finger single-tap recognizers of ancestors; allows the rest.
  open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
    !Self.isSingleFingerSingleTap(recognizer)
  }
}
