import CZlib

/// A streaming gzip compressor over zlib's `deflate`, writing to a file or to memory.
///
/// The gzip header is fixed (modification time 0, operating system 255 "unknown", no name),
/// so the same payload compresses to the same bytes on every platform with the same zlib.
/// ``syncFlush()`` ends the current deflate block on a byte boundary and hands everything
/// written so far to the file: a reader (or ``TraceSalvage``) can inflate all of it even
/// if the process dies right after.
///
/// ```swift
/// let deflater = try GzipDeflater(level: 6, sink: .memory)
/// try deflater.write(bytes)
/// try deflater.finish()
/// let gzip = deflater.memory
/// ```
final class GzipDeflater {
  enum Sink {
    case file(FileDescriptor)
    case memory
  }

  private let stream: UnsafeMutablePointer<z_stream>
  private let header: UnsafeMutablePointer<gz_header>
  private let output: UnsafeMutablePointer<UInt8>
  private let outputCapacity = 1 << 16
  private let sink: Sink
  private var isFinished = false
  /// The compressed bytes, when the sink is `.memory`.
  private(set) var memory: [UInt8] = []
  /// Compressed bytes produced so far (gzip header included).
  private(set) var compressedCount: Int64 = 0

  init(level: Int32, sink: Sink) throws(TraceError) {
    self.sink = sink
    stream = .allocate(capacity: 1)
    stream.initialize(to: z_stream())
    header = .allocate(capacity: 1)
    header.initialize(to: gz_header())
    header.pointee.os = 255
    output = .allocate(capacity: outputCapacity)
    // windowBits 15 + 16 asks for a gzip wrapper; memLevel 8 is zlib's default.
    var status = seamless_deflateInit2(stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY)
    if status == Z_OK {
      status = deflateSetHeader(stream, header)
    }
    guard status == Z_OK else {
      deflateEnd(stream)
      stream.deallocate()
      header.deallocate()
      output.deallocate()
      throw TraceError(.io("zlib deflateInit2 failed with status \(status)"))
    }
  }

  deinit {
    deflateEnd(stream)
    stream.deallocate()
    header.deallocate()
    output.deallocate()
  }

  /// Compresses `bytes` (buffered by zlib until a flush or the end).
  func write(_ bytes: UnsafeRawBufferPointer) throws(TraceError) {
    try run(bytes, flush: Z_NO_FLUSH)
  }

  /// Compresses `bytes`.
  func write(_ bytes: [UInt8]) throws(TraceError) {
    var failure: TraceError?
    bytes.withUnsafeBytes { raw in
      do throws(TraceError) { try run(raw, flush: Z_NO_FLUSH) } catch { failure = error }
    }
    if let failure { throw failure }
  }

  /// Ends the current deflate block on a byte boundary and hands the bytes to the sink.
  func syncFlush() throws(TraceError) {
    try run(UnsafeRawBufferPointer(start: nil, count: 0), flush: Z_SYNC_FLUSH)
  }

  /// Writes the last block and the gzip trailer (CRC-32 and length).
  func finish() throws(TraceError) {
    guard !isFinished else { return }
    try run(UnsafeRawBufferPointer(start: nil, count: 0), flush: Z_FINISH)
    isFinished = true
  }

  private func run(_ bytes: UnsafeRawBufferPointer, flush: Int32) throws(TraceError) {
    precondition(!isFinished, "GzipDeflater used after finish()")
    stream.pointee.next_in = UnsafeMutablePointer(
      mutating: bytes.baseAddress?.assumingMemoryBound(to: Bytef.self))
    stream.pointee.avail_in = uInt(bytes.count)
    while true {
      stream.pointee.next_out = output
      stream.pointee.avail_out = uInt(outputCapacity)
      let status = deflate(stream, flush)
      guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
        throw TraceError(.io("zlib deflate failed with status \(status)"))
      }
      let produced = outputCapacity - Int(stream.pointee.avail_out)
      if produced > 0 {
        compressedCount += Int64(produced)
        switch sink {
        case .file(let file): try file.write(output, count: produced)
        case .memory: memory.append(contentsOf: UnsafeBufferPointer(start: output, count: produced))
        }
      }
      if flush == Z_FINISH {
        if status == Z_STREAM_END { return }
      } else if stream.pointee.avail_in == 0 && stream.pointee.avail_out != 0 {
        return
      }
    }
  }
}
