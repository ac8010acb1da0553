import Testing

@testable import SeamlessTrace

@Suite struct EvemuImporterTests {
  /// The fixture's touchscreen: x 0…1919, y 0…1079, pressure 0…255, onto 960 × 540 pt.
  let options = TouchImportOptions(displayWidth: 960, displayHeight: 540)

  private func x(_ raw: Double) -> Double { raw / 1919 * 960 }
  private func y(_ raw: Double) -> Double { raw / 1079 * 540 }
  private func force(_ raw: Double) -> Double { raw / 255 * (20.0 / 3.0) }
  private func radius(_ raw: Double) -> Double { raw / 1919 * 960 / 2 }

  private func touch(
    _ time: Int64, _ id: UInt32, _ phase: TouchPhase, _ rawX: Double, _ rawY: Double,
    _ pressure: Double, _ major: Double
  ) -> TraceEvent {
    ImporterFixtures.touch(
      time, id, phase, x: x(rawX), y: y(rawY), force: force(pressure), radius: radius(major))
  }

  /// The events of `evemu-two-finger.txt`, worked out by hand from its `E:` lines: the first
  /// event (0.000001 s) is time 0; frames at 0.008123, 0.016245, 0.024367, (0.032490 changes
  /// nothing), 0.040612 and 0.048734 s.
  private var twoFingerEvents: [TraceEvent] {
    [
      touch(0, 45, .began, 600, 400, 60, 10),
      touch(8_122_000, 45, .moved, 610, 405, 60, 10),
      touch(16_244_000, 45, .moved, 610, 405, 62, 10),  // only the pressure changed
      touch(16_244_000, 46, .began, 1200, 700, 70, 12),
      touch(24_366_000, 45, .moved, 622, 411, 62, 10),
      touch(24_366_000, 46, .moved, 1188, 690, 70, 12),
      touch(40_611_000, 45, .ended, 622, 411, 62, 10),  // slot 0 lifts, slot 1 moves
      touch(40_611_000, 46, .moved, 1175, 681, 70, 12),
      touch(48_733_000, 46, .ended, 1175, 681, 70, 12),
    ]
  }

  @Test func importsTwoFingerRecording() throws {
    let text = try ImporterFixtures.text("evemu-two-finger.txt")
    let result = try ImporterFixtures.importEvemu(text, options: options)
    #expect(result.events == twoFingerEvents)
    #expect(result.importer.droppedFrameCount == 0)
  }

  @Test func headerDescribesDisplayAndDevice() throws {
    let text = try ImporterFixtures.text("evemu-two-finger.txt")
    let header = try ImporterFixtures.importEvemu(text, options: options).importer.header
    #expect(header.producer == "evemu import")
    #expect(header.displayWidth == 960)
    #expect(header.displayHeight == 540)
    #expect(header.metadata["import.source"] == "evemu-record")
    #expect(header.metadata["import.evemuVersion"] == "1.3")
    #expect(header.metadata["import.device"] == "ELAN9008:00 04F3:2C82")
    #expect(header.metadata["import.deviceID"] == "0018 04f3 2c82 0100")
    #expect(header.metadata["import.protocol"] == EvdevTouchProtocol.slots.name)
    #expect(header.metadata["import.axis.x"] == "min 0, max 1919, fuzz 0, flat 0, resolution 12")
    #expect(header.metadata["import.axis.y"] == "min 0, max 1079, fuzz 0, flat 0, resolution 12")
    #expect(header.metadata["import.axis.pressure"] == "min 0, max 255, fuzz 0, flat 0, resolution 0")
    #expect(header.metadata["import.axis.touchMajor"] == "min 0, max 31, fuzz 0, flat 0, resolution 0")
  }

  @Test func headerIsCompleteAtTheFirstEventLineAndBeforeAnyEvent() throws {
    let lines = ImporterFixtures.lines(try ImporterFixtures.text("evemu-two-finger.txt"))
    var importer = try EvemuImporter(options: options)
    var events: [TraceEvent] = []
    for (line, number) in lines {
      try importer.feed(line: line, lineNumber: number) { events.append($0) }
      // Line 121 is the first `E:` line; it completes the header but emits nothing.
      #expect(importer.isHeaderComplete == (number >= 121), "line \(number)")
      if number == 121 { #expect(events.isEmpty) }
    }
    #expect(events.count == 9)
  }

  @Test func anyChunkingGivesTheSameEvents() throws {
    let text = try ImporterFixtures.text("evemu-two-finger.txt")
    let expected = try ImporterFixtures.importEvemu(text, options: options)
    for sizes in [[1], [7], [64, 3, 250], [4096], [text.utf8.count]] {
      var importer = try EvemuImporter(options: options)
      var events: [TraceEvent] = []
      for chunk in ImporterFixtures.chunks(text, sizes: sizes) {
        try importer.feed(bytes: chunk) { events.append($0) }
      }
      try importer.finish { events.append($0) }
      #expect(events == expected.events, "chunk sizes \(sizes)")
      #expect(importer.header == expected.importer.header, "chunk sizes \(sizes)")
    }
  }

  @Test func readsFormat11WithoutResolutionOrComments() throws {
    let text = """
      # EVEMU 1.1
      N: Old Touch
      I: 0018 0000 0000 0000
      A: 2f 0 1 0 0
      A: 35 0 999 0 0
      A: 36 0 999 0 0
      A: 39 0 65535 0 0
      E: 1.000000 0003 0039 7
      E: 1.000000 0003 0035 500
      E: 1.000000 0003 0036 250
      E: 1.000000 0000 0000 0
      E: 1.500000 0003 0039 -1
      E: 1.500000 0000 0000 0
      """
    let result = try ImporterFixtures.importEvemu(
      text, options: TouchImportOptions(displayWidth: 100, displayHeight: 100))
    #expect(
      result.events == [
        ImporterFixtures.touch(0, 7, .began, x: 500.0 / 999 * 100, y: 250.0 / 999 * 100),
        ImporterFixtures.touch(500_000_000, 7, .ended, x: 500.0 / 999 * 100, y: 250.0 / 999 * 100),
      ])
    #expect(result.importer.header.metadata["import.evemuVersion"] == "1.1")
  }

  @Test func singleTouchDeviceUsesAbsXYAndButtonTouch() throws {
    let text = """
      # EVEMU 1.3
      N: Elo Touch Solutions Elo Touch
      I: 0003 04e7 0020 0110
      B: 03 03 00 00 00 00 00 00 00
      A: 00 0 4095 0 0 0
      A: 01 0 4095 0 0 0
      E: 0.000001 0003 0000 2048
      E: 0.000001 0003 0001 1024
      E: 0.000001 0001 014a 0001
      E: 0.000001 0000 0000 0000
      E: 0.010001 0003 0000 2100
      E: 0.010001 0000 0000 0000
      E: 0.020001 0001 014a 0000
      E: 0.020001 0000 0000 0000
      E: 0.030001 0003 0000 3000
      E: 0.030001 0000 0000 0000
      E: 0.040001 0001 014a 0001
      E: 0.040001 0000 0000 0000
      """
    let result = try ImporterFixtures.importEvemu(
      text, options: TouchImportOptions(displayWidth: 400, displayHeight: 300))
    func x(_ raw: Double) -> Double { raw / 4095 * 400 }
    let y = 1024.0 / 4095 * 300
    #expect(
      result.events == [
        ImporterFixtures.touch(0, 0, .began, x: x(2048), y: y),
        ImporterFixtures.touch(10_000_000, 0, .moved, x: x(2100), y: y),
        ImporterFixtures.touch(20_000_000, 0, .ended, x: x(2100), y: y),
        // 30 ms: hovering at 3000 emits nothing; 40 ms: a new touch there, still down at the end.
        ImporterFixtures.touch(40_000_000, 1, .began, x: x(3000), y: y),
        ImporterFixtures.touch(40_000_000, 1, .cancelled, x: x(3000), y: y),
      ])
    #expect(result.importer.header.metadata["import.protocol"] == EvdevTouchProtocol.singleTouch.name)
  }

  /// `SYN_DROPPED` discards its frame and everything up to the next `SYN_REPORT`; afterwards
  /// positions for the slot whose contact may have begun in the lost events are kept
  /// without error, and touches still down at the end are cancelled.
  @Test func synDroppedDiscardsUntilTheNextReportAndResynchronises() throws {
    let text = """
      A: 2f 0 9 0 0 0
      A: 35 0 999 0 0 0
      A: 36 0 999 0 0 0
      A: 39 0 65535 0 0 0
      E: 0.000001 0003 0039 0010
      E: 0.000001 0003 0035 0100
      E: 0.000001 0003 0036 0100
      E: 0.000001 0000 0000 0000
      E: 0.010001 0003 0035 0150
      E: 0.010001 0000 0003 0000
      E: 0.010001 0003 002f 0001
      E: 0.010001 0003 0039 0011
      E: 0.010001 0003 0035 0500
      E: 0.010001 0000 0000 0000
      E: 0.020001 0003 002f 0001
      E: 0.020001 0003 0036 0520
      E: 0.020001 0003 002f 0000
      E: 0.020001 0003 0035 0160
      E: 0.020001 0000 0000 0000
      E: 0.030001 0003 002f 0001
      E: 0.030001 0003 0039 0012
      E: 0.030001 0003 0035 0510
      E: 0.030001 0000 0000 0000
      E: 0.040001 0003 002f 0000
      E: 0.040001 0003 0039 -001
      E: 0.040001 0000 0000 0000
      """
    let result = try ImporterFixtures.importEvemu(
      text, options: TouchImportOptions(displayWidth: 999, displayHeight: 999))
    #expect(
      result.events == [
        ImporterFixtures.touch(0, 10, .began, x: 100, y: 100),
        ImporterFixtures.touch(20_000_000, 10, .moved, x: 160, y: 100),
        ImporterFixtures.touch(30_000_000, 12, .began, x: 510, y: 520),
        ImporterFixtures.touch(40_000_000, 10, .ended, x: 160, y: 100),
        ImporterFixtures.touch(40_000_000, 12, .cancelled, x: 510, y: 520),
      ])
    #expect(result.importer.droppedFrameCount == 1)
  }

  @Test func newTrackingIDInAnOccupiedSlotEndsTheOldContactFirst() throws {
    let text = """
      A: 2f 0 9 0 0 0
      A: 35 0 999 0 0 0
      A: 36 0 999 0 0 0
      E: 0.000001 0003 0039 0001
      E: 0.000001 0003 0035 0100
      E: 0.000001 0003 0036 0200
      E: 0.000001 0000 0000 0000
      E: 0.008001 0003 0039 0002
      E: 0.008001 0003 0035 0300
      E: 0.008001 0000 0000 0000
      E: 0.016001 0003 0039 -001
      E: 0.016001 0000 0000 0000
      """
    let result = try ImporterFixtures.importEvemu(
      text, options: TouchImportOptions(displayWidth: 999, displayHeight: 999))
    #expect(
      result.events == [
        ImporterFixtures.touch(0, 1, .began, x: 100, y: 200),
        ImporterFixtures.touch(8_000_000, 1, .ended, x: 100, y: 200),
        ImporterFixtures.touch(8_000_000, 2, .began, x: 300, y: 200),  // y persists in the slot
        ImporterFixtures.touch(16_000_000, 2, .ended, x: 300, y: 200),
      ])
  }

  /// Every truncation of every event line either imports or throws a ``TraceError`` that
  /// names a line: no trap.
  @Test func truncatedLinesNeverCrash() throws {
    let lines = ImporterFixtures.lines(try ImporterFixtures.text("evemu-two-finger.txt")).map(\.text)
    var rejected = 0
    for index in lines.indices where index >= 110 {
      for length in stride(from: 0, to: lines[index].count, by: 3) {
        var mutated = lines
        mutated[index] = String(lines[index].prefix(length))
        do {
          _ = try ImporterFixtures.importEvemu(mutated.joined(separator: "\n"), options: options)
        } catch let error as TraceError {
          #expect(error.line != nil, "\(error)")
          rejected += 1
        }
      }
    }
    #expect(rejected > 0)
  }

  // MARK: - Errors

  /// The description every error case below starts with (4 lines).
  private let description = """
    N: Test Touch
    A: 2f 0 9 0 0 0
    A: 35 0 999 0 0 0
    A: 36 0 999 0 0 0
    """

  private func expectError(_ body: String, _ expected: TraceError, sourceLocation: SourceLocation = #_sourceLocation) {
    let text = description + "\n" + body
    #expect(throws: expected, sourceLocation: sourceLocation) {
      _ = try ImporterFixtures.importEvemu(text, options: TouchImportOptions(displayWidth: 999, displayHeight: 999))
    }
  }

  @Test func unusableOptionsFailAtInit() {
    #expect(throws: TraceError(.outOfRange(field: "display width", value: "0.0 pt", allowed: "(0, 1048576.0] pt"))) {
      _ = try EvemuImporter(options: TouchImportOptions(displayWidth: 0, displayHeight: 100))
    }
    var noSlots = TouchImportOptions(displayWidth: 100, displayHeight: 100)
    noSlots.maximumSlots = 0
    #expect(throws: TraceError(.outOfRange(field: "maximum slots", value: "0", allowed: "1…4096"))) {
      _ = try EvemuImporter(options: noSlots)
    }
  }

  @Test func malformedEventLineNamesTheLine() {
    expectError(
      "E: 0.000001 0003 0039 0001\nE: 0.000001 0003 zz 0001",
      TraceError(
        .syntax(
          "expected `E: <seconds>.<6-digit microseconds> <type hex> <code hex> <value decimal>`, found `E: 0.000001 0003 zz 0001`"
        ),
        line: 6))
  }

  @Test func timestampNeedsSixMicrosecondDigits() {
    expectError(
      "E: 0.5 0003 0039 0001",
      TraceError(
        .syntax(
          "expected `E: <seconds>.<6-digit microseconds> <type hex> <code hex> <value decimal>`, found `E: 0.5 0003 0039 0001`"
        ),
        line: 5))
  }

  @Test func unknownLineIsASyntaxError() {
    expectError(
      "X: nonsense",
      TraceError(
        .syntax(
          "expected an evemu line (`#`, `N:`, `I:`, `P:`, `B:`, `A:`, `L:`, `S:` or `E:`), found `X: nonsense`"),
        line: 5))
  }

  @Test func malformedAbsinfoLine() {
    expectError(
      "A: 3a 0 abc 0 0 0",
      TraceError(
        .syntax("expected `A: <code hex> <min> <max> <fuzz> <flat> [<resolution>]`, found `A: 3a 0 abc 0 0 0`"),
        line: 5))
  }

  @Test func descriptionLineAfterTheFirstEvent() {
    expectError(
      "E: 0.000001 0000 0000 0000\nA: 3a 0 255 0 0 0",
      TraceError(
        .syntax(
          "expected an `E:` event line (the device description ends at the first event), found `A: 3a 0 255 0 0 0`"),
        line: 6))
  }

  @Test func timeGoingBackwardsNamesTheLine() {
    expectError(
      """
      E: 0.010000 0003 0039 0001
      E: 0.010000 0003 0035 0001
      E: 0.010000 0003 0036 0001
      E: 0.010000 0000 0000 0000
      E: 0.020000 0003 0035 0002
      E: 0.015000 0000 0000 0000
      """,
      TraceError(.timeWentBackwards(previous: 10_000_000, current: 5_000_000), line: 10))
  }

  @Test func missingAxisRangesBeforeTheFirstEvent() {
    #expect(
      throws: TraceError(
        .malformed(
          "the first event comes before the position axis ranges: expected `A: 35 …` and `A: 36 …` (ABS_MT_POSITION_X/Y) or `A: 00 …` and `A: 01 …` (ABS_X/Y) in the device description that evemu-record writes before the events"
        ),
        line: 3)
    ) {
      _ = try ImporterFixtures.importEvemu(
        "# EVEMU 1.3\nN: Keyboard\nE: 0.000001 0001 001e 0001",
        options: TouchImportOptions(displayWidth: 999, displayHeight: 999))
    }
  }

  @Test func positionForASlotWithoutContactIsImpossible() {
    expectError(
      "E: 0.000001 0003 0035 0100\nE: 0.000001 0000 0000 0000",
      TraceError(
        .malformed(
          "ABS_MT_POSITION_X 100 for slot 0, which has no contact (expected ABS_MT_TRACKING_ID ≥ 0 for the slot first)"),
        line: 5))
  }

  @Test func contactWithoutPositionIsImpossible() {
    expectError(
      "E: 0.000001 0003 002f 0003\nE: 0.000001 0003 0039 0005\nE: 0.000001 0003 0035 0100\nE: 0.000001 0000 0000 0000",
      TraceError(
        .malformed(
          "contact 5 in slot 3 began without a position (expected ABS_MT_POSITION_Y for the slot before SYN_REPORT)"),
        line: 6))
  }

  @Test func sameTrackingIDInTwoSlotsIsReportedByTheValidator() {
    expectError(
      """
      E: 0.000001 0003 0039 0005
      E: 0.000001 0003 0035 0100
      E: 0.000001 0003 0036 0100
      E: 0.000001 0003 002f 0001
      E: 0.000001 0003 0039 0005
      E: 0.000001 0003 0035 0200
      E: 0.000001 0003 0036 0200
      E: 0.000001 0000 0000 0000
      """,
      TraceError(.touchIDReused(touchID: 5), eventIndex: 1, line: 9))
  }

  @Test func absurdSlotNumbersAreRejected() {
    expectError(
      "E: 0.000001 0003 002f 0100\nE: 0.000001 0000 0000 0000",
      TraceError(
        .limitExceeded(what: "multi-touch slot number (ABS_MT_SLOT)", limit: 63, actual: 100), line: 5))
    expectError(
      "E: 0.000001 0003 002f -002\nE: 0.000001 0000 0000 0000",
      TraceError(.outOfRange(field: "ABS_MT_SLOT", value: "-2", allowed: "0…63"), line: 5))
  }

  @Test func framesWithoutSynReportAreBounded() {
    var options = TouchImportOptions(displayWidth: 999, displayHeight: 999)
    options.maximumEventsPerFrame = 16
    let body = (0..<17).map { _ in "E: 0.000001 0003 0035 0100" }.joined(separator: "\n")
    #expect(
      throws: TraceError(
        .limitExceeded(what: "input events in one frame (no SYN_REPORT)", limit: 16, actual: 17), line: 21)
    ) {
      _ = try ImporterFixtures.importEvemu(description + "\n" + body, options: options)
    }
  }
}
