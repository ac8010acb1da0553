import Foundation

/// Reads JSON Lines (see ``TraceJSONLines``) line by line into a header and events.
///
/// The first non-blank line must be the header; later lines are events, checked by
/// ``TouchSequenceValidator``. Every error names the line.
///
/// ```swift
/// var decoder = TraceJSONLinesDecoder()
/// var lines = try LineReader(path: "trace.jsonl")
/// while let line = try lines.next() {
///   switch try decoder.decode(line, lineNumber: lines.lineNumber) {
///   case .header(let header)?: print(header.sceneName)
///   case .event(let event)?: print(event.time)
///   case nil: break   // blank line
///   }
/// }
/// ```
package struct TraceJSONLinesDecoder {
  /// One decoded line.
  package enum Item: Sendable, Hashable {
    case header(TraceHeader)
    case event(TraceEvent)
  }

  private var sawHeader = false
  private var validator = TouchSequenceValidator()
  private let decoder = JSONDecoder()
  /// Whether touch lines take ``TouchLineScanner`` (tests turn it off to compare).
  var usesFastPath = true

  /// A decoder expecting a header first.
  package init() {}

  /// Decodes one line; `nil` for a blank line.
  package mutating func decode(_ line: String, lineNumber: Int) throws(TraceError) -> Item? {
    // Touch samples, nearly every line, take the fast path (same values, same errors).
    if sawHeader, usesFastPath, let event = Self.touch(TouchLineScanner.scan(line)) {
      return try accept(event, lineNumber: lineNumber)
    }
    return try decodeGeneral(line, lineNumber: lineNumber)
  }

  /// Decodes one line from its bytes (valid UTF-8, without its line ending).
  ///
  /// Returns `nil` for a blank line. A `String` is made only for a line the fast path
  /// leaves to the general decoder.
  mutating func decode(utf8 line: UnsafeBufferPointer<UInt8>, lineNumber: Int) throws(TraceError) -> Item? {
    if sawHeader, usesFastPath, let event = Self.touch(TouchLineScanner.scan(line)) {
      return try accept(event, lineNumber: lineNumber)
    }
    return try decodeGeneral(String(decoding: line, as: UTF8.self), lineNumber: lineNumber)
  }

  /// The next header or event of `lines`, skipping blank lines; `nil` at the end.
  ///
  /// The same items and errors as ``decode(_:lineNumber:)`` on each line of
  /// ``LineReader/next()``, without making a `String` for a touch line.
  ///
  /// ```swift
  /// var decoder = TraceJSONLinesDecoder()
  /// var lines = try LineReader(path: "trace.jsonl")
  /// while let item = try decoder.next(from: &lines) { print(item) }
  /// ```
  package mutating func next(from lines: inout LineReader) throws(TraceError) -> Item? {
    while let item = try lines.withNextLine({ line, lineNumber throws(TraceError) in try decode(utf8: line, lineNumber: lineNumber) }) {
      if let item { return item }
    }
    return nil
  }

  /// The event of a scanned touch line, or `nil` when the general decoder must read it (an
  /// id beyond 32 bits).
  private static func touch(_ fields: TouchLineScanner.Fields?) -> TraceEvent? {
    guard let fields, let touchID = UInt32(exactly: fields.id) else { return nil }
    return .touch(
      TouchSample(
        time: fields.time, touchID: touchID, phase: fields.phase, x: fields.x, y: fields.y, force: fields.force,
        majorRadius: fields.majorRadius
      ).quantized())
  }

  /// Checks an event against the events before it.
  private mutating func accept(_ event: TraceEvent, lineNumber: Int) throws(TraceError) -> Item {
    do {
      try validator.validate(event)
    } catch {
      var located = error
      located.line = lineNumber
      throw located
    }
    return .event(event)
  }

  private mutating func decodeGeneral(_ line: String, lineNumber: Int) throws(TraceError) -> Item? {
    guard line.contains(where: { !$0.isWhitespace }) else { return nil }
    let object: Line
    do {
      object = try decoder.decode(Line.self, from: Data(line.utf8))
    } catch let error as DecodingError {
      throw TraceError(.syntax(Self.describe(error)), line: lineNumber)
    } catch {
      throw TraceError(.syntax("not JSON: \(error)"), line: lineNumber)
    }
    if !sawHeader {
      guard object.kind == "header" else {
        throw TraceError(.syntax("expected the header line (\"kind\":\"header\") first, found kind \"\(object.kind)\""), line: lineNumber)
      }
      sawHeader = true
      return .header(try header(from: object, lineNumber: lineNumber))
    }
    guard object.kind != "header" else {
      throw TraceError(.syntax("a second header line: a trace has one header, on its first line"), line: lineNumber)
    }
    return try accept(try self.event(from: object, lineNumber: lineNumber), lineNumber: lineNumber)
  }

  private func header(from line: Line, lineNumber: Int) throws(TraceError) -> TraceHeader {
    if let version = line.format_version, version > Int(TraceFormat.version) || version < 1 {
      throw TraceError(.unsupportedVersion(found: UInt8(clamping: version), newestSupported: TraceFormat.version), line: lineNumber)
    }
    var header = TraceHeader(
      producer: line.producer ?? "",
      displayWidth: line.display?.width ?? 390, displayHeight: line.display?.height ?? 844,
      displayScale: line.display?.scale ?? 3,
      refreshRate: line.refresh_hz ?? 120, touchSamplingRate: line.touch_hz ?? 120,
      sceneName: line.scene ?? "", recipe: line.recipe, seed: line.seed, metadata: line.metadata ?? [:])
    header.formatVersion = TraceFormat.version
    do {
      try header.validate()
    } catch {
      var located = error
      located.line = lineNumber
      throw located
    }
    return header
  }

  private func event(from line: Line, lineNumber: Int) throws(TraceError) -> TraceEvent {
    func require<T>(_ value: T?, _ key: String) throws(TraceError) -> T {
      guard let value else { throw TraceError(.syntax("a \(line.kind) line needs \"\(key)\""), line: lineNumber) }
      return value
    }
    let time = try require(line.t_ns, "t_ns")
    switch line.kind {
    case "touch":
      let phaseName = try require(line.phase, "phase")
      guard let phase = TouchPhase(name: phaseName) else {
        throw TraceError(
          .syntax("unknown phase \"\(phaseName)\" (expected began, moved, stationary, ended or cancelled)"), line: lineNumber)
      }
      let id = try require(line.id, "id")
      guard let touchID = UInt32(exactly: id) else {
        throw TraceError(.outOfRange(field: "id", value: "\(id)", allowed: "0…\(UInt32.max)"), line: lineNumber)
      }
      return .touch(
        TouchSample(
          time: time, touchID: touchID, phase: phase, x: try require(line.x, "x"), y: try require(line.y, "y"),
          force: line.force, majorRadius: line.major_radius
        ).quantized())
    case "command":
      var arguments: [TraceCommand.Argument] = []
      for (index, argument) in (line.args ?? []).enumerated() {
        let values: [TraceCommand.Value?] = [
          argument.number.map { .number($0) }, argument.integer.map { .integer($0) },
          argument.string.map { .string($0) }, argument.bool.map { .bool($0) },
          argument.point.map { point in .point(x: point.first ?? .nan, y: point.count == 2 ? point[1] : .nan) },
        ]
        let present = values.compactMap { $0 }
        guard present.count == 1, let value = present.first else {
          throw TraceError(
            .syntax("args[\(index)] needs exactly one of number, integer, string, bool, point (found \(present.count))"), line: lineNumber)
        }
        if case .point = value, argument.point?.count != 2 {
          throw TraceError(.syntax("args[\(index)].point needs two numbers [x, y]"), line: lineNumber)
        }
        arguments.append(.init(name: argument.name ?? "", value: value))
      }
      return .command(TraceCommand(time: time, name: try require(line.name, "name"), arguments: arguments))
    case "system":
      let type = try require(line.type, "type")
      switch type {
      case "stall": return .system(SystemEvent(time: time, kind: .stall(duration: try require(line.duration_ns, "duration_ns"))))
      case "frame_rate": return .system(SystemEvent(time: time, kind: .frameRate(hertz: try require(line.hz, "hz"))))
      case "orientation":
        let name = try require(line.orientation, "orientation")
        guard let orientation = SystemEvent.Orientation(name: name) else {
          throw TraceError(
            .syntax("unknown orientation \"\(name)\" (expected portrait, portraitUpsideDown, landscapeLeft or landscapeRight)"),
            line: lineNumber)
        }
        return .system(SystemEvent(time: time, kind: .orientation(orientation)))
      default:
        throw TraceError(.syntax("unknown system type \"\(type)\" (expected stall, frame_rate or orientation)"), line: lineNumber)
      }
    case "marker":
      return .marker(TraceMarker(time: time, label: try require(line.label, "label")))
    case "header":
      throw TraceError(.syntax("a second header line (expected events after the first line)"), line: lineNumber)
    default:
      throw TraceError(.syntax("unknown kind \"\(line.kind)\" (expected touch, command, system or marker)"), line: lineNumber)
    }
  }

  private static func describe(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
    switch error {
    case .keyNotFound(let key, _): return "missing key \"\(key.stringValue)\""
    case .typeMismatch(let type, let context): return "\"\(path(context))\" should be \(type): \(context.debugDescription)"
    case .valueNotFound(let type, let context): return "\"\(path(context))\" should be \(type), found null"
    case .dataCorrupted(let context):
      let underlying = context.underlyingError.map { " (\($0))" } ?? ""
      return "not valid JSON\(context.codingPath.isEmpty ? "" : " at \"\(path(context))\""): \(context.debugDescription)\(underlying)"
    @unknown default: return "\(error)"
    }
  }

  /// Every key any line may have.
  private struct Line: Decodable {
    struct Display: Decodable {
      var width: Double
      var height: Double
      var scale: Double
    }

    struct Argument: Decodable {
      var name: String?
      var number: Double?
      var integer: Int64?
      var string: String?
      var bool: Bool?
      var point: [Double]?
    }

    var kind: String
    var t_ns: Int64?
    var id: Int64?
    var phase: String?
    var x: Double?
    var y: Double?
    var force: Double?
    var major_radius: Double?
    var name: String?
    var args: [Argument]?
    var type: String?
    var duration_ns: Int64?
    var hz: Double?
    var orientation: String?
    var label: String?
    var format_version: Int?
    var producer: String?
    var display: Display?
    var refresh_hz: Double?
    var touch_hz: Double?
    var scene: String?
    var recipe: String?
    var seed: UInt64?
    var metadata: [String: String]?
  }
}
