import Benchmark
import SeamlessEngine

// Touch samples through the engine: 120 Hz input and frames, a 100-view tree (a 10 × 10
// grid of cards, each with a label subview, under one container), hit testing at every
// touch began and delivery of every sample. Samples per second = 100,000 / time.

let sampleCount = 100_000

/// 100,000 samples: one-finger drags of 30 samples across the grid, one after another.
let input: [InputEvent] = {
  var events: [InputEvent] = []
  events.reserveCapacity(sampleCount)
  var id: UInt32 = 1
  var time: Int64 = 0
  while events.count < sampleCount {
    let startX = Double((id &* 37) % 380) + 5
    let startY = Double((id &* 53) % 830) + 5
    for k in 0..<30 {
      let phase: Touch.Phase = k == 0 ? .began : (k == 29 ? .ended : .moved)
      let x = min(max(startX + Double(k) * 3, 0), 389)
      let y = min(max(startY + Double(k) * 2, 0), 843)
      events.append(InputEvent(time: Instant(nanoseconds: time), touchID: id, phase: phase, x: x, y: y))
      time += 1_000_000_000 / 120
    }
    id += 1
  }
  return Array(events.prefix(sampleCount))
}()

/// 100,000 samples of two-finger pinches (50,000 per finger): fingers 80 → 200 pt apart
/// over 0.5 s at 120 Hz, around varying centres, one pinch after another.
let pinchInput: [InputEvent] = {
  var events: [InputEvent] = []
  events.reserveCapacity(sampleCount)
  var id: UInt32 = 1
  var time: Int64 = 0
  var gesture = 0
  while events.count < sampleCount {
    let center = Point(x: 120 + Double(gesture % 7) * 20, y: 300 + Double(gesture % 11) * 20)
    for k in 0..<60 {
      let span = 80 + 120 * Double(k) / 59
      let phase: Touch.Phase = k == 0 ? .began : (k == 59 ? .ended : .moved)
      let t = Instant(nanoseconds: time + Int64(k) * 1_000_000_000 / 120)
      events.append(InputEvent(time: t, touchID: id, phase: phase, x: center.x - span / 2, y: center.y))
      events.append(InputEvent(time: t, touchID: id + 1, phase: phase, x: center.x + span / 2, y: center.y))
    }
    time += 80 * 1_000_000_000 / 120
    id += 2
    gesture += 1
  }
  return Array(events.prefix(sampleCount))
}()

final class CountingObserver: TouchObserver {
  var count = 0
  func touchesBegan(_ touches: [Touch], event: TouchEvent) { count += touches.count }
  func touchesMoved(_ touches: [Touch], event: TouchEvent) { count += touches.count }
  func touchesEnded(_ touches: [Touch], event: TouchEvent) { count += touches.count }
  func touchesCancelled(_ touches: [Touch], event: TouchEvent) { count += touches.count }
}

/// An engine with 1 container + 49 cards + 49 labels + 1 overlay = 100 views (the window aside).
func makeEngine(observer: CountingObserver) -> Engine {
  let engine = Engine(displaySize: Size(width: 390, height: 844), frameRate: 120)
  let container = View(name: "container", frame: Rect(x: 0, y: 0, width: 390, height: 844))
  engine.window.addSubview(container)
  container.addTouchObserver(observer)
  for row in 0..<7 {
    for column in 0..<7 {
      // Distinct names: two live views sharing one are a recorded programmer error.
      let card = View(
        name: "card-\(row)-\(column)", frame: Rect(x: Double(column) * 55 + 2, y: Double(row) * 120 + 2, width: 50, height: 110))
      card.rotation = Double(row - column) * 0.01
      let label = View(name: "label-\(row)-\(column)", frame: Rect(x: 5, y: 5, width: 40, height: 20))
      card.addSubview(label)
      container.addSubview(card)
    }
  }
  let overlay = View(name: "overlay", frame: Rect(x: 0, y: 0, width: 390, height: 40))
  overlay.isUserInteractionEnabled = false
  container.addSubview(overlay)
  return engine
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
    timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(10), maxIterations: 10)

  Benchmark("100k touch samples through hit testing and delivery (100-view tree, 120 Hz)") { benchmark in
    let observer = CountingObserver()
    let engine = makeEngine(observer: observer)
    let events = input
    benchmark.startMeasurement()
    engine.enqueue(contentsOf: events)
    engine.advance(to: events[events.count - 1].time + .milliseconds(20))
    benchmark.stopMeasurement()
    precondition(observer.count == sampleCount, "delivered \(observer.count)")
  }

  Benchmark("100k touch samples through a simultaneous pan + pinch pair (100-view tree, 120 Hz)") { benchmark in
    let observer = CountingObserver()
    let engine = makeEngine(observer: observer)
    let container = engine.window.subviews[0]
    let pan = PanGestureRecognizer(name: "pan")
    let pinch = PinchGestureRecognizer(name: "pinch")
    pan.shouldRecognizeSimultaneously = { $0 === pinch }
    var actions = 0
    pan.addAction { _ in actions += 1 }
    pinch.addAction { _ in actions += 1 }
    container.addGestureRecognizer(pan)
    container.addGestureRecognizer(pinch)
    let events = pinchInput
    benchmark.startMeasurement()
    engine.enqueue(contentsOf: events)
    engine.advance(to: events[events.count - 1].time + .milliseconds(20))
    benchmark.stopMeasurement()
    precondition(actions > 0 && engine.journal.problems.isEmpty, "actions \(actions), problems \(engine.journal.problems.count)")
  }

  Benchmark("100k frames at 120 Hz without input (100-view tree)") { benchmark in
    let engine = makeEngine(observer: CountingObserver())
    benchmark.startMeasurement()
    engine.advance(to: Instant(nanoseconds: 100_000 * 1_000_000_000 / 120))
    benchmark.stopMeasurement()
    precondition(engine.now.nanoseconds >= 100_000 * 1_000_000_000 / 120)
  }

  registerAnimationBenchmarks()

  Benchmark("100k touch samples enqueued (input queue only)") { benchmark in
    let engine = makeEngine(observer: CountingObserver())
    let events = input
    benchmark.startMeasurement()
    engine.enqueue(contentsOf: events)
    benchmark.stopMeasurement()
  }
}
