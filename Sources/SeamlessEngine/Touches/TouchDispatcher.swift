/// Touch dispatch: the input queue, the touches that are down, the sequences dropped whole,
/// and each sample's way to the touch's recognizers (through the ``GestureArbiter``) and to
/// its observers (withheld while a recognizer delays them) — the state UIKit's event
/// delivery keeps, owned by one object instead of the engine.
///
/// The engine enqueues samples (`Engine.enqueue(_:)`); its frames and its timers between
/// frames deliver the due ones (``deliver(_:)``), a `began` hit-tested at that instant.
/// While a frame's main-thread work (a command, a timer, a display link) runs, the engine
/// raises ``dispatchDepth``, so a touch cancellation it asks for waits until that work
/// returns.
///
/// ```swift
/// engine.enqueue(InputEvent(time: .zero, touchID: 1, phase: .began, x: 100, y: 400))
/// engine.advance(by: .milliseconds(10))
/// engine.touchDispatch.activeTouches.count   // 1
/// ```
package final class TouchDispatcher {
  let journal: Journal
  let clock: VirtualClock
  let window: View
  let sampler: FrameSampler
  let identities: IdentityRegistry
  let arbiter: GestureArbiter

  /// Which values hit testing uses for views that do not ask for presentation values
  /// themselves; model values by default, as UIKit.
  @exclusivity(unchecked) package var hitTestValues: ValueLayer = .model
  /// Hit testing of a new touch by a layer over the engine (the UIKit layer, whose views may
  /// override `hitTest(_:with:)` and `point(inside:with:)`), in place of the window's own:
  /// the window point in, the hit view (or `nil`) out.
  package var hitTestOverride: ((Point) -> View?)?
  /// The object a layer over the engine hands every touch delivery as its event (the UIKit
  /// layer's `UIEvent`: UIKit updates one touches event rather than making one per delivery).
  package var bridgedEvent: AnyObject?

  /// The samples enqueued, and the index of the first not yet delivered.
  @exclusivity(unchecked) var inputQueue: [InputEvent] = []
  @exclusivity(unchecked) var inputHead = 0
  @exclusivity(unchecked) var lastEnqueuedInputTime: Instant?
  /// The touches that are down, in the order they began.
  @exclusivity(unchecked) package internal(set) var activeTouches: [Touch] = [] {
    didSet { generation &+= 1 }
  }
  /// The touches that lifted (or were cancelled) since the frame sampler's last sample, having
  /// moved since it: a view one finger dragged and another picked up within one frame moved
  /// with both (emptied by the sampler, keeping its capacity).
  @exclusivity(unchecked) var liftedSinceSample: [Touch] = []
  /// Touches whose whole sequence is dropped (ignored interaction, no view hit), until they end.
  @exclusivity(unchecked) var droppedTouchIDs: [UInt32] = []
  /// Touch-downs taken (a `began` not rejected as malformed).
  ///
  /// ``touchDownsOnViews`` counts those that reached a view other than the window (not
  /// dropped, not hit-tested to the window): a replay whose touches reached no view tested
  /// nothing, and its report says so. Counted, not journaled, so digests do not change.
  package internal(set) var touchDowns = 0
  package internal(set) var touchDownsOnViews = 0
  /// Taps that a touch beginning soon near them would continue (``Touch/tapCount``),
  /// oldest first.
  @exclusivity(unchecked) var recentTaps: [TapRecord] = []
  /// Touches with calls withheld from their observers by a recognizer's
  /// `delaysTouchesBegan`/`delaysTouchesEnded`, in the order they were first withheld.
  @exclusivity(unchecked) var withheldTouches: [Touch] = [] {
    didSet { arbiter.hasWithheldTouches = !withheldTouches.isEmpty }
  }
  /// The one-touch array handed to observers, reused sample to sample.
  @exclusivity(unchecked) var deliveryBuffer: [Touch] = []
  /// Above 0 while the main thread runs app code (a delivery, a command, a timer): a touch
  /// cancellation asked for then waits until it returns.
  @exclusivity(unchecked) package var dispatchDepth = 0
  /// Whether `beginIgnoringInteractionEvents()` asked to cancel the touches down.
  @exclusivity(unchecked) var needsToCancelActiveTouches = false
  /// Above 0 while a touch sample is being given to recognizers and observers.
  @exclusivity(unchecked) package internal(set) var fingerDepth = 0
  /// The nesting depth of `beginIgnoringInteractionEvents()`; touches are dropped while
  /// it is above 0.
  @exclusivity(unchecked) package internal(set) var ignoringInteractionEventsCount = 0
  /// Bumped by every sample and every change of the touches down: part of the key of the
  /// sampler's cache of who holds what.
  @exclusivity(unchecked) package internal(set) var generation = 0

  /// A dispatcher journaling to `journal` at `clock`'s instants, hit-testing in `window`.
  init(
    journal: Journal, clock: VirtualClock, window: View, sampler: FrameSampler, identities: IdentityRegistry,
    arbiter: GestureArbiter
  ) {
    self.journal = journal
    self.clock = clock
    self.window = window
    self.sampler = sampler
    self.identities = identities
    self.arbiter = arbiter
    deliveryBuffer.reserveCapacity(4)
  }

  var now: Instant { clock.now }

  func record(_ event: JournalEvent) { journal.record(event, at: clock.now) }
}
