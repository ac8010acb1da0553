#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("AmbientEngine needs POSIX thread-specific data (pthread_key_create)")
#endif
import SeamlessEngine

/// The engine UIKit-spelled code runs in: the one whose replay called it.
///
/// UIKit code makes animators, runs `UIView.animate` and builds views with no engine in
/// hand. Every call from an engine into such code (a scene's set-up, a recognizer's action, a
/// touch method, a completion, a hit test, the layout pass of each frame) binds that engine
/// here for the call's duration. The binding is the calling thread's: nothing is global, so
/// replays running in parallel on other threads never see each other's engine, and code
/// outside any replay sees none. A replay is synchronous, so the thread that binds an engine is
/// the one that runs the body, to its end, and the one that reads it back.
///
/// Binding allocates nothing (a thread-specific slot holds the engine unretained while the
/// call keeps it alive), so the calls a replay makes into UIKit code each frame and each touch
/// cost no memory traffic.
///
/// ```swift
/// AmbientEngine.run(engine) { UIView.animate(withDuration: 0.3) { card.alpha = 0 } }
/// ```
package enum AmbientEngine {
  /// The thread-specific slot, made once per process (a key, not a value: each thread's
  /// value starts empty).
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "pthread_key_create failed (\(status)): no thread-specific slot for the ambient engine")
    return key
  }()

  /// The engine bound to the current call, if any.
  package static var current: Engine? {
    pthread_getspecific(key).map { Unmanaged<Engine>.fromOpaque($0).takeUnretainedValue() }
  }

  /// Runs `body` with `engine` as the current engine (at once if it already is), and puts the
  /// previous one back afterwards.
  package static func run<R>(_ engine: Engine?, _ body: () throws -> R) rethrows -> R {
    guard let engine else { return try body() }
    let previous = pthread_getspecific(key)
    let bound = Unmanaged.passUnretained(engine).toOpaque()
    if previous == bound { return try body() }
    bind(bound)
    defer { bind(previous) }
    return try withExtendedLifetime(engine) { try body() }
  }

  private static func bind(_ pointer: UnsafeMutableRawPointer?) {
    let status = pthread_setspecific(key, pointer)
    precondition(status == 0, "pthread_setspecific failed (\(status)): the ambient engine cannot be bound")
  }
}
