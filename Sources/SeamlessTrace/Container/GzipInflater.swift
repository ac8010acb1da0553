import CZlib

/// A streaming gzip decompressor over zlib's `inflate`, with bounded buffers and caps
/// against decompression bombs.
///
/// It reads the compressed input 64 KiB at a time and hands out decompressed bytes on
/// request, so memory does not grow with the file. It stops with an error when the inflated
/// size passes ``TraceLimits/maximumInflatedBytes`` or, past
/// ``TraceLimits/expansionRatioFloor`` inflated bytes, the ratio of inflated to
/// compressed bytes passes ``TraceLimits/maximumExpansionRatio``.
///
/// ```swift
/// let inflater = try GzipInflater(source: .file(fd), limits: .default)
/// let n = try inflater.read(into: buffer, count: 64)   // < 64 only at the end
/// ```
final class GzipInflater {
  enum Source {
    case file(FileDescriptor)
    case memory([UInt8])
  }

  /// Why the decompressed data ended.
  enum End: Equatable {
    /// Not yet.
    case none
    /// The gzip stream ended properly (its CRC-32 and length checked by zlib).
    case streamEnd
    /// The file ended before the gzip stream did.
    case fileTruncated
  }

  private let stream: UnsafeMutablePointer<z_stream>
  private let input: UnsafeMutablePointer<UInt8>
  private let inputCapacity = 1 << 16
  private let output: UnsafeMutablePointer<UInt8>
  private let outputCapacity = 1 << 18
  private var outputStart = 0
  private var outputEnd = 0
  private let source: Source
  private var memoryOffset = 0
  private var sourceExhausted = false
  private let limits: TraceLimits
  /// Compressed bytes read from the source so far.
  private(set) var fileBytesRead: Int64 = 0
  /// Decompressed bytes handed to the caller so far: the payload offset of the next byte.
  private(set) var payloadOffset: Int64 = 0
  /// Why the data ended, once it has.
  private(set) var end: End = .none

  init(source: Source, limits: TraceLimits) throws(TraceError) {
    self.source = source
    self.limits = limits
    stream = .allocate(capacity: 1)
    stream.initialize(to: z_stream())
    input = .allocate(capacity: inputCapacity)
    output = .allocate(capacity: outputCapacity)
    let status = seamless_inflateInit2(stream, 15 + 16)
    guard status == Z_OK else {
      stream.deallocate()
      input.deallocate()
      output.deallocate()
      throw TraceError(.io("zlib inflateInit2 failed with status \(status)"))
    }
  }

  deinit {
    inflateEnd(stream)
    stream.deallocate()
    input.deallocate()
    output.deallocate()
  }

  /// Compressed bytes inflate has consumed: the file offset it has reached.
  var fileOffset: Int64 { Int64(stream.pointee.total_in) }

  /// Copies up to `count` decompressed bytes; fewer only when the data has ended (see ``end``).
  func read(into destination: UnsafeMutableRawPointer, count: Int) throws(TraceError) -> Int {
    var copied = 0
    while copied < count {
      if outputStart == outputEnd {
        guard try refill() else { break }
      }
      let n = min(count - copied, outputEnd - outputStart)
      (destination + copied).copyMemory(from: output + outputStart, byteCount: n)
      outputStart += n
      copied += n
    }
    payloadOffset += Int64(copied)
    return copied
  }

  /// One decompressed byte, or `nil` when the data has ended.
  @inline(__always) func readByte() throws(TraceError) -> UInt8? {
    if outputStart == outputEnd {
      guard try refill() else { return nil }
    }
    let byte = output[outputStart]
    outputStart += 1
    payloadOffset += 1
    return byte
  }

  /// Decompresses until there is output; `false` when the data has ended.
  private func refill() throws(TraceError) -> Bool {
    outputStart = 0
    outputEnd = 0
    while outputEnd == 0 {
      guard end == .none else { return false }
      if stream.pointee.avail_in == 0 && !sourceExhausted {
        try readSource()
      }
      stream.pointee.next_out = output
      stream.pointee.avail_out = uInt(outputCapacity)
      let status = inflate(stream, Z_NO_FLUSH)
      outputEnd = outputCapacity - Int(stream.pointee.avail_out)
      switch status {
      case Z_OK:
        break
      case Z_STREAM_END:
        end = .streamEnd
        try requireNothingAfterStream()
      case Z_BUF_ERROR:
        // No progress was possible: either the input ran out (read more, or the file is
        // cut short) or zlib is stuck, which must not become an endless loop.
        if stream.pointee.avail_in != 0 && outputEnd == 0 {
          throw TraceError(.container("inflate made no progress"), fileOffset: fileOffset)
        }
        if stream.pointee.avail_in == 0 && sourceExhausted && outputEnd == 0 {
          end = .fileTruncated
        }
      case Z_DATA_ERROR:
        throw containerError(status)
      case Z_NEED_DICT:
        throw TraceError(.container("the deflate stream asks for a preset dictionary"), fileOffset: fileOffset)
      default:
        throw TraceError(.io("zlib inflate failed with status \(status)"), fileOffset: fileOffset)
      }
      if status == Z_OK && outputEnd == 0 && stream.pointee.avail_in == 0 && sourceExhausted {
        end = .fileTruncated
      }
      try checkLimits()
    }
    return true
  }

  private func readSource() throws(TraceError) {
    let n: Int
    switch source {
    case .file(let file):
      n = try file.read(into: input, count: inputCapacity)
    case .memory(let bytes):
      n = min(inputCapacity, bytes.count - memoryOffset)
      bytes.withUnsafeBytes { raw in
        if n > 0, let base = raw.baseAddress {
          UnsafeMutableRawPointer(input).copyMemory(from: base + memoryOffset, byteCount: n)
        }
      }
      memoryOffset += n
    }
    if fileBytesRead == 0 && n >= 2 && (input[0] != 0x1F || input[1] != 0x8B) {
      if let kind = TraceError.FileKind(sniffing: UnsafeBufferPointer(start: input, count: n)) {
        throw TraceError(.notATrace(kind), fileOffset: 0)
      }
      throw TraceError(
        .container(
          "not a gzip file: expected the bytes 1f 8b, found \(hex(input[0])) \(hex(input[1]))"),
        fileOffset: 0)
    }
    fileBytesRead += Int64(n)
    if n == 0 { sourceExhausted = true }
    stream.pointee.next_in = input
    stream.pointee.avail_in = uInt(n)
  }

  private func requireNothingAfterStream() throws(TraceError) {
    var extra = Int(stream.pointee.avail_in)
    if extra == 0 && !sourceExhausted {
      try readSource()
      extra = Int(stream.pointee.avail_in)
    }
    if extra > 0 {
      throw TraceError(
        .container("unexpected data after the end of the gzip stream (\(extra)+ bytes)"),
        fileOffset: fileOffset)
    }
  }

  private func containerError(_ status: Int32) -> TraceError {
    let message = stream.pointee.msg.map { String(cString: $0) } ?? "status \(status)"
    switch message {
    case "incorrect data check":
      return TraceError(
        .container("gzip CRC-32 mismatch (\(message)): the compressed data is corrupted"),
        fileOffset: fileOffset)
    case "incorrect length check":
      return TraceError(
        .container("gzip length mismatch (\(message)): the compressed data is corrupted"),
        fileOffset: fileOffset)
    default:
      return TraceError(.container("inflate: \(message)"), fileOffset: fileOffset)
    }
  }

  private func checkLimits() throws(TraceError) {
    let inflated = Int64(stream.pointee.total_out)
    if inflated > limits.maximumInflatedBytes {
      throw TraceError(
        .limitExceeded(what: "inflated size (bytes)", limit: limits.maximumInflatedBytes, actual: inflated),
        fileOffset: fileOffset)
    }
    let compressed = max(Int64(stream.pointee.total_in), 1)
    if inflated > limits.expansionRatioFloor && inflated / compressed > limits.maximumExpansionRatio {
      throw TraceError(
        .limitExceeded(
          what: "expansion ratio (inflated/compressed)", limit: limits.maximumExpansionRatio,
          actual: inflated / compressed),
        fileOffset: fileOffset)
    }
  }

  private func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16)
    return digits.count == 1 ? "0" + digits : digits
  }
}
