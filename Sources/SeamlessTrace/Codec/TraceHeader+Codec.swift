extension TraceHeader {
  /// The header record body (see ``TraceFormat``).
  func encodedBody() -> ByteEncoder {
    var body = ByteEncoder(capacity: 256)
    body.appendString(producer)
    body.appendDouble(displayWidth)
    body.appendDouble(displayHeight)
    body.appendDouble(displayScale)
    body.appendDouble(refreshRate)
    body.appendDouble(touchSamplingRate)
    body.appendString(sceneName)
    body.appendByte((recipe == nil ? 0 : 1) | (seed == nil ? 0 : 2))
    if let recipe { body.appendString(recipe) }
    if let seed { body.appendUInt64LE(seed) }
    let entries = sortedMetadata
    body.appendVarint(UInt64(entries.count))
    for entry in entries {
      body.appendString(entry.key)
      body.appendString(entry.value)
    }
    return body
  }

  /// Decodes a header record body.
  static func decode(_ decoder: inout ByteDecoder, version: UInt8, limits: TraceLimits) throws(TraceError) -> TraceHeader {
    var header = TraceHeader()
    header.formatVersion = version
    header.producer = try decoder.readString("producer", limit: limits.maximumStringLength)
    header.displayWidth = try decoder.readDouble("display width")
    header.displayHeight = try decoder.readDouble("display height")
    header.displayScale = try decoder.readDouble("display scale")
    header.refreshRate = try decoder.readDouble("refresh rate")
    header.touchSamplingRate = try decoder.readDouble("touch sampling rate")
    header.sceneName = try decoder.readString("scene name", limit: limits.maximumStringLength)
    let flagsOffset = decoder.payloadOffset
    let flags = try decoder.readByte("header flags")
    guard flags & ~3 == 0 else {
      throw TraceError(
        .malformed("header flags 0x\(String(flags, radix: 16)) set unknown bits (expected only bits 0 and 1)"), payloadOffset: flagsOffset)
    }
    if flags & 1 != 0 { header.recipe = try decoder.readString("recipe", limit: limits.maximumStringLength) }
    if flags & 2 != 0 { header.seed = try decoder.readUInt64LE("seed") }
    let count = try decoder.readCount("metadata entry count", limit: limits.maximumMetadataEntries)
    var previousKey: String?
    for _ in 0..<count {
      let keyOffset = decoder.payloadOffset
      let key = try decoder.readString("metadata key", limit: limits.maximumStringLength)
      if let previousKey, !(previousKey < key) {
        throw TraceError(
          .malformed("metadata key \"\(key)\" is not after \"\(previousKey)\" (expected unique keys in increasing order)"),
          payloadOffset: keyOffset)
      }
      header.metadata[key] = try decoder.readString("metadata value", limit: limits.maximumStringLength)
      previousKey = key
    }
    try header.validate(payloadOffset: decoder.baseOffset)
    return header
  }

  /// Checks the header's numbers: a positive, finite display and rates.
  package func validate(payloadOffset: Int64? = nil) throws(TraceError) {
    let fields: [(String, Double, ClosedRange<Double>)] = [
      ("display width", displayWidth, 1...1_048_576),
      ("display height", displayHeight, 1...1_048_576),
      ("display scale", displayScale, 0.1...16),
      ("refresh rate", refreshRate, 1...1000),
      ("touch sampling rate", touchSamplingRate, 1...10_000),
    ]
    for (name, value, range) in fields {
      guard value.isFinite else { throw TraceError(.nonFinite(field: "header \(name)"), payloadOffset: payloadOffset) }
      guard range.contains(value) else {
        throw TraceError(
          .outOfRange(field: "header \(name)", value: "\(value)", allowed: "\(range.lowerBound)…\(range.upperBound)"),
          payloadOffset: payloadOffset)
      }
    }
  }
}

extension TraceCounts {
  /// The trailer record body.
  func encodedBody() -> ByteEncoder {
    var body = ByteEncoder(capacity: 32)
    for value in [events, touches, commands, systems, markers, blocks] {
      body.appendVarint(UInt64(value))
    }
    return body
  }

  /// Decodes a trailer record body.
  static func decode(_ decoder: inout ByteDecoder) throws(TraceError) -> TraceCounts {
    var counts = TraceCounts()
    let limit = Int.max
    counts.events = Int64(try decoder.readCount("trailer event count", limit: limit))
    counts.touches = Int64(try decoder.readCount("trailer touch count", limit: limit))
    counts.commands = Int64(try decoder.readCount("trailer command count", limit: limit))
    counts.systems = Int64(try decoder.readCount("trailer system count", limit: limit))
    counts.markers = Int64(try decoder.readCount("trailer marker count", limit: limit))
    counts.blocks = Int64(try decoder.readCount("trailer block count", limit: limit))
    return counts
  }
}
