/// Encodes events into the columns of events blocks (see ``TraceFormat``).
///
/// It keeps the coding state that carries across blocks (previous time and time step,
/// previous touch id, per-touch prediction), so a stream of blocks must be encoded by one
/// encoder in order. Columns are reused between blocks: encoding allocates only while the
/// buffers grow to their steady size.
///
/// ```swift
/// var encoder = EventBlockEncoder()
/// encoder.append(.touch(sample))          // sample already validated and quantised
/// var record = ByteEncoder()
/// encoder.emitBlock(into: &record)        // the events record body
/// ```
struct EventBlockEncoder {
  private var tags = ByteEncoder(capacity: 4096)
  private var time = ByteEncoder(capacity: 4096)
  private var ids = ByteEncoder(capacity: 1024)
  private var xs = ByteEncoder(capacity: 8192)
  private var ys = ByteEncoder(capacity: 8192)
  private var extras = ByteEncoder(capacity: 256)
  private var aux = ByteEncoder(capacity: 256)
  private var previousTime: Int64 = 0
  private var previousStep: Int64 = 0
  private var previousTouchID: UInt32?
  private var prediction = TouchPrediction()

  /// Events in the current (unemitted) block.
  private(set) var pendingCount = 0

  init() {}

  /// Adds an event to the current block.
  ///
  /// The event must have passed ``TouchSequenceValidator`` and be quantised.
  mutating func append(_ event: TraceEvent) {
    var tag: UInt8
    let step = event.time &- previousTime
    var timeFlag: UInt8 = 0
    if step != 0 {
      timeFlag = TraceFormat.Tag.time
      time.appendSignedVarint(step &- previousStep)
      previousStep = step
      previousTime = event.time
    }
    switch event {
    case .touch(let touch):
      tag = touch.phase.rawValue | timeFlag
      if previousTouchID != touch.touchID {
        tag |= TraceFormat.Tag.id
        ids.appendVarint(UInt64(touch.touchID))
        previousTouchID = touch.touchID
      }
      let isBegan = touch.phase == .began
      let slot = isBegan ? prediction.begin(id: touch.touchID) : (prediction.slot(of: touch.touchID) ?? prediction.begin(id: touch.touchID))
      let x = Int64(touch.x * TraceQuantization.coordinateUnitsPerPoint)
      let y = Int64(touch.y * TraceQuantization.coordinateUnitsPerPoint)
      let predicted = prediction.predict(slot: slot, isBegan: isBegan)
      xs.appendResidual(x &- predicted.x)
      ys.appendResidual(y &- predicted.y)
      prediction.update(slot: slot, x: x, y: y, isBegan: isBegan)
      if let force = touch.force {
        tag |= TraceFormat.Tag.force
        let units = Int64(force * TraceQuantization.forceUnitsPerUnit)
        extras.appendSignedVarint(units &- prediction.tracks[slot].force)
        prediction.setForce(slot: slot, units)
      }
      if let radius = touch.majorRadius {
        tag |= TraceFormat.Tag.radius
        let units = Int64(radius * TraceQuantization.radiusUnitsPerPoint)
        extras.appendSignedVarint(units &- prediction.tracks[slot].radius)
        prediction.setRadius(slot: slot, units)
      }
      if touch.phase.isTerminal {
        prediction.end(slot: slot)
      }
    case .command(let command):
      tag = TraceFormat.Tag.command | timeFlag
      aux.appendString(command.name)
      aux.appendVarint(UInt64(command.arguments.count))
      for argument in command.arguments {
        aux.appendString(argument.name)
        switch argument.value {
        case .number(let value):
          aux.appendByte(TraceFormat.ArgumentType.number)
          aux.appendDouble(value)
        case .integer(let value):
          aux.appendByte(TraceFormat.ArgumentType.integer)
          aux.appendSignedVarint(value)
        case .string(let value):
          aux.appendByte(TraceFormat.ArgumentType.string)
          aux.appendString(value)
        case .bool(let value):
          aux.appendByte(TraceFormat.ArgumentType.bool)
          aux.appendByte(value ? 1 : 0)
        case .point(let x, let y):
          aux.appendByte(TraceFormat.ArgumentType.point)
          aux.appendDouble(x)
          aux.appendDouble(y)
        }
      }
    case .system(let system):
      tag = TraceFormat.Tag.system | timeFlag
      switch system.kind {
      case .stall(let duration):
        aux.appendByte(TraceFormat.SystemCode.stall)
        aux.appendVarint(UInt64(duration))
      case .frameRate(let hertz):
        aux.appendByte(TraceFormat.SystemCode.frameRate)
        aux.appendDouble(hertz)
      case .orientation(let orientation):
        aux.appendByte(TraceFormat.SystemCode.orientation)
        aux.appendByte(orientation.rawValue)
      }
    case .marker(let marker):
      tag = TraceFormat.Tag.marker | timeFlag
      aux.appendString(marker.label)
    }
    tags.appendByte(tag)
    pendingCount += 1
  }

  /// Writes the pending events as an events record body and starts a new block.
  mutating func emitBlock(into body: inout ByteEncoder) {
    body.appendVarint(UInt64(pendingCount))
    for column in [time, ids, xs, ys, extras, aux] {
      body.appendVarint(UInt64(column.count))
    }
    body.append(tags)
    body.append(time)
    body.append(ids)
    body.append(xs)
    body.append(ys)
    body.append(extras)
    body.append(aux)
    tags.removeAll()
    time.removeAll()
    ids.removeAll()
    xs.removeAll()
    ys.removeAll()
    extras.removeAll()
    aux.removeAll()
    pendingCount = 0
  }
}
