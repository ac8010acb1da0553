import Foundation
import SeamlessEngine
@testable import SeamlessUIKit
import Testing

// The glue line for timers, once per module: Foundation's `Timer` and SeamlessUIKit's share the name.
typealias Timer = SeamlessUIKit.Timer

/// `Timer.scheduledTimer` in UIKit code runs on the replay's virtual clock: this file imports
/// Foundation too, and the glue line above picks SeamlessUIKit's `Timer`.
@Suite struct TimerTests {
  final class Chrome: UIView, @unchecked Sendable {
    var log: [String] = []
    var hideTimer: Timer?
    var ticker: Timer?
    lazy var tap = UITapGestureRecognizer(target: self, action: Chrome.tapped)

    init() {
      super.init(frame: .zero)
      addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) { nil }

    func tapped() {
      log.append("tapped")
      hideTimer?.invalidate()
      hideTimer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { [weak self] _ in
        self?.log.append("hide")
        UIView.animate(withDuration: 0.2) { self?.alpha = 0 }
      }
      ticker = Timer.scheduledTimer(timeInterval: 0.1, target: self, selector: Chrome.tick, userInfo: nil, repeats: true)
    }

    func tick(_ timer: Timer) {
      log.append("tick")
      if log.filter({ $0 == "tick" }).count == 3 { timer.invalidate() }
    }
  }

  @Test func scheduledTimersRunOnTheVirtualClockAndAreJournaled() throws {
    let engine = Engine()  // 60 Hz
    let scene = UIKitScene { Chrome() }
    scene.install(in: engine)
    let chrome = try #require(scene.rootView as? Chrome)
    engine.enqueue(contentsOf: [
      InputEvent(time: Instant(nanoseconds: 100_000_000), touchID: 1, phase: .began, x: 100, y: 100),
      InputEvent(time: Instant(nanoseconds: 160_000_000), touchID: 1, phase: .ended, x: 100, y: 100),
    ])
    // The tap recognizes at the 60 Hz frame at 1/6 s: ticks are due at 0.2666…, 0.3666…, 0.4666…
    // (each at the first frame at or after it), the hide at 0.6666….
    engine.advance(to: Instant(nanoseconds: 480_000_000))
    #expect(chrome.log == ["tapped", "tick", "tick", "tick"])
    #expect(chrome.ticker?.isValid == false)
    engine.advance(to: Instant(nanoseconds: 666_666_000))
    #expect(chrome.log.count == 4)
    engine.advance(to: Instant(nanoseconds: 666_667_000))
    #expect(chrome.log.last == "hide")
    #expect(chrome.hideTimer?.isValid == false)
    _ = engine.advanceUntilIdle()
    #expect(chrome.alpha == 0)
    let timers = engine.journal.entries.compactMap { entry -> String? in
      guard case .timer(let event) = entry.event, event.label == "Timer" else { return nil }
      return event.change.rawValue
    }
    // Four scheduled (the hide, three ticks), four fired, none left.
    #expect(timers.filter { $0 == "scheduled" }.count == 4)
    #expect(timers.filter { $0 == "fired" }.count == 4)
  }

  @Test func aRepeatingTimerSkipsTheDeadlinesAStallMissed() {
    let engine = Engine()
    var fires: [Int64] = []
    engine.stall(at: Instant(nanoseconds: 150_000_000), duration: .milliseconds(300))
    AmbientEngine.run(engine) {
      _ = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
        fires.append(engine.now.nanoseconds)
        if fires.count == 3 { timer.invalidate() }
      }
    }
    engine.advance(to: Instant(nanoseconds: 1_000_000_000))
    // Due at 0.1 (runs at the frame at 0.1), 0.2 and 0.3 and 0.4 fall in the stall (until 0.45):
    // one fire at the first frame after it, then the next deadline ahead, 0.5.
    #expect(fires.count == 3)
    #expect(fires[0] == 100_000_000)
    #expect(fires[1] >= 450_000_000 && fires[1] < 470_000_000)
    #expect(fires[2] >= 500_000_000 && fires[2] < 517_000_000)
  }

  @Test func aTimerAddedToTheRunLoopStartsThen() {
    let engine = Engine()
    var fires: [Int64] = []
    let timer = Timer(timeInterval: 0.25, repeats: false) { _ in fires.append(engine.now.nanoseconds) }
    engine.advance(to: Instant(nanoseconds: 100_000_000))
    #expect(fires.isEmpty)
    AmbientEngine.run(engine) { RunLoop.main.add(timer, forMode: .common) }
    engine.advance(to: Instant(nanoseconds: 1_000_000_000))
    // Added at 0.1 s: due at 0.35 s, run at the 60 Hz frame at or after it (0.35 s is frame 21).
    #expect(fires == [350_000_000])
    #expect(!timer.isValid)
  }

  @Test func anIntervalOfZeroIsATenthOfAMillisecond() {
    let timer = AmbientEngine.run(Engine()) { Timer.scheduledTimer(withTimeInterval: 0, repeats: false) { _ in } }
    #expect(timer.timeInterval == 0.0001)
    timer.invalidate()
    #expect(!timer.isValid)
  }
}
