import Foundation
import Testing

@testable import SeamlessTrace

@Suite struct TraceJSONLinesTests {
  private func export(_ trace: Trace) -> String {
    ([TraceJSONLines.line(for: trace.header)] + trace.events.map(TraceJSONLines.line(for:)))
      .joined(separator: "\n") + "\n"
  }

  private func importLines(_ text: String) throws(TraceError) -> Trace {
    var decoder = TraceJSONLinesDecoder()
    var header: TraceHeader?
    var events: [TraceEvent] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      switch try decoder.decode(String(line), lineNumber: index + 1) {
      case .header(let value)?: header = value
      case .event(let event)?: events.append(event)
      case nil: break
      }
    }
    return Trace(header: header ?? TraceHeader(), events: events)
  }

  @Test func exportImportExportIsByteIdentical() throws {
    for size in [0, 1, 10, 300, 1500] {
      let trace = TraceScript.build(Array(0..<size).map { ($0 &* 0x5851_F42D_4C95_7F2D) & Int.max }, flushEvery: 3)
      let first = export(trace)
      let imported = try importLines(first)
      #expect(imported == trace)
      #expect(export(imported) == first)
    }
  }

  @Test func schemaIsStable() {
    var header = TraceHeader(producer: "p", sceneName: "card", seed: 7)
    header.metadata = ["z": "1", "a": "\"q\""]
    #expect(
      TraceJSONLines.line(for: header)
        == #"{"kind":"header","format_version":1,"producer":"p","display":{"width":390.0,"height":844.0,"scale":3.0},"refresh_hz":120.0,"touch_hz":120.0,"scene":"card","seed":7,"metadata":{"a":"\"q\"","z":"1"}}"#
    )
    #expect(
      TraceJSONLines.line(for: touch(8_333_333, 1, .moved, 110.5, 400, force: 0.5, radius: 12))
        == #"{"kind":"touch","t_ns":8333333,"id":1,"phase":"moved","x":110.5,"y":400.0,"force":0.5,"major_radius":12.0}"#)
    #expect(
      TraceJSONLines.line(
        for: .command(
          TraceCommand(
            time: 9, name: "toggle",
            arguments: [
              .init(name: "animated", value: .bool(true)), .init(name: "to", value: .point(x: 10, y: 20)),
              .init(name: "n", value: .integer(-3)),
            ])))
        == #"{"kind":"command","t_ns":9,"name":"toggle","args":[{"name":"animated","bool":true},{"name":"to","point":[10.0,20.0]},{"name":"n","integer":-3}]}"#
    )
    #expect(
      TraceJSONLines.line(for: .system(SystemEvent(time: 10, kind: .stall(duration: 200_000_000))))
        == #"{"kind":"system","t_ns":10,"type":"stall","duration_ns":200000000}"#)
    #expect(
      TraceJSONLines.line(for: .marker(TraceMarker(time: 12, label: "tab\there"))) == #"{"kind":"marker","t_ns":12,"label":"tab\there"}"#)
  }

  @Test func importQuantisesAndIgnoresUnknownKeys() throws {
    let trace = try importLines(
      """
      {"kind":"header","scene":"s","future_field":1}
      {"t_ns":5,"kind":"touch","id":2,"phase":"began","x":100.3,"y":1,"extra":"ignored"}
      """)
    #expect(trace.events == [touch(5, 2, .began, 100.296875, 1)])
  }

  @Test(arguments: [
    ("{\"kind\":\"touch\",\"t_ns\":0,\"id\":1,\"phase\":\"began\",\"x\":0,\"y\":0}", 1, "expected the header line"),
    ("{\"kind\":\"header\"}\n{\"kind\":\"touch\",\"t_ns\":0,\"id\":1,\"phase\":\"began\",\"x\":0}", 2, "needs \"y\""),
    ("{\"kind\":\"header\"}\n{\"kind\":\"touch\",\"t_ns\":0,\"id\":1,\"phase\":\"hover\",\"x\":0,\"y\":0}", 2, "unknown phase \"hover\""),
    (
      "{\"kind\":\"header\"}\n{\"kind\":\"touch\",\"t_ns\":0,\"id\":1,\"phase\":\"moved\",\"x\":0,\"y\":0}", 2,
      "touch 1 moved without began"
    ),
    (
      "{\"kind\":\"header\"}\n{\"kind\":\"marker\",\"t_ns\":9,\"label\":\"a\"}\n{\"kind\":\"marker\",\"t_ns\":8,\"label\":\"b\"}", 3,
      "time goes backwards"
    ),
    ("{\"kind\":\"header\"}\n{\"kind\":\"touch\",\"t_ns\":0,\"id\":1,\"phase\":\"began\",\"x\":1e999,\"y\":0}", 2, "not valid JSON"),
    ("{\"kind\":\"header\"}\n{not json", 2, "not valid JSON"),
    ("{\"kind\":\"header\",\"format_version\":9}", 1, "newer than this reader supports"),
    (
      "{\"kind\":\"header\"}\n{\"kind\":\"command\",\"t_ns\":0,\"name\":\"c\",\"args\":[{\"name\":\"a\",\"bool\":true,\"integer\":1}]}", 2,
      "exactly one of"
    ),
    ("{\"kind\":\"header\"}\n{\"kind\":\"touch\",\"t_ns\":0,\"id\":-1,\"phase\":\"began\",\"x\":0,\"y\":0}", 2, "id is -1"),
  ])
  func errorsNameTheLine(text: String, line: Int, fragment: String) {
    do {
      _ = try importLines(text)
      Issue.record("expected an error for \(text)")
    } catch {
      #expect(error.line == line, "\(error)")
      #expect(error.description.contains(fragment), "\(error)")
    }
  }
}
