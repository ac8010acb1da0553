/// The engine's `UIGestureRecognizer`: turns the touches landing on a view into a
/// gesture with a state, and calls its actions as the state changes.
///
/// Attach one with ``View/addGestureRecognizer(_:)``. Touches reach recognizers on a
/// dedicated path, not through ``TouchObserver``: when a touch begins, the engine fixes the
/// enabled recognizers of the hit view and its ancestors (``Touch/gestureRecognizers``)
/// and gives every sample to them *before* the view's touch observers, as UIKit's window
/// does. The engine also gives the recognizer its timers (``scheduleDeadline(at:label:_:)``)
/// and journal from the first touch on.
///
/// State machine (``GestureRecognizerState``, enforced by ``GestureStateMachine``):
///
/// ```
/// discrete:    possible ──► ended (recognized) | failed
/// continuous:  possible ──► began ──► changed* ──► ended | cancelled;  possible ──► failed
/// reset:       terminal ──► possible, when every touch of the recognizer has lifted or
///              been cancelled (the engine's move, journaled with cause=reset)
/// ```
///
/// Who moves it: the recognizer itself through ``setState(_:)`` (from its touch methods
/// or a deadline), and the engine's arbitration:
///
/// - a move out of `possible` into `began`/`ended` first checks the failure requirements
///   (`failureRequirements` plus what ``shouldRequireFailure(of:)``,
///   ``shouldBeRequiredToFail(by:)`` and their delegate closures add for recognizers sharing
///   a touch): if one has recognized, this one fails; if one is still undecided, the move is
///   *held* and the state stays `possible` until they all fail (then it happens, cause
///   `required-failures-failed`), unless holding would close a cycle of held moves (a
///   recorded programmer error; every member fails). A requirement that has no touches and
///   is not waiting for more counts as failed. Then it asks ``shouldBegin`` (`false` →
///   failed).
/// - exclusivity: when a recognizer begins or recognizes, every other `possible`
///   recognizer that has shared a touch with it this sequence fails (cause `excluded-by`),
///   unless either one's ``shouldRecognizeSimultaneously`` allows the pair; recognizers
///   that required it to fail fail too.
/// - ``cancelsTouchesInView`` (default `true`): on beginning or recognizing, the touches
///   it holds are cancelled for the view's touch observers (they get `touchesCancelled`,
///   journaled `touch-cancelled reason=gesture-recognized`) and get no more samples; the
///   recognizers keep receiving them.
/// - ``delaysTouchesBegan`` (default `false`) and ``delaysTouchesEnded`` (default `true`):
///   while it could still recognize, the touch's `began` (and moves) or `ended` is withheld
///   from the view's touch observers, delivered if it fails, discarded or cancelled if it
///   recognizes (see the properties and the Gesture recognizers article).
/// - when its last touch lifts: `began`/`changed` that did not end itself → cancelled;
///   `possible` that is not waiting for more touches (``isAwaitingMoreTouches``) nor
///   holding a recognized move → failed (cause `touch-sequence-ended`); then terminal →
///   possible (the reset, which calls ``reset()``).
///
/// Actions run on began, changed, ended (= recognized) and cancelled, in the order they
/// were added, never on failed. Every transition and every action call is journaled with
/// the instant; an illegal move is journaled as a ``ProgrammerError`` naming the
/// recognizer, both states and the kind, and leaves the state alone, never a crash.
///
/// ```swift
/// let tap = TapGestureRecognizer(name: "open")
/// tap.addAction(named: "open card") { _ in openCard() }
/// card.addGestureRecognizer(tap)
/// engine.enqueue(contentsOf: tapSamples)
/// engine.advance(by: .seconds(1))
/// ```
open class GestureRecognizer {
  /// A layer over the engine (the UIKit layer) that takes the recognizer's touches and its
  /// reset in place of the methods below, so that its own subclasses' overrides run; it calls
  /// the methods itself for what the engine's recognizer does.
  package weak var bridge: (any GestureRecognizerBridge)?

  /// The recognizer's name in the journal and in failure messages.
  ///
  /// Fixed once the journal has named the recognizer; until then this package may rename it.
  public package(set) var name: String
  /// Discrete (tap, swipe) or continuous (pan, pinch, …).
  package var kind: GestureStateMachine.Kind { machine.kind }
  /// The view it is attached to.
  ///
  /// Not retained, and never dangling: the view keeps its recognizers alive and detaches
  /// them when it deinitializes (see `ObjectLink` for why not a weak reference).
  public internal(set) unowned var view: View?
  /// The engine whose touches it has received (set at its first touch).
  package internal(set) var engine: Engine? {
    get { engineLink?.object }
    set { engineLink = newValue?.link }
  }
  @exclusivity(unchecked) private var engineLink: ObjectLink<Engine>?
  /// The arbiter that gave it its first touch (set with ``engine``).
  package internal(set) var arbiter: GestureArbiter? {
    get { arbiterLink?.object }
    set { arbiterLink = newValue?.link }
  }
  @exclusivity(unchecked) private var arbiterLink: ObjectLink<GestureArbiter>?
  /// What refers back to this recognizer without keeping it alive (see ``ObjectLink``).
  let link = ObjectLink<GestureRecognizer>()
  /// Whether it takes part in new touch sequences.
  ///
  /// Setting `false` while it tracks touches cancels a `began`/`changed` gesture and fails a `possible` one, as UIKit does.
  public var isEnabled = true {
    didSet {
      if oldValue && !isEnabled { arbiter?.recognizerWasDisabled(self) }
    }
  }
  /// Whether beginning or recognizing cancels its touches for the view's touch observers.
  @exclusivity(unchecked) public var cancelsTouchesInView = true
  /// Whether a touch's `began` (and its moves) is withheld from the view's touch observers
  /// while this recognizer could still recognize (UIKit's `delaysTouchesBegan`, default
  /// `false`).
  ///
  /// If the recognizer fails, the observers get the withheld `touchesBegan` then, followed
  /// by one `touchesMoved` with the touch's latest location if it moved meanwhile
  /// (journaled `touch-released`). If it begins or recognizes, they never hear of the touch
  /// (`touch-discarded`), and ``cancelsTouchesInView`` has nothing to cancel. "Could still
  /// recognize" means `possible` with touches down, awaiting another tap or holding a move
  /// (see ``require(toFail:)``). Withholding is journaled `touch-withheld` per sample; a
  /// touch without touch observers is never withheld (there is nobody to withhold it from).
  ///
  /// ```swift
  /// let press = LongPressGestureRecognizer(name: "reorder")
  /// press.delaysTouchesBegan = true   // the cell's touch handler sees nothing of a long press
  /// cell.addGestureRecognizer(press)
  /// ```
  @exclusivity(unchecked) public var delaysTouchesBegan = false
  /// Whether a touch's `ended` is withheld from the view's touch observers while this
  /// recognizer could still recognize (UIKit's `delaysTouchesEnded`, default `true`).
  ///
  /// The typical case is a double-tap recognizer after the first tap: the view's
  /// `touchesEnded` waits for the second tap. If the recognizer fails, the observers get
  /// `touchesEnded` then (`touch-released`); if it recognizes with ``cancelsTouchesInView``
  /// they get `touchesCancelled` (`touch-cancelled reason=gesture-recognized`). If it
  /// recognizes without cancelling touches, the engine delivers the `touchesEnded` (UIKit's
  /// documentation says the touch is cancelled either way; the engine keeps the promise of
  /// `cancelsTouchesInView == false` that the view's touches are not cancelled). A
  /// recognizer that decides in the same sample (a single tap recognizing at the lift, a
  /// pan failing) withholds nothing.
  ///
  /// ```swift
  /// let zoom = TapGestureRecognizer(name: "zoom", numberOfTapsRequired: 2)
  /// zoom.delaysTouchesEnded = false   // the view sees each lift at once
  /// ```
  @exclusivity(unchecked) public var delaysTouchesEnded = true
  /// Asked when the recognizer is about to leave `possible` for `began` or `ended`
  /// (UIKit's `gestureRecognizerShouldBegin(_:)`); `false` makes it fail.
  @exclusivity(unchecked) public var shouldBegin: ((GestureRecognizer) -> Bool)?
  /// Asked with another recognizer that shares touches with this one when one of them
  /// begins or recognizes; `true` from either side lets both recognize
  /// (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`).
  @exclusivity(unchecked) public var shouldRecognizeSimultaneously: ((GestureRecognizer) -> Bool)?
  /// `gestureRecognizer(_:shouldReceive:)`: asked when a touch comes down; a recognizer that
  /// answers `false` never sees that touch (nor counts it).
  @exclusivity(unchecked) package var shouldReceive: ((Touch) -> Bool)?
  /// The recognizers that must fail before this one may begin or recognize
  /// (``require(toFail:)``), strongly held.
  ///
  /// The static half of the relation; the hooks ``shouldRequireFailure(of:)``,
  /// ``shouldBeRequiredToFail(by:)``, ``shouldRequireFailureOf`` and
  /// ``shouldBeRequiredToFailBy`` add to it during arbitration.
  @exclusivity(unchecked) package private(set) var failureRequirements: [GestureRecognizer] = []
  /// Asked during arbitration with each other recognizer that shares a touch with this one
  /// (UIKit's delegate `gestureRecognizer(_:shouldRequireFailureOf:)`): `true` makes this
  /// recognizer wait for `other` to fail, as ``require(toFail:)`` would.
  ///
  /// ```swift
  /// tap.shouldRequireFailureOf = { other in other is PanGestureRecognizer }
  /// ```
  @exclusivity(unchecked) public var shouldRequireFailureOf: ((_ other: GestureRecognizer) -> Bool)?
  /// Asked during arbitration with each other recognizer that shares a touch with this one
  /// (UIKit's delegate `gestureRecognizer(_:shouldBeRequiredToFailBy:)`): `true` makes
  /// `other` wait for this recognizer to fail.
  ///
  /// ```swift
  /// doubleTap.shouldBeRequiredToFailBy = { other in other === singleTap }
  /// ```
  @exclusivity(unchecked) public var shouldBeRequiredToFailBy: ((_ other: GestureRecognizer) -> Bool)?

  /// How the view this gesture drags follows the finger (see ``FingerFollowing``).
  ///
  /// What the `follows-finger` and `release-velocity` invariants check. `nil` (the default for
  /// every recognizer but a pan) when the gesture drags no view.
  @exclusivity(unchecked) public var following: FingerFollowing?
  /// The view the gesture drags, when it is not obvious: by default every view whose
  /// position the recognizer's actions change (or whose animator they pause, scrub or
  /// continue) counts as dragged.
  public var followedView: View? {
    get { followedViewLink?.object }
    set { followedViewLink = newValue?.link }
  }
  @exclusivity(unchecked) private var followedViewLink: ObjectLink<View>?
  /// The views whose position this gesture's actions moved since it began (or whose
  /// property animators they paused, scrubbed, continued or stopped), in the order first moved.
  @exclusivity(unchecked) package internal(set) var movedViews: [View] = []
  /// How many times the recognizer has begun (or recognized): a new gesture, a new number.
  @exclusivity(unchecked) package internal(set) var gestureSerial = 0
  /// The velocity the gesture hands over when it ends (window points per second), for recognizers
  /// that report one (a pan's ``PanGestureRecognizer/velocity(in:)``); `nil` for the others.
  ///
  /// The engine journals it as the gesture's release.
  open var releaseVelocity: Point? { nil }

  /// The recognizer's identity in its engine's journal (0: not yet identified).
  @exclusivity(unchecked) package internal(set) var journalID = 0

  @exclusivity(unchecked) var machine: GestureStateMachine
  /// The touches it tracks: down, plus those being ended in the current call.
  @exclusivity(unchecked) package internal(set) var touches: [Touch] = []
  /// Every touch it received since its last reset, for the exclusivity rule.
  @exclusivity(unchecked) var sequenceTouches: [Touch] = []
  /// A move out of `possible` waiting for ``failureRequirements`` to fail.
  @exclusivity(unchecked) package internal(set) var heldState: GestureRecognizerState?
  @exclusivity(unchecked) private var lastWindowLocation: Point?
  @exclusivity(unchecked) private(set) var actions: [Action] = []
  /// How many touches it had when its actions last ran, and whether that changed for the
  /// actions running now (a finger landed or lifted: its centroid jumps).
  @exclusivity(unchecked) var touchCountAtLastAction = 0
  @exclusivity(unchecked) var touchCountChanged = false
  @exclusivity(unchecked) private var deadlines: [MainThreadTimer] = []

  struct Action {
    let name: String
    let body: (GestureRecognizer) -> Void
  }

  /// A recognizer of `kind` named `name`, in `possible`.
  public init(name: String, kind: GestureStateMachine.Kind) {
    self.name = name
    self.machine = GestureStateMachine(kind: kind)
    link.object = self
  }

  deinit {
    link.object = nil
  }

  /// The current state.
  public var state: GestureRecognizerState { machine.state }

  /// How many of its touches are down.
  public var numberOfTouches: Int {
    var count = 0
    for touch in touches where !touch.phase.isTerminal { count += 1 }
    return count
  }

  /// Its touches that are down (not ending in the current call).
  ///
  /// A new array each time: ``numberOfTouches`` counts them without making one.
  package var touchesDown: [Touch] { touches.filter { !$0.phase.isTerminal } }

  /// The centroid of ``touchesDown`` in window points (`nil`: none down), without making the
  /// array.
  var downCentroid: Point? { Self.centroid(of: touches.lazy.filter { !$0.phase.isTerminal }) }

  /// The centroid of its touches in `view`'s bounds space (`nil`: window points).
  ///
  /// Model values; after the last touch lifts, where they were last. `nil` before any touch
  /// or if `view` is in another window.
  public func location(in view: View?) -> Point? {
    guard let point = downCentroid ?? lastWindowLocation else { return nil }
    return Self.convert(point, toView: view, window: touches.first?.window ?? sequenceTouches.first?.window)
  }

  /// The location of its `index`-th down touch in `view` (`nil` if out of range).
  public func location(ofTouch index: Int, in view: View?) -> Point? {
    let down = touchesDown
    guard down.indices.contains(index) else { return nil }
    return down[index].location(in: view)
  }

  /// Adds an action called on began, changed, ended (recognized) and cancelled.
  ///
  /// ```swift
  /// pan.addAction(named: "drag") { recognizer in
  ///   guard let pan = recognizer as? PanGestureRecognizer else { return }
  ///   card.translation = pan.translation(in: card.superview) ?? .zero
  /// }
  /// ```
  public func addAction(named name: String? = nil, _ body: @escaping (GestureRecognizer) -> Void) {
    actions.append(Action(name: name ?? "action\(actions.count + 1)", body: body))
  }

  /// Makes this recognizer wait, in `possible`, until `other` fails; if `other` begins or
  /// recognizes instead, this one fails.
  ///
  /// Requirements must not form a cycle (A waits for B, B for A, directly, through others or
  /// through the hooks ``shouldRequireFailure(of:)`` and ``shouldBeRequiredToFail(by:)``):
  /// UIKit deadlocks. The engine finds the cycle when it closes, that is when a recognizer
  /// asks to begin or recognize while every other recognizer of the cycle already holds a
  /// move waiting for the next one; it journals a ``ProgrammerError/requireToFailCycle(recognizers:)``
  /// naming them in waiting order and fails them all (cause `require-to-fail-cycle`), so
  /// nothing hangs and nothing recognizes. A cycle whose members fail on their own before
  /// it closes does no harm and is not reported.
  ///
  /// ```swift
  /// singleTap.require(toFail: doubleTap)   // a single tap fires after the double-tap window
  /// ```
  public func require(toFail other: GestureRecognizer) {
    guard other !== self, !failureRequirements.contains(where: { $0 === other }) else { return }
    failureRequirements.append(other)
  }

  /// Whether this recognizer must wait for `other` to fail (UIKit's subclass hook of the
  /// same name); the default says no.
  ///
  /// Asked during arbitration, in the engine's fixed order, for each other recognizer that
  /// shares a touch with this one in the current sequence; it joins `failureRequirements`
  /// for that arbitration. Keep the answer a function of the two recognizers: a cycle of
  /// requirements is a recorded programmer error (see ``require(toFail:)``).
  ///
  /// ```swift
  /// final class EdgeTap: GestureRecognizer {
  ///   override func shouldRequireFailure(of other: GestureRecognizer) -> Bool { other is ScreenEdgePanGestureRecognizer }
  /// }
  /// ```
  open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { false }

  /// Whether `other` must wait for this recognizer to fail (UIKit's subclass hook of the
  /// same name); the default says no.
  ///
  /// Asked like ``shouldRequireFailure(of:)``.
  ///
  /// ```swift
  /// final class Scrubber: GestureRecognizer {
  ///   override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { other is TapGestureRecognizer }
  /// }
  /// ```
  open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }

  /// Asks for a move of the state machine (the recognizer's own decision).
  ///
  /// Legal moves go through the arbitration described on the type; an illegal one is
  /// journaled as a programmer error and ignored. Call it from the touch methods or a
  /// deadline.
  public final func setState(_ next: GestureRecognizerState) {
    if let arbiter {
      arbiter.update(eventTime: nil) { arbiter.requestMove(self, to: next) }
    } else {
      // No touch yet: nothing to arbitrate with and no journal to tell.
      _ = try? machine.move(to: next)
    }
  }

  // MARK: - For subclasses

  /// A touch came down on the view (or a subview); `touches` already includes it.
  open func touchesBegan(_ touches: [Touch], event: TouchEvent) {}
  /// Its touches moved.
  open func touchesMoved(_ touches: [Touch], event: TouchEvent) {}
  /// Its touches lifted (still in `touches` during this call, no longer in `touchesDown`).
  open func touchesEnded(_ touches: [Touch], event: TouchEvent) {}
  /// Its touches were cancelled by the system.
  ///
  /// The default fails a recognizer that is still `possible` and cancels one that has
  /// begun, as every UIKit recognizer does; override to add to it.
  open func touchesCancelled(_ touches: [Touch], event: TouchEvent) {
    switch state {
    case .possible: setState(.failed)
    case .began, .changed: setState(.cancelled)
    case .ended, .cancelled, .failed: break
    }
  }
  /// Clears per-sequence data.
  ///
  /// Called by the reset to `possible` (and when the engine forgets a recognizer that ended
  /// its sequence in `possible`). Call `super`.
  open func reset() {}
  /// Whether it is `possible` with no touches down but still expecting the next touch of
  /// its gesture (a tap between taps), so the end of the touch sequence does not fail it.
  open var isAwaitingMoreTouches: Bool { false }
  /// Called after every state change, including the reset, before actions are sent.
  open func stateDidChange(from old: GestureRecognizerState, to new: GestureRecognizerState) {}

  /// Schedules `body` on the main thread at `deadline` of the virtual clock.
  ///
  /// The deadline is cancelled when the recognizer reaches a terminal state or resets. Does nothing
  /// before the recognizer has an engine.
  public final func scheduleDeadline(at deadline: Instant, label: String, _ body: @escaping () -> Void) {
    guard let engine else { return }
    let timer = engine.scheduleInternalTimer(at: deadline, label: "\(name): \(label)") { [link = engine.arbiter.link] in
      link.object?.update(eventTime: nil, body)
    }
    deadlines.append(timer)
  }

  /// Cancels every deadline scheduled with ``scheduleDeadline(at:label:_:)``.
  public final func cancelDeadlines() {
    if let engine {
      for timer in deadlines { engine.cancelTimer(timer) }
    }
    deadlines.removeAll()
  }

  // MARK: - Engine side

  func sendActions() {
    guard let arbiter else {
      for action in actions { action.body(self) }
      return
    }
    arbiter.sendActions(of: self)
  }

  /// Notes that the gesture's actions moved `view` (see ``movedViews``).
  func noteMoved(_ view: View) {
    guard view.superview != nil, !movedViews.contains(where: { $0 === view }) else { return }
    movedViews.append(view)
    engine?.holdGeneration &+= 1
  }

  /// Forgets the views its actions moved: what they show from now on is not this drag's doing
  /// (a scroll view's pinch took the content over from its pan); a later move starts a new drag.
  package func forgetMovedViews() {
    guard !movedViews.isEmpty else { return }
    movedViews.removeAll()
    engine?.holdGeneration &+= 1
  }

  /// The views the gesture drags now: ``followedView`` if set, else ``movedViews``.
  var draggedViews: [View] {
    if let followedView { return [followedView] }
    return movedViews
  }

  func noteLocation() {
    if let centroid = Self.centroid(of: touches) { lastWindowLocation = centroid }
  }

  func clearSequence() {
    touches.removeAll()
    sequenceTouches.removeAll()
    heldState = nil
    cancelDeadlines()
    if let bridge { bridge.reset() } else { reset() }
  }

  /// The mean window location of `touches`, `nil` if there are none.
  static func centroid<Touches: Sequence<Touch>>(of touches: Touches) -> Point? {
    var sum = Point.zero
    var count = 0
    for touch in touches {
      sum = sum + touch.windowLocation
      count += 1
    }
    return count == 0 ? nil : (1 / Double(count)) * sum
  }

  /// A window point in `view`'s bounds space (`nil` view: unchanged).
  static func convert(_ point: Point, toView view: View?, window: View?) -> Point? {
    guard let view else { return point }
    if view === window { return point }  // the window's own space: no conversion (the same bits)
    guard let window, view.root === window else { return nil }
    return view.convert(point, from: window)
  }

  /// A window-space displacement as seen in `view`'s bounds space (the linear part of the
  /// conversion: rotation and scale, no translation).
  static func convertVector(_ vector: Point, toView view: View?, window: View?) -> Point? {
    guard let origin = convert(.zero, toView: view, window: window),
      let tip = convert(vector, toView: view, window: window)
    else { return nil }
    return tip - origin
  }

  /// A displacement in `view`'s bounds space as a window-space displacement.
  static func convertVector(_ vector: Point, fromView view: View?, window: View?) -> Point? {
    guard let view else { return vector }
    if view === window { return vector }
    guard let window, view.root === window, let origin = view.convert(.zero, to: window),
      let tip = view.convert(vector, to: window)
    else { return nil }
    return tip - origin
  }
}

/// What takes a recognizer's touches and resets in place of its own methods (see
/// ``GestureRecognizer/bridge``).
package protocol GestureRecognizerBridge: AnyObject {
  func touches(_ phase: Touch.Phase, _ touches: [Touch], event: TouchEvent)
  func reset()
}
