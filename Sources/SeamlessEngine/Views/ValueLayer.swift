/// Which values a hit test uses for views that do not ask for presentation values
/// themselves (see ``View/hitTestsPresentationValues``).
///
/// ```swift
/// engine.touchDispatch.hitTestValues = .presentation   // hit-test every view where it is on screen
/// ```
package enum ValueLayer: Sendable, Hashable {
  case model
  case presentation
}
