/// One contact point between body `a` (or a static boundary, `a < 0`) and body `b`, solved
/// as a non-penetration constraint with Coulomb friction and restitution.
struct ContactConstraint {
  var a: Int
  var b: Int
  var key: ContactKey
  var point: Point
  var normal: Point
  var rA: Point
  var rB: Point
  var separation: Double
  var normalMass: Double
  var tangentMass: Double
  var friction: Double
  var restitution: Double
  /// Normal relative velocity before the solver ran (negative: approaching).
  var relativeVelocity: Double
  var normalImpulse = 0.0
  var tangentImpulse = 0.0
  var maxNormalImpulse = 0.0
  /// Whether the next contact is the other point of the same two-point manifold; the
  /// two normal impulses are then solved together (Box2D's block solver).
  var pairedWithNext = false
  /// The point's number among this step's points of the same pair (for warm starting).
  var ordinal = 0
}
