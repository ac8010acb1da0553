/// One scalar constraint of an attachment.
///
/// A row constrains a relative velocity along `axis` at the lever arms `rA`, `rB`
/// (linear rows) or a relative angular velocity (angular rows), with its position error
/// at the start of the step. Bilateral rows drive the error to 0;
/// unilateral rows keep it ≥ 0 (limits). An angular row's `axis.x` is its sign (±1).
struct JointRow {
  var a: Int
  var b: Int
  var rA: Point
  var rB: Point
  var axis: Point
  var isAngular: Bool
  var error: Double
  var isUnilateral: Bool
  var mass: Double
  var impulse = 0.0
  /// The largest accumulated impulse magnitude of a bilateral row (friction rows).
  var maxImpulse = Double.infinity
  /// Whether the row only damps relative motion (no position error feedback).
  var isFriction = false
}
