/// Cuts a byte stream that arrives in arbitrary chunks (a file read in blocks, a pipe from
/// a device) into numbered text lines, holding at most one unfinished line.
///
/// Lines end at `\n`; a `\r` before it is dropped, so `\r\n` files read the same. Bytes are
/// decoded as UTF-8 (invalid sequences become U+FFFD). How the input is chunked never
/// changes the lines, and a line longer than ``maximumLineLength`` bytes is an error rather
/// than unbounded memory. Call ``finish()`` at the end for a last line without `\n`.
///
/// ```swift
/// var splitter = ImportLineSplitter()
/// for (text, number) in try splitter.append(Array("E: 0.000001 0003 0039 0045\nE: 0.0".utf8)) {
///   print(number, text)   // 1 E: 0.000001 0003 0039 0045
/// }
/// let rest = try splitter.finish()   // [("E: 0.0", 2)]
/// ```
package struct ImportLineSplitter: Sendable {
  /// The longest line accepted, in bytes.
  package var maximumLineLength: Int
  /// The number of the last complete line returned.
  package private(set) var lineNumber = 0
  private var pending: [UInt8] = []

  /// A splitter that accepts lines up to `maximumLineLength` bytes.
  package init(maximumLineLength: Int = 65_536) {
    self.maximumLineLength = maximumLineLength
  }

  /// Adds the next chunk and returns the lines it completes, each with its 1-based number.
  package mutating func append(_ bytes: some Sequence<UInt8>) throws(TraceError) -> [(text: String, number: Int)] {
    var lines: [(text: String, number: Int)] = []
    for byte in bytes {
      if byte == UInt8(ascii: "\n") {
        lines.append(takeLine())
      } else {
        guard pending.count < maximumLineLength else {
          throw TraceError(
            .limitExceeded(
              what: "line length in bytes", limit: Int64(maximumLineLength), actual: Int64(pending.count + 1)),
            line: lineNumber + 1)
        }
        pending.append(byte)
      }
    }
    return lines
  }

  /// Returns the last line if the input did not end with a newline.
  package mutating func finish() -> [(text: String, number: Int)] {
    pending.isEmpty ? [] : [takeLine()]
  }

  private mutating func takeLine() -> (text: String, number: Int) {
    if pending.last == UInt8(ascii: "\r") { pending.removeLast() }
    lineNumber += 1
    let text = String(decoding: pending, as: UTF8.self)
    pending.removeAll(keepingCapacity: true)
    return (text, lineNumber)
  }
}
