/// What the user would see, frame by frame: the presentation values and velocities of the
/// views that matter, sampled at every render step, for invariants that read the screen
/// rather than the engine's bookkeeping (teleports, non-finite values, a view that stops
/// following the finger).
///
/// The views that matter are tracked from the moment something touches them: a model
/// write, an animation, a touch landing on them, a dynamic behavior moving them. Every
/// render step (after the animation server has ended the animations due) the sampler
/// evaluates, for each tracked view in the window, all eleven ``ViewProperty`` values
/// with their analytic velocities (a dynamic item adds the velocity the physics gave it in
/// this frame's steps), its centre in window points as shown, and which fingers hold it;
/// then it hands itself to its observers and keeps this frame's samples as the previous
/// ones. Nothing is kept beyond one frame, and once the tracked views are known no frame
/// allocates: the samples live in flat arrays indexed by `slot × 11 + property`.
///
/// It costs nothing until an observer is added (``addObserver(_:)``): the replayer adds
/// its invariants; a test may add its own.
///
/// What the app wrote is classified as it happens: a model value set outside any animation
/// (the app placing the view) by the code handling a finger that holds the view is a
/// *finger write*, any other one a *direct write* (a deliberate jump, allowed); dynamics
/// and the animation server's own writes (promotion, finishing) are neither.
///
/// ```swift
/// final class Spy: FrameSampleObserver {
///   func frameSampled(_ sampler: FrameSampler) {
///     for slot in 0..<sampler.sampledCount where sampler.isOnScreen[slot] {
///       print(sampler.names[slot], sampler.value(slot, .centerY), sampler.velocity(slot, .centerY))
///     }
///   }
/// }
/// engine.sampler.addObserver(Spy())
/// ```
public final class FrameSampler {
  /// How many properties a view has (``ViewProperty/allCases``): the stride of the flat arrays.
  public static let propertyCount = ViewProperty.allCases.count

  /// The tracked views' names, in the order they were first touched (slot order).
  @exclusivity(unchecked) public private(set) var names: [String] = []
  /// The tracked views themselves, through their links: sampling must not keep a view alive
  /// that the app let go (a removed view with animations in flight would then behave
  /// otherwise than without an observer, and replays would stop being deterministic).
  @exclusivity(unchecked) private var references: [ObjectLink<View>] = []
  /// This frame's presentation values, `slot × propertyCount + property.rawValue`.
  @exclusivity(unchecked) public private(set) var values: [Double] = []
  /// This frame's presentation velocities (units per second), same layout.
  @exclusivity(unchecked) public private(set) var velocities: [Double] = []
  /// The previous sampled frame's values (valid where ``hasPrevious`` says so).
  @exclusivity(unchecked) public private(set) var previousValues: [Double] = []
  /// The previous sampled frame's velocities.
  @exclusivity(unchecked) public private(set) var previousVelocities: [Double] = []
  /// Per slot, whether the view was on screen and sampled in the previous frame.
  ///
  /// Not when it just joined the window or was just tracked. With ``isOnScreen`` false, it just
  /// left.
  @exclusivity(unchecked) public private(set) var hasPrevious: [Bool] = []
  /// Per slot: the view's centre (with its translation) in window points, as shown.
  @exclusivity(unchecked) public private(set) var windowCenters: [Point] = []
  /// Per slot: the previous frame's ``windowCenters``.
  @exclusivity(unchecked) public private(set) var previousWindowCenters: [Point] = []
  /// Per slot: the velocity of the view's centre in window points per second (its own
  /// centre and translation velocities through its superviews' transforms, plus dynamics).
  @exclusivity(unchecked) public private(set) var windowVelocities: [Point] = []
  /// Per slot, a bit per property (`1 << rawValue`): set without animation since the last
  /// sample by code not handling a finger on the view (a deliberate jump).
  @exclusivity(unchecked) public private(set) var directWrites: [UInt16] = []
  /// Per slot, a bit per property: set without animation since the last sample by the code
  /// handling a finger that holds the view.
  @exclusivity(unchecked) public private(set) var fingerWrites: [UInt16] = []
  /// Per slot: the farthest a finger holding the view moved since the last sample, times the
  /// largest ``FingerFollowing/scale`` of a gesture dragging it (points).
  @exclusivity(unchecked) public private(set) var fingerTravel: [Double] = []
  /// Per slot: whether a finger holds the view at the sample.
  @exclusivity(unchecked) public private(set) var isHeld: [Bool] = []
  /// Per slot: whether a dynamic animator moved the view in this frame.
  @exclusivity(unchecked) public private(set) var isDynamicsDriven: [Bool] = []
  /// Per slot, for a view a dynamic animator moved this frame: its velocity (pt/s, in its
  /// superview's space) before the frame's first physics step, as the main thread left it
  /// (what a release handed over with `addLinearVelocity`).
  @exclusivity(unchecked) public private(set) var dynamicsStartVelocities: [Point] = []
  /// Per slot: whether the view was in the window and sampled this frame (slots from
  /// ``sampledCount`` on joined after the sample and are not).
  @exclusivity(unchecked) public private(set) var isOnScreen: [Bool] = []
  /// Per slot, whether animations were moving the view when it was last on screen.
  ///
  /// Its contributions after the render step. With ``isOnScreen`` false and ``hasPrevious`` true,
  /// the view left the window (or was deallocated) while they were.
  @exclusivity(unchecked) public private(set) var isAnimating: [Bool] = []
  /// How many slots this frame's sample covers.
  @exclusivity(unchecked) public private(set) var sampledCount = 0
  /// The gestures dragging views at this frame, one entry per (gesture, view).
  @exclusivity(unchecked) public private(set) var drags: [FingerDrag] = []
  /// The frame just sampled.
  @exclusivity(unchecked) public private(set) var frame = Frame(index: -1, time: .zero, hz: 60, mainThread: .ran)
  /// Time since the previous sampled frame (zero at the first).
  @exclusivity(unchecked) public private(set) var interval = TimeSpan.zero
  /// Time since the last frame before this one whose main thread ran: how long main-thread
  /// motion (dynamics, writes) could have been catching up.
  @exclusivity(unchecked) public private(set) var mainThreadInterval = TimeSpan.zero

  var engine: Engine? {
    get { engineLink?.object }
    set { engineLink = newValue?.link }
  }
  @exclusivity(unchecked) private var engineLink: ObjectLink<Engine>?
  @exclusivity(unchecked) private var observers: [any FrameSampleObserver] = []
  @exclusivity(unchecked) private var lastMainThreadFrameTime: Instant?
  @exclusivity(unchecked) private var hasSampled = false
  /// Whether an observer asked for the next frame to run (not to be skipped as idle).
  @exclusivity(unchecked) public private(set) var wantsNextFrame = false

  /// Asks that the next frame run even if the engine is idle (see ``Engine/skipsIdleFrames``).
  ///
  /// For a check due at a time rather than at an event, such as a hand-off a release is
  /// waiting for. Asked again each frame while needed.
  public func requestNextFrame() { wantsNextFrame = true }

  /// Idle frames up to `frame` were skipped.
  ///
  /// Nothing moved, so the next sample's interval runs from this frame, as it would have
  /// had the frames run.
  func skipped(to frame: Frame) {
    guard isActive, hasSampled else { return }
    self.frame = frame
    lastMainThreadFrameTime = frame.time
  }

  init() {}

  /// Whether anyone is listening (otherwise nothing is tracked or sampled).
  public var isActive: Bool { !observers.isEmpty }

  /// Starts handing every frame's samples to `observer`, after those already added.
  public func addObserver(_ observer: any FrameSampleObserver) {
    guard !observers.contains(where: { $0 === observer }) else { return }
    observers.append(observer)
    if observers.count == 1, let engine { trackTree(engine.window) }
  }

  /// Stops handing samples to `observer`.
  public func removeObserver(_ observer: any FrameSampleObserver) {
    observers.removeAll { $0 === observer }
  }

  /// How many views are tracked (slots `0..<count`).
  public var count: Int { references.count }

  /// The view in `slot`, unless it has been deallocated.
  public func view(_ slot: Int) -> View? { references[slot].object }

  /// The slot of `view`, if it is tracked.
  public func slot(of view: View) -> Int? {
    view.sampleSlot >= 0 && view.sampleSlot < references.count && references[view.sampleSlot] === view.link
      ? view.sampleSlot : nil
  }

  /// This frame's value of `property` for the view in `slot`.
  @inlinable
  public func value(_ slot: Int, _ property: ViewProperty) -> Double {
    values[slot &* Self.propertyCount &+ Int(property.rawValue)]
  }

  /// This frame's velocity of `property` for the view in `slot`.
  @inlinable
  public func velocity(_ slot: Int, _ property: ViewProperty) -> Double {
    velocities[slot &* Self.propertyCount &+ Int(property.rawValue)]
  }

  /// The previous frame's value of `property` for the view in `slot`.
  @inlinable
  public func previousValue(_ slot: Int, _ property: ViewProperty) -> Double {
    previousValues[slot &* Self.propertyCount &+ Int(property.rawValue)]
  }

  /// The previous frame's velocity of `property` for the view in `slot`.
  @inlinable
  public func previousVelocity(_ slot: Int, _ property: ViewProperty) -> Double {
    previousVelocities[slot &* Self.propertyCount &+ Int(property.rawValue)]
  }

  // MARK: Tracking

  /// Tracks `view` from the next sample on (no-op when already tracked or inactive).
  func track(_ view: View) {
    guard isActive, slot(of: view) == nil, view !== engine?.window else { return }
    view.sampleSlot = references.count
    references.append(view.link)
    names.append(view.name)
    let count = Self.propertyCount
    values.append(contentsOf: repeatElement(0, count: count))
    velocities.append(contentsOf: repeatElement(0, count: count))
    previousValues.append(contentsOf: repeatElement(0, count: count))
    previousVelocities.append(contentsOf: repeatElement(0, count: count))
    hasPrevious.append(false)
    windowCenters.append(.zero)
    previousWindowCenters.append(.zero)
    windowVelocities.append(.zero)
    directWrites.append(0)
    fingerWrites.append(0)
    fingerTravel.append(0)
    isHeld.append(false)
    isDynamicsDriven.append(false)
    dynamicsStartVelocities.append(.zero)
    isOnScreen.append(false)
    isAnimating.append(false)
  }

  /// Tracks every view of a tree that has been touched by a gesture or animation already
  /// (when the first observer arrives mid-run) — in practice, the tree's animated views.
  private func trackTree(_ root: View) {
    var stack = [root]
    while let view = stack.popLast() {
      if !view.contributions.isEmpty || !view.gestureRecognizers.isEmpty { track(view) }
      stack.append(contentsOf: view.subviews.reversed())
    }
  }

  /// A model value of `view` changed, written by `writer`.
  func noteModelChange(_ view: View, _ property: ViewProperty, writer: ModelWriter) {
    guard let engine else { return }
    if writer == .app, property.movesPosition, let recognizer = engine.actingRecognizers.last {
      recognizer.noteMoved(view)
    }
    guard isActive else { return }
    track(view)
    guard let slot = slot(of: view) else { return }
    switch writer {
    case .animated, .dynamics, .server: return
    case .app: break
    }
    let bit = UInt16(1) << UInt16(property.rawValue)
    if engine.fingerDepth > 0, let travel = holdingTravel(of: view) {
      fingerWrites[slot] |= bit
      fingerTravel[slot] = max(fingerTravel[slot], travel)
    } else {
      directWrites[slot] |= bit
    }
  }

  /// Who wrote a model value.
  enum ModelWriter: Equatable {
    /// An animation block or animator captured the change.
    case animated
    /// The app, outside any animation.
    case app
    /// A dynamic animator's step.
    case dynamics
    /// The animation server itself (promotion, a reversed animator's end).
    case server
  }

  /// How far the fingers holding `view` moved since the last sample (scaled by the drag's
  /// following scale), or `nil` if no finger holds it.
  ///
  /// A finger on the view itself (or inside it) holds it at scale 1; a gesture dragging a
  /// view the finger is not on holds it at its following scale.
  func holdingTravel(of view: View) -> Double? {
    guard let engine else { return nil }
    if let cached = holdCache, cached.view === view.link, cached.generation == engine.holdGeneration { return cached.travel }
    var travel: Double?
    for touch in engine.activeTouches {
      var holds = view.isAncestor(of: touch.view)
      var scale = 1.0
      if !holds {
        for recognizer in touch.gestureRecognizers where recognizer.isDragging {
          guard let following = recognizer.following,
            recognizer.followedView === view || recognizer.movedViews.contains(where: { $0 === view })
          else { continue }
          holds = true
          scale = max(scale, abs(following.scale))
        }
      }
      guard holds else { continue }
      travel = max(travel ?? 0, scale * touch.pathSinceSample)
    }
    holdCache = HoldCache(view: view.link, generation: engine.holdGeneration, travel: travel)
    return travel
  }

  /// The last ``holdingTravel(of:)`` answer, valid until anything that decides it changes
  /// (a centre write asks twice, for x and y).
  @exclusivity(unchecked) private var holdCache: HoldCache?
  /// Scratch for ``sample(_:)``: the geometries of a view's ancestors below the window,
  /// nearest first.
  @exclusivity(unchecked) private var ancestors: [ViewGeometry] = []

  /// The cache entry (the view by its link: sampling must not keep views alive).
  private struct HoldCache {
    let view: ObjectLink<View>
    let generation: Int
    let travel: Double?
  }

  /// Whether a finger holds `view`: it came down on the view or inside it, or a gesture of
  /// one of the fingers down drags it.
  public func isHeldByFinger(_ view: View) -> Bool { holdingTravel(of: view) != nil }

  // MARK: Sampling

  /// Samples every tracked view at `frame` and tells the observers.
  func sample(_ frame: Frame) {
    guard isActive, let engine else { return }
    wantsNextFrame = false
    interval = hasSampled ? frame.time - self.frame.time : .zero
    mainThreadInterval = lastMainThreadFrameTime.map { frame.time - $0 } ?? interval
    self.frame = frame
    swap(&values, &previousValues)
    swap(&velocities, &previousVelocities)
    swap(&windowCenters, &previousWindowCenters)
    for recognizer in engine.involvedRecognizers where recognizer.isDragging && recognizer.following != nil {
      for view in recognizer.draggedViews { track(view) }
    }
    sampledCount = references.count
    let source = GeometrySource.presentation(at: frame.time)
    var slot = 0
    while slot < sampledCount {
      // One walk up the view's ancestors: whether it is in the window, and the geometry that
      // takes its centre to window points (kept in `ancestors`, reused frame to frame).
      ancestors.removeAll(keepingCapacity: true)
      let link = references[slot]
      var top = link.object
      var isSampledView = true
      while let current = top, let parent = current.superview {
        if !isSampledView { ancestors.append(current.geometry(source)) }
        isSampledView = false
        top = parent
      }
      guard let view = link.object, top === engine.window else {
        // Out of the window: not on screen, not sampled (``hasPrevious`` still says whether it
        // was on screen last frame); back in, it starts afresh.
        isOnScreen[slot] = false
        clearWrites(slot)
        slot += 1
        continue
      }
      let base = slot * Self.propertyCount
      let dynamicsNow = view.dynamicsFrame == frame.index
      for raw in 0..<Self.propertyCount {
        guard let property = ViewProperty(rawValue: UInt8(raw)) else { continue }
        var sample = view.presentationSample(of: property, at: frame.time, side: .right)
        if dynamicsNow {
          switch property {
          case .centerX: sample.velocity += view.dynamicsVelocity.x
          case .centerY: sample.velocity += view.dynamicsVelocity.y
          case .rotation: sample.velocity += view.dynamicsAngularVelocity
          case .boundsWidth, .boundsHeight, .translationX, .translationY, .scaleX, .scaleY, .alpha, .cornerRadius: break
          }
        }
        values[base + Int(property.rawValue)] = sample.value
        velocities[base + Int(property.rawValue)] = sample.velocity
      }
      let local = Point(x: values[base] + values[base + 4], y: values[base + 1] + values[base + 5])
      let localVelocity = Point(x: velocities[base] + velocities[base + 4], y: velocities[base + 1] + velocities[base + 5])
      if ancestors.isEmpty && view.superview == nil {
        windowCenters[slot] = local
        windowVelocities[slot] = localVelocity
      } else {
        // As `superview.pointToRoot`: the superview's geometry first, then its ancestors'.
        var center = local
        var tip = local + localVelocity
        for geometry in ancestors {
          center = geometry.toSuperview(center)
          tip = geometry.toSuperview(tip)
        }
        windowCenters[slot] = center
        windowVelocities[slot] = tip - center
      }
      isDynamicsDriven[slot] = dynamicsNow
      dynamicsStartVelocities[slot] = view.dynamicsHandOffFrame == frame.index ? view.dynamicsHandOffVelocity : .zero
      isOnScreen[slot] = true
      isAnimating[slot] = !view.contributions.isEmpty
      isHeld[slot] = false
      slot += 1
    }
    markHeldViews(engine)
    collectDrags(engine)
    for observer in observers { observer.frameSampled(self) }
    for slot in 0..<sampledCount {
      hasPrevious[slot] = isOnScreen[slot]
      clearWrites(slot)
    }
    for touch in engine.activeTouches {
      touch.pathSinceSample = 0
    }
    holdCache = nil
    engine.holdGeneration &+= 1
    if !frame.isMainThreadStalled { lastMainThreadFrameTime = frame.time }
    hasSampled = true
  }

  private func clearWrites(_ slot: Int) {
    directWrites[slot] = 0
    fingerWrites[slot] = 0
    fingerTravel[slot] = 0
  }

  private func markHeldViews(_ engine: Engine) {
    for touch in engine.activeTouches {
      var current: View? = touch.view
      while let view = current {
        if let slot = slot(of: view) { isHeld[slot] = true }
        current = view.superview
      }
      for recognizer in touch.gestureRecognizers where recognizer.isDragging && recognizer.following != nil {
        for view in recognizer.draggedViews {
          if let slot = slot(of: view) { isHeld[slot] = true }
        }
      }
    }
  }

  private func collectDrags(_ engine: Engine) {
    drags.removeAll(keepingCapacity: true)
    for recognizer in engine.involvedRecognizers where recognizer.isDragging && recognizer.hasItsFingers {
      guard let following = recognizer.following, let finger = recognizer.dragFingerPosition else { continue }
      for view in recognizer.draggedViews where view !== engine.window {
        guard let slot = slot(of: view), isOnScreen[slot] else { continue }
        drags.append(
          FingerDrag(
            recognizer: recognizer, serial: recognizer.gestureSerial, slot: slot, finger: finger, following: following))
      }
    }
  }
}

extension ViewProperty {
  /// Whether the property moves the view's centre on screen (centre or translation).
  var movesPosition: Bool {
    switch self {
    case .centerX, .centerY, .translationX, .translationY: true
    case .boundsWidth, .boundsHeight, .scaleX, .scaleY, .rotation, .alpha, .cornerRadius: false
    }
  }
}

extension GestureRecognizer {
  /// Whether the gesture is in progress (began or changed).
  var isDragging: Bool {
    switch state {
    case .began, .changed: true
    case .possible, .ended, .cancelled, .failed: false
    }
  }

  /// Whether the gesture has the fingers it needs to report movement: a pan with fewer
  /// than ``PanGestureRecognizer/minimumNumberOfTouches`` down stays in progress but sends
  /// no changes, so what it drags need not follow until the fingers are back.
  var hasItsFingers: Bool {
    guard let pan = self as? PanGestureRecognizer else { return true }
    return pan.touchesDown.count >= pan.minimumNumberOfTouches
  }

  /// The finger position a dragged view follows: a pan's continuous centroid, else the
  /// centroid of the touches down.
  var dragFingerPosition: Point? {
    if let pan = self as? PanGestureRecognizer { return pan.fingerPosition }
    return location(in: nil)
  }
}
