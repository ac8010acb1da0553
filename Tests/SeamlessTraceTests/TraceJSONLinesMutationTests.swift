import Testing

@testable import SeamlessTrace

/// Mutated JSON Lines never crash the decoder: each line decodes or throws a TraceError
/// naming its line.
@Suite struct TraceJSONLinesMutationTests {
  @Test func mutatedLinesDecodeOrFailWithTheirLine() {
    let trace = TraceScript.build(Array(0..<200).map { ($0 &* 0x2545_F491_4F6C_DD1D) & Int.max }, flushEvery: 8)
    let lines = [TraceJSONLines.line(for: trace.header)] + trace.events.map(TraceJSONLines.line(for:))
    var state: UInt64 = 99
    func random(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
    let alphabet = Array("{}[]\":,.-+eE0123456789 tfnaluxyz\\".utf8) + [0, 0xFF, 0xC3]
    var failures = 0
    for trial in 0..<4000 {
      var decoder = TraceJSONLinesDecoder()
      let target = 1 + random(lines.count - 1)
      for (index, line) in lines.prefix(target + 1).enumerated() {
        var bytes = Array(line.utf8)
        if index == target {
          for _ in 0..<(1 + random(3)) {
            switch random(3) {
            case 0 where !bytes.isEmpty: bytes[random(bytes.count)] = alphabet[random(alphabet.count)]
            case 1 where !bytes.isEmpty: bytes.remove(at: random(bytes.count))
            default: bytes.insert(alphabet[random(alphabet.count)], at: random(bytes.count + 1))
            }
          }
        }
        do {
          _ = try decoder.decode(String(decoding: bytes, as: UTF8.self), lineNumber: index + 1)
        } catch {
          #expect(index == target, "trial \(trial): an unmutated line \(index + 1) failed: \(error)")
          #expect(error.line == index + 1, "trial \(trial): \(error)")
          failures += 1
          break
        }
      }
    }
    #expect(failures > 1000)
  }
}
