import SeamlessReplay
import Testing

@Suite struct ChoiceSequenceTests {
  @Test func shortlexIsLengthThenBytes() {
    #expect(ChoiceSequence(bytes: [255]) < ChoiceSequence(bytes: [0, 0]))
    #expect(ChoiceSequence(bytes: [1, 2]) < ChoiceSequence(bytes: [1, 3]))
    #expect(!(ChoiceSequence(bytes: [1, 3]) < ChoiceSequence(bytes: [1, 3])))
    #expect(ChoiceSequence(bytes: []) < ChoiceSequence(bytes: [0]))
  }

  @Test func hexRoundTrips() {
    let sequence = ChoiceSequence(bytes: [0, 1, 0x7d, 0xff])
    #expect(sequence.hex == "00017dff")
    #expect(ChoiceSequence(hex: "00017DFF") == sequence)
    #expect(ChoiceSequence(hex: "") == ChoiceSequence(bytes: []))
    #expect(ChoiceSequence(hex: "abc") == nil)
    #expect(ChoiceSequence(hex: "zz") == nil)
  }

  @Test func readerDrawsScaledBytesAndZerosWhenExhausted() {
    var reader = ChoiceReader(ChoiceSequence(bytes: [128, 0x01, 0x02, 255]))
    #expect(reader.draw(below: 5) == 2)  // ⌊128 · 5 / 256⌋
    #expect(reader.draw(below: 1000) == 3)  // two bytes: ⌊0x0102 · 1000 / 65536⌋ = ⌊258000 / 65536⌋
    #expect(reader.draw(below: 1) == 0)  // one alternative: no byte read
    #expect(reader.draw(below: 10) == 9)  // the largest byte is the last choice
    #expect(reader.isExhausted)
    #expect(reader.draw(below: 10) == 0)
    #expect(reader.position == 5)
  }

  /// Shrinking lowers bytes, so a draw must never grow when its byte gets smaller: for every
  /// n, the draw is monotone in the byte and reaches every choice.
  @Test func drawsKeepOrderAndReachEveryChoice() {
    for n in [2, 3, 5, 7, 16, 28, 50, 100, 255, 256] {
      var previous = 0
      var reached = Set<Int>()
      for byte in 0...255 {
        var reader = ChoiceReader(ChoiceSequence(bytes: [UInt8(byte)]))
        let choice = reader.draw(below: n)
        #expect(choice >= previous && choice < n, "n \(n), byte \(byte)")
        previous = choice
        reached.insert(choice)
      }
      #expect(reached.count == n, "n \(n)")
    }
    for n in [257, 1000, 65_536] {
      var previous = 0
      for high in stride(from: 0, through: 255, by: 17) {
        for low in [0, 1, 128, 255] {
          var reader = ChoiceReader(ChoiceSequence(bytes: [UInt8(high), UInt8(low)]))
          let choice = reader.draw(below: n)
          #expect(choice >= previous && choice < n)
          previous = choice
        }
      }
    }
  }
}

@Suite struct ShrinkerPassTests {
  func shrink(_ pass: Shrinker.Pass, _ bytes: [UInt8], _ fails: @escaping ([UInt8]) -> Bool) -> [UInt8] {
    var shrinker = Shrinker(budget: 10_000)
    return shrinker.run(pass, on: ChoiceSequence(bytes: bytes)) { fails($0.bytes) }.bytes
  }

  @Test func dropTrailingZeros() {
    #expect(shrink(.dropTrailingZeros, [5, 0, 0]) { ($0.first ?? 0) >= 5 } == [5])
    #expect(shrink(.dropTrailingZeros, [5, 0, 1]) { ($0.first ?? 0) >= 5 } == [5, 0, 1])
  }

  @Test func deleteChunksKeepsOnlyWhatFails() {
    #expect(shrink(.deleteChunks, [1, 2, 7, 3, 4, 5, 6, 8, 9]) { $0.contains(7) } == [7])
  }

  @Test func zeroChunksZeroesTheRest() {
    #expect(shrink(.zeroChunks, [4, 4, 9, 6]) { $0.count >= 3 && $0[2] == 9 } == [0, 0, 9, 0])
  }

  @Test func lowerBytesFindsTheThresholdByBisection() {
    var shrinker = Shrinker(budget: 100)
    let result = shrinker.run(.lowerBytes, on: ChoiceSequence(bytes: [250])) { $0.bytes[0] >= 100 }
    #expect(result.bytes == [100])
    #expect(shrinker.calls <= 8)  // ⌈log₂ 250⌉
  }

  @Test func wholeShrinkReachesALocalMinimum() {
    // Fails when the bytes sum to 300 or more: the shortest failing length is 2, and no
    // byte can be lowered alone, so the sum is exactly 300.
    let start: [UInt8] = [200, 13, 90, 255, 1, 77, 140, 3, 250, 8, 66, 190, 12, 5, 99, 201]
    var shrinker = Shrinker(budget: 5_000)
    let minimal = shrinker.shrink(ChoiceSequence(bytes: start)) { $0.bytes.reduce(0) { $0 + Int($1) } >= 300 }
    #expect(minimal.bytes.count == 2)
    #expect(minimal.bytes.reduce(0) { $0 + Int($1) } == 300)
    #expect(!shrinker.log.isEmpty)
  }

  @Test func theBudgetBoundsTheWork() {
    var shrinker = Shrinker(budget: 10)
    // Only long runs of large bytes fail, so almost every attempt is wasted: the budget stops it.
    _ = shrinker.shrink(ChoiceSequence(bytes: Array(repeating: 200, count: 64))) { candidate in
      candidate.bytes.count >= 60 && candidate.bytes.allSatisfy { $0 >= 100 }
    }
    #expect(shrinker.calls == 10)
  }
}
