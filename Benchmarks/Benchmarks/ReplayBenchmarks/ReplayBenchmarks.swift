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

func replay(_ invariants: [any Invariant]) -> ReplayReport {
  var configuration = ReplayConfiguration()
  configuration.invariants = invariants
  configuration.checksDeterminism = false
  return Replayer(configuration: configuration).replay(trace, sceneName: "card-drag") { CardDragScene() }
}

/// Counts samples so the optimiser keeps the sampling.
final class SampleCounter: FrameSampleObserver {
  var total = 0.0
  func frameSampled(_ sampler: FrameSampler) {
    for slot in 0..<sampler.sampledCount where sampler.isOnScreen[slot] { total += sampler.value(slot, .centerY) }
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(10), maxIterations: 10)

  Benchmark("replay 60 s card-drag, no invariants") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(replay([]).frames) }
  }

  Benchmark("replay 60 s card-drag, journal-only invariants") { benchmark in
    let journalOnly: [any Invariant] = [
      NoProblems(), CompletionsCalledOnce(), AnimatorCompletions(), GesturesEndOnce(), ContinuityAtTransitions(),
      CountersBalanced(), IgnoringBalanced(), DynamicsBalanced(), Settles(),
    ]
    for _ in benchmark.scaledIterations { blackHole(replay(journalOnly).frames) }
  }

  Benchmark("replay 60 s card-drag, every standard invariant") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(replay(ReplayConfiguration.standardInvariants).frames) }
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
