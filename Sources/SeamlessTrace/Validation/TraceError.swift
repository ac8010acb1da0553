/// Why a trace could not be read, written or imported, and where.
///
/// Every error names what was found, what was expected, and the place: a byte offset in
/// the decompressed payload (for the binary format), in the file (for the gzip container),
/// an event index, or a line number (for text formats). Its ``description`` is a complete
/// sentence meant for a person:
///
/// ```
/// payload offset 1234, event 87: touch 3 moved without began (expected a `began` first)
/// ```
public struct TraceError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Sendable, Hashable {
    /// The payload does not start with the trace magic.
    case badMagic(found: [UInt8])
    /// The file's format version is newer than this library reads.
    case unsupportedVersion(found: UInt8, newestSupported: UInt8)
    /// The data ends in the middle of something.
    case truncated(expected: String)
    /// A record's CRC-32 does not match its bytes.
    case crcMismatch(stored: UInt32, computed: UInt32)
    /// A number that must be finite is NaN or infinite.
    case nonFinite(field: String)
    /// A number is outside the range the format allows.
    case outOfRange(field: String, value: String, allowed: String)
    /// An event's time is earlier than the event before it.
    case timeWentBackwards(previous: Int64, current: Int64)
    /// A touch sample continues or ends a touch that is not down.
    case touchWithoutBegan(touchID: UInt32, phase: TouchPhase)
    /// A touch begins with an id that is still down.
    case touchIDReused(touchID: UInt32)
    /// A count or length is beyond the reader's configured limit.
    case limitExceeded(what: String, limit: Int64, actual: Int64)
    /// The bytes do not follow the grammar.
    case malformed(String)
    /// The gzip container or its deflate stream is damaged.
    case container(String)
    /// An input/output operation failed.
    case io(String)
    /// A text line could not be parsed.
    case syntax(String)
    /// The file is of another kind that a trace is made from (JSON Lines, a text recording, an
    /// uncompressed payload), told by its first bytes.
    case notATrace(FileKind)
  }

  /// A kind of file that is not a trace but can become one.
  public enum FileKind: String, Sendable, Hashable {
    /// JSON Lines: the text form of a trace (`seamless dump --format jsonl` writes it).
    case jsonLines
    /// Plain text: an evemu or getevent recording, or another text format.
    case text
    /// A trace's payload without its gzip container.
    case uncompressedPayload

    /// The kind `bytes` (a file's first bytes) look like, or `nil` when they look like none.
    ///
    /// ```swift
    /// TraceError.FileKind(sniffing: Array(#"{"kind":"header"}"#.utf8))   // .jsonLines
    /// ```
    package init?<Bytes: Collection<UInt8>>(sniffing bytes: Bytes) {
      let prefix = Array(bytes.prefix(512))
      if prefix.starts(with: Array("SEAMTRC\n".utf8)) {
        self = .uncompressedPayload
        return
      }
      let isWhitespace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
      guard let first = prefix.first(where: { !isWhitespace($0) }) else { return nil }
      // Text: printable ASCII, whitespace or UTF-8's multibyte bytes, nothing else.
      guard prefix.allSatisfy({ isWhitespace($0) || (0x20..<0x7F).contains($0) || $0 >= 0x80 }) else { return nil }
      self = first == UInt8(ascii: "{") ? .jsonLines : .text
    }
  }

  /// What went wrong.
  public var kind: Kind
  /// Offset in the decompressed payload where the problem was found, if it is in the payload.
  package var payloadOffset: Int64?
  /// Offset in the file, if the problem is in the container or the file itself.
  package var fileOffset: Int64?
  /// Index of the event (0-based, in file order) the problem belongs to, if any.
  package var eventIndex: Int64?
  /// 1-based line number, for text formats.
  package var line: Int?

  /// An error.
  public init(
    _ kind: Kind, payloadOffset: Int64? = nil, fileOffset: Int64? = nil,
    eventIndex: Int64? = nil, line: Int? = nil
  ) {
    self.kind = kind
    self.payloadOffset = payloadOffset
    self.fileOffset = fileOffset
    self.eventIndex = eventIndex
    self.line = line
  }

  /// Whether the error is about the input's content (as opposed to reading or writing it).
  package var isMalformedInput: Bool {
    switch kind {
    case .io: false
    case .badMagic, .unsupportedVersion, .truncated, .crcMismatch, .nonFinite, .outOfRange,
      .timeWentBackwards, .touchWithoutBegan, .touchIDReused, .limitExceeded, .malformed,
      .container, .syntax, .notATrace:
      true
    }
  }

  /// The place and the problem, as one sentence.
  public var description: String {
    var place: [String] = []
    if let line { place.append("line \(line)") }
    if let fileOffset { place.append("file offset \(fileOffset)") }
    if let payloadOffset { place.append("payload offset \(payloadOffset)") }
    if let eventIndex { place.append("event \(eventIndex)") }
    let prefix = place.isEmpty ? "" : place.joined(separator: ", ") + ": "
    return prefix + problem
  }

  /// The problem alone, without its place.
  package var problem: String {
    switch kind {
    case .badMagic(let found):
      let hex = found.map { String($0, radix: 16, uppercase: false) }.map {
        $0.count == 1 ? "0" + $0 : $0
      }.joined(separator: " ")
      return "not a Seamless trace: expected the magic \"SEAMTRC\\n\", found [\(hex)]"
    case .unsupportedVersion(let found, let newest):
      return
        "trace format version \(found) is newer than this reader supports (up to \(newest)); upgrade Seamless to read it"
    case .truncated(let expected):
      return "the data ends early: expected \(expected)"
    case .crcMismatch(let stored, let computed):
      return
        "record checksum mismatch: stored CRC-32 \(hex32(stored)), computed \(hex32(computed)); the record is corrupted"
    case .nonFinite(let field):
      return "\(field) is not a finite number (NaN or infinity)"
    case .outOfRange(let field, let value, let allowed):
      return "\(field) is \(value), outside the allowed range \(allowed)"
    case .timeWentBackwards(let previous, let current):
      return
        "time goes backwards: \(current) ns comes after \(previous) ns (expected non-decreasing times)"
    case .touchWithoutBegan(let id, let phase):
      return "touch \(id) \(phase.name) without began (expected a `began` first)"
    case .touchIDReused(let id):
      return "touch \(id) began again while still down (expected `ended` or `cancelled` first)"
    case .limitExceeded(let what, let limit, let actual):
      return "\(what) is \(actual), beyond the limit of \(limit)"
    case .malformed(let message):
      return message
    case .container(let message):
      return "damaged gzip data: \(message)"
    case .io(let message):
      return message
    case .syntax(let message):
      return message
    case .notATrace(.jsonLines):
      return "this is JSON Lines, not a trace file (a trace is gzip-compressed): convert it with "
        + "`seamless import --format jsonl FILE -o FILE.trace`"
    case .notATrace(.text):
      return "this is a text file, not a trace file (a trace is gzip-compressed): if it is a device recording, "
        + "convert it with `seamless import --format evemu` or `--format getevent`"
    case .notATrace(.uncompressedPayload):
      return "this is a trace's payload without its gzip container: compress it with `gzip -c FILE > FILE.trace`"
    }
  }

  private func hex32(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
  }
}
