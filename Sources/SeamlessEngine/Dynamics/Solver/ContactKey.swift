/// Which two things touch: two bodies (`first`, `second` body indices), or a body and a
/// boundary of its collision behavior (`second == -1`: the reference bounds; `second ==
/// -2 - i`: named boundary `i`).
struct ContactKey: Hashable {
  var first: Int
  var second: Int
}

/// A contact point from one step to the next: its pair and its number among the pair's
/// points, under which the solver keeps the point's impulses for warm starting.
struct WarmStartKey: Hashable {
  var pair: ContactKey
  var ordinal: Int
}
