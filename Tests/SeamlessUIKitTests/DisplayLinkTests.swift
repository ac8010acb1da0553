import SeamlessEngine
@testable import SeamlessUIKit
import Testing

/// `CADisplayLink` on the replay's virtual clock: one call per frame, with the frame's time,
/// until paused or invalidated.
@Suite struct DisplayLinkTests {
  final class Ticker: UIView {
    var ticks: [CFTimeInterval] = []
    var link: CADisplayLink?

    func start() {
      let link = CADisplayLink(target: self, action: Ticker.step(_:))
      link.add(to: .main, forMode: .common)
      self.link = link
    }

    func step(_ link: CADisplayLink) {
      ticks.append(link.timestamp)
      if ticks.count == 3 { link.invalidate() }
    }
  }

  @Test func aDisplayLinkFiresOncePerFrameUntilInvalidated() throws {
    let engine = Engine(displaySize: Size(width: 390, height: 844), frameRate: 60)
    let scene = UIKitScene { Ticker() }
    scene.install(in: engine)
    let ticker = try #require(scene.rootView as? Ticker)
    AmbientEngine.run(engine) { ticker.start() }
    engine.advance(to: Instant(nanoseconds: 200_000_000))
    // Three frames at 60 Hz, then invalidated.
    #expect(ticker.ticks.count == 3)
    let gaps = zip(ticker.ticks.dropFirst(), ticker.ticks).map { $0 - $1 }
    #expect(gaps.allSatisfy { abs($0 - 1.0 / 60) <= 1e-9 }, "\(ticker.ticks)")
    #expect(ticker.link?.duration == 1.0 / 60)
  }

  @Test func outsideAReplayALinkNeverFires() {
    let ticker = Ticker()
    ticker.start()
    #expect(ticker.ticks.isEmpty)
  }
}
