import SeamlessEngine
import SeamlessTrace

/// Resolves ``ViewTarget``s by replaying a scene as its trace is made: the engine runs up to
/// each gesture's start with every event before it, and the target is read from the
/// presentation then.
///
/// Incremental: events already fed are not fed again, so making a trace costs about one
/// replay. Events must arrive in time order; one earlier than what was fed restarts the
/// replay from scratch (still deterministic).
///
/// ```swift
/// let resolver = LiveSceneResolver(header: recipe.header()) { DrawerScene() }
/// let trace = try recipe.synthesize(resolver: resolver)
/// ```
package final class LiveSceneResolver: ViewResolver {
  private let header: TraceHeader
  private let sceneName: String
  private let makeScene: () -> any Scene
  private var engine: Engine?
  private var scene: (any Scene)?
  private var fed = 0
  private var lastFedTime: Int64 = 0

  /// A resolver for scenes from `makeScene` on the display of `header`.
  package init(header: TraceHeader, sceneName: String? = nil, makeScene: @escaping () -> any Scene) {
    self.header = header
    self.sceneName = sceneName ?? header.sceneName
    self.makeScene = makeScene
  }

  package func resolve(_ target: ViewTarget, at time: Int64, after events: [TraceEvent]) -> Point? {
    let prior = events.filter { $0.time < time }
    if engine == nil || prior.count < fed || (prior.count > fed && prior[fed].time < lastFedTime) {
      restart()
    }
    guard let engine, let scene else { return nil }
    for event in prior[fed...] {
      _ = Replayer.feed(event, to: engine, scene: scene, sceneName: sceneName)
      lastFedTime = event.time
    }
    fed = prior.count
    let instant = Instant(nanoseconds: time)
    if engine.now < instant { engine.advance(to: instant) }
    return Self.point(of: target, in: engine.window, at: engine.now)
  }

  private func restart() {
    let engine = Replayer.makeEngine(for: header, skipsIdleFrames: true)
    engine.journal.retainsEntries = false
    engine.journal.hashesEntries = false
    let scene = makeScene()
    scene.install(in: engine)
    self.engine = engine
    self.scene = scene
    fed = 0
    lastFedTime = 0
  }

  /// Whether the view named `name` (or one of its ancestors) is moving on screen at `instant`.
  ///
  /// Moving: its presented centre, translation, scale, rotation or bounds origin has a velocity
  /// (an animation, a zoom), a dynamic animator moved it in the latest frame at a velocity, or it
  /// is a scroll view whose content moves by itself (what a finger on it catches).
  /// What moves a view on screen when it animates: its place, its scale and turn (a zoom, a
  /// spin), and its bounds origin (what it holds scrolls).
  private static let motionProperties: [ViewProperty] = [
    .centerX, .centerY, .translationX, .translationY, .scaleX, .scaleY, .rotation, .boundsX, .boundsY,
  ]

  static func isMoving(_ name: String, in window: View, at instant: Instant) -> Bool {
    var current = window.firstDescendant(namedOrOfType: name)
    while let candidate = current, candidate !== window {
      if let scrollView = candidate as? ScrollView, scrollView.isMovingByItself { return true }
      if candidate.isMovedByDynamics { return true }
      for property in Self.motionProperties where candidate.presentationVelocity(of: property, at: instant) != 0 {
        return true
      }
      current = candidate.superview
    }
    return false
  }

  /// Where `target` is shown at `instant` in `window`, if its view is there and visible.
  static func point(of target: ViewTarget, in window: View, at instant: Instant) -> Point? {
    guard let view = window.firstDescendant(namedOrOfType: target.view, where: { !$0.isHidden }) else { return nil }
    let source = GeometrySource.presentation(at: instant)
    let size = Size(
      width: view.presentationValue(of: .boundsWidth, at: instant), height: view.presentationValue(of: .boundsHeight, at: instant))
    let origin = Point(x: view.presentationValue(of: .boundsX, at: instant), y: view.presentationValue(of: .boundsY, at: instant))
    let inset = 10.0
    let local: Point
    switch target.anchor {
    case .center: local = Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
    case .top: local = Point(x: origin.x + size.width / 2, y: origin.y + min(inset, size.height / 2))
    case .bottom: local = Point(x: origin.x + size.width / 2, y: origin.y + size.height - min(inset, size.height / 2))
    case .left: local = Point(x: origin.x + min(inset, size.width / 2), y: origin.y + size.height / 2)
    case .right: local = Point(x: origin.x + size.width - min(inset, size.width / 2), y: origin.y + size.height / 2)
    }
    return view.convert(local, to: nil, source: source)
  }
}
