@testable import SeamlessEngine

/// A 60 Hz engine with one 100×100 "card" at (195, 600) in its window.
func makeAnimationStage(hz: Int = 60) -> (Engine, View) {
  let engine = Engine(displaySize: Size(width: 390, height: 844), frameRate: hz)
  let card = View(name: "card", center: Point(x: 195, y: 600), size: Size(width: 100, height: 100))
  engine.window.addSubview(card)
  return (engine, card)
}

/// The presentation of `property` on both sides of a change made by `change` at the
/// engine's current instant: the left limit before the call, the right limit after it.
func limits(
  of view: View, _ property: ViewProperty, in engine: Engine, across change: () -> Void
) -> (left: (value: Double, velocity: Double), right: (value: Double, velocity: Double)) {
  let left = view.presentationSample(of: property, at: engine.now, side: .left)
  change()
  let right = view.presentationSample(of: property, at: engine.now, side: .right)
  return (left, right)
}

/// Completion calls as "label:finished", in call order.
final class CompletionLog {
  var calls: [String] = []
  func handler(_ label: String) -> (Bool) -> Void { { [self] finished in calls.append("\(label):\(finished)") } }
}

/// The journal's animation completion events.
func completionEvents(_ engine: Engine) -> [(block: Int, finished: Bool)] {
  engine.journal.entries.compactMap {
    if case .animationCompletionCalled(let block, _, let finished) = $0.event { (block, finished) } else { nil }
  }
}
