import SeamlessEngine
@testable import SeamlessUIKit
import Testing

/// The engine UIKit code runs in is the one whose call bound it, on that thread only, for the
/// call's duration.
@Suite struct AmbientEngineTests {
  @Test func aBindingLastsForItsCallAndNestsInsideAnother() {
    let outer = Engine()
    let inner = Engine()
    #expect(AmbientEngine.current == nil)
    let seen: [Engine?] = AmbientEngine.run(outer) {
      let first = AmbientEngine.current
      let nested = AmbientEngine.run(inner) { AmbientEngine.current }
      let again = AmbientEngine.run(outer) { AmbientEngine.current }  // already bound: runs at once
      return [first, nested, again, AmbientEngine.current]
    }
    #expect(seen.map { $0.map(ObjectIdentifier.init) } == [outer, inner, outer, outer].map { ObjectIdentifier($0) })
    #expect(AmbientEngine.current == nil)
    // No engine: the body runs with whatever was bound.
    #expect(AmbientEngine.run(nil) { AmbientEngine.current } == nil)
  }

  @Test func aBindingThatThrowsIsUndone() {
    struct Failure: Error {}
    #expect(throws: Failure.self) { try AmbientEngine.run(Engine()) { throw Failure() } }
    #expect(AmbientEngine.current == nil)
  }

  /// Replays in parallel: each thread sees its own engine, all the way through.
  @Test func threadsRunningAtOnceSeeOnlyTheirOwnEngine() async {
    let mismatches = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<8 {
        group.addTask {
          let engine = Engine()
          return AmbientEngine.run(engine) {
            (0..<20_000).reduce(0) { count, _ in count + (AmbientEngine.current === engine ? 0 : 1) }
          }
        }
      }
      return await group.reduce(0, +)
    }
    #expect(mismatches == 0)
  }
}
