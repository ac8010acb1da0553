/// An ``AnimationPace`` in a box that animations with equal paces share.
///
/// Animations made one after another with equal paces (the same begin, timing and options:
/// one block animating several properties, or a button tapped many times in a frame) get
/// the same box, so a stack of them can tell "same pace" by identity and sample the pace
/// once per instant instead of once per animation (see ``PresentationFold``).
///
/// ```swift
/// // Inside the server: 100,000 toggles in a frame share one box.
/// let shared = lastShared?.pace == pace ? lastShared! : SharedPace(pace)
/// ```
final class SharedPace {
  let pace: AnimationPace

  init(_ pace: AnimationPace) {
    self.pace = pace
  }
}
