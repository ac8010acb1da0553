/// The app code under test: views, gesture recognizers and the handlers that animate them,
/// written against the engine's UIKit-shaped API.
///
/// A replay makes an ``Engine`` for the trace's display, calls ``install(in:)`` once, then
/// feeds the trace: touches go through hit testing and recognizers to the scene's
/// handlers; trace commands (the app doing something that is not a touch: a model update,
/// a timer, a programmatic toggle) arrive in ``perform(_:in:)`` on the main thread at their
/// time. A scene keeps its state in its own properties and must be deterministic: no wall
/// clock, no global random numbers, no hash-ordered iteration.
///
/// ```swift
/// final class Toggle: Scene {
///   let box = View(name: "box", center: Point(x: 195, y: 400), size: Size(width: 100, height: 100))
///   func install(in engine: Engine) { engine.window.addSubview(box) }
///   func perform(_ command: SceneCommand, in engine: Engine) -> Bool {
///     guard command.name == "toggle" else { return false }
///     engine.animate(withDuration: 0.3) { self.box.alpha = 1 - self.box.alpha }
///     return true
///   }
/// }
/// ```
public protocol Scene: AnyObject {
  /// Builds the scene's views, recognizers and handlers in `engine`.
  func install(in engine: Engine)
  /// Carries out one of the trace's commands; `false` if the scene does not know it (the
  /// replay reports that as a problem: the trace was made for another scene).
  func perform(_ command: SceneCommand, in engine: Engine) -> Bool
}
