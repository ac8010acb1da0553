#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a text file or pipe line by line with bounded memory.
///
/// Lines end with `\n` (a preceding `\r` is dropped); the last line may lack its newline.
/// A line longer than ``maximumLineLength`` is an error naming its line number, so a
/// binary or hostile input cannot make the reader buffer without end. A line that is not
/// valid UTF-8 is an error naming its line and the file offset of the first bad byte
/// (never silently replaced with U+FFFD).
///
/// ```swift
/// var lines = try LineReader(path: "events.jsonl")
/// while let line = try lines.next() {
///   print(lines.lineNumber, line)
/// }
/// ```
package struct LineReader {
  /// The longest line accepted, in bytes (default 16 MiB).
  package var maximumLineLength: Int
  /// The 1-based number of the line last returned.
  package private(set) var lineNumber = 0

  private let file: FileDescriptor
  private let ownsFile: Bool
  private var buffer: [UInt8] = []
  private var start = 0
  private var isAtEnd = false
  /// File offset of `buffer[0]`.
  private var bufferOffset: Int64 = 0

  /// Reads the file at `path`, or the standard input when `path` is `-`.
  package init(path: String, maximumLineLength: Int = 16 << 20) throws(TraceError) {
    if path == "-" {
      file = .standardInput
      ownsFile = false
    } else {
      file = try FileDescriptor.open(readingFrom: path)
      ownsFile = true
    }
    self.maximumLineLength = maximumLineLength
  }

  /// Closes the file (not the standard input).
  package func close() {
    if ownsFile { file.close() }
  }

  /// The next line without its line ending, or `nil` at the end.
  package mutating func next() throws(TraceError) -> String? {
    try withNextLine { line, _ in String(decoding: line, as: UTF8.self) }
  }

  /// Calls `body` with the next line's bytes (valid UTF-8, without the line ending) and
  /// its line number, or returns `nil` at the end.
  ///
  /// The bytes are the reader's own buffer, valid only during `body`: no `String` is made
  /// for a line unless `body` makes one. The line is checked (length, UTF-8) exactly as
  /// ``next()`` checks it.
  mutating func withNextLine<Result>(
    _ body: (UnsafeBufferPointer<UInt8>, Int) throws(TraceError) -> Result
  ) throws(TraceError) -> Result? {
    while true {
      let newline = buffer.withUnsafeBufferPointer { all -> Int? in
        guard let base = all.baseAddress, start < all.count,
          let found = memchr(base + start, Int32(UInt8(ascii: "\n")), all.count - start)
        else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
      }
      if let newline {
        return try take(upTo: newline, skip: 1, body)
      }
      if isAtEnd {
        if start < buffer.count { return try take(upTo: buffer.count, skip: 0, body) }
        return nil
      }
      if buffer.count - start > maximumLineLength {
        throw TraceError(
          .limitExceeded(what: "line length (bytes)", limit: Int64(maximumLineLength), actual: Int64(buffer.count - start)),
          line: lineNumber + 1)
      }
      try fill()
    }
  }

  private mutating func take<Result>(
    upTo end: Int, skip: Int, _ body: (UnsafeBufferPointer<UInt8>, Int) throws(TraceError) -> Result
  ) throws(TraceError) -> Result {
    lineNumber += 1
    guard end - start <= maximumLineLength else {
      throw TraceError(
        .limitExceeded(what: "line length (bytes)", limit: Int64(maximumLineLength), actual: Int64(end - start)), line: lineNumber)
    }
    var stop = end
    if stop > start && buffer[stop - 1] == UInt8(ascii: "\r") { stop -= 1 }
    let lineStart = start
    let isValid = buffer.withUnsafeBufferPointer { all in
      let line = UnsafeBufferPointer(rebasing: all[lineStart..<stop])
      return UTF8Validation.isASCII(line) || String(validating: line, as: UTF8.self) != nil
    }
    guard isValid else {
      let column = UTF8Validation.firstInvalidOffset(in: buffer[start..<stop]) ?? 0
      let offset = bufferOffset + Int64(start + column)
      throw TraceError(
        .malformed("byte \(column + 1) of the line (0x\(String(buffer[start + column], radix: 16, uppercase: true))) is not valid UTF-8"),
        fileOffset: offset, line: lineNumber)
    }
    start = end + skip
    let number = lineNumber
    return try buffer.withUnsafeBufferPointer { all throws(TraceError) in
      try body(UnsafeBufferPointer(rebasing: all[lineStart..<stop]), number)
    }
  }

  private mutating func fill() throws(TraceError) {
    if start > 0 {
      bufferOffset += Int64(start)
      buffer.removeFirst(start)
      start = 0
    }
    let chunk = 1 << 16
    let oldCount = buffer.count
    buffer.append(contentsOf: repeatElement(0, count: chunk))
    var failure: TraceError?
    let n = buffer.withUnsafeMutableBytes { raw -> Int in
      guard let base = raw.baseAddress else { return 0 }
      do throws(TraceError) {
        return try file.read(into: base + oldCount, count: chunk)
      } catch {
        failure = error
        return 0
      }
    }
    buffer.removeLast(chunk - n)
    if let failure { throw failure }
    if n == 0 { isAtEnd = true }
  }
}
