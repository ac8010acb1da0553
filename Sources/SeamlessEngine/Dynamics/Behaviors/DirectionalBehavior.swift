#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A behavior with a direction and a strength, settable as an angle and a magnitude or as
/// one vector: what ``GravityBehavior`` and ``PushBehavior`` share.
///
/// The angle is in radians in the reference view (0: +x, π/2: down); the magnitude's unit
/// is the subclass's (gravity: 1 = 1000 pt/s²; push: UIKit Newtons). NaN or infinite values
/// are recorded programmer errors and change nothing.
///
/// ```swift
/// gravity.angle = .pi             // to the left
/// gravity.magnitude = 2.5
/// push.pushDirection = Point(x: 3, y: 0)
/// ```
package class DirectionalBehavior: MultiItemBehavior {
  var storedAngle: Double
  var storedMagnitude: Double

  init(items: [any DynamicItem], angle: Double, magnitude: Double, name: String) {
    storedAngle = angle
    storedMagnitude = magnitude
    super.init(items: items, name: name)
  }

  /// The direction in radians (0: +x, π/2: down).
  package var angle: Double {
    get { storedAngle }
    set { setAngle(newValue, magnitude: storedMagnitude) }
  }

  /// The strength, in the behavior's unit.
  package var magnitude: Double {
    get { storedMagnitude }
    set { setAngle(storedAngle, magnitude: newValue) }
  }

  /// Sets both at once.
  package func setAngle(_ angle: Double, magnitude: Double) {
    guard validate("angle", angle, "a finite value", angle.isFinite),
      validate("magnitude", magnitude, "a finite value", magnitude.isFinite)
    else { return }
    storedAngle = angle
    storedMagnitude = magnitude
    didChange()
  }

  /// Magnitude times the unit direction.
  var directionVector: Point { Point(x: storedMagnitude * cos(storedAngle), y: storedMagnitude * sin(storedAngle)) }

  /// Sets direction and magnitude from a vector (a zero vector keeps the angle);
  /// `parameter` names the public property in a misuse report.
  func setDirectionVector(_ vector: Point, parameter: String) {
    guard validate(parameter, vector.x + vector.y, "finite components", vector.x.isFinite && vector.y.isFinite)
    else { return }
    storedMagnitude = vector.length
    if storedMagnitude > 0 { storedAngle = atan2(vector.y, vector.x) }
    didChange()
  }
}
