/// What the user would see, frame by frame: the presentation values and velocities of the
/// views that matter, sampled at every render step, for invariants that read the screen
/// rather than the engine's bookkeeping (teleports, non-finite values, a view that stops
/// following the finger).
///
/// The views that matter are tracked from the moment something touches them: a model
/// write, an animation, a touch landing on them, a dynamic behavior moving them. Every
/// render step (after the animation server has ended the animations due) the sampler
/// evaluates, for each tracked view in the window, all thirteen ``ViewProperty`` values
/// with their analytic velocities (a dynamic item adds the velocity the physics gave it in
/// this frame's steps), its centre in window points as shown, and which fingers hold it;
/// then it hands itself to its observers and keeps this frame's samples as the previous
/// ones. Nothing is kept beyond one frame, and once the tracked views are known no frame
/// allocates: the samples live in flat arrays indexed by `slot × 11 + property`.
///
/// It costs nothing until an observer is added (`addObserver(_:)`): the replayer adds
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
///     for view in sampler.views where view.isOnScreen {
///       print(view.name, view.value(.centerY), view.velocity(.centerY))
///     }
///   }
/// }
/// engine.sampler.addObserver(Spy())
/// ```
public final class FrameSampler {
  /// How many properties a view has (``ViewProperty/allCases``): the stride of the flat arrays.
  package static let propertyCount = ViewProperty.allCases.count

  /// The tracked views' names, in the order they were first touched (slot order).
  package var names: [String] { namesStorage }
  @exclusivity(unchecked) private var namesStorage: [String] = []
  /// The tracked views themselves, through their links: sampling must not keep a view alive
  /// that the app let go (a removed view with animations in flight would then behave
  /// otherwise than without an observer, and replays would stop being deterministic).
  @exclusivity(unchecked) private var references: [ObjectLink<View>] = []
  /// This frame's presentation values, `slot × propertyCount + property.rawValue`.
  package var values: [Double] { valuesStorage }
  @exclusivity(unchecked) private var valuesStorage: [Double] = []
  /// This frame's presentation velocities (units per second), same layout.
  package var velocities: [Double] { velocitiesStorage }
  @exclusivity(unchecked) private var velocitiesStorage: [Double] = []
  /// The previous sampled frame's values (valid where ``hasPrevious`` says so).
  package var previousValues: [Double] { previousValuesStorage }
  @exclusivity(unchecked) private var previousValuesStorage: [Double] = []
  /// The previous sampled frame's velocities.
  package var previousVelocities: [Double] { previousVelocitiesStorage }
  @exclusivity(unchecked) private var previousVelocitiesStorage: [Double] = []
  /// Per slot, whether the view was on screen and sampled in the previous frame.
  ///
  /// Not when it just joined the window or was just tracked. With ``isOnScreen`` false, it just
  /// left.
  package var hasPrevious: [Bool] { hasPreviousStorage }
  @exclusivity(unchecked) private var hasPreviousStorage: [Bool] = []
  /// Per slot: the view's centre (with its translation) in window points, as shown.
  package var windowCenters: [Point] { windowCentersStorage }
  @exclusivity(unchecked) private var windowCentersStorage: [Point] = []
  /// Per slot: the previous frame's ``windowCenters``.
  package var previousWindowCenters: [Point] { previousWindowCentersStorage }
  @exclusivity(unchecked) private var previousWindowCentersStorage: [Point] = []
  /// Per slot: the velocity of the view's centre in window points per second (its own
  /// centre and translation velocities through its superviews' transforms, plus dynamics).
  package var windowVelocities: [Point] { windowVelocitiesStorage }
  @exclusivity(unchecked) private var windowVelocitiesStorage: [Point] = []
  /// Per slot, a bit per property (`1 << rawValue`): set without animation since the last
  /// sample by code not handling a finger on the view (a deliberate jump).
  package var directWrites: [UInt16] { directWritesStorage }
  @exclusivity(unchecked) private var directWritesStorage: [UInt16] = []
  /// Per slot, a bit per property: among ``directWrites``, those made while a block animation of
  /// the property that heads for the model (non-additive: alpha, corner radius,
  /// begin-from-current-state) was running: what is shown snaps by the change times its
  /// progress, at once.
  package var midAnimationWrites: [UInt16] { midAnimationWritesStorage }
  @exclusivity(unchecked) private var midAnimationWritesStorage: [UInt16] = []
  /// Per slot, a bit per property: among ``directWrites``, those made by a completion handler
  /// (an animation's or an animator's): a value set at the end of a transition, which the eye
  /// sees snap if it differs from what the transition left on screen.
  package var completionWrites: [UInt16] { completionWritesStorage }
  @exclusivity(unchecked) private var completionWritesStorage: [UInt16] = []
  /// Per slot, a bit per property: set without animation since the last sample by the code
  /// handling a finger that holds the view.
  package var fingerWrites: [UInt16] { fingerWritesStorage }
  @exclusivity(unchecked) private var fingerWritesStorage: [UInt16] = []
  /// Per slot: the farthest a finger holding the view moved since the last sample, times the
  /// largest ``FingerFollowing/scale`` of a gesture dragging it (points).
  package var fingerTravel: [Double] { fingerTravelStorage }
  @exclusivity(unchecked) private var fingerTravelStorage: [Double] = []
  /// Per slot: whether the gesture whose action set the view had a different number of
  /// touches than at its previous action (a finger landed or lifted while another held on).
  @exclusivity(unchecked) private var fingerCountChangedStorage: [Bool] = []
  /// Per slot: whether a finger holds the view at the sample.
  package var isHeld: [Bool] { isHeldStorage }
  @exclusivity(unchecked) private var isHeldStorage: [Bool] = []
  /// Per slot: whether a dynamic animator moved the view in this frame.
  package var isDynamicsDriven: [Bool] { isDynamicsDrivenStorage }
  @exclusivity(unchecked) private var isDynamicsDrivenStorage: [Bool] = []
  /// Per slot: whether a scroll view's own motion (a deceleration, a bounce, an animated
  /// offset) moved the view's bounds origin in this frame, on the main thread.
  package var isScrollDriven: [Bool] { isScrollDrivenStorage }
  @exclusivity(unchecked) private var isScrollDrivenStorage: [Bool] = []
  /// Per slot: whether an ancestor's bounds origin (a scroll view's content offset) was driven
  /// at this frame by the scroll view's own motion or an animation (even from rest, as an eased
  /// offset starts): the view rides on it.
  package var isCarried: [Bool] { isCarriedStorage }
  /// Per slot, for a view whose bounds origin a scroll view's own motion moved this frame: how
  /// far (pt, per axis) the motion itself moved it since its previous step.
  package var scrollStepTravels: [Point] { scrollStepTravelsStorage }
  @exclusivity(unchecked) private var scrollStepTravelsStorage: [Point] = []
  @exclusivity(unchecked) private var isCarriedStorage: [Bool] = []
  /// Per slot, for a view a dynamic animator moved this frame: its velocity (pt/s, in its
  /// superview's space) before the frame's first physics step, as the main thread left it
  /// (what a release handed over with `addLinearVelocity`).
  package var dynamicsStartVelocities: [Point] { dynamicsStartVelocitiesStorage }
  @exclusivity(unchecked) private var dynamicsStartVelocitiesStorage: [Point] = []
  /// Per slot: whether the view was in the window and sampled this frame (slots from
  /// ``sampledCount`` on joined after the sample and are not).
  package var isOnScreen: [Bool] { isOnScreenStorage }
  @exclusivity(unchecked) private var isOnScreenStorage: [Bool] = []
  /// Per slot, whether animations were moving the view when it was last on screen.
  ///
  /// Its contributions after the render step. With ``isOnScreen`` false and ``hasPrevious`` true,
  /// the view left the window (or was deallocated) while they were.
  package var isAnimating: [Bool] { isAnimatingStorage }
  @exclusivity(unchecked) private var isAnimatingStorage: [Bool] = []
  /// How many slots this frame's sample covers.
  package var sampledCount: Int { sampledCountStorage }
  @exclusivity(unchecked) private var sampledCountStorage: Int = 0
  /// The gestures dragging views at this frame, one entry per (gesture, view).
  package var drags: [FingerDrag] { dragsStorage }
  @exclusivity(unchecked) private var dragsStorage: [FingerDrag] = []
  /// The frame just sampled.
  package var frame: Frame { frameStorage }
  @exclusivity(unchecked) private var frameStorage: Frame = Frame(index: -1, time: .zero, hz: 60, mainThread: .ran)
  /// Time since the previous sampled frame (zero at the first).
  package var interval: TimeSpan { intervalStorage }
  @exclusivity(unchecked) private var intervalStorage: TimeSpan = TimeSpan.zero
  /// Time since the last frame before this one whose main thread ran: how long main-thread
  /// motion (dynamics, writes) could have been catching up.
  package var mainThreadInterval: TimeSpan { mainThreadIntervalStorage }
  @exclusivity(unchecked) private var mainThreadIntervalStorage: TimeSpan = TimeSpan.zero

  var engine: Engine? {
    get { engineLink?.object }
    set { engineLink = newValue?.link }
  }
  @exclusivity(unchecked) private var engineLink: ObjectLink<Engine>?
  @exclusivity(unchecked) private var observers: [any FrameSampleObserver] = []
  @exclusivity(unchecked) private var lastMainThreadFrameTime: Instant?
  @exclusivity(unchecked) private var hasSampled = false
  /// Whether an observer asked for the next frame to run (not to be skipped as idle).
  package var wantsNextFrame: Bool { wantsNextFrameStorage }
  @exclusivity(unchecked) private var wantsNextFrameStorage: Bool = false

  /// Whether a completion handler wrote a tracked view since the last sample (see
  /// ``sampleTheLastChanges(in:)``).
  package var showsCompletionWriteNext: Bool { showsCompletionWriteNextStorage }
  @exclusivity(unchecked) private var showsCompletionWriteNextStorage = false

  /// Samples, once a replay is over, the frame that would show what completion handlers wrote
  /// after the last frame ran.
  ///
  /// The engine went idle with them, so no frame showed them; the observers judge them in the
  /// next frame of the schedule, sampled without running it (the engine, its clock and its
  /// journal are untouched, so a run with observers stays the run without). Does nothing when
  /// no such write is waiting.
  ///
  /// ```swift
  /// engine.advanceUntilIdle(frameLimit: 1_200)
  /// engine.sampler.sampleTheLastChanges(in: engine)
  /// ```
  package func sampleTheLastChanges(in engine: Engine) {
    guard isActive, hasSampled, showsCompletionWriteNextStorage else { return }
    let index = frameStorage.index + 1
    let schedule = engine.frameSchedule
    sample(Frame(index: index, time: schedule.time(ofFrame: index), hz: schedule.hz, mainThread: .ran), in: engine)
  }

  /// Asks that the next frame run even if the engine is idle (see ``Engine/skipsIdleFrames``).
  ///
  /// For a check due at a time rather than at an event, such as a hand-off a release is
  /// waiting for. Asked again each frame while needed.
  package func requestNextFrame() { wantsNextFrameStorage = true }

  /// Idle frames up to `frame` were skipped.
  ///
  /// Nothing moved, so the next sample's interval runs from this frame, as it would have
  /// had the frames run.
  func skipped(to frame: Frame) {
    guard isActive, hasSampled else { return }
    self.frameStorage = frame
    lastMainThreadFrameTime = frame.time
  }

  init() {}

  /// Whether anyone is listening (otherwise nothing is tracked or sampled).
  package var isActive: Bool { !observers.isEmpty }

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
  package var count: Int { references.count }

  /// The view in `slot`, unless it has been deallocated.
  package func view(_ slot: Int) -> View? { references[slot].object }

  /// Whether the eye could see the view in `slot` at this frame, or (`previous`) at the one
  /// before: in the window, neither it nor an ancestor hidden, shown with an alpha (times its
  /// ancestors') of at least one level of 255, and its shown frame (the box its turned and
  /// scaled bounds fill) meeting the window's bounds.
  ///
  /// ```swift
  /// if sampler.isSeen(slot, previous: true) && sampler.isSeen(slot, previous: false) { … }
  /// ```
  package func isSeen(_ slot: Int, previous: Bool) -> Bool {
    guard slot < sampledCountStorage, isOnScreenStorage[slot], !previous || hasPreviousStorage[slot],
      let view = view(slot), let window = engine?.window
    else { return false }
    let base = slot * Self.propertyCount
    let values = previous ? previousValuesStorage : valuesStorage
    var alpha = values[base + Int(ViewProperty.alpha.rawValue)]
    var ancestor: View? = view
    while let current = ancestor, current !== window {
      if current.isHidden { return false }
      if current !== view { alpha *= current.alpha }
      ancestor = current.superview
    }
    guard alpha >= 1.0 / 255 else { return false }
    let width = abs(values[base + Int(ViewProperty.boundsWidth.rawValue)] * values[base + Int(ViewProperty.scaleX.rawValue)])
    let height = abs(values[base + Int(ViewProperty.boundsHeight.rawValue)] * values[base + Int(ViewProperty.scaleY.rawValue)])
    // Turned, the frame fits within the circle of its half-diagonal.
    let turned = values[base + Int(ViewProperty.rotation.rawValue)].remainder(dividingBy: .pi) != 0
    let half =
      turned
      ? Point(x: 0.5 * (width * width + height * height).squareRoot(), y: 0.5 * (width * width + height * height).squareRoot())
      : Point(x: 0.5 * width, y: 0.5 * height)
    let center = previous ? previousWindowCentersStorage[slot] : windowCentersStorage[slot]
    let size = window.bounds.size
    return center.x + half.x > 0 && center.x - half.x < size.width && center.y + half.y > 0 && center.y - half.y < size.height
  }

  /// The slot of `view`, if it is tracked.
  package func slot(of view: View) -> Int? {
    view.sampleSlot >= 0 && view.sampleSlot < references.count && references[view.sampleSlot] === view.link
      ? view.sampleSlot : nil
  }

  /// This frame's value of `property` for the view in `slot`.
  package func value(_ slot: Int, _ property: ViewProperty) -> Double {
    valuesStorage[slot &* Self.propertyCount &+ Int(property.rawValue)]
  }

  /// This frame's velocity of `property` for the view in `slot`.
  package func velocity(_ slot: Int, _ property: ViewProperty) -> Double {
    velocitiesStorage[slot &* Self.propertyCount &+ Int(property.rawValue)]
  }

  /// The previous frame's value of `property` for the view in `slot`.
  package func previousValue(_ slot: Int, _ property: ViewProperty) -> Double {
    previousValuesStorage[slot &* Self.propertyCount &+ Int(property.rawValue)]
  }

  /// The previous frame's velocity of `property` for the view in `slot`.
  package func previousVelocity(_ slot: Int, _ property: ViewProperty) -> Double {
    previousVelocitiesStorage[slot &* Self.propertyCount &+ Int(property.rawValue)]
  }

  /// A slot's flags at this frame, read at once.
  ///
  /// Each read of one of the sampler's arrays from another module is a call that retains the
  /// array; a checker reading several flags of a slot every frame reads them here.
  ///
  /// ```swift
  /// let state = sampler.state(of: slot)
  /// if state.isOnScreen && state.hasPrevious && state.directWrites == 0 { … }
  /// ```
  package struct SlotState: Sendable, Hashable {
    /// ``FrameSampler/isOnScreen``.
    package var isOnScreen: Bool
    /// ``FrameSampler/hasPrevious``.
    package var hasPrevious: Bool
    /// ``FrameSampler/isAnimating``.
    package var isAnimating: Bool
    /// ``FrameSampler/isHeld``.
    package var isHeld: Bool
    /// ``FrameSampler/isDynamicsDriven``.
    package var isDynamicsDriven: Bool
    /// ``FrameSampler/isScrollDriven``.
    package var isScrollDriven: Bool
    /// ``FrameSampler/directWrites``.
    package var directWrites: UInt16
    /// ``FrameSampler/midAnimationWrites``.
    package var midAnimationWrites: UInt16
    /// ``FrameSampler/completionWrites``.
    package var completionWrites: UInt16
    /// ``FrameSampler/fingerWrites``.
    package var fingerWrites: UInt16
    /// ``FrameSampler/fingerTravel``.
    package var fingerTravel: Double
    /// Whether the gesture whose action set the view had a different number of touches than
    /// at its previous action (its centroid, `location(in:)`, jumps then).
    package var fingerCountChanged: Bool
  }

  /// The flags of the view in `slot` at this frame (see ``SlotState``).
  package func state(of slot: Int) -> SlotState {
    SlotState(
      isOnScreen: isOnScreenStorage[slot], hasPrevious: hasPreviousStorage[slot], isAnimating: isAnimatingStorage[slot],
      isHeld: isHeldStorage[slot], isDynamicsDriven: isDynamicsDrivenStorage[slot],
      isScrollDriven: isScrollDrivenStorage[slot], directWrites: directWritesStorage[slot],
      midAnimationWrites: midAnimationWritesStorage[slot], completionWrites: completionWritesStorage[slot],
      fingerWrites: fingerWritesStorage[slot], fingerTravel: fingerTravelStorage[slot],
      fingerCountChanged: fingerCountChangedStorage[slot])
  }

  // MARK: Tracking

  /// Tracks `view` from the next sample on (no-op when already tracked or inactive).
  func track(_ view: View) {
    guard isActive, slot(of: view) == nil, view !== engine?.window else { return }
    view.sampleSlot = references.count
    references.append(view.link)
    namesStorage.append(view.name)
    let count = Self.propertyCount
    valuesStorage.append(contentsOf: repeatElement(0, count: count))
    velocitiesStorage.append(contentsOf: repeatElement(0, count: count))
    previousValuesStorage.append(contentsOf: repeatElement(0, count: count))
    previousVelocitiesStorage.append(contentsOf: repeatElement(0, count: count))
    hasPreviousStorage.append(false)
    windowCentersStorage.append(.zero)
    previousWindowCentersStorage.append(.zero)
    windowVelocitiesStorage.append(.zero)
    directWritesStorage.append(0)
    midAnimationWritesStorage.append(0)
    completionWritesStorage.append(0)
    fingerWritesStorage.append(0)
    fingerTravelStorage.append(0)
    fingerCountChangedStorage.append(false)
    isHeldStorage.append(false)
    isDynamicsDrivenStorage.append(false)
    isScrollDrivenStorage.append(false)
    isCarriedStorage.append(false)
    scrollStepTravelsStorage.append(.zero)
    dynamicsStartVelocitiesStorage.append(.zero)
    isOnScreenStorage.append(false)
    isAnimatingStorage.append(false)
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
    // What a gesture's action writes moves the view with the gesture, animated or not (a view
    // that follows the finger through an interactive spring is retargeted in an animation block).
    if writer == .app || writer == .animated, let recognizer = engine.arbiter.actingRecognizers.last {
      if property.movesPosition {
        recognizer.noteMoved(view)
      } else if property.movesSubviews {
        // A content offset: what the eye sees move is what the view holds (a scroll view's
        // content), so that is what the gesture drags.
        for subview in view.subviews { recognizer.noteMoved(subview) }
      }
    }
    guard isActive else { return }
    track(view)
    guard let slot = slot(of: view) else { return }
    switch writer {
    case .animated, .dynamics, .server: return
    case .app: break
    }
    let bit = UInt16(1) << UInt16(property.rawValue)
    if engine.touchDispatch.fingerDepth > 0, let travel = holdingTravel(of: view) {
      fingerWritesStorage[slot] |= bit
      fingerTravelStorage[slot] = max(fingerTravelStorage[slot], travel)
      if engine.arbiter.actingRecognizers.last?.touchCountChanged == true { fingerCountChangedStorage[slot] = true }
    } else {
      directWritesStorage[slot] |= bit
      if view.hasRunningAnimationHeadingForTheModel(property) { midAnimationWritesStorage[slot] |= bit }
      if engine.animations.completionDepth > 0 {
        completionWritesStorage[slot] |= bit
        showsCompletionWriteNextStorage = true
      }
    }
  }

  /// A completion handler started `view`'s `property` animation again as a loop's next cycle
  /// (``ViewAnimation/loopCycle``): what it wrote to the property first (the restart's jump
  /// back to the start) is the loop's cycle boundary, as `.repeat` shows it, not a snap at a
  /// transition's end.
  func noteLoopRestart(of view: View, _ property: ViewProperty) {
    guard isActive, let slot = slot(of: view) else { return }
    completionWritesStorage[slot] &= ~(UInt16(1) << UInt16(property.rawValue))
  }

  /// `view`'s `properties` were moved by a UIKit component's own gesture handling (a scroll
  /// view zooming under a pinch), not by the app: the frame's change is that component's own
  /// motion, shown as it computes it, and not a jump (`no-teleport` leaves it, as it leaves a
  /// deliberate write).
  package func noteOwnMotion(of view: View, _ properties: [ViewProperty]) {
    guard isActive else { return }
    track(view)
    guard let slot = slot(of: view) else { return }
    for property in properties { directWritesStorage[slot] |= UInt16(1) << UInt16(property.rawValue) }
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
  /// view the finger is not on holds it at its following scale. The paths add up: fingers
  /// that hold it together, and those that lifted from inside it since the last sample while
  /// another finger holds it now (one drag ends and another picks the view up in a frame).
  func holdingTravel(of view: View) -> Double? {
    guard let engine else { return nil }
    if let cached = holdCache, cached.view === view.link, cached.generation == engine.holdKey { return cached.travel }
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
      travel = (travel ?? 0) + scale * touch.pathSinceSample
    }
    // A finger that lifted since the last sample, from inside the view, moved it too: a drag
    // that ends and another that picks the view up in the same frame move it by both paths.
    if var held = travel, !engine.touchDispatch.liftedSinceSample.isEmpty {
      for touch in engine.touchDispatch.liftedSinceSample where view.isAncestor(of: touch.view) { held += touch.pathSinceSample }
      travel = held
    }
    holdCache = HoldCache(view: view.link, generation: engine.holdKey, travel: travel)
    return travel
  }

  /// The last ``holdingTravel(of:)`` answer, valid until anything that decides it changes
  /// (a centre write asks twice, for x and y).
  @exclusivity(unchecked) private var holdCache: HoldCache?
  /// Scratch for ``sample(_:)``: the geometries of a view's ancestors below the window,
  /// nearest first.
  @exclusivity(unchecked) private var ancestors: [ViewGeometry] = []
  /// Scratch for ``sample(_:)``: the velocity of each of ``ancestors``' bounds origin (pt/s).
  @exclusivity(unchecked) private var ancestorOriginVelocities: [Point] = []

  /// The cache entry (the view by its link: sampling must not keep views alive).
  private struct HoldCache {
    let view: ObjectLink<View>
    let generation: Int
    let travel: Double?
  }

  /// Whether a finger holds `view`: it came down on the view or inside it, or a gesture of
  /// one of the fingers down drags it.
  package func isHeldByFinger(_ view: View) -> Bool { holdingTravel(of: view) != nil }

  // MARK: Sampling

  /// Samples every tracked view at `frame` of `engine` (the sampler's own, handed in by its
  /// frame rather than read through its link) and tells the observers.
  func sample(_ frame: Frame, in engine: Engine) {
    guard isActive else { return }
    wantsNextFrameStorage = false
    showsCompletionWriteNextStorage = false
    intervalStorage = hasSampled ? frame.time - self.frame.time : .zero
    mainThreadIntervalStorage = lastMainThreadFrameTime.map { frame.time - $0 } ?? interval
    self.frameStorage = frame
    swap(&valuesStorage, &previousValuesStorage)
    swap(&velocitiesStorage, &previousVelocitiesStorage)
    swap(&windowCentersStorage, &previousWindowCentersStorage)
    for recognizer in engine.arbiter.involvedRecognizers where recognizer.isDragging && recognizer.following != nil {
      for view in recognizer.draggedViews { track(view) }
    }
    sampledCountStorage = references.count
    let source = GeometrySource.presentation(at: frame.time)
    var slot = 0
    while slot < sampledCountStorage {
      // One walk up the view's ancestors: whether it is in the window, and the geometry that
      // takes its centre to window points (kept in `ancestors`, reused frame to frame).
      if !ancestors.isEmpty {
        ancestors.removeAll(keepingCapacity: true)
        ancestorOriginVelocities.removeAll(keepingCapacity: true)
      }
      var isCarried = false
      let link = references[slot]
      var isInWindow = false
      if let view = link.object {
        if view.superview === engine.window {
          // Most sampled views are the window's own subviews: nothing to walk.
          isInWindow = true
        } else {
          var top = view
          var isSampledView = true
          while let parent = top.superview {
            if !isSampledView {
              ancestors.append(top.geometry(source))
              let (velocity, isDriven) = Self.originMotion(of: top, at: frame)
              if isDriven { isCarried = true }
              ancestorOriginVelocities.append(velocity)
            }
            isSampledView = false
            top = parent
          }
          isInWindow = top === engine.window
        }
      }
      guard isInWindow, let view = link.object else {
        // Out of the window: not on screen, not sampled (``hasPrevious`` still says whether it
        // was on screen last frame); back in, it starts afresh.
        isOnScreenStorage[slot] = false
        clearWrites(slot)
        slot += 1
        continue
      }
      let base = slot * Self.propertyCount
      let dynamicsNow = view.dynamicsFrame == frame.index
      view.presentationSamples(
        at: frame.time, side: .right, values: &valuesStorage, velocities: &velocitiesStorage, base: base)
      let scrollNow = view.originVelocityFrame == frame.index
      if scrollNow {
        velocitiesStorage[base + Int(ViewProperty.boundsX.rawValue)] += view.originVelocity.x
        velocitiesStorage[base + Int(ViewProperty.boundsY.rawValue)] += view.originVelocity.y
      }
      if dynamicsNow {
        velocitiesStorage[base + Int(ViewProperty.centerX.rawValue)] += view.dynamicsVelocity.x
        velocitiesStorage[base + Int(ViewProperty.centerY.rawValue)] += view.dynamicsVelocity.y
        velocitiesStorage[base + Int(ViewProperty.rotation.rawValue)] += view.dynamicsAngularVelocity
      }
      let local = Point(x: valuesStorage[base] + valuesStorage[base + 4], y: valuesStorage[base + 1] + valuesStorage[base + 5])
      let localVelocity = Point(
        x: velocitiesStorage[base] + velocitiesStorage[base + 4], y: velocitiesStorage[base + 1] + velocitiesStorage[base + 5])
      if ancestors.isEmpty && view.superview == nil {
        windowCentersStorage[slot] = local
        windowVelocitiesStorage[slot] = localVelocity
      } else {
        // As `superview.pointToRoot`: the superview's geometry first, then its ancestors'.
        var center = local
        var tip = local + localVelocity
        for (geometry, originVelocity) in zip(ancestors, ancestorOriginVelocities) {
          // The ancestor's bounds origin moving at u moves what it holds at −u.
          center = geometry.toSuperview(center)
          tip = geometry.toSuperview(tip - originVelocity)
        }
        windowCentersStorage[slot] = center
        windowVelocitiesStorage[slot] = tip - center
      }
      isDynamicsDrivenStorage[slot] = dynamicsNow
      isScrollDrivenStorage[slot] = scrollNow
      isCarriedStorage[slot] = isCarried
      scrollStepTravelsStorage[slot] = scrollNow ? view.originStepTravel : .zero
      dynamicsStartVelocitiesStorage[slot] = view.dynamicsHandOffFrame == frame.index ? view.dynamicsHandOffVelocity : .zero
      isOnScreenStorage[slot] = true
      isAnimatingStorage[slot] = !view.contributions.isEmpty
      isHeldStorage[slot] = false
      slot += 1
    }
    markHeldViews(engine)
    collectDrags(engine)
    for observer in observers { observer.frameSampled(self) }
    for slot in 0..<sampledCountStorage {
      hasPreviousStorage[slot] = isOnScreenStorage[slot]
      clearWrites(slot)
    }
    if !engine.activeTouches.isEmpty {
      for touch in engine.activeTouches { touch.pathSinceSample = 0 }
    }
    if !engine.touchDispatch.liftedSinceSample.isEmpty { engine.touchDispatch.liftedSinceSample.removeAll(keepingCapacity: true) }
    holdCache = nil
    engine.holdGeneration &+= 1
    if !frame.isMainThreadStalled { lastMainThreadFrameTime = frame.time }
    hasSampled = true
  }

  /// The velocity of `view`'s bounds origin at `frame` (pt/s), its animations' and its scroll
  /// motion's this frame, and whether either drives it (at rest at the start of a motion too).
  private static func originMotion(of view: View, at frame: Frame) -> (velocity: Point, isDriven: Bool) {
    var isDriven = view.originVelocityFrame == frame.index
    var velocity = isDriven ? view.originVelocity : .zero
    if !view.contributions.isEmpty {
      if view.hasContribution(.boundsX) {
        velocity.x += view.presentationVelocity(of: .boundsX, at: frame.time)
        isDriven = true
      }
      if view.hasContribution(.boundsY) {
        velocity.y += view.presentationVelocity(of: .boundsY, at: frame.time)
        isDriven = true
      }
    }
    return (velocity, isDriven)
  }

  private func clearWrites(_ slot: Int) {
    directWritesStorage[slot] = 0
    midAnimationWritesStorage[slot] = 0
    completionWritesStorage[slot] = 0
    fingerWritesStorage[slot] = 0
    fingerTravelStorage[slot] = 0
    fingerCountChangedStorage[slot] = false
  }

  private func markHeldViews(_ engine: Engine) {
    guard !engine.activeTouches.isEmpty else { return }
    for touch in engine.activeTouches {
      var current: View? = touch.view
      while let view = current {
        if let slot = slot(of: view) { isHeldStorage[slot] = true }
        current = view.superview
      }
      for recognizer in touch.gestureRecognizers where recognizer.isDragging && recognizer.following != nil {
        for view in recognizer.draggedViews {
          if let slot = slot(of: view) { isHeldStorage[slot] = true }
        }
      }
    }
  }

  private func collectDrags(_ engine: Engine) {
    if !dragsStorage.isEmpty { dragsStorage.removeAll(keepingCapacity: true) }
    guard !engine.arbiter.involvedRecognizers.isEmpty else { return }
    for recognizer in engine.arbiter.involvedRecognizers where recognizer.isDragging && recognizer.hasItsFingers {
      guard let following = recognizer.following, let finger = recognizer.dragFingerPosition else { continue }
      for view in recognizer.draggedViews where view !== engine.window {
        guard let slot = slot(of: view), isOnScreenStorage[slot] else { continue }
        dragsStorage.append(
          FingerDrag(
            recognizer: recognizer, serial: recognizer.gestureSerial, slot: slot, finger: finger, following: following))
      }
    }
  }
}

extension ViewProperty {
  /// Whether the property moves the view's subviews on screen and not the view (the bounds
  /// origin: a scroll view's content offset).
  package var movesSubviews: Bool { self == .boundsX || self == .boundsY }

  /// Whether the property moves the view's centre on screen (centre or translation).
  var movesPosition: Bool {
    switch self {
    case .centerX, .centerY, .translationX, .translationY: true
    case .boundsWidth, .boundsHeight, .boundsX, .boundsY, .scaleX, .scaleY, .rotation, .shear, .alpha, .cornerRadius: false
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
    return pan.numberOfTouches >= pan.minimumNumberOfTouches
  }

  /// The finger position a dragged view follows: a pan's continuous centroid, else the
  /// centroid of the touches down.
  var dragFingerPosition: Point? {
    if let pan = self as? PanGestureRecognizer { return pan.fingerPosition }
    return location(in: nil)
  }
}
