import SeamlessEngine
import SeamlessTrace

/// A trace's events given to an engine one at a time, as a replay gives them, and what they
/// came to: the trace in numbers, the last event's time, the fastest frame rate asked for,
/// and the refusal of an event beyond the maximum duration.
///
/// Each event is given to the engine just before the frame that takes it: the clock runs to
/// 1 ns before the event's time, then the event is queued (touches), scheduled (commands,
/// stalls, rate changes) or counted (markers). So nothing is queued far ahead, and memory
/// holds what is in flight, not the trace. The events may come all at once (a replay) or as
/// a trace is being made (a fuzz case replayed while its gestures are aimed, see
/// ``LiveReplay``): the engine runs the same either way.
///
/// ```swift
/// var feed = ReplayFeed()
/// for event in trace.events where feed.give(event, to: engine, scene: scene, sceneName: "card-drag", replayer: replayer) {}
/// let driven = feed.settle(engine, replayer: replayer)
/// ```
struct ReplayFeed {
  var overview = TraceOverview()
  var last = Instant.zero
  /// The settle limit is time; the engine counts frames.
  ///
  /// A rate change at the trace's very end takes effect after it, so the fastest rate the trace
  /// asks for sets the count.
  var fastest = 1
  var refusal: String?

  /// Gives `event` to `engine` and `scene`; `false` (and nothing given) once an event was refused.
  mutating func give(_ event: TraceEvent, to engine: Engine, scene: any Scene, sceneName: String, replayer: Replayer) -> Bool {
    guard refusal == nil else { return false }
    if let refusal = replayer.spanRefusal(lastEventTime: event.time) {
      overview.add(event)
      self.refusal = refusal
      return false
    }
    let time = Instant(nanoseconds: event.time)
    if time > engine.now { engine.advance(to: Instant(nanoseconds: event.time - 1)) }
    last = max(last, time)
    overview.add(event)
    if case .system(let system) = event, case .frameRate(let hertz) = system.kind {
      fastest = max(fastest, Replayer.wholeHertz(hertz))
    }
    if !Replayer.feed(event, to: engine, scene: scene, sceneName: sceneName) { overview.ignoredOrientationChanges += 1 }
    return true
  }

  /// Runs `engine` to the last event and until it settles (or the settle limit), unless an
  /// event was refused.
  func settle(_ engine: Engine, replayer: Replayer) -> Replayer.Driven {
    if let refusal {
      return Replayer.Driven(
        settle: Engine.IdleRun(frames: 0, reachedLimit: false, pending: engine.pendingWork), overview: overview, refusal: refusal)
    }
    engine.advance(to: last)
    let framesPerSecond = max(engine.frameSchedule.hz, fastest, 1)
    // The frames the settle limit spans at that rate, rounded up: the limit itself, in
    // nanoseconds (a huge limit is no limit).
    let span = max(replayer.configuration.settleLimit.nanoseconds, 0)
    let (product, overflow) = span.multipliedReportingOverflow(by: Int64(framesPerSecond))
    let limit =
      overflow ? Int.max : Int(product / 1_000_000_000 + (product % 1_000_000_000 == 0 ? 0 : 1))
    let settle = engine.advanceUntilIdle(frameLimit: limit)
    return Replayer.Driven(settle: settle, overview: overview, refusal: nil)
  }
}
