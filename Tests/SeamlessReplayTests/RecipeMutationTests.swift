import Foundation
import SeamlessReplay
import Testing

/// Byte-mutated recipes never crash: each parses and synthesises, or fails with a RecipeError.
@Suite struct RecipeMutationTests {
  @Test func mutatedRecipesSynthesiseOrFailClearly() throws {
    let text = try String(contentsOf: fixturesDirectory.appendingPathComponent("recipes/tap-drag-fling.json"), encoding: .utf8)
    let bytes = Array(text.utf8)
    var state: UInt64 = 7
    func random(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
    let alphabet = Array("{}[]\":,.-+eE0123456789 9e99".utf8)
    var (succeeded, failed) = (0, 0)
    for _ in 0..<1500 {
      var mutated = bytes
      for _ in 0..<(1 + random(2)) {
        let index = random(mutated.count)
        if random(2) == 0 { mutated[index] = alphabet[random(alphabet.count)] } else { mutated.remove(at: index) }
      }
      do {
        let trace = try Recipe(json: String(decoding: mutated, as: UTF8.self)).synthesize()
        #expect(trace.header.recipe != nil)
        succeeded += 1
      } catch {
        #expect(!error.description.isEmpty)
        failed += 1
      }
    }
    #expect(succeeded > 50 && failed > 500, "\(succeeded) synthesised, \(failed) refused")
  }
}
