import SeamlessEngine
import SeamlessReplay
import Testing

/// Invariant names are checked where they are written: static members for the standard ones,
/// the invariant itself for your own, and a validating initializer for strings.
@Suite struct InvariantNameTests {
  /// Every standard invariant has a static member with its name, and no two share one.
  @Test func everyStandardInvariantHasAStaticMember() {
    let members: [InvariantName] = [
      .noProblems, .completionsOnce, .animatorCompletions, .gesturesEndOnce, .continuity, .noTeleport, .followsFinger,
      .releaseVelocity, .hitsWhatIsShown, .countersBalanced, .ignoringBalanced, .dynamicsBalanced, .showsDestination,
      .actsOnRelease, .showsItsState, .settles,
    ]
    #expect(ReplayConfiguration.standardInvariants.map { InvariantName($0) } == members)
    #expect(Set(members + [.deterministic]).count == members.count + 1)
  }

  @Test func aStringIsValidatedAgainstTheInvariantsThatExist() throws {
    #expect(try InvariantName(validating: "release-velocity") == .releaseVelocity)
    #expect(try InvariantName(validating: "deterministic") == .deterministic)
    #expect(throws: InvariantNameError(name: "release-velocty", closest: "release-velocity")) {
      try InvariantName(validating: "release-velocty")
    }
    #expect(
      (try? InvariantName(validating: "no-teleports")) == nil
        && InvariantNameError(name: "no-teleports", closest: "no-teleport").description
          == "no invariant is named \"no-teleports\"; did you mean \"no-teleport\"?"
    )
    // Nothing close: no guess.
    #expect(throws: InvariantNameError(name: "frobnicate", closest: nil)) { try InvariantName(validating: "frobnicate") }
    #expect(InvariantNameError(name: "frobnicate", closest: nil).description == "no invariant is named \"frobnicate\"")
  }

  /// Your own invariant's name is valid once it is among the invariants you name.
  @Test func aCustomInvariantsNameIsValidAmongItsConfiguration() throws {
    struct NeverOffScreen: Invariant {
      let name = "never-off-screen"
      let summary = "no view leaves the screen"
      func makeChecker(for run: ReplayRun) -> any InvariantChecker { Checker() }
      final class Checker: InvariantChecker {
        func finish(_ run: ReplayRun) -> [InvariantViolation] { [] }
      }
    }
    #expect(throws: InvariantNameError.self) { try InvariantName(validating: "never-off-screen") }
    var configuration = ReplayConfiguration()
    configuration.invariants.append(NeverOffScreen())
    let name = try InvariantName(validating: "never-off-screen", among: configuration.invariants)
    #expect(name == InvariantName(NeverOffScreen()))
    #expect(name.description == "never-off-screen")
  }

  /// The closest name is the one fewest single-character edits away, within a third of its
  /// length.
  @Test func theClosestNameIsTheFewestEditsAway() {
    let names = ReplayConfiguration.standardInvariants.map(\.name)
    #expect(InvariantName.closest(to: "settle", in: names) == "settles")
    #expect(InvariantName.closest(to: "continuty", in: names) == "continuity")
    #expect(InvariantName.closest(to: "follows-fingers", in: names) == "follows-finger")
    #expect(InvariantName.closest(to: "", in: names) == nil)
    #expect(InvariantName.closest(to: "xyz", in: names) == nil)
  }
}

extension InvariantNameTests {
  /// The spelling the Invariants article gives for leaving one out.
  @Test func anInvariantIsLeftOutByName() {
    var configuration = ReplayConfiguration()
    configuration.invariants.removeAll { InvariantName($0) == .hitsWhatIsShown }
    #expect(configuration.invariants.count == ReplayConfiguration.standardInvariants.count - 1)
    #expect(!configuration.invariants.contains { $0.name == "hits-what-is-shown" })
  }
}
