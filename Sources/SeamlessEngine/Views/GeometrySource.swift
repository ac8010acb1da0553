/// Which values geometry is computed from: the model (what the app set) or the
/// presentation at an instant (what is on screen).
///
/// UIKit converts points and hit-tests with model values; the presentation is what the
/// render server shows while an animation runs.
///
/// ```swift
/// let onScreen = card.convert(.zero, to: nil, source: .presentation(at: engine.now))
/// let model = card.convert(.zero, to: nil)   // source: .model
/// ```
public enum GeometrySource: Sendable, Hashable {
  case model
  case presentation(at: Instant)
}
