import Foundation
import PropertyBased
import Testing

@testable import SeamlessTrace

/// The touch-line fast path decodes exactly what the general decoder decodes, and leaves to
/// it every line it does not fully understand.
@Suite struct TouchLineScannerTests {
  /// Decodes `lines` (after a header) with and without the fast path: the same events, or
  /// the same error.
  func compare(_ lines: [String]) {
    var fast = TraceJSONLinesDecoder()
    var slow = TraceJSONLinesDecoder()
    slow.usesFastPath = false
    let header = #"{"kind":"header","producer":"t"}"#
    _ = try? fast.decode(header, lineNumber: 1)
    _ = try? slow.decode(header, lineNumber: 1)
    for (index, line) in lines.enumerated() {
      let a = Result { () throws(TraceError) in try fast.decode(line, lineNumber: index + 2) }
      let b = Result { () throws(TraceError) in try slow.decode(line, lineNumber: index + 2) }
      switch (a, b) {
      case (.success(let x), .success(let y)): #expect(x == y, "\(line)")
      case (.failure(let x), .failure(let y)): #expect(x.line == y.line, "\(line)")
      default: Issue.record("fast \(a), general \(b) for \(line)")
      }
    }
  }

  @Test func canonicalAndHandWrittenLinesDecodeAlike() {
    compare([
      #"{"kind":"touch","t_ns":5,"id":1,"phase":"began","x":1.5,"y":2}"#,
      #" { "y" : 2.25 , "x":1e2, "phase":"moved","id":1,"t_ns":6,"kind":"touch" } "#,
      #"{"kind":"touch","t_ns":7,"id":1,"phase":"moved","x":-0.0,"y":3.0E-1,"force":0.5,"major_radius":12}"#,
      #"{"kind":"touch","t_ns":8,"id":1,"phase":"ended","x":0.1,"y":0.2}"#,
      // Left to the general decoder: escapes, unknown keys, duplicates, literals, bad numbers.
      #"{"kind":"touch","t_ns":9,"id":2,"phase":"be\u0067an","x":1,"y":1}"#,
      #"{"kind":"touch","t_ns":9,"id":3,"phase":"began","x":1,"y":1,"note":"hi"}"#,
      #"{"kind":"touch","t_ns":9,"id":4,"phase":"began","x":1,"x":2,"y":1}"#,
      #"{"kind":"touch","t_ns":9,"id":5,"phase":"began","x":null,"y":1}"#,
      #"{"kind":"touch","t_ns":9,"id":6,"phase":"began","x":01,"y":1}"#,
      #"{"kind":"touch","t_ns":9,"id":7,"phase":"began","x":1e400,"y":1}"#,
      // Nonzero digits that underflow to zero: the general decoder refuses them.
      #"{"kind":"touch","t_ns":9,"id":13,"phase":"began","x":1e-400,"y":1}"#,
      #"{"kind":"touch","t_ns":9,"id":14,"phase":"began","x":1,"y":-2.4703282292062327e-324}"#,
      #"{"kind":"touch","t_ns":9,"id":15,"phase":"began","x":1,"y":1,"force":0.1e-323}"#,
      #"{"kind":"touch","t_ns":9,"id":16,"phase":"began","x":1,"y":1,"major_radius":1e-99999999}"#,
      #"{"kind":"touch","t_ns":9.5,"id":8,"phase":"began","x":1,"y":1}"#,
      #"{"kind":"touch","t_ns":99999999999999999999,"id":9,"phase":"began","x":1,"y":1}"#,
      #"{"kind":"touch","t_ns":10,"id":4294967296,"phase":"began","x":1,"y":1}"#,
      #"{"kind":"touch","t_ns":10,"id":10,"phase":"sideways","x":1,"y":1}"#,
      #"{"kind":"touch","t_ns":10,"id":11,"phase":"moved","x":1,"y":1}"#,
      #"{"kind":"marker","t_ns":11,"label":"m"}"#,
      #"{"kind":"touch","t_ns":3,"id":12,"phase":"began","x":1,"y":1}"#,
    ])
  }

  @Test func randomTouchLinesDecodeAlike() async {
    let words = Gen.int(in: 0...Int.max).array(of: 1...60)
    await propertyCheck(count: 200, input: words) { words in
      var lines: [String] = []
      var down: Set<Int> = []
      var time: Int64 = 0
      for word in words {
        time += Int64(word % 20_000_000)
        let id = (word >> 8) % 4
        let phase = down.contains(id) ? ((word >> 12) % 3 == 0 ? "ended" : "moved") : "began"
        if phase == "began" { down.insert(id) } else if phase == "ended" { down.remove(id) }
        let x = Double((word >> 16) % 200_000) / 64 - 500
        let y = Double((word >> 34) % 100_000) / 7
        var fields = [
          #""kind":"touch""#, #""t_ns":\#(time)"#, #""id":\#(id)"#, #""phase":"\#(phase)""#, #""x":\#(x)"#,
          #""y":\#(word % 3 == 0 ? String(format: "%.6e", y) : "\(y)")"#,
        ]
        if word % 5 == 0 { fields.append(#""force":\#(Double(word % 600) / 100)"#) }
        if word % 7 == 0 { fields.reverse() }
        lines.append("{" + fields.joined(separator: word % 11 == 0 ? " , " : ",") + "}")
      }
      compare(lines)
    }
  }
}

/// Touch lines written byte by byte are the lines `String` interpolation writes.
@Suite struct TouchLineWriterTests {
  @Test func bytesMatchTheInterpolatedLine() async {
    let words = Gen.int(in: 0...Int.max).array(of: 1...40)
    await propertyCheck(count: 200, input: words) { words in
      for word in words {
        let time = Int64(word % 3 == 0 ? word : word % 1_000_000_007)
        let id = UInt32(truncatingIfNeeded: word >> 7)
        let x = (Double(word % 2_000_001) - 1_000_000) / 64
        let y = word % 5 == 0 ? -0.0 : Double((word >> 20) % 100_000) / 64
        let force: Double? = word % 7 == 0 ? Double(word % 640) / 64 : nil
        let phases: [TouchPhase] = [.began, .moved, .stationary, .ended, .cancelled]
        let phase = phases[word % 5]
        let sample = TouchSample(time: time, touchID: id, phase: phase, x: x, y: y, force: force, majorRadius: nil)
        var expected = #"{"kind":"touch","t_ns":\#(time),"id":\#(id),"phase":"\#(phase.name)","x":\#(x),"y":\#(y)"#
        if let force { expected += #","force":\#(force)"# }
        expected += "}"
        #expect(TraceJSONLines.line(for: .touch(sample)) == expected)
        var bytes: [UInt8] = []
        TraceJSONLines.appendLine(for: .touch(sample), to: &bytes)
        #expect(bytes == Array(expected.utf8))
      }
    }
    var extremes: [UInt8] = []
    TraceJSONLines.appendLine(
      for: .touch(TouchSample(time: .max, touchID: .max, phase: .moved, x: 0, y: 1)), to: &extremes)
    #expect(
      String(decoding: extremes, as: UTF8.self)
        == #"{"kind":"touch","t_ns":9223372036854775807,"id":4294967295,"phase":"moved","x":0.0,"y":1.0}"#)
  }
}

@Suite struct CoordinateWriterTests {
  /// Every coordinate on the file's grid is written exactly as `description` writes it.
  @Test func gridValuesAreWrittenAsDescriptionWritesThem() {
    var checked = 0
    for k in stride(from: -(Int64(1) << 26), through: Int64(1) << 26, by: 977) {
      for value in [Double(k) / 64, Double(k % 64) / 64, Double(k) / 64 + 0.5] {
        var bytes: [UInt8] = []
        TraceJSONLines.appendNumber(value, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == value.description, "\(value)")
        checked += 1
      }
    }
    for value in [0.0, -0.0, 1.0 / 64, -1.0 / 64, 1_048_576, -1_048_576, 0.1, 1e300, 3.0e-7, 1_048_576.5] {
      var bytes: [UInt8] = []
      TraceJSONLines.appendNumber(value, to: &bytes)
      #expect(String(decoding: bytes, as: UTF8.self) == value.description, "\(value)")
    }
    #expect(checked > 400_000)
  }
}

/// The scanner's exact conversion of short decimals gives the standard library's double.
@Suite struct TouchLineScannerNumberTests {
  func scannedX(_ text: String) -> Double? {
    TouchLineScanner.scan(#"{"kind":"touch","t_ns":1,"id":1,"phase":"moved","x":\#(text),"y":0}"#)?.x
  }

  /// The standard library's value, except that nonzero digits that underflow to zero are
  /// left to the general decoder (which refuses them), as are infinities.
  func expectStandardValue(_ text: String) {
    let expected = Double(text)
    let scanned = scannedX(text)
    let underflows = expected == 0 && text.prefix { $0 != "e" && $0 != "E" }.contains { $0 >= "1" && $0 <= "9" }
    if let expected, expected.isFinite, !underflows {
      #expect(scanned?.bitPattern == expected.bitPattern, "\(text): scanned \(String(describing: scanned)), expected \(expected)")
    } else {
      #expect(scanned == nil, "\(text)")
    }
  }

  @Test func edgesOfTheExactPathMatchTheStandardLibrary() {
    let texts = [
      "0", "-0", "0.0", "-0.0", "0e5", "-0e-400", "1", "-1", "1e22", "1e23", "1e-22", "1e-23", "9007199254740992",
      "9007199254740993", "-9007199254740993", "9007199254740991e-3", "9007199254740993e-3", "1234567890123456789",
      "12345678901234567890", "0.1234567890123456789", "0.12345678901234567890", "1.7976931348623157e308", "1e309",
      "4.9e-324", "2.4703282292062327e-324", "0.000000000000000000000000000001", "123456789012345678901234567890",
      "100.0000000000000000000000", "0.015625", "-1048576.984375", "3.0E-1", "1E+2", "7e0", "5e-0", "00001e0",
      "1e0000000000000000000022", "1e-0000000000000000000022", "1e9999999999999999999999", "8.5", "0.30000000000000004",
    ]
    for text in texts where text.first != "0" || text.count == 1 || text.dropFirst().first == "." || text.dropFirst().first == "e" {
      expectStandardValue(text)
    }
  }

  @Test func randomDecimalsMatchTheStandardLibrary() async {
    let words = Gen.int(in: 0...Int.max).array(of: 1...50)
    await propertyCheck(count: 300, input: words) { words in
      for word in words {
        let digits = String(word % 10_000_000_000_000_000)
        let cut = (word >> 3) % (digits.count + 1)
        var text = word % 2 == 0 ? "-" : ""
        text += cut == 0 ? "0" : String(digits.prefix(cut))
        if cut < digits.count { text += "." + digits.dropFirst(cut) }
        if word % 3 == 0 { text += "e\((word >> 9) % 50 - 25)" }
        expectStandardValue(text)
      }
    }
  }
}

/// Lines read as bytes from a file decode as their strings decode.
@Suite struct TouchLineBytePathTests {
  @Test func fileLinesDecodeAsTheirStrings() throws {
    let directory = try scratchDirectory()
    let path = directory.appendingPathComponent("lines.jsonl").path
    var text: [UInt8] = []
    let lines = [
      #"{"kind":"header","producer":"t"}"#, "", "   ", "\u{A0}",
      #"{"kind":"touch","t_ns":5,"id":1,"phase":"began","x":1.5,"y":2}"#,
      #" { "y" : 2.25 , "x":1e2, "phase":"moved","id":1,"t_ns":6,"kind":"touch" }"# + "\r",
      #"{"kind":"marker","t_ns":7,"label":"é ü"}"#,
      #"{"kind":"touch","t_ns":8,"id":1,"phase":"moved","x":0.1,"y":0.2,"force":0.5,"major_radius":3}"#,
      // Left to the general decoder, which reads it.
      #"{"kind":"touch","t_ns":9,"id":1,"phase":"moved","x":1,"y":0.2,"note":"hi"}"#,
    ]
    for line in lines {
      text += Array(line.utf8)
      text.append(UInt8(ascii: "\n"))
    }
    text += Array(#"{"kind":"touch","t_ns":10,"id":1,"phase":"ended","x":1,"y":1}"#.utf8) + [0xFF]
    try Data(text).write(to: URL(fileURLWithPath: path))

    var strings = try LineReader(path: path)
    defer { strings.close() }
    var stringDecoder = TraceJSONLinesDecoder()
    var expected: [String] = []
    while true {
      do {
        guard let line = try strings.next() else { break }
        if let item = try stringDecoder.decode(line, lineNumber: strings.lineNumber) { expected.append("\(item)") }
      } catch {
        expected.append("error \(error)")
        break
      }
    }
    var bytes = try LineReader(path: path)
    defer { bytes.close() }
    var byteDecoder = TraceJSONLinesDecoder()
    var found: [String] = []
    while true {
      do {
        guard let item = try byteDecoder.next(from: &bytes) else { break }
        found.append("\(item)")
      } catch {
        found.append("error \(error)")
        break
      }
    }
    #expect(found == expected)
    #expect(expected.count == 7)
    #expect(expected.last?.hasPrefix("error") == true)
  }
}

/// Integers at every digit-count boundary, and radii, are written as `String` writes them.
@Suite struct TouchLineWriterBoundaryTests {
  @Test func integersAtDigitBoundariesMatchTheirDescription() {
    var times: [Int64] = [0, .max, .min, -1]
    var power: Int64 = 1
    for _ in 0..<18 {
      power *= 10
      times += [power - 1, power, power + 1, -power]
    }
    let ids: [UInt32] = [0, 9, 10, 99, 100, 999_999_999, 1_000_000_000, .max]
    for (index, time) in times.enumerated() {
      let id = ids[index % ids.count]
      let radius = Double(index * 37 % 4096) / 64
      let sample = TouchSample(time: time, touchID: id, phase: .stationary, x: -0.015625, y: 1_048_576, majorRadius: radius)
      let expected =
        #"{"kind":"touch","t_ns":\#(time),"id":\#(id),"phase":"stationary","x":-0.015625,"y":1048576.0,"major_radius":\#(radius)}"#
      #expect(TraceJSONLines.line(for: .touch(sample)) == expected)
    }
  }
}

/// A reader dropped in the middle of a batch releases the events it has not returned.
@Suite struct TraceReaderBatchTests {
  @Test func droppingAReaderMidBatchIsSafe() throws {
    let writer = try TraceWriter(inMemoryWith: TraceHeader(producer: "test"))
    for index in 0..<3000 {
      try writer.append(
        .command(
          TraceCommand(time: Int64(index), name: "command \(index)", arguments: [.init(name: "s", value: .string("value \(index)"))])))
    }
    try writer.close()
    for taken in [0, 1, 1023, 1024, 1025, 3000] {
      let reader = try TraceReader(bytes: writer.bytes)
      var names: [String] = []
      for _ in 0..<taken {
        guard case .command(let command)? = try reader.next() else { break }
        names.append(command.name)
      }
      #expect(names == (0..<taken).map { "command \($0)" })
    }
  }
}
