/// The model of UIKit's main thread, display and render server, driven by virtual time.
///
/// An engine owns a `VirtualClock`, a ``Journal``, a ``window`` (the root view, the size
/// of the display) and a display that produces frames at its refresh rate: frame *n* is at
/// the time its `FrameSchedule` computes from *n*, starting with frame 0 at time 0, and
/// every frame is a piece of clock work. Between frames only main-thread timers run, each at
/// its own instant (as a run loop fires them); advancing the clock runs the frames and timers
/// on the way.
///
/// A frame at time *T* runs in this order (the design's per-frame rules):
///
/// 1. main thread: touch input (and a trace's commands) due at or before *T*, in time order,
///    then timers due at *T* (or earlier, if the main thread was blocked); input or timers
///    added during this step for *T* or earlier wait for the next frame;
/// 2. main thread: display-link callbacks (``FramePhase/displayLink``), then the commit
///    (``FramePhase/commit``);
/// 3. render server: ``FramePhase/render`` observers evaluate animations at *T*;
/// 4. main thread: ``FramePhase/completion`` observers.
///
/// A `stall(for:)` blocks the main thread over an interval: frames inside it still come
/// and still render, but steps 1, 2 and 4 are skipped; timers that waited fire when it ends,
/// and the first frame at or after the end runs the completions that fell due meanwhile, then
/// the input that waited, in order. Every frame is journaled first,
/// with its index, scheduled time, rate and whether the main thread ran, so hitches are
/// measurable from the journal.
///
/// Touches: ``enqueue(_:)`` adds samples; each `began` is hit-tested in ``window`` (with
/// `hitTestValues`) and the touch is delivered to the touch observers of the hit view and
/// its ancestors; later samples follow the touch. `beginIgnoringInteractionEvents()` and
/// `endIgnoringInteractionEvents()` nest as a counter. Everything is journaled; misuse
/// and malformed input are recorded, never fatal.
///
/// ```swift
/// let engine = Engine(displaySize: Size(width: 390, height: 844), frameRate: 120)
/// let card = View(name: "card", center: Point(x: 195, y: 600), size: Size(width: 300, height: 200))
/// engine.window.addSubview(card)
/// card.addTouchObserver(dragHandler)
/// engine.enqueue(InputEvent(time: Instant(nanoseconds: 4_000_000), touchID: 1, phase: .began, x: 195, y: 600))
/// engine.enqueue(InputEvent(time: Instant(nanoseconds: 12_000_000), touchID: 1, phase: .ended, x: 195, y: 560))
/// engine.advance(by: .milliseconds(100))
/// engine.journal.problems   // []
/// ```
public final class Engine {
  /// Everything that happened.
  public let journal: Journal
  /// The virtual clock every frame and timer runs on.
  package let clock: VirtualClock
  /// The root view, the size of the display; touches are hit-tested in it.
  public let window: View
  /// The render server's animations: every view animation and property animator of the
  /// engine, and the completions they owe.
  package let animations: AnimationServer

  /// When frames happen.
  @exclusivity(unchecked) package internal(set) var frameSchedule: FrameSchedule
  /// The index of the next frame to run.
  @exclusivity(unchecked) package internal(set) var nextFrameIndex = 0
  /// The most recent frame, once one has run.
  @exclusivity(unchecked) package internal(set) var lastFrame: Frame?
  /// Whether idle frames are skipped in one step (default `false`; replays turn it on).
  ///
  /// After a frame, when no touch is down, no frame observer needs frames (nothing
  /// animates, no dynamics, no running display link), no rate change is pending and no
  /// stall runs, the frames before the next due thing (queued input, a timer, a stall, other
  /// clock work, or the end of the current `advance(to:)`) change nothing: the engine
  /// journals them as one ``JournalEvent/framesSkipped(first:last:hz:from:to:)`` and moves
  /// to the first frame that may matter, in O(1) time. The journal's digest reads the same
  /// either way (see ``Journal``).
  @exclusivity(unchecked) package var skipsIdleFrames = false
  /// Where every pan's ``PanGestureRecognizer/translation(in:)`` counts from (default
  /// ``PanTranslationOrigin/recognition``).
  ///
  /// UIKit does not document whether the translation at `.began` includes the travel past the
  /// recognition threshold, and no public measurement settles it; the engine's choice is that
  /// it does not (zero at `.began`, the reading of "translation since recognition" that
  /// reference implementations take). A scene or test that wants the other reading sets
  /// `.touchDown`: the translation then counts from where the fingers came down, so a view
  /// dragged by translation stays under the finger from the first frame.
  @exclusivity(unchecked) public var panTranslationOrigin = PanTranslationOrigin.recognition
  /// How long main-thread work takes (default: nothing, as before); see ``MainThreadCosts``.
  @exclusivity(unchecked) public var mainThreadCosts = MainThreadCosts.free
  /// When the main-thread work declared so far ends (``spendMainThreadTime(_:)``).
  @exclusivity(unchecked) var mainThreadBusyUntil = Instant.zero

  @exclusivity(unchecked) var pendingFrameRate: Int?
  /// Whether the last frame's main thread was blocked (its completions then wait for this one).
  @exclusivity(unchecked) var previousFrameWasStalled = false
  /// Stalls that have not started by the last frame, by start (O(log n) each, see
  /// ``DeadlineQueue``), and the end of the latest of those that have.
  @exclusivity(unchecked) var pendingStalls = DeadlineQueue<StallInterval>()
  @exclusivity(unchecked) var startedStallsEnd: Instant?
  /// Main-thread timers (an app's, a recognizer's deadlines): each runs at its own instant.
  @exclusivity(unchecked) var timers = DeadlineQueue<ScheduledWork>()
  /// A trace's commands and rate changes: delivered with input, at the first frame at or
  /// after their time.
  @exclusivity(unchecked) var frameAlignedWork = DeadlineQueue<ScheduledWork>()
  /// The clock work that runs the earliest timer between frames, and when, while one is armed.
  @exclusivity(unchecked) var timerWake: (work: ClockTimer, at: Instant)?
  /// The one closure that runs timers between frames (see ``timerWake``).
  var timerTick: () -> Void = {}
  @exclusivity(unchecked) var displayLinkObservers: [any FrameObserver] = []
  @exclusivity(unchecked) var commitObservers: [any FrameObserver] = []
  @exclusivity(unchecked) var renderObservers: [any FrameObserver] = []
  @exclusivity(unchecked) var completionObservers: [any FrameObserver] = []
  /// Gesture arbitration: the recognizers tracking touches, waiting or holding a move, and
  /// the rules between them (see ``GestureArbiter``).
  package let arbiter: GestureArbiter
  /// Touch dispatch: the input queue, the touches down, and each sample's way to its
  /// recognizers and observers (see ``TouchDispatcher``).
  package let touchDispatch: TouchDispatcher
  var frameTick: () -> Void = {}
  /// Bumped whenever who holds what may have changed (a touch sample, a recognizer's
  /// state, a gesture moving a view, a frame sample): the key of the sampler's cache.
  @exclusivity(unchecked) var holdGeneration = 0
  /// The key of the sampler's cache of who holds what: changes whenever the engine's
  /// ``holdGeneration``, the arbiter's moves or the touch dispatch's samples do (all only grow).
  var holdKey: Int { holdGeneration &+ arbiter.transitions &+ touchDispatch.generation }
  /// What refers back to the engine without keeping it alive (see ``ObjectLink``).
  let link = ObjectLink<Engine>()
  /// Samples what is on screen every frame for whoever listens (invariants).
  public let sampler = FrameSampler()
  /// Numeric identities of the views, recognizers, animators and counters the journal names.
  package let identities: IdentityRegistry

  /// An engine at time 0 with an empty window of `displaySize` points, showing frames at
  /// `frameRate` hertz (an invalid rate is recorded as a programmer error and 60 Hz is used).
  public init(displaySize: Size = Size(width: 390, height: 844), frameRate: Int = 60) {
    let journal = Journal()
    self.journal = journal
    self.clock = VirtualClock(journal: journal)
    self.window = View(
      name: "window", center: Point(x: displaySize.width / 2, y: displaySize.height / 2), size: displaySize)
    let validRate = FrameSchedule.isValid(hz: frameRate)
    self.frameSchedule = FrameSchedule(hz: validRate ? frameRate : 60)
    self.animations = AnimationServer(journal: journal)
    self.arbiter = GestureArbiter(journal: journal, clock: clock)
    self.identities = IdentityRegistry(journal: journal, window: window, clock: clock)
    self.touchDispatch = TouchDispatcher(
      journal: journal, clock: clock, window: window, sampler: sampler, identities: identities, arbiter: arbiter)
    if !validRate { journal.record(.programmerError(.invalidFrameRate(hz: frameRate)), at: .zero) }
    // The one closure that runs frames, created once and rescheduled every frame.
    link.object = self
    frameTick = { [link] in link.object?.runFrame() }
    timerTick = { [link] in link.object?.runTimersBetweenFrames() }
    window.hostEngine = self
    animations.engine = self
    arbiter.host = self
    sampler.engine = self
    addFrameObserver(animations, phase: .render)
    addFrameObserver(animations, phase: .completion)
    clock.schedule(at: .zero, label: "frame", frameTick)
  }

  deinit {
    link.object = nil
    arbiter.host = nil
  }

  /// The touches that are down, in the order they began.
  package var activeTouches: [Touch] { touchDispatch.activeTouches }
  /// Touch-downs the engine took (see ``TouchDispatcher/touchDowns``).
  package var touchDowns: Int { touchDispatch.touchDowns }
  /// Touch-downs that reached a view other than the window.
  package var touchDownsOnViews: Int { touchDispatch.touchDownsOnViews }
  /// The nesting depth of `beginIgnoringInteractionEvents()`.
  package var ignoringInteractionEventsCount: Int { touchDispatch.ignoringInteractionEventsCount }

  /// The clock's current instant.
  public var now: Instant { clock.now }

  /// Runs every frame (and other clock work) up to and including `instant`.
  public func advance(to instant: Instant) { clock.advance(to: instant) }

  /// Runs every frame (and other clock work) in the next `span`.
  public func advance(by span: TimeSpan) { clock.advance(by: span) }

  /// Journals `event` at the current instant.
  package func record(_ event: JournalEvent) { journal.record(event, at: now) }
}
