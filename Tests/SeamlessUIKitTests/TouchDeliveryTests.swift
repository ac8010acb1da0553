import SeamlessEngine
import SeamlessReplay
import SeamlessTrace
@testable import SeamlessUIKit
import Testing

/// Touches reach UIKit code the way UIKit delivers them: recognizers (their subclass hooks
/// and target–action) and the responder chain of the view they land on.
@Suite struct TouchDeliveryTests {
  /// The "instant pan" of interruptible interactions (WWDC 2017 session 230): begins at touch-down.
  final class InstantPanGestureRecognizer: UIPanGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesBegan(touches, with: event)
      state = .began
    }
  }

  final class Pad: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note("began", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note("ended", touches) }
    private func note(_ phase: String, _ touches: Set<UITouch>) {
      guard let touch = touches.first else { return }
      let p = touch.location(in: self)
      log.append("\(phase) (\(p.x), \(p.y)) taps=\(touch.tapCount)")
    }
  }

  final class Screen: UIView {
    let pad = Pad(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    let dot = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    let handle = UIView(frame: CGRect(x: 0, y: 500, width: 390, height: 100))
    lazy var pan = InstantPanGestureRecognizer(target: self, action: Screen.panned(_:))
    var states: [UIGestureRecognizer.State] = []
    var translations: [CGFloat] = []

    init() {
      super.init(frame: .zero)
      addSubview(pad)
      pad.addSubview(dot)
      addSubview(handle)
      handle.addGestureRecognizer(pan)
    }

    required init?(coder: NSCoder) { nil }

    func panned(_ pan: InstantPanGestureRecognizer) {
      states.append(pan.state)
      translations.append(pan.translation(in: self).y)
    }
  }

  private func replay(
    _ samples: [(Double, Touch.Phase, Double, Double)], on scene: UIKitScene, in engine: Engine,
    before: (UIView?) -> Void = { _ in }
  ) {
    scene.install(in: engine)
    before(scene.rootView)
    engine.enqueue(
      contentsOf: samples.map { InputEvent(time: Instant(nanoseconds: Int64($0.0 * 1e9)), touchID: 1, phase: $0.1, x: $0.2, y: $0.3) })
    engine.advance(to: Instant(nanoseconds: 1_000_000_000))
  }

  @Test func aRecognizerSubclassBeginsAtTouchDownAndCallsItsTarget() throws {
    let engine = Engine()
    let scene = UIKitScene { Screen() }
    replay([(0.1, .began, 100, 550), (0.2, .moved, 100, 556), (0.3, .moved, 100, 580), (0.4, .ended, 100, 580)], on: scene, in: engine)
    let screen = try #require(scene.rootView as? Screen)
    #expect(screen.states == [.began, .changed, .changed, .ended])
    #expect(screen.translations == [0, 6, 30, 30])
    #expect(screen.pan.state == .possible)
  }

  @Test func touchesTravelUpTheResponderChainFromTheViewTheyLandOn() throws {
    let engine = Engine()
    let scene = UIKitScene { Screen() }
    // On the dot, a subview of the pad that does not handle touches: the pad gets them.
    replay([(0.1, .began, 20, 20), (0.2, .moved, 25, 30), (0.3, .ended, 25, 30)], on: scene, in: engine)
    let screen = try #require(scene.rootView as? Screen)
    #expect(screen.pad.log == ["began (20.0, 20.0) taps=1", "moved (25.0, 30.0) taps=1", "ended (25.0, 30.0) taps=1"])
    #expect(screen.states.isEmpty)
  }

  @Test func aTouchOutsideEveryViewButTheRootLandsOnTheRoot() throws {
    final class Root: UIView {
      var began = 0
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
    }
    let engine = Engine()
    let scene = UIKitScene { Root() }
    replay([(0.1, .began, 200, 800), (0.2, .ended, 200, 800)], on: scene, in: engine)
    #expect((scene.rootView as? Root)?.began == 1)
  }

  @Test func forceAndRadiusComeFromTheTrace() throws {
    final class Pressure: UIView {
      var readings: [String] = []
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches) }
      override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches) }
      private func note(_ touches: Set<UITouch>) {
        guard let touch = touches.first else { return }
        readings.append("\(touch.force)/\(touch.maximumPossibleForce) r\(touch.majorRadius)")
      }
    }
    let engine = Engine()
    let scene = UIKitScene { Pressure() }
    scene.install(in: engine)
    engine.enqueue(contentsOf: [
      InputEvent(time: Instant(nanoseconds: 100_000_000), touchID: 1, phase: .began, x: 100, y: 100, force: 0.5, majorRadius: 12),
      InputEvent(time: Instant(nanoseconds: 110_000_000), touchID: 1, phase: .moved, x: 101, y: 100, force: 2.25),
      InputEvent(time: Instant(nanoseconds: 120_000_000), touchID: 1, phase: .ended, x: 101, y: 100),
      InputEvent(time: Instant(nanoseconds: 300_000_000), touchID: 2, phase: .began, x: 100, y: 100),
    ])
    engine.advance(to: Instant(nanoseconds: 400_000_000))
    let readings = try #require((scene.rootView as? Pressure)?.readings)
    let max = "\(CGFloat(20.0 / 3.0))"
    #expect(readings == ["0.5/\(max) r12.0", "2.25/\(max) r20.0", "0.0/0.0 r20.0"])
  }

  @Test func aDelegateThatRefusesATouchKeepsItFromTheRecognizer() throws {
    final class Refuser: UIGestureRecognizerDelegate {
      func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        touch.location(in: nil).x > 200
      }
    }
    let refuser = Refuser()
    let engine = Engine()
    let scene = UIKitScene { Screen() }
    replay(
      [(0.1, .began, 100, 550), (0.2, .moved, 100, 580), (0.3, .ended, 100, 580)], on: scene, in: engine,
      before: { ($0 as? Screen)?.pan.delegate = refuser })
    let screen = try #require(scene.rootView as? Screen)
    #expect(screen.states.isEmpty)
    engine.enqueue(contentsOf: [
      InputEvent(time: Instant(nanoseconds: 1_100_000_000), touchID: 2, phase: .began, x: 300, y: 550),
      InputEvent(time: Instant(nanoseconds: 1_200_000_000), touchID: 2, phase: .ended, x: 300, y: 560),
    ])
    engine.advance(to: Instant(nanoseconds: 2_000_000_000))
    // The instant pan begins at touch-down and ends at the lift (no move between).
    #expect(screen.states == [.began, .ended])
  }
}

/// Recipes (and the fuzzer) aim at a UIKit view by its type when no view has the name given.
@Suite struct AimByTypeTests {
  final class Badge: UIView {}

  final class Screen: UIView {
    let holder = UIView(frame: CGRect(x: 0, y: 600, width: 390, height: 100))

    init() {
      super.init(frame: .zero)
      addSubview(holder)
      holder.addSubview(Badge(frame: CGRect(x: 300, y: 20, width: 40, height: 40)))
    }

    required init?(coder: NSCoder) { nil }
  }

  @Test func aRecipeFindsAViewByItsType() throws {
    let recipe = try Recipe(
      json: """
        {"version": 1, "scene": "badge", "seed": 1, "jitter": 0, "refresh_hz": 60, "touch_hz": 60, "timeline": [
          {"at": 0.1, "gesture": "tap", "at_point": {"view": "Badge", "point": "center"}}
        ]}
        """)
    let trace = try recipe.synthesize(
      resolver: LiveSceneResolver(header: recipe.header(), makeScene: { UIKitScene { Screen() } }))
    let down = try #require(
      trace.events.compactMap { event -> TouchSample? in
        if case .touch(let sample) = event, sample.phase == .began { return sample }
        return nil
      }.first)
    // The badge's centre in the window: (300 + 20, 600 + 20 + 20).
    #expect(down.x == 320 && down.y == 640)
  }

  /// A view and a recognizer that note, at each delivery, which event object they were handed,
  /// what it said, and which `UITouch` objects came.
  final class EventProbe: UIView {
    struct Delivery {
      /// Held, so that another event could not take a freed one's address.
      var event: UIEvent
      var timestamp: Double
      var allTouches: Int
      var touches: [ObjectIdentifier]
    }
    final class Recognizer: UIGestureRecognizer {
      var deliveries: [Delivery] = []
      override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        deliveries.append(
          Delivery(
            event: event, timestamp: event.timestamp, allTouches: event.allTouches?.count ?? 0,
            touches: touches.map { ObjectIdentifier($0) }))
      }
    }
    var deliveries: [Delivery] = []
    let recognizer = Recognizer()

    override init(frame: CGRect) {
      super.init(frame: frame)
      recognizer.cancelsTouchesInView = false
      recognizer.delaysTouchesEnded = false  // the view gets each lift at once
      addGestureRecognizer(recognizer)
    }

    required init?(coder: NSCoder) { nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches, event) }
    private func note(_ touches: Set<UITouch>, _ event: UIEvent?) {
      guard let event else { return }
      deliveries.append(
        Delivery(
          event: event, timestamp: event.timestamp, allTouches: event.allTouches?.count ?? 0, touches: touches.map { ObjectIdentifier($0) })
      )
    }
  }

  /// As in UIKit, one touches event is handed to every delivery and brought up to date (time,
  /// the touches down), and a finger is one `UITouch` from touch-down to lift.
  @Test func oneTouchesEventIsBroughtUpToDateAtEachDelivery() throws {
    let engine = Engine()
    let scene = UIKitScene { EventProbe(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }
    scene.install(in: engine)
    let samples: [(Double, UInt32, Touch.Phase, Double)] = [
      (0.1, 1, .began, 100), (0.2, 1, .moved, 110), (0.3, 2, .began, 300), (0.4, 1, .moved, 120), (0.5, 2, .moved, 310),
      (0.6, 1, .ended, 120), (0.7, 2, .moved, 320), (0.8, 2, .ended, 320),
    ]
    engine.enqueue(
      contentsOf: samples.map { InputEvent(time: Instant(nanoseconds: Int64($0.0 * 1e9)), touchID: $0.1, phase: $0.2, x: $0.3, y: 400) })
    engine.advance(to: Instant(nanoseconds: 1_000_000_000))
    let probe = try #require(scene.rootView as? EventProbe)
    let deliveries = probe.deliveries
    #expect(deliveries.map(\.timestamp) == samples.map(\.0))
    #expect(deliveries.map(\.allTouches) == [1, 1, 2, 2, 2, 2, 1, 1])
    #expect(deliveries.allSatisfy { $0.event === deliveries[0].event })
    // Each finger's sample brings its own touch, the same object from its touch-down to its lift.
    let fingers = deliveries.map { try? #require($0.touches.first) }
    #expect(deliveries.allSatisfy { $0.touches.count == 1 })
    #expect(fingers[0] == fingers[1] && fingers[1] == fingers[3] && fingers[3] == fingers[5])
    #expect(fingers[2] == fingers[4] && fingers[4] == fingers[6] && fingers[6] == fingers[7])
    #expect(fingers[0] != fingers[2])
    // The recognizer is handed the same event and the same touches.
    let moves = probe.recognizer.deliveries
    #expect(moves.map(\.timestamp) == [0.2, 0.4, 0.5, 0.7])
    #expect(moves.allSatisfy { $0.event === deliveries[0].event })
    #expect(moves.map(\.touches) == [1, 3, 4, 6].map { deliveries[$0].touches })
  }
}
