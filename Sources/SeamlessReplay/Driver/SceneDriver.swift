import SeamlessEngine
import SeamlessTrace

/// Drives a scene from a test, step by step, the way a finger would: find views, drag, fling,
/// tap, pinch and rotate at them, let time pass, then assert on the scene and on what is
/// shown — with every invariant checking underneath, as in a replay.
///
/// Gestures are made by the same synthesis as recipes (``GestureSynthesizer``): a gesture
/// aimed at a view starts where the view is shown when the gesture starts, so a fling can
/// catch a view mid-flight. Everything the driver does is a trace event, so a driven test is
/// a trace: ``trace`` saves it, and ``finish()`` checks it (a second replay of that trace
/// confirms the run was deterministic).
///
/// ```swift
/// let driver = SceneDriver(sceneName: "sheet") { SheetScene() }
/// try driver.fling(ViewTarget(view: "sheet", anchor: .top), velocity: Point(x: 0, y: 1500))
/// driver.advance(by: 0.1)
/// try driver.drag(ViewTarget(view: "sheet"), by: Point(x: 0, y: 35), duration: 0.3)   // catch it
/// driver.settle()
/// #expect(driver.shownFrame(of: "sheet")?.minY == 80)
/// let report = driver.finish()          // every invariant's verdict on the driven run
/// try driver.trace.write(to: "caught.trace")
/// ```
public final class SceneDriver {
  /// Why a gesture could not be made.
  public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
    public var description: String
  }

  /// The display, rates and scene name of the driven trace.
  public let header: TraceHeader
  /// The driven scene's name, and its factory (for the determinism check and failure plots).
  package let sceneName: String
  package let makeScene: () -> any Scene
  /// How the drive is checked.
  package var configuration: ReplayConfiguration { replayer.configuration }
  private let replayer: Replayer
  private let replay: CheckedReplay
  private var synthesizer: GestureSynthesizer
  private var events: [TraceEvent] = []
  private var report: ReplayReport?
  /// Where the driver's clock stands: the next gesture starts here (ns).
  private var cursor: Int64 = 0

  /// A driver of the scenes `makeScene` makes, on a display (and touch sampling, jitter, seed)
  /// like a recipe's, checked by `configuration`'s invariants.
  ///
  /// The scene is installed at once: `engine` and `scene` can be read before the first gesture.
  public init(
    sceneName: String, displayWidth: Double = 390, displayHeight: Double = 844, displayScale: Double = 3,
    refreshRate: Double = 120, touchRate: Int = 120, jitter: Double = 0, seed: UInt64 = 0,
    configuration: ReplayConfiguration = ReplayConfiguration(), makeScene: @escaping () -> any Scene
  ) {
    header = TraceHeader(
      producer: "seamless driver \(SeededGenerator.algorithmVersion)", displayWidth: displayWidth,
      displayHeight: displayHeight, displayScale: displayScale, refreshRate: refreshRate,
      touchSamplingRate: Double(touchRate), sceneName: sceneName, seed: seed)
    self.sceneName = sceneName
    self.makeScene = makeScene
    replayer = Replayer(configuration: configuration)
    replay = replayer.startCheckedReplay(header: header, sceneName: sceneName, makeScene: makeScene)
    synthesizer = GestureSynthesizer(
      configuration: .init(
        touchRate: touchRate, jitter: jitter, seed: seed, displayWidth: displayWidth, displayHeight: displayHeight))
  }

  /// A driver of a registered scene (its name and factory).
  public convenience init(_ scene: SceneDefinition, configuration: ReplayConfiguration = ReplayConfiguration()) {
    self.init(sceneName: scene.name, configuration: configuration, makeScene: scene.make)
  }

  /// The engine running the scene.
  public var engine: Engine { replay.engine }
  /// The scene being driven.
  public var scene: any Scene { replay.scene }
  /// The driver's clock: where the next step starts (the engine stands 1 ns before it).
  public var now: Instant { Instant(nanoseconds: cursor) }

  /// Everything driven so far, as a trace (replay it, save it, pin it as a regression).
  public var trace: Trace { Trace(header: header, events: events) }

  // MARK: Finding views

  /// The view named `name` (a view's name, a UIKit view's `accessibilityIdentifier` or property
  /// path) or, failing that, the first of that UIKit type, if it is in the window.
  public func view(_ name: String) -> View? {
    engine.window.firstDescendant(namedOrOfType: name)
  }

  /// Where the view named `name` is shown now, in window points: the bounding box of its
  /// presented bounds (what the eye sees, mid-animation included); `nil` when it is not in the
  /// window.
  public func shownFrame(of name: String) -> Rect? {
    guard let view = view(name) else { return nil }
    let source = GeometrySource.presentation(at: engine.now)
    let bounds = view.bounds(source: source)
    let corners = [
      Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
      Point(x: bounds.minX, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY),
    ].compactMap { view.convert($0, to: nil, source: source) }
    guard let first = corners.first else { return nil }
    var minX = first.x
    var maxX = first.x
    var minY = first.y
    var maxY = first.y
    for corner in corners {
      minX = min(minX, corner.x)
      maxX = max(maxX, corner.x)
      minY = min(minY, corner.y)
      maxY = max(maxY, corner.y)
    }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The presented value of `property` of the view named `name` now (its alpha as shown, its
  /// scale mid-animation…).
  public func shownValue(_ property: ViewProperty, of name: String) -> Double? {
    view(name)?.presentationValue(of: property, at: engine.now)
  }

  // MARK: Gestures

  /// Performs `gesture` from now, aimed at `target` when one is given, and runs the scene
  /// through it.
  ///
  /// The gesture starts where the target is shown at that instant; a drag ends `offset` from
  /// there. The clock then stands a frame after the gesture's last lift (that frame
  /// delivered it).
  ///
  /// - Throws: ``Failure`` when the target is not on screen or the gesture cannot be made (it
  ///   leaves the display, too many samples).
  public func perform(_ gesture: Gesture, at target: ViewTarget? = nil, offset: Point? = nil, cancelled: Bool = false)
    throws(Failure)
  {
    var gesture = gesture
    if let target {
      stand()
      guard let point = LiveSceneResolver.point(of: target, in: engine.window, at: Instant(nanoseconds: cursor)) else {
        throw Failure(description: "the \(target) is not on screen at \(Instant(nanoseconds: cursor))")
      }
      gesture = gesture.anchored(at: point, toOffset: offset)
    } else if let offset, let start = gesture.startPoint {
      gesture = gesture.anchored(at: start, toOffset: offset)
    }
    let samples: [TouchSample]
    do {
      samples = try synthesizer.synthesize(gesture, at: cursor, cancelled: cancelled)
    } catch {
      throw Failure(description: "\(gesture.name): \(error.description)")
    }
    for sample in samples { give(.touch(sample)) }
    // Past the last lift by a frame, so the frame that delivers it has run.
    cursor = max(cursor, (samples.last?.time ?? cursor) + frameInterval)
    stand()
  }

  /// One frame at the display's rate, ns.
  private var frameInterval: Int64 { Int64((1e9 / max(header.refreshRate, 1)).rounded(.up)) }

  /// Runs the engine to 1 ns before the cursor: where a replay stands before it gives an
  /// event at the cursor, so the next step's events are taken as a replay takes them.
  private func stand() {
    if cursor - 1 > engine.now.nanoseconds { engine.advance(to: Instant(nanoseconds: cursor - 1)) }
  }

  /// A tap on `target`, held `hold` seconds.
  public func tap(_ target: ViewTarget, hold: Double = 0.05) throws(Failure) {
    try perform(.tap(at: .zero, hold: hold), at: target)
  }

  /// A drag from `target` by `offset` points over `duration` seconds.
  public func drag(_ target: ViewTarget, by offset: Point, duration: Double = 0.3, easing: PathEasing = .easeInOut)
    throws(Failure)
  {
    try perform(.drag(from: .zero, to: offset, duration: duration, easing: easing), at: target, offset: offset)
  }

  /// A fling from `target`, lifted moving at `velocity` (pt/s) after `duration` seconds.
  public func fling(_ target: ViewTarget, velocity: Point, duration: Double = 0.25) throws(Failure) {
    try perform(.fling(from: .zero, velocity: velocity, duration: duration), at: target)
  }

  /// A two-finger pinch on `target`, the fingers' distance going from `fromSpan` to `toSpan`.
  public func pinch(_ target: ViewTarget, fromSpan: Double, toSpan: Double, duration: Double = 0.4) throws(Failure) {
    try perform(
      .pinch(center: .zero, fromSpan: fromSpan, toSpan: toSpan, angle: 0, duration: duration, easing: .easeInOut), at: target)
  }

  /// A two-finger rotation on `target` from `fromAngle` to `toAngle` degrees.
  public func rotate(_ target: ViewTarget, from fromAngle: Double, to toAngle: Double, duration: Double = 0.4)
    throws(Failure)
  {
    try perform(
      .rotate(center: .zero, radius: 60, fromAngle: fromAngle, toAngle: toAngle, duration: duration, easing: .easeInOut),
      at: target)
  }

  // MARK: Time and commands

  /// Sends the scene the command `name` (as a trace's command event does) now.
  public func send(_ name: String, _ arguments: [TraceCommand.Argument] = []) {
    give(.command(TraceCommand(time: cursor, name: name, arguments: arguments)))
    cursor += frameInterval
    stand()
  }

  /// Lets `seconds` pass: frames render, animations run, timers fire.
  public func advance(by seconds: Double) {
    cursor += Int64((max(seconds, 0) * 1e9).rounded())
    stand()
  }

  /// Runs until nothing is animating or pending (at most `limit` seconds); the clock then
  /// stands where the scene came to rest.
  ///
  /// - Returns: whether it came to rest within the limit.
  @discardableResult
  public func settle(limit: Double = 10) -> Bool {
    let frames = Int((max(limit, 0) * Double(max(engine.frameSchedule.hz, 1))).rounded(.up))
    let run = engine.advanceUntilIdle(frameLimit: frames)
    cursor = max(cursor, engine.now.nanoseconds + 1)
    return !run.reachedLimit
  }

  // MARK: Verdict

  /// Settles the scene and returns the invariants' verdict on everything driven.
  ///
  /// It is the report a replay of ``trace`` gives; the determinism check replays that trace
  /// afresh.
  /// Call it once, at the end; later calls return the same report.
  public func finish() -> ReplayReport {
    if let report { return report }
    // The drive ends where its clock stands: a marker there, so the trace's replay runs to the
    // same instant before it settles (and the determinism check replays exactly this).
    give(.marker(TraceMarker(time: cursor, label: "end of drive")))
    let events = events
    let finished = replayer.finish(replay, header: header, makeScene: makeScene) {
      var iterator = events.makeIterator()
      return { () throws(TraceError) in iterator.next() }
    }
    report = finished
    return finished
  }

  private func give(_ event: TraceEvent) {
    guard report == nil else { return }
    events.append(event)
    _ = replayer.give(event, to: replay)
  }
}
