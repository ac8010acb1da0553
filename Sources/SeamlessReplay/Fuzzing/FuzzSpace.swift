import SeamlessEngine
import SeamlessTrace

/// Where and how a fuzzer touches a scene: the display, the points and views where the
/// scene's interactive things are, the commands it knows, and how many actions a case has.
///
/// A case (algorithm version ``algorithmVersion``) is a jitter level (none, 0.1, 0.3 or
/// 1 pt of seeded Gaussian noise) and one to ``maximumActions`` actions, each starting at an
/// *origin* and separated by gaps of 0 to 0.95 s (short gaps catch animations
/// mid-flight). An origin is one of the ``anchors``, or one of the ``targets``: a view
/// found where the scene *shows* it when the action starts (a moving view is caught where
/// it is), through a ``ViewResolver``. An action is, simplest first:
///
/// - a **fling** in one of 16 directions (straight down first) at 300…3,000 pt/s, lifted
///   while moving;
/// - a **drag** of 0…490 pt in one of 16 directions in 0.2…0.6 s (0 pt: a press that holds);
/// - a **tap**;
/// - a **command** (when the scene has ``commands``);
/// - **rapid re-taps**: two to four taps 50…150 ms apart;
/// - a **second finger**: a drag from the origin while a second finger presses another
///   origin part-way through and lifts before or after the first;
/// - a **stall** of the main thread, 50…500 ms;
/// - a **frame-rate change** (60, 120, 30, 80, 90 or 24 Hz);
/// - with ``twoFingerGestures``, a **pinch** or a **rotation** around the origin;
/// - with ``targets``, a **catch in flight**, four times as likely as each of the others: a
///   throw from the origin (a fling; with ``twoFingerGestures``, one time in four, else a pinch in
///   from 120 to 40…110 pt), then 50…295 ms after it, a drag of 0…490 pt (0: a press that holds) from where one of the targets
///   is shown then (it grabs what the throw set moving, wherever it is).
///
/// Flings and drags end `cancelled` one time in eight (an interruption). Every number comes
/// from the `ChoiceReader`, whose draws keep order (a smaller byte never gives a larger
/// choice), with zero the simplest: the empty sequence is one fling from the first anchor,
/// straight down at 300 pt/s. Every action is valid for the synthesiser by construction
/// (flings last at least 100 ms plus two samples and are slowed to stay on the display;
/// every point is kept on the display).
///
/// ```swift
/// var space = FuzzSpace(anchors: [Point(x: 195, y: 600), Point(x: 195, y: 300)], commands: ["toggle"])
/// space.targets = [ViewTarget(view: "card")]      // catch the card wherever it flies
/// let trace = space.trace(from: ChoiceSequence(bytes: [0]), sceneName: "card-drag")   // one fling
/// ```
public struct FuzzSpace: Sendable, Hashable {
  /// The version of how choices become a case.
  ///
  /// Part of every fuzzed trace's metadata (`fuzz.algorithm`), so a choice sequence is never read
  /// with the wrong meaning. Version 2: monotone draws, any-direction flings and drags, jitter,
  /// cancellations, second fingers, stalls, frame-rate changes, re-taps and view targets.
  /// Version 3: a target is read as a replay stands just before the action's first event (the
  /// engine at its start − 1 ns, the presentation at its start) rather than after the frame at
  /// its start, and a second finger is aimed after the first finger's drag is made (it sees the
  /// drag so far), so the run that aims a case's gestures is also its checked replay
  /// (`LiveReplay`). Version 4: with targets, a case may also catch in flight (a fling, then a
  /// grab of a target while what the fling set moving still moves), so that most cases touch a
  /// moving view.
  public static let algorithmVersion = 4

  public var displayWidth = 390.0
  public var displayHeight = 844.0
  public var refreshRate = 120
  public var touchRate = 120
  /// Where gestures begin.
  public var anchors: [Point]
  /// Views gestures may begin on, wherever they are shown at the time (after the anchors in the
  /// order of choices).
  ///
  /// Needs a resolver; without one a target falls back to the first anchor.
  public var targets: [ViewTarget]
  /// Commands a case may send (with no arguments).
  public var commands: [String]
  /// The most actions in a case (at least 1).
  public var maximumActions = 5
  /// Whether cases may also pinch and rotate with two fingers around an origin.
  public var twoFingerGestures = false
  /// The most main-thread time the scene's work may take, per kind of work.
  ///
  /// Each case draws each non-zero cost as 0, ¼, ½, ¾ or all of it (0 the simplest) and
  /// replays with the costs drawn, which its trace carries (its `main-thread-costs` metadata),
  /// so a slow handler's hitches are fuzzed too. No cost (the default) draws nothing: the
  /// cases are as before.
  ///
  /// ```swift
  /// space.mainThreadCosts = MainThreadCosts(perGestureAction: .milliseconds(8))   // a heavy pan handler
  /// ```
  public var mainThreadCosts = MainThreadCosts.free
  /// Whether touches carry force, as on a device with 3D Touch (`UITouch.maximumPossibleForce`
  /// 20/3): each gesture's fingers press with a peak force drawn for it (an average touch, 1.0,
  /// the simplest; then 0.5, 2, 3.5, 5 and the maximum), a third of the peak as they land and
  /// lift and the peak half way through (a parabola in time).
  ///
  /// Off (the default), touches have no force, as on every iPhone since the XR (a force-driven
  /// control then reads 0 of 0), and cases are as before. Turn it on to fuzz what 3D Touch
  /// does; fuzz both ways when the code must work on either device.
  ///
  /// ```swift
  /// space.touchForce = true   // a flashlight button that lights at half the maximum force
  /// ```
  public var touchForce = false

  /// The peak forces a gesture may press with, the first the simplest (UIKit's unit: 1.0 is
  /// an average touch; 20/3 the most a 3D Touch display reports).
  package static let forcePeaks: [Double] = [1, 0.5, 2, 3.5, 5, 20.0 / 3]
  /// The header metadata key that marks a case fuzzed with ``touchForce``.
  static let touchForceKey = "fuzz.touch-force"

  /// This space as it made the case `header` heads: with ``touchForce`` if the case was
  /// fuzzed with it, so that its choices make the same gestures again (a shrink's candidates).
  package func remaking(_ header: TraceHeader) -> FuzzSpace {
    var space = self
    if header.metadata[Self.touchForceKey] == "on" { space.touchForce = true }
    return space
  }

  /// Frame rates a case may switch to, the first the simplest.
  package static let frameRates: [Double] = [60, 120, 30, 80, 90, 24]
  /// Jitter levels (standard deviation, points), the first the simplest.
  package static let jitterLevels: [Double] = [0, 0.1, 0.3, 1]

  public init(
    anchors: [Point], targets: [ViewTarget] = [], commands: [String] = [], twoFingerGestures: Bool = false,
    maximumActions: Int = 5
  ) {
    self.anchors = anchors
    self.targets = targets
    self.commands = commands
    self.twoFingerGestures = twoFingerGestures
    self.maximumActions = maximumActions
  }

  /// What an action is.
  enum Kind {
    case fling, drag, tap, command, retaps, secondFinger, stall, frameRate, pinch, rotate, catchInFlight
  }

  /// How many times a catch in flight is listed among the kinds (each other kind once): a catch
  /// is what makes a case touch a moving view.
  static let catchWeight = 4

  /// The action kinds of this space, simplest first.
  var kinds: [Kind] {
    var kinds: [Kind] = [.fling, .drag, .tap]
    if !commands.isEmpty { kinds.append(.command) }
    kinds += [.retaps, .secondFinger, .stall, .frameRate]
    if twoFingerGestures { kinds += [.pinch, .rotate] }
    if !targets.isEmpty { kinds += Array(repeating: .catchInFlight, count: Self.catchWeight) }
    return kinds
  }

  /// The trace a choice sequence describes, named for `sceneName`, with the choices and the
  /// algorithm version in its metadata (`choices`, `fuzz.algorithm`), so a regression file explains
  /// itself.
  ///
  /// Targets are found by a ``LiveReplay`` over `makeScene` (a replay run as the trace is made).
  package func trace(from choices: ChoiceSequence, sceneName: String, makeScene: () -> any Scene) -> Trace {
    let header = header(sceneName: sceneName, choices: choices)
    guard !targets.isEmpty else { return trace(from: choices, header: header, resolver: nil) }
    // The run that aims the gestures, unchecked and not finished: only the trace is wanted.
    var replayer = Replayer()
    replayer.configuration.invariants = []
    replayer.configuration.checksDeterminism = false
    replayer.configuration.computesDigest = false
    return withoutActuallyEscaping(makeScene) { makeScene in
      trace(
        from: choices, header: header,
        resolver: LiveReplay(replayer: replayer, header: header, sceneName: sceneName, makeScene: makeScene))
    }
  }

  /// The trace of `choices` and `replayer`'s report on it, from one run of the scene when the
  /// space has targets (the run that aims the gestures is the replay, see ``LiveReplay``), and
  /// whether it was: `nil` when no gesture was aimed (the trace is replayed), `false` when the
  /// live run was not the replay (it was replayed afresh); and whether a gesture began on a
  /// view that was moving then (a catch: animated, or moved by dynamics).
  func checkedTrace(
    from choices: ChoiceSequence, sceneName: String, makeScene: () -> any Scene, replayer: Replayer
  ) -> (trace: Trace, report: ReplayReport, wasLive: Bool?, aimedAtMovingView: Bool) {
    let header = header(sceneName: sceneName, choices: choices)
    guard !targets.isEmpty else {
      let trace = trace(from: choices, header: header, resolver: nil)
      return (trace, replayer.replay(trace, sceneName: sceneName, makeScene: makeScene), nil, false)
    }
    return withoutActuallyEscaping(makeScene) { makeScene in
      let live = LiveReplay(replayer: replayer, header: header, sceneName: sceneName, makeScene: makeScene)
      let trace = trace(from: choices, header: header, resolver: live)
      let report = live.finish(trace)
      return (trace, report, live.aimed ? live.finishedLive : nil, live.aimedAtMovingView)
    }
  }

  /// The trace a choice sequence describes, with targets found by `resolver` (without one, a target
  /// falls back to the first anchor).
  ///
  /// A resolver replays a scene and has state: give each trace a fresh one.
  package func trace(from choices: ChoiceSequence, sceneName: String, resolver: (any ViewResolver)? = nil) -> Trace {
    trace(from: choices, header: header(sceneName: sceneName, choices: choices), resolver: resolver)
  }

  /// The trace of `choices` under `header` (made once per trace: it spells the choices out).
  private func trace(from choices: ChoiceSequence, header: TraceHeader, resolver: (any ViewResolver)?) -> Trace {
    var reader = ChoiceReader(choices)
    _ = drawCosts(&reader)  // in the header already
    var events: [TraceEvent] = []
    // Whether `events` is already in time order (the trace's order, a stable sort by time):
    // actions mostly follow each other, and then nothing needs sorting.
    var inTimeOrder = true
    func append(_ new: [TraceEvent]) {
      var last = events.last?.time ?? .min
      for event in new {
        if event.time < last { inTimeOrder = false }
        last = event.time
      }
      events += new
    }
    var time = 100_000_000 as Int64
    let actions = 1 + reader.draw(below: max(maximumActions, 1))
    let jitter = Self.jitterLevels[reader.draw(below: Self.jitterLevels.count)]
    let noiseSeed = jitter > 0 ? UInt64(reader.draw(below: 65_536)) : 0
    var synthesizer = GestureSynthesizer(
      configuration: .init(
        touchRate: touchRate, jitter: jitter, seed: noiseSeed, displayWidth: displayWidth, displayHeight: displayHeight))
    let kinds = self.kinds
    func add(_ gesture: Gesture, at start: Int64, cancelled: Bool = false) {
      var samples = (try? synthesizer.synthesize(gesture, at: start, cancelled: cancelled)) ?? []
      if touchForce { GestureSynthesizer.press(&samples, peak: Self.forcePeaks[reader.draw(below: Self.forcePeaks.count)]) }
      append(samples.map(TraceEvent.touch))
    }
    func origin(at start: Int64) -> Point {
      let index = reader.draw(below: anchors.count + targets.count)
      if index < anchors.count { return anchors[index] }
      return aim(at: targets[index - anchors.count], at: start)
    }
    /// Where `target` is shown at `start` (the first anchor without a resolver or when it is not shown).
    func aim(at target: ViewTarget, at start: Int64) -> Point {
      let fallback = anchors.first ?? Point(x: displayWidth / 2, y: displayHeight / 2)
      guard let resolver else { return fallback }
      let before: [TraceEvent]
      if inTimeOrder {
        // The events before `start` are a prefix.
        var end = events.count
        while end > 0 && events[end - 1].time >= start { end -= 1 }
        before = Array(events[..<end])
      } else {
        before = events.enumerated().filter { $0.element.time < start }
          .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
      }
      guard let point = resolver.resolve(target, at: start, after: before) else { return fallback }
      return onDisplay(point)
    }
    /// A fling from `from`, drawn as a fling action draws it: its gesture and duration (s).
    func fling(from: Point) -> (gesture: Gesture, duration: Double) {
      let direction = Self.direction(reader.draw(below: 16))
      var speed = 300 + 100 * Double(reader.draw(below: 28))
      // At least 100 ms at the release velocity plus two samples (the synthesiser's rule).
      let duration = 0.1 + 2.0 / Double(max(touchRate, 1)) + 0.05 * Double(reader.draw(below: 5))
      // Slow enough to stay on the display (the fling covers less than speed × duration).
      speed = min(speed, room(from: from, along: direction) / duration)
      return (.fling(from: from, velocity: speed * direction, duration: duration), duration)
    }
    /// A drag from `from`, drawn as a drag action draws it.
    func drag(from: Point) -> (gesture: Gesture, duration: Double) {
      let direction = Self.direction(reader.draw(below: 16))
      let distance = min(10 * Double(reader.draw(below: 50)), room(from: from, along: direction))
      let duration = 0.2 + 0.1 * Double(reader.draw(below: 5))
      return (.drag(from: from, to: from + distance * direction, duration: duration, easing: .easeInOut), duration)
    }
    for _ in 0..<actions {
      let from = origin(at: time)
      var duration = 0.0
      switch kinds[reader.draw(below: kinds.count)] {
      case .fling:
        let (gesture, flingDuration) = fling(from: from)
        duration = flingDuration
        let cancelled = reader.draw(below: 8) == 7
        add(gesture, at: time, cancelled: cancelled)
      case .drag:
        let (gesture, dragDuration) = drag(from: from)
        duration = dragDuration
        let cancelled = reader.draw(below: 8) == 7
        add(gesture, at: time, cancelled: cancelled)
      case .catchInFlight:
        // The throw: a fling, or with two fingers a pinch in (released under its range, a zoom or
        // a scale springs back).
        let throwing: Gesture
        let flingDuration: Double
        if twoFingerGestures && reader.draw(below: 4) > 0 {
          flingDuration = 0.3 + 0.1 * Double(reader.draw(below: 4))
          let toSpan = 40 + 10 * Double(reader.draw(below: 8))
          throwing = .pinch(
            center: twoFingerCenter(from), fromSpan: 120, toSpan: toSpan, angle: 0, duration: flingDuration, easing: .easeInOut)
        } else {
          (throwing, flingDuration) = fling(from: from)
        }
        add(throwing, at: time)
        let delay = 0.05 + 0.035 * Double(reader.draw(below: 8))
        let target = targets[reader.draw(below: targets.count)]
        let grabAt = time + Int64(((flingDuration + delay) * 1e9).rounded())
        let (grab, dragDuration) = drag(from: aim(at: target, at: grabAt))
        let cancelled = reader.draw(below: 8) == 7
        add(grab, at: grabAt, cancelled: cancelled)
        duration = flingDuration + delay + dragDuration
      case .tap:
        duration = 0.08
        add(.tap(at: from, hold: duration), at: time)
      case .command:
        append([.command(TraceCommand(time: time, name: commands[reader.draw(below: commands.count)]))])
      case .retaps:
        let taps = 2 + reader.draw(below: 3)
        let interval = 0.05 + 0.025 * Double(reader.draw(below: 5))
        for tap in 0..<taps {
          add(.tap(at: from, hold: 0.06), at: time + Int64((Double(tap) * (0.06 + interval) * 1e9).rounded()))
        }
        duration = Double(taps) * 0.06 + Double(taps - 1) * interval
      case .secondFinger:
        let direction = Self.direction(reader.draw(below: 16))
        let distance = min(10 * Double(reader.draw(below: 50)), room(from: from, along: direction))
        duration = 0.4
        let delay = 0.05 * Double(reader.draw(below: 6))
        let hold = 0.1 + 0.1 * Double(reader.draw(below: 5))
        // The first finger's drag is made before the second finger is aimed, which then sees it.
        add(.drag(from: from, to: from + distance * direction, duration: duration, easing: .easeInOut), at: time)
        let second = origin(at: time + Int64((delay * 1e9).rounded()))
        add(.tap(at: second, hold: hold), at: time + Int64((delay * 1e9).rounded()))
        duration = max(duration, delay + hold)
      case .stall:
        duration = 0.05 + 0.05 * Double(reader.draw(below: 10))
        append([.system(SystemEvent(time: time, kind: .stall(duration: Int64((duration * 1e9).rounded()))))])
      case .frameRate:
        append([.system(SystemEvent(time: time, kind: .frameRate(hertz: Self.frameRates[reader.draw(below: Self.frameRates.count)])))])
      case .pinch:
        duration = 0.3 + 0.1 * Double(reader.draw(below: 4))
        let toSpan = 40 + 10 * Double(reader.draw(below: 15))
        add(
          .pinch(center: twoFingerCenter(from), fromSpan: 120, toSpan: toSpan, angle: 0, duration: duration, easing: .easeInOut), at: time)
      case .rotate:
        duration = 0.3 + 0.1 * Double(reader.draw(below: 4))
        let angle = Double(reader.draw(below: 13) - 6) * 15
        add(
          .rotate(center: twoFingerCenter(from), radius: 60, fromAngle: 0, toAngle: angle, duration: duration, easing: .easeInOut),
          at: time)
      }
      time += Int64((duration * 1e9).rounded()) + 50_000_000 * Int64(reader.draw(below: 20))
    }
    // A stable sort: actions follow each other in time, a second finger interleaves.
    if !inTimeOrder {
      events = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }
    return Trace(header: header, events: events)
  }

  private func header(sceneName: String, choices: ChoiceSequence) -> TraceHeader {
    var header = TraceHeader(
      producer: "seamless fuzz", displayWidth: displayWidth, displayHeight: displayHeight, refreshRate: Double(refreshRate),
      touchSamplingRate: Double(touchRate), sceneName: sceneName)
    header.metadata["choices"] = choices.hex
    header.metadata["fuzz.algorithm"] = "\(Self.algorithmVersion)"
    if touchForce { header.metadata[Self.touchForceKey] = "on" }
    var reader = ChoiceReader(choices)
    let costs = drawCosts(&reader)
    if costs != .free { header.metadata[MainThreadCosts.metadataKey] = costs.metadataValue }
    return header
  }

  /// The main-thread costs of a case: the first draws of its choices, one per non-zero cost of
  /// ``mainThreadCosts`` (none when it is free).
  private func drawCosts(_ reader: inout ChoiceReader) -> MainThreadCosts {
    var costs = MainThreadCosts.free
    for field in MainThreadCosts.fields where mainThreadCosts[keyPath: field.keyPath] > .zero {
      let most = mainThreadCosts[keyPath: field.keyPath].nanoseconds
      let quarters = reader.draw(below: 5)
      costs[keyPath: field.keyPath] = TimeSpan(nanoseconds: quarters == 4 ? most : most / 4 * Int64(quarters))
    }
    return costs
  }

  /// Direction `index` of 16, a unit vector: 0 straight down (+y), then clockwise on
  /// screen in steps of 22.5° (4 left, 8 up, 12 right).
  package static func direction(_ index: Int) -> Point {
    // cos and sin of 0°, 22.5°, 45°, 67.5°, as constants: the same bits on every platform.
    let c = [1, 0.923_879_532_511_286_7, 0.707_106_781_186_547_6, 0.382_683_432_365_089_8]
    let step = index & 15
    let quadrant = step / 4
    let within = step % 4
    // Within the first quadrant (down towards left): (−sin, cos) of the step's angle.
    let x = within == 0 ? 0 : -c[4 - within]
    let y = c[within]
    switch quadrant {
    case 0: return Point(x: x, y: y)
    case 1: return Point(x: -y, y: x)
    case 2: return Point(x: -x, y: -y)
    default: return Point(x: y, y: -x)
    }
  }

  /// How far from `point` along the unit vector `direction` the display goes on (1 pt
  /// inside its edges).
  func room(from point: Point, along direction: Point) -> Double {
    var room = Double.infinity
    if direction.x > 0 { room = min(room, (displayWidth - 1 - point.x) / direction.x) }
    if direction.x < 0 { room = min(room, (point.x - 1) / -direction.x) }
    if direction.y > 0 { room = min(room, (displayHeight - 1 - point.y) / direction.y) }
    if direction.y < 0 { room = min(room, (point.y - 1) / -direction.y) }
    return max(room.isFinite ? room : 0, 0)
  }

  /// A centre for two fingers up to 60 pt either side of `point`, kept on the display.
  func twoFingerCenter(_ point: Point) -> Point {
    Point(x: min(max(point.x, 100), displayWidth - 100), y: min(max(point.y, 100), displayHeight - 100))
  }

  /// `point` moved onto the display, 1 pt inside its edges.
  func onDisplay(_ point: Point) -> Point {
    Point(x: min(max(point.x, 1), displayWidth - 1), y: min(max(point.y, 1), displayHeight - 1))
  }
}
