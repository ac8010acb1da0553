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
/// starts from the presentation value), the two worlds of seeds/wwdc2014-236. Alpha and
/// corner radius are never additive, nor are repeating or autoreversing animations, nor an
/// animation on a property that already has an absolute one in flight (it replaces it).
///
/// Inside an `animateKeyframes` body, changes do not animate at once: a
/// `KeyframeRecorder` collects them per (view, property) with their keyframe spans, and
/// when the body returns each becomes one absolute animation following a ``KeyframeTrack``
/// (see <doc:Keyframes>).
///
/// ```swift
/// engine.animations.additiveGeometry = false   // iOS 7: reversing mid-flight jumps
/// engine.animations.running.count              // animations in flight
/// ```
public final class AnimationServer: FrameObserver {
  /// Whether geometric properties animate additively (iOS 8 and later).
  public var additiveGeometry = true
  /// Animations in flight, in the order they were made.
  public private(set) var running: [ViewAnimation] = []

  weak var engine: Engine?
  let journal: Journal
  var contexts: [AnimationContext] = []
  var transactions: [AnimationBlock] = []
  var due: [AnimationBlock] = []
  var delivering: [AnimationBlock] = []
  var nextAnimationID = 1
  var nextBlockID = 1
  /// Above 0 while the server writes model values itself (promotion), which must not animate.
  var silentWrites = 0
  var needsCompaction = false

  init(journal: Journal) {
    self.journal = journal
  }

  var now: Instant { engine?.now ?? .zero }

  public var needsFrames: Bool { !running.isEmpty || !due.isEmpty }

  public func frame(_ frame: Frame, phase: FramePhase) {
    switch phase {
    case .render: endAnimations(dueBy: frame.time)
    case .completion: deliverCompletions()
    case .displayLink, .commit: break
    }
  }

  /// The running animations of `view`'s `property`, bottom to top.
  public func animations(of view: View, _ property: ViewProperty) -> [ViewAnimation] {
    running.filter { $0.view === view && $0.property == property && $0.state == .running }
  }

  // MARK: Ending

  func endAnimations(dueBy time: Instant) {
    for animation in running {
      if case .running = animation.state, let endInstant = animation.end, endInstant <= time {
        end(animation, finished: true)
      }
    }
    compact()
  }

  /// Ends `animation`: removes its contribution, journals it and settles its groups.
  func end(_ animation: ViewAnimation, finished: Bool) {
    guard case .running = animation.state else { return }
    animation.state = .ended(finished: finished)
    animation.view?.removeContribution(animation)
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
      journal.record(.animationCompletionCalled(block: block.id, finished: block.finished), at: now)
      block.completion?(block.finished)
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

  func makeBlock(completion: ((Bool) -> Void)?) -> AnimationBlock {
    defer { nextBlockID += 1 }
    return AnimationBlock(id: nextBlockID, completion: completion)
  }

  /// The innermost animating context, if changes animate now.
  var animatingContext: AnimationContext? {
    for context in contexts.reversed() {
      switch context.mode {
      case .animate, .keyframes, .keyframe: return context
      case .withoutAnimation: return nil
      case .transaction: continue
      }
    }
    return nil
  }

  // MARK: Capturing model changes

  /// A model value of `view` changed from `old` to `new`: animate it if a block is open,
  /// or record it as a keyframe inside a keyframe block.
  func modelDidChange(_ view: View, _ property: ViewProperty, from old: Double, to new: Double) {
    guard silentWrites == 0, let context = animatingContext else { return }
    let fromCurrentState = context.options.contains(.beginFromCurrentState)
    switch context.mode {
    case .keyframes(let recorder):
      recordKeyframe(recorder, view, property, from: old, to: new, fromCurrentState, call: 0, start: 0, duration: 1)
      return
    case .keyframe(let recorder, let call, let start, let duration):
      recordKeyframe(recorder, view, property, from: old, to: new, fromCurrentState, call: call, start: start, duration: duration)
      return
    case .animate:
      break
    case .withoutAnimation, .transaction:
      return
    }
    let additive =
      additiveGeometry && property.isGeometric && !context.options.contains(.repeat)
      && !context.options.contains(.autoreverse)
      && !running.contains { $0.view === view && $0.property == property && $0.kind != .additive && $0.state == .running }
    let kind: AnimationKind = additive ? .additive : (fromCurrentState ? .beginFromCurrentState : .absolute)
    let from = kind == .beginFromCurrentState ? shownValue(view, property, old: old, new: new) : old
    let pace = makePace(context)
    launch(
      view, property, kind: kind, from: from, to: new, pace: pace, driver: .paced(pace),
      timingText: context.timing.canonicalText, context: context)
  }

  /// What the screen showed of `property` before a change from `old` to `new` made now:
  /// the presentation with the old model below, unless an absolute animation hides the model.
  func shownValue(_ view: View, _ property: ViewProperty, old: Double, new: Double) -> Double {
    let shown = view.presentationValue(of: property, at: now, side: .right)
    let masked = view.contributions.contains { $0.property == property && $0.composition == .absolute }
    return masked ? shown : shown - new + old
  }

  /// The pace of an animation made now in `context`: after its delay, with its timing,
  /// repeating and autoreversing as its options say.
  func makePace(_ context: AnimationContext) -> AnimationPace {
    let begin = now + TimeSpan(nanoseconds: Int64((context.delay * 1e9).rounded()))
    return AnimationPace(
      begin: begin, timing: context.timing, repeats: context.options.contains(.repeat),
      autoreverses: context.options.contains(.autoreverse))
  }

  /// Makes, adds and journals an animation of `context`'s block (and the open
  /// transactions); a non-additive one first replaces the property's absolute animation.
  func launch(
    _ view: View, _ property: ViewProperty, kind: AnimationKind, from: Double, to: Double, pace: AnimationPace,
    driver: ViewAnimation.Driver, timingText: String, context: AnimationContext
  ) {
    if kind != .additive {
      for animation in running
      where animation.view === view && animation.property == property && animation.kind != .additive {
        end(animation, finished: false)
      }
    }
    var blocks = transactions
    if let block = context.block { blocks.append(block) }
    let animation = ViewAnimation(
      id: nextAnimationID, view: view, property: property, kind: kind, from: from, to: to,
      allowsUserInteraction: context.options.contains(.allowUserInteraction), driver: driver, blocks: blocks)
    nextAnimationID += 1
    for block in blocks { block.pending += 1 }
    running.append(animation)
    view.addContribution(animation)
    journal.record(
      .animationAdded(
        AnimationRecord(
          id: animation.id, view: view.name, property: property, kind: kind, from: from, to: to,
          begin: pace.begin, timing: timingText, repeats: pace.repeats, autoreverses: pace.autoreverses)),
      at: now)
  }

  // MARK: Keyframes

  private func recordKeyframe(
    _ recorder: KeyframeRecorder, _ view: View, _ property: ViewProperty, from old: Double, to new: Double,
    _ fromCurrentState: Bool, call: Int, start: Double, duration: Double
  ) {
    let from =
      recorder.contains(view, property) || !fromCurrentState ? old : shownValue(view, property, old: old, new: new)
    recorder.record(view, property, from: from, value: new, call: call, start: start, duration: duration)
  }

  /// Turns the keyframes of a closing `animateKeyframes` block into one absolute animation
  /// per (view, property), in the order the properties were first changed.
  func commitKeyframes(_ recorder: KeyframeRecorder, _ context: AnimationContext) {
    let kind: AnimationKind = context.options.contains(.beginFromCurrentState) ? .beginFromCurrentState : .absolute
    for entry in recorder.entries {
      let track = KeyframeTrack(mode: recorder.mode, from: entry.from, keyframes: entry.keyframes)
      let pace = makePace(context)
      launch(
        entry.view, entry.property, kind: kind, from: track.firstValue, to: track.lastValue, pace: pace,
        driver: .keyframes(track, pace), timingText: "keyframes \(track.canonicalText) \(context.timing.canonicalText)",
        context: context)
    }
  }
}
