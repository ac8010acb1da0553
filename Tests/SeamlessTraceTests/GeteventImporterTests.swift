import Testing

@testable import SeamlessTrace

@Suite struct GeteventImporterTests {
  /// `fts_ts` in `getevent-lp.txt`: x 0…1079, y 0…2339, pressure 0…127, onto 360 × 780 pt.
  let touchOptions = TouchImportOptions(displayWidth: 360, displayHeight: 780)

  private func x(_ raw: Double) -> Double { raw / 1079 * 360 }
  private func y(_ raw: Double) -> Double { raw / 2339 * 780 }
  private func force(_ raw: Double) -> Double { raw / 127 * (20.0 / 3.0) }
  private func radius(_ raw: Double) -> Double { raw / 1079 * 360 / 2 }

  private func touch(
    _ time: Int64, _ id: UInt32, _ phase: TouchPhase, _ rawX: Double, _ rawY: Double,
    _ pressure: Double, _ major: Double
  ) -> TraceEvent {
    ImporterFixtures.touch(
      time, id, phase, x: x(rawX), y: y(rawY), force: force(pressure), radius: radius(major))
  }

  /// `getevent-protocol-b.txt` by hand: tracking ids 0xc8a = 3210 and 0xc8b = 3211; frames
  /// at 41231.052815 (time 0), .061203, .069597, .077981 and .086366 s; `/dev/input/event3`'s
  /// volume key in between is another device.
  private var protocolBEvents: [TraceEvent] {
    [
      touch(0, 3210, .began, 0x21c, 0x492, 0x2a, 6),
      touch(8_388_000, 3210, .moved, 0x21c, 0x488, 0x2c, 6),
      touch(16_782_000, 3211, .began, 0x302, 0x6a4, 0x30, 7),
      touch(25_166_000, 3210, .ended, 0x21c, 0x488, 0x2c, 6),
      touch(25_166_000, 3211, .moved, 0x2f8, 0x6a4, 0x30, 7),
      touch(33_551_000, 3211, .ended, 0x2f8, 0x6a4, 0x30, 7),
    ]
  }

  private var explicitRanges: GeteventImporter.Options {
    GeteventImporter.Options(
      touch: touchOptions,
      xRange: AbsoluteAxisInfo(minimum: 0, maximum: 1079), yRange: AbsoluteAxisInfo(minimum: 0, maximum: 2339),
      pressureRange: AbsoluteAxisInfo(minimum: 0, maximum: 127),
      touchMajorRange: AbsoluteAxisInfo(minimum: 0, maximum: 255))
  }

  @Test func protocolBWithDeviceDescription() throws {
    let options = GeteventImporter.Options(
      touch: touchOptions, deviceDescription: try ImporterFixtures.text("getevent-lp.txt"))
    let result = try ImporterFixtures.importGetevent(
      try ImporterFixtures.text("getevent-protocol-b.txt"), options: options)
    #expect(result.events == protocolBEvents)
    let header = result.importer.header
    #expect(result.importer.isHeaderComplete)
    #expect(result.importer.selectedDevice == "/dev/input/event2")
    #expect(header.producer == "getevent import")
    #expect(header.displayWidth == 360)
    #expect(header.metadata["import.source"] == "getevent -lt")
    #expect(header.metadata["import.device"] == "fts_ts")
    #expect(header.metadata["import.devicePath"] == "/dev/input/event2")
    #expect(header.metadata["import.protocol"] == EvdevTouchProtocol.slots.name)
    #expect(header.metadata["import.axis.x"] == "min 0, max 1079, fuzz 0, flat 0, resolution 0")
    #expect(header.metadata["import.axis.pressure"] == "min 0, max 127, fuzz 0, flat 0, resolution 0")
  }

  @Test func headerFromTheDescriptionIsCompleteBeforeAnyLine() throws {
    let options = GeteventImporter.Options(
      touch: touchOptions, deviceDescription: try ImporterFixtures.text("getevent-lp.txt"))
    let importer = try GeteventImporter(options: options)
    #expect(importer.isHeaderComplete)
    #expect(importer.header.metadata["import.device"] == "fts_ts")
  }

  @Test func explicitRangesSelectTheFirstDeviceReportingMultiTouchX() throws {
    let text = try ImporterFixtures.text("getevent-protocol-b.txt")
    let result = try ImporterFixtures.importGetevent(text, options: explicitRanges)
    // The tracking id line comes before ABS_MT_POSITION_X in the first frame: kept.
    #expect(result.events == protocolBEvents)
    #expect(result.importer.selectedDevice == "/dev/input/event2")
    #expect(result.importer.header.metadata["import.device"] == "fts_ts")
    #expect(result.importer.header.metadata["import.devicePath"] == "/dev/input/event2")
  }

  /// Without a description the header completes at the chosen device's first event line
  /// (line 8, its first `ABS_MT_POSITION_X`), and that call emits nothing.
  @Test func headerCompletesBeforeTheFirstEvent() throws {
    var importer = try GeteventImporter(options: explicitRanges)
    var events: [TraceEvent] = []
    for (line, number) in ImporterFixtures.lines(try ImporterFixtures.text("getevent-protocol-b.txt")) {
      let before = events.count
      let wasComplete = importer.isHeaderComplete
      try importer.feed(line: line, lineNumber: number) { events.append($0) }
      if !wasComplete && importer.isHeaderComplete {
        #expect(number == 8)
        #expect(events.count == before)
      }
      #expect(events.isEmpty || importer.isHeaderComplete)
    }
    #expect(importer.header.metadata["import.device"] == "fts_ts")
  }

  @Test func deviceOptionMatchesAPathOrAName() throws {
    let text = try ImporterFixtures.text("getevent-protocol-b.txt")
    var byName = explicitRanges
    byName.device = "fts_ts"
    #expect(try ImporterFixtures.importGetevent(text, options: byName).events == protocolBEvents)
    var keys = explicitRanges
    keys.device = "/dev/input/event3"
    let keyResult = try ImporterFixtures.importGetevent(text, options: keys)
    #expect(keyResult.events.isEmpty)
    #expect(keyResult.importer.selectedDevice == "/dev/input/event3")
  }

  /// `getevent-protocol-a.txt` by hand (x 0…479, y 0…799 onto 320 × 480 pt).
  ///
  /// Contacts have no tracking ids, so ids come from nearest-neighbour matching. Frame 3 reports
  /// the two fingers in swapped order; frame 4 keeps the finger nearest to (296, 590);
  /// `BTN_TOUCH UP` ends all; a later tap gets a fresh id and ends with an empty frame.
  @Test func protocolAAssignsIDsByNearestNeighbour() throws {
    let options = GeteventImporter.Options(
      touch: TouchImportOptions(displayWidth: 320, displayHeight: 480),
      xRange: AbsoluteAxisInfo(minimum: 0, maximum: 479), yRange: AbsoluteAxisInfo(minimum: 0, maximum: 799),
      touchMajorRange: AbsoluteAxisInfo(minimum: 0, maximum: 255))
    let result = try ImporterFixtures.importGetevent(
      try ImporterFixtures.text("getevent-protocol-a.txt"), options: options)
    func touch(_ time: Int64, _ id: UInt32, _ phase: TouchPhase, _ rawX: Double, _ rawY: Double, _ major: Double)
      -> TraceEvent
    {
      ImporterFixtures.touch(time, id, phase, x: rawX / 479 * 320, y: rawY / 799 * 480, radius: major / 479 * 320 / 2)
    }
    #expect(
      result.events == [
        touch(0, 0, .began, 100, 200, 10),
        touch(16_670_000, 0, .moved, 105, 210, 10),
        touch(16_670_000, 1, .began, 300, 600, 12),
        touch(33_340_000, 1, .moved, 296, 590, 12),  // reported first, matched to id 1
        touch(33_340_000, 0, .moved, 110, 220, 10),
        touch(50_010_000, 0, .ended, 110, 220, 10),  // lifted contacts come first
        touch(50_010_000, 1, .moved, 290, 580, 12),
        touch(66_680_000, 1, .ended, 290, 580, 12),  // BTN_TOUCH UP
        touch(149_850_000, 2, .began, 200, 400, 11),
        touch(166_520_000, 2, .ended, 200, 400, 11),  // an empty frame
      ])
    #expect(result.importer.selectedDevice == nil)
  }

  @Test func protocolAUsesTrackingIDsWhenPresent() throws {
    let text = """
      [     100.000000] EV_ABS       ABS_MT_TRACKING_ID   00000007
      [     100.000000] EV_ABS       ABS_MT_POSITION_X    00000010
      [     100.000000] EV_ABS       ABS_MT_POSITION_Y    00000020
      [     100.000000] EV_SYN       SYN_MT_REPORT        00000000
      [     100.000000] EV_ABS       ABS_MT_TRACKING_ID   00000009
      [     100.000000] EV_ABS       ABS_MT_POSITION_X    00000030
      [     100.000000] EV_ABS       ABS_MT_POSITION_Y    00000040
      [     100.000000] EV_SYN       SYN_MT_REPORT        00000000
      [     100.000000] EV_SYN       SYN_REPORT           00000000
      [     100.010000] EV_ABS       ABS_MT_TRACKING_ID   00000009
      [     100.010000] EV_ABS       ABS_MT_POSITION_X    00000011
      [     100.010000] EV_ABS       ABS_MT_POSITION_Y    00000021
      [     100.010000] EV_SYN       SYN_MT_REPORT        00000000
      [     100.010000] EV_SYN       SYN_REPORT           00000000
      """
    let options = GeteventImporter.Options(
      touch: TouchImportOptions(displayWidth: 255, displayHeight: 255),
      xRange: AbsoluteAxisInfo(minimum: 0, maximum: 255), yRange: AbsoluteAxisInfo(minimum: 0, maximum: 255))
    let result = try ImporterFixtures.importGetevent(text, options: options)
    // The tracking id wins over distance: contact 9 jumps next to where 7 was.
    #expect(
      result.events == [
        ImporterFixtures.touch(0, 7, .began, x: 0x10, y: 0x20),
        ImporterFixtures.touch(0, 9, .began, x: 0x30, y: 0x40),
        ImporterFixtures.touch(10_000_000, 7, .ended, x: 0x10, y: 0x20),
        ImporterFixtures.touch(10_000_000, 9, .moved, x: 0x11, y: 0x21),
        ImporterFixtures.touch(10_000_000, 9, .cancelled, x: 0x11, y: 0x21),
      ])
  }

  /// Kernel multi-touch-protocol.rst: the zero-contact frame is a lone `SYN_MT_REPORT`, or
  /// just `BTN_TOUCH` 0 when the driver omits the last `SYN_MT_REPORT`; a frame with no touch
  /// events (only `MSC_TIMESTAMP`) says nothing about the contacts.
  @Test func protocolAFramesWithoutTouchEventsChangeNothing() throws {
    let text = """
      add device 1: /dev/input/event1
        name:     "atmel_mxt_ts"
        bus:      0018
        events:
      [     300.000000] /dev/input/event1: EV_ABS       ABS_MT_POSITION_X    00000010
      [     300.000000] /dev/input/event1: EV_ABS       ABS_MT_POSITION_Y    00000020
      [     300.000000] /dev/input/event1: EV_SYN       SYN_MT_REPORT        00000000
      [     300.000000] /dev/input/event1: EV_KEY       BTN_TOUCH            DOWN
      [     300.000000] /dev/input/event1: EV_SYN       SYN_REPORT           00000000
      [     300.010000] /dev/input/event1: EV_MSC       MSC_TIMESTAMP        00002710
      [     300.010000] /dev/input/event1: EV_SYN       SYN_REPORT           00000000
      [     300.020000] /dev/input/event1: EV_KEY       BTN_TOUCH            UP
      [     300.020000] /dev/input/event1: EV_SYN       SYN_REPORT           00000000
      """
    let options = GeteventImporter.Options(
      touch: TouchImportOptions(displayWidth: 255, displayHeight: 255),
      xRange: AbsoluteAxisInfo(minimum: 0, maximum: 255), yRange: AbsoluteAxisInfo(minimum: 0, maximum: 255))
    let result = try ImporterFixtures.importGetevent(text, options: options)
    #expect(
      result.events == [
        ImporterFixtures.touch(0, 0, .began, x: 0x10, y: 0x20),
        ImporterFixtures.touch(20_000_000, 0, .ended, x: 0x10, y: 0x20),
      ])
    #expect(result.importer.header.metadata["import.device"] == "atmel_mxt_ts")
  }

  @Test func anyChunkingGivesTheSameEvents() throws {
    let lp = try ImporterFixtures.text("getevent-lp.txt")
    for name in ["getevent-protocol-b.txt", "getevent-protocol-a.txt"] {
      let text = try ImporterFixtures.text(name)
      let options = GeteventImporter.Options(
        touch: touchOptions, deviceDescription: name.hasSuffix("-b.txt") ? lp : nil,
        xRange: name.hasSuffix("-a.txt") ? AbsoluteAxisInfo(minimum: 0, maximum: 479) : nil,
        yRange: name.hasSuffix("-a.txt") ? AbsoluteAxisInfo(minimum: 0, maximum: 799) : nil)
      let expected = try ImporterFixtures.importGetevent(text, options: options)
      #expect(!expected.events.isEmpty)
      for sizes in [[1], [5, 17], [333], [text.utf8.count]] {
        var importer = try GeteventImporter(options: options)
        var events: [TraceEvent] = []
        for chunk in ImporterFixtures.chunks(text, sizes: sizes) {
          try importer.feed(bytes: chunk) { events.append($0) }
        }
        try importer.finish { events.append($0) }
        #expect(events == expected.events, "\(name), chunk sizes \(sizes)")
        #expect(importer.header == expected.importer.header, "\(name), chunk sizes \(sizes)")
      }
    }
  }

  @Test func skipsEventsWithUnknownNamesAndRateSuffixes() throws {
    let text = """
      [     200.000000] EV_ABS       ABS_MT_TRACKING_ID   00000001
      [     200.000000] EV_ABS       ABS_MT_TOOL_TYPE     MT_TOOL_FINGER
      [     200.000000] EV_ABS       ABS_MT_POSITION_X    00000064
      [     200.000000] EV_ABS       ABS_MT_POSITION_Y    000000c8
      [     200.000000] EV_MSC       MSC_TIMESTAMP        00000000
      [     200.000000] 0003 0035 00000064
      [     200.000000] EV_SYN       SYN_REPORT           00000000             rate 0
      remove device 4: /dev/input/event4
      could not get driver version for /dev/input/mice, Not a typewriter
      [     200.008000] EV_ABS       ABS_MT_TRACKING_ID   ffffffff
      [     200.008000] EV_SYN       SYN_REPORT           00000000             rate 125
      """
    let options = GeteventImporter.Options(
      touch: TouchImportOptions(displayWidth: 1000, displayHeight: 1000),
      xRange: AbsoluteAxisInfo(minimum: 0, maximum: 1000), yRange: AbsoluteAxisInfo(minimum: 0, maximum: 1000))
    let result = try ImporterFixtures.importGetevent(text, options: options)
    #expect(
      result.events == [
        ImporterFixtures.touch(0, 1, .began, x: 100, y: 200),
        ImporterFixtures.touch(8_000_000, 1, .ended, x: 100, y: 200),
      ])
  }

  /// Every truncation of every line either imports or throws a ``TraceError``: no trap.
  @Test func truncatedLinesNeverCrash() throws {
    let lines = ImporterFixtures.lines(try ImporterFixtures.text("getevent-protocol-b.txt")).map(\.text)
    var outcomes = (imported: 0, rejected: 0)
    for index in lines.indices {
      for length in stride(from: 0, to: lines[index].count, by: 2) {
        var mutated = lines
        mutated[index] = String(lines[index].prefix(length))
        do {
          _ = try ImporterFixtures.importGetevent(mutated.joined(separator: "\n"), options: explicitRanges)
          outcomes.imported += 1
        } catch let error as TraceError {
          #expect(error.line != nil, "\(error)")
          outcomes.rejected += 1
        }
      }
    }
    #expect(outcomes.imported > 0)
    #expect(outcomes.rejected > 0)
  }

  // MARK: - Device descriptions

  @Test func parsesGeteventLpDeviceDescriptions() throws {
    let devices = try GeteventDeviceDescription.parse(try ImporterFixtures.text("getevent-lp.txt"))
    #expect(devices.map(\.path) == ["/dev/input/event3", "/dev/input/event2", "/dev/input/event0"])
    #expect(devices.map(\.name) == ["gpio-keys", "fts_ts", "qpnp_pon"])
    #expect(devices[0].axes.isEmpty)
    let touchscreen = devices[1]
    #expect(touchscreen.axes.count == 7)
    #expect(touchscreen.axes[EvdevCode.multiTouchSlot] == AbsoluteAxisInfo(minimum: 0, maximum: 9))
    #expect(touchscreen.axes[EvdevCode.multiTouchPositionX] == AbsoluteAxisInfo(minimum: 0, maximum: 1079))
    #expect(touchscreen.axes[EvdevCode.multiTouchPositionY] == AbsoluteAxisInfo(minimum: 0, maximum: 2339))
    #expect(touchscreen.axes[EvdevCode.multiTouchPressure] == AbsoluteAxisInfo(minimum: 0, maximum: 127))
    #expect(touchscreen.axes[EvdevCode.multiTouchTrackingID] == AbsoluteAxisInfo(minimum: 0, maximum: 65535))
    #expect(touchscreen.isMultiTouch)
    #expect(EvdevTouchProtocol.inferred(from: touchscreen.axes) == .slots)
  }

  @Test func parsesOldAndUnlabelledDescriptions() throws {
    let text = """
      add device 1: /dev/input/event1
        name:     "synaptics-rmi-touchscreen"
        events:
          ABS (0003): 0030  : value 0, min 0, max 15, fuzz 0 flat 0
                      0035  : value 0, min 0, max 1023, fuzz 0 flat 0
                      ABS_MT_POSITION_Y     : value 0, min -5, max 1018, fuzz 2 flat 0
      """
    let devices = try GeteventDeviceDescription.parse(text)
    #expect(devices.count == 1)
    #expect(devices[0].axes[EvdevCode.multiTouchTouchMajor] == AbsoluteAxisInfo(minimum: 0, maximum: 15))
    #expect(devices[0].axes[EvdevCode.multiTouchPositionX] == AbsoluteAxisInfo(minimum: 0, maximum: 1023))
    #expect(devices[0].axes[EvdevCode.multiTouchPositionY] == AbsoluteAxisInfo(minimum: -5, maximum: 1018, fuzz: 2, flat: 0, resolution: 0))
    #expect(EvdevTouchProtocol.inferred(from: devices[0].axes) == .contacts)
  }

  @Test func malformedDescriptionLineNamesItsLine() {
    let text = """
      add device 2: /dev/input/event2
        name:     "fts_ts"
        events:
          ABS (0003): ABS_MT_POSITION_X     : value 0, min zero, max 1079
      """
    #expect(
      throws: TraceError(
        .syntax(
          "getevent -lp device description: expected `: value V, min A, max B, fuzz F, flat L, resolution R`, found `ABS (0003): ABS_MT_POSITION_X     : value 0, min zero, max 1079`"
        ),
        line: 4)
    ) {
      _ = try GeteventDeviceDescription.parse(text)
    }
    #expect(
      throws: TraceError(
        .syntax(
          "getevent -lp device description: expected `add device <n>: <path>` before the first axis line, found `ABS_MT_POSITION_X : value 0, min 0, max 9`"
        ),
        line: 1)
    ) {
      _ = try GeteventDeviceDescription.parse("ABS_MT_POSITION_X : value 0, min 0, max 9")
    }
  }

  // MARK: - Errors

  @Test func missingRangesSayWhichOptionProvidesThem() {
    #expect(
      throws: TraceError(
        .malformed(
          "getevent -lt output has no axis ranges, so touches cannot be placed on the display: give the output of `getevent -lp` as the device description (GeteventImporter.Options.deviceDescription), or the ranges themselves (Options.xRange and Options.yRange)"
        ))
    ) {
      _ = try GeteventImporter(options: GeteventImporter.Options(touch: touchOptions))
    }
    #expect(
      throws: TraceError(
        .malformed("only one of the x and y axis ranges is given (expected both, xRange and yRange)"))
    ) {
      _ = try GeteventImporter(
        options: GeteventImporter.Options(touch: touchOptions, xRange: AbsoluteAxisInfo(minimum: 0, maximum: 9)))
    }
  }

  @Test func unknownDeviceListsTheDescribedDevices() throws {
    let options = GeteventImporter.Options(
      touch: touchOptions, device: "/dev/input/event9", deviceDescription: try ImporterFixtures.text("getevent-lp.txt"))
    #expect(
      throws: TraceError(
        .malformed(
          "device \"/dev/input/event9\" is not in the getevent -lp device description (it lists: /dev/input/event3 \"gpio-keys\", /dev/input/event2 \"fts_ts\", /dev/input/event0 \"qpnp_pon\")"
        ))
    ) {
      _ = try GeteventImporter(options: options)
    }
  }

  private func expectError(
    _ text: String, _ expected: TraceError, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let options = GeteventImporter.Options(
      touch: TouchImportOptions(displayWidth: 1000, displayHeight: 1000),
      xRange: AbsoluteAxisInfo(minimum: 0, maximum: 1000), yRange: AbsoluteAxisInfo(minimum: 0, maximum: 1000))
    #expect(throws: expected, sourceLocation: sourceLocation) {
      _ = try ImporterFixtures.importGetevent(text, options: options)
    }
  }

  @Test func lineWithoutTimestampAsksForDashT() {
    expectError(
      "/dev/input/event2: EV_ABS       ABS_MT_POSITION_X    0000021c",
      TraceError(
        .syntax(
          "expected a `[<seconds>.<microseconds>]` timestamp first (record with `getevent -lt`: -t adds timestamps), found `/dev/input/event2: EV_ABS       ABS_MT_POSITION_X    0000021c`"
        ),
        line: 1))
  }

  @Test func malformedLinesNameTheirLine() {
    expectError(
      "[     1.000000] EV_ABS       ABS_MT_TRACKING_ID   00000001\n[     1.000000] EV_ABS       ABS_MT_POSITION_X    0000zz1c",
      TraceError(
        .syntax(
          "expected an 8-digit hexadecimal value as the event's value, found `[     1.000000] EV_ABS       ABS_MT_POSITION_X    0000zz1c`"
        ),
        line: 2))
    expectError(
      "[     1.00] EV_ABS       ABS_MT_POSITION_X    0000021c",
      TraceError(
        .syntax(
          "expected a timestamp `[<seconds>.<6-digit microseconds>]`, found `[     1.00] EV_ABS       ABS_MT_POSITION_X    0000021c`"
        ),
        line: 1))
    expectError(
      "[     1.000000] EV_ABS       ABS_MT_POSITION_X",
      TraceError(
        .syntax(
          "expected `[<seconds>.<microseconds>] [<device>:] <type> <code> <value>`, found `[     1.000000] EV_ABS       ABS_MT_POSITION_X`"
        ),
        line: 1))
    expectError(
      "hello",
      TraceError(
        .syntax(
          "expected a getevent -lt line `[<seconds>.<microseconds>] [<device>:] <type> <code> <value>`, found `hello`"),
        line: 1))
  }

  @Test func timeGoingBackwardsNamesTheLine() {
    expectError(
      """
      [    10.500000] EV_ABS       ABS_MT_TRACKING_ID   00000001
      [    10.500000] EV_ABS       ABS_MT_POSITION_X    00000001
      [    10.500000] EV_ABS       ABS_MT_POSITION_Y    00000001
      [    10.500000] EV_SYN       SYN_REPORT           00000000
      [    10.499999] EV_ABS       ABS_MT_POSITION_X    00000002
      """,
      TraceError(.timeWentBackwards(previous: 0, current: -1_000), line: 5))
  }

  @Test func impossibleSequenceNamesTheLine() {
    expectError(
      """
      [    10.500000] EV_ABS       ABS_MT_SLOT          00000002
      [    10.500000] EV_ABS       ABS_MT_POSITION_X    00000001
      [    10.500000] EV_SYN       SYN_REPORT           00000000
      """,
      TraceError(
        .malformed(
          "ABS_MT_POSITION_X 1 for slot 2, which has no contact (expected ABS_MT_TRACKING_ID ≥ 0 for the slot first)"),
        line: 2))
  }

  @Test func protocolAContactWithoutPositionNamesTheLine() {
    expectError(
      """
      [    10.500000] EV_ABS       ABS_MT_POSITION_X    00000001
      [    10.500000] EV_SYN       SYN_MT_REPORT        00000000
      [    10.500000] EV_SYN       SYN_REPORT           00000000
      """,
      TraceError(
        .malformed("protocol A contact without ABS_MT_POSITION_Y (expected both positions before SYN_MT_REPORT)"),
        line: 2))
  }
}
