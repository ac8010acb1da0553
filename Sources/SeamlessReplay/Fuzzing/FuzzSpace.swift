import SeamlessEngine
import SeamlessTrace

/// Where and how a fuzzer touches a scene: the display, the points where the scene's
/// interactive things are, the commands it knows, and how many actions a case has.
///
/// A case is a sequence of one to ``maximumActions`` actions separated by gaps of 0 to
/// 0.95 s (short gaps catch animations mid-flight): a fling, a drag or a tap starting at
/// one of the ``anchors``, or a command. Every number comes from the
/// ``ChoiceReader``, with the first alternative and zero the simplest: a fling, from the
/// first anchor, straight down at 300 pt/s. Every action is valid for the synthesiser by
/// construction (a fling lasts at least 100 ms plus two samples and is slowed to stay on
/// the display); the anchors must lie on the display.
///
/// ```swift
/// let space = FuzzSpace(anchors: [Point(x: 195, y: 600), Point(x: 195, y: 300)], commands: ["toggle"])
/// let trace = space.trace(from: ChoiceSequence(bytes: [0]), sceneName: "card-drag")   // one fling
/// ```
public struct FuzzSpace: Sendable, Hashable {
  public var displayWidth = 390.0
  public var displayHeight = 844.0
  public var refreshRate = 120
  public var touchRate = 120
  /// Where gestures begin.
  public var anchors: [Point]
  /// Commands a case may send (with no arguments).
  public var commands: [String]
  public var maximumActions = 5
  /// Whether cases may also pinch and rotate with two fingers around an anchor (after the
  /// single-finger kinds and commands in the order of choices, so single-finger spaces keep
  /// their choice layout).
  public var twoFingerGestures = false

  public init(anchors: [Point], commands: [String] = [], twoFingerGestures: Bool = false) {
    self.anchors = anchors
    self.commands = commands
    self.twoFingerGestures = twoFingerGestures
  }

  /// The trace a choice sequence describes, named for `sceneName`, with the choices in its
  /// metadata (`choices`), so a regression file explains itself.
  public func trace(from choices: ChoiceSequence, sceneName: String) -> Trace {
    var reader = ChoiceReader(choices)
    var synthesizer = GestureSynthesizer(
      configuration: .init(touchRate: touchRate, jitter: 0, seed: 0, displayWidth: displayWidth, displayHeight: displayHeight))
    var events: [TraceEvent] = []
    var time = 100_000_000 as Int64
    let actions = 1 + reader.draw(below: maximumActions)
    for _ in 0..<actions {
      let anchor = anchors.isEmpty ? Point(x: displayWidth / 2, y: displayHeight / 2) : anchors[reader.draw(below: anchors.count)]
      let singleKinds = commands.isEmpty ? 3 : 4
      let kinds = singleKinds + (twoFingerGestures ? 2 : 0)
      var duration = 0.0
      let kind = reader.draw(below: kinds)
      if kind >= singleKinds {
        // Two fingers, 60 pt either side of the anchor (kept on the display).
        let center = Point(x: min(max(anchor.x, 100), displayWidth - 100), y: min(max(anchor.y, 100), displayHeight - 100))
        duration = 0.3 + 0.1 * Double(reader.draw(below: 4))
        let gesture: Gesture
        if kind == singleKinds {
          let toSpan = 40 + 10 * Double(reader.draw(below: 15))
          gesture = .pinch(center: center, fromSpan: 120, toSpan: toSpan, angle: 0, duration: duration, easing: .easeInOut)
        } else {
          let angle = Double(reader.draw(below: 13) - 6) * 15
          gesture = .rotate(
            center: center, radius: 60, fromAngle: 0, toAngle: angle, duration: duration, easing: .easeInOut)
        }
        events += ((try? synthesizer.synthesize(gesture, at: time)) ?? []).map(TraceEvent.touch)
        time += Int64((duration * 1e9).rounded()) + 50_000_000 * Int64(reader.draw(below: 20))
        continue
      }
      switch kind {
      case 0:
        var speed = 300 + 100 * Double(reader.draw(below: 28))
        let direction = reader.draw(below: 2) == 0 ? 1.0 : -1.0
        // At least 100 ms at the release velocity plus two samples (the synthesiser's rule).
        duration = 0.1 + 2.0 / Double(max(touchRate, 1)) + 0.05 * Double(reader.draw(below: 5))
        // Slow enough to stay on the display.
        let room = direction > 0 ? displayHeight - 1 - anchor.y : anchor.y - 1
        speed = min(speed, max(room, 0) / duration)
        let gesture = Gesture.fling(from: anchor, velocity: Point(x: 0, y: direction * speed), duration: duration)
        events += ((try? synthesizer.synthesize(gesture, at: time)) ?? []).map(TraceEvent.touch)
      case 1:
        let y = 100 + 10 * Double(reader.draw(below: 65))
        duration = 0.2 + 0.1 * Double(reader.draw(below: 5))
        let gesture = Gesture.drag(from: anchor, to: Point(x: anchor.x, y: y), duration: duration, easing: .easeInOut)
        events += ((try? synthesizer.synthesize(gesture, at: time)) ?? []).map(TraceEvent.touch)
      case 2:
        duration = 0.08
        events += ((try? synthesizer.synthesize(.tap(at: anchor, hold: duration), at: time)) ?? []).map(TraceEvent.touch)
      default:
        let name = commands[reader.draw(below: commands.count)]
        events.append(.command(TraceCommand(time: time, name: name)))
      }
      time += Int64((duration * 1e9).rounded()) + 50_000_000 * Int64(reader.draw(below: 20))
    }
    // Actions follow each other in time already; a stable sort keeps it so whatever a
    // gesture's last sample time is.
    events = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    var header = TraceHeader(
      producer: "seamless fuzz", displayWidth: displayWidth, displayHeight: displayHeight, refreshRate: Double(refreshRate),
      touchSamplingRate: Double(touchRate), sceneName: sceneName)
    header.metadata["choices"] = choices.hex
    return Trace(header: header, events: events)
  }
}
