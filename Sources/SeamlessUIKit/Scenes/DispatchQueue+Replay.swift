import Dispatch
import Foundation
import SeamlessEngine

extension DispatchQueue {
  /// On the main queue during a replay, runs `work` on the replay's virtual clock: `delay`
  /// after now, as the replay's main thread (in its turn among touches and other timers).
  ///
  /// The delay is the deadline minus the wall clock's now at the call, rounded to the
  /// millisecond (`.now() + 0.3` is 0.3 s, however long the call took). Elsewhere (another queue,
  /// or no replay running) it is Dispatch's own `asyncAfter`. This overload takes no
  /// quality-of-service or flags, so UIKit code's `asyncAfter(deadline:execute:)` reaches it even
  /// in a file that imports Foundation too; its closure need not be `Sendable` (on iOS it is the
  /// main actor's; in a replay it runs on the replay's thread).
  ///
  /// ```swift
  /// DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { self.toast.removeFromSuperview() }
  /// ```
  public func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {
    guard isMain, let engine = AmbientEngine.current else {
      // UIKit code's main-queue work: the main actor's, as on iOS.
      nonisolated(unsafe) let work = work
      return asyncAfter(deadline: deadline, qos: .unspecified, flags: []) { work() }
    }
    let now = DispatchTime.now().uptimeNanoseconds
    let nanoseconds = deadline.uptimeNanoseconds > now ? deadline.uptimeNanoseconds - now : 0
    let milliseconds = (Double(nanoseconds) / 1e6).rounded()
    engine.scheduleTimer(after: .milliseconds(Int64(min(milliseconds, 1e12))), label: "DispatchQueue.main.asyncAfter") {
      [weak engine] in AmbientEngine.run(engine) { work() }
    }
  }

  /// On the main queue during a replay, runs `work` in the replay's next main-thread turn (after
  /// the current touch or timer), on its virtual clock; elsewhere Dispatch's own `async`.
  ///
  /// ```swift
  /// DispatchQueue.main.async { self.collectionView.reloadData() }
  /// ```
  public func async(execute work: @escaping () -> Void) {
    guard isMain, let engine = AmbientEngine.current else {
      nonisolated(unsafe) let work = work
      return async(group: nil, qos: .unspecified, flags: []) { work() }
    }
    engine.scheduleTimer(after: .zero, label: "DispatchQueue.main.async") { [weak engine] in
      AmbientEngine.run(engine) { work() }
    }
  }

  /// Whether this is the main queue (on Linux `DispatchQueue.main` is a new object each time,
  /// so it is told by its label).
  private var isMain: Bool { label == DispatchQueue.main.label }
}
