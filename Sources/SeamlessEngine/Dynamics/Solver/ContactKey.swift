/// Which two things touch: two bodies (`first`, `second` body indices), or a body and a
/// boundary of its collision behavior (`second == -1`: the reference bounds; `second ==
/// -2 - i`: named boundary `i`).
struct ContactKey: Hashable {
  var first: Int
  var second: Int
}
