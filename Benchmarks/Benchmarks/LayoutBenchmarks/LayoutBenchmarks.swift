import Benchmark
import SeamlessEngine
import SeamlessUIKit

// Auto Layout's per-frame path: a dragged constraint. A UIKit scene's root view holds a
// vertical stack of 20 views (pinned to the sides, 30 pt tall, 8 pt apart, the first one's top
// a constant the "drag" sets), 81 constraints in all; each operation sets that constant and
// lays the window out (the solver's incremental re-solve of one changed constraint, then the
// views moved). 1,000 operations per iteration.

/// The root view: the stack and its top constraint.
final class Stack: UIView {
  var top: NSLayoutConstraint?

  init() {
    super.init(frame: .zero)
    var previous: UIView?
    for _ in 0..<20 {
      let row = UIView()
      row.translatesAutoresizingMaskIntoConstraints = false
      addSubview(row)
      NSLayoutConstraint.activate([
        row.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
        row.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
        row.heightAnchor.constraint(equalToConstant: 30),
      ])
      if let previous {
        row.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: 8).isActive = true
      } else {
        let top = row.topAnchor.constraint(equalTo: topAnchor, constant: 100)
        top.isActive = true
        self.top = top
      }
      previous = row
    }
  }

  required init?(coder: NSCoder) { nil }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal], timeUnits: .microseconds, warmupIterations: 1,
    maxDuration: .seconds(10), maxIterations: 20)
  Benchmark("Auto Layout: 1,000 drags of one constant in a 20-view stack, each laid out") { benchmark in
    let engine = Engine(displaySize: Size(width: 390, height: 844), frameRate: 120)
    let scene = UIKitScene { Stack() }
    scene.install(in: engine)
    guard let stack = scene.rootView as? Stack, let top = stack.top else { preconditionFailure("no stack") }
    benchmark.startMeasurement()
    for step in 0..<1_000 {
      top.constant = 100 + CGFloat(step % 200)
      stack.layoutIfNeeded()
    }
    benchmark.stopMeasurement()
    precondition(stack.subviews[0].frame.minY == 100 + CGFloat(999 % 200), "\(stack.subviews[0].frame)")
    precondition(engine.journal.problems.isEmpty, "\(engine.journal.problems)")
  }
}
