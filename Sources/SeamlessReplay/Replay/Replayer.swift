import SeamlessEngine
import SeamlessTrace

/// Replays a trace against a scene on a fresh engine and checks the invariants.
///
/// The engine gets the trace's display size and refresh rate. Touches are enqueued as
/// they are; commands become main-thread timers at their time that call the scene
/// (unknown commands are recorded problems); stalls block the main thread; frame-rate
/// changes take effect at the next frame after their time. Orientation changes are not
/// modelled and are counted in the report. After the last event the engine runs until it
/// is idle or the settle limit passes, then each invariant reads the run. With
/// ``ReplayConfiguration/checksDeterminism`` a second replay with a fresh scene must give
/// the same journal digest.
///
/// ```swift
/// let trace = try Trace(contentsOf: "demo.trace")
/// let report = Replayer().replay(trace, sceneName: "card-drag") { CardDragScene() }
/// print(report.text)
/// #expect(report.passed)
/// ```
public struct Replayer {
  public var configuration: ReplayConfiguration

  public init(configuration: ReplayConfiguration = ReplayConfiguration()) {
    self.configuration = configuration
  }

  /// Replays `trace` against scenes from `makeScene` (called once per replay).
  ///
  /// Every invariant's checker reads the run as it happens: journal entries as they are
  /// recorded, presentation samples every frame; then the settled run.
  public func replay(_ trace: Trace, sceneName: String, makeScene: () -> any Scene) -> ReplayReport {
    replay(header: trace.header, sceneName: sceneName, makeScene: makeScene) { () -> TraceEventSource in
      var iterator = trace.events.makeIterator()
      return { () throws(TraceError) in iterator.next() }
    }
  }

  /// Replays the trace file at `path` block by block: memory does not grow with the trace.
  ///
  /// Memory holds only what is in flight. `-` is the standard input, read once: the
  /// determinism check, which reads the file again, is then skipped. Throws the first error
  /// in the file (the replay stops there).
  ///
  /// ```swift
  /// let report = try Replayer().replay(contentsOf: "long.trace", sceneName: "card-drag") { CardDragScene() }
  /// ```
  public func replay(
    contentsOf path: String, sceneName: String, makeScene: () -> any Scene
  ) throws(TraceError) -> ReplayReport {
    try replay(contentsOf: path, limits: .default, sceneName: sceneName, makeScene: makeScene)
  }

  /// ``replay(contentsOf:sceneName:makeScene:)`` within `limits`.
  package func replay(
    contentsOf path: String, limits: TraceLimits, sceneName: String, makeScene: () -> any Scene
  ) throws(TraceError) -> ReplayReport {
    let reader = try TraceReader(path: path, limits: limits)
    var replayer = self
    if path == "-" { replayer.configuration.checksDeterminism = false }
    var first: TraceReader? = reader
    var failure: TraceError?
    let report = replayer.replay(header: reader.header, sceneName: sceneName, makeScene: makeScene) { () -> TraceEventSource in
      let source: TraceReader
      if let reader = first {
        first = nil
        source = reader
      } else {
        do throws(TraceError) {
          source = try TraceReader(path: path, limits: limits)
        } catch {
          // The second pass cannot read the file again: the replay throws rather than
          // report a determinism failure that is not one.
          if failure == nil { failure = error }
          return { () throws(TraceError) in nil }
        }
      }
      return { () throws(TraceError) in
        do throws(TraceError) {
          return try source.next()
        } catch {
          if failure == nil { failure = error }
          return nil
        }
      }
    }
    if let failure { throw failure }
    return report
  }

  /// A replay's events, one at a time, in time order (`nil` at the end).
  typealias TraceEventSource = () throws(TraceError) -> TraceEvent?

  /// The replay proper, with events from a fresh source for each pass.
  private func replay(
    header: TraceHeader, sceneName: String, makeScene: () -> any Scene, events: () -> TraceEventSource
  ) -> ReplayReport {
    let replay = startCheckedReplay(header: header, sceneName: sceneName, makeScene: makeScene)
    let next = events()
    while let event = try? next(), give(event, to: replay) {}
    return finish(replay, header: header, makeScene: makeScene, secondPass: events)
  }

  /// A replay with its checkers, its scene installed, before its first event.
  func startCheckedReplay(header: TraceHeader, sceneName: String, makeScene: () -> any Scene) -> CheckedReplay {
    let scene = makeScene()
    let engine = makeEngine(for: header)
    let tally = FrameTally()
    let replayRun = ReplayRun(engine: engine, scene: scene, sceneName: sceneName)
    replayRun.displayScale = header.displayScale
    let checkers = configuration.invariants.map { $0.makeChecker(for: replayRun) }
    let recorder = configuration.recordsTimeline ? TimelineRecorder() : nil
    let viewer = configuration.recordsViewer ? ViewerRecorder(engine: engine, displayScale: header.displayScale) : nil
    let recorders: [any InvariantChecker] = (recorder.map { [$0] } ?? []) + (viewer.map { [$0] } ?? [])
    let monitor = CheckerMonitor(checkers: checkers + recorders, byInterest: configuration.dispatchesByInterest)
    for entry in engine.journal.entries { monitor.observe(entry) }
    // One observer for both (each observer is a closure call per entry).
    engine.journal.addObserver { [tally, monitor] entry in
      tally.observe(entry)
      monitor.observe(entry)
    }
    engine.journal.retainsEntries = configuration.retainsJournal
    engine.journal.hashesEntries = configuration.computesDigest || configuration.checksDeterminism
    engine.sampler.addObserver(monitor)
    scene.install(in: engine)
    return CheckedReplay(
      engine: engine, scene: scene, sceneName: sceneName, run: replayRun, invariants: configuration.invariants,
      checkers: checkers, recorder: recorder, viewer: viewer, tally: tally, monitor: monitor)
  }

  /// Gives `replay` its next event (in time order); `false` once an event was refused.
  func give(_ event: TraceEvent, to replay: CheckedReplay) -> Bool {
    let given = replay.feed.give(event, to: replay.engine, scene: replay.scene, sceneName: replay.sceneName, replayer: self)
    if given {
      replay.recorder?.input(event)
      replay.viewer?.input(event)
    }
    return given
  }

  /// Settles `replay`, asks its checkers, and (with ``ReplayConfiguration/checksDeterminism``)
  /// replays the events of `secondPass` with a fresh scene for the same digest.
  func finish(
    _ replay: CheckedReplay, header: TraceHeader, makeScene: () -> any Scene, secondPass: () -> TraceEventSource
  ) -> ReplayReport {
    defer { replay.close() }
    let engine = replay.engine
    let sceneName = replay.sceneName
    let driven = replay.feed.settle(engine, replayer: self)
    if let refusal = driven.refusal {
      return ReplayReport(
        sceneName: sceneName, trace: driven.overview, frames: 0, finalRate: 0, end: .zero, settle: driven.settle,
        journalEntries: 0, digest: "",
        results: [
          InvariantResult(
            name: "trace-span", summary: "the trace spans no more than the replay's maximum duration",
            violations: [InvariantViolation(instant: nil, message: refusal)])
        ])
    }
    replay.run.settle = driven.settle
    engine.sampler.sampleTheLastChanges(in: engine)
    var results = zip(replay.invariants, replay.checkers).map { invariant, checker in
      let violations = checker.finish(replay.run)
      return InvariantResult(
        name: invariant.name, summary: invariant.summary, violations: violations, judged: checker.judged,
        judgedCount: checker.judgedCount, assumption: invariant.assumption)
    }
    _ = replay.recorder?.finish(replay.run)
    _ = replay.viewer?.finish(replay.run)
    let digest = engine.journal.hashesEntries || engine.journal.retainsEntries ? engine.journal.digest.hex : ""
    if configuration.checksDeterminism {
      let engine = makeEngine(for: header)
      engine.journal.retainsEntries = false
      _ = drive(engine, secondPass(), scene: makeScene(), sceneName: sceneName)
      let second = engine.journal.digest.hex
      let violations =
        second == digest
        ? [] : [InvariantViolation(instant: nil, message: "the second replay's digest is \(second), the first's \(digest)")]
      results.append(
        InvariantResult(
          name: InvariantName.deterministic.rawValue, summary: "a second replay gives the same journal digest", violations: violations,
          assumption: InvariantName.deterministic.assumption))
    }
    var report = ReplayReport(
      sceneName: sceneName, trace: driven.overview, frames: engine.journal.frameCount,
      finalRate: engine.frameSchedule.hz, end: engine.now, settle: driven.settle, journalEntries: engine.journal.count,
      digest: digest, results: results)
    report.hitchTime = TimeSpan(nanoseconds: replay.tally.hitch)
    report.touchDowns = engine.touchDowns
    report.touchDownsOnViews = engine.touchDownsOnViews
    report.timeline = replay.recorder?.timeline
    report.viewer = replay.viewer?.recording
    return report
  }

  /// One replay without the invariants: the engine after settling (for assertions of your
  /// own on views and the journal, which it keeps), the settle run, and how many
  /// orientation changes were ignored.
  ///
  /// ```swift
  /// let scene = CardDragScene()
  /// let (engine, settle, _) = Replayer().run(trace, scene: scene, sceneName: "card-drag")
  /// #expect(scene.card.center == CardDragScene.restPositions[1])
  /// ```
  package func run(_ trace: Trace, scene: any Scene, sceneName: String) -> (engine: Engine, settle: Engine.IdleRun, ignored: Int) {
    let engine = makeEngine(for: trace.header)
    var iterator = trace.events.makeIterator()
    let driven = drive(engine, { () throws(TraceError) in iterator.next() }, scene: scene, sceneName: sceneName)
    return (engine, driven.settle, driven.overview.ignoredOrientationChanges)
  }

  /// Why a trace whose event comes at `last` is too long to replay, or `nil`: it is beyond
  /// ``ReplayConfiguration/maximumDuration``.
  func spanRefusal(lastEventTime last: Int64) -> String? {
    guard last > configuration.maximumDuration.nanoseconds else { return nil }
    return "the trace's last event is at t=\(Instant(nanoseconds: last)), beyond the maximum duration of "
      + "\(Double(configuration.maximumDuration.nanoseconds) / 1e9) s"
  }

  /// An engine for the trace's display and refresh rate, skipping idle frames as configured.
  func makeEngine(for header: TraceHeader) -> Engine {
    Self.makeEngine(for: header, skipsIdleFrames: configuration.skipsIdleFrames)
  }

  /// An engine for the trace's display and refresh rate, with the main-thread costs its
  /// metadata declares (`main-thread-costs`; malformed ones are a journaled problem).
  static func makeEngine(for header: TraceHeader, skipsIdleFrames: Bool) -> Engine {
    let engine = Engine(
      displaySize: Size(width: header.displayWidth, height: header.displayHeight), frameRate: wholeHertz(header.refreshRate))
    engine.skipsIdleFrames = skipsIdleFrames
    if let costs = header.metadata[MainThreadCosts.metadataKey] {
      do {
        engine.mainThreadCosts = try MainThreadCosts(metadataValue: costs)
      } catch {
        engine.journal.record(
          .programmerError(.malformedTraceMetadata(key: MainThreadCosts.metadataKey, problem: error.description)), at: .zero)
      }
    }
    return engine
  }

  /// What feeding a trace gave: the settle run, the trace in numbers (with the orientation
  /// changes ignored), and why it was not replayed to its end, if it was not.
  struct Driven {
    var settle: Engine.IdleRun
    var overview: TraceOverview
    var refusal: String?
  }

  /// Installs `scene`, feeds it the events as the clock reaches them (see ``ReplayFeed``)
  /// and settles.
  ///
  /// An event beyond the maximum duration stops the replay with a refusal.
  func drive(_ engine: Engine, _ next: TraceEventSource, scene: any Scene, sceneName: String) -> Driven {
    scene.install(in: engine)
    var feed = ReplayFeed()
    while let event = try? next(), feed.give(event, to: engine, scene: scene, sceneName: sceneName, replayer: self) {}
    return feed.settle(engine, replayer: self)
  }
}

extension Replayer {
  /// Gives one trace event to `engine` and `scene`.
  ///
  /// Touches are enqueued; commands are delivered with them, at the first frame at or after their
  /// time, to the scene (unknown ones are recorded problems); stalls block the main thread;
  /// frame-rate changes take effect at the frame after the one that takes them. Returns `false` for what is not modelled (an orientation change).
  static func feed(_ event: TraceEvent, to engine: Engine, scene: any Scene, sceneName: String) -> Bool {
    let time = Instant(nanoseconds: event.time)
    switch event {
    case .touch(let sample):
      engine.enqueue(InputEvent(sample))
    case .command(let command):
      let sceneCommand = SceneCommand(command)
      // The engine owns its timers: one runs only while the engine does (`unowned`, not weak: a weak
      // reference would put the engine's every retain on the runtime's slow path, see ObjectLink).
      engine.scheduleFrameAlignedWork(at: time, label: "command \(command.name)") { [unowned engine] in
        if scene.perform(sceneCommand, in: engine) {
          engine.journal.record(.commandPerformed(sceneCommand), at: engine.now)
        } else {
          engine.journal.record(.programmerError(.unknownCommand(scene: sceneName, command: sceneCommand)), at: engine.now)
        }
      }
    case .system(let system):
      switch system.kind {
      case .stall(let duration):
        engine.stall(at: time, duration: TimeSpan(nanoseconds: duration))
      case .frameRate(let hertz):
        let rate = wholeHertz(hertz)
        engine.scheduleFrameAlignedWork(at: time, label: "frame rate") { [unowned engine] in engine.setFrameRate(rate) }
      case .orientation:
        return false
      }
    case .marker:
      break
    }
    return true
  }

  /// A trace's rate in whole hertz for the engine, or 0 (which the engine records as an
  /// invalid rate) when it is not a number the engine accepts; never traps on a huge value.
  static func wholeHertz(_ hertz: Double) -> Int {
    let rounded = hertz.rounded()
    return rounded >= 1 && rounded <= 1000 ? Int(rounded) : 0
  }
}

extension SceneCommand {
  /// The scene's view of a trace command: the same name and arguments.
  package init(_ command: TraceCommand) {
    self.init(
      name: command.name,
      arguments: command.arguments.map { argument in
        let value: SceneCommand.Value
        switch argument.value {
        case .number(let number): value = .number(number)
        case .integer(let integer): value = .integer(integer)
        case .string(let string): value = .string(string)
        case .bool(let bool): value = .bool(bool)
        case .point(let x, let y): value = .point(Point(x: x, y: y))
        }
        return (argument.name, value)
      })
  }
}

/// Hands a replay's journal entries and frame samples to its invariants' checkers: each
/// entry to the checkers whose ``InvariantChecker/journalInterests`` hold its kind, each
/// frame to those whose ``InvariantChecker/samplesFrames`` says so, in the checkers' order.
final class CheckerMonitor: FrameSampleObserver {
  let checkers: [any InvariantChecker]
  /// The checkers that read each ``JournalEventKind`` (never `frame`), kind after kind: those of
  /// kind `k` are at `kindStart[k]..<kindStart[k + 1]` (two arrays, not one per kind: a fuzz
  /// campaign makes a monitor per case).
  private let byKind: [any InvariantChecker]
  private let kindStart: [Int]
  private let frameCheckers: [any InvariantChecker]

  /// A monitor for `checkers`; with `byInterest` off, every checker is handed everything
  /// (what declared interests must not change: tests compare both).
  init(checkers: [any InvariantChecker], byInterest: Bool = true) {
    self.checkers = checkers
    // Each checker's interests, asked once (a fuzz campaign makes a monitor per case).
    let interests = checkers.map { byInterest ? $0.journalInterests : .all }
    var byKind: [any InvariantChecker] = []
    byKind.reserveCapacity(interests.reduce(0) { $0 + $1.rawValue.nonzeroBitCount })
    var kindStart = [0]
    kindStart.reserveCapacity(JournalEventKind.allCases.count + 1)
    for kind in JournalEventKind.allCases {
      if kind != .frame {
        for (checker, kinds) in zip(checkers, interests) where kinds.contains(kind) { byKind.append(checker) }
      }
      kindStart.append(byKind.count)
    }
    self.byKind = byKind
    self.kindStart = kindStart
    frameCheckers = checkers.filter { !byInterest || $0.samplesFrames }
  }

  func observe(_ entry: JournalEntry) {
    // Frames reach checkers as samples (`frameSampled`), after their render step.
    let kind = Int(entry.event.kind.rawValue)
    for index in kindStart[kind]..<kindStart[kind + 1] { byKind[index].observe(entry) }
  }

  func frameSampled(_ sampler: FrameSampler) {
    for checker in frameCheckers { checker.frameSampled(sampler) }
  }
}

/// Counts what a replay's frames cost as they are journaled: each stalled frame loses the
/// interval up to the next frame (exact frame times; a skipped run starts at its first frame).
final class FrameTally {
  private(set) var hitch: Int64 = 0
  private var stalledAt: Instant?

  func observe(_ entry: JournalEntry) {
    switch entry.event {
    case .frame(let frame):
      if let stalledAt { hitch += frame.time.nanoseconds - stalledAt.nanoseconds }
      stalledAt = frame.isMainThreadStalled ? frame.time : nil
    case .framesSkipped(_, _, _, let from, _):
      if let stalledAt { hitch += from.nanoseconds - stalledAt.nanoseconds }
      stalledAt = nil
    default:
      break
    }
  }
}
