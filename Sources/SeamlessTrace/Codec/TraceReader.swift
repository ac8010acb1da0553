/// Reads a trace file as a stream of events, validating as it goes.
///
/// Memory does not depend on the file's length: the reader holds one 64 KiB compressed
/// buffer, one 256 KiB decompressed buffer and one record body (at most
/// ``TraceLimits/maximumRecordLength``). Every record's CRC-32 is checked before any of
/// its events is returned, every event is checked by the rules of
/// ``TouchSequenceValidator``, and the trailer's counts are checked against what was read.
/// Any problem is a ``TraceError`` naming the payload or file offset and the event index;
/// after one, the reader only repeats it.
///
/// ```swift
/// let reader = try TraceReader(path: "fling.trace")
/// print(reader.header.sceneName)
/// while let event = try reader.next() {
///   if case .touch(let touch) = event { print(touch.time, touch.x, touch.y) }
/// }
/// ```
package final class TraceReader {
  /// The header, read when the reader opens.
  package let header: TraceHeader
  /// What has been read so far.
  package private(set) var counts = TraceCounts()
  /// Whether the trailer has been read and checked: the whole file is valid.
  package private(set) var isComplete = false

  private let inflater: GzipInflater
  private let file: FileDescriptor?
  private let limits: TraceLimits
  private var body: UnsafeMutableRawPointer
  private var bodyCapacity: Int
  private var decoder = EventBlockDecoder()
  private var failure: TraceError?
  /// An error met while decoding a batch, thrown once the events before it are returned.
  private var pendingFailure: TraceError?
  /// Decoded events not yet returned, in `batch[batchIndex..<batchCount]`.
  ///
  /// ``next()`` moves each one out, so no event is copied and destroyed twice.
  private let batch: UnsafeMutablePointer<TraceEvent>
  @exclusivity(unchecked) private var batchIndex = 0
  @exclusivity(unchecked) private var batchCount = 0
  private static let batchCapacity = 1024

  /// Opens the file at `path` (the standard input when `path` is `-`) and reads its header.
  package convenience init(path: String, limits: TraceLimits = .default) throws(TraceError) {
    if path == "-" {
      let input = FileDescriptor.standardInput
      try self.init(source: .file(input), file: nil, limits: limits)
      return
    }
    let file = try FileDescriptor.open(readingFrom: path)
    do {
      try self.init(source: .file(file), file: file, limits: limits)
    } catch {
      file.close()
      throw error
    }
  }

  /// Reads a trace from the bytes of a file.
  package convenience init(bytes: [UInt8], limits: TraceLimits = .default) throws(TraceError) {
    try self.init(source: .memory(bytes), file: nil, limits: limits)
  }

  private init(source: GzipInflater.Source, file: FileDescriptor?, limits: TraceLimits) throws(TraceError) {
    self.inflater = try GzipInflater(source: source, limits: limits)
    self.file = file
    self.limits = limits
    self.bodyCapacity = 1 << 16
    self.body = .allocate(byteCount: bodyCapacity, alignment: 16)
    self.batch = .allocate(capacity: Self.batchCapacity)
    do {
      self.header = try Self.readPreamble(inflater: inflater, body: &body, capacity: &bodyCapacity, limits: limits)
    } catch {
      body.deallocate()
      batch.deallocate()
      throw error
    }
  }

  deinit {
    (batch + batchIndex).deinitialize(count: batchCount - batchIndex)
    batch.deallocate()
    body.deallocate()
    file?.close()
  }

  /// Bytes of the decompressed payload read so far.
  package var payloadBytesRead: Int64 { inflater.payloadOffset }
  /// Compressed bytes read from the file so far.
  package var fileBytesRead: Int64 { inflater.fileBytesRead }

  /// The next event, or `nil` after the last one (once the trailer is checked).
  @inline(__always)
  package func next() throws(TraceError) -> TraceEvent? {
    if batchIndex < batchCount {
      batchIndex += 1
      return (batch + batchIndex - 1).move()
    }
    return try nextBatch()
  }

  /// Decodes the next batch of events (up to 1,024, within one block) and returns its first.
  private func nextBatch() throws(TraceError) -> TraceEvent? {
    if let failure { throw failure }
    do throws(TraceError) {
      while true {
        if let pendingFailure {
          throw pendingFailure
        }
        if decoder.remaining > 0 {
          batchIndex = 0
          pendingFailure = decoder.decode(maximum: Self.batchCapacity, into: batch, decoded: &batchCount, counts: &counts)
          if batchCount > 0 {
            batchIndex = 1
            return batch.move()
          }
          continue
        }
        if isComplete { return nil }
        try readNextRecord()
      }
    } catch {
      failure = error
      throw error
    }
  }

  /// Reads every remaining event into memory.
  package func readAll() throws(TraceError) -> [TraceEvent] {
    var events: [TraceEvent] = []
    while let event = try next() { events.append(event) }
    return events
  }

  private func readNextRecord() throws(TraceError) {
    let record = try Self.readRecord(inflater: inflater, body: &body, capacity: &bodyCapacity, limits: limits)
    let bodyBuffer = UnsafeRawBufferPointer(start: body, count: record.length)
    switch record.kind {
    case TraceFormat.RecordKind.events:
      try decoder.start(block: bodyBuffer, baseOffset: record.bodyOffset, limits: limits)
      counts.blocks += 1
    case TraceFormat.RecordKind.trailer:
      var trailerDecoder = ByteDecoder(bodyBuffer, baseOffset: record.bodyOffset)
      let trailer = try TraceCounts.decode(&trailerDecoder)
      guard trailerDecoder.isAtEnd else { throw trailerDecoder.malformed("trailer has \(trailerDecoder.remaining) unexpected bytes") }
      guard trailer == counts else {
        throw TraceError(
          .malformed("trailer counts \(Self.describe(trailer)) differ from what the file holds, \(Self.describe(counts))"),
          payloadOffset: record.kindOffset)
      }
      try requireEndAfterTrailer()
      isComplete = true
    case TraceFormat.RecordKind.header:
      throw TraceError(.malformed("a second header record (expected events or the trailer)"), payloadOffset: record.kindOffset)
    default:
      if record.kind >= TraceFormat.RecordKind.firstReserved {
        throw TraceError(
          .malformed("record kind 0x\(String(record.kind, radix: 16)) is reserved (expected 0x01–0x7f)"), payloadOffset: record.kindOffset)
      }
      if record.kind < TraceFormat.RecordKind.firstAncillary {
        throw TraceError(
          .malformed("unknown critical record kind 0x\(String(record.kind, radix: 16)); this file needs a newer reader"),
          payloadOffset: record.kindOffset)
      }
    // An unknown ancillary record: its CRC was checked; skip it.
    }
  }

  private func requireEndAfterTrailer() throws(TraceError) {
    let offset = inflater.payloadOffset
    if try inflater.readByte() != nil {
      throw TraceError(.malformed("data after the trailer record (expected the end of the payload)"), payloadOffset: offset)
    }
    if inflater.end == .fileTruncated {
      throw TraceError(
        .truncated(expected: "the gzip trailer (CRC-32 and length) after the payload; the file is cut short"),
        payloadOffset: offset, fileOffset: inflater.fileBytesRead)
    }
  }

  private static func describe(_ counts: TraceCounts) -> String {
    "(events \(counts.events), touches \(counts.touches), commands \(counts.commands), systems \(counts.systems), markers \(counts.markers), blocks \(counts.blocks))"
  }

  // MARK: - Records

  private struct Record {
    var kind: UInt8
    var length: Int
    var kindOffset: Int64
    var bodyOffset: Int64
  }

  private static func endError(_ inflater: GzipInflater, expected: String) -> TraceError {
    switch inflater.end {
    case .fileTruncated:
      return TraceError(
        .truncated(expected: "\(expected); the file ends before its gzip stream does"),
        payloadOffset: inflater.payloadOffset, fileOffset: inflater.fileBytesRead)
    case .streamEnd, .none:
      return TraceError(.truncated(expected: "\(expected); the payload ends there"), payloadOffset: inflater.payloadOffset)
    }
  }

  private static func readPreamble(
    inflater: GzipInflater, body: inout UnsafeMutableRawPointer, capacity: inout Int, limits: TraceLimits
  ) throws(TraceError) -> TraceHeader {
    let got = try inflater.read(into: body, count: TraceFormat.magic.count)
    let magic = Array(UnsafeRawBufferPointer(start: body, count: got))
    guard got == magic.count else {
      if got > 0 && magic != Array(TraceFormat.magic[0..<got]) {
        throw TraceError(.badMagic(found: magic), payloadOffset: 0)
      }
      throw endError(inflater, expected: "the 8-byte magic \"SEAMTRC\\n\" (found \(got) bytes)")
    }
    guard magic == TraceFormat.magic else { throw TraceError(.badMagic(found: magic), payloadOffset: 0) }
    guard let version = try inflater.readByte() else { throw endError(inflater, expected: "the format version byte") }
    guard version <= TraceFormat.version else {
      throw TraceError(.unsupportedVersion(found: version, newestSupported: TraceFormat.version), payloadOffset: 8)
    }
    guard version >= 1 else { throw TraceError(.malformed("format version 0 does not exist (expected 1)"), payloadOffset: 8) }
    let record = try readRecord(inflater: inflater, body: &body, capacity: &capacity, limits: limits)
    guard record.kind == TraceFormat.RecordKind.header else {
      throw TraceError(
        .malformed("the first record has kind 0x\(String(record.kind, radix: 16)) (expected the header, 0x01)"),
        payloadOffset: record.kindOffset)
    }
    var decoder = ByteDecoder(UnsafeRawBufferPointer(start: body, count: record.length), baseOffset: record.bodyOffset)
    let header = try TraceHeader.decode(&decoder, version: version, limits: limits)
    guard decoder.isAtEnd else { throw decoder.malformed("header record has \(decoder.remaining) unexpected bytes") }
    return header
  }

  private static func readRecord(
    inflater: GzipInflater, body: inout UnsafeMutableRawPointer, capacity: inout Int, limits: TraceLimits
  ) throws(TraceError) -> Record {
    let kindOffset = inflater.payloadOffset
    guard let kind = try inflater.readByte() else {
      throw endError(inflater, expected: "another record or the trailer")
    }
    var length: UInt64 = 0
    var shift: UInt64 = 0
    var lengthBytes = 0
    while true {
      guard let byte = try inflater.readByte() else {
        throw endError(inflater, expected: "the length of a record of kind 0x\(String(kind, radix: 16))")
      }
      lengthBytes += 1
      guard lengthBytes <= 10, !(shift == 63 && byte > 1) else {
        throw TraceError(.malformed("record length varint is too long"), payloadOffset: kindOffset + 1)
      }
      length |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { break }
      shift += 7
    }
    guard length <= UInt64(limits.maximumRecordLength) else {
      throw TraceError(
        .limitExceeded(
          what: "record length (bytes)", limit: Int64(limits.maximumRecordLength),
          actual: length > UInt64(Int64.max) ? Int64.max : Int64(length)),
        payloadOffset: kindOffset + 1)
    }
    let count = Int(length)
    if count > capacity {
      var newCapacity = capacity
      while newCapacity < count { newCapacity *= 2 }
      body.deallocate()
      body = .allocate(byteCount: newCapacity, alignment: 16)
      capacity = newCapacity
    }
    let bodyOffset = inflater.payloadOffset
    let got = try inflater.read(into: body, count: count)
    guard got == count else {
      throw endError(
        inflater,
        expected:
          "\(count - got) more bytes of a \(count)-byte record of kind 0x\(String(kind, radix: 16)) that starts at payload offset \(kindOffset)"
      )
    }
    var stored: UInt32 = 0
    for index in 0..<4 {
      guard let byte = try inflater.readByte() else {
        throw endError(inflater, expected: "the CRC-32 of the record at payload offset \(kindOffset)")
      }
      stored |= UInt32(byte) << (8 * UInt32(index))
    }
    let computed = TraceFormat.recordCRC(kind: kind, length: count, body: UnsafeRawBufferPointer(start: body, count: count))
    guard stored == computed else {
      throw TraceError(.crcMismatch(stored: stored, computed: computed), payloadOffset: kindOffset)
    }
    return Record(kind: kind, length: count, kindOffset: kindOffset, bodyOffset: bodyOffset)
  }
}
