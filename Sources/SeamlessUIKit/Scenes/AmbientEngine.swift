import SeamlessEngine

/// The engine UIKit-spelled code runs in: the one whose replay called it.
///
/// UIKit code makes animators, runs `UIView.animate` and builds views with no engine in
/// hand. Every call from an engine into such code (a scene's set-up, a recognizer's action, a
/// touch method, a completion, a hit test) binds that engine here for the call's duration, as a
/// task-local value: nothing is global, so replays running in parallel on other threads or
/// tasks never see each other's engine, and code outside any replay sees none.
///
/// ```swift
/// AmbientEngine.run(engine) { UIView.animate(withDuration: 0.3) { card.alpha = 0 } }
/// ```
package enum AmbientEngine {
  /// Holds the engine weakly: a task-local value must be `Sendable`, and it is only read in
  /// the synchronous scope (one thread) that binds it.
  package final class Reference: @unchecked Sendable {
    package weak var engine: Engine?
    init(_ engine: Engine) { self.engine = engine }
  }

  @TaskLocal package static var reference: Reference?

  /// The engine bound to the current call, if any.
  package static var current: Engine? { reference?.engine }

  /// Runs `body` with `engine` as the current engine (at once if it already is).
  package static func run<R>(_ engine: Engine?, _ body: () throws -> R) rethrows -> R {
    guard let engine, current !== engine else { return try body() }
    return try $reference.withValue(Reference(engine), operation: body)
  }
}
