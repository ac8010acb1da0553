import SeamlessEngine
import SeamlessTrace

/// A timeline of gestures, commands, stalls, frame-rate and orientation changes and
/// markers, from which a trace is synthesised deterministically.
///
/// A recipe is JSON (version 1). Times are seconds; each timeline item starts `at` an
/// absolute time or `after` the end of the previous item (a gesture ends when its last
/// finger lifts, a stall when it is over, anything else at once). Unknown keys are errors,
/// so a typo never goes unnoticed.
///
/// ```json
/// {
///   "version": 1, "scene": "card", "seed": 7, "jitter": 0.3,
///   "display": {"width": 390, "height": 844, "scale": 3}, "refresh_hz": 120, "touch_hz": 120,
///   "metadata": {"purpose": "demo"},
///   "timeline": [
///     {"at": 0.1, "gesture": "tap", "at_point": [195, 400]},
///     {"after": 0.2, "gesture": "long-press", "at_point": [195, 400], "force": 5},
///     {"after": 0.3, "gesture": "drag", "from": [100, 600], "to": [300, 200], "duration": 0.6, "easing": "easeInOut"},
///     {"after": 0.2, "gesture": "fling", "from": [200, 700], "velocity": [0, -1800], "duration": 0.25, "cancelled": false},
///     {"after": 0, "marker": "release"},
///     {"after": 0.05, "command": "toggle", "args": [{"name": "animated", "bool": true}]},
///     {"after": 0.1, "stall": 0.2},
///     {"after": 0, "frame_rate": 60},
///     {"after": 0, "orientation": "landscapeLeft"}
///   ]
/// }
/// ```
///
/// Gesture keys (defaults in brackets): `tap`: `at_point`, `hold` [0.08]; `double-tap`:
/// `at_point`, `hold` [0.08], `interval` [0.12]; `long-press`: `at_point`, `duration` [0.8],
/// `drift` [[0, 0]]; `drag`: `from`, `to`, `duration` [0.5], `easing` [easeInOut];
/// `fling`: `from`, `velocity`, `duration` [0.25]; `pinch`: `center`, `from_span`,
/// `to_span`, `angle` [0], `duration` [0.5], `easing`; `rotate`: `center`, `radius` [60],
/// `from_angle` [0], `to_angle`, `duration` [0.5], `easing`; `two-finger-pan`: `from`, `to`,
/// `spacing` [40], `duration` [0.5], `easing`; `edge-swipe`: `edge`, `position`,
/// `distance` [120], `duration` [0.3], `easing` [easeOut]. Every gesture takes `cancelled`
/// [false]: its contacts end `cancelled`, as when the system interrupts a touch; and `force`
/// [none]: its fingers press with that peak force (UIKit's unit: 1.0 is an average touch,
/// 20/3 the most an iPhone reports), a third of it as each finger lands and lifts and all of
/// it half way, as a 3D Touch or Apple Pencil digitiser reports a press, with a sample every
/// period while a finger touches, a still one too (without it the trace stores no force, as
/// on a device without force sensing).
///
/// A gesture's point (`at_point`, `from` or `center`) may name a view instead of
/// coordinates: `{"view": "card", "point": "center"}` (`point` is `center`, `top`,
/// `bottom`, `left` or `right`, 10 pt inside that edge) starts the gesture wherever the
/// view is *shown* at that instant, mid-animation included, which is how a recipe catches
/// a moving view. A drag's or two-finger pan's `to` may be relative, `{"by": [dx, dy]}`.
/// Such recipes are synthesised against the scene (``synthesize(producer:resolver:)`` with
/// a `LiveSceneResolver`; `seamless record --recipe … --scene name`); the trace stores the
/// resolved coordinates, so it replays without the scene's help.
public struct Recipe: Sendable, Hashable {
  /// The recipe format version this library reads.
  package static let currentVersion = 1
  /// The latest instant a timeline item may start, in seconds (about 11.6 days): far
  /// beyond any interaction, far below where nanoseconds overflow 64 bits.
  package static let maximumTime: Double = 1_000_000
  /// The most touch samples a recipe may make (2,000,000: about 2.3 hours of one finger at
  /// 240 Hz), so that no recipe can exhaust memory.
  package static let maximumTouchSamples = 2_000_000

  /// What a timeline item does.
  package enum Action: Sendable, Hashable {
    /// A gesture; `force`, when given, is the peak its fingers press with.
    case gesture(Gesture, cancelled: Bool, force: Double?)
    case command(TraceCommand)
    case stall(seconds: Double)
    case frameRate(hertz: Double)
    case orientation(SystemEvent.Orientation)
    case marker(String)
  }

  /// When a timeline item starts.
  package enum Timing: Sendable, Hashable {
    case at(Double)
    case after(Double)
  }

  /// One timeline item.
  package struct Item: Sendable, Hashable {
    package var timing: Timing
    package var action: Action
    /// The view the gesture starts on, found where it is shown when the gesture starts
    /// (the gesture's own point is then replaced).
    package var target: ViewTarget?
    /// Where a drag or two-finger pan ends relative to where it starts (`"to": {"by": [dx, dy]}`).
    package var toOffset: Point?

    package init(timing: Timing, action: Action, target: ViewTarget? = nil, toOffset: Point? = nil) {
      self.timing = timing
      self.action = action
      self.target = target
      self.toOffset = toOffset
    }
  }

  package var scene: String
  package var seed: UInt64
  package var jitter: Double
  package var displayWidth: Double
  package var displayHeight: Double
  package var displayScale: Double
  package var refreshRate: Double
  package var touchRate: Int
  package var metadata: [String: String]
  package var timeline: [Item]
  /// The recipe as canonical JSON (keys sorted), stored in the trace header.
  package let canonicalJSON: String

  /// Reads a recipe from JSON text.
  public init(json text: String) throws(RecipeError) {
    let value: JSONValue
    do {
      value = try JSONValue(parsing: text)
    } catch let error as JSONValue.NumberOutOfRange {
      throw RecipeError(path: error.path, message: "a number beyond ±1.8e308, which no 64-bit float holds")
    } catch {
      throw RecipeError(path: "", message: "not valid JSON: \(error)")
    }
    try self.init(json: value)
  }

  /// Reads a recipe from parsed JSON.
  package init(json value: JSONValue) throws(RecipeError) {
    let root = try RecipeObject(value, path: "")
    try root.allowOnly(["version", "scene", "seed", "jitter", "display", "refresh_hz", "touch_hz", "metadata", "timeline"])
    let version = try root.integer("version")
    guard version == Int64(Self.currentVersion) else {
      throw RecipeError(path: "version", message: "recipe version \(version) is not supported (expected \(Self.currentVersion))")
    }
    scene = try root.optionalString("scene") ?? ""
    seed = try root.optionalUnsigned("seed") ?? 0
    jitter = try root.optionalNumber("jitter") ?? 0
    if let display = try root.optionalObject("display") {
      try display.allowOnly(["width", "height", "scale"])
      displayWidth = try display.number("width")
      displayHeight = try display.number("height")
      displayScale = try display.optionalNumber("scale") ?? 3
    } else {
      (displayWidth, displayHeight, displayScale) = (390, 844, 3)
    }
    refreshRate = try root.optionalNumber("refresh_hz") ?? 120
    let touchRate = try root.optionalInteger("touch_hz") ?? 120
    guard (1...10_000).contains(touchRate) else {
      throw RecipeError(path: "touch_hz", message: "\(touchRate) Hz is outside 1…10000 Hz")
    }
    self.touchRate = Int(touchRate)
    var metadata: [String: String] = [:]
    if let object = try root.optionalObject("metadata") {
      for key in object.keys { metadata[key] = try object.string(key) }
    }
    self.metadata = metadata
    var timeline: [Item] = []
    for (index, element) in try root.array("timeline").enumerated() {
      timeline.append(try Self.item(element, path: "timeline[\(index)]"))
    }
    self.timeline = timeline
    canonicalJSON = value.canonicalText
  }

  /// The header of the trace the recipe makes: display, rates, scene, the recipe itself and
  /// its seed.
  package func header(producer: String = Recipe.defaultProducer) -> TraceHeader {
    var header = TraceHeader(
      producer: producer, displayWidth: displayWidth, displayHeight: displayHeight, displayScale: displayScale,
      refreshRate: refreshRate, touchSamplingRate: Double(touchRate), sceneName: scene, recipe: canonicalJSON, seed: seed,
      metadata: metadata)
    header.metadata["synthesis.rng"] = "splitmix64-xoshiro256starstar-v\(SeededGenerator.algorithmVersion)"
    return header
  }

  /// The producer a synthesised trace's header names by default: the synthesis algorithm's
  /// version, so a trace says which generator made it.
  package static let defaultProducer = "seamless synthesis \(SeededGenerator.algorithmVersion)"

  /// Whether any gesture aims at a view, so that synthesis needs a ``ViewResolver``.
  package var aimsAtViews: Bool { timeline.contains { $0.target != nil } }

  /// The trace the recipe describes: header (with this recipe and seed) and events.
  ///
  /// - Parameters:
  ///   - producer: what the header names as the trace's producer (`nil`: the synthesis
  ///     algorithm's version, so a trace says which generator made it).
  ///   - resolver: where gestures that aim at views find them; required when any gesture
  ///     aims at a view.
  /// - Returns: the trace, the same bits for the same recipe.
  /// - Throws: a ``RecipeError`` naming the first item that cannot be made (a gesture aimed at
  ///   a view with no resolver, a view the resolver cannot find, samples beyond the limits).
  public func synthesize(
    producer: String? = nil, resolver: (any ViewResolver)? = nil
  ) throws(RecipeError) -> Trace {
    let producer = producer ?? Self.defaultProducer
    var synthesizer = GestureSynthesizer(
      configuration: .init(
        touchRate: touchRate, jitter: jitter, seed: seed, displayWidth: displayWidth, displayHeight: displayHeight))
    var keyed: [(time: Int64, order: Int, event: TraceEvent)] = []
    var previousEnd = 0.0
    for (index, item) in timeline.enumerated() {
      let path = "timeline[\(index)]"
      let start: Double =
        switch item.timing {
        case .at(let seconds): seconds
        case .after(let seconds): previousEnd + seconds
        }
      guard start <= Self.maximumTime else {
        throw RecipeError(path: path, message: "starts at \(start) s, after the latest allowed start of \(Self.maximumTime) s")
      }
      let startNS = Int64((start * 1e9).rounded())
      var events: [TraceEvent] = []
      switch item.action {
      case .gesture(var gesture, let cancelled, let force):
        if let target = item.target {
          guard let resolver else {
            throw RecipeError(
              path: path,
              message:
                "aims at the \(target) and needs the scene to find it: synthesise with a resolver (seamless record --recipe … --scene name)"
            )
          }
          let prior = keyed.filter { $0.time < startNS }.sorted { ($0.time, $0.order) < ($1.time, $1.order) }.map(\.event)
          guard let point = resolver.resolve(target, at: startNS, after: prior) else {
            throw RecipeError(path: path, message: "the \(target) is not on screen at \(start) s")
          }
          gesture = gesture.anchored(at: point, toOffset: item.toOffset)
        } else if let offset = item.toOffset, let start = gesture.startPoint {
          gesture = gesture.anchored(at: start, toOffset: offset)
        }
        // An upper bound, checked before anything is made: at most two fingers per stroke
        // and two strokes per gesture, one sample per period plus both ends.
        let periods = Int((min(max(gesture.duration, 0), 3600) * Double(touchRate)).rounded())
        guard keyed.count + 4 * (periods + 2) <= Self.maximumTouchSamples else {
          throw RecipeError(path: path, message: "the recipe makes more than \(Self.maximumTouchSamples) touch samples")
        }
        do {
          events = try synthesizer.synthesize(gesture, at: startNS, cancelled: cancelled, force: force).map(TraceEvent.touch)
        } catch {
          throw RecipeError(path: path, message: error.description)
        }
        previousEnd = start + gesture.duration
      case .command(var command):
        command.time = startNS
        events = [.command(command)]
        previousEnd = start
      case .stall(let seconds):
        events = [.system(SystemEvent(time: startNS, kind: .stall(duration: Int64((seconds * 1e9).rounded()))))]
        previousEnd = start + seconds
      case .frameRate(let hertz):
        events = [.system(SystemEvent(time: startNS, kind: .frameRate(hertz: hertz)))]
        previousEnd = start
      case .orientation(let orientation):
        events = [.system(SystemEvent(time: startNS, kind: .orientation(orientation)))]
        previousEnd = start
      case .marker(let label):
        events = [.marker(TraceMarker(time: startNS, label: label))]
        previousEnd = start
      }
      for event in events { keyed.append((event.time, keyed.count, event)) }
    }
    keyed.sort { ($0.time, $0.order) < ($1.time, $1.order) }
    let header = header(producer: producer)
    do {
      try header.validate()
      var validator = TouchSequenceValidator()
      for entry in keyed { try validator.validate(entry.event) }
    } catch {
      throw RecipeError(path: "", message: "the synthesised trace is not valid: \(error)")
    }
    return Trace(header: header, events: keyed.map(\.event))
  }

  // MARK: - Items

  private static let easingKeys: Set<String> = ["easing"]

  private static func item(_ value: JSONValue, path: String) throws(RecipeError) -> Item {
    let object = try RecipeObject(value, path: path)
    let timing: Timing
    switch (try object.optionalNumber("at"), try object.optionalNumber("after")) {
    case (let at?, nil):
      guard at >= 0 else { throw RecipeError(path: "\(path).at", message: "\(at) s is before the start of the trace") }
      guard at <= maximumTime else {
        throw RecipeError(path: "\(path).at", message: "\(at) s is after the latest allowed start of \(maximumTime) s")
      }
      timing = .at(at)
    case (nil, let after?):
      guard after >= 0 && after <= maximumTime else {
        throw RecipeError(path: "\(path).after", message: "\(after) s is outside 0…\(maximumTime) s")
      }
      timing = .after(after)
    case (nil, nil): timing = .after(0)
    case (.some, .some): throw RecipeError(path: path, message: "give either \"at\" or \"after\", not both")
    }
    let kinds = ["gesture", "command", "stall", "frame_rate", "orientation", "marker"].filter { object.has($0) }
    guard kinds.count == 1, let kind = kinds.first else {
      throw RecipeError(
        path: path,
        message:
          "needs exactly one of gesture, command, stall, frame_rate, orientation, marker (found \(kinds.isEmpty ? "none" : kinds.joined(separator: ", ")))"
      )
    }
    let action: Action
    switch kind {
    case "gesture":
      let aimed = try gesture(object, path: path)
      return Item(timing: timing, action: aimed.action, target: aimed.target, toOffset: aimed.toOffset)
    case "command":
      try object.allowOnly(["at", "after", "command", "args"])
      action = .command(TraceCommand(time: 0, name: try object.string("command"), arguments: try arguments(object, path: path)))
    case "stall":
      try object.allowOnly(["at", "after", "stall"])
      let seconds = try object.number("stall")
      guard seconds >= 0 && seconds <= 3600 else {
        throw RecipeError(path: "\(path).stall", message: "a stall of \(seconds) s is outside 0…3600 s")
      }
      action = .stall(seconds: seconds)
    case "frame_rate":
      try object.allowOnly(["at", "after", "frame_rate"])
      let hertz = try object.number("frame_rate")
      guard hertz > 0 && hertz <= 1000 else {
        throw RecipeError(path: "\(path).frame_rate", message: "\(hertz) Hz is outside (0, 1000] Hz")
      }
      action = .frameRate(hertz: hertz)
    case "orientation":
      try object.allowOnly(["at", "after", "orientation"])
      let name = try object.string("orientation")
      guard let orientation = SystemEvent.Orientation(name: name) else {
        throw RecipeError(
          path: "\(path).orientation",
          message: "unknown orientation \"\(name)\" (expected \(SystemEvent.Orientation.allCases.map(\.name).joined(separator: ", ")))")
      }
      action = .orientation(orientation)
    default:
      try object.allowOnly(["at", "after", "marker"])
      action = .marker(try object.string("marker"))
    }
    return Item(timing: timing, action: action)
  }

  private static func gesture(
    _ object: RecipeObject, path: String
  ) throws(RecipeError) -> (action: Action, target: ViewTarget?, toOffset: Point?) {
    let name = try object.string("gesture")
    let common: Set<String> = ["at", "after", "gesture", "cancelled", "force"]
    func allow(_ keys: Set<String>) throws(RecipeError) { try object.allowOnly(common.union(keys)) }
    func easing(_ fallback: PathEasing) throws(RecipeError) -> PathEasing {
      guard let text = try object.optionalString("easing") else { return fallback }
      guard let easing = PathEasing(rawValue: text) else {
        throw RecipeError(
          path: "\(path).easing",
          message: "unknown easing \"\(text)\" (expected \(PathEasing.allCases.map(\.rawValue).joined(separator: ", ")))")
      }
      return easing
    }
    // A gesture's start may name a view; its end may be relative.
    var target: ViewTarget?
    var toOffset: Point?
    func start(_ key: String) throws(RecipeError) -> Point {
      if let aimed = try object.viewTarget(key) {
        target = aimed
        return Point(x: 0, y: 0)
      }
      return try object.point(key)
    }
    func end(_ key: String) throws(RecipeError) -> Point {
      if let offset = try object.relativePoint(key) {
        toOffset = offset
        return Point(x: 0, y: 0)
      }
      return try object.point(key)
    }
    let gesture: Gesture
    switch name {
    case "tap":
      try allow(["at_point", "hold"])
      gesture = .tap(at: try start("at_point"), hold: try object.optionalNumber("hold") ?? 0.08)
    case "double-tap":
      try allow(["at_point", "hold", "interval"])
      gesture = .doubleTap(
        at: try start("at_point"), hold: try object.optionalNumber("hold") ?? 0.08,
        interval: try object.optionalNumber("interval") ?? 0.12)
    case "long-press":
      try allow(["at_point", "duration", "drift"])
      gesture = .longPress(
        at: try start("at_point"), duration: try object.optionalNumber("duration") ?? 0.8,
        drift: object.has("drift") ? try object.point("drift") : Point(x: 0, y: 0))
    case "drag":
      try allow(["from", "to", "duration", "easing"])
      gesture = .drag(
        from: try start("from"), to: try end("to"), duration: try object.optionalNumber("duration") ?? 0.5,
        easing: try easing(.easeInOut))
    case "fling":
      try allow(["from", "velocity", "duration"])
      gesture = .fling(
        from: try start("from"), velocity: try object.point("velocity"), duration: try object.optionalNumber("duration") ?? 0.25)
    case "pinch":
      try allow(["center", "from_span", "to_span", "angle", "duration", "easing"])
      gesture = .pinch(
        center: try start("center"), fromSpan: try object.number("from_span"), toSpan: try object.number("to_span"),
        angle: try object.optionalNumber("angle") ?? 0, duration: try object.optionalNumber("duration") ?? 0.5,
        easing: try easing(.easeInOut))
    case "rotate":
      try allow(["center", "radius", "from_angle", "to_angle", "duration", "easing"])
      gesture = .rotate(
        center: try start("center"), radius: try object.optionalNumber("radius") ?? 60,
        fromAngle: try object.optionalNumber("from_angle") ?? 0, toAngle: try object.number("to_angle"),
        duration: try object.optionalNumber("duration") ?? 0.5, easing: try easing(.easeInOut))
    case "two-finger-pan":
      try allow(["from", "to", "spacing", "duration", "easing"])
      gesture = .twoFingerPan(
        from: try start("from"), to: try end("to"), spacing: try object.optionalNumber("spacing") ?? 40,
        duration: try object.optionalNumber("duration") ?? 0.5, easing: try easing(.easeInOut))
    case "edge-swipe":
      try allow(["edge", "position", "distance", "duration", "easing"])
      let edgeName = try object.string("edge")
      guard let edge = Gesture.ScreenEdge(rawValue: edgeName) else {
        throw RecipeError(path: "\(path).edge", message: "unknown edge \"\(edgeName)\" (expected left, right, top, bottom)")
      }
      gesture = .edgeSwipe(
        edge: edge, position: try object.number("position"), distance: try object.optionalNumber("distance") ?? 120,
        duration: try object.optionalNumber("duration") ?? 0.3, easing: try easing(.easeOut))
    default:
      throw RecipeError(
        path: "\(path).gesture",
        message:
          "unknown gesture \"\(name)\" (expected tap, double-tap, long-press, drag, fling, pinch, rotate, two-finger-pan, edge-swipe)")
    }
    let force = try object.optionalNumber("force")
    if let force, !(force > 0 && force <= TraceQuantization.maximumForceOrRadius) {
      throw RecipeError(
        path: "\(path).force",
        message:
          "\(force) is no press: give a peak force above 0 and at most \(Int(TraceQuantization.maximumForceOrRadius)) (1.0 is an average touch, 20/3 the most an iPhone reports)"
      )
    }
    return (.gesture(gesture, cancelled: try object.optionalBool("cancelled") ?? false, force: force), target, toOffset)
  }

  private static func arguments(_ object: RecipeObject, path: String) throws(RecipeError) -> [TraceCommand.Argument] {
    guard object.has("args") else { return [] }
    var arguments: [TraceCommand.Argument] = []
    for (index, element) in try object.array("args").enumerated() {
      let argument = try RecipeObject(element, path: "\(path).args[\(index)]")
      let types = ["number", "integer", "string", "bool", "point"].filter { argument.has($0) }
      try argument.allowOnly(["name", "number", "integer", "string", "bool", "point"])
      guard types.count == 1, let type = types.first else {
        throw RecipeError(path: "\(path).args[\(index)]", message: "needs exactly one of number, integer, string, bool, point")
      }
      let value: TraceCommand.Value =
        switch type {
        case "number": .number(try argument.number("number"))
        case "integer": .integer(try argument.integer("integer"))
        case "string": .string(try argument.string("string"))
        case "bool": .bool(try argument.bool("bool"))
        default: .point(x: try argument.point("point").x, y: try argument.point("point").y)
        }
      arguments.append(TraceCommand.Argument(name: try argument.optionalString("name") ?? "", value: value))
    }
    return arguments
  }
}
