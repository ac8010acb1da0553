import Benchmark
import Foundation
import SeamlessEngine
import SeamlessReplay
import SeamlessScenes
import SeamlessTrace

// Replay of the 60 s size fixture (Fixtures/recipes/drags-and-flings-60s.json: 55 drags and
// flings at 120 Hz, 5,827 samples) against the card-drag scene, one pass (no determinism
// check): with no invariants, with the journal-only invariants, with every standard
// invariant (frame sampling on). And the frame sampler alone on 20 animated views, to show
// it allocates nothing per frame.

let trace: Trace = {
  let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/recipes/drags-and-flings-60s.json")
  // swift-format-ignore: NeverUseForceTry
  return try! Recipe(json: String(contentsOf: url, encoding: .utf8)).synthesize()
}()

/// A built-in scene's factory, by name (through the public catalog, as a user would).
func builtIn(_ name: String) -> @Sendable () -> any Scene {
  // swift-format-ignore: NeverForceUnwrap
  BuiltInScenes.catalog.scene(named: name)!.make
}
let makeCardDrag = builtIn("card-drag")
let makePhotoFlip = builtIn("photo-flip")
let makeUIKitFlingCard = builtIn("uikit-fling-card")

func replay(_ invariants: [any Invariant], scene: String = "card-drag", make: () -> any Scene = makeCardDrag) -> ReplayReport {
  var configuration = ReplayConfiguration()
  configuration.invariants = invariants
  configuration.checksDeterminism = false
  return Replayer(configuration: configuration).replay(trace, sceneName: scene, makeScene: make)
}

/// `minutes` of card-drag use at 120 Hz, one gesture every 1.5 s in turn: a drag up, a
/// fling down, a tap that sends the card flying and a drag that catches it on its way.
func cardDragSession(minutes: Int) -> Trace {
  var items: [String] = []
  var t = 0.1
  var k = 0
  while t < Double(minutes * 60) - 3 {
    k += 1
    switch k % 4 {
    case 0: items.append(#"{"at":\#(t),"gesture":"fling","from":[195,600],"velocity":[0,-1500],"duration":0.25}"#)
    case 1: items.append(#"{"at":\#(t),"gesture":"drag","from":[195,300],"to":[195,600],"duration":0.6,"easing":"easeInOut"}"#)
    case 2: items.append(#"{"at":\#(t),"gesture":"tap","at_point":[195,790]}"#)
    default: items.append(#"{"at":\#(t),"gesture":"drag","from":[195,560],"to":[195,700],"duration":0.3,"easing":"easeOut"}"#)
    }
    t += 1.5
  }
  items.append(#"{"at":\#(minutes * 60),"marker":"end"}"#)
  let json =
    #"{"version":1,"scene":"card-drag","seed":5,"jitter":0.3,"refresh_hz":120,"touch_hz":120,"timeline":["#
    + items.joined(separator: ",") + "]}"
  // swift-format-ignore: NeverUseForceTry
  return try! Recipe(json: json).synthesize()
}

let oneMinute = cardDragSession(minutes: 1)
let sixtyMinutes = cardDragSession(minutes: 60)

/// Ten idle hours: a tap, then nothing until a marker.
let idleTenHours = Trace(
  header: TraceHeader(producer: "benchmark", sceneName: "card-drag"),
  events: [
    .touch(TouchSample(time: 100_000_000, touchID: 1, phase: .began, x: 195, y: 420)),
    .touch(TouchSample(time: 160_000_000, touchID: 1, phase: .ended, x: 195, y: 420)),
    .marker(TraceMarker(time: 36_000 * 1_000_000_000, label: "end")),
  ])

/// 200,000 stalls of 0.5 ms, one per millisecond, and 100,000 flips 1 µs apart.
let manyStalls = Trace(
  header: TraceHeader(producer: "benchmark", sceneName: "card-drag"),
  events: (0..<200_000).map { .system(SystemEvent(time: Int64($0) * 1_000_000, kind: .stall(duration: 500_000))) })
let manyFlips = Trace(
  header: TraceHeader(producer: "benchmark", sceneName: "photo-flip"),
  events: (0..<100_000).map { .command(TraceCommand(time: 1_000_000_000 + Int64($0) * 1_000, name: "flip")) })

/// 100,000 card-drag `toggle`s at one instant: 100,000 additive springs stacked on the card.
let manyToggles = Trace(
  header: TraceHeader(producer: "benchmark", sceneName: "card-drag"),
  events: (0..<100_000).map { _ in .command(TraceCommand(time: 1_000_000_000, name: "toggle")) })

func replayOnce(_ trace: Trace, _ scene: String, make: () -> any Scene) -> ReplayReport {
  var configuration = ReplayConfiguration()
  configuration.checksDeterminism = false
  return Replayer(configuration: configuration).replay(trace, sceneName: scene, makeScene: make)
}

/// Counts samples so the optimiser keeps the sampling.
final class SampleCounter: FrameSampleObserver {
  var total = 0.0
  func frameSampled(_ sampler: FrameSampler) {
    for view in sampler.views where view.isOnScreen { total += view.value(.centerY) }
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(10), maxIterations: 10)

  Benchmark("replay 60 s card-drag, no invariants") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(replay([])) }
  }

  Benchmark("replay 60 s card-drag, journal-only invariants") { benchmark in
    let journalOnlyNames: Set<InvariantName> = [
      .noProblems, .completionsOnce, .animatorCompletions, .gesturesEndOnce, .continuity, .countersBalanced,
      .ignoringBalanced, .dynamicsBalanced, .settles,
    ]
    let journalOnly = ReplayConfiguration.standardInvariants.filter { journalOnlyNames.contains(InvariantName($0)) }
    for _ in benchmark.scaledIterations { blackHole(replay(journalOnly)) }
  }

  Benchmark("replay 60 s card-drag, every standard invariant") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(replay(ReplayConfiguration.standardInvariants)) }
  }

  // The same trace against card-drag written in UIKit (UIPanGestureRecognizer, a spring
  // UIViewPropertyAnimator, UIKit layout each frame): what the UIKit facade costs.
  Benchmark("replay 60 s uikit-fling-card, no invariants") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(replay([], scene: "uikit-fling-card", make: makeUIKitFlingCard)) }
  }

  Benchmark("replay 60 s uikit-fling-card, every standard invariant") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(replay(ReplayConfiguration.standardInvariants, scene: "uikit-fling-card", make: makeUIKitFlingCard))
    }
  }

  let atScale = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(30), maxIterations: 3)

  Benchmark("replay 1 min card-drag session, every invariant, one pass", configuration: atScale) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(replayOnce(oneMinute, "card-drag", make: makeCardDrag)) }
  }

  Benchmark("replay 60 min card-drag session, every invariant, one pass", configuration: atScale) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(replayOnce(sixtyMinutes, "card-drag", make: makeCardDrag)) }
  }

  Benchmark("replay 60 min card-drag session, every invariant, default run (second pass)", configuration: atScale) {
    benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(Replayer().replay(sixtyMinutes, sceneName: "card-drag", makeScene: makeCardDrag))
    }
  }

  Benchmark("replay 10 idle hours", configuration: atScale) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(replayOnce(idleTenHours, "card-drag", make: makeCardDrag)) }
  }

  Benchmark("replay 200,000 stalls over 200 s", configuration: atScale) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(replayOnce(manyStalls, "card-drag", make: makeCardDrag)) }
  }

  Benchmark("replay 100,000 flips 1 µs apart", configuration: atScale) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(replayOnce(manyFlips, "photo-flip", make: makePhotoFlip)) }
  }

  Benchmark("replay 100,000 same-instant toggles", configuration: atScale) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(replayOnce(manyToggles, "card-drag", make: makeCardDrag)) }
  }

  Benchmark("fuzz 1,000 card-drag cases, every invariant", configuration: atScale) { benchmark in
    // swift-format-ignore: NeverForceUnwrap
    let cardDrag = BuiltInScenes.catalog.scene(named: "card-drag")!
    for _ in benchmark.scaledIterations {
      let report = Fuzzer(configuration: Fuzzer.Configuration(seed: 7, cases: 1_000))
        .run(space: cardDrag.fuzzSpace, sceneName: "card-drag", makeScene: cardDrag.make)
      blackHole(report.casesRun)
    }
  }

  Benchmark("frame sampler: 10,000 frames of 20 animated views") { benchmark in
    for _ in benchmark.scaledIterations {
      let engine = Engine(displaySize: Size(width: 390, height: 844), frameRate: 120)
      let counter = SampleCounter()
      engine.sampler.addObserver(counter)
      let views = (0..<20).map { index in
        View(name: "v\(index)", center: Point(x: 195, y: 40 + 38 * Double(index)), size: Size(width: 100, height: 30))
      }
      for view in views { engine.window.addSubview(view) }
      engine.animate(withDuration: 1e5, options: .repeat) { for view in views { view.center.x = 300 } }
      benchmark.startMeasurement()
      engine.advance(by: .nanoseconds(10_000 * 1_000_000_000 / 120))
      benchmark.stopMeasurement()
      blackHole(counter.total)
    }
  }
}
