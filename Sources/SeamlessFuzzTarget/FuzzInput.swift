import SeamlessEngine
import SeamlessReplay
import SeamlessScenes
import SeamlessTrace

/// One fuzz input, as libFuzzer (or a file on the command line) gives it: the first byte
/// picks what is fuzzed, the rest is the input proper.
///
/// - `0` (mod 3): the trace decoder. The bytes are a trace file: decoding must end in a
///   trace or a `TraceError`, never a crash or a hang; a decoded trace must survive the
///   JSON Lines round trip unchanged.
/// - `1`: the `card-drag` scene, `2`: the `photo` scene. The bytes are a ``ChoiceSequence``
///   for the scene's ``FuzzSpace``; every invariant must hold on the replay.
///
/// A broken property is a `Failure` with a message; the entry point turns it into a crash so
/// libFuzzer keeps the input.
///
/// ```swift
/// try FuzzInput(bytes: [1, 0x01]).check()   // two flings on the card
/// ```
struct FuzzInput {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  let selector: UInt8
  let payload: [UInt8]

  init(bytes: [UInt8]) {
    selector = bytes.first ?? 0
    payload = Array(bytes.dropFirst())
  }

  func check() throws(Failure) {
    switch selector % 3 {
    case 0: try checkDecoder()
    case 1: try checkScene("card-drag")
    default: try checkScene("photo")
    }
  }

  private func checkDecoder() throws(Failure) {
    var limits = TraceLimits.default
    limits.maximumInflatedBytes = 1 << 22
    guard let trace = try? Trace(bytes: payload, limits: limits) else { return }
    let lines = [TraceJSONLines.line(for: trace.header)] + trace.events.map { TraceJSONLines.line(for: $0) }
    var decoder = TraceJSONLinesDecoder()
    var again: [String] = []
    for (index, line) in lines.enumerated() {
      let item: TraceJSONLinesDecoder.Item?
      do {
        item = try decoder.decode(line, lineNumber: index + 1)
      } catch {
        throw Failure(description: "line \(index + 1) of a decoded trace's JSON Lines does not import: \(error)\n\(line)")
      }
      switch item {
      case .header(let header): again.append(TraceJSONLines.line(for: header))
      case .event(let event): again.append(TraceJSONLines.line(for: event))
      case nil: break
      }
    }
    guard again == lines else {
      throw Failure(description: "JSON Lines export → import → export is not byte-identical")
    }
  }

  private func checkScene(_ name: String) throws(Failure) {
    guard let setup = BuiltInScenes.fuzzSetup(for: name) else { return }
    let space = FuzzSpace(
      anchors: setup.anchors, targets: setup.targets, commands: setup.commands, twoFingerGestures: setup.twoFingers)
    let trace = space.trace(from: ChoiceSequence(bytes: payload), sceneName: name) {
      BuiltInScenes.make(name) ?? CardDragScene()
    }
    var configuration = ReplayConfiguration()
    configuration.checksDeterminism = false
    let report = Replayer(configuration: configuration).replay(trace, sceneName: name) {
      BuiltInScenes.make(name) ?? CardDragScene()
    }
    guard report.passed else { throw Failure(description: report.text) }
  }
}
