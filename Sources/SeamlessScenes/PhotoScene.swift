import SeamlessEngine

/// A photo you pinch, rotate and move with two fingers, that springs back into shape when
/// let go; a drawer you swipe in from the left edge; a badge you press and hold.
///
/// The seeds' gesture-to-animation transition for transforms (WWDC 2014 session 236 (“Building Interruptible and Responsive Interactions”),
/// WWDC 2017 session 230 (“Advanced Animations with UIKit”)): every release continues the gesture's velocity, normalised by the
/// distance left, and every gesture that begins catches the photo where it is on screen.
///
/// - **Photo** (300 × 300 pt at the window's centre): pinch, rotation and a two-finger pan
///   recognize simultaneously and drive scale, rotation and translation. On release the
///   scale springs into [1, 3], the rotation to the nearest quarter turn and the translation
///   back to zero, each with its own spring (damping 0.8, response 0.4 s) started at the
///   gesture's velocity. A double tap zooms between 1× and 2×.
/// - **Drawer** (280 pt wide, off screen on the left): a left screen-edge pan drags it in;
///   on release it opens or closes, whichever is nearer 0.2 s ahead, at the finger's speed.
/// - **Badge** (60 × 60 pt at (100, 100)): a long press grows it to 1.2× until the finger
///   lifts.
///
/// Transitions are counted in the `photo-transitions` ``TransitionCounter``.
///
/// ```swift
/// let scene = PhotoScene()
/// scene.install(in: engine)
/// ```
package final class PhotoScene: Scene {
  package let photo = View(name: "photo", center: Point(x: 195, y: 422), size: Size(width: 300, height: 300))
  package let drawer = View(name: "drawer", center: Point(x: -140, y: 422), size: Size(width: 280, height: 844))
  package let badge = View(name: "badge", center: Point(x: 100, y: 100), size: Size(width: 60, height: 60))
  package let pinch = PinchGestureRecognizer(name: "photo-pinch")
  package let rotation = RotationGestureRecognizer(name: "photo-rotation")
  package let pan = PanGestureRecognizer(name: "photo-pan")
  package let doubleTap = TapGestureRecognizer(name: "photo-double-tap", numberOfTapsRequired: 2)
  package let edgePan = ScreenEdgePanGestureRecognizer(name: "drawer-edge-pan", edges: .left)
  package let press = LongPressGestureRecognizer(name: "badge-press")
  package private(set) var transitions: TransitionCounter?
  private unowned var engine: Engine?
  private var startScale = 1.0
  private var startRotation = 0.0
  private var startTranslation = Point.zero
  private var drawerStart = 0.0

  package init() {}

  package func install(in engine: Engine) {
    self.engine = engine
    transitions = TransitionCounter(name: "photo-transitions", engine: engine)
    for view in [photo, drawer, badge] {
      view.hitTestsPresentationValues = true
      engine.window.addSubview(view)
    }
    let together: (GestureRecognizer) -> Bool = { [unowned self] other in
      other === self.pinch || other === self.rotation || other === self.pan
    }
    pinch.shouldRecognizeSimultaneously = together
    rotation.shouldRecognizeSimultaneously = together
    pan.shouldRecognizeSimultaneously = together
    pan.minimumNumberOfTouches = 2
    pinch.addAction(named: "scale") { [unowned self] _ in self.pinched() }
    rotation.addAction(named: "rotate") { [unowned self] _ in self.rotated() }
    pan.addAction(named: "move") { [unowned self] _ in self.moved() }
    doubleTap.addAction(named: "zoom") { [unowned self] _ in self.zoom() }
    for recognizer in [pinch, rotation, pan, doubleTap] as [GestureRecognizer] { photo.addGestureRecognizer(recognizer) }
    // The drawer follows the finger sideways only, and stops at fully open.
    edgePan.following = FingerFollowing(axes: .horizontal, horizontalLimits: -Double.infinity...140)
    edgePan.followedView = drawer
    edgePan.addAction(named: "drawer") { [unowned self] _ in self.swiped() }
    engine.window.addGestureRecognizer(edgePan)
    press.addAction(named: "grow") { [unowned self] _ in self.pressed() }
    badge.addGestureRecognizer(press)
  }

  package func perform(_ command: SceneCommand, in engine: Engine) -> Bool { false }

  // MARK: Photo

  /// Stops the photo's animations of `properties` where they are.
  private func catchPhoto(_ properties: [ViewProperty]) {
    for property in properties { photo.removeAnimations(of: property, promotingPresentation: true) }
  }

  private func pinched() {
    switch pinch.state {
    case .began:
      catchPhoto([.scaleX, .scaleY])
      startScale = photo.scaleX
    case .changed:
      photo.scaleX = startScale * pinch.scale
      photo.scaleY = startScale * pinch.scale
    case .ended, .cancelled:
      let target = min(max(photo.scaleX, 1), 3)
      let velocity = pinch.state == .ended ? startScale * pinch.velocity : 0
      spring(velocity: velocity, from: photo.scaleX, to: target) { [photo] in
        photo.scaleX = target
        photo.scaleY = target
      }
    case .possible, .failed:
      break
    }
  }

  private func rotated() {
    switch rotation.state {
    case .began:
      catchPhoto([.rotation])
      startRotation = photo.rotation
    case .changed:
      photo.rotation = startRotation + rotation.rotation
    case .ended, .cancelled:
      let quarter = Double.pi / 2
      let target = (photo.rotation / quarter).rounded() * quarter
      let velocity = rotation.state == .ended ? rotation.velocity : 0
      spring(velocity: velocity, from: photo.rotation, to: target) { [photo] in photo.rotation = target }
    case .possible, .failed:
      break
    }
  }

  private func moved() {
    switch pan.state {
    case .began:
      catchPhoto([.translationX, .translationY])
      startTranslation = photo.translation
    case .changed:
      photo.translation = startTranslation + (pan.translation(in: engine?.window) ?? .zero)
    case .ended, .cancelled:
      let velocity = pan.state == .ended ? pan.velocity(in: engine?.window) ?? .zero : .zero
      // A translation already at zero has no distance to carry the velocity over.
      let start = Point(
        x: ReleaseSpring.start(photo.translation.x, to: 0, velocity: velocity.x),
        y: ReleaseSpring.start(photo.translation.y, to: 0, velocity: velocity.y))
      if let engine, start != photo.translation { engine.performWithoutAnimation { photo.translation = start } }
      spring(velocity: velocity.x, from: photo.translation.x, to: 0) { [photo] in photo.translation.x = 0 }
      spring(velocity: velocity.y, from: photo.translation.y, to: 0) { [photo] in photo.translation.y = 0 }
    case .possible, .failed:
      break
    }
  }

  private func zoom() {
    guard let engine, let transitions else { return }
    let target = photo.scaleX > 1.5 ? 1.0 : 2.0
    transitions.begin()
    engine.animate(
      withDuration: 0.3, options: .allowUserInteraction,
      animations: { [photo] in
        photo.scaleX = target
        photo.scaleY = target
      }, completion: { _ in transitions.end() })
  }

  /// An additive spring from `from` to `to` (values already on the model or set by
  /// `changes`) that starts at `velocity` units per second.
  private func spring(velocity: Double, from: Double, to: Double, _ changes: @escaping () -> Void) {
    guard let engine, let transitions else { return }
    transitions.begin()
    engine.animate(
      withDuration: 0.4, usingSpringWithDamping: 0.8,
      initialSpringVelocity: Spring.normalizedVelocity(velocity, from: from, to: to), options: .allowUserInteraction,
      animations: changes, completion: { _ in transitions.end() })
  }

  // MARK: Drawer and badge

  private func swiped() {
    switch edgePan.state {
    case .began:
      drawer.removeAllAnimations(promotingPresentation: true)
      drawerStart = drawer.center.x
      // Caught while its open spring overshoots past the stop, it stays where it was
      // caught until the finger brings it back (clamping it to the stop would snap it).
      edgePan.following?.horizontalLimits = -Double.infinity...max(140, drawerStart)
    case .changed:
      let x = drawerStart + (edgePan.translation(in: engine?.window)?.x ?? 0)
      drawer.center.x = min(x, max(140, drawerStart))
    case .ended, .cancelled:
      let velocity = edgePan.state == .ended ? edgePan.velocity(in: engine?.window)?.x ?? 0 : 0
      let projected = drawer.center.x + velocity * 0.2
      let target = projected > 0 ? 140.0 : -140.0
      // Held open against its stop, it carries no velocity further open.
      if let engine, !(drawer.center.x >= 140 && velocity > 0) {
        ReleaseSpring.prepare(drawer, to: Point(x: target, y: drawer.center.y), velocity: Point(x: velocity, y: 0), in: engine)
      }
      spring(velocity: velocity, from: drawer.center.x, to: target) { [drawer] in drawer.center.x = target }
    case .possible, .failed:
      break
    }
  }

  private func pressed() {
    guard let engine else { return }
    switch press.state {
    case .began:
      engine.animate(withDuration: 0.15, options: .allowUserInteraction) { [badge] in
        badge.scaleX = 1.2
        badge.scaleY = 1.2
      }
    case .ended, .cancelled:
      engine.animate(withDuration: 0.15, options: .allowUserInteraction) { [badge] in
        badge.scaleX = 1
        badge.scaleY = 1
      }
    case .changed, .possible, .failed:
      break
    }
  }
}
