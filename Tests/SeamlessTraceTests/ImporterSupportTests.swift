import Testing

@testable import SeamlessTrace

/// The pieces both importers share: the mapping, the line splitter, the scanners and the
/// decoder's protocol detection.
@Suite struct ImporterSupportTests {
  // MARK: - TouchscreenMapping

  @Test func mappingFollowsTheFormula() throws {
    let mapping = try TouchscreenMapping(
      x: AbsoluteAxisInfo(minimum: 100, maximum: 1100), y: AbsoluteAxisInfo(minimum: -50, maximum: 1950),
      pressure: AbsoluteAxisInfo(minimum: 10, maximum: 265), touchMajor: AbsoluteAxisInfo(minimum: 0, maximum: 100),
      displayWidth: 400, displayHeight: 800)
    let point = mapping.point(rawX: 600, rawY: 450)
    #expect(point.x == 200)  // (600 − 100) / 1000 · 400
    #expect(point.y == 200)  // (450 + 50) / 2000 · 800
    #expect(mapping.point(rawX: 100, rawY: -50) == (x: 0, y: 0))
    #expect(mapping.point(rawX: 1100, rawY: 1950) == (x: 400, y: 800))
    #expect(mapping.point(rawX: 1350, rawY: 450).x == 500)  // overshoot is kept
    #expect(mapping.force(rawPressure: 265) == 20.0 / 3.0)  // axis max → maximumPossibleForce
    #expect(mapping.force(rawPressure: 10) == 0)
    #expect(mapping.force(rawPressure: 0) == 0)  // below the minimum: clamped to 0
    #expect(mapping.majorRadius(rawTouchMajor: 50) == 10)  // 50 / 1000 · 400 / 2
  }

  @Test func mappingWithoutOptionalAxesReportsNoForceOrRadius() throws {
    let mapping = try TouchscreenMapping(
      x: AbsoluteAxisInfo(minimum: 0, maximum: 10), y: AbsoluteAxisInfo(minimum: 0, maximum: 10),
      displayWidth: 10, displayHeight: 10, maximumForce: 1)
    #expect(mapping.force(rawPressure: 5) == nil)
    #expect(mapping.majorRadius(rawTouchMajor: 5) == nil)
  }

  @Test func mappingRejectsEmptyRangesAndDisplays() {
    #expect(
      throws: TraceError(.outOfRange(field: "x axis range", value: "min 5, max 5", allowed: "max > min"))
    ) {
      _ = try TouchscreenMapping(
        x: AbsoluteAxisInfo(minimum: 5, maximum: 5), y: AbsoluteAxisInfo(minimum: 0, maximum: 10),
        displayWidth: 10, displayHeight: 10)
    }
    #expect(
      throws: TraceError(.outOfRange(field: "display height", value: "0.0 pt", allowed: "(0, 1048576.0] pt"))
    ) {
      _ = try TouchscreenMapping(
        x: AbsoluteAxisInfo(minimum: 0, maximum: 10), y: AbsoluteAxisInfo(minimum: 0, maximum: 10),
        displayWidth: 10, displayHeight: 0)
    }
  }

  @Test func deviceAxesChooseTheProtocolsAxes() throws {
    let axes: [UInt16: AbsoluteAxisInfo] = [
      EvdevCode.absoluteX: AbsoluteAxisInfo(minimum: 0, maximum: 99),
      EvdevCode.absoluteY: AbsoluteAxisInfo(minimum: 0, maximum: 199),
      EvdevCode.absolutePressure: AbsoluteAxisInfo(minimum: 0, maximum: 9),
    ]
    let options = TouchImportOptions(displayWidth: 10, displayHeight: 10)
    let single = try TouchscreenMapping(deviceAxes: axes, touchProtocol: .singleTouch, options: options)
    #expect(single?.y == AbsoluteAxisInfo(minimum: 0, maximum: 199))
    #expect(single?.pressure == AbsoluteAxisInfo(minimum: 0, maximum: 9))
    #expect(try TouchscreenMapping(deviceAxes: axes, touchProtocol: .slots, options: options) == nil)
    #expect(EvdevTouchProtocol.inferred(from: axes) == .singleTouch)
    #expect(EvdevTouchProtocol.inferred(from: [:]) == .automatic)
  }

  // MARK: - Protocol detection

  @Test func framesRevealTheirProtocol() {
    func event(_ type: UInt16, _ code: UInt16) -> LinuxInputEvent {
      LinuxInputEvent(microseconds: 0, type: type, code: code, value: 1, line: 1)
    }
    let position = event(EvdevCode.eventAbsolute, EvdevCode.multiTouchPositionX)
    let contactEnd = event(EvdevCode.eventSync, EvdevCode.syncMultiTouchReport)
    let legacy = event(EvdevCode.eventAbsolute, EvdevCode.absoluteX)
    let button = event(EvdevCode.eventKey, EvdevCode.buttonTouch)
    #expect(EvdevTouchProtocol.detected(in: [position, legacy, button]) == .slots)
    #expect(EvdevTouchProtocol.detected(in: [position, contactEnd, legacy]) == .contacts)
    #expect(EvdevTouchProtocol.detected(in: [legacy, button]) == .singleTouch)
    #expect(EvdevTouchProtocol.detected(in: [event(4, 5)]) == .automatic)
  }

  @Test func decoderIgnoresFramesBeforeTouchDataAndStartsTimeAtTheFirstEvent() throws {
    let mapping = try TouchscreenMapping(
      x: AbsoluteAxisInfo(minimum: 0, maximum: 100), y: AbsoluteAxisInfo(minimum: 0, maximum: 100),
      displayWidth: 100, displayHeight: 100)
    var decoder = EvdevTouchDecoder(mapping: mapping, touchProtocol: .automatic)
    var events: [TraceEvent] = []
    let input: [(Int64, UInt16, UInt16, Int32)] = [
      (5_000_000, 4, 5, 0), (5_000_000, 0, 0, 0),
      (5_016_000, 3, 0x39, 1), (5_016_000, 3, 0x35, 50), (5_016_000, 3, 0x36, 25), (5_016_000, 0, 0, 0),
    ]
    for (index, (time, type, code, value)) in input.enumerated() {
      try decoder.decode(LinuxInputEvent(microseconds: time, type: type, code: code, value: value, line: index + 1)) {
        events.append($0)
      }
    }
    #expect(decoder.touchProtocol == .slots)
    #expect(events == [ImporterFixtures.touch(16_000_000, 1, .began, x: 50, y: 25)])
    #expect(decoder.touchesDown == [1])
    try decoder.finish { events.append($0) }
    #expect(events.last == ImporterFixtures.touch(16_000_000, 1, .cancelled, x: 50, y: 25))
  }

  // MARK: - ImportLineSplitter

  @Test func splitterNumbersLinesAndDropsCarriageReturns() throws {
    var splitter = ImportLineSplitter()
    let first = try splitter.append(Array("one\r\ntw".utf8))
    #expect(first.map(\.text) == ["one"])
    #expect(first.map(\.number) == [1])
    let second = try splitter.append(Array("o\n\nthree".utf8))
    #expect(second.map(\.text) == ["two", ""])
    #expect(second.map(\.number) == [2, 3])
    let last = splitter.finish()
    #expect(last.map(\.text) == ["three"])
    #expect(last.map(\.number) == [4])
    #expect(splitter.finish().isEmpty)
  }

  @Test func splitterBoundsLineLength() throws {
    var splitter = ImportLineSplitter(maximumLineLength: 8)
    _ = try splitter.append(Array("12345678\n".utf8))
    #expect(
      throws: TraceError(.limitExceeded(what: "line length in bytes", limit: 8, actual: 9), line: 2)
    ) {
      _ = try splitter.append(Array("123456789".utf8))
    }
  }

  // MARK: - ImportScanner

  @Test func scannersAreStrict() {
    #expect(ImportScanner.decimal("-001") == -1)
    #expect(ImportScanner.decimal("0540") == 540)
    #expect(ImportScanner.decimal("2147483648") == nil)
    #expect(ImportScanner.decimal("-") == nil)
    #expect(ImportScanner.decimal("1e3") == nil)
    #expect(ImportScanner.hex("ffffffff", maxDigits: 8) == UInt32.max)
    #expect(ImportScanner.hex("014A", maxDigits: 4) == 0x14a)
    #expect(ImportScanner.hex("12345", maxDigits: 4) == nil)
    #expect(ImportScanner.hex("0x12", maxDigits: 4) == nil)
    #expect(ImportScanner.timestamp("41231.052815") == 41_231_052_815)
    #expect(ImportScanner.timestamp("0.000001") == 1)
    #expect(ImportScanner.timestamp("0.5") == nil)
    #expect(ImportScanner.timestamp("1.0000001") == nil)
    #expect(ImportScanner.timestamp("-1.000000") == nil)
    #expect(ImportScanner.trimmed("  \ta b \t") == "a b")
    #expect(ImportScanner.unquoted(" \"fts_ts\" ") == "fts_ts")
  }
}
