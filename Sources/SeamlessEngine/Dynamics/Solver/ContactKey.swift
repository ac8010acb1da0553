/// Which two things touch: two bodies, or a body and a boundary (`second < 0`: boundary
/// number `-1 - second` of the collision behavior, the reference bounds being boundary 0
/// when it is on).
struct ContactKey: Hashable {
  var first: Int
  var second: Int
}
