/// The engine's render server for view animations: it makes animations from model changes
/// inside animation blocks, ends them on time, and delivers completions.
///
/// Each frame's render step (which runs even while the main thread is stalled) ends the
/// animations whose end has come, removing their contributions; the completion step (main
/// thread) then calls the handlers of the groups that are done, in the order the groups
/// were opened. Presentation values are exact functions of time (see
/// ``View/presentationSample(of:at:side:)``), so nothing is sampled per frame.
///
/// ``additiveGeometry`` chooses iOS 8's behaviour (geometric properties animate
/// additively; the default) or iOS 7's (every animation absolute; `beginFromCurrentState`
/// starts from the presentation value), the two worlds of WWDC 2014 session 236 (“Building Interruptible and Responsive Interactions”). Alpha and
/// corner radius are never additive, nor are repeating or autoreversing animations, nor an
/// animation on a property that already has an absolute one in flight (it replaces it).
///
/// Inside an `animateKeyframes` body, changes do not animate at once: a
/// `KeyframeRecorder` collects them per (view, property) with their keyframe spans, and
/// when the body returns each becomes one absolute animation following a ``KeyframeTrack``
/// (a view's centre x and y made together), plus, with a ``KeyframeRotationMode``, an
/// additive heading animation of each moving view's rotation (see <doc:Keyframes>).
///
/// ```swift
/// engine.animations.additiveGeometry = false   // iOS 7: reversing mid-flight jumps
/// engine.animations.running.count              // animations in flight
/// ```
package final class AnimationServer: FrameObserver {
  /// The longest duration or delay an animation call accepts: 10⁶ s (11.6 days).
  ///
  /// Longer ones are recorded programmer errors (and clamped), so time arithmetic never overflows.
  package static let maximumDuration = 1e6

  /// Whether geometric properties animate additively (iOS 8 and later).
  @exclusivity(unchecked) package var additiveGeometry = true
  /// Animations in flight, in the order they were made.
  @exclusivity(unchecked) package private(set) var running: [ViewAnimation] = []

  var engine: Engine? {
    get { engineLink?.object }
    set { engineLink = newValue?.link }
  }
  @exclusivity(unchecked) private var engineLink: ObjectLink<Engine>?
  let journal: Journal
  @exclusivity(unchecked) var contexts: [AnimationContext] = []
  @exclusivity(unchecked) var transactions: [AnimationBlock] = []
  @exclusivity(unchecked) var due: [AnimationBlock] = []
  @exclusivity(unchecked) var delivering: [AnimationBlock] = []
  @exclusivity(unchecked) var nextAnimationID = 1
  @exclusivity(unchecked) var nextBlockID = 1
  @exclusivity(unchecked) var nextHandlerID = 1
  /// Above 0 while the server writes model values itself (promotion), which must not animate.
  ///
  /// The three counters change only through ``writing(_:_:)``.
  @exclusivity(unchecked) private(set) var silentWrites = 0
  /// Above 0 while a dynamic animator writes its items' model values.
  @exclusivity(unchecked) private(set) var dynamicsWrites = 0
  /// Above 0 while the server writes model values the app asked for (finishing an animator
  /// at its start or end): silent, but a deliberate jump for the frame sampler.
  @exclusivity(unchecked) private(set) var appWrites = 0

  /// Who is writing model values inside ``writing(_:_:)``.
  enum WriteMode {
    /// The server itself (promotion, a stopped animator keeping its presentation): no
    /// animation, not the app's doing.
    case silent
    /// The server, at the app's request (finishing an animator at its start or end): no
    /// animation, and a deliberate jump for the frame sampler.
    case app
    /// A dynamic animator moving its items.
    case dynamics
  }

  /// Runs `body` with model writes classified as `mode`, restoring the counters however it
  /// returns (the only way the write-mode counters change; they nest).
  ///
  /// ```swift
  /// server.writing(.silent) { view.setModelValue(shown, of: .centerY) }
  /// ```
  /// Whether a model change now would animate (an animation block or an animator's
  /// animations is open).
  package var isAnimating: Bool { animatingContext != nil }

  /// Runs `body`, whose model writes are the system's, not the app's.
  ///
  /// They never animate, and the invariants judge what they show as motion (a jump is a
  /// teleport), where an app's deliberate write outside an animation is exempt. UIKit's layout snapping a view back to
  /// constraints nobody changed (an animator reversed to its start left the constant behind) is one.
  package func writingAsSystem(_ body: () -> Void) {
    writing(.silent, body)
  }

  /// Runs `body` as part of the completion handler that caused it: the app's writes in it are
  /// judged as a completion's (a layout pass that applies what a completion changed, run at
  /// the next commit as UIKit runs it).
  package func writingForCompletion(_ body: () -> Void) {
    completionDepth += 1
    defer { completionDepth -= 1 }
    body()
  }

  func writing<Result>(_ mode: WriteMode, _ body: () throws -> Result) rethrows -> Result {
    switch mode {
    case .silent: silentWrites += 1
    case .app: silentWrites += 1; appWrites += 1
    case .dynamics: dynamicsWrites += 1
    }
    defer {
      switch mode {
      case .silent: silentWrites -= 1
      case .app: appWrites -= 1; silentWrites -= 1
      case .dynamics: dynamicsWrites -= 1
      }
    }
    return try body()
  }
  @exclusivity(unchecked) var needsCompaction = false
  /// How many completion handlers are running (a count, not a flag, so that a nested call
  /// leaves it right): a value the app sets meanwhile is set at a transition's end.
  @exclusivity(unchecked) package private(set) var completionDepth = 0
  /// The animations that ended by themselves and whose completion has not run yet: what a
  /// completion handler that starts one of its own animations again restarts (a loop's next
  /// cycle, ``ViewAnimation/loopCycle``).
  @exclusivity(unchecked) private var finished: [FinishedAnimation] = []
  /// Whose completion handlers run now (the animator's, or the block's): the owner of the
  /// finished animations a handler may restart.
  @exclusivity(unchecked) private var deliveringOwner: Int?

  /// What a loop's next cycle is matched against: an animation that ended by itself.
  private struct FinishedAnimation {
    /// The property animator that drove it, or its block: whose completion it waits for
    /// (``owner(of:)``).
    var owner: Int
    var view: ObjectIdentifier
    var property: ViewProperty
    var from: Double
    var to: Double
    var cycle: Int
  }

  /// The most finished animations kept for their completions (the oldest go first): an
  /// animation whose completion never comes cannot fill memory.
  private static let finishedLimit = 64

  /// The pace box of the last block animation made (see ``SharedPace``).
  @exclusivity(unchecked) var lastSharedPace: SharedPace?
  /// No running block or keyframe animation ends before this (`nil`: none has an end).
  @exclusivity(unchecked) var earliestEnd: Instant?
  /// The heading animation (``KeyframeRotationMode``) of each running centre keyframe
  /// animation that has one, by the centre animation's id (looked up, never iterated).
  @exclusivity(unchecked) var headings: [Int: ViewAnimation] = [:]

  init(journal: Journal) {
    self.journal = journal
  }

  var now: Instant { engine?.now ?? .zero }

  /// Active property animators, in the order they became active.
  @exclusivity(unchecked) package private(set) var animators: [PropertyAnimator] = []
  /// Running view transitions, in the order they began.
  @exclusivity(unchecked) package internal(set) var transitions: [ViewTransition] = []
  @exclusivity(unchecked) var nextTransitionID = 1
  @exclusivity(unchecked) var nextAnimatorID = 1
  /// The next property animator run's number (unique across the engine's animators).
  @exclusivity(unchecked) var nextRunNumber = 1
  /// What the app's writes outside any animation block hid from view at the current instant.
  ///
  /// Per view and property, the presentation value before its first such write (see
  /// ``shownBeforeAppWrite(_:_:)``); emptied when the instant changes.
  @exclusivity(unchecked) private var shownBeforeWrites: [(view: ObjectIdentifier, property: ViewProperty, value: Double)] = []
  @exclusivity(unchecked) private var shownBeforeWritesInstant = Instant.zero

  /// Whether frames would change anything.
  ///
  /// That is a block or keyframe animation in flight, a running property animator, or
  /// completions due. Animations of a paused animator are not
  /// busy. ``pendingDescriptions`` names exactly these.
  package var needsFrames: Bool {
    if !due.isEmpty || !transitions.isEmpty || animators.contains(where: { $0.isRunning }) { return true }
    return running.contains { animation in
      guard case .running = animation.state else { return false }
      switch animation.driver {
      case .paced, .keyframes: return true
      case .animator, .animatorKeyframes: return false  // busy only through a running animator
      }
    }
  }

  package func frame(_ frame: Frame, phase: FramePhase) {
    switch phase {
    case .render:
      launchDeferred()
      endAnimators(dueBy: frame.time)
      endAnimations(dueBy: frame.time)
      endTransitions(dueBy: frame.time)
    case .completion: deliverCompletions()
    case .displayLink, .commit: break
    }
  }

  /// The running animations of `view`'s `property`, bottom to top.
  package func animations(of view: View, _ property: ViewProperty) -> [ViewAnimation] {
    running.filter { $0.view === view && $0.property == property && $0.state == .running }
  }

  /// What keeps the server busy (needs frames), one phrase per item, in order: in `busy`
  /// what will end, in `perpetual` what runs on as the app asked (an animation that repeats
  /// forever, a hand-written loop's cycle, an animator that drives only such cycles).
  ///
  /// Animations of a paused property animator are not busy: frames would not move them.
  var pendingDescriptions: (busy: [String], perpetual: [String]) {
    var busy: [String] = []
    var perpetual: [String] = []
    for animation in running where animation.state == .running {
      let name = "\(animation.viewName).\(animation.property) \(animation.kind.rawValue)"
      let loop = animation.loopCycle > 0 ? " (cycle \(animation.loopCycle + 1) of a loop its completion restarts)" : ""
      var item: String
      switch animation.driver {
      case .paced(let pace): item = pace.end.map { "\(name) until t=\($0)" } ?? "\(name) repeating"
      case .keyframes(_, let pace): item = pace.end.map { "\(name) keyframes until t=\($0)" } ?? "\(name) repeating"
      case .animator(let animator, _), .animatorKeyframes(let animator, _, _):
        guard animator.isRunning else { continue }
        item = "\(name) driven by \"\(animator.name)\""
      }
      item += loop
      if animation.isPerpetual { perpetual.append(item) } else { busy.append(item) }
    }
    for animator in animators where animator.isRunning {
      let item = "animator \"\(animator.name)\" running until t=\(animator.run.map { $0.end } ?? now)"
      let tracks = animator.tracks.filter { $0.state == .running }
      if !tracks.isEmpty && tracks.allSatisfy(\.isPerpetual) { perpetual.append(item) } else { busy.append(item) }
    }
    for transition in transitions {
      busy.append("\(transition.containerName) transition \(transition.style.rawValue) until t=\(transition.end)")
    }
    if !due.isEmpty { busy.append("\(due.count) completions due") }
    return (busy, perpetual)
  }

  // MARK: Property animators

  func register(_ animator: PropertyAnimator) {
    if !animators.contains(where: { $0 === animator }) { animators.append(animator) }
  }

  func unregister(_ animator: PropertyAnimator) {
    animators.removeAll { $0 === animator }
  }

  func endAnimators(dueBy time: Instant) {
    guard !animators.isEmpty else { return }
    for animator in animators {
      if let run = animator.run, run.end <= time { animator.reachEnd() }
    }
  }

  /// The rotation a transform animation actually turns by when the angle changes by `delta`.
  ///
  /// Core Animation only sees the two transforms, so it takes the shortest way, in (−π, π], and a
  /// half turn either way is clockwise, +π (WWDC 2017 session 230 (“Advanced Animations with UIKit”): animating by 20π does not move; by
  /// −π turns clockwise). The model keeps the angle as set.
  ///
  /// ```swift
  /// AnimationServer.transformRotationDisplacement(20 * .pi)   // 0 (to the bit: 20π is a whole number of turns)
  /// AnimationServer.transformRotationDisplacement(-.pi)       // π
  /// AnimationServer.transformRotationDisplacement(1.5 * .pi)  // −π/2
  /// ```
  package static func transformRotationDisplacement(_ delta: Double) -> Double {
    guard delta.isFinite else { return delta }
    let turns = (delta / (2 * Double.pi)).rounded()
    var shortest = delta - turns * 2 * Double.pi
    if shortest <= -Double.pi + 1e-12 { shortest += 2 * Double.pi }
    if shortest > Double.pi + 1e-12 { shortest -= 2 * Double.pi }
    if abs(shortest) < 1e-12 { shortest = 0 }
    return shortest
  }

  // MARK: Ending

  /// Ends the animations whose end has come by `time`, in the order they were made.
  ///
  /// Animations of one view property that end at one instant end together, with one
  /// presentation transition (see ``endTransition(together:at:)``). Nothing is scanned while the
  /// earliest end is still ahead (``earliestEnd``): adding animations one after another
  /// costs O(1) each.
  func endAnimations(dueBy time: Instant) {
    guard let earliest = earliestEnd, earliest <= time else {
      compact()
      return
    }
    var dueAnimations: [ViewAnimation] = []
    var nextEarliest: Instant?
    for animation in running {
      guard case .running = animation.state, let end = animation.end else { continue }
      if end <= time {
        dueAnimations.append(animation)
      } else {
        nextEarliest = min(nextEarliest ?? end, end)
      }
    }
    earliestEnd = nextEarliest
    if dueAnimations.count == 1, let only = dueAnimations.first, let instant = only.end {
      end(only, finished: true, at: instant)
    } else if dueAnimations.count > 1 {
      // In the order the animations were made; a group's one transition comes at its first.
      let groups = Self.groupedByEnd(dueAnimations)
      var groupOf: [ObjectIdentifier: Int] = [:]
      for (index, entry) in groups.enumerated() where entry.group.count > 1 {
        for animation in entry.group { groupOf[ObjectIdentifier(animation)] = index }
      }
      var transitioned = Set<Int>()
      for animation in dueAnimations {
        guard let index = groupOf[ObjectIdentifier(animation)] else {
          if let instant = animation.end { end(animation, finished: true, at: instant) }
          continue
        }
        if transitioned.insert(index).inserted { endTransition(together: groups[index].group, at: groups[index].instant) }
        retire(animation, finished: true)
      }
    }
    compact()
  }

  /// `animations` (each with an end) grouped by view, property and end instant, the groups in
  /// the order of their first member.
  static func groupedByEnd(_ animations: [ViewAnimation]) -> [(group: [ViewAnimation], instant: Instant)] {
    struct Key: Hashable {
      var view: ObjectIdentifier?
      var property: ViewProperty
      var end: Instant
    }
    var groups: [(group: [ViewAnimation], instant: Instant)] = []
    var index: [Key: Int] = [:]
    for animation in animations {
      guard let end = animation.end else { continue }
      let key = Key(view: animation.view.map(ObjectIdentifier.init), property: animation.property, end: end)
      if let at = index[key] {
        groups[at].group.append(animation)
      } else {
        index[key] = groups.count
        groups.append(([animation], end))
      }
    }
    return groups
  }

  /// Ends `group` (animations of one view property that end at `instant`) as one change.
  ///
  /// One transition goes from the stack with all of them to the stack without, allowed their
  /// summed spring end steps. Each is then over and off its view, to be retired (journaled,
  /// its groups settled) as ``end(_:finished:at:)`` would.
  func endTransition(together group: [ViewAnimation], at instant: Instant) {
    guard let first = group.first, let view = first.view else {
      for animation in group {
        animation.state = .ended(finished: true)
        animation.view?.removeContribution(animation)
      }
      return
    }
    let property = first.property
    let left = view.presentationSample(of: property, at: instant, side: .left)
    for animation in group { animation.state = .ended(finished: true) }
    let right = view.presentationSample(of: property, at: instant, side: .right)
    let members = Set(group.map(ObjectIdentifier.init))
    var allowance = coincidentEndAllowance(view, property, at: instant) { members.contains(ObjectIdentifier($0)) }
    for animation in group { allowance += springEndAllowance(of: animation) }
    recordTransition(view, property, .ended, at: instant, left: left, right: right, allowance: allowance)
    view.removeContributions { members.contains(ObjectIdentifier($0)) }
  }

  /// Ends `animation`: removes its contribution, journals it and settles its groups.
  ///
  /// With `instant` (a natural end), the presentation on both sides of it is journaled too.
  func end(_ animation: ViewAnimation, finished: Bool, at instant: Instant? = nil) {
    guard case .running = animation.state else { return }
    if let instant, let view = animation.view {
      let left = view.presentationSample(of: animation.property, at: instant, side: .left)
      animation.state = .ended(finished: finished)
      let right = view.presentationSample(of: animation.property, at: instant, side: .right)
      animation.state = .running
      let allowance =
        springEndAllowance(of: animation)
        + coincidentEndAllowance(view, animation.property, at: instant) { $0 === animation }
      recordTransition(view, animation.property, .ended, at: instant, left: left, right: right, allowance: allowance)
    }
    animation.state = .ended(finished: finished)
    if let view = animation.view {
      view.removeContribution(animation)
      if finished { noteFinished(animation, of: view) }
    }
    retire(animation, finished: finished)
  }

  /// Keeps what the completion handlers waiting for `animation` could start again.
  private func noteFinished(_ animation: ViewAnimation, of view: View) {
    let owner: Int
    if let animator = animation.driver.animator {
      owner = Self.owner(of: animator)
    } else if let block = animation.blocks.last {
      owner = Self.owner(of: block)
    } else {
      return
    }
    if finished.count >= Self.finishedLimit { finished.removeFirst() }
    finished.append(
      FinishedAnimation(
        owner: owner, view: ObjectIdentifier(view), property: animation.property, from: animation.from, to: animation.to,
        cycle: animation.loopCycle))
  }

  /// A completion owner's number: a block's by its id, an animator's by its journal id (both
  /// unique in the engine, unlike an address).
  private static func owner(of block: AnimationBlock) -> Int { 2 * block.id }
  private static func owner(of animator: PropertyAnimator) -> Int { 2 * animator.journalID + 1 }

  /// Runs the completion handlers of `owner` (an animator or a block): what they start again of
  /// its finished animations is a loop's next cycle; afterwards those are forgotten.
  private func delivering(_ owner: Int, _ body: () -> Void) {
    let outer = deliveringOwner
    deliveringOwner = owner
    completionDepth += 1
    body()
    completionDepth -= 1
    deliveringOwner = outer
    if !finished.isEmpty { finished.removeAll { $0.owner == owner } }
  }

  /// The cycle `animation` is of a loop, if a completion handler is starting it now as one of
  /// its own animations, again: the same view and property between the same end values, either
  /// way round (restarted from its start, or sent back); 0 otherwise.
  private func loopCycle(of animation: ViewAnimation, _ view: View) -> Int {
    guard completionDepth > 0, let owner = deliveringOwner, !finished.isEmpty else { return 0 }
    let id = ObjectIdentifier(view)
    func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) }
    for ended in finished.reversed() where ended.owner == owner && ended.view == id && ended.property == animation.property {
      let again = same(animation.from, ended.from) && same(animation.to, ended.to)
      let back = same(animation.from, ended.to) && same(animation.to, ended.from)
      if (again || back) && !same(ended.from, ended.to) { return ended.cycle + 1 }
    }
    return 0
  }

  /// Journals the end of `animation` (already ended and off its view) and settles its groups.
  private func retire(_ animation: ViewAnimation, finished: Bool) {
    journal.record(
      .animationEnded(id: animation.id, view: animation.viewName, property: animation.property, finished: finished),
      at: now)
    for block in animation.blocks {
      block.pending -= 1
      if !finished { block.finished = false }
      settle(block)
    }
    animation.blocks.removeAll()
    needsCompaction = true
    // Core Animation's rotation mode belongs to the position animation: replacing or
    // removing the centre removes the heading with it (a natural end ends both anyway).
    if let heading = headings.removeValue(forKey: animation.id), !finished { end(heading, finished: false) }
  }

  /// How far a spring animation may step at its natural end: its settling epsilon of its
  /// distance (0 for a timing curve).
  func springEndAllowance(of animation: ViewAnimation) -> Double {
    guard case .paced(let pace) = animation.driver, case .spring = pace.timing else { return 0 }
    return Spring.defaultSettlingEpsilon * abs(animation.to - animation.from)
  }

  /// The end steps of the other spring animations of `view`'s `property` that end at the same
  /// `instant` (block springs, or tracks of a spring animator whose run ends then): the right
  /// limit of one ending animation already shows theirs.
  func coincidentEndAllowance(
    _ view: View, _ property: ViewProperty, at instant: Instant, excluding: (ViewAnimation) -> Bool = { _ in false }
  ) -> Double {
    var total = 0.0
    for other in running where other.view === view && other.property == property && !excluding(other) {
      guard case .running = other.state else { continue }
      switch other.driver {
      case .paced, .keyframes:
        if other.end == instant { total += springEndAllowance(of: other) }
      case .animator(let animator, let track), .animatorKeyframes(let animator, let track, _):
        guard let run = animator.run, run.end == instant else { continue }
        total += animator.settlingAllowance(from: other.from, to: other.to) * max(1, track.curve.springSpan)
      }
    }
    return total
  }

  func recordTransition(
    _ view: View, _ property: ViewProperty, _ cause: PresentationTransition.Cause, at instant: Instant,
    left: (value: Double, velocity: Double), right: (value: Double, velocity: Double), allowance: Double = 0
  ) {
    var transition = PresentationTransition(
      view: view.name, property: property, cause: cause, instant: instant, left: left, right: right)
    transition.allowance = allowance
    if property.movesPosition, let recognizer = engine?.arbiter.actingRecognizers.last, cause.takesHold {
      recognizer.noteMoved(view)
    }
    transition.held = engine?.sampler.isHeldByFinger(view) ?? false
    journal.record(.presentationTransition(transition), at: now)
  }

  /// Ends, as the render step would, the animations whose end has come by now: main-thread
  /// work in a frame runs before that frame's render step, and must not see an animation
  /// that is over as in flight (it would be "replaced" with `finished == false`).
  func endAnimationsDueNow() {
    endAnimators(dueBy: now)
    endAnimations(dueBy: now)
    endTransitions(dueBy: now)
  }

  func compact() {
    guard needsCompaction else { return }
    needsCompaction = false
    running.removeAll { if case .running = $0.state { false } else { true } }
  }

  /// Queues `block` for delivery once it is done.
  func settle(_ block: AnimationBlock) {
    guard block.isDone, !block.isDue else { return }
    block.isDue = true
    due.append(block)
  }

  func deliverCompletions() {
    guard !due.isEmpty else { return }
    swap(&due, &delivering)
    delivering.sort { $0.id < $1.id }
    for block in delivering {
      if let call = block.animatorCompletion {
        journal.record(
          .animatorCompletionCalled(
            animator: call.animator, run: call.run, position: call.position, handlers: call.handlers.map(\.id)),
          at: now)
        let owner = block.retainedAnimator.map(Self.owner(of:)) ?? Self.owner(of: block)
        delivering(owner) { for handler in call.handlers { handler.body(call.position) } }
        block.retainedAnimator = nil
      } else {
        journal.record(
          .animationCompletionCalled(block: block.id, handler: block.handlerID, finished: block.finished), at: now)
        delivering(Self.owner(of: block)) { block.completion?(block.finished) }
      }
    }
    delivering.removeAll(keepingCapacity: true)
  }

  // MARK: Blocks

  func openBlock(_ context: AnimationContext) {
    contexts.append(context)
    if let block = context.block, context.isTransaction { transactions.append(block) }
  }

  func closeBlock() {
    guard let context = contexts.popLast() else { return }
    if context.isTransaction { transactions.removeLast() }
    if case .keyframes(let recorder) = context.mode { commitKeyframes(recorder, context) }
    if let block = context.block {
      block.isOpen = false
      settle(block)
    }
  }

  func makeBlock(completion: ((Bool) -> Void)?, kind: CompletionKind) -> AnimationBlock {
    defer { nextBlockID += 1 }
    let block = AnimationBlock(id: nextBlockID, completion: completion)
    if completion != nil {
      block.handlerID = registerHandler(kind, owner: "block \(block.id)")
    }
    return block
  }

  /// A new completion handler's identity, journaled as registered.
  func registerHandler(_ kind: CompletionKind, owner: String) -> Int {
    defer { nextHandlerID += 1 }
    journal.record(.completionRegistered(handler: nextHandlerID, kind: kind, owner: owner), at: now)
    return nextHandlerID
  }

  /// The innermost animating context (a block or an animator's block), if changes animate now.
  var animatingContext: AnimationContext? {
    // `performWithoutAnimation` disables animations for its whole closure, nested blocks too.
    if contexts.contains(where: { if case .withoutAnimation = $0.mode { true } else { false } }) { return nil }
    for context in contexts.reversed() {
      switch context.mode {
      case .animate, .animator, .keyframes, .keyframe: return context
      case .withoutAnimation: return nil
      case .transaction: continue
      }
    }
    return nil
  }

  // MARK: What was shown before the app's writes

  /// Remembers what was shown of `property` of `view` before the app set it from `old` to
  /// `new` outside any animation block, while animations of it are in flight.
  ///
  /// The first write of the instant counts. Additive animations keep adding to the new model, so the write moves
  /// the presentation by `new − old` until the app removes them in the same turn, and nothing
  /// in between is ever drawn: `layer.removeAllAnimations()` after setting the model to the
  /// presentation value is how UIKit code catches a moving view.
  private func noteShownBeforeAppWrite(_ view: View, _ property: ViewProperty, from old: Double, to new: Double) {
    let instant = now
    if instant != shownBeforeWritesInstant {
      shownBeforeWrites.removeAll(keepingCapacity: true)
      shownBeforeWritesInstant = instant
    }
    let id = ObjectIdentifier(view)
    guard !shownBeforeWrites.contains(where: { $0.view == id && $0.property == property }) else { return }
    let shown = view.presentationValue(of: property, at: instant, side: .right)
    let value = view.hasAbsoluteContribution(property) ? shown : shown - (new - old)
    shownBeforeWrites.append((id, property, value))
  }

  /// What was shown of `property` of `view` at the current instant before the app's first
  /// write to it outside an animation block (while animations of it were in flight), if any.
  func shownBeforeAppWrite(_ view: View, _ property: ViewProperty) -> Double? {
    guard shownBeforeWritesInstant == now else { return nil }
    let id = ObjectIdentifier(view)
    return shownBeforeWrites.first { $0.view == id && $0.property == property }?.value
  }

  // MARK: Capturing model changes

  /// A model value of `view` changed from `old` to `new`: animate it if a block is open,
  /// or record it as a keyframe inside a keyframe block.
  func modelDidChange(_ view: View, _ property: ViewProperty, from old: Double, to new: Double) {
    let context = silentWrites == 0 && dynamicsWrites == 0 ? animatingContext : nil
    engine?.identities.id(of: view)
    if let sampler = engine?.sampler {
      let writer: FrameSampler.ModelWriter =
        dynamicsWrites > 0 ? .dynamics : silentWrites > 0 ? (appWrites > 0 ? .app : .server) : context == nil ? .app : .animated
      sampler.noteModelChange(view, property, writer: writer)
    }
    guard let context else {
      if silentWrites == 0 && dynamicsWrites == 0 && view.hasContribution(property) {
        noteShownBeforeAppWrite(view, property, from: old, to: new)
      }
      return
    }
    endAnimationsDueNow()
    animate(view, property, from: old, to: new, in: context)
  }

  /// Turns a change of `view`'s `property` from `old` to `new` made in `context` into an
  /// animation (a keyframe inside a keyframe block), begun at `begin` (now unless the change
  /// was deferred), counted in `counted` blocks if it was deferred (already counted in them).
  private func animate(
    _ view: View, _ property: ViewProperty, from old: Double, to new: Double, in context: AnimationContext,
    begin: Instant? = nil, counted: [AnimationBlock]? = nil
  ) {
    var fromCurrentState = context.options.contains(.beginFromCurrentState)
    var animatorPlacement: (animator: PropertyAnimator, start: Double)?
    switch context.mode {
    case .keyframes(let recorder):
      recordKeyframe(recorder, view, property, from: old, to: new, fromCurrentState, call: 0, start: 0, duration: 1)
      return
    case .keyframe(let recorder, let call, let start, let duration):
      recordKeyframe(recorder, view, property, from: old, to: new, fromCurrentState, call: call, start: start, duration: duration)
      return
    case .animate:
      break
    case .animator(let animator, let start):
      animatorPlacement = (animator, start)
      fromCurrentState = true  // property animators always begin from the current state
    case .withoutAnimation, .transaction:
      return
    }
    let additive =
      additiveGeometry && property.isGeometric && !context.options.contains(.repeat)
      && !context.options.contains(.autoreverse)
      && !(view.hasAbsoluteContribution(property)
        && running.contains { $0.view === view && $0.property == property && $0.kind != .additive && $0.state == .running })
    let kind: AnimationKind = additive ? .additive : (fromCurrentState ? .beginFromCurrentState : .absolute)
    var from = kind == .beginFromCurrentState ? shownValue(view, property, old: old, new: new) : old
    if property == .rotation {
      // The transform animates by its shortest displacement (WWDC 2017 session 230, “Advanced Animations with UIKit”).
      from = new - Self.transformRotationDisplacement(new - from)
    }
    if let (animator, trackStart) = animatorPlacement {
      let vertical = property == .centerY
      let track = AnimatorTrack(
        start: trackStart, usesVerticalVelocity: vertical,
        curve: animator.curveForNewTrack(start: trackStart, vertical: vertical))
      let pace = AnimationPace(begin: now, timing: context.timing, repeats: false, autoreverses: false)
      let animation = launch(
        view, property, kind: kind, from: from, to: new, modelBefore: old, pace: pace,
        driver: .animator(animator, track),
        timingText: "animator=\(animator.name.canonicalQuoted) start=\(trackStart.canonicalText)", context: context,
        counted: counted)
      animator.tracks.append(animation)
      return
    }
    let pace = makePace(context, at: begin ?? now)
    launch(
      view, property, kind: kind, from: from, to: new, modelBefore: old, pace: pace, driver: .paced(pace),
      timingText: context.timing.canonicalText, context: context, counted: counted)
  }

  // MARK: Views not yet in the window

  /// A change UIKit animates but this engine could not yet: of a view not yet in the window
  /// (made and animated in `viewDidLoad`), inside an animation block or a property animator's
  /// animations.
  private struct DeferredChange {
    var view: ObjectLink<View>
    var property: ViewProperty
    var old: Double
    var new: Double
    var context: AnimationContext
    /// The completion groups that wait for it, counted when it was made.
    var blocks: [AnimationBlock]
    var instant: Instant
  }

  @exclusivity(unchecked) private var deferred: [DeferredChange] = []

  /// `view`, not in any engine's window yet but made for this engine's (a UIKit view built in
  /// `viewDidLoad`), changed `property` from `old` to `new`.
  ///
  /// Core Animation attaches an animation to a layer whether or not it is on screen, and shows
  /// it once the layer is: a change inside an animation block or a property animator's
  /// animations becomes an animation begun now, made at the next frame (the same instant when
  /// the view joins the window before it, as a scene's set-up does). Its blocks wait for it from
  /// now, in the order they were made (a later block's animation replaces an earlier one's, as
  /// on screen). If the view is not in this engine's window by then, nothing animates (the view
  /// shows the model) and the blocks stop waiting.
  package func detachedModelDidChange(_ view: View, _ property: ViewProperty, from old: Double, to new: Double) {
    guard silentWrites == 0, dynamicsWrites == 0, let context = animatingContext else { return }
    switch context.mode {
    case .animate, .animator: break
    case .keyframes, .keyframe, .withoutAnimation, .transaction: return
    }
    if let index = deferred.firstIndex(where: {
      $0.view.object === view && $0.property == property && Self.sameBlock($0.context, context)
    }) {
      deferred[index].new = new  // changed twice in one block: one animation to the last value
      return
    }
    var blocks = transactions
    if let block = context.block { blocks.append(block) }
    for block in blocks { block.pending += 1 }
    deferred.append(
      DeferredChange(
        view: view.link, property: property, old: old, new: new, context: context, blocks: blocks, instant: now))
  }

  /// Whether two contexts are the same block: the same completion group, or the same
  /// property animator's animations.
  private static func sameBlock(_ a: AnimationContext, _ b: AnimationContext) -> Bool {
    switch (a.mode, b.mode) {
    case (.animator(let x, _), .animator(let y, _)): x === y
    case (.animate, .animate): a.block != nil && a.block === b.block
    default: false
    }
  }

  /// Makes the animations of the changes ``detachedModelDidChange(_:_:from:to:)`` deferred.
  private func launchDeferred() {
    guard !deferred.isEmpty else { return }
    let changes = deferred
    deferred.removeAll()
    for change in changes {
      var animatorStopped = false
      if case .animator(let animator, _) = change.context.mode { animatorStopped = !animator.isRunning }
      guard let view = change.view.object, let engine, view.root.hostEngine === engine, !animatorStopped else {
        for block in change.blocks {
          block.pending -= 1
          settle(block)
        }
        continue
      }
      engine.identities.id(of: view)
      animate(view, change.property, from: change.old, to: change.new, in: change.context, begin: change.instant, counted: change.blocks)
    }
  }

  /// What the screen showed of `property` before a change from `old` to `new` made now:
  /// the presentation with the old model below, unless an absolute animation hides the model.
  func shownValue(_ view: View, _ property: ViewProperty, old: Double, new: Double) -> Double {
    let shown = view.presentationValue(of: property, at: now, side: .right)
    return view.hasAbsoluteContribution(property) ? shown : shown - new + old
  }

  /// The pace of an animation made now in `context`: after its delay, with its timing,
  /// repeating and autoreversing as its options say.
  func makePace(_ context: AnimationContext, at instant: Instant? = nil) -> AnimationPace {
    let begin = (instant ?? now) + TimeSpan(seconds: context.delay)
    return AnimationPace(
      begin: begin, timing: context.timing, repeats: context.options.contains(.repeat),
      autoreverses: context.options.contains(.autoreverse))
  }

  /// Makes, adds and journals an animation of `context`'s block (and the open transactions).
  ///
  /// A non-additive one first replaces the property's absolute animation. `modelBefore` is the
  /// model value before the change, for the transition's left limit.
  @discardableResult
  func launch(
    _ view: View, _ property: ViewProperty, kind: AnimationKind, from: Double, to: Double, modelBefore: Double,
    pace: AnimationPace, driver: ViewAnimation.Driver, timingText: String, context: AnimationContext,
    counted: [AnimationBlock]? = nil
  ) -> ViewAnimation {
    var left = view.presentationSample(of: property, at: now, side: .left)
    if !view.hasAbsoluteContribution(property) {
      left.value += modelBefore - view.modelValue(of: property)  // the model below was still the old value
    }
    if kind != .additive {
      for animation in running
      where animation.view === view && animation.property == property && animation.kind != .additive {
        // A replaced centre keyframe animation takes its heading with it: journal that jump too.
        let heading = headings[animation.id].flatMap { $0.state == .running ? $0 : nil }
        let headingLeft = heading.map { _ in view.presentationSample(of: .rotation, at: now, side: .left) }
        end(animation, finished: false)
        if let headingLeft {
          recordTransition(
            view, .rotation, .removed(promoted: false), at: now, left: headingLeft,
            right: view.presentationSample(of: .rotation, at: now, side: .right))
        }
      }
    }
    var blocks = counted ?? transactions
    if counted == nil, let block = context.block { blocks.append(block) }
    var sharedPace: SharedPace?
    if case .paced(let pace) = driver {
      if let last = lastSharedPace, last.pace == pace {
        sharedPace = last
      } else {
        sharedPace = SharedPace(pace)
        lastSharedPace = sharedPace
      }
    }
    let animation = ViewAnimation(
      id: nextAnimationID, view: view, property: property, kind: kind, from: from, to: to,
      allowsUserInteraction: context.options.contains(.allowUserInteraction), driver: driver, blocks: blocks,
      sharedPace: sharedPace)
    nextAnimationID += 1
    animation.loopCycle = loopCycle(of: animation, view)
    if animation.loopCycle > 0 { engine?.sampler.noteLoopRestart(of: view, property) }
    if counted == nil { for block in blocks { block.pending += 1 } }
    running.append(animation)
    if let end = animation.end { earliestEnd = min(earliestEnd ?? end, end) }
    view.addContribution(animation)
    journal.record(
      .animationAdded(
        AnimationRecord(
          id: animation.id, view: view.name, property: property, kind: kind, from: from, to: to,
          begin: pace.begin, timing: timingText, repeats: pace.repeats, autoreverses: pace.autoreverses,
          animator: driver.animator?.name)),
      at: now)
    // A zero-length animation is a change made at once, like a model write outside any
    // block: not a transition between animations.
    let zeroLength: Bool
    switch driver {
    case .paced(let pace), .keyframes(_, let pace): zeroLength = pace.passNanoseconds == 0
    case .animator, .animatorKeyframes: zeroLength = false
    }
    if !zeroLength {
      recordTransition(
        view, property, .added(kind), at: now, left: left, right: view.presentationSample(of: property, at: now, side: .right))
    }
    return animation
  }

  // MARK: Keyframes

  private func recordKeyframe(
    _ recorder: KeyframeRecorder, _ view: View, _ property: ViewProperty, from old: Double, to new: Double,
    _ fromCurrentState: Bool, call: Int, start: Double, duration: Double
  ) {
    let from =
      recorder.contains(view, property) || !fromCurrentState ? old : shownValue(view, property, old: old, new: new)
    recorder.record(view, property, from: from, modelBefore: old, value: new, call: call, start: start, duration: duration)
  }

  /// Turns the keyframes of a closing `animateKeyframes` block into one absolute animation
  /// per (view, property), in the order the properties were first changed, then (with a
  /// rotation mode) one additive heading animation per view whose centre moves, tied to
  /// its centre animations (``headings``).
  func commitKeyframes(_ recorder: KeyframeRecorder, _ context: AnimationContext) {
    let kind: AnimationKind = context.options.contains(.beginFromCurrentState) ? .beginFromCurrentState : .absolute
    // Inside a property animator's block, the animator drives the keyframes.
    var animatorPlacement: (animator: PropertyAnimator, start: Double)?
    if let outer = contexts.last(where: { !$0.isTransaction }), case .animator(let animator, let start) = outer.mode {
      animatorPlacement = (animator, start)
    }
    let made = recorder.tracks { $0.modelValue(of: .rotation) }
    var centres: [ViewAnimation] = []
    for (entry, track) in zip(recorder.entries, made.tracks) {
      let pace = makePace(context)
      if let (animator, trackStart) = animatorPlacement {
        let timeTrack = AnimatorTrack(
          start: trackStart, usesVerticalVelocity: entry.property == .centerY,
          curve: animator.curveForNewTrack(start: trackStart, vertical: entry.property == .centerY))
        let animation = launch(
          entry.view, entry.property, kind: .beginFromCurrentState, from: track.firstValue, to: track.lastValue,
          modelBefore: entry.modelBefore, pace: pace, driver: .animatorKeyframes(animator, timeTrack, track),
          timingText: "keyframes \(track.canonicalText) animator=\(animator.name.canonicalQuoted)", context: context)
        animator.tracks.append(animation)
        continue
      }
      let animation = launch(
        entry.view, entry.property, kind: kind, from: track.firstValue, to: track.lastValue,
        modelBefore: entry.modelBefore, pace: pace,
        driver: .keyframes(track, pace), timingText: "keyframes \(track.canonicalText) \(context.timing.canonicalText)",
        context: context)
      if entry.property == .centerX || entry.property == .centerY { centres.append(animation) }
    }
    // The rotation mode's headings: additive on the view's rotation, with the block's pace
    // (not modelled inside a property animator).
    guard animatorPlacement == nil else { return }
    for (view, track) in made.headings {
      let pace = makePace(context)
      let heading = launch(
        view, .rotation, kind: .additive, from: track.firstValue, to: track.lastValue,
        modelBefore: view.modelValue(of: .rotation), pace: pace, driver: .keyframes(track, pace),
        timingText: "keyframes \(track.canonicalText) \(context.timing.canonicalText)", context: context)
      for centre in centres where centre.view === view { headings[centre.id] = heading }
    }
  }
}
