import SeamlessEngine

/// A small world for dynamics tests: an engine at `hz`, a 400×800 reference view and an
/// animator over it.
struct DynamicsScene {
  let engine: Engine
  let reference: View
  let animator: DynamicAnimator

  init(hz: Int = 60, size: Size = Size(width: 400, height: 800)) {
    engine = Engine(displaySize: size, frameRate: hz)
    reference = engine.window
    animator = DynamicAnimator(referenceView: reference, engine: engine)
  }

  /// A view of `size` at (`x`, `y`) added to the reference view.
  func view(_ name: String, x: Double, y: Double, width: Double = 100, height: Double = 100) -> View {
    let view = View(name: name, center: Point(x: x, y: y), size: Size(width: width, height: height))
    reference.addSubview(view)
    return view
  }

  /// Advances to `seconds` of virtual time.
  func advance(toSeconds seconds: Double) {
    engine.advance(to: Instant(nanoseconds: Int64((seconds * 1e9).rounded())))
  }

  /// The dynamics events in the journal.
  var dynamicsEvents: [DynamicsEvent] {
    engine.journal.entries.compactMap {
      guard case .dynamics(let event) = $0.event else { return nil }
      return event
    }
  }

  /// The programmer errors in the journal.
  var misuses: [DynamicsMisuse] {
    engine.journal.entries.compactMap {
      guard case .programmerError(.dynamics(let misuse)) = $0.event else { return nil }
      return misuse
    }
  }
}

/// Counts delegate calls in order.
final class PauseRecorder: DynamicAnimatorDelegate {
  var calls: [String] = []
  func dynamicAnimatorDidPause(_ animator: DynamicAnimator) { calls.append("pause") }
  func dynamicAnimatorWillResume(_ animator: DynamicAnimator) { calls.append("resume") }
}

/// Records contact callbacks.
final class ContactRecorder: CollisionBehaviorDelegate {
  var events: [String] = []
  func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor first: any DynamicItem, with second: any DynamicItem, at point: Point
  ) { events.append("began \(first.dynamicsName) \(second.dynamicsName)") }
  func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor first: any DynamicItem, with second: any DynamicItem) {
    events.append("ended \(first.dynamicsName) \(second.dynamicsName)")
  }
  func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem, withBoundaryIdentifier identifier: String?,
    at point: Point
  ) { events.append("began \(item.dynamicsName) \(identifier ?? "bounds")") }
  func collisionBehavior(
    _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem, withBoundaryIdentifier identifier: String?
  ) { events.append("ended \(item.dynamicsName) \(identifier ?? "bounds")") }
}
