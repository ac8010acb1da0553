import Foundation
import SeamlessEngine
@testable import SeamlessUIKit
import Testing

/// `DispatchQueue.main.asyncAfter` and `async` in a replay run on its virtual clock, as the
/// main thread: the same trace, the same instants.
@Suite struct DispatchTests {
  // `@unchecked Sendable` only because this target builds in the Swift 6 language mode, where a
  // closure given to `DispatchQueue.main` is the main actor's and SeamlessUIKit's views are not
  // (UIKit-spelled code builds in the Swift 5 mode, as the UIKit surface article says).
  final class Toast: UIView, @unchecked Sendable {
    var log: [String] = []
    lazy var tap = UITapGestureRecognizer(target: self, action: Toast.tapped)

    init() {
      super.init(frame: .zero)
      addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) { nil }

    func tapped() {
      log.append("tapped")
      DispatchQueue.main.async { self.log.append("next turn") }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { self.log.append("after 0.3 s") }
      log.append("end of turn")
    }
  }

  @Test func mainQueueWorkRunsOnTheVirtualClock() throws {
    let engine = Engine()
    let scene = UIKitScene { Toast() }
    scene.install(in: engine)
    let toast = try #require(scene.rootView as? Toast)
    engine.enqueue(contentsOf: [
      InputEvent(time: Instant(nanoseconds: 100_000_000), touchID: 1, phase: .began, x: 100, y: 100),
      InputEvent(time: Instant(nanoseconds: 160_000_000), touchID: 1, phase: .ended, x: 100, y: 100),
    ])
    // The lift (0.16 s) reaches the main thread with the next 60 Hz frame, at 1/6 s, where the
    // tap recognizes: 0.3 s later is 0.4666… s.
    engine.advance(to: Instant(nanoseconds: 466_666_000))
    #expect(toast.log == ["tapped", "end of turn", "next turn"])
    engine.advance(to: Instant(nanoseconds: 466_667_000))
    #expect(toast.log == ["tapped", "end of turn", "next turn", "after 0.3 s"])
  }
}
