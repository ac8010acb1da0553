/// Decodes events blocks (see ``TraceFormat``) one event at a time.
///
/// The decoder keeps the coding state that carries across blocks, mirroring
/// ``EventBlockEncoder``. ``start(block:count:baseOffset:limits:)`` checks a block's column
/// table against the body; ``next(eventIndex:)`` then decodes event by event straight
/// from the columns, without allocating for touch samples.
///
/// The block body must stay alive and unchanged until the block is finished.
struct EventBlockDecoder {
  private var tags = ByteDecoder(UnsafeRawBufferPointer(start: nil, count: 0), baseOffset: 0)
  private var time = ByteDecoder(UnsafeRawBufferPointer(start: nil, count: 0), baseOffset: 0)
  private var ids = ByteDecoder(UnsafeRawBufferPointer(start: nil, count: 0), baseOffset: 0)
  private var xs = ByteDecoder(UnsafeRawBufferPointer(start: nil, count: 0), baseOffset: 0)
  private var ys = ByteDecoder(UnsafeRawBufferPointer(start: nil, count: 0), baseOffset: 0)
  private var extras = ByteDecoder(UnsafeRawBufferPointer(start: nil, count: 0), baseOffset: 0)
  private var aux = ByteDecoder(UnsafeRawBufferPointer(start: nil, count: 0), baseOffset: 0)
  private var previousTime: Int64 = 0
  private var previousStep: Int64 = 0
  private var previousTouchID: UInt32?
  private var prediction = TouchPrediction()
  private var limits = TraceLimits.default

  /// Events of the current block not yet decoded.
  private(set) var remaining = 0

  init() {}

  /// Starts decoding the events record body in `body`.
  mutating func start(block body: UnsafeRawBufferPointer, baseOffset: Int64, limits: TraceLimits) throws(TraceError) {
    self.limits = limits
    var header = ByteDecoder(body, baseOffset: baseOffset)
    let count = try header.readCount("events block event count", limit: limits.maximumEventsPerBlock)
    guard count > 0 else { throw header.malformed("events block holds no events (expected at least 1)") }
    var lengths = [Int](repeating: 0, count: 6)
    for index in 0..<6 {
      lengths[index] = try header.readCount("events block column \(index) length", limit: limits.maximumRecordLength)
    }
    let columnsStart = header.position + count
    let total = lengths.reduce(count, +)
    guard total == header.remaining else {
      throw header.malformed(
        "events block columns need \(total) bytes but the record has \(header.remaining) after its column table")
    }
    tags = ByteDecoder(body, start: header.position, count: count, baseOffset: baseOffset)
    var start = columnsStart
    time = ByteDecoder(body, start: start, count: lengths[0], baseOffset: baseOffset)
    start += lengths[0]
    ids = ByteDecoder(body, start: start, count: lengths[1], baseOffset: baseOffset)
    start += lengths[1]
    xs = ByteDecoder(body, start: start, count: lengths[2], baseOffset: baseOffset)
    start += lengths[2]
    ys = ByteDecoder(body, start: start, count: lengths[3], baseOffset: baseOffset)
    start += lengths[3]
    extras = ByteDecoder(body, start: start, count: lengths[4], baseOffset: baseOffset)
    start += lengths[4]
    aux = ByteDecoder(body, start: start, count: lengths[5], baseOffset: baseOffset)
    remaining = count
  }

  /// Checks that the finished block used every byte of every column.
  func finish() throws(TraceError) {
    for (name, column) in [("time", time), ("id", ids), ("x", xs), ("y", ys), ("extra", extras), ("aux", aux)]
    where !column.isAtEnd {
      throw column.malformed("events block \(name) column has \(column.remaining) unused bytes")
    }
  }

  /// Decodes up to `maximum` events of the block into `batch` (uninitialised memory for
  /// `maximum` events), counting them; `decoded` is how many it initialised.
  ///
  /// Touch samples need no further checks: decoding enforces every rule of
  /// ``TouchSequenceValidator`` for them; other events get its value checks here.
  ///
  /// Returns the error that stopped decoding early, if any; the events before it are in
  /// `batch`. When the block is used up, its columns are checked for leftover bytes.
  mutating func decode(
    maximum: Int, into batch: UnsafeMutablePointer<TraceEvent>, decoded: inout Int, counts: inout TraceCounts
  ) -> TraceError? {
    decoded = 0
    do throws(TraceError) {
      let count = min(maximum, remaining)
      for _ in 0..<count {
        let event = try next(eventIndex: counts.events)
        if case .touch = event {
        } else {
          try TouchSequenceValidator.checkValues(of: event, eventIndex: counts.events)
        }
        counts.count(event)
        (batch + decoded).initialize(to: event)
        decoded += 1
      }
      if remaining == 0 { try finish() }
      return nil
    } catch {
      return error
    }
  }

  /// Decodes the next event of the block.
  @inline(__always) mutating func next(eventIndex: Int64) throws(TraceError) -> TraceEvent {
    let tagOffset = tags.payloadOffset
    let tag = try tags.readByte("an event tag")
    remaining -= 1
    guard tag & TraceFormat.Tag.reserved == 0 else {
      throw TraceError(
        .malformed("event tag 0x\(String(tag, radix: 16)) sets the reserved bit 7"), payloadOffset: tagOffset, eventIndex: eventIndex)
    }
    if tag & TraceFormat.Tag.time != 0 {
      let step = previousStep &+ (try time.readSignedVarint("a time step"))
      guard step >= 0, previousTime <= Int64.max - step else {
        throw TraceError(
          .timeWentBackwards(previous: previousTime, current: previousTime &+ step),
          payloadOffset: time.payloadOffset, eventIndex: eventIndex)
      }
      previousStep = step
      previousTime += step
    }
    let code = tag & TraceFormat.Tag.codeMask
    if code <= 4, let phase = TouchPhase(rawValue: code) {
      return .touch(try decodeTouch(tag: tag, phase: phase, tagOffset: tagOffset, eventIndex: eventIndex))
    }
    guard tag & (TraceFormat.Tag.id | TraceFormat.Tag.force | TraceFormat.Tag.radius) == 0 else {
      throw TraceError(
        .malformed("event tag 0x\(String(tag, radix: 16)) sets touch flags on a non-touch event"),
        payloadOffset: tagOffset, eventIndex: eventIndex)
    }
    switch code {
    case TraceFormat.Tag.command: return .command(try decodeCommand(eventIndex: eventIndex))
    case TraceFormat.Tag.system: return .system(try decodeSystem(eventIndex: eventIndex))
    default: return .marker(TraceMarker(time: previousTime, label: try aux.readString("marker label", limit: limits.maximumStringLength)))
    }
  }

  @inline(__always) private mutating func decodeTouch(
    tag: UInt8, phase: TouchPhase, tagOffset: Int64, eventIndex: Int64
  ) throws(TraceError) -> TouchSample {
    let touchID: UInt32
    if tag & TraceFormat.Tag.id != 0 {
      let raw = try ids.readVarint("a touch id")
      guard raw <= UInt64(UInt32.max) else {
        throw TraceError(
          .outOfRange(field: "touch id", value: "\(raw)", allowed: "0…\(UInt32.max)"), payloadOffset: ids.payloadOffset,
          eventIndex: eventIndex)
      }
      touchID = UInt32(raw)
      previousTouchID = touchID
    } else if let previous = previousTouchID {
      touchID = previous
    } else {
      throw TraceError(.malformed("the first touch sample has no id (tag bit 4 clear)"), payloadOffset: tagOffset, eventIndex: eventIndex)
    }
    let isBegan = phase == .began
    let slot: Int
    if isBegan {
      guard prediction.slot(of: touchID) == nil else {
        throw TraceError(.touchIDReused(touchID: touchID), payloadOffset: tagOffset, eventIndex: eventIndex)
      }
      guard prediction.tracks.count < limits.maximumConcurrentTouches else {
        throw TraceError(
          .limitExceeded(
            what: "touches down at once", limit: Int64(limits.maximumConcurrentTouches), actual: Int64(prediction.tracks.count + 1)),
          payloadOffset: tagOffset, eventIndex: eventIndex)
      }
      slot = prediction.begin(id: touchID)
    } else {
      guard let existing = prediction.slot(of: touchID) else {
        throw TraceError(.touchWithoutBegan(touchID: touchID, phase: phase), payloadOffset: tagOffset, eventIndex: eventIndex)
      }
      slot = existing
    }
    let predicted = prediction.predict(slot: slot, isBegan: isBegan)
    let x = predicted.x &+ (try xs.readResidual("an x residual"))
    let y = predicted.y &+ (try ys.readResidual("a y residual"))
    let limit = Int64(TraceQuantization.maximumCoordinate * TraceQuantization.coordinateUnitsPerPoint)
    guard (-limit...limit).contains(x), (-limit...limit).contains(y) else {
      throw TraceError(
        .outOfRange(
          field: "touch \(touchID) position", value: "(\(Double(x) / 64), \(Double(y) / 64)) pt",
          allowed: "±\(TraceQuantization.maximumCoordinate) pt"),
        payloadOffset: xs.payloadOffset, eventIndex: eventIndex)
    }
    prediction.update(slot: slot, x: x, y: y, isBegan: isBegan)
    var force: Double?
    if tag & TraceFormat.Tag.force != 0 {
      let units = prediction.tracks[slot].force &+ (try extras.readSignedVarint("a force residual"))
      try checkMagnitude(units, scale: TraceQuantization.forceUnitsPerUnit, field: "touch \(touchID) force", eventIndex: eventIndex)
      prediction.setForce(slot: slot, units)
      force = Double(units) / TraceQuantization.forceUnitsPerUnit
    }
    var radius: Double?
    if tag & TraceFormat.Tag.radius != 0 {
      let units = prediction.tracks[slot].radius &+ (try extras.readSignedVarint("a radius residual"))
      try checkMagnitude(
        units, scale: TraceQuantization.radiusUnitsPerPoint, field: "touch \(touchID) major radius", eventIndex: eventIndex)
      prediction.setRadius(slot: slot, units)
      radius = Double(units) / TraceQuantization.radiusUnitsPerPoint
    }
    if phase.isTerminal {
      prediction.end(slot: slot)
    }
    return TouchSample(
      time: previousTime, touchID: touchID, phase: phase,
      x: Double(x) / TraceQuantization.coordinateUnitsPerPoint,
      y: Double(y) / TraceQuantization.coordinateUnitsPerPoint,
      force: force, majorRadius: radius)
  }

  private func checkMagnitude(_ units: Int64, scale: Double, field: String, eventIndex: Int64) throws(TraceError) {
    let limit = Int64(TraceQuantization.maximumForceOrRadius * scale)
    guard units >= 0, units <= limit else {
      throw TraceError(
        .outOfRange(field: field, value: "\(Double(units) / scale)", allowed: "[0, \(TraceQuantization.maximumForceOrRadius)]"),
        payloadOffset: extras.payloadOffset, eventIndex: eventIndex)
    }
  }

  private mutating func decodeCommand(eventIndex: Int64) throws(TraceError) -> TraceCommand {
    let name = try aux.readString("command name", limit: limits.maximumStringLength)
    let count = try aux.readCount("command argument count", limit: limits.maximumCommandArguments)
    var arguments: [TraceCommand.Argument] = []
    arguments.reserveCapacity(count)
    for _ in 0..<count {
      let label = try aux.readString("command argument name", limit: limits.maximumStringLength)
      let typeOffset = aux.payloadOffset
      let type = try aux.readByte("a command argument type")
      let value: TraceCommand.Value
      switch type {
      case TraceFormat.ArgumentType.number:
        value = .number(try aux.readDouble("a number argument"))
      case TraceFormat.ArgumentType.integer:
        value = .integer(try aux.readSignedVarint("an integer argument"))
      case TraceFormat.ArgumentType.string:
        value = .string(try aux.readString("a string argument", limit: limits.maximumStringLength))
      case TraceFormat.ArgumentType.bool:
        let byte = try aux.readByte("a bool argument")
        guard byte <= 1 else {
          throw TraceError(
            .malformed("bool argument byte is \(byte) (expected 0 or 1)"), payloadOffset: typeOffset + 1, eventIndex: eventIndex)
        }
        value = .bool(byte == 1)
      case TraceFormat.ArgumentType.point:
        let x = try aux.readDouble("a point argument's x")
        value = .point(x: x, y: try aux.readDouble("a point argument's y"))
      default:
        throw TraceError(
          .malformed("unknown command argument type \(type) (expected 0–4)"), payloadOffset: typeOffset, eventIndex: eventIndex)
      }
      arguments.append(TraceCommand.Argument(name: label, value: value))
    }
    return TraceCommand(time: previousTime, name: name, arguments: arguments)
  }

  private mutating func decodeSystem(eventIndex: Int64) throws(TraceError) -> SystemEvent {
    let codeOffset = aux.payloadOffset
    let code = try aux.readByte("a system event code")
    switch code {
    case TraceFormat.SystemCode.stall:
      let duration = try aux.readVarint("a stall duration")
      guard duration <= UInt64(Int64.max) else {
        throw TraceError(
          .outOfRange(field: "stall duration", value: "\(duration) ns", allowed: "≤ \(Int64.max) ns"), payloadOffset: codeOffset,
          eventIndex: eventIndex)
      }
      return SystemEvent(time: previousTime, kind: .stall(duration: Int64(duration)))
    case TraceFormat.SystemCode.frameRate:
      return SystemEvent(time: previousTime, kind: .frameRate(hertz: try aux.readDouble("a frame rate")))
    case TraceFormat.SystemCode.orientation:
      let raw = try aux.readByte("an orientation")
      guard let orientation = SystemEvent.Orientation(rawValue: raw) else {
        throw TraceError(.malformed("unknown orientation \(raw) (expected 1–4)"), payloadOffset: codeOffset + 1, eventIndex: eventIndex)
      }
      return SystemEvent(time: previousTime, kind: .orientation(orientation))
    default:
      throw TraceError(.malformed("unknown system event code \(code) (expected 0–2)"), payloadOffset: codeOffset, eventIndex: eventIndex)
    }
  }
}
