import Benchmark
import SeamlessEngine

// The render server's work: presentation values (value and velocity) of animated views at
// every frame. 1,000 views, each with 3 stacked additive animations of its centre y (a
// move, then two retargets), evaluated by a render-phase observer at each of 600 frames at
// 120 Hz (5 s of display). Frames per second = 600 / time.

let animatedViewCount = 1_000
let animationFrames = 600

/// Evaluates every view's presentation centre y in a display-link callback of each frame.
final class PresentationSampler {
  let views: [View]
  var checksum = 0.0
  var frames = 0

  init(views: [View]) { self.views = views }

  func frame(_ frame: Frame) {
    frames += 1
    for view in views {
      let sample = view.presentationSample(of: .centerY, at: frame.time)
      checksum += sample.value + sample.velocity
    }
  }
}

/// An engine at 120 Hz with 1,000 small views, each carrying three stacked additive
/// animations of 10 s (none ends during the measurement).
func makeAnimatedEngine() -> (Engine, PresentationSampler) {
  let engine = Engine(displaySize: Size(width: 390, height: 844), frameRate: 120)
  var views: [View] = []
  views.reserveCapacity(animatedViewCount)
  for index in 0..<animatedViewCount {
    let view = View(
      name: "v\(index)", center: Point(x: Double(index % 39) * 10 + 5, y: Double(index / 39) * 30 + 15),
      size: Size(width: 8, height: 8))
    engine.window.addSubview(view)
    views.append(view)
  }
  for (step, target) in [400.0, 100.0, 700.0].enumerated() {
    engine.advance(to: Instant(nanoseconds: Int64(step) * 50_000_000))
    engine.animate(withDuration: 10, options: .allowUserInteraction) {
      for view in views { view.center.y = target }
    }
  }
  let sampler = PresentationSampler(views: views)
  engine.addDisplayLink { [sampler] frame in sampler.frame(frame) }
  return (engine, sampler)
}

func registerAnimationBenchmarks() {
  Benchmark("600 frames of presentation values: 1,000 views × 3 stacked animations (120 Hz)") { benchmark in
    let (engine, sampler) = makeAnimatedEngine()
    let start = engine.now
    benchmark.startMeasurement()
    engine.advance(to: start + TimeSpan(nanoseconds: Int64(animationFrames) * 1_000_000_000 / 120))
    benchmark.stopMeasurement()
    precondition(sampler.frames == animationFrames, "frames \(sampler.frames)")
    precondition(sampler.checksum.isFinite)
  }
}
