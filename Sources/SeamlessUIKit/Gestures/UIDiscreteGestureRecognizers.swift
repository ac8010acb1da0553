import Foundation
import SeamlessEngine

/// `UITapGestureRecognizer`.
///
/// ```swift
/// let tap = UITapGestureRecognizer(target: self, action: BirdViewController.toggle)
/// tap.numberOfTapsRequired = 2
/// ```
open class UITapGestureRecognizer: UIGestureRecognizer {
  override func makeBacking() -> GestureRecognizer { TapGestureRecognizer(name: "UITapGestureRecognizer") }
  private var tap: TapGestureRecognizer { backing(as: TapGestureRecognizer.self) }

  open var numberOfTapsRequired: Int {
    get { tap.numberOfTapsRequired }
    set { tap.numberOfTapsRequired = newValue }
  }
  open var numberOfTouchesRequired: Int {
    get { tap.numberOfTouchesRequired }
    set { tap.numberOfTouchesRequired = newValue }
  }
}

/// `UILongPressGestureRecognizer`: continuous, begins after ``minimumPressDuration``.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  override func makeBacking() -> GestureRecognizer { LongPressGestureRecognizer(name: "UILongPressGestureRecognizer") }
  private var press: LongPressGestureRecognizer { backing(as: LongPressGestureRecognizer.self) }

  open var minimumPressDuration: TimeInterval {
    get { press.minimumPressDuration.seconds }
    set { press.minimumPressDuration = TimeSpan(seconds: newValue.isFinite ? max(newValue, 0) : 0) }
  }
  open var allowableMovement: CGFloat {
    get { CGFloat(press.allowableMovement) }
    set { press.allowableMovement = Double(newValue) }
  }
  open var numberOfTouchesRequired: Int {
    get { press.numberOfTouchesRequired }
    set { press.numberOfTouchesRequired = newValue }
  }
}

/// `UISwipeGestureRecognizer`.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// `UISwipeGestureRecognizer.Direction`.
  public struct Direction: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)
  }

  override func makeBacking() -> GestureRecognizer { SwipeGestureRecognizer(name: "UISwipeGestureRecognizer") }
  private var swipe: SwipeGestureRecognizer { backing(as: SwipeGestureRecognizer.self) }

  open var direction: Direction {
    get { Direction(rawValue: swipe.direction.rawValue) }
    set { swipe.direction = SwipeGestureRecognizer.Direction(rawValue: newValue.rawValue) }
  }
  open var numberOfTouchesRequired: Int {
    get { swipe.numberOfTouchesRequired }
    set { swipe.numberOfTouchesRequired = newValue }
  }
}

/// `UIPinchGestureRecognizer`: ``scale`` is the span over the span at `began`; set it to 1 to
/// take each change as a factor.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  override func makeBacking() -> GestureRecognizer { PinchGestureRecognizer(name: "UIPinchGestureRecognizer") }
  private var pinch: PinchGestureRecognizer { backing(as: PinchGestureRecognizer.self) }

  open var scale: CGFloat {
    get { CGFloat(pinch.scale) }
    set { pinch.scale = Double(newValue) }
  }
  /// Scale per second.
  open var velocity: CGFloat { CGFloat(pinch.velocity) }
}

/// `UIRotationGestureRecognizer`: ``rotation`` in radians since `began`; set it to 0 to take
/// each change as an increment.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  override func makeBacking() -> GestureRecognizer { RotationGestureRecognizer(name: "UIRotationGestureRecognizer") }
  private var rotate: RotationGestureRecognizer { backing(as: RotationGestureRecognizer.self) }

  open var rotation: CGFloat {
    get { CGFloat(rotate.rotation) }
    set { rotate.rotation = Double(newValue) }
  }
  /// Radians per second.
  open var velocity: CGFloat { CGFloat(rotate.velocity) }
}
